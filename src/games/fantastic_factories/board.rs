//! Fantastic Factories' board: the market with its tool tiles and decks, each player's
//! headquarters with its dice slots, compound and resources, the Machine, the viewer's hand.

use fantastic_factories::FantasticFactories as FF;
use fantastic_factories::data::{Bp, Ct, Kind, Tool};
use fantastic_factories::describe as words;
use fantastic_factories::state::{Hq, Phase};
use fantastic_factories::view::{PlayerView, View};
use leptos::prelude::*;
use smokestack_core::{Game, Match, Msg, Seat};

use crate::components::keep::{Keep, attrs, attrs_or_none, class_only, keep, keep_list};
use crate::i18n::{Arg, Lang, t, tr};

/// A message of the game's locale file in `lang` (none of these name a seat).
fn say(m: Msg, lang: Lang) -> String {
    m.render(lang, &[])
}

pub fn card_name(b: Bp, lang: Lang) -> String {
    say(words::card(b), lang)
}

fn contractor_name(c: Ct, lang: Lang) -> String {
    say(words::contractor(c), lang)
}

fn tool_name(tool: Tool, lang: Lang) -> String {
    say(words::tool(tool), lang)
}

/// The tool as a coloured word: emoji fonts are not on every device.
fn tool_chip(tool: Tool, lang: Lang) -> impl IntoView {
    view! { <span class=format!("tool-chip tool-{}", tool.name())>{tool_name(tool, lang)}</span> }
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

/// What a card shows under its text: the dice on a built card (and a mark once it has worked
/// this round), or a note on why a card in hand cannot be built now.
#[derive(Hash, Debug)]
enum Extra {
    Dice(String),
    Note(String),
}

/// A blueprint card; `target`: what a tap on it means (see `Ui::targets`). Drawn anew only
/// when one of these changes, and then only in part: its face is kept while the card and the
/// language stay, so a note changed by a gain of energy redraws the note alone.
fn blueprint(b: Bp, lang: Lang, extra: Option<Extra>, target: Option<String>) -> Keep {
    keep((b, lang, extra, target), |(b, lang, extra, target)| {
        let d = b.data();
        let text = say(words::card_text(b), lang);
        let name = card_name(b, lang);
        let label = tr(
            lang,
            "ff.aria.card",
            &[
                ("name", Arg::from(&name)),
                ("tool", Arg::from(tool_name(b.tool(), lang))),
                ("kind", Arg::from(words::kind(d.kind))),
                ("metal", Arg::from(d.metal)),
                ("energy", Arg::from(d.energy)),
                ("text", Arg::from(&text)),
            ],
        );
        let list = vec![
            ("class", Some(format!("bp {}", kind_class(d.kind)))),
            ("role", Some("img".to_string())),
            ("aria-label", Some(label)),
            ("title", Some(text)),
            ("data-explain", Some(format!("card:{b:?}"))),
            ("data-target", target),
        ];
        // The element's attributes set only where changed (keep::attrs_or_none), its parts kept.
        view! {
            <div use:attrs_or_none=list>
                {keep((b, lang), |(b, lang)| blueprint_face(b, lang))}
                {keep(extra, |extra| extra.map(|e| match e {
                    Extra::Dice(dice) => view! { <div class="bp-dice">{dice}</div> }.into_any(),
                    Extra::Note(why) => view! { <p class="bp-note">{why}</p> }.into_any(),
                }))}
            </div>
        }
    })
}

/// What a card says whoever holds it: name, prestige, tool, kind, cost and text.
fn blueprint_face(b: Bp, lang: Lang) -> impl IntoView {
    let d = b.data();
    let prestige = if b == Bp::Beacon {
        "★2–5".to_string()
    } else {
        format!("★{}", d.prestige)
    };
    let name = card_name(b, lang);
    view! {
        <div class="bp-top">
            <span class="bp-name" title=name.clone()>{name.clone()}</span>
            <span class="bp-pp">{prestige}</span>
        </div>
        <div class="bp-tags">
            {tool_chip(b.tool(), lang)}
            <span class="bp-kind">{say(words::kind(d.kind), lang)}</span>
        </div>
        <div class="bp-cost">{format!("{} {} · {} {}", t(lang, "ff.metal"), d.metal, t(lang, "ff.energy"), d.energy)}</div>
        <div class="bp-text">{say(words::card_text(b), lang)}</div>
    }
}

/// One of a factory's counts, kept on its own (components::keep): a move changes one or two.
fn stat(key: &'static str, explain: &'static str, n: u32, lang: Lang) -> Keep {
    keep((key, explain, n, lang), |(key, explain, n, lang)| {
        view! { <span data-explain=explain><b>{t(lang, key)}</b>" "{n}</span> }
    })
}

fn player_panel(
    i: usize,
    p: &PlayerView,
    name: String,
    lang: Lang,
    acting: bool,
    first: bool,
    mine: bool,
) -> impl IntoView + use<> {
    let faces: Vec<u8> = (1..=6u8)
        .flat_map(|f| std::iter::repeat_n(f, p.free[f as usize - 1] as usize))
        .collect();
    let hq_dice: Vec<Vec<String>> = (0..3)
        .map(|h| {
            (0..3)
                .map(|k| {
                    p.hq[h]
                        .get(k)
                        .map_or("▢".to_string(), |&f| die(f).to_string())
                })
                .collect()
        })
        .collect();
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
                (u, _) => Some(Extra::Dice(format!("{}{}", if u { "✓ " } else { "" }, on))),
            };
            blueprint(b, lang, extra, mine.then(|| format!("built:{b:?}")))
        })
        .collect_view();
    let class = format!(
        "player{}{}",
        if acting { " acting" } else { "" },
        if mine { " mine" } else { "" }
    );
    let aria = tr(lang, "ff.aria.factory", &[("name", Arg::from(&name))]);
    let specialist = p.specialist;
    let (goods, metal, energy, hand) = (p.goods, p.metal, p.energy, p.hand_size);
    // Each part kept on its own (components::keep), and the section's attributes set only when
    // changed (keep::attrs): a die placed redraws the dice and the headquarters, not the panel.
    view! {
        <section use:attrs=vec![("class", class), ("aria-label", aria)]>
            {keep((name.clone(), first, p.done, lang), |(name, first, done, lang)| view! {
                <h3>
                    {name}
                    {first.then(|| view! { <span class="badge" data-explain="token:FirstPlayer">{t(lang, "ff.first")}</span> })}
                    {done.then(|| view! { <span class="badge">{t(lang, "ff.done")}</span> })}
                </h3>
            })}
            <div use:class_only="stats">
                {stat("ff.goods", "res:Goods", goods as u32, lang)}
                {stat("ff.metal", "res:Metal", metal as u32, lang)}
                {stat("ff.energy", "res:Energy", energy as u32, lang)}
                {stat("ff.cards", "area:Hand", hand as u32, lang)}
                {keep((specialist, lang), |(specialist, lang)| (specialist > 0).then(|| view! { <span data-explain="contractor:Specialist">{tr(lang, "ff.specialist_die", &[("n", Arg::from(specialist))])}</span> }))}
            </div>
            // Each free die its own piece, so that the viewer's own can be tapped; kept by its
            // face (keep::keep_list), so a die placed takes out its piece alone.
            <div use:attrs=vec![
                ("class", "free-dice".to_string()),
                ("role", "group".to_string()),
                ("data-explain", "dice:Workers".to_string()),
                ("aria-label", format!("{}: {}", t(lang, "ff.dice"), faces.iter().map(|&f| die(f)).collect::<Vec<_>>().join(" "))),
            ]><span use:class_only="dice big-dice">
                {keep_list(faces.iter().map(|&f| (f, keep((f, mine), |(f, mine)| view! {
                    <span class="die" data-target=mine.then(|| format!("die:{f}"))>{die(f)}</span>
                }))))}
            </span></div>
            <div use:attrs=vec![("class", "hq".to_string()), ("data-explain", "area:Headquarters".to_string())]>
                {hq_dice.into_iter().enumerate().map(|(k, slots)| keep((k, slots, mine, lang), |(k, slots, mine, lang)| { let hq = [Hq::Research, Hq::Generate, Hq::Mine][k]; view! {
                    <div class="hq-slot" data-target=mine.then(|| format!("hq:{hq:?}")) data-explain=format!("hq:{hq:?}")><span>{say(words::hq(hq), lang)}</span><span class="dice">{slots.join(" ")}</span></div>
                }})).collect_view()}
            </div>
            <div use:attrs=vec![
                ("class", "compound".to_string()),
                ("role", "group".to_string()),
                ("data-explain", "area:Compound".to_string()),
                ("aria-label", tr(lang, "ff.aria.compound", &[("name", Arg::from(&name))])),
            ]>{compound}</div>
            {keep((i, lang), |(i, lang)| view! { <span class="sr-only">{tr(lang, "ff.seat", &[("n", Arg::from(i + 1))])}</span> })}
        </section>
    }
}

