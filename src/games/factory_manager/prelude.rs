//! What the parts of Factory Manager's table share: the rules' types, the viewer's board and
//! the words of tiles.

pub use factory_manager::FactoryManager as FM;
pub use factory_manager::data::{Kind, TileId, constants, tile};
pub use factory_manager::state::{Phase, State};
pub use leptos::prelude::*;
pub use smokestack_core::{Game, Match, Msg, MsgArg, Seat};

pub use crate::components::keep::{attrs, attrs_or_none, class_only, keep};
pub use crate::i18n::Lang;

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
        self.names.get(i as usize).cloned().unwrap_or_else(|| {
            Msg::new("fm.seat")
                .arg("n", i as i64 + 1)
                .render(self.lang, &[])
        })
    }

    pub fn w(&self, key: &str) -> String {
        word(self.lang, key)
    }

    /// A tile type's name.
    pub fn kind(&self, k: Kind) -> String {
        kind_name(self.lang, k)
    }
}

/// One tile as a small card: its type colour, id, effects and, where given, a price; a tap
/// explains it (`data-explain`, every tile card is face up). It reads no board, so a kept part
/// can draw it; drawn anew only when the tile, its price, its place or the language change.
pub fn tile_card(
    lang: Lang,
    t: TileId,
    price: Option<i32>,
    target: Option<String>,
    extra_class: &'static str,
) -> AnyView {
    keep((lang, t, price, target, extra_class), |(lang, t, price, target, extra_class)| {
        let d = tile(t);
        let class = format!("fm-tile fm-k-{} {extra_class}", d.kind.key());
        let fx = effects(lang, t);
        let label = format!(
            "{} {} · {fx}{}",
            kind_name(lang, d.kind),
            d.id,
            price.map_or(String::new(), |p| format!(" · {p} E"))
        );
        // The card's attributes set only where changed (keep::attrs) and its face kept: a
        // change of who may tap it (its target) redraws no words.
        let list = vec![
            ("class", Some(class)),
            ("data-target", target),
            ("data-explain", Some(super::explain::tile_key(t))),
            ("aria-label", Some(label)),
        ];
        view! {
            <div use:attrs_or_none=list>
                {keep((t, price, fx), |(t, price, fx)| view! {
                    <span class="fm-tile-head">
                        <span class="fm-tile-id">{tile(t).id.clone()}</span>
                        {price.map(|p| view! { <span class="fm-price">{format!("{p} E")}</span> })}
                    </span>
                    <span class="fm-tile-fx">{fx}</span>
                })}
            </div>
        }
    })
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
