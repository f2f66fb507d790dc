//! What a position means, for a share code's position check (`smokestack_core::digest`): every
//! field the rules read, in a fixed order written here, whatever the state's fields are called
//! or how serde writes them. Kinds are written by a number fixed in a match arm (a phase, a
//! pending decision, a ship, a rules option); cards and provinces by their id, the row of
//! `history_cards.csv` and `provinces.csv`; advances as a bit per letter (A = bit 0).
//!
//! Left out: `State::version` (the rules version, not the position), and `last_fight` and
//! `last_war`, the dice of the last competition and War! that the table shows and the rules
//! never read. `war` came with rules version 2 and is written only when a War! is going on, so
//! that a version-1 position digests alike under either version.

use crate::data::Category;
use crate::state::{Options, Pending, Phase, Player, Rules, Ship, Space, State, War};
use smokestack_core::{Digest, Digestible};

pub fn digest(s: &State, d: &mut Digest) {
    d.put(&s.options)
        .put(&s.turn)
        .put(&s.phase)
        .put(&s.cursor)
        .put(&s.order)
        .put(&s.players)
        .put(&s.spaces)
        // The history cards: the deck (top last), the later epochs', withheld, played, out.
        .put(&s.deck)
        .put(&s.future)
        .put(&s.withheld)
        .put(&s.discard)
        .put(&s.removed)
        .put(&s.epoch)
        .put(&s.market)
        .put(&s.leaders)
        .put(&s.arms)
        .put(&s.arms_voided)
        .put(&s.immune)
        .put(&s.papal_ban.map(category))
        .put(&s.crusades_now)
        .put(&s.mongols)
        .put(&s.strife_now)
        .put(&s.strife_epoch3)
        .put(&s.passes)
        .put(&s.shipped)
        .put(&s.expansion_cards)
        .put(&s.last_turn)
        .put(&s.pending)
        .put(&s.protection)
        .put(&s.claims)
        .put(&s.cathedral_used)
        .put(&s.ren_queue)
        .put(&s.civil_war)
        .put(&s.draws)
        .put_unless_default("war", &s.war);
}

fn category(c: Category) -> u8 {
    match c {
        Category::Science => 0,
        Category::Religion => 1,
        Category::Commerce => 2,
        Category::Communication => 3,
        Category::Exploration => 4,
        Category::Civics => 5,
    }
}

impl Digestible for Options {
    fn digest(&self, d: &mut Digest) {
        d.put(&self.players).put(&self.rules).put(&self.epochs);
    }
}

impl Digestible for Rules {
    fn digest(&self, d: &mut Digest) {
        d.int(match self {
            Rules::Original => 0,
            Rules::Living => 1,
            Rules::Euro => 2,
        });
    }
}

impl Digestible for Phase {
    fn digest(&self, d: &mut Digest) {
        d.int(match self {
            Phase::Return => 0,
            Phase::CapitalBid => 1,
            Phase::OrderBid => 2,
            Phase::BuyOff => 3,
            Phase::BuyCard => 4,
            Phase::PlayCards => 5,
            Phase::Purchase => 6,
            Phase::Expansion => 7,
            Phase::FinalPlay => 8,
            Phase::Over => 9,
        });
    }
}

impl Digestible for Ship {
    fn digest(&self, d: &mut Digest) {
        let (kind, level) = match *self {
            Ship::None => (0, 0),
            Ship::Galley(n) => (1, n),
            Ship::Seaworthy(n) => (2, n),
            Ship::Ocean(n) => (3, n),
        };
        d.put(&kind).put(&level);
    }
}

impl Digestible for Player {
    fn digest(&self, d: &mut Digest) {
        d.put(&self.capital)
            .put(&self.capital_rank)
            .put(&self.cash)
            .put(&self.misery)
            .put(&self.stock)
            .put(&self.pool)
            .put(&self.markers)
            // In order: the card swap takes a card by its place in the hand.
            .put(&self.hand)
            .put(&self.advances)
            .put(&self.bought_now)
            .put(&self.ship)
            .put(&self.ship_bought)
            .put(&self.prefs)
            .put(&self.capital_bid)
            .put(&self.order_bid)
            .put(&self.bid)
            .put(&self.written_cash)
            .put(&self.relief_taken)
            .put(&self.mr_left)
            .put(&self.set_bonus)
            .put(&self.stabilizing)
            .put(&self.extra_card)
            .put(&self.discarded)
            .put(&self.art_discard)
            .put(&self.renaissance_used)
            .put(&self.swap_used)
            .put(&self.expansion_card);
    }
}

impl Digestible for Space {
    fn digest(&self, d: &mut Digest) {
        d.put(&self.tokens)
            .put(&self.fresh)
            .put(&self.dom)
            .put(&self.dom_fresh);
    }
}

impl Digestible for Pending {
    fn digest(&self, d: &mut Digest) {
        match *self {
            Pending::Pirates { seat, left } => d.put(&0u8).put(&seat).put(&left),
            Pending::CivilWar { victim } => d.put(&1u8).put(&victim),
            Pending::Watermill { seat } => d.put(&2u8).put(&seat),
            Pending::Renaissance { seat } => d.put(&3u8).put(&seat),
            Pending::Protect { seat } => d.put(&4u8).put(&seat),
            Pending::Defend {
                seat,
                attacker,
                province,
            } => d.put(&5u8).put(&seat).put(&attacker).put(&province),
            Pending::Swap {
                seat,
                victim,
                province,
            } => d.put(&6u8).put(&seat).put(&victim).put(&province),
            Pending::SwapVictim {
                seat,
                province,
                among,
            } => d.put(&7u8).put(&seat).put(&province).put(&among),
            Pending::Cede { seat, winner, left } => d.put(&8u8).put(&seat).put(&winner).put(&left),
        };
    }
}

impl Digestible for War {
    fn digest(&self, d: &mut Digest) {
        d.put(&self.declarer).put(&self.target).put(&self.due);
    }
}
