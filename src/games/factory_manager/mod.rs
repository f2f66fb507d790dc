//! Factory Manager on the table: the order tiles and their auction, the energy track with the
//! energy price tiles, the storage board (six columns, cheapest first, with prices) and the
//! market, and each player's factory board: floor spaces and the two office slots, the workers
//! (beside the board, in the canteen, on the order tile, on demolished tiles), the three markers
//! (production, storage, consumption) and a live forecast of this round's income. While the
//! tile table is provisional the board says so. A tap on any face-up thing explains it in full
//! (`explain.rs`; the board puts its key in `data-explain`).

mod energy;
mod explain;
mod factory;
mod orders;
mod prelude;
mod storage;

use factory_manager::{Action, Slot};

use crate::game_view::{Explain, GameView, Group, OptionRow};
use prelude::*;

/// Factory Manager's table.
pub struct Ui;

impl GameView for Ui {
    type G = FM;

    fn options() -> Vec<OptionRow> {
        vec![
            OptionRow {
                key: "first-energy",
                label: "fm.first_energy",
                choices: vec![
                    ("draw", "fm.first_energy.draw"),
                    ("zero", "fm.first_energy.zero"),
                ],
                default: 0,
                solo_only: None,
            },
            OptionRow {
                key: "final-double",
                label: "fm.final_double",
                choices: vec![
                    ("gross", "fm.final_double.gross"),
                    ("net", "fm.final_double.net"),
                ],
                default: 0,
                solo_only: None,
            },
        ]
    }
    fn rules_summary(lang: Lang) -> Vec<&'static str> {
        [
            "fm.rules.1",
            "fm.rules.2",
            "fm.rules.3",
            "fm.rules.4",
            "fm.rules.5",
            "fm.rules.6",
        ]
        .into_iter()
        .map(|k| words(lang, k))
        .collect()
    }
    /// Headings of the action panel, read back as the rules' own type.
    fn group(action: &Action) -> Group {
        match action {
            Action::Open { .. } | Action::Raise { .. } | Action::Pass => Group::new("group.Bid"),
            Action::Pick { .. } => Group::new("group.Pick"),
            Action::Buy { .. } => Group::BUY,
            Action::Place { .. } | Action::Demolish { .. } | Action::Extend => {
                Group::new("group.Factory")
            }
            Action::Hire => Group::new("group.Hire"),
            Action::CrewIn | Action::CrewOut | Action::Switch { .. } => Group::new("group.Adjust"),
            Action::StopPicking | Action::EndBuilding | Action::EndTurn | Action::Confirm => {
                Group::DONE
            }
        }
    }
    /// The board, drawn once: the order tiles, the energy track, the storage board and
    /// market, and each factory, their parts following the game (`BoardCx::part`).
    fn board(cx: BoardCx<FM>) -> AnyView {
        board(cx)
    }
    /// Where an action points on the board: an order tile (or the one in auction), a
    /// storage-board column, a market tile, a tile beside the acting factory, a floor space or
    /// office slot of the acting factory, its extension space, its workers.
    fn targets(action: &Action) -> Vec<String> {
        match *action {
            Action::Open { tile, .. } => vec![format!("order:{tile}")],
            Action::Raise { .. } | Action::Pass => vec!["auction".into()],
            Action::Pick { column } => vec![format!("column:{column}")],
            Action::Buy { tile } => vec![format!("market:{tile}")],
            Action::Place { tile } => vec![format!("aside:{tile}")],
            Action::Demolish { slot } => vec![slot_key(slot)],
            Action::Switch { slot } => vec![slot_key(Slot::Floor(slot))],
            Action::Extend => vec!["extend".into()],
            Action::Hire => vec!["seasonal".into()],
            Action::CrewIn => vec!["beside".into()],
            Action::CrewOut => vec!["canteen".into()],
            Action::StopPicking | Action::EndBuilding | Action::EndTurn | Action::Confirm => {
                Vec::new()
            }
        }
    }
    /// Rules in place (`explain.rs`): tiles, order tiles, columns, energy price tiles and the
    /// factory's parts.
    fn explain(state: &State, viewer: Option<Seat>, key: &str, lang: Lang) -> Option<Explain> {
        explain::explain(state, viewer, key, lang)
    }
    /// Nothing an action names is hidden, so every viewer reads the same things.
    fn things(before: &State, action: &Action, _viewer: Option<Seat>) -> Vec<String> {
        explain::things(before, action)
    }
    fn all_things() -> Vec<String> {
        explain::all_things()
    }
    fn pending(m: &Match<FM>, names: &[String], lang: Lang) -> Vec<String> {
        pending(m.state(), names, lang)
    }
    /// An order tile is chosen first, then the bid that opens its auction (or takes the last).
    fn first_choice(
        state: &State,
        _seat: Seat,
        action: &Action,
        lang: Lang,
    ) -> Option<(String, String)> {
        let Action::Open { tile, bid } = *action else {
            return None;
        };
        // The last seat without a new tile takes the last one outright.
        let last = state.players.iter().filter(|p| p.won.is_none()).count() == 1;
        let rest = if last {
            "fm.choice.take"
        } else {
            "fm.choice.bid"
        };
        Some((
            Msg::new("fm.choice.order")
                .arg("tile", tile)
                .render(lang, &[]),
            Msg::new(rest).arg("bid", bid).render(lang, &[]),
        ))
    }
}

