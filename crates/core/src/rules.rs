//! The one trait every game implements. Rules are pure: no clocks, no I/O, all chance through
//! the `GameRng` the match lends them.

use crate::rng::GameRng;
use serde::{Serialize, de::DeserializeOwned};
use std::fmt::{self, Debug};

/// A player's place at the table, 0-based in seating (clockwise) order.
pub type Seat = u8;

/// What `perform` tells the match about the action it just carried out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Applied {
    /// Hidden information was revealed (a card drawn, a die rolled) or the turn passed on:
    /// undo may not go back across this action.
    pub commit: bool,
}

impl Applied {
    pub const FREE: Applied = Applied { commit: false };
    pub const COMMIT: Applied = Applied { commit: true };
}

/// Round and phase, for headers and summaries.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Status {
    pub round: u32,
    pub phase: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ScorePart {
    pub label: String,
    pub points: i32,
}

/// One participant's final score. `seat` is `None` for an automated opponent that holds no seat
/// (Fantastic Factories' Machine, say).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatScore {
    pub name: String,
    pub seat: Option<Seat>,
    pub total: i32,
    pub parts: Vec<ScorePart>,
    /// The values that break ties, in the order the rulebook applies them.
    pub tiebreak: Vec<ScorePart>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Outcome {
    pub scores: Vec<SeatScore>,
    /// Indices into `scores`; several when the rulebook lets the tied share the win.
    pub winners: Vec<usize>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    GameOver,
    NoSuchSeat(Seat),
    NotYourTurn(Seat),
    NotLegal { seat: Seat, action: String },
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Seats are shown 1-based, widened first: seat 255 can come from a hostile code.
        let shown = |s: &Seat| u16::from(*s) + 1;
        match self {
            Illegal::GameOver => write!(f, "the game is over"),
            Illegal::NoSuchSeat(s) => write!(f, "there is no seat {}", shown(s)),
            Illegal::NotYourTurn(s) => write!(f, "seat {} does not act now", shown(s)),
            Illegal::NotLegal { seat, action } => {
                write!(f, "seat {} may not do that now: {action}", shown(seat))
            }
        }
    }
}

impl std::error::Error for Illegal {}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError(pub String);

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SetupError {}

