//! Work that follows a move, put after the move's frame is painted: a task of its own after
//! the next frame, so that the move shows first and this work does not hold its frame up.

use leptos::prelude::{request_animation_frame, set_timeout};
use std::time::Duration;

/// Runs `f` in a task of its own once the next frame is painted (a frame callback runs
/// before its frame's paint; a task queued from it runs after).
pub fn after_paint(f: impl FnOnce() + 'static) {
    request_animation_frame(move || set_timeout(f, Duration::ZERO));
}
