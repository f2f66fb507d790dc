//! Component data from `shared/games/le-havre/FACTS.md`: goods (§1), buildings (§4, §5, generated
//! into `buildings.rs`), ships (§6), round cards (§7), supply tiles (§8), setup tables (§3).

mod buildings;
pub use buildings::{ALL, Bd};
use serde::{Deserialize, Serialize};

/// Goods, basic side first (FACTS §1). `upgraded()` is the other side of the same token.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Good {
    Fish,
    Wood,
    Clay,
    Iron,
    Grain,
    Cattle,
    Coal,
    Hides,
    SmokedFish,
    Charcoal,
    Brick,
    Steel,
    Bread,
    Meat,
    Coke,
    Leather,
}

pub const GOODS: [Good; 16] = [
    Good::Fish,
    Good::Wood,
    Good::Clay,
    Good::Iron,
    Good::Grain,
    Good::Cattle,
    Good::Coal,
    Good::Hides,
    Good::SmokedFish,
    Good::Charcoal,
    Good::Brick,
    Good::Steel,
    Good::Bread,
    Good::Meat,
    Good::Coke,
    Good::Leather,
];
pub const BASIC: [Good; 8] = [
    Good::Fish,
    Good::Wood,
    Good::Clay,
    Good::Iron,
    Good::Grain,
    Good::Cattle,
    Good::Coal,
    Good::Hides,
];
pub const UPGRADED: [Good; 8] = [
    Good::SmokedFish,
    Good::Charcoal,
    Good::Brick,
    Good::Steel,
    Good::Bread,
    Good::Meat,
    Good::Coke,
    Good::Leather,
];

impl Good {
    pub fn idx(self) -> usize {
        self as usize
    }
    /// The good's stable id (`good:<id>`, `lh.good.<id>`): written out, not read off its name.
    pub fn id(self) -> &'static str {
        match self {
            Good::Fish => "Fish",
            Good::Wood => "Wood",
            Good::Clay => "Clay",
            Good::Iron => "Iron",
            Good::Grain => "Grain",
            Good::Cattle => "Cattle",
            Good::Coal => "Coal",
            Good::Hides => "Hides",
            Good::SmokedFish => "SmokedFish",
            Good::Charcoal => "Charcoal",
            Good::Brick => "Brick",
            Good::Steel => "Steel",
            Good::Bread => "Bread",
            Good::Meat => "Meat",
            Good::Coke => "Coke",
            Good::Leather => "Leather",
        }
    }
    pub fn is_upgraded(self) -> bool {
        self.idx() >= 8
    }
    pub fn upgraded(self) -> Good {
        GOODS[self.idx() % 8 + 8]
    }
    pub fn basic(self) -> Good {
        GOODS[self.idx() % 8]
    }
    /// Franc value (FACTS §1, [K] `Good.java`): used by the Shipping Line and the Trading Firm.
    pub fn francs(self) -> u16 {
        [1, 1, 1, 2, 1, 3, 3, 2, 2, 2, 2, 8, 3, 2, 5, 4][self.idx()]
    }
    /// Food value ([KO] component list): fish 1, smoked fish 2, bread 2, meat 3.
    pub fn food(self) -> u16 {
        match self {
            Good::Fish => 1,
            Good::SmokedFish | Good::Bread => 2,
            Good::Meat => 3,
            _ => 0,
        }
    }
    /// Energy value ([KO]): wood 1, charcoal 3, coal 3, coke 10.
    pub fn energy(self) -> u16 {
        match self {
            Good::Wood => 1,
            Good::Charcoal | Good::Coal => 3,
            Good::Coke => 10,
            _ => 0,
        }
    }
}

/// The seven offer spaces in board order (FACTS §1: needed for the Haulage Firm's neighbours).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Offer {
    Francs,
    Fish,
    Wood,
    Clay,
    Iron,
    Grain,
    Cattle,
}

