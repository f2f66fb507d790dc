//! What the parts of Factory Manager's table share: the rules' types, the viewer's board and
//! the words of tiles.

pub use factory_manager::FactoryManager as FM;
pub use factory_manager::data::{Kind, TileId, constants, tile};
pub use factory_manager::state::{Phase, State};
pub use leptos::prelude::*;
pub use smokestack_core::{Game, Match, Msg, MsgArg, Seat};

pub use crate::game_view::BoardCx;
pub use crate::i18n::Lang;
use std::hash::Hash;

/// The board's reading of the game (`GameView::board`).
pub type Cx = BoardCx<FM>;

/// A word of the table in `lang` (the locale file's text, arguments left out).
pub fn word(lang: Lang, key: &str) -> String {
    crate::i18n::t(lang, key)
}

/// Words of the game's locale file that take no arguments, kept for the program's life.
pub fn words(lang: Lang, key: &'static str) -> &'static str {
    smokestack_locale::text(lang, key).unwrap_or(key)
}

/// The table's words without arguments (checked in every language by the tests).
#[cfg(test)]
pub const UI_KEYS: &[&str] = &[
    "fm.description",
    "fm.ui.provisional",
    "fm.ui.provisional_why",
    "fm.ui.orders",
    "fm.ui.in_auction",
    "fm.ui.unused",
    "fm.ui.draw_stack",
    "fm.ui.energy",
    "fm.ui.energy_price",
    "fm.ui.energy_drawn",
    "fm.ui.energy_left",
    "fm.ui.storage_board",
    "fm.ui.market",
    "fm.ui.empty",
    "fm.ui.cheapest",
    "fm.ui.floor",
    "fm.ui.office",
    "fm.ui.empty_space",
    "fm.ui.extend_space",
    "fm.ui.aside",
    "fm.ui.demolished",
    "fm.ui.beside",
    "fm.ui.canteen",
    "fm.ui.on_order",
    "fm.ui.demolishing",
    "fm.ui.seasonal",
    "fm.ui.production",
    "fm.ui.storage",
    "fm.ui.consumption",
    "fm.ui.needed",
    "fm.ui.forecast",
    "fm.ui.shut",
    "fm.ui.to_act",
    "fm.ui.money",
    "fm.ui.order_tile",
    "fm.ui.new_order",
    "fm.ui.runs",
    "fm.ui.not_running",
    "fm.ui.markers",
    "fm.ui.workers",
    "fm.ui.factory",
    "fm.ui.you",
    "fm.ui.turn_order",
];

/// The board as one viewer sees it (everything but the two face-down stacks is open).
pub struct Seen<'a> {
    pub s: &'a State,
    pub names: &'a [String],
    pub lang: Lang,
    /// The seat that acts now: only its factory takes taps.
    pub acting: Option<Seat>,
    pub viewer: Option<Seat>,
}

impl Seen<'_> {
    /// A seat's name as the table calls it.
    pub fn name(&self, i: u8) -> String {
        seat_name(self.names, i, self.lang)
    }

    pub fn w(&self, key: &str) -> String {
        word(self.lang, key)
    }
}

/// A seat's name as the table calls it: its name, or "Seat n" where it has none.
pub fn seat_name(names: &[String], i: u8, lang: Lang) -> String {
    names
        .get(i as usize)
        .cloned()
        .unwrap_or_else(|| Msg::new("fm.seat").arg("n", i as i64 + 1).render(lang, &[]))
}

/// A seat's name now, tracked (for an attribute that names it).
pub fn name_now(cx: Cx, i: u8) -> String {
    cx.names.with(|names| seat_name(names, i, cx.lang))
}

/// `f` on the board as `cx`'s viewer sees `m`, the seats' names read tracked.
fn seen<R>(cx: Cx, m: &Match<FM>, f: impl FnOnce(&Seen) -> R) -> R {
    let s = m.state();
    cx.names.with(|names| {
        f(&Seen {
            s,
            names,
            lang: cx.lang,
            acting: FM::to_act(s).first().copied(),
            viewer: cx.viewer.get(),
        })
    })
}

/// A part of the board (`BoardCx::part`) whose data reads the board as seen.
pub fn part<D, V>(
    cx: Cx,
    data: impl Fn(&Seen) -> D + Send + Sync + 'static,
    draw: impl Fn(D) -> V + Send + Sync + 'static,
) -> AnyView
where
    D: PartialEq + Clone + Send + Sync + 'static,
    V: IntoView + 'static,
{
    cx.part(move |m| seen(cx, m, &data), draw)
}

/// A keyed list of parts (`BoardCx::list`) whose items read the board as seen.
pub fn list<K, D, V>(
    cx: Cx,
    items: impl Fn(&Seen) -> Vec<(K, D)> + Send + Sync + 'static,
    draw: impl Fn(D) -> V + Send + Sync + 'static,
) -> AnyView
where
    K: Eq + Hash + Clone + Send + Sync + 'static,
    D: PartialEq + Clone + Send + Sync + 'static,
    V: IntoView + 'static,
{
    cx.list(move |m| seen(cx, m, &items), draw)
}

/// One tile as a small card: its type colour, id, effects and, where given, a price; a tap
/// explains it (`data-explain`, every tile card is face up). It reads no board, so a part can
/// draw it from what it shows.
pub fn tile_card(
    lang: Lang,
    t: TileId,
    price: Option<i32>,
    target: impl leptos::attr::AttributeValue,
    extra_class: &'static str,
) -> AnyView {
    let d = tile(t);
    let class = format!("fm-tile fm-k-{} {extra_class}", d.kind.key());
    let fx = effects(lang, t);
    let label = format!(
        "{} {} · {fx}{}",
        kind_name(lang, d.kind),
        d.id,
        price.map_or(String::new(), |p| format!(" · {p} E"))
    );
    view! {
        <div class=class data-target=target data-explain=super::explain::tile_key(t) aria-label=label>
            <span class="fm-tile-head">
                <span class="fm-tile-id">{d.id.clone()}</span>
                {price.map(|p| view! { <span class="fm-price">{format!("{p} E")}</span> })}
            </span>
            <span class="fm-tile-fx">{fx}</span>
        </div>
    }
    .into_any()
}

/// A tile type's name.
pub fn kind_name(lang: Lang, k: Kind) -> String {
    word(lang, &format!("fm.kind.{}", k.key()))
}

/// A tile's effects in short words: production, storage, workers needed, energy, workers
/// replaced, energy saved.
pub fn effects(lang: Lang, t: TileId) -> String {
    let d = tile(t);
    let mut parts = Vec::new();
    let mut add = |key: &str, n: i32, sign: &str| {
        if n != 0 {
            parts.push(format!("{}{sign}{n}", word(lang, key)));
        }
    };
    add("fm.fx.production", d.production, "+");
    add("fm.fx.storage", d.storage, "+");
    add("fm.fx.workers", d.workers_needed, " ");
    add("fm.fx.energy", d.energy, " ");
    add("fm.fx.replaces", d.workers_replaced, " −");
    add("fm.fx.saves", d.energy_reduced, " −");
    parts.join(" · ")
}
