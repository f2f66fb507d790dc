//! The search bot, written once for every game: information-set Monte Carlo tree search
//! (single-observer ISMCTS).
//!
//! Each iteration deals anew everything the bot's seat cannot see (`Game::determinize` from its
//! seat: the true state is read through that call only), walks the tree with UCT over the legal
//! actions of whichever seat acts, adds one node, plays on with the game's heuristic bot for at
//! most `Game::PLAYOUT_ACTIONS` actions and scores what it reached. Chance happens inside
//! `perform`, drawn from the bot's own generator, so every iteration samples it anew; the tree
//! is keyed by actions only, so different draws share their nodes (an open-loop tree).
//!
//! - **Several seats acting at once** (simultaneous phases): the first seat `to_act` lists moves
//!   in the tree, then the next, as the link player does; at the root the bot's own seat moves.
//! - **Opponents' hidden hands**: a node's children are the actions seen so far; an action that
//!   is not legal in this iteration's deal is skipped, and UCT counts a child's chances by how
//!   often it was available (its "availability"), not by the parent's visits.
//! - **Progressive widening**: a node visited n times offers about √n of its actions, the
//!   game's heuristic choice first and then others at random, so a small budget spends itself
//!   refining the heuristic's move rather than trying every action once.
//! - **Rewards** are per seat (max^n): each node keeps the value of every seat and the seat that
//!   chooses maximises its own. A seat's value is 0.9 for a win (shared wins split it) plus up to
//!   0.1 for its margin over the best other participant (a seat-less solo opponent included). A
//!   playout cut short is scored by `Game::provisional` (the game's estimate as it stands) on
//!   the margin alone, since who happens to lead mid-game is noise; a game without one scores
//!   ½ for all.
//! - **A seat playing alone** (Le Havre's solo game, Fantastic Factories against the Machine):
//!   its values can lie close together (every solo score a few hundredths apart, or every
//!   playout lost to a strong Machine), where UCT's exploration would swamp them and the search
//!   would learn nothing. Its means are read on the range of values the search has seen so far
//!   (`Span`), as single-player MCTS does; tables of several seats read them as they are.
//!
//! Deterministic: the same state, seat, generator and iteration budget give the same choice on
//! every platform. No clock of its own (the crate also builds for wasm32): a budget in
//! milliseconds reads the clock it is given.

use crate::rng::GameRng;
use crate::rules::{Game, Outcome, Seat};

/// How long the search thinks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Budget {
    /// Exactly this many iterations: reproducible, for tests and tournaments.
    Iterations(u32),
    /// Until the clock given to the search has advanced this many milliseconds (at least one
    /// iteration). Without a clock, `FALLBACK_ITERATIONS` iterations.
    Millis(u32),
}

impl Budget {
    /// `search` alone.
    pub const DEFAULT: Budget = Budget::Iterations(1000);
    /// The most a name may ask for (names arrive in links): a million iterations, ten minutes.
    pub const MAX_ITERATIONS: u32 = 1_000_000;
    pub const MAX_MILLIS: u32 = 600_000;
}

/// Iterations of a millisecond budget run without a clock.
pub const FALLBACK_ITERATIONS: u32 = 1000;
/// UCT's exploration constant for values in 0..=1.
const EXPLORATION: f64 = 0.7;

/// One root action as the search saw it.
#[derive(Clone, Debug, PartialEq)]
pub struct RootStat {
    /// Index into the legal list the search was given.
    pub index: usize,
    pub visits: u32,
    /// Mean value for the bot's seat, 0..=1 (about its chance to win).
    pub value: f64,
}

#[derive(Clone, Debug, PartialEq)]
pub struct SearchReport {
    /// The chosen index into `legal`: the most visited root action.
    pub choice: usize,
    pub iterations: u32,
    /// Every legal root action, in legal order (unvisited ones with 0 visits).
    pub root: Vec<RootStat>,
}

struct Node<A> {
    visits: u32,
    /// How many times this node could have been chosen when its parent was walked through.
    avail: u32,
    /// Sum of rewards per seat.
    value: Vec<f64>,
    children: Vec<(A, usize)>,
}

impl<A> Node<A> {
    fn new(seats: usize) -> Self {
        Node {
            visits: 0,
            avail: 1,
            value: vec![0.0; seats],
            children: Vec::new(),
        }
    }
}

