//! The figures of the report, in release: `cargo run --release -p arkwright-card-game --example
//! ark_measure -- [GAMES]`: simulations per player count and bot (base and expert options), the
//! heuristic against random bots, the solo win rate, actions per second, share-code length.

use arkwright_card_game::Arkwright;
use smokestack_core::BotKind;
use smokestack_core::harness::{SimConfig, simulate};
use std::time::Instant;

fn main() {
    let games: u32 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1000);
    let t0 = Instant::now();
    let clock = move || t0.elapsed().as_secs_f64();
    let sim = |players: u8, bots: Vec<BotKind>, settings: &[(&str, &str)], check: bool| {
        let cfg = SimConfig {
            check_hidden: check,
            ..SimConfig::new(players, games, bots).with_settings(settings)
        };
        simulate::<Arkwright>(&cfg, &clock)
    };
    for settings in [&[][..], &[("expert", "on")][..]] {
        for p in 1..=4u8 {
            for bot in [BotKind::Random, BotKind::Heuristic] {
                let r = sim(p, vec![bot], settings, true);
                println!(
                    "{p}p {settings:?} {}: {} games, {} finished, {} failed, {} actions, {:.0} actions/s, code mean {} max {}",
                    bot.name(),
                    r.games,
                    r.finished,
                    r.failures.len(),
                    r.actions,
                    r.actions as f64 / r.seconds.max(1e-9),
                    r.mean_code,
                    r.longest_code
                );
                for f in r.failures.iter().take(3) {
                    println!(
                        "  failure seed {} action {}: {}",
                        f.seed, f.action, f.message
                    );
                }
            }
        }
    }
    for p in 2..=4u8 {
        let mut bots = vec![BotKind::Heuristic];
        bots.extend(std::iter::repeat_n(BotKind::Random, p as usize - 1));
        let r = sim(p, bots, &[], false);
        println!(
            "{p}p heuristic in seat 1 vs random: won {} of {} ({:.1}%)",
            r.wins[0],
            r.finished,
            100.0 * r.wins[0] as f64 / r.finished.max(1) as f64
        );
    }
    for settings in [&[][..], &[("expert", "on")][..]] {
        let r = sim(1, vec![BotKind::Heuristic], settings, false);
        println!(
            "solo {settings:?} heuristic vs automa: won {} of {} ({:.1}%)",
            r.wins[0],
            r.finished,
            100.0 * r.wins[0] as f64 / r.finished.max(1) as f64
        );
    }
    let b = smokestack_core::bench::bench::<Arkwright>(&clock, 3.0).expect("bench");
    println!(
        "bench: {:.0} actions/s, {:.1} games/s, {:.0} actions/game, codes {:?}",
        b.actions_per_sec, b.games_per_sec, b.mean_actions_per_game, b.code_lengths
    );
}
