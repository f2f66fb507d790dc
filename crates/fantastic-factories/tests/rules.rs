//! Rule tests for setup, the market phase, contractors, the round's end, the end trigger,
//! scoring and the solo Machine. Each is named after the rule it checks; the rulebook section
//! (Korean headings of fantastic-factories.ko.txt) or FACTS.md item is in its comment.

mod common;

use common::*;
use fantastic_factories::data::{Bp, Ct, Tool};
use fantastic_factories::round::machine_production;
use fantastic_factories::scoring::beacon_points;
use fantastic_factories::state::{Difficulty, Gift, Hq, Pending, Phase, Res, Row};
use fantastic_factories::{Action, FantasticFactories as FF};
use smokestack_core::{Game, GameRng, Match};

fn market_game(players: u8) -> fantastic_factories::State {
    let mut s = new_game(players, 3, &[]);
    s.first = 0;
    s
}

// --- 준비 (setup) ---

#[test]
fn setup_each_player_has_1_metal_2_energy_4_blueprints() {
    for n in 1..=5 {
        let s = new_game(n, 7, &[]);
        for p in &s.players {
            assert_eq!((p.metal, p.energy, p.hand.len(), p.goods), (1, 2, 4, 0));
        }
    }
}

#[test]
fn setup_market_has_4_blueprints_4_contractors_and_the_four_tool_tiles() {
    let s = new_game(3, 11, &[]);
    assert!(s.market.iter().all(Option::is_some));
    assert!(s.contractors.iter().all(Option::is_some));
    let mut tools = s.tools.to_vec();
    tools.sort();
    assert_eq!(tools, Tool::ALL.to_vec());
    assert_eq!(s.deck.len(), 74 - 3 * 4 - 4);
    assert_eq!(s.ct_deck.len(), 17 - 4);
}

#[test]
fn setup_first_player_is_chosen_at_random() {
    let firsts: std::collections::BTreeSet<u8> =
        (0..40).map(|seed| new_game(4, seed, &[]).first).collect();
    assert_eq!(firsts.len(), 4);
}

#[test]
fn solo_setup_deals_the_machine_2_3_4_5_cards_by_difficulty_and_no_monument() {
    for (d, n) in [("easy", 2), ("normal", 3), ("hard", 4), ("very-hard", 5)] {
        for seed in 0..30 {
            let s = new_game(1, seed, &[("difficulty", d)]);
            let m = s.machine.as_ref().expect("a Machine in solo");
            assert_eq!(m.compound.len(), n);
            assert!(
                m.compound
                    .iter()
                    .all(|c| c.kind() != fantastic_factories::data::Kind::Monument)
            );
        }
    }
    assert_eq!(Difficulty::VeryHard.starting_cards(), 5);
}

#[test]
fn options_reject_unknown_keys_and_player_counts() {
    assert!(FF::options(0, &[]).is_err());
    assert!(FF::options(6, &[]).is_err());
    assert!(FF::options(2, &[("colour".into(), "red".into())]).is_err());
    assert!(FF::options(1, &[("difficulty".into(), "brutal".into())]).is_err());
}

// --- 시장 단계 (market phase) ---

#[test]
fn market_take_blueprint_goes_to_hand_and_the_slot_refills_from_the_deck() {
    let mut s = market_game(2);
    let card = s.market[2].unwrap();
    let top = *s.deck.last().unwrap();
    apply(&mut s, 0, Action::TakeBlueprint { slot: 2 });
    assert!(s.players[0].hand.contains(&card));
    assert_eq!(s.market[2], Some(top));
}

