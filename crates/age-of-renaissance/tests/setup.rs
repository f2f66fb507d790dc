//! Setup and the two secret bids (FACTS §2.1, §4.4, §5.2, §5.3).

mod common;
use age_of_renaissance::{Action, AgeOfRenaissance, Phase, data, setup};
use common::*;
use smokestack_core::{Game, GameRng};

#[test]
fn facts_2_1_areas_and_capitals_per_player_count() {
    let names = |n| -> Vec<String> {
        setup::capitals(n)
            .into_iter()
            .map(|p| data::data().provinces[p as usize].name.clone())
            .collect()
    };
    assert_eq!(names(3), vec!["Barcelona", "Genoa", "Venice"]);
    assert_eq!(names(4).len(), 4);
    assert!(!names(4).contains(&"London".to_string()));
    assert!(names(4).contains(&"Paris".to_string()));
    assert!(!names(5).contains(&"Hamburg".to_string()));
    assert_eq!(names(6).len(), 6);
    // Area V and VIII are always in play; Area I only with six.
    assert!(data::area_in_play(5, 3) && data::area_in_play(8, 3));
    assert!(!data::area_in_play(3, 3) && data::area_in_play(3, 4));
    assert!(!data::area_in_play(1, 5) && data::area_in_play(1, 6));
}

#[test]
fn options_reject_other_player_counts_and_unknown_settings() {
    assert!(AgeOfRenaissance::options(2, &[]).is_err());
    assert!(AgeOfRenaissance::options(7, &[]).is_err());
    assert!(AgeOfRenaissance::options(4, &settings(&[("rules", "house")])).is_err());
    assert!(AgeOfRenaissance::options(4, &settings(&[("epochs", "4")])).is_err());
    let o = AgeOfRenaissance::options(4, &[]).unwrap();
    assert_eq!(
        AgeOfRenaissance::settings(&o),
        settings(&[("rules", "living"), ("epochs", "3")])
    );
}

#[test]
fn facts_4_4_original_deals_one_card() {
    let (s, _) = game(4, &[("rules", "original")], 1);
    assert_eq!(s.phase, Phase::CapitalBid);
    assert!(s.players.iter().all(|p| p.hand.len() == 1));
    assert!(s.withheld.is_empty());
    // Epoch 1's 29 cards (FACTS §4), 4 dealt.
    assert_eq!(s.deck.len(), 29 - 4);
}

#[test]
fn facts_4_4_living_deals_three_returns_one_and_withholds_five() {
    let (mut s, mut rng) = game(4, &[], 2);
    assert_eq!(s.phase, Phase::Return);
    assert!(s.players.iter().all(|p| p.hand.len() == 3));
    assert_eq!(s.withheld.len(), 5);
    // One epoch-2 Timber moved to epoch 1: epoch 1 holds 29 − 5 + 1 = 25.
    assert_eq!(s.deck.len() + 12, 25);
    // Returning is simultaneous and only the returner sees the card.
    assert_eq!(AgeOfRenaissance::to_act(&s), vec![0, 1, 2, 3]);
    for seat in 0..4 {
        let c = s.players[seat as usize].hand[1];
        act(&mut s, seat, Action::ReturnCard(c), &mut rng);
    }
    // 3–4 players: the five join the deck at once.
    assert_eq!(s.phase, Phase::CapitalBid);
    assert!(s.withheld.is_empty());
    assert_eq!(s.deck.len(), 13 + 4 + 5);
}

#[test]
fn facts_8_6_five_or_six_players_add_the_withheld_cards_at_turn_two() {
    let (mut s, mut rng) = opened(5, &[], 3);
    assert_eq!(s.withheld.len(), 5);
    bid(&mut s, &mut rng, &[0, 0, 0, 0, 0]);
    // Play turn 1 out with everyone passing and done.
    while s.turn == 1 {
        let seat = AgeOfRenaissance::to_act(&s)[0];
        let l = legal(&s, seat);
        let a = l
            .iter()
            .find(|a| matches!(a, Action::Pass | Action::Done | Action::RefuseStabilization))
            .cloned()
            .unwrap_or(l[0].clone());
        act(&mut s, seat, a, &mut rng);
    }
    assert!(s.withheld.is_empty());
}

#[test]
fn facts_5_8_short_games_leave_later_epochs_out() {
    let (s, _) = game(3, &[("epochs", "1")], 4);
    assert!(s.future.iter().all(Vec::is_empty));
    let (s, _) = game(3, &[("epochs", "2")], 4);
    assert!(!s.future[0].is_empty() && s.future[1].is_empty());
}

