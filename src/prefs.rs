//! The person's settings, kept in localStorage: the language every view speaks and the pace of
//! the bots. Read by nearly every view; written only by the settings page.

use leptos::prelude::*;

use crate::i18n::{Lang, t};
use crate::store;

#[derive(Clone, Copy)]
pub struct Prefs {
    pub lang: RwSignal<Lang>,
    /// Milliseconds between bot actions.
    pub pace: RwSignal<u32>,
}

impl Prefs {
    /// As kept, or (at a first visit) the language of the browser.
    pub fn stored() -> Prefs {
        let pace = store::setting("pace")
            .and_then(|p| p.parse().ok())
            .unwrap_or(350);
        Prefs {
            lang: RwSignal::new(browser_lang()),
            pace: RwSignal::new(pace),
        }
    }

    /// The words of `key` in the person's language (tracked: a view re-reads on a change).
    pub fn t(&self, key: &str) -> String {
        t(self.lang.get(), key)
    }

    /// `key` in the words of game `game` where it has its own (`key.game`: Age of
    /// Renaissance has provinces and advances, not buildings and tiles), else the shared ones.
    pub fn t_for(&self, key: &str, game: &str) -> String {
        let own = format!("{key}.{game}");
        if smokestack_locale::has(self.lang.get(), &own) {
            t(self.lang.get(), &own)
        } else {
            self.t(key)
        }
    }
}

pub fn browser_lang() -> Lang {
    if let Some(l) = store::setting("lang") {
        return Lang::from_code(&l);
    }
    // The first of the browser's languages that the app speaks (then kept in settings).
    let tags: Vec<String> = web_sys::window()
        .map(|w| {
            w.navigator()
                .languages()
                .iter()
                .filter_map(|v| v.as_string())
                .collect()
        })
        .unwrap_or_default();
    Lang::preferred(tags.iter().map(String::as_str))
}
