//! One test per rule, named after the rulebook section it checks (Korean rulebook headings, with
//! FACTS.md's English section numbers), and the rulebook's worked examples. Values that come
//! from PROVISIONAL data are read from the data tables, not written in, where the rule is what
//! is tested.

mod common;

use arkwright_card_game::data::{self, Card, data};
use arkwright_card_game::state::*;
use arkwright_card_game::{Act, Action, Arkwright, Piece, market, scoring, setup};
use common::*;
use smokestack_core::{Game, GameRng};

// ---------------------------------------------------------------- 게임 준비 (setup, §3.1)

#[test]
fn setup_3_market_board_side_demand_and_wage_by_player_count() {
    let d = data();
    for (n, demand) in [
        (2, d.demand_start_a),
        (3, d.demand_start_a),
        (4, d.demand_start_b),
    ] {
        let s = game(n, &[]);
        assert_eq!(s.demand, demand, "{n} players");
        assert_eq!(s.wage, 0);
        assert_eq!(
            (s.era, s.round),
            (1, 1),
            "round marker on Food, era marker on I"
        );
        for p in &s.players {
            assert_eq!(p.money, 50, "money marker on £50");
        }
    }
}

#[test]
fn setup_3_two_players_add_the_neutral_markers() {
    assert_eq!(game(2, &[]).neutral, Some([3, 3, 2, 2]));
    assert_eq!(game(3, &[]).neutral, None);
    assert_eq!(game(4, &[]).neutral, None);
}

#[test]
fn setup_5_player_board_shares_value_development_and_engineer_token() {
    let s = game(3, &[]);
    for p in &s.players {
        assert_eq!((p.shares, p.share_value), (10, 10));
        assert_eq!(p.dev, [0; 6]);
        assert!(!p.engineer_token, "engineer token on max. 4");
        assert_eq!(p.loans, 0);
    }
}

#[test]
fn setup_6_to_9_start_factories_workers_offices_and_ships() {
    let s = game(4, &[]);
    let table = &data().start_factories[2];
    for (i, p) in s.players.iter().enumerate() {
        for g in 0..4u8 {
            let f = &p.factories[g as usize];
            let start = table[i].contains(&g);
            assert_eq!(f.open, start, "seat {i} good {g}");
            assert_eq!(
                p.appeal[g as usize],
                start.then_some(0),
                "appeal markers on 0"
            );
            if start {
                assert_eq!(f.side, 0, "Era I side");
                assert_eq!(f.space, 3, "token on the 4th space");
                assert!(!f.office_appeal, "office on its price side");
                assert_eq!(f.workers, 1, "position-1 worker card");
                assert_eq!(f.worker[0].side, 1);
                assert!(!f.worker[0].automated, "workers showing");
            }
        }
        assert_eq!(p.ships, 2, "shipping card with 2 ships");
    }
}

#[test]
fn setup_6_start_bonus_a_point_or_a_card_in_reverse_seat_order() {
    let mut s = game(3, &[]);
    let mut order = Vec::new();
    while matches!(s.phase, Phase::StartBonus { .. }) {
        order.push(seat(&s));
        let l = legal(&s);
        assert!(l.iter().any(|a| matches!(a, Action::DevPoint { .. })));
        assert!(l.iter().any(|a| matches!(a, Action::TakeCard { .. })));
        assert!(!l.contains(&Action::Done), "the bonus is not optional");
        act(&mut s, Action::DevPoint { track: 0 });
    }
    assert_eq!(order, vec![2, 1, 0]);
    assert!(s.players.iter().all(|p| p.dev[0] == 1));
}

// ---------------------------------------------------------------- 전문가용 게임 준비 (§3.3)

#[test]
fn expert_setup_4_supply_worked_example_three_players_5_plus_12_is_17() {
    for seed in 0..50 {
        let cards = setup::development_supply(3, &mut GameRng::new(seed));
        assert_eq!(cards.len(), 17, "5 fixed + 4 per player");
        let count = |c| cards.iter().filter(|&&x| x == c).count();
        assert_eq!(count(Card::Businessman), 1);
        assert_eq!(count(Card::Engineer), 2, "one fewer than players");
        assert_eq!(count(Card::Patent), 2);
        for c in Card::ALL {
            assert!(count(c) <= 2, "no type more than players − 1");
        }
    }
    assert_eq!(setup::development_supply(2, &mut GameRng::new(1)).len(), 11);
    assert_eq!(setup::development_supply(4, &mut GameRng::new(1)).len(), 23);
}

