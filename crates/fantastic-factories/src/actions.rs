//! The atomic actions. Each is one small decision; multi-step card effects continue through
//! `Pending` choices.

use crate::data::Bp;
use crate::state::{Hq, Res, Row};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    // --- market phase (시장 단계), in turn order ---
    /// Pay 1 metal or 1 energy to discard a whole row and deal 4 new cards (once a turn).
    Refresh {
        row: Row,
        pay: Res,
    },
    /// A. Take a face-up blueprint (slot 0 = leftmost).
    TakeBlueprint {
        slot: u8,
    },
    /// B. Hire a contractor, discarding a blueprint with the tool over its slot.
    Hire {
        slot: u8,
        discard: Bp,
    },
    /// End the market turn after the pick (when a refresh is still possible).
    EndTurn,
    /// Only when neither pick is possible at all (an empty market and no matching card).
    Pass,
    /// The opponent who receives a contractor's gift.
    GiveTo {
        seat: u8,
    },

    // --- work phase (작업 단계), all seats at once ---
    /// Foreman: set one of your dice.
    SetDie {
        face: u8,
    },
    /// Put an unplaced die on a Headquarters action.
    Place {
        hq: Hq,
        face: u8,
    },
    /// Build `card` from hand, discarding `discard` (same tool) and paying its cost.
    Build {
        card: Bp,
        discard: Bp,
    },
    /// Activate a card of your compound (or, with `copy`, a marketplace card through your
    /// Replicator) with the dice `dice` (faces, 0 = none) and reward option `opt`.
    Activate {
        card: Bp,
        copy: bool,
        dice: [u8; 3],
        opt: u8,
    },
    /// Take a Specialist's extra die, set to `face`.
    SpecialistDie {
        face: u8,
    },
    /// Discard a blueprint to pay for the activation in progress.
    DiscardFor {
        card: Bp,
    },
    /// Black Market: take `metal` metal and the rest of the 4 as energy.
    Split {
        metal: u8,
    },
    /// Temp Agency: add an unplaced die showing `face` to the reroll.
    RerollPick {
        face: u8,
    },
    RerollDone,
    /// Finish your work phase.
    EndWork,
    /// Over the limits at the end of the work phase: give up one of these.
    DropMetal,
    DropEnergy,
    DropCard {
        card: Bp,
    },
}
