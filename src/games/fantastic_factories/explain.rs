//! Rules in place: every component of Fantastic Factories in full, as a tap on it shows it.
//! The 32 blueprints and 8 contractors (rulebook 부록 청사진 / 계약 직원; FACTS.md §3, §4),
//! the three Headquarters actions (기본 행동, 일치 보너스; FACTS.md §2.3), the four tools
//! (준비; FACTS.md §1), the five blueprint types (부록 카드 종류; FACTS.md §3), metal,
//! energy and goods, the workers and the extra dice, the marketplace, compound, hand and
//! Headquarters board, the decks and the discard pile, the first-player token, the end of the
//! game (게임 종료) and the solo Machine (솔로 규칙; FACTS.md §5).
//!
//! Words: `locales/<lang>/fantastic-factories.txt`, keys `ff.ex.*`. A thing's paragraphs are
//! the keys `ff.ex.<ns>.<name>.1`, `.2`... as far as they go (the locale files cite their
//! source line by line); the names reuse the table's own keys (`ff.card.*`, `ff.contractor.*`,
//! `ff.hq.*`, `ff.tool.*`, `ff.kind.*`) and the short effect line is the card face's own
//! `ff.card.<Bp>.text`.

use fantastic_factories::Action;
use fantastic_factories::data::{BLUEPRINTS, Bp, CONTRACTORS, Ct, Kind, Tool};
use fantastic_factories::describe as words;
use fantastic_factories::scoring::beacon_points;
use fantastic_factories::state::{Hq, Pending, State};
use fantastic_factories::work::metal_price_in;
use smokestack_core::{Msg, Seat};

use crate::game_view::Explain;
use crate::i18n::{Arg, Lang, t, tr};

const KINDS: [Kind; 5] = [
    Kind::Production,
    Kind::Utility,
    Kind::Training,
    Kind::Special,
    Kind::Monument,
];

/// The things that are not cards, tools, types or Headquarters actions: namespace and name.
/// Each has its title at `ff.ex.<ns>.<name>` and its paragraphs under it.
const OTHERS: [(&str, &str); 14] = [
    ("res", "Metal"),
    ("res", "Energy"),
    ("res", "Goods"),
    ("dice", "Workers"),
    ("dice", "Extra"),
    ("area", "Market"),
    ("area", "Compound"),
    ("area", "Hand"),
    ("area", "Headquarters"),
    ("deck", "Blueprints"),
    ("deck", "Contractors"),
    ("pile", "Discards"),
    ("token", "FirstPlayer"),
    ("rule", "GameEnd"),
];

/// Every explain key, each component once.
pub fn all_things() -> Vec<String> {
    let mut keys: Vec<String> = Bp::ALL.iter().map(|b| card_key(*b)).collect();
    keys.extend(Ct::ALL.iter().map(|c| contractor_key(*c)));
    keys.extend(Hq::ALL.iter().map(|h| format!("hq:{h:?}")));
    keys.extend(Tool::ALL.iter().map(|x| format!("tool:{x:?}")));
    keys.extend(KINDS.iter().map(|k| format!("kind:{k:?}")));
    keys.extend(OTHERS.iter().map(|(ns, name)| format!("{ns}:{name}")));
    keys.push("solo:Machine".into());
    keys
}

pub fn card_key(b: Bp) -> String {
    format!("card:{b:?}")
}

pub fn contractor_key(c: Ct) -> String {
    format!("contractor:{c:?}")
}

