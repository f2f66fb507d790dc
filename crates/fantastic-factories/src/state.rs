//! The whole game state, hidden parts included. Seats see it only through `view`.

use crate::data::{Bp, Ct, Tool};
use serde::{Deserialize, Serialize};

/// Solo difficulty: how many blueprints the Machine starts with (솔로 규칙, 준비).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Difficulty {
    Easy,
    Normal,
    Hard,
    VeryHard,
}

impl Difficulty {
    pub const ALL: [Difficulty; 4] = [
        Difficulty::Easy,
        Difficulty::Normal,
        Difficulty::Hard,
        Difficulty::VeryHard,
    ];

    pub fn starting_cards(self) -> usize {
        match self {
            Difficulty::Easy => 2,
            Difficulty::Normal => 3,
            Difficulty::Hard => 4,
            Difficulty::VeryHard => 5,
        }
    }

    pub fn key(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Normal => "normal",
            Difficulty::Hard => "hard",
            Difficulty::VeryHard => "very-hard",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub players: u8,
    /// Solo only.
    pub difficulty: Difficulty,
    /// FACTS.md Q1 (ruling C): the row refresh may also come after the pick, to deny the next
    /// player. `false` allows it only before.
    pub refresh_after_pick: bool,
}

/// The three Headquarters actions (기본 행동).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Hq {
    Research,
    Generate,
    Mine,
}

impl Hq {
    pub const ALL: [Hq; 3] = [Hq::Research, Hq::Generate, Hq::Mine];

    /// The stable id in keys (`hq:Research`) and locale keys (`ff.hq.Research`).
    pub fn id(self) -> &'static str {
        match self {
            Hq::Research => "Research",
            Hq::Generate => "Generate",
            Hq::Mine => "Mine",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Hq::Research => "Research",
            Hq::Generate => "Generate",
            Hq::Mine => "Mine",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Row {
    Blueprints,
    Contractors,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Res {
    Metal,
    Energy,
}

impl Res {
    /// The stable id in keys (`res:Metal`).
    pub fn id(self) -> &'static str {
        match self {
            Res::Metal => "Metal",
            Res::Energy => "Energy",
        }
    }
}

/// What a contractor gives "one opponent you choose" (Architect, Electrician, Miner).
#[derive(Hash, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Gift {
    Blueprint,
    Energy,
    Metal,
}

/// A choice a seat must finish before anything else.
#[derive(Hash, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    /// Name the opponent who receives a contractor's gift.
    Gift(Gift),
    /// Discard `left` more blueprints from hand to pay for `card`'s activation, then resolve it.
    Discard {
        card: Bp,
        left: u8,
        discarded: Vec<Bp>,
    },
    /// Black Market: the discarded card costs more than 4 in all; choose the metal part.
    BlackMarketSplit { metal: u8, energy: u8 },
    /// Temp Agency: pick the unplaced dice to reroll (counts by face), then roll.
    Reroll { chosen: [u8; 6] },
    /// Foreman: set `left` more of your dice to faces of your choice.
    SetDice { left: u8 },
    /// End of the work phase: discard down to 12 resources and 10 blueprints.
    Limits,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub metal: u16,
    pub energy: u16,
    pub goods: u16,
    /// Hidden from the other seats; kept sorted.
    pub hand: Vec<Bp>,
    /// Built cards, in the order built.
    pub compound: Vec<Bp>,

    // --- this round ---
    /// Unplaced dice, counted by face: `free[f - 1]` dice show `f`.
    pub free: [u8; 6],
    /// All dice this seat has this round (own four plus extras), for the dice invariant.
    pub dice: u8,
    /// Faces on Research, Generate and Mine.
    pub hq: [Vec<u8>; 3],
    /// Dice placed on cards: (the card they sit on, face).
    pub on_cards: Vec<(Bp, u8)>,
    /// Bit per card name activated this round (`Bp::bit`); Replicator's bit marks its copy.
    pub used: u32,
    pub lab_drawn: bool,
    pub scrap_used: bool,
    pub solar_used: bool,
    /// Extra dice still to take from a Specialist this work phase.
    pub specialist: u8,
    /// Contractors hired in this round's market for the work phase.
    pub foreman: bool,
    pub hired_hands: bool,
    pub pending: Option<Pending>,
    /// Finished this work phase.
    pub done: bool,
}

impl Player {
    pub fn resources(&self) -> u16 {
        self.metal + self.energy
    }

    pub fn free_dice(&self) -> u8 {
        self.free.iter().sum()
    }

    pub fn has_free(&self, face: u8) -> bool {
        (1..=6).contains(&face) && self.free[face as usize - 1] > 0
    }

    pub fn owns(&self, card: Bp) -> bool {
        self.compound.contains(&card)
    }

    pub fn add_to_hand(&mut self, card: Bp) {
        let at = self.hand.partition_point(|&c| c <= card);
        self.hand.insert(at, card);
    }

    /// Removes one copy; false if the hand holds none.
    pub fn take_from_hand(&mut self, card: Bp) -> bool {
        match self.hand.iter().position(|&c| c == card) {
            Some(i) => {
                self.hand.remove(i);
                true
            }
            None => false,
        }
    }

    pub fn in_hand(&self, card: Bp) -> usize {
        self.hand.iter().filter(|&&c| c == card).count()
    }
}

/// The solo opponent (솔로 규칙): a compound and goods, nothing else.
#[derive(Hash, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Machine {
    pub compound: Vec<Bp>,
    pub goods: u16,
    /// Its last turn, for the table and the log.
    pub last: Option<MachineTurn>,
}

#[derive(Hash, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MachineTurn {
    /// Red, blue, purple, yellow, green.
    pub dice: [u8; 5],
    pub took: Option<Bp>,
    pub goods: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// `turn` seats have finished their market turn this round; the current seat has
    /// `refreshed` and/or `picked` already.
    Market {
        turn: u8,
        refreshed: bool,
        picked: bool,
    },
    Work,
    Over,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub options: Options,
    pub round: u32,
    pub first: u8,
    pub phase: Phase,
    pub players: Vec<Player>,
    pub market: [Option<Bp>; 4],
    pub contractors: [Option<Ct>; 4],
    /// The tool tile over each contractor slot; fixed for the whole game.
    pub tools: [Tool; 4],
    /// Draw from the end.
    pub deck: Vec<Bp>,
    pub discard: Vec<Bp>,
    pub ct_deck: Vec<Ct>,
    pub ct_discard: Vec<Ct>,
    pub machine: Option<Machine>,
    /// Set when the end is triggered: the last round to play.
    pub final_round: Option<u32>,
    /// Blueprints drawn from the deck so far: a draw reveals a card, so it is a commit point.
    pub drawn: u32,
}

impl State {
    pub fn seats(&self) -> u8 {
        self.players.len() as u8
    }

    pub fn solo(&self) -> bool {
        self.machine.is_some()
    }

    /// The seat whose market turn it is.
    pub fn market_seat(&self) -> Option<u8> {
        match self.phase {
            Phase::Market { turn, .. } => Some((self.first + turn) % self.seats()),
            _ => None,
        }
    }
}
