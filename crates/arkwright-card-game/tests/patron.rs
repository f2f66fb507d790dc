//! Issue 42: domestic sales never above the seat's appeal (rules version 2).
//!
//! The rulebook, production a. (「2. 생산 단계」, 「a. 판매량 결정하기」):
//! 「참고: 국내 시장에 대한 자신의 판매량은 절대로 자신의 매력보다 높을 수 없습니다.」
//! 「참고: 매력 가치가 수요 마커의 가치와 같거나 그보다 낮다면, 국내 시장에 어떤 상품도 판매할 수
//! 없습니다.」
//! and the Patron (「7. 후원자」): 「이 카드에 표시된 상품을 국내 시장에 판매할 때, 이 카드를 90°
//! 회전시켜서 (매력 마커 또는 수요 마커의 이동 없이) 국내 시장에 판매할 수 있는 상품의 최대 수량을
//! 1 증가시킵니다.」 Read together: the Patron raises what may be sold when the seat sells at
//! home, never above the appeal; with the appeal at or below the demand nothing sells, Patron or
//! not. Rules version 1 added the Patron's 1 in every case; its games in progress are kept
//! (`KEPT_VERSIONS`) and carried over to version 2.

mod common;

use arkwright_card_game::data::Card;
use arkwright_card_game::state::{Sale, State, Warehouse, Worker};
use arkwright_card_game::{Action, Arkwright, Phase, market};
use common::*;
use smokestack_core::codec::{self, Packed};
use smokestack_core::fixtures::{Fixture, prefix_code};
use smokestack_core::{BotKind, Game, GameRng, Match};

/// What one production of seat 0 came to.
#[derive(Debug, PartialEq)]
struct Sold {
    sold: u8,
    patron_rotated: bool,
    income: u16,
}

/// Seat 0 of 3 produces `good` alone in `era` with `appeal` over `demand`, holding the Patron of
/// that good, `stored` goods beside the factory, no ship, under rules `version`.
fn produce(version: u32, era: u8, good: u8, appeal: u8, demand: u8, stored: u8) -> (State, Sold) {
    let mut s = turn_of(3, &[], 0);
    s.rules = version;
    s.era = era;
    s.round = good + 1;
    for k in 1..3 {
        s.players[k].factories[good as usize] = Default::default();
        s.players[k].appeal[good as usize] = None;
    }
    let patron = Card::ALL
        .into_iter()
        .find(|c| c.patron_good() == Some(good))
        .unwrap();
    assert!(
        s.players[0].factories[good as usize].open,
        "seat 0 has that factory"
    );
    s.players[0].cards |= patron.bit();
    s.deck[patron as usize] += 1;
    s.players[0].appeal[good as usize] = Some(appeal);
    s.players[0].ships = 0;
    // At least 3 goods made: a second worker card where the first makes fewer.
    let f = s.players[0].factories[good as usize];
    if market::goods_made(&s.players[0], good, f.workers) < 3 {
        let f = &mut s.players[0].factories[good as usize];
        f.workers = 2;
        f.worker[1] = Worker {
            side: 1,
            automated: false,
        };
    }
    let f = s.players[0].factories[good as usize];
    assert_eq!(market::goods_made(&s.players[0], good, f.workers), 3);
    if stored > 0 {
        s.players[0].cards |= Card::LargeWarehouse.bit();
        s.deck[Card::LargeWarehouse as usize] += 1;
        s.players[0].warehouses[2] = Warehouse {
            at: good,
            goods: stored,
        };
    }
    s.demand[good as usize] = demand;
    let (price, _) = market::price_appeal(&s.players[0], good);
    let money = s.players[0].money;
    to_production(&mut s);
    // Sell every stored good the limit allows, then let the rest go.
    while matches!(s.phase, Phase::Production { .. }) {
        let a = if legal(&s).contains(&Action::SellStored) {
            Action::SellStored
        } else {
            Action::Done
        };
        act(&mut s, a);
    }
    let costs = {
        let w = s.players[0].factories[good as usize].workers;
        market::costs(&s, 0, good, w)
    };
    let income = s.players[0].money + costs - money;
    let sold = Sold {
        sold: s.sales[0].sold,
        patron_rotated: s.players[0].used & patron.bit() != 0,
        income,
    };
    assert_eq!(sold.income, sold.sold as u16 * price, "{sold:?}");
    (s, sold)
}

