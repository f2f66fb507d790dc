//! Card-by-card rule tests: every blueprint's activation (부록, 청사진; FACTS.md §3, §6), the
//! Headquarters (기본 행동, 일치 보너스; FACTS.md §2.3) and building (건물 건설; §2.2).
//! Each test arranges a work-phase position by hand and acts through the validating `apply`,
//! which also checks the invariants (cards conserved, every die accounted for) after each step.

mod common;

use common::*;
use fantastic_factories::data::Bp;
use fantastic_factories::state::{Hq, Pending, Player, State};
use fantastic_factories::{Action, FantasticFactories as FF, round, work};
use smokestack_core::Game;

// --- helpers ---------------------------------------------------------------------------------

/// Seat 0 of a 2-player work phase: unplaced `dice`, `compound` built, `metal` and `energy`.
fn seat(dice: &[u8], compound: &[Bp], metal: u16, energy: u16) -> State {
    let mut s = work_phase(2, dice);
    for &c in compound {
        give_card(&mut s, 0, c, true);
    }
    s.players[0].metal = metal;
    s.players[0].energy = energy;
    s
}

fn hand(s: &mut State, cards: &[Bp]) {
    for &c in cards {
        give_card(s, 0, c, false);
    }
}

fn p(s: &State) -> &Player {
    &s.players[0]
}

/// Unplaced dice of `seat`, replaced by `faces`.
fn set_dice(s: &mut State, seat: usize, faces: &[u8]) {
    let p = &mut s.players[seat];
    p.free = [0; 6];
    p.dice = 0;
    for &f in faces {
        p.free[f as usize - 1] += 1;
        p.dice += 1;
    }
}

/// The marketplace blueprint row becomes exactly `cards` (the old row goes to the discards).
fn set_market(s: &mut State, cards: &[Bp]) {
    for slot in 0..4 {
        if let Some(c) = s.market[slot].take() {
            s.discard.push(c);
        }
    }
    for (slot, &c) in cards.iter().enumerate() {
        take_from_supply(s, c);
        s.market[slot] = Some(c);
    }
}

fn free(faces: &[u8]) -> [u8; 6] {
    let mut f = [0; 6];
    for &x in faces {
        f[x as usize - 1] += 1;
    }
    f
}

fn legal(s: &State) -> Vec<Action> {
    FF::legal(s, 0)
}

/// Seat 0's legal activations of its own `card`.
fn activations(s: &State, card: Bp) -> Vec<Action> {
    legal(s)
        .into_iter()
        .filter(|a| matches!(a, Action::Activate { card: c, copy: false, .. } if *c == card))
        .collect()
}

/// The marketplace cards seat 0's Replicator may copy now.
fn copyable(s: &State) -> Vec<Bp> {
    let mut v: Vec<Bp> = legal(s)
        .into_iter()
        .filter_map(|a| match a {
            Action::Activate {
                card, copy: true, ..
            } => Some(card),
            _ => None,
        })
        .collect();
    v.dedup();
    v
}

fn copy(card: Bp, dice: [u8; 3], opt: u8) -> Action {
    Action::Activate {
        card,
        copy: true,
        dice,
        opt,
    }
}

fn place(hq: Hq, face: u8) -> Action {
    Action::Place { hq, face }
}

fn build(card: Bp, discard: Bp) -> Action {
    Action::Build { card, discard }
}

fn builds_of(s: &State, card: Bp) -> Vec<Action> {
    legal(s)
        .into_iter()
        .filter(|a| matches!(a, Action::Build { card: c, .. } if *c == card))
        .collect()
}

fn used(s: &State, card: Bp) -> bool {
    p(s).used & card.bit() != 0
}

// --- 기본 행동: Headquarters ---------------------------------------------------------------

#[test]
fn hq_research_takes_any_face_and_draws_one_card_per_die() {
    let mut s = seat(&[6, 1], &[], 0, 0);
    stack_deck(&mut s, Bp::Robot);
    apply(&mut s, 0, place(Hq::Research, 6));
    assert_eq!(p(&s).hand, vec![Bp::Robot]);
    apply(&mut s, 0, place(Hq::Research, 1));
    assert_eq!(p(&s).hand.len(), 2, "a 1 draws one card, as a 6 does");
    assert_eq!(p(&s).hq[Hq::Research as usize], vec![6, 1]);
    assert_eq!(p(&s).free_dice(), 0);
}

#[test]
fn hq_generate_takes_only_1_to_3_and_gives_the_face_in_energy() {
    for face in 1..=3u8 {
        let mut s = seat(&[face], &[], 0, 0);
        apply(&mut s, 0, place(Hq::Generate, face));
        assert_eq!(p(&s).energy, face as u16);
        assert_eq!(p(&s).metal, 0);
    }
    for face in 4..=6u8 {
        let mut s = seat(&[face], &[], 0, 0);
        assert_illegal(&mut s, 0, place(Hq::Generate, face));
    }
}

#[test]
fn hq_mine_takes_only_4_to_6_and_gives_one_metal_whatever_the_face() {
    for face in 4..=6u8 {
        let mut s = seat(&[face], &[], 0, 0);
        apply(&mut s, 0, place(Hq::Mine, face));
        assert_eq!(p(&s).metal, 1);
        assert_eq!(p(&s).energy, 0);
    }
    for face in 1..=3u8 {
        let mut s = seat(&[face], &[], 0, 0);
        assert_illegal(&mut s, 0, place(Hq::Mine, face));
    }
}

#[test]
fn hq_each_action_holds_at_most_three_dice() {
    let mut s = seat(&[1, 2, 3, 1, 5, 5, 6, 4, 4, 4, 4], &[], 0, 0);
    apply(&mut s, 0, place(Hq::Generate, 1));
    apply(&mut s, 0, place(Hq::Generate, 2));
    apply(&mut s, 0, place(Hq::Generate, 3));
    assert_illegal(&mut s, 0, place(Hq::Generate, 1));
    apply(&mut s, 0, place(Hq::Mine, 5));
    apply(&mut s, 0, place(Hq::Mine, 6));
    apply(&mut s, 0, place(Hq::Mine, 4));
    assert_illegal(&mut s, 0, place(Hq::Mine, 4));
    apply(&mut s, 0, place(Hq::Research, 4));
    apply(&mut s, 0, place(Hq::Research, 5));
    apply(&mut s, 0, place(Hq::Research, 1));
    assert_illegal(&mut s, 0, place(Hq::Research, 4));
    assert!(!legal(&s).iter().any(|a| matches!(a, Action::Place { .. })));
    assert_eq!(p(&s).energy, 6);
    assert_eq!(p(&s).metal, 3);
    assert_eq!(p(&s).hand.len(), 3);
    assert_eq!(p(&s).free, free(&[4, 4]));
}

#[test]
fn hq_matching_bonus_is_one_extra_per_match_not_a_doubling_and_needs_no_simultaneous_placing() {
    // Triple on Mine: 3 + 2 = 5 metal (a doubling/tripling would give far more).
    let mut s = seat(&[5, 5, 5], &[], 0, 0);
    apply(&mut s, 0, place(Hq::Mine, 5));
    assert_eq!(p(&s).metal, 1);
    apply(&mut s, 0, place(Hq::Mine, 5));
    assert_eq!(p(&s).metal, 3, "a pair on Mine: 2 + 1");
    apply(&mut s, 0, place(Hq::Mine, 5));
    assert_eq!(p(&s).metal, 5, "a triple on Mine: 3 + 2");

    // Generate 3, then a 1 in between, then the matching 3: 3 + 1 + (3 + 1) = 8.
    let mut s = seat(&[3, 1, 3], &[], 0, 0);
    apply(&mut s, 0, place(Hq::Generate, 3));
    apply(&mut s, 0, place(Hq::Generate, 1));
    assert_eq!(p(&s).energy, 4);
    apply(&mut s, 0, place(Hq::Generate, 3));
    assert_eq!(p(&s).energy, 8);

    // No match across different actions: a 4 on Research and a 4 on Mine.
    let mut s = seat(&[4, 4], &[], 0, 0);
    apply(&mut s, 0, place(Hq::Research, 4));
    apply(&mut s, 0, place(Hq::Mine, 4));
    assert_eq!(p(&s).hand.len(), 1);
    assert_eq!(p(&s).metal, 1);
}