/// The keys of the things `action` names, read in `before`. Every card an action names is
/// face up (the market, a discard, a build) or the acting seat's own choice shown in the log
/// (`FantasticFactories::message` names them to every viewer); a card drawn from the deck is
/// never named, so nothing here depends on `viewer`.
pub fn things(before: &State, action: &Action, _viewer: Option<Seat>) -> Vec<String> {
    match *action {
        Action::Refresh { row, pay } => {
            use fantastic_factories::state::{Res, Row};
            let mut out = vec![match pay {
                Res::Metal => "res:Metal".to_string(),
                Res::Energy => "res:Energy".to_string(),
            }];
            match row {
                Row::Blueprints => out.extend(before.market.iter().flatten().map(|b| card_key(*b))),
                Row::Contractors => out.extend(
                    before
                        .contractors
                        .iter()
                        .flatten()
                        .map(|c| contractor_key(*c)),
                ),
            }
            dedup(out)
        }
        Action::TakeBlueprint { slot } => before
            .market
            .get(slot as usize)
            .copied()
            .flatten()
            .map(card_key)
            .into_iter()
            .collect(),
        Action::Hire { slot, discard } => {
            let mut out: Vec<String> = before
                .contractors
                .get(slot as usize)
                .copied()
                .flatten()
                .map(contractor_key)
                .into_iter()
                .collect();
            if let Some(tool) = before.tools.get(slot as usize) {
                out.push(format!("tool:{tool:?}"));
            }
            out.push(card_key(discard));
            out
        }
        Action::SetDie { .. } => vec![contractor_key(Ct::Foreman)],
        Action::Place { hq, .. } => vec![format!("hq:{hq:?}")],
        Action::Build { card, discard } => dedup(vec![card_key(card), card_key(discard)]),
        Action::Activate { card, copy, .. } => {
            if copy {
                vec![card_key(Bp::Replicator), card_key(card)]
            } else {
                vec![card_key(card)]
            }
        }
        Action::SpecialistDie { .. } => vec![contractor_key(Ct::Specialist)],
        Action::DiscardFor { card } => {
            // The activation the discard pays for, as the acting seat's pending choice has it.
            let by = before.players.iter().find_map(|p| match &p.pending {
                Some(Pending::Discard { card: by, .. }) => Some(*by),
                _ => None,
            });
            dedup(
                by.map(card_key)
                    .into_iter()
                    .chain([card_key(card)])
                    .collect(),
            )
        }
        Action::Split { .. } => vec![card_key(Bp::BlackMarket)],
        Action::RerollPick { .. } | Action::RerollDone => vec![card_key(Bp::TempAgency)],
        Action::DropMetal => vec!["res:Metal".into()],
        Action::DropEnergy => vec!["res:Energy".into()],
        Action::DropCard { card } => vec![card_key(card)],
        Action::GiveTo { .. } | Action::EndTurn | Action::Pass | Action::EndWork => Vec::new(),
    }
}

fn dedup(mut v: Vec<String>) -> Vec<String> {
    let mut seen = Vec::new();
    v.retain(|k| {
        let new = !seen.contains(k);
        if new {
            seen.push(k.clone());
        }
        new
    });
    v
}

/// The thing with key `key` in full, as `viewer` may read it (None: not a key of this game).
pub fn explain(state: &State, viewer: Option<Seat>, key: &str, lang: Lang) -> Option<Explain> {
    let (ns, name) = key.split_once(':')?;
    match ns {
        "card" => Bp::ALL
            .into_iter()
            .find(|b| format!("{b:?}") == name)
            .map(|b| card(state, viewer, b, lang)),
        "contractor" => Ct::ALL
            .into_iter()
            .find(|c| format!("{c:?}") == name)
            .map(|c| contractor(state, c, lang)),
        "hq" => Hq::ALL
            .into_iter()
            .find(|h| format!("{h:?}") == name)
            .map(|h| hq(state, viewer, h, lang)),
        "tool" => Tool::ALL
            .into_iter()
            .find(|x| format!("{x:?}") == name)
            .map(|x| tool(state, x, lang)),
        "kind" => KINDS
            .into_iter()
            .find(|k| format!("{k:?}") == name)
            .map(|k| kind(k, lang)),
        "solo" if name == "Machine" => Some(machine(state, lang)),
        _ if OTHERS.contains(&(ns, name)) => Some(other(state, viewer, ns, name, lang)),
        _ => None,
    }
}

/// A message of the game's locale file in `lang`.
fn say(m: Msg, lang: Lang) -> String {
    m.render(lang, &[])
}

/// The paragraphs `<prefix>.1`, `<prefix>.2`... of the locale file, with `args`.
fn paragraphs(prefix: &str, args: &[(&str, Arg)], lang: Lang) -> Vec<String> {
    (1..)
        .map(|i| format!("{prefix}.{i}"))
        .take_while(|k| smokestack_locale::has(lang, k))
        .map(|k| tr(lang, &k, args))
        .collect()
}

fn fact(lang: Lang, label: &str, value: impl Into<String>) -> (String, String) {
    (t(lang, &format!("ff.ex.f.{label}")), value.into())
}

