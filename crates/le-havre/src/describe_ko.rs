//! Actions in Korean words, for buttons and the log: the counterpart of `describe.rs`, with the
//! same information, in the Korean rulebook's terms (`shared/rules/le-havre.ko.txt`: 보급 칸,
//! 입장료, 부두, 대출, 목선/철선/강철선/호화 여객선, 프랑, 에너지). Buildings without a known
//! Korean name keep their English one.

use crate::actions::{Action, FeeWay, Token};
use crate::build;
use crate::convert::Energy;
use crate::data::{Bd, Fee, GOODS, Good, OFFERS, Offer, ROUND_CARDS, SHIP_ENERGY, ShipType};
use crate::describe::working;
use crate::state::{PayKind, State, Step};
use crate::{buildings, standard, turn};

/// A building's Korean name, or its English one when the Korean edition's is not known. Copies
/// of one card share a Korean name; they are told apart as the English names tell them.
pub fn building_ko(b: Bd) -> String {
    let ko = b.data().name_ko;
    if ko.is_empty() {
        return b.name().into();
    }
    match b.name().rsplit_once(" (") {
        Some((_, "1st copy)")) => format!("{ko} (첫 번째)"),
        Some((_, "2nd copy)")) => format!("{ko} (두 번째)"),
        Some((_, "3rd copy)")) => format!("{ko} (세 번째)"),
        _ => ko.into(),
    }
}

/// Ship types as the Korean rulebook names them.
pub fn ship_ko(t: ShipType) -> &'static str {
    match t {
        ShipType::Wooden => "목선",
        ShipType::Iron => "철선",
        ShipType::Steel => "강철선",
        ShipType::Luxury => "호화 여객선",
    }
}

/// "생선 3개".
fn goods(n: impl Into<u32>, g: Good) -> String {
    let n: u32 = n.into();
    format!("{} {n}개", g.name_ko())
}

fn fee_text(f: Fee, way: FeeWay) -> String {
    match (f, way) {
        (Fee::Food(n) | Fee::FoodOrFrancs(n, _), FeeWay::Food) => format!(", 입장료 음식 {n}"),
        (Fee::Francs(n) | Fee::FoodOrFrancs(_, n), FeeWay::Francs) => format!(", 입장료 {n}프랑"),
        _ => String::new(),
    }
}

fn tokens(n: u16, t: Token) -> String {
    match t {
        Token::Francs => format!("{n}프랑"),
        Token::Good(g) => goods(n, g),
    }
}

fn ship_value(s: &State, t: ShipType) -> i16 {
    s.ship_top(t)
        .map_or(0, |c| ROUND_CARDS[c as usize].ship_value)
}

