//! The storage board (six columns, one per tile type, cheapest first: a pick takes the top)
//! and the market (the tiles for sale this round, priced for the player buying now).

use super::prelude::*;

/// Tiles shown on each column: the next few to be picked (the column's count says the rest).
const SHOWN: usize = 4;

impl Seen<'_> {
    pub fn storage(&self) -> AnyView {
        let s = self.s;
        // Each column kept by its top tiles and its count (components::keep): a pick changes
        // one column.
        let columns = Kind::ALL
            .iter()
            .enumerate()
            .map(|(c, &k)| {
                let col = &s.columns[c];
                let top: Vec<TileId> = col.iter().take(SHOWN).copied().collect();
                let data = (self.lang, c, self.kind(k), top, col.len());
                keep(data, move |(lang, c, kind, top, len)| {
                    // The top tiles (a pick takes the first); the rest as a count.
                    let more = len.saturating_sub(SHOWN);
                    let label = format!("{kind} ({len})");
                    let aria = label.clone();
                    let cards = if top.is_empty() {
                        view! { <p class="fm-muted">{word(lang, "fm.ui.empty")}</p> }.into_any()
                    } else {
                        top.iter()
                            .enumerate()
                            .map(|(i, &t)| {
                                tile_card(lang, t, Some(tile(t).cost), None, if i == 0 { "fm-top" } else { "" })
                            })
                            .collect_view()
                            .into_any()
                    };
                    view! {
                        <div class=format!("fm-column fm-k-{}", k.key()) role="group" aria-label=aria
                            data-target=format!("column:{c}")>
                            <h4 data-explain=super::explain::column_key(k)>{label}</h4>
                            {cards}
                            {(more > 0).then(|| view! {
                                <p class="fm-more">{Msg::new("fm.ui.more").arg("n", more).render(lang, &[])}</p>
                            })}
                        </div>
                    }
                })
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
                keep(
                    (self.lang, t, price, self.kind(tile(t).kind)),
                    |(lang, t, price, kind)| {
                        view! {
                            <div class="fm-market-slot">
                                <span class="fm-market-kind">{kind}</span>
                                {tile_card(lang, t, Some(price), Some(format!("market:{t}")), "")}
                            </div>
                        }
                    },
                )
            })
            .collect_view();
        let prices_for = buyer.map(|_| {
            Msg::new("fm.ui.prices_for")
                .arg("who", MsgArg::Seat(s.turn))
                .render(self.lang, self.names)
        });
        // The section and its containers set only where changed (keep::attrs), the headings
        // kept by their words.
        view! {
            <section use:attrs=vec![("class", "fm-storage".to_string()), ("aria-label", self.w("fm.ui.storage_board"))]>
                {keep((prices_for, self.lang), |(prices_for, lang)| view! {
                    <h3 data-explain="board:market">{word(lang, "fm.ui.market")}
                        <span class="decks">{prices_for}</span>
                    </h3>
                })}
                <div use:attrs=vec![("class", "fm-market".to_string()), ("role", "group".to_string()), ("aria-label", self.w("fm.ui.market"))]>
                    {if s.market.is_empty() {
                        keep(self.lang, |lang| view! { <p class="fm-muted">{word(lang, "fm.ui.empty")}</p> }).into_any()
                    } else {
                        market.into_any()
                    }}
                </div>
                {keep(self.lang, |lang| view! { <h3>{word(lang, "fm.ui.storage_board")}<span class="decks">{word(lang, "fm.ui.cheapest")}</span></h3> })}
                <div use:attrs=vec![("class", "fm-columns".to_string()), ("data-scroll", "fm-columns".to_string())]>{columns}</div>
            </section>
        }
        .into_any()
    }
}