/// The seat `viewer` reads as, if a player.
fn own(state: &State, viewer: Option<Seat>) -> Option<&fantastic_factories::state::Player> {
    viewer.and_then(|s| state.players.get(s as usize))
}

/// FACTS.md §6 rulings (C) a card's text rests on: Megalith one per compound (Q5), what the
/// Replicator may copy (Q3), the Warehouse's exactly three dice (Q9).
fn card_provisional(b: Bp) -> bool {
    matches!(b, Bp::Megalith | Bp::Replicator | Bp::Warehouse)
}

/// A blueprint (부록 청사진; FACTS.md §3): type, tool, cost, prestige, the effect line of its
/// face, copies, then the rulebook's full text and the rules every blueprint of its type obeys.
fn card(state: &State, viewer: Option<Seat>, b: Bp, lang: Lang) -> Explain {
    let d = b.data();
    let tool = say(words::tool(d.tool), lang);
    let cost = if b == Bp::Megalith {
        tr(
            lang,
            "ff.ex.v.cost_megalith",
            &[
                ("metal", Arg::from(d.metal)),
                ("energy", Arg::from(d.energy)),
            ],
        )
    } else {
        tr(
            lang,
            "ff.ex.v.cost",
            &[
                ("metal", Arg::from(d.metal)),
                ("energy", Arg::from(d.energy)),
            ],
        )
    };
    let prestige = if b == Bp::Beacon {
        t(lang, "ff.ex.v.beacon_prestige")
    } else {
        d.prestige.to_string()
    };
    let mut facts = vec![
        fact(lang, "type", say(words::kind(d.kind), lang)),
        fact(lang, "tool", tool.clone()),
        fact(lang, "cost", cost),
        fact(
            lang,
            "discard",
            tr(lang, "ff.ex.v.discard", &[("tool", Arg::from(&tool))]),
        ),
        fact(lang, "prestige", prestige),
        fact(lang, "effect", say(words::card_text(b), lang)),
        fact(lang, "copies", d.copies.to_string()),
    ];
    // Live numbers, all public or the viewer's own.
    let slots: Vec<String> = (0..state.market.len())
        .filter(|&i| state.market[i] == Some(b))
        .map(|i| (i + 1).to_string())
        .collect();
    if !slots.is_empty() {
        facts.push(fact(lang, "market_slot", slots.join(&t(lang, "ff.sep"))));
    }
    if let Some(p) = own(state, viewer) {
        let n = p.in_hand(b);
        if n > 0 {
            facts.push(fact(lang, "in_hand", n.to_string()));
        }
        if b == Bp::Megalith {
            facts.push(fact(
                lang,
                "your_price",
                metal_price_in(&p.compound, b).to_string(),
            ));
        }
        if b == Bp::Beacon {
            let k = p.compound.iter().filter(|&&c| c == Bp::Beacon).count();
            let next = beacon_points(k + 1) - beacon_points(k);
            facts.push(fact(lang, "next_beacon", next.to_string()));
        }
    }
    let discarded = state.discard.iter().filter(|&&c| c == b).count();
    if discarded > 0 {
        facts.push(fact(lang, "discarded", discarded.to_string()));
    }
    let args = [("tool", Arg::from(&tool))];
    let mut text = paragraphs(&format!("ff.ex.card.{b:?}"), &args, lang);
    text.extend(paragraphs(&format!("ff.ex.kind.{:?}", d.kind), &args, lang));
    text.push(tr(lang, "ff.ex.rule.build", &args));
    if !b.may_build_several() && b != Bp::Megalith {
        text.push(t(lang, "ff.ex.rule.unique"));
    }
    if b.activatable() {
        text.push(t(lang, "ff.ex.rule.activate"));
    }
    Explain {
        title: say(words::card(b), lang),
        kind: t(lang, "ff.ex.is.blueprint"),
        facts,
        text,
        provisional: card_provisional(b),
    }
}

/// When a contractor's effect applies (부록 계약 직원).
fn contractor_when(c: Ct) -> &'static str {
    match c {
        Ct::Foreman | Ct::HiredHands => "ff.ex.v.when_work",
        Ct::Specialist => "ff.ex.v.when_any",
        _ => "ff.ex.v.when_now",
    }
}

