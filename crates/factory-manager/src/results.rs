//! What the rules did by themselves after an action (`Game::results`), told as log lines: the
//! auction won and the new play order, the picks market preparation asks for, seasonal
//! workers leaving and unsold tiles going back at the end of phase 3, the energy price tile,
//! each seat's income and energy bill, and the round's end. Everything is read off the two
//! positions (before and after the action), so no rule reports what it did; the sections cited
//! are the Japanese summary's (JA, `shared/rules/factory-manager.ja.txt`).
//!
//! Nothing told is hidden: the order-tile draw stack and the energy stack are face down, and
//! no line names a tile in them (nor the 2 order tiles set aside face down each round).

use crate::actions::Action;
use crate::data::{Kind, TileId};
use crate::describe::{kind, tile_name};
use crate::factory;
use crate::state::{Phase, State};
use smokestack_core::{Msg, MsgArg as Arg, Seat};

/// What followed `seat`'s `action` (`before` → `after`). Every viewer reads the same lines.
pub fn results(
    before: &State,
    after: &State,
    seat: Seat,
    action: &Action,
    _viewer: Option<Seat>,
) -> Vec<Msg> {
    let mut out = Vec::new();
    match before.phase {
        Phase::Auction => auction(before, after, action, &mut out),
        Phase::Market => market(before, after, &mut out),
        Phase::Build { .. } => build(before, after, seat, &mut out),
        Phase::Adjust => {
            if after.round != before.round || after.phase == Phase::Over {
                end_of_round(before, after, &mut out);
            }
        }
        Phase::Over => {}
    }
    out
}

/// Items joined into one argument: "a, b, c".
fn list(items: impl IntoIterator<Item = Arg>) -> Arg {
    let mut it = items.into_iter();
    let first = it.next().unwrap_or_else(|| Arg::Text(String::new()));
    it.fold(first, |a, b| {
        Msg::new("fm.res.list").arg("a", a).arg("b", b).into()
    })
}

fn tiles(ts: &[TileId]) -> Arg {
    list(ts.iter().map(|&t| tile_name(t).into()))
}

/// Phase 1 (JA 1. 新たなプレイ順の競り).
fn auction(before: &State, after: &State, action: &Action, out: &mut Vec<Msg>) {
    let finished = after.phase != Phase::Auction || after.round != before.round;
    // JA 1: the last bidder left takes the tile and puts the bid workers on it. The last seat
    // taking the last tile (an `Open`) says so in its own line already.
    if !matches!(action, Action::Open { .. }) {
        for (q, (b, a)) in before.players.iter().zip(&after.players).enumerate() {
            if b.won.is_some() {
                continue;
            }
            let tile = match a.won {
                Some(t) => t,
                None if finished => a.order,
                None => continue,
            };
            out.push(
                Msg::new("fm.res.won")
                    .arg("who", Arg::Seat(q as Seat))
                    .arg("tile", tile)
                    .arg("bid", a.bid),
            );
        }
    }
    if !finished {
        return;
    }
    // JA 1: every seat has a new tile; it is the play order of the later phases (数字の小さい
    // プレイヤーから), and the old tiles with the unused ones make the new draw stack.
    let order = after.order().into_iter().map(|q| {
        Msg::new("fm.res.order_seat")
            .arg("who", Arg::Seat(q))
            .arg("tile", after.players[q as usize].order)
            .into()
    });
    out.push(Msg::new("fm.res.order").arg("list", list(order)));
    out.push(Msg::new("fm.res.reshuffled"));
    market_begins(before, after, out);
}

/// Phase 2 begins (JA 2. マーケットの準備): each seat owes one pick per free worker, the last
/// in order may add extra tiles (FACTS.md §2.3).
fn market_begins(before: &State, after: &State, out: &mut Vec<Msg>) {
    if after.phase != Phase::Market {
        // The board was empty: no picks at all (FACTS.md §4.6).
        if before.columns.iter().all(Vec::is_empty) {
            out.push(Msg::new("fm.res.board_empty"));
        }
        return;
    }
    for q in after.order() {
        let p = &after.players[q as usize];
        let msg = if p.extras > 0 {
            Msg::new("fm.res.picks_extra").arg("x", p.extras)
        } else {
            Msg::new("fm.res.picks")
        };
        out.push(msg.arg("who", Arg::Seat(q)).arg("n", p.picks));
    }
}

/// Phase 2's picks: a column or the whole storage board emptied (FACTS.md §4.6: an empty
/// board ends all picks).
fn market(before: &State, after: &State, out: &mut Vec<Msg>) {
    let empty = |s: &State| s.columns.iter().all(Vec::is_empty);
    if empty(after) && !empty(before) {
        out.push(Msg::new("fm.res.board_empty"));
    } else {
        for (c, (b, a)) in before.columns.iter().zip(&after.columns).enumerate() {
            if !b.is_empty() && a.is_empty() {
                out.push(Msg::new("fm.res.column_empty").arg("column", kind(Kind::ALL[c])));
            }
        }
    }
}

