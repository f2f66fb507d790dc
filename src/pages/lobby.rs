//! The lobby: the games, a way into each, and the saved games.

use leptos::prelude::*;

use crate::app::{Ctx, Screen};
use crate::games;
use smokestack_table::Listed;

#[component]
pub fn Lobby() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let recent = move || {
        ctx.version.get();
        ctx.saves.with_value(|s| {
            s.list()
                .into_iter()
                .filter_map(|l| match l {
                    Listed::Ok(sum) if !sum.over => Some(sum),
                    _ => None,
                })
                .take(3)
                .collect::<Vec<_>>()
        })
    };
    view! {
        <main class="page lobby">
            <header class="page-head">
                <h1>"Smokestack"</h1>
                <p class="tagline">{move || ctx.t("app.tagline")}</p>
                <nav class="page-nav">
                    <button class="big" on:click=move |_| ctx.screen.set(Screen::Saves)>{move || ctx.t("lobby.saved")}</button>
                    <button class="big" on:click=move |_| ctx.screen.set(Screen::Settings)>{move || ctx.t("lobby.settings")}</button>
                </nav>
            </header>
            <section aria-labelledby="continue-h">
                {move || {
                    let list = recent();
                    (!list.is_empty()).then(|| view! {
                        <h2 id="continue-h">{ctx.t("lobby.continue")}</h2>
                        <ul class="cards">
                            {list.into_iter().map(|s| {
                                let id = s.id.clone();
                                let label = format!("{} {} — {}", ctx.t("lobby.continue"), s.title, s.phase);
                                view! {
                                    <li class="card">
                                        <button class="big wide" aria-label=label on:click=move |_| ctx.open_save(&id)>
                                            <strong>{s.title.clone()}</strong>
                                            <span>{format!("{} {} · {}", ctx.t("table.round"), s.round, crate::i18n::term(ctx.lang.get(), &s.phase))}</span>
                                        </button>
                                    </li>
                                }
                            }).collect_view()}
                        </ul>
                    })
                }}
            </section>
            <section aria-labelledby="games-h">
                <h2 id="games-h">{move || ctx.t("lobby.games")}</h2>
                <ul class="cards">
                    {smokestack_games::registry().iter().map(|g| {
                        let id = g.id();
                        let (lo, hi) = g.players();
                        view! {
                            <li class="card game-card">
                                <h3>{g.name()}</h3>
                                <p class="players">{move || format!("{lo}–{hi} {}", ctx.t("lobby.players"))}</p>
                                <p>{move || games::description(id, ctx.lang.get())}</p>
                                <button class="big primary" aria-label=format!("New game of {}", g.name())
                                    on:click=move |_| ctx.screen.set(Screen::NewGame(id.to_string()))>
                                    {move || ctx.t("lobby.new")}
                                </button>
                            </li>
                        }
                    }).collect_view()}
                </ul>
            </section>
        </main>
    }
}
