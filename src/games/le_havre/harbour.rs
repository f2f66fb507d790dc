//! The harbour: offer spaces, supply tiles with the shipping markers, the round card and the
//! food forecast.

use super::names::*;
use super::prelude::*;

use super::seen::{Parts, Seen};

impl Parts {
    pub fn harbour(self) -> AnyView {
        let lang = self.lang;
        // Each offer space on its own: a turn takes one offer and adds to the others, and an
        // offer whose count stays keeps its nodes.
        let offers = OFFERS
            .iter()
            .enumerate()
            .map(|(i, &o)| {
                self.part(
                    move |s| s.v.state.offers[i],
                    move |count| {
                        let label = format!("{}: {count}", offer_name(o, lang));
                        view! {
                            <div class=if count == 0 { "lh-offer lh-zero" } else { "lh-offer" } role="group" aria-label=label data-target=format!("offer:{i}") data-explain=super::explain::offer_key(o)>
                                <span class="lh-offer-name">{offer_name(o, lang)}</span>
                                <span class="lh-offer-count">{count}</span>
                            </div>
                        }
                    },
                )
            })
            .collect_view();
        // Each tile on its own: a turn moves one marker.
        let tiles = (0..7)
            .map(|pos| {
                self.part(
                    move |s| s.tile(pos),
                    |(class, aria, explain, pos, text, badge, markers)| view! {
                        <div class=class role="group" aria-label=aria data-explain=explain>
                            <span class="lh-tile-no">{pos + 1}</span>
                            <span class="lh-tile-goods">{text}</span>
                            {badge.map(|b| view! { <span class="badge warn">{b}</span> })}
                            {markers.into_iter().map(|m| view! { <span class="lh-marker">{m}</span> }).collect_view()}
                        </div>
                    },
                )
            })
            .collect_view();
        // The forecast while the round and the cards stay.
        let forecast = self.part(|s| s.forecast(), move |items| {
            let items = items
                .into_iter()
                .map(|(current, text, explain)| {
                    view! { <li class=if current { "lh-fc lh-fc-now" } else { "lh-fc" } data-explain=explain>{text}</li> }
                })
                .collect_view();
            view! {
                <div class="lh-forecast-wrap">
                    <span class="lh-forecast-label">{word(lang, "lh.ui.Food_forecast")}</span>
                    <ol class="lh-forecast" aria-label=word(lang, "lh.ui.Food_forecast")>{items}</ol>
                </div>
            }
        });
        let head = self.part(
            |s| s.phase(),
            move |phase| {
                view! {
                    <h3>{word(lang, "lh.ui.Harbour")}<span class="decks">{phase}</span></h3>
                }
            },
        );
        let round = self.part(|s| s.round_card(), move |(round_line, ship_back, card_no)| {
            view! {
                <div class="lh-round" role="status" aria-label=word(lang, "lh.ui.Round_card")>
                    <div class="lh-round-main" data-explain=super::explain::round_key(card_no)>{round_line}</div>
                    <div class="lh-round-ship" data-explain=super::explain::vessel_key(card_no)>{ship_back}</div>
                </div>
            }
        });
        let report = self.part(|s| s.report(), move |report| {
            report.map(|r| view! {
                <p class="lh-report" role="status" aria-label=word(lang, "lh.ui.Last_round_end")>{r}</p>
            })
        });
        view! {
            <section class="lh-harbour" aria-label=word(lang, "lh.ui.Harbour")>
                {head}
                {round}
                <div class="lh-offers" role="group" aria-label=word(lang, "lh.ui.Offer_spaces")>{offers}</div>
                <div class="lh-tiles" role="group" aria-label=word(lang, "lh.ui.Supply_tiles")>{tiles}</div>
                {report}
                {forecast}
            </section>
        }
        .into_any()
    }
}

/// A supply tile as drawn: class, label, explain key, position, goods, badge, markers.
type Tile = (
    String,
    String,
    Option<String>,
    usize,
    String,
    Option<String>,
    Vec<String>,
);

