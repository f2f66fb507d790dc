//! Actions as messages, for buttons and the log: locale keys and arguments, their words in
//! `locales/<lang>/fantastic-factories.txt`. `describe` is the English rendering.

use crate::actions::Action;
use crate::cards;
use crate::data::{Bp, Ct, Kind, Tool};
use crate::state::{Hq, Pending, Res, Row, State};
use smokestack_core::{Lang, Msg, MsgArg};

/// A blueprint's name.
pub fn card(b: Bp) -> Msg {
    Msg::new(format!("ff.card.{}", b.id()))
}

/// What a blueprint does.
pub fn card_text(b: Bp) -> Msg {
    Msg::new(format!("ff.card.{}.text", b.id()))
}

/// A contractor's name.
pub fn contractor(c: Ct) -> Msg {
    Msg::new(format!("ff.contractor.{}", c.id()))
}

/// What a contractor does.
pub fn contractor_text(c: Ct) -> Msg {
    Msg::new(format!("ff.contractor.{}.text", c.id()))
}

/// A tool's name.
pub fn tool(t: Tool) -> Msg {
    Msg::new(format!("ff.tool.{}", t.id()))
}

/// A blueprint type's name.
pub fn kind(k: Kind) -> Msg {
    Msg::new(format!("ff.kind.{}", k.id()))
}

/// A headquarters action's name.
pub fn hq(h: Hq) -> Msg {
    Msg::new(format!("ff.hq.{}", h.id()))
}

fn res(r: Res) -> Msg {
    Msg::new(match r {
        Res::Metal => "ff.res.metal",
        Res::Energy => "ff.res.energy",
    })
}

fn faces(d: &[u8; 3]) -> String {
    d.iter()
        .filter(|&&f| f > 0)
        .map(|f| f.to_string())
        .collect::<Vec<_>>()
        .join("+")
}

/// Metal a build costs the seat (Megalith's discount applied when the seat is known).
fn build_metal(p: Option<&crate::state::Player>, card: Bp) -> u16 {
    p.map_or(card.data().metal as u16, |p| {
        crate::work::metal_price(p, card)
    })
}

/// (metal, energy) an activation costs up front, the Replicator's 1 energy included.
fn activation_cost(card: Bp, copy: bool, dice: [u8; 3], opt: u8) -> (u16, u16) {
    (
        cards::metal_cost(card, dice),
        cards::energy_cost(card, dice, opt) + copy as u16,
    )
}

/// What an activation with a choice gives, the words after its arrow (empty for none).
fn reward(card: Bp, dice: [u8; 3], opt: u8) -> Msg {
    use crate::data::Bp::*;
    let x = dice[0];
    let good_and = |n: u8, what: &'static str| {
        Msg::new("ff.reward.good_and")
            .arg("n", n)
            .arg("what", Msg::new(what))
    };
    let becomes = |b: u8| Msg::new("ff.reward.becomes").arg("a", x).arg("b", b);
    match (card, opt) {
        (Harvester, 0) => Msg::new("ff.reward.metal").arg("n", 4u8),
        (Harvester, _) => Msg::new("ff.reward.energy").arg("n", 7u8),
        (Manufactory, 0) => good_and(2, "ff.res.metal"),
        (Manufactory, 1) => good_and(2, "ff.res.blueprints"),
        (Manufactory, _) => good_and(3, "ff.res.energy"),
        (MegaFactory, o) => Msg::new("ff.reward.goods_and_die").arg("face", o),
        (Golem, o) => Msg::new("ff.reward.die").arg("face", o),
        (Dojo, _) => becomes(7u8.saturating_sub(x)),
        (FitnessCenter, _) => becomes(x.saturating_sub(1)),
        (Gymnasium, _) => becomes(x.saturating_add(1)),
        _ => Msg::plain(""),
    }
}

