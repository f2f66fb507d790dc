//! What a game's view module provides (`GameView`, in its own types) and how the app asks for
//! it (`GameUi`, by id on any match), with what a view is given: the board's reactive reading
//! of the game (`board`) and the one thing a game's own controls may do (`controls`). Low in
//! the app: it names no game, no page and no component; the registry (`crate::registry`)
//! names the games.

mod board;
mod controls;

pub use board::{BoardCx, Source, keyed, part};
pub use controls::{Look, Looking, Play};

use crate::i18n::Lang;
use leptos::prelude::*;
use smokestack_core::{AnyMatch, Game, Match, Seat, Thing};
use std::marker::PhantomData;

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

/// What a game's view module provides, in the game's own types.
pub trait GameView: 'static {
    type G: Game;
    /// The new-game form's options.
    fn options() -> Vec<OptionRow>;
    /// A short rules summary for the table's "Rules".
    fn rules_summary(lang: Lang) -> Vec<&'static str>;
    /// The action panel's heading for a legal action.
    fn group(action: &<Self::G as Game>::Action) -> Group;
    /// The board as `cx.viewer` may see it, drawn once for a game and a language: its parts
    /// follow the game and the viewer through `cx` (`BoardCx::part`, `BoardCx::list`).
    fn board(cx: BoardCx<Self::G>) -> AnyView;
    /// The things on the board an action acts on (keys the board puts in `data-target`), so
    /// that a tap there makes the move; none for an action with no place on the board.
    fn targets(action: &<Self::G as Game>::Action) -> Vec<String> {
        let _ = action;
        Vec::new()
    }
    /// What is pending before play goes on, first to be settled first.
    fn pending(m: &Match<Self::G>, names: &[String], lang: Lang) -> Vec<String> {
        let _ = (m, names, lang);
        Vec::new()
    }
    /// Where several legal actions begin with one choice and differ in what follows (which
    /// card to build, then which to discard): the first choice in words, the same for each of
    /// them (the key they are grouped by), and the rest of this one in words. The action panel
    /// shows one button per first choice that opens its rest. `None` (the default): the
    /// action is a button of its own.
    fn first_choice(
        state: &<Self::G as Game>::State,
        seat: Seat,
        action: &<Self::G as Game>::Action,
        lang: Lang,
    ) -> Option<(String, String)> {
        let _ = (state, seat, action, lang);
        None
    }
    /// Rules in place: the full text and numbers of the thing with explain key `key` (a
    /// card, building, tile, advance, province: the board puts the key in `data-explain`
    /// where the thing stands), as `viewer` may read it. Keys name the thing itself
    /// (`building:Wharf1`), never its place (`stack:2`). `None`: not a key of this game.
    fn explain(
        state: &<Self::G as Game>::State,
        viewer: Option<Seat>,
        key: &str,
        lang: Lang,
    ) -> Option<Explain> {
        // The rules crate tells what the thing is (`Game::thing`); the app lays it out.
        <Self::G as Game>::thing(state, viewer, key).map(|t| Explain::of(&t, lang))
    }
    /// The explain keys of the things a logged action names, read in `before` (the state the
    /// action was taken in), as `viewer` may see them: nothing hidden from `viewer`.
    fn things(
        before: &<Self::G as Game>::State,
        action: &<Self::G as Game>::Action,
        viewer: Option<Seat>,
    ) -> Vec<String> {
        <Self::G as Game>::named_things(before, action, viewer)
    }
    /// Every explain key of the game (each card, building, tile, advance, province once), for
    /// the rules panel's index and the test that each has its text in every language.
    fn all_things() -> Vec<String> {
        <Self::G as Game>::thing_keys()
    }
}

/// One thing on the table in full: what a tap on it shows ("rules in place").
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Explain {
    /// Its name.
    pub title: String,
    /// What kind of thing it is ("Building", "Blueprint", "Advance").
    pub kind: String,
    /// Its numbers, label and value ("Cost", "2 wood + 1 clay").
    pub facts: Vec<(String, String)>,
    /// Its full text, a paragraph each.
    pub text: Vec<String>,
    /// Some value in it is PROVISIONAL in FACTS.md (not found in any source).
    pub provisional: bool,
}

