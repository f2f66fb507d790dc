//! One door for every building: whether it can be used, what entering does, and the moments
//! other rules hook into (a worker leaving, a building gained, a special card revealed).
//! Standard buildings live in `standard.rs`, special ones in `special.rs`.

use crate::actions::Action;
use crate::data::{Bd, Fee, Offer};
use crate::special;
use crate::standard;
use crate::state::{State, Work};

pub fn usable(s: &State, seat: usize, b: Bd) -> bool {
    if b.is_special() {
        special::usable(s, seat, b)
    } else {
        standard::usable(s, seat, b)
    }
}

/// Carry out `b`'s action once the fee is paid.
pub fn start(s: &mut State, seat: usize, b: Bd) {
    if b.is_special() {
        special::start(s, seat, b)
    } else {
        standard::start(s, seat, b)
    }
}

pub fn work_legal(s: &State, seat: usize, w: &Work, out: &mut Vec<Action>) {
    if w.b.is_special() {
        special::legal(s, seat, w, out)
    } else {
        standard::legal(s, seat, w, out)
    }
}

pub fn work_perform(s: &mut State, seat: usize, w: &Work, a: &Action) {
    if w.b.is_special() {
        special::perform(s, seat, w, a)
    } else {
        standard::perform(s, seat, w, a)
    }
}

/// The fee `seat` owes to enter `b` (Main Station's free visits: `special::fee`).
pub fn fee(s: &State, seat: usize, b: Bd) -> Fee {
    special::fee(s, seat, b).unwrap_or(b.data().fee)
}

pub fn on_turn_start(s: &mut State, seat: usize) {
    special::on_turn_start(s, seat)
}

pub fn interest_exempt(s: &State, seat: usize) -> bool {
    special::interest_exempt(s, seat)
}

/// Main Station's two visits: no offer space this turn.
pub fn buildings_only(s: &State, seat: usize) -> bool {
    special::buildings_only(s, seat)
}

pub fn buyable(s: &State, b: Bd) -> bool {
    special::buyable(s, b)
}

/// Whether `b`'s card lets it be sold at all (GH31 Rattletrap Car never is).
pub fn sellable(b: Bd) -> bool {
    special::sellable(b)
}

/// A worker is taken off `b` by someone else's doing: home, or to a revealed Dive Bar.
pub fn evict(s: &mut State, seat: usize, b: Bd) {
    special::evict(s, seat, b)
}

pub fn on_offer_taken(s: &mut State, seat: usize, o: Offer) {
    special::on_offer_taken(s, seat, o)
}

pub fn on_worker_left(s: &mut State, seat: usize, left: Option<Bd>) {
    special::on_worker_left(s, seat, left)
}

pub fn on_enter(s: &mut State, seat: usize, b: Bd, owner: Option<usize>) {
    special::on_enter(s, seat, b, owner)
}

/// `seat` now owns `b` (built, bought, taken).
pub fn gain(s: &mut State, seat: usize, b: Bd) {
    s.players[seat].buildings.push(b);
    special::on_gain(s, seat, b);
    after_stack_change(s);
}

pub fn extra_food(s: &State, seat: usize) -> u16 {
    special::extra_food(s, seat)
}

pub fn before_feeding(s: &mut State) {
    special::before_feeding(s)
}

/// SPC symbol: the top special building joins the town (FACTS §7.1).
pub fn reveal_special(s: &mut State) {
    if s.specials.is_empty() {
        return;
    }
    let b = s.specials.remove(0);
    s.reveals += 1;
    for k in &mut s.known_top {
        *k = k.saturating_sub(1);
    }
    special::on_reveal(s, b);
    after_stack_change(s);
}

pub fn after_stack_change(s: &mut State) {
    special::after_stack_change(s)
}

/// Goods were received: the Rattletrap Car watches for iron.
pub fn gained_goods(s: &mut State, seat: usize) {
    special::gained_goods(s, seat)
}

/// Tobacco Factory: may `seat` enter its own `b` while another worker stands there?
pub fn may_displace(s: &State, seat: usize, b: Bd) -> bool {
    special::may_displace(s, seat, b)
}

/// Each action starts here (the Rattletrap Car counts iron from this moment).
pub fn before_action(s: &mut State) {
    special::before_action(s)
}
