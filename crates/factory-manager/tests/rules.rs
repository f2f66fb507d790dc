//! One test per rule, named after its place in the Japanese summary
//! (`shared/rules/factory-manager.ja.txt`: 準備 ①–⑦ = setup_1…7, phases 1–5) or FACTS.md.

mod common;
use common::*;
use factory_manager::actions::{Action, Slot};
use factory_manager::data::{Kind, constants, discount, tile};
use factory_manager::factory::{self, values};
use factory_manager::state::State;
use factory_manager::state::{Phase, Placed};
use factory_manager::{FactoryManager as FM, build};
use smokestack_core::{Game, GameRng, Illegal};

// ---------------------------------------------------------------- ゲームの準備 (setup)

#[test]
fn setup_1_each_player_has_7_workers_and_18_e() {
    let s = new_game(4, 1, &[]);
    for p in &s.players {
        assert_eq!((p.money, p.workers, p.seasonal), (18, 7, 0));
    }
}

#[test]
fn setup_2_start_factory_3_storage_2_machines_tracks_2_3_4_canteen_4() {
    let s = new_game(3, 1, &[]);
    for p in &s.players {
        let ids: Vec<&str> = p.floor.iter().map(|x| tile(x.tile).id.as_str()).collect();
        assert_eq!(ids, ["S0", "S0", "S0", "M0", "M0"]);
        let v = values(p);
        assert_eq!(
            (v.production, v.storage, v.energy, v.workers_needed),
            (2, 3, 4, 4)
        );
        assert_eq!((p.canteen, p.beside()), (4, 3));
        assert!(factory::runs(p));
        // HU appendix: the start factory earns 20, limited by production.
        assert_eq!(factory::gross_income(&v), 20);
    }
}

#[test]
fn setup_3_order_tiles_2n_plus_2_start_group_drawn_at_random() {
    for n in 2..=5u8 {
        let s = new_game(n, 7, &[]);
        let mut held: Vec<u8> = s.players.iter().map(|p| p.order).collect();
        held.sort();
        // FACTS.md §2.1 PROVISIONAL: the starting group is tiles 1…N.
        assert_eq!(held, (1..=n).collect::<Vec<_>>());
        // JA 1: N revealed, the other 2 unused this round.
        assert_eq!(s.revealed.len(), n as usize);
        assert_eq!(s.unused.len(), 2);
        assert!(s.order_stack.is_empty());
        let mut all: Vec<u8> = held
            .iter()
            .chain(&s.revealed)
            .chain(&s.unused)
            .copied()
            .collect();
        all.sort();
        assert_eq!(all, (1..=2 * n + 2).collect::<Vec<_>>());
    }
    // Seats draw their start tiles at random.
    let orders: Vec<Vec<u8>> = (0..8)
        .map(|seed| {
            new_game(4, seed, &[])
                .players
                .iter()
                .map(|p| p.order)
                .collect()
        })
        .collect();
    assert!(orders.iter().any(|o| o != &orders[0]));
}

#[test]
fn setup_4_storage_board_tiles_per_player_count_cheapest_first() {
    // FACTS.md §1.4 (PROVISIONAL column sizes).
    let sizes = [
        (2, [8, 7, 7, 4, 4, 3], 33),
        (3, [12, 10, 11, 6, 6, 5], 50),
        (4, [16, 13, 14, 7, 7, 6], 63),
        (5, [19, 16, 17, 8, 8, 7], 75),
    ];
    for (n, cols, total) in sizes {
        let s = new_game(n, 1, &[]);
        let got: Vec<usize> = s.columns.iter().map(Vec::len).collect();
        assert_eq!(got, cols, "{n} players");
        assert_eq!(got.iter().sum::<usize>(), total);
        for (i, col) in s.columns.iter().enumerate() {
            assert!(col.iter().all(|&t| tile(t).kind == Kind::ALL[i]));
            assert!(col.windows(2).all(|w| tile(w[0]).cost <= tile(w[1]).cost));
        }
    }
    // RdS anchors: storage +1 costs 6, +4 costs 18.
    let s = new_game(2, 1, &[]);
    assert_eq!(tile(s.columns[0][0]).cost, 6);
    assert_eq!(tile(s.columns[0][0]).storage, 1);
    assert!(
        s.columns[0]
            .iter()
            .any(|&t| tile(t).storage == 4 && tile(t).cost == 18)
    );
}

#[test]
fn setup_5_three_of_six_x_tiles_open_in_the_market() {
    let s = new_game(3, 5, &[]);
    assert_eq!(s.market.len(), 3);
    assert_eq!(s.x_unseen.len(), 3);
    assert!(s.boxed.is_empty());
    for &t in s.market.iter().chain(&s.x_unseen) {
        assert!(tile(t).id.starts_with('X'));
    }
}

#[test]
fn setup_6_five_of_eight_energy_tiles_price_starts_at_1() {
    let s = new_game(2, 3, &[]);
    assert_eq!(s.energy_stack.len(), 5);
    assert_eq!(s.energy_removed.len(), 3);
    assert_eq!(s.energy_price, 1);
    let mut all: Vec<u8> = s
        .energy_stack
        .iter()
        .chain(&s.energy_removed)
        .copied()
        .collect();
    all.sort();
    assert_eq!(all, [0, 0, 1, 1, 1, 1, 2, 2]);
}

#[test]
fn setup_options_two_to_five_players_and_the_variants() {
    assert!(FM::options(1, &[]).is_err());
    assert!(FM::options(6, &[]).is_err());
    let kv = |k: &str, v: &str| vec![(k.to_string(), v.to_string())];
    assert!(FM::options(3, &kv("first-energy", "maybe")).is_err());
    assert!(FM::options(3, &kv("colour", "red")).is_err());
    let o = FM::options(3, &kv("final-double", "net")).unwrap();
    assert!(o.double_net && !o.first_energy_zero);
    assert_eq!(FM::options(3, &FM::settings(&o)).unwrap(), o);
}

// ---------------------------------------------------------------- 1. 新たなプレイ順の競り

