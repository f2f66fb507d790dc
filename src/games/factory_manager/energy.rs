//! The energy track (the price, from 1 up to the most the tiles can make it) and the energy
//! price tiles: drawn ones face up, the rest face down.

use super::prelude::*;

/// The energy section, drawn once: the heading's price, each step of the track (the price
/// moves one or two), the drawn tiles and the stack's count follow the game on their own.
pub fn energy(cx: Cx) -> AnyView {
    let lang = cx.lang;
    let head = part(
        cx,
        |seen| seen.s.energy_price,
        move |price| {
            view! {
                <h3 data-explain="board:energy">{word(lang, "fm.ui.energy")}
                    <span class="decks">{format!("{} {}", word(lang, "fm.ui.energy_price"), price)}</span>
                </h3>
            }
        },
    );
    let track = list(
        cx,
        |seen| {
            let s = seen.s;
            let c = constants();
            let mut tiles = c.energy_price_tiles.clone();
            tiles.sort_unstable_by(|a, b| b.cmp(a));
            let used = c.rounds as usize;
            let top =
                c.energy_price_start + tiles.iter().take(used).map(|&t| t as i32).sum::<i32>();
            (c.energy_price_start..=top.max(s.energy_price))
                .map(|p| (p, (p, p == s.energy_price)))
                .collect()
        },
        |(p, now)| {
            view! {
                <li class=if now { "fm-step fm-now" } else { "fm-step" } aria-current=now.then_some("true")>{p}</li>
            }
        },
    );
    let drawn = list(
        cx,
        |seen| seen.s.energy_drawn.iter().map(|&t| (t, t)).collect(),
        |t| view! { <span class="fm-etile" data-explain=super::explain::energy_tile_key(t)>{format!("+{t}")}</span> },
    );
    let left = part(
        cx,
        |seen| seen.s.energy_stack.len(),
        move |left| {
            (left > 0).then(|| view! {
                <span class="fm-etile fm-down">{format!("{} {left}", word(lang, "fm.ui.energy_left"))}</span>
            })
        },
    );
    view! {
        <section class="fm-energy" aria-label=word(lang, "fm.ui.energy")>
            {head}
            <ol class="fm-track" data-explain="board:energy" aria-label=word(lang, "fm.ui.energy_price")>{track}</ol>
            <div class="fm-etiles">
                <span class="fm-muted">{word(lang, "fm.ui.energy_drawn")}</span>
                {drawn}
                {left}
            </div>
        </section>
    }
    .into_any()
}