/// Searches for `seat`, which must act in `state`; `legal` is its legal list there (not empty).
/// `clock` returns milliseconds; only a `Millis` budget reads it.
pub fn search<G: Game>(
    state: &G::State,
    seat: Seat,
    legal: &[G::Action],
    budget: Budget,
    clock: Option<&dyn Fn() -> f64>,
    rng: &mut GameRng,
) -> SearchReport {
    let seats = G::seats(state) as usize;
    let mut nodes: Vec<Node<G::Action>> = vec![Node::new(seats)];
    let forced = G::heuristic_decides(state, seat);
    if legal.len() <= 1 {
        return report(&nodes, legal, seat, 0, &Span::new(false), forced);
    }
    let start = clock.map(|c| c());
    let mut iterations = 0u32;
    let mut span = Span::new(seats == 1);
    loop {
        let done = match (budget, clock, start) {
            (Budget::Iterations(n), _, _) => iterations >= n,
            (Budget::Millis(ms), Some(c), Some(t0)) => iterations > 0 && c() - t0 >= f64::from(ms),
            (Budget::Millis(_), _, _) => iterations >= FALLBACK_ITERATIONS,
        };
        if done {
            break;
        }
        iterate::<G>(&mut nodes, state, seat, legal, seats, &mut span, rng);
        iterations += 1;
    }
    report(&nodes, legal, seat, iterations, &span, forced)
}

/// The range of values a lone seat's playouts have reached, on which its means are read
/// (0 the worst seen, 1 the best). Off for several seats, whose values already spread over
/// 0..=1 by winning and losing.
#[derive(Clone, Copy, Debug)]
struct Span {
    on: bool,
    lo: f64,
    hi: f64,
}

impl Span {
    fn new(on: bool) -> Self {
        Span {
            on,
            lo: f64::INFINITY,
            hi: f64::NEG_INFINITY,
        }
    }

    fn see(&mut self, value: f64) {
        if self.on {
            self.lo = self.lo.min(value);
            self.hi = self.hi.max(value);
        }
    }

    /// A mean as the search weighs it.
    fn read(&self, mean: f64) -> f64 {
        if self.on && self.hi - self.lo > 1e-9 {
            (mean - self.lo) / (self.hi - self.lo)
        } else {
            mean
        }
    }
}

/// How sure the search must be to overrule the heuristic at the root: its choice's mean must
/// beat the heuristic's action's mean by this many standard errors (rewards lie in 0..=1, so
/// a mean of n visits has a standard error of at most 0.5/√n). With a small budget and many
/// moves the most visited one is often chance; the heuristic's move is then the better bet.
const OVERRULE: f64 = 1.0;

fn report<A: PartialEq>(
    nodes: &[Node<A>],
    legal: &[A],
    seat: Seat,
    iterations: u32,
    span: &Span,
    forced: bool,
) -> SearchReport {
    let root: Vec<RootStat> = legal
        .iter()
        .enumerate()
        .map(|(index, a)| {
            let child = nodes[0].children.iter().find(|(c, _)| c == a);
            let (visits, value) = child.map_or((0, 0.0), |&(_, i)| {
                let n = &nodes[i];
                let mean = if n.visits > 0 {
                    n.value.get(seat as usize).copied().unwrap_or(0.0) / f64::from(n.visits)
                } else {
                    0.0
                };
                (n.visits, mean)
            });
            RootStat {
                index,
                visits,
                value,
            }
        })
        .collect();
    // Most visits, then the better mean, then the earlier action; the heuristic's action (the
    // root's first child) unless that is clearly better (`OVERRULE`), and always where the
    // heuristic decides (`forced`).
    let prior = nodes[0]
        .children
        .first()
        .and_then(|(a, _)| legal.iter().position(|l| l == a));
    let most = root
        .iter()
        .fold(None::<&RootStat>, |best, r| match best {
            Some(b) if (b.visits, b.value) >= (r.visits, r.value) => Some(b),
            _ => Some(r),
        })
        .map_or(0, |r| r.index);
    let weighed = |r: &RootStat| RootStat {
        value: span.read(r.value),
        ..r.clone()
    };
    let choice = match prior {
        Some(h) if forced => h,
        Some(h) if h != most && overruled(&weighed(&root[most]), &weighed(&root[h])) => most,
        Some(h) => h,
        None => most,
    };
    SearchReport {
        choice,
        iterations,
        root,
    }
}

/// Whether `best` is clearly better than the heuristic's `prior` (`OVERRULE`).
fn overruled(best: &RootStat, prior: &RootStat) -> bool {
    if best.visits == 0 || prior.visits == 0 {
        return prior.visits == 0;
    }
    let se = 0.5 * (1.0 / f64::from(best.visits) + 1.0 / f64::from(prior.visits)).sqrt();
    best.value - prior.value > OVERRULE * se
}

