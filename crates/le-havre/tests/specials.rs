//! Every special building (FACTS §5) and the out-of-turn rules of FACTS §5.1. Each action goes
//! through the validating `Game::apply`; the invariants are checked after each one.

use Good::*;
use le_havre::actions::{FeeWay, Token};
use le_havre::data::{ALL, Bd, Good, ROUND_CARDS, ShipType};
use le_havre::state::{Phase, Step};
use le_havre::{Action, LeHavre, State};
use smokestack_core::{Game, GameRng};

fn rng() -> GameRng {
    GameRng::new(7)
}

/// A full game for `n` players with every player's goods and francs cleared.
fn fresh(n: u8) -> State {
    let o = le_havre::setup::options(n, &[]).unwrap();
    let mut s = le_havre::setup::setup(&o, &mut rng()).unwrap();
    for p in &mut s.players {
        p.goods = [0; 16];
        p.francs = 0;
    }
    s
}

fn lift(s: &mut State, b: Bd) {
    s.specials.retain(|x| *x != b);
    s.leftover.retain(|x| *x != b);
    s.town.retain(|x| *x != b);
    for st in &mut s.stacks {
        st.retain(|x| *x != b);
    }
    for p in &mut s.players {
        p.buildings.retain(|x| *x != b);
    }
}

/// `b` joins the town.
fn place(s: &mut State, b: Bd) {
    lift(s, b);
    s.town.push(b);
}

/// `seat` owns `b`.
fn own(s: &mut State, seat: usize, b: Bd) {
    lift(s, b);
    s.players[seat].buildings.push(b);
}

fn legal(s: &State, seat: usize) -> Vec<Action> {
    LeHavre::legal(s, seat as u8)
}

fn can(s: &State, seat: usize, a: &Action) -> bool {
    legal(s, seat).contains(a)
}

fn ap(s: &mut State, seat: usize, a: Action) {
    let l = legal(s, seat);
    assert!(l.contains(&a), "{a:?} not legal for seat {seat}: {l:?}");
    LeHavre::apply(s, seat as u8, &a, &mut rng()).unwrap();
    le_havre::invariants::check(s).unwrap();
}

fn enter(s: &mut State, seat: usize, b: Bd) {
    ap(s, seat, Action::Enter(b, FeeWay::None));
}

fn can_enter(s: &State, seat: usize, b: Bd) -> bool {
    legal(s, seat)
        .iter()
        .any(|a| matches!(a, Action::Enter(x, _) if *x == b))
}

fn has(s: &State, seat: usize, g: Good) -> u16 {
    s.players[seat].has(g)
}

fn add(s: &mut State, seat: usize, goods: &[(Good, u16)]) {
    for (g, n) in goods {
        s.players[seat].add(*g, *n);
    }
}

fn pay(s: &mut State, seat: usize, g: Good, n: u16) {
    ap(s, seat, Action::Pay(Token::Good(g), n));
}

fn end_turn(s: &mut State) {
    let c = s.current as usize;
    ap(s, c, Action::EndTurn);
}

fn working(s: &State) -> bool {
    matches!(s.steps.last(), Some(Step::Work { .. }))
}

/// Enter `b` from the town with `goods`, run it `n` times: the seat's francs after.
fn convert(b: Bd, goods: &[(Good, u16)], francs: u32, n: u16) -> State {
    let mut s = fresh(2);
    place(&mut s, b);
    add(&mut s, 0, goods);
    s.players[0].francs = francs;
    enter(&mut s, 0, b);
    ap(&mut s, 0, Action::Amount(n));
    s
}

/// The most `Amount` offered right after entering.
fn most_offered(b: Bd, goods: &[(Good, u16)], francs: u32) -> u16 {
    let mut s = fresh(2);
    place(&mut s, b);
    add(&mut s, 0, goods);
    s.players[0].francs = francs;
    enter(&mut s, 0, b);
    legal(&s, 0)
        .iter()
        .filter_map(|a| match a {
            Action::Amount(n) => Some(*n),
            _ => None,
        })
        .max()
        .unwrap_or(0)
}

fn not_enterable_without(b: Bd, goods: &[(Good, u16)], francs: u32) {
    let mut s = fresh(2);
    place(&mut s, b);
    add(&mut s, 0, goods);
    s.players[0].francs = francs;
    assert!(!can_enter(&s, 0, b), "{} should not be usable", b.name());
}

// ---------------------------------------------------------------------------------------------
// Conversions (one row)
// ---------------------------------------------------------------------------------------------

#[test]
fn bakery_sells_bread_for_3_francs_up_to_6() {
    let s = convert(Bd::Bakery, &[(Bread, 8)], 0, 6);
    assert_eq!((s.players[0].francs, has(&s, 0, Bread)), (18, 2));
    assert_eq!(most_offered(Bd::Bakery, &[(Bread, 8)], 0), 6);
    not_enterable_without(Bd::Bakery, &[], 5);
}

#[test]
fn baguette_shop_bread_and_meat_for_6_up_to_4() {
    let s = convert(Bd::BaguetteShop, &[(Bread, 2), (Meat, 2)], 0, 2);
    assert_eq!(s.players[0].francs, 12);
    assert_eq!(
        most_offered(Bd::BaguetteShop, &[(Bread, 9), (Meat, 9)], 0),
        4
    );
    not_enterable_without(Bd::BaguetteShop, &[(Bread, 3)], 0);
}

#[test]
fn clothing_industry_hide_and_leather_for_7_any_number() {
    let s = convert(Bd::ClothingIndustry, &[(Hides, 5), (Leather, 5)], 0, 5);
    assert_eq!(s.players[0].francs, 35);
    not_enterable_without(Bd::ClothingIndustry, &[(Hides, 5)], 0);
}

#[test]
fn fish_market_2_francs_per_fish_up_to_7() {
    let s = convert(Bd::FishMarket, &[(Fish, 9)], 0, 7);
    assert_eq!((s.players[0].francs, has(&s, 0, Fish)), (14, 2));
    assert_eq!(most_offered(Bd::FishMarket, &[(Fish, 9)], 0), 7);
}

#[test]
fn fish_restaurant_3_francs_per_smoked_fish() {
    let s = convert(Bd::FishRestaurant, &[(SmokedFish, 10)], 0, 10);
    assert_eq!(s.players[0].francs, 30);
}

#[test]
fn forest_hut_wood_and_meat_for_5_up_to_4() {
    let s = convert(Bd::ForestHut, &[(Wood, 5), (Meat, 5)], 0, 4);
    assert_eq!(s.players[0].francs, 20);
    assert_eq!(most_offered(Bd::ForestHut, &[(Wood, 5), (Meat, 5)], 0), 4);
}

#[test]
fn diner_trades_wood_bread_smoked_fish_for_3_francs() {
    let s = convert(Bd::Diner, &[(Wood, 7), (Bread, 7), (SmokedFish, 7)], 0, 6);
    assert_eq!(s.players[0].francs, 18);
    assert_eq!(has(&s, 0, Wood), 1);
    assert_eq!(
        most_offered(Bd::Diner, &[(Wood, 7), (Bread, 7), (SmokedFish, 7)], 0),
        6
    );
    not_enterable_without(Bd::Diner, &[(Wood, 1), (Bread, 1)], 0);
}

#[test]
fn patisserie_grain_and_bread_for_5_up_to_3() {
    let s = convert(Bd::Patisserie, &[(Grain, 4), (Bread, 4)], 0, 3);
    assert_eq!(s.players[0].francs, 15);
    assert_eq!(
        most_offered(Bd::Patisserie, &[(Grain, 4), (Bread, 4)], 0),
        3
    );
}

