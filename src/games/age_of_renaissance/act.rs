//! Moves made from the board's own controls (the province card, the bid stepper) go through
//! the table's `Play`, which plays an action only while it is legal: a control can only ever
//! make a legal move.

use age_of_renaissance::Action;
use smokestack_core::Seat;

use crate::game_view::Play;

/// The table's, read while the board is drawn (an event handler runs outside it).
pub fn table() -> Option<Play> {
    Play::here()
}

/// Plays `action` for `seat` if it is legal now; false if it was not legal (or there is no
/// table).
pub fn perform(play: Play, seat: Seat, action: &Action) -> bool {
    play.actions(seat, std::slice::from_ref(action)) == 1
}
