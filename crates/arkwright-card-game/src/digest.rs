//! What a position means, for a share code's position check (`smokestack_core::digest`): every
//! field the rules read, in a fixed order, each kind by a stable number of its own written
//! below (never its name in the code nor its place in its enum). Goods (0 Food … 3 Lamps),
//! development tracks (`data::QUALITY` …) and the card slots of a player (quality 0..3 with the
//! Engineer, distribution 0..2 with the Patent, warehouses 0..2 with the Large one) are the
//! rulebook's own fixed orders and are written as their numbers. A set of development cards
//! (held, used, discarded this turn), kept in the state as bits in the enum's order, is written
//! as its cards' stable numbers, lowest first; per-card counts (supply, deck) likewise by number.
//!
//! Left out: the rules version the state plays (`State::rules`; a code names it) and each
//! seat's last domestic sale (`State::sales`, a record the invariants read and the rules never).

use crate::data::Card;
use crate::state::{
    Attach, Automa, Factory, Options, Output, Phase, Player, Record, Solo, State, Step, Warehouse,
    Worker,
};
use smokestack_core::{Digest, Digestible};

/// A development card's stable number: its row in FACTS.md §9.2, the Patrons 70 + their good
/// (71 Food, 72 Clothing, 73 Cutlery, 74 Lamps).
pub fn card_id(c: Card) -> u8 {
    match c {
        Card::Businessman => 1,
        Card::TradeOffice => 2,
        Card::Overtime => 3,
        Card::Workshop => 4,
        Card::Supervisor => 5,
        Card::Broker => 6,
        Card::PatronFood => 71,
        Card::PatronClothing => 72,
        Card::PatronCutlery => 73,
        Card::PatronLamps => 74,
        Card::Inventor => 8,
        Card::Developer => 9,
        Card::Contract => 10,
        Card::Patent => 11,
        Card::Engineer => 12,
        Card::LargeWarehouse => 13,
    }
}

/// The cards of a set (the state's bits), by stable number, lowest first.
fn card_set(d: &mut Digest, bits: u16) {
    let mut ids: Vec<u8> = Card::ALL
        .into_iter()
        .filter(|c| bits & c.bit() != 0)
        .map(card_id)
        .collect();
    ids.sort_unstable();
    d.put(&ids);
}

/// A count per card type (indexed by the enum), as (stable number, count) pairs of the
/// non-zero counts, lowest number first.
fn card_counts(d: &mut Digest, counts: &[u8; 16]) {
    let mut pairs: Vec<(u8, u8)> = Card::ALL
        .into_iter()
        .map(|c| (card_id(c), counts[c as usize]))
        .filter(|&(_, n)| n > 0)
        .collect();
    pairs.sort_unstable();
    d.put(&pairs);
}

struct CardId(Card);

impl Digestible for CardId {
    fn digest(&self, d: &mut Digest) {
        d.int(card_id(self.0) as i128);
    }
}

impl Digestible for Options {
    fn digest(&self, d: &mut Digest) {
        d.put(&self.players)
            .put(&self.draft)
            .put(&self.era_limits)
            .put(&self.no_ships)
            .put(&self.prebuy)
            .put(&self.expert_actions)
            .put(&self.solo_random)
            .put(&self.pick_achievements);
    }
}

impl Digestible for Worker {
    fn digest(&self, d: &mut Digest) {
        d.put(&self.side).put(&self.automated);
    }
}

impl Digestible for Factory {
    fn digest(&self, d: &mut Digest) {
        d.put(&self.open)
            .put(&self.side)
            .put(&self.space)
            .put(&self.office_appeal)
            .put(&self.workers)
            .put(&self.worker);
    }
}

impl Digestible for Attach {
    fn digest(&self, d: &mut Digest) {
        d.put(&self.at).put(&self.value).put(&self.appeal);
    }
}

impl Digestible for Warehouse {
    fn digest(&self, d: &mut Digest) {
        d.put(&self.at).put(&self.goods);
    }
}

impl Digestible for Record {
    fn digest(&self, d: &mut Digest) {
        d.put(&self.ships_used)
            .put(&self.used_patent_or_engineer)
            .put(&self.automated)
            .put(&self.upgraded_trading)
            .put(&self.used_broker)
            .put(&self.most_factories)
            .put(&self.prebuy_all);
    }
}

