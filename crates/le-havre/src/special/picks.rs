//! Special buildings whose action is a run of choices: offer spaces (Haulage Firm, Flea Market)
//! or goods one at a time (Town Square, Toy Fair, Emporium, Major Corporation, Pawnbroker's,
//! Trading Firm, Trafficking Spot). FACTS §5.

use super::{finish, top, work};
use crate::actions::Action;
use crate::data::{BASIC, Bd, GOODS, Good, Kind, OFFERS, UPGRADED};
use crate::state::{State, Work};
use Good::*;

pub fn has(b: Bd) -> bool {
    matches!(
        b,
        Bd::HaulageFirm
            | Bd::FleaMarket
            | Bd::TownSquare
            | Bd::ToyFair
            | Bd::Emporium
            | Bd::MajorCorporation
            | Bd::Pawnbrokers
            | Bd::TradingFirm
            | Bd::TraffickingSpot
    )
}

/// Haulage Firm (029): its price in francs.
const HAULAGE_PRICE: u32 = 3;
/// Town Square (027): most upgraded goods.
const SQUARE_MAX: u16 = 7;
/// Toy Fair (E2010): goods taken.
const TOYS: u16 = 6;
/// Major Corporation (GH28): a steel costs 3 francs.
const STEEL_PRICE: u32 = 3;
/// Pawnbroker's (040): 2 francs a good, either way.
const PAWN: u32 = 2;
/// Trading Firm (GH26): most goods handed in.
const TRADE_MAX: u16 = 4;
/// Trafficking Spot (GH27): most goods per part.
const TRAFFIC_MAX: u16 = 3;

/// Haulage Firm pairs: offer space `i` and `i + 1`, both with goods; never the franc space.
pub fn haulage_pairs(s: &State) -> Vec<u8> {
    (1..OFFERS.len() - 1)
        .filter(|&i| s.offers[i] > 0 && s.offers[i + 1] > 0)
        .map(|i| i as u8)
        .collect()
}

/// Flea Market: offer spaces holding exactly 2 (the franc space counts).
pub fn flea_twos(s: &State) -> Vec<u8> {
    (0..OFFERS.len())
        .filter(|&i| s.offers[i] == 2)
        .map(|i| i as u8)
        .collect()
}

/// Emporium (GH29): price of one upgraded good.
pub fn emporium_price(g: Good) -> u32 {
    match g {
        Coke => 3,
        Steel => 5,
        _ => 1,
    }
}

/// Goods the Toy Fair offers: basic goods and upgraded goods but steel.
fn toy_goods() -> impl Iterator<Item = Good> {
    GOODS.into_iter().filter(|g| *g != Steel)
}

/// Pawnbroker's: `pawned[g]` is 1 while a `g` waits to be bought back.
fn pawnable(s: &State, seat: usize, w: &Work, g: Good) -> bool {
    let p = &s.players[seat];
    p.has(g) > 0 && p.pawned[g.idx()] == 0 && w.tally[g.idx()] == 0
}

fn redeemable(s: &State, seat: usize, w: &Work, g: Good) -> bool {
    let p = &s.players[seat];
    p.pawned[g.idx()] > 0 && p.francs >= PAWN && w.tally[g.idx()] == 0
}

/// Trading Firm: can `left` francs of value be taken exactly in goods not handed in?
fn reachable(w: &Work, left: u16) -> bool {
    let mut ok = vec![false; left as usize + 1];
    ok[0] = true;
    for v in 1..=left as usize {
        ok[v] = GOODS.iter().any(|g| {
            let f = g.francs() as usize;
            w.tally[g.idx()] == 0 && f <= v && ok[v - f]
        });
    }
    ok[left as usize]
}

fn handed_value(w: &Work) -> u16 {
    GOODS.iter().map(|g| w.tally[g.idx()] * g.francs()).sum()
}

/// Trafficking Spot parts: 0 basic goods (iron cannot be taken), 1 upgraded (steel cannot).
fn traffic_goods(part: u8) -> [Good; 8] {
    if part == 0 { BASIC } else { UPGRADED }
}

