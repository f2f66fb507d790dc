//! Share codes: a round trip gives back the very same match, and every damaged, foreign or
//! hostile code is refused with a reason, never a panic.

mod common;

use common::{Action, LeakyToy, Toy, bot_game, registry};
use smokestack_core::codec::{self, CodeError, FORMAT as CURRENT};

/// The codes written by hand here follow format 1's layout (no rules version, no position
/// hash), which every later version still opens.
const FORMAT: u8 = 1;
use smokestack_core::matches::ReplayError;
use smokestack_core::{AnyMatch, BotKind, Game, GameRng, Illegal, Match, base64url, open_code};
use std::panic::{AssertUnwindSafe, catch_unwind};

fn open(code: &str) -> Result<Box<dyn AnyMatch>, CodeError> {
    open_code(registry(), code)
}

fn decode(code: &str) -> Result<Match<Toy>, CodeError> {
    codec::decode::<Toy>(&codec::unpack(code)?)
}

/// A code opened as the toy, and through the registry.
type Opened = (
    Result<Match<Toy>, CodeError>,
    Result<Box<dyn AnyMatch>, CodeError>,
);

/// Opens `code` both ways, failing the test (with the input) on a panic.
fn open_both(code: &str) -> Opened {
    catch_unwind(AssertUnwindSafe(|| (decode(code), open(code))))
        .unwrap_or_else(|_| panic!("opening {code:?} panicked"))
}

/// `code` must be refused by both paths alike, with a message.
fn assert_refused(code: &str) -> CodeError {
    let (typed, dynamic) = open_both(code);
    let err = typed
        .err()
        .unwrap_or_else(|| panic!("{code:?} was accepted"));
    assert!(!err.to_string().trim().is_empty(), "{err:?} has no message");
    // The typed path says WrongGame where the registry says UnknownGame; both must refuse.
    let dyn_err = dynamic
        .err()
        .unwrap_or_else(|| panic!("{code:?} was accepted by open_code"));
    assert!(
        !dyn_err.to_string().trim().is_empty(),
        "{dyn_err:?} has no message"
    );
    err
}

/// `code` must be refused, or open to exactly `expected`.
fn assert_refused_or_same(code: &str, expected: &Match<Toy>) -> bool {
    match open_both(code) {
        (Err(e), Err(_)) => {
            assert!(!e.to_string().is_empty());
            false
        }
        (Ok(m), Ok(d)) => {
            assert_eq!(
                m.state(),
                expected.state(),
                "{code:?} opened to another game"
            );
            assert_eq!(m.log(), expected.log(), "{code:?} opened to another log");
            assert_eq!((m.seed, &m.options), (expected.seed, &expected.options));
            assert_eq!(
                d.state_json(),
                serde_json::to_value(expected.state()).unwrap()
            );
            true
        }
        (a, b) => panic!(
            "{code:?}: the two paths disagree: {:?} vs {:?}",
            a.err(),
            b.err()
        ),
    }
}

// --- writing codes by hand, following the documented layout ---

fn fnv1a(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5u32, |h, &b| {
        (h ^ b as u32).wrapping_mul(0x0100_0193)
    })
}

fn varint(w: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        w.push(v as u8 | 0x80);
        v >>= 7;
    }
    w.push(v as u8);
}

fn string(w: &mut Vec<u8>, s: &str) {
    varint(w, s.len() as u64);
    w.extend_from_slice(s.as_bytes());
}

/// A code around `payload`, with a correct checksum, so that decoding gets past the wrapping.
fn pack(format: u8, payload: &[u8]) -> String {
    let mut body = payload.to_vec();
    body.extend_from_slice(&fnv1a(payload).to_le_bytes());
    let mut out = vec![format];
    out.extend(miniz_oxide::deflate::compress_to_vec(&body, 6));
    base64url::encode(&out)
}