#[test]
fn market_turns_go_clockwise_from_the_first_player() {
    let mut s = market_game(3);
    s.first = 2;
    assert_eq!(FF::to_act(&s), vec![2]);
    apply(&mut s, 2, Action::TakeBlueprint { slot: 0 });
    apply(&mut s, 2, Action::EndTurn);
    assert_eq!(FF::to_act(&s), vec![0]);
    apply(&mut s, 0, Action::TakeBlueprint { slot: 0 });
    apply(&mut s, 0, Action::EndTurn);
    assert_eq!(FF::to_act(&s), vec![1]);
    assert_illegal(&mut s, 0, Action::TakeBlueprint { slot: 0 });
}

#[test]
fn market_exactly_one_pick_per_turn() {
    let mut s = market_game(2);
    apply(&mut s, 0, Action::TakeBlueprint { slot: 0 });
    assert_illegal(&mut s, 0, Action::TakeBlueprint { slot: 1 });
    assert!(
        FF::legal(&s, 0)
            .iter()
            .all(|a| matches!(a, Action::EndTurn | Action::Refresh { .. }))
    );
}

#[test]
fn market_hire_discards_a_blueprint_with_the_tool_over_the_slot() {
    let mut s = market_game(2);
    let matching = ready_to_hire(&mut s, Ct::Miner);
    let tool = s.tools[0];
    let hand: Vec<Bp> = s.players[0]
        .hand
        .iter()
        .copied()
        .filter(|&c| c != matching)
        .collect();
    for c in hand {
        s.players[0].take_from_hand(c);
        s.discard.push(c);
    }
    let other = Bp::ALL
        .into_iter()
        .find(|b| b.tool() != tool && s.deck.contains(b))
        .unwrap();
    give_card(&mut s, 0, other, false);
    assert_illegal(
        &mut s,
        0,
        Action::Hire {
            slot: 0,
            discard: other,
        },
    );
    let metal = s.players[0].metal;
    apply(
        &mut s,
        0,
        Action::Hire {
            slot: 0,
            discard: matching,
        },
    );
    assert_eq!(s.players[0].metal, metal + 3, "Miner: 3 metal");
    assert_eq!(s.players[1].metal, 2, "the only opponent gains 1 metal");
    assert_eq!(s.players[0].hand, vec![other]);
    assert!(s.discard.contains(&matching));
    assert!(s.ct_discard.contains(&Ct::Miner));
    assert!(s.contractors[0].is_some(), "the slot is refilled");
}

/// Ends a market turn whose pick is made (a refresh after it stays possible until then).
fn end_turn(s: &mut fantastic_factories::State, seat: u8) {
    if is_legal(s, seat, &Action::EndTurn) {
        apply(s, seat, Action::EndTurn);
    }
}

/// Puts contractor `ct` into slot 0 (taking it from wherever it is) and a blueprint of the
/// slot's tool into seat 0's hand; returns that blueprint.
fn ready_to_hire(s: &mut fantastic_factories::State, ct: Ct) -> Bp {
    if s.contractors[0] != Some(ct) {
        if let Some(i) = s.contractors.iter().position(|&c| c == Some(ct)) {
            s.contractors.swap(0, i);
        } else {
            let i = s
                .ct_deck
                .iter()
                .position(|&c| c == ct)
                .expect("contractor in deck");
            s.ct_deck.remove(i);
            let old = s.contractors[0].replace(ct).unwrap();
            s.ct_deck.insert(0, old);
        }
    }
    let tool = s.tools[0];
    let card = Bp::ALL
        .into_iter()
        .find(|b| b.tool() == tool && s.deck.contains(b))
        .unwrap();
    give_card(s, 0, card, false);
    card
}

#[test]
fn contractor_extra_energy_must_be_paid() {
    for (ct, extra) in [(Ct::Foreman, 2), (Ct::HiredHands, 3), (Ct::Engineer, 4)] {
        let mut s = market_game(2);
        let card = ready_to_hire(&mut s, ct);
        s.players[0].energy = extra - 1;
        assert!(
            !is_legal(
                &s,
                0,
                &Action::Hire {
                    slot: 0,
                    discard: card
                }
            ),
            "{ct:?}"
        );
        s.players[0].energy = extra;
        apply(
            &mut s,
            0,
            Action::Hire {
                slot: 0,
                discard: card,
            },
        );
        assert_eq!(s.players[0].energy, 0, "{ct:?} costs {extra} energy");
    }
}

