//! Component data, parsed once from the CSV files in `data/` (copied unchanged from
//! `shared/games/age-of-renaissance/`, described in its FACTS.md), plus the small tables FACTS.md
//! gives only in prose. Values marked PROVISIONAL in FACTS.md stay marked here, one place each.

use crate::csv;
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// A province's index in `data().provinces` (the order of `provinces.csv`).
pub type Pid = u8;

/// The twelve commodities in the order of the shortage/surplus dice sums (FACTS §4.1, §5.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Commodity {
    Stone,
    Wool,
    Timber,
    Grain,
    Cloth,
    Wine,
    Metal,
    Fur,
    Silk,
    Spice,
    Gold,
    Ivory,
}

impl Commodity {
    pub const ALL: [Commodity; 12] = [
        Commodity::Stone,
        Commodity::Wool,
        Commodity::Timber,
        Commodity::Grain,
        Commodity::Cloth,
        Commodity::Wine,
        Commodity::Metal,
        Commodity::Fur,
        Commodity::Silk,
        Commodity::Spice,
        Commodity::Gold,
        Commodity::Ivory,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Commodity::Stone => "Stone",
            Commodity::Wool => "Wool",
            Commodity::Timber => "Timber",
            Commodity::Grain => "Grain",
            Commodity::Cloth => "Cloth",
            Commodity::Wine => "Wine",
            Commodity::Metal => "Metal",
            Commodity::Fur => "Fur",
            Commodity::Silk => "Silk",
            Commodity::Spice => "Spice",
            Commodity::Gold => "Gold",
            Commodity::Ivory => "Ivory",
        }
    }

    pub fn from_name(s: &str) -> Option<Commodity> {
        Commodity::ALL.into_iter().find(|c| c.name() == s.trim())
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// One row of `commodities.csv` (FACTS §4.1).
#[derive(Clone, Debug)]
pub struct CommodityRow {
    pub commodity: Commodity,
    pub dice_sum: u8,
    /// The base value: the payout for n markets is base × n² (FACTS §4.1).
    pub base: u32,
    /// Cards per epoch as printed on the Commodity Log (the shared Cloth/Wine and Gold/Ivory
    /// cards count under both).
    pub cards: [u8; 3],
    /// The printed payout boxes for 1, 2, 3, … markets.
    pub payouts: Vec<u32>,
}

/// Area numbers: I–VIII are 1–8; the Far East and New World boxes are 9 and 10 (FACTS §2.1).
pub type Area = u8;
pub const FAR_EAST: Area = 9;
pub const NEW_WORLD: Area = 10;

#[derive(Hash, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Kind {
    Market,
    Satellite,
    Overseas,
}

/// One land space of `provinces.csv` (FACTS §2.3).
#[derive(Hash, Clone, Debug)]
pub struct Province {
    pub name: String,
    pub area: Area,
    pub kind: Kind,
    /// Market size (satellites 1).
    pub size: u8,
    pub commodities: Vec<Commodity>,
    /// The capital's power (its own name) if this is a capital.
    pub capital: bool,
    pub coastal: bool,
    /// Markets this satellite's arrows point at (FACTS §2.5).
    pub supports: Vec<Pid>,
    /// Satellites whose arrows point at this market.
    pub supported_by: Vec<Pid>,
    /// A value of it is PROVISIONAL in FACTS.md: the locale key of the note saying which
    /// (`PROVISIONAL_PROVINCES`).
    pub provisional: Option<&'static str>,
}

/// The map's PROVISIONAL values (FACTS §2.3 cross-check, §8 #8), kept beside `provinces.csv`
/// (copied unchanged): each province and the locale key of the note that says what is unsure.
/// Loire is printed on the map as a Wine market, but the Commodity Log leaves it out; it is
/// played as Wine, a seventh Wine market.
pub const PROVISIONAL_PROVINCES: [(&str, &str); 1] = [("Loire", "aor.ex.p.loire")];

