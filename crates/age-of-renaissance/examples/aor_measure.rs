//! Release measurements:
//! `cargo run --release -p age-of-renaissance --example aor_measure -- GAMES [PLAYERS…] [rules=R]
//! [wins] [bench]`. Checked simulations per player count with random and heuristic bots under
//! one rules option (living by default), with `wins` the heuristic's win rate in seat 1 against
//! random bots, with `bench` actions per second; share-code lengths of the finished games.

use age_of_renaissance::AgeOfRenaissance;
use smokestack_core::BotKind;
use smokestack_core::harness::{SimConfig, simulate};
use std::time::Instant;

fn main() {
    let games: u32 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1000);
    let rest: Vec<String> = std::env::args().skip(2).collect();
    let mut counts: Vec<u8> = rest.iter().filter_map(|a| a.parse().ok()).collect();
    if counts.is_empty() {
        counts = vec![3, 4, 5, 6];
    }
    let bench = rest.is_empty() || rest.iter().any(|a| a == "bench");
    let wins = rest.is_empty() || rest.iter().any(|a| a == "wins");
    let settings: Vec<(String, String)> = rest
        .iter()
        .filter_map(|a| a.split_once('='))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let t0 = Instant::now();
    let clock = move || t0.elapsed().as_secs_f64();
    for players in counts {
        for bot in [BotKind::Random, BotKind::Heuristic] {
            let cfg = SimConfig {
                settings: settings.clone(),
                max_actions: 200_000,
                ..SimConfig::new(players, games, vec![bot])
            };
            let r = simulate::<AgeOfRenaissance>(&cfg, &clock);
            println!(
                "{players}p {settings:?} {bot:?}: {} games, {} finished, {} failed, {} actions ({:.0}/game), {:.1}s, code mean {} max {}",
                r.games,
                r.finished,
                r.failures.len(),
                r.actions,
                r.actions as f64 / r.games.max(1) as f64,
                r.seconds,
                r.mean_code,
                r.longest_code
            );
            for f in r.failures.iter().take(3) {
                println!("  seed {} action {}: {}", f.seed, f.action, f.message);
            }
        }
        if !wins {
            continue;
        }
        // The heuristic in seat 1 against random bots.
        let cfg = SimConfig {
            settings: settings.clone(),
            max_actions: 200_000,
            check_hidden: false,
            ..SimConfig::new(players, games, vec![BotKind::Heuristic, BotKind::Random])
        };
        let r = simulate::<AgeOfRenaissance>(&cfg, &clock);
        println!(
            "{players}p heuristic (seat 1) vs random: won {} of {} ({:.1}%), failed {}",
            r.wins[0],
            r.finished,
            100.0 * r.wins[0] as f64 / r.finished.max(1) as f64,
            r.failures.len()
        );
    }
    if !bench {
        return;
    }
    match smokestack_core::bench::bench::<AgeOfRenaissance>(&clock, 5.0) {
        Ok(b) => println!(
            "bench: {:.0} actions/s, {:.1} games/s, {:.0} actions/game, codes (6 players) {:?}",
            b.actions_per_sec, b.games_per_sec, b.mean_actions_per_game, b.code_lengths
        ),
        Err(e) => println!("bench failed: {e}"),
    }
}
