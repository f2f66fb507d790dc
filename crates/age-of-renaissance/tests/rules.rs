//! One test per rule, named after the FACTS.md section (which follows the Korean living-rules
//! text's numbering where that survives) it checks.

mod common;
use age_of_renaissance::data::{Commodity, adv};
use age_of_renaissance::reach::{Reach, reach};
use age_of_renaissance::state::Ship;
use age_of_renaissance::{
    Action, AgeOfRenaissance, Phase, cards, data, expansion, income, misery, purchase,
};
use common::*;
use smokestack_core::{Game, GameRng};

fn three() -> (age_of_renaissance::State, GameRng) {
    let (mut s, mut rng) = opened(3, &[], 11);
    bid(&mut s, &mut rng, &[0, 0, 0]);
    (s, rng)
}

#[test]
fn facts_4_1_commodity_payout_k_n_squared_with_shortage_surplus_and_industry() {
    let (mut s, mut rng) = three();
    clear_map(&mut s);
    for p in ["Naples", "Milan", "Rome"] {
        dominate(&mut s, 0, pid(p));
    }
    dominate(&mut s, 1, pid("Paris"));
    // Stone: base 1; three markets pay 9, one pays 1.
    assert_eq!(cards::payout(&s, 0, Commodity::Stone), 9);
    assert_eq!(cards::payout(&s, 1, Commodity::Stone), 1);
    assert_eq!(cards::payout(&s, 2, Commodity::Stone), 0);
    s.market[Commodity::Stone.index()] = 1;
    assert_eq!(cards::payout(&s, 0, Commodity::Stone), 16);
    s.market[Commodity::Stone.index()] = -1;
    assert_eq!(cards::payout(&s, 0, Commodity::Stone), 4);
    assert_eq!(cards::payout(&s, 1, Commodity::Stone), 0);
    s.players[0].advances |= 1 << adv::INDUSTRY;
    assert_eq!(cards::payout(&s, 0, Commodity::Stone), 9);
    // Playing the card pays everyone and removes one marker; a double marker leaves one.
    s.market[Commodity::Stone.index()] = 2;
    let stone = card("Stone");
    let cash: Vec<u32> = s.players.iter().map(|p| p.cash).collect();
    give(&mut s, 2, stone);
    cards::play(&mut s, 2, stone, Commodity::Stone as u8, &mut rng);
    assert_eq!(s.players[0].cash, cash[0] + 25);
    assert_eq!(s.players[1].cash, cash[1] + 4);
    assert_eq!(s.market[Commodity::Stone.index()], 1);
    assert!(s.discard.contains(&stone));
}

#[test]
fn facts_4_1_double_cards_name_one_commodity() {
    let (mut s, _) = three();
    let gi = card("Gold/Ivory");
    s.players[0].hand.clear();
    give(&mut s, 0, gi);
    s.phase = Phase::PlayCards;
    s.cursor = s.place(0);
    let l = legal(&s, 0);
    assert!(l.contains(&Action::Play {
        card: gi,
        choice: Commodity::Gold as u8
    }));
    assert!(l.contains(&Action::Play {
        card: gi,
        choice: Commodity::Ivory as u8
    }));
    assert!(l.contains(&Action::Pass));
}

#[test]
fn facts_5_6_stabilization_is_n_n_plus_1_over_2_and_middle_class_halves_rounding_up() {
    assert_eq!(data::stabilization_cost(0, false), 0);
    assert_eq!(data::stabilization_cost(5, false), 15);
    assert_eq!(data::stabilization_cost(12, false), 78);
    assert_eq!(data::stabilization_cost(5, true), 8);
    assert_eq!(data::stabilization_cost(9, true), 23);
    // Not paying: $15 at misery 0 is two 10-steps (the Korean rules' example).
    assert_eq!(misery::spaces_for(0, 15), 2);
}

#[test]
fn facts_5_6_purchase_ends_with_stabilization_paid_or_refused() {
    let (mut s, mut rng) = three();
    s.phase = Phase::Purchase;
    s.cursor = 0;
    let seat = s.order[0];
    s.players[seat as usize].hand.clear();
    give(&mut s, seat as usize, card("Famine"));
    give(&mut s, seat as usize, card("Armor"));
    s.players[seat as usize].cash = 2;
    act(&mut s, seat, Action::Done, &mut rng);
    // Cost 3 with $2: only refusing is legal.
    assert_eq!(legal(&s, seat), vec![Action::RefuseStabilization]);
    act(&mut s, seat, Action::RefuseStabilization, &mut rng);
    assert_eq!(s.players[seat as usize].misery, 1);
    assert_ne!(s.current(), Some(seat));
}

#[test]
fn facts_5_6_misery_relief_one_space_per_tier_price_the_step_less_mr() {
    let (mut s, _) = three();
    let seat = 0;
    s.players[seat].misery = 8; // 80
    s.players[seat].cash = 100;
    assert!(!misery::may_relieve(&s, seat), "no tier, no relief");
    // One advance in each category: tier 1.
    for a in [0, 4, 8, 13, 17, 21] {
        s.players[seat].advances |= 1 << a;
    }
    assert_eq!(s.tiers(seat), 1);
    assert!(misery::may_relieve(&s, seat));
    assert_eq!(misery::relief_price(&s, seat), (10, 0));
    s.players[seat].misery = 12; // 150 → 125 costs 25
    assert_eq!(misery::relief_price(&s, seat), (25, 0));
    s.players[seat].mr_left = 10;
    assert_eq!(misery::relief_price(&s, seat), (15, 10));
    // Enlightenment halves the step before MR (every rules option: the rulebook keeps it).
    s.players[seat].advances |= 1 << adv::ENLIGHTENMENT;
    assert_eq!(misery::relief_price(&s, seat), (3, 10));
    s.players[seat].advances &= !(1 << adv::ENLIGHTENMENT);
    s.players[seat].relief_taken = 1;
    assert!(
        !misery::may_relieve(&s, seat),
        "one space per tier per turn"
    );
}

#[test]
fn facts_5_6_living_rules_set_bonus_for_science_commerce_communication() {
    let (mut s, _) = three();
    s.players[0].misery = 10;
    for a in [0, 1, 8, 9, 13, 14] {
        s.players[0].advances |= 1 << a;
    }
    misery::set_bonus(&mut s, 0);
    assert_eq!(s.players[0].misery, 9);
    misery::set_bonus(&mut s, 0);
    assert_eq!(s.players[0].misery, 9, "once");
    for a in [2, 10, 15] {
        s.players[0].advances |= 1 << a;
    }
    misery::set_bonus(&mut s, 0);
    assert_eq!(s.players[0].misery, 7);
    // Not under the original rules.
    let (mut o, _) = opened(3, &[("rules", "original")], 1);
    o.players[0].misery = 10;
    for a in [0, 1, 8, 9, 13, 14] {
        o.players[0].advances |= 1 << a;
    }
    misery::set_bonus(&mut o, 0);
    assert_eq!(o.players[0].misery, 10);
}

