//! Fixture codes (crates/core/src/fixtures.rs): one whole bot game per player count, game
//! length and option, replayed with its move-count fingerprint and final position. A failure
//! means a legal list, a generated table's order or the chance stream changed: raise
//! `RULES_VERSION` and renew with `SMOKESTACK_RENEW_FIXTURES=1 cargo test -p le-havre --test fixtures`.

use le_havre::LeHavre;
use smokestack_core::codec::{self, CodeError};
use smokestack_core::fixtures::{Spec, check_dir};
use std::path::Path;

fn specs() -> Vec<Spec> {
    let mut v = Vec::new();
    for p in 1..=5u8 {
        v.push(Spec::new(p, &[], p as u64));
        v.push(Spec::new(p, &[("version", "short")], 10 + p as u64));
    }
    for p in [2, 4] {
        v.push(Spec::new(p, &[("specials", "base")], 20 + p as u64));
    }
    for cap in ["1", "8"] {
        v.push(Spec::new(1, &[("solo-market", cap)], 30));
    }
    v
}

fn dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

#[test]
fn fixture_games_replay_as_recorded() {
    let problems = check_dir::<LeHavre>(&dir(), &specs());
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Codes made by the first release (format 1, rules version 1) open if they still replay to
/// a game, and are refused as another rules version if not: never as damaged.
#[test]
fn first_release_codes_open_or_name_both_versions() {
    let mut opened = 0;
    for entry in std::fs::read_dir(dir().join("old")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "code") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let packed = codec::unpack(&text).unwrap();
        assert_eq!((packed.format, packed.version), (1, 1));
        match codec::decode::<LeHavre>(&packed) {
            Ok(_) => opened += 1,
            Err(CodeError::OtherVersion { code: 1, ours, .. }) => {
                assert_eq!(ours, <LeHavre as smokestack_core::Game>::RULES_VERSION)
            }
            Err(e) => panic!("{}: {e}", path.display()),
        }
    }
    assert!(opened >= 1, "ordinary old games still open");
}

/// The 4-player game of issue #17 entered Coal Trader with no way to use it: under rules
/// version 2 that entry is illegal, so the old code is refused, naming both versions.
#[test]
fn the_coal_trader_game_of_version_1_names_both_versions() {
    let text =
        std::fs::read_to_string(dir().join("old/format1-4p-seed22-coal-trader.code")).unwrap();
    let err = codec::decode::<LeHavre>(&codec::unpack(&text).unwrap()).unwrap_err();
    assert_eq!(
        err,
        CodeError::OtherVersion {
            game: "Le Havre".into(),
            code: 1,
            ours: 2
        }
    );
    let msg = err.to_string();
    assert!(
        msg.contains("version 1") && msg.contains("version 2"),
        "{msg}"
    );
}
