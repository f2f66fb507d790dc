//! Fantastic Factories on the table: market with its tool tiles, decks, each headquarters with
//! its dice slots, compounds, resources, the Machine, and the viewer's own hand.

mod board;
mod explain;

use fantastic_factories::Action;
use fantastic_factories::FantasticFactories as FF;
use fantastic_factories::state::State;
use fantastic_factories::things;
use leptos::prelude::*;
use smokestack_core::Seat;

use crate::game_view::{BoardCx, Explain, GameView, Group, OptionRow};
use crate::i18n::{Arg, Lang, tr};

/// Fantastic Factories' table.
pub struct Ui;

impl GameView for Ui {
    type G = FF;

    fn options() -> Vec<OptionRow> {
        options()
    }
    fn rules_summary(lang: Lang) -> Vec<&'static str> {
        rules_summary(lang)
    }
    fn group(action: &Action) -> Group {
        group(action)
    }
    /// Drawn once for a viewer and a language: each part follows its slice of the game.
    fn board(cx: BoardCx<FF>) -> AnyView {
        board::board(cx)
    }
    /// Where an action points on the board: a market or contractor slot, a headquarters
    /// slot and the die placed there, a hand card to build or discard, a built card.
    fn targets(action: &Action) -> Vec<String> {
        match action {
            Action::TakeBlueprint { slot } => vec![format!("market:{slot}")],
            Action::Hire { slot, .. } => vec![format!("contractor:{slot}")],
            Action::Place { hq, face } => vec![things::hq_key(*hq), format!("die:{face}")],
            Action::Build { card, .. } | Action::DiscardFor { card } => {
                vec![format!("hand:{}", card.id())]
            }
            Action::Activate { card, .. } => vec![format!("built:{}", card.id())],
            _ => Vec::new(),
        }
    }
    /// The rules speak in messages (`FantasticFactories::message`), in every language.
    /// A build is chosen in two steps: the card ("Build Gymnasium"), then the card to discard
    /// with what the build costs.
    fn first_choice(
        state: &State,
        seat: Seat,
        action: &Action,
        lang: Lang,
    ) -> Option<(String, String)> {
        let Action::Build { card, discard } = *action else {
            return None;
        };
        let metal = state
            .players
            .get(seat as usize)
            .map_or(card.data().metal as u16, |p| {
                fantastic_factories::work::metal_price(p, card)
            });
        let first = tr(
            lang,
            "ff.choice.build",
            &[("card", Arg::from(board::card_name(card, lang)))],
        );
        let rest = tr(
            lang,
            "ff.choice.discard",
            &[
                ("discard", Arg::from(board::card_name(discard, lang))),
                ("metal", Arg::from(metal)),
                ("energy", Arg::from(card.data().energy)),
            ],
        );
        Some((first, rest))
    }
    /// Rules in place: every blueprint, contractor, Headquarters action, tool, type,
    /// resource, die, area, pile, the end of the game and the solo Machine (`explain.rs`).
    fn explain(state: &State, viewer: Option<Seat>, key: &str, lang: Lang) -> Option<Explain> {
        explain::explain(state, viewer, key, lang)
    }
    fn things(before: &State, action: &Action, viewer: Option<Seat>) -> Vec<String> {
        explain::things(before, action, viewer)
    }
    fn all_things() -> Vec<String> {
        explain::all_things()
    }
}

fn options() -> Vec<OptionRow> {
    vec![
        OptionRow {
            key: "difficulty",
            label: "new.difficulty",
            choices: vec![
                ("easy", "diff.easy"),
                ("normal", "diff.normal"),
                ("hard", "diff.hard"),
                ("very-hard", "diff.very-hard"),
            ],
            default: 1,
            solo_only: Some(true),
        },
        OptionRow {
            key: "refresh",
            label: "new.refresh",
            choices: vec![
                ("before-or-after", "refresh.before-or-after"),
                ("before", "refresh.before"),
            ],
            default: 0,
            solo_only: None,
        },
    ]
}

fn rules_summary(lang: Lang) -> Vec<&'static str> {
    [
        "ff.rules.1",
        "ff.rules.2",
        "ff.rules.3",
        "ff.rules.4",
        "ff.rules.5",
    ]
    .into_iter()
    .map(|k| words(lang, k))
    .collect()
}

