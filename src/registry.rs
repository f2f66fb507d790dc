//! The games the app knows, one line each (`tables!`): where each game's rules and table are
//! loaded from, and the free functions through which the rest of the app asks a game's table
//! (`crate::game_view::GameUi`) by id. The top of the app beside `app.rs`: it names every game;
//! no game names it.

use crate::game_view::{Adapter, Explain, GameUi, Group, OptionRow, Source};
use crate::games::{age_of_renaissance, arkwright, factory_manager, fantastic_factories, le_havre};
use crate::i18n::Lang;
use leptos::prelude::*;
use smokestack_core::{AnyMatch, Seat};
use std::future::Future;
use std::pin::Pin;
use wasm_split_helpers::SplitLoaderError;

/// A game's code as it arrives: its rules and its table.
type Loaded = (&'static dyn smokestack_core::GameEntry, &'static dyn GameUi);

/// Every game's table, one line each: the name of its split point (its code is a part of the
/// wasm of its own, loaded when the game is first needed: README, "Size"), its view module's
/// `Ui`, its rules' getter, and the prefix of its words. In the lobby's order, as
/// `smokestack_games::GAMES`.
macro_rules! tables {
    ($($part:ident: $ui:ty, $rules:path, $words:literal;)*) => {
        $(
            // Fallible: a part that cannot be fetched (offline before the service worker kept
            // it) is an error for the person, not a panic.
            #[wasm_split_helpers::wasm_split($part, fallible)]
            fn $part() -> Result<Loaded, SplitLoaderError> {
                static UI: Adapter<$ui> = Adapter::<$ui>::NEW;
                Ok(($rules(), &UI))
            }
        )*
        /// The parts, as futures, in the lobby's order.
        static LOADERS: &[fn() -> Pin<Box<dyn Future<Output = Result<Loaded, SplitLoaderError>>>>] = &[$(|| Box::pin($part())),*];
        /// The prefix of each game's words (its description: `<prefix>.description`).
        static WORDS: &[&str] = &[$($words),*];
    };
}

tables! {
    fantastic_factories: fantastic_factories::Ui, smokestack_games::fantastic_factories, "ff";
    le_havre: le_havre::Ui, smokestack_games::le_havre, "lh";
    factory_manager: factory_manager::Ui, smokestack_games::factory_manager, "fm";
    arkwright: arkwright::Ui, smokestack_games::arkwright, "ark";
    age_of_renaissance: age_of_renaissance::Ui, smokestack_games::age_of_renaissance, "aor";
}

/// The tables whose code has loaded.
static UIS: std::sync::Mutex<Vec<&'static dyn GameUi>> = std::sync::Mutex::new(Vec::new());

/// The loaded tables (the page has one thread; a poisoned lock still holds them).
fn uis() -> std::sync::MutexGuard<'static, Vec<&'static dyn GameUi>> {
    UIS.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Loads game `id`'s code (once; at once natively and when already here): its rules into the
/// registry, its table into `UIS`. False for a game this app does not know, or whose part could
/// not be fetched (offline before the service worker had it).
pub async fn load(id: &str) -> bool {
    if ui(id).is_some() {
        return true;
    }
    let Some(loader) = smokestack_games::GAMES
        .iter()
        .position(|g| g.id == id)
        .and_then(|i| LOADERS.get(i))
    else {
        return false;
    };
    let Ok((rules, table)) = loader().await else {
        return false;
    };
    // Its words come with it (the page carries none of a game's), except in the bots' thread,
    // which shows none.
    if web_sys::window().is_some() && !crate::i18n::load_game(table.id()).await {
        return false;
    }
    style(id).await;
    smokestack_games::register(rules);
    let mut u = uis();
    if !u.iter().any(|t| t.id() == id) {
        u.push(table);
    }
    true
}

/// Enables game `id`'s stylesheet (the page holds it disabled, so not fetched: the build's
/// `scripts/build-wasm.sh`) and waits for it, so that its table never shows unstyled.
async fn style(id: &str) {
    use wasm_bindgen::JsCast;
    let Some(link) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| {
            d.query_selector(&format!("link[rel=stylesheet][href^=\"./{id}-\"]"))
                .ok()
                .flatten()
        })
        .and_then(|e| e.dyn_into::<web_sys::HtmlLinkElement>().ok())
    else {
        return;
    };
    if !link.disabled() {
        return;
    }
    let loaded = js_sys::Promise::new(&mut |done, _| {
        link.set_onload(Some(&done));
        link.set_onerror(Some(&done));
    });
    link.set_disabled(false);
    let _ = wasm_bindgen_futures::JsFuture::from(loaded).await;
}