/// A sea zone of `sea_zones.csv` (FACTS §2.2).
#[derive(Clone, Debug)]
pub struct Sea {
    pub name: String,
    pub coasts: Vec<Pid>,
    pub seas: Vec<u8>,
}

/// Advance categories (FACTS §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Category {
    Science,
    Religion,
    Commerce,
    Communication,
    Exploration,
    Civics,
}

impl Category {
    pub const ALL: [Category; 6] = [
        Category::Science,
        Category::Religion,
        Category::Commerce,
        Category::Communication,
        Category::Exploration,
        Category::Civics,
    ];
    /// Its stable id: the name `advances.csv` gives it, and its locale key `aor.cat.<id>`.
    pub fn id(self) -> &'static str {
        match self {
            Category::Science => "Science",
            Category::Religion => "Religion",
            Category::Commerce => "Commerce",
            Category::Communication => "Communication",
            Category::Exploration => "Exploration",
            Category::Civics => "Civics",
        }
    }
    fn from_name(s: &str) -> Category {
        Category::ALL
            .into_iter()
            .find(|c| c.id() == s.trim())
            .unwrap_or(Category::Civics)
    }
}

/// One advance of `advances.csv` (FACTS §3). Letters A–Z are indices 0–25.
#[derive(Clone, Debug)]
pub struct Advance {
    pub letter: char,
    /// Name under the original rules and under the living rules (they differ only for J and K,
    /// which swap name and effect but keep letter and price: FACTS §6 #3).
    pub name_original: String,
    pub name_living: String,
    pub category: Category,
    /// Price in $ = victory points.
    pub cost: u32,
    /// Credit towards later advances of the same category: original AH, living rules, Euro sheet.
    pub credit: [u32; 3],
    /// Where FACTS §3 (§8 #5) marks a credit PROVISIONAL or CONFLICT (the sources disagree;
    /// the first number of the cell is used): Patronage's original credit. Per column.
    pub credit_provisional: [bool; 3],
    /// Misery relief (original AH); `mr_provisional` where FACTS §3 marks the value PROVISIONAL
    /// (the two sources disagree; the first, S-TS, is used).
    pub mr: u32,
    pub mr_provisional: bool,
    /// Prerequisites (indices), original and living rules.
    pub prereq: [Vec<u8>; 2],
}

/// History card kinds (FACTS §4.0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CardKind {
    /// One commodity, or two for the Cloth/Wine and Gold/Ivory cards (the player names one).
    Commodity(Vec<Commodity>),
    /// A leader: $ discount on the named advances (indices).
    Leader {
        discount: u32,
        advances: Vec<u8>,
    },
    Event(Event),
}

/// The 18 event cards (FACTS §4.0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    AlchemistsGold,
    Armor,
    Stirrups,
    CivilWar,
    EnlightenedRuler,
    Famine,
    MysticismAbounds,
    PapalDecree,
    PiratesVikings,
    Rebellion,
    RevolutionaryUprisings,
    TheCrusades,
    War,
    BlackDeath,
    ReligiousStrife,
    LongBow,
    Gunpowder,
    MongolArmies,
}

/// What an event's `choice` names (FACTS §4.0): a player, a province, an area, a category, or
/// nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    None,
    Seat,
    Province,
    Area,
    Category,
}

