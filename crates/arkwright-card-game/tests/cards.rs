//! 개발 카드 — one test per development card (rulebook "카드 설명" 1–13, FACTS.md §9.2).

mod common;

use arkwright_card_game::data::{self, Card, data};
use arkwright_card_game::state::*;
use arkwright_card_game::{Act, Action, Piece, market};
use common::*;

/// Gives `seat` a card out of nowhere, keeping the card count conserved.
fn give(s: &mut State, seat: usize, c: Card) {
    s.players[seat].cards |= c.bit();
    s.deck[c as usize] += 1;
}

fn finish_production(s: &mut State) {
    while matches!(s.phase, Phase::Production { .. }) {
        act(s, Action::Done);
    }
}

/// Food produced by seat 0 alone, appeal 3 over demand 0 (3 goods, all sold).
fn food_round(settings: &[(&str, &str)]) -> State {
    let mut s = turn_of(3, settings, 0);
    s.players[2].factories[0] = Factory::default();
    s.players[2].appeal[0] = None;
    s.demand[0] = 0;
    s.players[0].appeal[0] = Some(3);
    s
}

#[test]
fn card_1_businessman_wins_a_tie_once_per_era() {
    let mut s = turn_of(3, &[], 0);
    give(&mut s, 2, Card::Businessman);
    s.demand[0] = 0;
    s.players[0].appeal[0] = Some(3);
    s.players[2].appeal[0] = Some(3);
    to_production(&mut s);
    finish_production(&mut s);
    assert!(matches!(s.phase, Phase::Tie { holder: 2, .. }));
    assert_eq!(legal(&s), vec![Action::BreakTie, Action::Done]);
    act(&mut s, Action::BreakTie);
    assert_eq!(s.players[0].share_value, 11);
    assert_eq!(
        s.players[2].share_value, 12,
        "the Businessman breaks the tie"
    );
    assert!(s.players[2].used & Card::Businessman.bit() != 0, "rotated");
}

#[test]
fn card_1_businessman_discarded_at_round_end_chooses_the_start_player() {
    let mut s = turn_of(3, &[], 0);
    give(&mut s, 1, Card::Businessman);
    to_production(&mut s);
    finish_production(&mut s);
    assert!(matches!(s.phase, Phase::RoundEnd { .. }));
    assert_eq!(seat(&s), 1);
    act(&mut s, Action::UseBusinessman);
    assert!(
        !s.players[1].holds(Card::Businessman),
        "discarded to the supply"
    );
    act(&mut s, Action::ChooseStart { seat: 1 });
    assert_eq!((s.round, s.start), (2, 1));
    // At an era's end it comes before the lowest player's choice.
    let mut s = turn_of(3, &[], 0);
    s.round = 4;
    give(&mut s, 2, Card::Businessman);
    s.players[1].shares = 1;
    to_production(&mut s);
    finish_production(&mut s);
    assert_eq!(seat(&s), 2);
    act(&mut s, Action::Done);
    assert_eq!(seat(&s), 1, "kept: the lowest chooses");
}

#[test]
fn card_2_trade_office_one_fewer_shipping_token_once_per_era() {
    let mut s = food_round(&[]);
    give(&mut s, 0, Card::TradeOffice);
    s.players[0].appeal[0] = Some(0);
    s.players[0].factories[0].workers = 2;
    s.players[0].factories[0].worker[1].side = 1;
    to_production(&mut s);
    act(&mut s, Action::Ship);
    act(&mut s, Action::Ship);
    let p = &s.players[0];
    assert_eq!(p.ship_tokens, 1, "two ships, one token");
    assert!(p.used & Card::TradeOffice.bit() != 0);
}

#[test]
fn card_2_4_11_12_lift_their_era_limits_while_held() {
    let mut s = turn_of(3, &[("era-limits", "on")], 0);
    at_step(&mut s, 0, Step::Develop { discarded: 0 });
    for (card, track) in [
        (Card::TradeOffice, data::SHIPPING),
        (Card::Workshop, data::MACHINES),
        (Card::Patent, data::DISTRIBUTION),
        (Card::Engineer, data::QUALITY),
    ] {
        assert!(illegal(&s, Action::DevPoint { track: track as u8 }));
        s.players[0].cards = card.bit();
        assert!(
            !illegal(&s, Action::DevPoint { track: track as u8 }),
            "{card:?}"
        );
        s.players[0].cards = 0;
    }
}

