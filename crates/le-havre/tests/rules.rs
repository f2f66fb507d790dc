//! One test per rule of Le Havre: the Korean rulebook (`shared/rules/le-havre.ko.txt`, [KO]) and
//! `shared/games/le-havre/FACTS.md` (§ numbers below). Every action goes through the validating
//! `Game::apply`, and the invariants are checked after each one.

mod common;

use Good::*;
use common::*;
use le_havre::actions::{FeeWay, Token};
use le_havre::data::{
    Bd, Good, OFFER_START_FULL, OFFER_START_SHORT, ROUND_CARDS, SUPPLY_TILES, ShipType,
};
use le_havre::state::{Phase, Step};
use le_havre::{Action, LeHavre};
use smokestack_core::Game;

// ---------------------------------------------------------------------------------------------
// Setup (FACTS §3)
// ---------------------------------------------------------------------------------------------

/// The goods the first supply step added, by offer space.
fn first_tile_goods(s: &le_havre::State) -> [u16; 7] {
    let (a, b, _) = SUPPLY_TILES[s.tiles[0] as usize];
    let mut v = [0; 7];
    v[a as usize] += 1;
    v[b as usize] += 1;
    v
}

#[test]
fn setup_full_2p_offer_spaces_and_start_money() {
    let s = game(2, 1, &[]);
    let added = first_tile_goods(&s);
    for i in 0..7 {
        assert_eq!(
            s.offers[i],
            OFFER_START_FULL[i] + added[i],
            "offer space {i}"
        );
    }
    assert_eq!(OFFER_START_FULL, [2, 2, 2, 1, 0, 0, 0]);
    for p in &s.players {
        assert_eq!(p.francs, 5);
        let mut goods = [0u16; 16];
        goods[Coal.idx()] = 1;
        assert_eq!(p.goods, goods, "each player: 5 francs and 1 coal");
        assert!(p.ships.is_empty() && p.buildings.is_empty() && p.loans == 0);
        assert_eq!(p.worker, None);
    }
    // The town owns the three start buildings ([KO] 준비 10).
    let mut town = s.town.clone();
    town.sort();
    assert_eq!(
        town,
        vec![Bd::BuildingFirm1, Bd::BuildingFirm2, Bd::ConstructionFirm]
    );
    // 6 special buildings face down ([KO] 준비 8); the first round card is R01 (FACTS §7.2).
    assert_eq!(s.specials.len(), 6);
    assert!(s.specials.iter().all(|b| b.is_special()));
    assert_eq!(s.round, 1);
    assert_eq!(s.card().code, "R01");
    assert_eq!(s.current, 0);
}

#[test]
fn setup_short_offer_spaces_and_start_goods() {
    for n in 1..=5 {
        let s = game(n, 2, &[("version", "short")]);
        let added = first_tile_goods(&s);
        for i in 0..7 {
            assert_eq!(s.offers[i], OFFER_START_SHORT[i] + added[i]);
        }
        assert_eq!(OFFER_START_SHORT, [3, 3, 3, 2, 1, 1, 1]);
        for p in &s.players {
            assert_eq!(p.francs, 5);
            for (g, k) in [
                (Fish, 2),
                (Wood, 2),
                (Clay, 2),
                (Iron, 2),
                (Cattle, 1),
                (Coal, 2),
                (Hides, 2),
            ] {
                assert_eq!(p.has(g), k, "{n}p short: {g:?}");
            }
            assert_eq!(p.goods_total(), 13);
        }
        // No special buildings in the short game ([KO] 단축 게임).
        assert!(s.specials.is_empty() && s.leftover.is_empty());
    }
}

#[test]
fn stacks_sorted_lowest_number_on_top_and_equal_sizes() {
    // (players, short, standard buildings in the stacks, extra start buildings in town) FACTS §3.3.
    let cases: [(u8, bool, usize, &[Bd]); 10] = [
        (1, false, 15, &[]),
        (2, false, 18, &[]),
        (3, false, 27, &[]),
        (4, false, 30, &[]),
        (5, false, 30, &[]),
        (
            1,
            true,
            12,
            &[Bd::Marketplace, Bd::Sawmill, Bd::BlackMarket],
        ),
        (2, true, 15, &[Bd::Marketplace]),
        (3, true, 21, &[]),
        (4, true, 21, &[Bd::Sawmill]),
        (5, true, 27, &[Bd::Sawmill]),
    ];
    for (n, short, total, extra) in cases {
        for seed in 0..5 {
            let v = if short { "short" } else { "full" };
            let s = game(n, seed, &[("version", v)]);
            let sizes: Vec<usize> = s.stacks.iter().map(|st| st.len()).collect();
            assert_eq!(sizes, vec![total / 3; 3], "{n}p {v}: equal stacks");
            for st in &s.stacks {
                let nums: Vec<u8> = st.iter().map(|b| b.data().sort).collect();
                let mut sorted = nums.clone();
                sorted.sort();
                assert_eq!(nums, sorted, "{n}p {v}: lowest number on top");
            }
            let mut town = s.town.clone();
            town.sort();
            let mut want = vec![Bd::BuildingFirm1, Bd::BuildingFirm2, Bd::ConstructionFirm];
            want.extend_from_slice(extra);
            want.sort();
            assert_eq!(town, want, "{n}p {v}: town at the start");
        }
    }
}

#[test]
fn special_buildings_six_drawn_in_full_game_solo_without_interactive_ones() {
    for n in 1..=5 {
        let s = game(n, 4, &[]);
        assert_eq!(s.specials.len(), 6);
        if n == 1 {
            // FACTS §10: [K] removes the 8 interactive cards in solo.
            for b in s.specials.iter().chain(&s.leftover) {
                assert!(!b.data().solo_excluded, "{b:?} in a solo game");
            }
        }
    }
    let s = game(3, 4, &[("specials", "base")]);
    assert!(
        s.specials
            .iter()
            .chain(&s.leftover)
            .all(|b| b.data().set == le_havre::data::Set::Base)
    );
}

#[test]
fn short_game_setup_goods_and_starting_ships_solo_and_2p() {
    // Solo: one value-2 wooden ship in hand, another value-2 wooden ship on the wooden stack.
    let s = game(1, 1, &[("version", "short")]);
    assert_eq!(s.players[0].ships, vec![card("R01")]);
    assert_eq!(s.ship_stacks[ShipType::Wooden as usize], vec![card("R03")]);
    assert_eq!(ROUND_CARDS[card("R01") as usize].ship_value, 2);
    assert_eq!(ROUND_CARDS[card("R03") as usize].ship_value, 2);
    // It can be bought like any ship.
    let mut s2 = s.clone();
    s2.players[0].francs = 14;
    ap(&mut s2, 0, Action::BuyShip(ShipType::Wooden));
    assert_eq!(s2.players[0].ships.len(), 2);
    // 2 players: one value-2 wooden ship each; neither card is a round card.
    let s = game(2, 1, &[("version", "short")]);
    assert_eq!(s.players[0].ships, vec![card("R01")]);
    assert_eq!(s.players[1].ships, vec![card("R03")]);
    assert!(s.ship_stacks.iter().all(|st| st.is_empty()));
    assert!(!s.rounds.contains(&card("R01")) && !s.rounds.contains(&card("R03")));
    // 3-5 players: no ships.
    for n in 3..=5 {
        let s = game(n, 1, &[("version", "short")]);
        assert!(s.players.iter().all(|p| p.ships.is_empty()));
    }
}

// ---------------------------------------------------------------------------------------------
// Rounds per player count (FACTS §3.1, §7.2)
// ---------------------------------------------------------------------------------------------

/// Plays on with simple choices (francs for payments, first offer space) and records each round:
/// (card, food demand, harvest, seat that starts it). Also checks every round has 7 turns.
fn play_rounds(n: u8, short: bool) -> Vec<(String, u16, bool, u8)> {
    let v = if short { "short" } else { "full" };
    let mut s = game(n, 11, &[("version", v)]);
    for p in &mut s.players {
        p.francs = 100_000;
    }
    let mut out = Vec::new();
    let mut turns = 0;
    let mut last_round = 0;
    let mut guard = 0;
    while s.phase != Phase::Final {
        guard += 1;
        assert!(guard < 10_000, "no end");
        if s.phase == Phase::Turn && s.steps.is_empty() && s.round != last_round {
            if last_round != 0 {
                assert_eq!(turns, 7, "{n}p {v} round {last_round}: 7 turns");
            }
            last_round = s.round;
            turns = 0;
            let c = s.card();
            out.push((c.code.to_string(), c.food(n), c.harvest, s.current + 1));
        }
        let seat = s.acting().unwrap() as usize;
        let l = legal(&s, seat);
        let pick = l
            .iter()
            .filter(|a| matches!(a, Action::Pay(Token::Francs, _)))
            .max_by_key(|a| match a {
                Action::Pay(_, k) => *k,
                _ => 0,
            })
            .or_else(|| l.iter().find(|a| matches!(a, Action::Pay(..))))
            .or_else(|| l.iter().find(|a| matches!(a, Action::TakeOffer(_))))
            .or_else(|| l.iter().find(|a| **a == Action::EndTurn))
            .or_else(|| l.iter().find(|a| **a == Action::Done))
            .unwrap_or(&l[0])
            .clone();
        if pick == Action::EndTurn && s.phase == Phase::Turn {
            turns += 1;
        }
        ap(&mut s, seat, pick);
    }
    assert_eq!(turns, 7, "{n}p {v} last round: 7 turns");
    assert_eq!(out.len(), s.rounds_total() as usize);
    // Nobody took a loan: 100 000 francs fed everyone.
    assert!(s.players.iter().all(|p| p.loans == 0));
    out
}

/// FACTS §7.2: card and food per round; harvest from §7.1.
fn expected(n: u8, short: bool) -> Vec<(&'static str, u16)> {
    match (n, short) {
        (1, false) => vec![
            ("R01", 5),
            ("R04", 10),
            ("R10", 15),
            ("R13", 20),
            ("R14", 25),
            ("R16", 30),
            ("R20", 35),
        ],
        (2, false) => vec![
            ("R01", 3),
            ("R02", 4),
            ("R04", 5),
            ("R05", 7),
            ("R07", 9),
            ("R08", 11),
            ("R10", 13),
            ("R11", 15),
            ("R13", 16),
            ("R14", 17),
            ("R16", 18),
            ("R17", 19),
            ("R19", 20),
            ("R20", 20),
        ],
        (3, false) => vec![
            ("R03", 2),
            ("R01", 2),
            ("R02", 3),
            ("R04", 3),
            ("R05", 4),
            ("R06", 5),
            ("R07", 6),
            ("R08", 7),
            ("R10", 8),
            ("R11", 9),
            ("R12", 10),
            ("R13", 11),
            ("R14", 12),
            ("R16", 13),
            ("R17", 14),
            ("R18", 14),
            ("R19", 15),
            ("R20", 15),
        ],
        (4, false) => vec![
            ("R01", 1),
            ("R02", 1),
            ("R03", 2),
            ("R04", 2),
            ("R05", 2),
            ("R06", 3),
            ("R07", 3),
            ("R08", 4),
            ("R09", 4),
            ("R10", 5),
            ("R11", 5),
            ("R12", 6),
            ("R13", 7),
            ("R14", 8),
            ("R15", 9),
            ("R16", 10),
            ("R17", 10),
            ("R18", 11),
            ("R19", 11),
            ("R20", 11),
        ],
        (5, false) => vec![
            ("R01", 0),
            ("R02", 1),
            ("R03", 1),
            ("R04", 1),
            ("R05", 1),
            ("R06", 2),
            ("R07", 2),
            ("R08", 2),
            ("R09", 2),
            ("R10", 3),
            ("R11", 3),
            ("R12", 3),
            ("R13", 4),
            ("R14", 4),
            ("R15", 4),
            ("R16", 5),
            ("R17", 5),
            ("R18", 5),
            ("R19", 6),
            ("R20", 6),
        ],
        (1, true) => vec![("R04", 10), ("R13", 20), ("R16", 30), ("R20", 35)],
        (2, true) => vec![
            ("R02", 4),
            ("R05", 7),
            ("R07", 9),
            ("R10", 13),
            ("R11", 15),
            ("R14", 17),
            ("R16", 18),
            ("R20", 20),
        ],
        (3, true) => vec![
            ("R03", 2),
            ("R01", 2),
            ("R02", 3),
            ("R05", 4),
            ("R06", 5),
            ("R07", 6),
            ("R10", 8),
            ("R11", 9),
            ("R12", 10),
            ("R14", 12),
            ("R18", 14),
            ("R20", 15),
        ],
        (4, true) => vec![
            ("R01", 1),
            ("R02", 1),
            ("R04", 2),
            ("R06", 3),
            ("R07", 3),
            ("R09", 4),
            ("R10", 5),
            ("R13", 7),
            ("R15", 9),
            ("R16", 10),
            ("R19", 11),
            ("R20", 11),
        ],
        (5, true) => vec![
            ("R01", 0),
            ("R02", 1),
            ("R03", 1),
            ("R04", 1),
            ("R06", 2),
            ("R07", 2),
            ("R09", 2),
            ("R10", 3),
            ("R12", 3),
            ("R13", 4),
            ("R15", 4),
            ("R16", 5),
            ("R18", 5),
            ("R19", 6),
            ("R20", 6),
        ],
        _ => unreachable!(),
    }
}