impl Seen<'_> {
    fn tile(&self, pos: usize) -> Tile {
        let (v, lang) = (self.v, self.lang);
        let s = &v.state;
        let t = v.tiles[pos];
        let markers: Vec<String> = s
            .markers
            .iter()
            .enumerate()
            .filter(|(_, m)| **m == Some(pos as u8))
            .map(|(i, _)| self.name(i))
            .collect();
        let now = s.phase == Phase::Turn && s.turn as usize == pos;
        let (text, interest) = match SUPPLY_TILES.get(t as usize) {
            Some((a, b, interest)) => (
                format!("{} + {}", offer_name(*a, lang), offer_name(*b, lang)),
                *interest,
            ),
            None => (word(lang, "lh.ui.face_down").to_string(), false),
        };
        let class = format!(
            "lh-tile{}{}",
            if t == 255 { " lh-down" } else { "" },
            if now { " lh-now" } else { "" }
        );
        let aria = format!("{} {}: {text}", word(lang, "lh.ui.Supply_tile"), pos + 1);
        let explain = (t != 255).then(|| super::explain::tile_key(t)).flatten();
        let badge = interest.then(|| word(lang, "lh.ui.interest").to_string());
        (class, aria, explain, pos, text, badge, markers)
    }

    /// The forecast's rounds: (this round, words, explain key).
    fn forecast(&self) -> Vec<(bool, String, Option<String>)> {
        let (v, lang) = (self.v, self.lang);
        let (round, rounds) = (v.state.round, &v.state.rounds);
        v.forecast
            .iter()
            .map(|f| {
                let current = f.round == round;
                let text = format!(
                    "{}{}: {} {}{}",
                    word(lang, "lh.ui.R"),
                    f.round,
                    f.demand,
                    word(lang, "lh.ui.food"),
                    if f.harvest {
                        word(lang, "lh.ui.dot_harvest")
                    } else {
                        String::new()
                    }
                );
                let explain = rounds
                    .get((f.round.max(1) - 1) as usize)
                    .and_then(|c| super::explain::round_key(*c));
                (current, text, explain)
            })
            .collect()
    }

    /// The round card: its line, its back (the ship it becomes), its number.
    fn round_card(&self) -> (String, String, u8) {
        let (v, lang) = (self.v, self.lang);
        let s = &v.state;
        let n = s.n();
        let card_no = s.rounds[(s.round.max(1) - 1) as usize];
        let card = &ROUND_CARDS[card_no as usize];
        let town = match card.town_build(n) {
            TownBuild::Standard => word(lang, "lh.ui.town_builds_a_standard_building"),
            TownBuild::Special if !s.opts.short => word(lang, "lh.ui.town_gets_a_special_building"),
            _ => word(lang, "lh.ui.no_town_build"),
        };
        let round_line = format!(
            "{} {} / {} · {} {} · {} · {}",
            word(lang, "lh.ui.Round"),
            s.round,
            s.rounds_total(),
            word(lang, "lh.ui.food_demand"),
            card.food(n),
            if card.harvest {
                word(lang, "lh.ui.harvest")
            } else {
                word(lang, "lh.ui.no_harvest")
            },
            town
        );
        let ship_back = format!(
            "{}: {} ({}, {} {}, {} {})",
            word(lang, "lh.ui.Becomes_the_ship"),
            vessel_name(card, lang),
            ship_name(card.ship, lang),
            word(lang, "lh.ui.value"),
            card.ship_value,
            word(lang, "lh.ui.food"),
            card.ship.food(n)
        );
        (round_line, ship_back, card_no)
    }

    /// The last round's end in words, once a round has ended.
    fn report(&self) -> Option<String> {
        let (v, lang) = (self.v, self.lang);
        let s = &v.state;
        let r = s.last_round.as_ref()?;
        let gains: Vec<String> = r
            .gains
            .iter()
            .enumerate()
            .map(|(i, (g, c))| {
                let mut got = Vec::new();
                if *g > 0 {
                    got.push(format!("+{g} {}", good_name(Good::Grain, lang)));
                }
                if *c > 0 {
                    got.push(format!("+{c} {}", good_name(Good::Cattle, lang)));
                }
                if got.is_empty() {
                    got.push(word(lang, "lh.ui.nothing").to_string());
                }
                format!("{} {}", self.name(i), got.join(" "))
            })
            .collect();
        let harvest = if r.harvest {
            format!("{}: {}", word(lang, "lh.ui.harvest"), gains.join(", "))
        } else {
            word(lang, "lh.ui.no_harvest").to_string()
        };
        // While this round's feeding runs, the food is owed, not paid: each seat says
        // "paid" once its payment is settled.
        let feeding = s.phase == Phase::Feeding && r.round == s.round;
        let fed: Vec<String> = r
            .owed
            .iter()
            .enumerate()
            .map(|(i, f)| {
                let owes = s.steps.iter().any(|st| {
                    matches!(st, Step::Pay { seat, why: Why::Feeding, .. } if *seat as usize == i)
                });
                if feeding && *f > 0 && !owes {
                    format!("{} {f} ({})", self.name(i), word(lang, "lh.ui.paid_mark"))
                } else {
                    format!("{} {f}", self.name(i))
                }
            })
            .collect();
        let food_label = if feeding {
            "lh.ui.food_owed"
        } else {
            "lh.ui.food_paid"
        };
        let town: Vec<String> = r.town.iter().map(|b| building_name(*b, lang)).collect();
        let ship = &ROUND_CARDS[r.ship as usize];
        Some(format!(
            "{} {} {} — {} · {}: {} · {}: {} · {}: {} ({} {})",
            word(lang, "lh.ui.Round"),
            r.round,
            word(lang, "lh.ui.ended"),
            harvest,
            word(lang, food_label),
            fed.join(", "),
            word(lang, "lh.ui.town"),
            if town.is_empty() {
                "—".to_string()
            } else {
                town.join(", ")
            },
            word(lang, "lh.ui.new_ship"),
            vessel_name(ship, lang),
            ship_name(ship.ship, lang),
            ship.ship_value
        ))
    }

    /// The phase as the harbour's heading says it.
    fn phase(&self) -> String {
        let (s, lang) = (&self.v.state, self.lang);
        match s.phase {
            Phase::Turn => format!("{} {} / 7", word(lang, "lh.ui.Turn"), (s.turn + 1).min(7)),
            Phase::Feeding => word(lang, "lh.ui.Round_end_feeding").to_string(),
            Phase::Final => word(lang, "lh.ui.Final_actions").to_string(),
            Phase::Over => word(lang, "lh.ui.Game_over").to_string(),
        }
    }
}
