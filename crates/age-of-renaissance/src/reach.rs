//! Where a player may expand (FACTS §3.2, §2.1, §2.2): by land from controlled provinces and
//! the own capital (Caravan: two steps), and by ship within the ship marker's range and
//! capacity. Computed on province sets (`tables`): reach is asked for at every Expansion step.

use crate::data::{self, Area, FAR_EAST, NEW_WORLD, Pid, adv};
use crate::state::{Player, Ship, State};
use crate::tables::{Provinces, ZoneSet, bit, each, tables};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    No,
    /// Any number of tokens.
    Land,
    /// By ship: at most this many tokens per province this turn.
    Sea(u8),
}

/// How `seat` reaches the map: the provinces reached by land, those reached only by ship, and
/// the ship's capacity per province.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reaches {
    pub land: Provinces,
    pub sea: Provinces,
    pub cap: u8,
}

impl Reaches {
    #[inline(always)]
    pub fn at(&self, p: Pid) -> Reach {
        if self.land & bit(p) != 0 {
            Reach::Land
        } else if self.sea & bit(p) != 0 {
            Reach::Sea(self.cap)
        } else {
            Reach::No
        }
    }
    /// Every province reached at all.
    #[inline(always)]
    pub fn all(&self) -> Provinces {
        self.land | self.sea
    }
}

/// What entering an area in play needs (FACTS §2.1, §2.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// Nothing more.
    Open,
    /// Area V (the Black Sea): Overland East.
    OverlandEast,
    /// The Far East: Ocean Navigation.
    Ocean,
    /// The New World: Ocean Navigation and the New World advance.
    NewWorld,
}

/// What entering `area` needs (`Entry`).
pub fn entry(area: Area) -> Entry {
    match area {
        5 => Entry::OverlandEast,
        FAR_EAST => Entry::Ocean,
        NEW_WORLD => Entry::NewWorld,
        _ => Entry::Open,
    }
}

/// Whether `seat` may enter or pass through the provinces of `area` at all: the area is in
/// play and its `entry` is met.
fn area_open(s: &State, pl: &Player, area: Area) -> bool {
    if !data::area_in_play(area, s.seats()) {
        return false;
    }
    match entry(area) {
        Entry::OverlandEast => pl.has(adv::OVERLAND_EAST),
        Entry::Ocean => matches!(pl.ship, Ship::Ocean(_)),
        Entry::NewWorld => matches!(pl.ship, Ship::Ocean(_)) && pl.has(adv::NEW_WORLD),
        Entry::Open => true,
    }
}

/// A space on the map reached only by ship across a sea (Iceland, West Africa: FACTS §2.3 "off-map
/// box, reached by sea only"): no land border and no coastal-zone neighbour, so a galley gets
/// there only over a sea (The Heavens, Seaworthy Vessels). The overseas boxes are not on the map.
pub fn sea_only(p: Pid) -> bool {
    let d = data::data();
    d.provinces[p as usize].kind != data::Kind::Overseas
        && d.land[p as usize].is_empty()
        && d.coast[p as usize].is_empty()
}

/// Whether `seat` may enter or pass through province `p` at all (`area_open`).
pub fn enterable(s: &State, seat: usize, p: Pid) -> bool {
    area_open(s, &s.players[seat], data::data().provinces[p as usize].area)
}

/// The provinces `seat` may enter (`area_open`).
pub fn enterable_set(s: &State, seat: usize) -> Provinces {
    let t = tables();
    let pl = &s.players[seat];
    (1..t.area.len() as Area)
        .filter(|&a| area_open(s, pl, a))
        .fold(0, |acc, a| acc | t.area[a as usize])
}

/// Provinces expansion starts from: controlled ones and the own capital (FACTS §1). Among
/// `among` only.
fn sources_among(s: &State, seat: usize, among: Provinces) -> Provinces {
    let spaces = s.spaces.as_slice();
    let controlled = each(among)
        .filter(|&p| spaces[p as usize].controlled_by(seat))
        .fold(0, |acc, p| acc | bit(p));
    let capital = s.players[seat].capital.map_or(0, bit);
    controlled | (capital & among)
}

/// `sources_among` the whole map.
fn sources(s: &State, seat: usize) -> Provinces {
    // Sixty-four spaces a word: a shift of a `u128` by a varying amount is slow.
    let mut set: Provinces = 0;
    for (k, chunk) in s.spaces.chunks(64).enumerate() {
        let mut word = 0u64;
        for (i, sp) in chunk.iter().enumerate() {
            word |= u64::from(sp.controlled_by(seat)) << i;
        }
        set |= if k == 0 {
            Provinces::from(word)
        } else {
            Provinces::from(word) << 64
        };
    }
    if let Some(c) = s.players[seat].capital {
        set |= bit(c);
    }
    set
}

