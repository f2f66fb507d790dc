//! Actions as messages (locale keys `ark.*` in `locales/<lang>/arkwright-card-game.txt`);
//! `describe` is their English rendering. Nothing an action names is hidden.

use crate::actions::{Act, Action, Piece};
use crate::data::{Card, data};
use crate::market;
use crate::state::*;
use smokestack_core::{Lang, Msg};

pub fn good(g: u8) -> Msg {
    Msg::new(match g {
        0 => "ark.good.food",
        1 => "ark.good.clothing",
        2 => "ark.good.cutlery",
        _ => "ark.good.lamps",
    })
}

pub fn card(c: Card) -> Msg {
    Msg::new(format!("ark.card.{}", c.id()))
}

pub fn track(t: u8) -> Msg {
    Msg::new(match t {
        0 => "ark.track.quality",
        1 => "ark.track.distribution",
        2 => "ark.track.cards",
        3 => "ark.track.machines",
        4 => "ark.track.shipping",
        _ => "ark.track.trading",
    })
}

pub fn act(a: Act) -> Msg {
    Msg::new(format!("ark.action.{}", a.id()))
}

fn piece(p: Piece) -> Msg {
    Msg::new(format!("ark.piece.{p:?}"))
}

/// A warehouse as the seat finds it: empty, at this factory, or at another (its goods lost).
fn warehouse(p: Option<&Player>, w: u8, active: u8) -> Msg {
    let name = if w as usize == LARGE {
        Msg::new("ark.warehouse.large")
    } else {
        Msg::new("ark.warehouse.small").arg("n", w as u16 + 1)
    };
    match p.and_then(|p| p.warehouses.get(w as usize)) {
        Some(wh) if wh.at != SUPPLY && wh.at != active => Msg::new("ark.warehouse.moved")
            .arg("warehouse", name)
            .arg("n", wh.goods)
            .arg("good", good(wh.at)),
        _ => name,
    }
}

