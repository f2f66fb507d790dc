//! `smokestack tournament`: the listed bots play each other, every bot in every seat in turn,
//! and each is reported as wins with a 95% Wilson interval and its mean score. The seating rule
//! and how ties count are in the usage text (`args::USAGE`).

use crate::args::{DEFAULT_MAX_ACTIONS, Tournament};
use crate::{Done, lookup};
use smokestack_core::{BotKind, GameRng};
use std::fmt::Write;
use std::time::Instant;

/// The bots' chance is kept apart from the game's, as in `link`.
const BOT_SEED: u64 = 0x70_75_72_6e_65_79;

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    /// Wins, a shared win counted as a share.
    pub wins: f64,
    pub games: u32,
    /// Sum over games of the mean final score of the bot's seats.
    pub score: f64,
    pub moves: u64,
    pub millis: f64,
    pub slowest: f64,
}

/// The index into `bots` of the bot in `seat` in game `g`: rotation `g mod players` puts the
/// list's first bot in that seat, and a short list repeats to fill the table.
pub fn seated(bots: usize, players: u8, g: u32, seat: u8) -> usize {
    let n = u32::from(players);
    let r = g % n;
    let place = (u32::from(seat) + n - r) % n;
    place as usize % bots
}

pub fn run(t: &Tournament) -> Result<Done, String> {
    let entry = lookup::game(&t.game)?;
    lookup::check_players(entry, t.players)?;
    if t.bots.len() > t.players as usize {
        return Err(format!(
            "{} bots for {} players: list one bot per seat at most",
            t.bots.len(),
            t.players
        ));
    }
    // Bad options are a usage error, found before any game is played.
    entry.new_match(t.players, &t.options, t.seed)?;
    let mut tallies = vec![Tally::default(); t.bots.len()];
    let start = Instant::now();
    let clock = move || start.elapsed().as_secs_f64() * 1000.0;
    for g in 0..t.games {
        let deal = t.seed.wrapping_add(u64::from(g / u32::from(t.players)));
        let mut m = entry.new_match(t.players, &t.options, deal)?;
        let mut rng = GameRng::new(deal ^ BOT_SEED ^ (u64::from(g) << 32));
        let at = |seat: u8| seated(t.bots.len(), t.players, g, seat);
        while let Some(&seat) = m.to_act().first() {
            if m.actions() >= DEFAULT_MAX_ACTIONS {
                return Err(format!(
                    "game {} (seed {deal}) is not over after {DEFAULT_MAX_ACTIONS} actions",
                    g + 1
                ));
            }
            let b = at(seat);
            let t0 = clock();
            m.bot_move_with(seat, t.bots[b], &mut rng, Some(&clock))
                .map_err(|e| {
                    format!(
                        "game {} (seed {deal}): the bot of seat {} could not move: {e}",
                        g + 1,
                        seat as u16 + 1
                    )
                })?;
            let spent = clock() - t0;
            let tally = &mut tallies[b];
            tally.moves += 1;
            tally.millis += spent;
            tally.slowest = tally.slowest.max(spent);
        }
        let outcome = m
            .outcome()
            .ok_or_else(|| format!("game {} (seed {deal}) ended without an outcome", g + 1))?;
        let shares = outcome.winners.len().max(1) as f64;
        for (b, tally) in tallies.iter_mut().enumerate() {
            let mine: Vec<f64> = outcome
                .scores
                .iter()
                .filter(|s| s.seat.is_some_and(|seat| at(seat) == b))
                .map(|s| f64::from(s.total))
                .collect();
            if mine.is_empty() {
                continue;
            }
            tally.games += 1;
            tally.score += mine.iter().sum::<f64>() / mine.len() as f64;
            tally.wins += outcome
                .winners
                .iter()
                .filter_map(|&w| outcome.scores.get(w)?.seat)
                .filter(|&seat| at(seat) == b)
                .count() as f64
                / shares;
        }
    }
    let mut done = Done::out(format_report(&t.bots, &tallies));
    for (bot, tally) in t.bots.iter().zip(&tallies) {
        let per_move = tally.millis / tally.moves.max(1) as f64;
        let _ = writeln!(
            done.err,
            "time: {bot}: {} moves, {per_move:.1} ms per move, slowest {:.0} ms",
            tally.moves, tally.slowest
        );
    }
    Ok(done)
}

