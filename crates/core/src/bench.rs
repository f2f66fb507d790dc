//! Throughput and size figures for `smokestack bench`. Measured, reported, never asserted.

use crate::bots::BotKind;
use crate::harness::{SimConfig, simulate};
use crate::rng::GameRng;
use crate::rules::Game;

#[derive(Clone, Debug)]
pub struct BenchReport {
    /// Atomic actions per second, each with its legal-list generation, random bots, no match log.
    pub actions_per_sec: f64,
    pub games_per_sec: f64,
    pub mean_actions_per_game: f64,
    /// Share-code length of finished games with the most players: (bot kind, mean, max).
    pub code_lengths: Vec<(BotKind, f64, usize)>,
}

/// Runs each measurement for roughly `seconds`.
pub fn bench<G: Game>(clock: &dyn Fn() -> f64, seconds: f64) -> Result<BenchReport, String> {
    let players = G::MAX_PLAYERS;
    let options = G::options(players, &[]).map_err(|e| e.to_string())?;
    let start = clock();
    let (mut actions, mut games, mut seed) = (0u64, 0u64, 0u64);
    while clock() - start < seconds {
        let mut rng = GameRng::new(seed);
        let mut pick = GameRng::new(!seed);
        let mut state = G::setup(&options, &mut rng).map_err(|e| e.to_string())?;
        loop {
            let acting = G::to_act(&state);
            if acting.is_empty() {
                games += 1;
                break;
            }
            let seat = acting[pick.below(acting.len())];
            let legal = G::legal(&state, seat);
            if legal.is_empty() {
                return Err(format!(
                    "seed {seed}: seat {} must act but has no legal action",
                    seat as u16 + 1
                ));
            }
            let a = &legal[pick.below(legal.len())];
            G::perform(&mut state, seat, a, &mut rng);
            actions += 1;
            if actions % 4096 == 0 && clock() - start >= seconds {
                break;
            }
        }
        seed += 1;
    }
    let elapsed = (clock() - start).max(1e-9);
    let mut code_lengths = Vec::new();
    for bot in BotKind::ALL {
        let cfg = SimConfig {
            max_actions: 1_000_000,
            check_hidden: false,
            ..SimConfig::new(players, 20, vec![bot])
        };
        let r = simulate::<G>(&cfg, clock);
        if let Some(f) = r.failures.first() {
            return Err(format!("seed {} failed: {}", f.seed, f.message));
        }
        code_lengths.push((bot, r.mean_code as f64, r.longest_code));
    }
    Ok(BenchReport {
        actions_per_sec: actions as f64 / elapsed,
        games_per_sec: games as f64 / elapsed,
        mean_actions_per_game: if games > 0 {
            actions as f64 / games as f64
        } else {
            actions as f64
        },
        code_lengths,
    })
}