impl Event {
    /// Its stable id: its locale keys are `aor.ex.e.<id>` (and `aor.ex.v.<id>`).
    pub fn id(self) -> &'static str {
        match self {
            Event::AlchemistsGold => "AlchemistsGold",
            Event::Armor => "Armor",
            Event::Stirrups => "Stirrups",
            Event::CivilWar => "CivilWar",
            Event::EnlightenedRuler => "EnlightenedRuler",
            Event::Famine => "Famine",
            Event::MysticismAbounds => "MysticismAbounds",
            Event::PapalDecree => "PapalDecree",
            Event::PiratesVikings => "PiratesVikings",
            Event::Rebellion => "Rebellion",
            Event::RevolutionaryUprisings => "RevolutionaryUprisings",
            Event::TheCrusades => "TheCrusades",
            Event::War => "War",
            Event::BlackDeath => "BlackDeath",
            Event::ReligiousStrife => "ReligiousStrife",
            Event::LongBow => "LongBow",
            Event::Gunpowder => "Gunpowder",
            Event::MongolArmies => "MongolArmies",
        }
    }

    /// What the player who plays it chooses (`Action::Play`'s `choice`; FACTS §4.0).
    pub fn target(self) -> Target {
        match self {
            Event::AlchemistsGold | Event::CivilWar | Event::War => Target::Seat,
            Event::Rebellion | Event::TheCrusades | Event::PiratesVikings => Target::Province,
            Event::BlackDeath => Target::Area,
            Event::PapalDecree => Target::Category,
            _ => Target::None,
        }
    }

    fn from_name(s: &str) -> Option<Event> {
        Some(match s {
            "Alchemist's Gold" => Event::AlchemistsGold,
            "Armor" => Event::Armor,
            "Stirrups" => Event::Stirrups,
            "Civil War" => Event::CivilWar,
            "Enlightened Ruler" => Event::EnlightenedRuler,
            "Famine" => Event::Famine,
            "Mysticism Abounds" => Event::MysticismAbounds,
            "Papal Decree" => Event::PapalDecree,
            "Pirates/Vikings" => Event::PiratesVikings,
            "Rebellion" => Event::Rebellion,
            "Revolutionary Uprisings" => Event::RevolutionaryUprisings,
            "The Crusades" => Event::TheCrusades,
            "War!" => Event::War,
            "Black Death" => Event::BlackDeath,
            "Religious Strife" => Event::ReligiousStrife,
            "Long Bow" => Event::LongBow,
            "Gunpowder" => Event::Gunpowder,
            "Mongol Armies" => Event::MongolArmies,
            _ => return None,
        })
    }

    /// Arms cards and their strength: Stirrups < Armor < Long Bow < Gunpowder (FACTS §4.3).
    pub fn arms_strength(self) -> Option<u8> {
        match self {
            Event::Stirrups => Some(1),
            Event::Armor => Some(2),
            Event::LongBow => Some(3),
            Event::Gunpowder => Some(4),
            _ => None,
        }
    }
}

/// One of the 64 history cards of `history_cards.csv` (FACTS §4.0); its index is its id.
#[derive(Clone, Debug)]
pub struct Card {
    pub name: String,
    pub kind: CardKind,
    pub epoch: u8,
    /// Circle cards are shuffled into the next epoch's deck once played; square cards leave the
    /// game (FACTS §1).
    pub circle: bool,
}

/// One part of a split coast: its coastal-zone neighbours and its seas.
pub type CoastPart = (&'static [&'static str], &'static [&'static str]);

/// Split coasts (FACTS §2.2): a coastal zone in two parts; a galley entering one part cannot
/// leave through the other. Per province, each part's coastal-zone neighbours (`Name#k` = part
/// k of another split province) and seas. Part 0 is the west/north part.
pub const SPLIT_COASTS: [(&str, [CoastPart; 2]); 4] = [
    (
        "Rome",
        [
            (&["Genoa", "Naples#0"], &["Western Mediterranean Sea"]),
            (&["Florence", "Naples#1"], &["Adriatic Sea"]),
        ],
    ),
    (
        "Naples",
        [
            (&["Rome#0", "Bari"], &["Western Mediterranean Sea"]),
            (&["Rome#1", "Bari"], &["Adriatic Sea"]),
        ],
    ),
    (
        "Chester",
        [
            (&["Edinburg", "Wales", "Armagh"], &[]),
            (&["Wales", "Cornwall", "Portsmouth#0"], &[]),
        ],
    ),
    (
        "Portsmouth",
        [
            (&["Chester#1", "Cornwall"], &[]),
            (
                &["London", "Cornwall", "Paris", "St. Malo"],
                &["Bay of Biscay"],
            ),
        ],
    ),
];

