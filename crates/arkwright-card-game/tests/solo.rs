//! 1인 게임 규칙 — solo against two automa (FACTS.md §10): setup, preparation, the automa turn
//! and grid walk, automa production, the era's end, scoring and the 15 achievements.

mod common;

use arkwright_card_game::data::{Card, data};
use arkwright_card_game::state::*;
use arkwright_card_game::{Action, Arkwright, scoring, solo};
use common::*;
use smokestack_core::{Game, GameRng};

#[test]
fn solo_setup_2_to_4_automa_boards_grid_markers_and_bag() {
    let s = game(1, &[]);
    let solo = s.solo.as_ref().unwrap();
    for a in &solo.automa {
        assert_eq!((a.shares, a.share_value), (12, 12));
    }
    assert_eq!(solo.grid.len(), 15, "17 cards, 15 on a 3×5 grid");
    assert_eq!(s.deck.iter().map(|&c| c as usize).sum::<usize>(), 15);
    let mut rows: Vec<u8> = solo.markers.to_vec();
    rows.sort_unstable();
    assert_eq!(
        rows,
        vec![0, 5, 10],
        "one money marker on the leftmost card of each row"
    );
    assert_eq!(solo.bag, [3, 3, 2]);
    assert_eq!(s.supply, [0; 16], "the grid is the supply");
}

#[test]
fn solo_preparation_a_b_c_factories_and_automa_markets() {
    let mut s = game(1, &[]);
    assert!(matches!(s.phase, Phase::Draft { .. }));
    act(&mut s, Action::PickFactory { good: 1 });
    let solo = s.solo.as_ref().unwrap();
    let d = data();
    for g in 0..4 {
        let marks: Vec<u8> = solo.automa.iter().filter_map(|a| a.appeal[g]).collect();
        assert_eq!(
            marks,
            vec![d.solo_automa_start[g]],
            "one automa marker per track"
        );
    }
    for a in &solo.automa {
        assert_eq!(
            a.appeal.iter().flatten().count(),
            2,
            "two markers of each automa"
        );
    }
    assert_eq!(
        s.demand, d.demand_start_a,
        "from the solo icon: Clothing +2, Cutlery and Lamps +1"
    );
    assert!(illegal(&s, Action::PickFactory { good: 1 }));
    act(&mut s, Action::PickFactory { good: 2 });
    assert_eq!(s.players[0].open_count(), 2);
    assert!(matches!(s.phase, Phase::StartBonus { .. }));
}

#[test]
fn solo_variant_two_random_factories() {
    let s = game(1, &[("solo-factories", "random")]);
    assert_eq!(s.players[0].open_count(), 2);
    assert!(matches!(s.phase, Phase::StartBonus { .. }));
}

fn solo_turn() -> State {
    let mut s = game(1, &[]);
    play_setup(&mut s);
    s
}

#[test]
fn solo_automa_turn_up_two_or_a_new_factory_shares_and_the_walk() {
    let mut s = solo_turn();
    let g = s.good() as usize;
    // Force automa A: give it no marker on Food, so it opens a factory.
    {
        let solo = s.solo.as_mut().unwrap();
        solo.bag = [1, 0, 0];
        solo.automa[0].appeal[g] = None;
        solo.automa[1].appeal[g] = Some(4);
    }
    let demand = s.demand;
    let wage = s.wage;
    let shares_b = s.solo.as_ref().unwrap().automa[1].shares;
    solo::automa_turn(&mut s, &mut GameRng::new(1));
    let solo = s.solo.as_ref().unwrap();
    let to = data().automa_factory_base[g] + s.era;
    assert_eq!(solo.automa[0].appeal[g], Some(to), "3 (Food) + era 1");
    assert_eq!(s.wage, wage + 1);
    let crossed = data().arrows.iter().filter(|(b, _)| *b < to).count() as u8;
    assert_eq!(s.demand[g], demand[g] - 1 + crossed);
    assert_eq!(
        solo.automa[1].shares,
        shares_b + 1,
        "the automa not drawn gains a share"
    );
    assert_eq!(solo.bag, [0, 0, 0], "the marker is set aside");
    // With its marker there: up 2.
    let mut s = solo_turn();
    {
        let solo = s.solo.as_mut().unwrap();
        solo.bag = [0, 1, 0];
        solo.automa[1].appeal[g] = Some(4);
    }
    solo::automa_turn(&mut s, &mut GameRng::new(1));
    assert_eq!(s.solo.as_ref().unwrap().automa[1].appeal[g], Some(6));
    // The neutral colour: no appeal moves, both automa gain a share.
    let mut s = solo_turn();
    s.solo.as_mut().unwrap().bag = [0, 0, 1];
    let before = s.solo.as_ref().unwrap().automa.clone();
    solo::automa_turn(&mut s, &mut GameRng::new(1));
    let after = &s.solo.as_ref().unwrap().automa;
    for k in 0..2 {
        assert_eq!(after[k].appeal, before[k].appeal);
        assert_eq!(after[k].shares, before[k].shares + 1);
    }
}

