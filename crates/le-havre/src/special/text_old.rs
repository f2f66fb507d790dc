//! Words for the `Amount` and `Choose` steps of special buildings (describe.rs asks here).

use super::convs::{self, part_at};
use super::picks::{flea_twos, haulage_pairs};
use super::visits::by_index;
use crate::convert::Conv;
use crate::data::{Bd, OFFERS};
use crate::state::{State, Work};

fn list(goods: &[(crate::data::Good, u16)], n: u16) -> String {
    goods
        .iter()
        .map(|(g, k)| format!("{} {}", *k as u32 * n as u32, g.name()))
        .collect::<Vec<_>>()
        .join(" + ")
}

/// "pay …, receive …" for `n` runs of `c`.
fn conv_words(b: Bd, c: &Conv, n: u16) -> String {
    let mut pay = Vec::new();
    if !c.give.is_empty() {
        pay.push(list(c.give, n));
    }
    if c.give_francs > 0 {
        pay.push(format!("{} fr", c.give_francs as u32 * n as u32));
    }
    if c.give_food > 0 {
        pay.push(format!("{} food", c.give_food as u32 * n as u32));
    }
    // Forged huge amounts are only echoed (`Energy::total` is u16).
    let e = if n > 999 { 0 } else { c.energy.total(n) };
    if e > 0 {
        pay.push(format!("{e} energy"));
    }
    let mut get = Vec::new();
    if !c.get.is_empty() {
        get.push(list(c.get, n));
    }
    if c.get_francs > 0 {
        get.push(format!("{} fr", c.get_francs as u32 * n as u32));
    }
    format!(
        "{}: pay {} → {}",
        b.name(),
        pay.join(" + "),
        get.join(" + ")
    )
}

pub fn amount_text(_s: &State, _seat: usize, w: &Work, n: u16) -> Option<String> {
    let c = part_at(w.b, w.stage)?;
    Some(conv_words(w.b, &c, n))
}

pub fn choose_text(s: &State, seat: usize, w: &Work, c: u8) -> Option<String> {
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
            format!(
                "{} (up to {most}×){}",
                conv_words(w.b, &row, 1),
                if again { "" } else { " — only this" }
            )
        }
        Bd::HaulageFirm if haulage_pairs(s).contains(&c) => {
            let (a, b) = (c as usize, c as usize + 1);
            format!(
                "Haulage Firm: pay 3 fr, take {} {} and {} {}",
                s.offers[a],
                OFFERS[a].name(),
                s.offers[b],
                OFFERS[b].name()
            )
        }
        Bd::FleaMarket if flea_twos(s).contains(&c) => {
            let ones: Vec<String> = (0..OFFERS.len())
                .filter(|i| s.offers[*i] == 1)
                .map(|i| format!("1 {}", OFFERS[i].name()))
                .collect();
            let mut t = format!("Flea Market: take the 2 {}", OFFERS[c as usize].name());
            if !ones.is_empty() {
                t.push_str(&format!(" and {}", ones.join(", ")));
            }
            t
        }
        Bd::PicketLine => format!(
            "Picket Line: take the {} offer ({})",
            OFFERS.get(c as usize)?.name(),
            s.offers.get(c as usize)?
        ),
        Bd::HarbourWatch => {
            let b = by_index(c)?;
            format!(
                "Harbour Watch: pay 1 fr per worker on {}, send them off and use it",
                b.name()
            )
        }
        Bd::ConstructionSite if w.stage == 0 => {
            let b = s.players[seat].hand.get(c as usize)?;
            format!("Construction Site: bring {} into the town", b.name())
        }
        Bd::ConstructionSite => {
            let b = by_index(w.count as u8)?;
            if c == 0 {
                format!("Buy {} for {} fr", b.name(), b.data().price.unwrap_or(0))
            } else {
                format!("Leave {} with the town", b.name())
            }
        }
        Bd::TraffickingSpot => {
            if c == 0 {
                "Trafficking Spot: swap up to 3 basic goods".into()
            } else {
                "Trafficking Spot: swap up to 3 upgraded goods".into()
            }
        }
        _ => return None,
    })
}