#[test]
fn leather_industry_once_3_leather_and_14_francs_for_30() {
    let s = convert(Bd::LeatherIndustry, &[(Leather, 6)], 30, 1);
    assert_eq!((s.players[0].francs, has(&s, 0, Leather)), (46, 3));
    assert_eq!(most_offered(Bd::LeatherIndustry, &[(Leather, 6)], 30), 1);
    not_enterable_without(Bd::LeatherIndustry, &[(Leather, 3)], 13);
}

#[test]
fn kiln_clay_and_1_energy_for_3_bricks() {
    let mut s = convert(Bd::Kiln, &[(Clay, 2), (Wood, 1)], 0, 1);
    pay(&mut s, 0, Wood, 1);
    assert_eq!((has(&s, 0, Brick), has(&s, 0, Clay)), (3, 1));
    // Brick stands in for clay ([KO]).
    let mut s = convert(Bd::Kiln, &[(Brick, 1), (Wood, 1)], 0, 1);
    pay(&mut s, 0, Wood, 1);
    assert_eq!(has(&s, 0, Brick), 3);
    not_enterable_without(Bd::Kiln, &[(Clay, 1)], 0);
}

#[test]
fn furniture_factory_wood_and_leather_for_6() {
    let s = convert(Bd::FurnitureFactory, &[(Wood, 3), (Leather, 3)], 0, 3);
    assert_eq!(s.players[0].francs, 18);
}

#[test]
fn tavern_wood_and_grain_for_3_up_to_4() {
    let s = convert(Bd::Tavern, &[(Wood, 5), (Grain, 5)], 0, 4);
    assert_eq!(s.players[0].francs, 12);
    assert_eq!(most_offered(Bd::Tavern, &[(Wood, 5), (Grain, 5)], 0), 4);
}

#[test]
fn schnaps_distillery_2_francs_per_grain_up_to_4() {
    let s = convert(Bd::SchnapsDistillery, &[(Grain, 6)], 0, 4);
    assert_eq!(s.players[0].francs, 8);
    assert_eq!(most_offered(Bd::SchnapsDistillery, &[(Grain, 6)], 0), 4);
}

#[test]
fn steelworks_iron_and_15_energy_for_2_steel() {
    let mut s = convert(Bd::Steelworks, &[(Iron, 1), (Coke, 2)], 0, 1);
    pay(&mut s, 0, Coke, 2);
    assert_eq!((has(&s, 0, Steel), has(&s, 0, Iron)), (2, 0));
    not_enterable_without(Bd::Steelworks, &[(Iron, 1), (Coke, 1)], 0);
}

#[test]
fn steakhouse_meat_and_charcoal_for_6_up_to_4() {
    let s = convert(Bd::Steakhouse, &[(Meat, 5), (Charcoal, 5)], 0, 4);
    assert_eq!(s.players[0].francs, 24);
}

#[test]
fn brick_manufacturer_3_bricks_and_10_francs_for_24() {
    let s = convert(Bd::BrickManufacturer, &[(Brick, 3)], 10, 1);
    assert_eq!(s.players[0].francs, 24);
    not_enterable_without(Bd::BrickManufacturer, &[(Brick, 3)], 9);
}

#[test]
fn logging_camp_1_food_per_wood_up_to_7() {
    let mut s = convert(Bd::LoggingCamp, &[(Fish, 3)], 5, 7);
    ap(&mut s, 0, Action::Pay(Token::Francs, 5));
    pay(&mut s, 0, Fish, 2);
    assert_eq!((has(&s, 0, Wood), has(&s, 0, Fish)), (7, 1));
    assert_eq!(most_offered(Bd::LoggingCamp, &[], 20), 7);
}

#[test]
fn junkyard_2_food_per_iron_up_to_5() {
    let mut s = convert(Bd::Junkyard, &[(Meat, 2)], 0, 2);
    pay(&mut s, 0, Meat, 2);
    assert_eq!(has(&s, 0, Iron), 2);
    assert_eq!(most_offered(Bd::Junkyard, &[], 30), 5);
}

#[test]
fn fur_factory_4_francs_per_hide_2_per_leather_held() {
    let s = convert(Bd::FurFactory, &[(Hides, 5), (Leather, 1)], 0, 2);
    assert_eq!((s.players[0].francs, has(&s, 0, Leather)), (8, 1));
    assert_eq!(
        most_offered(Bd::FurFactory, &[(Hides, 5), (Leather, 2)], 0),
        4
    );
    not_enterable_without(Bd::FurFactory, &[(Hides, 5)], 0);
}

#[test]
fn wainwrights_2_wood_for_5_once_per_iron_held() {
    let s = convert(Bd::Wainwrights, &[(Wood, 10), (Iron, 1), (Steel, 1)], 0, 2);
    assert_eq!(s.players[0].francs, 10);
    assert_eq!((has(&s, 0, Iron), has(&s, 0, Steel)), (1, 1));
    assert_eq!(
        most_offered(Bd::Wainwrights, &[(Wood, 10), (Iron, 3)], 0),
        3
    );
    not_enterable_without(Bd::Wainwrights, &[(Wood, 10)], 0);
}

/// Goods for francs alone read "2 wood → 5 fr", in both languages.
#[test]
fn wainwrights_choice_reads_goods_for_francs() {
    let mut s = fresh(2);
    place(&mut s, Bd::Wainwrights);
    add(&mut s, 0, &[(Wood, 4), (Iron, 2)]);
    enter(&mut s, 0, Bd::Wainwrights);
    assert_eq!(
        le_havre::describe::describe(&s, 0, &Action::Amount(2)),
        "Wainwright's: 4 wood → 10 fr"
    );
    let ko = le_havre::describe::message(&s, 0, &Action::Amount(2), Some(0))
        .render(smokestack_core::Lang::Ko, &[]);
    assert!(ko.ends_with("→ 10프랑"), "{ko}");
}

#[test]
fn clay_company_clay_and_wood_for_3() {
    let s = convert(Bd::ClayCompany, &[(Clay, 3), (Wood, 3)], 0, 3);
    assert_eq!(s.players[0].francs, 9);
}

#[test]
fn smelting_furnace_clay_to_iron_for_2_energy_each() {
    let mut s = convert(
        Bd::SmeltingFurnace,
        &[(Clay, 1), (Brick, 1), (Coal, 2)],
        0,
        2,
    );
    pay(&mut s, 0, Coal, 2);
    assert_eq!(has(&s, 0, Iron), 2);
    assert_eq!((has(&s, 0, Clay), has(&s, 0, Brick)), (0, 0));
}

#[test]
fn hides_trader_once_6_hides_for_18() {
    let s = convert(Bd::HidesTrader, &[(Hides, 12)], 0, 1);
    assert_eq!((s.players[0].francs, has(&s, 0, Hides)), (18, 6));
    assert_eq!(most_offered(Bd::HidesTrader, &[(Hides, 12)], 0), 1);
    not_enterable_without(Bd::HidesTrader, &[(Hides, 5)], 0);
}

#[test]
fn fur_industry_once_3_hides_and_10_francs_for_22() {
    let s = convert(Bd::FurIndustry, &[(Hides, 3)], 10, 1);
    assert_eq!(s.players[0].francs, 22);
}

#[test]
fn wreckers_3_food_for_2_wood_2_clay_1_iron_up_to_2() {
    let mut s = convert(Bd::Wreckers, &[], 6, 2);
    ap(&mut s, 0, Action::Pay(Token::Francs, 6));
    assert_eq!(
        (has(&s, 0, Wood), has(&s, 0, Clay), has(&s, 0, Iron)),
        (4, 4, 2)
    );
    assert_eq!(most_offered(Bd::Wreckers, &[], 30), 2);
}

#[test]
fn blast_furnace_3_energy_per_iron_up_to_6() {
    let mut s = convert(Bd::BlastFurnace, &[(Coal, 2)], 0, 2);
    pay(&mut s, 0, Coal, 2);
    assert_eq!(has(&s, 0, Iron), 2);
    assert_eq!(most_offered(Bd::BlastFurnace, &[(Coke, 5)], 0), 6);
}

