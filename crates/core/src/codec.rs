//! The share code: one compact, versioned, URL-safe string that carries a whole match and is also
//! the save format. Layout (format 3):
//!
//! ```text
//! base64url( FORMAT | deflate( game id | rules | options JSON | table | seed
//!                              | position digest | n | moves | checksum ) )
//! ```
//! `rules` is the rules version, plus 65,536 times the older version whose setup dealt a game
//! carried over from it (`Match::carried`; 0 for a game dealt under its own rules).
//! `table` is the app's own description of the table (seat names, which seats are bots), opaque
//! to the rules, so that a link opens the same table for its receiver. `rules version` is the
//! game's `RULES_VERSION` when the code was made, `position digest` the game's own digest of
//! the position the moves lead to (`Game::digest`: what the rules mean, not how the state is
//! stored, so that a refactor of a game's state leaves every code valid). Strings are
//! length-prefixed, numbers LEB128 varints in their one shortest form. Each move is its index
//! in the legal list of the moment, preceded by the seat's position among the acting seats only
//! when several seats act at once. Decoding replays every move and so validates the whole game.
//!
//! A code made under an older rules version that the game still keeps (`Game::KEPT_VERSIONS`)
//! replays under those rules to its very position, and then plays on under today's: its moves
//! are carried over one by one as actions (not indices), up to the first that today's rules no
//! longer allow, and what changed is reported (`Carried`).
//!
//! Format 2 carried a hash of the state's serde JSON in the same place: a hash of how the state
//! was stored, which no later build can reproduce, so it is no longer checked (the checksum
//! still guards the bytes and the replay every move). Format 1 (the first release) had no rules
//! version and no position; its codes open as rules version 1 of their game.
//!
//! Everything is bounded before work is done on it: the text, the unpacked payload, the options
//! and table texts and the number of actions, at sizes no real game reaches.

use crate::base64url;
use crate::matches::{Match, ReplayError};
use crate::rules::{Game, Seat};
use std::fmt;

