//! The whole game: players, offer spaces, supply tiles, stacks, town and the pending steps.

use crate::data::{Bd, Good, Kind, ROUND_CARDS, ShipType};
use serde::{Deserialize, Serialize};

/// Which special buildings are shuffled into the special deck (FACTS §5.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Specials {
    /// The Korean edition: base 36, the extra cards, Le Grand Hameau and the promos in one deck.
    All,
    /// The 2008 base game: 001–036 only.
    Base,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub players: u8,
    /// The short game ([KO] "단축 게임").
    #[serde(default)]
    pub short: bool,
    // Defaults keep links valid when options are added: a missing field means the default.
    #[serde(default = "all_specials")]
    pub specials: Specials,
    /// Solo: most goods the Marketplace gives. PROVISIONAL (FACTS §10: [K]'s `MARKET_SOLO = 4`).
    #[serde(default = "solo_cap")]
    pub solo_market_cap: u8,
}

fn all_specials() -> Specials {
    Specials::All
}

fn solo_cap() -> u8 {
    crate::setup::SOLO_MARKET_CAP
}

/// Who owns a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Owner {
    Town,
    Seat(u8),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub francs: u32,
    pub goods: [u16; 16],
    pub loans: u8,
    pub buildings: Vec<Bd>,
    /// Round-card indices whose ship side this player owns.
    pub ships: Vec<u8>,
    pub worker: Option<Bd>,
    /// Pawnbroker's: goods types pawned so far (bit per good) and how many are waiting to be bought back.
    pub pawned: [u16; 16],
    /// Construction Site hand cards (hidden from others).
    pub hand: Vec<Bd>,
}

impl Player {
    pub fn new(francs: u32) -> Player {
        Player {
            francs,
            goods: [0; 16],
            loans: 0,
            buildings: Vec::new(),
            ships: Vec::new(),
            worker: None,
            pawned: [0; 16],
            hand: Vec::new(),
        }
    }
    pub fn has(&self, g: Good) -> u16 {
        self.goods[g.idx()]
    }
    pub fn add(&mut self, g: Good, n: u16) {
        self.goods[g.idx()] += n;
    }
    /// Takes `n` of `g`; the caller has checked there are enough.
    pub fn take(&mut self, g: Good, n: u16) {
        debug_assert!(self.goods[g.idx()] >= n, "taking {n} {g:?}");
        self.goods[g.idx()] -= n;
    }
    pub fn owns(&self, b: Bd) -> bool {
        self.buildings.contains(&b)
    }
    pub fn count_kind(&self, k: Kind) -> u16 {
        self.buildings.iter().filter(|b| b.data().kind == k).count() as u16
    }
    pub fn hammers(&self) -> u16 {
        self.buildings.iter().map(|b| b.data().hammers as u16).sum()
    }
    pub fn fishing(&self) -> u16 {
        self.buildings.iter().map(|b| b.data().fishing as u16).sum()
    }
    /// Food the player could pay now: francs plus food goods ([KO] "1프랑은 음식 1개").
    pub fn food_available(&self) -> u32 {
        self.francs * crate::data::FRANC_FOOD
            + crate::data::GOODS
                .iter()
                .map(|g| g.food() as u32 * self.has(*g) as u32)
                .sum::<u32>()
    }
    pub fn goods_total(&self) -> u32 {
        self.goods.iter().map(|n| *n as u32).sum()
    }
    pub fn ship_types(&self) -> impl Iterator<Item = ShipType> + '_ {
        self.ships.iter().map(|c| ROUND_CARDS[*c as usize].ship)
    }
}

/// What a payment is for: decides whether a loan may be taken ([KO] 대출 카드 받기).
#[derive(Hash, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Why {
    Feeding,
    Interest,
    /// Dive Bar fine: "taking loans if short" (FACTS §5.1).
    Fine,
    Fee,
    Energy,
    Cost,
}

#[derive(Hash, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PayKind {
    Food,
    Energy,
    Francs,
}

/// What happens once a payment is complete.
#[derive(Hash, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Then {
    Nothing,
    /// The entry fee is paid: carry out the building's action.
    Use(Bd),
}

/// A building action in progress. `stage`, `count` and `tally` mean what each building's code
/// says they mean (picked goods, handed-in goods, builds done, …).
#[derive(Hash, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Work {
    pub b: Bd,
    pub stage: u8,
    pub count: u16,
    pub tally: [u16; 16],
}

impl Work {
    pub fn new(b: Bd) -> Work {
        Work {
            b,
            stage: 0,
            count: 0,
            tally: [0; 16],
        }
    }
}

/// A decision someone owes before play goes on; the last one in `State::steps` acts first.
#[derive(Hash, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    Pay {
        seat: u8,
        kind: PayKind,
        need: u16,
        /// Food goes to this seat (an owner's entry fee); `None`: to the bank.
        to: Option<u8>,
        why: Why,
        then: Then,
    },
    Work {
        seat: u8,
        work: Work,
    },
    /// An extra main action that must enter a building (Construction Site, Main Station).
    ExtraEnter {
        seat: u8,
        /// Only this building (Construction Site), or any (Main Station).
        only: Option<Bd>,
        free: bool,
    },
}

impl Step {
    pub fn seat(&self) -> u8 {
        match self {
            Step::Pay { seat, .. } | Step::Work { seat, .. } | Step::ExtraEnter { seat, .. } => {
                *seat
            }
        }
    }
}

