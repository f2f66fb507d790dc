//! The game's course (rulebook "게임 진행"): setup choices, rounds of turns, production, the
//! preparation of the next round and the era's end (FACTS.md §5.3). Automatic steps run at once;
//! the game stops only where a seat decides.

use crate::actions::Action;
use crate::cards;
use crate::data::{Card, data};
use crate::market;
use crate::production;
use crate::setup;
use crate::solo;
use crate::state::*;
use crate::turn;
use smokestack_core::GameRng;

/// The seat that decides now, if any.
pub fn to_act(s: &State) -> Option<u8> {
    let n = s.seats();
    match s.phase {
        Phase::Draft { pick } => Some(if pick < n { pick } else { 2 * n - 1 - pick }),
        Phase::StartBonus { pick } => Some(n - 1 - pick),
        Phase::Prebuy { pick, .. } => Some(pick),
        Phase::Turn { turn, .. } | Phase::Production { turn, .. } => Some(s.nth(turn)),
        Phase::Tie { holder, .. } => Some(holder),
        Phase::RoundEnd { chooser, .. } => {
            chooser.or_else(|| businessman_holder(s).map(|i| i as u8))
        }
        Phase::Over => None,
    }
}

fn businessman_holder(s: &State) -> Option<usize> {
    s.players
        .iter()
        .position(|p| !p.bankrupt && p.holds(Card::Businessman))
}

pub fn legal(s: &State, seat: u8) -> Vec<Action> {
    let mut out = Vec::new();
    if to_act(s) != Some(seat) {
        return out;
    }
    let i = seat as usize;
    let p = &s.players[i];
    match s.phase {
        Phase::Draft { .. } => {
            for g in 0..4u8 {
                if !p.factories[g as usize].open {
                    out.push(Action::PickFactory { good: g });
                }
            }
        }
        Phase::StartBonus { .. } => {
            // Step 6: one development point or one development card (FACTS §11 #4).
            for t in 0..6 {
                if cards::can_point(s, i, t, false) {
                    out.push(Action::DevPoint { track: t as u8 });
                }
            }
            for c in Card::ALL {
                if cards::can_take(s, i, c) {
                    if c == Card::Supervisor {
                        for g in 0..4u8 {
                            if p.factories[g as usize].open {
                                out.push(Action::TakeSupervisor { good: g });
                            }
                        }
                    } else {
                        out.push(Action::TakeCard { card: c });
                    }
                }
            }
        }
        Phase::Prebuy { bought, .. } => {
            let d = data();
            if bought < d.prebuy_max_shares && p.money >= d.prebuy_share_price {
                out.push(Action::Prebuy);
            }
            out.push(Action::Done);
        }
        Phase::Turn { step, .. } => turn::legal(s, i, step, &mut out),
        Phase::Production {
            decided, out: o, ..
        } => {
            if !decided {
                out.push(Action::Overtime);
                out.push(Action::Done);
            } else {
                production::legal(s, i, o, &mut out);
            }
        }
        Phase::Tie { .. } => {
            out.push(Action::BreakTie);
            out.push(Action::Done);
        }
        Phase::RoundEnd { chooser, .. } => match chooser {
            Some(_) if s.solo.is_some() => {
                out.push(Action::ChooseStart { seat: 0 });
                out.push(Action::ChooseStart { seat: 1 });
            }
            Some(_) => {
                for (k, q) in s.players.iter().enumerate() {
                    if !q.bankrupt {
                        out.push(Action::ChooseStart { seat: k as u8 });
                    }
                }
            }
            None => {
                out.push(Action::UseBusinessman);
                out.push(Action::Done);
            }
        },
        Phase::Over => {}
    }
    out
}

