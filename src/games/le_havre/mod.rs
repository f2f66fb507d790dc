//! Le Havre on the table: the harbour (offer spaces, supply tiles with the shipping markers, the
//! round card and the food forecast), construction (every card of the three stacks, the town, the
//! ship stacks) and each player's francs, goods, loans, buildings with the workers in them,
//! ships and food. Pending payments and building choices are listed above the moves.

mod construction;
mod explain;
mod harbour;
mod names;
mod payall;
mod pending;
mod player;
mod prelude;
mod seen;

use le_havre::Action;

use crate::game_view::{BoardCx, Explain, GameView, Group, OptionRow};
use prelude::*;
use seen::Parts;

/// Le Havre's table.
pub struct Ui;

impl GameView for Ui {
    type G = LH;

    fn options() -> Vec<OptionRow> {
        options()
    }
    fn rules_summary(lang: Lang) -> Vec<&'static str> {
        rules_summary(lang)
    }
    fn group(action: &Action) -> Group {
        group(action)
    }
    fn board(cx: BoardCx<LH>) -> AnyView {
        board(cx)
    }
    /// The rules speak in messages (`le_havre::describe::message`), in every language.
    /// Where an action points on the board: an offer space, a building (to enter, buy or
    /// sell), a construction stack, a ship stack.
    fn targets(action: &Action) -> Vec<String> {
        match action {
            Action::TakeOffer(i) => vec![format!("offer:{i}")],
            Action::Enter(b, _) | Action::BuyBuilding(b) | Action::Sell(b) => {
                vec![le_havre::things::building_key(*b)]
            }
            Action::Build { stack, .. } => vec![format!("stack:{stack}")],
            Action::BuildShip(t) | Action::BuyShip(t) => vec![le_havre::things::ship_key(*t)],
            _ => Vec::new(),
        }
    }
    fn pending(m: &Match<LH>, names: &[String], lang: Lang) -> Vec<String> {
        pending::pending(m, names, lang)
    }
    fn explain(
        state: &le_havre::State,
        viewer: Option<Seat>,
        key: &str,
        lang: Lang,
    ) -> Option<Explain> {
        explain::explain(state, viewer, key, lang)
    }
    fn things(before: &le_havre::State, action: &Action, viewer: Option<Seat>) -> Vec<String> {
        explain::things(before, action, viewer)
    }
    fn all_things() -> Vec<String> {
        explain::all_things()
    }
}

fn options() -> Vec<OptionRow> {
    vec![
        OptionRow {
            key: "version",
            label: "lh.version",
            choices: vec![("full", "lh.version.full"), ("short", "lh.version.short")],
            default: 0,
            solo_only: None,
        },
        OptionRow {
            key: "specials",
            label: "lh.specials",
            choices: vec![("all", "lh.specials.all"), ("base", "lh.specials.base")],
            default: 0,
            solo_only: None,
        },
        OptionRow {
            key: "solo-market",
            label: "lh.solo_market",
            choices: vec![
                ("1", "lh.solo_market.1"),
                ("2", "lh.solo_market.2"),
                ("3", "lh.solo_market.3"),
                ("4", "lh.solo_market.4"),
                ("5", "lh.solo_market.5"),
                ("6", "lh.solo_market.6"),
                ("7", "lh.solo_market.7"),
                ("8", "lh.solo_market.8"),
            ],
            default: 3,
            solo_only: Some(true),
        },
    ]
}

fn rules_summary(lang: Lang) -> Vec<&'static str> {
    (1..=5)
        .map(|i| kept(lang, &format!("lh.rules.{i}")))
        .collect()
}

/// A text of the locale files kept for the program's life: the table's description and rules
/// summary are `&'static str` (a handful of texts per language, made once).
fn kept(lang: Lang, key: &str) -> &'static str {
    use std::collections::HashMap;
    use std::sync::{Mutex, OnceLock};
    static KEPT: OnceLock<Mutex<HashMap<(Lang, String), &'static str>>> = OnceLock::new();
    let mut kept = KEPT
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    kept.entry((lang, key.to_string()))
        .or_insert_with(|| Box::leak(crate::i18n::t(lang, key).into_boxed_str()))
}