#[test]
fn facts_5_6_chaos_past_1000_puts_a_player_out() {
    let (mut s, _) = three();
    s.players[1].misery = 24;
    misery::worse(&mut s, 1, 3);
    assert!(s.players[1].out());
    assert!(s.players[1].hand.is_empty());
    assert!(s.spaces.iter().all(|sp| !sp.held_by(1)));
    AgeOfRenaissance::check_invariants(&s).unwrap();
}

#[test]
fn facts_3_credits_count_from_the_next_turn_leaders_and_research_stack() {
    let (mut s, mut rng) = three();
    let seat = 0usize;
    s.players[seat].cash = 500;
    // Living credits: Patronage gives 20 towards other Religion advances.
    s.players[seat].advances |= 1 << adv::PATRONAGE;
    assert_eq!(purchase::price(&s, seat, adv::HOLY_INDULGENCE), 40);
    // Bought this turn: no credit yet.
    s.players[seat].bought_now |= 1 << adv::PATRONAGE;
    assert_eq!(purchase::price(&s, seat, adv::HOLY_INDULGENCE), 60);
    s.players[seat].bought_now = 0;
    // Institutional Research: $10 except Civics and Religion.
    s.players[seat].advances |= 1 << adv::INSTITUTIONAL_RESEARCH;
    assert_eq!(purchase::price(&s, seat, adv::HEAVENS), 20);
    assert_eq!(purchase::price(&s, seat, adv::HOLY_INDULGENCE), 40);
    // A leader played this turn by this seat: Copernicus $20 off The Heavens.
    let cop = card("Nicolaus Copernicus");
    give(&mut s, seat, cop);
    cards::play(&mut s, seat, cop, 0, &mut rng);
    assert_eq!(purchase::price(&s, seat, adv::HEAVENS), 0);
    assert_eq!(purchase::price(&s, 1, adv::HEAVENS), 30, "only its owner");
    // Original rules: Patronage credit 10; Written Record +$10 on leader discounts.
    let (mut o, _) = opened(3, &[("rules", "original")], 2);
    o.players[0].advances |= 1 << adv::PATRONAGE;
    assert_eq!(purchase::price(&o, 0, adv::HOLY_INDULGENCE), 50);
    o.leaders.push((card("Charlemagne"), 0));
    assert_eq!(purchase::price(&o, 0, adv::NATIONALISM), 40);
    o.players[0].advances |= 1 << adv::WRITTEN_RECORD;
    assert_eq!(purchase::price(&o, 0, adv::NATIONALISM), 30);
}

#[test]
fn facts_3_the_korean_example_v_credit_10_and_x_credit_30() {
    let (mut s, _) = three();
    s.players[0].advances |= 1 << adv::URBAN_ASCENDANCY;
    assert_eq!(purchase::price(&s, 0, adv::NATIONALISM), 50);
    s.players[0].advances |= 1 << adv::INSTITUTIONAL_RESEARCH;
    assert_eq!(purchase::price(&s, 0, adv::COSMOPOLITAN), 150 - 10 - 30);
    // The Euro sheet's credits differ: V 20, X 40.
    let (mut e, _) = opened(3, &[("rules", "euro")], 3);
    e.players[0].advances |= (1 << adv::URBAN_ASCENDANCY) | (1 << adv::INSTITUTIONAL_RESEARCH);
    assert_eq!(e.players[0].advances.count_ones(), 2);
    assert_eq!(purchase::price(&e, 0, adv::COSMOPOLITAN), 150 - 20 - 40);
}

#[test]
fn facts_4_2_walter_and_marco_polo_rise_and_printed_word_rebates() {
    let (mut s, mut rng) = three();
    s.leaders.push((card("Walter the Penniless"), 0));
    assert_eq!(purchase::price(&s, 0, adv::OVERLAND_EAST), 20);
    s.crusades_now = true;
    assert_eq!(purchase::price(&s, 0, adv::OVERLAND_EAST), 10);
    s.leaders = vec![(card("Marco Polo"), 0)];
    s.mongols = true;
    assert_eq!(purchase::price(&s, 0, adv::OVERLAND_EAST), 0);
    assert_eq!(purchase::price(&s, 0, adv::COSMOPOLITAN), 110);
    // Printed Word: the discount in cash for each named advance already owned.
    s.players[1].advances |= (1 << adv::PRINTED_WORD) | (1 << adv::HEAVENS);
    let galileo = card("Galileo Galilei");
    give(&mut s, 1, galileo);
    let cash = s.players[1].cash;
    cards::play(&mut s, 1, galileo, 0, &mut rng);
    assert_eq!(s.players[1].cash, cash + 20);
}

#[test]
fn facts_3_prerequisites_and_papal_decree() {
    let (mut s, _) = three();
    s.players[0].cash = 1000;
    assert!(!purchase::may_buy(&s, 0, adv::OCEAN_NAVIGATION));
    s.players[0].advances |= (1 << adv::HEAVENS) | (1 << adv::SEAWORTHY);
    assert!(purchase::may_buy(&s, 0, adv::OCEAN_NAVIGATION));
    s.papal_ban = Some(data::Category::Exploration);
    assert!(!purchase::may_buy(&s, 0, adv::OCEAN_NAVIGATION));
    // Living rules: Z needs K (Wind/Watermill), L needs K.
    assert!(!purchase::may_buy(&s, 0, adv::MIDDLE_CLASS));
    s.players[0].advances |= 1 << adv::K;
    assert!(purchase::may_buy(&s, 0, adv::MIDDLE_CLASS));
}

#[test]
fn facts_3_1_purchase_effects_religion_misery_human_body_relief_ships() {
    let (mut s, mut rng) = three();
    s.phase = Phase::Purchase;
    s.cursor = 0;
    let seat = s.order[0];
    let i = seat as usize;
    s.players[i].cash = 1000;
    s.players[i].misery = 3;
    act(&mut s, seat, Action::BuyAdvance(adv::PATRONAGE), &mut rng);
    assert_eq!(s.players[i].misery, 4);
    // Human Body: +1 as the Korean rules text says (FACTS reads −1; the rulebook wins).
    act(&mut s, seat, Action::BuyAdvance(adv::HUMAN_BODY), &mut rng);
    assert_eq!(s.players[i].misery, 5);
    // Living rules: J is Improved Agriculture: −1 misery.
    act(&mut s, seat, Action::BuyAdvance(adv::CARAVAN), &mut rng);
    act(&mut s, seat, Action::BuyAdvance(adv::J), &mut rng);
    assert_eq!(s.players[i].misery, 4);
    // Ships: first a galley 2, one upgrade per turn.
    act(&mut s, seat, Action::BuyShip, &mut rng);
    assert_eq!(s.players[i].ship, Ship::Galley(2));
    assert!(!legal(&s, seat).contains(&Action::BuyShip));
    // Seaworthy Vessels puts the marker on 10.
    act(&mut s, seat, Action::BuyAdvance(adv::SEAWORTHY), &mut rng);
    assert_eq!(s.players[i].ship, Ship::Seaworthy(10));
    act(&mut s, seat, Action::BuyAdvance(adv::HEAVENS), &mut rng);
    act(
        &mut s,
        seat,
        Action::BuyAdvance(adv::OCEAN_NAVIGATION),
        &mut rng,
    );
    assert_eq!(s.players[i].ship, Ship::Ocean(1));
}

