//! Fixture codes (crates/core/src/fixtures.rs): one whole bot game per player count, game
//! length and option, replayed with its move-count fingerprint and final position. A failure
//! means a legal list, a generated table's order or the chance stream changed: raise
//! `RULES_VERSION` and renew with `SMOKESTACK_RENEW_FIXTURES=1 cargo test -p le-havre --test fixtures`.

use le_havre::actions::FeeWay;
use le_havre::data::Bd;
use le_havre::{Action, LeHavre};
use smokestack_core::codec::{self, Opened, Packed};
use smokestack_core::fixtures::{Fixture, Spec, check_dir};
use smokestack_core::{Game, Match};
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

/// The first release's game in a code: set up under rules version 1 and its first `n` actions
/// replayed by their indices, each legal under version 1.
fn first_release_game(packed: &Packed, n: usize) -> Match<LeHavre> {
    codec::replay_prefix::<LeHavre>(packed, 1, n)
        .unwrap_or_else(|e| panic!("the first release's game: {e}"))
}

/// The first release's codes, by file name.
fn first_release_codes() -> Vec<(String, Packed)> {
    let mut paths: Vec<_> = std::fs::read_dir(dir().join("old"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "code"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            let packed = codec::unpack(&text).unwrap();
            assert_eq!((packed.format, packed.version), (1, 1), "{}", p.display());
            (
                p.file_stem().unwrap().to_string_lossy().into_owned(),
                packed,
            )
        })
        .collect()
}

/// Codes made by the first release (format 1, rules version 1) replay under version 1, which
/// this crate keeps, to their very end (with the legal lists that release counted: the
/// `v1-f1-*.fixture` files under `old/`, replayed by `fixture_games_replay_as_recorded`), and open
/// under today's rules carried over action by action: every action they keep is the first
/// release's own, and a game that today's rules take whole reaches the same position.
#[test]
fn first_release_codes_replay_under_version_1_and_open_carried_over() {
    let mut whole = 0;
    for (name, packed) in first_release_codes() {
        let then = first_release_game(&packed, packed.actions);
        assert_eq!(then.log().len(), packed.actions, "{name}");
        let Opened { game, carried } = codec::open::<LeHavre>(&packed).unwrap();
        let c = carried.unwrap_or_else(|| panic!("{name}: carried over from version 1"));
        assert_eq!(
            (c.from, c.to, c.actions),
            (1, LeHavre::RULES_VERSION, packed.actions),
            "{name}"
        );
        assert_eq!(game.log().len(), c.kept, "{name}");
        for (now, old) in game.log().iter().zip(then.log()) {
            assert_eq!((now.seat, &now.action), (old.seat, &old.action), "{name}");
        }
        let at = first_release_game(&packed, c.kept);
        assert_eq!(
            codec::digest::<LeHavre>(game.state()),
            codec::digest::<LeHavre>(at.state()),
            "{name}: the actions kept lead where they led under version 1"
        );
        if c.stopped.is_none() {
            assert_eq!(c.kept, c.actions, "{name}");
            assert!(c.same, "{name}");
            assert_eq!(c.before, c.after, "{name}");
            whole += 1;
        } else {
            assert!(c.kept < c.actions && !c.same, "{name}");
        }
    }
    assert!(whole >= 1, "ordinary old games are carried over whole");
}

