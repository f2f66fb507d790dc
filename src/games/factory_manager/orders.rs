//! The order tiles: the ones revealed this round (a tap opens an auction), the one in auction
//! with its leader and bid, the two left over this round and the face-down draw stack.

use super::prelude::*;
use factory_manager::data::discount;

impl Seen<'_> {
    pub fn orders(&self) -> AnyView {
        let s = self.s;
        let lang = self.lang;
        let auction = s.auction.as_ref();
        let revealed = s
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
                let d = discount(t);
                let status = in_auction.map(|a| {
                    Msg::new("fm.ui.auction_line")
                        .arg("leader", MsgArg::Seat(a.leader))
                        .arg("bid", a.bid)
                        .render(lang, self.names)
                });
                view! {
                    <div class=class data-target=target data-explain=super::explain::order_key(t) role="group"
                        aria-label=format!("{} {t}", self.w("fm.ui.order_tile"))>
                        <span class="fm-order-no">{t}</span>
                        {(d > 0).then(|| view! { <span class="fm-order-disc">{format!("−{d} E")}</span> })}
                        {status.map(|x| view! { <span class="fm-order-status">{x}</span> })}
                    </div>
                }
            })
            .collect_view();
        let won: Vec<String> = s
            .players
            .iter()
            .enumerate()
            .filter_map(|(i, p)| p.won.map(|t| format!("{} → {t}", self.name(i as u8))))
            .collect();
        // The turn order of this round's phases 2–4: lowest order tile first.
        let order: Vec<String> = s
            .order()
            .iter()
            .map(|&i| format!("{} ({})", self.name(i), s.players[i as usize].order))
            .collect();
        // The two left over this round, each explained on a tap.
        let unused = s
            .unused
            .iter()
            .map(|&t| view! { " " <span data-explain=super::explain::order_key(t)>{t}</span> })
            .collect_view();
        let none_unused = s.unused.is_empty();
        view! {
            <section class="fm-orders" aria-label=self.w("fm.ui.orders")>
                <h3>{self.w("fm.ui.orders")}
                    <span class="decks">{Msg::new("fm.ui.round").arg("n", s.round).arg("of", constants().rounds).render(lang, &[])}</span>
                </h3>
                <p class="fm-turn-order">{format!("{}: {}", self.w("fm.ui.turn_order"), order.join(" → "))}</p>
                <div class="fm-order-row">{revealed}</div>
                {(!won.is_empty()).then(|| view! {
                    <p class="fm-won">{format!("{}: {}", self.w("fm.ui.new_order"), won.join(", "))}</p>
                })}
                <p class="fm-muted">
                    {format!("{}:", self.w("fm.ui.unused"))}
                    {if none_unused { " —".into_any() } else { unused.into_any() }}
                    " · "
                    {format!("{}: {}", self.w("fm.ui.draw_stack"), s.order_stack.len())}
                </p>
            </section>
        }
        .into_any()
    }
}
