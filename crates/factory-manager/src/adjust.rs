//! Phase 4: adjusting the factory (JA 4. 工場の各数値調整). In order, each player moves workers
//! between the canteen and beside the board, and puts shutdown markers on machines and robots
//! or takes them off, until the factory runs: every running machine crewed, no more running
//! robots than machines, at least 1 worker left free. Then the energy price rises.

use crate::actions::Action;
use crate::build::distinct_slots;
use crate::data::constants;
use crate::factory;
use crate::round;
use crate::state::{Phase, Player, State};

pub fn begin(s: &mut State) {
    s.phase = Phase::Adjust;
    s.turn = s.order()[0];
}

/// At least 1 worker stays free, a seasonal one counting (JA 4: 「このフェイズでは、使用可能な
/// 人員を最低1人を残さなければならない。季節労働者でもかまわない。」). Version 1 let a seat with
/// none left outside the canteen end phase 4 with none free; version 2 never does, and
/// `build::keeps_free_after` sees that every seat comes to phase 4 with one it can leave free.
pub fn keeps_free(s: &State, p: &Player) -> bool {
    p.beside() >= constants().min_free_workers_after_phase4
        || (!s.keeps_a_free_worker() && p.canteen == 0)
}

pub fn can_confirm(s: &State, p: &Player) -> bool {
    keeps_free(s, p) && factory::runs(p)
}

pub fn legal(s: &State, seat: u8, out: &mut Vec<Action>) {
    if s.turn != seat {
        return;
    }
    let p = &s.players[seat as usize];
    if p.beside() > constants().min_free_workers_after_phase4 {
        out.push(Action::CrewIn);
    }
    if p.canteen > 0 {
        out.push(Action::CrewOut);
    }
    for i in distinct_slots(p, true) {
        out.push(Action::Switch { slot: i });
    }
    if can_confirm(s, p) {
        out.push(Action::Confirm);
    }
}

pub fn perform(s: &mut State, seat: u8, a: &Action) {
    let p = &mut s.players[seat as usize];
    match *a {
        Action::CrewIn => p.canteen += 1,
        Action::CrewOut => p.canteen -= 1,
        Action::Switch { slot } => {
            if let Some(x) = p.floor.get_mut(slot as usize) {
                x.shut = !x.shut;
            }
        }
        Action::Confirm => {
            p.adjusted = true;
            match s.next_in_order(seat) {
                Some(next) => s.turn = next,
                None => round::end_of_adjusting(s),
            }
        }
        _ => {}
    }
}
