//! Issue #9's guarantees for Le Havre: the Marketplace's look at the special deck cannot be
//! undone, a seat's view and its bot see nothing of other seats' Construction Site hands, and
//! determinizing keeps what the seat sees.

mod common;

use common::*;
use le_havre::data::Bd;
use le_havre::state::Step;
use le_havre::{Action, LeHavre};
use smokestack_core::matches::UndoError;
use smokestack_core::{BotKind, Game, GameRng, Match};

fn view_text(s: &le_havre::State, seat: u8) -> String {
    serde_json::to_string(&LeHavre::view(s, Some(seat))).unwrap()
}

fn marketplace_stage(m: &Match<LeHavre>) -> Option<u8> {
    match m.state().steps.last() {
        Some(Step::Work { work, .. }) if work.b == Bd::Marketplace => Some(work.stage),
        _ => None,
    }
}

/// A random game of the full rules up to a seat that has just entered the Marketplace with
/// at least two special buildings face down.
fn at_marketplace() -> (Match<LeHavre>, u8) {
    for seed in 0..400 {
        let o = LeHavre::options(3, &[]).unwrap();
        let mut m = Match::<LeHavre>::new(o, seed).unwrap();
        let mut rng = GameRng::new(seed);
        while !m.is_over() && m.log().len() < 600 {
            let seat = m.to_act()[0];
            let legal = m.legal(seat);
            let entry = legal
                .iter()
                .position(|a| matches!(a, Action::Enter(Bd::Marketplace, _)));
            if let Some(i) = entry
                && m.state().specials.len() >= 2
            {
                m.apply_index(seat, i, &legal).unwrap();
                // Pay the fee, whatever it takes, until the visit is open.
                for _ in 0..20 {
                    if marketplace_stage(&m) == Some(0) {
                        return (m, seat);
                    }
                    let legal = m.legal(seat);
                    m.apply_index(seat, 0, &legal).unwrap();
                }
                break;
            }
            let i = rng.below(legal.len());
            m.apply_index(seat, i, &legal).unwrap();
        }
    }
    panic!("no seed reached the Marketplace");
}

#[test]
fn marketplace_look_at_the_special_deck_cannot_be_undone() {
    let (mut m, seat) = at_marketplace();
    let other = (seat + 1) % 3;
    // Taking goods is still free: it can be taken back.
    let take = m
        .legal(seat)
        .iter()
        .position(|a| matches!(a, Action::Take(_)));
    if let Some(i) = take {
        let legal = m.legal(seat);
        m.apply_index(seat, i, &legal).unwrap();
        assert!(m.can_undo());
        m.undo().unwrap();
    }
    assert!(LeHavre::view(m.state(), Some(seat)).peek.is_empty());
    let top: Vec<Bd> = m.state().specials[..2].to_vec();
    m.apply(seat, &Action::Done).unwrap();
    assert_eq!(marketplace_stage(&m), Some(1));
    // The visitor sees the next two special buildings; from now on undo cannot go back.
    assert_eq!(LeHavre::view(m.state(), Some(seat)).peek, top);
    assert!(LeHavre::view(m.state(), Some(other)).peek.is_empty());
    assert!(m.last_was_commit());
    assert_eq!(m.undo(), Err(UndoError::CommitPoint));
    // The log names them for the visitor only.
    let mine = LeHavre::describe_for(m.state(), seat, &Action::Choose(1), Some(seat));
    let theirs = LeHavre::describe_for(m.state(), seat, &Action::Choose(1), Some(other));
    assert!(
        mine.contains(top[0].name()) && mine.contains(top[1].name()),
        "{mine}"
    );
    assert!(!theirs.contains(top[0].name()), "{theirs}");
    // Swapping keeps them known, in the new order.
    m.apply(seat, &Action::Choose(1)).unwrap();
    assert_eq!(
        LeHavre::view(m.state(), Some(seat)).peek,
        vec![top[1], top[0]]
    );
    // Dealing the deck anew for the visitor keeps the two it knows on top.
    for k in 0..10 {
        let d = LeHavre::determinize(m.state(), seat, &mut GameRng::new(k));
        assert_eq!(d.specials[..2], [top[1], top[0]]);
    }
}

/// Seat 1 holds Construction Site cards; seat 0 cannot see them.
fn with_hands() -> le_havre::State {
    let mut s = game(3, 7, &[]);
    let hand: Vec<Bd> = s.leftover.drain(..3).collect();
    s.players[1].hand = hand;
    s
}

#[test]
fn other_seats_hands_are_hidden_from_view_and_bot() {
    let s = with_hands();
    let mut t = s.clone();
    // One of seat 1's cards trades places with a face-down special building.
    std::mem::swap(&mut t.players[1].hand[0], &mut t.specials[3]);
    assert_ne!(s, t);
    assert_eq!(
        view_text(&s, 0),
        view_text(&t, 0),
        "seat 0 must not tell them apart"
    );
    assert_ne!(
        view_text(&s, 1),
        view_text(&t, 1),
        "seat 1 sees its own hand"
    );
    let v = LeHavre::view(&s, Some(0));
    assert!(v.state.players[1].hand.is_empty());
    assert_eq!(v.state.hand_sizes[1], 3);
    assert_eq!(
        LeHavre::view(&s, Some(1)).state.players[1].hand,
        s.players[1].hand
    );
    // The bot of seat 0 decides on the same dealt state, so it makes the same choice.
    let seat = s.current;
    assert_eq!(seat, 0);
    for k in 0..20 {
        assert_eq!(
            LeHavre::determinize(&s, seat, &mut GameRng::new(k)),
            LeHavre::determinize(&t, seat, &mut GameRng::new(k))
        );
        let legal = LeHavre::legal(&s, seat);
        let choose = |x: &le_havre::State| {
            BotKind::Heuristic.choose::<LeHavre>(x, seat, &legal, &mut GameRng::new(k))
        };
        assert_eq!(choose(&s), choose(&t));
    }
}

#[test]
fn determinize_keeps_the_seats_view_and_legal_list() {
    for seed in 0..20 {
        let s = with_hands();
        let mut m = Match::<LeHavre>::new(s.opts.clone(), seed).unwrap();
        let mut rng = GameRng::new(seed);
        while !m.is_over() && m.log().len() < 300 {
            let seat = m.to_act()[0];
            if m.log().len().is_multiple_of(25) {
                let d = LeHavre::determinize(m.state(), seat, &mut rng);
                assert_eq!(view_text(&d, seat), view_text(m.state(), seat));
                assert_eq!(LeHavre::legal(&d, seat), m.legal(seat));
                le_havre::invariants::check(&d).unwrap();
            }
            let legal = m.legal(seat);
            let i = rng.below(legal.len());
            m.apply_index(seat, i, &legal).unwrap();
        }
    }
}

#[test]
fn le_havre_has_secrets_and_checks_options_from_links() {
    const { assert!(LeHavre::SECRETS) };
    for players in [0u8, 6, 255] {
        let o = le_havre::Options {
            players,
            ..LeHavre::options(2, &[]).unwrap()
        };
        assert!(
            le_havre::setup::setup(&o, &mut GameRng::new(1)).is_err(),
            "{players}"
        );
    }
    let o = le_havre::Options {
        solo_market_cap: 0,
        ..LeHavre::options(1, &[]).unwrap()
    };
    assert!(le_havre::setup::setup(&o, &mut GameRng::new(1)).is_err());
}
