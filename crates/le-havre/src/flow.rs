//! Who acts and what they may do: pending steps first (payments, building choices), then the
//! turn itself; after every action the game moves on as far as it can without a decision.

use crate::actions::Action;
use crate::state::{Phase, State, Step, Why};
use crate::{buildings, pay, round, turn};

pub fn legal(s: &State, seat: usize, out: &mut Vec<Action>) {
    if s.acting() != Some(seat as u8) {
        return;
    }
    match s.steps.last() {
        Some(Step::Pay { .. }) => {
            pay::legal(s, seat, out);
            turn::legal_sell(s, seat, out);
            // Repaying while a payment is owed would only feed the next loan — except before
            // interest, which a repaid loan escapes ([KO] 대출 갚기).
            if !matches!(
                s.steps.last(),
                Some(Step::Pay {
                    why: Why::Interest,
                    ..
                })
            ) {
                out.retain(|a| *a != Action::Repay);
            }
        }
        Some(Step::Work { work, .. }) => {
            let w = work.clone();
            buildings::work_legal(s, seat, &w, out);
            if out.is_empty() {
                // The fee (or a sale) spent what the action needed: the visit ends empty-handed.
                out.push(Action::Done);
            }
            turn::legal_sell(s, seat, out);
        }
        Some(Step::ExtraEnter { only, free, .. }) => {
            for b in turn::enterable_buildings(s) {
                if only.is_none_or(|o| o == b) {
                    for w in turn::entry_ways(s, seat, b, *free) {
                        out.push(Action::Enter(b, w));
                    }
                }
            }
            if out.is_empty() {
                out.push(Action::Done);
            }
        }
        None => turn::legal(s, seat, out),
    }
}

pub fn perform(s: &mut State, seat: usize, a: &Action) {
    buildings::before_action(s);
    // Trading actions work the same whatever is pending.
    match a {
        Action::Sell(b) => return turn::sell(s, seat, *b),
        Action::SellShip(c) => return turn::sell_ship(s, seat, *c),
        Action::Repay => return turn::repay(s, seat),
        Action::BuyBuilding(b) => return turn::buy_building(s, seat, *b),
        Action::BuyShip(t) => return turn::buy_ship(s, seat, *t),
        _ => {}
    }
    match s.steps.last().cloned() {
        Some(Step::Pay { .. }) => pay::perform(s, seat, a),
        Some(Step::Work { work, .. }) => buildings::work_perform(s, seat, &work, a),
        Some(Step::ExtraEnter { free, .. }) => {
            s.steps.pop();
            if let Action::Enter(b, way) = a {
                let way = if free {
                    crate::actions::FeeWay::None
                } else {
                    *way
                };
                turn::enter(s, seat, *b, way, false);
            }
        }
        None => match a {
            Action::TakeOffer(i) => turn::take_offer(s, seat, *i as usize),
            Action::Enter(b, way) => turn::enter(s, seat, *b, *way, true),
            Action::EndTurn => turn::end_turn(s),
            _ => {}
        },
    }
}

/// Moves the game on while nobody owes a decision: after feeding comes the rest of the round end.
pub fn settle(s: &mut State) {
    while s.steps.is_empty() && s.phase == Phase::Feeding {
        round::finish_round(s);
    }
}

/// Is a loan being forced on this payment (for descriptions and bots)?
pub fn paying_for(s: &State) -> Option<Why> {
    match s.steps.last() {
        Some(Step::Pay { why, .. }) => Some(*why),
        _ => None,
    }
}
