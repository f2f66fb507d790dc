//! The search bot (ISMCTS): it never peeks, it is deterministic, it keeps to its budget, it plays
//! only legal actions, and it finds a win the heuristic misses.

mod common;

use common::{Phase, Toy, bot_game};
use serde::{Deserialize, Serialize};
use smokestack_core::harness::{SimConfig, simulate};
use smokestack_core::search::{FALLBACK_ITERATIONS, search};
use smokestack_core::{
    Applied, BotKind, Budget, Game, GameRng, Outcome, ScorePart, Seat, SeatScore, SetupError,
    Status,
};
use std::cell::Cell;

/// Toy positions where a seat acts: the turn phase and the simultaneous bid phase.
fn positions() -> Vec<(<Toy as Game>::State, Seat)> {
    let mut out = Vec::new();
    for (players, seed) in [(2, 1), (3, 2), (4, 3)] {
        let mut bid = false;
        for moves in 3..200 {
            let m = bot_game(players, seed, BotKind::Heuristic, moves);
            let s = m.state().clone();
            let Some(&seat) = Toy::to_act(&s).last() else {
                break;
            };
            let is_bid = matches!(s.phase, Phase::Bid);
            if moves == 3 || (is_bid && !bid) {
                out.push((s, seat));
            }
            bid |= is_bid;
        }
    }
    assert!(out.iter().any(|(s, _)| matches!(s.phase, Phase::Bid)));
    out
}

#[test]
fn it_never_peeks() {
    // Two states that differ only in what the bot's seat cannot see (other hands, the deck):
    // with the same seed the search thinks exactly the same thoughts on both.
    for (k, (state, seat)) in positions().into_iter().enumerate() {
        let a = Toy::determinize(&state, seat, &mut GameRng::new(100 + k as u64));
        let b = Toy::determinize(&state, seat, &mut GameRng::new(200 + k as u64));
        assert_ne!(a, b, "position {k}: the deals should differ");
        let legal = Toy::legal(&state, seat);
        let think = |s: &<Toy as Game>::State| {
            search::<Toy>(
                s,
                seat,
                &legal,
                Budget::Iterations(300),
                None,
                &mut GameRng::new(7),
            )
        };
        let (ra, rb) = (think(&a), think(&b));
        assert_eq!(ra, rb, "position {k}");
        assert_eq!(ra, think(&state), "position {k}");
    }
}

#[test]
fn it_is_deterministic_and_keeps_to_its_budget() {
    let (state, seat) = positions().swap_remove(1);
    let legal = Toy::legal(&state, seat);
    let run = |budget, clock: Option<&dyn Fn() -> f64>, seed| {
        search::<Toy>(&state, seat, &legal, budget, clock, &mut GameRng::new(seed))
    };
    let a = run(Budget::Iterations(250), None, 3);
    assert_eq!(a.iterations, 250);
    assert_eq!(a, run(Budget::Iterations(250), None, 3));
    assert_eq!(a.root.len(), legal.len());
    assert_eq!(a.root.iter().map(|r| r.visits).sum::<u32>(), 250);
    // A clock that moves one millisecond per reading: one reading at the start, one per check.
    let now = Cell::new(0.0);
    let tick = || {
        now.set(now.get() + 1.0);
        now.get()
    };
    let timed = run(Budget::Millis(40), Some(&tick), 3);
    assert_eq!(timed.iterations, 40);
    // No clock: a time budget falls back to a fixed count.
    assert_eq!(
        run(Budget::Millis(40), None, 3).iterations,
        FALLBACK_ITERATIONS
    );
    // A single legal action needs no thought.
    let one = search::<Toy>(
        &state,
        seat,
        &legal[..1],
        Budget::Iterations(500),
        None,
        &mut GameRng::new(1),
    );
    assert_eq!((one.choice, one.iterations), (0, 0));
}

#[test]
fn whole_games_through_the_checked_harness() {
    // Every choice legal, every invariant and the determinization check after every action.
    let search = BotKind::Search(Budget::Iterations(20));
    for (players, bots) in [
        (2, vec![search, BotKind::Heuristic]),
        (3, vec![BotKind::Random, search]),
    ] {
        let cfg = SimConfig {
            seed: 11,
            max_actions: 10_000,
            ..SimConfig::new(players, 3, bots).with_settings(&[("rounds", "2")])
        };
        let r = simulate::<Toy>(&cfg, &|| 0.0);
        assert!(r.failures.is_empty(), "{:?}", r.failures);
        assert_eq!(r.finished, 3);
    }
}

