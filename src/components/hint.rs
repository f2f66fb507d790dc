//! "What would the bot do?": on a person's turn, the search's three favourite moves for that
//! seat, thought out on the bots' thread from what the seat sees, with their win estimates.

use leptos::prelude::*;
use smokestack_core::Seat;

use crate::flow::Flow;
use crate::i18n::tr;
use crate::prefs::Prefs;
use crate::registry as games;
use crate::session::Tabletop;
use crate::think::{self, Answer};
use smokestack_locale::Arg;

/// How long the search thinks for a hint.
const HINT_MS: u32 = 1000;

#[derive(Clone, Debug, PartialEq)]
enum Hint {
    Idle,
    Thinking,
    /// (index into the seat's legal moves, its words, chance to win 0..=1).
    Shown(Vec<(usize, String, f64)>),
    Failed,
}

#[component]
pub fn HintButton(seat: Seat) -> impl IntoView {
    let prefs = expect_context::<Prefs>();
    let table = expect_context::<Tabletop>();
    let flow = expect_context::<Flow>();
    let hint = RwSignal::new(Hint::Idle);
    // The button outlives a move (the table keeps it while the seat acts): a hint is for the
    // position it was asked in.
    Effect::watch(
        move || table.version.get(),
        // Only when a hint is up or asked: setting it anyway would draw the button anew on
        // every move.
        move |_, _, _| {
            if !matches!(hint.get_untracked(), Hint::Idle) {
                hint.set(Hint::Idle);
            }
        },
        false,
    );
    let ask = move |_| {
        if !think::available() {
            hint.set(Hint::Failed);
            return;
        }
        let Some((ask, ticket)) = table
            .session
            .try_update_value(|s| s.as_mut().map(|s| s.hint_ask(seat, HINT_MS)))
            .flatten()
        else {
            return;
        };
        hint.set(Hint::Thinking);
        think::ask(ask, move |answer| {
            // The table may have moved on (or this panel gone) while the search thought.
            let current = table
                .session
                .with_value(|s| s.as_ref().is_some_and(|s| s.current(&ticket)));
            if !current {
                return;
            }
            let shown = match answer {
                Ok(Answer::Hint(list)) if !list.is_empty() => table.session.with_value(|s| {
                    let Some(s) = s.as_ref() else {
                        return Hint::Failed;
                    };
                    let texts = games::action_texts(
                        s.m.as_ref(),
                        seat,
                        prefs.lang.get_untracked(),
                        &s.meta.names,
                    );
                    let mut shown: Vec<(usize, String, f64)> = list
                        .iter()
                        .filter_map(|w| Some((w.index, texts.get(w.index)?.clone(), w.value)))
                        .collect();
                    // The search's favourites (most visited), read as a person reads a list:
                    // the best chance to win on top.
                    shown.sort_by(|a, b| b.2.total_cmp(&a.2));
                    Hint::Shown(shown)
                }),
                _ => Hint::Failed,
            };
            hint.try_set(shown);
        });
    };
    view! {
        <div class="hint">
            {move || match hint.get() {
                Hint::Idle => view! {
                    <button class="big hint-ask" on:click=ask>{move || prefs.t("hint.ask")}</button>
                }.into_any(),
                Hint::Thinking => view! {
                    <p class="hint-thinking" role="status">{move || prefs.t("hint.thinking")}</p>
                }.into_any(),
                Hint::Failed => view! {
                    <p class="hint-failed" role="status">{move || prefs.t("hint.failed")}</p>
                }.into_any(),
                Hint::Shown(list) => view! {
                    <section class="hint-list" aria-label=move || prefs.t("hint.title")>
                        <h3>{move || prefs.t("hint.title")}</h3>
                        <ol>
                            {list.into_iter().map(|(i, text, value)| {
                                let chance = tr(prefs.lang.get_untracked(), "hint.chance", &[("n", Arg::Num((value * 100.0).round() as i64))]);
                                view! {
                                    <li>
                                        <span class="hint-move">{text}</span>
                                        <span class="hint-chance">{chance}</span>
                                        <button class="hint-play" on:click=move |_| flow.act(seat, i)>{move || prefs.t("hint.play")}</button>
                                    </li>
                                }
                            }).collect_view()}
                        </ol>
                    </section>
                }.into_any(),
            }}
        </div>
    }
}
