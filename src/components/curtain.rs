//! The hotseat curtain: the next person's table stays hidden until they tap. It covers the
//! table's body only: the header's Undo, Saved games and Leave stay within reach, and Escape
//! goes back to the lobby (never past the curtain).

use leptos::ev;
use leptos::prelude::*;

use crate::flow::Flow;
use crate::prefs::Prefs;
use crate::shell::Shell;

#[component]
pub fn Curtain(name: String, on_ready: Callback<()>) -> impl IntoView {
    let prefs = expect_context::<Prefs>();
    let shell = expect_context::<Shell>();
    let flow = expect_context::<Flow>();
    let ready = prefs.t("curtain.ready").replace("{name}", &name);
    let escape = window_event_listener(ev::keydown, move |e| {
        // A dialog over the curtain (the menu's "Send turn") closes on Escape instead.
        let dialog_open = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.query_selector(".dialog").ok().flatten())
            .is_some();
        if e.key() == "Escape"
            && !e.default_prevented()
            && !dialog_open
            && shell.notice.get_untracked().is_none()
        {
            e.prevent_default();
            flow.leave_table();
        }
    });
    on_cleanup(move || escape.remove());
    view! {
        <div class="curtain" role="dialog" aria-label=format!("{} {name}", prefs.t("curtain.pass"))>
            <p class="curtain-pass">{prefs.t("curtain.pass")}</p>
            <p class="curtain-name">{name.clone()}</p>
            <button class="big primary" autofocus=true on:click=move |_| on_ready.run(())>{ready}</button>
        </div>
    }
}
