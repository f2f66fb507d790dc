//! The heuristic bot: rules of thumb, deciding from what its seat sees (core hands it a
//! determinized state; this game hides nothing). It grows a few factories, staffs and improves
//! the next one to produce, prices for profit, never borrows or ships (both cost at the end),
//! and turns spare money into shares.

use crate::actions::{Act, Action, Piece};
use crate::data::{self, Card};
use crate::market;
use crate::state::*;
use smokestack_core::GameRng;

pub fn choose(s: &State, seat: usize, legal: &[Action], rng: &mut GameRng) -> usize {
    let mut best = (i64::MIN, 0usize);
    for (i, a) in legal.iter().enumerate() {
        // A little noise breaks ties without favouring the list's order.
        let v = value(s, seat, a) * 16 + rng.below(8) as i64;
        if v > best.0 {
            best = (v, i);
        }
    }
    best.1
}

/// Rounds until the factory of `good` produces next (0: this round).
fn wait(s: &State, good: u8) -> u8 {
    let now = s.good();
    if good >= now {
        good - now
    } else {
        good + 4 - now
    }
}

/// The open factory that produces soonest (this round's after the action counts as 0).
fn next_factory(s: &State, p: &Player) -> Option<u8> {
    (0..4u8)
        .filter(|&g| p.factories[g as usize].open)
        .min_by_key(|&g| wait(s, g))
}

/// Money kept back for the costs of the next two productions.
fn reserve(s: &State, seat: usize) -> i64 {
    let p = &s.players[seat];
    let mut soon: Vec<(u8, i64)> = (0..4u8)
        .filter(|&g| p.factories[g as usize].open)
        .map(|g| {
            let w = p.factories[g as usize].workers;
            (wait(s, g), market::costs(s, seat, g, w) as i64)
        })
        .collect();
    soon.sort_unstable();
    soon.iter().take(2).map(|c| c.1).sum()
}

fn remaining_productions(s: &State) -> i64 {
    ((3 - s.era as i64) * 4 + (4 - s.round as i64)).max(0)
}

fn value(s: &State, seat: usize, a: &Action) -> i64 {
    let p = &s.players[seat];
    let left = remaining_productions(s);
    match *a {
        Action::PickFactory { good } => 10 - good as i64,
        Action::Prebuy => {
            if p.money > 30 {
                5
            } else {
                -5
            }
        }
        Action::Choose { act } => choose_value(s, seat, act),
        Action::Reactivate { .. } => -1,
        Action::Build { good } => {
            let open = p.open_count() as i64;
            if open < 4 && left >= 5 && wait(s, good) >= 1 {
                10
            } else {
                -10
            }
        }
        Action::Upgrade { .. } => 20,
        Action::UseInventor | Action::InventorUpgrade { .. } => 15,
        Action::Hire { good } => {
            let f = &p.factories[good as usize];
            let appeal = p.appeal[good as usize].unwrap_or(0) as i64;
            let demand = s.demand[good as usize] as i64;
            let room = appeal + 3 - demand - market::goods_made(p, good, f.workers) as i64;
            if f.workers == 0 || room > 1 {
                10 - wait(s, good) as i64
            } else {
                -10
            }
        }
        Action::Automate { .. } => 10,
        Action::Place { good, piece } | Action::Raise { good, piece } => {
            let bonus = matches!(a, Action::Raise { .. }) as i64;
            let target = next_factory(s, p) == Some(good);
            let kind = matches!(piece, Piece::Quality | Piece::Engineer) as i64;
            if target { 10 + bonus + kind } else { 2 + bonus }
        }
        Action::Remove { .. } | Action::SwapEngineer { .. } => -20,
        Action::BuyHalf | Action::BuyShare => {
            let price = if *a == Action::BuyHalf {
                p.share_value.div_ceil(2)
            } else {
                p.share_value
            } as i64;
            if p.money as i64 - price >= reserve(s, seat) + 5 {
                10 + (*a == Action::BuyHalf) as i64
            } else {
                -10
            }
        }
        Action::Loan => -30,
        Action::Ships => -5,
        Action::Extra { .. } | Action::Load { .. } | Action::Sail => -5,
        Action::SetAppeal { appeal } => price_value(s, seat, appeal),
        Action::DevPoint { track } => {
            let t = track as usize;
            match t {
                data::QUALITY => 9,
                data::TRADING => 8,
                data::MACHINES => 6,
                data::CARDS => 5,
                data::DISTRIBUTION => 4,
                _ => 1,
            }
        }
        Action::TakeCard { card } => card_value(s, p, card),
        Action::TakeSupervisor { good } => 8 + p.factories[good as usize].workers as i64,
        Action::Discard { .. } => -20,
        Action::Broker => {
            if p.money as i64 >= p.share_value as i64 + reserve(s, seat) {
                12
            } else {
                -5
            }
        }
        Action::InventorPoints => 11,
        Action::Overtime => {
            let g = s.good();
            let made = market::goods_made(p, g, p.factories[g as usize].workers);
            let limit = p.appeal[g as usize]
                .unwrap_or(0)
                .saturating_sub(s.demand[g as usize]);
            if made < limit { 5 } else { -5 }
        }
        Action::Store { warehouse } => {
            if p.warehouses[warehouse as usize].at == SUPPLY
                || p.warehouses[warehouse as usize].at == s.good()
            {
                5
            } else {
                -5
            }
        }
        Action::Ship => -5,
        Action::SellStored => 8,
        Action::UseBusinessman => -5,
        Action::BreakTie => 5,
        Action::ChooseStart { seat: k } => {
            if s.solo.is_some() {
                (k == 0) as i64
            } else {
                (k as usize == seat) as i64
            }
        }
        Action::Done => 0,
    }
}

