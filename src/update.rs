//! A new release, taken at a quiet moment (issue 41). The service worker (`public/sw.js`)
//! installs a new release beside the one this page runs and waits; this page keeps its own
//! files (the worker serves them from its release's cache for as long as a page of it is open).
//! Here the page:
//!
//! - tells the worker which release it runs (`hello`), so that the worker keeps that release's
//!   cache while the page is open, and asks for its files without a hash in their name (a
//!   game's words, the bots' worker) with the release in the query (`versioned`);
//! - notices a new release (a worker installed and waiting, or one that another tab switched
//!   to) and says so in a small banner, "A new version is ready — reload", at a quiet moment:
//!   at once away from the table and the new-game form, there only after a few seconds in
//!   which nobody touched the page and the table did not change;
//! - reloads onto the same table when the banner's button is tapped: the owed save written,
//!   the waiting worker told to take over, and the page reloaded once it has;
//! - updates itself for a link made by a newer release (`update_for_newer_link`).

use leptos::prelude::*;
use std::time::Duration;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::{JsFuture, spawn_local};
use web_sys::{ServiceWorker, ServiceWorkerRegistration};

use smokestack_core::CodeError;
use smokestack_table::{Damage, SaveError};

use crate::shell::Screen;
use crate::state::Flow;

/// How long the table (or the new-game form) must be left alone before the banner shows.
const QUIET: Duration = Duration::from_secs(4);

/// How long a page waits for the new worker to take over before it reloads anyway.
const TAKE_OVER: Duration = Duration::from_secs(5);

use crate::release::build;

fn container() -> Option<web_sys::ServiceWorkerContainer> {
    let nav = web_sys::window()?.navigator();
    // Absent where the browser has no service workers (or a page not served securely).
    js_sys::Reflect::has(&nav, &"serviceWorker".into())
        .ok()?
        .then(|| nav.service_worker())
}

async fn registration() -> Option<ServiceWorkerRegistration> {
    let reg = JsFuture::from(container()?.get_registration()).await.ok()?;
    reg.dyn_into().ok()
}

/// A promise that settles after `d` (with undefined).
fn sleep(d: Duration) -> js_sys::Promise {
    js_sys::Promise::new(&mut |done, _| {
        if let Some(w) = web_sys::window() {
            let _ = w
                .set_timeout_with_callback_and_timeout_and_arguments_0(&done, d.as_millis() as i32);
        }
    })
}

/// The release a worker runs (it answers on a channel); `None` if it does not answer.
async fn release_of(worker: &ServiceWorker) -> Option<String> {
    let channel = web_sys::MessageChannel::new().ok()?;
    let answer = js_sys::Promise::new(&mut |done, _| {
        channel.port1().set_onmessage(Some(&done));
    });
    let ask = js_sys::Object::new();
    js_sys::Reflect::set(&ask, &"type".into(), &"version".into()).ok()?;
    worker
        .post_message_with_transferable(&ask, &js_sys::Array::of1(&channel.port2()))
        .ok()?;
    let got = JsFuture::from(js_sys::Promise::race(&js_sys::Array::of2(
        &answer,
        &sleep(Duration::from_secs(3)),
    )))
    .await
    .ok()?;
    let event: web_sys::MessageEvent = got.dyn_into().ok()?;
    event.data().as_string()
}

fn tell(worker: &ServiceWorker, kind: &str, version: Option<&str>) {
    let msg = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&msg, &"type".into(), &kind.into());
    if let Some(v) = version {
        let _ = js_sys::Reflect::set(&msg, &"version".into(), &v.into());
    }
    let _ = worker.post_message(&msg);
}

/// Whether a newer release than this page's is here, and how: a worker waiting (`Some(true)`)
/// or the one in charge already (`Some(false)`). A waiting worker of this page's own release (a
/// page the network served before its worker was installed) is let take over at once.
async fn check() -> Option<bool> {
    let mine = build()?;
    let reg = registration().await?;
    if let Some(waiting) = reg.waiting() {
        match release_of(&waiting).await {
            Some(v) if v == mine => tell(&waiting, "skip-waiting", None),
            Some(_) => return Some(true),
            None => {}
        }
    }
    let active = reg.active()?;
    match release_of(&active).await {
        Some(v) if v != mine => Some(false),
        _ => None,
    }
}

/// Checks again, and shows the banner (at a quiet moment) if a newer release is here.
fn recheck(flow: Flow) {
    spawn_local(async move {
        let found = check().await;
        if found.is_some() {
            flow.updates.ready.try_set(found);
        }
    });
}

/// Reloads this page, or goes to `url` (this page with a link in its fragment) and reloads.
fn reload_to(url: Option<String>) {
    let Some(w) = web_sys::window() else { return };
    if let Some(url) = url
        && let Ok(h) = w.history()
    {
        // No navigation (and no hashchange): the reload below opens it.
        let _ = h.replace_state_with_url(&JsValue::NULL, "", Some(&url));
    }
    let _ = w.location().reload();
}

