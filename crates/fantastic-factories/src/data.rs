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

    /// The stable id in keys (`tool:Hammer`) and locale keys (`ff.tool.Hammer`).
    pub fn id(self) -> &'static str {
        match self {
            Tool::Hammer => "Hammer",
            Tool::Wrench => "Wrench",
            Tool::Gear => "Gear",
            Tool::Shovel => "Shovel",
        }
    }

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
    /// The five types, in the order the table lists them (FACTS.md §3 "Type").
    pub const ALL: [Kind; 5] = [
        Kind::Production,
        Kind::Utility,
        Kind::Training,
        Kind::Special,
        Kind::Monument,
    ];

    /// The stable id in keys (`kind:Production`) and locale keys (`ff.kind.Production`).
    pub fn id(self) -> &'static str {
        match self {
            Kind::Production => "Production",
            Kind::Utility => "Utility",
            Kind::Training => "Training",
            Kind::Special => "Special",
            Kind::Monument => "Monument",
        }
    }

    /// The banner colour of the type's cards (FACTS.md §3 "Type"; the locale's
    /// `ff.ex.colour.<colour>`).
    pub fn banner(self) -> &'static str {
        match self {
            Kind::Production => "blue",
            Kind::Utility => "yellow",
            Kind::Training => "red",
            Kind::Special => "purple",
            Kind::Monument => "grey",
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
    /// The stable id in keys (`card:AluminumFactory`) and locale keys (`ff.card.<id>`):
    /// never a Rust name printed, so renaming a variant renames no key.
    pub id: &'static str,
    /// The English name, as a label for the command line; the app reads every name from the
    /// locale files (`ff.card.<Bp>`, and `ff.card.<Bp>.text` for what the card does).
    pub name: &'static str,
    pub copies: u8,
    pub kind: Kind,
    pub tool: Tool,
    pub metal: u8,
    pub energy: u8,
    /// Printed prestige; Beacon's is variable (see `scoring::beacon_points`) and listed as 0 here.
    pub prestige: u8,
}

// The id, then one argument per printed column, so that each card below reads as one table
// row (hence the many arguments).
#[allow(clippy::too_many_arguments)]
const fn bp(
    id: &'static str,
    name: &'static str,
    copies: u8,
    kind: Kind,
    tool: Tool,
    metal: u8,
    energy: u8,
    prestige: u8,
) -> Blueprint {
    Blueprint {
        id,
        name,
        copies,
        kind,
        tool,
        metal,
        energy,
        prestige,
    }
}

use Kind::*;
use Tool::*;

/// Indexed by `Bp as usize`.
#[rustfmt::skip]
pub const BLUEPRINTS: [Blueprint; 32] = [
    bp("AluminumFactory", "Aluminum Factory", 2, Production, Shovel, 2, 2, 1),
    bp("AssemblyLine", "Assembly Line", 2, Production, Gear, 2, 1, 1),
    bp("BatteryFactory", "Battery Factory", 2, Production, Wrench, 2, 1, 1),
    bp("Beacon", "Beacon", 4, Monument, Shovel, 2, 4, 0),
    bp("Biolab", "Biolab", 2, Production, Gear, 1, 3, 1),
    bp("BlackMarket", "Black Market", 2, Utility, Gear, 3, 2, 1),
    bp("ConcretePlant", "Concrete Plant", 2, Production, Shovel, 2, 2, 1),
    bp("Dojo", "Dojo", 2, Training, Gear, 1, 1, 0),
    bp("FitnessCenter", "Fitness Center", 3, Training, Wrench, 1, 0, 0),
    bp("Foundry", "Foundry", 2, Utility, Gear, 2, 1, 1),
    bp("FulfillmentCenter", "Fulfillment Center", 2, Production, Hammer, 2, 1, 1),
    bp("Golem", "Golem", 2, Special, Hammer, 4, 0, 1),
    bp("Gymnasium", "Gymnasium", 3, Training, Shovel, 1, 0, 0),
    bp("Harvester", "Harvester", 2, Utility, Hammer, 1, 2, 1),
    bp("Incinerator", "Incinerator", 2, Utility, Shovel, 2, 1, 1),
    bp("Laboratory", "Laboratory", 2, Special, Wrench, 1, 4, 1),
    bp("Manufactory", "Manufactory", 2, Production, Wrench, 2, 2, 1),
    bp("MegaFactory", "Mega Factory", 2, Production, Gear, 2, 2, 1),
    bp("Megalith", "Megalith", 3, Monument, Wrench, 5, 2, 3),
    bp("Motherlode", "Motherlode", 2, Utility, Shovel, 1, 3, 1),
    bp("NuclearPlant", "Nuclear Plant", 2, Production, Wrench, 2, 2, 1),
    bp("Obelisk", "Obelisk", 5, Monument, Hammer, 3, 1, 2),
    bp("PowerPlant", "Power Plant", 2, Utility, Gear, 3, 0, 1),
    bp("RecyclingPlant", "Recycling Plant", 3, Production, Gear, 2, 0, 1),
    bp("Refinery", "Refinery", 2, Utility, Wrench, 1, 3, 1),
    bp("Replicator", "Replicator", 2, Special, Shovel, 2, 2, 1),
    bp("Robot", "Robot", 3, Special, Hammer, 1, 1, 0),
    bp("ScrapYard", "Scrap Yard", 2, Special, Wrench, 1, 2, 0),
    bp("SolarArray", "Solar Array", 2, Special, Gear, 1, 2, 0),
    bp("TempAgency", "Temp Agency", 2, Training, Hammer, 1, 0, 0),
    bp("TrashCompactor", "Trash Compactor", 2, Production, Shovel, 2, 1, 1),
    bp("Warehouse", "Warehouse", 2, Production, Hammer, 3, 2, 1),
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

    /// The stable id (the table's `id`).
    pub fn id(self) -> &'static str {
        self.data().id
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
    /// The stable id in keys (`contractor:HiredHands`) and locale keys (`ff.contractor.<id>`).
    pub id: &'static str,
    /// The English name (the locale files have `ff.contractor.<Ct>` and its `.text`).
    pub name: &'static str,
    pub copies: u8,
    /// Energy paid on top of the discarded blueprint.
    pub extra_energy: u8,
    /// When its effect applies (FACTS.md §4 "When"; `market::hire` applies it).
    pub when: When,
}

