//! The end (JA ゲームの終了): after 5 rounds the most money wins; a tie goes to the higher
//! round-5 income, and a tie in both is shared. The labels are English words the app turns
//! into the reader's language through the `term.fm.*` keys of the locale files.

use crate::state::{Phase, State};
use smokestack_core::{Outcome, ScorePart, SeatScore};

pub fn scored(s: &State) -> Option<Outcome> {
    let scores: Vec<SeatScore> = s
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| SeatScore {
            name: format!("Seat {}", i + 1),
            seat: Some(i as u8),
            total: p.money,
            parts: vec![
                ScorePart {
                    label: "Start money".into(),
                    points: p.money - p.earned + p.spent,
                },
                ScorePart {
                    label: "Income".into(),
                    points: p.earned,
                },
                ScorePart {
                    label: "Paid".into(),
                    points: -p.spent,
                },
            ],
            tiebreak: vec![ScorePart {
                label: "Round 5 income".into(),
                points: p.final_income,
            }],
        })
        .collect();
    let key = |x: &SeatScore| (x.total, x.tiebreak[0].points);
    let best = scores.iter().map(key).max()?;
    let winners = (0..scores.len())
        .filter(|&i| key(&scores[i]) == best)
        .collect();
    Some(Outcome { scores, winners })
}

/// A running game judged by money plus what each factory would earn, as it stands, in each
/// round left at today's energy price (for the search bot's cut-short playouts).
pub fn provisional(s: &State) -> Option<Outcome> {
    let mut o = scored(s)?;
    if s.phase == Phase::Over {
        return Some(o);
    }
    let left = (crate::data::constants().rounds + 1).saturating_sub(s.round) as i32;
    for (sc, p) in o.scores.iter_mut().zip(&s.players) {
        let v = crate::factory::values(p);
        let (_, _, net) = crate::factory::income(&v, s.energy_price, false, s.options.double_net);
        sc.total += net * left;
    }
    let best = o.scores.iter().map(|x| x.total).max()?;
    o.winners = (0..o.scores.len())
        .filter(|&i| o.scores[i].total == best)
        .collect();
    Some(o)
}

pub fn outcome(s: &State) -> Option<Outcome> {
    if s.phase != Phase::Over {
        return None;
    }
    scored(s)
}
