//! The end screen: every participant's score by source, tiebreaks, the winner.

use leptos::prelude::*;
use smokestack_core::Outcome;

use crate::app::Ctx;
use crate::i18n::term;

#[component]
pub fn EndScreen(outcome: Outcome, names: Vec<String>) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let scores = outcome.scores.clone();
    let lang = ctx.lang.get_untracked();
    let name_of = move |i: usize| {
        let s = &scores[i];
        match s.seat {
            Some(seat) => names
                .get(seat as usize)
                .cloned()
                .unwrap_or_else(|| s.name.clone()),
            None => term(lang, &s.name),
        }
    };
    let winners: Vec<String> = outcome.winners.iter().map(|&w| name_of(w)).collect();
    let rows = outcome
        .scores
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let won = outcome.winners.contains(&i);
            view! {
                <tr class=if won { "winner" } else { "" }>
                    <th scope="row">{name_of(i)}{won.then_some(" 🏆")}</th>
                    {s.parts.iter().map(|p| view! { <td>{format!("{}: {}", term(lang, &p.label), p.points)}</td> }).collect_view()}
                    <td class="total">{s.total}</td>
                    <td class="tiebreak">{s.tiebreak.iter().map(|t| format!("{} {}", term(lang, &t.label), t.points)).collect::<Vec<_>>().join(" · ")}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <section class="end" aria-label=ctx.t("table.over")>
            <h2>{ctx.t("table.over")}</h2>
            <p class="winner-line">{format!("{}: {}", ctx.t("table.winner"), winners.join(", "))}</p>
            <table class="scores">
                <tbody>{rows}</tbody>
            </table>
        </section>
    }
}
