//! Development cards and tracks (rulebook "개발", "개발 카드"; FACTS.md §8, §9): taking,
//! discarding, the hand limit, the no-duplicate rule and the expert era limits.

use crate::data::{self, Card, data};
use crate::state::*;

/// §8.2 (expert era limits, PROVISIONAL eras): may `track` go to level index `to` now?
/// Trade Office, Workshop, Patent and Engineer lift the limit of their track while held.
pub fn era_allows(s: &State, seat: usize, track: usize, to: u8) -> bool {
    if !s.options.era_limits {
        return true;
    }
    let Some(lifted_by) = lifted_by(track) else {
        return true;
    };
    s.players[seat].holds(lifted_by) || s.era >= data().era_limit_eras[to as usize]
}

/// §8.2: the card that lifts the era limit of `track` while held; `None` for the tracks the
/// limit does not bind (development cards, share trading).
pub fn lifted_by(track: usize) -> Option<Card> {
    match track {
        data::QUALITY => Some(Card::Engineer),
        data::DISTRIBUTION => Some(Card::Patent),
        data::MACHINES => Some(Card::Workshop),
        data::SHIPPING => Some(Card::TradeOffice),
        _ => None,
    }
}

/// "개발": one development point moves a marker up one level (levels 1..3).
pub fn can_point(s: &State, seat: usize, track: usize, ignore_era: bool) -> bool {
    let lv = s.players[seat].dev[track];
    lv < 2 && (ignore_era || era_allows(s, seat, track, lv + 1))
}

pub fn point(s: &mut State, seat: usize, track: usize) {
    let p = &mut s.players[seat];
    p.dev[track] += 1;
    if track == data::TRADING {
        p.record.upgraded_trading = true;
    }
}

/// Is a copy of `c` there for the seat to take: in the supply, or (solo) on a grid card no
/// money marker covers (§10.1 step 3)?
pub fn available(s: &State, c: Card) -> bool {
    copies_free(s.solo.as_ref(), &s.supply, c) > 0
}

/// The copies of `c` free to take: in the general supply, or (solo) on grid cards no money
/// marker covers (§10.1 step 3).
pub fn copies_free(solo: Option<&Solo>, supply: &[u8; 16], c: Card) -> usize {
    match solo {
        None => supply[c as usize] as usize,
        Some(solo) => solo
            .grid
            .iter()
            .enumerate()
            .filter(|(i, g)| **g == Some(c) && !solo.markers.contains(&(*i as u8)))
            .count(),
    }
}

/// §9.1: hand limit (development-card level), never two of a type, not one discarded this turn.
pub fn can_take(s: &State, seat: usize, c: Card) -> bool {
    let p = &s.players[seat];
    available(s, c)
        && !p.holds(c)
        && s.discarded & c.bit() == 0
        && p.held_count() < p.level(data::CARDS)
}

pub fn take(s: &mut State, seat: usize, c: Card) {
    match s.solo.as_mut() {
        None => s.supply[c as usize] -= 1,
        Some(solo) => {
            let markers = solo.markers;
            if let Some(i) = solo
                .grid
                .iter()
                .enumerate()
                .position(|(i, g)| *g == Some(c) && !markers.contains(&(i as u8)))
            {
                solo.grid[i] = None;
            }
        }
    }
    let p = &mut s.players[seat];
    p.cards |= c.bit();
    p.used &= !c.bit();
    if c == Card::Engineer {
        // §9.2 #12: the engineer token shows "max. 6" for the rest of the game.
        p.engineer_token = true;
    }
}

/// §9.1: a card goes back to the general supply (solo: the highest empty grid slot, §10.2).
/// Whatever it carried is lost: the Engineer's or Patent's value, the Large Warehouse's goods.
pub fn discard(s: &mut State, seat: usize, c: Card) {
    let p = &mut s.players[seat];
    p.cards &= !c.bit();
    p.used &= !c.bit();
    match c {
        Card::Engineer => p.quality[ENGINEER] = Attach::default(),
        Card::Patent => p.distribution[PATENT] = Attach::default(),
        Card::LargeWarehouse => p.warehouses[LARGE] = Warehouse::default(),
        Card::Supervisor => p.supervisor_at = SUPPLY,
        _ => {}
    }
    s.discarded |= c.bit();
    match s.solo.as_mut() {
        None => s.supply[c as usize] += 1,
        Some(solo) => {
            match solo.grid.iter_mut().find(|g| g.is_none()) {
                Some(slot) => *slot = Some(c),
                // Every held card left a slot empty; a card from elsewhere goes at the end.
                None => solo.grid.push(Some(c)),
            }
        }
    }
}

/// Cards in a fixed order for legal lists.
pub fn held(p: &Player) -> impl Iterator<Item = Card> + '_ {
    Card::ALL.into_iter().filter(|c| p.holds(*c))
}
