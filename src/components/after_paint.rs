//! Work that follows a move, put after the move's frame is painted: a task of its own after
//! the next frame, so that the move shows first and this work does not hold its frame up.
//!
//! All the work asked for before one frame shares one frame callback and one task: each
//! callback into the page costs a crossing from JS and back, and four of them (the board's
//! outlines, the log's line, the focus, the save) were a millisecond of the move's own frame
//! at 4× CPU throttle.

use leptos::prelude::{request_animation_frame, set_timeout};
use std::cell::RefCell;
use std::time::Duration;

type Work = Box<dyn FnOnce()>;

thread_local! {
    /// The work waiting for the next frame to be painted, in the order it was asked for;
    /// `None` while no frame callback is asked for.
    static WAITING: RefCell<Option<Vec<Work>>> = const { RefCell::new(None) };
}

/// Runs `f` in a task of its own once the next frame is painted (a frame callback runs
/// before its frame's paint; a task queued from it runs after).
pub fn after_paint(f: impl FnOnce() + 'static) {
    let first = WAITING.with_borrow_mut(|w| match w {
        Some(list) => {
            list.push(Box::new(f));
            false
        }
        None => {
            *w = Some(vec![Box::new(f)]);
            true
        }
    });
    if first {
        request_animation_frame(|| {
            // Work asked for from here on waits for the frame after this one.
            let due = WAITING.with_borrow_mut(Option::take).unwrap_or_default();
            set_timeout(
                move || {
                    for f in due {
                        f();
                    }
                },
                Duration::ZERO,
            );
        });
    }
}
