//! Component data, read at build time from the crate's `data/` files (copied from
//! `shared/games/arkwright/`): `factories.csv` (FACTS.md §6.1), `workers.csv` (§6.3),
//! `tables.csv` (every other number: §3, §6.2–§8.5, §9.3, §10) and `devcards.csv` (§9.2).
//! Every row carries its status; PROVISIONAL values (found in no source) stay marked there and in
//! `Status::Provisional`, so printed values replace them by editing the data only.

use std::sync::OnceLock;

/// Where a value comes from (FACTS.md §0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Rule,
    Inferred,
    /// PROVISIONAL: invented to keep the game playable; replace with the printed value.
    Provisional,
}

fn status(s: &str) -> Status {
    match s.trim() {
        "rule" => Status::Rule,
        "inferred" => Status::Inferred,
        "provisional" => Status::Provisional,
        other => panic!("data: unknown status {other:?}"),
    }
}

/// One side of a factory card (FACTS.md §6.1, PROVISIONAL values).
#[derive(Clone, Copy, Debug)]
pub struct FactorySide {
    pub goods: u8,
    pub fixed_cost: u8,
    pub export_price: u8,
    /// Token spaces 1..4: (price, appeal); space 4 (index 3) is the entry space, appeal 0.
    pub spaces: [(u8, u8); 4],
    pub status: Status,
}

/// One side of a worker card (FACTS.md §6.3, PROVISIONAL values).
#[derive(Clone, Copy, Debug)]
pub struct WorkerSide {
    pub workers: u8,
    pub machines: u8,
    pub goods: u8,
    pub status: Status,
}

/// A development card type (FACTS.md §9.2); each Patron good is its own type.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum Card {
    Businessman,
    TradeOffice,
    Overtime,
    Workshop,
    Supervisor,
    Broker,
    PatronFood,
    PatronClothing,
    PatronCutlery,
    PatronLamps,
    Inventor,
    Developer,
    Contract,
    Patent,
    Engineer,
    LargeWarehouse,
}

impl Card {
    pub const ALL: [Card; 16] = [
        Card::Businessman,
        Card::TradeOffice,
        Card::Overtime,
        Card::Workshop,
        Card::Supervisor,
        Card::Broker,
        Card::PatronFood,
        Card::PatronClothing,
        Card::PatronCutlery,
        Card::PatronLamps,
        Card::Inventor,
        Card::Developer,
        Card::Contract,
        Card::Patent,
        Card::Engineer,
        Card::LargeWarehouse,
    ];

    pub fn bit(self) -> u16 {
        1 << self as u16
    }

    pub fn from_index(i: usize) -> Card {
        Card::ALL[i]
    }