pub fn describe_ko(s: &State, seat: u8, a: &Action) -> String {
    let seat = seat as usize;
    let Some(p) = s.players.get(seat) else {
        return format!("{a:?}");
    };
    match a {
        Action::TakeOffer(i) => {
            let i = (*i as usize).min(6);
            let n = s.offers[i];
            match OFFERS[i] {
                Offer::Francs => format!("보급 칸의 프랑 가져오기 ({n}프랑)"),
                o => format!(
                    "보급 칸의 {} 가져오기 ({n}개)",
                    o.good().map_or("", Good::name_ko)
                ),
            }
        }
        Action::Enter(b, way) => {
            let f = fee_text(buildings::fee(s, seat, *b), *way);
            format!("{}에 들어가기{f}", building_ko(*b))
        }
        Action::Build { stack, crane } => {
            let Some(b) = s.stacks.get(*stack as usize).and_then(|st| st.first()) else {
                return "짓기 (그 자리에 건물 없음)".into();
            };
            let sawmill = working(s, seat).is_some_and(|w| w.b == Bd::Sawmill);
            let cost = build::cost_for(p, *b, sawmill, *crane)
                .and_then(|c| build::goods_for(p, &c))
                .map(|v| {
                    v.iter()
                        .map(|(g, n)| goods(*n, *g))
                        .collect::<Vec<_>>()
                        .join(", ")
                })
                .unwrap_or_default();
            let crane = crane.map_or(String::new(), |g| {
                format!(
                    " ({}: {} 1개 대신 나무)",
                    building_ko(Bd::WoodenCrane),
                    g.name_ko()
                )
            });
            let cost = if cost.is_empty() {
                "비용 없음".into()
            } else {
                format!("{cost} 내기")
            };
            format!("{} 짓기 — {cost}{crane}", building_ko(*b))
        }
        Action::BuildShip(t) => {
            let (g, n) = t.material();
            let brick = working(s, seat).is_some_and(|w| build::needs_brick(s, w.b, *t));
            format!(
                "{} 만들기 (가치 {}) — {}{}, 에너지 {SHIP_ENERGY} 내기",
                ship_ko(*t),
                ship_value(s, *t),
                goods(n, g),
                if brick {
                    ", 부두 현대화용 벽돌 1개"
                } else {
                    ""
                }
            )
        }
        Action::TradeShip(card, b) => {
            let c = ROUND_CARDS.get(*card as usize).map_or("?", |c| c.ship_name);
            format!("배 {c}을(를) 내고 {} 받기", building_ko(*b))
        }
        Action::Amount(n) => amount_text(s, seat, *n),
        Action::Take(g) => format!("{} 1개 가져오기", g.name_ko()),
        Action::Give(g) => match working(s, seat).map(|w| w.b) {
            Some(Bd::ShippingLine) => {
                format!("{} 싣기 (개당 {}프랑에 팔림)", g.name_ko(), g.francs())
            }
            Some(Bd::BridgeOverTheSeine) => format!("다리에서 {} 팔기", g.name_ko()),
            _ => format!("{} 1개 내기", g.name_ko()),
        },
        Action::Choose(c) => choose_text(s, seat, *c),
        Action::Done => match working(s, seat).map(|w| w.b) {
            Some(Bd::ShippingLine) => "출항: 실은 상품 팔기".into(),
            Some(Bd::BridgeOverTheSeine) => "고른 상품 팔기".into(),
            Some(b) => format!("{} 행동 마치기", building_ko(b)),
            None => "마치기".into(),
        },
        Action::Pay(t, n) => {
            let what = match s.steps.last() {
                Some(Step::Pay {
                    kind: PayKind::Energy,
                    need,
                    ..
                }) => format!("에너지 (남은 양 {need})"),
                Some(Step::Pay {
                    kind: PayKind::Food,
                    need,
                    ..
                }) => format!("음식 (남은 양 {need})"),
                Some(Step::Pay { need, .. }) => format!("프랑 (남은 양 {need})"),
                _ => String::new(),
            };
            if what.is_empty() {
                format!("{} 내기", tokens(*n, *t))
            } else {
                format!("{what}: {} 내기", tokens(*n, *t))
            }
        }
        Action::TakeLoan => "대출 카드 받기 (+4프랑, 갚지 않으면 게임 끝에 −7)".into(),
        Action::BuyBuilding(b) => {
            format!(
                "{} 구입 ({}프랑)",
                building_ko(*b),
                b.data().price.unwrap_or(0)
            )
        }
        Action::BuyShip(t) => format!(
            "{} 구입 (가치 {}, {}프랑)",
            ship_ko(*t),
            ship_value(s, *t),
            t.price().unwrap_or(0)
        ),
        Action::Sell(b) => format!(
            "{} 팔기 ({}프랑)",
            building_ko(*b),
            turn::sell_price(b.data().value)
        ),
        Action::SellShip(c) => {
            let c = ROUND_CARDS.get(*c as usize);
            format!(
                "{} {} 팔기 ({}프랑)",
                c.map_or("?", |c| ship_ko(c.ship)),
                c.map_or("?", |c| c.ship_name),
                c.map_or(0, |c| turn::sell_price(c.ship_value))
            )
        }
        Action::Repay => "대출 갚기 (5프랑)".into(),
        Action::EndTurn => {
            if s.main_done {
                "차례 마치기".into()
            } else {
                "넘기기 (할 수 있는 주요 행동 없음)".into()
            }
        }
    }
}