pub const FORMAT: u8 = 3;
/// The format whose position check was a hash of the state's JSON (not checked any more).
pub const FORMAT_2: u8 = 2;
/// The first format: no rules version, no position hash.
pub const FORMAT_1: u8 = 1;
/// Longest code text looked at (a finished 6-player game is under 2,000 characters).
pub const MAX_CODE_CHARS: usize = 24_000;
/// Most actions a code may hold; no real game comes near (Le Havre 5p: ~800).
pub const MAX_ACTIONS: usize = 20_000;
/// Longest table description (seat names and bots) in bytes.
pub const MAX_TABLE_BYTES: usize = 4_096;
/// Longest options text in bytes.
pub const MAX_OPTIONS_BYTES: usize = 1_024;
/// Longest game id.
const MAX_GAME_ID: usize = 64;
/// A decoded payload larger than this is refused (a deflate bomb, or not ours).
const MAX_PAYLOAD: usize = 128 << 10;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    Empty,
    TooLong {
        chars: usize,
    },
    NotBase64 {
        pos: usize,
        c: char,
    },
    BadLength,
    /// Made by a newer Smokestack than this one.
    Newer {
        format: u8,
    },
    UnknownFormat {
        format: u8,
    },
    /// Locked with a table password (`lock`): it opens only once the password unlocks it.
    Locked,
    Corrupt,
    ChecksumMismatch,
    Truncated,
    TrailingData,
    /// More actions, or a longer text, than any real game has.
    TooBig(&'static str),
    UnknownGame(String),
    WrongGame {
        expected: String,
        found: String,
    },
    BadOptions(String),
    Replay(ReplayError),
    /// The code replays, but not to the position it names.
    PositionMismatch,
    /// Made under another version of the game's rules, and it does not replay to the same
    /// game under this one.
    OtherVersion {
        game: String,
        code: u32,
        ours: u32,
    },
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::Empty => write!(f, "the game code is empty"),
            CodeError::TooLong { chars } => write!(
                f,
                "this is not a Smokestack game code: it is far too long ({chars} characters)"
            ),
            CodeError::NotBase64 { pos, c } => write!(
                f,
                "this is not a Smokestack game code: character {} ({c:?}) does not belong in one",
                pos + 1
            ),
            CodeError::BadLength => {
                write!(
                    f,
                    "the game code is cut off or has extra characters at its end"
                )
            }
            CodeError::Newer { format } => write!(
                f,
                "this game code was made by a newer version of Smokestack (format {format}; this \
                 version reads format {FORMAT}): reload or update the app to open it"
            ),
            CodeError::UnknownFormat { .. } => {
                write!(f, "this is not a Smokestack game code")
            }
            CodeError::Locked => write!(
                f,
                "this game is locked with a table password: open it in the app and enter the password"
            ),
            CodeError::Corrupt => write!(f, "the game code is damaged: it does not unpack"),
            CodeError::ChecksumMismatch => {
                write!(
                    f,
                    "the game code was changed or damaged: its checksum does not match"
                )
            }
            CodeError::Truncated => write!(f, "the game code is incomplete: it ends too early"),
            CodeError::TrailingData => write!(f, "the game code has unexpected data at its end"),
            CodeError::TooBig(what) => write!(
                f,
                "the game code holds more {what} than any real game, so it is not opened"
            ),
            CodeError::UnknownGame(id) => write!(
                f,
                "the game code is for a game this version does not know: {id:?}"
            ),
            CodeError::WrongGame { expected, found } => {
                write!(f, "the game code is for {found}, not {expected}")
            }
            CodeError::BadOptions(e) => write!(f, "the game code holds invalid game options: {e}"),
            CodeError::Replay(e) => write!(f, "the game code does not replay: {e}"),
            CodeError::PositionMismatch => write!(
                f,
                "the game code was changed or damaged: it does not lead to the position it names"
            ),
            CodeError::OtherVersion { game, code, ours } if code > ours => write!(
                f,
                "this {game} game was made with newer rules (version {code}; this app has \
                 version {ours}): update the app to open it"
            ),
            CodeError::OtherVersion { game, code, ours } => write!(
                f,
                "this {game} game was made with an older version of the rules (version {code}; \
                 this app plays version {ours}) and cannot be continued under the new ones"
            ),
        }
    }
}

impl std::error::Error for CodeError {}

/// A share code's outer layer, checked and unpacked but not yet replayed: which game, which
/// rules version, and the rest for that game. Its fields are public so that tests and fuzzers
/// can build and mutate codes structurally (`pack`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Packed {
    pub format: u8,
    pub game: String,
    /// The game's rules version when the code was made (1 for format 1).
    pub version: u32,
    /// The older rules version whose setup dealt the game, where it was carried over from it
    /// (`Match::carried`); none where the game was dealt under `version` (format 3 only).
    pub dealt: Option<u32>,
    pub options: String,
    /// The app's table description carried with the game (empty when none).
    pub table: String,
    pub seed: u64,
    /// The position the moves lead to (format 1: none).
    pub hash: Option<u32>,
    /// How many actions the moves hold.
    pub actions: usize,
    /// The moves' numbers: legal indices, each preceded by a seat position where several acted.
    pub moves: Vec<u64>,
}

/// The code text without what chat apps and mail add: the page address before `#`, spaces,
/// line breaks and their `%0A`/`%20` escapes. Cleaning twice gives what cleaning once gives:
/// an escape that only forms once a space is dropped (`%\t0A`) is dropped too.
pub fn clean(code: &str) -> String {
    const ESCAPES: [&str; 4] = ["%0A", "%0D", "%20", "%09"];
    let code = code.trim();
    let code = code.rsplit_once('#').map_or(code, |(_, c)| c);
    let mut out = String::with_capacity(code.len().min(MAX_CODE_CHARS + 1));
    for c in code.chars() {
        if c.is_whitespace() {
            continue;
        }
        out.push(c);
        // Only a pushed character can complete an escape, and only at the end.
        let at = out.len().saturating_sub(3);
        if out.is_char_boundary(at) && ESCAPES.iter().any(|e| out[at..].eq_ignore_ascii_case(e)) {
            out.truncate(at);
        }
        if out.len() > MAX_CODE_CHARS {
            break;
        }
    }
    out
}

