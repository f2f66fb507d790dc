//! Several defenders in one province (FACTS §5.5; the Korean text: they are attacked
//! "together"): the roll, Cathedral in defence (FACTS §3.1 H) and Written Record's victim
//! (FACTS §6 #4), tests named after those sections.

mod common;
use age_of_renaissance::data::adv;
use age_of_renaissance::state::Pending;
use age_of_renaissance::{Action, AgeOfRenaissance, expansion};
use common::*;
use smokestack_core::{Game, GameRng};

#[test]
fn facts_5_5_several_defenders_are_attacked_together_with_one_die_for_their_side() {
    let (mut s, a, _, _) = toledo(2);
    // Size + every defender's tokens (FACTS §5.5).
    assert_eq!(expansion::required(&s, a as usize, pid("Toledo")), 5);
    let mut rng = GameRng::new(5);
    let mut copy = rng.clone();
    let (c, x, y) = (copy.die(), copy.die(), copy.die());
    act(&mut s, a, Action::Attack(pid("Toledo")), &mut rng);
    // Exactly three dice: the coloured one, the attacker's, one for the defending side.
    assert_eq!(rng.position(), copy.position());
    let won = c > s.order_box(a) || x > y;
    assert_eq!(s.last_fight, Some((a, pid("Toledo"), c, x, y, won)));
    let sp = &s.spaces[pid("Toledo") as usize];
    if won {
        assert_eq!(sp.dom, Some(a));
        assert_eq!(sp.total(), 0, "every defender's tokens go back");
    } else {
        assert_eq!(sp.total(), 2);
    }
}

#[test]
fn facts_5_5_several_defenders_the_arms_tie_needs_an_advantage_over_every_one() {
    // Find a roll with the attacker's die equal to the defending side's and the coloured die
    // not beating his box.
    let (s0, a, d1, _) = toledo(2);
    let seed = (0..2000)
        .find(|&k| {
            let mut r = GameRng::new(k);
            let (c, x, y) = (r.die(), r.die(), r.die());
            c <= s0.order_box(a) && x == y
        })
        .expect("a tied roll");
    // An advantage over one defender only: the tie goes to the defenders.
    let mut s = s0.clone();
    s.arms.push((a, 2));
    s.arms.push((d1, 3));
    act(
        &mut s,
        a,
        Action::Attack(pid("Toledo")),
        &mut GameRng::new(seed),
    );
    assert!(!s.last_fight.unwrap().5);
    // Over both: the attacker wins the tie.
    let mut s = s0.clone();
    s.arms.push((a, 4));
    act(
        &mut s,
        a,
        Action::Attack(pid("Toledo")),
        &mut GameRng::new(seed),
    );
    assert!(s.last_fight.unwrap().5);
}

#[test]
fn facts_3_1_h_cathedral_in_defence_several_defenders_asked_in_order() {
    let (mut s, a, d1, d2) = toledo(2);
    for d in [d1, d2] {
        s.players[d as usize].advances |= (1 << adv::CATHEDRAL) | (1 << adv::HOLY_INDULGENCE);
    }
    let mut rng = GameRng::new(1);
    act(&mut s, a, Action::Attack(pid("Toledo")), &mut rng);
    // The first defender in order is asked first; declining passes the question on.
    assert_eq!(AgeOfRenaissance::to_act(&s), vec![d1]);
    act(&mut s, d1, Action::Done, &mut rng);
    assert_eq!(AgeOfRenaissance::to_act(&s), vec![d2]);
    let before = rng.position();
    act(&mut s, d2, Action::DefendWithCathedral, &mut rng);
    // One declaration wins the competition for the whole defending side, without a roll.
    assert_eq!(rng.position(), before);
    assert!(!s.last_fight.unwrap().5);
    assert_eq!(s.spaces[pid("Toledo") as usize].tokens[d1 as usize], 1);
    assert_eq!(s.spaces[pid("Toledo") as usize].tokens[d2 as usize], 1);
    assert!(s.cathedral_used.contains(&(d2, a)));
    assert!(!s.cathedral_used.contains(&(d1, a)));
    // d2 has used it against this attacker; d1 may still.
    act(&mut s, a, Action::Attack(pid("Toledo")), &mut rng);
    assert_eq!(AgeOfRenaissance::to_act(&s), vec![d1]);
    act(&mut s, d1, Action::Done, &mut rng);
    assert_eq!(s.pending, None, "nobody else to ask: rolled");
}

