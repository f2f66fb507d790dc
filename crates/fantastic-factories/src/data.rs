//! Every printed component, as tables. Source: FACTS.md §3 (blueprints), §4 (contractors) and
//! the companion blueprints.csv / contractors.csv; abilities as in the rulebook's appendix (부록).
//! FACTS.md marks costs and prestige "B" (read from the designer's 2018 renders, not checked
//! against a retail print): they live here alone, so a retune is a one-line change.

use serde::{Deserialize, Serialize};

/// The tool icon in a blueprint's top-left corner, and on the tiles over the contractor slots.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Tool {
    Hammer,
    Wrench,
    Gear,
    Shovel,
}

impl Tool {
    pub const ALL: [Tool; 4] = [Tool::Hammer, Tool::Wrench, Tool::Gear, Tool::Shovel];

    pub fn name(self) -> &'static str {
        match self {
            Tool::Hammer => "hammer",
            Tool::Wrench => "wrench",
            Tool::Gear => "gear",
            Tool::Shovel => "shovel",
        }
    }
}

/// The banner colour of a blueprint (FACTS.md §3 "Type").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Kind {
    Production,
    Utility,
    Training,
    Special,
    Monument,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Production => "Production",
            Kind::Utility => "Utility",
            Kind::Training => "Training",
            Kind::Special => "Special",
            Kind::Monument => "Monument",
        }
    }
}

/// The 32 blueprint names, in the order of FACTS.md §3 (alphabetical in English).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Bp {
    AluminumFactory,
    AssemblyLine,
    BatteryFactory,
    Beacon,
    Biolab,
    BlackMarket,
    ConcretePlant,
    Dojo,
    FitnessCenter,
    Foundry,
    FulfillmentCenter,
    Golem,
    Gymnasium,
    Harvester,
    Incinerator,
    Laboratory,
    Manufactory,
    MegaFactory,
    Megalith,
    Motherlode,
    NuclearPlant,
    Obelisk,
    PowerPlant,
    RecyclingPlant,
    Refinery,
    Replicator,
    Robot,
    ScrapYard,
    SolarArray,
    TempAgency,
    TrashCompactor,
    Warehouse,
}

/// One blueprint row of FACTS.md §3.
#[derive(Clone, Copy, Debug)]
pub struct Blueprint {
    pub name: &'static str,
    pub name_ko: &'static str,
    pub copies: u8,
    pub kind: Kind,
    pub tool: Tool,
    pub metal: u8,
    pub energy: u8,
    /// Printed prestige; Beacon's is variable (see `scoring::beacon_points`) and listed as 0 here.
    pub prestige: u8,
    /// What the card does, in words, for the table and the log.
    pub text: &'static str,
}

// One argument per printed column, so that each card below reads as one table row.
#[allow(clippy::too_many_arguments)]
const fn bp(
    name: &'static str,
    name_ko: &'static str,
    copies: u8,
    kind: Kind,
    tool: Tool,
    metal: u8,
    energy: u8,
    prestige: u8,
    text: &'static str,
) -> Blueprint {
    Blueprint {
        name,
        name_ko,
        copies,
        kind,
        tool,
        metal,
        energy,
        prestige,
        text,
    }
}

use Kind::*;
use Tool::*;

