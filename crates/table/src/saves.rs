//! Saved games: one record per game under `smokestack/v1/save/<id>`, listed, loaded, deleted,
//! exported and imported as one file, and merged with games that arrive by link. A damaged
//! entry is listed as damaged; a bad link or a full store never changes what is saved.

use serde::{Deserialize, Serialize};
use smokestack_core::{AnyMatch, CodeError, codec};
use std::fmt;

use crate::seats::TableMeta;
use crate::store::{KeyValue, StoreError};

pub const KEY_PREFIX: &str = "smokestack/v1/save/";
const EXPORT_FORMAT: u32 = 1;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveRecord {
    pub id: String,
    pub game: String,
    pub title: String,
    /// The share code, table description inside.
    pub code: String,
    /// Milliseconds since the epoch, as the caller's clock gave them.
    pub updated: f64,
    /// How many actions the person at this device last saw.
    pub seen: usize,
}

/// One line of the saved-games list.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    pub id: String,
    pub game: String,
    pub game_name: String,
    pub title: String,
    pub players: Vec<String>,
    pub round: u32,
    pub phase: String,
    pub to_act: Vec<String>,
    pub over: bool,
    pub updated: f64,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Listed {
    Ok(Summary),
    Damaged {
        id: String,
        key: String,
        reason: String,
    },
}

/// What happened to a game that arrived by link or import.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Received {
    /// No save of this game: saved as new.
    New { id: String },
    /// Identical to a save.
    Same { id: String },
    /// The link extends save `id`: the save moved forward; `from` is its old action count.
    FastForward { id: String, from: usize },
    /// The save already goes further than the link: nothing changed.
    Older { id: String },
    /// Same game, different histories: the link saved as `id`, the old save `kept` untouched.
    Diverged { id: String, kept: String },
}

#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ImportReport {
    pub added: usize,
    pub updated: usize,
    pub unchanged: usize,
    pub rejected: Vec<String>,
}

impl fmt::Display for ImportReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Imported: {} new, {} brought up to date, {} already here",
            self.added, self.updated, self.unchanged
        )?;
        if !self.rejected.is_empty() {
            write!(
                f,
                "; {} could not be read ({})",
                self.rejected.len(),
                self.rejected.join("; ")
            )?;
        }
        Ok(())
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    Code(CodeError),
    Store(StoreError),
    Damaged(String),
    NotFound(String),
    BadImport(String),
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::Code(e) => write!(
                f,
                "This game link cannot be opened: {e}. Nothing saved was changed."
            ),
            SaveError::Store(e) => e.fmt(f),
            SaveError::Damaged(why) => write!(f, "This saved game is damaged: {why}"),
            SaveError::NotFound(id) => write!(f, "There is no saved game {id:?}"),
            SaveError::BadImport(why) => write!(
                f,
                "This file is not a Smokestack saves file: {why}. Nothing was changed."
            ),
        }
    }
}

impl std::error::Error for SaveError {}

impl From<StoreError> for SaveError {
    fn from(e: StoreError) -> Self {
        SaveError::Store(e)
    }
}

/// A code opened, with its table description read for the seat count.
fn open(code: &str) -> Result<(Box<dyn AnyMatch>, TableMeta), CodeError> {
    let packed = codec::unpack(code)?;
    let m = smokestack_games::open(code)?;
    let meta = TableMeta::from_json(&packed.table, m.seats());
    Ok((m, meta))
}

#[derive(Serialize, Deserialize)]
struct ExportFile {
    smokestack_saves: u32,
    saves: Vec<SaveRecord>,
    #[serde(default)]
    damaged: Vec<String>,
}

pub struct Saves<S: KeyValue> {
    pub store: S,
}

impl<S: KeyValue> Saves<S> {
    pub fn new(store: S) -> Self {
        Saves { store }
    }

    fn key(id: &str) -> String {
        format!("{KEY_PREFIX}{id}")
    }

    fn records(&self) -> Vec<(String, Result<SaveRecord, String>)> {
        let mut keys: Vec<String> = self
            .store
            .keys()
            .into_iter()
            .filter(|k| k.starts_with(KEY_PREFIX))
            .collect();
        keys.sort();
        keys.into_iter()
            .map(|k| {
                let rec = match self.store.get(&k) {
                    Some(text) => serde_json::from_str::<SaveRecord>(&text)
                        .map_err(|e| format!("not a save record ({e})")),
                    None => Err("it vanished while being read".into()),
                };
                (k, rec)
            })
            .collect()
    }

    /// Every save, newest first; a damaged one says why.
    pub fn list(&self) -> Vec<Listed> {
        let mut out: Vec<Listed> = self
            .records()
            .into_iter()
            .map(|(key, rec)| {
                let id = key[KEY_PREFIX.len()..].to_string();
                let rec = match rec {
                    Ok(r) => r,
                    Err(reason) => return Listed::Damaged { id, key, reason },
                };
                match open(&rec.code) {
                    Ok((m, meta)) => {
                        let status = m.status();
                        Listed::Ok(Summary {
                            id: rec.id.clone(),
                            game: rec.game.clone(),
                            game_name: smokestack_games::find(&rec.game)
                                .map_or(rec.game.clone(), |g| g.name().to_string()),
                            title: rec.title.clone(),
                            players: meta.names.clone(),
                            round: status.round,
                            phase: status.phase,
                            to_act: m.to_act().iter().map(|&s| meta.name(s)).collect(),
                            over: m.outcome().is_some(),
                            updated: rec.updated,
                        })
                    }
                    Err(e) => Listed::Damaged {
                        id,
                        key,
                        reason: e.to_string(),
                    },
                }
            })
            .collect();
        let when = |l: &Listed| match l {
            Listed::Ok(s) => s.updated,
            Listed::Damaged { .. } => f64::MIN,
        };
        out.sort_by(|a, b| when(b).total_cmp(&when(a)));
        out
    }