#[test]
fn card_3_overtime_one_more_good_in_production_and_extra_production() {
    let mut s = food_round(&[]);
    give(&mut s, 0, Card::Overtime);
    s.players[0].appeal[0] = Some(4);
    to_production(&mut s);
    assert_eq!(legal(&s), vec![Action::Overtime, Action::Done]);
    let money = s.players[0].money;
    act(&mut s, Action::Overtime);
    let (price, _) = market::price_appeal(&s.players[0], 0);
    assert!(!s.players[0].holds(Card::Overtime), "discarded");
    assert_eq!(
        s.players[0].money,
        money + 4 * price - market::costs(&s, 0, 0, 1)
    );
    // Expert: during extra production.
    let mut s = turn_of(3, &[("expert-actions", "on")], 0);
    give(&mut s, 0, Card::Overtime);
    act(
        &mut s,
        Action::Choose {
            act: Act::ExtraProduction,
        },
    );
    act(&mut s, Action::Overtime);
    act(
        &mut s,
        Action::Extra {
            good: 2,
            workers: 0,
        },
    );
    let made = data().factory[2][0].goods + 1;
    for _ in 0..made {
        act(&mut s, Action::Store { warehouse: 0 });
    }
    assert_eq!(market::stored(&s.players[0], 2), made);
}

#[test]
fn card_4_workshop_ignores_two_machines_at_a_factory() {
    let mut s = turn_of(3, &[], 0);
    let f = &mut s.players[0].factories[0];
    f.workers = 2;
    f.worker = [
        Worker {
            side: 1,
            automated: true,
        },
        Worker {
            side: 1,
            automated: true,
        },
    ];
    let without = market::costs(&s, 0, 0, 2);
    give(&mut s, 0, Card::Workshop);
    assert_eq!(market::costs(&s, 0, 0, 2), without - 2);
}

#[test]
fn card_5_supervisor_attached_to_a_factory_saves_2_per_worker() {
    let mut s = turn_of(3, &[], 0);
    at_step(&mut s, 0, Step::Develop { discarded: 0 });
    s.supply[Card::Supervisor as usize] += 1;
    s.deck[Card::Supervisor as usize] += 1;
    assert!(illegal(
        &s,
        Action::TakeCard {
            card: Card::Supervisor
        }
    ));
    let before = market::costs(&s, 0, 0, 1);
    act(&mut s, Action::TakeSupervisor { good: 0 });
    assert_eq!(s.players[0].supervisor_at, 0);
    assert_eq!(market::costs(&s, 0, 0, 1), before - 4, "2 workers × £2");
    assert_eq!(market::costs(&s, 0, 2, 1), market::costs(&s, 0, 2, 1));
}

#[test]
fn card_6_broker_two_half_price_shares_instead_of_developing() {
    let mut s = turn_of(3, &[], 0);
    give(&mut s, 0, Card::Broker);
    at_step(&mut s, 0, Step::Develop { discarded: 0 });
    act(&mut s, Action::Broker);
    assert_eq!(legal(&s), vec![Action::BuyHalf, Action::Done]);
    act(&mut s, Action::BuyHalf);
    act(&mut s, Action::BuyHalf);
    let p = &s.players[0];
    assert_eq!((p.money, p.shares), (40, 12));
    assert!(!p.holds(Card::Broker) && p.record.used_broker);
    assert!(
        !matches!(s.phase, Phase::Turn { turn: 2, .. }),
        "the turn ended"
    );
}

