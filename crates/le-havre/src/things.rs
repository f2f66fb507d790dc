//! Rules in place (`Game::thing`): every thing of Le Havre in full — what it is, costs, does and
//! where it stands — as messages the app lays out.
//!
//! Keys (each thing once, `keys`): `building:<id>` (the 33 standard and every special building,
//! `Bd::id`), `ship:<id>` (the four ship types, `ShipType::id`), `vessel:<code>` (the ship side of
//! a round card), `round:<code>` (its round side), `good:<id>` (16 goods, `Good::id`),
//! `money:Francs`, `loan:Loan` and `tile:<1..7>` (the supply tiles, by their contents, FACTS §8).
//! Every id is written out in the data, never read off a Rust name.
//!
//! Numbers come from the data (FACTS §1, §2, §4–§8) and the rules' own functions (the end
//! bonus, the start buildings, what sells, which ships modernise a Wharf, what stands in for
//! what, what grows at a harvest); texts from the locale files (`lh.bd.<id>.text` the card line,
//! `lh.ex.*` the rest, each paragraph citing its source there). Live facts (where a thing is,
//! its value for its owner) are read from the view of `viewer` (`view::view`), never from the
//! hidden state: face-down special buildings, other players' Construction Site hands and
//! unrevealed supply tiles are not told. What is PROVISIONAL is marked in the data
//! (`data::PROVISIONAL`).

use crate::actions::{Action, Token};
use crate::build;
use crate::data::{
    self, ALL, Bd, FRANC_FOOD, Fee, GOODS, Good, INTEREST, Kind, LOAN_PAYOUT, LOAN_PENALTY,
    LOAN_REPAY, OFFERS, Offer, ROUND_CARDS, RoundCard, SHIP_ENERGY, SHIP_TYPES, SUPPLY_TILES,
    ShipType,
};
use crate::describe::{self, fr, join};
use crate::round;
use crate::scoring;
use crate::setup;
use crate::standard;
use crate::state::{State, Step};
use crate::turn;
use crate::view::{View, view};
use smokestack_core::{Msg, MsgArg, Thing};

pub fn building_key(b: Bd) -> String {
    format!("building:{}", b.id())
}

pub fn ship_key(t: ShipType) -> String {
    format!("ship:{}", t.id())
}

/// The ship side of round card `card`.
pub fn vessel_key(card: u8) -> Option<String> {
    ROUND_CARDS
        .get(card as usize)
        .map(|c| format!("vessel:{}", c.code))
}

/// The round side of round card `card`.
pub fn round_key(card: u8) -> Option<String> {
    ROUND_CARDS
        .get(card as usize)
        .map(|c| format!("round:{}", c.code))
}

pub fn good_key(g: Good) -> String {
    format!("good:{}", g.id())
}

pub const MONEY_KEY: &str = "money:Francs";
pub const LOAN_KEY: &str = "loan:Loan";

/// The thing on an offer space: its good, or the francs.
pub fn offer_key(o: Offer) -> String {
    o.good().map_or_else(|| MONEY_KEY.to_string(), good_key)
}

/// Supply tile `t` (0-based, as `State::tiles` holds them), by its contents.
pub fn tile_key(t: u8) -> Option<String> {
    ((t as usize) < SUPPLY_TILES.len()).then(|| format!("tile:{}", t + 1))
}

/// The top ship of a type's stack, or the type itself when the stack is empty.
pub fn ship_stack_key(s: &State, t: ShipType) -> String {
    s.ship_top(t)
        .and_then(vessel_key)
        .unwrap_or_else(|| ship_key(t))
}

/// Every key of the game, each thing once, in the rules panel's order.
pub fn keys() -> Vec<String> {
    let mut v: Vec<String> = ALL.iter().map(|b| building_key(*b)).collect();
    v.extend(SHIP_TYPES.iter().map(|t| ship_key(*t)));
    v.extend((0..ROUND_CARDS.len() as u8).filter_map(vessel_key));
    v.extend((0..ROUND_CARDS.len() as u8).filter_map(round_key));
    v.extend(GOODS.iter().map(|g| good_key(*g)));
    v.push(MONEY_KEY.into());
    v.push(LOAN_KEY.into());
    v.extend((0..SUPPLY_TILES.len() as u8).filter_map(tile_key));
    v
}

