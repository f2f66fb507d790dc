//! Decisions asked for in the middle of a phase (`state::Pending`).

use crate::actions::Action;
use crate::cards;
use crate::data::Commodity;
use crate::state::{Pending, State};

/// Wind/Watermill's commodities (FACTS §3.1 K, living rules).
pub const WATERMILL: [Commodity; 4] = [
    Commodity::Grain,
    Commodity::Cloth,
    Commodity::Wine,
    Commodity::Metal,
];

pub fn legal(s: &State, p: Pending, out: &mut Vec<Action>) {
    match p {
        Pending::Pirates { .. } => {
            out.extend(cards::pirate_targets(s).into_iter().map(Action::Raid))
        }
        Pending::CivilWar { .. } => {
            out.push(Action::CivilWarCash);
            out.push(Action::CivilWarTokens);
        }
        // One step: a normal commodity to shortage or surplus, a marked one back to normal.
        Pending::Watermill { .. } => {
            for c in WATERMILL {
                if s.market[c.index()] == 0 {
                    out.push(Action::Watermill {
                        commodity: c,
                        to: 1,
                    });
                    out.push(Action::Watermill {
                        commodity: c,
                        to: -1,
                    });
                } else {
                    out.push(Action::Watermill {
                        commodity: c,
                        to: 0,
                    });
                }
            }
            out.push(Action::Done);
        }
        Pending::Renaissance { seat } => {
            out.extend(swap_partners(s, seat).into_iter().map(Action::SwapOrder));
            out.push(Action::Done);
        }
        Pending::Protect { seat } => {
            out.extend((0..=s.players[seat as usize].cash).map(Action::Protect));
        }
    }
}

/// The seats just before and after `seat` in Order of Play that do not own Renaissance.
pub fn swap_partners(s: &State, seat: u8) -> Vec<u8> {
    let at = s.place(seat);
    let mut v = Vec::new();
    for k in [at.checked_sub(1), Some(at + 1)].into_iter().flatten() {
        if let Some(&o) = s.order.get(k) {
            let p = &s.players[o as usize];
            if !p.out() && !p.has(crate::data::adv::RENAISSANCE) {
                v.push(o);
            }
        }
    }
    v
}

/// At the start of a phase: the Renaissance owners, in order, who may still swap this turn.
pub fn open_renaissance(s: &mut State) {
    s.ren_queue = s
        .order
        .iter()
        .copied()
        .filter(|&o| {
            let p = &s.players[o as usize];
            !p.out() && p.has(crate::data::adv::RENAISSANCE) && !p.renaissance_used
        })
        .collect();
}

/// The next owner to ask, if any can still swap.
pub fn next_renaissance(s: &mut State) -> bool {
    while !s.ren_queue.is_empty() {
        let seat = s.ren_queue.remove(0);
        let p = &s.players[seat as usize];
        if !p.out() && !p.renaissance_used && !swap_partners(s, seat).is_empty() {
            s.pending = Some(Pending::Renaissance { seat });
            return true;
        }
    }
    false
}

pub fn perform(s: &mut State, p: Pending, a: &Action) {
    s.pending = None;
    match (p, a) {
        (Pending::Pirates { seat, left }, Action::Raid(q)) => {
            cards::reduce(s, *q as usize);
            if left > 1 && !cards::pirate_targets(s).is_empty() {
                s.pending = Some(Pending::Pirates {
                    seat,
                    left: left - 1,
                });
            }
        }
        // Half, rounded up as for Alchemist's Gold (the card's rounding was not found).
        (Pending::CivilWar { victim }, Action::CivilWarCash) => {
            let v = &mut s.players[victim as usize];
            let half = v.written_cash.div_ceil(2).min(v.cash);
            v.cash -= half;
        }
        (Pending::CivilWar { victim }, Action::CivilWarTokens) => {
            let v = &mut s.players[victim as usize];
            let half = v.pool.div_ceil(2);
            v.pool -= half;
            v.stock += half;
        }
        (Pending::Watermill { .. }, Action::Watermill { commodity, to }) => {
            s.market[commodity.index()] = *to;
        }
        (Pending::Protect { seat }, Action::Protect(n)) => {
            s.players[seat as usize].cash -= n;
            if let Some(last) = s.protection.last_mut() {
                *last = *n;
            }
        }
        (Pending::Renaissance { seat }, Action::SwapOrder(o)) => {
            let (a, b) = (s.place(seat), s.place(*o));
            s.order.swap(a, b);
            s.players[seat as usize].renaissance_used = true;
        }
        _ => {}
    }
}
