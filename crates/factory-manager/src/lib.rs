//! Factory Manager (Friedemann Friese, 2F-Spiele 2009; ファクトリーマネージャー), every rule of
//! the Japanese summary (`shared/rules/factory-manager.ja.txt`) for 2–5 players over 5 rounds,
//! with FACTS.md's resolutions. Tile values, the order-tile discounts and the extra picks are
//! PROVISIONAL data (`data/`), so the printed values are later a data change only.
//!
//! Options (`key=value`): `first-energy=draw|zero` (the summary's first-game suggestion: the
//! round-1 energy tile counts as +0; default `draw`) and `final-double=gross|net` (what round 5
//! doubles, FACTS.md §4.5; default `gross`).
//!
//! One module per part of the rules: `setup` (準備), `auction` (phase 1), `market` (phase 2),
//! `build` (phase 3), `adjust` (phase 4), `round` (energy price, phase 5 income, the round's
//! end), `factory` (a factory's tracks and income), `scoring` (the end); `data` reads the tile
//! table and the constants; `view` is what a seat sees; `bot` the heuristic bot; `digest` what
//! a position means for a share code. The rules versions (version 2: phase 4 keeps a worker
//! free) and the decision on money below zero are in the crate's README.

pub mod actions;
pub mod adjust;
pub mod auction;
pub mod bot;
pub mod build;
pub mod data;
pub mod describe;
pub mod digest;
pub mod factory;
pub mod invariants;
pub mod market;
pub mod results;
pub mod round;
pub mod scoring;
pub mod setup;
pub mod state;
pub mod things;
pub mod view;

pub use actions::{Action, Slot};
pub use state::{Options, State};

use smokestack_core::{Applied, Game, GameRng, Outcome, Seat, SetupError, Status};
use state::Phase;

pub struct FactoryManager;

impl Game for FactoryManager {
    const ID: &'static str = "factory-manager";
    const NAME: &'static str = "Factory Manager";
    const MIN_PLAYERS: u8 = 2;
    const MAX_PLAYERS: u8 = 5;
    /// 1: the first release; 2: a seat comes to phase 4 with a worker it can leave free (issue
    /// 42: `build::keeps_free_after`, `adjust::keeps_free`). Fixtures in `tests/fixtures/`,
    /// version 1's under `tests/fixtures/old/`.
    const RULES_VERSION: u32 = 2;
    /// Version 1 is still played exactly (`State::version`), so its games in progress open and
    /// are carried over to version 2 action by action.
    const KEPT_VERSIONS: &'static [u32] = &[1];
    /// No seat holds anything the others may not see (the two face-down stacks are hidden from
    /// everyone alike): a hotseat table needs no curtain.
    const SECRETS: bool = false;

    type Options = Options;
    type State = State;
    type Action = Action;
    type View = view::View;

    fn options(players: u8, settings: &[(String, String)]) -> Result<Options, SetupError> {
        setup::options(players, settings)
    }

    fn players(options: &Options) -> u8 {
        options.players
    }

    fn settings(o: &Options) -> Vec<(String, String)> {
        setup::settings(o)
    }

    fn setup(options: &Options, rng: &mut GameRng) -> Result<State, SetupError> {
        setup::setup(options, rng)
    }

    fn setup_as(options: &Options, rng: &mut GameRng, version: u32) -> Result<State, SetupError> {
        if version != Self::RULES_VERSION && !Self::KEPT_VERSIONS.contains(&version) {
            return Err(SetupError(format!(
                "{} no longer plays rules version {version}",
                Self::NAME
            )));
        }
        setup::setup_as(options, rng, version)
    }

    fn digest(s: &State, d: &mut smokestack_core::Digest) {
        digest::digest(s, d)
    }

    fn seats(state: &State) -> u8 {
        state.seats()
    }

    fn to_act(s: &State) -> Vec<Seat> {
        match s.phase {
            Phase::Auction => match &s.auction {
                Some(a) => vec![a.turn],
                None => auction::opener(s).into_iter().collect(),
            },
            Phase::Market | Phase::Build { .. } | Phase::Adjust => vec![s.turn],
            Phase::Over => Vec::new(),
        }
    }

