//! Saved games: resume, delete (after a confirm), export all as one file, import a file.
//! A game made under other rules is listed as such and can be opened (to read why it cannot go
//! on), exported or deleted; a damaged entry is listed as damaged and can be exported or
//! deleted. Neither breaks the list.

use leptos::prelude::*;
use smokestack_table::Listed;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

use crate::flow::Flow;
use crate::i18n::Lang;
use crate::library::Library;
use crate::prefs::Prefs;
use crate::session::Tabletop;
use crate::session::now;
use crate::shell::Shell;
use crate::shell::{Notice, Screen};

fn format_time(ms: f64, lang: Lang) -> String {
    let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    d.to_locale_string(lang.code(), &wasm_bindgen::JsValue::UNDEFINED)
        .into()
}

/// Offers `text` as a file download.
fn download(name: &str, text: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let props = web_sys::BlobPropertyBag::new();
    props.set_type("application/json");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &props) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    if let Ok(a) = doc
        .create_element("a")
        .map(|e| e.unchecked_into::<web_sys::HtmlAnchorElement>())
    {
        a.set_href(&url);
        a.set_download(name);
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// Delete, asking first: the first tap turns the button into a question with a confirm.
/// Delete, asking first, except for a finished game: there nothing is lost, one tap removes it.
fn delete_button(
    flow: Flow,
    confirm: RwSignal<Option<String>>,
    id: String,
    over: bool,
) -> impl IntoView {
    let asking = {
        let id = id.clone();
        move || confirm.get().as_deref() == Some(id.as_str())
    };
    move || {
        let id = id.clone();
        if asking() {
            view! {
                <span class="confirm" role="alert">{flow.prefs.t("saves.confirm")}</span>
                <button class="big danger" on:click=move |_| {
                    flow.library.saves.update_value(|sv| sv.delete(&id));
                    confirm.set(None);
                    flow.table.touch();
                }>{format!("{} ✓", flow.prefs.t("saves.delete"))}</button>
                <button class="big" on:click=move |_| confirm.set(None)>{flow.prefs.t("share.close")}</button>
            }
            .into_any()
        } else {
            view! { <button class="big" on:click=move |_| {
                if over {
                    flow.library.saves.update_value(|sv| sv.delete(&id));
                    flow.table.touch();
                } else {
                    confirm.set(Some(id.clone()));
                }
            }>{flow.prefs.t("saves.delete")}</button> }
            .into_any()
        }
    }
}

/// Export of a save carried over from older rules as it was before (`SaveRecord::original`).
fn export_original_button(flow: Flow, id: String, label: String) -> impl IntoView {
    let name = format!("smokestack-{id}-original.json");
    view! {
        <button class="big" aria-label=format!("{} {label}", flow.prefs.t("carried.export")) on:click=move |_| {
            if let Some(text) = flow.library.saves.with_value(|s| s.export_original(&id)) {
                download(&name, &text);
            }
        }>{flow.prefs.t("carried.export")}</button>
    }
}

/// Export of one save as a saves file of its own.
fn export_button(flow: Flow, id: String, label: String) -> impl IntoView {
    let name = format!("smokestack-{id}.json");
    view! {
        <button class="big" aria-label=format!("{} {label}", flow.prefs.t("saves.export_one")) on:click=move |_| {
            if let Some(text) = flow.library.saves.with_value(|s| s.export_one(&id)) {
                download(&name, &text);
            }
        }>{flow.prefs.t("saves.export_one")}</button>
    }
}

fn line(flow: Flow, item: Listed, confirm: RwSignal<Option<String>>) -> AnyView {
    let lang = flow.prefs.lang.get();
    match item {
        Listed::Ok(s) => {
            let id = s.id.clone();
            view! {
                <li class="save">
                    <div class="save-info">
                        <strong>{s.title.clone()}</strong>
                        {crate::pages::lobby::branch_label(lang, &s).map(|b| view! { <span class="branch-label">{b}</span> })}
                        <span>{format!("{} · {} {} · {}", s.game_name, flow.prefs.t("table.round"), s.round, if s.over { flow.prefs.t("saves.over") } else { crate::i18n::term(lang, &s.phase) })}</span>
                        {crate::pages::lobby::turn_label(lang, &s).map(|(text, class)| view! { <span class=class>{text}</span> })}
                        <span>{format!("{}: {}", flow.prefs.t("saves.last"), format_time(s.updated, lang))}</span>
                    </div>
                    <div class="save-buttons">
                        <button class="big primary" aria-label=format!("{} {}", flow.prefs.t("saves.resume"), s.title) on:click=move |_| flow.open_save(&id)>{flow.prefs.t("saves.resume")}</button>
                        {s.original.then(|| export_original_button(flow, s.id.clone(), s.title.clone()))}
                        {delete_button(flow, confirm, s.id.clone(), s.over)}
                    </div>
                </li>
            }
            .into_any()
        }
        Listed::OtherRules {
            id,
            game_name,
            title,
            made,
            ours,
            updated,
            ..
        } => {
            let open = id.clone();
            view! {
                <li class="save other-rules">
                    <div class="save-info">
                        <strong>{title.clone()}</strong>
                        <span class="save-flag">{format!("{} · {}", game_name, flow.prefs.t("saves.other_rules"))}</span>
                        <span class="save-why">{crate::i18n::other_rules(lang, &game_name, made, ours)}</span>
                        <span>{format!("{}: {}", flow.prefs.t("saves.last"), format_time(updated, lang))}</span>
                    </div>
                    <div class="save-buttons">
                        <button class="big" aria-label=format!("Open {title}") on:click=move |_| flow.open_save(&open)>{flow.prefs.t("saves.open")}</button>
                        {export_button(flow, id.clone(), title.clone())}
                        {delete_button(flow, confirm, id, false)}
                    </div>
                </li>
            }
            .into_any()
        }
        Listed::Damaged { id, reason, .. } => view! {
            <li class="save damaged">
                <div class="save-info">
                    <strong>{format!("{}: {id}", flow.prefs.t("saves.damaged"))}</strong>
                    <span class="save-why">{crate::i18n::damage(lang, &reason)}</span>
                </div>
                <div class="save-buttons">
                    {export_button(flow, id.clone(), id.clone())}
                    {delete_button(flow, confirm, id, false)}
                </div>
            </li>
        }
        .into_any(),
    }
}

#[component]
pub fn SavedGames() -> impl IntoView {
    let prefs = expect_context::<Prefs>();
    let library = expect_context::<Library>();
    let table = expect_context::<Tabletop>();
    let shell = expect_context::<Shell>();
    let flow = expect_context::<Flow>();
    let confirm = RwSignal::new(None::<String>);
    // The list opens saves made under other rules to check them: their games' code first.
    let ready = RwSignal::new(false);
    let games = library.saves.with_value(|s| s.games());
    wasm_bindgen_futures::spawn_local(async move {
        for g in games {
            crate::registry::load(&g).await;
        }
        ready.set(true);
    });
    let list = move || {
        table.version.get();
        library.saves.with_value(|s| s.list())
    };
    let export = move |_| {
        let text = library.saves.with_value(|s| s.export_all());
        download("smokestack-saves.json", &text);
    };
    let import = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        let Ok(reader) = web_sys::FileReader::new() else {
            return;
        };
        let r2 = reader.clone();
        let onload = Closure::<dyn FnMut()>::new(move || {
            let text = r2
                .result()
                .ok()
                .and_then(|v| v.as_string())
                .unwrap_or_default();
            // The saves' codes are opened to be checked: every game's code must be here.
            wasm_bindgen_futures::spawn_local(async move {
                crate::registry::load_all().await;
                let report = library
                    .saves
                    .try_update_value(|s| s.import_all(&text, now()));
                match report {
                    Some(Ok(r)) => {
                        let (text, lines) =
                            crate::i18n::import_report(prefs.lang.get_untracked(), &r);
                        shell.notice.set(Some(Notice {
                            text,
                            lines,
                            error: false,
                        }));
                    }
                    Some(Err(e)) => flow.say_error(&e),
                    None => {}
                }
                table.touch();
            });
        });
        reader.set_onload(Some(onload.as_ref().unchecked_ref()));
        onload.forget();
        let _ = reader.read_as_text(&file);
    };
    view! {
        <main class="page saves">
            <header class="page-head">
                <h1>{move || prefs.t("saves.title")}</h1>
                <nav class="page-nav">
                    <button class="big" on:click=export>{move || prefs.t("saves.export")}</button>
                    <label class="big button">{move || prefs.t("saves.import")}
                        <input type="file" accept="application/json,.json" class="sr-only" aria-label=move || prefs.t("saves.import_file") on:change=import/>
                    </label>
                    <button class="big" on:click=move |_| shell.screen.set(Screen::Lobby)>{move || prefs.t("new.back")}</button>
                </nav>
            </header>
            {move || {
                if !ready.get() {
                    return view! { <p class="loading" aria-busy="true">"…"</p> }.into_any();
                }
                let items = list();
                if items.is_empty() {
                    return view! { <p>{prefs.t("saves.none")}</p> }.into_any();
                }
                view! {
                    <ul class="save-list">
                        {items.into_iter().map(|item| line(flow, item, confirm)).collect_view()}
                    </ul>
                }
                .into_any()
            }}
        </main>
    }
}