pub fn unpack(code: &str) -> Result<Packed, CodeError> {
    // Bounded before any work: a hostile text of megabytes costs nothing.
    if code.len() > 4 * MAX_CODE_CHARS {
        return Err(CodeError::TooLong { chars: code.len() });
    }
    let code = clean(code);
    if code.is_empty() {
        return Err(CodeError::Empty);
    }
    if code.len() > MAX_CODE_CHARS {
        return Err(CodeError::TooLong { chars: code.len() });
    }
    let bytes = base64url::decode(&code).map_err(|e| match e {
        base64url::DecodeError::BadChar { pos, c } => CodeError::NotBase64 { pos, c },
        base64url::DecodeError::BadLength => CodeError::BadLength,
    })?;
    let (&format, compressed) = bytes.split_first().ok_or(CodeError::Truncated)?;
    if format == crate::lock::LOCKED {
        return Err(CodeError::Locked);
    }
    if format > FORMAT && format < 64 {
        return Err(CodeError::Newer { format });
    }
    if format != FORMAT && format != FORMAT_2 && format != FORMAT_1 {
        return Err(CodeError::UnknownFormat { format });
    }
    let body = miniz_oxide::inflate::decompress_to_vec_with_limit(compressed, MAX_PAYLOAD)
        .map_err(|e| match e.status {
            miniz_oxide::inflate::TINFLStatus::FailedCannotMakeProgress => CodeError::Truncated,
            miniz_oxide::inflate::TINFLStatus::HasMoreOutput => CodeError::TooBig("data"),
            _ => CodeError::Corrupt,
        })?;
    if body.len() < 4 {
        return Err(CodeError::Truncated);
    }
    let (payload, sum) = body.split_at(body.len() - 4);
    if fnv1a(payload).to_le_bytes() != sum {
        return Err(CodeError::ChecksumMismatch);
    }
    let mut r = Reader {
        bytes: payload,
        at: 0,
    };
    let game = r.string(MAX_GAME_ID, "game name")?;
    let rules = if format == FORMAT_1 { 1 } else { r.varint()? };
    let (version, dealt) = if format >= FORMAT {
        let version = u32::try_from(rules & 0xffff).map_err(|_| CodeError::Corrupt)?;
        match u32::try_from(rules >> 16).map_err(|_| CodeError::Corrupt)? {
            0 => (version, None),
            d if d < version => (version, Some(d)),
            // Only an older deal carries over; anything else is not a code we make.
            _ => return Err(CodeError::Corrupt),
        }
    } else {
        (u32::try_from(rules).map_err(|_| CodeError::Corrupt)?, None)
    };
    let options = r.string(MAX_OPTIONS_BYTES, "options")?;
    let table = r.string(MAX_TABLE_BYTES, "table text")?;
    let seed = r.varint()?;
    let hash = if format == FORMAT_1 {
        None
    } else {
        Some(u32::try_from(r.varint()?).map_err(|_| CodeError::Corrupt)?)
    };
    let actions = r.index()?;
    if actions > MAX_ACTIONS {
        return Err(CodeError::TooBig("actions"));
    }
    // At most two numbers per action (seat position and index).
    let mut moves = Vec::with_capacity(actions.saturating_mul(2).min(payload.len()));
    while r.at < r.bytes.len() {
        if moves.len() >= 2 * actions {
            return Err(CodeError::TrailingData);
        }
        moves.push(r.varint()?);
    }
    Ok(Packed {
        format,
        game,
        version,
        dealt,
        options,
        table,
        seed,
        hash,
        actions,
        moves,
    })
}