/// The thing with key `key` as `viewer` sees it in `s`; `None` for no key of the game.
pub fn thing(s: &State, viewer: Option<u8>, key: &str) -> Option<Thing> {
    let (kind, id) = key.split_once(':')?;
    let card = |id: &str| ROUND_CARDS.iter().position(|c| c.code == id);
    // Found before the view is taken: a key of no thing costs nothing.
    enum Of {
        Building(Bd),
        Ship(ShipType),
        Vessel(u8),
        Round(u8),
        Good(Good),
        Money,
        Loan,
        Tile(u8),
    }
    let of = match kind {
        "building" => Of::Building(*ALL.iter().find(|b| b.id() == id)?),
        "ship" => Of::Ship(*SHIP_TYPES.iter().find(|t| t.id() == id)?),
        "vessel" => Of::Vessel(card(id)? as u8),
        "round" => Of::Round(card(id)? as u8),
        "good" => Of::Good(*GOODS.iter().find(|g| g.id() == id)?),
        "money" if id == "Francs" => Of::Money,
        "loan" if id == "Loan" => Of::Loan,
        "tile" => {
            let n: usize = id.parse().ok()?;
            if !(1..=SUPPLY_TILES.len()).contains(&n) || id != n.to_string() {
                return None;
            }
            Of::Tile((n - 1) as u8)
        }
        _ => return None,
    };
    let v = view(s, viewer);
    Some(match of {
        Of::Building(b) => building(&v, b),
        Of::Ship(t) => ship_type(&v, t),
        Of::Vessel(c) => vessel(&v, c),
        Of::Round(c) => round_side(&v, c),
        Of::Good(g) => good(&v, g),
        Of::Money => money(&v),
        Of::Loan => loan(&v),
        Of::Tile(t) => tile(&v, t),
    })
}

fn m(key: &'static str) -> Msg {
    Msg::new(key)
}

/// A number, the same in every language.
fn num(n: impl std::fmt::Display) -> Msg {
    Msg::plain(n.to_string())
}

fn yes_no(b: bool) -> Msg {
    m(if b { "lh.ex.yes" } else { "lh.ex.no_word" })
}

/// A seat, by its player ("Seat 2" where the app gives no names).
fn seat(i: usize) -> Msg {
    Msg::new("lh.ex.seat").arg("seat", MsgArg::Seat(i as u8))
}

/// Items listed one after the other ("a, b, c").
fn list(items: Vec<Msg>) -> Msg {
    join(items, "lh.ex.join.list")
}

/// `what` ×`n` ("Hammer ×2").
fn times(what: Msg, n: impl Into<MsgArg>) -> Msg {
    Msg::new("lh.ex.times").arg("a", what).arg("n", n)
}

fn food(n: u16) -> Msg {
    Msg::new("lh.n_food").arg("n", n)
}

