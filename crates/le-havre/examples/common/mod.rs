//! What the bot examples share: a new game from the command line's player count, version and seed.

use le_havre::{LeHavre, State};
use smokestack_core::{Game, GameRng};

/// A new game (`short` for the short version) and the chance that plays it.
pub fn new_game(players: u8, short: bool, seed: u64) -> (State, GameRng) {
    let settings: Vec<(String, String)> = if short {
        vec![("version".into(), "short".into())]
    } else {
        vec![]
    };
    let o = LeHavre::options(players, &settings).expect("options");
    let mut rng = GameRng::new(seed);
    let s = LeHavre::setup(&o, &mut rng).expect("setup");
    (s, rng)
}
