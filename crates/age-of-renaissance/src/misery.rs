//! The Misery Index (FACTS §5.6): steps up and down the track, Chaos, misery relief.

use crate::data::{self, CHAOS, Category};
use crate::state::State;

/// `seat` moves `n` spaces up; past 1000 it falls into Chaos and is out of the game (FACTS
/// §5.6): its cards are discarded (S-PJ) and its pieces leave the map. Simplified: what a
/// player in Chaos leaves on the map is not in any found text; we return it to its stock.
pub fn worse(s: &mut State, seat: usize, n: u32) {
    if s.players[seat].out() || n == 0 {
        return;
    }
    let m = (s.players[seat].misery as u32 + n).min(CHAOS as u32) as u8;
    s.players[seat].misery = m;
    if m >= CHAOS {
        chaos(s, seat);
    }
}

/// `seat` moves `n` spaces down (not below 0).
pub fn better(s: &mut State, seat: usize, n: u32) {
    let p = &mut s.players[seat];
    if p.out() {
        return;
    }
    p.misery = p.misery.saturating_sub(n.min(255) as u8);
}

fn chaos(s: &mut State, seat: usize) {
    let hand = std::mem::take(&mut s.players[seat].hand);
    for c in hand {
        discard(s, c);
    }
    for sp in &mut s.spaces {
        if sp.dom == Some(seat as u8) {
            sp.dom = None;
            sp.dom_fresh = false;
            s.players[seat].markers += 1;
        }
        s.players[seat].stock += sp.tokens[seat];
        sp.tokens[seat] = 0;
        sp.fresh[seat] = 0;
    }
    let p = &mut s.players[seat];
    p.stock += p.pool;
    p.pool = 0;
}

/// A played card: circle cards wait for the next epoch's reshuffle, square cards leave (FACTS §1).
pub fn discard(s: &mut State, card: u8) {
    if data::data().cards[card as usize].circle {
        s.discard.push(card);
    } else {
        s.removed.push(card);
    }
}

/// How many spaces a stabilization cost of `cost` moves an unpaying player up: space by space
/// until the step sizes passed sum to at least the cost, at least one (FACTS §5.6).
pub fn spaces_for(misery: u8, cost: u32) -> u32 {
    let mut paid = 0;
    let mut n = 0;
    let mut at = misery as usize;
    while paid < cost || n == 0 {
        if at >= 25 {
            // Any further step is Chaos.
            return n + 1;
        }
        paid += data::MISERY[at + 1] - data::MISERY[at];
        at += 1;
        n += 1;
    }
    n
}

/// The price of buying back one space (FACTS §5.6): the difference between this space's value
/// and the next lower one, halved with Enlightenment (rounded up), less the MR left from
/// advances bought this turn. Returns (price, MR used).
///
/// Enlightenment halves the price under every rules option: the Korean living-rules text keeps
/// the half-price sentence beside the new misery −1 per turn (FACTS §6 #6 calls it ambiguous;
/// the rulebook wins).
pub fn relief_price(s: &State, seat: usize) -> (u32, u32) {
    let p = &s.players[seat];
    let at = p.misery as usize;
    if at == 0 || at >= CHAOS as usize {
        return (0, 0);
    }
    let mut step = data::MISERY[at] - data::MISERY[at - 1];
    if p.has(data::adv::ENLIGHTENMENT) {
        step = step.div_ceil(2);
    }
    let used = p.mr_left.min(step);
    (step - used, used)
}

/// Whether `seat` may buy back a space now: one space per complete tier per turn.
pub fn may_relieve(s: &State, seat: usize) -> bool {
    let p = &s.players[seat];
    p.misery > 0 && (p.relief_taken as u32) < s.tiers(seat) && relief_price(s, seat).0 <= p.cash
}

/// The categories of the living rules' set bonus (FACTS §5.6, §6 #10).
pub const SET_BONUS: [Category; 3] = [
    Category::Science,
    Category::Commerce,
    Category::Communication,
];

/// Living rules (FACTS §5.6, §6 #10): free relief for 2 / 3 / all advances in each of Science,
/// Commerce and Communication: 1, then 2 more, then 3 more spaces, each once.
pub fn set_bonus(s: &mut State, seat: usize) {
    if !s.rules().living() {
        return;
    }
    let counts = SET_BONUS.map(|c| s.in_category(seat, c));
    let all = [4, 5, 4];
    let level = if counts.iter().zip(all).all(|(&c, a)| c >= a) {
        3
    } else if counts.iter().all(|&c| c >= 3) {
        2
    } else if counts.iter().all(|&c| c >= 2) {
        1
    } else {
        0
    };
    while s.players[seat].set_bonus < level {
        s.players[seat].set_bonus += 1;
        let n = s.players[seat].set_bonus as u32;
        better(s, seat, n);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unpaid_stabilization_moves_until_covered() {
        // FACTS §5.6: $15 with 10-steps = 2 spaces; at high misery one space covers it.
        assert_eq!(spaces_for(0, 15), 2);
        assert_eq!(spaces_for(0, 1), 1);
        assert_eq!(spaces_for(20, 55), 1);
    }
}
