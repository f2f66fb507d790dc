//! FACTS.md §11: each open question resolved as recommended there, one test each.

mod common;

use arkwright_card_game::data::{self, Card, data};
use arkwright_card_game::state::*;
use arkwright_card_game::{Act, Action, Arkwright, Piece, market, scoring};
use common::*;
use smokestack_core::Game;

#[test]
fn q01_arrows_move_demand_the_way_the_appeal_marker_moved() {
    let mut s = game(3, &[]);
    let d0 = s.demand[0];
    market::move_marker(&mut s, 0, 0, 6, false);
    let up = data().arrows.iter().filter(|(b, _)| *b < 6).count() as u8;
    assert_eq!(s.demand[0], d0 + up);
    market::move_marker(&mut s, 0, 6, 0, false);
    assert_eq!(s.demand[0], d0, "down again when the marker falls");
}

#[test]
fn q02_red_and_green_act_for_players_only_red_for_the_neutral() {
    let green = data().arrows.iter().find(|(_, red)| !red).unwrap().0;
    let mut s = game(2, &[]);
    let d = s.demand[0];
    market::move_marker(&mut s, 0, green, green + 1, true);
    assert_eq!(s.demand[0], d, "the neutral ignores green");
    market::move_marker(&mut s, 0, green, green + 1, false);
    assert_eq!(s.demand[0], d + 1, "players cross green too");
}

#[test]
fn q03_base_game_supply_uses_the_expert_procedure() {
    let s = game(3, &[]);
    assert_eq!(s.supply.iter().map(|&c| c as u32).sum::<u32>(), 17);
    assert_eq!(s.supply[Card::Businessman as usize], 1);
    assert_eq!(s.supply[Card::Engineer as usize], 2);
}

#[test]
fn q04_start_bonus_chosen_by_each_player_in_reverse_seat_order() {
    let s = game(4, &[]);
    assert_eq!(seat(&s), 3);
    assert!(
        legal(&s)
            .iter()
            .any(|a| matches!(a, Action::TakeCard { .. }))
    );
}

#[test]
fn q05_any_number_of_available_ships_in_one_production() {
    let mut s = turn_of(3, &[], 0);
    s.players[2].factories[0] = Factory::default();
    s.players[2].appeal[0] = None;
    s.players[0].appeal[0] = Some(0);
    s.players[0].factories[0].workers = 2;
    s.players[0].factories[0].worker[1].side = 1;
    to_production(&mut s);
    act(&mut s, Action::Ship);
    act(&mut s, Action::Ship);
    assert_eq!(s.players[0].ship_tokens, 2);
}

#[test]
fn q06_leftover_goods_sell_at_the_export_price_of_their_factory() {
    let mut s = game(2, &[]);
    s.players[0].factories[2].side = 1;
    s.players[0].warehouses[0] = Warehouse { at: 2, goods: 1 };
    let f = scoring::final_figures(&s.players[0]);
    assert_eq!(f.goods_money, data().factory[2][1].export_price as u16);
}

#[test]
fn q07_demand_markers_stay_within_0_and_20() {
    let mut s = game(3, &[]);
    s.demand = [0; 4];
    market::demand_down_wage_up(&mut s);
    assert_eq!(s.demand, [0; 4]);
    s.demand[0] = data().demand_max;
    market::move_marker(&mut s, 0, 0, 20, false);
    assert_eq!(s.demand[0], data().demand_max);
}

#[test]
fn q08_build_and_hire_move_demand_and_wage_once_per_action() {
    let mut s = turn_of(4, &[], 0);
    let (d, w) = (s.demand, s.wage);
    act(&mut s, Action::Choose { act: Act::Hire });
    act(&mut s, Action::Hire { good: 0 });
    act(&mut s, Action::Hire { good: 2 });
    assert_eq!((s.demand, s.wage), (d.map(|x| x - 1), w + 1));
}

#[test]
fn q09_worker_sides_position_1_is_i_ii_position_2_is_i_iii() {
    for g in 0..4 {
        let w = &data().worker[g];
        assert!(w[0][0].is_some() && w[0][1].is_some() && w[0][2].is_none());
        assert!(w[1][0].is_some() && w[1][1].is_none() && w[1][2].is_some());
    }
    assert_eq!(market::side_for_era(0, 1, 2), 1);
    assert_eq!(market::side_for_era(0, 0, 3), 2);
}

