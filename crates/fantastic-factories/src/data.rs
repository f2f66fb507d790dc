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

// One argument per printed column, so that each card below reads as one table row.
const fn bp(
    name: &'static str,
    copies: u8,
    kind: Kind,
    tool: Tool,
    metal: u8,
    energy: u8,
    prestige: u8,
) -> Blueprint {
    Blueprint {
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
pub const BLUEPRINTS: [Blueprint; 32] = [
    bp("Aluminum Factory", 2, Production, Shovel, 2, 2, 1),
    bp("Assembly Line", 2, Production, Gear, 2, 1, 1),
    bp("Battery Factory", 2, Production, Wrench, 2, 1, 1),
    bp("Beacon", 4, Monument, Shovel, 2, 4, 0),
    bp("Biolab", 2, Production, Gear, 1, 3, 1),
    bp("Black Market", 2, Utility, Gear, 3, 2, 1),
    bp("Concrete Plant", 2, Production, Shovel, 2, 2, 1),
    bp("Dojo", 2, Training, Gear, 1, 1, 0),
    bp("Fitness Center", 3, Training, Wrench, 1, 0, 0),
    bp("Foundry", 2, Utility, Gear, 2, 1, 1),
    bp("Fulfillment Center", 2, Production, Hammer, 2, 1, 1),
    bp("Golem", 2, Special, Hammer, 4, 0, 1),
    bp("Gymnasium", 3, Training, Shovel, 1, 0, 0),
    bp("Harvester", 2, Utility, Hammer, 1, 2, 1),
    bp("Incinerator", 2, Utility, Shovel, 2, 1, 1),
    bp("Laboratory", 2, Special, Wrench, 1, 4, 1),
    bp("Manufactory", 2, Production, Wrench, 2, 2, 1),
    bp("Mega Factory", 2, Production, Gear, 2, 2, 1),
    bp("Megalith", 3, Monument, Wrench, 5, 2, 3),
    bp("Motherlode", 2, Utility, Shovel, 1, 3, 1),
    bp("Nuclear Plant", 2, Production, Wrench, 2, 2, 1),
    bp("Obelisk", 5, Monument, Hammer, 3, 1, 2),
    bp("Power Plant", 2, Utility, Gear, 3, 0, 1),
    bp("Recycling Plant", 3, Production, Gear, 2, 0, 1),
    bp("Refinery", 2, Utility, Wrench, 1, 3, 1),
    bp("Replicator", 2, Special, Shovel, 2, 2, 1),
    bp("Robot", 3, Special, Hammer, 1, 1, 0),
    bp("Scrap Yard", 2, Special, Wrench, 1, 2, 0),
    bp("Solar Array", 2, Special, Gear, 1, 2, 0),
    bp("Temp Agency", 2, Training, Hammer, 1, 0, 0),
    bp("Trash Compactor", 2, Production, Shovel, 2, 1, 1),
    bp("Warehouse", 2, Production, Hammer, 3, 2, 1),
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
    /// The English name (the locale files have `ff.contractor.<Ct>` and its `.text`).
    pub name: &'static str,
    pub copies: u8,
    /// Energy paid on top of the discarded blueprint.
    pub extra_energy: u8,
}

/// Indexed by `Ct as usize`.
pub const CONTRACTORS: [Contractor; 8] = [
    Contractor {
        name: "Architect",
        copies: 2,
        extra_energy: 0,
    },
    Contractor {
        name: "Electrician",
        copies: 2,
        extra_energy: 0,
    },
    Contractor {
        name: "Miner",
        copies: 2,
        extra_energy: 0,
    },
    Contractor {
        name: "Investor",
        copies: 3,
        extra_energy: 0,
    },
    Contractor {
        name: "Engineer",
        copies: 1,
        extra_energy: 4,
    },
    Contractor {
        name: "Foreman",
        copies: 1,
        extra_energy: 2,
    },
    Contractor {
        name: "Hired Hands",
        copies: 3,
        extra_energy: 3,
    },
    Contractor {
        name: "Specialist",
        copies: 3,
        extra_energy: 0,
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