/// The 4-player game of issue #17: its last action is the third player (seat 2) entering the
/// Coal Trader, fee 1 food, with 1 franc and no food goods, which left nothing to trade. Version 1
/// replays it to its end. Carried over to today's rules it stops at the first action they
/// refuse, which comes earlier: seat 1 entering its Arts Centre with no guest (action 248), also
/// a version-2 correction (an action that can give nothing cannot be entered). The game opens
/// as a branch at the position before it, and play goes on from there. The Coal Trader entry
/// itself is refused by today's rules where version 1 took it.
#[test]
fn the_coal_trader_game_of_version_1_opens_as_a_branch_before_the_first_refused_entry() {
    let text =
        std::fs::read_to_string(dir().join("old/format1-4p-seed22-coal-trader.code")).unwrap();
    let packed = codec::unpack(&text).unwrap();
    let whole = first_release_game(&packed, packed.actions);
    let Opened { mut game, carried } = codec::open::<LeHavre>(&packed).unwrap();
    let c = carried.expect("carried over from version 1");
    assert_eq!((c.from, c.to), (1, 2));
    assert_eq!((c.actions, c.kept), (384, 247));
    // The first action refused: seat 1 entering the Arts Centre, with no other player's worker
    // on any of its buildings.
    let arts = Action::Enter(Bd::ArtsCentre, FeeWay::None);
    let refused = &whole.log()[c.kept];
    assert_eq!((refused.seat, &refused.action), (1, &arts));
    let before = first_release_game(&packed, c.kept);
    let (seat, msg) = c.stopped.clone().expect("the Arts Centre entry is refused");
    assert_eq!(seat, 1);
    assert_eq!(msg, LeHavre::message(before.state(), 1, &arts, None));
    assert!(!c.same);
    assert!(c.before.is_some() && c.after.is_some());
    // The branch stands where version 1 stood before that entry, which today's rules refuse.
    assert_eq!(
        codec::digest::<LeHavre>(game.state()),
        codec::digest::<LeHavre>(before.state())
    );
    assert_eq!(game.to_act(), vec![1]);
    assert!(before.legal(1).contains(&arts));
    assert!(!game.legal(1).contains(&arts));
    // A legal move plays on.
    let legal = game.legal(1);
    assert!(!legal.is_empty());
    game.apply_index(1, 0, &legal).unwrap();
    assert_eq!(game.log().len(), c.kept + 1);

    // The Coal Trader entry the issue names, the code's last action: version 1 offered it, and
    // at the very same position today's rules do not.
    let coal = Action::Enter(Bd::CoalTrader, FeeWay::Food);
    let last = whole.log().last().unwrap();
    assert_eq!((last.seat, &last.action), (2, &coal));
    let at = first_release_game(&packed, packed.actions - 1);
    let p = &at.state().players[2];
    assert_eq!((p.francs, p.food_available()), (1, 1));
    assert!(at.legal(2).contains(&coal));
    let mut today = at.state().clone();
    today.rules_version = LeHavre::RULES_VERSION;
    assert!(!LeHavre::legal(&today, 2).contains(&coal));
    assert!(!le_havre::turn::can_perform(
        &today,
        2,
        Bd::CoalTrader,
        FeeWay::Food
    ));
}

/// The first release's random games kept under `old/` where rules version 2 differs: each opens
/// as a branch before the entry today's rules refuse, and one that version 2 takes whole (its
/// legal lists differ, no action it chose) opens to the same position.
#[test]
fn first_release_games_stop_at_the_entry_version_2_refuses() {
    for (file, stops_at) in [
        (
            "1p-seed103-random-short-black-market",
            Some(Bd::BlackMarket),
        ),
        ("4p-seed102-random-full-arts-centre", Some(Bd::ArtsCentre)),
        ("4p-seed103-random-short-smokehouse", Some(Bd::Smokehouse)),
        ("5p-seed160-random-full-junkyard", Some(Bd::Junkyard)),
        ("1p-seed217-random-short-carried-whole", None),
    ] {
        let path = dir().join(format!("old/v1-f1-{file}.fixture"));
        let f = Fixture::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let packed = codec::unpack(&f.code).unwrap();
        let whole = first_release_game(&packed, packed.actions);
        let c = codec::open::<LeHavre>(&packed).unwrap().carried.unwrap();
        match stops_at {
            Some(b) => {
                let (seat, _) = c.stopped.expect(file);
                let e = &whole.log()[c.kept];
                assert_eq!(e.seat, seat, "{file}");
                assert!(
                    matches!(e.action, Action::Enter(x, _) if x == b),
                    "{file}: {:?}",
                    e.action
                );
            }
            None => {
                assert!(c.stopped.is_none() && c.same, "{file}: {c:?}");
                assert_eq!(c.kept, c.actions);
                // Under version 2 the same indices would not replay as recorded.
                let mut today = f.clone();
                today.version = LeHavre::RULES_VERSION;
                assert!(smokestack_core::fixtures::verify::<LeHavre>(&today).is_err());
            }
        }
    }
}
