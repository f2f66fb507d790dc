//! Final scoring (rulebook "최종 점수 계산", FACTS.md §5.4) and the solo achievements (§10.3).

use crate::data::data;
use crate::state::*;
use smokestack_core::{Outcome, ScorePart, SeatScore};

/// One player's final figures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Final {
    /// a. goods left in warehouses sold at the export price of their factory (FACTS §11 #6).
    pub goods_money: u16,
    /// b. shares bought with the remaining money at the share value.
    pub bought: u16,
    /// Money left after b.
    pub money_left: u16,
    /// c. −1 share per loan.
    pub loans: u16,
    /// d. share value lost for the shipping tokens (§8.4, PROVISIONAL).
    pub penalty: u16,
    pub shares: u16,
    pub share_value: u16,
    pub score: u32,
}

pub fn final_figures(p: &Player) -> Final {
    let d = data();
    let mut money = p.money;
    let mut goods_money = 0u16;
    for w in p.warehouses.iter().filter(|w| w.at != SUPPLY) {
        let f = &p.factories[w.at as usize];
        goods_money +=
            d.factory[w.at as usize][f.side as usize].export_price as u16 * w.goods as u16;
    }
    money += goods_money;
    let sv = p.share_value.max(1);
    let bought = money / sv;
    let money_left = money % sv;
    let loans = p.loans as u16;
    let shares = (p.shares + bought).saturating_sub(loans);
    let penalty = d
        .ship_penalty
        .get(p.ship_tokens as usize)
        .copied()
        .unwrap_or(*d.ship_penalty.last().unwrap_or(&0)) as u16;
    let share_value = p.share_value.saturating_sub(penalty);
    Final {
        goods_money,
        bought,
        money_left,
        loans,
        penalty,
        shares,
        share_value,
        score: shares as u32 * share_value as u32,
    }
}

fn part(label: &str, points: i64) -> ScorePart {
    ScorePart {
        label: label.into(),
        points: points as i32,
    }
}

/// The 15 solo achievements' names (§10.3), in the rulebook's order.
pub const ACHIEVEMENTS: [&str; 15] = [
    "tycoon",
    "patriot",
    "true-worker",
    "workers-hero",
    "gentleman",
    "specialist",
    "all-rounder",
    "full-production",
    "boss",
    "expert-broker",
    "stock-enthusiast",
    "market-mover",
    "overnight-fortune",
    "nouveau-riche",
    "sailor",
];

/// The solo achievements (§10.3), checked only when the player won; * = before final scoring.
pub fn achievements(s: &State) -> Vec<&'static str> {
    let p = &s.players[0];
    let f = final_figures(p);
    let r = &p.record;
    let mut out = Vec::new();
    let mut check = |ok: bool, name: &'static str| {
        debug_assert!(
            ACHIEVEMENTS.contains(&name),
            "{name} is not in ACHIEVEMENTS"
        );
        if ok {
            out.push(name)
        }
    };
    check(f.score >= 500, "tycoon");
    check(r.ships_used == 0, "patriot");
    check(!r.used_patent_or_engineer, "true-worker");
    check(!r.automated, "workers-hero");
    check(!r.upgraded_trading && !r.used_broker, "gentleman");
    check(r.most_factories <= 2, "specialist");
    check(p.open_count() == 4, "all-rounder");
    check(
        p.factories.iter().all(|f| f.open && f.workers == 2),
        "full-production",
    );
    check((25..30).contains(&p.shares), "boss");
    check(p.shares >= 30, "expert-broker");
    check((25..30).contains(&p.share_value), "stock-enthusiast");
    check(p.share_value >= 30, "market-mover");
    check(r.prebuy_all, "overnight-fortune");
    check(p.money >= 200, "nouveau-riche");
    check(r.ships_used >= 5, "sailor");
    out
}

/// The scores as they stand (final scoring applied to the current position).
pub fn scored(s: &State) -> Outcome {
    let mut scores = Vec::new();
    for (i, p) in s.players.iter().enumerate() {
        let f = final_figures(p);
        let total = if p.bankrupt { 0 } else { f.score as i32 };
        scores.push(SeatScore {
            name: format!("Seat {}", i + 1),
            seat: Some(i as u8),
            total,
            parts: vec![
                part("shares", p.shares as i64),
                part("bought at the end", f.bought as i64),
                part("loans", -(f.loans as i64)),
                part("share value", p.share_value as i64),
                part("shipping penalty", -(f.penalty as i64)),
                part("final shares", f.shares as i64),
                part("final share value", f.share_value as i64),
            ],
            tiebreak: vec![part("money left", f.money_left as i64)],
        });
    }
    if let Some(solo) = &s.solo {
        for (k, a) in solo.automa.iter().enumerate() {
            scores.push(SeatScore {
                name: format!("Automa {}", k + 1),
                seat: None,
                total: (a.shares as u32 * a.share_value as u32) as i32,
                parts: vec![
                    part("final shares", a.shares as i64),
                    part("final share value", a.share_value as i64),
                ],
                tiebreak: vec![part("money left", 0)],
            });
        }
    }
    // Highest score; tie → most money left; still tied → a shared win.
    let key = |i: usize| {
        let bankrupt = scores[i]
            .seat
            .is_some_and(|k| s.players[k as usize].bankrupt);
        (!bankrupt, scores[i].total, scores[i].tiebreak[0].points)
    };
    let best = (0..scores.len()).map(key).max();
    let mut winners: Vec<usize> = (0..scores.len())
        .filter(|&i| Some(key(i)) == best)
        .collect();
    if winners.is_empty() {
        winners.push(0);
    }
    if s.solo.is_some() && s.phase == Phase::Over {
        // §10.3: achievements are checked if you won; in the variant the winner picks 2 of
        // them and second place 1.
        let beaten = scores[1..]
            .iter()
            .filter(|a| key(0) < (true, a.total, a.tiebreak[0].points))
            .count();
        let picks = match (s.options.pick_achievements, beaten) {
            (false, 0) => Some(None),
            (true, 0) => Some(Some(2)),
            (true, 1) => Some(Some(1)),
            _ => None,
        };
        if let Some(picks) = picks {
            for a in achievements(s) {
                scores[0].parts.push(part(&format!("achievement: {a}"), 1));
            }
            if let Some(n) = picks {
                scores[0].parts.push(part("achievements to pick", n));
            }
        }
    }
    Outcome { scores, winners }
}

pub fn outcome(s: &State) -> Option<Outcome> {
    (s.phase == Phase::Over).then(|| scored(s))
}
