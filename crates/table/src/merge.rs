//! A game arriving (by link, or from a saves file) merged with the saved games: two copies of
//! one game are compared by their moves, so that a link from a friend moves the save forward,
//! an old link changes nothing, and two copies that went different ways are both kept.

use smokestack_core::codec::{self, Packed};
use smokestack_core::{CodeError, GameEntry};

use crate::join::{Joint, join};
use crate::saves::{
    SaveError, SaveMeta, SaveRecord, Saves, default_title, parse_record, same_options,
};
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
    /// untouched. `seat` moved otherwise in the two (none when it cannot be told), in round
    /// `round`: the branches are named by it ("Bo's other move in round 3").
    Diverged {
        id: String,
        kept: String,
        seat: Option<smokestack_core::Seat>,
        round: u32,
    },
    /// The save and the link each hold moves of one simultaneous phase, made by different
    /// seats at different devices: both sets joined in save `id` (see `join`); `from` is the
    /// action count where the two went apart, where "since you last saw" starts; `saved` and
    /// `arriving`: the seats whose moves only the saved copy, or only the link, held.
    Joined {
        id: String,
        from: usize,
        saved: Vec<smokestack_core::Seat>,
        arriving: Vec<smokestack_core::Seat>,
    },
    /// Both copies moved in one simultaneous phase, but the moves could not be joined (the
    /// order mattered: both drew from one deck, say). The copy holding the lowest seat's moves
    /// stands, saved as `id` (when it arrived, as a new save beside the old one, `kept`);
    /// seats `redo` play their part of the phase again. See `join`.
    Clash {
        id: String,
        kept: Option<String>,
        redo: Vec<smokestack_core::Seat>,
    },
}

