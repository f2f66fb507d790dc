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