#[test]
fn expert_setup_5_era_limits_on_development_levels() {
    let mut s = turn_of(3, &[("era-limits", "on")], 0);
    at_step(&mut s, 0, Step::Develop { discarded: 0 });
    assert!(illegal(
        &s,
        Action::DevPoint {
            track: data::QUALITY as u8
        }
    ));
    assert!(!illegal(
        &s,
        Action::DevPoint {
            track: data::CARDS as u8
        }
    ));
    // The Engineer lifts the quality limit while held.
    s.players[0].cards |= Card::Engineer.bit();
    s.deck[Card::Engineer as usize] += 1;
    assert!(!illegal(
        &s,
        Action::DevPoint {
            track: data::QUALITY as u8
        }
    ));
    s.players[0].cards = 0;
    s.era = 2;
    assert!(!illegal(
        &s,
        Action::DevPoint {
            track: data::QUALITY as u8
        }
    ));
}

#[test]
fn expert_setup_6_start_factories_first_in_order_then_reverse_then_bonus_reverse() {
    let mut s = game(3, &[("start", "draft")]);
    let mut order = Vec::new();
    while matches!(s.phase, Phase::Draft { .. }) {
        order.push(seat(&s));
        let a = legal(&s)[0];
        act(&mut s, a);
    }
    assert_eq!(order, vec![0, 1, 2, 2, 1, 0]);
    assert!(s.players.iter().all(|p| p.open_count() == 2));
    assert_eq!(seat(&s), 2, "the bonus goes on in reverse order");
}

#[test]
fn expert_setup_9_no_ships_and_11_shares_at_10_before_play() {
    let mut s = game(2, &[("ships", "none"), ("prebuy", "on")]);
    assert!(s.players.iter().all(|p| p.ships == 0));
    while !matches!(s.phase, Phase::Prebuy { .. }) {
        act(&mut s, Action::DevPoint { track: 2 });
    }
    for _ in 0..5 {
        act(&mut s, Action::Prebuy);
    }
    assert!(illegal(&s, Action::Prebuy), "£50 buys 5 shares at £10");
    assert_eq!((s.players[0].money, s.players[0].shares), (0, 15));
    assert!(s.players[0].record.prebuy_all);
    act(&mut s, Action::Done);
    act(&mut s, Action::Done);
    assert!(matches!(s.phase, Phase::Turn { .. }));
}

// ---------------------------------------------------------------- 1. 공장 건설/업그레이드

#[test]
fn action_1_build_moves_every_demand_down_and_wage_right_once_per_action() {
    let mut s = turn_of(3, &[], 0);
    let demand = s.demand;
    act(&mut s, Action::Choose { act: Act::Build });
    act(&mut s, Action::Build { good: 1 });
    act(&mut s, Action::Build { good: 3 });
    assert_eq!(s.demand, demand.map(|d| d - 1), "once, not per factory");
    assert_eq!(s.wage, 1);
    let p = &s.players[0];
    for g in [1usize, 3] {
        let f = &p.factories[g];
        assert!(f.open && f.side == 0 && f.space == 3 && f.workers == 0);
        assert!(!f.office_appeal);
        assert_eq!(p.appeal[g], Some(0));
    }
}

#[test]
fn action_1_build_in_era_ii_and_iii_uses_the_era_ii_side() {
    let mut s = turn_of(3, &[], 0);
    s.era = 2;
    act(&mut s, Action::Choose { act: Act::Build });
    act(&mut s, Action::Build { good: 1 });
    assert_eq!(s.players[0].factories[1].side, 1);
}

#[test]
fn action_1_upgrade_keeps_appeal_and_flips_worker_cards_by_era() {
    let mut s = turn_of(3, &[], 0);
    s.era = 2;
    let f = &mut s.players[0].factories[0];
    f.workers = 2;
    f.worker[1] = Worker {
        side: 1,
        automated: true,
    };
    f.space = 1;
    let demand = s.demand;
    act(&mut s, Action::Choose { act: Act::Build });
    act(&mut s, Action::Upgrade { good: 0 });
    let f = s.players[0].factories[0];
    assert_eq!((f.side, f.space), (1, 1), "same appeal space");
    assert_eq!(f.worker[0].side, 2, "Era II: position 1 flipped");
    assert_eq!(f.worker[1].side, 1, "position 2 has no Era II side");
    assert!(f.worker[1].automated, "never rotated");
    assert_eq!(s.demand, demand, "upgrades move no marker");
    assert!(illegal(&s, Action::Upgrade { good: 0 }));
    // Era III: every card flipped.
    let mut s = turn_of(3, &[], 0);
    s.era = 3;
    s.players[0].factories[2].workers = 2;
    s.players[0].factories[2].worker[1].side = 1;
    act(&mut s, Action::Choose { act: Act::Build });
    act(&mut s, Action::Upgrade { good: 2 });
    let f = s.players[0].factories[2];
    assert_eq!((f.worker[0].side, f.worker[1].side), (2, 3));
}

