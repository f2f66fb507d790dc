//! The legal actions of the seat at the tablet, as labelled buttons grouped by kind.

use leptos::prelude::*;
use smokestack_core::Seat;

use crate::flow::Flow;
use crate::game_view::Group;
use crate::game_view::keyed;
use crate::prefs::Prefs;
use crate::registry as games;
use crate::session::Tabletop;

/// A button of the panel: one move, or one first choice that opens the moves it begins
/// (index, what is left to choose).
#[derive(Clone, Hash, PartialEq)]
enum Entry {
    Move(usize, String),
    Choice(String, Vec<(usize, String)>),
}

/// A legal move: its index, its words, and its first choice with the rest (where the game
/// groups moves by a first choice).
type Item = (usize, String, Option<(String, String)>);

/// The legal moves of one heading as entries: moves sharing a first choice
/// (`games::first_choices`) become one entry where the first of them stood; a first choice of
/// one move only stays a move, with its whole words.
fn entries(list: Vec<Item>) -> Vec<Entry> {
    let shared = |key: &str| {
        list.iter()
            .filter(|(_, _, f)| f.as_ref().is_some_and(|(k, _)| k == key))
            .count()
            > 1
    };
    let mut out: Vec<Entry> = Vec::new();
    for (i, text, first) in &list {
        match first {
            Some((key, rest)) if shared(key) => {
                let found = out.iter_mut().find_map(|e| match e {
                    Entry::Choice(k, moves) if k == key => Some(moves),
                    _ => None,
                });
                match found {
                    Some(moves) => moves.push((*i, rest.clone())),
                    None => out.push(Entry::Choice(key.clone(), vec![(*i, rest.clone())])),
                }
            }
            _ => out.push(Entry::Move(*i, text.clone())),
        }
    }
    out
}

/// Each legal move's place among the moves with the same words (0 for the first such move),
/// counted over all the seat's moves: a button is known by its words and this place.
/// (Counted over the moves before each one: a seat has tens of moves, a hundred or two at
/// most, and a map here cost a kilobyte of the first load.)
fn places(texts: &[String]) -> Vec<usize> {
    texts
        .iter()
        .enumerate()
        .map(|(i, t)| texts[..i].iter().filter(|u| *u == t).count())
        .collect()
}

/// The index of the move with words `text` at place `nth` (see `places`), if any.
fn index_of(texts: &[String], text: &str, nth: usize) -> Option<usize> {
    texts
        .iter()
        .enumerate()
        .filter(|(_, t)| t.as_str() == text)
        .nth(nth)
        .map(|(i, _)| i)
}

#[component]
pub fn ActionPanel(seat: Seat) -> impl IntoView {
    let prefs = expect_context::<Prefs>();
    let table = expect_context::<Tabletop>();
    let flow = expect_context::<Flow>();
    // The first choice opened (its words), if any.
    let open = RwSignal::new(None::<String>);
    // The panel outlives a move (the table keeps it while the seat acts): a choice opened
    // before the move closes with it.
    Effect::watch(
        move || table.version.get(),
        move |_, _, _| open.set(None),
        false,
    );
    // The words of the legal moves as last drawn, in the rules' order: a button finds its
    // move's index here when tapped (see below).
    let drawn = StoredValue::new(Vec::<String>::new());
    // The moves by heading, read again after each change; each heading and each button below
    // follows it by itself (keyed lists), so a move changes one or two buttons and the others
    // keep their nodes wherever they now stand.
    let groups = Memo::new(move |_| {
        table.version.get();
        let lang = prefs.lang.get();
        table.session.with_value(|s| {
            let Some(s) = s.as_ref() else {
                return Vec::new();
            };
            let id = s.m.game_id();
            let texts = games::action_texts(s.m.as_ref(), seat, lang, &s.meta.names);
            drawn.set_value(texts.clone());
            let nths = places(&texts);
            let firsts = games::first_choices(s.m.as_ref(), seat, lang);
            let jsons = s.m.legal_json(seat);
            let mut groups: Vec<(Group, Vec<Item>)> = Vec::new();
            let mut firsts = firsts.into_iter();
            for (i, (text, json)) in texts.into_iter().zip(jsons).enumerate() {
                let g = games::action_group(id, &json);
                let item = (i, text, firsts.next().flatten());
                match groups.iter_mut().find(|(name, _)| *name == g) {
                    Some((_, list)) => list.push(item),
                    None => groups.push((g, vec![item])),
                }
            }
            // Each entry with its place among equal words (a move's; 0 for a first choice).
            groups
                .into_iter()
                .map(|(g, list)| {
                    let list: Vec<(Entry, usize)> = entries(list)
                        .into_iter()
                        .map(|e| {
                            let nth = match &e {
                                Entry::Move(i, _) => nths[*i],
                                Entry::Choice(..) => 0,
                            };
                            (e, nth)
                        })
                        .collect();
                    (g, list)
                })
                .collect::<Vec<_>>()
        })
    });
    // A move's index at the tap, from its words and place among equal words. (A button is known
    // by these, not by its index, which changes whenever a move before it comes or goes.)
    let move_at =
        move |text: &str, nth: usize| drawn.with_value(|texts| index_of(texts, text, nth));
    // A heading's entries, each known by its words (a move's, with its place among equal
    // words; a first choice's).
    let entries_of = move |heading: Option<String>| {
        groups.with(|gs| {
            gs.iter()
                .find(|(g, _)| g.key().map(|k| prefs.t(k)) == heading)
                .map_or_else(Vec::new, |(g, list)| {
                    let class = if g.ends_turn() {
                        "big action done-btn"
                    } else {
                        "big action"
                    };
                    list.iter()
                        .map(|(entry, nth)| match entry {
                            // Its index is found at the tap (`move_at`), so that a move before it
                            // coming or going leaves its button alone.
                            Entry::Move(_, text) => (
                                (0u8, text.clone(), *nth),
                                (class, Entry::Move(0, text.clone()), *nth),
                            ),
                            Entry::Choice(key, _) => {
                                ((1u8, key.clone(), 0), (class, entry.clone(), 0))
                            }
                        })
                        .collect()
                })
        })
    };
    view! {
        <section class="actions" aria-label=move || prefs.t("table.actions")>
            <h2>{move || prefs.t("table.actions")}</h2>
            {keyed(
                move || groups.with(|gs| gs.iter().map(|(g, _)| {
                    let heading = g.key().map(|k| prefs.t(k));
                    (heading.clone(), heading)
                }).collect()),
                move |heading: Option<String>| {
                    let label = heading.clone().unwrap_or_default();
                    let buttons = keyed(
                        move || entries_of(heading.clone()),
                        move |(class, entry, nth): (&'static str, Entry, usize)| match entry {
                            Entry::Move(_, text) => {
                                let words = text.clone();
                                view! {
                                    <button class=class on:click=move |_| {
                                        if let Some(i) = move_at(&text, nth) { flow.act(seat, i) }
                                    }>{words}</button>
                                }.into_any()
                            }
                            // A first choice opens the moves it begins.
                            Entry::Choice(key, moves) => choice(flow, seat, open, class, key, moves).into_any(),
                        },
                    );
                    view! {
                        <div class="action-group" role="group" aria-label=label.clone()>
                            {(!label.is_empty()).then(|| view! { <h3>{label.clone()}</h3> })}
                            <div class="action-buttons">{buttons}</div>
                        </div>
                    }
                },
            )}
        </section>
    }
}