/// The buildings with a note beyond their card line (`lh.ex.bd.<id>`, in every language).
pub const NOTED: [Bd; 70] = [
    Bd::BuildingFirm1,
    Bd::BuildingFirm2,
    Bd::ConstructionFirm,
    Bd::Marketplace,
    Bd::Sawmill,
    Bd::Bakehouse,
    Bd::Smokehouse,
    Bd::Abattoir,
    Bd::ClayMound,
    Bd::Wharf1,
    Bd::BlackMarket,
    Bd::Brickworks,
    Bd::LocalCourt,
    Bd::Colliery,
    Bd::Wharf2,
    Bd::ShippingLine,
    Bd::BusinessOffice,
    Bd::Storehouse,
    Bd::Dock,
    Bd::TownHall,
    Bd::Bank,
    Bd::Church,
    Bd::LabourExchange,
    Bd::HarbourWatch,
    Bd::CoalTrader,
    Bd::LuxuryYacht,
    Bd::Feedlot,
    Bd::MasonsGuild,
    Bd::TownSquare,
    Bd::HaulageFirm,
    Bd::WindFarm,
    Bd::Zoo,
    Bd::WorkersCottages,
    Bd::ConstructionSite,
    Bd::LoggingCamp,
    Bd::MSDagmar,
    Bd::Pawnbrokers,
    Bd::PiratesLair,
    Bd::DiveBar,
    Bd::PicketLine,
    Bd::TobaccoFactory,
    Bd::CattleDrive,
    Bd::Dunny,
    Bd::FootballStadium,
    Bd::ToyFair,
    Bd::WoodenCrane,
    Bd::LumberMill,
    Bd::MainStation,
    Bd::Hotel,
    Bd::FurFactory,
    Bd::Wainwrights,
    Bd::FishermansHut,
    Bd::SoupKitchen,
    Bd::CattleMarket,
    Bd::BrickTrader,
    Bd::SmeltingFurnace,
    Bd::FleaMarket,
    Bd::CanneryRow,
    Bd::DepartmentOfAgriculture,
    Bd::DepartmentOfEconomics,
    Bd::Stockmarket,
    Bd::SouvenirShop,
    Bd::BlastFurnace,
    Bd::BiofuelFacility,
    Bd::Ranch,
    Bd::TradingFirm,
    Bd::TraffickingSpot,
    Bd::MajorCorporation,
    Bd::Emporium,
    Bd::RattletrapCar,
];

fn kind_name(k: Kind) -> Msg {
    m(match k {
        Kind::Craft => "lh.ui.craft",
        Kind::Economic => "lh.ui.economic",
        Kind::Industrial => "lh.ui.industrial",
        Kind::Public => "lh.ui.public",
        Kind::Untyped => "lh.ui.no_type",
        Kind::Ship => "lh.ui.ship",
    })
}

/// A building cost: its goods one after the other ("2 iron 4 brick").
fn cost_text(c: &data::Cost) -> Msg {
    let parts = [
        (c.wood, Good::Wood),
        (c.clay, Good::Clay),
        (c.iron, Good::Iron),
        (c.brick, Good::Brick),
        (c.steel, Good::Steel),
    ]
    .into_iter()
    .filter(|(n, _)| *n > 0)
    .map(|(n, g)| {
        Msg::new("lh.n_good")
            .arg("n", n)
            .arg("good", describe::good(g))
    })
    .collect();
    join(parts, "lh.ex.join.space")
}

fn fee_value(f: Fee) -> Msg {
    match f {
        Fee::NotEnterable => m("lh.ex.fee.locked"),
        Fee::Free => m("lh.ex.fee.free"),
        Fee::Food(n) => food(n),
        Fee::Francs(n) => fr(n),
        Fee::FoodOrFrancs(a, b) => Msg::new("lh.ex.either").arg("a", food(a)).arg("b", fr(b)),
    }
}

/// Where `b` stands as the view shows it; `None` where the viewer cannot see it.
fn building_place(v: &View, b: Bd) -> Option<Msg> {
    let s = &v.state;
    for (i, st) in s.stacks.iter().enumerate() {
        if let Some(k) = st.iter().position(|x| *x == b) {
            let key = if k == 0 {
                "lh.ex.at.stack_top"
            } else {
                "lh.ex.at.stack"
            };
            return Some(Msg::new(key).arg("n", i + 1));
        }
    }
    if s.town.contains(&b) {
        return Some(m("lh.ex.at.town"));
    }
    if let Some(i) = s.players.iter().position(|p| p.owns(b)) {
        return Some(seat(i));
    }
    // The view holds the viewer's own hand only.
    if s.players.iter().any(|p| p.hand.contains(&b)) {
        return Some(m("lh.ex.at.hand"));
    }
    if v.peek.contains(&b) {
        return Some(m("lh.ex.at.peek"));
    }
    if s.removed.contains(&b) {
        return Some(m("lh.ex.at.removed"));
    }
    None
}