/// Indexed by `Bp as usize`.
pub const BLUEPRINTS: [Blueprint; 32] = [
    bp(
        "Aluminum Factory",
        "알루미늄 공장",
        2,
        Production,
        Shovel,
        2,
        2,
        1,
        "Pair of dice + 5 energy → 2 goods + 1 metal",
    ),
    bp(
        "Assembly Line",
        "조립 라인",
        2,
        Production,
        Gear,
        2,
        1,
        1,
        "Run of three dice (X, X+1, X+2) → 2 goods",
    ),
    bp(
        "Battery Factory",
        "배터리 공장",
        2,
        Production,
        Wrench,
        2,
        1,
        1,
        "4 energy → 1 good",
    ),
    bp(
        "Beacon",
        "봉화대",
        4,
        Monument,
        Shovel,
        2,
        4,
        0,
        "Monument; build several: the k-th Beacon is worth k+1 (2/5/9/14 in all)",
    ),
    bp(
        "Biolab",
        "생물학 연구소",
        2,
        Production,
        Gear,
        1,
        3,
        1,
        "A die showing 1 + 1 energy → 1 good",
    ),
    bp(
        "Black Market",
        "암시장",
        2,
        Utility,
        Gear,
        3,
        2,
        1,
        "Any die + discard a blueprint → its printed cost in metal/energy, at most 4",
    ),
    bp(
        "Concrete Plant",
        "콘크리트 양생기",
        2,
        Production,
        Shovel,
        2,
        2,
        1,
        "Pair showing X + X metal → 2 goods",
    ),
    bp(
        "Dojo",
        "도장",
        2,
        Training,
        Gear,
        1,
        1,
        0,
        "1 energy → turn an unplaced die to its opposite face (7 − X)",
    ),
    bp(
        "Fitness Center",
        "피트니스 센터",
        3,
        Training,
        Wrench,
        1,
        0,
        0,
        "1 energy → an unplaced die −1 (not a 1)",
    ),
    bp(
        "Foundry",
        "주조 공장",
        2,
        Utility,
        Gear,
        2,
        1,
        1,
        "A die showing X + X energy → X metal",
    ),
    bp(
        "Fulfillment Center",
        "물류 센터",
        2,
        Production,
        Hammer,
        2,
        1,
        1,
        "A die showing 4 + 2 energy → 1 good + 1 metal",
    ),
    bp(
        "Golem",
        "골렘",
        2,
        Special,
        Hammer,
        4,
        0,
        1,
        "X energy → an extra die showing X this round",
    ),
    bp(
        "Gymnasium",
        "체육관",
        3,
        Training,
        Shovel,
        1,
        0,
        0,
        "1 energy → an unplaced die +1 (not a 6)",
    ),
    bp(
        "Harvester",
        "수확기",
        2,
        Utility,
        Hammer,
        1,
        2,
        1,
        "Pair of dice → 4 metal or 7 energy",
    ),
    bp(
        "Incinerator",
        "소각로",
        2,
        Utility,
        Shovel,
        2,
        1,
        1,
        "Discard a blueprint + 1 metal → 6 energy",
    ),
    bp(
        "Laboratory",
        "연구소",
        2,
        Special,
        Wrench,
        1,
        4,
        1,
        "The first time you gain goods each round, draw a blueprint",
    ),
    bp(
        "Manufactory",
        "제조소",
        2,
        Production,
        Wrench,
        2,
        2,
        1,
        "Pair of dice → 1 good + 2 metal, 2 blueprints or 3 energy",
    ),
    bp(
        "Mega Factory",
        "대형 공장",
        2,
        Production,
        Gear,
        2,
        2,
        1,
        "Three of a kind → 2 goods + an extra die set to any face",
    ),
    bp(
        "Megalith",
        "대형 기념탑",
        3,
        Monument,
        Wrench,
        5,
        2,
        3,
        "Monument; costs 1 metal less per Monument you own (at least 1); one per compound",
    ),
    bp(
        "Motherlode",
        "광맥",
        2,
        Utility,
        Shovel,
        1,
        3,
        1,
        "A die: 1–3 → 1 metal, 4–6 → 2 metal",
    ),
    bp(
        "Nuclear Plant",
        "원자력 발전소",
        2,
        Production,
        Wrench,
        2,
        2,
        1,
        "A die showing 6 → 1 good + 1 energy",
    ),
    bp(
        "Obelisk",
        "오벨리스크",
        5,
        Monument,
        Hammer,
        3,
        1,
        2,
        "Monument; build several, each worth 2",
    ),
    bp(
        "Power Plant",
        "발전소",
        2,
        Utility,
        Gear,
        3,
        0,
        1,
        "A die showing X → X energy",
    ),
    bp(
        "Recycling Plant",
        "재활용 발전소",
        3,
        Production,
        Gear,
        2,
        0,
        1,
        "Discard 2 blueprints + 2 energy → 1 good + draw a blueprint",
    ),
    bp(
        "Refinery",
        "정제소",
        2,
        Utility,
        Wrench,
        1,
        3,
        1,
        "Discard a blueprint + 3 energy → 3 metal",
    ),
    bp(
        "Replicator",
        "복제품 제조기",
        2,
        Special,
        Shovel,
        2,
        2,
        1,
        "1 energy → activate a marketplace blueprint as if it were yours",
    ),
    bp(
        "Robot",
        "로봇",
        3,
        Special,
        Hammer,
        1,
        1,
        0,
        "1 metal → an extra die, rolled, this round",
    ),
    bp(
        "Scrap Yard",
        "쓰레기장",
        2,
        Special,
        Wrench,
        1,
        2,
        0,
        "After you build, gain 1 metal (once a round)",
    ),
    bp(
        "Solar Array",
        "태양열 전지",
        2,
        Special,
        Gear,
        1,
        2,
        0,
        "After you build, gain 2 energy (once a round)",
    ),
    bp(
        "Temp Agency",
        "인력 파견소",
        2,
        Training,
        Hammer,
        1,
        0,
        0,
        "1 energy → reroll any of your unplaced dice",
    ),
    bp(
        "Trash Compactor",
        "폐기물 압축기",
        2,
        Production,
        Shovel,
        2,
        1,
        1,
        "Pair of dice + discard 2 blueprints → 2 goods",
    ),
    bp(
        "Warehouse",
        "창고",
        2,
        Production,
        Hammer,
        3,
        2,
        1,
        "Three dice summing to 14 or more → 2 goods + 2 energy",
    ),
];

