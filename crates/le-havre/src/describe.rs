//! Actions as messages, for buttons and the log: a locale key (`lh.*` in
//! `locales/<lang>/le-havre.txt`) and typed arguments — numbers, seats, and buildings, goods and
//! ships as nested messages keyed by their ids. The English line of `describe` is the message
//! rendered in English.

use crate::actions::{Action, FeeWay, Token};
use crate::build;
use crate::data::{
    Bd, Fee, GOODS, Good, OFFERS, Offer, ROUND_CARDS, RoundCard, SHIP_ENERGY, ShipType,
};
use crate::state::{PayKind, State, Step};
use crate::{buildings, standard, turn};
use smokestack_core::{Lang, Msg};

/// A building's name (`lh.bd.<id>`, `Bd::id`).
pub fn bd(b: Bd) -> Msg {
    Msg::new(format!("lh.bd.{}", b.id()))
}

/// A good's name (`lh.good.<id>`, `Good::id`).
pub fn good(g: Good) -> Msg {
    Msg::new(format!("lh.good.{}", g.id()))
}

/// `n` of a good, counted ("3 wood", "생선 3개").
pub fn goods(g: Good, n: impl Into<u32>) -> Msg {
    Msg::new(format!("lh.goods.{}", g.id())).arg("n", n.into())
}

/// A ship type's name (`lh.ship.<id>`, `ShipType::id`).
pub fn ship(t: ShipType) -> Msg {
    Msg::new(format!("lh.ship.{}", t.id()))
}

/// An offer space's name: its good, or francs.
pub fn offer(o: Offer) -> Msg {
    o.good().map_or_else(|| Msg::new("lh.offer.Francs"), good)
}

/// A ship card's own name (`lh.vessel.<R01…>`), "?" for none.
fn vessel(c: Option<&RoundCard>) -> Msg {
    c.map_or_else(
        || Msg::plain("?"),
        |c| Msg::new(format!("lh.vessel.{}", c.code)),
    )
}

/// `items` joined by the two-argument message `key` (`lh.join.comma`, `lh.join.plus`,
/// `lh.join.cat`); empty for none.
pub(crate) fn join(items: Vec<Msg>, key: &'static str) -> Msg {
    let mut it = items.into_iter();
    let Some(first) = it.next() else {
        return Msg::plain("");
    };
    it.fold(first, |acc, m| Msg::new(key).arg("a", acc).arg("b", m))
}

/// A number of francs, short ("5 fr").
pub(crate) fn fr(n: impl Into<u32>) -> Msg {
    Msg::new("lh.fr").arg("n", n.into())
}

fn num(n: impl std::fmt::Display) -> Msg {
    Msg::plain(n.to_string())
}

/// The building whose action is in progress for `seat`.
pub(crate) fn working(s: &State, seat: usize) -> Option<&crate::state::Work> {
    match s.steps.last() {
        Some(Step::Work { seat: w, work }) if *w as usize == seat => Some(work),
        _ => None,
    }
}

/// The line in English as `viewer` may read it.
pub fn describe_for(s: &State, seat: u8, a: &Action, viewer: Option<u8>) -> String {
    message(s, seat, a, viewer).render(Lang::En, &[])
}

/// The line in English as every seat may read it.
pub fn describe(s: &State, seat: u8, a: &Action) -> String {
    message(s, seat, a, None).render(Lang::En, &[])
}

/// The message as `viewer` may read it: the Marketplace visitor alone reads which two special
/// buildings it kept or swapped; everyone else reads that it chose.
pub fn message(s: &State, seat: u8, a: &Action, viewer: Option<u8>) -> Msg {
    if usize::from(seat) >= s.players.len() {
        return Msg::plain(format!("{a:?}"));
    }
    let marketplace = matches!(
        working(s, seat as usize),
        Some(w) if w.b == Bd::Marketplace && w.stage == 1
    );
    match a {
        Action::Choose(c) if marketplace && viewer == Some(seat) && s.specials.len() >= 2 => {
            let key = if *c == 0 {
                "lh.market.keep_named"
            } else {
                "lh.market.swap_named"
            };
            Msg::new(key)
                .arg("a", bd(s.specials[0]))
                .arg("b", bd(s.specials[1]))
        }
        _ => public(s, seat as usize, a),
    }
}

