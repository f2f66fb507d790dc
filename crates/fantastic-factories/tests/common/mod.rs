//! Building blocks for rule tests: a set-up table, positions arranged by hand, and actions
//! applied through the validating `Game::apply`, so every test also proves legality.
#![allow(dead_code)]

use fantastic_factories::data::Bp;
use fantastic_factories::state::{Phase, State};
use fantastic_factories::{Action, FantasticFactories as FF};
use smokestack_core::{Game, GameRng};

pub fn rng() -> GameRng {
    GameRng::new(99)
}

/// A fresh game; `settings` as the CLI's `--options`.
pub fn new_game(players: u8, seed: u64, settings: &[(&str, &str)]) -> State {
    let settings: Vec<(String, String)> = settings
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let o = FF::options(players, &settings).expect("options");
    FF::setup(&o, &mut GameRng::new(seed)).expect("setup")
}

/// A game in its work phase, every seat with exactly `dice` unplaced (faces), empty hand and
/// compound, no resources: the test then adds what it needs.
pub fn work_phase(players: u8, dice: &[u8]) -> State {
    let mut s = new_game(players, 1, &[]);
    s.phase = Phase::Work;
    for seat in 0..players as usize {
        let hand = std::mem::take(&mut s.players[seat].hand);
        s.discard.extend(hand);
        let p = &mut s.players[seat];
        p.metal = 0;
        p.energy = 0;
        p.free = [0; 6];
        p.dice = 0;
        for &f in dice {
            p.free[f as usize - 1] += 1;
            p.dice += 1;
        }
    }
    s
}

/// Moves one copy of `card` from wherever it lies in the supply (deck, discard, market) into
/// `seat`'s compound or hand, keeping the 74 cards conserved.
pub fn give_card(s: &mut State, seat: usize, card: Bp, to_compound: bool) {
    take_from_supply(s, card);
    if to_compound {
        s.players[seat].compound.push(card);
    } else {
        s.players[seat].add_to_hand(card);
    }
}

pub fn take_from_supply(s: &mut State, card: Bp) {
    if let Some(i) = s.deck.iter().position(|&c| c == card) {
        s.deck.remove(i);
    } else if let Some(i) = s.discard.iter().position(|&c| c == card) {
        s.discard.remove(i);
    } else if let Some(slot) = s.market.iter_mut().find(|m| **m == Some(card)) {
        // The slot is left empty; tests that care refill it themselves.
        *slot = None;
    } else {
        panic!("no {card:?} left in the supply");
    }
}

/// Puts `card` on top of the deck (next to be drawn).
pub fn stack_deck(s: &mut State, card: Bp) {
    take_from_supply(s, card);
    s.deck.push(card);
}

pub fn apply(s: &mut State, seat: u8, a: Action) {
    let mut r = rng();
    if let Err(e) = FF::apply(s, seat, &a, &mut r) {
        panic!(
            "{a:?} by seat {seat} should be legal: {e}\nlegal: {:?}",
            FF::legal(s, seat)
        );
    }
    FF::check_invariants(s).expect("invariants");
}

pub fn is_legal(s: &State, seat: u8, a: &Action) -> bool {
    FF::legal(s, seat).contains(a)
}

/// An illegal action is an error and changes nothing.
pub fn assert_illegal(s: &mut State, seat: u8, a: Action) {
    let before = s.clone();
    assert!(
        FF::apply(s, seat, &a, &mut rng()).is_err(),
        "{a:?} should be illegal"
    );
    assert_eq!(*s, before);
}

pub fn activate(card: Bp, dice: [u8; 3], opt: u8) -> Action {
    Action::Activate {
        card,
        copy: false,
        dice,
        opt,
    }
}
