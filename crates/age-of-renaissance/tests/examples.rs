//! The worked examples of the Korean living-rules text (`shared/rules/age-of-renaissance.ko.txt`),
//! each as a test. The text's section numbers are lost; each test names its topic and quotes
//! enough of the example to find it.

mod common;
use age_of_renaissance::data::adv;
use age_of_renaissance::reach::{Reach, reach};
use age_of_renaissance::state::Ship;
use age_of_renaissance::{Action, Phase, State, cards, expansion, misery, purchase};
use common::*;
use smokestack_core::GameRng;

fn game6() -> (State, GameRng) {
    let (mut s, mut rng) = opened(6, &[], 21);
    bid(&mut s, &mut rng, &[0; 6]);
    clear_map(&mut s);
    (s, rng)
}

/// "미영 … '카를루스 대제' … 민족주의[W]를 60달러가 아닌 40달러에"; with Urban Ascendancy from
/// an earlier turn $30; with Institutional Research as well, free ($20 + $10 + $30 = $60).
#[test]
fn example_leader_discount_and_credits_make_nationalism_free() {
    let (mut s, _) = game6();
    s.leaders.push((card("Charlemagne"), 0));
    assert_eq!(purchase::price(&s, 0, adv::NATIONALISM), 40);
    s.players[0].advances |= 1 << adv::URBAN_ASCENDANCY;
    assert_eq!(purchase::price(&s, 0, adv::NATIONALISM), 30);
    s.players[0].advances |= 1 << adv::INSTITUTIONAL_RESEARCH;
    assert_eq!(purchase::price(&s, 0, adv::NATIONALISM), 0);
}

/// "무일푼의 발터 … $20 할인, 같은 턴에 '십자군' 카드를 사용하면 $30 … 흑해진출[R]를 $10만
/// 지불": Overland East for $10 with Walter in a Crusades turn; the first leader of the turn
/// (Charlemagne) is protected from Patronage claims, the second (Walter) may be claimed.
#[test]
fn example_walter_with_the_crusades_and_patronage_claims() {
    let (mut s, _) = game6();
    s.leaders = vec![(card("Charlemagne"), 0), (card("Walter the Penniless"), 1)];
    s.crusades_now = true;
    assert_eq!(purchase::price(&s, 1, adv::OVERLAND_EAST), 10);
    s.players[0].advances |= 1 << adv::PATRONAGE;
    s.players[1].advances |= 1 << adv::PATRONAGE;
    assert_eq!(purchase::claimable(&s, 0), vec![1]);
    assert!(
        purchase::claimable(&s, 1).is_empty(),
        "Charlemagne is protected"
    );
    s.claims.push((1, 0));
    assert_eq!(purchase::price(&s, 0, adv::OVERLAND_EAST), 10);
    s.players[2].advances |= 1 << adv::PATRONAGE;
    assert!(
        purchase::claimable(&s, 2).is_empty(),
        "one claim on the second leader"
    );
}

/// "도시성장[V]을 구매하여 첫 번째 전진 단계를 완료 … '80' 상자 … '70' 상자로 … 10달러 …
/// 5 MR … 5달러"; a second 5-MR advance would make it free.
#[test]
fn example_misery_relief_with_urban_ascendancy_mr() {
    let (mut s, mut rng) = game6();
    s.phase = Phase::Purchase;
    s.cursor = 0;
    let seat = s.order[0];
    let i = seat as usize;
    s.players[i].misery = 8;
    s.players[i].cash = 500;
    for a in [0, 4, 8, 13, 17] {
        s.players[i].advances |= 1 << a;
    }
    act(
        &mut s,
        seat,
        Action::BuyAdvance(adv::URBAN_ASCENDANCY),
        &mut rng,
    );
    assert_eq!(s.tiers(i), 1);
    assert_eq!(misery::relief_price(&s, i), (5, 5));
    s.players[i].mr_left += 5;
    assert_eq!(misery::relief_price(&s, i).0, 0);
    let cash = s.players[i].cash;
    act(&mut s, seat, Action::Relief, &mut rng);
    assert_eq!(s.players[i].misery, 7);
    assert_eq!(s.players[i].cash, cash);
    assert!(
        !legal(&s, seat).contains(&Action::Relief),
        "one space per tier"
    );
}

