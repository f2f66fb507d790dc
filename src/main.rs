//! Smokestack's web app: a static page (Leptos, client-side) that plays every game of the
//! registry, saves to localStorage and hands games on by link.

mod app;
mod components;
mod games;
mod i18n;
mod pages;
mod session;
mod store;

fn main() {
    leptos::mount::mount_to_body(app::App);
}
