//! "Send turn": the game as a link, with copy and the system share sheet where there is one.

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

use crate::components::link_lock::{PasswordRow, SharedLink};
use crate::components::qr::QrToggle;
use crate::prefs::Prefs;

/// Calls `navigator.<object>.<method>(arg)` if the browser has it; false when it does not.
pub fn call_navigator(path: &[&str], arg: JsValue) -> bool {
    let Some(w) = web_sys::window() else {
        return false;
    };
    let mut target: JsValue = w.navigator().into();
    for (i, name) in path.iter().enumerate() {
        let Ok(next) = js_sys::Reflect::get(&target, &JsValue::from_str(name)) else {
            return false;
        };
        if next.is_undefined() || next.is_null() {
            return false;
        }
        if i + 1 == path.len() {
            let Some(f) = next.dyn_ref::<js_sys::Function>() else {
                return false;
            };
            return f.call1(&target, &arg).is_ok();
        }
        target = next;
    }
    false
}

pub fn has_share_sheet() -> bool {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w.navigator(), &JsValue::from_str("share")).ok())
        .is_some_and(|f| f.is_function())
}

use crate::focus::dialog_focus;

/// Hands `link` to the system share sheet where there is one, else copies it; true when the
/// share sheet took it.
pub fn share_or_copy(link: &str) -> bool {
    let shared = has_share_sheet() && share_sheet(link);
    if !shared {
        call_navigator(&["clipboard", "writeText"], JsValue::from_str(link));
    }
    shared
}

/// Hands `link` to the system share sheet; false when the browser has none.
pub fn share_sheet(link: &str) -> bool {
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"title".into(), &"Smokestack".into());
    let _ = js_sys::Reflect::set(&data, &"url".into(), &JsValue::from_str(link));
    call_navigator(&["share"], data.into())
}

/// The link field: selected whole on focus, "…" while the link is being locked.
#[component]
pub fn LinkField(shared: SharedLink) -> impl IntoView {
    let prefs = expect_context::<Prefs>();
    view! {
        <input class="link" type="text" readonly=true aria-label=move || prefs.t("share.link")
            prop:value=move || shared.link.get().unwrap_or_else(|| "…".into())
            on:focus=move |ev| {
                if let Some(i) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                    i.select();
                }
            }/>
    }
}

#[component]
pub fn ShareDialog(link: String, save_id: String, on_close: Callback<()>) -> impl IntoView {
    let prefs = expect_context::<Prefs>();
    let shared = SharedLink::new(link, save_id);
    let copied = RwSignal::new(false);
    let copy = move |_| {
        if let Some(l) = shared.link.get_untracked() {
            copied.set(call_navigator(
                &["clipboard", "writeText"],
                JsValue::from_str(&l),
            ));
        }
    };
    let share = move |_| {
        if let Some(l) = shared.link.get_untracked() {
            share_sheet(&l);
        }
    };
    // A new link (locked or not) has not been copied yet.
    Effect::new(move |_| {
        shared.link.track();
        copied.set(false);
    });
    // The dialog takes focus when it opens, closes on Escape, and gives focus back to whatever
    // opened it (the menu's "Send turn").
    let first = dialog_focus(on_close);
    let ready = move || shared.link.get().is_none();
    view! {
        <div class="dialog share" role="dialog" aria-modal="true" aria-label=prefs.t("share.title")>
            <h2>{prefs.t("share.title")}</h2>
            <p>{move || if shared.password.get().is_some() { prefs.t("lock.hint_locked") } else { prefs.t("share.hint") }}</p>
            <LinkField shared=shared/>
            <p class="link-length">{move || shared.link.get().map(|l| format!("{} characters", l.len())).unwrap_or_default()}</p>
            {move || shared.error.get().map(|_| view! { <p class="lock-wrong" role="alert">{prefs.t("lock.unavailable")}</p> })}
            <div class="choice-row">
                <button class="big primary" node_ref=first disabled=ready on:click=copy>{move || if copied.get() { prefs.t("share.copied") } else { prefs.t("share.copy") }}</button>
                {has_share_sheet().then(|| view! { <button class="big" disabled=ready on:click=share>{prefs.t("share.system")}</button> })}
                <QrToggle link=shared.link/>
                <button class="big" on:click=move |_| on_close.run(())>{prefs.t("share.close")}</button>
            </div>
            <PasswordRow shared=shared/>
        </div>
    }
}
