//! Rules in place: every component of Age of Renaissance in full, as a tap on it shows it
//! (`GameView::explain`), the things a logged action names (`things`) and the list of them
//! all (`all_things`). Keys:
//! - `advance:<0–25>` — the advances A–Z (FACTS §3, §3.1; `advances.csv`), under the game's
//!   rules option (original / living / Eurogames credits: FACTS §6);
//! - `province:<id>` — the 108 land spaces of `provinces.csv` (FACTS §2.3–2.5);
//! - `card:<0–63>` — the history cards by their index in `history_cards.csv` (FACTS §4.0–4.3);
//! - `commodity:<0–11>` — the commodities and their Commodity Log rows (FACTS §4.1, §5.4);
//! - `misery:track` — the Misery Index (FACTS §5.6); `order:play` — the Order-of-Play
//!   display (FACTS §5.3).
//!
//! Only public pieces are read from the state (owners of advances, pieces on the map, leaders
//! played, markers): nothing in it is hidden from any viewer.

use age_of_renaissance::data::{
    self, CardKind, Category, Commodity, Event, FAR_EAST, Kind, NEW_WORLD,
};
use age_of_renaissance::{Action, Phase, State, describe, purchase};
use smokestack_core::{Msg, MsgArg, Seat};

use super::sheet::text_key;
use super::word;
use crate::game_view::Explain;
use crate::i18n::Lang;

fn w(lang: Lang, key: &str) -> String {
    word(lang, key)
}

fn m(lang: Lang, msg: Msg) -> String {
    msg.render(lang, &[])
}

fn seat(lang: Lang, s: usize) -> String {
    m(
        lang,
        Msg::new("aor.ex.seat").arg("who", MsgArg::Seat(s as Seat)),
    )
}

/// Every explain key of the game, each component once.
pub fn all_things() -> Vec<String> {
    let d = data::data();
    let mut out: Vec<String> = (0..d.advances.len())
        .map(|a| format!("advance:{a}"))
        .collect();
    out.extend((0..d.provinces.len()).map(|p| format!("province:{p}")));
    out.extend((0..d.cards.len()).map(|c| format!("card:{c}")));
    out.extend((0..Commodity::ALL.len()).map(|c| format!("commodity:{c}")));
    out.push("misery:track".into());
    out.push("order:play".into());
    out
}

pub fn explain(s: &State, viewer: Option<Seat>, key: &str, lang: Lang) -> Option<Explain> {
    let d = data::data();
    let (kind, id) = key.split_once(':')?;
    match kind {
        "misery" if id == "track" => return Some(misery(s, lang)),
        "order" if id == "play" => return Some(order(s, lang)),
        _ => {}
    }
    // Plain decimal ids only (no sign, no leading zeros): one key per thing.
    if id.is_empty()
        || !id.bytes().all(|b| b.is_ascii_digit())
        || (id.len() > 1 && id.starts_with('0'))
    {
        return None;
    }
    let n: usize = id.parse().ok()?;
    match kind {
        "advance" if n < d.advances.len() => Some(advance(s, viewer, n as u8, lang)),
        "province" if n < d.provinces.len() => Some(province(s, n as u8, lang)),
        "card" if n < d.cards.len() => Some(card(s, n as u8, lang)),
        "commodity" if n < Commodity::ALL.len() => Some(commodity(s, Commodity::ALL[n], lang)),
        _ => None,
    }
}

