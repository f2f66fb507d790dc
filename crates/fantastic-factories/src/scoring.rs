//! Final scoring and tiebreaks (게임 종료; 솔로 규칙 점수 계산).

use crate::data::{Bp, Kind};
use crate::state::{Machine, Phase, Player, State};
use smokestack_core::{Outcome, ScorePart, SeatScore};

/// The k-th Beacon is worth k + 1: 2, 5, 9, 14 for one to four (봉화대).
pub fn beacon_points(beacons: usize) -> i32 {
    (1..=beacons as i32).map(|k| k + 1).sum()
}

/// Whether `card`'s prestige is the count's, not printed (its table prestige is 0): the Beacon
/// alone, scored by `beacon_points` (봉화대).
pub fn prestige_by_count(card: Bp) -> bool {
    card == Bp::Beacon
}

/// What one more Beacon would be worth in `compound`: the next k + 1.
pub fn next_beacon_points(compound: &[Bp]) -> i32 {
    let k = compound.iter().filter(|&&c| c == Bp::Beacon).count();
    beacon_points(k + 1) - beacon_points(k)
}

fn part(label: &str, points: i32) -> ScorePart {
    ScorePart {
        label: label.into(),
        points,
    }
}

/// Goods + printed prestige of the compound; cards in hand score nothing.
pub fn player_parts(p: &Player) -> Vec<ScorePart> {
    let count = |b: Bp| p.compound.iter().filter(|&&c| c == b).count() as i32;
    let buildings: i32 = p
        .compound
        .iter()
        .filter(|c| c.kind() != Kind::Monument)
        .map(|c| c.data().prestige as i32)
        .sum();
    vec![
        part("Goods", p.goods as i32),
        part("Buildings", buildings),
        part(
            "Obelisks",
            count(Bp::Obelisk) * Bp::Obelisk.data().prestige as i32,
        ),
        part(
            "Megalith",
            count(Bp::Megalith) * Bp::Megalith.data().prestige as i32,
        ),
        part("Beacons", beacon_points(count(Bp::Beacon) as usize)),
    ]
}

/// The Machine: 1 per good, 1 per card, 1 more per Monument; printed prestige ignored.
pub fn machine_parts(m: &Machine) -> Vec<ScorePart> {
    vec![
        part("Goods", m.goods as i32),
        part("Cards", m.compound.len() as i32),
        part(
            "Monuments",
            m.compound
                .iter()
                .filter(|c| c.kind() == Kind::Monument)
                .count() as i32,
        ),
    ]
}

fn seat_score(seat: usize, p: &Player) -> SeatScore {
    let parts = player_parts(p);
    SeatScore {
        name: format!("Seat {}", seat + 1),
        seat: Some(seat as u8),
        total: parts.iter().map(|x| x.points).sum(),
        parts,
        tiebreak: vec![
            part("Metal", p.metal as i32),
            part("Energy", p.energy as i32),
            part("Blueprints in hand", p.hand.len() as i32),
        ],
    }
}

pub fn outcome(s: &State) -> Option<Outcome> {
    if s.phase != Phase::Over {
        return None;
    }
    scored(s)
}

/// The outcome as the game stands, over or not (the search bot's view of a cut-short playout).
pub fn scored(s: &State) -> Option<Outcome> {
    let mut scores: Vec<SeatScore> = s
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| seat_score(i, p))
        .collect();
    if let Some(m) = &s.machine {
        let parts = machine_parts(m);
        scores.push(SeatScore {
            name: "The Machine".into(),
            seat: None,
            total: parts.iter().map(|x| x.points).sum(),
            parts,
            tiebreak: vec![],
        });
        // You win only with a strictly higher score: a tie goes to the Machine.
        let winner = if scores[0].total > scores[1].total {
            0
        } else {
            1
        };
        return Some(Outcome {
            scores,
            winners: vec![winner],
        });
    }
    // Most points; then most metal, most energy, most blueprints in hand; then a shared win.
    let key = |x: &SeatScore| {
        (
            x.total,
            x.tiebreak.iter().map(|t| t.points).collect::<Vec<_>>(),
        )
    };
    let best = scores.iter().map(key).max()?;
    let winners = (0..scores.len())
        .filter(|&i| key(&scores[i]) == best)
        .collect();
    Some(Outcome { scores, winners })
}