/// "안정화 … 부분 지불은 허용되지 않습니다": $15 unpaid at the start of the track is two spaces.
#[test]
fn example_unpaid_stabilization() {
    assert_eq!(misery::spaces_for(0, 15), 2);
    assert_eq!(misery::spaces_for(11, 15), 1);
}

/// "플레이어 제노아는 밀라노로 확장할 수 있습니다, 리옹과 마르세이유 … 몽펠리에는 제노아와
/// 인접하지 않기 때문에 육로를 통해 확장할 수 없습니다"; from the capital even without a piece
/// there; Lyons and Milan filled to their size become markers.
#[test]
fn example_land_expansion_from_genoa() {
    let (mut s, mut rng) = game6();
    let seat = s.order[0];
    let i = seat as usize;
    s.players[i].capital = Some(pid("Genoa"));
    let r = reach(&s, i);
    for p in ["Milan", "Lyons", "Marseilles"] {
        assert_eq!(r[pid(p) as usize], Reach::Land, "{p}");
    }
    assert_eq!(r[pid("Montpelier") as usize], Reach::No);
    s.phase = Phase::Expansion;
    s.cursor = 0;
    s.players[i].stock -= 7;
    s.players[i].pool = 7;
    for _ in 0..4 {
        act(&mut s, seat, Action::Place(pid("Lyons")), &mut rng);
    }
    for _ in 0..3 {
        act(&mut s, seat, Action::Place(pid("Milan")), &mut rng);
    }
    assert_eq!(s.spaces[pid("Lyons") as usize].dom, Some(seat));
    assert_eq!(s.spaces[pid("Milan") as usize].dom, Some(seat));
}

/// The Caravan example from Barcelona: Toledo by land; Granada through empty Valencia; Seville
/// through Toledo; Bordeaux through Toulouse where Genoa's token lies white side up; not through
/// Montpelier, where another player has a marker; never Palma (an island).
#[test]
fn example_caravan_from_barcelona() {
    let (mut s, _) = game6();
    s.players[0].capital = Some(pid("Barcelona"));
    dominate(&mut s, 0, pid("Barcelona"));
    s.players[0].advances |= 1 << adv::CARAVAN;
    tokens(&mut s, 1, pid("Toulouse"), 1);
    s.spaces[pid("Toulouse") as usize].fresh[1] = 1;
    dominate(&mut s, 1, pid("Montpelier"));
    let r = reach(&s, 0);
    for p in ["Toledo", "Granada", "Seville", "Bordeaux"] {
        assert_eq!(r[pid(p) as usize], Reach::Land, "{p}");
    }
    for p in ["Lyons", "Marseilles", "Palma"] {
        assert_eq!(r[pid(p) as usize], Reach::No, "{p}");
    }
}

/// "보라색 플레이어가 '범선 2' … 피렌체는 육로 … 베네치아는 로마에 도달할 수 있지만 … 2개로
/// 제한 … 나폴리는 전혀 도달할 수 없습니다. 아드리아 해를 건너는 지름길은 불가능".
#[test]
fn example_galley_two_from_venice() {
    let (mut s, _) = game6();
    s.players[0].capital = Some(pid("Venice"));
    s.players[0].ship = Ship::Galley(2);
    let r = reach(&s, 0);
    assert_eq!(r[pid("Florence") as usize], Reach::Land);
    assert_eq!(r[pid("Rome") as usize], Reach::Sea(2));
    assert_eq!(r[pid("Naples") as usize], Reach::No);
    // The Heavens would cross the Adriatic (one sea).
    s.players[0].advances |= 1 << adv::HEAVENS;
    assert_eq!(reach(&s, 0)[pid("Naples") as usize], Reach::Sea(2));
}