/// Why a card in hand cannot be built now, in words (none when it can).
fn build_block(p: &PlayerView, hand: &[Bp], card: Bp, lang: Lang) -> Option<Extra> {
    why_not_built(p, hand, card, lang).map(Extra::Note)
}

fn why_not_built(p: &PlayerView, hand: &[Bp], card: Bp, lang: Lang) -> Option<String> {
    if !fantastic_factories::work::name_allows_in(&p.compound, card) {
        return Some(t(lang, "ff.already_built"));
    }
    let mates = hand.iter().filter(|&&c| c.tool() == card.tool()).count();
    if mates < 2 {
        let tool = Arg::from(words::tool(card.tool()));
        return Some(tr(lang, "ff.needs_mate", &[("tool", tool)]));
    }
    let metal = fantastic_factories::work::metal_price_in(&p.compound, card);
    let (m, e) = (
        metal.saturating_sub(p.metal),
        (card.data().energy as u16).saturating_sub(p.energy),
    );
    let key = match (m > 0, e > 0) {
        (false, false) => return None,
        (true, false) => "ff.needs_metal",
        (false, true) => "ff.needs_energy",
        (true, true) => "ff.needs_more",
    };
    Some(tr(lang, key, &[("m", Arg::from(m)), ("e", Arg::from(e))]))
}