#[test]
fn the_patron_never_sells_above_the_appeal_cutlery_in_era_ii_appeal_2_demand_0() {
    // Issue 42, the 2-player game of seed 321: seat 1 sold 3 Cutlery in Era II with appeal 2
    // and demand 0, its Patron rotated. The limit is appeal − demand = 2, already the appeal:
    // the Patron has no room to raise it and stays ready.
    let (s, now) = produce(2, 2, 2, 2, 0, 0);
    assert_eq!(s.demand[2], 0);
    assert_eq!(now.sold, 2, "never more than the appeal");
    assert!(
        !now.patron_rotated,
        "the Patron added nothing and stays ready"
    );
    let (_, then) = produce(1, 2, 2, 2, 0, 0);
    assert_eq!(
        (then.sold, then.patron_rotated),
        (3, true),
        "version 1 as it was"
    );
}

#[test]
fn nothing_sells_at_home_with_the_appeal_at_or_below_the_demand_patron_or_not() {
    // Issue 42: Food, appeal 0, demand 1 (seed 202, solo, expert), and 3 and 0 under demand 4
    // (seed 332, 3 players): version 1 sold 1 with the Patron.
    for (appeal, demand) in [(0, 1), (3, 4), (0, 4), (3, 3)] {
        let (_, now) = produce(2, 1, 0, appeal, demand, 0);
        assert_eq!(
            now,
            Sold {
                sold: 0,
                patron_rotated: false,
                income: 0
            },
            "appeal {appeal} demand {demand}"
        );
        let (_, then) = produce(1, 1, 0, appeal, demand, 0);
        assert_eq!((then.sold, then.patron_rotated), (1, true));
    }
}

#[test]
fn the_patron_still_raises_the_limit_up_to_the_appeal() {
    // appeal 3, demand 1: limit 2, the Patron makes it 3 (the appeal): 3 goods made, 3 sold.
    let (_, a) = produce(2, 1, 0, 3, 1, 0);
    assert_eq!((a.sold, a.patron_rotated), (3, true));
    // appeal 2, demand 1: limit 1, the Patron makes it 2 (the appeal).
    let (_, b) = produce(2, 1, 0, 2, 1, 0);
    assert_eq!((b.sold, b.patron_rotated), (2, true));
    // Stored goods count against the same limit: appeal 5, demand 1, 3 made and 4 stored:
    // limit 4 + 1 = 5 = the appeal, so 3 made and 2 stored sell.
    let (s, c) = produce(2, 1, 0, 5, 1, 4);
    assert_eq!((c.sold, c.patron_rotated), (5, true));
    assert_eq!(s.players[0].warehouses[2].goods, 2);
    // Appeal 4, demand 0, 3 made and 4 stored: the limit is the appeal already; 4 sell, no
    // Patron (version 1 sold 5).
    let (_, d) = produce(2, 1, 0, 4, 0, 4);
    assert_eq!((d.sold, d.patron_rotated), (4, false));
    let (_, e) = produce(1, 1, 0, 4, 0, 4);
    assert_eq!((e.sold, e.patron_rotated), (5, true));
}

