//! What a game's own controls may do, and the table's look-up dialog they may open: given by
//! the table as context, so that a game's view knows nothing of the app around it.

use leptos::prelude::*;
use smokestack_core::Seat;

use super::Explain;

/// The one thing a game's own controls (a pay-all button, a province card, a bid stepper) may
/// do to the game: play actions of a seat in order, each only while it is legal, as one change
/// (drawn and saved once). The table provides it; a replay's board has none.
#[derive(Clone, Copy)]
pub struct Play(Callback<(Seat, Vec<serde_json::Value>), usize>);

impl Play {
    /// `play(seat, actions)` plays them as said and answers how many it played.
    pub fn new(
        play: impl Fn(Seat, Vec<serde_json::Value>) -> usize + Send + Sync + 'static,
    ) -> Play {
        Play(Callback::new(move |(seat, actions)| play(seat, actions)))
    }

    /// The table's, read while a board is drawn (an event handler runs outside it).
    pub fn here() -> Option<Play> {
        use_context::<Play>()
    }

    /// Plays `actions` for `seat` in order while each is legal; how many were played.
    pub fn actions<A: serde::Serialize>(self, seat: Seat, actions: &[A]) -> usize {
        let json: Vec<serde_json::Value> = actions
            .iter()
            .map_while(|a| serde_json::to_value(a).ok())
            .collect();
        self.0.run((seat, json))
    }
}

/// One look: the things tapped in full, with the moves on them.
#[derive(Clone, Debug, Default)]
pub struct Look {
    pub items: Vec<Explain>,
    /// Legal moves of `seat` on the tapped thing: (index, words).
    pub moves: Vec<(usize, String)>,
    pub seat: Option<Seat>,
}

/// The table's one look-up dialog (provided by the table page) and the "look up" switch:
/// while it is on, a tap on the board reads the thing instead of making a move.
#[derive(Clone, Copy)]
pub struct Looking {
    pub open: RwSignal<Option<Look>>,
    pub reading: RwSignal<bool>,
}

impl Looking {
    pub fn new() -> Self {
        Looking {
            open: RwSignal::new(None),
            reading: RwSignal::new(false),
        }
    }
}
