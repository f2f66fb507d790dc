//! The end of a round: the Machine's turn in solo, the end trigger, the first-player token.

use crate::data::{Bp, END_BUILDINGS, END_GOODS, Kind};
use crate::decks;
use crate::state::{MachineTurn, Phase, State};
use crate::work::count_kind;
use smokestack_core::GameRng;

/// Every seat is done with its work phase (and its limits).
pub fn end_work(s: &mut State, rng: &mut GameRng) {
    if s.solo() {
        machine_turn(s, rng);
    }
    // 게임 종료: 12 goods or 10 buildings (the Machine: 12 goods only) → finish this round,
    // then one more. Goods and buildings never shrink, so a check at each round's end suffices.
    let triggered = s
        .players
        .iter()
        .any(|p| p.goods >= END_GOODS || p.compound.len() >= END_BUILDINGS)
        || s.machine.as_ref().is_some_and(|m| m.goods >= END_GOODS);
    if s.final_round.is_none() && triggered {
        s.final_round = Some(s.round + 1);
    }
    if s.final_round == Some(s.round) {
        s.phase = Phase::Over;
        return;
    }
    s.round += 1;
    s.first = (s.first + 1) % s.seats();
    reset_round_flags(s);
    s.phase = Phase::Market {
        turn: 0,
        refreshed: false,
        picked: false,
    };
}

/// Temporary dice go, once-a-round cards are ready again.
pub fn reset_round_flags(s: &mut State) {
    for p in s.players.iter_mut() {
        p.free = [0; 6];
        p.hq = Default::default();
        p.on_cards.clear();
        p.dice = 0;
        p.used = 0;
        p.lab_drawn = false;
        p.scrap_used = false;
        p.solar_used = false;
        p.specialist = 0;
        p.done = false;
    }
}

/// The Machine (기계의 차례): roll red, blue, purple, yellow and green; green picks from the
/// market (1–4: that slot; 5: the deck's top, then the blueprint row is swept; 6: the deck's
/// top, then the contractor row is swept); then each other die makes a good when it shows no
/// more than the Machine's cards of its type.
pub fn machine_turn(s: &mut State, rng: &mut GameRng) {
    let dice = [rng.die(), rng.die(), rng.die(), rng.die(), rng.die()];
    let took = match dice[4] {
        g @ 1..=4 => s.market[g as usize - 1].take(),
        5 => {
            let c = decks::draw(s, rng);
            decks::sweep_blueprints(s);
            c
        }
        _ => {
            let c = decks::draw(s, rng);
            decks::sweep_contractors(s);
            c
        }
    };
    let Some(m) = s.machine.as_mut() else { return };
    m.compound.extend(took);
    let goods = machine_production(&m.compound, [dice[0], dice[1], dice[2], dice[3]]);
    m.goods += goods as u16;
    m.last = Some(MachineTurn { dice, took, goods });
    decks::refill(s, rng);
}

/// The Machine's production dice, in the order rolled, each with its colour and the type it
/// checks (기계의 차례; FACTS.md §5): red Training, blue Production, purple Special, yellow
/// Utility. No die checks Monuments.
pub const PRODUCTION_DICE: [(&str, Kind); 4] = [
    ("red", Kind::Training),
    ("blue", Kind::Production),
    ("purple", Kind::Special),
    ("yellow", Kind::Utility),
];

/// The colour of the Machine's die that checks type `k`, if one does.
pub fn machine_die(k: Kind) -> Option<&'static str> {
    PRODUCTION_DICE
        .iter()
        .find(|(_, x)| *x == k)
        .map(|(colour, _)| *colour)
}

/// Each production die (`PRODUCTION_DICE`' order) makes a good when it shows no more than the
/// Machine's cards of its type.
pub fn machine_production(compound: &[Bp], dice: [u8; 4]) -> u8 {
    PRODUCTION_DICE
        .iter()
        .zip(dice)
        .filter(|&(&(_, k), d)| d as usize <= count_kind(compound, k))
        .count() as u8
}