impl Explain {
    /// A thing as its rules crate tells it (`smokestack_core::Thing`), in `lang`.
    pub fn of(t: &Thing, lang: Lang) -> Explain {
        let say = |m: &smokestack_core::Msg| m.render(lang, &[]);
        Explain {
            title: say(&t.title),
            kind: say(&t.kind),
            facts: t.facts.iter().map(|(l, v)| (say(l), say(v))).collect(),
            text: t.text.iter().map(say).collect(),
            provisional: t.provisional,
        }
    }
}

#[cfg(test)]
impl Explain {
    /// The value of the fact labelled `label` (the games' tests read their numbers back).
    pub fn fact(&self, label: &str) -> Option<&str> {
        self.facts
            .iter()
            .find(|(l, _)| l == label)
            .map(|(_, v)| v.as_str())
    }
}

/// A game's table as the app asks for it: by id, on any match.
pub trait GameUi: Sync {
    fn id(&self) -> &'static str;
    fn options(&self) -> Vec<OptionRow>;
    fn rules_summary(&self, lang: Lang) -> Vec<&'static str>;
    /// `Group::OTHER` for an action that does not read back as this game's.
    fn group(&self, action: &serde_json::Value) -> Group;
    /// The board of the game `src` reads, drawn once (see `GameView::board`).
    fn board(
        &self,
        src: Source,
        viewer: Signal<Option<Seat>>,
        names: Signal<Vec<String>>,
        lang: Lang,
    ) -> AnyView;
    fn pending(&self, m: &dyn AnyMatch, names: &[String], lang: Lang) -> Vec<String>;
    /// For each legal action of `seat`, the board keys it acts on.
    fn targets(&self, m: &dyn AnyMatch, seat: Seat) -> Vec<Vec<String>>;
    /// For each legal action of `seat`, its first choice and the rest (`GameView::first_choice`).
    fn first_choices(
        &self,
        m: &dyn AnyMatch,
        seat: Seat,
        lang: Lang,
    ) -> Vec<Option<(String, String)>>;
    fn explain(
        &self,
        m: &dyn AnyMatch,
        viewer: Option<Seat>,
        key: &str,
        lang: Lang,
    ) -> Option<Explain>;
    /// For each logged action from `from` on, the explain keys it names (`GameView::things`).
    fn log_things(&self, m: &dyn AnyMatch, viewer: Option<Seat>, from: usize) -> Vec<Vec<String>>;
    /// The explain keys legal action `index` of `seat` names, read now (before it is taken):
    /// the log's next line, without a replay.
    fn action_things(
        &self,
        m: &dyn AnyMatch,
        seat: Seat,
        index: usize,
        viewer: Option<Seat>,
    ) -> Vec<String>;
    fn all_things(&self) -> Vec<String>;
}

/// The typed view `V` as a `GameUi`.
pub struct Adapter<V>(PhantomData<fn() -> V>);

impl<V> Adapter<V> {
    pub const NEW: Self = Adapter(PhantomData);
}

impl<V: GameView> Adapter<V> {
    fn typed(m: &dyn AnyMatch) -> Option<&Match<V::G>> {
        m.as_any().downcast_ref::<Match<V::G>>()
    }
}

