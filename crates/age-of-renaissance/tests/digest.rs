//! The position digest (`src/digest.rs`): alike for the same position, different when any one
//! thing the rules read differs, blind to what they never read. The fixture codes' digests are
//! checked by the fixture test.

mod common;
use age_of_renaissance::state::{Pending, Ship, War};
use age_of_renaissance::{AgeOfRenaissance, Phase, State};
use common::*;
use smokestack_core::{Digest, Game};

fn digest(s: &State) -> u32 {
    let mut d = Digest::new();
    AgeOfRenaissance::digest(s, &mut d);
    d.finish()
}

/// One change to a position, named.
type Change = (&'static str, Box<dyn Fn(&mut State)>);

fn position() -> State {
    let (mut s, mut rng) = opened(4, &[], 3);
    bid(&mut s, &mut rng, &[0, 1, 2, 0]);
    s
}

#[test]
fn a_clone_digests_alike() {
    let s = position();
    assert_eq!(digest(&s), digest(&s.clone()));
    // The same game set up twice.
    let (t, _) = opened(4, &[], 3);
    let (u, _) = opened(4, &[], 3);
    assert_eq!(digest(&t), digest(&u));
}

#[test]
fn any_one_meaningful_change_changes_it() {
    let s = position();
    let base = digest(&s);
    let changes: Vec<Change> = vec![
        ("a seat's cash", Box::new(|s| s.players[1].cash += 1)),
        ("a seat's misery", Box::new(|s| s.players[2].misery += 1)),
        ("an advance", Box::new(|s| s.players[0].advances |= 1 << 3)),
        ("a ship", Box::new(|s| s.players[0].ship = Ship::Galley(2))),
        ("expansion tokens", Box::new(|s| s.players[3].pool += 1)),
        (
            "two cards swapped in the deck",
            Box::new(|s| {
                let n = s.deck.len();
                s.deck.swap(0, n - 1);
            }),
        ),
        (
            "a card from the deck into a hand",
            Box::new(|s| {
                let c = s.deck.pop().unwrap();
                s.players[0].hand.push(c);
            }),
        ),
        (
            "a hand's order",
            Box::new(|s| {
                s.players[0].hand.push(s.deck.pop().unwrap());
                s.players[0].hand.reverse();
            }),
        ),
        ("whose turn", Box::new(|s| s.cursor += 1)),
        ("Order of Play", Box::new(|s| s.order.swap(0, 1))),
        ("the phase", Box::new(|s| s.phase = Phase::Purchase)),
        ("the turn", Box::new(|s| s.turn += 1)),
        ("the epoch", Box::new(|s| s.epoch += 1)),
        ("a shortage", Box::new(|s| s.market[4] = 1)),
        (
            "a token on the map",
            Box::new(|s| {
                s.players[1].stock -= 1;
                s.spaces[pid("Toledo") as usize].tokens[1] += 1;
            }),
        ),
        (
            "a marker's side",
            Box::new(|s| {
                let p = s.players[0].capital.unwrap() as usize;
                s.spaces[p].dom_fresh = !s.spaces[p].dom_fresh;
            }),
        ),
        (
            "a decision pending",
            Box::new(|s| s.pending = Some(Pending::Watermill { seat: 2 })),
        ),
        (
            "another decision pending",
            Box::new(|s| s.pending = Some(Pending::Renaissance { seat: 2 })),
        ),
        (
            "Cathedral used",
            Box::new(|s| s.cathedral_used.push((0, 1))),
        ),
        ("an arms card in force", Box::new(|s| s.arms.push((1, 2)))),
        (
            "a War! going on",
            Box::new(|s| {
                s.war = Some(War {
                    declarer: 0,
                    target: 1,
                    due: false,
                })
            }),
        ),
        ("the last turn", Box::new(|s| s.last_turn = true)),
    ];
    let mut seen = vec![base];
    for (what, change) in changes {
        let mut t = s.clone();
        change(&mut t);
        let d = digest(&t);
        assert_ne!(d, base, "{what}");
        seen.push(d);
    }
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(seen.len(), 23, "each change digests apart");
}

#[test]
fn what_the_rules_never_read_is_left_out() {
    let s = position();
    let mut t = s.clone();
    // The rules version a game plays is not its position.
    t.version = 1;
    t.last_fight = Some((0, pid("Toledo"), 1, 2, 3, false));
    t.last_war = Some((0, 1, 4, 2));
    assert_eq!(digest(&t), digest(&s));
}

#[test]
fn a_war_tied_and_due_differs_from_one_not_yet_due() {
    let mut s = position();
    s.war = Some(War {
        declarer: 0,
        target: 1,
        due: false,
    });
    let mut t = s.clone();
    t.war = Some(War {
        declarer: 0,
        target: 1,
        due: true,
    });
    assert_ne!(digest(&s), digest(&t));
}
