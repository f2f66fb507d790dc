//! What a seat sees. Every card of this game lies face up and chance is drawn only when used
//! (the solo bag, at the automa's turn), so every seat and spectator sees the whole table;
//! the view is still built field by field, so a hidden field added later is not shown by default.

use crate::data::data;
use crate::market;
use crate::state::*;
use serde::Serialize;

#[derive(Clone, Debug, Serialize)]
pub struct View {
    pub seat: Option<u8>,
    pub era: u8,
    pub round: u8,
    pub active_good: u8,
    pub start: u8,
    pub demand: [u8; 4],
    pub wage: u8,
    pub wage_value: u16,
    pub neutral: Option<[u8; 4]>,
    pub players: Vec<Player>,
    pub supply: [u8; 16],
    pub solo: Option<Solo>,
    pub phase: Phase,
    pub discarded: u16,
    /// Figures the table shows beside each factory, per seat (FACTS §13: show the sales
    /// formula live).
    pub figures: Vec<[Figures; 4]>,
}

/// A factory's figures as they stand: its price and appeal from the token and cards, goods
/// made at full capacity, production costs now, export price, goods stored beside it, and its
/// domestic sales limit (appeal marker − demand) if it produced now.
#[derive(Hash, Clone, Copy, Debug, Default, Serialize)]
pub struct Figures {
    pub open: bool,
    pub price: u16,
    pub appeal: u8,
    pub goods: u8,
    pub costs: u16,
    pub export_price: u8,
    pub stored: u8,
    pub sales_limit: u8,
}

fn figures(s: &State, seat: usize) -> [Figures; 4] {
    let p = &s.players[seat];
    let mut out = [Figures::default(); 4];
    for g in 0..4u8 {
        let f = &p.factories[g as usize];
        if !f.open {
            continue;
        }
        let (price, appeal) = market::price_appeal(p, g);
        out[g as usize] = Figures {
            open: true,
            price,
            appeal,
            goods: market::goods_made(p, g, f.workers),
            costs: market::costs(s, seat, g, f.workers),
            export_price: data().factory[g as usize][f.side as usize].export_price,
            stored: market::stored(p, g),
            sales_limit: p.appeal[g as usize]
                .unwrap_or(0)
                .saturating_sub(s.demand[g as usize]),
        };
    }
    out
}

pub fn view(s: &State, seat: Option<u8>) -> View {
    View {
        seat,
        era: s.era,
        round: s.round,
        active_good: s.good(),
        start: s.start,
        demand: s.demand,
        wage: s.wage,
        wage_value: s.wage_value(),
        neutral: s.neutral,
        players: s.players.clone(),
        supply: s.supply,
        solo: s.solo.clone(),
        phase: s.phase.clone(),
        discarded: s.discarded,
        figures: (0..s.players.len()).map(|i| figures(s, i)).collect(),
    }
}
