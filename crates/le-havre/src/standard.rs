//! The 33 standard buildings' actions (FACTS §4.1). A building is a row: an immediate gain, a
//! conversion (`Conv`), or a short sequence of choices (`Work`).

use crate::actions::Action;
use crate::build;
use crate::convert::{Conv, Energy};
use crate::data::{BASIC, Bd, GOODS, Good, Kind, OFFERS, SHIP_ENERGY, UPGRADED};
use crate::pay;
use crate::state::{PayKind, State, Step, Then, Why, Work};
use Good::*;

/// Conversions of the standard buildings (FACTS §4.1).
pub fn conversion(b: Bd) -> Option<Conv> {
    Some(match b {
        // 5: grain → bread, ½ energy per bread, ½ franc per bread.
        Bd::Bakehouse => Conv::new(&[(Grain, 1)], &[(Bread, 1)])
            .energy(Energy::PerUnit(1, 2))
            .half_franc(),
        // 7: wood → charcoal, no energy.
        Bd::CharcoalKiln => Conv::new(&[(Wood, 1)], &[(Charcoal, 1)]),
        // 8: up to 6 fish → smoked fish, 1 energy once, ½ franc each.
        Bd::Smokehouse => Conv::new(&[(Fish, 1)], &[(SmokedFish, 1)])
            .cap(6)
            .energy(Energy::Once(1))
            .half_franc(),
        // 9: cattle → meat; 1 hide per 2 cattle is added in `perform`.
        Bd::Abattoir => Conv::new(&[(Cattle, 1)], &[(Meat, 1)]),
        // 14: clay → brick, ½ energy and ½ franc per brick.
        Bd::Brickworks => Conv::new(&[(Clay, 1)], &[(Brick, 1)])
            .energy(Energy::PerUnit(1, 2))
            .half_franc(),
        // 20: up to 4 hides → leather, 1 franc each.
        Bd::Tannery => Conv::new(&[(Hides, 1)], &[(Leather, 1)])
            .cap(4)
            .francs_out(1),
        // 23: iron → steel, 5 energy each.
        Bd::SteelMill => Conv::new(&[(Iron, 1)], &[(Steel, 1)]).energy(Energy::PerUnit(5, 1)),
        // 25: coal → coke, 1 franc each.
        Bd::Cokery => Conv::new(&[(Coal, 1)], &[(Coke, 1)]).francs_out(1),
        _ => return None,
    })
}

/// Marketplace: how many different goods (2 + 1 per craft building; solo cap, FACTS §10).
pub fn market_picks(s: &State, seat: usize) -> u16 {
    let n = 2 + s.players[seat].count_kind(Kind::Craft);
    n.min(solo_market_cap(&s.opts).map_or(8, u16::from))
}

/// The solo game's cap on the Marketplace (PROVISIONAL, FACTS §10: `data::PROVISIONAL`); `None`
/// with opponents.
pub fn solo_market_cap(o: &crate::state::Options) -> Option<u8> {
    (o.players == 1).then_some(o.solo_market_cap)
}

/// Goods the Shipping Line can still load: capacity of the ships the player can fuel.
fn shipping_room(s: &State, seat: usize, loaded: u16, extra: Option<Good>) -> bool {
    let p = &s.players[seat];
    let mut caps: Vec<u16> = p
        .ship_types()
        .map(|t| t.capacity())
        .filter(|c| *c > 0)
        .collect();
    caps.sort_unstable_by(|a, b| b.cmp(a));
    let want = loaded + extra.map_or(0, |_| 1);
    let mut after = p.clone();
    if let Some(g) = extra {
        if after.has(g) == 0 {
            return false;
        }
        after.take(g, 1);
    }
    ships_needed(&caps, want)
        .is_some_and(|k| pay::energy_power(&after) >= (k as u32) * SHIP_ENERGY as u32)
}

/// Fewest ships (largest first) that carry `load` goods.
fn ships_needed(caps: &[u16], load: u16) -> Option<usize> {
    let mut room = 0;
    for (k, c) in caps.iter().enumerate() {
        if room >= load {
            return Some(k);
        }
        room += c;
    }
    (room >= load).then_some(caps.len())
}