#[test]
fn market_refresh_pays_one_resource_and_replaces_one_whole_row() {
    let mut s = market_game(2);
    let old = s.market;
    let old_ct = s.contractors;
    apply(
        &mut s,
        0,
        Action::Refresh {
            row: Row::Blueprints,
            pay: Res::Energy,
        },
    );
    assert_eq!(s.players[0].energy, 1);
    assert!(old.iter().flatten().all(|c| s.discard.contains(c)));
    assert!(s.market.iter().all(Option::is_some));
    assert_eq!(s.contractors, old_ct, "only one row");
    // Once per turn.
    assert!(
        !FF::legal(&s, 0)
            .iter()
            .any(|a| matches!(a, Action::Refresh { .. }))
    );
}

#[test]
fn market_refresh_after_the_pick_is_allowed_by_default_and_not_with_refresh_before() {
    let mut s = market_game(2);
    apply(&mut s, 0, Action::TakeBlueprint { slot: 0 });
    apply(
        &mut s,
        0,
        Action::Refresh {
            row: Row::Contractors,
            pay: Res::Metal,
        },
    );
    assert_eq!(
        FF::to_act(&s),
        vec![1],
        "the refresh after the pick ends the turn"
    );

    let mut s = new_game(2, 3, &[("refresh", "before")]);
    s.first = 0;
    apply(&mut s, 0, Action::TakeBlueprint { slot: 0 });
    assert_eq!(
        FF::to_act(&s),
        vec![1],
        "no refresh after: the pick ends the turn"
    );
}

#[test]
fn market_refresh_needs_a_metal_or_an_energy() {
    let mut s = market_game(2);
    s.players[0].metal = 0;
    s.players[0].energy = 0;
    assert!(
        !FF::legal(&s, 0)
            .iter()
            .any(|a| matches!(a, Action::Refresh { .. }))
    );
}

#[test]
fn contractor_architect_draws_3_and_the_chosen_opponent_draws_1() {
    let mut s = market_game(3);
    let card = ready_to_hire(&mut s, Ct::Architect);
    let hand = s.players[0].hand.len();
    apply(
        &mut s,
        0,
        Action::Hire {
            slot: 0,
            discard: card,
        },
    );
    assert_eq!(s.players[0].hand.len(), hand - 1 + 3);
    assert_eq!(s.players[0].pending, Some(Pending::Gift(Gift::Blueprint)));
    assert_eq!(
        FF::legal(&s, 0),
        vec![Action::GiveTo { seat: 1 }, Action::GiveTo { seat: 2 }]
    );
    apply(&mut s, 0, Action::GiveTo { seat: 2 });
    assert_eq!((s.players[1].hand.len(), s.players[2].hand.len()), (4, 5));
}

#[test]
fn contractor_electrician_gives_5_energy_and_1_to_an_opponent() {
    let mut s = market_game(2);
    let card = ready_to_hire(&mut s, Ct::Electrician);
    apply(
        &mut s,
        0,
        Action::Hire {
            slot: 0,
            discard: card,
        },
    );
    assert_eq!((s.players[0].energy, s.players[1].energy), (7, 3));
}

#[test]
fn solo_ignores_what_contractors_give_an_opponent() {
    let mut s = new_game(1, 5, &[]);
    let card = ready_to_hire(&mut s, Ct::Miner);
    apply(
        &mut s,
        0,
        Action::Hire {
            slot: 0,
            discard: card,
        },
    );
    assert_eq!(s.players[0].metal, 4);
    assert_eq!(s.players[0].pending, None);
}

