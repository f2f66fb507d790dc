//! The heuristic bot: one step ahead on a copy of the game, scored by what the seat would be
//! worth, how well it can feed its workers in the rounds to come, and its goods.

use crate::actions::Action;
use crate::data::{GOODS, ROUND_CARDS};
use crate::flow;
use crate::round;
use crate::scoring;
use crate::state::State;
use smokestack_core::GameRng;

/// Food still to find over the rest of the game beyond what ships supply.
fn food_gap(s: &State, seat: usize) -> i32 {
    let supplied = round::food_supplied(s, seat) as i32;
    let n = s.n();
    let mut gap = 0;
    for r in s.round..=s.rounds_total() {
        let c = &ROUND_CARDS[s.rounds[(r - 1) as usize] as usize];
        gap += (c.food(n) as i32 - supplied).max(0);
    }
    gap
}

/// How good `s` is for `seat`, in francs.
pub fn eval(s: &State, seat: usize) -> f32 {
    let p = &s.players[seat];
    let worth = scoring::total(p) as f32;
    let goods: f32 = GOODS
        .iter()
        .map(|g| {
            let w = 0.45 * g.francs() as f32 + 0.5 * g.food() as f32 + 0.25 * g.energy() as f32;
            w * p.has(*g) as f32
        })
        .sum();
    let gap = food_gap(s, seat) as f32;
    let food: f32 = GOODS
        .iter()
        .map(|g| g.food() as f32 * p.has(*g) as f32)
        .sum();
    // Each unit of food not yet covered will cost about a franc and a half of actions.
    let uncovered = (gap - food - p.francs as f32 * 0.5).max(0.0);
    let useful = p.buildings.iter().filter(|b| b.enterable()).count() as f32 * 2.0;
    worth + goods + useful - 0.8 * uncovered
}

pub fn choose(s: &State, seat: usize, legal: &[Action], rng: &mut GameRng) -> usize {
    if legal.len() <= 1 {
        return 0;
    }
    let mut best = (f32::MIN, 0);
    for (i, a) in legal.iter().enumerate() {
        let mut t = s.clone();
        flow::perform(&mut t, seat, a);
        flow::settle(&mut t);
        let mut v = eval(&t, seat);
        // Prefer finishing a visit over idling, and ending the turn only when nothing helps.
        if matches!(a, Action::EndTurn) {
            v -= 0.01;
        }
        v += rng.below(100) as f32 * 1e-4;
        if v > best.0 {
            best = (v, i);
        }
    }
    best.1
}
