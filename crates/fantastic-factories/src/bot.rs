//! The heuristic bot: rules of thumb scored per legal action, reading only what its seat may
//! see (its own hand and the public table).

use crate::actions::Action;
use crate::cards;
use crate::data::{Bp, Ct, Kind};
use crate::state::{Hq, Pending, Player, State};
use crate::work;
use smokestack_core::GameRng;

/// The rules of thumb that differ between a table of players and the solo game.
#[derive(Debug)]
pub struct Weights {
    /// A Production blueprint's worth, and its worth per printed prestige point.
    production: i32,
    production_per_prestige: i32,
    utility: i32,
    /// Robot, Golem and Laboratory.
    special_engine: i32,
    training: i32,
    /// Each energy an activation yields.
    energy_gained: i32,
    /// Each blueprint in hand at the end of a work phase (up to seven).
    card_kept: i32,
    /// A die on Mine, before the bonus for a pair.
    mine: i32,
}

/// Against other players.
pub const AT_THE_TABLE: Weights = Weights {
    production: 12,
    production_per_prestige: 2,
    utility: 9,
    special_engine: 8,
    training: 4,
    energy_gained: 3,
    card_kept: 3,
    mine: 10,
};

/// Against the Machine (솔로 규칙), whose score grows by a card and about 1.6 goods a round
/// whatever the player does: a race to points, in which printed prestige pays sooner than an
/// engine that needs dice the player does not have (its four dice are all used by round 2).
/// Found by a coordinate search over 2,000 very hard games (seeds 0–1999) and checked on 4,000
/// others (seeds 10000–13999): the heuristic's mean score 21.4 → 22.5 on very hard, and its
/// wins 45.4% → 56.6% on easy, 20.7% → 30.9% on normal, 6.1% → 12.2% on hard, 1.25% → 2.98%
/// on very hard.
pub const AGAINST_THE_MACHINE: Weights = Weights {
    production: 8,
    production_per_prestige: 1,
    utility: 6,
    special_engine: -4,
    training: 2,
    energy_gained: 4,
    card_kept: 4,
    mine: 5,
};

/// The weights for this table.
pub fn weights(s: &State) -> &'static Weights {
    if s.solo() {
        &AGAINST_THE_MACHINE
    } else {
        &AT_THE_TABLE
    }
}

/// How much a blueprint is worth to `p` to hold: what it would add once built.
fn card_value(w: &Weights, p: &Player, card: Bp, round: u32) -> i32 {
    if !work::name_allows(p, card) {
        return 1;
    }
    let late = round >= 6;
    match card.kind() {
        Kind::Production => w.production + w.production_per_prestige * card.data().prestige as i32,
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
        Kind::Utility => w.utility,
        Kind::Special => match card {
            Bp::Robot | Bp::Golem | Bp::Laboratory => w.special_engine,
            _ => 6,
        },
        Kind::Training => w.training,
    }
}

/// The value of the least useful blueprint in hand (the one to discard).
fn worst_in_hand(w: &Weights, p: &Player, round: u32) -> i32 {
    p.hand
        .iter()
        .map(|&c| card_value(w, p, c, round))
        .min()
        .unwrap_or(0)
}

/// Rough worth of an activation's reward, net of what it costs.
fn activation_value(w: &Weights, p: &Player, card: Bp, copy: bool, dice: [u8; 3], opt: u8) -> i32 {
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
    goods * 30 + metal * (5 + hungry_for_metal) + energy * w.energy_gained + cards_in * 3 + dice_out * 6
        - cost_e * 3
        - cost_m * 5
        - cards::discards(card) as i32 * 4
        - used_dice * 3
        // A high die spent where any die would do is a waste.
        - if matches!(card, Bp::BlackMarket | Bp::Robot) { dice[0] as i32 } else { 0 }
}

