//! Two devices playing one simultaneous phase (Fantastic Factories' work phase) at the same
//! time, each for its own seat, then sending each other the game: the two links meet.

mod common;

use common::*;
use smokestack_core::{AnyMatch, BotKind, GameRng, Seat};
use smokestack_table::*;

/// Plays the heuristic bots until several seats act at once (the work phase), at most `limit`
/// actions; then the seats acting.
fn to_simultaneous(m: &mut dyn AnyMatch, seed: u64, skip: usize) -> Option<Vec<Seat>> {
    let mut rng = GameRng::new(seed);
    let mut seen = 0;
    for _ in 0..2000 {
        let acting = m.to_act();
        if acting.is_empty() {
            return None;
        }
        if acting.len() > 1 {
            if seen == skip {
                return Some(acting);
            }
            seen += 1;
        }
        m.bot_move(acting[0], BotKind::Heuristic, &mut rng).unwrap();
    }
    None
}

/// `m` with only `seat` playing its part of the phase (the heuristic bot's choices).
fn only(m: &dyn AnyMatch, seat: Seat, seed: u64) -> Box<dyn AnyMatch> {
    let mut c = reopen(m);
    let mut rng = GameRng::new(seed ^ u64::from(seat));
    while c.to_act().contains(&seat) && c.to_act().len() > 1 {
        c.bot_move(seat, BotKind::Heuristic, &mut rng).unwrap();
    }
    c
}

fn reopen(m: &dyn AnyMatch) -> Box<dyn AnyMatch> {
    let mut c = fresh(m.seats(), m.identity().1);
    for (seat, i) in m.moves() {
        c.apply_index(seat, i as usize).unwrap();
    }
    c
}

