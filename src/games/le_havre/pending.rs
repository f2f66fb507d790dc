//! What is pending before play goes on: payments owed and building actions in progress.

use super::prelude::*;
use smokestack_core::MsgArg;

/// What is pending, first to be settled first: payments owed, building actions in progress.
pub fn pending(m: &Match<LH>, names: &[String], lang: Lang) -> Vec<String> {
    let s = m.state();
    s.steps
        .iter()
        .rev()
        .map(|step| {
            let msg = match step {
                Step::Pay {
                    seat,
                    kind,
                    need,
                    to,
                    why,
                    ..
                } => {
                    let what = match kind {
                        PayKind::Food => "lh.ui.food",
                        PayKind::Energy => "lh.ui.energy",
                        PayKind::Francs => "lh.ui.francs",
                    };
                    let why = match why {
                        Why::Feeding => "lh.ui.feeding",
                        Why::Interest => "lh.ui.loan_interest",
                        Why::Fine => "lh.ui.fine",
                        Why::Fee => "lh.ui.entry_fee",
                        Why::Energy => "lh.ui.energy",
                        Why::Cost => "lh.ui.cost",
                    };
                    let to = to.map_or(Msg::plain(""), |t| {
                        Msg::new("lh.pending.to").arg("name", MsgArg::Seat(t))
                    });
                    Msg::new("lh.pending.pay")
                        .arg("who", MsgArg::Seat(*seat))
                        .arg("what", Msg::new(what))
                        .arg("why", Msg::new(why))
                        .arg("to", to)
                        .arg("need", *need)
                }
                Step::Work { seat, work } => Msg::new("lh.pending.work")
                    .arg("who", MsgArg::Seat(*seat))
                    .arg("b", describe::bd(work.b))
                    .arg("line", Msg::new(format!("lh.bd.{}.text", work.b.id()))),
                Step::ExtraEnter { seat, only, free } => {
                    let target = only.map_or(Msg::new("lh.ui.any_building"), describe::bd);
                    let fee = if *free {
                        Msg::new("lh.ui.no_fee_suffix")
                    } else {
                        Msg::plain("")
                    };
                    Msg::new("lh.pending.extra")
                        .arg("who", MsgArg::Seat(*seat))
                        .arg("target", target)
                        .arg("fee", fee)
                }
            };
            msg.render(lang, names)
        })
        .collect()
}
