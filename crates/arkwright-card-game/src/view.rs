//! What a seat sees. Every card of this game lies face up and chance is drawn only when used
//! (the solo bag, at the automa's turn), so every seat and spectator sees the whole table;
//! the view is still built field by field, so a hidden field added later is not shown by default.

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
    }
}