/// The code text of a packed code (always the current format, unless `format` says 1).
pub fn pack(p: &Packed) -> String {
    let mut w = Vec::with_capacity(64 + p.moves.len() * 2);
    put_str(&mut w, &p.game);
    if p.format != FORMAT_1 {
        let dealt = if p.format >= FORMAT {
            u64::from(p.dealt.unwrap_or(0)) << 16
        } else {
            0
        };
        put_varint(&mut w, p.version as u64 | dealt);
    }
    put_str(&mut w, &p.options);
    put_str(&mut w, &p.table);
    put_varint(&mut w, p.seed);
    if p.format != FORMAT_1 {
        put_varint(&mut w, p.hash.unwrap_or(0) as u64);
    }
    put_varint(&mut w, p.actions as u64);
    for &n in &p.moves {
        put_varint(&mut w, n);
    }
    let sum = fnv1a(&w);
    w.extend_from_slice(&sum.to_le_bytes());
    let mut out = vec![match p.format {
        FORMAT_1 | FORMAT_2 => p.format,
        _ => FORMAT,
    }];
    out.extend(miniz_oxide::deflate::compress_to_vec(&w, 10));
    base64url::encode(&out)
}

/// The share code of a match.
pub fn encode<G: Game>(m: &Match<G>) -> String {
    encode_with(m, "")
}

/// The unpacked form of a match's code, carrying the app's table description.
pub fn packed<G: Game>(m: &Match<G>, table: &str) -> Packed {
    let mut moves = Vec::with_capacity(m.log().len());
    for e in m.log() {
        if e.acting > 1 {
            moves.push(e.seat_pos as u64);
        }
        moves.push(e.index as u64);
    }
    Packed {
        format: FORMAT,
        game: G::ID.into(),
        version: m.rules,
        dealt: (m.dealt != m.rules).then_some(m.dealt),
        // Options serialise infallibly: they are plain data types of our own.
        options: serde_json::to_string(&m.options).unwrap_or_default(),
        table: table.into(),
        seed: m.seed,
        hash: Some(digest::<G>(m.state())),
        actions: m.log().len(),
        moves,
    }
}

/// The share code of a match, carrying the app's table description.
pub fn encode_with<G: Game>(m: &Match<G>, table: &str) -> String {
    pack(&packed(m, table))
}

/// A position's digest (`Game::digest`): what a code's position check holds.
pub fn digest<G: Game>(state: &G::State) -> u32 {
    let mut d = crate::digest::Digest::new();
    G::digest(state, &mut d);
    d.finish()
}

/// The hash format 2 carried: FNV-1a over the state's JSON as this build writes it. Kept for
/// tests that make codes in that format; decoding no longer checks it.
pub fn json_hash<G: Game>(state: &G::State) -> u32 {
    serde_json::to_vec(state).map_or(0, |b| fnv1a(&b))
}

/// Options from a code, held to the same checks as options from the new-game form: a player
/// count in range and every setting one that `Game::options` accepts as it is.
pub fn check_options<G: Game>(text: &str) -> Result<G::Options, CodeError> {
    let wrong_count = |players: &dyn fmt::Display| {
        CodeError::BadOptions(format!(
            "{} takes {} to {} players, not {players}",
            G::NAME,
            G::MIN_PLAYERS,
            G::MAX_PLAYERS
        ))
    };
    let options: G::Options = serde_json::from_str(text).map_err(|e| {
        // A player count no seat number can hold (256, -1) still reads as a player count.
        let players = serde_json::from_str::<serde_json::Value>(text)
            .ok()
            .and_then(|v| v.get("players").cloned())
            .filter(serde_json::Value::is_number);
        match players {
            Some(n) if n.as_u64().is_none_or(|n| n > 255) => wrong_count(&n),
            _ => CodeError::BadOptions(e.to_string()),
        }
    })?;
    let players = G::players(&options);
    if !(G::MIN_PLAYERS..=G::MAX_PLAYERS).contains(&players) {
        return Err(wrong_count(&players));
    }
    match G::options(players, &G::settings(&options)) {
        Ok(o) if o == options => Ok(options),
        Ok(_) => Err(CodeError::BadOptions(
            "they are not in their usual form".into(),
        )),
        Err(e) => Err(CodeError::BadOptions(e.to_string())),
    }
}