/// The keys a logged action names, read in `before`; a card in a hand is named only to its
/// holder (a returned or given card), a secret capital choice to no one.
pub fn things(before: &State, action: &Action, viewer: Option<Seat>) -> Vec<String> {
    let d = data::data();
    let adv = |a: u8| format!("advance:{a}");
    let card = |c: u8| format!("card:{c}");
    let province = |p: u8| format!("province:{p}");
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
                vec![card(c)]
            } else {
                Vec::new()
            }
        }
        Action::Discard(c) => vec![card(c), adv(data::adv::MASTER_ART)],
        Action::Play { card: c, choice } => {
            let mut out = vec![card(c)];
            match d.cards.get(c as usize).map(|x| &x.kind) {
                Some(CardKind::Commodity(cs)) => {
                    let named = if cs.len() > 1 {
                        Commodity::ALL.get(choice as usize).copied()
                    } else {
                        cs.first().copied()
                    };
                    out.extend(named.map(|x| format!("commodity:{}", x.index())));
                }
                Some(CardKind::Event(
                    Event::Rebellion | Event::TheCrusades | Event::PiratesVikings,
                )) if (choice as usize) < d.provinces.len() => out.push(province(choice)),
                _ => {}
            }
            out
        }
        Action::BuyOff(c) => vec![format!("commodity:{}", c.index())],
        Action::BuyAdvance(a) => vec![adv(a)],
        Action::BuyExtraCard => vec![adv(data::adv::URBAN_ASCENDANCY)],
        Action::Place(p) | Action::Attack(p) | Action::Raid(p) | Action::Cede(p) => {
            vec![province(p)]
        }
        Action::CathedralAttack(p) => vec![province(p), adv(data::adv::CATHEDRAL)],
        Action::DefendWithCathedral => vec![adv(data::adv::CATHEDRAL)],
        Action::Relief | Action::PayStabilization | Action::RefuseStabilization => {
            vec!["misery:track".into()]
        }
        Action::OrderBid(_) => vec!["order:play".into()],
        Action::SwapOrder(_) => vec![adv(data::adv::RENAISSANCE), "order:play".into()],
        Action::SwapWith(_) => vec![adv(data::adv::WRITTEN_RECORD)],
        Action::Watermill { commodity, .. } => {
            // Wind/Watermill is K under the living rules, J under the original (FACTS §6 #3).
            let letter = if before.rules().living() {
                data::adv::K
            } else {
                data::adv::J
            };
            vec![format!("commodity:{}", commodity.index()), adv(letter)]
        }
        Action::Claim(k) => {
            let mut out: Vec<String> = before
                .leaders
                .get(k as usize)
                .map(|l| card(l.0))
                .into_iter()
                .collect();
            out.push(adv(data::adv::PATRONAGE));
            out
        }
        Action::Protect(_) => before
            .leaders
            .last()
            .map(|l| card(l.0))
            .into_iter()
            .collect(),
        Action::CivilWarCash | Action::CivilWarTokens => d
            .cards
            .iter()
            .position(|c| c.kind == CardKind::Event(Event::CivilWar))
            .map(|c| card(c as u8))
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

/// The area's name: I–VIII, the Far East, the New World (FACTS §2.1).
fn area_name(lang: Lang, a: u8) -> String {
    match a {
        FAR_EAST => w(lang, "aor.ex.far_east"),
        NEW_WORLD => w(lang, "aor.ex.new_world"),
        _ => {
            let roman = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII"]
                .get(a as usize)
                .copied()
                .unwrap_or("?");
            m(
                lang,
                Msg::new("aor.area").arg("n", MsgArg::Text(roman.into())),
            )
        }
    }
}

fn advance_name(s: &State, a: u8, lang: Lang) -> String {
    describe::advance(s, a).render(lang, &[])
}

/// An advance as the sheet lists it: its letter, then its name ("F Holy Indulgence").
fn advance_label(s: &State, a: u8, lang: Lang) -> String {
    let letter = data::data().advances[a as usize].letter;
    format!("{letter} {}", advance_name(s, a, lang))
}

fn list_or_none(lang: Lang, items: Vec<String>) -> String {
    if items.is_empty() {
        w(lang, "aor.ex.none")
    } else {
        items.join(", ")
    }
}

fn money(n: u32) -> String {
    format!("${n}")
}

