//! Constructing buildings and ships ([KO] 건물과 배 만들기): only stack tops, brick for clay and
//! steel for iron; ships at a Wharf with 3 energy, the first non-wooden ship modernising it.

use crate::actions::Action;
use crate::data::{Bd, Cost, Good, SHIP_ENERGY, SHIP_TYPES, ShipType};
use crate::pay;
use crate::state::{Player, State};

/// What building `b` costs `p` after the owner's reductions: Sawmill (this visit) and Lumber
/// Mill take 1 wood off a cost with wood, Masons' Guild 1 clay/brick; the Wooden Crane swaps one
/// unit of `crane` for a wood (FACTS §4 #2, §5 025, GH01, GH02).
pub fn cost_for(p: &Player, b: Bd, sawmill: bool, crane: Option<Good>) -> Option<Cost> {
    let mut c = b.data().cost;
    if c.wood > 0 {
        if sawmill {
            c.wood -= 1;
        }
        if p.owns(Bd::LumberMill) {
            c.wood = c.wood.saturating_sub(1);
        }
    }
    if p.owns(Bd::MasonsGuild) {
        if c.clay > 0 {
            c.clay -= 1;
        } else if c.brick > 0 {
            c.brick -= 1;
        }
    }
    if let Some(m) = crane {
        let slot = match m {
            Good::Clay => &mut c.clay,
            Good::Iron => &mut c.iron,
            Good::Brick => &mut c.brick,
            Good::Steel => &mut c.steel,
            _ => return None,
        };
        if *slot == 0 {
            return None;
        }
        *slot -= 1;
        c.wood += 1;
    }
    Some(c)
}

/// The upgraded goods that may always stand in for their basic side in a cost ([KO] 상품
/// 업그레이드): (stand-in, the good it replaces), as `goods_for` and `ship_goods` pay
/// (`tests/things.rs` holds them to it).
pub const STAND_INS: [(Good, Good); 2] = [(Good::Brick, Good::Clay), (Good::Steel, Good::Iron)];

/// The goods paid for `c`: plain clay and iron first, then brick and steel standing in for them
/// (`STAND_INS`). Using the cheaper side first never leaves a player worse off for a later
/// payment.
pub fn goods_for(p: &Player, c: &Cost) -> Option<Vec<(Good, u16)>> {
    let clay = p.has(Good::Clay).min(c.clay);
    let iron = p.has(Good::Iron).min(c.iron);
    let brick = c.brick + (c.clay - clay);
    let steel = c.steel + (c.iron - iron);
    let pay = [
        (Good::Wood, c.wood),
        (Good::Clay, clay),
        (Good::Iron, iron),
        (Good::Brick, brick),
        (Good::Steel, steel),
    ];
    if pay.iter().all(|(g, n)| p.has(*g) >= *n) {
        Some(pay.into_iter().filter(|(_, n)| *n > 0).collect())
    } else {
        None
    }
}

pub fn crane_choices(p: &Player) -> Vec<Option<Good>> {
    let mut v = vec![None];
    if p.owns(Bd::WoodenCrane) {
        v.extend([Good::Clay, Good::Iron, Good::Brick, Good::Steel].map(Some));
    }
    v
}

/// Build actions for stack tops (`sawmill`: only costs with wood, 1 wood less).
pub fn legal_builds(s: &State, seat: usize, sawmill: bool, out: &mut Vec<Action>) {
    let p = &s.players[seat];
    for i in 0..3 {
        let Some(b) = s.stack_top(i) else { continue };
        if !b.data().buildable || (sawmill && b.data().cost.wood == 0) {
            continue;
        }
        for crane in crane_choices(p) {
            if let Some(c) = cost_for(p, b, sawmill, crane)
                && goods_for(p, &c).is_some()
            {
                out.push(Action::Build {
                    stack: i as u8,
                    crane,
                });
            }
        }
    }
}

pub fn build(s: &mut State, seat: usize, stack: usize, sawmill: bool, crane: Option<Good>) {
    let b = s.stacks[stack].remove(0);
    let p = &mut s.players[seat];
    let c = cost_for(p, b, sawmill, crane).expect("checked by legal");
    for (g, n) in goods_for(p, &c).expect("checked by legal") {
        p.take(g, n);
    }
    crate::buildings::gain(s, seat, b);
}

/// Whether a ship of type `t` modernises the Wharf it is first built at (1 brick): every type
/// but the wooden ship ([KO] 배 만들기).
pub fn modernises(t: ShipType) -> bool {
    t != ShipType::Wooden
}

/// Does building a ship of type `t` at `wharf` need the modernisation brick?
pub fn needs_brick(s: &State, wharf: Bd, t: ShipType) -> bool {
    modernises(t) && !s.modern.contains(&wharf)
}

/// Materials for a ship: its goods (steel standing in for iron) and the brick if needed.
pub fn ship_goods(p: &Player, t: ShipType, brick: bool) -> Option<Vec<(Good, u16)>> {
    let (g, n) = t.material();
    let mut v = Vec::new();
    if g == Good::Iron {
        let iron = p.has(Good::Iron).min(n);
        v.push((Good::Iron, iron));
        v.push((Good::Steel, n - iron));
    } else {
        v.push((g, n));
    }
    if brick {
        v.push((Good::Brick, 1));
    }
    let mut need = [0u16; 16];
    for (g, n) in &v {
        need[g.idx()] += n;
    }
    if need.iter().enumerate().all(|(i, n)| p.goods[i] >= *n) {
        Some(v.into_iter().filter(|(_, n)| *n > 0).collect())
    } else {
        None
    }
}

pub fn ship_buildable(s: &State, seat: usize, wharf: Bd, t: ShipType) -> bool {
    if s.ship_top(t).is_none() {
        return false;
    }
    let p = &s.players[seat];
    let Some(goods) = ship_goods(p, t, needs_brick(s, wharf, t)) else {
        return false;
    };
    let mut after = p.clone();
    for (g, n) in goods {
        after.take(g, n);
    }
    pay::energy_power(&after) >= SHIP_ENERGY as u32
}

pub fn legal_ships(s: &State, seat: usize, wharf: Bd, out: &mut Vec<Action>) {
    for t in SHIP_TYPES {
        if ship_buildable(s, seat, wharf, t) {
            out.push(Action::BuildShip(t));
        }
    }
}

/// Takes the materials and the ship; the caller then asks for the 3 energy.
pub fn build_ship(s: &mut State, seat: usize, wharf: Bd, t: ShipType) {
    let brick = needs_brick(s, wharf, t);
    let goods = ship_goods(&s.players[seat], t, brick).expect("checked by legal");
    for (g, n) in goods {
        s.players[seat].take(g, n);
    }
    if brick {
        s.modern.push(wharf);
    }
    let card = s.ship_stacks[t as usize].pop().expect("checked by legal");
    s.players[seat].ships.push(card);
}