#[test]
fn contractor_investor_gains_the_printed_cost_without_discount_or_cap() {
    let mut s = market_game(2);
    let card = ready_to_hire(&mut s, Ct::Investor);
    // A Monument in the compound would discount a Megalith; the Investor ignores that.
    give_card(&mut s, 0, Bp::Obelisk, true);
    stack_deck(&mut s, Bp::Megalith);
    let (m, e) = (s.players[0].metal, s.players[0].energy);
    apply(
        &mut s,
        0,
        Action::Hire {
            slot: 0,
            discard: card,
        },
    );
    assert_eq!((s.players[0].metal, s.players[0].energy), (m + 5, e + 2));
    assert!(
        s.players[0].hand.contains(&Bp::Megalith),
        "the drawn card stays in hand"
    );
}

#[test]
fn contractor_engineer_builds_free_discarding_cards_that_cannot_be_built() {
    let mut s = market_game(2);
    let card = ready_to_hire(&mut s, Ct::Engineer);
    s.players[0].energy = 4;
    give_card(&mut s, 0, Bp::Robot, true);
    give_card(&mut s, 0, Bp::SolarArray, true);
    stack_deck(&mut s, Bp::Warehouse);
    stack_deck(&mut s, Bp::Robot); // drawn first: a duplicate, discarded
    apply(
        &mut s,
        0,
        Action::Hire {
            slot: 0,
            discard: card,
        },
    );
    let p = &s.players[0];
    assert_eq!(p.compound, vec![Bp::Robot, Bp::SolarArray, Bp::Warehouse]);
    assert_eq!(
        (p.metal, p.energy),
        (1, 2),
        "free, and the Solar Array fired (+2)"
    );
    assert!(p.solar_used, "still once per round");
    assert!(s.discard.contains(&Bp::Robot));
}

/// A 2-player game where seat 0 hires `ct` (paying its energy) and the work phase has begun.
fn hired_into_work(ct: Ct) -> fantastic_factories::State {
    let mut s = market_game(2);
    let card = ready_to_hire(&mut s, ct);
    s.players[0].energy = ct.data().extra_energy as u16;
    apply(
        &mut s,
        0,
        Action::Hire {
            slot: 0,
            discard: card,
        },
    );
    end_turn(&mut s, 0);
    apply(&mut s, 1, Action::TakeBlueprint { slot: 0 });
    end_turn(&mut s, 1);
    s
}

#[test]
fn contractor_foreman_sets_the_four_dice_instead_of_rolling() {
    let mut s = hired_into_work(Ct::Foreman);
    assert_eq!(s.phase, Phase::Work);
    assert_eq!(s.players[0].free_dice(), 0);
    assert_eq!(s.players[0].pending, Some(Pending::SetDice { left: 4 }));
    for f in [6, 6, 6, 5] {
        assert_eq!(
            FF::legal(&s, 0).len(),
            6,
            "only setting dice until all four are set"
        );
        apply(&mut s, 0, Action::SetDie { face: f });
    }
    assert_eq!(s.players[0].free, [0, 0, 0, 0, 1, 3]);
    assert_eq!(s.players[1].free_dice(), 4);
}

#[test]
fn contractor_hired_hands_rolls_two_extra_dice_for_the_round() {
    let mut s = hired_into_work(Ct::HiredHands);
    assert_eq!((s.players[0].free_dice(), s.players[1].free_dice()), (6, 4));
    // Removed at the end of the round.
    for seat in [0, 1] {
        apply(&mut s, seat, Action::EndWork);
    }
    assert_eq!(s.players[0].dice, 0);
    assert!(!s.players[0].hired_hands);
}

#[test]
fn contractor_specialist_gives_an_extra_die_of_any_face_any_time_in_the_work_phase() {
    let mut s = hired_into_work(Ct::Specialist);
    let before = s.players[0].free;
    apply(&mut s, 0, Action::SpecialistDie { face: 6 });
    assert_eq!(s.players[0].free[5], before[5] + 1);
    assert!(
        !FF::legal(&s, 0)
            .iter()
            .any(|a| matches!(a, Action::SpecialistDie { .. }))
    );
}