/// A game from a code made under older rules, carried over to today's: what the table tells
/// its players once.
#[derive(Clone, Debug, PartialEq)]
pub struct Carried {
    /// The rules version the code was made under, and today's.
    pub from: u32,
    pub to: u32,
    /// The actions the code holds, and how many of them today's rules took.
    pub actions: usize,
    pub kept: usize,
    /// The first action today's rules no longer allow (the game opens at the position before
    /// it, as a branch): its seat and its words as every seat may read them.
    pub stopped: Option<(Seat, crate::Msg)>,
    /// Whether the carried position means the same as the one the code names.
    pub same: bool,
    /// The score so far (`Game::provisional`, or the outcome) of the code's own position under
    /// its rules, and of the carried one under today's: what changed, seat by seat.
    pub before: Option<crate::Outcome>,
    pub after: Option<crate::Outcome>,
}

impl Carried {
    /// What the table tells once, line by line (keys `carried.*` of the app's words): that the
    /// rules of `game` changed, whether the game goes on as it was, from where it goes on if a
    /// move is no longer allowed, and each seat's score that changed.
    pub fn notice(&self, game: &str) -> Vec<crate::Msg> {
        use crate::MsgArg as Arg;
        let head = |key: &'static str| {
            crate::Msg::new(key)
                .arg("game", game)
                .arg("from", self.from as i64)
                .arg("to", self.to as i64)
        };
        let mut out = vec![match &self.stopped {
            Some((seat, action)) => head("carried.stopped")
                .arg("seat", Arg::Seat(*seat))
                .arg("action", action.clone())
                .arg("at", (self.kept + 1) as i64)
                .arg("total", self.actions as i64),
            None if self.same => head("carried.same"),
            None => head("carried.changed"),
        }];
        // A branch stands where the code's game stood moves earlier: its figures are those of
        // that earlier position, not a change the rules made.
        let (None, Some(before), Some(after)) = (&self.stopped, &self.before, &self.after) else {
            return out;
        };
        for now in &after.scores {
            let Some(was) = before
                .scores
                .iter()
                .find(|b| b.seat == now.seat && b.name == now.name)
            else {
                continue;
            };
            let who = match now.seat {
                Some(s) => Arg::Seat(s),
                None => Arg::Text(now.name.clone()),
            };
            if now.total != was.total {
                out.push(
                    crate::Msg::new("carried.score")
                        .arg("seat", who.clone())
                        .arg("now", now.total as i64)
                        .arg("was", was.total as i64),
                );
            }
            for part in &now.parts {
                let old = was.parts.iter().find(|p| p.label == part.label);
                if old.is_some_and(|p| p.points != part.points) {
                    out.push(
                        crate::Msg::new("carried.part")
                            .arg("seat", who.clone())
                            .arg("label", part.label.as_str())
                            .arg("now", part.points as i64)
                            .arg("was", old.map_or(0, |p| p.points) as i64),
                    );
                }
            }
        }
        out
    }
}

/// A code opened: the match under today's rules, and what changed where it was made under
/// older ones.
pub struct Opened<G: Game> {
    pub game: Match<G>,
    pub carried: Option<Carried>,
}

/// Rebuilds and validates the match a packed code holds, carried over to today's rules where
/// it was made under older ones (the report dropped: `open` keeps it).
pub fn decode<G: Game>(packed: &Packed) -> Result<Match<G>, CodeError> {
    open::<G>(packed).map(|o| o.game)
}

