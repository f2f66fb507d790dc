//! The core machinery (match, undo, replay, harness, the object-safe entry) exercised through a
//! small but complete toy game.

mod common;

use common::{Action, Options, Phase};
use common::{BREAKS_AT, BadOutcomeToy, LeakyToy, PanickyToy, StuckToy, TOY, Toy, bot_game};
use smokestack_core::harness::{SimConfig, simulate};
use smokestack_core::matches::{ReplayError, UndoError};
use smokestack_core::{BotKind, Entry, Game, GameEntry, Illegal, Match, Seat};

fn new_match(players: u8, seed: u64) -> Match<Toy> {
    Match::new(Toy::options(players, &[]).unwrap(), seed).unwrap()
}

fn pairs(m: &Match<Toy>) -> Vec<(Seat, usize)> {
    m.log().iter().map(|e| (e.seat, e.index as usize)).collect()
}

/// Plays seat by seat, always passing, until the bid phase.
fn to_bid_phase(m: &mut Match<Toy>) {
    while let Phase::Turn { seat, .. } = m.state().phase {
        m.apply(seat, &Action::Pass).unwrap();
    }
}

#[test]
fn options_are_validated() {
    let s = |k: &str, v: &str| vec![(k.to_string(), v.to_string())];
    assert!(Toy::options(1, &[]).is_err());
    assert!(Toy::options(5, &[]).is_err());
    assert!(Toy::options(3, &s("rounds", "0")).is_err());
    assert!(Toy::options(3, &s("rounds", "many")).is_err());
    assert!(Toy::options(3, &s("colour", "red")).is_err());
    assert_eq!(
        Toy::options(3, &s("rounds", "5")).unwrap(),
        Options {
            players: 3,
            rounds: 5
        }
    );
    // Setup checks again: options can also come from a share code.
    let err = Match::<Toy>::new(
        Options {
            players: 9,
            rounds: 3,
        },
        1,
    )
    .unwrap_err();
    assert!(!err.to_string().is_empty());
}

#[test]
fn illegal_actions_are_errors_and_change_nothing() {
    let mut m = new_match(3, 7);
    let before = m.clone();
    let unchanged = |m: &Match<Toy>| {
        assert_eq!(m.state(), before.state());
        assert!(m.log().is_empty());
    };
    let errors = [
        (m.apply(0, &Action::Bid(0)), "a bid in the turn phase"),
        (m.apply(0, &Action::Play(99)), "a card not in hand"),
        (m.apply(0, &Action::Fold), "a fold in the turn phase"),
    ];
    for (result, what) in errors {
        assert!(
            matches!(result, Err(Illegal::NotLegal { seat: 0, .. })),
            "{what}: {result:?}"
        );
        unchanged(&m);
    }
    assert_eq!(m.apply(1, &Action::Roll), Err(Illegal::NotYourTurn(1)));
    unchanged(&m);
    assert_eq!(m.apply(3, &Action::Roll), Err(Illegal::NoSuchSeat(3)));
    assert_eq!(m.apply(255, &Action::Roll), Err(Illegal::NoSuchSeat(255)));
    assert_eq!(Illegal::NoSuchSeat(255).to_string(), "there is no seat 256");
    assert_eq!(
        Illegal::NotYourTurn(255).to_string(),
        "seat 256 does not act now"
    );
    unchanged(&m);
    let legal = m.legal(0);
    assert!(matches!(
        m.apply_index(0, legal.len(), &legal),
        Err(Illegal::NotLegal { .. })
    ));
    assert!(matches!(
        m.apply_index(1, 0, &legal),
        Err(Illegal::NotYourTurn(1))
    ));
    unchanged(&m);

    // A once-a-turn action is not legal twice.
    m.apply(0, &Action::Roll).unwrap();
    let rolled = m.clone();
    let err = m.apply(0, &Action::Roll).unwrap_err();
    assert!(err.to_string().contains("rolls the die"), "{err}");
    assert_eq!(m.state(), rolled.state());
    assert_eq!(m.log().len(), 1);
}

#[test]
fn nothing_is_legal_after_the_end() {
    let mut m = bot_game(2, 3, BotKind::Random, usize::MAX);
    assert!(m.is_over());
    assert!(Toy::outcome(m.state()).is_some());
    let end = m.clone();
    for seat in [0, 1, 2, 200] {
        assert!(m.legal(seat).is_empty());
        assert_eq!(m.apply(seat, &Action::Pass), Err(Illegal::GameOver));
        assert_eq!(
            m.apply_index(seat, 0, &[Action::Pass]),
            Err(Illegal::GameOver)
        );
    }
    assert_eq!(m.state(), end.state());
    assert_eq!(m.log(), end.log());
    assert!(!Illegal::GameOver.to_string().is_empty());
}

