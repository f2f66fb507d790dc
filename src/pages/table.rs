//! The table: header with whose turn and the menu, the board, the seat's moves, the log,
//! the hotseat curtain, bots that play at a visible pace, the end screen.

use leptos::prelude::*;
use smokestack_core::Seat;
use smokestack_table::replay::score_over_rounds;
use smokestack_table::{Turn, links};
use std::time::Duration;

use crate::components::{
    actions::ActionPanel,
    after_paint::after_paint,
    board::tap_board,
    claim::ClaimSeats,
    curtain::Curtain,
    end::EndScreen,
    explain::{Almanac, LookDialog, Looking},
    guide::{self, Guide},
    head_height,
    hint::HintButton,
    log::Log,
    replay::Replay,
    send::SendPanel,
    share::ShareDialog,
};
use crate::flow::Flow;
use crate::game_view::{Play, Source};
use crate::i18n::term;
use crate::library::Library;
use crate::prefs::Prefs;
use crate::registry as games;
use crate::session::Tabletop;
use crate::shell::Screen;
use crate::shell::Shell;
use crate::think;

/// What the side panel holds under the pending steps.
#[derive(Clone, Debug, PartialEq)]
enum Side {
    Nothing,
    /// The seat at the tablet acts: its moves and hint (and the link for others acting too).
    Moves {
        seat: Seat,
        name: String,
        send: Option<Send>,
    },
    /// Only people elsewhere act: the link to send them.
    Send(Send),
    /// Bots or others act (a translation key).
    Waiting(&'static str),
}

/// The game sent by link to the people (named) who act elsewhere.
#[derive(Clone, Debug, PartialEq)]
struct Send {
    names: Vec<String>,
    link: String,
    save_id: String,
}

/// What the table shows, apart from the moves themselves.
#[derive(Clone, Debug, PartialEq)]
enum Mode {
    Empty,
    /// "Who are you?": the people to choose from, and whether this changes an earlier answer.
    Claim {
        people: Vec<(Seat, String)>,
        changing: bool,
    },
    /// The hotseat curtain, waiting for the named person.
    Curtain(String),
    Play,
}

fn page_url() -> String {
    web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default()
}

/// Puts focus back on the table's moves when it was lost (on the page itself), never while a
/// dialog, the curtain or "Who are you?" is up. Focus does not scroll the page.
fn refocus_table() {
    use wasm_bindgen::{JsCast, JsValue};
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if crate::focus::active_element().is_some() {
        return;
    }
    let busy = doc
        .query_selector(".dialog, .notice, .curtain, .claim")
        .ok()
        .flatten()
        .is_some();
    if busy {
        return;
    }
    let target = [
        ".table .actions button:not([disabled])",
        ".table .turn-banner",
        ".table .send-panel button",
        ".table .waiting",
    ]
    .iter()
    .find_map(|sel| doc.query_selector(sel).ok().flatten());
    let Some(el) = target else { return };
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"preventScroll".into(), &JsValue::TRUE);
    if let Ok(f) = js_sys::Reflect::get(&el, &"focus".into())
        && let Some(f) = f.dyn_ref::<js_sys::Function>()
    {
        let _ = f.call1(&el, &options);
    }
}

/// "Your turn" and "waiting" lines, where focus goes after a move (`refocus_table`): the
/// element stays while the panel shows, and only its words follow the language, since taking
/// the focusable attribute off the focused element and putting it back makes the browser
/// restyle the page in the middle of a move.
fn banner(text: impl Fn() -> String + std::marker::Send + Sync + 'static) -> impl IntoView {
    view! { <div class="turn-banner" tabindex="-1">{text}</div> }
}

fn waiting(text: impl Fn() -> String + std::marker::Send + Sync + 'static) -> impl IntoView {
    view! { <p class="waiting" role="status" tabindex="-1">{text}</p> }
}

