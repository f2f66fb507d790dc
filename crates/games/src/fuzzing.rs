//! The fuzz bodies of the link path (issue #9: a decoder that holds against hostile links),
//! kept as ordinary library code so that a normal test replays the fuzz corpus
//! (`tests/fuzz_corpus.rs`) and the cargo-fuzz targets in `fuzz/` are one line each.
//!
//! * [`link_text`]: any bytes, as text, opened the way the browser opens a link.
//! * [`payload`]: bytes read as choices that build a share code structurally (game, format,
//!   rules version, options, table, seed, position hash, moves), so that the fuzzer spends its
//!   time past the checksum and inside the replay.
//!
//! Neither may panic, and whatever opens must survive a round trip through its own code. Both
//! bound their own work: the input is cut, the moves are capped and the codec refuses more
//! actions than any real game holds before replaying.

use smokestack_core::codec::{self, MAX_CODE_CHARS, MAX_OPTIONS_BYTES, MAX_TABLE_BYTES, Packed};
use smokestack_core::{BotKind, GameEntry, GameRng};
use std::borrow::Cow;
use std::sync::OnceLock;

/// Link bytes beyond this are cut: every text this long is refused unread as too long, and a
/// lossy conversion never makes a text shorter than its bytes, so the cut changes no result.
const MAX_LINK_BYTES: usize = 4 * MAX_CODE_CHARS + 4;
/// Most move numbers a structured code holds, and most actions a walk takes.
const MAX_MOVES: usize = 4_096;
const MAX_WALK: usize = 2_000;
/// Most seats whose views and legal lists are looked at (no game has more than 5).
const MAX_SEATS: u8 = 8;

/// Raw bytes as a pasted link: opened, and if it opens, checked.
pub fn link_text(data: &[u8]) {
    check_code(&as_link(data));
}

/// The text [`link_text`] opens: the bytes as (lossy) UTF-8, cut to a bounded length.
pub fn as_link(data: &[u8]) -> Cow<'_, str> {
    String::from_utf8_lossy(&data[..data.len().min(MAX_LINK_BYTES)])
}

/// Bytes read as the choices of a structured share code, which is then opened and checked.
pub fn payload(data: &[u8]) {
    check_code(&payload_code(data));
}

/// Opens `text` as the browser opens a link (`crate::open`) and, when it opens, checks that it
/// survives its own round trip and that every read-only view of it works. Whether it opened.
///
/// Panics when a check fails: that is what the fuzzer looks for.
pub fn check_code(text: &str) -> bool {
    let Ok((m, carried)) = crate::open_carried(text) else {
        return false;
    };
    let packed = codec::unpack(text).expect("a code that opens unpacks");
    let entry = crate::find(&packed.game).expect("a code that opens is of a listed game");
    assert_eq!(m.game_id(), entry.id());
    // A code of older rules opens carried over to today's: up to the first action they no
    // longer allow, every action of it.
    let kept = carried.as_ref().map_or(packed.actions, |c| {
        assert_eq!(
            c.actions, packed.actions,
            "the carried game counts the code's actions"
        );
        assert!(c.kept <= c.actions);
        assert_eq!(c.stopped.is_none(), c.kept == c.actions);
        assert_eq!(c.to, entry.rules_version());
        c.kept
    });
    assert_eq!(m.actions(), kept, "one action per counted action");

    // Its own code opens again to the same game, and says so a second time alike.
    let state = m.state_json();
    let own = m.share_code();
    let again = crate::open(&own).unwrap_or_else(|e| panic!("its own code {own} fails: {e}"));
    assert_eq!(
        again.state_json(),
        state,
        "its own code {own} opens elsewhere"
    );
    assert_eq!(again.share_code(), own, "a second trip changes the code");
    // With the table it came with, it is the same game in the current format and rules
    // version: everything but the options' spelling (their text is read leniently, unknown
    // keys and defaults allowed) and the version and hash it was written under is kept.
    let re = codec::unpack(&m.share_code_with(&packed.table)).expect("its own code unpacks");
    assert_eq!(re.format, codec::FORMAT);
    assert_eq!(re.version, entry.rules_version());
    assert_eq!(re.table, packed.table);
    if carried.is_none() {
        assert_eq!(
            (&re.game, re.seed, re.actions, &re.moves),
            (&packed.game, packed.seed, packed.actions, &packed.moves),
            "the code {text} re-encodes as another game: {own}"
        );
    } else {
        // Its moves are numbered in today's legal lists, its deal kept.
        assert_eq!(
            (&re.game, re.seed, re.actions),
            (&packed.game, packed.seed, kept)
        );
    }
    assert_eq!(re.hash, codec::unpack(&own).ok().and_then(|p| p.hash));
    if packed.format == codec::FORMAT && packed.version == entry.rules_version() {
        assert_eq!(
            re.hash, packed.hash,
            "a code of these rules opened at another position"
        );
    }

    // Everything the app reads of a match it has opened.
    let seats = m.seats().min(MAX_SEATS);
    for seat in m.to_act() {
        assert!(
            seat < m.seats(),
            "seat {seat} acts in a game of {} seats",
            m.seats()
        );
    }
    for seat in 0..seats {
        let legal = m.legal_json(seat);
        let words = m.legal_text(seat);
        assert_eq!(
            legal.len(),
            words.len(),
            "seat {seat}: actions and their words"
        );
        let _ = m.view_json(Some(seat));
    }
    // One seat's log as it may read it (each seat's costs as much as a replay).
    if let Some(&seat) = m.to_act().first() {
        assert_eq!(m.log_text(Some(seat)).len(), m.actions());
    }
    let _ = m.view_json(None);
    let _ = m.status();
    let _ = m.outcome();
    let _ = m.has_secrets();
    let _ = m.can_undo();
    let log = m.log_text(None);
    assert_eq!(log.len(), m.actions(), "one log line per action");
    true
}

