//! Three devices, one seat each, playing Age of Renaissance's simultaneous phases (returning a
//! card at the start, the Order of Play bid each turn) and passing the links on in every order:
//! every end reaches one game, a link that holds a seat's own moves is never a fork for it, and
//! moves whose order nobody can see (cards returned to the hidden deck) join.

use smokestack_core::{AnyMatch, BotKind, GameRng, Seat};
use smokestack_table::*;

const AOR: &str = "age-of-renaissance";

fn fresh(seed: u64) -> Box<dyn AnyMatch> {
    smokestack_games::find(AOR)
        .unwrap()
        .new_match(3, &[], seed)
        .unwrap()
}

fn people() -> TableMeta {
    TableMeta::from_json(r#"{"names":["Alice","Bob","Carol"]}"#, 3)
}

fn link(m: &dyn AnyMatch) -> String {
    m.share_code_with(&people().to_json())
}

fn open(code: &str) -> Box<dyn AnyMatch> {
    let p = smokestack_core::codec::unpack(code).unwrap();
    smokestack_games::find(AOR).unwrap().open(&p).unwrap()
}

/// A device holding `m` as its save "g", played by seat `mine`.
fn device(m: &dyn AnyMatch, mine: Seat) -> Saves<MemoryStore> {
    let mut saves = Saves::new(MemoryStore::default());
    saves
        .put(&SaveRecord {
            id: "g".into(),
            game: AOR.into(),
            title: "t".into(),
            code: link(m),
            updated: 1.0,
            seen: m.actions(),
            meta: Some(SaveMeta::of(
                m,
                &people(),
                smokestack_games::find(AOR).unwrap().rules_version(),
            )),
            mine: Some(vec![mine]),
            ..SaveRecord::default()
        })
        .unwrap();
    saves
}

/// The one game a device holds (a fork would leave two).
fn held(saves: &Saves<MemoryStore>) -> Box<dyn AnyMatch> {
    assert_eq!(saves.list().len(), 1, "a second copy was kept");
    let (_, m, _) = saves.load("g").unwrap();
    m
}

/// `m` with `seat`'s part of the phase played (the heuristic bot's choice).
fn play_part(m: &dyn AnyMatch, seat: Seat, seed: u64) -> Box<dyn AnyMatch> {
    let mut c = open(&link(m));
    let mut rng = GameRng::new(seed ^ u64::from(seat) << 8);
    let before = c.to_act().len();
    while c.to_act().contains(&seat) && c.to_act().len() == before {
        c.bot_move(seat, BotKind::Heuristic, &mut rng).unwrap();
    }
    c
}

/// A 3-player game played on by the bots until `phase` with every seat acting.
fn at_phase(seed: u64, phase: &str) -> Box<dyn AnyMatch> {
    let mut m = fresh(seed);
    let mut rng = GameRng::new(seed);
    for _ in 0..5000 {
        if m.status().phase.starts_with(phase) && m.to_act().len() == 3 {
            return m;
        }
        let Some(&seat) = m.to_act().first() else {
            break;
        };
        m.bot_move(seat, BotKind::Heuristic, &mut rng).unwrap();
    }
    panic!("no {phase} with three seats acting");
}

/// Every order of `items`.
fn orders<T: Clone>(items: &[T]) -> Vec<Vec<T>> {
    if items.len() <= 1 {
        return vec![items.to_vec()];
    }
    let mut out = Vec::new();
    for i in 0..items.len() {
        let mut rest = items.to_vec();
        let x = rest.remove(i);
        for mut o in orders(&rest) {
            o.insert(0, x.clone());
            out.push(o);
        }
    }
    out
}

#[derive(Clone, Copy, Debug)]
enum Event {
    /// A link from Alice's or Bob's device (their own part only) arrives at Carol's.
    From(Seat),
    /// Carol plays her own part.
    Own,
}

/// The issue's story in every order: Alice and Bob play their part and send it; Carol, who
/// holds the phase's start, opens their links and plays hers in any order, then sends the game
/// to both. Carol's device keeps one game; Alice's and Bob's move forward to it, never a fork.
fn three_devices(base: &dyn AnyMatch, seed: u64) {
    let parts: Vec<Box<dyn AnyMatch>> = (0..3).map(|q| play_part(base, q, seed)).collect();
    for order in orders(&[Event::From(0), Event::From(1), Event::Own]) {
        let mut carol = device(base, 2);
        for e in &order {
            match *e {
                Event::From(q) => {
                    let got = carol
                        .receive(&link(parts[q as usize].as_ref()), 2.0)
                        .unwrap();
                    assert!(
                        matches!(got, Received::FastForward { .. } | Received::Joined { .. }),
                        "{order:?}: Carol received {got:?}"
                    );
                }
                Event::Own => {
                    let now = held(&carol);
                    let mine = play_part(now.as_ref(), 2, seed);
                    carol = device(mine.as_ref(), 2);
                }
            }
        }
        let end = held(&carol);
        assert!(
            (0..3).all(
                |q| !base.to_act().contains(&q) || !end.to_act().contains(&q) || {
                    // The phase is over for all three: whoever acts now acts in a later step.
                    end.status() != base.status()
                }
            ),
            "{order:?}: the phase did not end"
        );
        for q in 0..2 {
            let mut at = device(parts[q as usize].as_ref(), q);
            let got = at.receive(&link(end.as_ref()), 3.0).unwrap();
            assert!(
                matches!(got, Received::FastForward { .. }),
                "{order:?}: seat {q}'s own moves came back as {got:?}"
            );
            assert_eq!(held(&at).moves(), end.moves(), "{order:?}");
            // And Carol's device hears nothing new from an older link of theirs.
            let again = carol
                .receive(&link(parts[q as usize].as_ref()), 4.0)
                .unwrap();
            assert!(
                matches!(again, Received::Older { .. }),
                "{order:?}: {again:?}"
            );
            assert_eq!(carol.list().len(), 1);
        }
    }
}

/// Chains: each device plays its own part first, then the link goes from one to the next (each
/// joining), and the last sends the whole back to the first two.
fn chains(base: &dyn AnyMatch, seed: u64) {
    let parts: Vec<Box<dyn AnyMatch>> = (0..3).map(|q| play_part(base, q, seed)).collect();
    for order in orders(&[0u8, 1, 2]) {
        let mut devices: Vec<Saves<MemoryStore>> = (0..3)
            .map(|q| device(parts[q].as_ref(), q as Seat))
            .collect();
        for w in order.windows(2) {
            let sent = link(held(&devices[w[0] as usize]).as_ref());
            let got = devices[w[1] as usize].receive(&sent, 2.0).unwrap();
            assert!(
                matches!(got, Received::Joined { .. }),
                "{order:?}: {} to {}: {got:?}",
                w[0],
                w[1]
            );
        }
        let end = held(&devices[order[2] as usize]);
        for &q in &order[..2] {
            let got = devices[q as usize]
                .receive(&link(end.as_ref()), 3.0)
                .unwrap();
            assert!(
                matches!(got, Received::FastForward { .. }),
                "{order:?}: back to {q}: {got:?}"
            );
            assert_eq!(held(&devices[q as usize]).moves(), end.moves());
        }
    }
}

#[test]
fn three_order_of_play_bids_join_in_every_arrival_order() {
    for seed in [1, 2] {
        let base = at_phase(seed, "Order of Play bid");
        three_devices(base.as_ref(), seed);
        chains(base.as_ref(), seed);
    }
}

#[test]
fn three_returned_cards_join_in_every_arrival_order() {
    for seed in [1, 2, 3] {
        let base = at_phase(seed, "Return a card");
        // Two seats returning a card from the same link join, at both ends.
        let (a, b) = (
            play_part(base.as_ref(), 0, seed),
            play_part(base.as_ref(), 1, seed),
        );
        let mut at_a = device(a.as_ref(), 0);
        let mut at_b = device(b.as_ref(), 1);
        let ga = at_a.receive(&link(b.as_ref()), 2.0).unwrap();
        let gb = at_b.receive(&link(a.as_ref()), 2.0).unwrap();
        assert!(matches!(ga, Received::Joined { .. }), "{ga:?}");
        assert!(matches!(gb, Received::Joined { .. }), "{gb:?}");
        assert_eq!(held(&at_a).moves(), held(&at_b).moves());
        three_devices(base.as_ref(), seed);
        chains(base.as_ref(), seed);
    }
}

#[test]
fn a_seat_that_moved_otherwise_at_two_devices_is_a_fork_named_by_it() {
    let base = at_phase(1, "Order of Play bid");
    let one = play_part(base.as_ref(), 1, 1);
    // Bob's other bid: another legal index than the bot's.
    let mut other = open(&link(base.as_ref()));
    let (_, i) = one.moves()[base.actions()];
    other
        .apply_index(1, if i == 0 { 1 } else { 0 } as usize)
        .unwrap();
    let mut at = device(one.as_ref(), 1);
    let got = at.receive(&link(other.as_ref()), 2.0).unwrap();
    let Received::Diverged { seat, round, .. } = got else {
        panic!("{got:?}");
    };
    assert_eq!(seat, Some(1));
    assert_eq!(round, base.status().round);
    // Two branches of one game, each naming the other; the link's is the one the others go on
    // with. Removing one leaves the other alone, no longer a branch.
    let list: Vec<Summary> = at
        .list()
        .into_iter()
        .filter_map(|l| match l {
            Listed::Ok(s) => Some(s),
            _ => None,
        })
        .collect();
    assert_eq!(list.len(), 2);
    let ahead = list
        .iter()
        .find(|s| s.branch.as_ref().unwrap().ahead)
        .unwrap();
    let left = list
        .iter()
        .find(|s| !s.branch.as_ref().unwrap().ahead)
        .unwrap();
    assert_eq!(left.id, "g");
    assert_eq!(ahead.branch.as_ref().unwrap().other, "g");
    assert_eq!(left.branch.as_ref().unwrap().other, ahead.id);
    assert_eq!(left.branch.as_ref().unwrap().seat, Some(1));
    at.remove_branch(&left.id).unwrap();
    let rest = at.list();
    assert_eq!(rest.len(), 1);
    let Listed::Ok(one) = &rest[0] else {
        panic!("{rest:?}")
    };
    assert_eq!(one.id, ahead.id);
    assert!(one.branch.is_none());
}
