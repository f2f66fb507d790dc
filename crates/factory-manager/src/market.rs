//! Phase 2: market preparation (JA 2. マーケットの準備). In order, each player moves one tile
//! per free worker from the storage board into the market, each the cheapest of its column;
//! the last player may then add up to a few extra tiles (FACTS.md §2.3, cap PROVISIONAL).

use crate::actions::Action;
use crate::build;
use crate::data::constants;
use crate::state::{Phase, State};

/// Every seat owes one pick per free worker (not in the canteen, not on the order tile); the
/// last in order gets the extra picks.
pub fn begin(s: &mut State) {
    let order = s.order();
    let extras = extra_picks(s.players.len());
    for (k, &seat) in order.iter().enumerate() {
        let p = &mut s.players[seat as usize];
        p.picks = p.beside();
        p.extras = if k + 1 == order.len() { extras } else { 0 };
    }
    s.phase = Phase::Market;
    s.turn = order[0];
    settle(s);
}

/// The last player's extra picks with `players` players (FACTS.md §2.3, PROVISIONAL).
pub fn extra_picks(players: usize) -> u8 {
    constants()
        .last_player_extra_picks
        .get(players)
        .copied()
        .unwrap_or(0)
}

fn board_empty(s: &State) -> bool {
    s.columns.iter().all(Vec::is_empty)
}

/// Moves the turn on past seats with nothing left to pick (an empty board ends all picks,
/// FACTS.md §4.6); after the last, phase 3.
fn settle(s: &mut State) {
    loop {
        let empty = board_empty(s);
        let p = &mut s.players[s.turn as usize];
        if empty {
            p.picks = 0;
            p.extras = 0;
        } else if p.picks > 0 || p.extras > 0 {
            return;
        }
        match s.next_in_order(s.turn) {
            Some(next) => s.turn = next,
            None => {
                build::begin(s);
                return;
            }
        }
    }
}

pub fn legal(s: &State, seat: u8, out: &mut Vec<Action>) {
    if s.turn != seat {
        return;
    }
    let p = &s.players[seat as usize];
    for (c, col) in s.columns.iter().enumerate() {
        if !col.is_empty() {
            out.push(Action::Pick { column: c as u8 });
        }
    }
    // The extras are optional: any number up to the cap (JA: 強制ではありません).
    if p.picks == 0 && p.extras > 0 {
        out.push(Action::StopPicking);
    }
}

pub fn perform(s: &mut State, seat: u8, a: &Action) {
    let p = &mut s.players[seat as usize];
    match *a {
        Action::Pick { column } => {
            if p.picks > 0 {
                p.picks -= 1;
            } else {
                p.extras = p.extras.saturating_sub(1);
            }
            // The cheapest tile of the column (JA: 最も安値のタイルを選ばなければならない).
            if let Some(col) = s.columns.get_mut(column as usize)
                && !col.is_empty()
            {
                let t = col.remove(0);
                s.market.push(t);
            }
        }
        Action::StopPicking => p.extras = 0,
        _ => {}
    }
    settle(s);
}
