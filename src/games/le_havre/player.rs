//! One player's area: francs, goods, loans, buildings with workers in them, ships and food.

use super::names::*;
use super::prelude::*;

use super::seen::Seen;
use crate::components::keep::{attrs, keep, keep_by};

impl Seen<'_> {
    pub fn player(&self, i: usize, acting: Option<u8>) -> AnyView {
        let (v, lang) = (self.v, self.lang);
        let s = &v.state;
        let p = &s.players[i];
        let n = s.n();
        let sums = &v.sums[i];
        let name = self.name(i);
        // Each count kept on its own (components::keep): a move changes one or two goods.
        let goods = (0..8)
            .map(|k| {
                let cell = |g: Good| {
                    let c = p.has(g);
                    keep((g as u8, c, lang), move |(_, c, lang)| {
                        let label = format!("{} {c}", good_name(g, lang));
                        view! {
                            <span class=if c == 0 { "lh-good lh-zero" } else { "lh-good" } aria-label=label data-explain=format!("good:{g:?}")>
                                <span class="lh-good-name">{good_name(g, lang)}</span>
                                <b>{c}</b>
                            </span>
                        }
                    })
                };
                view! { <div class="lh-pair">{cell(GOODS[k])}{cell(GOODS[k + 8])}</div> }
            })
            .collect_view();
        // The pairs kept while no count changes: most moves change none of them.
        let counts: Vec<u32> = GOODS.iter().map(|&g| p.has(g) as u32).collect();
        let goods = keep_by((counts, lang), move || goods);
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
        let ships = p
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
            .map(|(key, t)| view! { <li data-explain=key>{t}</li> })
            .collect_view();
        let worker = match p.worker {
            Some(b) => format!(
                "{} {}",
                word(lang, "lh.ui.Worker_in"),
                building_name(b, lang)
            ),
            None => word(lang, "lh.ui.Worker_at_home").to_string(),
        };
        let buildings = if p.buildings.is_empty() {
            view! { <p class="lh-empty">{word(lang, "lh.ui.no_buildings")}</p> }.into_any()
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
        view! {
            <section use:attrs=vec![("class", class.to_string()), ("aria-label", format!("{name}: {}", word(lang, "lh.ui.harbour_district")))]>
                <h3>
                    {name.clone()}
                    {is_acting.then(|| view! { <span class="badge lh-acting">{word(lang, "lh.ui.to_act")}</span> })}
                    {(is_current && !is_acting).then(|| view! { <span class="badge">{word(lang, "lh.ui.turn")}</span> })}
                    {(i == 0).then(|| view! { <span class="badge">{word(lang, "lh.ui.start_player")}</span> })}
                </h3>
                {stats}
                <p class=if short { "lh-food lh-short" } else { "lh-food" } aria-label=word(lang, "lh.ui.Food")>{food}</p>
                <div class="lh-goods" role="group" aria-label=format!("{name}: {}", word(lang, "lh.ui.goods"))>{goods}</div>
                <h4>{format!("{} ({})", word(lang, "lh.ui.Ships"), p.ships.len())}</h4>
                {if p.ships.is_empty() {
                    view! { <p class="lh-empty">{word(lang, "lh.ui.no_ships")}</p> }.into_any()
                } else {
                    view! { <ul class="lh-own-ships">{ships}</ul> }.into_any()
                }}
                <h4>{format!("{} ({})", word(lang, "lh.ui.Buildings"), p.buildings.len())}</h4>
                <div class="lh-cards">{buildings}</div>
            </section>
        }
        .into_any()
    }
}
