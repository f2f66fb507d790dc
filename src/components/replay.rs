//! Replay: a slider and step buttons over the game's log, the board as it stood after each
//! action. A game under way is seen as the seat at the tablet saw it; a finished one may be
//! seen by any seat, so every hand can be looked at once nothing is secret any more.

use leptos::prelude::*;
use smokestack_core::Seat;
use smokestack_table::replay::{Cursor, round_starts};

use crate::components::board::tap_board;
use crate::components::explain::Looking;
use crate::game_view::{Play, Source};
use crate::prefs::Prefs;
use crate::registry as games;
use crate::session::Tabletop;

#[component]
pub fn Replay(viewer: Option<Seat>, on_close: Callback<()>) -> impl IntoView {
    let prefs = expect_context::<Prefs>();
    let table = expect_context::<Tabletop>();
    let Some((cursor, rounds, names, over)) = table.session.with_value(|s| {
        s.as_ref().map(|s| {
            (
                Cursor::new(s.m.as_ref()),
                s.rounds.clone(),
                s.meta.names.clone(),
                s.m.to_act().is_empty(),
            )
        })
    }) else {
        return view! { <p>"No game"</p> }.into_any();
    };
    let n = cursor.len();
    let cursor = StoredValue::new_local(cursor);
    let at = RwSignal::new(n);
    let seen_by = RwSignal::new(viewer);
    let starts = StoredValue::new(round_starts(&rounds));
    let rounds = StoredValue::new(rounds);
    let names = StoredValue::new(names);
    let go = move |k: usize| {
        cursor.update_value(|c| c.seek(k));
        at.set(cursor.with_value(|c| c.at()));
    };
    // The round of position k: the round its next action is taken in (the last round at the end).
    let round_at =
        move |k: usize| rounds.with_value(|r| r.get(k).or(r.last()).copied().unwrap_or(0));
    let prev_round = move || {
        let k = at.get_untracked();
        starts.with_value(|s| s.iter().rev().find(|&&p| p < k).copied().unwrap_or(0))
    };
    let next_round = move || {
        let k = at.get_untracked();
        starts.with_value(|s| s.iter().find(|&&p| p > k).copied().unwrap_or(n))
    };
    // The replay's board plays nothing: a game's own controls in it find this, not the
    // table's (game_view::Play).
    provide_context(Play::new(|_, _| 0));
    // The board reads the replay's position and follows the steps and the seat by itself: drawn
    // anew only for another language.
    let src = Source::new(Signal::derive(move || at.get() as u64), move |f| {
        cursor.with_value(|c| f(c.game()))
    });
    let game = cursor.with_value(|c| c.game().game_id().to_string());
    let board = move || {
        let lang = prefs.lang.get();
        Some(games::board(
            &game,
            src,
            seen_by.into(),
            Signal::derive(move || names.get_value()),
            lang,
        ))
    };
    // A thing on the board read as the replay's seat saw it, at the replay's position.
    let lookup = Callback::new(move |key: String| {
        let lang = prefs.lang.get_untracked();
        let v = seen_by.get_untracked();
        cursor.with_value(|c| games::explain(c.game(), v, &key, lang))
    });
    let looking = expect_context::<Looking>();
    // The action that led here, as the shared log words it.
    let line = move || {
        let k = at.get();
        let lang = prefs.lang.get();
        if k == 0 {
            return prefs.t("replay.start");
        }
        table
            .session
            .with_value(|s| {
                s.as_ref()
                    .and_then(|s| s.line(k - 1, lang))
                    .map(|(seat, text)| {
                        format!(
                            "{}: {}",
                            names.with_value(|nm| nm
                                .get(seat as usize)
                                .cloned()
                                .unwrap_or_default()),
                            text
                        )
                    })
            })
            .unwrap_or_default()
    };
    let position = move || {
        let k = at.get();
        prefs
            .t("replay.position")
            .replace("{k}", &k.to_string())
            .replace("{n}", &n.to_string())
            .replace("{round}", &round_at(k).to_string())
    };
    let keys = window_event_listener(leptos::ev::keydown, move |e| {
        // Keys belong to a thing looked up while it is open.
        if looking.open.with_untracked(Option::is_some) {
            return;
        }
        let k = at.get_untracked();
        match e.key().as_str() {
            "ArrowLeft" => go(k.saturating_sub(1)),
            "ArrowRight" => go(k + 1),
            "Home" => go(0),
            "End" => go(n),
            "Escape" => on_close.run(()),
            _ => return,
        }
        e.prevent_default();
    });
    on_cleanup(move || keys.remove());
    let seats = names.with_value(|nm| nm.len());
    let viewers = over.then(|| {
        view! {
            <div class="replay-seen" role="group" aria-label=move || prefs.t("replay.seen_by")>
                <span>{move || prefs.t("replay.seen_by")}</span>
                {(0..seats).map(|i| {
                    let seat = i as Seat;
                    view! {
                        <button class="big chip" aria-pressed=move || (seen_by.get() == Some(seat)).to_string()
                            on:click=move |_| seen_by.set(Some(seat))>
                            {names.with_value(|nm| nm[i].clone())}
                        </button>
                    }
                }).collect_view()}
            </div>
        }
    });
    view! {
        <section class="replay" aria-label=move || prefs.t("replay.title")>
            <div class="replay-bar">
                <h2>{move || prefs.t("replay.title")}</h2>
                <p class="replay-pos" role="status" aria-label=move || prefs.t("replay.where")>{position}</p>
                <input class="replay-slider" type="range" min="0" max=n.to_string() step="1"
                    aria-label=move || prefs.t("replay.slider")
                    prop:value=move || at.get().to_string()
                    on:input=move |e| go(event_target_value(&e).parse().unwrap_or(0))/>
                <div class="replay-steps" role="group" aria-label=move || prefs.t("replay.steps")>
                    <button class="big" aria-label=move || prefs.t("replay.first") disabled=move || at.get() == 0 on:click=move |_| go(0)>"|◀"</button>
                    <button class="big" aria-label=move || prefs.t("replay.prev_round") disabled=move || at.get() == 0 on:click=move |_| go(prev_round())>"◀◀"</button>
                    <button class="big" aria-label=move || prefs.t("replay.back") disabled=move || at.get() == 0 on:click=move |_| go(at.get_untracked().saturating_sub(1))>"◀"</button>
                    <button class="big" aria-label=move || prefs.t("replay.forward") disabled={move || at.get() >= n} on:click=move |_| go(at.get_untracked() + 1)>"▶"</button>
                    <button class="big" aria-label=move || prefs.t("replay.next_round") disabled={move || at.get() >= n} on:click=move |_| go(next_round())>"▶▶"</button>
                    <button class="big" aria-label=move || prefs.t("replay.last") disabled={move || at.get() >= n} on:click=move |_| go(n)>"▶|"</button>
                    <button class="big primary" on:click=move |_| on_close.run(())>{move || prefs.t("replay.close")}</button>
                </div>
                <p class="replay-line">{line}</p>
                {viewers}
            </div>
            <div class="replay-board">{tap_board(board, Memo::new(|_| None), lookup, false)}</div>
        </section>
    }
    .into_any()
}
