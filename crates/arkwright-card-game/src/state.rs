//! The whole game as data: market board, player boards and cards, the solo automa.
//! Nothing is hidden in this game (every card lies face up; chance is drawn when used), so a
//! seat's view is the whole state.

use crate::data::{Card, data};
use serde::{Deserialize, Serialize};

/// Where a card lies: at the factory of a good (0..4) or in the personal supply.
pub const SUPPLY: u8 = 4;

/// Options (every variant of the rulebook as a `key=value` setting; `setup::options`).
#[derive(Hash, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub players: u8,
    /// Expert step 6 (and solo A/C): players choose their start factories. Off: the start table.
    pub draft: bool,
    /// Expert step 5: era limits on the development tracks.
    pub era_limits: bool,
    /// Expert step 9: start with no ships.
    pub no_ships: bool,
    /// Expert step 11: buy shares at £10 before play.
    pub prebuy: bool,
    /// Expert actions 6 and 7 (and the cards' expert uses: Overtime, Inventor).
    pub expert_actions: bool,
    /// Solo variant: two random start factories instead of choosing.
    pub solo_random: bool,
    /// Solo achievements variant: the winner picks 2 achievements, second place 1 (§10.3).
    pub pick_achievements: bool,
}

/// A worker card at a factory.
#[derive(Hash, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Worker {
    /// The era side showing (1..=3).
    pub side: u8,
    /// Rotated 180°: machines show.
    pub automated: bool,
}

/// One of a player's four factories.
#[derive(Hash, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Factory {
    pub open: bool,
    /// 0 = Era I side, 1 = Era II side.
    pub side: u8,
    /// Token space 0..4 (space 1..4 in the rulebook; 3 is the entry space, appeal 0).
    pub space: u8,
    /// The office card shows its appeal end (else its price end).
    pub office_appeal: bool,
    /// Worker cards in position order (position 1 first).
    pub workers: u8,
    pub worker: [Worker; 2],
}

/// A quality or distribution card (a Patent and the Engineer included).
#[derive(Hash, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attach {
    /// The factory it lies at, or `SUPPLY`.
    pub at: u8,
    pub value: u8,
    /// Quality only: oriented to appeal (else price).
    pub appeal: bool,
}

impl Default for Attach {
    fn default() -> Self {
        Attach {
            at: SUPPLY,
            value: 0,
            appeal: false,
        }
    }
}

/// A warehouse: two small, and the Large Warehouse card.
#[derive(Hash, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Warehouse {
    pub at: u8,
    pub goods: u8,
}

impl Default for Warehouse {
    fn default() -> Self {
        Warehouse {
            at: SUPPLY,
            goods: 0,
        }
    }
}

/// Attachments: quality cards 0..3, then the Engineer (index 3).
pub const ENGINEER: usize = 3;
/// Distribution cards 0..2, then the Patent (index 2).
pub const PATENT: usize = 2;
/// Warehouses: small 0..2, then the Large Warehouse (index 2).
pub const LARGE: usize = 2;

#[derive(Hash, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub money: u16,
    pub shares: u16,
    pub share_value: u16,
    pub loans: u8,
    pub ship_tokens: u8,
    /// Ships available on the shipping card (2, 1, or 0 when the card is away).
    pub ships: u8,
    /// Development levels 0..=2 per track (`data::QUALITY` …).
    pub dev: [u8; 6],
    /// The engineer token shows "max. 6" (for the rest of the game once an Engineer was taken).
    pub engineer_token: bool,
    pub factories: [Factory; 4],
    /// The machine token: (good, position) of the half-automated worker card.
    pub machine_token: Option<(u8, u8)>,
    pub quality: [Attach; 4],
    pub distribution: [Attach; 3],
    pub warehouses: [Warehouse; 3],
    /// Development cards held (bit per `Card`; never two of a type).
    pub cards: u16,
    /// Once-per-era cards rotated (used).
    pub used: u16,
    /// The factory the Supervisor is attached to.
    pub supervisor_at: u8,
    /// The appeal marker on each good's track (`None`: in the personal supply).
    pub appeal: [Option<u8>; 4],
    pub bankrupt: bool,
    /// Shares bought with money during the game (and at setup), for the era-end comparison.
    pub bought: u16,
    /// Record for the solo achievements (§10.3).
    pub record: Record,
}

/// What the solo achievements need to know about a game (FACTS.md §10.3).
#[derive(Hash, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Record {
    pub ships_used: u8,
    pub used_patent_or_engineer: bool,
    pub automated: bool,
    pub upgraded_trading: bool,
    pub used_broker: bool,
    pub most_factories: u8,
    pub prebuy_all: bool,
}

impl Player {
    pub fn holds(&self, c: Card) -> bool {
        self.cards & c.bit() != 0
    }

    pub fn ready(&self, c: Card) -> bool {
        self.holds(c) && self.used & c.bit() == 0
    }

    pub fn held_count(&self) -> u8 {
        self.cards.count_ones() as u8
    }

    pub fn level(&self, track: usize) -> u8 {
        data().levels[track][self.dev[track] as usize]
    }

    pub fn open_count(&self) -> u8 {
        self.factories.iter().filter(|f| f.open).count() as u8
    }
}

/// The solo opponents (§10).
#[derive(Hash, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Automa {
    pub shares: u16,
    pub share_value: u16,
    pub appeal: [Option<u8>; 4],
}