/// "원양항해술을 가지고 선박 정보가 '2'인 플레이어는 동인도, 중국, 인도 중 2개를 보유".
#[test]
fn example_ocean_navigation_two_overseas_boxes() {
    let (mut s, mut rng) = game6();
    let seat = s.order[0];
    let i = seat as usize;
    s.players[i].capital = Some(pid("Venice"));
    s.players[i].ship = Ship::Ocean(2);
    s.phase = Phase::Expansion;
    s.cursor = 0;
    s.players[i].stock -= 3;
    s.players[i].pool = 3;
    act(&mut s, seat, Action::Place(pid("China")), &mut rng);
    act(&mut s, seat, Action::Place(pid("India")), &mut rng);
    let l = legal(&s, seat);
    assert!(!l.contains(&Action::Place(pid("East Indies"))));
    assert!(l.contains(&Action::Place(pid("China"))));
    assert!(
        !l.contains(&Action::Place(pid("North America"))),
        "needs New World"
    );
}

/// "몽펠리에로 이동할 경우 … 4개의 토큰이 필요 (시장 규모인 2의 두 배) … 툴루즈 … 5개";
/// "최대 두 개의 토큰까지는 보르도로 이동해도 두 토큰은 공존 … 총 6개의 토큰".
#[test]
fn example_competition_costs_montpelier_and_bordeaux() {
    let (mut s, mut rng) = game6();
    let (genoa, blue) = (s.order[0], s.order[1] as usize);
    let g = genoa as usize;
    s.players[g].capital = Some(pid("Genoa"));
    dominate(&mut s, g, pid("Genoa"));
    dominate(&mut s, blue, pid("Montpelier"));
    assert_eq!(expansion::required(&s, g, pid("Montpelier")), 4);
    tokens(&mut s, blue, pid("Toulouse"), 1);
    assert_eq!(expansion::required(&s, g, pid("Montpelier")), 5);
    tokens(&mut s, blue, pid("Bordeaux"), 2);
    assert_eq!(expansion::required(&s, g, pid("Bordeaux")), 6);
    // Two tokens coexist in Bordeaux without a competition (Genoa reaches it by land from a
    // controlled Lyons).
    dominate(&mut s, g, pid("Lyons"));
    s.phase = Phase::Expansion;
    s.cursor = 0;
    s.players[g].stock -= 6;
    s.players[g].pool = 6;
    act(&mut s, genoa, Action::Place(pid("Bordeaux")), &mut rng);
    act(&mut s, genoa, Action::Place(pid("Bordeaux")), &mut rng);
    assert!(!legal(&s, genoa).contains(&Action::Place(pid("Bordeaux"))));
}

/// "파리는 … '갑옷' … 함부르크는 '등자'를, 런던은 '장궁' … 런던은 파리를 상대로도 이 이점 …
/// 함부르크에 대해서도 우위"; and Stirrups alone: −1 attacking, +1 for those attacking Paris.
#[test]
fn example_arms_cards() {
    let (mut s, mut rng) = game6();
    let (paris, hamburg, london) = (0usize, 1usize, 2usize);
    for (seat, name) in [
        (paris, "Armor"),
        (hamburg, "Stirrups"),
        (london, "Long Bow"),
    ] {
        let c = card(name);
        give(&mut s, seat, c);
        cards::play(&mut s, seat, c, 0, &mut rng);
    }
    assert!(expansion::arms_over(&s, london, paris));
    assert!(expansion::arms_over(&s, london, hamburg));
    assert!(expansion::arms_over(&s, paris, hamburg));
    assert!(!expansion::arms_over(&s, hamburg, paris));
    // Stirrups alone.
    let (mut t, _) = game6();
    t.arms.push((paris as u8, 1));
    dominate(&mut t, paris, pid("Dijon"));
    dominate(&mut t, 3, pid("Lyons"));
    assert_eq!(expansion::required(&t, 3, pid("Dijon")), 6 + 1);
    assert_eq!(expansion::required(&t, paris, pid("Lyons")), 8 - 1);
}

