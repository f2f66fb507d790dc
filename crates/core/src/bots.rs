//! Bots: one interface, several strengths. A bot never sees the true state: the heuristic gets
//! a state determinized for its seat (everything the seat cannot see dealt anew), the random bot
//! looks at nothing.

use crate::rng::GameRng;
use crate::rules::{Game, Seat};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BotKind {
    /// Uniform over the legal actions: the fuzzer's bot.
    Random,
    /// The game's own rules of thumb.
    Heuristic,
}

impl BotKind {
    pub const ALL: [BotKind; 2] = [BotKind::Random, BotKind::Heuristic];

    pub fn name(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Heuristic => "heuristic",
        }
    }

    pub fn parse(s: &str) -> Option<BotKind> {
        BotKind::ALL.into_iter().find(|k| k.name() == s)
    }

    /// The index of the chosen action in `legal`, which must not be empty.
    pub fn choose<G: Game>(
        self,
        state: &G::State,
        seat: Seat,
        legal: &[G::Action],
        rng: &mut GameRng,
    ) -> usize {
        match self {
            BotKind::Random => rng.below(legal.len()),
            BotKind::Heuristic => {
                let seen = G::determinize(state, seat, rng);
                G::heuristic(&seen, seat, legal, rng).min(legal.len() - 1)
            }
        }
    }
}
