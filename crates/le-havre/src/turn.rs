//! A turn ([KO] 한 번의 차례): the supply step, one main action (an offer space or a building),
//! and buying, selling and repaying at any time of one's own turn.

use crate::actions::{Action, FeeWay};
use crate::data::{
    Bd, Fee, INTEREST, LOAN_REPAY, OFFERS, Offer, ROUND_CARDS, SHIP_TYPES, SUPPLY_TILES,
};
use crate::state::{Owner, PayKind, Phase, State, Step, Then, Why};
use crate::{buildings, pay, round};

/// The supply step: the marker moves to the next free tile (turn k of a round always lands on
/// tile k, since every earlier tile holds a marker), the tile is revealed and its two items
/// arrive; on the interest tile every seat with a loan pays ([KO] 보급 행동, FACTS §8).
pub fn start_turn(s: &mut State) {
    let seat = s.current as usize;
    let pos = s.turn;
    s.markers[seat] = Some(pos);
    if !s.revealed[pos as usize] {
        s.revealed[pos as usize] = true;
        s.reveals += 1;
    }
    let (a, b, interest) = SUPPLY_TILES[s.tiles[pos as usize] as usize];
    s.offers[a as usize] += 1;
    s.offers[b as usize] += 1;
    s.main_done = false;
    s.mains_left = 1;
    s.sold_this_turn.clear();
    if s.picket > 0 {
        s.picket -= 1;
    }
    buildings::on_turn_start(s, seat);
    if interest {
        // Pushed last seat first, so the current seat and then clockwise pay in order.
        let n = s.n() as usize;
        for k in (0..n).rev() {
            let i = (seat + k) % n;
            if s.players[i].loans > 0 && !buildings::interest_exempt(s, i) {
                pay::demand(
                    s,
                    i,
                    PayKind::Francs,
                    INTEREST as u16,
                    None,
                    Why::Interest,
                    Then::Nothing,
                );
            }
        }
    }
}

/// Runs a payment's continuation.
pub fn then(s: &mut State, seat: usize, t: Then) {
    match t {
        Then::Nothing => {}
        Then::Use(b) => buildings::start(s, seat, b),
    }
}

/// May `seat` enter `b` now, and how may the fee be paid? Only ways after which the action can
/// still be carried out (`can_perform`).
pub fn entry_ways(s: &State, seat: usize, b: Bd, free: bool) -> Vec<FeeWay> {
    let mut out = Vec::new();
    let Some(owner) = s.owner(b) else { return out };
    if !b.enterable() || s.players[seat].worker == Some(b) {
        return out;
    }
    // Occupied buildings only in the final phase ([KO] 마무리 시기), or the Tobacco Factory
    // owner's own (FACTS §5 045).
    if !s.is_final() && !s.occupants(b).is_empty() && !buildings::may_displace(s, seat, b) {
        return out;
    }
    // Usable now: a fee only ever takes away, so this is the cheap first test.
    if !buildings::usable(s, seat, b) {
        return out;
    }
    let p = &s.players[seat];
    let pays = !free && owner != Owner::Seat(seat as u8) && owner != Owner::Town;
    if !pays {
        out.push(FeeWay::None);
    } else {
        let food_ok = |n: u16| p.food_available() >= n as u32;
        match buildings::fee(s, seat, b) {
            Fee::NotEnterable => {}
            Fee::Free => out.push(FeeWay::None),
            Fee::Food(n) => {
                if food_ok(n) {
                    out.push(FeeWay::Food)
                }
            }
            Fee::Francs(n) => {
                if p.francs >= n as u32 {
                    out.push(FeeWay::Francs)
                }
            }
            Fee::FoodOrFrancs(f, n) => {
                if food_ok(f) {
                    out.push(FeeWay::Food)
                }
                if p.francs >= n as u32 {
                    out.push(FeeWay::Francs)
                }
            }
        }
    }
    if s.checks_entries() {
        out.retain(|w| still_usable(s, seat, b, *w));
    }
    out
}