#[test]
fn action_1_no_upgrade_in_era_i() {
    let mut s = turn_of(3, &[], 0);
    act(&mut s, Action::Choose { act: Act::Build });
    assert!(illegal(&s, Action::Upgrade { good: 0 }));
}

#[test]
fn action_1_and_2_era_iii_only_for_factories_that_still_produce() {
    let mut s = turn_of(3, &[], 0);
    s.era = 3;
    s.round = 3;
    act(&mut s, Action::Choose { act: Act::Build });
    assert!(
        illegal(&s, Action::Build { good: 1 }),
        "clothing has produced"
    );
    assert!(!illegal(&s, Action::Build { good: 3 }));
    let mut s = turn_of(3, &[], 0);
    s.era = 3;
    s.round = 3;
    act(&mut s, Action::Choose { act: Act::Hire });
    assert!(illegal(&s, Action::Hire { good: 0 }));
    assert!(!illegal(&s, Action::Hire { good: 2 }));
}

// ---------------------------------------------------------------- 2. 노동자 고용하기

#[test]
fn action_2_hire_in_position_order_at_most_two_demand_and_wage_once() {
    let mut s = turn_of(3, &[], 0);
    let demand = s.demand;
    act(&mut s, Action::Choose { act: Act::Hire });
    act(&mut s, Action::Hire { good: 0 });
    assert!(illegal(&s, Action::Hire { good: 0 }), "max 2 per factory");
    act(&mut s, Action::Hire { good: 2 });
    assert_eq!(s.demand, demand.map(|d| d - 1));
    assert_eq!(s.wage, 1, "one step however many cards");
    let f = s.players[0].factories[0];
    assert_eq!((f.workers, f.worker[1].side), (2, 1));
    assert!(
        illegal(&s, Action::Build { good: 1 }),
        "cannot build with this action"
    );
}

#[test]
fn action_2_hire_uses_the_current_or_previous_era_side() {
    let mut s = turn_of(3, &[], 0);
    s.era = 2;
    s.players[0].factories[2].workers = 0;
    act(&mut s, Action::Choose { act: Act::Hire });
    act(&mut s, Action::Hire { good: 0 });
    act(&mut s, Action::Hire { good: 2 });
    assert_eq!(
        s.players[0].factories[0].worker[1].side, 1,
        "no Era II side"
    );
    assert_eq!(s.players[0].factories[2].worker[0].side, 2);
    let mut s = turn_of(3, &[], 0);
    s.era = 3;
    act(&mut s, Action::Choose { act: Act::Hire });
    act(&mut s, Action::Hire { good: 2 });
    assert_eq!(s.players[0].factories[2].worker[1].side, 3);
}

// ---------------------------------------------------------------- 3. 생산 자동화하기

#[test]
fn action_3_automate_up_to_the_machine_level_with_the_machine_token() {
    let mut s = turn_of(3, &[], 0);
    s.players[0].dev[data::MACHINES] = 1; // 3 machines per action
    s.players[0].factories[0].workers = 2;
    s.players[0].factories[0].worker[1].side = 1;
    act(&mut s, Action::Choose { act: Act::Automate });
    act(&mut s, Action::Automate { good: 0, pos: 0 });
    act(&mut s, Action::Automate { good: 0, pos: 1 });
    let p = &s.players[0];
    assert!(p.factories[0].worker[0].automated);
    assert!(
        !p.factories[0].worker[1].automated,
        "only 1 machine left: token"
    );
    assert_eq!(p.machine_token, Some((0, 1)));
    assert_eq!(legal(&s), vec![Action::Done]);
    // Costs: 2 machines + the token's machine at £1, one worker at the wage.
    let wage = s.wage_value();
    let fixed = data().factory[0][0].fixed_cost as u16;
    assert_eq!(market::costs(&s, 0, 0, 2), fixed + 3 + wage);
    // Next time, the token's card comes first and costs 1.
    s.phase = Phase::Turn {
        turn: 0,
        step: Step::Choose,
    };
    s.start = 0;
    act(&mut s, Action::Choose { act: Act::Automate });
    assert_eq!(
        legal(&s),
        vec![Action::Automate { good: 0, pos: 1 }, Action::Done]
    );
    act(&mut s, Action::Automate { good: 0, pos: 1 });
    assert_eq!(s.players[0].machine_token, None);
    assert!(s.players[0].factories[0].worker[1].automated);
    assert!(legal(&s).contains(&Action::Automate { good: 2, pos: 0 }));
}

// ---------------------------------------------------------------- 4. 품질 또는 유통 추가하기