pub const OFFERS: [Offer; 7] = [
    Offer::Francs,
    Offer::Fish,
    Offer::Wood,
    Offer::Clay,
    Offer::Iron,
    Offer::Grain,
    Offer::Cattle,
];

impl Offer {
    pub fn good(self) -> Option<Good> {
        match self {
            Offer::Francs => None,
            Offer::Fish => Some(Good::Fish),
            Offer::Wood => Some(Good::Wood),
            Offer::Clay => Some(Good::Clay),
            Offer::Iron => Some(Good::Iron),
            Offer::Grain => Some(Good::Grain),
            Offer::Cattle => Some(Good::Cattle),
        }
    }
}

/// Supply tiles (FACTS §8): two items each; tile 5 (wood + fish) carries the interest symbol.
pub const SUPPLY_TILES: [(Offer, Offer, bool); 7] = [
    (Offer::Wood, Offer::Cattle, false),
    (Offer::Wood, Offer::Clay, false),
    (Offer::Wood, Offer::Francs, false),
    (Offer::Fish, Offer::Clay, false),
    (Offer::Wood, Offer::Fish, true),
    (Offer::Fish, Offer::Grain, false),
    (Offer::Iron, Offer::Francs, false),
];

/// A franc always counts as 1 food; food never counts as francs (FACTS §1, §11.10).
pub const FRANC_FOOD: u32 = 1;

/// Interest per round of the interest tile, whatever the number of loans (FACTS §2, [K] `INTEREST=1`).
pub const INTEREST: u32 = 1;
/// A loan pays out 4 francs, costs 5 to repay and −7 at the end (FACTS §2).
pub const LOAN_PAYOUT: u32 = 4;
pub const LOAN_REPAY: u32 = 5;
pub const LOAN_PENALTY: i32 = 7;

/// Offer spaces at setup in board order (FACTS §3.2).
pub const OFFER_START_FULL: [u16; 7] = [2, 2, 2, 1, 0, 0, 0];
pub const OFFER_START_SHORT: [u16; 7] = [3, 3, 3, 2, 1, 1, 1];
/// Each player's start: francs and goods (FACTS §3.2).
pub const START_FRANCS: u32 = 5;
pub const START_FULL: &[(Good, u16)] = &[(Good::Coal, 1)];
pub const START_SHORT: &[(Good, u16)] = &[
    (Good::Fish, 2),
    (Good::Wood, 2),
    (Good::Clay, 2),
    (Good::Iron, 2),
    (Good::Cattle, 1),
    (Good::Coal, 2),
    (Good::Hides, 2),
];

/// Building types (FACTS §4 "Type"; "ship" marks the ship-like special buildings).
#[derive(Hash, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Kind {
    Craft,
    Economic,
    Industrial,
    Public,
    Untyped,
    Ship,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Set {
    Standard,
    Base,
    Extra,
    Promo,
    Hameau,
}

impl Set {
    /// The set's stable id (`lh.ex.set.<id>`).
    pub fn id(self) -> &'static str {
        match self {
            Set::Standard => "Standard",
            Set::Base => "Base",
            Set::Extra => "Extra",
            Set::Promo => "Promo",
            Set::Hameau => "Hameau",
        }
    }
}

/// Entry fee (FACTS §4 "Fee"): francs always count as food.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Fee {
    NotEnterable,
    Free,
    Food(u16),
    Francs(u16),
    FoodOrFrancs(u16, u16),
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cost {
    pub wood: u16,
    pub clay: u16,
    pub iron: u16,
    pub brick: u16,
    pub steel: u16,
}

impl Cost {
    pub fn is_free(&self) -> bool {
        *self == Cost::default()
    }
}

