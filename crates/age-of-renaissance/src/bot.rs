//! The heuristic bot. Core hands it a determinized state, so it decides only from what its
//! seat sees. Rules of thumb per phase; cards and purchases by a one-step look-ahead on a
//! simple valuation.

use crate::actions::Action;
use crate::data::{self, Kind};
use crate::expansion;
use crate::scoring;
use crate::state::{Pending, Phase, State};
use smokestack_core::GameRng;

/// A seat's worth: its score so far plus what its markets will earn, less the stabilization
/// its hand will cost.
fn worth(s: &State, seat: usize) -> i64 {
    let p = &s.players[seat];
    if p.out() {
        return -10_000;
    }
    let score = scoring::advance_points(s, seat) as i64 + p.cash as i64 - p.misery_value() as i64;
    let markets = s.markets(seat) as i64;
    let tokens: i64 = s.spaces.iter().map(|sp| sp.tokens[seat] as i64).sum();
    score + 12 * markets + 2 * tokens - (p.hand.len() as i64).pow(2) / 2
}

fn relative(s: &State, seat: usize) -> i64 {
    let others: Vec<i64> = (0..s.players.len())
        .filter(|&o| o != seat)
        .map(|o| worth(s, o))
        .collect();
    let best = others.iter().copied().max().unwrap_or(0);
    worth(s, seat) * 2 - best
}

/// One step ahead on a copy (chance from a copy of the bot's own stream).
fn look(s: &State, seat: usize, a: &Action, rng: &GameRng) -> i64 {
    let mut t = s.clone();
    let mut r = rng.clone();
    crate::perform_action(&mut t, seat as u8, a, &mut r);
    relative(&t, seat)
}

pub fn choose(s: &State, seat: usize, legal: &[Action], rng: &mut GameRng) -> usize {
    let pick = |pred: &dyn Fn(&Action) -> bool| legal.iter().position(pred);
    match s.pending {
        Some(Pending::Cede { .. }) => return cede_choice(s, seat, legal),
        // Written Record: take a card from the fullest hand.
        Some(Pending::SwapVictim { .. }) => {
            return (0..legal.len())
                .max_by_key(|&i| match legal[i] {
                    Action::SwapWith(o) => s.players[o as usize].hand.len() as i64,
                    _ => -1,
                })
                .unwrap_or(0);
        }
        _ => {}
    }
    match s.phase {
        Phase::Return => {
            // Keep commodity cards; give back the card least useful (last leader/event).
            let d = data::data();
            legal
                .iter()
                .rposition(|a| match a {
                    Action::ReturnCard(c) => {
                        !matches!(d.cards[*c as usize].kind, data::CardKind::Commodity(_))
                    }
                    _ => false,
                })
                .unwrap_or(0)
        }
        Phase::CapitalBid => match legal.first() {
            Some(Action::Prefer(_)) => {
                // Big capitals first (Venice, Genoa, London are size 5).
                let d = data::data();
                (0..legal.len())
                    .max_by_key(|&i| match legal[i] {
                        Action::Prefer(p) => d.provinces[p as usize].size,
                        _ => 0,
                    })
                    .unwrap_or(0)
            }
            _ => rng.below(8.min(legal.len())),
        },
        Phase::OrderBid => {
            // Buy enough tokens to grow: about a third of the cash, at most the stock.
            let p = &s.players[seat];
            let want = (p.cash / 3).min(p.stock as u32).min(20) as i32;
            pick(&|a| *a == Action::OrderBid(want)).unwrap_or(0)
        }
        Phase::Expansion => expand(s, seat, legal, rng),
        Phase::Purchase if s.players[seat].stabilizing => {
            let p = &s.players[seat];
            let cost = crate::purchase::stabilization(s, seat);
            let spaces = crate::misery::spaces_for(p.misery, cost);
            let at = p.misery as usize;
            let hurt = data::MISERY[(at + spaces as usize).min(25)] - data::MISERY[at.min(25)];
            if cost <= hurt || at + spaces as usize >= 24 {
                pick(&|a| *a == Action::PayStabilization).unwrap_or(0)
            } else {
                pick(&|a| *a == Action::RefuseStabilization).unwrap_or(0)
            }
        }
        _ => {
            // Cards, purchases, buy-offs: the best one-step value; passing/done as baseline.
            let mut best = (i64::MIN, legal.len() - 1);
            for (i, a) in legal.iter().enumerate() {
                if matches!(a, Action::BuyExtraCard | Action::BuyCardWithTokens) {
                    continue;
                }
                let mut v = if is_war(a) {
                    war_value(s, seat, a, rng)
                } else {
                    look(s, seat, a, rng)
                };
                // Advances carry benefits the valuation cannot see.
                if let Action::BuyAdvance(_) = a {
                    v += 4;
                }
                if v > best.0 {
                    best = (v, i);
                }
            }
            best.1
        }
    }
}

