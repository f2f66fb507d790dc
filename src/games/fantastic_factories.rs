//! Fantastic Factories on the table: market with its tool tiles, decks, each headquarters with
//! its dice slots, compounds, resources, the Machine, and the viewer's own hand.

use fantastic_factories::FantasticFactories as FF;
use fantastic_factories::data::{Bp, Ct, Kind, Tool};
use fantastic_factories::state::Phase;
use fantastic_factories::view::{PlayerView, View};
use leptos::prelude::*;
use smokestack_core::{AnyMatch, Game, Match, Seat};

use super::{Group, OptionRow};
use crate::i18n::{Lang, t};

pub fn options() -> Vec<OptionRow> {
    vec![
        OptionRow {
            key: "difficulty",
            label: "new.difficulty",
            choices: vec![
                ("easy", "diff.easy"),
                ("normal", "diff.normal"),
                ("hard", "diff.hard"),
                ("very-hard", "diff.very-hard"),
            ],
            default: 1,
            solo_only: Some(true),
        },
        OptionRow {
            key: "refresh",
            label: "new.refresh",
            choices: vec![
                ("before-or-after", "refresh.before-or-after"),
                ("before", "refresh.before"),
            ],
            default: 0,
            solo_only: None,
        },
    ]
}

pub fn rules_summary(lang: Lang) -> Vec<&'static str> {
    match lang {
        Lang::En => vec![
            "Each round: a market phase in turn order, then a work phase where everyone acts at once.",
            "Market: take one face-up blueprint, or hire a contractor by discarding a blueprint with the tool shown over its slot (and paying its energy). Once a turn you may pay 1 metal or 1 energy to refresh one whole row.",
            "Work: place dice on Research (any face: a blueprint), Generate (1–3: energy equal to the face) or Mine (4–6: 1 metal); a face matching a die already there gives 1 more. Activate each card once; build by discarding another card of the same tool and paying its cost.",
            "End of work: keep at most 12 resources and 10 blueprints.",
            "12 goods or 10 buildings: finish the round, play one more. Score goods + prestige; ties: metal, energy, blueprints in hand.",
        ],
        Lang::Ko => vec![
            "매 라운드: 차례대로 시장 단계, 그다음 모두 동시에 작업 단계.",
            "시장: 공개된 청사진 1장을 가져오거나, 슬롯 위 도구와 같은 청사진을 버리고 (필요하면 에너지도 내고) 계약 직원을 고용합니다. 차례마다 한 번, 금속 또는 에너지 1개로 한 줄을 새로 고칠 수 있습니다.",
            "작업: 연구(아무 눈: 청사진 1장), 발전(1–3: 눈만큼 에너지), 채굴(4–6: 금속 1개)에 주사위를 놓습니다. 이미 놓인 주사위와 눈이 같으면 1개 더. 카드는 라운드마다 한 번 활성화, 같은 도구의 다른 카드를 버리고 비용을 내면 건설.",
            "작업 단계 끝: 자원 12개, 청사진 10장까지만.",
            "상품 12개 또는 건물 10개: 이번 라운드를 마치고 한 라운드 더. 점수 = 상품 + 명성; 동점은 금속, 에너지, 손패 순.",
        ],
    }
}

/// Headings of the action panel: the action read back as the rules' own type, so that a new
/// or renamed action fails to build here instead of landing under the wrong heading.
pub fn action_group(action: &serde_json::Value) -> Group {
    let Ok(action) = serde_json::from_value::<fantastic_factories::Action>(action.clone()) else {
        return Group::Other;
    };
    use fantastic_factories::Action as A;
    match action {
        A::TakeBlueprint { .. } | A::Hire { .. } | A::Refresh { .. } | A::GiveTo { .. } => {
            Group::Market
        }
        A::Place { .. } => Group::Headquarters,
        A::Build { .. } => Group::Build,
        A::Activate { .. } | A::SpecialistDie { .. } => Group::Activate,
        A::EndTurn | A::Pass | A::EndWork => Group::Done,
        A::SetDie { .. }
        | A::DiscardFor { .. }
        | A::Split { .. }
        | A::RerollPick { .. }
        | A::RerollDone
        | A::DropMetal
        | A::DropEnergy
        | A::DropCard { .. } => Group::Choose,
    }
}

