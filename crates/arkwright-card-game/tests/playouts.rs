//! Seeded bot games for every player count and option set, invariants checked after every
//! action, illegal actions probed, share codes round-tripped (`smokestack_core::harness`).

use arkwright_card_game::Arkwright;
use smokestack_core::BotKind;
use smokestack_core::harness::{SimConfig, SimReport, simulate};

fn run(players: u8, bots: Vec<BotKind>, games: u32, settings: &[(&str, &str)]) -> SimReport {
    let cfg = SimConfig::new(players, games, bots).with_settings(settings);
    let r = simulate::<Arkwright>(&cfg, &|| 0.0);
    assert!(
        r.failures.is_empty(),
        "{players} players {settings:?}: {:?}",
        &r.failures[..r.failures.len().min(3)]
    );
    assert_eq!(r.finished, games);
    r
}

const EXPERT: &[(&str, &str)] = &[("expert", "on")];

#[test]
fn random_games_one_to_four_players() {
    for p in 1..=4 {
        run(p, vec![BotKind::Random], 25, &[]);
    }
}

#[test]
fn heuristic_games_one_to_four_players() {
    for p in 1..=4 {
        run(p, vec![BotKind::Heuristic], 25, &[]);
    }
}

#[test]
fn expert_games_one_to_four_players() {
    for p in 1..=4 {
        run(p, vec![BotKind::Random], 10, EXPERT);
        run(p, vec![BotKind::Heuristic], 10, EXPERT);
    }
}

#[test]
fn each_module_alone() {
    for module in [
        ("start", "draft"),
        ("era-limits", "on"),
        ("ships", "none"),
        ("prebuy", "on"),
        ("expert-actions", "on"),
    ] {
        for p in 1..=4 {
            run(p, vec![BotKind::Random], 4, &[module]);
        }
    }
    run(1, vec![BotKind::Heuristic], 4, &[("achievements", "pick")]);
}

#[test]
fn solo_random_factories_variant() {
    run(
        1,
        vec![BotKind::Random],
        20,
        &[("solo-factories", "random")],
    );
}

#[test]
fn heuristic_beats_random_bots_in_three_player_games() {
    for seat in 0..3u8 {
        let mut bots = vec![BotKind::Random; 3];
        bots[seat as usize] = BotKind::Heuristic;
        let cfg = SimConfig {
            seed: 100,
            check_hidden: false,
            ..SimConfig::new(3, 15, bots)
        };
        let r = simulate::<Arkwright>(&cfg, &|| 0.0);
        assert!(r.wins[seat as usize] >= 14, "seat {seat}: {:?}", r.wins);
    }
}

/// Release runs: `cargo test --release -p arkwright-card-game -- --ignored --nocapture`.
#[test]
#[ignore]
fn thousand_games_per_player_count_and_bot() {
    for settings in [&[][..], EXPERT] {
        for p in 1..=4 {
            for bot in [BotKind::Random, BotKind::Heuristic] {
                let r = run(p, vec![bot], 1000, settings);
                println!(
                    "{p}p {settings:?} {}: {} finished, {} failed, {} actions, longest code {}",
                    bot.name(),
                    r.finished,
                    r.failures.len(),
                    r.actions,
                    r.longest_code
                );
            }
        }
    }
}
