//! The atomic actions: one order tile opened or bid on, one tile picked, bought, placed or
//! demolished, one worker moved, one machine switched. Each names its target (an order tile, a
//! storage-board column, a market tile, a factory slot).

use crate::data::TileId;
use serde::{Deserialize, Serialize};

/// A place in a factory: a floor space or one of the two office slots.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Slot {
    Floor(u8),
    Control,
    Optimization,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    // --- 1. order auction (新たなプレイ順の競り) ---
    /// Choose a revealed order tile and open its bidding with `bid` workers (0 upward).
    Open { tile: u8, bid: u8 },
    /// Raise the bid on the tile in auction to `bid` workers.
    Raise { bid: u8 },
    /// Pass on the tile in auction (final for that tile).
    Pass,

    // --- 2. market preparation (マーケットの準備) ---
    /// Move the cheapest tile of a storage-board column into the market.
    Pick { column: u8 },
    /// The last player stops taking extra tiles.
    StopPicking,

    // --- 3. buy and build (購入と配置、取り壊し、季節労働者の雇用) ---
    /// Buy a market tile with a free worker; it goes beside the board until placed.
    Buy { tile: TileId },
    /// Place a tile from beside the board into an empty space of its kind.
    Place { tile: TileId },
    /// Demolish a factory tile, putting a free worker on it until the round's end.
    Demolish { slot: Slot },
    /// Extend the factory floor by one space for 10 E.
    Extend,
    /// Done with the worker actions: on to hiring seasonal workers.
    EndBuilding,
    /// Pay for one seasonal worker (keeping one already hired, or hiring a new one).
    Hire,
    /// End the phase-3 turn.
    EndTurn,

    // --- 4. adjust the factory (工場の各数値調整) ---
    /// Move one worker from beside the board into the canteen.
    CrewIn,
    /// Move one worker from the canteen back beside the board.
    CrewOut,
    /// Put a shutdown marker on a running machine or robot, or take it off.
    Switch { slot: u8 },
    /// Done adjusting.
    Confirm,
}
