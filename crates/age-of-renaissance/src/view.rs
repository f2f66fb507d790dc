//! What one seat may see (FACTS §5.2, §5.3: secret bids until all have bid; hands are private)
//! and dealing anew what it cannot see.

use crate::setup;
use crate::state::{Phase, Player, Ship, Space, State};
use serde::Serialize;
use smokestack_core::{GameRng, Seat};

#[derive(Clone, Debug, Serialize)]
pub struct PlayerView {
    pub capital: Option<u8>,
    pub capital_rank: u8,
    pub cash: u32,
    pub misery: u8,
    pub stock: u8,
    pub pool: u8,
    pub markers: u8,
    /// The hand: the cards for its owner, else only how many.
    pub hand: Option<Vec<u8>>,
    pub hand_size: usize,
    pub advances: u32,
    pub bought_now: u32,
    pub ship: Ship,
    pub ship_bought: bool,
    /// Secret bids: their owner sees them; others see only whether the seat has bid.
    pub prefs: Option<Vec<u8>>,
    pub capital_bid: Option<u8>,
    pub order_bid: Option<i32>,
    pub has_bid: bool,
    pub bid: i32,
    pub written_cash: u32,
    pub relief_taken: u8,
    pub mr_left: u32,
    pub set_bonus: u8,
    pub stabilizing: bool,
    pub extra_card: bool,
    pub discarded: bool,
    pub art_discard: bool,
    pub renaissance_used: bool,
    pub swap_used: bool,
    pub expansion_card: bool,
}

#[derive(Clone, Debug, Serialize)]
pub struct View {
    pub viewer: Option<Seat>,
    pub turn: u32,
    pub phase: Phase,
    pub cursor: usize,
    pub order: Vec<u8>,
    pub players: Vec<PlayerView>,
    pub spaces: Vec<Space>,
    pub deck: usize,
    pub future: Vec<usize>,
    pub withheld: usize,
    pub discard: Vec<u8>,
    pub removed: Vec<u8>,
    pub epoch: u8,
    pub market: [i8; 12],
    pub leaders: Vec<(u8, u8)>,
    pub arms: Vec<(u8, u8)>,
    pub arms_voided: bool,
    pub immune: Vec<u8>,
    pub papal_ban: Option<crate::data::Category>,
    pub crusades_now: bool,
    pub mongols: bool,
    pub strife_now: bool,
    pub strife_epoch3: bool,
    pub passes: u8,
    pub shipped: Vec<u8>,
    pub expansion_cards: u32,
    pub last_turn: bool,
    pub draws: u32,
    pub pending: Option<crate::state::Pending>,
    pub claims: Vec<(u8, u8)>,
    pub protection: Vec<u32>,
    pub cathedral_used: Vec<(u8, u8)>,
    pub civil_war: Option<u8>,
    pub ren_queue: Vec<u8>,
    pub last_fight: Option<(u8, u8, u8, u8, u8, bool)>,
    pub war: Option<crate::state::War>,
    pub last_war: Option<(u8, u8, u8, u8)>,
}

fn player(s: &State, i: usize, p: &Player, viewer: Option<Seat>) -> PlayerView {
    let own = viewer == Some(i as u8);
    // Capital preferences stay secret until the reveal; afterwards they are history.
    let prefs_open = own || s.phase != Phase::CapitalBid && s.phase != Phase::Return;
    PlayerView {
        capital: p.capital,
        capital_rank: p.capital_rank,
        cash: p.cash,
        misery: p.misery,
        stock: p.stock,
        pool: p.pool,
        markers: p.markers,
        hand: own.then(|| p.hand.clone()),
        hand_size: p.hand.len(),
        advances: p.advances,
        bought_now: p.bought_now,
        ship: p.ship,
        ship_bought: p.ship_bought,
        prefs: prefs_open.then(|| p.prefs.clone()),
        capital_bid: if prefs_open { p.capital_bid } else { None },
        order_bid: if own { p.order_bid } else { None },
        has_bid: match s.phase {
            Phase::CapitalBid | Phase::Return => p.capital_bid.is_some(),
            _ => p.order_bid.is_some(),
        },
        bid: p.bid,
        written_cash: p.written_cash,
        relief_taken: p.relief_taken,
        mr_left: p.mr_left,
        set_bonus: p.set_bonus,
        stabilizing: p.stabilizing,
        extra_card: p.extra_card,
        discarded: p.discarded,
        art_discard: p.art_discard,
        renaissance_used: p.renaissance_used,
        swap_used: p.swap_used,
        expansion_card: p.expansion_card,
    }
}

pub fn view(s: &State, viewer: Option<Seat>) -> View {
    View {
        viewer,
        turn: s.turn,
        phase: s.phase,
        cursor: s.cursor,
        order: s.order.clone(),
        players: s
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| player(s, i, p, viewer))
            .collect(),
        spaces: s.spaces.clone(),
        deck: s.deck.len(),
        future: s.future.iter().map(Vec::len).collect(),
        withheld: s.withheld.len(),
        discard: s.discard.clone(),
        removed: s.removed.clone(),
        epoch: s.epoch,
        market: s.market,
        leaders: s.leaders.clone(),
        arms: s.arms.clone(),
        arms_voided: s.arms_voided,
        immune: s.immune.clone(),
        papal_ban: s.papal_ban,
        crusades_now: s.crusades_now,
        mongols: s.mongols,
        strife_now: s.strife_now,
        strife_epoch3: s.strife_epoch3,
        passes: s.passes,
        shipped: s.shipped.clone(),
        expansion_cards: s.expansion_cards,
        last_turn: s.last_turn,
        draws: s.draws,
        pending: s.pending,
        claims: s.claims.clone(),
        protection: s.protection.clone(),
        cathedral_used: s.cathedral_used.clone(),
        civil_war: s.civil_war,
        ren_queue: s.ren_queue.clone(),
        last_fight: s.last_fight,
        war: s.war,
        last_war: s.last_war,
    }
}

/// Deals anew what `seat` cannot see: the other hands and the deck (pooled, shuffled, dealt to
/// the same sizes), the order of the later epochs' and withheld cards, and the other seats'
/// secret bids.
pub fn determinize(s: &State, seat: Seat, rng: &mut GameRng) -> State {
    let mut d = s.clone();
    let me = seat as usize;
    let mut pool: Vec<u8> = d.deck.clone();
    for (i, p) in d.players.iter().enumerate() {
        if i != me {
            pool.extend(&p.hand);
        }
    }
    pool.sort_unstable();
    rng.shuffle(&mut pool);
    let deck_len = d.deck.len();
    d.deck = pool.split_off(pool.len() - deck_len);
    for (i, p) in d.players.iter_mut().enumerate() {
        if i != me {
            let n = p.hand.len();
            p.hand = pool.split_off(pool.len() - n);
        }
    }
    for f in &mut d.future {
        f.sort_unstable();
        rng.shuffle(f);
    }
    d.withheld.sort_unstable();
    rng.shuffle(&mut d.withheld);
    let caps = setup::capitals(s.seats());
    for (i, p) in d.players.iter_mut().enumerate() {
        if i == me {
            continue;
        }
        if s.phase == Phase::CapitalBid || s.phase == Phase::Return {
            if p.capital_bid.is_some() {
                let mut c = caps.clone();
                rng.shuffle(&mut c);
                p.prefs = c;
                p.capital_bid = Some(rng.below(41) as u8);
            } else {
                p.prefs.clear();
            }
        }
        if p.order_bid.is_some() {
            let c = p.cash as i32;
            p.order_bid = Some(rng.below((2 * c + 1) as usize) as i32 - c);
        }
    }
    d
}
