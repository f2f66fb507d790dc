//! Building blocks for rule tests: a set-up table, positions arranged by hand, and actions
//! applied through the validating `Game::apply`, so every test also proves legality.
#![allow(dead_code)]

use factory_manager::data::{TileId, find};
use factory_manager::state::{Phase, State};
use factory_manager::{Action, FactoryManager as FM};
use smokestack_core::{Game, GameRng, Illegal};

pub fn rng() -> GameRng {
    GameRng::new(99)
}

/// A fresh game; `settings` as the CLI's `--options`.
pub fn new_game(players: u8, seed: u64, settings: &[(&str, &str)]) -> State {
    let settings: Vec<(String, String)> = settings
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let o = FM::options(players, &settings).expect("options");
    FM::setup(&o, &mut GameRng::new(seed)).expect("setup")
}

/// A fresh game under rules `version` (today's or a kept one).
pub fn new_game_as(players: u8, seed: u64, settings: &[(&str, &str)], version: u32) -> State {
    let settings: Vec<(String, String)> = settings
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let o = FM::options(players, &settings).expect("options");
    FM::setup_as(&o, &mut GameRng::new(seed), version).expect("setup")
}

/// Applies a legal action (panics with the legal list when it is not legal).
pub fn act(s: &mut State, seat: u8, a: Action) {
    if let Err(e) = FM::apply(s, seat, &a, &mut rng()) {
        panic!(
            "{e}: {a:?} by seat {}; legal: {:?}",
            seat + 1,
            FM::legal(s, seat)
        );
    }
    FM::check_invariants(s).expect("invariants");
}

pub fn refused(s: &State, seat: u8, a: Action) -> Illegal {
    let mut t = s.clone();
    let e = FM::apply(&mut t, seat, &a, &mut rng()).expect_err("should be illegal");
    assert_eq!(&t, s, "a refused action leaves the state untouched");
    e
}

pub fn legal(s: &State, seat: u8) -> Vec<Action> {
    FM::legal(s, seat)
}

pub fn tid(id: &str) -> TileId {
    find(id)
}

/// Round 1 arranged: seat i holds old order tile `old[i]`, tiles `revealed` are up for
/// auction and the rest of the draw stack is set aside.
pub fn arrange_auction(s: &mut State, old: &[u8], revealed: &[u8]) {
    let n = s.players.len();
    let all: Vec<u8> = (1..=(2 * n as u8 + 2)).collect();
    for (p, &o) in s.players.iter_mut().zip(old) {
        p.order = o;
    }
    s.revealed = revealed.to_vec();
    s.unused = all
        .iter()
        .copied()
        .filter(|t| !old.contains(t) && !revealed.contains(t))
        .collect();
    s.order_stack.clear();
    s.phase = Phase::Auction;
    s.auction = None;
}

/// Plays the auction so that seat i wins `wins[i]` for 0 workers, openers in turn.
pub fn auction_for(s: &mut State, wins: &[u8]) {
    while s.phase == Phase::Auction {
        let seat = FM::to_act(s)[0];
        match &s.auction {
            None => act(
                s,
                seat,
                Action::Open {
                    tile: wins[seat as usize],
                    bid: 0,
                },
            ),
            Some(_) => act(s, seat, Action::Pass),
        }
    }
}

/// Makes the top of the energy stack a tile of value `v`, keeping the 8 tiles.
pub fn next_energy(s: &mut State, v: u8) {
    if s.energy_stack.last() == Some(&v) {
        return;
    }
    if let Some(i) = s.energy_stack.iter().position(|&x| x == v) {
        let top = s.energy_stack.len() - 1;
        s.energy_stack.swap(i, top);
    } else if let Some(i) = s.energy_removed.iter().position(|&x| x == v) {
        let top = s.energy_stack.len() - 1;
        std::mem::swap(&mut s.energy_stack[top], &mut s.energy_removed[i]);
    }
    assert_eq!(s.energy_stack.last(), Some(&v));
}

/// Every seat in turn ends phase 2 by picking from the first non-empty column, and stops its
/// extras.
pub fn finish_market(s: &mut State) {
    while s.phase == Phase::Market {
        let seat = FM::to_act(s)[0];
        let l = legal(s, seat);
        let a = if l.contains(&Action::StopPicking) {
            Action::StopPicking
        } else {
            l[0]
        };
        act(s, seat, a);
    }
}

/// Every seat in turn ends phase 3 without buying or hiring.
pub fn finish_build(s: &mut State) {
    while matches!(s.phase, Phase::Build { .. }) {
        let seat = FM::to_act(s)[0];
        let a = match s.phase {
            Phase::Build { hiring: false } => Action::EndBuilding,
            _ => Action::EndTurn,
        };
        act(s, seat, a);
    }
}

/// Every seat in turn confirms phase 4 as it stands.
pub fn finish_adjust(s: &mut State) {
    while s.phase == Phase::Adjust {
        let seat = FM::to_act(s)[0];
        act(s, seat, Action::Confirm);
    }
}