/// Provinces reached by land from the sources `src` (FACTS §3.2): the sources, the enterable
/// provinces adjacent to one; with Caravan, through one such province free of other players'
/// controlled pieces.
fn by_land(s: &State, seat: usize, src: Provinces, open: Provinces) -> Provinces {
    let (t, spaces) = (tables(), s.spaces.as_slice());
    let blocked = |p: Pid| {
        let sp = &spaces[p as usize];
        (0..s.players.len()).any(|o| o != seat && sp.controlled_by(o))
    };
    let adjacent = t.land.as_slice();
    let step = each(src).fold(0, |acc, a| acc | adjacent[a as usize]) & open;
    let mut land = src | step;
    if s.players[seat].has(adv::CARAVAN) {
        for b in each(step).filter(|&b| !blocked(b)) {
            land |= adjacent[b as usize] & open;
        }
    }
    land
}

/// How `seat` reaches province `p` now: `reaches(s, seat).at(p)`. Whether by land depends only
/// on the sources within two land steps of `p` (Caravan's reach), so the whole map is searched
/// only when it may be by ship.
pub fn reach_at(s: &State, seat: usize, p: Pid) -> Reach {
    let src = sources_among(s, seat, tables().land_two[p as usize]);
    if by_land(s, seat, src, enterable_set(s, seat)) & bit(p) != 0 {
        return Reach::Land;
    }
    reaches(s, seat).at(p)
}

/// How `seat` reaches every province now.
pub fn reaches(s: &State, seat: usize) -> Reaches {
    let t = tables();
    let open = enterable_set(s, seat);
    let src = sources(s, seat);
    let land = by_land(s, seat, src, open);
    // Ships (FACTS §3.2).
    let coastal = src & t.coastal;
    let by_sea = match s.players[seat].ship {
        Ship::None => 0,
        Ship::Galley(k) => galleys(s, seat, coastal, k, open),
        Ship::Seaworthy(_) | Ship::Ocean(_) if coastal != 0 => open & (t.coastal | t.overseas),
        Ship::Seaworthy(_) | Ship::Ocean(_) => 0,
    };
    let cap = match s.players[seat].ship {
        Ship::Galley(k) | Ship::Seaworthy(k) => k,
        Ship::Ocean(_) => u8::MAX,
        Ship::None => 0,
    };
    Reaches {
        land,
        sea: by_sea & !land,
        cap,
    }
}

/// How `seat` reaches each province, indexed by `Pid`.
pub fn reach(s: &State, seat: usize) -> Vec<Reach> {
    let r = reaches(s, seat);
    (0..data::data().provinces.len() as Pid)
        .map(|p| r.at(p))
        .collect()
}

/// Galleys of range `k` (FACTS §3.2, §2.2): through coastal zones, one step each, from the
/// source coasts (both parts of a split coast); The Heavens lets them cross one sea (one step
/// for the sea), once. Breadth first, one step a round; a crossing lands two steps after the
/// zone it leaves. Returns the provinces of every zone reached in at least one step.
fn galleys(s: &State, seat: usize, coastal: Provinces, k: u8, open: Provinces) -> Provinces {
    let t = tables();
    let heavens = s.players[seat].has(adv::HEAVENS);
    let open = ZoneSet::both(open);
    let start = ZoneSet::both(coastal);
    // Zones reached, before and after the sea crossing; the zones first reached in the last
    // round and the one before it (a crossing starts from the latter).
    let (mut near, mut far) = (start, ZoneSet::EMPTY);
    let (mut new_near, mut new_far) = (start, ZoneSet::EMPTY);
    let mut older_near = ZoneSet::EMPTY;
    for step in 1..=k {
        if new_near == ZoneSet::EMPTY && new_far == ZoneSet::EMPTY && older_near == ZoneSet::EMPTY {
            break; // nothing left to sail on from
        }
        let next_near = new_near.union_of(&t.coast_step) & open & !near;
        near |= next_near;
        if heavens {
            let mut next_far = new_far.union_of(&t.coast_step);
            if step >= 2 {
                next_far |= older_near.union_of(&t.sea_step);
            }
            new_far = next_far & open & !far;
            far |= new_far;
        }
        older_near = new_near;
        new_near = next_near;
    }
    ((near & !start) | far).provinces()
}