/// The board key of a place in the acting factory.
pub fn slot_key(slot: Slot) -> String {
    match slot {
        Slot::Floor(i) => format!("floor:{i}"),
        Slot::Control => "control".into(),
        Slot::Optimization => "optimization".into(),
    }
}

/// What is pending before play goes on, in words of `lang`.
fn pending(s: &State, names: &[String], lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    let who = |i: u8| MsgArg::Seat(i);
    match s.phase {
        Phase::Auction => {
            if let Some(a) = &s.auction {
                out.push(
                    Msg::new("fm.pending.auction")
                        .arg("tile", a.tile)
                        .arg("leader", who(a.leader))
                        .arg("bid", a.bid)
                        .arg("who", who(a.turn))
                        .render(lang, names),
                );
                // Pass alone is offered: say why, or the buttons look broken.
                let max = factory_manager::auction::max_bid(s, a.turn);
                if max <= a.bid {
                    out.push(
                        Msg::new("fm.pending.cannot_raise")
                            .arg("who", who(a.turn))
                            .arg("free", s.players[a.turn as usize].beside())
                            .arg("max", max)
                            .arg("bid", a.bid)
                            .render(lang, names),
                    );
                }
            } else if let Some(o) = factory_manager::auction::opener(s) {
                out.push(
                    Msg::new("fm.pending.open")
                        .arg("who", who(o))
                        .arg("max", factory_manager::auction::max_bid(s, o))
                        .render(lang, names),
                );
            }
        }
        Phase::Market => {
            let p = &s.players[s.turn as usize];
            let key = if p.picks > 0 {
                "fm.pending.picks"
            } else {
                "fm.pending.extras"
            };
            out.push(
                Msg::new(key)
                    .arg("who", who(s.turn))
                    .arg("n", if p.picks > 0 { p.picks } else { p.extras })
                    .render(lang, names),
            );
        }
        Phase::Build { hiring } => {
            let p = &s.players[s.turn as usize];
            if hiring && s.keeps_a_free_worker() && factory_manager::build::can_stay(p) == 0 {
                // Version 2: the turn cannot end until a seasonal worker can stay free.
                out.push(
                    Msg::new("fm.pending.must_hire")
                        .arg("who", who(s.turn))
                        .render(lang, names),
                );
            } else if hiring {
                out.push(
                    Msg::new("fm.pending.hiring")
                        .arg("who", who(s.turn))
                        .arg("n", factory_manager::build::seasonal_price(p))
                        .arg("kept", p.seasonal)
                        .render(lang, names),
                );
            } else if !p.aside.is_empty() {
                out.push(
                    Msg::new("fm.pending.aside")
                        .arg("who", who(s.turn))
                        .arg("n", p.aside.len())
                        .render(lang, names),
                );
            }
        }
        Phase::Adjust => {
            let p = &s.players[s.turn as usize];
            // Why Confirm is not offered: every block that holds, each with its remedy (a
            // factory with more robots than machines may lack crew too; naming one alone
            // sent people to fix what did not block them).
            let v = factory_manager::factory::values(p);
            let mut why = Vec::new();
            if !factory_manager::adjust::keeps_free(s, p) {
                why.push(Msg::new("fm.pending.free"));
            }
            if v.robots > v.machines {
                why.push(
                    Msg::new("fm.pending.robots")
                        .arg("robots", v.robots)
                        .arg("machines", v.machines),
                );
            }
            if v.workers_needed > i32::from(p.canteen) {
                why.push(
                    Msg::new("fm.pending.workers")
                        .arg("need", v.workers_needed)
                        .arg("canteen", p.canteen),
                );
            }
            for m in why {
                out.push(m.arg("who", who(s.turn)).render(lang, names));
            }
        }
        Phase::Over => {}
    }
    out
}