impl Digestible for Player {
    fn digest(&self, d: &mut Digest) {
        d.put(&self.money)
            .put(&self.shares)
            .put(&self.share_value)
            .put(&self.loans)
            .put(&self.ship_tokens)
            .put(&self.ships)
            .put(&self.dev)
            .put(&self.engineer_token)
            .put(&self.factories)
            .put(&self.machine_token)
            .put(&self.quality)
            .put(&self.distribution)
            .put(&self.warehouses);
        card_set(d, self.cards);
        card_set(d, self.used);
        d.put(&self.supervisor_at)
            .put(&self.appeal)
            .put(&self.bankrupt)
            .put(&self.bought)
            .put(&self.record);
    }
}

impl Digestible for Automa {
    fn digest(&self, d: &mut Digest) {
        d.put(&self.shares).put(&self.share_value).put(&self.appeal);
    }
}

impl Digestible for Solo {
    fn digest(&self, d: &mut Digest) {
        let grid: Vec<Option<CardId>> = self.grid.iter().map(|c| c.map(CardId)).collect();
        d.put(&self.automa)
            .put(&grid)
            .put(&self.markers)
            .put(&self.bag)
            .put(&self.after)
            .put(&self.automa_done);
    }
}

impl Digestible for Output {
    fn digest(&self, d: &mut Digest) {
        d.put(&self.left).put(&self.sold).put(&self.room);
    }
}

impl Digestible for Step {
    fn digest(&self, d: &mut Digest) {
        match *self {
            Step::Choose => {
                d.int(0);
            }
            Step::Build {
                built,
                upgraded,
                inventor,
            } => {
                d.int(1).put(&built).put(&upgraded).put(&inventor);
            }
            Step::Hire { hired } => {
                d.int(2).put(&hired);
            }
            Step::Automate { left } => {
                d.int(3).put(&left);
            }
            Step::Improve {
                quality,
                left,
                raised,
                placed,
            } => {
                d.int(4).put(&quality).put(&left).put(&raised).put(&placed);
            }
            Step::Stock { stage, half } => {
                d.int(5).put(&stage).put(&half);
            }
            Step::Extra {
                used,
                overtime,
                pending,
                good,
            } => {
                d.int(6).put(&used).put(&overtime).put(&pending).put(&good);
            }
            Step::Early { cargo } => {
                d.int(7).put(&cargo);
            }
            Step::Price => {
                d.int(8);
            }
            Step::Develop { discarded } => {
                d.int(9);
                card_set(d, discarded);
            }
            Step::Broker { left } => {
                d.int(10).put(&left);
            }
            Step::Inventor { left } => {
                d.int(11).put(&left);
            }
        }
    }
}

impl Digestible for Phase {
    fn digest(&self, d: &mut Digest) {
        match self {
            Phase::Draft { pick } => {
                d.int(0).put(pick);
            }
            Phase::StartBonus { pick } => {
                d.int(1).put(pick);
            }
            Phase::Prebuy { pick, bought } => {
                d.int(2).put(pick).put(bought);
            }
            Phase::Turn { turn, step } => {
                d.int(3).put(turn).put(step);
            }
            Phase::Production {
                turn,
                decided,
                out,
                sold,
            } => {
                d.int(4).put(turn).put(decided).put(out).put(sold);
            }
            Phase::Tie { holder, sold } => {
                d.int(5).put(holder).put(sold);
            }
            Phase::RoundEnd { chooser, advanced } => {
                d.int(6).put(chooser).put(advanced);
            }
            Phase::Over => {
                d.int(7);
            }
        }
    }
}

/// The whole position.
pub fn digest(s: &State, d: &mut Digest) {
    d.put(&s.options)
        .put(&s.era)
        .put(&s.round)
        .put(&s.start)
        .put(&s.demand)
        .put(&s.wage)
        .put(&s.neutral)
        .put(&s.players);
    card_counts(d, &s.supply);
    card_counts(d, &s.deck);
    d.put(&s.solo).put(&s.phase);
    card_set(d, s.discarded);
}
