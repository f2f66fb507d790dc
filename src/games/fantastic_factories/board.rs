//! Fantastic Factories' board: the market with its tool tiles and decks, each player's
//! headquarters with its dice slots, compound and resources, the Machine, the viewer's hand.

use fantastic_factories::FantasticFactories as FF;
use fantastic_factories::data::{Bp, Ct, Kind, Tool};
use fantastic_factories::describe as words;
use fantastic_factories::state::{Hq, MachineTurn, Phase};
use fantastic_factories::things;
use fantastic_factories::view::{PlayerView, View};
use leptos::prelude::*;
use smokestack_core::{Game as _, Msg, Seat};
use std::sync::Arc;

use crate::game_view::{BoardCx, keyed, part};
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

/// The game as the board's viewer may see it, and who acts now: read once after each change,
/// and each part of the board reads its own slice of it (`slice`).
#[derive(Clone)]
struct Seen {
    v: Arc<View>,
    acting: Vec<Seat>,
    /// The viewer's seat (it changes as a hotseat tablet passes).
    me: Option<usize>,
}

/// Each change reads a new `Seen`: the parts compare their slices, not the whole.
impl PartialEq for Seen {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.v, &other.v) && self.acting == other.acting && self.me == other.me
    }
}

type Seeing = Signal<Option<Seen>>;

/// A part of the board: `f` reads what it shows from the game, `draw` draws it, anew only when
/// that changes (`game_view::part`); nothing where there is no game.
fn slice<D, V>(
    g: Seeing,
    f: impl Fn(&Seen) -> D + Send + Sync + 'static,
    draw: impl Fn(D) -> V + Send + Sync + 'static,
) -> AnyView
where
    D: PartialEq + Clone + Send + Sync + 'static,
    V: IntoView + 'static,
{
    part(
        move || g.with(|s| s.as_ref().map(&f)),
        move |d| d.map(&draw),
    )
}

/// A keyed list of the board (`game_view::keyed`): `f` reads each item's id and what it
/// shows; empty where there is no game.
fn list<K, D, V>(
    g: Seeing,
    f: impl Fn(&Seen) -> Vec<(K, D)> + Send + Sync + 'static,
    draw: impl Fn(D) -> V + Send + Sync + 'static,
) -> AnyView
where
    K: Eq + std::hash::Hash + Clone + Send + Sync + 'static,
    D: PartialEq + Clone + Send + Sync + 'static,
    V: IntoView + 'static,
{
    keyed(
        move || g.with(|s| s.as_ref().map(&f).unwrap_or_default()),
        draw,
    )
}

/// What a card shows under its text: the dice on a built card (and a mark once it has worked
/// this round), or a note on why a card in hand cannot be built now.
#[derive(Clone, Debug, PartialEq)]
enum Extra {
    Dice(String),
    Note(String),
}

fn extra_view(extra: Option<Extra>) -> Option<AnyView> {
    extra.map(|e| match e {
        Extra::Dice(dice) => view! { <div class="bp-dice">{dice}</div> }.into_any(),
        Extra::Note(why) => view! { <p class="bp-note">{why}</p> }.into_any(),
    })
}

