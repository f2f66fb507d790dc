//! The shared state's parts (`Prefs`, `Library`, `Tabletop`, `Shell`) as one handle. What
//! crosses them is `crate::flow`'s; this holds only the handles, so that the parts below the
//! flow (the autosave, the update banner) may reach them without naming it.

use leptos::prelude::*;

use crate::library::Library;
use crate::prefs::Prefs;
use crate::session::Tabletop;
use crate::shell::Shell;

/// Every part of the shared state, for the paths that cross them. All handles: `Copy`.
#[derive(Clone, Copy)]
pub struct Flow {
    pub prefs: Prefs,
    pub library: Library,
    pub table: Tabletop,
    pub shell: Shell,
    /// The new-release banner's state (`crate::update`).
    pub updates: Updates,
    /// The table's code, a part of the wasm of its own.
    pub table_code: TableCode,
}

/// The table's code, a part of the wasm of its own (`crate::table_code`, which the app names
/// at the top): whether it is here, and loading it (true once it is).
#[derive(Clone, Copy)]
pub struct TableCode {
    pub ready: fn() -> bool,
    pub load: fn() -> std::pin::Pin<Box<dyn std::future::Future<Output = bool>>>,
}

/// What the new-release banner knows (`crate::update`): handles, so that the service worker's
/// callbacks, which run outside the page's views, reach it through the flow they were given.
#[derive(Clone, Copy)]
pub struct Updates {
    /// A newer release is ready: `Some(true)` a worker waits to take over, `Some(false)` it
    /// already has (another tab's reload) and a reload is enough.
    pub ready: RwSignal<Option<bool>>,
    /// The person put the banner away for this page.
    pub later: RwSignal<bool>,
    /// Ticks while the banner waits for a quiet moment, so that the quiet is read again.
    pub tick: RwSignal<u32>,
    /// Where to go once the new worker has taken over: set by a tap on Reload (`Some(None)`:
    /// this page) or by a newer link (`Some(Some(url))`: this page with that link).
    pub reloading: StoredValue<Option<Option<String>>>,
    /// When the person last touched the page or the table last changed (ms since the epoch).
    pub last_activity: StoredValue<f64>,
}

impl Updates {
    pub fn new() -> Updates {
        Updates {
            ready: RwSignal::new(None),
            later: RwSignal::new(false),
            tick: RwSignal::new(0),
            reloading: StoredValue::new(None),
            last_activity: StoredValue::new(0.0),
        }
    }
}
