//! What a position means, for a share code's position check (`smokestack_core::digest`): every
//! field the rules read, in a fixed order, each kind by a stable id of its own — a building by
//! its card code (`B1`, `_12`, `034`), a round card and the ship on its back by its code (`R07`),
//! a supply tile by its number, goods, ship types and the rest by numbers written below — never
//! by its name in the code or its place in an enum or table.
//!
//! Left out: the rules version itself, and what the rules never read: `last_round` (the last
//! round end as the table tells it), `reveals` (a running count whose change marks a commit
//! point) and `known_top` (how much of the special deck each seat has looked at: what a seat's
//! view and its bots may know, not what happens next).

use crate::data::{Bd, GOODS, Good, ROUND_CARDS, ShipType};
use crate::state::{Options, PayKind, Phase, Player, Specials, State, Step, Then, Why, Work};
use smokestack_core::{Digest, Digestible};

/// A good's stable number: FACTS §1's order, counted from 1.
pub fn good_id(g: Good) -> u8 {
    match g {
        Good::Fish => 1,
        Good::Wood => 2,
        Good::Clay => 3,
        Good::Iron => 4,
        Good::Grain => 5,
        Good::Cattle => 6,
        Good::Coal => 7,
        Good::Hides => 8,
        Good::SmokedFish => 9,
        Good::Charcoal => 10,
        Good::Brick => 11,
        Good::Steel => 12,
        Good::Bread => 13,
        Good::Meat => 14,
        Good::Coke => 15,
        Good::Leather => 16,
    }
}

impl Digestible for Good {
    fn digest(&self, d: &mut Digest) {
        d.int(good_id(*self).into());
    }
}

impl Digestible for Bd {
    fn digest(&self, d: &mut Digest) {
        d.text(self.data().code);
    }
}

impl Digestible for ShipType {
    fn digest(&self, d: &mut Digest) {
        d.int(match self {
            ShipType::Wooden => 1,
            ShipType::Iron => 2,
            ShipType::Steel => 3,
            ShipType::Luxury => 4,
        });
    }
}

/// A round card (and the ship on its back) by its code.
fn round_card(d: &mut Digest, index: u8) {
    d.text(ROUND_CARDS.get(index as usize).map_or("?", |c| c.code));
}

fn round_cards(d: &mut Digest, cards: &[u8]) {
    d.int(cards.len() as i128);
    for &c in cards {
        round_card(d, c);
    }
}

/// Counts kept per good (`Good::idx`): the goods held, as (good, count) pairs in the order of
/// the goods' stable numbers, none written where the count is 0.
fn per_good(d: &mut Digest, counts: &[u16; 16]) {
    let mut held: Vec<(u8, u16)> = GOODS
        .iter()
        .map(|&g| (good_id(g), counts[g.idx()]))
        .filter(|&(_, n)| n > 0)
        .collect();
    held.sort_unstable();
    d.put(&held);
}

impl Digestible for Specials {
    fn digest(&self, d: &mut Digest) {
        d.int(match self {
            Specials::All => 1,
            Specials::Base => 2,
        });
    }
}

impl Digestible for Options {
    fn digest(&self, d: &mut Digest) {
        d.put(&self.players)
            .put(&self.short)
            .put(&self.specials)
            .put(&self.solo_market_cap);
    }
}

impl Digestible for Player {
    fn digest(&self, d: &mut Digest) {
        d.put(&self.francs);
        per_good(d, &self.goods);
        d.put(&self.loans).put(&self.buildings);
        round_cards(d, &self.ships);
        d.put(&self.worker);
        per_good(d, &self.pawned);
        d.put(&self.hand);
    }
}

impl Digestible for PayKind {
    fn digest(&self, d: &mut Digest) {
        d.int(match self {
            PayKind::Food => 1,
            PayKind::Energy => 2,
            PayKind::Francs => 3,
        });
    }
}

impl Digestible for Why {
    fn digest(&self, d: &mut Digest) {
        d.int(match self {
            Why::Feeding => 1,
            Why::Interest => 2,
            Why::Fine => 3,
            Why::Fee => 4,
            Why::Energy => 5,
            Why::Cost => 6,
        });
    }
}

impl Digestible for Then {
    fn digest(&self, d: &mut Digest) {
        match self {
            Then::Nothing => {
                d.int(1);
            }
            Then::Use(b) => {
                d.int(2).put(b);
            }
        }
    }
}

impl Digestible for Work {
    fn digest(&self, d: &mut Digest) {
        d.put(&self.b);
        // `stage` and `count` mean what the building's code says; where they hold a good or a
        // building by its place in a table, that thing is written by its own id instead.
        match self.b {
            // The good being shipped or handed over: `Good::idx` + 1, 0 for none yet.
            Bd::ShippingLine | Bd::BridgeOverTheSeine if self.stage > 0 => {
                d.int(1);
                match GOODS.get(self.stage as usize - 1) {
                    Some(g) => d.put(g),
                    None => d.int(0),
                };
                d.put(&self.count);
            }
            // The card brought into play, by its place in `data::ALL`.
            Bd::ConstructionSite if self.stage == 1 => {
                d.put(&self.stage);
                match crate::data::ALL.get(self.count as usize) {
                    Some(b) => d.put(b),
                    None => d.int(0),
                };
            }
            _ => {
                d.put(&self.stage).put(&self.count);
            }
        }
        per_good(d, &self.tally);
    }
}

impl Digestible for Step {
    fn digest(&self, d: &mut Digest) {
        match self {
            Step::Pay {
                seat,
                kind,
                need,
                to,
                why,
                then,
            } => {
                d.int(1)
                    .put(seat)
                    .put(kind)
                    .put(need)
                    .put(to)
                    .put(why)
                    .put(then);
            }
            Step::Work { seat, work } => {
                d.int(2).put(seat).put(work);
            }
            Step::ExtraEnter { seat, only, free } => {
                d.int(3).put(seat).put(only).put(free);
            }
        }
    }
}

impl Digestible for Phase {
    fn digest(&self, d: &mut Digest) {
        d.int(match self {
            Phase::Turn => 1,
            Phase::Feeding => 2,
            Phase::Final => 3,
            Phase::Over => 4,
        });
    }
}

/// The whole position, hidden parts included (the supply tiles not yet turned, the special
/// deck's order, the boxed specials, the Construction Site hands).
pub fn position(s: &State, d: &mut Digest) {
    d.put(&s.opts).put(&s.players).put(&s.offers);
    // Supply tiles by their printed number (FACTS §8), at each of the seven positions.
    let tiles: Vec<u8> = s.tiles.iter().map(|t| t + 1).collect();
    d.put(&tiles).put(&s.revealed).put(&s.markers);
    round_cards(d, &s.rounds);
    d.put(&s.round)
        .put(&s.turn)
        .put(&s.current)
        .put(&s.stacks)
        .put(&s.town)
        .put(&s.specials)
        .put(&s.leftover);
    // The ship stacks, each by its ship type.
    d.int(4);
    for t in [
        ShipType::Wooden,
        ShipType::Iron,
        ShipType::Steel,
        ShipType::Luxury,
    ] {
        d.put(&t);
        round_cards(d, &s.ship_stacks[t as usize]);
    }
    d.put(&s.modern)
        .put(&s.removed)
        .put(&s.phase)
        .put(&s.main_done)
        .put(&s.mains_left)
        .put(&s.steps)
        .put(&s.sold_this_turn)
        .put(&s.final_queue)
        .put(&s.picket)
        .put(&s.hotel_bonus)
        .put(&s.iron_seen)
        .put(&s.bank_gained);
}
