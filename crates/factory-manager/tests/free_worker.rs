//! Issue 42, part 2: phase 4 keeps a worker free (rules version 2), and the kept version 1.
//!
//! JA 4 (`shared/rules/factory-manager.ja.txt`, line 119): 「このフェイズでは、使用可能な人員を
//! 最低1人を残さなければならない。季節労働者でもかまわない。」 Phase 4 moves workers between the
//! canteen and beside the board only; a worker on the order tile (JA 1: 「タイル上のworkerは、
//! ラウンド終了まで使用不可」) or on a demolished tile (JA 3②: 「ラウンドの終わりに…その上の人員
//! が使用可能状態に戻ります」) stays there until the round's end. So a seat must end its phase-3
//! turn with a worker beside the board or in the canteen, or hire the seasonal worker the rule
//! names (JA 3③: 季節労働者は通常の人員ど同様に使用可能です). Version 1 let a seat end phase 4
//! with all 7 workers locked.

mod common;
use common::*;
use factory_manager::FactoryManager as FM;
use factory_manager::actions::{Action, Slot};
use factory_manager::auction::max_bid;
use factory_manager::build::seasonal_price;
use factory_manager::state::{Phase, State};
use smokestack_core::{Game, Msg, codec};

/// The issue's reproduction, a format-2 code of rules version 1 (3 players): in round 1 seat 1
/// shuts both machines and empties its canteen; in round 2 it bids 6, its most, then demolishes
/// with its last free worker, ends its turn without hiring, and stands in phase 4 with every
/// worker locked and `Confirm` offered.
const ISSUE_42: &str = "AkWJMQoCMRAAdzfcCSL4h9RnJTZ5gN8IUTeHEBPZxCKKnZWFjb0P8WlWniA6081MvVuXJHW2c9H1LGhOeh9cZcnazDvtt5KL5cjSV3tkSdp4FzJ3epMOq8A2cvmmM-Dl-nw0CyACgh_tBD-SwgFSCqiB_29HiOPB5f32egM";

/// The issue's bot game (`smokestack link --game factory-manager --players 3 --seed 106 --bot
/// random --moves 261`, made under version 1 in format 3): round 5, seat 1 in phase 4 with 5
/// workers on its order tile and 2 on demolished tiles.
const SEED_106: &str = "AzWPMVLEMAxFJVl2gC24g-ulostlMgacDExIGCcUgaHkDFyFgpZL0HCV_fLuaka2rHn6-r7u0_06l-3mOU1pyIXb9_gypi2XJba3-9g_lmXt8pTLsHVvucyx7dO45H18mF_vxtxNeT21Pujp5__vSz8lCJOFqMdBSsyCbNgxgogdsSBQW-IUowE73GAxg86Ogw2xUsUcmyLghumSyJNz3rPuAjubMF2iYJpeXH1QVbPV5sEozxSAsAOgekUVM0-KDeqrDbGOwCpQM3xxlDr2vYQGUgglJ7Ugy-oQplnPX__-bYcD";

/// Round 1 of a 3-player game under rules `version`: seat 1 shuts both machines and empties its
/// canteen in phase 4 (as in the issue); when `empty` is false it keeps its crew.
fn round_one(version: u32, empty: bool) -> State {
    let mut s = new_game_as(3, 1, &[], version);
    assert_eq!(s.version, version);
    let wins = s.revealed.clone();
    auction_for(&mut s, &wins);
    finish_market(&mut s);
    finish_build(&mut s);
    while s.phase == Phase::Adjust {
        let seat = FM::to_act(&s)[0];
        if seat == 0 && empty {
            act(&mut s, 0, Action::Switch { slot: 3 });
            act(&mut s, 0, Action::Switch { slot: 4 });
            for _ in 0..4 {
                act(&mut s, 0, Action::CrewOut);
            }
        }
        act(&mut s, seat, Action::Confirm);
    }
    assert_eq!(s.round, 2);
    s
}

/// Round 2's auction: seat 1 bids its most on the first tile it can; the others open at 0 or
/// pass. Then the market, and phase 3 up to seat 1's turn.
fn to_seat_1_building(mut s: State) -> State {
    while s.phase == Phase::Auction {
        let seat = FM::to_act(&s)[0];
        let a = match (&s.auction, seat) {
            (None, 0) => Action::Open {
                tile: s.revealed[0],
                bid: max_bid(&s, 0),
            },
            (Some(_), 0) => Action::Raise {
                bid: max_bid(&s, 0),
            },
            (None, _) => Action::Open {
                tile: *s.revealed.last().unwrap(),
                bid: 0,
            },
            (Some(_), _) => Action::Pass,
        };
        act(&mut s, seat, a);
    }
    finish_market(&mut s);
    while FM::to_act(&s) != vec![0] {
        let seat = FM::to_act(&s)[0];
        let a = match s.phase {
            Phase::Build { hiring: false } => Action::EndBuilding,
            _ => Action::EndTurn,
        };
        act(&mut s, seat, a);
    }
    assert_eq!(s.phase, Phase::Build { hiring: false });
    s
}