/// The market: the blueprint row, the contractors on their tool tiles, and the piles.
fn market_section(
    cards: Vec<Option<Bp>>,
    contractors: Vec<Option<Ct>>,
    tools: [Tool; 4],
    piles: (usize, usize, usize),
    last: bool,
    lang: Lang,
) -> impl IntoView + use<> {
    // Each slot and each count of the piles' line kept on their own (components::keep): a
    // card taken changes its slot and the deck's count, and the other slots are left alone.
    let market = market_row(&cards, lang);
    let contractors = contractor_row(&contractors, tools, lang);
    let (deck, discards, contractor_deck) = piles;
    let count = |key: &'static str, explain: &'static str, n: usize| {
        keep((key, explain, n, lang), |(key, explain, n, lang)| {
            view! { <span data-explain=explain>{format!("{} {}", t(lang, key), n)}</span> }
        })
    };
    let head = view! {
        <h3>
            {keep(lang, |lang| view! { <span data-explain="area:Market">{t(lang, "ff.market")}</span> })}
            <span use:class_only="decks">
                {count("ff.deck", "deck:Blueprints", deck)}" · "
                {count("ff.discard", "pile:Discards", discards)}" · "
                {count("ff.contractors", "deck:Contractors", contractor_deck)}
            </span>
            {keep((last, lang), |(last, lang)| last.then(|| view! { <span class="badge warn" data-explain="rule:GameEnd">{t(lang, "ff.final")}</span> }))}
        </h3>
    };
    view! {
        <section use:attrs=vec![("class", "market".to_string()), ("aria-label", t(lang, "ff.market"))]>
            {head}
            <div use:class_only="row blueprints">{market}</div>
            <div use:class_only="row contractors">{contractors}</div>
        </section>
    }
}