/// Could `seat` carry out `b`'s action after entering it and paying the fee `way`? Once a worker
/// has entered, the action must be carried out ([KO] 입장료: "건물에 들어갔다면 그 건물 행동을
/// 반드시 해야 합니다"), so a building whose action the fee would leave impossible cannot be
/// entered (FACTS §11.3, [K] `isUsable`): the Coal Trader's 1-food fee paid with a seat's last
/// franc leaves nothing for either trade.
///
/// Judged on what the seat holds now. Selling to raise money comes before entering ([KO] 건물은
/// 팔 수도 있어요: sell "to raise the entry fee", FACTS §11.5–6), and loans are never taken for
/// fees or actions (FACTS §11.17): a seat that could perform only after selling is offered the
/// entry once it has sold, not before.
pub fn can_perform(s: &State, seat: usize, b: Bd, way: FeeWay) -> bool {
    buildings::usable(s, seat, b) && still_usable(s, seat, b, way)
}

/// `b` is usable now: is it still once `seat` stands on it and has paid the fee `way`? A food
/// fee may be paid in several ways: one that leaves the action possible is enough.
fn still_usable(s: &State, seat: usize, b: Bd, way: FeeWay) -> bool {
    let evicts = s
        .players
        .iter()
        .enumerate()
        .any(|(i, p)| i != seat && p.worker == Some(b));
    match (way, buildings::fee(s, seat, b)) {
        (FeeWay::Francs, Fee::Francs(n) | Fee::FoodOrFrancs(_, n)) => {
            let mut t = s.clone();
            let owner = arrive(&mut t, seat, b);
            t.players[seat].francs -= n as u32;
            if let Some(o) = owner {
                t.players[o].francs += n as u32;
            }
            buildings::usable(&t, seat, b)
        }
        (FeeWay::Food, Fee::Food(n) | Fee::FoodOrFrancs(n, _)) => {
            let mut t = s.clone();
            let owner = arrive(&mut t, seat, b);
            let payer = t.players[seat].clone();
            let payee = owner.map(|o| t.players[o].clone());
            pay::payments(&payer, PayKind::Food, n)
                .into_iter()
                .any(|tokens| {
                    t.players[seat] = payer.clone();
                    if let (Some(o), Some(q)) = (owner, &payee) {
                        t.players[o] = q.clone();
                    }
                    for (tok, k) in tokens {
                        pay::hand_over(&mut t, seat, owner, tok, k);
                    }
                    buildings::usable(&t, seat, b)
                })
        }
        // No fee: only a Tobacco Factory eviction changes anything (an Arts Centre guest leaves).
        _ if evicts => {
            let mut t = s.clone();
            arrive(&mut t, seat, b);
            buildings::usable(&t, seat, b)
        }
        _ => true,
    }
}

/// Every building a seat might enter: the town's and every player's.
pub fn enterable_buildings(s: &State) -> Vec<Bd> {
    let mut v: Vec<Bd> = s.town.clone();
    for p in &s.players {
        v.extend(p.buildings.iter().copied());
    }
    v.sort();
    v
}

pub fn legal_main(s: &State, seat: usize, out: &mut Vec<Action>) {
    if s.picket == 0 || s.is_final() {
        for b in enterable_buildings(s) {
            for w in entry_ways(s, seat, b, false) {
                out.push(Action::Enter(b, w));
            }
        }
    }
    if !buildings::buildings_only(s, seat) {
        for (i, n) in s.offers.iter().enumerate() {
            if *n > 0 {
                out.push(Action::TakeOffer(i as u8));
            }
        }
    }
}

