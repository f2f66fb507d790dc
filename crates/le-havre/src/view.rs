//! What a seat may see: everything but the face-down special buildings, unrevealed supply
//! tiles, the boxed cards and other players' Construction Site hands. Adds the food forecast
//! and running totals the table shows.

use crate::data::{Bd, GOODS, ROUND_CARDS};
use crate::round;
use crate::scoring;
use crate::state::{Options, Phase, Player, RoundReport, State, Step};
use serde::Serialize;

/// Food for one coming round as a player sees it.
#[derive(Hash, Clone, Debug, Serialize)]
pub struct Forecast {
    pub round: u8,
    pub demand: u16,
    pub harvest: bool,
}

#[derive(Clone, Debug, Serialize)]
pub struct PlayerSums {
    /// Food the player's ships (and Soup Kitchen) give each round.
    pub supplied: u16,
    /// Food goods held (without francs).
    pub food_goods: u32,
    /// Food goods plus francs.
    pub food_with_francs: u32,
    /// Score if the game ended now.
    pub worth: i32,
}

/// The table as a seat sees it: `State`'s public fields, copied one by one. `view` takes the
/// state apart with an exhaustive pattern, so a field added to `State` later does not compile
/// until someone decides whether a seat may see it.
#[derive(Clone, Debug, Serialize)]
pub struct Table {
    pub opts: Options,
    pub players: Vec<Player>,
    /// How many Construction Site cards each player holds (the cards only for the viewer).
    pub hand_sizes: Vec<usize>,
    pub offers: [u16; 7],
    /// Unrevealed tiles are shown as 255.
    pub tiles: [u8; 7],
    pub revealed: [bool; 7],
    pub markers: Vec<Option<u8>>,
    pub rounds: Vec<u8>,
    pub round: u8,
    pub turn: u8,
    pub current: u8,
    pub stacks: [Vec<Bd>; 3],
    pub town: Vec<Bd>,
    /// Face-down special buildings left, and boxed ones: counts only.
    pub specials_left: usize,
    pub boxed: usize,
    pub ship_stacks: [Vec<u8>; 4],
    pub modern: Vec<Bd>,
    pub removed: Vec<Bd>,
    pub phase: Phase,
    pub main_done: bool,
    pub mains_left: u8,
    pub steps: Vec<Step>,
    pub sold_this_turn: Vec<Bd>,
    pub final_queue: Vec<u8>,
    pub picket: u8,
    pub hotel_bonus: Vec<bool>,
    pub iron_seen: Vec<u16>,
    pub bank_gained: bool,
    pub last_round: Option<RoundReport>,
    pub reveals: u32,
}

impl Table {
    pub fn n(&self) -> u8 {
        self.players.len() as u8
    }
    pub fn rounds_total(&self) -> u8 {
        self.rounds.len() as u8
    }
}

#[derive(Clone, Debug, Serialize)]
pub struct View {
    pub state: Table,
    /// Unrevealed tiles are shown as 255.
    pub tiles: [u8; 7],
    pub specials_left: usize,
    /// The top special buildings the viewer has looked at (Marketplace), top first.
    pub peek: Vec<Bd>,
    pub forecast: Vec<Forecast>,
    pub sums: Vec<PlayerSums>,
}

/// A player as `viewer` sees them: the Construction Site hand only for its owner.
fn player(p: &Player, own: bool) -> Player {
    let Player {
        francs,
        goods,
        loans,
        buildings,
        ships,
        worker,
        pawned,
        hand,
    } = p;
    Player {
        francs: *francs,
        goods: *goods,
        loans: *loans,
        buildings: buildings.clone(),
        ships: ships.clone(),
        worker: *worker,
        pawned: *pawned,
        hand: if own { hand.clone() } else { Vec::new() },
    }
}

pub fn view(s: &State, seat: Option<u8>) -> View {
    let State {
        opts,
        players,
        offers,
        tiles,
        revealed,
        markers,
        rounds,
        round,
        turn,
        current,
        stacks,
        town,
        specials,
        leftover,
        ship_stacks,
        modern,
        removed,
        phase,
        main_done,
        mains_left,
        steps,
        sold_this_turn,
        final_queue,
        picket,
        hotel_bonus,
        iron_seen,
        bank_gained,
        last_round,
        reveals,
        known_top,
        // Which rules the game plays by: the rules' business, not the table's.
        rules_version: _,
    } = s;
    // The special buildings on top of the deck that this seat has looked at (Marketplace).
    let known = seat.map_or(0, |i| {
        known_top.get(i as usize).copied().unwrap_or(0) as usize
    });
    let peek = specials.iter().take(known).copied().collect();
    let mut shown = *tiles;
    for (i, seen) in revealed.iter().enumerate() {
        if !seen {
            shown[i] = 255;
        }
    }
    let st = Table {
        opts: opts.clone(),
        players: players
            .iter()
            .enumerate()
            .map(|(i, p)| player(p, Some(i as u8) == seat))
            .collect(),
        hand_sizes: players.iter().map(|p| p.hand.len()).collect(),
        offers: *offers,
        tiles: shown,
        revealed: *revealed,
        markers: markers.clone(),
        rounds: rounds.clone(),
        round: *round,
        turn: *turn,
        current: *current,
        stacks: stacks.clone(),
        town: town.clone(),
        specials_left: specials.len(),
        boxed: leftover.len(),
        ship_stacks: ship_stacks.clone(),
        modern: modern.clone(),
        removed: removed.clone(),
        phase: *phase,
        main_done: *main_done,
        mains_left: *mains_left,
        steps: steps.clone(),
        sold_this_turn: sold_this_turn.clone(),
        final_queue: final_queue.clone(),
        picket: *picket,
        hotel_bonus: hotel_bonus.clone(),
        iron_seen: iron_seen.clone(),
        bank_gained: *bank_gained,
        last_round: last_round.clone(),
        reveals: *reveals,
    };
    let n = s.n();
    let forecast = (s.round..=s.rounds_total())
        .map(|r| {
            let c = &ROUND_CARDS[s.rounds[(r - 1) as usize] as usize];
            Forecast {
                round: r,
                demand: c.food(n),
                harvest: c.harvest,
            }
        })
        .collect();
    let sums = s
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| PlayerSums {
            supplied: round::food_supplied(s, i),
            food_goods: GOODS
                .iter()
                .map(|g| g.food() as u32 * p.has(*g) as u32)
                .sum(),
            food_with_francs: p.food_available(),
            worth: scoring::total(p),
        })
        .collect();
    View {
        state: st,
        tiles: shown,
        specials_left: s.specials.len(),
        peek,
        forecast,
        sums,
    }
}
