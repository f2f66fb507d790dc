//! Decks, discards and the market rows.

use crate::data::{Bp, Ct, ROW};
use crate::state::State;
use smokestack_core::GameRng;

/// Top card of the blueprint deck; an empty deck first takes the shuffled discards
/// (카드 뽑기: "만약 카드 덱이 떨어지면 … 섞어서 새로운 덱").
pub fn draw(s: &mut State, rng: &mut GameRng) -> Option<Bp> {
    if s.deck.is_empty() && !s.discard.is_empty() {
        s.deck = std::mem::take(&mut s.discard);
        rng.shuffle(&mut s.deck);
    }
    let card = s.deck.pop();
    s.drawn += card.is_some() as u32;
    card
}

/// The contractor deck reshuffles its discards the same way (FACTS.md Q7, ruling C).
pub fn draw_contractor(s: &mut State, rng: &mut GameRng) -> Option<Ct> {
    if s.ct_deck.is_empty() && !s.ct_discard.is_empty() {
        s.ct_deck = std::mem::take(&mut s.ct_discard);
        rng.shuffle(&mut s.ct_deck);
    }
    s.ct_deck.pop()
}

/// Draws `n` blueprints into a seat's hand.
pub fn draw_to_hand(s: &mut State, seat: usize, n: usize, rng: &mut GameRng) {
    for _ in 0..n {
        if let Some(c) = draw(s, rng) {
            s.players[seat].add_to_hand(c);
        }
    }
}

/// Fills every empty slot of both rows, blueprints first.
pub fn refill(s: &mut State, rng: &mut GameRng) {
    for i in 0..ROW {
        if s.market[i].is_none() {
            s.market[i] = draw(s, rng);
        }
    }
    for i in 0..ROW {
        if s.contractors[i].is_none() {
            s.contractors[i] = draw_contractor(s, rng);
        }
    }
}

pub fn sweep_blueprints(s: &mut State) {
    for slot in s.market.iter_mut() {
        if let Some(c) = slot.take() {
            s.discard.push(c);
        }
    }
}

pub fn sweep_contractors(s: &mut State) {
    for slot in s.contractors.iter_mut() {
        if let Some(c) = slot.take() {
            s.ct_discard.push(c);
        }
    }
}
