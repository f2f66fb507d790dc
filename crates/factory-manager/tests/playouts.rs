//! Seeded bot games for every player count through `smokestack_core::harness::simulate`:
//! invariants after every action, illegal actions probed, undoable actions proven to reveal
//! nothing, share codes round-tripped. The 1,000-game runs are `#[ignore]`d (release:
//! `cargo test --release -p factory-manager -- --ignored`).

use factory_manager::FactoryManager;
use smokestack_core::BotKind;
use smokestack_core::harness::{SimConfig, SimReport, simulate};

fn run(players: u8, bots: Vec<BotKind>, games: u32, settings: &[(&str, &str)]) -> SimReport {
    let cfg = SimConfig::new(players, games, bots.clone()).with_settings(settings);
    let r = simulate::<FactoryManager>(&cfg, &|| 0.0);
    assert!(
        r.failures.is_empty(),
        "{players} players, {bots:?}: {:?}",
        &r.failures[..r.failures.len().min(3)]
    );
    assert_eq!(r.finished, games);
    r
}

#[test]
fn random_games_two_to_five_players() {
    for p in 2..=5 {
        run(p, vec![BotKind::Random], 30, &[]);
    }
}

#[test]
fn heuristic_games_two_to_five_players() {
    for p in 2..=5 {
        run(p, vec![BotKind::Heuristic], 20, &[]);
    }
}

#[test]
fn games_with_the_variants() {
    for p in [2, 5] {
        run(
            p,
            vec![BotKind::Heuristic, BotKind::Random],
            10,
            &[("first-energy", "zero"), ("final-double", "net")],
        );
    }
}

/// The heuristic bot in each seat of a few 4-player games against random bots wins nearly all.
#[test]
fn heuristic_beats_random_bots() {
    let mut won = 0;
    for seat in 0..4u8 {
        let mut bots = vec![BotKind::Random; 4];
        bots[seat as usize] = BotKind::Heuristic;
        let cfg = SimConfig {
            seed: 100 + seat as u64 * 10,
            check_hidden: false,
            ..SimConfig::new(4, 5, bots)
        };
        let r = simulate::<FactoryManager>(&cfg, &|| 0.0);
        assert!(r.failures.is_empty());
        won += r.wins[seat as usize];
    }
    assert!(won >= 18, "{won} of 20");
}

#[test]
#[ignore]
fn thousand_games_per_player_count_and_bot() {
    for p in 2..=5 {
        for bot in [BotKind::Random, BotKind::Heuristic] {
            let r = run(p, vec![bot], 1000, &[]);
            println!(
                "{p} players, {bot:?}: {} finished, {} failed, {} actions, longest code {}",
                r.finished,
                r.failures.len(),
                r.actions,
                r.longest_code
            );
        }
    }
}

#[test]
#[ignore]
fn heuristic_against_three_random_bots() {
    let games = 1000;
    let mut won = 0.0;
    // The heuristic bot in each seat in turn.
    for seat in 0..4u8 {
        let mut bots = vec![BotKind::Random; 4];
        bots[seat as usize] = BotKind::Heuristic;
        let cfg = SimConfig {
            seed: 1 + seat as u64 * 1000,
            check_hidden: false,
            ..SimConfig::new(4, games / 4, bots)
        };
        let r = simulate::<FactoryManager>(&cfg, &|| 0.0);
        assert!(r.failures.is_empty());
        won += r.wins[seat as usize] as f64;
    }
    let rate = won / games as f64;
    println!(
        "heuristic vs 3 random, 4 players: {:.1}% of {games}",
        rate * 100.0
    );
    assert!(rate >= 0.9, "{rate}");
}
