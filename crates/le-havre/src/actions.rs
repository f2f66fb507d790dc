//! Every move a seat can make. Multi-step building actions are a short sequence of these.

use crate::data::{Bd, Good, ShipType};
use serde::{Deserialize, Serialize};

/// Something a payment can be made with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Token {
    Francs,
    Good(Good),
}

/// How an entry fee is paid (FACTS §4 "Fee").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FeeWay {
    /// Own or town building, or a free one.
    None,
    Food,
    Francs,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    // Main actions ([KO] 주요 행동 A/B).
    TakeOffer(u8),
    Enter(Bd, FeeWay),
    // Steps inside a building's action.
    /// Build the top card of stack 0..3 (Building/Construction Firm, Sawmill); `crane` is the
    /// material the Wooden Crane replaces with a wood.
    Build {
        stack: u8,
        crane: Option<Good>,
    },
    BuildShip(ShipType),
    /// Trade an owned ship (round-card index) for a special ship building at a Wharf.
    TradeShip(u8, Bd),
    /// How many times to run a conversion.
    Amount(u16),
    Take(Good),
    Give(Good),
    /// A choice among a building's numbered options.
    Choose(u8),
    Done,
    // Payments.
    Pay(Token, u16),
    TakeLoan,
    // Any time of one's own turn ([KO] 추가 행동).
    BuyBuilding(Bd),
    BuyShip(ShipType),
    Sell(Bd),
    SellShip(u8),
    Repay,
    EndTurn,
}
