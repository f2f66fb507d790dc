//! Actions as messages (locale keys `aor.*` in `locales/<lang>/age-of-renaissance.txt`).
//! Advance, commodity and card names are keyed by id; province names are the map's own
//! (Latin-script) names, shown as printed.

use crate::actions::Action;
use crate::data::{self, CardKind, Target};
use crate::state::State;
use smokestack_core::{Msg, MsgArg};

pub fn advance(s: &State, a: u8) -> Msg {
    // J and K swap names under the living rules (FACTS §6 #3): the names are keyed by their
    // original letters, J Wind/Watermill and K Improved Agriculture.
    let key = if a == s.watermill() {
        "aor.adv.J".to_string()
    } else if a == s.improved_agriculture() {
        "aor.adv.K".to_string()
    } else {
        format!("aor.adv.{}", (b'A' + a) as char)
    };
    Msg::new(key)
}

/// The advances with a text of their own under the living rules (`aor.advtext.<letter>.living`:
/// FACTS §6), besides J and K, which swap.
const LIVING_TEXT: [u8; 5] = [
    data::adv::ENLIGHTENMENT,
    data::adv::CATHEDRAL,
    data::adv::WRITTEN_RECORD,
    data::adv::MASTER_ART,
    data::adv::NEW_WORLD,
];

/// What advance `a` does under the game's rules (`aor.advtext.*`; FACTS §3.1, §6).
pub fn advance_text(s: &State, a: u8) -> Msg {
    let letter = (b'A' + a) as char;
    let living = s.rules().living();
    Msg::new(if !living {
        format!("aor.advtext.{letter}")
    } else if a == s.improved_agriculture() {
        // Living J is the original K (Improved Agriculture).
        "aor.advtext.K".to_string()
    } else if a == s.watermill() {
        // Living K is Wind/Watermill with its living effect.
        "aor.advtext.J.living".to_string()
    } else if LIVING_TEXT.contains(&a) {
        format!("aor.advtext.{letter}.living")
    } else {
        format!("aor.advtext.{letter}")
    })
}

pub fn commodity(c: u8) -> Msg {
    Msg::new(format!(
        "aor.com.{}",
        data::Commodity::ALL[c as usize % 12].name()
    ))
}

/// A category's name (`aor.cat.<id>`).
pub fn category(c: data::Category) -> Msg {
    Msg::new(format!("aor.cat.{}", c.id()))
}

pub fn card(c: u8) -> Msg {
    Msg::new(format!("aor.card.{c}"))
}

fn province(p: u8) -> MsgArg {
    MsgArg::Text(data::data().provinces[p as usize].name.clone())
}

