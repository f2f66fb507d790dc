//! What a position means, for a share code's position check (`smokestack_core::digest`): every
//! field the rules read, in a fixed order, each kind by a stable number of its own written
//! below (never its name in the code or its place in its enum).
//!
//! Left out: the rules version (there is one), `Machine::last` (the Machine's last dice, for
//! the table and the log only) and `State::drawn` (a running count whose change marks a draw as
//! a commit point; its value decides nothing).

use crate::data::{Bp, Ct, Tool};
use crate::state::{
    Difficulty, Gift, Hq, Machine, Options, Pending, Phase, Player, Res, Row, State,
};
use smokestack_core::{Digest, Digestible};

/// A blueprint's stable number: FACTS.md §3's row, counted from 1.
pub fn blueprint_id(b: Bp) -> u8 {
    match b {
        Bp::AluminumFactory => 1,
        Bp::AssemblyLine => 2,
        Bp::BatteryFactory => 3,
        Bp::Beacon => 4,
        Bp::Biolab => 5,
        Bp::BlackMarket => 6,
        Bp::ConcretePlant => 7,
        Bp::Dojo => 8,
        Bp::FitnessCenter => 9,
        Bp::Foundry => 10,
        Bp::FulfillmentCenter => 11,
        Bp::Golem => 12,
        Bp::Gymnasium => 13,
        Bp::Harvester => 14,
        Bp::Incinerator => 15,
        Bp::Laboratory => 16,
        Bp::Manufactory => 17,
        Bp::MegaFactory => 18,
        Bp::Megalith => 19,
        Bp::Motherlode => 20,
        Bp::NuclearPlant => 21,
        Bp::Obelisk => 22,
        Bp::PowerPlant => 23,
        Bp::RecyclingPlant => 24,
        Bp::Refinery => 25,
        Bp::Replicator => 26,
        Bp::Robot => 27,
        Bp::ScrapYard => 28,
        Bp::SolarArray => 29,
        Bp::TempAgency => 30,
        Bp::TrashCompactor => 31,
        Bp::Warehouse => 32,
    }
}

/// A contractor's stable number: FACTS.md §4's row, counted from 1.
pub fn contractor_id(c: Ct) -> u8 {
    match c {
        Ct::Architect => 1,
        Ct::Electrician => 2,
        Ct::Miner => 3,
        Ct::Investor => 4,
        Ct::Engineer => 5,
        Ct::Foreman => 6,
        Ct::HiredHands => 7,
        Ct::Specialist => 8,
    }
}

impl Digestible for Bp {
    fn digest(&self, d: &mut Digest) {
        d.int(blueprint_id(*self).into());
    }
}

impl Digestible for Ct {
    fn digest(&self, d: &mut Digest) {
        d.int(contractor_id(*self).into());
    }
}

impl Digestible for Tool {
    fn digest(&self, d: &mut Digest) {
        d.int(match self {
            Tool::Hammer => 1,
            Tool::Wrench => 2,
            Tool::Gear => 3,
            Tool::Shovel => 4,
        });
    }
}

impl Digestible for Difficulty {
    fn digest(&self, d: &mut Digest) {
        d.int(match self {
            Difficulty::Easy => 1,
            Difficulty::Normal => 2,
            Difficulty::Hard => 3,
            Difficulty::VeryHard => 4,
        });
    }
}

impl Digestible for Hq {
    fn digest(&self, d: &mut Digest) {
        d.int(match self {
            Hq::Research => 1,
            Hq::Generate => 2,
            Hq::Mine => 3,
        });
    }
}

impl Digestible for Row {
    fn digest(&self, d: &mut Digest) {
        d.int(match self {
            Row::Blueprints => 1,
            Row::Contractors => 2,
        });
    }
}

impl Digestible for Res {
    fn digest(&self, d: &mut Digest) {
        d.int(match self {
            Res::Metal => 1,
            Res::Energy => 2,
        });
    }
}

impl Digestible for Gift {
    fn digest(&self, d: &mut Digest) {
        d.int(match self {
            Gift::Blueprint => 1,
            Gift::Energy => 2,
            Gift::Metal => 3,
        });
    }
}

impl Digestible for Pending {
    fn digest(&self, d: &mut Digest) {
        match self {
            Pending::Gift(g) => {
                d.int(1).put(g);
            }
            Pending::Discard {
                card,
                left,
                discarded,
            } => {
                d.int(2).put(card).put(left).put(discarded);
            }
            Pending::BlackMarketSplit { metal, energy } => {
                d.int(3).put(metal).put(energy);
            }
            Pending::Reroll { chosen } => {
                d.int(4).put(chosen);
            }
            Pending::SetDice { left } => {
                d.int(5).put(left);
            }
            Pending::Limits => {
                d.int(6);
            }
        }
    }
}

impl Digestible for Phase {
    fn digest(&self, d: &mut Digest) {
        match self {
            Phase::Market {
                turn,
                refreshed,
                picked,
            } => {
                d.int(1).put(turn).put(refreshed).put(picked);
            }
            Phase::Work => {
                d.int(2);
            }
            Phase::Over => {
                d.int(3);
            }
        }
    }
}

impl Digestible for Options {
    fn digest(&self, d: &mut Digest) {
        d.put(&self.players)
            .put(&self.difficulty)
            .put(&self.refresh_after_pick);
    }
}

/// The cards a bit set of `Bp::bit` holds, by their stable numbers, in rising order.
fn card_set(bits: u32) -> Vec<u8> {
    let mut ids: Vec<u8> = Bp::ALL
        .iter()
        .filter(|b| bits & b.bit() != 0)
        .map(|&b| blueprint_id(b))
        .collect();
    ids.sort_unstable();
    ids
}

impl Digestible for Player {
    fn digest(&self, d: &mut Digest) {
        // The hand is a set of cards (kept sorted in the state): written in the order of the
        // cards' stable numbers, whatever order the state keeps it in.
        let mut hand: Vec<u8> = self.hand.iter().map(|&b| blueprint_id(b)).collect();
        hand.sort_unstable();
        d.put(&self.metal)
            .put(&self.energy)
            .put(&self.goods)
            .put(&hand)
            .put(&self.compound)
            .put(&self.free)
            .put(&self.dice)
            .put(&self.hq)
            .put(&self.on_cards)
            .put(&card_set(self.used))
            .put(&self.lab_drawn)
            .put(&self.scrap_used)
            .put(&self.solar_used)
            .put(&self.specialist)
            .put(&self.foreman)
            .put(&self.hired_hands)
            .put(&self.pending)
            .put(&self.done);
    }
}

impl Digestible for Machine {
    fn digest(&self, d: &mut Digest) {
        d.put(&self.compound).put(&self.goods);
    }
}

impl Digestible for State {
    fn digest(&self, d: &mut Digest) {
        d.put(&self.options)
            .put(&self.round)
            .put(&self.first)
            .put(&self.phase)
            .put(&self.players)
            .put(&self.market)
            .put(&self.contractors)
            .put(&self.tools)
            .put(&self.deck)
            .put(&self.discard)
            .put(&self.ct_deck)
            .put(&self.ct_discard)
            .put(&self.machine)
            .put(&self.final_round);
    }
}
