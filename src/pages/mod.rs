pub mod lobby;
pub mod new_game;
pub mod saves;
pub mod settings;
pub mod table;
