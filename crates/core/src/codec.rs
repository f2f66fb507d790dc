//! The share code: one compact, versioned, URL-safe string that carries a whole match and is also
//! the save format. Layout (format 1):
//!
//! ```text
//! base64url( FORMAT | deflate( game id | options JSON | table | seed | moves | checksum ) )
//! ```
//! `table` is the app's own description of the table (seat names, which seats are bots), opaque
//! to the rules, so that a link opens the same table for its receiver.
//! Strings are length-prefixed, numbers LEB128 varints. Each move is its index in the legal list
//! of the moment, preceded by the seat's position among the acting seats only when several seats
//! act at once. Decoding replays every move and so validates the whole game.

use crate::base64url;
use crate::matches::{Match, ReplayError};
use crate::rules::Game;
use std::fmt;

pub const FORMAT: u8 = 1;
/// A decoded payload larger than this is refused (a deflate bomb, or not ours).
const MAX_PAYLOAD: usize = 4 << 20;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    Empty,
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
    Corrupt,
    ChecksumMismatch,
    Truncated,
    TrailingData,
    UnknownGame(String),
    WrongGame {
        expected: String,
        found: String,
    },
    BadOptions(String),
    Replay(ReplayError),
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::Empty => write!(f, "the game code is empty"),
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
            CodeError::UnknownFormat { format } => {
                write!(
                    f,
                    "this is not a Smokestack game code (unknown format {format})"
                )
            }
            CodeError::Corrupt => write!(f, "the game code is damaged: it does not unpack"),
            CodeError::ChecksumMismatch => {
                write!(
                    f,
                    "the game code was changed or damaged: its checksum does not match"
                )
            }
            CodeError::Truncated => write!(f, "the game code is incomplete: it ends too early"),
            CodeError::TrailingData => write!(f, "the game code has unexpected data at its end"),
            CodeError::UnknownGame(id) => write!(
                f,
                "the game code is for a game this version does not know: {id:?}"
            ),
            CodeError::WrongGame { expected, found } => {
                write!(f, "the game code is for {found}, not {expected}")
            }
            CodeError::BadOptions(e) => write!(f, "the game code holds invalid game options: {e}"),
            CodeError::Replay(e) => write!(f, "the game code does not replay: {e}"),
        }
    }
}

impl std::error::Error for CodeError {}

/// A share code's outer layer, checked and unpacked: which game, and the rest for that game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Packed {
    pub game: String,
    /// The app's table description carried with the game (empty when none).
    pub table: String,
    options: String,
    body: Vec<u8>,
    at: usize,
}