#[test]
fn the_invariant_names_a_sale_above_the_appeal_except_under_version_1() {
    let mut s = game(2, &[]);
    assert_eq!(s.rules, Arkwright::RULES_VERSION);
    assert!(Arkwright::check_invariants(&s).is_ok());
    for sale in [
        Sale {
            sold: 3,
            appeal: 2,
            demand: 0,
        },
        Sale {
            sold: 1,
            appeal: 0,
            demand: 1,
        },
        Sale {
            sold: 1,
            appeal: 3,
            demand: 4,
        },
    ] {
        s.sales[1] = sale;
        s.rules = 2;
        let e = Arkwright::check_invariants(&s).unwrap_err();
        assert!(e.contains("seat 2: sold"), "{e}");
        s.rules = 1;
        assert!(Arkwright::check_invariants(&s).is_ok(), "version 1 did it");
    }
    s.rules = 2;
    s.sales[1] = Sale {
        sold: 2,
        appeal: 2,
        demand: 0,
    };
    assert!(Arkwright::check_invariants(&s).is_ok());
}

#[test]
fn a_new_game_plays_today_and_a_kept_version_is_remembered() {
    let o = Arkwright::options(2, &[]).unwrap();
    let s = Arkwright::setup(&o, &mut GameRng::new(1)).unwrap();
    assert_eq!((s.rules, Arkwright::RULES_VERSION), (2, 2));
    assert_eq!(Arkwright::KEPT_VERSIONS, &[1]);
    let v1 = Arkwright::setup_as(&o, &mut GameRng::new(1), 1).unwrap();
    assert_eq!(v1.rules, 1);
    let mut d = smokestack_core::Digest::new();
    Arkwright::digest(&s, &mut d);
    let mut d1 = smokestack_core::Digest::new();
    Arkwright::digest(&v1, &mut d1);
    assert_eq!(d.finish(), d1.finish(), "the version is not the position");
    assert!(Arkwright::setup_as(&o, &mut GameRng::new(1), 3).is_err());
}

// ---- Games in progress of rules version 1 ----

/// The issue's reproductions, as codes made under rules version 1 (the build of 53f85cc:
/// `smokestack link --game arkwright-card-game …`), each ending just after the production where
/// the Patron sold above the appeal; the same games played on further.
const AT_THE_SALE: [(&str, &str); 4] = [
    (
        "--players 2 --seed 321 --bot random --moves 93",
        "A0WNO07DQBCG57FWnMZC4gZbJw1lDsAtkLXYk3jlx1qzCyRCSFRcANFzFS7BebJJEU8xM_r0f_rvnfZv6g9d2jZO2-3BjYLf-G7nwZ1Eo909bGyrbp_sbu-GKBsr6urBjz7FG5pCHTs_L2BWeX45LcpxFk21a5IP05KKYQi1uqkN42L6ps_BzsurjDLdSj7gjz6__n_Lp4oKIGKmNbBBRjQrNmAYMHNGBoC7ColMBQjABWA-lLcpM8wfFMR0gVxSNq-DqzVcUsfHn_4M",
    ),
    (
        "--players 1 --seed 202 --bot random --options expert=on --moves 60",
        "Az2NvY3CQBCFZ3Zt3yWnC-hgMyQISC16sQZ7wCtsrzW7_AkR0AAF0AIRET0gisJGwtn7-Z7eiGS9E7sqwzQnKaYrqhkveDRtRQcWb9LZxBRCy2DSIBueGBbKKlvb4L9J4zJf2nbwrfBicxj4fcsSMsqDdc3AeFe5TKgpXG3SJVW-39l83XGl5S3X3PQHn-YET7zfXuM5KECltMIIEX8ShSqOtdYYKQQA_Z8AYK_-Ig2_caK7HrsFqi6Lr-fHGw",
    ),
    (
        "--players 2 --seed 323 --bot random --options expert=on --moves 34",
        "Az2NPQ6CQBSE365CoomVFzBbQ2PJHTwDecIDNvwsebuoxHgFeyuv4B0sPIWVFxFMpJlkZr7JrJHLI-u8cGGCnIY51iSu4qzaCntiq6JtoFLGzKnIcUeBIsa40rV29p80JraFbiffMu27fuJPLbGLMXHaNBNjTWVixiY1tYoyrOy400k5cIWmA9XUjAe_5gJP-X7cXysFMyE9H0CA8GeDACznciE9CeB5g5Pitvtsvg",
    ),
    (
        "--players 3 --seed 332 --bot heuristic --options expert=on --moves 193",
        "Az2NTU7DMBCFPTNJHDZsuIHX7YpdTsENIpO4jdUkjmwXqBBXYIs4Aedgz5YTcA4kxm6JZc2bn-_N3Gh_ePR2P8Rtp32_3evJwCs8q2XUJ-ODam43qvd6F1UT_dFslPG6He1kY_jvzK4Ng13WevHm_nha-afF-NjqLlo3r0xwo2u9nns3qWanx5B8tjswN1jzYCYzpwN58iK-8Pfj_Qc_QeRX15ysXwiCpJd4JbIKJEHcSlJcqhoAcsqhyEiBvCKDpUBZEElGEM4rMpJWFuezJPM9ZIBKRHaTRK6wTC7ASlZUAhJQlabELUqC7Cw5ETy8-367_gM",
    ),
];