/// The rulebook's 일치 보너스 예시, all three players in one position.
#[test]
fn hq_rulebook_matching_example_yellow_blue_purple() {
    let mut s = work_phase(3, &[]);
    // Yellow (seat 0): one die on Research, a 3 on Generate, a pair of 5s on Mine.
    set_dice(&mut s, 0, &[2, 3, 5, 5]);
    // Blue (seat 1): 2-2-2 on Generate, one die on Mine.
    set_dice(&mut s, 1, &[2, 2, 2, 6]);
    // Purple (seat 2): three dice on Research with one pair, a 2 on Generate.
    set_dice(&mut s, 2, &[4, 4, 1, 2]);

    apply(&mut s, 0, place(Hq::Research, 2));
    apply(&mut s, 0, place(Hq::Generate, 3));
    apply(&mut s, 0, place(Hq::Mine, 5));
    apply(&mut s, 0, place(Hq::Mine, 5));

    apply(&mut s, 1, place(Hq::Generate, 2));
    apply(&mut s, 1, place(Hq::Generate, 2));
    apply(&mut s, 1, place(Hq::Generate, 2));
    apply(&mut s, 1, place(Hq::Mine, 6));

    apply(&mut s, 2, place(Hq::Research, 4));
    apply(&mut s, 2, place(Hq::Research, 1));
    apply(&mut s, 2, place(Hq::Research, 4));
    apply(&mut s, 2, place(Hq::Generate, 2));

    let yellow = &s.players[0];
    assert_eq!(
        (yellow.hand.len(), yellow.energy, yellow.metal),
        (1, 3, 3),
        "yellow: 1 card, 3 energy, 3 metal"
    );
    let blue = &s.players[1];
    assert_eq!(
        (blue.hand.len(), blue.energy, blue.metal),
        (0, 8, 1),
        "blue: 8 energy, 1 metal"
    );
    let purple = &s.players[2];
    assert_eq!(
        (purple.hand.len(), purple.energy, purple.metal),
        (4, 2, 0),
        "purple: 4 cards, 2 energy"
    );
}

// --- 건물 건설: building -------------------------------------------------------------------

#[test]
fn build_discards_another_card_with_the_same_tool_and_pays_metal_and_energy_without_a_die() {
    // Biolab (gear, 1 metal / 3 energy), paid with a Foundry (gear).
    let mut s = seat(&[2, 5], &[], 2, 4);
    hand(&mut s, &[Bp::Biolab, Bp::Foundry]);
    apply(&mut s, 0, build(Bp::Biolab, Bp::Foundry));
    assert_eq!(p(&s).compound, vec![Bp::Biolab]);
    assert!(p(&s).hand.is_empty());
    assert_eq!((p(&s).metal, p(&s).energy), (1, 1));
    assert_eq!(s.discard.last(), Some(&Bp::Foundry));
    assert_eq!(p(&s).free, free(&[2, 5]), "building takes no die");
}

#[test]
fn build_needs_a_discard_with_the_same_tool() {
    // Power Plant is gear; Refinery is wrench; a lone Power Plant cannot pay for itself.
    let mut s = seat(&[], &[], 5, 5);
    hand(&mut s, &[Bp::PowerPlant, Bp::Refinery]);
    assert_illegal(&mut s, 0, build(Bp::PowerPlant, Bp::Refinery));
    assert_illegal(&mut s, 0, build(Bp::PowerPlant, Bp::PowerPlant));
    assert!(builds_of(&s, Bp::PowerPlant).is_empty());
}

#[test]
fn build_may_discard_a_second_copy_of_the_same_name() {
    let mut s = seat(&[], &[], 3, 0);
    hand(&mut s, &[Bp::PowerPlant, Bp::PowerPlant]);
    apply(&mut s, 0, build(Bp::PowerPlant, Bp::PowerPlant));
    assert_eq!(p(&s).compound, vec![Bp::PowerPlant]);
    assert!(p(&s).hand.is_empty());
    assert_eq!(p(&s).metal, 0);
}

#[test]
fn build_needs_the_full_metal_and_energy_cost() {
    // Power Plant 3/0 with 2 metal; Biolab 1/3 with 2 energy.
    let mut s = seat(&[], &[], 2, 2);
    hand(&mut s, &[Bp::PowerPlant, Bp::Biolab, Bp::Foundry]);
    assert_illegal(&mut s, 0, build(Bp::PowerPlant, Bp::Foundry));
    assert_illegal(&mut s, 0, build(Bp::Biolab, Bp::Foundry));
    // Foundry 2/1 is affordable.
    apply(&mut s, 0, build(Bp::Foundry, Bp::Biolab));
    assert_eq!((p(&s).metal, p(&s).energy), (0, 1));
}

#[test]
fn build_no_second_copy_of_a_name_already_in_the_compound() {
    let mut s = seat(&[], &[Bp::PowerPlant], 9, 9);
    hand(&mut s, &[Bp::PowerPlant, Bp::Biolab]);
    assert_illegal(&mut s, 0, build(Bp::PowerPlant, Bp::Biolab));
    assert!(builds_of(&s, Bp::PowerPlant).is_empty());
}

#[test]
fn build_obelisk_and_beacon_may_be_built_several_times() {
    let mut s = seat(&[], &[Bp::Obelisk, Bp::Beacon], 5, 5);
    hand(
        &mut s,
        &[Bp::Obelisk, Bp::Golem, Bp::Beacon, Bp::Incinerator],
    );
    apply(&mut s, 0, build(Bp::Obelisk, Bp::Golem)); // 3/1
    apply(&mut s, 0, build(Bp::Beacon, Bp::Incinerator)); // 2/4
    assert_eq!(
        p(&s).compound,
        vec![Bp::Obelisk, Bp::Beacon, Bp::Obelisk, Bp::Beacon]
    );
    assert_eq!((p(&s).metal, p(&s).energy), (0, 0));
}

#[test]
fn build_only_one_megalith_per_compound() {
    let mut s = seat(&[], &[Bp::Megalith], 10, 10);
    hand(&mut s, &[Bp::Megalith, Bp::Megalith, Bp::Refinery]);
    assert!(builds_of(&s, Bp::Megalith).is_empty());
    assert_illegal(&mut s, 0, build(Bp::Megalith, Bp::Refinery));
    assert_illegal(&mut s, 0, build(Bp::Megalith, Bp::Megalith));
}

