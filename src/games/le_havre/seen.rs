//! One viewer's board as its parts read it, and a building card as it is drawn everywhere on it
//! (stacks, town, players' buildings).

use std::hash::Hash;
use std::sync::Arc;

use super::names::*;
use super::prelude::*;
use crate::game_view::{self, BoardCx};

/// The game as the viewer may see it, read once after each change and shared by the board's
/// parts: each part reads its slice of it and is drawn anew only when that slice changes.
#[derive(Clone)]
pub struct Shared {
    v: Arc<View>,
    /// Who acts now (the full state's, which the view does not keep).
    acting: Option<u8>,
}

/// A new reading after each change (the parts compare their own slices).
impl PartialEq for Shared {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.v, &other.v) && self.acting == other.acting
    }
}

/// The board's parts: where they read the game, the seats' names, the language.
#[derive(Clone, Copy)]
pub struct Parts {
    shared: Signal<Option<Shared>>,
    names: Signal<Vec<String>>,
    pub viewer: Signal<Option<Seat>>,
    pub lang: Lang,
}

impl Parts {
    pub fn new(cx: BoardCx<LH>) -> Parts {
        let viewer = cx.viewer;
        Parts {
            shared: cx.memo(move |m| Shared {
                v: Arc::new(LH::view(m.state(), viewer.get())),
                acting: m.state().acting(),
            }),
            names: cx.names,
            viewer,
            lang: cx.lang,
        }
    }

    /// `f` on the board as seen now, tracked (none where there is no game).
    pub fn read<R>(self, f: impl FnOnce(&Seen) -> R) -> Option<R> {
        let lang = self.lang;
        self.shared.with(|s| {
            s.as_ref().map(|s| {
                self.names.with(|names| {
                    f(&Seen {
                        v: &s.v,
                        acting: s.acting,
                        names,
                        lang,
                    })
                })
            })
        })
    }

    /// A part of the board: `data` reads what it shows, `draw` draws it anew only when that
    /// changes (`game_view::part`).
    pub fn part<D, V>(
        self,
        data: impl Fn(&Seen) -> D + Send + Sync + 'static,
        draw: impl Fn(D) -> V + Send + Sync + 'static,
    ) -> AnyView
    where
        D: PartialEq + Clone + Send + Sync + 'static,
        V: IntoView + 'static,
    {
        game_view::part(move || self.read(&data), move |d| d.map(&draw))
    }

    /// A keyed list of parts (`game_view::keyed`).
    pub fn list<K, D, V>(
        self,
        items: impl Fn(&Seen) -> Vec<(K, D)> + Send + Sync + 'static,
        draw: impl Fn(D) -> V + Send + Sync + 'static,
    ) -> AnyView
    where
        K: Eq + Hash + Clone + Send + Sync + 'static,
        D: PartialEq + Clone + Send + Sync + 'static,
        V: IntoView + 'static,
    {
        game_view::keyed(move || self.read(&items).unwrap_or_default(), draw)
    }

    /// Building cards, each known by its building and drawn anew only when it changes.
    pub fn cards(self, cards: impl Fn(&Seen) -> Vec<Card> + Send + Sync + 'static) -> AnyView {
        let lang = self.lang;
        self.list(
            move |s| cards(s).into_iter().map(|c| (c.b, c)).collect(),
            move |c| card(c, lang),
        )
    }

    /// Seat `i`'s name as the table shows it, tracked.
    pub fn name(self, i: usize) -> String {
        self.names.with(|names| seat_name(names, i, self.lang))
    }
}

/// The board as one viewer sees it now, with the names and language it is drawn in.
pub struct Seen<'a> {
    pub v: &'a View,
    pub acting: Option<u8>,
    pub names: &'a [String],
    pub lang: Lang,
}

fn seat_name(names: &[String], i: usize, lang: Lang) -> String {
    names
        .get(i)
        .cloned()
        .unwrap_or_else(|| crate::i18n::tr(lang, "seat.default", &[("n", (i + 1).into())]))
}

