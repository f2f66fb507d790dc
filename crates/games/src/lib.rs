//! Every game Smokestack plays. The CLI and the app list games from here and nowhere else.

pub mod fuzzing;

use smokestack_core::{AnyMatch, CodeError, Entry, GameEntry};

static FANTASTIC_FACTORIES: Entry<fantastic_factories::FantasticFactories> = Entry::new();
static LE_HAVRE: Entry<le_havre::LeHavre> = Entry::new();
static FACTORY_MANAGER: Entry<factory_manager::FactoryManager> = Entry::new();
static ARKWRIGHT: Entry<arkwright_card_game::Arkwright> = Entry::new();
static AGE_OF_RENAISSANCE: Entry<age_of_renaissance::AgeOfRenaissance> = Entry::new();

pub fn registry() -> &'static [&'static dyn GameEntry] {
    static ALL: [&dyn GameEntry; 5] = [
        &FANTASTIC_FACTORIES,
        &LE_HAVRE,
        &FACTORY_MANAGER,
        &ARKWRIGHT,
        &AGE_OF_RENAISSANCE,
    ];
    &ALL
}

pub fn find(id: &str) -> Option<&'static dyn GameEntry> {
    registry().iter().copied().find(|g| g.id() == id)
}

/// Opens a share code (or a whole link) of any game.
pub fn open(code: &str) -> Result<Box<dyn AnyMatch>, CodeError> {
    smokestack_core::open_code(registry(), code)
}