/// Phase 3's ends: a seat's turn, then the phase's.
fn build(before: &State, after: &State, seat: Seat, out: &mut Vec<Msg>) {
    // JA 3③: a seasonal worker not paid for again leaves at the end of phase 3.
    if let (Some(b), Some(a)) = (
        before.players.get(seat as usize),
        after.players.get(seat as usize),
    ) && a.seasonal < b.seasonal
    {
        out.push(
            Msg::new("fm.res.seasonal_left")
                .arg("who", Arg::Seat(seat))
                .arg("n", b.seasonal - a.seasonal),
        );
    }
    // JA 3 note: after every turn, the unsold market tiles (X tiles too) go back onto the
    // storage board.
    if after.phase == Phase::Adjust {
        let back: Vec<TileId> = before
            .market
            .iter()
            .copied()
            .filter(|t| !after.market.contains(t))
            .collect();
        if !back.is_empty() {
            out.push(Msg::new("fm.res.returned").arg("list", tiles(&back)));
        }
    }
}

/// The end of phase 4, phase 5 and the round's end, all after the last seat's `Confirm`.
fn end_of_round(before: &State, after: &State, out: &mut Vec<Msg>) {
    // JA 4 新たなenergy価格の決定: one price tile drawn, the price rises by its value (the
    // round-1 tile counts as +0 by option, JA 4 note).
    if let Some(&v) = after.energy_drawn.get(before.energy_drawn.len()) {
        let (from, to) = (before.energy_price, after.energy_price);
        let msg = if to > from {
            Msg::new("fm.res.energy").arg("from", from)
        } else if v > 0 {
            Msg::new("fm.res.energy_zero")
        } else {
            Msg::new("fm.res.energy_same")
        };
        out.push(msg.arg("v", v).arg("to", to));
    }
    // JA 5 収入: in play order, the value above the lower of production and storage, then
    // energy consumption × energy price; round 5 doubled (FACTS.md §4.5).
    let last = before.last_round();
    let net_doubled = before.options.double_net;
    for q in before.order() {
        let (b, a) = (&before.players[q as usize], &after.players[q as usize]);
        let who = || Arg::Seat(q);
        let v = factory::values(b);
        let gross = a.earned - b.earned;
        let bill = a.spent - b.spent;
        out.push(
            Msg::new(if last {
                "fm.res.sales_double"
            } else {
                "fm.res.sales"
            })
            .arg("who", who())
            .arg("n", v.production.min(v.storage))
            .arg("p", v.production)
            .arg("s", v.storage)
            .arg("gross", gross),
        );
        out.push(
            Msg::new(if last && net_doubled {
                "fm.res.bill_double"
            } else {
                "fm.res.bill"
            })
            .arg("who", who())
            .arg("n", bill)
            .arg("e", v.energy)
            .arg("price", after.energy_price),
        );
        out.push(
            Msg::new("fm.res.income")
                .arg("who", who())
                .arg("n", a.money - b.money)
                .arg("money", a.money),
        );
        // FACTS.md §4.6 (PROVISIONAL): a bill beyond the money leaves the seat in debt.
        if a.money < 0 {
            out.push(Msg::new("fm.res.debt").arg("who", who()).arg("n", -a.money));
        }
    }
    if after.phase == Phase::Over {
        return;
    }
    // The round's end (JA 1: bid workers are locked until the round's end; JA 3②: demolished
    // tiles go to the box and their workers are free again).
    for q in before.order() {
        let b = &before.players[q as usize];
        if b.bid > 0 {
            out.push(
                Msg::new("fm.res.back_bid")
                    .arg("who", Arg::Seat(q))
                    .arg("n", b.bid),
            );
        }
        if !b.demolished.is_empty() {
            // A seasonal worker that left from a demolished tile frees no worker there.
            let msg = if b.demolishing > 0 {
                Msg::new("fm.res.boxed").arg("n", b.demolishing)
            } else {
                Msg::new("fm.res.boxed_only")
            };
            out.push(
                msg.arg("who", Arg::Seat(q))
                    .arg("list", tiles(&b.demolished)),
            );
        }
    }
    // JA 1: the next round's order tiles, as many as seats, revealed from the draw stack (the
    // 2 left over stay face down, not named).
    if !after.revealed.is_empty() {
        out.push(
            Msg::new("fm.res.revealed")
                .arg("round", after.round)
                .arg("list", list(after.revealed.iter().map(|&t| Arg::from(t)))),
        );
    }
}
