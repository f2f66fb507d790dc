//! Phase 3: buying and placing tiles, demolishing, extending, hiring seasonal workers (JA 3.
//! ファクトリータイルの購入と配置、取り壊し。期間労働者の雇用). In order, each player takes
//! the whole turn before the next.

use crate::actions::{Action, Slot};
use crate::adjust;
use crate::data::{Kind, TileId, constants, discount, tile};
use crate::state::{Phase, Placed, Player, State};

/// Workers a demolition puts on the demolished tile until the round's end (JA 3.②).
pub const DEMOLISH_WORKERS: u8 = 1;

pub fn begin(s: &mut State) {
    s.phase = Phase::Build { hiring: false };
    s.turn = s.order()[0];
}

/// A tile's price for `p`: cost less the order-tile discount, at least 0 (JA 3①: 最低0E).
pub fn price(p: &Player, t: TileId) -> i32 {
    (tile(t).cost - discount(p.order)).max(0)
}

/// A seasonal worker's price: 7 E less the order-tile discount (JA 3③; FACTS.md §4.2).
pub fn seasonal_price(p: &Player) -> i32 {
    (constants().seasonal_worker_cost - discount(p.order)).max(0)
}

/// Whether `p` can pay `cost` (a free thing can be taken even in debt, FACTS.md §4.6).
pub fn affords(p: &Player, cost: i32) -> bool {
    cost <= 0 || p.money >= cost
}

pub fn can_hire(p: &Player) -> bool {
    p.seasonal_paid < constants().seasonal_workers_per_player_max && affords(p, seasonal_price(p))
}

/// Workers that phase 4 can leave free: those beside the board and in the canteen (the ones on
/// the order tile and on demolished tiles stay there until the round's end).
pub fn can_stay(p: &Player) -> u8 {
    p.workers
        .saturating_sub(p.bid)
        .saturating_sub(p.demolishing)
}

/// Rules version 2 (issue 42): whether `p`, after `locking` more workers on demolished tiles
/// and paying `spending`, still comes to phase 4 with a worker it can leave free there.
///
/// JA 4: 「このフェイズでは、使用可能な人員を最低1人を残さなければならない。季節労働者でもかま
/// わない。」 Phase 4 moves workers between the canteen and beside the board only; a worker on
/// the order tile or on a demolished tile stays there until the round's end (JA 1: 「タイル上の
/// workerは、ラウンド終了まで使用不可」; JA 3②: 「ラウンドの終わりに…その上の人員が使用可能状態
/// に戻ります」). So a seat must end its phase-3 turn with a worker beside the board or in the
/// canteen, or the rule cannot be kept: where it has none, the seasonal worker the rule names
/// must be hired now (JA 3③: 季節労働者は通常の人員ど同様に使用可能です), the ones already hired
/// paid for first (a payment keeps one of them before it hires a new one). A demolition or a
/// floor extension after which that can no longer be paid is not offered, and the turn does not
/// end until it is hired. Bids never reach this: the auction keeps one worker free (JA 1:
/// 「使用可能workerマイナス1が競りに使用できる最大数」), and phase 1 ends before phase 3.
pub fn keeps_free_after(p: &Player, locking: u8, spending: i32) -> bool {
    if can_stay(p) > locking {
        return true;
    }
    if p.seasonal >= constants().seasonal_workers_per_player_max {
        return false;
    }
    let payments = (p.seasonal + 1).saturating_sub(p.seasonal_paid) as i32;
    let cost = payments * seasonal_price(p);
    cost <= 0 || p.money - spending >= cost
}

/// Floor spaces whose tile may be targeted, one per distinct (tile, shutdown) pair: the floor
/// is rearranged freely (JA 3①: 並べ直してかまいません), so two equal tiles are one choice.
pub fn distinct_slots(p: &Player, only_switchable: bool) -> impl Iterator<Item = u8> + '_ {
    p.floor.iter().enumerate().filter_map(move |(i, x)| {
        if only_switchable && !tile(x.tile).kind.can_shut_down() {
            return None;
        }
        let first = p.floor.iter().position(|y| y == x) == Some(i);
        first.then_some(i as u8)
    })
}

