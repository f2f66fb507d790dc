//! The province card: a tap on a province opens it over the map. It says who is there (tokens
//! and domination marker per seat), the market's size and commodity with its shortage or
//! surplus, and what entering it takes now for the seat at the tablet: whether it is in reach
//! and why not, and the tokens a competition there needs. Its buttons make the moves the seat
//! has there; a tap on the map itself never moves anything.
//!
//! Reach and competition come from the rules' own functions on the whole state: they read only
//! public pieces (capitals, tokens, markers, advances, ships, arms played).

use age_of_renaissance::data::{self, FAR_EAST, Kind, NEW_WORLD};
use age_of_renaissance::reach::{self, Reach};
use age_of_renaissance::{Action, AgeOfRenaissance as AoR, Phase, State, expansion};
use leptos::prelude::*;
use smokestack_core::{Game, Match, Msg, MsgArg, Seat};

use super::{Board, act, word};
use crate::game_view::{Play, part};
use crate::i18n::Lang;

/// The card of the province `selected` names (none: closed), over the map. The selection is
/// the board's, so the card stays open across moves, and shows each move's state.
pub fn card(b: Board, lang: Lang, selected: RwSignal<Option<u8>>) -> AnyView {
    let viewer = b.cx.viewer;
    let play = act::table();
    part(
        move || {
            let p = selected.get()?;
            let names = b.cx.names.get();
            let viewer = viewer.get();
            b.cx.with(|m| Card::new(m, viewer, &names, lang).shown(p))
                .flatten()
                .map(|shown| (shown, viewer))
        },
        move |shown| shown.map(|(shown, viewer)| draw(shown, lang, viewer, play, selected)),
    )
}

/// What the card of a province shows.
#[derive(Clone, Debug, PartialEq)]
pub struct Shown {
    p: u8,
    name: String,
    kind: String,
    /// (class, explain key, commodity, its market's state).
    commodities: Vec<(&'static str, String, String, String)>,
    facts: Vec<String>,
    /// (seat, name, what it has there).
    pieces: Vec<(usize, String, String)>,
    /// Whom the entry is for.
    who: Option<String>,
    entry: Vec<String>,
    /// The viewer's moves here, with their words.
    moves: Vec<(Action, String)>,
}

/// What the card needs: the state as it is now, who looks, the names and the language.
pub struct Card<'a> {
    state: &'a State,
    viewer: Option<Seat>,
    names: &'a [String],
    lang: Lang,
}

fn roman(n: u8) -> String {
    match n {
        FAR_EAST => "Far East".into(),
        NEW_WORLD => "New World".into(),
        _ => ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII"]
            .get(n as usize)
            .unwrap_or(&"?")
            .to_string(),
    }
}

