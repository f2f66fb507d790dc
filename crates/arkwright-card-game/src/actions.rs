//! Atomic actions, each with one target (a factory by its good, a card, a track, a warehouse).
//! Multi-step rulebook actions are short sequences ending in `Done`.

use crate::data::Card;
use serde::{Deserialize, Serialize};

/// The seven actions of §5.1 a.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Act {
    Build,
    Hire,
    Automate,
    Quality,
    Distribution,
    Stock,
    /// Expert action 6.
    ExtraProduction,
    /// Expert action 7.
    EarlyShipping,
}

impl Act {
    /// Every action, in the rulebook's order (the legal list offers them so).
    pub const ALL: [Act; 8] = [
        Act::Build,
        Act::Hire,
        Act::Automate,
        Act::Quality,
        Act::Distribution,
        Act::Stock,
        Act::ExtraProduction,
        Act::EarlyShipping,
    ];

    /// The action's stable id: its locale keys (`ark.action.<id>`) and explain key
    /// (`action:<id>`). Written out, never read off the Rust name.
    pub fn id(self) -> &'static str {
        match self {
            Act::Build => "Build",
            Act::Hire => "Hire",
            Act::Automate => "Automate",
            Act::Quality => "Quality",
            Act::Distribution => "Distribution",
            Act::Stock => "Stock",
            Act::ExtraProduction => "ExtraProduction",
            Act::EarlyShipping => "EarlyShipping",
        }
    }

    /// Expert actions 6 and 7, offered only with the expert actions module.
    pub fn expert(self) -> bool {
        matches!(self, Act::ExtraProduction | Act::EarlyShipping)
    }
}

/// What a quality/distribution move concerns: a regular card or the Engineer/Patent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Piece {
    Quality,
    Engineer,
    Distribution,
    Patent,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Expert step 6 / solo A, C: take this factory as a start factory.
    PickFactory { good: u8 },
    /// Step c (and the start bonus): move a development marker up one level.
    DevPoint { track: u8 },
    /// Step c (and the start bonus): take a development card from the supply.
    TakeCard { card: Card },
    /// Step c: put a held card back to the supply (to make room).
    Discard { card: Card },
    /// Expert step 11: buy one share at £10.
    Prebuy,
    /// §5.1 a: choose an action.
    Choose { act: Act },
    /// Developer: rotate it to reactivate another used once-per-era card.
    Reactivate { card: Card },
    /// 1. Build the factory of this good.
    Build { good: u8 },
    /// 1. Upgrade the factory of this good to its Era II side.
    Upgrade { good: u8 },
    /// 1. Discard the Inventor to upgrade up to 2 more factories one era ahead.
    UseInventor,
    /// 1. An Inventor upgrade of this factory.
    InventorUpgrade { good: u8 },
    /// 2. Add the next worker card to this factory.
    Hire { good: u8 },
    /// 3. Automate the worker card at this position (or put the machine token on it).
    Automate { good: u8, pos: u8 },
    /// 4. Put a card from the supply at this factory, value 1.
    Place { good: u8, piece: Piece },
    /// 4. Raise a card at this factory by 1.
    Raise { good: u8, piece: Piece },
    /// 4. Take a card from this factory back to the supply (its value is lost).
    Remove { good: u8, piece: Piece },
    /// 4. Engineer removed: replace it at once with a quality card of the same value.
    SwapEngineer { good: u8 },
    /// 5. Buy a share at the share value.
    BuyShare,
    /// 5. Buy a share at half the share value (share trading, Broker).
    BuyHalf,
    /// 5. Take a bank loan.
    Loan,
    /// 5. Reactivate ships.
    Ships,
    /// 6. Produce at this factory with 0, 1 or 2 worker cards.
    Extra { good: u8, workers: u8 },
    /// 7. Load one stored good of this factory on the ship being filled.
    Load { good: u8 },
    /// 7. / production: send the ship.
    Sail,
    /// b. Set the active good's appeal (price follows).
    SetAppeal { appeal: u8 },
    /// c. Discard the Broker for up to 2 half-price shares.
    Broker,
    /// c. Discard the Inventor for 2 development points (expert).
    InventorPoints,
    /// c. Take the Supervisor and attach it to this factory (FACTS §11 #11).
    TakeSupervisor { good: u8 },
    /// Production: discard Overtime for 1 more good.
    Overtime,
    /// Production: sell one good stored beside the producing factory at home.
    SellStored,
    /// Production: store one good in this warehouse.
    Store { warehouse: u8 },
    /// Production: ship the remaining goods with one ship.
    Ship,
    /// Production: rotate the Businessman to win the tie for the highest appeal.
    BreakTie,
    /// Round end: discard the Businessman to choose the start player.
    UseBusinessman,
    /// Choose the new start player (solo: 0 = play first, 1 = after the automa).
    ChooseStart { seat: u8 },
    /// Finish the current step (or skip an optional one).
    Done,
}
