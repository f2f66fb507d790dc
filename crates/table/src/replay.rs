//! Replay: the game after any number of its actions, for the table's slider and step buttons,
//! and the score over the rounds that the end charts draw. A position is reached from the
//! nearest earlier snapshot (one every `MARK_EVERY` actions, taken as the cursor passes), so a
//! step costs one action and a jump at most `MARK_EVERY` of them.

use smokestack_core::{AnyMatch, Seat};

/// Actions between kept snapshots.
const MARK_EVERY: usize = 32;

/// A position in a game's log: `at` actions taken.
pub struct Cursor {
    moves: Vec<(Seat, u32)>,
    marks: Vec<(usize, Box<dyn AnyMatch>)>,
    at: usize,
    cur: Box<dyn AnyMatch>,
}

impl Cursor {
    /// A cursor at the end of `m`'s log (the game as it stands).
    pub fn new(m: &dyn AnyMatch) -> Cursor {
        Cursor {
            moves: m.moves(),
            marks: vec![(0, m.prefix(0))],
            at: m.actions(),
            cur: m.clone_box(),
        }
    }

    /// Actions in the whole log.
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    pub fn at(&self) -> usize {
        self.at
    }

    /// The game after `at` actions.
    pub fn game(&self) -> &dyn AnyMatch {
        self.cur.as_ref()
    }

    /// The seat that took action `i` (from 0), if there is one.
    pub fn seat_of(&self, i: usize) -> Option<Seat> {
        self.moves.get(i).map(|m| m.0)
    }

    /// Moves to the game after `k` actions (the end, if `k` is past it).
    pub fn seek(&mut self, k: usize) {
        let k = k.min(self.moves.len());
        if k == self.at {
            return;
        }
        if k < self.at {
            let (from, snap) = self
                .marks
                .iter()
                .rev()
                .find(|(n, _)| *n <= k)
                .expect("the start is always kept");
            self.at = *from;
            self.cur = snap.clone_box();
        }
        while self.at < k {
            let (seat, index) = self.moves[self.at];
            // The log was played by these rules; should an action not replay, the cursor
            // stops where it is rather than show a wrong game.
            if self.cur.apply_index(seat, index as usize).is_err() {
                self.moves.truncate(self.at);
                return;
            }
            self.at += 1;
            if self.at.is_multiple_of(MARK_EVERY)
                && self.marks.last().is_some_and(|(n, _)| *n < self.at)
            {
                self.marks.push((self.at, self.cur.clone_box()));
            }
        }
    }
}

/// The positions where a round begins: `k` such that action `k` is the first of its round
/// (`rounds` holds the round each action was taken in). Position 0 always starts one.
pub fn round_starts(rounds: &[u32]) -> Vec<usize> {
    let mut out = vec![0];
    for i in 1..rounds.len() {
        if rounds[i] != rounds[i - 1] {
            out.push(i);
        }
    }
    out
}

/// Each participant's score at the start of every round, then at the end: (round, totals in
/// the order of the outcome's scores). The score so far is the game's own estimate
/// (`Game::provisional`); positions with none are left out.
pub fn score_over_rounds(m: &dyn AnyMatch, rounds: &[u32]) -> Vec<(u32, Vec<i32>)> {
    let mut c = Cursor::new(m);
    let mut out = Vec::new();
    for k in round_starts(rounds) {
        c.seek(k);
        let round = rounds.get(k).copied().unwrap_or(0);
        if let Some(o) = c.game().provisional() {
            out.push((round, o.scores.iter().map(|s| s.total).collect()));
        }
    }
    c.seek(c.len());
    if let Some(o) = c.game().outcome().or_else(|| c.game().provisional()) {
        let last = rounds.last().copied().unwrap_or(0);
        out.push((last + 1, o.scores.iter().map(|s| s.total).collect()));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use smokestack_core::{BotKind, GameRng};

    fn played(id: &str, players: u8, seed: u64) -> Box<dyn AnyMatch> {
        let mut m = smokestack_games::find(id)
            .unwrap()
            .new_match(players, &[], seed)
            .unwrap();
        let mut rng = GameRng::new(seed);
        while let Some(&seat) = m.to_act().first() {
            m.bot_move(seat, BotKind::Heuristic, &mut rng).unwrap();
        }
        m
    }

    #[test]
    fn every_position_is_the_game_after_that_many_actions() {
        for id in ["fantastic-factories", "le-havre"] {
            let m = played(id, 2, 3);
            let n = m.actions();
            let mut c = Cursor::new(m.as_ref());
            assert_eq!((c.at(), c.len()), (n, n));
            // Backwards, forwards and jumps land on the very state a fresh replay gives.
            for k in [n / 2, 0, 1, n - 1, 5, n, 40, 33, 31, 32] {
                c.seek(k);
                assert_eq!(c.at(), k);
                assert_eq!(c.game().actions(), k);
                assert_eq!(
                    c.game().state_json(),
                    m.prefix(k).state_json(),
                    "{id} at {k}"
                );
            }
            c.seek(n + 10);
            assert_eq!(c.at(), n);
            assert_eq!(c.game().state_json(), m.state_json());
            assert_eq!(c.seat_of(0), Some(m.moves()[0].0));
        }
    }

    #[test]
    fn rounds_start_where_the_round_number_changes() {
        assert_eq!(round_starts(&[1, 1, 2, 2, 2, 3]), vec![0, 2, 5]);
        assert_eq!(round_starts(&[]), vec![0]);
    }

    #[test]
    fn the_score_over_rounds_ends_on_the_final_score() {
        let m = played("fantastic-factories", 3, 5);
        let rounds: Vec<u32> = {
            let mut c = Cursor::new(m.as_ref());
            (0..m.actions())
                .map(|k| {
                    c.seek(k);
                    c.game().status().round
                })
                .collect()
        };
        let series = score_over_rounds(m.as_ref(), &rounds);
        let last_round = *rounds.last().unwrap();
        assert!(series.len() >= 3, "{series:?}");
        let finals: Vec<i32> = m
            .outcome()
            .unwrap()
            .scores
            .iter()
            .map(|s| s.total)
            .collect();
        assert_eq!(series.last().unwrap(), &(last_round + 1, finals));
        assert!(series.iter().all(|(_, t)| t.len() == 3));
        // Rounds rise along the series.
        assert!(series.windows(2).all(|w| w[0].0 < w[1].0));
    }
}