#[test]
fn facts_3_2_land_expansion_from_controlled_provinces_and_the_capital() {
    let (mut s, _) = three();
    clear_map(&mut s);
    let seat = 0;
    s.players[seat].capital = Some(pid("Barcelona"));
    let r = reach(&s, seat);
    assert_eq!(r[pid("Toulouse") as usize], Reach::Land);
    assert_eq!(r[pid("Montpelier") as usize], Reach::Land);
    assert_eq!(r[pid("Lyons") as usize], Reach::No);
    // White (placed this turn) tokens are not a source.
    s.spaces[pid("Montpelier") as usize].tokens[seat] = 1;
    s.spaces[pid("Montpelier") as usize].fresh[seat] = 1;
    s.players[seat].stock -= 1;
    assert_eq!(reach(&s, seat)[pid("Lyons") as usize], Reach::No);
    s.spaces[pid("Montpelier") as usize].fresh[seat] = 0;
    assert_eq!(reach(&s, seat)[pid("Lyons") as usize], Reach::Land);
}

#[test]
fn facts_3_2_caravan_two_steps_through_a_province_free_of_others_controlled_pieces() {
    // The Korean rules' Bordeaux/Montpelier example: other players' white tokens do not block.
    let (mut s, _) = three();
    clear_map(&mut s);
    let seat = 0;
    s.players[seat].capital = Some(pid("Barcelona"));
    s.players[seat].advances |= 1 << adv::CARAVAN;
    assert_eq!(
        reach(&s, seat)[pid("Bordeaux") as usize],
        Reach::Land,
        "via Toulouse"
    );
    assert_eq!(
        reach(&s, seat)[pid("Lyons") as usize],
        Reach::Land,
        "via Montpelier"
    );
    // Another player's white token in Montpelier: still passable.
    tokens(&mut s, 1, pid("Montpelier"), 1);
    s.spaces[pid("Montpelier") as usize].fresh[1] = 1;
    assert_eq!(reach(&s, seat)[pid("Lyons") as usize], Reach::Land);
    // Controlled: blocks (Lyons is not reachable through Montpelier; Toulouse leads to Bordeaux,
    // not Lyons).
    s.spaces[pid("Montpelier") as usize].fresh[1] = 0;
    assert_eq!(reach(&s, seat)[pid("Lyons") as usize], Reach::No);
}

#[test]
fn facts_2_1_area_v_needs_overland_east() {
    let (mut s, _) = three();
    clear_map(&mut s);
    s.players[0].capital = Some(pid("Venice"));
    tokens(&mut s, 0, pid("Gallipoli"), 1);
    assert_eq!(reach(&s, 0)[pid("Varna") as usize], Reach::No);
    s.players[0].advances |= 1 << adv::OVERLAND_EAST;
    assert_eq!(reach(&s, 0)[pid("Varna") as usize], Reach::Land);
}

#[test]
fn facts_3_2_galleys_range_seaworthy_any_coast_heavens_one_sea() {
    let (mut s, _) = three();
    clear_map(&mut s);
    s.players[0].capital = Some(pid("Genoa"));
    s.players[0].ship = Ship::Galley(2);
    let r = reach(&s, 0);
    // Genoa's coastal zone → Marseilles (1) → Montpelier (2).
    assert_eq!(r[pid("Cagliari") as usize], Reach::Sea(2));
    assert_eq!(r[pid("Montpelier") as usize], Reach::Sea(2));
    assert_eq!(r[pid("Barcelona") as usize], Reach::No);
    // The Heavens: across the Western Mediterranean Sea (one step for the sea).
    s.players[0].advances |= 1 << adv::HEAVENS;
    assert_eq!(reach(&s, 0)[pid("Algiers") as usize], Reach::Sea(2));
    // Seaworthy: every coastal province in play, Iceland included, capacity 10.
    s.players[0].ship = Ship::Seaworthy(10);
    let r = reach(&s, 0);
    assert_eq!(r[pid("West Africa") as usize], Reach::Sea(10));
    assert_eq!(
        r[pid("Iceland") as usize],
        Reach::No,
        "Area II is out with 3 players"
    );
    assert_eq!(r[pid("Acre") as usize], Reach::Sea(10));
    assert_eq!(
        r[pid("Varna") as usize],
        Reach::No,
        "Area V still needs Overland East"
    );
    assert_eq!(r[pid("China") as usize], Reach::No);
    s.players[0].ship = Ship::Ocean(1);
    assert_eq!(reach(&s, 0)[pid("China") as usize], Reach::Sea(u8::MAX));
    assert_eq!(reach(&s, 0)[pid("North America") as usize], Reach::No);
}

#[test]
fn facts_5_5_placing_tokens_dominates_a_market_at_its_size() {
    let (mut s, mut rng) = three();
    clear_map(&mut s);
    let seat = s.order[0];
    let i = seat as usize;
    s.players[i].capital = Some(pid("Barcelona"));
    dominate(&mut s, i, pid("Barcelona"));
    s.phase = Phase::Expansion;
    s.cursor = 0;
    s.players[i].stock -= 5;
    s.players[i].pool = 5;
    let valencia = pid("Valencia");
    act(&mut s, seat, Action::Place(valencia), &mut rng);
    assert_eq!(s.spaces[valencia as usize].tokens[i], 1);
    act(&mut s, seat, Action::Place(valencia), &mut rng);
    assert_eq!(s.spaces[valencia as usize].dom, Some(seat));
    assert!(s.spaces[valencia as usize].dom_fresh);
    assert_eq!(s.spaces[valencia as usize].tokens[i], 0);
    // A satellite takes one token.
    act(&mut s, seat, Action::Place(pid("Toulouse")), &mut rng);
    assert!(!legal(&s, seat).contains(&Action::Place(pid("Toulouse"))));
    AgeOfRenaissance::check_invariants(&s).unwrap();
}

