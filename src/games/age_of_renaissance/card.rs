//! The province card: a tap on a province opens it over the map. It says who is there (tokens
//! and domination marker per seat), the market's size and commodity with its shortage or
//! surplus, and what entering it takes now for the seat at the tablet: whether it is in reach
//! and why not, and the tokens a competition there needs. Its buttons make the moves the seat
//! has there; a tap on the map itself never moves anything.
//!
//! Reach and competition come from the rules' own functions on the whole state: they read only
//! public pieces (capitals, tokens, markers, advances, ships, arms played).

use std::cell::Cell;
use std::sync::Arc;

use age_of_renaissance::data::{self, FAR_EAST, Kind, NEW_WORLD};
use age_of_renaissance::reach::{self, Reach};
use age_of_renaissance::{Action, AgeOfRenaissance as AoR, Phase, State, expansion};
use leptos::prelude::*;
use smokestack_core::{Game, Match, Msg, MsgArg, Seat};

use super::{act, word};
use crate::flow::Flow;
use crate::i18n::Lang;

thread_local! {
    /// The open card: (seat it was opened for, province), kept across moves.
    static OPEN: Cell<(Option<Seat>, Option<u8>)> = const { Cell::new((None, None)) };
    /// The latest drawing's signal: a province kept from an earlier drawing opens the card
    /// through it (`select_now`).
    static NOW: Cell<Option<RwSignal<Option<u8>>>> = const { Cell::new(None) };
}

/// The open card's province as a signal for this drawing of the board; a card opened for
/// another seat (the tablet passed on) stays closed.
pub fn selection(viewer: Option<Seat>) -> RwSignal<Option<u8>> {
    let (seat, p) = OPEN.with(Cell::get);
    let sel = RwSignal::new(if seat == viewer { p } else { None });
    NOW.with(|c| c.set(Some(sel)));
    sel
}

/// Opens the card of `p` on the board as it is drawn now.
pub fn select_now(viewer: Option<Seat>, p: u8) {
    OPEN.with(|c| c.set((viewer, Some(p))));
    if let Some(sel) = NOW.with(Cell::get) {
        sel.try_set(Some(p));
    }
}

/// Opens (or closes, with `None`) the card.
pub fn select(sel: RwSignal<Option<u8>>, viewer: Option<Seat>, p: Option<u8>) {
    OPEN.with(|c| c.set((viewer, p)));
    sel.set(p);
}

/// What the card needs, taken once per drawing of the board.
#[derive(Clone)]
pub struct Card {
    state: Arc<State>,
    viewer: Option<Seat>,
    names: Arc<Vec<String>>,
    lang: Lang,
    flow: Option<Flow>,
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

impl Card {
    pub fn new(m: &Match<AoR>, viewer: Option<Seat>, names: &[String], lang: Lang) -> Card {
        Card {
            state: Arc::new(m.state().clone()),
            viewer,
            names: Arc::new(names.to_vec()),
            lang,
            flow: act::table(),
        }
    }

    fn w(&self, key: &str) -> String {
        word(self.lang, key)
    }
    fn msg(&self, m: Msg) -> String {
        m.render(self.lang, &self.names)
    }
    fn name(&self, seat: u8) -> String {
        self.names
            .get(seat as usize)
            .cloned()
            .unwrap_or_else(|| format!("{}", seat + 1))
    }

    /// The moves of the viewer that act on province `p`, with their words, when the viewer
    /// acts. Found when a card opens, not with every drawing of the board: the moves' panel
    /// already words every legal move after each move.
    fn moves_at(&self, p: u8) -> Vec<(Action, String)> {
        let s = &*self.state;
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
                let text = AoR::message(s, v, &a, Some(v)).render(self.lang, &self.names);
                (a, text)
            })
            .collect()
    }

    /// Whether and how the viewer's seat can enter `p` now, in words.
    pub fn entry(&self, p: u8) -> Vec<String> {
        let s = &*self.state;
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

    /// The card of province `p`.
    pub fn view(&self, p: u8, sel: RwSignal<Option<u8>>) -> AnyView {
        let s = &*self.state;
        let d = data::data();
        let Some(pr) = d.provinces.get(p as usize) else {
            return ().into_any();
        };
        let sp = s.spaces[p as usize].clone();
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
                view! {
                    <li class=class data-explain=format!("commodity:{}", c.index())>
                        <b>{self.w(&format!("aor.com.{}", c.name()))}</b>" · "{state}
                    </li>
                }
            })
            .collect_view();
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
        let facts = facts
            .into_iter()
            .map(|f| view! { <li>{f}</li> })
            .collect_view();
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
                pieces.push(view! {
                    <li class=format!("aor-s{o}")>
                        <span class="aor-swatch"></span><b>{self.name(o as u8)}</b>": "{parts.join(", ")}
                    </li>
                });
            }
        }
        let pieces = if pieces.is_empty() {
            view! { <li class="aor-empty">{self.w("aor.pc.empty")}</li> }.into_any()
        } else {
            pieces.into_iter().collect_view().into_any()
        };
        let entry = self.entry(p);
        let who = self
            .viewer
            .filter(|_| !entry.is_empty())
            .map(|v| self.msg(Msg::new("aor.pc.for").arg("who", MsgArg::Text(self.name(v)))));
        let entry = entry
            .into_iter()
            .map(|e| view! { <li>{e}</li> })
            .collect_view();
        let buttons = match (self.flow, self.viewer) {
            (Some(flow), Some(seat)) => self
                .moves_at(p)
                .into_iter()
                .map(|(a, text)| {
                    view! {
                        <button type="button" class="big action aor-pc-move"
                            on:click=move |_| { act::perform(flow, seat, &a); }>{text}</button>
                    }
                })
                .collect_view()
                .into_any(),
            _ => ().into_any(),
        };
        let viewer = self.viewer;
        view! {
            <section class="aor-pcard" role="region" aria-label=pr.name.clone()>
                <header>
                    <h3 data-explain=super::province_key(p)>{pr.name.clone()}</h3>
                    <button type="button" class="aor-pc-close" aria-label=self.w("aor.pc.close")
                        on:click=move |_| select(sel, viewer, None)>"×"</button>
                </header>
                <p class="aor-pc-kind">{format!("{area} · {kind}")}</p>
                <ul class="aor-pc-coms">{commodities}</ul>
                <ul class="aor-pc-facts">{facts}</ul>
                <h4>{self.w("aor.pc.pieces")}</h4>
                <ul class="aor-pc-pieces">{pieces}</ul>
                {who.map(|w| view! { <h4>{w}</h4> })}
                <ul class="aor-pc-entry">{entry}</ul>
                <div class="aor-pc-moves">{buttons}</div>
            </section>
        }
        .into_any()
    }
}
