//! A match: options, seed, the log of actions and the current state, with undo back to the last
//! commit point and replay from the log.

use crate::rng::GameRng;
use crate::rules::{Game, Illegal, Seat, SetupError, check_turn};

/// One logged action. `index` is its place in the legal list at that moment: that is what a link
/// stores, and replay checks it against a freshly computed list.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry<A> {
    pub seat: Seat,
    /// Where `seat` stood in the list of seats acting at that moment (links store this only when
    /// several seats could act).
    pub seat_pos: u8,
    pub acting: u8,
    pub index: u32,
    pub action: A,
}

pub struct Match<G: Game> {
    pub options: G::Options,
    pub seed: u64,
    /// The rules version the game plays by (today's, or a kept older one while a code of it
    /// is replayed) and the one whose setup dealt it (older where a game was carried over
    /// from older rules: `Game::setup_carried`).
    pub rules: u32,
    pub dealt: u32,
    state: G::State,
    rng: GameRng,
    log: Vec<Entry<G::Action>>,
    /// The log length at the last commit point, and the state and chance as they were there.
    checkpoint: usize,
    snapshot: (G::State, GameRng),
}

// Written out: a derive would ask `G: Clone`, and games are marker types.
impl<G: Game> Clone for Match<G> {
    fn clone(&self) -> Self {
        Match {
            options: self.options.clone(),
            seed: self.seed,
            rules: self.rules,
            dealt: self.dealt,
            state: self.state.clone(),
            rng: self.rng.clone(),
            log: self.log.clone(),
            checkpoint: self.checkpoint,
            snapshot: self.snapshot.clone(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UndoError {
    NothingToUndo,
    /// The last action revealed something or handed the turn over.
    CommitPoint,
    /// Replaying the kept actions gave another result: a rules bug, reported instead of a panic.
    Diverged,
}

impl std::fmt::Display for UndoError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            UndoError::NothingToUndo => "there is nothing to undo",
            UndoError::CommitPoint => {
                "cannot undo past a die roll, a card draw or a handed-over turn"
            }
            UndoError::Diverged => "undo failed: the game did not replay the same way",
        })
    }
}

// Written out for the same reason: games are marker types without `Debug`.
impl<G: Game> std::fmt::Debug for Match<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Match")
            .field("game", &G::ID)
            .field("options", &self.options)
            .field("seed", &self.seed)
            .field("state", &self.state)
            .field("log", &self.log)
            .field("checkpoint", &self.checkpoint)
            .finish_non_exhaustive()
    }
}

impl<G: Game> Match<G> {
    pub fn new(options: G::Options, seed: u64) -> Result<Self, SetupError> {
        Self::new_as(options, seed, G::RULES_VERSION)
    }

    /// A match that plays by rules `version` (`Game::setup_as`): today's, or a kept older one
    /// that a code made under it replays by.
    pub fn new_as(options: G::Options, seed: u64, version: u32) -> Result<Self, SetupError> {
        Self::start(options, seed, version, version)
    }

    /// A match dealt as under kept rules `from` that plays by today's (`Game::setup_carried`):
    /// where a game made under `from` goes on.
    pub fn carried(options: G::Options, seed: u64, from: u32) -> Result<Self, SetupError> {
        Self::start(options, seed, G::RULES_VERSION, from)
    }

    fn start(options: G::Options, seed: u64, rules: u32, dealt: u32) -> Result<Self, SetupError> {
        let (state, rng) = Self::deal(&options, seed, rules, dealt)?;
        let snapshot = (state.clone(), rng.clone());
        Ok(Match {
            options,
            seed,
            rules,
            dealt,
            state,
            rng,
            log: Vec::new(),
            checkpoint: 0,
            snapshot,
        })
    }

    /// The game's first position and chance, dealt under `dealt` to play by `rules`.
    fn deal(
        options: &G::Options,
        seed: u64,
        rules: u32,
        dealt: u32,
    ) -> Result<(G::State, GameRng), SetupError> {
        let mut rng = GameRng::new(seed);
        let state = if rules != G::RULES_VERSION {
            G::setup_as(options, &mut rng, rules)?
        } else if dealt != rules {
            if !G::KEPT_VERSIONS.contains(&dealt) {
                return Err(SetupError(format!(
                    "{} no longer deals as under rules version {dealt}",
                    G::NAME
                )));
            }
            G::setup_carried(options, &mut rng, dealt)?
        } else {
            G::setup(options, &mut rng)?
        };
        Ok((state, rng))
    }

