//! The heuristic bot (placeholder while the rules settle).
use crate::actions::Action;
use crate::state::State;
use smokestack_core::GameRng;

pub fn choose(_s: &State, _seat: u8, legal: &[Action], rng: &mut GameRng) -> usize {
    rng.below(legal.len())
}