#[test]
fn facts_5_5_competition_cost_marker_twice_size_satellites_capital_double() {
    let (mut s, _) = three();
    clear_map(&mut s);
    let (a, d) = (0usize, 1usize);
    // A domination marker counts as the size: 2 × size.
    dominate(&mut s, d, pid("Lyons"));
    assert_eq!(expansion::required(&s, a, pid("Lyons")), 8);
    // A defender's controlled satellite whose arrow points there: +1 (Toulouse → Bordeaux).
    dominate(&mut s, d, pid("Bordeaux"));
    assert_eq!(expansion::required(&s, a, pid("Bordeaux")), 8);
    tokens(&mut s, d, pid("Toulouse"), 1);
    assert_eq!(expansion::required(&s, a, pid("Bordeaux")), 9);
    // Cosmopolitan: the attacker's own supporting satellite −1.
    s.players[a].advances |= 1 << adv::COSMOPOLITAN;
    tokens(&mut s, a, pid("Cagliari"), 1);
    dominate(&mut s, d, pid("Marseilles"));
    assert_eq!(expansion::required(&s, a, pid("Marseilles")), 9);
    // Satellites: 1 + 1.
    assert_eq!(expansion::required(&s, a, pid("Toulouse")), 2);
    // Tokens: size + the others' tokens.
    tokens(&mut s, d, pid("Dijon"), 2);
    assert_eq!(expansion::required(&s, a, pid("Dijon")), 5);
    // A defender's own capital counts double.
    s.players[d].capital = Some(pid("Genoa"));
    dominate(&mut s, d, pid("Genoa"));
    // 5 + 2 × 5, less 1 for the attacker's Cosmopolitan satellite Cagliari (→ Genoa).
    assert_eq!(expansion::required(&s, a, pid("Genoa")), 5 + 10 - 1);
    // Never fewer than the size.
    assert!(expansion::required(&s, a, pid("Toulouse")) >= 1);
}

#[test]
fn facts_4_3_arms_cards_change_the_cost_and_ties() {
    let (mut s, _) = three();
    clear_map(&mut s);
    dominate(&mut s, 1, pid("Lyons"));
    s.arms.push((0, 2)); // Armor
    assert_eq!(expansion::required(&s, 0, pid("Lyons")), 7);
    assert!(expansion::arms_over(&s, 0, 1));
    s.arms.push((1, 3)); // Long Bow beats Armor
    assert_eq!(expansion::required(&s, 0, pid("Lyons")), 9);
    assert!(!expansion::arms_over(&s, 0, 1));
}

#[test]
fn facts_5_5_competition_the_coloured_die_beats_the_order_box() {
    // Over many seeds: the attacker wins at least whenever the coloured die beats his box or
    // his die beats the defender's, and never otherwise (no arms).
    for seed in 0..40 {
        let (mut s, _) = three();
        let mut rng = GameRng::new(seed);
        clear_map(&mut s);
        let seat = s.order[0];
        let i = seat as usize;
        s.players[i].capital = Some(pid("Barcelona"));
        dominate(&mut s, i, pid("Barcelona"));
        let def = s.order[1] as usize;
        tokens(&mut s, def, pid("Valencia"), 1);
        s.phase = Phase::Expansion;
        s.cursor = 0;
        s.players[i].stock -= 10;
        s.players[i].pool = 10;
        act(&mut s, seat, Action::Attack(pid("Valencia")), &mut rng);
        let (_, _, c, x, y, won) = s.last_fight.unwrap();
        let boxn = s.order_box(seat);
        assert_eq!(won, c > boxn || x > y, "seed {seed}");
        assert_eq!(s.players[i].pool, 10 - 3);
        if won {
            assert_eq!(s.spaces[pid("Valencia") as usize].dom, Some(seat));
        } else {
            assert_eq!(s.spaces[pid("Valencia") as usize].tokens[def], 1);
        }
        AgeOfRenaissance::check_invariants(&s).unwrap();
    }
}

#[test]
fn facts_8_4_proselytism_wins_when_the_coloured_die_equals_the_box() {
    let mut wins_equal = (0, 0);
    for seed in 0..200 {
        let (mut s, _) = three();
        let mut rng = GameRng::new(seed);
        clear_map(&mut s);
        let seat = s.order[0];
        let i = seat as usize;
        s.players[i].advances |= 1 << adv::PROSELYTISM;
        s.players[i].capital = Some(pid("Barcelona"));
        dominate(&mut s, i, pid("Barcelona"));
        let def = s.order[1] as usize;
        tokens(&mut s, def, pid("Valencia"), 1);
        s.phase = Phase::Expansion;
        s.cursor = 0;
        s.players[i].stock -= 3;
        s.players[i].pool = 3;
        act(&mut s, seat, Action::Attack(pid("Valencia")), &mut rng);
        let (_, _, c, x, y, won) = s.last_fight.unwrap();
        assert_eq!(won, c >= s.order_box(seat) || x > y);
        if c == s.order_box(seat) && x <= y {
            wins_equal.0 += 1;
            wins_equal.1 += usize::from(won);
        }
    }
    assert!(wins_equal.0 > 0 && wins_equal.0 == wins_equal.1);
}

#[test]
fn facts_5_5_holy_indulgence_takes_two_tokens_from_each_non_owner() {
    let (mut s, _) = three();
    for p in &mut s.players {
        p.stock -= 5;
        p.pool = 5;
    }
    s.players[0].advances |= 1 << adv::HOLY_INDULGENCE;
    s.players[2].pool = 1;
    s.players[2].stock += 4;
    let cash2 = s.players[2].cash;
    expansion::holy_indulgence(&mut s);
    assert_eq!(s.players[0].pool, 9);
    assert_eq!(s.players[1].pool, 3);
    assert_eq!(s.players[2].pool, 0);
    assert_eq!(s.players[2].cash, cash2 - 1);
    AgeOfRenaissance::check_invariants(&s).unwrap();
}

#[test]
fn facts_8_3_expansion_cards_cost_3_6_9_tokens() {
    assert_eq!(
        (0..4).map(data::expansion_card_cost).collect::<Vec<_>>(),
        vec![3, 6, 9, 12]
    );
}

#[test]
fn facts_8_1_income_is_15_plus_markets_times_players_provisional() {
    assert_eq!(data::income(1, 3), 18);
    assert_eq!(data::income(10, 6), 75);
    assert_eq!(data::income(30, 4), 115);
    let (mut s, mut rng) = three();
    clear_map(&mut s);
    dominate(&mut s, 0, pid("Venice"));
    dominate(&mut s, 0, pid("Genoa"));
    s.players[0].cash = 100;
    s.players[0].advances |= (1 << adv::INTEREST_PROFIT) | (1 << adv::MIDDLE_CLASS);
    s.players[1].cash = 5;
    s.players[1].advances |= 1 << adv::INTEREST_PROFIT;
    let c2 = s.players[2].cash;
    income::income(&mut s, &mut rng);
    // 21 income, Interest & Profit capped at the income, Middle Class +10.
    assert!(s.players[0].cash >= 100 + 21 + 21 + 10 - 2);
    assert!(s.players[1].cash >= 5 + 15 + 5 - 1);
    assert!(s.players[2].cash >= c2 + 15 - 1);
}