#[test]
fn megalith_costs_one_metal_less_per_monument_already_built_energy_stays_two() {
    // No monument: the printed 5 metal / 2 energy.
    let mut s = seat(&[], &[], 4, 2);
    hand(&mut s, &[Bp::Megalith, Bp::Refinery]);
    assert_illegal(&mut s, 0, build(Bp::Megalith, Bp::Refinery));
    s.players[0].metal = 5;
    apply(&mut s, 0, build(Bp::Megalith, Bp::Refinery));
    assert_eq!((p(&s).metal, p(&s).energy), (0, 0));

    // Two Obelisks: 3 metal, still 2 energy.
    let mut s = seat(&[], &[Bp::Obelisk, Bp::Obelisk], 2, 2);
    hand(&mut s, &[Bp::Megalith, Bp::Refinery]);
    assert_illegal(&mut s, 0, build(Bp::Megalith, Bp::Refinery));
    s.players[0].metal = 3;
    s.players[0].energy = 1;
    assert_illegal(&mut s, 0, build(Bp::Megalith, Bp::Refinery));
    s.players[0].energy = 2;
    apply(&mut s, 0, build(Bp::Megalith, Bp::Refinery));
    assert_eq!((p(&s).metal, p(&s).energy), (0, 0));

    // Five monuments (four Obelisks and a Beacon): never below 1 metal.
    let mut s = seat(
        &[],
        &[
            Bp::Obelisk,
            Bp::Obelisk,
            Bp::Obelisk,
            Bp::Obelisk,
            Bp::Beacon,
        ],
        0,
        2,
    );
    hand(&mut s, &[Bp::Megalith, Bp::Refinery]);
    assert_illegal(&mut s, 0, build(Bp::Megalith, Bp::Refinery));
    s.players[0].metal = 1;
    apply(&mut s, 0, build(Bp::Megalith, Bp::Refinery));
    assert_eq!((p(&s).metal, p(&s).energy), (0, 0));
    assert!(p(&s).owns(Bp::Megalith));
}

#[test]
fn a_card_can_be_activated_right_after_it_is_built() {
    let mut s = seat(&[5], &[], 3, 0);
    hand(&mut s, &[Bp::PowerPlant, Bp::Dojo]);
    apply(&mut s, 0, build(Bp::PowerPlant, Bp::Dojo));
    apply(&mut s, 0, activate(Bp::PowerPlant, [5, 0, 0], 0));
    assert_eq!(p(&s).energy, 5);
}

// --- 조형물: monuments -----------------------------------------------------------------------

#[test]
fn beacon_obelisk_and_megalith_are_monuments_without_activation() {
    let s = seat(
        &[1, 2, 3, 4, 5, 6],
        &[Bp::Beacon, Bp::Obelisk, Bp::Megalith],
        9,
        9,
    );
    assert!(
        !legal(&s)
            .iter()
            .any(|a| matches!(a, Action::Activate { .. })),
        "{:?}",
        legal(&s)
    );
}

// --- 생산 시설: production -------------------------------------------------------------------

#[test]
fn aluminum_factory_pair_and_5_energy_give_2_goods_and_1_metal() {
    let mut s = seat(&[2, 2, 6], &[Bp::AluminumFactory], 0, 5);
    apply(&mut s, 0, activate(Bp::AluminumFactory, [2, 2, 0], 0));
    assert_eq!((p(&s).goods, p(&s).metal, p(&s).energy), (2, 1, 0));
    assert_eq!(
        p(&s).on_cards,
        vec![(Bp::AluminumFactory, 2), (Bp::AluminumFactory, 2)]
    );
    assert_eq!(p(&s).free, free(&[6]));
}

#[test]
fn aluminum_factory_needs_a_pair_and_5_energy() {
    let mut s = seat(&[2, 2], &[Bp::AluminumFactory], 9, 4);
    assert_illegal(&mut s, 0, activate(Bp::AluminumFactory, [2, 2, 0], 0));
    let mut s = seat(&[2, 3, 4], &[Bp::AluminumFactory], 0, 9);
    assert!(activations(&s, Bp::AluminumFactory).is_empty());
    assert_illegal(&mut s, 0, activate(Bp::AluminumFactory, [2, 3, 0], 0));
}

#[test]
fn assembly_line_run_of_three_in_any_order_gives_2_goods() {
    let mut s = seat(&[4, 2, 6, 3], &[Bp::AssemblyLine], 0, 0);
    apply(&mut s, 0, activate(Bp::AssemblyLine, [2, 3, 4], 0));
    assert_eq!(p(&s).goods, 2);
    assert_eq!(p(&s).free, free(&[6]));
    assert_eq!(p(&s).on_cards.len(), 3);
    // 1-2-3 and 4-5-6 are runs too.
    for run in [[1, 2, 3], [4, 5, 6]] {
        let mut s = seat(&run, &[Bp::AssemblyLine], 0, 0);
        apply(&mut s, 0, activate(Bp::AssemblyLine, run, 0));
        assert_eq!(p(&s).goods, 2);
    }
}

#[test]
fn assembly_line_needs_three_distinct_consecutive_faces() {
    for dice in [&[1, 2, 4, 4][..], &[2, 2, 3, 3], &[5, 6, 1], &[3, 3, 3]] {
        let s = seat(dice, &[Bp::AssemblyLine], 9, 9);
        assert!(activations(&s, Bp::AssemblyLine).is_empty(), "{dice:?}");
    }
    let mut s = seat(&[1, 2, 4], &[Bp::AssemblyLine], 0, 0);
    assert_illegal(&mut s, 0, activate(Bp::AssemblyLine, [1, 2, 4], 0));
}

#[test]
fn battery_factory_4_energy_give_1_good_without_a_die() {
    let mut s = seat(&[3], &[Bp::BatteryFactory], 0, 4);
    apply(&mut s, 0, activate(Bp::BatteryFactory, [0, 0, 0], 0));
    assert_eq!((p(&s).goods, p(&s).energy), (1, 0));
    assert_eq!(p(&s).free, free(&[3]));
    assert!(p(&s).on_cards.is_empty());

    let mut s = seat(&[3], &[Bp::BatteryFactory], 5, 3);
    assert_illegal(&mut s, 0, activate(Bp::BatteryFactory, [0, 0, 0], 0));
}

#[test]
fn biolab_die_showing_1_and_1_energy_give_1_good() {
    let mut s = seat(&[1, 2], &[Bp::Biolab], 0, 1);
    assert_eq!(
        activations(&s, Bp::Biolab),
        vec![activate(Bp::Biolab, [1, 0, 0], 0)]
    );
    assert_illegal(&mut s, 0, activate(Bp::Biolab, [2, 0, 0], 0));
    apply(&mut s, 0, activate(Bp::Biolab, [1, 0, 0], 0));
    assert_eq!((p(&s).goods, p(&s).energy), (1, 0));
    assert_eq!(p(&s).on_cards, vec![(Bp::Biolab, 1)]);

    // A 1 but no energy.
    let mut s = seat(&[1], &[Bp::Biolab], 5, 0);
    assert_illegal(&mut s, 0, activate(Bp::Biolab, [1, 0, 0], 0));
}

#[test]
fn concrete_plant_pair_of_3s_costs_3_metal_and_still_yields_2_goods() {
    let mut s = seat(&[3, 3], &[Bp::ConcretePlant], 3, 0);
    apply(&mut s, 0, activate(Bp::ConcretePlant, [3, 3, 0], 0));
    assert_eq!((p(&s).goods, p(&s).metal), (2, 0));
    assert_eq!(
        p(&s).on_cards,
        vec![(Bp::ConcretePlant, 3), (Bp::ConcretePlant, 3)]
    );
}

#[test]
fn concrete_plant_needs_metal_equal_to_the_pair_face() {
    // 2 metal: the pair of 2s may go, the pair of 3s may not.
    let mut s = seat(&[3, 3, 2, 2], &[Bp::ConcretePlant], 2, 9);
    assert_eq!(
        activations(&s, Bp::ConcretePlant),
        vec![activate(Bp::ConcretePlant, [2, 2, 0], 0)]
    );
    assert_illegal(&mut s, 0, activate(Bp::ConcretePlant, [3, 3, 0], 0));
    apply(&mut s, 0, activate(Bp::ConcretePlant, [2, 2, 0], 0));
    assert_eq!((p(&s).goods, p(&s).metal), (2, 0));
    // No pair at all.
    let s = seat(&[1, 2, 3], &[Bp::ConcretePlant], 9, 9);
    assert!(activations(&s, Bp::ConcretePlant).is_empty());
}