/// A contractor (부록 계약 직원; FACTS.md §4). PROVISIONAL there: the English names of the
/// Engineer, Foreman, Hired Hands and Specialist, and that the Investor's card stays in hand.
fn contractor(state: &State, c: Ct, lang: Lang) -> Explain {
    let d = c.data();
    let extra = if d.extra_energy > 0 {
        tr(lang, "ff.ex.v.extra", &[("n", Arg::from(d.extra_energy))])
    } else {
        t(lang, "ff.ex.v.none")
    };
    let mut facts = vec![
        fact(lang, "hire", t(lang, "ff.ex.v.hire")),
        fact(lang, "extra", extra),
        fact(lang, "when", t(lang, contractor_when(c))),
        fact(lang, "copies", d.copies.to_string()),
    ];
    // The tool tile over each slot it stands in (a tile never moves; FACTS.md §1).
    let slots: Vec<String> = (0..state.contractors.len())
        .filter(|&i| state.contractors[i] == Some(c))
        .map(|i| {
            tr(
                lang,
                "ff.ex.v.slot_tool",
                &[
                    ("n", Arg::from(i + 1)),
                    ("tool", Arg::from(words::tool(state.tools[i]))),
                ],
            )
        })
        .collect();
    if !slots.is_empty() {
        facts.push(fact(lang, "slot_tool", slots.join(&t(lang, "ff.sep"))));
    }
    let mut text = paragraphs(&format!("ff.ex.contractor.{c:?}"), &[], lang);
    text.push(t(lang, "ff.ex.rule.hire"));
    Explain {
        title: say(words::contractor(c), lang),
        kind: t(lang, "ff.ex.is.contractor"),
        facts,
        text,
        provisional: matches!(
            c,
            Ct::Engineer | Ct::Foreman | Ct::HiredHands | Ct::Specialist | Ct::Investor
        ),
    }
}

/// A Headquarters action (기본 행동: 연구, 발전, 채굴; 일치 보너스; 자주하는 실수; FACTS.md
/// §2.3). The 3 spaces are read from the board render (FACTS.md B).
fn hq(state: &State, viewer: Option<Seat>, h: Hq, lang: Lang) -> Explain {
    let name = format!("{h:?}");
    let mut facts = vec![
        fact(
            lang,
            "spaces",
            fantastic_factories::data::HQ_SLOTS.to_string(),
        ),
        fact(lang, "faces", t(lang, &format!("ff.ex.v.faces_{name}"))),
        fact(lang, "per_die", t(lang, &format!("ff.ex.v.per_die_{name}"))),
    ];
    if let Some(p) = own(state, viewer) {
        let dice = &p.hq[h as usize];
        if !dice.is_empty() {
            let faces: Vec<String> = dice.iter().map(|f| f.to_string()).collect();
            facts.push(fact(lang, "your_dice", faces.join(&t(lang, "ff.sep"))));
        }
    }
    let mut text = paragraphs(&format!("ff.ex.hq.{name}"), &[], lang);
    text.extend(paragraphs("ff.ex.hq.all", &[], lang));
    Explain {
        title: say(words::hq(h), lang),
        kind: t(lang, "ff.ex.is.hq"),
        facts,
        text,
        provisional: false,
    }
}

/// A tool (준비: 도구 타일; 건물 건설; FACTS.md §1, §3 "Tool").
fn tool(state: &State, x: Tool, lang: Lang) -> Explain {
    let cards: Vec<Bp> = Bp::ALL.into_iter().filter(|b| b.tool() == x).collect();
    let copies: u32 = cards.iter().map(|b| b.data().copies as u32).sum();
    let names: Vec<String> = cards.iter().map(|&b| say(words::card(b), lang)).collect();
    let mut facts = vec![
        fact(
            lang,
            "cards",
            tr(lang, "ff.ex.v.cards", &[("n", Arg::from(copies))]),
        ),
        fact(lang, "names", names.join(&t(lang, "ff.sep"))),
    ];
    if let Some(i) = state.tools.iter().position(|&y| y == x) {
        facts.push(fact(lang, "tile_slot", (i + 1).to_string()));
    }
    let name = say(words::tool(x), lang);
    Explain {
        text: paragraphs("ff.ex.tool", &[("tool", Arg::from(&name))], lang),
        title: name,
        kind: t(lang, "ff.ex.is.tool"),
        facts,
        provisional: false,
    }
}