/// The same four games played on past the sale under version 1 (`--moves` 130, 90, 60, 260).
const PAST_THE_SALE: [&str; 4] = [
    "A0WNO07DQBCG52XFbiwkToDrpKHMZazF3sSr2F5rd3lECAquwD2oKGk4DRegT8Yp4inm8en_57814fAc3L5Lm8aEdrM3g8VPfK2m3hxtiNX2fl21wexStd2ZPtp1ZYOpeze4FK9o9HXs3LSAKdiHx-NieZlsSLVpkvPjooq-93UwY-uHxemagwo7Z5_sYMdryBv80vf_6Uc-sKQMiJipABZkRFmxgDCgckYGgJsSiaQEBOAMUAdpl1yhbpAR0ww5J3VeClcFXFQ8P9Q7F8Q5BECkQP2EytWEwvT3fvd1Bg",
    "Az2NwU3DQBBFZ2ZthwvKgQ72HB-4mibowBrsSbyK7bVmN0CEaIESqIEOOHCjCJqgAXaR4tuf_9_T3LAen9Qdhlh3rH194EnwDV_sMvJZNNjmdmd75X20TdST7Kwot6ObXAyXZvZtGNyy3ovKw-m88s-LaGy5i87PKxP86FvlufeTbfY8huy57pi4wcmjTDLnB__LK3zj--_nz_YeCJDIEBaIuKkIqSyNMVgQAoDZVgCY03Vh4KqsTNoxGUiQh9KQgZyTTbBJVX339fEH",
    "Az2NzQ3CMAxGnYQi4MoGOcOFY8UulWkNjfqTykmBCrECWzAJK8ANCcbgSIpEZfmTnv0sz5GLA5td7pcpcrbcYUXiIk66KbEjdjpeLXTGuPU69tzSQhNjUprKePef1DZxuWkGbpg2bTf4x4bYJ5h6Y-vBcba0CWOd2UrHWyxdf2fSIni5oT1VVPcPfpsz3OT983xP1qCEjMYAAsRYhQCYjeRURhIgigLJ0ApEyOAIpZQYhepJwev64C8",
    "Az1OvU7DMBD23TlxGJh4A8_txBYeJjKJ21jNnxwXqBAbMzMvwcpTIDHzLAxwdtpY1p3vvj_fGH949G7fhm1tfLPdm97CGzzrqTMn62dd3m50480u6DL4o91o603Vud6F-bIZxmpu3bTOk7f3x9PKf5qsD5WpgxuHlTOP3Vh5MzRjr8ud6eaoc_WBea2zD7a3QwxIyIv4wr-Pz5_rVxTpFAUIsV4hCGI_1yuRukASxKvY5HkqACA9uchEkewIiZgJVJJIMQVhsUiUaCmXWFIpD5lAGSKrSSFPmEUVYK5yygAJKI8o8YpiQ1Zm_BBZtGaYZYzFAJBSENsxkKeqlirZjz_HeslVFfETnMNUgPff77t_",
];