/// What a building card shows: the card, whether it tops a stack, the workers in it and its
/// value (for its owner, with the bonus).
#[derive(Clone, Debug, PartialEq)]
pub struct Card {
    b: Bd,
    top: bool,
    workers: Vec<(usize, String)>,
    value_text: String,
}

impl Seen<'_> {
    pub fn name(&self, i: usize) -> String {
        seat_name(self.names, i, self.lang)
    }

    /// What card `b` shows. `owner`: whose it is, for its bonus; `top`: the top of a stack.
    pub fn card(&self, b: Bd, owner: Option<&Player>, top: bool) -> Card {
        let lang = self.lang;
        let d = b.data();
        let workers: Vec<(usize, String)> = self
            .v
            .state
            .players
            .iter()
            .enumerate()
            .filter(|(_, p)| p.worker == Some(b))
            .map(|(i, _)| (i, self.name(i)))
            .collect();
        let value_text = match owner {
            Some(p) if scoring::building_value(p, b) != d.value as i32 => format!(
                "{} {} → {}",
                word(lang, "lh.ui.value"),
                d.value,
                scoring::building_value(p, b)
            ),
            _ => format!("{} {}", word(lang, "lh.ui.value"), d.value),
        };
        Card {
            b,
            top,
            workers,
            value_text,
        }
    }
}

/// One building card.
pub fn card(c: Card, lang: Lang) -> AnyView {
    let Card {
        b,
        top,
        workers,
        value_text,
    } = c;
    let d = b.data();
    let name = card_title(b, lang);
    let price = d.price.map_or_else(
        || word(lang, "lh.ui.not_for_sale").to_string(),
        |p| format!("{} {p}", word(lang, "lh.ui.price")),
    );
    let cost = if d.buildable && !d.cost.is_free() {
        Some(format!(
            "{} {}",
            word(lang, "lh.ui.build"),
            cost_text(&d.cost, lang)
        ))
    } else if d.buildable {
        Some(word(lang, "lh.ui.build_free").to_string())
    } else {
        None
    };
    let symbols = {
        let mut s = Vec::new();
        if d.hammers > 0 {
            s.push(format!("{}×{}", word(lang, "lh.ui.hammer"), d.hammers));
        }
        if d.fishing > 0 {
            s.push(format!("{}×{}", word(lang, "lh.ui.fishing"), d.fishing));
        }
        s.join(" ")
    };
    let line = card_line(b, lang);
    let title = line.clone();
    let occupied = !workers.is_empty();
    let class = format!(
        "lh-card {}{}{}",
        kind_class(d.kind),
        if top { " lh-top" } else { "" },
        if occupied { " lh-occupied" } else { "" }
    );
    let aria = format!("{} {}", card_no(b), name);
    view! {
        <div class=class role="group" aria-label=aria title=title data-target=le_havre::things::building_key(b) data-explain=super::explain::building_key(b)>
            <div class="lh-card-head">
                <span class="lh-no">{card_no(b)}</span>
                <span class="lh-name">{name}</span>
                <span class="lh-val">{value_text}</span>
            </div>
            <div class="lh-card-meta">
                <span class="lh-kind">{kind_name(d.kind, lang)}</span>
                {cost.map(|c| view! { <span class="lh-cost">{c}</span> })}
                <span>{price}</span>
                <span>{fee_text(d.fee, lang)}</span>
                {(!symbols.is_empty()).then(|| view! { <span class="lh-sym">{symbols}</span> })}
            </div>
            <div class="lh-card-text">{line}</div>
            {occupied.then(|| view! {
                <div class="lh-workers">
                    {workers.into_iter().map(|(i, n)| view! {
                        <span class=format!("lh-worker seat-{i}")>{format!("{} {n}", word(lang, "lh.ui.worker_colon"))}</span>
                    }).collect_view()}
                </div>
            })}
        </div>
    }
    .into_any()
}
