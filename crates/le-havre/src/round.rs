//! Round end in rulebook order ([KO] 라운드 종료, FACTS §9): harvest, feeding, town building, the
//! round card turns into a ship; then the next round or the final phase.

use crate::buildings;
use crate::data::{Bd, Good, ROUND_CARDS, TownBuild};
use crate::pay;
use crate::state::{PayKind, Phase, RoundReport, State, Then, Why};
use crate::turn;

/// The goods that grow at a harvest, each with the least a player must hold to get one more
/// (FACTS §11.12: at least 1 grain, at least 2 cattle).
pub const HARVEST: [(Good, u16); 2] = [(Good::Grain, 1), (Good::Cattle, 2)];

/// Harvest ([KO] 수확): +1 grain with at least 1 grain, +1 cattle with at least 2 cattle
/// (Feedlot: 2 cattle with 2..6, FACTS §5 024).
pub fn harvest(s: &mut State) {
    for p in &mut s.players {
        for (g, least) in HARVEST {
            let have = p.has(g);
            if have >= least {
                // Feedlot: 2 more cattle while its owner has 2 to 6.
                let feedlot = g == Good::Cattle && p.owns(Bd::Feedlot) && have <= 6;
                p.add(g, if feedlot { 2 } else { 1 });
            }
        }
    }
}

/// Food a seat's ships (and Soup Kitchen) supply each round (FACTS §6, GH08).
pub fn food_supplied(s: &State, seat: usize) -> u16 {
    let n = s.n();
    let p = &s.players[seat];
    let ships: u16 = p.ship_types().map(|t| t.food(n)).sum();
    ships + buildings::extra_food(s, seat)
}

/// Food still owed this round by `seat` ([KO] 급식 단계).
pub fn food_owed(s: &State, seat: usize) -> u16 {
    s.card().food(s.n()).saturating_sub(food_supplied(s, seat))
}

pub fn round_end(s: &mut State) {
    let before: Vec<(u16, u16)> = s
        .players
        .iter()
        .map(|p| (p.has(Good::Grain), p.has(Good::Cattle)))
        .collect();
    if s.card().harvest {
        harvest(s);
    }
    let gains = s
        .players
        .iter()
        .zip(&before)
        .map(|(p, (g, c))| (p.has(Good::Grain) - g, p.has(Good::Cattle) - c))
        .collect();
    buildings::before_feeding(s);
    s.phase = Phase::Feeding;
    let n = s.n() as usize;
    s.last_round = Some(RoundReport {
        round: s.round,
        harvest: s.card().harvest,
        gains,
        owed: (0..n).map(|i| food_owed(s, i)).collect(),
        town: Vec::new(),
        ship: s.rounds[(s.round - 1) as usize],
    });
    // Pushed last seat first so seat 1 (the start player) pays first.
    for i in (0..n).rev() {
        let owed = food_owed(s, i);
        if owed > 0 {
            pay::demand(s, i, PayKind::Food, owed, None, Why::Feeding, Then::Nothing);
        }
    }
}

/// After feeding: town building, the ship, the next round (or the final phase).
pub fn finish_round(s: &mut State) {
    let n = s.n();
    let town_before = s.town.clone();
    match s.card().town_build(n) {
        TownBuild::Standard => town_builds_standard(s),
        TownBuild::Special if !s.opts.short => buildings::reveal_special(s),
        _ => {}
    }
    let added: Vec<Bd> = s
        .town
        .iter()
        .filter(|b| !town_before.contains(b))
        .copied()
        .collect();
    if let Some(r) = &mut s.last_round {
        r.town = added;
    }
    let card = s.rounds[(s.round - 1) as usize];
    s.ship_stacks[ROUND_CARDS[card as usize].ship as usize].push(card);
    if s.round == s.rounds_total() {
        start_final(s);
        return;
    }
    s.round += 1;
    s.turn = 0;
    for m in &mut s.markers {
        *m = None;
    }
    s.phase = Phase::Turn;
    turn::start_turn(s);
}

/// STD symbol: the stack top with the lowest number goes to the town (FACTS §11.13).
pub fn town_builds_standard(s: &mut State) {
    let best = (0..3)
        .filter_map(|i| s.stack_top(i).map(|b| (b.data().sort, i)))
        .min();
    if let Some((_, i)) = best {
        let b = s.stacks[i].remove(0);
        s.town.push(b);
        buildings::after_stack_change(s);
    }
}

/// Main actions a seat has in the final phase (Workers' Cottages: 2).
pub fn final_actions(s: &State, seat: usize) -> u8 {
    if s.players[seat].owns(Bd::WorkersCottages) {
        2
    } else {
        1
    }
}

/// The final phase ([KO] 마무리 시기): one main action each, from the start player (seat 0).
pub fn start_final(s: &mut State) {
    s.phase = Phase::Final;
    s.final_queue = (1..s.n()).collect();
    s.current = 0;
    s.main_done = false;
    s.mains_left = final_actions(s, 0);
    s.sold_this_turn.clear();
    for m in &mut s.markers {
        *m = None;
    }
}
