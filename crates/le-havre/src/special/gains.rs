//! Special buildings whose action is an immediate gain (FACTS §5).

use super::finish;
use crate::actions::Action;
use crate::data::{Bd, Good, Kind};
use crate::state::{Player, State, Work};
use Good::*;

pub fn has(b: Bd) -> bool {
    matches!(
        b,
        Bd::LabourExchange
            | Bd::Farm
            | Bd::IronMineAndCoalSeam
            | Bd::FishpondAndWood
            | Bd::PlantNursery
            | Bd::Smelter
            | Bd::HuntingLodge
            | Bd::Zoo
            | Bd::DepartmentOfAgriculture
            | Bd::DepartmentOfEconomics
            | Bd::FishermansHut
            | Bd::CattleDrive
    )
}

/// Zoo (035): 1 franc per 3 animals (fish and cattle together), rounded down.
fn zoo_francs(p: &Player) -> u32 {
    (p.has(Fish) as u32 + p.has(Cattle) as u32) / 3
}

/// Cattle Drive (046): cattle taken from each other player: 2 with 1–2 players, else 1.
fn drive_each(s: &State) -> u16 {
    if s.n() <= 2 { 2 } else { 1 }
}

pub fn usable(s: &State, seat: usize, b: Bd) -> bool {
    let p = &s.players[seat];
    match b {
        // 001: only with at least one fishing or hammer symbol.
        Bd::LabourExchange => p.fishing() + p.hammers() > 0,
        // 035: only when it pays at least 1 franc.
        Bd::Zoo => zoo_francs(p) > 0,
        // GH18, GH19: only with at least one building of a counted type.
        Bd::DepartmentOfAgriculture => p.count_kind(Kind::Economic) + p.count_kind(Kind::Craft) > 0,
        Bd::DepartmentOfEconomics => {
            p.count_kind(Kind::Industrial) + p.count_kind(Kind::Economic) > 0
        }
        // GH07: needs 2 fish.
        Bd::FishermansHut => p.has(Fish) >= 2,
        // 046: someone else must have cattle.
        Bd::CattleDrive => s
            .players
            .iter()
            .enumerate()
            .any(|(i, q)| i != seat && q.has(Cattle) > 0),
        _ => true,
    }
}

pub fn start(s: &mut State, seat: usize, b: Bd) {
    let each = drive_each(s);
    let p = &mut s.players[seat];
    match b {
        // 001 Labour Exchange (FACTS §5): 1 fish per fishing symbol, 1 coal per hammer.
        Bd::LabourExchange => {
            let (f, h) = (p.fishing(), p.hammers());
            p.add(Fish, f);
            p.add(Coal, h);
        }
        // 004 Farm: 2 fish, 2 grain, 2 wood, 1 hide, 1 cattle.
        Bd::Farm => {
            for (g, n) in [(Fish, 2), (Grain, 2), (Wood, 2), (Hides, 1), (Cattle, 1)] {
                p.add(g, n);
            }
        }
        // 006 Iron Mine & Coal Seam: 2 iron, 1 coal.
        Bd::IronMineAndCoalSeam => {
            p.add(Iron, 2);
            p.add(Coal, 1);
        }
        // 009 Fishpond & Wood: 3 fish, 3 wood.
        Bd::FishpondAndWood => {
            p.add(Fish, 3);
            p.add(Wood, 3);
        }
        // 011 Plant Nursery: 3 francs, 4 wood.
        Bd::PlantNursery => {
            p.francs += 3;
            p.add(Wood, 4);
        }
        // 015 Smelter: 1 coal, 1 coke, 1 iron.
        Bd::Smelter => {
            p.add(Coal, 1);
            p.add(Coke, 1);
            p.add(Iron, 1);
        }
        // 017 Hunting Lodge: 2 hides, 3 meat.
        Bd::HuntingLodge => {
            p.add(Hides, 2);
            p.add(Meat, 3);
        }
        // 035 Zoo: 1 franc per 3 animals; nothing is spent.
        Bd::Zoo => p.francs += zoo_francs(p),
        // GH18 Department of Agriculture: 1 meat per economic, 1 bread per craft building.
        Bd::DepartmentOfAgriculture => {
            let (e, c) = (p.count_kind(Kind::Economic), p.count_kind(Kind::Craft));
            p.add(Meat, e);
            p.add(Bread, c);
        }
        // GH19 Department of Economics: 1 iron per industrial, 2 francs per economic building.
        Bd::DepartmentOfEconomics => {
            let (i, e) = (p.count_kind(Kind::Industrial), p.count_kind(Kind::Economic));
            p.add(Iron, i);
            p.francs += 2 * e as u32;
        }
        // GH07 Fisherman's Hut (action): 1 more fish per 2 fish held.
        Bd::FishermansHut => {
            let more = p.has(Fish) / 2;
            p.add(Fish, more);
        }
        // 046 Cattle Drive: cattle from every other player who has any.
        Bd::CattleDrive => {
            let mut got = 0;
            for (i, q) in s.players.iter_mut().enumerate() {
                if i != seat {
                    let k = q.has(Cattle).min(each);
                    q.take(Cattle, k);
                    got += k;
                }
            }
            s.players[seat].add(Cattle, got);
        }
        _ => {}
    }
    crate::buildings::gained_goods(s, seat);
}

pub fn legal(_s: &State, _seat: usize, _w: &Work, out: &mut Vec<Action>) {
    out.push(Action::Done);
}

pub fn perform(s: &mut State, _seat: usize, _w: &Work, _a: &Action) {
    finish(s);
}
