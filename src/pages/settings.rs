//! Settings: language and bot pace, kept in localStorage.

use leptos::prelude::*;

use crate::i18n::Lang;
use crate::prefs::Prefs;
use crate::shell::Screen;
use crate::shell::Shell;
use crate::store;

#[component]
pub fn Settings() -> impl IntoView {
    let prefs = expect_context::<Prefs>();
    let shell = expect_context::<Shell>();
    let set_lang = move |l: Lang| {
        store::set_setting("lang", l.code());
        if l.ready() {
            prefs.lang.set(l);
        } else {
            // The language's words arrive first, its own and those of the games already here (the
            // page carries English's own only).
            wasm_bindgen_futures::spawn_local(async move {
                crate::i18n::load(l).await;
                prefs.lang.set(l);
            });
        }
    };
    let set_pace = move |p: u32| {
        prefs.pace.set(p);
        store::set_setting("pace", &p.to_string());
    };
    view! {
        <main class="page settings">
            <header class="page-head">
                <h1>{move || prefs.t("settings.title")}</h1>
                <button class="big" on:click=move |_| shell.screen.set(Screen::Lobby)>{move || prefs.t("new.back")}</button>
            </header>
            <fieldset>
                <legend>{move || prefs.t("settings.language")}</legend>
                {Lang::ALL.into_iter().map(|l| view! {
                    <button class="big" lang=l.code() aria-pressed=move || (prefs.lang.get() == l).to_string() on:click=move |_| set_lang(l)>{l.own_name()}</button>
                }).collect_view()}
            </fieldset>
            <fieldset>
                <legend>{move || prefs.t("settings.pace")}</legend>
                <button class="big" aria-pressed=move || (prefs.pace.get() >= 300).to_string() on:click=move |_| set_pace(350)>{move || prefs.t("settings.pace_normal")}</button>
                <button class="big" aria-pressed=move || (prefs.pace.get() < 300).to_string() on:click=move |_| set_pace(40)>{move || prefs.t("settings.pace_fast")}</button>
            </fieldset>
        </main>
    }
}
