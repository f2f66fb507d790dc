//! What a seat cannot see, dealt anew (core's `determinize`): the order of the face-down special
//! buildings below those it has looked at, which of the unseen special buildings lie in the
//! deck, in the box or in other players' Construction Site hands, and the unrevealed supply
//! tiles. The set of unseen cards is kept; only where each lies is dealt again.

use crate::data::Bd;
use crate::state::State;
use smokestack_core::GameRng;

/// Cards that never go to the box (FACTS §5.2): they may only lie in the special deck.
fn deck_only(b: Bd) -> bool {
    matches!(b, Bd::Dunny | Bd::FootballStadium)
}

pub fn determinize(s: &State, seat: u8, rng: &mut GameRng) -> State {
    let mut d = s.clone();
    let me = seat as usize;
    let known = (d.known_top.get(me).copied().unwrap_or(0) as usize).min(d.specials.len());
    let mut pool: Vec<Bd> = d.specials[known..].to_vec();
    let deck_slots = pool.len();
    pool.extend(&d.leftover);
    for (i, p) in d.players.iter().enumerate() {
        if i != me {
            pool.extend(&p.hand);
        }
    }
    // Pooled in a fixed order, so the result depends only on the unseen set and `rng`.
    pool.sort();
    rng.shuffle(&mut pool);
    // A deck-only card dealt elsewhere trades places with a card dealt to the deck.
    for i in deck_slots..pool.len() {
        if deck_only(pool[i]) {
            let movable: Vec<usize> = (0..deck_slots).filter(|&j| !deck_only(pool[j])).collect();
            if !movable.is_empty() {
                let j = movable[rng.below(movable.len())];
                pool.swap(i, j);
            }
        }
    }
    let mut deal = pool.into_iter();
    for slot in d.specials[known..].iter_mut() {
        *slot = deal.next().unwrap_or(*slot);
    }
    for slot in d.leftover.iter_mut() {
        *slot = deal.next().unwrap_or(*slot);
    }
    for (i, p) in d.players.iter_mut().enumerate() {
        if i != me {
            for slot in p.hand.iter_mut() {
                *slot = deal.next().unwrap_or(*slot);
            }
        }
    }
    // Supply tiles: the unrevealed ones in any order.
    let hidden: Vec<usize> = (0..7).filter(|&i| !d.revealed[i]).collect();
    let mut tiles: Vec<u8> = hidden.iter().map(|&i| d.tiles[i]).collect();
    tiles.sort();
    rng.shuffle(&mut tiles);
    for (&i, t) in hidden.iter().zip(tiles) {
        d.tiles[i] = t;
    }
    d
}
