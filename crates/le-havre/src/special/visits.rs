//! Special buildings that change the turn itself (FACTS §5, §5.1): Harbour Watch (another
//! visit in someone's place), Picket Line (an offer space, then no buildings for a round of
//! turns), Construction Site (a hand card into the town, bought and visited at once), and the
//! delayed Main Station and Hotel.

use super::{finish, remove_from_game, top, work};
use crate::actions::Action;
use crate::data::{ALL, Bd, OFFERS};
use crate::state::{Phase, State, Step, Work};
use crate::turn;

pub fn has(b: Bd) -> bool {
    matches!(
        b,
        Bd::HarbourWatch | Bd::PicketLine | Bd::ConstructionSite | Bd::MainStation | Bd::Hotel
    )
}

/// Harbour Watch (014): francs paid to the displaced player per worker.
const WATCH_PER_WORKER: u32 = 1;

/// Index of a building for `Action::Choose`.
pub fn index(b: Bd) -> u8 {
    ALL.iter().position(|x| *x == b).unwrap_or(0) as u8
}

pub fn by_index(i: u8) -> Option<Bd> {
    ALL.get(i as usize).copied()
}

/// Harbour Watch targets: buildings another player's worker stands on (never Main Station or
/// Hotel, never the Harbour Watch), which `seat` could then enter and use, paying 1 franc per
/// worker there and the normal fee.
pub fn watch_targets(s: &State, seat: usize) -> Vec<Bd> {
    let mut out = Vec::new();
    for b in turn::enterable_buildings(s) {
        if matches!(b, Bd::MainStation | Bd::Hotel | Bd::HarbourWatch)
            || s.players[seat].worker == Some(b)
        {
            continue;
        }
        let others: Vec<usize> = s.occupants(b).into_iter().filter(|w| *w != seat).collect();
        if others.is_empty() {
            continue;
        }
        let price = WATCH_PER_WORKER * others.len() as u32;
        if s.players[seat].francs < price {
            continue;
        }
        // Try it: the workers gone, the francs paid, could `seat` enter?
        let mut t = s.clone();
        t.players[seat].francs -= price;
        for w in others {
            t.players[w].worker = None;
        }
        if !turn::entry_ways(&t, seat, b, false).is_empty() {
            out.push(b);
        }
    }
    out
}

/// Picket Line (044): not in the last round nor the final phase.
fn picket_allowed(s: &State) -> bool {
    s.phase == Phase::Turn && s.round < s.rounds_total()
}

pub fn usable(s: &State, seat: usize, b: Bd) -> bool {
    match b {
        Bd::HarbourWatch => !watch_targets(s, seat).is_empty(),
        Bd::PicketLine => picket_allowed(s) && s.offers.iter().any(|n| *n > 0),
        Bd::ConstructionSite => !s.players[seat].hand.is_empty(),
        // GH03, GH04: entering does nothing at once.
        Bd::MainStation | Bd::Hotel => true,
        _ => false,
    }
}

pub fn start(s: &mut State, seat: usize, b: Bd) {
    match b {
        Bd::HarbourWatch | Bd::ConstructionSite => work(s, seat, b),
        Bd::PicketLine => {
            // 044 Picket Line: this turn and the next ones, one per player, without buildings;
            // the card leaves the game; the offer space follows.
            s.picket = s.n();
            remove_from_game(s, seat, b);
            work(s, seat, b);
        }
        // GH03 Main Station: the two visits come at the start of the next turn
        // (`passive::on_turn_start`). GH04 Hotel: 3 francs when leaving for an offer space
        // (`passive::on_offer_taken`).
        _ => {}
    }
}