    fn legal(s: &State, seat: Seat) -> Vec<Action> {
        let mut out = Vec::new();
        if seat >= s.seats() {
            return out;
        }
        match s.phase {
            Phase::Auction => auction::legal(s, seat, &mut out),
            Phase::Market => market::legal(s, seat, &mut out),
            Phase::Build { .. } => build::legal(s, seat, &mut out),
            Phase::Adjust => adjust::legal(s, seat, &mut out),
            Phase::Over => {}
        }
        out
    }

    fn perform(s: &mut State, seat: Seat, a: &Action, rng: &mut GameRng) -> Applied {
        // Revealing order tiles or an energy tile is a commit point.
        let (round, drawn) = (s.round, s.energy_drawn.len());
        match s.phase {
            Phase::Auction => auction::perform(s, seat, a, rng),
            Phase::Market => market::perform(s, seat, a),
            Phase::Build { .. } => build::perform(s, seat, a),
            Phase::Adjust => adjust::perform(s, seat, a),
            Phase::Over => {}
        }
        Applied {
            commit: s.round != round || s.energy_drawn.len() != drawn,
        }
    }

    fn view(s: &State, seat: Option<Seat>) -> view::View {
        view::view(s, seat)
    }

    fn determinize(s: &State, seat: Seat, rng: &mut GameRng) -> State {
        view::determinize(s, seat, rng)
    }

    fn outcome(s: &State) -> Option<Outcome> {
        scoring::outcome(s)
    }

    fn provisional(s: &State) -> Option<Outcome> {
        scoring::provisional(s)
    }

    fn status(s: &State) -> Status {
        let phase = match s.phase {
            Phase::Auction => "1. Order auction",
            Phase::Market => "2. Market preparation",
            Phase::Build { hiring: false } => "3. Buy and build",
            Phase::Build { hiring: true } => "3. Seasonal workers",
            Phase::Adjust => "4. Adjust the factory",
            Phase::Over => "Game over",
        };
        Status {
            round: s.round as u32,
            phase: phase.into(),
        }
    }

    fn describe(s: &State, seat: Seat, a: &Action) -> String {
        describe::describe(s, seat, a)
    }

    /// Nothing an action names is hidden: every viewer reads the same message.
    fn message(s: &State, seat: Seat, a: &Action, _viewer: Option<Seat>) -> smokestack_core::Msg {
        describe::message(s, seat, a)
    }

    /// What the rules did by themselves after an action (`results`): the auction won, the play
    /// order, the energy price, each seat's income and bill, the round's end.
    fn results(
        before: &State,
        after: &State,
        seat: Seat,
        action: &Action,
        viewer: Option<Seat>,
    ) -> Vec<smokestack_core::Msg> {
        results::results(before, after, seat, action, viewer)
    }

    /// Rules in place (`things`): every component in full, as `viewer` reads it.
    fn thing(s: &State, viewer: Option<Seat>, key: &str) -> Option<smokestack_core::Thing> {
        things::thing(s, viewer, key)
    }

    fn thing_keys() -> Vec<String> {
        things::keys()
    }

    /// Nothing an action names is hidden: every viewer reads the same keys.
    fn named_things(before: &State, action: &Action, _viewer: Option<Seat>) -> Vec<String> {
        things::named(before, action)
    }

    fn check_invariants(s: &State) -> Result<(), String> {
        invariants::check(s)
    }

    /// Adjusting (phase 4) is free steps to and fro; the heuristic sets the factory for the
    /// round's best income directly (`bot::adjust_choice`), where the search once moved a
    /// worker into the canteen and out again for 200,000 actions (tournament seed 1020).
    fn heuristic_decides(s: &State, _seat: Seat) -> bool {
        s.phase == Phase::Adjust
    }

    fn heuristic(s: &State, seat: Seat, legal: &[Action], rng: &mut GameRng) -> usize {
        bot::choose(s, seat, legal, rng)
    }
}