    pub fn load(&self, id: &str) -> Result<(SaveRecord, Box<dyn AnyMatch>, TableMeta), SaveError> {
        let text = self
            .store
            .get(&Self::key(id))
            .ok_or_else(|| SaveError::NotFound(id.to_string()))?;
        let rec: SaveRecord =
            serde_json::from_str(&text).map_err(|e| SaveError::Damaged(e.to_string()))?;
        let (m, meta) = open(&rec.code).map_err(|e| SaveError::Damaged(e.to_string()))?;
        Ok((rec, m, meta))
    }

    /// One key written; when the store is full, nothing already saved changes.
    pub fn put(&mut self, rec: &SaveRecord) -> Result<(), SaveError> {
        let text = serde_json::to_string(rec).map_err(|e| SaveError::Damaged(e.to_string()))?;
        self.store.set(&Self::key(&rec.id), &text)?;
        Ok(())
    }

    pub fn delete(&mut self, id: &str) {
        self.store.remove(&Self::key(id));
    }

    /// An id not yet used: `<game>-<seed in hex>`, then `-2`, `-3`, ….
    pub fn new_id(&self, game: &str, seed: u64) -> String {
        let base = format!("{game}-{seed:x}");
        let taken = |id: &str| self.store.get(&Self::key(id)).is_some();
        if !taken(&base) {
            return base;
        }
        (2..)
            .map(|n| format!("{base}-{n}"))
            .find(|id| !taken(id))
            .unwrap_or(base)
    }

    pub fn export_all(&self) -> String {
        let mut file = ExportFile {
            smokestack_saves: EXPORT_FORMAT,
            saves: Vec::new(),
            damaged: Vec::new(),
        };
        for (key, rec) in self.records() {
            match rec {
                Ok(r) => file.saves.push(r),
                Err(_) => file.damaged.extend(self.store.get(&key)),
            }
        }
        serde_json::to_string_pretty(&file).unwrap_or_default()
    }

    /// Merges every game of an exported file, each as if it arrived by link.
    pub fn import_all(&mut self, text: &str, now: f64) -> Result<ImportReport, SaveError> {
        let file: ExportFile =
            serde_json::from_str(text).map_err(|e| SaveError::BadImport(e.to_string()))?;
        if file.smokestack_saves != EXPORT_FORMAT {
            return Err(SaveError::BadImport(format!(
                "format {} is not one this version reads",
                file.smokestack_saves
            )));
        }
        let mut report = ImportReport::default();
        for rec in file.saves {
            match self.receive_titled(&rec.code, rec.updated.max(0.0).min(now), Some(&rec.title)) {
                Ok(Received::New { .. } | Received::Diverged { .. }) => report.added += 1,
                Ok(Received::FastForward { .. }) => report.updated += 1,
                Ok(Received::Same { .. } | Received::Older { .. }) => report.unchanged += 1,
                Err(SaveError::Store(e)) => return Err(SaveError::Store(e)),
                Err(e) => report.rejected.push(format!("{}: {e}", rec.title)),
            }
        }
        Ok(report)
    }

    /// A link or code arriving: validated by replay, then merged with the saves.
    pub fn receive(&mut self, code: &str, now: f64) -> Result<Received, SaveError> {
        self.receive_titled(code, now, None)
    }

    fn receive_titled(
        &mut self,
        code: &str,
        now: f64,
        title: Option<&str>,
    ) -> Result<Received, SaveError> {
        let code = code.trim();
        let code = code.rsplit_once('#').map_or(code, |(_, c)| c);
        let (m, meta) = open(code).map_err(SaveError::Code)?;
        let game = m.game_id();
        let identity = m.identity();
        let moves = m.moves();
        let mut diverged = None;
        for (_, rec) in self.records() {
            let Ok(rec) = rec else { continue };
            if rec.game != game {
                continue;
            }
            let Ok((saved, _)) = open(&rec.code) else {
                continue;
            };
            if saved.identity() != identity {
                continue;
            }
            let old = saved.moves();
            if old == moves {
                return Ok(Received::Same { id: rec.id });
            }
            if old.len() < moves.len() && moves[..old.len()] == old[..] {
                let updated = SaveRecord {
                    code: code.to_string(),
                    updated: now,
                    ..rec.clone()
                };
                self.put(&updated)?;
                return Ok(Received::FastForward {
                    id: rec.id,
                    from: old.len(),
                });
            }
            if moves.len() < old.len() && old[..moves.len()] == moves[..] {
                return Ok(Received::Older { id: rec.id });
            }
            diverged.get_or_insert(rec.id);
        }
        let seed = identity.1;
        let id = self.new_id(game, seed);
        let name = smokestack_games::find(game).map_or(game.to_string(), |g| g.name().to_string());
        let title = title.map_or_else(
            || format!("{name} — {}", meta.names.join(", ")),
            str::to_string,
        );
        let rec = SaveRecord {
            id: id.clone(),
            game: game.to_string(),
            title,
            code: code.to_string(),
            updated: now,
            seen: 0,
        };
        self.put(&rec)?;
        Ok(match diverged {
            Some(kept) => Received::Diverged { id, kept },
            None => Received::New { id },
        })
    }
}