/// One building card: a row of FACTS §4/§5.
#[derive(Clone, Copy, Debug)]
pub struct BData {
    /// The card's stable id: its key (`building:<id>`) and its texts' (`lh.bd.<id>`).
    pub id: &'static str,
    pub code: &'static str,
    /// Sort number printed top right (standard buildings; Dunny 0, Football Stadium 31).
    pub sort: u8,
    pub name: &'static str,
    pub cost: Cost,
    pub buildable: bool,
    pub value: i16,
    /// Purchase price; `None` = cannot be bought (Church, Construction Site, Rattletrap Car).
    pub price: Option<u16>,
    pub fee: Fee,
    pub kind: Kind,
    pub hammers: u8,
    pub fishing: u8,
    /// Player-count marks 1..5: `Y` in the stacks, `S` town-owned at the start, `-` unused.
    pub full: [u8; 5],
    pub short: [u8; 5],
    pub set: Set,
    pub solo_excluded: bool,
}

impl Bd {
    pub fn data(self) -> &'static BData {
        &buildings::ROWS[self as usize]
    }
    /// The card's stable id (its row's `id`).
    pub fn id(self) -> &'static str {
        self.data().id
    }
    /// The number printed on the card: a standard building's sort number, else its id in
    /// FACTS §4/§5 (`B1`, `014`, `GH31`).
    pub fn number(self) -> String {
        let d = self.data();
        if !self.is_special() && d.sort > 0 {
            d.sort.to_string()
        } else {
            d.code.trim_start_matches('_').to_string()
        }
    }
    pub fn name(self) -> &'static str {
        self.data().name
    }
    pub fn is_special(self) -> bool {
        self.data().set != Set::Standard
    }
    pub fn enterable(self) -> bool {
        self.data().fee != Fee::NotEnterable
    }
    pub fn is_wharf(self) -> bool {
        matches!(self, Bd::Wharf1 | Bd::Wharf2)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum ShipType {
    Wooden,
    Iron,
    Steel,
    Luxury,
}

pub const SHIP_TYPES: [ShipType; 4] = [
    ShipType::Wooden,
    ShipType::Iron,
    ShipType::Steel,
    ShipType::Luxury,
];

impl ShipType {
    /// The type's stable id (`ship:<id>`, `lh.ship.<id>`).
    pub fn id(self) -> &'static str {
        match self {
            ShipType::Wooden => "Wooden",
            ShipType::Iron => "Iron",
            ShipType::Steel => "Steel",
            ShipType::Luxury => "Luxury",
        }
    }
    /// Food per round by player count 1..5 (FACTS §6).
    pub fn food(self, players: u8) -> u16 {
        let t = match self {
            ShipType::Wooden => [5, 4, 3, 2, 1],
            ShipType::Iron => [7, 5, 4, 3, 2],
            ShipType::Steel => [10, 7, 6, 5, 3],
            ShipType::Luxury => [0; 5],
        };
        t[(players.clamp(1, 5) - 1) as usize]
    }
    /// Purchase price (FACTS §6); luxury liners cannot be bought.
    pub fn price(self) -> Option<u32> {
        match self {
            ShipType::Wooden => Some(14),
            ShipType::Iron => Some(20),
            ShipType::Steel => Some(30),
            ShipType::Luxury => None,
        }
    }
    /// Build cost at a Wharf besides 3 energy: (good, count).
    pub fn material(self) -> (Good, u16) {
        match self {
            ShipType::Wooden => (Good::Wood, 5),
            ShipType::Iron => (Good::Iron, 4),
            ShipType::Steel => (Good::Steel, 2),
            ShipType::Luxury => (Good::Steel, 3),
        }
    }
    /// Goods a ship carries for the Shipping Line (FACTS §4 #18).
    pub fn capacity(self) -> u16 {
        match self {
            ShipType::Wooden => 2,
            ShipType::Iron => 3,
            ShipType::Steel => 4,
            ShipType::Luxury => 0,
        }
    }
}

/// Energy to build any ship at a Wharf ([KO] "배 만들기").
pub const SHIP_ENERGY: u16 = 3;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TownBuild {
    None,
    Standard,
    Special,
}

impl TownBuild {
    /// Its stable id (`lh.ex.town.<id>`).
    pub fn id(self) -> &'static str {
        match self {
            TownBuild::None => "None",
            TownBuild::Standard => "Standard",
            TownBuild::Special => "Special",
        }
    }
}

