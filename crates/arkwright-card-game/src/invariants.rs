//! Conservation laws, checked after every action of every simulated game.

use crate::data::{Card, data};
use crate::market;
use crate::state::*;

pub fn check(s: &State) -> Result<(), String> {
    let d = data();
    if !(1..=3).contains(&s.era) || !(1..=4).contains(&s.round) {
        return Err(format!("era {} round {}", s.era, s.round));
    }
    if s.demand.iter().any(|&x| x > d.demand_max) {
        return Err(format!("demand off the track: {:?}", s.demand));
    }
    if s.wage as usize >= d.wage_track.len() {
        return Err("wage marker off the track".into());
    }
    // Development cards: every copy in the supply, the grid or one player's hand.
    let mut count = s.supply;
    if let Some(solo) = &s.solo {
        for c in solo.grid.iter().flatten() {
            count[*c as usize] += 1;
        }
        for (k, &m) in solo.markers.iter().enumerate() {
            if solo.grid.get(m as usize).is_none_or(|c| c.is_none()) {
                return Err(format!("money marker {k} on an empty grid slot"));
            }
            if solo.markers.iter().filter(|&&o| o == m).count() > 1 {
                return Err("two money markers on one card".into());
            }
        }
        if solo.bag.iter().zip(d.solo_bag).any(|(&b, max)| b > max) {
            return Err("too many markers in the bag".into());
        }
        for a in &solo.automa {
            if a.appeal.iter().flatten().any(|&v| v > d.appeal_max) {
                return Err("automa appeal off the track".into());
            }
        }
    }
    for p in &s.players {
        for c in Card::ALL {
            if p.holds(c) {
                count[c as usize] += 1;
            }
        }
    }
    if count != s.deck {
        return Err(format!(
            "development cards not conserved: {count:?} vs {:?}",
            s.deck
        ));
    }
    // §5.2 a (issue 42): 「국내 시장에 대한 자신의 판매량은 절대로 자신의 매력보다 높을 수
    // 없습니다」, and nothing sells at home when the appeal is not above the demand. Rules
    // version 1 let a Patron break both; its games keep doing so.
    if s.rules >= 2 {
        if s.sales.len() != s.players.len() {
            return Err("a sales record per seat".into());
        }
        for (i, sale) in s.sales.iter().enumerate() {
            if sale.sold > sale.appeal {
                return Err(format!(
                    "seat {}: sold {} at home with appeal {}",
                    i + 1,
                    sale.sold,
                    sale.appeal
                ));
            }
            if sale.sold > 0 && sale.appeal <= sale.demand {
                return Err(format!(
                    "seat {}: sold {} at home with appeal {} and demand {}",
                    i + 1,
                    sale.sold,
                    sale.appeal,
                    sale.demand
                ));
            }
        }
    }
    for (i, p) in s.players.iter().enumerate() {
        let who = format!("seat {}", i + 1);
        if p.loans > d.max_loans || p.ship_tokens > d.max_ship_tokens || p.ships > 2 {
            return Err(format!("{who}: loans/tokens/ships off their tracks"));
        }
        if p.held_count() > p.level(crate::data::CARDS) {
            return Err(format!("{who}: over the hand limit"));
        }
        if p.used & !p.cards != 0 {
            return Err(format!("{who}: a used card not held"));
        }
        if p.dev.iter().any(|&l| l > 2) {
            return Err(format!("{who}: development beyond level 3"));
        }
        for (g, f) in p.factories.iter().enumerate() {
            if f.open != p.appeal[g].is_some() && !p.bankrupt {
                return Err(format!("{who}: appeal marker without factory ({g})"));
            }
            if !f.open && f.workers > 0 {
                return Err(format!("{who}: workers at a closed factory"));
            }
            if f.workers > 2 || f.space > 3 || f.side > 1 {
                return Err(format!("{who}: factory {g} malformed"));
            }
            for pos in 0..f.workers {
                let side = f.worker[pos as usize].side;
                if side == 0
                    || d.worker[g][pos as usize]
                        .get(side as usize - 1)
                        .is_none_or(|w| w.is_none())
                {
                    return Err(format!("{who}: worker card on a side it lacks"));
                }
            }
            let cap = if p.engineer_token {
                d.quality_cap_engineer
            } else {
                d.quality_cap
            };
            if market::quality(p, g as u8) > cap {
                return Err(format!("{who}: quality over the cap at {g}"));
            }
            if market::distribution(p, g as u8) > d.distribution_cap {
                return Err(format!("{who}: distribution over the cap at {g}"));
            }
        }
        if let Some((g, pos)) = p.machine_token {
            let f = &p.factories[g as usize];
            if pos >= f.workers || f.worker[pos as usize].automated {
                return Err(format!("{who}: machine token on no worker card"));
            }
        }
        for (k, a) in p.quality.iter().chain(p.distribution.iter()).enumerate() {
            if (a.at == SUPPLY) != (a.value == 0) {
                return Err(format!("{who}: card {k} value {} at {}", a.value, a.at));
            }
            if a.at != SUPPLY && !p.factories[a.at as usize].open {
                return Err(format!("{who}: a card at a closed factory"));
            }
        }
        if (p.quality[ENGINEER].at != SUPPLY && !p.holds(Card::Engineer))
            || (p.distribution[PATENT].at != SUPPLY && !p.holds(Card::Patent))
        {
            return Err(format!("{who}: Engineer/Patent used but not held"));
        }
        for (w, wh) in p.warehouses.iter().enumerate() {
            if (wh.at == SUPPLY) != (wh.goods == 0) || wh.goods > market::capacity(w) {
                return Err(format!("{who}: warehouse {w} malformed"));
            }
            if !market::has_warehouse(p, w) && wh.at != SUPPLY {
                return Err(format!("{who}: Large Warehouse used but not held"));
            }
        }
        if p.holds(Card::Supervisor) != (p.supervisor_at != SUPPLY) {
            return Err(format!("{who}: Supervisor not attached"));
        }
    }
    Ok(())
}