/// The market's slots, each kept by its card: a card taken redraws its own slot alone.
fn market_row(cards: &[Option<Bp>], lang: Lang) -> Vec<Keep> {
    cards.iter().enumerate().map(|(i, &c)| keep((i, c, lang), |(i, c, lang)| {
        let aria = tr(lang, "ff.aria.market_slot", &[("n", Arg::from(i + 1))]);
        view! {
            <div class="slot" aria-label=aria data-target=format!("market:{i}")>
                {c.map(|b| blueprint(b, lang, None, None).into_any()).unwrap_or_else(|| view! { <div class="bp empty">"—"</div> }.into_any())}
            </div>
        }
    })).collect()
}

/// The contractors' slots, each kept by its contractor and tool tile.
fn contractor_row(contractors: &[Option<Ct>], tools: [Tool; 4], lang: Lang) -> Vec<Keep> {
    contractors.iter().zip(tools).enumerate().map(|(i, (&c, tool))| keep((i, c, tool, lang), |(i, c, tool, lang)| {
        let label = c.map(|c| tr(lang, "ff.aria.contractor_slot", &[
            ("n", Arg::from(i + 1)),
            ("name", Arg::from(contractor_name(c, lang))),
            ("tool", Arg::from(tool_name(tool, lang))),
            ("text", Arg::from(words::contractor_text(c))),
        ]));
        let label = label.map(|l| match c.map(|c| c.data().extra_energy).filter(|&e| e > 0) {
            Some(e) => format!("{l}{}{}", t(lang, "ff.sep"), tr(lang, "ff.ct_extra", &[("n", Arg::from(e))])),
            None => l,
        });
        let tile = tr(lang, "ff.aria.tool_tile", &[("tool", Arg::from(tool_name(tool, lang)))]);
        view! {
            <div class="slot" data-target=format!("contractor:{i}")>
                <div class=format!("tool-tile tool-{}", tool.name()) aria-label=tile data-explain=format!("tool:{tool:?}")>{tool_chip(tool, lang)}</div>
                {c.map(|c| keep((c, lang, label), |(c, lang, label)| view! {
                    <div class="ct" role="img" aria-label=label.clone().unwrap_or_default() title=say(words::contractor_text(c), lang) data-explain=format!("contractor:{c:?}")>
                        <div class="bp-top"><span class="bp-name">{contractor_name(c, lang)}</span>
                        </div>
                        {(c.data().extra_energy > 0).then(|| view! { <div class="ct-cost">{tr(lang, "ff.ct_extra", &[("n", Arg::from(c.data().extra_energy))])}</div> })}
                        <div class="bp-text">{say(words::contractor_text(c), lang)}</div>
                    </div>
                }).into_any()).unwrap_or_else(|| view! { <div class="ct empty">"—"</div> }.into_any())}
            </div>
        }
    })).collect()
}

