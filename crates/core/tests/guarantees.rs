//! The core's guarantees, on the toy: undo never crosses a reveal (the determinization check),
//! bots cannot see what their seat cannot, codes survive rule changes or say why not, and the
//! fixture test catches a changed legal list.

mod common;

use common::{ForgotToy, NextToy, PeekyToy, ReorderedToy, Toy, bot_game};
use smokestack_core::codec::{self, CodeError};
use smokestack_core::fixtures::{self, Spec};
use smokestack_core::harness::{SimConfig, simulate};
use smokestack_core::{BotKind, Game, GameRng};

fn config() -> SimConfig {
    SimConfig {
        max_actions: 10_000,
        ..SimConfig::new(3, 20, vec![BotKind::Random])
    }
}

/// A run's defaults: seed 1, checked for hidden information, 100,000 actions; settings as
/// owned pairs in their order.
#[test]
fn a_run_starts_from_seed_one_checked_with_the_settings_given() {
    let cfg =
        SimConfig::new(4, 9, vec![BotKind::Heuristic]).with_settings(&[("a", "1"), ("b", "x")]);
    assert_eq!((cfg.players, cfg.games, cfg.seed), (4, 9, 1));
    assert_eq!((cfg.max_actions, cfg.check_hidden), (100_000, true));
    assert_eq!(
        cfg.settings,
        vec![
            ("a".to_string(), "1".to_string()),
            ("b".to_string(), "x".to_string())
        ]
    );
    assert_eq!(cfg.bot(3), BotKind::Heuristic);
}

#[test]
fn the_harness_finds_a_reveal_that_undo_could_cross() {
    let fair = simulate::<Toy>(&config(), &|| 0.0);
    assert!(fair.failures.is_empty(), "{:?}", fair.failures.first());
    let peeky = simulate::<PeekyToy>(&config(), &|| 0.0);
    assert!(
        peeky
            .failures
            .iter()
            .any(|f| f.message.contains("revealed hidden information")),
        "{:?}",
        peeky.failures.first()
    );
    // Without the check the leak goes unseen: the check is what finds it.
    let unchecked = simulate::<PeekyToy>(
        &SimConfig {
            check_hidden: false,
            ..config()
        },
        &|| 0.0,
    );
    assert!(unchecked.failures.is_empty());
}

#[test]
fn determinize_keeps_the_seats_view_and_deals_the_rest_anew() {
    let m = bot_game(3, 5, BotKind::Random, 4);
    let seat = m.to_act()[0];
    let view = |s| serde_json::to_string(&Toy::view(s, Some(seat))).unwrap();
    let mut rng = GameRng::new(9);
    let d = Toy::determinize(m.state(), seat, &mut rng);
    assert_eq!(view(&d), view(m.state()));
    assert_ne!(&d, m.state(), "nothing hidden was dealt anew");
}

#[test]
fn a_bot_ignores_another_seats_hidden_cards() {
    // Seat 2's hand and the top of the deck trade cards: seat 0 cannot tell the two apart.
    // The toy's heuristic peeks at the top card, so on the true states it would choose apart.
    let mut tried = 0;
    for game in 0..200 {
        let m = bot_game(3, game, BotKind::Random, 0);
        let seat = m.to_act()[0];
        let legal = m.legal(seat);
        let mut other = m.state().clone();
        let top = other.deck.len() - 1;
        let (a, b) = (other.players[2].hand[0], other.deck[top]);
        other.players[2].hand[0] = b;
        other.deck[top] = a;
        let peeking = |s| Toy::heuristic(s, seat, &legal, &mut GameRng::new(0));
        if peeking(m.state()) == peeking(&other) {
            continue;
        }
        tried += 1;
        for seed in 0..20 {
            let choose =
                |s| BotKind::Heuristic.choose::<Toy>(s, seat, &legal, &mut GameRng::new(seed));
            assert_eq!(
                choose(m.state()),
                choose(&other),
                "game {game}, seed {seed}"
            );
        }
    }
    assert!(tried >= 10, "only {tried} games where the peek matters");
}

