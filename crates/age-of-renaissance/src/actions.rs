//! One small decision each; a multi-step choice is a short sequence ending in `Done`.

use crate::data::{Commodity, Pid};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Living-rules setup: return this card of the three dealt (FACTS §4.4).
    ReturnCard(u8),
    /// Capital bid: the next capital in this seat's secret preference list (FACTS §5.2).
    Prefer(Pid),
    /// Capital bid: the secret bid, $0–$40.
    CapitalBid(u8),
    /// Order-of-Play bid: tokens to buy at $1 each; negative: pay that much to go earlier
    /// (FACTS §5.3).
    OrderBid(i32),
    /// The first player removes one shortage/surplus marker for the commodity's base value.
    BuyOff(Commodity),
    /// Urban Ascendancy: one more card for $10.
    BuyExtraCard,
    /// Master Art: discard a card.
    Discard(u8),
    /// Play a history card; `choice` picks the commodity of a double card or the event's target
    /// (a seat, province, area or category as the event names).
    Play {
        card: u8,
        choice: u8,
    },
    Pass,
    /// One ship purchase or upgrade, $10 (FACTS §3.2).
    BuyShip,
    BuyAdvance(u8),
    /// Buy back one misery space (FACTS §5.6).
    Relief,
    PayStabilization,
    /// Do not pay: move up the misery track instead.
    RefuseStabilization,
    /// Expansion: one token into a province without competition.
    Place(Pid),
    /// Expansion: commit the tokens a competition needs and roll (FACTS §5.5).
    Attack(Pid),
    /// Expansion: buy a history card with tokens (PROVISIONAL cost).
    BuyCardWithTokens,
    /// Pirates/Vikings: reduce the marker in this coastal province.
    Raid(Pid),
    /// Civil War's victim loses half his written cash / half his expansion tokens.
    CivilWarCash,
    CivilWarTokens,
    /// Wind/Watermill: set a commodity's marker (+1 shortage, −1 surplus, 0 normal).
    Watermill {
        commodity: Commodity,
        to: i8,
    },
    /// Patronage: claim the discount of the `n`th leader played this turn (FACTS §4.2).
    Claim(u8),
    /// Cathedral: win a competition without rolling (FACTS §3.1 H).
    CathedralAttack(Pid),
    /// Renaissance: swap places in Order of Play with this neighbouring seat.
    SwapOrder(u8),
    /// Patronage protection: put this much cash on the leader just played.
    Protect(u32),
    /// Cathedral in defence: win this competition without a roll.
    DefendWithCathedral,
    /// The card swap: give this card (and take one of the loser's at random).
    GiveCard(u8),
    /// Written Record with several defeated non-owners: swap with this seat.
    SwapWith(u8),
    /// War! lost: cede the domination marker in this province to the winner.
    Cede(Pid),
    Done,
}