#[test]
fn solo_grid_walk_skips_empty_slots_wraps_and_passes_occupied_cards() {
    let mut grid: Vec<Option<Card>> = vec![Some(Card::Broker); 15];
    grid[1] = None;
    grid[2] = None;
    let mut solo = Solo {
        automa: game(1, &[]).solo.unwrap().automa,
        grid,
        markers: [0, 4, 10],
        bag: [3, 3, 2],
        after: false,
        automa_done: false,
    };
    solo::walk(&mut solo, 0, 2);
    assert_eq!(
        solo.markers[0], 5,
        "3 and 4 counted (1, 2 empty); 4 holds a marker: on to 5"
    );
    solo::walk(&mut solo, 2, 6);
    assert_eq!(
        solo.markers[2], 3,
        "11..14 then wrap past 0..2 (empty 1, 2) to 0, 3"
    );
}

#[test]
fn solo_cards_under_money_markers_are_not_yours_and_discards_fill_the_highest_empty_slot() {
    let mut s = solo_turn();
    let solo = s.solo.as_mut().unwrap();
    solo.grid = vec![Some(Card::Broker); 15];
    solo.grid[0] = Some(Card::Workshop);
    solo.grid[3] = None;
    solo.markers = [0, 5, 10];
    s.deck = [0; 16];
    s.deck[Card::Broker as usize] = 13;
    s.deck[Card::Workshop as usize] = 1;
    for p in &mut s.players {
        p.cards = 0;
    }
    at_step(&mut s, 0, Step::Develop { discarded: 0 });
    assert!(
        illegal(
            &s,
            Action::TakeCard {
                card: Card::Workshop
            }
        ),
        "under a marker"
    );
    act(&mut s, Action::TakeCard { card: Card::Broker });
    assert_eq!(
        s.solo.as_ref().unwrap().grid[1],
        None,
        "the first free Broker taken"
    );
    at_step(&mut s, 0, Step::Develop { discarded: 0 });
    act(&mut s, Action::Discard { card: Card::Broker });
    assert_eq!(
        s.solo.as_ref().unwrap().grid[1],
        Some(Card::Broker),
        "highest empty slot"
    );
}

#[test]
fn solo_production_automa_sell_appeal_minus_demand_and_pay_nothing() {
    let mut s = solo_turn();
    let g = s.good() as usize;
    s.demand[g] = 2;
    {
        let solo = s.solo.as_mut().unwrap();
        solo.automa[0].appeal[g] = Some(6); // sells 4: share value +1
        solo.automa[1].appeal[g] = Some(3); // sells 1: one share
        solo.bag = [0, 0, 1]; // the automa turn draws the neutral: both +1 share
    }
    let before = s.solo.as_ref().unwrap().automa.clone();
    s.players[0].appeal[g] = Some(0);
    s.players[0].ships = 0;
    to_production(&mut s);
    while matches!(s.phase, Phase::Production { .. }) {
        act(&mut s, Action::Done);
    }
    let a = &s.solo.as_ref().unwrap().automa;
    assert!(a[0].share_value > before[0].share_value);
    assert_eq!(a[1].share_value, before[1].share_value);
    assert_eq!(a[1].shares, before[1].shares + 2);
}

#[test]
fn solo_automa_appeal_counts_in_the_highest_appeal_comparison() {
    let mut s = solo_turn();
    let g = s.good() as usize;
    s.demand[g] = 0;
    s.players[0].appeal[g] = Some(5);
    s.players[0].factories[g].open = true;
    s.players[0].factories[g].workers = 1;
    s.players[0].factories[g].worker[0].side = 1;
    {
        let solo = s.solo.as_mut().unwrap();
        solo.automa[0].appeal[g] = Some(5);
        solo.automa[1].appeal[g] = None;
        solo.bag = [0, 0, 1];
    }
    let sv = s.players[0].share_value;
    to_production(&mut s);
    while matches!(s.phase, Phase::Production { .. }) {
        act(&mut s, Action::Done);
    }
    assert_eq!(
        s.players[0].share_value,
        sv + 1,
        "tied with an automa: no bonus"
    );
}