/// Coastal zones as galleys see them: zone `2 × pid + part` (part 1 only on split coasts).
pub struct Zones {
    pub links: Vec<Vec<u16>>,
    pub seas: Vec<Vec<u8>>,
    /// The zones touching each sea.
    pub sea_zones: Vec<Vec<u16>>,
}

pub struct Data {
    pub provinces: Vec<Province>,
    pub zones: Zones,
    /// Land borders, both ways (`land_adjacency.csv`).
    pub land: Vec<Vec<Pid>>,
    /// Coastal-zone links, both ways (`water_links.csv`, kind coast-coast).
    pub coast: Vec<Vec<Pid>>,
    /// Seas each coastal zone touches (coast-sea links).
    pub coast_seas: Vec<Vec<u8>>,
    pub seas: Vec<Sea>,
    pub commodities: Vec<CommodityRow>,
    pub advances: Vec<Advance>,
    pub cards: Vec<Card>,
}

const PROVINCES: &str = include_str!("../data/provinces.csv");
const LAND: &str = include_str!("../data/land_adjacency.csv");
const WATER: &str = include_str!("../data/water_links.csv");
const SEAS: &str = include_str!("../data/sea_zones.csv");
const SUPPORT: &str = include_str!("../data/satellite_support.csv");
const COMMODITIES: &str = include_str!("../data/commodities.csv");
const ADVANCES: &str = include_str!("../data/advances.csv");
const CARDS: &str = include_str!("../data/history_cards.csv");

/// The tables, parsed on first use.
pub fn data() -> &'static Data {
    static DATA: OnceLock<Data> = OnceLock::new();
    DATA.get_or_init(parse)
}

fn area(s: &str) -> Area {
    match s.trim() {
        "I" => 1,
        "II" => 2,
        "III" => 3,
        "IV" => 4,
        "V" => 5,
        "VI" => 6,
        "VII" => 7,
        "VIII" => 8,
        "FarEast" => FAR_EAST,
        _ => NEW_WORLD,
    }
}

