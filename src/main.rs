//! Smokestack's web app. Issue #3 builds the real lobby and table; for now a page that lists the
//! games the rules crates provide, so that the build and the registry are proven end to end.

use leptos::prelude::*;

fn main() {
    leptos::mount::mount_to_body(App);
}

#[component]
fn App() -> impl IntoView {
    let games = smokestack_games::registry();
    view! {
        <main>
            <h1>"Smokestack"</h1>
            <p>"Heavy economic board games at one table. The table itself arrives with the web app issue."</p>
            <ul>
                {games
                    .iter()
                    .map(|g| {
                        let (lo, hi) = g.players();
                        view! { <li>{format!("{} — {lo}–{hi} players", g.name())}</li> }
                    })
                    .collect_view()}
            </ul>
        </main>
    }
}