/// Lets the waiting worker take over and reloads once it has (to `url`, see `reload_to`), or
/// at once when no worker waits (the one in charge is newer already).
fn take_over(flow: Flow, reg: Option<ServiceWorkerRegistration>, url: Option<String>) {
    let Some(waiting) = reg.and_then(|r| r.waiting()) else {
        reload_to(url);
        return;
    };
    let reloading = flow.updates.reloading;
    reloading.set_value(Some(url));
    tell(&waiting, "skip-waiting", None);
    // Should `controllerchange` never come, the page reloads all the same.
    set_timeout(
        move || {
            if let Some(url) = reloading.try_update_value(Option::take).flatten() {
                reload_to(url);
            }
        },
        TAKE_OVER,
    );
}

/// The banner's Reload: the owed save written, the table this page shows remembered (a reload
/// reopens it: `store::open_table`), then the new release taken.
fn reload(flow: Flow) {
    crate::autosave::now(flow);
    if flow.shell.screen.get_untracked() == Screen::Table
        && let Some(id) = flow
            .table
            .session
            .with_value(|s| s.as_ref().map(|s| s.rec.id.clone()))
    {
        crate::store::set_open_table(Some(&id));
    }
    spawn_local(async move { take_over(flow, registration().await, None) });
}

/// Whether `e` says the code or save was made by a newer release than this app: a newer code
/// format, newer rules, or a game this app does not know.
pub fn made_by_newer(e: &SaveError) -> bool {
    let code = |e: &CodeError| match e {
        CodeError::Newer { .. } | CodeError::UnknownGame(_) => true,
        CodeError::OtherVersion { code, ours, .. } => code > ours,
        _ => false,
    };
    match e {
        SaveError::Code(e) | SaveError::Damaged(Damage::Code(e)) => code(e),
        SaveError::OtherRules { made, ours, .. } => made > ours,
        _ => false,
    }
}

/// For a link made by a newer release than this app (call it where that error is shown, while
/// the link is still in the address bar): asks the server for a new release and, if there is
/// one, takes it and reloads with the same link. Offline or with no newer release, nothing
/// happens, and the error already shown stands.
pub fn update_for_newer_link(flow: Flow) {
    let Some(w) = web_sys::window() else { return };
    // Read now: the link leaves the address bar once its error is shown.
    let url = w.location().href().ok();
    spawn_local(async move {
        let Some(reg) = registration().await else {
            return;
        };
        if let Ok(p) = reg.update()
            && JsFuture::from(p).await.is_err()
        {
            return; // offline
        }
        // A new worker found: wait (a minute at most) while it installs.
        for _ in 0..120 {
            match reg.installing() {
                Some(_) => {
                    JsFuture::from(sleep(Duration::from_millis(500))).await.ok();
                }
                None => break,
            }
        }
        if check().await.is_none() {
            return;
        }
        flow.shell.say(flow.prefs.t("update.updating"), false);
        take_over(flow, Some(reg), url);
    });
}

/// Says hello to the worker, watches for new releases, and asks the server for one now and
/// then (the browser asks by itself only when a page is opened).
fn watch(flow: Flow) {
    let Some(c) = container() else { return };
    // The worker taking over: this page's own reload, or another tab's (then this page runs
    // an older release than the worker, and says so at a quiet moment).
    let changed = Closure::<dyn FnMut()>::new(move || {
        if let Some(url) = flow
            .updates
            .reloading
            .try_update_value(Option::take)
            .flatten()
        {
            reload_to(url);
        } else {
            recheck(flow);
        }
    });
    let _ =
        c.add_event_listener_with_callback("controllerchange", changed.as_ref().unchecked_ref());
    changed.forget();
    spawn_local(async move {
        let Ok(ready) = c.ready() else { return };
        let Ok(reg) = JsFuture::from(ready).await else {
            return;
        };
        let Ok(reg) = reg.dyn_into::<ServiceWorkerRegistration>() else {
            return;
        };
        if let (Some(active), Some(v)) = (reg.active(), build()) {
            tell(&active, "hello", Some(&v));
        }
        // A worker found installing: checked again once it is installed.
        let found = Closure::<dyn FnMut()>::new({
            let reg = reg.clone();
            move || {
                if let Some(w) = reg.installing() {
                    let installed = Closure::<dyn FnMut()>::new(move || recheck(flow));
                    w.set_onstatechange(Some(installed.as_ref().unchecked_ref()));
                    installed.forget();
                }
            }
        });
        reg.set_onupdatefound(Some(found.as_ref().unchecked_ref()));
        found.forget();
        recheck(flow);
        // Now and then, and whenever the page comes back into view.
        let ask = move || {
            if let Ok(p) = reg.update() {
                spawn_local(async move {
                    let _ = JsFuture::from(p).await;
                });
            }
        };
        let _ = set_interval_with_handle(ask.clone(), Duration::from_secs(30 * 60));
        if let Some(d) = web_sys::window().and_then(|w| w.document()) {
            let shown = Closure::<dyn FnMut()>::new(move || {
                let visible = web_sys::window()
                    .and_then(|w| w.document())
                    .is_some_and(|d| !d.hidden());
                if visible {
                    ask();
                }
            });
            let _ = d.add_event_listener_with_callback(
                "visibilitychange",
                shown.as_ref().unchecked_ref(),
            );
            shown.forget();
        }
    });
}