#[test]
fn cobblers_leather_for_2_bread_and_2_francs() {
    let s = convert(Bd::Cobblers, &[(Leather, 2)], 0, 2);
    assert_eq!((s.players[0].francs, has(&s, 0, Bread)), (4, 4));
}

#[test]
fn wholesale_bakery_2_francs_per_bread() {
    let s = convert(Bd::WholesaleBakery, &[(Bread, 9)], 0, 9);
    assert_eq!(s.players[0].francs, 18);
}

// ---------------------------------------------------------------------------------------------
// Two-part conversions
// ---------------------------------------------------------------------------------------------

fn enter_with(b: Bd, goods: &[(Good, u16)], francs: u32) -> State {
    let mut s = fresh(2);
    place(&mut s, b);
    add(&mut s, 0, goods);
    s.players[0].francs = francs;
    enter(&mut s, 0, b);
    s
}

#[test]
fn coal_trader_charcoal_for_1_food_and_coal_for_2_food() {
    let mut s = enter_with(Bd::CoalTrader, &[], 11);
    ap(&mut s, 0, Action::Choose(0));
    assert!(!can(&s, 0, &Action::Amount(2)), "charcoal max 1");
    ap(&mut s, 0, Action::Amount(1));
    ap(&mut s, 0, Action::Pay(Token::Francs, 1));
    ap(&mut s, 0, Action::Choose(1));
    assert!(can(&s, 0, &Action::Amount(5)) && !can(&s, 0, &Action::Amount(6)));
    ap(&mut s, 0, Action::Amount(5));
    ap(&mut s, 0, Action::Pay(Token::Francs, 10));
    assert_eq!((has(&s, 0, Charcoal), has(&s, 0, Coal)), (1, 5));
    assert!(!working(&s));
}

#[test]
fn furriery_hides_to_bread_and_or_leather_for_5() {
    let mut s = enter_with(Bd::Furriery, &[(Hides, 4), (Leather, 3)], 0);
    ap(&mut s, 0, Action::Choose(1));
    assert!(!can(&s, 0, &Action::Amount(3)));
    ap(&mut s, 0, Action::Amount(2));
    // Only the other part or Done is left.
    assert!(!can(&s, 0, &Action::Choose(1)));
    ap(&mut s, 0, Action::Done);
    assert_eq!((s.players[0].francs, has(&s, 0, Bread)), (10, 0));
    let mut s = enter_with(Bd::Furriery, &[(Hides, 4)], 0);
    ap(&mut s, 0, Action::Choose(0));
    ap(&mut s, 0, Action::Amount(4));
    assert_eq!(has(&s, 0, Bread), 4);
}

#[test]
fn cattle_market_buys_or_sells_cattle_one_direction() {
    let mut s = enter_with(Bd::CattleMarket, &[(Cattle, 2)], 10);
    ap(&mut s, 0, Action::Choose(0));
    assert!(!can(&s, 0, &Action::Amount(8)));
    ap(&mut s, 0, Action::Amount(7));
    assert!(!working(&s), "either direction, not both");
    assert_eq!((s.players[0].francs, has(&s, 0, Cattle)), (3, 9));
    let mut s = enter_with(Bd::CattleMarket, &[(Cattle, 9)], 0);
    ap(&mut s, 0, Action::Choose(1));
    ap(&mut s, 0, Action::Amount(7));
    assert_eq!((s.players[0].francs, has(&s, 0, Cattle)), (21, 2));
}

#[test]
fn brick_trader_buys_or_sells_bricks_up_to_5() {
    let mut s = enter_with(Bd::BrickTrader, &[], 9);
    ap(&mut s, 0, Action::Choose(0));
    assert!(!can(&s, 0, &Action::Amount(6)));
    ap(&mut s, 0, Action::Amount(5));
    assert_eq!((s.players[0].francs, has(&s, 0, Brick)), (4, 5));
    assert!(!working(&s));
    let mut s = enter_with(Bd::BrickTrader, &[(Brick, 6)], 0);
    ap(&mut s, 0, Action::Choose(1));
    ap(&mut s, 0, Action::Amount(5));
    assert_eq!(s.players[0].francs, 15);
    not_enterable_without(Bd::BrickTrader, &[], 0);
}

#[test]
fn inn_smokes_fish_free_and_sells_meat_for_4() {
    let mut s = enter_with(Bd::Inn, &[(Fish, 5), (Meat, 3)], 0);
    ap(&mut s, 0, Action::Choose(0));
    ap(&mut s, 0, Action::Amount(5));
    ap(&mut s, 0, Action::Choose(1));
    assert!(!can(&s, 0, &Action::Amount(3)));
    ap(&mut s, 0, Action::Amount(2));
    assert_eq!((has(&s, 0, SmokedFish), s.players[0].francs), (5, 8));
    assert!(!working(&s));
}

#[test]
fn cannery_row_iron_and_smoked_fish_or_meat_each_once() {
    let mut s = enter_with(
        Bd::CanneryRow,
        &[(Iron, 1), (Steel, 1), (SmokedFish, 8), (Meat, 3)],
        0,
    );
    ap(&mut s, 0, Action::Choose(0));
    assert!(!can(&s, 0, &Action::Amount(2)));
    ap(&mut s, 0, Action::Amount(1));
    ap(&mut s, 0, Action::Choose(1));
    ap(&mut s, 0, Action::Amount(1));
    assert_eq!(s.players[0].francs, 34);
    assert_eq!((has(&s, 0, Iron), has(&s, 0, Steel)), (0, 0));
    not_enterable_without(Bd::CanneryRow, &[(SmokedFish, 4), (Meat, 3)], 0);
}

// ---------------------------------------------------------------------------------------------
// Immediate gains
// ---------------------------------------------------------------------------------------------

fn gain(b: Bd, setup: impl Fn(&mut State)) -> State {
    let mut s = fresh(2);
    place(&mut s, b);
    setup(&mut s);
    enter(&mut s, 0, b);
    s
}

#[test]
fn labour_exchange_fish_per_fishing_symbol_coal_per_hammer() {
    let s = gain(Bd::LabourExchange, |s| {
        own(s, 0, Bd::HuntingLodge); // 1 hammer, 2 fishing
        own(s, 0, Bd::Farm); // 1 fishing
    });
    assert_eq!((has(&s, 0, Fish), has(&s, 0, Coal)), (3, 1));
    not_enterable_without(Bd::LabourExchange, &[], 10);
}

#[test]
fn farm_gives_fish_grain_wood_hide_cattle() {
    let s = gain(Bd::Farm, |_| {});
    let p = &s.players[0];
    assert_eq!(
        [
            p.has(Fish),
            p.has(Grain),
            p.has(Wood),
            p.has(Hides),
            p.has(Cattle)
        ],
        [2, 2, 2, 1, 1]
    );
}

#[test]
fn iron_mine_and_coal_seam_2_iron_1_coal() {
    let s = gain(Bd::IronMineAndCoalSeam, |_| {});
    assert_eq!((has(&s, 0, Iron), has(&s, 0, Coal)), (2, 1));
}

#[test]
fn fishpond_and_wood_3_fish_3_wood() {
    let s = gain(Bd::FishpondAndWood, |_| {});
    assert_eq!((has(&s, 0, Fish), has(&s, 0, Wood)), (3, 3));
}

#[test]
fn plant_nursery_3_francs_4_wood() {
    let s = gain(Bd::PlantNursery, |_| {});
    assert_eq!((s.players[0].francs, has(&s, 0, Wood)), (3, 4));
}

#[test]
fn smelter_coal_coke_iron() {
    let s = gain(Bd::Smelter, |_| {});
    assert_eq!(
        (has(&s, 0, Coal), has(&s, 0, Coke), has(&s, 0, Iron)),
        (1, 1, 1)
    );
}