#[component]
pub fn Table() -> impl IntoView {
    let prefs = expect_context::<Prefs>();
    let library = expect_context::<Library>();
    let table = expect_context::<Tabletop>();
    let shell = expect_context::<Shell>();
    let flow = expect_context::<Flow>();
    // The human seat whose view is shown, and the seat a curtain waits for.
    let viewer = RwSignal::new(None::<Seat>);
    let curtain = RwSignal::new(None::<Seat>);
    let sharing = RwSignal::new(None::<(String, String)>);
    let show_rules = RwSignal::new(false);
    let bot_timer = StoredValue::new(false);
    let claiming = RwSignal::new(false);
    let replaying = RwSignal::new(false);
    // Rules in place: the table's one look-up dialog, for the board, the replay and the log.
    let looking = Looking::new();
    provide_context(looking);
    // What a game's own controls may do: play a seat's actions, each while it is legal, as one
    // change (game_view::Play).
    provide_context(Play::new(move |seat, actions| {
        let mut played = 0;
        flow.play(|s| {
            for json in &actions {
                let Some(i) = s.m.legal_json(seat).iter().position(|l| l == json) else {
                    break;
                };
                if s.apply(seat, i).is_err() {
                    break;
                }
                played += 1;
            }
            Ok(played > 0)
        });
        played
    }));
    // The first-game guide: opens by itself on the first game of each title played here.
    let guiding = RwSignal::new(false);

    // Whose table is shown: one of this device's seats, never another's. Keep the current
    // person while they still act; otherwise the next of this device's seats to act, behind a
    // curtain when the game has secrets and several people share this device. A game under
    // way that opens here (resumed, reloaded, back from the lobby) starts behind the curtain
    // too: whoever holds the device now need not be the person whose hand it would show.
    Effect::new(move |_| {
        table.version.get();
        let next = table.session.with_value(|s| {
            s.as_ref()
                .map(|s| (s.turn(), s.m.has_secrets(), s.mine(), s.m.actions() > 0))
        });
        let Some((turn, secret, mine, under_way)) = next else {
            return;
        };
        let current = viewer.get_untracked();
        let over = turn == Turn::Over;
        match turn {
            Turn::Here(acting) => {
                let first = acting[0];
                if current.is_none_or(|c| !acting.contains(&c)) {
                    let passed = current.map_or(under_way, |c| c != first);
                    if secret && mine.len() > 1 && passed {
                        curtain.set(Some(first));
                    }
                    viewer.set(Some(first));
                }
            }
            _ => {
                if current.is_none_or(|c| !mine.contains(&c)) {
                    let first = mine.first().copied();
                    if secret && mine.len() > 1 && current.is_none() && under_way && !over {
                        curtain.set(first);
                    }
                    viewer.set(first);
                }
            }
        }
    });

    // Bots play by themselves, one action per tick, thinking on their own thread
    // (src/think.rs) so that the page never freezes.
    Effect::new(move |_| {
        table.version.get();
        if bot_timer.get_value() || shell.screen.get_untracked() != Screen::Table {
            return;
        }
        let bot_acts = table
            .session
            .with_value(|s| s.as_ref().is_some_and(|s| s.bot_to_act().is_some()));
        if !bot_acts {
            return;
        }
        bot_timer.set_value(true);
        set_timeout(
            move || {
                let asked = (shell.screen.get_untracked() == Screen::Table)
                    .then(|| table.session.try_update_value(|s| s.as_mut()?.bot_ask()))
                    .flatten()
                    .flatten();
                let Some((ask, ticket)) = asked else {
                    bot_timer.set_value(false);
                    return;
                };
                think::ask(ask, move |answer| {
                    bot_timer.set_value(false);
                    crate::focus::let_go_of_focus(Some(".actions, .board-area"));
                    flow.play(|s| Ok(s.bot_answer(&ticket, answer)));
                });
            },
            Duration::from_millis(prefs.pace.get_untracked() as u64),
        );
    });

    // After every move the table is drawn anew and the focused button is gone: focus goes to
    // the first move of the panel if this seat still acts, else to the turn banner, the send
    // panel or the waiting line, so that a keyboard player need not tab past the menu again.
    // After the move's frame is painted: focusing makes the browser bring style and layout up
    // to date at once, which in the middle of a move would hold up the frame.
    Effect::new(move |_| {
        table.version.get();
        after_paint(refocus_table);
    });

    let header = move || {
        table.version.get();
        let lang = prefs.lang.get();
        table.session.with_value(|s| {
            s.as_ref().map(|s| {
                let status = s.m.status();
                let game = smokestack_games::find(s.m.game_id()).map_or("", |g| g.name());
                let acting: Vec<String> =
                    s.m.to_act()
                        .iter()
                        .map(|&a| s.shown_name(a, lang))
                        .collect();
                (
                    game.to_string(),
                    status,
                    acting,
                    s.m.can_undo(),
                    s.m.game_id(),
                    s.m.actions(),
                )
            })
        })
    };

    let undo = move |_| {
        flow.play(|s| s.undo().map(|_| true));
    };
    let share = move |_| {
        let got = table
            .session
            .with_value(|s| s.as_ref().map(|s| (s.code(), s.rec.id.clone())));
        if let Some((code, id)) = got {
            sharing.set(Some((links::link(&page_url(), &code), id)));
        }
    };
    let leave = move |_| flow.leave_table();
    // This device's seats, chosen once (a game that arrived by link) or changed from the menu.
    let claim = Callback::new(move |seats: Vec<Seat>| {
        let r = table.session.try_update_value(|s| {
            let s = s.as_mut()?;
            s.claim(&seats);
            library
                .saves
                .try_update_value(|sv| s.save(sv, prefs.lang.get_untracked()))
        });
        if let Some(Some(Err(e))) = r {
            shell.say(e, true);
        }
        claiming.set(false);
        curtain.set(None);
        viewer.set(None);
        table.touch();
    });

    // What the table shows. Its structure (who answers "Who are you?", the curtain, the board
    // and panel) changes rarely, and only then is it drawn anew; inside it the board, the
    // panel and the log follow the moves on their own, so that the rest keeps its nodes (and
    // its scroll) across a move.
    let mode = Memo::new(move |_| {
        table.version.get();
        let asking = claiming.get();
        let ask = table
            .session
            .try_update_value(|s| s.as_mut().map(|s| s.needs_claim()))
            .flatten();
        let Some(ask) = ask else {
            return Mode::Empty;
        };
        if ask || asking {
            let people = table.session.with_value(|s| {
                s.as_ref().map_or(Vec::new(), |s| {
                    s.people()
                        .into_iter()
                        .map(|p| (p, s.meta.name(p)))
                        .collect()
                })
            });
            return Mode::Claim {
                people,
                changing: !ask,
            };
        }
        if let Some(seat) = curtain.get() {
            let name = table
                .session
                .with_value(|s| s.as_ref().map(|s| s.meta.name(seat)))
                .unwrap_or_default();
            return Mode::Curtain(name);
        }
        Mode::Play
    });
    Effect::new(move |_| {
        if mode.get() == Mode::Play
            && !guiding.get_untracked()
            && table
                .session
                .with_value(|s| s.as_ref().is_some_and(|s| guide::due(s.m.game_id())))
        {
            guiding.set(true);
        }
    });
    // The seat at the tablet when it acts now: the board takes taps only from it.
    let tap_seat = Memo::new(move |_| {
        table.version.get();
        let v = viewer.get();
        table.session.with_value(|s| match (s.as_ref()?.turn(), v) {
            (Turn::Here(acting), Some(seat)) if acting.contains(&seat) => Some(seat),
            _ => None,
        })
    });
    // A thing on the board read as the seat at the tablet sees it.
    let lookup = Callback::new(move |key: String| {
        let lang = prefs.lang.get_untracked();
        let v = viewer.get_untracked();
        table
            .session
            .with_value(|s| games::explain(s.as_ref()?.m.as_ref(), v, &key, lang))
    });
    // The board reads the game from the session (`Source`) and follows its moves and the seat
    // at the tablet by itself: it is drawn anew only for another game or another language.
    let src = Source::new(table.version.into(), move |f| {
        table.session.with_value(|s| {
            if let Some(s) = s {
                f(s.m.as_ref());
            }
        })
    });
    let shown_names = Memo::new(move |_| {
        table.version.get();
        let lang = prefs.lang.get();
        table
            .session
            .with_value(|s| s.as_ref().map(|s| s.shown_names(lang)).unwrap_or_default())
    });
    let on_table = Memo::new(move |_| {
        table.version.get();
        table.session.with_value(|s| {
            s.as_ref()
                .map(|s| (s.rec.id.clone(), s.m.game_id().to_string()))
        })
    });
    let board = move || {
        let lang = prefs.lang.get();
        on_table
            .get()
            .map(|(_, game)| games::board(&game, src, viewer.into(), shown_names.into(), lang))
    };
    let end = move || {
        table.version.get();
        let lang = prefs.lang.get();
        table.session.with_value(|s| {
            let s = s.as_ref()?;
            s.m.outcome().map(|o| {
                let series = score_over_rounds(s.m.as_ref(), &s.rounds);
                view! { <EndScreen outcome=o names=s.shown_names(lang) series=series/> }
            })
        })
    };
    // What is pending, read again after each change: the section shows while there is some,
    // its lines follow them.
    let pending = Memo::new(move |_| {
        table.version.get();
        let lang = prefs.lang.get();
        table.session.with_value(|s| {
            s.as_ref().map_or(Vec::new(), |s| {
                games::pending(s.m.as_ref(), &s.shown_names(lang), lang)
            })
        })
    });
    let any_pending = Memo::new(move |_| pending.with(|p| !p.is_empty()));
    let pending = move || {
        any_pending.get().then(|| view! {
            <section class="pending" aria-label=move || prefs.t("table.pending")>
                <ul>{move || pending.get().into_iter().map(|p| view! { <li>{p}</li> }).collect_view()}</ul>
            </section>
        })
    };
    // What the side panel shows, as a memo: the moves panel and the hint stay (and follow the
    // moves on their own) while the same seat acts, instead of being made anew on every move.
    let side = Memo::new(move |_| {
        table.version.get();
        let v = viewer.get();
        table.session.with_value(|s| {
            let Some(s) = s.as_ref() else {
                return Side::Nothing;
            };
            let turn = s.turn();
            let mine = s.mine();
            // People elsewhere who act now: the game goes to them by link.
            let away: Vec<Seat> = s
                .humans_to_act()
                .into_iter()
                .filter(|p| !mine.contains(p))
                .collect();
            let send = (!away.is_empty()).then(|| Send {
                names: away.iter().map(|&p| s.meta.name(p)).collect(),
                link: links::link(&page_url(), &s.code()),
                save_id: s.rec.id.clone(),
            });
            match (&turn, v) {
                (Turn::Here(acting), Some(seat)) if acting.contains(&seat) => Side::Moves {
                    seat,
                    name: s.meta.name(seat),
                    send,
                },
                (Turn::Away(_), _) => match send {
                    Some(send) => Side::Send(send),
                    None => Side::Waiting("table.waiting_others"),
                },
                (Turn::Bots, _) => Side::Waiting("table.waiting_bots"),
                (Turn::Over, _) => Side::Nothing,
                _ => Side::Waiting("table.waiting_others"),
            }
        })
    });
    let panel = move || {
        match side.get() {
        Side::Nothing => view! { <span></span> }.into_any(),
        Side::Moves { seat, name, send } => view! {
            {banner(move || format!("{name} — {}", prefs.t("table.your_turn")))}
            <ActionPanel seat=seat/>
            <HintButton seat=seat/>
            {send.map(|s| view! { <SendPanel names=s.names link=s.link save_id=s.save_id together=true/> })}
        }
        .into_any(),
        Side::Send(s) => {
            view! { <SendPanel names=s.names link=s.link save_id=s.save_id together=false/> }
                .into_any()
        }
        Side::Waiting(key) => waiting(move || prefs.t(key)).into_any(),
    }
    };
    let body = move || {
        match mode.get() {
        Mode::Empty => view! { <p>"No game"</p> }.into_any(),
        Mode::Claim { people, changing } => view! {
            <ClaimSeats people=people changing=changing on_claim=claim
                on_cancel=Callback::new(move |_| claiming.set(false))/>
        }
        .into_any(),
        Mode::Curtain(name) => view! {
            <Curtain name=name on_ready=Callback::new(move |_| curtain.set(None))/>
        }
        .into_any(),
        Mode::Play if replaying.get() => view! {
            <Replay viewer=viewer.get_untracked() on_close=Callback::new(move |_| replaying.set(false))/>
        }
        .into_any(),
        Mode::Play => view! {
            {end}
            // Each game's stylesheet arranges its table by this (`:has()` would do, at the cost
            // of restyling the page on every node a move adds or removes).
            <div class="table-grid" data-game=move || table.session.with_value(|s| s.as_ref().map_or("", |s| s.m.game_id()))>
                {tap_board(board, tap_seat, lookup, true)}
                <aside class="side">
                    {pending}
                    {panel}
                    <Log/>
                </aside>
            </div>
        }
        .into_any(),
    }
    };

    // The side column sticks under the header (app.css), whose height it must know.
    let head = NodeRef::<leptos::html::Header>::new();
    let page = NodeRef::<leptos::html::Main>::new();
    head_height::follow(head, page);

    view! {
        <main class="page table" node_ref=page data-viewer=move || {
            table.version.get();
            let v = viewer.get();
            // Nobody's view until "Who are you?" is answered.
            let asking = claiming.get();
            table.session
                .with_value(|s| {
                    s.as_ref()
                        .filter(|s| !asking && (s.rec.mine.is_some() || s.people().len() <= 1))
                        .zip(v)
                        .map(|(s, v)| s.meta.name(v))
                })
                .unwrap_or_default()
        }>
            <header class="table-head" node_ref=head>
                // Text updates in place; the buttons stay put under a finger while bots play.
                <div class="status">
                    <strong class="game-name">{move || header().map(|h| h.0).unwrap_or_default()}</strong>
                    <span class="round-phase">{move || header().map(|(_, status, ..)| format!("{} {} · {}", prefs.t("table.round"), status.round, term(prefs.lang.get(), &status.phase))).unwrap_or_default()}</span>
                    // One line that ends in "…" when long (the whole text in its title): however
                    // many seats act, the header keeps its height and the buttons stay put.
                    {
                        let text = move || header().map(|(_, _, acting, ..)| {
                            if acting.is_empty() { prefs.t("table.over") } else { format!("{}: {}", prefs.t("table.turn"), acting.join(", ")) }
                        }).unwrap_or_default();
                        view! { <span class="to-act" role="status" aria-label=move || prefs.t("table.whose_turn") title=text>{text}</span> }
                    }
                </div>
                <nav class="menu">
                    <button class="big" on:click=share>{move || prefs.t("table.share")}</button>
                    <button class="big" disabled=move || !header().is_some_and(|h| h.3) on:click=undo>{move || prefs.t("table.undo")}</button>
                    <button class="big" on:click=move |_| show_rules.update(|r| *r = !*r)>{move || prefs.t("table.rules")}</button>
                    <button class="big" aria-pressed=move || replaying.get().to_string() disabled={move || header().is_none_or(|h| h.5 == 0)} on:click=move |_| replaying.update(|r| *r = !*r)>{move || prefs.t("table.replay")}</button>
                    <button class="big" on:click=move |_| { crate::autosave::now(flow); shell.screen.set(Screen::Saves) }>{move || prefs.t("lobby.saved")}</button>
                    {move || {
                        table.version.get();
                        let several = table.session.with_value(|s| s.as_ref().is_some_and(|s| s.people().len() > 1));
                        several.then(|| view! {
                            <button class="big" on:click=move |_| claiming.set(true)>{move || prefs.t("table.seats")}</button>
                        })
                    }}
                    <button class="big" on:click=leave>{move || prefs.t("table.leave")}</button>
                </nav>
            </header>
            {move || show_rules.get().then(|| {
                let id = table.session.with_value(|s| s.as_ref().map(|s| s.m.game_id())).unwrap_or("");
                view! {
                    <section class="rules" aria-label=prefs.t("table.rules")>
                        <ul>{games::rules_summary(id, prefs.lang.get()).into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
                        <Almanac viewer=viewer.get_untracked()/>
                        <button class="big" on:click=move |_| { show_rules.set(false); guiding.set(true); }>{prefs.t("guide.again")}</button>
                    </section>
                }
            })}
            {body}
            {move || {
                let game = table.session.with_value(|s| s.as_ref().map(|s| s.m.game_id()))?;
                (guiding.get() && mode.get() == Mode::Play && !replaying.get())
                    .then(|| view! { <Guide game=game on_close=Callback::new(move |_| guiding.set(false))/> })
            }}
            {move || sharing.get().map(|(link, id)| view! { <ShareDialog link=link save_id=id on_close=Callback::new(move |_| sharing.set(None))/> })}
            <LookDialog/>
        </main>
    }
}
