//! Rules in place, as the rules crates tell them: each thing of a game (a card, a building, a
//! tile, an advance, a province) in full — what it is, costs, does and where it stands — as
//! messages, with no language in them (`Game::thing`). The app only lays them out.
//!
//! A thing's key is `<kind>:<id>` (`building:Wharf1`, `advance:Printing`), where the id is the
//! thing's stable id in its data table, never a Rust name printed with `Debug`: renaming a type
//! must not rename a key (the board puts keys in `data-explain`, the log names them).

use crate::Msg;

/// One thing in full: what a tap on it shows.
#[derive(Clone, Debug, PartialEq)]
pub struct Thing {
    /// Its name.
    pub title: Msg,
    /// What kind of thing it is ("Building", "Blueprint", "Advance").
    pub kind: Msg,
    /// Its numbers, label and value ("Cost", "2 wood + 1 clay").
    pub facts: Vec<(Msg, Msg)>,
    /// Its full text, a paragraph each.
    pub text: Vec<Msg>,
    /// Some value in it is PROVISIONAL in FACTS.md (not found in any source): read from the
    /// game's data, where the value is marked.
    pub provisional: bool,
}

impl Thing {
    pub fn new(title: Msg, kind: Msg) -> Thing {
        Thing {
            title,
            kind,
            facts: Vec::new(),
            text: Vec::new(),
            provisional: false,
        }
    }

    /// With the fact `label`: `value`.
    pub fn fact(mut self, label: Msg, value: Msg) -> Thing {
        self.facts.push((label, value));
        self
    }

    /// With a paragraph of text.
    pub fn para(mut self, text: Msg) -> Thing {
        self.text.push(text);
        self
    }
}
