//! "Pay this, receive that" special buildings (FACTS §5): one `Conv` row each, or two rows a
//! visit may run one after the other ("and/or") or only one of ("either … or").

use super::{finish, top};
use crate::actions::Action;
use crate::convert::{Conv, Energy};
use crate::data::{Bd, Good};
use crate::state::{State, Work};
use Good::*;

/// Single-row conversions. Wainwright's and Fur Factory caps depend on goods held: `most`.
pub fn conversion(b: Bd) -> Option<Conv> {
    Some(match b {
        // 002 Bakery (FACTS §5): 3 francs per bread, up to 6.
        Bd::Bakery => Conv::new(&[(Bread, 1)], &[]).francs_out(3).cap(6),
        // 003 Baguette Shop: bread + meat → 6 francs, up to 4 times.
        Bd::BaguetteShop => Conv::new(&[(Bread, 1), (Meat, 1)], &[])
            .francs_out(6)
            .cap(4),
        // 005 Clothing Industry: hide + leather → 7 francs, any number.
        Bd::ClothingIndustry => Conv::new(&[(Hides, 1), (Leather, 1)], &[]).francs_out(7),
        // 007 Fish Market: 2 francs per fish, up to 7.
        Bd::FishMarket => Conv::new(&[(Fish, 1)], &[]).francs_out(2).cap(7),
        // 008 Fish Restaurant: 3 francs per smoked fish, any number.
        Bd::FishRestaurant => Conv::new(&[(SmokedFish, 1)], &[]).francs_out(3),
        // 010 Forest Hut: wood + meat → 5 francs, up to 4 times.
        Bd::ForestHut => Conv::new(&[(Wood, 1), (Meat, 1)], &[]).francs_out(5).cap(4),
        // 016 Diner: wood + bread + smoked fish → 3 francs, up to 6 times ([K] values, M).
        Bd::Diner => Conv::new(&[(Wood, 1), (Bread, 1), (SmokedFish, 1)], &[])
            .francs_out(3)
            .cap(6),
        // 019 Pâtisserie: grain + bread → 5 francs, up to 3 times.
        Bd::Patisserie => Conv::new(&[(Grain, 1), (Bread, 1)], &[])
            .francs_out(5)
            .cap(3),
        // 021 Leather Industry: once, 3 leather + 14 francs → 30 francs.
        Bd::LeatherIndustry => Conv::new(&[(Leather, 3)], &[])
            .francs_in(14)
            .francs_out(30)
            .cap(1),
        // 022 Kiln: once, 1 clay + 1 energy → 3 bricks.
        Bd::Kiln => Conv::new(&[(Clay, 1)], &[(Brick, 3)])
            .energy(Energy::PerUnit(1, 1))
            .cap(1)
            .stand_in(),
        // 026 Furniture Factory: wood + leather → 6 francs, any number.
        Bd::FurnitureFactory => Conv::new(&[(Wood, 1), (Leather, 1)], &[]).francs_out(6),
        // 028 Tavern: wood + grain → 3 francs, up to 4 times.
        Bd::Tavern => Conv::new(&[(Wood, 1), (Grain, 1)], &[])
            .francs_out(3)
            .cap(4),
        // 030 Schnaps Distillery: 2 francs per grain, up to 4.
        Bd::SchnapsDistillery => Conv::new(&[(Grain, 1)], &[]).francs_out(2).cap(4),
        // 031 Steelworks: once, 1 iron + 15 energy → 2 steel.
        Bd::Steelworks => Conv::new(&[(Iron, 1)], &[(Steel, 2)])
            .energy(Energy::PerUnit(15, 1))
            .cap(1)
            .stand_in(),
        // 032 Steakhouse: meat + charcoal → 6 francs, up to 4 times.
        Bd::Steakhouse => Conv::new(&[(Meat, 1), (Charcoal, 1)], &[])
            .francs_out(6)
            .cap(4),
        // 034 Brick Manufacturer: once, 3 bricks + 10 francs → 24 francs.
        Bd::BrickManufacturer => Conv::new(&[(Brick, 3)], &[])
            .francs_in(10)
            .francs_out(24)
            .cap(1),
        // 038 Logging Camp: 1 food per wood, up to 7.
        Bd::LoggingCamp => Conv::new(&[], &[(Wood, 1)]).food_in(1).cap(7),
        // 042 Junkyard: 2 food per iron, up to 5.
        Bd::Junkyard => Conv::new(&[], &[(Iron, 1)]).food_in(2).cap(5),
        // GH05 Fur Factory: 4 francs per hide; cap 2 per leather held (`most`).
        Bd::FurFactory => Conv::new(&[(Hides, 1)], &[]).francs_out(4),
        // GH06 Wainwright's: 2 wood → 5 francs; cap 1 per iron or steel held (`most`).
        Bd::Wainwrights => Conv::new(&[(Wood, 2)], &[]).francs_out(5),
        // GH11 Clay Company: clay + wood → 3 francs, any number ("one reading of [K]", M).
        Bd::ClayCompany => Conv::new(&[(Clay, 1), (Wood, 1)], &[])
            .francs_out(3)
            .stand_in(),
        // GH12 Smelting Furnace: clay (or brick) → iron, 2 energy per iron.
        Bd::SmeltingFurnace => Conv::new(&[(Clay, 1)], &[(Iron, 1)])
            .energy(Energy::PerUnit(2, 1))
            .stand_in(),
        // GH16 Hides Trader: once, 6 hides → 18 francs.
        Bd::HidesTrader => Conv::new(&[(Hides, 6)], &[]).francs_out(18).cap(1),
        // GH17 Fur Industry: once, 3 hides + 10 francs → 22 francs.
        Bd::FurIndustry => Conv::new(&[(Hides, 3)], &[])
            .francs_in(10)
            .francs_out(22)
            .cap(1),
        // GH22 Wreckers: up to 2 times, 3 food → 2 wood + 2 clay + 1 iron.
        Bd::Wreckers => Conv::new(&[], &[(Wood, 2), (Clay, 2), (Iron, 1)])
            .food_in(3)
            .cap(2),
        // GH23 Blast Furnace: 3 energy per iron, up to 6. L: [K] passes the energy twice; 3
        // per iron is the evident intent (FACTS §5).
        Bd::BlastFurnace => Conv::new(&[], &[(Iron, 1)])
            .energy(Energy::PerUnit(3, 1))
            .cap(6),
        // GH30 Cobbler's: leather → 2 bread + 2 francs, any number.
        Bd::Cobblers => Conv::new(&[(Leather, 1)], &[(Bread, 2)]).francs_out(2),
        // GH32 Wholesale Bakery: 2 francs per bread, any number.
        Bd::WholesaleBakery => Conv::new(&[(Bread, 1)], &[]).francs_out(2),
        _ => return None,
    })
}