#[test]
fn blueprint_deck_reshuffles_the_discards_when_it_runs_out() {
    let mut s = work_phase(2, &[1, 2, 3, 4]);
    let deck = std::mem::take(&mut s.deck);
    s.discard.extend(deck);
    let total = s.discard.len();
    apply(
        &mut s,
        0,
        Action::Place {
            hq: Hq::Research,
            face: 1,
        },
    );
    assert_eq!(s.players[0].hand.len(), 1);
    assert_eq!((s.deck.len(), s.discard.len()), (total - 1, 0));
}

// --- 작업 단계 종료 (end of the work phase) ---

#[test]
fn work_phase_end_discards_down_to_12_resources_and_10_blueprints() {
    let mut s = work_phase(2, &[]);
    s.players[0].metal = 8;
    s.players[0].energy = 6;
    for _ in 0..11 {
        let c = *s.deck.last().unwrap();
        give_card(&mut s, 0, c, false);
    }
    apply(&mut s, 0, Action::EndWork);
    assert_eq!(s.players[0].pending, Some(Pending::Limits));
    assert_eq!(FF::to_act(&s), vec![0, 1]);
    apply(&mut s, 0, Action::DropMetal);
    assert!(
        !is_legal(
            &s,
            0,
            &Action::DropCard {
                card: s.players[0].hand[0]
            }
        ),
        "resources first"
    );
    apply(&mut s, 0, Action::DropEnergy);
    let c = s.players[0].hand[0];
    apply(&mut s, 0, Action::DropCard { card: c });
    assert_eq!(s.players[0].resources(), 12);
    assert_eq!(s.players[0].hand.len(), 10);
    assert!(s.players[0].done);
}

#[test]
fn work_phase_is_simultaneous_and_ends_when_every_seat_is_done() {
    let mut s = work_phase(3, &[1, 2, 3, 4]);
    assert_eq!(FF::to_act(&s), vec![0, 1, 2]);
    apply(
        &mut s,
        2,
        Action::Place {
            hq: Hq::Mine,
            face: 4,
        },
    );
    apply(&mut s, 1, Action::EndWork);
    assert_eq!(FF::to_act(&s), vec![0, 2]);
    apply(&mut s, 0, Action::EndWork);
    apply(&mut s, 2, Action::EndWork);
    assert!(matches!(s.phase, Phase::Market { turn: 0, .. }));
}

#[test]
fn first_player_token_passes_clockwise_after_each_round() {
    let mut s = work_phase(3, &[1]);
    s.first = 2;
    for seat in 0..3 {
        apply(&mut s, seat, Action::EndWork);
    }
    assert_eq!((s.first, s.round), (0, 2));
    assert_eq!(FF::to_act(&s), vec![0]);
}

#[test]
fn temporary_dice_and_once_a_round_cards_reset_at_the_round_end() {
    let mut s = work_phase(2, &[6, 6]);
    give_card(&mut s, 0, Bp::Robot, true);
    s.players[0].metal = 1;
    apply(&mut s, 0, activate(Bp::Robot, [0; 3], 0));
    assert_eq!(s.players[0].dice, 3);
    for seat in [0, 1] {
        apply(&mut s, seat, Action::EndWork);
    }
    let p = &s.players[0];
    assert_eq!((p.dice, p.used, p.free_dice()), (0, 0, 0));
}

// --- 게임 종료 (the end) ---