pub fn legal(s: &State, seat: u8, out: &mut Vec<Action>) {
    if s.turn != seat {
        return;
    }
    let p = &s.players[seat as usize];
    let v2 = s.keeps_a_free_worker();
    if let Phase::Build { hiring: true } = s.phase {
        if can_hire(p) {
            out.push(Action::Hire);
        }
        // Version 2: a seat with no worker it could leave free in phase 4 hires one first.
        if !v2 || can_stay(p) > 0 {
            out.push(Action::EndTurn);
        }
        return;
    }
    let free = p.free_for_build() > 0;
    // ① buy: one free worker per tile, cost less discount.
    if free {
        for &t in &s.market {
            if affords(p, price(p, t)) {
                out.push(Action::Buy { tile: t });
            }
        }
    }
    // ① place a tile from beside the board, no worker needed, into an empty space of its kind.
    for &t in &p.aside {
        if p.has_room(tile(t).kind) {
            out.push(Action::Place { tile: t });
        }
    }
    // ② demolish instead of buying: one free worker goes on the tile (version 2: not the one
    // the seat needs to leave free in phase 4).
    if free && (!v2 || keeps_free_after(p, DEMOLISH_WORKERS, 0)) {
        for i in distinct_slots(p, false) {
            out.push(Action::Demolish {
                slot: Slot::Floor(i),
            });
        }
        if p.control.is_some() {
            out.push(Action::Demolish {
                slot: Slot::Control,
            });
        }
        if p.optimization.is_some() {
            out.push(Action::Demolish {
                slot: Slot::Optimization,
            });
        }
    }
    // Extend the floor: 10 E a space, 2 at most, kept for the game.
    let c = constants();
    if p.extensions < c.floor_extensions_max
        && affords(p, c.floor_extension_cost)
        && (!v2 || keeps_free_after(p, 0, c.floor_extension_cost))
    {
        out.push(Action::Extend);
    }
    out.push(Action::EndBuilding);
}

pub fn perform(s: &mut State, seat: u8, a: &Action) {
    let p = &mut s.players[seat as usize];
    match *a {
        Action::Buy { tile: t } => {
            if let Some(i) = s.market.iter().position(|&x| x == t) {
                s.market.remove(i);
                let cost = price(p, t);
                p.pay(cost);
                p.bought += 1;
                p.aside.push(t);
            }
        }
        Action::Place { tile: t } => {
            if let Some(i) = p.aside.iter().position(|&x| x == t) {
                p.aside.remove(i);
                match tile(t).kind {
                    Kind::Control => p.control = Some(t),
                    Kind::Optimization => p.optimization = Some(t),
                    _ => p.floor.push(Placed {
                        tile: t,
                        shut: false,
                    }),
                }
            }
        }
        Action::Demolish { slot } => {
            let gone = match slot {
                Slot::Floor(i) if (i as usize) < p.floor.len() => {
                    Some(p.floor.remove(i as usize).tile)
                }
                Slot::Control => p.control.take(),
                Slot::Optimization => p.optimization.take(),
                _ => None,
            };
            if let Some(t) = gone {
                p.demolished.push(t);
                p.demolishing += DEMOLISH_WORKERS;
            }
        }
        Action::Extend => {
            p.pay(constants().floor_extension_cost);
            p.extensions += 1;
        }
        Action::EndBuilding => {
            s.phase = Phase::Build { hiring: true };
            if !can_hire(p) {
                end_turn(s, seat);
            }
        }
        Action::Hire => {
            p.pay(seasonal_price(p));
            p.seasonal_paid += 1;
            // A payment keeps one already hired before hiring a new one (JA 3③: 再度コスト
            // を支払うことで引き続き、雇用できます).
            if p.seasonal_paid > p.seasonal {
                p.seasonal += 1;
                p.workers += 1;
            }
            if !can_hire(p) {
                end_turn(s, seat);
            }
        }
        Action::EndTurn => end_turn(s, seat),
        _ => {}
    }
}

/// The end of a phase-3 turn: seasonal workers not paid for again leave (JA 3③: 次のラウンド
/// のフェイズ3終了時に…解雇), even from the order tile; then the next player, or after the last
/// the unsold market tiles go back to the storage board and phase 4 begins.
fn end_turn(s: &mut State, seat: u8) {
    let p = &mut s.players[seat as usize];
    while p.seasonal > p.seasonal_paid {
        p.seasonal -= 1;
        p.workers -= 1;
        // Which worker leaves is the player's choice of where the seasonal pieces stand; it
        // is made in the player's favour: first one locked on the order tile (the rule's own
        // example) or on a demolished tile until the round's end, else one beside the board,
        // else one from the canteen (both are rearranged in phase 4 anyway).
        if p.bid > 0 {
            p.bid -= 1;
        } else if p.demolishing > 0 {
            p.demolishing -= 1;
        } else if p.canteen + p.bid + p.demolishing > p.workers {
            p.canteen -= 1;
        }
    }
    match s.next_in_order(seat) {
        Some(next) => {
            s.turn = next;
            s.phase = Phase::Build { hiring: false };
        }
        None => {
            // JA 3 note: unsold tiles (X tiles too) go back onto the storage board.
            for t in std::mem::take(&mut s.market) {
                s.return_to_board(t);
            }
            adjust::begin(s);
        }
    }
}
