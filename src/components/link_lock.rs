//! The link a table hands over, locked when the table has a password: the table password
//! field of the share panels, and the dialog that asks for the password of a locked link.

use leptos::prelude::*;
use smokestack_table::links;

use crate::flow::Flow;
use crate::lock::{self, LockError};
use crate::prefs::Prefs;
use crate::session::Tabletop;
use crate::shell::Shell;

/// A game's link as it is handed over. `link` is the plain link, or once sealed the locked one;
/// none while sealing (a tenth of a second) or when sealing failed (`error`). The password is
/// read from this device's keeping whenever a table password changes (`Tabletop::locks`), so
/// every panel and dialog of the game shows and sends the same: a lock set in the Send turn
/// dialog locks the "Send to …" panel's link at once, and a removal opens it.
#[derive(Clone, Copy)]
pub struct SharedLink {
    plain: StoredValue<String>,
    save_id: StoredValue<String>,
    pub password: Memo<Option<String>>,
    pub link: RwSignal<Option<String>>,
    pub error: RwSignal<Option<LockError>>,
    /// Counts the links sealed: a sealing that answers after a newer one began is dropped.
    sealing: StoredValue<u64>,
    flow: Flow,
}

impl SharedLink {
    pub fn new(plain: String, save_id: String) -> Self {
        let locks = expect_context::<Tabletop>().locks;
        let id = save_id.clone();
        let password = Memo::new(move |_| {
            locks.track();
            lock::password(&id)
        });
        let s = SharedLink {
            plain: StoredValue::new(plain),
            save_id: StoredValue::new(save_id),
            password,
            link: RwSignal::new(None),
            error: RwSignal::new(None),
            sealing: StoredValue::new(0),
            flow: expect_context::<Flow>(),
        };
        s.refresh();
        // A password set or removed anywhere (this panel, the dialog, a link that arrived).
        Effect::new(move |first: Option<()>| {
            password.track();
            if first.is_some() {
                s.refresh();
            }
        });
        s
    }

    fn refresh(self) {
        self.error.set(None);
        self.sealing.update_value(|n| *n += 1);
        let turn = self.sealing.get_value();
        let plain = self.plain.get_value();
        let Some(pw) = self.password.get_untracked() else {
            self.link.set(Some(plain));
            return;
        };
        self.link.set(None);
        wasm_bindgen_futures::spawn_local(async move {
            let code = links::code_from_link(&plain).to_string();
            let sealed = lock::seal(&code, &pw).await;
            // The panel may be gone by the time the cipher answers (`try_` then does nothing),
            // or the password changed meanwhile (a newer sealing answers for it).
            if self.sealing.try_get_value() != Some(turn) {
                return;
            }
            match sealed {
                Ok(locked) => {
                    self.link.try_set(Some(links::link(&plain, &locked)));
                }
                Err(e) => {
                    self.error.try_set(Some(e));
                }
            }
        });
    }

    /// Sets (or with `None`, removes) the table password, kept for this game on this device:
    /// every view of the game follows.
    pub fn set_password(self, password: Option<String>) {
        let password = password
            .map(|p| p.trim().to_string())
            .filter(|p| !p.is_empty());
        self.flow
            .set_password(&self.save_id.get_value(), password.as_deref());
    }
}

/// The table password row: a field and "Lock" while the link is open, or "locked" and
/// "Remove" once it has one.
#[component]
pub fn PasswordRow(shared: SharedLink) -> impl IntoView {
    let prefs = expect_context::<Prefs>();
    let typed = RwSignal::new(String::new());
    let lock_it = move || {
        let p = typed.get_untracked();
        if !p.trim().is_empty() {
            shared.set_password(Some(p));
            typed.set(String::new());
        }
    };
    move || {
        if !lock::available() {
            return view! { <p class="lock-row">{prefs.t("lock.unavailable")}</p> }.into_any();
        }
        match shared.password.get() {
            Some(_) => view! {
                <div class="lock-row locked">
                    <span class="lock-state" role="status">{prefs.t("lock.on")}</span>
                    <button class="big" on:click=move |_| shared.set_password(None)>{prefs.t("lock.remove")}</button>
                </div>
            }
            .into_any(),
            None => view! {
                <form class="lock-row" on:submit=move |e| { e.prevent_default(); lock_it(); }>
                    <label>
                        <span>{prefs.t("lock.field")}</span>
                        <input type="text" autocomplete="off" name="table-password"
                            placeholder=prefs.t("lock.placeholder")
                            prop:value=move || typed.get()
                            on:input=move |e| typed.set(event_target_value(&e))/>
                    </label>
                    <button class="big" type="submit" disabled=move || typed.get().trim().is_empty()>{prefs.t("lock.set")}</button>
                </form>
            }
            .into_any(),
        }
    }
}

/// Asks for the password of the locked link in the address bar. A wrong password says so and
/// changes nothing; "Not now" leaves the link where it is, to be opened later.
#[component]
pub fn UnlockDialog(code: String) -> impl IntoView {
    let prefs = expect_context::<Prefs>();
    let shell = expect_context::<Shell>();
    let flow = expect_context::<Flow>();
    let typed = RwSignal::new(String::new());
    let busy = RwSignal::new(false);
    let wrong = RwSignal::new(None::<String>);
    let code = StoredValue::new(code);
    let try_open = move || {
        let pw = typed.get_untracked();
        if pw.trim().is_empty() || busy.get_untracked() {
            return;
        }
        busy.set(true);
        let locked = code.get_value();
        wasm_bindgen_futures::spawn_local(async move {
            let got = lock::open(&locked, &pw).await;
            busy.try_set(false);
            match got {
                Ok(plain) => flow.unlocked(&plain, pw.trim()),
                Err(LockError::Wrong) => {
                    wrong.try_set(Some(prefs.t("lock.wrong")));
                }
                Err(LockError::Unavailable) => {
                    wrong.try_set(Some(prefs.t("lock.unavailable")));
                }
                Err(LockError::Code(e)) => {
                    wrong.try_set(Some(crate::i18n::code_error(
                        prefs.lang.get_untracked(),
                        &e,
                    )));
                }
            }
        });
    };
    let close = Callback::new(move |_| shell.unlock.set(None));
    let first = crate::focus::dialog_focus(close);
    view! {
        <div class="dialog unlock" role="dialog" aria-modal="true" aria-label=move || prefs.t("lock.open_title")>
            <h2>{move || prefs.t("lock.open_title")}</h2>
            <p>{move || prefs.t("lock.open_hint")}</p>
            <form on:submit=move |e| { e.prevent_default(); try_open(); }>
                <label class="lock-row">
                    <span>{move || prefs.t("lock.field")}</span>
                    <input type="password" autocomplete="off" name="unlock-password"
                        prop:value=move || typed.get()
                        on:input=move |e| { typed.set(event_target_value(&e)); wrong.set(None); }/>
                </label>
                {move || wrong.get().map(|w| view! { <p class="lock-wrong" role="alert">{w}</p> })}
                <div class="choice-row">
                    <button class="big primary" type="submit" node_ref=first
                        disabled=move || busy.get() || typed.get().trim().is_empty()>
                        {move || if busy.get() { prefs.t("lock.opening") } else { prefs.t("lock.open") }}
                    </button>
                    <button class="big" type="button" on:click=move |_| close.run(())>{move || prefs.t("lock.later")}</button>
                </div>
            </form>
        </div>
    }
}
