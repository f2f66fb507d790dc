//! From a tap to the rules and back, and the other paths that cross the shared state's parts
//! (`Prefs`, `Library`, `Tabletop`, `Shell`): a move applied to the open game, drawn, then
//! saved (`autosave`); a save opened, a link received and merged, the table left.

use leptos::prelude::*;
use smokestack_core::{Lang, Seat};
use smokestack_table::{Loaded, Received, SaveError, StoreError, Turn, links};

use crate::i18n::save_error;
use crate::prefs::Prefs;
use crate::session::{Session, now};
use crate::shell::{Notice, Screen};
use crate::store;

pub use crate::state::Flow;

impl Flow {
    /// A change to the open game made by `change` (a move, several, an undo): drawn at once,
    /// saved once drawn; `Ok(false)` changed nothing, an error is shown. True if it changed.
    pub fn play(self, change: impl FnOnce(&mut Session) -> Result<bool, String>) -> bool {
        let result = self
            .table
            .session
            .try_update_value(|s| s.as_mut().map(change));
        let changed = match result {
            Some(Some(Ok(changed))) => changed,
            Some(Some(Err(e))) => {
                self.shell.say(e, true);
                false
            }
            _ => false,
        };
        if changed {
            crate::autosave::later(self);
        }
        self.table.touch();
        changed
    }

    /// A tap on a move: `legal[index]` for `seat`.
    pub fn act(self, seat: Seat, index: usize) {
        crate::focus::let_go_of_focus(None);
        self.play(|s| s.apply(seat, index).map(|_| true));
    }

    /// A save or link problem, in the person's language.
    pub fn say_error(self, e: &SaveError) {
        if crate::update::made_by_newer(e) {
            crate::update::update_for_newer_link(self);
        }
        self.shell
            .say(save_error(self.prefs.lang.get_untracked(), e), true);
    }

    /// Back to the lobby: the table is closed (a reload stays in the lobby).
    pub fn leave_table(self) {
        crate::autosave::now(self);
        store::set_open_table(None);
        self.table.session.set_value(None);
        self.shell.screen.set(Screen::Lobby);
        self.table.touch();
    }

    /// Runs `then` once `game`'s code and the table's are here: at once when they are, else
    /// after loading them (a game this app does not know goes on at once, to its own error).
    pub fn with_game(self, game: &str, then: impl FnOnce() + 'static) {
        let here = game.is_empty() || crate::registry::ui(game).is_some();
        if here && (self.table_code.ready)() {
            then();
            return;
        }
        let game = game.to_string();
        // Nothing else can be tapped meanwhile (a lobby button under a table about to open).
        let back = self.shell.screen.get_untracked();
        self.shell.screen.set(Screen::Loading);
        wasm_bindgen_futures::spawn_local(async move {
            let loaded = (self.table_code.load)().await
                && (game.is_empty() || crate::registry::load(&game).await);
            if !loaded && (game.is_empty() || smokestack_games::info_of(&game).is_some()) {
                self.shell.screen.set(back);
                self.shell.say(self.prefs.t("games.not_loaded"), true);
                return;
            }
            then();
            // A path that ended in an error stays where it began.
            if self.shell.screen.get_untracked() == Screen::Loading {
                self.shell.screen.set(back);
            }
        });
    }

    /// The new-game form of game `id`, once its code is here.
    pub fn new_game(self, id: &'static str) {
        self.with_game(id, move || {
            self.shell.screen.set(Screen::NewGame(id.to_string()))
        });
    }

    /// Opens save `id` on the table (once its game's code is here).
    pub fn open_save(self, id: &str) {
        crate::autosave::now(self);
        let game = self.library.saves.with_value(|s| s.game_of(id));
        let id = id.to_string();
        self.with_game(&game.unwrap_or_default(), move || self.open_loaded(&id));
    }

    fn open_loaded(self, id: &str) {
        let loaded = self.library.saves.with_value(|s| s.open(id));
        match loaded {
            Ok(Loaded {
                mut rec,
                game,
                table,
                carried,
            }) => {
                store::set_open_table(Some(id));
                // Carried over from older rules: told once, then saved under today's.
                let told = rec.carried;
                rec.carried = false;
                let notice = carried.map(|c| {
                    let lang = self.prefs.lang.get_untracked();
                    crate::i18n::carried_notice(lang, &c, game.game_id(), &table.names)
                });
                self.table
                    .session
                    .set_value(Some(Session::new(rec, table, game)));
                self.shell.screen.set(Screen::Table);
                self.table.touch();
                if let Some((text, lines)) = notice {
                    self.shell.notice.set(Some(Notice {
                        text,
                        lines,
                        error: false,
                    }));
                }
                if told {
                    crate::autosave::later(self);
                }
            }
            Err(e) => self.say_error(&e),
        }
    }