#[test]
fn phase1_the_holder_of_the_highest_tile_opens_choosing_a_tile_and_bid() {
    let mut s = new_game(3, 1, &[]);
    arrange_auction(&mut s, &[1, 3, 2], &[4, 5, 6]);
    assert_eq!(FM::to_act(&s), vec![1]);
    // 3 free workers, 1 kept: bids 0..=2 on each revealed tile.
    let l = legal(&s, 1);
    assert_eq!(l.len(), 9);
    assert!(l.contains(&Action::Open { tile: 6, bid: 2 }));
    assert!(!l.contains(&Action::Open { tile: 6, bid: 3 }));
    assert!(matches!(
        refused(&s, 0, Action::Pass),
        Illegal::NotYourTurn(0)
    ));
}

#[test]
fn phase1_raise_or_pass_clockwise_a_pass_is_final() {
    let mut s = new_game(3, 1, &[]);
    arrange_auction(&mut s, &[1, 3, 2], &[4, 5, 6]);
    act(&mut s, 1, Action::Open { tile: 6, bid: 0 });
    assert_eq!(FM::to_act(&s), vec![2]);
    assert_eq!(
        legal(&s, 2),
        vec![
            Action::Raise { bid: 1 },
            Action::Raise { bid: 2 },
            Action::Pass
        ]
    );
    act(&mut s, 2, Action::Pass);
    act(&mut s, 0, Action::Raise { bid: 1 });
    // Seat 3 passed: back to seat 2, the old leader.
    assert_eq!(FM::to_act(&s), vec![1]);
    act(&mut s, 1, Action::Raise { bid: 2 });
    // Seat 1 can bid at most 2: only a pass is left.
    assert_eq!(legal(&s, 0), vec![Action::Pass]);
    act(&mut s, 0, Action::Pass);
    assert_eq!(s.players[1].won, Some(6));
    assert_eq!(s.players[1].bid, 2);
}

#[test]
fn phase1_a_winner_takes_no_further_part_the_next_highest_opens() {
    let mut s = new_game(3, 1, &[]);
    arrange_auction(&mut s, &[1, 3, 2], &[4, 5, 6]);
    act(&mut s, 1, Action::Open { tile: 6, bid: 0 });
    act(&mut s, 2, Action::Pass);
    act(&mut s, 0, Action::Pass);
    assert_eq!(s.players[1].won, Some(6));
    // Seat 3 holds the next-highest old tile (2).
    assert_eq!(FM::to_act(&s), vec![2]);
    act(&mut s, 2, Action::Open { tile: 4, bid: 0 });
    // Only seat 1 may answer.
    assert_eq!(FM::to_act(&s), vec![0]);
    act(&mut s, 0, Action::Raise { bid: 1 });
    act(&mut s, 2, Action::Pass);
    assert_eq!(s.players[0].won, Some(4));
    assert_eq!(s.players[0].bid, 1);
    // Seat 3 lost and opens again, the last one: the last tile for 0 or more.
    assert_eq!(FM::to_act(&s), vec![2]);
    act(&mut s, 2, Action::Open { tile: 5, bid: 0 });
    assert_eq!(s.phase, Phase::Market);
    assert_eq!(
        s.players.iter().map(|p| p.order).collect::<Vec<_>>(),
        [4, 6, 5]
    );
}

#[test]
fn phase1_the_last_player_takes_the_last_tile_for_0_or_may_bid_more() {
    let mut s = new_game(2, 1, &[]);
    arrange_auction(&mut s, &[2, 1], &[3, 5]);
    act(&mut s, 0, Action::Open { tile: 5, bid: 0 });
    act(&mut s, 1, Action::Pass);
    let l = legal(&s, 1);
    assert_eq!(
        l,
        vec![
            Action::Open { tile: 3, bid: 0 },
            Action::Open { tile: 3, bid: 1 },
            Action::Open { tile: 3, bid: 2 }
        ]
    );
    act(&mut s, 1, Action::Open { tile: 3, bid: 2 });
    assert_eq!(s.players[1].bid, 2);
    // Overbidding leaves fewer picks in phase 2.
    assert_eq!(s.phase, Phase::Market);
    assert_eq!(s.players[1].picks, 1);
}

#[test]
fn phase1_old_and_unused_tiles_become_the_new_draw_stack() {
    let mut s = new_game(3, 1, &[]);
    arrange_auction(&mut s, &[1, 3, 2], &[4, 5, 6]);
    auction_for(&mut s, &[4, 6, 5]);
    let mut stack = s.order_stack.clone();
    stack.sort();
    assert_eq!(stack, [1, 2, 3, 7, 8]);
    assert!(s.revealed.is_empty() && s.unused.is_empty());
}

#[test]
fn phase1_the_new_tiles_set_the_order_lowest_first() {
    let mut s = new_game(3, 1, &[]);
    arrange_auction(&mut s, &[1, 3, 2], &[4, 5, 6]);
    auction_for(&mut s, &[6, 4, 5]);
    assert_eq!(s.order(), vec![1, 2, 0]);
    assert_eq!(FM::to_act(&s), vec![1]);
}

#[test]
fn phase1_workers_in_the_canteen_cannot_bid() {
    let mut s = new_game(2, 1, &[]);
    arrange_auction(&mut s, &[2, 1], &[3, 5]);
    s.players[0].canteen = 6;
    assert_eq!(
        legal(&s, 0),
        vec![
            Action::Open { tile: 3, bid: 0 },
            Action::Open { tile: 5, bid: 0 }
        ]
    );
}

// ---------------------------------------------------------------- 2. マーケットの準備

#[test]
fn phase2_one_pick_per_free_worker_each_the_cheapest_of_a_column() {
    let mut s = new_game(3, 1, &[]);
    arrange_auction(&mut s, &[1, 3, 2], &[4, 5, 6]);
    auction_for(&mut s, &[4, 5, 6]);
    assert_eq!(FM::to_act(&s), vec![0]);
    assert_eq!(s.players[0].picks, 3);
    // No pass and no stop: six columns to choose from.
    assert_eq!(legal(&s, 0).len(), 6);
    let cheapest = s.columns[1][0];
    act(&mut s, 0, Action::Pick { column: 1 });
    assert_eq!(*s.market.last().unwrap(), cheapest);
    act(&mut s, 0, Action::Pick { column: 1 });
    act(&mut s, 0, Action::Pick { column: 0 });
    // The picks used no worker: the next player picks, seat 1 keeps 3 free workers.
    assert_eq!(FM::to_act(&s), vec![1]);
    assert_eq!(s.players[0].free_for_build(), 3);
    assert_eq!(s.market.len(), 3 + 3);
}