/// The issue's position: seat 1 in round 2's phase 3 with 6 workers on its order tile, none in
/// the canteen and 1 beside the board.
fn issue_position(version: u32) -> State {
    let s = to_seat_1_building(round_one(version, true));
    let p = &s.players[0];
    assert_eq!((p.bid, p.canteen, p.beside(), p.demolishing), (6, 0, 1, 0));
    s
}

const DEMOLISH: Action = Action::Demolish {
    slot: Slot::Floor(0),
};

/// Plays the other seats' phase 3 and phase 4 up to seat 1's phase-4 turn.
fn to_seat_1_adjusting(s: &mut State) {
    while FM::to_act(s) != vec![0] || s.phase != Phase::Adjust {
        let seat = FM::to_act(s)[0];
        let a = match s.phase {
            Phase::Build { hiring: false } => Action::EndBuilding,
            Phase::Build { hiring: true } => Action::EndTurn,
            _ => Action::Confirm,
        };
        act(s, seat, a);
    }
}

#[test]
fn version_1_kept_the_defect_phase_4_ends_with_every_worker_locked() {
    let mut s = issue_position(1);
    act(&mut s, 0, DEMOLISH);
    act(&mut s, 0, Action::EndBuilding);
    assert_eq!(legal(&s, 0), vec![Action::Hire, Action::EndTurn]);
    act(&mut s, 0, Action::EndTurn);
    to_seat_1_adjusting(&mut s);
    let p = &s.players[0];
    assert_eq!((p.bid, p.demolishing, p.canteen, p.beside()), (6, 1, 0, 0));
    // Version 1 offered Confirm with no worker free, and its invariants allow it.
    assert!(legal(&s, 0).contains(&Action::Confirm));
    act(&mut s, 0, Action::Confirm);
}

/// JA 4: 使用可能な人員を最低1人を残さなければならない。季節労働者でもかまわない。 A seat that
/// demolishes with its last free worker and has none in the canteen hires a seasonal worker
/// before its turn ends; that one stays free in phase 4.
#[test]
fn phase4_keeps_a_worker_free_a_seasonal_one_hired_after_the_last_demolition() {
    let mut s = issue_position(2);
    let price = seasonal_price(&s.players[0]);
    assert!(s.players[0].money >= price);
    // The demolition is offered: a seasonal worker can still be paid for.
    assert!(legal(&s, 0).contains(&DEMOLISH));
    act(&mut s, 0, DEMOLISH);
    act(&mut s, 0, Action::EndBuilding);
    // The turn cannot end with no worker to leave free: only the hire is offered.
    assert_eq!(legal(&s, 0), vec![Action::Hire]);
    let e = refused(&s, 0, Action::EndTurn);
    assert!(
        matches!(e, smokestack_core::Illegal::NotLegal { .. }),
        "{e:?}"
    );
    act(&mut s, 0, Action::Hire);
    assert!(legal(&s, 0).contains(&Action::EndTurn));
    act(&mut s, 0, Action::EndTurn);
    to_seat_1_adjusting(&mut s);
    let p = &s.players[0];
    assert_eq!((p.workers, p.seasonal, p.beside(), p.canteen), (8, 1, 1, 0));
    // The seasonal worker is the one left free: it may not go into the canteen.
    assert_eq!(
        legal(&s, 0),
        vec![Action::Switch { slot: 2 }, Action::Confirm]
    );
    act(&mut s, 0, Action::Confirm);
}

#[test]
fn phase4_a_demolition_that_no_seasonal_worker_could_follow_is_not_offered() {
    for version in [1, 2] {
        let mut s = issue_position(version);
        let price = seasonal_price(&s.players[0]);
        assert!(price > 0);
        let spend = s.players[0].money - (price - 1);
        s.players[0].pay(spend);
        assert_eq!(
            legal(&s, 0).contains(&DEMOLISH),
            version == 1,
            "version {version}"
        );
        if version == 2 {
            refused(&s, 0, DEMOLISH);
            // With the price of one seasonal worker it is offered again.
            s.players[0].receive(1);
            assert!(legal(&s, 0).contains(&DEMOLISH));
            // Two seasonal workers already: none more can be hired, so no demolition.
            let mut full = s.clone();
            let p = &mut full.players[0];
            p.workers += 2;
            p.seasonal = 2;
            p.bid += 2;
            p.receive(100);
            assert!(!legal(&full, 0).contains(&DEMOLISH));
        }
    }
}

#[test]
fn phase4_no_floor_extension_that_spends_the_seasonal_workers_money() {
    let mut s = issue_position(2);
    let price = seasonal_price(&s.players[0]);
    let extension = factory_manager::data::constants().floor_extension_cost;
    act(&mut s, 0, DEMOLISH);
    let have = s.players[0].money;
    s.players[0].pay(have - (price + extension - 1));
    assert!(!legal(&s, 0).contains(&Action::Extend));
    s.players[0].receive(1);
    act(&mut s, 0, Action::Extend);
    act(&mut s, 0, Action::EndBuilding);
    assert_eq!(legal(&s, 0), vec![Action::Hire]);
    act(&mut s, 0, Action::Hire);
    assert_eq!(s.players[0].money, 0);
}