#[derive(Hash, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Solo {
    pub automa: [Automa; 2],
    /// The 3×5 development grid, row by row (`None`: an empty slot).
    pub grid: Vec<Option<Card>>,
    /// The money markers of automa A, automa B and the neutral colour: grid slots.
    pub markers: [u8; 3],
    /// Markers in the bag per colour (automa A, automa B, neutral).
    pub bag: [u8; 3],
    /// The player plays after the automa this round (Businessman).
    pub after: bool,
    /// The automa has had its turn this round.
    pub automa_done: bool,
}

/// An action's step within a turn (§5.1 a), as it runs.
#[derive(Hash, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// Choose one action.
    Choose,
    /// Action 1: Build and/or upgrade: `upgraded` is a mask of factories upgraded this action;
    /// `inventor` the Inventor's upgrades left after its discard.
    Build {
        built: bool,
        upgraded: u8,
        inventor: u8,
    },
    /// Action 2: Hire.
    Hire { hired: bool },
    /// Action 3: Automate: machines left to add.
    Automate { left: u8 },
    /// Action 4: Add quality (`quality`) or distribution: points left, the one existing card raised,
    /// cards placed this action (mask over the 4 quality or 3 distribution cards).
    Improve {
        quality: bool,
        left: u8,
        raised: Option<u8>,
        placed: u8,
    },
    /// Action 5: Stock exchange: stage 0 buying, 1 loans, 2 ships reactivated; half-price shares taken.
    Stock { stage: u8, half: u8 },
    /// Action 6: Extra production (expert): factories used; Overtime discarded for the next one;
    /// `pending` goods of `good` still to store (or lose).
    Extra {
        used: u8,
        overtime: bool,
        pending: u8,
        good: u8,
    },
    /// Action 7: Early shipping (expert): goods loaded on the ship being filled, per factory.
    Early { cargo: [u8; 4] },
    /// b. Price and appeal of the active good.
    Price,
    /// c. Develop (`discarded`: a card went back this step).
    Develop { discarded: u16 },
    /// c. with the Broker: half-price shares left.
    Broker { left: u8 },
    /// c. with the Inventor (expert): development points left.
    Inventor { left: u8 },
}

/// A seat's last domestic sale (§5.2 a), as the invariants read it: the goods sold at home,
/// and the appeal marker and the demand marker of that good then.
#[derive(Hash, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Sale {
    pub sold: u8,
    pub appeal: u8,
    pub demand: u8,
}

/// The production of one seat (§5.2): goods still to store or ship.
#[derive(Hash, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Output {
    /// Goods made and not sold, to store or ship.
    pub left: u8,
    /// Sold at home so far.
    pub sold: u8,
    /// Room left under the sales limit for stored goods of this factory (until the seat goes
    /// on to storing or shipping).
    pub room: u8,
}

#[derive(Hash, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Expert step 6 / solo A and C: `pick` counts picks made in the snake order.
    Draft {
        pick: u8,
    },
    /// Base step 6: a development point or card, in reverse seat order.
    StartBonus {
        pick: u8,
    },
    /// Expert step 11: shares at £10 before play, in seat order.
    Prebuy {
        pick: u8,
        bought: u8,
    },
    /// §5.1: `turn` counts turns taken this round.
    Turn {
        turn: u8,
        step: Step,
    },
    /// §5.2: seats produce in turn order; `turn` counts them; `overtime` offered, `out` the
    /// goods of the acting seat.
    Production {
        turn: u8,
        decided: bool,
        out: Output,
        sold: [u8; 4],
    },
    /// §5.2 d: a tie for the highest appeal; the Businessman's holder may break it.
    Tie {
        holder: u8,
        sold: [u8; 4],
    },
    /// §5.3: the Businessman may be discarded to choose the start player (`chooser`: who
    /// chooses); `advanced`: the era has ended already and the lowest player chooses.
    RoundEnd {
        chooser: Option<u8>,
        advanced: bool,
    },
    Over,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub options: Options,
    pub era: u8,
    /// Round 1..=4 of the era; its active good is `round - 1`.
    pub round: u8,
    pub start: u8,
    pub demand: [u8; 4],
    pub wage: u8,
    /// The 2-player neutral's appeal markers.
    pub neutral: Option<[u8; 4]>,
    pub players: Vec<Player>,
    /// The general supply (count per card type; empty in solo: the grid holds the cards).
    pub supply: [u8; 16],
    /// Copies of each card type in the game (supply + held + grid): conserved.
    pub deck: [u8; 16],
    pub solo: Option<Solo>,
    pub phase: Phase,
    /// Cards discarded during the current turn: not to be taken again this turn (§9.1).
    pub discarded: u16,
    /// The rules version this game plays (`Game::setup_as`; NOTES.md "Rules versions"): under
    /// 1 a Patron could raise domestic sales above the appeal, from 2 on never.
    #[serde(default = "first_rules")]
    pub rules: u32,
    /// Each seat's last domestic sale, for the invariants only (the rules never read it).
    #[serde(default)]
    pub sales: Vec<Sale>,
}

fn first_rules() -> u32 {
    1
}

impl State {
    pub fn seats(&self) -> u8 {
        self.players.len() as u8
    }

    /// The active good (§7.4).
    pub fn good(&self) -> u8 {
        self.round - 1
    }

    pub fn wage_value(&self) -> u16 {
        data().wage_track[self.wage as usize] as u16
    }

    /// The seat that takes the `turn`-th turn of the round from the start player, skipping none.
    pub fn nth(&self, turn: u8) -> u8 {
        (self.start + turn) % self.seats()
    }
}
