//! Conservation laws, checked after every action by the playout harness.

use crate::data::{self, Kind};
use crate::state::{Phase, State};

pub fn check(s: &State) -> Result<(), String> {
    let d = data::data();
    let n = s.players.len();
    // Every one of the 64 cards is in exactly one place.
    let mut seen = vec![0u8; d.cards.len()];
    let mut mark = |c: u8| seen[c as usize] += 1;
    s.deck.iter().for_each(|&c| mark(c));
    s.future.iter().flatten().for_each(|&c| mark(c));
    s.withheld.iter().for_each(|&c| mark(c));
    s.discard.iter().for_each(|&c| mark(c));
    s.removed.iter().for_each(|&c| mark(c));
    s.players
        .iter()
        .flat_map(|p| &p.hand)
        .for_each(|&c| mark(c));
    if let Some(c) = seen.iter().position(|&k| k != 1) {
        return Err(format!("card {c} is in {} places", seen[c]));
    }
    for (i, p) in s.players.iter().enumerate() {
        // 36 tokens: stock + expansion tokens + on the map.
        let on_map: u32 = s.spaces.iter().map(|sp| sp.tokens[i] as u32).sum();
        if p.stock as u32 + p.pool as u32 + on_map != data::TOKENS as u32 {
            return Err(format!(
                "seat {i}: tokens {} + {} + {on_map} != 36",
                p.stock, p.pool
            ));
        }
        // 25 domination markers: mat + map.
        let doms = s.spaces.iter().filter(|sp| sp.dom == Some(i as u8)).count() as u32;
        if p.markers as u32 + doms != data::MARKERS as u32 {
            return Err(format!("seat {i}: markers {} + {doms} != 25", p.markers));
        }
        if p.misery > data::CHAOS {
            return Err(format!("seat {i}: misery past Chaos"));
        }
        if p.out() && (on_map > 0 || doms > 0 || !p.hand.is_empty()) {
            return Err(format!("seat {i} in Chaos still holds pieces or cards"));
        }
    }
    for (pid, sp) in s.spaces.iter().enumerate() {
        let pr = &d.provinces[pid];
        if sp.tokens[n..].iter().any(|&t| t > 0)
            || sp.fresh.iter().zip(&sp.tokens).any(|(f, t)| f > t)
        {
            return Err(format!("{}: fresh tokens exceed tokens", pr.name));
        }
        let total = sp.total();
        match pr.kind {
            Kind::Satellite => {
                if sp.dom.is_some() || total > 1 {
                    return Err(format!(
                        "satellite {} holds {total} tokens or a marker",
                        pr.name
                    ));
                }
            }
            _ => {
                if sp.dom.is_some() && total > 0 {
                    return Err(format!("{} holds a marker and tokens", pr.name));
                }
                if total > pr.size as u32 {
                    return Err(format!(
                        "{} holds {total} tokens, size {}",
                        pr.name, pr.size
                    ));
                }
            }
        }
        if (sp.dom.is_some() || total > 0) && !data::area_in_play(pr.area, s.seats()) {
            return Err(format!("{} is out of play but holds pieces", pr.name));
        }
    }
    if s.phase != Phase::Over && s.phase != Phase::Return && s.phase != Phase::CapitalBid {
        let mut o = s.order.clone();
        o.sort_unstable();
        if o != (0..n as u8).collect::<Vec<_>>() {
            return Err("order of play is not a permutation".into());
        }
    }
    Ok(())
}
