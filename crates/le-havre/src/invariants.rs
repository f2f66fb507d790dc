//! Conservation laws the playout harness checks after every action.

use crate::data::{ALL, Bd};
use crate::state::{Phase, State};
use std::collections::HashMap;

pub fn check(s: &State) -> Result<(), String> {
    // Every building is in at most one place.
    let mut seen: HashMap<Bd, &str> = HashMap::new();
    let mut put = |b: Bd, place: &'static str| -> Result<(), String> {
        if let Some(other) = seen.insert(b, place) {
            return Err(format!("{} is both in {other} and {place}", b.name()));
        }
        Ok(())
    };
    for st in &s.stacks {
        for b in st {
            put(*b, "a stack")?;
        }
    }
    for b in &s.town {
        put(*b, "the town")?;
    }
    for b in &s.specials {
        put(*b, "the special deck")?;
    }
    for b in &s.leftover {
        put(*b, "the box")?;
    }
    for b in &s.removed {
        put(*b, "out of the game")?;
    }
    for p in &s.players {
        for b in &p.buildings {
            put(*b, "a player's buildings")?;
        }
    }
    if seen.len() > ALL.len() {
        return Err("more buildings than exist".into());
    }
    // Stacks stay sorted by number (FACTS §3.3), bar Dunny and Football Stadium placed on top.
    for st in &s.stacks {
        let nums: Vec<u8> = st
            .iter()
            .filter(|b| !b.is_special())
            .map(|b| b.data().sort)
            .collect();
        if nums.windows(2).any(|w| w[0] > w[1]) {
            return Err("a construction stack is out of order".into());
        }
    }
    // Ships: each round card is a round still to come, the current one, a ship on a stack or owned.
    let mut ships = [0u8; 20];
    for st in &s.ship_stacks {
        for c in st {
            ships[*c as usize] += 1;
        }
    }
    for p in &s.players {
        for c in &p.ships {
            ships[*c as usize] += 1;
        }
    }
    if let Some(i) = ships.iter().position(|n| *n > 1) {
        return Err(format!("ship card {i} is in two places"));
    }
    // Workers stand on buildings that exist in play.
    for (i, p) in s.players.iter().enumerate() {
        if let Some(w) = p.worker
            && s.owner(w).is_none()
        {
            return Err(format!(
                "seat {}'s worker stands on {} which nobody has",
                i + 1,
                w.name()
            ));
        }
    }
    if s.turn > 7 || s.round == 0 || s.round > s.rounds_total() {
        return Err(format!("turn {} of round {}", s.turn, s.round));
    }
    if s.phase != Phase::Over {
        let seat = s.acting().ok_or("nobody acts before the end")?;
        let mut v = Vec::new();
        crate::flow::legal(s, seat as usize, &mut v);
        if v.is_empty() {
            return Err(format!(
                "seat {} must act but has no legal action",
                seat + 1
            ));
        }
    }
    Ok(())
}