#[test]
fn phase2_the_last_player_may_add_extra_tiles_up_to_the_cap() {
    let mut s = new_game(2, 1, &[]);
    arrange_auction(&mut s, &[2, 1], &[3, 5]);
    auction_for(&mut s, &[5, 3]);
    for _ in 0..3 {
        act(&mut s, 1, Action::Pick { column: 0 });
    }
    assert_eq!(FM::to_act(&s), vec![0]);
    for _ in 0..3 {
        assert!(!legal(&s, 0).contains(&Action::StopPicking));
        act(&mut s, 0, Action::Pick { column: 1 });
    }
    // FACTS.md §2.3 PROVISIONAL cap: 4 at 2 players, optional.
    assert_eq!(s.players[0].extras, 4);
    assert!(legal(&s, 0).contains(&Action::StopPicking));
    for _ in 0..4 {
        act(&mut s, 0, Action::Pick { column: 2 });
    }
    assert!(matches!(s.phase, Phase::Build { .. }));
    assert_eq!(s.market.len(), 3 + 3 + 3 + 4);
    assert_eq!(constants().last_player_extra_picks[2..], [4, 3, 2, 1]);
}

#[test]
fn phase2_an_empty_column_is_skipped_an_empty_board_ends_the_picks() {
    let mut s = new_game(2, 1, &[]);
    arrange_auction(&mut s, &[2, 1], &[3, 5]);
    // FACTS.md §4.6: only columns with tiles can be picked from.
    let keep: Vec<u8> = s.columns[5].drain(..).collect();
    for c in 0..5 {
        let moved: Vec<u8> = s.columns[c].drain(..).collect();
        s.boxed.extend(moved);
    }
    s.columns[5] = keep[..2].to_vec();
    s.boxed.extend(&keep[2..]);
    auction_for(&mut s, &[5, 3]);
    assert_eq!(legal(&s, 1), vec![Action::Pick { column: 5 }]);
    act(&mut s, 1, Action::Pick { column: 5 });
    act(&mut s, 1, Action::Pick { column: 5 });
    // The board is empty: every remaining pick is skipped.
    assert!(matches!(s.phase, Phase::Build { .. }));
}

// ---------------------------------------------------------------- 3. 購入と配置、取り壊し、雇用

/// A 2-player game in phase 3, seat `seat` to build with order tile `order`.
fn building(order: u8) -> factory_manager::State {
    let mut s = new_game(2, 1, &[]);
    let other = if order == 3 { 5 } else { 3 };
    arrange_auction(&mut s, &[2, 1], &[3, 5]);
    auction_for(&mut s, &[order, other]);
    finish_market(&mut s);
    assert!(matches!(s.phase, Phase::Build { hiring: false }));
    s
}

#[test]
fn phase3_buy_with_a_free_worker_paying_cost_less_discount_at_least_0() {
    let mut s = building(5);
    // Seat 2 holds 3 and builds first: no discount on tiles 1-3.
    assert_eq!(FM::to_act(&s), vec![1]);
    let t = *s.market.iter().min_by_key(|&&t| tile(t).cost).unwrap();
    let cost = tile(t).cost;
    act(&mut s, 1, Action::Buy { tile: t });
    assert_eq!(s.players[1].money, 18 - cost);
    assert_eq!(s.players[1].aside, vec![t]);
    act(&mut s, 1, Action::EndBuilding);
    act(&mut s, 1, Action::EndTurn);
    // Seat 1 holds 5: 5 off each tile, never below 0.
    let cheap = *s.market.iter().min_by_key(|&&t| tile(t).cost).unwrap();
    let before = s.players[0].money;
    act(&mut s, 0, Action::Buy { tile: cheap });
    assert_eq!(s.players[0].money, before - (tile(cheap).cost - 5).max(0));
    assert_eq!(
        build::price(&s.players[0], factory_manager::data::find("P01")),
        0
    );
}

#[test]
fn phase3_discount_only_on_order_tiles_4_to_12() {
    for n in 1..=3 {
        assert_eq!(discount(n), 0);
    }
    for n in 4..=12 {
        assert_eq!(discount(n), n as i32);
    }
}

#[test]
fn phase3_one_tile_per_free_worker() {
    let mut s = building(3);
    s.players[0].receive(500);
    for _ in 0..3 {
        let t = s.market[0];
        act(&mut s, 0, Action::Buy { tile: t });
    }
    assert!(
        !legal(&s, 0)
            .iter()
            .any(|a| matches!(a, Action::Buy { .. } | Action::Demolish { .. }))
    );
}

#[test]
fn phase3_tiles_go_only_into_an_empty_space_of_their_kind() {
    let mut s = building(3);
    s.players[0].receive(500);
    let ctrl = factory_manager::data::find("C01");
    let opt = factory_manager::data::find("O01");
    s.columns[4].retain(|&t| t != ctrl);
    s.columns[5].retain(|&t| t != opt);
    s.market.extend([ctrl, opt]);
    act(&mut s, 0, Action::Buy { tile: ctrl });
    act(&mut s, 0, Action::Place { tile: ctrl });
    assert_eq!(s.players[0].control, Some(ctrl));
    act(&mut s, 0, Action::Buy { tile: opt });
    act(&mut s, 0, Action::Place { tile: opt });
    assert_eq!(s.players[0].optimization, Some(opt));
    // Both slots taken: a second control tile waits beside the board.
    let ctrl2 = factory_manager::data::find("C03");
    s.columns[4].retain(|&t| t != ctrl2);
    s.market.push(ctrl2);
    act(&mut s, 0, Action::Buy { tile: ctrl2 });
    assert!(!legal(&s, 0).contains(&Action::Place { tile: ctrl2 }));
    // A full floor takes no more floor tiles.
    let mut full = building(3);
    full.players[0].extensions = 0;
    let s0 = factory_manager::data::find("S0");
    let spare = full.columns[0].split_off(0);
    full.boxed.extend(spare);
    let m = full.market[0];
    full.players[0].receive(500);
    act(&mut full, 0, Action::Buy { tile: m });
    // Seat 2's five start tiles moved over keep the count of start tiles: 10 on the floor.
    let moved: Vec<Placed> = full.players[1].floor.drain(..).collect();
    full.players[0].floor.extend(moved);
    assert_eq!(full.players[0].floor.len(), 10);
    assert!(full.players[0].floor.iter().any(|x| x.tile == s0));
    if tile(m).kind.on_floor() {
        assert!(!legal(&full, 0).contains(&Action::Place { tile: m }));
        act(&mut full, 0, Action::Extend);
        assert!(legal(&full, 0).contains(&Action::Place { tile: m }));
    }
}

