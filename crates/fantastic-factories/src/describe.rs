//! Actions in words, for buttons and the log.

use crate::actions::Action;
use crate::cards;
use crate::state::{Pending, Res, Row, State};

fn faces(d: &[u8; 3]) -> String {
    d.iter()
        .filter(|&&f| f > 0)
        .map(|f| f.to_string())
        .collect::<Vec<_>>()
        .join("+")
}

pub fn describe(s: &State, seat: u8, a: &Action) -> String {
    let p = s.players.get(seat as usize);
    match *a {
        Action::Refresh { row, pay } => format!(
            "Refresh the {} row for 1 {}",
            match row {
                Row::Blueprints => "blueprint",
                Row::Contractors => "contractor",
            },
            match pay {
                Res::Metal => "metal",
                Res::Energy => "energy",
            }
        ),
        Action::TakeBlueprint { slot } => match s.market.get(slot as usize).copied().flatten() {
            Some(c) => format!("Take {} from the market", c.name()),
            None => format!("Take market blueprint {}", slot + 1),
        },
        Action::Hire { slot, discard } => {
            let who = s.contractors.get(slot as usize).copied().flatten();
            let extra = who.map_or(0, |c| c.data().extra_energy);
            format!(
                "Hire {} (discard {}{})",
                who.map_or("a contractor", |c| c.name()),
                discard.name(),
                if extra > 0 {
                    format!(", pay {extra} energy")
                } else {
                    String::new()
                }
            )
        }
        Action::EndTurn => "End market turn".into(),
        Action::Pass => "Pass (nothing to take)".into(),
        Action::GiveTo { seat } => format!("Give the contractor's gift to seat {}", seat + 1),
        Action::SetDie { face } => format!("Set a die to {face}"),
        Action::Place { hq, face } => {
            let bonus = p.is_some_and(|p| p.hq[hq as usize].contains(&face));
            format!(
                "Place a {face} on {}{}",
                hq.name(),
                if bonus { " (matching bonus)" } else { "" }
            )
        }
        Action::Build { card, discard } => format!(
            "Build {} (discard {}, pay {} metal {} energy)",
            card.name(),
            discard.name(),
            p.map_or(card.data().metal as u16, |p| crate::work::metal_price(
                p, card
            )),
            card.data().energy
        ),
        Action::Activate {
            card,
            copy,
            dice,
            opt,
        } => {
            let mut t = if copy {
                format!("Replicator copies {}", card.name())
            } else {
                format!("Activate {}", card.name())
            };
            if dice[0] > 0 {
                t += &format!(" with {}", faces(&dice));
            }
            let e = cards::energy_cost(card, dice, opt) + copy as u16;
            let m = cards::metal_cost(card, dice);
            if e > 0 || m > 0 {
                t += &format!(
                    ", pay{}{}",
                    if m > 0 {
                        format!(" {m} metal")
                    } else {
                        String::new()
                    },
                    if e > 0 {
                        format!(" {e} energy")
                    } else {
                        String::new()
                    }
                );
            }
            use crate::data::Bp::*;
            t += &match (card, opt) {
                (Harvester, 0) => " → 4 metal".into(),
                (Harvester, _) => " → 7 energy".into(),
                (Manufactory, 0) => " → 1 good + 2 metal".into(),
                (Manufactory, 1) => " → 1 good + 2 blueprints".into(),
                (Manufactory, _) => " → 1 good + 3 energy".into(),
                (MegaFactory, o) => format!(" → 2 goods + an extra {o}"),
                (Golem, o) => format!(" → an extra die showing {o}"),
                (Dojo, _) => format!(" → the {} becomes {}", dice[0], 7 - dice[0]),
                (FitnessCenter, _) => format!(" → the {} becomes {}", dice[0], dice[0] - 1),
                (Gymnasium, _) => format!(" → the {} becomes {}", dice[0], dice[0] + 1),
                _ => String::new(),
            };
            t
        }
        Action::SpecialistDie { face } => format!("Take the Specialist's extra die as a {face}"),
        Action::DiscardFor { card } => {
            let by = match p.and_then(|p| p.pending.as_ref()) {
                Some(Pending::Discard { card, .. }) => card.name(),
                _ => "the activation",
            };
            format!("Discard {} for {by}", card.name())
        }
        Action::Split { metal } => format!("Take {metal} metal and {} energy", 4 - metal),
        Action::RerollPick { face } => format!("Choose a {face} to reroll"),
        Action::RerollDone => "Reroll the chosen dice".into(),
        Action::EndWork => "End work phase".into(),
        Action::DropMetal => "Discard 1 metal (over 12 resources)".into(),
        Action::DropEnergy => "Discard 1 energy (over 12 resources)".into(),
        Action::DropCard { card } => format!("Discard {} (over 10 blueprints)", card.name()),
    }
}