/// `b`'s single conversion as `seat` may run it now: the Wainwright's and Fur Factory caps
/// depend on goods held, and a cap of 0 there means "not at all" (`None`), not Conv's "no cap".
fn row(s: &State, seat: usize, b: Bd) -> Option<Conv> {
    let c = conversion(b)?;
    let p = &s.players[seat];
    let cap = match b {
        Bd::Wainwrights => p.has(Iron) + p.has(Steel),
        Bd::FurFactory => 2 * p.has(Leather),
        _ => return Some(c),
    };
    (cap > 0).then(|| c.cap(cap))
}

/// The most times `seat` can run `b`'s single conversion now.
pub fn most(s: &State, seat: usize, b: Bd) -> u16 {
    row(s, seat, b).map_or(0, |c| c.most(&s.players[seat]))
}

/// Can `seat` run `b`'s single conversion at least once?
pub fn runs(s: &State, seat: usize, b: Bd) -> bool {
    row(s, seat, b).is_some_and(|c| c.runs(&s.players[seat]))
}

const COAL_TRADER: [Conv; 2] = [
    // 018 Coal Trader: 1 food → 1 charcoal (max 1) and/or 2 food per coal (max 5).
    Conv::new(&[], &[(Charcoal, 1)]).food_in(1).cap(1),
    Conv::new(&[], &[(Coal, 1)]).food_in(2).cap(5),
];
const FURRIERY: [Conv; 2] = [
    // 020 Furriery: hides → bread 1:1 (any) and/or leather → 5 francs (max 2).
    Conv::new(&[(Hides, 1)], &[(Bread, 1)]),
    Conv::new(&[(Leather, 1)], &[]).francs_out(5).cap(2),
];
const CATTLE_MARKET: [Conv; 2] = [
    // GH09 Cattle Market: buy cattle for 1 franc (max 7) or sell for 3 francs (max 7).
    Conv::new(&[], &[(Cattle, 1)]).francs_in(1).cap(7),
    Conv::new(&[(Cattle, 1)], &[]).francs_out(3).cap(7),
];
const BRICK_TRADER: [Conv; 2] = [
    // GH10 Brick Trader: buy bricks for 1 franc (max 5) or sell for 3 francs (max 5).
    Conv::new(&[], &[(Brick, 1)]).francs_in(1).cap(5),
    Conv::new(&[(Brick, 1)], &[]).francs_out(3).cap(5),
];
const INN: [Conv; 2] = [
    // GH14 Inn: fish → smoked fish 1:1, no energy (any) and/or meat → 4 francs (max 2).
    Conv::new(&[(Fish, 1)], &[(SmokedFish, 1)]),
    Conv::new(&[(Meat, 1)], &[]).francs_out(4).cap(2),
];
const CANNERY_ROW: [Conv; 2] = [
    // GH15 Cannery Row, each at most once: iron + 4 smoked fish → 18; iron + 3 meat → 16.
    Conv::new(&[(Iron, 1), (SmokedFish, 4)], &[])
        .francs_out(18)
        .cap(1)
        .stand_in(),
    Conv::new(&[(Iron, 1), (Meat, 3)], &[])
        .francs_out(16)
        .cap(1)
        .stand_in(),
];

