//! The heuristic bot: rules of thumb scored per legal action, reading only what its seat may
//! see (its own hand and the public table).

use crate::actions::Action;
use crate::cards;
use crate::data::{Bp, Ct, Kind};
use crate::state::{Hq, Pending, Player, State};
use crate::work;
use smokestack_core::GameRng;

/// How much a blueprint is worth to `p` to hold: what it would add once built.
fn card_value(p: &Player, card: Bp, round: u32) -> i32 {
    if !work::name_allows(p, card) {
        return 1;
    }
    let late = round >= 6;
    match card.kind() {
        Kind::Production => 12 + 2 * card.data().prestige as i32,
        Kind::Monument => {
            let base = match card {
                Bp::Megalith => 14,
                Bp::Beacon => {
                    6 + 2 * p.compound.iter().filter(|&&c| c == Bp::Beacon).count() as i32
                }
                _ => 9,
            };
            base + if late { 4 } else { 0 }
        }
        Kind::Utility => 9,
        Kind::Special => match card {
            Bp::Robot | Bp::Golem | Bp::Laboratory => 8,
            _ => 6,
        },
        Kind::Training => 4,
    }
}

/// The value of the least useful blueprint in hand (the one to discard).
fn worst_in_hand(p: &Player, round: u32) -> i32 {
    p.hand
        .iter()
        .map(|&c| card_value(p, c, round))
        .min()
        .unwrap_or(0)
}

/// Rough worth of an activation's reward, net of what it costs.
fn activation_value(p: &Player, card: Bp, copy: bool, dice: [u8; 3], opt: u8) -> i32 {
    let (goods, metal, energy, cards_in, dice_out): (i32, i32, i32, i32, i32) = match card {
        Bp::AluminumFactory => (2, 1, 0, 0, 0),
        Bp::AssemblyLine | Bp::ConcretePlant | Bp::TrashCompactor => (2, 0, 0, 0, 0),
        Bp::BatteryFactory | Bp::Biolab => (1, 0, 0, 0, 0),
        Bp::FulfillmentCenter => (1, 1, 0, 0, 0),
        Bp::NuclearPlant => (1, 0, 1, 0, 0),
        Bp::Warehouse => (2, 0, 2, 0, 0),
        Bp::RecyclingPlant => (1, 0, 0, 1, 0),
        Bp::Manufactory => match opt {
            0 => (1, 2, 0, 0, 0),
            1 => (1, 0, 0, 2, 0),
            _ => (1, 0, 3, 0, 0),
        },
        Bp::MegaFactory => (2, 0, 0, 0, 1),
        Bp::Harvester => {
            if opt == 0 {
                (0, 4, 0, 0, 0)
            } else {
                (0, 0, 7, 0, 0)
            }
        }
        Bp::Foundry => (0, dice[0] as i32, 0, 0, 0),
        Bp::Motherlode => (0, if dice[0] <= 3 { 1 } else { 2 }, 0, 0, 0),
        Bp::PowerPlant => (0, 0, dice[0] as i32, 0, 0),
        Bp::Incinerator => (0, 0, 6, 0, 0),
        Bp::Refinery => (0, 3, 0, 0, 0),
        Bp::BlackMarket => (0, 2, 2, 0, 0),
        Bp::Robot => (0, 0, 0, 0, 1),
        Bp::Golem => (0, 0, 0, 0, 1),
        _ => (0, 0, 0, 0, 0),
    };
    let used_dice = dice.iter().filter(|&&f| f > 0).count() as i32;
    let cost_e = (cards::energy_cost(card, dice, opt) + copy as u16) as i32;
    let cost_m = cards::metal_cost(card, dice) as i32;
    let hungry_for_metal = if p.metal < 3 { 2 } else { 0 };
    goods * 30 + metal * (5 + hungry_for_metal) + energy * 3 + cards_in * 3 + dice_out * 6
        - cost_e * 3
        - cost_m * 5
        - cards::discards(card) as i32 * 4
        - used_dice * 3
        // A high die spent where any die would do is a waste.
        - if matches!(card, Bp::BlackMarket | Bp::Robot) { dice[0] as i32 } else { 0 }
}