#[test]
fn phase3_a_bought_tile_may_wait_beside_the_board_and_be_placed_later_without_a_worker() {
    let mut s = building(3);
    s.players[0].receive(500);
    let t = s.market[0];
    act(&mut s, 0, Action::Buy { tile: t });
    act(&mut s, 0, Action::EndBuilding);
    if s.phase == (Phase::Build { hiring: true }) {
        act(&mut s, 0, Action::EndTurn);
    }
    finish_build(&mut s);
    finish_adjust(&mut s);
    assert_eq!(s.round, 2);
    assert_eq!(s.players[0].aside, vec![t]);
    let r = s.revealed.clone();
    auction_for(&mut s, &[r[0], r[1]]);
    finish_market(&mut s);
    let seat = FM::to_act(&s)[0] as usize;
    let mut s2 = s.clone();
    s2.turn = 0;
    s2.players[0].bought = s2.players[0].beside();
    assert!(legal(&s2, 0).contains(&Action::Place { tile: t }));
    act(&mut s2, 0, Action::Place { tile: t });
    assert!(
        s2.players[0].floor.iter().any(|x| x.tile == t)
            || s2.players[0].control == Some(t)
            || s2.players[0].optimization == Some(t)
    );
    let _ = seat;
}

#[test]
fn phase3_demolish_instead_of_buying_the_worker_returns_and_the_tile_goes_to_the_box() {
    let mut s = building(3);
    // FACTS.md §4.6: a start tile may be demolished like any other.
    let legal0 = legal(&s, 0);
    assert!(legal0.contains(&Action::Demolish {
        slot: Slot::Floor(0)
    }));
    assert!(legal0.contains(&Action::Demolish {
        slot: Slot::Floor(3)
    }));
    // Equal tiles are one choice: the 3 start storage tiles are slot 0 only.
    assert!(!legal0.contains(&Action::Demolish {
        slot: Slot::Floor(1)
    }));
    act(
        &mut s,
        0,
        Action::Demolish {
            slot: Slot::Floor(0),
        },
    );
    assert_eq!(s.players[0].floor.len(), 4);
    assert_eq!(s.players[0].demolishing, 1);
    assert_eq!(s.players[0].free_for_build(), 2);
    finish_build(&mut s);
    // Storage 2 now: still runs.
    finish_adjust(&mut s);
    assert_eq!(s.players[0].demolishing, 0);
    assert!(s.players[0].demolished.is_empty());
    assert_eq!(s.boxed.iter().filter(|&&t| tile(t).id == "S0").count(), 1);
}

#[test]
fn phase3_extend_the_floor_for_10_e_at_most_twice_kept_for_the_game() {
    let mut s = building(3);
    s.players[0].receive(82);
    act(&mut s, 0, Action::Extend);
    act(&mut s, 0, Action::Extend);
    assert_eq!(s.players[0].money, 80);
    assert_eq!(s.players[0].floor_spaces(), 12);
    assert!(!legal(&s, 0).contains(&Action::Extend));
    let mut poor = building(3);
    poor.players[0].pay(9);
    assert!(!legal(&poor, 0).contains(&Action::Extend));
}

#[test]
fn phase3_up_to_2_seasonal_workers_at_7_e_less_discount_after_the_worker_actions() {
    let mut s = building(3);
    // Not before the worker actions are over.
    assert!(!legal(&s, 0).contains(&Action::Hire));
    act(&mut s, 0, Action::EndBuilding);
    assert_eq!(legal(&s, 0), vec![Action::Hire, Action::EndTurn]);
    act(&mut s, 0, Action::Hire);
    assert_eq!(s.players[0].money, 11);
    act(&mut s, 0, Action::Hire);
    assert_eq!(s.players[0].money, 4);
    assert_eq!((s.players[0].workers, s.players[0].seasonal), (9, 2));
    // Two at most: the turn ended.
    assert_eq!(FM::to_act(&s), vec![1]);
    // Seat 2 holds 5: 7 − 5 = 2 E each.
    act(&mut s, 1, Action::EndBuilding);
    act(&mut s, 1, Action::Hire);
    assert_eq!(s.players[1].money, 16);
}

#[test]
fn phase3_a_seasonal_worker_not_paid_again_leaves_at_the_next_phase_3_even_from_the_order_tile() {
    let mut s = building(3);
    act(&mut s, 0, Action::EndBuilding);
    act(&mut s, 0, Action::Hire);
    act(&mut s, 0, Action::EndTurn);
    finish_build(&mut s);
    finish_adjust(&mut s);
    // Round 2: the seasonal worker bids like any worker.
    assert_eq!(s.players[0].beside(), 4);
    let mine = s.revealed[1];
    let theirs = s.revealed[0];
    let opener = FM::to_act(&s)[0];
    if opener == 0 {
        act(&mut s, 0, Action::Open { tile: mine, bid: 2 });
        act(&mut s, 1, Action::Pass);
        act(
            &mut s,
            1,
            Action::Open {
                tile: theirs,
                bid: 0,
            },
        );
    } else {
        act(
            &mut s,
            1,
            Action::Open {
                tile: theirs,
                bid: 0,
            },
        );
        act(&mut s, 0, Action::Pass);
        act(&mut s, 0, Action::Open { tile: mine, bid: 2 });
    }
    assert_eq!(s.players[0].bid, 2);
    finish_market(&mut s);
    while FM::to_act(&s) != vec![0] {
        let seat = FM::to_act(&s)[0];
        let a = if s.phase == (Phase::Build { hiring: false }) {
            Action::EndBuilding
        } else {
            Action::EndTurn
        };
        act(&mut s, seat, a);
    }
    act(&mut s, 0, Action::EndBuilding);
    if s.phase == (Phase::Build { hiring: true }) && FM::to_act(&s) == vec![0] {
        act(&mut s, 0, Action::EndTurn);
    }
    assert_eq!((s.players[0].workers, s.players[0].seasonal), (7, 0));
    assert_eq!(s.players[0].bid, 1, "it left from the order tile");
}

