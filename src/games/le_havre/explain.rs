//! Rules in place: every thing of Le Havre in full, where it stands, in the reader's language.
//!
//! Keys (each thing once, `all_things`): `building:<Bd>` (the 33 standard and every special
//! building), `ship:<ShipType>` (the four ship types), `vessel:<Rnn>` (the ship side of a round
//! card), `round:<Rnn>` (its round side), `good:<Good>` (16 goods), `money:Francs`,
//! `loan:Loan` and `tile:<1..7>` (the supply tiles, by their contents, FACTS §8).
//!
//! Numbers come from the rules crate's data (FACTS §1, §2, §4–§8); texts from the locale files
//! (`lh.bd.*.text` the card line, `lh.ex.*` the rest, each paragraph citing its source there).
//! Live facts (where a thing is, its value for its owner) are read from the view of `viewer`
//! (`le_havre::view::view`), never from the hidden state: face-down special buildings, other
//! players' Construction Site hands and unrevealed supply tiles are not told.

use super::names::*;
use super::prelude::*;
use crate::game_view::Explain;
use le_havre::Action;
use le_havre::actions::Token;
use le_havre::data::ALL;
use le_havre::state::{State, Step};
use smokestack_locale::Arg;

fn t(lang: Lang, key: &str) -> String {
    crate::i18n::t(lang, key)
}

fn tr(lang: Lang, key: &str, args: &[(&str, Arg)]) -> String {
    crate::i18n::tr(lang, key, args)
}

/// A paragraph that only some things have (`lh.ex.bd.<Bd>`): `None` where the key is absent
/// (the locale falls back to the key itself).
fn optional(lang: Lang, key: &str) -> Option<String> {
    let s = t(lang, key);
    (s != key && !s.is_empty()).then_some(s)
}

/// Every explain key of the game, each thing once.
pub fn all_things() -> Vec<String> {
    let mut v: Vec<String> = ALL.iter().map(|b| format!("building:{b:?}")).collect();
    v.extend(SHIP_TYPES.iter().map(|s| format!("ship:{s:?}")));
    v.extend(ROUND_CARDS.iter().map(|c| format!("vessel:{}", c.code)));
    v.extend(ROUND_CARDS.iter().map(|c| format!("round:{}", c.code)));
    v.extend(GOODS.iter().map(|g| format!("good:{g:?}")));
    v.push("money:Francs".into());
    v.push("loan:Loan".into());
    v.extend((1..=SUPPLY_TILES.len()).map(|i| format!("tile:{i}")));
    v
}

pub fn building_key(b: Bd) -> String {
    format!("building:{b:?}")
}

pub fn vessel_key(card: u8) -> Option<String> {
    ROUND_CARDS
        .get(card as usize)
        .map(|c| format!("vessel:{}", c.code))
}

pub fn round_key(card: u8) -> Option<String> {
    ROUND_CARDS
        .get(card as usize)
        .map(|c| format!("round:{}", c.code))
}

/// The thing on an offer space: its good, or the francs.
pub fn offer_key(o: Offer) -> String {
    match o.good() {
        Some(g) => format!("good:{g:?}"),
        None => "money:Francs".into(),
    }
}

pub fn tile_key(t: u8) -> Option<String> {
    ((t as usize) < SUPPLY_TILES.len()).then(|| format!("tile:{}", t + 1))
}

/// The top ship of a type's stack, or the type itself when the stack is empty.
fn ship_stack_key(s: &State, t: ShipType) -> String {
    s.ship_top(t)
        .and_then(vessel_key)
        .unwrap_or_else(|| format!("ship:{t:?}"))
}