fn parse() -> Data {
    let rows = csv::rows(PROVINCES);
    let names: Vec<String> = rows.iter().map(|r| r[0].clone()).collect();
    let pid = |n: &str| -> Pid {
        names
            .iter()
            .position(|x| x == n.trim())
            .unwrap_or_else(|| panic!("unknown province {n}")) as Pid
    };
    let mut provinces: Vec<Province> = rows
        .iter()
        .map(|r| Province {
            name: r[0].clone(),
            area: area(&r[1]),
            kind: match r[2].as_str() {
                "market" => Kind::Market,
                "satellite" => Kind::Satellite,
                _ => Kind::Overseas,
            },
            size: csv::first_number(&r[3]).unwrap_or(1) as u8,
            commodities: r[4]
                .split(['+', ';'])
                .filter_map(Commodity::from_name)
                .collect(),
            capital: !r[5].trim().is_empty(),
            coastal: r[6].trim() == "yes",
            supports: Vec::new(),
            supported_by: Vec::new(),
            provisional: PROVISIONAL_PROVINCES
                .iter()
                .find(|(name, _)| *name == r[0])
                .map(|&(_, note)| note),
        })
        .collect();
    // Satellite arrows from their own table (FACTS §2.5), directed.
    for r in csv::rows(SUPPORT) {
        let (s, m) = (pid(&r[0]), pid(&r[1]));
        provinces[s as usize].supports.push(m);
        provinces[m as usize].supported_by.push(s);
    }
    let n = provinces.len();
    let mut land = vec![Vec::new(); n];
    for r in csv::rows(LAND) {
        let (a, b) = (pid(&r[0]), pid(&r[1]));
        land[a as usize].push(b);
        land[b as usize].push(a);
    }
    let sea_rows = csv::rows(SEAS);
    let sea_names: Vec<String> = sea_rows.iter().map(|r| r[0].clone()).collect();
    let sid = |s: &str| {
        sea_names
            .iter()
            .position(|x| x == s.trim())
            .map(|i| i as u8)
    };
    let seas: Vec<Sea> = sea_rows
        .iter()
        .map(|r| Sea {
            name: r[0].clone(),
            coasts: csv::list(&r[2]).iter().map(|p| pid(p)).collect(),
            seas: csv::list(&r[3]).iter().filter_map(|s| sid(s)).collect(),
        })
        .collect();
    let mut coast = vec![Vec::new(); n];
    let mut coast_seas = vec![Vec::new(); n];
    for r in csv::rows(WATER) {
        match r[2].as_str() {
            "coast-coast" => {
                let (a, b) = (pid(&r[0]), pid(&r[1]));
                coast[a as usize].push(b);
                coast[b as usize].push(a);
            }
            "coast-sea" => {
                // Either column may name the sea.
                let (coast_name, sea_name) = match sid(&r[0]) {
                    Some(_) => (&r[1], &r[0]),
                    None => (&r[0], &r[1]),
                };
                let (p, s) = (pid(coast_name), sid(sea_name).expect("sea"));
                coast_seas[p as usize].push(s);
            }
            _ => {}
        }
    }
    let commodities = csv::rows(COMMODITIES)
        .iter()
        .map(|r| {
            let cards: Vec<u8> = r[3]
                .split('/')
                .map(|c| csv::first_number(c).unwrap_or(0) as u8)
                .collect();
            CommodityRow {
                commodity: Commodity::from_name(&r[0]).expect("commodity"),
                dice_sum: csv::first_number(&r[1]).unwrap_or(0) as u8,
                base: csv::first_number(&r[2]).unwrap_or(0),
                cards: [cards[0], cards[1], cards[2]],
                payouts: csv::list(&r[5])
                    .iter()
                    .filter_map(|v| csv::first_number(v))
                    .collect(),
            }
        })
        .collect();
    let letters = |cell: &str| -> Vec<u8> {
        csv::list(cell)
            .iter()
            .filter_map(|l| l.chars().next())
            .map(|c| (c as u8) - b'A')
            .collect()
    };
    let advances = csv::rows(ADVANCES)
        .iter()
        .map(|r| {
            let mut names = r[1].split(" | ");
            let orig = names.next().unwrap_or("").replace(" (orig)", "");
            let living = names
                .next()
                .map(|s| s.replace(" (living rules)", ""))
                .unwrap_or_else(|| orig.clone());
            Advance {
                letter: r[0].chars().next().unwrap_or('?'),
                name_original: orig,
                name_living: living,
                category: Category::from_name(&r[2]),
                cost: csv::first_number(&r[3]).unwrap_or(0),
                credit: [
                    csv::first_number(&r[4]).unwrap_or(0),
                    csv::first_number(&r[5]).unwrap_or(0),
                    csv::first_number(&r[6]).unwrap_or(0),
                ],
                credit_provisional: [4, 5, 6].map(|k| unsure(&r[k])),
                mr: csv::first_number(&r[7]).unwrap_or(0),
                mr_provisional: unsure(&r[7]),
                prereq: [letters(&r[8]), letters(&r[9])],
            }
        })
        .collect();
    let cards = csv::rows(CARDS)
        .iter()
        .map(|r| {
            let kind = match r[1].as_str() {
                "commodity" => {
                    CardKind::Commodity(r[0].split('/').filter_map(Commodity::from_name).collect())
                }
                "leader" => CardKind::Leader {
                    discount: csv::first_number(&r[4]).unwrap_or(0),
                    advances: leader_letters(&r[4]),
                },
                _ => CardKind::Event(Event::from_name(&r[0]).expect("event")),
            };
            Card {
                name: r[0].clone(),
                kind,
                epoch: csv::first_number(&r[2]).unwrap_or(1) as u8,
                circle: r[3].trim() == "circle",
            }
        })
        .collect();
    let zones = zones(&provinces, &coast, &coast_seas, &seas);
    Data {
        provinces,
        zones,
        land,
        coast,
        coast_seas,
        seas,
        commodities,
        advances,
        cards,
    }
}