/// Loads every game (the tests; importing saves of any game).
pub async fn load_all() {
    for g in &smokestack_games::GAMES {
        load(g.id).await;
    }
}

/// The table of game `id`.
pub fn ui(id: &str) -> Option<&'static dyn GameUi> {
    #[cfg(not(target_arch = "wasm32"))]
    load_now();
    uis().iter().copied().find(|t| t.id() == id)
}

/// Natively (the tests) every game's code is here from the start: its "part" is a future that
/// is ready at once.
#[cfg(not(target_arch = "wasm32"))]
fn load_now() {
    use std::task::{Context, Poll, Waker};
    if !uis().is_empty() {
        return;
    }
    for (g, loader) in smokestack_games::GAMES.iter().zip(LOADERS) {
        let mut part = loader();
        let Poll::Ready(Ok((_, table))) =
            part.as_mut().poll(&mut Context::from_waker(Waker::noop()))
        else {
            unreachable!("{}: a native part is ready at once", g.id)
        };
        uis().push(table);
    }
}

/// A game's paragraph for the lobby, from its words (its code need not be here).
pub fn description(id: &str, lang: Lang) -> String {
    smokestack_games::GAMES
        .iter()
        .position(|g| g.id == id)
        .and_then(|i| WORDS.get(i))
        .map_or_else(String::new, |w| {
            crate::i18n::t(lang, &format!("{w}.description"))
        })
}

pub fn options(id: &str) -> Vec<OptionRow> {
    ui(id).map_or_else(Vec::new, |u| u.options())
}

/// The board of game `id` as `viewer` may see it, reading its game from `src`: drawn once,
/// its parts follow the game (`crate::game_view::BoardCx`).
pub fn board(
    id: &str,
    src: Source,
    viewer: Signal<Option<Seat>>,
    names: Signal<Vec<String>>,
    lang: Lang,
) -> AnyView {
    match ui(id) {
        Some(u) => u.board(src, viewer, names, lang),
        None => view! { <p>"No board for this game yet."</p> }.into_any(),
    }
}

/// Rules in place: the thing with explain key `key` in full, as `viewer` may read it.
pub fn explain(m: &dyn AnyMatch, viewer: Option<Seat>, key: &str, lang: Lang) -> Option<Explain> {
    ui(m.game_id())?.explain(m, viewer, key, lang)
}

/// Every thing of the game, in full, grouped by kind in the order the game lists them: the
/// rules panel's index of components.
pub fn almanac(m: &dyn AnyMatch, viewer: Option<Seat>, lang: Lang) -> Vec<(String, Vec<Explain>)> {
    let Some(u) = ui(m.game_id()) else {
        return Vec::new();
    };
    let mut kinds: Vec<(String, Vec<Explain>)> = Vec::new();
    for key in u.all_things() {
        let Some(e) = u.explain(m, viewer, &key, lang) else {
            continue;
        };
        match kinds.iter_mut().find(|(k, _)| *k == e.kind) {
            Some((_, list)) => list.push(e),
            None => kinds.push((e.kind.clone(), vec![e])),
        }
    }
    kinds
}

/// For each logged action from `from` on, the explain keys of the things it names.
/// What legal action `index` of `seat` names (`GameUi::action_things`).
pub fn action_things(
    m: &dyn AnyMatch,
    seat: Seat,
    index: usize,
    viewer: Option<Seat>,
) -> Vec<String> {
    ui(m.game_id()).map_or_else(Vec::new, |u| u.action_things(m, seat, index, viewer))
}

pub fn log_things(m: &dyn AnyMatch, viewer: Option<Seat>, from: usize) -> Vec<Vec<String>> {
    ui(m.game_id()).map_or_else(Vec::new, |u| u.log_things(m, viewer, from))
}

/// Which heading a legal action goes under in the action panel.
pub fn action_group(id: &str, action: &serde_json::Value) -> Group {
    ui(id).map_or(Group::OTHER, |u| u.group(action))
}

/// A short rules summary for the menu's "Rules".
pub fn rules_summary(id: &str, lang: Lang) -> Vec<&'static str> {
    ui(id).map_or_else(Vec::new, |u| u.rules_summary(lang))
}