fn traffic_banned(part: u8) -> Good {
    if part == 0 { Iron } else { Steel }
}

fn traffic_given(w: &Work, part: u8) -> u16 {
    traffic_goods(part).iter().map(|g| w.tally[g.idx()]).sum()
}

pub fn usable(s: &State, seat: usize, b: Bd) -> bool {
    let p = &s.players[seat];
    match b {
        Bd::HaulageFirm => p.francs >= HAULAGE_PRICE && !haulage_pairs(s).is_empty(),
        Bd::FleaMarket => !flea_twos(s).is_empty(),
        Bd::TownSquare => p.count_kind(Kind::Craft) > 0,
        Bd::ToyFair => true,
        Bd::Emporium => p.francs >= 1,
        // Rules version 1: any good held (`State::checks_entries`).
        Bd::MajorCorporation if !s.checks_entries() => p.goods_total() > 0,
        // GH28: a held type to take one more of; steel only with its 3 francs (FACTS §11.3: the
        // action must be possible).
        Bd::MajorCorporation => GOODS
            .iter()
            .any(|g| p.has(*g) > 0 && (*g != Steel || p.francs >= STEEL_PRICE)),
        Bd::TradingFirm | Bd::TraffickingSpot => p.goods_total() > 0,
        Bd::Pawnbrokers => {
            let w = Work::new(b);
            GOODS
                .iter()
                .any(|g| pawnable(s, seat, &w, *g) || redeemable(s, seat, &w, *g))
        }
        _ => false,
    }
}

pub fn start(s: &mut State, seat: usize, b: Bd) {
    match b {
        // E2010 Toy Fair: a loan without its 4 francs first.
        Bd::ToyFair => s.players[seat].loans += 1,
        // GH13 Flea Market: with a single space of 2 there is nothing to choose.
        Bd::FleaMarket if flea_twos(s).len() == 1 => {
            return flea(s, seat, flea_twos(s)[0]);
        }
        _ => {}
    }
    work(s, seat, b);
}

/// Flea Market: every space of exactly 1, and the chosen space of 2.
fn flea(s: &mut State, seat: usize, two: u8) {
    for i in 0..OFFERS.len() {
        if s.offers[i] == 1 || i == two as usize {
            take_space(s, seat, i);
        }
    }
    crate::buildings::gained_goods(s, seat);
}

fn take_space(s: &mut State, seat: usize, i: usize) {
    let n = std::mem::take(&mut s.offers[i]);
    match OFFERS[i].good() {
        None => s.players[seat].francs += n as u32,
        Some(g) => s.players[seat].add(g, n),
    }
}

