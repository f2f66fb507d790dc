//! The market phase (시장 단계): in turn order from the first player, each seat takes exactly one
//! blueprint or hires one contractor, with an optional row refresh once a turn.

use crate::actions::Action;
use crate::data::Ct;
use crate::decks;
use crate::state::{Gift, Pending, Phase, Res, Row, State};
use crate::work;
use smokestack_core::{Applied, GameRng};

pub fn legal(s: &State, seat: usize, out: &mut Vec<Action>) {
    let Phase::Market {
        refreshed, picked, ..
    } = s.phase
    else {
        return;
    };
    let p = &s.players[seat];
    if let Some(Pending::Gift(_)) = p.pending {
        for o in 0..s.seats() {
            if o as usize != seat {
                out.push(Action::GiveTo { seat: o });
            }
        }
        return;
    }
    if !refreshed && (!picked || s.options.refresh_after_pick) {
        for row in [Row::Blueprints, Row::Contractors] {
            for pay in [Res::Metal, Res::Energy] {
                let have = if pay == Res::Metal { p.metal } else { p.energy };
                if have >= 1 {
                    out.push(Action::Refresh { row, pay });
                }
            }
        }
    }
    if picked {
        out.push(Action::EndTurn);
        return;
    }
    let before = out.len();
    for (slot, card) in s.market.iter().enumerate() {
        if card.is_some() {
            out.push(Action::TakeBlueprint { slot: slot as u8 });
        }
    }
    for (slot, ct) in s.contractors.iter().enumerate() {
        let Some(ct) = ct else { continue };
        if p.energy < ct.data().extra_energy as u16 {
            continue;
        }
        let tool = s.tools[slot];
        let mut last = None;
        for &c in &p.hand {
            if c.tool() == tool && last != Some(c) {
                out.push(Action::Hire {
                    slot: slot as u8,
                    discard: c,
                });
                last = Some(c);
            }
        }
    }
    // "Exactly one" pick, but with an empty market and no matching card there is none to make:
    // then the seat may still refresh a row, or pass.
    if out.len() == before {
        out.push(Action::Pass);
    }
}

pub fn perform(s: &mut State, seat: usize, a: &Action, rng: &mut GameRng) -> Applied {
    let Phase::Market {
        turn,
        refreshed,
        picked,
    } = s.phase
    else {
        return Applied::FREE;
    };
    match *a {
        Action::Refresh { row, pay } => {
            let p = &mut s.players[seat];
            match pay {
                Res::Metal => p.metal -= 1,
                Res::Energy => p.energy -= 1,
            }
            match row {
                Row::Blueprints => decks::sweep_blueprints(s),
                Row::Contractors => decks::sweep_contractors(s),
            }
            decks::refill(s, rng);
            s.phase = Phase::Market {
                turn,
                refreshed: true,
                picked,
            };
            if picked {
                return end_turn(s, rng);
            }
            Applied::COMMIT
        }
        Action::TakeBlueprint { slot } => {
            if let Some(card) = s.market[slot as usize].take() {
                s.players[seat].add_to_hand(card);
            }
            decks::refill(s, rng);
            after_pick(s, seat, refreshed, rng)
        }
        Action::Hire { slot, discard } => {
            let slot = slot as usize;
            let Some(ct) = s.contractors[slot].take() else {
                return Applied::FREE;
            };
            s.players[seat].take_from_hand(discard);
            s.discard.push(discard);
            s.players[seat].energy -= ct.data().extra_energy as u16;
            s.ct_discard.push(ct);
            hire(s, seat, ct, rng);
            decks::refill(s, rng);
            if s.players[seat].pending.is_some() {
                s.phase = Phase::Market {
                    turn,
                    refreshed,
                    picked: true,
                };
                return Applied::COMMIT;
            }
            after_pick(s, seat, refreshed, rng)
        }
        Action::GiveTo { seat: to } => {
            let Some(Pending::Gift(gift)) = s.players[seat].pending.take() else {
                return Applied::FREE;
            };
            give(s, to as usize, gift, rng);
            after_pick(s, seat, refreshed, rng)
        }
        Action::EndTurn | Action::Pass => end_turn(s, rng),
        _ => Applied::FREE,
    }
}

/// The pick is made: the turn ends unless a refresh after it is still allowed and affordable.
fn after_pick(s: &mut State, seat: usize, refreshed: bool, rng: &mut GameRng) -> Applied {
    let Phase::Market { turn, .. } = s.phase else {
        return Applied::COMMIT;
    };
    let can_refresh = !refreshed && s.options.refresh_after_pick && s.players[seat].resources() > 0;
    if can_refresh {
        s.phase = Phase::Market {
            turn,
            refreshed,
            picked: true,
        };
        Applied::COMMIT
    } else {
        end_turn(s, rng)
    }
}

fn end_turn(s: &mut State, rng: &mut GameRng) -> Applied {
    let Phase::Market { turn, .. } = s.phase else {
        return Applied::COMMIT;
    };
    if turn + 1 < s.seats() {
        s.phase = Phase::Market {
            turn: turn + 1,
            refreshed: false,
            picked: false,
        };
    } else {
        work::start(s, rng);
    }
    Applied::COMMIT
}

/// A contractor's effect (부록, 계약 직원). Gifts to "an opponent you choose" wait for the
/// choice when there are several opponents, go to the only one in a 2-player game, and are
/// ignored in solo (솔로 규칙, 중요).
fn hire(s: &mut State, seat: usize, ct: Ct, rng: &mut GameRng) {
    let gift = match ct {
        Ct::Architect => {
            decks::draw_to_hand(s, seat, 3, rng);
            Some(Gift::Blueprint)
        }
        Ct::Electrician => {
            s.players[seat].energy += 5;
            Some(Gift::Energy)
        }
        Ct::Miner => {
            s.players[seat].metal += 3;
            Some(Gift::Metal)
        }
        Ct::Investor => {
            // The drawn card stays in hand; its printed cost is gained, no discount, no cap.
            if let Some(c) = decks::draw(s, rng) {
                let d = c.data();
                let p = &mut s.players[seat];
                p.metal += d.metal as u16;
                p.energy += d.energy as u16;
                p.add_to_hand(c);
            }
            None
        }
        Ct::Engineer => {
            engineer(s, seat, rng);
            None
        }
        Ct::Foreman => {
            s.players[seat].foreman = true;
            None
        }
        Ct::HiredHands => {
            s.players[seat].hired_hands = true;
            None
        }
        Ct::Specialist => {
            s.players[seat].specialist += 1;
            None
        }
    };
    let Some(gift) = gift else { return };
    match s.seats() {
        1 => {}
        2 => give(s, 1 - seat, gift, rng),
        _ => s.players[seat].pending = Some(Pending::Gift(gift)),
    }
}

fn give(s: &mut State, to: usize, gift: Gift, rng: &mut GameRng) {
    match gift {
        Gift::Blueprint => decks::draw_to_hand(s, to, 1, rng),
        Gift::Energy => s.players[to].energy += 1,
        Gift::Metal => s.players[to].metal += 1,
    }
}

/// Engineer: draw until a card can be built, and build it for free; an unbuildable card is
/// discarded. Stops when both deck and discards are exhausted.
fn engineer(s: &mut State, seat: usize, rng: &mut GameRng) {
    let mut seen = 0;
    let total = s.deck.len() + s.discard.len();
    while seen <= total {
        let Some(c) = decks::draw(s, rng) else { return };
        seen += 1;
        if work::name_allows(&s.players[seat], c) {
            work::place_in_compound(s, seat, c);
            return;
        }
        s.discard.push(c);
    }
}
