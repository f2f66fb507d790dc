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
                let label = format!("{} {t}", self.w("fm.ui.order_tile"));
                // Each tile kept on its own (components::keep): a bid changes the live one.
                keep((t, class, target, label, d, status), |(t, class, target, label, d, status)| view! {
                    <div class=class data-target=target data-explain=super::explain::order_key(t) role="group"
                        aria-label=label>
                        <span class="fm-order-no">{t}</span>
                        {(d > 0).then(|| view! { <span class="fm-order-disc">{format!("−{d} E")}</span> })}
                        {status.map(|x| view! { <span class="fm-order-status">{x}</span> })}
                    </div>
                })
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
        let round = Msg::new("fm.ui.round")
            .arg("n", s.round)
            .arg("of", constants().rounds)
            .render(lang, &[]);
        let turn_order = format!("{}: {}", self.w("fm.ui.turn_order"), order.join(" → "));
        let won =
            (!won.is_empty()).then(|| format!("{}: {}", self.w("fm.ui.new_order"), won.join(", ")));
        // The two left over this round, each explained on a tap, and the stack's count.
        let rest = (
            format!("{}:", self.w("fm.ui.unused")),
            s.unused.clone(),
            format!("{}: {}", self.w("fm.ui.draw_stack"), s.order_stack.len()),
        );
        // The section's attributes set only where changed (keep::attrs), each line kept by
        // its words (components::keep).
        view! {
            <section use:attrs=vec![("class", "fm-orders".to_string()), ("aria-label", self.w("fm.ui.orders"))]>
                {keep((self.w("fm.ui.orders"), round), |(title, round)| view! {
                    <h3>{title}<span class="decks">{round}</span></h3>
                })}
                {keep(turn_order, |text| view! { <p class="fm-turn-order">{text}</p> })}
                <div use:class_only="fm-order-row">{revealed}</div>
                {keep(won, |won| won.map(|text| view! { <p class="fm-won">{text}</p> }))}
                {keep(rest, |(label, unused, stack)| {
                    let none = unused.is_empty();
                    let unused = unused
                        .into_iter()
                        .map(|t| view! { " " <span data-explain=super::explain::order_key(t)>{t}</span> })
                        .collect_view();
                    view! {
                        <p class="fm-muted">
                            {label}
                            {if none { " —".into_any() } else { unused.into_any() }}
                            " · "
                            {stack}
                        </p>
                    }
                })}
            </section>
        }
        .into_any()
    }
}