fn expand(s: &State, seat: usize, legal: &[Action], rng: &mut GameRng) -> usize {
    let d = data::data();
    let p = &s.players[seat];
    let mut best: (i64, usize) = (i64::MIN, legal.len() - 1);
    for (i, a) in legal.iter().enumerate() {
        let v = match *a {
            Action::Place(q) => {
                let pr = &d.provinces[q as usize];
                let sp = &s.spaces[q as usize];
                match pr.kind {
                    Kind::Satellite => 3,
                    _ => {
                        let missing = pr.size as i64 - sp.tokens[seat] as i64;
                        let room = pr.size as i64 - sp.total() as i64;
                        if room < missing {
                            1
                        } else if missing <= p.pool as i64 {
                            20 + 5 * pr.size as i64 - 3 * missing
                        } else {
                            4
                        }
                    }
                }
            }
            Action::Attack(q) => {
                let pr = &d.provinces[q as usize];
                let need = expansion::required(s, seat, q) as i64;
                if pr.kind == Kind::Satellite {
                    2
                } else {
                    12 + 6 * pr.size as i64 - 2 * need
                }
            }
            Action::Done => 0,
            _ => -1,
        };
        let v = v * 8 + rng.below(8) as i64;
        if v > best.0 {
            best = (v, i);
        }
    }
    best.1
}

/// War! lost: give up the smallest market, the own capital last.
fn cede_choice(s: &State, seat: usize, legal: &[Action]) -> usize {
    let d = data::data();
    (0..legal.len())
        .min_by_key(|&i| match legal[i] {
            Action::Cede(p) => (
                s.players[seat].capital == Some(p),
                d.provinces[p as usize].size,
            ),
            _ => (true, u8::MAX),
        })
        .unwrap_or(0)
}

fn is_war(a: &Action) -> bool {
    matches!(a, Action::Play { card, .. }
        if data::data().cards[*card as usize].kind == data::CardKind::Event(data::Event::War))
}

/// Declaring War!: the mean valuation over sampled rolls, each loser ceding as `cede_choice`
/// would (a single look would judge the war by one roll).
fn war_value(s: &State, seat: usize, a: &Action, rng: &GameRng) -> i64 {
    const SAMPLES: u64 = 12;
    let mut seeds = rng.clone();
    let mut total = 0;
    for _ in 0..SAMPLES {
        let mut t = s.clone();
        let mut r = GameRng::new(seeds.below(1 << 30) as u64);
        crate::perform_action(&mut t, seat as u8, a, &mut r);
        while let Some(p @ Pending::Cede { .. }) = t.pending {
            let l = crate::legal_actions(&t, p.seat());
            let i = cede_choice(&t, p.seat() as usize, &l);
            crate::perform_action(&mut t, p.seat(), &l[i], &mut r);
        }
        total += relative(&t, seat);
    }
    total / SAMPLES as i64
}
