//! Age of Renaissance (Avalon Hill 1996), the rules foundation: the map, advances, history
//! cards and tables (`data/`, from `shared/games/age-of-renaissance/`), setup for 3–6 players
//! under the original, living or Euro rules, and the turn's phases as FACTS.md §5 and the
//! Korean living-rules text (`shared/rules/age-of-renaissance.ko.txt`) give them. What is
//! simplified or missing is said where it happens and listed in the crate's report.

pub mod actions;
pub mod bids;
pub mod bot;
pub mod cards;
pub mod csv;
pub mod data;
pub mod describe;
pub mod digest;
pub mod expansion;
pub mod flow;
pub mod income;
pub mod invariants;
pub mod misery;
pub mod pending;
pub mod purchase;
pub mod reach;
pub mod results;
pub mod scoring;
pub mod seats;
pub mod setup;
pub mod state;
pub mod tables;
pub mod things;
pub mod view;
pub mod war;

pub use actions::Action;
pub use state::{Options, Phase, State};

use smokestack_core::{Applied, Game, GameRng, Outcome, Seat, SetupError, Status};

pub struct AgeOfRenaissance;

/// Legal actions of `seat` now.
pub fn legal_actions(s: &State, seat: Seat) -> Vec<Action> {
    // Room for a typical Expansion list at once (the longest lists are the bids).
    let mut out = Vec::with_capacity(64);
    if seat >= s.seats() || !AgeOfRenaissance::to_act(s).contains(&seat) {
        return out;
    }
    let i = seat as usize;
    if let Some(p) = s.pending {
        pending::legal(s, p, &mut out);
        return out;
    }
    match s.phase {
        Phase::Return => {
            let mut seen = Vec::new();
            for &c in &s.players[i].hand {
                if !seen.contains(&c) {
                    seen.push(c);
                    out.push(Action::ReturnCard(c));
                }
            }
        }
        Phase::CapitalBid => bids::capital_legal(s, i, &mut out),
        Phase::OrderBid => bids::order_legal(s, i, &mut out),
        Phase::BuyOff => cards::buyoff_legal(s, i, &mut out),
        Phase::BuyCard => {
            cards::buy_card_legal(s, i, &mut out);
            out.push(Action::Done);
        }
        Phase::PlayCards => {
            cards::play_legal(s, i, &mut out);
            out.push(Action::Pass);
        }
        // Every playable card must be played (FACTS §5.8); misery burdens stay in hand.
        Phase::FinalPlay => {
            cards::play_legal(s, i, &mut out);
            if out.is_empty() {
                out.push(Action::Pass);
            }
        }
        Phase::Purchase => purchase::legal(s, i, &mut out),
        Phase::Expansion => expansion::legal(s, i, &mut out),
        Phase::Over => {}
    }
    out
}

/// Carries out a legal action and moves the game on to the next decision.
pub fn perform_action(s: &mut State, seat: Seat, a: &Action, rng: &mut GameRng) {
    let i = seat as usize;
    if let Some(p) = s.pending {
        pending::perform(s, p, a, rng);
        flow::advance(s, rng);
        return;
    }
    match s.phase {
        Phase::Return => {
            if let Action::ReturnCard(c) = *a {
                let h = &mut s.players[i].hand;
                if let Some(k) = h.iter().position(|&x| x == c) {
                    h.remove(k);
                    s.deck.push(c);
                }
            }
        }
        Phase::CapitalBid => bids::capital_perform(s, i, a),
        Phase::OrderBid => {
            if let Action::OrderBid(b) = *a {
                s.players[i].order_bid = Some(b);
            }
        }
        Phase::BuyOff => match *a {
            Action::BuyOff(c) => cards::buyoff(s, i, c),
            _ => s.cursor = 1,
        },
        Phase::BuyCard => match *a {
            Action::BuyExtraCard => {
                s.players[i].cash -= 10;
                s.players[i].extra_card = true;
                cards::draw(s, i, rng);
            }
            Action::Discard(c) => {
                let h = &mut s.players[i].hand;
                if let Some(k) = h.iter().position(|&x| x == c) {
                    h.remove(k);
                }
                s.players[i].discarded = true;
                misery::discard(s, c);
            }
            _ => s.cursor += 1,
        },
        Phase::PlayCards | Phase::FinalPlay => {
            if let Action::Play { card, choice } = *a {
                cards::play(s, i, card, choice, rng);
                s.passes = 0;
            } else {
                s.passes += 1;
            }
            if s.phase == Phase::PlayCards {
                war::next_seat(s);
            } else if *a == Action::Pass {
                s.cursor += 1;
            }
        }
        Phase::Purchase => {
            if purchase::perform(s, i, a) {
                s.cursor += 1;
            }
        }
        Phase::Expansion => {
            if expansion::perform(s, i, a, rng) {
                s.cursor += 1;
            }
        }
        Phase::Over => {}
    }
    flow::advance(s, rng);
}