#[test]
fn phase3_a_seasonal_worker_paid_again_stays() {
    let mut s = building(3);
    act(&mut s, 0, Action::EndBuilding);
    act(&mut s, 0, Action::Hire);
    act(&mut s, 0, Action::EndTurn);
    finish_build(&mut s);
    finish_adjust(&mut s);
    let r = s.revealed.clone();
    auction_for(&mut s, &[r[0], r[1]]);
    finish_market(&mut s);
    while FM::to_act(&s) != vec![0] {
        let seat = FM::to_act(&s)[0];
        let a = if s.phase == (Phase::Build { hiring: false }) {
            Action::EndBuilding
        } else {
            Action::EndTurn
        };
        act(&mut s, seat, a);
    }
    act(&mut s, 0, Action::EndBuilding);
    let before = s.players[0].money;
    assert_eq!(
        factory_manager::describe::describe(&s, 0, &Action::Hire),
        format!(
            "Keep a seasonal worker for {} E",
            build::seasonal_price(&s.players[0])
        )
    );
    act(&mut s, 0, Action::Hire);
    act(&mut s, 0, Action::EndTurn);
    assert_eq!((s.players[0].workers, s.players[0].seasonal), (8, 1));
    assert_eq!(
        s.players[0].money,
        before - build::seasonal_price(&s.players[0])
    );
}

#[test]
fn phase3_unsold_tiles_x_tiles_too_go_back_to_the_board_in_cost_order() {
    let mut s = building(3);
    let unsold = s.market.clone();
    assert!(unsold.iter().any(|&t| tile(t).id.starts_with('X')));
    finish_build(&mut s);
    assert!(s.market.is_empty());
    for t in unsold {
        let col = &s.columns[tile(t).kind.column()];
        assert!(col.contains(&t));
    }
    for col in &s.columns {
        assert!(col.windows(2).all(|w| tile(w[0]).cost <= tile(w[1]).cost));
    }
}

// ---------------------------------------------------------------- 4. 工場の各数値調整

fn adjusting() -> factory_manager::State {
    let mut s = building(3);
    finish_build(&mut s);
    assert_eq!(s.phase, Phase::Adjust);
    s
}

#[test]
fn phase4_a_machine_without_its_crew_must_be_shut_down() {
    let mut s = adjusting();
    let seat = FM::to_act(&s)[0];
    act(&mut s, seat, Action::CrewOut);
    assert!(!legal(&s, seat).contains(&Action::Confirm));
    act(&mut s, seat, Action::Switch { slot: 3 });
    assert!(legal(&s, seat).contains(&Action::Confirm));
    let v = values(&s.players[seat as usize]);
    // Shut down counts as absent: production 1, energy 2, 2 workers needed.
    assert_eq!((v.production, v.energy, v.workers_needed), (1, 2, 2));
    // A shut machine may be restarted; the switch names the first of equal tiles.
    assert!(legal(&s, seat).contains(&Action::Switch { slot: 3 }));
    assert!(legal(&s, seat).contains(&Action::Switch { slot: 4 }));
}

#[test]
fn phase4_no_more_running_robots_than_machines() {
    let mut s = adjusting();
    let seat = FM::to_act(&s)[0] as usize;
    let r = factory_manager::data::find("P01");
    s.columns[2].retain(|&t| t != r);
    s.players[seat].floor.push(Placed {
        tile: r,
        shut: false,
    });
    let r2 = factory_manager::data::find("P03");
    s.columns[2].retain(|&t| t != r2);
    s.players[seat].floor.push(Placed {
        tile: r2,
        shut: false,
    });
    s.players[seat].floor[3].shut = true;
    s.players[seat].canteen = 2;
    // 2 robots, 1 machine running.
    assert!(!legal(&s, seat as u8).contains(&Action::Confirm));
    act(&mut s, seat as u8, Action::Switch { slot: 5 });
    assert!(legal(&s, seat as u8).contains(&Action::Confirm));
}

#[test]
fn phase4_at_least_one_worker_stays_free() {
    let mut s = adjusting();
    let seat = FM::to_act(&s)[0];
    act(&mut s, seat, Action::CrewIn);
    act(&mut s, seat, Action::CrewIn);
    assert_eq!(s.players[seat as usize].beside(), 1);
    assert!(!legal(&s, seat).contains(&Action::CrewIn));
    assert!(legal(&s, seat).contains(&Action::Confirm));
}

#[test]
fn phase4_energy_consumption_is_at_least_1() {
    let mut s = adjusting();
    let seat = FM::to_act(&s)[0] as usize;
    let c = factory_manager::data::find("C08");
    s.columns[4].retain(|&t| t != c);
    s.players[seat].control = Some(c);
    // Energy 4 − 5 would be −1: it is 1.
    assert_eq!(values(&s.players[seat]).energy, 1);
}

#[test]
fn phase4_the_energy_price_rises_by_the_tile_drawn() {
    let mut s = adjusting();
    next_energy(&mut s, 2);
    finish_adjust(&mut s);
    assert_eq!(s.energy_price, 3);
    assert_eq!(s.energy_drawn, vec![2]);
    assert_eq!(s.energy_stack.len(), 4);
}

