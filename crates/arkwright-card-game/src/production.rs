//! The production phase (rulebook "2. 생산 단계", FACTS.md §5.2): a. domestic sales, b. store
//! and ship, c. costs, d. share value, e. distribution decay. Seats with an open factory of the
//! active good resolve in turn order (their choices touch only their own goods).

use crate::actions::Action;
use crate::data::{self, Card};
use crate::market;
use crate::state::*;

/// Does the seat produce this round?
pub fn produces(s: &State, seat: usize) -> bool {
    let p = &s.players[seat];
    !p.bankrupt && p.factories[s.good() as usize].open
}

/// a. Domestic sales: goods = factory and worker icons (+1 with Overtime); sales limit =
/// appeal − demand (+1 with the Patron of this good, once per era, when it sells more); the
/// goods made are sold up to the limit; income = sold × price. Stored goods may follow
/// (`sell_stored`).
pub fn sell(s: &mut State, seat: usize, overtime: bool) -> Output {
    let g = s.good();
    let demand = s.demand[g as usize];
    if overtime {
        crate::cards::discard(s, seat, Card::Overtime);
    }
    let p2 = &s.players[seat];
    let workers = p2.factories[g as usize].workers;
    let made = market::goods_made(p2, g, workers) + overtime as u8;
    let appeal = p2.appeal[g as usize].unwrap_or(0);
    let mut limit = appeal.saturating_sub(demand);
    let stored = market::stored(p2, g);
    let patron = Card::ALL
        .into_iter()
        .find(|c| c.patron_good() == Some(g))
        .unwrap_or(Card::PatronFood);
    let p = &mut s.players[seat];
    if p.ready(patron) && made + stored > limit {
        p.used |= patron.bit();
        limit += 1;
    }
    let from_made = made.min(limit);
    let (price, _) = market::price_appeal(p, g);
    p.money += price * from_made as u16;
    Output {
        left: made - from_made,
        sold: from_made,
        room: if stored > 0 { limit - from_made } else { 0 },
    }
}

/// a. With fewer goods made than the limit, the seat may sell goods stored beside this factory,
/// one at a time, up to the limit.
pub fn sell_stored(s: &mut State, seat: usize, mut o: Output) -> Output {
    let g = s.good();
    let p = &mut s.players[seat];
    market::take_stored(p, g, 1);
    let (price, _) = market::price_appeal(p, g);
    p.money += price;
    o.sold += 1;
    o.room -= 1;
    o
}

/// b. What the seat may do with the goods left: store one, ship, or let the rest go.
pub fn legal(s: &State, seat: usize, out_goods: Output, out: &mut Vec<Action>) {
    let p = &s.players[seat];
    let g = s.good();
    if out_goods.room > 0 && market::stored(p, g) > 0 {
        out.push(Action::SellStored);
    }
    if out_goods.left > 0 {
        crate::turn::store_choices(p, g, out);
        if market::can_sail(p) {
            out.push(Action::Ship);
        }
    }
    out.push(Action::Done);
}

/// b. Store one good (a warehouse from another factory loses its goods).
pub fn store(s: &mut State, seat: usize, w: u8, mut o: Output) -> Output {
    let g = s.good();
    market::store(&mut s.players[seat], w as usize, g);
    o.left -= 1;
    o.room = 0;
    o
}

/// b. Ship: one ship carries up to the shipping level, each at the export price.
pub fn ship(s: &mut State, seat: usize, mut o: Output) -> Output {
    let g = s.good();
    let n = o.left.min(s.players[seat].level(data::SHIPPING));
    let mut cargo = [0; 4];
    cargo[g as usize] = n;
    market::sail(s, seat, cargo);
    o.left -= n;
    o.room = 0;
    o
}

/// c. Pay the producing factory's costs (emergency loans, bankruptcy).
pub fn pay_costs(s: &mut State, seat: usize) {
    let g = s.good();
    let workers = s.players[seat].factories[g as usize].workers;
    let cost = market::costs(s, seat, g, workers);
    market::pay(s, seat, cost);
}

/// d. and e. once every seat has produced: share value +1 for ≥ 2 sold at home, +1 more for
/// the sole highest appeal among them (Businessman breaks a tie once per era; solo automa
/// count, FACTS §11 #10); the solo automa's own production; distribution decay.
pub fn finish(s: &mut State, sold: [u8; 4]) {
    let g = s.good() as usize;
    let demand = s.demand[g];
    // (appeal, who): who < 4 a seat, 4/5 an automa.
    let mut raisers: Vec<(u8, usize)> = Vec::new();
    for (i, p) in s.players.iter_mut().enumerate() {
        if !p.bankrupt && p.factories[g].open && sold[i] >= 2 {
            p.share_value += 1;
            raisers.push((p.appeal[g].unwrap_or(0), i));
        }
    }
    if let Some(solo) = s.solo.as_mut() {
        // §10.2 3: each automa with a marker on the track sells appeal − demand, pays nothing.
        for (k, a) in solo.automa.iter_mut().enumerate() {
            if let Some(v) = a.appeal[g] {
                if v.saturating_sub(demand) >= 2 {
                    a.share_value += 1;
                    raisers.push((v, 4 + k));
                } else {
                    a.shares += 1;
                }
            }
        }
    }
    if let Some(&(top, _)) = raisers.iter().max() {
        let tied: Vec<usize> = raisers.iter().filter(|r| r.0 == top).map(|r| r.1).collect();
        if tied.len() == 1 {
            if tied[0] < 4 {
                s.players[tied[0]].share_value += 1;
            }
        } else if let Some(&w) = tied
            .iter()
            .find(|&&i| i < 4 && s.players[i].ready(Card::Businessman))
        {
            // §9.2 #1: the Businessman wins the tie (rotated: once per era).
            let p = &mut s.players[w];
            p.used |= Card::Businessman.bit();
            p.share_value += 1;
        }
    }
    // e. Each producing factory loses 1 distribution (rotate, flip, or remove the card).
    for p in s.players.iter_mut() {
        if p.bankrupt || !p.factories[g].open {
            continue;
        }
        if let Some(c) = p
            .distribution
            .iter_mut()
            .filter(|c| c.at == g as u8 && c.value > 0)
            .min_by_key(|c| c.value)
        {
            c.value -= 1;
            if c.value == 0 {
                *c = Attach::default();
            }
        }
    }
}
