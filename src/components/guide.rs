//! The first-game guide: on the first game of each title, a small panel walks through the
//! table in play order — whose turn, where the moves are, the board, what a round does, the
//! log and the menu — outlining each part as it speaks of it. It never covers the table (no
//! backdrop): a person may play while reading. Dismissed or finished, it is remembered per
//! game on this device; the rules panel can show it again.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::prefs::Prefs;
use crate::registry as games;
use crate::session::Tabletop;
use crate::store;

/// The parts of the table, in the order the guide shows them: (selectors tried in turn, key).
const STEPS: [(&[&str], &str); 6] = [
    (&[".to-act"], "guide.turn"),
    (
        &[".actions", ".send-panel", ".waiting", ".side"],
        "guide.moves",
    ),
    (&[".table-grid > .board-wrap"], "guide.board"),
    (&[".round-phase"], "guide.round"),
    (&[".log"], "guide.log"),
    (&[".menu"], "guide.menu"),
];

fn seen_key(game: &str) -> String {
    format!("guide/{game}")
}

/// Whether the guide opens by itself for `game`: its first game here, unless guides are off.
pub fn due(game: &str) -> bool {
    store::setting("guide").as_deref() != Some("off") && store::setting(&seen_key(game)).is_none()
}

fn mark(selectors: &[&str]) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    // After a move that left the outlined part in place, nothing to do: no scrolling (which
    // would also make the browser lay the page out in the middle of the move).
    let marked = doc.query_selector(".guide-focus").ok().flatten();
    if let Some(el) = &marked
        && selectors
            .iter()
            .find(|sel| doc.query_selector(sel).ok().flatten().is_some())
            .is_some_and(|sel| el.matches(sel).unwrap_or(false))
    {
        return;
    }
    if let Ok(old) = doc.query_selector_all(".guide-focus") {
        for i in 0..old.length() {
            if let Some(el) = old
                .item(i)
                .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
            {
                let _ = el.class_list().remove_1("guide-focus");
            }
        }
    }
    for sel in selectors {
        if let Ok(Some(el)) = doc.query_selector(sel) {
            let _ = el.class_list().add_1("guide-focus");
            let opts = web_sys::ScrollIntoViewOptions::new();
            opts.set_block(web_sys::ScrollLogicalPosition::Nearest);
            el.scroll_into_view_with_scroll_into_view_options(&opts);
            return;
        }
    }
}

#[component]
pub fn Guide(game: &'static str, on_close: Callback<()>) -> impl IntoView {
    let prefs = expect_context::<Prefs>();
    let table = expect_context::<Tabletop>();
    let step = RwSignal::new(0usize);
    let finish = move || {
        store::set_setting(&seen_key(game), "seen");
        mark(&[]);
        on_close.run(());
    };
    Effect::new(move |_| {
        let i = step.get();
        // After the table has drawn this step's part.
        table.version.track();
        mark(STEPS[i].0);
    });
    on_cleanup(|| mark(&[]));
    let text = move || {
        let i = step.get();
        let lang = prefs.lang.get();
        let mut t = prefs.t_for(STEPS[i].1, game);
        if STEPS[i].1 == "guide.round" {
            // What a round does, in this game's own words: the first lines of its summary.
            for l in games::rules_summary(game, lang).into_iter().take(2) {
                t.push(' ');
                t.push_str(l);
            }
        }
        t
    };
    view! {
        <aside class="guide" role="dialog" aria-modal="false" aria-label=move || prefs.t("guide.title")>
            <p class="guide-count">{move || format!("{} · {}/{}", prefs.t("guide.title"), step.get() + 1, STEPS.len())}</p>
            <p class="guide-text">{text}</p>
            <div class="choice-row">
                <button class="big" disabled=move || step.get() == 0 on:click=move |_| step.update(|s| *s -= 1)>{move || prefs.t("guide.back")}</button>
                {move || if step.get() + 1 < STEPS.len() {
                    view! { <button class="big primary" on:click=move |_| step.update(|s| *s += 1)>{prefs.t("guide.next")}</button> }.into_any()
                } else {
                    view! { <button class="big primary" on:click=move |_| finish()>{prefs.t("guide.done")}</button> }.into_any()
                }}
                <button class="big" on:click=move |_| finish()>{move || prefs.t("guide.skip")}</button>
            </div>
        </aside>
    }
}