/// The legal actions of `seat` in words of `lang`, as that seat reads them, seats named by
/// `names`.
pub fn action_texts(m: &dyn AnyMatch, seat: Seat, lang: Lang, names: &[String]) -> Vec<String> {
    m.legal_messages(seat)
        .iter()
        .map(|msg| msg.render(lang, names))
        .collect()
}

#[cfg(test)]
/// The whole log in words of `lang`, as a spectator reads it (the log is shared by every seat).
pub fn log_texts(m: &dyn AnyMatch, lang: Lang, names: &[String]) -> Vec<(Seat, String)> {
    m.log_messages(None)
        .into_iter()
        .map(|(seat, msg)| (seat, msg.render(lang, names)))
        .collect()
}

/// For each legal action of `seat`, the board keys it acts on (none where the game names none).
pub fn targets(m: &dyn AnyMatch, seat: Seat) -> Vec<Vec<String>> {
    ui(m.game_id()).map_or_else(Vec::new, |u| u.targets(m, seat))
}

/// For each legal action of `seat`, its first choice and the rest in words of `lang`, where the
/// game groups several actions under one first choice (none elsewhere; an empty list for a
/// game without grouping).
pub fn first_choices(m: &dyn AnyMatch, seat: Seat, lang: Lang) -> Vec<Option<(String, String)>> {
    ui(m.game_id()).map_or_else(Vec::new, |u| u.first_choices(m, seat, lang))
}