/// "몽펠리에는 베네치아와 제노아 플레이어의 홈 지방인 VII … 베네치아와 제노아가 모두 진보를
/// 보유한 경우, 효과는 서로 상쇄됩니다".
#[test]
fn example_nationalism_venice_and_genoa_cancel() {
    let (mut s, _) = game6();
    let (venice, genoa) = (0usize, 1usize);
    s.players[venice].capital = Some(pid("Venice"));
    s.players[genoa].capital = Some(pid("Genoa"));
    dominate(&mut s, genoa, pid("Montpelier"));
    s.players[venice].advances |= 1 << adv::NATIONALISM;
    assert_eq!(expansion::required(&s, venice, pid("Montpelier")), 4 - 1);
    s.players[genoa].advances |= 1 << adv::NATIONALISM;
    assert_eq!(expansion::required(&s, venice, pid("Montpelier")), 4);
    s.players[venice].advances &= !(1 << adv::NATIONALISM);
    assert_eq!(expansion::required(&s, venice, pid("Montpelier")), 4 + 1);
}

/// FACTS §2.2 split coasts: a galley along Rome's east coast cannot round into the west.
#[test]
fn split_coast_venice_galleys_cannot_round_rome() {
    let (mut s, _) = game6();
    s.players[0].capital = Some(pid("Venice"));
    s.players[0].ship = Ship::Galley(4);
    let r = reach(&s, 0);
    assert_eq!(r[pid("Rome") as usize], Reach::Sea(4));
    assert_eq!(r[pid("Naples") as usize], Reach::Sea(4));
    assert_eq!(r[pid("Bari") as usize], Reach::Sea(4));
    // Genoa is 3 zones away round the boot only through Rome's west part: not from the east.
    assert_eq!(r[pid("Genoa") as usize], Reach::No);
    // From Genoa the west part leads on to Naples and Bari.
    let (mut t, _) = game6();
    t.players[0].capital = Some(pid("Genoa"));
    t.players[0].ship = Ship::Galley(4);
    let r = reach(&t, 0);
    assert_eq!(r[pid("Bari") as usize], Reach::Sea(4));
    assert_eq!(r[pid("Florence") as usize], Reach::Land, "by land");
    assert_eq!(
        r[pid("Venice") as usize],
        Reach::No,
        "not round Rome by water"
    );
}

/// "영호는 … 후원[E]을 가지고 있다는 것을 알았으므로, 무일푼의 발터 카드에 $10를 보호 비용으로
/// 넣기로 결정 … 미영은 … 영호에게 $10를 지불한 다음 '무일푼의 발터'의 $20 할인을 사용".
#[test]
fn example_patronage_protection_money() {
    let (mut s, mut rng) = game6();
    let (miyoung, youngho) = (0usize, 1usize);
    s.players[miyoung].advances |= 1 << adv::PATRONAGE;
    s.players[miyoung].cash = 100;
    s.players[youngho].cash = 50;
    s.phase = Phase::PlayCards;
    // Miyoung plays Charlemagne first (protected: no protection asked).
    let (charlemagne, walter) = (card("Charlemagne"), card("Walter the Penniless"));
    give(&mut s, miyoung, charlemagne);
    give(&mut s, youngho, walter);
    cards::play(&mut s, miyoung, charlemagne, 0, &mut rng);
    assert_eq!(s.pending, None);
    cards::play(&mut s, youngho, walter, 0, &mut rng);
    // Youngho is asked how much to put on Walter: $0 … his cash.
    assert_eq!(legal(&s, youngho as u8).len(), 51);
    act(&mut s, youngho as u8, Action::Protect(10), &mut rng);
    assert_eq!(s.players[youngho].cash, 40);
    // In the Purchase phase Miyoung pays Youngho $10 to use Walter's $20.
    s.phase = Phase::Purchase;
    s.cursor = s.place(miyoung as u8);
    act(&mut s, miyoung as u8, Action::Claim(1), &mut rng);
    assert_eq!(s.players[miyoung].cash, 90);
    assert_eq!(s.players[youngho].cash, 50);
    assert_eq!(purchase::price(&s, miyoung, adv::OVERLAND_EAST), 20);
    assert_eq!(purchase::price(&s, miyoung, adv::NATIONALISM), 40);
}

