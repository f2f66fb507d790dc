//! The whole game state, hidden parts included (the energy price stack and the order-tile draw
//! stack are face down). Seats see it only through `view`.

use crate::data::{Kind, TileId, constants, tile};
use serde::{Deserialize, Serialize};

/// Rule variants, as `key=value` settings.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Options {
    pub players: u8,
    /// `first-energy=zero`: the JA summary's suggestion for a first game, the round-1 energy
    /// price tile counts as +0 (phase 4 note). Default `draw`.
    pub first_energy_zero: bool,
    /// `final-double=gross|net`: what round 5 doubles (FACTS.md §4.5: the literal reading,
    /// gross income, is the PROVISIONAL default; net is the alternative).
    pub double_net: bool,
}

/// The five phases of a round (JA ゲームの進行 ①–⑤). Phase 5 (income) takes no decision and
/// runs right after phase 4.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// 1. 新たなプレイ順の競り
    Auction,
    /// 2. マーケットの準備
    Market,
    /// 3. ファクトリータイルの購入と配置、取り壊し (hiring: 期間労働者の雇用, after the worker actions)
    Build {
        hiring: bool,
    },
    /// 4. 工場の各数値調整
    Adjust,
    Over,
}

/// The running auction for one order tile (JA phase 1).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Auction {
    pub tile: u8,
    pub bid: u8,
    pub leader: u8,
    /// Seats that passed on this tile (bit per seat).
    pub passed: u8,
    /// Whose turn to raise or pass.
    pub turn: u8,
}

/// A tile on the factory floor; `shut` is a shutdown marker (JA phase 4: 閉鎖マーカー).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Placed {
    pub tile: TileId,
    pub shut: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    /// Elektro. May go below 0 after an energy bill (FACTS.md §4.6, PROVISIONAL).
    pub money: i32,
    /// Money received and paid over the game (for the conservation check).
    pub earned: i32,
    pub spent: i32,
    /// The order tile held; during the auction, the old one until a new one is won.
    pub order: u8,
    /// The order tile won in this round's auction (None until won).
    pub won: Option<u8>,
    /// Workers owned: 7 plus seasonal workers.
    pub workers: u8,
    /// Seasonal workers among them (at most 2).
    pub seasonal: u8,
    /// Seasonal workers paid for in this round's phase 3.
    pub seasonal_paid: u8,
    /// Workers in the canteen (crewing machines).
    pub canteen: u8,
    /// Workers bid on the order tile won this round (locked until the round's end).
    pub bid: u8,
    /// Workers on demolished tiles (locked until the round's end).
    pub demolishing: u8,
    /// Tiles bought this phase 3 (one free worker each).
    pub bought: u8,
    pub floor: Vec<Placed>,
    /// Floor extensions bought (at most 2, kept for the game).
    pub extensions: u8,
    pub control: Option<TileId>,
    pub optimization: Option<TileId>,
    /// Bought tiles kept beside the board.
    pub aside: Vec<TileId>,
    /// Tiles demolished this round, face down beside the board.
    pub demolished: Vec<TileId>,
    /// Market picks still owed in phase 2; then the last player's optional extras.
    pub picks: u8,
    pub extras: u8,
    /// Done adjusting in phase 4.
    pub adjusted: bool,
    /// Round 5's income (the tie-break, JA ゲームの終了).
    pub final_income: i32,
}

impl Player {
    /// Workers neither in the canteen, nor on an order tile, nor on a demolished tile: the ones
    /// beside the board.
    pub fn beside(&self) -> u8 {
        self.workers
            .saturating_sub(self.canteen)
            .saturating_sub(self.bid)
            .saturating_sub(self.demolishing)
    }

    /// Workers that may still take a tile or demolish in phase 3.
    pub fn free_for_build(&self) -> u8 {
        self.beside().saturating_sub(self.bought)
    }

    pub fn floor_spaces(&self) -> usize {
        (constants().factory_floor_spaces + self.extensions) as usize
    }