#[test]
fn undo_takes_back_free_actions_to_the_last_commit_point() {
    let mut m = new_match(2, 11);
    let start = m.clone();
    assert_eq!(m.undo(), Err(UndoError::NothingToUndo));

    m.apply(0, &Action::Play(0)).unwrap();
    let one = m.clone();
    m.apply(0, &Action::Play(0)).unwrap();
    assert!(m.can_undo());
    m.undo().unwrap();
    assert_eq!(m.state(), one.state());
    assert_eq!(m.log(), one.log());
    m.undo().unwrap();
    assert_eq!(m.state(), start.state());
    assert!(m.log().is_empty());
    assert_eq!(m.undo(), Err(UndoError::NothingToUndo));

    // A die roll is a commit point: neither it nor what came before can be taken back.
    m.apply(0, &Action::Play(1)).unwrap();
    m.apply(0, &Action::Roll).unwrap();
    let rolled = m.clone();
    assert!(!m.can_undo());
    let err = m.undo().unwrap_err();
    assert_eq!(err, UndoError::CommitPoint);
    assert!(!err.to_string().is_empty());
    assert_eq!(m.state(), rolled.state());
    assert_eq!(m.log(), rolled.log());

    // A free action after it is undoable again, back to the roll and no further.
    m.apply(0, &Action::Play(0)).unwrap();
    m.undo().unwrap();
    assert_eq!(m.state(), rolled.state());
    assert_eq!(m.undo(), Err(UndoError::CommitPoint));
}

#[test]
fn undo_refuses_across_a_card_draw() {
    // Drawing uses no chance and keeps the turn: only `Applied::COMMIT` marks it.
    let mut m = new_match(2, 12);
    m.apply(0, &Action::Play(0)).unwrap();
    m.apply(0, &Action::Draw).unwrap();
    assert_eq!(m.to_act(), vec![0]);
    assert_eq!(m.undo(), Err(UndoError::CommitPoint));
    m.apply(0, &Action::Play(0)).unwrap();
    let drawn_then_played = m.clone();
    m.undo().unwrap();
    assert_ne!(m.state(), drawn_then_played.state());
    assert_eq!(m.log().len(), 2);
    assert_eq!(m.undo(), Err(UndoError::CommitPoint));
}

#[test]
fn undo_refuses_across_a_turn_handover() {
    let mut m = new_match(3, 13);
    m.apply(0, &Action::Play(0)).unwrap();
    m.apply(0, &Action::Pass).unwrap();
    assert_eq!(m.to_act(), vec![1]);
    let passed = m.clone();
    assert_eq!(m.undo(), Err(UndoError::CommitPoint));
    assert_eq!(m.state(), passed.state());
    // Seat 2's free action is its own to undo, but never seat 1's turn.
    m.apply(1, &Action::Play(2)).unwrap();
    m.undo().unwrap();
    assert_eq!(m.state(), passed.state());
}

#[test]
fn the_simultaneous_phase_takes_seats_in_any_order() {
    for order in [[0u8, 1, 2], [2, 0, 1], [1, 2, 0]] {
        let mut m = new_match(3, 21);
        to_bid_phase(&mut m);
        assert_eq!(m.to_act(), vec![0, 1, 2]);
        assert_eq!(Toy::status(m.state()).phase, "bidding");
        for (k, &seat) in order.iter().enumerate() {
            m.apply(seat, &Action::Bid(0)).unwrap();
            // Each bid hides a card and leaves the seat out of those acting: no undo.
            assert_eq!(m.undo(), Err(UndoError::CommitPoint));
            if k < 2 {
                assert!(!m.to_act().contains(&seat));
                assert_eq!(
                    m.apply(seat, &Action::Fold),
                    Err(Illegal::NotYourTurn(seat))
                );
            }
        }
        // All bid: the round is settled and the next starts with the second seat.
        assert_eq!(m.state().round, 2);
        assert_eq!(m.to_act(), vec![1]);
        assert_eq!(m.state().discard.len(), 3);
        Toy::check_invariants(m.state()).unwrap();
    }
}

#[test]
fn the_log_records_the_acting_position() {
    let mut m = new_match(3, 22);
    to_bid_phase(&mut m);
    m.apply(2, &Action::Fold).unwrap();
    m.apply(0, &Action::Fold).unwrap();
    let log = m.log();
    let (a, b) = (&log[log.len() - 2], &log[log.len() - 1]);
    assert_eq!((a.seat, a.seat_pos, a.acting), (2, 2, 3));
    assert_eq!((b.seat, b.seat_pos, b.acting), (0, 0, 2));
    assert_eq!(b.action, Action::Fold);
}