/// The payload of a match: game id, options JSON, an empty table, seed, the move count and raw
/// move varints.
fn payload(game: &str, options: &str, seed: u64, count: u64, moves: &[u64]) -> Vec<u8> {
    let mut w = Vec::new();
    string(&mut w, game);
    string(&mut w, options);
    string(&mut w, "");
    varint(&mut w, seed);
    varint(&mut w, count);
    for &m in moves {
        varint(&mut w, m);
    }
    w
}

const TOY_OPTIONS: &str = r#"{"players":2,"rounds":1}"#;

/// A finished game of several rounds, with a simultaneous phase in every round.
fn long_game() -> Match<Toy> {
    bot_game(4, 77, BotKind::Random, usize::MAX)
}

#[test]
fn the_table_description_travels_with_the_code() {
    let m = long_game();
    let table = r#"{"names":["Ana","Bo","Cy","Di"]}"#;
    let packed = codec::unpack(&codec::encode_with(&m, table)).unwrap();
    assert_eq!(packed.table, table);
    assert_eq!(codec::decode::<Toy>(&packed).unwrap().state(), m.state());
    assert_eq!(codec::unpack(&codec::encode(&m)).unwrap().table, "");
}

#[test]
fn a_code_opens_to_the_same_match() {
    for players in 2..=4 {
        for seed in 0..12 {
            let bot = BotKind::ALL[seed as usize % 2];
            for max in [0, 1, 7, 20, usize::MAX] {
                let m = bot_game(players, seed, bot, max);
                let code = codec::encode(&m);
                let back = decode(&code).unwrap();
                assert_eq!(back.state(), m.state());
                assert_eq!(back.log(), m.log());
                assert_eq!((back.seed, &back.options), (m.seed, &m.options));
                assert_eq!(back.can_undo(), m.can_undo());
                assert_eq!(codec::encode(&back), code);

                let any = open(&code).unwrap();
                assert_eq!(any.game_id(), "toy-auction");
                assert_eq!(any.state_json(), serde_json::to_value(m.state()).unwrap());
                assert_eq!(any.actions(), m.log().len());
                assert_eq!(any.share_code(), code);
            }
        }
    }
}

#[test]
fn a_code_keeps_who_acted_first_in_a_simultaneous_phase() {
    let mut m = Match::<Toy>::new(Toy::options(3, &[]).unwrap(), 4).unwrap();
    for seat in 0..3 {
        m.apply(seat, &Action::Pass).unwrap();
    }
    m.apply(2, &Action::Bid(1)).unwrap();
    m.apply(0, &Action::Fold).unwrap();
    let back = decode(&codec::encode(&m)).unwrap();
    assert_eq!(back.state(), m.state());
    assert_eq!(back.to_act(), vec![1]);
    assert_eq!(back.log(), m.log());
}

#[test]
fn a_whole_link_or_padded_code_is_accepted() {
    let m = long_game();
    let code = codec::encode(&m);
    for text in [
        format!("https://x/#{code}"),
        format!("https://smokestack.example/play/?game=toy#{code}"),
        format!("  {code}\n"),
        format!("#{code}"),
    ] {
        assert!(assert_refused_or_same(&text, &m), "{text:?} was refused");
    }
    assert_refused("https://x/#");
    assert_refused("https://x/");
}

