//! The market board: era, round and active good; each good's appeal track with the demand
//! marker, every appeal marker (players, the 2-player neutral, the solo automa) and the arrows
//! between spaces; the wage track.

use super::prelude::*;
use crate::components::keep::{attrs, attrs_or_none, class_only, keep};

impl Seen<'_> {
    pub fn market(&self) -> AnyView {
        let s = self.s;
        let d = data();
        let top = d.appeal_max.max(d.demand_max);
        let price_step = matches!(
            s.phase,
            Phase::Turn {
                step: Step::Price,
                ..
            }
        );
        // Each good's row kept on its own (components::keep): a move that moves one marker
        // redraws that row, not the board.
        let rows = (0..4u8)
            .map(|g| {
                let active = g == s.good();
                let spaces: Vec<Space> = (0..=top)
                    .map(|a| {
                        let mut markers = Vec::new();
                        for (i, p) in s.players.iter().enumerate() {
                            if p.appeal[g as usize] == Some(a) {
                                markers.push(Marker {
                                    class: format!("ark-dot {}", seat_class(i as u8)),
                                    title: self.name(i as u8),
                                    explain: None,
                                    text: (i + 1).to_string(),
                                });
                            }
                        }
                        if s.neutral.is_some_and(|n| n[g as usize] == a) {
                            markers.push(Marker {
                                class: "ark-dot ark-neutral".into(),
                                title: self.w("ark.ui.neutral"),
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
                                        title: format!("{} {letter}", self.w("ark.ui.automa")),
                                        explain: Some("automa"),
                                        text: letter.into(),
                                    });
                                }
                            }
                        }
                        let demand = s.demand[g as usize] == a;
                        let arrow = d
                            .arrows
                            .iter()
                            .find(|(below, _)| *below == a)
                            .map(|&(_, red)| red);
                        let target = (active && price_step)
                            .then(|| self.acting.map(|_| format!("appeal:{a}")))
                            .flatten();
                        let label = format!(
                            "{} {a}{}",
                            self.w("ark.ui.appeal"),
                            if demand {
                                format!(" · {}", self.w("ark.ui.demand"))
                            } else {
                                String::new()
                            }
                        );
                        Space {
                            no: a.to_string(),
                            demand,
                            arrow,
                            target,
                            label,
                            markers,
                        }
                    })
                    .collect();
                let words = RowWords {
                    good: self.good(g),
                    active: active.then(|| self.w("ark.ui.active")),
                    demand: format!("{} {}", self.w("ark.ui.demand"), s.demand[g as usize]),
                    track: format!("{} · {}", self.good(g), self.w("ark.ui.appeal")),
                    arrows: (self.w("ark.ui.arrow"), self.w("ark.ui.arrow_red")),
                };
                keep((g, words, spaces), |(g, words, spaces)| {
                    good_row(g, words, spaces)
                })
            })
            .collect_view();
        let head = keep(
            (
                self.w("ark.ui.market"),
                // The round within the era, said as such: the table's header counts the
                // game's rounds ("Round 5"), which once read against "Round 1/4" here.
                format!(
                    "{} {} · {}",
                    self.w("ark.ui.era"),
                    s.era,
                    smokestack_locale::tr(self.lang, "ark.ui.era_round", &[("k", s.round.into())])
                ),
                format!(
                    " · {} {}",
                    self.w("ark.ui.start_player"),
                    self.name(s.start)
                ),
            ),
            |(title, round, start)| {
                view! {
                    <h3>{title}
                        <span class="ark-sub" data-explain="round_track">{round}</span>
                        <span class="ark-sub" data-explain="start_player">{start}</span>
                    </h3>
                }
            },
        );
        let wage = keep((s.wage, self.w("ark.ui.wage")), |(now, label)| {
            view! {
                <div class="ark-wage" data-explain="wage_track">
                    <span class="ark-label">{label}</span>
                    <ol class="ark-wtrack">{data().wage_track.iter().enumerate().map(|(i, v)| {
                        let now = i == now as usize;
                        view! { <li class=if now { "ark-wstep ark-now" } else { "ark-wstep" } aria-current=now.then_some("true")>{format!("£{v}")}</li> }
                    }).collect_view()}</ol>
                </div>
            }
        });
        view! {
            <section use:attrs=vec![("class", "ark-market".to_string()), ("aria-label", self.w("ark.ui.market"))]>
                {head}
                <div use:class_only="ark-goods">{rows}</div>
                {wage}
            </section>
        }
        .into_any()
    }
}

/// One marker on an appeal space: a player's, the neutral one or an automa's.
#[derive(Hash, Debug)]
struct Marker {
    class: String,
    title: String,
    explain: Option<&'static str>,
    text: String,
}

/// One space of a good's appeal track.
#[derive(Hash, Debug)]
struct Space {
    no: String,
    demand: bool,
    /// The arrow above this space, red or not.
    arrow: Option<bool>,
    target: Option<String>,
    label: String,
    markers: Vec<Marker>,
}

/// A good's row's words, in the reader's language.
#[derive(Hash, Debug)]
struct RowWords {
    good: String,
    active: Option<String>,
    demand: String,
    track: String,
    /// The titles of a black and a red arrow.
    arrows: (String, String),
}

/// One space of an appeal track, with its markers and the arrow above it (titled `black` or
/// `red_title`).
fn space(sp: Space, black: String, red_title: String) -> impl IntoView {
    let class = if sp.demand {
        "ark-space ark-demand"
    } else {
        "ark-space"
    };
    // The space's attributes set only where changed (keep::attrs), its number, markers and
    // arrow kept on their own: a marker moved in or out redraws the markers alone.
    let list = vec![
        ("class", Some(class.to_string())),
        ("data-target", sp.target),
        ("aria-label", Some(sp.label)),
    ];
    view! {
        <li use:attrs_or_none=list>
            {keep(sp.no, |no| view! { <span class="ark-space-no">{no}</span> })}
            {keep(sp.markers, |markers| view! {
                <span class="ark-markers">{markers.into_iter().map(|m| view! { <span class=m.class title=m.title data-explain=m.explain>{m.text}</span> }).collect_view()}</span>
            })}
            {keep((sp.arrow, black, red_title), |(arrow, black, red_title)| arrow.map(|red| view! {
                <span class=if red { "ark-arrow ark-red" } else { "ark-arrow" }
                    title=if red { red_title } else { black }>"›"</span>
            }))}
        </li>
    }
}

/// A good's row: its name, demand and appeal track with every marker.
fn good_row(g: u8, words: RowWords, spaces: Vec<Space>) -> impl IntoView {
    let active = words.active.is_some();
    let (black, red_title) = words.arrows;
    let spaces = spaces
        .into_iter()
        .map(|sp| {
            // Each space kept on its own (components::keep): a move shifts a marker or two.
            keep(
                (sp, black.clone(), red_title.clone()),
                |(sp, black, red_title)| space(sp, black, red_title),
            )
        })
        .collect_view();
    view! {
        <div class=if active { "ark-good ark-active" } else { "ark-good" }>
            <div class=format!("ark-good-name ark-g{g}") data-explain=appeal_key(g)>
                {words.good}
                {words.active.map(|a| view! { <span class="ark-badge">{a}</span> })}
                <span class="ark-demand-no">{words.demand}</span>
            </div>
            <ol class="ark-track" aria-label=words.track>{spaces}</ol>
        </div>
    }
}
