//! What each blueprint's activation asks and gives (부록, 청사진; FACTS.md §3 "Activation").
//! `options` lists every way a card can be activated with what a seat has; `resolve` carries
//! one out after its dice and energy are paid.

use crate::data::Bp;
use crate::state::{Pending, Player, State};
use crate::work;
use smokestack_core::GameRng;

/// Dice faces an activation places (0 = no die) and its reward option.
pub type Use = ([u8; 3], u8);

/// Energy a card's activation costs up front, given its option (Golem pays X).
pub fn energy_cost(card: Bp, dice: [u8; 3], opt: u8) -> u16 {
    match card {
        Bp::AluminumFactory => 5,
        Bp::BatteryFactory => 4,
        Bp::Biolab => 1,
        Bp::Dojo | Bp::FitnessCenter | Bp::Gymnasium | Bp::TempAgency => 1,
        Bp::Foundry => dice[0] as u16,
        Bp::FulfillmentCenter => 2,
        Bp::Golem => opt as u16,
        Bp::RecyclingPlant => 2,
        Bp::Refinery => 3,
        _ => 0,
    }
}

/// Metal a card's activation costs up front.
pub fn metal_cost(card: Bp, dice: [u8; 3]) -> u16 {
    match card {
        Bp::ConcretePlant => dice[0] as u16,
        Bp::Incinerator | Bp::Robot => 1,
        _ => 0,
    }
}

/// Blueprints from hand an activation discards.
pub fn discards(card: Bp) -> u8 {
    match card {
        Bp::BlackMarket | Bp::Incinerator | Bp::Refinery => 1,
        Bp::RecyclingPlant | Bp::TrashCompactor => 2,
        _ => 0,
    }
}

/// Training cards change a die instead of placing it (훈련 시설).
pub fn trains(card: Bp) -> bool {
    matches!(
        card,
        Bp::Dojo | Bp::FitnessCenter | Bp::Gymnasium | Bp::TempAgency
    )
}

/// Every dice pattern and option `card` can be activated with from `p`'s unplaced dice and
/// hand, leaving the resource check (which depends on the Replicator's extra energy) to the caller.
pub fn options(p: &Player, card: Bp, out: &mut Vec<Use>) {
    let n = |f: u8| p.free[f as usize - 1];
    let faces = 1..=6u8;
    match card {
        // Pair of any face.
        Bp::AluminumFactory | Bp::ConcretePlant | Bp::TrashCompactor => {
            out.extend(faces.filter(|&f| n(f) >= 2).map(|f| ([f, f, 0], 0)))
        }
        Bp::Harvester => {
            for f in faces.filter(|&f| n(f) >= 2) {
                out.extend([([f, f, 0], 0), ([f, f, 0], 1)]);
            }
        }
        Bp::Manufactory => {
            for f in faces.filter(|&f| n(f) >= 2) {
                out.extend((0..3).map(|o| ([f, f, 0], o)));
            }
        }
        Bp::MegaFactory => {
            for f in faces.filter(|&f| n(f) >= 3) {
                out.extend((1..=6).map(|o| ([f, f, f], o)));
            }
        }
        Bp::AssemblyLine => out.extend(
            (1..=4u8)
                .filter(|&x| n(x) > 0 && n(x + 1) > 0 && n(x + 2) > 0)
                .map(|x| ([x, x + 1, x + 2], 0)),
        ),
        Bp::Warehouse => {
            // Three dice summing to 14 or more; each distinct multiset of faces once.
            for a in 1..=6u8 {
                for b in a..=6 {
                    for c in b..=6 {
                        if a + b + c < 14 {
                            continue;
                        }
                        let mut need = [0u8; 6];
                        for f in [a, b, c] {
                            need[f as usize - 1] += 1;
                        }
                        if (0..6).all(|i| p.free[i] >= need[i]) {
                            out.push(([c, b, a], 0));
                        }
                    }
                }
            }
        }
        // One die of an exact face.
        Bp::Biolab if n(1) > 0 => out.push(([1, 0, 0], 0)),
        Bp::FulfillmentCenter if n(4) > 0 => out.push(([4, 0, 0], 0)),
        Bp::NuclearPlant if n(6) > 0 => out.push(([6, 0, 0], 0)),
        // One die of any face.
        Bp::BlackMarket | Bp::Foundry | Bp::Motherlode | Bp::PowerPlant => {
            out.extend(faces.filter(|&f| n(f) > 0).map(|f| ([f, 0, 0], 0)))
        }
        // Training: the die stays unplaced, changed.
        Bp::Dojo => out.extend(faces.filter(|&f| n(f) > 0).map(|f| ([f, 0, 0], 0))),
        Bp::FitnessCenter => out.extend((2..=6).filter(|&f| n(f) > 0).map(|f| ([f, 0, 0], 0))),
        Bp::Gymnasium => out.extend((1..=5).filter(|&f| n(f) > 0).map(|f| ([f, 0, 0], 0))),
        Bp::TempAgency if p.free_dice() > 0 => out.push(([0; 3], 0)),
        // No dice.
        Bp::BatteryFactory | Bp::Incinerator | Bp::RecyclingPlant | Bp::Refinery | Bp::Robot => {
            out.push(([0; 3], 0))
        }
        Bp::Golem => out.extend((1..=6).map(|x| ([0; 3], x))),
        _ => {}
    }
}