/// When a hired contractor's effect applies (부록 계약 직원; FACTS.md §4 "When").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum When {
    /// At once, when hired.
    Now,
    /// At the start of this round's work phase (the hirer's dice).
    WorkPhase,
    /// Any time in this round's work phase (a die taken when the hirer likes).
    AnyTimeInWork,
}

/// Indexed by `Ct as usize`.
pub const CONTRACTORS: [Contractor; 8] = [
    Contractor {
        id: "Architect",
        name: "Architect",
        copies: 2,
        extra_energy: 0,
        when: When::Now,
    },
    Contractor {
        id: "Electrician",
        name: "Electrician",
        copies: 2,
        extra_energy: 0,
        when: When::Now,
    },
    Contractor {
        id: "Miner",
        name: "Miner",
        copies: 2,
        extra_energy: 0,
        when: When::Now,
    },
    Contractor {
        id: "Investor",
        name: "Investor",
        copies: 3,
        extra_energy: 0,
        when: When::Now,
    },
    Contractor {
        id: "Engineer",
        name: "Engineer",
        copies: 1,
        extra_energy: 4,
        when: When::Now,
    },
    Contractor {
        id: "Foreman",
        name: "Foreman",
        copies: 1,
        extra_energy: 2,
        when: When::WorkPhase,
    },
    Contractor {
        id: "HiredHands",
        name: "Hired Hands",
        copies: 3,
        extra_energy: 3,
        when: When::WorkPhase,
    },
    Contractor {
        id: "Specialist",
        name: "Specialist",
        copies: 3,
        extra_energy: 0,
        when: When::AnyTimeInWork,
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

    /// The stable id (the table's `id`).
    pub fn id(self) -> &'static str {
        self.data().id
    }

    pub fn name(self) -> &'static str {
        self.data().name
    }
}

/// What FACTS.md marks PROVISIONAL (C) that a thing told in place rests on (`things.rs`
/// reads these marks for its "provisional" tag; nothing else writes one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// A blueprint whose text rests on a ruling.
    Card(Bp),
    /// A contractor's English name, or a ruling on its effect.
    Contractor(Ct),
    /// What happens when the contractor deck runs out.
    ContractorDeck,
    /// The row refresh after the pick, at a table that plays it (`Options::refresh_after_pick`).
    RefreshAfterPick,
    /// The solo Machine.
    Machine,
}

/// Each PROVISIONAL mark, with where FACTS.md says so.
pub const PROVISIONAL: [(Mark, &str); 11] = [
    (Mark::Card(Bp::Megalith), "§6 Q5: one Megalith per compound"),
    (
        Mark::Card(Bp::Replicator),
        "§6 Q3: what the Replicator may copy",
    ),
    (
        Mark::Card(Bp::Warehouse),
        "§6 Q9: a Warehouse set is exactly three dice",
    ),
    (Mark::Contractor(Ct::Engineer), "§4, §10: the English name"),
    (Mark::Contractor(Ct::Foreman), "§4, §10: the English name"),
    (
        Mark::Contractor(Ct::HiredHands),
        "§4, §10: the English name",
    ),
    (
        Mark::Contractor(Ct::Specialist),
        "§4, §10: the English name",
    ),
    (
        Mark::Contractor(Ct::Investor),
        "§4 and §6 Q4: the drawn card stays in hand",
    ),
    (
        Mark::ContractorDeck,
        "§1 and §6 Q7: its discards are reshuffled when it runs out",
    ),
    (
        Mark::RefreshAfterPick,
        "§2.1 and §6 Q1: the refresh may come after the pick",
    ),
    (
        Mark::Machine,
        "§5: the round that triggers the end is finished first; it may hold two of a name",
    ),
];

/// Whether FACTS.md marks `m` PROVISIONAL.
pub fn provisional(m: Mark) -> bool {
    PROVISIONAL.iter().any(|(x, _)| *x == m)
}

/// Rulebook setup and limits (준비, 작업 단계 종료, 게임 종료).
pub const START_METAL: u16 = 1;
pub const START_ENERGY: u16 = 2;
pub const START_GOODS: u16 = 0;
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