/// A standard or special building (FACTS §4, §5; [KO] 건물, 입장료, 판매).
fn building(v: &View, b: Bd) -> Thing {
    let d = b.data();
    let s = &v.state;
    let start = setup::is_start(b);
    let bonus = scoring::has_bonus(b);
    let sells = turn::can_sell(b);
    let kind = if start {
        "lh.ex.kind.start"
    } else if b.is_special() {
        "lh.ex.kind.special"
    } else {
        "lh.ex.kind.standard"
    };
    let cost = if !d.buildable {
        m("lh.ex.not_buildable")
    } else if d.cost.is_free() {
        m("lh.ex.fee.free")
    } else {
        cost_text(&d.cost)
    };
    let value = if bonus {
        Msg::plain(format!("{}+", d.value))
    } else {
        num(d.value)
    };
    let mut t = Thing::new(describe::bd(b), m(kind))
        .fact(m("lh.ex.no"), Msg::plain(b.number()))
        .fact(m("lh.ex.type"), kind_name(d.kind))
        .fact(m("lh.ex.cost"), cost)
        .fact(m("lh.ex.value"), value)
        .fact(
            m("lh.ex.price"),
            d.price.map_or_else(|| m("lh.ui.not_for_sale"), num),
        )
        .fact(m("lh.ex.fee"), fee_value(d.fee));
    let mut symbols = Vec::new();
    if d.hammers > 0 {
        symbols.push(times(m("lh.ui.hammer"), d.hammers));
    }
    if d.fishing > 0 {
        symbols.push(times(m("lh.ui.fishing"), d.fishing));
    }
    if !symbols.is_empty() {
        t = t.fact(m("lh.ex.symbols"), list(symbols));
    }
    if b.is_special() {
        t = t.fact(
            m("lh.ex.set"),
            Msg::new(format!("lh.ex.set.{}", d.set.id())),
        );
    }
    if sells {
        t = t.fact(m("lh.ex.sells_for"), num(turn::sell_price(d.value)));
    }
    if let Some(place) = building_place(v, b) {
        t = t.fact(m("lh.ex.where"), place);
    }
    if let Some(p) = s.players.iter().find(|p| p.owns(b)) {
        let now = scoring::building_value(p, b);
        if now != d.value as i32 {
            t = t.fact(m("lh.ex.value_now"), num(now));
        }
    }
    let workers: Vec<Msg> = (0..s.players.len())
        .filter(|&i| s.players[i].worker == Some(b))
        .map(seat)
        .collect();
    if !workers.is_empty() {
        t = t.fact(m("lh.ex.workers"), list(workers));
    }

    t = t.para(Msg::new(format!("lh.bd.{}.text", b.id())));
    if NOTED.contains(&b) {
        t = t.para(Msg::new(format!("lh.ex.bd.{}", b.id())));
    }
    // FACTS §10: the Marketplace's solo cap (PROVISIONAL, the player's option).
    if b == Bd::Marketplace
        && let Some(cap) = standard::solo_market_cap(&s.opts)
    {
        t = t.para(Msg::new("lh.ex.p.solo_market").arg("n", cap));
    }
    // [KO] 준비 10 (start buildings), 규칙 정리 / 마을 건설 (standard), 준비 8 (special).
    t = t.para(m(if start {
        "lh.ex.p.start"
    } else if b.is_special() {
        "lh.ex.p.special"
    } else {
        "lh.ex.p.standard"
    }));
    // [KO] 건물에 들어가기, 입장료; 건물 (자물쇠 심볼, + 심볼).
    if b.enterable() {
        t = t.para(m("lh.ex.p.enter"));
        if matches!(d.fee, Fee::FoodOrFrancs(..)) {
            t = t.para(m("lh.ex.p.fee_either"));
        }
    } else {
        t = t.para(m("lh.ex.p.lock"));
    }
    if bonus {
        t = t.para(m("lh.ex.p.plus"));
    }
    if d.hammers > 0 || d.fishing > 0 {
        t = t.para(m("lh.ex.p.symbols"));
    }
    if d.kind == Kind::Ship {
        t = t.para(m("lh.ex.p.ship_dock"));
    }
    // [KO] 판매.
    if sells {
        t = t.para(m("lh.ex.p.sell"));
    }
    // FACTS §10: the cards that need opponents are left out of the solo game.
    if d.solo_excluded {
        t = t.para(m("lh.ex.p.solo_out"));
    }
    t.provisional = data::provisional(b, s.n());
    t
}

