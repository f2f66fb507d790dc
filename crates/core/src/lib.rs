//! Smokestack's shared machinery, written once for every game: the rules trait, seeded chance, the
//! match with its log and undo, the share code, bots and the random-playout harness.

pub mod base64url;
pub mod bench;
pub mod bots;
pub mod codec;
pub mod digest;
pub mod dynamic;
pub mod fixtures;
pub mod harness;
pub mod lock;
pub mod matches;
pub mod rng;
pub mod rules;
pub mod search;
pub mod story;
pub mod things;

pub use bots::BotKind;
pub use codec::{Carried, CodeError};
pub use digest::{Digest, Digestible};
pub use dynamic::{AnyMatch, Entry, GameEntry, open_code, open_code_carried};
pub use matches::Match;
pub use rng::GameRng;
pub use rules::{Applied, Game, Illegal, Outcome, ScorePart, Seat, SeatScore, SetupError, Status};
pub use search::Budget;
pub use smokestack_locale::{Arg as MsgArg, Lang, Msg};
pub use story::Told;
pub use things::Thing;
