//! The storage board (six columns, one per tile type, cheapest first: a pick takes the top)
//! and the market (the tiles for sale this round, priced for the player buying now).

use super::prelude::*;

/// Tiles shown on each column: the next few to be picked (the column's count says the rest).
const SHOWN: usize = 4;

/// The player buying now, whose prices the market shows: cost less the order tile's discount.
fn buyer(s: &State) -> Option<&factory_manager::state::Player> {
    match s.phase {
        Phase::Build { .. } => s.players.get(s.turn as usize),
        _ => None,
    }
}

/// The storage section, drawn once: each column a part read by its top tiles and its count (a
/// pick changes one column), each market tile an item of a keyed list.
pub fn storage(cx: Cx) -> AnyView {
    let lang = cx.lang;
    let columns = Kind::ALL
        .iter()
        .enumerate()
        .map(|(c, &k)| {
            part(
                cx,
                move |seen| {
                    let col = &seen.s.columns[c];
                    let top: Vec<TileId> = col.iter().take(SHOWN).copied().collect();
                    (top, col.len())
                },
                move |(top, len)| {
                    // The top tiles (a pick takes the first); the rest as a count.
                    let more = len.saturating_sub(SHOWN);
                    let label = format!("{} ({len})", kind_name(lang, k));
                    let aria = label.clone();
                    let cards = if top.is_empty() {
                        view! { <p class="fm-muted">{word(lang, "fm.ui.empty")}</p> }.into_any()
                    } else {
                        top.iter()
                            .enumerate()
                            .map(|(i, &t)| {
                                tile_card(lang, t, Some(tile(t).cost), None::<String>, if i == 0 { "fm-top" } else { "" })
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
                },
            )
        })
        .collect_view();
    let market = list(
        cx,
        |seen| {
            let b = buyer(seen.s);
            seen.s
                .market
                .iter()
                .map(|&t| {
                    let price = b.map_or(tile(t).cost, |p| factory_manager::build::price(p, t));
                    (t, (t, price))
                })
                .collect()
        },
        move |(t, price)| {
            view! {
                <div class="fm-market-slot">
                    <span class="fm-market-kind">{kind_name(lang, tile(t).kind)}</span>
                    {tile_card(lang, t, Some(price), Some(format!("market:{t}")), "")}
                </div>
            }
        },
    );
    // The market's words where it is empty (the list stands beside it, empty then).
    let empty = part(
        cx,
        |seen| seen.s.market.is_empty(),
        move |empty| empty.then(|| view! { <p class="fm-muted">{word(lang, "fm.ui.empty")}</p> }),
    );
    let head = part(
        cx,
        |seen| {
            buyer(seen.s).map(|_| {
                Msg::new("fm.ui.prices_for")
                    .arg("who", MsgArg::Seat(seen.s.turn))
                    .render(seen.lang, seen.names)
            })
        },
        move |prices_for| {
            view! {
                <h3 data-explain="board:market">{word(lang, "fm.ui.market")}
                    <span class="decks">{prices_for}</span>
                </h3>
            }
        },
    );
    view! {
        <section class="fm-storage" aria-label=word(lang, "fm.ui.storage_board")>
            {head}
            <div class="fm-market" role="group" aria-label=word(lang, "fm.ui.market")>
                {empty}
                {market}
            </div>
            <h3>{word(lang, "fm.ui.storage_board")}<span class="decks">{word(lang, "fm.ui.cheapest")}</span></h3>
            <div class="fm-columns" data-scroll="fm-columns">{columns}</div>
        </section>
    }
    .into_any()
}