    /// Whether a tile of `kind` has an empty space to go to (JA phase 3: 空いているスペース).
    pub fn has_room(&self, kind: Kind) -> bool {
        match kind {
            Kind::Control => self.control.is_none(),
            Kind::Optimization => self.optimization.is_none(),
            _ => self.floor.len() < self.floor_spaces(),
        }
    }

    /// Every tile in the factory (floor and office).
    pub fn factory_tiles(&self) -> impl Iterator<Item = TileId> + '_ {
        self.floor
            .iter()
            .map(|p| p.tile)
            .chain(self.control)
            .chain(self.optimization)
    }

    pub fn pay(&mut self, n: i32) {
        self.money -= n;
        self.spent += n;
    }

    pub fn receive(&mut self, n: i32) {
        self.money += n;
        self.earned += n;
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// The rules version this game plays (`FactoryManager::setup_as`; `setup` plays today's):
    /// 1, the first release; 2, a seat comes to phase 4 with a worker it can leave free
    /// (`build::keeps_free_after`). A state written before the field was added is version 1.
    #[serde(default = "first_version")]
    pub version: u32,
    pub options: Options,
    pub round: u8,
    pub phase: Phase,
    /// Seat whose turn it is in the sequential phases 2–4 (and the opener in phase 1).
    pub turn: u8,
    pub energy_price: i32,
    /// Face-down energy price tiles; the top is the last.
    pub energy_stack: Vec<u8>,
    /// The 3 returned to the box unseen.
    pub energy_removed: Vec<u8>,
    /// Tiles drawn so far, in order.
    pub energy_drawn: Vec<u8>,
    /// Face-down order tile draw stack; the top is the last.
    pub order_stack: Vec<u8>,
    /// Order tiles revealed this round and not yet won.
    pub revealed: Vec<u8>,
    /// The 2 left over this round (JA: このラウンドでは使用しない).
    pub unused: Vec<u8>,
    pub auction: Option<Auction>,
    /// The storage board: six columns, cheapest first (index 0).
    pub columns: [Vec<TileId>; 6],
    pub market: Vec<TileId>,
    /// Tiles demolished in earlier rounds, back in the box.
    pub boxed: Vec<TileId>,
    /// The 3 X tiles returned to the box unseen at setup (JA ⑤: 残りは箱に戻す).
    pub x_unseen: Vec<TileId>,
    pub players: Vec<Player>,
}

fn first_version() -> u32 {
    1
}

impl State {
    /// Rules version 2's correction (issue 42): no seat comes to phase 4, nor leaves it, with
    /// no worker free (JA 4: 使用可能な人員を最低1人を残さなければならない). Version 1 let a
    /// seat whose workers were all on its order tile or demolished tiles end phase 4.
    pub fn keeps_a_free_worker(&self) -> bool {
        self.version >= 2
    }

    pub fn seats(&self) -> u8 {
        self.players.len() as u8
    }

    /// Seats by their order tile, lowest first (JA: 数字の小さいプレイヤーから).
    pub fn order(&self) -> Vec<u8> {
        let mut seats: Vec<u8> = (0..self.seats()).collect();
        seats.sort_by_key(|&s| self.players[s as usize].order);
        seats
    }

    /// The seat after `seat` in order-tile order, if any.
    pub fn next_in_order(&self, seat: u8) -> Option<u8> {
        let mine = self.players.get(seat as usize)?.order;
        (0..self.seats())
            .filter(|&s| self.players[s as usize].order > mine)
            .min_by_key(|&s| self.players[s as usize].order)
    }

    pub fn last_round(&self) -> bool {
        self.round >= constants().rounds
    }

    /// Puts `t` back into its column in cost order (FACTS.md §1.5, DERIVED: columns are sorted
    /// by cost, ties in table order).
    pub fn return_to_board(&mut self, t: TileId) {
        let col = &mut self.columns[tile(t).kind.column()];
        let key = |x: TileId| (tile(x).cost, x);
        let at = col.partition_point(|&x| key(x) < key(t));
        col.insert(at, t);
    }
}