pub fn explain(s: &State, viewer: Option<Seat>, key: &str, lang: Lang) -> Option<Explain> {
    let (kind, id) = key.split_once(':')?;
    let v = LH::view(s, viewer);
    match kind {
        "building" => {
            let b = *ALL.iter().find(|b| format!("{b:?}") == id)?;
            Some(building(&v, b, lang))
        }
        "ship" => {
            let t = *SHIP_TYPES.iter().find(|t| format!("{t:?}") == id)?;
            Some(ship_type(&v, t, lang))
        }
        "vessel" => {
            let i = ROUND_CARDS.iter().position(|c| c.code == id)?;
            Some(vessel(&v, i as u8, lang))
        }
        "round" => {
            let i = ROUND_CARDS.iter().position(|c| c.code == id)?;
            Some(round(&v, i as u8, lang))
        }
        "good" => {
            let g = *GOODS.iter().find(|g| format!("{g:?}") == id)?;
            Some(good(&v, g, lang))
        }
        "money" if id == "Francs" => Some(money(&v, lang)),
        "loan" if id == "Loan" => Some(loan(&v, lang)),
        "tile" => {
            let n: usize = id.parse().ok()?;
            (1..=SUPPLY_TILES.len())
                .contains(&n)
                .then(|| tile(&v, (n - 1) as u8, lang))
        }
        _ => None,
    }
}

fn seat_name(lang: Lang, i: usize) -> String {
    tr(lang, "seat.default", &[("n", (i + 1).into())])
}

fn fee_value(f: Fee, lang: Lang) -> String {
    let food = |n: u16| tr(lang, "lh.n_food", &[("n", n.into())]);
    let fr = |n: u16| tr(lang, "lh.fr", &[("n", n.into())]);
    match f {
        Fee::NotEnterable => t(lang, "lh.ex.fee.locked"),
        Fee::Free => t(lang, "lh.ex.fee.free"),
        Fee::Food(n) => food(n),
        Fee::Francs(n) => fr(n),
        Fee::FoodOrFrancs(a, b) => tr(
            lang,
            "lh.ex.either",
            &[("a", food(a).into()), ("b", fr(b).into())],
        ),
    }
}

/// Buildings whose value grows at the game end (`+` on the card, FACTS §9).
fn has_bonus(b: Bd) -> bool {
    matches!(
        b,
        Bd::Storehouse
            | Bd::Dock
            | Bd::TownHall
            | Bd::Bank
            | Bd::BusinessPark
            | Bd::Guildhouse
            | Bd::Ranch
    )
}

fn is_start(b: Bd) -> bool {
    matches!(
        b,
        Bd::BuildingFirm1 | Bd::BuildingFirm2 | Bd::ConstructionFirm
    )
}

/// Where `b` stands as the view shows it; `None` where the viewer cannot see it.
fn building_place(v: &View, b: Bd, lang: Lang) -> Option<String> {
    let s = &v.state;
    for (i, st) in s.stacks.iter().enumerate() {
        if let Some(k) = st.iter().position(|x| *x == b) {
            let key = if k == 0 {
                "lh.ex.at.stack_top"
            } else {
                "lh.ex.at.stack"
            };
            return Some(tr(lang, key, &[("n", (i + 1).into())]));
        }
    }
    if s.town.contains(&b) {
        return Some(t(lang, "lh.ex.at.town"));
    }
    if let Some(i) = s.players.iter().position(|p| p.owns(b)) {
        return Some(seat_name(lang, i));
    }
    if s.players.iter().any(|p| p.hand.contains(&b)) {
        return Some(t(lang, "lh.ex.at.hand"));
    }
    if v.peek.contains(&b) {
        return Some(t(lang, "lh.ex.at.peek"));
    }
    if s.removed.contains(&b) {
        return Some(t(lang, "lh.ex.at.removed"));
    }
    None
}