/// The banner colour and the solo die of a type (FACTS.md §3 "Type"; 솔로 규칙 작업 단계).
fn colours(k: Kind) -> (&'static str, Option<&'static str>) {
    match k {
        Kind::Production => ("blue", Some("blue")),
        Kind::Utility => ("yellow", Some("yellow")),
        Kind::Training => ("red", Some("red")),
        Kind::Special => ("purple", Some("purple")),
        Kind::Monument => ("grey", None),
    }
}

/// A blueprint type (부록 카드 종류; FACTS.md §3).
fn kind(k: Kind, lang: Lang) -> Explain {
    let (banner, die) = colours(k);
    let copies: u32 = BLUEPRINTS
        .iter()
        .filter(|b| b.kind == k)
        .map(|b| b.copies as u32)
        .sum();
    let names: Vec<String> = Bp::ALL
        .into_iter()
        .filter(|b| b.kind() == k)
        .map(|b| say(words::card(b), lang))
        .collect();
    let die = die.map_or_else(
        || t(lang, "ff.ex.v.none"),
        |c| t(lang, &format!("ff.ex.colour.{c}")),
    );
    let facts = vec![
        fact(lang, "banner", t(lang, &format!("ff.ex.colour.{banner}"))),
        fact(
            lang,
            "cards",
            tr(lang, "ff.ex.v.cards", &[("n", Arg::from(copies))]),
        ),
        fact(lang, "names", names.join(&t(lang, "ff.sep"))),
        fact(lang, "solo_die", die),
    ];
    let mut text = paragraphs(&format!("ff.ex.kind.{k:?}"), &[], lang);
    text.extend(paragraphs(&format!("ff.ex.solo.{k:?}"), &[], lang));
    Explain {
        title: say(words::kind(k), lang),
        kind: t(lang, "ff.ex.is.type"),
        facts,
        text,
        provisional: false,
    }
}

/// The solo Machine (솔로 규칙; FACTS.md §5). PROVISIONAL there: the end-round timing and that
/// it may hold two cards of one name.
fn machine(state: &State, lang: Lang) -> Explain {
    let mut facts = vec![fact(lang, "difficulty", t(lang, "ff.ex.v.difficulty"))];
    if let Some(m) = &state.machine {
        facts.push(fact(
            lang,
            "level",
            t(lang, &format!("diff.{}", state.options.difficulty.key())),
        ));
        facts.push(fact(lang, "goods", m.goods.to_string()));
        facts.push(fact(lang, "buildings", m.compound.len().to_string()));
    }
    Explain {
        title: t(lang, "ff.machine"),
        kind: t(lang, "ff.ex.is.solo"),
        facts,
        text: paragraphs("ff.ex.solo.Machine", &[], lang),
        provisional: true,
    }
}