pub fn perform(s: &mut State, seat: u8, a: Action, rng: &mut GameRng) {
    let i = seat as usize;
    let n = s.seats();
    match s.phase.clone() {
        Phase::Draft { pick } => {
            if let Action::PickFactory { good } = a {
                setup::open_start_factory(s, i, good);
            }
            let pick = pick + 1;
            if s.solo.is_some() && pick == 1 {
                // Solo B between your two choices: the automa's markers and the market.
                setup::solo_automa_factories(s, rng);
            }
            s.phase = if pick < 2 * n {
                Phase::Draft { pick }
            } else {
                Phase::StartBonus { pick: 0 }
            };
        }
        Phase::StartBonus { pick } => {
            develop_choice(s, i, a);
            s.discarded = 0;
            s.phase = if pick + 1 < n {
                Phase::StartBonus { pick: pick + 1 }
            } else if s.options.prebuy {
                Phase::Prebuy { pick: 0, bought: 0 }
            } else {
                return begin_round(s, rng);
            };
        }
        Phase::Prebuy { pick, bought } => {
            if a == Action::Prebuy {
                let price = data().prebuy_share_price;
                let p = &mut s.players[i];
                p.money -= price;
                p.shares += 1;
                p.bought += 1;
                if bought + 1 == data().prebuy_max_shares {
                    p.record.prebuy_all = true;
                }
                s.phase = Phase::Prebuy {
                    pick,
                    bought: bought + 1,
                };
            } else if pick + 1 < n {
                s.phase = Phase::Prebuy {
                    pick: pick + 1,
                    bought: 0,
                };
            } else {
                begin_round(s, rng);
            }
        }
        Phase::Turn { turn: t, step } => {
            let action_step = !matches!(
                step,
                Step::Choose
                    | Step::Price
                    | Step::Develop { .. }
                    | Step::Broker { .. }
                    | Step::Inventor { .. }
            );
            let pending_goods = matches!(step, Step::Extra { pending, .. } if pending > 0);
            let next = if a == Action::Done && pending_goods {
                // The goods not stored are lost; on with the action.
                match step {
                    Step::Extra { used, overtime, .. } => Some(Step::Extra {
                        used,
                        overtime,
                        pending: 0,
                        good: 0,
                    }),
                    _ => None,
                }
            } else if a == Action::Done {
                if action_step {
                    Some(turn::after_action(s, i))
                } else {
                    None
                }
            } else {
                let next = turn::perform(s, i, step, a);
                if next.is_none() && action_step {
                    Some(turn::after_action(s, i))
                } else {
                    next
                }
            };
            match next {
                Some(step) if !s.players[i].bankrupt => {
                    s.phase = Phase::Turn { turn: t, step };
                }
                _ => end_turn(s, t, rng),
            }
        }
        Phase::Production {
            turn: t,
            decided,
            out,
            sold,
        } => {
            if !decided {
                let o = production::sell(s, i, a == Action::Overtime);
                s.phase = Phase::Production {
                    turn: t,
                    decided: true,
                    out: o,
                    sold,
                };
                return settle_production(s, rng);
            }
            let o = match a {
                Action::SellStored => production::sell_stored(s, i, out),
                Action::Store { warehouse } => production::store(s, i, warehouse, out),
                Action::Ship => production::ship(s, i, out),
                _ => {
                    finish_seat(s, i, t, out, sold);
                    return settle_production(s, rng);
                }
            };
            s.phase = Phase::Production {
                turn: t,
                decided: true,
                out: o,
                sold,
            };
            settle_production(s, rng);
        }
        Phase::Tie { sold, .. } => {
            production::finish(s, sold, a == Action::BreakTie);
            settle_round_end(s, rng);
        }
        Phase::RoundEnd { chooser, advanced } => match (chooser, a) {
            (None, Action::UseBusinessman) => {
                cards::discard(s, i, Card::Businessman);
                s.discarded = 0;
                s.phase = Phase::RoundEnd {
                    chooser: Some(seat),
                    advanced: false,
                };
            }
            (None, _) => next_round(s, rng, false),
            (Some(_), Action::ChooseStart { seat: chosen }) => {
                if let Some(solo) = s.solo.as_mut() {
                    solo.after = chosen == 1;
                } else {
                    s.start = chosen;
                }
                if advanced {
                    begin_round(s, rng);
                } else {
                    next_round(s, rng, true);
                }
            }
            _ => {}
        },
        Phase::Over => {}
    }
}

/// Step c's choices shared with the start bonus.
fn develop_choice(s: &mut State, i: usize, a: Action) {
    match a {
        Action::DevPoint { track } => cards::point(s, i, track as usize),
        Action::TakeCard { card } => cards::take(s, i, card),
        Action::TakeSupervisor { good } => {
            cards::take(s, i, Card::Supervisor);
            s.players[i].supervisor_at = good;
        }
        _ => {}
    }
}

/// The first seat at or after `from` (clockwise) still in the game.
fn next_active(s: &State, from: u8) -> u8 {
    let n = s.seats();
    (0..n)
        .map(|k| (from + k) % n)
        .find(|&k| !s.players[k as usize].bankrupt)
        .unwrap_or(from % n)
}

fn all_out(s: &State) -> bool {
    s.players.iter().all(|p| p.bankrupt)
}

/// A new round: solo automa first if the Businessman said so; then the first turn.
fn begin_round(s: &mut State, rng: &mut GameRng) {
    s.discarded = 0;
    if let Some(solo) = s.solo.as_mut() {
        solo.automa_done = false;
        if solo.after {
            solo::automa_turn(s, rng);
        }
    }
    s.phase = Phase::Turn {
        turn: 0,
        step: Step::Choose,
    };
    skip_out_turns(s, rng);
}

/// Turns of bankrupt seats are skipped.
fn skip_out_turns(s: &mut State, rng: &mut GameRng) {
    if all_out(s) {
        s.phase = Phase::Over;
        return;
    }
    if let Phase::Turn { turn, .. } = s.phase
        && s.players[s.nth(turn) as usize].bankrupt
    {
        end_turn(s, turn, rng);
    }
}

