//! Rules in place (`Game::thing`): every component of Age of Renaissance in full, as a tap on
//! it shows it — what it is, costs, does and where it stands — as messages (locale keys
//! `aor.ex.*` in `locales/<lang>/age-of-renaissance.txt`), the things a logged action names
//! (`named`) and the list of them all (`keys`). Keys, each kind's id its index in its table:
//! - `advance:<0–25>` — the advances A–Z (FACTS §3, §3.1; `advances.csv`), under the game's
//!   rules option (original / living / Eurogames credits: FACTS §6);
//! - `province:<id>` — the 108 land spaces of `provinces.csv` (FACTS §2.3–2.5);
//! - `card:<0–63>` — the history cards by their index in `history_cards.csv` (FACTS §4.0–4.3);
//! - `commodity:<0–11>` — the commodities and their Commodity Log rows (FACTS §4.1, §5.4);
//! - `misery:track` — the Misery Index (FACTS §5.6); `order:play` — the Order-of-Play
//!   display (FACTS §5.3).
//!
//! Only public pieces are read from the state (owners of advances, pieces on the map, leaders
//! played, markers, the war): nothing here is hidden from any viewer. A card in a hand is
//! named only to its holder (`named`).

use crate::actions::Action;
use crate::data::{self, CardKind, Commodity, Event, FAR_EAST, Kind, NEW_WORLD, Target};
use crate::reach::{self, Entry};
use crate::state::{Phase, State};
use crate::{cards, describe, misery, pending, purchase};
use smokestack_core::{Msg, MsgArg, Seat, Thing};

/// The advances with a further paragraph (`aor.ex.adv.more.<letter>`).
const MORE_TEXT: [u8; 7] = [
    data::adv::CATHEDRAL,
    data::adv::CARAVAN,
    data::adv::PRINTED_WORD,
    data::adv::RENAISSANCE,
    data::adv::OCEAN_NAVIGATION,
    data::adv::NATIONALISM,
    data::adv::COSMOPOLITAN,
];

/// The events with a paragraph on what voids or blocks them, or what they void
/// (`aor.ex.v.<id>`).
pub const VOIDS_TEXT: [Event; 13] = [
    Event::AlchemistsGold,
    Event::Armor,
    Event::Stirrups,
    Event::CivilWar,
    Event::MysticismAbounds,
    Event::PapalDecree,
    Event::Rebellion,
    Event::RevolutionaryUprisings,
    Event::TheCrusades,
    Event::ReligiousStrife,
    Event::LongBow,
    Event::Gunpowder,
    Event::MongolArmies,
];

/// How many cards the stabilization table shows (FACTS §5.6).
const STABILIZATION_SHOWN: u32 = 8;

fn advance_key(a: u8) -> String {
    format!("advance:{a}")
}

fn province_key(p: u8) -> String {
    format!("province:{p}")
}

fn card_key(c: u8) -> String {
    format!("card:{c}")
}

fn commodity_key(c: Commodity) -> String {
    format!("commodity:{}", c.index())
}

const MISERY_KEY: &str = "misery:track";
const ORDER_KEY: &str = "order:play";

/// Every thing's key, each component once.
pub fn keys() -> Vec<String> {
    let d = data::data();
    let mut out: Vec<String> = (0..d.advances.len() as u8).map(advance_key).collect();
    out.extend((0..d.provinces.len() as u8).map(province_key));
    out.extend((0..d.cards.len() as u8).map(card_key));
    out.extend(Commodity::ALL.into_iter().map(commodity_key));
    out.push(MISERY_KEY.into());
    out.push(ORDER_KEY.into());
    out
}

