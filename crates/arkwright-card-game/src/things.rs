//! Rules in place (`Game::thing`): every component of Arkwright: The Card Game in full — what it
//! is, costs, does and where it stands — as messages the app lays out: the 16 development cards
//! (the "market" of this game), the four factories, the eight worker cards, office, quality,
//! distribution and warehouse cards, the shipping card and the player-board tracks (shipping
//! tokens, loans, shares, money, tokens), the eight action cards, the six development tracks, the
//! market board (appeal tracks, wage track, era/round track, start player, neutral) and the solo
//! automa, grid, bag and achievements.
//!
//! Keys (each thing once, `keys`): `card:<id>` (`Card::id`), `factory:<good>`,
//! `worker:<good>:<1|2>`, `appeal:<good>` (`data::GOOD_IDS`), `action:<id>` (`Act::id`),
//! `track:<id>` (`data::TRACK_IDS`), the components of one kind by name (`SINGLES`) and
//! `achievement:<name>` (`scoring::ACHIEVEMENTS`). Every id is written out, never read off a
//! Rust name.
//!
//! Texts are in `locales/*/arkwright-card-game.txt` under `ark.x.`; each block there names the
//! rulebook section (Korean rulebook, `shared/rules/arkwright-card-game.ko.txt`) or FACTS.md
//! table it comes from. Every number is read from the data (`data()`) or the rule's function
//! (where a card lies, which cards are discarded when used, which card lifts a track's era
//! limit, the copies free to take, the expert actions). A thing is PROVISIONAL when a table it
//! shows is marked so in the data (`Data::any_provisional`, the status column of `tables.csv`,
//! `factories.csv` and `workers.csv`). Live facts are read from the viewer's view (`view::view`);
//! nothing in this game is hidden (every card lies face up; the solo bag is drawn when used), so
//! every viewer reads the same.

use crate::actions::{Act, Action, Piece};
use crate::cards;
use crate::data::{self, Card, GOOD_IDS, Lies, Status, TRACK_IDS, data};
use crate::describe;
use crate::flow;
use crate::scoring::ACHIEVEMENTS;
use crate::state::{ENGINEER, LARGE, PATENT, Phase, State, Step};
use crate::view::{View, view};
use smokestack_core::{Lang, Msg, MsgArg, Seat, Thing};

/// Components of which there is one kind (each its own key).
pub const SINGLES: [&str; 18] = [
    "office",
    "quality",
    "distribution",
    "warehouse",
    "shipping_card",
    "shipping_tokens",
    "loans",
    "shares",
    "money",
    "machine_token",
    "engineer_token",
    "wage_track",
    "round_track",
    "start_player",
    "neutral",
    "automa",
    "solo_grid",
    "solo_bag",
];

pub fn card_key(c: Card) -> String {
    format!("card:{}", c.id())
}

pub fn factory_key(g: u8) -> String {
    format!("factory:{}", GOOD_IDS[g as usize])
}

/// `pos` 0 or 1 (position 1 or 2 on the card).
pub fn worker_key(g: u8, pos: u8) -> String {
    format!("worker:{}:{}", GOOD_IDS[g as usize], pos + 1)
}

pub fn track_key(t: u8) -> String {
    format!("track:{}", TRACK_IDS[t as usize])
}

pub fn action_key(a: Act) -> String {
    format!("action:{}", a.id())
}

pub fn appeal_key(g: u8) -> String {
    format!("appeal:{}", GOOD_IDS[g as usize])
}

pub fn achievement_key(a: &str) -> String {
    format!("achievement:{a}")
}

/// A quality or distribution piece as a thing (the Engineer and Patent are cards).
pub fn piece_thing(p: Piece) -> String {
    match p {
        Piece::Quality => "quality".into(),
        Piece::Distribution => "distribution".into(),
        Piece::Engineer => card_key(Card::Engineer),
        Piece::Patent => card_key(Card::Patent),
    }
}

/// A warehouse by its index (0, 1 small; 2 the Large Warehouse card).
pub fn warehouse_thing(k: usize) -> String {
    if k == LARGE {
        card_key(Card::LargeWarehouse)
    } else {
        "warehouse".into()
    }
}