#[test]
fn facts_5_4_dice_sum_twelve_is_gold_and_ivory() {
    assert_eq!(income::by_sum(12), vec![Commodity::Gold, Commodity::Ivory]);
    assert_eq!(income::by_sum(2), vec![Commodity::Stone]);
    assert_eq!(income::by_sum(7), vec![Commodity::Wine]);
    // Two rolls: at most two markers in all (Gold and Ivory count as one roll).
    for seed in 0..50 {
        let (mut s, _) = three();
        income::roll(&mut s, &mut GameRng::new(seed));
        let n: i32 = s.market.iter().map(|m| m.abs() as i32).sum();
        assert!(n <= 4);
    }
}

#[test]
fn facts_8_10_the_first_player_may_buy_off_several_markers() {
    let (mut s, mut rng) = three();
    s.market[Commodity::Stone.index()] = 1;
    s.market[Commodity::Wool.index()] = -2;
    s.phase = Phase::BuyOff;
    s.cursor = 0;
    s.turn = 2;
    let first = s.order[0];
    s.players[first as usize].cash = 10;
    assert_eq!(AgeOfRenaissance::to_act(&s), vec![first]);
    act(&mut s, first, Action::BuyOff(Commodity::Wool), &mut rng);
    act(&mut s, first, Action::BuyOff(Commodity::Wool), &mut rng);
    act(&mut s, first, Action::BuyOff(Commodity::Stone), &mut rng);
    assert_eq!(s.market, [0; 12]);
    assert_eq!(s.players[first as usize].cash, 10 - 5);
}

#[test]
fn facts_4_0_famine_mysticism_and_the_enlightened_ruler() {
    let (mut s, mut rng) = three();
    clear_map(&mut s);
    dominate(&mut s, 0, pid("Sicily"));
    s.players[0].advances |= 1 << adv::J; // living: Improved Agriculture
    let famine = card("Famine");
    give(&mut s, 1, famine);
    cards::play(&mut s, 1, famine, 0, &mut rng);
    assert_eq!(
        (
            s.players[0].misery,
            s.players[1].misery,
            s.players[2].misery
        ),
        (2, 4, 4)
    );
    // Enlightened Ruler spares its player Mysticism Abounds.
    let er = card("Enlightened Ruler");
    give(&mut s, 2, er);
    cards::play(&mut s, 2, er, 0, &mut rng);
    s.players[1].advances |= 1 << adv::HEAVENS;
    let myst = card("Mysticism Abounds");
    give(&mut s, 0, myst);
    cards::play(&mut s, 0, myst, 0, &mut rng);
    assert_eq!(
        (
            s.players[0].misery,
            s.players[1].misery,
            s.players[2].misery
        ),
        (6, 7, 4)
    );
}

#[test]
fn facts_4_0_alchemists_gold_halves_written_cash() {
    let (mut s, mut rng) = three();
    s.players[1].written_cash = 31;
    s.players[1].cash = 40;
    let ag = card("Alchemist's Gold");
    give(&mut s, 0, ag);
    // Owners of Laws of Matter are no target.
    s.players[2].advances |= 1 << adv::LAWS_OF_MATTER;
    assert_eq!(
        cards::targets(&s, 0, data::Event::AlchemistsGold),
        vec![0, 1]
    );
    cards::play(&mut s, 0, ag, 1, &mut rng);
    assert_eq!(s.players[1].cash, 40 - 16);
}

#[test]
fn facts_4_0_rebellion_black_death_crusades_and_mongols() {
    let (mut s, mut rng) = three();
    clear_map(&mut s);
    s.players[1].capital = Some(pid("Genoa"));
    dominate(&mut s, 1, pid("Genoa"));
    dominate(&mut s, 1, pid("Lyons"));
    let reb = card("Rebellion");
    let t = cards::targets(&s, 0, data::Event::Rebellion);
    assert!(t.contains(&pid("Lyons")) && !t.contains(&pid("Genoa")));
    give(&mut s, 0, reb);
    cards::play(&mut s, 0, reb, pid("Lyons"), &mut rng);
    assert_eq!(s.spaces[pid("Lyons") as usize].dom, None);
    assert_eq!(s.spaces[pid("Lyons") as usize].tokens[1], 1);
    // Black Death in Area VII: tokens go home, markers become one token.
    let bd = card("Black Death");
    give(&mut s, 0, bd);
    cards::play(&mut s, 0, bd, 7, &mut rng);
    assert_eq!(s.spaces[pid("Lyons") as usize].tokens[1], 0);
    assert_eq!(s.spaces[pid("Genoa") as usize].tokens[1], 1);
    // The Crusades: a marker in Area VI, +1 misery; voided by Mongol Armies.
    let cr = card("The Crusades");
    give(&mut s, 2, cr);
    assert!(cards::playable(&s, cr));
    cards::play(&mut s, 2, cr, pid("Acre"), &mut rng);
    assert_eq!(s.spaces[pid("Acre") as usize].dom, Some(2));
    assert_eq!(s.players[2].misery, 1);
    let mo = card("Mongol Armies");
    give(&mut s, 0, mo);
    let cash = s.players[0].cash;
    cards::play(&mut s, 0, mo, 0, &mut rng);
    assert_eq!(s.players[0].cash, cash + 10);
    assert!(!cards::playable(&s, cr), "Crusades is now a misery burden");
    assert!(s.removed.contains(&mo), "Mongol Armies is a square card");
    AgeOfRenaissance::check_invariants(&s).unwrap();
}

#[test]
fn facts_4_3_long_bow_and_gunpowder_void_armor_and_stirrups() {
    let (mut s, mut rng) = three();
    let (armor, lb) = (card("Armor"), card("Long Bow"));
    assert!(cards::playable(&s, armor));
    give(&mut s, 0, lb);
    cards::play(&mut s, 0, lb, 0, &mut rng);
    assert!(!cards::playable(&s, armor));
}

#[test]
fn facts_4_0_papal_decree_void_by_religious_strife() {
    let (mut s, mut rng) = three();
    let pd = card("Papal Decree");
    give(&mut s, 0, pd);
    cards::play(&mut s, 0, pd, 4, &mut rng);
    assert_eq!(s.papal_ban, Some(data::Category::Exploration));
    let rs = card("Religious Strife");
    give(&mut s, 1, rs);
    cards::play(&mut s, 1, rs, 0, &mut rng);
    assert_eq!(s.papal_ban, None);
    assert!(!cards::playable(&s, pd));
}