    /// A locked link opened with its password: received as a plain one, and the password kept
    /// with the game so that the links it sends on are locked too.
    pub fn unlocked(self, plain: &str, password: &str) {
        self.shell.unlock.set(None);
        let (plain, password) = (plain.to_string(), password.to_string());
        self.with_game(&game_of_code(&plain), move || {
            if self.receive(&plain, Some(&password)) {
                clear_link();
            }
        });
    }

    /// Keeps (or with `None`, forgets) save `id`'s table password on this device, and tells
    /// every view that shows it or sends a link of it (the send panel, the share dialog).
    pub fn set_password(self, id: &str, password: Option<&str>) {
        crate::lock::set_password(id, password);
        self.table.locks.update(|v| *v += 1);
    }

    /// A link or code arriving: merged into the saves, then opened. False when the game could
    /// not be saved for want of storage: then the link is still needed, and the person is told
    /// that it stays in the address bar. `password`: the table password that opened a locked
    /// link; a plain link that brings new moves says that the table has none any more (its
    /// sender removed it), and this device forgets it.
    pub fn receive(self, code: &str, password: Option<&str>) -> bool {
        // The open table's last move is written before a link may merge into its save.
        crate::autosave::now(self);
        let got = self
            .library
            .saves
            .try_update_value(|s| s.receive(code, now()));
        let got = match got {
            Some(Ok(r)) => r,
            Some(Err(SaveError::Store(e))) => {
                let key = match e {
                    StoreError::Full => "link.not_saved",
                    StoreError::Unavailable(_) => "link.no_storage",
                };
                // The saved games are where space is made.
                self.shell.screen.set(Screen::Saves);
                self.shell.say(self.prefs.t(key), true);
                return false;
            }
            Some(Err(e)) => {
                self.say_error(&e);
                return true;
            }
            None => return true,
        };
        // The link opened: the lobby's field has done its work.
        self.shell.pasted.set(String::new());
        let news = matches!(
            got,
            Received::New { .. }
                | Received::FastForward { .. }
                | Received::Joined { .. }
                | Received::Diverged { .. }
                | Received::Clash { kept: Some(_), .. }
        );
        if password.is_some() || news {
            self.set_password(got.id(), password);
        }
        let lang = self.prefs.lang.get_untracked();
        // Moves that clashed in a simultaneous phase: who plays their part again.
        let mut clash = None;
        let mut fork = None;
        let mut joined = None;
        let (id, note, from) = match got {
            Received::New { id } => (id, None, None),
            Received::Same { id } => (id, None, None),
            Received::FastForward { id, from } => (id, None, Some(from)),
            Received::Older { id } => (id, Some(self.prefs.t("link.older")), None),
            Received::Diverged {
                id, seat, round, ..
            } => {
                fork = Some((seat, round));
                (id, None, None)
            }
            Received::Joined {
                id,
                from,
                saved,
                arriving,
            } => {
                joined = Some((saved, arriving));
                (id, None, Some(from))
            }
            Received::Clash { id, kept, redo } => {
                clash = Some((redo, kept.is_some()));
                (id, None, None)
            }
        };
        self.open_save(&id);
        if let Some(text) = note {
            self.shell.say(text, false);
        }
        let names_of = |seats: &[Seat]| {
            self.table.session.with_value(|s| {
                s.as_ref().map_or(String::new(), |s| {
                    let names: Vec<String> = seats.iter().map(|&q| s.meta.name(q)).collect();
                    crate::i18n::list(lang, &names)
                })
            })
        };
        // Whose turn it is in the game now open, in words.
        let turn_words = || {
            self.table.session.with_value(|s| {
                s.as_ref().and_then(|s| {
                    let names = |seats: &[Seat]| {
                        let n: Vec<String> = seats.iter().map(|&q| s.meta.name(q)).collect();
                        crate::i18n::list(lang, &n)
                    };
                    match s.turn() {
                        Turn::Here(seats) => Some(
                            self.prefs
                                .t("link.turn_here")
                                .replace("{names}", &names(&seats)),
                        ),
                        Turn::Away(seats) => Some(
                            self.prefs
                                .t("link.turn_away")
                                .replace("{names}", &names(&seats)),
                        ),
                        _ => None,
                    }
                })
            })
        };
        if let Some((seat, round)) = fork {
            let branch = crate::i18n::branch_name(
                lang,
                &seat.map(|q| names_of(&[q])).unwrap_or_default(),
                round,
            );
            let mut text = self.prefs.t("link.diverged").replace("{branch}", &branch);
            if let Some(t) = turn_words() {
                text = format!("{text} {t}");
            }
            self.shell.say(text, false);
        }
        if let Some((redo, ours)) = clash {
            // `ours`: this device's moves were taken back (its own copy is kept beside).
            let names = names_of(&redo);
            let key = if ours {
                "link.clash_redo"
            } else {
                "link.clash_other"
            };
            self.shell
                .say(self.prefs.t(key).replace("{names}", &names), false);
        }
        if let Some(from) = from {
            let (lines, yours, mine) = self.table.session.with_value(|s| {
                s.as_ref().map_or((Vec::new(), None, Vec::new()), |s| {
                    let lines = since_lines(s, from, lang, &self.prefs);
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
                    (lines, yours, s.mine())
                })
            });
            if !lines.is_empty() {
                // The heading says first whether it is this device's turn now.
                let mut text = match yours {
                    Some(names) => format!(
                        "{} ({names}) — {}",
                        self.prefs.t("table.your_turn"),
                        self.prefs.t("table.since")
                    ),
                    None => self.prefs.t("table.since"),
                };
                if let Some((saved, arriving)) = joined {
                    // "You played … at the same time as Bob" only to a device whose seats
                    // moved in the phase; to the others, who moved.
                    let joined = if saved.iter().any(|q| mine.contains(q)) {
                        let others: Vec<Seat> =
                            arriving.into_iter().filter(|q| !mine.contains(q)).collect();
                        self.prefs
                            .t("link.joined")
                            .replace("{names}", &names_of(&others))
                    } else {
                        let mut all: Vec<Seat> = saved.into_iter().chain(arriving).collect();
                        all.sort_unstable();
                        all.dedup();
                        self.prefs
                            .t("link.joined_others")
                            .replace("{names}", &names_of(&all))
                    };
                    text = format!("{text}. {joined}");
                }
                self.shell.notice.set(Some(Notice {
                    text,
                    lines,
                    error: false,
                }));
            }
        }
        true
    }
}