impl<'a> Card<'a> {
    pub fn new(
        m: &'a Match<AoR>,
        viewer: Option<Seat>,
        names: &'a [String],
        lang: Lang,
    ) -> Card<'a> {
        Card {
            state: m.state(),
            viewer,
            names,
            lang,
        }
    }

    fn w(&self, key: &str) -> String {
        word(self.lang, key)
    }
    fn msg(&self, m: Msg) -> String {
        m.render(self.lang, self.names)
    }
    fn name(&self, seat: u8) -> String {
        self.names
            .get(seat as usize)
            .cloned()
            .unwrap_or_else(|| format!("{}", seat + 1))
    }

    /// The moves of the viewer that act on province `p`, with their words, when the viewer
    /// acts. Found while a card is open, not for every province: the moves' panel already
    /// words every legal move after each move.
    fn moves_at(&self, p: u8) -> Vec<(Action, String)> {
        let s = self.state;
        let Some(v) = self.viewer.filter(|v| AoR::to_act(s).contains(v)) else {
            return Vec::new();
        };
        AoR::legal(s, v)
            .into_iter()
            .filter(|a| {
                matches!(*a, Action::Prefer(q) | Action::Place(q) | Action::Attack(q)
                    | Action::CathedralAttack(q) | Action::Raid(q) if q == p)
            })
            .map(|a| {
                let text = AoR::message(s, v, &a, Some(v)).render(self.lang, self.names);
                (a, text)
            })
            .collect()
    }

    /// Whether and how the viewer's seat can enter `p` now, in words.
    pub fn entry(&self, p: u8) -> Vec<String> {
        let s = self.state;
        let d = data::data();
        let Some(seat) = self
            .viewer
            .map(usize::from)
            .filter(|&v| v < s.players.len())
        else {
            return Vec::new();
        };
        let pr = &d.provinces[p as usize];
        let sp = &s.spaces[p as usize];
        let pl = &s.players[seat];
        let mut out = Vec::new();
        if !data::area_in_play(pr.area, s.seats()) {
            out.push(self.w("aor.pc.out"));
            return out;
        }
        if sp.dom == Some(seat as u8) {
            out.push(self.w("aor.pc.yours"));
            return out;
        }
        if pl.capital.is_none() {
            out.push(self.w("aor.pc.no_capital"));
            return out;
        }
        match reach::reach(s, seat)[p as usize] {
            Reach::Land => out.push(self.w("aor.pc.land")),
            Reach::Sea(cap) if cap == u8::MAX => out.push(self.w("aor.pc.sea_any")),
            Reach::Sea(cap) => {
                let left = cap.saturating_sub(s.shipped[p as usize]);
                out.push(self.msg(Msg::new("aor.pc.sea").arg("n", left as i64)));
            }
            Reach::No => {
                let key = if reach::enterable(s, seat, p) {
                    "aor.pc.far"
                } else {
                    match pr.area {
                        5 => "aor.pc.need_r",
                        NEW_WORLD => "aor.pc.need_u",
                        _ => "aor.pc.need_t",
                    }
                };
                out.push(self.w(key));
                return out;
            }
        }
        let others = (0..s.players.len()).any(|o| o != seat && sp.held_by(o));
        if others {
            let need = expansion::required(s, seat, p);
            out.push(
                self.msg(
                    Msg::new("aor.pc.compete")
                        .arg("n", need as i64)
                        .arg("pool", pl.pool as i64),
                ),
            );
        } else if pr.kind == Kind::Satellite {
            out.push(self.w("aor.pc.sat_free"));
        } else {
            let free = (pr.size as u32).saturating_sub(sp.total());
            let more = pr.size.saturating_sub(sp.tokens[seat]);
            out.push(
                self.msg(
                    Msg::new("aor.pc.free")
                        .arg("n", free as i64)
                        .arg("k", more as i64),
                ),
            );
        }
        if s.phase != Phase::Expansion || s.current() != Some(seat as u8) {
            out.push(self.w("aor.pc.not_now"));
        }
        out
    }

    /// What the card of province `p` shows.
    pub fn shown(&self, p: u8) -> Option<Shown> {
        let s = self.state;
        let d = data::data();
        let pr = d.provinces.get(p as usize)?;
        let sp = &s.spaces[p as usize];
        let kind = match pr.kind {
            Kind::Market => self.msg(Msg::new("aor.pc.market").arg("n", pr.size as i64)),
            Kind::Satellite => self.w("aor.pc.satellite"),
            Kind::Overseas => self.msg(Msg::new("aor.pc.overseas").arg("n", pr.size as i64)),
        };
        let area = self.msg(Msg::new("aor.area").arg("n", MsgArg::Text(roman(pr.area))));
        let commodities = pr
            .commodities
            .iter()
            .map(|&c| {
                let m = s.market[c.index()];
                let (class, state) = match m {
                    0 => ("aor-pc-com", self.w("aor.ui.normal")),
                    n if n > 0 => (
                        "aor-pc-com aor-short",
                        format!("{} +{n}", self.w("aor.ui.shortage")),
                    ),
                    n => (
                        "aor-pc-com aor-surplus",
                        format!("{} {n}", self.w("aor.ui.surplus")),
                    ),
                };
                (
                    class,
                    format!("commodity:{}", c.index()),
                    self.w(&format!("aor.com.{}", c.name())),
                    state,
                )
            })
            .collect();
        let names_of = |list: &[u8]| {
            list.iter()
                .map(|&q| d.provinces[q as usize].name.clone())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let mut facts = Vec::new();
        if let Some(o) = (0..s.players.len()).find(|&o| s.players[o].capital == Some(p)) {
            facts.push(
                self.msg(
                    Msg::new("aor.pc.capital_of").arg("who", MsgArg::Text(self.name(o as u8))),
                ),
            );
        }
        if !pr.supports.is_empty() {
            facts.push(self.msg(
                Msg::new("aor.pc.supports").arg("list", MsgArg::Text(names_of(&pr.supports))),
            ));
        }
        if !pr.supported_by.is_empty() {
            facts.push(
                self.msg(
                    Msg::new("aor.pc.supported_by")
                        .arg("list", MsgArg::Text(names_of(&pr.supported_by))),
                ),
            );
        }
        let mut pieces = Vec::new();
        for o in 0..s.players.len() {
            let mut parts = Vec::new();
            if sp.dom == Some(o as u8) {
                let mut t = self.w("aor.pc.marker");
                if sp.dom_fresh {
                    t.push_str(&format!(" ({})", self.w("aor.pc.new")));
                }
                parts.push(t);
            }
            if sp.tokens[o] > 0 {
                let mut t = self.msg(Msg::new("aor.pc.tokens").arg("n", sp.tokens[o] as i64));
                if sp.fresh[o] > 0 {
                    let fresh = self.msg(Msg::new("aor.pc.fresh").arg("n", sp.fresh[o] as i64));
                    t.push_str(&format!(" ({fresh})"));
                }
                parts.push(t);
            }
            if !parts.is_empty() {
                pieces.push((o, self.name(o as u8), parts.join(", ")));
            }
        }
        let entry = self.entry(p);
        let who = self
            .viewer
            .filter(|_| !entry.is_empty())
            .map(|v| self.msg(Msg::new("aor.pc.for").arg("who", MsgArg::Text(self.name(v)))));
        Some(Shown {
            p,
            name: pr.name.clone(),
            kind: format!("{area} · {kind}"),
            commodities,
            facts,
            pieces,
            who,
            entry,
            moves: self.moves_at(p),
        })
    }
}