    /// The card's stable id: its name in `devcards.csv`, its locale keys (`ark.card.<id>`) and
    /// its explain key (`card:<id>`). Written out, never read off the Rust name.
    pub fn id(self) -> &'static str {
        match self {
            Card::Businessman => "Businessman",
            Card::TradeOffice => "TradeOffice",
            Card::Overtime => "Overtime",
            Card::Workshop => "Workshop",
            Card::Supervisor => "Supervisor",
            Card::Broker => "Broker",
            Card::PatronFood => "PatronFood",
            Card::PatronClothing => "PatronClothing",
            Card::PatronCutlery => "PatronCutlery",
            Card::PatronLamps => "PatronLamps",
            Card::Inventor => "Inventor",
            Card::Developer => "Developer",
            Card::Contract => "Contract",
            Card::Patent => "Patent",
            Card::Engineer => "Engineer",
            Card::LargeWarehouse => "LargeWarehouse",
        }
    }

    /// The card of id `id`.
    pub fn from_id(id: &str) -> Option<Card> {
        Card::ALL.into_iter().find(|c| c.id() == id)
    }

    fn parse(s: &str) -> Card {
        Card::from_id(s.trim()).unwrap_or_else(|| panic!("data: unknown card {s:?}"))
    }

    /// Where a taken card lies (rulebook "카드 설명" 1–13, FACTS §9.2): the Patent, the Engineer
    /// and the Large Warehouse join the personal supply (they are placed like the pieces they
    /// stand for), the Supervisor goes to a factory (FACTS §11 #11), every other card in front
    /// of its player.
    pub fn lies(self) -> Lies {
        match self {
            Card::Patent | Card::Engineer | Card::LargeWarehouse => Lies::Supply,
            Card::Supervisor => Lies::Factory,
            _ => Lies::Front,
        }
    }

    /// Cards discarded when used (§9.2 #3, #6, #11: Overtime, Broker, Inventor); the
    /// Businessman's second use discards it too, but its first is once per era.
    pub fn discarded_when_used(self) -> bool {
        matches!(self, Card::Overtime | Card::Broker | Card::Inventor)
    }

    /// Cards with the once-per-era icon (rotated when used, reactivated at era end; §5.3 c).
    pub fn once_per_era(self) -> bool {
        matches!(
            self,
            Card::Businessman
                | Card::TradeOffice
                | Card::PatronFood
                | Card::PatronClothing
                | Card::PatronCutlery
                | Card::PatronLamps
                | Card::Developer
        )
    }

    /// The good a Patron card names.
    pub fn patron_good(self) -> Option<u8> {
        match self {
            Card::PatronFood => Some(0),
            Card::PatronClothing => Some(1),
            Card::PatronCutlery => Some(2),
            Card::PatronLamps => Some(3),
            _ => None,
        }
    }
}

/// Where a development card lies once taken (`Card::lies`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lies {
    /// In front of its player.
    Front,
    /// In the personal supply.
    Supply,
    /// Attached to one of the player's factories.
    Factory,
}

/// The goods' ids, in goods order (the data files' names; explain keys `factory:<id>`).
pub const GOOD_IDS: [&str; 4] = ["food", "clothing", "cutlery", "lamps"];

/// The development tracks' ids, in board order (explain keys `track:<id>`).
pub const TRACK_IDS: [&str; 6] = [
    "quality",
    "distribution",
    "cards",
    "machines",
    "shipping",
    "trading",
];

/// Every table, parsed once.
#[derive(Debug)]
pub struct Data {
    /// [good][side 0 = Era I, 1 = Era II]
    pub factory: [[FactorySide; 2]; 4],
    /// [good][position 0/1][side era 1..=3 as index 0..=2]; `None` where the card has no such side.
    pub worker: [[[Option<WorkerSide>; 3]; 2]; 4],
    pub start_money: u16,
    pub start_shares: u16,
    pub start_share_value: u16,
    pub automa_shares: u16,
    pub automa_share_value: u16,
    pub prebuy_share_price: u16,
    pub prebuy_max_shares: u8,
    pub machine_upkeep: u16,
    pub max_loans: u8,
    pub max_ship_tokens: u8,
    pub appeal_max: u8,
    pub demand_max: u8,
    pub demand_start_a: [u8; 4],
    pub demand_start_b: [u8; 4],
    pub demand_start_solo: [u8; 4],
    pub board_b_from_players: u8,
    /// Arrows on the boundary between `below` and `below + 1`: (below, red).
    pub arrows: Vec<(u8, bool)>,
    pub wage_track: Vec<u8>,
    pub wage_start_a: u8,
    pub wage_start_b: u8,
    pub neutral_start: [u8; 4],
    pub neutral_era_step: u8,
    pub office_price: u8,
    pub office_appeal: u8,
    pub quality_card_max: u8,
    pub engineer_card_max: u8,
    pub distribution_card_max: u8,
    pub quality_cap: u8,
    pub quality_cap_engineer: u8,
    pub distribution_cap: u8,
    pub small_warehouse: u8,
    pub large_warehouse: u8,
    /// The six development tracks' values per level (§8.1): quality, distribution, cards,
    /// machines, shipping, share trading.
    pub levels: [[u8; 3]; 6],
    /// The era each level needs under the expert era limits (§8.2, PROVISIONAL).
    pub era_limit_eras: [u8; 3],
    /// Share value lost at the end for k shipping tokens (index k; §8.4, PROVISIONAL).
    pub ship_penalty: Vec<u8>,
    /// Contract income per good shipped, per era (§9.3, PROVISIONAL).
    pub contract_per_good: [u8; 3],
    pub supervisor_saving: u8,
    pub supervisor_workers: u8,
    pub developer_saving: u8,
    /// Start factories per seat, for 2, 3 and 4 players (§4.2, PROVISIONAL).
    pub start_factories: [Vec<[u8; 2]>; 3],
    pub solo_automa_start: [u8; 4],
    pub automa_factory_base: [u8; 4],
    pub solo_bag: [u8; 3],
    pub solo_grid: (u8, u8),
    pub expert_cards_per_player: u8,
    /// The physical development cards: (copies, face 1, face 2).
    pub devcards: Vec<(u8, Card, Card)>,
    /// Which tables are PROVISIONAL (for tests and the app).
    pub provisional: Vec<String>,
    /// Every table of `tables.csv` with its status (FACTS.md §0), in file order.
    pub statuses: Vec<(String, Status)>,
}

