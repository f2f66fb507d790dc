//! Phase 1: the order auction (JA 1. 新たなプレイ順の競り). Reverse order: the holder of the
//! highest (old) tile who still needs a new one opens; bids are workers, from 0 upward;
//! clockwise raise or pass; each bidder keeps at least 1 free worker.

use crate::actions::Action;
use crate::data::constants;
use crate::market;
use crate::state::{Auction, Phase, State};
use smokestack_core::GameRng;

/// Who opens the next auction: of the seats without a new tile, the one holding the highest
/// old tile (JA: 次に大きい数字のタイルを持つプレイヤーが競りを開始する).
pub fn opener(s: &State) -> Option<u8> {
    (0..s.seats())
        .filter(|&i| s.players[i as usize].won.is_none())
        .max_by_key(|&i| s.players[i as usize].order)
}

/// The most workers `seat` may bid: its free workers less the 1 it must keep (JA: 使用可能
/// workerマイナス1が競りに使用できる最大数).
pub fn max_bid(s: &State, seat: u8) -> u8 {
    s.players[seat as usize]
        .beside()
        .saturating_sub(constants().min_free_workers_during_auction)
}

fn without_tile(s: &State) -> usize {
    s.players.iter().filter(|p| p.won.is_none()).count()
}

pub fn legal(s: &State, seat: u8, out: &mut Vec<Action>) {
    match &s.auction {
        None => {
            if opener(s) != Some(seat) {
                return;
            }
            let max = max_bid(s, seat);
            for &tile in &s.revealed {
                for bid in 0..=max {
                    out.push(Action::Open { tile, bid });
                }
            }
        }
        Some(a) if a.turn == seat => {
            for bid in a.bid + 1..=max_bid(s, seat) {
                out.push(Action::Raise { bid });
            }
            out.push(Action::Pass);
        }
        Some(_) => {}
    }
}

/// The next seat clockwise after `from` still in the auction (no new tile, not passed, not
/// leading).
fn next_bidder(s: &State, a: &Auction, from: u8) -> Option<u8> {
    let n = s.seats();
    (1..n)
        .map(|k| (from + k) % n)
        .find(|&i| i != a.leader && s.players[i as usize].won.is_none() && a.passed & (1 << i) == 0)
}

pub fn perform(s: &mut State, seat: u8, a: &Action, rng: &mut GameRng) {
    match *a {
        Action::Open { tile, bid } => {
            // The last seat without a tile takes the last one, for 0 or more (JA: 競りで最後
            // に残ったプレイヤーは、0でタイルを獲得できます).
            if without_tile(s) == 1 {
                win(s, seat, tile, bid, rng);
                return;
            }
            let mut auction = Auction {
                tile,
                bid,
                leader: seat,
                passed: 0,
                turn: seat,
            };
            match next_bidder(s, &auction, seat) {
                Some(next) => {
                    auction.turn = next;
                    s.auction = Some(auction);
                }
                None => win(s, seat, tile, bid, rng),
            }
        }
        Action::Raise { bid } => {
            if let Some(mut auction) = s.auction.take() {
                auction.bid = bid;
                auction.leader = seat;
                match next_bidder(s, &auction, seat) {
                    Some(next) => {
                        auction.turn = next;
                        s.auction = Some(auction);
                    }
                    None => win(s, seat, auction.tile, bid, rng),
                }
            }
        }
        Action::Pass => {
            // A pass is final for this tile (JA: パスしたら、そのタイル競りでは復帰できない).
            if let Some(mut auction) = s.auction.take() {
                auction.passed |= 1 << seat;
                match next_bidder(s, &auction, seat) {
                    Some(next) => {
                        auction.turn = next;
                        s.auction = Some(auction);
                    }
                    None => win(s, auction.leader, auction.tile, auction.bid, rng),
                }
            }
        }
        _ => {}
    }
}

/// `seat` takes `tile` and puts the bid workers on it, locked until the round's end.
fn win(s: &mut State, seat: u8, tile: u8, bid: u8, rng: &mut GameRng) {
    s.auction = None;
    s.revealed.retain(|&t| t != tile);
    let p = &mut s.players[seat as usize];
    p.won = Some(tile);
    p.bid = bid;
    match opener(s) {
        Some(next) => s.turn = next,
        None => finish(s, rng),
    }
}

/// Everyone has a new tile: the old tiles and the unused ones are shuffled into the new draw
/// stack (JA: 以前のプレイ順タイルを回収し…新たなドロースタックとする); on to phase 2.
fn finish(s: &mut State, rng: &mut GameRng) {
    let mut stack = std::mem::take(&mut s.unused);
    for p in &mut s.players {
        stack.push(p.order);
        if let Some(t) = p.won.take() {
            p.order = t;
        }
    }
    stack.append(&mut s.revealed);
    stack.sort_unstable();
    rng.shuffle(&mut stack);
    s.order_stack = stack;
    s.phase = Phase::Market;
    market::begin(s);
}
