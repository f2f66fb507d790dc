//! The app's frame: the shared state's parts made and provided (each view takes only the
//! parts it reads), the screen switch, the message box, opening links at start.

use leptos::prelude::*;

use crate::components::link_lock::UnlockDialog;
use crate::flow::{Flow, receive_link};
use crate::library::Library;
use crate::pages::{lobby::Lobby, new_game::NewGame, saves::SavedGames, settings::Settings};
use crate::prefs::Prefs;
use crate::session::Tabletop;
use crate::shell::{Screen, Shell};
use crate::store;

#[component]
pub fn App() -> impl IntoView {
    let prefs = Prefs::stored();
    let shell = Shell::new();
    let flow = Flow {
        prefs,
        library: Library::open(),
        table: Tabletop::empty(),
        shell,
        updates: crate::state::Updates::new(),
        table_code: crate::table_code::CODE,
    };
    provide_context(prefs);
    provide_context(flow.library);
    provide_context(flow.table);
    provide_context(shell);
    provide_context(flow);
    Effect::new(move |_| {
        if let Some(d) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let _ = d.set_attribute("lang", prefs.lang.get().code());
        }
    });
    // A new screen starts at its top: the page is one document, and the last screen's scroll
    // (a long new-game form on a phone) would otherwise open the table at its bottom.
    Effect::new(move |_| {
        shell.screen.track();
        if let Some(w) = web_sys::window() {
            w.scroll_to_with_x_and_y(0.0, 0.0);
        }
    });
    crate::autosave::on_leaving(flow);
    receive_link(flow);
    // A reload returns to the table this tab had open (a link, if any, took precedence).
    if shell.screen.get_untracked() == Screen::Lobby
        && let Some(id) = store::open_table()
    {
        if flow.library.saves.with_value(|s| s.contains(&id)) {
            flow.open_save(&id);
        } else {
            store::set_open_table(None);
        }
    }
    // A link opened while the page is already up (another tab's paste, a share target).
    let on_hash = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(move || receive_link(flow));
    if let Some(w) = web_sys::window() {
        use wasm_bindgen::JsCast;
        w.set_onhashchange(Some(on_hash.as_ref().unchecked_ref()));
    }
    on_hash.forget();

    view! {
        <div class="app">
            {move || match shell.screen.get() {
                Screen::Lobby => view! { <Lobby/> }.into_any(),
                Screen::NewGame(id) => view! { <NewGame game=id/> }.into_any(),
                // The table's code came with the game's (`Flow::with_game`).
                Screen::Table => crate::table_code::view().unwrap_or_else(|| view! {
                    <main class="page loading" aria-busy="true">
                        <p role="status">{move || prefs.t("app.loading")}</p>
                    </main>
                }.into_any()),
                Screen::Saves => view! { <SavedGames/> }.into_any(),
                Screen::Settings => view! { <Settings/> }.into_any(),
                Screen::Loading => view! {
                    <main class="page loading" aria-busy="true">
                        <p role="status">{move || prefs.t("app.loading")}</p>
                    </main>
                }.into_any(),
            }}
            <NoticeBox/>
            <crate::update::UpdateBanner/>
            {move || shell.unlock.get().map(|code| view! { <UnlockDialog code=code/> })}
        </div>
    }
}

#[component]
fn NoticeBox() -> impl IntoView {
    let prefs = expect_context::<Prefs>();
    let shell = expect_context::<Shell>();
    move || {
        shell.notice.get().map(|n| {
            let class = if n.error { "notice error" } else { "notice" };
            view! {
                <div class=class role="alertdialog" aria-live="assertive" aria-label=n.text.clone()>
                    <p class="notice-text">{n.text.clone()}</p>
                    {(!n.lines.is_empty()).then(|| view! {
                        <ul class="notice-lines">
                            {n.lines.iter().map(|l| view! { <li>{l.clone()}</li> }).collect_view()}
                        </ul>
                    })}
                    <button class="big" on:click=move |_| shell.notice.set(None)>{prefs.t("table.dismiss")}</button>
                </div>
            }
        })
    }
}
