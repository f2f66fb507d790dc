//! Links the fuzz target `link_text` (fuzz/) found taken otherwise by the saves than by the
//! browser's open, or one game saved twice.

use smokestack_core::codec::{self, Packed};
use smokestack_core::{AnyMatch, BotKind, GameRng};
use smokestack_table::{MemoryStore, Received, SaveError, Saves};

/// A Le Havre game of 3 some random-bot actions in.
fn le_havre(actions: usize) -> Box<dyn AnyMatch> {
    let mut m = smokestack_games::find("le-havre")
        .unwrap()
        .new_match(3, &[], 1)
        .unwrap();
    let mut rng = GameRng::new(1);
    for _ in 0..actions {
        let seat = m.to_act()[0];
        m.bot_move(seat, BotKind::Random, &mut rng).unwrap();
    }
    m
}

/// `code` with its options text replaced (the checksum made anew).
fn spelled(code: &str, options: &str) -> String {
    codec::pack(&Packed {
        options: options.into(),
        ..codec::unpack(code).unwrap()
    })
}

#[test]
fn a_code_spelling_its_options_otherwise_is_the_same_game() {
    let m = le_havre(20);
    let code = m.share_code();
    for options in [
        r#"{"players":3}"#,
        r#"{"players":3,"zzz":1}"#,
        r#"{ "solo_market_cap": 4, "players": 3 }"#,
    ] {
        let other = spelled(&code, options);
        assert_eq!(
            smokestack_games::open(&other).unwrap().state_json(),
            m.state_json()
        );
        let mut saves = Saves::new(MemoryStore::default());
        let id = saves.receive(&other, 1.0).unwrap().id().to_string();
        // The game's own code, as the app sends it on, and its continuation.
        assert_eq!(
            saves.receive(&code, 2.0),
            Ok(Received::Same { id: id.clone() }),
            "{options}"
        );
        let later = le_havre(30).share_code();
        assert_eq!(
            saves.receive(&later, 3.0),
            Ok(Received::FastForward { id, from: 20 }),
            "{options}"
        );
        assert_eq!(saves.store.map.len(), 1, "{options}");
    }
}

#[test]
fn texts_are_received_exactly_when_the_browser_opens_them() {
    let code = le_havre(5).share_code();
    let (a, b) = code.split_at(20);
    // `%`, a tab, `0A`: one cleaning drops the tab and so makes a `%0A` that a second cleaning
    // would drop as a line break's escape.
    for text in [
        format!("{a}%\t0A{b}"),
        format!("{a}%%0A0A{b}"),
        format!("{a}%0\n%0AA{b}"),
        format!("https://x.org/#{a}%0A{b}"),
        format!("{a} {b}"),
    ] {
        let opens = smokestack_games::open(&text).is_ok();
        let mut saves = Saves::new(MemoryStore::default());
        match saves.receive(&text, 1.0) {
            Ok(r) => {
                assert!(opens, "{text:?} is received as {r:?} but does not open");
                let (rec, _, _) = saves.load(r.id()).unwrap();
                assert_eq!(rec.code, code, "{text:?}");
            }
            Err(SaveError::Code(e)) => {
                assert!(!opens, "{text:?} opens but is refused: {e}");
                assert!(saves.store.map.is_empty());
            }
            Err(e) => panic!("{text:?}: {e}"),
        }
    }
}