/// The thing with key `key` in full, as `viewer` reads it in `s`; `None`: not a key.
pub fn thing(s: &State, viewer: Option<Seat>, key: &str) -> Option<Thing> {
    let d = data::data();
    match key {
        MISERY_KEY => return Some(misery_track(s)),
        ORDER_KEY => return Some(order(s)),
        _ => {}
    }
    let (kind, id) = key.split_once(':')?;
    // Plain decimal ids only (no sign, no leading zeros): one key per thing.
    if id.is_empty()
        || !id.bytes().all(|b| b.is_ascii_digit())
        || (id.len() > 1 && id.starts_with('0'))
    {
        return None;
    }
    let n: usize = id.parse().ok()?;
    match kind {
        "advance" if n < d.advances.len() => Some(advance(s, viewer, n as u8)),
        "province" if n < d.provinces.len() => Some(province(s, n as u8)),
        "card" if n < d.cards.len() => Some(card(s, n as u8)),
        "commodity" if n < Commodity::ALL.len() => Some(commodity(s, Commodity::ALL[n])),
        _ => None,
    }
}

/// The keys a logged action names, read in `before`; a card in a hand is named only to its
/// holder (a returned or given card), a secret capital choice to no one.
pub fn named(before: &State, action: &Action, viewer: Option<Seat>) -> Vec<String> {
    let d = data::data();
    let holder = |c: u8| {
        before
            .players
            .iter()
            .position(|p| p.hand.contains(&c))
            .map(|i| i as Seat)
    };
    match *action {
        // Secret: the card goes back or over face down; only its holder reads it.
        Action::ReturnCard(c) | Action::GiveCard(c) => {
            if viewer.is_some() && holder(c) == viewer {
                vec![card_key(c)]
            } else {
                Vec::new()
            }
        }
        Action::Discard(c) => vec![card_key(c), advance_key(data::adv::MASTER_ART)],
        Action::Play { card: c, choice } => {
            let mut out = vec![card_key(c)];
            match d.cards.get(c as usize).map(|x| &x.kind) {
                Some(CardKind::Commodity(cs)) => {
                    // A double card names the commodity its player chose.
                    let named = if cs.len() > 1 {
                        Commodity::ALL.get(choice as usize).copied()
                    } else {
                        cs.first().copied()
                    };
                    out.extend(named.map(commodity_key));
                }
                Some(CardKind::Event(e))
                    if e.target() == Target::Province && (choice as usize) < d.provinces.len() =>
                {
                    out.push(province_key(choice))
                }
                _ => {}
            }
            out
        }
        Action::BuyOff(c) => vec![commodity_key(c)],
        Action::BuyAdvance(a) => vec![advance_key(a)],
        Action::BuyExtraCard => vec![advance_key(data::adv::URBAN_ASCENDANCY)],
        Action::Place(p) | Action::Attack(p) | Action::Raid(p) | Action::Cede(p) => {
            vec![province_key(p)]
        }
        Action::CathedralAttack(p) => vec![province_key(p), advance_key(data::adv::CATHEDRAL)],
        Action::DefendWithCathedral => vec![advance_key(data::adv::CATHEDRAL)],
        Action::Relief | Action::PayStabilization | Action::RefuseStabilization => {
            vec![MISERY_KEY.into()]
        }
        Action::OrderBid(_) => vec![ORDER_KEY.into()],
        Action::SwapOrder(_) => vec![advance_key(data::adv::RENAISSANCE), ORDER_KEY.into()],
        // Only the living rules' Written Record picks among several victims.
        Action::SwapWith(_) => vec![advance_key(data::adv::WRITTEN_RECORD)],
        Action::Watermill { commodity, .. } => {
            vec![commodity_key(commodity), advance_key(before.watermill())]
        }
        Action::Claim(k) => {
            let mut out: Vec<String> = before
                .leaders
                .get(k as usize)
                .map(|l| card_key(l.0))
                .into_iter()
                .collect();
            out.push(advance_key(data::adv::PATRONAGE));
            out
        }
        Action::Protect(_) => before
            .leaders
            .last()
            .map(|l| card_key(l.0))
            .into_iter()
            .collect(),
        Action::CivilWarCash | Action::CivilWarTokens => event_card(Event::CivilWar)
            .map(card_key)
            .into_iter()
            .collect(),
        Action::Prefer(_)
        | Action::CapitalBid(_)
        | Action::Pass
        | Action::BuyShip
        | Action::BuyCardWithTokens
        | Action::Done => Vec::new(),
    }
}