impl Data {
    /// The status of table `name` of `tables.csv`; panics on a name the file lacks.
    pub fn status_of(&self, name: &str) -> Status {
        self.statuses
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, s)| *s)
            .unwrap_or_else(|| panic!("data: table {name} missing"))
    }

    /// Is any of the tables `names` PROVISIONAL (FACTS.md: found in no source)?
    pub fn any_provisional(&self, names: &[&str]) -> bool {
        names
            .iter()
            .any(|n| self.status_of(n) == Status::Provisional)
    }
}

const FACTORIES: &str = include_str!("../data/factories.csv");
const WORKERS: &str = include_str!("../data/workers.csv");
const TABLES: &str = include_str!("../data/tables.csv");
const DEVCARDS: &str = include_str!("../data/devcards.csv");

fn rows(text: &str) -> impl Iterator<Item = Vec<&str>> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .skip(1)
        .map(|l| l.split(',').map(str::trim).collect())
}

fn num(s: &str) -> u8 {
    s.parse()
        .unwrap_or_else(|_| panic!("data: not a number {s:?}"))
}

fn good(s: &str) -> usize {
    GOOD_IDS
        .iter()
        .position(|g| *g == s)
        .unwrap_or_else(|| panic!("data: unknown good {s:?}"))
}

fn era(s: &str) -> usize {
    match s {
        "I" => 0,
        "II" => 1,
        "III" => 2,
        _ => panic!("data: unknown era {s:?}"),
    }
}

