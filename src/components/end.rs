//! The end screen: every participant's score by source, tiebreaks, the winner. The table has a
//! heading per column (player, each source, total, tiebreak) and scrolls sideways inside its own
//! box on a narrow screen.

use leptos::prelude::*;
use smokestack_core::Outcome;

use crate::components::charts::{ScoreBars, ScoreLines};
use crate::i18n::term;
use crate::prefs::Prefs;

/// The score sources in the order they first appear, so that each gets one column.
pub fn part_labels(outcome: &Outcome) -> Vec<String> {
    let mut labels: Vec<String> = Vec::new();
    for s in &outcome.scores {
        for p in &s.parts {
            if !labels.contains(&p.label) {
                labels.push(p.label.clone());
            }
        }
    }
    labels
}

#[component]
pub fn EndScreen(
    outcome: Outcome,
    names: Vec<String>,
    /// The score at each round's start and at the end (`score_over_rounds`).
    series: Vec<(u32, Vec<i32>)>,
) -> impl IntoView {
    let prefs = expect_context::<Prefs>();
    let scores = outcome.scores.clone();
    let lang = prefs.lang.get_untracked();
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
    let labels = part_labels(&outcome);
    let all_names: Vec<String> = (0..outcome.scores.len()).map(&name_of).collect();
    let bars = view! { <ScoreBars outcome=outcome.clone() names=all_names.clone() labels=labels.clone()/> };
    let lines = (series.len() >= 2).then(|| view! { <ScoreLines series=series names=all_names/> });
    let tiebreaks = outcome.scores.iter().any(|s| !s.tiebreak.is_empty());
    let head = view! {
        <tr>
            <th scope="col">{prefs.t("end.seat")}</th>
            {labels.iter().map(|l| view! { <th scope="col">{term(lang, l)}</th> }).collect_view()}
            <th scope="col" class="total">{prefs.t("table.total")}</th>
            {tiebreaks.then(|| view! { <th scope="col">{prefs.t("table.tiebreak")}</th> })}
        </tr>
    };
    let rows = outcome
        .scores
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let won = outcome.winners.contains(&i);
            let cells = labels
                .iter()
                .map(|l| {
                    let points = s.parts.iter().find(|p| &p.label == l).map(|p| p.points);
                    view! { <td class="num">{points.map_or("—".to_string(), |p| p.to_string())}</td> }
                })
                .collect_view();
            view! {
                <tr class=if won { "winner" } else { "" }>
                    <th scope="row">{name_of(i)}{won.then_some(" 🏆")}</th>
                    {cells}
                    <td class="total num">{s.total}</td>
                    {tiebreaks.then(|| view! {
                        <td class="tiebreak">{s.tiebreak.iter().map(|t| format!("{} {}", term(lang, &t.label), t.points)).collect::<Vec<_>>().join(" · ")}</td>
                    })}
                </tr>
            }
        })
        .collect_view();
    view! {
        <section class="end" aria-label=prefs.t("table.over")>
            <h2>{prefs.t("table.over")}</h2>
            <p class="winner-line">{format!("{}: {}", prefs.t("table.winner"), winners.join(", "))}</p>
            <div class="scores-wrap" role="region" tabindex="0" aria-label=prefs.t("end.scores")>
                <table class="scores">
                    <thead>{head}</thead>
                    <tbody>{rows}</tbody>
                </table>
            </div>
            <div class="charts">
                {bars}
                {lines}
            </div>
        </section>
    }
}
