//! Seeded bot games for every player count, invariants checked after every action, illegal
//! actions probed, determinization checked and share codes round-tripped
//! (`smokestack_core::harness`).

use age_of_renaissance::AgeOfRenaissance;
use smokestack_core::BotKind;
use smokestack_core::harness::{SimConfig, simulate};

fn run(players: u8, bot: BotKind, games: u32, settings: &[(&str, &str)], hidden: bool) {
    let cfg = SimConfig {
        max_actions: 200_000,
        check_hidden: hidden,
        ..SimConfig::new(players, games, vec![bot]).with_settings(settings)
    };
    let r = simulate::<AgeOfRenaissance>(&cfg, &|| 0.0);
    assert!(
        r.failures.is_empty(),
        "{players} players, {bot:?}: {:?}",
        &r.failures[..r.failures.len().min(3)]
    );
    assert_eq!(r.finished, games);
}

#[test]
fn random_games_three_to_six_players() {
    for p in 3..=6 {
        run(p, BotKind::Random, 20, &[], true);
    }
}

#[test]
fn heuristic_games_three_to_six_players() {
    for p in 3..=6 {
        run(p, BotKind::Heuristic, 20, &[], true);
    }
}

#[test]
fn original_and_euro_rules_and_short_games() {
    for p in [3, 6] {
        run(p, BotKind::Heuristic, 5, &[("rules", "original")], true);
        run(p, BotKind::Heuristic, 5, &[("rules", "euro")], true);
        run(p, BotKind::Random, 5, &[("epochs", "1")], true);
        run(
            p,
            BotKind::Heuristic,
            5,
            &[("epochs", "2"), ("rules", "original")],
            true,
        );
    }
}

/// Release runs: `cargo test --release -p age-of-renaissance -- --ignored`.
#[test]
#[ignore]
fn thousand_games_per_player_count_and_bot() {
    for p in 3..=6 {
        for bot in [BotKind::Random, BotKind::Heuristic] {
            run(p, bot, 1000, &[], true);
        }
    }
}