/// Every thing's key, each once: cards, then per good its factory, worker cards and appeal
/// track, the actions, the tracks, the single components and the achievements.
pub fn keys() -> Vec<String> {
    let mut out: Vec<String> = Card::ALL.iter().map(|&c| card_key(c)).collect();
    for g in 0..4u8 {
        out.push(factory_key(g));
        out.push(worker_key(g, 0));
        out.push(worker_key(g, 1));
        out.push(appeal_key(g));
    }
    out.extend(Act::ALL.iter().map(|&a| action_key(a)));
    out.extend((0..6u8).map(track_key));
    out.extend(SINGLES.iter().map(|s| s.to_string()));
    out.extend(ACHIEVEMENTS.iter().map(|a| achievement_key(a)));
    out
}

fn parse_good(s: &str) -> Option<u8> {
    GOOD_IDS.iter().position(|x| *x == s).map(|g| g as u8)
}

/// The thing `key`, as `viewer` sees it in `s`.
pub fn thing(s: &State, viewer: Option<Seat>, key: &str) -> Option<Thing> {
    if let Some(single_key) = SINGLES.iter().find(|k| **k == key) {
        return Some(single(&view(s, viewer), single_key));
    }
    let (head, rest) = key.split_once(':')?;
    match head {
        "card" => Some(card(&view(s, viewer), Card::from_id(rest)?)),
        "factory" => Some(factory(&view(s, viewer), parse_good(rest)?)),
        "worker" => {
            let (g, pos) = rest.split_once(':')?;
            let pos: u8 = match pos {
                "1" => 0,
                "2" => 1,
                _ => return None,
            };
            Some(worker(&view(s, viewer), parse_good(g)?, pos))
        }
        "appeal" => Some(appeal(&view(s, viewer), parse_good(rest)?)),
        "action" => Some(action(Act::ALL.into_iter().find(|a| a.id() == rest)?)),
        "track" => {
            let t = TRACK_IDS.iter().position(|t| *t == rest)?;
            Some(track(&view(s, viewer), t))
        }
        "achievement" => Some(achievement(ACHIEVEMENTS.iter().find(|a| **a == rest)?)),
        _ => None,
    }
}

fn word(key: impl Into<std::borrow::Cow<'static, str>>) -> Msg {
    Msg::new(key)
}

fn plain(text: impl Into<String>) -> Msg {
    Msg::plain(text)
}

