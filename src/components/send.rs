//! "Send to Bob": when the people at this device have nothing to do and someone elsewhere
//! acts, the game goes to them as a link in one tap (the share sheet where the browser has one,
//! the clipboard otherwise), with the link itself shown for copying by hand.

use leptos::prelude::*;
use wasm_bindgen::JsValue;

use crate::app::Ctx;
use crate::components::share::{call_navigator, has_share_sheet};

/// `names`: who the game goes to. `together`: they act in this phase at the same time as the
/// people here (a simultaneous phase), so the panel explains how the two sets of moves meet.
#[component]
pub fn SendPanel(names: String, link: String, together: bool) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let sent = RwSignal::new(false);
    let l = link.clone();
    let send = move |_| {
        let shared = has_share_sheet() && {
            let data = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&data, &"title".into(), &"Smokestack".into());
            let _ = js_sys::Reflect::set(&data, &"url".into(), &JsValue::from_str(&l));
            call_navigator(&["share"], data.into())
        };
        if !shared {
            call_navigator(&["clipboard", "writeText"], JsValue::from_str(&l));
        }
        sent.set(true);
    };
    let n1 = names.clone();
    let n2 = names.clone();
    let n3 = names.clone();
    let class = if together {
        "send-panel together"
    } else {
        "send-panel"
    };
    view! {
        <section class=class aria-label=move || ctx.t("table.send_to").replace("{names}", &n1)>
            <p class="send-text" role="status">{move || {
                let key = if together { "table.together" } else { "table.away" };
                ctx.t(key).replace("{names}", &n2)
            }}</p>
            <button class=if together { "big" } else { "big primary" } on:click=send>
                {move || ctx.t("table.send_to").replace("{names}", &names)}
            </button>
            <p class="send-after">{move || {
                let key = if sent.get() { "table.away_copied" } else { "table.away_manual" };
                ctx.t(key).replace("{names}", &n3)
            }}</p>
            <input class="link" type="text" readonly=true aria-label="Game link" prop:value=link
                on:focus=move |ev| {
                    use wasm_bindgen::JsCast;
                    if let Some(i) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                        i.select();
                    }
                }/>
        </section>
    }
}