fn score(s: &State, seat: usize, a: &Action) -> i32 {
    let p = &s.players[seat];
    let round = s.round;
    match *a {
        Action::TakeBlueprint { slot } => match s.market[slot as usize] {
            Some(c) => {
                let pairs = p.hand.iter().any(|h| h.tool() == c.tool());
                card_value(p, c, round) + if pairs { 4 } else { 0 }
            }
            None => 0,
        },
        Action::Hire { slot, discard } => {
            let Some(ct) = s.contractors[slot as usize] else {
                return 0;
            };
            let v = match ct {
                Ct::Architect => 16,
                Ct::Electrician => 17,
                Ct::Miner => 24,
                Ct::Investor => 20,
                Ct::Engineer => 28,
                Ct::Foreman => 12,
                Ct::HiredHands => 12,
                Ct::Specialist => 10,
            };
            v - card_value(p, discard, round) - 2 * ct.data().extra_energy as i32
        }
        Action::Refresh { .. } => -20,
        Action::EndTurn | Action::Pass => 0,
        Action::GiveTo { seat: to } => {
            // Help whoever is furthest behind.
            -(s.players[to as usize].goods as i32 + s.players[to as usize].compound.len() as i32)
        }
        Action::SetDie { face } => {
            // Sixes feed Mine and most cards; a second pair face is fine too.
            face as i32
        }
        Action::Place { hq, face } => {
            let bonus = p.hq[hq as usize].contains(&face) as i32;
            match hq {
                Hq::Mine => 10 + 8 * bonus - if face == 6 && owns_six_user(p) { 6 } else { 0 },
                Hq::Generate => 3 * face as i32 + 3 * bonus,
                Hq::Research => {
                    if p.hand.len() < 5 {
                        8 + 5 * bonus - face as i32
                    } else {
                        1 - face as i32
                    }
                }
            }
        }
        Action::Build { card, discard } => {
            60 + card_value(p, card, round) * 2 - card_value(p, discard, round)
        }
        Action::Activate {
            card,
            copy,
            dice,
            opt,
        } => activation_value(p, card, copy, dice, opt),
        Action::SpecialistDie { face } => 20 + face as i32,
        Action::DiscardFor { card } => 50 - card_value(p, card, round),
        Action::Split { metal } => metal as i32,
        Action::RerollPick { face } => 10 - face as i32,
        Action::RerollDone => 5,
        Action::EndWork => 0,
        Action::DropMetal => p.metal as i32 - p.energy as i32 / 2,
        Action::DropEnergy => p.energy as i32 / 2 + 1,
        Action::DropCard { card } => {
            let worst = worst_in_hand(p, round);
            if card_value(p, card, round) == worst {
                10
            } else {
                0
            }
        }
    }
}

fn owns_six_user(p: &Player) -> bool {
    p.owns(Bp::NuclearPlant) && p.used & Bp::NuclearPlant.bit() == 0
}

/// The greedy pick: the best-scored action, the first of equals.
fn greedy(s: &State, seat: usize, legal: &[Action]) -> usize {
    let p = &s.players[seat];
    let in_reroll = matches!(p.pending, Some(Pending::Reroll { .. }));
    let mut best = (i32::MIN, 0);
    for (i, a) in legal.iter().enumerate() {
        let mut v = score(s, seat, a);
        if in_reroll && matches!(a, Action::RerollPick { face } if *face >= 4) {
            v = -1;
        }
        if v > best.0 {
            best = (v, i);
        }
    }
    best.1
}

