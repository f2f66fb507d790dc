//! Rules in place: every component of Arkwright: The Card Game in full, in the reader's
//! language — the 16 development cards (the "market" of this game), the four factories, the
//! eight worker cards, office, quality, distribution and warehouse cards, the shipping card and
//! the player-board tracks (shipping tokens, loans, shares, money, tokens), the eight action
//! cards, the six development tracks, the market board (appeal tracks, wage track, era/round
//! track, start player, neutral) and the solo automa, grid, bag and achievements.
//!
//! Texts are in `locales/*/arkwright-card-game.txt` under `ark.x.`; each block there names the
//! rulebook section (Korean rulebook, `shared/rules/arkwright-card-game.ko.txt`) or FACTS.md
//! table it comes from. Every number is read from the rules crate's data (`data()`), so a
//! PROVISIONAL value stays the crate's and the popover carries the provisional badge.
//! Nothing in this game is hidden (every card lies face up; the solo bag is drawn when used),
//! so every viewer reads the same.

use super::prelude::*;
use crate::game_view::Explain;
use arkwright_card_game::data::{self as d, Status};
use smokestack_locale::Arg;

const GOODS: [&str; 4] = ["food", "clothing", "cutlery", "lamps"];
const TRACKS: [&str; 6] = [
    "quality",
    "distribution",
    "cards",
    "machines",
    "shipping",
    "trading",
];
/// Components of which there is one kind (each its own key).
const SINGLES: [&str; 18] = [
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

/// Board keys (used by the table's `data-explain`).
pub fn card_key(c: Card) -> String {
    format!("card:{c:?}")
}
pub fn factory_key(g: u8) -> String {
    format!("factory:{}", GOODS[g as usize])
}
/// `pos` 0 or 1 (position 1 or 2 on the card).
pub fn worker_key(g: u8, pos: u8) -> String {
    format!("worker:{}:{}", GOODS[g as usize], pos + 1)
}
pub fn track_key(t: u8) -> String {
    format!("track:{}", TRACKS[t as usize])
}
pub fn action_key(a: Act) -> String {
    format!("action:{a:?}")
}
pub fn appeal_key(g: u8) -> String {
    format!("appeal:{}", GOODS[g as usize])
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
    if k == arkwright_card_game::state::LARGE {
        card_key(Card::LargeWarehouse)
    } else {
        "warehouse".into()
    }
}

pub fn all_things() -> Vec<String> {
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
    out.extend(
        arkwright_card_game::scoring::ACHIEVEMENTS
            .iter()
            .map(|a| format!("achievement:{a}")),
    );
    out
}

type Args = Vec<(&'static str, Arg)>;

/// A text of the locale file with `args`, in `lang` (seats read "Seat n": the explain has no
/// player names).
fn m(lang: Lang, key: &str, args: &Args) -> String {
    let mut msg = Msg::new(key.to_string());
    for (k, v) in args {
        msg = msg.arg(k, v.clone());
    }
    msg.render(lang, &[])
}

fn w(lang: Lang, key: &str) -> String {
    m(lang, key, &Vec::new())
}

/// The numbered paragraphs `prefix.1`, `prefix.2`… that exist.
fn paras(lang: Lang, prefix: &str, args: &Args) -> Vec<String> {
    (1..)
        .map(|i| format!("{prefix}.{i}"))
        .take_while(|k| smokestack_locale::has(Lang::En, k))
        .map(|k| m(lang, &k, args))
        .collect()
}

fn good(lang: Lang, g: u8) -> String {
    arkwright_card_game::describe::good(g).render(lang, &[])
}

fn seat(lang: Lang, i: usize) -> String {
    Msg::new("seat.default")
        .arg("n", i as i64 + 1)
        .render(lang, &[])
}

fn roman(era: u8) -> &'static str {
    match era {
        1 => "I",
        2 => "II",
        _ => "III",
    }
}

fn yes_no(lang: Lang, yes: bool) -> String {
    w(lang, if yes { "ark.x.f.yes" } else { "ark.x.f.no" })
}

fn goods_arg(g: u8) -> Args {
    vec![("good", Arg::from(arkwright_card_game::describe::good(g)))]
}

fn parse_good(s: &str) -> Option<u8> {
    GOODS.iter().position(|x| *x == s).map(|g| g as u8)
}

pub fn explain(s: &State, _viewer: Option<Seat>, key: &str, lang: Lang) -> Option<Explain> {
    let (head, rest) = key.split_once(':').unwrap_or((key, ""));
    match head {
        "card" => {
            let c = Card::ALL.into_iter().find(|c| format!("{c:?}") == rest)?;
            Some(card(s, c, lang))
        }
        "factory" => Some(factory(s, parse_good(rest)?, lang)),
        "worker" => {
            let (g, pos) = rest.split_once(':')?;
            let pos: u8 = match pos {
                "1" => 0,
                "2" => 1,
                _ => return None,
            };
            Some(worker(s, parse_good(g)?, pos, lang))
        }
        "appeal" => Some(appeal(s, parse_good(rest)?, lang)),
        "action" => {
            let a = Act::ALL.into_iter().find(|a| format!("{a:?}") == rest)?;
            Some(action(a, lang))
        }
        "track" => {
            let t = TRACKS.iter().position(|t| *t == rest)?;
            Some(track(s, t, lang))
        }
        "achievement" => {
            let a = arkwright_card_game::scoring::ACHIEVEMENTS
                .iter()
                .find(|a| **a == rest)?;
            Some(achievement(a, lang))
        }
        _ if rest.is_empty() && SINGLES.contains(&head) => Some(single(s, head, lang)),
        _ => None,
    }
}

/// Rulebook "카드 설명" 1–13 and "개발 카드" (FACTS §9.1, §9.2).
fn card(s: &State, c: Card, lang: Lang) -> Explain {
    let dt = d::data();
    let place = match c {
        Card::Patent | Card::Engineer | Card::LargeWarehouse => "ark.x.f.where.supply",
        Card::Supervisor => "ark.x.f.where.factory",
        _ => "ark.x.f.where.front",
    };
    let once = match c {
        // The Businessman: one use once per era, the other once only.
        Card::Overtime | Card::Broker | Card::Inventor => w(lang, "ark.x.f.discard"),
        _ => yes_no(lang, c.once_per_era()),
    };
    let mut facts = vec![
        (w(lang, "ark.x.f.where"), w(lang, place)),
        (w(lang, "ark.x.f.once"), once),
    ];
    // Live: where the copies are (nothing is hidden).
    match &s.solo {
        None => facts.push((
            w(lang, "ark.x.f.in_supply"),
            s.supply[c as usize].to_string(),
        )),
        Some(solo) => {
            let free = solo
                .grid
                .iter()
                .enumerate()
                .filter(|(i, g)| **g == Some(c) && !solo.markers.contains(&(*i as u8)))
                .count();
            facts.push((w(lang, "ark.x.f.on_grid"), free.to_string()));
        }
    }
    let holders: Vec<String> = s
        .players
        .iter()
        .enumerate()
        .filter(|(_, p)| p.holds(c))
        .map(|(i, p)| {
            if p.used & c.bit() != 0 {
                m(
                    lang,
                    "ark.x.f.used",
                    &vec![("seat", Arg::from(seat(lang, i)))],
                )
            } else {
                seat(lang, i)
            }
        })
        .collect();
    facts.push((
        w(lang, "ark.x.f.held_by"),
        if holders.is_empty() {
            w(lang, "ark.x.f.none")
        } else {
            holders.join(", ")
        },
    ));
    let mut provisional = false;
    let (prefix, args): (String, Args) = match c {
        Card::Supervisor => (
            "ark.x.card.Supervisor".into(),
            vec![
                ("saving", Arg::from(dt.supervisor_saving)),
                ("workers", Arg::from(dt.supervisor_workers)),
            ],
        ),
        Card::Developer => (
            "ark.x.card.Developer".into(),
            vec![("saving", Arg::from(dt.developer_saving))],
        ),
        Card::Contract => {
            provisional = true;
            let [a, b, cc] = dt.contract_per_good;
            (
                "ark.x.card.Contract".into(),
                vec![
                    ("a", Arg::from(a)),
                    ("b", Arg::from(b)),
                    ("c", Arg::from(cc)),
                ],
            )
        }
        Card::Patent => (
            "ark.x.card.Patent".into(),
            vec![("max", Arg::from(dt.distribution_card_max))],
        ),
        Card::Engineer => {
            // FACTS §9.2: its quality values (1 / 2) are PROVISIONAL.
            provisional = true;
            facts.push((
                w(lang, "ark.x.f.values"),
                format!("1–{}", dt.engineer_card_max),
            ));
            (
                "ark.x.card.Engineer".into(),
                vec![
                    ("high", Arg::from(dt.quality_cap_engineer)),
                    ("low", Arg::from(dt.quality_cap)),
                ],
            )
        }
        Card::LargeWarehouse => {
            facts.push((
                w(lang, "ark.x.f.holds"),
                m(
                    lang,
                    "ark.x.f.goods_range",
                    &vec![
                        ("from", Arg::from(1)),
                        ("to", Arg::from(dt.large_warehouse)),
                    ],
                ),
            ));
            (
                "ark.x.card.LargeWarehouse".into(),
                vec![("n", Arg::from(dt.large_warehouse))],
            )
        }
        _ => match c.patron_good() {
            Some(g) => ("ark.x.card.Patron".into(), goods_arg(g)),
            None => (format!("ark.x.card.{c:?}"), Vec::new()),
        },
    };
    let mut text = paras(lang, &prefix, &args);
    if c == Card::LargeWarehouse {
        text.extend(paras(lang, "ark.x.warehouse", &Vec::new()));
    }
    text.push(w(lang, "ark.x.card_rules"));
    Explain {
        title: arkwright_card_game::describe::card(c).render(lang, &[]),
        kind: w(lang, "ark.x.kind.card"),
        facts,
        text,
        provisional,
    }
}

/// FACTS §6.1 (PROVISIONAL numbers); rulebook "1. 공장 건설하기", "b.", "2. 생산 단계".
fn factory(s: &State, g: u8, lang: Lang) -> Explain {
    let dt = d::data();
    let mut facts = Vec::new();
    let mut provisional = false;
    for (k, side) in dt.factory[g as usize].iter().enumerate() {
        provisional |= side.status == Status::Provisional;
        let name = w(lang, if k == 0 { "ark.ui.era1" } else { "ark.ui.era2" });
        facts.push((
            m(lang, "ark.x.f.side", &vec![("side", Arg::from(&name))]),
            m(
                lang,
                "ark.x.f.side_value",
                &vec![
                    ("n", Arg::from(side.goods)),
                    ("fixed", Arg::from(side.fixed_cost)),
                    ("export", Arg::from(side.export_price)),
                ],
            ),
        ));
        let ladder = side
            .spaces
            .iter()
            .map(|(p, a)| format!("£{p} / {a}"))
            .collect::<Vec<_>>()
            .join(" · ");
        facts.push((
            m(lang, "ark.x.f.ladder", &vec![("side", Arg::from(&name))]),
            ladder,
        ));
    }
    facts.push((
        w(lang, "ark.x.f.demand_now"),
        s.demand[g as usize].to_string(),
    ));
    facts.push((w(lang, "ark.x.f.wage_now"), format!("£{}", s.wage_value())));
    let open: Vec<String> = s
        .players
        .iter()
        .enumerate()
        .filter(|(_, p)| p.factories[g as usize].open)
        .map(|(i, p)| {
            let f = &p.factories[g as usize];
            let (price, appeal) = arkwright_card_game::market::price_appeal(p, g);
            let side = w(
                lang,
                if f.side == 0 {
                    "ark.ui.era1"
                } else {
                    "ark.ui.era2"
                },
            );
            m(
                lang,
                "ark.x.f.open_value",
                &vec![
                    ("seat", Arg::from(seat(lang, i))),
                    ("side", Arg::from(side)),
                    ("price", Arg::from(price)),
                    ("appeal", Arg::from(appeal)),
                ],
            )
        })
        .collect();
    facts.push((
        w(lang, "ark.x.f.open_at"),
        if open.is_empty() {
            w(lang, "ark.x.f.none")
        } else {
            open.join("; ")
        },
    ));
    let mut text = paras(lang, "ark.x.factory", &Vec::new());
    text.extend(paras(lang, "ark.x.action.Build", &Vec::new()));
    Explain {
        title: m(lang, "ark.x.factory.title", &goods_arg(g)),
        kind: w(lang, "ark.x.kind.factory"),
        facts,
        text,
        provisional,
    }
}

/// FACTS §6.3 (PROVISIONAL numbers; era sides inferred); rulebook "2. 노동자 고용하기",
/// "3. 생산 자동화하기".
fn worker(s: &State, g: u8, pos: u8, lang: Lang) -> Explain {
    let dt = d::data();
    let mut facts = vec![
        (w(lang, "ark.x.f.fits"), good(lang, g)),
        (w(lang, "ark.x.f.position"), (pos + 1).to_string()),
    ];
    let mut provisional = false;
    let mut sides = Vec::new();
    for (e, side) in dt.worker[g as usize][pos as usize].iter().enumerate() {
        let Some(side) = side else { continue };
        provisional |= side.status == Status::Provisional;
        let era = roman(e as u8 + 1);
        sides.push(era);
        facts.push((
            m(lang, "ark.x.f.worker_side", &vec![("era", Arg::from(era))]),
            m(
                lang,
                "ark.x.f.worker_value",
                &vec![
                    ("workers", Arg::from(side.workers)),
                    ("machines", Arg::from(side.machines)),
                    ("n", Arg::from(side.goods)),
                ],
            ),
        ));
    }
    facts.push((w(lang, "ark.x.f.wage_now"), format!("£{}", s.wage_value())));
    facts.push((
        w(lang, "ark.x.f.upkeep"),
        m(
            lang,
            "ark.x.f.upkeep_value",
            &vec![("n", Arg::from(dt.machine_upkeep))],
        ),
    ));
    let mut text = paras(
        lang,
        "ark.x.worker",
        &vec![("sides", Arg::from(sides.join(" / ")))],
    );
    text.extend(paras(lang, "ark.x.action.Hire", &Vec::new()));
    text.extend(paras(lang, "ark.x.action.Automate", &Vec::new()));
    let mut title_args = goods_arg(g);
    title_args.push(("pos", Arg::from(pos + 1)));
    Explain {
        title: m(lang, "ark.x.worker.title", &title_args),
        kind: w(lang, "ark.x.kind.worker"),
        facts,
        text,
        provisional,
    }
}

/// FACTS §7.2 (PROVISIONAL layout); rulebook "게임 준비 3", "b.", "a. 판매량 결정하기".
fn appeal(s: &State, g: u8, lang: Lang) -> Explain {
    let dt = d::data();
    let mut facts = vec![
        (
            w(lang, "ark.x.f.demand_now"),
            s.demand[g as usize].to_string(),
        ),
        (
            w(lang, "ark.x.f.demand_start"),
            m(
                lang,
                "ark.x.f.demand_start_value",
                &vec![
                    ("a", Arg::from(dt.demand_start_a[g as usize])),
                    ("b", Arg::from(dt.demand_start_b[g as usize])),
                ],
            ),
        ),
    ];
    let arrows = dt
        .arrows
        .iter()
        .map(|&(below, red)| {
            let colour = w(lang, if red { "ark.x.f.red" } else { "ark.x.f.green" });
            format!("{below}│{} {colour}", below + 1)
        })
        .collect::<Vec<_>>()
        .join(", ");
    facts.push((w(lang, "ark.x.f.arrows"), arrows));
    let mut markers: Vec<String> = s
        .players
        .iter()
        .enumerate()
        .filter_map(|(i, p)| p.appeal[g as usize].map(|a| format!("{} {a}", seat(lang, i))))
        .collect();
    if let Some(n) = s.neutral {
        markers.push(format!("{} {}", w(lang, "ark.ui.neutral"), n[g as usize]));
    }
    if let Some(solo) = &s.solo {
        for (k, a) in solo.automa.iter().enumerate() {
            if let Some(v) = a.appeal[g as usize] {
                let name = m(
                    lang,
                    "ark.x.automa_name",
                    &vec![("k", Arg::from(if k == 0 { "A" } else { "B" }))],
                );
                markers.push(format!("{name} {v}"));
            }
        }
    }
    facts.push((
        w(lang, "ark.x.f.markers"),
        if markers.is_empty() {
            w(lang, "ark.x.f.none")
        } else {
            markers.join(", ")
        },
    ));
    Explain {
        title: m(lang, "ark.x.appeal.title", &goods_arg(g)),
        kind: w(lang, "ark.x.kind.market"),
        facts,
        text: paras(lang, "ark.x.appeal", &Vec::new()),
        provisional: true,
    }
}

/// Rulebook "a. 액션 1가지 수행하기" 1–7 (FACTS §5.1).
fn action(a: Act, lang: Lang) -> Explain {
    let mut facts = Vec::new();
    if matches!(a, Act::ExtraProduction | Act::EarlyShipping) {
        facts.push((w(lang, "ark.x.f.expert"), w(lang, "ark.x.f.yes")));
    }
    let mut text = paras(lang, &format!("ark.x.action.{a:?}"), &Vec::new());
    text.push(w(lang, "ark.x.action.all"));
    Explain {
        title: w(lang, &format!("ark.action.{a:?}")),
        kind: w(lang, "ark.x.kind.action"),
        facts,
        text,
        provisional: false,
    }
}

/// Rulebook "개발" 1–6, expert step 5 (FACTS §8.1, §8.2: the era-limit eras are PROVISIONAL).
fn track(s: &State, t: usize, lang: Lang) -> Explain {
    let dt = d::data();
    let levels = dt.levels[t]
        .iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(" / ");
    let mut facts = vec![(w(lang, "ark.x.f.levels"), levels)];
    let lifted = match t {
        d::QUALITY => Some(Card::Engineer),
        d::DISTRIBUTION => Some(Card::Patent),
        d::MACHINES => Some(Card::Workshop),
        d::SHIPPING => Some(Card::TradeOffice),
        _ => None,
    };
    let era_args: Args = vec![
        ("a", Arg::from(roman(dt.era_limit_eras[1]))),
        ("b", Arg::from(roman(dt.era_limit_eras[2]))),
        (
            "card",
            Arg::from(arkwright_card_game::describe::card(
                lifted.unwrap_or(Card::Engineer),
            )),
        ),
    ];
    if let Some(c) = lifted {
        facts.push((
            w(lang, "ark.x.f.era_limit"),
            m(lang, "ark.x.f.era_limit_value", &era_args),
        ));
        facts.push((
            w(lang, "ark.x.f.lifted_by"),
            arkwright_card_game::describe::card(c).render(lang, &[]),
        ));
    }
    // Live: every player's level on this track.
    for (i, p) in s.players.iter().enumerate() {
        facts.push((seat(lang, i), p.level(t).to_string()));
    }
    let mut text = paras(lang, &format!("ark.x.track.{}", TRACKS[t]), &Vec::new());
    text.push(w(lang, "ark.x.track.all"));
    if lifted.is_some() {
        text.push(m(lang, "ark.x.track.era", &era_args));
    }
    Explain {
        title: arkwright_card_game::describe::track(t as u8).render(lang, &[]),
        kind: w(lang, "ark.x.kind.track"),
        facts,
        text,
        provisional: lifted.is_some(),
    }
}

/// Rulebook "1인 도전과제 - 업적 목록" (FACTS §10.3).
fn achievement(a: &str, lang: Lang) -> Explain {
    Explain {
        title: w(lang, &format!("ark.ach.{a}")),
        kind: w(lang, "ark.x.kind.achievement"),
        facts: vec![(
            w(lang, "ark.x.f.condition"),
            w(lang, &format!("ark.x.ach.{a}")),
        )],
        text: vec![w(lang, "ark.x.ach.note")],
        provisional: false,
    }
}

/// The components of one kind: office, quality, distribution and warehouse cards, the
/// shipping card, the player-board tracks and tokens, the market board's wage and era tracks,
/// the start player card, the 2-player neutral and the solo parts.
fn single(s: &State, key: &str, lang: Lang) -> Explain {
    let dt = d::data();
    let f = |k: &str| w(lang, k);
    let mut args: Args = Vec::new();
    let mut provisional = false;
    let mut extra: Vec<String> = Vec::new();
    let (kind, facts): (&str, Vec<(String, String)>) = match key {
        // FACTS §6.2 (PROVISIONAL values).
        "office" => {
            provisional = true;
            (
                "ark.x.kind.office",
                vec![
                    (f("ark.x.f.price_end"), format!("+£{}", dt.office_price)),
                    (f("ark.x.f.appeal_end"), format!("+{}", dt.office_appeal)),
                ],
            )
        }
        // FACTS §6.4 (PROVISIONAL values); rulebook "4 품질 또는 유통 추가하기".
        "quality" => {
            provisional = true;
            extra = paras(lang, "ark.x.action.Quality", &Vec::new());
            (
                "ark.x.kind.quality",
                vec![
                    (f("ark.x.f.per_player"), "3".into()),
                    (f("ark.x.f.values"), format!("1–{}", dt.quality_card_max)),
                    (
                        f("ark.x.f.factory_cap"),
                        m(
                            lang,
                            "ark.x.f.quality_cap",
                            &vec![
                                ("cap", Arg::from(dt.quality_cap)),
                                ("engineer", Arg::from(dt.quality_cap_engineer)),
                            ],
                        ),
                    ),
                ],
            )
        }
        // FACTS §6.5 (states inferred).
        "distribution" => {
            args.push(("max", Arg::from(dt.distribution_card_max)));
            extra = paras(lang, "ark.x.action.Distribution", &Vec::new());
            (
                "ark.x.kind.distribution",
                vec![
                    (f("ark.x.f.per_player"), "2".into()),
                    (
                        f("ark.x.f.values"),
                        (1..=dt.distribution_card_max)
                            .rev()
                            .map(|v| v.to_string())
                            .collect::<Vec<_>>()
                            .join(" → "),
                    ),
                    (f("ark.x.f.factory_cap"), dt.distribution_cap.to_string()),
                ],
            )
        }
        // Rulebook "창고" (FACTS §6.6).
        "warehouse" => (
            "ark.x.kind.warehouse",
            vec![
                (f("ark.x.f.per_player"), "2".into()),
                (
                    f("ark.x.f.holds"),
                    m(
                        lang,
                        "ark.x.f.goods_range",
                        &vec![
                            ("from", Arg::from(1)),
                            ("to", Arg::from(dt.small_warehouse)),
                        ],
                    ),
                ),
            ],
        ),
        // Rulebook "선박" (FACTS §6.7).
        "shipping_card" => {
            let [a, b, c] = dt.levels[d::SHIPPING];
            (
                "ark.x.kind.ship",
                vec![
                    (f("ark.x.f.ships"), f("ark.x.f.ships_value")),
                    (
                        f("ark.x.f.per_ship"),
                        m(
                            lang,
                            "ark.x.f.per_ship_value",
                            &vec![
                                ("a", Arg::from(a)),
                                ("b", Arg::from(b)),
                                ("c", Arg::from(c)),
                            ],
                        ),
                    ),
                ],
            )
        }
        // FACTS §8.4 (penalty PROVISIONAL).
        "shipping_tokens" => {
            provisional = true;
            let per = dt.ship_penalty.get(1).copied().unwrap_or(1);
            args.push(("n", Arg::from(per)));
            (
                "ark.x.kind.board",
                vec![
                    (f("ark.x.f.slots"), dt.max_ship_tokens.to_string()),
                    (
                        f("ark.x.f.penalty"),
                        m(lang, "ark.x.f.penalty_value", &vec![("n", Arg::from(per))]),
                    ),
                ],
            )
        }
        // FACTS §8.3.
        "loans" => (
            "ark.x.kind.board",
            vec![
                (f("ark.x.f.slots"), dt.max_loans.to_string()),
                (f("ark.x.f.bank_loan"), f("ark.x.f.bank_loan_value")),
                (f("ark.x.f.emergency"), f("ark.x.f.emergency_value")),
                (f("ark.x.f.end_cost"), f("ark.x.f.end_loan")),
            ],
        ),
        // FACTS §8.5.
        "shares" => (
            "ark.x.kind.board",
            vec![(
                f("ark.x.f.start"),
                m(
                    lang,
                    "ark.x.f.start_shares",
                    &vec![
                        ("shares", Arg::from(dt.start_shares)),
                        ("value", Arg::from(dt.start_share_value)),
                    ],
                ),
            )],
        ),
        "money" => (
            "ark.x.kind.market",
            vec![(
                f("ark.x.f.start"),
                m(
                    lang,
                    "ark.x.f.start_money",
                    &vec![("money", Arg::from(dt.start_money))],
                ),
            )],
        ),
        "machine_token" => (
            "ark.x.kind.token",
            vec![(
                f("ark.x.f.upkeep"),
                m(
                    lang,
                    "ark.x.f.upkeep_value",
                    &vec![("n", Arg::from(dt.machine_upkeep))],
                ),
            )],
        ),
        "engineer_token" => (
            "ark.x.kind.token",
            vec![(
                f("ark.x.f.capacity"),
                format!("max. {} → max. {}", dt.quality_cap, dt.quality_cap_engineer),
            )],
        ),
        // FACTS §7.3 (PROVISIONAL values).
        "wage_track" => {
            provisional = true;
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
                        format!(
                            "£{} ({})",
                            s.wage_value(),
                            m(lang, "ark.x.f.space", &vec![("n", Arg::from(s.wage + 1))])
                        ),
                    ),
                    (f("ark.x.f.track_values"), values),
                ],
            )
        }
        // FACTS §7.4, §5.3.
        "round_track" => (
            "ark.x.kind.market",
            vec![
                (
                    f("ark.x.f.era_round"),
                    m(
                        lang,
                        "ark.x.f.era_round_value",
                        &vec![("era", Arg::from(s.era)), ("round", Arg::from(s.round))],
                    ),
                ),
                (f("ark.x.f.active"), good(lang, s.good())),
            ],
        ),
        "start_player" => (
            "ark.x.kind.start",
            vec![(f("ark.x.f.holder"), seat(lang, s.start as usize))],
        ),
        // Rulebook "게임 준비 3" (2 players), FACTS §3.2.
        "neutral" => {
            let v = s.neutral.unwrap_or(dt.neutral_start);
            (
                "ark.x.kind.market",
                vec![
                    (
                        f("ark.x.f.neutral_start"),
                        (0..4)
                            .map(|g| format!("{} {}", good(lang, g), dt.neutral_start[g as usize]))
                            .collect::<Vec<_>>()
                            .join(", "),
                    ),
                    (
                        f("ark.x.f.markers"),
                        (0..4)
                            .map(|g| format!("{} {}", good(lang, g), v[g as usize]))
                            .collect::<Vec<_>>()
                            .join(", "),
                    ),
                ],
            )
        }
        // Rulebook "1인 게임 규칙" (FACTS §10).
        "automa" => {
            let mut facts = vec![(
                f("ark.x.f.start"),
                m(
                    lang,
                    "ark.x.f.start_shares",
                    &vec![
                        ("shares", Arg::from(dt.automa_shares)),
                        ("value", Arg::from(dt.automa_share_value)),
                    ],
                ),
            )];
            if let Some(solo) = &s.solo {
                for (k, a) in solo.automa.iter().enumerate() {
                    let name = m(
                        lang,
                        "ark.x.automa_name",
                        &vec![("k", Arg::from(if k == 0 { "A" } else { "B" }))],
                    );
                    facts.push((
                        name,
                        m(
                            lang,
                            "ark.x.f.automa_value",
                            &vec![
                                ("shares", Arg::from(a.shares)),
                                ("value", Arg::from(a.share_value)),
                            ],
                        ),
                    ));
                }
            }
            ("ark.x.kind.solo", facts)
        }
        "solo_grid" => {
            let (rows, cols) = dt.solo_grid;
            (
                "ark.x.kind.solo",
                vec![(
                    f("ark.x.f.grid"),
                    m(
                        lang,
                        "ark.x.f.grid_value",
                        &vec![("rows", Arg::from(rows)), ("cols", Arg::from(cols))],
                    ),
                )],
            )
        }
        _ => {
            // "solo_bag": the counts left now (or at an era's start).
            let bag = s.solo.as_ref().map_or(dt.solo_bag, |solo| solo.bag);
            (
                "ark.x.kind.solo",
                vec![(
                    f("ark.x.f.bag"),
                    m(
                        lang,
                        "ark.x.f.bag_value",
                        &vec![
                            ("a", Arg::from(bag[0])),
                            ("b", Arg::from(bag[1])),
                            ("n", Arg::from(bag[2])),
                        ],
                    ),
                )],
            )
        }
    };
    let mut text = paras(lang, &format!("ark.x.{key}"), &args);
    text.extend(extra);
    Explain {
        title: w(lang, &format!("ark.x.title.{key}")),
        kind: w(lang, kind),
        facts,
        text,
        provisional,
    }
}