#[test]
fn phase4_first_game_the_round_1_tile_counts_as_0() {
    let mut s = new_game(2, 1, &[("first-energy", "zero")]);
    arrange_auction(&mut s, &[2, 1], &[3, 5]);
    auction_for(&mut s, &[3, 5]);
    finish_market(&mut s);
    finish_build(&mut s);
    next_energy(&mut s, 2);
    finish_adjust(&mut s);
    assert_eq!(s.energy_price, 1);
    assert_eq!(s.energy_drawn, vec![2]);
}

// ---------------------------------------------------------------- 5. 収入

#[test]
fn phase5_income_is_the_lower_of_production_and_storage_less_energy_times_price() {
    let mut s = adjusting();
    next_energy(&mut s, 1);
    finish_adjust(&mut s);
    // Start factory: 10 × min(2, 3) − 4 × 2 = 12.
    for p in &s.players {
        assert_eq!(p.money, 18 + 12);
    }
}

#[test]
fn phase5_round_5_income_doubled_gross_by_default_net_by_option() {
    for net in [false, true] {
        let settings: &[(&str, &str)] = if net { &[("final-double", "net")] } else { &[] };
        let mut s = new_game(2, 1, settings);
        arrange_auction(&mut s, &[2, 1], &[3, 5]);
        auction_for(&mut s, &[3, 5]);
        finish_market(&mut s);
        finish_build(&mut s);
        // Round 5, price 4 after four tiles, the fifth +0.
        set_energy(&mut s, 5, &[0, 1, 1, 1], &[0], &[1, 2, 2]);
        let before: Vec<i32> = s.players.iter().map(|p| p.money).collect();
        finish_adjust(&mut s);
        assert_eq!(s.phase, Phase::Over);
        for (p, b) in s.players.iter().zip(before) {
            let want = if net {
                2 * (20 - 4 * 4)
            } else {
                2 * 20 - 4 * 4
            };
            assert_eq!(p.money - b, want);
            assert_eq!(p.final_income, 40);
        }
    }
}

// ---------------------------------------------------------------- ゲームの終了

#[test]
fn end_after_5_rounds_most_money_wins_tie_goes_to_round_5_income() {
    let mut s = new_game(3, 1, &[]);
    s.phase = Phase::Over;
    let set = |s: &mut factory_manager::State, i: usize, money: i32, inc: i32| {
        let p = &mut s.players[i];
        p.earned += money - p.money;
        p.money = money;
        p.final_income = inc;
    };
    set(&mut s, 0, 100, 30);
    set(&mut s, 1, 120, 20);
    set(&mut s, 2, 120, 40);
    let o = FM::outcome(&s).unwrap();
    assert_eq!(o.winners, vec![2]);
    set(&mut s, 2, 120, 20);
    assert_eq!(FM::outcome(&s).unwrap().winners, vec![1, 2]);
    assert_eq!(FM::outcome(&s).unwrap().scores[1].total, 120);
}

#[test]
fn end_the_game_lasts_exactly_5_rounds() {
    let mut s = new_game(2, 4, &[]);
    for round in 1..=5 {
        assert_eq!(s.round, round);
        let r = s.revealed.clone();
        auction_for(&mut s, &[r[0], r[1]]);
        finish_market(&mut s);
        finish_build(&mut s);
        finish_adjust(&mut s);
    }
    assert_eq!(s.phase, Phase::Over);
    assert_eq!(s.energy_drawn.len(), 5);
    assert!(FM::to_act(&s).is_empty());
    assert!(FM::outcome(&s).is_some());
}

// ---------------------------------------------------------------- FACTS.md open questions

#[test]
fn facts_1_3_control_lowers_energy_optimization_replaces_workers() {
    let mut s = new_game(2, 1, &[]);
    let p = &mut s.players[0];
    p.control = Some(factory_manager::data::find("C03"));
    assert_eq!(values(p).energy, 4 - 2);
    p.control = None;
    p.optimization = Some(factory_manager::data::find("O03"));
    assert_eq!(values(p).workers_needed, 4 - 2);
    assert_eq!(values(p).energy, 4);
}

#[test]
fn facts_1_4_the_placeholder_tiles_stay_marked_provisional() {
    use factory_manager::data::{Use, tiles};
    let t = tiles();
    // 75 board tiles, 6 X tiles, 2 start templates; the per-type totals of FACTS.md §1.1 less
    // the start tiles.
    assert_eq!(t.len(), 83);
    for (k, n) in [
        (Kind::Storage, 20),
        (Kind::Machine, 17),
        (Kind::ProductionRobot, 18),
        (Kind::WorkerRobot, 9),
        (Kind::Control, 9),
        (Kind::Optimization, 8),
    ] {
        assert_eq!(
            t.iter()
                .filter(|x| x.kind == k && x.uses != Use::Start)
                .count(),
            n,
            "{k:?}"
        );
    }
    for x in t {
        assert_eq!(x.provisional, x.uses != Use::Start, "{}", x.id);
    }
}

#[test]
fn facts_3_2_income_is_10_per_step_of_the_lower_track() {
    let mut s = new_game(2, 1, &[]);
    let p = &mut s.players[0];
    p.floor.push(Placed {
        tile: factory_manager::data::find("M11"),
        shut: false,
    });
    let v = values(p);
    assert_eq!((v.production, v.storage), (6, 3));
    assert_eq!(factory::gross_income(&v), 30);
}

#[test]
fn facts_4_6_money_may_go_negative_after_the_energy_bill() {
    let mut s = adjusting();
    for p in &mut s.players {
        p.spent += p.money;
        p.money = 0;
    }
    // Round 4, price 6 after three tiles, the fourth +1: 20 − 4 × 7 = −8.
    set_energy(&mut s, 4, &[2, 2, 1], &[0, 1], &[0, 1, 1]);
    finish_adjust(&mut s);
    assert!(s.players.iter().all(|p| p.money == -8));
    assert_eq!(s.round, 5);
}