impl<V: GameView> GameUi for Adapter<V> {
    fn id(&self) -> &'static str {
        <V::G as Game>::ID
    }
    fn options(&self) -> Vec<OptionRow> {
        V::options()
    }
    fn rules_summary(&self, lang: Lang) -> Vec<&'static str> {
        V::rules_summary(lang)
    }
    fn group(&self, action: &serde_json::Value) -> Group {
        serde_json::from_value(action.clone()).map_or(Group::OTHER, |a| V::group(&a))
    }
    fn board(
        &self,
        src: Source,
        viewer: Signal<Option<Seat>>,
        names: Signal<Vec<String>>,
        lang: Lang,
    ) -> AnyView {
        // The board's parts are read together (`board::Reading`).
        board::Reading::provide();
        V::board(BoardCx::new(src, viewer, names, lang))
    }
    fn pending(&self, m: &dyn AnyMatch, names: &[String], lang: Lang) -> Vec<String> {
        Self::typed(m).map_or_else(Vec::new, |m| V::pending(m, names, lang))
    }
    fn targets(&self, m: &dyn AnyMatch, seat: Seat) -> Vec<Vec<String>> {
        Self::typed(m).map_or_else(Vec::new, |t| t.legal(seat).iter().map(V::targets).collect())
    }
    fn first_choices(
        &self,
        m: &dyn AnyMatch,
        seat: Seat,
        lang: Lang,
    ) -> Vec<Option<(String, String)>> {
        Self::typed(m).map_or_else(Vec::new, |t| {
            t.legal(seat)
                .iter()
                .map(|a| V::first_choice(t.state(), seat, a, lang))
                .collect()
        })
    }
    fn explain(
        &self,
        m: &dyn AnyMatch,
        viewer: Option<Seat>,
        key: &str,
        lang: Lang,
    ) -> Option<Explain> {
        V::explain(Self::typed(m)?.state(), viewer, key, lang)
    }
    fn action_things(
        &self,
        m: &dyn AnyMatch,
        seat: Seat,
        index: usize,
        viewer: Option<Seat>,
    ) -> Vec<String> {
        let Some(t) = Self::typed(m) else {
            return Vec::new();
        };
        t.legal(seat)
            .get(index)
            .map_or_else(Vec::new, |a| V::things(t.state(), a, viewer))
    }
    fn log_things(&self, m: &dyn AnyMatch, viewer: Option<Seat>, from: usize) -> Vec<Vec<String>> {
        let Some(t) = Self::typed(m) else {
            return Vec::new();
        };
        // One pass over the log from the start: each action is read in the state it was
        // taken in, which only a replay gives back.
        let Ok(mut r) = Match::<V::G>::new(t.options.clone(), t.seed) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for (i, e) in t.log().iter().enumerate() {
            if i >= from {
                out.push(V::things(r.state(), &e.action, viewer));
            }
            if r.apply(e.seat, &e.action).is_err() {
                break;
            }
        }
        out
    }
    fn all_things(&self) -> Vec<String> {
        V::all_things()
    }
}

/// A heading of the action panel: its translation key. Each game names its own
/// (`const MARKET: Group = Group::new("group.Market")` in its view module); the few that
/// several games share are here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Group(Option<&'static str>);

impl Group {
    pub const fn new(key: &'static str) -> Group {
        Group(Some(key))
    }
    /// A game without groups, or an action that does not read back (never expected).
    pub const OTHER: Group = Group(None);
    pub const DONE: Group = Group::new("group.Done");
    pub const END: Group = Group::new("group.End");
    pub const CHOOSE: Group = Group::new("group.Choose");
    pub const BUY: Group = Group::new("group.Buy");

    /// The heading's translation key; none for `OTHER`.
    pub fn key(self) -> Option<&'static str> {
        self.0
    }

    /// Whether its actions end a turn or phase (shown apart from the rest).
    pub fn ends_turn(self) -> bool {
        self == Group::DONE || self == Group::END
    }
}

/// Checks every game's view runs (its tests call them).
#[cfg(test)]
pub mod checks {
    use super::{Explain, GameView};
    use crate::i18n::Lang;
    use smokestack_core::{BotKind, Game, GameRng, Match};

    /// Every thing of `V`'s game, in every language and for every viewer, in each of `games`
    /// at its start and 60 heuristic moves on: what the table shows (`V::explain`) is the rules
    /// crate's thing laid out (`Explain::of(Game::thing)`), so the facts are the crate's. The
    /// number of things checked.
    pub fn the_table_lays_out_the_rules_things<V: GameView>(
        games: impl IntoIterator<Item = Match<V::G>>,
    ) -> usize {
        let mut checked = 0;
        for mut m in games {
            let mut rng = GameRng::new(3);
            for stop in [0, 60] {
                while m.log().len() < stop {
                    let Some(&seat) = m.to_act().first() else {
                        break;
                    };
                    let legal = m.legal(seat);
                    let i = BotKind::Heuristic.choose::<V::G>(m.state(), seat, &legal, &mut rng);
                    m.apply_index(seat, i, &legal).expect("legal");
                }
                let s = m.state();
                let keys = V::all_things();
                assert_eq!(keys, <V::G as Game>::thing_keys());
                let seats = <V::G as Game>::seats(s);
                for viewer in std::iter::once(None).chain((0..seats).map(Some)) {
                    for key in &keys {
                        let thing = <V::G as Game>::thing(s, viewer, key).expect(key);
                        for lang in Lang::ALL {
                            let e = V::explain(s, viewer, key, lang);
                            assert_eq!(
                                e.as_ref(),
                                Some(&Explain::of(&thing, lang)),
                                "{key} for {viewer:?} in {lang:?}"
                            );
                            let e = e.expect(key);
                            assert!(!e.title.is_empty() && !e.kind.is_empty(), "{key}");
                            checked += 1;
                        }
                    }
                }
            }
        }
        checked
    }
}