/// An advance (FACTS §3 table, §3.1 effects; rulebook 5.5.2–5.5.4 purchase, credits, relief).
fn advance(s: &State, viewer: Option<Seat>, a: u8, lang: Lang) -> Explain {
    let d = data::data();
    let adv = &d.advances[a as usize];
    let rules = s.rules();
    let living = rules.living();
    let col = rules.credit_column();
    let cat = w(lang, &format!("aor.cat.{:?}", adv.category));
    let prereq = adv.prereq[usize::from(living)]
        .iter()
        .map(|&q| advance_label(s, q, lang))
        .collect();
    // Leaders naming this advance, with their discount and epoch (FACTS §3 "Leaders", §4.0).
    let leaders = d
        .cards
        .iter()
        .enumerate()
        .filter_map(|(i, c)| match &c.kind {
            CardKind::Leader { discount, advances } if advances.contains(&a) => Some(m(
                lang,
                Msg::new("aor.ex.leader_on")
                    .arg("card", describe::card(i as u8))
                    .arg("n", *discount)
                    .arg("e", c.epoch),
            )),
            _ => None,
        })
        .collect();
    let owners = s
        .players
        .iter()
        .enumerate()
        .filter(|(_, p)| p.has(a))
        .map(|(i, _)| seat(lang, i))
        .collect();
    let mut facts = vec![
        (w(lang, "aor.ex.letter"), adv.letter.to_string()),
        (w(lang, "aor.ex.category"), cat.clone()),
        (w(lang, "aor.ex.cost"), money(adv.cost)),
        (
            m(
                lang,
                Msg::new("aor.ex.credit").arg("cat", MsgArg::Text(cat)),
            ),
            money(adv.credit[col]),
        ),
        (w(lang, "aor.ex.prereq"), list_or_none(lang, prereq)),
        (w(lang, "aor.ex.mr"), adv.mr.to_string()),
        (w(lang, "aor.ex.leaders"), list_or_none(lang, leaders)),
        (
            w(lang, "aor.ex.rules"),
            w(lang, &format!("aor.opt.rules.{}", rules.key())),
        ),
        (w(lang, "aor.ex.owners"), list_or_none(lang, owners)),
    ];
    if let Some(me) = viewer.map(usize::from).filter(|&v| v < s.players.len())
        && !s.players[me].has(a)
        && s.phase != Phase::Over
    {
        facts.push((
            w(lang, "aor.ex.your_price"),
            money(purchase::price(s, me, a)),
        ));
    }
    let mut text = vec![w(lang, &text_key(a, living))];
    let more = format!("aor.ex.adv.more.{}", adv.letter);
    if smokestack_locale::has(lang, &more) {
        text.push(w(lang, &more));
    }
    if living && (a == data::adv::J || a == data::adv::K) {
        text.push(w(lang, "aor.ex.adv.swapped"));
    }
    if adv.category == Category::Religion {
        text.push(w(lang, "aor.ex.adv.religion"));
    }
    if living
        && matches!(
            adv.category,
            Category::Science | Category::Commerce | Category::Communication
        )
    {
        text.push(w(lang, "aor.ex.adv.set_bonus"));
    }
    text.push(w(lang, "aor.ex.adv.credit_rule"));
    text.push(w(lang, "aor.ex.adv.mr_rule"));
    // PROVISIONAL in FACTS §3: the original MR of C, E, F, G, H, Q, and Patronage's
    // original credit (sources disagree).
    let credit_conflict = a == data::adv::PATRONAGE && !living;
    if adv.mr_provisional || credit_conflict {
        text.push(w(lang, "aor.ex.adv.provisional"));
    }
    Explain {
        title: advance_name(s, a, lang),
        kind: w(lang, "aor.ex.kind.advance"),
        facts,
        text,
        provisional: adv.mr_provisional || credit_conflict,
    }
}

