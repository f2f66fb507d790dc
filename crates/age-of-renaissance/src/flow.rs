//! The turn's phases in order (FACTS §5.1): this moves the game on through every step no one
//! decides, until a seat must act.
//!
//! Original and living rules put the Order-of-Play bid at the end of a turn or at the start of
//! the next (FACTS §6 #1); both come after the Income phase's roll and before the Draw Cards
//! phase, so the sequence played is the same.

use crate::state::{Pending, Phase, State};
use crate::{bids, cards, expansion, income, pending, setup, war};
use smokestack_core::GameRng;

pub fn advance(s: &mut State, rng: &mut GameRng) {
    loop {
        if s.pending.is_some() || pending::next_renaissance(s) {
            return;
        }
        // PROVISIONAL third end condition (FACTS §5.8): one player left outside Chaos.
        if s.phase != Phase::Over && s.turn >= 1 && s.alive_count() <= 1 {
            s.phase = Phase::Over;
        }
        match s.phase {
            Phase::Return => {
                if s.players.iter().all(|p| p.hand.len() < 3) {
                    setup::after_return(s, rng);
                    s.phase = Phase::CapitalBid;
                    continue;
                }
                return;
            }
            Phase::CapitalBid => {
                if bids::capital_all_in(s) {
                    bids::capital_resolve(s, rng);
                    start_turn(s, rng);
                    continue;
                }
                return;
            }
            Phase::OrderBid => {
                if bids::order_all_in(s) {
                    bids::order_resolve(s);
                    s.phase = Phase::BuyOff;
                    s.cursor = 0;
                    pending::open_renaissance(s);
                    continue;
                }
                return;
            }
            Phase::BuyOff => {
                let first = s.order[0] as usize;
                if s.cursor == 0 {
                    if s.market.iter().any(|&m| m != 0) && !s.players[first].out() {
                        return;
                    }
                    s.cursor = 1;
                }
                if s.cursor == 1 {
                    s.cursor = 2;
                    // Living rules: the last-in-order Wind/Watermill owner adjusts one
                    // commodity after the buy-off (FACTS §3.1 K, §6 #3).
                    if s.rules().living()
                        && let Some(&owner) = s.order.iter().rev().find(|&&p| {
                            let p = &s.players[p as usize];
                            !p.out() && p.has(s.watermill())
                        })
                    {
                        s.pending = Some(Pending::Watermill { seat: owner });
                        continue;
                    }
                }
                cards::draw_phase(s, rng);
                s.phase = Phase::BuyCard;
                s.cursor = 0;
                pending::open_renaissance(s);
            }
            Phase::BuyCard => {
                if !seek(s, |s, p| {
                    let mut v = Vec::new();
                    cards::buy_card_legal(s, p, &mut v);
                    !v.is_empty()
                }) {
                    s.phase = Phase::PlayCards;
                    s.cursor = 0;
                    s.passes = 0;
                    pending::open_renaissance(s);
                    continue;
                }
                return;
            }
            Phase::PlayCards => {
                let alive = s.alive_count() as u8;
                if s.passes >= alive {
                    // A tied War! lasts only this Play Cards phase (FACTS §4.0).
                    s.war = None;
                    s.phase = Phase::Purchase;
                    s.cursor = 0;
                    pending::open_renaissance(s);
                    continue;
                }
                // A seat with no cards passes at once; one holding only misery burdens passes by
                // its own action (whether a card is playable is hidden from the others).
                // A tied War! is rolled again when a later round begins (FACTS §4.0).
                if s.war.is_some_and(|w| w.due) {
                    war::battle(s, rng);
                    continue;
                }
                let seat = s.order[s.cursor] as usize;
                if s.players[seat].out() || s.players[seat].hand.is_empty() {
                    if !s.players[seat].out() {
                        s.passes += 1;
                    }
                    war::next_seat(s);
                    continue;
                }
                return;
            }
            Phase::Purchase => {
                if !seek(s, |_, _| true) {
                    s.phase = Phase::Expansion;
                    s.cursor = 0;
                    // The Civil War victim goes last (FACTS §4.0).
                    if let Some(v) = s.civil_war {
                        s.order.retain(|&x| x != v);
                        s.order.push(v);
                    }
                    expansion::holy_indulgence(s);
                    // Renaissance may be used after the Civil War move (FACTS §5.3).
                    pending::open_renaissance(s);
                    continue;
                }
                return;
            }
            Phase::Expansion => {
                if !seek(s, |_, _| true) {
                    income::income(s, rng);
                    if s.last_turn || cards::deck_spent(s) {
                        s.phase = Phase::FinalPlay;
                        s.cursor = 0;
                    } else {
                        start_turn(s, rng);
                    }
                    continue;
                }
                return;
            }
            Phase::FinalPlay => {
                if !seek(s, |s, p| !s.players[p].hand.is_empty()) {
                    s.phase = Phase::Over;
                }
                return;
            }
            Phase::Over => return,
        }
    }
}

/// Moves `cursor` to the next seat in order (from where it is) that is in the game and has
/// something to decide; false when none is left.
fn seek(s: &mut State, wants: impl Fn(&State, usize) -> bool) -> bool {
    while s.cursor < s.order.len() {
        let seat = s.order[s.cursor] as usize;
        if !s.players[seat].out() && wants(s, seat) {
            return true;
        }
        s.cursor += 1;
    }
    false
}

/// A new turn: what lasted a turn ends; the Order-of-Play bid opens.
fn start_turn(s: &mut State, rng: &mut GameRng) {
    s.turn += 1;
    // Living rules, 5–6 players: the withheld cards join the deck at the start of turn 2
    // (PROVISIONAL, FACTS §4.4).
    if s.turn == 2 && !s.withheld.is_empty() {
        s.deck.append(&mut s.withheld);
        rng.shuffle(&mut s.deck);
    }
    s.leaders.clear();
    s.claims.clear();
    s.protection.clear();
    s.cathedral_used.clear();
    s.civil_war = None;
    s.ren_queue.clear();
    s.arms.clear();
    s.immune.clear();
    s.papal_ban = None;
    s.crusades_now = false;
    s.strife_now = false;
    s.expansion_cards = 0;
    s.passes = 0;
    for p in &mut s.players {
        p.bought_now = 0;
        p.ship_bought = false;
        p.relief_taken = 0;
        p.mr_left = 0;
        p.extra_card = false;
        p.discarded = false;
        p.expansion_card = false;
        p.order_bid = None;
        p.renaissance_used = false;
        p.swap_used = false;
    }
    s.phase = Phase::OrderBid;
    s.cursor = 0;
}