#[test]
fn hunting_lodge_2_hides_3_meat() {
    let s = gain(Bd::HuntingLodge, |_| {});
    assert_eq!((has(&s, 0, Hides), has(&s, 0, Meat)), (2, 3));
}

#[test]
fn zoo_1_franc_per_3_animals_nothing_spent() {
    let s = gain(Bd::Zoo, |s| add(s, 0, &[(Fish, 4), (Cattle, 3)]));
    assert_eq!((s.players[0].francs, has(&s, 0, Fish)), (2, 4));
    not_enterable_without(Bd::Zoo, &[(Fish, 2)], 0);
}

#[test]
fn department_of_agriculture_meat_per_economic_bread_per_craft() {
    let s = gain(Bd::DepartmentOfAgriculture, |s| {
        own(s, 0, Bd::Bakery); // economic
        own(s, 0, Bd::Kiln); // craft
        own(s, 0, Bd::HuntingLodge); // craft
    });
    assert_eq!((has(&s, 0, Meat), has(&s, 0, Bread)), (1, 2));
    not_enterable_without(Bd::DepartmentOfAgriculture, &[], 0);
}

#[test]
fn department_of_economics_iron_per_industrial_2_francs_per_economic() {
    let s = gain(Bd::DepartmentOfEconomics, |s| {
        own(s, 0, Bd::Smelter); // industrial
        own(s, 0, Bd::Bakery); // economic
    });
    assert_eq!((has(&s, 0, Iron), s.players[0].francs), (1, 2));
}

#[test]
fn fishermans_hut_action_1_fish_per_2_and_passive_fish_before_feeding() {
    let s = gain(Bd::FishermansHut, |s| add(s, 0, &[(Fish, 5)]));
    assert_eq!(has(&s, 0, Fish), 7);
    not_enterable_without(Bd::FishermansHut, &[(Fish, 1)], 0);
    // Passive: the owner gets 2 fish (1–2 players) just before feeding.
    let mut s = fresh(2);
    own(&mut s, 1, Bd::FishermansHut);
    le_havre::round::round_end(&mut s);
    assert_eq!(has(&s, 1, Fish), 2);
    let mut s = fresh(3);
    own(&mut s, 1, Bd::FishermansHut);
    le_havre::round::round_end(&mut s);
    assert_eq!(has(&s, 1, Fish), 1);
}

#[test]
fn cattle_drive_takes_2_cattle_each_in_2p_1_each_with_3() {
    let s = gain(Bd::CattleDrive, |s| add(s, 1, &[(Cattle, 5)]));
    assert_eq!((has(&s, 0, Cattle), has(&s, 1, Cattle)), (2, 3));
    let mut s = fresh(3);
    place(&mut s, Bd::CattleDrive);
    add(&mut s, 1, &[(Cattle, 5)]);
    add(&mut s, 2, &[(Cattle, 1)]);
    enter(&mut s, 0, Bd::CattleDrive);
    assert_eq!(has(&s, 0, Cattle), 2);
    not_enterable_without(Bd::CattleDrive, &[(Cattle, 4)], 0);
}

// ---------------------------------------------------------------------------------------------
// Choices
// ---------------------------------------------------------------------------------------------

#[test]
fn haulage_firm_pays_3_and_takes_two_neighbouring_spaces() {
    let mut s = fresh(2);
    place(&mut s, Bd::HaulageFirm);
    s.offers = [4, 1, 0, 2, 3, 0, 0];
    s.players[0].francs = 5;
    enter(&mut s, 0, Bd::HaulageFirm);
    // Only clay + iron are neighbours with goods (francs space excluded).
    assert!(!can(&s, 0, &Action::Choose(0)) && !can(&s, 0, &Action::Choose(1)));
    ap(&mut s, 0, Action::Choose(3));
    assert_eq!((has(&s, 0, Clay), has(&s, 0, Iron)), (2, 3));
    assert_eq!(s.players[0].francs, 2);
    assert_eq!(s.offers, [4, 1, 0, 0, 0, 0, 0]);
    let mut s = fresh(2);
    place(&mut s, Bd::HaulageFirm);
    s.offers = [4, 1, 0, 2, 3, 0, 0];
    s.players[0].francs = 2;
    assert!(!can_enter(&s, 0, Bd::HaulageFirm));
}

#[test]
fn flea_market_takes_all_ones_and_one_space_of_two() {
    let mut s = fresh(2);
    place(&mut s, Bd::FleaMarket);
    s.offers = [1, 2, 1, 2, 0, 3, 1];
    enter(&mut s, 0, Bd::FleaMarket);
    ap(&mut s, 0, Action::Choose(3));
    assert_eq!(s.offers, [0, 2, 0, 0, 0, 3, 0]);
    assert_eq!(s.players[0].francs, 1);
    assert_eq!(
        (has(&s, 0, Wood), has(&s, 0, Clay), has(&s, 0, Cattle)),
        (1, 2, 1)
    );
    let mut s = fresh(2);
    place(&mut s, Bd::FleaMarket);
    s.offers = [1, 1, 1, 3, 0, 3, 1];
    assert!(
        !can_enter(&s, 0, Bd::FleaMarket),
        "needs a space of exactly 2"
    );
}

#[test]
fn town_square_one_different_upgraded_good_per_craft_building() {
    let mut s = fresh(2);
    place(&mut s, Bd::TownSquare);
    own(&mut s, 0, Bd::Kiln);
    own(&mut s, 0, Bd::HuntingLodge);
    enter(&mut s, 0, Bd::TownSquare);
    assert!(!can(&s, 0, &Action::Take(Steel)));
    ap(&mut s, 0, Action::Take(Bread));
    assert!(!can(&s, 0, &Action::Take(Bread)));
    ap(&mut s, 0, Action::Take(Coke));
    assert!(!working(&s));
    assert_eq!((has(&s, 0, Bread), has(&s, 0, Coke)), (1, 1));
    not_enterable_without(Bd::TownSquare, &[], 0);
}

#[test]
fn toy_fair_loan_without_francs_and_6_different_goods() {
    let mut s = fresh(2);
    place(&mut s, Bd::ToyFair);
    enter(&mut s, 0, Bd::ToyFair);
    assert_eq!((s.players[0].loans, s.players[0].francs), (1, 0));
    assert!(!can(&s, 0, &Action::Take(Steel)));
    for g in [Fish, Coal, Coke, Leather, Iron, Cattle] {
        assert!(!can(&s, 0, &Action::Done));
        ap(&mut s, 0, Action::Take(g));
        if g != Cattle {
            assert!(!can(&s, 0, &Action::Take(g)), "one of each type");
        }
    }
    assert!(!working(&s));
    assert_eq!(s.players[0].goods_total(), 6);
}

#[test]
fn emporium_buys_one_of_each_upgraded_good() {
    let mut s = enter_with(Bd::Emporium, &[], 9);
    ap(&mut s, 0, Action::Take(Steel));
    ap(&mut s, 0, Action::Take(Coke));
    assert!(!can(&s, 0, &Action::Take(Coke)));
    ap(&mut s, 0, Action::Take(Bread));
    assert_eq!(s.players[0].francs, 0);
    ap(&mut s, 0, Action::Done);
    assert_eq!(
        (has(&s, 0, Steel), has(&s, 0, Coke), has(&s, 0, Bread)),
        (1, 1, 1)
    );
    not_enterable_without(Bd::Emporium, &[], 0);
}

