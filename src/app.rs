//! The app's frame: shared state, the screen switch, opening links at start.

use leptos::prelude::*;
use smokestack_table::{Received, SaveError, Saves, StoreError, Turn, links};

use crate::components::link_lock::UnlockDialog;
use crate::i18n::{Lang, save_error, t};
use crate::pages::{
    lobby::Lobby, new_game::NewGame, saves::SavedGames, settings::Settings, table::Table,
};
use crate::session::{Session, now};
use crate::store::{self, LocalStore};

#[derive(Clone, Debug, PartialEq)]
pub enum Screen {
    Lobby,
    NewGame(String),
    Table,
    Saves,
    Settings,
}

/// A message for the person, shown over whatever screen is up.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    pub text: String,
    pub lines: Vec<String>,
    pub error: bool,
}

/// Everything the screens share. All handles: `Copy`.
#[derive(Clone, Copy)]
pub struct Ctx {
    pub lang: RwSignal<Lang>,
    pub screen: RwSignal<Screen>,
    pub notice: RwSignal<Option<Notice>>,
    /// Bumped after every change to the session, so views that read it re-render.
    pub version: RwSignal<u64>,
    pub session: StoredValue<Option<Session>, LocalStorage>,
    pub saves: StoredValue<Saves<LocalStore>, LocalStorage>,
    /// Milliseconds between bot actions.
    pub pace: RwSignal<u32>,
    /// A link locked with a table password, waiting for it (`UnlockDialog`).
    pub unlock: RwSignal<Option<String>>,
}

impl Ctx {
    pub fn t(&self, key: &str) -> String {
        t(self.lang.get(), key)
    }

    pub fn touch(&self) {
        self.version.update(|v| *v += 1);
    }

    pub fn say(&self, text: String, error: bool) {
        self.notice.set(Some(Notice {
            text,
            lines: Vec::new(),
            error,
        }));
    }

    /// A save or link problem, in the person's language.
    pub fn say_error(&self, e: &SaveError) {
        self.say(save_error(self.lang.get_untracked(), e), true);
    }

    /// Back to the lobby: the table is closed (a reload stays in the lobby).
    pub fn leave_table(&self) {
        crate::autosave::now(*self);
        store::set_open_table(None);
        self.session.set_value(None);
        self.screen.set(Screen::Lobby);
        self.touch();
    }

    /// Opens save `id` on the table.
    pub fn open_save(&self, id: &str) {
        crate::autosave::now(*self);
        let loaded = self.saves.with_value(|s| s.load(id));
        match loaded {
            Ok((rec, m, meta)) => {
                store::set_open_table(Some(id));
                self.session.set_value(Some(Session::new(rec, meta, m)));
                self.screen.set(Screen::Table);
                self.touch();
            }
            Err(e) => self.say_error(&e),
        }
    }

    /// A link or code arriving: merged into the saves, then opened. False when the game could
    /// not be saved for want of storage: then the link is still needed, and the person is told
    /// that it stays in the address bar.
    /// A locked link opened with its password: received as a plain one, and the password kept
    /// with the game so that the links it sends on are locked too.
    pub fn unlocked(&self, plain: &str, password: &str) {
        self.unlock.set(None);
        if self.receive(plain) {
            clear_link();
            if self.screen.get_untracked() == Screen::Table
                && let Some(id) = self
                    .session
                    .with_value(|s| s.as_ref().map(|s| s.rec.id.clone()))
            {
                crate::lock::set_password(&id, Some(password));
                // The table's send panels read the password when drawn.
                self.touch();
            }
        }
    }