#[test]
fn fulfillment_center_die_showing_4_and_2_energy_give_1_good_and_1_metal() {
    let mut s = seat(&[4, 5], &[Bp::FulfillmentCenter], 0, 2);
    assert_illegal(&mut s, 0, activate(Bp::FulfillmentCenter, [5, 0, 0], 0));
    apply(&mut s, 0, activate(Bp::FulfillmentCenter, [4, 0, 0], 0));
    assert_eq!((p(&s).goods, p(&s).metal, p(&s).energy), (1, 1, 0));
    assert_eq!(p(&s).on_cards, vec![(Bp::FulfillmentCenter, 4)]);

    let mut s = seat(&[4], &[Bp::FulfillmentCenter], 9, 1);
    assert_illegal(&mut s, 0, activate(Bp::FulfillmentCenter, [4, 0, 0], 0));
}

#[test]
fn manufactory_pair_gives_1_good_and_2_metal_or_2_blueprints_or_3_energy() {
    let mut s = seat(&[6, 6], &[Bp::Manufactory], 0, 0);
    assert_eq!(activations(&s, Bp::Manufactory).len(), 3);
    apply(&mut s, 0, activate(Bp::Manufactory, [6, 6, 0], 0));
    assert_eq!((p(&s).goods, p(&s).metal, p(&s).energy), (1, 2, 0));

    let mut s = seat(&[6, 6], &[Bp::Manufactory], 0, 0);
    stack_deck(&mut s, Bp::Robot);
    stack_deck(&mut s, Bp::Dojo);
    apply(&mut s, 0, activate(Bp::Manufactory, [6, 6, 0], 1));
    assert_eq!(p(&s).goods, 1);
    assert_eq!(
        p(&s).hand,
        vec![Bp::Dojo, Bp::Robot],
        "two cards from the deck's top"
    );
    assert_eq!((p(&s).metal, p(&s).energy), (0, 0));

    let mut s = seat(&[6, 6], &[Bp::Manufactory], 0, 0);
    apply(&mut s, 0, activate(Bp::Manufactory, [6, 6, 0], 2));
    assert_eq!((p(&s).goods, p(&s).metal, p(&s).energy), (1, 0, 3));

    let s = seat(&[6, 5], &[Bp::Manufactory], 9, 9);
    assert!(activations(&s, Bp::Manufactory).is_empty());
}

#[test]
fn mega_factory_triple_gives_2_goods_and_an_extra_die_of_any_face_usable_at_once() {
    let mut s = seat(&[4, 4, 4, 1], &[Bp::MegaFactory], 0, 0);
    // Any face for the extra die.
    assert_eq!(activations(&s, Bp::MegaFactory).len(), 6);
    apply(&mut s, 0, activate(Bp::MegaFactory, [4, 4, 4], 5));
    assert_eq!(p(&s).goods, 2);
    assert_eq!(p(&s).free, free(&[1, 5]));
    assert_eq!(p(&s).dice, 5);
    assert_eq!(p(&s).on_cards, vec![(Bp::MegaFactory, 4); 3]);
    apply(&mut s, 0, place(Hq::Mine, 5));
    assert_eq!(p(&s).metal, 1);
    assert_eq!(work::dice_accounted(p(&s)), p(&s).dice);
}

#[test]
fn mega_factory_needs_three_of_a_kind() {
    let mut s = seat(&[4, 4, 5, 6], &[Bp::MegaFactory], 9, 9);
    assert!(activations(&s, Bp::MegaFactory).is_empty());
    assert_illegal(&mut s, 0, activate(Bp::MegaFactory, [4, 4, 5], 1));
}

#[test]
fn nuclear_plant_die_showing_6_gives_1_good_and_1_energy() {
    let mut s = seat(&[6, 5], &[Bp::NuclearPlant], 0, 0);
    assert_illegal(&mut s, 0, activate(Bp::NuclearPlant, [5, 0, 0], 0));
    apply(&mut s, 0, activate(Bp::NuclearPlant, [6, 0, 0], 0));
    assert_eq!((p(&s).goods, p(&s).energy), (1, 1));
    assert_eq!(p(&s).on_cards, vec![(Bp::NuclearPlant, 6)]);
    assert_eq!(p(&s).free, free(&[5]));
}

#[test]
fn recycling_plant_discard_2_and_2_energy_give_1_good_and_a_card_from_the_deck() {
    let mut s = seat(&[3], &[Bp::RecyclingPlant], 0, 2);
    hand(&mut s, &[Bp::Dojo, Bp::Golem]);
    stack_deck(&mut s, Bp::Robot);
    apply(&mut s, 0, activate(Bp::RecyclingPlant, [0, 0, 0], 0));
    assert_eq!(p(&s).energy, 0);
    apply(&mut s, 0, Action::DiscardFor { card: Bp::Golem });
    apply(&mut s, 0, Action::DiscardFor { card: Bp::Dojo });
    assert_eq!(p(&s).goods, 1);
    assert_eq!(
        p(&s).hand,
        vec![Bp::Robot],
        "the new card is the deck's top, never one of the discards"
    );
    assert!(s.discard.ends_with(&[Bp::Golem, Bp::Dojo]));
    assert_eq!(p(&s).free, free(&[3]), "no die");
    assert!(p(&s).pending.is_none());
}

#[test]
fn recycling_plant_needs_two_cards_in_hand_and_2_energy() {
    let mut s = seat(&[], &[Bp::RecyclingPlant], 9, 9);
    hand(&mut s, &[Bp::Dojo]);
    assert_illegal(&mut s, 0, activate(Bp::RecyclingPlant, [0, 0, 0], 0));
    let mut s = seat(&[], &[Bp::RecyclingPlant], 9, 1);
    hand(&mut s, &[Bp::Dojo, Bp::Golem]);
    assert_illegal(&mut s, 0, activate(Bp::RecyclingPlant, [0, 0, 0], 0));
}

#[test]
fn trash_compactor_pair_and_two_discards_give_2_goods_and_the_choice_must_be_finished() {
    let mut s = seat(&[3, 3, 4], &[Bp::TrashCompactor], 0, 0);
    hand(&mut s, &[Bp::Dojo, Bp::Golem, Bp::Robot]);
    apply(&mut s, 0, activate(Bp::TrashCompactor, [3, 3, 0], 0));
    assert!(matches!(
        p(&s).pending,
        Some(Pending::Discard { left: 2, .. })
    ));
    // Q8: no partial activation; nothing else until the discards are made.
    assert_illegal(&mut s, 0, place(Hq::Mine, 4));
    assert_illegal(&mut s, 0, Action::EndWork);
    apply(&mut s, 0, Action::DiscardFor { card: Bp::Dojo });
    assert_eq!(p(&s).goods, 0);
    apply(&mut s, 0, Action::DiscardFor { card: Bp::Robot });
    assert_eq!(p(&s).goods, 2);
    assert_eq!(p(&s).hand, vec![Bp::Golem]);
    assert_eq!(
        p(&s).on_cards,
        vec![(Bp::TrashCompactor, 3), (Bp::TrashCompactor, 3)]
    );
    assert_eq!(p(&s).free, free(&[4]));
}

#[test]
fn trash_compactor_needs_a_pair_and_two_cards() {
    let mut s = seat(&[3, 3], &[Bp::TrashCompactor], 9, 9);
    hand(&mut s, &[Bp::Dojo]);
    assert_illegal(&mut s, 0, activate(Bp::TrashCompactor, [3, 3, 0], 0));
    let mut s = seat(&[3, 4], &[Bp::TrashCompactor], 9, 9);
    hand(&mut s, &[Bp::Dojo, Bp::Golem]);
    assert!(activations(&s, Bp::TrashCompactor).is_empty());
}