    /// The same game at its start: same options, seed and rules, no action taken.
    pub fn restart(&self) -> Result<Self, SetupError> {
        Self::start(self.options.clone(), self.seed, self.rules, self.dealt)
    }

    pub fn state(&self) -> &G::State {
        &self.state
    }

    pub fn log(&self) -> &[Entry<G::Action>] {
        &self.log
    }

    /// The match's chance as it stands (for checks that replay an action on a copy).
    pub fn rng(&self) -> &GameRng {
        &self.rng
    }

    /// The last action was a commit point: it revealed something, used chance or handed the
    /// turn over, so undo cannot take it back.
    pub fn last_was_commit(&self) -> bool {
        !self.log.is_empty() && self.checkpoint == self.log.len()
    }

    pub fn to_act(&self) -> Vec<Seat> {
        G::to_act(&self.state)
    }

    pub fn legal(&self, seat: Seat) -> Vec<G::Action> {
        G::legal(&self.state, seat)
    }

    pub fn is_over(&self) -> bool {
        G::to_act(&self.state).is_empty()
    }

    /// Applies a legal action; an illegal one is an error and changes nothing.
    pub fn apply(&mut self, seat: Seat, action: &G::Action) -> Result<(), Illegal> {
        check_turn::<G>(&self.state, seat)?;
        let legal = G::legal(&self.state, seat);
        let index = legal
            .iter()
            .position(|a| a == action)
            .ok_or_else(|| Illegal::NotLegal {
                seat,
                action: G::describe(&self.state, seat, action),
            })?;
        self.apply_index(seat, index, &legal)
    }

    /// Applies `legal[index]`, where `legal` is the seat's current legal list.
    pub fn apply_index(
        &mut self,
        seat: Seat,
        index: usize,
        legal: &[G::Action],
    ) -> Result<(), Illegal> {
        let acting = G::to_act(&self.state);
        let seat_pos = acting
            .iter()
            .position(|&s| s == seat)
            .ok_or(if acting.is_empty() {
                Illegal::GameOver
            } else if seat >= G::seats(&self.state) {
                Illegal::NoSuchSeat(seat)
            } else {
                Illegal::NotYourTurn(seat)
            })?;
        let action = legal.get(index).ok_or_else(|| Illegal::NotLegal {
            seat,
            // Saturating: the index may come from a hostile share code.
            action: format!("choice {} of {}", index.saturating_add(1), legal.len()),
        })?;
        let before = self.rng.position();
        let applied = G::perform(&mut self.state, seat, action, &mut self.rng);
        self.log.push(Entry {
            seat,
            seat_pos: seat_pos as u8,
            acting: acting.len() as u8,
            index: index as u32,
            action: action.clone(),
        });
        if applied.commit || self.rng.position() != before || G::to_act(&self.state) != acting {
            self.checkpoint = self.log.len();
            self.snapshot = (self.state.clone(), self.rng.clone());
        }
        Ok(())
    }

    /// Every logged action in words, as `viewer` may read it (`None`: a spectator), described
    /// in the state it was taken in. Replays from the start: meant for opening a game, not for
    /// every action.
    pub fn log_text(&self, viewer: Option<Seat>) -> Vec<(Seat, String)> {
        let Ok((mut state, mut rng)) = Self::deal(&self.options, self.seed, self.rules, self.dealt)
        else {
            return Vec::new();
        };
        let mut out = Vec::with_capacity(self.log.len());
        for e in &self.log {
            out.push((e.seat, G::describe_for(&state, e.seat, &e.action, viewer)));
            G::perform(&mut state, e.seat, &e.action, &mut rng);
        }
        out
    }

    /// Every logged action as a message as `viewer` may read it, described in the state it was
    /// taken in (replays from the start, as `log_text`).
    pub fn log_messages(&self, viewer: Option<Seat>) -> Vec<(Seat, crate::Msg)> {
        let Ok((mut state, mut rng)) = Self::deal(&self.options, self.seed, self.rules, self.dealt)
        else {
            return Vec::new();
        };
        let mut out = Vec::with_capacity(self.log.len());
        for e in &self.log {
            out.push((e.seat, G::message(&state, e.seat, &e.action, viewer)));
            G::perform(&mut state, e.seat, &e.action, &mut rng);
        }
        out
    }