fn amount_text(s: &State, seat: usize, n: u16) -> String {
    let Some(w) = working(s, seat) else {
        return format!("{n}");
    };
    let name = building_ko(w.b);
    if let Some(c) = standard::conversion(w.b).or_else(|| crate::special::conversion(w.b)) {
        // Counted in u32: an out-of-range amount must describe, not overflow.
        let n = u32::from(n);
        let times = |list: &[(Good, u16)]| -> Vec<String> {
            list.iter()
                .map(|(g, k)| goods(u32::from(*k) * n, *g))
                .collect()
        };
        let (give, mut get) = (times(c.give), times(c.get));
        let fr = u32::from(c.get_francs) * n + if c.half_franc { n / 2 } else { 0 };
        // Goods for francs alone: the francs stand after the arrow.
        let fr_after_arrow = get.is_empty() && fr > 0;
        if fr_after_arrow {
            get.push(format!("{fr}프랑"));
        }
        let mut t = if c.give.is_empty() {
            format!("{name}: {} 받기", get.join(" + "))
        } else {
            format!("{name}: {} → {}", give.join(" + "), get.join(" + "))
        };
        let fr_in = u32::from(c.give_francs) * n;
        if fr_in > 0 {
            t.push_str(&format!(", {fr_in}프랑 내기"));
        }
        let food = u32::from(c.give_food) * n;
        if food > 0 {
            t.push_str(&format!(", 음식 {food} 내기"));
        }
        if fr > 0 && !fr_after_arrow {
            t.push_str(&format!(", +{fr}프랑"));
        }
        // As `Energy::total`, in u32.
        let e = match c.energy {
            Energy::None => 0,
            Energy::PerUnit(a, b) => (u32::from(a) * n).div_ceil(u32::from(b).max(1)),
            Energy::Once(e) if n > 0 => u32::from(e),
            Energy::Once(_) => 0,
        };
        if e > 0 {
            t.push_str(&format!(" — 에너지 {e} 내기"));
        }
        if w.b == Bd::Abattoir && n / 2 > 0 {
            t.push_str(&format!(", +{}", goods(n / 2, Good::Hides)));
        }
        return t;
    }
    match w.b {
        Bd::Joinery => format!(
            "{name}: {}를 내고 {}프랑 받기",
            goods(n, Good::Wood),
            4 + u32::from(n)
        ),
        Bd::ShippingLine | Bd::BridgeOverTheSeine if w.stage > 0 => {
            let g = GOODS[(w.stage as usize - 1).min(15)];
            goods(n, g)
        }
        // Special buildings: their Korean texts are not written yet; the English ones stand in.
        _ => crate::special::amount_text(s, seat, w, n).unwrap_or_else(|| format!("{n}")),
    }
}

fn choose_text(s: &State, seat: usize, c: u8) -> String {
    let Some(w) = working(s, seat) else {
        return format!("선택 {c}");
    };
    match (w.b, c) {
        (Bd::Marketplace, 0) => "다음 특별 건물 두 장의 순서 그대로 두기".into(),
        (Bd::Marketplace, _) => "다음 특별 건물 두 장의 순서 바꾸기".into(),
        (Bd::BusinessOffice, 0) => "상품 4개를 강철 1개로 바꾸기".into(),
        (Bd::BusinessOffice, _) => "상품 1개를 숯, 가죽 또는 벽돌 1개로 바꾸기".into(),
        (Bd::Ironworks, 0) => "철 3개만 받기".into(),
        (Bd::Ironworks, _) => "에너지 6을 내고 네 번째 철 받기".into(),
        // Special buildings: their Korean texts are not written yet; the English ones stand in.
        _ => crate::special::choose_text(s, seat, w, c).unwrap_or_else(|| format!("선택 {c}")),
    }
}