fn card_value(s: &State, p: &Player, c: Card) -> i64 {
    match c {
        Card::Developer => 9,
        Card::Workshop => 4 + 2 * s.era as i64,
        Card::Engineer => 8,
        Card::Businessman => 6,
        Card::Broker => 6,
        Card::Inventor => 6,
        Card::Contract | Card::TradeOffice | Card::LargeWarehouse => -2,
        Card::Overtime => 3,
        Card::Patent => 3,
        _ => match c.patron_good() {
            Some(g) if p.factories[g as usize].open => 7,
            _ => -2,
        },
    }
}

/// Goods a factory could sell more than it makes, at its best appeal against today's demand.
fn unmet(s: &State, p: &Player, g: u8) -> i64 {
    let f = &p.factories[g as usize];
    if !f.open {
        return 0;
    }
    let best = market::appeal_choices(p, g).last().map_or(0, |c| c.0) as i64;
    let sellable = best - s.demand[g as usize] as i64;
    sellable - market::goods_made(p, g, f.workers) as i64
}

/// Can the seat still raise quality or distribution at a factory producing within 3 rounds?
fn improvable(s: &State, seat: usize, quality: bool) -> bool {
    let p = &s.players[seat];
    let step = crate::turn::start_step(
        s,
        seat,
        if quality {
            Act::Quality
        } else {
            Act::Distribution
        },
    );
    let mut moves = Vec::new();
    crate::turn::legal(s, seat, step, &mut moves);
    moves.iter().any(|a| match *a {
        Action::Place { good, .. } | Action::Raise { good, .. } => {
            p.factories[good as usize].open && wait(s, good) <= 2
        }
        _ => false,
    })
}

fn choose_value(s: &State, seat: usize, act: Act) -> i64 {
    let p = &s.players[seat];
    let left = remaining_productions(s);
    let unstaffed = (0..4).any(|g| p.factories[g].open && p.factories[g].workers == 0);
    let upgradable = s.era >= 2 && (0..4).any(|g| p.factories[g].open && p.factories[g].side == 0);
    let manual: u8 = (0..4)
        .map(|g| {
            let f = &p.factories[g];
            (0..f.workers)
                .filter(|&k| !f.worker[k as usize].automated)
                .count() as u8
        })
        .sum();
    let short: i64 = (0..4u8)
        .filter(|&g| p.factories[g as usize].workers < 2 && wait(s, g) <= 2)
        .map(|g| unmet(s, p, g))
        .max()
        .unwrap_or(0);
    let spare = p.money as i64 - p.share_value as i64 - reserve(s, seat);
    match act {
        Act::Build => {
            if upgradable {
                30
            } else if p.open_count() < 4 && left >= 5 {
                22
            } else {
                -10
            }
        }
        Act::Hire => {
            if unstaffed {
                25
            } else if short >= 2 && left >= 3 {
                19
            } else {
                -5
            }
        }
        Act::Automate => {
            if s.wage_value() >= 3 && manual > 0 && left >= 3 {
                12
            } else {
                -5
            }
        }
        Act::Quality => {
            if improvable(s, seat, true) {
                17
            } else {
                -5
            }
        }
        Act::Distribution => {
            if improvable(s, seat, false) {
                10
            } else {
                -5
            }
        }
        Act::Stock => {
            if spare > 10 {
                21
            } else {
                1
            }
        }
        Act::ExtraProduction | Act::EarlyShipping => -10,
    }
}

/// b. The appeal that earns most this production: goods sold × price, plus the share value a
/// sale of 2 or more brings (worth about the seat's shares at the end).
fn price_value(s: &State, seat: usize, appeal: u8) -> i64 {
    let p = &s.players[seat];
    let g = s.good();
    let made = market::goods_made(p, g, p.factories[g as usize].workers) as i64
        + market::stored(p, g) as i64;
    // The marker's own move crosses arrows: demand follows before production.
    let from = p.appeal[g as usize].unwrap_or(0);
    let shift: i64 = crate::data::data()
        .arrows
        .iter()
        .map(|&(b, _)| {
            if from <= b && b < appeal {
                1
            } else if appeal <= b && b < from {
                -1
            } else {
                0
            }
        })
        .sum();
    // Solo: the automa's turn comes after this step and tends to push demand up.
    let automa = s.solo.as_ref().is_some_and(|solo| !solo.automa_done) as i64;
    let demand = (s.demand[g as usize] as i64 + shift + automa).clamp(0, 20);
    let sold = made.min((appeal as i64 - demand).max(0));
    let price = market::price_for(p, g, appeal) as i64;
    let mut v = sold * price;
    if sold >= 2 {
        v += p.shares as i64;
        let top = s
            .players
            .iter()
            .enumerate()
            .filter(|(k, _)| *k != seat)
            .filter_map(|(_, q)| q.appeal[g as usize])
            .max()
            .unwrap_or(0);
        if appeal > top {
            v += p.shares as i64 / 2;
        }
    }
    v
}
