//! Rules in place: a tapped card, building, tile, advance or province in full (its name,
//! kind, numbers and text, in the reader's language), with the moves that act on it where the
//! seat at the tablet has some. One dialog for the board, the replay and the log.

use leptos::prelude::*;
use smokestack_core::Seat;

use crate::flow::Flow;
use crate::focus::dialog_focus;
use crate::game_view::Explain;
pub use crate::game_view::{Look, Looking};
use crate::prefs::Prefs;
use crate::registry as games;
use crate::session::Tabletop;

/// One thing in full.
#[component]
pub fn ExplainCard(e: Explain) -> impl IntoView {
    let prefs = expect_context::<Prefs>();
    view! {
        <article class="explain-card">
            <header>
                <h3>{e.title}</h3>
                <span class="explain-kind">{e.kind}</span>
                {e.provisional.then(|| view! {
                    <span class="explain-provisional" title=prefs.t("explain.provisional_why")>{prefs.t("explain.provisional")}</span>
                })}
            </header>
            {(!e.facts.is_empty()).then(|| view! {
                <dl class="explain-facts">
                    {e.facts.into_iter().map(|(k, v)| view! { <div><dt>{k}</dt><dd>{v}</dd></div> }).collect_view()}
                </dl>
            })}
            {e.text.into_iter().map(|p| view! { <p>{p}</p> }).collect_view()}
        </article>
    }
}

/// The dialog: the things, then the moves on them; Escape or Close shuts it and gives focus
/// back. A move made elsewhere (a bot, another seat) shuts one that offers moves, whose list
/// was for the table before.
#[component]
pub fn LookDialog() -> impl IntoView {
    let table = expect_context::<Tabletop>();
    let looking = expect_context::<Looking>();
    Effect::new(move |first: Option<()>| {
        table.version.get();
        if first.is_some()
            && looking
                .open
                .with_untracked(|l| l.as_ref().is_some_and(|l| !l.moves.is_empty()))
        {
            looking.open.set(None);
        }
    });
    move || {
        looking
            .open
            .get()
            .map(|look| view! { <LookView look=look/> })
    }
}

#[component]
fn LookView(look: Look) -> impl IntoView {
    let prefs = expect_context::<Prefs>();
    let flow = expect_context::<Flow>();
    let looking = expect_context::<Looking>();
    let close = Callback::new(move |_| looking.open.set(None));
    let first = dialog_focus(close);
    let has_moves = !look.moves.is_empty();
    // With moves it is the chooser ("Choose a move"); without, the things it shows.
    let heading = if has_moves {
        prefs.t("table.choose")
    } else {
        look.items
            .iter()
            .map(|e| e.title.clone())
            .collect::<Vec<_>>()
            .join(" · ")
    };
    // The first move takes focus; with none, Close does.
    let close_ref = if has_moves { NodeRef::new() } else { first };
    let seat = look.seat.unwrap_or_default();
    // The dialog opens at its top (the name), whatever button took focus lower down.
    let frame = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        if let Some(d) = frame.get() {
            request_animation_frame(move || d.set_scroll_top(0));
        }
    });
    view! {
        <div class="dialog look" class:chooser=has_moves role="dialog" aria-modal="true" aria-label=heading.clone() node_ref=frame>
            <button class="look-x" aria-label=prefs.t("share.close") on:click=move |_| close.run(())>"×"</button>
            <div class="explain-cards">
                {look.items.into_iter().map(|e| view! { <ExplainCard e=e/> }).collect_view()}
            </div>
            {has_moves.then(|| view! { <h3 class="look-moves">{prefs.t("table.choose")}</h3> })}
            <div class="action-buttons">
                {look.moves.into_iter().enumerate().map(|(k, (i, text))| {
                    let node = if k == 0 { first } else { NodeRef::new() };
                    view! {
                        <button class="big action" node_ref=node on:click=move |_| { close.run(()); flow.act(seat, i) }>{text}</button>
                    }
                }).collect_view()}
                <button class="big" node_ref=close_ref on:click=move |_| close.run(())>{prefs.t("share.close")}</button>
            </div>
        </div>
    }
}

/// The rules panel's index of every card, building, tile, advance and province of the game,
/// by kind: a tap shows one in full.
#[component]
pub fn Almanac(viewer: Option<Seat>) -> impl IntoView {
    let prefs = expect_context::<Prefs>();
    let table = expect_context::<Tabletop>();
    let looking = expect_context::<Looking>();
    let (kinds, game) = table.session.with_value(|s| {
        s.as_ref().map_or((Vec::new(), ""), |s| {
            (
                games::almanac(s.m.as_ref(), viewer, prefs.lang.get_untracked()),
                s.m.game_id(),
            )
        })
    });
    let title = prefs.t_for("explain.almanac", game);
    (!kinds.is_empty()).then(|| {
        view! {
            <section class="almanac" aria-label=title.clone()>
                <h3>{title.clone()}</h3>
                {kinds.into_iter().map(|(kind, list)| view! {
                    <details>
                        <summary>{format!("{kind} ({})", list.len())}</summary>
                        <div class="almanac-list">
                            {list.into_iter().map(|e| {
                                let title = e.title.clone();
                                let e = StoredValue::new(e);
                                view! {
                                    <button class="chip" on:click=move |_| looking.open.set(Some(Look {
                                        items: vec![e.get_value()],
                                        ..Look::default()
                                    }))>{title}</button>
                                }
                            }).collect_view()}
                        </div>
                    </details>
                }).collect_view()}
            </section>
        }
    })
}