pub fn board(m: &Match<FF>, viewer: Option<Seat>, names: &[String], lang: Lang) -> AnyView {
    let v: View = FF::view(m.state(), viewer);
    let acting = FF::to_act(m.state());
    let name = |i: usize| {
        names
            .get(i)
            .cloned()
            .unwrap_or_else(|| tr(lang, "seat.default", &[("n", Arg::from(i + 1))]))
    };
    // Each part is drawn anew only when what it shows changes (components::keep).
    let market_part = {
        let (cards, contractors, tools) = (v.market, v.contractors, v.tools);
        let (deck, discards, contractor_deck) = (v.deck, v.discard.len(), v.contractor_deck);
        let last = v.final_round.filter(|&r| r == v.round).is_some();
        market_section(
            cards.to_vec(),
            contractors.to_vec(),
            tools,
            (deck, discards, contractor_deck),
            last,
            lang,
        )
    };
    let machine = v.machine.clone().map(|mc| keep((mc, lang), |(mc, lang)| {
        let mc = &mc;
        let last = mc.last.as_ref().map(|l| tr(lang, "ff.machine_last", &[
            ("r", Arg::from(l.dice[0])),
            ("b", Arg::from(l.dice[1])),
            ("p", Arg::from(l.dice[2])),
            ("y", Arg::from(l.dice[3])),
            ("g", Arg::from(l.dice[4])),
            ("card", Arg::from(l.took.map_or_else(|| "—".to_string(), |b| card_name(b, lang)))),
            ("goods", Arg::from(l.goods)),
        ]));
        let groups = [Kind::Production, Kind::Utility, Kind::Training, Kind::Special, Kind::Monument].map(|k| {
            let cards: Vec<Bp> = mc.compound.iter().copied().filter(|c| c.kind() == k).collect();
            // The type and its count in words, then each face-up card its own piece.
            let line = tr(lang, "ff.machine_group", &[
                ("kind", Arg::from(words::kind(k))),
                ("n", Arg::from(cards.len())),
                ("cards", Arg::from("")),
            ]);
            let sep = t(lang, "ff.sep");
            let names = cards.iter().enumerate().map(|(i, &c)| view! {
                {(i > 0).then(|| sep.clone())}
                <span class="machine-card" data-explain=format!("card:{c:?}")>{card_name(c, lang)}</span>
            }).collect_view();
            view! { <li class=kind_class(k)><span data-explain=format!("kind:{k:?}")>{line}</span>{names}</li> }
        }).collect_view();
        view! {
            <section class="machine" aria-label=t(lang, "ff.machine")>
                <h3 data-explain="solo:Machine">{t(lang, "ff.machine")}</h3>
                <div class="stats" data-explain="solo:Machine"><span><b>{t(lang, "ff.goods")}</b>" "{mc.goods}</span><span><b>{t(lang, "ff.compound")}</b>" "{mc.compound.len()}</span></div>
                <ul>{groups}</ul>
                {last.map(|l| view! { <p class="machine-last">{l}</p> })}
            </section>
        }
    }));
    // The hand's cards are known by what they are, each with its note (why it cannot be
    // built now): a card drawn into the middle leaves the others' nodes alone, and a note
    // changed by a gain of metal or energy redraws that note alone (keep::keep_list).
    let hand = viewer.and_then(|s| v.players.get(s as usize)).and_then(|p| p.hand.clone().map(|h| (p, h))).map(|(p, h)| {
        let cards = h.iter().map(|&b| {
            (b, blueprint(b, lang, build_block(p, &h, b, lang), Some(format!("hand:{b:?}"))))
        });
        view! {
            <section use:attrs=vec![("class", "hand".to_string()), ("aria-label", t(lang, "ff.hand"))]>
                {keep(lang, |lang| view! { <h3 data-explain="area:Hand">{t(lang, "ff.hand")}</h3> })}
                <div use:class_only="cards-row">{keep_list(cards)}</div>
            </section>
        }
    });
    // The viewer's own factory stands apart from the others' (nearer the moves in the work phase).
    let panel = |i: usize| {
        let p = v.players[i].clone();
        let (nm, acts, first, mine) = (
            name(i),
            acting.contains(&(i as u8)),
            v.first as usize == i,
            viewer == Some(i as u8),
        );
        keep(
            (i, p, nm, lang, acts, first, mine),
            |(i, p, nm, lang, acts, first, mine)| player_panel(i, &p, nm, lang, acts, first, mine),
        )
    };
    let own = viewer
        .map(usize::from)
        .filter(|&i| i < v.players.len())
        .map(panel);
    let players = (0..v.players.len())
        .filter(|&i| viewer.map(usize::from) != Some(i))
        .map(panel)
        .collect_view();
    let phase = match v.phase {
        Phase::Market { .. } => "market",
        Phase::Work => "work",
        Phase::Over => "over",
    };
    view! {
        <div use:attrs=vec![("class", format!("ff-board phase-{phase}"))]>
            {market_part}
            {machine}
            {hand}
            {own}
            <div use:class_only="players">{players}</div>
        </div>
    }
    .into_any()
}