/// The things a logged action names, read in `before`. Nothing of this game is hidden (the
/// solo bag's draw is chance at the automa's turn, no action's), so every viewer reads the same.
pub fn things(before: &State, action: &Action, _viewer: Option<Seat>) -> Vec<String> {
    use Action as A;
    let seat = arkwright_card_game::flow::to_act(before).map(|s| s as usize);
    let player = seat.and_then(|i| before.players.get(i));
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
                    track_key(d::TRADING as u8)
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

#[cfg(test)]
mod tests {
    use super::*;
    use smokestack_core::GameRng;

    fn state(players: u8, seed: u64) -> State {
        let o = ARK::options(players, &[]).expect("options");
        Match::<ARK>::new(o, seed).expect("setup").state().clone()
    }

    #[test]
    fn every_component_has_a_key_and_no_other_key_explains() {
        let all = all_things();
        // 16 cards, 4 × (factory, 2 worker cards, appeal track), 8 actions, 6 tracks,
        // 18 single components, 15 achievements.
        assert_eq!(all.len(), 16 + 16 + 8 + 6 + 18 + 15);
        let s = state(2, 1);
        for bad in [
            "card:Nope",
            "factory:wood",
            "worker:food:3",
            "worker:food",
            "track:money",
            "action:Pass",
            "achievement:none",
            "office:food",
            "",
        ] {
            assert!(explain(&s, None, bad, Lang::En).is_none(), "{bad}");
        }
    }

    /// The factory's numbers are the rules crate's (FACTS §6.1), provisional, with live demand.
    #[test]
    fn a_factory_shows_the_data_ladder_and_the_demand() {
        let s = state(3, 2);
        let dt = data();
        for g in 0..4u8 {
            let e = explain(&s, None, &factory_key(g), Lang::En).unwrap();
            assert!(e.provisional);
            for (k, side) in dt.factory[g as usize].iter().enumerate() {
                let name = if k == 0 { "Era I side" } else { "Era II side" };
                let ladder = e.fact(&format!("{name} · price / appeal")).unwrap();
                let (p, a) = side.spaces[0];
                assert!(ladder.starts_with(&format!("£{p} / {a}")), "{ladder}");
                let v = e.fact(&format!("{name} · goods")).unwrap();
                assert!(
                    v.contains(&format!("fixed cost £{}", side.fixed_cost)),
                    "{v}"
                );
                assert!(v.contains(&format!("export £{}", side.export_price)), "{v}");
            }
            assert_eq!(
                e.fact("Demand now").unwrap(),
                s.demand[g as usize].to_string()
            );
        }
    }

    /// Worker cards: the sides the data has (position 1: Era I/II, position 2: Era I/III).
    #[test]
    fn worker_cards_show_their_era_sides() {
        let s = state(2, 3);
        let e = explain(&s, None, &worker_key(0, 0), Lang::En).unwrap();
        let side = data().worker[0][0][1].unwrap();
        assert!(
            e.fact("Era II side")
                .unwrap()
                .contains(&format!("{} goods", side.goods))
        );
        let e = explain(&s, None, &worker_key(0, 1), Lang::En).unwrap();
        assert!(e.facts.iter().any(|(l, _)| l == "Era III side"));
        assert!(!e.facts.iter().any(|(l, _)| l == "Era II side"));
    }

    /// Card texts carry the data's numbers; the Contract's table is provisional.
    #[test]
    fn card_texts_carry_the_data_numbers() {
        let s = state(2, 4);
        let dt = data();
        let sup = explain(&s, None, "card:Supervisor", Lang::En).unwrap();
        assert!(sup.text[0].contains(&format!("£{} less", dt.supervisor_saving)));
        let con = explain(&s, None, "card:Contract", Lang::Ko).unwrap();
        assert!(con.provisional);
        assert!(con.text[1].contains(&format!("£{}", dt.contract_per_good[2])));
        let pat = explain(&s, None, "card:PatronLamps", Lang::Ja).unwrap();
        assert!(pat.text[0].contains("ランプ"));
        let lw = explain(&s, None, "card:LargeWarehouse", Lang::En).unwrap();
        assert!(lw.text[0].contains(&format!("up to {} goods", dt.large_warehouse)));
        // The supply count is live.
        let b = explain(&s, None, "card:Businessman", Lang::En).unwrap();
        assert_eq!(
            b.fact("In the general supply now").unwrap(),
            s.supply[Card::Businessman as usize].to_string()
        );
    }

    /// `things` reads the state before the action: hiring names the worker card that goes on
    /// (position 1 on a factory without one), and nothing differs by viewer (nothing is hidden).
    #[test]
    fn things_name_the_card_hired_and_the_same_for_every_viewer() {
        let s = state(2, 5);
        let seat = arkwright_card_game::flow::to_act(&s);
        let mut s = s;
        if let Some(i) = seat {
            s.players[i as usize].factories[2].workers = 1;
        }
        let a = Action::Hire { good: 2 };
        let t = things(&s, &a, None);
        assert_eq!(t[0], worker_key(2, 1));
        for v in [Some(0), Some(1)] {
            assert_eq!(things(&s, &a, v), t);
        }
        assert_eq!(
            things(&s, &Action::TakeCard { card: Card::Patent }, None),
            vec!["card:Patent".to_string()]
        );
    }

    /// Random games over every player count (solo included): every key the log names explains
    /// itself, and reads the same to every viewer.
    #[test]
    fn logged_things_explain_themselves_in_every_player_count() {
        for players in 1..=4u8 {
            let o = ARK::options(players, &[]).expect("options");
            let mut m = Match::<ARK>::new(o, players as u64).expect("setup");
            let mut rng = GameRng::new(players as u64 + 50);
            let mut named = 0;
            for _ in 0..400 {
                let Some(&seat) = m.to_act().first() else {
                    break;
                };
                let legal = m.legal(seat);
                let a = legal[rng.below(legal.len())];
                let keys = things(m.state(), &a, None);
                assert_eq!(keys, things(m.state(), &a, Some(seat)));
                for k in &keys {
                    for lang in Lang::ALL {
                        assert!(explain(m.state(), None, k, lang).is_some(), "{k}");
                    }
                }
                named += keys.len();
                m.apply(seat, &a).expect("legal");
            }
            assert!(named > 50, "{players}: {named}");
        }
    }
}