#[test]
fn a_code_of_older_rules_opens_when_it_replays_to_the_same_position() {
    let m = bot_game(3, 21, BotKind::Random, usize::MAX);
    let code = codec::encode(&m);
    let packed = codec::unpack(&code).unwrap();
    assert_eq!(packed.version, 1);
    // Same rules under version 2: it opens, and its own code is version 2.
    let next = codec::decode::<NextToy>(&packed).unwrap();
    assert_eq!(
        codec::digest::<NextToy>(next.state()),
        codec::digest::<Toy>(m.state())
    );
    assert_eq!(next.state().players, m.state().players);
    assert_eq!(codec::unpack(&codec::encode(&next)).unwrap().version, 2);
    // Reordered lists under version 2: refused, naming both versions.
    let err = codec::decode::<ReorderedToy>(&packed).unwrap_err();
    assert_eq!(
        err,
        CodeError::OtherVersion {
            game: "Toy Auction".into(),
            code: 1,
            ours: 2
        }
    );
    let text = err.to_string();
    assert!(
        text.contains("version 1") && text.contains("version 2"),
        "{text}"
    );
    // And a version-2 code in a version-1 app: newer rules, said so.
    let newer = codec::encode(&bot_game_of::<ReorderedToy>(3, 21));
    let err = codec::decode::<Toy>(&codec::unpack(&newer).unwrap()).unwrap_err();
    assert!(err.to_string().contains("newer rules"), "{err}");
}

fn bot_game_of<G: Game>(players: u8, seed: u64) -> smokestack_core::Match<G> {
    let mut m = smokestack_core::Match::<G>::new(G::options(players, &[]).unwrap(), seed).unwrap();
    let mut rng = GameRng::new(seed);
    while let Some(&seat) = m.to_act().first() {
        let legal = m.legal(seat);
        let i = rng.below(legal.len());
        m.apply_index(seat, i, &legal).unwrap();
    }
    m
}

#[test]
fn a_code_whose_position_hash_is_wrong_is_refused() {
    let m = bot_game(2, 3, BotKind::Random, usize::MAX);
    let mut packed = codec::unpack(&codec::encode(&m)).unwrap();
    packed.hash = packed.hash.map(|h| h ^ 1);
    let err = codec::decode::<Toy>(&codec::unpack(&codec::pack(&packed)).unwrap()).unwrap_err();
    assert_eq!(err, CodeError::PositionMismatch);
}

#[test]
fn fixtures_catch_a_changed_legal_list_until_the_version_is_raised() {
    let spec = Spec::new(3, &[("rounds", "2")], 4);
    let f = fixtures::record::<Toy>(&spec).unwrap();
    assert_eq!(f.name, "3p-rounds=2");
    assert_eq!(f.counts.len(), codec::unpack(&f.code).unwrap().actions);
    fixtures::verify::<Toy>(&f).unwrap();
    assert_eq!(fixtures::Fixture::parse(&f.to_text()).unwrap(), f);
    // The same version with the list reordered: the fixture test fails and says what to do.
    let err = fixtures::verify::<ForgotToy>(&f).unwrap_err();
    assert!(err.contains("raise RULES_VERSION"), "{err}");
    // The version raised: the old fixture must be renewed, and still opens or is refused as
    // another version.
    let err = fixtures::verify::<ReorderedToy>(&f).unwrap_err();
    assert!(err.contains("renew"), "{err}");
    fixtures::verify_old::<ReorderedToy>(&f).unwrap();
    fixtures::verify_old::<NextToy>(&f).unwrap();
    let renewed = fixtures::record::<ReorderedToy>(&spec).unwrap();
    fixtures::verify::<ReorderedToy>(&renewed).unwrap();
}

#[test]
fn a_fixture_directory_without_its_fixture_fails() {
    let dir = std::env::temp_dir().join(format!("smokestack-fixtures-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let specs = [Spec::new(2, &[], 1)];
    let problems = fixtures::check_dir::<Toy>(&dir, &specs);
    assert_eq!(problems.len(), 1);
    assert!(problems[0].contains("has no fixture"), "{problems:?}");
    std::fs::create_dir_all(&dir).unwrap();
    let f = fixtures::record::<Toy>(&specs[0]).unwrap();
    std::fs::write(dir.join("2p.fixture"), f.to_text()).unwrap();
    assert!(fixtures::check_dir::<Toy>(&dir, &specs).is_empty());
    let problems = fixtures::check_dir::<ForgotToy>(&dir, &specs);
    assert_eq!(problems.len(), 1, "{problems:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn options_from_a_link_meet_the_forms_checks() {
    for (text, says) in [
        (r#"{"players":0,"rounds":1}"#, "not 0"),
        (r#"{"players":9,"rounds":1}"#, "not 9"),
        (r#"{"players":256,"rounds":1}"#, "not 256"),
        (r#"{"players":-1,"rounds":1}"#, "not -1"),
        (r#"{"players":2,"rounds":0}"#, "rounds"),
    ] {
        let err = codec::check_options::<Toy>(text).unwrap_err();
        assert!(err.to_string().contains(says), "{text}: {err}");
    }
    assert!(codec::check_options::<Toy>(r#"{"players":2,"rounds":3}"#).is_ok());
}
