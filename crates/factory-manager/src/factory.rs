//! A factory's four values (JA phase 4; FACTS.md §1.2): production, storage, energy consumption
//! and workers needed, from the running tiles; and its income (JA phase 5; FACTS.md §3.2).

use crate::data::{Kind, constants, tile};
use crate::state::Player;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Values {
    pub production: i32,
    pub storage: i32,
    /// Energy consumption, at least 1 (JA: 0以下になる場合は、1にします).
    pub energy: i32,
    /// Canteen workers the running machines need, at least 0.
    pub workers_needed: i32,
    pub machines: i32,
    pub robots: i32,
}

/// The values of `p`'s factory as it stands: shut-down tiles count as absent (JA phase 4:
/// 停止させて、動いていないタイルは、無いものとして).
pub fn values(p: &Player) -> Values {
    let mut v = Values::default();
    let mut energy = 0;
    let mut needed = 0;
    let mut replaced = 0;
    let mut reduced = 0;
    for placed in &p.floor {
        let t = tile(placed.tile);
        v.storage += t.storage;
        if placed.shut {
            continue;
        }
        v.production += t.production;
        energy += t.energy;
        needed += t.workers_needed;
        replaced += t.workers_replaced;
        match t.kind {
            Kind::Machine => v.machines += 1,
            k if k.is_robot() => v.robots += 1,
            _ => {}
        }
    }
    // The office tiles (one each): one lowers energy, the other replaces workers
    // (FACTS.md §1.3, the mapping PROVISIONAL and kept in the tile data).
    for o in p.control.iter().chain(p.optimization.iter()) {
        let t = tile(*o);
        reduced += t.energy_reduced;
        replaced += t.workers_replaced;
        energy += t.energy;
    }
    v.energy = (energy - reduced).max(constants().min_energy_consumption);
    v.workers_needed = (needed - replaced).max(0);
    v
}

/// The factory may run like this (JA phase 4): the canteen crews every running machine, no
/// more robots run than machines (robotは1machineに1台まで).
pub fn runs(p: &Player) -> bool {
    let v = values(p);
    v.workers_needed <= p.canteen as i32 && v.robots <= v.machines
}

/// Gross income: the value printed above the lower of production and storage, 10 E a step
/// (FACTS.md §3.2, DERIVED).
pub fn gross_income(v: &Values) -> i32 {
    constants().income_per_step * v.production.min(v.storage)
}

/// The energy bill of a round (JA 5): energy consumption × energy price.
pub fn bill(v: &Values, price: i32) -> i32 {
    v.energy * price
}

/// Phase 5 for one factory at energy price `price`: (gross income, energy bill, net), round 5
/// doubled (JA: 最後のラウンドの収入は2倍; FACTS.md §4.5 gross by default, net by option).
pub fn income(v: &Values, price: i32, last_round: bool, double_net: bool) -> (i32, i32, i32) {
    let mult = if last_round {
        constants().final_round_income_multiplier
    } else {
        1
    };
    let bill = bill(v, price);
    if double_net {
        let gross = gross_income(v);
        (gross * mult, bill * mult, (gross - bill) * mult)
    } else {
        let gross = gross_income(v) * mult;
        (gross, bill, gross - bill)
    }
}