    pub fn receive(&self, code: &str) -> bool {
        // The open table's last move is written before a link may merge into its save.
        crate::autosave::now(*self);
        let got = self.saves.try_update_value(|s| s.receive(code, now()));
        let got = match got {
            Some(Ok(r)) => r,
            Some(Err(SaveError::Store(e))) => {
                let key = match e {
                    StoreError::Full => "link.not_saved",
                    StoreError::Unavailable(_) => "link.no_storage",
                };
                // The saved games are where space is made.
                self.screen.set(Screen::Saves);
                self.say(self.t(key), true);
                return false;
            }
            Some(Err(e)) => {
                self.say_error(&e);
                return true;
            }
            None => return true,
        };
        // Moves that clashed in a simultaneous phase: who plays their part again.
        let mut clash = None;
        let (id, note, from) = match got {
            Received::New { id } => (id, None, None),
            Received::Same { id } => (id, None, None),
            Received::FastForward { id, from } => (id, None, Some((from, false))),
            Received::Older { id } => (id, Some(self.t("link.older")), None),
            Received::Diverged { id, kept } => (
                id,
                Some(self.t("link.diverged").replace("{kept}", &kept)),
                None,
            ),
            Received::Joined { id, from } => (id, None, Some((from, true))),
            Received::Clash { id, kept, redo } => {
                clash = Some((redo, kept.is_some()));
                (id, None, None)
            }
        };
        self.open_save(&id);
        if let Some(text) = note {
            self.say(text, false);
        }
        if let Some((redo, ours)) = clash {
            // `ours`: this device's moves were taken back (its own copy is kept beside).
            let names = self.session.with_value(|s| {
                s.as_ref().map_or(String::new(), |s| {
                    redo.iter()
                        .map(|&q| s.meta.name(q))
                        .collect::<Vec<_>>()
                        .join(", ")
                })
            });
            let key = if ours {
                "link.clash_redo"
            } else {
                "link.clash_other"
            };
            self.say(self.t(key).replace("{names}", &names), false);
        }
        if let Some((from, joined)) = from {
            let lang = self.lang.get_untracked();
            let (lines, yours) = self.session.with_value(|s| {
                s.as_ref().map_or((Vec::new(), None), |s| {
                    let lines = (from.min(s.log.len())..s.log.len())
                        .filter_map(|i| s.line(i, lang))
                        .map(|(seat, text)| format!("{}: {text}", s.meta.name(seat)))
                        .collect();
                    let yours = match s.turn() {
                        Turn::Here(seats) => Some(
                            seats
                                .iter()
                                .map(|&x| s.meta.name(x))
                                .collect::<Vec<_>>()
                                .join(", "),
                        ),
                        _ => None,
                    };
                    (lines, yours)
                })
            });
            if !lines.is_empty() {
                // The heading says first whether it is this device's turn now.
                let mut text = match yours {
                    Some(names) => format!(
                        "{} ({names}) — {}",
                        self.t("table.your_turn"),
                        self.t("table.since")
                    ),
                    None => self.t("table.since"),
                };
                if joined {
                    text = format!("{text}. {}", self.t("link.joined"));
                }
                self.notice.set(Some(Notice {
                    text,
                    lines,
                    error: false,
                }));
            }
        }
        true
    }
}

pub fn browser_lang() -> Lang {
    if let Some(l) = store::setting("lang") {
        return Lang::from_code(&l);
    }
    // The first of the browser's languages that the app speaks (then kept in settings).
    let tags: Vec<String> = web_sys::window()
        .map(|w| {
            w.navigator()
                .languages()
                .iter()
                .filter_map(|v| v.as_string())
                .collect()
        })
        .unwrap_or_default();
    Lang::preferred(tags.iter().map(String::as_str))
}

/// The code in the page URL's fragment, if any.
fn link_code() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    links::code_from_hash(&hash).map(str::to_string)
}