#[test]
fn facts_1_epochs_circle_cards_return_square_cards_leave() {
    let (mut s, mut rng) = three();
    let (stone, charlemagne) = (card("Stone"), card("Charlemagne"));
    give(&mut s, 0, stone);
    give(&mut s, 0, charlemagne);
    cards::play(&mut s, 0, stone, 0, &mut rng);
    cards::play(&mut s, 0, charlemagne, 0, &mut rng);
    assert!(s.discard.contains(&stone) && s.removed.contains(&charlemagne));
    let e2 = s.future[0].len();
    s.deck.clear();
    cards::draw(&mut s, 1, &mut rng);
    assert_eq!(s.epoch, 2);
    assert_eq!(
        s.deck.len() + 1,
        e2 + 1,
        "epoch 2 cards and the played Stone"
    );
    assert!(s.discard.is_empty());
}

#[test]
fn facts_5_8_the_last_epoch_running_out_ends_the_game_after_a_final_play() {
    let (mut s, mut rng) = opened(3, &[("epochs", "1")], 12);
    bid(&mut s, &mut rng, &[0, 0, 0]);
    s.deck.clear();
    // Play on with passes until the game ends.
    let mut steps = 0;
    while s.phase != Phase::Over && steps < 500 {
        let seat = AgeOfRenaissance::to_act(&s)[0];
        let l = legal(&s, seat);
        let a = l
            .iter()
            .find(|a| {
                matches!(
                    a,
                    Action::Pass | Action::Done | Action::RefuseStabilization | Action::OrderBid(0)
                )
            })
            .cloned()
            .unwrap_or(l[0].clone());
        if s.phase == Phase::FinalPlay && s.pending.is_none() {
            assert!(
                a == Action::Pass || matches!(a, Action::Play { .. }),
                "only plays in the final phase"
            );
        }
        act(&mut s, seat, a, &mut rng);
        steps += 1;
    }
    assert_eq!(s.phase, Phase::Over);
    assert!(s.turn <= 2);
    assert!(AgeOfRenaissance::outcome(&s).is_some());
}

#[test]
fn facts_5_8_score_is_advances_plus_cash_minus_misery_ties_to_later_order() {
    let (mut s, _) = three();
    s.phase = Phase::Over;
    for p in &mut s.players {
        p.cash = 100;
        p.advances = 0;
        p.misery = 0;
    }
    s.players[0].advances = 1 << adv::HEAVENS;
    s.players[0].misery = 2;
    let o = AgeOfRenaissance::outcome(&s).unwrap();
    assert_eq!(o.scores[0].total, 30 + 100 - 20);
    // Players 2 and 3 tie at 110? No: 100 each; seat 0 has 110 and wins.
    assert_eq!(o.winners, vec![0]);
    s.players[0].misery = 3;
    let o = AgeOfRenaissance::outcome(&s).unwrap();
    // All at 100: the latest in Order of Play wins (PROVISIONAL).
    let last = *s.order.last().unwrap() as usize;
    assert_eq!(o.winners, vec![last]);
}

#[test]
fn facts_8_2_one_player_left_outside_chaos_ends_the_game() {
    let (mut s, mut rng) = three();
    misery::worse(&mut s, 1, 30);
    misery::worse(&mut s, 2, 30);
    age_of_renaissance::flow::advance(&mut s, &mut rng);
    assert_eq!(s.phase, Phase::Over);
    assert_eq!(AgeOfRenaissance::outcome(&s).unwrap().winners, vec![0]);
}

#[test]
fn hidden_hands_and_determinize_keep_the_view() {
    let (s, _) = three();
    let v = AgeOfRenaissance::view(&s, Some(0));
    assert!(v.players[0].hand.is_some());
    assert!(v.players[1].hand.is_none());
    let d = AgeOfRenaissance::determinize(&s, 0, &mut GameRng::new(9));
    assert_eq!(d.players[0].hand, s.players[0].hand);
    assert_eq!(
        serde_json::to_string(&AgeOfRenaissance::view(&d, Some(0))).unwrap(),
        serde_json::to_string(&v).unwrap()
    );
}

#[test]
fn facts_4_0_pirates_vikings_reduce_one_marker_per_epoch() {
    let (mut s, mut rng) = three();
    clear_map(&mut s);
    for p in ["Genoa", "Marseilles", "Naples", "Lyons"] {
        dominate(&mut s, 1, pid(p));
    }
    let pv = card("Pirates/Vikings");
    let t = cards::targets(&s, 0, data::Event::PiratesVikings);
    assert!(
        t.contains(&pid("Genoa")) && !t.contains(&pid("Lyons")),
        "coastal only"
    );
    // Epoch 2: two markers; the second is a pending choice of the same player.
    s.epoch = 2;
    s.phase = Phase::PlayCards;
    s.cursor = s.place(0);
    give(&mut s, 0, pv);
    act(
        &mut s,
        0,
        Action::Play {
            card: pv,
            choice: pid("Genoa"),
        },
        &mut rng,
    );
    assert_eq!(AgeOfRenaissance::to_act(&s), vec![0]);
    assert!(legal(&s, 0).contains(&Action::Raid(pid("Naples"))));
    act(&mut s, 0, Action::Raid(pid("Naples")), &mut rng);
    assert_eq!(s.pending, None);
    assert_eq!(s.spaces[pid("Genoa") as usize].tokens[1], 1);
    assert_eq!(s.spaces[pid("Naples") as usize].tokens[1], 1);
    assert_eq!(s.spaces[pid("Marseilles") as usize].dom, Some(1));
    AgeOfRenaissance::check_invariants(&s).unwrap();
}

#[test]
fn facts_4_0_civil_war_misery_capital_half_cash_or_tokens_and_last_in_order() {
    let (mut s, mut rng) = three();
    let victim = s.order[0];
    let v = victim as usize;
    let cap = s.players[v].capital.unwrap();
    s.players[v].written_cash = 20;
    s.players[v].cash = 30;
    let cw = card("Civil War");
    let player = s.order[1];
    s.phase = Phase::PlayCards;
    s.cursor = 1;
    give(&mut s, player as usize, cw);
    act(
        &mut s,
        player,
        Action::Play {
            card: cw,
            choice: victim,
        },
        &mut rng,
    );
    // The victim decides.
    assert_eq!(AgeOfRenaissance::to_act(&s), vec![victim]);
    assert_eq!(
        legal(&s, victim),
        vec![Action::CivilWarCash, Action::CivilWarTokens]
    );
    act(&mut s, victim, Action::CivilWarCash, &mut rng);
    assert_eq!(s.players[v].cash, 20);
    assert_eq!(s.players[v].misery, 1);
    assert_eq!(s.spaces[cap as usize].dom, None);
    assert_eq!(s.spaces[cap as usize].tokens[v], 1);
    // Last in order from the start of Expansion.
    while s.phase != Phase::Expansion {
        let seat = AgeOfRenaissance::to_act(&s)[0];
        let l = legal(&s, seat);
        let a = l
            .iter()
            .find(|a| matches!(a, Action::Pass | Action::Done | Action::RefuseStabilization))
            .cloned()
            .unwrap_or(l[0].clone());
        act(&mut s, seat, a, &mut rng);
    }
    assert_eq!(*s.order.last().unwrap(), victim);
    // The Enlightened Ruler is immune.
    s.immune.push(player);
    assert!(!cards::targets(&s, 0, data::Event::CivilWar).contains(&player));
}

