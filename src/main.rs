//! Smokestack's web app: a static page (Leptos, client-side) that plays every game of the
//! registry, saves to localStorage and hands games on by link.

mod app;
mod autosave;
mod components;
mod flow;
mod focus;
mod game_view;
mod games;
mod i18n;
mod library;
mod lock;
mod pages;
mod prefs;
mod registry;
mod release;
mod session;
mod shell;
mod state;
mod store;
mod table_code;
mod think;
mod update;

fn main() {
    // The same wasm runs the bots' thread (src/think.rs), where there is no page to draw.
    if web_sys::window().is_none() {
        return;
    }
    // Korean and Japanese words arrive as files before the app shows (English's own are built
    // in; a game's words come with its code).
    let lang = prefs::browser_lang();
    if lang.ready() {
        leptos::mount::mount_to_body(app::App);
    } else {
        wasm_bindgen_futures::spawn_local(async move {
            i18n::load(lang).await;
            leptos::mount::mount_to_body(app::App);
        });
    }
}