/// Rebuilds and validates the match a packed code holds. A code of today's rules version must
/// replay to the position it names. A code of a kept older version replays under its own rules
/// to its position, then its actions are carried over to today's (`Carried`); a code of a
/// version this build does not keep opens only if it replays here to the very same game; a
/// code of newer rules asks for a newer app.
pub fn open<G: Game>(packed: &Packed) -> Result<Opened<G>, CodeError> {
    if packed.game != G::ID {
        return Err(CodeError::WrongGame {
            expected: G::ID.into(),
            found: packed.game.clone(),
        });
    }
    if packed.actions > MAX_ACTIONS {
        return Err(CodeError::TooBig("actions"));
    }
    let other = || CodeError::OtherVersion {
        game: G::NAME.into(),
        code: packed.version,
        ours: G::RULES_VERSION,
    };
    if packed.version > G::RULES_VERSION {
        return Err(other());
    }
    let options = check_options::<G>(&packed.options)?;
    // Format 3 names its position by the game's digest; older formats' hashes cannot be
    // checked (nor a packed code built without one).
    let names = |m: &Match<G>| {
        packed.format < FORMAT || packed.hash.is_none_or(|h| h == digest::<G>(m.state()))
    };
    if packed.version == G::RULES_VERSION {
        let m = replay::<G>(options, packed, G::RULES_VERSION)?;
        // `replay` deals as the code says (`packed.dealt`).
        if !names(&m) {
            return Err(CodeError::PositionMismatch);
        }
        return Ok(Opened {
            game: m,
            carried: None,
        });
    }
    if !G::KEPT_VERSIONS.contains(&packed.version) {
        // Rules this build no longer plays: the game goes on only if nothing it holds has
        // changed meaning, and with format 3 only if it reaches the very position.
        return match replay::<G>(options, packed, G::RULES_VERSION) {
            Ok(m) if names(&m) => Ok(Opened {
                game: m,
                carried: Some(Carried {
                    from: packed.version,
                    to: G::RULES_VERSION,
                    actions: packed.actions,
                    kept: packed.actions,
                    stopped: None,
                    same: true,
                    before: None,
                    after: None,
                }),
            }),
            _ => Err(other()),
        };
    }
    if packed.dealt.is_some() {
        // Only a game of today's rules is dealt under older ones.
        return Err(CodeError::Corrupt);
    }
    let old = replay::<G>(options.clone(), packed, packed.version)?;
    if !names(&old) {
        return Err(CodeError::PositionMismatch);
    }
    let (game, carried) = carry::<G>(&old, packed.version)?;
    Ok(Opened {
        game,
        carried: Some(carried),
    })
}

/// The score as it stands: the outcome once over, the provisional one before.
fn standing<G: Game>(state: &G::State) -> Option<crate::Outcome> {
    G::outcome(state).or_else(|| G::provisional(state))
}

/// `old`, played under kept rules `version`, replayed action by action under today's rules up
/// to the first action they no longer allow.
fn carry<G: Game>(old: &Match<G>, version: u32) -> Result<(Match<G>, Carried), CodeError> {
    let setup_error = |e| CodeError::Replay(ReplayError::Setup(e));
    // Dealt as it was dealt then, played on by today's rules.
    let mut now =
        Match::<G>::carried(old.options.clone(), old.seed, version).map_err(setup_error)?;
    // The old game a second time, in step, to name a refused action where it was taken.
    let mut then = old.restart().map_err(setup_error)?;
    let mut stopped = None;
    for e in old.log() {
        if now.apply(e.seat, &e.action).is_err() {
            stopped = Some((e.seat, G::message(then.state(), e.seat, &e.action, None)));
            break;
        }
        let legal = then.legal(e.seat);
        then.apply_index(e.seat, e.index as usize, &legal)
            .map_err(|error| {
                CodeError::Replay(ReplayError::Illegal {
                    at: then.log().len(),
                    error,
                })
            })?;
    }
    let carried = Carried {
        from: version,
        to: G::RULES_VERSION,
        actions: old.log().len(),
        kept: now.log().len(),
        same: stopped.is_none() && digest::<G>(now.state()) == digest::<G>(old.state()),
        stopped,
        before: standing::<G>(old.state()),
        after: standing::<G>(now.state()),
    };
    Ok((now, carried))
}

