//! Per-game parts of the app: descriptions, option forms, boards and action groups. A new game
//! adds one module here and one line to each function.

pub mod fantastic_factories;
pub mod le_havre;
mod le_havre_cards;

use crate::i18n::Lang;
use leptos::prelude::*;
use smokestack_core::{AnyMatch, Seat};

/// A game option in the new-game form: `key=value` as the rules' `options` takes it.
#[derive(Clone, Debug)]
pub struct OptionRow {
    pub key: &'static str,
    /// Translation key of the label.
    pub label: &'static str,
    /// (value, translation key of its label).
    pub choices: Vec<(&'static str, &'static str)>,
    pub default: usize,
    /// `Some(true)`: only for solo games; `Some(false)`: only with several players.
    pub solo_only: Option<bool>,
}

pub fn description(id: &str, lang: Lang) -> &'static str {
    match (id, lang) {
        ("fantastic-factories", Lang::En) => {
            "Draft blueprints, roll your workers and build a factory compound that turns dice into goods. Solo against the Machine."
        }
        ("fantastic-factories", Lang::Ko) => {
            "청사진을 모으고 일꾼 주사위를 굴려 공장 단지를 세우고 상품을 생산하세요. 솔로는 기계와 대결."
        }
        ("le-havre", Lang::En) => {
            "Le Havre: take goods from the harbour, visit buildings to turn them into better goods, build buildings and ships, and feed your people at every round's end."
        }
        ("le-havre", Lang::Ko) => {
            "르 아브르: 항구에서 물품을 가져오고, 건물을 방문해 더 좋은 물품으로 가공하고, 건물과 배를 지으며, 매 라운드 끝에 사람들을 먹여 살리세요."
        }
        _ => "",
    }
}

pub fn options(id: &str) -> Vec<OptionRow> {
    match id {
        "fantastic-factories" => fantastic_factories::options(),
        "le-havre" => le_havre::options(),
        _ => Vec::new(),
    }
}

/// The game's board as `viewer` may see it.
pub fn board(m: &dyn AnyMatch, viewer: Option<Seat>, names: &[String], lang: Lang) -> AnyView {
    match m.game_id() {
        "fantastic-factories" => fantastic_factories::board(m, viewer, names, lang),
        "le-havre" => le_havre::board(m, viewer, names, lang),
        _ => view! { <p>"No board for this game yet."</p> }.into_any(),
    }
}

/// A heading of the action panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    // Fantastic Factories.
    Market,
    Headquarters,
    Build,
    Activate,
    Done,
    Choose,
    // Le Havre.
    Main,
    Building,
    Pay,
    Buy,
    Sell,
    End,
    /// A game without groups, or an action that does not read back (never expected).
    Other,
}

impl Group {
    /// The heading's translation key; none for `Other`.
    pub fn key(self) -> Option<&'static str> {
        Some(match self {
            Group::Market => "group.Market",
            Group::Headquarters => "group.Headquarters",
            Group::Build => "group.Build",
            Group::Activate => "group.Activate",
            Group::Done => "group.Done",
            Group::Choose => "group.Choose",
            Group::Main => "group.Main",
            Group::Building => "group.Building",
            Group::Pay => "group.Pay",
            Group::Buy => "group.Buy",
            Group::Sell => "group.Sell",
            Group::End => "group.End",
            Group::Other => return None,
        })
    }

    /// Whether its actions end a turn or phase (shown apart from the rest).
    pub fn ends_turn(self) -> bool {
        matches!(self, Group::Done | Group::End)
    }
}

/// Which heading a legal action goes under in the action panel.
pub fn action_group(id: &str, action: &serde_json::Value) -> Group {
    match id {
        "fantastic-factories" => fantastic_factories::action_group(action),
        "le-havre" => le_havre::action_group(action),
        _ => Group::Other,
    }
}

/// A short rules summary for the menu's "Rules".
pub fn rules_summary(id: &str, lang: Lang) -> Vec<&'static str> {
    match id {
        "fantastic-factories" => fantastic_factories::rules_summary(lang),
        "le-havre" => le_havre::rules_summary(lang),
        _ => Vec::new(),
    }
}

/// The legal actions of `seat` in words of `lang` (English where a game has no translation).
pub fn action_texts(m: &dyn AnyMatch, seat: Seat, lang: Lang) -> Vec<String> {
    match (m.game_id(), lang) {
        ("fantastic-factories", Lang::Ko) => {
            fantastic_factories::action_texts_ko(m, seat).unwrap_or_else(|| m.legal_text(seat))
        }
        ("le-havre", Lang::Ko) => {
            le_havre::action_texts_ko(m, seat).unwrap_or_else(|| m.legal_text(seat))
        }
        _ => m.legal_text(seat),
    }
}

/// The whole log in words of `lang`.
pub fn log_texts(m: &dyn AnyMatch, lang: Lang) -> Vec<(Seat, String)> {
    match (m.game_id(), lang) {
        ("fantastic-factories", Lang::Ko) => {
            fantastic_factories::log_ko(m).unwrap_or_else(|| m.log_text(None))
        }
        ("le-havre", Lang::Ko) => le_havre::log_ko(m).unwrap_or_else(|| m.log_text(None)),
        _ => m.log_text(None),
    }
}

/// What is pending before play goes on (payments owed, building actions in progress), shown
/// above the moves; first to be settled first.
pub fn pending(m: &dyn AnyMatch, names: &[String], lang: Lang) -> Vec<String> {
    match m.game_id() {
        "le-havre" => le_havre::pending(m, names, lang),
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use smokestack_core::{BotKind, GameRng};

    /// Every legal action of random games reads back as its game's own type and so gets a
    /// heading; the headings are the ones each game's panel shows.
    #[test]
    fn every_legal_action_has_a_typed_group() {
        for (game, players, expected) in [
            (
                "fantastic-factories",
                3,
                &[Group::Market, Group::Headquarters, Group::Done][..],
            ),
            (
                "le-havre",
                2,
                &[Group::Main, Group::End, Group::Buy, Group::Building][..],
            ),
        ] {
            let entry = smokestack_games::find(game).unwrap();
            let mut seen = Vec::new();
            for seed in 1..=3u64 {
                let mut m = entry.new_match(players, &[], seed).unwrap();
                let mut rng = GameRng::new(seed);
                for _ in 0..400 {
                    let Some(&seat) = m.to_act().first() else {
                        break;
                    };
                    for json in m.legal_json(seat) {
                        let g = action_group(game, &json);
                        assert_ne!(g, Group::Other, "{game}: {json}");
                        assert!(g.key().is_some());
                        if !seen.contains(&g) {
                            seen.push(g);
                        }
                    }
                    m.bot_move(seat, BotKind::Random, &mut rng).unwrap();
                }
            }
            for g in expected {
                assert!(seen.contains(g), "{game}: {g:?} never offered ({seen:?})");
            }
        }
        assert_eq!(
            action_group("le-havre", &serde_json::json!("EndTurn")),
            Group::End
        );
        assert_eq!(
            action_group("le-havre", &serde_json::json!({"NoSuchAction": 1})),
            Group::Other
        );
        assert_eq!(
            action_group("chess", &serde_json::json!("EndTurn")),
            Group::Other
        );
    }
}