    /// The whole story as `viewer` may read it: each action in words (in the state it was taken
    /// in) with what followed it (`crate::story`). Replays from the start, as `log_text`.
    pub fn story(&self, viewer: Option<Seat>) -> Vec<crate::story::Told> {
        let Ok((mut state, mut rng)) = Self::deal(&self.options, self.seed, self.rules, self.dealt)
        else {
            return Vec::new();
        };
        let mut out = Vec::with_capacity(self.log.len());
        let mut rounds = crate::story::Rounds::start::<G>(&state);
        for e in &self.log {
            let action = G::message(&state, e.seat, &e.action, viewer);
            let before = state.clone();
            G::perform(&mut state, e.seat, &e.action, &mut rng);
            let results = crate::story::results::<G>(
                &before,
                &state,
                e.seat,
                &e.action,
                viewer,
                rounds.began(),
            );
            rounds.after::<G>(&before, &state);
            out.push(crate::story::Told {
                seat: e.seat,
                action,
                results,
            });
        }
        out
    }

    /// Applies `legal[index]` as `apply_index` does and tells what followed it, as `viewer`
    /// may read it.
    pub fn apply_told(
        &mut self,
        seat: Seat,
        index: usize,
        legal: &[G::Action],
        viewer: Option<Seat>,
    ) -> Result<Vec<crate::Msg>, Illegal> {
        let before = self.state.clone();
        self.apply_index(seat, index, legal)?;
        let action = &legal[index];
        // The standing as this round began, for the changes a round's end tells: found by
        // replaying, only when a round has just ended.
        let began = crate::story::round_ended::<G>(&before, &self.state)
            .and_then(|_| self.round_began(self.log.len() - 1));
        Ok(crate::story::results::<G>(
            &before,
            &self.state,
            seat,
            action,
            viewer,
            began.as_ref(),
        ))
    }

    /// The standing as the round under way after the first `actions` actions began.
    fn round_began(&self, actions: usize) -> Option<crate::rules::Outcome> {
        let (mut state, mut rng) =
            Self::deal(&self.options, self.seed, self.rules, self.dealt).ok()?;
        let mut rounds = crate::story::Rounds::start::<G>(&state);
        for e in self.log.iter().take(actions) {
            let before = state.clone();
            G::perform(&mut state, e.seat, &e.action, &mut rng);
            rounds.after::<G>(&before, &state);
        }
        rounds.began().cloned()
    }

    pub fn can_undo(&self) -> bool {
        self.log.len() > self.checkpoint
    }

    /// Takes back the last action, if no commit point lies after it.
    pub fn undo(&mut self) -> Result<(), UndoError> {
        if self.log.is_empty() {
            return Err(UndoError::NothingToUndo);
        }
        if !self.can_undo() {
            return Err(UndoError::CommitPoint);
        }
        let keep: Vec<_> = self.log[self.checkpoint..self.log.len() - 1].to_vec();
        let mut back = self.clone();
        back.log.truncate(self.checkpoint);
        (back.state, back.rng) = self.snapshot.clone();
        for e in keep {
            // These actions were legal from this very state before; a failure means the rules
            // are not deterministic, and then nothing is changed.
            let legal = G::legal(&back.state, e.seat);
            back.apply_index(e.seat, e.index as usize, &legal)
                .map_err(|_| UndoError::Diverged)?;
        }
        *self = back;
        Ok(())
    }

    /// Rebuilds a match from its options, seed and (seat, legal index) pairs, validating each.
    pub fn replay(
        options: G::Options,
        seed: u64,
        moves: impl IntoIterator<Item = (Seat, usize)>,
    ) -> Result<Self, ReplayError> {
        let m = Match::<G>::new(options, seed).map_err(ReplayError::Setup)?;
        m.replay_moves(moves)
    }

    /// This game from its start (same deal and rules, its log dropped) with `moves` applied.
    pub fn replayed(
        &self,
        moves: impl IntoIterator<Item = (Seat, usize)>,
    ) -> Result<Self, ReplayError> {
        self.restart()
            .map_err(ReplayError::Setup)?
            .replay_moves(moves)
    }

    fn replay_moves(
        mut self,
        moves: impl IntoIterator<Item = (Seat, usize)>,
    ) -> Result<Self, ReplayError> {
        for (i, (seat, index)) in moves.into_iter().enumerate() {
            // The turn first: a game's `legal` need not cope with a seat that does not exist.
            check_turn::<G>(&self.state, seat)
                .and_then(|()| {
                    let legal = G::legal(&self.state, seat);
                    self.apply_index(seat, index, &legal)
                })
                .map_err(|e| ReplayError::Illegal { at: i, error: e })?;
        }
        Ok(self)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    Setup(SetupError),
    Illegal { at: usize, error: Illegal },
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReplayError::Setup(e) => write!(f, "the game cannot be set up: {e}"),
            ReplayError::Illegal { at, error } => {
                write!(f, "action {} is not legal: {error}", at + 1)
            }
        }
    }
}