#[test]
fn action_4_quality_up_to_the_quality_level_and_one_existing_card() {
    let mut s = turn_of(3, &[], 0);
    act(&mut s, Action::Choose { act: Act::Quality });
    act(
        &mut s,
        Action::Place {
            good: 0,
            piece: Piece::Quality,
        },
    );
    assert_eq!(
        legal(&s)
            .iter()
            .filter(|a| matches!(a, Action::Place { .. } | Action::Raise { .. }))
            .count(),
        0,
        "level 1: 1 quality"
    );
    let mut s = turn_of(3, &[], 0);
    s.players[0].dev[data::QUALITY] = 2; // 3 per action
    s.players[0].quality[0] = Attach {
        at: 0,
        value: 1,
        appeal: false,
    };
    s.players[0].quality[1] = Attach {
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
    // The other existing card may not be improved in the same action.
    assert!(illegal(
        &s,
        Action::Raise {
            good: 0,
            piece: Piece::Quality
        }
    ));
    act(
        &mut s,
        Action::Place {
            good: 0,
            piece: Piece::Quality,
        },
    );
    assert!(
        illegal(
            &s,
            Action::Place {
                good: 0,
                piece: Piece::Quality
            }
        ),
        "max. 4 per factory"
    );
    assert_eq!(market::quality(&s.players[0], 0), 4);
    assert!(
        legal(&s).iter().all(|a| !matches!(
            a,
            Action::Place {
                piece: Piece::Distribution,
                ..
            }
        )),
        "not both in one turn"
    );
}

#[test]
fn action_4_engineer_raises_the_factory_cap_to_six() {
    let mut s = turn_of(3, &[], 0);
    s.players[0].dev[data::QUALITY] = 2;
    s.players[0].quality[0] = Attach {
        at: 0,
        value: 2,
        appeal: false,
    };
    s.players[0].quality[1] = Attach {
        at: 0,
        value: 2,
        appeal: false,
    };
    s.players[0].cards |= Card::Engineer.bit();
    s.players[0].engineer_token = true;
    s.deck[Card::Engineer as usize] += 1;
    act(&mut s, Action::Choose { act: Act::Quality });
    act(
        &mut s,
        Action::Place {
            good: 0,
            piece: Piece::Engineer,
        },
    );
    act(
        &mut s,
        Action::Raise {
            good: 0,
            piece: Piece::Engineer,
        },
    );
    assert_eq!(market::quality(&s.players[0], 0), 6);
    assert!(s.players[0].record.used_patent_or_engineer);
}

#[test]
fn action_4_distribution_up_to_four_per_factory_and_removed_value_is_lost() {
    let mut s = turn_of(3, &[], 0);
    s.players[0].dev[data::DISTRIBUTION] = 2; // 4 per action
    act(
        &mut s,
        Action::Choose {
            act: Act::Distribution,
        },
    );
    act(
        &mut s,
        Action::Place {
            good: 0,
            piece: Piece::Distribution,
        },
    );
    for _ in 0..3 {
        act(
            &mut s,
            Action::Raise {
                good: 0,
                piece: Piece::Distribution,
            },
        );
    }
    assert_eq!(market::distribution(&s.players[0], 0), 4);
    assert!(illegal(
        &s,
        Action::Place {
            good: 0,
            piece: Piece::Distribution
        }
    ));
    act(
        &mut s,
        Action::Remove {
            good: 0,
            piece: Piece::Distribution,
        },
    );
    assert_eq!(
        market::distribution(&s.players[0], 0),
        0,
        "value never transfers"
    );
    assert_eq!(s.players[0].distribution[0], Attach::default());
}

// ---------------------------------------------------------------- 5. 주식 거래하기

#[test]
fn action_5_stock_exchange_buy_then_loans_then_ships() {
    let mut s = turn_of(3, &[], 0);
    s.players[0].dev[data::TRADING] = 2; // 2 at half price
    s.players[0].ships = 0;
    act(&mut s, Action::Choose { act: Act::Stock });
    act(&mut s, Action::BuyHalf);
    act(&mut s, Action::BuyHalf);
    assert!(illegal(&s, Action::BuyHalf), "twice per turn at level 3");
    act(&mut s, Action::BuyShare);
    assert_eq!(s.players[0].money, 50 - 5 - 5 - 10);
    assert_eq!(s.players[0].shares, 13);
    act(&mut s, Action::Loan);
    assert_eq!(s.players[0].money, 30 + 10, "a loan brings the share value");
    assert!(illegal(&s, Action::BuyShare), "no buying after a loan");
    act(&mut s, Action::Ships);
    assert_eq!(s.players[0].ships, 2);
    assert!(illegal(&s, Action::Loan), "steps in this order");
    let mut s = turn_of(3, &[], 0);
    s.players[0].loans = 9;
    act(&mut s, Action::Choose { act: Act::Stock });
    assert!(illegal(&s, Action::Loan), "at most 9 loans in the game");
}

// ---------------------------------------------------------------- 6. 추가 생산, 7. 이른 선적

#[test]
fn action_6_extra_production_stores_at_the_factory_and_pays_its_parts() {
    let mut s = turn_of(3, &[("expert-actions", "on")], 0);
    act(
        &mut s,
        Action::Choose {
            act: Act::ExtraProduction,
        },
    );
    let money = s.players[0].money;
    act(
        &mut s,
        Action::Extra {
            good: 0,
            workers: 1,
        },
    );
    let made = data().factory[0][0].goods + data().worker[0][0][0].unwrap().goods;
    let cost = data().factory[0][0].fixed_cost as u16 + 2 * s.wage_value();
    assert_eq!(
        s.players[0].money,
        money - cost,
        "fixed cost and the used card's wages"
    );
    assert_eq!(
        legal(&s),
        vec![Action::Store { warehouse: 0 }, Action::Done]
    );
    for _ in 0..made.min(4) {
        let a = *legal(&s)
            .iter()
            .find(|a| matches!(a, Action::Store { .. }))
            .unwrap();
        act(&mut s, a);
    }
    assert_eq!(market::stored(&s.players[0], 0), made.min(4));
    if made > 4 {
        act(&mut s, Action::Done);
    }
    assert!(
        illegal(
            &s,
            Action::Extra {
                good: 0,
                workers: 0
            }
        ),
        "each factory once"
    );
    act(
        &mut s,
        Action::Extra {
            good: 2,
            workers: 0,
        },
    );
    assert_eq!(
        s.players[0].money,
        money - cost - data().factory[2][0].fixed_cost as u16,
        "the factory only"
    );
    act(&mut s, Action::Done); // its goods are lost: no warehouse left free
    assert_eq!(market::stored(&s.players[0], 2), 0);
}

#[test]
fn action_7_early_shipping_several_factories_one_ship() {
    let mut s = turn_of(3, &[("expert-actions", "on")], 0);
    s.players[0].warehouses[0] = Warehouse { at: 0, goods: 2 };
    s.players[0].warehouses[1] = Warehouse { at: 2, goods: 1 };
    act(
        &mut s,
        Action::Choose {
            act: Act::EarlyShipping,
        },
    );
    act(&mut s, Action::Load { good: 0 });
    act(&mut s, Action::Load { good: 2 });
    assert!(illegal(&s, Action::Load { good: 0 }), "ship capacity 2");
    let money = s.players[0].money;
    act(&mut s, Action::Sail);
    let d = data();
    let p = &s.players[0];
    assert_eq!(
        p.money,
        money + d.factory[0][0].export_price as u16 + d.factory[2][0].export_price as u16
    );
    assert_eq!((p.ships, p.ship_tokens), (1, 1));
    assert_eq!(p.warehouses[0], Warehouse { at: 0, goods: 1 });
    assert_eq!(
        p.warehouses[1],
        Warehouse::default(),
        "emptied: back to the supply"
    );
}

// ---------------------------------------------------------------- b. 가격과 매력 결정하기

#[test]
fn step_b_appeal_and_price_trade_one_for_one_and_arrows_move_demand() {
    let mut s = turn_of(3, &[], 0);
    act(&mut s, Action::Choose { act: Act::Stock });
    act(&mut s, Action::Done);
    assert_eq!(
        s.phase,
        Phase::Turn {
            turn: 0,
            step: Step::Price
        }
    );
    let l = legal(&s);
    assert_eq!(
        l.len(),
        5,
        "appeal 0..=4: 3 from the token, 1 from the office"
    );
    let demand = s.demand[0];
    act(&mut s, Action::SetAppeal { appeal: 4 });
    let p = &s.players[0];
    assert_eq!(p.appeal[0], Some(4));
    assert_eq!(
        market::price_appeal(p, 0),
        (3, 4),
        "token on space 1, office on appeal"
    );
    let crossed = data().arrows.iter().filter(|(b, _)| *b < 4).count() as u8;
    assert_eq!(
        s.demand[0],
        demand + crossed,
        "each arrow crossed moves demand the same way"
    );
    assert!(matches!(
        s.phase,
        Phase::Turn {
            step: Step::Develop { .. },
            ..
        }
    ));
}

#[test]
fn step_b_is_skipped_without_a_factory_of_the_active_good() {
    let mut s = turn_of(3, &[], 1); // seat 2: clothing and lamps, round 1 is Food
    act(&mut s, Action::Choose { act: Act::Stock });
    act(&mut s, Action::Done);
    assert!(matches!(
        s.phase,
        Phase::Turn {
            step: Step::Develop { .. },
            ..
        }
    ));
}

// ---------------------------------------------------------------- c. 개발하기 / 개발 카드

#[test]
fn step_c_develop_one_point_or_one_card_hand_limit_no_duplicates() {
    let mut s = turn_of(3, &[], 0);
    at_step(&mut s, 0, Step::Develop { discarded: 0 });
    s.players[0].dev[data::CARDS] = 0; // 2 cards
    s.supply = [1; 16];
    s.deck = [1; 16];
    s.players[0].cards = Card::Broker.bit() | Card::Workshop.bit();
    s.supply[Card::Broker as usize] = 0;
    s.supply[Card::Workshop as usize] = 0;
    assert!(
        illegal(
            &s,
            Action::TakeCard {
                card: Card::Contract
            }
        ),
        "hand limit 2"
    );
    act(
        &mut s,
        Action::Discard {
            card: Card::Workshop,
        },
    );
    assert!(
        illegal(&s, Action::Discard { card: Card::Broker }),
        "one discard"
    );
    assert!(
        illegal(
            &s,
            Action::TakeCard {
                card: Card::Workshop
            }
        ),
        "not again this turn"
    );
    assert!(
        illegal(&s, Action::TakeCard { card: Card::Broker }),
        "never two of a type"
    );
    act(
        &mut s,
        Action::TakeCard {
            card: Card::Contract,
        },
    );
    assert!(
        !matches!(s.phase, Phase::Turn { turn: 2, .. }),
        "the turn is over"
    );
    assert!(s.players[0].holds(Card::Contract));
}

// ---------------------------------------------------------------- 2. 생산 단계

/// The worked example of FACTS.md §6.1 (provisional numbers): Era I Food, factory and its
/// position-1 worker make 3 goods; token on space 1 and office on appeal give appeal 4 at £3;
/// demand 1: 3 sold for £9; costs £2 fixed + 2 workers × £2 = £6; share value +1 (and +1 for
/// the sole highest appeal).
#[test]
fn production_a_to_d_worked_example_food_in_era_i() {
    let mut s = turn_of(3, &[], 0);
    s.players[2].factories[0] = Factory::default();
    s.players[2].appeal[0] = None;
    s.demand[0] = 1;
    let p = &mut s.players[0];
    p.factories[0].space = 0;
    p.factories[0].office_appeal = true;
    p.appeal[0] = Some(4);
    assert_eq!(market::goods_made(p, 0, 1), 3);
    assert_eq!(market::price_appeal(p, 0), (3, 4));
    to_production(&mut s);
    let p = &s.players[0];
    assert_eq!(p.money, 50 + 9 - 6);
    assert_eq!(
        p.share_value, 12,
        "+1 for 2 sold, +1 for the sole highest appeal"
    );
}

#[test]
fn production_a_sales_limit_is_appeal_minus_demand_then_stored_goods() {
    let mut s = turn_of(3, &[], 0);
    s.players[2].factories[0] = Factory::default();
    s.players[2].appeal[0] = None;
    s.demand[0] = 2;
    let p = &mut s.players[0];
    p.appeal[0] = Some(7);
    p.warehouses[0] = Warehouse { at: 0, goods: 2 };
    p.warehouses[1] = Warehouse { at: 2, goods: 2 };
    let (price, _) = market::price_appeal(p, 0);
    to_production(&mut s);
    // 3 made, limit 5: the seat may sell 2 more from the warehouse beside this factory.
    assert_eq!(legal(&s), vec![Action::SellStored, Action::Done]);
    act(&mut s, Action::SellStored);
    act(&mut s, Action::SellStored);
    let p = &s.players[0];
    assert_eq!(p.money, 50 + 5 * price - market::costs(&s, 0, 0, 1));
    assert_eq!(p.warehouses[0], Warehouse::default());
    assert_eq!(p.warehouses[1], Warehouse { at: 2, goods: 2 });
}

#[test]
fn production_a_appeal_at_or_below_demand_sells_nothing() {
    let mut s = turn_of(3, &[], 0);
    s.demand[0] = 3;
    s.players[0].appeal[0] = Some(3);
    s.players[0].ships = 0;
    for w in 0..2 {
        s.players[0].warehouses[w] = Warehouse { at: 2, goods: 2 };
    }
    to_production(&mut s);
    assert_eq!(s.players[0].share_value, 10);
}

#[test]
fn production_b_store_and_ship_the_rest() {
    let mut s = turn_of(3, &[], 0);
    s.players[2].factories[0] = Factory::default();
    s.players[2].appeal[0] = None;
    s.players[0].factories[0].workers = 2;
    s.players[0].factories[0].worker[1].side = 1;
    s.players[0].appeal[0] = Some(2);
    s.demand[0] = 1; // sell 1 of 5
    to_production(&mut s);
    assert_eq!(seat(&s), 0);
    let l = legal(&s);
    assert!(l.contains(&Action::Store { warehouse: 0 }));
    assert!(
        !l.contains(&Action::Store { warehouse: 1 }),
        "the two small ones alike: one offered"
    );
    assert!(
        !l.contains(&Action::Store { warehouse: 2 }),
        "no Large Warehouse card"
    );
    act(&mut s, Action::Store { warehouse: 0 });
    let money = s.players[0].money;
    act(&mut s, Action::Ship);
    let p = &s.players[0];
    assert_eq!(
        p.money,
        money + 2 * data().factory[0][0].export_price as u16
    );
    assert_eq!(
        (p.ships, p.ship_tokens),
        (1, 1),
        "flipped to the 1-ship side"
    );
    act(&mut s, Action::Ship); // the last good: the card goes away
    assert_eq!(s.players[0].ships, 0);
    assert!(!matches!(s.phase, Phase::Production { turn: 0, .. }));
}

#[test]
fn production_c_costs_with_emergency_loans_and_bankruptcy() {
    let mut s = turn_of(3, &[], 0);
    s.players[0].money = 0;
    s.players[0].appeal[0] = Some(0);
    s.players[0].ships = 0;
    to_production(&mut s);
    act(&mut s, Action::Done);
    let cost = data().factory[0][0].fixed_cost as u16 + 2 * 2;
    let p = &s.players[0];
    let loans = cost.div_ceil(5) as u8; // each brings half the share value, £5
    assert_eq!(p.loans, loans);
    assert_eq!(p.money, loans as u16 * 5 - cost);
    let mut s = turn_of(3, &[], 0);
    s.players[0].money = 0;
    s.players[0].loans = 9;
    s.players[0].appeal[0] = Some(0);
    s.players[0].ships = 0;
    to_production(&mut s);
    act(&mut s, Action::Done);
    assert!(
        s.players[0].bankrupt,
        "all 9 loan slots used and still short"
    );
    assert_eq!(s.players[0].appeal, [None; 4]);
}

#[test]
fn production_d_share_value_tie_for_highest_appeal_gives_no_bonus() {
    let mut s = turn_of(3, &[], 0);
    s.demand[0] = 0;
    s.players[0].appeal[0] = Some(3);
    s.players[2].appeal[0] = Some(3);
    to_production(&mut s);
    assert_eq!(s.players[0].share_value, 11);
    assert_eq!(s.players[2].share_value, 11);
}

#[test]
fn production_d_shipped_goods_do_not_raise_share_value() {
    let mut s = turn_of(3, &[], 0);
    s.players[2].factories[0] = Factory::default();
    s.players[2].appeal[0] = None;
    s.demand[0] = 2;
    s.players[0].appeal[0] = Some(3); // 1 sold
    to_production(&mut s);
    act(&mut s, Action::Ship);
    assert_eq!(s.players[0].share_value, 10);
}

#[test]
fn production_e_distribution_drops_by_one_at_producing_factories_only() {
    let mut s = turn_of(3, &[], 0);
    s.players[0].distribution[0] = Attach {
        at: 0,
        value: 3,
        appeal: false,
    };
    s.players[0].distribution[1] = Attach {
        at: 2,
        value: 2,
        appeal: false,
    };
    s.players[0].ships = 0;
    to_production(&mut s);
    while matches!(s.phase, Phase::Production { .. }) {
        act(&mut s, Action::Done);
    }
    assert_eq!(s.players[0].distribution[0].value, 2);
    assert_eq!(s.players[0].distribution[1].value, 2);
}

// ---------------------------------------------------------------- 3. 다음 라운드 준비

#[test]
fn prepare_next_round_start_player_card_passes_clockwise() {
    let mut s = turn_of(3, &[], 0);
    to_production(&mut s);
    while matches!(s.phase, Phase::Production { .. }) {
        act(&mut s, Action::Done);
    }
    assert_eq!((s.round, s.start), (2, 1));
    assert_eq!(seat(&s), 1);
}

#[test]
fn era_end_lowest_value_chooses_the_start_player_and_cards_reactivate() {
    let mut s = turn_of(3, &[], 0);
    s.round = 4;
    s.players[1].shares = 8; // lowest share value × shares
    s.players[2].cards = Card::TradeOffice.bit();
    s.players[2].used = Card::TradeOffice.bit();
    s.deck[Card::TradeOffice as usize] += 1;
    to_production(&mut s);
    while matches!(s.phase, Phase::Production { .. }) {
        act(&mut s, Action::Done);
    }
    assert_eq!((s.era, s.round), (2, 1));
    assert_eq!(s.players[2].used, 0, "once-per-era cards reactivated");
    assert_eq!(seat(&s), 1, "the lowest chooses");
    act(&mut s, Action::ChooseStart { seat: 2 });
    assert_eq!(s.start, 2);
    assert_eq!(seat(&s), 2);
}

#[test]
fn era_end_ties_go_to_least_money_then_closest_after_the_start_player() {
    let mut s = game(4, &[]);
    s.start = 1;
    assert_eq!(
        arkwright_card_game::flow::lowest_chooser(&s),
        2,
        "all tied: next after seat 2"
    );
    s.players[3].money = 10;
    assert_eq!(
        arkwright_card_game::flow::lowest_chooser(&s),
        3,
        "least money"
    );
}

#[test]
fn era_end_two_player_neutral_moves_up_one() {
    let mut s = turn_of(2, &[], 0);
    s.round = 4;
    let demand = s.demand;
    to_production(&mut s);
    while matches!(s.phase, Phase::Production { .. }) {
        act(&mut s, Action::Done);
    }
    assert_eq!(s.neutral, Some([4, 4, 3, 3]));
    // 3→4 crosses the red arrow 3|4 on Food and Clothing; 2→3 crosses none.
    let red = |from: u8| {
        data()
            .arrows
            .iter()
            .filter(|(b, r)| *r && *b == from)
            .count() as u8
    };
    assert_eq!(s.demand[0], demand[0] + red(3));
    assert_eq!(s.demand[2], s.demand[2].max(demand[2] + red(2)));
}

// ---------------------------------------------------------------- 최종 점수 계산

#[test]
fn final_scoring_goods_shares_loans_shipping_and_product() {
    let mut s = game(2, &[]);
    let p = &mut s.players[0];
    p.money = 37;
    p.share_value = 15;
    p.shares = 20;
    p.loans = 2;
    p.ship_tokens = 3;
    p.warehouses[0] = Warehouse { at: 0, goods: 2 };
    let f = scoring::final_figures(p);
    let export = data().factory[0][0].export_price as u16;
    assert_eq!(f.goods_money, 2 * export);
    assert_eq!(f.bought, (37 + 2 * export) / 15);
    assert_eq!(f.money_left, (37 + 2 * export) % 15);
    assert_eq!(f.shares, 20 + f.bought - 2, "−1 share per loan");
    assert_eq!(f.share_value, 15 - data().ship_penalty[3] as u16);
    assert_eq!(f.score, f.shares as u32 * f.share_value as u32);
}

#[test]
fn final_scoring_ties_most_money_then_shared() {
    let mut s = game(2, &[]);
    s.phase = Phase::Over;
    let o = Arkwright::outcome(&s).unwrap();
    assert_eq!(o.winners, vec![0, 1], "all equal: a shared win");
    s.players[1].money = 59; // 5 shares more and £9 left: higher score
    s.players[0].money = 50;
    let o = Arkwright::outcome(&s).unwrap();
    assert_eq!(o.winners, vec![1]);
    s.players[1].money = 51; // same score, £1 left
    let o = Arkwright::outcome(&s).unwrap();
    assert_eq!(o.winners, vec![1], "tie broken by money left");
}

// ---------------------------------------------------------------- options

#[test]
fn options_accept_every_module_and_refuse_the_unknown() {
    for (k, v) in [
        ("start", "draft"),
        ("era-limits", "on"),
        ("ships", "none"),
        ("prebuy", "on"),
        ("expert-actions", "on"),
        ("expert", "on"),
    ] {
        let o = Arkwright::options(3, &[(k.into(), v.into())]).unwrap();
        let back = Arkwright::options(3, &Arkwright::settings(&o)).unwrap();
        assert_eq!(o, back);
    }
    assert!(Arkwright::options(3, &[("start".into(), "x".into())]).is_err());
    assert!(Arkwright::options(3, &[("nope".into(), "on".into())]).is_err());
    assert!(Arkwright::options(5, &[]).is_err());
    assert!(Arkwright::options(2, &[("solo-factories".into(), "random".into())]).is_err());
}

#[test]
fn illegal_actions_are_errors_and_change_nothing() {
    let mut s = turn_of(3, &[], 0);
    let before = s.clone();
    let mut rng = GameRng::new(1);
    assert!(Arkwright::apply(&mut s, 0, &Action::Loan, &mut rng).is_err());
    assert!(Arkwright::apply(&mut s, 1, &Action::Choose { act: Act::Stock }, &mut rng).is_err());
    assert!(Arkwright::apply(&mut s, 9, &Action::Done, &mut rng).is_err());
    assert!(Arkwright::apply(&mut s, 0, &Action::Build { good: 200 }, &mut rng).is_err());
    assert_eq!(s, before);
}

#[test]
fn data_tables_keep_their_provisional_marks() {
    let d = data();
    for t in [
        "wage_track",
        "demand_start_a",
        "arrow_below",
        "ship_penalty",
        "contract_per_good",
        "start_factories_3",
    ] {
        assert!(d.provisional.iter().any(|p| p == t), "{t} is PROVISIONAL");
    }
    assert!(
        d.factory
            .iter()
            .flatten()
            .all(|f| f.status == data::Status::Provisional)
    );
}