#[test]
fn facts_4_2_patronage_claims_the_second_leader_not_the_first() {
    let (mut s, _) = three();
    s.leaders = vec![(card("Charlemagne"), 1), (card("Nicolaus Copernicus"), 2)];
    s.players[0].cash = 500;
    assert!(purchase::claimable(&s, 0).is_empty(), "needs Patronage");
    s.players[0].advances |= 1 << adv::PATRONAGE;
    assert_eq!(purchase::claimable(&s, 0), vec![1]);
    s.phase = Phase::Purchase;
    s.cursor = s.place(0);
    assert!(legal(&s, 0).contains(&Action::Claim(1)));
    assert_eq!(purchase::price(&s, 0, adv::HEAVENS), 30);
    s.claims.push((1, 0));
    assert_eq!(purchase::price(&s, 0, adv::HEAVENS), 10);
    // The second leader may be claimed by one other player only.
    s.players[1].advances |= 1 << adv::PATRONAGE;
    assert!(purchase::claimable(&s, 1).is_empty());
}

#[test]
fn facts_3_1_cathedral_wins_without_rolling_once_per_opponent() {
    let (mut s, mut rng) = three();
    clear_map(&mut s);
    let seat = s.order[0];
    let i = seat as usize;
    let def = s.order[1] as usize;
    s.players[i].capital = Some(pid("Barcelona"));
    dominate(&mut s, i, pid("Barcelona"));
    tokens(&mut s, def, pid("Valencia"), 1);
    tokens(&mut s, def, pid("Toulouse"), 1);
    s.players[i].advances |= (1 << adv::CATHEDRAL) | (1 << adv::HOLY_INDULGENCE);
    s.phase = Phase::Expansion;
    s.cursor = 0;
    s.players[i].stock -= 10;
    s.players[i].pool = 10;
    let before = rng.position();
    act(
        &mut s,
        seat,
        Action::CathedralAttack(pid("Valencia")),
        &mut rng,
    );
    assert_eq!(rng.position(), before, "no dice");
    assert_eq!(s.spaces[pid("Valencia") as usize].dom, Some(seat));
    assert!(!legal(&s, seat).contains(&Action::CathedralAttack(pid("Toulouse"))));
    assert!(legal(&s, seat).contains(&Action::Attack(pid("Toulouse"))));
}

#[test]
fn facts_3_1_wind_watermill_last_owner_adjusts_one_commodity_after_the_buyoff() {
    let (mut s, mut rng) = three();
    let last = *s.order.last().unwrap();
    let first = s.order[0];
    s.players[last as usize].advances |= 1 << adv::K;
    s.players[first as usize].advances |= 1 << adv::K;
    s.phase = Phase::BuyOff;
    s.cursor = 0;
    s.turn = 2;
    s.market = [0; 12];
    age_of_renaissance::flow::advance(&mut s, &mut rng);
    assert_eq!(AgeOfRenaissance::to_act(&s), vec![last]);
    let l = legal(&s, last);
    assert_eq!(l.len(), 9);
    act(
        &mut s,
        last,
        Action::Watermill {
            commodity: Commodity::Grain,
            to: 1,
        },
        &mut rng,
    );
    assert_eq!(s.market[Commodity::Grain.index()], 1);
    assert_ne!(s.phase, Phase::BuyOff);
    // Not under the original rules (there K is Improved Agriculture).
    let (mut o, mut orng) = opened(3, &[("rules", "original")], 3);
    bid(&mut o, &mut orng, &[0, 0, 0]);
    o.players[0].advances |= 1 << adv::K;
    o.phase = Phase::BuyOff;
    o.cursor = 0;
    age_of_renaissance::flow::advance(&mut o, &mut orng);
    assert_eq!(o.pending, None);
}

#[test]
fn facts_6_9_living_master_art_discards_a_card_when_bought() {
    let (mut s, mut rng) = three();
    s.phase = Phase::Purchase;
    s.cursor = 0;
    let seat = s.order[0];
    let i = seat as usize;
    s.players[i].cash = 1000;
    s.players[i].advances |= (1 << adv::WRITTEN_RECORD) | (1 << adv::PRINTED_WORD);
    let famine = card("Famine");
    give(&mut s, i, famine);
    assert!(!legal(&s, seat).contains(&Action::Discard(famine)));
    act(&mut s, seat, Action::BuyAdvance(adv::MASTER_ART), &mut rng);
    act(&mut s, seat, Action::Discard(famine), &mut rng);
    assert!(s.discard.contains(&famine));
    assert!(
        !legal(&s, seat)
            .iter()
            .any(|a| matches!(a, Action::Discard(_)))
    );
    // Not under the original rules.
    let (mut o, mut orng) = opened(3, &[("rules", "original")], 4);
    bid(&mut o, &mut orng, &[0, 0, 0]);
    o.phase = Phase::Purchase;
    o.cursor = 0;
    let seat = o.order[0];
    let i = seat as usize;
    o.players[i].cash = 1000;
    o.players[i].advances |= (1 << adv::WRITTEN_RECORD) | (1 << adv::PRINTED_WORD);
    act(&mut o, seat, Action::BuyAdvance(adv::MASTER_ART), &mut orng);
    assert!(
        !legal(&o, seat)
            .iter()
            .any(|a| matches!(a, Action::Discard(_)))
    );
}

#[test]
fn facts_5_3_renaissance_swaps_with_a_neighbour_at_the_start_of_a_phase_once_a_turn() {
    let (mut s, mut rng) = opened(4, &[], 31);
    // Seat 0 owns Renaissance; the bid puts it second.
    s.players[0].advances |= 1 << adv::RENAISSANCE;
    bid(&mut s, &mut rng, &[2, 1, 3, 4]);
    assert_eq!(s.order, vec![1, 0, 2, 3]);
    // Asked at the start of the next phase: swap with 1 or 2, or not.
    assert_eq!(AgeOfRenaissance::to_act(&s), vec![0]);
    assert_eq!(
        legal(&s, 0),
        vec![Action::SwapOrder(1), Action::SwapOrder(2), Action::Done]
    );
    act(&mut s, 0, Action::SwapOrder(1), &mut rng);
    assert_eq!(s.order, vec![0, 1, 2, 3]);
    // Used: not asked again this turn.
    let mut asked = false;
    while s.turn == 1 {
        let seat = AgeOfRenaissance::to_act(&s)[0];
        if s.pending.is_some() {
            asked = true;
        }
        let l = legal(&s, seat);
        let a = l
            .iter()
            .find(|a| matches!(a, Action::Pass | Action::Done | Action::RefuseStabilization))
            .cloned()
            .unwrap_or(l[0].clone());
        act(&mut s, seat, a, &mut rng);
    }
    assert!(!asked);
    // Not with another owner.
    s.players[1].advances |= 1 << adv::RENAISSANCE;
    s.order = vec![0, 1, 2, 3];
    assert!(age_of_renaissance::pending::swap_partners(&s, 0).is_empty());
}