impl Game for AgeOfRenaissance {
    const ID: &'static str = "age-of-renaissance";
    const NAME: &'static str = "Age of Renaissance";
    const MIN_PLAYERS: u8 = 3;
    const MAX_PLAYERS: u8 = 6;
    /// 1: the first foundation (fixtures in `tests/fixtures/`). 2: War! in the deck (its target
    /// and the loser's cession), the Written Record victim chosen among several defeated
    /// defenders, Cathedral in defence asked of each defender.
    const RULES_VERSION: u32 = 2;
    /// Version 1 is still played exactly (`State::version` says which a game plays).
    const KEPT_VERSIONS: &'static [u32] = &[1];
    const PLAYOUT_ACTIONS: usize = 400;

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
        Self::setup_as(o, rng, Self::RULES_VERSION)
    }

    fn setup_as(o: &Options, rng: &mut GameRng, version: u32) -> Result<State, SetupError> {
        if version != Self::RULES_VERSION && !Self::KEPT_VERSIONS.contains(&version) {
            return Err(SetupError(format!(
                "{} no longer plays rules version {version}",
                Self::NAME
            )));
        }
        let mut s = setup::setup(o, rng, version)?;
        flow::advance(&mut s, rng);
        Ok(s)
    }

    /// A game carried over from version 1 keeps its deal (War! out of the deck) and plays on
    /// under today's rules.
    fn setup_carried(o: &Options, rng: &mut GameRng, from: u32) -> Result<State, SetupError> {
        let mut s = Self::setup_as(o, rng, from)?;
        s.version = Self::RULES_VERSION;
        Ok(s)
    }

    fn digest(s: &State, d: &mut smokestack_core::digest::Digest) {
        digest::digest(s, d);
    }

    fn seats(s: &State) -> u8 {
        s.seats()
    }

    fn to_act(s: &State) -> Vec<Seat> {
        if let Some(p) = s.pending {
            return vec![p.seat()];
        }
        match s.phase {
            Phase::Return => (0..s.seats())
                .filter(|&i| s.players[i as usize].hand.len() >= 3)
                .collect(),
            Phase::CapitalBid => (0..s.seats())
                .filter(|&i| s.players[i as usize].capital_bid.is_none())
                .collect(),
            Phase::OrderBid => (0..s.seats())
                .filter(|&i| {
                    let p = &s.players[i as usize];
                    !p.out() && p.order_bid.is_none()
                })
                .collect(),
            Phase::BuyOff => vec![s.order[0]],
            Phase::Over => Vec::new(),
            _ => s.current().into_iter().collect(),
        }
    }

    fn legal(s: &State, seat: Seat) -> Vec<Action> {
        legal_actions(s, seat)
    }

    fn perform(s: &mut State, seat: Seat, a: &Action, rng: &mut GameRng) -> Applied {
        let before = rng.position();
        let (phase, draws) = (s.phase, s.draws);
        let alive = s.alive_count();
        perform_action(s, seat, a, rng);
        // A die, a shuffle or a draw, or the reveal of secret bids, is a commit point.
        let revealed = matches!(phase, Phase::CapitalBid | Phase::OrderBid) && s.phase != phase;
        Applied {
            // A player falling into Chaos discards his hand face up.
            commit: rng.position() != before
                || revealed
                || s.draws != draws
                || s.alive_count() != alive,
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
        scoring::scored(s)
    }

    /// The phase in words (the table translates them with the `term.aor_*` keys of
    /// `locales/*/age-of-renaissance.txt`: lower-case "cards", apart from the app's "Cards").
    fn status(s: &State) -> Status {
        let phase = match s.phase {
            Phase::Return => "Return a card",
            Phase::CapitalBid => "Capital bid",
            Phase::OrderBid => "Order of Play bid",
            Phase::BuyOff => "Draw cards",
            Phase::BuyCard => "Buy card",
            Phase::PlayCards => "Play cards",
            Phase::Purchase => "Purchase",
            Phase::Expansion => "Expansion",
            Phase::FinalPlay => "Final card play",
            Phase::Over => "Game over",
        };
        Status {
            round: s.turn,
            phase: format!("{phase} (epoch {})", s.epoch),
        }
    }

    fn describe(s: &State, seat: Seat, a: &Action) -> String {
        Self::message(s, seat, a, None).render(smokestack_core::Lang::En, &[])
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

    /// Rules in place (`things`): advances, provinces, history cards, commodities, the misery
    /// track and the Order-of-Play display.
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