/// A standard or special building (FACTS §4, §5; [KO] 건물, 입장료, 판매).
fn building(v: &View, b: Bd, lang: Lang) -> Explain {
    let d = b.data();
    let s = &v.state;
    let kind = if is_start(b) {
        "lh.ex.kind.start"
    } else if b.is_special() {
        "lh.ex.kind.special"
    } else {
        "lh.ex.kind.standard"
    };
    let mut facts = vec![
        (t(lang, "lh.ex.no"), card_no(b)),
        (t(lang, "lh.ex.type"), kind_name(d.kind, lang)),
        (
            t(lang, "lh.ex.cost"),
            if !d.buildable {
                t(lang, "lh.ex.not_buildable")
            } else if d.cost.is_free() {
                t(lang, "lh.ex.fee.free")
            } else {
                cost_text(&d.cost, lang)
            },
        ),
        (
            t(lang, "lh.ex.value"),
            if has_bonus(b) {
                format!("{}+", d.value)
            } else {
                d.value.to_string()
            },
        ),
        (
            t(lang, "lh.ex.price"),
            d.price
                .map_or_else(|| t(lang, "lh.ui.not_for_sale"), |p| p.to_string()),
        ),
        (t(lang, "lh.ex.fee"), fee_value(d.fee, lang)),
    ];
    let mut symbols = Vec::new();
    if d.hammers > 0 {
        symbols.push(format!("{} ×{}", t(lang, "lh.ui.hammer"), d.hammers));
    }
    if d.fishing > 0 {
        symbols.push(format!("{} ×{}", t(lang, "lh.ui.fishing"), d.fishing));
    }
    if !symbols.is_empty() {
        facts.push((t(lang, "lh.ex.symbols"), symbols.join(", ")));
    }
    if b.is_special() {
        facts.push((
            t(lang, "lh.ex.set"),
            t(lang, &format!("lh.ex.set.{:?}", d.set)),
        ));
    }
    if d.value > 0 && b != Bd::RattletrapCar {
        facts.push((t(lang, "lh.ex.sells_for"), scoring_sell(d.value)));
    }
    if let Some(place) = building_place(v, b, lang) {
        facts.push((t(lang, "lh.ex.where"), place));
    }
    if let Some(p) = s.players.iter().find(|p| p.owns(b)) {
        let now = scoring::building_value(p, b);
        if now != d.value as i32 {
            facts.push((t(lang, "lh.ex.value_now"), now.to_string()));
        }
    }
    let workers: Vec<String> = (0..s.players.len())
        .filter(|&i| s.players[i].worker == Some(b))
        .map(|i| seat_name(lang, i))
        .collect();
    if !workers.is_empty() {
        facts.push((t(lang, "lh.ex.workers"), workers.join(", ")));
    }

    let mut text = vec![card_line(b, lang)];
    text.extend(optional(lang, &format!("lh.ex.bd.{b:?}")));
    // FACTS §10: the Marketplace's solo cap is PROVISIONAL.
    let solo_market = b == Bd::Marketplace && s.n() == 1;
    if solo_market {
        text.push(tr(
            lang,
            "lh.ex.p.solo_market",
            &[("n", s.opts.solo_market_cap.into())],
        ));
    }
    // [KO] 준비 10 (start buildings), 규칙 정리 / 마을 건설 (standard), 준비 8 (special).
    text.push(t(
        lang,
        if is_start(b) {
            "lh.ex.p.start"
        } else if b.is_special() {
            "lh.ex.p.special"
        } else {
            "lh.ex.p.standard"
        },
    ));
    // [KO] 건물에 들어가기, 입장료; 건물 (자물쇠 심볼, + 심볼).
    if b.enterable() {
        text.push(t(lang, "lh.ex.p.enter"));
        if matches!(d.fee, Fee::FoodOrFrancs(..)) {
            text.push(t(lang, "lh.ex.p.fee_either"));
        }
    } else {
        text.push(t(lang, "lh.ex.p.lock"));
    }
    if has_bonus(b) {
        text.push(t(lang, "lh.ex.p.plus"));
    }
    if d.hammers > 0 || d.fishing > 0 {
        text.push(t(lang, "lh.ex.p.symbols"));
    }
    if d.kind == Kind::Ship {
        text.push(t(lang, "lh.ex.p.ship_dock"));
    }
    // [KO] 판매.
    if d.value > 0 && b != Bd::RattletrapCar {
        text.push(t(lang, "lh.ex.p.sell"));
    }
    // FACTS §10: the cards that need opponents are left out of the solo game.
    if d.solo_excluded {
        text.push(t(lang, "lh.ex.p.solo_out"));
    }
    Explain {
        title: card_title(b, lang),
        kind: t(lang, kind),
        facts,
        text,
        provisional: solo_market,
    }
}

/// Half the value, rounded down ([KO] 판매), as the rules pay it.
fn scoring_sell(value: i16) -> String {
    le_havre::turn::sell_price(value).to_string()
}

fn food_by_count(t_: ShipType) -> String {
    (1..=5)
        .map(|n| t_.food(n).to_string())
        .collect::<Vec<_>>()
        .join(" / ")
}