#[test]
fn warehouse_three_dice_summing_to_14_give_2_goods_and_2_energy() {
    let mut s = seat(&[3, 6, 5, 1], &[Bp::Warehouse], 0, 0);
    assert_eq!(
        activations(&s, Bp::Warehouse),
        vec![activate(Bp::Warehouse, [6, 5, 3], 0)]
    );
    apply(&mut s, 0, activate(Bp::Warehouse, [6, 5, 3], 0));
    assert_eq!((p(&s).goods, p(&s).energy), (2, 2));
    assert_eq!(p(&s).free, free(&[1]));
    assert_eq!(p(&s).on_cards.len(), 3);
}

#[test]
fn warehouse_needs_three_dice_summing_to_at_least_14() {
    // 6 + 4 + 3 = 13; two 6s alone are only two dice.
    let mut s = seat(&[6, 4, 3], &[Bp::Warehouse], 9, 9);
    assert!(activations(&s, Bp::Warehouse).is_empty());
    assert_illegal(&mut s, 0, activate(Bp::Warehouse, [6, 4, 3], 0));
    let s = seat(&[6, 6], &[Bp::Warehouse], 9, 9);
    assert!(activations(&s, Bp::Warehouse).is_empty());
}

// --- 가공 시설: utility --------------------------------------------------------------------

#[test]
fn black_market_die_and_a_discard_give_the_discarded_cards_printed_cost() {
    // Biolab's printed cost is 1 metal / 3 energy: 4 in all, no choice.
    let mut s = seat(&[2, 5], &[Bp::BlackMarket], 0, 0);
    hand(&mut s, &[Bp::Biolab]);
    apply(&mut s, 0, activate(Bp::BlackMarket, [2, 0, 0], 0));
    assert_eq!(legal(&s), vec![Action::DiscardFor { card: Bp::Biolab }]);
    apply(&mut s, 0, Action::DiscardFor { card: Bp::Biolab });
    assert_eq!((p(&s).metal, p(&s).energy), (1, 3));
    assert!(p(&s).hand.is_empty());
    assert_eq!(p(&s).on_cards, vec![(Bp::BlackMarket, 2)]);
    assert_eq!(p(&s).free, free(&[5]));
    assert!(p(&s).pending.is_none());
    assert_eq!(s.discard.last(), Some(&Bp::Biolab));
}

#[test]
fn black_market_over_4_the_owner_splits_4_and_megaliths_discount_is_ignored() {
    // Two Obelisks would make the Megalith cost 3 metal to build; the Black Market ignores it:
    // printed 5/2 → any split of 4 with metal ≤ 5 and energy ≤ 2, i.e. 2..=4 metal.
    for metal in 2..=4u8 {
        let mut s = seat(&[6], &[Bp::BlackMarket, Bp::Obelisk, Bp::Obelisk], 0, 0);
        hand(&mut s, &[Bp::Megalith]);
        apply(&mut s, 0, activate(Bp::BlackMarket, [6, 0, 0], 0));
        apply(&mut s, 0, Action::DiscardFor { card: Bp::Megalith });
        assert_eq!(
            p(&s).pending,
            Some(Pending::BlackMarketSplit {
                metal: 5,
                energy: 2
            })
        );
        assert_eq!(
            legal(&s),
            vec![
                Action::Split { metal: 2 },
                Action::Split { metal: 3 },
                Action::Split { metal: 4 }
            ]
        );
        for bad in [0, 1, 5] {
            assert!(!is_legal(&s, 0, &Action::Split { metal: bad }));
        }
        assert_illegal(&mut s, 0, Action::Split { metal: 1 });
        apply(&mut s, 0, Action::Split { metal });
        assert_eq!(
            (p(&s).metal, p(&s).energy),
            (metal as u16, 4 - metal as u16)
        );
        assert!(p(&s).pending.is_none());
    }
}

#[test]
fn black_market_beacon_2_4_splits_with_at_most_2_metal_and_golem_4_0_needs_no_split() {
    let mut s = seat(&[1], &[Bp::BlackMarket], 0, 0);
    hand(&mut s, &[Bp::Beacon]);
    apply(&mut s, 0, activate(Bp::BlackMarket, [1, 0, 0], 0));
    apply(&mut s, 0, Action::DiscardFor { card: Bp::Beacon });
    assert_eq!(
        legal(&s),
        vec![
            Action::Split { metal: 0 },
            Action::Split { metal: 1 },
            Action::Split { metal: 2 }
        ]
    );
    apply(&mut s, 0, Action::Split { metal: 0 });
    assert_eq!((p(&s).metal, p(&s).energy), (0, 4));

    let mut s = seat(&[1], &[Bp::BlackMarket], 0, 0);
    hand(&mut s, &[Bp::Golem]);
    apply(&mut s, 0, activate(Bp::BlackMarket, [1, 0, 0], 0));
    apply(&mut s, 0, Action::DiscardFor { card: Bp::Golem });
    assert!(p(&s).pending.is_none());
    assert_eq!((p(&s).metal, p(&s).energy), (4, 0));
}

#[test]
fn black_market_needs_a_die_and_a_card_in_hand() {
    let mut s = seat(&[], &[Bp::BlackMarket], 9, 9);
    hand(&mut s, &[Bp::Biolab]);
    assert!(activations(&s, Bp::BlackMarket).is_empty());
    let mut s = seat(&[4], &[Bp::BlackMarket], 9, 9);
    assert_illegal(&mut s, 0, activate(Bp::BlackMarket, [4, 0, 0], 0));
}

#[test]
fn foundry_die_x_and_x_energy_give_x_metal() {
    // The rulebook example: a 5 and 5 energy → 5 metal.
    let mut s = seat(&[5, 2], &[Bp::Foundry], 0, 5);
    apply(&mut s, 0, activate(Bp::Foundry, [5, 0, 0], 0));
    assert_eq!((p(&s).metal, p(&s).energy), (5, 0));
    assert_eq!(p(&s).on_cards, vec![(Bp::Foundry, 5)]);
    assert_eq!(p(&s).free, free(&[2]));
}

#[test]
fn foundry_needs_as_much_energy_as_the_face() {
    let mut s = seat(&[5, 4], &[Bp::Foundry], 0, 4);
    assert_eq!(
        activations(&s, Bp::Foundry),
        vec![activate(Bp::Foundry, [4, 0, 0], 0)]
    );
    assert_illegal(&mut s, 0, activate(Bp::Foundry, [5, 0, 0], 0));
}

#[test]
fn harvester_pair_gives_4_metal_or_7_energy_once_a_round() {
    let mut s = seat(&[2, 2, 5, 5], &[Bp::Harvester], 0, 0);
    apply(&mut s, 0, activate(Bp::Harvester, [2, 2, 0], 0));
    assert_eq!((p(&s).metal, p(&s).energy), (4, 0));
    assert!(
        activations(&s, Bp::Harvester).is_empty(),
        "the second pair cannot use it again"
    );
    assert_illegal(&mut s, 0, activate(Bp::Harvester, [5, 5, 0], 0));

    let mut s = seat(&[5, 5], &[Bp::Harvester], 0, 0);
    apply(&mut s, 0, activate(Bp::Harvester, [5, 5, 0], 1));
    assert_eq!((p(&s).metal, p(&s).energy), (0, 7));

    let s = seat(&[1, 2, 3], &[Bp::Harvester], 0, 0);
    assert!(activations(&s, Bp::Harvester).is_empty());
}

#[test]
fn incinerator_discard_and_1_metal_give_6_energy() {
    let mut s = seat(&[2], &[Bp::Incinerator], 1, 0);
    hand(&mut s, &[Bp::Robot]);
    apply(&mut s, 0, activate(Bp::Incinerator, [0, 0, 0], 0));
    apply(&mut s, 0, Action::DiscardFor { card: Bp::Robot });
    assert_eq!((p(&s).metal, p(&s).energy), (0, 6));
    assert!(p(&s).hand.is_empty());
    assert_eq!(p(&s).free, free(&[2]), "no die");

    let mut s = seat(&[], &[Bp::Incinerator], 0, 9);
    hand(&mut s, &[Bp::Robot]);
    assert_illegal(&mut s, 0, activate(Bp::Incinerator, [0, 0, 0], 0));
    let mut s = seat(&[], &[Bp::Incinerator], 9, 9);
    assert_illegal(&mut s, 0, activate(Bp::Incinerator, [0, 0, 0], 0));
}