/// One round card (FACTS §7.1) with its ship back (the ship's own name is in the locale files,
/// `lh.vessel.<code>`). Per player count 1..5: (full round, short round, food, town build);
/// round 0 = not used.
pub struct RoundCard {
    pub code: &'static str,
    pub harvest: bool,
    pub ship: ShipType,
    pub ship_value: i16,
    pub per_count: [(u8, u8, u16, TownBuild); 5],
}

use TownBuild::{None as N, Special as P, Standard as S};
const X: (u8, u8, u16, TownBuild) = (0, 0, 0, N);

macro_rules! card {
    ($code:literal, $h:literal, $t:ident, $v:literal, [$($pc:expr),*]) => {
        RoundCard { code: $code, harvest: $h, ship: ShipType::$t, ship_value: $v, per_count: [$($pc),*] }
    };
}

/// The 20 round cards, R01..R20 (FACTS §7.1 = `round_cards.csv`).
pub static ROUND_CARDS: [RoundCard; 20] = [
    card!(
        "R01",
        true,
        Wooden,
        2,
        [
            (1, 0, 5, P),
            (1, 0, 3, N),
            (2, 2, 2, N),
            (1, 1, 1, N),
            (1, 1, 0, N)
        ]
    ),
    card!(
        "R02",
        true,
        Wooden,
        2,
        [X, (2, 1, 4, S), (3, 3, 3, S), (2, 2, 1, N), (2, 2, 1, N)]
    ),
    card!(
        "R03",
        false,
        Wooden,
        2,
        [X, X, (1, 1, 2, N), (3, 0, 2, N), (3, 3, 1, N)]
    ),
    card!(
        "R04",
        true,
        Wooden,
        4,
        [
            (2, 1, 10, S),
            (3, 0, 5, P),
            (4, 0, 3, P),
            (4, 3, 2, S),
            (4, 4, 1, S)
        ]
    ),
    card!(
        "R05",
        true,
        Wooden,
        4,
        [X, (4, 2, 7, N), (5, 4, 4, N), (5, 0, 2, P), (5, 0, 1, P)]
    ),
    card!(
        "R06",
        false,
        Iron,
        2,
        [X, X, (6, 5, 5, N), (6, 4, 3, N), (6, 5, 2, N)]
    ),
    card!(
        "R07",
        true,
        Wooden,
        6,
        [X, (5, 3, 9, S), (7, 6, 6, S), (7, 5, 3, S), (7, 6, 2, S)]
    ),
    card!(
        "R08",
        true,
        Iron,
        4,
        [X, (6, 0, 11, P), (8, 0, 7, P), (8, 0, 4, P), (8, 0, 2, P)]
    ),
    card!(
        "R09",
        false,
        Wooden,
        6,
        [X, X, X, (9, 6, 4, N), (9, 7, 2, N)]
    ),
    card!(
        "R10",
        true,
        Iron,
        6,
        [
            (3, 0, 15, P),
            (7, 4, 13, N),
            (9, 7, 8, N),
            (10, 7, 5, S),
            (10, 8, 3, S)
        ]
    ),
    card!(
        "R11",
        true,
        Iron,
        8,
        [
            X,
            (8, 5, 15, S),
            (10, 8, 9, N),
            (11, 0, 5, P),
            (11, 0, 3, P)
        ]
    ),
    card!(
        "R12",
        false,
        Steel,
        10,
        [X, X, (11, 9, 10, S), (12, 0, 6, N), (12, 9, 3, N)]
    ),
    card!(
        "R13",
        true,
        Iron,
        10,
        [
            (4, 2, 20, S),
            (9, 0, 16, P),
            (12, 0, 11, P),
            (13, 8, 7, S),
            (13, 10, 4, S)
        ]
    ),
    card!(
        "R14",
        true,
        Steel,
        16,
        [
            (5, 0, 25, P),
            (10, 6, 17, N),
            (13, 10, 12, N),
            (14, 0, 8, P),
            (14, 0, 4, P)
        ]
    ),
    card!(
        "R15",
        false,
        Iron,
        12,
        [X, X, X, (15, 9, 9, N), (15, 11, 4, N)]
    ),
    card!(
        "R16",
        true,
        Steel,
        20,
        [
            (6, 3, 30, S),
            (11, 7, 18, S),
            (14, 0, 13, S),
            (16, 10, 10, S),
            (16, 12, 5, S)
        ]
    ),
    card!(
        "R17",
        true,
        Steel,
        24,
        [
            X,
            (12, 0, 19, P),
            (15, 0, 14, P),
            (17, 0, 10, P),
            (17, 0, 5, P)
        ]
    ),
    card!(
        "R18",
        false,
        Luxury,
        38,
        [X, X, (16, 11, 14, N), (18, 0, 11, N), (18, 13, 5, N)]
    ),
    card!(
        "R19",
        true,
        Luxury,
        34,
        [
            X,
            (13, 0, 20, N),
            (17, 0, 15, N),
            (19, 11, 11, N),
            (19, 14, 6, N)
        ]
    ),
    card!(
        "R20",
        false,
        Luxury,
        30,
        [
            (7, 4, 35, N),
            (14, 8, 20, N),
            (18, 12, 15, N),
            // 4 players: 11 food in round 20 / short round 12 (FACTS §7.1, §7.2).
            (20, 12, 11, N),
            (20, 15, 6, N)
        ]
    ),
];

