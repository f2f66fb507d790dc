//! The game log, in words, newest first: the latest moves show without scrolling, and each
//! round starts with a line of its own ("— Round 3 —", below that round's first move).

use leptos::prelude::*;

use crate::app::Ctx;
use crate::session::{LogRow, log_rows};

#[component]
pub fn Log() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let rows = move || {
        ctx.version.get();
        let lang = ctx.lang.get();
        ctx.session.with_value(|s| {
            s.as_ref().map_or(Vec::new(), |s| {
                log_rows(&s.rounds, s.log.len(), 60)
                    .into_iter()
                    .filter_map(|row| match row {
                        LogRow::Action(i) => s
                            .line(i, lang)
                            .map(|(seat, text)| (i + 1, Some(s.meta.name(seat)), text.to_string())),
                        LogRow::Round(r) => {
                            Some((0, None, ctx.t("log.round").replace("{n}", &r.to_string())))
                        }
                    })
                    .collect::<Vec<_>>()
            })
        })
    };
    view! {
        <section class="log" aria-label=move || ctx.t("table.log")>
            <h2>{move || ctx.t("table.log")}</h2>
            <ol class="log-lines" reversed=true aria-live="polite">
                // Keyed by the line itself: a move adds its line and keeps the others' nodes.
                <For each=rows key=|row| row.clone() let((n, who, text))>
                    {match who {
                        Some(who) => view! {
                            <li value=n><strong>{who}</strong>": "{text}</li>
                        }.into_any(),
                        None => view! { <li class="log-round">{text}</li> }.into_any(),
                    }}
                </For>
            </ol>
        </section>
    }
}
