//! The lobby: the games, a way into each, the saved games (this device's turns first), and a
//! field to open a link that was pasted rather than clicked.

use leptos::prelude::*;

use crate::flow::Flow;
use crate::i18n::{Lang, code_error, t};
use crate::library::Library;
use crate::prefs::Prefs;
use crate::registry as games;
use crate::session::Tabletop;
use crate::shell::Screen;
use crate::shell::Shell;
use smokestack_core::CodeError;
use smokestack_table::{Listed, Summary, Turn};

/// Whose move a saved game waits for, as this device sees it, with a class for its look:
/// this device's people ("Your turn (Alice)"), the bots it runs, or people elsewhere.
pub fn turn_label(lang: Lang, s: &Summary) -> Option<(String, &'static str)> {
    let names = |seats: &[u8]| {
        seats
            .iter()
            .map(|&x| {
                s.players
                    .get(usize::from(x))
                    .cloned()
                    .unwrap_or_else(|| format!("{}", x + 1))
            })
            .collect::<Vec<_>>()
    };
    let names = |seats: &[u8]| crate::i18n::list(lang, &names(seats));
    match &s.turn {
        Turn::Here(seats) => Some((
            format!("{} ({})", t(lang, "table.your_turn"), names(seats)),
            "turn-label here",
        )),
        Turn::Bots => Some((t(lang, "lobby.bots_turn"), "turn-label bots")),
        Turn::Away(seats) => Some((
            t(lang, "lobby.waiting_for").replace("{names}", &names(seats)),
            "turn-label away",
        )),
        Turn::Over => None,
    }
}

/// A branch of a forked game in words: "Bob's other move in round 3 — the others go on with
/// this one" (or "— left behind").
pub fn branch_label(lang: Lang, s: &Summary) -> Option<String> {
    let b = s.branch.as_ref()?;
    let name = b
        .seat
        .and_then(|q| s.players.get(usize::from(q)).cloned())
        .unwrap_or_default();
    let which = if b.ahead {
        "branch.others"
    } else {
        "branch.left"
    };
    Some(format!(
        "{} — {}",
        crate::i18n::branch_name(lang, &name, b.round),
        t(lang, which)
    ))
}

/// The lobby's few games: this device's turns first, the two branches of a forked game side
/// by side (the one the others go on with first), never one without the other.
fn side_by_side(list: Vec<Summary>, most: usize) -> Vec<Summary> {
    let mut out: Vec<Summary> = Vec::new();
    for s in &list {
        if out.len() >= most {
            break;
        }
        if out.iter().any(|o| o.id == s.id) {
            continue;
        }
        let partner = s
            .branch
            .as_ref()
            .and_then(|b| list.iter().find(|o| o.id == b.other))
            .cloned();
        match partner {
            Some(p) if p.branch.as_ref().is_some_and(|b| b.ahead) => {
                out.push(p);
                out.push(s.clone());
            }
            Some(p) => {
                out.push(s.clone());
                out.push(p);
            }
            None => out.push(s.clone()),
        }
    }
    out
}

/// Where a turn stands in the lobby's list: this device's people first, then its bots.
fn urgency(turn: &Turn) -> u8 {
    match turn {
        Turn::Here(_) => 0,
        Turn::Bots => 1,
        Turn::Away(_) => 2,
        Turn::Over => 3,
    }
}

/// The fragment a pasted text gives: what follows its last '#', or all of it when it has none.
fn fragment(text: &str) -> &str {
    let text = text.trim();
    text.rsplit_once('#').map_or(text, |(_, c)| c)
}

/// Opens a pasted link the way a clicked one opens: it becomes the page's fragment, and the
/// app's hashchange handler receives it (cleaned of the spaces and breaks a chat put in).
fn open_pasted(flow: Flow, text: &str) {
    let frag = fragment(text);
    if frag.trim().is_empty() {
        flow.shell.say(
            code_error(flow.prefs.lang.get_untracked(), &CodeError::Empty),
            true,
        );
        return;
    }
    let Some(w) = web_sys::window() else {
        return;
    };
    // A fragment left in the address bar (a link whose game could not be saved) is dropped
    // first without an event, so that setting the same one again is still a change.
    if w.location().hash().is_ok_and(|h| !h.is_empty()) {
        let path = w.location().pathname().unwrap_or_default()
            + &w.location().search().unwrap_or_default();
        if let Ok(h) = w.history() {
            let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
        }
    }
    let _ = w.location().set_hash(frag);
}