fn board(cx: Cx) -> AnyView {
    let lang = cx.lang;
    let provisional = factory_manager::data::tiles().iter().any(|t| t.provisional);
    // The seats of a game stay: each factory is drawn once and follows its player.
    let seats = cx.with_untracked(|m| m.state().players.len()).unwrap_or(0);
    let players = (0..seats)
        .map(|i| factory::factory(cx, i as u8))
        .collect_view();
    view! {
        <div class="fm-board">
            {provisional.then(|| view! {
                <p class="fm-provisional" role="note">
                    <b>{word(lang, "fm.ui.provisional")}</b>" "{word(lang, "fm.ui.provisional_why")}
                </p>
            })}
            <div class="fm-top">
                {orders::orders(cx)}
                {energy::energy(cx)}
            </div>
            {storage::storage(cx)}
            <div class="fm-players">{players}</div>
        </div>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::prelude::*;
    use factory_manager::Action;
    use smokestack_core::GameRng;

    fn check(text: &str, lang: Lang, at: &str) {
        crate::games::script_check::check_text(text, lang, at, "fm.");
    }

    /// Random games, 2–5 players: every pending step and first choice reads in every language;
    /// the table's own texts are there.
    #[test]
    fn pending_steps_choices_and_table_texts_read_in_every_language() {
        for seed in 0..8u64 {
            let players = (seed % 4) as u8 + 2;
            let o = FM::options(players, &[]).expect("options");
            let mut m = Match::<FM>::new(o, seed).expect("setup");
            let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
            let mut pick = GameRng::new(seed + 100);
            while let Some(&seat) = m.to_act().first() {
                let legal = m.legal(seat);
                for lang in Lang::ALL {
                    for p in super::pending(m.state(), &names, lang) {
                        check(&p, lang, "pending");
                    }
                    for a in &legal {
                        if let Some((f, r)) =
                            <super::Ui as crate::game_view::GameView>::first_choice(
                                m.state(),
                                seat,
                                a,
                                lang,
                            )
                        {
                            check(&f, lang, "first");
                            check(&r, lang, "rest");
                        }
                    }
                }
                let i = pick.below(legal.len());
                m.apply(seat, &legal[i]).expect("legal");
            }
        }
        for lang in Lang::ALL {
            for k in super::prelude::UI_KEYS {
                assert!(smokestack_locale::has(lang, k), "{k} missing in {lang:?}");
            }
        }
    }

    /// Where a turn cannot end (phase 4 without Confirm, phase 3's hiring offering only Hire),
    /// the pending line says every reason that holds: the worker to leave free, the canteen,
    /// the robots (issue 43's wrong reason, and issue 42's hire under rules version 2); an
    /// auction turn of Pass alone says why it cannot raise.
    #[test]
    fn a_turn_that_cannot_end_says_why() {
        let names: Vec<String> = (0..5).map(|i| format!("P{i}")).collect();
        let (mut adjust, mut hire, mut pass_only) = (0, 0, 0);
        for seed in 0..60u64 {
            let players = (seed % 4) as u8 + 2;
            let o = FM::options(players, &[]).expect("options");
            let mut m = Match::<FM>::new(o, seed).expect("setup");
            let mut pick = GameRng::new(seed + 7);
            while let Some(&seat) = m.to_act().first() {
                let legal = m.legal(seat);
                let s = m.state();
                let lines = super::pending(s, &names, Lang::En).join("\n");
                match s.phase {
                    Phase::Adjust if !legal.contains(&Action::Confirm) => {
                        adjust += 1;
                        let p = &s.players[s.turn as usize];
                        let v = factory_manager::factory::values(p);
                        // Every block that holds is named, and none that does not.
                        for (holds, words) in [
                            (
                                !factory_manager::adjust::keeps_free(s, p),
                                "must leave at least one worker beside the board",
                            ),
                            (v.workers_needed > i32::from(p.canteen), "in the canteen"),
                            (v.robots > v.machines, "shut a robot down"),
                        ] {
                            assert_eq!(lines.contains(words), holds, "{words:?} in {lines:?}");
                        }
                        assert!(!lines.contains("1 workers"), "{lines}");
                    }
                    Phase::Auction if s.auction.is_some() && legal == [Action::Pass] => {
                        pass_only += 1;
                        assert!(lines.contains("can only pass"), "{lines}");
                    }
                    Phase::Auction => assert!(!lines.contains("can only pass"), "{lines}"),
                    Phase::Build { hiring: true } if !legal.contains(&Action::EndTurn) => {
                        hire += 1;
                        assert!(lines.contains("must hire a seasonal worker"), "{lines}");
                    }
                    _ => {}
                }
                let i = pick.below(legal.len());
                m.apply(seat, &legal[i]).expect("legal");
            }
        }
        assert!(
            adjust > 10 && hire > 0 && pass_only > 0,
            "{adjust} blocked adjustments, {hire} forced hires, {pass_only} auction turns of Pass alone"
        );
    }
}