/// Whether `p` can pay for a use of `card`, with `extra` energy on top (the Replicator's 1).
pub fn affordable(p: &Player, card: Bp, u: &Use, extra: u16) -> bool {
    p.energy >= energy_cost(card, u.0, u.1) + extra
        && p.metal >= metal_cost(card, u.0)
        && p.hand.len() >= discards(card) as usize
}

/// The reward, once dice, metal and energy are paid. Cards that discard first leave a
/// `Pending::Discard` and finish in `finish_discards`.
pub fn resolve(s: &mut State, seat: usize, card: Bp, dice: [u8; 3], opt: u8, rng: &mut GameRng) {
    if discards(card) > 0 {
        s.players[seat].pending = Some(Pending::Discard {
            card,
            left: discards(card),
            discarded: Vec::new(),
        });
        return;
    }
    let p = &mut s.players[seat];
    let x = dice[0];
    match card {
        Bp::AluminumFactory => {
            p.metal += 1;
            work::gain_goods(s, seat, 2, rng);
        }
        Bp::AssemblyLine | Bp::ConcretePlant => work::gain_goods(s, seat, 2, rng),
        Bp::BatteryFactory | Bp::Biolab => work::gain_goods(s, seat, 1, rng),
        Bp::Dojo => work::change_die(p, x, 7 - x),
        Bp::FitnessCenter => work::change_die(p, x, x - 1),
        Bp::Gymnasium => work::change_die(p, x, x + 1),
        Bp::TempAgency => p.pending = Some(Pending::Reroll { chosen: [0; 6] }),
        Bp::Foundry => p.metal += x as u16,
        Bp::FulfillmentCenter => {
            p.metal += 1;
            work::gain_goods(s, seat, 1, rng);
        }
        Bp::Golem => work::add_die(p, opt),
        Bp::Harvester => {
            if opt == 0 {
                p.metal += 4
            } else {
                p.energy += 7
            }
        }
        Bp::Manufactory => {
            match opt {
                0 => p.metal += 2,
                1 => crate::decks::draw_to_hand(s, seat, 2, rng),
                _ => p.energy += 3,
            }
            work::gain_goods(s, seat, 1, rng);
        }
        Bp::MegaFactory => {
            work::add_die(p, opt);
            work::gain_goods(s, seat, 2, rng);
        }
        Bp::Motherlode => p.metal += if x <= 3 { 1 } else { 2 },
        Bp::NuclearPlant => {
            p.energy += 1;
            work::gain_goods(s, seat, 1, rng);
        }
        Bp::PowerPlant => p.energy += x as u16,
        Bp::Robot => {
            let face = rng.die();
            work::add_die(&mut s.players[seat], face);
        }
        Bp::Warehouse => {
            p.energy += 2;
            work::gain_goods(s, seat, 2, rng);
        }
        _ => {}
    }
}

/// The discards are made: the rest of the activation.
pub fn finish_discards(s: &mut State, seat: usize, card: Bp, discarded: &[Bp], rng: &mut GameRng) {
    match card {
        Bp::BlackMarket => {
            // The printed cost of the discarded card, discounts ignored, at most 4 in all.
            let d = discarded[0].data();
            let (m, e) = (d.metal, d.energy);
            if m + e <= 4 {
                let p = &mut s.players[seat];
                p.metal += m as u16;
                p.energy += e as u16;
            } else {
                s.players[seat].pending = Some(Pending::BlackMarketSplit {
                    metal: m,
                    energy: e,
                });
            }
        }
        Bp::Incinerator => s.players[seat].energy += 6,
        Bp::Refinery => s.players[seat].metal += 3,
        Bp::RecyclingPlant => {
            work::gain_goods(s, seat, 1, rng);
            crate::decks::draw_to_hand(s, seat, 1, rng);
        }
        Bp::TrashCompactor => work::gain_goods(s, seat, 2, rng),
        _ => {}
    }
}

/// The metal a Black Market split may take: enough that metal + energy is exactly 4.
pub fn split_range(metal: u8, energy: u8) -> std::ops::RangeInclusive<u8> {
    4u8.saturating_sub(energy)..=metal.min(4)
}