/// The history card of event `e`.
fn event_card(e: Event) -> Option<u8> {
    data::data()
        .cards
        .iter()
        .position(|c| c.kind == CardKind::Event(e))
        .map(|c| c as u8)
}

fn word(key: &'static str) -> Msg {
    Msg::new(key)
}

fn plain(text: impl Into<String>) -> Msg {
    Msg::plain(text)
}

fn money(n: u32) -> Msg {
    plain(format!("${n}"))
}

fn seat(s: usize) -> Msg {
    Msg::new("aor.ex.seat").arg("who", MsgArg::Seat(s as Seat))
}

fn yes_no(b: bool) -> Msg {
    word(if b { "aor.ex.yes" } else { "aor.ex.no" })
}

/// `a: b` (a seat and its count).
fn pair(a: Msg, b: Msg) -> Msg {
    Msg::new("aor.ex.pair").arg("a", a).arg("b", b)
}

/// The items, comma-separated; empty when there are none.
fn join(items: Vec<Msg>) -> Msg {
    items
        .into_iter()
        .reduce(|a, b| Msg::new("aor.ex.list").arg("a", a).arg("b", b))
        .unwrap_or_else(|| plain(""))
}

/// The items, comma-separated, or "none".
fn list_or_none(items: Vec<Msg>) -> Msg {
    if items.is_empty() {
        word("aor.ex.none")
    } else {
        join(items)
    }
}

/// Numbers, comma-separated (the same in every language).
fn numbers(items: impl IntoIterator<Item = u32>) -> Msg {
    plain(
        items
            .into_iter()
            .map(|n| n.to_string())
            .collect::<Vec<_>>()
            .join(", "),
    )
}

fn provinces(list: &[u8]) -> Msg {
    let d = data::data();
    plain(
        list.iter()
            .map(|&q| d.provinces[q as usize].name.as_str())
            .collect::<Vec<_>>()
            .join(", "),
    )
}

fn commodity_name(c: Commodity) -> Msg {
    describe::commodity(c.index() as u8)
}

/// The area's name: I–VIII, the Far East, the New World (FACTS §2.1).
fn area_name(a: u8) -> Msg {
    match a {
        FAR_EAST => word("aor.ex.far_east"),
        NEW_WORLD => word("aor.ex.new_world"),
        _ => {
            let roman = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII"]
                .get(a as usize)
                .copied()
                .unwrap_or("?");
            Msg::new("aor.area").arg("n", MsgArg::Text(roman.into()))
        }
    }
}

/// An advance as the sheet lists it: its letter, then its name ("F Holy Indulgence").
fn advance_label(s: &State, a: u8) -> Msg {
    let letter = data::data().advances[a as usize].letter;
    Msg::new("aor.ex.adv_label")
        .arg("letter", MsgArg::Text(letter.to_string()))
        .arg("name", describe::advance(s, a))
}

/// Whether advance `a`'s numbers hold a PROVISIONAL value under the game's rules (FACTS §3,
/// §8 #5): its original misery relief, or its credit in the game's column.
pub fn advance_provisional(s: &State, a: u8) -> bool {
    let adv = &data::data().advances[a as usize];
    adv.mr_provisional || adv.credit_provisional[s.rules().credit_column()]
}