fn ship_cost(t_: ShipType, lang: Lang) -> String {
    let (g, n) = t_.material();
    let cost = tr(
        lang,
        "lh.n_good",
        &[
            ("n", n.into()),
            ("good", Msg::new(format!("lh.good.{g:?}")).into()),
        ],
    );
    let key = if t_ == ShipType::Wooden {
        "lh.ex.ship_cost.text"
    } else {
        "lh.ex.ship_cost.brick"
    };
    tr(
        lang,
        key,
        &[
            ("cost", cost.into()),
            ("e", le_havre::data::SHIP_ENERGY.into()),
        ],
    )
}

/// The numbers every ship of a type shares (FACTS §6).
fn ship_facts(v: &View, t_: ShipType, lang: Lang) -> Vec<(String, String)> {
    let n = v.state.n();
    vec![
        (t(lang, "lh.ex.ship_cost"), ship_cost(t_, lang)),
        (
            t(lang, "lh.ex.price"),
            t_.price()
                .map_or_else(|| t(lang, "lh.ui.not_for_sale"), |p| p.to_string()),
        ),
        (
            tr(lang, "lh.ex.food_now", &[("n", n.into())]),
            t_.food(n).to_string(),
        ),
        (t(lang, "lh.ex.food_by_count"), food_by_count(t_)),
        (
            t(lang, "lh.ex.capacity"),
            tr(lang, "lh.ex.capacity.n", &[("n", t_.capacity().into())]),
        ),
    ]
}

/// What every ship of a type does ([KO] 배 만들기, 배 구입, 급식 단계; FACTS §6).
fn ship_text(t_: ShipType, lang: Lang) -> Vec<String> {
    let mut text = vec![
        t(lang, &format!("lh.ex.ship.{t_:?}")),
        t(lang, "lh.ex.p.ship_common"),
    ];
    if t_ != ShipType::Wooden {
        text.push(t(lang, "lh.ex.p.modernise"));
    }
    text.push(t(lang, "lh.ex.p.ship_dock"));
    text
}

fn ship_type(v: &View, t_: ShipType, lang: Lang) -> Explain {
    let mut facts = ship_facts(v, t_, lang);
    let values: Vec<String> = {
        let mut vs: Vec<i16> = ROUND_CARDS
            .iter()
            .filter(|c| c.ship == t_)
            .map(|c| c.ship_value)
            .collect();
        vs.sort();
        vs.iter().map(|x| x.to_string()).collect()
    };
    facts.push((t(lang, "lh.ex.values"), values.join(", ")));
    Explain {
        title: ship_name(t_, lang),
        kind: t(lang, "lh.ex.kind.ship_type"),
        facts,
        text: ship_text(t_, lang),
        provisional: false,
    }
}

/// The ship side of round card `card`.
fn vessel(v: &View, card: u8, lang: Lang) -> Explain {
    let c = &ROUND_CARDS[card as usize];
    let s = &v.state;
    let mut facts = vec![
        (t(lang, "lh.ex.ship_type"), ship_name(c.ship, lang)),
        (t(lang, "lh.ex.value"), c.ship_value.to_string()),
    ];
    facts.extend(ship_facts(v, c.ship, lang));
    facts.push((t(lang, "lh.ex.sells_for"), scoring_sell(c.ship_value)));
    let stack = &s.ship_stacks[c.ship as usize];
    let place = if let Some(i) = s.players.iter().position(|p| p.ships.contains(&card)) {
        Some(seat_name(lang, i))
    } else if stack.last() == Some(&card) {
        Some(tr(
            lang,
            "lh.ex.at.ship_top",
            &[("ship", ship_name(c.ship, lang).into())],
        ))
    } else if stack.contains(&card) {
        Some(tr(
            lang,
            "lh.ex.at.ship_under",
            &[("ship", ship_name(c.ship, lang).into())],
        ))
    } else if let Some(r) = s.rounds.iter().position(|x| *x == card) {
        Some(if (r as u8) + 1 >= s.round {
            tr(lang, "lh.ex.at.round_card", &[("n", (r + 1).into())])
        } else {
            t(lang, "lh.ex.at.removed")
        })
    } else {
        Some(t(lang, "lh.ex.at.unused"))
    };
    if let Some(p) = place {
        facts.push((t(lang, "lh.ex.where"), p));
    }
    Explain {
        title: vessel_name(c, lang),
        kind: t(lang, "lh.ex.kind.ship"),
        facts,
        text: ship_text(c.ship, lang),
        provisional: false,
    }
}