/// The share code text that [`payload`] builds from `data`.
pub fn payload_code(data: &[u8]) -> String {
    let mut r = Choices { data, at: 0 };
    let registry = crate::registry();

    // The game: a listed one mostly, sometimes an id no registry lists. The entry gives the
    // options and rules version even then.
    let pick = r.byte();
    let entry = registry[usize::from(r.byte()) % registry.len()];
    let game = if pick < 240 {
        entry.id().to_string()
    } else {
        odd_id(&mut r, entry)
    };

    let format = if r.byte() < 224 { codec::FORMAT } else { 1 };

    let current = entry.rules_version();
    let version = match r.byte() {
        0..200 => current,
        200..210 => current.saturating_sub(1),
        210..220 => current.saturating_add(1),
        220..230 => 0,
        230..240 => 1,
        240..250 => u32::MAX,
        _ => r.u32(),
    };

    // Options: a real options text (for a player count in range), mostly as it is.
    let real = real_options(entry);
    let (players, settings, real_text) = &real[usize::from(r.byte()) % real.len()];
    let mutation = r.byte();
    let options = if mutation < 160 {
        real_text.clone()
    } else {
        mutate_options(&mut r, real_text, mutation)
    };

    let table = table_text(&mut r);
    let seed = match r.byte() {
        0..128 => u64::from(r.byte()),
        128..250 => r.u64(),
        _ => u64::MAX - u64::from(r.byte()),
    };
    let hash_choice = r.byte();

    // The moves: a walk (a real game, a random legal action at a time) or numbers as they come.
    let walk = r.byte();
    let mut packed = Packed {
        format,
        game: game.clone(),
        version,
        dealt: None,
        options: options.clone(),
        table,
        seed,
        hash: None,
        actions: 0,
        moves: Vec::new(),
    };
    let walked = if walk >= 112 && game == entry.id() && options == *real_text {
        walk_moves(&mut r, entry, *players, settings, seed)
    } else {
        None
    };
    if let Some((actions, moves, hash)) = walked {
        packed.actions = actions;
        packed.moves = moves;
        packed.hash = hash;
        // Sometimes one number changed, dropped or added: refused in mid-game.
        if walk >= 240 && !packed.moves.is_empty() {
            let at = r.below(packed.moves.len() + 1);
            match r.byte() % 4 {
                0 if at < packed.moves.len() => packed.moves[at] = r.number(),
                1 if at < packed.moves.len() => {
                    packed.moves.remove(at);
                }
                2 => packed.moves.insert(at, r.number()),
                _ => packed.actions = r.count(packed.actions),
            }
        }
    } else {
        let n = r.below(MAX_MOVES.min(r.left()) + 1);
        packed.moves = (0..n).map(|_| r.number()).collect();
        packed.actions = r.count(packed.moves.len());
    }

    // The position hash: mostly the right one (found by opening the code without one), then
    // none (format 1), a random or a neighbouring one.
    packed.hash = match (format == codec::FORMAT, hash_choice) {
        (false, _) => None,
        (true, 0..192) => packed.hash.or_else(|| right_hash(entry, &packed)),
        (true, 192..224) => Some(r.u32()),
        (true, 224..240) => packed
            .hash
            .or_else(|| right_hash(entry, &packed))
            .map(|h| h ^ 1),
        (true, _) => Some(0),
    };
    codec::pack(&packed)
}

