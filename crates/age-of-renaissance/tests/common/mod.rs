//! Helpers for the rule tests: a game at a chosen phase, legal-checked actions.
#![allow(dead_code)]

use age_of_renaissance::{Action, AgeOfRenaissance, Phase, State, data};
use smokestack_core::{Game, GameRng};

pub fn settings(kv: &[(&str, &str)]) -> Vec<(String, String)> {
    kv.iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

pub fn game(players: u8, kv: &[(&str, &str)], seed: u64) -> (State, GameRng) {
    let o = AgeOfRenaissance::options(players, &settings(kv)).unwrap();
    let mut rng = GameRng::new(seed);
    let s = AgeOfRenaissance::setup(&o, &mut rng).unwrap();
    (s, rng)
}

/// Applies `a` for `seat`, which must be legal.
pub fn act(s: &mut State, seat: u8, a: Action, rng: &mut GameRng) {
    AgeOfRenaissance::apply(s, seat, &a, rng).unwrap_or_else(|e| panic!("{a:?}: {e}"));
}

pub fn legal(s: &State, seat: u8) -> Vec<Action> {
    AgeOfRenaissance::legal(s, seat)
}

pub fn pid(name: &str) -> u8 {
    data::data().pid(name).unwrap_or_else(|| panic!("{name}"))
}

pub fn card(name: &str) -> u8 {
    data::data().card(name).unwrap_or_else(|| panic!("{name}"))
}

/// Through the opening: every seat returns its first card, lists the capitals in `caps`
/// order (names), and bids its seat number; the game then waits at turn 1's Order-of-Play bid.
pub fn opened(players: u8, kv: &[(&str, &str)], seed: u64) -> (State, GameRng) {
    let (mut s, mut rng) = game(players, kv, seed);
    if s.phase == Phase::Return {
        for seat in 0..players {
            let c = s.players[seat as usize].hand[0];
            act(&mut s, seat, Action::ReturnCard(c), &mut rng);
        }
    }
    for seat in 0..players {
        while let Some(Action::Prefer(p)) = legal(&s, seat).first().cloned() {
            act(&mut s, seat, Action::Prefer(p), &mut rng);
        }
        act(&mut s, seat, Action::CapitalBid(seat), &mut rng);
    }
    assert_eq!(s.phase, Phase::OrderBid);
    (s, rng)
}

/// Through turn 1's Order-of-Play bid with `bids` per seat.
pub fn bid(s: &mut State, rng: &mut GameRng, bids: &[i32]) {
    for (seat, &b) in bids.iter().enumerate() {
        act(s, seat as u8, Action::OrderBid(b), rng);
    }
}

/// An empty map: every piece back to its owner (markers to the mat, tokens to stock).
pub fn clear_map(s: &mut State) {
    for p in 0..s.spaces.len() {
        age_of_renaissance::cards::clear(s, p);
    }
}

/// Puts a controlled domination marker of `seat` in `p`.
pub fn dominate(s: &mut State, seat: usize, p: u8) {
    age_of_renaissance::cards::clear(s, p as usize);
    s.players[seat].markers -= 1;
    s.spaces[p as usize].dom = Some(seat as u8);
    s.spaces[p as usize].dom_fresh = false;
}

/// Puts `n` controlled tokens of `seat` in `p`.
pub fn tokens(s: &mut State, seat: usize, p: u8, n: u8) {
    s.players[seat].stock -= n;
    s.spaces[p as usize].tokens[seat] += n;
}

/// Moves `card` from wherever it is into `seat`'s hand.
pub fn give(s: &mut State, seat: usize, card: u8) {
    s.deck.retain(|&c| c != card);
    s.discard.retain(|&c| c != card);
    s.removed.retain(|&c| c != card);
    s.withheld.retain(|&c| c != card);
    for f in &mut s.future {
        f.retain(|&c| c != card);
    }
    for p in &mut s.players {
        p.hand.retain(|&c| c != card);
    }
    s.players[seat].hand.push(card);
}

/// The first in order (Barcelona) attacks Toledo (size 3), where the second and third in order
/// hold one token each, under rules `version`. Returns (state, attacker, defenders in order).
pub fn toledo(version: u32) -> (State, u8, u8, u8) {
    let (mut s, mut rng) = opened(3, &[], 41);
    bid(&mut s, &mut rng, &[0, 0, 0]);
    s.version = version;
    clear_map(&mut s);
    let (a, d1, d2) = (s.order[0], s.order[1], s.order[2]);
    s.players[a as usize].capital = Some(pid("Barcelona"));
    dominate(&mut s, a as usize, pid("Barcelona"));
    tokens(&mut s, d1 as usize, pid("Toledo"), 1);
    tokens(&mut s, d2 as usize, pid("Toledo"), 1);
    s.phase = Phase::Expansion;
    s.cursor = 0;
    s.players[a as usize].stock -= 10;
    s.players[a as usize].pool = 10;
    for p in &mut s.players {
        let h = std::mem::take(&mut p.hand);
        s.discard.extend(h);
    }
    (s, a, d1, d2)
}