/// The round side of a card (FACTS §7; [KO] 라운드 종료).
fn round(v: &View, card: u8, lang: Lang) -> Explain {
    let c = &ROUND_CARDS[card as usize];
    let s = &v.state;
    let n = s.n();
    let yes_no = |b: bool| t(lang, if b { "lh.ex.yes" } else { "lh.ex.no_word" });
    let town = c.town_build(n);
    let mut facts = Vec::new();
    match s.rounds.iter().position(|x| *x == card) {
        Some(r) => facts.push((
            t(lang, "lh.ex.round_no"),
            tr(
                lang,
                "lh.ex.round_of",
                &[("n", (r + 1).into()), ("total", s.rounds.len().into())],
            ),
        )),
        None => facts.push((t(lang, "lh.ex.round_no"), t(lang, "lh.ex.at.unused"))),
    }
    facts.push((
        tr(lang, "lh.ex.food_demand", &[("n", n.into())]),
        c.food(n).to_string(),
    ));
    facts.push((t(lang, "lh.ex.harvest"), yes_no(c.harvest)));
    facts.push((
        t(lang, "lh.ex.town_build"),
        t(lang, &format!("lh.ex.town.{town:?}")),
    ));
    facts.push((
        t(lang, "lh.ex.back"),
        tr(
            lang,
            "lh.ex.back.text",
            &[
                ("vessel", vessel_name(c, lang).into()),
                ("ship", ship_name(c.ship, lang).into()),
                ("v", i64::from(c.ship_value).into()),
            ],
        ),
    ));
    let text = vec![
        t(lang, "lh.ex.p.round_card"),
        t(
            lang,
            if c.harvest {
                "lh.ex.p.harvest"
            } else {
                "lh.ex.p.no_harvest"
            },
        ),
        t(lang, "lh.ex.p.feeding"),
        t(lang, &format!("lh.ex.p.town.{town:?}")),
        t(lang, "lh.ex.p.round_ship"),
    ];
    Explain {
        title: tr(lang, "lh.ex.round_title", &[("code", c.code.into())]),
        kind: t(lang, "lh.ex.kind.round"),
        facts,
        text,
        provisional: false,
    }
}

/// A good (FACTS §1; [KO] 구성물, 상품 업그레이드).
fn good(v: &View, g: Good, lang: Lang) -> Explain {
    let mut facts = Vec::new();
    if g.food() > 0 {
        facts.push((t(lang, "lh.ex.food"), g.food().to_string()));
    }
    if g.energy() > 0 {
        facts.push((t(lang, "lh.ex.energy"), g.energy().to_string()));
    }
    facts.push((t(lang, "lh.ex.francs_value"), g.francs().to_string()));
    let other = if g.is_upgraded() {
        g.basic()
    } else {
        g.upgraded()
    };
    facts.push((t(lang, "lh.ex.other_side"), good_name(other, lang)));
    let offer = OFFERS.iter().position(|o| o.good() == Some(g));
    if let Some(i) = offer {
        facts.push((t(lang, "lh.ex.on_offer"), v.state.offers[i].to_string()));
    }
    let mut text = vec![t(lang, "lh.ex.p.goods")];
    if g.food() > 0 {
        text.push(t(lang, "lh.ex.p.food_good"));
    }
    if g.energy() > 0 {
        text.push(t(lang, "lh.ex.p.energy_good"));
    }
    match g {
        Good::Clay | Good::Brick => text.push(t(lang, "lh.ex.p.brick")),
        Good::Iron | Good::Steel => text.push(t(lang, "lh.ex.p.steel")),
        Good::Grain | Good::Cattle => text.push(t(lang, "lh.ex.p.harvest_good")),
        _ => {}
    }
    if !g.is_upgraded() {
        text.push(t(
            lang,
            if offer.is_some() {
                "lh.ex.p.offer"
            } else {
                "lh.ex.p.no_offer"
            },
        ));
    }
    text.push(t(lang, "lh.ex.p.goods_end"));
    Explain {
        title: good_name(g, lang),
        kind: t(
            lang,
            if g.is_upgraded() {
                "lh.ex.kind.upgraded"
            } else {
                "lh.ex.kind.good"
            },
        ),
        facts,
        text,
        provisional: false,
    }
}

