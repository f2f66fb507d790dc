//! Rules that had no test of their own before (the audit of issue 11), one test each, named
//! after its FACTS.md section.

mod common;
use age_of_renaissance::data::{Commodity, adv};
use age_of_renaissance::{Action, Phase, State, income};
use common::*;
use smokestack_core::GameRng;

fn three(kv: &[(&str, &str)]) -> (State, GameRng) {
    let (mut s, mut rng) = opened(3, kv, 11);
    bid(&mut s, &mut rng, &[0, 0, 0]);
    clear_map(&mut s);
    (s, rng)
}

#[test]
fn facts_4_0_revolutionary_uprisings_misery_per_commerce_advance_but_not_the_immune() {
    let (mut s, mut rng) = three(&[]);
    let seat = s.order[1];
    s.phase = Phase::PlayCards;
    s.cursor = 1;
    // Seat a: three Commerce advances; seat b: one, but immune (Enlightened Ruler).
    let (a, b) = (s.order[0] as usize, s.order[2] as usize);
    s.players[a].advances |= (1 << adv::CARAVAN) | (1 << adv::INDUSTRY) | (1 << adv::J);
    s.players[b].advances |= 1 << adv::CARAVAN;
    s.immune.push(b as u8);
    let c = card("Revolutionary Uprisings");
    give(&mut s, seat as usize, c);
    act(&mut s, seat, Action::Play { card: c, choice: 0 }, &mut rng);
    assert_eq!(s.players[a].misery, 3);
    assert_eq!(s.players[b].misery, 0);
    assert_eq!(s.players[seat as usize].misery, 0);
}

#[test]
fn facts_5_4_the_sole_most_holder_draws_on_a_shortage_and_pays_on_a_surplus() {
    let (mut s0, _) = three(&[]);
    let seat = s0.order[0] as usize;
    dominate(&mut s0, seat, pid("Milan"));
    dominate(&mut s0, seat, pid("Rome"));
    s0.players[seat].cash = 10;
    let hand = s0.players[seat].hand.len();
    let (mut shortage, mut surplus) = (false, false);
    for k in 0..20_000 {
        let mut s = s0.clone();
        income::roll(&mut s, &mut GameRng::new(k));
        match s.market[Commodity::Stone.index()] {
            m if m > 0 && !shortage => {
                shortage = true;
                assert_eq!(s.players[seat].hand.len(), hand + 1);
                assert_eq!(s.players[seat].cash, 10);
            }
            m if m < 0 && !surplus => {
                surplus = true;
                // $1 for each of his two Stone markets.
                assert_eq!(s.players[seat].cash, 8);
                assert_eq!(s.players[seat].hand.len(), hand);
            }
            _ => {}
        }
        if shortage && surplus {
            break;
        }
    }
    assert!(shortage && surplus);
    // A tie for most: nobody draws or pays.
    let other = s0.order[1] as usize;
    dominate(&mut s0, other, pid("Naples"));
    dominate(&mut s0, other, pid("Montpelier"));
    for k in 0..20_000 {
        let mut s = s0.clone();
        income::roll(&mut s, &mut GameRng::new(k));
        if s.market[Commodity::Stone.index()] < 0 {
            assert_eq!(s.players[seat].cash, 10);
            return;
        }
    }
    panic!("no Stone surplus");
}

#[test]
fn facts_5_7_income_flips_white_pieces_and_living_enlightenment_or_original_new_world_relieve() {
    for (kv, relief, other) in [
        (&[][..], adv::ENLIGHTENMENT, adv::NEW_WORLD),
        (
            &[("rules", "original")][..],
            adv::NEW_WORLD,
            adv::ENLIGHTENMENT,
        ),
    ] {
        let (mut s, mut rng) = three(kv);
        let (a, b) = (s.order[0] as usize, s.order[1] as usize);
        dominate(&mut s, a, pid("Milan"));
        s.spaces[pid("Milan") as usize].dom_fresh = true;
        tokens(&mut s, b, pid("Toledo"), 2);
        s.spaces[pid("Toledo") as usize].fresh[b] = 2;
        s.players[a].misery = 3;
        s.players[a].advances |= 1 << relief;
        s.players[b].misery = 3;
        s.players[b].advances |= 1 << other;
        income::income(&mut s, &mut rng);
        assert!(!s.spaces[pid("Milan") as usize].dom_fresh);
        assert_eq!(s.spaces[pid("Toledo") as usize].fresh[b], 0);
        assert!(s.spaces[pid("Toledo") as usize].controlled_by(b));
        assert_eq!(s.players[a].misery, 2, "{kv:?}");
        assert_eq!(s.players[b].misery, 3, "{kv:?}");
    }
}

#[test]
fn facts_3_1_v_urban_ascendancy_buys_one_card_and_p_master_art_discards_one() {
    let (mut s, mut rng) = three(&[]);
    s.phase = Phase::BuyCard;
    s.cursor = 0;
    let seat = s.order[0];
    let i = seat as usize;
    s.players[i].advances |= (1 << adv::URBAN_ASCENDANCY) | (1 << adv::MASTER_ART);
    s.players[i].cash = 30;
    let hand = s.players[i].hand.len();
    assert!(legal(&s, seat).contains(&Action::BuyExtraCard));
    act(&mut s, seat, Action::BuyExtraCard, &mut rng);
    assert_eq!(s.players[i].cash, 20);
    assert_eq!(s.players[i].hand.len(), hand + 1);
    let l = legal(&s, seat);
    assert!(!l.contains(&Action::BuyExtraCard), "one a turn");
    let c = s.players[i].hand[0];
    assert!(l.contains(&Action::Discard(c)));
    act(&mut s, seat, Action::Discard(c), &mut rng);
    assert_eq!(s.players[i].hand.len(), hand);
    assert!(
        !legal(&s, seat)
            .iter()
            .any(|a| matches!(a, Action::Discard(_))),
        "one discard a turn"
    );
}

#[test]
fn facts_5_5_a_card_for_expansion_tokens_once_a_turn_each_dearer_than_the_last() {
    let (mut s, mut rng) = three(&[]);
    s.phase = Phase::Expansion;
    s.cursor = 0;
    let (a, b) = (s.order[0], s.order[1]);
    for x in [a, b] {
        let p = &mut s.players[x as usize];
        p.stock -= 10;
        p.pool = 10;
    }
    let hand = s.players[a as usize].hand.len();
    act(&mut s, a, Action::BuyCardWithTokens, &mut rng);
    assert_eq!(s.players[a as usize].pool, 7);
    assert_eq!(s.players[a as usize].hand.len(), hand + 1);
    assert!(!legal(&s, a).contains(&Action::BuyCardWithTokens));
    act(&mut s, a, Action::Done, &mut rng);
    // The next buyer pays 6 (PROVISIONAL 3, 6, 9 …).
    act(&mut s, b, Action::BuyCardWithTokens, &mut rng);
    assert_eq!(s.players[b as usize].pool, 4);
}
