//! What one seat may see: its own hand, everyone's public board, card counts for the rest.

use crate::data::{Bp, Ct, Tool};
use crate::state::{Machine, Pending, Phase, Player, State};
use serde::Serialize;

#[derive(Clone, Debug, Serialize)]
pub struct View {
    pub viewer: Option<u8>,
    pub round: u32,
    pub first: u8,
    pub phase: Phase,
    pub final_round: Option<u32>,
    pub market: [Option<Bp>; 4],
    pub contractors: [Option<Ct>; 4],
    pub tools: [Tool; 4],
    pub deck: usize,
    pub discard: Vec<Bp>,
    pub contractor_deck: usize,
    pub contractor_discard: usize,
    pub players: Vec<PlayerView>,
    pub machine: Option<Machine>,
}

#[derive(Hash, Clone, Debug, Serialize)]
pub struct PlayerView {
    pub metal: u16,
    pub energy: u16,
    pub goods: u16,
    pub hand_size: usize,
    /// Only for the viewer's own seat.
    pub hand: Option<Vec<Bp>>,
    pub compound: Vec<Bp>,
    pub free: [u8; 6],
    pub hq: [Vec<u8>; 3],
    pub on_cards: Vec<(Bp, u8)>,
    pub used: Vec<Bp>,
    pub specialist: u8,
    pub pending: Option<Pending>,
    pub done: bool,
}

fn player_view(p: &Player, own: bool) -> PlayerView {
    PlayerView {
        metal: p.metal,
        energy: p.energy,
        goods: p.goods,
        hand_size: p.hand.len(),
        hand: own.then(|| p.hand.clone()),
        compound: p.compound.clone(),
        free: p.free,
        hq: p.hq.clone(),
        on_cards: p.on_cards.clone(),
        used: Bp::ALL
            .iter()
            .copied()
            .filter(|b| p.used & b.bit() != 0)
            .collect(),
        specialist: p.specialist,
        // A pending discard names cards from the hand: the owner's business only.
        pending: if own { p.pending.clone() } else { None },
        done: p.done,
    }
}

pub fn view(s: &State, seat: Option<u8>) -> View {
    View {
        viewer: seat,
        round: s.round,
        first: s.first,
        phase: s.phase.clone(),
        final_round: s.final_round,
        market: s.market,
        contractors: s.contractors,
        tools: s.tools,
        deck: s.deck.len(),
        discard: s.discard.clone(),
        contractor_deck: s.ct_deck.len(),
        contractor_discard: s.ct_discard.len(),
        players: s
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| player_view(p, seat == Some(i as u8)))
            .collect(),
        machine: s.machine.clone(),
    }
}

/// Everything `seat` cannot see dealt anew (core's `determinize`): the blueprint deck with the
/// other seats' hands and the cards they are discarding, and the contractor deck's order. Its
/// own hand, every board and both discard piles stay as they are.
pub fn determinize(s: &State, seat: u8, rng: &mut smokestack_core::GameRng) -> State {
    let mut d = s.clone();
    let others = |i: usize| i != seat as usize;
    let mut pool = d.deck.clone();
    for (_, p) in d.players.iter().enumerate().filter(|(i, _)| others(*i)) {
        pool.extend(&p.hand);
        if let Some(Pending::Discard { discarded, .. }) = &p.pending {
            pool.extend(discarded);
        }
    }
    // Pooled in a fixed order, so the result depends only on what the seat sees.
    pool.sort();
    rng.shuffle(&mut pool);
    let mut deal = pool.into_iter();
    for (i, p) in d.players.iter_mut().enumerate() {
        if !others(i) {
            continue;
        }
        for c in p.hand.iter_mut() {
            *c = deal.next().unwrap_or(*c);
        }
        p.hand.sort();
        if let Some(Pending::Discard { discarded, .. }) = &mut p.pending {
            for c in discarded.iter_mut() {
                *c = deal.next().unwrap_or(*c);
            }
        }
    }
    d.deck = deal.collect();
    d.ct_deck.sort();
    rng.shuffle(&mut d.ct_deck);
    d
}
