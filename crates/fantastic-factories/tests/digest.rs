//! The position digest (`src/digest.rs`): a clone digests alike, and any one change the rules
//! can tell apart digests otherwise. The fixture codes (tests/fixtures.rs) check that every
//! kept code opens to the position its digest names.

mod common;

use common::new_game;
use fantastic_factories::FantasticFactories as FF;
use fantastic_factories::data::{Bp, Ct};
use fantastic_factories::state::{Gift, Machine, Pending, Phase, State};
use smokestack_core::{Game, Match, codec};

fn digest(s: &State) -> u32 {
    codec::digest::<FF>(s)
}

/// A 3-player game in its first work phase: hands, market and decks all dealt.
fn game() -> State {
    let o = FF::options(3, &[]).unwrap();
    let mut m = Match::<FF>::new(o, 7).unwrap();
    for _ in 0..6 {
        let seat = m.to_act()[0];
        let legal = m.legal(seat);
        m.apply_index(seat, 0, &legal).unwrap();
    }
    m.state().clone()
}

#[test]
fn a_clone_digests_alike() {
    let s = game();
    assert_eq!(digest(&s), digest(&s.clone()));
    let fresh = new_game(2, 5, &[]);
    assert_eq!(digest(&fresh), digest(&new_game(2, 5, &[])));
}

/// One change to a position, named.
type Change = (&'static str, Box<dyn Fn(&mut State)>);

#[test]
fn each_meaningful_change_digests_otherwise() {
    let s = game();
    let base = digest(&s);
    let changes: Vec<Change> = vec![
        ("a seat's metal", Box::new(|s| s.players[1].metal += 1)),
        ("a seat's energy", Box::new(|s| s.players[0].energy += 1)),
        ("a seat's goods", Box::new(|s| s.players[2].goods += 1)),
        (
            "a card in hand",
            Box::new(|s| {
                let c = s.players[0].hand[0];
                let other = if c == Bp::Obelisk {
                    Bp::Robot
                } else {
                    Bp::Obelisk
                };
                s.players[0].hand[0] = other;
                s.players[0].hand.sort();
            }),
        ),
        (
            "a card built",
            Box::new(|s| s.players[1].compound.push(Bp::Dojo)),
        ),
        (
            "two cards swapped in the deck",
            Box::new(|s| {
                let n = s.deck.len();
                let j = (1..n).find(|&j| s.deck[j] != s.deck[0]).unwrap();
                s.deck.swap(0, j);
            }),
        ),
        ("the discard pile", Box::new(|s| s.discard.push(Bp::Beacon))),
        (
            "the contractor deck's order",
            Box::new(|s| {
                let n = s.ct_deck.len();
                let j = (1..n).find(|&j| s.ct_deck[j] != s.ct_deck[0]).unwrap();
                s.ct_deck.swap(0, j);
            }),
        ),
        ("a market slot", Box::new(|s| s.market[2] = None)),
        (
            "a contractor slot",
            Box::new(|s| {
                s.contractors[1] = Some(if s.contractors[1] == Some(Ct::Engineer) {
                    Ct::Miner
                } else {
                    Ct::Engineer
                })
            }),
        ),
        ("the tool tiles", Box::new(|s| s.tools.swap(0, 1))),
        ("the first seat", Box::new(|s| s.first = (s.first + 1) % 3)),
        ("the round", Box::new(|s| s.round += 1)),
        ("the phase", Box::new(|s| s.phase = Phase::Over)),
        ("a market phase", Box::new(|s| s.phase = market(0, false))),
        ("a die's face", Box::new(|s| s.players[0].free[0] += 1)),
        ("a die on Mine", Box::new(|s| s.players[0].hq[2].push(3))),
        (
            "a die on a card",
            Box::new(|s| s.players[0].on_cards.push((Bp::Dojo, 2))),
        ),
        (
            "a card used",
            Box::new(|s| s.players[2].used |= Bp::Foundry.bit()),
        ),
        (
            "Laboratory drawn",
            Box::new(|s| s.players[0].lab_drawn = true),
        ),
        (
            "a pending choice",
            Box::new(|s| s.players[1].pending = Some(Pending::Gift(Gift::Metal))),
        ),
        ("a seat done", Box::new(|s| s.players[1].done = true)),
        (
            "the final round",
            Box::new(|s| s.final_round = Some(s.round)),
        ),
        (
            "the refresh rule",
            Box::new(|s| s.options.refresh_after_pick ^= true),
        ),
    ];
    for (what, change) in &changes {
        let mut t = s.clone();
        change(&mut t);
        assert_ne!(t, s, "{what}: the test changed nothing");
        assert_ne!(digest(&t), base, "{what} left the digest as it was");
    }
}

fn market(turn: u8, refreshed: bool) -> Phase {
    Phase::Market {
        turn,
        refreshed,
        picked: false,
    }
}

#[test]
fn whose_market_turn_and_its_steps_count() {
    let mut s = game();
    s.phase = market(0, false);
    let base = digest(&s);
    for phase in [market(1, false), market(0, true)] {
        let mut t = s.clone();
        t.phase = phase;
        assert_ne!(digest(&t), base, "{:?}", t.phase);
    }
}

#[test]
fn the_pending_choices_tell_apart() {
    let s = game();
    let with = |p: Option<Pending>| {
        let mut t = s.clone();
        t.players[0].pending = p;
        digest(&t)
    };
    let all = [
        with(None),
        with(Some(Pending::Gift(Gift::Blueprint))),
        with(Some(Pending::Gift(Gift::Energy))),
        with(Some(Pending::Limits)),
        with(Some(Pending::SetDice { left: 1 })),
        with(Some(Pending::SetDice { left: 2 })),
        with(Some(Pending::BlackMarketSplit {
            metal: 3,
            energy: 2,
        })),
        with(Some(Pending::Reroll { chosen: [0; 6] })),
        with(Some(Pending::Discard {
            card: Bp::Robot,
            left: 1,
            discarded: vec![],
        })),
    ];
    for i in 0..all.len() {
        for j in 0..i {
            assert_ne!(all[i], all[j], "pending choices {j} and {i} digest alike");
        }
    }
}

#[test]
fn the_machine_counts_but_its_last_dice_do_not() {
    let s = new_game(1, 3, &[]);
    let base = digest(&s);
    let mut t = s.clone();
    t.machine.as_mut().unwrap().goods += 1;
    assert_ne!(digest(&t), base);
    let mut t = s.clone();
    t.machine.as_mut().unwrap().compound.push(Bp::Obelisk);
    assert_ne!(digest(&t), base);
    // Its last dice are for the table and the log; the rules never read them.
    let mut t = s.clone();
    t.machine.as_mut().unwrap().last = Some(fantastic_factories::state::MachineTurn {
        dice: [1, 2, 3, 4, 5],
        took: None,
        goods: 0,
    });
    assert_eq!(digest(&t), base);
    let mut t = s.clone();
    t.machine = Some(Machine::default());
    assert_ne!(digest(&t), base);
}

#[test]
fn the_hand_is_a_set_of_cards() {
    // The state keeps the hand sorted; the digest reads the cards, not where they stand.
    let s = game();
    let mut t = s.clone();
    t.players[0].hand.reverse();
    assert_eq!(digest(&t), digest(&s));
}
