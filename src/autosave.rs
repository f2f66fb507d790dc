//! Saving the table after a move, once the move is on screen. Making the share code and writing
//! localStorage took a fifth of a tap's time at 4× CPU throttle; done after the frame, the
//! person sees the move first. A move's save waits at most two frames (or a second, where a
//! hidden page draws no frames), is written once for several quick moves, and is written at
//! once when the table closes, another game opens, or the page is hidden or left.

use leptos::prelude::*;
use std::time::Duration;

use crate::components::after_paint::after_paint;
use crate::state::Flow;

/// Saves the session soon, after the move's frame is painted.
pub fn later(flow: Flow) {
    if flow.table.owed.get_value() {
        return;
    }
    flow.table.owed.set_value(true);
    // After the move's frame, and after the frame that draws its outlines and log line.
    after_paint(move || after_paint(move || now(flow)));
    // A hidden page draws no frames.
    set_timeout(move || now(flow), Duration::from_secs(1));
}

/// Writes the owed save, if any, now (before the session is closed or replaced).
pub fn now(flow: Flow) {
    if !flow.table.owed.try_get_value().unwrap_or(false) {
        return;
    }
    flow.table.owed.set_value(false);
    let lang = flow.prefs.lang.get_untracked();
    let saved = flow.table.session.try_update_value(|s| {
        let s = s.as_mut()?;
        flow.library.saves.try_update_value(|sv| s.save(sv, lang))
    });
    if let Some(Some(Err(e))) = saved {
        flow.shell.say(e, true);
    }
}

/// Writes the owed save when the page is hidden or left (a closed tab, a phone's app switch).
pub fn on_leaving(flow: Flow) {
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;
    let Some(w) = web_sys::window() else {
        return;
    };
    let flush = Closure::<dyn FnMut()>::new(move || now(flow));
    let _ = w.add_event_listener_with_callback("pagehide", flush.as_ref().unchecked_ref());
    if let Some(d) = w.document() {
        let _ =
            d.add_event_listener_with_callback("visibilitychange", flush.as_ref().unchecked_ref());
    }
    flush.forget();
}
