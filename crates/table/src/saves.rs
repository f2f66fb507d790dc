//! Saved games: one record per game under `smokestack/v1/save/<id>`, listed, loaded, written and
//! deleted. A damaged entry is listed as damaged with its reason instead of hiding the others, a
//! game made under other rules is listed as such (never as damaged, never rewritten), and a
//! refused write (full storage) leaves every saved game as it was.
//!
//! Every save carries its list line ([`SaveMeta`]), so that listing and merging read it instead
//! of replaying each game; a record without one (saved before it existed) is opened instead.
//!
//! Merging a game that arrives by link is in `merge`, the saves file in `transfer`.

use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;
use smokestack_core::{AnyMatch, Carried, CodeError, Seat, codec};
use std::collections::BTreeSet;
use std::fmt;

use crate::device::{Turn, turn};
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
/// Reading is lenient about everything but the code: a missing or odd title, time, count or
/// metadata does not make a game unopenable.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
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
    /// What the list shows of the game, taken from the code when it was written. Missing in
    /// saves from before it existed, and dropped when unreadable: then the code is opened.
    #[serde(
        default,
        deserialize_with = "lenient_meta",
        skip_serializing_if = "Option::is_none"
    )]
    pub meta: Option<SaveMeta>,
    /// The seats the people at this device play (all of them in hotseat, one's own in link
    /// play). It stays on this device: a link never carries it. None until someone says who
    /// they are: a game that arrived by link, or a save from before seats were recorded.
    #[serde(
        default,
        deserialize_with = "lenient_seats",
        skip_serializing_if = "Option::is_none"
    )]
    pub mine: Option<Vec<Seat>>,
    /// The code as it was made under older rules, before it was carried over to the rules this
    /// app plays (`codec::open`): kept so that the players can still export the game as it was.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub original: Option<String>,
    /// The players have not yet been told what carrying the game over changed: the table says
    /// so once, when it next opens the game (from `original`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub carried: bool,
    /// One of two copies of this game that went different ways (a link that forked from the
    /// save): the lobby shows them side by side, named by who moved otherwise and where.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub branch: Option<Branch>,
}

/// One of two branches of a game, after a link and a save went different ways.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Branch {
    /// The seat that moved otherwise in the two, where it can be told.
    #[serde(default)]
    pub seat: Option<Seat>,
    /// The round the two went apart in.
    #[serde(default)]
    pub round: u32,
    /// The other branch's save id.
    #[serde(default)]
    pub other: String,
    /// The branch the others go on with (it came by link); otherwise the one left behind here.
    #[serde(default)]
    pub ahead: bool,
}

/// A save opened for the table: its record, its match under the rules this app plays, its
/// table, and what changed where its code was made under older rules (to be told once).
pub struct Loaded {
    pub rec: SaveRecord,
    pub game: Box<dyn AnyMatch>,
    pub table: TableMeta,
    pub carried: Option<Carried>,
}

/// A save's game as the list and the merge of an arriving link need it, read from the match
/// when the save was written.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveMeta {
    pub game: String,
    /// The rules version the code was made under.
    pub rules: u32,
    /// Seat names, in seat order.
    pub names: Vec<String>,
    pub round: u32,
    pub phase: String,
    /// The names of the seats that act.
    pub to_act: Vec<String>,
    pub actions: usize,
    pub over: bool,
    /// The game's identity: its options (JSON) and seed. Two codes of one game share both.
    pub options: String,
    pub seed: u64,
    /// The seats that act (missing in metadata written before it existed: then `to_act`'s
    /// names tell).
    #[serde(default)]
    pub acting: Option<Vec<Seat>>,
    /// The seats bots play.
    #[serde(default)]
    pub bots: Vec<Seat>,
}

impl SaveMeta {
    /// The metadata of match `m` at `table`, its code made under rules version `rules`.
    pub fn of(m: &dyn AnyMatch, table: &TableMeta, rules: u32) -> SaveMeta {
        let status = m.status();
        let (options, seed) = m.identity();
        SaveMeta {
            game: m.game_id().to_string(),
            rules,
            names: table.names.clone(),
            round: status.round,
            phase: status.phase,
            to_act: m.to_act().iter().map(|&s| table.name(s)).collect(),
            actions: m.actions(),
            over: m.outcome().is_some(),
            options,
            seed,
            acting: Some(m.to_act()),
            bots: (0..m.seats())
                .filter(|&s| table.is_bot(s).is_some())
                .collect(),
        }
    }