/// Resources, dice, areas, piles, the first-player token and the end of the game.
fn other(state: &State, viewer: Option<Seat>, ns: &str, name: &str, lang: Lang) -> Explain {
    let me = own(state, viewer);
    let mut facts = Vec::new();
    let mut provisional = false;
    let mut paras = paragraphs(&format!("ff.ex.{ns}.{name}"), &[], lang);
    match (ns, name) {
        ("res", _) => {
            let (start, mine) = match name {
                "Metal" => (fantastic_factories::data::START_METAL, me.map(|p| p.metal)),
                "Energy" => (
                    fantastic_factories::data::START_ENERGY,
                    me.map(|p| p.energy),
                ),
                _ => (0, me.map(|p| p.goods)),
            };
            facts.push(fact(lang, "start", start.to_string()));
            if let Some(n) = mine {
                facts.push(fact(lang, "yours", n.to_string()));
            }
        }
        ("dice", "Workers") => {
            facts.push(fact(
                lang,
                "per_player",
                fantastic_factories::data::DICE_PER_PLAYER.to_string(),
            ));
            if let Some(p) = me {
                facts.push(fact(lang, "unplaced", p.free_dice().to_string()));
            }
        }
        ("area", "Market") => {
            // FACTS.md Q1 (C): a refresh after the pick is this table's option.
            let after = state.options.refresh_after_pick;
            provisional = after;
            paras.push(t(
                lang,
                if after {
                    "ff.ex.rule.refresh_after"
                } else {
                    "ff.ex.rule.refresh_before"
                },
            ));
        }
        ("area", "Compound") => {
            if let Some(p) = me {
                facts.push(fact(lang, "buildings", p.compound.len().to_string()));
            }
            facts.push(fact(
                lang,
                "end_at",
                fantastic_factories::data::END_BUILDINGS.to_string(),
            ));
        }
        ("area", "Hand") => {
            facts.push(fact(
                lang,
                "start",
                fantastic_factories::data::START_HAND.to_string(),
            ));
            facts.push(fact(
                lang,
                "limit",
                fantastic_factories::data::HAND_LIMIT.to_string(),
            ));
            if let Some(p) = me {
                facts.push(fact(lang, "yours", p.hand.len().to_string()));
            }
        }
        ("deck", "Blueprints") => {
            let total: u32 = BLUEPRINTS.iter().map(|b| u32::from(b.copies)).sum();
            facts.push(fact(lang, "total", total.to_string()));
            facts.push(fact(lang, "left", state.deck.len().to_string()));
        }
        ("deck", "Contractors") => {
            // FACTS.md §1 and Q7 (C): the rules do not say what happens when it runs out.
            provisional = true;
            let total: u32 = CONTRACTORS.iter().map(|c| u32::from(c.copies)).sum();
            facts.push(fact(lang, "total", total.to_string()));
            facts.push(fact(lang, "left", state.ct_deck.len().to_string()));
        }
        ("pile", "Discards") => {
            facts.push(fact(lang, "left", state.discard.len().to_string()));
        }
        ("rule", "GameEnd") => {
            facts.push(fact(
                lang,
                "end_goods",
                fantastic_factories::data::END_GOODS.to_string(),
            ));
            facts.push(fact(
                lang,
                "end_at",
                fantastic_factories::data::END_BUILDINGS.to_string(),
            ));
            if let Some(r) = state.final_round {
                facts.push(fact(lang, "final_round", r.to_string()));
            }
        }
        ("area", "Headquarters") => {
            facts.push(fact(
                lang,
                "spaces",
                fantastic_factories::data::HQ_SLOTS.to_string(),
            ));
        }
        ("token", _) => {
            facts.push(fact(lang, "first", (state.first + 1).to_string()));
        }
        _ => {}
    }
    if paras.is_empty() {
        paras.push(t(lang, &format!("ff.ex.{ns}.{name}")));
    }
    Explain {
        title: t(lang, &format!("ff.ex.{ns}.{name}")),
        kind: t(lang, &format!("ff.ex.is.{ns}")),
        facts,
        text: paras,
        provisional,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fantastic_factories::FantasticFactories as FF;
    use smokestack_core::{Game, GameRng, Match};

    fn new_match(players: u8, seed: u64) -> Match<FF> {
        Match::<FF>::new(FF::options(players, &[]).unwrap(), seed).unwrap()
    }

    fn new_state(players: u8, seed: u64) -> State {
        new_match(players, seed).state().clone()
    }

    /// Each blueprint's numbers are the rules crate's own (FACTS.md §3 via `data.rs`).
    #[test]
    fn card_numbers_match_the_rules_data() {
        let s = new_state(2, 3);
        // The decks as FACTS §1 counts them: 74 blueprints, 17 contractors.
        for (deck, total) in [("deck:Blueprints", "74"), ("deck:Contractors", "17")] {
            let e = explain(&s, None, deck, Lang::En).unwrap();
            assert_eq!(e.fact("Cards in the game"), Some(total), "{deck}");
        }
        for b in Bp::ALL {
            let e = explain(&s, None, &card_key(b), Lang::En).unwrap();
            let get = |label: &str| {
                e.fact(label)
                    .unwrap_or_else(|| panic!("{b:?} lacks {label}"))
                    .to_string()
            };
            let d = b.data();
            let cost = get("Build cost");
            assert!(
                cost.starts_with(&format!("{} metal", d.metal))
                    && cost.contains(&format!("{} energy", d.energy)),
                "{b:?}: {cost}"
            );
            assert_eq!(get("Copies in the game"), d.copies.to_string());
            if b != Bp::Beacon {
                assert_eq!(get("Prestige"), d.prestige.to_string());
            }
            assert_eq!(get("Tool"), say(words::tool(d.tool), Lang::En));
            assert_eq!(get("Type"), say(words::kind(d.kind), Lang::En));
            assert!(e.text.len() >= 3, "{b:?}: {:?}", e.text);
        }
        let beacon = explain(&s, Some(0), "card:Beacon", Lang::En).unwrap();
        assert_eq!(beacon.fact("Your next Beacon is worth"), Some("2"));
    }

    /// A contractor's extra energy is the rules crate's; the tool over its slot is the state's.
    #[test]
    fn contractor_cost_and_slot_tool_come_from_the_rules() {
        let s = new_state(3, 5);
        for (i, c) in s.contractors.iter().enumerate() {
            let c = c.unwrap();
            let e = explain(&s, None, &contractor_key(c), Lang::En).unwrap();
            let tool = say(words::tool(s.tools[i]), Lang::En);
            assert!(
                e.facts.iter().any(|(_, v)| v.contains(&tool)),
                "{c:?}: {:?}",
                e.facts
            );
        }
        let e = explain(&s, None, "contractor:Engineer", Lang::En).unwrap();
        assert!(e.facts.iter().any(|(_, v)| v.contains('4')));
        assert!(e.provisional);
        assert!(
            !explain(&s, None, "contractor:Miner", Lang::En)
                .unwrap()
                .provisional
        );
    }

    /// Another seat's hand is never read: its own count shows for the viewer only.
    #[test]
    fn a_hand_shows_to_its_owner_only() {
        let s = new_state(2, 9);
        let b = s.players[1].hand[0];
        let key = card_key(b);
        let label = t(Lang::En, "ff.ex.f.in_hand");
        let has = |viewer| {
            explain(&s, viewer, &key, Lang::En)
                .unwrap()
                .fact(&label)
                .is_some()
        };
        assert!(has(Some(1)));
        if s.players[0].in_hand(b) == 0 {
            assert!(!has(Some(0)));
        }
        assert!(!has(None));
        let yours = t(Lang::En, "ff.ex.f.yours");
        let hand = explain(&s, None, "area:Hand", Lang::En).unwrap();
        assert!(!hand.facts.iter().any(|(l, _)| *l == yours));
    }

    /// The log never names a card drawn face down (a Research draw, an Architect's cards):
    /// every card it names was face up in the market or is named by the action itself, and
    /// every viewer reads the same keys.
    #[test]
    fn things_name_no_hidden_card() {
        let mut m = new_match(3, 11);
        let mut rng = GameRng::new(11);
        let mut checked = 0;
        for _ in 0..600 {
            let Some(&seat) = m.to_act().first() else {
                break;
            };
            let before = m.state().clone();
            let legal = m.legal(seat);
            let action = legal[FF::heuristic(&before, seat, &legal, &mut rng)];
            m.apply(seat, &action).unwrap();
            let named = things(&before, &action, None);
            for v in 0..3 {
                assert_eq!(things(&before, &action, Some(v)), named);
            }
            let json = serde_json::to_string(&action).unwrap();
            let pending = before
                .players
                .iter()
                .filter_map(|p| match &p.pending {
                    Some(Pending::Discard { card, .. }) => Some(card_key(*card)),
                    _ => None,
                })
                .collect::<Vec<_>>();
            for key in &named {
                if let Some(name) = key.strip_prefix("card:") {
                    let in_market = before
                        .market
                        .iter()
                        .flatten()
                        .any(|b| format!("{b:?}") == name);
                    let in_action = json.contains(&format!("\"{name}\""));
                    let implied = matches!(name, "Replicator" | "BlackMarket" | "TempAgency")
                        || pending.contains(key);
                    assert!(in_market || in_action || implied, "{json} names {key}");
                }
                assert!(explain(&before, None, key, Lang::En).is_some(), "{key}");
                checked += 1;
            }
        }
        assert!(checked > 50, "{checked}");
    }

    /// A Research placement names the action, never the card it draws.
    #[test]
    fn research_names_the_action_not_the_draw() {
        let s = new_state(2, 1);
        let a = Action::Place {
            hq: Hq::Research,
            face: 3,
        };
        assert_eq!(things(&s, &a, Some(1)), vec!["hq:Research".to_string()]);
    }
}