fn people(n: u8) -> TableMeta {
    TableMeta::from_json(r#"{"names":["Ana","Bo","Cy"]}"#, n)
}

fn link(m: &dyn AnyMatch) -> String {
    m.share_code_with(&people(m.seats()).to_json())
}

fn device(id: &str, m: &dyn AnyMatch, mine: Seat) -> Saves<MemoryStore> {
    let mut saves = Saves::new(MemoryStore::default());
    saves
        .put(&SaveRecord {
            id: id.into(),
            game: m.game_id().into(),
            title: "t".into(),
            code: link(m),
            updated: 1.0,
            seen: m.actions(),
            meta: Some(SaveMeta::of(m, &people(m.seats()), rules(m.game_id()))),
            mine: Some(vec![mine]),
            ..SaveRecord::default()
        })
        .unwrap();
    saves
}

/// Ana's device holds Ana's moves, Bo's holds Bo's; each receives the other's link.
fn meet(
    base: &dyn AnyMatch,
    seed: u64,
) -> (Received, Received, Saves<MemoryStore>, Saves<MemoryStore>) {
    let (ana, bo) = (only(base, 0, seed), only(base, 1, seed));
    assert!(ana.actions() > base.actions() && bo.actions() > base.actions());
    let (mut at_ana, mut at_bo) = (device("a", ana.as_ref(), 0), device("b", bo.as_ref(), 1));
    let got_ana = at_ana.receive(&link(bo.as_ref()), 2.0).unwrap();
    let got_bo = at_bo.receive(&link(ana.as_ref()), 2.0).unwrap();
    (got_ana, got_bo, at_ana, at_bo)
}

#[test]
fn moves_of_one_phase_from_two_devices_join_or_clash_the_same_way_at_both_ends() {
    let (mut joined, mut clashed) = (0, 0);
    for seed in 1..=12 {
        for skip in 0..3 {
            let mut base = fresh(2, seed);
            if to_simultaneous(base.as_mut(), seed, skip).is_none() {
                continue;
            }
            let (got_ana, got_bo, at_ana, at_bo) = meet(base.as_ref(), seed);
            match (&got_ana, &got_bo) {
                (
                    Received::Joined {
                        id: a, from: fa, ..
                    },
                    Received::Joined {
                        id: b, from: fb, ..
                    },
                ) => {
                    joined += 1;
                    assert_eq!((a.as_str(), b.as_str()), ("a", "b"));
                    assert_eq!((*fa, *fb), (base.actions(), base.actions()));
                    let (ra, ma, _) = at_ana.load("a").unwrap();
                    let (rb, mb, _) = at_bo.load("b").unwrap();
                    // Both ends hold one and the same game: Ana's moves, then Bo's.
                    assert_eq!(ra.code, rb.code);
                    assert_eq!(ma.moves(), mb.moves());
                    let ana = only(base.as_ref(), 0, seed);
                    let bo = only(base.as_ref(), 1, seed);
                    assert_eq!(ma.moves()[..ana.actions()], ana.moves()[..]);
                    assert_eq!(ma.moves()[ana.actions()..], bo.moves()[base.actions()..]);
                    // Each device keeps its seats; the phase went on past both.
                    assert_eq!(ra.mine, Some(vec![0]));
                    assert_eq!(rb.mine, Some(vec![1]));
                    assert_eq!(at_ana.list().len(), 1);
                }
                (
                    Received::Clash {
                        id: a,
                        kept: None,
                        redo: ra,
                    },
                    Received::Clash {
                        id: b,
                        kept: Some(k),
                        redo: rb,
                    },
                ) => {
                    clashed += 1;
                    // Ana (the lowest seat) stands at both ends; Bo plays his part again.
                    assert_eq!((ra, rb), (&vec![1], &vec![1]));
                    assert_eq!(a, "a");
                    assert_eq!(k, "b", "Bo's own copy is kept, not overwritten");
                    let (_, stand_ana, _) = at_ana.load(a).unwrap();
                    let (_, stand_bo, _) = at_bo.load(b).unwrap();
                    assert_eq!(stand_ana.moves(), stand_bo.moves());
                    assert!(stand_bo.to_act().contains(&1), "Bo acts again");
                    let (_, old, _) = at_bo.load("b").unwrap();
                    assert_eq!(old.moves(), only(base.as_ref(), 1, seed).moves());
                }
                other => panic!("seed {seed}: the two ends disagree: {other:?}"),
            }
        }
    }
    // Both outcomes occur in real games, so both branches above are exercised.
    assert!(
        joined > 0 && clashed > 0,
        "joined {joined}, clashed {clashed}"
    );
}

#[test]
fn the_same_seat_moving_at_two_devices_is_an_ordinary_divergence() {
    let mut base = fresh(2, 3);
    to_simultaneous(base.as_mut(), 3, 0).unwrap();
    let one = only(base.as_ref(), 0, 3);
    let other = only(base.as_ref(), 0, 99);
    if one.moves() == other.moves() {
        return;
    }
    let mut saves = device("a", one.as_ref(), 0);
    let got = saves.receive(&link(other.as_ref()), 2.0).unwrap();
    assert!(matches!(got, Received::Diverged { .. }), "{got:?}");
}

#[test]
fn copies_apart_in_a_phase_where_one_seat_acts_are_an_ordinary_divergence() {
    let m = game(2, 8, 30);
    let other = diverged(2, 8, m.as_ref());
    let mut saves = device("a", m.as_ref(), 0);
    let got = saves.receive(&link(other.as_ref()), 2.0).unwrap();
    assert!(
        matches!(got, Received::Diverged { .. } | Received::Clash { .. }),
        "{got:?}"
    );
    // Only where the copies parted in a simultaneous phase can they clash or join.
    let parted = m
        .moves()
        .iter()
        .zip(other.moves())
        .take_while(|(a, b)| **a == *b)
        .count();
    let mut at = fresh(2, 8);
    for &(s, i) in &m.moves()[..parted] {
        at.apply_index(s, i as usize).unwrap();
    }
    if at.to_act().len() < 2 {
        assert!(matches!(got, Received::Diverged { .. }), "{got:?}");
    }
}

#[test]
fn discards_in_another_order_do_not_keep_moves_apart() {
    // Fantastic Factories' discard pile is face up and only reshuffled whole: two players
    // discarding at once is no clash, though the pile's order depends on who went first.
    let mut found = 0;
    for seed in 1..=12 {
        for skip in 0..3 {
            let mut base = fresh(2, seed);
            if to_simultaneous(base.as_mut(), seed, skip).is_none() {
                continue;
            }
            let (ana, bo) = (only(base.as_ref(), 0, seed), only(base.as_ref(), 1, seed));
            let mut one = reopen(ana.as_ref());
            let mut two = reopen(bo.as_ref());
            let ok = bo.moves()[base.actions()..]
                .iter()
                .all(|&(s, i)| one.apply_index(s, i as usize).is_ok())
                && ana.moves()[base.actions()..]
                    .iter()
                    .all(|&(s, i)| two.apply_index(s, i as usize).is_ok());
            if ok
                && one.state_json() != two.state_json()
                && one.unordered_json() == two.unordered_json()
            {
                found += 1;
                let (got, ..) = meet(base.as_ref(), seed);
                assert!(matches!(got, Received::Joined { .. }), "{got:?}");
            }
        }
    }
    assert!(found > 0, "no phase where only the discards' order differs");
}
