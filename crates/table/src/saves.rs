//! Saved games: one record per game under `smokestack/v1/save/<id>`, listed, loaded, written and
//! deleted. A damaged entry is listed as damaged with its reason instead of hiding the others,
//! and a refused write (full storage) leaves every saved game as it was.
//!
//! Merging a game that arrives by link is in `merge`, the saves file in `transfer`.

use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;
use smokestack_core::{AnyMatch, CodeError, codec};
use std::collections::BTreeSet;
use std::fmt;

use crate::seats::TableMeta;
use crate::store::{KeyValue, StoreError};

pub use crate::merge::Received;
pub use crate::transfer::ImportReport;

/// Every save's key starts so; the rest is its id. Versioned so that a later layout can live
/// beside this one.
pub const KEY_PREFIX: &str = "smokestack/v1/save/";

/// One saved game. The share code is the whole game (and its table), so a record stays readable
/// by any later version that reads the code; the other fields are for the list.
///
/// Reading is lenient about everything but the code: a missing or odd title, time or count
/// does not make a game unopenable.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveRecord {
    /// The key's id is authoritative; this copy is for export files.
    #[serde(default)]
    pub id: String,
    /// The code's game is authoritative; this copy is for export files.
    #[serde(default)]
    pub game: String,
    #[serde(default)]
    pub title: String,
    /// The share code, table description inside.
    pub code: String,
    /// Milliseconds since the epoch, as the caller's clock gave them.
    #[serde(default, deserialize_with = "lenient_time")]
    pub updated: f64,
    /// How many actions the person at this device last saw.
    #[serde(default, deserialize_with = "lenient_count")]
    pub seen: usize,
}

fn lenient_time<'de, D: Deserializer<'de>>(d: D) -> Result<f64, D::Error> {
    Ok(Value::deserialize(d)?
        .as_f64()
        .filter(|t| t.is_finite())
        .unwrap_or(0.0))
}