/// A worker in the canteen can be the one left free: phase 4 moves it out (JA 4: canteenの人員:
/// 最低は0です。残った人員をボード脇に配置して、次のラウンドの使用可能な人員であることを示し
/// ます), so the last free worker may demolish without a hire.
#[test]
fn phase4_a_worker_from_the_canteen_can_be_the_one_left_free() {
    for version in [1, 2] {
        let mut s = to_seat_1_building(round_one(version, false));
        let p = &s.players[0];
        assert_eq!((p.bid, p.canteen, p.beside()), (2, 4, 1));
        let all = s.players[0].money;
        s.players[0].pay(all);
        act(&mut s, 0, DEMOLISH);
        act(&mut s, 0, Action::EndBuilding);
        to_seat_1_adjusting(&mut s);
        assert_eq!(s.players[0].beside(), 0);
        assert!(!legal(&s, 0).contains(&Action::Confirm));
        act(&mut s, 0, Action::CrewOut);
        // A storage tile went: the machines stand in floor spaces 2 and 3; one is shut down.
        act(&mut s, 0, Action::Switch { slot: 2 });
        assert!(legal(&s, 0).contains(&Action::Confirm));
        act(&mut s, 0, Action::Confirm);
    }
}

#[test]
fn the_invariant_phase_4_never_ends_with_no_free_worker_under_version_2_only() {
    for version in [1, 2] {
        let mut s = issue_position(version);
        // By hand: the demolition without the hire, as version 1 played it.
        let p = &mut s.players[0];
        p.floor.remove(0);
        p.demolished.push(factory_manager::data::find("S0"));
        p.demolishing = 1;
        assert!(FM::check_invariants(&s).is_ok());
        s.phase = Phase::Adjust;
        let r = FM::check_invariants(&s);
        assert_eq!(r.is_ok(), version == 1, "version {version}: {r:?}");
        if version == 2 {
            assert!(r.unwrap_err().contains("no worker"));
        }
    }
}

/// The issue's game in progress, made under version 1, opens under version 2: it replays under
/// version 1 to its very position, then is carried over action by action up to seat 1's `End
/// the turn` with no worker to leave free, where version 2 asks for a seasonal worker first.
#[test]
fn the_issue_42_game_of_version_1_opens_carried_over_to_the_refused_turn_end() {
    let packed = codec::unpack(ISSUE_42).unwrap();
    assert_eq!((packed.format, packed.version, packed.actions), (2, 1, 53));
    let opened = codec::open::<FM>(&packed).expect("opens");
    let c = opened.carried.expect("carried over");
    assert_eq!((c.from, c.to, c.actions), (1, 2, 53));
    // Round 2, phase 3: seat 1 demolished (action 47), ended building (48), and its End the
    // turn (49) is refused; the 48 before it are kept.
    assert_eq!(c.kept, 48);
    assert_eq!(c.stopped, Some((0, Msg::new("fm.act.end_turn"))));
    assert!(!c.same);
    let mut m = opened.game;
    assert_eq!(m.log().len(), 48);
    assert_eq!(m.state().version, 2);
    assert_eq!(m.to_act(), vec![0]);
    assert_eq!(m.legal(0), vec![Action::Hire]);
    m.apply(0, &Action::Hire)
        .expect("a legal move on the opened game");
    m.apply(0, &Action::EndTurn).expect("then the turn ends");
    FM::check_invariants(m.state()).unwrap();
    // And the game goes on to its end.
    let mut rng = smokestack_core::GameRng::new(5);
    while !m.is_over() {
        let seat = m.to_act()[0];
        let legal = m.legal(seat);
        let i = FM::heuristic(m.state(), seat, &legal, &mut rng);
        m.apply_index(seat, i, &legal).unwrap();
        FM::check_invariants(m.state()).unwrap();
    }
}

#[test]
fn the_seed_106_bot_game_of_version_1_opens_carried_over() {
    let packed = codec::unpack(SEED_106).unwrap();
    assert_eq!((packed.format, packed.version, packed.actions), (3, 1, 261));
    let opened = codec::open::<FM>(&packed).expect("opens");
    let c = opened.carried.expect("carried over");
    assert_eq!((c.from, c.to, c.actions, c.kept), (1, 2, 261, 217));
    assert_eq!(c.stopped, Some((0, Msg::new("fm.act.end_turn"))));
    let mut m = opened.game;
    assert_eq!(m.state().round, 5);
    assert_eq!(m.legal(0), vec![Action::Hire]);
    m.apply(0, &Action::Hire).unwrap();
    FM::check_invariants(m.state()).unwrap();
}
