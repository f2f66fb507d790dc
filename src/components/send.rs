//! "Send to Bob": when the people at this device have nothing to do and someone elsewhere
//! acts, the game goes to them as a link in one tap (the share sheet where the browser has one,
//! the clipboard otherwise), with the link itself shown for copying by hand.

use leptos::prelude::*;

use crate::components::link_lock::SharedLink;
use crate::components::qr::QrToggle;
use crate::components::share::{LinkField, share_or_copy};
use crate::prefs::Prefs;

/// `names`: who the game goes to. `together`: they act in this phase at the same time as the
/// people here (a simultaneous phase), so the panel explains how the two sets of moves meet.
/// The link is locked when the game has a table password.
#[component]
pub fn SendPanel(
    names: Vec<String>,
    link: String,
    save_id: String,
    together: bool,
) -> impl IntoView {
    let prefs = expect_context::<Prefs>();
    let count = names.len();
    // "Bob", "Bob and Carol": the names as a list in the person's language.
    let names = Signal::derive(move || crate::i18n::list(prefs.lang.get(), &names));
    let shared = SharedLink::new(link, save_id);
    let sent = RwSignal::new(false);
    let send = move |_| {
        if let Some(l) = shared.link.get_untracked() {
            share_or_copy(&l);
            sent.set(true);
        }
    };
    let class = if together {
        "send-panel together"
    } else {
        "send-panel"
    };
    view! {
        <section class=class aria-label=move || prefs.t("table.send_to").replace("{names}", &names.get())>
            <p class="send-text" role="status">{move || {
                let key = if together { "table.together" } else { "table.away" };
                crate::i18n::tr(
                    prefs.lang.get(),
                    key,
                    &[("names", names.get().into()), ("n", count.into())],
                )
            }}</p>
            <div class="choice-row">
                <button class=if together { "big" } else { "big primary" } disabled=move || shared.link.get().is_none() on:click=send>
                    {move || prefs.t("table.send_to").replace("{names}", &names.get())}
                </button>
                <QrToggle link=shared.link/>
            </div>
            {move || shared.password.get().is_some().then(|| view! { <p class="lock-state">{prefs.t("lock.on")}</p> })}
            <p class="send-after">{move || {
                let key = if sent.get() { "table.away_copied" } else { "table.away_manual" };
                prefs.t(key).replace("{names}", &names.get())
            }}</p>
            <LinkField shared=shared/>
        </section>
    }
}