#[test]
fn garbage_is_refused_with_a_reason() {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const OTHER: [char; 12] = [
        '=', '+', '/', ' ', '#', '\n', '\0', 'é', '€', '😀', '%', '\u{202e}',
    ];
    let mut rng = GameRng::new(0xc0de);
    for round in 0..6000 {
        let len = rng.below(160);
        let code: String = match round % 6 {
            // Every character in the alphabet: it gets to the format byte and the inflater.
            0 => (0..len).map(|_| ALPHABET[rng.below(64)] as char).collect(),
            // Mostly the alphabet, with foreign characters in it.
            1 => (0..len)
                .map(|_| match rng.below(8) {
                    0 => OTHER[rng.below(OTHER.len())],
                    _ => ALPHABET[rng.below(64)] as char,
                })
                .collect(),
            // Any Unicode scalar value.
            2 => (0..len)
                .filter_map(|_| char::from_u32(rng.below(0x11_0000) as u32))
                .collect(),
            // Our format byte, then random bytes for the inflater.
            3 => {
                let mut bytes = vec![FORMAT];
                bytes.extend((0..len).map(|_| rng.below(256) as u8));
                base64url::encode(&bytes)
            }
            // A real deflate stream of random bytes: the checksum must refuse it.
            4 => {
                let junk: Vec<u8> = (0..len + 4).map(|_| rng.below(256) as u8).collect();
                let mut bytes = vec![FORMAT];
                bytes.extend(miniz_oxide::deflate::compress_to_vec(&junk, 6));
                base64url::encode(&bytes)
            }
            // Random bytes, checksummed: only the reader and the replay stand in the way.
            _ => pack(
                FORMAT,
                &(0..len).map(|_| rng.below(256) as u8).collect::<Vec<_>>(),
            ),
        };
        assert_refused(&code);
    }
}

#[test]
fn random_moves_in_a_well_formed_code_are_refused_or_replayed() {
    // A valid game id and options, then random move varints: a fuzz of the replay itself.
    let mut rng = GameRng::new(0xfeed);
    let mut opened = 0;
    for _ in 0..3000 {
        let n = rng.below(40) as u64;
        let moves: Vec<u64> = (0..rng.below(45))
            .map(|_| match rng.below(10) {
                0 => rng.below(1 << 20) as u64,
                1 => u64::MAX,
                _ => rng.below(4) as u64,
            })
            .collect();
        let code = pack(
            FORMAT,
            &payload("toy-auction", TOY_OPTIONS, rng.below(5) as u64, n, &moves),
        );
        match open_both(&code) {
            (Ok(m), Ok(any)) => {
                // Accepted: then it is a real game whose own code says the same.
                opened += 1;
                assert_eq!(m.log().len() as u64, n);
                assert_eq!(any.share_code(), codec::encode(&m));
                assert_eq!(decode(&codec::encode(&m)).unwrap().state(), m.state());
            }
            (Err(e), Err(d)) => {
                assert_eq!(e, d);
                assert!(!e.to_string().is_empty());
            }
            (a, b) => panic!(
                "the two paths disagree on {code:?}: {:?} {:?}",
                a.err(),
                b.err()
            ),
        }
    }
    // Small indices often are legal moves, so some of these are games.
    assert!(opened > 0);
}

#[test]
fn every_truncation_is_refused() {
    let m = long_game();
    let code = codec::encode(&m);
    assert!(code.len() > 40, "a long game makes a long code: {code}");
    for end in 0..code.len() {
        assert_refused(&code[..end]);
        assert_refused(&format!("https://x/#{}", &code[..end]));
    }
    // And byte-wise, re-encoded so the base64 itself is well-formed.
    let bytes = base64url::decode(&code).unwrap();
    for end in 0..bytes.len() {
        assert_refused(&base64url::encode(&bytes[..end]));
    }
}

#[test]
fn every_bit_flip_is_refused_or_harmless() {
    for m in [long_game(), bot_game(2, 3, BotKind::Heuristic, 11)] {
        let bytes = base64url::decode(&codec::encode(&m)).unwrap();
        let mut harmless = 0;
        for bit in 0..bytes.len() * 8 {
            let mut flipped = bytes.clone();
            flipped[bit / 8] ^= 1 << (bit % 8);
            if assert_refused_or_same(&base64url::encode(&flipped), &m) {
                harmless += 1;
            }
        }
        // Only bits the inflater never reads (padding after the last block) may be harmless.
        assert!(
            harmless <= 8,
            "{harmless} flips of {} bits were accepted",
            bytes.len() * 8
        );
    }
}