/// "'Token' 칸에 '-2'를 적는다면 $2를 지불해야 합니다": a bid of −2 pays $2, buys no token and
/// goes before the 0 bids.
#[test]
fn example_order_of_play_minus_two_pays_two_dollars() {
    let (mut s, mut rng) = opened(3, &[], 31);
    let cash = s.players[1].cash;
    bid(&mut s, &mut rng, &[0, -2, 0]);
    assert_eq!(s.players[1].cash, cash - 2);
    assert_eq!(s.players[1].pool, 0);
    assert_eq!(s.order[0], 1);
}

/// "동점일 경우, 수도 입찰에서 더 나쁜 성적을 거둔 플레이어에게 유리 … 3번 선택 수도로 플레이하는
/// 플레이어가 1번 선택 수도를 가진 플레이어보다 유리": equal bids go first to the worse capital
/// pick.
#[test]
fn example_order_of_play_tie_favours_the_worse_capital_pick() {
    let (mut s, mut rng) = opened(3, &[], 32);
    // `opened` has seat k bid $k for capitals: seat 2 picked first, seat 0 last.
    assert_eq!(
        (0..3)
            .map(|i| s.players[i].capital_rank)
            .collect::<Vec<_>>(),
        vec![2, 1, 0]
    );
    bid(&mut s, &mut rng, &[4, 4, 4]);
    assert_eq!(s.order, vec![0, 1, 2]);
}

/// "플레이어가 6명일 경우, 모든 상자를 사용합니다. 5명일 경우, 마지막 상자('5'에 줄이 그어진
/// 상자)를 제외 … 4인일 경우, '4'에 줄이 그어진 두 개의 상자를 제외 … 세 명 … 추측하세요": the
/// Order-of-Play boxes the coloured die must beat.
#[test]
fn example_order_of_play_boxes_per_player_count() {
    for (n, boxes) in [
        (6u8, vec![1u8, 2, 3, 4, 5, 6]),
        (5, vec![1, 2, 3, 4, 5]),
        (4, vec![1, 3, 5, 6]),
        (3, vec![2, 4, 6]),
    ] {
        let (mut s, mut rng) = opened(n, &[], 33);
        bid(&mut s, &mut rng, &vec![0; n as usize]);
        let got: Vec<u8> = s.order.clone().iter().map(|&o| s.order_box(o)).collect();
        assert_eq!(got, boxes, "{n} players");
    }
}

/// "보유하고 있는 토큰 … 보다 더 많은 토큰을 구매할 수 없습니다. 그러나 마지막 턴의 플레이어가
/// 되기 위해 자금을 더 많이 사용할 수는 있습니다": a bid above the stock pays in full, buys
/// only the stock and goes last.
#[test]
fn example_order_of_play_overpaying_to_go_last() {
    let (mut s, mut rng) = opened(3, &[], 34);
    s.players[0].stock = 2;
    let cash = s.players[0].cash;
    bid(&mut s, &mut rng, &[9, 0, 0]);
    assert_eq!(s.players[0].pool, 2);
    assert_eq!(s.players[0].cash, cash - 9);
    assert_eq!(s.order[2], 0);
}

/// "다음 불행 상자로 넘어가는 단계가 10이고 플레이어가 안정화 비용을 1달러도 지불하지 못하면
/// 불행 지수가 1 증가합니다. 안정화 비용이 15달러인 경우, 마커는 두 상자만큼 이동합니다";
/// "이미 불행 지수가 높은 경우 … 50 또는 100까지 상승": refusing in the Purchase phase.
#[test]
fn example_unpaid_stabilization_in_play() {
    for (misery_at, cards_held, spaces, value_rise) in [
        (0u8, 1usize, 1u8, 10u32),
        (0, 5, 2, 20),
        (14, 6, 1, 50),
        (20, 6, 1, 100),
    ] {
        let (mut s, mut rng) = game6();
        s.phase = Phase::Purchase;
        s.cursor = 0;
        let seat = s.order[0];
        let i = seat as usize;
        let h = std::mem::take(&mut s.players[i].hand);
        s.discard.extend(h);
        for c in ["Stone", "Wool", "Timber", "Famine", "Rebellion", "Armor"]
            .iter()
            .take(cards_held)
        {
            give(&mut s, i, card(c));
        }
        s.players[i].misery = misery_at;
        let before = s.players[i].misery_value();
        act(&mut s, seat, Action::Done, &mut rng);
        act(&mut s, seat, Action::RefuseStabilization, &mut rng);
        assert_eq!(
            s.players[i].misery,
            misery_at + spaces,
            "{cards_held} cards"
        );
        assert_eq!(s.players[i].misery_value() - before, value_rise);
    }
}

