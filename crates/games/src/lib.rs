//! Every game Smokestack plays. The CLI and the app list games from here and nowhere else.

pub mod fuzzing;

use smokestack_core::{AnyMatch, CodeError, Entry, Game, GameEntry};

static FANTASTIC_FACTORIES: Entry<fantastic_factories::FantasticFactories> = Entry::new();
static LE_HAVRE: Entry<le_havre::LeHavre> = Entry::new();
static FACTORY_MANAGER: Entry<factory_manager::FactoryManager> = Entry::new();
static ARKWRIGHT: Entry<arkwright_card_game::Arkwright> = Entry::new();
static AGE_OF_RENAISSANCE: Entry<age_of_renaissance::AgeOfRenaissance> = Entry::new();

/// What is known of a game before its code is loaded: the lobby's card, the saves list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Info {
    pub id: &'static str,
    pub name: &'static str,
    pub players: (u8, u8),
    pub rules_version: u32,
}

const fn info<G: Game>() -> Info {
    Info {
        id: G::ID,
        name: G::NAME,
        players: (G::MIN_PLAYERS, G::MAX_PLAYERS),
        rules_version: G::RULES_VERSION,
    }
}

/// Every game, in the lobby's order.
pub static GAMES: [Info; 5] = [
    info::<fantastic_factories::FantasticFactories>(),
    info::<le_havre::LeHavre>(),
    info::<factory_manager::FactoryManager>(),
    info::<arkwright_card_game::Arkwright>(),
    info::<age_of_renaissance::AgeOfRenaissance>(),
];

pub fn info_of(id: &str) -> Option<&'static Info> {
    GAMES.iter().find(|g| g.id == id)
}

// Each game's rules on their own, so that the web app can load one game's code without the
// others (its split points call these; see the app's `games::load`).
pub fn fantastic_factories() -> &'static dyn GameEntry {
    &FANTASTIC_FACTORIES
}
pub fn le_havre() -> &'static dyn GameEntry {
    &LE_HAVRE
}
pub fn factory_manager() -> &'static dyn GameEntry {
    &FACTORY_MANAGER
}
pub fn arkwright() -> &'static dyn GameEntry {
    &ARKWRIGHT
}
pub fn age_of_renaissance() -> &'static dyn GameEntry {
    &AGE_OF_RENAISSANCE
}

/// The games whose rules are here: natively all of them; in the browser those loaded so far
/// (`register`), so that the page's first download holds none (README, "Size").
pub fn registry() -> Vec<&'static dyn GameEntry> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        vec![
            fantastic_factories(),
            le_havre(),
            factory_manager(),
            arkwright(),
            age_of_renaissance(),
        ]
    }
    #[cfg(target_arch = "wasm32")]
    {
        let loaded = LOADED.lock().unwrap_or_else(|e| e.into_inner());
        GAMES
            .iter()
            .filter_map(|g| loaded.iter().copied().find(|e| e.id() == g.id))
            .collect()
    }
}

#[cfg(target_arch = "wasm32")]
static LOADED: std::sync::Mutex<Vec<&'static dyn GameEntry>> = std::sync::Mutex::new(Vec::new());

/// A game's rules, once its code has loaded (the browser); natively a no-op.
pub fn register(entry: &'static dyn GameEntry) {
    #[cfg(target_arch = "wasm32")]
    {
        let mut loaded = LOADED.lock().unwrap_or_else(|e| e.into_inner());
        if !loaded.iter().any(|e| e.id() == entry.id()) {
            loaded.push(entry);
        }
    }
    let _ = entry;
}

pub fn find(id: &str) -> Option<&'static dyn GameEntry> {
    registry().into_iter().find(|g| g.id() == id)
}

/// Opens a share code (or a whole link) of any game.
pub fn open(code: &str) -> Result<Box<dyn AnyMatch>, CodeError> {
    smokestack_core::open_code(&registry(), code)
}

/// Opens a share code of any game, with what changed where it was made under older rules.
pub fn open_carried(
    code: &str,
) -> Result<(Box<dyn AnyMatch>, Option<smokestack_core::Carried>), CodeError> {
    smokestack_core::open_code_carried(&registry(), code)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The static descriptions say what the rules say, game for game, in the same order.
    #[test]
    fn every_game_is_described_as_its_rules_are() {
        let reg = registry();
        assert_eq!(reg.len(), GAMES.len());
        for (e, g) in reg.iter().zip(GAMES.iter()) {
            assert_eq!(
                (e.id(), e.name(), e.players(), e.rules_version()),
                (g.id, g.name, g.players, g.rules_version)
            );
            assert_eq!(info_of(g.id), Some(g));
        }
        assert_eq!(info_of("chess"), None);
    }

    /// Every released rules version older than today's is still played exactly, so that a
    /// game in progress from any release replays to its position and carries over to today's
    /// rules (`Game::KEPT_VERSIONS`, `codec::open`): a version raised without keeping the one
    /// before fails here.
    #[test]
    fn every_older_rules_version_is_kept() {
        for e in registry() {
            let older: Vec<u32> = (1..e.rules_version()).collect();
            assert_eq!(
                e.kept_versions(),
                older.as_slice(),
                "{} plays rules version {}",
                e.id(),
                e.rules_version()
            );
        }
    }
}
