//! What the parts of Le Havre's table share: the rules' types they draw.

pub use le_havre::LeHavre as LH;
pub use le_havre::data::{
    Bd, Cost, Fee, GOODS, Good, Kind, OFFERS, Offer, ROUND_CARDS, RoundCard, SHIP_TYPES,
    SUPPLY_TILES, ShipType, TownBuild,
};
pub use le_havre::describe;
pub use le_havre::scoring;
pub use le_havre::state::{PayKind, Phase, Player, Step, Why};
pub use le_havre::view::View;
pub use leptos::prelude::*;
pub use smokestack_core::{Game, Match, Msg, Seat};

pub use crate::i18n::Lang;