/// `a`, about to be taken by `seat` in `s`, as a message.
pub fn message(s: &State, seat: u8, a: &Action) -> Msg {
    let p = s.players.get(seat as usize);
    match *a {
        Action::Refresh { row, pay } => Msg::new("ff.act.refresh")
            .arg(
                "row",
                Msg::new(match row {
                    Row::Blueprints => "ff.row.Blueprints",
                    Row::Contractors => "ff.row.Contractors",
                }),
            )
            .arg("pay", res(pay)),
        Action::TakeBlueprint { slot } => match s.market.get(slot as usize).copied().flatten() {
            Some(c) => Msg::new("ff.act.take")
                .arg("card", card(c))
                .arg("slot", slot as u16 + 1),
            None => Msg::new("ff.act.take_slot").arg("slot", slot as u16 + 1),
        },
        Action::Hire { slot, discard } => {
            let who = s.contractors.get(slot as usize).copied().flatten();
            let extra = who.map_or(0, |c| c.data().extra_energy);
            let m = if extra > 0 {
                Msg::new("ff.act.hire_pay").arg("n", extra)
            } else {
                Msg::new("ff.act.hire")
            };
            m.arg("who", who.map_or(Msg::new("ff.a_contractor"), contractor))
                .arg("card", card(discard))
        }
        Action::EndTurn => Msg::new("ff.act.end_turn"),
        Action::Pass => Msg::new("ff.act.pass"),
        Action::GiveTo { seat } => Msg::new("ff.act.give").arg("seat", MsgArg::Seat(seat)),
        Action::SetDie { face } => Msg::new("ff.act.set_die").arg("face", face),
        Action::Place { hq: h, face } => {
            let bonus = p.is_some_and(|p| p.hq[h as usize].contains(&face));
            Msg::new(if bonus {
                "ff.act.place_bonus"
            } else {
                "ff.act.place"
            })
            .arg("face", face)
            .arg("hq", hq(h))
        }
        Action::Build { card: c, discard } => Msg::new("ff.act.build")
            .arg("card", card(c))
            .arg("discard", card(discard))
            .arg("metal", build_metal(p, c))
            .arg("energy", c.data().energy),
        Action::Activate {
            card: c,
            copy,
            dice,
            opt,
        } => {
            let with = if dice[0] > 0 {
                Msg::new("ff.act.dice").arg("faces", faces(&dice))
            } else {
                Msg::plain("")
            };
            let pay = match activation_cost(c, copy, dice, opt) {
                (0, 0) => Msg::plain(""),
                (m, 0) => Msg::new("ff.act.pay_metal").arg("m", m),
                (0, e) => Msg::new("ff.act.pay_energy").arg("e", e),
                (m, e) => Msg::new("ff.act.pay_both").arg("m", m).arg("e", e),
            };
            Msg::new(if copy {
                "ff.act.copy"
            } else {
                "ff.act.activate"
            })
            .arg("card", card(c))
            .arg("dice", with)
            .arg("pay", pay)
            .arg("reward", reward(c, dice, opt))
        }
        Action::SpecialistDie { face } => Msg::new("ff.act.specialist").arg("face", face),
        Action::DiscardFor { card: c } => {
            let by = match p.and_then(|p| p.pending.as_ref()) {
                Some(Pending::Discard { card: by, .. }) => card(*by),
                _ => Msg::new("ff.the_activation"),
            };
            Msg::new("ff.act.discard_for")
                .arg("card", card(c))
                .arg("by", by)
        }
        Action::Split { metal } => Msg::new("ff.act.split")
            .arg("metal", metal)
            .arg("energy", 4u8.saturating_sub(metal)),
        Action::RerollPick { face } => Msg::new("ff.act.reroll_pick").arg("face", face),
        Action::RerollDone => Msg::new("ff.act.reroll_done"),
        Action::EndWork => Msg::new("ff.act.end_work"),
        Action::DropMetal => Msg::new("ff.act.drop_metal"),
        Action::DropEnergy => Msg::new("ff.act.drop_energy"),
        Action::DropCard { card: c } => Msg::new("ff.act.drop_card").arg("card", card(c)),
    }
}

/// Seats as a line names them when no player's name is known: "seat 2".
pub fn seat_names(s: &State, lang: Lang) -> Vec<String> {
    (0..s.seats())
        .map(|i| Msg::new("ff.seat").arg("n", i + 1).render(lang, &[]))
        .collect()
}

/// `a` in English, as the command line, share codes' errors and tests read it.
pub fn describe(s: &State, seat: u8, a: &Action) -> String {
    message(s, seat, a).render(Lang::En, &seat_names(s, Lang::En))
}

#[cfg(test)]
#[path = "describe_tests.rs"]
mod tests;
