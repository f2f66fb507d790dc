//! Fantastic Factories (Joseph Z Chen, Justin Faulkner), every rule of the Korean rulebook
//! (`shared/rules/fantastic-factories.ko.txt`) for 1–5 players, with the solo Machine.
//! Component data: `data.rs`, from FACTS.md.

pub mod actions;
pub mod bot;
pub mod cards;
pub mod data;
pub mod decks;
pub mod describe;
pub mod digest;
pub mod invariants;
pub mod market;
pub mod results;
pub mod round;
pub mod scoring;
pub mod setup;
pub mod state;
pub mod things;
pub mod view;
pub mod work;

pub use actions::Action;
pub use state::{Options, State};

use smokestack_core::{Applied, Game, GameRng, Outcome, Seat, SetupError, Status};
use state::Phase;

pub struct FantasticFactories;

impl Game for FantasticFactories {
    const ID: &'static str = "fantastic-factories";
    const NAME: &'static str = "Fantastic Factories";
    const MIN_PLAYERS: u8 = 1;
    const MAX_PLAYERS: u8 = 5;
    /// 1: the first release (fixtures in `tests/fixtures/`).
    const RULES_VERSION: u32 = 1;

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
        let refresh = if o.refresh_after_pick {
            "before-or-after"
        } else {
            "before"
        };
        vec![
            ("difficulty".into(), o.difficulty.key().into()),
            ("refresh".into(), refresh.into()),
        ]
    }

    /// The discard piles are face up and only ever reshuffled whole: their order is no part of
    /// the game anyone has seen (rulebook: 버린 카드 더미).
    fn unordered(s: &State) -> State {
        let mut s = s.clone();
        s.discard.sort_unstable();
        s.ct_discard.sort_unstable();
        s
    }

    fn determinize(s: &State, seat: Seat, rng: &mut GameRng) -> State {
        view::determinize(s, seat, rng)
    }

    fn setup(options: &Options, rng: &mut GameRng) -> Result<State, SetupError> {
        setup::setup(options, rng)
    }

    fn digest(s: &State, d: &mut smokestack_core::Digest) {
        d.put(s);
    }

    fn seats(state: &State) -> u8 {
        state.seats()
    }

    fn to_act(s: &State) -> Vec<Seat> {
        match s.phase {
            Phase::Market { .. } => s.market_seat().into_iter().collect(),
            Phase::Work => (0..s.seats())
                .filter(|&i| !s.players[i as usize].done)
                .collect(),
            Phase::Over => Vec::new(),
        }
    }

    fn legal(s: &State, seat: Seat) -> Vec<Action> {
        let mut out = Vec::new();
        if seat >= s.seats() {
            return out;
        }
        match s.phase {
            Phase::Market { .. } if s.market_seat() == Some(seat) => {
                market::legal(s, seat as usize, &mut out)
            }
            Phase::Work => work::legal(s, seat as usize, &mut out),
            _ => {}
        }
        out
    }

    fn perform(s: &mut State, seat: Seat, a: &Action, rng: &mut GameRng) -> Applied {
        // Any card draw reveals a card to its drawer: a commit point.
        let drawn = s.drawn;
        let applied = match s.phase {
            Phase::Market { .. } => market::perform(s, seat as usize, a, rng),
            Phase::Work => work::perform(s, seat as usize, a, rng),
            Phase::Over => Applied::FREE,
        };
        Applied {
            commit: applied.commit || s.drawn != drawn,
        }
    }

    fn view(s: &State, seat: Option<Seat>) -> view::View {
        view::view(s, seat)
    }

    fn outcome(s: &State) -> Option<Outcome> {
        scoring::outcome(s)
    }

    fn provisional(s: &State) -> Option<Outcome> {
        scoring::scored(s)
    }

    fn status(s: &State) -> Status {
        let phase = match s.phase {
            Phase::Market { .. } => "Market phase",
            Phase::Work => "Work phase",
            Phase::Over => "Game over",
        };
        let last = match s.final_round {
            Some(r) if r == s.round && s.phase != Phase::Over => " (final round)",
            _ => "",
        };
        Status {
            round: s.round,
            phase: format!("{phase}{last}"),
        }
    }

    fn describe(s: &State, seat: Seat, a: &Action) -> String {
        describe::describe(s, seat, a)
    }

    /// Nothing an action names is hidden from anyone: every viewer reads the same message.
    fn message(s: &State, seat: Seat, a: &Action, _viewer: Option<Seat>) -> smokestack_core::Msg {
        describe::message(s, seat, a)
    }

    /// What the rules did by themselves: gains, draws, dice, the market dealt, the Machine's
    /// turn, the round's end (`results.rs`).
    fn results(
        before: &State,
        after: &State,
        seat: Seat,
        a: &Action,
        viewer: Option<Seat>,
    ) -> Vec<smokestack_core::Msg> {
        results::results(before, after, seat, a, viewer)
    }

    /// Rules in place: every blueprint, contractor, Headquarters action, tool, type, resource,
    /// die, area, pile, the end of the game and the solo Machine (`things.rs`).
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