#[test]
fn major_corporation_one_more_of_each_held_type_steel_costs_3() {
    let mut s = enter_with(Bd::MajorCorporation, &[(Fish, 1), (Steel, 1), (Wood, 2)], 2);
    assert!(!can(&s, 0, &Action::Take(Steel)), "steel costs 3 francs");
    assert!(!can(&s, 0, &Action::Take(Clay)), "only types held");
    ap(&mut s, 0, Action::Take(Fish));
    assert!(!can(&s, 0, &Action::Take(Fish)));
    ap(&mut s, 0, Action::Take(Wood));
    ap(&mut s, 0, Action::Done);
    assert_eq!((has(&s, 0, Fish), has(&s, 0, Wood)), (2, 3));
    let mut s = enter_with(Bd::MajorCorporation, &[(Steel, 1)], 3);
    ap(&mut s, 0, Action::Take(Steel));
    assert_eq!((has(&s, 0, Steel), s.players[0].francs), (2, 0));
}

#[test]
fn pawnbrokers_pawn_one_per_type_for_2_and_buy_back_for_2() {
    let mut s = enter_with(Bd::Pawnbrokers, &[(Fish, 3), (Wood, 1)], 0);
    ap(&mut s, 0, Action::Give(Fish));
    assert!(!can(&s, 0, &Action::Give(Fish)), "one of each type");
    ap(&mut s, 0, Action::Give(Wood));
    ap(&mut s, 0, Action::Done);
    assert_eq!((s.players[0].francs, has(&s, 0, Fish)), (4, 2));
    // Next visit: the fish type is still pawned; it can be bought back.
    s.players[0].worker = None;
    s.main_done = false;
    s.mains_left = 1;
    enter(&mut s, 0, Bd::Pawnbrokers);
    assert!(!can(&s, 0, &Action::Give(Fish)));
    ap(&mut s, 0, Action::Take(Fish));
    assert_eq!((s.players[0].francs, has(&s, 0, Fish)), (2, 3));
    not_enterable_without(Bd::Pawnbrokers, &[], 0);
}

#[test]
fn trading_firm_hands_in_goods_and_takes_other_types_of_equal_value() {
    let mut s = enter_with(Bd::TradingFirm, &[(Steel, 1), (Fish, 1)], 0);
    ap(&mut s, 0, Action::Give(Steel));
    ap(&mut s, 0, Action::Done);
    // 8 francs of value: no steel back.
    assert!(!can(&s, 0, &Action::Take(Steel)));
    ap(&mut s, 0, Action::Take(Coke)); // 5
    ap(&mut s, 0, Action::Take(Cattle)); // 3
    assert!(!working(&s));
    assert_eq!((has(&s, 0, Coke), has(&s, 0, Cattle)), (1, 1));
    // All four value-1 types handed in: 4 francs, never a dead end at 1.
    let mut s = enter_with(
        Bd::TradingFirm,
        &[(Fish, 1), (Wood, 1), (Clay, 1), (Grain, 1)],
        0,
    );
    for g in [Fish, Wood, Clay, Grain] {
        ap(&mut s, 0, Action::Give(g));
    }
    assert!(!can(&s, 0, &Action::Give(Fish)));
    ap(&mut s, 0, Action::Done);
    assert!(!can(&s, 0, &Action::Take(Coal)), "3 would leave 1");
    ap(&mut s, 0, Action::Take(Iron));
    ap(&mut s, 0, Action::Take(Iron));
    assert_eq!(has(&s, 0, Iron), 2);
    not_enterable_without(Bd::TradingFirm, &[], 9);
}

#[test]
fn trafficking_spot_swaps_basic_and_upgraded_goods() {
    let mut s = enter_with(Bd::TraffickingSpot, &[(Fish, 4), (Bread, 1)], 0);
    ap(&mut s, 0, Action::Choose(0));
    ap(&mut s, 0, Action::Give(Fish));
    ap(&mut s, 0, Action::Give(Fish));
    ap(&mut s, 0, Action::Give(Fish));
    assert!(!can(&s, 0, &Action::Give(Fish)), "up to 3");
    assert!(!can(&s, 0, &Action::Take(Iron)) && !can(&s, 0, &Action::Take(Fish)));
    ap(&mut s, 0, Action::Take(Wood));
    ap(&mut s, 0, Action::Take(Wood));
    ap(&mut s, 0, Action::Take(Coal));
    ap(&mut s, 0, Action::Choose(1));
    ap(&mut s, 0, Action::Give(Bread));
    // Bread was the only upgraded good: straight on to taking.
    assert!(!can(&s, 0, &Action::Take(Steel)) && !can(&s, 0, &Action::Take(Bread)));
    ap(&mut s, 0, Action::Take(Meat));
    assert!(!working(&s));
    assert_eq!(
        (
            has(&s, 0, Fish),
            has(&s, 0, Wood),
            has(&s, 0, Coal),
            has(&s, 0, Meat)
        ),
        (1, 2, 1, 1)
    );
}

// ---------------------------------------------------------------------------------------------
// Turn-changing cards
// ---------------------------------------------------------------------------------------------

#[test]
fn harbour_watch_pays_displaces_and_uses_an_occupied_building() {
    let mut s = fresh(2);
    place(&mut s, Bd::HarbourWatch);
    place(&mut s, Bd::Farm);
    place(&mut s, Bd::Hotel);
    s.players[1].worker = Some(Bd::Farm);
    s.players[0].francs = 1;
    enter(&mut s, 0, Bd::HarbourWatch);
    let farm = ALL.iter().position(|b| *b == Bd::Farm).unwrap() as u8;
    ap(&mut s, 0, Action::Choose(farm));
    assert_eq!(s.players[1].worker, None);
    assert_eq!((s.players[0].francs, s.players[1].francs), (0, 1));
    ap(&mut s, 0, Action::Enter(Bd::Farm, FeeWay::None));
    assert_eq!(has(&s, 0, Grain), 2);
    // Nobody to displace, or no franc: not usable; Hotel guests are never displaced.
    let mut s = fresh(2);
    place(&mut s, Bd::HarbourWatch);
    place(&mut s, Bd::Hotel);
    s.players[1].worker = Some(Bd::Hotel);
    s.players[0].francs = 5;
    assert!(!can_enter(&s, 0, Bd::HarbourWatch));
    place(&mut s, Bd::Farm);
    s.players[1].worker = Some(Bd::Farm);
    s.players[0].francs = 0;
    assert!(!can_enter(&s, 0, Bd::HarbourWatch));
}

#[test]
fn picket_line_offer_space_then_no_buildings_for_a_round_of_turns() {
    let mut s = fresh(2);
    place(&mut s, Bd::PicketLine);
    place(&mut s, Bd::Farm);
    s.offers = [3, 0, 2, 0, 0, 0, 0];
    s.players[0].francs = 1;
    enter(&mut s, 0, Bd::PicketLine);
    ap(&mut s, 0, Action::Choose(2));
    assert_eq!(has(&s, 0, Wood), 2);
    assert!(s.removed.contains(&Bd::PicketLine) && !s.town.contains(&Bd::PicketLine));
    assert_eq!(s.players[0].worker, None);
    end_turn(&mut s);
    assert!(
        !can_enter(&s, 1, Bd::Farm),
        "the next player may not use buildings"
    );
    ap(&mut s, 1, Action::TakeOffer(0));
    end_turn(&mut s);
    assert!(can_enter(&s, 0, Bd::Farm), "one turn per player, then over");
    // Not in the last round.
    let mut s = fresh(2);
    place(&mut s, Bd::PicketLine);
    s.round = s.rounds_total();
    assert!(!can_enter(&s, 0, Bd::PicketLine));
}