/// A blueprint card; `target`: what a tap on it means (see `Ui::targets`); `extra`: what it
/// shows under its text, a part of its own, so that a note changed by a gain of energy redraws
/// the note alone and the card keeps its node.
fn blueprint(b: Bp, lang: Lang, target: Option<String>, extra: impl IntoView) -> impl IntoView {
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
    view! {
        <div
            class=format!("bp {}", kind_class(d.kind))
            role="img"
            aria-label=label
            title=text
            data-explain=things::card_key(b)
            data-target=target
        >
            {blueprint_face(b, lang)}
            {extra}
        </div>
    }
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

/// Seat `i`'s name as the table shows it.
fn seat_name(names: &[String], i: usize, lang: Lang) -> String {
    names
        .get(i)
        .cloned()
        .unwrap_or_else(|| tr(lang, "seat.default", &[("n", Arg::from(i + 1))]))
}

/// Seat `i`'s slice `f` of the game (none where the seat is not at the table).
fn of<D>(i: usize, f: impl Fn(&PlayerView) -> D) -> impl Fn(&Seen) -> Option<D> {
    move |s| s.v.players.get(i).map(&f)
}

/// One of a factory's counts, a part of its own: a move changes one or two.
fn stat(
    g: Seeing,
    i: usize,
    key: &'static str,
    explain: &'static str,
    n: fn(&PlayerView) -> u32,
    lang: Lang,
) -> AnyView {
    slice(g, of(i, n), move |n| {
        n.map(|n| view! { <span data-explain=explain><b>{t(lang, key)}</b>" "{n}</span> })
    })
}

/// A player's free dice, face by face.
fn free_faces(p: &PlayerView) -> Vec<u8> {
    (1..=6u8)
        .flat_map(|f| std::iter::repeat_n(f, p.free[f as usize - 1] as usize))
        .collect()
}

/// The dice on built card `b` (and a mark once it has worked this round).
fn built_extra(p: &PlayerView, b: Bp) -> Option<Extra> {
    let on: String = p
        .on_cards
        .iter()
        .filter(|(c, _)| *c == b)
        .map(|(_, f)| die(*f))
        .collect::<Vec<_>>()
        .join(" ");
    let used = p.used.contains(&b);
    match (used, on.is_empty()) {
        (false, true) => None,
        (u, _) => Some(Extra::Dice(format!("{}{}", if u { "✓ " } else { "" }, on))),
    }
}

/// Seat `i`'s factory, drawn once: each part follows its own slice of the game, and the
/// section's class and label are set only when they change, so that a die placed redraws
/// the dice and the headquarters, not the panel.
fn player_panel(
    g: Seeing,
    i: usize,
    mine: bool,
    names: Signal<Vec<String>>,
    lang: Lang,
) -> impl IntoView + use<> {
    let name = move || names.with(|n| seat_name(n, i, lang));
    let class = move || {
        let acting = g.with(|s| s.as_ref().is_some_and(|s| s.acting.contains(&(i as Seat))));
        format!(
            "player{}{}",
            if acting { " acting" } else { "" },
            if mine { " mine" } else { "" }
        )
    };
    let aria = move || tr(lang, "ff.aria.factory", &[("name", Arg::from(&name()))]);
    let compound_aria = move || tr(lang, "ff.aria.compound", &[("name", Arg::from(&name()))]);
    let head = part(
        move || {
            let (first, done) = g.with(|s| {
                s.as_ref().map_or((false, false), |s| {
                    (
                        s.v.first as usize == i,
                        s.v.players.get(i).is_some_and(|p| p.done),
                    )
                })
            });
            (name(), first, done)
        },
        move |(name, first, done)| {
            view! {
                <h3>
                    {name}
                    {first.then(|| view! { <span class="badge" data-explain="token:FirstPlayer">{t(lang, "ff.first")}</span> })}
                    {done.then(|| view! { <span class="badge">{t(lang, "ff.done")}</span> })}
                </h3>
            }
        },
    );
    let specialist = slice(g, of(i, |p| p.specialist), move |n| {
        n.filter(|&n| n > 0).map(|n| view! {
            <span data-explain="contractor:Specialist">{tr(lang, "ff.specialist_die", &[("n", Arg::from(n))])}</span>
        })
    });
    let dice_label = move || {
        let faces = g.with(|s| s.as_ref().and_then(of(i, free_faces)).unwrap_or_default());
        format!(
            "{}: {}",
            t(lang, "ff.dice"),
            faces.iter().map(|&f| die(f)).collect::<Vec<_>>().join(" ")
        )
    };
    // Each free die its own piece, so that the viewer's own can be tapped; known by its face,
    // so a die placed takes out its piece alone.
    let dice = list(
        g,
        move |s| {
            of(i, free_faces)(s)
                .unwrap_or_default()
                .into_iter()
                .map(|f| (f, f))
                .collect()
        },
        move |f| view! { <span class="die" data-target=mine.then(|| format!("die:{f}"))>{die(f)}</span> },
    );
    let hq = [Hq::Research, Hq::Generate, Hq::Mine]
        .into_iter()
        .enumerate()
        .map(|(k, hq)| {
            let slots = slice(
                g,
                of(i, move |p| {
                    (0..3)
                        .map(|n| p.hq[k].get(n).map_or("▢", |&f| die(f)))
                        .collect::<Vec<_>>()
                        .join(" ")
                }),
                |slots| slots,
            );
            view! {
                <div class="hq-slot" data-target=mine.then(|| things::hq_key(hq)) data-explain=things::hq_key(hq)><span>{say(words::hq(hq), lang)}</span><span class="dice">{slots}</span></div>
            }
        })
        .collect_view();
    // The built cards known by what they are: the dice placed on one redraw its dice alone.
    let compound = list(
        g,
        move |s| of(i, |p| p.compound.iter().map(|&b| (b, b)).collect())(s).unwrap_or_default(),
        move |b| {
            let extra = slice(g, of(i, move |p| built_extra(p, b)), |e| {
                extra_view(e.flatten())
            });
            blueprint(b, lang, mine.then(|| format!("built:{}", b.id())), extra)
        },
    );
    view! {
        <section class=class aria-label=aria>
            {head}
            <div class="stats">
                {stat(g, i, "ff.goods", "res:Goods", |p| p.goods as u32, lang)}
                {stat(g, i, "ff.metal", "res:Metal", |p| p.metal as u32, lang)}
                {stat(g, i, "ff.energy", "res:Energy", |p| p.energy as u32, lang)}
                {stat(g, i, "ff.cards", "area:Hand", |p| p.hand_size as u32, lang)}
                {specialist}
            </div>
            <div class="free-dice" role="group" data-explain="dice:Workers" aria-label=dice_label>
                <span class="dice big-dice">{dice}</span>
            </div>
            <div class="hq" data-explain="area:Headquarters">{hq}</div>
            <div class="compound" role="group" data-explain="area:Compound" aria-label=compound_aria>{compound}</div>
            <span class="sr-only">{tr(lang, "ff.seat", &[("n", Arg::from(i + 1))])}</span>
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

/// The market: the blueprint row, the contractors on their tool tiles, and the piles. Each slot
/// and each count of the piles' line is a part of its own: a card taken changes its slot and
/// the deck's count, and the other slots are left alone.
fn market_section(g: Seeing, lang: Lang) -> impl IntoView + use<> {
    let count = move |key: &'static str, explain: &'static str, n: fn(&View) -> usize| {
        slice(
            g,
            move |s| n(&s.v),
            move |n| {
                view! { <span data-explain=explain>{format!("{} {}", t(lang, key), n)}</span> }
            },
        )
    };
    let last = slice(
        g,
        |s| s.v.final_round.filter(|&r| r == s.v.round).is_some(),
        move |last| {
            last.then(|| view! { <span class="badge warn" data-explain="rule:GameEnd">{t(lang, "ff.final")}</span> })
        },
    );
    let market = (0..4)
        .map(|i| {
            let aria = tr(lang, "ff.aria.market_slot", &[("n", Arg::from(i + 1))]);
            let card = slice(g, move |s| s.v.market[i], move |c| match c {
                Some(b) => blueprint(b, lang, None, ()).into_any(),
                None => view! { <div class="bp empty">"—"</div> }.into_any(),
            });
            view! { <div class="slot" aria-label=aria data-target=format!("market:{i}")>{card}</div> }
        })
        .collect_view();
    let contractors = (0..4)
        .map(|i| {
            let tile = slice(g, move |s| s.v.tools[i], move |tool| {
                let tile = tr(lang, "ff.aria.tool_tile", &[("tool", Arg::from(tool_name(tool, lang)))]);
                view! {
                    <div class=format!("tool-tile tool-{}", tool.name()) aria-label=tile data-explain=things::tool_key(tool)>{tool_chip(tool, lang)}</div>
                }
            });
            let ct = slice(g, move |s| (s.v.contractors[i], s.v.tools[i]), move |(c, tool)| match c {
                Some(c) => contractor(i, c, tool, lang).into_any(),
                None => view! { <div class="ct empty">"—"</div> }.into_any(),
            });
            view! { <div class="slot" data-target=format!("contractor:{i}")>{tile}{ct}</div> }
        })
        .collect_view();
    view! {
        <section class="market" aria-label=t(lang, "ff.market")>
            <h3>
                <span data-explain="area:Market">{t(lang, "ff.market")}</span>
                <span class="decks">
                    {count("ff.deck", "deck:Blueprints", |v| v.deck)}" · "
                    {count("ff.discard", "pile:Discards", |v| v.discard.len())}" · "
                    {count("ff.contractors", "deck:Contractors", |v| v.contractor_deck)}
                </span>
                {last}
            </h3>
            <div class="row blueprints">{market}</div>
            <div class="row contractors">{contractors}</div>
        </section>
    }
}

/// A contractor in slot `i`, on its tool tile `tool`.
fn contractor(i: usize, c: Ct, tool: Tool, lang: Lang) -> impl IntoView {
    let label = tr(
        lang,
        "ff.aria.contractor_slot",
        &[
            ("n", Arg::from(i + 1)),
            ("name", Arg::from(contractor_name(c, lang))),
            ("tool", Arg::from(tool_name(tool, lang))),
            ("text", Arg::from(words::contractor_text(c))),
        ],
    );
    let extra = c.data().extra_energy;
    let label = if extra > 0 {
        format!(
            "{label}{}{}",
            t(lang, "ff.sep"),
            tr(lang, "ff.ct_extra", &[("n", Arg::from(extra))])
        )
    } else {
        label
    };
    view! {
        <div class="ct" role="img" aria-label=label title=say(words::contractor_text(c), lang) data-explain=things::contractor_key(c)>
            <div class="bp-top"><span class="bp-name">{contractor_name(c, lang)}</span>
            </div>
            {(extra > 0).then(|| view! { <div class="ct-cost">{tr(lang, "ff.ct_extra", &[("n", Arg::from(extra))])}</div> })}
            <div class="bp-text">{say(words::contractor_text(c), lang)}</div>
        </div>
    }
}

/// The solo Machine: its goods and compound, by type, and its last turn.
fn machine_section(g: Seeing, lang: Lang) -> impl IntoView + use<> {
    let stats = slice(
        g,
        |s| s.v.machine.as_ref().map(|m| (m.goods, m.compound.len())),
        move |d| {
            d.map(|(goods, n)| view! {
            <span><b>{t(lang, "ff.goods")}</b>" "{goods}</span><span><b>{t(lang, "ff.compound")}</b>" "{n}</span>
        })
        },
    );
    let groups = slice(
        g,
        |s| s.v.machine.as_ref().map(|m| m.compound.clone()),
        move |c| c.map(|c| machine_groups(&c, lang)),
    );
    let last = slice(
        g,
        |s| s.v.machine.as_ref().and_then(|m| m.last.clone()),
        move |l| l.map(|l| view! { <p class="machine-last">{machine_last(&l, lang)}</p> }),
    );
    view! {
        <section class="machine" aria-label=t(lang, "ff.machine")>
            <h3 data-explain="solo:Machine">{t(lang, "ff.machine")}</h3>
            <div class="stats" data-explain="solo:Machine">{stats}</div>
            <ul>{groups}</ul>
            {last}
        </section>
    }
}

fn machine_last(l: &MachineTurn, lang: Lang) -> String {
    tr(
        lang,
        "ff.machine_last",
        &[
            ("r", Arg::from(l.dice[0])),
            ("b", Arg::from(l.dice[1])),
            ("p", Arg::from(l.dice[2])),
            ("y", Arg::from(l.dice[3])),
            ("g", Arg::from(l.dice[4])),
            (
                "card",
                Arg::from(
                    l.took
                        .map_or_else(|| "—".to_string(), |b| card_name(b, lang)),
                ),
            ),
            ("goods", Arg::from(l.goods)),
        ],
    )
}

/// The Machine's compound by type: the type and its count in words, then each face-up card
/// its own piece.
fn machine_groups(compound: &[Bp], lang: Lang) -> impl IntoView + use<> {
    [Kind::Production, Kind::Utility, Kind::Training, Kind::Special, Kind::Monument]
        .map(|k| {
            let cards: Vec<Bp> = compound.iter().copied().filter(|c| c.kind() == k).collect();
            let line = tr(
                lang,
                "ff.machine_group",
                &[
                    ("kind", Arg::from(words::kind(k))),
                    ("n", Arg::from(cards.len())),
                    ("cards", Arg::from("")),
                ],
            );
            let sep = t(lang, "ff.sep");
            let names = cards
                .iter()
                .enumerate()
                .map(|(i, &c)| view! {
                    {(i > 0).then(|| sep.clone())}
                    <span class="machine-card" data-explain=things::card_key(c)>{card_name(c, lang)}</span>
                })
                .collect_view();
            view! { <li class=kind_class(k)><span data-explain=things::kind_key(k)>{line}</span>{names}</li> }
        })
        .collect_view()
}

/// The viewer's hand: its cards known by what they are, each with its note (why it cannot be
/// built now) a part of its own. A card drawn into the middle leaves the others' nodes alone,
/// and a note changed by a gain of metal or energy redraws that note alone.
fn hand_section(g: Seeing, me: usize, lang: Lang) -> impl IntoView + use<> {
    let cards = list(
        g,
        move |s| {
            s.v.players
                .get(me)
                .and_then(|p| p.hand.as_ref())
                .map_or_else(Vec::new, |h| h.iter().map(|&b| (b, b)).collect())
        },
        move |b| {
            let note = slice(
                g,
                move |s| {
                    let p = s.v.players.get(me)?;
                    build_block(p, p.hand.as_deref()?, b, lang)
                },
                extra_view,
            );
            blueprint(b, lang, Some(format!("hand:{}", b.id())), note)
        },
    );
    view! {
        <section class="hand" aria-label=t(lang, "ff.hand")>
            <h3 data-explain="area:Hand">{t(lang, "ff.hand")}</h3>
            <div class="cards-row">{cards}</div>
        </section>
    }
}

/// The board, drawn once for a game and a language; its parts follow the game and the viewer.
pub fn board(cx: BoardCx<FF>) -> AnyView {
    let (viewer, names, lang) = (cx.viewer, cx.names, cx.lang);
    let g: Seeing = cx.memo(move |m| {
        let viewer = viewer.get();
        Seen {
            v: Arc::new(FF::view(m.state(), viewer)),
            acting: FF::to_act(m.state()),
            me: viewer.map(usize::from),
        }
    });
    let class = move || {
        let phase = g.with(|s| {
            s.as_ref().map_or("", |s| match s.v.phase {
                Phase::Market { .. } => "market",
                Phase::Work => "work",
                Phase::Over => "over",
            })
        });
        format!("ff-board phase-{phase}")
    };
    let machine = slice(
        g,
        |s| s.v.machine.is_some(),
        move |on| on.then(|| machine_section(g, lang)),
    );
    let hand = slice(
        g,
        move |s| {
            s.me.filter(|&i| s.v.players.get(i).is_some_and(|p| p.hand.is_some()))
        },
        move |me| me.map(|i| hand_section(g, i, lang)),
    );
    // The viewer's own factory stands apart from the others' (nearer the moves in the work phase).
    let own = slice(
        g,
        move |s| s.me.filter(|&i| i < s.v.players.len()),
        move |i| i.map(|i| player_panel(g, i, true, names, lang)),
    );
    let players = list(
        g,
        move |s| {
            (0..s.v.players.len())
                .filter(|&i| s.me != Some(i))
                .map(|i| (i, i))
                .collect()
        },
        move |i| player_panel(g, i, false, names, lang),
    );
    view! {
        <div class=class>
            {market_section(g, lang)}
            {machine}
            {hand}
            {own}
            <div class="players">{players}</div>
        </div>
    }
    .into_any()
}
