//! The heuristic bot. It decides from the state core hands it (dealt anew for its seat, so it
//! never knows the energy tiles to come: it uses their mean). Rules of thumb:
//! - auction: open the highest revealed order tile (the biggest discount) for 0 workers; raise
//!   by one worker only for a clearly bigger discount while workers are plentiful;
//! - market: pick the column whose cheapest tile would earn it the most;
//! - build: buy the tile with the best gain over the rounds left (income gained less price),
//!   place it, demolishing the weakest tile or extending the floor when that pays;
//!   hire a seasonal worker when it costs nothing or pays for itself this round;
//! - adjust: run the machines and robots that earn the most this round, crew exactly those.

use crate::actions::{Action, Slot};
use crate::auction;
use crate::build::{price, seasonal_price};
use crate::data::{Kind, TileId, constants, discount, tile};
use crate::state::{Phase, Placed, Player, State};
use smokestack_core::GameRng;

/// A factory as the bot imagines it: floor tiles and office tiles.
#[derive(Clone, Debug)]
struct Plan {
    floor: Vec<TileId>,
    office: Vec<TileId>,
}

impl Plan {
    fn of(p: &Player) -> Plan {
        Plan {
            floor: p.floor.iter().map(|x| x.tile).collect(),
            office: p.control.into_iter().chain(p.optimization).collect(),
        }
    }
}

/// The best net income of `plan` in one round at energy price `price`, with at most `pool`
/// canteen workers: every way of running the machines and robots (equal tiles by count),
/// returning (net, workers needed, how many of each distinct tile run).
fn best_round(plan: &Plan, pool: i32, price: i32, mult: i32) -> (i32, i32, Vec<(TileId, u8)>) {
    let c = constants();
    let mut storage = 0;
    let mut base_energy = 0;
    let mut reduced = 0;
    let mut replaced = 0;
    let mut groups: Vec<(TileId, u8)> = Vec::new();
    for &t in &plan.floor {
        let d = tile(t);
        storage += d.storage;
        if d.kind.can_shut_down() {
            match groups.iter_mut().find(|g| g.0 == t) {
                Some(g) => g.1 += 1,
                None => groups.push((t, 1)),
            }
        } else {
            base_energy += d.energy;
        }
    }
    for &t in &plan.office {
        let d = tile(t);
        reduced += d.energy_reduced;
        replaced += d.workers_replaced;
        base_energy += d.energy;
    }
    let mut best = (i32::MIN, 0, Vec::new());
    let mut counts = vec![0u8; groups.len()];
    loop {
        // Evaluate this choice.
        let (mut prod, mut energy, mut need, mut repl, mut machines, mut robots) =
            (0, base_energy, 0, replaced, 0, 0);
        for (g, &k) in groups.iter().zip(&counts) {
            let d = tile(g.0);
            let k = k as i32;
            prod += d.production * k;
            energy += d.energy * k;
            need += d.workers_needed * k;
            repl += d.workers_replaced * k;
            if d.kind == Kind::Machine {
                machines += k;
            } else if d.kind.is_robot() {
                robots += k;
            }
        }
        let need = (need - repl).max(0);
        if robots <= machines && need <= pool {
            let energy = (energy - reduced).max(c.min_energy_consumption);
            let net = c.income_per_step * prod.min(storage) * mult - energy * price;
            if net > best.0 || (net == best.0 && need < best.1) {
                best = (
                    net,
                    need,
                    groups.iter().zip(&counts).map(|(g, &k)| (g.0, k)).collect(),
                );
            }
        }
        // Next choice (an odometer over the counts).
        let mut i = 0;
        loop {
            if i == groups.len() {
                return best;
            }
            if counts[i] < groups[i].1 {
                counts[i] += 1;
                break;
            }
            counts[i] = 0;
            i += 1;
        }
    }
}

/// The expected rise of the energy price per draw: the mean of the tiles not yet seen.
fn mean_rise(s: &State) -> f64 {
    let unseen: Vec<u8> = s
        .energy_stack
        .iter()
        .chain(&s.energy_removed)
        .copied()
        .collect();
    if unseen.is_empty() {
        return 0.0;
    }
    unseen.iter().map(|&x| x as f64).sum::<f64>() / unseen.len() as f64
}

/// The income `plan` would bring over the rounds left, this one included (its energy tile not
/// drawn yet when `drawn_this_round` is false), with `pool` canteen workers.
fn value(s: &State, plan: &Plan, pool: i32) -> i32 {
    let rise = mean_rise(s);
    let rounds = constants().rounds;
    let mut total = 0;
    for (k, r) in (s.round..=rounds).enumerate() {
        let zero = s.options.first_energy_zero && r == 1;
        let price = s.energy_price as f64 + rise * (k as f64 + if zero { 0.0 } else { 1.0 });
        let mult = if r == rounds {
            constants().final_round_income_multiplier
        } else {
            1
        };
        total += best_round(plan, pool, price.round() as i32, mult).0;
    }
    total
}