pub fn usable(s: &State, seat: usize, b: Bd) -> bool {
    let p = &s.players[seat];
    if let Some(c) = conversion(b) {
        return c.runs(p);
    }
    match b {
        Bd::BuildingFirm1 | Bd::BuildingFirm2 | Bd::ConstructionFirm => {
            let mut v = Vec::new();
            build::legal_builds(s, seat, false, &mut v);
            !v.is_empty()
        }
        Bd::Sawmill => {
            let mut v = Vec::new();
            build::legal_builds(s, seat, true, &mut v);
            !v.is_empty()
        }
        Bd::Joinery => p.has(Wood) >= 1,
        Bd::Wharf1 | Bd::Wharf2 => {
            let mut v = Vec::new();
            build::legal_ships(s, seat, b, &mut v);
            crate::special::wharf_trades(s, seat, b, &mut v);
            !v.is_empty()
        }
        Bd::LocalCourt => p.loans >= 1,
        Bd::ShippingLine => GOODS.iter().any(|g| shipping_room(s, seat, 0, Some(*g))),
        Bd::BusinessOffice => p.goods_total() >= 1,
        Bd::BridgeOverTheSeine => p.goods_total() >= 1,
        Bd::Church => p.has(Bread) >= 5 && p.has(Fish) >= 2,
        // 11 Arts Centre: only with another player's worker on one of the seat's buildings, and
        // 13 Black Market: only with an empty offer space; otherwise the action gives nothing
        // and cannot be carried out (FACTS §11.3, [K] `ArtsCentre`/`BlackMarket.isUsable`).
        // Rules version 1 let both be entered for nothing (`State::checks_entries`).
        Bd::ArtsCentre => !s.checks_entries() || arts_guests(s, seat) > 0,
        Bd::BlackMarket => !s.checks_entries() || s.offers.contains(&0),
        Bd::Marketplace
        | Bd::Fishery
        | Bd::HardwareStore
        | Bd::ClayMound
        | Bd::Colliery
        | Bd::GroceryMarket
        | Bd::Ironworks => true,
        _ => false,
    }
}

/// Arts Centre: other players whose worker stands on one of `seat`'s buildings.
fn arts_guests(s: &State, seat: usize) -> u32 {
    let mine = &s.players[seat].buildings;
    s.players
        .iter()
        .enumerate()
        .filter(|(i, q)| *i != seat && q.worker.is_some_and(|w| mine.contains(&w)))
        .count() as u32
}

fn work(s: &mut State, seat: usize, w: Work) {
    s.steps.push(Step::Work {
        seat: seat as u8,
        work: w,
    });
}

pub fn start(s: &mut State, seat: usize, b: Bd) {
    if conversion(b).is_some() {
        return work(s, seat, Work::new(b));
    }
    let p = &mut s.players[seat];
    match b {
        Bd::Fishery => {
            let n = 3 + p.fishing();
            p.add(Fish, n);
        }
        Bd::HardwareStore => {
            p.add(Wood, 1);
            p.add(Brick, 1);
            p.add(Iron, 1);
        }
        Bd::ClayMound => {
            let n = 3 + p.hammers();
            p.add(Clay, n);
        }
        Bd::Colliery => {
            // One more coal with any hammer at all (FACTS §11.14).
            let n = 3 + u16::from(p.hammers() > 0);
            p.add(Coal, n);
        }
        Bd::GroceryMarket => {
            for g in [Cattle, Meat, Fish, SmokedFish, Grain, Bread] {
                p.add(g, 1);
            }
        }
        Bd::LocalCourt => {
            // 1 loan: cancelled; exactly 2: cancel 1, receive 2 francs; 3+: cancel 2.
            match p.loans {
                0 => {}
                1 => p.loans = 0,
                2 => {
                    p.loans = 1;
                    p.francs += 2;
                }
                _ => p.loans -= 2,
            }
        }
        Bd::Church => {
            p.add(Bread, 5);
            p.add(Fish, 3);
        }
        Bd::ArtsCentre => {
            let guests = arts_guests(s, seat);
            s.players[seat].francs += 4 * guests;
        }
        Bd::BlackMarket => {
            // 2 of every good whose offer space is empty (francs included).
            for (i, o) in OFFERS.iter().enumerate() {
                if s.offers[i] == 0 {
                    match o.good() {
                        None => s.players[seat].francs += 2,
                        Some(g) => s.players[seat].add(g, 2),
                    }
                }
            }
        }
        Bd::Ironworks => {
            p.add(Iron, 3);
            if pay::energy_power(p) >= 6 {
                work(s, seat, Work::new(b));
            }
        }
        _ => work(s, seat, Work::new(b)),
    }
    crate::buildings::gained_goods(s, seat);
}