/// "Since you last saw this game", results first: the standing now with each seat's change
/// since action `from`, then what the rules did (incomes, sales, reveals), then the moves,
/// condensed to a line per seat in the order they first moved.
fn since_lines(s: &crate::session::Session, from: usize, lang: Lang, prefs: &Prefs) -> Vec<String> {
    let from = from.min(s.log.len());
    let mut lines = Vec::new();
    if s.m.actions() > from
        && let (Some(now), Some(then)) = (s.m.standing(), s.m.prefix(from).standing())
    {
        let figures = smokestack_core::story::scores(&now, Some(&then));
        lines.push(
            prefs
                .t("table.since_standing")
                .replace("{scores}", &figures.render(lang, &s.meta.names)),
        );
    }
    for i in from..s.log.len() {
        lines.extend(s.results(i, lang));
    }
    let mut seats: Vec<(Seat, Vec<String>)> = Vec::new();
    for (seat, text) in (from..s.log.len()).filter_map(|i| s.line(i, lang)) {
        match seats.iter_mut().find(|(q, _)| *q == seat) {
            Some((_, moves)) => moves.push(text),
            None => seats.push((seat, vec![text])),
        }
    }
    lines.extend(
        seats
            .into_iter()
            .map(|(seat, moves)| format!("{}: {}", s.meta.name(seat), moves.join("; "))),
    );
    lines
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
pub fn receive_link(flow: Flow) {
    let Some(code) = link_code() else {
        return;
    };
    // A locked link stays in the address bar until its password opens it: one of the tables
    // here (a reply to a game sent from this device), or the person's.
    if smokestack_core::lock::is_locked(&code) {
        wasm_bindgen_futures::spawn_local(async move {
            for pw in crate::lock::known_passwords() {
                if let Ok(plain) = crate::lock::open(&code, &pw).await {
                    flow.unlocked(&plain, &pw);
                    return;
                }
            }
            flow.shell.unlock.set(Some(code));
        });
        return;
    }
    flow.with_game(&game_of_code(&code), move || {
        if flow.receive(&code, None) {
            clear_link();
        }
    });
}

/// The game a code is of, read from its header (empty when it reads as no code: `receive`
/// then says why).
fn game_of_code(code: &str) -> String {
    smokestack_core::codec::unpack(code).map_or_else(|_| String::new(), |p| p.game)
}
