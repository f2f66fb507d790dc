//! The position digest (`src/digest.rs`): a clone digests alike, and any one change the rules
//! can tell apart digests otherwise. The fixture codes (tests/fixtures.rs) check that every kept
//! code opens to the position its digest names.

mod common;

use common::*;
use le_havre::LeHavre;
use le_havre::data::{Bd, Good, ShipType};
use le_havre::state::{PayKind, Phase, State, Step, Then, Why, Work};
use smokestack_core::{Game, Match, codec};

fn digest(s: &State) -> u32 {
    codec::digest::<LeHavre>(s)
}

/// A 3-player full game some bot moves in: goods, buildings and the special deck all in play.
fn game_in_progress() -> State {
    let o = LeHavre::options(3, &[]).unwrap();
    let mut m = Match::<LeHavre>::new(o, 7).unwrap();
    let mut rng = smokestack_core::GameRng::new(1);
    for _ in 0..60 {
        let seat = m.to_act()[0];
        let legal = m.legal(seat);
        let i = LeHavre::heuristic(m.state(), seat, &legal, &mut rng);
        m.apply_index(seat, i, &legal).unwrap();
    }
    m.state().clone()
}

/// One change to a position, named.
type Change = (&'static str, Box<dyn Fn(&mut State)>);

#[test]
fn a_clone_digests_alike() {
    let s = game_in_progress();
    assert_eq!(digest(&s), digest(&s.clone()));
    assert_eq!(digest(&game(2, 5, &[])), digest(&game(2, 5, &[])));
    assert_ne!(digest(&game(2, 5, &[])), digest(&game(2, 6, &[])));
}

#[test]
fn each_meaningful_change_digests_otherwise() {
    let s = game_in_progress();
    let base = digest(&s);
    let changes: Vec<Change> = vec![
        ("a seat's francs", Box::new(|s| s.players[1].francs += 1)),
        (
            "a seat's goods",
            Box::new(|s| s.players[0].add(Good::Coke, 1)),
        ),
        (
            "one good for another",
            Box::new(|s| {
                let p = &mut s.players[2];
                let g = le_havre::data::GOODS
                    .into_iter()
                    .find(|g| p.has(*g) > 0)
                    .unwrap();
                p.take(g, 1);
                p.add(
                    if g == Good::Leather {
                        Good::Hides
                    } else {
                        Good::Leather
                    },
                    1,
                );
            }),
        ),
        ("a loan", Box::new(|s| s.players[0].loans += 1)),
        (
            "a building owned",
            Box::new(|s| s.players[1].buildings.push(Bd::Church)),
        ),
        ("a ship owned", Box::new(|s| s.players[0].ships.push(19))),
        (
            "a worker's place",
            Box::new(|s| s.players[2].worker = Some(Bd::Bank)),
        ),
        ("a pawned good", Box::new(|s| s.players[0].pawned[3] = 1)),
        (
            "a hand card",
            Box::new(|s| s.players[1].hand.push(Bd::Dunny)),
        ),
        ("an offer space", Box::new(|s| s.offers[5] += 1)),
        ("two supply tiles swapped", Box::new(|s| s.tiles.swap(5, 6))),
        (
            "a tile revealed",
            Box::new(|s| s.revealed[6] = !s.revealed[6]),
        ),
        ("a shipping marker", Box::new(|s| s.markers[0] = Some(6))),
        (
            "the round cards' order",
            Box::new(|s| s.rounds.swap(10, 11)),
        ),
        ("the round", Box::new(|s| s.round += 1)),
        ("the turn", Box::new(|s| s.turn = (s.turn + 1) % 7)),
        ("whose turn", Box::new(|s| s.current = (s.current + 1) % 3)),
        (
            "a construction stack's order",
            Box::new(|s| {
                let st = s.stacks.iter_mut().find(|st| st.len() >= 2).unwrap();
                st.swap(0, 1);
            }),
        ),
        ("the town", Box::new(|s| s.town.push(Bd::Church))),
        (
            "two special buildings swapped in the deck",
            Box::new(|s| {
                let n = s.specials.len();
                s.specials.swap(n - 1, n - 2);
            }),
        ),
        ("the boxed specials", Box::new(|s| s.leftover.swap(0, 1))),
        (
            "a ship stack",
            Box::new(|s| {
                let c = s.ship_stacks[ShipType::Wooden as usize].pop();
                s.ship_stacks[ShipType::Iron as usize].extend(c);
            }),
        ),
        (
            "a modernised wharf",
            Box::new(|s| s.modern.push(Bd::Wharf1)),
        ),
        (
            "a card out of play",
            Box::new(|s| s.removed.push(Bd::Dunny)),
        ),
        ("the phase", Box::new(|s| s.phase = Phase::Feeding)),
        (
            "the main action taken",
            Box::new(|s| s.main_done = !s.main_done),
        ),
        ("main actions left", Box::new(|s| s.mains_left += 1)),
        (
            "a pending payment",
            Box::new(|s| {
                s.steps.push(Step::Pay {
                    seat: 1,
                    kind: PayKind::Food,
                    need: 3,
                    to: None,
                    why: Why::Feeding,
                    then: Then::Nothing,
                })
            }),
        ),
        (
            "a building sold this turn",
            Box::new(|s| s.sold_this_turn.push(Bd::Fishery)),
        ),
        ("the final queue", Box::new(|s| s.final_queue.push(2))),
        ("the Picket Line", Box::new(|s| s.picket += 1)),
        (
            "the Main Station's bonus",
            Box::new(|s| s.hotel_bonus[1] = true),
        ),
        (
            "the Rattletrap Car's iron",
            Box::new(|s| s.iron_seen[0] += 1),
        ),
        (
            "the Stockmarket's bank",
            Box::new(|s| s.bank_gained = !s.bank_gained),
        ),
        ("the short game", Box::new(|s| s.opts.short = !s.opts.short)),
        (
            "the solo market cap",
            Box::new(|s| s.opts.solo_market_cap += 1),
        ),
    ];
    for (what, change) in &changes {
        let mut t = s.clone();
        change(&mut t);
        assert_ne!(t, s, "{what}: the test changed nothing");
        assert_ne!(digest(&t), base, "{what} left the digest as it was");
    }
}

#[test]
fn pending_steps_tell_apart() {
    let s = game_in_progress();
    let with = |step: Step| {
        let mut t = s.clone();
        t.steps.push(step);
        digest(&t)
    };
    let pay = |kind, why, then| Step::Pay {
        seat: 0,
        kind,
        need: 2,
        to: None,
        why,
        then,
    };
    let mut work = Work::new(Bd::ShippingLine);
    let all = [
        with(pay(PayKind::Food, Why::Feeding, Then::Nothing)),
        with(pay(PayKind::Energy, Why::Feeding, Then::Nothing)),
        with(pay(PayKind::Food, Why::Fee, Then::Nothing)),
        with(pay(PayKind::Food, Why::Fee, Then::Use(Bd::Bakery))),
        with(Step::Work {
            seat: 0,
            work: work.clone(),
        }),
        {
            work.stage = 2;
            with(Step::Work {
                seat: 0,
                work: work.clone(),
            })
        },
        {
            work.tally[Good::Wood.idx()] = 1;
            with(Step::Work {
                seat: 0,
                work: work.clone(),
            })
        },
        with(Step::ExtraEnter {
            seat: 0,
            only: None,
            free: true,
        }),
        with(Step::ExtraEnter {
            seat: 0,
            only: Some(Bd::Bank),
            free: true,
        }),
    ];
    for i in 0..all.len() {
        for j in 0..i {
            assert_ne!(all[i], all[j], "steps {j} and {i} digest alike");
        }
    }
}

#[test]
fn what_the_rules_never_read_is_left_out() {
    let s = game_in_progress();
    let base = digest(&s);
    let mut t = s.clone();
    t.reveals += 5;
    t.known_top[0] = 2;
    t.last_round = match s.last_round {
        Some(_) => None,
        None => Some(Default::default()),
    };
    t.rules_version = 1;
    assert_ne!(t, s);
    assert_eq!(digest(&t), base);
}