/// One iteration: deal, select and expand, play out, score, back up.
fn iterate<G: Game>(
    nodes: &mut Vec<Node<G::Action>>,
    state: &G::State,
    seat: Seat,
    root_legal: &[G::Action],
    seats: usize,
    span: &mut Span,
    rng: &mut GameRng,
) {
    let mut s = G::determinize(state, seat, rng);
    let mut path = vec![0usize];
    let mut node = 0usize;
    loop {
        let acting = G::to_act(&s);
        let Some(&first) = acting.first() else { break };
        let (mover, legal) = if node == 0 {
            (seat, root_legal.to_vec())
        } else {
            (first, G::legal(&s, first))
        };
        if legal.is_empty() {
            break;
        }
        // Which legal actions already have a child here.
        let known: Vec<Option<usize>> = legal
            .iter()
            .map(|a| {
                nodes[node]
                    .children
                    .iter()
                    .find(|(c, _)| c == a)
                    .map(|&(_, i)| i)
            })
            .collect();
        let untried = known.iter().filter(|k| k.is_none()).count();
        let tried = legal.len() - untried;
        // Progressive widening: a node visited n times has about √n children to choose from,
        // the heuristic's choice first, so that a small budget refines the heuristic's move
        // instead of trying every action once.
        // Below the root, where the heuristic decides (`Game::heuristic_decides`), only its
        // move: the tree then spends nothing on steps to and fro.
        let allowed = if node != 0 && G::heuristic_decides(&s, mover) {
            1
        } else {
            1 + f64::from(nodes[node].visits).sqrt() as usize
        };
        if untried > 0 && tried < allowed {
            // The heuristic's favourite among the actions not yet tried: the children come in
            // the heuristic's order of preference, so that widening adds plausible moves.
            let open: Vec<usize> = (0..legal.len()).filter(|&i| known[i].is_none()).collect();
            let i = if open.len() == 1 {
                open[0]
            } else {
                let choices: Vec<G::Action> = open.iter().map(|&i| legal[i].clone()).collect();
                open[G::heuristic(&s, mover, &choices, rng).min(open.len() - 1)]
            };
            let child = nodes.len();
            nodes.push(Node::new(seats));
            nodes[node].children.push((legal[i].clone(), child));
            G::perform(&mut s, mover, &legal[i], rng);
            path.push(child);
            break;
        }
        let parent_mover = mover as usize;
        let mut best = (f64::NEG_INFINITY, 0usize, 0usize);
        for (i, k) in known.iter().enumerate() {
            let Some(c) = *k else { continue };
            let n = &mut nodes[c];
            n.avail += 1;
            let visits = f64::from(n.visits.max(1));
            let mean = span.read(n.value.get(parent_mover).copied().unwrap_or(0.0) / visits);
            let ucb = mean + EXPLORATION * (f64::from(n.avail).ln() / visits).sqrt();
            if ucb > best.0 {
                best = (ucb, i, c);
            }
        }
        let (_, i, c) = best;
        G::perform(&mut s, mover, &legal[i], rng);
        path.push(c);
        node = c;
    }
    let rewards = playout::<G>(&mut s, seats, rng);
    if let Some(&r) = rewards.first() {
        span.see(r);
    }
    for &n in &path {
        let node = &mut nodes[n];
        node.visits += 1;
        for (v, r) in node.value.iter_mut().zip(&rewards) {
            *v += r;
        }
    }
}

/// Plays on with the heuristic bot for at most `Game::PLAYOUT_ACTIONS` actions, then scores every seat.
fn playout<G: Game>(s: &mut G::State, seats: usize, rng: &mut GameRng) -> Vec<f64> {
    for _ in 0..G::PLAYOUT_ACTIONS {
        let acting = G::to_act(s);
        let Some(&seat) = acting.first() else { break };
        let legal = G::legal(s, seat);
        if legal.is_empty() {
            break;
        }
        let i = if legal.len() == 1 {
            0
        } else {
            G::heuristic(s, seat, &legal, rng).min(legal.len() - 1)
        };
        G::perform(s, seat, &legal[i], rng);
    }
    match G::outcome(s) {
        Some(o) => rewards(&o, seats, 0.9),
        None => match G::provisional(s) {
            Some(o) => rewards(&o, seats, 0.0),
            None => vec![0.5; seats],
        },
    }
}

