//! The data tables as bit sets, built once on first use, for the rules' hot paths (legal
//! actions and reach are asked for at every step of a game): a set of provinces is a `u128`
//! (108 spaces, bit = `Pid`), a set of advances a `u32` (bit = letter, as `Player::advances`),
//! and a set of coastal zones a `ZoneSet`. Nothing here is a rule; each set is read off
//! `data::data()`.

use crate::data::{self, Category, Commodity, Kind, Pid};
use std::ops::{BitAnd, BitOr, BitOrAssign, Not};
use std::sync::OnceLock;

/// A set of provinces: bit `p` is province `p`.
pub type Provinces = u128;

#[inline(always)]
pub fn bit(p: Pid) -> Provinces {
    // Shifts of a `u64` and a whole word: a `u128` shifted by a varying amount is a library
    // call at the size-optimised release's opt-level.
    if p < 64 {
        Provinces::from(1u64 << p)
    } else {
        Provinces::from(1u64 << (p - 64)) << 64
    }
}

/// The provinces of a set, lowest first (the order of `provinces.csv`).
#[inline(always)]
pub fn each(mut set: Provinces) -> impl Iterator<Item = Pid> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let p = set.trailing_zeros() as Pid;
        set &= set - 1;
        Some(p)
    })
}

/// The advances of a set (bit = letter), A first.
pub fn each_advance(mut set: u32) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let a = set.trailing_zeros() as u8;
        set &= set - 1;
        Some(a)
    })
}

/// A set of coastal zones (`data::Zones`: zone `2 × pid + part`): `main` holds part 0 of each
/// province, `split` part 1 (only split coasts have one that galleys can reach).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ZoneSet {
    pub main: Provinces,
    pub split: Provinces,
}

impl ZoneSet {
    pub const EMPTY: ZoneSet = ZoneSet { main: 0, split: 0 };

    /// Both parts of every province in `set`.
    pub fn both(set: Provinces) -> ZoneSet {
        ZoneSet {
            main: set,
            split: set,
        }
    }

    fn insert(&mut self, zone: usize) {
        let p = bit((zone / 2) as Pid);
        if zone & 1 == 0 {
            self.main |= p;
        } else {
            self.split |= p;
        }
    }

    /// The provinces any zone of the set belongs to.
    pub fn provinces(self) -> Provinces {
        self.main | self.split
    }

    /// The union of `per_zone[zone]` over the zones in the set.
    #[inline(always)]
    pub fn union_of(self, per_zone: &[[ZoneSet; 2]]) -> ZoneSet {
        let mut out = ZoneSet::EMPTY;
        for p in each(self.main) {
            out |= per_zone[p as usize][0];
        }
        for p in each(self.split) {
            out |= per_zone[p as usize][1];
        }
        out
    }
}

impl BitOr for ZoneSet {
    type Output = ZoneSet;
    #[inline(always)]
    fn bitor(self, o: ZoneSet) -> ZoneSet {
        ZoneSet {
            main: self.main | o.main,
            split: self.split | o.split,
        }
    }
}

impl BitOrAssign for ZoneSet {
    #[inline(always)]
    fn bitor_assign(&mut self, o: ZoneSet) {
        *self = *self | o;
    }
}

impl BitAnd for ZoneSet {
    type Output = ZoneSet;
    #[inline(always)]
    fn bitand(self, o: ZoneSet) -> ZoneSet {
        ZoneSet {
            main: self.main & o.main,
            split: self.split & o.split,
        }
    }
}

impl Not for ZoneSet {
    type Output = ZoneSet;
    #[inline(always)]
    fn not(self) -> ZoneSet {
        ZoneSet {
            main: !self.main,
            split: !self.split,
        }
    }
}

pub struct Tables {
    /// Land neighbours of each province (`data.land`).
    pub land: Vec<Provinces>,
    /// Each province with every province one or two land steps away.
    pub land_two: Vec<Provinces>,
    /// Provinces per area number (index 1–10; 0 is empty).
    pub area: [Provinces; 11],
    pub coastal: Provinces,
    pub overseas: Provinces,
    /// Provinces whose markets include each commodity (index `Commodity::index`).
    pub commodity: [Provinces; 12],
    /// Per province and coast part: the zones one coastal step away (`data.zones.links`).
    pub coast_step: Vec<[ZoneSet; 2]>,
    /// Per province and coast part: the zones on the far side of a sea it touches
    /// (`data.zones.seas`, then `sea_zones`).
    pub sea_step: Vec<[ZoneSet; 2]>,
    /// Advances per category (index: `Category::ALL` order).
    pub category: [u32; 6],
    /// Prerequisites of each advance: original rules, living rules (`Advance::prereq`).
    pub prereq: [[u32; 26]; 2],
}

pub fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(build)
}

fn set_of(pids: impl IntoIterator<Item = Pid>) -> Provinces {
    pids.into_iter().fold(0, |acc, p| acc | bit(p))
}

fn build() -> Tables {
    let d = data::data();
    let n = d.provinces.len();
    assert!(n <= 128, "a province set holds at most 128 spaces");
    let provinces = |keep: &dyn Fn(&data::Province) -> bool| {
        set_of((0..n as Pid).filter(|&p| keep(&d.provinces[p as usize])))
    };
    let mut area = [0; 11];
    for (a, set) in area.iter_mut().enumerate() {
        *set = provinces(&|pr| pr.area as usize == a);
    }
    let zone_sets = |per_zone: &dyn Fn(usize) -> Vec<usize>| -> Vec<[ZoneSet; 2]> {
        (0..n)
            .map(|p| {
                [0, 1].map(|part| {
                    let mut z = ZoneSet::EMPTY;
                    for q in per_zone(2 * p + part) {
                        z.insert(q);
                    }
                    z
                })
            })
            .collect()
    };
    let z = &d.zones;
    let land: Vec<Provinces> = d.land.iter().map(|v| set_of(v.iter().copied())).collect();
    let land_two = (0..n)
        .map(|p| each(land[p]).fold(bit(p as Pid) | land[p], |acc, q| acc | land[q as usize]))
        .collect();
    Tables {
        land,
        land_two,
        area,
        coastal: provinces(&|pr| pr.coastal),
        overseas: provinces(&|pr| pr.kind == Kind::Overseas),
        commodity: Commodity::ALL.map(|c| provinces(&|pr| pr.commodities.contains(&c))),
        coast_step: zone_sets(&|zone| z.links[zone].iter().map(|&q| q as usize).collect()),
        sea_step: zone_sets(&|zone| {
            z.seas[zone]
                .iter()
                .flat_map(|&sea| z.sea_zones[sea as usize].iter().map(|&q| q as usize))
                .collect()
        }),
        category: Category::ALL.map(|c| {
            (0..26)
                .filter(|&a| d.advances[a].category == c)
                .fold(0, |acc, a| acc | 1 << a)
        }),
        prereq: [0, 1].map(|col| {
            std::array::from_fn(|a| {
                d.advances[a].prereq[col]
                    .iter()
                    .fold(0, |acc, &b| acc | 1 << b)
            })
        }),
    }
}

/// The index of a category in `Tables::category`.
pub fn category_index(c: Category) -> usize {
    // `Category::ALL` lists the categories in their declaration order.
    c as usize
}