pub fn legal(s: &State, seat: usize, w: &Work, out: &mut Vec<Action>) {
    match w.b {
        // 014 Harbour Watch (FACTS §5): choose the occupied building.
        Bd::HarbourWatch => {
            for b in watch_targets(s, seat) {
                out.push(Action::Choose(index(b)));
            }
        }
        Bd::PicketLine => {
            for (i, n) in s.offers.iter().enumerate() {
                if *n > 0 {
                    out.push(Action::Choose(i as u8));
                }
            }
        }
        // 037 Construction Site: stage 0 pick a hand card; stage 1 buy it or not.
        Bd::ConstructionSite => {
            if w.stage == 0 {
                for i in 0..s.players[seat].hand.len() {
                    out.push(Action::Choose(i as u8));
                }
            } else {
                let card = by_index(w.count as u8);
                if card.is_some_and(|c| can_buy(s, seat, c)) {
                    out.push(Action::Choose(0));
                }
                out.push(Action::Choose(1));
            }
        }
        _ => {}
    }
}

/// May `seat` buy `b` at once (Construction Site)? Not in the final phase ([KO] 마무리 시기).
fn can_buy(s: &State, seat: usize, b: Bd) -> bool {
    s.phase == Phase::Turn
        && s.town.contains(&b)
        && b.data()
            .price
            .is_some_and(|p| s.players[seat].francs >= p as u32)
        && crate::buildings::buyable(s, b)
}

pub fn perform(s: &mut State, seat: usize, w: &Work, a: &Action) {
    match (w.b, a) {
        (Bd::HarbourWatch, Action::Choose(k)) => {
            finish(s);
            let Some(b) = by_index(*k) else { return };
            let others: Vec<usize> = s.occupants(b).into_iter().filter(|x| *x != seat).collect();
            // The visit comes after any Dive Bar fines the displaced pay.
            s.steps.push(Step::ExtraEnter {
                seat: seat as u8,
                only: Some(b),
                free: false,
            });
            for o in others {
                s.players[seat].francs -= WATCH_PER_WORKER;
                s.players[o].francs += WATCH_PER_WORKER;
                super::passive::evict(s, o, b);
            }
        }
        (Bd::PicketLine, Action::Choose(i)) => {
            finish(s);
            let i = (*i as usize).min(OFFERS.len() - 1);
            let n = std::mem::take(&mut s.offers[i]);
            match OFFERS[i].good() {
                None => s.players[seat].francs += n as u32,
                Some(g) => s.players[seat].add(g, n),
            }
            crate::buildings::on_offer_taken(s, seat, OFFERS[i]);
            crate::buildings::gained_goods(s, seat);
        }
        (Bd::ConstructionSite, Action::Choose(i)) if w.stage == 0 => {
            let hand = &mut s.players[seat].hand;
            if (*i as usize) >= hand.len() {
                return finish(s);
            }
            let card = hand.remove(*i as usize);
            // Every hand is discarded; the Construction Site leaves the game.
            for p in &mut s.players {
                let h = std::mem::take(&mut p.hand);
                s.removed.extend(h);
            }
            if let Some(t) = top(s) {
                t.stage = 1;
                t.count = index(card) as u16;
            }
            remove_from_game(s, seat, Bd::ConstructionSite);
            s.reveals += 1;
            super::passive::on_reveal(s, card);
            crate::buildings::after_stack_change(s);
            if !can_buy(s, seat, card) {
                finish(s);
                extra_visit(s, seat, card);
            }
        }
        (Bd::ConstructionSite, Action::Choose(c)) => {
            finish(s);
            let Some(card) = by_index(w.count as u8) else {
                return;
            };
            if *c == 0 && can_buy(s, seat, card) {
                turn::buy_building(s, seat, card);
            }
            extra_visit(s, seat, card);
        }
        _ => finish(s),
    }
}

/// Construction Site: one extra main action that must enter the new card, if it can be used.
fn extra_visit(s: &mut State, seat: usize, card: Bd) {
    if !turn::entry_ways(s, seat, card, false).is_empty() {
        s.steps.push(Step::ExtraEnter {
            seat: seat as u8,
            only: Some(card),
            free: false,
        });
    }
}