/// The hash of the position the code's moves lead to, when they replay.
fn right_hash(entry: &dyn GameEntry, packed: &Packed) -> Option<u32> {
    if packed.game != entry.id() {
        return None;
    }
    let probe = Packed {
        version: entry.rules_version(),
        hash: None,
        ..packed.clone()
    };
    let m = entry.open(&probe).ok()?;
    codec::unpack(&m.share_code()).ok()?.hash
}

/// A real game of `entry`, played from the fuzzer's bytes, so that replays go deep: each action
/// picks a seat among those acting (modulo their number) and lets the random bot choose with
/// chance seeded from one byte. Its action count, moves and position hash.
fn walk_moves(
    r: &mut Choices,
    entry: &dyn GameEntry,
    players: u8,
    settings: &[(String, String)],
    seed: u64,
) -> Option<(usize, Vec<u64>, Option<u32>)> {
    let mut m = entry.new_match(players, settings, seed).ok()?;
    let steps = r.below(MAX_WALK.min(r.left()) + 1);
    for _ in 0..steps {
        let acting = m.to_act();
        if acting.is_empty() {
            break;
        }
        let seat = if acting.len() > 1 {
            acting[r.below(acting.len())]
        } else {
            acting[0]
        };
        // The random bot's choice with chance from one byte: as cheap as the legal list, and
        // each byte steers one action.
        let mut rng = GameRng::new(u64::from(r.byte()));
        let Some(index) = m.bot_choice(seat, BotKind::Random, &mut rng) else {
            break;
        };
        m.apply_index(seat, index)
            .unwrap_or_else(|e| panic!("legal action {index} of seat {seat} refused: {e}"));
    }
    let p = codec::unpack(&m.share_code()).ok()?;
    Some((p.actions, p.moves, p.hash))
}

/// Ids no registry lists, and near misses of the listed one.
fn odd_id(r: &mut Choices, entry: &dyn GameEntry) -> String {
    let id = entry.id();
    match r.byte() % 8 {
        0 => String::new(),
        1 => id.to_uppercase(),
        2 => format!("{id} "),
        3 => id.replace('-', "_"),
        4 => id[..id.len() / 2].to_string(),
        5 => "x".repeat(64),
        6 => "x".repeat(65),
        _ => r.text(24),
    }
}

/// Settings tried on every game; those a game does not know are skipped.
const SETTINGS: [(&str, &str); 7] = [
    ("version", "short"),
    ("specials", "base"),
    ("solo-market", "2"),
    ("difficulty", "hard"),
    ("difficulty", "very-hard"),
    ("refresh", "before"),
    ("refresh", "before-or-after"),
];

type RealOptions = Vec<(u8, Vec<(String, String)>, String)>;

