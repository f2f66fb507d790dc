//! The browser's localStorage behind the table crate's `KeyValue`, so that saves are the same
//! code natively (tested) and in the page.

use smokestack_table::{KeyValue, StoreError};

pub struct LocalStore(Option<web_sys::Storage>);

impl LocalStore {
    pub fn open() -> Self {
        LocalStore(web_sys::window().and_then(|w| w.local_storage().ok().flatten()))
    }
}

impl KeyValue for LocalStore {
    fn get(&self, key: &str) -> Option<String> {
        self.0.as_ref()?.get_item(key).ok().flatten()
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        let Some(s) = &self.0 else {
            return Err(StoreError::Unavailable(
                "this browser keeps no local storage here".into(),
            ));
        };
        // setItem throws QuotaExceededError when full; the old value stays as it was.
        s.set_item(key, value).map_err(|_| StoreError::Full)
    }

    fn remove(&mut self, key: &str) {
        if let Some(s) = &self.0 {
            let _ = s.remove_item(key);
        }
    }

    fn keys(&self) -> Vec<String> {
        let Some(s) = &self.0 else { return Vec::new() };
        let n = s.length().unwrap_or(0);
        (0..n).filter_map(|i| s.key(i).ok().flatten()).collect()
    }
}

/// A small setting outside the saves (language, bot pace).
pub fn setting(key: &str) -> Option<String> {
    LocalStore::open().get(&format!("smokestack/v1/setting/{key}"))
}

pub fn set_setting(key: &str, value: &str) {
    let _ = LocalStore::open().set(&format!("smokestack/v1/setting/{key}"), value);
}

/// The save on the table in this tab, kept in sessionStorage so that a reload returns to it
/// (and a new tab starts in the lobby).
const OPEN_TABLE: &str = "smokestack/v1/open-table";

fn session_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

pub fn open_table() -> Option<String> {
    session_storage()?.get_item(OPEN_TABLE).ok().flatten()
}

pub fn set_open_table(id: Option<&str>) {
    if let Some(s) = session_storage() {
        let _ = match id {
            Some(id) => s.set_item(OPEN_TABLE, id),
            None => s.remove_item(OPEN_TABLE),
        };
    }
}