/// What is pending before play goes on (payments owed, building actions in progress), shown
/// above the moves; first to be settled first.
pub fn pending(m: &dyn AnyMatch, names: &[String], lang: Lang) -> Vec<String> {
    ui(m.game_id()).map_or_else(Vec::new, |u| u.pending(m, names, lang))
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
                &[
                    Group::new("group.Market"),
                    Group::new("group.Headquarters"),
                    Group::DONE,
                ][..],
            ),
            (
                "le-havre",
                2,
                &[
                    Group::new("group.Main"),
                    Group::END,
                    Group::BUY,
                    Group::new("group.Building"),
                ][..],
            ),
            (
                "factory-manager",
                3,
                &[
                    Group::new("group.Bid"),
                    Group::new("group.Pick"),
                    Group::BUY,
                    Group::new("group.Factory"),
                    Group::new("group.Adjust"),
                    Group::DONE,
                ][..],
            ),
            (
                "arkwright-card-game",
                2,
                &[
                    Group::new("group.ArkAction"),
                    Group::new("group.ArkFactories"),
                    Group::new("group.ArkDevelop"),
                    Group::new("group.ArkStock"),
                    Group::new("group.ArkMarket"),
                    Group::DONE,
                ][..],
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
                        assert_ne!(g, Group::OTHER, "{game}: {json}");
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
            Group::END
        );
        assert_eq!(
            action_group("le-havre", &serde_json::json!({"NoSuchAction": 1})),
            Group::OTHER
        );
        assert_eq!(
            action_group("chess", &serde_json::json!("EndTurn")),
            Group::OTHER
        );
    }

    /// Every game of the rules' registry has a table, and only those; each table's texts
    /// cover every legal action and log line, in each language.
    #[test]
    fn every_game_has_one_table_with_texts_in_each_language() {
        let ids: Vec<&str> = smokestack_games::registry()
            .iter()
            .map(|g| g.id())
            .collect();
        let uis: Vec<&str> = ids
            .iter()
            .filter_map(|&id| ui(id))
            .map(|u| u.id())
            .collect();
        assert_eq!(ids, uis);
        assert_eq!(WORDS.len(), ids.len());
        for id in ids {
            let entry = smokestack_games::find(id).unwrap();
            let players = entry.players().0.max(2);
            let mut m = entry.new_match(players, &[], 4).unwrap();
            let mut rng = GameRng::new(4);
            for _ in 0..60 {
                let Some(&seat) = m.to_act().first() else {
                    break;
                };
                let en = action_texts(m.as_ref(), seat, Lang::En, &[]);
                let ko = action_texts(m.as_ref(), seat, Lang::Ko, &[]);
                // The acting seat reads its moves as it may see them (a peeked card named).
                let own: Vec<String> = m
                    .legal_messages(seat)
                    .iter()
                    .map(|msg| msg.render(Lang::En, &[]))
                    .collect();
                assert_eq!(en, own);
                assert_eq!(ko.len(), en.len());
                m.bot_move(seat, BotKind::Random, &mut rng).unwrap();
            }
            let (en, ko) = (
                log_texts(m.as_ref(), Lang::En, &[]),
                log_texts(m.as_ref(), Lang::Ko, &[]),
            );
            assert_eq!(en.len(), m.actions());
            assert_eq!(ko.len(), en.len());
            assert_ne!(ko, en, "{id}: the Korean log is Korean");
            for lang in Lang::ALL {
                assert!(!description(id, lang).is_empty() && !rules_summary(id, lang).is_empty());
            }
            assert_ne!(description(id, Lang::Ja), description(id, Lang::En));
            assert!(!rules_summary(id, Lang::Ko).is_empty() && !options(id).is_empty());
        }
        assert!(ui("chess").is_none() && description("chess", Lang::En).is_empty());
    }

    /// Every move that acts on a thing on the board names it, so the board can take the tap:
    /// market and contractor cards, headquarters and dice, hand and built cards, offer spaces,
    /// buildings to enter or buy.
    #[test]
    fn moves_on_things_name_their_place_on_the_board() {
        for (game, on_board) in [
            (
                "fantastic-factories",
                &[
                    Group::new("group.Market"),
                    Group::new("group.Headquarters"),
                    Group::new("group.Build"),
                    Group::new("group.Activate"),
                ][..],
            ),
            ("le-havre", &[Group::new("group.Main"), Group::BUY][..]),
            (
                "factory-manager",
                &[
                    Group::new("group.Bid"),
                    Group::new("group.Pick"),
                    Group::BUY,
                    Group::new("group.Factory"),
                    Group::new("group.Hire"),
                    Group::new("group.Adjust"),
                ][..],
            ),
            (
                "arkwright-card-game",
                &[
                    Group::new("group.ArkAction"),
                    Group::new("group.ArkFactories"),
                    Group::new("group.ArkDevelop"),
                    Group::new("group.ArkStock"),
                    Group::new("group.ArkMarket"),
                ][..],
            ),
        ] {
            let entry = smokestack_games::find(game).unwrap();
            let mut named = 0;
            for seed in 1..=3u64 {
                let mut m = entry.new_match(2, &[], seed).unwrap();
                let mut rng = GameRng::new(seed);
                for _ in 0..300 {
                    let Some(&seat) = m.to_act().first() else {
                        break;
                    };
                    let targets = targets(m.as_ref(), seat);
                    assert_eq!(targets.len(), m.legal_json(seat).len());
                    for (json, keys) in m.legal_json(seat).iter().zip(&targets) {
                        let g = action_group(game, json);
                        // Refreshing a row, passing, a gift's receiver, the Specialist's extra die:
                        // no one thing on the board to tap (the buttons serve).
                        let plain = ["Refresh", "GiveTo", "SpecialistDie"]
                            .iter()
                            .any(|k| json.get(k).is_some())
                            || json == "Pass";
                        if on_board.contains(&g) && !plain {
                            assert!(!keys.is_empty(), "{game}: {json} names no place");
                            named += 1;
                        }
                        for k in keys {
                            assert!(
                                k.chars()
                                    .all(|c| c.is_ascii_alphanumeric() || c == ':' || c == '_'),
                                "{k}"
                            );
                        }
                    }
                    m.bot_move(seat, BotKind::Random, &mut rng).unwrap();
                }
            }
            assert!(named > 50, "{game}: {named}");
        }
    }

    /// Rules in place, for every game: each of its things explains itself in every language,
    /// with a name and its text or numbers, and the words are the language's own (no locale
    /// key shows through, and Korean and Japanese are not English).
    fn every_thing_explains_itself_in_every_language(game: &str) {
        let u = ui(game).unwrap();
        let things = u.all_things();
        assert!(things.len() >= 10, "{game}: only {} things", things.len());
        // Each thing once, each key a plain word (the board's CSS selects by it).
        let mut unique = things.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), things.len(), "{game}: a key twice");
        for key in &things {
            assert!(
                key.chars()
                    .all(|c| c.is_ascii_alphanumeric() || matches!(c, ':' | '_' | '-')),
                "{game}: {key} is not a plain word"
            );
        }
        let entry = smokestack_games::find(game).unwrap();
        let m = entry.new_match(entry.players().0.max(2), &[], 1).unwrap();
        for key in &things {
            let mut words = Vec::new();
            for lang in Lang::ALL {
                let e = u
                    .explain(m.as_ref(), None, key, lang)
                    .unwrap_or_else(|| panic!("{game}: {key} does not explain itself"));
                assert!(!e.title.trim().is_empty(), "{game}: {key} has no name");
                assert!(!e.kind.trim().is_empty(), "{game}: {key} has no kind");
                assert!(
                    !e.text.is_empty() || !e.facts.is_empty(),
                    "{game}: {key} has neither text nor numbers"
                );
                let all = [&e.title, &e.kind]
                    .into_iter()
                    .chain(&e.text)
                    .chain(e.facts.iter().flat_map(|(a, b)| [a, b]))
                    .cloned()
                    .collect::<Vec<_>>()
                    .join("\n");
                assert!(
                    !shows_a_locale_key(&all) && !all.contains('{'),
                    "{game}: {key} in {lang:?} shows a key or an argument: {all}"
                );
                words.push(all);
            }
            assert_ne!(words[0], words[1], "{game}: {key}: Korean is English");
            assert_ne!(words[0], words[2], "{game}: {key}: Japanese is English");
        }
        assert!(
            u.explain(m.as_ref(), None, "no-such:thing", Lang::En)
                .is_none()
        );
    }

    /// Whether `text` holds a locale key (`lh.bd.Wharf1.text`: a short lowercase domain, then
    /// at least two more dotted parts, no spaces), as a missing text renders.
    fn shows_a_locale_key(text: &str) -> bool {
        text.split(|c: char| c.is_whitespace() || "()[],;:\"'".contains(c))
            .any(|word| {
                let parts: Vec<&str> = word.trim_end_matches('.').split('.').collect();
                parts.len() >= 3
                    && (2..=4).contains(&parts[0].len())
                    && parts[0].chars().all(|c| c.is_ascii_lowercase())
                    && parts[1..].iter().all(|p| {
                        !p.is_empty() && p.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                    })
            })
    }

    #[test]
    fn a_locale_key_is_told_from_words() {
        assert!(shows_a_locale_key("Build lh.bd.Wharf1.text now"));
        assert!(shows_a_locale_key("(ff.ex.f.total)"));
        assert!(!shows_a_locale_key(
            "e.g. 2.5 francs, i.e. less; v1.2 Area VII."
        ));
    }

    /// What the log names is looked up like the board's things: every key a logged action
    /// names in bot games explains itself, and the log names something in every game.
    fn the_log_names_things_that_explain_themselves(game: &str) {
        let u = ui(game).unwrap();
        let entry = smokestack_games::find(game).unwrap();
        let players = entry.players().1.min(4);
        let mut m = entry.new_match(players, &[], 7).unwrap();
        let mut rng = GameRng::new(7);
        // What each move names, read before it is taken (as the table keeps it move by move).
        let mut ahead = Vec::new();
        for _ in 0..300 {
            let Some(&seat) = m.to_act().first() else {
                break;
            };
            let index = m.bot_choice(seat, BotKind::Heuristic, &mut rng).unwrap();
            ahead.push(u.action_things(m.as_ref(), seat, index, None));
            m.apply_index(seat, index).unwrap();
        }
        let all = u.log_things(m.as_ref(), None, 0);
        assert_eq!(all.len(), m.actions(), "{game}");
        assert_eq!(
            ahead, all,
            "{game}: a move names what the replayed log names"
        );
        let named: Vec<&String> = all.iter().flatten().collect();
        assert!(!named.is_empty(), "{game}: the log names nothing");
        for key in named {
            assert!(
                u.explain(m.as_ref(), None, key, Lang::En).is_some(),
                "{game}: the log names {key}, which does not explain itself"
            );
        }
        // From the middle on: the same keys as the whole pass gave there.
        let half = m.actions() / 2;
        assert_eq!(u.log_things(m.as_ref(), None, half), all[half..].to_vec());
    }

    /// One test per game, so that each game's rules in place are checked (and fail) apart.
    macro_rules! explains {
        ($($name:ident: $game:literal,)*) => {$(
            mod $name {
                #[test]
                fn every_thing_explains_itself_in_every_language() {
                    super::every_thing_explains_itself_in_every_language($game);
                }
                #[test]
                fn the_log_names_things_that_explain_themselves() {
                    super::the_log_names_things_that_explain_themselves($game);
                }
            }
        )*};
    }
    explains! {
        explain_fantastic_factories: "fantastic-factories",
        explain_le_havre: "le-havre",
        explain_factory_manager: "factory-manager",
        explain_arkwright: "arkwright-card-game",
        explain_age_of_renaissance: "age-of-renaissance",
    }
}
