//! War! (FACTS §4.0 `history_cards.csv` "War!", §4.3 arms, §3.1 W Nationalism; the Korean
//! rules text has no War! passage), tests named after those sections.

mod common;
use age_of_renaissance::data::adv;
use age_of_renaissance::state::{Pending, Ship};
use age_of_renaissance::{Action, AgeOfRenaissance, Phase, State, war};
use common::*;
use smokestack_core::{Game, GameRng};

/// Three players in turn 1's Play Cards phase, the map empty; the second in order holds War!
/// and acts now; the first and third are the others. Returns (state, declarer, target).
fn at_war() -> (State, u8, u8) {
    let (mut s, mut rng) = opened(3, &[], 11);
    bid(&mut s, &mut rng, &[0, 0, 0]);
    clear_map(&mut s);
    s.phase = Phase::PlayCards;
    s.cursor = 1;
    s.passes = 0;
    for p in &mut s.players {
        let h = std::mem::take(&mut p.hand);
        s.discard.extend(h);
    }
    let me = s.order[1];
    give(&mut s, me as usize, card("War!"));
    let target = s.order[2];
    (s, me, target)
}

fn declare(s: &mut State, me: u8, target: u8, rng: &mut GameRng) {
    act(
        s,
        me,
        Action::Play {
            card: card("War!"),
            choice: target,
        },
        rng,
    );
}

/// The two dice the next War! roll will show, from a copy of the stream.
fn next_dice(rng: &GameRng) -> (u8, u8) {
    let mut r = rng.clone();
    (r.die(), r.die())
}

/// A seed whose first two dice satisfy `want`.
fn seed_where(want: impl Fn(u8, u8) -> bool) -> GameRng {
    (0..1000)
        .map(GameRng::new)
        .find(|r| {
            let (a, b) = next_dice(r);
            want(a, b)
        })
        .expect("a seed")
}

#[test]
fn facts_4_0_war_is_declared_on_any_other_player() {
    let (s, me, _) = at_war();
    let l = legal(&s, me);
    let targets: Vec<u8> = l
        .iter()
        .filter_map(|a| match a {
            Action::Play { card: c, choice } if *c == card("War!") => Some(*choice),
            _ => None,
        })
        .collect();
    let mut others: Vec<u8> = (0..3).filter(|&o| o != me).collect();
    others.sort();
    assert_eq!(targets, others);
    // The card is in the deck again (no longer kept out at setup).
    let (g, _) = game(3, &[], 1);
    assert!(!g.removed.contains(&card("War!")));
}

#[test]
fn facts_4_0_war_higher_gains_one_misery_lower_two_and_cedes_the_difference() {
    let (mut s, me, target) = at_war();
    let t = target as usize;
    // The target holds three markets in play (Area IV, VII, VIII).
    for p in ["Toledo", "Milan", "Constantinople"] {
        dominate(&mut s, t, pid(p));
    }
    let mut rng = seed_where(|a, b| a >= b + 2);
    let (a, b) = next_dice(&rng);
    declare(&mut s, me, target, &mut rng);
    assert_eq!(s.last_war, Some((me, target, a, b)));
    assert_eq!(s.players[me as usize].misery, 1);
    assert_eq!(s.players[t].misery, 2);
    // The loser chooses which markers to cede, as many as the difference; no way out.
    let diff = a - b;
    assert_eq!(
        s.pending,
        Some(Pending::Cede {
            seat: target,
            winner: me,
            left: diff
        })
    );
    assert_eq!(AgeOfRenaissance::to_act(&s), vec![target]);
    let l = legal(&s, target);
    assert_eq!(l.len(), 3);
    assert!(l.iter().all(|x| matches!(x, Action::Cede(_))));
    let markers = s.players[me as usize].markers;
    act(&mut s, target, Action::Cede(pid("Milan")), &mut rng);
    assert_eq!(s.spaces[pid("Milan") as usize].dom, Some(me));
    assert!(!s.spaces[pid("Milan") as usize].dom_fresh);
    assert_eq!(s.players[me as usize].markers, markers - 1);
    for _ in 1..diff.min(3) {
        let c = legal(&s, target)[0].clone();
        act(&mut s, target, c, &mut rng);
    }
    assert_eq!(s.pending, None);
    let kept = (3 - diff.min(3)) as usize;
    let still: usize = ["Toledo", "Milan", "Constantinople"]
        .iter()
        .filter(|p| s.spaces[pid(p) as usize].dom == Some(target))
        .count();
    assert_eq!(still, kept);
    assert_eq!(s.war, None);
    AgeOfRenaissance::check_invariants(&s).unwrap();
}

