//! Where saves live: a key-value store. The browser's localStorage in the app, a map in tests.

use std::collections::BTreeMap;
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// The storage quota is used up; nothing was written.
    Full,
    Unavailable(String),
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Full => write!(
                f,
                "Storage is full: this move was not saved (everything saved before is kept). Free space by deleting finished games or exporting them."
            ),
            StoreError::Unavailable(why) => {
                write!(f, "Games cannot be saved in this browser: {why}")
            }
        }
    }
}

impl std::error::Error for StoreError {}

pub trait KeyValue {
    fn get(&self, key: &str) -> Option<String>;
    /// Writes one key; on an error the old value stays as it was.
    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError>;
    fn remove(&mut self, key: &str);
    fn keys(&self) -> Vec<String>;
}

/// A map with an optional byte quota, standing in for localStorage in tests.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MemoryStore {
    pub map: BTreeMap<String, String>,
    quota: Option<usize>,
}

impl MemoryStore {
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
            .map(|(k, v)| k.len() + v.len())
            .sum()
    }
}

impl KeyValue for MemoryStore {
    fn get(&self, key: &str) -> Option<String> {
        self.map.get(key).cloned()
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        if let Some(q) = self.quota
            && self.used_without(key) + key.len() + value.len() > q
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