#[test]
fn motherlode_1_to_3_gives_1_metal_4_to_6_gives_2() {
    for face in 1..=6u8 {
        let mut s = seat(&[face], &[Bp::Motherlode], 0, 0);
        apply(&mut s, 0, activate(Bp::Motherlode, [face, 0, 0], 0));
        assert_eq!(p(&s).metal, if face <= 3 { 1 } else { 2 }, "face {face}");
        assert_eq!(p(&s).on_cards, vec![(Bp::Motherlode, face)]);
    }
    let s = seat(&[], &[Bp::Motherlode], 0, 0);
    assert!(activations(&s, Bp::Motherlode).is_empty());
}

#[test]
fn power_plant_die_x_gives_x_energy_once_a_round() {
    let mut s = seat(&[6, 6], &[Bp::PowerPlant], 0, 0);
    apply(&mut s, 0, activate(Bp::PowerPlant, [6, 0, 0], 0));
    assert_eq!(p(&s).energy, 6);
    assert!(used(&s, Bp::PowerPlant));
    assert_illegal(&mut s, 0, activate(Bp::PowerPlant, [6, 0, 0], 0));
    let mut s = seat(&[1], &[Bp::PowerPlant], 0, 0);
    apply(&mut s, 0, activate(Bp::PowerPlant, [1, 0, 0], 0));
    assert_eq!(p(&s).energy, 1);
}

#[test]
fn refinery_discard_and_3_energy_give_3_metal() {
    let mut s = seat(&[], &[Bp::Refinery], 0, 3);
    hand(&mut s, &[Bp::Obelisk]);
    apply(&mut s, 0, activate(Bp::Refinery, [0, 0, 0], 0));
    apply(&mut s, 0, Action::DiscardFor { card: Bp::Obelisk });
    assert_eq!((p(&s).metal, p(&s).energy), (3, 0));
    assert!(p(&s).hand.is_empty());

    let mut s = seat(&[], &[Bp::Refinery], 0, 2);
    hand(&mut s, &[Bp::Obelisk]);
    assert_illegal(&mut s, 0, activate(Bp::Refinery, [0, 0, 0], 0));
    let mut s = seat(&[], &[Bp::Refinery], 0, 3);
    assert_illegal(&mut s, 0, activate(Bp::Refinery, [0, 0, 0], 0));
}

// --- 훈련 시설: training --------------------------------------------------------------------

#[test]
fn dojo_turns_an_unplaced_die_to_its_opposite_face_and_it_stays_unplaced() {
    for x in 1..=6u8 {
        let mut s = seat(&[x], &[Bp::Dojo], 0, 1);
        apply(&mut s, 0, activate(Bp::Dojo, [x, 0, 0], 0));
        assert_eq!(p(&s).free, free(&[7 - x]), "{x} → {}", 7 - x);
        assert_eq!(p(&s).energy, 0);
        assert!(p(&s).on_cards.is_empty());
        assert_eq!(p(&s).dice, 1);
    }
    let mut s = seat(&[3], &[Bp::Dojo], 5, 0);
    assert_illegal(&mut s, 0, activate(Bp::Dojo, [3, 0, 0], 0));
}

#[test]
fn fitness_center_lowers_an_unplaced_die_by_one_but_not_a_1() {
    let mut s = seat(&[1, 4], &[Bp::FitnessCenter], 0, 1);
    assert_eq!(
        activations(&s, Bp::FitnessCenter),
        vec![activate(Bp::FitnessCenter, [4, 0, 0], 0)]
    );
    assert_illegal(&mut s, 0, activate(Bp::FitnessCenter, [1, 0, 0], 0));
    apply(&mut s, 0, activate(Bp::FitnessCenter, [4, 0, 0], 0));
    assert_eq!(p(&s).free, free(&[1, 3]));
    assert_eq!(p(&s).energy, 0);
    assert!(p(&s).on_cards.is_empty());
    // The trained die is still a worker: the new 3 goes to Generate.
    apply(&mut s, 0, place(Hq::Generate, 3));
    assert_eq!(p(&s).energy, 3);

    let mut s = seat(&[4], &[Bp::FitnessCenter], 5, 0);
    assert_illegal(&mut s, 0, activate(Bp::FitnessCenter, [4, 0, 0], 0));
}

#[test]
fn gymnasium_raises_an_unplaced_die_by_one_but_not_a_6() {
    let mut s = seat(&[6, 3], &[Bp::Gymnasium], 0, 1);
    assert_eq!(
        activations(&s, Bp::Gymnasium),
        vec![activate(Bp::Gymnasium, [3, 0, 0], 0)]
    );
    assert_illegal(&mut s, 0, activate(Bp::Gymnasium, [6, 0, 0], 0));
    apply(&mut s, 0, activate(Bp::Gymnasium, [3, 0, 0], 0));
    assert_eq!(p(&s).free, free(&[4, 6]));
    assert!(p(&s).on_cards.is_empty());
    assert_eq!(p(&s).free_dice(), 2);
    // The 3 became a 4: now it may Mine.
    apply(&mut s, 0, place(Hq::Mine, 4));
    assert_eq!(p(&s).metal, 1);
}

#[test]
fn training_cards_are_once_a_round_each() {
    let mut s = seat(&[2, 2], &[Bp::Dojo, Bp::Gymnasium, Bp::FitnessCenter], 0, 9);
    apply(&mut s, 0, activate(Bp::Dojo, [2, 0, 0], 0));
    apply(&mut s, 0, activate(Bp::Gymnasium, [2, 0, 0], 0));
    apply(&mut s, 0, activate(Bp::FitnessCenter, [5, 0, 0], 0));
    assert_eq!(p(&s).free, free(&[3, 4]));
    assert_eq!(p(&s).energy, 6);
    for card in [Bp::Dojo, Bp::Gymnasium, Bp::FitnessCenter] {
        assert!(activations(&s, card).is_empty(), "{card:?}");
    }
}

#[test]
fn temp_agency_rerolls_the_chosen_unplaced_dice_and_keeps_the_count() {
    let mut s = seat(&[1, 1, 6, 6, 5], &[Bp::TempAgency], 0, 1);
    apply(&mut s, 0, place(Hq::Mine, 5));
    apply(&mut s, 0, activate(Bp::TempAgency, [0, 0, 0], 0));
    assert_eq!(p(&s).energy, 0);
    assert_eq!(p(&s).pending, Some(Pending::Reroll { chosen: [0; 6] }));
    // At least one die must be chosen: no RerollDone yet, only the faces it holds.
    assert_eq!(
        legal(&s),
        vec![
            Action::RerollPick { face: 1 },
            Action::RerollPick { face: 6 }
        ]
    );
    assert_illegal(&mut s, 0, Action::RerollDone);
    assert_illegal(&mut s, 0, Action::RerollPick { face: 5 });
    apply(&mut s, 0, Action::RerollPick { face: 1 });
    apply(&mut s, 0, Action::RerollPick { face: 1 });
    // Both 1s are chosen; no third 1.
    assert!(!is_legal(&s, 0, &Action::RerollPick { face: 1 }));
    apply(&mut s, 0, Action::RerollDone);
    assert!(p(&s).pending.is_none());
    assert_eq!(p(&s).free_dice(), 4, "dice count conserved");
    assert_eq!(p(&s).dice, 5);
    assert!(p(&s).free[5] >= 2, "the unchosen 6s keep their faces");
    assert_eq!(
        p(&s).hq[Hq::Mine as usize],
        vec![5],
        "placed dice untouched"
    );
    assert!(p(&s).on_cards.is_empty());
    assert!(activations(&s, Bp::TempAgency).is_empty(), "once a round");
}