pub trait Game: Sized + 'static {
    /// Stable id used in links, saves and the CLI; never change a released one.
    const ID: &'static str;
    const NAME: &'static str;
    const MIN_PLAYERS: u8;
    const MAX_PLAYERS: u8;
    /// The version of the rules' legal lists, tables and chance stream. Share codes store
    /// indices into legal lists, so any change to what `legal` returns (its order included), to
    /// the order of a generated table or to the chance a game draws is a new rules version: raise
    /// it and renew the game's fixture codes (`tests/fixtures/`). A code from another version
    /// opens only if it replays to the very position it names.
    const RULES_VERSION: u32;
    /// Earlier rules versions that this crate still plays exactly (each a small switch in the
    /// rules, read from the state, where a correction changed them), oldest first. A code made
    /// under one of them replays to its very position under those rules, and then plays on under
    /// today's (`codec::decode`): its moves carried over one by one, up to the first that today's
    /// rules no longer allow. Keep every released version here: a version left out cannot be
    /// carried over, and its games in progress would open only where nothing changed.
    const KEPT_VERSIONS: &'static [u32] = &[];
    /// Seats hold hidden information (hands): hotseat play then puts a curtain between seats.
    const SECRETS: bool = true;
    /// How many actions the search bot plays out with the heuristic before it judges the
    /// position by `provisional`: long enough to reach the end where playouts are cheap, short
    /// where a game's own valuation is good and its playouts long and chaotic.
    const PLAYOUT_ACTIONS: usize = 120;

    type Options: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    type State: Clone + Debug + PartialEq + Serialize;
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    type View: Serialize;

    /// Options from a player count and `key=value` settings (the CLI's `--options`, the lobby's form).
    fn options(players: u8, settings: &[(String, String)]) -> Result<Self::Options, SetupError>;
    fn players(options: &Self::Options) -> u8;
    /// The `key=value` settings that `options` turns back into these options. Core uses the
    /// round trip to hold options that arrive in a link to the same checks as the new-game form.
    fn settings(options: &Self::Options) -> Vec<(String, String)>;
    fn setup(options: &Self::Options, rng: &mut GameRng) -> Result<Self::State, SetupError>;
    /// A game set up to play by rules `version`: `RULES_VERSION` or one of `KEPT_VERSIONS`
    /// (the state then remembers which, and the rules read it where versions differ).
    fn setup_as(
        options: &Self::Options,
        rng: &mut GameRng,
        version: u32,
    ) -> Result<Self::State, SetupError> {
        if version != Self::RULES_VERSION && !Self::KEPT_VERSIONS.contains(&version) {
            return Err(SetupError(format!(
                "{} no longer plays rules version {version}",
                Self::NAME
            )));
        }
        Self::setup(options, rng)
    }
    /// A game dealt by the setup of kept rules `from` (its chance drawn as then) that plays on
    /// by today's rules: where a game carried over from `from` goes on (`codec::open`). The
    /// default, today's setup, is right where the setup did not change since `from`; a game
    /// whose setup changed deals as `setup_as(from)` did and sets the state to today's rules.
    /// The fixture test checks, for every kept version, that both deal the same position.
    fn setup_carried(
        options: &Self::Options,
        rng: &mut GameRng,
        from: u32,
    ) -> Result<Self::State, SetupError> {
        let _ = from;
        Self::setup(options, rng)
    }
    /// The position's meaning, field by field in a fixed order (`crate::digest`): what a share
    /// code's position check is made of. Two states that the rules cannot tell apart digest
    /// alike, whatever their fields are called or how serde writes them. Required: a default
    /// over the state's serde form would tie every code to how the state is stored.
    fn digest(state: &Self::State, d: &mut crate::digest::Digest);
    /// How many seats the game in `state` has.
    fn seats(state: &Self::State) -> u8;

    /// Seats that may act now: one in turn-based phases, several in simultaneous ones, none at the end.
    fn to_act(state: &Self::State) -> Vec<Seat>;
    /// Every legal action of `seat`, in a deterministic order (links store indices into it).
    fn legal(state: &Self::State, seat: Seat) -> Vec<Self::Action>;
    /// Carries out an action already known to be legal.
    fn perform(
        state: &mut Self::State,
        seat: Seat,
        action: &Self::Action,
        rng: &mut GameRng,
    ) -> Applied;

    /// What `seat` may see (`None`: a spectator): hidden hands and deck order redacted.
    /// Built field by field as its own type, so that a hidden field added later is not shown
    /// by default.
    fn view(state: &Self::State, seat: Option<Seat>) -> Self::View;
    /// A state in which everything `seat` cannot see (deck order, other hands, face-down cards,
    /// unrevealed tiles) is dealt anew from `rng`, consistent with what the seat has seen: its
    /// view of the result equals its view of `state`. The result may depend only on that view
    /// and `rng` (so unseen cards are pooled in a fixed order before they are shuffled). Bots
    /// decide on such a state; the harness uses it to prove that undoable actions reveal nothing.
    fn determinize(state: &Self::State, seat: Seat, rng: &mut GameRng) -> Self::State;
    /// `state` with what the rules keep in no order (a face-up discard pile) put in one fixed
    /// order. Two positions equal this way differ in nothing any player has seen, so moves of a
    /// simultaneous phase made at two devices join when both orders reach such positions.
    fn unordered(state: &Self::State) -> Self::State {
        state.clone()
    }
    /// `Some` once the game is over, with every participant's score broken down.
    fn outcome(state: &Self::State) -> Option<Outcome>;
    /// An estimate of the outcome from the game as it stands (the score so far, or better the
    /// game's own valuation of each seat, in points): how the search bot judges a playout it
    /// cuts short. `None` (the default) when a running game has no sensible estimate; the
    /// search then learns only from playouts that reach the end.
    fn provisional(state: &Self::State) -> Option<Outcome> {
        let _ = state;
        None
    }
    /// Each seat's figures as the game counts them (points, or money), for the log's standing
    /// at a round's end: the rulebook's count, not a bot's valuation. The default is
    /// `provisional`, which for most games is that count.
    fn standing(state: &Self::State) -> Option<Outcome> {
        Self::provisional(state)
    }
    fn status(state: &Self::State) -> Status;
    /// One log line, in words, for `action` about to be taken by `seat` in `state`, as every
    /// seat may read it: it never names anything hidden (`describe_for` may, for its viewer).
    fn describe(state: &Self::State, seat: Seat, action: &Self::Action) -> String;
    /// The same line as `viewer` may read it (`None`: a spectator). A game whose action texts
    /// name something hidden overrides this; the log is always rendered through it.
    fn describe_for(
        state: &Self::State,
        seat: Seat,
        action: &Self::Action,
        viewer: Option<Seat>,
    ) -> String {
        let _ = viewer;
        Self::describe(state, seat, action)
    }
    /// `action` as a message — a locale key and arguments, its words in the game's locale files
    /// (`locales/<lang>/<game>.txt`) — as `viewer` may read it. A game that speaks in messages
    /// renders its English `describe` from this; until then, its English line as it is.
    fn message(
        state: &Self::State,
        seat: Seat,
        action: &Self::Action,
        viewer: Option<Seat>,
    ) -> crate::Msg {
        crate::Msg::plain(Self::describe_for(state, seat, action, viewer))
    }
    /// What the rules did by themselves when `seat` took `action`, turning `before` into `after`:
    /// incomes, payouts, sales, bills, reveals, draws, dice, an automa's turn, the market
    /// refilled. Each is a log line (a message) as `viewer` may read it (`None`: a spectator),
    /// naming nothing hidden from that viewer. Built from the two positions, so no rule has to
    /// report what it did and a replay tells the same story. Round summaries and the game's
    /// end are told by the core (`crate::story`); a game tells only its own results here.
    fn results(
        before: &Self::State,
        after: &Self::State,
        seat: Seat,
        action: &Self::Action,
        viewer: Option<Seat>,
    ) -> Vec<crate::Msg> {
        let _ = (before, after, seat, action, viewer);
        Vec::new()
    }
    /// Rules in place: the thing with key `key` (a card, building, tile, advance, province:
    /// `crate::things`) in full, as `viewer` may read it in `state`: what it is, costs, does
    /// and where it stands, in messages the app lays out. `None`: not a key of this game.
    fn thing(state: &Self::State, viewer: Option<Seat>, key: &str) -> Option<crate::Thing> {
        let _ = (state, viewer, key);
        None
    }
    /// Every thing's key, each once, in the order the game lists them (the rules panel's index).
    fn thing_keys() -> Vec<String> {
        Vec::new()
    }
    /// The keys of the things `action` names, read in `before` (the state it was taken in), as
    /// `viewer` may see them: nothing hidden from `viewer`.
    fn named_things(
        before: &Self::State,
        action: &Self::Action,
        viewer: Option<Seat>,
    ) -> Vec<String> {
        let _ = (before, action, viewer);
        Vec::new()
    }
    /// The game's conservation laws; the random-playout harness checks them after every action.
    fn check_invariants(state: &Self::State) -> Result<(), String>;
    /// Whether the heuristic decides for `seat` here, and the search bot plays its move. For
    /// phases of free back-and-forth steps that the heuristic settles directly, such as Factory
    /// Manager's adjusting (a worker moved into the canteen and out again, a machine shut down
    /// and restarted): the search's tree is keyed by actions and sees no cycle, so there it
    /// could step to and fro for ever. The search still weighs every move for a hint.
    fn heuristic_decides(state: &Self::State, seat: Seat) -> bool {
        let _ = (state, seat);
        false
    }
    /// The game's own sensible bot: the index of its choice in `legal`. Core hands it a
    /// determinized state (`determinize` for `seat`), never the true one, so it cannot peek.
    fn heuristic(
        state: &Self::State,
        seat: Seat,
        legal: &[Self::Action],
        rng: &mut GameRng,
    ) -> usize;

    /// Validates, then performs. On an error the state is untouched.
    fn apply(
        state: &mut Self::State,
        seat: Seat,
        action: &Self::Action,
        rng: &mut GameRng,
    ) -> Result<Applied, Illegal> {
        check_turn::<Self>(state, seat)?;
        if !Self::legal(state, seat).contains(action) {
            return Err(Illegal::NotLegal {
                seat,
                action: Self::describe(state, seat, action),
            });
        }
        Ok(Self::perform(state, seat, action, rng))
    }
}

/// The checks that come before legality: the game runs, the seat exists and acts now.
pub fn check_turn<G: Game>(state: &G::State, seat: Seat) -> Result<(), Illegal> {
    let acting = G::to_act(state);
    if acting.is_empty() {
        return Err(Illegal::GameOver);
    }
    if seat >= G::seats(state) {
        return Err(Illegal::NoSuchSeat(seat));
    }
    if !acting.contains(&seat) {
        return Err(Illegal::NotYourTurn(seat));
    }
    Ok(())
}
