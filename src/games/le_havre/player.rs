//! One player's area: francs, goods, loans, buildings with workers in them, ships and food.

use super::names::*;
use super::prelude::*;

use le_havre::view::PlayerSums;

use super::seen::{Parts, Seen};

impl Parts {
    /// A part of seat `i`'s area, reading that seat (nothing where there is no such seat).
    fn seat<D, V>(
        self,
        i: usize,
        data: impl Fn(&Seen, &Player, &PlayerSums) -> D + Send + Sync + 'static,
        draw: impl Fn(D) -> V + Send + Sync + 'static,
    ) -> AnyView
    where
        D: PartialEq + Clone + Send + Sync + 'static,
        V: IntoView + 'static,
    {
        self.part(
            move |s| {
                let p = s.v.state.players.get(i)?;
                let sums = s.v.sums.get(i)?;
                Some(data(s, p, sums))
            },
            move |d| d.map(&draw),
        )
    }

    pub fn player(self, i: usize) -> AnyView {
        let lang = self.lang;
        // Each pair of goods on its own, by its two counts: a move changes one or two goods,
        // and the other pairs keep their nodes.
        let goods = (0..8)
            .map(|k| {
                let (a, b) = (GOODS[k], GOODS[k + 8]);
                self.seat(
                    i,
                    move |_, p, _| (p.has(a), p.has(b)),
                    move |(ca, cb)| {
                        let cell = |g: Good, c| {
                            let label = format!("{} {c}", good_name(g, lang));
                            view! {
                                <span class=if c == 0 { "lh-good lh-zero" } else { "lh-good" } aria-label=label data-explain=le_havre::things::good_key(g)>
                                    <span class="lh-good-name">{good_name(g, lang)}</span>
                                    <b>{c}</b>
                                </span>
                            }
                        };
                        view! { <div class="lh-pair">{cell(a, ca)}{cell(b, cb)}</div> }
                    },
                )
            })
            .collect_view();
        let ships = self.seat(
            i,
            |s, p, _| s.ships(p),
            move |ships| {
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
            },
        );
        let stats = self.seat(
            i,
            |s, p, sums| {
                let worker = match p.worker {
                    Some(b) => format!(
                        "{} {}",
                        word(s.lang, "lh.ui.Worker_in"),
                        building_name(b, s.lang)
                    ),
                    None => word(s.lang, "lh.ui.Worker_at_home").to_string(),
                };
                (p.francs, p.loans, sums.worth, worker)
            },
            move |(francs, loans, worth, worker)| {
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
        let head = self.seat(
            i,
            move |s, _, _| {
                let st = &s.v.state;
                let is_acting = s.acting == Some(i as u8);
                let is_current =
                    st.current as usize == i && matches!(st.phase, Phase::Turn | Phase::Final);
                (s.name(i), is_acting, is_current)
            },
            move |(name, is_acting, is_current)| {
                view! {
                    <h3>
                        {name}
                        {is_acting.then(|| view! { <span class="badge lh-acting">{word(lang, "lh.ui.to_act")}</span> })}
                        {(is_current && !is_acting).then(|| view! { <span class="badge">{word(lang, "lh.ui.turn")}</span> })}
                        {(i == 0).then(|| view! { <span class="badge">{word(lang, "lh.ui.start_player")}</span> })}
                    </h3>
                }
            },
        );
        let food = self.seat(
            i,
            move |s, p, sums| s.food(i, p, sums),
            move |(food, short)| {
                view! {
                    <p class=if short { "lh-food lh-short" } else { "lh-food" } aria-label=word(lang, "lh.ui.Food")>{food}</p>
                }
            },
        );
        let built = self.seat(
            i,
            |_, p, _| p.buildings.len(),
            move |count| {
                view! {
                    <h4>{format!("{} ({count})", word(lang, "lh.ui.Buildings"))}</h4>
                }
            },
        );
        let none = self.seat(
            i,
            |_, p, _| p.buildings.is_empty(),
            move |empty| {
                empty.then(|| view! { <p class="lh-empty">{word(lang, "lh.ui.no_buildings")}</p> })
            },
        );
        let buildings = self.cards(move |s| {
            s.v.state.players.get(i).map_or_else(Vec::new, |p| {
                p.buildings
                    .iter()
                    .map(|&b| s.card(b, Some(p), false))
                    .collect()
            })
        });
        // The section and its containers stay; what changes with the game is read reactively.
        let class = move || {
            if self.read(|s| s.acting == Some(i as u8)) == Some(true) {
                "player lh-player acting"
            } else {
                "player lh-player"
            }
        };
        let district = word(lang, "lh.ui.harbour_district");
        let goods_word = word(lang, "lh.ui.goods");
        view! {
            <section class=class aria-label=move || format!("{}: {district}", self.name(i))>
                {head}
                {stats}
                {food}
                <div class="lh-goods" role="group" aria-label=move || format!("{}: {goods_word}", self.name(i))>{goods}</div>
                {ships}
                {built}
                <div class="lh-cards">{none}{buildings}</div>
            </section>
        }
        .into_any()
    }
}

impl Seen<'_> {
    /// A player's ships: (explain key, words).
    fn ships(&self, p: &Player) -> Vec<(Option<String>, String)> {
        let (lang, n) = (self.lang, self.v.state.n());
        p.ships
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
            .collect()
    }

    /// Seat `i`'s food line, and whether it falls short of what it owes.
    fn food(&self, i: usize, p: &Player, sums: &PlayerSums) -> (String, bool) {
        let s = &self.v.state;
        let n = s.n();
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
            .render(self.lang, &[]);
        let short = !over && all < owed as u32;
        (food, short)
    }
}