/// A land space (FACTS §2.1–2.5; rulebook 3.1 the map, 5.6 expansion).
fn province(s: &State, p: u8, lang: Lang) -> Explain {
    let d = data::data();
    let pr = &d.provinces[p as usize];
    let names = |list: &[u8]| -> Vec<String> {
        list.iter()
            .map(|&q| d.provinces[q as usize].name.clone())
            .collect()
    };
    let kind = match pr.kind {
        Kind::Market if pr.capital => "aor.ex.kind.capital",
        Kind::Market => "aor.ex.kind.market",
        Kind::Satellite => "aor.ex.kind.satellite",
        Kind::Overseas => "aor.ex.kind.overseas",
    };
    let commodities: Vec<String> = pr
        .commodities
        .iter()
        .map(|c| w(lang, &format!("aor.com.{}", c.name())))
        .collect();
    let yes_no = |b: bool| w(lang, if b { "aor.ex.yes" } else { "aor.ex.no" });
    let seas: Vec<String> = d.coast_seas[p as usize]
        .iter()
        .map(|&x| d.seas[x as usize].name.clone())
        .collect();
    let mut facts = vec![
        (w(lang, "aor.ex.area"), area_name(lang, pr.area)),
        (w(lang, "aor.ex.size"), pr.size.to_string()),
        (
            w(lang, "aor.ex.commodities"),
            list_or_none(lang, commodities),
        ),
        (w(lang, "aor.ex.capital"), yes_no(pr.capital)),
        (w(lang, "aor.ex.coastal"), yes_no(pr.coastal)),
    ];
    if !seas.is_empty() {
        facts.push((w(lang, "aor.ex.seas"), seas.join(", ")));
    }
    if !d.land[p as usize].is_empty() {
        facts.push((
            w(lang, "aor.ex.land"),
            names(&d.land[p as usize]).join(", "),
        ));
    }
    if !d.coast[p as usize].is_empty() {
        facts.push((
            w(lang, "aor.ex.coast"),
            names(&d.coast[p as usize]).join(", "),
        ));
    }
    if !pr.supports.is_empty() {
        facts.push((w(lang, "aor.ex.supports"), names(&pr.supports).join(", ")));
    }
    if !pr.supported_by.is_empty() {
        facts.push((
            w(lang, "aor.ex.supported_by"),
            names(&pr.supported_by).join(", "),
        ));
    }
    let in_play = data::area_in_play(pr.area, s.seats());
    facts.push((w(lang, "aor.ex.in_play"), yes_no(in_play)));
    // Who is there now (public pieces).
    if let Some(o) = (0..s.players.len()).find(|&o| s.players[o].capital == Some(p)) {
        facts.push((w(lang, "aor.ex.capital_of"), seat(lang, o)));
    }
    let sp = &s.spaces[p as usize];
    if let Some(o) = sp.dom {
        facts.push((w(lang, "aor.ex.dominated_by"), seat(lang, o as usize)));
    }
    let tokens: Vec<String> = sp
        .tokens
        .iter()
        .enumerate()
        .filter(|(_, n)| **n > 0)
        .map(|(o, n)| format!("{}: {n}", seat(lang, o)))
        .collect();
    if !tokens.is_empty() {
        facts.push((w(lang, "aor.ex.tokens"), tokens.join(", ")));
    }
    let mut text = vec![w(
        lang,
        match pr.kind {
            Kind::Market => "aor.ex.p.market",
            Kind::Satellite => "aor.ex.p.satellite",
            Kind::Overseas => "aor.ex.p.overseas",
        },
    )];
    if pr.capital {
        text.push(w(lang, "aor.ex.p.capital"));
    }
    match pr.area {
        5 => text.push(w(lang, "aor.ex.p.area5")),
        NEW_WORLD => text.push(w(lang, "aor.ex.p.new_world")),
        FAR_EAST => text.push(w(lang, "aor.ex.p.far_east")),
        _ => {}
    }
    if pr.name == "Iceland" || pr.name == "West Africa" {
        text.push(w(lang, "aor.ex.p.island"));
    }
    if pr.coastal {
        text.push(w(lang, "aor.ex.p.coastal"));
    }
    if !in_play {
        text.push(w(lang, "aor.ex.p.out"));
    }
    text.push(w(lang, "aor.ex.p.compete"));
    // FACTS §2.3, §8 #8: Loire is Wine on the map but missing from the Commodity Log.
    let provisional = pr.name == "Loire";
    if provisional {
        text.push(w(lang, "aor.ex.p.loire"));
    }
    Explain {
        title: pr.name.clone(),
        kind: w(lang, kind),
        facts,
        text,
        provisional,
    }
}