/// A ship card's own name (Appoline, Cherbourg, …).
fn vessel_name(c: &RoundCard) -> Msg {
    Msg::new(format!("lh.vessel.{}", c.code))
}

fn ship_cost(t: ShipType) -> Msg {
    let (g, n) = t.material();
    let key = if build::modernises(t) {
        "lh.ex.ship_cost.brick"
    } else {
        "lh.ex.ship_cost.text"
    };
    Msg::new(key)
        .arg(
            "cost",
            Msg::new("lh.n_good")
                .arg("n", n)
                .arg("good", describe::good(g)),
        )
        .arg("e", SHIP_ENERGY)
}

/// The numbers every ship of a type shares (FACTS §6).
fn ship_facts(v: &View, t: ShipType, thing: Thing) -> Thing {
    let n = v.state.n();
    let by_count: Vec<String> = (1..=5).map(|k| t.food(k).to_string()).collect();
    thing
        .fact(m("lh.ex.ship_cost"), ship_cost(t))
        .fact(
            m("lh.ex.price"),
            t.price().map_or_else(|| m("lh.ui.not_for_sale"), num),
        )
        .fact(Msg::new("lh.ex.food_now").arg("n", n), num(t.food(n)))
        .fact(m("lh.ex.food_by_count"), Msg::plain(by_count.join(" / ")))
        .fact(
            m("lh.ex.capacity"),
            Msg::new("lh.ex.capacity.n").arg("n", t.capacity()),
        )
}

/// What every ship of a type does ([KO] 배 만들기, 배 구입, 급식 단계; FACTS §6).
fn ship_text(t: ShipType, mut thing: Thing) -> Thing {
    thing = thing
        .para(Msg::new(format!("lh.ex.ship.{}", t.id())))
        .para(m("lh.ex.p.ship_common"));
    if build::modernises(t) {
        thing = thing.para(m("lh.ex.p.modernise"));
    }
    thing.para(m("lh.ex.p.ship_dock"))
}

fn ship_type(v: &View, t: ShipType) -> Thing {
    let thing = ship_facts(
        v,
        t,
        Thing::new(describe::ship(t), m("lh.ex.kind.ship_type")),
    );
    let mut values: Vec<i16> = ROUND_CARDS
        .iter()
        .filter(|c| c.ship == t)
        .map(|c| c.ship_value)
        .collect();
    values.sort();
    let thing = thing.fact(
        m("lh.ex.values"),
        list(values.into_iter().map(num).collect()),
    );
    ship_text(t, thing)
}

/// The ship side of round card `card`.
fn vessel(v: &View, card: u8) -> Thing {
    let c = &ROUND_CARDS[card as usize];
    let s = &v.state;
    let mut t = Thing::new(vessel_name(c), m("lh.ex.kind.ship"))
        .fact(m("lh.ex.ship_type"), describe::ship(c.ship))
        .fact(m("lh.ex.value"), num(c.ship_value));
    t = ship_facts(v, c.ship, t);
    t = t.fact(m("lh.ex.sells_for"), num(turn::sell_price(c.ship_value)));
    let stack = &s.ship_stacks[c.ship as usize];
    let place = if let Some(i) = s.players.iter().position(|p| p.ships.contains(&card)) {
        seat(i)
    } else if stack.last() == Some(&card) {
        Msg::new("lh.ex.at.ship_top").arg("ship", describe::ship(c.ship))
    } else if stack.contains(&card) {
        Msg::new("lh.ex.at.ship_under").arg("ship", describe::ship(c.ship))
    } else if let Some(r) = s.rounds.iter().position(|x| *x == card) {
        if (r as u8) + 1 >= s.round {
            Msg::new("lh.ex.at.round_card").arg("n", r + 1)
        } else {
            m("lh.ex.at.removed")
        }
    } else {
        m("lh.ex.at.unused")
    };
    t = t.fact(m("lh.ex.where"), place);
    ship_text(c.ship, t)
}

