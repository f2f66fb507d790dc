//! Where saves live: a key-value store. The browser's localStorage in the app, a map in tests.

use std::collections::BTreeMap;
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// The storage quota is used up; nothing was written.
    Full,
    /// No storage at all (private browsing, storage blocked): the reason, in words.
    Unavailable(String),
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Full => write!(
                f,
                "Storage is full: the latest change was not saved, and everything saved before is \
                 kept. Free space by deleting old games or exporting them to a file."
            ),
            StoreError::Unavailable(why) => {
                write!(
                    f,
                    "Games cannot be saved in this browser: {}.",
                    why.trim_end_matches('.')
                )
            }
        }
    }
}

impl std::error::Error for StoreError {}

/// The few operations saves need, so that the app's localStorage and the tests' map are one.
pub trait KeyValue {
    fn get(&self, key: &str) -> Option<String>;
    /// Writes one key; on an error the old value stays as it was.
    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError>;
    fn remove(&mut self, key: &str);
    fn keys(&self) -> Vec<String>;
}

/// A map with an optional byte quota, standing in for localStorage in tests: the quota counts
/// the bytes of every key and value, as a browser counts its storage.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MemoryStore {
    pub map: BTreeMap<String, String>,
    quota: Option<usize>,
}

impl MemoryStore {
    /// A store that refuses a write which would take keys and values past `bytes` in total.
    pub fn with_quota(bytes: usize) -> Self {
        MemoryStore {
            map: BTreeMap::new(),
            quota: Some(bytes),
        }
    }

    fn used_without(&self, key: &str) -> usize {
        self.map
            .iter()
            .filter(|(k, _)| k.as_str() != key)
            .fold(0usize, |n, (k, v)| n.saturating_add(k.len() + v.len()))
    }
}

impl KeyValue for MemoryStore {
    fn get(&self, key: &str) -> Option<String> {
        self.map.get(key).cloned()
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        if let Some(q) = self.quota
            && self
                .used_without(key)
                .saturating_add(key.len())
                .saturating_add(value.len())
                > q
        {
            return Err(StoreError::Full);
        }
        self.map.insert(key.to_string(), value.to_string());
        Ok(())
    }

    fn remove(&mut self, key: &str) {
        self.map.remove(key);
    }

    fn keys(&self) -> Vec<String> {
        self.map.keys().cloned().collect()
    }
}
