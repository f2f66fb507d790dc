//! A toy game that exercises every part of the core machinery the real games lean on: a shuffled
//! deck with hidden hands, a die roll, turn handovers, free (undoable) actions, a simultaneous
//! phase where all seats act, a clear end and a score breakdown.
//!
//! Rules of "Toy Auction" (2–4 players, `rounds` rounds):
//! - 36 cards (values 1–12, three of each) are shuffled; each seat is dealt 3 hidden cards.
//! - Turn phase, seat by seat: at most once `Roll` (the die adds to your dice points), at most
//!   once `Draw` (the top card into your hand), at most twice `Play` a hand card face up (its
//!   value scores), then `Pass`. After the last seat's turn comes the bid phase.
//! - Bid phase, all seats at once: `Bid` one hand card face down, or `Fold`. The single highest
//!   bid scores 5; tied highest bids score nothing. Bids are discarded; the next round's first
//!   seat is the next one in turn.
//! - After the last round, the highest total wins; ties share the win.
//!
//! `ToyGame<MODE>` is the fair game with `MODE = FAIR`; the other modes break it on purpose so the
//! harness can be shown to catch it.

#![allow(dead_code)]

use serde::{Deserialize, Serialize};
use smokestack_core::bots::BotKind;
use smokestack_core::{
    Applied, Entry, Game, GameEntry, GameRng, Outcome, ScorePart, Seat, SeatScore, SetupError,
    Status,
};

pub const FAIR: u8 = 0;
/// Loses a card from the deck on the fifth action: the conservation invariant must catch it.
pub const LEAKY: u8 = 1;
/// Panics on the fifth action: the harness must report it, not die.
pub const PANICKY: u8 = 2;
/// Offers an acting seat no legal action from the fifth action on.
pub const STUCK: u8 = 3;
/// Names a winner that is not among the scores.
pub const BAD_OUTCOME: u8 = 4;
/// Draws a card without a commit point: undo could then cross the reveal.
pub const PEEKY: u8 = 5;
/// The same rules under rules version 2: old codes must open unchanged.
pub const NEXT: u8 = 6;
/// Rules version 2 with the turn's legal list in another order: old codes must be refused
/// as another version, never as damaged.
pub const REORDERED: u8 = 7;
/// The reordered list without raising the version: the fixture test must catch it.
pub const FORGOT: u8 = 8;
/// Rules version 2 that corrects two rules and keeps version 1 (`KEPT_VERSIONS`): a roll adds
/// one more point, and a 12 may no longer be played. Version-1 codes replay under version 1 and
/// are carried over, their positions changed or cut short where a 12 was played.
pub const CORRECTED: u8 = 9;
/// The action on which the broken modes break (1-based).
pub const BREAKS_AT: u32 = 5;

pub struct ToyGame<const MODE: u8>;
pub type Toy = ToyGame<FAIR>;
pub type LeakyToy = ToyGame<LEAKY>;
pub type PanickyToy = ToyGame<PANICKY>;
pub type StuckToy = ToyGame<STUCK>;
pub type BadOutcomeToy = ToyGame<BAD_OUTCOME>;
pub type PeekyToy = ToyGame<PEEKY>;
pub type NextToy = ToyGame<NEXT>;
pub type ReorderedToy = ToyGame<REORDERED>;
pub type ForgotToy = ToyGame<FORGOT>;
pub type CorrectedToy = ToyGame<CORRECTED>;

pub static TOY: Entry<Toy> = Entry::new();

/// A registry as the games crate would build it, holding only the toy.
pub fn registry() -> &'static [&'static dyn GameEntry] {
    static ALL: [&dyn GameEntry; 1] = [&TOY];
    &ALL
}

