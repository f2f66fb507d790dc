//! The heuristic bot. Each candidate is tried on a copy of the game and the seat's own follow-up
//! steps (a building's choices, a payment) are finished greedily; the result is scored by what
//! the seat is worth, its goods, and how well it can feed its workers now and later. It reads
//! only what the seat can see: the copy never reveals a tile or card before the bot decides.

use crate::actions::Action;
use crate::data::{GOODS, ROUND_CARDS};
use crate::flow;
use crate::round;
use crate::scoring;
use crate::state::{Phase, State, Step, Why};
use crate::turn;
use smokestack_core::GameRng;

/// The bot's weights; `Weights::default()` is what the game's heuristic uses.
#[derive(Clone, Copy, Debug)]
pub struct Weights {
    pub goods: f32,
    pub food: f32,
    pub energy: f32,
    /// Per unit of this round's food that food and francs cannot cover.
    pub short_now: f32,
    /// Per unit of later rounds' food not covered by ships or food held.
    pub later: f32,
    /// Per enterable building, per round left (at most 4).
    pub useful: f32,
    pub sell: f32,
    /// Share of the next building visit's best gain counted now.
    pub potential: f32,
    /// How far goods lose their worth towards the end (1: fully gone in the final phase).
    pub fade: f32,
    /// Price of each unit of food still owed this game (0: the older split into now and later).
    pub debt: f32,
    /// Own main actions over which goods fade out (at least 1).
    pub clock: f32,
}

impl Default for Weights {
    fn default() -> Weights {
        Weights {
            goods: 0.55,
            food: 0.45,
            energy: 0.2,
            short_now: 0.75,
            later: 0.6,
            useful: 0.3,
            sell: 1.5,
            potential: 0.5,
            fade: 1.0,
            debt: 1.1,
            clock: 32.0,
        }
    }
}

/// How good `s` is for `seat`, in francs.
pub fn eval(s: &State, seat: usize) -> f32 {
    eval_with(&Weights::default(), s, seat)
}

pub fn eval_with(wt: &Weights, s: &State, seat: usize) -> f32 {
    let p = &s.players[seat];
    let worth = scoring::total(p) as f32;
    let goods: f32 = GOODS
        .iter()
        .map(|g| {
            let w = wt.goods * g.francs() as f32
                + wt.food * g.food() as f32
                + wt.energy * g.energy() as f32;
            w * p.has(*g) as f32
        })
        .sum();
    let food: f32 = GOODS.iter().map(|g| (g.food() * p.has(*g)) as f32).sum();
    let supplied = round::food_supplied(s, seat) as f32;
    let n = s.n();
    let over = s.phase == Phase::Over || s.is_final();
    // The coming feeding: what food goods and francs cannot cover hurts twice (a loan or a sale).
    let now = match s.phase {
        Phase::Over | Phase::Final => 0.0,
        // During feeding only what is still owed counts.
        Phase::Feeding => s
            .steps
            .iter()
            .find_map(|st| match st {
                Step::Pay {
                    seat: w,
                    need,
                    why: Why::Feeding,
                    ..
                } if *w as usize == seat => Some(*need as f32),
                _ => None,
            })
            .unwrap_or(0.0),
        Phase::Turn => (s.card().food(n) as f32 - supplied).max(0.0),
    };
    // A shortfall hurts most when feeding is at hand: with turns left it can still be earned.
    let short_now = (now - food - p.francs as f32).max(0.0) / (1.0 + own_turns_left(s, seat));
    // Later rounds: food not covered by ships will cost actions.
    let mut later = 0.0;
    if !over {
        for r in s.round + 1..=s.rounds_total() {
            let c = &ROUND_CARDS[s.rounds[(r - 1) as usize] as usize];
            later += (c.food(n) as f32 - supplied).max(0.0);
        }
    }
    let actions = own_actions_left(s, seat);
    // Rounds left, by the seat's own actions (about 7/n a round).
    let left = actions * n as f32 / 7.0;
    let useful = if over {
        0.0
    } else {
        p.buildings.iter().filter(|b| b.enterable()).count() as f32 * left.min(4.0) * wt.useful
    };
    // Food owed at the coming feeding is a debt (about a franc a unit) whether or not it has
    // been paid yet, so states before and after feeding compare fairly.
    // Goods are worth nothing at the end (the Storehouse counts in `worth`): their value fades
    // over the seat's last `clock` actions, a clock that ending a turn leaves where it was.
    let goods = (1.0 - wt.fade * (1.0 - (actions / wt.clock.max(1.0)).min(1.0))) * goods;
    if wt.debt > 0.0 {
        // Every unit of food still to be paid this game is one debt at one price, before and
        // after any feeding alike; ships lower it for every round left.
        return worth + goods + useful - wt.debt * (now + later) - wt.short_now * short_now;
    }
    worth + goods + useful
        - 0.9 * now
        - wt.short_now * short_now
        - wt.later * (later - (food - now).max(0.0)).max(0.0)
}

