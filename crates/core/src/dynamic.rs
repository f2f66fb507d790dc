//! The object-safe face of every game, so that the CLI and the app hold a list of games and
//! work with any of them through JSON actions and views.

#[cfg(feature = "tools")]
use crate::bench::{BenchReport, bench};
use crate::bots::BotKind;
use crate::codec::{self, Carried, CodeError, Packed};
#[cfg(feature = "tools")]
use crate::harness::{SimConfig, SimReport, simulate};
use crate::matches::{Match, UndoError};
use crate::rng::GameRng;
use crate::rules::{Game, Illegal, Outcome, Seat, Status};
use serde_json::Value;
use std::marker::PhantomData;

/// A game as the registry lists it.
pub trait GameEntry: Sync {
    fn id(&self) -> &'static str;
    fn name(&self) -> &'static str;
    fn players(&self) -> (u8, u8);
    /// The game's `RULES_VERSION`.
    fn rules_version(&self) -> u32;
    fn new_match(
        &self,
        players: u8,
        settings: &[(String, String)],
        seed: u64,
    ) -> Result<Box<dyn AnyMatch>, String>;
    /// Earlier rules versions the game still plays exactly (`Game::KEPT_VERSIONS`).
    fn kept_versions(&self) -> &'static [u32];
    fn open(&self, packed: &Packed) -> Result<Box<dyn AnyMatch>, CodeError> {
        self.open_carried(packed).map(|(m, _)| m)
    }
    /// The match a code holds under today's rules, and what changed where the code was made
    /// under older ones (`codec::open`).
    fn open_carried(
        &self,
        packed: &Packed,
    ) -> Result<(Box<dyn AnyMatch>, Option<Carried>), CodeError>;
    /// The random-playout harness and the benchmark: the CLI's tools, left out of the web
    /// app (feature `tools`) whose page would otherwise carry them for every game.
    #[cfg(feature = "tools")]
    fn simulate(&self, cfg: &SimConfig, clock: &dyn Fn() -> f64) -> SimReport;
    #[cfg(feature = "tools")]
    fn bench(&self, clock: &dyn Fn() -> f64, seconds: f64) -> Result<BenchReport, String>;
}

