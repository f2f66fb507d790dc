//! The market board (FACTS.md §7): appeal tracks with their arrows, demand markers, the wage
//! track; and a factory's price and appeal (§5.1 b).

use crate::data::data;
use crate::state::{Player, SUPPLY, State};

/// §5.1 b / §7.2: an appeal marker moves from `from` to `to` on `good`'s track; for each arrow
/// it crosses, the demand marker moves one step the same way (FACTS §11 #1: the direction the
/// appeal marker moved). `red_only`: the 2-player neutral (§3.2, FACTS §11 #2).
pub fn move_marker(s: &mut State, good: u8, from: u8, to: u8, red_only: bool) {
    let d = data();
    for &(below, red) in &d.arrows {
        if red_only && !red {
            continue;
        }
        let g = good as usize;
        if from <= below && below < to {
            s.demand[g] = (s.demand[g] + 1).min(d.demand_max);
        } else if to <= below && below < from {
            // FACTS §11 #7: demand stays within 0..=20.
            s.demand[g] = s.demand[g].saturating_sub(1);
        }
    }
}

/// §5.1 a 1/2: a build or hire action moves every demand marker down 1 and the wage marker
/// right 1, once per action (FACTS §11 #8); also the solo automa's new factory (§10.2).
pub fn demand_down_wage_up(s: &mut State) {
    for d in &mut s.demand {
        *d = d.saturating_sub(1);
    }
    s.wage = (s.wage + 1).min(data().wage_track.len() as u8 - 1);
}

/// The cards whose orientation trades price for appeal at a factory (§5.1 b): the office
/// card, then the quality cards there (regular ones, then the Engineer). (value, index) where
/// index 4 is the office.
fn turnable(p: &Player, good: u8) -> ([(u8, u8); 5], usize) {
    let mut out = [(0, 0); 5];
    let mut n = 0;
    out[n] = (data().office_appeal, 4);
    n += 1;
    for (i, q) in p.quality.iter().enumerate() {
        if q.at == good {
            out[n] = (q.value, i as u8);
            n += 1;
        }
    }
    (out, n)
}

/// Appeal from distribution at a factory (appeal only, §6.5).
pub fn distribution(p: &Player, good: u8) -> u8 {
    p.distribution
        .iter()
        .filter(|c| c.at == good)
        .map(|c| c.value)
        .sum()
}

pub fn quality(p: &Player, good: u8) -> u8 {
    p.quality
        .iter()
        .filter(|c| c.at == good)
        .map(|c| c.value)
        .sum()
}

/// The factory's current (price, appeal): coins and appeal icons of the factory at its token
/// space and of its cards (§5.1 b).
pub fn price_appeal(p: &Player, good: u8) -> (u16, u8) {
    let d = data();
    let f = &p.factories[good as usize];
    let (sp, sa) = d.factory[good as usize][f.side as usize].spaces[f.space as usize];
    let mut price = sp as u16;
    let mut appeal = sa + distribution(p, good);
    if f.office_appeal {
        appeal += d.office_appeal;
    } else {
        price += d.office_price as u16;
    }
    for q in p.quality.iter().filter(|q| q.at == good) {
        if q.appeal {
            appeal += q.value;
        } else {
            price += q.value as u16;
        }
    }
    (price, appeal)
}

/// Every appeal the factory can show by its token space and card orientations, each with the
/// configuration (space, mask of cards turned to appeal) that gives the highest price for it,
/// lowest appeal first. (With the provisional ladders price + appeal is constant, so any
/// configuration would do; printed values may not keep that, so the best price is chosen.)
pub fn appeal_choices(p: &Player, good: u8) -> Vec<(u8, u8, u8)> {
    let d = data();
    let f = &p.factories[good as usize];
    let base = distribution(p, good);
    let (cards, n) = turnable(p, good);
    let office = d.office_price as u16;
    // (appeal, space, mask, price)
    let mut out: Vec<(u8, u8, u8, u16)> = Vec::new();
    for space in 0..4u8 {
        let (sp, sa) = d.factory[good as usize][f.side as usize].spaces[space as usize];
        for mask in 0..(1u8 << n) {
            let mut a = base + sa;
            let mut price = sp as u16;
            for (i, &(v, idx)) in cards.iter().enumerate().take(n) {
                if mask & (1 << i) != 0 {
                    a += v;
                } else {
                    price += if idx == 4 { office } else { v as u16 };
                }
            }
            let a = a.min(d.appeal_max);
            match out.iter_mut().find(|c| c.0 == a) {
                Some(c) if c.3 >= price => {}
                Some(c) => *c = (a, space, mask, price),
                None => out.push((a, space, mask, price)),
            }
        }
    }
    out.sort_unstable();
    out.into_iter().map(|(a, sp, m, _)| (a, sp, m)).collect()
}

