//! The table's header height as a CSS variable (`--head-h` on the page), so that the side
//! column can stick just under the header whatever its height: one row on a wide tablet, two
//! where the menu wraps, which depends on the language and on the buttons shown.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

/// Keeps `--head-h` on `page` equal to `head`'s height while both are on the page.
pub fn follow(head: NodeRef<leptos::html::Header>, page: NodeRef<leptos::html::Main>) {
    // The observer and its callback live as long as the table; dropped together on leaving.
    let held: Held = StoredValue::new_local(None);
    Effect::new(move |_| {
        let (Some(head), Some(page)) = (head.get(), page.get()) else {
            return;
        };
        let head: web_sys::Element = head.into();
        let measured = head.clone();
        let set = Closure::<dyn FnMut()>::new(move || {
            let h = measured.get_bounding_client_rect().height();
            let _ = page.style().set_property("--head-h", &format!("{h:.0}px"));
        });
        stop(held);
        if let Ok(observer) = web_sys::ResizeObserver::new(set.as_ref().unchecked_ref()) {
            observer.observe(&head);
            held.set_value(Some((observer, set)));
        }
    });
    on_cleanup(move || stop(held));
}

type Held = StoredValue<Option<(web_sys::ResizeObserver, Closure<dyn FnMut()>)>, LocalStorage>;

/// Disconnects the observer before its callback is dropped (a callback called after that
/// would throw).
fn stop(held: Held) {
    if let Some((observer, _)) = held.try_update_value(|h| h.take()).flatten() {
        observer.disconnect();
    }
}
