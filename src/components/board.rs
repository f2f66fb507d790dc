//! The board as a place to play: what the seat at the tablet can act on is outlined, and a tap
//! there makes the move — or, where several moves share that thing (which die, which card to
//! discard), lists just those beside it. The button list stays for every move.

use leptos::prelude::*;
use smokestack_core::Seat;
use wasm_bindgen::JsCast;

use crate::components::after_paint::after_paint;
use crate::components::explain::{Look, Looking};
use crate::flow::Flow;
use crate::game_view::Explain;
use crate::prefs::Prefs;
use crate::registry as games;
use crate::session::Tabletop;
use leptos::prelude::TimeoutHandle;
use std::collections::{BTreeMap, BTreeSet};
use std::time::Duration;

/// The legal moves of `seat` that act on board key `key`: (index, words).
fn moves_at(flow: Flow, seat: Seat, key: &str) -> Vec<(usize, String)> {
    let lang = flow.prefs.lang.get_untracked();
    flow.table.session.with_value(|s| {
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

/// Every key `seat` can act on now.
fn target_keys(flow: Flow, seat: Seat) -> BTreeSet<String> {
    flow.table.session.with_value(|s| {
        s.as_ref().map_or(BTreeSet::new(), |s| {
            games::targets(s.m.as_ref(), seat)
                .into_iter()
                .flatten()
                .collect()
        })
    })
}

/// Outlines what can be acted on (`data-can`, styled in app.css), touching only the things
/// whose state changed. (A style sheet of selectors, rewritten after every move, made the
/// browser restyle the whole page each time.) A thing drawn as a button (`role="button"`, with
/// its own Enter and Space) is a keyboard stop while it can be acted on.
fn mark_targets(area: &web_sys::Element, keys: &BTreeSet<String>, seat: Option<Seat>) {
    // A thing kept in place may lose its target (an appeal track once the appeal is set): its
    // outline goes with it, or it would invite a tap that does nothing.
    if let Ok(stale) = area.query_selector_all("[data-can]:not([data-target])") {
        for el in
            (0..stale.length()).filter_map(|i| stale.item(i)?.dyn_into::<web_sys::Element>().ok())
        {
            let _ = el.remove_attribute("data-can");
            if el.get_attribute("role").as_deref() == Some("button") {
                let _ = el.remove_attribute("tabindex");
            }
        }
    }
    let Ok(list) = area.query_selector_all("[data-target]") else {
        return;
    };
    for el in (0..list.length()).filter_map(|i| list.item(i)?.dyn_into::<web_sys::Element>().ok()) {
        let can = seat
            .and_then(|seat| target_of(&el, seat))
            .is_some_and(|k| keys.contains(&k));
        if can != el.has_attribute("data-can") {
            let _ = if can {
                el.set_attribute("data-can", "")
            } else {
                el.remove_attribute("data-can")
            };
            if el.get_attribute("role").as_deref() == Some("button") {
                let _ = if can {
                    el.set_attribute("tabindex", "0")
                } else {
                    el.remove_attribute("tabindex")
                };
            }
        }
    }
}

/// The board with taps. `board` draws it (it follows the moves by itself); `seat`: the seat at
/// the tablet when it acts now (none: nothing to act on); `lookup` reads a thing's explain key
/// (`data-explain`) in full. A tap on a thing with moves makes the move (or lists them, where
/// several share it); a tap on any other thing, a long press, or any tap while "look up" is
/// on, shows the thing in full with its moves. `acts`: whether a tap here can make a move at
/// all (the replay's cannot, and has no switch). The board's frame stays across moves, so a
/// board scrolled to the side stays where it is.
pub fn tap_board(
    board: impl Fn() -> Option<AnyView> + Send + Sync + 'static,
    seat: Memo<Option<Seat>>,
    lookup: Callback<String, Option<Explain>>,
    acts: bool,
) -> impl IntoView {
    let prefs = expect_context::<Prefs>();
    let table = expect_context::<Tabletop>();
    let flow = expect_context::<Flow>();
    let looking = expect_context::<Looking>();
    // Once a move's frame is painted, outline what can be acted on now: the move shows first,
    // its outlines a frame later, and the marking (a walk over the board's things) is a task
    // of its own instead of part of the move's.
    let area = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        table.version.get();
        let at = seat.get();
        // The board may be gone by then (the curtain, the lobby): `try_`.
        after_paint(move || {
            if let Some(el) = area.try_get_untracked().flatten() {
                let keys = at.map(|s| target_keys(flow, s)).unwrap_or_default();
                mark_targets(&el, &keys, at);
            }
        });
    });
    // What a tap or press at `el` would show: the thing there and the moves on it.
    let look_at = move |el: &web_sys::Element| -> Look {
        let thing = closest_attr(el, "data-explain");
        let moves = match seat.get_untracked() {
            Some(s) => target_of(el, s).map_or_else(Vec::new, |key| moves_at(flow, s, &key)),
            None => Vec::new(),
        };
        Look {
            items: thing.and_then(|k| lookup.run(k)).into_iter().collect(),
            moves,
            seat: seat.get_untracked(),
        }
    };
    let show = move |look: Look| {
        if !look.items.is_empty() || !look.moves.is_empty() {
            looking.open.set(Some(look));
        }
    };
    // A long press reads the thing; the click that ends it does nothing more.
    let pressed = StoredValue::new_local(None::<(i32, i32, TimeoutHandle)>);
    let swallow = StoredValue::new(false);
    let release = move || {
        if let Some((_, _, h)) = pressed.try_update_value(|p| p.take()).flatten() {
            h.clear();
        }
    };
    let down = move |ev: leptos::ev::PointerEvent| {
        release();
        swallow.set_value(false);
        let Some(el) = element_of(&ev) else { return };
        let handle = set_timeout_with_handle(
            move || {
                pressed.set_value(None);
                swallow.set_value(true);
                show(look_at(&el));
            },
            Duration::from_millis(500),
        );
        if let Ok(h) = handle {
            pressed.set_value(Some((ev.client_x(), ev.client_y(), h)));
        }
    };
    let moved = move |ev: leptos::ev::PointerEvent| {
        let far = pressed.with_value(|p| {
            p.as_ref().is_some_and(|(x, y, _)| {
                (ev.client_x() - x).abs() > 10 || (ev.client_y() - y).abs() > 10
            })
        });
        if far {
            release();
        }
    };
    let menu = move |ev: leptos::ev::MouseEvent| {
        let Some(el) = element_of(&ev) else { return };
        if closest_attr(&el, "data-explain").is_some() {
            ev.prevent_default();
            release();
            swallow.set_value(true);
            show(look_at(&el));
        }
    };
    let tap = move |ev: leptos::ev::MouseEvent| {
        if swallow.get_value() {
            swallow.set_value(false);
            return;
        }
        let Some(el) = element_of(&ev) else { return };
        let look = look_at(&el);
        if looking.reading.get_untracked() || look.moves.len() > 1 || look.moves.is_empty() {
            show(look);
        } else if let Some(seat) = look.seat {
            flow.act(seat, look.moves[0].0);
        }
    };
    // A part of the board that scrolls (`data-scroll="<name>"`) may be drawn anew with a
    // move: its scroll is noted as the person scrolls and put back on its successor once it
    // is in, before the frame is painted, so a strip swiped to the side stays where it was.
    // (Reading the scroll while a move is drawn would make the browser lay the page out in
    // the middle of the update.)
    let scrolled = StoredValue::new(BTreeMap::<String, (i32, i32)>::new());
    let note_scroll = move |ev: leptos::ev::Event| {
        let Some(el) = element_of(&ev) else { return };
        if let Some(name) = el.get_attribute("data-scroll") {
            let at = (el.scroll_left(), el.scroll_top());
            scrolled.update_value(|m| {
                m.insert(name, at);
            });
        }
    };
    let put_back = move || {
        if scrolled.with_value(|m| !m.is_empty()) {
            request_animation_frame(move || {
                scrolled.try_with_value(restore);
            });
        }
    };
    // After a move, in the frame its parts are drawn in (a part that scrolls may be one).
    Effect::new(move |_| {
        table.version.get();
        put_back();
    });
    let board = move || {
        let view = board();
        put_back();
        view
    };
    // One element in the table's grid: the switch, then the board.
    view! {
        <div class="board-wrap">
        {acts.then(|| view! {
            <div class="board-tools">
                <button class="chip look-switch" aria-pressed=move || looking.reading.get().to_string()
                    title=move || prefs.t("explain.switch_help")
                    on:click=move |_| looking.reading.update(|r| *r = !*r)>
                    "ⓘ "{move || prefs.t("explain.switch")}
                </button>
            </div>
        })}
        <div class="board-area" node_ref=area class:reading=move || looking.reading.get()
            on:click=tap on:pointerdown=down on:pointermove=moved on:pointerup=move |_| release()
            on:pointercancel=move |_| release() on:contextmenu=menu on:scroll:capture=note_scroll>{board}</div>
        </div>
    }
}

/// The element an event happened on.
fn element_of(ev: &web_sys::Event) -> Option<web_sys::Element> {
    ev.target()?.dyn_into::<web_sys::Element>().ok()
}

/// `attr` of the nearest element at or around `el` that has it.
fn closest_attr(el: &web_sys::Element, attr: &str) -> Option<String> {
    el.closest(&format!("[{attr}]"))
        .ok()
        .flatten()?
        .get_attribute(attr)
}

/// The board key of the thing at or around `el`, if `seat` may act on it. A thing inside a
/// player's area (`data-seat`) is that player's alone: a game may then name the same thing on
/// every player's area and leave its targets drawn whoever acts, so that a change of the seat
/// to act redraws none of them.
fn target_of(el: &web_sys::Element, seat: Seat) -> Option<String> {
    let thing = el.closest("[data-target]").ok().flatten()?;
    let owner = thing
        .closest("[data-seat]")
        .ok()
        .flatten()
        .and_then(|area| area.get_attribute("data-seat"));
    if owner.is_some_and(|o| o != seat.to_string()) {
        return None;
    }
    thing.get_attribute("data-target")
}

/// Puts each noted scroll back where a move has moved it.
fn restore(scrolled: &BTreeMap<String, (i32, i32)>) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    for (name, &(left, top)) in scrolled {
        // Names are the games' own (letters, digits, '-'), never a player's text.
        if !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
            continue;
        }
        if let Ok(Some(e)) = doc.query_selector(&format!(".board-area [data-scroll=\"{name}\"]"))
            && (e.scroll_left(), e.scroll_top()) != (left, top)
        {
            e.set_scroll_left(left);
            e.set_scroll_top(top);
        }
    }
}