#[test]
fn format_bytes_other_than_ours_are_refused() {
    let code = codec::encode(&long_game());
    let mut bytes = base64url::decode(&code).unwrap();
    assert_eq!(bytes[0], CURRENT);
    for format in 0..=255u8 {
        if format == CURRENT || format == FORMAT {
            continue;
        }
        if format == codec::FORMAT_2 {
            // Format 2 has format 3's layout; its position hash (of the state's JSON) is no
            // longer checked, so the same moves open to the same game.
            bytes[0] = format;
            let (typed, _) = open_both(&base64url::encode(&bytes));
            assert_eq!(typed.unwrap().state(), long_game().state());
            continue;
        }
        bytes[0] = format;
        let err = assert_refused(&base64url::encode(&bytes));
        if format > CURRENT && format < 64 {
            assert_eq!(err, CodeError::Newer { format });
            assert!(err.to_string().contains("newer version"), "{err}");
        } else if format == smokestack_core::lock::LOCKED {
            // A table password's lock: opened by the app with the password (`lock`).
            assert_eq!(err, CodeError::Locked);
            assert!(err.to_string().contains("table password"), "{err}");
        } else {
            assert_eq!(err, CodeError::UnknownFormat { format });
        }
    }
    // A well-formed body in a future format is still refused before it is read.
    let future = pack(CURRENT + 1, &payload("toy-auction", TOY_OPTIONS, 1, 0, &[]));
    assert_eq!(
        assert_refused(&future),
        CodeError::Newer {
            format: CURRENT + 1
        }
    );
    assert_eq!(
        assert_refused(&base64url::encode(&[FORMAT])),
        CodeError::Truncated
    );
    assert_eq!(assert_refused(""), CodeError::Empty);
    assert_eq!(assert_refused("   "), CodeError::Empty);
}

#[test]
fn an_unknown_game_is_named() {
    let code = pack(FORMAT, &payload("chess", "{}", 1, 0, &[]));
    assert_eq!(
        open(&code).err(),
        Some(CodeError::UnknownGame("chess".into()))
    );
    assert!(open(&code).err().unwrap().to_string().contains("chess"));
    let err = decode(&code).unwrap_err();
    assert_eq!(
        err,
        CodeError::WrongGame {
            expected: "toy-auction".into(),
            found: "chess".into()
        }
    );

    // A code of one game is not opened as another, even a close relative.
    let toy = codec::unpack(&codec::encode(&long_game())).unwrap();
    assert!(matches!(
        codec::decode::<LeakyToy>(&toy),
        Err(CodeError::WrongGame { .. })
    ));
    assert_eq!(toy.game, "toy-auction");
}

