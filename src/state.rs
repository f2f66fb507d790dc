//! The shared state's parts (`Prefs`, `Library`, `Tabletop`, `Shell`) as one handle. What
//! crosses them is `crate::flow`'s; this holds only the handles, so that the parts below the
//! flow (the autosave, the update banner) may reach them without naming it.

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
}