/// A match of any game.
pub trait AnyMatch {
    fn game_id(&self) -> &'static str;
    fn to_act(&self) -> Vec<Seat>;
    fn seats(&self) -> u8;
    fn legal_json(&self, seat: Seat) -> Vec<Value>;
    /// Each legal action of `seat` in words, in the same order as `legal_json`.
    fn legal_text(&self, seat: Seat) -> Vec<String>;
    fn apply_json(&mut self, seat: Seat, action: &Value) -> Result<(), ActionError>;
    fn apply_index(&mut self, seat: Seat, index: usize) -> Result<(), Illegal>;
    fn bot_move(&mut self, seat: Seat, bot: BotKind, rng: &mut GameRng) -> Result<(), Illegal> {
        self.bot_move_with(seat, bot, rng, None)
    }
    /// As `bot_move`, with a clock in milliseconds for a search bot's time budget.
    fn bot_move_with(
        &mut self,
        seat: Seat,
        bot: BotKind,
        rng: &mut GameRng,
        clock: Option<&dyn Fn() -> f64>,
    ) -> Result<(), Illegal>;
    /// What `bot` would play for `seat` now (an index into `legal_json`), if the seat acts.
    fn bot_choice(&self, seat: Seat, bot: BotKind, rng: &mut GameRng) -> Option<usize> {
        self.bot_choice_with(seat, bot, rng, None)
    }
    /// As `bot_choice`, with a clock in milliseconds for a search bot's time budget.
    fn bot_choice_with(
        &self,
        seat: Seat,
        bot: BotKind,
        rng: &mut GameRng,
        clock: Option<&dyn Fn() -> f64>,
    ) -> Option<usize>;
    /// The search's view of every legal action of `seat` (visits and win estimates): the
    /// table's "what would the bot do?". It sees what `seat` sees and nothing more.
    fn search_report(
        &self,
        seat: Seat,
        budget: crate::Budget,
        rng: &mut GameRng,
        clock: Option<&dyn Fn() -> f64>,
    ) -> Option<crate::search::SearchReport>;
    /// Whether some seat holds something the others may not see (then hotseat needs a curtain).
    fn has_secrets(&self) -> bool;
    fn undo(&mut self) -> Result<(), UndoError>;
    fn can_undo(&self) -> bool;
    fn state_json(&self) -> Value;
    fn view_json(&self, seat: Option<Seat>) -> Value;
    /// The state with its unordered parts in a fixed order (`Game::unordered`), as JSON.
    fn unordered_json(&self) -> Value;
    fn status(&self) -> Status;
    fn outcome(&self) -> Option<Outcome>;
    /// The score so far (`Game::provisional`): what the end charts plot over the rounds.
    fn provisional(&self) -> Option<Outcome>;
    /// Each seat's figures as the game counts them (`Game::standing`): the log's summaries.
    fn standing(&self) -> Option<Outcome>;
    fn actions(&self) -> usize;
    /// The match as it stood after its first `actions` actions (a replay's position).
    fn prefix(&self, actions: usize) -> Box<dyn AnyMatch>;
    fn clone_box(&self) -> Box<dyn AnyMatch>;
    fn share_code(&self) -> String;
    /// The share code with the app's table description (seat names, bots) inside.
    fn share_code_with(&self, table: &str) -> String;
    /// The (seat, legal index) pairs of the log: what a link stores, for comparing two saves.
    fn moves(&self) -> Vec<(Seat, u32)>;
    /// Options and seed: two matches with the same identity are the same game.
    fn identity(&self) -> (String, u64);
    /// Every logged action in words as `viewer` may read it, with the seat that took it.
    fn log_text(&self, viewer: Option<Seat>) -> Vec<(Seat, String)>;
    /// The legal actions of `seat` as messages, to be rendered in any language.
    fn legal_messages(&self, seat: Seat) -> Vec<crate::Msg>;
    /// Legal action `index` of `seat` as a message as `viewer` may read it (`None`: the shared
    /// log's words, naming nothing hidden).
    fn action_message(&self, seat: Seat, index: usize, viewer: Option<Seat>) -> Option<crate::Msg>;
    /// Every logged action as a message as `viewer` may read it, with the seat that took it.
    fn log_messages(&self, viewer: Option<Seat>) -> Vec<(Seat, crate::Msg)>;
    /// The story as `viewer` may read it: every action with what followed it (`crate::story`).
    fn story(&self, viewer: Option<Seat>) -> Vec<crate::story::Told>;
    /// `apply_index`, telling what followed the action as `viewer` may read it.
    fn apply_told(
        &mut self,
        seat: Seat,
        index: usize,
        viewer: Option<Seat>,
    ) -> Result<Vec<crate::Msg>, Illegal>;
    /// For a game's own views: downcast to `Match<G>`.
    fn as_any(&self) -> &dyn std::any::Any;
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionError {
    Malformed(String),
    Illegal(Illegal),
}

impl std::fmt::Display for ActionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ActionError::Malformed(e) => write!(f, "not an action of this game: {e}"),
            ActionError::Illegal(e) => e.fmt(f),
        }
    }
}

/// The registry entry of game `G`.
pub struct Entry<G>(PhantomData<fn() -> G>);

impl<G> Entry<G> {
    pub const fn new() -> Self {
        Entry(PhantomData)
    }
}

impl<G> Default for Entry<G> {
    fn default() -> Self {
        Self::new()
    }
}