/// `a`, about to be taken by `seat` in `s`, as a message.
pub fn message(s: &State, seat: u8, a: &Action) -> Msg {
    let p = s.players.get(seat as usize);
    let sv = p.map_or(0, |p| p.share_value);
    match *a {
        Action::PickFactory { good: g } => Msg::new("ark.act.pick").arg("good", good(g)),
        Action::DevPoint { track: t } => Msg::new("ark.act.point").arg("track", track(t)),
        Action::TakeCard { card: c } => Msg::new("ark.act.take").arg("card", card(c)),
        Action::TakeSupervisor { good: g } => Msg::new("ark.act.supervisor").arg("good", good(g)),
        Action::Discard { card: c } => Msg::new("ark.act.discard").arg("card", card(c)),
        Action::Prebuy => Msg::new("ark.act.buy").arg("price", data().prebuy_share_price),
        Action::Choose { act: x } => Msg::new("ark.act.choose").arg("action", act(x)),
        Action::Reactivate { card: c } => Msg::new("ark.act.reactivate").arg("card", card(c)),
        // What the factory will be, on the button: the side this era builds (JA: 建設は現在の
        // 時代の面), its goods a production and fixed cost.
        Action::Build { good: g } => {
            let side = &data().factory[g as usize % 4][usize::from(s.era >= 2)];
            Msg::new("ark.act.build")
                .arg("good", good(g))
                .arg("n", side.goods)
                .arg("fixed", side.fixed_cost)
        }
        Action::Upgrade { good: g } => Msg::new("ark.act.upgrade").arg("good", good(g)),
        Action::UseInventor => Msg::new("ark.act.use_inventor"),
        Action::InventorUpgrade { good: g } => {
            Msg::new("ark.act.inventor_upgrade").arg("good", good(g))
        }
        Action::Hire { good: g } => Msg::new("ark.act.hire").arg("good", good(g)),
        Action::Automate { good: g, pos } => Msg::new("ark.act.automate")
            .arg("good", good(g))
            .arg("pos", pos as u16 + 1),
        Action::Place { good: g, piece: x } => Msg::new("ark.act.place")
            .arg("piece", piece(x))
            .arg("good", good(g)),
        Action::Raise { good: g, piece: x } => Msg::new("ark.act.raise")
            .arg("piece", piece(x))
            .arg("good", good(g)),
        Action::Remove { good: g, piece: x } => Msg::new("ark.act.remove")
            .arg("piece", piece(x))
            .arg("good", good(g)),
        Action::SwapEngineer { good: g } => Msg::new("ark.act.swap_engineer").arg("good", good(g)),
        Action::BuyShare => Msg::new("ark.act.buy").arg("price", sv),
        Action::BuyHalf => Msg::new("ark.act.buy_half").arg("price", sv.div_ceil(2)),
        Action::Loan => Msg::new("ark.act.loan").arg("amount", sv),
        Action::Ships => Msg::new("ark.act.ships"),
        Action::Extra { good: g, workers } => Msg::new("ark.act.extra")
            .arg("good", good(g))
            .arg("n", workers),
        Action::Load { good: g } => Msg::new("ark.act.load").arg("good", good(g)),
        Action::Sail => Msg::new("ark.act.sail"),
        Action::SetAppeal { appeal } => {
            let price = p.map_or(0, |p| market::price_for(p, s.good(), appeal));
            Msg::new("ark.act.appeal")
                .arg("good", good(s.good()))
                .arg("appeal", appeal)
                .arg("price", price)
        }
        Action::Broker => Msg::new("ark.act.broker"),
        Action::InventorPoints => Msg::new("ark.act.inventor_points"),
        Action::Overtime => Msg::new("ark.act.overtime"),
        Action::SellStored => Msg::new("ark.act.sell_stored").arg("good", good(s.good())),
        Action::Store { warehouse: w } => {
            let g = match s.phase {
                Phase::Turn {
                    step: Step::Extra { good: g, .. },
                    ..
                } => g,
                _ => s.good(),
            };
            Msg::new("ark.act.store")
                .arg("good", good(g))
                .arg("warehouse", warehouse(p, w, g))
        }
        Action::Ship => {
            let n = match s.phase {
                Phase::Production { out, .. } => out
                    .left
                    .min(p.map_or(0, |p| p.level(crate::data::SHIPPING))),
                _ => 0,
            };
            Msg::new("ark.act.ship")
                .arg("n", n)
                .arg("good", good(s.good()))
        }
        Action::UseBusinessman => Msg::new("ark.act.businessman"),
        Action::BreakTie => Msg::new("ark.act.break_tie").arg("good", good(s.good())),
        Action::ChooseStart { seat: k } => {
            if s.solo.is_some() {
                Msg::new(if k == 0 {
                    "ark.act.solo_first"
                } else {
                    "ark.act.solo_after"
                })
            } else if k == seat {
                // "Alice: Take the start player card", not "Alice: Alice becomes start player".
                Msg::new("ark.act.start_self")
            } else {
                Msg::new("ark.act.start").arg("seat", smokestack_core::MsgArg::Seat(k))
            }
        }
        Action::Done => Msg::new(match s.phase {
            Phase::Prebuy { .. } => "ark.done.prebuy",
            Phase::Production { decided: false, .. } => "ark.done.produce",
            Phase::Production { .. } => "ark.done.goods",
            Phase::Turn {
                step: Step::Extra { pending, .. },
                ..
            } if pending > 0 => "ark.done.goods",
            Phase::RoundEnd { .. } => "ark.done.keep",
            Phase::Tie { .. } => "ark.done.tie",
            Phase::Turn {
                step: Step::Develop { .. },
                ..
            } => "ark.done.develop",
            _ => "ark.done.step",
        }),
    }
}

pub fn describe(s: &State, seat: u8, a: &Action) -> String {
    message(s, seat, a).render(Lang::En, &[])
}