pub fn unpack(code: &str) -> Result<Packed, CodeError> {
    let code = code.trim();
    // Accept a whole link as well as the bare code.
    let code = code.rsplit_once('#').map_or(code, |(_, c)| c);
    if code.is_empty() {
        return Err(CodeError::Empty);
    }
    let bytes = base64url::decode(code).map_err(|e| match e {
        base64url::DecodeError::BadChar { pos, c } => CodeError::NotBase64 { pos, c },
        base64url::DecodeError::BadLength => CodeError::BadLength,
    })?;
    let (&format, compressed) = bytes.split_first().ok_or(CodeError::Truncated)?;
    if format > FORMAT && format < 64 {
        return Err(CodeError::Newer { format });
    }
    if format != FORMAT {
        return Err(CodeError::UnknownFormat { format });
    }
    let body = miniz_oxide::inflate::decompress_to_vec_with_limit(compressed, MAX_PAYLOAD)
        .map_err(|e| match e.status {
            miniz_oxide::inflate::TINFLStatus::FailedCannotMakeProgress => CodeError::Truncated,
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
    let game = r.string()?;
    let options = r.string()?;
    let table = r.string()?;
    let at = r.at;
    let mut body = body;
    body.truncate(body.len() - 4);
    Ok(Packed {
        game,
        table,
        options,
        body,
        at,
    })
}

/// The share code of a match.
pub fn encode<G: Game>(m: &Match<G>) -> String {
    encode_with(m, "")
}

/// The share code of a match, carrying the app's table description.
pub fn encode_with<G: Game>(m: &Match<G>, table: &str) -> String {
    let mut w = Vec::with_capacity(64 + m.log().len() * 2);
    put_str(&mut w, G::ID);
    // Options serialise infallibly: they are plain data types of our own.
    put_str(
        &mut w,
        &serde_json::to_string(&m.options).unwrap_or_default(),
    );
    put_str(&mut w, table);
    put_varint(&mut w, m.seed);
    put_varint(&mut w, m.log().len() as u64);
    for e in m.log() {
        if e.acting > 1 {
            put_varint(&mut w, e.seat_pos as u64);
        }
        put_varint(&mut w, e.index as u64);
    }
    let sum = fnv1a(&w);
    w.extend_from_slice(&sum.to_le_bytes());
    let mut out = vec![FORMAT];
    out.extend(miniz_oxide::deflate::compress_to_vec(&w, 10));
    base64url::encode(&out)
}

/// Rebuilds and validates the match a packed code holds.
pub fn decode<G: Game>(packed: &Packed) -> Result<Match<G>, CodeError> {
    if packed.game != G::ID {
        return Err(CodeError::WrongGame {
            expected: G::ID.into(),
            found: packed.game.clone(),
        });
    }
    let mut r = Reader {
        bytes: &packed.body,
        at: packed.at,
    };
    let options: G::Options =
        serde_json::from_str(&packed.options).map_err(|e| CodeError::BadOptions(e.to_string()))?;
    let seed = r.varint()?;
    let n = r.varint()?;
    let mut m =
        Match::<G>::new(options, seed).map_err(|e| CodeError::Replay(ReplayError::Setup(e)))?;
    for i in 0..n {
        let acting = m.to_act();
        let seat = if acting.len() > 1 {
            let pos = r.index()?;
            *acting
                .get(pos)
                .ok_or(CodeError::Replay(ReplayError::Illegal {
                    at: i as usize,
                    error: crate::Illegal::NotYourTurn(pos.min(255) as u8),
                }))?
        } else {
            *acting
                .first()
                .ok_or(CodeError::Replay(ReplayError::Illegal {
                    at: i as usize,
                    error: crate::Illegal::GameOver,
                }))?
        };
        let index = r.index()?;
        let legal = m.legal(seat);
        m.apply_index(seat, index, &legal).map_err(|error| {
            CodeError::Replay(ReplayError::Illegal {
                at: i as usize,
                error,
            })
        })?;
    }
    if r.at != r.bytes.len() {
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
    fn varint(&mut self) -> Result<u64, CodeError> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let b = *self.bytes.get(self.at).ok_or(CodeError::Truncated)?;
            self.at += 1;
            v |= ((b & 0x7f) as u64) << shift;
            if b < 0x80 {
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

    fn string(&mut self) -> Result<String, CodeError> {
        let n = self.index()?;
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
        for v in [0u64, 1, 127, 128, 300, 1 << 35, u64::MAX] {
            let mut w = Vec::new();
            put_varint(&mut w, v);
            assert_eq!(Reader { bytes: &w, at: 0 }.varint().unwrap(), v);
        }
    }

    #[test]
    fn garbage_is_rejected_with_a_reason() {
        assert_eq!(unpack(""), Err(CodeError::Empty));
        assert!(matches!(
            unpack("hello world"),
            Err(CodeError::NotBase64 { .. })
        ));
        assert!(matches!(
            unpack("AAAA"),
            Err(CodeError::UnknownFormat { .. } | CodeError::Corrupt | CodeError::Truncated)
        ));
        // Format 2 is from the future.
        assert_eq!(
            unpack(&base64url::encode(&[2, 0, 0])),
            Err(CodeError::Newer { format: 2 })
        );
    }
}
