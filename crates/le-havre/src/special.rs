//! Special buildings (FACTS §5, §5.1). Placeholder: none can be entered yet; passive effects
//! are not applied. Being replaced by the full implementation.

use crate::actions::Action;
use crate::data::{Bd, Fee, Offer};
use crate::state::{State, Work};

pub fn usable(_s: &State, _seat: usize, _b: Bd) -> bool {
    false
}
pub fn start(_s: &mut State, _seat: usize, _b: Bd) {}
pub fn legal(_s: &State, _seat: usize, _w: &Work, out: &mut Vec<Action>) {
    out.push(Action::Done);
}
pub fn perform(s: &mut State, _seat: usize, _w: &Work, _a: &Action) {
    s.steps.pop();
}
pub fn wharf_trades(_s: &State, _seat: usize, _wharf: Bd, _out: &mut Vec<Action>) {}
pub fn trade_ship(_s: &mut State, _seat: usize, _wharf: Bd, _card: u8, _special: Bd) {}
pub fn on_shipping(_s: &mut State, _seat: usize, _ships: u16) {}
pub fn fee(_s: &State, _seat: usize, _b: Bd) -> Option<Fee> {
    None
}
pub fn on_turn_start(_s: &mut State, _seat: usize) {}
pub fn interest_exempt(_s: &State, _seat: usize) -> bool {
    false
}
pub fn buildings_only(_s: &State, _seat: usize) -> bool {
    false
}
pub fn buyable(_s: &State, _b: Bd) -> bool {
    true
}
pub fn sellable(_s: &State, _b: Bd) -> bool {
    true
}
pub fn evict(s: &mut State, seat: usize, _b: Bd) {
    s.players[seat].worker = None;
}
pub fn on_offer_taken(_s: &mut State, _seat: usize, _o: Offer) {}
pub fn on_worker_left(_s: &mut State, _seat: usize, _left: Option<Bd>) {}
pub fn on_enter(_s: &mut State, _seat: usize, _b: Bd, _owner: Option<usize>) {}
pub fn on_gain(_s: &mut State, _seat: usize, _b: Bd) {}
pub fn extra_food(_s: &State, _seat: usize) -> u16 {
    0
}
pub fn before_feeding(_s: &mut State) {}
pub fn on_reveal(s: &mut State, b: Bd) {
    s.town.push(b);
}
pub fn after_stack_change(_s: &mut State) {}
pub fn gained_goods(_s: &mut State, _seat: usize) {}
pub fn conversion(_b: Bd) -> Option<crate::convert::Conv> {
    None
}
pub fn amount_text(_s: &State, _seat: usize, _w: &Work, _n: u16) -> Option<String> {
    None
}
pub fn choose_text(_s: &State, _seat: usize, _w: &Work, _c: u8) -> Option<String> {
    None
}
