//! Arkwright: The Card Game on the table: the market board (the four goods' appeal tracks with
//! every appeal marker, the demand markers and the arrows, the wage track), each player's board
//! (money, shares and share value, loans, ships; the four factories with their worker cards,
//! machines, quality and distribution cards, warehouses and live figures; the development
//! tracks and the cards in hand), and in solo the two automa and the development grid, with the
//! achievements at the end. While the component values are provisional the table says so.

mod explain;
mod market;
mod player;
mod prelude;
mod solo;

use crate::game_view::{BoardCx, GameView, Group, OptionRow};
use prelude::*;

/// Arkwright's table.
pub struct Ui;

impl GameView for Ui {
    type G = ARK;

    fn options() -> Vec<OptionRow> {
        let flag = |key, label, off, on, solo_only| OptionRow {
            key,
            label,
            choices: vec![off, on],
            default: 0,
            solo_only,
        };
        // `start` before `expert`: the expert game's draft wins over the start table.
        vec![
            flag(
                "start",
                "ark.opt.start",
                ("table", "ark.opt.start.table"),
                ("draft", "ark.opt.start.draft"),
                Some(false),
            ),
            flag(
                "expert",
                "ark.opt.expert",
                ("off", "ark.opt.off"),
                ("on", "ark.opt.on"),
                None,
            ),
            flag(
                "solo-factories",
                "ark.opt.solo_factories",
                ("choose", "ark.opt.solo_factories.choose"),
                ("random", "ark.opt.solo_factories.random"),
                Some(true),
            ),
            flag(
                "achievements",
                "ark.opt.achievements",
                ("all", "ark.opt.achievements.all"),
                ("pick", "ark.opt.achievements.pick"),
                Some(true),
            ),
        ]
    }
    fn rules_summary(lang: Lang) -> Vec<&'static str> {
        [
            "ark.rules.1",
            "ark.rules.2",
            "ark.rules.3",
            "ark.rules.4",
            "ark.rules.5",
            "ark.rules.6",
        ]
        .into_iter()
        .map(|k| words(lang, k))
        .collect()
    }
    fn group(action: &Action) -> Group {
        group(action)
    }
    fn board(cx: BoardCx<ARK>) -> AnyView {
        board(cx)
    }
    fn targets(action: &Action) -> Vec<String> {
        targets(action)
    }
    fn pending(m: &Match<ARK>, names: &[String], lang: Lang) -> Vec<String> {
        pending(m.state(), names, lang)
    }
    fn explain(
        state: &State,
        viewer: Option<Seat>,
        key: &str,
        lang: Lang,
    ) -> Option<crate::game_view::Explain> {
        explain::explain(state, viewer, key, lang)
    }
    fn things(before: &State, action: &Action, viewer: Option<Seat>) -> Vec<String> {
        explain::things(before, action, viewer)
    }
    fn all_things() -> Vec<String> {
        explain::all_things()
    }
}

/// The action panel's headings.
fn group(action: &Action) -> Group {
    use Action as A;
    match action {
        A::Choose { .. } => Group::new("group.ArkAction"),
        A::PickFactory { .. }
        | A::Build { .. }
        | A::Upgrade { .. }
        | A::UseInventor
        | A::InventorUpgrade { .. }
        | A::Hire { .. }
        | A::Automate { .. }
        | A::Place { .. }
        | A::Raise { .. }
        | A::Remove { .. }
        | A::SwapEngineer { .. }
        | A::Extra { .. }
        | A::Load { .. } => Group::new("group.ArkFactories"),
        A::DevPoint { .. }
        | A::TakeCard { .. }
        | A::Discard { .. }
        | A::Reactivate { .. }
        | A::Broker
        | A::InventorPoints
        | A::TakeSupervisor { .. } => Group::new("group.ArkDevelop"),
        A::Prebuy | A::BuyShare | A::BuyHalf | A::Loan | A::Ships => Group::new("group.ArkStock"),
        A::SetAppeal { .. }
        | A::Overtime
        | A::SellStored
        | A::Store { .. }
        | A::Ship
        | A::Sail
        | A::BreakTie => Group::new("group.ArkMarket"),
        A::UseBusinessman | A::ChooseStart { .. } => Group::CHOOSE,
        A::Done => Group::DONE,
    }
}