/// The game of `packed` under kept (or today's) rules `version`, its first `actions` actions
/// replayed by their numbers: a code's game as the release that made it played it, for tests
/// and tools that look at an older game's positions. Its position is not checked.
pub fn replay_prefix<G: Game>(
    packed: &Packed,
    version: u32,
    actions: usize,
) -> Result<Match<G>, CodeError> {
    let options = check_options::<G>(&packed.options)?;
    let cut = Packed {
        actions: actions.min(packed.actions),
        ..packed.clone()
    };
    replay_moves::<G>(options, &cut, version, false)
}

fn replay<G: Game>(
    options: G::Options,
    packed: &Packed,
    version: u32,
) -> Result<Match<G>, CodeError> {
    replay_moves::<G>(options, packed, version, true)
}

/// Replays `packed.actions` actions; `whole`: the moves must end there.
fn replay_moves<G: Game>(
    options: G::Options,
    packed: &Packed,
    version: u32,
    whole: bool,
) -> Result<Match<G>, CodeError> {
    let start = match packed.dealt {
        Some(d) if version == G::RULES_VERSION => Match::<G>::carried(options, packed.seed, d),
        _ => Match::<G>::new_as(options, packed.seed, version),
    };
    let mut m = start.map_err(|e| CodeError::Replay(ReplayError::Setup(e)))?;
    let mut nums = packed.moves.iter().copied();
    let mut next = || {
        nums.next()
            .map(|n| usize::try_from(n).unwrap_or(usize::MAX))
            .ok_or(CodeError::Truncated)
    };
    for i in 0..packed.actions {
        let acting = m.to_act();
        let seat = if acting.len() > 1 {
            let pos = next()?;
            *acting
                .get(pos)
                .ok_or(CodeError::Replay(ReplayError::Illegal {
                    at: i,
                    error: crate::Illegal::NotYourTurn(pos.min(255) as u8),
                }))?
        } else {
            *acting
                .first()
                .ok_or(CodeError::Replay(ReplayError::Illegal {
                    at: i,
                    error: crate::Illegal::GameOver,
                }))?
        };
        let index = next()?;
        let legal = m.legal(seat);
        m.apply_index(seat, index, &legal)
            .map_err(|error| CodeError::Replay(ReplayError::Illegal { at: i, error }))?;
    }
    if whole && next().is_ok() {
        return Err(CodeError::TrailingData);
    }
    Ok(m)
}

/// FNV-1a, 32 bits: catches a changed byte that still inflates.
fn fnv1a(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5u32, |h, &b| {
        (h ^ b as u32).wrapping_mul(0x0100_0193)
    })
}

fn put_varint(w: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        w.push(v as u8 | 0x80);
        v >>= 7;
    }
    w.push(v as u8);
}