pub fn legal(s: &State, seat: usize, w: &Work, out: &mut Vec<Action>) {
    let p = &s.players[seat];
    if let Some(c) = conversion(w.b) {
        return c.legal(p, out);
    }
    match w.b {
        Bd::BuildingFirm1 | Bd::BuildingFirm2 => build::legal_builds(s, seat, false, out),
        Bd::ConstructionFirm => {
            build::legal_builds(s, seat, false, out);
            if w.count > 0 {
                out.push(Action::Done);
            }
        }
        Bd::Sawmill => build::legal_builds(s, seat, true, out),
        Bd::Joinery => {
            for n in 1..=p.has(Wood).min(3) {
                out.push(Action::Amount(n));
            }
        }
        Bd::Marketplace => {
            if w.stage == 0 {
                if w.count < market_picks(s, seat) {
                    for g in BASIC {
                        if w.tally[g.idx()] == 0 {
                            out.push(Action::Take(g));
                        }
                    }
                }
                out.push(Action::Done);
            } else {
                // Full game: look at the next two special buildings, keep or swap them.
                out.push(Action::Choose(0));
                out.push(Action::Choose(1));
            }
        }
        Bd::Wharf1 | Bd::Wharf2 => {
            build::legal_ships(s, seat, w.b, out);
            crate::special::wharf_trades(s, seat, w.b, out);
        }
        Bd::ShippingLine => {
            if w.stage == 0 {
                for g in GOODS {
                    if shipping_room(s, seat, w.count, Some(g)) {
                        out.push(Action::Give(g));
                    }
                }
                if w.count > 0 {
                    out.push(Action::Done);
                }
            } else {
                let g = GOODS[w.stage as usize - 1];
                let mut k = 1;
                let mut probe = s.players[seat].clone();
                // How many more of `g` fit: load one at a time.
                while probe.has(g) > 0 {
                    let mut tmp = s.clone();
                    tmp.players[seat] = probe.clone();
                    if !shipping_room(&tmp, seat, w.count + k - 1, Some(g)) {
                        break;
                    }
                    out.push(Action::Amount(k));
                    probe.take(g, 1);
                    k += 1;
                }
            }
        }
        Bd::BusinessOffice => match w.stage {
            0 => {
                if w.count & 1 == 0 && p.goods_total() >= 4 {
                    out.push(Action::Choose(0));
                }
                if w.count & 2 == 0 && p.goods_total() >= 1 {
                    out.push(Action::Choose(1));
                }
                if w.count != 0 {
                    out.push(Action::Done);
                }
            }
            1 | 2 => {
                for g in GOODS {
                    if p.has(g) > 0 {
                        out.push(Action::Give(g));
                    }
                }
            }
            _ => {
                for g in [Charcoal, Leather, Brick] {
                    out.push(Action::Take(g));
                }
            }
        },
        Bd::Ironworks => {
            out.push(Action::Choose(0));
            if pay::energy_power(p) >= 6 {
                out.push(Action::Choose(1));
            }
        }
        Bd::BridgeOverTheSeine => {
            if w.stage == 0 {
                for g in GOODS {
                    if p.has(g) > 0 {
                        out.push(Action::Give(g));
                    }
                }
                if w.count > 0 {
                    out.push(Action::Done);
                }
            } else {
                let g = GOODS[w.stage as usize - 1];
                for n in 1..=p.has(g) {
                    out.push(Action::Amount(n));
                }
            }
        }
        _ => {}
    }
}

/// The work step on top of the stack, for in-place updates.
fn top(s: &mut State) -> &mut Work {
    match s.steps.last_mut() {
        Some(Step::Work { work, .. }) => work,
        _ => unreachable!("a work step is on top"),
    }
}

fn finish(s: &mut State) {
    s.steps.pop();
}

