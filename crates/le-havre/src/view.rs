//! What a seat may see: everything but the face-down special buildings, unrevealed supply
//! tiles, the boxed cards and other players' Construction Site hands. Adds the food forecast
//! and running totals the table shows.

use crate::data::{Bd, GOODS, ROUND_CARDS};
use crate::round;
use crate::scoring;
use crate::state::{State, Step};
use serde::Serialize;

/// Food for one coming round as a player sees it.
#[derive(Clone, Debug, Serialize)]
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

#[derive(Clone, Debug, Serialize)]
pub struct View {
    pub state: State,
    /// Unrevealed tiles are shown as 255.
    pub tiles: [u8; 7],
    pub specials_left: usize,
    /// The two special buildings a Marketplace visitor is looking at.
    pub peek: Vec<Bd>,
    pub forecast: Vec<Forecast>,
    pub sums: Vec<PlayerSums>,
}

pub fn view(s: &State, seat: Option<u8>) -> View {
    let mut st = s.clone();
    let peeking = matches!(
        s.steps.last(),
        Some(Step::Work { seat: w, work }) if Some(*w) == seat && work.b == Bd::Marketplace && work.stage == 1
    );
    let peek = if peeking {
        s.specials.iter().take(2).copied().collect()
    } else {
        Vec::new()
    };
    st.specials.clear();
    st.leftover.clear();
    for (i, p) in st.players.iter_mut().enumerate() {
        if Some(i as u8) != seat {
            let n = p.hand.len();
            p.hand.clear();
            p.hand.resize(n, Bd::ConstructionSite);
        }
    }
    let mut tiles = s.tiles;
    for (i, seen) in s.revealed.iter().enumerate() {
        if !seen {
            tiles[i] = 255;
            st.tiles[i] = 255;
        }
    }
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
        tiles,
        specials_left: s.specials.len(),
        peek,
        forecast,
        sums,
    }
}