impl Bp {
    pub const ALL: [Bp; 32] = [
        Bp::AluminumFactory,
        Bp::AssemblyLine,
        Bp::BatteryFactory,
        Bp::Beacon,
        Bp::Biolab,
        Bp::BlackMarket,
        Bp::ConcretePlant,
        Bp::Dojo,
        Bp::FitnessCenter,
        Bp::Foundry,
        Bp::FulfillmentCenter,
        Bp::Golem,
        Bp::Gymnasium,
        Bp::Harvester,
        Bp::Incinerator,
        Bp::Laboratory,
        Bp::Manufactory,
        Bp::MegaFactory,
        Bp::Megalith,
        Bp::Motherlode,
        Bp::NuclearPlant,
        Bp::Obelisk,
        Bp::PowerPlant,
        Bp::RecyclingPlant,
        Bp::Refinery,
        Bp::Replicator,
        Bp::Robot,
        Bp::ScrapYard,
        Bp::SolarArray,
        Bp::TempAgency,
        Bp::TrashCompactor,
        Bp::Warehouse,
    ];

    pub fn data(self) -> &'static Blueprint {
        &BLUEPRINTS[self as usize]
    }

    pub fn name(self) -> &'static str {
        self.data().name
    }

    pub fn tool(self) -> Tool {
        self.data().tool
    }

    pub fn kind(self) -> Kind {
        self.data().kind
    }

    /// Obelisk and Beacon say on the card that a compound may hold several (FACTS.md §6.1).
    pub fn may_build_several(self) -> bool {
        matches!(self, Bp::Obelisk | Bp::Beacon)
    }

    /// Cards that never activate: monuments and the three passive Specials.
    pub fn activatable(self) -> bool {
        self.kind() != Kind::Monument
            && !matches!(self, Bp::Laboratory | Bp::ScrapYard | Bp::SolarArray)
    }

    pub fn bit(self) -> u32 {
        1 << self as u32
    }
}

/// The 8 contractor names (FACTS.md §4). English names of the last four are PROVISIONAL (C).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Ct {
    Architect,
    Electrician,
    Miner,
    Investor,
    Engineer,
    Foreman,
    HiredHands,
    Specialist,
}

#[derive(Clone, Copy, Debug)]
pub struct Contractor {
    pub name: &'static str,
    pub name_ko: &'static str,
    pub copies: u8,
    /// Energy paid on top of the discarded blueprint.
    pub extra_energy: u8,
    pub text: &'static str,
}

