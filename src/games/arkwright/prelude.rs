//! What the parts of Arkwright's table share: the rules' types, how a part of a seat's board
//! reads the game, and the words of goods, tracks and cards.

pub use arkwright_card_game::Arkwright as ARK;
pub use arkwright_card_game::actions::{Act, Action, Piece};
pub use arkwright_card_game::data::{Card, data};
pub use arkwright_card_game::state::{Phase, SUPPLY, State, Step};
pub use arkwright_card_game::view::Figures;
pub use leptos::prelude::*;
pub use smokestack_core::{Game, Match, Msg, MsgArg, Seat};

pub use crate::i18n::Lang;

pub use super::explain::{
    action_key, appeal_key, card_key, factory_key, piece_thing, track_key, warehouse_thing,
    worker_key,
};

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
    "ark.description",
    "ark.ui.provisional",
    "ark.ui.provisional_why",
    "ark.ui.market",
    "ark.ui.appeal",
    "ark.ui.demand",
    "ark.ui.wage",
    "ark.ui.era",
    "ark.ui.round",
    "ark.ui.era_round",
    "ark.ui.active",
    "ark.ui.neutral",
    "ark.ui.arrow",
    "ark.ui.arrow_red",
    "ark.ui.money",
    "ark.ui.shares",
    "ark.ui.share_value",
    "ark.ui.loans",
    "ark.ui.ships",
    "ark.ui.ship_tokens",
    "ark.ui.bankrupt",
    "ark.ui.not_built",
    "ark.ui.era1",
    "ark.ui.era2",
    "ark.ui.price",
    "ark.ui.goods",
    "ark.ui.costs",
    "ark.ui.export",
    "ark.ui.stored",
    "ark.ui.sales_limit",
    "ark.ui.workers",
    "ark.ui.machine",
    "ark.ui.automated",
    "ark.ui.quality",
    "ark.ui.distribution",
    "ark.ui.warehouse",
    "ark.ui.development",
    "ark.ui.hand",
    "ark.ui.used",
    "ark.ui.supply",
    "ark.ui.actions",
    "ark.ui.automa",
    "ark.ui.grid",
    "ark.ui.bag",
    "ark.ui.achievements",
    "ark.ui.no_achievements",
    "ark.ui.achievements_count",
    "ark.ui.you",
    "ark.ui.start_player",
    "ark.ui.supervisor",
    "ark.ui.office_appeal",
    "ark.ui.office_price",
    "ark.ui.worker_card",
    "ark.ui.free",
];

/// The board's words in its language (the board is drawn anew when the language changes).
#[derive(Clone, Copy)]
pub struct Words(pub Lang);

impl Words {
    pub fn w(self, key: &str) -> String {
        word(self.0, key)
    }

    pub fn good(self, g: u8) -> String {
        arkwright_card_game::describe::good(g).render(self.0, &[])
    }

    pub fn card(self, c: Card) -> String {
        arkwright_card_game::describe::card(c).render(self.0, &[])
    }

    pub fn track(self, t: u8) -> String {
        arkwright_card_game::describe::track(t).render(self.0, &[])
    }

    /// A seat's name as the table calls it.
    pub fn name(self, names: &[String], i: u8) -> String {
        names.get(i as usize).cloned().unwrap_or_else(|| {
            Msg::new("ark.seat")
                .arg("n", i as i64 + 1)
                .render(self.0, &[])
        })
    }
}

/// The board's reading of the game.
pub type Cx = crate::game_view::BoardCx<ARK>;

/// A part of seat `i`'s board: `data` reads it from the state and the seat's player (see
/// `BoardCx::part`).
pub fn seat_part<D, V>(
    cx: Cx,
    i: u8,
    data: impl Fn(&State, &arkwright_card_game::state::Player) -> D + Send + Sync + 'static,
    draw: impl Fn(D) -> V + Send + Sync + 'static,
) -> AnyView
where
    D: PartialEq + Clone + Send + Sync + 'static,
    V: IntoView + 'static,
{
    cx.part(
        move |m| {
            let s = m.state();
            s.players.get(i as usize).map(|p| data(s, p))
        },
        move |d| d.map(&draw),
    )
}

/// A keyed list of seat `i`'s board (see `BoardCx::list`).
pub fn seat_list<K, D, V>(
    cx: Cx,
    i: u8,
    items: impl Fn(&State, &arkwright_card_game::state::Player) -> Vec<(K, D)> + Send + Sync + 'static,
    draw: impl Fn(D) -> V + Send + Sync + 'static,
) -> AnyView
where
    K: Eq + std::hash::Hash + Clone + Send + Sync + 'static,
    D: PartialEq + Clone + Send + Sync + 'static,
    V: IntoView + 'static,
{
    cx.list(
        move |m| {
            let s = m.state();
            s.players
                .get(i as usize)
                .map(|p| items(s, p))
                .unwrap_or_default()
        },
        draw,
    )
}

/// The seat that acts now (only its board takes taps).
pub fn acting(s: &State) -> Option<Seat> {
    arkwright_card_game::flow::to_act(s)
}

/// The colour class of a seat's markers.
pub fn seat_class(i: u8) -> String {
    format!("ark-c{i}")
}