/// Take-away: a pile of stones, each turn take 1 or 2; whoever takes the last stone wins. The
/// heuristic always takes one; from 5 stones only taking two (leaving a multiple of 3) wins.
struct Stones;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Pile {
    stones: u8,
    turn: Seat,
    winner: Option<Seat>,
}

impl Game for Stones {
    fn digest(s: &Pile, d: &mut smokestack_core::Digest) {
        d.put(&s.stones).put(&s.turn).put(&s.winner);
    }

    const ID: &'static str = "stones";
    const NAME: &'static str = "Stones";
    const MIN_PLAYERS: u8 = 2;
    const MAX_PLAYERS: u8 = 2;
    const RULES_VERSION: u32 = 1;
    const SECRETS: bool = false;
    type Options = u8;
    type State = Pile;
    type Action = u8;
    type View = Pile;

    fn options(_: u8, _: &[(String, String)]) -> Result<u8, SetupError> {
        Ok(2)
    }
    fn players(_: &u8) -> u8 {
        2
    }
    fn settings(_: &u8) -> Vec<(String, String)> {
        Vec::new()
    }
    fn setup(_: &u8, _: &mut GameRng) -> Result<Pile, SetupError> {
        Ok(Pile {
            stones: 5,
            turn: 0,
            winner: None,
        })
    }
    fn seats(_: &Pile) -> u8 {
        2
    }
    fn to_act(s: &Pile) -> Vec<Seat> {
        if s.winner.is_some() {
            vec![]
        } else {
            vec![s.turn]
        }
    }
    fn legal(s: &Pile, _: Seat) -> Vec<u8> {
        (1..=s.stones.min(2)).collect()
    }
    fn perform(s: &mut Pile, seat: Seat, take: &u8, _: &mut GameRng) -> Applied {
        s.stones -= take;
        if s.stones == 0 {
            s.winner = Some(seat);
        }
        s.turn = 1 - seat;
        Applied::COMMIT
    }
    fn view(s: &Pile, _: Option<Seat>) -> Pile {
        s.clone()
    }
    fn determinize(s: &Pile, _: Seat, _: &mut GameRng) -> Pile {
        s.clone()
    }
    fn outcome(s: &Pile) -> Option<Outcome> {
        let w = s.winner?;
        let score = |seat: Seat| SeatScore {
            name: format!("Seat {}", seat + 1),
            seat: Some(seat),
            total: i32::from(seat == w),
            parts: vec![ScorePart {
                label: "last stone".into(),
                points: i32::from(seat == w),
            }],
            tiebreak: vec![],
        };
        Some(Outcome {
            scores: vec![score(0), score(1)],
            winners: vec![w as usize],
        })
    }
    fn status(s: &Pile) -> Status {
        Status {
            round: 1,
            phase: format!("{} stones", s.stones),
        }
    }
    fn describe(_: &Pile, _: Seat, take: &u8) -> String {
        format!("takes {take}")
    }
    fn check_invariants(_: &Pile) -> Result<(), String> {
        Ok(())
    }
    fn heuristic(_: &Pile, _: Seat, _: &[u8], _: &mut GameRng) -> usize {
        0
    }
    /// A pile of 10 or more stands for a phase the heuristic settles (`Game::heuristic_decides`).
    fn heuristic_decides(s: &Pile, _: Seat) -> bool {
        s.stones >= 10
    }
}

#[test]
fn where_the_heuristic_decides_the_search_plays_its_move() {
    // 11 stones: taking two wins, the heuristic takes one. The search sees that taking two is
    // better, and still plays the heuristic's move, as the game asks.
    let state = Pile {
        stones: 11,
        turn: 0,
        winner: None,
    };
    let legal = Stones::legal(&state, 0);
    for seed in 0..3 {
        let r = search::<Stones>(
            &state,
            0,
            &legal,
            Budget::Iterations(400),
            None,
            &mut GameRng::new(seed),
        );
        assert_eq!(r.choice, 0, "seed {seed}: {:?}", r.root);
        assert!(
            r.root[1].value > r.root[0].value,
            "seed {seed}: {:?}",
            r.root
        );
    }
}