pub fn legal(s: &State, seat: usize, w: &Work, out: &mut Vec<Action>) {
    let p = &s.players[seat];
    match w.b {
        // 029 Haulage Firm (FACTS §5): pay 3 francs, take two neighbouring non-empty spaces.
        Bd::HaulageFirm if p.francs >= HAULAGE_PRICE => {
            out.extend(haulage_pairs(s).into_iter().map(Action::Choose));
        }
        // GH13 Flea Market: which space of 2.
        Bd::FleaMarket => out.extend(flea_twos(s).into_iter().map(Action::Choose)),
        // 027 Town Square: 1 upgraded good per craft building, all different, no steel, max 7.
        Bd::TownSquare if w.count < p.count_kind(Kind::Craft).min(SQUARE_MAX) => {
            for g in UPGRADED {
                if g != Steel && w.tally[g.idx()] == 0 {
                    out.push(Action::Take(g));
                }
            }
        }
        // E2010 Toy Fair: 6 goods of 6 types, steel excluded.
        Bd::ToyFair if w.count < TOYS => {
            for g in toy_goods() {
                if w.tally[g.idx()] == 0 {
                    out.push(Action::Take(g));
                }
            }
        }
        // GH29 Emporium: at most 1 of each upgraded good, coke 3, steel 5, others 1 franc.
        Bd::Emporium => {
            for g in UPGRADED {
                if w.tally[g.idx()] == 0 && p.francs >= emporium_price(g) {
                    out.push(Action::Take(g));
                }
            }
            out.push(Action::Done);
        }
        // GH28 Major Corporation: 1 more of each type held; a steel costs 3 francs.
        Bd::MajorCorporation => {
            for g in GOODS {
                if p.has(g) > 0 && w.tally[g.idx()] == 0 && (g != Steel || p.francs >= STEEL_PRICE)
                {
                    out.push(Action::Take(g));
                }
            }
            out.push(Action::Done);
        }
        // 040 Pawnbroker's: pawn one good of each type not waiting (2 francs), buy back (2).
        Bd::Pawnbrokers => {
            for g in GOODS {
                if pawnable(s, seat, w, g) {
                    out.push(Action::Give(g));
                }
            }
            for g in GOODS {
                if redeemable(s, seat, w, g) {
                    out.push(Action::Take(g));
                }
            }
            out.push(Action::Done);
        }
        // GH26 Trading Firm: hand in 1–4 goods, take other types worth exactly as much.
        Bd::TradingFirm => {
            if w.stage == 0 {
                if w.count < TRADE_MAX {
                    for g in GOODS {
                        if p.has(g) > 0 {
                            out.push(Action::Give(g));
                        }
                    }
                }
                if w.count > 0 && reachable(w, handed_value(w)) {
                    out.push(Action::Done);
                }
            } else {
                for g in GOODS {
                    let f = g.francs();
                    if w.tally[g.idx()] == 0 && f <= w.count && reachable(w, w.count - f) {
                        out.push(Action::Take(g));
                    }
                }
            }
        }
        // GH27 Trafficking Spot: up to 3 basic and/or up to 3 upgraded goods swapped for as
        // many of other types (no iron, no steel taken).
        // stage 0 choose; 1/3 hand in basic/upgraded; 2/4 take; count: bit per part done,
        // goods taken in this part from bit 4.
        Bd::TraffickingSpot => match w.stage {
            0 => {
                for part in 0..2u8 {
                    if w.count & (1 << part) == 0
                        && traffic_goods(part).iter().any(|g| p.has(*g) > 0)
                    {
                        out.push(Action::Choose(part));
                    }
                }
                if w.count & 3 != 0 {
                    out.push(Action::Done);
                }
            }
            1 | 3 => {
                let part = (w.stage - 1) / 2;
                if traffic_given(w, part) < TRAFFIC_MAX {
                    for g in traffic_goods(part) {
                        if p.has(g) > 0 {
                            out.push(Action::Give(g));
                        }
                    }
                }
                if traffic_given(w, part) > 0 {
                    out.push(Action::Done);
                }
            }
            _ => {
                let part = (w.stage - 2) / 2;
                for g in traffic_goods(part) {
                    if w.tally[g.idx()] == 0 && g != traffic_banned(part) {
                        out.push(Action::Take(g));
                    }
                }
            }
        },
        _ => {}
    }
}

