//! Settings: language and bot pace, kept in localStorage.

use leptos::prelude::*;

use crate::app::{Ctx, Screen};
use crate::i18n::Lang;
use crate::store;

#[component]
pub fn Settings() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let set_lang = move |l: Lang| {
        store::set_setting("lang", l.code());
        if l.ready() {
            ctx.lang.set(l);
        } else {
            // The language's words arrive first (the page carries English only).
            wasm_bindgen_futures::spawn_local(async move {
                crate::i18n::load(l).await;
                ctx.lang.set(l);
            });
        }
    };
    let set_pace = move |p: u32| {
        ctx.pace.set(p);
        store::set_setting("pace", &p.to_string());
    };
    view! {
        <main class="page settings">
            <header class="page-head">
                <h1>{move || ctx.t("settings.title")}</h1>
                <button class="big" on:click=move |_| ctx.screen.set(Screen::Lobby)>{move || ctx.t("new.back")}</button>
            </header>
            <fieldset>
                <legend>{move || ctx.t("settings.language")}</legend>
                {Lang::ALL.into_iter().map(|l| view! {
                    <button class="big" lang=l.code() aria-pressed=move || (ctx.lang.get() == l).to_string() on:click=move |_| set_lang(l)>{l.own_name()}</button>
                }).collect_view()}
            </fieldset>
            <fieldset>
                <legend>{move || ctx.t("settings.pace")}</legend>
                <button class="big" aria-pressed=move || (ctx.pace.get() >= 300).to_string() on:click=move |_| set_pace(350)>{move || ctx.t("settings.pace_normal")}</button>
                <button class="big" aria-pressed=move || (ctx.pace.get() < 300).to_string() on:click=move |_| set_pace(40)>{move || ctx.t("settings.pace_fast")}</button>
            </fieldset>
        </main>
    }
}
