//! Scoring (FACTS §5.8): advances' points + cash − misery value; players in Chaos are out.

use crate::data;
use crate::state::{Phase, State};
use smokestack_core::{Outcome, ScorePart, SeatScore};

pub fn advance_points(s: &State, seat: usize) -> u32 {
    let d = data::data();
    (0..26)
        .filter(|&a| s.players[seat].has(a as u8))
        .map(|a| d.advances[a].cost)
        .sum()
}

pub fn scored(s: &State) -> Option<Outcome> {
    let scores: Vec<SeatScore> = (0..s.players.len())
        .map(|i| {
            let p = &s.players[i];
            let adv = advance_points(s, i) as i32;
            let misery = p.misery_value() as i32;
            let out = p.out();
            SeatScore {
                name: format!("Player {}", i + 1),
                seat: Some(i as u8),
                total: adv + p.cash as i32 - if out { 1000 } else { misery },
                parts: vec![
                    ScorePart {
                        label: "Advances".into(),
                        points: adv,
                    },
                    ScorePart {
                        label: "Cash".into(),
                        points: p.cash as i32,
                    },
                    ScorePart {
                        label: "Misery".into(),
                        points: -(if out { 1000 } else { misery }),
                    },
                ],
                // PROVISIONAL (FACTS §5.8, §8 #2): the tie-break was not found; the later
                // place in Order of Play wins. Players in Chaos cannot win.
                tiebreak: vec![
                    ScorePart {
                        label: "In the game".into(),
                        points: i32::from(!out),
                    },
                    ScorePart {
                        label: "Order of Play".into(),
                        points: s.place(i as u8) as i32,
                    },
                ],
            }
        })
        .collect();
    let key = |x: &SeatScore| (x.tiebreak[0].points, x.total, x.tiebreak[1].points);
    let best = scores.iter().map(key).max()?;
    let winners = (0..scores.len())
        .filter(|&i| key(&scores[i]) == best)
        .collect();
    Some(Outcome { scores, winners })
}

pub fn outcome(s: &State) -> Option<Outcome> {
    if s.phase != Phase::Over {
        return None;
    }
    scored(s)
}
