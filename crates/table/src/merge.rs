//! A game arriving (by link, or from a saves file) merged with the saved games: two copies of
//! one game are compared by their moves, so that a link from a friend moves the save forward,
//! an old link changes nothing, and two copies that went different ways are both kept.

use smokestack_core::Seat;

use crate::links::code_from_link;
use crate::saves::{Opened, SaveError, SaveRecord, Saves, default_title, open_code};
use crate::seats::TableMeta;
use crate::store::KeyValue;

/// What happened to a game that arrived by link or import.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Received {
    /// No save of this game: saved as new.
    New { id: String },
    /// Identical to a save: nothing changed.
    Same { id: String },
    /// The link extends save `id` (its moves are a prefix): the save moved forward; `from` is
    /// its old action count, where "since you last saw" starts.
    FastForward { id: String, from: usize },
    /// The save already goes further than the link: nothing changed.
    Older { id: String },
    /// Same game, different histories: the link saved as new save `id`, the old save `kept`
    /// untouched.
    Diverged { id: String, kept: String },
}

impl Received {
    /// The save that now holds the arrived game (or a later state of it).
    pub fn id(&self) -> &str {
        match self {
            Received::New { id }
            | Received::Same { id }
            | Received::FastForward { id, .. }
            | Received::Older { id }
            | Received::Diverged { id, .. } => id,
        }
    }
}

/// How a saved copy of a game stands to an arriving copy of the same game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum History {
    /// Same moves.
    Same,
    /// The saved copy already holds every arriving move and more.
    Ahead,
    /// The arriving copy holds every saved move and more.
    Behind,
    /// Each has a move the other lacks.
    Apart,
}

/// Compares the moves of a saved copy with those of an arriving one.
pub(crate) fn compare(saved: &[(Seat, u32)], arriving: &[(Seat, u32)]) -> History {
    let common = saved
        .iter()
        .zip(arriving)
        .take_while(|(a, b)| a == b)
        .count();
    match (common == saved.len(), common == arriving.len()) {
        (true, true) => History::Same,
        (false, true) => History::Ahead,
        (true, false) => History::Behind,
        (false, false) => History::Apart,
    }
}

/// Where an arriving game comes from: what its record gets when it is saved as new.
#[derive(Clone, Debug)]
pub(crate) struct Arrival {
    /// The id to keep if it is free (an imported save's own id).
    pub id: Option<String>,
    pub title: Option<String>,
    pub seen: usize,
    pub updated: f64,
}

impl Arrival {
    fn link(now: f64) -> Arrival {
        Arrival {
            id: None,
            title: None,
            seen: 0,
            updated: now,
        }
    }
}

impl<S: KeyValue> Saves<S> {
    /// A link or code arriving: validated by replaying it, then merged with the saves. A code
    /// that does not open is an error and changes nothing.
    pub fn receive(&mut self, code: &str, now: f64) -> Result<Received, SaveError> {
        self.merge(code, Arrival::link(now))
    }

    pub(crate) fn merge(&mut self, code: &str, arrival: Arrival) -> Result<Received, SaveError> {
        let code = code_from_link(code);
        let (m, meta) = open_code(code)?;
        let (game, identity, moves) = (m.game_id(), m.identity(), m.moves());

        // Every save of this very game, with how it stands to the arriving copy.
        let mut copies: Vec<(History, Opened)> = self
            .entries()
            .into_iter()
            .filter_map(|e| e.read.ok())
            .filter(|o| o.rec.game == game && o.m.identity() == identity)
            .map(|o| (compare(&o.m.moves(), &moves), o))
            .collect();
        // The most telling relation first (Same, Ahead, Behind, Apart); among equals, the save
        // with the most moves, then the most recent.
        copies.sort_by(|(ha, a), (hb, b)| {
            ha.cmp(hb)
                .then(b.m.actions().cmp(&a.m.actions()))
                .then(b.rec.updated.total_cmp(&a.rec.updated))
        });

        let Some((history, best)) = copies.into_iter().next() else {
            let id = self.save_new(code, game, identity.1, &meta, &arrival, m.actions())?;
            return Ok(Received::New { id });
        };
        match history {
            History::Same => Ok(Received::Same { id: best.rec.id }),
            History::Ahead => Ok(Received::Older { id: best.rec.id }),
            History::Behind => {
                let from = best.m.actions();
                let rec = SaveRecord {
                    code: code.to_string(),
                    updated: arrival.updated,
                    seen: best.rec.seen.max(arrival.seen.min(m.actions())),
                    ..best.rec
                };
                self.put(&rec)?;
                Ok(Received::FastForward { id: rec.id, from })
            }
            History::Apart => {
                let id = self.save_new(code, game, identity.1, &meta, &arrival, m.actions())?;
                Ok(Received::Diverged {
                    id,
                    kept: best.rec.id,
                })
            }
        }
    }

    /// Saves an arrived game under a fresh id (the arrival's own id when that is free).
    fn save_new(
        &mut self,
        code: &str,
        game: &str,
        seed: u64,
        meta: &TableMeta,
        arrival: &Arrival,
        actions: usize,
    ) -> Result<String, SaveError> {
        let id = match &arrival.id {
            Some(id) if !id.trim().is_empty() && !self.contains(id) => id.clone(),
            _ => self.new_id(game, seed),
        };
        let title = match &arrival.title {
            Some(t) if !t.trim().is_empty() => t.clone(),
            _ => default_title(game, meta),
        };
        self.put(&SaveRecord {
            id: id.clone(),
            game: game.to_string(),
            title,
            code: code.to_string(),
            updated: arrival.updated,
            seen: arrival.seen.min(actions),
        })?;
        Ok(id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn histories_compare_by_prefix() {
        let a = [(0, 1), (1, 2)];
        let b = [(0, 1), (1, 2), (0, 0)];
        let c = [(0, 1), (1, 3)];
        assert_eq!(compare(&a, &a), History::Same);
        assert_eq!(compare(&a, &b), History::Behind);
        assert_eq!(compare(&b, &a), History::Ahead);
        assert_eq!(compare(&a, &c), History::Apart);
        assert_eq!(compare(&[], &a), History::Behind);
        assert_eq!(compare(&[], &[]), History::Same);
    }
}
