//! The round's frame: revealing the order tiles (phase 1's start), the energy price (end of
//! phase 4), income (phase 5) and the round's end (JA ゲームの進行; ゲームの終了).

use crate::factory;
use crate::state::{Phase, State};

/// Phase 1 begins: N order tiles revealed from the draw stack, the other 2 set aside unused
/// this round (JA 1: 人数分のタイルをドロースタックから引いて、全て公開する).
pub fn begin_round(s: &mut State) {
    let n = s.players.len();
    let mut revealed = Vec::with_capacity(n);
    for _ in 0..n {
        if let Some(t) = s.order_stack.pop() {
            revealed.push(t);
        }
    }
    revealed.sort_unstable();
    s.revealed = revealed;
    s.unused = std::mem::take(&mut s.order_stack);
    s.unused.sort_unstable();
    s.phase = Phase::Auction;
    s.auction = None;
    s.turn = crate::auction::opener(s).unwrap_or(0);
}

/// The end of phase 4: draw an energy price tile and raise the price (JA 4: 新たなenergy価格
/// の決定); then phase 5 and the round's end.
pub fn end_of_adjusting(s: &mut State) {
    if let Some(t) = s.energy_stack.pop() {
        s.energy_drawn.push(t);
        // JA 4 note: in a first game the round-1 tile counts as +0 (option first-energy=zero).
        let zero = s.options.first_energy_zero && s.round == 1;
        if !zero {
            s.energy_price += t as i32;
        }
    }
    pay_income(s);
    end_round(s);
}

/// The highest energy price a game can reach (JA 4; FACTS.md §4.1): the start price raised by
/// the highest tiles, one drawn each round.
pub fn highest_price() -> i32 {
    let c = crate::data::constants();
    let mut high = c.energy_price_tiles.clone();
    high.sort_unstable_by(|a, b| b.cmp(a));
    c.energy_price_start
        + high
            .iter()
            .take(c.rounds as usize)
            .map(|&v| v as i32)
            .sum::<i32>()
}

/// Phase 5 (JA 5 収入): the value above the lower of production and storage, then energy
/// consumption × energy price; round 5 doubled (FACTS.md §4.5).
pub fn pay_income(s: &mut State) {
    let last = s.last_round();
    let price = s.energy_price;
    let net = s.options.double_net;
    for p in &mut s.players {
        let v = factory::values(p);
        let (gross, bill, _) = factory::income(&v, price, last, net);
        p.receive(gross);
        p.pay(bill);
        if last {
            p.final_income = gross;
        }
    }
}

/// The round's end: workers on order tiles and demolished tiles come back, demolished tiles go
/// to the box (JA 1, 3②); after round 5 the game ends (JA ゲームの終了).
pub fn end_round(s: &mut State) {
    for p in &mut s.players {
        p.bid = 0;
        p.demolishing = 0;
        p.bought = 0;
        p.seasonal_paid = 0;
        p.adjusted = false;
        let gone = std::mem::take(&mut p.demolished);
        s.boxed.extend(gone);
    }
    if s.last_round() {
        s.phase = Phase::Over;
        return;
    }
    s.round += 1;
    begin_round(s);
}