impl<G: Game> GameEntry for Entry<G> {
    fn id(&self) -> &'static str {
        G::ID
    }
    fn name(&self) -> &'static str {
        G::NAME
    }
    fn players(&self) -> (u8, u8) {
        (G::MIN_PLAYERS, G::MAX_PLAYERS)
    }
    fn rules_version(&self) -> u32 {
        G::RULES_VERSION
    }
    fn new_match(
        &self,
        players: u8,
        settings: &[(String, String)],
        seed: u64,
    ) -> Result<Box<dyn AnyMatch>, String> {
        if !(G::MIN_PLAYERS..=G::MAX_PLAYERS).contains(&players) {
            return Err(format!(
                "{} takes {} to {} players, not {players}",
                G::NAME,
                G::MIN_PLAYERS,
                G::MAX_PLAYERS
            ));
        }
        let options = G::options(players, settings).map_err(|e| e.to_string())?;
        Ok(Box::new(
            Match::<G>::new(options, seed).map_err(|e| e.to_string())?,
        ))
    }
    fn kept_versions(&self) -> &'static [u32] {
        G::KEPT_VERSIONS
    }
    fn open_carried(
        &self,
        packed: &Packed,
    ) -> Result<(Box<dyn AnyMatch>, Option<Carried>), CodeError> {
        let o = codec::open::<G>(packed)?;
        Ok((Box::new(o.game), o.carried))
    }
    #[cfg(feature = "tools")]
    fn simulate(&self, cfg: &SimConfig, clock: &dyn Fn() -> f64) -> SimReport {
        simulate::<G>(cfg, clock)
    }
    #[cfg(feature = "tools")]
    fn bench(&self, clock: &dyn Fn() -> f64, seconds: f64) -> Result<BenchReport, String> {
        bench::<G>(clock, seconds)
    }
}