#[test]
fn solo_you_play_first_then_the_automa_unless_the_businessman_says_after() {
    let mut s = solo_turn();
    assert_eq!(seat(&s), 0);
    let bag: u8 = s.solo.as_ref().unwrap().bag.iter().sum();
    to_production(&mut s);
    assert_eq!(
        s.solo.as_ref().unwrap().bag.iter().sum::<u8>(),
        bag - 1,
        "automa turn after yours"
    );
    // Businessman: choose to play after the automa next round.
    let mut s = solo_turn();
    s.players[0].cards = Card::Businessman.bit();
    s.deck[Card::Businessman as usize] += 1;
    s.players[0].ships = 0;
    to_production(&mut s);
    while matches!(s.phase, Phase::Production { .. }) {
        act(&mut s, Action::Done);
    }
    act(&mut s, Action::UseBusinessman);
    assert_eq!(
        legal(&s),
        vec![
            Action::ChooseStart { seat: 0 },
            Action::ChooseStart { seat: 1 }
        ]
    );
    let bag: u8 = s.solo.as_ref().unwrap().bag.iter().sum();
    act(&mut s, Action::ChooseStart { seat: 1 });
    assert_eq!(
        s.solo.as_ref().unwrap().bag.iter().sum::<u8>(),
        bag - 1,
        "the automa went first"
    );
    assert!(s.solo.as_ref().unwrap().automa_done);
}

#[test]
fn solo_era_end_markers_back_in_the_bag() {
    let mut s = solo_turn();
    s.round = 4;
    s.solo.as_mut().unwrap().bag = [1, 0, 0];
    s.players[0].ships = 0;
    to_production(&mut s);
    while matches!(s.phase, Phase::Production { .. }) {
        act(&mut s, Action::Done);
    }
    assert_eq!(s.era, 2);
    assert_eq!(s.solo.as_ref().unwrap().bag, [3, 3, 2]);
}

#[test]
fn solo_scoring_automa_share_value_times_shares_and_achievements_when_you_win() {
    let mut s = solo_turn();
    s.phase = Phase::Over;
    let p = &mut s.players[0];
    p.shares = 30;
    p.share_value = 30;
    p.money = 250;
    let o = Arkwright::outcome(&s).unwrap();
    assert_eq!(o.scores.len(), 3);
    assert_eq!(o.scores[1].total, 144, "12 × 12");
    assert_eq!(o.scores[1].seat, None);
    assert_eq!(o.winners, vec![0]);
    let names: Vec<&str> = o.scores[0]
        .parts
        .iter()
        .filter_map(|p| p.label.strip_prefix("achievement: "))
        .collect();
    for a in [
        "tycoon",
        "patriot",
        "true-worker",
        "workers-hero",
        "gentleman",
        "specialist",
        "expert-broker",
        "market-mover",
        "nouveau-riche",
    ] {
        assert!(names.contains(&a), "{a} in {names:?}");
    }
    for a in [
        "all-rounder",
        "full-production",
        "boss",
        "stock-enthusiast",
        "overnight-fortune",
        "sailor",
    ] {
        assert!(!names.contains(&a), "{a}");
    }
    // Lost: no achievements.
    s.players[0].shares = 1;
    s.players[0].money = 0;
    let o = Arkwright::outcome(&s).unwrap();
    assert!(!o.winners.contains(&0));
    assert!(
        o.scores[0]
            .parts
            .iter()
            .all(|p| !p.label.starts_with("achievement"))
    );
    assert_eq!(
        scoring::achievements(&s).len(),
        scoring::achievements(&s).len()
    );
}

#[test]
fn solo_achievements_variant_winner_picks_two_second_place_one() {
    let mut s = game(1, &[("achievements", "pick")]);
    play_setup(&mut s);
    s.phase = Phase::Over;
    s.players[0].shares = 30;
    s.players[0].share_value = 30;
    let picks = |s: &State| {
        Arkwright::outcome(s).unwrap().scores[0]
            .parts
            .iter()
            .find(|p| p.label == "achievements to pick")
            .map(|p| p.points)
    };
    assert_eq!(picks(&s), Some(2));
    // Between the two automa: second place picks 1.
    s.players[0].shares = 13;
    s.players[0].share_value = 12;
    s.players[0].money = 0;
    s.solo.as_mut().unwrap().automa[0].shares = 30;
    assert_eq!(picks(&s), Some(1));
    s.players[0].shares = 1;
    assert_eq!(picks(&s), None, "last: none");
}