pub fn perform(s: &mut State, seat: usize, w: &Work, a: &Action) {
    if let (Some(c), Action::Amount(n)) = (conversion(w.b), a) {
        finish(s);
        c.run(s, seat, *n);
        if w.b == Bd::Abattoir {
            s.players[seat].add(Hides, n / 2);
        }
        return;
    }
    match (w.b, a) {
        (Bd::BuildingFirm1 | Bd::BuildingFirm2 | Bd::Sawmill, Action::Build { stack, crane }) => {
            finish(s);
            build::build(s, seat, *stack as usize, w.b == Bd::Sawmill, *crane);
        }
        (Bd::ConstructionFirm, Action::Build { stack, crane }) => {
            top(s).count += 1;
            let second = w.count + 1 >= 2;
            build::build(s, seat, *stack as usize, false, *crane);
            let mut more = Vec::new();
            build::legal_builds(s, seat, false, &mut more);
            if second || more.is_empty() {
                finish(s);
            }
        }
        (_, Action::Done) if w.b == Bd::Marketplace => {
            if !s.opts.short && s.specials.len() >= 2 {
                top(s).stage = 1;
                // The visitor now sees the next two special buildings: a reveal, so undo can
                // never take the visit back and choose again knowing them (issue #9).
                s.known_top[seat] = 2;
                s.reveals += 1;
            } else {
                finish(s);
            }
        }
        (Bd::Marketplace, Action::Take(g)) => {
            s.players[seat].add(*g, 1);
            crate::buildings::gained_goods(s, seat);
            let t = top(s);
            t.tally[g.idx()] = 1;
            t.count += 1;
        }
        (Bd::Marketplace, Action::Choose(c)) => {
            if *c == 1 {
                s.specials.swap(0, 1);
            }
            finish(s);
        }
        (_, Action::Done) => finish(s),
        (Bd::Joinery, Action::Amount(n)) => {
            finish(s);
            let p = &mut s.players[seat];
            p.take(Wood, *n);
            p.francs += 4 + *n as u32;
        }
        (Bd::Wharf1 | Bd::Wharf2, Action::BuildShip(t)) => {
            finish(s);
            build::build_ship(s, seat, w.b, *t);
            pay::demand(
                s,
                seat,
                PayKind::Energy,
                SHIP_ENERGY,
                None,
                Why::Energy,
                Then::Nothing,
            );
        }
        (Bd::Wharf1 | Bd::Wharf2, Action::TradeShip(card, special)) => {
            finish(s);
            crate::special::trade_ship(s, seat, w.b, *card, *special);
        }
        (Bd::ShippingLine, Action::Give(g)) => top(s).stage = g.idx() as u8 + 1,
        (Bd::ShippingLine, Action::Amount(n)) => {
            let g = GOODS[w.stage as usize - 1];
            s.players[seat].take(g, *n);
            let t = top(s);
            t.tally[g.idx()] += n;
            t.count += n;
            t.stage = 0;
        }
        (Bd::ShippingLine, _) => {}
        (Bd::BusinessOffice, Action::Choose(c)) => top(s).stage = 1 + *c,
        (Bd::BusinessOffice, Action::Give(g)) => {
            s.players[seat].take(*g, 1);
            let t = top(s);
            if t.stage == 1 {
                // Part (a): 4 goods for 1 steel; `tally[0]` counts the goods handed in.
                t.tally[0] += 1;
                if t.tally[0] == 4 {
                    t.count |= 1;
                    t.stage = 0;
                    s.players[seat].add(Steel, 1);
                }
            } else {
                t.stage = 3;
            }
            after_office(s);
        }
        (Bd::BusinessOffice, Action::Take(g)) => {
            s.players[seat].add(*g, 1);
            let t = top(s);
            t.count |= 2;
            t.stage = 0;
            after_office(s);
        }
        (Bd::Ironworks, Action::Choose(c)) => {
            finish(s);
            if *c == 1 {
                s.players[seat].add(Iron, 1);
                pay::demand(
                    s,
                    seat,
                    PayKind::Energy,
                    6,
                    None,
                    Why::Energy,
                    Then::Nothing,
                );
            }
            crate::buildings::gained_goods(s, seat);
        }
        (Bd::BridgeOverTheSeine, Action::Give(g)) => top(s).stage = g.idx() as u8 + 1,
        (Bd::BridgeOverTheSeine, Action::Amount(n)) => {
            let g = GOODS[w.stage as usize - 1];
            s.players[seat].take(g, *n);
            let t = top(s);
            t.tally[g.idx()] += n;
            t.count += n;
            t.stage = 0;
        }
        _ => {}
    }
    // Finishing steps that pay out when the player is done.
    if matches!(a, Action::Done) {
        match w.b {
            Bd::ShippingLine => ship_goods(s, seat, w),
            Bd::BridgeOverTheSeine => {
                // 1 franc per upgraded good, 1 per 3 standard goods (rounded down).
                let up: u16 = UPGRADED.iter().map(|g| w.tally[g.idx()]).sum();
                let basic: u16 = BASIC.iter().map(|g| w.tally[g.idx()]).sum();
                s.players[seat].francs += (up + basic / 3) as u32;
            }
            _ => {}
        }
    }
}

/// Business Office is over once both parts are done.
fn after_office(s: &mut State) {
    let t = top(s);
    if t.count == 3 && t.stage == 0 {
        finish(s);
    }
}

/// Shipping Line payout: each loaded good sells for its franc value; 3 energy per ship used;
/// Pirates' Lair takes 1 franc per ship from others (FACTS §4 #18, §5 041).
fn ship_goods(s: &mut State, seat: usize, w: &Work) {
    let p = &s.players[seat];
    let mut caps: Vec<u16> = p
        .ship_types()
        .map(|t| t.capacity())
        .filter(|c| *c > 0)
        .collect();
    caps.sort_unstable_by(|a, b| b.cmp(a));
    let ships = ships_needed(&caps, w.count).unwrap_or(caps.len()) as u16;
    let francs: u32 = GOODS
        .iter()
        .map(|g| w.tally[g.idx()] as u32 * g.francs() as u32)
        .sum();
    s.players[seat].francs += francs;
    crate::special::on_shipping(s, seat, ships);
    pay::demand(
        s,
        seat,
        PayKind::Energy,
        ships * SHIP_ENERGY,
        None,
        Why::Energy,
        Then::Nothing,
    );
}