const VALUES: u8 = 12;
const COPIES: usize = 3;
const HAND: usize = 3;
const BID_PRIZE: i32 = 5;
const MAX_PLAYS: u8 = 2;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Options {
    pub players: u8,
    pub rounds: u8,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Phase {
    Turn {
        seat: Seat,
        rolled: bool,
        drawn: bool,
        plays: u8,
    },
    Bid,
    Over,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Player {
    pub hand: Vec<u8>,
    pub played: Vec<u8>,
    pub dice: i32,
    pub bids_won: i32,
    /// `Some(None)`: folded; `Some(Some(card))`: bid that card; `None`: still to decide.
    pub bid: Option<Option<u8>>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct State {
    pub rounds: u8,
    pub round: u8,
    pub first: Seat,
    pub deck: Vec<u8>,
    pub discard: Vec<u8>,
    pub players: Vec<Player>,
    pub phase: Phase,
    /// Actions performed so far: what the broken modes key on.
    pub moves: u32,
    /// The rules version this game plays (`CORRECTED` keeps version 1).
    pub rules: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    Roll,
    Draw,
    /// Play the hand card at this position.
    Play(u8),
    Pass,
    /// Bid the hand card at this position.
    Bid(u8),
    Fold,
}

/// What one seat may see.
#[derive(Serialize)]
pub struct View {
    pub deck: usize,
    pub hand: Option<Vec<u8>>,
    pub hand_sizes: Vec<usize>,
    pub played: Vec<Vec<u8>>,
    pub bids_made: Vec<bool>,
}

impl<const MODE: u8> Game for ToyGame<MODE> {
    const ID: &'static str = match MODE {
        FAIR | NEXT | REORDERED | FORGOT | CORRECTED => "toy-auction",
        LEAKY => "toy-auction-leaky",
        PANICKY => "toy-auction-panicky",
        STUCK => "toy-auction-stuck",
        PEEKY => "toy-auction-peeky",
        _ => "toy-auction-bad-outcome",
    };
    const NAME: &'static str = "Toy Auction";
    const MIN_PLAYERS: u8 = 2;
    const MAX_PLAYERS: u8 = 4;
    const RULES_VERSION: u32 = match MODE {
        NEXT | REORDERED | CORRECTED => 2,
        _ => 1,
    };
    const KEPT_VERSIONS: &'static [u32] = match MODE {
        CORRECTED => &[1],
        _ => &[],
    };

    type Options = Options;
    type State = State;
    type Action = Action;
    type View = View;

    fn options(players: u8, settings: &[(String, String)]) -> Result<Options, SetupError> {
        let mut o = Options { players, rounds: 3 };
        for (k, v) in settings {
            match k.as_str() {
                "rounds" => {
                    o.rounds = v
                        .parse()
                        .map_err(|_| SetupError(format!("rounds must be a number, not {v:?}")))?
                }
                _ => return Err(SetupError(format!("unknown option {k:?} (known: rounds)"))),
            }
        }
        validate(&o)?;
        Ok(o)
    }

    fn players(options: &Options) -> u8 {
        options.players
    }

    fn settings(o: &Options) -> Vec<(String, String)> {
        vec![("rounds".into(), o.rounds.to_string())]
    }

    fn determinize(state: &State, seat: Seat, rng: &mut GameRng) -> State {
        // Unseen: the deck, other hands and other seats' face-down bids.
        let mut d = state.clone();
        let mut pool = d.deck.clone();
        for (i, p) in d.players.iter().enumerate() {
            if i != seat as usize {
                pool.extend(&p.hand);
                if let Some(Some(b)) = p.bid {
                    pool.push(b);
                }
            }
        }
        pool.sort();
        rng.shuffle(&mut pool);
        let mut deal = pool.into_iter();
        for (i, p) in d.players.iter_mut().enumerate() {
            if i != seat as usize {
                for c in p.hand.iter_mut() {
                    *c = deal.next().unwrap_or(*c);
                }
                if let Some(Some(b)) = p.bid.as_mut() {
                    *b = deal.next().unwrap_or(*b);
                }
            }
        }
        d.deck = deal.collect();
        d
    }

    fn setup(options: &Options, rng: &mut GameRng) -> Result<State, SetupError> {
        Self::setup_as(options, rng, Self::RULES_VERSION)
    }

    fn setup_as(options: &Options, rng: &mut GameRng, version: u32) -> Result<State, SetupError> {
        if version != Self::RULES_VERSION && !Self::KEPT_VERSIONS.contains(&version) {
            return Err(SetupError(format!("no rules version {version}")));
        }
        // Options also arrive from share codes, so setup checks them again.
        validate(options)?;
        let mut deck: Vec<u8> = (1..=VALUES)
            .flat_map(|v| std::iter::repeat_n(v, COPIES))
            .collect();
        rng.shuffle(&mut deck);
        let players = (0..options.players)
            .map(|_| Player {
                hand: deck.split_off(deck.len() - HAND),
                played: Vec::new(),
                dice: 0,
                bids_won: 0,
                bid: None,
            })
            .collect();
        Ok(State {
            rounds: options.rounds,
            round: 1,
            first: 0,
            deck,
            discard: Vec::new(),
            players,
            phase: Phase::Turn {
                seat: 0,
                rolled: false,
                drawn: false,
                plays: 0,
            },
            moves: 0,
            rules: version,
        })
    }

    fn digest(state: &State, d: &mut smokestack_core::Digest) {
        // Field by field, the rules version left out: what the position means.
        d.put(&state.rounds)
            .put(&state.round)
            .put(&state.first)
            .put(&state.deck)
            .put(&state.discard);
        for p in &state.players {
            d.put(&p.hand)
                .put(&p.played)
                .put(&p.dice)
                .put(&p.bids_won)
                .put(&p.bid);
        }
        match state.phase {
            Phase::Turn {
                seat,
                rolled,
                drawn,
                plays,
            } => d.put(&(1u8, seat, rolled, drawn)).put(&plays),
            Phase::Bid => d.put(&2u8),
            Phase::Over => d.put(&3u8),
        };
        d.put(&state.moves);
    }

    fn seats(state: &State) -> u8 {
        state.players.len() as u8
    }

    fn to_act(state: &State) -> Vec<Seat> {
        match state.phase {
            Phase::Turn { seat, .. } => vec![seat],
            Phase::Bid => (0..Self::seats(state))
                .filter(|&s| state.players[s as usize].bid.is_none())
                .collect(),
            Phase::Over => Vec::new(),
        }
    }

    fn legal(state: &State, seat: Seat) -> Vec<Action> {
        let Some(p) = state.players.get(seat as usize) else {
            return Vec::new();
        };
        if MODE == STUCK && state.moves >= BREAKS_AT {
            return Vec::new();
        }
        let hand = 0..p.hand.len() as u8;
        match state.phase {
            Phase::Turn {
                seat: s,
                rolled,
                drawn,
                plays,
            } if s == seat => {
                let mut out = Vec::new();
                if !rolled {
                    out.push(Action::Roll);
                }
                if !drawn && !state.deck.is_empty() {
                    out.push(Action::Draw);
                }
                if plays < MAX_PLAYS {
                    // Corrected in version 2: a 12 may not be played.
                    let twelve =
                        |i: &u8| MODE == CORRECTED && state.rules >= 2 && p.hand[*i as usize] == 12;
                    out.extend(hand.filter(|i| !twelve(i)).map(Action::Play));
                }
                out.push(Action::Pass);
                if matches!(MODE, REORDERED | FORGOT) {
                    out.reverse();
                }
                out
            }
            Phase::Bid if p.bid.is_none() => {
                let mut out: Vec<Action> = hand.map(Action::Bid).collect();
                out.push(Action::Fold);
                out
            }
            _ => Vec::new(),
        }
    }

    fn perform(state: &mut State, seat: Seat, action: &Action, rng: &mut GameRng) -> Applied {
        state.moves += 1;
        if MODE == LEAKY && state.moves == BREAKS_AT {
            state.deck.pop();
        }
        if MODE == PANICKY && state.moves == BREAKS_AT {
            panic!("the toy broke on purpose");
        }
        let s = seat as usize;
        match (action, &mut state.phase) {
            (Action::Roll, Phase::Turn { rolled, .. }) => {
                *rolled = true;
                // Corrected in version 2: a roll adds one point more.
                let more = i32::from(MODE == CORRECTED && state.rules >= 2);
                state.players[s].dice += rng.die() as i32 + more;
            }
            (Action::Draw, Phase::Turn { drawn, .. }) => {
                *drawn = true;
                if let Some(card) = state.deck.pop() {
                    state.players[s].hand.push(card);
                }
                // No chance is used, yet a hidden card is now known: say so explicitly.
                return if MODE == PEEKY {
                    Applied::FREE
                } else {
                    Applied::COMMIT
                };
            }
            (Action::Play(i), Phase::Turn { plays, .. }) => {
                *plays += 1;
                let card = state.players[s].hand.remove(*i as usize);
                state.players[s].played.push(card);
            }
            (Action::Pass, Phase::Turn { .. }) => {
                let next = (seat + 1) % Self::seats(state);
                state.phase = if next == state.first {
                    Phase::Bid
                } else {
                    Phase::Turn {
                        seat: next,
                        rolled: false,
                        drawn: false,
                        plays: 0,
                    }
                };
            }
            // A bid is final, and the last one reveals them all. The core sees no change of the
            // acting seats when the last bidder also starts the next round, so say so explicitly.
            (Action::Bid(i), Phase::Bid) => {
                let card = state.players[s].hand.remove(*i as usize);
                state.players[s].bid = Some(Some(card));
                settle_bids(state);
                return Applied::COMMIT;
            }
            (Action::Fold, Phase::Bid) => {
                state.players[s].bid = Some(None);
                settle_bids(state);
                return Applied::COMMIT;
            }
            // `perform` only ever sees legal actions.
            _ => {}
        }
        Applied::FREE
    }

    fn view(state: &State, seat: Option<Seat>) -> View {
        View {
            deck: state.deck.len(),
            hand: seat
                .and_then(|s| state.players.get(s as usize))
                .map(|p| p.hand.clone()),
            hand_sizes: state.players.iter().map(|p| p.hand.len()).collect(),
            played: state.players.iter().map(|p| p.played.clone()).collect(),
            bids_made: state.players.iter().map(|p| p.bid.is_some()).collect(),
        }
    }

    fn outcome(state: &State) -> Option<Outcome> {
        if state.phase != Phase::Over {
            return None;
        }
        let scores: Vec<SeatScore> = state
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let parts = vec![
                    part("cards", p.played.iter().map(|&c| c as i32).sum()),
                    part("dice", p.dice),
                    part("bids", p.bids_won * BID_PRIZE),
                ];
                SeatScore {
                    name: format!("Player {}", i + 1),
                    seat: Some(i as Seat),
                    total: parts.iter().map(|p| p.points).sum(),
                    parts,
                    tiebreak: vec![],
                }
            })
            .collect();
        let best = scores.iter().map(|s| s.total).max()?;
        let mut winners: Vec<usize> = (0..scores.len())
            .filter(|&i| scores[i].total == best)
            .collect();
        if MODE == BAD_OUTCOME {
            winners.push(scores.len());
        }
        Some(Outcome { scores, winners })
    }

    fn status(state: &State) -> Status {
        let phase = match state.phase {
            Phase::Turn { seat, .. } => format!("turn of player {}", seat + 1),
            Phase::Bid => "bidding".into(),
            Phase::Over => "game over".into(),
        };
        Status {
            round: state.round as u32,
            phase,
        }
    }

    fn describe(state: &State, seat: Seat, action: &Action) -> String {
        let card = |i: u8| {
            state
                .players
                .get(seat as usize)
                .and_then(|p| p.hand.get(i as usize))
                .map_or("a card they do not hold".to_string(), |c| format!("a {c}"))
        };
        let who = format!("Player {}", seat + 1);
        match action {
            Action::Roll => format!("{who} rolls the die"),
            Action::Draw => format!("{who} draws a card"),
            Action::Play(i) => format!("{who} plays {}", card(*i)),
            Action::Pass => format!("{who} ends their turn"),
            Action::Bid(_) => format!("{who} bids a card"),
            Action::Fold => format!("{who} folds"),
        }
    }

    fn check_invariants(state: &State) -> Result<(), String> {
        let mut count = [0usize; VALUES as usize + 1];
        let bids = state.players.iter().filter_map(|p| p.bid.flatten());
        let held = state
            .players
            .iter()
            .flat_map(|p| p.hand.iter().chain(&p.played).copied());
        for c in state
            .deck
            .iter()
            .chain(&state.discard)
            .copied()
            .chain(held)
            .chain(bids)
        {
            *count
                .get_mut(c as usize)
                .ok_or(format!("there is no card {c}"))? += 1;
        }
        if let Some(v) = (1..=VALUES).find(|&v| count[v as usize] != COPIES) {
            return Err(format!(
                "{} cards of value {v}, not {COPIES}",
                count[v as usize]
            ));
        }
        if state
            .players
            .iter()
            .any(|p| !(0..=6 * state.rounds as i32).contains(&p.dice))
        {
            return Err("dice points out of range".into());
        }
        match state.phase {
            Phase::Turn { seat, .. } if seat >= Self::seats(state) => {
                Err(format!("turn of seat {seat}, which does not exist"))
            }
            Phase::Turn { .. } if state.players.iter().any(|p| p.bid.is_some()) => {
                Err("a bid is left over outside the bid phase".into())
            }
            _ => Ok(()),
        }
    }

    fn heuristic(state: &State, seat: Seat, legal: &[Action], _rng: &mut GameRng) -> usize {
        // Plays high cards, rolls, draws, bids a high card. It also peeks at the top of the deck
        // on purpose: core hands it a determinized state, so the peek must learn nothing.
        let hand = &state.players[seat as usize].hand;
        let peek = state.deck.last().copied().unwrap_or(0) as i32;
        let value = |a: &Action| match a {
            Action::Play(i) => 10 + hand[*i as usize] as i32,
            Action::Roll => 9,
            Action::Draw => 2 * peek,
            Action::Bid(i) if hand[*i as usize] >= 8 => hand[*i as usize] as i32,
            _ => 0,
        };
        (0..legal.len())
            .max_by_key(|&i| value(&legal[i]))
            .unwrap_or(0)
    }
}

