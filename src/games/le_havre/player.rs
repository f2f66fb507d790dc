//! One player's area: francs, goods, loans, buildings with workers in them, ships and food.

use super::names::*;
use super::prelude::*;

use super::seen::Seen;
use crate::components::keep::{attrs, class_only, keep};

impl Seen<'_> {
    pub fn player(&self, i: usize, acting: Option<u8>) -> AnyView {
        let (v, lang) = (self.v, self.lang);
        let s = &v.state;
        let p = &s.players[i];
        let n = s.n();
        let sums = &v.sums[i];
        let name = self.name(i);
        // Each pair of goods kept by its two counts (components::keep): a move changes one
        // or two goods, and the other pairs keep their nodes.
        let goods = (0..8)
            .map(|k| {
                let (a, b) = (GOODS[k], GOODS[k + 8]);
                keep((k, p.has(a), p.has(b), lang), move |(_, ca, cb, lang)| {
                    let cell = |g: Good, c| {
                        let label = format!("{} {c}", good_name(g, lang));
                        view! {
                            <span class=if c == 0 { "lh-good lh-zero" } else { "lh-good" } aria-label=label data-explain=format!("good:{g:?}")>
                                <span class="lh-good-name">{good_name(g, lang)}</span>
                                <b>{c}</b>
                            </span>
                        }
                    };
                    view! { <div class="lh-pair">{cell(a, ca)}{cell(b, cb)}</div> }
                })
            })
            .collect_view();
        let demand = ROUND_CARDS[s.rounds[(s.round.max(1) - 1) as usize] as usize].food(n);
        let (has, fr, all) = (sums.food_goods, p.francs, sums.food_with_francs);
        let supplied = sums.supplied;
        // During feeding, what is still owed; before it, what the ships leave to pay.
        let owed = match s.phase {
            Phase::Feeding => s
                .steps
                .iter()
                .find_map(|st| match st {
                    Step::Pay {
                        seat,
                        why: Why::Feeding,
                        need,
                        ..
                    } if *seat as usize == i => Some(*need),
                    _ => None,
                })
                .unwrap_or(0),
            _ => demand.saturating_sub(supplied),
        };
        let over = matches!(s.phase, Phase::Final | Phase::Over);
        let food = if over {
            Msg::new("lh.food.over")
        } else {
            let tail = match (owed, s.phase) {
                (0, Phase::Feeding) => Msg::new("lh.food.fed"),
                (0, _) => Msg::new("lh.food.fed_by_ships"),
                (o, Phase::Feeding) => Msg::new("lh.food.still_owes").arg("o", o),
                (o, _) => Msg::new("lh.food.must_pay").arg("o", o),
            };
            Msg::new("lh.food.line")
                .arg("demand", demand)
                .arg("supplied", supplied)
                .arg("tail", tail)
        };
        let food = food
            .arg("has", has)
            .arg("fr", fr)
            .arg("all", all)
            .render(lang, &[]);
        let short = !over && all < owed as u32;
        let ships: Vec<(Option<String>, String)> = p
            .ships
            .iter()
            .map(|&k| {
                let c = &ROUND_CARDS[k as usize];
                let text = format!(
                    "{} ({}, {} {}, {} {})",
                    vessel_name(c, lang),
                    ship_name(c.ship, lang),
                    word(lang, "lh.ui.value"),
                    c.ship_value,
                    word(lang, "lh.ui.food"),
                    c.ship.food(n)
                );
                (super::explain::vessel_key(k), text)
            })
            .collect();
        // The ships kept while their words stay (components::keep).
        let ships = keep((ships, lang), |(ships, lang)| {
            let count = ships.len();
            let list = if ships.is_empty() {
                view! { <p class="lh-empty">{word(lang, "lh.ui.no_ships")}</p> }.into_any()
            } else {
                let items = ships
                    .into_iter()
                    .map(|(key, t)| view! { <li data-explain=key>{t}</li> })
                    .collect_view();
                view! { <ul class="lh-own-ships">{items}</ul> }.into_any()
            };
            view! {
                <h4>{format!("{} ({count})", word(lang, "lh.ui.Ships"))}</h4>
                {list}
            }
        });
        let worker = match p.worker {
            Some(b) => format!(
                "{} {}",
                word(lang, "lh.ui.Worker_in"),
                building_name(b, lang)
            ),
            None => word(lang, "lh.ui.Worker_at_home").to_string(),
        };
        let buildings = if p.buildings.is_empty() {
            keep(
                lang,
                |lang| view! { <p class="lh-empty">{word(lang, "lh.ui.no_buildings")}</p> },
            )
            .into_any()
        } else {
            p.buildings
                .iter()
                .map(|&b| self.card(b, Some(p), false))
                .collect_view()
                .into_any()
        };
        // Kept while the figures stay (components::keep).
        let stats = keep(
            (p.francs, p.loans, sums.worth, worker, lang),
            |(francs, loans, worth, worker, lang)| {
                let loans_class = if loans > 0 { "lh-loans" } else { "" };
                view! {
                    <div class="stats">
                        <span aria-label=format!("{} {}", word(lang, "lh.ui.francs"), francs) data-explain="money:Francs"><b>{word(lang, "lh.ui.Francs")}</b>" "{francs}</span>
                        <span class=loans_class data-explain="loan:Loan"><b>{word(lang, "lh.ui.Loans")}</b>" "{loans}</span>
                        <span><b>{word(lang, "lh.ui.Worth_now")}</b>" "{worth}</span>
                        <span>{worker}</span>
                    </div>
                }
            },
        );
        let is_acting = acting == Some(i as u8);
        let is_current = s.current as usize == i && matches!(s.phase, Phase::Turn | Phase::Final);
        let class = if is_acting {
            "player lh-player acting"
        } else {
            "player lh-player"
        };
        let head = keep(
            (name.clone(), is_acting, is_current, i == 0, lang),
            |(name, is_acting, is_current, first, lang)| {
                view! {
                    <h3>
                        {name}
                        {is_acting.then(|| view! { <span class="badge lh-acting">{word(lang, "lh.ui.to_act")}</span> })}
                        {(is_current && !is_acting).then(|| view! { <span class="badge">{word(lang, "lh.ui.turn")}</span> })}
                        {first.then(|| view! { <span class="badge">{word(lang, "lh.ui.start_player")}</span> })}
                    </h3>
                }
            },
        );
        let food = keep((food, short, lang), |(food, short, lang)| {
            view! {
                <p class=if short { "lh-food lh-short" } else { "lh-food" } aria-label=word(lang, "lh.ui.Food")>{food}</p>
            }
        });
        let built = keep((p.buildings.len(), lang), |(count, lang)| {
            view! {
                <h4>{format!("{} ({count})", word(lang, "lh.ui.Buildings"))}</h4>
            }
        });
        // The section and its containers set only where changed (keep::attrs), their parts kept.
        view! {
            <section use:attrs=vec![("class", class.to_string()), ("aria-label", format!("{name}: {}", word(lang, "lh.ui.harbour_district")))]>
                {head}
                {stats}
                {food}
                <div use:attrs=vec![("class", "lh-goods".to_string()), ("role", "group".to_string()), ("aria-label", format!("{name}: {}", word(lang, "lh.ui.goods")))]>{goods}</div>
                {ships}
                {built}
                <div use:class_only="lh-cards">{buildings}</div>
            </section>
        }
        .into_any()
    }
}
