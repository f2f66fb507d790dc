//! The words `smokestack replay` prints about a match: game, round and phase, who acts, how
//! many actions, and at the end the scores broken down and the winners. Seats count from 1.

use smokestack_core::{AnyMatch, Outcome, ScorePart, SeatScore};
use std::fmt::Write;

pub fn summary(m: &dyn AnyMatch) -> String {
    let mut out = String::new();
    let name = smokestack_games::find(m.game_id()).map_or(m.game_id(), |g| g.name());
    let _ = writeln!(out, "game: {name} ({})", m.game_id());
    let status = m.status();
    let _ = writeln!(out, "round: {}, {}", status.round, status.phase);
    let acting = m.to_act();
    if acting.is_empty() {
        let _ = writeln!(out, "to act: nobody (the game is over)");
    } else {
        let seats: Vec<String> = acting.iter().map(|s| (*s as u16 + 1).to_string()).collect();
        let label = if seats.len() == 1 { "seat" } else { "seats" };
        let _ = writeln!(out, "to act: {label} {}", seats.join(", "));
    }
    let _ = writeln!(out, "actions: {}", m.actions());
    if let Some(o) = m.outcome() {
        out.push_str(&outcome(&o));
    }
    out
}

fn outcome(o: &Outcome) -> String {
    let mut out = String::from("scores:\n");
    for s in &o.scores {
        let _ = write!(out, "  {}: {} ({})", who(s), s.total, parts(&s.parts));
        if !s.tiebreak.is_empty() {
            let _ = write!(out, " tiebreak: {}", parts(&s.tiebreak));
        }
        out.push('\n');
    }
    let winners: Vec<String> = o
        .winners
        .iter()
        .filter_map(|&w| o.scores.get(w))
        .map(who)
        .collect();
    let label = if winners.len() == 1 {
        "winner"
    } else {
        "winners"
    };
    let _ = writeln!(out, "{label}: {}", winners.join(", "));
    out
}

/// The name, and the seat unless the name already says it ("Seat 2").
fn who(s: &SeatScore) -> String {
    match s.seat {
        Some(seat)
            if !s
                .name
                .eq_ignore_ascii_case(&format!("seat {}", seat as u16 + 1)) =>
        {
            format!("{} (seat {})", s.name, seat as u16 + 1)
        }
        _ => s.name.clone(),
    }
}

fn parts(parts: &[ScorePart]) -> String {
    let shown: Vec<String> = parts
        .iter()
        .map(|p| format!("{} {}", p.label, p.points))
        .collect();
    shown.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn score(name: &str, seat: Option<u8>, total: i32) -> SeatScore {
        SeatScore {
            name: name.into(),
            seat,
            total,
            parts: vec![
                ScorePart {
                    label: "cards".into(),
                    points: total - 2,
                },
                ScorePart {
                    label: "dice".into(),
                    points: 2,
                },
            ],
            tiebreak: vec![],
        }
    }

    #[test]
    fn scores_with_parts_and_winners() {
        let mut o = Outcome {
            scores: vec![score("Ann", Some(0), 12), score("Machine", None, 12)],
            winners: vec![0, 1],
        };
        o.scores[0].tiebreak = vec![ScorePart {
            label: "money".into(),
            points: 3,
        }];
        assert_eq!(
            outcome(&o),
            "scores:\n  Ann (seat 1): 12 (cards 10, dice 2) tiebreak: money 3\n  \
             Machine: 12 (cards 10, dice 2)\nwinners: Ann (seat 1), Machine\n"
        );
        o.winners = vec![1, 99];
        assert!(outcome(&o).ends_with("winner: Machine\n"));
        o.scores[0].name = "Seat 1".into();
        assert!(outcome(&o).starts_with("scores:\n  Seat 1: 12 "));
    }
}