    /// The seats that act: recorded, or (older metadata) found by their names.
    pub fn acting(&self) -> Vec<Seat> {
        match &self.acting {
            Some(a) => a.clone(),
            None => self
                .names
                .iter()
                .enumerate()
                .filter(|(_, n)| self.to_act.contains(n))
                .filter_map(|(i, _)| Seat::try_from(i).ok())
                .collect(),
        }
    }

    /// Whether this describes a game of the very identity `options` and `seed`. Options compare
    /// as JSON values, so that spacing or key order in a hand-made code does not matter.
    pub fn same_game(&self, game: &str, options: &str, seed: u64) -> bool {
        self.game == game && self.seed == seed && same_options(&self.options, options)
    }
}

/// Two options texts of one game: equal as JSON.
pub(crate) fn same_options(a: &str, b: &str) -> bool {
    a == b
        || matches!(
            (serde_json::from_str::<Value>(a), serde_json::from_str::<Value>(b)),
            (Ok(x), Ok(y)) if x == y
        )
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

fn lenient_seats<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Vec<Seat>>, D::Error> {
    Ok(serde_json::from_value::<Vec<Seat>>(Value::deserialize(d)?)
        .ok()
        .map(|mut v| {
            v.sort_unstable();
            v.dedup();
            v
        }))
}

fn lenient_meta<'de, D: Deserializer<'de>>(d: D) -> Result<Option<SaveMeta>, D::Error> {
    Ok(serde_json::from_value(Value::deserialize(d)?).ok())
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
    /// Whose move it is, as this device sees it.
    pub turn: Turn,
    /// The game was carried over from older rules, and its code as it was is kept for export.
    pub original: bool,
    /// One of two branches of the game (a fork), where it is one.
    pub branch: Option<Branch>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Listed {
    Ok(Summary),
    /// A game made under another version of its rules that does not replay under these: kept
    /// as it is, to be exported or deleted (or opened by an app of its own rules).
    OtherRules {
        id: String,
        key: String,
        game: String,
        game_name: String,
        title: String,
        /// The rules version the game was made under.
        made: u32,
        /// The rules version this app plays.
        ours: u32,
        updated: f64,
    },
    /// An entry that does not open, listed so that it can be exported or deleted.
    Damaged {
        id: String,
        key: String,
        reason: Damage,
    },
}

impl Listed {
    pub fn id(&self) -> &str {
        match self {
            Listed::Ok(s) => &s.id,
            Listed::OtherRules { id, .. } | Listed::Damaged { id, .. } => id,
        }
    }
}

/// Why a saved entry does not open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Damage {
    /// The stored text is not a save record: the parser's reason.
    NotRecord(String),
    /// The record's code does not open.
    Code(CodeError),
}

impl fmt::Display for Damage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Damage::NotRecord(why) => write!(f, "it is not a save record ({why})"),
            Damage::Code(e) => e.fmt(f),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// A code that arrived (link, import) does not open.
    Code(CodeError),
    Store(StoreError),
    /// A saved entry does not open: the reason.
    Damaged(Damage),
    /// A saved game made under another version of its rules, which it does not replay under:
    /// kept as it is.
    OtherRules {
        game: String,
        made: u32,
        ours: u32,
    },
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
            SaveError::OtherRules { game, made, ours } => {
                let e = CodeError::OtherVersion {
                    game: game.clone(),
                    code: *made,
                    ours: *ours,
                };
                let text = e.to_string();
                let mut c = text.chars();
                let first = c.next().map(|c| c.to_uppercase().to_string());
                write!(
                    f,
                    "{}{}. The save is kept as it was: export it or delete it.",
                    first.unwrap_or_default(),
                    c.as_str()
                )
            }
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

/// The rules version this app plays `game` under; none for a game it does not know.
pub(crate) fn rules_version(game: &str) -> Option<u32> {
    smokestack_games::info_of(game).map(|g| g.rules_version)
}

/// A code opened: the match, replayed and so validated, its table for its seat count, and the
/// rules version the code was made under.
pub(crate) fn open_code(code: &str) -> Result<(Box<dyn AnyMatch>, TableMeta, u32), CodeError> {
    open_carried(code).map(|(m, meta, version, _)| (m, meta, version))
}

/// A code opened: its match, its table, the rules version it was made under, and what changed
/// where that was older.
pub(crate) type OpenedCode = (Box<dyn AnyMatch>, TableMeta, u32, Option<Carried>);

/// `open_code`, with what changed where the code was made under older rules.
pub(crate) fn open_carried(code: &str) -> Result<OpenedCode, CodeError> {
    let packed = codec::unpack(code)?;
    // A known game whose code has not loaded yet is the app's to load first (`games::load`).
    let entry = smokestack_games::find(&packed.game)
        .ok_or_else(|| CodeError::UnknownGame(packed.game.clone()))?;
    let (m, carried) = entry.open_carried(&packed)?;
    let meta = TableMeta::from_json(&packed.table, m.seats());
    Ok((m, meta, packed.version, carried))
}

/// The name a game id shows as; the id itself for a game this version does not know.
pub(crate) fn game_name(game: &str) -> String {
    smokestack_games::info_of(game).map_or_else(|| game.to_string(), |g| g.name.to_string())
}

/// The title a game gets when nobody gave it one: "<Game> — <names>".
pub(crate) fn default_title(game: &str, meta: &TableMeta) -> String {
    title_of(game, &meta.names)
}

fn title_of(game: &str, names: &[String]) -> String {
    format!("{} — {}", game_name(game), names.join(", "))
}

/// A save that opened.
pub(crate) struct Opened {
    pub rec: SaveRecord,
    pub m: Box<dyn AnyMatch>,
    pub table: TableMeta,
    /// The rules version its code was made under.
    pub rules: u32,
}

/// A stored text as a record (its id from the key), or why it is not one.
pub(crate) fn parse_record(id: &str, raw: &str) -> Result<SaveRecord, Damage> {
    let mut rec =
        serde_json::from_str::<SaveRecord>(raw).map_err(|e| Damage::NotRecord(e.to_string()))?;
    rec.id = id.to_string();
    if let Some(meta) = &rec.meta {
        rec.game = meta.game.clone();
    }
    Ok(rec)
}

/// A record opened: its code replayed.
pub(crate) fn open_record(mut rec: SaveRecord) -> Result<Opened, Damage> {
    let (m, table, rules) = open_code(&rec.code).map_err(Damage::Code)?;
    rec.game = m.game_id().to_string();
    Ok(Opened {
        rec,
        m,
        table,
        rules,
    })
}

/// What a record holds, as far as it must be known: listed from its metadata when that was
/// written under the rules this app plays, otherwise opened.
pub(crate) enum Read {
    /// From the metadata, without replaying.
    Known(SaveRecord, SaveMeta),
    Opened(Opened),
    OtherRules {
        rec: SaveRecord,
        game: String,
        made: u32,
        ours: u32,
    },
    Damaged(Damage),
}

pub(crate) fn read_record(id: &str, raw: &str) -> Read {
    let rec = match parse_record(id, raw) {
        Ok(rec) => rec,
        Err(d) => return Read::Damaged(d),
    };
    if let Some(meta) = rec.meta.clone()
        && rules_version(&meta.game) == Some(meta.rules)
    {
        return Read::Known(rec, meta);
    }
    let code = rec.code.clone();
    match open_record(rec.clone()) {
        Ok(o) => Read::Opened(o),
        Err(Damage::Code(CodeError::OtherVersion {
            game,
            code: made,
            ours,
        })) => {
            let mut rec = rec;
            if let Ok(p) = codec::unpack(&code) {
                rec.game = p.game;
            }
            Read::OtherRules {
                rec,
                game,
                made,
                ours,
            }
        }
        Err(d) => Read::Damaged(d),
    }
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

    /// Every save's (key, id), in key order (other keys in the store are not ours).
    pub(crate) fn save_keys(&self) -> Vec<(String, String)> {
        let mut keys: Vec<String> = self
            .store
            .keys()
            .into_iter()
            .filter(|k| k.starts_with(KEY_PREFIX))
            .collect();
        keys.sort();
        keys.dedup();
        keys.into_iter()
            .map(|k| {
                let id = k[KEY_PREFIX.len()..].to_string();
                (k, id)
            })
            .collect()
    }

    /// Every save, newest first; then games made under other rules, newest first; damaged ones
    /// last, each with its reason. Saves with metadata of the rules played here are listed
    /// from it, without replaying their games.
    pub fn list(&self) -> Vec<Listed> {
        let mut out: Vec<(u8, f64, Listed)> = Vec::new();
        for (key, id) in self.save_keys() {
            let Some(raw) = self.store.get(&key) else {
                continue;
            };
            out.push(match read_record(&id, &raw) {
                Read::Known(rec, meta) => (0, rec.updated, Listed::Ok(summary(&rec, &meta))),
                Read::Opened(o) => {
                    let meta = SaveMeta::of(o.m.as_ref(), &o.table, o.rules);
                    (0, o.rec.updated, Listed::Ok(summary(&o.rec, &meta)))
                }
                Read::OtherRules {
                    rec,
                    game,
                    made,
                    ours,
                } => {
                    let title = if !rec.title.trim().is_empty() {
                        rec.title.clone()
                    } else if let Some(meta) = &rec.meta {
                        title_of(&rec.game, &meta.names)
                    } else {
                        game.clone()
                    };
                    (
                        1,
                        rec.updated,
                        Listed::OtherRules {
                            id,
                            key,
                            game_name: game,
                            game: rec.game,
                            title,
                            made,
                            ours,
                            updated: rec.updated,
                        },
                    )
                }
                Read::Damaged(reason) => {
                    (2, f64::NEG_INFINITY, Listed::Damaged { id, key, reason })
                }
            });
        }
        // Stable: equal times keep key order.
        out.sort_by(|a, b| a.0.cmp(&b.0).then(b.1.total_cmp(&a.1)));
        out.into_iter().map(|(_, _, l)| l).collect()
    }

    /// The games of the saves here, each once, read from their records without opening them.
    pub fn games(&self) -> Vec<String> {
        let mut games: Vec<String> = self
            .save_keys()
            .into_iter()
            .filter_map(|(_, id)| self.game_of(&id))
            .collect();
        games.sort();
        games.dedup();
        games
    }

    /// The game of save `id`, read from its record without opening it.
    pub fn game_of(&self, id: &str) -> Option<String> {
        let raw = self.store.get(&Self::key(id))?;
        parse_record(id, &raw).ok().map(|r| r.game)
    }

    /// Save `id`, opened (its code replayed and so checked) with its table.
    pub fn load(&self, id: &str) -> Result<(SaveRecord, Box<dyn AnyMatch>, TableMeta), SaveError> {
        self.open(id).map(|l| (l.rec, l.game, l.table))
    }

    /// Save `id` opened for the table. A game made under older rules comes carried over to the
    /// rules this app plays: the record then keeps its code as it was (`original`) and says
    /// that the players are still to be told (`carried`), until the table writes it again.
    /// A game carried over when it arrived by link tells the same, once, from its `original`.
    pub fn open(&self, id: &str) -> Result<Loaded, SaveError> {
        let raw = self
            .store
            .get(&Self::key(id))
            .ok_or_else(|| SaveError::NotFound(id.to_string()))?;
        let mut rec = parse_record(id, &raw).map_err(SaveError::Damaged)?;
        let (game, table, _, mut carried) = match open_carried(&rec.code) {
            Ok(o) => o,
            Err(CodeError::OtherVersion { game, code, ours }) => {
                return Err(SaveError::OtherRules {
                    game,
                    made: code,
                    ours,
                });
            }
            Err(e) => return Err(SaveError::Damaged(Damage::Code(e))),
        };
        rec.game = game.game_id().to_string();
        if carried.is_some() {
            rec.original.get_or_insert_with(|| rec.code.clone());
            rec.carried = true;
        } else if rec.carried {
            // Carried over on arrival: what changed is read again from the code as it came.
            carried = rec
                .original
                .as_deref()
                .and_then(|c| open_carried(c).ok())
                .and_then(|(.., c)| c);
        }
        Ok(Loaded {
            rec,
            game,
            table,
            carried,
        })
    }

    /// Writes one record in one key write, so that when the store refuses it (full), nothing
    /// already saved changes. A time that is not a number is written as 0 so that it reads back.
    /// A record without metadata gets it from its code, when the code opens.
    pub fn put(&mut self, rec: &SaveRecord) -> Result<(), SaveError> {
        let mut rec = rec.clone();
        if rec.meta.is_none()
            && let Ok((m, table, rules)) = open_code(&rec.code)
        {
            rec.meta = Some(SaveMeta::of(m.as_ref(), &table, rules));
        }
        self.write(&rec)
    }

    /// Saves the game being played: `rec` gets the code of `m` at `table` and its metadata from
    /// the same match (no replay), then is written as `put` writes.
    pub fn save_game(
        &mut self,
        rec: &mut SaveRecord,
        m: &dyn AnyMatch,
        table: &TableMeta,
    ) -> Result<(), SaveError> {
        let code = m.share_code_with(&table.to_json());
        self.save_coded(rec, m, table, code)
    }

    /// The same, with `m`'s code for `table` made already (`AnyMatch::share_code_with`).
    pub fn save_coded(
        &mut self,
        rec: &mut SaveRecord,
        m: &dyn AnyMatch,
        table: &TableMeta,
        code: String,
    ) -> Result<(), SaveError> {
        rec.code = code;
        rec.game = m.game_id().to_string();
        let rules = match rules_version(m.game_id()) {
            Some(v) => v,
            None => codec::unpack(&rec.code)?.version,
        };
        rec.meta = Some(SaveMeta::of(m, table, rules));
        self.write(rec)
    }

    pub(crate) fn write(&mut self, rec: &SaveRecord) -> Result<(), SaveError> {
        let mut rec = rec.clone();
        if !rec.updated.is_finite() {
            rec.updated = 0.0;
        }
        let text = serde_json::to_string(&rec)
            .map_err(|e| SaveError::Damaged(Damage::NotRecord(e.to_string())))?;
        self.store.set(&Self::key(&rec.id), &text)?;
        Ok(())
    }

    pub fn delete(&mut self, id: &str) {
        self.store.remove(&Self::key(id));
    }

    /// Removes branch `id` of a forked game: the other branch is then the game alone, no
    /// longer marked as a branch.
    pub fn remove_branch(&mut self, id: &str) -> Result<(), SaveError> {
        let other = self
            .store
            .get(&Self::key(id))
            .and_then(|raw| parse_record(id, &raw).ok())
            .and_then(|r| r.branch)
            .map(|b| b.other);
        self.delete(id);
        if let Some(other) = other
            && let Some(raw) = self.store.get(&Self::key(&other))
            && let Ok(mut rec) = parse_record(&other, &raw)
            && rec.branch.as_ref().is_some_and(|b| b.other == id)
        {
            rec.branch = None;
            self.write(&rec)?;
        }
        Ok(())
    }

    /// Marks saves `ahead` and `behind` as the two branches of a fork: `seat` moved otherwise
    /// in them, in round `round`.
    pub(crate) fn mark_branches(
        &mut self,
        ahead: &str,
        behind: &str,
        seat: Option<Seat>,
        round: u32,
    ) -> Result<(), SaveError> {
        for (id, other, is_ahead) in [(ahead, behind, true), (behind, ahead, false)] {
            if let Some(raw) = self.store.get(&Self::key(id))
                && let Ok(mut rec) = parse_record(id, &raw)
            {
                rec.branch = Some(Branch {
                    seat,
                    round,
                    other: other.to_string(),
                    ahead: is_ahead,
                });
                self.write(&rec)?;
            }
        }
        Ok(())
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

fn summary(rec: &SaveRecord, meta: &SaveMeta) -> Summary {
    Summary {
        id: rec.id.clone(),
        game: meta.game.clone(),
        game_name: game_name(&meta.game),
        title: if rec.title.trim().is_empty() {
            title_of(&meta.game, &meta.names)
        } else {
            rec.title.clone()
        },
        players: meta.names.clone(),
        round: meta.round,
        phase: meta.phase.clone(),
        to_act: meta.to_act.clone(),
        over: meta.over,
        updated: rec.updated,
        actions: meta.actions,
        seen: rec.seen.min(meta.actions),
        turn: if meta.over {
            Turn::Over
        } else {
            turn(&meta.acting(), &meta.bots, rec.mine.as_deref())
        },
        original: rec.original.is_some(),
        branch: rec.branch.clone(),
    }
}