/// The round side of a card (FACTS §7; [KO] 라운드 종료).
fn round_side(v: &View, card: u8) -> Thing {
    let c = &ROUND_CARDS[card as usize];
    let s = &v.state;
    let n = s.n();
    let town = c.town_build(n);
    let when = match s.rounds.iter().position(|x| *x == card) {
        Some(r) => Msg::new("lh.ex.round_of")
            .arg("n", r + 1)
            .arg("total", s.rounds.len()),
        None => m("lh.ex.at.unused"),
    };
    let town_build = || Msg::new(format!("lh.ex.town.{}", town.id()));
    Thing::new(
        Msg::new("lh.ex.round_title").arg("code", c.code),
        m("lh.ex.kind.round"),
    )
    .fact(m("lh.ex.round_no"), when)
    .fact(Msg::new("lh.ex.food_demand").arg("n", n), num(c.food(n)))
    .fact(m("lh.ex.harvest"), yes_no(c.harvest))
    .fact(m("lh.ex.town_build"), town_build())
    .fact(
        m("lh.ex.back"),
        Msg::new("lh.ex.back.text")
            .arg("vessel", vessel_name(c))
            .arg("ship", describe::ship(c.ship))
            .arg("v", i64::from(c.ship_value)),
    )
    .para(m("lh.ex.p.round_card"))
    .para(m(if c.harvest {
        "lh.ex.p.harvest"
    } else {
        "lh.ex.p.no_harvest"
    }))
    .para(m("lh.ex.p.feeding"))
    .para(Msg::new(format!("lh.ex.p.town.{}", town.id())))
    .para(m("lh.ex.p.round_ship"))
}

/// A good (FACTS §1; [KO] 구성물, 상품 업그레이드).
fn good(v: &View, g: Good) -> Thing {
    let kind = if g.is_upgraded() {
        "lh.ex.kind.upgraded"
    } else {
        "lh.ex.kind.good"
    };
    let mut t = Thing::new(describe::good(g), m(kind));
    if g.food() > 0 {
        t = t.fact(m("lh.ex.food"), num(g.food()));
    }
    if g.energy() > 0 {
        t = t.fact(m("lh.ex.energy"), num(g.energy()));
    }
    t = t.fact(m("lh.ex.francs_value"), num(g.francs()));
    let other = if g.is_upgraded() {
        g.basic()
    } else {
        g.upgraded()
    };
    t = t.fact(m("lh.ex.other_side"), describe::good(other));
    let offer = OFFERS.iter().position(|o| o.good() == Some(g));
    if let Some(i) = offer {
        t = t.fact(m("lh.ex.on_offer"), num(v.state.offers[i]));
    }
    t = t.para(m("lh.ex.p.goods"));
    if g.food() > 0 {
        t = t.para(m("lh.ex.p.food_good"));
    }
    if g.energy() > 0 {
        t = t.para(m("lh.ex.p.energy_good"));
    }
    // What may stand in for what in a cost (brick for clay, steel for iron), named by the
    // stand-in: `lh.ex.p.brick`, `lh.ex.p.steel`.
    if let Some((stand_in, _)) = build::STAND_INS.iter().find(|(a, b)| *a == g || *b == g) {
        t = t.para(Msg::new(format!(
            "lh.ex.p.{}",
            stand_in.id().to_ascii_lowercase()
        )));
    }
    if round::HARVEST.iter().any(|(h, _)| *h == g) {
        t = t.para(m("lh.ex.p.harvest_good"));
    }
    if !g.is_upgraded() {
        t = t.para(m(if offer.is_some() {
            "lh.ex.p.offer"
        } else {
            "lh.ex.p.no_offer"
        }));
    }
    t.para(m("lh.ex.p.goods_end"))
}

