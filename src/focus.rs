//! Where keyboard focus goes: the element that has it, a dialog's manners, letting go of it
//! before a move is drawn. Low in the app (it names no other part of it).

use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The element that has focus now (none when it is the page itself).
pub fn active_element() -> Option<web_sys::HtmlElement> {
    let doc = web_sys::window()?.document()?;
    let el = doc.active_element()?;
    if doc.body().is_some_and(|b| b.is_same_node(Some(&el))) {
        return None;
    }
    el.dyn_into::<web_sys::HtmlElement>().ok()
}

/// Gives focus back to `el` if it is still on the page.
pub fn refocus(el: Option<web_sys::HtmlElement>) {
    if let Some(el) = el.filter(|e| e.is_connected()) {
        let _ = el.focus();
    }
}

/// A dialog's keyboard manners: its first button (the returned node) takes focus when it
/// opens, Escape closes it, and focus goes back to whatever opened it when it closes.
pub fn dialog_focus(on_close: Callback<()>) -> NodeRef<leptos::html::Button> {
    let first = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(b) = first.get() {
            let _ = b.focus();
        }
    });
    let escape = window_event_listener(leptos::ev::keydown, move |e| {
        if e.key() == "Escape" {
            e.prevent_default();
            on_close.run(());
        }
    });
    let opener = StoredValue::new_local(active_element());
    on_cleanup(move || {
        escape.remove();
        refocus(opener.try_get_value().flatten());
    });
    first
}

/// Takes focus off the page before a move redraws it: off anything when `within` is none
/// (the person just tapped), else only off what matches `within` (a bot's move: a keyboard
/// player reading the menu or the log keeps their place). Removing the focused element (the
/// button just tapped, usually) makes the browser lay the page out there and then, in the
/// middle of the update: a third of a tap's time on a tablet. The table gives focus back to
/// its moves once the move is drawn (`refocus_table`).
pub fn let_go_of_focus(within: Option<&str>) {
    if let Some(el) = active_element()
        && within.is_none_or(|sel| el.closest(sel).ok().flatten().is_some())
    {
        let _ = el.blur();
    }
}