fn finish_round(s: &mut fantastic_factories::State) {
    // Market: everyone takes the first blueprint; work: everyone ends at once.
    while matches!(s.phase, Phase::Market { .. }) {
        let seat = FF::to_act(s)[0];
        let a = FF::legal(s, seat)
            .into_iter()
            .find(|a| matches!(a, Action::TakeBlueprint { .. } | Action::Pass))
            .unwrap();
        apply(s, seat, a);
        if FF::legal(s, seat).contains(&Action::EndTurn) {
            apply(s, seat, Action::EndTurn);
        }
    }
    while s.phase == Phase::Work {
        let seat = FF::to_act(s)[0];
        apply(s, seat, Action::EndWork);
        while s.players[seat as usize].pending == Some(Pending::Limits) {
            let a = FF::legal(s, seat)[0];
            apply(s, seat, a);
        }
    }
}

#[test]
fn end_trigger_12_goods_finishes_the_round_and_plays_one_more() {
    let mut s = work_phase(2, &[]);
    s.players[1].goods = 12;
    finish_round(&mut s);
    assert_eq!(s.final_round, Some(2));
    assert!(matches!(s.phase, Phase::Market { .. }));
    finish_round(&mut s);
    assert_eq!(s.phase, Phase::Over);
    assert!(FF::outcome(&s).is_some());
    assert!(FF::to_act(&s).is_empty());
}

#[test]
fn end_trigger_10_buildings_counts_cards_not_prestige() {
    let mut s = work_phase(2, &[]);
    for c in [Bp::Obelisk; 5].into_iter().chain([Bp::Beacon; 4]) {
        give_card(&mut s, 0, c, true);
    }
    finish_round(&mut s);
    assert_eq!(s.final_round, None, "9 buildings (worth 24) do not trigger");
    s.phase = Phase::Work;
    give_card(&mut s, 0, Bp::Robot, true);
    finish_round(&mut s);
    assert_eq!(s.final_round, Some(3));
}

#[test]
fn end_trigger_11_goods_does_not_end_the_game() {
    let mut s = work_phase(2, &[]);
    s.players[0].goods = 11;
    finish_round(&mut s);
    assert_eq!(s.final_round, None);
}

// --- 점수 (scoring) ---

#[test]
fn beacon_worked_example_totals_2_5_9_14() {
    assert_eq!([1, 2, 3, 4].map(beacon_points), [2, 5, 9, 14]);
}

#[test]
fn score_is_goods_plus_compound_prestige_and_hand_scores_nothing() {
    let mut s = work_phase(2, &[]);
    for c in [
        Bp::Beacon,
        Bp::Beacon,
        Bp::Obelisk,
        Bp::Megalith,
        Bp::Warehouse,
        Bp::Robot,
    ] {
        give_card(&mut s, 0, c, true);
    }
    give_card(&mut s, 0, Bp::Obelisk, false);
    s.players[0].goods = 7;
    s.final_round = Some(1);
    finish_round(&mut s);
    let o = FF::outcome(&s).unwrap();
    // 7 goods + Warehouse 1 + Robot 0 + Obelisk 2 + Megalith 3 + Beacons 5.
    assert_eq!(o.scores[0].total, 18);
    assert_eq!(o.winners, vec![0]);
}

#[test]
fn ties_go_to_most_metal_then_energy_then_blueprints_then_shared() {
    let end = |m: [u16; 2], e: [u16; 2], h: [usize; 2]| {
        let mut s = work_phase(2, &[]);
        for seat in 0..2 {
            s.players[seat].goods = 5;
            s.players[seat].metal = m[seat];
            s.players[seat].energy = e[seat];
            for _ in 0..h[seat] {
                let c = *s.deck.last().unwrap();
                give_card(&mut s, seat, c, false);
            }
        }
        s.final_round = Some(1);
        finish_round(&mut s);
        FF::outcome(&s).unwrap().winners
    };
    assert_eq!(end([3, 2], [0, 9], [0, 5]), vec![0]);
    assert_eq!(end([2, 2], [1, 4], [5, 0]), vec![1]);
    assert_eq!(end([2, 2], [4, 4], [1, 2]), vec![1]);
    assert_eq!(end([2, 2], [4, 4], [2, 2]), vec![0, 1]);
}