#[test]
fn replay_rebuilds_the_same_match() {
    for players in 2..=4 {
        for seed in 0..20 {
            let bot = if seed % 2 == 0 {
                BotKind::Random
            } else {
                BotKind::Heuristic
            };
            for max in [usize::MAX, 9] {
                let m = bot_game(players, seed, bot, max);
                let back = Match::<Toy>::replay(m.options.clone(), seed, pairs(&m)).unwrap();
                assert_eq!(back.state(), m.state());
                assert_eq!(back.log(), m.log());
                assert_eq!(back.can_undo(), m.can_undo());
            }
        }
    }
}

#[test]
fn replay_says_where_it_goes_wrong() {
    let m = bot_game(3, 5, BotKind::Random, usize::MAX);
    let good = pairs(&m);
    let k = good.len() / 2;
    let replay = |moves: Vec<(Seat, usize)>| Match::<Toy>::replay(m.options.clone(), 5, moves);

    let mut bad_index = good.clone();
    bad_index[k].1 = 999;
    let err = replay(bad_index).unwrap_err();
    assert!(matches!(err, ReplayError::Illegal { at, error: Illegal::NotLegal { .. } } if at == k));
    assert!(
        err.to_string().contains(&format!("action {}", k + 1)),
        "{err}"
    );

    // The first action belongs to seat 0.
    let mut wrong_seat = good.clone();
    wrong_seat[0].0 = 1;
    let err = replay(wrong_seat).unwrap_err();
    assert_eq!(
        err,
        ReplayError::Illegal {
            at: 0,
            error: Illegal::NotYourTurn(1)
        }
    );

    let mut no_seat = good.clone();
    no_seat[0].0 = 200;
    let err = replay(no_seat).unwrap_err();
    assert_eq!(
        err,
        ReplayError::Illegal {
            at: 0,
            error: Illegal::NoSuchSeat(200)
        }
    );

    let mut too_long = good.clone();
    too_long.push((0, 0));
    let err = replay(too_long).unwrap_err();
    assert_eq!(
        err,
        ReplayError::Illegal {
            at: good.len(),
            error: Illegal::GameOver
        }
    );

    let err = Match::<Toy>::replay(
        Options {
            players: 1,
            rounds: 3,
        },
        5,
        good,
    )
    .unwrap_err();
    assert!(matches!(err, ReplayError::Setup(_)));
    assert!(!err.to_string().is_empty());
}

#[test]
fn same_seed_and_moves_give_the_same_game() {
    for seed in [0, 1, 42, u64::MAX] {
        let a = bot_game(4, seed, BotKind::Random, usize::MAX);
        let b = bot_game(4, seed, BotKind::Random, usize::MAX);
        assert_eq!(a.state(), b.state());
        assert_eq!(a.log(), b.log());
        assert_eq!(Toy::outcome(a.state()), Toy::outcome(b.state()));
    }
    // And the seed matters: the opening deals differ.
    let deals: Vec<_> = (0..5)
        .map(|seed| new_match(2, seed).state().deck.clone())
        .collect();
    assert!(deals.windows(2).all(|w| w[0] != w[1]));
}

#[test]
fn a_view_shows_only_the_seats_own_hand() {
    let m = new_match(2, 8);
    let theirs = &m.state().players[1].hand;
    let view = serde_json::to_value(Toy::view(m.state(), Some(0))).unwrap();
    assert_eq!(view["hand"], serde_json::json!(m.state().players[0].hand));
    assert_eq!(view["hand_sizes"], serde_json::json!([3, 3]));
    assert!(
        !view
            .to_string()
            .contains(&format!("{theirs:?}").replace(' ', ""))
    );
    let spectator = serde_json::to_value(Toy::view(m.state(), None)).unwrap();
    assert!(spectator["hand"].is_null());
}

#[test]
fn outcome_breaks_scores_down_and_names_winners() {
    for seed in 0..30 {
        let m = bot_game(3, seed, BotKind::Heuristic, usize::MAX);
        let o = Toy::outcome(m.state()).unwrap();
        assert_eq!(o.scores.len(), 3);
        for s in &o.scores {
            assert_eq!(s.total, s.parts.iter().map(|p| p.points).sum::<i32>());
        }
        let best = o.scores.iter().map(|s| s.total).max().unwrap();
        assert!(!o.winners.is_empty());
        assert!(o.winners.iter().all(|&w| o.scores[w].total == best));
        assert_eq!(Toy::status(m.state()).phase, "game over");
    }
}

