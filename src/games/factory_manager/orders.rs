//! The order tiles: the ones revealed this round (a tap opens an auction), the one in auction
//! with its leader and bid, the two left over this round and the face-down draw stack.

use super::prelude::*;
use factory_manager::data::discount;

/// The order tiles' section, drawn once: each line a part of its own, each revealed tile an
/// item of a keyed list (a bid changes the live one).
pub fn orders(cx: Cx) -> AnyView {
    let lang = cx.lang;
    let head = part(
        cx,
        |seen| {
            Msg::new("fm.ui.round")
                .arg("n", seen.s.round)
                .arg("of", constants().rounds)
                .render(seen.lang, &[])
        },
        move |round| {
            view! { <h3>{word(lang, "fm.ui.orders")}<span class="decks">{round}</span></h3> }
        },
    );
    // The turn order of this round's phases 2–4: lowest order tile first.
    let turn_order = part(
        cx,
        |seen| {
            let order: Vec<String> = seen
                .s
                .order()
                .iter()
                .map(|&i| format!("{} ({})", seen.name(i), seen.s.players[i as usize].order))
                .collect();
            format!("{}: {}", seen.w("fm.ui.turn_order"), order.join(" → "))
        },
        |text| view! { <p class="fm-turn-order">{text}</p> },
    );
    let revealed = list(
        cx,
        |seen| {
            let auction = seen.s.auction.as_ref();
            seen.s
                .revealed
                .iter()
                .map(|&t| {
                    let in_auction = auction.filter(|a| a.tile == t);
                    let target = if in_auction.is_some() {
                        "auction".to_string()
                    } else {
                        format!("order:{t}")
                    };
                    let class = if in_auction.is_some() {
                        "fm-order fm-live"
                    } else {
                        "fm-order"
                    };
                    let status = in_auction.map(|a| {
                        Msg::new("fm.ui.auction_line")
                            .arg("leader", MsgArg::Seat(a.leader))
                            .arg("bid", a.bid)
                            .render(seen.lang, seen.names)
                    });
                    (t, (t, class, target, status))
                })
                .collect()
        },
        move |(t, class, target, status)| {
            let d = discount(t);
            let label = format!("{} {t}", word(lang, "fm.ui.order_tile"));
            view! {
                <div class=class data-target=target data-explain=super::explain::order_key(t) role="group"
                    aria-label=label>
                    <span class="fm-order-no">{t}</span>
                    {(d > 0).then(|| view! { <span class="fm-order-disc">{format!("−{d} E")}</span> })}
                    {status.map(|x| view! { <span class="fm-order-status">{x}</span> })}
                </div>
            }
        },
    );
    let won = part(
        cx,
        |seen| {
            let won: Vec<String> = seen
                .s
                .players
                .iter()
                .enumerate()
                .filter_map(|(i, p)| p.won.map(|t| format!("{} → {t}", seen.name(i as u8))))
                .collect();
            (!won.is_empty()).then(|| format!("{}: {}", seen.w("fm.ui.new_order"), won.join(", ")))
        },
        |won| won.map(|text| view! { <p class="fm-won">{text}</p> }),
    );
    // The two left over this round, each explained on a tap, and the stack's count.
    let rest = part(
        cx,
        |seen| (seen.s.unused.clone(), seen.s.order_stack.len()),
        move |(unused, stack)| {
            let none = unused.is_empty();
            let unused = unused
                .into_iter()
                .map(|t| view! { " " <span data-explain=super::explain::order_key(t)>{t}</span> })
                .collect_view();
            view! {
                <p class="fm-muted">
                    {format!("{}:", word(lang, "fm.ui.unused"))}
                    {if none { " —".into_any() } else { unused.into_any() }}
                    " · "
                    {format!("{}: {}", word(lang, "fm.ui.draw_stack"), stack)}
                </p>
            }
        },
    );
    view! {
        <section class="fm-orders" aria-label=word(lang, "fm.ui.orders")>
            {head}
            {turn_order}
            <div class="fm-order-row">{revealed}</div>
            {won}
            {rest}
        </section>
    }
    .into_any()
}
