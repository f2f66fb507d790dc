//! Release measurements for the notes: `cargo run --release -p factory-manager --example fm_measure [games]`.
//! 1,000-game simulations per player count with random and heuristic bots, the heuristic bot
//! against three random ones, `bench` actions/s and the share-code lengths with 5 players.

use factory_manager::FactoryManager;
use smokestack_core::BotKind;
use smokestack_core::bench::bench;
use smokestack_core::harness::{SimConfig, simulate};
use std::time::Instant;

fn main() {
    let games: u32 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1000);
    let t0 = Instant::now();
    let clock = move || t0.elapsed().as_secs_f64();
    for p in 2..=5u8 {
        for bot in [BotKind::Random, BotKind::Heuristic] {
            let cfg = SimConfig::new(p, games, vec![bot]);
            let r = simulate::<FactoryManager>(&cfg, &clock);
            println!(
                "{p}p {:>9}: {} games, {} finished, {} failed, {:.0} actions/game, code mean {} max {}, {:.1}s",
                bot.name(),
                r.games,
                r.finished,
                r.failures.len(),
                r.actions as f64 / r.games as f64,
                r.mean_code,
                r.longest_code,
                r.seconds
            );
            for f in r.failures.iter().take(3) {
                println!("  seed {} action {}: {}", f.seed, f.action, f.message);
            }
        }
    }
    let mut won = 0u32;
    let mut total = 0u32;
    for seat in 0..4u8 {
        let mut bots = vec![BotKind::Random; 4];
        bots[seat as usize] = BotKind::Heuristic;
        let cfg = SimConfig {
            seed: 7 + seat as u64 * 10_000,
            check_hidden: false,
            ..SimConfig::new(4, games / 4, bots)
        };
        let r = simulate::<FactoryManager>(&cfg, &clock);
        won += r.wins[seat as usize];
        total += r.games;
    }
    println!(
        "heuristic vs 3 random (4p): {won} wins of {total} ({:.1}%)",
        100.0 * won as f64 / total as f64
    );
    match bench::<FactoryManager>(&clock, 3.0) {
        Ok(b) => println!(
            "bench: {:.0} actions/s, {:.0} games/s, {:.0} actions/game, code lengths (5p) {:?}",
            b.actions_per_sec, b.games_per_sec, b.mean_actions_per_game, b.code_lengths
        ),
        Err(e) => println!("bench failed: {e}"),
    }
}
