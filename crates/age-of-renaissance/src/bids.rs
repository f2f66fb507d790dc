//! The two secret, simultaneous bids: capital (FACTS §5.2) and Order of Play (FACTS §5.3).

use crate::actions::Action;
use crate::data::{self, Pid};
use crate::setup;
use crate::state::State;
use smokestack_core::GameRng;

/// Capital bid (FACTS §5.2): a secret preference list of the capitals in play (the last one
/// follows), then a bid of $0–$40.
pub fn capital_legal(s: &State, seat: usize, out: &mut Vec<Action>) {
    let p = &s.players[seat];
    if p.capital_bid.is_some() {
        return;
    }
    let caps = setup::capitals_in_play(s.seats());
    if p.prefs.len() + 1 < caps.len() {
        out.extend(
            caps.iter()
                .filter(|c| !p.prefs.contains(c))
                .map(|&c| Action::Prefer(c)),
        );
    } else {
        out.extend((0..=data::START_CASH as u8).map(Action::CapitalBid));
    }
}

pub fn capital_perform(s: &mut State, seat: usize, a: &Action) {
    let caps = setup::capitals_in_play(s.seats());
    let p = &mut s.players[seat];
    match *a {
        Action::Prefer(c) => p.prefs.push(c),
        Action::CapitalBid(b) => {
            // The last capital is the one left.
            if let Some(&last) = caps.iter().find(|c| !p.prefs.contains(c)) {
                p.prefs.push(last);
            }
            p.capital_bid = Some(b);
        }
        _ => {}
    }
}

pub fn capital_all_in(s: &State) -> bool {
    s.players.iter().all(|p| p.capital_bid.is_some())
}

/// The reveal (FACTS §5.2): highest bid picks first; ties by a die roll, high first (a random
/// order among the tied is the same chance); each takes its best free capital and keeps
/// $40 − bid; a domination marker goes on it (dominated from the start). Pick order is the
/// permanent tie-breaker of Order of Play.
pub fn capital_resolve(s: &mut State, rng: &mut GameRng) {
    let mut seats: Vec<u8> = (0..s.seats()).collect();
    rng.shuffle(&mut seats);
    seats.sort_by_key(|&x| std::cmp::Reverse(s.players[x as usize].capital_bid.unwrap_or(0)));
    let mut taken: Vec<Pid> = Vec::new();
    for (rank, &seat) in seats.iter().enumerate() {
        let p = &mut s.players[seat as usize];
        let cap = p
            .prefs
            .iter()
            .copied()
            .find(|c| !taken.contains(c))
            .expect("a capital is left for everyone");
        taken.push(cap);
        p.capital = Some(cap);
        p.capital_rank = rank as u8;
        p.cash = data::START_CASH - p.capital_bid.unwrap_or(0) as u32;
        p.markers -= 1;
        let sp = &mut s.spaces[cap as usize];
        sp.dom = Some(seat);
        sp.dom_fresh = false;
    }
}

/// Order-of-Play bid (FACTS §5.3): tokens at $1 each, or a negative number −k (pay $k, no
/// tokens) to go earlier; bidding more than the stock holds buys only the stock (overpaying
/// to go last). Every bid from −cash to cash.
pub fn order_legal(s: &State, seat: usize, out: &mut Vec<Action>) {
    let p = &s.players[seat];
    if p.order_bid.is_some() || p.out() {
        return;
    }
    let c = p.cash as i32;
    out.extend((-c..=c).map(Action::OrderBid));
}

pub fn order_all_in(s: &State) -> bool {
    s.players.iter().all(|p| p.out() || p.order_bid.is_some())
}

/// The reveal (FACTS §5.3): pay; fewest tokens first; ties to the worse capital pick.
pub fn order_resolve(s: &mut State) {
    for p in s.players.iter_mut().filter(|p| !p.out()) {
        let bid = p.order_bid.take().unwrap_or(0);
        p.bid = bid;
        p.cash -= bid.unsigned_abs();
        let tokens = (bid.max(0) as u32).min(p.stock as u32) as u8;
        p.pool = tokens;
        p.stock -= tokens;
        p.written_cash = p.cash;
    }
    let mut order: Vec<u8> = (0..s.seats()).collect();
    order.sort_by_key(|&x| {
        let p = &s.players[x as usize];
        (p.out(), p.bid, std::cmp::Reverse(p.capital_rank))
    });
    s.order = order;
}