// --- 솔로 규칙 (solo) ---

#[test]
fn machine_production_worked_example() {
    // Blue 1 with 3 Production cards, purple 2 with 2 Specials: a good each; red 3 with one
    // Training card and yellow 4 with one Utility card: none. (Red, blue, purple, yellow.)
    let compound = [
        Bp::Manufactory,
        Bp::Biolab,
        Bp::Warehouse,
        Bp::Robot,
        Bp::Golem,
        Bp::FitnessCenter,
        Bp::Harvester,
    ];
    assert_eq!(machine_production(&compound, [3, 1, 2, 4]), 2);
    assert_eq!(machine_production(&compound, [1, 3, 2, 1]), 4);
    // Monuments are never checked.
    assert_eq!(machine_production(&[Bp::Obelisk; 5], [1, 1, 1, 1]), 0);
}

fn solo_after_work(seed: u64) -> fantastic_factories::State {
    let mut s = new_game(1, seed, &[]);
    finish_round(&mut s);
    s
}

#[test]
fn machine_green_die_takes_from_the_market_or_the_deck_and_sweeps_a_row() {
    let mut seen = [false; 7];
    for seed in 0..60 {
        let mut s = new_game(1, seed, &[]);
        // Play the market, then watch the Machine's turn happen at the end of the work phase.
        let seat = 0;
        apply(&mut s, seat, Action::TakeBlueprint { slot: 3 });
        if FF::legal(&s, seat).contains(&Action::EndTurn) {
            apply(&mut s, seat, Action::EndTurn);
        }
        let market = s.market;
        let contractors = s.contractors;
        let top = *s.deck.last().unwrap();
        let before = s.machine.as_ref().unwrap().compound.len();
        FF::apply(&mut s, 0, &Action::EndWork, &mut GameRng::new(seed)).unwrap();
        let m = s.machine.as_ref().unwrap();
        let turn = m.last.clone().unwrap();
        let green = turn.dice[4];
        seen[green as usize] = true;
        assert_eq!(m.compound.len(), before + 1);
        match green {
            1..=4 => assert_eq!(turn.took, market[green as usize - 1]),
            5 => {
                assert_eq!(turn.took, Some(top));
                assert!(market.iter().flatten().all(|c| s.discard.contains(c)));
            }
            _ => {
                assert_eq!(turn.took, Some(top));
                assert!(
                    contractors
                        .iter()
                        .flatten()
                        .all(|c| s.ct_discard.contains(c))
                );
            }
        }
        assert!(
            s.market.iter().all(Option::is_some),
            "the market is refilled"
        );
    }
    assert!(seen[1..].iter().all(|&x| x), "every green face was seen");
}

#[test]
fn machine_end_trigger_is_12_goods_only() {
    let mut s = new_game(1, 4, &[]);
    s.machine.as_mut().unwrap().goods = 12;
    finish_round(&mut s);
    assert_eq!(s.final_round, Some(2));

    let mut s = new_game(1, 4, &[]);
    let m = s.machine.as_mut().unwrap();
    let extra: Vec<Bp> = s.deck.drain(..8).collect();
    m.compound.extend(extra);
    m.goods = 0;
    finish_round(&mut s);
    // At most 4 goods a turn: still under 12, and 11 cards do not trigger the Machine's end.
    assert!(s.machine.as_ref().unwrap().compound.len() >= 10);
    assert_eq!(s.final_round, None);
}

