//! Decisions asked for in the middle of a phase (`state::Pending`).

use crate::actions::Action;
use crate::cards;
use crate::data::Commodity;
use crate::expansion;
use crate::state::{Pending, State};
use smokestack_core::GameRng;

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
        // Declare Cathedral, or let the dice decide.
        Pending::Defend { .. } => {
            out.push(Action::DefendWithCathedral);
            out.push(Action::Done);
        }
        Pending::SwapVictim { among, .. } => {
            out.extend(
                (0..6u8)
                    .filter(|&o| among & (1 << o) != 0)
                    .map(Action::SwapWith),
            );
            out.push(Action::Done);
        }
        // War! lost: every supportable marker; ceding is not optional.
        Pending::Cede { seat, winner, .. } => out.extend(
            crate::war::cede_legal(s, seat, winner)
                .into_iter()
                .map(Action::Cede),
        ),
        Pending::Swap { seat, .. } => {
            let mut seen = Vec::new();
            for &c in &s.players[seat as usize].hand {
                if !seen.contains(&c) {
                    seen.push(c);
                    out.push(Action::GiveCard(c));
                }
            }
            out.push(Action::Done);
        }
    }
}

/// The card swap (FACTS §3.1 N living, J original): the winner gives the chosen card and takes
/// one of the loser's at random. The original Wind/Watermill first pays expansion tokens equal
/// to the market size and needs a d6 at most the size.
fn swap(s: &mut State, seat: usize, victim: usize, p: u8, card: u8, rng: &mut GameRng) {
    s.players[seat].swap_used = true;
    if !s.rules().living() {
        let size = crate::data::data().provinces[p as usize].size;
        let pl = &mut s.players[seat];
        pl.pool -= size;
        pl.stock += size;
        if rng.die() > size {
            return;
        }
    }
    let hand = &s.players[victim].hand;
    let taken = hand[rng.below(hand.len())];
    let h = &mut s.players[victim].hand;
    if let Some(k) = h.iter().position(|&x| x == taken) {
        h.remove(k);
    }
    let h = &mut s.players[seat].hand;
    if let Some(k) = h.iter().position(|&x| x == card) {
        h.remove(k);
    }
    s.players[seat].hand.push(taken);
    s.players[victim].hand.push(card);
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

pub fn perform(s: &mut State, p: Pending, a: &Action, rng: &mut GameRng) {
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
        (
            Pending::Defend {
                seat,
                attacker,
                province,
            },
            _,
        ) => {
            let declared = *a == Action::DefendWithCathedral;
            if declared {
                s.cathedral_used.push((seat, attacker));
            } else if let Some(next) =
                expansion::next_cathedral_defender(s, attacker as usize, province, Some(seat))
            {
                // Another defender may still declare it.
                s.pending = Some(Pending::Defend {
                    seat: next,
                    attacker,
                    province,
                });
                return;
            }
            expansion::resolve(
                s,
                attacker as usize,
                province,
                rng,
                declared.then_some(false),
            );
        }
        (
            Pending::Swap {
                seat,
                victim,
                province,
            },
            Action::GiveCard(c),
        ) => swap(s, seat as usize, victim as usize, province, *c, rng),
        (Pending::SwapVictim { seat, province, .. }, Action::SwapWith(v)) => {
            s.pending = Some(Pending::Swap {
                seat,
                victim: *v,
                province,
            });
        }
        (Pending::Cede { seat, winner, left }, Action::Cede(q)) => {
            crate::war::cede(s, seat as usize, winner as usize, *q);
            if left > 1 && !crate::war::cede_legal(s, seat, winner).is_empty() {
                s.pending = Some(Pending::Cede {
                    seat,
                    winner,
                    left: left - 1,
                });
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