fn parse() -> Data {
    let empty_side = FactorySide {
        goods: 0,
        fixed_cost: 0,
        export_price: 0,
        spaces: [(0, 0); 4],
        status: Status::Provisional,
    };
    let mut factory = [[empty_side; 2]; 4];
    for r in rows(FACTORIES) {
        let n: Vec<u8> = r[3..].iter().map(|s| num(s)).collect();
        factory[good(r[0])][era(r[1])] = FactorySide {
            goods: n[0],
            fixed_cost: n[1],
            export_price: n[2],
            spaces: [(n[3], n[4]), (n[5], n[6]), (n[7], n[8]), (n[9], n[10])],
            status: status(r[2]),
        };
    }
    let mut worker = [[[None; 3]; 2]; 4];
    for r in rows(WORKERS) {
        let pos = num(r[1]) as usize - 1;
        worker[good(r[0])][pos][era(r[2])] = Some(WorkerSide {
            workers: num(r[4]),
            machines: num(r[5]),
            goods: num(r[6]),
            status: status(r[3]),
        });
    }
    let mut provisional = Vec::new();
    let mut statuses = Vec::new();
    let mut t = std::collections::HashMap::new();
    for r in rows(TABLES) {
        if status(r[1]) == Status::Provisional {
            provisional.push(r[0].to_string());
        }
        statuses.push((r[0].to_string(), status(r[1])));
        let vals: Vec<u8> = r[2].split_whitespace().map(num).collect();
        t.insert(r[0].to_string(), vals);
    }
    let v = |k: &str| -> Vec<u8> {
        t.get(k)
            .cloned()
            .unwrap_or_else(|| panic!("data: table {k} missing"))
    };
    let one = |k: &str| v(k)[0];
    let four = |k: &str| -> [u8; 4] { v(k).try_into().expect("four values") };
    let three = |k: &str| -> [u8; 3] { v(k).try_into().expect("three values") };
    let pairs = |k: &str| -> Vec<[u8; 2]> { v(k).chunks(2).map(|c| [c[0], c[1]]).collect() };
    let arrows = v("arrow_below")
        .into_iter()
        .zip(v("arrow_red"))
        .map(|(b, r)| (b, r == 1))
        .collect();
    let devcards = rows(DEVCARDS)
        .map(|r| (num(r[0]), Card::parse(r[1]), Card::parse(r[2])))
        .collect();
    Data {
        factory,
        worker,
        start_money: one("start_money") as u16,
        start_shares: one("start_shares") as u16,
        start_share_value: one("start_share_value") as u16,
        automa_shares: one("automa_shares") as u16,
        automa_share_value: one("automa_share_value") as u16,
        prebuy_share_price: one("prebuy_share_price") as u16,
        prebuy_max_shares: one("prebuy_max_shares"),
        machine_upkeep: one("machine_upkeep") as u16,
        max_loans: one("max_loans"),
        max_ship_tokens: one("max_ship_tokens"),
        appeal_max: one("appeal_max"),
        demand_max: one("demand_max"),
        demand_start_a: four("demand_start_a"),
        demand_start_b: four("demand_start_b"),
        demand_start_solo: four("demand_start_solo"),
        board_b_from_players: one("board_b_from_players"),
        arrows,
        wage_track: v("wage_track"),
        wage_start_a: one("wage_start_a"),
        wage_start_b: one("wage_start_b"),
        neutral_start: four("neutral_start"),
        neutral_era_step: one("neutral_era_step"),
        office_price: one("office_price"),
        office_appeal: one("office_appeal"),
        quality_card_max: one("quality_card_max"),
        engineer_card_max: one("engineer_card_max"),
        distribution_card_max: one("distribution_card_max"),
        quality_cap: one("quality_cap"),
        quality_cap_engineer: one("quality_cap_engineer"),
        distribution_cap: one("distribution_cap"),
        small_warehouse: one("small_warehouse"),
        large_warehouse: one("large_warehouse"),
        levels: [
            three("level_quality"),
            three("level_distribution"),
            three("level_cards"),
            three("level_machines"),
            three("level_shipping"),
            three("level_trading"),
        ],
        era_limit_eras: three("era_limit_eras"),
        ship_penalty: v("ship_penalty"),
        contract_per_good: three("contract_per_good"),
        supervisor_saving: one("supervisor_saving"),
        supervisor_workers: one("supervisor_workers"),
        developer_saving: one("developer_saving"),
        start_factories: [
            pairs("start_factories_2"),
            pairs("start_factories_3"),
            pairs("start_factories_4"),
        ],
        solo_automa_start: four("solo_automa_start"),
        automa_factory_base: four("automa_factory_base"),
        solo_bag: three("solo_bag"),
        solo_grid: (v("solo_grid")[0], v("solo_grid")[1]),
        expert_cards_per_player: one("expert_cards_per_player"),
        devcards,
        provisional,
        statuses,
    }
}

/// The tables, parsed on first use.
pub fn data() -> &'static Data {
    static DATA: OnceLock<Data> = OnceLock::new();
    DATA.get_or_init(parse)
}

/// Development tracks (§8.1), in board order.
pub const QUALITY: usize = 0;
pub const DISTRIBUTION: usize = 1;
pub const CARDS: usize = 2;
pub const MACHINES: usize = 3;
pub const SHIPPING: usize = 4;
pub const TRADING: usize = 5;
