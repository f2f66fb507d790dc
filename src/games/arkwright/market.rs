//! The market board: era, round and active good; each good's appeal track with the demand
//! marker, every appeal marker (players, the 2-player neutral, the solo automa) and the arrows
//! between spaces; the wage track.

use super::prelude::*;
use crate::game_view::part;

/// The market, drawn once: its heading, each good's row and each space of its track follow
/// the game on their own (a move that moves one marker redraws that space's markers).
pub fn market(cx: Cx) -> AnyView {
    let w = Words(cx.lang);
    let names = cx.names;
    let d = data();
    let top = d.appeal_max.max(d.demand_max);
    // The round within the era, said as such: the table's header counts the game's rounds
    // ("Round 5"), which once read against "Round 1/4" here.
    let round = cx.part(
        |m| (m.state().era, m.state().round),
        move |(era, round)| {
            format!(
                "{} {era} · {}",
                w.w("ark.ui.era"),
                smokestack_locale::tr(w.0, "ark.ui.era_round", &[("k", round.into())])
            )
        },
    );
    let start = cx.part(
        move |m| names.with(|n| w.name(n, m.state().start)),
        move |start| format!(" · {} {start}", w.w("ark.ui.start_player")),
    );
    let head = view! {
        <h3>{w.w("ark.ui.market")}
            <span class="ark-sub" data-explain="round_track">{round}</span>
            <span class="ark-sub" data-explain="start_player">{start}</span>
        </h3>
    };
    let rows = (0..4u8).map(|g| good_row(cx, g, top)).collect_view();
    let wage = cx.memo(|m| m.state().wage as usize);
    let steps = data()
        .wage_track
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let now = move || wage.get() == Some(i);
            view! {
                <li class=move || if now() { "ark-wstep ark-now" } else { "ark-wstep" }
                    aria-current=move || now().then_some("true")>{format!("£{v}")}</li>
            }
        })
        .collect_view();
    view! {
        <section class="ark-market" aria-label=w.w("ark.ui.market")>
            {head}
            <div class="ark-goods">{rows}</div>
            <div class="ark-wage" data-explain="wage_track">
                <span class="ark-label">{w.w("ark.ui.wage")}</span>
                <ol class="ark-wtrack">{steps}</ol>
            </div>
        </section>
    }
    .into_any()
}

/// One marker on an appeal space: a player's, the neutral one or an automa's.
#[derive(Clone, PartialEq, Debug)]
struct Marker {
    class: String,
    title: String,
    explain: Option<&'static str>,
    text: String,
}

/// One space of a good's appeal track as the game stands.
#[derive(Clone, PartialEq, Debug, Default)]
struct Space {
    demand: bool,
    target: Option<String>,
    markers: Vec<Marker>,
}

/// Space `a` of good `g`'s track: the demand marker, the markers on it, and its target while
/// the active good's price is set.
fn space_of(s: &State, names: &[String], w: Words, g: u8, a: u8) -> Space {
    let mut markers = Vec::new();
    for (i, p) in s.players.iter().enumerate() {
        if p.appeal[g as usize] == Some(a) {
            markers.push(Marker {
                class: format!("ark-dot {}", seat_class(i as u8)),
                title: w.name(names, i as u8),
                explain: None,
                text: (i + 1).to_string(),
            });
        }
    }
    if s.neutral.is_some_and(|n| n[g as usize] == a) {
        markers.push(Marker {
            class: "ark-dot ark-neutral".into(),
            title: w.w("ark.ui.neutral"),
            explain: Some("neutral"),
            text: "N".into(),
        });
    }
    if let Some(solo) = &s.solo {
        for (k, au) in solo.automa.iter().enumerate() {
            if au.appeal[g as usize] == Some(a) {
                let letter = if k == 0 { "A" } else { "B" };
                markers.push(Marker {
                    class: format!("ark-dot ark-automa{k}"),
                    title: format!("{} {letter}", w.w("ark.ui.automa")),
                    explain: Some("automa"),
                    text: letter.into(),
                });
            }
        }
    }
    let price_step = matches!(
        s.phase,
        Phase::Turn {
            step: Step::Price,
            ..
        }
    );
    let target = (g == s.good() && price_step)
        .then(|| acting(s).map(|_| format!("appeal:{a}")))
        .flatten();
    Space {
        demand: s.demand[g as usize] == a,
        target,
        markers,
    }
}

/// A good's row: its name, demand and appeal track with every marker.
fn good_row(cx: Cx, g: u8, top: u8) -> AnyView {
    let w = Words(cx.lang);
    let names = cx.names;
    let active = cx.memo(move |m| m.state().good() == g);
    let active = move || active.get() == Some(true);
    let badge = part(active, move |active| {
        active.then(|| view! { <span class="ark-badge">{w.w("ark.ui.active")}</span> })
    });
    let demand = cx.part(
        move |m| m.state().demand[g as usize],
        move |n| format!("{} {n}", w.w("ark.ui.demand")),
    );
    let (black, red_title) = (w.w("ark.ui.arrow"), w.w("ark.ui.arrow_red"));
    let spaces = (0..=top)
        .map(|a| {
            let sp = cx.memo(move |m| names.with(|n| space_of(m.state(), n, w, g, a)));
            let demand = move || sp.with(|sp| sp.as_ref().is_some_and(|sp| sp.demand));
            let label = move || {
                format!(
                    "{} {a}{}",
                    w.w("ark.ui.appeal"),
                    if demand() {
                        format!(" · {}", w.w("ark.ui.demand"))
                    } else {
                        String::new()
                    }
                )
            };
            let markers = part(
                move || sp.with(|sp| sp.as_ref().map(|sp| sp.markers.clone()).unwrap_or_default()),
                |markers| view! {
                    <span class="ark-markers">{markers.into_iter().map(|m| view! { <span class=m.class title=m.title data-explain=m.explain>{m.text}</span> }).collect_view()}</span>
                },
            );
            // The arrow above this space, red or not (the board's print).
            let arrow = data()
                .arrows
                .iter()
                .find(|(below, _)| *below == a)
                .map(|&(_, red)| view! {
                    <span class=if red { "ark-arrow ark-red" } else { "ark-arrow" }
                        title=if red { red_title.clone() } else { black.clone() }>"›"</span>
                });
            view! {
                <li class=move || if demand() { "ark-space ark-demand" } else { "ark-space" }
                    data-target=move || sp.with(|sp| sp.as_ref().and_then(|sp| sp.target.clone()))
                    aria-label=label>
                    <span class="ark-space-no">{a.to_string()}</span>
                    {markers}
                    {arrow}
                </li>
            }
        })
        .collect_view();
    view! {
        <div class=move || if active() { "ark-good ark-active" } else { "ark-good" }>
            <div class=format!("ark-good-name ark-g{g}") data-explain=appeal_key(g)>
                {w.good(g)}
                {badge}
                <span class="ark-demand-no">{demand}</span>
            </div>
            <ol class="ark-track" aria-label=format!("{} · {}", w.good(g), w.w("ark.ui.appeal"))>{spaces}</ol>
        </div>
    }
    .into_any()
}