#[test]
fn facts_3_1_h_cathedral_in_defence_not_against_an_owner() {
    let (mut s, a, d1, _) = toledo(2);
    s.players[d1 as usize].advances |= (1 << adv::CATHEDRAL) | (1 << adv::HOLY_INDULGENCE);
    s.players[a as usize].advances |= (1 << adv::CATHEDRAL) | (1 << adv::HOLY_INDULGENCE);
    act(
        &mut s,
        a,
        Action::Attack(pid("Toledo")),
        &mut GameRng::new(1),
    );
    assert_eq!(s.pending, None);
}

#[test]
fn facts_6_4_written_record_victim_chosen_among_several_defeated_non_owners() {
    for seed in 0..60 {
        let (mut s, a, d1, d2) = toledo(2);
        s.players[a as usize].advances |= 1 << adv::WRITTEN_RECORD;
        give(&mut s, a as usize, card("Famine"));
        give(&mut s, d1 as usize, card("Stone"));
        give(&mut s, d2 as usize, card("Wool"));
        let mut rng = GameRng::new(seed);
        act(&mut s, a, Action::Attack(pid("Toledo")), &mut rng);
        if !s.last_fight.unwrap().5 {
            continue;
        }
        assert_eq!(AgeOfRenaissance::to_act(&s), vec![a]);
        let mut want = vec![Action::SwapWith(d1.min(d2)), Action::SwapWith(d1.max(d2))];
        want.push(Action::Done);
        assert_eq!(legal(&s, a), want);
        act(&mut s, a, Action::SwapWith(d2), &mut rng);
        assert_eq!(
            s.pending,
            Some(Pending::Swap {
                seat: a,
                victim: d2,
                province: pid("Toledo")
            })
        );
        act(&mut s, a, Action::GiveCard(card("Famine")), &mut rng);
        assert_eq!(s.players[a as usize].hand, vec![card("Wool")]);
        assert_eq!(s.players[d2 as usize].hand, vec![card("Famine")]);
        assert_eq!(s.players[d1 as usize].hand, vec![card("Stone")]);
        AgeOfRenaissance::check_invariants(&s).unwrap();
        // A defender owning Written Record is no victim: one left, no choice asked.
        let (mut s, a, d1, d2) = toledo(2);
        s.players[a as usize].advances |= 1 << adv::WRITTEN_RECORD;
        s.players[d1 as usize].advances |= 1 << adv::WRITTEN_RECORD;
        give(&mut s, a as usize, card("Famine"));
        give(&mut s, d1 as usize, card("Stone"));
        give(&mut s, d2 as usize, card("Wool"));
        act(
            &mut s,
            a,
            Action::Attack(pid("Toledo")),
            &mut GameRng::new(seed),
        );
        assert!(matches!(s.pending, Some(Pending::Swap { victim, .. }) if victim == d2));
        return;
    }
    panic!("no won competition in 60 seeds");
}

/// "민족주의[W]를 가지고 있고 … 수비 플레이어 중 한 명이라도 이 지역에 적용되는 민족주의를
/// 가지고 있다면 전체 공격에 이 효과가 적용되지 않습니다": Venice attacks Milan (Area VII) held
/// by Genoa's and Barcelona's tokens.
#[test]
fn example_nationalism_against_several_defenders() {
    let (mut s, _) = opened(3, &[], 41);
    clear_map(&mut s);
    let caps = ["Venice", "Genoa", "Barcelona"];
    for (i, c) in caps.iter().enumerate() {
        s.players[i].capital = Some(pid(c));
    }
    tokens(&mut s, 1, pid("Milan"), 1);
    tokens(&mut s, 2, pid("Milan"), 1);
    s.players[0].advances |= 1 << adv::NATIONALISM;
    // Size 3 + 2 tokens, −1 for Venice's Nationalism inside its home Area.
    assert_eq!(expansion::required(&s, 0, pid("Milan")), 4);
    // Genoa, a defender at home in Area VII, holds it too: the −1 is lost for the whole attack.
    s.players[1].advances |= 1 << adv::NATIONALISM;
    assert_eq!(expansion::required(&s, 0, pid("Milan")), 5);
    // Barcelona's Nationalism is for Area IV: it changes nothing here.
    s.players[1].advances &= !(1 << adv::NATIONALISM);
    s.players[2].advances |= 1 << adv::NATIONALISM;
    assert_eq!(expansion::required(&s, 0, pid("Milan")), 4);
}