/// Money below zero at the end (README, "Money below zero"): the rulebook has the energy bill
/// paid in full (JA 5: 「その後、energy消費の数値*energy価格の分だけ支払います」) and the most
/// money win (JA ゲームの終了: 「5ラウンドが終了した後の資金が最も多いプレイヤーが勝利します」),
/// and says nothing of a bill larger than the money held. The unpaid rest stays a debt: the final
/// money is signed, never raised to 0, and a smaller debt ranks above a larger one (as random
/// games end at −5 and −15).
#[test]
fn facts_4_6_money_below_zero_at_the_end_counts_signed() {
    let mut s = adjusting();
    // Round 5, price 7, the last tile +1: 8.
    set_energy(&mut s, 5, &[2, 2, 1, 1], &[1], &[0, 0, 1]);
    let (a, b) = (s.players[0].money - 3, s.players[1].money + 7);
    s.players[0].pay(a);
    s.players[1].pay(b);
    // Both shut their machines: production 0, energy 1 (the floor), a bill of 8.
    while s.phase == Phase::Adjust {
        let seat = FM::to_act(&s)[0];
        act(&mut s, seat, Action::Switch { slot: 3 });
        act(&mut s, seat, Action::Switch { slot: 4 });
        for _ in 0..4 {
            act(&mut s, seat, Action::CrewOut);
        }
        act(&mut s, seat, Action::Confirm);
    }
    assert_eq!(s.phase, Phase::Over);
    assert_eq!((s.players[0].money, s.players[1].money), (-5, -15));
    let o = FM::outcome(&s).unwrap();
    assert_eq!((o.scores[0].total, o.scores[1].total), (-5, -15));
    assert_eq!(o.winners, vec![0]);
}

#[test]
fn facts_4_6_a_player_in_debt_may_still_take_what_costs_nothing() {
    let mut s = building(5);
    act(&mut s, 1, Action::EndBuilding);
    if FM::to_act(&s) == vec![1] {
        act(&mut s, 1, Action::EndTurn);
    }
    assert_eq!(FM::to_act(&s), vec![0]);
    let free = factory_manager::data::find("P01");
    let dear = factory_manager::data::find("P03");
    for t in [free, dear] {
        s.columns[2].retain(|&x| x != t);
        s.market.push(t);
    }
    s.players[0].pay(26);
    assert_eq!(s.players[0].money, -8);
    let l = legal(&s, 0);
    assert!(l.contains(&Action::Buy { tile: free }));
    assert!(!l.contains(&Action::Buy { tile: dear }));
    assert!(!l.contains(&Action::Extend));
    act(&mut s, 0, Action::Buy { tile: free });
    assert_eq!(s.players[0].money, -8);
}

#[test]
fn facts_5_worked_example_anna_buys_a_robot_and_it_pays_for_itself() {
    // Setup, 3 players: Anna (seat 1) 18 E, production 2, storage 3, energy 4.
    let mut s = new_game(3, 1, &[]);
    arrange_auction(&mut s, &[3, 2, 1], &[4, 5, 6]);
    // 1. Auction: Anna bids 0 and wins order tile 5.
    act(&mut s, 0, Action::Open { tile: 5, bid: 0 });
    act(&mut s, 1, Action::Pass);
    act(&mut s, 2, Action::Pass);
    act(&mut s, 1, Action::Open { tile: 6, bid: 0 });
    act(&mut s, 2, Action::Pass);
    act(&mut s, 2, Action::Open { tile: 4, bid: 0 });
    assert_eq!(s.players[0].order, 5);
    assert_eq!(s.players[0].beside(), 3);
    // 2. Market: seat 3 (tile 4) picks first, then Anna moves 3 tiles, each a column's cheapest.
    for _ in 0..3 {
        act(&mut s, 2, Action::Pick { column: 0 });
    }
    for _ in 0..3 {
        act(&mut s, 0, Action::Pick { column: 2 });
    }
    let robot = factory_manager::data::find("P03");
    assert_eq!(
        (tile(robot).cost, tile(robot).production, tile(robot).energy),
        (8, 1, 1)
    );
    assert!(s.market.contains(&robot));
    finish_market(&mut s);
    // 3. Buy: seat 3 buys nothing; Anna buys the 8 E robot for 8 − 5 = 3 E with 1 worker.
    act(&mut s, 2, Action::EndBuilding);
    act(&mut s, 2, Action::EndTurn);
    act(&mut s, 0, Action::Buy { tile: robot });
    assert_eq!(s.players[0].money, 15);
    act(&mut s, 0, Action::Place { tile: robot });
    act(&mut s, 0, Action::EndBuilding);
    act(&mut s, 0, Action::EndTurn);
    finish_build(&mut s);
    // 4. Adjust: 1 robot ≤ 2 machines, so it runs; production 3, energy 5, canteen stays 4.
    let v = values(&s.players[0]);
    assert_eq!(
        (v.production, v.storage, v.energy, v.workers_needed),
        (3, 3, 5, 4)
    );
    next_energy(&mut s, 1);
    finish_adjust(&mut s);
    assert_eq!(s.energy_price, 2);
    // 5. Income: 10 × min(3, 3) = 30, less 5 × 2 = 10: net +20, money 35.
    assert_eq!(s.players[0].money, 35);
    // The same round without the purchase (seat 3): +20 − 8 = +12, money 30.
    assert_eq!(s.players[2].money, 30);
}

#[test]
fn facts_5_round_5_gross_doubled_before_energy() {
    let mut s = new_game(2, 1, &[]);
    let v = values(&s.players[0]);
    // 2 × 10 × min(P, S) − E × price.
    assert_eq!(factory::income(&v, 5, true, false), (40, 20, 20));
    assert_eq!(factory::income(&v, 5, true, true), (40, 40, 0));
    s.round = 5;
    assert!(s.last_round());
}

// ---------------------------------------------------------------- hidden information

#[test]
fn a_seat_sees_neither_the_energy_tiles_to_come_nor_the_draw_stack_order() {
    let mut s = new_game(3, 1, &[]);
    let r = s.revealed.clone();
    auction_for(&mut s, &[r[0], r[1], r[2]]);
    let v = serde_json::to_string(&FM::view(&s, Some(0))).unwrap();
    let mut d = FM::determinize(&s, 0, &mut GameRng::new(5));
    assert_eq!(v, serde_json::to_string(&FM::view(&d, Some(0))).unwrap());
    // Many deals differ in what is hidden.
    let mut differs = false;
    for k in 0..20 {
        d = FM::determinize(&s, 0, &mut GameRng::new(k));
        differs |= d.energy_stack != s.energy_stack || d.order_stack != s.order_stack;
    }
    assert!(differs);
    assert!(!v.contains("energy_removed"));
    // The X tiles returned unseen are a count.
    assert!(v.contains("\"x_unseen\":3"));
}