/// Headings of the action panel: the action read back as the rules' own type, so that a new
/// or renamed action fails to build here instead of landing under the wrong heading.
fn group(action: &Action) -> Group {
    use le_havre::Action as A;
    match action {
        A::TakeOffer(_) | A::Enter(..) => Group::new("group.Main"),
        A::Pay(..) | A::TakeLoan => Group::new("group.Pay"),
        A::BuyBuilding(_) | A::BuyShip(_) => Group::BUY,
        A::Sell(_) | A::SellShip(_) | A::Repay => Group::new("group.Sell"),
        A::EndTurn => Group::END,
        A::Build { .. }
        | A::BuildShip(_)
        | A::TradeShip(..)
        | A::Amount(_)
        | A::Take(_)
        | A::Give(_)
        | A::Choose(_)
        | A::Done => Group::new("group.Building"),
    }
}

/// The board, drawn once: its parts read the viewer's view of the game (`seen::Parts`) and
/// are drawn anew only when what they show changes.
fn board(cx: BoardCx<LH>) -> AnyView {
    let parts = Parts::new(cx);
    // An area per seat (the seats stay for the game).
    let players = parts.part(
        |s| s.v.state.players.len(),
        move |n| (0..n).map(|i| parts.player(i)).collect_view(),
    );
    view! {
        <div class="lh-board">
            {payall::button(cx)}
            {parts.harbour()}
            <div class="players lh-players">{players}</div>
            {parts.construction()}
        </div>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::names::*;
    use super::prelude::*;
    use smokestack_core::GameRng;

    /// A text shown in `lang`: no key left unrendered, no argument missing, in its own script.
    fn check(text: &str, key: &str, lang: Lang, at: &str) {
        assert!(!text.is_empty() && text != key, "{at}: {key} in {lang:?}");
        crate::games::script_check::check_text(text, lang, at, "lh.");
    }

    fn msg(m: &Msg, lang: Lang, names: &[String], at: &str) {
        check(&m.render(lang, names), &m.key, lang, at);
    }

    /// Random games, 1–5 players, full and short: every legal action (as its seat and as a
    /// spectator reads it), every log line and every pending step reads in every language.
    #[test]
    fn every_action_log_line_and_pending_step_reads_in_every_language() {
        for seed in 0..15u64 {
            let players = (seed % 5) as u8 + 1;
            let settings = if seed % 3 == 2 {
                vec![("version".to_string(), "short".to_string())]
            } else {
                vec![]
            };
            let o = LH::options(players, &settings).expect("options");
            let mut m = Match::<LH>::new(o, seed).expect("setup");
            let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
            let mut pick = GameRng::new(seed + 100);
            let mut steps = 0;
            while let Some(&seat) = m.to_act().first() {
                let at = format!("{players}p seed {seed} step {steps}");
                let legal = m.legal(seat);
                for lang in Lang::ALL {
                    for a in &legal {
                        for viewer in [Some(seat), None] {
                            msg(&LH::message(m.state(), seat, a, viewer), lang, &names, &at);
                        }
                    }
                    for p in super::pending::pending(&m, &names, lang) {
                        check(&p, "", lang, &at);
                    }
                }
                let i = pick.below(legal.len());
                m.apply(seat, &legal[i]).expect("legal");
                steps += 1;
            }
            for lang in Lang::ALL {
                for viewer in [None, Some(0)] {
                    for (_, line) in m.log_messages(viewer) {
                        msg(&line, lang, &names, &format!("{players}p seed {seed} log"));
                    }
                }
            }
        }
    }

    /// Every building, good and ship has its name and card line, and the table's own texts
    /// are there, in every language.
    #[test]
    fn every_name_card_line_and_table_text_reads_in_every_language() {
        for lang in Lang::ALL {
            for b in le_havre::data::ALL {
                check(&building_name(b, lang), "", lang, &format!("{b:?}"));
                check(&card_line(b, lang), "", lang, &format!("{b:?} text"));
            }
            for g in GOODS {
                check(&good_name(g, lang), "", lang, &format!("{g:?}"));
            }
            for t in SHIP_TYPES {
                check(&ship_name(t, lang), "", lang, &format!("{t:?}"));
            }
            for c in &ROUND_CARDS {
                check(&vessel_name(c, lang), "", lang, c.code);
            }
            check(super::kept(lang, "lh.description"), "", lang, "description");
            for r in super::rules_summary(lang) {
                check(r, "", lang, "rules");
            }
        }
    }
}
