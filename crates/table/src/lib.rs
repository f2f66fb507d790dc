//! The table's logic written once and tested natively: who sits where (seats), where games are
//! kept (store, saves), how a game travels (links), how an arriving game joins the saves
//! (merge) and the saves file (transfer). The app adds only the browser around it.

pub mod device;
pub mod join;
pub mod links;
pub mod merge;
pub mod qr;
pub mod replay;
pub mod saves;
pub mod seats;
pub mod store;
pub mod transfer;

pub use device::{Turn, claimable, clean_claim, turn};
pub use merge::Received;
pub use saves::{
    Branch, Damage, KEY_PREFIX, Listed, Loaded, SaveError, SaveMeta, SaveRecord, Saves, Summary,
};
pub use seats::{SeatKind, Strength, TableMeta};
pub use store::{KeyValue, MemoryStore, StoreError};
pub use transfer::{ImportReport, MAX_IMPORT_BYTES, Rejected, Rejection};