/// The seat's own turns still to come before global turn `end` (turns numbered from the game's
/// first, 7 a round; the seats take them in order across rounds, as each round starts with the
/// seat after the one who took the last turn), its current one included while the main action
/// is open. Counted this way, ending a turn never moves the count: a clock that jumped made a
/// sale in the middle of a turn look better than ending it.
fn own_turns_before(s: &State, seat: usize, end: usize) -> f32 {
    let n = s.n() as usize;
    let d = (seat + n - s.current as usize) % n;
    // During feeding `turn` is 7 and `current` is the seat that starts the next round.
    let now = (s.round as usize - 1) * 7 + s.turn as usize;
    let (open, next) = match s.phase {
        Phase::Turn if d == 0 => (!s.main_done, now + n),
        Phase::Turn | Phase::Feeding => (false, now + d),
        Phase::Final | Phase::Over => return 0.0,
    };
    let later = if next < end {
        (end - 1 - next) / n + 1
    } else {
        0
    };
    (later + usize::from(open)) as f32
}

/// The seat's own turns still to come this round.
fn own_turns_left(s: &State, seat: usize) -> f32 {
    own_turns_before(s, seat, s.round as usize * 7)
}

/// The seat's own main actions still to come this game, the final phase's included.
fn own_actions_left(s: &State, seat: usize) -> f32 {
    match s.phase {
        Phase::Over => 0.0,
        Phase::Final => {
            let open = s.current as usize == seat && !s.main_done;
            let queued = s.final_queue.contains(&(seat as u8));
            if open {
                s.mains_left.max(1) as f32
            } else if queued {
                round::final_actions(s, seat) as f32
            } else {
                0.0
            }
        }
        Phase::Turn | Phase::Feeding => {
            own_turns_before(s, seat, s.rounds_total() as usize * 7)
                + round::final_actions(s, seat) as f32
        }
    }
}

/// Own steps a lookahead finishes: enough to pay a whole feeding token by token, so that every
/// candidate is judged after the same round end (a shorter horizon made selling look good only
/// because it postponed the last payment past the horizon).
const FINISH_DEPTH: u8 = 48;

/// Finishes `seat`'s own pending steps greedily (one step ahead each).
fn finish(wt: &Weights, t: &mut State, seat: usize, mut depth: u8) {
    while depth > 0 && !t.steps.is_empty() && t.acting() == Some(seat as u8) {
        depth -= 1;
        let mut legal = Vec::new();
        flow::legal(t, seat, &mut legal);
        let mut best = (f32::MIN, None);
        for a in legal
            .iter()
            .filter(|a| !matches!(a, Action::Sell(_) | Action::SellShip(_)))
        {
            let mut u = t.clone();
            flow::perform(&mut u, seat, a);
            flow::settle(&mut u);
            let v = eval_with(wt, &u, seat);
            if v > best.0 {
                best = (v, Some(a.clone()));
            }
        }
        // An imagined position (see `potential`) may leave nothing to do: stop there.
        let Some(a) = best.1.or_else(|| legal.first().cloned()) else {
            break;
        };
        flow::perform(t, seat, &a);
        flow::settle(t);
    }
}