/// Buying ([KO] 구입): town buildings and stack tops, ships from stack tops; not in the final
/// phase; never a building sold this turn.
pub fn legal_buy(s: &State, seat: usize, out: &mut Vec<Action>) {
    let p = &s.players[seat];
    let mut cands: Vec<Bd> = s.town.clone();
    cands.extend((0..3).filter_map(|i| s.stack_top(i)));
    cands.sort();
    cands.dedup();
    for b in cands {
        if let Some(price) = b.data().price
            && p.francs >= price as u32
            && !s.sold_this_turn.contains(&b)
            && buildings::buyable(s, b)
        {
            out.push(Action::BuyBuilding(b));
        }
    }
    for t in SHIP_TYPES {
        if let (Some(_), Some(price)) = (s.ship_top(t), t.price())
            && p.francs >= price
        {
            out.push(Action::BuyShip(t));
        }
    }
}

/// Selling to the town at half value ([KO] 판매) and repaying loans: any time one acts.
pub fn legal_sell(s: &State, seat: usize, out: &mut Vec<Action>) {
    let p = &s.players[seat];
    let working = s.steps.iter().rev().find_map(|st| match st {
        Step::Work { seat: w, work } if *w as usize == seat => Some(work.b),
        _ => None,
    });
    // An energy payment counts on the Biofuel Facility's grain (GH24) from its start, and energy
    // can never be borrowed: selling the Facility mid-payment could leave it unpayable.
    let paying_energy = s.steps.iter().any(
        |st| matches!(st, Step::Pay { seat: w, kind: PayKind::Energy, .. } if *w as usize == seat),
    );
    for b in &p.buildings {
        let in_use = paying_energy && *b == Bd::BiofuelFacility && s.biofuel_held_while_paying();
        if can_sell(*b) && Some(*b) != working && !in_use {
            out.push(Action::Sell(*b));
        }
    }
    let mut seen = Vec::new();
    for c in &p.ships {
        let card = &ROUND_CARDS[*c as usize];
        if !seen.contains(&(card.ship, card.ship_value)) {
            seen.push((card.ship, card.ship_value));
            out.push(Action::SellShip(*c));
        }
    }
    if p.loans > 0 && p.francs >= LOAN_REPAY {
        out.push(Action::Repay);
    }
}

pub fn take_offer(s: &mut State, seat: usize, i: usize) {
    let n = std::mem::take(&mut s.offers[i]);
    match OFFERS[i].good() {
        None => s.players[seat].francs += n as u32,
        Some(g) => s.players[seat].add(g, n),
    }
    buildings::on_offer_taken(s, seat, OFFERS[i]);
    main_taken(s);
}

pub fn main_taken(s: &mut State) {
    s.mains_left = s.mains_left.saturating_sub(1);
    s.main_done = s.mains_left == 0;
}

/// The worker moves onto `b` and the entry hooks run (Souvenir Shop, Tobacco Factory); returns
/// the owner to pay, if another seat.
fn arrive(s: &mut State, seat: usize, b: Bd) -> Option<usize> {
    let left = s.players[seat].worker;
    s.players[seat].worker = Some(b);
    buildings::on_worker_left(s, seat, left);
    let owner = s.owner_seat(b).filter(|o| *o != seat);
    buildings::on_enter(s, seat, b, owner);
    owner
}

/// Enter `b` (the worker moves there) and pay the fee; the action follows once it is paid.
pub fn enter(s: &mut State, seat: usize, b: Bd, way: FeeWay, counts_as_main: bool) {
    if counts_as_main {
        main_taken(s);
    }
    let owner = arrive(s, seat, b);
    let fee = buildings::fee(s, seat, b);
    match (way, fee) {
        (FeeWay::Francs, Fee::Francs(n) | Fee::FoodOrFrancs(_, n)) => {
            let o = owner.expect("a fee is paid to an owner");
            s.players[seat].francs -= n as u32;
            s.players[o].francs += n as u32;
            buildings::start(s, seat, b);
        }
        (FeeWay::Food, Fee::Food(n) | Fee::FoodOrFrancs(n, _)) => {
            let o = owner.map(|o| o as u8);
            pay::demand(s, seat, PayKind::Food, n, o, Why::Fee, Then::Use(b));
        }
        _ => buildings::start(s, seat, b),
    }
}