fn payouts(c: Commodity) -> String {
    data::data()
        .row(c)
        .payouts
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

fn marker_now(s: &State, c: Commodity, lang: Lang) -> String {
    match s.market[c.index()] {
        0 => w(lang, "aor.ui.normal"),
        n if n > 0 => format!("{} +{n}", w(lang, "aor.ui.shortage")),
        n => format!("{} {n}", w(lang, "aor.ui.surplus")),
    }
}

/// The event's key word in the locale files (`aor.ex.e.<word>`).
fn event_word(e: Event) -> String {
    format!("{e:?}")
}

/// A history card (FACTS §4.0 card list, §4.1 payouts, §4.2 leaders, §4.3 arms; rulebook
/// 3.8 history cards, 5.4 Play Cards).
fn card(s: &State, c: u8, lang: Lang) -> Explain {
    let d = data::data();
    let cd = &d.cards[c as usize];
    let mark = if cd.circle {
        "aor.ex.circle"
    } else {
        "aor.ex.square"
    };
    let mut facts = vec![
        (w(lang, "aor.ex.epoch"), cd.epoch.to_string()),
        (w(lang, "aor.ex.mark"), w(lang, mark)),
    ];
    let mut text = Vec::new();
    let kind = match &cd.kind {
        CardKind::Commodity(cs) => {
            for &x in cs {
                let name = w(lang, &format!("aor.com.{}", x.name()));
                facts.push((
                    m(
                        lang,
                        Msg::new("aor.ex.payout_of").arg("c", MsgArg::Text(name)),
                    ),
                    payouts(x),
                ));
                facts.push((
                    m(
                        lang,
                        Msg::new("aor.ex.marker_of")
                            .arg("c", MsgArg::Text(w(lang, &format!("aor.com.{}", x.name())))),
                    ),
                    marker_now(s, x, lang),
                ));
            }
            text.push(w(lang, "aor.ex.c.commodity"));
            if cs.len() > 1 {
                text.push(w(lang, "aor.ex.c.double"));
            }
            "aor.ex.kind.commodity_card"
        }
        CardKind::Leader { discount, advances } => {
            facts.push((w(lang, "aor.ex.discount"), money(*discount)));
            facts.push((
                w(lang, "aor.ex.discount_on"),
                advances
                    .iter()
                    .map(|&a| advance_label(s, a, lang))
                    .collect::<Vec<_>>()
                    .join(", "),
            ));
            if let Some((_, who)) = s.leaders.iter().find(|l| l.0 == c) {
                facts.push((w(lang, "aor.ex.played_by"), seat(lang, *who as usize)));
            }
            if cd.name == "Walter the Penniless" {
                text.push(w(lang, "aor.ex.c.walter"));
                facts.push((w(lang, "aor.ex.crusades_now"), yes(lang, s.crusades_now)));
            }
            if cd.name == "Marco Polo" {
                text.push(w(lang, "aor.ex.c.polo"));
                facts.push((w(lang, "aor.ex.mongols"), yes(lang, s.mongols)));
            }
            text.push(w(lang, "aor.ex.c.leader"));
            text.push(w(
                lang,
                if s.rules().living() {
                    "aor.ex.c.leader_living"
                } else {
                    "aor.ex.c.leader_original"
                },
            ));
            "aor.ex.kind.leader"
        }
        CardKind::Event(e) => {
            let e = *e;
            text.push(w(lang, &format!("aor.ex.e.{}", event_word(e))));
            let voids = format!("aor.ex.v.{}", event_word(e));
            if smokestack_locale::has(lang, &voids) {
                text.push(w(lang, &voids));
            }
            if e.arms_strength().is_some() {
                text.push(w(lang, "aor.ex.c.arms"));
            }
            if matches!(
                e,
                Event::AlchemistsGold
                    | Event::Armor
                    | Event::Stirrups
                    | Event::MysticismAbounds
                    | Event::PapalDecree
                    | Event::TheCrusades
            ) {
                text.push(w(lang, "aor.ex.c.burden"));
            }
            if e == Event::War
                && let Some(war) = s.war
            {
                facts.push((
                    w(lang, "aor.ex.war_now"),
                    format!(
                        "{} — {}",
                        seat(lang, war.declarer as usize),
                        seat(lang, war.target as usize)
                    ),
                ));
            }
            if e.arms_strength().is_some() {
                "aor.ex.kind.arms"
            } else {
                "aor.ex.kind.event"
            }
        }
    };
    text.push(w(lang, "aor.ex.c.deck"));
    Explain {
        title: describe::card(c).render(lang, &[]),
        kind: w(lang, kind),
        facts,
        text,
        provisional: false,
    }
}

fn yes(lang: Lang, b: bool) -> String {
    w(lang, if b { "aor.ex.yes" } else { "aor.ex.no" })
}

/// A commodity and its Commodity Log row (FACTS §4.1 table, §5.4 shortage and surplus;
/// rulebook 5.4.1 commodity cards, 5.7.5 the roll).
fn commodity(s: &State, c: Commodity, lang: Lang) -> Explain {
    let d = data::data();
    let row = d.row(c);
    let provinces: Vec<String> = d
        .provinces
        .iter()
        .filter(|p| p.commodities.contains(&c))
        .map(|p| p.name.clone())
        .collect();
    let cards: Vec<String> = d
        .cards
        .iter()
        .enumerate()
        .filter(|(_, x)| matches!(&x.kind, CardKind::Commodity(cs) if cs.contains(&c)))
        .map(|(i, x)| {
            format!(
                "{} ({})",
                describe::card(i as u8).render(lang, &[]),
                x.epoch
            )
        })
        .collect();
    let held: Vec<String> = (0..s.players.len())
        .filter_map(|i| {
            let n = s.markets_of(i, c);
            (n > 0).then(|| format!("{}: {n}", seat(lang, i)))
        })
        .collect();
    let facts = vec![
        (w(lang, "aor.ex.dice"), row.dice_sum.to_string()),
        (w(lang, "aor.ex.base"), money(row.base)),
        (w(lang, "aor.ex.payout"), payouts(c)),
        (
            w(lang, "aor.ex.cards_epoch"),
            format!("{}/{}/{}", row.cards[0], row.cards[1], row.cards[2]),
        ),
        (w(lang, "aor.ex.cards"), cards.join(", ")),
        (w(lang, "aor.ex.markets"), provinces.join(", ")),
        (w(lang, "aor.ex.marker_now"), marker_now(s, c, lang)),
        (w(lang, "aor.ex.held"), list_or_none(lang, held)),
    ];
    let mut text = vec![
        w(lang, "aor.ex.c.commodity"),
        w(lang, "aor.ex.com.roll"),
        w(lang, "aor.ex.com.buyoff"),
        w(lang, "aor.ex.com.major"),
    ];
    if matches!(
        c,
        Commodity::Grain | Commodity::Cloth | Commodity::Wine | Commodity::Metal
    ) && s.rules().living()
    {
        text.push(w(lang, "aor.ex.com.watermill"));
    }
    if c == Commodity::Wine {
        text.push(w(lang, "aor.ex.p.loire"));
    }
    Explain {
        title: w(lang, &format!("aor.com.{}", c.name())),
        kind: w(lang, "aor.ex.kind.commodity"),
        facts,
        text,
        provisional: c == Commodity::Wine,
    }
}

/// The Misery Index (FACTS §5.6; rulebook 3.6 misery, 5.5.4 relief, 5.5.5 stabilization).
fn misery(s: &State, lang: Lang) -> Explain {
    let spaces = data::MISERY
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    let stab = (1..=8u32)
        .map(|n| format!("{n}: ${}", data::stabilization_cost(n, false)))
        .collect::<Vec<_>>()
        .join(", ");
    let now: Vec<String> = s
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let v = if p.out() {
                w(lang, "aor.ui.chaos")
            } else {
                p.misery_value().to_string()
            };
            format!("{}: {v}", seat(lang, i))
        })
        .collect();
    let mut text = vec![w(lang, "aor.ex.m.track"), w(lang, "aor.ex.m.relief")];
    if s.rules().living() {
        text.push(w(lang, "aor.ex.adv.set_bonus"));
    }
    text.push(w(lang, "aor.ex.m.stabilization"));
    text.push(w(lang, "aor.ex.m.changes"));
    Explain {
        title: w(lang, "aor.ui.misery_track"),
        kind: w(lang, "aor.ex.kind.track"),
        facts: vec![
            (w(lang, "aor.ex.spaces"), spaces),
            (w(lang, "aor.ex.beyond"), w(lang, "aor.ui.chaos")),
            (w(lang, "aor.ex.stab_table"), stab),
            (w(lang, "aor.ex.now"), now.join(", ")),
        ],
        text,
        provisional: false,
    }
}