fn cfg(players: u8, games: u32, bots: &[BotKind]) -> SimConfig {
    SimConfig {
        seed: 100,
        max_actions: 10_000,
        ..SimConfig::new(players, games, bots.to_vec())
    }
}

/// A fake clock: every call is a millisecond later, so the report's rate is finite.
fn clock() -> impl Fn() -> f64 {
    let t = std::cell::Cell::new(0.0);
    move || {
        t.set(t.get() + 0.001);
        t.get()
    }
}

#[test]
fn the_harness_finishes_toy_games() {
    use BotKind::{Heuristic, Random};
    for players in 2..=4 {
        for bots in [&[Random][..], &[Heuristic], &[Heuristic, Random]] {
            let r = simulate::<Toy>(&cfg(players, 40, bots), &clock());
            assert!(r.failures.is_empty(), "{:?}", r.failures);
            assert_eq!((r.games, r.finished), (40, 40));
            assert_eq!(r.wins.len(), players as usize);
            // Shared wins count for each winner.
            assert!(r.wins.iter().sum::<u32>() >= 40);
            assert_eq!(r.other_wins, 0);
            assert!(r.actions > 40 * players as u64);
            assert!(r.mean_code > 0 && r.longest_code >= r.mean_code);
            assert!(r.seconds > 0.0);
        }
    }
}

#[test]
fn the_harness_reports_a_broken_invariant_with_seed_and_action() {
    let r = simulate::<LeakyToy>(&cfg(3, 6, &[BotKind::Random]), &clock());
    assert_eq!((r.games, r.finished), (6, 0));
    let seeds: Vec<u64> = r.failures.iter().map(|f| f.seed).collect();
    assert_eq!(seeds, (100..106).collect::<Vec<_>>());
    for f in &r.failures {
        assert_eq!(f.action, BREAKS_AT as usize, "{f:?}");
        assert!(f.message.contains("cards of value"), "{f:?}");
        assert!(f.message.contains("by seat"), "{f:?}");
    }
}

#[test]
fn the_harness_reports_a_rules_panic_as_a_failure() {
    let r = simulate::<PanickyToy>(&cfg(2, 3, &[BotKind::Heuristic]), &clock());
    assert_eq!((r.games, r.finished, r.failures.len()), (3, 0, 3));
    for f in &r.failures {
        // The panic struck while the fifth action was performed: four were applied.
        assert_eq!(f.action, BREAKS_AT as usize - 1, "{f:?}");
        assert!(
            f.message.starts_with("panic: ") && f.message.contains("on purpose"),
            "{f:?}"
        );
    }
}

#[test]
fn the_harness_fails_a_game_that_does_not_end_and_bad_options() {
    let mut c = cfg(2, 4, &[BotKind::Random]);
    c.max_actions = 3;
    let r = simulate::<Toy>(&c, &clock());
    assert_eq!(r.failures.len(), 4);
    assert!(
        r.failures
            .iter()
            .all(|f| f.action == 3 && f.message.contains("not over"))
    );

    let r = simulate::<Toy>(&cfg(9, 4, &[BotKind::Random]), &clock());
    assert_eq!(r.finished, 0);
    assert!(!r.failures.is_empty() && !r.failures[0].message.is_empty());

    let mut c = cfg(2, 1, &[]);
    c.settings = vec![("rounds".into(), "x".into())];
    assert_eq!(simulate::<Toy>(&c, &clock()).failures.len(), 1);
}