pub fn message(s: &State, seat: u8, a: &Action, viewer: Option<u8>) -> Msg {
    let d = data::data();
    let own = viewer == Some(seat);
    match *a {
        Action::ReturnCard(c) if own => Msg::new("aor.return").arg("card", card(c)),
        Action::ReturnCard(_) => Msg::new("aor.return.hidden"),
        Action::Prefer(p) if own => Msg::new("aor.prefer").arg("p", province(p)),
        Action::Prefer(_) => Msg::new("aor.prefer.hidden"),
        Action::CapitalBid(b) if own => Msg::new("aor.capital_bid").arg("n", b),
        Action::CapitalBid(_) => Msg::new("aor.bid.hidden"),
        Action::OrderBid(b) if own && b >= 0 => Msg::new("aor.order_bid").arg("n", b),
        Action::OrderBid(b) if own => Msg::new("aor.order_bid.negative").arg("n", -b),
        Action::OrderBid(_) => Msg::new("aor.bid.hidden"),
        // Which marker goes: the button says "shortage" or "surplus", never both.
        Action::BuyOff(c) => Msg::new(if s.market[c as usize] < 0 {
            "aor.buyoff.surplus"
        } else {
            "aor.buyoff.shortage"
        })
        .arg("c", commodity(c as u8))
        .arg("n", d.row(c).base),
        Action::BuyExtraCard => Msg::new("aor.buy_extra"),
        Action::Discard(c) => Msg::new("aor.discard").arg("card", card(c)),
        Action::Play { card: c, choice } => match &d.cards[c as usize].kind {
            CardKind::Commodity(cs) if cs.len() > 1 => Msg::new("aor.play.as")
                .arg("card", card(c))
                .arg("c", commodity(choice)),
            CardKind::Event(e) => {
                let target = match e.target() {
                    Target::Seat => Some(MsgArg::Seat(choice)),
                    Target::Province => Some(province(choice)),
                    Target::Area => {
                        Some(MsgArg::Msg(Box::new(Msg::new("aor.area").arg("n", choice))))
                    }
                    Target::Category => Some(MsgArg::Msg(Box::new(category(
                        data::Category::ALL[choice as usize % 6],
                    )))),
                    Target::None => None,
                };
                match target {
                    Some(t) => Msg::new("aor.play.on").arg("card", card(c)).arg("t", t),
                    None => Msg::new("aor.play").arg("card", card(c)),
                }
            }
            _ => Msg::new("aor.play").arg("card", card(c)),
        },
        Action::Pass => Msg::new("aor.pass"),
        Action::BuyShip => Msg::new("aor.buy_ship"),
        Action::BuyAdvance(x) => Msg::new("aor.buy_advance")
            .arg("a", advance(s, x))
            .arg("n", crate::purchase::price(s, seat as usize, x)),
        Action::Relief => {
            Msg::new("aor.relief").arg("n", crate::misery::relief_price(s, seat as usize).0)
        }
        Action::PayStabilization => {
            Msg::new("aor.stabilize").arg("n", crate::purchase::stabilization(s, seat as usize))
        }
        Action::RefuseStabilization => Msg::new("aor.stabilize.refuse"),
        Action::Place(p) => Msg::new("aor.place").arg("p", province(p)),
        Action::Attack(p) => Msg::new("aor.attack")
            .arg("p", province(p))
            .arg("n", crate::expansion::required(s, seat as usize, p)),
        Action::BuyCardWithTokens => {
            Msg::new("aor.buy_card_tokens").arg("n", data::expansion_card_cost(s.expansion_cards))
        }
        Action::Raid(p) => Msg::new("aor.raid").arg("p", province(p)),
        Action::CivilWarCash => Msg::new("aor.civil_war.cash"),
        Action::CivilWarTokens => Msg::new("aor.civil_war.tokens"),
        Action::Watermill { commodity: c, to } => {
            let key = match to {
                1 => "aor.watermill.shortage",
                -1 => "aor.watermill.surplus",
                _ => "aor.watermill.normal",
            };
            Msg::new(key).arg("c", commodity(c as u8))
        }
        Action::Claim(k) => Msg::new("aor.claim")
            .arg("card", card(s.leaders.get(k as usize).map_or(0, |l| l.0)))
            .arg("n", s.protection.get(k as usize).copied().unwrap_or(0)),
        Action::Protect(n) => Msg::new("aor.protect").arg("n", n),
        Action::DefendWithCathedral => Msg::new("aor.defend_cathedral"),
        Action::GiveCard(c) if own => Msg::new("aor.give_card").arg("card", card(c)),
        Action::GiveCard(_) => Msg::new("aor.give_card.hidden"),
        Action::CathedralAttack(p) => Msg::new("aor.cathedral")
            .arg("p", province(p))
            .arg("n", crate::expansion::required(s, seat as usize, p)),
        Action::SwapOrder(o) => Msg::new("aor.swap_order").arg("seat", MsgArg::Seat(o)),
        Action::SwapWith(o) => Msg::new("aor.swap_with").arg("seat", MsgArg::Seat(o)),
        Action::Cede(p) => Msg::new("aor.cede").arg("p", province(p)),
        Action::Done => Msg::new("aor.done"),
    }
}