/// After step c: the next seat's turn, or (solo: the automa's turn, then) production.
fn end_turn(s: &mut State, t: u8, rng: &mut GameRng) {
    s.discarded = 0;
    if all_out(s) {
        s.phase = Phase::Over;
        return;
    }
    if t + 1 < s.seats() {
        s.phase = Phase::Turn {
            turn: t + 1,
            step: Step::Choose,
        };
        return skip_out_turns(s, rng);
    }
    if s.solo.as_ref().is_some_and(|solo| !solo.automa_done) {
        solo::automa_turn(s, rng);
    }
    s.phase = Phase::Production {
        turn: 0,
        decided: false,
        out: Output::default(),
        sold: [0; 4],
    };
    settle_production(s, rng);
}

/// Resolve production as far as no choice is needed: seats that do not produce are passed,
/// Overtime is asked only of its holder, store/ship only with goods left and a way to use them.
fn settle_production(s: &mut State, rng: &mut GameRng) {
    loop {
        let Phase::Production {
            turn: t,
            decided,
            out,
            sold,
        } = s.phase
        else {
            return;
        };
        if t >= s.seats() {
            if let Some(holder) = production::tie_breaker(s, sold) {
                s.phase = Phase::Tie { holder, sold };
                return;
            }
            production::finish(s, sold, false);
            return settle_round_end(s, rng);
        }
        let i = s.nth(t) as usize;
        if !production::produces(s, i) {
            s.phase = Phase::Production {
                turn: t + 1,
                decided: false,
                out: Output::default(),
                sold,
            };
            continue;
        }
        if !decided {
            if s.players[i].holds(Card::Overtime) {
                return;
            }
            let o = production::sell(s, i, false);
            s.phase = Phase::Production {
                turn: t,
                decided: true,
                out: o,
                sold,
            };
            continue;
        }
        let mut moves = Vec::new();
        production::legal(s, i, out, &mut moves);
        if moves.len() > 1 {
            return;
        }
        finish_seat(s, i, t, out, sold);
    }
}

/// c. costs, then on to the next seat.
fn finish_seat(s: &mut State, i: usize, t: u8, out: Output, mut sold: [u8; 4]) {
    production::pay_costs(s, i);
    sold[i] = out.sold;
    s.phase = Phase::Production {
        turn: t + 1,
        decided: false,
        out: Output::default(),
        sold,
    };
}

/// §5.3: the Businessman's holder is asked first (its one-shot use), else the round ends.
fn settle_round_end(s: &mut State, rng: &mut GameRng) {
    let last = s.era == 3 && s.round == 4;
    if last || all_out(s) {
        s.phase = Phase::Over;
        return;
    }
    if businessman_holder(s).is_some() {
        s.phase = Phase::RoundEnd {
            chooser: None,
            advanced: false,
        };
        return;
    }
    next_round(s, rng, false);
}

/// §5.3: next round (start player card clockwise) or, after round 4, the era's end: round
/// marker back, era marker on, once-per-era cards reactivated, the lowest share value × shares
/// chooses the start player (ties: least money, then closest clockwise after the last start
/// player), the 2-player neutral moves up 1, solo markers back in the bag.
fn next_round(s: &mut State, rng: &mut GameRng, chosen: bool) {
    if s.round < 4 {
        s.round += 1;
        if !chosen && s.solo.is_none() {
            s.start = next_active(s, s.start + 1);
        }
        if !chosen && let Some(solo) = s.solo.as_mut() {
            solo.after = false;
        }
        return begin_round(s, rng);
    }
    s.round = 1;
    s.era += 1;
    for p in s.players.iter_mut() {
        p.used = 0;
    }
    if let Some(mut neutral) = s.neutral {
        let step = data().neutral_era_step;
        for g in 0..4u8 {
            let from = neutral[g as usize];
            let to = (from + step).min(data().appeal_max);
            neutral[g as usize] = to;
            market::move_marker(s, g, from, to, true);
        }
        s.neutral = Some(neutral);
    }
    solo::refill(s);
    if !chosen {
        if let Some(solo) = s.solo.as_mut() {
            solo.after = false;
        } else {
            let lowest = lowest_chooser(s);
            s.phase = Phase::RoundEnd {
                chooser: Some(lowest),
                advanced: true,
            };
            // The chooser's decision restarts the round via `ChooseStart`.
            return;
        }
    }
    begin_round(s, rng);
}

/// §5.3 d: who chooses the new start player at an era's end.
pub fn lowest_chooser(s: &State) -> u8 {
    let n = s.seats();
    let prev = s.start;
    (0..n)
        .filter(|&k| !s.players[k as usize].bankrupt)
        .min_by_key(|&k| {
            let p = &s.players[k as usize];
            let distance = (k + n - prev) % n;
            let distance = if distance == 0 { n } else { distance };
            (p.share_value as u32 * p.shares as u32, p.money, distance)
        })
        .unwrap_or(0)
}
