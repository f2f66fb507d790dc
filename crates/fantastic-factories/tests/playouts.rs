//! Seeded bot games for every player count, invariants checked after every action (the CLI's
//! `simulate` runs a thousand of each in CI; these keep `cargo test` honest on their own).

use fantastic_factories::FantasticFactories;
use smokestack_core::BotKind;
use smokestack_core::harness::{SimConfig, simulate};

fn run(players: u8, bot: BotKind, games: u32) {
    let cfg = SimConfig {
        max_actions: 200_000,
        ..SimConfig::new(players, games, vec![bot])
    };
    let r = simulate::<FantasticFactories>(&cfg, &|| 0.0);
    assert!(
        r.failures.is_empty(),
        "{players} players, {bot:?}: {:?}",
        &r.failures[..r.failures.len().min(3)]
    );
    assert_eq!(r.finished, games);
}

#[test]
fn random_games_one_to_five_players() {
    for p in 1..=5 {
        run(p, BotKind::Random, 30);
    }
}

#[test]
fn heuristic_games_one_to_five_players() {
    for p in 1..=5 {
        run(p, BotKind::Heuristic, 30);
    }
}
