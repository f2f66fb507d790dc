//! What a position means, for a share code's position check (`smokestack_core::digest`): every
//! field the rules read, in a fixed order, each thing by a stable id of its own: a factory tile
//! by its id in the tile table (`S0`, `M0`, …; never its row number), an order or energy price
//! tile by its printed number, a phase by a number written below (never its name in the code
//! or its place in its enum).
//!
//! Everything counts, the hidden stacks too (the energy price tiles to come and the order-tile
//! draw stack, in their order): the digest names the true position. Left out: the rules
//! version the game plays (the code carries it).

use crate::data::{TileId, tile};
use crate::state::{Auction, Options, Phase, Placed, Player, State};
use smokestack_core::{Digest, Digestible};

/// A factory tile by its id in the tile table.
fn tile_id(d: &mut Digest, t: TileId) {
    d.text(&tile(t).id);
}

fn tiles(d: &mut Digest, ts: &[TileId]) {
    d.int(ts.len() as i128);
    for &t in ts {
        tile_id(d, t);
    }
}

fn office(d: &mut Digest, t: Option<TileId>) {
    match t {
        None => {
            d.int(0);
        }
        Some(t) => {
            d.int(1);
            tile_id(d, t);
        }
    }
}

impl Digestible for Options {
    fn digest(&self, d: &mut Digest) {
        d.put(&self.players)
            .put(&self.first_energy_zero)
            .put(&self.double_net);
    }
}

impl Digestible for Phase {
    fn digest(&self, d: &mut Digest) {
        d.int(match self {
            Phase::Auction => 1,
            Phase::Market => 2,
            Phase::Build { hiring: false } => 3,
            Phase::Build { hiring: true } => 4,
            Phase::Adjust => 5,
            Phase::Over => 6,
        });
    }
}

impl Digestible for Auction {
    fn digest(&self, d: &mut Digest) {
        d.put(&self.tile)
            .put(&self.bid)
            .put(&self.leader)
            .put(&self.passed)
            .put(&self.turn);
    }
}

impl Digestible for Placed {
    fn digest(&self, d: &mut Digest) {
        tile_id(d, self.tile);
        d.put(&self.shut);
    }
}

impl Digestible for Player {
    fn digest(&self, d: &mut Digest) {
        d.put(&self.money)
            .put(&self.earned)
            .put(&self.spent)
            .put(&self.order)
            .put(&self.won)
            .put(&self.workers)
            .put(&self.seasonal)
            .put(&self.seasonal_paid)
            .put(&self.canteen)
            .put(&self.bid)
            .put(&self.demolishing)
            .put(&self.bought)
            .put(&self.floor)
            .put(&self.extensions);
        office(d, self.control);
        office(d, self.optimization);
        tiles(d, &self.aside);
        tiles(d, &self.demolished);
        d.put(&self.picks)
            .put(&self.extras)
            .put(&self.adjusted)
            .put(&self.final_income);
    }
}

/// The position's meaning (`Game::digest`).
pub fn digest(s: &State, d: &mut Digest) {
    d.put(&s.options)
        .put(&s.round)
        .put(&s.phase)
        .put(&s.turn)
        .put(&s.energy_price)
        .put(&s.energy_stack)
        .put(&s.energy_removed)
        .put(&s.energy_drawn)
        .put(&s.order_stack)
        .put(&s.revealed)
        .put(&s.unused)
        .put(&s.auction);
    d.int(s.columns.len() as i128);
    for col in &s.columns {
        tiles(d, col);
    }
    tiles(d, &s.market);
    tiles(d, &s.boxed);
    tiles(d, &s.x_unseen);
    d.put(&s.players);
}
