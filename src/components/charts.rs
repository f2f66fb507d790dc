//! The end charts, drawn as SVG in the page: each seat's score by source as a stacked bar, and
//! each seat's score over the rounds as a line (from the replay, `score_over_rounds`).

use leptos::prelude::*;
use smokestack_core::Outcome;

use crate::i18n::term;
use crate::prefs::Prefs;

/// Colours for score sources and seats, in order; readable on white and told apart by the
/// legend's words as well.
const PALETTE: [&str; 10] = [
    "#1f77b4", "#d9822b", "#2ca02c", "#c0392b", "#8e44ad", "#8c564b", "#d63384", "#6c757d",
    "#b5a300", "#17a2b8",
];

fn colour(i: usize) -> &'static str {
    PALETTE[i % PALETTE.len()]
}

/// Each participant's score by source: a bar of coloured parts, points below zero to the left.
#[component]
pub fn ScoreBars(outcome: Outcome, names: Vec<String>, labels: Vec<String>) -> impl IntoView {
    let prefs = expect_context::<Prefs>();
    let lang = prefs.lang.get_untracked();
    let rows = outcome.scores.len();
    let (w, row_h, left) = (600.0, 34.0, 120.0);
    let h = row_h * rows as f64 + 8.0;
    let pos_max = outcome
        .scores
        .iter()
        .map(|s| {
            s.parts
                .iter()
                .filter(|p| p.points > 0)
                .map(|p| p.points)
                .sum::<i32>()
        })
        .max()
        .unwrap_or(0)
        .max(1) as f64;
    let neg_max = outcome
        .scores
        .iter()
        .map(|s| {
            -s.parts
                .iter()
                .filter(|p| p.points < 0)
                .map(|p| p.points)
                .sum::<i32>()
        })
        .max()
        .unwrap_or(0) as f64;
    let span = w - left - 50.0;
    let scale = span / (pos_max + neg_max);
    let zero = left + neg_max * scale;
    let bars = outcome
        .scores
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let y = 4.0 + row_h * i as f64;
            let (mut right, mut leftx) = (zero, zero);
            let parts = s
                .parts
                .iter()
                .filter(|p| p.points != 0)
                .map(|p| {
                    let k = labels.iter().position(|l| l == &p.label).unwrap_or(0);
                    let width = p.points.abs() as f64 * scale;
                    let x = if p.points > 0 {
                        right += width;
                        right - width
                    } else {
                        leftx -= width;
                        leftx
                    };
                    let title = format!("{}: {}", term(lang, &p.label), p.points);
                    view! {
                        <rect x=format!("{x:.1}") y=format!("{:.1}", y + 4.0) width=format!("{width:.1}") height=format!("{:.1}", row_h - 10.0) fill=colour(k)>
                            <title>{title}</title>
                        </rect>
                    }
                })
                .collect_view();
            let name = names.get(i).cloned().unwrap_or_default();
            view! {
                <text x=format!("{:.1}", left - 6.0) y=format!("{:.1}", y + row_h / 2.0 + 4.0) text-anchor="end" class="chart-name">{name}</text>
                {parts}
                <text x=format!("{:.1}", right + 6.0) y=format!("{:.1}", y + row_h / 2.0 + 4.0) class="chart-total">{s.total}</text>
            }
        })
        .collect_view();
    let legend = labels
        .iter()
        .enumerate()
        .map(|(k, l)| {
            view! { <li><span class="swatch" style=format!("background:{}", colour(k))></span>{term(lang, l)}</li> }
        })
        .collect_view();
    view! {
        <figure class="chart score-bars">
            <figcaption>{prefs.t("end.by_source")}</figcaption>
            <svg viewBox=format!("0 0 {w} {h}") role="img" aria-label=prefs.t("end.by_source")>
                <line x1=format!("{zero:.1}") x2=format!("{zero:.1}") y1="0" y2=format!("{h:.1}") class="chart-axis"/>
                {bars}
            </svg>
            <ul class="chart-legend">{legend}</ul>
        </figure>
    }
}

/// Each participant's score at the start of each round and at the end, one line each.
#[component]
pub fn ScoreLines(series: Vec<(u32, Vec<i32>)>, names: Vec<String>) -> impl IntoView {
    let prefs = expect_context::<Prefs>();
    let (w, h, left, bottom, top) = (600.0, 260.0, 44.0, 28.0, 10.0);
    let seats = names.len();
    let lo = series
        .iter()
        .flat_map(|(_, t)| t.iter().copied())
        .min()
        .unwrap_or(0)
        .min(0) as f64;
    let hi = series
        .iter()
        .flat_map(|(_, t)| t.iter().copied())
        .max()
        .unwrap_or(1)
        .max(1) as f64;
    let points = series.len().max(2) as f64 - 1.0;
    let x = move |i: usize| left + (w - left - 12.0) * i as f64 / points;
    let y = move |v: i32| top + (h - top - bottom) * (hi - v as f64) / (hi - lo).max(1.0);
    let lines = (0..seats)
        .map(|s| {
            let pts = series
                .iter()
                .enumerate()
                .filter_map(|(i, (_, t))| t.get(s).map(|&v| format!("{:.1},{:.1}", x(i), y(v))))
                .collect::<Vec<_>>()
                .join(" ");
            let title = names[s].clone();
            view! { <polyline points=pts fill="none" stroke=colour(s) stroke-width="3"><title>{title}</title></polyline> }
        })
        .collect_view();
    let last = series.len().saturating_sub(1);
    let ticks = series
        .iter()
        .enumerate()
        .map(|(i, (r, _))| {
            let label = if i == last {
                prefs.t("end.final")
            } else {
                r.to_string()
            };
            view! { <text x=format!("{:.1}", x(i)) y=format!("{:.1}", h - 8.0) text-anchor="middle" class="chart-tick">{label}</text> }
        })
        .collect_view();
    let legend = names
        .iter()
        .enumerate()
        .map(|(s, n)| view! { <li><span class="swatch" style=format!("background:{}", colour(s))></span>{n.clone()}</li> })
        .collect_view();
    view! {
        <figure class="chart score-lines">
            <figcaption>{prefs.t("end.over_rounds")}</figcaption>
            <svg viewBox=format!("0 0 {w} {h}") role="img" aria-label=prefs.t("end.over_rounds")>
                <line x1=format!("{left}") x2=format!("{:.1}", w - 12.0) y1=format!("{:.1}", y(0)) y2=format!("{:.1}", y(0)) class="chart-axis"/>
                <text x=format!("{:.1}", left - 6.0) y=format!("{:.1}", y(hi as i32) + 4.0) text-anchor="end" class="chart-tick">{hi as i32}</text>
                <text x=format!("{:.1}", left - 6.0) y=format!("{:.1}", y(0) + 4.0) text-anchor="end" class="chart-tick">"0"</text>
                {lines}
                {ticks}
            </svg>
            <ul class="chart-legend">{legend}</ul>
        </figure>
    }
}