#[test]
fn facts_4_0_war_the_declarer_may_lose() {
    let (mut s, me, target) = at_war();
    dominate(&mut s, me as usize, pid("Toledo"));
    let mut rng = seed_where(|a, b| b == a + 1);
    declare(&mut s, me, target, &mut rng);
    assert_eq!(s.players[target as usize].misery, 1);
    assert_eq!(s.players[me as usize].misery, 2);
    assert_eq!(
        s.pending,
        Some(Pending::Cede {
            seat: me,
            winner: target,
            left: 1
        })
    );
    act(&mut s, me, Action::Cede(pid("Toledo")), &mut rng);
    assert_eq!(s.spaces[pid("Toledo") as usize].dom, Some(target));
}

#[test]
fn facts_3_1_w_nationalism_and_4_3_arms_add_one_each_to_the_war_die() {
    let (mut s, me, target) = at_war();
    s.players[me as usize].advances |= 1 << adv::NATIONALISM;
    s.arms.push((me, 2)); // Armor
    let mut rng = GameRng::new(3);
    let (a, b) = next_dice(&rng);
    declare(&mut s, me, target, &mut rng);
    assert_eq!(s.last_war, Some((me, target, a + 2, b)));
    // An arms card no stronger than the other's gives nothing; Nationalism always counts.
    let (mut s, me, target) = at_war();
    s.players[target as usize].advances |= 1 << adv::NATIONALISM;
    s.arms.push((me, 1)); // Stirrups
    s.arms.push((target, 2)); // Armor beats it
    let mut rng = GameRng::new(4);
    let (a, b) = next_dice(&rng);
    declare(&mut s, me, target, &mut rng);
    assert_eq!(s.last_war, Some((me, target, a, b + 2)));
}

#[test]
fn facts_4_0_war_tie_both_gain_one_and_it_is_rolled_again_each_later_round() {
    let (mut s, me, target) = at_war();
    // Everyone holds a card more, so the round goes round by their actions.
    give(&mut s, target as usize, card("Famine"));
    let first = s.order[0] as usize;
    give(&mut s, first, card("Stone"));
    give(&mut s, me as usize, card("Wool"));
    let mut rng = seed_where(|a, b| a == b);
    declare(&mut s, me, target, &mut rng);
    assert_eq!(s.players[me as usize].misery, 1);
    assert_eq!(s.players[target as usize].misery, 1);
    assert!(s.war.is_some());
    assert_eq!(s.pending, None);
    let first = s.last_war;
    // Everyone else passes; when the round comes back to the declarer the war is rolled again
    // before he acts (the others hold no cards, so they pass on their own).
    let before = rng.position();
    while AgeOfRenaissance::to_act(&s) != vec![me] {
        let seat = AgeOfRenaissance::to_act(&s)[0];
        act(&mut s, seat, Action::Pass, &mut rng);
    }
    assert_ne!(rng.position(), before, "a second roll");
    let _ = first;
    let m = s.players[me as usize].misery + s.players[target as usize].misery;
    assert!(m >= 3, "the second roll adds misery: {m}");
    // The war ends with the Play Cards phase at the latest.
    while s.phase == Phase::PlayCards {
        let seat = AgeOfRenaissance::to_act(&s)[0];
        let l = legal(&s, seat);
        let a = l
            .iter()
            .find(|a| matches!(a, Action::Pass | Action::Cede(_)))
            .cloned()
            .unwrap();
        act(&mut s, seat, a, &mut rng);
    }
    assert_eq!(s.war, None);
}

