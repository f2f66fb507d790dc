//! Bots: one interface, several strengths. A bot never sees the true state: the heuristic gets
//! a state determinized for its seat (everything the seat cannot see dealt anew), the search
//! determinizes anew on every iteration, the random bot looks at nothing.

use crate::rng::GameRng;
use crate::rules::{Game, Seat};
use crate::search::{self, Budget};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BotKind {
    /// Uniform over the legal actions: the fuzzer's bot.
    Random,
    /// The game's own rules of thumb.
    Heuristic,
    /// Information-set Monte Carlo tree search (`search`), with the heuristic in its playouts.
    Search(Budget),
}

impl BotKind {
    /// The cheap bots, which simulations and benchmarks run by the thousand.
    pub const ALL: [BotKind; 2] = [BotKind::Random, BotKind::Heuristic];

    /// `random`, `heuristic`, `search` (the default budget), `search:iters=N` or
    /// `search:ms=N`; `parse` reads it back.
    pub fn name(self) -> String {
        match self {
            BotKind::Random => "random".into(),
            BotKind::Heuristic => "heuristic".into(),
            BotKind::Search(b) if b == Budget::DEFAULT => "search".into(),
            BotKind::Search(Budget::Iterations(n)) => format!("search:iters={n}"),
            BotKind::Search(Budget::Millis(ms)) => format!("search:ms={ms}"),
        }
    }

    /// A bot from its name (as `name` writes it). Budgets must be at least 1 and at most
    /// `Budget::MAX_ITERATIONS` iterations or `Budget::MAX_MILLIS` milliseconds, written as
    /// plain digits.
    pub fn parse(s: &str) -> Option<BotKind> {
        match s {
            "random" => return Some(BotKind::Random),
            "heuristic" => return Some(BotKind::Heuristic),
            "search" => return Some(BotKind::Search(Budget::DEFAULT)),
            _ => {}
        }
        let rest = s.strip_prefix("search:")?;
        let (key, value) = rest.split_once('=')?;
        // One spelling per number: no sign, no leading zeros.
        if value.is_empty() || !value.bytes().all(|b| b.is_ascii_digit()) || value.starts_with('0')
        {
            return None;
        }
        let n: u32 = value.parse().ok()?;
        match key {
            "iters" if n <= Budget::MAX_ITERATIONS => Some(BotKind::Search(Budget::Iterations(n))),
            "ms" if n <= Budget::MAX_MILLIS => Some(BotKind::Search(Budget::Millis(n))),
            _ => None,
        }
    }

    /// The index of the chosen action in `legal`, which must not be empty. A search with a
    /// millisecond budget has no clock here: use `choose_with`.
    pub fn choose<G: Game>(
        self,
        state: &G::State,
        seat: Seat,
        legal: &[G::Action],
        rng: &mut GameRng,
    ) -> usize {
        self.choose_with::<G>(state, seat, legal, rng, None)
    }

    /// As `choose`, with a clock in milliseconds for a search's time budget.
    pub fn choose_with<G: Game>(
        self,
        state: &G::State,
        seat: Seat,
        legal: &[G::Action],
        rng: &mut GameRng,
        clock: Option<&dyn Fn() -> f64>,
    ) -> usize {
        match self {
            BotKind::Random => rng.below(legal.len()),
            BotKind::Heuristic => {
                let seen = G::determinize(state, seat, rng);
                G::heuristic(&seen, seat, legal, rng).min(legal.len() - 1)
            }
            BotKind::Search(budget) => search::search::<G>(state, seat, legal, budget, clock, rng)
                .choice
                .min(legal.len() - 1),
        }
    }
}

impl fmt::Display for BotKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for k in [
            BotKind::Random,
            BotKind::Heuristic,
            BotKind::Search(Budget::DEFAULT),
            BotKind::Search(Budget::Iterations(20)),
            BotKind::Search(Budget::Iterations(Budget::MAX_ITERATIONS)),
            BotKind::Search(Budget::Millis(300)),
        ] {
            assert_eq!(BotKind::parse(&k.name()), Some(k), "{k}");
        }
        assert_eq!(
            BotKind::parse("search:iters=1000"),
            Some(BotKind::Search(Budget::DEFAULT))
        );
        assert_eq!(BotKind::Search(Budget::DEFAULT).name(), "search");
        for bad in [
            "",
            "Search",
            "search:",
            "search:iters",
            "search:iters=",
            "search:iters=0",
            "search:iters=012",
            "search:iters=+5",
            "search:iters=-5",
            "search:iters=1000001",
            "search:ms=600001",
            "search:ms=99999999999999999999",
            "search:secs=3",
            "search:iters=5,ms=3",
            "heuristic:iters=5",
        ] {
            assert_eq!(BotKind::parse(bad), None, "{bad:?}");
        }
    }
}