/// Words of the game's locale file that take no arguments, as the file has them.
fn words(lang: Lang, key: &'static str) -> &'static str {
    smokestack_locale::text(lang, key).unwrap_or(key)
}

/// Headings of the action panel: the action read back as the rules' own type, so that a new
/// or renamed action fails to build here instead of landing under the wrong heading.
fn group(action: &Action) -> Group {
    use fantastic_factories::Action as A;
    match action {
        A::TakeBlueprint { .. } | A::Hire { .. } | A::Refresh { .. } | A::GiveTo { .. } => {
            Group::new("group.Market")
        }
        A::Place { .. } => Group::new("group.Headquarters"),
        A::Build { .. } => Group::new("group.Build"),
        A::Activate { .. } | A::SpecialistDie { .. } => Group::new("group.Activate"),
        A::EndTurn | A::Pass | A::EndWork => Group::DONE,
        A::SetDie { .. }
        | A::DiscardFor { .. }
        | A::Split { .. }
        | A::RerollPick { .. }
        | A::RerollDone
        | A::DropMetal
        | A::DropEnergy
        | A::DropCard { .. } => Group::CHOOSE,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_view::{Adapter, GameUi};
    use crate::i18n::t;
    use fantastic_factories::data::{Bp, Ct, Kind, Tool};
    use fantastic_factories::describe as words;
    use fantastic_factories::state::Hq;
    use smokestack_core::{BotKind, GameRng, Msg};

    fn hangul(s: &str) -> bool {
        s.chars().any(|c| ('가'..='힣').contains(&c))
    }

    fn kana(s: &str) -> bool {
        s.chars().any(|c| ('\u{3040}'..='\u{30ff}').contains(&c))
    }

    fn kanji(s: &str) -> bool {
        s.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
    }

    /// A text shown to a person: every key found, every argument filled, in its own script.
    fn check(text: &str, lang: Lang) {
        assert!(!text.trim().is_empty(), "{lang:?}: empty");
        assert!(
            !text.contains('{') && !text.contains('}') && !text.contains("ff."),
            "{lang:?}: {text}"
        );
        match lang {
            Lang::En => assert!(!hangul(text) && !kana(text) && !kanji(text), "{text}"),
            Lang::Ko => assert!(hangul(text) && !kana(text), "{text}"),
            Lang::Ja => assert!((kana(text) || kanji(text)) && !hangul(text), "{text}"),
        }
    }

    /// Every legal action and every log line of random games (every player count, the solo
    /// Machine) reads in English, Korean and Japanese.
    #[test]
    fn every_action_and_log_line_reads_in_each_language() {
        let entry = smokestack_games::find("fantastic-factories").unwrap();
        let mut lines = 0;
        for players in 1..=5u8 {
            let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
            let mut m = entry.new_match(players, &[], u64::from(players)).unwrap();
            let mut rng = GameRng::new(u64::from(players) + 10);
            while let Some(&seat) = m.to_act().first() {
                for lang in Lang::ALL {
                    for s in m.to_act() {
                        let texts: Vec<String> = m
                            .legal_messages(s)
                            .iter()
                            .map(|msg| msg.render(lang, &names))
                            .collect();
                        for text in &texts {
                            check(text, lang);
                        }
                        lines += texts.len();
                        let line = m.action_message(s, 0, None).unwrap();
                        check(&line.render(lang, &names), lang);
                    }
                }
                m.bot_move(seat, BotKind::Random, &mut rng).unwrap();
            }
            for lang in Lang::ALL {
                // The whole log as a spectator reads it (the log is shared by every seat).
                let log = m.log_messages(None);
                assert_eq!(log.len(), m.actions());
                for (_, msg) in &log {
                    check(&msg.render(lang, &names), lang);
                }
            }
        }
        assert!(lines > 10_000, "{lines}");
    }

    /// Every word the table shows has a key in each language: the keys the board and this
    /// module name, and every card, contractor, tool, type and headquarters.
    #[test]
    fn every_table_word_is_in_each_locale_file() {
        let mut keys: Vec<String> = Vec::new();
        for src in [include_str!("board.rs"), include_str!("mod.rs")] {
            for part in src.split('"').skip(1).step_by(2) {
                if part.starts_with("ff.") && !part.ends_with('.') {
                    keys.push(part.to_string());
                }
            }
        }
        assert!(keys.len() > 25, "{keys:?}");
        let msgs: Vec<Msg> = Bp::ALL
            .iter()
            .flat_map(|&b| [words::card(b), words::card_text(b)])
            .chain(
                Ct::ALL
                    .iter()
                    .flat_map(|&c| [words::contractor(c), words::contractor_text(c)]),
            )
            .chain(Tool::ALL.map(words::tool))
            .chain(
                [
                    Kind::Production,
                    Kind::Utility,
                    Kind::Training,
                    Kind::Special,
                    Kind::Monument,
                ]
                .map(words::kind),
            )
            .chain([Hq::Research, Hq::Generate, Hq::Mine].map(words::hq))
            .collect();
        keys.extend(msgs.iter().map(|m| m.key.to_string()));
        for lang in Lang::ALL {
            for k in &keys {
                assert!(smokestack_locale::has(lang, k), "{lang:?} lacks {k}");
            }
            for m in &msgs {
                check(&m.render(lang, &[]), lang);
            }
            // The game's description on the new-game page ("ff" is its words' prefix).
            check(&t(lang, "ff.description"), lang);
            for line in Ui::rules_summary(lang) {
                check(line, lang);
            }
        }
    }

    /// Every build has a first choice naming its card (one per card, in each language), the
    /// rest naming the discard; nothing else is grouped.
    #[test]
    fn builds_are_chosen_card_first() {
        let entry = smokestack_games::find("fantastic-factories").unwrap();
        let mut builds = 0;
        for seed in 1..=4u64 {
            let mut m = entry.new_match(2, &[], seed).unwrap();
            let mut rng = GameRng::new(seed);
            while let Some(&seat) = m.to_act().first() {
                for lang in Lang::ALL {
                    let firsts = Adapter::<Ui>::NEW.first_choices(m.as_ref(), seat, lang);
                    let jsons = m.legal_json(seat);
                    assert_eq!(firsts.len(), jsons.len());
                    for (json, first) in jsons.iter().zip(&firsts) {
                        let build = json.get("Build").is_some();
                        assert_eq!(build, first.is_some(), "{json}");
                        if let Some((key, rest)) = first {
                            check(key, lang);
                            check(rest, lang);
                            builds += 1;
                        }
                    }
                }
                m.bot_move(seat, BotKind::Random, &mut rng).unwrap();
            }
        }
        assert!(builds > 20, "{builds}");
    }
}
