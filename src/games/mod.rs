//! Each game's view module: its board, headings, words and rules in place, in its own types
//! (`crate::game_view::GameView`). The registry (`crate::registry`) names them.

pub mod age_of_renaissance;
pub mod arkwright;
pub mod factory_manager;
pub mod fantastic_factories;
pub mod le_havre;
#[cfg(test)]
pub mod script_check;