/// One first choice: a button that opens (and closes) the moves it begins, listed under it.
fn choice(
    flow: Flow,
    seat: Seat,
    open: RwSignal<Option<String>>,
    class: &'static str,
    key: String,
    moves: Vec<(usize, String)>,
) -> impl IntoView {
    let is_open = {
        let key = key.clone();
        move || open.with(|o| o.as_deref() == Some(key.as_str()))
    };
    let toggle = {
        let key = key.clone();
        move |_| {
            open.update(|o| {
                *o = if o.as_deref() == Some(key.as_str()) {
                    None
                } else {
                    Some(key.clone())
                }
            })
        }
    };
    let label = key.clone();
    let shown = is_open.clone();
    view! {
        <button class=format!("{class} first-choice") aria-expanded=move || is_open().to_string() on:click=toggle>
            <span class="chevron" aria-hidden="true">{move || if shown() { "▾ " } else { "▸ " }}</span>
            {key}
        </button>
        {move || {
            let is_open = open.with(|o| o.as_deref() == Some(label.as_str()));
            is_open.then(|| view! {
                <div class="action-buttons choices" role="group" aria-label=label.clone()
                    style="padding-left: 1rem; border-left: 3px solid var(--line); margin-left: 0.4rem;">
                    {moves.clone().into_iter().map(|(i, text)| view! {
                        <button class=class on:click=move |_| { open.set(None); flow.act(seat, i) }>{text}</button>
                    }).collect_view()}
                </div>
            })
        }}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first(k: &str, rest: &str) -> Option<(String, String)> {
        Some((k.to_string(), rest.to_string()))
    }

    /// A button finds its own move among moves of equal words, wherever they stand (in two
    /// groups, say): its place is counted over all the seat's moves.
    #[test]
    fn a_place_among_equal_words_finds_its_move() {
        let texts: Vec<String> = ["Take 1", "Pass", "Take 1", "Take 2", "Take 1"]
            .iter()
            .map(|t| t.to_string())
            .collect();
        let nths = places(&texts);
        assert_eq!(nths, [0, 0, 1, 0, 2]);
        for (i, t) in texts.iter().enumerate() {
            assert_eq!(index_of(&texts, t, nths[i]), Some(i));
        }
        assert_eq!(index_of(&texts, "Take 1", 3), None);
        assert_eq!(index_of(&texts, "Build", 0), None);
    }

    /// Moves sharing a first choice become one entry where the first stood; a first choice
    /// of one move stays that move with its whole words; others keep their place.
    #[test]
    fn moves_sharing_a_first_choice_become_one_entry() {
        let list = vec![
            (0, "Place".to_string(), None),
            (1, "Build A (discard B)".to_string(), first("Build A", "B")),
            (2, "Build C (discard D)".to_string(), first("Build C", "D")),
            (3, "Build A (discard E)".to_string(), first("Build A", "E")),
            (4, "End".to_string(), None),
        ];
        let got: Vec<String> = entries(list)
            .into_iter()
            .map(|e| match e {
                Entry::Move(i, text) => format!("{i}:{text}"),
                Entry::Choice(k, moves) => {
                    let rest: Vec<String> = moves.iter().map(|(i, r)| format!("{i}:{r}")).collect();
                    format!("{k}[{}]", rest.join(","))
                }
            })
            .collect();
        assert_eq!(
            got,
            [
                "0:Place",
                "Build A[1:B,3:E]",
                "2:Build C (discard D)",
                "4:End"
            ]
        );
    }
}