/// An advance (FACTS §3 table, §3.1 effects; rulebook 5.5.2–5.5.4 purchase, credits, relief).
fn advance(s: &State, viewer: Option<Seat>, a: u8) -> Thing {
    let d = data::data();
    let adv = &d.advances[a as usize];
    let rules = s.rules();
    let living = rules.living();
    let cat = describe::category(adv.category);
    let prereq = adv.prereq[usize::from(living)]
        .iter()
        .map(|&q| advance_label(s, q))
        .collect();
    // Leaders naming this advance, with their discount and epoch (FACTS §3 "Leaders", §4.0).
    let leaders = d
        .cards
        .iter()
        .enumerate()
        .filter_map(|(i, c)| match &c.kind {
            CardKind::Leader { discount, advances } if advances.contains(&a) => Some(
                Msg::new("aor.ex.leader_on")
                    .arg("card", describe::card(i as u8))
                    .arg("n", *discount)
                    .arg("e", c.epoch),
            ),
            _ => None,
        })
        .collect();
    let owners = s
        .players
        .iter()
        .enumerate()
        .filter(|(_, p)| p.has(a))
        .map(|(i, _)| seat(i))
        .collect();
    let mut t = Thing::new(describe::advance(s, a), word("aor.ex.kind.advance"))
        .fact(word("aor.ex.letter"), plain(adv.letter.to_string()))
        .fact(word("aor.ex.category"), cat.clone())
        .fact(word("aor.ex.cost"), money(adv.cost))
        .fact(
            Msg::new("aor.ex.credit").arg("cat", cat),
            money(adv.credit[rules.credit_column()]),
        )
        .fact(word("aor.ex.prereq"), list_or_none(prereq))
        .fact(word("aor.ex.mr"), plain(adv.mr.to_string()))
        .fact(word("aor.ex.leaders"), list_or_none(leaders))
        .fact(
            word("aor.ex.rules"),
            Msg::new(format!("aor.opt.rules.{}", rules.key())),
        )
        .fact(word("aor.ex.owners"), list_or_none(owners));
    if let Some(me) = viewer.map(usize::from).filter(|&v| v < s.players.len())
        && !s.players[me].has(a)
        && s.phase != Phase::Over
    {
        t = t.fact(word("aor.ex.your_price"), money(purchase::price(s, me, a)));
    }
    t = t.para(describe::advance_text(s, a));
    if MORE_TEXT.contains(&a) {
        t = t.para(Msg::new(format!("aor.ex.adv.more.{}", adv.letter)));
    }
    if living && (a == s.watermill() || a == s.improved_agriculture()) {
        t = t.para(word("aor.ex.adv.swapped"));
    }
    if adv.category == purchase::MISERY_CATEGORY {
        t = t.para(word("aor.ex.adv.religion"));
    }
    if living && misery::SET_BONUS.contains(&adv.category) {
        t = t.para(word("aor.ex.adv.set_bonus"));
    }
    t = t
        .para(word("aor.ex.adv.credit_rule"))
        .para(word("aor.ex.adv.mr_rule"));
    if advance_provisional(s, a) {
        t = t.para(word("aor.ex.adv.provisional"));
        t.provisional = true;
    }
    t
}