/// The card of a province, from what it shows; its buttons make the moves through the table
/// (`play`: none in a board without one).
fn draw(
    shown: Shown,
    lang: Lang,
    viewer: Option<Seat>,
    play: Option<Play>,
    sel: RwSignal<Option<u8>>,
) -> AnyView {
    let Shown {
        p,
        name,
        kind,
        commodities,
        facts,
        pieces,
        who,
        entry,
        moves,
    } = shown;
    let commodities = commodities
        .into_iter()
        .map(|(class, key, name, state)| {
            view! {
                <li class=class data-explain=key>
                    <b>{name}</b>" · "{state}
                </li>
            }
        })
        .collect_view();
    let facts = facts
        .into_iter()
        .map(|f| view! { <li>{f}</li> })
        .collect_view();
    let pieces = if pieces.is_empty() {
        view! { <li class="aor-empty">{word(lang, "aor.pc.empty")}</li> }.into_any()
    } else {
        pieces
            .into_iter()
            .map(|(o, name, parts)| {
                view! {
                    <li class=format!("aor-s{o}")>
                        <span class="aor-swatch"></span><b>{name}</b>": "{parts}
                    </li>
                }
            })
            .collect_view()
            .into_any()
    };
    let entry = entry
        .into_iter()
        .map(|e| view! { <li>{e}</li> })
        .collect_view();
    let buttons = match (play, viewer) {
        (Some(play), Some(seat)) => moves
            .into_iter()
            .map(|(a, text)| {
                view! {
                    <button type="button" class="big action aor-pc-move"
                        on:click=move |_| { act::perform(play, seat, &a); }>{text}</button>
                }
            })
            .collect_view()
            .into_any(),
        _ => ().into_any(),
    };
    view! {
        <section class="aor-pcard" role="region" aria-label=name.clone()>
            <header>
                <h3 data-explain=super::province_key(p)>{name.clone()}</h3>
                <button type="button" class="aor-pc-close" aria-label=word(lang, "aor.pc.close")
                    on:click=move |_| sel.set(None)>"×"</button>
            </header>
            <p class="aor-pc-kind">{kind}</p>
            <ul class="aor-pc-coms">{commodities}</ul>
            <ul class="aor-pc-facts">{facts}</ul>
            <h4>{word(lang, "aor.pc.pieces")}</h4>
            <ul class="aor-pc-pieces">{pieces}</ul>
            {who.map(|w| view! { <h4>{w}</h4> })}
            <ul class="aor-pc-entry">{entry}</ul>
            <div class="aor-pc-moves">{buttons}</div>
        </section>
    }
    .into_any()
}