fn validate(o: &Options) -> Result<(), SetupError> {
    if !(2..=4).contains(&o.players) {
        return Err(SetupError(format!(
            "Toy Auction takes 2 to 4 players, not {}",
            o.players
        )));
    }
    if !(1..=9).contains(&o.rounds) {
        return Err(SetupError(format!(
            "rounds must be 1 to 9, not {}",
            o.rounds
        )));
    }
    Ok(())
}

fn part(label: &str, points: i32) -> ScorePart {
    ScorePart {
        label: label.into(),
        points,
    }
}

/// Once every seat has bid or folded: score the highest single bid, move on.
fn settle_bids(state: &mut State) {
    if state.players.iter().any(|p| p.bid.is_none()) {
        return;
    }
    let bids: Vec<Option<u8>> = state
        .players
        .iter_mut()
        .map(|p| p.bid.take().flatten())
        .collect();
    let best = bids.iter().flatten().max().copied();
    let top: Vec<usize> = (0..bids.len())
        .filter(|&i| best.is_some() && bids[i] == best)
        .collect();
    if let [winner] = top[..] {
        state.players[winner].bids_won += 1;
    }
    state.discard.extend(bids.into_iter().flatten());
    if state.round == state.rounds {
        state.phase = Phase::Over;
        return;
    }
    state.round += 1;
    state.first = (state.first + 1) % state.players.len() as Seat;
    state.phase = Phase::Turn {
        seat: state.first,
        rolled: false,
        drawn: false,
        plays: 0,
    };
}

/// A seeded bot game of the toy, played through the core's `Match` (the first acting seat acts).
pub fn bot_game(
    players: u8,
    seed: u64,
    bot: BotKind,
    max_moves: usize,
) -> smokestack_core::Match<Toy> {
    let options = Toy::options(players, &[]).expect("valid toy options");
    let mut m = smokestack_core::Match::<Toy>::new(options, seed).expect("toy sets up");
    let mut rng = GameRng::new(seed ^ 0xb07);
    while !m.is_over() && m.log().len() < max_moves {
        let acting = m.to_act();
        // Not always the first acting seat, so simultaneous phases are interleaved variously.
        let seat = acting[rng.below(acting.len())];
        let legal = m.legal(seat);
        let i = bot.choose::<Toy>(m.state(), seat, &legal, &mut rng);
        m.apply_index(seat, i, &legal)
            .expect("a bot's choice is legal");
    }
    m
}