/// An attack by the first player on a lone defender's token in Valencia, from Barcelona.
fn valencia_attack(kv: &[(&str, &str)]) -> (age_of_renaissance::State, GameRng, u8, usize) {
    let (mut s, mut rng) = opened(3, kv, 41);
    bid(&mut s, &mut rng, &[0, 0, 0]);
    clear_map(&mut s);
    let seat = s.order[0];
    let i = seat as usize;
    let def = s.order[1] as usize;
    s.players[i].capital = Some(pid("Barcelona"));
    dominate(&mut s, i, pid("Barcelona"));
    dominate(&mut s, def, pid("Valencia"));
    s.phase = Phase::Expansion;
    s.cursor = 0;
    s.players[i].stock -= 10;
    s.players[i].pool = 10;
    (s, rng, seat, def)
}

#[test]
fn facts_3_1_cathedral_in_defence_living_rules() {
    let (mut s, mut rng, seat, def) = valencia_attack(&[]);
    s.players[def].advances |= (1 << adv::CATHEDRAL) | (1 << adv::HOLY_INDULGENCE);
    act(&mut s, seat, Action::Attack(pid("Valencia")), &mut rng);
    // The defender decides before the roll.
    assert_eq!(AgeOfRenaissance::to_act(&s), vec![def as u8]);
    assert_eq!(
        legal(&s, def as u8),
        vec![Action::DefendWithCathedral, Action::Done]
    );
    let before = rng.position();
    act(&mut s, def as u8, Action::DefendWithCathedral, &mut rng);
    assert_eq!(rng.position(), before, "no roll");
    assert_eq!(s.spaces[pid("Valencia") as usize].dom, Some(def as u8));
    assert_eq!(s.players[seat as usize].pool, 10 - 4);
    // Once per turn against this attacker: the next attack rolls at once.
    act(&mut s, seat, Action::Attack(pid("Valencia")), &mut rng);
    assert_eq!(s.pending, None);
    // Not under the original rules.
    let (mut o, mut orng, seat, def) = valencia_attack(&[("rules", "original")]);
    o.players[def].advances |= (1 << adv::CATHEDRAL) | (1 << adv::HOLY_INDULGENCE);
    act(&mut o, seat, Action::Attack(pid("Valencia")), &mut orng);
    assert_eq!(o.pending, None);
}

#[test]
fn facts_6_4_living_written_record_swaps_a_card_after_a_won_competition() {
    for seed in 0..40 {
        let (mut s, _, seat, def) = valencia_attack(&[]);
        let mut rng = GameRng::new(seed);
        let i = seat as usize;
        s.players[i].advances |= 1 << adv::WRITTEN_RECORD;
        for x in [i, def] {
            let h = std::mem::take(&mut s.players[x].hand);
            s.discard.extend(h);
        }
        give(&mut s, i, card("Famine"));
        give(&mut s, def, card("Stone"));
        act(&mut s, seat, Action::Attack(pid("Valencia")), &mut rng);
        if s.last_fight.unwrap().5 {
            assert_eq!(AgeOfRenaissance::to_act(&s), vec![seat]);
            assert_eq!(
                legal(&s, seat),
                vec![Action::GiveCard(card("Famine")), Action::Done]
            );
            act(&mut s, seat, Action::GiveCard(card("Famine")), &mut rng);
            assert_eq!(s.players[i].hand, vec![card("Stone")]);
            assert_eq!(s.players[def].hand, vec![card("Famine")]);
            assert!(s.players[i].swap_used);
            AgeOfRenaissance::check_invariants(&s).unwrap();
            return;
        }
        assert_eq!(s.pending, None, "no swap after a lost competition");
    }
    panic!("no won competition in 40 seeds");
}

#[test]
fn facts_3_1_original_wind_watermill_swap_costs_tokens_and_a_roll() {
    for seed in 0..40 {
        let (mut s, _, seat, def) = valencia_attack(&[("rules", "original")]);
        let mut rng = GameRng::new(seed);
        let i = seat as usize;
        s.players[i].advances |= 1 << adv::J;
        for x in [i, def] {
            let h = std::mem::take(&mut s.players[x].hand);
            s.discard.extend(h);
        }
        give(&mut s, i, card("Famine"));
        give(&mut s, def, card("Stone"));
        act(&mut s, seat, Action::Attack(pid("Valencia")), &mut rng);
        if s.last_fight.unwrap().5 {
            // Valencia held with a marker: the swap is offered; it costs 2 tokens (its size).
            let pool = s.players[i].pool;
            act(&mut s, seat, Action::GiveCard(card("Famine")), &mut rng);
            assert_eq!(s.players[i].pool, pool - 2);
            AgeOfRenaissance::check_invariants(&s).unwrap();
            return;
        }
    }
    panic!("no won competition in 40 seeds");
}

/// FACTS §3.2: `reach_at` (a placed token's reach, looked up near the province) agrees with
/// the whole map's reach for every seat and province along random games, with every kind of
/// ship and with Caravan and The Heavens given.
#[test]
fn facts_3_2_reach_of_one_province_agrees_with_the_whole_map() {
    use age_of_renaissance::reach::reach_at;
    let ships = [
        Ship::None,
        Ship::Galley(4),
        Ship::Galley(8),
        Ship::Seaworthy(12),
        Ship::Ocean(2),
    ];
    let mut compared = 0;
    for (players, seed) in [(3, 5), (4, 6), (6, 7)] {
        let (mut s, mut rng) = game(players, &[], seed);
        let mut pick = GameRng::new(seed);
        for step in 0.. {
            let acting = AgeOfRenaissance::to_act(&s);
            if acting.is_empty() {
                break;
            }
            if s.phase == Phase::Expansion && step % 5 == 0 {
                for seat in 0..players as usize {
                    let mut t = s.clone();
                    t.players[seat].ship = ships[step % ships.len()];
                    if step % 2 == 0 {
                        t.players[seat].advances |= (1 << adv::CARAVAN) | (1 << adv::HEAVENS);
                    }
                    let whole = reach(&t, seat);
                    for (p, &r) in whole.iter().enumerate() {
                        assert_eq!(reach_at(&t, seat, p as u8), r, "seed {seed} step {step}");
                    }
                    compared += 1;
                }
            }
            let seat = acting[pick.below(acting.len())];
            let legal = AgeOfRenaissance::legal(&s, seat);
            let a = legal[pick.below(legal.len())].clone();
            AgeOfRenaissance::perform(&mut s, seat, &a, &mut rng);
        }
    }
    assert!(compared > 100, "only {compared} positions compared");
}