impl Received {
    /// The save that now holds the arrived game (or a later state of it).
    pub fn id(&self) -> &str {
        match self {
            Received::New { id }
            | Received::Same { id }
            | Received::FastForward { id, .. }
            | Received::Older { id }
            | Received::Diverged { id, .. }
            | Received::Joined { id, .. }
            | Received::Clash { id, .. } => id,
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
pub(crate) fn compare<T: PartialEq>(saved: &[T], arriving: &[T]) -> History {
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
    /// This device's seats, as an imported save recorded them (a link carries none).
    pub mine: Option<Vec<smokestack_core::Seat>>,
    /// The code as made under older rules, where it was carried over to ours.
    pub original: Option<String>,
    /// What carrying it over changed is still to be told.
    pub notice: bool,
}

impl Arrival {
    fn link(now: f64) -> Arrival {
        Arrival {
            id: None,
            title: None,
            seen: 0,
            updated: now,
            mine: None,
            original: None,
            notice: false,
        }
    }
}

impl<S: KeyValue> Saves<S> {
    /// A link or code arriving: validated by replaying it, then merged with the saves. A code
    /// that does not open is an error and changes nothing.
    pub fn receive(&mut self, code: &str, now: f64) -> Result<Received, SaveError> {
        self.merge(code, Arrival::link(now))
    }

    /// Merges an arriving code. Only the arriving game is replayed: the saves are compared by
    /// their metadata (identity) and their codes' moves (unpacked, not replayed); a save is
    /// opened only when its code is from other rules and so may not be the same game here.
    pub(crate) fn merge(&mut self, code: &str, arrival: Arrival) -> Result<Received, SaveError> {
        // Unpacked as the text came, as the browser opens a link: cleaning it first and then
        // again in `unpack` could read another code (a removed space can join an escape).
        let packed = codec::unpack(code)?;
        let entry = smokestack_games::find(&packed.game)
            .ok_or_else(|| CodeError::UnknownGame(packed.game.clone()))?;
        let (m, carried) = entry.open_carried(&packed)?;
        // A game made under older rules arrives carried over to ours: it is compared and saved
        // as its code under our rules, the code as it came kept beside it.
        let (code, packed, arrival) = if carried.is_some() {
            let now = m.share_code_with(&packed.table);
            let original = codec::clean(code);
            let arrival = Arrival {
                original: Some(original),
                notice: true,
                ..arrival
            };
            (now.clone(), codec::unpack(&now)?, arrival)
        } else {
            (codec::clean(code), packed, arrival)
        };
        let table = TableMeta::from_json(&packed.table, m.seats());
        let meta = SaveMeta::of(m.as_ref(), &table, packed.version);
        let here = Here {
            code: &code,
            packed: &packed,
            entry,
            meta: &meta,
        };

        // Every save of this very game, with how it stands to the arriving copy.
        let mut copies: Vec<Saved> = self
            .save_keys()
            .into_iter()
            .filter_map(|(key, id)| {
                let raw = self.store.get(&key)?;
                here.copy(parse_record(&id, &raw).ok()?)
            })
            .collect();
        // The most telling relation first (Same, Ahead, Behind, Apart); among equals, the save
        // with the most moves, then the most recent.
        copies.sort_by(|a, b| {
            a.history
                .cmp(&b.history)
                .then(b.actions.cmp(&a.actions))
                .then(b.rec.updated.total_cmp(&a.rec.updated))
        });

        let Some(best) = copies.into_iter().next() else {
            let id = self.save_new(&code, &meta, &table, &arrival)?;
            return Ok(Received::New { id });
        };
        match best.history {
            History::Same => Ok(Received::Same { id: best.rec.id }),
            History::Ahead => Ok(Received::Older { id: best.rec.id }),
            History::Behind => self.forward(&code, &meta, &arrival, best.rec, best.actions),
            History::Apart => {
                // The same people play the other copy: it keeps this device's seats.
                let arrival = Arrival {
                    mine: arrival.mine.clone().or(best.rec.mine.clone()),
                    ..arrival
                };
                let saved = codec::unpack(&best.rec.code)
                    .ok()
                    .and_then(|p| entry.open(&p).ok());
                let joint = saved.as_ref().map_or(
                    Joint::Apart {
                        seat: None,
                        from: 0,
                    },
                    |saved| join(entry, &packed, saved.as_ref(), m.as_ref()),
                );
                match joint {
                    // The link holds every move of the save, its own seats' too: the game
                    // gone on, not a fork.
                    Joint::Behind { from } => self.forward(&code, &meta, &arrival, best.rec, from),
                    Joint::Ahead => Ok(Received::Older { id: best.rec.id }),
                    Joint::Joined {
                        game,
                        from,
                        saved,
                        arriving,
                    } => {
                        let meta = SaveMeta::of(game.as_ref(), &table, entry.rules_version());
                        let rec = SaveRecord {
                            code: game.share_code_with(&packed.table),
                            updated: arrival.updated,
                            seen: best.rec.seen.min(from),
                            meta: Some(meta),
                            mine: arrival.mine,
                            ..best.rec
                        };
                        self.write(&rec)?;
                        Ok(Received::Joined {
                            id: rec.id,
                            from,
                            saved,
                            arriving,
                        })
                    }
                    Joint::Clash {
                        saved_stands: true,
                        redo,
                    } => Ok(Received::Clash {
                        id: best.rec.id,
                        kept: None,
                        redo,
                    }),
                    Joint::Clash {
                        saved_stands: false,
                        redo,
                    } => {
                        let id = self.save_new(&code, &meta, &table, &arrival)?;
                        let round = saved.map_or(meta.round, |s| {
                            s.prefix(from_of(&*s, m.as_ref())).status().round
                        });
                        self.mark_branches(&id, &best.rec.id, redo.first().copied(), round)?;
                        Ok(Received::Clash {
                            id,
                            kept: Some(best.rec.id),
                            redo,
                        })
                    }
                    Joint::Apart { seat, from } => {
                        let id = self.save_new(&code, &meta, &table, &arrival)?;
                        // The round the fork happened in: the status before the first move
                        // that differs.
                        let round = saved
                            .map(|s| s.prefix(from.min(s.actions())).status().round)
                            .unwrap_or(meta.round);
                        self.mark_branches(&id, &best.rec.id, seat, round)?;
                        Ok(Received::Diverged {
                            id,
                            kept: best.rec.id,
                            seat,
                            round,
                        })
                    }
                }
            }
        }
    }

    /// The arriving game replaces save `rec`, which it holds and goes further than; `from`:
    /// where "since you last saw" starts.
    fn forward(
        &mut self,
        code: &str,
        meta: &SaveMeta,
        arrival: &Arrival,
        best: SaveRecord,
        from: usize,
    ) -> Result<Received, SaveError> {
        let rec = SaveRecord {
            code: code.to_string(),
            updated: arrival.updated,
            seen: best.seen.min(from).max(arrival.seen.min(meta.actions)),
            game: meta.game.clone(),
            meta: Some(meta.clone()),
            mine: best.mine.clone().or(arrival.mine.clone()),
            carried: arrival.notice || best.carried,
            original: arrival.original.clone().or(best.original.clone()),
            ..best
        };
        self.write(&rec)?;
        Ok(Received::FastForward { id: rec.id, from })
    }

    /// Saves an arrived game under a fresh id (the arrival's own id when that is free).
    fn save_new(
        &mut self,
        code: &str,
        meta: &SaveMeta,
        table: &TableMeta,
        arrival: &Arrival,
    ) -> Result<String, SaveError> {
        // An id and a title from a file are bounded like names from a link: a hostile file
        // cannot make huge keys or titles.
        let id = match &arrival.id {
            Some(id) if is_plain_id(id) && !self.contains(id) => id.clone(),
            _ => self.new_id(&meta.game, meta.seed),
        };
        let title = match arrival.title.as_deref().map(clean_title) {
            Some(t) if !t.is_empty() => t,
            _ => default_title(&meta.game, table),
        };
        self.write(&SaveRecord {
            id: id.clone(),
            game: meta.game.clone(),
            title,
            code: code.to_string(),
            updated: arrival.updated,
            seen: arrival.seen.min(meta.actions),
            meta: Some(meta.clone()),
            mine: arrival.mine.clone(),
            carried: arrival.notice,
            original: arrival.original.clone(),
            branch: None,
        })?;
        Ok(id)
    }
}

/// The arriving game, for finding its copies among the saves.
struct Here<'a> {
    code: &'a str,
    packed: &'a Packed,
    entry: &'static dyn GameEntry,
    meta: &'a SaveMeta,
}

/// A save of the arriving game.
struct Saved {
    history: History,
    /// The save's action count.
    actions: usize,
    rec: SaveRecord,
}

impl Here<'_> {
    /// `rec` as a copy of the arriving game, or none when it is another game (or one that does
    /// not open here). Two codes of one game that both replay hold the same actions exactly
    /// where their moves' numbers agree, so the numbers are compared without replaying.
    fn copy(&self, rec: SaveRecord) -> Option<Saved> {
        let (game, options, seed) = (&self.meta.game, &self.meta.options, self.meta.seed);
        // Most saves are other games: their metadata tells, without unpacking their codes.
        if let Some(meta) = &rec.meta {
            if !meta.same_game(game, options, seed) {
                return None;
            }
            if rec.code == self.code {
                let actions = meta.actions;
                return Some(Saved {
                    history: History::Same,
                    actions,
                    rec,
                });
            }
        }
        let saved = codec::unpack(&rec.code).ok()?;
        if saved.game != *game || saved.seed != seed {
            return None;
        }
        // Options texts may be spelled otherwise (defaults left out, unknown keys): then the
        // options the saved code opens to decide.
        if !same_options(&saved.options, options)
            && !self
                .entry
                .open(&saved)
                .is_ok_and(|m| m.identity().0 == *options)
        {
            return None;
        }
        // Made under other rules: compared as carried over to ours (its moves' numbers are
        // those of our legal lists then), and the same game here only if it opens.
        if saved.version != self.entry.rules_version() {
            let now = self.entry.open(&saved).ok()?;
            let moves = codec::unpack(&now.share_code()).ok()?.moves;
            return Some(Saved {
                history: compare(&moves, &self.packed.moves),
                actions: now.actions(),
                rec,
            });
        }
        Some(Saved {
            history: compare(&saved.moves, &self.packed.moves),
            actions: saved.actions,
            rec,
        })
    }
}

/// Where two copies' moves part.
fn from_of(a: &dyn smokestack_core::AnyMatch, b: &dyn smokestack_core::AnyMatch) -> usize {
    let (x, y) = (a.moves(), b.moves());
    x.iter().zip(&y).take_while(|(p, q)| p == q).count()
}

/// Longest title kept from an imported file, in characters.
pub const MAX_TITLE: usize = 80;
/// Longest id kept from an imported file.
pub const MAX_ID: usize = 64;

/// An id this app could have made: short, of letters, digits, `-` and `_`.
fn is_plain_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MAX_ID
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// A title without control characters, trimmed and cut to `MAX_TITLE` characters.
fn clean_title(t: &str) -> String {
    let t: String = t.chars().filter(|c| !c.is_control()).collect();
    t.trim()
        .chars()
        .take(MAX_TITLE)
        .collect::<String>()
        .trim_end()
        .to_string()
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
        assert_eq!(compare::<u64>(&[], &[]), History::Same);
    }
}