/// One line per bot, then `tournament: G games, best BOT`.
pub fn format_report(bots: &[BotKind], tallies: &[Tally]) -> String {
    let mut out = String::new();
    let mut games = 0;
    for (bot, t) in bots.iter().zip(tallies) {
        games = games.max(t.games);
        let n = f64::from(t.games.max(1));
        let (low, high) = wilson(t.wins, f64::from(t.games));
        let _ = writeln!(
            out,
            "{bot}: {} wins of {} ({:.1}%, 95% interval {:.1}–{:.1}%), mean score {:.1}",
            count(t.wins),
            t.games,
            100.0 * t.wins / n,
            100.0 * low,
            100.0 * high,
            t.score / n
        );
    }
    let best = bots
        .iter()
        .zip(tallies)
        .enumerate()
        .fold(None::<(usize, &Tally)>, |best, (i, (_, t))| match best {
            Some((_, b)) if (b.wins, b.score) >= (t.wins, t.score) => best,
            _ => Some((i, t)),
        })
        .map_or(String::new(), |(i, _)| bots[i].name());
    let _ = writeln!(out, "tournament: {games} games, best {best}");
    out
}

/// A whole number of wins as such, a share with one decimal.
fn count(wins: f64) -> String {
    if wins.fract() == 0.0 {
        format!("{wins:.0}")
    } else {
        format!("{wins:.1}")
    }
}

/// The 95% Wilson score interval of `wins` successes in `n` trials.
pub fn wilson(wins: f64, n: f64) -> (f64, f64) {
    if n <= 0.0 {
        return (0.0, 1.0);
    }
    let z = 1.959_963_984_540_054_f64;
    let p = wins / n;
    let z2 = z * z;
    let denom = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use smokestack_core::Budget;

    #[test]
    fn every_bot_sits_in_every_seat() {
        // Two bots, two seats: they swap seats every game.
        let seats = |g| (seated(2, 2, g, 0), seated(2, 2, g, 1));
        assert_eq!([seats(0), seats(1), seats(2)], [(0, 1), (1, 0), (0, 1)]);
        // Three bots at three seats: over three games each bot holds each seat once.
        for b in 0..3 {
            let mut held: Vec<u8> = (0..3)
                .flat_map(|g| (0..3u8).filter(move |&s| seated(3, 3, g, s) == b))
                .collect();
            held.sort();
            assert_eq!(held, vec![0, 1, 2]);
        }
        // A short list repeats: A,B at three seats is A,B,A, then rotated.
        let table = |g| (0..3).map(|s| seated(2, 3, g, s)).collect::<Vec<_>>();
        assert_eq!(table(0), vec![0, 1, 0]);
        assert_eq!(table(1), vec![0, 0, 1]);
        assert_eq!(table(2), vec![1, 0, 0]);
    }

    #[test]
    fn wilson_intervals() {
        let (l, h) = wilson(0.0, 10.0);
        assert_eq!(l, 0.0);
        assert!((h - 0.2775).abs() < 1e-3, "{h}");
        let (l, h) = wilson(140.0, 200.0);
        assert!(
            (l - 0.6334).abs() < 1e-3 && (h - 0.7587).abs() < 1e-3,
            "{l} {h}"
        );
        assert_eq!(wilson(0.0, 0.0), (0.0, 1.0));
    }

    #[test]
    fn the_lines_and_the_best() {
        let bots = [BotKind::Search(Budget::Iterations(20)), BotKind::Heuristic];
        let t = |wins, score| Tally {
            wins,
            games: 4,
            score,
            ..Default::default()
        };
        assert_eq!(
            format_report(&bots, &[t(2.5, 90.0), t(1.5, 110.0)]),
            "search:iters=20: 2.5 wins of 4 (62.5%, 95% interval 21.9–90.8%), mean score 22.5\n\
             heuristic: 1.5 wins of 4 (37.5%, 95% interval 9.2–78.1%), mean score 27.5\n\
             tournament: 4 games, best search:iters=20\n"
        );
        // Equal wins: the higher mean score is best.
        assert!(
            format_report(&bots, &[t(2.0, 90.0), t(2.0, 110.0)])
                .ends_with("tournament: 4 games, best heuristic\n")
        );
    }
}
