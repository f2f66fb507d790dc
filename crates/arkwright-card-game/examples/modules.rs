//! Each option alone, random and heuristic bots, in release:
//! `cargo run --release -p arkwright-card-game --example modules -- [GAMES]`.

use arkwright_card_game::Arkwright;
use smokestack_core::BotKind;
use smokestack_core::harness::{SimConfig, simulate};

fn main() {
    let games: u32 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(300);
    let modules: [(&str, &str); 7] = [
        ("start", "draft"),
        ("era-limits", "on"),
        ("ships", "none"),
        ("prebuy", "on"),
        ("expert-actions", "on"),
        ("solo-factories", "random"),
        ("achievements", "pick"),
    ];
    for (k, v) in modules {
        let counts: Vec<u8> = if k.starts_with("solo") || k == "achievements" {
            vec![1]
        } else {
            vec![1, 2, 3, 4]
        };
        for p in counts {
            for bot in [BotKind::Random, BotKind::Heuristic] {
                let cfg = SimConfig {
                    seed: 7,
                    ..SimConfig::new(p, games, vec![bot]).with_settings(&[(k, v)])
                };
                let r = simulate::<Arkwright>(&cfg, &|| 0.0);
                println!(
                    "{k}={v} {p}p {}: {} finished, {} failed",
                    bot.name(),
                    r.finished,
                    r.failures.len()
                );
                for f in r.failures.iter().take(2) {
                    println!("  seed {} action {}: {}", f.seed, f.action, f.message);
                }
            }
        }
    }
}