fn public(s: &State, seat: usize, a: &Action) -> Msg {
    let p = &s.players[seat];
    match a {
        Action::TakeOffer(i) => {
            let i = (*i as usize).min(6);
            let key = if OFFERS[i] == Offer::Francs {
                "lh.take_offer.francs"
            } else {
                "lh.take_offer"
            };
            Msg::new(key)
                .arg("offer", offer(OFFERS[i]))
                .arg("n", s.offers[i])
        }
        Action::Enter(b, way) => {
            let key_n = match (buildings::fee(s, seat, *b), *way) {
                (Fee::Food(n) | Fee::FoodOrFrancs(n, _), FeeWay::Food) => {
                    Some(("lh.enter.food", n))
                }
                (Fee::Francs(n) | Fee::FoodOrFrancs(_, n), FeeWay::Francs) => {
                    Some(("lh.enter.francs", n))
                }
                _ => None,
            };
            match key_n {
                Some((key, n)) => Msg::new(key).arg("b", bd(*b)).arg("n", n),
                None => Msg::new("lh.enter").arg("b", bd(*b)),
            }
        }
        Action::Build { stack, crane } => {
            let Some(b) = s.stacks.get(*stack as usize).and_then(|st| st.first()) else {
                return Msg::new("lh.build.none");
            };
            let sawmill = working(s, seat).is_some_and(|w| w.b == Bd::Sawmill);
            let cost: Vec<Msg> = build::cost_for(p, *b, sawmill, *crane)
                .and_then(|c| build::goods_for(p, &c))
                .map(|v| v.iter().map(|(g, n)| goods(*g, *n)).collect())
                .unwrap_or_default();
            let crane = crane.map_or(Msg::plain(""), |g| {
                Msg::new("lh.build.crane")
                    .arg("crane", bd(Bd::WoodenCrane))
                    .arg("good", good(g))
            });
            if cost.is_empty() {
                Msg::new("lh.build.free")
                    .arg("b", bd(*b))
                    .arg("crane", crane)
            } else {
                Msg::new("lh.build")
                    .arg("b", bd(*b))
                    .arg("cost", join(cost, "lh.join.comma"))
                    .arg("crane", crane)
            }
        }
        Action::BuildShip(t) => {
            let (g, n) = t.material();
            let brick = working(s, seat).is_some_and(|w| build::needs_brick(s, w.b, *t));
            Msg::new(if brick {
                "lh.build_ship.brick"
            } else {
                "lh.build_ship"
            })
            .arg("ship", Msg::new(format!("lh.ship_a.{}", t.id())))
            .arg("v", ship_value(s, *t))
            .arg("cost", goods(g, n))
            .arg("e", SHIP_ENERGY)
        }
        Action::TradeShip(card, b) => Msg::new("lh.trade_ship")
            .arg("vessel", vessel(ROUND_CARDS.get(*card as usize)))
            .arg("b", bd(*b)),
        Action::Amount(n) => amount(s, seat, *n),
        Action::Take(g) => Msg::new("lh.take").arg("good", good(*g)),
        Action::Give(g) => match working(s, seat).map(|w| w.b) {
            Some(Bd::ShippingLine) => Msg::new("lh.give.ship")
                .arg("good", good(*g))
                .arg("n", g.francs()),
            Some(Bd::BridgeOverTheSeine) => Msg::new("lh.give.bridge").arg("good", good(*g)),
            _ => Msg::new("lh.give").arg("good", good(*g)),
        },
        Action::Choose(c) => choose(s, seat, *c),
        Action::Done => match working(s, seat).map(|w| w.b) {
            Some(Bd::ShippingLine) => Msg::new("lh.done.ship"),
            Some(Bd::BridgeOverTheSeine) => Msg::new("lh.done.bridge"),
            Some(b) => Msg::new("lh.done.at").arg("b", bd(b)),
            None => Msg::new("lh.done"),
        },
        Action::Pay(t, n) => {
            let (key, need) = match s.steps.last() {
                Some(Step::Pay {
                    kind: PayKind::Energy,
                    need,
                    ..
                }) => ("lh.pay.energy", *need),
                Some(Step::Pay {
                    kind: PayKind::Food,
                    need,
                    ..
                }) => ("lh.pay.food", *need),
                Some(Step::Pay { need, .. }) => ("lh.pay.francs", *need),
                _ => ("lh.pay", 0),
            };
            let what = match t {
                Token::Francs => Msg::new("lh.francs").arg("n", *n),
                Token::Good(g) => goods(*g, *n),
            };
            Msg::new(key).arg("what", what).arg("need", need)
        }
        Action::TakeLoan => Msg::new("lh.take_loan"),
        Action::BuyBuilding(b) => buy(*b),
        Action::BuyShip(t) => Msg::new("lh.buy_ship")
            .arg("ship", ship(*t))
            .arg("v", ship_value(s, *t))
            .arg("n", t.price().unwrap_or(0)),
        Action::Sell(b) => Msg::new("lh.sell")
            .arg("b", bd(*b))
            .arg("n", turn::sell_price(b.data().value)),
        Action::SellShip(c) => {
            let c = ROUND_CARDS.get(*c as usize);
            Msg::new("lh.sell_ship")
                .arg("ship", c.map_or(Msg::plain("?"), |c| ship(c.ship)))
                .arg("vessel", vessel(c))
                .arg("n", c.map_or(0, |c| turn::sell_price(c.ship_value)))
        }
        Action::Repay => Msg::new("lh.repay"),
        Action::EndTurn => Msg::new(if s.main_done {
            "lh.end_turn"
        } else {
            "lh.pass"
        }),
    }
}