/// A land space (FACTS §2.1–2.5; rulebook 3.1 the map, 5.6 expansion).
fn province(s: &State, p: u8) -> Thing {
    let d = data::data();
    let pr = &d.provinces[p as usize];
    let kind = match pr.kind {
        Kind::Market if pr.capital => "aor.ex.kind.capital",
        Kind::Market => "aor.ex.kind.market",
        Kind::Satellite => "aor.ex.kind.satellite",
        Kind::Overseas => "aor.ex.kind.overseas",
    };
    let commodities = pr.commodities.iter().map(|&c| commodity_name(c)).collect();
    let mut t = Thing::new(plain(pr.name.clone()), word(kind))
        .fact(word("aor.ex.area"), area_name(pr.area))
        .fact(word("aor.ex.size"), plain(pr.size.to_string()))
        .fact(word("aor.ex.commodities"), list_or_none(commodities))
        .fact(word("aor.ex.capital"), yes_no(pr.capital))
        .fact(word("aor.ex.coastal"), yes_no(pr.coastal));
    let seas = &d.coast_seas[p as usize];
    if !seas.is_empty() {
        let names: Vec<&str> = seas
            .iter()
            .map(|&x| d.seas[x as usize].name.as_str())
            .collect();
        t = t.fact(word("aor.ex.seas"), plain(names.join(", ")));
    }
    for (label, list) in [
        ("aor.ex.land", &d.land[p as usize]),
        ("aor.ex.coast", &d.coast[p as usize]),
        ("aor.ex.supports", &pr.supports),
        ("aor.ex.supported_by", &pr.supported_by),
    ] {
        if !list.is_empty() {
            t = t.fact(word(label), provinces(list));
        }
    }
    let in_play = data::area_in_play(pr.area, s.seats());
    t = t.fact(word("aor.ex.in_play"), yes_no(in_play));
    // Who is there now (public pieces).
    if let Some(o) = (0..s.players.len()).find(|&o| s.players[o].capital == Some(p)) {
        t = t.fact(word("aor.ex.capital_of"), seat(o));
    }
    let sp = &s.spaces[p as usize];
    if let Some(o) = sp.dom {
        t = t.fact(word("aor.ex.dominated_by"), seat(o as usize));
    }
    let tokens: Vec<Msg> = sp
        .tokens
        .iter()
        .enumerate()
        .filter(|(_, n)| **n > 0)
        .map(|(o, n)| pair(seat(o), plain(n.to_string())))
        .collect();
    if !tokens.is_empty() {
        t = t.fact(word("aor.ex.tokens"), join(tokens));
    }
    t = t.para(word(match pr.kind {
        Kind::Market => "aor.ex.p.market",
        Kind::Satellite => "aor.ex.p.satellite",
        Kind::Overseas => "aor.ex.p.overseas",
    }));
    if pr.capital {
        t = t.para(word("aor.ex.p.capital"));
    }
    match reach::entry(pr.area) {
        Entry::OverlandEast => t = t.para(word("aor.ex.p.area5")),
        Entry::NewWorld => t = t.para(word("aor.ex.p.new_world")),
        Entry::Ocean => t = t.para(word("aor.ex.p.far_east")),
        Entry::Open => {}
    }
    if reach::sea_only(p) {
        t = t.para(word("aor.ex.p.island"));
    }
    if pr.coastal {
        t = t.para(word("aor.ex.p.coastal"));
    }
    if !in_play {
        t = t.para(word("aor.ex.p.out"));
    }
    t = t.para(word("aor.ex.p.compete"));
    // FACTS §2.3, §8 #8: a PROVISIONAL value of the map (`data::PROVISIONAL_PROVINCES`).
    if let Some(note) = pr.provisional {
        t = t.para(word(note));
        t.provisional = true;
    }
    t
}

/// The payout boxes for 1, 2, 3, … markets (FACTS §4.1).
fn payouts(c: Commodity) -> Msg {
    numbers(data::data().row(c).payouts.iter().copied())
}

/// A commodity's shortage/surplus marker now (FACTS §5.4).
fn marker_now(s: &State, c: Commodity) -> Msg {
    match s.market[c.index()] {
        0 => word("aor.ui.normal"),
        n if n > 0 => Msg::new("aor.ex.shortage_n").arg("n", i32::from(n)),
        n => Msg::new("aor.ex.surplus_n").arg("n", i32::from(n)),
    }
}