#[test]
fn rounds_per_player_count_full_and_short() {
    let full = [7, 14, 18, 20, 20];
    let short = [4, 8, 12, 12, 15];
    for n in 1..=5u8 {
        for sh in [false, true] {
            let got = play_rounds(n, sh);
            let want = expected(n, sh);
            let total = if sh { short } else { full }[n as usize - 1];
            assert_eq!(got.len(), total, "{n}p short={sh}: rounds");
            for (r, ((code, food, harvest, start), (wc, wf))) in got.iter().zip(&want).enumerate() {
                assert_eq!(code, wc, "{n}p short={sh} round {}", r + 1);
                assert_eq!(food, wf, "{n}p short={sh} round {}: food", r + 1);
                let h = ROUND_CARDS[card(wc) as usize].harvest;
                assert_eq!(*harvest, h);
                // Round r starts with seat ((r−1)·7 mod N)+1 (FACTS §7.2).
                assert_eq!(
                    *start as usize,
                    (r * 7) % n as usize + 1,
                    "{n}p round {}",
                    r + 1
                );
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The turn: supply step, main action, buying and selling ([KO] 한 번의 차례, FACTS §8, §11.1)
// ---------------------------------------------------------------------------------------------

#[test]
fn supply_step_moves_marker_reveals_tile_adds_two_goods() {
    let mut s = game(2, 5, &[]);
    // Setup ran seat 1's supply step: tile 1 revealed, its two items on the offer spaces.
    assert_eq!(s.markers, vec![Some(0), None]);
    assert_eq!(s.revealed, [true, false, false, false, false, false, false]);
    let before = s.offers;
    ap(&mut s, 0, Action::TakeOffer(0));
    ap(&mut s, 0, Action::EndTurn);
    // Seat 2's marker goes to the nearest tile without a marker: the second.
    assert_eq!(s.current, 1);
    assert_eq!(s.markers, vec![Some(0), Some(1)]);
    assert!(s.revealed[1] && !s.revealed[2]);
    let (a, b, _) = SUPPLY_TILES[s.tiles[1] as usize];
    let mut want = before;
    want[0] = 0;
    want[a as usize] += 1;
    want[b as usize] += 1;
    assert_eq!(s.offers, want, "two items arrive, one each");
    // A revealed tile stays revealed for the rest of the game.
    end_round(&mut s);
    for p in &mut s.players {
        p.francs = 100;
    }
    pay_all_with_francs(&mut s);
    assert_eq!(s.round, 2);
    assert!(s.revealed[0] && s.revealed[1]);
    assert_eq!(s.markers[s.current as usize], Some(0));
}

#[test]
fn interest_tile_charges_one_franc_to_every_loan_holder() {
    let mut s = bare(3);
    // The interest tile (wood + fish, FACTS §8) lies second: seat 2's supply step lands on it.
    let interest = SUPPLY_TILES.iter().position(|t| t.2).unwrap() as u8;
    assert_eq!(SUPPLY_TILES[interest as usize].0 as usize, 2); // wood
    let other = s.tiles[1];
    let at = s.tiles.iter().position(|t| *t == interest).unwrap();
    s.tiles[at] = other;
    s.tiles[1] = interest;
    s.players[0].loans = 3;
    s.players[0].francs = 10;
    s.players[1].loans = 1;
    s.players[1].francs = 2;
    s.players[2].francs = 7;
    ap(&mut s, 0, Action::TakeOffer(1));
    ap(&mut s, 0, Action::EndTurn);
    // 1 franc each, however many loans; nothing from the player without a loan.
    assert_eq!(s.players[0].francs, 9);
    assert_eq!(s.players[1].francs, 1);
    assert_eq!(s.players[2].francs, 7);
    assert_eq!(s.players[0].loans, 3);
}

#[test]
fn interest_without_money_forces_a_loan_or_a_sale() {
    let mut s = bare(2);
    let interest = SUPPLY_TILES.iter().position(|t| t.2).unwrap() as u8;
    let at = s.tiles.iter().position(|t| *t == interest).unwrap();
    s.tiles.swap(at, 1);
    s.players[0].loans = 1;
    put(&mut s, Bd::Fishery, At::Seat(0));
    ap(&mut s, 0, Action::TakeOffer(1));
    ap(&mut s, 0, Action::EndTurn);
    assert_eq!(owed(&s), Some((0, 1)), "seat 1 owes the interest");
    let l = legal(&s, 0);
    assert!(l.contains(&Action::TakeLoan));
    assert!(l.contains(&Action::Sell(Bd::Fishery)));
    ap(&mut s, 0, Action::TakeLoan);
    assert_eq!(s.players[0].loans, 2);
    pay(&mut s, 0, Token::Francs, 1);
    assert_eq!(s.players[0].francs, 3);
    assert_eq!(s.acting(), Some(1));
}

#[test]
fn take_offer_takes_all_goods() {
    let mut s = bare(2);
    s.offers = [4, 3, 0, 0, 0, 0, 2];
    ap(&mut s, 0, Action::TakeOffer(1));
    assert_eq!(has(&s, 0, Fish), 3);
    assert_eq!(s.offers[1], 0);
    refused(&s, 0, Action::TakeOffer(0));
    ap(&mut s, 0, Action::EndTurn);
    ap(&mut s, 1, Action::TakeOffer(0));
    assert!(s.players[1].francs >= 4, "francs go to the purse");
    // An empty offer space cannot be taken.
    let mut t = bare(2);
    t.offers = [0, 1, 0, 0, 0, 0, 0];
    refused(&t, 0, Action::TakeOffer(0));
}

#[test]
fn main_action_is_mandatory_and_only_one() {
    let mut s = bare(2);
    refused(&s, 0, Action::EndTurn);
    ap(&mut s, 0, Action::TakeOffer(2));
    refused(&s, 0, Action::TakeOffer(3));
    s.players[0].add(Fish, 1);
    refused(&s, 0, Action::Enter(Bd::BuildingFirm1, FeeWay::None));
    ap(&mut s, 0, Action::EndTurn);
}

#[test]
fn cannot_enter_occupied_building_except_in_final_phase() {
    let mut s = bare(2);
    put(&mut s, Bd::Fishery, At::Town);
    s.players[1].worker = Some(Bd::Fishery);
    refused(&s, 0, Action::Enter(Bd::Fishery, FeeWay::None));
    to_final(&mut s);
    s.players[1].worker = Some(Bd::Fishery);
    assert_eq!(s.current, 0);
    enter(&mut s, 0, Bd::Fishery);
    assert_eq!(has(&s, 0, Fish), 3);
    assert_eq!(s.occupants(Bd::Fishery), vec![0, 1]);
}

#[test]
fn cannot_reenter_own_worker_building() {
    let mut s = bare(2);
    put(&mut s, Bd::Fishery, At::Seat(0));
    s.players[0].worker = Some(Bd::Fishery);
    refused(&s, 0, Action::Enter(Bd::Fishery, FeeWay::None));
    // The worker stays until it moves: another building is fine.
    put(&mut s, Bd::ClayMound, At::Town);
    enter(&mut s, 0, Bd::ClayMound);
    assert_eq!(s.players[0].worker, Some(Bd::ClayMound));
}

#[test]
fn cannot_reenter_own_worker_building_in_final_phase() {
    let mut s = bare(2);
    put(&mut s, Bd::Fishery, At::Town);
    to_final(&mut s);
    s.players[0].worker = Some(Bd::Fishery);
    refused(&s, 0, Action::Enter(Bd::Fishery, FeeWay::None));
}

#[test]
fn only_built_buildings_can_be_entered() {
    let mut s = bare(2);
    put(&mut s, Bd::Fishery, At::Stack(0));
    refused(&s, 0, Action::Enter(Bd::Fishery, FeeWay::None));
    // Buildings without an action (lock symbol) cannot be entered at all.
    for b in [Bd::Storehouse, Bd::Dock, Bd::TownHall, Bd::Bank] {
        put(&mut s, b, At::Town);
        assert!(!b.enterable());
        assert!(
            !legal(&s, 0)
                .iter()
                .any(|a| matches!(a, Action::Enter(x, _) if *x == b))
        );
    }
}

#[test]
fn entry_fee_goes_to_owner_and_francs_count_as_food() {
    let mut s = bare(2);
    // Bakehouse: fee 1 food, owned by seat 2.
    put(&mut s, Bd::Bakehouse, At::Seat(1));
    give(&mut s, 0, Grain, 2);
    give(&mut s, 0, Wood, 1);
    s.players[0].francs = 1;
    // No food at all but a franc: the franc pays the food fee.
    assert_eq!(
        legal(&s, 0)
            .iter()
            .filter(|a| matches!(a, Action::Enter(Bd::Bakehouse, _)))
            .count(),
        1
    );
    ap(&mut s, 0, Action::Enter(Bd::Bakehouse, FeeWay::Food));
    assert_eq!(owed(&s), Some((0, 1)));
    pay(&mut s, 0, Token::Francs, 1);
    assert_eq!(s.players[0].francs, 0);
    assert_eq!(s.players[1].francs, 1, "the owner gets the fee");
    // Fee paid: the action follows.
    ap(&mut s, 0, Action::Amount(2));
    pay(&mut s, 0, Token::Good(Wood), 1);
    assert_eq!(has(&s, 0, Bread), 2);
    // Food goods paid as a fee also go to the owner.
    let mut t = bare(2);
    put(&mut t, Bd::Bakehouse, At::Seat(1));
    give(&mut t, 0, Grain, 1);
    give(&mut t, 0, Wood, 1);
    give(&mut t, 0, Fish, 1);
    ap(&mut t, 0, Action::Enter(Bd::Bakehouse, FeeWay::Food));
    pay(&mut t, 0, Token::Good(Fish), 1);
    assert_eq!(has(&t, 1, Fish), 1);
}

#[test]
fn food_fee_overpaid_is_not_refunded() {
    let mut s = bare(2);
    put(&mut s, Bd::Bakehouse, At::Seat(1));
    give(&mut s, 0, Grain, 1);
    give(&mut s, 0, Wood, 1);
    give(&mut s, 0, Meat, 1);
    ap(&mut s, 0, Action::Enter(Bd::Bakehouse, FeeWay::Food));
    pay(&mut s, 0, Token::Good(Meat), 1);
    assert_eq!(has(&s, 0, Meat), 0);
    assert_eq!(has(&s, 1, Meat), 1);
    assert_eq!(s.players[0].francs, 0, "no change for food");
    assert!(matches!(s.steps.last(), Some(Step::Work { .. })));
}

#[test]
fn food_never_pays_a_franc_fee() {
    let mut s = bare(2);
    // Abattoir: 2 francs.
    put(&mut s, Bd::Abattoir, At::Seat(1));
    give(&mut s, 0, Cattle, 2);
    give(&mut s, 0, Meat, 5);
    s.players[0].francs = 1;
    refused(&s, 0, Action::Enter(Bd::Abattoir, FeeWay::Food));
    refused(&s, 0, Action::Enter(Bd::Abattoir, FeeWay::Francs));
    s.players[0].francs = 2;
    ap(&mut s, 0, Action::Enter(Bd::Abattoir, FeeWay::Francs));
    assert_eq!(s.players[0].francs, 0);
    assert_eq!(s.players[1].francs, 2);
}

#[test]
fn fee_either_food_or_francs_when_printed_with_slash() {
    // Marketplace: 2 food / 1 franc.
    let mut s = bare(2);
    put(&mut s, Bd::Marketplace, At::Seat(1));
    give(&mut s, 0, Fish, 2);
    let l = legal(&s, 0);
    assert!(l.contains(&Action::Enter(Bd::Marketplace, FeeWay::Food)));
    assert!(!l.contains(&Action::Enter(Bd::Marketplace, FeeWay::Francs)));
    s.players[0].francs = 1;
    ap(&mut s, 0, Action::Enter(Bd::Marketplace, FeeWay::Francs));
    assert_eq!(s.players[1].francs, 1);
    assert_eq!(has(&s, 0, Fish), 2);
}

#[test]
fn no_fee_for_own_or_town_buildings() {
    let mut s = bare(2);
    put(&mut s, Bd::Abattoir, At::Seat(0));
    give(&mut s, 0, Cattle, 1);
    ap(&mut s, 0, Action::Enter(Bd::Abattoir, FeeWay::None));
    ap(&mut s, 0, Action::Amount(1));
    assert_eq!(has(&s, 0, Meat), 1);
    // Town-owned Construction Firm (printed fee 2 food): free.
    let mut t = bare(2);
    put(&mut t, Bd::Fishery, At::Stack(0));
    give(&mut t, 0, Wood, 1);
    give(&mut t, 0, Clay, 1);
    ap(&mut t, 0, Action::Enter(Bd::ConstructionFirm, FeeWay::None));
    assert!(matches!(t.steps.last(), Some(Step::Work { .. })));
}

#[test]
fn cannot_enter_without_paying_the_fee() {
    let mut s = bare(2);
    put(&mut s, Bd::Bakehouse, At::Seat(1));
    give(&mut s, 0, Grain, 1);
    give(&mut s, 0, Wood, 1);
    refused(&s, 0, Action::Enter(Bd::Bakehouse, FeeWay::Food));
    refused(&s, 0, Action::Enter(Bd::Bakehouse, FeeWay::None));
}

#[test]
fn sell_at_half_value_rounded_down() {
    let mut s = bare(2);
    for b in [
        Bd::Fishery,
        Bd::ClayMound,
        Bd::Tannery,
        Bd::Storehouse,
        Bd::Bank,
    ] {
        put(&mut s, b, At::Seat(0));
    }
    let c = card("R03");
    s.players[0].ships.push(c);
    let cases = [
        (Bd::Fishery, 5),
        (Bd::ClayMound, 1),
        (Bd::Tannery, 6),
        // Value, not price: Storehouse value 4 (price 10), Bank 16 (price 40).
        (Bd::Storehouse, 2),
        (Bd::Bank, 8),
    ];
    for (b, got) in cases {
        let before = s.players[0].francs;
        ap(&mut s, 0, Action::Sell(b));
        assert_eq!(s.players[0].francs - before, got, "{b:?}");
        assert!(s.town.contains(&b), "sold buildings belong to the town");
    }
    // A value-2 wooden ship sells for 1 and goes back on top of its stack.
    ship_on_stack(&mut s, "R09");
    let before = s.players[0].francs;
    ap(&mut s, 0, Action::SellShip(c));
    assert_eq!(s.players[0].francs - before, 1);
    assert_eq!(s.ship_stacks[ShipType::Wooden as usize].last(), Some(&c));
}

#[test]
fn sold_building_becomes_town_owned_and_free_to_enter() {
    let mut s = bare(2);
    put(&mut s, Bd::Abattoir, At::Seat(1));
    // Seat 2 sells during its own turn.
    ap(&mut s, 0, Action::TakeOffer(0));
    ap(&mut s, 0, Action::EndTurn);
    ap(&mut s, 1, Action::Sell(Bd::Abattoir));
    ap(&mut s, 1, Action::TakeOffer(1));
    ap(&mut s, 1, Action::EndTurn);
    give(&mut s, 0, Cattle, 2);
    let before = s.players[0].francs;
    assert!(can(&s, 0, &Action::Enter(Bd::Abattoir, FeeWay::None)));
    ap(&mut s, 0, Action::Enter(Bd::Abattoir, FeeWay::None));
    assert_eq!(s.players[0].francs, before, "no fee to the town");
    assert_eq!(s.players[1].francs, 4, "seat 2 got only the sale (8 / 2)");
}

#[test]
fn sold_building_cannot_be_bought_back_same_turn() {
    let mut s = bare(2);
    put(&mut s, Bd::Fishery, At::Seat(0));
    ap(&mut s, 0, Action::Sell(Bd::Fishery));
    s.players[0].francs = 50;
    refused(&s, 0, Action::BuyBuilding(Bd::Fishery));
    ap(&mut s, 0, Action::TakeOffer(0));
    ap(&mut s, 0, Action::EndTurn);
    ap(&mut s, 1, Action::TakeOffer(1));
    ap(&mut s, 1, Action::EndTurn);
    // Next turn it can.
    ap(&mut s, 0, Action::BuyBuilding(Bd::Fishery));
    assert!(s.players[0].owns(Bd::Fishery));
}

#[test]
fn worker_on_sold_building_goes_home() {
    let mut s = bare(2);
    put(&mut s, Bd::Fishery, At::Seat(0));
    s.players[1].worker = Some(Bd::Fishery);
    ap(&mut s, 0, Action::Sell(Bd::Fishery));
    assert_eq!(s.players[1].worker, None);
    // Own worker too.
    put(&mut s, Bd::ClayMound, At::Seat(0));
    s.players[0].worker = Some(Bd::ClayMound);
    ap(&mut s, 0, Action::Sell(Bd::ClayMound));
    assert_eq!(s.players[0].worker, None);
}

#[test]
fn buy_town_buildings_and_stack_tops_at_their_price() {
    let mut s = bare(2);
    put(&mut s, Bd::Fishery, At::Stack(0));
    put(&mut s, Bd::Storehouse, At::Stack(0));
    put(&mut s, Bd::Bank, At::Stack(1));
    put(&mut s, Bd::Church, At::Stack(2));
    s.players[0].francs = 100;
    // Only the top card: Storehouse (24) lies under Fishery (3).
    refused(&s, 0, Action::BuyBuilding(Bd::Storehouse));
    ap(&mut s, 0, Action::BuyBuilding(Bd::Fishery));
    assert_eq!(s.players[0].francs, 90);
    // Several per turn, even from the same stack; price, not value (Storehouse 10, Bank 40).
    ap(&mut s, 0, Action::BuyBuilding(Bd::Storehouse));
    assert_eq!(s.players[0].francs, 80);
    ap(&mut s, 0, Action::BuyBuilding(Bd::Bank));
    assert_eq!(s.players[0].francs, 40);
    // Church has no price: build only.
    refused(&s, 0, Action::BuyBuilding(Bd::Church));
    // Town buildings: the start buildings too.
    ap(&mut s, 0, Action::BuyBuilding(Bd::BuildingFirm1));
    assert_eq!(s.players[0].francs, 36);
    assert!(s.players[0].owns(Bd::BuildingFirm1));
    // Not enough money: refused.
    s.players[0].francs = 7;
    refused(&s, 0, Action::BuyBuilding(Bd::ConstructionFirm));
}

#[test]
fn buy_ships_from_stack_tops_without_a_wharf() {
    let mut s = bare(2);
    let w1 = ship_on_stack(&mut s, "R03");
    let w2 = ship_on_stack(&mut s, "R09");
    let i = ship_on_stack(&mut s, "R06");
    let st = ship_on_stack(&mut s, "R12");
    let lux = ship_on_stack(&mut s, "R18");
    s.players[0].francs = 100;
    ap(&mut s, 0, Action::BuyShip(ShipType::Wooden));
    assert_eq!(s.players[0].ships, vec![w2], "the top card");
    assert_eq!(s.players[0].francs, 86);
    ap(&mut s, 0, Action::BuyShip(ShipType::Iron));
    assert_eq!(s.players[0].francs, 66);
    ap(&mut s, 0, Action::BuyShip(ShipType::Steel));
    assert_eq!(s.players[0].francs, 36);
    // Luxury liners cannot be bought.
    refused(&s, 0, Action::BuyShip(ShipType::Luxury));
    assert_eq!(s.players[0].ships, vec![w2, i, st]);
    assert_eq!(s.ship_stacks[ShipType::Wooden as usize], vec![w1]);
    assert_eq!(s.ship_stacks[ShipType::Luxury as usize], vec![lux]);
}

#[test]
fn buying_only_on_own_turn() {
    let mut s = bare(2);
    put(&mut s, Bd::Fishery, At::Town);
    s.players[1].francs = 50;
    refused(&s, 1, Action::BuyBuilding(Bd::Fishery));
}

#[test]
fn repay_loan_costs_5() {
    let mut s = bare(2);
    s.players[0].loans = 2;
    s.players[0].francs = 4;
    refused(&s, 0, Action::Repay);
    s.players[0].francs = 11;
    ap(&mut s, 0, Action::Repay);
    assert_eq!((s.players[0].loans, s.players[0].francs), (1, 6));
    ap(&mut s, 0, Action::Repay);
    assert_eq!((s.players[0].loans, s.players[0].francs), (0, 1));
    refused(&s, 0, Action::Repay);
}

#[test]
fn loan_gives_4_francs() {
    let mut s = bare(2);
    end_round(&mut s);
    // R01 in 2p: 3 food; seat 1 has nothing.
    assert_eq!(owed(&s), Some((0, 3)));
    ap(&mut s, 0, Action::TakeLoan);
    assert_eq!((s.players[0].loans, s.players[0].francs), (1, 4));
    pay(&mut s, 0, Token::Francs, 3);
    assert_eq!(s.players[0].francs, 1);
}

#[test]
fn loan_only_when_food_and_money_fall_short() {
    let mut s = bare(2);
    s.players[0].francs = 1;
    give(&mut s, 0, Fish, 2);
    s.players[1].francs = 10;
    end_round(&mut s);
    assert_eq!(owed(&s), Some((0, 3)));
    // 1 franc + 2 fish cover 3 food: no loan.
    assert!(!can(&s, 0, &Action::TakeLoan));
    let mut t = s.clone();
    t.players[0].francs = 0;
    // 2 fish for 3 food: short — but first everything must be paid ([KO] "모든 음식과 돈을 내도").
    assert!(!can(&t, 0, &Action::TakeLoan));
    pay(&mut t, 0, Token::Good(Fish), 2);
    assert_eq!(owed(&t), Some((0, 1)));
    ap(&mut t, 0, Action::TakeLoan);
    pay(&mut t, 0, Token::Francs, 1);
    assert_eq!((t.players[0].loans, t.players[0].francs), (1, 3));
    // Goods that are not food (grain, cattle) don't count and are kept.
    let mut u = bare(2);
    give(&mut u, 0, Grain, 5);
    give(&mut u, 0, Cattle, 5);
    u.players[1].francs = 10;
    end_round(&mut u);
    assert!(can(&u, 0, &Action::TakeLoan));
}

#[test]
fn loan_minus_7_at_end() {
    let mut s = bare(2);
    s.players[0].loans = 2;
    // The last feeding (2p round 14: 20 food) takes 20 of the 40 francs.
    s.players[0].francs = 40;
    s.players[1].francs = 40;
    let o = finish_game(&mut s);
    let sc = &o.scores[0];
    assert_eq!(sc.total, 20 - 14);
    assert!(
        sc.parts
            .iter()
            .any(|p| p.label == "Loans" && p.points == -14)
    );
}

/// Plays the final phase out with offer spaces (or forfeits) and returns the outcome.
fn finish_game(s: &mut le_havre::State) -> smokestack_core::Outcome {
    if s.phase != Phase::Final {
        s.offers = [0; 7];
        to_final(s);
    }
    while s.phase != Phase::Over {
        let seat = s.acting().unwrap() as usize;
        let l = legal(s, seat);
        let a = l
            .iter()
            .find(|a| **a == Action::EndTurn)
            .or_else(|| l.iter().find(|a| matches!(a, Action::TakeOffer(_))))
            .unwrap_or(&l[0])
            .clone();
        ap(s, seat, a);
    }
    LeHavre::outcome(s).expect("over")
}

#[test]
fn no_voluntary_loans_for_fees_or_building() {
    // FACTS §11.17: a loan only for feeding or interest.
    let mut s = bare(2);
    put(&mut s, Bd::Bakehouse, At::Seat(1));
    give(&mut s, 0, Grain, 3);
    give(&mut s, 0, Wood, 2);
    assert!(!legal(&s, 0).iter().any(|a| matches!(a, Action::TakeLoan)));
    put(&mut s, Bd::Fishery, At::Stack(0));
    assert!(!legal(&s, 0).iter().any(|a| matches!(a, Action::TakeLoan)));
    // Not even mid-payment of a conversion's energy.
    put(&mut s, Bd::Bakehouse, At::Seat(0));
    ap(&mut s, 0, Action::Enter(Bd::Bakehouse, FeeWay::None));
    ap(&mut s, 0, Action::Amount(3));
    assert!(owed(&s).is_some());
    assert!(!can(&s, 0, &Action::TakeLoan));
}

// ---------------------------------------------------------------------------------------------
// Building and ships ([KO] 건물과 배 만들기, FACTS §6)
// ---------------------------------------------------------------------------------------------

fn build_top(s: &mut le_havre::State, seat: usize, firm: Bd, stack: u8) {
    enter(s, seat, firm);
    ap(s, seat, Action::Build { stack, crane: None });
}

#[test]
fn brick_pays_for_clay_steel_for_iron() {
    // Sawmill costs 1 clay + 1 iron: paid with 1 brick + 1 steel.
    let mut s = bare(2);
    put(&mut s, Bd::Sawmill, At::Stack(0));
    give(&mut s, 0, Brick, 1);
    give(&mut s, 0, Steel, 1);
    build_top(&mut s, 0, Bd::BuildingFirm1, 0);
    assert!(s.players[0].owns(Bd::Sawmill));
    assert_eq!(s.players[0].goods_total(), 0);
    // Never the other way round: clay does not pay for brick (Tannery: 1 wood + 1 brick).
    let mut t = bare(2);
    put(&mut t, Bd::Tannery, At::Stack(0));
    give(&mut t, 0, Wood, 1);
    give(&mut t, 0, Clay, 3);
    assert!(!can(&t, 0, &Action::Enter(Bd::BuildingFirm1, FeeWay::None)));
    // Plain clay is used before brick when both are held (design choice).
    let mut u = bare(2);
    put(&mut u, Bd::Fishery, At::Stack(0));
    give(&mut u, 0, Wood, 1);
    give(&mut u, 0, Clay, 1);
    give(&mut u, 0, Brick, 1);
    build_top(&mut u, 0, Bd::BuildingFirm1, 0);
    assert_eq!((has(&u, 0, Clay), has(&u, 0, Brick)), (0, 1));
}

#[test]
fn build_only_stack_tops_and_never_town_buildings() {
    let mut s = bare(2);
    put(&mut s, Bd::Fishery, At::Stack(0));
    put(&mut s, Bd::Smokehouse, At::Stack(0));
    put(&mut s, Bd::Bakehouse, At::Town);
    give(&mut s, 0, Wood, 5);
    give(&mut s, 0, Clay, 5);
    enter(&mut s, 0, Bd::BuildingFirm1);
    let builds: Vec<Action> = legal(&s, 0)
        .into_iter()
        .filter(|a| matches!(a, Action::Build { .. }))
        .collect();
    assert_eq!(
        builds,
        vec![Action::Build {
            stack: 0,
            crane: None
        }]
    );
    ap(
        &mut s,
        0,
        Action::Build {
            stack: 0,
            crane: None,
        },
    );
    assert!(s.players[0].owns(Bd::Fishery));
    assert_eq!(s.stacks[0], vec![Bd::Smokehouse]);
    // Clay Mound and Black Market have no building cost: never built.
    let mut t = bare(2);
    put(&mut t, Bd::ClayMound, At::Stack(1));
    give(&mut t, 0, Wood, 5);
    assert!(!can(&t, 0, &Action::Enter(Bd::BuildingFirm1, FeeWay::None)));
}

#[test]
fn empty_stack_stays_empty() {
    let mut s = bare(2);
    put(&mut s, Bd::Fishery, At::Stack(2));
    s.players[0].francs = 10;
    ap(&mut s, 0, Action::BuyBuilding(Bd::Fishery));
    assert!(s.stacks[2].is_empty());
    // Selling does not refill it: sold buildings go to the town.
    ap(&mut s, 0, Action::Sell(Bd::Fishery));
    assert!(s.stacks[2].is_empty());
    assert!(s.town.contains(&Bd::Fishery));
}

fn wharf_game() -> le_havre::State {
    let mut s = bare(2);
    put(&mut s, Bd::Wharf1, At::Seat(1));
    put(&mut s, Bd::Wharf2, At::Town);
    ship_on_stack(&mut s, "R09"); // wooden 6
    ship_on_stack(&mut s, "R06"); // iron 2
    ship_on_stack(&mut s, "R15"); // iron 12
    s
}

#[test]
fn ship_costs_material_plus_3_energy() {
    let mut s = wharf_game();
    give(&mut s, 0, Wood, 8);
    enter(&mut s, 0, Bd::Wharf2);
    ap(&mut s, 0, Action::BuildShip(ShipType::Wooden));
    assert_eq!(owed(&s), Some((0, 3)));
    pay(&mut s, 0, Token::Good(Wood), 3);
    assert_eq!(has(&s, 0, Wood), 0);
    assert_eq!(s.players[0].ships, vec![card("R09")]);
    // 5 wood and 2 coal: only 6 energy with the wood gone — enough; 5 wood + nothing: not.
    let mut t = wharf_game();
    give(&mut t, 0, Wood, 7);
    assert!(!can(&t, 0, &Action::Enter(Bd::Wharf2, FeeWay::None)));
}

#[test]
fn first_non_wooden_ship_modernises_the_wharf_with_a_brick() {
    let mut s = wharf_game();
    give(&mut s, 0, Iron, 8);
    give(&mut s, 0, Coal, 2);
    // Seat 1 does not own Wharf 1 and may still modernise it (paying the owner's fee).
    give(&mut s, 0, Fish, 2);
    give(&mut s, 0, Brick, 1);
    ap(&mut s, 0, Action::Enter(Bd::Wharf1, FeeWay::Food));
    pay(&mut s, 0, Token::Good(Fish), 2);
    let text = le_havre::describe::describe(&s, 0, &Action::BuildShip(ShipType::Iron));
    assert!(
        text.starts_with("Build an iron ship") && text.contains("1 brick to modernise the wharf"),
        "{text}"
    );
    ap(&mut s, 0, Action::BuildShip(ShipType::Iron));
    pay(&mut s, 0, Token::Good(Coal), 1);
    assert_eq!(has(&s, 0, Brick), 0, "the brick stays on the wharf");
    assert_eq!(has(&s, 0, Iron), 4);
    assert!(s.modern.contains(&Bd::Wharf1));
    // Next iron ship at the same wharf: no brick, for anybody.
    s.players[0].worker = None;
    s.main_done = false;
    s.players[0].add(Fish, 2);
    ap(&mut s, 0, Action::Enter(Bd::Wharf1, FeeWay::Food));
    pay(&mut s, 0, Token::Good(Fish), 2);
    ap(&mut s, 0, Action::BuildShip(ShipType::Iron));
    pay(&mut s, 0, Token::Good(Coal), 1);
    assert_eq!(s.players[0].ships.len(), 2);
    // The other wharf is not modern: without a brick no iron ship there.
    let mut t = wharf_game();
    t.modern.push(Bd::Wharf1);
    give(&mut t, 0, Iron, 4);
    give(&mut t, 0, Coal, 1);
    assert!(!can(&t, 0, &Action::Enter(Bd::Wharf2, FeeWay::None)));
    // Wooden ships never need the brick.
    give(&mut t, 0, Wood, 5);
    enter(&mut t, 0, Bd::Wharf2);
    assert_eq!(
        legal(&t, 0)
            .into_iter()
            .filter(|a| matches!(a, Action::BuildShip(_)))
            .collect::<Vec<_>>(),
        vec![Action::BuildShip(ShipType::Wooden)]
    );
}

#[test]
fn one_ship_per_wharf_visit() {
    let mut s = wharf_game();
    give(&mut s, 0, Wood, 10);
    give(&mut s, 0, Coal, 4);
    ship_on_stack(&mut s, "R03");
    enter(&mut s, 0, Bd::Wharf2);
    ap(&mut s, 0, Action::BuildShip(ShipType::Wooden));
    pay(&mut s, 0, Token::Good(Coal), 1);
    assert!(s.steps.is_empty(), "the visit is over after one ship");
    assert_eq!(s.players[0].ships.len(), 1);
    assert!(
        !legal(&s, 0)
            .iter()
            .any(|a| matches!(a, Action::BuildShip(_)))
    );
}

#[test]
fn only_top_ship_of_a_revealed_stack_can_be_built() {
    let mut s = bare(2);
    put(&mut s, Bd::Wharf1, At::Town);
    give(&mut s, 0, Wood, 10);
    // Nothing revealed yet: nothing to build, the Wharf cannot be entered.
    assert!(!can(&s, 0, &Action::Enter(Bd::Wharf1, FeeWay::None)));
    let a = ship_on_stack(&mut s, "R03");
    let b = ship_on_stack(&mut s, "R09");
    enter(&mut s, 0, Bd::Wharf1);
    ap(&mut s, 0, Action::BuildShip(ShipType::Wooden));
    pay(&mut s, 0, Token::Good(Wood), 3);
    assert_eq!(s.players[0].ships, vec![b]);
    assert_eq!(s.ship_stacks[0], vec![a]);
}

#[test]
fn steel_and_luxury_ships_cost_steel() {
    let mut s = bare(2);
    put(&mut s, Bd::Wharf1, At::Town);
    s.modern.push(Bd::Wharf1);
    ship_on_stack(&mut s, "R12"); // steel 10
    ship_on_stack(&mut s, "R18"); // luxury 38
    give(&mut s, 0, Steel, 3);
    give(&mut s, 0, Coke, 1);
    enter(&mut s, 0, Bd::Wharf1);
    let l = legal(&s, 0);
    assert!(l.contains(&Action::BuildShip(ShipType::Steel)));
    assert!(l.contains(&Action::BuildShip(ShipType::Luxury)));
    ap(&mut s, 0, Action::BuildShip(ShipType::Luxury));
    pay(&mut s, 0, Token::Good(Coke), 1);
    assert_eq!(has(&s, 0, Steel), 0);
    assert_eq!(s.players[0].ships, vec![card("R18")]);
}

// ---------------------------------------------------------------------------------------------
// Round end ([KO] 라운드 종료, FACTS §9)
// ---------------------------------------------------------------------------------------------

#[test]
fn harvest_grain_needs_one_cattle_needs_two() {
    let mut s = bare(3);
    // 3p round 1 is R03: no harvest. Move to a harvest card: round 2 (R01).
    s.round = 2;
    give(&mut s, 0, Grain, 1);
    give(&mut s, 0, Cattle, 1);
    give(&mut s, 1, Cattle, 2);
    give(&mut s, 2, Grain, 4);
    give(&mut s, 2, Cattle, 5);
    for p in &mut s.players {
        p.francs = 10;
    }
    end_round(&mut s);
    assert_eq!((has(&s, 0, Grain), has(&s, 0, Cattle)), (2, 1));
    assert_eq!((has(&s, 1, Grain), has(&s, 1, Cattle)), (0, 3));
    assert_eq!((has(&s, 2, Grain), has(&s, 2, Cattle)), (5, 6));
    // No harvest on a "no harvest" card.
    let mut t = bare(3);
    assert!(!t.card().harvest);
    give(&mut t, 0, Grain, 1);
    give(&mut t, 0, Cattle, 2);
    for p in &mut t.players {
        p.francs = 10;
    }
    end_round(&mut t);
    assert_eq!((has(&t, 0, Grain), has(&t, 0, Cattle)), (1, 2));
}

#[test]
fn harvest_comes_before_feeding() {
    let mut s = bare(2);
    give(&mut s, 0, Grain, 1);
    end_round(&mut s);
    // Feeding is under way and the grain has already grown.
    assert_eq!(s.phase, Phase::Feeding);
    assert_eq!(has(&s, 0, Grain), 2);
}

#[test]
fn feeding_reduced_by_ships_surplus_lost() {
    let mut s = bare(2);
    // 2p round 5 (R07): 9 food. Wooden ship 4 + iron ship 5 in 2p.
    s.round = 5;
    s.players[0].ships = vec![card("R03"), card("R06")];
    s.players[0].francs = 10;
    // Seat 2: an iron and a steel ship (5 + 7 = 12 food) — more than 9: nothing to pay,
    // nothing back.
    s.players[1].ships = vec![card("R15"), card("R12")];
    s.players[1].francs = 3;
    end_round(&mut s);
    assert_eq!(
        owed(&s),
        None,
        "seat 1 owes 9 − 9 = 0, seat 2 is over-supplied"
    );
    assert_eq!(s.players[0].francs, 10);
    assert_eq!(s.players[1].francs, 3);
    assert_eq!(s.round, 6);
    // With only the wooden ship seat 1 owes 5.
    let mut t = bare(2);
    t.round = 5;
    t.players[0].ships = vec![card("R03")];
    t.players[0].francs = 10;
    t.players[1].francs = 10;
    end_round(&mut t);
    assert_eq!(owed(&t), Some((0, 5)));
}

#[test]
fn feeding_with_francs_food_and_no_change() {
    let mut s = bare(2);
    // 2p round 1: 3 food each.
    give(&mut s, 0, Meat, 1);
    s.players[0].francs = 2;
    give(&mut s, 1, Bread, 2);
    end_round(&mut s);
    pay(&mut s, 0, Token::Good(Meat), 1);
    assert_eq!(owed(&s), Some((1, 3)), "seat 1 done, seat 2 next");
    assert_eq!(s.players[0].francs, 2);
    pay(&mut s, 1, Token::Good(Bread), 2);
    assert_eq!(has(&s, 1, Bread), 0, "4 food for 3: no change");
    assert_eq!(s.players[1].francs, 0);
    assert_eq!(s.round, 2);
}

#[test]
fn feeding_shortfall_may_be_covered_by_selling() {
    let mut s = bare(2);
    put(&mut s, Bd::Fishery, At::Seat(0));
    s.players[1].francs = 5;
    end_round(&mut s);
    assert_eq!(owed(&s), Some((0, 3)));
    ap(&mut s, 0, Action::Sell(Bd::Fishery));
    assert!(!can(&s, 0, &Action::TakeLoan));
    pay(&mut s, 0, Token::Francs, 3);
    assert_eq!(s.players[0].francs, 2);
    assert_eq!(s.players[0].loans, 0);
}

#[test]
fn town_builds_lowest_numbered_stack_top() {
    let mut s = bare(2);
    // 2p round 2 (R02) has the STD symbol.
    s.round = 2;
    put(&mut s, Bd::Smokehouse, At::Stack(0)); // 8
    put(&mut s, Bd::Bakehouse, At::Stack(1)); // 5
    put(&mut s, Bd::Fishery, At::Stack(2)); // 3 — but under nothing
    put(&mut s, Bd::Wharf1, At::Stack(2)); // 12, below Fishery
    for p in &mut s.players {
        p.francs = 10;
    }
    end_round(&mut s);
    pay_all_with_francs(&mut s);
    assert!(s.town.contains(&Bd::Fishery));
    assert_eq!(s.stacks[2], vec![Bd::Wharf1]);
    assert_eq!(s.stacks[0], vec![Bd::Smokehouse]);
    // Rounds without the symbol build nothing (R04 in 2p is SPC; R05 nothing).
    let mut t = bare(2);
    t.round = 4;
    put(&mut t, Bd::Fishery, At::Stack(0));
    for p in &mut t.players {
        p.francs = 10;
    }
    end_round(&mut t);
    pay_all_with_francs(&mut t);
    assert_eq!(t.stacks[0], vec![Bd::Fishery]);
}

#[test]
fn town_reveals_top_special_building_on_spc_round() {
    let mut s = bare(2);
    // 2p round 3 (R04): SPC.
    s.round = 3;
    s.specials = vec![Bd::Farm, Bd::Zoo];
    for p in &mut s.players {
        p.francs = 10;
    }
    end_round(&mut s);
    pay_all_with_francs(&mut s);
    assert!(s.town.contains(&Bd::Farm));
    assert_eq!(s.specials, vec![Bd::Zoo]);
}

#[test]
fn round_card_becomes_ship_on_its_stack() {
    let mut s = bare(2);
    for p in &mut s.players {
        p.francs = 10;
    }
    assert_eq!(s.card().code, "R01");
    end_round(&mut s);
    pay_all_with_francs(&mut s);
    assert_eq!(s.ship_stacks[ShipType::Wooden as usize], vec![card("R01")]);
    assert_eq!(s.round, 2);
    assert_eq!(s.card().code, "R02");
    // R06 (iron) lands on the iron stack.
    let mut t = bare(3);
    t.round = 6;
    assert_eq!(t.card().code, "R06");
    for p in &mut t.players {
        p.francs = 10;
    }
    end_round(&mut t);
    pay_all_with_francs(&mut t);
    assert_eq!(t.ship_stacks[ShipType::Iron as usize], vec![card("R06")]);
}

#[test]
fn next_round_starts_with_the_next_seat_and_workers_stay() {
    let mut s = bare(3);
    put(&mut s, Bd::Fishery, At::Town);
    s.players[1].worker = Some(Bd::Fishery);
    for p in &mut s.players {
        p.francs = 10;
    }
    s.current = 1;
    end_round(&mut s);
    pay_all_with_francs(&mut s);
    assert_eq!(s.current, 2);
    assert_eq!(s.turn, 0);
    assert_eq!(s.markers, vec![None, None, Some(0)]);
    assert_eq!(s.players[1].worker, Some(Bd::Fishery));
}

// ---------------------------------------------------------------------------------------------
// Final phase and scoring ([KO] 마무리 시기, FACTS §9)
// ---------------------------------------------------------------------------------------------

#[test]
fn final_phase_one_action_each_no_buying_no_supply() {
    let mut s = bare(3);
    put(&mut s, Bd::Fishery, At::Town);
    put(&mut s, Bd::Smokehouse, At::Stack(0));
    for p in &mut s.players {
        p.francs = 100;
        p.loans = 1;
    }
    let interest = SUPPLY_TILES.iter().position(|t| t.2).unwrap() as u8;
    let at = s.tiles.iter().position(|t| *t == interest).unwrap();
    s.tiles.swap(at, 0);
    s.offers = [0, 5, 0, 0, 0, 0, 0];
    to_final(&mut s);
    let francs: Vec<u32> = s.players.iter().map(|p| p.francs).collect();
    let offers = s.offers;
    // Start player first.
    assert_eq!(s.current, 0);
    let l = legal(&s, 0);
    assert!(
        !l.iter()
            .any(|a| matches!(a, Action::BuyBuilding(_) | Action::BuyShip(_)))
    );
    // Selling and repaying are allowed.
    assert!(l.contains(&Action::Repay));
    ap(&mut s, 0, Action::Repay);
    ap(&mut s, 0, Action::TakeOffer(1));
    assert!(
        !legal(&s, 0)
            .iter()
            .any(|a| matches!(a, Action::TakeOffer(_) | Action::Enter(..)))
    );
    ap(&mut s, 0, Action::EndTurn);
    // No supply step: the offer spaces did not grow; no interest was charged.
    assert_eq!(s.current, 1);
    assert_eq!(s.offers, [0, 0, 0, 0, 0, 0, 0]);
    assert_eq!(offers[1], 5);
    assert_eq!(s.players[1].francs, francs[1]);
    enter(&mut s, 1, Bd::Fishery);
    ap(&mut s, 1, Action::EndTurn);
    enter(&mut s, 2, Bd::Fishery);
    assert_eq!(
        has(&s, 2, Fish),
        3,
        "occupied building allowed in the final phase"
    );
    ap(&mut s, 2, Action::EndTurn);
    assert_eq!(s.phase, Phase::Over);
    assert_eq!(s.players[2].francs, francs[2]);
    assert!(LeHavre::outcome(&s).is_some());
}

#[test]
fn scoring_francs_buildings_ships_minus_loans() {
    let mut s = bare(2);
    put(&mut s, Bd::Fishery, At::Seat(0)); // 10
    put(&mut s, Bd::Wharf1, At::Seat(0)); // 14
    s.players[0].ships = vec![card("R09"), card("R18")]; // 6 + 38
    s.players[0].loans = 1;
    give(&mut s, 0, Steel, 10); // goods are worth nothing
    s.players[0].francs = 7;
    let p = &s.players[0];
    assert_eq!(le_havre::scoring::total(p), 7 + 10 + 14 + 6 + 38 - 7);
    let parts: Vec<(String, i32)> = le_havre::scoring::parts(p)
        .into_iter()
        .map(|x| (x.label, x.points))
        .collect();
    assert_eq!(
        parts,
        vec![
            ("Francs".into(), 7),
            ("Buildings".into(), 24),
            ("Ships".into(), 44),
            ("Loans".into(), -7)
        ]
    );
}

#[test]
fn ties_share_the_win() {
    let mut s = bare(3);
    for (i, p) in s.players.iter_mut().enumerate() {
        p.francs = if i == 1 { 30 } else { 50 };
    }
    let o = finish_game(&mut s);
    assert_eq!(o.winners, vec![0, 2]);
}

#[test]
fn bonus_buildings_dock_town_hall_bank_storehouse() {
    let mut s = bare(2);
    let p = &mut s.players[0];
    p.buildings = vec![
        Bd::Storehouse,       // 4 + goods/2
        Bd::Dock,             // 10 + 4 per ship
        Bd::TownHall,         // 6 + 4 public + 2 craft
        Bd::Bank,             // 16 + 3 industrial + 2 economic
        Bd::Church,           // public 26
        Bd::Fishery,          // craft 10
        Bd::BuildingFirm1,    // craft 4
        Bd::ConstructionFirm, // industrial 8
        Bd::ShippingLine,     // economic 10
    ];
    p.ships = vec![card("R03"), card("R06")];
    p.goods[Fish.idx()] = 3;
    p.goods[Steel.idx()] = 2;
    let v = |b| le_havre::scoring::building_value(&s.players[0], b);
    // Storehouse: 5 goods → +2 (rounded down); francs are not goods.
    assert_eq!(v(Bd::Storehouse), 4 + 2);
    assert_eq!(v(Bd::Dock), 10 + 8);
    // Public: Town Hall, Church → +8; craft: Fishery, Building Firm → +4.
    assert_eq!(v(Bd::TownHall), 6 + 8 + 4);
    // Industrial: Dock, Construction Firm → +6; economic: Storehouse, Bank, Shipping Line → +6.
    assert_eq!(v(Bd::Bank), 16 + 6 + 6);
}

// ---------------------------------------------------------------------------------------------
// Standard buildings (FACTS §4.1), exact numbers
// ---------------------------------------------------------------------------------------------

/// Seat 1 owns `b` (so no fee) and enters it.
fn at_own(s: &mut le_havre::State, b: Bd) {
    put(s, b, At::Seat(0));
    enter(s, 0, b);
}

fn work_open(s: &le_havre::State) -> bool {
    matches!(s.steps.last(), Some(Step::Work { .. }))
}

#[test]
fn building_firm_builds_one_building() {
    let mut s = bare(2);
    put(&mut s, Bd::Fishery, At::Stack(0));
    put(&mut s, Bd::CharcoalKiln, At::Stack(1));
    give(&mut s, 0, Wood, 1);
    give(&mut s, 0, Clay, 2);
    enter(&mut s, 0, Bd::BuildingFirm2);
    ap(
        &mut s,
        0,
        Action::Build {
            stack: 0,
            crane: None,
        },
    );
    assert!(!work_open(&s), "one building only");
    assert!(s.players[0].owns(Bd::Fishery));
    assert_eq!(s.stacks[1], vec![Bd::CharcoalKiln]);
}

#[test]
fn construction_firm_builds_up_to_two() {
    let mut s = bare(2);
    put(&mut s, Bd::Fishery, At::Stack(0));
    put(&mut s, Bd::CharcoalKiln, At::Stack(1));
    put(&mut s, Bd::Bakehouse, At::Stack(2));
    give(&mut s, 0, Wood, 1);
    give(&mut s, 0, Clay, 4);
    enter(&mut s, 0, Bd::ConstructionFirm);
    refused(&s, 0, Action::Done);
    ap(
        &mut s,
        0,
        Action::Build {
            stack: 0,
            crane: None,
        },
    );
    assert!(work_open(&s));
    assert!(can(&s, 0, &Action::Done), "may stop after one");
    ap(
        &mut s,
        0,
        Action::Build {
            stack: 1,
            crane: None,
        },
    );
    assert!(!work_open(&s), "two at most");
    assert!(s.players[0].owns(Bd::Fishery) && s.players[0].owns(Bd::CharcoalKiln));
    assert_eq!(has(&s, 0, Clay), 2, "Bakehouse (2 clay) stays in its stack");
    assert_eq!(s.stacks[2], vec![Bd::Bakehouse]);
}

#[test]
fn marketplace_different_goods_plus_one_per_craft_building() {
    let mut s = bare(2);
    // Craft buildings: Fishery, Bakehouse → 2 + 2 = 4 goods.
    put(&mut s, Bd::Fishery, At::Seat(0));
    put(&mut s, Bd::Bakehouse, At::Seat(0));
    at_own(&mut s, Bd::Marketplace);
    ap(&mut s, 0, Action::Take(Fish));
    refused(&s, 0, Action::Take(Fish));
    ap(&mut s, 0, Action::Take(Coal));
    ap(&mut s, 0, Action::Take(Hides));
    ap(&mut s, 0, Action::Take(Cattle));
    assert!(!legal(&s, 0).iter().any(|a| matches!(a, Action::Take(_))));
    ap(&mut s, 0, Action::Done);
    assert!(!work_open(&s));
    for g in [Fish, Coal, Hides, Cattle] {
        assert_eq!(has(&s, 0, g), 1);
    }
    // Only basic goods, never upgraded ones.
    let mut t = bare(2);
    at_own(&mut t, Bd::Marketplace);
    assert!(!can(&t, 0, &Action::Take(Bread)));
    ap(&mut t, 0, Action::Take(Wood));
    ap(&mut t, 0, Action::Take(Grain));
    assert!(
        !legal(&t, 0).iter().any(|a| matches!(a, Action::Take(_))),
        "2 with no craft building"
    );
}

#[test]
fn marketplace_solo_cap_4() {
    let mut s = bare(1);
    for b in [
        Bd::Fishery,
        Bd::Bakehouse,
        Bd::Smokehouse,
        Bd::Abattoir,
        Bd::Tannery,
    ] {
        put(&mut s, b, At::Seat(0));
    }
    assert_eq!(le_havre::standard::market_picks(&s, 0), 4);
    at_own(&mut s, Bd::Marketplace);
    for g in [Fish, Wood, Clay, Iron] {
        ap(&mut s, 0, Action::Take(g));
    }
    assert!(!legal(&s, 0).iter().any(|a| matches!(a, Action::Take(_))));
    // The option changes the cap.
    let mut t = game(1, 1, &[("solo-market", "6")]);
    t.players[0].buildings = vec![
        Bd::Fishery,
        Bd::Bakehouse,
        Bd::Smokehouse,
        Bd::Abattoir,
        Bd::Tannery,
    ];
    for b in t.players[0].buildings.clone() {
        t.stacks.iter_mut().for_each(|st| st.retain(|x| *x != b));
    }
    assert_eq!(le_havre::standard::market_picks(&t, 0), 6);
    // More than 1 player: no cap but the 8 goods.
    let mut u = bare(2);
    for b in [
        Bd::Fishery,
        Bd::Bakehouse,
        Bd::Smokehouse,
        Bd::Abattoir,
        Bd::Tannery,
        Bd::BuildingFirm1,
        Bd::BuildingFirm2,
    ] {
        put(&mut u, b, At::Seat(0));
    }
    assert_eq!(le_havre::standard::market_picks(&u, 0), 8);
}

#[test]
fn sawmill_builds_with_one_wood_less() {
    let mut s = bare(2);
    // Smokehouse 2W 1C for 1W 1C; Charcoal Kiln (1C, no wood) cannot be built here.
    put(&mut s, Bd::Smokehouse, At::Stack(0));
    put(&mut s, Bd::CharcoalKiln, At::Stack(1));
    give(&mut s, 0, Wood, 1);
    give(&mut s, 0, Clay, 2);
    at_own(&mut s, Bd::Sawmill);
    let builds: Vec<Action> = legal(&s, 0)
        .into_iter()
        .filter(|a| matches!(a, Action::Build { .. }))
        .collect();
    assert_eq!(
        builds,
        vec![Action::Build {
            stack: 0,
            crane: None
        }]
    );
    ap(
        &mut s,
        0,
        Action::Build {
            stack: 0,
            crane: None,
        },
    );
    assert!(s.players[0].owns(Bd::Smokehouse));
    assert_eq!((has(&s, 0, Wood), has(&s, 0, Clay)), (0, 1));
    assert!(!work_open(&s));
}

#[test]
fn fishery_per_fishing_symbol() {
    let mut s = bare(2);
    put(&mut s, Bd::Smokehouse, At::Seat(0)); // 1 fishing symbol
    at_own(&mut s, Bd::Fishery); // 1 more
    assert_eq!(has(&s, 0, Fish), 5);
    let mut t = bare(2);
    put(&mut t, Bd::Fishery, At::Town);
    enter(&mut t, 0, Bd::Fishery);
    assert_eq!(has(&t, 0, Fish), 3);
}

#[test]
fn joinery_5_6_7() {
    for (n, fr) in [(1, 5), (2, 6), (3, 7)] {
        let mut s = bare(2);
        give(&mut s, 0, Wood, 4);
        at_own(&mut s, Bd::Joinery);
        assert!(!can(&s, 0, &Action::Amount(4)));
        ap(&mut s, 0, Action::Amount(n));
        assert_eq!(s.players[0].francs, fr);
        assert_eq!(has(&s, 0, Wood), 4 - n);
    }
}

#[test]
fn bakehouse_half_energy_rounded_up_half_franc_rounded_down() {
    let mut s = bare(2);
    give(&mut s, 0, Grain, 3);
    give(&mut s, 0, Wood, 3);
    at_own(&mut s, Bd::Bakehouse);
    ap(&mut s, 0, Action::Amount(3));
    assert_eq!(owed(&s), Some((0, 2)), "1.5 energy → 2");
    assert_eq!(s.players[0].francs, 1, "1.5 francs → 1");
    pay(&mut s, 0, Token::Good(Wood), 2);
    assert_eq!(
        (has(&s, 0, Bread), has(&s, 0, Grain), has(&s, 0, Wood)),
        (3, 0, 1)
    );
}

#[test]
fn hardware_store_wood_brick_iron() {
    let mut s = bare(2);
    at_own(&mut s, Bd::HardwareStore);
    assert_eq!(
        (has(&s, 0, Wood), has(&s, 0, Brick), has(&s, 0, Iron)),
        (1, 1, 1)
    );
    assert_eq!(s.players[0].goods_total(), 3);
}

#[test]
fn charcoal_kiln_any_wood_no_energy() {
    let mut s = bare(2);
    give(&mut s, 0, Wood, 5);
    at_own(&mut s, Bd::CharcoalKiln);
    ap(&mut s, 0, Action::Amount(5));
    assert_eq!((has(&s, 0, Wood), has(&s, 0, Charcoal)), (0, 5));
    assert!(s.steps.is_empty());
}

#[test]
fn smokehouse_6x_and_1_energy_once() {
    let mut s = bare(2);
    give(&mut s, 0, Fish, 8);
    give(&mut s, 0, Wood, 1);
    at_own(&mut s, Bd::Smokehouse);
    assert!(!can(&s, 0, &Action::Amount(7)));
    ap(&mut s, 0, Action::Amount(6));
    assert_eq!(owed(&s), Some((0, 1)), "1 energy for the batch");
    pay(&mut s, 0, Token::Good(Wood), 1);
    assert_eq!((has(&s, 0, Fish), has(&s, 0, SmokedFish)), (2, 6));
    assert_eq!(s.players[0].francs, 3);
    // No energy: no smoking.
    let mut t = bare(2);
    give(&mut t, 0, Fish, 3);
    put(&mut t, Bd::Smokehouse, At::Seat(0));
    assert!(!can(&t, 0, &Action::Enter(Bd::Smokehouse, FeeWay::None)));
}

#[test]
fn abattoir_meat_and_a_hide_per_two_cattle() {
    let mut s = bare(2);
    give(&mut s, 0, Cattle, 5);
    at_own(&mut s, Bd::Abattoir);
    ap(&mut s, 0, Action::Amount(5));
    assert_eq!(
        (has(&s, 0, Meat), has(&s, 0, Hides), has(&s, 0, Cattle)),
        (5, 2, 0)
    );
    assert!(s.steps.is_empty(), "no energy");
}

#[test]
fn clay_mound_per_hammer() {
    let mut s = bare(2);
    put(&mut s, Bd::BuildingFirm1, At::Seat(0));
    put(&mut s, Bd::Joinery, At::Seat(0));
    at_own(&mut s, Bd::ClayMound);
    assert_eq!(has(&s, 0, Clay), 3 + 2);
    let mut t = bare(2);
    put(&mut t, Bd::ClayMound, At::Town);
    enter(&mut t, 0, Bd::ClayMound);
    assert_eq!(has(&t, 0, Clay), 3);
}

#[test]
fn colliery_plus_one_with_any_hammer() {
    let mut s = bare(2);
    put(&mut s, Bd::BuildingFirm1, At::Seat(0));
    put(&mut s, Bd::Joinery, At::Seat(0));
    at_own(&mut s, Bd::Colliery);
    assert_eq!(has(&s, 0, Coal), 4, "two hammers still give just one more");
    let mut t = bare(2);
    at_own(&mut t, Bd::Colliery);
    assert_eq!(has(&t, 0, Coal), 3);
}

#[test]
fn arts_centre_4_per_other_worker_in_your_buildings() {
    let mut s = bare(3);
    put(&mut s, Bd::Fishery, At::Seat(0));
    put(&mut s, Bd::Smokehouse, At::Seat(0));
    put(&mut s, Bd::Bakehouse, At::Seat(1));
    s.players[1].worker = Some(Bd::Fishery);
    s.players[2].worker = Some(Bd::Smokehouse);
    s.players[0].worker = Some(Bd::Bakehouse);
    at_own(&mut s, Bd::ArtsCentre);
    assert_eq!(s.players[0].francs, 8);
    // Workers in someone else's buildings don't count: with no guest there is nothing to do, so
    // the Arts Centre cannot be entered (FACTS §11.3, [K] `isUsable`).
    let mut t = bare(3);
    put(&mut t, Bd::Fishery, At::Seat(1));
    put(&mut t, Bd::ArtsCentre, At::Seat(0));
    t.players[2].worker = Some(Bd::Fishery);
    refused(&t, 0, Action::Enter(Bd::ArtsCentre, FeeWay::None));
}

#[test]
fn black_market_two_of_each_empty_offer_space() {
    let mut s = bare(2);
    s.offers = [0, 3, 0, 1, 0, 0, 2];
    at_own(&mut s, Bd::BlackMarket);
    assert_eq!(s.players[0].francs, 2);
    for (g, n) in [
        (Fish, 0),
        (Wood, 2),
        (Clay, 0),
        (Iron, 2),
        (Grain, 2),
        (Cattle, 0),
    ] {
        assert_eq!(has(&s, 0, g), n, "{g:?}");
    }
    assert_eq!(s.offers, [0, 3, 0, 1, 0, 0, 2], "offer spaces untouched");
    // No empty offer space: nothing to take, so no entry (FACTS §11.3, [K] `isUsable`).
    let mut t = bare(2);
    put(&mut t, Bd::BlackMarket, At::Seat(0));
    refused(&t, 0, Action::Enter(Bd::BlackMarket, FeeWay::None));
    t.offers[4] = 0;
    assert!(can(&t, 0, &Action::Enter(Bd::BlackMarket, FeeWay::None)));
}

#[test]
fn brickworks_half_energy_and_half_franc() {
    let mut s = bare(2);
    give(&mut s, 0, Clay, 4);
    give(&mut s, 0, Wood, 2);
    at_own(&mut s, Bd::Brickworks);
    ap(&mut s, 0, Action::Amount(4));
    assert_eq!(owed(&s), Some((0, 2)));
    assert_eq!(s.players[0].francs, 2);
    pay(&mut s, 0, Token::Good(Wood), 2);
    assert_eq!(has(&s, 0, Brick), 4);
}

#[test]
fn rounding_worked_example_three_bricks_pay_two_energy() {
    // [KO] 나누어 떨어지지 않을 때는 항상 손해: 3 bricks at ½ energy = 1.5 → pay 2; ½ franc each
    // = 1.5 → receive 1.
    let mut s = bare(2);
    give(&mut s, 0, Clay, 3);
    give(&mut s, 0, Wood, 5);
    at_own(&mut s, Bd::Brickworks);
    ap(&mut s, 0, Action::Amount(3));
    assert_eq!(owed(&s), Some((0, 2)));
    assert_eq!(s.players[0].francs, 1);
    pay(&mut s, 0, Token::Good(Wood), 2);
    assert_eq!(has(&s, 0, Wood), 3);
}

#[test]
fn rounding_worked_example_charcoal_for_one_and_a_half_wastes_one() {
    let mut s = bare(2);
    give(&mut s, 0, Clay, 3);
    give(&mut s, 0, Charcoal, 1);
    at_own(&mut s, Bd::Brickworks);
    ap(&mut s, 0, Action::Amount(3));
    pay(&mut s, 0, Token::Good(Charcoal), 1);
    assert!(s.steps.is_empty());
    assert_eq!(
        s.players[0].goods_total(),
        3,
        "3 bricks; the spare energy is lost"
    );
    assert_eq!(has(&s, 0, Wood), 0);
}

#[test]
fn local_court_1_2_3_loans() {
    for (loans, after, francs) in [(1, 0, 0), (2, 1, 2), (3, 1, 0), (5, 3, 0)] {
        let mut s = bare(2);
        s.players[0].loans = loans;
        at_own(&mut s, Bd::LocalCourt);
        assert_eq!(
            (s.players[0].loans, s.players[0].francs),
            (after, francs),
            "{loans} loans"
        );
    }
    let mut s = bare(2);
    put(&mut s, Bd::LocalCourt, At::Seat(0));
    assert!(
        !can(&s, 0, &Action::Enter(Bd::LocalCourt, FeeWay::None)),
        "needs a loan"
    );
}

#[test]
fn shipping_line_capacities_and_franc_values() {
    let mut s = bare(2);
    // Wooden ship carries 2, iron ship 3; 3 energy per ship used.
    s.players[0].ships = vec![card("R03"), card("R06")];
    give(&mut s, 0, Cattle, 3); // 3 fr each
    give(&mut s, 0, Steel, 1); // 8 fr
    give(&mut s, 0, Bread, 2); // 3 fr each
    give(&mut s, 0, Coal, 2); // 6 energy
    at_own(&mut s, Bd::ShippingLine);
    ap(&mut s, 0, Action::Give(Cattle));
    ap(&mut s, 0, Action::Amount(3));
    ap(&mut s, 0, Action::Give(Steel));
    ap(&mut s, 0, Action::Amount(1));
    ap(&mut s, 0, Action::Give(Bread));
    assert!(!can(&s, 0, &Action::Amount(2)), "5 goods fill both ships");
    ap(&mut s, 0, Action::Amount(1));
    assert!(!legal(&s, 0).iter().any(|a| matches!(a, Action::Give(_))));
    ap(&mut s, 0, Action::Done);
    assert_eq!(s.players[0].francs, 9 + 8 + 3);
    assert_eq!(owed(&s), Some((0, 6)));
    pay(&mut s, 0, Token::Good(Coal), 2);
    assert_eq!(has(&s, 0, Bread), 1);
    // One wooden ship with energy for it: 2 goods at most, 3 energy.
    let mut t = bare(2);
    t.players[0].ships = vec![card("R03")];
    give(&mut t, 0, Fish, 5);
    give(&mut t, 0, Coal, 1);
    at_own(&mut t, Bd::ShippingLine);
    ap(&mut t, 0, Action::Give(Fish));
    assert!(!can(&t, 0, &Action::Amount(3)));
    ap(&mut t, 0, Action::Amount(2));
    ap(&mut t, 0, Action::Done);
    assert_eq!(t.players[0].francs, 2);
    assert_eq!(owed(&t), Some((0, 3)));
    // A steel ship carries 4; luxury liners carry nothing.
    let mut u = bare(2);
    u.players[0].ships = vec![card("R18")];
    give(&mut u, 0, Fish, 5);
    give(&mut u, 0, Coke, 1);
    put(&mut u, Bd::ShippingLine, At::Seat(0));
    assert!(!can(&u, 0, &Action::Enter(Bd::ShippingLine, FeeWay::None)));
    u.players[0].ships.push(card("R12"));
    enter(&mut u, 0, Bd::ShippingLine);
    ap(&mut u, 0, Action::Give(Fish));
    assert!(can(&u, 0, &Action::Amount(4)) && !can(&u, 0, &Action::Amount(5)));
}

#[test]
fn grocery_market_one_each_of_six() {
    let mut s = bare(2);
    at_own(&mut s, Bd::GroceryMarket);
    for g in [Cattle, Meat, Fish, SmokedFish, Grain, Bread] {
        assert_eq!(has(&s, 0, g), 1);
    }
    assert_eq!(s.players[0].goods_total(), 6);
}

#[test]
fn tannery_4x_and_a_franc_per_leather() {
    let mut s = bare(2);
    give(&mut s, 0, Hides, 6);
    at_own(&mut s, Bd::Tannery);
    assert!(!can(&s, 0, &Action::Amount(5)));
    ap(&mut s, 0, Action::Amount(4));
    assert_eq!((has(&s, 0, Leather), has(&s, 0, Hides)), (4, 2));
    assert_eq!(s.players[0].francs, 4);
}

#[test]
fn business_office_each_part_once() {
    let mut s = bare(2);
    give(&mut s, 0, Fish, 5);
    give(&mut s, 0, Wood, 1);
    at_own(&mut s, Bd::BusinessOffice);
    ap(&mut s, 0, Action::Choose(0));
    for _ in 0..4 {
        ap(&mut s, 0, Action::Give(Fish));
    }
    assert_eq!(has(&s, 0, Steel), 1);
    assert!(!can(&s, 0, &Action::Choose(0)), "4-for-steel only once");
    ap(&mut s, 0, Action::Choose(1));
    ap(&mut s, 0, Action::Give(Wood));
    assert!(!can(&s, 0, &Action::Take(Steel)));
    ap(&mut s, 0, Action::Take(Brick));
    assert!(!work_open(&s), "both parts done");
    assert_eq!(
        (has(&s, 0, Fish), has(&s, 0, Wood), has(&s, 0, Brick)),
        (1, 0, 1)
    );
    // Either part alone.
    let mut t = bare(2);
    give(&mut t, 0, Grain, 1);
    at_own(&mut t, Bd::BusinessOffice);
    assert!(
        !can(&t, 0, &Action::Choose(0)),
        "4 goods needed for the steel"
    );
    ap(&mut t, 0, Action::Choose(1));
    ap(&mut t, 0, Action::Give(Grain));
    ap(&mut t, 0, Action::Take(Leather));
    assert_eq!(has(&t, 0, Leather), 1);
    ap(&mut t, 0, Action::Done);
    assert!(!work_open(&t));
}

#[test]
fn ironworks_3_iron_and_6_energy_for_a_4th() {
    let mut s = bare(2);
    give(&mut s, 0, Coal, 2);
    at_own(&mut s, Bd::Ironworks);
    assert_eq!(has(&s, 0, Iron), 3);
    ap(&mut s, 0, Action::Choose(1));
    assert_eq!(owed(&s), Some((0, 6)));
    pay(&mut s, 0, Token::Good(Coal), 2);
    assert_eq!(has(&s, 0, Iron), 4);
    // Without 6 energy: just 3 iron.
    let mut t = bare(2);
    give(&mut t, 0, Wood, 5);
    at_own(&mut t, Bd::Ironworks);
    assert_eq!(has(&t, 0, Iron), 3);
    assert!(t.steps.is_empty());
}

#[test]
fn steel_mill_5_energy_each() {
    let mut s = bare(2);
    give(&mut s, 0, Iron, 3);
    give(&mut s, 0, Coke, 1);
    at_own(&mut s, Bd::SteelMill);
    assert!(!can(&s, 0, &Action::Amount(3)), "10 energy: 2 steel");
    ap(&mut s, 0, Action::Amount(2));
    assert_eq!(owed(&s), Some((0, 10)));
    pay(&mut s, 0, Token::Good(Coke), 1);
    assert_eq!((has(&s, 0, Steel), has(&s, 0, Iron)), (2, 1));
}

#[test]
fn cokery_coke_and_a_franc_each() {
    let mut s = bare(2);
    give(&mut s, 0, Coal, 3);
    at_own(&mut s, Bd::Cokery);
    ap(&mut s, 0, Action::Amount(3));
    assert_eq!((has(&s, 0, Coke), s.players[0].francs), (3, 3));
    assert!(s.steps.is_empty());
}

#[test]
fn bridge_1_per_upgraded_and_1_per_3_basic() {
    let mut s = bare(2);
    give(&mut s, 0, Bread, 2);
    give(&mut s, 0, Fish, 5);
    at_own(&mut s, Bd::BridgeOverTheSeine);
    ap(&mut s, 0, Action::Give(Bread));
    ap(&mut s, 0, Action::Amount(2));
    ap(&mut s, 0, Action::Give(Fish));
    ap(&mut s, 0, Action::Amount(5));
    ap(&mut s, 0, Action::Done);
    assert_eq!(s.players[0].francs, 2 + 1);
    assert_eq!(s.players[0].goods_total(), 0);
}

#[test]
fn church_needs_5_bread_and_2_fish() {
    let mut s = bare(2);
    give(&mut s, 0, Bread, 5);
    give(&mut s, 0, Fish, 2);
    at_own(&mut s, Bd::Church);
    assert_eq!(
        (has(&s, 0, Bread), has(&s, 0, Fish)),
        (10, 5),
        "nothing is spent"
    );
    let mut t = bare(2);
    give(&mut t, 0, Bread, 4);
    give(&mut t, 0, Fish, 9);
    put(&mut t, Bd::Church, At::Seat(0));
    assert!(!can(&t, 0, &Action::Enter(Bd::Church, FeeWay::None)));
}

#[test]
fn wharf_builds_ships_at_the_fee_of_its_owner() {
    // Wharf: 2 food fee to the owner, then one ship.
    let mut s = bare(2);
    put(&mut s, Bd::Wharf1, At::Seat(1));
    ship_on_stack(&mut s, "R03");
    give(&mut s, 0, Wood, 8);
    s.players[0].francs = 2;
    ap(&mut s, 0, Action::Enter(Bd::Wharf1, FeeWay::Food));
    pay(&mut s, 0, Token::Francs, 2);
    assert_eq!(s.players[1].francs, 2);
    ap(&mut s, 0, Action::BuildShip(ShipType::Wooden));
    pay(&mut s, 0, Token::Good(Wood), 3);
    assert_eq!(s.players[0].ships, vec![card("R03")]);
}

// ---------------------------------------------------------------------------------------------
// Component data (FACTS §4, §6)
// ---------------------------------------------------------------------------------------------

#[test]
fn standard_building_cards_match_facts_table() {
    use Kind::*;
    use le_havre::data::{Fee, Kind};
    // (card, W, C, I, Br, St, value, price, fee, type, hammers, fishing) — FACTS §4.
    let f = Fee::Food;
    let fr = Fee::Francs;
    let ff = Fee::FoodOrFrancs;
    let no = Fee::NotEnterable;
    let free = Fee::Free;
    type Row = (Bd, [u16; 5], i16, Option<u16>, Fee, Kind, u8, u8);
    #[rustfmt::skip]
    let rows: [Row; 33] = [
        (Bd::BuildingFirm1, [0, 0, 0, 0, 0], 4, Some(4), free, Craft, 1, 0),
        (Bd::BuildingFirm2, [0, 0, 0, 0, 0], 6, Some(6), f(1), Craft, 1, 0),
        (Bd::ConstructionFirm, [0, 0, 0, 0, 0], 8, Some(8), f(2), Industrial, 1, 0),
        (Bd::Marketplace, [2, 0, 0, 0, 0], 6, Some(6), ff(2, 1), Untyped, 0, 0),
        (Bd::Sawmill, [0, 1, 1, 0, 0], 14, Some(14), free, Industrial, 0, 0),
        (Bd::Fishery, [1, 1, 0, 0, 0], 10, Some(10), free, Craft, 0, 1),
        (Bd::Joinery, [3, 0, 0, 0, 0], 8, Some(8), f(1), Craft, 1, 0),
        (Bd::Bakehouse, [0, 2, 0, 0, 0], 8, Some(8), f(1), Craft, 0, 0),
        (Bd::HardwareStore, [3, 1, 0, 0, 0], 8, Some(8), f(1), Economic, 1, 1),
        (Bd::CharcoalKiln, [0, 1, 0, 0, 0], 8, Some(8), free, Craft, 0, 0),
        (Bd::Smokehouse, [2, 1, 0, 0, 0], 6, Some(6), ff(2, 1), Craft, 0, 1),
        (Bd::Abattoir, [1, 1, 1, 0, 0], 8, Some(8), fr(2), Craft, 0, 0),
        (Bd::ClayMound, [0, 0, 0, 0, 0], 2, Some(2), f(1), Untyped, 0, 0),
        (Bd::ArtsCentre, [1, 1, 0, 0, 0], 10, Some(10), f(1), Public, 0, 1),
        (Bd::Wharf1, [2, 2, 2, 0, 0], 14, Some(14), f(2), Industrial, 0, 0),
        (Bd::BlackMarket, [0, 0, 0, 0, 0], 2, Some(2), f(1), Untyped, 0, 0),
        (Bd::Brickworks, [2, 1, 1, 0, 0], 14, Some(14), f(1), Industrial, 0, 0),
        (Bd::LocalCourt, [3, 2, 0, 0, 0], 16, Some(16), free, Public, 0, 0),
        (Bd::Colliery, [1, 3, 0, 0, 0], 10, Some(10), f(2), Industrial, 0, 0),
        (Bd::Wharf2, [2, 2, 2, 0, 0], 14, Some(14), f(2), Industrial, 0, 0),
        (Bd::ShippingLine, [2, 0, 0, 3, 0], 10, Some(10), f(2), Economic, 0, 1),
        (Bd::GroceryMarket, [1, 0, 0, 1, 0], 10, Some(10), fr(1), Economic, 0, 0),
        (Bd::Tannery, [1, 0, 0, 1, 0], 12, Some(12), free, Craft, 0, 0),
        (Bd::BusinessOffice, [4, 1, 0, 0, 0], 12, Some(12), fr(1), Economic, 1, 1),
        (Bd::Ironworks, [3, 0, 0, 2, 0], 12, Some(12), ff(3, 1), Industrial, 1, 0),
        (Bd::SteelMill, [0, 0, 2, 4, 0], 22, Some(22), fr(2), Industrial, 0, 0),
        (Bd::Storehouse, [2, 0, 0, 2, 0], 4, Some(10), no, Economic, 1, 0),
        (Bd::Cokery, [0, 0, 2, 2, 0], 18, Some(18), fr(1), Industrial, 0, 0),
        (Bd::Dock, [1, 0, 2, 2, 0], 10, Some(24), no, Industrial, 0, 0),
        (Bd::BridgeOverTheSeine, [0, 0, 3, 0, 0], 16, Some(16), fr(2), Untyped, 0, 0),
        (Bd::TownHall, [4, 0, 0, 3, 0], 6, Some(30), no, Public, 0, 0),
        (Bd::Bank, [0, 0, 0, 4, 1], 16, Some(40), no, Economic, 0, 0),
        (Bd::Church, [5, 0, 1, 3, 0], 26, None, free, Public, 0, 0),
    ];
    for (b, c, value, price, fee, kind, h, fi) in rows {
        let d = b.data();
        assert_eq!(
            [
                d.cost.wood,
                d.cost.clay,
                d.cost.iron,
                d.cost.brick,
                d.cost.steel
            ],
            c,
            "{b:?} cost"
        );
        assert_eq!(d.value, value, "{b:?} value");
        assert_eq!(d.price, price, "{b:?} price");
        assert_eq!(d.fee, fee, "{b:?} fee");
        assert_eq!(d.kind, kind, "{b:?} type");
        assert_eq!((d.hammers, d.fishing), (h, fi), "{b:?} symbols");
        let no_cost = matches!(
            b,
            Bd::BuildingFirm1
                | Bd::BuildingFirm2
                | Bd::ConstructionFirm
                | Bd::ClayMound
                | Bd::BlackMarket
        );
        assert_eq!(d.buildable, !no_cost, "{b:?} buildable");
    }
}

#[test]
fn ship_food_prices_and_costs_match_facts_table() {
    // FACTS §6: food per round for 1..5 players.
    for (t, food, price, mat) in [
        (ShipType::Wooden, [5, 4, 3, 2, 1], Some(14), (Wood, 5)),
        (ShipType::Iron, [7, 5, 4, 3, 2], Some(20), (Iron, 4)),
        (ShipType::Steel, [10, 7, 6, 5, 3], Some(30), (Steel, 2)),
        (ShipType::Luxury, [0, 0, 0, 0, 0], None, (Steel, 3)),
    ] {
        for n in 1..=5u8 {
            assert_eq!(t.food(n), food[n as usize - 1], "{t:?} {n}p");
        }
        assert_eq!(t.price(), price);
        assert_eq!(t.material(), mat);
    }
    assert_eq!(le_havre::data::SHIP_ENERGY, 3);
    // Ship cards: 7 wooden, 6 iron, 4 steel, 3 luxury liners with their values.
    let values = |t: ShipType| -> Vec<i16> {
        let mut v: Vec<i16> = ROUND_CARDS
            .iter()
            .filter(|c| c.ship == t)
            .map(|c| c.ship_value)
            .collect();
        v.sort();
        v
    };
    assert_eq!(values(ShipType::Wooden), vec![2, 2, 2, 4, 4, 6, 6]);
    assert_eq!(values(ShipType::Iron), vec![2, 4, 6, 8, 10, 12]);
    assert_eq!(values(ShipType::Steel), vec![10, 16, 20, 24]);
    assert_eq!(values(ShipType::Luxury), vec![30, 34, 38]);
}

#[test]
fn goods_food_energy_and_franc_values() {
    // FACTS §1.
    for (g, food, energy, fr) in [
        (Fish, 1, 0, 1),
        (SmokedFish, 2, 0, 2),
        (Bread, 2, 0, 3),
        (Meat, 3, 0, 2),
        (Grain, 0, 0, 1),
        (Cattle, 0, 0, 3),
        (Wood, 0, 1, 1),
        (Charcoal, 0, 3, 2),
        (Coal, 0, 3, 3),
        (Coke, 0, 10, 5),
        (Clay, 0, 0, 1),
        (Brick, 0, 0, 2),
        (Iron, 0, 0, 2),
        (Steel, 0, 0, 8),
        (Hides, 0, 0, 2),
        (Leather, 0, 0, 4),
    ] {
        assert_eq!(
            (g.food(), g.energy(), g.francs()),
            (food, energy, fr),
            "{g:?}"
        );
    }
    assert_eq!(
        (
            le_havre::data::LOAN_PAYOUT,
            le_havre::data::LOAN_REPAY,
            le_havre::data::LOAN_PENALTY,
            le_havre::data::INTEREST
        ),
        (4, 5, 7, 1)
    );
    // Supply tiles (FACTS §8), one of them with interest.
    use le_havre::data::Offer as O;
    assert_eq!(
        SUPPLY_TILES,
        [
            (O::Wood, O::Cattle, false),
            (O::Wood, O::Clay, false),
            (O::Wood, O::Francs, false),
            (O::Fish, O::Clay, false),
            (O::Wood, O::Fish, true),
            (O::Fish, O::Grain, false),
            (O::Iron, O::Francs, false),
        ]
    );
}

// ---------------------------------------------------------------------------------------------
// FACTS §11: rule clarifications 1–18, one test each
// ---------------------------------------------------------------------------------------------

#[test]
fn clarification_01_turn_is_supply_then_main_then_any_trades() {
    let mut s = bare(2);
    put(&mut s, Bd::Fishery, At::Town);
    put(&mut s, Bd::Tannery, At::Town);
    s.players[0].francs = 30;
    // Supply step already done at the turn's start (marker on tile 1); buy before the main action…
    assert_eq!(s.markers[0], Some(0));
    ap(&mut s, 0, Action::BuyBuilding(Bd::Fishery));
    ap(&mut s, 0, Action::TakeOffer(1));
    // …and after it, any number, until the turn is ended.
    ap(&mut s, 0, Action::BuyBuilding(Bd::Tannery));
    ap(&mut s, 0, Action::Sell(Bd::Fishery));
    assert_eq!(s.players[0].francs, 30 - 10 - 12 + 5);
    ap(&mut s, 0, Action::EndTurn);
    assert_eq!(s.current, 1);
}

#[test]
fn clarification_02_worker_stays_and_enters_only_unoccupied_buildings() {
    let mut s = bare(2);
    put(&mut s, Bd::Fishery, At::Seat(1));
    put(&mut s, Bd::ClayMound, At::Town);
    enter(&mut s, 0, Bd::Fishery);
    ap(&mut s, 0, Action::EndTurn);
    // Seat 1's worker still stands on the Fishery during seat 2's turn: seat 2 (its owner) may
    // not enter it.
    assert_eq!(s.players[0].worker, Some(Bd::Fishery));
    assert!(!can(&s, 1, &Action::Enter(Bd::Fishery, FeeWay::None)));
    enter(&mut s, 1, Bd::ClayMound);
    ap(&mut s, 1, Action::EndTurn);
    // Seat 1 cannot go back to where its worker is; elsewhere it may; the Fishery frees up.
    assert!(!can(&s, 0, &Action::Enter(Bd::Fishery, FeeWay::None)));
    assert!(!can(&s, 0, &Action::Enter(Bd::ClayMound, FeeWay::None)));
    ap(&mut s, 0, Action::TakeOffer(2));
    assert_eq!(
        s.players[0].worker,
        Some(Bd::Fishery),
        "taking goods leaves the worker in place"
    );
}

#[test]
fn clarification_03_fee_before_action_must_act_and_unusable_buildings_closed() {
    let mut s = bare(2);
    put(&mut s, Bd::Bakehouse, At::Seat(1));
    give(&mut s, 0, Fish, 1);
    // Nothing to bake: the building cannot be entered at all ([K] isUsable).
    assert!(!can(&s, 0, &Action::Enter(Bd::Bakehouse, FeeWay::Food)));
    give(&mut s, 0, Grain, 2);
    give(&mut s, 0, Wood, 1);
    ap(&mut s, 0, Action::Enter(Bd::Bakehouse, FeeWay::Food));
    // The fee comes first: no action yet.
    assert!(!legal(&s, 0).iter().any(|a| matches!(a, Action::Amount(_))));
    pay(&mut s, 0, Token::Good(Fish), 1);
    // Entered: the action must be done; the turn cannot end before.
    assert!(!can(&s, 0, &Action::EndTurn));
    assert!(!can(&s, 0, &Action::Done));
    ap(&mut s, 0, Action::Amount(1));
    assert!(can(&s, 0, &Action::EndTurn) || owed(&s).is_some());
}

#[test]
fn clarification_04_build_only_stack_tops_town_buildings_only_bought() {
    let mut s = bare(2);
    put(&mut s, Bd::Smokehouse, At::Town);
    put(&mut s, Bd::Fishery, At::Stack(0));
    put(&mut s, Bd::Joinery, At::Stack(0));
    give(&mut s, 0, Wood, 10);
    give(&mut s, 0, Clay, 10);
    enter(&mut s, 0, Bd::BuildingFirm1);
    let builds: Vec<Action> = legal(&s, 0)
        .into_iter()
        .filter(|a| matches!(a, Action::Build { .. }))
        .collect();
    // The Smokehouse in town and the Joinery under the Fishery are not offered.
    assert_eq!(builds.len(), 1);
    ap(
        &mut s,
        0,
        Action::Build {
            stack: 0,
            crane: None,
        },
    );
    assert!(s.players[0].owns(Bd::Fishery));
    ap(&mut s, 0, Action::EndTurn);
    ap(&mut s, 1, Action::TakeOffer(1));
    ap(&mut s, 1, Action::EndTurn);
    s.players[0].francs = 6;
    ap(&mut s, 0, Action::BuyBuilding(Bd::Smokehouse));
    assert!(s.players[0].owns(Bd::Smokehouse));
}

#[test]
fn clarification_05_buy_any_number_no_buyback_occupied_sale_sends_worker_home() {
    let mut s = bare(3);
    for b in [Bd::Fishery, Bd::Tannery, Bd::Joinery] {
        put(&mut s, b, At::Town);
    }
    s.players[0].francs = 100;
    for b in [Bd::Fishery, Bd::Tannery, Bd::Joinery] {
        ap(&mut s, 0, Action::BuyBuilding(b));
    }
    assert_eq!(s.players[0].francs, 100 - 10 - 12 - 8);
    s.players[2].worker = Some(Bd::Tannery);
    ap(&mut s, 0, Action::Sell(Bd::Tannery));
    assert_eq!(s.players[2].worker, None);
    refused(&s, 0, Action::BuyBuilding(Bd::Tannery));
    // Buying a town building with someone's worker on it also sends that worker home.
    let mut t = bare(2);
    put(&mut t, Bd::Fishery, At::Town);
    t.players[1].worker = Some(Bd::Fishery);
    t.players[0].francs = 10;
    ap(&mut t, 0, Action::BuyBuilding(Bd::Fishery));
    assert_eq!(t.players[1].worker, None);
}

#[test]
fn clarification_06_sell_half_value_sold_ships_back_on_top() {
    let mut s = bare(2);
    ship_on_stack(&mut s, "R15"); // iron 12 on the iron stack
    s.players[0].ships = vec![card("R06")]; // iron 2
    put(&mut s, Bd::SteelMill, At::Seat(0)); // value 22
    ap(&mut s, 0, Action::Sell(Bd::SteelMill));
    assert_eq!(s.players[0].francs, 11);
    ap(&mut s, 0, Action::SellShip(card("R06")));
    assert_eq!(s.players[0].francs, 12);
    assert_eq!(
        s.ship_stacks[ShipType::Iron as usize],
        vec![card("R15"), card("R06")]
    );
    // The sold ship is now the one on top, bought at the ship price (20).
    s.players[0].francs = 20;
    ap(&mut s, 0, Action::TakeOffer(1));
    ap(&mut s, 0, Action::EndTurn);
    s.players[1].francs = 20;
    ap(&mut s, 1, Action::BuyShip(ShipType::Iron));
    assert_eq!(s.players[1].ships, vec![card("R06")]);
}

#[test]
fn clarification_07_empty_stack_stays_empty() {
    let mut s = bare(2);
    s.round = 2; // 2p R02: STD
    put(&mut s, Bd::Fishery, At::Stack(1));
    for p in &mut s.players {
        p.francs = 10;
    }
    end_round(&mut s);
    pay_all_with_francs(&mut s);
    assert!(s.town.contains(&Bd::Fishery));
    assert!(s.stacks.iter().all(|st| st.is_empty()));
    // Later town builds find nothing and do nothing.
    s.round = 5; // R07: STD
    end_round(&mut s);
    pay_all_with_francs(&mut s);
    assert!(s.stacks.iter().all(|st| st.is_empty()));
}

#[test]
fn clarification_08_wharf_only_needed_to_build_ships() {
    let mut s = bare(2);
    ship_on_stack(&mut s, "R03");
    assert!(s.owner(Bd::Wharf1).is_none() && s.owner(Bd::Wharf2).is_none());
    s.players[0].francs = 14;
    ap(&mut s, 0, Action::BuyShip(ShipType::Wooden));
    assert_eq!(s.players[0].ships, vec![card("R03")]);
}

#[test]
fn clarification_09_one_ship_per_wharf_visit() {
    // Even with materials for three ships and three on the stacks.
    let mut s = bare(2);
    put(&mut s, Bd::Wharf1, At::Town);
    s.modern.push(Bd::Wharf1);
    ship_on_stack(&mut s, "R03");
    ship_on_stack(&mut s, "R06");
    ship_on_stack(&mut s, "R12");
    give(&mut s, 0, Wood, 5);
    give(&mut s, 0, Iron, 4);
    give(&mut s, 0, Steel, 2);
    give(&mut s, 0, Coke, 3);
    enter(&mut s, 0, Bd::Wharf1);
    ap(&mut s, 0, Action::BuildShip(ShipType::Steel));
    pay(&mut s, 0, Token::Good(Coke), 1);
    assert!(s.steps.is_empty());
    assert_eq!(s.players[0].ships.len(), 1);
    assert!(
        !legal(&s, 0)
            .iter()
            .any(|a| matches!(a, Action::BuildShip(_) | Action::Enter(..)))
    );
}

#[test]
fn clarification_10_francs_count_as_food_no_change() {
    let mut s = bare(2);
    // Francs pay food 1:1 (feeding); food never pays francs (interest, fees in francs).
    s.players[0].francs = 2;
    give(&mut s, 0, SmokedFish, 1);
    s.players[1].francs = 3;
    end_round(&mut s);
    pay(&mut s, 0, Token::Francs, 1);
    pay(&mut s, 0, Token::Good(SmokedFish), 1);
    assert_eq!(
        s.players[0].francs, 1,
        "3 food paid as 1 franc + 2; nothing back"
    );
    let p = le_havre::pay::worth(
        &s.players[0],
        le_havre::state::PayKind::Francs,
        Token::Good(Meat),
    );
    assert_eq!(p, 0, "food is worth nothing towards francs");
    // Overpaying with a meat (3) for 1 food: no change.
    let mut t = bare(2);
    t.round = 1;
    give(&mut t, 0, Fish, 2);
    give(&mut t, 0, Meat, 1);
    t.players[1].francs = 3;
    end_round(&mut t);
    pay(&mut t, 0, Token::Good(Fish), 2);
    pay(&mut t, 0, Token::Good(Meat), 1);
    assert_eq!((has(&t, 0, Meat), t.players[0].francs), (0, 0));
}

#[test]
fn clarification_11_receive_rounds_down_pay_rounds_up() {
    // Smoking 1 fish: ½ franc → nothing; baking 1 bread: ½ energy → 1.
    let mut s = bare(2);
    give(&mut s, 0, Fish, 1);
    give(&mut s, 0, Wood, 1);
    at_own(&mut s, Bd::Smokehouse);
    ap(&mut s, 0, Action::Amount(1));
    pay(&mut s, 0, Token::Good(Wood), 1);
    assert_eq!(s.players[0].francs, 0);
    let mut t = bare(2);
    give(&mut t, 0, Grain, 1);
    give(&mut t, 0, Wood, 1);
    at_own(&mut t, Bd::Bakehouse);
    ap(&mut t, 0, Action::Amount(1));
    assert_eq!(owed(&t), Some((0, 1)));
    // Selling a building of odd value: rounded down (Marketplace 6 → 3, Abattoir 8 → 4,
    // Clay Mound 2 → 1, a value-2 ship → 1).
    assert_eq!(le_havre::turn::sell_price(7), 3);
    assert_eq!(le_havre::turn::sell_price(2), 1);
}

#[test]
fn clarification_12_harvest_thresholds() {
    let mut s = bare(5);
    // 5p round 1 (R01) has a harvest and demands 0 food.
    assert!(s.card().harvest);
    for (i, (g, c)) in [(0, 0), (1, 1), (0, 2), (3, 3), (1, 0)].iter().enumerate() {
        give(&mut s, i, Grain, *g);
        give(&mut s, i, Cattle, *c);
    }
    end_round(&mut s);
    let got: Vec<(u16, u16)> = (0..5)
        .map(|i| (has(&s, i, Grain), has(&s, i, Cattle)))
        .collect();
    assert_eq!(got, vec![(0, 0), (2, 1), (0, 3), (4, 4), (2, 0)]);
}

#[test]
fn clarification_13_town_builds_lowest_number() {
    let mut s = bare(2);
    s.round = 2;
    put(&mut s, Bd::Bank, At::Stack(0));
    put(&mut s, Bd::Colliery, At::Stack(1));
    put(&mut s, Bd::Tannery, At::Stack(2));
    for p in &mut s.players {
        p.francs = 10;
    }
    end_round(&mut s);
    pay_all_with_francs(&mut s);
    assert!(s.town.contains(&Bd::Colliery), "16 < 20 < 29");
}

#[test]
fn clarification_14_hammers_per_clay_any_hammer_for_coal_fishing_per_fish() {
    let mut s = bare(2);
    // Three hammer buildings and two fishing symbols (Hardware Store has both).
    for b in [
        Bd::BuildingFirm1,
        Bd::Joinery,
        Bd::HardwareStore,
        Bd::ShippingLine,
    ] {
        put(&mut s, b, At::Seat(0));
    }
    assert_eq!((s.players[0].hammers(), s.players[0].fishing()), (3, 2));
    at_own(&mut s, Bd::ClayMound);
    assert_eq!(has(&s, 0, Clay), 6);
    let mut t = s.clone();
    t.players[0].worker = None;
    t.main_done = false;
    at_own(&mut t, Bd::Colliery);
    assert_eq!(has(&t, 0, Coal), 4);
    let mut u = s.clone();
    u.players[0].worker = None;
    u.main_done = false;
    put(&mut u, Bd::Fishery, At::Town);
    enter(&mut u, 0, Bd::Fishery);
    assert_eq!(has(&u, 0, Fish), 5);
}

#[test]
fn clarification_15_final_phase_no_supply_no_buying_no_interest_sell_and_repay() {
    let mut s = bare(2);
    put(&mut s, Bd::Fishery, At::Seat(1));
    ship_on_stack(&mut s, "R03");
    for p in &mut s.players {
        p.francs = 60;
        p.loans = 1;
    }
    to_final(&mut s);
    assert_eq!(s.markers, vec![None, None]);
    let l = legal(&s, 0);
    assert!(
        !l.iter()
            .any(|a| matches!(a, Action::BuyShip(_) | Action::BuyBuilding(_)))
    );
    ap(&mut s, 0, Action::Repay);
    ap(&mut s, 0, Action::TakeOffer(0));
    ap(&mut s, 0, Action::EndTurn);
    assert_eq!(s.current, 1);
    let before = s.players[1].francs;
    ap(&mut s, 1, Action::Sell(Bd::Fishery));
    assert_eq!(s.players[1].francs, before + 5);
    ap(&mut s, 1, Action::TakeOffer(1));
    ap(&mut s, 1, Action::EndTurn);
    assert_eq!(s.phase, Phase::Over);
    // One action each, then the game is over.
    refused(&s, 0, Action::EndTurn);
}

#[test]
fn clarification_16_ties_share_victory() {
    let mut s = bare(2);
    s.players[0].francs = 40;
    s.players[1].francs = 30;
    put(&mut s, Bd::Fishery, At::Seat(1)); // +10
    let o = finish_game(&mut s);
    assert_eq!(o.scores[0].total, o.scores[1].total);
    assert_eq!(o.winners, vec![0, 1]);
}

#[test]
fn clarification_17_no_voluntary_loans() {
    let mut s = bare(2);
    put(&mut s, Bd::Abattoir, At::Seat(1));
    give(&mut s, 0, Cattle, 2);
    ship_on_stack(&mut s, "R03");
    put(&mut s, Bd::Fishery, At::Town);
    // Can't pay the Abattoir fee, can't buy a ship, can't buy a building: no loan offered.
    let l = legal(&s, 0);
    assert!(!l.contains(&Action::TakeLoan));
    assert!(
        !l.iter()
            .any(|a| matches!(a, Action::Enter(Bd::Abattoir, _)))
    );
    refused(&s, 0, Action::TakeLoan);
}

#[test]
fn clarification_18_marketplace_peeks_two_specials_and_may_swap() {
    let mut s = bare(2);
    s.specials = vec![Bd::Farm, Bd::Zoo, Bd::Tavern];
    at_own(&mut s, Bd::Marketplace);
    ap(&mut s, 0, Action::Take(Fish));
    ap(&mut s, 0, Action::Done);
    let v = LeHavre::view(&s, Some(0));
    assert_eq!(
        v.peek,
        vec![Bd::Farm, Bd::Zoo],
        "the visitor sees the next two"
    );
    assert!(
        LeHavre::view(&s, Some(1)).peek.is_empty(),
        "nobody else does"
    );
    ap(&mut s, 0, Action::Choose(1));
    assert_eq!(s.specials, vec![Bd::Zoo, Bd::Farm, Bd::Tavern]);
    // Keeping the order is allowed too.
    let mut t = bare(2);
    t.specials = vec![Bd::Farm, Bd::Zoo];
    at_own(&mut t, Bd::Marketplace);
    ap(&mut t, 0, Action::Done);
    ap(&mut t, 0, Action::Choose(0));
    assert_eq!(t.specials, vec![Bd::Farm, Bd::Zoo]);
    // The short game has no special buildings: no peek.
    let mut u = game(2, 1, &[("version", "short")]);
    for p in &mut u.players {
        p.goods = [0; 16];
    }
    enter(&mut u, 0, Bd::Marketplace);
    ap(&mut u, 0, Action::Take(Fish));
    ap(&mut u, 0, Action::Done);
    assert!(u.steps.is_empty());
}

#[test]
fn town_build_symbols_per_player_count_full_and_short() {
    use le_havre::data::{TownBuild, round_cards};
    // FACTS §7.2 "Town builds" column: S = standard, P = special, - = nothing.
    let want: [(u8, bool, &str); 10] = [
        (1, false, "PSPSPS-"),
        (2, false, "-SP-SP-SP-SP--"),
        (3, false, "--SP--SP--SP-SP---"),
        (4, false, "---SP-SP-SP-SP-SP---"),
        (5, false, "---SP-SP-SP-SP-SP---"),
        (1, true, "SSS-"),
        (2, true, "S-S-S-S-"),
        (3, true, "--S--S--S---"),
        (4, true, "--S-S-SS-S--"),
        (5, true, "---S-S-S-S-S---"),
    ];
    for (n, short, w) in want {
        let got: String = round_cards(n, short)
            .iter()
            .map(|c| match ROUND_CARDS[*c as usize].town_build(n) {
                TownBuild::Standard => 'S',
                TownBuild::Special => 'P',
                TownBuild::None => '-',
            })
            .collect();
        assert_eq!(got, w, "{n}p short={short}");
    }
}

#[test]
fn solo_player_takes_all_seven_turns_of_a_round() {
    let mut s = bare(1);
    s.players[0].francs = 100;
    for turn in 0..7u8 {
        assert_eq!((s.current, s.turn), (0, turn));
        assert_eq!(s.markers[0], Some(turn), "the marker moves on tile by tile");
        let i = s.offers.iter().position(|n| *n > 0).unwrap();
        ap(&mut s, 0, Action::TakeOffer(i as u8));
        ap(&mut s, 0, Action::EndTurn);
    }
    // Round end: solo round 1 (R01) demands 5 food.
    assert_eq!(owed(&s), Some((0, 5)));
    assert!(s.revealed.iter().all(|r| *r));
}

#[test]
fn iron_ship_may_be_built_with_steel() {
    let mut s = bare(2);
    put(&mut s, Bd::Wharf1, At::Town);
    s.modern.push(Bd::Wharf1);
    ship_on_stack(&mut s, "R06");
    give(&mut s, 0, Iron, 2);
    give(&mut s, 0, Steel, 2);
    give(&mut s, 0, Coal, 1);
    enter(&mut s, 0, Bd::Wharf1);
    ap(&mut s, 0, Action::BuildShip(ShipType::Iron));
    pay(&mut s, 0, Token::Good(Coal), 1);
    assert_eq!((has(&s, 0, Iron), has(&s, 0, Steel)), (0, 0));
    assert_eq!(s.players[0].ships, vec![card("R06")]);
}

#[test]
fn repay_just_before_interest_avoids_it() {
    // [KO] 대출 갚기: loans may be repaid any time, "even just before paying interest, so as not
    // to pay it".
    let mut s = bare(3);
    let interest = SUPPLY_TILES.iter().position(|t| t.2).unwrap() as u8;
    let at = s.tiles.iter().position(|t| *t == interest).unwrap();
    s.tiles.swap(at, 1);
    s.players[0].loans = 1;
    s.players[0].francs = 3; // cannot repay: pays the interest at once
    s.players[2].loans = 1;
    s.players[2].francs = 6; // could repay: asked
    ap(&mut s, 0, Action::TakeOffer(1));
    ap(&mut s, 0, Action::EndTurn);
    assert_eq!(s.players[0].francs, 2);
    assert_eq!(owed(&s), Some((2, 1)));
    let l = legal(&s, 2);
    assert!(l.contains(&Action::Repay) && l.contains(&francs(1)));
    ap(&mut s, 2, Action::Repay);
    assert_eq!((s.players[2].loans, s.players[2].francs), (0, 1));
    assert_eq!(owed(&s), None, "no loan, no interest");
    assert_eq!(s.acting(), Some(1));
    // Paying instead is fine too; with two loans both must go to escape it.
    let mut t = bare(2);
    let at = t.tiles.iter().position(|x| *x == interest).unwrap();
    t.tiles.swap(at, 1);
    t.players[0].loans = 2;
    t.players[0].francs = 10;
    ap(&mut t, 0, Action::TakeOffer(1));
    ap(&mut t, 0, Action::EndTurn);
    assert_eq!(owed(&t), Some((0, 1)));
    ap(&mut t, 0, Action::Repay);
    assert_eq!(owed(&t), Some((0, 1)), "one loan left: interest still due");
    ap(&mut t, 0, francs(1));
    assert_eq!((t.players[0].loans, t.players[0].francs), (1, 4));
}

#[test]
fn round_end_report_tells_harvest_feeding_town_and_ship() {
    let mut s = bare(3);
    // 3p round 2 is R01: harvest, 2 food, no town build.
    s.round = 2;
    give(&mut s, 0, Grain, 1);
    give(&mut s, 1, Cattle, 2);
    for p in &mut s.players {
        p.francs = 10;
    }
    end_round(&mut s);
    let r = s.last_round.clone().expect("a report after the round end");
    assert_eq!(r.round, 2);
    assert!(r.harvest);
    assert_eq!(r.gains, vec![(1, 0), (0, 1), (0, 0)]);
    assert_eq!(r.owed, vec![2, 2, 2]);
    assert!(r.town.is_empty());
    assert_eq!(r.ship, card("R01"));
}