/// Francs ([KO] 구성물, 환전; FACTS §1).
fn money(v: &View, lang: Lang) -> Explain {
    Explain {
        title: t(lang, "lh.ui.Francs"),
        kind: t(lang, "lh.ex.kind.money"),
        facts: vec![
            (t(lang, "lh.ex.food"), "1".into()),
            (t(lang, "lh.ex.on_offer"), v.state.offers[0].to_string()),
        ],
        text: vec![t(lang, "lh.ex.p.money"), t(lang, "lh.ex.p.offer")],
        provisional: false,
    }
}

/// The loan card ([KO] 대출 카드; FACTS §2).
fn loan(v: &View, lang: Lang) -> Explain {
    use le_havre::data::{INTEREST, LOAN_PAYOUT, LOAN_PENALTY, LOAN_REPAY};
    let fr = |n: u32| tr(lang, "lh.fr", &[("n", n.into())]);
    let mut facts = vec![
        (t(lang, "lh.ex.loan_payout"), fr(LOAN_PAYOUT)),
        (t(lang, "lh.ex.loan_repay"), fr(LOAN_REPAY)),
        (
            t(lang, "lh.ex.loan_end"),
            format!("−{}", LOAN_PENALTY.abs()),
        ),
        (
            t(lang, "lh.ex.interest"),
            tr(lang, "lh.ex.interest.n", &[("n", INTEREST.into())]),
        ),
    ];
    let held: Vec<String> = v
        .state
        .players
        .iter()
        .enumerate()
        .filter(|(_, p)| p.loans > 0)
        .map(|(i, p)| format!("{} ×{}", seat_name(lang, i), p.loans))
        .collect();
    if !held.is_empty() {
        facts.push((t(lang, "lh.ex.loans_held"), held.join(", ")));
    }
    Explain {
        title: t(lang, "lh.ex.kind.loan"),
        kind: t(lang, "lh.ex.kind.loan"),
        facts,
        text: vec![
            t(lang, "lh.ex.p.loan"),
            t(lang, "lh.ex.p.loan_repay"),
            t(lang, "lh.ex.p.interest"),
        ],
        provisional: false,
    }
}

/// A supply tile by its contents (FACTS §8; [KO] 보급 행동, 대출 카드의 이자). Its position
/// is told only once it is face up.
fn tile(v: &View, i: u8, lang: Lang) -> Explain {
    let (a, b, interest) = SUPPLY_TILES[i as usize];
    let goods = format!("{} + {}", offer_name(a, lang), offer_name(b, lang));
    let mut facts = vec![
        (t(lang, "lh.ex.tile_goods"), goods.clone()),
        (
            t(lang, "lh.ex.interest"),
            t(
                lang,
                if interest {
                    "lh.ex.yes"
                } else {
                    "lh.ex.no_word"
                },
            ),
        ),
    ];
    if let Some(pos) = v.tiles.iter().position(|x| *x == i) {
        facts.push((t(lang, "lh.ex.position"), (pos + 1).to_string()));
    }
    let mut text = vec![t(lang, "lh.ex.p.tile")];
    if interest {
        text.push(t(lang, "lh.ex.p.tile_interest"));
        text.push(t(lang, "lh.ex.p.interest"));
    }
    Explain {
        title: tr(lang, "lh.ex.tile_title", &[("goods", goods.into())]),
        kind: t(lang, "lh.ex.kind.tile"),
        facts,
        text,
        provisional: false,
    }
}

