//! The storage board (six columns, one per tile type, cheapest first: a pick takes the top)
//! and the market (the tiles for sale this round, priced for the player buying now).

use super::prelude::*;

/// Tiles shown on each column: the next few to be picked (the column's count says the rest).
const SHOWN: usize = 4;

impl Seen<'_> {
    pub fn storage(&self) -> AnyView {
        let s = self.s;
        let columns = Kind::ALL
            .iter()
            .enumerate()
            .map(|(c, &k)| {
                let col = &s.columns[c];
                // The top tiles (a pick takes the first); the rest as a count.
                let more = col.len().saturating_sub(SHOWN);
                let cards = col
                    .iter()
                    .take(SHOWN)
                    .enumerate()
                    .map(|(i, &t)| {
                        tile_card(
                            self.lang,
                            t,
                            Some(tile(t).cost),
                            None,
                            if i == 0 { "fm-top" } else { "" },
                        )
                    })
                    .collect_view();
                let label = format!("{} ({})", self.kind(k), col.len());
                let aria = label.clone();
                view! {
                    <div class=format!("fm-column fm-k-{}", k.key()) role="group" aria-label=aria
                        data-target=format!("column:{c}")>
                        <h4 data-explain=super::explain::column_key(k)>{label}</h4>
                        {if col.is_empty() {
                            view! { <p class="fm-muted">{self.w("fm.ui.empty")}</p> }.into_any()
                        } else {
                            cards.into_any()
                        }}
                        {(more > 0).then(|| view! {
                            <p class="fm-more">{Msg::new("fm.ui.more").arg("n", more).render(self.lang, &[])}</p>
                        })}
                    </div>
                }
            })
            .collect_view();
        // Prices in the market are the buyer's: cost less the order tile's discount.
        let buyer = match s.phase {
            Phase::Build { .. } => s.players.get(s.turn as usize),
            _ => None,
        };
        let market = s
            .market
            .iter()
            .map(|&t| {
                let price = buyer.map_or(tile(t).cost, |p| factory_manager::build::price(p, t));
                let kind = self.kind(tile(t).kind);
                view! {
                    <div class="fm-market-slot">
                        <span class="fm-market-kind">{kind}</span>
                        {tile_card(self.lang, t, Some(price), Some(format!("market:{t}")), "")}
                    </div>
                }
            })
            .collect_view();
        view! {
            <section class="fm-storage" aria-label=self.w("fm.ui.storage_board")>
                <h3 data-explain="board:market">{self.w("fm.ui.market")}
                    <span class="decks">{buyer.map(|_| Msg::new("fm.ui.prices_for").arg("who", MsgArg::Seat(s.turn)).render(self.lang, self.names))}</span>
                </h3>
                <div class="fm-market" role="group" aria-label=self.w("fm.ui.market")>
                    {if s.market.is_empty() {
                        view! { <p class="fm-muted">{self.w("fm.ui.empty")}</p> }.into_any()
                    } else {
                        market.into_any()
                    }}
                </div>
                <h3>{self.w("fm.ui.storage_board")}<span class="decks">{self.w("fm.ui.cheapest")}</span></h3>
                <div class="fm-columns" data-scroll="fm-columns">{columns}</div>
            </section>
        }
        .into_any()
    }
}