/// §5.1 b: set the factory to show `appeal` (the first configuration found) and move the
/// appeal marker there, adjusting demand for the arrows it crosses.
pub fn set_appeal(s: &mut State, seat: usize, appeal: u8) {
    let good = s.good();
    let p = &s.players[seat];
    let Some(&(_, space, mask)) = appeal_choices(p, good).iter().find(|c| c.0 == appeal) else {
        return;
    };
    let (cards, n) = turnable(p, good);
    let p = &mut s.players[seat];
    p.factories[good as usize].space = space;
    for (i, &(_, idx)) in cards.iter().enumerate().take(n) {
        let on = mask & (1 << i) != 0;
        if idx == 4 {
            p.factories[good as usize].office_appeal = on;
        } else {
            p.quality[idx as usize].appeal = on;
        }
    }
    let from = p.appeal[good as usize].unwrap_or(0);
    p.appeal[good as usize] = Some(appeal);
    move_marker(s, good, from, appeal, false);
}

/// Goods a factory makes with its first `workers` worker cards (§5.2 a: factory icons plus
/// worker cards' icons, whether they show workers or machines).
pub fn goods_made(p: &Player, good: u8, workers: u8) -> u8 {
    let d = data();
    let f = &p.factories[good as usize];
    let mut n = d.factory[good as usize][f.side as usize].goods;
    for pos in 0..workers.min(f.workers) {
        n += worker_side(good, pos, f.worker[pos as usize].side).goods;
    }
    n
}

pub fn worker_side(good: u8, pos: u8, side: u8) -> crate::data::WorkerSide {
    data().worker[good as usize][pos as usize][side as usize - 1]
        .expect("a worker card shows a side it has")
}

/// §5.1 a 2 / FACTS §6.3: the side a worker card shows in `era`: that era's, or the latest
/// earlier one it has.
pub fn side_for_era(good: u8, pos: u8, era: u8) -> u8 {
    (1..=era)
        .rev()
        .find(|&e| data().worker[good as usize][pos as usize][e as usize - 1].is_some())
        .unwrap_or(1)
}

/// §5.2 c: the production costs of a factory run with its first `workers` worker cards:
/// fixed cost (Developer −£2), wages per worker (Supervisor −£2 each for up to 4 workers),
/// £1 per machine (Workshop ignores up to 2). Returns the cost and whether the Developer
/// and the Workshop were of use.
pub fn costs(s: &State, seat: usize, good: u8, workers: u8) -> u16 {
    let d = data();
    let p = &s.players[seat];
    let f = &p.factories[good as usize];
    let mut fixed = d.factory[good as usize][f.side as usize].fixed_cost as u16;
    if p.holds(crate::data::Card::Developer) {
        fixed = fixed.saturating_sub(d.developer_saving as u16);
    }
    let (mut men, mut machines) = (0u16, 0u16);
    for pos in 0..workers.min(f.workers) {
        let w = f.worker[pos as usize];
        let side = worker_side(good, pos, w.side);
        if w.automated {
            machines += side.machines as u16;
        } else if p.machine_token == Some((good, pos)) {
            men += side.workers as u16 - 1;
            machines += 1;
        } else {
            men += side.workers as u16;
        }
    }
    let wage = s.wage_value();
    let mut wages = men * wage;
    if p.holds(crate::data::Card::Supervisor) && p.supervisor_at == good {
        let cut = men.min(d.supervisor_workers as u16) * (d.supervisor_saving as u16).min(wage);
        wages -= cut;
    }
    if p.holds(crate::data::Card::Workshop) {
        machines = machines.saturating_sub(2);
    }
    fixed + wages + machines * d.machine_upkeep
}