/// What a seat's position is worth at the end of its work phase, in tenths of a point:
/// points now, plus what the engine, resources and cards promise.
fn position_value(p: &Player, last_round: bool) -> i32 {
    let points: i32 = crate::scoring::player_parts(p)
        .iter()
        .map(|x| x.points)
        .sum();
    let engine = p.compound.iter().filter(|c| c.activatable()).count() as i32;
    let cards = p.hand.len() as i32;
    if last_round {
        // The last work phase: only points count (then metal, then energy, for ties).
        return points * 10 + (p.metal.min(12) as i32 * 2 + p.energy.min(12) as i32) / 10;
    }
    points * 10
        + engine * 4
        + p.metal.min(12) as i32 * 3
        + p.energy.min(12) as i32 * 2
        + cards.min(7) * 3
}

/// A copy of the table as `seat` knows it: the unseen cards (deck and other hands) shuffled,
/// so the planner never reads the real deck order.
fn imagined(s: &State, seat: usize, rng: &mut GameRng) -> State {
    let mut sim = s.clone();
    let mut unseen = std::mem::take(&mut sim.deck);
    let sizes: Vec<usize> = sim.players.iter().map(|p| p.hand.len()).collect();
    for (i, p) in sim.players.iter_mut().enumerate() {
        if i != seat {
            unseen.append(&mut p.hand);
        }
    }
    rng.shuffle(&mut unseen);
    for (i, p) in sim.players.iter_mut().enumerate() {
        if i != seat {
            p.hand = unseen.split_off(unseen.len() - sizes[i]);
            p.hand.sort();
        }
    }
    sim.deck = unseen;
    sim
}

/// Work phase: try each legal action, finish the phase greedily on an imagined copy, keep the
/// action whose end position is worth most.
fn plan_work(s: &State, seat: usize, legal: &[Action], rng: &mut GameRng) -> usize {
    use smokestack_core::Game;
    // In the final round, resources and cards left over are worth nothing.
    let last_round = s.final_round == Some(s.round);
    let mut best = (i32::MIN, 0);
    for (i, a) in legal.iter().enumerate() {
        let mut sim = imagined(s, seat, rng);
        let mut r = GameRng::new(rng.below(1 << 30) as u64);
        crate::FantasticFactories::perform(&mut sim, seat as u8, a, &mut r);
        for _ in 0..40 {
            if sim.phase != crate::state::Phase::Work || sim.players[seat].done {
                break;
            }
            let l = crate::FantasticFactories::legal(&sim, seat as u8);
            if l.is_empty() {
                break;
            }
            let g = greedy(&sim, seat, &l);
            crate::FantasticFactories::perform(&mut sim, seat as u8, &l[g], &mut r);
        }
        let v = position_value(&sim.players[seat], last_round);
        if v > best.0 {
            best = (v, i);
        }
    }
    best.1
}

pub fn choose(s: &State, seat: usize, legal: &[Action], rng: &mut GameRng) -> usize {
    let p = &s.players[seat];
    // Forced bookkeeping and the market keep the rules of thumb; the work phase plans.
    let plain = s.phase != crate::state::Phase::Work
        || legal.len() == 1
        || matches!(p.pending, Some(Pending::Limits | Pending::SetDice { .. }));
    if plain {
        greedy(s, seat, legal)
    } else {
        plan_work(s, seat, legal, rng)
    }
}

#[cfg(test)]
mod tests {
    use super::position_value;
    use crate::FantasticFactories as FF;
    use smokestack_core::{Game, GameRng};

    /// Before the last round resources promise points (metal 3 tenths, energy 2); in the last
    /// round they only break a tie, worth less than one point together.
    #[test]
    fn resources_count_until_the_last_round() {
        let o = FF::options(1, &[]).unwrap();
        let s = FF::setup(&o, &mut GameRng::new(1)).unwrap();
        let poor = s.players[0].clone();
        let mut rich = poor.clone();
        rich.metal = poor.metal + 4;
        rich.energy = poor.energy + 2;
        let gain = |last| position_value(&rich, last) - position_value(&poor, last);
        assert_eq!(gain(false), 4 * 3 + 2 * 2);
        assert!((0..10).contains(&gain(true)), "{}", gain(true));
        let mut scored = poor.clone();
        scored.goods += 1;
        assert_eq!(
            position_value(&scored, true) - position_value(&poor, true),
            10
        );
    }
}
