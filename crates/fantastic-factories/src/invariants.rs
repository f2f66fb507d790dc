//! Conservation laws checked after every action by the random-playout harness.

use crate::data::{BLUEPRINTS, Bp, CONTRACTORS, Ct, HAND_LIMIT, HQ_SLOTS, RESOURCE_LIMIT};
use crate::state::{Hq, Pending, Phase, State};
use crate::work;

pub fn check(s: &State) -> Result<(), String> {
    cards_conserved(s)?;
    for (i, p) in s.players.iter().enumerate() {
        let seat = i + 1;
        if work::dice_accounted(p) != p.dice {
            return Err(format!(
                "seat {seat}: {} dice accounted, {} owned",
                work::dice_accounted(p),
                p.dice
            ));
        }
        for hq in Hq::ALL {
            let dice = &p.hq[hq as usize];
            if dice.len() > HQ_SLOTS {
                return Err(format!("seat {seat}: {} dice on {}", dice.len(), hq.name()));
            }
            let ok = dice.iter().all(|&f| match hq {
                Hq::Research => (1..=6).contains(&f),
                Hq::Generate => (1..=3).contains(&f),
                Hq::Mine => (4..=6).contains(&f),
            });
            if !ok {
                return Err(format!(
                    "seat {seat}: a wrong face on {}: {dice:?}",
                    hq.name()
                ));
            }
        }
        for (n, &c) in p.compound.iter().enumerate() {
            if !c.may_build_several() && p.compound[..n].contains(&c) {
                return Err(format!("seat {seat}: two {} in one compound", c.name()));
            }
        }
        if !p.hand.is_sorted() {
            return Err(format!("seat {seat}: hand not sorted"));
        }
        if p.done && (p.resources() > RESOURCE_LIMIT || p.hand.len() > HAND_LIMIT) {
            return Err(format!("seat {seat}: done over the limits"));
        }
        if p.done && p.pending.is_some() {
            return Err(format!("seat {seat}: done with a choice pending"));
        }
        let round_start = s.phase
            == Phase::Market {
                turn: 0,
                refreshed: false,
                picked: false,
            };
        if round_start && (p.resources() > RESOURCE_LIMIT || p.hand.len() > HAND_LIMIT) {
            return Err(format!("seat {seat}: the round starts over the limits"));
        }
        if matches!(p.pending, Some(Pending::Gift(_))) && s.market_seat() != Some(i as u8) {
            return Err(format!(
                "seat {seat}: a gift pending outside its market turn"
            ));
        }
    }
    match s.phase {
        Phase::Over if s.final_round != Some(s.round) => Err("over before the final round".into()),
        Phase::Market { turn, .. } if turn >= s.seats() => {
            Err("market turn past the last seat".into())
        }
        _ => Ok(()),
    }
}

/// 74 blueprints and 17 contractors, each name in its printed number of copies, always.
fn cards_conserved(s: &State) -> Result<(), String> {
    let mut bp = [0u32; 32];
    let mut count = |c: &Bp| bp[*c as usize] += 1;
    s.deck
        .iter()
        .chain(&s.discard)
        .chain(s.market.iter().flatten())
        .for_each(&mut count);
    for p in &s.players {
        p.hand.iter().chain(&p.compound).for_each(&mut count);
    }
    if let Some(m) = &s.machine {
        m.compound.iter().for_each(&mut count);
    }
    for b in Bp::ALL {
        if bp[b as usize] != BLUEPRINTS[b as usize].copies as u32 {
            return Err(format!(
                "{} copies of {}, printed {}",
                bp[b as usize],
                b.name(),
                b.data().copies
            ));
        }
    }
    let mut ct = [0u32; 8];
    s.ct_deck
        .iter()
        .chain(&s.ct_discard)
        .chain(s.contractors.iter().flatten())
        .for_each(|c| ct[*c as usize] += 1);
    for c in Ct::ALL {
        if ct[c as usize] != CONTRACTORS[c as usize].copies as u32 {
            return Err(format!(
                "{} copies of contractor {}",
                ct[c as usize],
                c.name()
            ));
        }
    }
    Ok(())
}
