//! The English words as they were before messages: the oracle the new messages are checked against (removed once they agree).
//! Actions in words, for buttons and the log.

use crate::actions::{Action, FeeWay, Token};
use crate::build;
use crate::data::{Bd, Fee, GOODS, OFFERS, ROUND_CARDS, SHIP_ENERGY, ShipType};
use crate::state::{PayKind, State, Step};
use crate::{buildings, standard, turn};

fn fee_text(f: Fee, way: FeeWay) -> String {
    match (f, way) {
        (Fee::Food(n) | Fee::FoodOrFrancs(n, _), FeeWay::Food) => format!(", fee {n} food"),
        (Fee::Francs(n) | Fee::FoodOrFrancs(_, n), FeeWay::Francs) => format!(", fee {n} fr"),
        _ => String::new(),
    }
}

fn token(t: Token) -> &'static str {
    match t {
        Token::Francs => "franc",
        Token::Good(g) => g.name(),
    }
}

fn plural(n: u16, word: &str) -> String {
    if n == 1 || word.ends_with('s') || word == "fish" || word == "smoked fish" || word == "cattle"
    {
        format!("{n} {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// The building whose action is in progress for `seat`.
pub(crate) fn working(s: &State, seat: usize) -> Option<&crate::state::Work> {
    match s.steps.last() {
        Some(Step::Work { seat: w, work }) if *w as usize == seat => Some(work),
        _ => None,
    }
}

/// The line as `viewer` may read it: the Marketplace visitor alone reads which two special
/// buildings it kept or swapped; everyone else reads that it chose.
pub fn describe_for(s: &State, seat: u8, a: &Action, viewer: Option<u8>) -> String {
    let marketplace = matches!(
        working(s, seat as usize),
        Some(w) if w.b == Bd::Marketplace && w.stage == 1
    );
    match a {
        Action::Choose(c) if marketplace && viewer == Some(seat) && s.specials.len() >= 2 => {
            let (a, b) = (s.specials[0].name(), s.specials[1].name());
            if *c == 0 {
                format!("Keep {a} before {b} on the special deck")
            } else {
                format!("Swap: {b} before {a} on the special deck")
            }
        }
        _ => describe(s, seat, a),
    }
}

pub fn describe(s: &State, seat: u8, a: &Action) -> String {
    let seat = seat as usize;
    let p = &s.players[seat];
    match a {
        Action::TakeOffer(i) => {
            let i = (*i as usize).min(6);
            format!("Take the {} offer ({})", OFFERS[i].name(), s.offers[i])
        }
        Action::Enter(b, way) => {
            let f = fee_text(buildings::fee(s, seat, *b), *way);
            format!("Enter {}{f}", b.name())
        }
        Action::Build { stack, crane } => {
            let Some(b) = s.stacks.get(*stack as usize).and_then(|st| st.first()) else {
                return "Build (no building there)".into();
            };
            let sawmill = working(s, seat).is_some_and(|w| w.b == Bd::Sawmill);
            let cost = build::cost_for(p, *b, sawmill, *crane)
                .and_then(|c| build::goods_for(p, &c))
                .map(|v| {
                    v.iter()
                        .map(|(g, n)| plural(*n, g.name()))
                        .collect::<Vec<_>>()
                        .join(", ")
                })
                .unwrap_or_default();
            let crane = crane.map_or(String::new(), |g| {
                format!(" (Wooden Crane: wood for 1 {})", g.name())
            });
            let cost = if cost.is_empty() { "free".into() } else { cost };
            format!("Build {} — pay {cost}{crane}", b.name())
        }
        Action::BuildShip(t) => {
            let (g, n) = t.material();
            let brick = working(s, seat).is_some_and(|w| build::needs_brick(s, w.b, *t));
            let value = s
                .ship_top(*t)
                .map_or(0, |c| ROUND_CARDS[c as usize].ship_value);
            format!(
                "Build {} {} (value {value}) — pay {}{} and {SHIP_ENERGY} energy",
                if *t == ShipType::Iron { "an" } else { "a" },
                t.name(),
                plural(n, g.name()),
                if brick {
                    ", 1 brick to modernise the wharf"
                } else {
                    ""
                }
            )
        }
        Action::TradeShip(card, b) => {
            let c = ROUND_CARDS.get(*card as usize).map_or("?", |c| c.ship_name);
            format!("Trade in {c} for the {}", b.name())
        }
        Action::Amount(n) => amount_text(s, seat, *n),
        Action::Take(g) => format!("Take 1 {}", g.name()),
        Action::Give(g) => match working(s, seat).map(|w| w.b) {
            Some(Bd::ShippingLine) => {
                format!("Ship {} (sells for {} fr each)", g.name(), g.francs())
            }
            Some(Bd::BridgeOverTheSeine) => format!("Sell {} at the bridge", g.name()),
            _ => format!("Hand in 1 {}", g.name()),
        },
        Action::Choose(c) => choose_text(s, seat, *c),
        Action::Done => match working(s, seat).map(|w| w.b) {
            Some(Bd::ShippingLine) => "Sail: sell the loaded goods".into(),
            Some(Bd::BridgeOverTheSeine) => "Sell the chosen goods".into(),
            Some(b) => format!("Done at {}", b.name()),
            None => "Done".into(),
        },
        Action::Pay(t, n) => {
            let what = match s.steps.last() {
                Some(Step::Pay {
                    kind: PayKind::Energy,
                    need,
                    ..
                }) => format!("energy ({need} owed)"),
                Some(Step::Pay {
                    kind: PayKind::Food,
                    need,
                    ..
                }) => format!("food ({need} owed)"),
                Some(Step::Pay { need, .. }) => format!("francs ({need} owed)"),
                _ => String::new(),
            };
            format!("Pay {} towards {what}", plural(*n, token(*t)))
        }
        Action::TakeLoan => "Take a loan (+4 fr, −7 at the end unless repaid)".into(),
        Action::BuyBuilding(b) => {
            format!("Buy {} for {} fr", b.name(), b.data().price.unwrap_or(0))
        }
        Action::BuyShip(t) => {
            let v = s
                .ship_top(*t)
                .map_or(0, |c| ROUND_CARDS[c as usize].ship_value);
            format!(
                "Buy a {} (value {v}) for {} fr",
                t.name(),
                t.price().unwrap_or(0)
            )
        }
        Action::Sell(b) => format!(
            "Sell {} for {} fr",
            b.name(),
            turn::sell_price(b.data().value)
        ),
        Action::SellShip(c) => {
            let c = ROUND_CARDS.get(*c as usize);
            format!(
                "Sell the {} {} for {} fr",
                c.map_or("?", |c| c.ship.name()),
                c.map_or("?", |c| c.ship_name),
                c.map_or(0, |c| turn::sell_price(c.ship_value))
            )
        }
        Action::Repay => "Repay a loan (5 fr)".into(),
        Action::EndTurn => {
            if s.main_done {
                "End turn".into()
            } else {
                "Pass (no main action possible)".into()
            }
        }
    }
}

fn amount_text(s: &State, seat: usize, n: u16) -> String {
    let Some(w) = working(s, seat) else {
        return format!("{n}");
    };
    // No legal amount comes near this; a forged one is only echoed (and cannot overflow).
    if n > 999 {
        return format!("{}: {n}", w.b.name());
    }
    if let Some(c) = standard::conversion(w.b).or_else(|| crate::special::conversion(w.b)) {
        let give: Vec<String> = c
            .give
            .iter()
            .map(|(g, k)| plural(k * n, g.name()))
            .collect();
        let mut get: Vec<String> = c.get.iter().map(|(g, k)| plural(k * n, g.name())).collect();
        let fr = c.get_francs * n + if c.half_franc { n / 2 } else { 0 };
        // Goods for francs alone (Wainwright's, Clay Company): the francs stand after the arrow.
        let fr_after_arrow = get.is_empty() && fr > 0;
        if fr_after_arrow {
            get.push(format!("{fr} fr"));
        }
        let mut t = format!("{}: {} → {}", w.b.name(), give.join(" + "), get.join(" + "));
        if c.give.is_empty() {
            t = format!("{}: receive {}", w.b.name(), get.join(" + "));
        }
        let fr_in = c.give_francs * n;
        if fr_in > 0 {
            t.push_str(&format!(", pay {fr_in} fr"));
        }
        let food = c.give_food * n;
        if food > 0 {
            t.push_str(&format!(", pay {food} food"));
        }
        if fr > 0 && !fr_after_arrow {
            t.push_str(&format!(", +{fr} fr"));
        }
        let e = c.energy.total(n);
        if e > 0 {
            t.push_str(&format!(" — pay {e} energy"));
        }
        if w.b == Bd::Abattoir && n / 2 > 0 {
            t.push_str(&format!(", +{} hides", n / 2));
        }
        return t;
    }
    match w.b {
        Bd::Joinery => format!("Joinery: pay {} for {} fr", plural(n, "wood"), 4 + n),
        Bd::ShippingLine | Bd::BridgeOverTheSeine if w.stage > 0 => {
            let g = GOODS[(w.stage as usize - 1).min(15)];
            plural(n, g.name()).to_string()
        }
        _ => crate::special::text_old::amount_text(s, seat, w, n).unwrap_or_else(|| format!("{n}")),
    }
}

fn choose_text(s: &State, seat: usize, c: u8) -> String {
    let Some(w) = working(s, seat) else {
        return format!("Option {c}");
    };
    match (w.b, c) {
        (Bd::Marketplace, 0) => "Keep the order of the next two special buildings".into(),
        (Bd::Marketplace, _) => "Swap the next two special buildings".into(),
        (Bd::BusinessOffice, 0) => "Trade 4 goods for 1 steel".into(),
        (Bd::BusinessOffice, _) => "Trade 1 good for a charcoal, leather or brick".into(),
        (Bd::Ironworks, 0) => "Keep the 3 iron".into(),
        (Bd::Ironworks, _) => "Pay 6 energy for a 4th iron".into(),
        _ => crate::special::text_old::choose_text(s, seat, w, c)
            .unwrap_or_else(|| format!("Option {c}")),
    }
}

#[cfg(test)]
mod tests {
    use crate::actions::{Action, Token};
    use crate::data::{Bd, Good, ShipType};
    use crate::{LeHavre, State};
    use smokestack_core::{Game, GameRng};

    fn odd_actions() -> Vec<Action> {
        vec![
            Action::Build {
                stack: 9,
                crane: None,
            },
            Action::Build {
                stack: 255,
                crane: Some(Good::Iron),
            },
            Action::TakeOffer(200),
            Action::SellShip(99),
            Action::TradeShip(99, Bd::Wharf1),
            Action::BuildShip(ShipType::Luxury),
            Action::BuyShip(ShipType::Steel),
            Action::Amount(0),
            Action::Amount(7),
            Action::Choose(255),
            Action::Choose(3),
            Action::Take(Good::Coke),
            Action::Give(Good::Leather),
            Action::Pay(Token::Francs, 1),
            Action::Pay(Token::Good(Good::Wood), 2),
            Action::Done,
            Action::EndTurn,
        ]
    }

    fn check(s: &State, who: u8, a: &Action, at: &str) {
        for viewer in std::iter::once(None).chain((0..s.n()).map(Some)) {
            let old = super::describe_for(s, who, a, viewer);
            let new = crate::describe::describe_for(s, who, a, viewer);
            assert_eq!(new, old, "{at}: {a:?} for {viewer:?}");
        }
    }

    fn play(players: u8, short: bool, seed: u64, bot: bool) {
        let settings = if short {
            vec![("version".to_string(), "short".to_string())]
        } else {
            vec![]
        };
        let o = LeHavre::options(players, &settings).expect("options");
        let mut rng = GameRng::new(seed);
        let mut s = LeHavre::setup(&o, &mut rng).expect("setup");
        let mut pick = GameRng::new(seed.wrapping_mul(7919) + 1);
        let mut steps = 0;
        while let Some(&seat) = LeHavre::to_act(&s).first() {
            let legal = LeHavre::legal(&s, seat);
            let at = format!("{players}p short {short} seed {seed} step {steps}");
            for a in &legal {
                check(&s, seat, a, &at);
            }
            if steps % 7 == 0 {
                for a in odd_actions() {
                    for who in 0..players {
                        check(&s, who, &a, &at);
                    }
                }
            }
            let i = if bot {
                LeHavre::heuristic(&s, seat, &legal, &mut pick)
            } else {
                pick.below(legal.len())
            };
            LeHavre::apply(&mut s, seat, &legal[i], &mut rng).expect("legal");
            steps += 1;
        }
    }

    #[test]
    fn messages_read_in_english_exactly_as_the_old_lines() {
        for seed in 0..30u64 {
            let players = (seed % 5) as u8 + 1;
            play(players, seed % 3 == 2, seed, seed % 2 == 1);
        }
    }
}