/// Indexed by `Ct as usize`.
pub const CONTRACTORS: [Contractor; 8] = [
    Contractor {
        name: "Architect",
        name_ko: "건축가",
        copies: 2,
        extra_energy: 0,
        text: "Draw 3 blueprints; an opponent you choose draws 1",
    },
    Contractor {
        name: "Electrician",
        name_ko: "전기 전문가",
        copies: 2,
        extra_energy: 0,
        text: "Gain 5 energy; an opponent you choose gains 1 energy",
    },
    Contractor {
        name: "Miner",
        name_ko: "광부",
        copies: 2,
        extra_energy: 0,
        text: "Gain 3 metal; an opponent you choose gains 1 metal",
    },
    Contractor {
        name: "Investor",
        name_ko: "투자자",
        copies: 3,
        extra_energy: 0,
        text: "Draw a blueprint and gain its printed cost in metal and energy",
    },
    Contractor {
        name: "Engineer",
        name_ko: "기술자",
        copies: 1,
        extra_energy: 4,
        text: "Draw blueprints until one can be built, and build it for free",
    },
    Contractor {
        name: "Foreman",
        name_ko: "감독관",
        copies: 1,
        extra_energy: 2,
        text: "This work phase, set your 4 dice to any faces instead of rolling",
    },
    Contractor {
        name: "Hired Hands",
        name_ko: "고용 작업자",
        copies: 3,
        extra_energy: 3,
        text: "This work phase, roll 2 extra dice",
    },
    Contractor {
        name: "Specialist",
        name_ko: "연구원",
        copies: 3,
        extra_energy: 0,
        text: "Any time this work phase, take an extra die set to any face",
    },
];

impl Ct {
    pub const ALL: [Ct; 8] = [
        Ct::Architect,
        Ct::Electrician,
        Ct::Miner,
        Ct::Investor,
        Ct::Engineer,
        Ct::Foreman,
        Ct::HiredHands,
        Ct::Specialist,
    ];

    pub fn data(self) -> &'static Contractor {
        &CONTRACTORS[self as usize]
    }

    pub fn name(self) -> &'static str {
        self.data().name
    }
}

/// Rulebook setup and limits (준비, 작업 단계 종료, 게임 종료).
pub const START_METAL: u16 = 1;
pub const START_ENERGY: u16 = 2;
pub const START_HAND: usize = 4;
pub const DICE_PER_PLAYER: u8 = 4;
pub const ROW: usize = 4;
pub const HQ_SLOTS: usize = 3;
pub const RESOURCE_LIMIT: u16 = 12;
pub const HAND_LIMIT: usize = 10;
pub const END_GOODS: u16 = 12;
pub const END_BUILDINGS: usize = 10;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_has_74_blueprints_and_17_contractors() {
        assert_eq!(BLUEPRINTS.iter().map(|b| b.copies as u32).sum::<u32>(), 74);
        assert_eq!(CONTRACTORS.iter().map(|c| c.copies as u32).sum::<u32>(), 17);
    }

    #[test]
    fn copies_by_type_match_facts_totals() {
        let count = |k: Kind| {
            BLUEPRINTS
                .iter()
                .filter(|b| b.kind == k)
                .map(|b| b.copies as u32)
                .sum::<u32>()
        };
        assert_eq!(
            [
                count(Production),
                count(Utility),
                count(Special),
                count(Monument),
                count(Training)
            ],
            [25, 14, 13, 12, 10]
        );
    }

    #[test]
    fn tools_split_18_18_19_19() {
        let count = |t: Tool| {
            BLUEPRINTS
                .iter()
                .filter(|b| b.tool == t)
                .map(|b| b.copies as u32)
                .sum::<u32>()
        };
        assert_eq!(
            [count(Hammer), count(Wrench), count(Gear), count(Shovel)],
            [18, 18, 19, 19]
        );
    }

    #[test]
    fn table_order_matches_enum() {
        for (i, b) in Bp::ALL.iter().enumerate() {
            assert_eq!(*b as usize, i);
        }
        assert_eq!(Bp::Warehouse.name(), "Warehouse");
        assert_eq!(Ct::Specialist.data().copies, 3);
    }
}
