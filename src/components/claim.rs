//! "Who are you?": the seats this device plays, asked when a game arrives by link (and from the
//! table's menu, with a warning). Until it is answered the table shows no seat's secrets.

use leptos::prelude::*;
use smokestack_core::Seat;

use crate::prefs::Prefs;

/// `people`: every seat a person plays, with its name. `changing`: asked again from the menu,
/// so the warning shows and the person may keep their seats.
#[component]
pub fn ClaimSeats(
    people: Vec<(Seat, String)>,
    changing: bool,
    on_claim: Callback<Vec<Seat>>,
    on_cancel: Callback<()>,
) -> impl IntoView {
    let prefs = expect_context::<Prefs>();
    let all: Vec<Seat> = people.iter().map(|(s, _)| *s).collect();
    view! {
        <section class="claim" role="dialog" aria-label=move || prefs.t("claim.title")>
            <h2>{move || prefs.t("claim.title")}</h2>
            <p>{move || prefs.t("claim.hint")}</p>
            {changing.then(|| view! { <p class="warning" role="note">{move || prefs.t("claim.warning")}</p> })}
            <div class="claim-seats">
                {people.into_iter().map(|(seat, name)| {
                    let label = move || prefs.t("claim.me").replace("{name}", &name);
                    view! {
                        <button class="big primary" on:click=move |_| on_claim.run(vec![seat])>{label}</button>
                    }
                }).collect_view()}
                <button class="big" on:click=move |_| on_claim.run(all.clone())>{move || prefs.t("claim.all")}</button>
                {changing.then(|| view! {
                    <button class="big" on:click=move |_| on_cancel.run(())>{move || prefs.t("claim.cancel")}</button>
                })}
            </div>
        </section>
    }
}