fn lenient_count<'de, D: Deserializer<'de>>(d: D) -> Result<usize, D::Error> {
    Ok(Value::deserialize(d)?
        .as_u64()
        .and_then(|n| usize::try_from(n).ok())
        .unwrap_or(0))
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
    /// The names of the seats that act now.
    pub to_act: Vec<String>,
    pub over: bool,
    pub updated: f64,
    /// Actions taken so far.
    pub actions: usize,
    /// Actions the person at this device has seen: fewer than `actions` means news.
    pub seen: usize,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Listed {
    Ok(Summary),
    /// An entry that does not open, listed so that it can be exported or deleted.
    Damaged {
        id: String,
        key: String,
        reason: String,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// A code that arrived (link, import) does not open.
    Code(CodeError),
    Store(StoreError),
    /// A saved entry does not open: the reason.
    Damaged(String),
    /// No save has this id.
    NotFound(String),
    /// A file offered for import is not a saves file: the reason.
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
            SaveError::Damaged(why) => write!(f, "This saved game is damaged: {why}."),
            SaveError::NotFound(id) => write!(f, "There is no saved game {id:?}."),
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

impl From<CodeError> for SaveError {
    fn from(e: CodeError) -> Self {
        SaveError::Code(e)
    }
}

/// A code opened: the match, replayed and so validated, and its table for its seat count.
pub(crate) fn open_code(code: &str) -> Result<(Box<dyn AnyMatch>, TableMeta), CodeError> {
    let packed = codec::unpack(code)?;
    let entry = smokestack_games::find(&packed.game)
        .ok_or_else(|| CodeError::UnknownGame(packed.game.clone()))?;
    let m = entry.open(&packed)?;
    let meta = TableMeta::from_json(&packed.table, m.seats());
    Ok((m, meta))
}

/// The name a game id shows as; the id itself for a game this version does not know.
pub(crate) fn game_name(game: &str) -> String {
    smokestack_games::find(game).map_or_else(|| game.to_string(), |g| g.name().to_string())
}

/// The title a game gets when nobody gave it one: "<Game> — <names>".
pub(crate) fn default_title(game: &str, meta: &TableMeta) -> String {
    format!("{} — {}", game_name(game), meta.names.join(", "))
}

/// A save that opened.
pub(crate) struct Opened {
    pub rec: SaveRecord,
    pub m: Box<dyn AnyMatch>,
    pub meta: TableMeta,
}

/// One save entry as read from the store.
pub(crate) struct Entry {
    pub key: String,
    pub id: String,
    /// The stored text, for exporting a damaged entry as it is.
    pub raw: String,
    /// The save, or why it does not open.
    pub read: Result<Opened, String>,
}

pub struct Saves<S: KeyValue> {
    pub store: S,
}

impl<S: KeyValue> Saves<S> {
    pub fn new(store: S) -> Self {
        Saves { store }
    }

    pub(crate) fn key(id: &str) -> String {
        format!("{KEY_PREFIX}{id}")
    }

    /// Reads and opens one entry; `None` when there is no such key.
    fn entry(&self, key: &str) -> Option<Entry> {
        let id = key.strip_prefix(KEY_PREFIX)?.to_string();
        let raw = self.store.get(key)?;
        let read = serde_json::from_str::<SaveRecord>(&raw)
            .map_err(|e| format!("it is not a save record ({e})"))
            .and_then(|mut rec| {
                let (m, meta) = open_code(&rec.code).map_err(|e| e.to_string())?;
                rec.id = id.clone();
                rec.game = m.game_id().to_string();
                Ok(Opened { rec, m, meta })
            });
        Some(Entry {
            key: key.to_string(),
            id,
            raw,
            read,
        })
    }

    /// Every save entry, in key order (other keys in the store are not ours and are skipped).
    pub(crate) fn entries(&self) -> Vec<Entry> {
        let mut keys: Vec<String> = self
            .store
            .keys()
            .into_iter()
            .filter(|k| k.starts_with(KEY_PREFIX))
            .collect();
        keys.sort();
        keys.dedup();
        keys.iter().filter_map(|k| self.entry(k)).collect()
    }

    /// Every save, newest first, damaged ones last, each damaged one with its reason.
    pub fn list(&self) -> Vec<Listed> {
        let mut out: Vec<(f64, Listed)> = self
            .entries()
            .into_iter()
            .map(|e| match e.read {
                Ok(o) => (o.rec.updated, Listed::Ok(summary(&o))),
                Err(reason) => (
                    f64::NEG_INFINITY,
                    Listed::Damaged {
                        id: e.id,
                        key: e.key,
                        reason,
                    },
                ),
            })
            .collect();
        // Stable: equal times keep key order.
        out.sort_by(|a, b| b.0.total_cmp(&a.0));
        out.into_iter().map(|(_, l)| l).collect()
    }

    /// Save `id`, opened (its code replayed and so checked) with its table.
    pub fn load(&self, id: &str) -> Result<(SaveRecord, Box<dyn AnyMatch>, TableMeta), SaveError> {
        let e = self
            .entry(&Self::key(id))
            .ok_or_else(|| SaveError::NotFound(id.to_string()))?;
        let o = e.read.map_err(SaveError::Damaged)?;
        Ok((o.rec, o.m, o.meta))
    }

    /// Writes one record in one key write, so that when the store refuses it (full), nothing
    /// already saved changes. A time that is not a number is written as 0 so that it reads back.
    pub fn put(&mut self, rec: &SaveRecord) -> Result<(), SaveError> {
        let mut rec = rec.clone();
        if !rec.updated.is_finite() {
            rec.updated = 0.0;
        }
        let text = serde_json::to_string(&rec).map_err(|e| SaveError::Damaged(e.to_string()))?;
        self.store.set(&Self::key(&rec.id), &text)?;
        Ok(())
    }

    pub fn delete(&mut self, id: &str) {
        self.store.remove(&Self::key(id));
    }

    /// An id not yet used: `<game>-<seed in hex>`, then `-2`, `-3`, ….
    pub fn new_id(&self, game: &str, seed: u64) -> String {
        let taken: BTreeSet<String> = self.store.keys().into_iter().collect();
        let free = |id: &String| !taken.contains(&Self::key(id));
        let base = format!("{game}-{seed:x}");
        if free(&base) {
            return base;
        }
        // There are fewer keys than numbers, so one of these is free.
        (2..=taken.len().saturating_add(2))
            .map(|n| format!("{base}-{n}"))
            .find(free)
            .unwrap_or(base)
    }

    /// Whether a save `id` exists (damaged or not).
    pub fn contains(&self, id: &str) -> bool {
        self.store.get(&Self::key(id)).is_some()
    }
}

fn summary(o: &Opened) -> Summary {
    let status = o.m.status();
    let rec = &o.rec;
    Summary {
        id: rec.id.clone(),
        game: rec.game.clone(),
        game_name: game_name(&rec.game),
        title: if rec.title.trim().is_empty() {
            default_title(&rec.game, &o.meta)
        } else {
            rec.title.clone()
        },
        players: o.meta.names.clone(),
        round: status.round,
        phase: status.phase,
        to_act: o.m.to_act().iter().map(|&s| o.meta.name(s)).collect(),
        over: o.m.outcome().is_some(),
        updated: rec.updated,
        actions: o.m.actions(),
        seen: rec.seen.min(o.m.actions()),
    }
}