fn put_str(w: &mut Vec<u8>, s: &str) {
    put_varint(w, s.len() as u64);
    w.extend_from_slice(s.as_bytes());
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    /// A varint in its one shortest form: a trailing zero byte (an overlong encoding) or bits
    /// beyond 64 are refused, so one game has one code.
    fn varint(&mut self) -> Result<u64, CodeError> {
        let mut v = 0u64;
        for (k, shift) in (0..64).step_by(7).enumerate() {
            let b = *self.bytes.get(self.at).ok_or(CodeError::Truncated)?;
            self.at += 1;
            let bits = (b & 0x7f) as u64;
            if shift == 63 && bits > 1 {
                return Err(CodeError::Corrupt);
            }
            v |= bits << shift;
            if b < 0x80 {
                if k > 0 && b == 0 {
                    return Err(CodeError::Corrupt);
                }
                return Ok(v);
            }
        }
        Err(CodeError::Corrupt)
    }

    /// A varint used as a count or position: one too large for this platform's `usize` (wasm32)
    /// saturates, so it fails as out of range instead of wrapping to a small, valid-looking one.
    fn index(&mut self) -> Result<usize, CodeError> {
        Ok(usize::try_from(self.varint()?).unwrap_or(usize::MAX))
    }

    fn string(&mut self, max: usize, what: &'static str) -> Result<String, CodeError> {
        let n = self.index()?;
        if n > max {
            return Err(CodeError::TooBig(what));
        }
        let end = self
            .at
            .checked_add(n)
            .filter(|&e| e <= self.bytes.len())
            .ok_or(CodeError::Truncated)?;
        let s = std::str::from_utf8(&self.bytes[self.at..end]).map_err(|_| CodeError::Corrupt)?;
        self.at = end;
        Ok(s.to_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varints_round_trip() {
        for v in [0u64, 1, 127, 128, 300, 1 << 35, 1 << 63, u64::MAX] {
            let mut w = Vec::new();
            put_varint(&mut w, v);
            assert_eq!(Reader { bytes: &w, at: 0 }.varint().unwrap(), v);
        }
    }

    #[test]
    fn overlong_varints_are_refused() {
        // 1 written in two bytes, and 0 in two: the same numbers as [1] and [0].
        for bytes in [&[0x81u8, 0x00][..], &[0x80, 0x00], &[0x80, 0x80, 0x00]] {
            assert_eq!(
                Reader { bytes, at: 0 }.varint(),
                Err(CodeError::Corrupt),
                "{bytes:?}"
            );
        }
        // Bits beyond 64.
        let mut w = vec![0xff; 9];
        w.push(0x02);
        assert_eq!(
            Reader { bytes: &w, at: 0 }.varint(),
            Err(CodeError::Corrupt)
        );
    }

    #[test]
    fn cleaning_drops_what_chat_apps_add() {
        assert_eq!(clean(" https://x/y#AB%0ACD\n EF "), "ABCDEF");
        assert_eq!(clean("AB%20C%0dD\tE"), "ABCDE");
        // An escape split by a space is an escape once the space goes (found by fuzzing).
        assert_eq!(clean("AB%\t\t0Aw"), "ABw");
        assert_eq!(clean("A%%0A0AB"), "AB");
        for text in ["AB%\t\t0Aw", "%%0A0A%0A", "x%2 0y", "é%0A%", "%0%0AA"] {
            assert_eq!(clean(&clean(text)), clean(text), "{text:?}");
        }
    }

    #[test]
    fn garbage_is_rejected_with_a_reason() {
        assert_eq!(unpack(""), Err(CodeError::Empty));
        assert!(matches!(
            unpack("hello, world!"),
            Err(CodeError::NotBase64 { .. })
        ));
        assert!(matches!(
            unpack("AAAA"),
            Err(CodeError::UnknownFormat { .. } | CodeError::Corrupt | CodeError::Truncated)
        ));
        // Format 4 is from the future.
        assert_eq!(
            unpack(&base64url::encode(&[4, 0, 0])),
            Err(CodeError::Newer { format: 4 })
        );
        assert!(matches!(
            unpack(&"A".repeat(MAX_CODE_CHARS + 4)),
            Err(CodeError::TooLong { .. })
        ));
    }

    #[test]
    fn counts_and_texts_beyond_any_game_are_refused_before_replay() {
        let base = Packed {
            format: FORMAT,
            game: "g".into(),
            version: 1,
            dealt: None,
            options: "{}".into(),
            table: String::new(),
            seed: 1,
            hash: Some(0),
            actions: 0,
            moves: Vec::new(),
        };
        let many = Packed {
            actions: MAX_ACTIONS + 1,
            ..base.clone()
        };
        assert_eq!(unpack(&pack(&many)), Err(CodeError::TooBig("actions")));
        let table = Packed {
            table: "x".repeat(MAX_TABLE_BYTES + 1),
            ..base.clone()
        };
        assert_eq!(unpack(&pack(&table)), Err(CodeError::TooBig("table text")));
        assert_eq!(unpack(&pack(&base)), Ok(base));
    }
}