fn ship_value(s: &State, t: ShipType) -> i64 {
    s.ship_top(t)
        .map_or(0, |c| ROUND_CARDS[c as usize].ship_value.into())
}

/// "Buy {b} for {n} fr".
pub(crate) fn buy(b: Bd) -> Msg {
    Msg::new("lh.buy")
        .arg("b", bd(b))
        .arg("n", b.data().price.unwrap_or(0))
}

fn amount(s: &State, seat: usize, n: u16) -> Msg {
    let Some(w) = working(s, seat) else {
        return num(n);
    };
    // No legal amount comes near this; a forged one is only echoed (and cannot overflow).
    if n > 999 {
        return Msg::new("lh.amount.raw").arg("b", bd(w.b)).arg("n", n);
    }
    let n32 = u32::from(n);
    if let Some(c) = standard::conversion(w.b).or_else(|| crate::special::conversion(w.b)) {
        let times = |list: &[(Good, u16)]| -> Vec<Msg> {
            list.iter()
                .map(|(g, k)| goods(*g, u32::from(*k) * n32))
                .collect()
        };
        let (give, mut get) = (times(c.give), times(c.get));
        let francs = u32::from(c.get_francs) * n32 + if c.half_franc { n32 / 2 } else { 0 };
        // Goods for francs alone (Wainwright's, Clay Company): the francs stand after the arrow.
        let fr_after_arrow = get.is_empty() && francs > 0;
        if fr_after_arrow {
            get.push(fr(francs));
        }
        let mut extra = Vec::new();
        let fr_in = u32::from(c.give_francs) * n32;
        if fr_in > 0 {
            extra.push(Msg::new("lh.conv.pay_fr").arg("n", fr_in));
        }
        let food = u32::from(c.give_food) * n32;
        if food > 0 {
            extra.push(Msg::new("lh.conv.pay_food").arg("n", food));
        }
        if francs > 0 && !fr_after_arrow {
            extra.push(Msg::new("lh.conv.plus_fr").arg("n", francs));
        }
        let e = c.energy.total(n);
        if e > 0 {
            extra.push(Msg::new("lh.conv.pay_energy").arg("n", e));
        }
        if w.b == Bd::Abattoir && n / 2 > 0 {
            extra.push(Msg::new("lh.conv.plus_hides").arg("n", n / 2));
        }
        let get = join(get, "lh.join.plus");
        let m = if c.give.is_empty() {
            Msg::new("lh.conv.receive").arg("get", get)
        } else {
            Msg::new("lh.conv")
                .arg("give", join(give, "lh.join.plus"))
                .arg("get", get)
        };
        return m.arg("b", bd(w.b)).arg("extra", join(extra, "lh.join.cat"));
    }
    match w.b {
        Bd::Joinery => Msg::new("lh.joinery")
            .arg("b", bd(w.b))
            .arg("cost", goods(Good::Wood, n))
            .arg("n", 4 + n32),
        Bd::ShippingLine | Bd::BridgeOverTheSeine if w.stage > 0 => {
            goods(GOODS[(w.stage as usize - 1).min(15)], n)
        }
        _ => crate::special::amount_text(s, seat, w, n).unwrap_or_else(|| num(n)),
    }
}

fn choose(s: &State, seat: usize, c: u8) -> Msg {
    let Some(w) = working(s, seat) else {
        return Msg::new("lh.option").arg("n", c);
    };
    let key = match (w.b, c) {
        (Bd::Marketplace, 0) => "lh.market.keep",
        (Bd::Marketplace, _) => "lh.market.swap",
        (Bd::BusinessOffice, 0) => "lh.office.steel",
        (Bd::BusinessOffice, _) => "lh.office.one",
        (Bd::Ironworks, 0) => "lh.ironworks.keep",
        (Bd::Ironworks, _) => "lh.ironworks.fourth",
        _ => {
            return crate::special::choose_text(s, seat, w, c)
                .unwrap_or_else(|| Msg::new("lh.option").arg("n", c));
        }
    };
    Msg::new(key)
}
