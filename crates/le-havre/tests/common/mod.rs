//! Building blocks for the Le Havre rule tests: a set-up table, positions arranged by hand, and
//! actions applied through the validating `Game::apply`, so every test also proves legality.
#![allow(dead_code)]

use le_havre::actions::{FeeWay, Token};
use le_havre::data::{Bd, Good, ROUND_CARDS, ShipType};
use le_havre::state::{Phase, State, Step};
use le_havre::{Action, LeHavre};
use smokestack_core::{Game, GameRng};

pub fn rng() -> GameRng {
    GameRng::new(99)
}

/// A fresh game; `settings` as the CLI's `--options`.
pub fn game(players: u8, seed: u64, settings: &[(&str, &str)]) -> State {
    let settings: Vec<(String, String)> = settings
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let o = le_havre::setup::options(players, &settings).expect("options");
    le_havre::setup::setup(&o, &mut GameRng::new(seed)).expect("setup")
}

/// A full game at seat 1's first main action with nothing in anyone's hands: no francs, no
/// goods, empty construction stacks, no special buildings, one good on every offer space. The
/// town holds only the three start buildings. Tests add what they need.
pub fn bare(players: u8) -> State {
    let mut s = game(players, 3, &[]);
    for p in &mut s.players {
        p.francs = 0;
        p.goods = [0; 16];
    }
    s.stacks = Default::default();
    s.specials.clear();
    s.leftover.clear();
    s.offers = [1; 7];
    s
}

/// Where `put` moves a building to.
#[derive(Clone, Copy, Debug)]
pub enum At {
    Town,
    Seat(usize),
    /// Into construction stack `i`, kept sorted by number.
    Stack(usize),
    /// Out of play.
    Box,
}

/// Moves `b` from wherever it is to `at`.
pub fn put(s: &mut State, b: Bd, at: At) {
    for st in &mut s.stacks {
        st.retain(|x| *x != b);
    }
    s.town.retain(|x| *x != b);
    s.specials.retain(|x| *x != b);
    s.leftover.retain(|x| *x != b);
    for p in &mut s.players {
        p.buildings.retain(|x| *x != b);
    }
    match at {
        At::Town => s.town.push(b),
        At::Seat(i) => s.players[i].buildings.push(b),
        At::Stack(i) => {
            s.stacks[i].push(b);
            s.stacks[i].sort_by_key(|x| x.data().sort);
        }
        At::Box => {}
    }
}

pub fn give(s: &mut State, seat: usize, g: Good, n: u16) {
    s.players[seat].add(g, n);
}

pub fn has(s: &State, seat: usize, g: Good) -> u16 {
    s.players[seat].has(g)
}

pub fn legal(s: &State, seat: usize) -> Vec<Action> {
    LeHavre::legal(s, seat as u8)
}

/// Applies a legal action (panics with the legal list otherwise) and checks the invariants.
pub fn ap(s: &mut State, seat: usize, a: Action) {
    if let Err(e) = LeHavre::apply(s, seat as u8, &a, &mut rng()) {
        panic!(
            "{a:?} by seat {seat} refused: {e:?}\nlegal: {:?}\nsteps: {:?}",
            legal(s, seat),
            s.steps
        );
    }
    if let Err(e) = le_havre::invariants::check(s) {
        panic!("invariant broken after {a:?}: {e}");
    }
}

/// The action is refused and the state stays exactly as it was.
pub fn refused(s: &State, seat: usize, a: Action) {
    let mut t = s.clone();
    assert!(
        LeHavre::apply(&mut t, seat as u8, &a, &mut rng()).is_err(),
        "{a:?} by seat {seat} should be illegal"
    );
    assert_eq!(&t, s, "a refused action changed the state");
}

pub fn can(s: &State, seat: usize, a: &Action) -> bool {
    legal(s, seat).contains(a)
}

pub fn enter(s: &mut State, seat: usize, b: Bd) {
    ap(s, seat, Action::Enter(b, FeeWay::None));
}

pub fn pay(s: &mut State, seat: usize, t: Token, n: u16) {
    ap(s, seat, Action::Pay(t, n));
}

pub fn francs(n: u16) -> Action {
    Action::Pay(Token::Francs, n)
}

pub fn good(g: Good, n: u16) -> Action {
    Action::Pay(Token::Good(g), n)
}

/// The pending payment: (seat, still needed).
pub fn owed(s: &State) -> Option<(usize, u16)> {
    match s.steps.last() {
        Some(Step::Pay { seat, need, .. }) => Some((*seat as usize, *need)),
        _ => None,
    }
}

/// Round card index by code ("R01" → 0).
pub fn card(code: &str) -> u8 {
    ROUND_CARDS.iter().position(|c| c.code == code).unwrap() as u8
}

/// Puts round card `code`'s ship on top of its ship stack.
pub fn ship_on_stack(s: &mut State, code: &str) -> u8 {
    let c = card(code);
    s.ship_stacks[ROUND_CARDS[c as usize].ship as usize].push(c);
    c
}

pub fn ship_type(c: u8) -> ShipType {
    ROUND_CARDS[c as usize].ship
}

/// The current seat ends the round: its 7th turn ends now (main action counted as done).
/// Feeding payments follow.
pub fn end_round(s: &mut State) {
    s.turn = 6;
    s.main_done = true;
    s.steps.clear();
    let seat = s.current as usize;
    ap(s, seat, Action::EndTurn);
}

/// Pays every pending payment with francs, taking loans if need be.
pub fn pay_all_with_francs(s: &mut State) {
    while let Some((seat, need)) = owed(s) {
        let n = (s.players[seat].francs as u16).min(need);
        if n > 0 {
            ap(s, seat, francs(n));
        } else {
            ap(s, seat, Action::TakeLoan);
        }
    }
}

/// Starts the final phase from a quiet point of the last round.
pub fn to_final(s: &mut State) {
    s.round = s.rounds_total();
    end_round(s);
    pay_all_with_francs(s);
    assert_eq!(s.phase, Phase::Final);
}