pub fn card_name(b: Bp, lang: Lang) -> &'static str {
    match lang {
        Lang::En => b.data().name,
        Lang::Ko => b.data().name_ko,
    }
}

fn contractor_name(c: Ct, lang: Lang) -> &'static str {
    match lang {
        Lang::En => c.data().name,
        Lang::Ko => c.data().name_ko,
    }
}

/// The tool as a coloured word: emoji fonts are not on every device.
fn tool_chip(tool: Tool, lang: Lang) -> impl IntoView {
    let label = match (tool, lang) {
        (Tool::Hammer, Lang::En) => "Hammer",
        (Tool::Wrench, Lang::En) => "Wrench",
        (Tool::Gear, Lang::En) => "Gear",
        (Tool::Shovel, Lang::En) => "Shovel",
        (Tool::Hammer, Lang::Ko) => "망치",
        (Tool::Wrench, Lang::Ko) => "렌치",
        (Tool::Gear, Lang::Ko) => "톱니",
        (Tool::Shovel, Lang::Ko) => "삽",
    };
    view! { <span class=format!("tool-chip tool-{}", tool.name())>{label}</span> }
}

fn kind_class(k: Kind) -> &'static str {
    match k {
        Kind::Production => "k-production",
        Kind::Utility => "k-utility",
        Kind::Training => "k-training",
        Kind::Special => "k-special",
        Kind::Monument => "k-monument",
    }
}

pub fn die(face: u8) -> &'static str {
    ["", "⚀", "⚁", "⚂", "⚃", "⚄", "⚅"][face.min(6) as usize]
}

fn blueprint(b: Bp, lang: Lang, extra: Option<String>) -> impl IntoView {
    let d = b.data();
    let prestige = if b == Bp::Beacon {
        "★2–5".to_string()
    } else {
        format!("★{}", d.prestige)
    };
    let label = format!(
        "{}: {} {}, {} metal {} energy, {}",
        d.name,
        b.tool().name(),
        d.kind.name(),
        d.metal,
        d.energy,
        d.text
    );
    view! {
        <div class=format!("bp {}", kind_class(d.kind)) role="img" aria-label=label title=d.text>
            <div class="bp-top">
                {tool_chip(b.tool(), lang)}
                <span class="bp-name">{card_name(b, lang)}</span>
                <span class="bp-pp">{prestige}</span>
            </div>
            <div class="bp-cost">{format!("{} {} · {} {}", t(lang, "ff.metal"), d.metal, t(lang, "ff.energy"), d.energy)}</div>
            <div class="bp-text">{d.text}</div>
            {extra.map(|e| view! { <div class="bp-extra">{e}</div> })}
        </div>
    }
}

fn player_panel(
    i: usize,
    p: &PlayerView,
    name: String,
    lang: Lang,
    acting: bool,
    first: bool,
) -> impl IntoView {
    let dice: String = (1..=6u8)
        .flat_map(|f| std::iter::repeat_n(die(f), p.free[f as usize - 1] as usize))
        .collect::<Vec<_>>()
        .join(" ");
    let hq = ["Research", "Generate", "Mine"]
        .iter()
        .enumerate()
        .map(|(h, label)| {
            let slots: Vec<String> = (0..3).map(|k| p.hq[h].get(k).map_or("▢".to_string(), |&f| die(f).to_string())).collect();
            view! { <div class="hq-slot"><span>{*label}</span><span class="dice">{slots.join(" ")}</span></div> }
        })
        .collect_view();
    let compound = p
        .compound
        .iter()
        .map(|&b| {
            let on: String = p
                .on_cards
                .iter()
                .filter(|(c, _)| *c == b)
                .map(|(_, f)| die(*f))
                .collect::<Vec<_>>()
                .join(" ");
            let used = p.used.contains(&b);
            let extra = match (used, on.is_empty()) {
                (false, true) => None,
                (u, _) => Some(format!("{}{}", if u { "✓ " } else { "" }, on)),
            };
            blueprint(b, lang, extra)
        })
        .collect_view();
    let class = if acting { "player acting" } else { "player" };
    view! {
        <section class=class aria-label=format!("{name}'s factory")>
            <h3>
                {name.clone()}
                {first.then(|| view! { <span class="badge">{t(lang, "ff.first")}</span> })}
                {p.done.then(|| view! { <span class="badge">{t(lang, "ff.done")}</span> })}
            </h3>
            <div class="stats">
                <span><b>{t(lang, "ff.goods")}</b>" "{p.goods}</span>
                <span><b>{t(lang, "ff.metal")}</b>" "{p.metal}</span>
                <span><b>{t(lang, "ff.energy")}</b>" "{p.energy}</span>
                <span><b>{t(lang, "ff.cards")}</b>" "{p.hand_size}</span>
                {(p.specialist > 0).then(|| view! { <span>{format!("Specialist die +{}", p.specialist)}</span> })}
            </div>
            <div class="free-dice" aria-label=format!("{}: {}", t(lang, "ff.dice"), dice)><span class="dice big-dice">{dice.clone()}</span></div>
            <div class="hq">{hq}</div>
            <div class="compound" aria-label=format!("{} {}", name, t(lang, "ff.compound"))>{compound}</div>
            <span class="sr-only">{format!("seat {}", i + 1)}</span>
        </section>
    }
}