#[test]
fn facts_5_2_capital_bid_highest_picks_first_and_pays() {
    let (mut s, mut rng) = game(3, &[("rules", "original")], 5);
    let (barcelona, genoa, venice) = (pid("Barcelona"), pid("Genoa"), pid("Venice"));
    // Everyone wants Venice first; seat 2 bids most, then seat 0.
    let plans = [
        (0u8, [venice, genoa], 10u8),
        (1, [venice, barcelona], 3),
        (2, [venice, genoa], 12),
    ];
    for (seat, prefs, b) in plans {
        for p in prefs {
            act(&mut s, seat, Action::Prefer(p), &mut rng);
        }
        // Secret: nobody else sees the choices or the bid before all have bid.
        let v = AgeOfRenaissance::view(&s, Some((seat + 1) % 3));
        assert!(v.players[seat as usize].prefs.is_none());
        act(&mut s, seat, Action::CapitalBid(b), &mut rng);
        if seat < 2 {
            let v = AgeOfRenaissance::view(&s, Some((seat + 1) % 3));
            assert!(v.players[seat as usize].capital_bid.is_none());
            assert!(v.players[seat as usize].has_bid);
        }
    }
    assert_eq!(s.players[2].capital, Some(venice));
    assert_eq!(s.players[0].capital, Some(genoa));
    assert_eq!(s.players[1].capital, Some(barcelona));
    assert_eq!(
        (s.players[0].cash, s.players[1].cash, s.players[2].cash),
        (30, 37, 28)
    );
    assert_eq!(
        (
            s.players[2].capital_rank,
            s.players[0].capital_rank,
            s.players[1].capital_rank
        ),
        (0, 1, 2)
    );
    // A domination marker, controlled, on each capital.
    assert_eq!(s.spaces[venice as usize].dom, Some(2));
    assert!(!s.spaces[venice as usize].dom_fresh);
    assert_eq!(s.players[2].markers, 24);
    assert_eq!(s.phase, Phase::OrderBid);
    assert_eq!(s.turn, 1);
}

#[test]
fn facts_5_2_capital_bid_ties_go_by_a_roll() {
    let mut firsts = [0; 3];
    for seed in 0..30 {
        let (mut s, mut rng) = game(3, &[("rules", "original")], seed);
        for seat in 0..3 {
            act(&mut s, seat, Action::Prefer(pid("Venice")), &mut rng);
            act(&mut s, seat, Action::Prefer(pid("Genoa")), &mut rng);
            act(&mut s, seat, Action::CapitalBid(5), &mut rng);
        }
        let first = (0..3)
            .find(|&i| s.players[i].capital == Some(pid("Venice")))
            .unwrap();
        firsts[first] += 1;
    }
    assert!(firsts.iter().all(|&n| n > 0), "{firsts:?}");
}

#[test]
fn facts_5_3_order_bid_fewest_tokens_first_ties_to_the_worse_capital_pick() {
    let (mut s, mut rng) = opened(4, &[], 6);
    // Capital ranks: seat 3 bid most (rank 0) … seat 0 least (rank 3).
    assert_eq!(s.players[0].capital_rank, 3);
    let cash: Vec<u32> = s.players.iter().map(|p| p.cash).collect();
    // Secret until all have bid; several seats act at once.
    assert_eq!(AgeOfRenaissance::to_act(&s), vec![0, 1, 2, 3]);
    act(&mut s, 0, Action::OrderBid(5), &mut rng);
    let v = AgeOfRenaissance::view(&s, Some(1));
    assert_eq!(v.players[0].order_bid, None);
    assert!(v.players[0].has_bid);
    act(&mut s, 1, Action::OrderBid(5), &mut rng);
    act(&mut s, 2, Action::OrderBid(-2), &mut rng);
    act(&mut s, 3, Action::OrderBid(7), &mut rng);
    // −2 first; the tie at 5 to seat 0 (worse capital pick); 7 last.
    assert_eq!(s.order, vec![2, 0, 1, 3]);
    assert_eq!(s.players[2].cash, cash[2] - 2);
    assert_eq!(s.players[2].pool, 0);
    assert_eq!(s.players[3].pool, 7);
    assert_eq!(s.players[3].stock, 36 - 7);
    assert_eq!(s.players[3].cash, cash[3] - 7);
    // The 4-player boxes: 1, 3, 5, 6.
    assert_eq!(s.order_box(2), 1);
    assert_eq!(s.order_box(3), 6);
}

#[test]
fn facts_5_3_bids_run_from_minus_cash_to_cash_and_overpaying_buys_only_the_stock() {
    let (mut s, mut rng) = opened(3, &[], 7);
    s.players[0].cash = 50;
    s.players[0].stock = 3;
    let l = legal(&s, 0);
    assert_eq!(l.len(), 101);
    assert_eq!(l.first(), Some(&Action::OrderBid(-50)));
    assert_eq!(l.last(), Some(&Action::OrderBid(50)));
    act(&mut s, 0, Action::OrderBid(10), &mut rng);
    act(&mut s, 1, Action::OrderBid(0), &mut rng);
    act(&mut s, 2, Action::OrderBid(0), &mut rng);
    assert_eq!(s.players[0].pool, 3);
    assert_eq!(s.players[0].stock, 0);
    assert_eq!(s.players[0].cash, 40);
    assert_eq!(s.order[2], 0);
    // Illegal input is an error, never a panic.
    let mut t = s.clone();
    assert!(
        AgeOfRenaissance::apply(&mut t, 0, &Action::OrderBid(3), &mut GameRng::new(1)).is_err()
    );
    assert_eq!(t, s);
}

#[test]
fn facts_5_1_turn_one_has_no_draw() {
    let (mut s, mut rng) = opened(3, &[], 8);
    let hands: Vec<usize> = s.players.iter().map(|p| p.hand.len()).collect();
    bid(&mut s, &mut rng, &[1, 2, 3]);
    assert_ne!(s.phase, Phase::BuyOff);
    let now: Vec<usize> = s.players.iter().map(|p| p.hand.len()).collect();
    assert_eq!(hands, now);
}