#[test]
fn temp_agency_needs_an_unplaced_die_and_1_energy() {
    let mut s = seat(&[], &[Bp::TempAgency], 9, 9);
    assert_illegal(&mut s, 0, activate(Bp::TempAgency, [0, 0, 0], 0));
    let mut s = seat(&[3], &[Bp::TempAgency], 9, 0);
    assert_illegal(&mut s, 0, activate(Bp::TempAgency, [0, 0, 0], 0));
}

// --- 특수 시설: special --------------------------------------------------------------------

#[test]
fn golem_3_energy_gives_an_extra_die_showing_3_usable_at_once() {
    let mut s = seat(&[5], &[Bp::Golem], 0, 3);
    apply(&mut s, 0, activate(Bp::Golem, [0, 0, 0], 3));
    assert_eq!(p(&s).energy, 0);
    assert_eq!(p(&s).free, free(&[3, 5]));
    assert_eq!(p(&s).dice, 2);
    apply(&mut s, 0, place(Hq::Generate, 3));
    assert_eq!(p(&s).energy, 3);
    assert_eq!(work::dice_accounted(p(&s)), p(&s).dice);
    assert!(activations(&s, Bp::Golem).is_empty(), "once a round");
}

#[test]
fn golem_pays_x_energy_for_a_die_showing_x_from_1_to_6() {
    let s = seat(&[], &[Bp::Golem], 0, 6);
    let opts: Vec<u8> = activations(&s, Bp::Golem)
        .iter()
        .map(|a| match a {
            Action::Activate { opt, .. } => *opt,
            _ => unreachable!(),
        })
        .collect();
    assert_eq!(opts, vec![1, 2, 3, 4, 5, 6]);
    let mut s = seat(&[], &[Bp::Golem], 0, 3);
    assert_illegal(&mut s, 0, activate(Bp::Golem, [0, 0, 0], 4));
    apply(&mut s, 0, activate(Bp::Golem, [0, 0, 0], 1));
    assert_eq!((p(&s).energy, p(&s).free), (2, free(&[1])));
}

#[test]
fn robot_1_metal_gives_an_extra_rolled_die() {
    let mut s = seat(&[2], &[Bp::Robot], 1, 0);
    apply(&mut s, 0, activate(Bp::Robot, [0, 0, 0], 0));
    assert_eq!(p(&s).metal, 0);
    assert_eq!(p(&s).dice, 2);
    assert_eq!(p(&s).free_dice(), 2);
    assert!(p(&s).free[1] >= 1, "the old 2 is still there");

    let mut s = seat(&[2], &[Bp::Robot], 0, 9);
    assert_illegal(&mut s, 0, activate(Bp::Robot, [0, 0, 0], 0));
}

#[test]
fn laboratory_draws_one_card_the_first_time_goods_are_gained_each_round_only() {
    let mut s = seat(
        &[1, 6, 4],
        &[Bp::Laboratory, Bp::Biolab, Bp::NuclearPlant],
        0,
        1,
    );
    assert!(
        activations(&s, Bp::Laboratory).is_empty(),
        "passive, no activation"
    );
    // Gaining metal is not gaining goods.
    apply(&mut s, 0, place(Hq::Mine, 4));
    assert!(p(&s).hand.is_empty());
    stack_deck(&mut s, Bp::Dojo);
    apply(&mut s, 0, activate(Bp::Biolab, [1, 0, 0], 0));
    assert_eq!(p(&s).goods, 1);
    assert_eq!(p(&s).hand, vec![Bp::Dojo]);
    stack_deck(&mut s, Bp::Robot);
    apply(&mut s, 0, activate(Bp::NuclearPlant, [6, 0, 0], 0));
    assert_eq!(p(&s).goods, 2);
    assert_eq!(p(&s).hand, vec![Bp::Dojo], "at most one card a round");
    assert_eq!(s.deck.last(), Some(&Bp::Robot));

    // Next round it draws again.
    round::reset_round_flags(&mut s);
    set_dice(&mut s, 0, &[1]);
    s.players[0].energy = 1;
    apply(&mut s, 0, activate(Bp::Biolab, [1, 0, 0], 0));
    assert_eq!(p(&s).hand, vec![Bp::Dojo, Bp::Robot]);
}

#[test]
fn laboratory_draws_once_even_for_two_goods_at_a_time() {
    let mut s = seat(&[1, 2, 3], &[Bp::Laboratory, Bp::AssemblyLine], 0, 0);
    apply(&mut s, 0, activate(Bp::AssemblyLine, [1, 2, 3], 0));
    assert_eq!(p(&s).goods, 2);
    assert_eq!(p(&s).hand.len(), 1);
}

#[test]
fn scrap_yard_gives_1_metal_after_a_build_once_a_round_not_for_itself() {
    // Building the Scrap Yard itself gives nothing.
    let mut s = seat(&[], &[], 1, 2);
    hand(
        &mut s,
        &[
            Bp::ScrapYard,
            Bp::Refinery,
            Bp::PowerPlant,
            Bp::Dojo,
            Bp::Foundry,
            Bp::Biolab,
        ],
    );
    apply(&mut s, 0, build(Bp::ScrapYard, Bp::Refinery));
    assert_eq!((p(&s).metal, p(&s).energy), (0, 0));
    // The next build does: Power Plant 3/0 → 3 − 3 + 1.
    s.players[0].metal = 3;
    apply(&mut s, 0, build(Bp::PowerPlant, Bp::Dojo));
    assert_eq!(p(&s).metal, 1);
    // Only once a round: Foundry 2/1 → 3 − 2, no bonus.
    s.players[0].metal = 3;
    s.players[0].energy = 1;
    apply(&mut s, 0, build(Bp::Foundry, Bp::Biolab));
    assert_eq!((p(&s).metal, p(&s).energy), (1, 0));
    assert!(
        !legal(&s).iter().any(|a| matches!(
            a,
            Action::Activate {
                card: Bp::ScrapYard,
                ..
            }
        )),
        "passive"
    );
}

#[test]
fn solar_array_gives_2_energy_after_a_build_once_a_round_not_for_itself() {
    // Owning a Scrap Yard, build the Solar Array: the Scrap Yard fires, the Solar Array not.
    let mut s = seat(&[], &[Bp::ScrapYard], 1, 2);
    hand(
        &mut s,
        &[
            Bp::SolarArray,
            Bp::Dojo,
            Bp::PowerPlant,
            Bp::Foundry,
            Bp::Biolab,
            Bp::BlackMarket,
        ],
    );
    apply(&mut s, 0, build(Bp::SolarArray, Bp::Dojo));
    assert_eq!((p(&s).metal, p(&s).energy), (1, 0));
    // Next build: the Solar Array fires (+2 energy), the Scrap Yard is spent.
    s.players[0].metal = 3;
    apply(&mut s, 0, build(Bp::PowerPlant, Bp::Foundry));
    assert_eq!((p(&s).metal, p(&s).energy), (0, 2));
    // And only once a round: Biolab 1/3 with 1 metal and 3 energy leaves nothing.
    s.players[0].metal = 1;
    s.players[0].energy = 3;
    apply(&mut s, 0, build(Bp::Biolab, Bp::BlackMarket));
    assert_eq!((p(&s).metal, p(&s).energy), (0, 0));

    // Next round both fire again.
    round::reset_round_flags(&mut s);
    hand(&mut s, &[Bp::Obelisk, Bp::Golem]);
    s.players[0].metal = 3;
    s.players[0].energy = 1;
    apply(&mut s, 0, build(Bp::Obelisk, Bp::Golem));
    assert_eq!((p(&s).metal, p(&s).energy), (1, 2));
}