#[test]
fn construction_site_deals_hands_and_builds_one_card_then_leaves() {
    let mut s = fresh(2);
    lift(&mut s, Bd::ConstructionSite);
    s.leftover = vec![
        Bd::Farm,
        Bd::Zoo,
        Bd::Bakery,
        Bd::Smelter,
        Bd::Tavern,
        Bd::Kiln,
        Bd::Inn,
    ];
    for b in s.leftover.clone() {
        lift(&mut s, b);
    }
    s.leftover = vec![
        Bd::Farm,
        Bd::Zoo,
        Bd::Bakery,
        Bd::Smelter,
        Bd::Tavern,
        Bd::Kiln,
        Bd::Inn,
    ];
    s.specials.insert(0, Bd::ConstructionSite);
    le_havre::buildings::reveal_special(&mut s);
    assert_eq!(s.players[0].hand, vec![Bd::Farm, Bd::Zoo, Bd::Bakery]);
    assert_eq!(s.players[1].hand, vec![Bd::Smelter, Bd::Tavern, Bd::Kiln]);
    assert_eq!(s.leftover, vec![Bd::Inn]);
    s.players[0].francs = 10;
    enter(&mut s, 0, Bd::ConstructionSite);
    ap(&mut s, 0, Action::Choose(0)); // the Farm
    assert!(s.town.contains(&Bd::Farm));
    assert!(s.players.iter().all(|p| p.hand.is_empty()));
    assert!(s.removed.contains(&Bd::ConstructionSite));
    ap(&mut s, 0, Action::Choose(0)); // buy it for 8
    assert!(s.players[0].owns(Bd::Farm));
    assert_eq!(s.players[0].francs, 2);
    // The extra visit must enter the new card.
    assert_eq!(legal(&s, 0), vec![Action::Enter(Bd::Farm, FeeWay::None)]);
    ap(&mut s, 0, Action::Enter(Bd::Farm, FeeWay::None));
    assert_eq!(has(&s, 0, Fish), 2);
    // Without hand cards it cannot be entered; it can never be bought.
    let mut s = fresh(2);
    place(&mut s, Bd::ConstructionSite);
    s.players[0].francs = 50;
    assert!(!can_enter(&s, 0, Bd::ConstructionSite));
    assert!(!can(&s, 0, &Action::BuyBuilding(Bd::ConstructionSite)));
}

#[test]
fn main_station_gives_two_free_building_visits_next_turn() {
    let mut s = fresh(2);
    place(&mut s, Bd::MainStation);
    own(&mut s, 1, Bd::Farm);
    own(&mut s, 1, Bd::Smelter);
    enter(&mut s, 0, Bd::MainStation);
    end_turn(&mut s);
    end_turn_after_offer(&mut s, 1);
    let before = s.players[1].francs;
    // Only buildings, and no fee for the other player's buildings.
    assert!(
        legal(&s, 0)
            .iter()
            .all(|a| !matches!(a, Action::TakeOffer(_)))
    );
    enter(&mut s, 0, Bd::Farm);
    assert_eq!(s.players[1].francs, before, "no fee paid");
    assert!(!s.main_done);
    enter(&mut s, 0, Bd::Smelter);
    assert!(s.main_done);
    assert_eq!((has(&s, 0, Grain), has(&s, 0, Coke)), (2, 1));
    // The workers on Main Station cannot be displaced by a sale.
    let mut s = fresh(2);
    own(&mut s, 1, Bd::MainStation);
    s.players[0].worker = Some(Bd::MainStation);
    s.current = 1;
    ap(&mut s, 1, Action::Sell(Bd::MainStation));
    assert_eq!(s.players[0].worker, Some(Bd::MainStation));
}

#[test]
fn hotel_pays_3_francs_when_leaving_for_an_offer_space() {
    let mut s = fresh(2);
    place(&mut s, Bd::Hotel);
    enter(&mut s, 0, Bd::Hotel);
    assert_eq!(s.players[0].francs, 0);
    end_turn(&mut s);
    end_turn_after_offer(&mut s, 1);
    s.offers[0] = s.offers[0].max(1);
    let f = s.offers[0] as u32;
    ap(&mut s, 0, Action::TakeOffer(0));
    assert_eq!(s.players[0].francs, f + 3);
    assert_eq!(s.players[0].worker, None);
}

// ---------------------------------------------------------------------------------------------
// Passive cards
// ---------------------------------------------------------------------------------------------

fn not_enterable(b: Bd) {
    let mut s = fresh(2);
    place(&mut s, b);
    add(&mut s, 0, &[(Fish, 9), (Wood, 9), (Bread, 9)]);
    s.players[0].francs = 99;
    assert!(!can_enter(&s, 0, b), "{} is not enterable", b.name());
}

#[test]
fn business_park_2_per_industrial_building() {
    not_enterable(Bd::BusinessPark);
    let mut s = fresh(2);
    own(&mut s, 0, Bd::BusinessPark);
    own(&mut s, 0, Bd::Smelter);
    own(&mut s, 0, Bd::Steelworks);
    let v = le_havre::scoring::building_value(&s.players[0], Bd::BusinessPark);
    assert_eq!(v, 14);
}

#[test]
fn guildhouse_2_per_economic_building_itself_included() {
    not_enterable(Bd::Guildhouse);
    let mut s = fresh(2);
    own(&mut s, 0, Bd::Guildhouse);
    own(&mut s, 0, Bd::Bakery);
    let v = le_havre::scoring::building_value(&s.players[0], Bd::Guildhouse);
    assert_eq!(v, 8);
}

#[test]
fn ranch_6_per_cattle_provisional() {
    not_enterable(Bd::Ranch);
    let mut s = fresh(2);
    own(&mut s, 0, Bd::Ranch);
    add(&mut s, 0, &[(Cattle, 2)]);
    assert_eq!(
        le_havre::scoring::building_value(&s.players[0], Bd::Ranch),
        18
    );
}

#[test]
fn feedlot_2_cattle_at_harvest_with_2_to_6() {
    not_enterable(Bd::Feedlot);
    let mut s = fresh(2);
    own(&mut s, 0, Bd::Feedlot);
    add(&mut s, 0, &[(Cattle, 3)]);
    add(&mut s, 1, &[(Cattle, 3)]);
    le_havre::round::harvest(&mut s);
    assert_eq!((has(&s, 0, Cattle), has(&s, 1, Cattle)), (5, 4));
}

#[test]
fn masons_guild_one_clay_less_per_build() {
    not_enterable(Bd::MasonsGuild);
    let mut p = fresh(2).players[0].clone();
    p.buildings.push(Bd::MasonsGuild);
    let c = le_havre::build::cost_for(&p, Bd::Smokehouse, false, None).unwrap();
    assert_eq!(c.clay, Bd::Smokehouse.data().cost.clay - 1);
}

#[test]
fn wooden_crane_swaps_one_material_for_wood() {
    not_enterable(Bd::WoodenCrane);
    let mut p = fresh(2).players[0].clone();
    p.buildings.push(Bd::WoodenCrane);
    let base = Bd::Smokehouse.data().cost;
    let c = le_havre::build::cost_for(&p, Bd::Smokehouse, false, Some(Clay)).unwrap();
    assert_eq!((c.clay, c.wood), (base.clay - 1, base.wood + 1));
}

#[test]
fn lumber_mill_one_wood_less_per_build() {
    not_enterable(Bd::LumberMill);
    let mut p = fresh(2).players[0].clone();
    p.buildings.push(Bd::LumberMill);
    let c = le_havre::build::cost_for(&p, Bd::Smokehouse, false, None).unwrap();
    assert_eq!(c.wood, Bd::Smokehouse.data().cost.wood - 1);
}

#[test]
fn wind_farm_3_energy_free() {
    not_enterable(Bd::WindFarm);
    let mut s = fresh(2);
    own(&mut s, 0, Bd::WindFarm);
    place(&mut s, Bd::Kiln);
    add(&mut s, 0, &[(Clay, 1)]);
    enter(&mut s, 0, Bd::Kiln);
    ap(&mut s, 0, Action::Amount(1));
    assert!(s.steps.is_empty(), "no energy asked");
    assert_eq!(has(&s, 0, Brick), 3);
}