/// Real options texts of `entry`, as its share codes carry them: every player count, with no
/// settings and with each setting it accepts. Made once.
fn real_options(entry: &dyn GameEntry) -> &'static RealOptions {
    static ALL: OnceLock<Vec<(&'static str, RealOptions)>> = OnceLock::new();
    let all = ALL.get_or_init(|| {
        crate::registry()
            .iter()
            .map(|e| {
                let (lo, hi) = e.players();
                let mut out = RealOptions::new();
                for players in lo..=hi {
                    let mut variants = vec![Vec::new()];
                    variants.extend(
                        SETTINGS
                            .iter()
                            .map(|(k, v)| vec![(k.to_string(), v.to_string())]),
                    );
                    for settings in variants {
                        if let Some(text) = e
                            .new_match(players, &settings, 1)
                            .ok()
                            .and_then(|m| codec::unpack(&m.share_code()).ok())
                            .map(|p| p.options)
                        {
                            out.push((players, settings, text));
                        }
                    }
                }
                (e.id(), out)
            })
            .collect()
    });
    all.iter()
        .find(|(id, _)| *id == entry.id())
        .map(|(_, o)| o)
        .filter(|o| !o.is_empty())
        .expect("every listed game makes a match")
}

/// Numbers that are wrong somewhere: out of a player range, of a u8, of an integer.
const ODD_NUMBERS: [&str; 16] = [
    "0",
    "6",
    "7",
    "255",
    "256",
    "-1",
    "1000000",
    "3.0",
    "1e2",
    "\"3\"",
    "null",
    "true",
    "[3]",
    "{}",
    "18446744073709551616",
    "01",
];

const ODD_WORDS: [&str; 8] = [
    "\"\"",
    "\"all\"",
    "\"Hard\"",
    "\"VeryHard\"",
    "\"Base\"",
    "\"Normal\"",
    "\"x\"",
    "\"\\u0000\"",
];

/// `text` (a JSON object without nesting) changed in one way: a number, an unknown or doubled
/// key, cut short, a flag flipped, a word changed, a field dropped, spaces, or raw bytes.
fn mutate_options(r: &mut Choices, text: &str, how: u8) -> String {
    let fields: Vec<&str> = text
        .trim_start_matches('{')
        .trim_end_matches('}')
        .split(',')
        .collect();
    let odd = |r: &mut Choices| ODD_NUMBERS[r.below(ODD_NUMBERS.len())];
    match how % 11 {
        // The player count out of range (the issue's 0, 6 and 255 players among them).
        0 => replace_value(text, "\"players\"", odd(r)),
        // Another field's value.
        1 => {
            let f = fields[r.below(fields.len())];
            let key = f.split(':').next().unwrap_or("");
            let value = if r.byte() < 128 {
                odd(r)
            } else {
                ODD_WORDS[r.below(ODD_WORDS.len())]
            };
            replace_value(text, key, value)
        }
        2 => text.replacen('{', "{\"zzz\":1,", 1),
        3 => {
            let cut = r.below(text.len() + 1);
            text.get(..cut).unwrap_or(text).to_string()
        }
        4 => {
            if text.contains("true") {
                text.replacen("true", "false", 1)
            } else {
                text.replacen("false", "true", 1)
            }
        }
        5 => format!("{{\"players\":{},{}", odd(r), &text[1.min(text.len())..]),
        6 => {
            let drop = r.below(fields.len());
            let kept: Vec<&str> = fields
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != drop)
                .map(|(_, f)| *f)
                .collect();
            format!("{{{}}}", kept.join(","))
        }
        7 => text.replace(':', ": ").replace(',', " ,\n"),
        8 => ["", "null", "{}", "[]", "\"\"", "{\"players\":3}"][r.below(6)].to_string(),
        9 => format!("{text}{}", " ".repeat(MAX_OPTIONS_BYTES)),
        _ => r.text(64),
    }
}

/// `text` with the value after `key` (up to the next `,` or `}`) replaced by `value`.
fn replace_value(text: &str, key: &str, value: &str) -> String {
    let Some(at) = text.find(key) else {
        return text.to_string();
    };
    let start = at + key.len();
    let Some(colon) = text[start..].find(':') else {
        return text.to_string();
    };
    let from = start + colon + 1;
    let to = text[from..]
        .find([',', '}'])
        .map_or(text.len(), |n| from + n);
    format!("{}{value}{}", &text[..from], &text[to..])
}

