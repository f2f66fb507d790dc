//! Rules in place: every component of Fantastic Factories in full, as a tap on it shows it
//! (`Game::thing`), told as messages from the rules and data of this crate. The 32 blueprints
//! and 8 contractors (rulebook 부록 청사진 / 계약 직원; FACTS.md §3, §4), the three
//! Headquarters actions (기본 행동, 일치 보너스; FACTS.md §2.3), the four tools (준비;
//! FACTS.md §1), the five blueprint types (부록 카드 종류; FACTS.md §3), metal, energy and
//! goods, the workers and the extra dice, the marketplace, compound, hand and Headquarters
//! board, the decks and the discard pile, the first-player token, the end of the game (게임
//! 종료) and the solo Machine (솔로 규칙; FACTS.md §5).
//!
//! Keys are `<kind>:<id>`, the id the data's own (`Bp::id`, `Ct::id`, `Hq::id`, `Tool::id`,
//! `Kind::id`, `Res::id`, the table `OTHERS` below), never a Rust name printed.
//!
//! Words: `locales/<lang>/fantastic-factories.txt`, keys `ff.ex.*`. A thing's paragraphs are
//! the keys `ff.ex.<ns>.<id>.1`, `.2`... as far as the locale files go (the three files hold the
//! same keys; the locale crate's tests keep them so); the names reuse the table's own keys
//! (`ff.card.*`, `ff.contractor.*`, `ff.hq.*`, `ff.tool.*`, `ff.kind.*`) and the short effect
//! line is the card face's own `ff.card.<id>.text`. The "provisional" tag is read from the
//! data's marks (`data::PROVISIONAL`).

use crate::actions::Action;
use crate::data::{
    self, BLUEPRINTS, Bp, CONTRACTORS, Ct, DICE_PER_PLAYER, END_BUILDINGS, END_GOODS, HAND_LIMIT,
    HQ_SLOTS, Kind, Mark, START_ENERGY, START_GOODS, START_HAND, START_METAL, Tool, When,
};
use crate::describe as words;
use crate::round::machine_die;
use crate::scoring::{next_beacon_points, prestige_by_count};
use crate::state::{Hq, Pending, Player, Res, Row, State};
use crate::work::{metal_price_in, monument_discount, name_allows_in};
use smokestack_core::{Lang, Msg, MsgArg, Seat, Thing};

