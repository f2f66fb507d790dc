//! Helpers for the rule tests: games set up and steered to the moment a rule speaks of.
#![allow(dead_code)]

use arkwright_card_game::{Action, Arkwright, Phase, State, Step};
use smokestack_core::{Game, GameRng};

pub fn game(players: u8, settings: &[(&str, &str)]) -> State {
    let settings: Vec<(String, String)> = settings
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let o = Arkwright::options(players, &settings).unwrap();
    Arkwright::setup(&o, &mut GameRng::new(7)).unwrap()
}

/// The seat acting now.
pub fn seat(s: &State) -> u8 {
    Arkwright::to_act(s)[0]
}

pub fn legal(s: &State) -> Vec<Action> {
    Arkwright::legal(s, seat(s))
}

/// Applies a legal action of the acting seat.
pub fn act(s: &mut State, a: Action) {
    let k = seat(s);
    Arkwright::apply(s, k, &a, &mut GameRng::new(99))
        .unwrap_or_else(|e| panic!("{a:?}: {e}; legal {:?}", legal(s)));
    Arkwright::check_invariants(s).unwrap();
}

pub fn illegal(s: &State, a: Action) -> bool {
    !legal(s).contains(&a)
}

/// Setup choices made (development points on the card track), up to the first turn.
pub fn play_setup(s: &mut State) {
    while !matches!(s.phase, Phase::Turn { .. }) {
        let l = legal(s);
        let a = l
            .iter()
            .find(|a| matches!(a, Action::DevPoint { track: 2 }))
            .or_else(|| l.iter().find(|a| **a == Action::Done))
            .copied()
            .unwrap_or(l[0]);
        act(s, a);
    }
}

/// A base game past its setup, seat `seat` about to choose its action.
pub fn turn_of(players: u8, settings: &[(&str, &str)], who: u8) -> State {
    let mut s = game(players, settings);
    play_setup(&mut s);
    s.start = who;
    s.phase = Phase::Turn {
        turn: 0,
        step: Step::Choose,
    };
    s
}

/// Sets the seat to act at `step` of its turn (the last turn of the round).
pub fn at_step(s: &mut State, who: u8, step: Step) {
    let n = s.seats();
    s.start = (who + 1) % n;
    s.phase = Phase::Turn { turn: n - 1, step };
}

/// Ends the round's action phase with `who`'s last step: production follows.
pub fn to_production(s: &mut State) {
    let n = s.seats();
    s.start = 0;
    s.phase = Phase::Turn {
        turn: n - 1,
        step: Step::Develop { discarded: 0 },
    };
    act(s, Action::Done);
}