/// Workers that can crew the canteen (one stays free).
fn pool(p: &Player) -> i32 {
    (p.workers as i32 - p.bid as i32 - p.demolishing as i32 - 1).max(0)
}

/// The best way to fit `t` into `plan`: (gain in value, extra money, plan after, slot to clear).
fn fit(s: &State, p: &Player, plan: &Plan, t: TileId, base: i32) -> Option<(i32, Plan, Fit)> {
    let d = tile(t);
    let pool = pool(p);
    let mut options: Vec<(i32, Plan, Fit)> = Vec::new();
    if d.kind.on_floor() {
        if plan.floor.len() < p.floor_spaces() {
            let mut q = plan.clone();
            q.floor.push(t);
            options.push((value(s, &q, pool) - base, q, Fit::Room));
        } else {
            let c = constants();
            if p.extensions < c.floor_extensions_max {
                let mut q = plan.clone();
                q.floor.push(t);
                options.push((
                    value(s, &q, pool) - base - c.floor_extension_cost,
                    q,
                    Fit::Extend,
                ));
            }
            if p.free_for_build() >= 2 {
                let mut seen = Vec::new();
                for (i, &old) in plan.floor.iter().enumerate() {
                    if seen.contains(&old) {
                        continue;
                    }
                    seen.push(old);
                    let mut q = plan.clone();
                    q.floor[i] = t;
                    options.push((value(s, &q, pool - 1) - base, q, Fit::Replace(old)));
                }
            }
        }
    } else {
        let held = plan.office.iter().position(|&o| tile(o).kind == d.kind);
        let mut q = plan.clone();
        match held {
            None => {
                q.office.push(t);
                options.push((value(s, &q, pool) - base, q, Fit::Room));
            }
            Some(i) if p.free_for_build() >= 2 => {
                let old = q.office[i];
                q.office[i] = t;
                options.push((value(s, &q, pool - 1) - base, q, Fit::Replace(old)));
            }
            Some(_) => {}
        }
    }
    options.into_iter().max_by_key(|o| o.0)
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Fit {
    Room,
    Extend,
    Replace(TileId),
}

pub fn choose(s: &State, seat: u8, legal: &[Action], rng: &mut GameRng) -> usize {
    let pick = |a: &Action| legal.iter().position(|x| x == a);
    let choice = match s.phase {
        Phase::Auction => auction_choice(s, seat, legal),
        Phase::Market => market_choice(s, seat, legal),
        Phase::Build { hiring: false } => build_choice(s, seat, legal),
        Phase::Build { hiring: true } => {
            let p = &s.players[seat as usize];
            let hire = seasonal_price(p) == 0 || {
                let plan = Plan::of(p);
                let (with, without) = (
                    value_now(s, &plan, pool(p) + 1),
                    value_now(s, &plan, pool(p)),
                );
                with - without > seasonal_price(p)
            };
            if hire {
                pick(&Action::Hire)
            } else {
                pick(&Action::EndTurn)
            }
        }
        Phase::Adjust => adjust_choice(s, seat, legal),
        Phase::Over => None,
    };
    choice.unwrap_or_else(|| rng.below(legal.len().max(1)))
}

/// This round's income only.
fn value_now(s: &State, plan: &Plan, pool: i32) -> i32 {
    let zero = s.options.first_energy_zero && s.round == 1;
    let price = s.energy_price as f64 + if zero { 0.0 } else { mean_rise(s) };
    let mult = if s.last_round() {
        constants().final_round_income_multiplier
    } else {
        1
    };
    best_round(plan, pool, price.round() as i32, mult).0
}

fn auction_choice(s: &State, seat: u8, legal: &[Action]) -> Option<usize> {
    let pick = |a: &Action| legal.iter().position(|x| x == a);
    match &s.auction {
        None => {
            let best = *s.revealed.iter().max()?;
            pick(&Action::Open { tile: best, bid: 0 })
        }
        Some(a) => {
            // Raise by one worker for a tile clearly better than the next best, while the bot
            // keeps most of its workers.
            let others = s.revealed.iter().filter(|&&t| t != a.tile).max().copied();
            let edge = discount(a.tile) - others.map_or(0, discount);
            let free = s.players[seat as usize].beside();
            let raise = Action::Raise { bid: a.bid + 1 };
            if edge >= 4 && a.bid < 1 && free >= 4 && auction::max_bid(s, seat) > a.bid {
                pick(&raise)
            } else {
                pick(&Action::Pass)
            }
        }
    }
}

fn market_choice(s: &State, seat: u8, legal: &[Action]) -> Option<usize> {
    let p = &s.players[seat as usize];
    if p.picks == 0 {
        return legal.iter().position(|a| *a == Action::StopPicking);
    }
    let plan = Plan::of(p);
    let base = value(s, &plan, pool(p));
    legal
        .iter()
        .enumerate()
        .filter_map(|(i, a)| match a {
            Action::Pick { column } => {
                let t = *s.columns[*column as usize].first()?;
                let gain = fit(s, p, &plan, t, base).map_or(-1000, |f| f.0) - price(p, t);
                Some((gain, i))
            }
            _ => None,
        })
        .max_by_key(|&(g, i)| (g, std::cmp::Reverse(i)))
        .map(|(_, i)| i)
}

fn build_choice(s: &State, seat: u8, legal: &[Action]) -> Option<usize> {
    let pick = |a: &Action| legal.iter().position(|x| x == a);
    let p = &s.players[seat as usize];
    let plan = Plan::of(p);
    let base = value(s, &plan, pool(p));
    // First, tiles beside the board: place, or make room for them when that pays.
    for &t in &p.aside {
        if let Some(i) = pick(&Action::Place { tile: t }) {
            return Some(i);
        }
        if let Some((gain, _, how)) = fit(s, p, &plan, t, base)
            && gain > 0
        {
            match how {
                Fit::Extend => {
                    if let Some(i) = pick(&Action::Extend) {
                        return Some(i);
                    }
                }
                Fit::Replace(old) => {
                    let slot = if tile(old).kind.on_floor() {
                        p.floor.iter().position(|x| x.tile == old).map(|i| {
                            // The legal list names the first of equal tiles.
                            let x: Placed = p.floor[i];
                            Slot::Floor(p.floor.iter().position(|y| *y == x).unwrap_or(i) as u8)
                        })
                    } else if tile(old).kind == Kind::Control {
                        Some(Slot::Control)
                    } else {
                        Some(Slot::Optimization)
                    };
                    if let Some(i) = slot.and_then(|slot| pick(&Action::Demolish { slot })) {
                        return Some(i);
                    }
                }
                Fit::Room => {}
            }
        }
    }
    // Then the best purchase, if it pays for itself over the rounds left.
    let best = legal
        .iter()
        .enumerate()
        .filter_map(|(i, a)| match a {
            Action::Buy { tile: t } => {
                let (gain, _, how) = fit(s, p, &plan, *t, base)?;
                let extra = if how == Fit::Extend {
                    constants().floor_extension_cost
                } else {
                    0
                };
                if !crate::build::affords(p, price(p, *t) + extra) {
                    return None;
                }
                Some((gain - price(p, *t), i))
            }
            _ => None,
        })
        .max_by_key(|&(g, i)| (g, std::cmp::Reverse(i)));
    if let Some((gain, i)) = best
        && gain > 0
    {
        return Some(i);
    }
    pick(&Action::EndBuilding)
}

fn adjust_choice(s: &State, seat: u8, legal: &[Action]) -> Option<usize> {
    let pick = |a: &Action| legal.iter().position(|x| x == a);
    let p = &s.players[seat as usize];
    let plan = Plan::of(p);
    let pool = (p.canteen as i32 + p.beside() as i32 - 1).max(0);
    let (_, need, run) = {
        let zero = s.options.first_energy_zero && s.round == 1;
        let price = s.energy_price as f64 + if zero { 0.0 } else { mean_rise(s) };
        let mult = if s.last_round() {
            constants().final_round_income_multiplier
        } else {
            1
        };
        best_round(&plan, pool, price.round() as i32, mult)
    };
    let running = |t: TileId| p.floor.iter().filter(|x| x.tile == t && !x.shut).count() as u8;
    for a in legal {
        if let Action::Switch { slot } = a {
            let x = p.floor[*slot as usize];
            let want = run.iter().find(|g| g.0 == x.tile).map_or(0, |g| g.1);
            let now = running(x.tile);
            if (x.shut && now < want) || (!x.shut && now > want) {
                return pick(a);
            }
        }
    }
    let need = need.max(0) as u8;
    if p.canteen < need {
        return pick(&Action::CrewIn);
    }
    if p.canteen > need {
        return pick(&Action::CrewOut);
    }
    pick(&Action::Confirm)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_factory_runs_both_machines() {
        let p = crate::setup::setup(
            &crate::setup::options(3, &[]).unwrap(),
            &mut GameRng::new(1),
        )
        .unwrap()
        .players[0]
            .clone();
        let (net, need, run) = best_round(&Plan::of(&p), 5, 1, 1);
        assert_eq!((net, need), (20 - 4, 4));
        assert_eq!(run.iter().map(|g| g.1).sum::<u8>(), 2);
    }
}