/// The things that are not cards, contractors, tools, types or Headquarters actions: namespace
/// and id. Each has its title at `ff.ex.<ns>.<id>` and its paragraphs under it.
pub const OTHERS: [(&str, &str); 14] = [
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

/// The solo Machine's key.
pub const MACHINE_KEY: &str = "solo:Machine";

/// A blueprint's key: `card:AluminumFactory`.
pub fn card_key(b: Bp) -> String {
    format!("card:{}", b.id())
}

/// A contractor's key: `contractor:HiredHands`.
pub fn contractor_key(c: Ct) -> String {
    format!("contractor:{}", c.id())
}

/// A Headquarters action's key: `hq:Research`.
pub fn hq_key(h: Hq) -> String {
    format!("hq:{}", h.id())
}

/// A tool's key: `tool:Hammer`.
pub fn tool_key(t: Tool) -> String {
    format!("tool:{}", t.id())
}

/// A blueprint type's key: `kind:Production`.
pub fn kind_key(k: Kind) -> String {
    format!("kind:{}", k.id())
}

/// A resource's key: `res:Metal`.
pub fn res_key(r: Res) -> String {
    format!("res:{}", r.id())
}

/// Every key, each component once: blueprints, contractors, Headquarters actions, tools,
/// types, the others, the Machine.
pub fn keys() -> Vec<String> {
    let mut keys: Vec<String> = Bp::ALL.iter().map(|b| card_key(*b)).collect();
    keys.extend(Ct::ALL.iter().map(|c| contractor_key(*c)));
    keys.extend(Hq::ALL.iter().map(|h| hq_key(*h)));
    keys.extend(Tool::ALL.iter().map(|x| tool_key(*x)));
    keys.extend(Kind::ALL.iter().map(|k| kind_key(*k)));
    keys.extend(OTHERS.iter().map(|(ns, id)| format!("{ns}:{id}")));
    keys.push(MACHINE_KEY.into());
    keys
}

/// The keys of the things `action` names, read in `before`. Every card an action names is
/// face up (the market, a discard, a build) or the acting seat's own choice shown in the log
/// (`FantasticFactories::message` names them to every viewer); a card drawn from the deck is
/// never named, so nothing here depends on `viewer`.
pub fn named(before: &State, action: &Action, _viewer: Option<Seat>) -> Vec<String> {
    match *action {
        Action::Refresh { row, pay } => {
            let mut out = vec![res_key(pay)];
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
                out.push(tool_key(*tool));
            }
            out.push(card_key(discard));
            out
        }
        Action::SetDie { .. } => vec![contractor_key(Ct::Foreman)],
        Action::Place { hq, .. } => vec![hq_key(hq)],
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
        Action::DropMetal => vec![res_key(Res::Metal)],
        Action::DropEnergy => vec![res_key(Res::Energy)],
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
pub fn thing(state: &State, viewer: Option<Seat>, key: &str) -> Option<Thing> {
    let (ns, id) = key.split_once(':')?;
    match ns {
        "card" => Bp::ALL
            .into_iter()
            .find(|b| b.id() == id)
            .map(|b| card(state, viewer, b)),
        "contractor" => Ct::ALL
            .into_iter()
            .find(|c| c.id() == id)
            .map(|c| contractor(state, c)),
        "hq" => Hq::ALL
            .into_iter()
            .find(|h| h.id() == id)
            .map(|h| hq(state, viewer, h)),
        "tool" => Tool::ALL
            .into_iter()
            .find(|x| x.id() == id)
            .map(|x| tool(state, x)),
        "kind" => Kind::ALL.into_iter().find(|k| k.id() == id).map(kind),
        _ if key == MACHINE_KEY => Some(machine(state)),
        _ if OTHERS.contains(&(ns, id)) => Some(other(state, viewer, ns, id)),
        _ => None,
    }
}

/// The paragraphs `<prefix>.1`, `<prefix>.2`... as far as the locale files have them, each
/// with `args`. Counted in English, whose words are at hand wherever the game is (the app
/// fetches them with the game's code); the other files hold the same keys.
fn paragraphs(prefix: &str, args: &[(&'static str, MsgArg)]) -> Vec<Msg> {
    (1..)
        .map(|i| format!("{prefix}.{i}"))
        .take_while(|k| smokestack_locale::has(Lang::En, k))
        .map(|k| {
            args.iter()
                .fold(Msg::new(k), |m, (name, a)| m.arg(name, a.clone()))
        })
        .collect()
}

/// The fact `label`: `value`.
fn label(label: &str) -> Msg {
    Msg::new(format!("ff.ex.f.{label}"))
}

/// A number as a fact's value.
fn num(n: impl ToString) -> Msg {
    Msg::plain(n.to_string())
}

/// A list, each item after the one before with the game's separator ("a, b, c").
fn list(items: impl IntoIterator<Item = Msg>) -> Msg {
    items
        .into_iter()
        .reduce(|a, b| Msg::new("ff.ex.v.join").arg("a", a).arg("b", b))
        .unwrap_or_else(|| Msg::plain(""))
}

/// The seat `viewer` reads as, if a player.
fn own(state: &State, viewer: Option<Seat>) -> Option<&Player> {
    viewer.and_then(|s| state.players.get(s as usize))
}

/// A blueprint (부록 청사진; FACTS.md §3): type, tool, cost, prestige, the effect line of its
/// face, copies, then the rulebook's full text and the rules every blueprint of its type obeys.
fn card(state: &State, viewer: Option<Seat>, b: Bp) -> Thing {
    let d = b.data();
    let tool = || words::tool(d.tool);
    // The Megalith's metal drops with the Monuments built (`work::metal_price_in`).
    let cost = Msg::new(if monument_discount(b) {
        "ff.ex.v.cost_megalith"
    } else {
        "ff.ex.v.cost"
    })
    .arg("metal", d.metal)
    .arg("energy", d.energy);
    // The Beacon's prestige is the count's (`scoring::beacon_points`), not printed.
    let prestige = if prestige_by_count(b) {
        Msg::new("ff.ex.v.beacon_prestige")
    } else {
        num(d.prestige)
    };
    let mut t = Thing::new(words::card(b), Msg::new("ff.ex.is.blueprint"))
        .fact(label("type"), words::kind(d.kind))
        .fact(label("tool"), tool())
        .fact(label("cost"), cost)
        .fact(
            label("discard"),
            Msg::new("ff.ex.v.discard").arg("tool", tool()),
        )
        .fact(label("prestige"), prestige)
        .fact(label("effect"), words::card_text(b))
        .fact(label("copies"), num(d.copies));
    // Live numbers, all public or the viewer's own.
    let slots: Vec<Msg> = (0..state.market.len())
        .filter(|&i| state.market[i] == Some(b))
        .map(|i| num(i + 1))
        .collect();
    if !slots.is_empty() {
        t = t.fact(label("market_slot"), list(slots));
    }
    if let Some(p) = own(state, viewer) {
        let n = p.in_hand(b);
        if n > 0 {
            t = t.fact(label("in_hand"), num(n));
        }
        if monument_discount(b) {
            t = t.fact(label("your_price"), num(metal_price_in(&p.compound, b)));
        }
        if prestige_by_count(b) {
            t = t.fact(label("next_beacon"), num(next_beacon_points(&p.compound)));
        }
    }
    let discarded = state.discard.iter().filter(|&&c| c == b).count();
    if discarded > 0 {
        t = t.fact(label("discarded"), num(discarded));
    }
    let args = [("tool", MsgArg::from(tool()))];
    t.text = paragraphs(&format!("ff.ex.card.{}", b.id()), &args);
    t.text
        .extend(paragraphs(&format!("ff.ex.kind.{}", d.kind.id()), &args));
    t = t.para(Msg::new("ff.ex.rule.build").arg("tool", tool()));
    // One of a name per compound (`work::name_allows_in`); the Megalith's own text tells its
    // ruling (FACTS.md §6 Q5), so the general line is left out there.
    if !name_allows_in(&[b], b) && b != Bp::Megalith {
        t = t.para(Msg::new("ff.ex.rule.unique"));
    }
    if b.activatable() {
        t = t.para(Msg::new("ff.ex.rule.activate"));
    }
    t.provisional = data::provisional(Mark::Card(b));
    t
}

/// When a contractor's effect applies, as the data has it (부록 계약 직원; FACTS.md §4).
fn when(w: When) -> &'static str {
    match w {
        When::Now => "ff.ex.v.when_now",
        When::WorkPhase => "ff.ex.v.when_work",
        When::AnyTimeInWork => "ff.ex.v.when_any",
    }
}

/// A contractor (부록 계약 직원; FACTS.md §4).
fn contractor(state: &State, c: Ct) -> Thing {
    let d = c.data();
    let extra = if d.extra_energy > 0 {
        Msg::new("ff.ex.v.extra").arg("n", d.extra_energy)
    } else {
        Msg::new("ff.ex.v.none")
    };
    let mut t = Thing::new(words::contractor(c), Msg::new("ff.ex.is.contractor"))
        .fact(label("hire"), Msg::new("ff.ex.v.hire"))
        .fact(label("extra"), extra)
        .fact(label("when"), Msg::new(when(d.when)))
        .fact(label("copies"), num(d.copies));
    // The tool tile over each slot it stands in (a tile never moves; FACTS.md §1).
    let slots: Vec<Msg> = (0..state.contractors.len())
        .filter(|&i| state.contractors[i] == Some(c))
        .map(|i| {
            Msg::new("ff.ex.v.slot_tool")
                .arg("n", i + 1)
                .arg("tool", words::tool(state.tools[i]))
        })
        .collect();
    if !slots.is_empty() {
        t = t.fact(label("slot_tool"), list(slots));
    }
    t.text = paragraphs(&format!("ff.ex.contractor.{}", c.id()), &[]);
    t = t.para(Msg::new("ff.ex.rule.hire"));
    t.provisional = data::provisional(Mark::Contractor(c));
    t
}

/// A Headquarters action (기본 행동: 연구, 발전, 채굴; 일치 보너스; 자주하는 실수; FACTS.md
/// §2.3). The 3 spaces are read from the board render (FACTS.md B).
fn hq(state: &State, viewer: Option<Seat>, h: Hq) -> Thing {
    let id = h.id();
    let mut t = Thing::new(words::hq(h), Msg::new("ff.ex.is.hq"))
        .fact(label("spaces"), num(HQ_SLOTS))
        .fact(label("faces"), Msg::new(format!("ff.ex.v.faces_{id}")))
        .fact(label("per_die"), Msg::new(format!("ff.ex.v.per_die_{id}")));
    if let Some(p) = own(state, viewer) {
        let dice = &p.hq[h as usize];
        if !dice.is_empty() {
            t = t.fact(label("your_dice"), list(dice.iter().map(num)));
        }
    }
    t.text = paragraphs(&format!("ff.ex.hq.{id}"), &[]);
    t.text.extend(paragraphs("ff.ex.hq.all", &[]));
    t
}

/// A tool (준비: 도구 타일; 건물 건설; FACTS.md §1, §3 "Tool").
fn tool(state: &State, x: Tool) -> Thing {
    let cards: Vec<Bp> = Bp::ALL.into_iter().filter(|b| b.tool() == x).collect();
    let copies: u32 = cards.iter().map(|b| u32::from(b.data().copies)).sum();
    let mut t = Thing::new(words::tool(x), Msg::new("ff.ex.is.tool"))
        .fact(label("cards"), Msg::new("ff.ex.v.cards").arg("n", copies))
        .fact(label("names"), list(cards.iter().map(|&b| words::card(b))));
    if let Some(i) = state.tools.iter().position(|&y| y == x) {
        t = t.fact(label("tile_slot"), num(i + 1));
    }
    t.text = paragraphs("ff.ex.tool", &[("tool", MsgArg::from(words::tool(x)))]);
    t
}

/// A blueprint type (부록 카드 종류; FACTS.md §3): its banner, its cards, and the Machine's die
/// that checks it in solo (`round::machine_die`).
fn kind(k: Kind) -> Thing {
    let copies: u32 = BLUEPRINTS
        .iter()
        .filter(|b| b.kind == k)
        .map(|b| u32::from(b.copies))
        .sum();
    let names = Bp::ALL
        .into_iter()
        .filter(|b| b.kind() == k)
        .map(words::card);
    let die = machine_die(k).map_or_else(
        || Msg::new("ff.ex.v.none"),
        |c| Msg::new(format!("ff.ex.colour.{c}")),
    );
    let mut t = Thing::new(words::kind(k), Msg::new("ff.ex.is.type"))
        .fact(
            label("banner"),
            Msg::new(format!("ff.ex.colour.{}", k.banner())),
        )
        .fact(label("cards"), Msg::new("ff.ex.v.cards").arg("n", copies))
        .fact(label("names"), list(names))
        .fact(label("solo_die"), die);
    t.text = paragraphs(&format!("ff.ex.kind.{}", k.id()), &[]);
    t.text
        .extend(paragraphs(&format!("ff.ex.solo.{}", k.id()), &[]));
    t
}

/// The solo Machine (솔로 규칙; FACTS.md §5).
fn machine(state: &State) -> Thing {
    let mut t = Thing::new(Msg::new("ff.machine"), Msg::new("ff.ex.is.solo"))
        .fact(label("difficulty"), Msg::new("ff.ex.v.difficulty"));
    if let Some(m) = &state.machine {
        t = t
            .fact(
                label("level"),
                Msg::new(format!("diff.{}", state.options.difficulty.key())),
            )
            .fact(label("goods"), num(m.goods))
            .fact(label("buildings"), num(m.compound.len()));
    }
    t.text = paragraphs("ff.ex.solo.Machine", &[]);
    t.provisional = data::provisional(Mark::Machine);
    t
}

/// Resources, dice, areas, piles, the first-player token and the end of the game.
fn other(state: &State, viewer: Option<Seat>, ns: &str, id: &str) -> Thing {
    let me = own(state, viewer);
    let title = format!("ff.ex.{ns}.{id}");
    let mut t = Thing::new(Msg::new(title.clone()), Msg::new(format!("ff.ex.is.{ns}")));
    t.text = paragraphs(&title, &[]);
    match (ns, id) {
        ("res", _) => {
            let (start, mine) = match id {
                "Metal" => (START_METAL, me.map(|p| p.metal)),
                "Energy" => (START_ENERGY, me.map(|p| p.energy)),
                _ => (START_GOODS, me.map(|p| p.goods)),
            };
            t = t.fact(label("start"), num(start));
            if let Some(n) = mine {
                t = t.fact(label("yours"), num(n));
            }
        }
        ("dice", "Workers") => {
            t = t.fact(label("per_player"), num(DICE_PER_PLAYER));
            if let Some(p) = me {
                t = t.fact(label("unplaced"), num(p.free_dice()));
            }
        }
        ("area", "Market") => {
            // FACTS.md Q1 (C): a refresh after the pick is this table's option.
            let after = state.options.refresh_after_pick;
            t.provisional = after && data::provisional(Mark::RefreshAfterPick);
            t = t.para(Msg::new(if after {
                "ff.ex.rule.refresh_after"
            } else {
                "ff.ex.rule.refresh_before"
            }));
        }
        ("area", "Compound") => {
            if let Some(p) = me {
                t = t.fact(label("buildings"), num(p.compound.len()));
            }
            t = t.fact(label("end_at"), num(END_BUILDINGS));
        }
        ("area", "Hand") => {
            t = t
                .fact(label("start"), num(START_HAND))
                .fact(label("limit"), num(HAND_LIMIT));
            if let Some(p) = me {
                t = t.fact(label("yours"), num(p.hand.len()));
            }
        }
        ("deck", "Blueprints") => {
            let total: u32 = BLUEPRINTS.iter().map(|b| u32::from(b.copies)).sum();
            t = t
                .fact(label("total"), num(total))
                .fact(label("left"), num(state.deck.len()));
        }
        ("deck", "Contractors") => {
            t.provisional = data::provisional(Mark::ContractorDeck);
            let total: u32 = CONTRACTORS.iter().map(|c| u32::from(c.copies)).sum();
            t = t
                .fact(label("total"), num(total))
                .fact(label("left"), num(state.ct_deck.len()));
        }
        ("pile", "Discards") => {
            t = t.fact(label("left"), num(state.discard.len()));
        }
        ("rule", "GameEnd") => {
            t = t
                .fact(label("end_goods"), num(END_GOODS))
                .fact(label("end_at"), num(END_BUILDINGS));
            if let Some(r) = state.final_round {
                t = t.fact(label("final_round"), num(r));
            }
        }
        ("area", "Headquarters") => {
            t = t.fact(label("spaces"), num(HQ_SLOTS));
        }
        ("token", _) => {
            t = t.fact(label("first"), num(state.first + 1));
        }
        _ => {}
    }
    if t.text.is_empty() {
        t = t.para(Msg::new(title));
    }
    t
}