#[component]
pub fn Lobby() -> impl IntoView {
    let prefs = expect_context::<Prefs>();
    let library = expect_context::<Library>();
    let table = expect_context::<Tabletop>();
    let shell = expect_context::<Shell>();
    let flow = expect_context::<Flow>();
    let pasted = shell.pasted;
    // The "Continue" cards name each game's phase in its own words (`term`), which come with
    // the game: fetch the words (not the game's code) of the games saved here, then read again.
    let words = RwSignal::new(0u32);
    let saved: Vec<&'static str> = library
        .saves
        .with_value(|s| s.games())
        .iter()
        .filter_map(|g| {
            smokestack_games::GAMES
                .iter()
                .find(|x| x.id == g.as_str())
                .map(|x| x.id)
        })
        .collect();
    wasm_bindgen_futures::spawn_local(async move {
        for g in saved {
            crate::i18n::load_game(g).await;
        }
        let _ = words.try_update(|n| *n += 1);
    });
    let recent = move || {
        table.version.get();
        words.get();
        let mut list = library.saves.with_value(|s| {
            s.list()
                .into_iter()
                .filter_map(|l| match l {
                    Listed::Ok(sum) if !sum.over => Some(sum),
                    _ => None,
                })
                .collect::<Vec<_>>()
        });
        // Newest first already; a stable sort puts the games waiting for this device on top.
        list.sort_by_key(|s| urgency(&s.turn));
        side_by_side(list, 3)
    };
    let open = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        // The text stays in the field until the link opens (`Flow::receive`): after an error
        // the person can still read what they pasted.
        let text = pasted.get_untracked();
        open_pasted(flow, &text);
    };
    view! {
        <main class="page lobby">
            <header class="page-head">
                <h1>"Smokestack"</h1>
                <p class="tagline">{move || prefs.t("app.tagline")}</p>
                <nav class="page-nav">
                    <button class="big" on:click=move |_| shell.screen.set(Screen::Saves)>{move || prefs.t("lobby.saved")}</button>
                    <button class="big" on:click=move |_| shell.screen.set(Screen::Settings)>{move || prefs.t("lobby.settings")}</button>
                </nav>
            </header>
            <section aria-labelledby="continue-h">
                {move || {
                    let list = recent();
                    let lang = prefs.lang.get();
                    (!list.is_empty()).then(|| view! {
                        <h2 id="continue-h">{prefs.t("lobby.continue")}</h2>
                        <ul class="cards">
                            {list.into_iter().map(|s| {
                                let id = s.id.clone();
                                let turn = turn_label(lang, &s);
                                let label = format!(
                                    "{} {} — {}{}",
                                    prefs.t("lobby.continue"),
                                    s.title,
                                    s.phase,
                                    turn.as_ref().map(|(t, _)| format!(" — {t}")).unwrap_or_default()
                                );
                                let branch = branch_label(lang, &s);
                                let label = match &branch {
                                    Some(b) => format!("{label} — {b}"),
                                    None => label,
                                };
                                let class = match (&s.turn, &s.branch) {
                                    (_, Some(b)) if !b.ahead => "card branch left-behind",
                                    (Turn::Here(_), Some(_)) => "card yours branch",
                                    (_, Some(_)) => "card branch",
                                    (Turn::Here(_), None) => "card yours",
                                    _ => "card",
                                };
                                let remove_id = s.id.clone();
                                let remove = move |_| {
                                    let _ = library.saves.try_update_value(|v| v.remove_branch(&remove_id));
                                    table.touch();
                                };
                                view! {
                                    <li class=class>
                                        <button class="big wide" aria-label=label on:click=move |_| flow.open_save(&id)>
                                            <strong>{s.title.clone()}</strong>
                                            {branch.clone().map(|b| view! { <span class="branch-label">{b}</span> })}
                                            <span>{format!("{} {} · {}", prefs.t("table.round"), s.round, crate::i18n::term(lang, &s.phase))}</span>
                                            {turn.map(|(text, class)| view! { <span class=class>{text}</span> })}
                                        </button>
                                        {branch.map(|b| view! {
                                            <button class="big remove-branch" aria-label=format!("{} — {b}", t(lang, "branch.remove")) on:click=remove>{t(lang, "branch.remove")}</button>
                                        })}
                                    </li>
                                }
                            }).collect_view()}
                        </ul>
                    })
                }}
            </section>
            <section class="open-link" aria-labelledby="open-link-h">
                <h2 id="open-link-h">{move || prefs.t("lobby.open_link")}</h2>
                <form class="open-link-form" on:submit=open>
                    <input type="text" class="link" inputmode="url" autocomplete="off" spellcheck="false"
                        aria-label=move || prefs.t("lobby.paste") placeholder=move || prefs.t("lobby.paste")
                        prop:value=move || pasted.get()
                        on:input=move |ev| pasted.set(event_target_value(&ev))/>
                    <button type="submit" class="big primary">{move || prefs.t("lobby.open")}</button>
                </form>
            </section>
            <section aria-labelledby="games-h">
                <h2 id="games-h">{move || prefs.t("lobby.games")}</h2>
                <ul class="cards">
                    {smokestack_games::GAMES.iter().map(|g| {
                        let id = g.id;
                        let (lo, hi) = g.players;
                        view! {
                            <li class="card game-card">
                                <h3>{g.name}</h3>
                                <p class="players">{move || format!("{lo}–{hi} {}", prefs.t("lobby.players"))}</p>
                                <p>{move || games::description(id, prefs.lang.get())}</p>
                                <button class="big primary" data-new=g.name
                                    aria-label=move || crate::i18n::tr(prefs.lang.get(), "lobby.new_of", &[("game", g.name.into())])
                                    on:click=move |_| flow.new_game(id)>
                                    {move || prefs.t("lobby.new")}
                                </button>
                            </li>
                        }
                    }).collect_view()}
                </ul>
            </section>
        </main>
    }
}
