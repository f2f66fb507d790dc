//! The table's logic written once and tested natively: who sits where (seats), where games are
//! kept (store, saves), and how a game arrives by link (links, `Saves::receive`).

pub mod links;
pub mod saves;
pub mod seats;
pub mod store;

pub use saves::{ImportReport, Listed, Received, SaveError, SaveRecord, Saves, Summary};
pub use seats::{SeatKind, TableMeta};
pub use store::{KeyValue, MemoryStore, StoreError};