#[test]
fn the_entry_plays_any_match_through_json() {
    assert_eq!(TOY.id(), "toy-auction");
    assert_eq!(TOY.players(), (2, 4));
    assert!(TOY.new_match(1, &[], 1).is_err());
    assert!(
        TOY.new_match(2, &[("rounds".into(), "0".into())], 1)
            .is_err()
    );
    let mut m = TOY
        .new_match(2, &[("rounds".into(), "1".into())], 1)
        .unwrap();
    assert_eq!(m.game_id(), "toy-auction");
    assert_eq!((m.seats(), m.to_act()), (2, vec![0]));

    let legal = m.legal_json(0);
    let text = m.legal_text(0);
    assert_eq!(legal.len(), text.len());
    assert_eq!(legal[0], serde_json::json!("Roll"));
    assert_eq!(text[0], "Player 1 rolls the die");
    let malformed = m
        .apply_json(0, &serde_json::json!({"Jump": 3}))
        .unwrap_err();
    assert!(
        malformed.to_string().starts_with("not an action"),
        "{malformed}"
    );
    assert!(m.apply_json(1, &legal[0]).is_err());
    assert!(m.apply_json(0, &serde_json::json!({"Bid": 0})).is_err());
    assert_eq!(m.actions(), 0);
    m.apply_json(0, &serde_json::json!({"Play": 0})).unwrap();
    assert!(m.can_undo());
    m.undo().unwrap();
    assert!(m.apply_index(0, 99).is_err());
    assert!(m.apply_index(7, 0).is_err());

    let mut rng = smokestack_core::GameRng::new(9);
    assert!(m.bot_move(1, BotKind::Random, &mut rng).is_err());
    while let Some(&seat) = m.to_act().first() {
        m.bot_move(seat, BotKind::Heuristic, &mut rng).unwrap();
    }
    assert!(m.outcome().is_some());
    assert!(m.bot_move(0, BotKind::Random, &mut rng).is_err());
    assert_eq!(m.state_json()["phase"], serde_json::json!("Over"));
    assert_eq!(m.status().round, 1);
    assert!(m.view_json(Some(0))["hand"].is_array());
}

#[test]
fn the_entry_benches_the_toy() {
    let r = TOY.bench(&clock(), 0.05).unwrap();
    assert!(r.actions_per_sec > 0.0 && r.mean_actions_per_game > 0.0);
    assert_eq!(r.code_lengths.len(), BotKind::ALL.len());
    assert!(
        r.code_lengths
            .iter()
            .all(|&(_, mean, max)| mean > 0.0 && max as f64 >= mean)
    );
}

#[test]
fn a_seat_with_nothing_to_do_is_an_error_everywhere() {
    let r = simulate::<StuckToy>(&cfg(2, 3, &[BotKind::Random]), &clock());
    assert_eq!(r.failures.len(), 3);
    for f in &r.failures {
        assert_eq!(f.action, BREAKS_AT as usize, "{f:?}");
        assert!(f.message.contains("no legal action"), "{f:?}");
    }

    static STUCK: Entry<StuckToy> = Entry::new();
    let mut m = STUCK.new_match(2, &[], 1).unwrap();
    let mut rng = smokestack_core::GameRng::new(1);
    for bot in BotKind::ALL.into_iter().cycle().take(BREAKS_AT as usize) {
        let seat = m.to_act()[0];
        m.bot_move(seat, bot, &mut rng).unwrap();
    }
    let seat = m.to_act()[0];
    for bot in BotKind::ALL {
        let err = m.bot_move(seat, bot, &mut rng).unwrap_err();
        assert!(!err.to_string().is_empty());
    }
    assert_eq!(m.actions(), BREAKS_AT as usize);
    let err = STUCK.bench(&clock(), 0.01).unwrap_err();
    assert!(err.contains("no legal action"), "{err}");
}

#[test]
fn a_winner_outside_the_scores_is_a_failure_not_a_crash() {
    let r = simulate::<BadOutcomeToy>(&cfg(3, 4, &[BotKind::Heuristic]), &clock());
    assert_eq!((r.finished, r.failures.len()), (0, 4));
    assert!(
        r.failures
            .iter()
            .all(|f| f.message.contains("not one of the 3 scores"))
    );
}

#[test]
fn the_log_in_words_matches_what_was_described_before_each_action() {
    let m = bot_game(3, 21, BotKind::Random, 60);
    let mut replay = new_match(3, 21);
    let mut expected = Vec::new();
    for (seat, index) in pairs(&m) {
        let legal = replay.legal(seat);
        expected.push((seat, Toy::describe(replay.state(), seat, &legal[index])));
        replay.apply_index(seat, index, &legal).unwrap();
    }
    let any: &dyn smokestack_core::AnyMatch = &m;
    assert_eq!(any.log_text(None), expected);
    assert_eq!(any.moves().len(), m.log().len());
}

#[test]
fn a_bot_choice_is_a_legal_index_for_an_acting_seat_only() {
    let m = new_match(2, 4);
    let any: &dyn smokestack_core::AnyMatch = &m;
    let mut rng = smokestack_core::GameRng::new(1);
    let seat = m.to_act()[0];
    let i = any.bot_choice(seat, BotKind::Heuristic, &mut rng).unwrap();
    assert!(i < any.legal_json(seat).len());
    let idle = (0..2).find(|s| !m.to_act().contains(s)).unwrap();
    assert_eq!(any.bot_choice(idle, BotKind::Random, &mut rng), None);
    assert_eq!(any.bot_choice(9, BotKind::Random, &mut rng), None);
}