/// Francs ([KO] 구성물, 환전; FACTS §1).
fn money(v: &View) -> Thing {
    let space = OFFERS
        .iter()
        .position(|o| *o == Offer::Francs)
        .expect("a franc space");
    Thing::new(m("lh.ui.Francs"), m("lh.ex.kind.money"))
        .fact(m("lh.ex.food"), num(FRANC_FOOD))
        .fact(m("lh.ex.on_offer"), num(v.state.offers[space]))
        .para(m("lh.ex.p.money"))
        .para(m("lh.ex.p.offer"))
}

/// The loan card ([KO] 대출 카드; FACTS §2).
fn loan(v: &View) -> Thing {
    let mut t = Thing::new(m("lh.ex.kind.loan"), m("lh.ex.kind.loan"))
        .fact(m("lh.ex.loan_payout"), fr(LOAN_PAYOUT))
        .fact(m("lh.ex.loan_repay"), fr(LOAN_REPAY))
        .fact(
            m("lh.ex.loan_end"),
            Msg::plain(format!("−{}", LOAN_PENALTY.abs())),
        )
        .fact(
            m("lh.ex.interest"),
            Msg::new("lh.ex.interest.n").arg("n", INTEREST),
        );
    let held: Vec<Msg> = v
        .state
        .players
        .iter()
        .enumerate()
        .filter(|(_, p)| p.loans > 0)
        .map(|(i, p)| times(seat(i), p.loans))
        .collect();
    if !held.is_empty() {
        t = t.fact(m("lh.ex.loans_held"), list(held));
    }
    t.para(m("lh.ex.p.loan"))
        .para(m("lh.ex.p.loan_repay"))
        .para(m("lh.ex.p.interest"))
}

/// A supply tile by its contents (FACTS §8; [KO] 보급 행동, 대출 카드의 이자). Its position
/// is told only once it is face up.
fn tile(v: &View, i: u8) -> Thing {
    let (a, b, interest) = SUPPLY_TILES[i as usize];
    let goods = || {
        Msg::new("lh.join.plus")
            .arg("a", describe::offer(a))
            .arg("b", describe::offer(b))
    };
    let mut t = Thing::new(
        Msg::new("lh.ex.tile_title").arg("goods", goods()),
        m("lh.ex.kind.tile"),
    )
    .fact(m("lh.ex.tile_goods"), goods())
    .fact(m("lh.ex.interest"), yes_no(interest));
    if let Some(pos) = v.tiles.iter().position(|x| *x == i) {
        t = t.fact(m("lh.ex.position"), num(pos + 1));
    }
    t = t.para(m("lh.ex.p.tile"));
    if interest {
        t = t
            .para(m("lh.ex.p.tile_interest"))
            .para(m("lh.ex.p.interest"));
    }
    t
}

/// The things a logged action names, read in `before`, as `viewer` may see them.
pub fn named(before: &State, action: &Action, viewer: Option<u8>) -> Vec<String> {
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
        Action::BuildShip(t) | Action::BuyShip(t) => vec![ship_stack_key(s, *t)],
        Action::TradeShip(card, b) => vessel_key(*card)
            .into_iter()
            .chain(std::iter::once(building_key(*b)))
            .collect(),
        Action::SellShip(card) => vessel_key(*card).into_iter().collect(),
        Action::Take(g) | Action::Give(g) => vec![good_key(*g)],
        Action::Pay(Token::Good(g), _) => vec![good_key(*g)],
        Action::Pay(Token::Francs, _) => vec![MONEY_KEY.into()],
        Action::TakeLoan | Action::Repay => vec![LOAN_KEY.into()],
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