/// The zone graph (FACTS §2.2): every coastal link between the parts that list each other.
fn zones(
    provinces: &[Province],
    coast: &[Vec<Pid>],
    coast_seas: &[Vec<u8>],
    seas: &[Sea],
) -> Zones {
    let n = provinces.len();
    let split = |p: usize| {
        SPLIT_COASTS
            .iter()
            .find(|(name, _)| *name == provinces[p].name)
            .map(|(_, parts)| parts)
    };
    // Whether part `i` of `p` lists `q`, and which part of `q` it names if any.
    let lists = |p: usize, i: usize, q: usize| -> Option<Option<usize>> {
        match split(p) {
            None => (i == 0).then_some(None),
            Some(parts) => parts[i].0.iter().find_map(|e| {
                let (name, part) = match e.split_once('#') {
                    Some((a, k)) => (a, k.parse().ok()),
                    None => (*e, None),
                };
                (name == provinces[q].name).then_some(part)
            }),
        }
    };
    let parts = |p: usize| if split(p).is_some() { 2 } else { 1 };
    let mut links = vec![Vec::new(); 2 * n];
    for a in 0..n {
        for &b in &coast[a] {
            let b = b as usize;
            for i in 0..parts(a) {
                for j in 0..parts(b) {
                    let (Some(ab), Some(ba)) = (lists(a, i, b), lists(b, j, a)) else {
                        continue;
                    };
                    if ab.is_some_and(|k| k != j) || ba.is_some_and(|k| k != i) {
                        continue;
                    }
                    links[2 * a + i].push((2 * b + j) as u16);
                }
            }
        }
    }
    let mut zone_seas = vec![Vec::new(); 2 * n];
    let mut sea_zones = vec![Vec::new(); seas.len()];
    for p in 0..n {
        for &sea in &coast_seas[p] {
            for i in 0..parts(p) {
                let on = match split(p) {
                    None => true,
                    Some(ps) => ps[i].1.contains(&seas[sea as usize].name.as_str()),
                };
                if on {
                    zone_seas[2 * p + i].push(sea);
                    sea_zones[sea as usize].push((2 * p + i) as u16);
                }
            }
        }
    }
    Zones {
        links,
        seas: zone_seas,
        sea_zones,
    }
}

/// Whether a cell of a FACTS table is marked PROVISIONAL (not found) or CONFLICT (the sources
/// disagree): its value must be confirmed.
fn unsure(cell: &str) -> bool {
    cell.contains("PROVISIONAL") || cell.contains("CONFLICT")
}

/// The advance letters named in a leader's text: every `(X)` with one capital letter.
fn leader_letters(text: &str) -> Vec<u8> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    for i in 0..b.len().saturating_sub(2) {
        if b[i] == b'(' && b[i + 1].is_ascii_uppercase() && b[i + 2] == b')' {
            out.push(b[i + 1] - b'A');
        }
    }
    out
}

impl Data {
    pub fn pid(&self, name: &str) -> Option<Pid> {
        self.provinces
            .iter()
            .position(|p| p.name == name)
            .map(|i| i as Pid)
    }
    pub fn card(&self, name: &str) -> Option<u8> {
        self.cards
            .iter()
            .position(|c| c.name == name)
            .map(|i| i as u8)
    }
    pub fn row(&self, c: Commodity) -> &CommodityRow {
        &self.commodities[c.index()]
    }
}