pub fn choose(s: &State, seat: usize, legal: &[Action], rng: &mut GameRng) -> usize {
    choose_with(&Weights::default(), s, seat, legal, rng)
}

/// What the seat could make of its next building visit from `t`: the best gain of entering any
/// building it could pay for, ignoring where workers stand (they will have moved by then).
fn potential(wt: &Weights, t: &State, seat: usize) -> f32 {
    if t.phase != Phase::Turn {
        return 0.0;
    }
    let mut u = t.clone();
    u.steps.clear();
    u.current = seat as u8;
    u.main_done = false;
    u.mains_left = 1;
    u.picket = 0;
    for p in &mut u.players {
        p.worker = None;
    }
    let base = eval_with(wt, &u, seat);
    let mut best = 0.0f32;
    for b in turn::enterable_buildings(&u) {
        if let Some(way) = turn::entry_ways(&u, seat, b, false).first() {
            let mut x = u.clone();
            turn::enter(&mut x, seat, b, *way, true);
            flow::settle(&mut x);
            finish(wt, &mut x, seat, FINISH_DEPTH);
            best = best.max(eval_with(wt, &x, seat) - base);
        }
    }
    best
}

/// Candidates re-scored with their potential at a turn's top level.
const TOP_K: usize = 4;

pub fn choose_with(
    wt: &Weights,
    s: &State,
    seat: usize,
    legal: &[Action],
    rng: &mut GameRng,
) -> usize {
    if legal.len() <= 1 {
        return 0;
    }
    scores(wt, s, seat, legal, rng)
        .iter()
        .enumerate()
        .max_by(|a, b| a.1.total_cmp(b.1))
        .map_or(0, |x| x.0)
}