/// §5.2 c emergency loans: pay `cost`, taking loans of half the share value (rounded up) while
/// short; with all 9 slots used and still short, the player is bankrupt (out of the game).
pub fn pay(s: &mut State, seat: usize, cost: u16) {
    let d = data();
    let p = &mut s.players[seat];
    while p.money < cost && p.loans < d.max_loans {
        p.loans += 1;
        p.money += p.share_value.div_ceil(2);
    }
    if p.money >= cost {
        p.money -= cost;
    } else {
        go_bankrupt(s, seat);
    }
}

/// §5.2 c: a bankrupt player is out: money gone, markers off the tracks.
pub fn go_bankrupt(s: &mut State, seat: usize) {
    let p = &mut s.players[seat];
    p.money = 0;
    p.bankrupt = true;
    p.appeal = [None; 4];
}

/// Warehouse capacity (§6.6).
pub fn capacity(w: usize) -> u8 {
    if w == crate::state::LARGE {
        data().large_warehouse
    } else {
        data().small_warehouse
    }
}

/// Goods stored at a factory.
pub fn stored(p: &Player, good: u8) -> u8 {
    p.warehouses
        .iter()
        .filter(|w| w.at == good)
        .map(|w| w.goods)
        .sum()
}

/// Take `n` stored goods from the warehouses at a factory; emptied ones go back (§6.6).
pub fn take_stored(p: &mut Player, good: u8, mut n: u8) {
    for w in p.warehouses.iter_mut().filter(|w| w.at == good) {
        let k = n.min(w.goods);
        w.goods -= k;
        n -= k;
        if w.goods == 0 {
            w.at = SUPPLY;
        }
    }
}

/// Whether a warehouse is the player's to use (the Large one needs its card).
pub fn has_warehouse(p: &Player, w: usize) -> bool {
    w != crate::state::LARGE || p.holds(crate::data::Card::LargeWarehouse)
}

/// Whether `w` can take one more `good` now: empty in the supply, at that factory with room,
/// or at another factory (its goods are lost; §5.2 b).
pub fn can_store(p: &Player, w: usize, good: u8) -> bool {
    let wh = p.warehouses[w];
    has_warehouse(p, w) && (wh.at != good || wh.goods < capacity(w))
}

/// Store one good in `w` (§5.2 b).
pub fn store(p: &mut Player, w: usize, good: u8) {
    let wh = &mut p.warehouses[w];
    if wh.at != good {
        wh.at = good;
        wh.goods = 0;
    }
    wh.goods += 1;
}

/// §6.7 / §5.2 b: use one ship: a shipping token (Trade Office: one fewer, once per era),
/// the card flips or goes away; income per good at the export price plus the contract.
pub fn sail(s: &mut State, seat: usize, cargo: [u8; 4]) {
    let d = data();
    let era = s.era;
    let p = &mut s.players[seat];
    p.ships -= 1;
    p.record.ships_used = p.record.ships_used.saturating_add(1);
    if p.ready(crate::data::Card::TradeOffice) {
        p.used |= crate::data::Card::TradeOffice.bit();
    } else {
        p.ship_tokens += 1;
    }
    for (g, &n) in cargo.iter().enumerate() {
        let side = p.factories[g].side as usize;
        let mut each = d.factory[g][side].export_price as u16;
        if p.holds(crate::data::Card::Contract) {
            each += d.contract_per_good[era as usize - 1] as u16;
        }
        p.money += each * n as u16;
    }
}

/// Whether the player may use a ship now: one available and a free token slot (or the Trade
/// Office ready to save the token).
pub fn can_sail(p: &Player) -> bool {
    p.ships > 0
        && (p.ship_tokens < data().max_ship_tokens || p.ready(crate::data::Card::TradeOffice))
}

/// The price the factory shows when set to `appeal` by `set_appeal` (for texts and bots).
pub fn price_for(p: &Player, good: u8, appeal: u8) -> u16 {
    let mut q = p.clone();
    let Some(&(_, space, mask)) = appeal_choices(p, good).iter().find(|c| c.0 == appeal) else {
        return 0;
    };
    let (cards, n) = turnable(p, good);
    q.factories[good as usize].space = space;
    for (i, &(_, idx)) in cards.iter().enumerate().take(n) {
        let on = mask & (1 << i) != 0;
        if idx == 4 {
            q.factories[good as usize].office_appeal = on;
        } else {
            q.quality[idx as usize].appeal = on;
        }
    }
    price_appeal(&q, good).0
}
