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
/// appeal − demand, none when the appeal is not above the demand (+1 with the Patron of this
/// good, once per era, when it sells more); the goods made are sold up to the limit; income =
/// sold × price. Stored goods may follow (`sell_stored`).
///
/// 「참고: 국내 시장에 대한 자신의 판매량은 절대로 자신의 매력보다 높을 수 없습니다.」 and
/// 「매력 가치가 수요 마커의 가치와 같거나 그보다 낮다면, 국내 시장에 어떤 상품도 판매할 수
/// 없습니다.」: from rules version 2 the Patron raises the limit only where the seat sells at home
/// at all (appeal above demand) and only up to the appeal, so with the demand at 0 it adds
/// nothing and stays unrotated. Rules version 1 (kept for its games) added 1 in every case.
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
    let raises = if s.rules >= 2 {
        // Room under the appeal: the appeal is above the demand (a sale at all) and the
        // demand above 0 (appeal − demand below the appeal).
        limit > 0 && limit < appeal
    } else {
        true
    };
    let p = &mut s.players[seat];
    if p.ready(patron) && raises && made + stored > limit {
        p.used |= patron.bit();
        limit += 1;
    }
    let from_made = made.min(limit);
    let (price, _) = market::price_appeal(p, g);
    p.money += price * from_made as u16;
    s.sales[seat] = Sale {
        sold: from_made,
        appeal,
        demand,
    };
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
    s.sales[seat].sold += 1;
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

/// d. Who raises share value this production: (appeal, who) for seats that sold ≥ 2 at home
/// (who < 4) and solo automa that sell ≥ 2 (4 + k).
fn raisers(s: &State, sold: [u8; 4]) -> Vec<(u8, usize)> {
    let g = s.good() as usize;
    let mut out = Vec::new();
    for (i, p) in s.players.iter().enumerate() {
        if !p.bankrupt && p.factories[g].open && sold[i] >= 2 {
            out.push((p.appeal[g].unwrap_or(0), i));
        }
    }
    if let Some(solo) = &s.solo {
        for (k, a) in solo.automa.iter().enumerate() {
            if let Some(v) = a.appeal[g]
                && v.saturating_sub(s.demand[g]) >= 2
            {
                out.push((v, 4 + k));
            }
        }
    }
    out
}

/// The seats tied for the highest appeal among those raising share value.
fn tied_top(s: &State, sold: [u8; 4]) -> Vec<usize> {
    let r = raisers(s, sold);
    let top = r.iter().map(|x| x.0).max();
    r.iter().filter(|x| Some(x.0) == top).map(|x| x.1).collect()
}

/// d. A tie for the highest appeal that a ready Businessman may break (§9.2 #1): its holder.
pub fn tie_breaker(s: &State, sold: [u8; 4]) -> Option<u8> {
    let tied = tied_top(s, sold);
    if tied.len() < 2 {
        return None;
    }
    tied.into_iter()
        .find(|&i| i < 4 && s.players[i].ready(Card::Businessman))
        .map(|i| i as u8)
}

/// d. and e. once every seat has produced: share value +1 for ≥ 2 sold at home, +1 more for
/// the sole highest appeal among them (`break_tie`: the Businessman's holder wins a tie,
/// rotating it; solo automa count, FACTS §11 #10); the solo automa's own production;
/// distribution decay.
pub fn finish(s: &mut State, sold: [u8; 4], break_tie: bool) {
    let g = s.good() as usize;
    let demand = s.demand[g];
    let tied = tied_top(s, sold);
    let holder = if break_tie {
        tie_breaker(s, sold)
    } else {
        None
    };
    for (i, p) in s.players.iter_mut().enumerate() {
        if !p.bankrupt && p.factories[g].open && sold[i] >= 2 {
            p.share_value += 1;
        }
    }
    if let Some(solo) = s.solo.as_mut() {
        // §10.2 3: each automa with a marker on the track sells appeal − demand, pays nothing:
        // ≥ 2 sold: share value +1, else +1 share.
        for a in solo.automa.iter_mut() {
            if let Some(v) = a.appeal[g] {
                if v.saturating_sub(demand) >= 2 {
                    a.share_value += 1;
                } else {
                    a.shares += 1;
                }
            }
        }
    }
    if tied.len() == 1 && tied[0] < 4 {
        s.players[tied[0]].share_value += 1;
    } else if let Some(w) = holder {
        let p = &mut s.players[w as usize];
        p.used |= Card::Businessman.bit();
        p.share_value += 1;
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