#[test]
fn biofuel_facility_grain_pays_2_energy() {
    not_enterable(Bd::BiofuelFacility);
    let mut s = fresh(2);
    own(&mut s, 0, Bd::BiofuelFacility);
    place(&mut s, Bd::SmeltingFurnace);
    add(&mut s, 0, &[(Clay, 1), (Grain, 1)]);
    enter(&mut s, 0, Bd::SmeltingFurnace);
    ap(&mut s, 0, Action::Amount(1));
    // While the energy is owed, the Facility that makes the grain count cannot be sold: the
    // payment could not be finished without it (a seat left with no legal action).
    assert!(!legal(&s, 0).contains(&Action::Sell(Bd::BiofuelFacility)));
    pay(&mut s, 0, Grain, 1);
    assert_eq!(has(&s, 0, Iron), 1);
    assert!(s.steps.is_empty());
}

#[test]
fn workers_cottages_two_final_actions() {
    not_enterable(Bd::WorkersCottages);
    let mut s = fresh(2);
    own(&mut s, 0, Bd::WorkersCottages);
    assert_eq!(le_havre::round::final_actions(&s, 0), 2);
    assert_eq!(le_havre::round::final_actions(&s, 1), 1);
}

#[test]
fn soup_kitchen_feeds_like_a_wooden_ship() {
    not_enterable(Bd::SoupKitchen);
    let mut s = fresh(2);
    own(&mut s, 0, Bd::SoupKitchen);
    assert_eq!(le_havre::round::food_supplied(&s, 0), 4);
    assert_eq!(le_havre::round::food_supplied(&s, 1), 0);
    // Not a ship: no Dock bonus.
    assert!(s.players[0].ships.is_empty());
}

#[test]
fn stockmarket_no_interest_franc_space_bonus_and_bank_bonus() {
    not_enterable(Bd::Stockmarket);
    let mut s = fresh(2);
    own(&mut s, 1, Bd::Stockmarket);
    s.players[1].loans = 1;
    assert!(le_havre::buildings::interest_exempt(&s, 1));
    assert!(!le_havre::buildings::interest_exempt(&s, 0));
    s.offers[0] = 3;
    ap(&mut s, 0, Action::TakeOffer(0));
    assert_eq!(s.players[1].francs, 1);
    // The Bank, first time: 3 francs to the Stockmarket owner; not the second time.
    lift(&mut s, Bd::Bank);
    s.stacks[0].insert(0, Bd::Bank);
    s.players[0].francs = 100;
    ap(&mut s, 0, Action::BuyBuilding(Bd::Bank));
    assert_eq!(s.players[1].francs, 4);
    s.sold_this_turn.clear();
    le_havre::turn::sell(&mut s, 0, Bd::Bank);
    s.sold_this_turn.clear();
    ap(&mut s, 0, Action::BuyBuilding(Bd::Bank));
    assert_eq!(s.players[1].francs, 4);
}

#[test]
fn souvenir_shop_owner_gets_1_franc_per_entry_by_others() {
    not_enterable(Bd::SouvenirShop);
    let mut s = fresh(2);
    own(&mut s, 1, Bd::SouvenirShop);
    own(&mut s, 1, Bd::PlantNursery);
    s.players[0].francs = 1;
    ap(&mut s, 0, Action::Enter(Bd::PlantNursery, FeeWay::Food));
    ap(&mut s, 0, Action::Pay(Token::Francs, 1));
    assert_eq!(s.players[1].francs, 2, "fee 1 + shop 1");
}

#[test]
fn pirates_lair_shipping_line_pays_owner_1_franc_per_ship() {
    not_enterable(Bd::PiratesLair);
    let mut s = fresh(2);
    own(&mut s, 1, Bd::PiratesLair);
    place(&mut s, Bd::ShippingLine);
    let wooden = (0..ROUND_CARDS.len() as u8)
        .find(|c| ROUND_CARDS[*c as usize].ship == ShipType::Wooden)
        .unwrap();
    for st in &mut s.ship_stacks {
        st.retain(|c| *c != wooden);
    }
    s.rounds.retain(|c| *c != wooden);
    s.players[0].ships.push(wooden);
    add(&mut s, 0, &[(Fish, 2), (Coal, 1)]);
    enter(&mut s, 0, Bd::ShippingLine);
    ap(&mut s, 0, Action::Give(Fish));
    ap(&mut s, 0, Action::Amount(2));
    ap(&mut s, 0, Action::Done);
    pay(&mut s, 0, Coal, 1);
    assert_eq!((s.players[0].francs, s.players[1].francs), (1, 1));
}

#[test]
fn dive_bar_evicted_worker_pays_2_francs_owner_1() {
    not_enterable(Bd::DiveBar);
    let mut s = fresh(2);
    place(&mut s, Bd::DiveBar);
    own(&mut s, 0, Bd::Farm);
    s.players[1].worker = Some(Bd::Farm);
    s.players[1].francs = 5;
    ap(&mut s, 0, Action::Sell(Bd::Farm));
    assert_eq!(s.players[1].worker, Some(Bd::DiveBar));
    assert_eq!(s.players[1].francs, 3);
    // Owning the Dive Bar: 1 franc; own sale: home, no fine.
    let mut s = fresh(2);
    own(&mut s, 1, Bd::DiveBar);
    own(&mut s, 0, Bd::Farm);
    own(&mut s, 0, Bd::Zoo);
    s.players[1].worker = Some(Bd::Farm);
    s.players[1].francs = 5;
    ap(&mut s, 0, Action::Sell(Bd::Farm));
    assert_eq!(s.players[1].francs, 4);
    s.players[0].worker = Some(Bd::Zoo);
    ap(&mut s, 0, Action::Sell(Bd::Zoo));
    assert_eq!(s.players[0].worker, None);
    // Without francs: a loan pays the fine.
    let mut s = fresh(2);
    place(&mut s, Bd::DiveBar);
    own(&mut s, 0, Bd::Farm);
    s.players[1].worker = Some(Bd::Farm);
    ap(&mut s, 0, Action::Sell(Bd::Farm));
    ap(&mut s, 1, Action::TakeLoan);
    ap(&mut s, 1, Action::Pay(Token::Francs, 2));
    assert_eq!((s.players[1].loans, s.players[1].francs), (1, 2));
}

#[test]
fn tobacco_factory_owner_evicts_workers_from_own_buildings() {
    not_enterable(Bd::TobaccoFactory);
    let mut s = fresh(2);
    own(&mut s, 0, Bd::TobaccoFactory);
    own(&mut s, 0, Bd::Farm);
    own(&mut s, 1, Bd::Zoo);
    s.players[1].worker = Some(Bd::Farm);
    enter(&mut s, 0, Bd::Farm);
    assert_eq!(s.players[1].worker, None);
    assert_eq!(has(&s, 0, Grain), 2);
    // Not someone else's building, nor without the factory.
    let mut s = fresh(2);
    own(&mut s, 0, Bd::TobaccoFactory);
    own(&mut s, 1, Bd::Farm);
    s.players[1].worker = Some(Bd::Farm);
    s.players[0].francs = 5;
    assert!(!can_enter(&s, 0, Bd::Farm));
}

#[test]
fn luxury_yacht_bought_for_20_or_traded_for_an_iron_ship_at_a_wharf() {
    not_enterable(Bd::LuxuryYacht);
    let mut s = fresh(2);
    place(&mut s, Bd::LuxuryYacht);
    s.players[0].francs = 20;
    assert!(can(&s, 0, &Action::BuyBuilding(Bd::LuxuryYacht)));
    let iron = (0..ROUND_CARDS.len() as u8)
        .find(|c| ROUND_CARDS[*c as usize].ship == ShipType::Iron)
        .unwrap();
    s.rounds.retain(|c| *c != iron);
    s.players[0].ships.push(iron);
    s.players[0].francs = 0;
    place(&mut s, Bd::Wharf1);
    enter(&mut s, 0, Bd::Wharf1);
    ap(&mut s, 0, Action::TradeShip(iron, Bd::LuxuryYacht));
    assert!(s.players[0].owns(Bd::LuxuryYacht));
    assert!(s.players[0].ships.is_empty());
    assert!(
        s.ship_stacks.iter().all(|st| !st.contains(&iron)),
        "out of the game"
    );
    assert_eq!(
        le_havre::scoring::building_value(
            &{
                let mut p = s.players[0].clone();
                p.buildings.push(Bd::Dock);
                p
            },
            Bd::Dock
        ),
        14
    );
}