/// Two-part buildings: the rows and whether only one of them may be used ("either … or").
/// Work: `stage` 0 = choose a part, `i + 1` = how many times part `i`; `count` = parts done (bits).
pub fn parts(b: Bd) -> Option<(&'static [Conv; 2], bool)> {
    Some(match b {
        Bd::CoalTrader => (&COAL_TRADER, false),
        Bd::Furriery => (&FURRIERY, false),
        Bd::CattleMarket => (&CATTLE_MARKET, true),
        Bd::BrickTrader => (&BRICK_TRADER, true),
        Bd::Inn => (&INN, false),
        Bd::CanneryRow => (&CANNERY_ROW, false),
        _ => return None,
    })
}

pub fn parts_usable(s: &State, seat: usize, b: Bd) -> bool {
    parts(b).is_some_and(|(rows, _)| rows.iter().any(|c| c.runs(&s.players[seat])))
}

/// The row a `stage` stands for.
pub fn part_at(b: Bd, stage: u8) -> Option<Conv> {
    let (rows, _) = parts(b)?;
    rows.get((stage as usize).checked_sub(1)?).copied()
}

pub fn parts_legal(s: &State, seat: usize, w: &Work, out: &mut Vec<Action>) {
    let Some((rows, _)) = parts(w.b) else { return };
    let p = &s.players[seat];
    if w.stage == 0 {
        for (i, c) in rows.iter().enumerate() {
            if w.count & (1 << i) == 0 && c.runs(p) {
                out.push(Action::Choose(i as u8));
            }
        }
        if w.count != 0 {
            out.push(Action::Done);
        }
    } else if let Some(c) = part_at(w.b, w.stage) {
        c.legal(p, out);
    }
}

pub fn parts_perform(s: &mut State, seat: usize, w: &Work, a: &Action) {
    let Some((rows, either)) = parts(w.b) else {
        return finish(s);
    };
    match a {
        Action::Choose(i) => {
            if let Some(t) = top(s) {
                t.stage = *i + 1;
            }
        }
        Action::Amount(n) => {
            let Some(c) = part_at(w.b, w.stage) else {
                return finish(s);
            };
            let done = w.count | (1 << (w.stage - 1));
            // The step must be settled before the conversion asks for food or energy on top.
            if either || done == (1 << rows.len()) - 1 {
                finish(s);
            } else if let Some(t) = top(s) {
                t.count = done;
                t.stage = 0;
            }
            c.run(s, seat, *n);
        }
        _ => finish(s),
    }
}