/// The Order-of-Play display (FACTS §5.3; rulebook 5.1 determine Order of Play).
fn order(s: &State, lang: Lang) -> Explain {
    let boxes = data::order_boxes(s.seats())
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    let now: Vec<String> = s
        .order
        .iter()
        .enumerate()
        .map(|(k, &o)| format!("{}. {}", k + 1, seat(lang, o as usize)))
        .collect();
    let mut facts = vec![(m(lang, Msg::new("aor.ex.boxes").arg("n", s.seats())), boxes)];
    if !now.is_empty() {
        facts.push((w(lang, "aor.ex.now"), now.join(", ")));
    }
    let when = if s.rules().living() {
        "aor.ex.o.when_living"
    } else {
        "aor.ex.o.when_original"
    };
    Explain {
        title: w(lang, "aor.ui.order"),
        kind: w(lang, "aor.ex.kind.display"),
        facts,
        text: vec![
            w(lang, "aor.ex.o.bid"),
            w(lang, when),
            w(lang, "aor.ex.o.box"),
            w(lang, "aor.ex.o.renaissance"),
        ],
        provisional: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use age_of_renaissance::AgeOfRenaissance as AoR;
    use smokestack_core::{Game, GameRng, Match};

    fn game(rules: &str, players: u8) -> Match<AoR> {
        let o = AoR::options(players, &[("rules".to_string(), rules.to_string())]).unwrap();
        Match::<AoR>::new(o, 5).unwrap()
    }

    /// An advance's numbers are the rules crate's, under the game's rules column: Patronage's
    /// credit is 20 under the living rules and 10 on the Eurogames sheet (FACTS §3, §6 #7).
    #[test]
    fn advance_numbers_follow_the_rules_option() {
        let d = data::data();
        for (rules, col) in [("original", 0), ("living", 1), ("euro", 2)] {
            let m = game(rules, 4);
            for a in 0..26u8 {
                let e = explain(m.state(), None, &format!("advance:{a}"), Lang::En).unwrap();
                let adv = &d.advances[a as usize];
                assert_eq!(
                    e.fact("Cost (victory points)").unwrap(),
                    format!("${}", adv.cost)
                );
                let credit = e.facts[3].1.clone();
                assert_eq!(credit, format!("${}", adv.credit[col]), "{rules} {a}");
            }
        }
        let living = game("living", 4);
        let e = explain(living.state(), None, "advance:9", Lang::En).unwrap();
        assert_eq!(e.title, "Improved Agriculture");
        let e = explain(living.state(), None, "advance:6", Lang::En).unwrap();
        assert_eq!(e.facts[3].1, "$30");
        let orig = game("original", 4);
        let e = explain(orig.state(), None, "advance:9", Lang::En).unwrap();
        assert_eq!(e.title, "Wind/Watermill");
        // Wind/Watermill's original text is the card swap; H's prerequisite is F.
        assert!(e.text[0].contains("swap a card"));
        let h = explain(orig.state(), None, "advance:7", Lang::En).unwrap();
        assert!(
            h.fact("Prerequisites")
                .unwrap()
                .contains("F Holy Indulgence")
        );
        assert!(h.provisional, "Cathedral's original MR is PROVISIONAL");
    }

    /// Provinces, cards and commodities read their numbers from the tables.
    #[test]
    fn provinces_cards_and_commodities_match_the_tables() {
        let d = data::data();
        let m = game("living", 6);
        let venice = d.pid("Venice").unwrap();
        let e = explain(m.state(), None, &format!("province:{venice}"), Lang::En).unwrap();
        assert_eq!(e.title, "Venice");
        assert_eq!(e.fact("Market size").unwrap(), "5");
        assert_eq!(e.fact("Commodities").unwrap(), "Cloth");
        assert_eq!(e.fact("Area").unwrap(), "Area VII");
        assert_eq!(e.fact("Capital").unwrap(), "Yes");
        let china = d.pid("China").unwrap();
        let e = explain(m.state(), None, &format!("province:{china}"), Lang::Ko).unwrap();
        assert!(
            e.facts.iter().any(|(_, v)| v == "비단, 향신료"),
            "{:?}",
            e.facts
        );
        // Marco Polo: $20 on Overland East and Cosmopolitan.
        let polo = d.card("Marco Polo").unwrap();
        let e = explain(m.state(), None, &format!("card:{polo}"), Lang::En).unwrap();
        assert_eq!(e.fact("Discount").unwrap(), "$20");
        assert_eq!(e.fact("On").unwrap(), "R Overland East, Y Cosmopolitan");
        let war = d.card("War!").unwrap();
        let e = explain(m.state(), None, &format!("card:{war}"), Lang::En).unwrap();
        assert!(e.text[0].contains("Declare war"));
        let e = explain(m.state(), None, "commodity:0", Lang::En).unwrap();
        assert_eq!(
            e.fact("Payout for 1, 2, 3 … markets").unwrap(),
            "1, 4, 9, 16, 25, 36, 49, 64"
        );
        assert!(explain(m.state(), None, "card:64", Lang::En).is_none());
        assert!(explain(m.state(), None, "card:01", Lang::En).is_none());
        assert!(explain(m.state(), None, "province:", Lang::En).is_none());
    }

    /// A card returned at the setup or given in a swap is named to its holder only; a played
    /// card to everyone.
    #[test]
    fn hidden_cards_are_named_to_their_holder_only() {
        let mut m = game("living", 4);
        let s = m.state().clone();
        assert_eq!(s.phase, Phase::Return);
        let c = s.players[0].hand[0];
        let a = Action::ReturnCard(c);
        assert_eq!(things(&s, &a, Some(0)), vec![format!("card:{c}")]);
        assert!(things(&s, &a, Some(1)).is_empty());
        assert!(things(&s, &a, None).is_empty());
        assert!(things(&s, &Action::GiveCard(c), Some(2)).is_empty());
        assert!(things(&s, &Action::Prefer(3), Some(0)).is_empty());
        let played = Action::Play { card: c, choice: 0 };
        assert!(things(&s, &played, None).contains(&format!("card:{c}")));
        // And a whole game's log names only things that explain themselves.
        let mut rng = GameRng::new(9);
        for _ in 0..400 {
            let Some(&who) = m.to_act().first() else {
                break;
            };
            let legal = m.legal(who);
            let k = AoR::heuristic(m.state(), who, &legal, &mut rng);
            for v in [None, Some(who)] {
                for key in things(m.state(), &legal[k], v) {
                    assert!(explain(m.state(), v, &key, Lang::Ja).is_some(), "{key}");
                }
            }
            m.apply(who, &legal[k]).unwrap();
        }
    }
}