/// A history card (FACTS §4.0 card list, §4.1 payouts, §4.2 leaders, §4.3 arms; rulebook
/// 3.8 history cards, 5.4 Play Cards).
fn card(s: &State, c: u8) -> Thing {
    let d = data::data();
    let cd = &d.cards[c as usize];
    let mark = if cd.circle {
        "aor.ex.circle"
    } else {
        "aor.ex.square"
    };
    let mut facts = vec![
        (word("aor.ex.epoch"), plain(cd.epoch.to_string())),
        (word("aor.ex.mark"), word(mark)),
    ];
    let mut text = Vec::new();
    let kind = match &cd.kind {
        CardKind::Commodity(cs) => {
            for &x in cs {
                facts.push((
                    Msg::new("aor.ex.payout_of").arg("c", commodity_name(x)),
                    payouts(x),
                ));
                facts.push((
                    Msg::new("aor.ex.marker_of").arg("c", commodity_name(x)),
                    marker_now(s, x),
                ));
            }
            text.push(word("aor.ex.c.commodity"));
            if cs.len() > 1 {
                text.push(word("aor.ex.c.double"));
            }
            "aor.ex.kind.commodity_card"
        }
        CardKind::Leader { discount, advances } => {
            facts.push((word("aor.ex.discount"), money(*discount)));
            facts.push((
                word("aor.ex.discount_on"),
                join(advances.iter().map(|&a| advance_label(s, a)).collect()),
            ));
            if let Some((_, who)) = s.leaders.iter().find(|l| l.0 == c) {
                facts.push((word("aor.ex.played_by"), seat(*who as usize)));
            }
            // A discount raised by an event (`purchase::raise`), and whether it is now.
            let raised = purchase::raise(c).and_then(|(e, _)| match e {
                Event::TheCrusades => Some((e, "aor.ex.c.walter", "aor.ex.crusades_now")),
                Event::MongolArmies => Some((e, "aor.ex.c.polo", "aor.ex.mongols")),
                _ => None,
            });
            if let Some((e, note, now)) = raised {
                text.push(word(note));
                facts.push((word(now), yes_no(purchase::raised_now(s, e))));
            }
            text.push(word("aor.ex.c.leader"));
            text.push(word(if s.rules().living() {
                "aor.ex.c.leader_living"
            } else {
                "aor.ex.c.leader_original"
            }));
            "aor.ex.kind.leader"
        }
        CardKind::Event(e) => {
            let e = *e;
            text.push(Msg::new(format!("aor.ex.e.{}", e.id())));
            if VOIDS_TEXT.contains(&e) {
                text.push(Msg::new(format!("aor.ex.v.{}", e.id())));
            }
            if e.arms_strength().is_some() {
                text.push(word("aor.ex.c.arms"));
            }
            // An event that can become a misery burden (`cards::voided`).
            if cards::voided(s, e).is_some() {
                text.push(word("aor.ex.c.burden"));
            }
            if e == Event::War
                && let Some(war) = s.war
            {
                facts.push((
                    word("aor.ex.war_now"),
                    Msg::new("aor.ex.versus")
                        .arg("a", seat(war.declarer as usize))
                        .arg("b", seat(war.target as usize)),
                ));
            }
            if e.arms_strength().is_some() {
                "aor.ex.kind.arms"
            } else {
                "aor.ex.kind.event"
            }
        }
    };
    text.push(word("aor.ex.c.deck"));
    Thing {
        title: describe::card(c),
        kind: word(kind),
        facts,
        text,
        provisional: false,
    }
}

