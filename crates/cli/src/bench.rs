//! `smokestack bench`: throughput and share-code sizes per game. Measured and printed, never
//! judged; a game that fails to bench is reported and makes the exit status 1.

use crate::{Done, lookup};
use smokestack_core::GameEntry;
use smokestack_core::bench::BenchReport;
use std::fmt::Write;
use std::time::Instant;

pub fn run(game: Option<&str>, seconds: f64) -> Result<Done, String> {
    let games: Vec<&'static dyn GameEntry> = match game {
        Some(id) => vec![lookup::game(id)?],
        None => smokestack_games::registry().to_vec(),
    };
    let mut done = Done::out(String::new());
    for entry in games {
        let start = Instant::now();
        match entry.bench(&move || start.elapsed().as_secs_f64(), seconds) {
            Ok(r) => done.out.push_str(&format_report(entry, &r)),
            Err(e) => {
                let _ = writeln!(done.err, "error: bench of {} failed: {e}", entry.id());
                done.status = 1;
            }
        }
    }
    Ok(done)
}

fn format_report(entry: &dyn GameEntry, r: &BenchReport) -> String {
    let mut out = format!("{} ({})\n", entry.name(), entry.id());
    let _ = writeln!(out, "  atomic actions/s: {:.0}", r.actions_per_sec);
    let _ = writeln!(out, "  full games/s: {:.1}", r.games_per_sec);
    let _ = writeln!(
        out,
        "  mean actions per game: {:.1}",
        r.mean_actions_per_game
    );
    let players = entry.players().1;
    for (bot, mean, max) in &r.code_lengths {
        let _ = writeln!(
            out,
            "  share code, {players} players, {} bots: mean {mean:.0}, max {max} characters",
            bot.name()
        );
    }
    out
}
