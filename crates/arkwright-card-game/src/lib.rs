//! Arkwright: The Card Game (Stefan Risthaus; Game Brewer 2021), every rule of the Korean
//! rulebook (`shared/rules/arkwright-card-game.ko.txt`) for 1–4 players: the base game, the
//! 2-player neutral, each expert module as an option, and solo against two automa with its 15
//! achievements. Component numbers are from `shared/games/arkwright/` (FACTS.md), most of them
//! PROVISIONAL, in the crate's `data/` files (`data.rs`).

pub mod actions;
pub mod bot;
pub mod cards;
pub mod data;
pub mod describe;
pub mod digest;
pub mod flow;
pub mod invariants;
pub mod market;
pub mod production;
pub mod results;
pub mod scoring;
pub mod setup;
pub mod solo;
pub mod state;
pub mod things;
pub mod turn;
pub mod view;

pub use actions::{Act, Action, Piece};
pub use state::{Options, Phase, State, Step};

use smokestack_core::{Applied, Game, GameRng, Outcome, Seat, SetupError, Status};

pub struct Arkwright;

/// 1: the first release (its games kept, `KEPT_VERSIONS`). 2: a Patron never raises domestic
/// sales above the appeal, nor sells anything when the appeal is not above the demand
/// (issue 42; `production::sell`, NOTES.md "Rules versions").
pub const RULES_VERSION: u32 = 2;

impl Game for Arkwright {
    const ID: &'static str = "arkwright-card-game";
    const NAME: &'static str = "Arkwright: The Card Game";
    const MIN_PLAYERS: u8 = 1;
    const MAX_PLAYERS: u8 = 4;
    const RULES_VERSION: u32 = RULES_VERSION;
    const KEPT_VERSIONS: &'static [u32] = &[1];
    /// Every card lies face up; chance is drawn only when used.
    const SECRETS: bool = false;

    type Options = Options;
    type State = State;
    type Action = Action;
    type View = view::View;

    fn options(players: u8, settings: &[(String, String)]) -> Result<Options, SetupError> {
        setup::options(players, settings)
    }

    fn players(o: &Options) -> u8 {
        o.players
    }

    fn settings(o: &Options) -> Vec<(String, String)> {
        setup::settings(o)
    }

    fn setup(o: &Options, rng: &mut GameRng) -> Result<State, SetupError> {
        setup::setup(o, rng)
    }

    /// A game of a kept older version: set up alike (no version changed the setup), the state
    /// remembering the rules it plays.
    fn setup_as(o: &Options, rng: &mut GameRng, version: u32) -> Result<State, SetupError> {
        if version != RULES_VERSION && !Self::KEPT_VERSIONS.contains(&version) {
            return Err(SetupError(format!(
                "{} no longer plays rules version {version}",
                Self::NAME
            )));
        }
        let mut s = setup::setup(o, rng)?;
        s.rules = version;
        Ok(s)
    }

    fn digest(s: &State, d: &mut smokestack_core::Digest) {
        digest::digest(s, d)
    }

    fn seats(s: &State) -> u8 {
        s.seats()
    }

    fn to_act(s: &State) -> Vec<Seat> {
        flow::to_act(s).into_iter().collect()
    }

    fn legal(s: &State, seat: Seat) -> Vec<Action> {
        flow::legal(s, seat)
    }

    fn perform(s: &mut State, seat: Seat, a: &Action, rng: &mut GameRng) -> Applied {
        let before = rng.position();
        let acting = flow::to_act(s);
        flow::perform(s, seat, *a, rng);
        // Chance drawn (the solo bag) or the turn handed on: undo stops here.
        if rng.position() != before || flow::to_act(s) != acting {
            Applied::COMMIT
        } else {
            Applied::FREE
        }
    }

    fn view(s: &State, seat: Option<Seat>) -> view::View {
        view::view(s, seat)
    }

    /// Nothing is hidden: a determinized state is the state itself.
    fn determinize(s: &State, _seat: Seat, _rng: &mut GameRng) -> State {
        s.clone()
    }

    fn outcome(s: &State) -> Option<Outcome> {
        scoring::outcome(s)
    }

    fn provisional(s: &State) -> Option<Outcome> {
        Some(scoring::scored(s))
    }

    fn status(s: &State) -> Status {
        let phase = match &s.phase {
            Phase::Draft { .. } => "Choosing start factories".to_string(),
            Phase::StartBonus { .. } => "Start bonus".to_string(),
            Phase::Prebuy { .. } => "Buying shares before play".to_string(),
            Phase::Turn { .. } => format!("Era {} · action phase", s.era),
            Phase::Production { .. } | Phase::Tie { .. } => format!("Era {} · production", s.era),
            Phase::RoundEnd { .. } => format!("Era {} · end of round", s.era),
            Phase::Over => "Game over".to_string(),
        };
        Status {
            round: (s.era as u32 - 1) * 4 + s.round as u32,
            phase,
        }
    }

    fn describe(s: &State, seat: Seat, a: &Action) -> String {
        describe::describe(s, seat, a)
    }

    fn message(s: &State, seat: Seat, a: &Action, _viewer: Option<Seat>) -> smokestack_core::Msg {
        describe::message(s, seat, a)
    }

    /// What the rules did by themselves (`results`); nothing is hidden, so every viewer reads
    /// the same lines.
    fn results(
        before: &State,
        after: &State,
        seat: Seat,
        a: &Action,
        _viewer: Option<Seat>,
    ) -> Vec<smokestack_core::Msg> {
        results::results(before, after, seat, a)
    }

    /// Rules in place (`things`): every component in full, as the viewer sees it.
    fn thing(s: &State, viewer: Option<Seat>, key: &str) -> Option<smokestack_core::Thing> {
        things::thing(s, viewer, key)
    }

    fn thing_keys() -> Vec<String> {
        things::keys()
    }

    fn named_things(before: &State, a: &Action, viewer: Option<Seat>) -> Vec<String> {
        things::named(before, a, viewer)
    }

    fn check_invariants(s: &State) -> Result<(), String> {
        invariants::check(s)
    }

    fn heuristic(s: &State, seat: Seat, legal: &[Action], rng: &mut GameRng) -> usize {
        bot::choose(s, seat as usize, legal, rng)
    }
}