#[test]
fn q10_automa_tie_cancels_your_bonus_and_gets_none_itself() {
    // Covered in full by tests/solo.rs; here the automa alone at the top gets no extra value.
    let mut s = game(1, &[]);
    common::play_setup(&mut s);
    let g = s.good() as usize;
    s.demand[g] = 0;
    {
        let solo = s.solo.as_mut().unwrap();
        solo.automa[0].appeal[g] = Some(9);
        solo.automa[1].appeal[g] = None;
        solo.bag = [0, 0, 1];
    }
    let sv = s.solo.as_ref().unwrap().automa[0].share_value;
    s.players[0].ships = 0;
    to_production(&mut s);
    while matches!(s.phase, Phase::Production { .. }) {
        act(&mut s, Action::Done);
    }
    assert_eq!(s.solo.as_ref().unwrap().automa[0].share_value, sv + 1);
}

#[test]
fn q11_supervisor_attached_to_one_factory_when_taken() {
    let mut s = turn_of(3, &[], 0);
    at_step(&mut s, 0, Step::Develop { discarded: 0 });
    s.supply[Card::Supervisor as usize] = 1;
    s.deck[Card::Supervisor as usize] = 1;
    let offers: Vec<Action> = legal(&s)
        .into_iter()
        .filter(|a| matches!(a, Action::TakeSupervisor { .. }))
        .collect();
    assert_eq!(
        offers,
        vec![
            Action::TakeSupervisor { good: 0 },
            Action::TakeSupervisor { good: 2 }
        ]
    );
}

#[test]
fn q12_era_limits_level_2_from_era_ii_level_3_from_era_iii() {
    let mut s = turn_of(3, &[("era-limits", "on")], 0);
    let t = data::MACHINES;
    s.era = 2;
    assert!(arkwright_card_game::cards::can_point(&s, 0, t, false));
    s.players[0].dev[t] = 1;
    assert!(!arkwright_card_game::cards::can_point(&s, 0, t, false));
    s.era = 3;
    assert!(arkwright_card_game::cards::can_point(&s, 0, t, false));
    s.era = 1;
    s.players[0].dev[data::TRADING] = 1;
    assert!(
        arkwright_card_game::cards::can_point(&s, 0, data::TRADING, false),
        "unrestricted"
    );
}

#[test]
fn q13_money_runs_past_the_track_with_the_overflow_token() {
    let mut s = game(2, &[]);
    s.players[0].money = 250;
    s.phase = Phase::Over;
    let o = Arkwright::outcome(&s).unwrap();
    assert_eq!(o.scores[0].total, (10 + 25) * 10);
}

#[test]
fn q14_raising_quality_1_to_2_counts_one_against_the_limit() {
    let mut s = turn_of(3, &[], 0);
    s.players[0].quality[0] = Attach {
        at: 0,
        value: 1,
        appeal: false,
    };
    act(&mut s, Action::Choose { act: Act::Quality });
    act(
        &mut s,
        Action::Raise {
            good: 0,
            piece: Piece::Quality,
        },
    );
    assert_eq!(s.players[0].quality[0].value, 2);
    assert_eq!(
        legal(&s)
            .iter()
            .filter(|a| matches!(a, Action::Place { .. } | Action::Raise { .. }))
            .count(),
        0,
        "level 1 used up"
    );
}

#[test]
fn q15_stored_goods_sell_only_beside_the_producing_factory_up_to_the_limit() {
    let mut s = turn_of(3, &[], 0);
    s.players[2].factories[0] = Factory::default();
    s.players[2].appeal[0] = None;
    s.demand[0] = 0;
    s.players[0].appeal[0] = Some(4); // 3 made, limit 4: one more from storage
    s.players[0].warehouses[0] = Warehouse { at: 0, goods: 2 };
    s.players[0].warehouses[1] = Warehouse { at: 2, goods: 2 };
    to_production(&mut s);
    act(&mut s, Action::SellStored);
    assert!(illegal(&s, Action::SellStored), "up to the limit");
    assert_eq!(s.players[0].warehouses[0], Warehouse { at: 0, goods: 1 });
    assert_eq!(s.players[0].warehouses[1], Warehouse { at: 2, goods: 2 });
}
