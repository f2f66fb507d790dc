//! The fuzz corpus (fuzz/corpus, kept by the cargo-fuzz targets in fuzz/) replayed through the
//! fuzz bodies, so that every input the fuzzer ever found interesting stays checked by
//! `cargo test`; and the hostile codes of issue #9 as explicit cases.

use smokestack_core::codec::{self, CodeError, Packed};
use smokestack_core::{AnyMatch, BotKind, GameRng};
use smokestack_games::fuzzing;
use std::path::PathBuf;

fn corpus(target: &str) -> Vec<(PathBuf, Vec<u8>)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../fuzz/corpus")
        .join(target);
    let entries = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("the fuzz corpus {} is missing: {e}", dir.display()));
    let mut files: Vec<(PathBuf, Vec<u8>)> = entries
        .map(|e| e.expect("a corpus entry").path())
        .filter(|p| p.is_file())
        .map(|p| {
            let bytes = std::fs::read(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            (p, bytes)
        })
        .collect();
    files.sort();
    assert!(
        !files.is_empty(),
        "the fuzz corpus {} is empty",
        dir.display()
    );
    files
}

/// Each file through `body`, naming the file that panics.
fn replay(target: &str, body: fn(&[u8])) {
    for (path, bytes) in corpus(target) {
        if std::panic::catch_unwind(|| body(&bytes)).is_err() {
            panic!("fuzz input {} fails", path.display());
        }
    }
}

#[test]
fn link_text_corpus_replays() {
    replay("link_text", fuzzing::link_text);
}

#[test]
fn payload_corpus_replays() {
    replay("payload", fuzzing::payload);
}

/// A real game of `game`, some bot actions in.
fn real(game: &str, players: u8, seed: u64, actions: usize) -> Box<dyn AnyMatch> {
    let mut m = smokestack_games::find(game)
        .unwrap()
        .new_match(players, &[], seed)
        .unwrap();
    let mut rng = GameRng::new(seed);
    for _ in 0..actions {
        let Some(&seat) = m.to_act().first() else {
            break;
        };
        m.bot_move(seat, BotKind::Random, &mut rng).unwrap();
    }
    m
}

/// `code` with its options' player count set to `players`, checksum and all made anew.
fn with_players(code: &str, players: u32) -> String {
    let p = codec::unpack(code).unwrap();
    let options = p.options.replacen(
        &format!("\"players\":{}", players_of(&p)),
        &format!("\"players\":{players}"),
        1,
    );
    assert_ne!(
        options, p.options,
        "the options name the players: {}",
        p.options
    );
    codec::pack(&Packed { options, ..p })
}

fn players_of(p: &Packed) -> u8 {
    let at = p.options.find("\"players\":").unwrap() + "\"players\":".len();
    let digits: String = p.options[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().unwrap()
}

#[test]
fn le_havre_codes_with_impossible_player_counts_are_refused_by_their_players() {
    let current = real("le-havre", 3, 7, 40).share_code();
    let old =
        include_str!("../../le-havre/tests/fixtures/old/format1-3p-seed7-heuristic-short.code");
    for code in [current.as_str(), old.trim()] {
        assert!(smokestack_games::open(code).is_ok(), "the real code opens");
        for players in [0, 6, 255] {
            let hostile = with_players(code, players);
            // The checksum holds: the code unpacks, and only its options are refused.
            assert!(codec::unpack(&hostile).is_ok());
            let e = smokestack_games::open(&hostile)
                .err()
                .unwrap_or_else(|| panic!("{players} players open"));
            assert!(matches!(e, CodeError::BadOptions(_)), "{players}: {e:?}");
            let text = e.to_string();
            assert!(
                text.contains("players") && text.contains(&players.to_string()),
                "{players} players: {text}"
            );
            fuzzing::link_text(hostile.as_bytes());
        }
    }
}

#[test]
fn a_million_actions_are_refused_before_any_replay() {
    let code = real("fantastic-factories", 2, 5, 30).share_code();
    let p = codec::unpack(&code).unwrap();
    // No moves at all for a million actions: a replay would stop at the first, as truncated.
    let hostile = Packed {
        actions: 1_000_000,
        moves: Vec::new(),
        ..p.clone()
    };
    let text = codec::pack(&hostile);
    assert_eq!(codec::unpack(&text), Err(CodeError::TooBig("actions")));
    assert_eq!(
        smokestack_games::open(&text).err(),
        Some(CodeError::TooBig("actions"))
    );
    // And a packed code that skipped `unpack` is refused by the decoder itself.
    let entry = smokestack_games::find("fantastic-factories").unwrap();
    assert_eq!(
        entry.open(&hostile).err(),
        Some(CodeError::TooBig("actions"))
    );
    // With its real moves repeated to the count, the same.
    let many = Packed {
        actions: 1_000_000,
        moves: p.moves.iter().copied().cycle().take(2_000).collect(),
        ..p
    };
    assert_eq!(
        smokestack_games::open(&codec::pack(&many)).err(),
        Some(CodeError::TooBig("actions"))
    );
    fuzzing::link_text(text.as_bytes());
}

#[test]
fn an_old_le_havre_code_with_bad_players_says_so() {
    let code = "AePISdXNSCwrSuWtVirISaxMLSpWsjKoZWBkuClU2wEA";
    let p = codec::unpack(code).expect("a format-1 code that unpacks");
    assert_eq!((p.format, p.game.as_str()), (1, "le-havre"));
    let e = smokestack_games::open(code)
        .err()
        .expect("it does not open");
    assert!(matches!(e, CodeError::BadOptions(_)), "{e:?}");
    let text = e.to_string();
    assert!(text.contains("players"), "{text}");
    fuzzing::link_text(code.as_bytes());
}

#[test]
fn payloads_of_any_length_build_codes() {
    // No input is too short or too long for the reader: zeros stand in for missing bytes.
    for len in [0usize, 1, 7, 64, 1_000] {
        for fill in [0u8, 0x5a, 0xff] {
            fuzzing::payload(&vec![fill; len]);
        }
    }
}