#[test]
fn illegal_input_is_an_error_never_a_panic() {
    let s = new_game(2, 1, &[]);
    let seat = FM::to_act(&s)[0];
    for a in [
        Action::Pass,
        Action::Raise { bid: 9 },
        Action::Open { tile: 200, bid: 0 },
        Action::Pick { column: 9 },
        Action::Buy { tile: 250 },
        Action::Place { tile: 0 },
        Action::Demolish {
            slot: Slot::Floor(40),
        },
        Action::Switch { slot: 99 },
        Action::Confirm,
        Action::Hire,
    ] {
        refused(&s, seat, a);
    }
    assert!(matches!(
        refused(&s, 7, Action::Pass),
        Illegal::NoSuchSeat(7)
    ));
}

/// Puts the game in round `round` with the energy tiles `drawn` (price 1 + their sum), the
/// face-down `stack` (top last) and the 3 `removed`.
fn set_energy(s: &mut State, round: u8, drawn: &[u8], stack: &[u8], removed: &[u8]) {
    s.round = round;
    s.energy_drawn = drawn.to_vec();
    s.energy_stack = stack.to_vec();
    s.energy_removed = removed.to_vec();
    s.energy_price = 1 + drawn.iter().map(|&x| x as i32).sum::<i32>();
}

#[test]
fn phase3_a_leaving_seasonal_worker_may_come_off_a_demolished_tile() {
    let mut s = building(3);
    act(&mut s, 0, Action::EndBuilding);
    act(&mut s, 0, Action::Hire);
    act(&mut s, 0, Action::EndTurn);
    finish_build(&mut s);
    finish_adjust(&mut s);
    let r = s.revealed.clone();
    auction_for(&mut s, &[r[0], r[1]]);
    finish_market(&mut s);
    while FM::to_act(&s) != vec![0] {
        let seat = FM::to_act(&s)[0];
        let a = if s.phase == (Phase::Build { hiring: false }) {
            Action::EndBuilding
        } else {
            Action::EndTurn
        };
        act(&mut s, seat, a);
    }
    act(
        &mut s,
        0,
        Action::Demolish {
            slot: Slot::Floor(0),
        },
    );
    let beside = s.players[0].beside();
    act(&mut s, 0, Action::EndBuilding);
    if FM::to_act(&s) == vec![0] {
        act(&mut s, 0, Action::EndTurn);
    }
    let p = &s.players[0];
    assert_eq!((p.workers, p.seasonal, p.demolishing), (7, 0, 0));
    assert_eq!(p.demolished.len(), 1, "the tile still goes to the box");
    assert_eq!(
        p.beside(),
        beside,
        "the workers free for phase 4 are all still there"
    );
}

/// Through whole games, every action of a wide net (each variant with targets in and out of
/// range) is refused without a panic unless the legal list holds it, and then it is accepted.
#[test]
fn apply_accepts_exactly_the_legal_list_and_never_panics() {
    let mut net = vec![
        Action::Pass,
        Action::StopPicking,
        Action::Extend,
        Action::EndBuilding,
        Action::Hire,
        Action::EndTurn,
        Action::CrewIn,
        Action::CrewOut,
        Action::Confirm,
        Action::Demolish {
            slot: Slot::Control,
        },
        Action::Demolish {
            slot: Slot::Optimization,
        },
    ];
    for x in 0..=13u8 {
        for bid in 0..=9u8 {
            net.push(Action::Open { tile: x, bid });
        }
        net.push(Action::Raise { bid: x });
        net.push(Action::Pick { column: x });
        net.push(Action::Switch { slot: x });
        net.push(Action::Demolish {
            slot: Slot::Floor(x),
        });
    }
    for t in 0..=90u8 {
        net.push(Action::Buy { tile: t });
        net.push(Action::Place { tile: t });
    }
    for (players, seed) in [(2u8, 5u64), (4, 6)] {
        let mut s = new_game(players, seed, &[]);
        let mut bot = GameRng::new(seed);
        while !FM::to_act(&s).is_empty() {
            for seat in 0..players + 1 {
                let l = FM::legal(&s, seat);
                for a in &net {
                    let mut t = s.clone();
                    let ok = FM::apply(&mut t, seat, a, &mut rng()).is_ok();
                    assert_eq!(ok, l.contains(a), "{a:?} by seat {}", seat + 1);
                }
                for a in &l {
                    assert!(net.contains(a), "the net misses {a:?}");
                }
            }
            let seat = FM::to_act(&s)[0];
            let l = FM::legal(&s, seat);
            let a = l[bot.below(l.len())];
            act(&mut s, seat, a);
        }
    }
}

/// The tile table's back markings read as ranges; a bad row is an error, not a panic.
#[test]
fn data_tile_rows_and_back_markings_parse() {
    use factory_manager::data::{Use, parse_constants, parse_tiles};
    let rows = parse_tiles(
        "# comment\nA,storage,2-4,6,0,1,0,0,0,0,0,PROVISIONAL\nB,machine,5,9,2,0,2,3,0,0,0,x\n",
    )
    .unwrap();
    assert_eq!(rows[0].uses, Use::Players(2, 4));
    assert!(rows[0].uses.on_board_with(4) && !rows[0].uses.on_board_with(5));
    assert_eq!(rows[1].uses, Use::Players(5, 5));
    assert!(rows[0].provisional && !rows[1].provisional);
    assert!(
        parse_tiles("A,storage,2-5,6,0,1,0,0,0,0,1,x").is_err(),
        "a storage robot"
    );
    assert!(parse_tiles("A,storage,two,6,0,1,0,0,0,0,0,x").is_err());
    assert!(parse_tiles("A,shed,2-5,6,0,1,0,0,0,0,0,x").is_err());
    assert!(parse_constants("rounds = 5").is_err(), "missing keys");
    assert_eq!(constants().rounds, 5);
    assert_eq!(constants().energy_price_tiles.len(), 8);
}