/// A lone seat's score that is worth half the score part of its value (`rewards`).
const SOLO_SCALE: f64 = 100.0;
/// A lone seat's win weighs as much as its score.
const LONE_WIN_WEIGHT: f64 = 0.5;

/// Each seat's value in 0..=1: `win_weight` for a win (split among the tied winners), the rest
/// for the margin over the best other participant, scaled by the size of the scores; a seat
/// alone at the table is valued by its own score.
pub fn rewards(o: &Outcome, seats: usize, win_weight: f64) -> Vec<f64> {
    let winners = o.winners.len().max(1) as f64;
    (0..seats)
        .map(|seat| {
            let Some(me) = o.scores.iter().position(|s| s.seat == Some(seat as Seat)) else {
                return 0.5;
            };
            let won = if o.winners.contains(&me) {
                1.0 / winners
            } else {
                0.0
            };
            let mine = f64::from(o.scores[me].total);
            let other = o
                .scores
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != me)
                .map(|(_, s)| f64::from(s.total))
                .fold(None, |m: Option<f64>, t| Some(m.map_or(t, |m| m.max(t))));
            let (margin, win_weight) = match other {
                Some(o) => {
                    let scale = ((mine.abs() + o.abs()) / 2.0).max(10.0);
                    (((mine - o) / scale).clamp(-1.0, 1.0), win_weight)
                }
                // Alone at the table (Le Havre's solo game): the score itself is what to raise,
                // and it weighs as much as the win, which is nearly always had. The same weight
                // whether the game ended or a playout was cut short (`provisional` names its
                // winners too), so that the two are read on one scale (`Span`).
                None => (mine / (mine.abs() + SOLO_SCALE), LONE_WIN_WEIGHT),
            };
            win_weight * won + (1.0 - win_weight) * (0.5 + 0.5 * margin)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{RootStat, Span, overruled, rewards};
    use crate::rules::{Outcome, SeatScore};

    /// Alone, a higher score is worth more (before: every won solo game was worth the same, and
    /// the search played Le Havre's solo game worse than the heuristic).
    #[test]
    fn a_lone_seat_is_valued_by_its_score() {
        let solo = |total| Outcome {
            scores: vec![SeatScore {
                name: "solo".into(),
                seat: Some(0),
                total,
                parts: Vec::new(),
                tiebreak: Vec::new(),
            }],
            winners: vec![0],
        };
        let (low, high) = (
            rewards(&solo(100), 1, 0.9)[0],
            rewards(&solo(130), 1, 0.9)[0],
        );
        assert!(high > low && low > 0.5 && high < 1.0, "{low} {high}");
        // A playout cut short (scored with no weight on the win) is read on the same scale as
        // a finished game, so that the search does not favour the moves that end it sooner.
        assert_eq!(rewards(&solo(120), 1, 0.9), rewards(&solo(120), 1, 0.0));
    }

    /// A lone seat's means are read on the range seen: the worst 0, the best 1.
    #[test]
    fn a_span_reads_a_lone_seat_on_the_range_seen() {
        let mut span = Span::new(true);
        assert_eq!(span.read(0.7), 0.7, "nothing seen yet");
        for v in [0.86, 0.88, 0.87] {
            span.see(v);
        }
        assert!((span.read(0.86)).abs() < 1e-9);
        assert!((span.read(0.87) - 0.5).abs() < 1e-9);
        assert!((span.read(0.88) - 1.0).abs() < 1e-9);
        let mut off = Span::new(false);
        off.see(0.2);
        off.see(0.9);
        assert_eq!(
            off.read(0.5),
            0.5,
            "several seats read their means as they are"
        );
    }

    fn stat(visits: u32, value: f64) -> RootStat {
        RootStat {
            index: 0,
            visits,
            value,
        }
    }

    /// The heuristic's move stands unless the search's favourite is clearly better: by more
    /// than one standard error of the two means (0.5/√n each, at most).
    #[test]
    fn the_heuristic_is_overruled_only_by_a_clear_margin() {
        // 20 visits each: a standard error of 0.158 between the two.
        assert!(!overruled(&stat(20, 0.60), &stat(20, 0.50)));
        assert!(overruled(&stat(20, 0.70), &stat(20, 0.50)));
        // The same gap with 500 visits each is clear.
        assert!(overruled(&stat(500, 0.60), &stat(500, 0.50)));
        // A heuristic's move never tried cannot stand against one that was.
        assert!(overruled(&stat(3, 0.2), &stat(0, 0.0)));
        assert!(!overruled(&stat(0, 0.0), &stat(3, 0.2)));
    }
}