fn score(w: &Weights, s: &State, seat: usize, a: &Action) -> i32 {
    let p = &s.players[seat];
    let round = s.round;
    match *a {
        Action::TakeBlueprint { slot } => match s.market[slot as usize] {
            Some(c) => {
                let pairs = p.hand.iter().any(|h| h.tool() == c.tool());
                card_value(w, p, c, round) + if pairs { 4 } else { 0 }
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
            v - card_value(w, p, discard, round) - 2 * ct.data().extra_energy as i32
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
                Hq::Mine => w.mine + 8 * bonus - if face == 6 && owns_six_user(p) { 6 } else { 0 },
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
            60 + card_value(w, p, card, round) * 2 - card_value(w, p, discard, round)
        }
        Action::Activate {
            card,
            copy,
            dice,
            opt,
        } => activation_value(w, p, card, copy, dice, opt),
        Action::SpecialistDie { face } => 20 + face as i32,
        Action::DiscardFor { card } => 50 - card_value(w, p, card, round),
        Action::Split { metal } => metal as i32,
        Action::RerollPick { face } => 10 - face as i32,
        Action::RerollDone => 5,
        Action::EndWork => 0,
        Action::DropMetal => p.metal as i32 - p.energy as i32 / 2,
        Action::DropEnergy => p.energy as i32 / 2 + 1,
        Action::DropCard { card } => {
            let worst = worst_in_hand(w, p, round);
            if card_value(w, p, card, round) == worst {
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
fn greedy(w: &Weights, s: &State, seat: usize, legal: &[Action]) -> usize {
    let p = &s.players[seat];
    let in_reroll = matches!(p.pending, Some(Pending::Reroll { .. }));
    let mut best = (i32::MIN, 0);
    for (i, a) in legal.iter().enumerate() {
        let mut v = score(w, s, seat, a);
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
fn position_value(w: &Weights, p: &Player, last_round: bool) -> i32 {
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
        + cards.min(7) * w.card_kept
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
fn plan_work(w: &Weights, s: &State, seat: usize, legal: &[Action], rng: &mut GameRng) -> usize {
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
            let g = greedy(w, &sim, seat, &l);
            crate::FantasticFactories::perform(&mut sim, seat as u8, &l[g], &mut r);
        }
        let v = position_value(w, &sim.players[seat], last_round);
        if v > best.0 {
            best = (v, i);
        }
    }
    best.1
}

pub fn choose(s: &State, seat: usize, legal: &[Action], rng: &mut GameRng) -> usize {
    choose_weighed(weights(s), s, seat, legal, rng)
}

/// The heuristic's choice with the given rules of thumb.
pub fn choose_weighed(
    w: &Weights,
    s: &State,
    seat: usize,
    legal: &[Action],
    rng: &mut GameRng,
) -> usize {
    let p = &s.players[seat];
    // Forced bookkeeping and the market keep the rules of thumb; the work phase plans.
    let plain = s.phase != crate::state::Phase::Work
        || legal.len() == 1
        || matches!(p.pending, Some(Pending::Limits | Pending::SetDice { .. }));
    if plain {
        greedy(w, s, seat, legal)
    } else {
        plan_work(w, s, seat, legal, rng)
    }
}

#[cfg(test)]
mod tests {
    use super::{AGAINST_THE_MACHINE, AT_THE_TABLE, position_value};
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
        let w = &AGAINST_THE_MACHINE;
        let gain = |last| position_value(w, &rich, last) - position_value(w, &poor, last);
        assert_eq!(gain(false), 4 * 3 + 2 * 2);
        let table = |last| {
            position_value(&AT_THE_TABLE, &rich, last) - position_value(&AT_THE_TABLE, &poor, last)
        };
        assert_eq!(table(false), gain(false));
        assert!((0..10).contains(&gain(true)), "{}", gain(true));
        let mut scored = poor.clone();
        scored.goods += 1;
        assert_eq!(
            position_value(w, &scored, true) - position_value(w, &poor, true),
            10
        );
    }

    /// Against the Machine, its own weights score more than the table's (a check on 200 normal
    /// games, seeds 0–199; the note of the commit that set them has 4,000 games a level).
    #[test]
    fn the_solo_weights_score_more_against_the_machine() {
        let o = FF::options(1, &[("difficulty".into(), "normal".into())]).unwrap();
        let mean = |w: &super::Weights| {
            let mut total = 0;
            for seed in 0..200 {
                let mut rng = GameRng::new(seed);
                let mut s = FF::setup(&o, &mut rng).unwrap();
                while FF::outcome(&s).is_none() {
                    let legal = FF::legal(&s, 0);
                    let i = super::choose_weighed(w, &s, 0, &legal, &mut rng);
                    FF::perform(&mut s, 0, &legal[i], &mut rng);
                }
                total += FF::outcome(&s).unwrap().scores[0].total;
            }
            f64::from(total) / 200.0
        };
        let (solo, table) = (mean(&AGAINST_THE_MACHINE), mean(&AT_THE_TABLE));
        assert!(
            solo > table + 0.5,
            "solo weights {solo}, the table's {table}"
        );
    }
}