fn with(mut m: Msg, args: &[(&'static str, MsgArg)]) -> Msg {
    for (k, v) in args {
        m = m.arg(k, v.clone());
    }
    m
}

/// The numbered paragraphs `prefix.1`, `prefix.2`… that exist, each with `args`. Counted in
/// English, whose words are at hand wherever the game is; the other files hold the same keys.
fn paras(prefix: &str, args: &[(&'static str, MsgArg)]) -> Vec<Msg> {
    (1..)
        .map(|i| format!("{prefix}.{i}"))
        .take_while(|k| smokestack_locale::has(Lang::En, k))
        .map(|k| with(Msg::new(k), args))
        .collect()
}

/// "Seat n" (the rules in place name no players).
fn seat(i: usize) -> Msg {
    Msg::new("seat.default").arg("n", i as i64 + 1)
}

pub fn roman(era: u8) -> &'static str {
    match era {
        1 => "I",
        2 => "II",
        _ => "III",
    }
}

fn yes_no(yes: bool) -> Msg {
    word(if yes { "ark.x.f.yes" } else { "ark.x.f.no" })
}

fn good_args(g: u8) -> Vec<(&'static str, MsgArg)> {
    vec![("good", MsgArg::from(describe::good(g)))]
}

/// The items joined by `key` (`{a}, {b}`, `{a}; {b}`); empty when there are none.
fn join(items: Vec<Msg>, key: &'static str) -> Msg {
    items
        .into_iter()
        .reduce(|a, b| Msg::new(key).arg("a", a).arg("b", b))
        .unwrap_or_else(|| plain(""))
}

/// The items, comma-separated, or "none".
fn list_or_none(items: Vec<Msg>, key: &'static str) -> Msg {
    if items.is_empty() {
        word("ark.x.f.none")
    } else {
        join(items, key)
    }
}

/// `who n` (a marker's owner and its space, a good and its count).
fn named_value(who: Msg, n: u8) -> Msg {
    Msg::new("ark.x.f.named_value").arg("who", who).arg("n", n)
}

fn automa_name(k: usize) -> Msg {
    Msg::new("ark.x.automa_name").arg("k", if k == 0 { "A" } else { "B" })
}

fn era_side(side: u8) -> Msg {
    word(if side == 0 {
        "ark.ui.era1"
    } else {
        "ark.ui.era2"
    })
}

/// Rulebook "카드 설명" 1–13 and "개발 카드" (FACTS §9.1, §9.2).
fn card(v: &View, c: Card) -> Thing {
    let dt = data();
    let place = match c.lies() {
        Lies::Supply => "ark.x.f.where.supply",
        Lies::Factory => "ark.x.f.where.factory",
        Lies::Front => "ark.x.f.where.front",
    };
    let once = if c.discarded_when_used() {
        word("ark.x.f.discard")
    } else {
        yes_no(c.once_per_era())
    };
    let mut t = Thing::new(describe::card(c), word("ark.x.kind.card"))
        .fact(word("ark.x.f.where"), word(place))
        .fact(word("ark.x.f.once"), once);
    // Live: where the copies are (nothing is hidden).
    let free = cards::copies_free(v.solo.as_ref(), &v.supply, c);
    t = t.fact(
        word(if v.solo.is_none() {
            "ark.x.f.in_supply"
        } else {
            "ark.x.f.on_grid"
        }),
        plain(free.to_string()),
    );
    let holders: Vec<Msg> = v
        .players
        .iter()
        .enumerate()
        .filter(|(_, p)| p.holds(c))
        .map(|(i, p)| {
            if p.used & c.bit() != 0 {
                Msg::new("ark.x.f.used").arg("seat", seat(i))
            } else {
                seat(i)
            }
        })
        .collect();
    t = t.fact(
        word("ark.x.f.held_by"),
        list_or_none(holders, "ark.x.f.list"),
    );
    // The tables each card's text shows (FACTS §9.2, §9.3).
    let (prefix, args, tables): (String, Vec<(&'static str, MsgArg)>, &[&str]) = match c {
        Card::Supervisor => (
            "ark.x.card.Supervisor".into(),
            vec![
                ("saving", dt.supervisor_saving.into()),
                ("workers", dt.supervisor_workers.into()),
            ],
            &["supervisor_saving", "supervisor_workers"],
        ),
        Card::Developer => (
            "ark.x.card.Developer".into(),
            vec![("saving", dt.developer_saving.into())],
            &["developer_saving"],
        ),
        Card::Contract => {
            let [a, b, cc] = dt.contract_per_good;
            (
                "ark.x.card.Contract".into(),
                vec![("a", a.into()), ("b", b.into()), ("c", cc.into())],
                &["contract_per_good"],
            )
        }
        Card::Patent => (
            "ark.x.card.Patent".into(),
            vec![("max", dt.distribution_card_max.into())],
            &["distribution_card_max"],
        ),
        Card::Engineer => {
            t = t.fact(
                word("ark.x.f.values"),
                plain(format!("1–{}", dt.engineer_card_max)),
            );
            (
                "ark.x.card.Engineer".into(),
                vec![
                    ("high", dt.quality_cap_engineer.into()),
                    ("low", dt.quality_cap.into()),
                ],
                &["engineer_card_max", "quality_cap", "quality_cap_engineer"],
            )
        }
        Card::LargeWarehouse => {
            t = t.fact(
                word("ark.x.f.holds"),
                Msg::new("ark.x.f.goods_range")
                    .arg("from", 1)
                    .arg("to", dt.large_warehouse),
            );
            (
                "ark.x.card.LargeWarehouse".into(),
                vec![("n", dt.large_warehouse.into())],
                &["large_warehouse"],
            )
        }
        _ => match c.patron_good() {
            Some(g) => ("ark.x.card.Patron".into(), good_args(g), &[]),
            None => (format!("ark.x.card.{}", c.id()), Vec::new(), &[]),
        },
    };
    t.text = paras(&prefix, &args);
    if c == Card::LargeWarehouse {
        t.text.extend(paras("ark.x.warehouse", &[]));
    }
    t.text.push(word("ark.x.card_rules"));
    t.provisional = dt.any_provisional(tables);
    t
}

/// FACTS §6.1 (PROVISIONAL numbers); rulebook "1. 공장 건설하기", "b.", "2. 생산 단계".
fn factory(v: &View, g: u8) -> Thing {
    let dt = data();
    let mut t = Thing::new(
        with(Msg::new("ark.x.factory.title"), &good_args(g)),
        word("ark.x.kind.factory"),
    );
    for (k, side) in dt.factory[g as usize].iter().enumerate() {
        t.provisional |= side.status == Status::Provisional;
        let name = era_side(k as u8);
        let ladder = side
            .spaces
            .iter()
            .map(|(p, a)| format!("£{p} / {a}"))
            .collect::<Vec<_>>()
            .join(" · ");
        t = t
            .fact(
                Msg::new("ark.x.f.side").arg("side", name.clone()),
                Msg::new("ark.x.f.side_value")
                    .arg("n", side.goods)
                    .arg("fixed", side.fixed_cost)
                    .arg("export", side.export_price),
            )
            .fact(Msg::new("ark.x.f.ladder").arg("side", name), plain(ladder));
    }
    let open: Vec<Msg> = v
        .players
        .iter()
        .enumerate()
        .filter(|(_, p)| p.factories[g as usize].open)
        .map(|(i, p)| {
            let fig = &v.figures[i][g as usize];
            Msg::new("ark.x.f.open_value")
                .arg("seat", seat(i))
                .arg("side", era_side(p.factories[g as usize].side))
                .arg("price", fig.price)
                .arg("appeal", fig.appeal)
        })
        .collect();
    t = t
        .fact(
            word("ark.x.f.demand_now"),
            plain(v.demand[g as usize].to_string()),
        )
        .fact(
            word("ark.x.f.wage_now"),
            plain(format!("£{}", v.wage_value)),
        )
        .fact(
            word("ark.x.f.open_at"),
            list_or_none(open, "ark.x.f.list_semi"),
        );
    t.text = paras("ark.x.factory", &[]);
    t.text.extend(paras("ark.x.action.Build", &[]));
    t
}

/// FACTS §6.3 (PROVISIONAL numbers; era sides inferred); rulebook "2. 노동자 고용하기",
/// "3. 생산 자동화하기".
fn worker(v: &View, g: u8, pos: u8) -> Thing {
    let dt = data();
    let mut t = Thing::new(
        with(Msg::new("ark.x.worker.title"), &good_args(g)).arg("pos", pos + 1),
        word("ark.x.kind.worker"),
    )
    .fact(word("ark.x.f.fits"), describe::good(g))
    .fact(word("ark.x.f.position"), plain((pos + 1).to_string()));
    let mut sides = Vec::new();
    for (e, side) in dt.worker[g as usize][pos as usize].iter().enumerate() {
        let Some(side) = side else { continue };
        t.provisional |= side.status == Status::Provisional;
        let era = roman(e as u8 + 1);
        sides.push(era);
        t = t.fact(
            Msg::new("ark.x.f.worker_side").arg("era", era),
            Msg::new("ark.x.f.worker_value")
                .arg("workers", side.workers)
                .arg("machines", side.machines)
                .arg("n", side.goods),
        );
    }
    t = t
        .fact(
            word("ark.x.f.wage_now"),
            plain(format!("£{}", v.wage_value)),
        )
        .fact(
            word("ark.x.f.upkeep"),
            Msg::new("ark.x.f.upkeep_value").arg("n", dt.machine_upkeep),
        );
    t.text = paras("ark.x.worker", &[("sides", sides.join(" / ").into())]);
    t.text.extend(paras("ark.x.action.Hire", &[]));
    t.text.extend(paras("ark.x.action.Automate", &[]));
    t
}

/// FACTS §7.2 (PROVISIONAL layout); rulebook "게임 준비 3", "b.", "a. 판매량 결정하기".
fn appeal(v: &View, g: u8) -> Thing {
    let dt = data();
    let arrows = dt
        .arrows
        .iter()
        .map(|&(below, red)| {
            Msg::new("ark.x.f.arrow")
                .arg("below", below)
                .arg("above", below + 1)
                .arg(
                    "colour",
                    word(if red { "ark.x.f.red" } else { "ark.x.f.green" }),
                )
        })
        .collect();
    let mut markers: Vec<Msg> = v
        .players
        .iter()
        .enumerate()
        .filter_map(|(i, p)| p.appeal[g as usize].map(|a| named_value(seat(i), a)))
        .collect();
    if let Some(n) = v.neutral {
        markers.push(named_value(word("ark.ui.neutral"), n[g as usize]));
    }
    if let Some(solo) = &v.solo {
        for (k, a) in solo.automa.iter().enumerate() {
            if let Some(x) = a.appeal[g as usize] {
                markers.push(named_value(automa_name(k), x));
            }
        }
    }
    let mut t = Thing::new(
        with(Msg::new("ark.x.appeal.title"), &good_args(g)),
        word("ark.x.kind.market"),
    )
    .fact(
        word("ark.x.f.demand_now"),
        plain(v.demand[g as usize].to_string()),
    )
    .fact(
        word("ark.x.f.demand_start"),
        Msg::new("ark.x.f.demand_start_value")
            .arg("a", dt.demand_start_a[g as usize])
            .arg("b", dt.demand_start_b[g as usize]),
    )
    .fact(word("ark.x.f.arrows"), join(arrows, "ark.x.f.list"))
    .fact(
        word("ark.x.f.markers"),
        list_or_none(markers, "ark.x.f.list"),
    );
    t.text = paras("ark.x.appeal", &[]);
    t.provisional = dt.any_provisional(&[
        "demand_start_a",
        "demand_start_b",
        "arrow_below",
        "arrow_red",
    ]);
    t
}

/// Rulebook "a. 액션 1가지 수행하기" 1–7 (FACTS §5.1).
fn action(a: Act) -> Thing {
    let mut t = Thing::new(describe::act(a), word("ark.x.kind.action"));
    if a.expert() {
        t = t.fact(word("ark.x.f.expert"), word("ark.x.f.yes"));
    }
    t.text = paras(&format!("ark.x.action.{}", a.id()), &[]);
    t.text.push(word("ark.x.action.all"));
    t
}

/// Rulebook "개발" 1–6, expert step 5 (FACTS §8.1, §8.2: the era-limit eras are PROVISIONAL).
fn track(v: &View, t: usize) -> Thing {
    let dt = data();
    let levels = dt.levels[t]
        .iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(" / ");
    let mut th = Thing::new(describe::track(t as u8), word("ark.x.kind.track"))
        .fact(word("ark.x.f.levels"), plain(levels));
    let lifted = cards::lifted_by(t);
    let era_args: Vec<(&'static str, MsgArg)> = vec![
        ("a", roman(dt.era_limit_eras[1]).into()),
        ("b", roman(dt.era_limit_eras[2]).into()),
        (
            "card",
            describe::card(lifted.unwrap_or(Card::Engineer)).into(),
        ),
    ];
    if let Some(c) = lifted {
        th = th
            .fact(
                word("ark.x.f.era_limit"),
                with(Msg::new("ark.x.f.era_limit_value"), &era_args),
            )
            .fact(word("ark.x.f.lifted_by"), describe::card(c));
    }
    // Live: every player's level on this track.
    for (i, p) in v.players.iter().enumerate() {
        th = th.fact(seat(i), plain(p.level(t).to_string()));
    }
    th.text = paras(&format!("ark.x.track.{}", TRACK_IDS[t]), &[]);
    th.text.push(word("ark.x.track.all"));
    let level_table = format!("level_{}", TRACK_IDS[t]);
    let mut tables = vec![level_table.as_str()];
    if lifted.is_some() {
        th.text.push(with(Msg::new("ark.x.track.era"), &era_args));
        tables.push("era_limit_eras");
    }
    th.provisional = dt.any_provisional(&tables);
    th
}

/// Rulebook "1인 도전과제 - 업적 목록" (FACTS §10.3).
fn achievement(a: &str) -> Thing {
    Thing::new(word(format!("ark.ach.{a}")), word("ark.x.kind.achievement"))
        .fact(word("ark.x.f.condition"), word(format!("ark.x.ach.{a}")))
        .para(word("ark.x.ach.note"))
}

/// The components of one kind: office, quality, distribution and warehouse cards, the
/// shipping card, the player-board tracks and tokens, the market board's wage and era tracks,
/// the start player card, the 2-player neutral and the solo parts.
fn single(v: &View, key: &'static str) -> Thing {
    let dt = data();
    let f = |k: &'static str| word(k);
    let mut args: Vec<(&'static str, MsgArg)> = Vec::new();
    let mut extra: Vec<Msg> = Vec::new();
    // The kind, the facts and the tables they show.
    let (kind, facts, tables): (&str, Vec<(Msg, Msg)>, &[&str]) = match key {
        // FACTS §6.2 (PROVISIONAL values).
        "office" => (
            "ark.x.kind.office",
            vec![
                (
                    f("ark.x.f.price_end"),
                    plain(format!("+£{}", dt.office_price)),
                ),
                (
                    f("ark.x.f.appeal_end"),
                    plain(format!("+{}", dt.office_appeal)),
                ),
            ],
            &["office_price", "office_appeal"],
        ),
        // FACTS §6.4 (PROVISIONAL values); rulebook "4 품질 또는 유통 추가하기".
        "quality" => {
            extra = paras("ark.x.action.Quality", &[]);
            (
                "ark.x.kind.quality",
                vec![
                    // The quality cards of a player: the attachments before the Engineer's.
                    (f("ark.x.f.per_player"), plain(ENGINEER.to_string())),
                    (
                        f("ark.x.f.values"),
                        plain(format!("1–{}", dt.quality_card_max)),
                    ),
                    (
                        f("ark.x.f.factory_cap"),
                        Msg::new("ark.x.f.quality_cap")
                            .arg("cap", dt.quality_cap)
                            .arg("engineer", dt.quality_cap_engineer),
                    ),
                ],
                &["quality_card_max", "quality_cap", "quality_cap_engineer"],
            )
        }
        // FACTS §6.5 (states inferred).
        "distribution" => {
            args.push(("max", dt.distribution_card_max.into()));
            extra = paras("ark.x.action.Distribution", &[]);
            (
                "ark.x.kind.distribution",
                vec![
                    // The distribution cards of a player: the attachments before the Patent's.
                    (f("ark.x.f.per_player"), plain(PATENT.to_string())),
                    (
                        f("ark.x.f.values"),
                        plain(
                            (1..=dt.distribution_card_max)
                                .rev()
                                .map(|v| v.to_string())
                                .collect::<Vec<_>>()
                                .join(" → "),
                        ),
                    ),
                    (
                        f("ark.x.f.factory_cap"),
                        plain(dt.distribution_cap.to_string()),
                    ),
                ],
                &["distribution_card_max", "distribution_cap"],
            )
        }
        // Rulebook "창고" (FACTS §6.6).
        "warehouse" => (
            "ark.x.kind.warehouse",
            vec![
                // The small warehouses of a player: those before the Large Warehouse.
                (f("ark.x.f.per_player"), plain(LARGE.to_string())),
                (
                    f("ark.x.f.holds"),
                    Msg::new("ark.x.f.goods_range")
                        .arg("from", 1)
                        .arg("to", dt.small_warehouse),
                ),
            ],
            &["small_warehouse"],
        ),
        // Rulebook "선박" (FACTS §6.7).
        "shipping_card" => {
            let [a, b, c] = dt.levels[data::SHIPPING];
            (
                "ark.x.kind.ship",
                vec![
                    (f("ark.x.f.ships"), f("ark.x.f.ships_value")),
                    (
                        f("ark.x.f.per_ship"),
                        Msg::new("ark.x.f.per_ship_value")
                            .arg("a", a)
                            .arg("b", b)
                            .arg("c", c),
                    ),
                ],
                &["level_shipping"],
            )
        }
        // FACTS §8.4 (penalty PROVISIONAL).
        "shipping_tokens" => {
            let per = dt.ship_penalty.get(1).copied().unwrap_or(1);
            args.push(("n", per.into()));
            (
                "ark.x.kind.board",
                vec![
                    (f("ark.x.f.slots"), plain(dt.max_ship_tokens.to_string())),
                    (
                        f("ark.x.f.penalty"),
                        Msg::new("ark.x.f.penalty_value").arg("n", per),
                    ),
                ],
                &["max_ship_tokens", "ship_penalty"],
            )
        }
        // FACTS §8.3.
        "loans" => (
            "ark.x.kind.board",
            vec![
                (f("ark.x.f.slots"), plain(dt.max_loans.to_string())),
                (f("ark.x.f.bank_loan"), f("ark.x.f.bank_loan_value")),
                (f("ark.x.f.emergency"), f("ark.x.f.emergency_value")),
                (f("ark.x.f.end_cost"), f("ark.x.f.end_loan")),
            ],
            &["max_loans"],
        ),
        // FACTS §8.5.
        "shares" => (
            "ark.x.kind.board",
            vec![(
                f("ark.x.f.start"),
                Msg::new("ark.x.f.start_shares")
                    .arg("shares", dt.start_shares)
                    .arg("value", dt.start_share_value),
            )],
            &["start_shares", "start_share_value"],
        ),
        "money" => (
            "ark.x.kind.market",
            vec![(
                f("ark.x.f.start"),
                Msg::new("ark.x.f.start_money").arg("money", dt.start_money),
            )],
            &["start_money"],
        ),
        "machine_token" => (
            "ark.x.kind.token",
            vec![(
                f("ark.x.f.upkeep"),
                Msg::new("ark.x.f.upkeep_value").arg("n", dt.machine_upkeep),
            )],
            &["machine_upkeep"],
        ),
        "engineer_token" => (
            "ark.x.kind.token",
            vec![(
                f("ark.x.f.capacity"),
                plain(format!(
                    "max. {} → max. {}",
                    dt.quality_cap, dt.quality_cap_engineer
                )),
            )],
            &["quality_cap", "quality_cap_engineer"],
        ),
        // FACTS §7.3 (PROVISIONAL values).
        "wage_track" => {
            let values = dt
                .wage_track
                .iter()
                .map(|v| format!("£{v}"))
                .collect::<Vec<_>>()
                .join(" ");
            (
                "ark.x.kind.market",
                vec![
                    (
                        f("ark.x.f.wage_now"),
                        Msg::new("ark.x.f.wage_space")
                            .arg("wage", v.wage_value)
                            .arg("space", Msg::new("ark.x.f.space").arg("n", v.wage + 1)),
                    ),
                    (f("ark.x.f.track_values"), plain(values)),
                ],
                &["wage_track"],
            )
        }
        // FACTS §7.4, §5.3.
        "round_track" => (
            "ark.x.kind.market",
            vec![
                (
                    f("ark.x.f.era_round"),
                    Msg::new("ark.x.f.era_round_value")
                        .arg("era", v.era)
                        .arg("round", v.round),
                ),
                (f("ark.x.f.active"), describe::good(v.active_good)),
            ],
            &[],
        ),
        "start_player" => (
            "ark.x.kind.start",
            vec![(f("ark.x.f.holder"), seat(v.start as usize))],
            &[],
        ),
        // Rulebook "게임 준비 3" (2 players), FACTS §3.2.
        "neutral" => {
            let now = v.neutral.unwrap_or(dt.neutral_start);
            let per_good = |n: [u8; 4]| {
                join(
                    (0..4u8)
                        .map(|g| named_value(describe::good(g), n[g as usize]))
                        .collect(),
                    "ark.x.f.list",
                )
            };
            (
                "ark.x.kind.market",
                vec![
                    (f("ark.x.f.neutral_start"), per_good(dt.neutral_start)),
                    (f("ark.x.f.markers"), per_good(now)),
                ],
                &["neutral_start"],
            )
        }
        // Rulebook "1인 게임 규칙" (FACTS §10).
        "automa" => {
            let mut facts = vec![(
                f("ark.x.f.start"),
                Msg::new("ark.x.f.start_shares")
                    .arg("shares", dt.automa_shares)
                    .arg("value", dt.automa_share_value),
            )];
            if let Some(solo) = &v.solo {
                for (k, a) in solo.automa.iter().enumerate() {
                    facts.push((
                        automa_name(k),
                        Msg::new("ark.x.f.automa_value")
                            .arg("shares", a.shares)
                            .arg("value", a.share_value),
                    ));
                }
            }
            (
                "ark.x.kind.solo",
                facts,
                &["automa_shares", "automa_share_value"],
            )
        }
        "solo_grid" => {
            let (rows, cols) = dt.solo_grid;
            (
                "ark.x.kind.solo",
                vec![(
                    f("ark.x.f.grid"),
                    Msg::new("ark.x.f.grid_value")
                        .arg("rows", rows)
                        .arg("cols", cols),
                )],
                &["solo_grid"],
            )
        }
        _ => {
            // "solo_bag": the counts left now (or at an era's start).
            let bag = v.solo.as_ref().map_or(dt.solo_bag, |solo| solo.bag);
            (
                "ark.x.kind.solo",
                vec![(
                    f("ark.x.f.bag"),
                    Msg::new("ark.x.f.bag_value")
                        .arg("a", bag[0])
                        .arg("b", bag[1])
                        .arg("n", bag[2]),
                )],
                &["solo_bag"],
            )
        }
    };
    let mut t = Thing::new(word(format!("ark.x.title.{key}")), word(kind));
    t.facts = facts;
    t.text = paras(&format!("ark.x.{key}"), &args);
    t.text.extend(extra);
    t.provisional = dt.any_provisional(tables);
    t
}

/// The things a logged action names, read in `before`. Nothing of this game is hidden (the
/// solo bag's draw is chance at the automa's turn, no action's), so every viewer reads the same.
pub fn named(before: &State, action: &Action, _viewer: Option<Seat>) -> Vec<String> {
    use Action as A;
    let player = flow::to_act(before).and_then(|s| before.players.get(s as usize));
    match *action {
        A::PickFactory { good } => vec![factory_key(good), worker_key(good, 0), "office".into()],
        A::DevPoint { track } => vec![track_key(track)],
        A::TakeCard { card } | A::Discard { card } => vec![card_key(card)],
        A::Reactivate { card } => vec![card_key(Card::Developer), card_key(card)],
        A::Prebuy | A::BuyShare => vec!["shares".into()],
        A::BuyHalf => {
            let broker = matches!(
                before.phase,
                Phase::Turn {
                    step: Step::Broker { .. },
                    ..
                }
            );
            vec![
                "shares".into(),
                if broker {
                    card_key(Card::Broker)
                } else {
                    track_key(data::TRADING as u8)
                },
            ]
        }
        A::Choose { act } => vec![action_key(act)],
        A::Build { good } => vec![factory_key(good), "office".into()],
        A::Upgrade { good } | A::InventorUpgrade { good } => {
            let mut v = Vec::new();
            if matches!(action, A::InventorUpgrade { .. }) {
                v.push(card_key(Card::Inventor));
            }
            v.push(factory_key(good));
            let n = player.map_or(0, |p| p.factories[good as usize].workers);
            v.extend((0..n).map(|pos| worker_key(good, pos)));
            v
        }
        A::UseInventor | A::InventorPoints => vec![card_key(Card::Inventor)],
        A::Hire { good } => {
            // The next worker card, in position order.
            let next = player
                .map_or(0, |p| p.factories[good as usize].workers)
                .min(1);
            vec![worker_key(good, next), factory_key(good)]
        }
        A::Automate { good, pos } => {
            let mut v = vec![worker_key(good, pos)];
            if player.is_some_and(|p| p.machine_token == Some((good, pos))) {
                v.push("machine_token".into());
            }
            v
        }
        A::Place { good, piece } | A::Raise { good, piece } | A::Remove { good, piece } => {
            vec![piece_thing(piece), factory_key(good)]
        }
        A::SwapEngineer { good } => vec![
            card_key(Card::Engineer),
            "quality".into(),
            factory_key(good),
        ],
        A::Loan => vec!["loans".into()],
        A::Ships => vec!["shipping_card".into()],
        A::Extra { good, workers } => {
            let mut v = vec![factory_key(good)];
            v.extend((0..workers).map(|pos| worker_key(good, pos)));
            v
        }
        A::Load { good } => vec![factory_key(good), "warehouse".into()],
        A::Sail | A::Ship => vec!["shipping_card".into(), "shipping_tokens".into()],
        A::SetAppeal { .. } => vec![appeal_key(before.good()), factory_key(before.good())],
        A::Broker => vec![card_key(Card::Broker)],
        A::TakeSupervisor { good } => vec![card_key(Card::Supervisor), factory_key(good)],
        A::Overtime => vec![card_key(Card::Overtime)],
        A::SellStored => vec!["warehouse".into(), factory_key(before.good())],
        A::Store { warehouse } => vec![warehouse_thing(warehouse as usize)],
        A::BreakTie | A::UseBusinessman => vec![card_key(Card::Businessman)],
        A::ChooseStart { .. } => vec!["start_player".into()],
        A::Done => Vec::new(),
    }
}