pub fn perform(s: &mut State, seat: usize, w: &Work, a: &Action) {
    match (w.b, a) {
        (Bd::HaulageFirm, Action::Choose(i)) => {
            finish(s);
            s.players[seat].francs -= HAULAGE_PRICE;
            take_space(s, seat, *i as usize);
            take_space(s, seat, *i as usize + 1);
            crate::buildings::gained_goods(s, seat);
        }
        (Bd::FleaMarket, Action::Choose(i)) => {
            finish(s);
            flea(s, seat, *i);
        }
        (Bd::TownSquare | Bd::ToyFair, Action::Take(g)) => {
            s.players[seat].add(*g, 1);
            let picks = if w.b == Bd::ToyFair {
                TOYS
            } else {
                s.players[seat].count_kind(Kind::Craft).min(SQUARE_MAX)
            };
            if w.count + 1 >= picks {
                finish(s);
            } else if let Some(t) = top(s) {
                t.count += 1;
                t.tally[g.idx()] = 1;
            }
            crate::buildings::gained_goods(s, seat);
        }
        (Bd::Emporium, Action::Take(g)) => {
            s.players[seat].francs -= emporium_price(*g);
            s.players[seat].add(*g, 1);
            mark(s, *g);
        }
        (Bd::MajorCorporation, Action::Take(g)) => {
            if *g == Steel {
                s.players[seat].francs -= STEEL_PRICE;
            }
            s.players[seat].add(*g, 1);
            mark(s, *g);
            crate::buildings::gained_goods(s, seat);
        }
        (Bd::Pawnbrokers, Action::Give(g)) => {
            let p = &mut s.players[seat];
            p.take(*g, 1);
            p.francs += PAWN;
            p.pawned[g.idx()] = 1;
            mark(s, *g);
        }
        (Bd::Pawnbrokers, Action::Take(g)) => {
            let p = &mut s.players[seat];
            p.francs -= PAWN;
            p.add(*g, 1);
            p.pawned[g.idx()] = 0;
            mark(s, *g);
            crate::buildings::gained_goods(s, seat);
        }
        (Bd::TradingFirm, Action::Give(g)) => {
            s.players[seat].take(*g, 1);
            if let Some(t) = top(s) {
                t.tally[g.idx()] += 1;
                t.count += 1;
            }
        }
        (Bd::TradingFirm, Action::Done) if w.stage == 0 => {
            let value = handed_value(w);
            if w.count > 0 && reachable(w, value) {
                if let Some(t) = top(s) {
                    t.stage = 1;
                    t.count = value;
                }
            } else {
                // Nothing can be taken for it: the goods go back.
                for g in GOODS {
                    s.players[seat].add(g, w.tally[g.idx()]);
                }
                finish(s);
            }
        }
        (Bd::TradingFirm, Action::Take(g)) => {
            s.players[seat].add(*g, 1);
            let left = w.count.saturating_sub(g.francs());
            if left == 0 {
                finish(s);
            } else if let Some(t) = top(s) {
                t.count = left;
            }
            crate::buildings::gained_goods(s, seat);
        }
        (Bd::TraffickingSpot, Action::Choose(part)) => {
            if let Some(t) = top(s) {
                t.stage = 1 + 2 * part;
            }
        }
        (Bd::TraffickingSpot, Action::Give(g)) => {
            s.players[seat].take(*g, 1);
            let part = (w.stage - 1) / 2;
            if let Some(t) = top(s) {
                t.tally[g.idx()] += 1;
                let full = traffic_given(t, part) >= TRAFFIC_MAX;
                if full {
                    t.stage += 1;
                }
            }
            // Nothing more of this kind to hand in: straight on to taking.
            let none_left = traffic_goods(part)
                .iter()
                .all(|g| s.players[seat].has(*g) == 0);
            if let Some(t) = top(s)
                && none_left
                && t.stage % 2 == 1
            {
                t.stage += 1;
            }
        }
        (Bd::TraffickingSpot, Action::Done) if w.stage % 2 == 1 => {
            if let Some(t) = top(s) {
                t.stage += 1;
            }
        }
        (Bd::TraffickingSpot, Action::Take(g)) => {
            s.players[seat].add(*g, 1);
            let part = (w.stage - 2) / 2;
            let taken = (w.count >> 4) + 1;
            if taken >= traffic_given(w, part) {
                let done = (w.count & 3) | (1 << part);
                if done == 3 {
                    finish(s);
                } else if let Some(t) = top(s) {
                    t.count = done;
                    t.stage = 0;
                }
            } else if let Some(t) = top(s) {
                t.count = (w.count & 3) | (taken << 4);
            }
            crate::buildings::gained_goods(s, seat);
        }
        _ => finish(s),
    }
}

/// Marks `g` as used in this visit.
fn mark(s: &mut State, g: Good) {
    if let Some(t) = top(s) {
        t.tally[g.idx()] = 1;
        t.count += 1;
    }
}