impl RoundCard {
    pub fn food(&self, players: u8) -> u16 {
        self.per_count[(players - 1) as usize].2
    }
    pub fn town_build(&self, players: u8) -> TownBuild {
        self.per_count[(players - 1) as usize].3
    }
}

/// Round cards in play, in round order, for a player count and version (FACTS §7.2).
pub fn round_cards(players: u8, short: bool) -> Vec<u8> {
    let mut v: Vec<(u8, u8)> = ROUND_CARDS
        .iter()
        .enumerate()
        .filter_map(|(i, c)| {
            let pc = c.per_count[(players - 1) as usize];
            let r = if short { pc.1 } else { pc.0 };
            (r > 0).then_some((r, i as u8))
        })
        .collect();
    v.sort();
    v.into_iter().map(|(_, i)| i).collect()
}

/// Short game: round cards whose ships start in play (FACTS §3.2): solo and 2 players.
/// Returns (ships each player starts with, ships placed face up on the wooden stack).
pub fn short_start_ships(players: u8) -> (Vec<u8>, Vec<u8>) {
    match players {
        1 => (vec![0], vec![2]),
        2 => (vec![0, 2], vec![]),
        _ => (vec![], vec![]),
    }
}

/// In which games a PROVISIONAL value applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Games {
    All,
    Solo,
}

/// A value PROVISIONAL in FACTS.md (not found in any source), by the card that carries it.
#[derive(Clone, Copy, Debug)]
pub struct Provisional {
    pub b: Bd,
    pub games: Games,
    /// Where FACTS.md says so.
    pub cites: &'static str,
}

impl Provisional {
    pub fn applies(&self, players: u8) -> bool {
        match self.games {
            Games::All => true,
            Games::Solo => players == 1,
        }
    }
}

/// Every PROVISIONAL value of the data (FACTS §12's summary): the solo Marketplace cap
/// (`setup::SOLO_MARKET_CAP`, the player's option; FACTS §10: [K]'s `MARKET_SOLO = 4`, which the
/// rulebook text we have does not mention).
pub const PROVISIONAL: &[Provisional] = &[Provisional {
    b: Bd::Marketplace,
    games: Games::Solo,
    cites: "FACTS §10, §12: Solo Marketplace cap 4",
}];

/// Whether a value on `b` is PROVISIONAL in a game of `players`.
pub fn provisional(b: Bd, players: u8) -> bool {
    PROVISIONAL.iter().any(|p| p.b == b && p.applies(players))
}