impl<G: Game> AnyMatch for Match<G> {
    fn game_id(&self) -> &'static str {
        G::ID
    }
    fn to_act(&self) -> Vec<Seat> {
        Match::to_act(self)
    }
    fn seats(&self) -> u8 {
        G::seats(self.state())
    }
    fn legal_json(&self, seat: Seat) -> Vec<Value> {
        self.legal(seat)
            .iter()
            .map(|a| serde_json::to_value(a).unwrap_or(Value::Null))
            .collect()
    }
    fn legal_text(&self, seat: Seat) -> Vec<String> {
        self.legal(seat)
            .iter()
            .map(|a| G::describe(self.state(), seat, a))
            .collect()
    }
    fn legal_messages(&self, seat: Seat) -> Vec<crate::Msg> {
        self.legal(seat)
            .iter()
            .map(|a| G::message(self.state(), seat, a, Some(seat)))
            .collect()
    }
    fn log_messages(&self, viewer: Option<Seat>) -> Vec<(Seat, crate::Msg)> {
        Match::log_messages(self, viewer)
    }
    fn action_message(&self, seat: Seat, index: usize, viewer: Option<Seat>) -> Option<crate::Msg> {
        crate::rules::check_turn::<G>(self.state(), seat).ok()?;
        let a = self.legal(seat).into_iter().nth(index)?;
        Some(G::message(self.state(), seat, &a, viewer))
    }
    fn apply_json(&mut self, seat: Seat, action: &Value) -> Result<(), ActionError> {
        let a: G::Action = serde_json::from_value(action.clone())
            .map_err(|e| ActionError::Malformed(e.to_string()))?;
        self.apply(seat, &a).map_err(ActionError::Illegal)
    }
    fn story(&self, viewer: Option<Seat>) -> Vec<crate::story::Told> {
        Match::story(self, viewer)
    }
    fn apply_told(
        &mut self,
        seat: Seat,
        index: usize,
        viewer: Option<Seat>,
    ) -> Result<Vec<crate::Msg>, Illegal> {
        crate::rules::check_turn::<G>(self.state(), seat)?;
        let legal = self.legal(seat);
        Match::apply_told(self, seat, index, &legal, viewer)
    }
    fn apply_index(&mut self, seat: Seat, index: usize) -> Result<(), Illegal> {
        // The turn first: a game's `legal` need not cope with a seat that does not exist.
        crate::rules::check_turn::<G>(self.state(), seat)?;
        let legal = self.legal(seat);
        Match::apply_index(self, seat, index, &legal)
    }
    fn bot_move_with(
        &mut self,
        seat: Seat,
        bot: BotKind,
        rng: &mut GameRng,
        clock: Option<&dyn Fn() -> f64>,
    ) -> Result<(), Illegal> {
        crate::rules::check_turn::<G>(self.state(), seat)?;
        let legal = self.legal(seat);
        // A rules bug (an acting seat with nothing to do), reported instead of a bot's panic.
        if legal.is_empty() {
            return Err(Illegal::NotLegal {
                seat,
                action: "any action: the game offers none".into(),
            });
        }
        let i = bot.choose_with::<G>(self.state(), seat, &legal, rng, clock);
        Match::apply_index(self, seat, i, &legal)
    }
    fn bot_choice_with(
        &self,
        seat: Seat,
        bot: BotKind,
        rng: &mut GameRng,
        clock: Option<&dyn Fn() -> f64>,
    ) -> Option<usize> {
        crate::rules::check_turn::<G>(self.state(), seat).ok()?;
        let legal = self.legal(seat);
        (!legal.is_empty()).then(|| bot.choose_with::<G>(self.state(), seat, &legal, rng, clock))
    }
    fn search_report(
        &self,
        seat: Seat,
        budget: crate::Budget,
        rng: &mut GameRng,
        clock: Option<&dyn Fn() -> f64>,
    ) -> Option<crate::search::SearchReport> {
        crate::rules::check_turn::<G>(self.state(), seat).ok()?;
        let legal = self.legal(seat);
        (!legal.is_empty())
            .then(|| crate::search::search::<G>(self.state(), seat, &legal, budget, clock, rng))
    }
    fn has_secrets(&self) -> bool {
        G::SECRETS
    }
    fn undo(&mut self) -> Result<(), UndoError> {
        Match::undo(self)
    }
    fn can_undo(&self) -> bool {
        Match::can_undo(self)
    }
    fn state_json(&self) -> Value {
        serde_json::to_value(self.state()).unwrap_or(Value::Null)
    }
    fn view_json(&self, seat: Option<Seat>) -> Value {
        serde_json::to_value(G::view(self.state(), seat)).unwrap_or(Value::Null)
    }
    fn unordered_json(&self) -> Value {
        serde_json::to_value(G::unordered(self.state())).unwrap_or(Value::Null)
    }
    fn status(&self) -> Status {
        G::status(self.state())
    }
    fn provisional(&self) -> Option<Outcome> {
        G::provisional(self.state())
    }
    fn standing(&self) -> Option<Outcome> {
        G::standing(self.state())
    }
    fn prefix(&self, actions: usize) -> Box<dyn AnyMatch> {
        let moves = self
            .log()
            .iter()
            .take(actions)
            .map(|e| (e.seat, e.index as usize));
        // A logged game always replays (it was played by these very rules, from this very
        // deal); a clone is the safe answer should it not.
        match self.replayed(moves) {
            Ok(m) => Box::new(m),
            Err(_) => Box::new(self.clone()),
        }
    }
    fn clone_box(&self) -> Box<dyn AnyMatch> {
        Box::new(self.clone())
    }
    fn outcome(&self) -> Option<Outcome> {
        G::outcome(self.state())
    }
    fn actions(&self) -> usize {
        self.log().len()
    }
    fn share_code(&self) -> String {
        codec::encode(self)
    }
    fn share_code_with(&self, table: &str) -> String {
        codec::encode_with(self, table)
    }
    fn moves(&self) -> Vec<(Seat, u32)> {
        self.log().iter().map(|e| (e.seat, e.index)).collect()
    }
    fn identity(&self) -> (String, u64) {
        (
            serde_json::to_string(&self.options).unwrap_or_default(),
            self.seed,
        )
    }
    fn log_text(&self, viewer: Option<Seat>) -> Vec<(Seat, String)> {
        Match::log_text(self, viewer)
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

/// Finds the game a share code belongs to and rebuilds the match.
pub fn open_code(
    registry: &[&'static dyn GameEntry],
    code: &str,
) -> Result<Box<dyn AnyMatch>, CodeError> {
    let packed = codec::unpack(code)?;
    let entry = registry
        .iter()
        .find(|e| e.id() == packed.game)
        .ok_or_else(|| CodeError::UnknownGame(packed.game.clone()))?;
    entry.open(&packed)
}

/// `open_code`, with what changed where the code was made under older rules.
pub fn open_code_carried(
    registry: &[&'static dyn GameEntry],
    code: &str,
) -> Result<(Box<dyn AnyMatch>, Option<Carried>), CodeError> {
    let packed = codec::unpack(code)?;
    let entry = registry
        .iter()
        .find(|e| e.id() == packed.game)
        .ok_or_else(|| CodeError::UnknownGame(packed.game.clone()))?;
    entry.open_carried(&packed)
}