/// Every candidate's value, in the order of `legal` (the examples print them to explain a choice).
pub fn scores(
    wt: &Weights,
    s: &State,
    seat: usize,
    legal: &[Action],
    rng: &mut GameRng,
) -> Vec<f32> {
    let mut scored: Vec<(f32, usize, Option<State>)> = Vec::with_capacity(legal.len());
    // Trades wait until after the main action: a state with the main action still open is
    // judged at another moment than one after it, and the comparison favoured selling off.
    let trade = |a: &Action| {
        matches!(
            a,
            Action::BuyBuilding(_)
                | Action::BuyShip(_)
                | Action::Sell(_)
                | Action::SellShip(_)
                | Action::Repay
        )
    };
    let main_open = s.steps.is_empty()
        && !s.main_done
        && legal
            .iter()
            .any(|a| matches!(a, Action::TakeOffer(_) | Action::Enter(..)));
    for (i, a) in legal.iter().enumerate() {
        if main_open && trade(a) {
            scored.push((f32::MIN, i, None));
            continue;
        }
        let mut t = s.clone();
        flow::perform(&mut t, seat, a);
        flow::settle(&mut t);
        finish(wt, &mut t, seat, FINISH_DEPTH);
        let mut v = eval_with(wt, &t, seat);
        match a {
            Action::EndTurn => v -= 0.01,
            // Never buy back into what was just sold to raise money.
            Action::BuyBuilding(_) | Action::BuyShip(_) if !s.sold_this_turn.is_empty() => {
                v -= 100.0
            }
            // Selling loses half the value; only worth it to avoid a loan or to afford a must.
            Action::Sell(_) | Action::SellShip(_) => v -= wt.sell,
            _ => {}
        }
        v += rng.below(100) as f32 * 1e-4;
        scored.push((v, i, Some(t)));
    }
    // Only the main action looks one visit ahead: buying and selling judged that way churned.
    if s.steps.is_empty() && !s.main_done && wt.potential > 0.0 {
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        for (v, i, t) in scored.iter_mut().take(TOP_K) {
            // Ending the turn keeps what the seat has; never look past the next reveal.
            let from = if legal[*i] == Action::EndTurn {
                s
            } else if let Some(t) = t.as_ref() {
                t
            } else {
                continue; // a trade left for later
            };
            *v += wt.potential * potential(wt, from, seat);
        }
    }
    let mut out = vec![0.0; legal.len()];
    for (v, i, _) in scored {
        out[i] = v;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::LeHavre;
    use smokestack_core::Game;

    fn game(players: u8) -> State {
        let o = LeHavre::options(players, &[]).expect("options");
        LeHavre::setup(&o, &mut GameRng::new(1)).expect("setup")
    }

    /// Walks every turn of the game by hand: at each turn's start, after its main action and
    /// at each feeding, the clock equals a plain count of the seat's turns to come.
    #[test]
    fn own_action_clock_counts_turns_and_never_moves_when_a_turn_ends() {
        for n in 1..=5u8 {
            let mut s = game(n);
            let rounds = s.rounds_total() as usize;
            let total = rounds * 7;
            let seat_of = |g: usize| g % n as usize;
            for seat in 0..n as usize {
                let count = |from: usize| (from..total).filter(|g| seat_of(*g) == seat).count();
                for g in 0..total {
                    s.phase = Phase::Turn;
                    s.round = (g / 7 + 1) as u8;
                    s.turn = (g % 7) as u8;
                    s.current = seat_of(g) as u8;
                    s.main_done = false;
                    let at_start = own_actions_left(&s, seat);
                    assert_eq!(at_start, count(g) as f32 + 1.0, "n={n} seat={seat} g={g}");
                    s.main_done = true;
                    let after_main = own_actions_left(&s, seat);
                    let mine = seat_of(g) == seat;
                    assert_eq!(after_main, at_start - f32::from(u8::from(mine)));
                    // Ending the turn: the next turn's start (or the feeding) shows the same.
                    if g % 7 == 6 {
                        s.phase = Phase::Feeding;
                        s.turn = 7;
                        s.current = seat_of(g + 1) as u8;
                        assert_eq!(own_actions_left(&s, seat), after_main, "feeding n={n}");
                        assert_eq!(own_turns_left(&s, seat), 0.0);
                    }
                }
            }
        }
    }

    #[test]
    fn own_turns_left_this_round_in_two_player_game() {
        let mut s = game(2);
        s.phase = Phase::Turn;
        s.round = 3;
        // 0-based turn 3, seat 0 acting with its main action done: its only turn left is turn 5.
        s.turn = 3;
        s.current = 0;
        s.main_done = true;
        assert_eq!(own_turns_left(&s, 0), 1.0);
        // The other seat still has turns 4 and 6.
        assert_eq!(own_turns_left(&s, 1), 2.0);
        s.main_done = false;
        assert_eq!(own_turns_left(&s, 0), 2.0);
    }

    /// With the main action still open every trade is left for later (never chosen); once the
    /// main action is done the same trades are weighed.
    #[test]
    fn bot_takes_its_main_action_before_any_trade() {
        let mut s = game(2);
        let seat = s.current as usize;
        let is_trade = |a: &Action| matches!(a, Action::BuyBuilding(_) | Action::BuyShip(_));
        let mut legal = Vec::new();
        flow::legal(&s, seat, &mut legal);
        assert!(legal.iter().any(is_trade));
        let v = scores(&Weights::default(), &s, seat, &legal, &mut GameRng::new(7));
        for (a, v) in legal.iter().zip(&v) {
            assert_eq!(is_trade(a), *v == f32::MIN, "{a:?} {v}");
        }
        let i = choose(&s, seat, &legal, &mut GameRng::new(7));
        assert!(matches!(legal[i], Action::TakeOffer(_) | Action::Enter(..)));
        // After the main action the buys are judged like any move.
        s.main_done = true;
        legal.clear();
        flow::legal(&s, seat, &mut legal);
        assert!(legal.iter().any(is_trade));
        let v = scores(&Weights::default(), &s, seat, &legal, &mut GameRng::new(7));
        assert!(v.iter().all(|v| *v > f32::MIN));
    }
}
