//! Messages for the `Amount` and `Choose` steps of special buildings (describe.rs asks here).

use super::convs::{self, part_at};
use super::picks::{flea_twos, haulage_pairs};
use super::visits::by_index;
use crate::convert::Conv;
use crate::data::{Bd, OFFERS};
use crate::describe::{bd, buy, fr, good, join, offer};
use crate::state::{State, Work};
use smokestack_core::Msg;

fn list(goods: &[(crate::data::Good, u16)], n: u16) -> Msg {
    join(
        goods
            .iter()
            .map(|(g, k)| {
                Msg::new("lh.n_good")
                    .arg("n", u32::from(*k) * u32::from(n))
                    .arg("good", good(*g))
            })
            .collect(),
        "lh.join.plus",
    )
}

/// "pay …, receive …" for `n` runs of `c`.
fn conv_words(b: Bd, c: &Conv, n: u16) -> Msg {
    let n32 = u32::from(n);
    let mut pay = Vec::new();
    if !c.give.is_empty() {
        pay.push(list(c.give, n));
    }
    if c.give_francs > 0 {
        pay.push(fr(u32::from(c.give_francs) * n32));
    }
    if c.give_food > 0 {
        pay.push(Msg::new("lh.n_food").arg("n", u32::from(c.give_food) * n32));
    }
    // Forged huge amounts are only echoed (`Energy::total` is u16).
    let e = if n > 999 { 0 } else { c.energy.total(n) };
    if e > 0 {
        pay.push(Msg::new("lh.n_energy").arg("n", e));
    }
    let mut get = Vec::new();
    if !c.get.is_empty() {
        get.push(list(c.get, n));
    }
    if c.get_francs > 0 {
        get.push(fr(u32::from(c.get_francs) * n32));
    }
    Msg::new("lh.conv.special")
        .arg("b", bd(b))
        .arg("pay", join(pay, "lh.join.plus"))
        .arg("get", join(get, "lh.join.plus"))
}

pub fn amount_text(_s: &State, _seat: usize, w: &Work, n: u16) -> Option<Msg> {
    let c = part_at(w.b, w.stage)?;
    Some(conv_words(w.b, &c, n))
}

pub fn choose_text(s: &State, seat: usize, w: &Work, c: u8) -> Option<Msg> {
    Some(match w.b {
        Bd::CoalTrader
        | Bd::Furriery
        | Bd::CattleMarket
        | Bd::BrickTrader
        | Bd::Inn
        | Bd::CanneryRow => {
            let row = part_at(w.b, c.checked_add(1)?)?;
            let most = row.most(&s.players[seat]);
            let again = convs::parts(w.b).is_some_and(|(_, either)| !either);
            Msg::new(if again {
                "lh.choose.row"
            } else {
                "lh.choose.row_only"
            })
            .arg("conv", conv_words(w.b, &row, 1))
            .arg("most", most)
        }
        Bd::HaulageFirm if haulage_pairs(s).contains(&c) => {
            let (a, b) = (c as usize, c as usize + 1);
            Msg::new("lh.haulage")
                .arg("b", bd(w.b))
                .arg("n1", s.offers[a])
                .arg("o1", offer(OFFERS[a]))
                .arg("n2", s.offers[b])
                .arg("o2", offer(OFFERS[b]))
        }
        Bd::FleaMarket if flea_twos(s).contains(&c) => {
            let ones: Vec<Msg> = (0..OFFERS.len())
                .filter(|i| s.offers[*i] == 1)
                .map(|i| Msg::new("lh.one_offer").arg("offer", offer(OFFERS[i])))
                .collect();
            let two = offer(OFFERS[c as usize]);
            if ones.is_empty() {
                Msg::new("lh.flea").arg("b", bd(w.b)).arg("offer", two)
            } else {
                Msg::new("lh.flea.and")
                    .arg("b", bd(w.b))
                    .arg("offer", two)
                    .arg("ones", join(ones, "lh.join.comma"))
            }
        }
        Bd::PicketLine => Msg::new("lh.picket")
            .arg("b", bd(w.b))
            .arg("offer", offer(*OFFERS.get(c as usize)?))
            .arg("n", *s.offers.get(c as usize)?),
        Bd::HarbourWatch => Msg::new("lh.harbour_watch")
            .arg("b", bd(w.b))
            .arg("target", bd(by_index(c)?)),
        Bd::ConstructionSite if w.stage == 0 => Msg::new("lh.site.bring")
            .arg("site", bd(w.b))
            .arg("b", bd(*s.players[seat].hand.get(c as usize)?)),
        Bd::ConstructionSite => {
            let b = by_index(w.count as u8)?;
            if c == 0 {
                buy(b)
            } else {
                Msg::new("lh.site.leave").arg("b", bd(b))
            }
        }
        Bd::TraffickingSpot => Msg::new(if c == 0 {
            "lh.trafficking.basic"
        } else {
            "lh.trafficking.upgraded"
        })
        .arg("b", bd(w.b)),
        _ => return None,
    })
}
