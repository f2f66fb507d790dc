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
/// results, then the standing when a round ended, or the result when the game did.
pub fn results<G: Game>(
    before: &G::State,
    after: &G::State,
    seat: Seat,
    action: &G::Action,
    viewer: Option<Seat>,
) -> Vec<Msg> {
    let mut out = G::results(before, after, seat, action, viewer);
    if G::to_act(after).is_empty() {
        if let Some(o) = G::outcome(after) {
            out.push(ending(&o));
        }
    } else {
        let (was, now) = (G::status(before).round, G::status(after).round);
        // Round 0 is a game's setting up (bids, start factories): no standing to tell yet.
        if now > was
            && was > 0
            && let Some(p) = G::standing(after)
        {
            out.push(standing(was, &p));
        }
    }
    out
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

fn scores(o: &Outcome) -> Msg {
    let mut order: Vec<&SeatScore> = o.scores.iter().collect();
    // Highest first, as a table of results reads; ties keep seating order.
    order.sort_by_key(|s| std::cmp::Reverse(s.total));
    listed(
        order
            .into_iter()
            .map(|s| Msg::new("log.score").arg("who", who(s)).arg("n", s.total))
            .collect(),
        "log.list",
    )
}

/// "End of round 3 — Alice 14 · Bob 9": each seat's points (or money) as the game counts them.
pub fn standing(round: u32, o: &Outcome) -> Msg {
    Msg::new("log.standing")
        .arg("round", round)
        .arg("scores", scores(o))
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
        .arg("scores", scores(o))
}