/// The things a logged action names, read in `before`, as `viewer` may see them.
pub fn things(before: &State, action: &Action, viewer: Option<Seat>) -> Vec<String> {
    let s = before;
    let seat = s.acting().unwrap_or(s.current);
    let work = match s.steps.last() {
        Some(Step::Work { seat: w, work }) if *w == seat => Some(work),
        _ => None,
    };
    let at_work = || work.map(|w| building_key(w.b)).into_iter().collect();
    match action {
        Action::TakeOffer(i) => OFFERS
            .get(*i as usize)
            .map(|o| offer_key(*o))
            .into_iter()
            .collect(),
        Action::Enter(b, _) | Action::BuyBuilding(b) | Action::Sell(b) => vec![building_key(*b)],
        Action::Build { stack, .. } => s
            .stacks
            .get(*stack as usize)
            .and_then(|st| st.first())
            .map(|b| building_key(*b))
            .into_iter()
            .collect(),
        Action::BuildShip(t_) | Action::BuyShip(t_) => vec![ship_stack_key(s, *t_)],
        Action::TradeShip(card, b) => vessel_key(*card)
            .into_iter()
            .chain(std::iter::once(building_key(*b)))
            .collect(),
        Action::SellShip(card) => vessel_key(*card).into_iter().collect(),
        Action::Take(g) | Action::Give(g) => vec![format!("good:{g:?}")],
        Action::Pay(Token::Good(g), _) => vec![format!("good:{g:?}")],
        Action::Pay(Token::Francs, _) => vec!["money:Francs".into()],
        Action::TakeLoan | Action::Repay => vec!["loan:Loan".into()],
        Action::Choose(c) => {
            let Some(w) = work else {
                return Vec::new();
            };
            let mut out = vec![building_key(w.b)];
            match w.b {
                // The two face-down special buildings: only the visitor has looked at them.
                Bd::Marketplace if w.stage == 1 && viewer == Some(seat) => {
                    out.extend(s.specials.iter().take(2).map(|b| building_key(*b)));
                }
                Bd::HarbourWatch => out.extend(ALL.get(*c as usize).map(|b| building_key(*b))),
                // The chosen hand card goes face up into the town with this very action.
                Bd::ConstructionSite if w.stage == 0 => out.extend(
                    s.players[seat as usize]
                        .hand
                        .get(*c as usize)
                        .map(|b| building_key(*b)),
                ),
                Bd::ConstructionSite => {
                    out.extend(ALL.get(w.count as usize).map(|b| building_key(*b)))
                }
                Bd::HaulageFirm => {
                    for i in [*c as usize, *c as usize + 1] {
                        out.extend(OFFERS.get(i).map(|o| offer_key(*o)));
                    }
                }
                Bd::FleaMarket | Bd::PicketLine => {
                    out.extend(OFFERS.get(*c as usize).map(|o| offer_key(*o)))
                }
                _ => {}
            }
            out
        }
        Action::Amount(_) | Action::Done => at_work(),
        Action::EndTurn => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(players: u8, seed: u64) -> Match<LH> {
        let o = LH::options(players, &[]).expect("options");
        Match::<LH>::new(o, seed).expect("setup")
    }

    /// The numbers shown are the rules crate's own (FACTS §4 row 23: Steel Mill; §6; §7.1).
    #[test]
    fn numbers_match_the_rules_data() {
        let m = game(3, 1);
        let s = m.state();
        for b in ALL {
            let e = explain(s, None, &building_key(b), Lang::En).expect("building");
            let d = b.data();
            let value = e.fact("Value").expect("value");
            assert_eq!(value.trim_end_matches('+'), d.value.to_string(), "{b:?}");
            assert_eq!(e.fact("Number"), Some(card_no(b).as_str()));
            match d.price {
                Some(p) => assert_eq!(e.fact("Price"), Some(p.to_string().as_str())),
                None => assert_eq!(e.fact("Price"), Some("not for sale")),
            }
        }
        let mill = explain(s, None, "building:SteelMill", Lang::En).unwrap();
        assert_eq!(mill.fact("Building cost"), Some("2 iron 4 brick"));
        assert_eq!(mill.fact("Entry fee"), Some("2 fr"));
        let iron = explain(s, None, "ship:Iron", Lang::En).unwrap();
        assert_eq!(iron.fact("Food each round (3 players)"), Some("4"));
        assert_eq!(iron.fact("Shipping Line capacity"), Some("3 goods"));
        assert_eq!(
            iron.fact("Values printed on the cards"),
            Some("2, 4, 6, 8, 10, 12")
        );
        let r14 = explain(s, None, "round:R14", Lang::En).unwrap();
        assert_eq!(r14.fact("Food demand (3 players)"), Some("12"));
        assert_eq!(r14.fact("Harvest"), Some("yes"));
        let meat = explain(s, None, "good:Meat", Lang::En).unwrap();
        assert_eq!(meat.fact("Food"), Some("3"));
        let coke = explain(s, None, "good:Coke", Lang::En).unwrap();
        assert_eq!(coke.fact("Energy"), Some("10"));
    }

    /// No other key explains itself; the board's keys are among them.
    #[test]
    fn the_board_keys_are_all_things() {
        let all = all_things();
        let m = game(2, 3);
        assert!(explain(m.state(), None, "building:Nope", Lang::En).is_none());
        assert!(explain(m.state(), None, "tile:8", Lang::En).is_none());
        assert!(explain(m.state(), None, "tile:0", Lang::En).is_none());
        // Every key the board puts in `data-explain` is one of them.
        for o in OFFERS {
            assert!(all.contains(&offer_key(o)));
        }
        for i in 0..ROUND_CARDS.len() as u8 {
            assert!(all.contains(&vessel_key(i).unwrap()));
            assert!(all.contains(&round_key(i).unwrap()));
        }
        for i in 0..7u8 {
            assert!(all.contains(&tile_key(i).unwrap()));
        }
        assert!(tile_key(255).is_none());
        for t_ in SHIP_TYPES {
            assert!(all.contains(&ship_stack_key(m.state(), t_)));
        }
        for g in GOODS {
            assert!(all.contains(&format!("good:{g:?}")));
        }
    }

    /// A Construction Site hand card is placed for its holder only.
    #[test]
    fn a_hand_card_is_placed_for_its_holder_only() {
        let m = game(3, 4);
        let mut s = m.state().clone();
        let b = s.specials.pop().expect("a special building");
        s.players[0].hand.push(b);
        let key = building_key(b);
        let own = explain(&s, Some(0), &key, Lang::En).unwrap();
        assert_eq!(own.fact("Where"), Some("your hand (Construction Site)"));
        for viewer in [Some(1), Some(2), None] {
            let e = explain(&s, viewer, &key, Lang::En).unwrap();
            assert!(e.fact("Where").is_none(), "{viewer:?}: {:?}", e.facts);
        }
    }

    /// The Marketplace's look at the special deck is named to the visitor alone, and a
    /// face-down special building's place is told to nobody.
    #[test]
    fn hidden_cards_are_not_named() {
        let mut m = game(2, 5);
        let mut guard = 0;
        // Play until someone chooses at the Marketplace (keep/swap the next two specials).
        loop {
            guard += 1;
            assert!(guard < 5000, "no Marketplace choice found");
            let Some(&seat) = m.to_act().first() else {
                panic!("game over before a Marketplace choice");
            };
            let legal = m.legal(seat);
            let s = m.state();
            let choosing = matches!(s.steps.last(), Some(Step::Work { work, .. }) if work.b == Bd::Marketplace && work.stage == 1);
            if choosing {
                let a = legal
                    .iter()
                    .find(|a| matches!(a, Action::Choose(_)))
                    .unwrap();
                let mine = things(s, a, Some(seat));
                let other = things(s, a, Some(1 - seat));
                let none = things(s, a, None);
                assert_eq!(mine.len(), 3, "{mine:?}");
                assert_eq!(other, vec![building_key(Bd::Marketplace)]);
                assert_eq!(none, other);
                let top = s.specials[0];
                let e = explain(s, Some(1 - seat), &building_key(top), Lang::En).unwrap();
                assert!(e.fact("Where").is_none(), "{:?}", e.facts);
                let e = explain(s, Some(seat), &building_key(top), Lang::En).unwrap();
                assert_eq!(e.fact("Where"), Some("special deck (you looked at it)"));
                return;
            }
            // Steer towards the Marketplace when it can be entered.
            let pick = legal
                .iter()
                .find(|a| matches!(a, Action::Enter(Bd::Marketplace, _)))
                .or_else(|| {
                    legal
                        .iter()
                        .find(|a| matches!(a, Action::Choose(_) | Action::Take(_)))
                })
                .unwrap_or(&legal[guard % legal.len()])
                .clone();
            m.apply(seat, &pick).expect("legal");
        }
    }

    /// A face-down supply tile's position is not told.
    #[test]
    fn unrevealed_tiles_keep_their_place() {
        let m = game(2, 9);
        let s = m.state();
        for i in 0..7u8 {
            let e = explain(s, None, &tile_key(i).unwrap(), Lang::En).unwrap();
            let pos = s.tiles.iter().position(|x| *x == i).unwrap();
            assert_eq!(e.fact("Position this game").is_some(), s.revealed[pos]);
        }
    }
}