/// "톨레도의 시장 규모는 '3'이므로, 플레이어가 지배권을 획득하려면 토큰 3개 … 가 필요합니다":
/// two tokens stay tokens, the third turns them into a marker.
#[test]
fn example_toledo_needs_three_tokens() {
    let (mut s, mut rng) = game6();
    let seat = s.order[0];
    let i = seat as usize;
    s.players[i].capital = Some(pid("Barcelona"));
    dominate(&mut s, i, pid("Barcelona"));
    s.phase = Phase::Expansion;
    s.cursor = 0;
    s.players[i].stock -= 3;
    s.players[i].pool = 3;
    let toledo = pid("Toledo");
    act(&mut s, seat, Action::Place(toledo), &mut rng);
    act(&mut s, seat, Action::Place(toledo), &mut rng);
    assert_eq!(s.spaces[toledo as usize].tokens[i], 2);
    assert_eq!(s.spaces[toledo as usize].dom, None);
    act(&mut s, seat, Action::Place(toledo), &mut rng);
    assert_eq!(s.spaces[toledo as usize].dom, Some(seat));
    assert_eq!(s.spaces[toledo as usize].tokens[i], 0);
}

/// "원양항해술, 신대륙을 가지고 선박 정보가 '3'인 플레이어는 동인도, 중국, 인도, 북미, 남미 중
/// 3개를 보유할 수 있습니다".
#[test]
fn example_ocean_navigation_three_with_new_world() {
    let (mut s, mut rng) = game6();
    let seat = s.order[0];
    let i = seat as usize;
    s.players[i].capital = Some(pid("Venice"));
    s.players[i].ship = Ship::Ocean(3);
    s.players[i].advances |= 1 << adv::NEW_WORLD;
    s.phase = Phase::Expansion;
    s.cursor = 0;
    s.players[i].stock -= 4;
    s.players[i].pool = 4;
    for p in ["China", "North America", "South America"] {
        act(&mut s, seat, Action::Place(pid(p)), &mut rng);
    }
    let l = legal(&s, seat);
    for p in ["India", "East Indies"] {
        assert!(!l.contains(&Action::Place(pid(p))), "{p}: a fourth box");
    }
    assert!(
        l.contains(&Action::Place(pid("China"))),
        "more in a held box"
    );
}

/// "명석은 후원을 이용해도 '라시드 앗 딘'만을 사용할 수 있습니다 … '카를루스 대제'는 1번째 칸에
/// 놓여져 있으므로 후원 요구를 할 수 없습니다": Charlemagne (first, 미영) is protected; Walter
/// (second, 영호) took 미영's one claim; Rashid ad Din (third) is still open to 명석.
#[test]
fn example_patronage_third_leader_open_to_a_second_claimant() {
    let (mut s, _) = game6();
    s.leaders = vec![
        (card("Charlemagne"), 0),
        (card("Walter the Penniless"), 1),
        (card("Rashid ad Din"), 1),
    ];
    s.protection = vec![0, 0, 0];
    for i in 0..3 {
        s.players[i].advances |= 1 << adv::PATRONAGE;
    }
    s.claims.push((1, 0));
    assert_eq!(purchase::claimable(&s, 2), vec![2]);
    assert!(
        purchase::claimable(&s, 1).is_empty(),
        "영호: Charlemagne is protected"
    );
}
