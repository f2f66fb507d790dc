//! The saved games in this browser's storage (the table crate's `Saves`): listed by the lobby
//! and the saves page, written after every move, merged into by arriving links.

use leptos::prelude::*;
use smokestack_table::Saves;

use crate::store::LocalStore;

#[derive(Clone, Copy)]
pub struct Library {
    pub saves: StoredValue<Saves<LocalStore>, LocalStorage>,
}

impl Library {
    pub fn open() -> Library {
        Library {
            saves: StoredValue::new_local(Saves::new(LocalStore::open())),
        }
    }
}
