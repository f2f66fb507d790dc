//! Smokestack's web app: a static page (Leptos, client-side) that plays every game of the
//! registry, saves to localStorage and hands games on by link.

mod app;
mod components;
mod games;
mod i18n;
mod pages;
mod session;
mod store;
mod think;

fn main() {
    // The same wasm runs the bots' thread (src/think.rs), where there is no page to draw.
    if web_sys::window().is_none() {
        return;
    }
    leptos::mount::mount_to_body(app::App);
}