fn breaks_the_rule(sale: &Sale) -> bool {
    sale.sold > sale.appeal || (sale.sold > 0 && sale.appeal <= sale.demand)
}

/// A code replayed under rules `version`, with every action after which some seat's new sale
/// broke the rule: (action number from 1, seat).
fn replay(packed: &Packed, version: u32) -> (Match<Arkwright>, Vec<(usize, usize)>) {
    let options = codec::check_options::<Arkwright>(&packed.options).unwrap();
    let mut m = Match::<Arkwright>::new_as(options, packed.seed, version).unwrap();
    let mut nums = packed.moves.iter().map(|&n| n as usize);
    let mut broken = Vec::new();
    for i in 0..packed.actions {
        let acting = m.to_act();
        let seat = if acting.len() > 1 {
            acting[nums.next().unwrap()]
        } else {
            acting[0]
        };
        let index = nums.next().unwrap();
        let legal = m.legal(seat);
        let before = m.state().sales.clone();
        m.apply_index(seat, index, &legal).unwrap();
        for (k, sale) in m.state().sales.iter().enumerate() {
            if *sale != before[k] && breaks_the_rule(sale) {
                broken.push((i + 1, k));
            }
        }
    }
    (m, broken)
}

/// Plays an opened game on to its end with the heuristic, every action checked.
fn play_on(mut m: Match<Arkwright>) {
    let mut rng = GameRng::new(5);
    while !m.is_over() {
        let seat = m.to_act()[0];
        let legal = m.legal(seat);
        let i = BotKind::Heuristic.choose::<Arkwright>(m.state(), seat, &legal, &mut rng);
        m.apply_index(seat, i, &legal).unwrap();
        Arkwright::check_invariants(m.state()).unwrap();
        assert!(m.log().len() < 2000);
    }
}

fn money(m: &Match<Arkwright>) -> Vec<u16> {
    m.state().players.iter().map(|p| p.money).collect()
}

#[test]
fn the_issues_games_sold_above_the_appeal_under_version_1_and_carry_over_whole() {
    for (what, code) in AT_THE_SALE {
        let packed = codec::unpack(code).unwrap();
        assert_eq!(
            (packed.version, packed.format),
            (1, codec::FORMAT),
            "{what}"
        );
        let (old, broken) = replay(&packed, 1);
        assert!(
            !broken.is_empty(),
            "{what}: version 1 sold above the appeal"
        );
        let (_, today) = replay(&packed, 2);
        assert!(today.is_empty(), "{what}: version 2 never does");
        let opened = codec::open::<Arkwright>(&packed).unwrap();
        let c = opened.carried.expect("carried over from version 1");
        assert_eq!((c.from, c.to), (1, 2));
        // Every action is still legal (the sale is no action of its own: the seat's step b or
        // the last seat's step c ended the action phase), and the position differs in money.
        assert_eq!(
            (c.kept, c.actions, c.stopped),
            (packed.actions, packed.actions, None)
        );
        assert!(!c.same, "{what}");
        assert_ne!(c.before, c.after, "{what}: the score changed");
        let g = opened.game;
        assert_eq!(g.state().rules, 2);
        let seller = broken.last().unwrap().1;
        assert!(
            money(&g)[seller] < money(&old)[seller],
            "{what}: the seat that sold above its appeal has less money"
        );
        play_on(g);
    }
}