#[test]
fn solo_score_machine_counts_goods_cards_and_monuments_and_a_tie_is_a_loss() {
    let mut s = solo_after_work(8);
    let m = s.machine.as_mut().unwrap();
    m.compound = vec![Bp::Robot, Bp::Biolab];
    m.goods = 3;
    s.machine.as_mut().unwrap().compound.push(Bp::Obelisk);
    // Only the scores are read here, so the cards need not add up to 74.
    s.players[0].goods = 0;
    s.players[0].compound.clear();
    // Machine: 3 goods + 3 cards + 1 monument = 7. A seat with 7 loses; with 8 wins.
    for (goods, wins) in [(7, false), (8, true)] {
        let mut t = s.clone();
        t.players[0].goods = goods;
        t.phase = Phase::Over;
        t.final_round = Some(t.round);
        let o = FF::outcome(&t).unwrap();
        assert_eq!(o.scores[1].total, 7);
        assert_eq!(o.winners == vec![0], wins);
    }
}

// --- commit points and links ---

#[test]
fn a_card_draw_is_a_commit_point_for_undo() {
    let o = FF::options(2, &[]).unwrap();
    let mut m = Match::<FF>::new(o, 5).unwrap();
    while m.state().phase != Phase::Work {
        let seat = m.to_act()[0];
        let a = m
            .legal(seat)
            .into_iter()
            .find(|a| {
                matches!(
                    a,
                    Action::TakeBlueprint { .. } | Action::EndTurn | Action::Pass
                )
            })
            .unwrap();
        m.apply(seat, &a).unwrap();
    }
    let face = (1..=6).find(|&f| m.state().players[0].has_free(f)).unwrap();
    m.apply(
        0,
        &Action::Place {
            hq: Hq::Research,
            face,
        },
    )
    .unwrap();
    assert!(m.undo().is_err(), "the drawn card has been seen");
    // Any other die fits Generate (1-3) or Mine (4-6); neither reveals anything.
    let face = (1..=6).find(|&f| m.state().players[0].has_free(f)).unwrap();
    let hq = if face <= 3 { Hq::Generate } else { Hq::Mine };
    let before = m.state().clone();
    m.apply(0, &Action::Place { hq, face }).unwrap();
    m.undo().unwrap();
    assert_eq!(
        *m.state(),
        before,
        "placing on {hq:?} reveals nothing: undoable"
    );
}

#[test]
fn a_finished_five_player_game_round_trips_through_its_share_code() {
    let o = FF::options(5, &[]).unwrap();
    let mut m = Match::<FF>::new(o, 42).unwrap();
    let mut r = GameRng::new(1);
    while !m.is_over() {
        let seat = m.to_act()[0];
        let legal = m.legal(seat);
        let i = smokestack_core::BotKind::Heuristic.choose::<FF>(m.state(), seat, &legal, &mut r);
        m.apply_index(seat, i, &legal).unwrap();
    }
    let code = smokestack_core::codec::encode(&m);
    let back =
        smokestack_core::codec::decode::<FF>(&smokestack_core::codec::unpack(&code).unwrap())
            .unwrap();
    assert_eq!(back.state(), m.state());
    assert!(
        code.len() < 1900,
        "a finished 5-player game's code is {} characters",
        code.len()
    );
}

#[test]
fn the_view_hides_other_hands_and_the_deck_order() {
    let s = new_game(3, 2, &[]);
    let v = FF::view(&s, Some(1));
    assert!(v.players[1].hand.is_some());
    assert!(v.players[0].hand.is_none() && v.players[2].hand.is_none());
    assert_eq!(v.players[0].hand_size, 4);
    assert_eq!(v.deck, s.deck.len(), "the deck appears only as a count");
    let spectator = FF::view(&s, None);
    assert!(spectator.players.iter().all(|p| p.hand.is_none()));
}

#[test]
fn heuristic_bot_beats_random_bots_in_four_player_games() {
    use smokestack_core::BotKind::{Heuristic, Random};
    use smokestack_core::harness::{SimConfig, simulate};
    let cfg = SimConfig::new(4, 100, vec![Heuristic, Random, Random, Random]);
    let r = simulate::<FF>(&cfg, &|| 0.0);
    assert!(r.failures.is_empty());
    assert!(r.wins[0] >= 90, "heuristic won {} of 100", r.wins[0]);
}
