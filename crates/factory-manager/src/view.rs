//! What a seat may see. Everything is open except the two face-down stacks: the order of the
//! order-tile draw stack (its tiles are known: all not held nor revealed) and the energy price
//! tiles still to come (which 5 of the 8 were kept, and their order).

use crate::factory::{self, Values};
use crate::state::{Auction, Phase, Placed, State};
use serde::Serialize;
use smokestack_core::GameRng;

#[derive(Clone, Debug, Serialize)]
pub struct View {
    pub viewer: Option<u8>,
    pub round: u8,
    pub phase: Phase,
    pub turn: u8,
    pub energy_price: i32,
    /// How many energy price tiles are left to draw.
    pub energy_stack: usize,
    pub energy_drawn: Vec<u8>,
    /// The draw stack's tiles, in number order (their order is hidden).
    pub order_stack: Vec<u8>,
    pub revealed: Vec<u8>,
    pub unused: Vec<u8>,
    pub auction: Option<Auction>,
    pub columns: [Vec<u8>; 6],
    pub market: Vec<u8>,
    pub boxed: Vec<u8>,
    /// How many X tiles went back to the box unseen.
    pub x_unseen: usize,
    pub players: Vec<PlayerView>,
}

#[derive(Clone, Debug, Serialize)]
pub struct PlayerView {
    pub money: i32,
    pub order: u8,
    pub won: Option<u8>,
    pub workers: u8,
    pub seasonal: u8,
    pub seasonal_paid: u8,
    pub canteen: u8,
    pub bid: u8,
    pub demolishing: u8,
    pub bought: u8,
    pub floor: Vec<Placed>,
    pub extensions: u8,
    pub control: Option<u8>,
    pub optimization: Option<u8>,
    pub aside: Vec<u8>,
    pub demolished: Vec<u8>,
    pub picks: u8,
    pub extras: u8,
    pub adjusted: bool,
    pub final_income: i32,
    /// The factory's tracks as they stand (production, storage, energy, workers needed).
    pub values: (i32, i32, i32, i32),
}

pub fn view(s: &State, seat: Option<u8>) -> View {
    let mut order_stack = s.order_stack.clone();
    order_stack.sort_unstable();
    View {
        viewer: seat,
        round: s.round,
        phase: s.phase,
        turn: s.turn,
        energy_price: s.energy_price,
        energy_stack: s.energy_stack.len(),
        energy_drawn: s.energy_drawn.clone(),
        order_stack,
        revealed: s.revealed.clone(),
        unused: s.unused.clone(),
        auction: s.auction.clone(),
        columns: s.columns.clone(),
        market: s.market.clone(),
        boxed: s.boxed.clone(),
        x_unseen: s.x_unseen.len(),
        players: s
            .players
            .iter()
            .map(|p| {
                let Values {
                    production,
                    storage,
                    energy,
                    workers_needed,
                    ..
                } = factory::values(p);
                PlayerView {
                    money: p.money,
                    order: p.order,
                    won: p.won,
                    workers: p.workers,
                    seasonal: p.seasonal,
                    seasonal_paid: p.seasonal_paid,
                    canteen: p.canteen,
                    bid: p.bid,
                    demolishing: p.demolishing,
                    bought: p.bought,
                    floor: p.floor.clone(),
                    extensions: p.extensions,
                    control: p.control,
                    optimization: p.optimization,
                    aside: p.aside.clone(),
                    demolished: p.demolished.clone(),
                    picks: p.picks,
                    extras: p.extras,
                    adjusted: p.adjusted,
                    final_income: p.final_income,
                    values: (production, storage, energy, workers_needed),
                }
            })
            .collect(),
    }
}

/// The hidden parts dealt anew: the order-tile draw stack reshuffled, and the energy tiles not
/// yet seen (the stack and the 3 returned unseen) pooled in number order, shuffled and dealt.
/// The X tiles returned unseen need no dealing: they are the X tiles not seen in play, and
/// they never come back.
pub fn determinize(s: &State, _seat: u8, rng: &mut GameRng) -> State {
    let mut d = s.clone();
    d.order_stack.sort_unstable();
    rng.shuffle(&mut d.order_stack);
    let kept = d.energy_stack.len();
    let mut pool = std::mem::take(&mut d.energy_stack);
    pool.append(&mut d.energy_removed);
    pool.sort_unstable();
    rng.shuffle(&mut pool);
    d.energy_removed = pool.split_off(kept);
    d.energy_stack = pool;
    d
}
