//! The board as a place to play: what the seat at the tablet can act on is outlined, and a tap
//! there makes the move — or, where several moves share that thing (which die, which card to
//! discard), lists just those beside it. The button list stays for every move.

use leptos::prelude::*;
use smokestack_core::Seat;
use wasm_bindgen::JsCast;

use crate::app::Ctx;
use crate::components::actions::act;
use crate::components::share::dialog_focus;
use crate::games;

/// The legal moves of `seat` that act on board key `key`: (index, words).
fn moves_at(ctx: Ctx, seat: Seat, key: &str) -> Vec<(usize, String)> {
    let lang = ctx.lang.get_untracked();
    ctx.session.with_value(|s| {
        let Some(s) = s.as_ref() else {
            return Vec::new();
        };
        let texts = games::action_texts(s.m.as_ref(), seat, lang, &s.meta.names);
        games::targets(s.m.as_ref(), seat)
            .into_iter()
            .zip(texts)
            .enumerate()
            .filter(|(_, (keys, _))| keys.iter().any(|k| k == key))
            .map(|(i, (_, text))| (i, text))
            .collect()
    })
}

/// The outline of every key `seat` can act on now, as a style sheet for the board.
fn outline(ctx: Ctx, seat: Seat) -> String {
    let mut keys: Vec<String> = ctx.session.with_value(|s| {
        s.as_ref().map_or(Vec::new(), |s| {
            games::targets(s.m.as_ref(), seat)
                .into_iter()
                .flatten()
                .collect()
        })
    });
    keys.sort();
    keys.dedup();
    // Keys are the games' own (letters, digits, ':'), never a player's text.
    keys.retain(|k| {
        k.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == ':' || c == '_')
    });
    if keys.is_empty() {
        return String::new();
    }
    let selectors: Vec<String> = keys
        .iter()
        .map(|k| format!(".board-area [data-target=\"{k}\"]"))
        .collect();
    format!(
        "{} {{ outline: 3px solid var(--accent); outline-offset: 2px; cursor: pointer; }}",
        selectors.join(", ")
    )
}

/// The board with taps. `board` draws it (it follows the moves by itself); `seat`: the seat at
/// the tablet when it acts now (none: nothing to tap). The board's frame stays across moves,
/// so a board scrolled to the side stays where it is.
pub fn tap_board(
    board: impl Fn() -> Option<AnyView> + Send + Sync + 'static,
    seat: Memo<Option<Seat>>,
) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let choosing = RwSignal::new(None::<Vec<(usize, String)>>);
    // A move closes the chooser: what it listed was for the table before.
    Effect::new(move |_| {
        ctx.version.get();
        choosing.set(None);
    });
    let style = move || {
        ctx.version.get();
        seat.get().map(|s| outline(ctx, s)).unwrap_or_default()
    };
    let tap = move |ev: leptos::ev::MouseEvent| {
        let Some(seat) = seat.get_untracked() else {
            return;
        };
        let hit = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|e| e.closest("[data-target]").ok().flatten())
            .and_then(|e| e.get_attribute("data-target"));
        let Some(key) = hit else { return };
        let moves = moves_at(ctx, seat, &key);
        match moves.len() {
            0 => {}
            1 => act(ctx, seat, moves[0].0),
            _ => choosing.set(Some(moves)),
        }
    };
    // A part of the board that scrolls (`data-scroll="<name>"`) is drawn anew with a move:
    // its scroll is read before and put back on its successor once it is in, before the
    // frame is painted, so a strip swiped to the side stays where it was.
    let board = move || {
        let scrolled = scrolls();
        let view = board();
        if !scrolled.is_empty() {
            request_animation_frame(move || restore(&scrolled));
        }
        view
    };
    view! {
        <style>{style}</style>
        <div class="board-area" on:click=tap>{board}</div>
        {move || choosing.get().map(|moves| {
            let seat = seat.get_untracked().unwrap_or_default();
            view! { <Chooser moves=moves seat=seat on_close=Callback::new(move |_| choosing.set(None))/> }
        })}
    }
}

/// The scroll of each named scrolling part of the board: (name, left, top).
fn scrolls() -> Vec<(String, i32, i32)> {
    let Some(list) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector_all(".board-area [data-scroll]").ok())
    else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i)?.dyn_into::<web_sys::Element>().ok())
        .filter(|e| e.scroll_left() != 0 || e.scroll_top() != 0)
        .filter_map(|e| {
            Some((
                e.get_attribute("data-scroll")?,
                e.scroll_left(),
                e.scroll_top(),
            ))
        })
        .collect()
}

fn restore(scrolled: &[(String, i32, i32)]) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    for (name, left, top) in scrolled {
        // Names are the games' own (letters, digits, '-'), never a player's text.
        if !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
            continue;
        }
        if let Ok(Some(e)) = doc.query_selector(&format!(".board-area [data-scroll=\"{name}\"]")) {
            e.set_scroll_left(*left);
            e.set_scroll_top(*top);
        }
    }
}

/// The moves that share one thing on the board: takes focus when it opens (its first move),
/// closes on Escape or Close and gives focus back to where it was.
#[component]
fn Chooser(moves: Vec<(usize, String)>, seat: Seat, on_close: Callback<()>) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let first = dialog_focus(on_close);
    view! {
        <div class="dialog chooser" role="dialog" aria-modal="true" aria-label=ctx.t("table.choose")>
            <h2>{ctx.t("table.choose")}</h2>
            <div class="action-buttons">
                {moves.into_iter().enumerate().map(|(k, (i, text))| {
                    let node = if k == 0 { first } else { NodeRef::new() };
                    view! {
                        <button class="big action" node_ref=node on:click=move |_| { on_close.run(()); act(ctx, seat, i) }>{text}</button>
                    }
                }).collect_view()}
                <button class="big" on:click=move |_| on_close.run(())>{ctx.t("share.close")}</button>
            </div>
        </div>
    }
}