/// Advance letters as indices.
pub mod adv {
    pub const HEAVENS: u8 = 0;
    pub const HUMAN_BODY: u8 = 1;
    pub const LAWS_OF_MATTER: u8 = 2;
    pub const ENLIGHTENMENT: u8 = 3;
    pub const PATRONAGE: u8 = 4;
    pub const HOLY_INDULGENCE: u8 = 5;
    pub const PROSELYTISM: u8 = 6;
    pub const CATHEDRAL: u8 = 7;
    pub const CARAVAN: u8 = 8;
    /// J: Wind/Watermill (original) or Improved Agriculture (living): FACTS §6 #3.
    pub const J: u8 = 9;
    /// K: Improved Agriculture (original) or Wind/Watermill (living).
    pub const K: u8 = 10;
    pub const INTEREST_PROFIT: u8 = 11;
    pub const INDUSTRY: u8 = 12;
    pub const WRITTEN_RECORD: u8 = 13;
    pub const PRINTED_WORD: u8 = 14;
    pub const MASTER_ART: u8 = 15;
    pub const RENAISSANCE: u8 = 16;
    pub const OVERLAND_EAST: u8 = 17;
    pub const SEAWORTHY: u8 = 18;
    pub const OCEAN_NAVIGATION: u8 = 19;
    pub const NEW_WORLD: u8 = 20;
    pub const URBAN_ASCENDANCY: u8 = 21;
    pub const NATIONALISM: u8 = 22;
    pub const INSTITUTIONAL_RESEARCH: u8 = 23;
    pub const COSMOPOLITAN: u8 = 24;
    pub const MIDDLE_CLASS: u8 = 25;
}

/// The Misery Index track (FACTS §5.6): the value of each space 0–25; space 26 is Chaos.
pub const MISERY: [u32; 26] = [
    0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 125, 150, 175, 200, 250, 300, 350, 400, 450, 500,
    600, 700, 800, 900, 1000,
];
/// The space past 1000: the player is out of the game (FACTS §5.6).
pub const CHAOS: u8 = 26;

/// Order-of-Play display boxes used, first to last, per player count (FACTS §5.3).
pub fn order_boxes(players: u8) -> &'static [u8] {
    match players {
        3 => &[2, 4, 6],
        4 => &[1, 3, 5, 6],
        5 => &[1, 2, 3, 4, 5],
        _ => &[1, 2, 3, 4, 5, 6],
    }
}

/// The capitals in a game of `players` (FACTS §2.1): the areas with numbers above 6 − players,
/// and Area V and VIII always, are in play; a capital leaves with its area.
pub fn area_in_play(area: Area, players: u8) -> bool {
    area >= FAR_EAST || area >= 5 || area > 6u8.saturating_sub(players)
}

/// Stabilization (FACTS §5.6): 1 + 2 + … + n for n cards held.
pub fn stabilization_cost(cards: u32, middle_class: bool) -> u32 {
    let full = cards * (cards + 1) / 2;
    // Middle Class halves it, rounded up (FACTS §3.1 Z "round up"; §5.6 table).
    if middle_class { full.div_ceil(2) } else { full }
}

/// PROVISIONAL (FACTS §5.7, §8 #1): the mats' printed income values were not found; this is
/// pjsavola's formula $15 + (markets dominated, at most 25) × players.
pub fn income(markets: u32, players: u8) -> u32 {
    15 + markets.min(25) * players as u32
}

/// PROVISIONAL (FACTS §5.5, §8 #3): buying a card in Expansion costs 3 tokens, then 3 more for
/// every card bought that phase (3, 6, 9, …).
pub fn expansion_card_cost(bought_this_phase: u32) -> u32 {
    3 * (bought_this_phase + 1)
}

/// Tokens and markers per player (FACTS §1).
pub const TOKENS: u8 = 36;
pub const MARKERS: u8 = 25;
/// Starting cash before the capital bid (FACTS §5.2).
pub const START_CASH: u32 = 40;