// --- 복제품 제조기: Replicator -------------------------------------------------------------

#[test]
fn replicator_rulebook_example_copies_the_markets_biolab() {
    // 1 energy for the Replicator, then the Biolab's own input: a 1 (on the Replicator) and 1
    // energy → 1 good.
    let mut s = seat(&[1, 5], &[Bp::Replicator], 0, 2);
    set_market(&mut s, &[Bp::Biolab, Bp::Obelisk, Bp::Robot, Bp::Dojo]);
    apply(&mut s, 0, copy(Bp::Biolab, [1, 0, 0], 0));
    assert_eq!((p(&s).goods, p(&s).energy), (1, 0));
    assert_eq!(p(&s).on_cards, vec![(Bp::Replicator, 1)]);
    assert_eq!(p(&s).free, free(&[5]));
    assert_eq!(
        p(&s).compound,
        vec![Bp::Replicator],
        "the card stays in the market"
    );
    assert_eq!(s.market[0], Some(Bp::Biolab));
    assert!(used(&s, Bp::Replicator));
}

#[test]
fn replicator_pays_1_energy_on_top_of_the_copied_cards_inputs() {
    let mut s = seat(&[1], &[Bp::Replicator], 0, 1);
    set_market(&mut s, &[Bp::Biolab]);
    assert!(copyable(&s).is_empty());
    assert_illegal(&mut s, 0, copy(Bp::Biolab, [1, 0, 0], 0));
    // The die condition holds for copies too.
    let mut s = seat(&[2], &[Bp::Replicator], 0, 5);
    set_market(&mut s, &[Bp::Biolab]);
    assert_illegal(&mut s, 0, copy(Bp::Biolab, [2, 0, 0], 0));
}

#[test]
fn replicator_cannot_copy_a_monument_another_replicator_or_a_passive_card() {
    let mut s = seat(&[1, 2, 3, 4, 5, 6], &[Bp::Replicator], 9, 9);
    set_market(
        &mut s,
        &[Bp::Obelisk, Bp::Replicator, Bp::Laboratory, Bp::SolarArray],
    );
    assert!(copyable(&s).is_empty(), "{:?}", legal(&s));
    for card in [Bp::Obelisk, Bp::Replicator, Bp::Laboratory, Bp::SolarArray] {
        assert_illegal(&mut s, 0, copy(card, [0, 0, 0], 0));
    }
    set_market(
        &mut s,
        &[Bp::ScrapYard, Bp::Beacon, Bp::Megalith, Bp::PowerPlant],
    );
    assert_eq!(copyable(&s), vec![Bp::PowerPlant]);
    assert_illegal(&mut s, 0, copy(Bp::ScrapYard, [0, 0, 0], 0));
    assert_illegal(&mut s, 0, copy(Bp::Beacon, [0, 0, 0], 0));
}

#[test]
fn replicator_can_copy_a_card_you_own_and_have_already_used() {
    let mut s = seat(&[1, 1], &[Bp::Biolab, Bp::Replicator], 0, 3);
    set_market(&mut s, &[Bp::Biolab]);
    apply(&mut s, 0, activate(Bp::Biolab, [1, 0, 0], 0));
    assert!(activations(&s, Bp::Biolab).is_empty());
    apply(&mut s, 0, copy(Bp::Biolab, [1, 0, 0], 0));
    assert_eq!((p(&s).goods, p(&s).energy), (2, 0));
    assert_eq!(p(&s).on_cards, vec![(Bp::Biolab, 1), (Bp::Replicator, 1)]);
}

#[test]
fn replicator_copy_leaves_your_own_card_of_that_name_unused() {
    let mut s = seat(&[6, 6], &[Bp::PowerPlant, Bp::Replicator], 0, 1);
    set_market(&mut s, &[Bp::PowerPlant]);
    apply(&mut s, 0, copy(Bp::PowerPlant, [6, 0, 0], 0));
    assert_eq!(p(&s).energy, 6);
    assert!(!used(&s, Bp::PowerPlant));
    apply(&mut s, 0, activate(Bp::PowerPlant, [6, 0, 0], 0));
    assert_eq!(p(&s).energy, 12);
    assert_eq!(
        p(&s).on_cards,
        vec![(Bp::Replicator, 6), (Bp::PowerPlant, 6)]
    );
}

#[test]
fn replicator_is_once_a_round() {
    let mut s = seat(&[1, 5, 6], &[Bp::Replicator], 0, 9);
    set_market(&mut s, &[Bp::Biolab, Bp::PowerPlant, Bp::NuclearPlant]);
    apply(&mut s, 0, copy(Bp::PowerPlant, [5, 0, 0], 0));
    assert_eq!(p(&s).energy, 9 - 1 + 5);
    assert!(copyable(&s).is_empty());
    assert_illegal(&mut s, 0, copy(Bp::Biolab, [1, 0, 0], 0));
    assert_illegal(&mut s, 0, copy(Bp::NuclearPlant, [6, 0, 0], 0));
}

#[test]
fn replicator_copying_a_refinery_pays_its_discard_and_energy() {
    let mut s = seat(&[], &[Bp::Replicator], 0, 4);
    set_market(&mut s, &[Bp::Refinery]);
    hand(&mut s, &[Bp::Dojo]);
    apply(&mut s, 0, copy(Bp::Refinery, [0, 0, 0], 0));
    apply(&mut s, 0, Action::DiscardFor { card: Bp::Dojo });
    assert_eq!((p(&s).metal, p(&s).energy), (3, 0));
    assert!(p(&s).hand.is_empty());
    assert_eq!(s.market[0], Some(Bp::Refinery));
}

#[test]
fn replicator_itself_needs_no_die_but_copies_place_theirs_on_it() {
    // Copying a pair card: both dice go on the Replicator.
    let mut s = seat(&[4, 4], &[Bp::Replicator], 0, 1);
    set_market(&mut s, &[Bp::Harvester]);
    apply(&mut s, 0, copy(Bp::Harvester, [4, 4, 0], 1));
    assert_eq!(p(&s).energy, 7);
    assert_eq!(
        p(&s).on_cards,
        vec![(Bp::Replicator, 4), (Bp::Replicator, 4)]
    );
    assert_eq!(p(&s).free_dice(), 0);
}

// --- describe must not panic on illegal input (found while writing these tests) -------------

#[test]
fn black_market_split_above_4_metal_is_rejected_not_a_panic() {
    let mut s = seat(&[6], &[Bp::BlackMarket], 0, 0);
    hand(&mut s, &[Bp::Megalith]);
    apply(&mut s, 0, activate(Bp::BlackMarket, [6, 0, 0], 0));
    apply(&mut s, 0, Action::DiscardFor { card: Bp::Megalith });
    assert_illegal(&mut s, 0, Action::Split { metal: 5 });
}

#[test]
fn fitness_center_without_a_die_is_rejected_not_a_panic() {
    let mut s = seat(&[3], &[Bp::FitnessCenter], 0, 1);
    assert_illegal(&mut s, 0, activate(Bp::FitnessCenter, [0, 0, 0], 0));
}

#[test]
fn out_of_range_actions_are_errors_not_panics() {
    let mut s = common::work_phase(2, &[1, 2]);
    for a in [
        Action::TakeBlueprint { slot: 255 },
        Action::GiveTo { seat: 255 },
        Action::Activate {
            card: Bp::Dojo,
            copy: false,
            dice: [9, 0, 0],
            opt: 0,
        },
        Action::Activate {
            card: Bp::Gymnasium,
            copy: true,
            dice: [255, 255, 255],
            opt: 255,
        },
        Action::Split { metal: 200 },
    ] {
        common::assert_illegal(&mut s, 0, a);
    }
}
