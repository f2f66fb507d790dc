//! Income phase (FACTS §5.7) and the shortage/surplus roll (FACTS §5.4).

use crate::cards;
use crate::data::{self, Commodity, adv};
use crate::misery;
use crate::state::State;
use smokestack_core::GameRng;

/// Flip every white piece; pay income (PROVISIONAL table), Interest & Profit, Middle Class;
/// New World (original) or Enlightenment (living rules) relieve one misery; roll shortages and
/// surpluses.
pub fn income(s: &mut State, rng: &mut GameRng) {
    for sp in &mut s.spaces {
        sp.fresh.iter_mut().for_each(|f| *f = 0);
        sp.dom_fresh = false;
    }
    let players = s.seats();
    for p in s.alive().map(usize::from).collect::<Vec<_>>() {
        let base = data::income(s.markets(p), players);
        let pl = &mut s.players[p];
        // Interest & Profit (FACTS §5.7): cash doubled, the bonus at most this income.
        let bonus = if pl.has(adv::INTEREST_PROFIT) {
            pl.cash.min(base)
        } else {
            0
        };
        // Middle Class: +$10 (FACTS §3.1 Z).
        let middle = if pl.has(adv::MIDDLE_CLASS) { 10 } else { 0 };
        pl.cash += base + bonus + middle;
        let relief = if s.rules().living() {
            adv::ENLIGHTENMENT
        } else {
            adv::NEW_WORLD
        };
        if s.players[p].has(relief) {
            misery::better(s, p, 1);
        }
    }
    roll(s, rng);
}

/// The commodity a dice sum names (FACTS §5.4): 12 names Gold and Ivory both.
pub fn by_sum(sum: u8) -> Vec<Commodity> {
    data::data()
        .commodities
        .iter()
        .filter(|r| r.dice_sum == sum)
        .map(|r| r.commodity)
        .collect()
}

/// The one player with the most markets of `c`, and how many (FACTS §5.4: a tie, or nobody,
/// and no one draws or pays).
pub fn top_holder(s: &State, c: Commodity) -> Option<(usize, u32)> {
    let counts: Vec<(usize, u32)> = s
        .alive()
        .map(|p| (p as usize, s.markets_of(p as usize, c)))
        .collect();
    let most = counts.iter().map(|x| x.1).max().unwrap_or(0);
    let mut top = counts.iter().filter(|x| x.1 == most);
    match (top.next(), top.next()) {
        (Some(&(p, _)), None) if most > 0 => Some((p, most)),
        _ => None,
    }
}

/// Old markers go; three dice are rolled twice: white + black pick the commodity, the coloured
/// die the kind (1–3 shortage, 4–6 surplus). A shortage and a surplus cancel; two of a kind
/// stack (FACTS §5.4). Then the sole player with most markets of a marked commodity draws a
/// card (shortage) or pays $1 per such market (surplus).
pub fn roll(s: &mut State, rng: &mut GameRng) {
    s.market = [0; 12];
    for _ in 0..2 {
        let sum = rng.die() + rng.die();
        let kind: i8 = if rng.die() <= 3 { 1 } else { -1 };
        for c in by_sum(sum) {
            s.market[c.index()] += kind;
        }
    }
    for c in Commodity::ALL {
        let m = s.market[c.index()];
        if m == 0 {
            continue;
        }
        let Some((p, most)) = top_holder(s, c) else {
            continue;
        };
        if m > 0 {
            cards::draw(s, p, rng);
        } else {
            let pay = most.min(s.players[p].cash);
            s.players[p].cash -= pay;
        }
    }
}