#[test]
fn it_finds_the_win_the_heuristic_misses() {
    for stones in [4u8, 5, 7, 8] {
        let state = Pile {
            stones,
            turn: 1,
            winner: None,
        };
        let legal = Stones::legal(&state, 1);
        let winning = (stones % 3) as usize - 1;
        let heuristic =
            BotKind::Heuristic.choose::<Stones>(&state, 1, &legal, &mut GameRng::new(1));
        let search = BotKind::Search(Budget::Iterations(400));
        for seed in 0..3 {
            let choice = search.choose::<Stones>(&state, 1, &legal, &mut GameRng::new(seed));
            assert_eq!(choice, winning, "{stones} stones, seed {seed}");
        }
        if stones % 3 == 2 {
            assert_ne!(heuristic, winning, "the heuristic should miss it");
        }
    }
}

/// A game alone: five turns, each taking 1 or 2 points onto a score that starts at 100; the
/// heuristic always takes 1. Every final score lies between 105 and 110, so every value the
/// search sees is within a few hundredths of the others: read as they are, UCT's exploration
/// would swamp them and the heuristic's move would stand.
struct Climb;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Ladder {
    score: i32,
    turns: u8,
}

impl Game for Climb {
    fn digest(s: &Ladder, d: &mut smokestack_core::Digest) {
        d.put(&s.score).put(&s.turns);
    }

    const ID: &'static str = "climb";
    const NAME: &'static str = "Climb";
    const MIN_PLAYERS: u8 = 1;
    const MAX_PLAYERS: u8 = 1;
    const RULES_VERSION: u32 = 1;
    const SECRETS: bool = false;
    type Options = u8;
    type State = Ladder;
    type Action = i32;
    type View = Ladder;

    fn options(_: u8, _: &[(String, String)]) -> Result<u8, SetupError> {
        Ok(1)
    }
    fn players(_: &u8) -> u8 {
        1
    }
    fn settings(_: &u8) -> Vec<(String, String)> {
        Vec::new()
    }
    fn setup(_: &u8, _: &mut GameRng) -> Result<Ladder, SetupError> {
        Ok(Ladder {
            score: 100,
            turns: 5,
        })
    }
    fn seats(_: &Ladder) -> u8 {
        1
    }
    fn to_act(s: &Ladder) -> Vec<Seat> {
        if s.turns == 0 { vec![] } else { vec![0] }
    }
    fn legal(_: &Ladder, _: Seat) -> Vec<i32> {
        vec![1, 2]
    }
    fn perform(s: &mut Ladder, _: Seat, take: &i32, _: &mut GameRng) -> Applied {
        s.score += take;
        s.turns -= 1;
        Applied::COMMIT
    }
    fn view(s: &Ladder, _: Option<Seat>) -> Ladder {
        s.clone()
    }
    fn determinize(s: &Ladder, _: Seat, _: &mut GameRng) -> Ladder {
        s.clone()
    }
    fn outcome(s: &Ladder) -> Option<Outcome> {
        (s.turns == 0).then(|| Outcome {
            scores: vec![SeatScore {
                name: "Seat 1".into(),
                seat: Some(0),
                total: s.score,
                parts: vec![],
                tiebreak: vec![],
            }],
            winners: vec![0],
        })
    }
    fn status(s: &Ladder) -> Status {
        Status {
            round: 6 - u32::from(s.turns),
            phase: format!("{} points", s.score),
        }
    }
    fn describe(_: &Ladder, _: Seat, take: &i32) -> String {
        format!("takes {take}")
    }
    fn check_invariants(_: &Ladder) -> Result<(), String> {
        Ok(())
    }
    fn heuristic(_: &Ladder, _: Seat, _: &[i32], _: &mut GameRng) -> usize {
        0
    }
}

#[test]
fn alone_it_raises_a_score_whose_values_lie_close_together() {
    let state = Climb::setup(&1, &mut GameRng::new(1)).unwrap();
    let legal = Climb::legal(&state, 0);
    for seed in 0..3 {
        let r = search::<Climb>(
            &state,
            0,
            &legal,
            Budget::Iterations(400),
            None,
            &mut GameRng::new(seed),
        );
        assert_eq!(legal[r.choice], 2, "seed {seed}: {:?}", r.root);
    }
}