/// What happened at the last round end, for the table to tell ([KO] 라운드 종료).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundReport {
    pub round: u8,
    pub harvest: bool,
    /// Grain and cattle each seat gained at the harvest.
    pub gains: Vec<(u16, u16)>,
    /// Food each seat owed after its ships.
    pub owed: Vec<u16>,
    /// Buildings the town gained.
    pub town: Vec<Bd>,
    /// The round card that turned into a ship.
    pub ship: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// A round's turn: the supply step is done, the player owes a main action and may trade.
    Turn,
    /// Round end: feeding payments are running (the steps); then town building and the ship.
    Feeding,
    /// The final phase ([KO] 마무리 시기): one main action each from the start player.
    Final,
    Over,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct State {
    pub opts: Options,
    pub players: Vec<Player>,
    /// Goods on the seven offer spaces (board order, francs first).
    pub offers: [u16; 7],
    /// Supply tile (index into `SUPPLY_TILES`) at each of the 7 positions; hidden until revealed.
    pub tiles: [u8; 7],
    pub revealed: [bool; 7],
    /// Each seat's shipping marker: the position it stands on this round, if any.
    pub markers: Vec<Option<u8>>,
    /// Round cards in round order; `round` is 1-based.
    pub rounds: Vec<u8>,
    pub round: u8,
    /// Turns taken this round (0..7).
    pub turn: u8,
    /// Seat whose turn it is.
    pub current: u8,
    /// Three construction stacks, top first.
    pub stacks: [Vec<Bd>; 3],
    pub town: Vec<Bd>,
    /// Face-down special buildings, top first.
    pub specials: Vec<Bd>,
    /// Special buildings left in the box (dealt by the Construction Site), top first.
    pub leftover: Vec<Bd>,
    /// Ship stacks by type, top last.
    pub ship_stacks: [Vec<u8>; 4],
    /// Wharves modernised with a brick.
    pub modern: Vec<Bd>,
    /// Cards out of the game (Construction Site, traded-in ships' buildings).
    pub removed: Vec<Bd>,
    pub phase: Phase,
    pub main_done: bool,
    /// Main actions still owed this turn (Workers' Cottages, Main Station give 2).
    pub mains_left: u8,
    pub steps: Vec<Step>,
    pub sold_this_turn: Vec<Bd>,
    /// Final phase: seats still to act, in order.
    pub final_queue: Vec<u8>,
    /// Picket Line: turns left during which nobody may use buildings.
    pub picket: u8,
    /// Main Station (GH03): this seat's turn began with its worker on the Main Station, so its
    /// two building visits this turn are fee-free (the Hotel needs no flag: its worker leaves).
    pub hotel_bonus: Vec<bool>,
    /// Rattletrap Car (GH31): each seat's iron when the current action began.
    pub iron_seen: Vec<u16>,
    /// Stockmarket (GH20): a player has had the Bank already.
    pub bank_gained: bool,
    /// The last round end, once there has been one.
    pub last_round: Option<RoundReport>,
    /// Count of hidden things revealed (tiles, special cards): a change is a commit point.
    pub reveals: u32,
    /// How many special buildings on top of the deck each seat has looked at (Marketplace).
    pub known_top: Vec<u8>,
    /// The rules version this game plays (`Game::RULES_VERSION`, or a kept older one a share
    /// code replays by: `Game::setup_as`). The rules read it where versions differ
    /// (`State::checks_entries`, `State::biofuel_held_while_paying`).
    pub rules_version: u32,
}

impl State {
    pub fn n(&self) -> u8 {
        self.players.len() as u8
    }
    pub fn card(&self) -> &'static crate::data::RoundCard {
        &ROUND_CARDS[self.rounds[(self.round - 1) as usize] as usize]
    }
    pub fn rounds_total(&self) -> u8 {
        self.rounds.len() as u8
    }
    pub fn owner(&self, b: Bd) -> Option<Owner> {
        if self.town.contains(&b) {
            return Some(Owner::Town);
        }
        self.players
            .iter()
            .position(|p| p.owns(b))
            .map(|i| Owner::Seat(i as u8))
    }
    /// The special building `b` is in play and someone (town or player) has it.
    pub fn revealed_special(&self, b: Bd) -> bool {
        self.owner(b).is_some()
    }
    pub fn owner_seat(&self, b: Bd) -> Option<usize> {
        match self.owner(b) {
            Some(Owner::Seat(s)) => Some(s as usize),
            _ => None,
        }
    }
    pub fn seat_owns(&self, seat: usize, b: Bd) -> bool {
        self.players[seat].owns(b)
    }
    /// Seats whose worker stands on `b`.
    pub fn occupants(&self, b: Bd) -> Vec<usize> {
        (0..self.players.len())
            .filter(|&i| self.players[i].worker == Some(b))
            .collect()
    }
    pub fn stack_top(&self, i: usize) -> Option<Bd> {
        self.stacks[i].first().copied()
    }
    pub fn ship_top(&self, t: ShipType) -> Option<u8> {
        self.ship_stacks[t as usize].last().copied()
    }
    pub fn acting(&self) -> Option<u8> {
        if let Some(s) = self.steps.last() {
            return Some(s.seat());
        }
        match self.phase {
            Phase::Turn | Phase::Final => Some(self.current),
            _ => None,
        }
    }
    pub fn is_final(&self) -> bool {
        self.phase == Phase::Final
    }
    /// Rules version 2 (issue #17): a building may be entered only if its action can then be
    /// carried out, after the fee (`turn::entry_ways`), and the Arts Centre without a guest, the
    /// Black Market without an empty offer space and the Major Corporation without a good it can
    /// take one more of cannot be used. Version 1 let a seat enter them all the same.
    pub fn checks_entries(&self) -> bool {
        self.rules_version >= 2
    }
    /// Rules version 2: the Biofuel Facility cannot be sold while its owner pays energy
    /// (`turn::legal_sell`). Version 1 offered the sale.
    pub fn biofuel_held_while_paying(&self) -> bool {
        self.rules_version >= 2
    }
}
