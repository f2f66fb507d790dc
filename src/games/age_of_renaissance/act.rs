//! Moves made from the board's own controls (the province card, the bid stepper): the typed
//! action is found in the seat's legal list, so a control can only ever make a legal move.

use age_of_renaissance::Action;
use leptos::prelude::*;
use smokestack_core::Seat;

use crate::flow::Flow;

/// The app's context, read while the board is drawn (an event handler runs outside it).
pub fn table() -> Option<Flow> {
    use_context::<Flow>()
}

/// Plays `action` for `seat` if it is legal now (`Flow::play`); false if it was not legal (or
/// there is no table).
pub fn perform(flow: Flow, seat: Seat, action: &Action) -> bool {
    let Ok(json) = serde_json::to_value(action) else {
        return false;
    };
    flow.play(|s| {
        let i = s.m.legal_json(seat).iter().position(|l| *l == json);
        i.map_or(Ok(false), |i| s.apply(seat, i).map(|_| true))
    })
}