/// Clears the fragment, so that a reload does not receive the link again.
fn clear_link() {
    let Some(w) = web_sys::window() else {
        return;
    };
    let path =
        w.location().pathname().unwrap_or_default() + &w.location().search().unwrap_or_default();
    if let Ok(h) = w.history() {
        let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
}

/// Receives the link in the address bar, if there is one, and clears it once it is dealt with;
/// a link whose game could not be saved stays, so that it is not lost.
fn receive_link(ctx: Ctx) {
    let Some(code) = link_code() else {
        return;
    };
    // A locked link stays in the address bar until its password opens it: one of the tables
    // here (a reply to a game sent from this device), or the person's.
    if smokestack_core::lock::is_locked(&code) {
        wasm_bindgen_futures::spawn_local(async move {
            for pw in crate::lock::known_passwords() {
                if let Ok(plain) = crate::lock::open(&code, &pw).await {
                    ctx.unlocked(&plain, &pw);
                    return;
                }
            }
            ctx.unlock.set(Some(code));
        });
        return;
    }
    if ctx.receive(&code) {
        clear_link();
    }
}

#[component]
pub fn App() -> impl IntoView {
    let lang = RwSignal::new(browser_lang());
    let pace = store::setting("pace")
        .and_then(|p| p.parse().ok())
        .unwrap_or(350);
    let ctx = Ctx {
        lang,
        screen: RwSignal::new(Screen::Lobby),
        notice: RwSignal::new(None),
        version: RwSignal::new(0),
        session: StoredValue::new_local(None),
        saves: StoredValue::new_local(Saves::new(LocalStore::open())),
        pace: RwSignal::new(pace),
        unlock: RwSignal::new(None),
    };
    provide_context(ctx);
    Effect::new(move |_| {
        if let Some(d) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let _ = d.set_attribute("lang", ctx.lang.get().code());
        }
    });
    // A new screen starts at its top: the page is one document, and the last screen's scroll
    // (a long new-game form on a phone) would otherwise open the table at its bottom.
    Effect::new(move |_| {
        ctx.screen.track();
        if let Some(w) = web_sys::window() {
            w.scroll_to_with_x_and_y(0.0, 0.0);
        }
    });
    crate::autosave::on_leaving(ctx);
    receive_link(ctx);
    // A reload returns to the table this tab had open (a link, if any, took precedence).
    if ctx.screen.get_untracked() == Screen::Lobby
        && let Some(id) = store::open_table()
    {
        if ctx.saves.with_value(|s| s.contains(&id)) {
            ctx.open_save(&id);
        } else {
            store::set_open_table(None);
        }
    }
    // A link opened while the page is already up (another tab's paste, a share target).
    let on_hash = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(move || receive_link(ctx));
    if let Some(w) = web_sys::window() {
        use wasm_bindgen::JsCast;
        w.set_onhashchange(Some(on_hash.as_ref().unchecked_ref()));
    }
    on_hash.forget();

    view! {
        <div class="app">
            {move || match ctx.screen.get() {
                Screen::Lobby => view! { <Lobby/> }.into_any(),
                Screen::NewGame(id) => view! { <NewGame game=id/> }.into_any(),
                Screen::Table => view! { <Table/> }.into_any(),
                Screen::Saves => view! { <SavedGames/> }.into_any(),
                Screen::Settings => view! { <Settings/> }.into_any(),
            }}
            <NoticeBox/>
            {move || ctx.unlock.get().map(|code| view! { <UnlockDialog code=code/> })}
        </div>
    }
}

#[component]
fn NoticeBox() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    move || {
        ctx.notice.get().map(|n| {
            let class = if n.error { "notice error" } else { "notice" };
            view! {
                <div class=class role="alertdialog" aria-live="assertive" aria-label=n.text.clone()>
                    <p class="notice-text">{n.text.clone()}</p>
                    {(!n.lines.is_empty()).then(|| view! {
                        <ul class="notice-lines">
                            {n.lines.iter().map(|l| view! { <li>{l.clone()}</li> }).collect_view()}
                        </ul>
                    })}
                    <button class="big" on:click=move |_| ctx.notice.set(None)>{ctx.t("table.dismiss")}</button>
                </div>
            }
        })
    }
}
