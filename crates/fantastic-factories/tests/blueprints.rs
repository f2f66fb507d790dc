//! Every blueprint's activation (부록, 청사진; FACTS.md §3), the Headquarters and building.
//! Each test arranges a work-phase position by hand and acts through the validating `apply`.

mod common;

use common::*;
use fantastic_factories::data::Bp;
use fantastic_factories::state::{Hq, Pending, State};
use fantastic_factories::{Action, FantasticFactories as FF};
use smokestack_core::Game;

/// Seat 0 in a 2-player work phase with `dice`, owning `cards`, with `metal` and `energy`.
fn seat(dice: &[u8], cards: &[Bp], metal: u16, energy: u16) -> State {
    let mut s = work_phase(2, dice);
    for &c in cards {
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

fn p(s: &State) -> &fantastic_factories::state::Player {
    &s.players[0]
}

// --- 기본 행동: Headquarters ---

#[test]
fn hq_research_takes_any_face_and_draws_one_blueprint() {
    let mut s = seat(&[6, 1], &[], 0, 0);
    apply(
        &mut s,
        0,
        Action::Place {
            hq: Hq::Research,
            face: 6,
        },
    );
    apply(
        &mut s,
        0,
        Action::Place {
            hq: Hq::Research,
            face: 1,
        },
    );
    assert_eq!(p(&s).hand.len(), 2);
}

#[test]
fn hq_generate_takes_only_1_to_3_and_gives_the_face_in_energy() {
    let mut s = seat(&[3, 4], &[], 0, 0);
    assert_illegal(
        &mut s,
        0,
        Action::Place {
            hq: Hq::Generate,
            face: 4,
        },
    );
    apply(
        &mut s,
        0,
        Action::Place {
            hq: Hq::Generate,
            face: 3,
        },
    );
    assert_eq!(p(&s).energy, 3);
}

#[test]
fn hq_mine_takes_only_4_to_6_and_gives_one_metal_whatever_the_face() {
    let mut s = seat(&[6, 3], &[], 0, 0);
    assert_illegal(
        &mut s,
        0,
        Action::Place {
            hq: Hq::Mine,
            face: 3,
        },
    );
    apply(
        &mut s,
        0,
        Action::Place {
            hq: Hq::Mine,
            face: 6,
        },
    );
    assert_eq!(p(&s).metal, 1);
}

#[test]
fn hq_holds_three_dice_per_action() {
    let mut s = seat(&[1, 2, 3, 1], &[], 0, 0);
    for f in [1, 2, 3] {
        apply(
            &mut s,
            0,
            Action::Place {
                hq: Hq::Generate,
                face: f,
            },
        );
    }
    assert_illegal(
        &mut s,
        0,
        Action::Place {
            hq: Hq::Generate,
            face: 1,
        },
    );
}

#[test]
fn matching_bonus_worked_example_yellow_blue_purple() {
    // Yellow: Research 1 card; Generate 3 energy; Mine with a pair: 2 + 1 = 3 metal.
    let mut s = seat(&[2, 3, 5, 5], &[], 0, 0);
    apply(
        &mut s,
        0,
        Action::Place {
            hq: Hq::Research,
            face: 2,
        },
    );
    apply(
        &mut s,
        0,
        Action::Place {
            hq: Hq::Generate,
            face: 3,
        },
    );
    apply(
        &mut s,
        0,
        Action::Place {
            hq: Hq::Mine,
            face: 5,
        },
    );
    apply(
        &mut s,
        0,
        Action::Place {
            hq: Hq::Mine,
            face: 5,
        },
    );
    assert_eq!((p(&s).hand.len(), p(&s).energy, p(&s).metal), (1, 3, 3));
    // Blue: 2-2-2 on Generate = 6 + 2 = 8 energy; one die on Mine = 1 metal.
    let mut s = seat(&[2, 2, 2, 4], &[], 0, 0);
    for _ in 0..3 {
        apply(
            &mut s,
            0,
            Action::Place {
                hq: Hq::Generate,
                face: 2,
            },
        );
    }
    apply(
        &mut s,
        0,
        Action::Place {
            hq: Hq::Mine,
            face: 4,
        },
    );
    assert_eq!((p(&s).energy, p(&s).metal), (8, 1));
    // Purple: three dice on Research with one pair = 3 + 1 = 4 cards; a 2 on Generate.
    let mut s = seat(&[6, 6, 4, 2], &[], 0, 0);
    for f in [6, 4, 6] {
        apply(
            &mut s,
            0,
            Action::Place {
                hq: Hq::Research,
                face: f,
            },
        );
    }
    apply(
        &mut s,
        0,
        Action::Place {
            hq: Hq::Generate,
            face: 2,
        },
    );
    assert_eq!((p(&s).hand.len(), p(&s).energy), (4, 2));
}

// --- 건물 건설: building ---

#[test]
fn build_discards_another_card_of_the_same_tool_and_pays_the_cost() {
    let mut s = seat(&[], &[], 3, 2);
    hand(&mut s, &[Bp::Warehouse, Bp::Robot, Bp::Biolab]); // hammer, hammer, gear
    assert_illegal(
        &mut s,
        0,
        Action::Build {
            card: Bp::Warehouse,
            discard: Bp::Biolab,
        },
    );
    apply(
        &mut s,
        0,
        Action::Build {
            card: Bp::Warehouse,
            discard: Bp::Robot,
        },
    );
    assert_eq!(p(&s).compound, vec![Bp::Warehouse]);
    assert_eq!((p(&s).metal, p(&s).energy), (0, 0));
    assert_eq!(p(&s).hand, vec![Bp::Biolab]);
    assert!(s.discard.contains(&Bp::Robot));
}

#[test]
fn build_may_discard_a_second_copy_of_the_same_name() {
    let mut s = seat(&[], &[], 3, 1);
    hand(&mut s, &[Bp::Obelisk, Bp::Obelisk]);
    apply(
        &mut s,
        0,
        Action::Build {
            card: Bp::Obelisk,
            discard: Bp::Obelisk,
        },
    );
    assert_eq!(p(&s).compound, vec![Bp::Obelisk]);
    let mut s = seat(&[], &[], 3, 1);
    hand(&mut s, &[Bp::Obelisk]);
    assert_illegal(
        &mut s,
        0,
        Action::Build {
            card: Bp::Obelisk,
            discard: Bp::Obelisk,
        },
    );
}

#[test]
fn build_needs_the_resources() {
    let mut s = seat(&[], &[], 2, 2);
    hand(&mut s, &[Bp::Warehouse, Bp::Robot]);
    assert_illegal(
        &mut s,
        0,
        Action::Build {
            card: Bp::Warehouse,
            discard: Bp::Robot,
        },
    );
}

#[test]
fn no_duplicate_names_except_obelisk_and_beacon() {
    let mut s = seat(&[], &[Bp::Robot, Bp::Obelisk, Bp::Beacon], 10, 10);
    hand(
        &mut s,
        &[
            Bp::Robot,
            Bp::Golem,
            Bp::Obelisk,
            Bp::Warehouse,
            Bp::Beacon,
            Bp::Motherlode,
        ],
    );
    assert_illegal(
        &mut s,
        0,
        Action::Build {
            card: Bp::Robot,
            discard: Bp::Golem,
        },
    );
    apply(
        &mut s,
        0,
        Action::Build {
            card: Bp::Obelisk,
            discard: Bp::Warehouse,
        },
    );
    apply(
        &mut s,
        0,
        Action::Build {
            card: Bp::Beacon,
            discard: Bp::Motherlode,
        },
    );
    assert_eq!(
        p(&s).compound.iter().filter(|&&c| c == Bp::Obelisk).count(),
        2
    );
    assert_eq!(
        p(&s).compound.iter().filter(|&&c| c == Bp::Beacon).count(),
        2
    );
}

#[test]
fn megalith_costs_one_metal_less_per_monument_never_below_one_and_only_one_is_allowed() {
    let mut s = seat(&[], &[Bp::Obelisk, Bp::Beacon], 3, 2);
    hand(&mut s, &[Bp::Megalith, Bp::Laboratory]); // both wrench
    apply(
        &mut s,
        0,
        Action::Build {
            card: Bp::Megalith,
            discard: Bp::Laboratory,
        },
    );
    assert_eq!(
        (p(&s).metal, p(&s).energy),
        (0, 0),
        "5 − 2 = 3 metal, energy stays 2"
    );
    let mut s = seat(
        &[],
        &[
            Bp::Obelisk,
            Bp::Obelisk,
            Bp::Obelisk,
            Bp::Obelisk,
            Bp::Obelisk,
            Bp::Beacon,
        ],
        1,
        2,
    );
    hand(&mut s, &[Bp::Megalith, Bp::Laboratory]);
    apply(
        &mut s,
        0,
        Action::Build {
            card: Bp::Megalith,
            discard: Bp::Laboratory,
        },
    );
    assert_eq!(p(&s).metal, 0, "never below 1 metal");
    hand(&mut s, &[Bp::Megalith, Bp::ScrapYard]);
    s.players[0].metal = 9;
    s.players[0].energy = 9;
    assert_illegal(
        &mut s,
        0,
        Action::Build {
            card: Bp::Megalith,
            discard: Bp::ScrapYard,
        },
    );
}

// --- activations ---

#[test]
fn activation_is_once_per_round() {
    let mut s = seat(&[3, 5], &[Bp::PowerPlant], 0, 0);
    apply(&mut s, 0, activate(Bp::PowerPlant, [3, 0, 0], 0));
    assert_illegal(&mut s, 0, activate(Bp::PowerPlant, [5, 0, 0], 0));
}

#[test]
fn aluminum_factory_pair_and_5_energy_give_2_goods_and_1_metal() {
    let mut s = seat(&[4, 4], &[Bp::AluminumFactory], 0, 4);
    assert_illegal(&mut s, 0, activate(Bp::AluminumFactory, [4, 4, 0], 0));
    s.players[0].energy = 5;
    apply(&mut s, 0, activate(Bp::AluminumFactory, [4, 4, 0], 0));
    assert_eq!((p(&s).goods, p(&s).metal, p(&s).energy), (2, 1, 0));
    assert_eq!(
        p(&s).on_cards,
        vec![(Bp::AluminumFactory, 4), (Bp::AluminumFactory, 4)]
    );
}

#[test]
fn assembly_line_run_of_three_gives_2_goods() {
    let mut s = seat(&[5, 3, 4], &[Bp::AssemblyLine], 0, 0);
    apply(&mut s, 0, activate(Bp::AssemblyLine, [3, 4, 5], 0));
    assert_eq!(p(&s).goods, 2);
    let mut s = seat(&[1, 3, 4], &[Bp::AssemblyLine], 0, 0);
    assert!(FF::legal(&s, 0).iter().all(|a| !matches!(
        a,
        Action::Activate {
            card: Bp::AssemblyLine,
            ..
        }
    )));
    assert_illegal(&mut s, 0, activate(Bp::AssemblyLine, [1, 2, 3], 0));
}

#[test]
fn battery_factory_4_energy_give_1_good_without_a_die() {
    let mut s = seat(&[], &[Bp::BatteryFactory], 0, 4);
    apply(&mut s, 0, activate(Bp::BatteryFactory, [0; 3], 0));
    assert_eq!((p(&s).goods, p(&s).energy), (1, 0));
}

#[test]
fn biolab_needs_a_1_and_1_energy() {
    let mut s = seat(&[2], &[Bp::Biolab], 0, 1);
    assert_illegal(&mut s, 0, activate(Bp::Biolab, [2, 0, 0], 0));
    let mut s = seat(&[1], &[Bp::Biolab], 0, 1);
    apply(&mut s, 0, activate(Bp::Biolab, [1, 0, 0], 0));
    assert_eq!((p(&s).goods, p(&s).energy), (1, 0));
}

#[test]
fn black_market_gives_the_printed_cost_up_to_4_with_a_chosen_split() {
    let mut s = seat(&[6], &[Bp::BlackMarket], 0, 0);
    hand(&mut s, &[Bp::Biolab]); // 1 metal 3 energy = 4
    apply(&mut s, 0, activate(Bp::BlackMarket, [6, 0, 0], 0));
    assert!(matches!(p(&s).pending, Some(Pending::Discard { .. })));
    apply(&mut s, 0, Action::DiscardFor { card: Bp::Biolab });
    assert_eq!((p(&s).metal, p(&s).energy), (1, 3));
    // Megalith: printed 5 + 2, discount ignored; take 4 in all, metal 2 to 4.
    let mut s = seat(&[2], &[Bp::BlackMarket, Bp::Obelisk], 0, 0);
    hand(&mut s, &[Bp::Megalith]);
    apply(&mut s, 0, activate(Bp::BlackMarket, [2, 0, 0], 0));
    apply(&mut s, 0, Action::DiscardFor { card: Bp::Megalith });
    assert_eq!(
        FF::legal(&s, 0),
        vec![
            Action::Split { metal: 2 },
            Action::Split { metal: 3 },
            Action::Split { metal: 4 }
        ]
    );
    apply(&mut s, 0, Action::Split { metal: 3 });
    assert_eq!((p(&s).metal, p(&s).energy), (3, 1));
}

#[test]
fn concrete_plant_pair_of_3s_costs_3_metal_and_gives_2_goods() {
    let mut s = seat(&[3, 3], &[Bp::ConcretePlant], 2, 0);
    assert_illegal(&mut s, 0, activate(Bp::ConcretePlant, [3, 3, 0], 0));
    s.players[0].metal = 3;
    apply(&mut s, 0, activate(Bp::ConcretePlant, [3, 3, 0], 0));
    assert_eq!((p(&s).goods, p(&s).metal), (2, 0));
}

#[test]
fn dojo_turns_an_unplaced_die_to_its_opposite_face_and_the_die_stays_free() {
    let mut s = seat(&[3], &[Bp::Dojo], 0, 1);
    apply(&mut s, 0, activate(Bp::Dojo, [3, 0, 0], 0));
    assert_eq!(p(&s).free, [0, 0, 0, 1, 0, 0]);
    assert!(p(&s).on_cards.is_empty());
}

#[test]
fn fitness_center_lowers_a_die_by_one_but_not_a_1() {
    let mut s = seat(&[1, 5], &[Bp::FitnessCenter], 0, 1);
    assert_illegal(&mut s, 0, activate(Bp::FitnessCenter, [1, 0, 0], 0));
    apply(&mut s, 0, activate(Bp::FitnessCenter, [5, 0, 0], 0));
    assert_eq!(p(&s).free, [1, 0, 0, 1, 0, 0]);
}

#[test]
fn gymnasium_raises_a_die_by_one_but_not_a_6() {
    let mut s = seat(&[6, 2], &[Bp::Gymnasium], 0, 1);
    assert_illegal(&mut s, 0, activate(Bp::Gymnasium, [6, 0, 0], 0));
    apply(&mut s, 0, activate(Bp::Gymnasium, [2, 0, 0], 0));
    assert_eq!(p(&s).free, [0, 0, 1, 0, 0, 1]);
}

#[test]
fn foundry_worked_example_a_5_and_5_energy_give_5_metal() {
    let mut s = seat(&[5], &[Bp::Foundry], 0, 4);
    assert_illegal(&mut s, 0, activate(Bp::Foundry, [5, 0, 0], 0));
    s.players[0].energy = 5;
    apply(&mut s, 0, activate(Bp::Foundry, [5, 0, 0], 0));
    assert_eq!((p(&s).metal, p(&s).energy), (5, 0));
}

#[test]
fn fulfillment_center_needs_a_4_and_2_energy() {
    let mut s = seat(&[4], &[Bp::FulfillmentCenter], 0, 2);
    apply(&mut s, 0, activate(Bp::FulfillmentCenter, [4, 0, 0], 0));
    assert_eq!((p(&s).goods, p(&s).metal, p(&s).energy), (1, 1, 0));
}

#[test]
fn golem_x_energy_gives_an_extra_die_showing_x_usable_at_once() {
    let mut s = seat(&[], &[Bp::Golem], 0, 3);
    apply(&mut s, 0, activate(Bp::Golem, [0; 3], 3));
    assert_eq!((p(&s).energy, p(&s).free[2], p(&s).dice), (0, 1, 1));
    apply(
        &mut s,
        0,
        Action::Place {
            hq: Hq::Generate,
            face: 3,
        },
    );
    assert_eq!(p(&s).energy, 3);
}

#[test]
fn harvester_pair_gives_4_metal_or_7_energy() {
    for (opt, m, e) in [(0, 4, 0), (1, 0, 7)] {
        let mut s = seat(&[2, 2], &[Bp::Harvester], 0, 0);
        apply(&mut s, 0, activate(Bp::Harvester, [2, 2, 0], opt));
        assert_eq!((p(&s).metal, p(&s).energy), (m, e));
    }
}

#[test]
fn incinerator_discards_a_blueprint_and_1_metal_for_6_energy() {
    let mut s = seat(&[], &[Bp::Incinerator], 1, 0);
    assert!(
        !is_legal(&s, 0, &activate(Bp::Incinerator, [0; 3], 0)),
        "needs a card to discard"
    );
    hand(&mut s, &[Bp::Robot]);
    apply(&mut s, 0, activate(Bp::Incinerator, [0; 3], 0));
    apply(&mut s, 0, Action::DiscardFor { card: Bp::Robot });
    assert_eq!((p(&s).metal, p(&s).energy, p(&s).hand.len()), (0, 6, 0));
}

#[test]
fn laboratory_draws_once_the_first_time_goods_arrive_each_round() {
    let mut s = seat(
        &[6, 1],
        &[Bp::Laboratory, Bp::NuclearPlant, Bp::Biolab],
        0,
        1,
    );
    apply(&mut s, 0, activate(Bp::NuclearPlant, [6, 0, 0], 0));
    assert_eq!(p(&s).hand.len(), 1);
    apply(&mut s, 0, activate(Bp::Biolab, [1, 0, 0], 0));
    assert_eq!(p(&s).hand.len(), 1, "at most one card a round");
}

#[test]
fn manufactory_pair_gives_a_good_and_2_metal_2_blueprints_or_3_energy() {
    for (opt, m, e, cards) in [(0, 2, 0, 0), (1, 0, 0, 2), (2, 0, 3, 0)] {
        let mut s = seat(&[5, 5], &[Bp::Manufactory], 0, 0);
        apply(&mut s, 0, activate(Bp::Manufactory, [5, 5, 0], opt));
        assert_eq!(
            (p(&s).goods, p(&s).metal, p(&s).energy, p(&s).hand.len()),
            (1, m, e, cards)
        );
    }
}

#[test]
fn mega_factory_three_of_a_kind_gives_2_goods_and_an_extra_die_of_any_face() {
    let mut s = seat(&[4, 4, 4], &[Bp::MegaFactory], 0, 0);
    apply(&mut s, 0, activate(Bp::MegaFactory, [4, 4, 4], 6));
    assert_eq!((p(&s).goods, p(&s).free[5], p(&s).dice), (2, 1, 4));
    let s = seat(&[4, 4, 3], &[Bp::MegaFactory], 0, 0);
    assert!(!FF::legal(&s, 0).iter().any(|a| matches!(
        a,
        Action::Activate {
            card: Bp::MegaFactory,
            ..
        }
    )));
}

#[test]
fn motherlode_gives_1_metal_for_1_to_3_and_2_for_4_to_6() {
    for (f, m) in [(1, 1), (3, 1), (4, 2), (6, 2)] {
        let mut s = seat(&[f], &[Bp::Motherlode], 0, 0);
        apply(&mut s, 0, activate(Bp::Motherlode, [f, 0, 0], 0));
        assert_eq!(p(&s).metal, m, "face {f}");
    }
}

#[test]
fn nuclear_plant_needs_a_6_and_gives_a_good_and_an_energy() {
    let mut s = seat(&[5], &[Bp::NuclearPlant], 0, 0);
    assert_illegal(&mut s, 0, activate(Bp::NuclearPlant, [5, 0, 0], 0));
    let mut s = seat(&[6], &[Bp::NuclearPlant], 0, 0);
    apply(&mut s, 0, activate(Bp::NuclearPlant, [6, 0, 0], 0));
    assert_eq!((p(&s).goods, p(&s).energy), (1, 1));
}

#[test]
fn power_plant_die_x_gives_x_energy() {
    let mut s = seat(&[6], &[Bp::PowerPlant], 0, 0);
    apply(&mut s, 0, activate(Bp::PowerPlant, [6, 0, 0], 0));
    assert_eq!(p(&s).energy, 6);
}

#[test]
fn recycling_plant_discards_2_and_2_energy_for_a_good_and_a_fresh_draw() {
    let mut s = seat(&[], &[Bp::RecyclingPlant], 0, 2);
    hand(&mut s, &[Bp::Robot, Bp::Golem]);
    stack_deck(&mut s, Bp::Warehouse);
    apply(&mut s, 0, activate(Bp::RecyclingPlant, [0; 3], 0));
    apply(&mut s, 0, Action::DiscardFor { card: Bp::Robot });
    apply(&mut s, 0, Action::DiscardFor { card: Bp::Golem });
    assert_eq!((p(&s).goods, p(&s).energy), (1, 0));
    assert_eq!(p(&s).hand, vec![Bp::Warehouse], "drawn after the discards");
}

#[test]
fn refinery_discards_a_blueprint_and_3_energy_for_3_metal() {
    let mut s = seat(&[], &[Bp::Refinery], 0, 3);
    hand(&mut s, &[Bp::Dojo]);
    apply(&mut s, 0, activate(Bp::Refinery, [0; 3], 0));
    apply(&mut s, 0, Action::DiscardFor { card: Bp::Dojo });
    assert_eq!((p(&s).metal, p(&s).energy), (3, 0));
}

#[test]
fn robot_1_metal_gives_an_extra_rolled_die() {
    let mut s = seat(&[], &[Bp::Robot], 1, 0);
    apply(&mut s, 0, activate(Bp::Robot, [0; 3], 0));
    assert_eq!((p(&s).metal, p(&s).free_dice(), p(&s).dice), (0, 1, 1));
}

#[test]
fn scrap_yard_and_solar_array_fire_once_a_round_after_a_build_but_not_for_themselves() {
    let mut s = seat(&[], &[], 10, 10);
    hand(
        &mut s,
        &[
            Bp::ScrapYard,
            Bp::Laboratory,
            Bp::SolarArray,
            Bp::Biolab,
            Bp::Obelisk,
            Bp::Robot,
            Bp::Beacon,
            Bp::Motherlode,
        ],
    );
    apply(
        &mut s,
        0,
        Action::Build {
            card: Bp::ScrapYard,
            discard: Bp::Laboratory,
        },
    );
    assert_eq!(
        (p(&s).metal, p(&s).energy),
        (9, 8),
        "own construction: no metal"
    );
    apply(
        &mut s,
        0,
        Action::Build {
            card: Bp::SolarArray,
            discard: Bp::Biolab,
        },
    );
    assert_eq!(
        (p(&s).metal, p(&s).energy),
        (9, 6),
        "Scrap Yard +1 metal, Solar Array not for itself"
    );
    apply(
        &mut s,
        0,
        Action::Build {
            card: Bp::Obelisk,
            discard: Bp::Robot,
        },
    );
    assert_eq!(
        (p(&s).metal, p(&s).energy),
        (6, 7),
        "Solar Array +2; Scrap Yard spent"
    );
    apply(
        &mut s,
        0,
        Action::Build {
            card: Bp::Beacon,
            discard: Bp::Motherlode,
        },
    );
    assert_eq!((p(&s).metal, p(&s).energy), (4, 3), "both spent this round");
}

#[test]
fn temp_agency_rerolls_the_chosen_unplaced_dice() {
    let mut s = seat(&[1, 1, 6], &[Bp::TempAgency], 0, 1);
    apply(&mut s, 0, activate(Bp::TempAgency, [0; 3], 0));
    assert!(!is_legal(&s, 0, &Action::RerollDone), "at least one die");
    apply(&mut s, 0, Action::RerollPick { face: 1 });
    apply(&mut s, 0, Action::RerollPick { face: 1 });
    assert!(!is_legal(&s, 0, &Action::RerollPick { face: 1 }));
    apply(&mut s, 0, Action::RerollDone);
    assert_eq!((p(&s).free_dice(), p(&s).energy), (3, 0));
    assert!(p(&s).free[5] >= 1, "the 6 was kept");
}

#[test]
fn trash_compactor_pair_and_2_discards_give_2_goods() {
    let mut s = seat(&[3, 3], &[Bp::TrashCompactor], 0, 0);
    hand(&mut s, &[Bp::Robot]);
    assert!(
        !is_legal(&s, 0, &activate(Bp::TrashCompactor, [3, 3, 0], 0)),
        "two cards needed"
    );
    hand(&mut s, &[Bp::Golem]);
    apply(&mut s, 0, activate(Bp::TrashCompactor, [3, 3, 0], 0));
    apply(&mut s, 0, Action::DiscardFor { card: Bp::Golem });
    apply(&mut s, 0, Action::DiscardFor { card: Bp::Robot });
    assert_eq!((p(&s).goods, p(&s).hand.len()), (2, 0));
}

#[test]
fn warehouse_three_dice_summing_to_14_or_more_give_2_goods_and_2_energy() {
    let mut s = seat(&[6, 5, 2], &[Bp::Warehouse], 0, 0);
    assert!(!FF::legal(&s, 0).iter().any(|a| matches!(
        a,
        Action::Activate {
            card: Bp::Warehouse,
            ..
        }
    )));
    assert_illegal(&mut s, 0, activate(Bp::Warehouse, [6, 5, 2], 0));
    let mut s = seat(&[6, 5, 3, 1], &[Bp::Warehouse], 0, 0);
    apply(&mut s, 0, activate(Bp::Warehouse, [6, 5, 3], 0));
    assert_eq!((p(&s).goods, p(&s).energy, p(&s).free_dice()), (2, 2, 1));
}

#[test]
fn monuments_and_passive_cards_never_activate() {
    let s = seat(
        &[1, 2, 3],
        &[
            Bp::Obelisk,
            Bp::Beacon,
            Bp::Megalith,
            Bp::Laboratory,
            Bp::ScrapYard,
            Bp::SolarArray,
        ],
        9,
        9,
    );
    assert!(
        !FF::legal(&s, 0)
            .iter()
            .any(|a| matches!(a, Action::Activate { .. }))
    );
}

// --- 복제품 제조기: Replicator ---

fn with_market(s: &mut State, cards: [Bp; 4]) {
    let old: Vec<Bp> = s.market.iter_mut().filter_map(|m| m.take()).collect();
    s.deck.extend(old);
    for (i, c) in cards.into_iter().enumerate() {
        take_from_supply(s, c);
        s.market[i] = Some(c);
    }
}

#[test]
fn replicator_worked_example_copies_the_markets_biolab() {
    let mut s = seat(&[1], &[Bp::Replicator], 0, 2);
    with_market(
        &mut s,
        [Bp::Biolab, Bp::Obelisk, Bp::Laboratory, Bp::Replicator],
    );
    let copy = Action::Activate {
        card: Bp::Biolab,
        copy: true,
        dice: [1, 0, 0],
        opt: 0,
    };
    apply(&mut s, 0, copy);
    assert_eq!(
        (p(&s).goods, p(&s).energy),
        (1, 0),
        "1 energy for the Replicator, 1 for the Biolab"
    );
    assert_eq!(
        p(&s).on_cards,
        vec![(Bp::Replicator, 1)],
        "the die sits on the Replicator"
    );
}

#[test]
fn replicator_cannot_copy_monuments_passives_or_another_replicator_and_is_once_a_round() {
    let mut s = seat(&[1, 1, 6], &[Bp::Replicator, Bp::NuclearPlant], 0, 9);
    with_market(
        &mut s,
        [
            Bp::Obelisk,
            Bp::Laboratory,
            Bp::Replicator,
            Bp::NuclearPlant,
        ],
    );
    let copies: Vec<Bp> = FF::legal(&s, 0)
        .into_iter()
        .filter_map(|a| match a {
            Action::Activate {
                card, copy: true, ..
            } => Some(card),
            _ => None,
        })
        .collect();
    assert!(copies.iter().all(|&c| c == Bp::NuclearPlant), "{copies:?}");
    // It may copy a card the seat owns and has already used.
    apply(&mut s, 0, activate(Bp::NuclearPlant, [6, 0, 0], 0));
    s.players[0].free[5] += 1;
    s.players[0].dice += 1;
    apply(
        &mut s,
        0,
        Action::Activate {
            card: Bp::NuclearPlant,
            copy: true,
            dice: [6, 0, 0],
            opt: 0,
        },
    );
    assert_eq!(p(&s).goods, 2);
    s.players[0].free[5] += 1;
    s.players[0].dice += 1;
    assert_illegal(
        &mut s,
        0,
        Action::Activate {
            card: Bp::NuclearPlant,
            copy: true,
            dice: [6, 0, 0],
            opt: 0,
        },
    );
}