#[test]
fn played_on_past_the_sale_they_carry_over_or_branch_where_the_goods_left_ask_a_choice() {
    // (kept actions, all of them): the seed-321 and seed-323 games branch: today the seller
    // keeps goods it may store or ship, a choice the old log never made, so the next turn's
    // choice of action logged is refused and the game opens before it. The solo game and the
    // 3-player game carry over whole (their goods left had a choice under version 1 too).
    let expect = [(94, 130), (80, 80), (36, 60), (260, 260)];
    for (code, (kept, actions)) in PAST_THE_SALE.iter().zip(expect) {
        let packed = codec::unpack(code).unwrap();
        assert_eq!(packed.version, 1);
        let (_, broken) = replay(&packed, 1);
        assert!(!broken.is_empty());
        let opened = codec::open::<Arkwright>(&packed).unwrap();
        let c = opened.carried.unwrap();
        assert_eq!((c.kept, c.actions), (kept, actions));
        assert_eq!(c.stopped.is_some(), kept < actions);
        assert!(!c.same);
        let g = opened.game;
        if let Some((_, msg)) = &c.stopped {
            // The refused action is the next turn's choice of action: today the production is
            // still on, the seller holding goods to store, ship or let go.
            assert_eq!(msg.key, "ark.act.choose");
            assert!(matches!(g.state().phase, Phase::Production { .. }));
            let now = g.to_act();
            assert!(g.legal(now[0]).contains(&Action::Done));
        }
        if !g.is_over() {
            play_on(g);
        }
    }
}

#[test]
fn every_kept_fixture_of_version_1_opens_in_progress_and_plays_on() {
    // The version-1 fixtures whose games sold above the appeal (their version-2 games differ),
    // cut just after the first such sale and a few actions later, as codes made under version 1
    // (`prefix_code`: `Match::new_as(options, seed, 1)` and its actions).
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/old");
    let mut found = 0;
    for name in ["v1-f3-2p-expert=on", "v1-f3-4p"] {
        let text = std::fs::read_to_string(dir.join(format!("{name}.fixture"))).unwrap();
        let f = Fixture::parse(&text).unwrap();
        assert_eq!(f.version, 1);
        let (_, broken) = replay(&codec::unpack(&f.code).unwrap(), 1);
        let Some(&(at, _)) = broken.first() else {
            panic!("{name}: no sale above the appeal");
        };
        found += 1;
        for cut in [at, at + 1, at + 5, f.counts.len()] {
            let code = prefix_code::<Arkwright>(&f, cut.min(f.counts.len())).unwrap();
            let packed = codec::unpack(&code).unwrap();
            let opened = codec::open::<Arkwright>(&packed).unwrap();
            let c = opened.carried.unwrap();
            assert!(!c.same || cut < at, "{name} at {cut}");
            match &c.stopped {
                None => assert_eq!(c.kept, c.actions),
                Some(_) => assert!(c.kept < c.actions && c.kept >= at),
            }
            if !opened.game.is_over() {
                play_on(opened.game);
            }
        }
    }
    assert_eq!(found, 2);
}

#[test]
fn the_invariant_catches_version_1_in_play() {
    // Random games played under version 1: read as version 2, the invariant names the Patron's
    // sales above the appeal (what `simulate` would report had the correction not been made).
    let o = Arkwright::options(2, &[("expert".into(), "on".into())]).unwrap();
    let mut caught = Vec::new();
    for seed in 0..40u64 {
        let mut m = Match::<Arkwright>::new_as(o.clone(), seed, 1).unwrap();
        let mut rng = GameRng::new(seed);
        while !m.is_over() {
            let seat = m.to_act()[0];
            let legal = m.legal(seat);
            let i = BotKind::Random.choose::<Arkwright>(m.state(), seat, &legal, &mut rng);
            m.apply_index(seat, i, &legal).unwrap();
            Arkwright::check_invariants(m.state()).expect("version 1 keeps its own invariants");
            let mut as_today = m.state().clone();
            as_today.rules = 2;
            if let Err(e) = Arkwright::check_invariants(&as_today) {
                caught.push((seed, e));
                break;
            }
        }
    }
    assert!(
        !caught.is_empty(),
        "no version-1 game sold above the appeal"
    );
}
