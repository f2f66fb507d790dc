//! Special buildings (FACTS §5, §5.1), by family:
//! - `convs`: "pay this, receive that" rows (`Conv`) and the and/or or either/or pairs of them;
//! - `gains`: an immediate gain on entering;
//! - `picks`: choices good by good or space by space (Haulage Firm, Trading Firm, …);
//! - `visits`: cards that change the turn itself (Harbour Watch, Picket Line, Construction
//!   Site, Main Station, Hotel);
//! - `passive`: the non-enterable cards and every out-of-turn hook;
//! - `text`: words for `Amount` and `Choose`.
//!
//! Not enterable and handled elsewhere: Business Park, Guildhouse, Ranch (scoring.rs), Feedlot
//! (round.rs), Masons' Guild, Wooden Crane, Lumber Mill (build.rs), Wind Farm, Biofuel Facility
//! (pay.rs), Workers' Cottages (round.rs).

mod convs;
mod gains;
mod passive;
mod picks;
mod text;
mod visits;

use crate::actions::Action;
use crate::data::Bd;
use crate::state::{State, Step, Work};

pub use convs::conversion;
pub use passive::{
    after_stack_change, before_action, before_feeding, buildings_only, buyable, evict, extra_food,
    fee, gained_goods, interest_exempt, may_displace, on_enter, on_gain, on_offer_taken, on_reveal,
    on_shipping, on_turn_start, on_worker_left, sellable, trade_ship, wharf_trades,
};
pub use text::{amount_text, choose_text};

/// Which family's code runs `b`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Family {
    Conv,
    Parts,
    Gain,
    Pick,
    Visit,
    None,
}

fn family(b: Bd) -> Family {
    if convs::conversion(b).is_some() {
        Family::Conv
    } else if convs::parts(b).is_some() {
        Family::Parts
    } else if gains::has(b) {
        Family::Gain
    } else if picks::has(b) {
        Family::Pick
    } else if visits::has(b) {
        Family::Visit
    } else {
        Family::None
    }
}

/// Can `seat` carry out `b`'s action now (before the fee)?
pub fn usable(s: &State, seat: usize, b: Bd) -> bool {
    if !b.enterable() {
        return false;
    }
    match family(b) {
        Family::Conv => convs::runs(s, seat, b),
        Family::Parts => convs::parts_usable(s, seat, b),
        Family::Gain => gains::usable(s, seat, b),
        Family::Pick => picks::usable(s, seat, b),
        Family::Visit => visits::usable(s, seat, b),
        Family::None => false,
    }
}

pub fn start(s: &mut State, seat: usize, b: Bd) {
    match family(b) {
        Family::Conv | Family::Parts => work(s, seat, b),
        Family::Gain => gains::start(s, seat, b),
        Family::Pick => picks::start(s, seat, b),
        Family::Visit => visits::start(s, seat, b),
        Family::None => {}
    }
}

pub fn legal(s: &State, seat: usize, w: &Work, out: &mut Vec<Action>) {
    match family(w.b) {
        Family::Conv => {
            for n in 1..=convs::most(s, seat, w.b) {
                out.push(Action::Amount(n));
            }
        }
        Family::Parts => convs::parts_legal(s, seat, w, out),
        Family::Gain => gains::legal(s, seat, w, out),
        Family::Pick => picks::legal(s, seat, w, out),
        Family::Visit => visits::legal(s, seat, w, out),
        Family::None => {}
    }
}

pub fn perform(s: &mut State, seat: usize, w: &Work, a: &Action) {
    match (family(w.b), a) {
        (Family::Conv, Action::Amount(n)) => {
            finish(s);
            if let Some(c) = convs::conversion(w.b) {
                c.run(s, seat, *n);
            }
        }
        (Family::Parts, _) => convs::parts_perform(s, seat, w, a),
        (Family::Gain, _) => gains::perform(s, seat, w, a),
        (Family::Pick, _) => picks::perform(s, seat, w, a),
        (Family::Visit, _) => visits::perform(s, seat, w, a),
        _ => finish(s),
    }
}

/// Starts a multi-step action.
fn work(s: &mut State, seat: usize, b: Bd) {
    s.steps.push(Step::Work {
        seat: seat as u8,
        work: Work::new(b),
    });
}

/// The work step on top, for in-place updates.
fn top(s: &mut State) -> Option<&mut Work> {
    match s.steps.last_mut() {
        Some(Step::Work { work, .. }) => Some(work),
        _ => None,
    }
}

/// The action is over: its work step leaves the stack.
fn finish(s: &mut State) {
    if matches!(s.steps.last(), Some(Step::Work { .. })) {
        s.steps.pop();
    }
}

/// Takes `b` out of the game (Construction Site, Picket Line): from the town or its owner; the
/// actor's worker goes home, anyone else's is evicted (FACTS §5.1 Dive Bar).
fn remove_from_game(s: &mut State, actor: usize, b: Bd) {
    s.town.retain(|x| *x != b);
    for p in &mut s.players {
        p.buildings.retain(|x| *x != b);
    }
    s.removed.push(b);
    for w in s.occupants(b) {
        if w == actor {
            s.players[w].worker = None;
        } else {
            passive::evict(s, w, b);
        }
    }
}