#[test]
fn facts_4_0_war_tie_rolls_only_when_the_round_comes_back_to_the_declarer() {
    let (mut s, me, target) = at_war();
    let first = s.order[0];
    give(&mut s, target as usize, card("Famine"));
    give(&mut s, first as usize, card("Stone"));
    let mut rng = seed_where(|a, b| a == b);
    declare(&mut s, me, target, &mut rng);
    let after = rng.position();
    // The target and the first player act in between: no roll.
    assert_eq!(AgeOfRenaissance::to_act(&s), vec![target]);
    act(&mut s, target, Action::Pass, &mut rng);
    assert_eq!(AgeOfRenaissance::to_act(&s), vec![first]);
    assert_eq!(rng.position(), after);
    assert_eq!(s.war.map(|w| w.due), Some(false));
    // The round comes back to the declarer: the roll comes first.
    act(&mut s, first, Action::Pass, &mut rng);
    assert_ne!(rng.position(), after);
    assert!(s.war.is_none_or(|w| !w.due));
}

#[test]
fn facts_4_0_war_supportable_markers_provisional() {
    let (mut s, me, target) = at_war();
    let (w, l) = (me as usize, target as usize);
    // Area V only with Overland East.
    dominate(&mut s, l, pid("Trebizond"));
    dominate(&mut s, l, pid("Toledo"));
    assert_eq!(war::supportable(&s, w, l), vec![pid("Toledo")]);
    s.players[w].advances |= 1 << adv::OVERLAND_EAST;
    let mut v = war::supportable(&s, w, l);
    v.sort();
    let mut want = vec![pid("Toledo"), pid("Trebizond")];
    want.sort();
    assert_eq!(v, want);
    // An overseas box needs Ocean Navigation with room under its level.
    dominate(&mut s, l, pid("China"));
    assert!(!war::supportable(&s, w, l).contains(&pid("China")));
    s.players[w].ship = Ship::Ocean(1);
    assert!(war::supportable(&s, w, l).contains(&pid("China")));
    dominate(&mut s, w, pid("India"));
    assert!(!war::supportable(&s, w, l).contains(&pid("China")));
    // Nothing without a marker left on the winner's mat.
    s.players[w].markers = 0;
    assert!(war::supportable(&s, w, l).is_empty());
}

#[test]
fn facts_4_0_war_with_nothing_supportable_asks_nothing() {
    let (mut s, me, target) = at_war();
    let mut rng = seed_where(|a, b| a > b);
    declare(&mut s, me, target, &mut rng);
    assert_eq!(s.pending, None);
    assert_eq!(s.players[target as usize].misery, 2);
}

#[test]
fn facts_4_0_war_the_heuristic_declares_when_strong_and_cedes_its_smallest_market() {
    // Strong: +2 on the die against a target with three markets.
    let (mut s, me, target) = at_war();
    for p in ["Toledo", "Milan", "Constantinople"] {
        dominate(&mut s, target as usize, pid(p));
    }
    s.players[me as usize].advances |= 1 << adv::NATIONALISM;
    s.arms.push((me, 4));
    let l = legal(&s, me);
    let mut rng = GameRng::new(9);
    let i = AgeOfRenaissance::heuristic(&s, me, &l, &mut rng);
    assert!(
        matches!(l[i], Action::Play { card: c, choice } if c == card("War!") && choice == target),
        "{:?}",
        l[i]
    );
    // Weak: the others hold +2 and the declarer's markets are at stake: it keeps the card.
    let (mut s, me, _) = at_war();
    for o in 0..3u8 {
        if o != me {
            s.players[o as usize].advances |= 1 << adv::NATIONALISM;
            s.arms.push((o, 4));
        }
    }
    for p in ["Toledo", "Milan", "Constantinople"] {
        dominate(&mut s, me as usize, pid(p));
    }
    let l = legal(&s, me);
    let i = AgeOfRenaissance::heuristic(&s, me, &l, &mut rng);
    assert_eq!(l[i], Action::Pass);
    // Ceding: the smallest market goes first, the own capital last.
    let (mut s, me, target) = at_war();
    let t = target as usize;
    let cap = s.players[t].capital.unwrap();
    dominate(&mut s, t, cap);
    for p in ["Valencia", "Constantinople"] {
        dominate(&mut s, t, pid(p));
    }
    s.pending = Some(Pending::Cede {
        seat: target,
        winner: me,
        left: 3,
    });
    let l = legal(&s, target);
    let i = AgeOfRenaissance::heuristic(&s, target, &l, &mut rng);
    assert_eq!(l[i], Action::Cede(pid("Valencia")));
}
