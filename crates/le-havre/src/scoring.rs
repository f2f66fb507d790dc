//! Scoring ([KO] 게임 종료, FACTS §9): francs + building and ship values (with bonuses)
//! − 7 per loan; goods are worth nothing but through the Storehouse; ties share the win.

use crate::data::{Bd, Kind, LOAN_PENALTY, ROUND_CARDS};
use crate::state::{Phase, Player, State};
use smokestack_core::{Outcome, ScorePart, SeatScore};

/// A building's worth at the end for its owner, bonus included (FACTS §9 table).
pub fn building_value(p: &Player, b: Bd) -> i32 {
    b.data().value as i32 + bonus(p, b).unwrap_or(0)
}

/// The end bonus of `b` for its owner `p` (FACTS §9 table); `None`: `b` has none.
fn bonus(p: &Player, b: Bd) -> Option<i32> {
    let k = |kind| p.count_kind(kind) as i32;
    Some(match b {
        Bd::Storehouse => (p.goods_total() / 2) as i32,
        Bd::Dock => 4 * (p.ships.len() as i32 + k(Kind::Ship)),
        Bd::TownHall => 4 * k(Kind::Public) + 2 * k(Kind::Craft),
        Bd::Bank => 3 * k(Kind::Industrial) + 2 * k(Kind::Economic),
        Bd::BusinessPark => 2 * k(Kind::Industrial),
        Bd::Guildhouse => 2 * k(Kind::Economic),
        // Ranch (GH25): +6 per cattle, [K]'s default (FACTS §9, confidence L).
        Bd::Ranch => 6 * p.has(crate::data::Good::Cattle) as i32,
        _ => return None,
    })
}

/// Whether `b`'s worth grows at the game end (the `+` after its value on the card).
pub fn has_bonus(b: Bd) -> bool {
    bonus(&Player::new(0), b).is_some()
}

pub fn parts(p: &Player) -> Vec<ScorePart> {
    let buildings: i32 = p.buildings.iter().map(|b| building_value(p, *b)).sum();
    let ships: i32 = p
        .ships
        .iter()
        .map(|c| ROUND_CARDS[*c as usize].ship_value as i32)
        .sum();
    vec![
        ScorePart {
            label: "Francs".into(),
            points: p.francs as i32,
        },
        ScorePart {
            label: "Buildings".into(),
            points: buildings,
        },
        ScorePart {
            label: "Ships".into(),
            points: ships,
        },
        ScorePart {
            label: "Loans".into(),
            points: -LOAN_PENALTY * p.loans as i32,
        },
    ]
}

pub fn total(p: &Player) -> i32 {
    parts(p).iter().map(|x| x.points).sum()
}

pub fn outcome(s: &State) -> Option<Outcome> {
    if s.phase != Phase::Over {
        return None;
    }
    Some(scored(s))
}

/// The outcome as the game stands, over or not (the search bot's view of a cut-short playout).
pub fn scored(s: &State) -> Outcome {
    let scores: Vec<SeatScore> = s
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let parts = parts(p);
            SeatScore {
                name: format!("Player {}", i + 1),
                seat: Some(i as u8),
                total: parts.iter().map(|x| x.points).sum(),
                parts,
                tiebreak: Vec::new(),
            }
        })
        .collect();
    let best = scores.iter().map(|x| x.total).max().unwrap_or(0);
    let winners = (0..scores.len())
        .filter(|&i| scores[i].total == best)
        .collect();
    Outcome { scores, winners }
}
