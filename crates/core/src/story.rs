//! The game's story, told once for every game: each action with what the rules did because of
//! it (`Game::results`), a standing at each round's end and the result at the game's end. The
//! app's log, "since you last saw this game" and the CLI's `log` all read it.

use crate::rules::{Game, Outcome, Seat, SeatScore};
use smokestack_locale::{Arg, Msg};

/// One action as a viewer reads it: who took it, the action in words, and what followed.
#[derive(Clone, Debug, PartialEq)]
pub struct Told {
    pub seat: Seat,
    pub action: Msg,
    pub results: Vec<Msg>,
}

/// What followed `seat`'s `action` (`before` → `after`) as `viewer` may read it: the game's own
/// results, then the standing when a round ended (each seat's change since `began`, the
/// standing when that round began), or the result when the game did.
pub fn results<G: Game>(
    before: &G::State,
    after: &G::State,
    seat: Seat,
    action: &G::Action,
    viewer: Option<Seat>,
    began: Option<&Outcome>,
) -> Vec<Msg> {
    let mut out = G::results(before, after, seat, action, viewer);
    if G::to_act(after).is_empty() {
        if let Some(o) = G::outcome(after) {
            out.push(ending(&o));
        }
    } else if let Some(was) = round_ended::<G>(before, after)
        && let Some(p) = G::standing(after)
    {
        out.push(standing(was, &p, began));
    }
    out
}

/// The round that `before` → `after` ended, if one did. Round 0 is a game's setting up (bids,
/// start factories): no standing to tell yet.
pub fn round_ended<G: Game>(before: &G::State, after: &G::State) -> Option<u32> {
    let (was, now) = (G::status(before).round, G::status(after).round);
    (now > was && was > 0).then_some(was)
}

/// Follows a game action by action and keeps the standing as each round began: what a round's
/// standing tells its changes against.
pub struct Rounds {
    began: Option<Outcome>,
}

impl Rounds {
    /// At the game's start: a game that starts in its first round has its standing already.
    pub fn start<G: Game>(state: &G::State) -> Rounds {
        Rounds {
            began: (G::status(state).round > 0)
                .then(|| G::standing(state))
                .flatten(),
        }
    }

    pub fn began(&self) -> Option<&Outcome> {
        self.began.as_ref()
    }

    /// After an action: where a new round began, its standing is the one to compare with next.
    pub fn after<G: Game>(&mut self, before: &G::State, after: &G::State) {
        if G::status(after).round != G::status(before).round {
            self.began = G::standing(after);
        }
    }
}

/// A participant as a message argument: a seat renders as its player's name.
fn who(s: &SeatScore) -> Arg {
    match s.seat {
        Some(q) => Arg::Seat(q),
        None => Arg::Text(s.name.clone()),
    }
}

/// Messages joined into one: "a · b · c".
fn listed(items: Vec<Msg>, key: &'static str) -> Msg {
    let mut it = items.into_iter();
    let Some(first) = it.next() else {
        return Msg::plain(String::new());
    };
    it.fold(first, |acc, m| Msg::new(key).arg("a", acc).arg("b", m))
}

/// Each participant's figure, highest first, with its change since `began` where given:
/// "Ann 14 (+5) · Bob 9 (±0)". A round's standing and "since you last saw this game" read it.
pub fn scores(o: &Outcome, began: Option<&Outcome>) -> Msg {
    let mut order: Vec<&SeatScore> = o.scores.iter().collect();
    // Highest first, as a table of results reads; ties keep seating order.
    order.sort_by_key(|s| std::cmp::Reverse(s.total));
    listed(
        order
            .into_iter()
            .map(|s| {
                let change = began
                    .and_then(|b| {
                        b.scores
                            .iter()
                            .find(|x| x.seat == s.seat && x.name == s.name)
                    })
                    .map(|b| s.total - b.total);
                match change {
                    Some(d) => Msg::new("log.score_change")
                        .arg("who", who(s))
                        .arg("n", s.total)
                        .arg(
                            "d",
                            if d == 0 {
                                "±0".to_string()
                            } else {
                                format!("{d:+}")
                            },
                        ),
                    None => Msg::new("log.score").arg("who", who(s)).arg("n", s.total),
                }
            })
            .collect(),
        "log.list",
    )
}

/// "End of round 3: Alice 14 (+5) · Bob 9 (+2)": each seat's points (or money) as the game
/// counts them, and the change since the round began.
pub fn standing(round: u32, o: &Outcome, began: Option<&Outcome>) -> Msg {
    Msg::new("log.standing")
        .arg("round", round)
        .arg("scores", scores(o, began))
}

/// "Game over — Alice wins. Alice 52 · Bob 47".
pub fn ending(o: &Outcome) -> Msg {
    let winners = listed(
        o.winners
            .iter()
            .filter_map(|&i| o.scores.get(i))
            .map(|s| Msg::new("log.name").arg("who", who(s)))
            .collect(),
        "log.and",
    );
    Msg::new("log.game_over")
        .arg("winners", winners)
        .arg("count", o.winners.len())
        .arg("scores", scores(o, None))
}