#[test]
fn ms_dagmar_traded_for_a_luxury_liner_at_a_modernised_wharf() {
    not_enterable(Bd::MSDagmar);
    let mut s = fresh(2);
    place(&mut s, Bd::MSDagmar);
    place(&mut s, Bd::Wharf2);
    let lux = (0..ROUND_CARDS.len() as u8)
        .find(|c| ROUND_CARDS[*c as usize].ship == ShipType::Luxury)
        .unwrap();
    s.rounds.retain(|c| *c != lux);
    s.players[0].ships.push(lux);
    // Without a brick the unmodernised Wharf cannot do it.
    let mut t = s.clone();
    assert!(!can_enter(&t, 0, Bd::Wharf2));
    t.modern.push(Bd::Wharf2);
    assert!(can_enter(&t, 0, Bd::Wharf2));
    add(&mut s, 0, &[(Brick, 1)]);
    enter(&mut s, 0, Bd::Wharf2);
    ap(&mut s, 0, Action::TradeShip(lux, Bd::MSDagmar));
    assert!(s.players[0].owns(Bd::MSDagmar));
    assert!(s.modern.contains(&Bd::Wharf2));
    assert_eq!(has(&s, 0, Brick), 0);
}

#[test]
fn dunny_goes_on_the_stack_with_the_highest_top() {
    let mut s = fresh(2);
    lift(&mut s, Bd::Dunny);
    s.specials.insert(0, Bd::Dunny);
    let best = (0..3)
        .max_by_key(|i| {
            (
                s.stack_top(*i).map(|b| b.data().sort),
                std::cmp::Reverse(*i),
            )
        })
        .unwrap();
    le_havre::buildings::reveal_special(&mut s);
    assert_eq!(s.stack_top(best), Some(Bd::Dunny));
    add(&mut s, 0, &[(Brick, 1)]);
    s.players[0].francs = 14;
    assert!(can(&s, 0, &Action::BuyBuilding(Bd::Dunny)));
    not_enterable(Bd::Dunny);
    // The next STD town build takes it (number 00).
    le_havre::round::town_builds_standard(&mut s);
    assert!(s.town.contains(&Bd::Dunny));
}

#[test]
fn football_stadium_waits_in_town_then_moves_onto_an_empty_stack() {
    let mut s = fresh(2);
    lift(&mut s, Bd::FootballStadium);
    s.specials.insert(0, Bd::FootballStadium);
    le_havre::buildings::reveal_special(&mut s);
    assert!(s.town.contains(&Bd::FootballStadium));
    s.players[0].francs = 24;
    assert!(can(&s, 0, &Action::BuyBuilding(Bd::FootballStadium)));
    let gone: Vec<Bd> = s.stacks[1].drain(..).collect();
    s.removed.extend(gone);
    le_havre::buildings::after_stack_change(&mut s);
    assert_eq!(s.stack_top(1), Some(Bd::FootballStadium));
    assert!(!s.town.contains(&Bd::FootballStadium));
    not_enterable(Bd::FootballStadium);
}

#[test]
fn rattletrap_car_goes_to_the_first_player_to_gain_iron() {
    let mut s = fresh(2);
    lift(&mut s, Bd::RattletrapCar);
    s.specials.insert(0, Bd::RattletrapCar);
    le_havre::buildings::reveal_special(&mut s);
    assert!(s.town.contains(&Bd::RattletrapCar));
    s.players[0].francs = 50;
    assert!(!can(&s, 0, &Action::BuyBuilding(Bd::RattletrapCar)));
    add(&mut s, 0, &[(Iron, 3)]); // held before: not a gain
    place(&mut s, Bd::Smelter);
    enter(&mut s, 0, Bd::Smelter);
    assert!(s.players[0].owns(Bd::RattletrapCar));
    assert!(!can(&s, 0, &Action::Sell(Bd::RattletrapCar)));
    assert_eq!(
        le_havre::scoring::building_value(&s.players[0], Bd::RattletrapCar),
        -2
    );
    // From the iron offer space too.
    let mut s = fresh(2);
    place(&mut s, Bd::RattletrapCar);
    s.offers[4] = 1;
    end_turn_after_offer(&mut s, 2);
    assert!(!s.players[0].owns(Bd::RattletrapCar));
    ap(&mut s, 1, Action::TakeOffer(4));
    assert!(s.players[1].owns(Bd::RattletrapCar));
}

fn end_turn_after_offer(s: &mut State, offer: u8) {
    let c = s.current as usize;
    if s.offers[offer as usize] == 0 {
        s.offers[offer as usize] = 1;
    }
    ap(s, c, Action::TakeOffer(offer));
    end_turn(s);
}

// ---------------------------------------------------------------------------------------------
// Whole games: every special building in play, bots do not get stuck
// ---------------------------------------------------------------------------------------------

#[test]
fn every_special_is_handled_by_some_family_or_passive_rule() {
    for b in ALL.iter().copied().filter(|b| b.is_special()) {
        if b.enterable() {
            // Enterable specials are usable in some state: probe with plenty of everything.
            let mut s = fresh(3);
            place(&mut s, b);
            for g in le_havre::data::GOODS {
                s.players[0].add(g, 9);
            }
            s.players[0].francs = 60;
            own(&mut s, 0, Bd::Kiln);
            own(&mut s, 0, Bd::Bakery);
            own(&mut s, 0, Bd::Smelter);
            own(&mut s, 0, Bd::HuntingLodge);
            add(&mut s, 1, &[(Cattle, 2)]);
            s.offers = [2, 2, 1, 2, 1, 0, 0];
            s.players[0].hand = vec![Bd::Zoo];
            if b == Bd::HarbourWatch {
                place(&mut s, Bd::Farm);
                s.players[1].worker = Some(Bd::Farm);
            }
            assert!(
                le_havre::buildings::usable(&s, 0, b),
                "{} is never usable",
                b.name()
            );
        } else {
            assert!(!le_havre::buildings::usable(&fresh(2), 0, b));
        }
    }
}

#[test]
fn full_games_with_all_specials_revealed_early_stay_consistent() {
    for n in 1..=5u8 {
        for seed in 0..4u64 {
            let o = le_havre::setup::options(n, &[]).unwrap();
            let mut r = GameRng::new(seed);
            let mut s = le_havre::setup::setup(&o, &mut r).unwrap();
            // Reveal most specials straight into the town.
            let all: Vec<Bd> = s.specials.drain(..).chain(s.leftover.drain(..)).collect();
            let (now, later): (Vec<Bd>, Vec<Bd>) = all.into_iter().partition(|b| {
                !matches!(b, Bd::ConstructionSite | Bd::Dunny | Bd::FootballStadium)
            });
            s.town.extend(now);
            s.specials = later;
            let mut steps = 0;
            while s.phase != Phase::Over && steps < 20_000 {
                let seat = s.acting().unwrap() as usize;
                let l = legal(&s, seat);
                assert!(!l.is_empty());
                // The heuristic bot now and then, random moves otherwise (fast in debug).
                let i = if steps % 8 == 0 {
                    LeHavre::heuristic(&s, seat as u8, &l, &mut r)
                } else {
                    r.below(l.len())
                };
                LeHavre::apply(&mut s, seat as u8, &l[i], &mut r).unwrap();
                le_havre::invariants::check(&s).unwrap();
                steps += 1;
            }
            assert_eq!(s.phase, Phase::Over, "{n} players seed {seed}");
        }
    }
}