/// A commodity and its Commodity Log row (FACTS §4.1 table, §5.4 shortage and surplus;
/// rulebook 5.4.1 commodity cards, 5.7.5 the roll).
fn commodity(s: &State, c: Commodity) -> Thing {
    let d = data::data();
    let row = d.row(c);
    let markets: Vec<&data::Province> = d
        .provinces
        .iter()
        .filter(|p| p.commodities.contains(&c))
        .collect();
    let cards = d
        .cards
        .iter()
        .enumerate()
        .filter(|(_, x)| matches!(&x.kind, CardKind::Commodity(cs) if cs.contains(&c)))
        .map(|(i, x)| {
            Msg::new("aor.ex.card_epoch")
                .arg("card", describe::card(i as u8))
                .arg("e", x.epoch)
        })
        .collect();
    let held = (0..s.players.len())
        .filter_map(|i| {
            let n = s.markets_of(i, c);
            (n > 0).then(|| pair(seat(i), plain(n.to_string())))
        })
        .collect();
    let mut t = Thing::new(commodity_name(c), word("aor.ex.kind.commodity"))
        .fact(word("aor.ex.dice"), plain(row.dice_sum.to_string()))
        .fact(word("aor.ex.base"), money(row.base))
        .fact(word("aor.ex.payout"), payouts(c))
        .fact(
            word("aor.ex.cards_epoch"),
            plain(format!(
                "{}/{}/{}",
                row.cards[0], row.cards[1], row.cards[2]
            )),
        )
        .fact(word("aor.ex.cards"), join(cards))
        .fact(
            word("aor.ex.markets"),
            plain(
                markets
                    .iter()
                    .map(|p| p.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", "),
            ),
        )
        .fact(word("aor.ex.marker_now"), marker_now(s, c))
        .fact(word("aor.ex.held"), list_or_none(held))
        .para(word("aor.ex.c.commodity"))
        .para(word("aor.ex.com.roll"))
        .para(word("aor.ex.com.buyoff"))
        .para(word("aor.ex.com.major"));
    if s.rules().living() && pending::WATERMILL.contains(&c) {
        t = t.para(word("aor.ex.com.watermill"));
    }
    // A PROVISIONAL market of this commodity (FACTS §2.3, §8 #8: Loire's Wine).
    for note in markets.iter().filter_map(|p| p.provisional) {
        t = t.para(word(note));
        t.provisional = true;
    }
    t
}

/// The Misery Index (FACTS §5.6; rulebook 3.6 misery, 5.5.4 relief, 5.5.5 stabilization).
fn misery_track(s: &State) -> Thing {
    let stab = (1..=STABILIZATION_SHOWN)
        .map(|n| format!("{n}: ${}", data::stabilization_cost(n, false)))
        .collect::<Vec<_>>()
        .join(", ");
    let now = s
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let v = if p.out() {
                word("aor.ui.chaos")
            } else {
                plain(p.misery_value().to_string())
            };
            pair(seat(i), v)
        })
        .collect();
    let mut t = Thing::new(word("aor.ui.misery_track"), word("aor.ex.kind.track"))
        .fact(word("aor.ex.spaces"), numbers(data::MISERY))
        .fact(word("aor.ex.beyond"), word("aor.ui.chaos"))
        .fact(word("aor.ex.stab_table"), plain(stab))
        .fact(word("aor.ex.now"), join(now))
        .para(word("aor.ex.m.track"))
        .para(word("aor.ex.m.relief"));
    if s.rules().living() {
        t = t.para(word("aor.ex.adv.set_bonus"));
    }
    t.para(word("aor.ex.m.stabilization"))
        .para(word("aor.ex.m.changes"))
}

/// The Order-of-Play display (FACTS §5.3; rulebook 5.1 determine Order of Play).
fn order(s: &State) -> Thing {
    let boxes = data::order_boxes(s.seats()).iter().map(|&b| u32::from(b));
    let now: Vec<Msg> = s
        .order
        .iter()
        .enumerate()
        .map(|(k, &o)| {
            Msg::new("aor.ex.place")
                .arg("k", k + 1)
                .arg("who", seat(o as usize))
        })
        .collect();
    let mut t = Thing::new(word("aor.ui.order"), word("aor.ex.kind.display"))
        .fact(Msg::new("aor.ex.boxes").arg("n", s.seats()), numbers(boxes));
    if !now.is_empty() {
        t = t.fact(word("aor.ex.now"), join(now));
    }
    t.para(word("aor.ex.o.bid"))
        .para(word(if s.rules().living() {
            "aor.ex.o.when_living"
        } else {
            "aor.ex.o.when_original"
        }))
        .para(word("aor.ex.o.box"))
        .para(word("aor.ex.o.renaissance"))
}
