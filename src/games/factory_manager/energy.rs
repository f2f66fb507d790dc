//! The energy track (the price, from 1 up to the most the tiles can make it) and the energy
//! price tiles: drawn ones face up, the rest face down.

use super::prelude::*;

impl Seen<'_> {
    pub fn energy(&self) -> AnyView {
        let s = self.s;
        let c = constants();
        let mut tiles = c.energy_price_tiles.clone();
        tiles.sort_unstable_by(|a, b| b.cmp(a));
        let used = c.rounds as usize;
        let top = c.energy_price_start + tiles.iter().take(used).map(|&t| t as i32).sum::<i32>();
        let track = (c.energy_price_start..=top.max(s.energy_price))
            .map(|p| {
                let now = p == s.energy_price;
                // Each step kept on its own (components::keep): the price moves one or two.
                keep((p, now), |(p, now)| view! {
                    <li class=if now { "fm-step fm-now" } else { "fm-step" } aria-current=now.then_some("true")>{p}</li>
                })
            })
            .collect_view();
        let drawn = s
            .energy_drawn
            .iter()
            .map(|&t| view! { <span class="fm-etile" data-explain=super::explain::energy_tile_key(t)>{format!("+{t}")}</span> })
            .collect_view();
        let left = s.energy_stack.len();
        view! {
            <section class="fm-energy" aria-label=self.w("fm.ui.energy")>
                <h3 data-explain="board:energy">{self.w("fm.ui.energy")}
                    <span class="decks">{format!("{} {}", self.w("fm.ui.energy_price"), s.energy_price)}</span>
                </h3>
                <ol class="fm-track" data-explain="board:energy" aria-label=self.w("fm.ui.energy_price")>{track}</ol>
                <div class="fm-etiles">
                    <span class="fm-muted">{self.w("fm.ui.energy_drawn")}</span>
                    {drawn}
                    {(left > 0).then(|| view! {
                        <span class="fm-etile fm-down">{format!("{} {left}", self.w("fm.ui.energy_left"))}</span>
                    })}
                </div>
            </section>
        }
        .into_any()
    }
}