/// Where an action points on the board (the acting seat's board, the market, the supply).
fn targets(action: &Action) -> Vec<String> {
    use Action as A;
    match *action {
        A::Choose { act } => vec![format!("act:{}", act.id())],
        A::PickFactory { good }
        | A::Build { good }
        | A::Upgrade { good }
        | A::InventorUpgrade { good }
        | A::Hire { good }
        | A::Extra { good, .. }
        | A::Load { good }
        | A::SwapEngineer { good }
        | A::TakeSupervisor { good } => vec![format!("factory:{good}")],
        A::Automate { good, pos } => vec![format!("worker:{good}:{pos}")],
        // A new card goes to the factory (or its empty place); a card there is raised or taken.
        A::Place { good, piece } => vec![
            format!("piece:{good}:{}", piece_key(piece)),
            format!("factory:{good}"),
        ],
        A::Raise { good, piece } | A::Remove { good, piece } => {
            vec![format!("piece:{good}:{}", piece_key(piece))]
        }
        A::DevPoint { track } => vec![format!("track:{track}")],
        A::TakeCard { card } => vec![format!("card:{}", card.id())],
        A::Discard { card } | A::Reactivate { card } => vec![format!("held:{}", card.id())],
        A::UseInventor | A::InventorPoints => vec!["held:Inventor".into()],
        A::Broker => vec!["held:Broker".into()],
        A::Overtime => vec!["held:Overtime".into()],
        A::BreakTie | A::UseBusinessman => vec!["held:Businessman".into()],
        A::Prebuy | A::BuyShare | A::BuyHalf => vec!["shares".into()],
        A::Loan => vec!["loans".into()],
        A::Ships | A::Sail | A::Ship => vec!["ships".into()],
        A::SetAppeal { appeal } => vec![format!("appeal:{appeal}")],
        A::Store { warehouse } => vec![format!("warehouse:{warehouse}")],
        A::SellStored => vec!["stored".into()],
        A::ChooseStart { .. } | A::Done => Vec::new(),
    }
}

/// A piece's board key (quality and the Engineer lie on the quality side of a factory).
pub fn piece_key(p: Piece) -> &'static str {
    match p {
        Piece::Quality => "quality",
        Piece::Engineer => "engineer",
        Piece::Distribution => "distribution",
        Piece::Patent => "patent",
    }
}

/// What the acting seat is in the middle of, in words of `lang`.
fn pending(s: &State, names: &[String], lang: Lang) -> Vec<String> {
    let Some(seat) = arkwright_card_game::flow::to_act(s) else {
        return Vec::new();
    };
    let who = MsgArg::Seat(seat);
    let good = arkwright_card_game::describe::good(s.good());
    let key = match &s.phase {
        Phase::Draft { .. } => "ark.pending.draft",
        Phase::StartBonus { .. } => "ark.pending.bonus",
        Phase::Prebuy { .. } => "ark.pending.prebuy",
        Phase::Turn { step, .. } => match step {
            Step::Choose => "ark.pending.choose",
            Step::Price => "ark.pending.price",
            Step::Develop { .. } | Step::Broker { .. } | Step::Inventor { .. } => {
                "ark.pending.develop"
            }
            _ => "ark.pending.action",
        },
        Phase::Production { .. } => "ark.pending.production",
        Phase::Tie { .. } => "ark.pending.tie",
        Phase::RoundEnd { .. } => "ark.pending.round_end",
        Phase::Over => return Vec::new(),
    };
    vec![
        Msg::new(key)
            .arg("who", who)
            .arg("good", good)
            .render(lang, names),
    ]
}

/// Whether any component value of the game is still provisional.
pub fn provisional() -> bool {
    !data().provisional.is_empty()
}

/// The board, drawn once for a viewer and a language: the market, the development cards to
/// take (the solo grid or the supply) and each player's board, their parts following the game
/// (`BoardCx::part`, `BoardCx::list`).
fn board(cx: BoardCx<ARK>) -> AnyView {
    let lang = cx.lang;
    view! {
        <div class="ark-board">
            {provisional().then(|| view! {
                <p class="ark-provisional" role="note">
                    <b>{word(lang, "ark.ui.provisional")}</b>" "{word(lang, "ark.ui.provisional_why")}
                </p>
            })}
            {market::market(cx)}
            {solo::solo(cx)}
            <div class="ark-players">{player::players(cx)}</div>
        </div>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::prelude::*;
    use smokestack_core::GameRng;

    fn check(text: &str, lang: Lang, at: &str) {
        crate::games::script_check::check_text(text, lang, at, "ark.");
    }

    /// Random games, 1–4 players: every pending line reads in every language; every action has a
    /// group; the table's own texts are there.
    #[test]
    fn pending_and_table_texts_read_in_every_language() {
        for seed in 0..6u64 {
            let players = (seed % 4) as u8 + 1;
            let o = ARK::options(players, &[]).expect("options");
            let mut m = Match::<ARK>::new(o, seed).expect("setup");
            let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
            let mut pick = GameRng::new(seed + 100);
            while let Some(&seat) = m.to_act().first() {
                let legal = m.legal(seat);
                for lang in Lang::ALL {
                    for p in super::pending(m.state(), &names, lang) {
                        check(&p, lang, "pending");
                    }
                }
                for a in &legal {
                    assert_ne!(super::group(a), crate::game_view::Group::OTHER);
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
}
