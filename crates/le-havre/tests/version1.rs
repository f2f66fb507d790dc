//! Rules version 1 (the first release), still played exactly so that its games in progress replay
//! and are carried over to today's rules (`Game::KEPT_VERSIONS`, `State::rules_version`). Each
//! test sets up one position where the versions differ and asks both. The first release's own
//! games, with the legal lists it counted, are replayed in `tests/fixtures.rs`.

mod common;

use common::*;
use le_havre::actions::{FeeWay, Token};
use le_havre::data::{Bd, Good};
use le_havre::state::State;
use le_havre::{Action, LeHavre};
use smokestack_core::{Game, GameRng, Match};

/// `s` as rules version 1 plays it.
fn v1(s: &State) -> State {
    let mut t = s.clone();
    t.rules_version = 1;
    t
}

#[test]
fn setup_remembers_the_rules_version() {
    let o = LeHavre::options(3, &[]).unwrap();
    let today = LeHavre::setup(&o, &mut GameRng::new(4)).unwrap();
    assert_eq!(today.rules_version, LeHavre::RULES_VERSION);
    let old = LeHavre::setup_as(&o, &mut GameRng::new(4), 1).unwrap();
    assert_eq!(old.rules_version, 1);
    // The same deal otherwise.
    assert_eq!(v1(&today), old);
    assert_eq!(LeHavre::KEPT_VERSIONS, &[1]);
    assert!(LeHavre::setup_as(&o, &mut GameRng::new(4), 3).is_err());
    assert!(LeHavre::setup_as(&o, &mut GameRng::new(4), 0).is_err());
    let m = Match::<LeHavre>::new_as(o, 4, 1).unwrap();
    assert_eq!(m.state().rules_version, 1);
}

#[test]
fn version_1_enters_the_coal_trader_when_the_fee_leaves_nothing_for_it() {
    // Issue #17's spot: 1 franc, no food goods, the Coal Trader's fee is 1 food.
    let mut s = bare(4);
    put(&mut s, Bd::CoalTrader, At::Seat(1));
    s.players[0].francs = 1;
    give(&mut s, 0, Good::Wood, 9);
    give(&mut s, 0, Good::Cattle, 7);
    let entry = Action::Enter(Bd::CoalTrader, FeeWay::Food);
    refused(&s, 0, entry.clone());
    let mut old = v1(&s);
    ap(&mut old, 0, entry);
    pay(&mut old, 0, Token::Francs, 1);
    // The fee paid, neither trade can be: the visit can only end.
    assert_eq!(legal(&old, 0)[0], Action::Done);
    ap(&mut old, 0, Action::Done);
    assert!(old.steps.is_empty());
    assert_eq!(old.players[1].francs, 1, "the owner has the fee");
}

#[test]
fn version_1_enters_the_arts_centre_without_a_guest() {
    let mut s = bare(3);
    put(&mut s, Bd::ArtsCentre, At::Seat(0));
    let entry = Action::Enter(Bd::ArtsCentre, FeeWay::None);
    refused(&s, 0, entry.clone());
    let mut old = v1(&s);
    ap(&mut old, 0, entry);
    assert_eq!(old.players[0].francs, 0, "4 francs per guest: none");
}

#[test]
fn version_1_enters_the_black_market_without_an_empty_offer_space() {
    let mut s = bare(2);
    put(&mut s, Bd::BlackMarket, At::Seat(0));
    let entry = Action::Enter(Bd::BlackMarket, FeeWay::None);
    refused(&s, 0, entry.clone());
    let mut old = v1(&s);
    let goods = old.players[0].goods;
    ap(&mut old, 0, entry);
    assert_eq!(old.players[0].goods, goods, "nothing to take");
}

#[test]
fn version_1_enters_the_major_corporation_holding_only_steel_it_cannot_pay_for() {
    let mut s = bare(2);
    put(&mut s, Bd::MajorCorporation, At::Seat(0));
    give(&mut s, 0, Good::Steel, 1);
    s.players[0].francs = 2;
    let entry = Action::Enter(Bd::MajorCorporation, FeeWay::None);
    refused(&s, 0, entry.clone());
    assert!(can(&v1(&s), 0, &entry));
    // Holding nothing at all, neither version offers it.
    s.players[0].goods = [0; 16];
    refused(&s, 0, entry.clone());
    refused(&v1(&s), 0, entry);
}

#[test]
fn version_1_sells_the_biofuel_facility_while_its_grain_pays_energy() {
    let mut s = bare(2);
    put(&mut s, Bd::BiofuelFacility, At::Seat(0));
    put(&mut s, Bd::SmeltingFurnace, At::Town);
    give(&mut s, 0, Good::Clay, 1);
    give(&mut s, 0, Good::Grain, 1);
    ap(&mut s, 0, Action::Enter(Bd::SmeltingFurnace, FeeWay::None));
    ap(&mut s, 0, Action::Amount(1));
    let sale = Action::Sell(Bd::BiofuelFacility);
    assert!(!can(&s, 0, &sale));
    let mut old = v1(&s);
    assert!(can(&old, 0, &sale));
    // Sold, the grain no longer counts as energy: the payment cannot be finished, the seat is
    // left with no legal action (the fault version 2 mends).
    LeHavre::apply(&mut old, 0, &sale, &mut rng()).unwrap();
    assert!(legal(&old, 0).is_empty(), "{:?}", legal(&old, 0));
    assert!(le_havre::invariants::check(&old).is_err());
}