/// Whether `b` can ever be sold to the town ([KO] 판매): it has a value, and its card allows it.
pub fn can_sell(b: Bd) -> bool {
    b.data().value > 0 && buildings::sellable(b)
}

pub fn sell_price(value: i16) -> u32 {
    // Half value, rounded down ([KO] 판매, "receive rounds down").
    (value.max(0) / 2) as u32
}

pub fn sell(s: &mut State, seat: usize, b: Bd) {
    let p = &mut s.players[seat];
    p.buildings.retain(|x| *x != b);
    p.francs += sell_price(b.data().value);
    s.town.push(b);
    s.sold_this_turn.push(b);
    // A worker on a sold building goes home ([KO] 판매 중요), or to a revealed Dive Bar.
    for w in s.occupants(b) {
        buildings::evict(s, w, b);
    }
}

pub fn sell_ship(s: &mut State, seat: usize, card: u8) {
    let c = &ROUND_CARDS[card as usize];
    let p = &mut s.players[seat];
    p.ships.retain(|x| *x != card);
    p.francs += sell_price(c.ship_value);
    // Sold ships go back on top of their stack.
    s.ship_stacks[c.ship as usize].push(card);
}

pub fn buy_building(s: &mut State, seat: usize, b: Bd) {
    let price = b.data().price.unwrap_or(0) as u32;
    s.players[seat].francs -= price;
    let occupied = s.occupants(b);
    if let Some(i) = s.town.iter().position(|x| *x == b) {
        s.town.remove(i);
    } else {
        for st in &mut s.stacks {
            if st.first() == Some(&b) {
                st.remove(0);
            }
        }
    }
    buildings::gain(s, seat, b);
    for w in occupied {
        if w != seat {
            buildings::evict(s, w, b);
        }
    }
}

pub fn buy_ship(s: &mut State, seat: usize, t: crate::data::ShipType) {
    if let Some(card) = s.ship_stacks[t as usize].pop() {
        s.players[seat].francs -= t.price().unwrap_or(0);
        s.players[seat].ships.push(card);
    }
}

/// Ends the current seat's turn: the next seat's supply step, or the round end after the 7th
/// tile, or the next final action.
pub fn end_turn(s: &mut State) {
    let n = s.n();
    match s.phase {
        Phase::Final => {
            if s.final_queue.is_empty() {
                s.phase = Phase::Over;
            } else {
                s.current = s.final_queue.remove(0);
                s.main_done = false;
                s.mains_left = round::final_actions(s, s.current as usize);
                s.sold_this_turn.clear();
            }
        }
        _ => {
            s.turn += 1;
            s.current = (s.current + 1) % n;
            if s.turn == 7 {
                round::round_end(s);
            } else {
                start_turn(s);
            }
        }
    }
}

/// Top-level legal actions of the seat whose turn it is.
pub fn legal(s: &State, seat: usize, out: &mut Vec<Action>) {
    if !s.main_done {
        legal_main(s, seat, out);
        if s.is_final() && out.is_empty() {
            // Nothing can be done: the final action is forfeit rather than the game stuck.
            out.push(Action::EndTurn);
        }
    } else {
        out.push(Action::EndTurn);
    }
    if s.phase == Phase::Turn {
        legal_buy(s, seat, out);
    }
    legal_sell(s, seat, out);
}

pub fn repay(s: &mut State, seat: usize) {
    let p = &mut s.players[seat];
    p.francs -= LOAN_REPAY;
    p.loans -= 1;
    // The last loan repaid just before the interest: nothing is owed ([KO] 대출 갚기).
    if p.loans == 0
        && matches!(s.steps.last(), Some(Step::Pay { seat: w, why: Why::Interest, .. }) if *w as usize == seat)
    {
        s.steps.pop();
    }
}

/// Is the offer space empty? (Black Market.)
pub fn offer_empty(s: &State, o: Offer) -> bool {
    s.offers[o as usize] == 0
}
