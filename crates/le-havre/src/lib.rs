//! Le Havre (Uwe Rosenberg), every rule of the Korean rulebook (`shared/rules/le-havre.ko.txt`)
//! for 1–5 players, full and short game, and the solo game. Component data: `data/`, from
//! FACTS.md and its CSV tables.

pub mod actions;
pub mod bot;
pub mod build;
pub mod buildings;
pub mod convert;
pub mod data;
pub mod describe;
pub mod digest;
pub mod flow;
pub mod hidden;
pub mod invariants;
pub mod pay;
pub mod results;
pub mod round;
pub mod scoring;
pub mod setup;
pub mod special;
pub mod standard;
pub mod state;
pub mod things;
pub mod turn;
pub mod view;

pub use actions::Action;
pub use state::{Options, State};

use smokestack_core::{Applied, Game, GameRng, Outcome, Seat, SetupError, Status};
use state::Phase;

pub struct LeHavre;

impl Game for LeHavre {
    const ID: &'static str = "le-havre";
    const NAME: &'static str = "Le Havre";
    const MIN_PLAYERS: u8 = 1;
    const MAX_PLAYERS: u8 = 5;
    /// 1: the first release. 2: a building may be entered only if its action can then be
    /// carried out (issue #17); the Biofuel Facility cannot be sold mid energy payment; the
    /// Marketplace's look at the special deck is a commit point.
    const RULES_VERSION: u32 = 2;
    /// Version 1 is still played exactly (`State::rules_version`), so that its games in
    /// progress replay and are carried over to today's rules.
    const KEPT_VERSIONS: &'static [u32] = &[1];
    // Short playouts: the heuristic's valuation (`provisional`) judges better than where a
    // long heuristic playout happens to drift.
    const PLAYOUT_ACTIONS: usize = 30;
    /// Construction Site hands and the Marketplace's look at the special deck are a seat's own:
    /// hotseat play puts a curtain between seats.
    const SECRETS: bool = true;

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

    fn determinize(s: &State, seat: Seat, rng: &mut GameRng) -> State {
        hidden::determinize(s, seat, rng)
    }

    fn setup(o: &Options, rng: &mut GameRng) -> Result<State, SetupError> {
        setup::setup(o, rng)
    }

    fn setup_as(o: &Options, rng: &mut GameRng, version: u32) -> Result<State, SetupError> {
        if version != Self::RULES_VERSION && !Self::KEPT_VERSIONS.contains(&version) {
            return Err(SetupError(format!(
                "Le Havre no longer plays rules version {version}"
            )));
        }
        let mut s = setup::setup(o, rng)?;
        s.rules_version = version;
        Ok(s)
    }

    fn digest(s: &State, d: &mut smokestack_core::Digest) {
        digest::position(s, d);
    }

    fn seats(s: &State) -> u8 {
        s.n()
    }

    fn to_act(s: &State) -> Vec<Seat> {
        s.acting().into_iter().collect()
    }

    fn legal(s: &State, seat: Seat) -> Vec<Action> {
        let mut out = Vec::new();
        if seat < s.n() {
            flow::legal(s, seat as usize, &mut out);
        }
        out
    }

    fn perform(s: &mut State, seat: Seat, a: &Action, _rng: &mut GameRng) -> Applied {
        // All chance is dealt at setup; revealing a tile or a special card is a commit point.
        let reveals = s.reveals;
        flow::perform(s, seat as usize, a);
        flow::settle(s);
        Applied {
            commit: s.reveals != reveals,
        }
    }

    fn view(s: &State, seat: Option<Seat>) -> view::View {
        view::view(s, seat)
    }

    fn outcome(s: &State) -> Option<Outcome> {
        scoring::outcome(s)
    }

    /// The heuristic bot's worth of each seat (score so far, goods, food still owed), in
    /// francs: the score alone misses what goods and feeding will do.
    /// The log's standing counts as the rulebook's final scoring would now (buildings, ships,
    /// francs, loans), not the bot's valuation that `provisional` gives the search.
    fn standing(s: &State) -> Option<Outcome> {
        Some(scoring::scored(s))
    }

    fn provisional(s: &State) -> Option<Outcome> {
        let mut o = scoring::scored(s);
        for x in &mut o.scores {
            if let Some(seat) = x.seat {
                x.total = bot::eval(s, seat as usize).round() as i32;
            }
        }
        let best = o.scores.iter().map(|x| x.total).max().unwrap_or(0);
        o.winners = (0..o.scores.len())
            .filter(|&i| o.scores[i].total == best)
            .collect();
        Some(o)
    }

    fn status(s: &State) -> Status {
        let phase = match s.phase {
            Phase::Turn => format!("Turn {} of 7", s.turn + 1),
            Phase::Feeding => "Feeding".into(),
            Phase::Final => "Final actions".into(),
            Phase::Over => "Game over".into(),
        };
        Status {
            round: s.round as u32,
            phase,
        }
    }

    fn describe(s: &State, seat: Seat, a: &Action) -> String {
        describe::describe(s, seat, a)
    }

    fn describe_for(s: &State, seat: Seat, a: &Action, viewer: Option<Seat>) -> String {
        describe::describe_for(s, seat, a, viewer)
    }

    fn message(s: &State, seat: Seat, a: &Action, viewer: Option<Seat>) -> smokestack_core::Msg {
        describe::message(s, seat, a, viewer)
    }

    fn results(
        before: &State,
        after: &State,
        seat: Seat,
        a: &Action,
        viewer: Option<Seat>,
    ) -> Vec<smokestack_core::Msg> {
        results::results(before, after, seat, a, viewer)
    }

    /// Rules in place: each building, ship, round card, good, the francs, the loan and each
    /// supply tile in full, as `viewer` sees them (`things`).
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