/// Notes the person's taps and keys (capturing: a board's own handlers may stop them).
fn note_activity(flow: Flow) {
    let Some(w) = web_sys::window() else { return };
    let last = flow.updates.last_activity;
    let touched = Closure::<dyn FnMut()>::new(move || last.set_value(crate::session::now()));
    let opts = web_sys::AddEventListenerOptions::new();
    opts.set_capture(true);
    opts.set_passive(true);
    for kind in ["pointerdown", "keydown"] {
        let _ = w.add_event_listener_with_callback_and_add_event_listener_options(
            kind,
            touched.as_ref().unchecked_ref(),
            &opts,
        );
    }
    touched.forget();
}

/// The banner: "A new version is ready — reload", small and at the page's foot, over nothing
/// that blocks play; shown at a quiet moment (see the module's doc).
#[component]
pub fn UpdateBanner() -> impl IntoView {
    let flow = expect_context::<Flow>();
    let state = flow.updates;
    state.last_activity.set_value(crate::session::now());
    note_activity(flow);
    watch(flow);
    // A change on the table (a move, a bot's, an undo) is activity too.
    Effect::new(move |_| {
        flow.table.version.track();
        state.last_activity.set_value(crate::session::now());
    });
    let shown = Memo::new(move |was: Option<&bool>| {
        if state.ready.get().is_none() || state.later.get() {
            return false;
        }
        // Once shown, it stays until it is used or put away.
        if was == Some(&true) {
            return true;
        }
        state.tick.track();
        match flow.shell.screen.get() {
            Screen::Loading => false,
            Screen::Table | Screen::NewGame(_) => {
                crate::session::now() - state.last_activity.get_value() >= QUIET.as_millis() as f64
            }
            Screen::Lobby | Screen::Saves | Screen::Settings => true,
        }
    });
    // While a release waits for a quiet moment, look again every second.
    let ticking = StoredValue::new_local(None::<IntervalHandle>);
    Effect::new(move |_| {
        let waiting = state.ready.get().is_some() && !state.later.get() && !shown.get();
        let running = ticking.with_value(Option::is_some);
        if waiting && !running {
            let h = set_interval_with_handle(
                move || state.tick.update(|t| *t = t.wrapping_add(1)),
                Duration::from_secs(1),
            )
            .ok();
            ticking.set_value(h);
        } else if !waiting && let Some(h) = ticking.try_update_value(Option::take).flatten() {
            h.clear();
        }
    });
    let prefs = flow.prefs;
    move || {
        shown.get().then(|| {
            view! {
                <div class="update-banner" role="status" aria-live="polite">
                    <p class="update-text">{prefs.t("update.ready")}</p>
                    <span class="update-actions">
                        <button class="primary" on:click=move |_| reload(flow)>
                            {prefs.t("update.reload")}
                        </button>
                        <button class="update-later" on:click=move |_| state.later.set(true)>
                            {prefs.t("update.later")}
                        </button>
                    </span>
                </div>
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_what_a_newer_release_made_asks_for_an_update() {
        let other = |code, ours| CodeError::OtherVersion {
            game: "le-havre".into(),
            code,
            ours,
        };
        for newer in [
            SaveError::Code(CodeError::Newer { format: 9 }),
            SaveError::Code(CodeError::UnknownGame("steam-age".into())),
            SaveError::Code(other(3, 2)),
            SaveError::Damaged(Damage::Code(CodeError::Newer { format: 9 })),
            SaveError::OtherRules {
                game: "le-havre".into(),
                made: 3,
                ours: 2,
            },
        ] {
            assert!(made_by_newer(&newer), "{newer:?}");
        }
        for not in [
            SaveError::Code(CodeError::Corrupt),
            SaveError::Code(other(1, 2)),
            SaveError::OtherRules {
                game: "le-havre".into(),
                made: 1,
                ours: 2,
            },
            SaveError::NotFound("x".into()),
        ] {
            assert!(!made_by_newer(&not), "{not:?}");
        }
    }
}