#[test]
fn card_7_patron_raises_the_sales_limit_by_one_once_per_era() {
    let mut s = food_round(&[]);
    give(&mut s, 0, Card::PatronFood);
    s.demand[0] = 1; // appeal 3: limit 2 of 3 goods
    s.players[0].ships = 0;
    to_production(&mut s);
    finish_production(&mut s);
    let p = &s.players[0];
    assert!(p.used & Card::PatronFood.bit() != 0);
    let (price, _) = market::price_appeal(p, 0);
    assert_eq!(p.money, 50 + 3 * price - market::costs(&s, 0, 0, 1));
}

#[test]
fn card_8_inventor_upgrades_two_more_factories_one_era_ahead() {
    let mut s = turn_of(3, &[], 0);
    give(&mut s, 0, Card::Inventor);
    act(&mut s, Action::Choose { act: Act::Build });
    assert!(
        illegal(&s, Action::Upgrade { good: 0 }),
        "Era I: no ordinary upgrade"
    );
    act(&mut s, Action::UseInventor);
    act(&mut s, Action::InventorUpgrade { good: 0 });
    act(&mut s, Action::InventorUpgrade { good: 2 });
    let p = &s.players[0];
    assert_eq!((p.factories[0].side, p.factories[0].worker[0].side), (1, 2));
    assert_eq!(p.factories[2].side, 1);
    assert!(!p.holds(Card::Inventor));
}

#[test]
fn card_8_inventor_expert_two_points_ignoring_era_limits() {
    let mut s = turn_of(3, &[("expert", "on")], 0);
    give(&mut s, 0, Card::Inventor);
    at_step(&mut s, 0, Step::Develop { discarded: 0 });
    act(&mut s, Action::InventorPoints);
    act(
        &mut s,
        Action::DevPoint {
            track: data::QUALITY as u8,
        },
    );
    act(
        &mut s,
        Action::DevPoint {
            track: data::QUALITY as u8,
        },
    );
    assert_eq!(s.players[0].dev[data::QUALITY], 2, "level 3 in Era I");
}

#[test]
fn card_9_developer_saves_fixed_cost_and_reactivates_a_card() {
    let mut s = turn_of(3, &[], 0);
    let before = market::costs(&s, 0, 0, 1);
    give(&mut s, 0, Card::Developer);
    give(&mut s, 0, Card::TradeOffice);
    assert_eq!(market::costs(&s, 0, 0, 1), before - 2);
    s.players[0].used = Card::TradeOffice.bit();
    act(
        &mut s,
        Action::Reactivate {
            card: Card::TradeOffice,
        },
    );
    let p = &s.players[0];
    assert_eq!(p.used, Card::Developer.bit());
    assert!(illegal(
        &s,
        Action::Reactivate {
            card: Card::TradeOffice
        }
    ));
}

#[test]
fn card_10_contract_extra_income_per_good_shipped() {
    let mut s = food_round(&[]);
    give(&mut s, 0, Card::Contract);
    s.players[0].appeal[0] = Some(0);
    to_production(&mut s);
    let money = s.players[0].money;
    act(&mut s, Action::Ship);
    let each = data().factory[0][0].export_price as u16 + data().contract_per_good[0] as u16;
    assert_eq!(s.players[0].money, money + 2 * each);
}

#[test]
fn card_11_patent_is_an_extra_distribution_card() {
    let mut s = turn_of(3, &[], 0);
    s.players[0].distribution[0] = Attach {
        at: 0,
        value: 1,
        appeal: false,
    };
    s.players[0].distribution[1] = Attach {
        at: 2,
        value: 1,
        appeal: false,
    };
    act(
        &mut s,
        Action::Choose {
            act: Act::Distribution,
        },
    );
    assert!(illegal(
        &s,
        Action::Place {
            good: 0,
            piece: Piece::Distribution
        }
    ));
    give(&mut s, 0, Card::Patent);
    assert!(!illegal(
        &s,
        Action::Place {
            good: 0,
            piece: Piece::Patent
        }
    ));
}

