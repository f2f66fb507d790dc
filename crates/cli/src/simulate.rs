//! `smokestack simulate`: checked bot games through the core harness, reported one failure a
//! line (with how to reproduce it), then the wins, then a fixed-format last line for scripts.

use crate::args::Simulate;
use crate::{Done, lookup, panics};
use smokestack_core::harness::{SimConfig, SimReport};
use std::fmt::Write;
use std::time::Instant;

/// Failures printed in full; the rest are counted.
const SHOWN_FAILURES: usize = 20;

pub fn run(s: &Simulate) -> Result<Done, String> {
    let entry = lookup::game(&s.game)?;
    lookup::check_players(entry, s.players)?;
    lookup::check_bots(&s.bots, s.players)?;
    // Bad options are a usage error, not a hundred failed games.
    entry.new_match(s.players, &s.options, s.seed)?;
    let cfg = SimConfig {
        players: s.players,
        games: s.games,
        seed: s.seed,
        bots: s.bots.clone(),
        settings: s.options.clone(),
        max_actions: s.max_actions,
        check_hidden: true,
    };
    let start = Instant::now();
    panics::take_locations();
    let mut report = entry.simulate(&cfg, &move || start.elapsed().as_secs_f64());
    // The harness says "panic: …" but not where; the quiet hook noted it, in the same order.
    let mut at = panics::take_locations().into_iter();
    for f in report
        .failures
        .iter_mut()
        .filter(|f| f.message.starts_with("panic: "))
    {
        if let Some(at) = at.next() {
            f.message = format!("{} (at {at})", f.message);
        }
    }
    let status = if report.failures.is_empty() { 0 } else { 1 };
    Ok(Done::out(format_report(s, &report)).with_status(status))
}

pub fn format_report(s: &Simulate, r: &SimReport) -> String {
    let mut out = String::new();
    for f in r.failures.iter().take(SHOWN_FAILURES) {
        let message = f.message.split_whitespace().collect::<Vec<_>>().join(" ");
        let _ = writeln!(
            out,
            "failed: seed {} at action {}: {message}",
            f.seed, f.action
        );
        let _ = writeln!(out, "  reproduce: {}", reproduce(s, f.seed));
    }
    if r.failures.len() > SHOWN_FAILURES {
        let _ = writeln!(
            out,
            "… and {} more failures",
            r.failures.len() - SHOWN_FAILURES
        );
    }
    let seats: Vec<String> = r
        .wins
        .iter()
        .enumerate()
        .map(|(i, w)| format!("seat{}={w}", i + 1))
        .collect();
    let _ = writeln!(out, "wins: {} other={}", seats.join(" "), r.other_wins);
    let failed = r.failures.len();
    let rate = if r.seconds > 0.0 {
        (r.actions as f64 / r.seconds).round() as u64
    } else {
        0
    };
    let _ = writeln!(
        out,
        "simulated {} games: {} finished, {failed} failed, {} actions, {rate} actions/s",
        r.games, r.finished, r.actions
    );
    out
}

/// The command that replays just this game: same settings, one game, its seed.
fn reproduce(s: &Simulate, seed: u64) -> String {
    let bots: Vec<String> = s.bots.iter().map(|b| b.name()).collect();
    let mut line = format!(
        "smokestack simulate --game {} --players {} --games 1 --seed {seed} --bot {} --max-actions {}",
        s.game,
        s.players,
        bots.join(","),
        s.max_actions
    );
    if !s.options.is_empty() {
        let kv: Vec<String> = s.options.iter().map(|(k, v)| format!("{k}={v}")).collect();
        let _ = write!(line, " --options {}", kv.join(","));
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use smokestack_core::BotKind;
    use smokestack_core::harness::Failure;

    fn sim() -> Simulate {
        Simulate {
            game: "toy".into(),
            players: 2,
            games: 3,
            seed: 10,
            bots: vec![BotKind::Heuristic, BotKind::Random],
            options: vec![("rounds".into(), "2".into())],
            max_actions: 500,
        }
    }

    #[test]
    fn a_clean_run_ends_with_the_summary_line() {
        let r = SimReport {
            games: 3,
            finished: 3,
            actions: 1000,
            seconds: 0.3,
            wins: vec![2, 1],
            other_wins: 0,
            ..Default::default()
        };
        assert_eq!(
            format_report(&sim(), &r),
            "wins: seat1=2 seat2=1 other=0\n\
             simulated 3 games: 3 finished, 0 failed, 1000 actions, 3333 actions/s\n"
        );
    }

    #[test]
    fn failures_say_how_to_reproduce_them() {
        let r = SimReport {
            games: 3,
            finished: 2,
            failures: vec![Failure {
                seed: 11,
                action: 42,
                message: "panic: boom\nsecond".into(),
            }],
            actions: 100,
            seconds: 0.0,
            wins: vec![1, 0],
            other_wins: 1,
            ..Default::default()
        };
        let text = format_report(&sim(), &r);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "failed: seed 11 at action 42: panic: boom second");
        assert_eq!(
            lines[1],
            "  reproduce: smokestack simulate --game toy --players 2 --games 1 --seed 11 \
             --bot heuristic,random --max-actions 500 --options rounds=2"
        );
        assert_eq!(lines[2], "wins: seat1=1 seat2=0 other=1");
        assert_eq!(
            lines[3],
            "simulated 3 games: 2 finished, 1 failed, 100 actions, 0 actions/s"
        );
    }

    #[test]
    fn many_failures_are_counted_not_listed() {
        let f = Failure {
            seed: 1,
            action: 0,
            message: "x".into(),
        };
        let r = SimReport {
            games: 30,
            failures: vec![f; 30],
            wins: vec![0, 0],
            ..Default::default()
        };
        let text = format_report(&sim(), &r);
        assert_eq!(
            text.lines().filter(|l| l.starts_with("failed: ")).count(),
            SHOWN_FAILURES
        );
        assert!(text.contains("… and 10 more failures"));
        assert!(
            text.ends_with("simulated 30 games: 0 finished, 30 failed, 0 actions, 0 actions/s\n")
        );
    }
}