#[test]
fn hand_made_codes_fail_where_they_are_wrong() {
    let ok =
        |moves: &[u64], n: u64| pack(FORMAT, &payload("toy-auction", TOY_OPTIONS, 9, n, moves));
    // Sanity: no moves, and then a pass, are games.
    assert_eq!(decode(&ok(&[], 0)).unwrap().log().len(), 0);
    let legal = decode(&ok(&[], 0)).unwrap().legal(0);
    let pass = legal.iter().position(|a| *a == Action::Pass).unwrap() as u64;
    assert_eq!(decode(&ok(&[pass], 1)).unwrap().to_act(), vec![1]);

    type Case = (String, fn(&CodeError) -> bool);
    let cases: Vec<Case> = vec![
        (
            pack(FORMAT, &payload("toy-auction", "{players:2", 9, 0, &[])),
            |e| matches!(e, CodeError::BadOptions(_)),
        ),
        (
            pack(
                FORMAT,
                &payload("toy-auction", r#"{"players":2}"#, 9, 0, &[]),
            ),
            |e| matches!(e, CodeError::BadOptions(_)),
        ),
        (
            pack(
                FORMAT,
                &payload("toy-auction", r#"{"players":9,"rounds":1}"#, 9, 0, &[]),
            ),
            // Options from a code meet the new-game form's checks before any setup.
            |e| matches!(e, CodeError::BadOptions(m) if m.contains("not 9")),
        ),
        (
            pack(
                FORMAT,
                &payload("toy-auction", r#"{"players":0,"rounds":1}"#, 9, 0, &[]),
            ),
            |e| matches!(e, CodeError::BadOptions(_)),
        ),
        (
            pack(
                FORMAT,
                &payload("toy-auction", r#"{"players":2,"rounds":0}"#, 9, 0, &[]),
            ),
            |e| matches!(e, CodeError::BadOptions(_)),
        ),
        // Too many actions is refused before any is replayed.
        (ok(&[], 1 << 40), |e| *e == CodeError::TooBig("actions")),
        // An overlong varint: 0 written in two bytes, so one game would have two codes.
        (
            pack(
                FORMAT,
                &[
                    &payload("toy-auction", TOY_OPTIONS, 9, 1, &[])[..],
                    &[0x80, 0x00],
                ]
                .concat(),
            ),
            |e| *e == CodeError::Corrupt,
        ),
        (ok(&[99], 1), |e| {
            matches!(
                e,
                CodeError::Replay(ReplayError::Illegal {
                    at: 0,
                    error: Illegal::NotLegal { .. }
                })
            )
        }),
        (ok(&[pass, u64::MAX], 2), |e| {
            matches!(e, CodeError::Replay(ReplayError::Illegal { at: 1, .. }))
        }),
        // Fewer moves than announced, and more data than announced.
        (ok(&[pass], 2), |e| *e == CodeError::Truncated),
        (ok(&[pass, pass], 1), |e| *e == CodeError::TrailingData),
        (ok(&[], u64::MAX), |e| *e == CodeError::TooBig("actions")),
        // A varint that never ends.
        (
            pack(
                FORMAT,
                &[
                    &payload("toy-auction", TOY_OPTIONS, 9, 1, &[])[..],
                    &[0xff; 11],
                ]
                .concat(),
            ),
            |e| *e == CodeError::Corrupt,
        ),
        // A game id longer than the payload, and one that is not UTF-8.
        (pack(FORMAT, &[20, b'a']), |e| *e == CodeError::Truncated),
        (pack(FORMAT, &[200, b'a']), |e| {
            *e == CodeError::TooBig("game name")
        }),
        (pack(FORMAT, &[2, 0xff, 0xfe]), |e| *e == CodeError::Corrupt),
    ];
    for (code, expected) in cases {
        let err = assert_refused(&code);
        assert!(expected(&err), "unexpected {err:?}");
    }

    // Both seats pass; in the bid phase both act, so each move is (position, index) until one
    // is left. Three cards to bid, then Fold: Fold is index 3.
    let fold = 3;
    let err = assert_refused(&ok(&[pass, pass, 5, fold], 3));
    assert!(
        matches!(
            err,
            CodeError::Replay(ReplayError::Illegal {
                at: 2,
                error: Illegal::NotYourTurn(5)
            })
        ),
        "{err:?}"
    );
    let all_folded = decode(&ok(&[pass, pass, 1, fold, fold], 4)).unwrap();
    assert!(all_folded.is_over());
    let err = assert_refused(&ok(&[pass, pass, 1, fold, fold, 0], 5));
    assert!(
        matches!(
            err,
            CodeError::Replay(ReplayError::Illegal {
                at: 4,
                error: Illegal::GameOver
            })
        ),
        "{err:?}"
    );
}

#[test]
fn an_inflation_bomb_is_refused() {
    let zeros = vec![0u8; 5 << 20];
    let mut bytes = vec![FORMAT];
    bytes.extend(miniz_oxide::deflate::compress_to_vec(&zeros, 6));
    let code = base64url::encode(&bytes);
    assert!(code.len() < 20_000);
    assert_refused(&code);
}

#[test]
fn characters_after_a_code_are_refused_or_harmless() {
    // The inflater stops at the stream's final block, so what a chat app glues to the end of a
    // link cannot change the game: it is refused or ignored.
    let m = long_game();
    let code = codec::encode(&m);
    for extra in [
        "A", "AA", "AAA", "AAAA", "QUFB", "hello", "-_-_", "=", ".", " x",
    ] {
        assert_refused_or_same(&format!("{code}{extra}"), &m);
    }
}
