//! The table's code — the table page and the components only it shows (the board's frame, the
//! moves, the log, the replay, the hint, the end screen) — is a part of the wasm of its own,
//! fetched with the first game opened (`Flow::with_game`), like a game's: the lobby, the saves
//! and the settings never need it, so the page's first load leaves it out (README, "Size").

use std::sync::OnceLock;

use leptos::prelude::*;
use wasm_split_helpers::SplitLoaderError;

use crate::pages::table::Table;
use crate::state::TableCode;

/// The table's code as the flow reaches it (`Flow::with_game`).
pub const CODE: TableCode = TableCode {
    ready,
    load: || Box::pin(load()),
};

/// The table, drawn: a plain function, so that it is the part's one way in.
type Draw = fn() -> AnyView;

#[wasm_split_helpers::wasm_split(table, fallible)]
fn table() -> Result<Draw, SplitLoaderError> {
    Ok(|| view! { <Table/> }.into_any())
}

/// The table's code once it is here.
static LOADED: OnceLock<Draw> = OnceLock::new();

/// Whether the table's code is here.
pub fn ready() -> bool {
    LOADED.get().is_some()
}

/// Loads the table's code (once); false when it could not be fetched (offline before the
/// service worker kept it).
pub async fn load() -> bool {
    if ready() {
        return true;
    }
    match table().await {
        Ok(draw) => {
            let _ = LOADED.set(draw);
            true
        }
        Err(_) => false,
    }
}

/// The table, if its code is here.
pub fn view() -> Option<AnyView> {
    LOADED.get().map(|draw| draw())
}