/// Why a card in hand cannot be built now, in words (none when it can).
fn build_block(p: &PlayerView, hand: &[Bp], card: Bp, lang: Lang) -> Option<String> {
    let ko = lang == Lang::Ko;
    if !fantastic_factories::work::name_allows_in(&p.compound, card) {
        return Some(if ko {
            "이미 건설함".into()
        } else {
            "Already built (one per compound)".into()
        });
    }
    let mates = hand.iter().filter(|&&c| c.tool() == card.tool()).count();
    if mates < 2 {
        return Some(if ko {
            format!("버릴 {} 카드가 하나 더 필요", card.tool().name())
        } else {
            format!("Needs another {} card to discard", card.tool().name())
        });
    }
    let metal = fantastic_factories::work::metal_price_in(&p.compound, card);
    let (m, e) = (
        metal.saturating_sub(p.metal),
        (card.data().energy as u16).saturating_sub(p.energy),
    );
    (m > 0 || e > 0).then(|| match ko {
        true => format!("금속 {m}, 에너지 {e} 더 필요"),
        false => format!("Needs {m} more metal, {e} more energy"),
    })
}

pub fn board(m: &dyn AnyMatch, viewer: Option<Seat>, names: &[String], lang: Lang) -> AnyView {
    let Some(m) = m.as_any().downcast_ref::<Match<FF>>() else {
        return view! { <p>"?"</p> }.into_any();
    };
    let v: View = FF::view(m.state(), viewer);
    let acting = FF::to_act(m.state());
    let name = |i: usize| {
        names
            .get(i)
            .cloned()
            .unwrap_or_else(|| format!("Seat {}", i + 1))
    };
    let market = v.market.iter().enumerate().map(|(i, c)| {
        let aria = format!("Market slot {}", i + 1);
        view! {
            <div class="slot" aria-label=aria>
                {c.map(|b| blueprint(b, lang, None).into_any()).unwrap_or_else(|| view! { <div class="bp empty">"—"</div> }.into_any())}
            </div>
        }
    }).collect_view();
    let contractors = v.contractors.iter().zip(v.tools).enumerate().map(|(i, (c, tool))| {
        let label = c.map(|c| format!("Contractor slot {}: {}, discard a {} blueprint; {}", i + 1, c.data().name, tool.name(), c.data().text));
        view! {
            <div class="slot">
                <div class=format!("tool-tile tool-{}", tool.name()) aria-label=format!("{} tool tile", tool.name())>{tool_chip(tool, lang)}</div>
                {c.map(|c| view! {
                    <div class="ct" role="img" aria-label=label.clone().unwrap_or_default() title=c.data().text>
                        <div class="bp-top"><span class="bp-name">{contractor_name(c, lang)}</span>
                        {(c.data().extra_energy > 0).then(|| view! { <span class="bp-pp">{format!("+{} {}", c.data().extra_energy, t(lang, "ff.energy"))}</span> })}</div>
                        <div class="bp-text">{c.data().text}</div>
                    </div>
                }.into_any()).unwrap_or_else(|| view! { <div class="ct empty">"—"</div> }.into_any())}
            </div>
        }
    }).collect_view();
    let machine = v.machine.as_ref().map(|mc| {
        let last = mc.last.as_ref().map(|l| format!(
            "red {} · blue {} · purple {} · yellow {} · green {} → {}{} · goods +{}",
            l.dice[0], l.dice[1], l.dice[2], l.dice[3], l.dice[4],
            l.took.map_or("", |b| card_name(b, lang)),
            if l.took.is_some() { "" } else { "—" },
            l.goods
        ));
        let groups = [Kind::Production, Kind::Utility, Kind::Training, Kind::Special, Kind::Monument].map(|k| {
            let cards: Vec<&str> = mc.compound.iter().filter(|c| c.kind() == k).map(|&c| card_name(c, lang)).collect();
            view! { <li class=kind_class(k)>{format!("{} ({}): {}", k.name(), cards.len(), cards.join(", "))}</li> }
        }).collect_view();
        view! {
            <section class="machine" aria-label=t(lang, "ff.machine")>
                <h3>{t(lang, "ff.machine")}</h3>
                <div class="stats"><span><b>{t(lang, "ff.goods")}</b>" "{mc.goods}</span><span><b>{t(lang, "ff.compound")}</b>" "{mc.compound.len()}</span></div>
                <ul>{groups}</ul>
                {last.map(|l| view! { <p class="machine-last">{l}</p> })}
            </section>
        }
    });
    let hand = viewer.and_then(|s| v.players.get(s as usize)).and_then(|p| p.hand.clone().map(|h| (p, h))).map(|(p, h)| {
        view! {
            <section class="hand" aria-label=t(lang, "ff.hand")>
                <h3>{t(lang, "ff.hand")}</h3>
                <div class="cards-row">{h.iter().map(|&b| blueprint(b, lang, build_block(p, &h, b, lang))).collect_view()}</div>
            </section>
        }
    });
    let players = v
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            player_panel(
                i,
                p,
                name(i),
                lang,
                acting.contains(&(i as u8)),
                v.first as usize == i,
            )
        })
        .collect_view();
    let phase = match v.phase {
        Phase::Market { .. } => "market",
        Phase::Work => "work",
        Phase::Over => "over",
    };
    view! {
        <div class=format!("ff-board phase-{phase}")>
            <section class="market" aria-label=t(lang, "ff.market")>
                <h3>{t(lang, "ff.market")}
                    <span class="decks">{format!("{} {} · {} {} · {} {}", t(lang, "ff.deck"), v.deck, t(lang, "ff.discard"), v.discard.len(), t(lang, "ff.contractors"), v.contractor_deck)}</span>
                    {v.final_round.filter(|&r| r == v.round).map(|_| view! { <span class="badge warn">{t(lang, "ff.final")}</span> })}
                </h3>
                <div class="row blueprints">{market}</div>
                <div class="row contractors">{contractors}</div>
            </section>
            {machine}
            {hand}
            <div class="players">{players}</div>
        </div>
    }
    .into_any()
}

pub fn action_texts_ko(m: &dyn AnyMatch, seat: Seat) -> Option<Vec<String>> {
    let m = m.as_any().downcast_ref::<Match<FF>>()?;
    Some(
        m.legal(seat)
            .iter()
            .map(|a| fantastic_factories::describe::describe_ko(m.state(), seat, a))
            .collect(),
    )
}

/// The log in Korean: replayed from the start, each action described in the state it met.
pub fn log_ko(m: &dyn AnyMatch) -> Option<Vec<(Seat, String)>> {
    let m = m.as_any().downcast_ref::<Match<FF>>()?;
    let mut r = Match::<FF>::new(m.options.clone(), m.seed).ok()?;
    let mut out = Vec::with_capacity(m.log().len());
    for e in m.log() {
        out.push((
            e.seat,
            fantastic_factories::describe::describe_ko(r.state(), e.seat, &e.action),
        ));
        r.apply(e.seat, &e.action).ok()?;
    }
    Some(out)
}