#[test]
fn card_12_engineer_swapped_for_a_quality_card_of_its_value() {
    let mut s = turn_of(3, &[], 0);
    give(&mut s, 0, Card::Engineer);
    s.players[0].engineer_token = true;
    s.players[0].quality[ENGINEER] = Attach {
        at: 0,
        value: 2,
        appeal: true,
    };
    act(&mut s, Action::Choose { act: Act::Quality });
    act(&mut s, Action::SwapEngineer { good: 0 });
    let p = &s.players[0];
    assert_eq!(p.quality[ENGINEER], Attach::default());
    assert_eq!(
        p.quality[0],
        Attach {
            at: 0,
            value: 2,
            appeal: true
        }
    );
    // Discarding the Engineer keeps the "max. 6" token.
    at_step(&mut s, 0, Step::Develop { discarded: 0 });
    act(
        &mut s,
        Action::Discard {
            card: Card::Engineer,
        },
    );
    assert!(s.players[0].engineer_token);
}

#[test]
fn card_13_large_warehouse_holds_four() {
    let mut s = food_round(&[]);
    give(&mut s, 0, Card::LargeWarehouse);
    s.players[0].appeal[0] = Some(0);
    s.players[0].factories[0].workers = 2;
    s.players[0].factories[0].worker[1].side = 1;
    to_production(&mut s);
    for _ in 0..4 {
        act(&mut s, Action::Store { warehouse: 2 });
    }
    assert_eq!(
        s.players[0].warehouses[LARGE],
        Warehouse { at: 0, goods: 4 }
    );
    assert!(illegal(&s, Action::Store { warehouse: 2 }));
    // Discarded: its goods are lost.
    finish_production(&mut s);
    s.start = 0;
    at_step(&mut s, 0, Step::Develop { discarded: 0 });
    act(
        &mut s,
        Action::Discard {
            card: Card::LargeWarehouse,
        },
    );
    assert_eq!(s.players[0].warehouses[LARGE], Warehouse::default());
}

#[test]
fn development_cards_are_conserved_through_take_and_discard() {
    let mut s = turn_of(3, &[], 0);
    at_step(&mut s, 0, Step::Develop { discarded: 0 });
    let c = arkwright_card_game::cards::held(&s.players[0]).count();
    assert_eq!(c, 0);
    let card = Card::ALL
        .into_iter()
        .find(|&c| s.supply[c as usize] > 0 && c != Card::Supervisor)
        .unwrap();
    let before = s.supply[card as usize];
    act(&mut s, Action::TakeCard { card });
    assert_eq!(s.supply[card as usize], before - 1);
}

/// The rulebook's example (개발 카드): "to use the Engineer, first take it into your personal
/// supply, then later choose the Add-quality action to activate it".
#[test]
fn development_cards_worked_example_engineer_taken_then_used_by_add_quality() {
    let mut s = turn_of(3, &[], 0);
    assert!(s.supply[Card::Engineer as usize] > 0);
    at_step(&mut s, 0, Step::Develop { discarded: 0 });
    act(
        &mut s,
        Action::TakeCard {
            card: Card::Engineer,
        },
    );
    let p = &s.players[0];
    assert!(p.holds(Card::Engineer) && p.engineer_token);
    assert_eq!(p.quality[ENGINEER].at, SUPPLY, "in the personal supply");
    s.start = 0;
    s.phase = Phase::Turn {
        turn: 0,
        step: Step::Choose,
    };
    act(&mut s, Action::Choose { act: Act::Quality });
    act(
        &mut s,
        Action::Place {
            good: 0,
            piece: Piece::Engineer,
        },
    );
    assert_eq!(s.players[0].quality[ENGINEER].at, 0);
}

#[test]
fn card_9_developer_reactivates_at_step_c_too() {
    let mut s = turn_of(3, &[], 0);
    give(&mut s, 0, Card::Developer);
    give(&mut s, 0, Card::TradeOffice);
    s.players[0].used = Card::TradeOffice.bit();
    at_step(&mut s, 0, Step::Develop { discarded: 0 });
    act(
        &mut s,
        Action::Reactivate {
            card: Card::TradeOffice,
        },
    );
    assert_eq!(s.players[0].used, Card::Developer.bit());
    assert!(matches!(
        s.phase,
        Phase::Turn {
            step: Step::Develop { .. },
            ..
        }
    ));
}