const TABLES: [&str; 8] = [
    r#"{"names":["Ana","Bo","Cy"],"kinds":["Human",{"Bot":"heuristic"},{"Bot":"random"}]}"#,
    r#"{"names":["Ana"],"kinds":["Human"]}"#,
    r#"{"names":["A","B","C","D","E","F","G"],"kinds":[{"Bot":"heuristic"},{"Bot":"heuristic"},{"Bot":"heuristic"},{"Bot":"heuristic"},{"Bot":"heuristic"},{"Bot":"heuristic"}]}"#,
    r#"{"names":["  \u0007 ","ééééééééééééééééééééééééééééééééé",7,null],"kinds":[{"Bot":"nonsense"},"Bot",{"Bot":7},"Robot"]}"#,
    r#"{"names":"Ana","kinds":{"Bot":"heuristic"}}"#,
    "null",
    "[]",
    r#"{"names":["\ud800"]}"#,
];

/// The table text: mostly none or a real one, sometimes odd, raw or long (around the limit).
fn table_text(r: &mut Choices) -> String {
    match r.byte() {
        0..96 => String::new(),
        96..192 => TABLES[r.below(TABLES.len())].to_string(),
        192..224 => r.text(96),
        224..240 => {
            let len = MAX_TABLE_BYTES - 64 + r.below(128);
            format!("{{\"names\":[\"{}\"]}}", "x".repeat(len))
        }
        240..248 => "[".repeat(r.below(4_000) + 1),
        _ => format!(
            "{{\"names\":[{}]}}",
            vec!["\"Ana\""; r.below(MAX_TABLE_BYTES / 6) + 1].join(",")
        ),
    }
}

/// The fuzzer's bytes as a stream of choices; zeros once they run out, so every input builds a
/// code.
struct Choices<'a> {
    data: &'a [u8],
    at: usize,
}

impl Choices<'_> {
    fn byte(&mut self) -> u8 {
        let b = self.data.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        b
    }

    fn left(&self) -> usize {
        self.data.len().saturating_sub(self.at)
    }

    /// A number below `n` (> 0), from one byte, or two when `n` is larger than a byte.
    fn below(&mut self, n: usize) -> usize {
        let v = if n > 256 {
            usize::from(u16::from_le_bytes([self.byte(), self.byte()]))
        } else {
            usize::from(self.byte())
        };
        v % n.max(1)
    }

    fn u32(&mut self) -> u32 {
        u32::from_le_bytes([self.byte(), self.byte(), self.byte(), self.byte()])
    }

    fn u64(&mut self) -> u64 {
        u64::from(self.u32()) | u64::from(self.u32()) << 32
    }

    /// A move number: mostly small, so that replays go deep, sometimes anything.
    fn number(&mut self) -> u64 {
        match self.byte() {
            b @ 0..160 => u64::from(b % 8),
            b @ 160..240 => u64::from(b % 40),
            240..248 => u64::from(self.u32()),
            248..252 => u64::from(u32::MAX) + u64::from(self.byte()),
            _ => u64::MAX - u64::from(self.byte()),
        }
    }

    /// An action count, near `moves` numbers mostly: one action per number (none acting at
    /// once) or two, a small one, or far more than any game.
    fn count(&mut self, moves: usize) -> usize {
        match self.byte() {
            0..128 => moves,
            128..160 => moves / 2,
            160..192 => moves.saturating_add(1),
            192..224 => moves.saturating_sub(1),
            224..240 => usize::from(self.byte() % 40),
            240..244 => codec::MAX_ACTIONS,
            244..248 => codec::MAX_ACTIONS + 1,
            248..252 => 1_000_000,
            _ => usize::MAX,
        }
    }

    /// Up to `max` raw bytes, as text.
    fn text(&mut self, max: usize) -> String {
        let n = self.below(max + 1).min(self.left());
        let start = self.at.min(self.data.len());
        self.at += n;
        String::from_utf8_lossy(&self.data[start..start + n]).into_owned()
    }
}
