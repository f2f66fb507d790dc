//! The game log, in words, newest first: the latest moves show without scrolling, and each
//! round starts with a line of its own ("— Round 3 —", below that round's first move). A move
//! that names things (a card built, a building entered) has an ⓘ that shows them in full, and
//! what a move caused (income, sales, a round's standing) is listed under it.

use leptos::prelude::*;

use crate::components::after_paint::after_paint;
use crate::components::explain::{Look, Looking};
use crate::prefs::Prefs;
use crate::registry as games;
use crate::session::Tabletop;
use crate::session::{LogRow, log_rows};

#[component]
pub fn Log() -> impl IntoView {
    let prefs = expect_context::<Prefs>();
    let table = expect_context::<Tabletop>();
    let looking = expect_context::<Looking>();
    // The log follows the moves a frame behind: a move's own frame shows the board and the
    // moves first, and the new line (with the relayout of the lines below it) is a task of
    // its own, not a part of the move's.
    let shown = RwSignal::new(table.version.get_untracked());
    Effect::new(move |_| {
        table.version.get();
        after_paint(move || {
            let _ = table.version.try_get_untracked().map(|v| shown.try_set(v));
        });
    });
    let rows = move || {
        shown.get();
        let lang = prefs.lang.get();
        table.session.with_value(|s| {
            s.as_ref().map_or(Vec::new(), |s| {
                let rows = log_rows(&s.rounds, s.log.len(), 60);
                rows.into_iter()
                    .filter_map(|row| match row {
                        LogRow::Action(i) => s.line(i, lang).map(|(seat, text)| {
                            // The shared log's words name nothing hidden; neither do its things.
                            let named = s.things.get(i).cloned().unwrap_or_default();
                            (
                                i + 1,
                                Some(s.shown_name(seat, lang)),
                                text,
                                named,
                                s.results(i, lang),
                            )
                        }),
                        LogRow::Round(r) => Some((
                            0,
                            None,
                            prefs.t("log.round").replace("{n}", &r.to_string()),
                            Vec::new(),
                            Vec::new(),
                        )),
                    })
                    .collect::<Vec<_>>()
            })
        })
    };
    let look = move |keys: Vec<String>| {
        let lang = prefs.lang.get_untracked();
        let items = table.session.with_value(|s| {
            s.as_ref().map_or(Vec::new(), |s| {
                keys.iter()
                    .filter_map(|k| games::explain(s.m.as_ref(), None, k, lang))
                    .collect()
            })
        });
        if !items.is_empty() {
            looking.open.set(Some(Look {
                items,
                ..Look::default()
            }));
        }
    };
    view! {
        // A stop for the keyboard: the log scrolls, and its older lines must be reachable.
        <section class="log" tabindex="0" aria-label=move || prefs.t("table.log")>
            <h2>{move || prefs.t("table.log")}</h2>
            <ol class="log-lines" reversed=true aria-live="polite">
                // Keyed by the line itself: a move adds its line and keeps the others' nodes.
                <For each=rows key=|row| row.clone() let((n, who, text, named, results))>
                    {match who {
                        Some(who) => {
                            let info = (!named.is_empty()).then(|| {
                                let keys = named.clone();
                                view! {
                                    <button class="log-info" aria-label=move || prefs.t("explain.about")
                                        on:click=move |_| look(keys.clone())>"ⓘ"</button>
                                }
                            });
                            // What the move caused, under it: a reader who was away sees
                            // results, not only moves.
                            let results = (!results.is_empty()).then(|| view! {
                                // Spans, not a nested list: each move stays one item of the log.
                                <span class="log-results">
                                    {results.into_iter().map(|r| view! { <span class="log-result">{r}</span> }).collect_view()}
                                </span>
                            });
                            view! {
                                <li value=n><strong>{who}</strong>": "{text}{info}{results}</li>
                            }.into_any()
                        }
                        None => view! { <li class="log-round">{text}</li> }.into_any(),
                    }}
                </For>
            </ol>
        </section>
    }
}
