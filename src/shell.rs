//! The frame around the screens: which screen is up, the message shown over it, and a locked
//! link waiting for its password.

use leptos::prelude::*;

#[derive(Clone, Debug, PartialEq)]
pub enum Screen {
    Lobby,
    NewGame(String),
    Table,
    Saves,
    Settings,
    /// A game's code on its way (`Flow::with_game`).
    Loading,
}

/// A message for the person, shown over whatever screen is up.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    pub text: String,
    pub lines: Vec<String>,
    pub error: bool,
}

#[derive(Clone, Copy)]
pub struct Shell {
    pub screen: RwSignal<Screen>,
    pub notice: RwSignal<Option<Notice>>,
    /// A link locked with a table password, waiting for it (`UnlockDialog`).
    pub unlock: RwSignal<Option<String>>,
    /// The text in the lobby's "Open a link" field: kept while the lobby is away (a game's
    /// code loading) and after an error, so that the person can look at what they pasted;
    /// emptied once the link opens.
    pub pasted: RwSignal<String>,
}

impl Shell {
    pub fn new() -> Shell {
        Shell {
            screen: RwSignal::new(Screen::Lobby),
            notice: RwSignal::new(None),
            unlock: RwSignal::new(None),
            pasted: RwSignal::new(String::new()),
        }
    }

    /// Shows `text` (already in the person's language) over the screen.
    pub fn say(&self, text: String, error: bool) {
        self.notice.set(Some(Notice {
            text,
            lines: Vec::new(),
            error,
        }));
    }
}
