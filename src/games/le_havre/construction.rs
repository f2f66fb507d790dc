//! Construction: the three building stacks, the town and the ship stacks.

use super::names::*;
use super::prelude::*;

use super::seen::Seen;
use crate::components::keep::{attrs, class_only, keep, keep_by};

impl Seen<'_> {
    pub fn construction(&self, viewer: Option<Seat>) -> AnyView {
        let (v, lang) = (self.v, self.lang);
        let s = &v.state;
        let n = s.n();
        let stacks = (0..3)
            .map(|i| {
                let list = &s.stacks[i];
                let label = format!("{} {}", word(lang, "lh.ui.Stack"), i + 1);
                let body = if list.is_empty() {
                    view! { <p class="lh-empty">{word(lang, "lh.ui.empty")}</p> }.into_any()
                } else {
                    list.iter()
                        .enumerate()
                        .map(|(k, &b)| self.card(b, None, k == 0))
                        .collect_view()
                        .into_any()
                };
                let view = view! {
                    <div class="lh-stack" role="group" aria-label=label.clone() data-target=format!("stack:{i}")>
                        <h4>{format!("{label} ({})", list.len())}</h4>
                        {body}
                    </div>
                };
                // Kept while its cards and their workers stay (components::keep): a turn
                // takes from one stack at most.
                let workers: Vec<Option<Bd>> = s.players.iter().map(|p| p.worker.filter(|w| list.contains(w))).collect();
                keep_by((i, list, workers, lang), move || view)
            })
            .collect_view();
        let town = if s.town.is_empty() {
            keep(
                lang,
                |lang| view! { <p class="lh-empty">{word(lang, "lh.ui.none")}</p> },
            )
            .into_any()
        } else {
            s.town
                .iter()
                .map(|&b| self.card(b, None, false))
                .collect_view()
                .into_any()
        };
        let ships = SHIP_TYPES
            .iter()
            .map(|&t| {
                let stack = &s.ship_stacks[t as usize];
                let text = match stack.last() {
                    Some(&c) => {
                        let c = &ROUND_CARDS[c as usize];
                        let price = t.price().map_or_else(
                            || word(lang, "lh.ui.not_for_sale").to_string(),
                            |p| format!("{} {p}", word(lang, "lh.ui.price")),
                        );
                        let (g, k) = t.material();
                        format!(
                            "{}: {} · {} {} · {} · {} {} · {} {} {} + 3 {} · {} {}",
                            ship_name(t, lang),
                            vessel_name(c, lang),
                            word(lang, "lh.ui.value"),
                            c.ship_value,
                            price,
                            word(lang, "lh.ui.food"),
                            t.food(n),
                            word(lang, "lh.ui.build_ship"),
                            k,
                            good_name(g, lang),
                            word(lang, "lh.ui.energy"),
                            word(lang, "lh.ui.left"),
                            stack.len()
                        )
                    }
                    None => format!("{}: {}", ship_name(t, lang), word(lang, "lh.ui.none_yet")),
                };
                let explain = stack
                    .last()
                    .and_then(|c| super::explain::vessel_key(*c))
                    .unwrap_or_else(|| format!("ship:{t:?}"));
                // Kept while its words stay (components::keep): a turn changes one stack at most.
                let class = if stack.is_empty() {
                    "lh-ship lh-zero"
                } else {
                    "lh-ship"
                };
                keep(
                    (class, format!("ship:{t:?}"), explain, text),
                    |(class, target, explain, text)| {
                        view! {
                            <li class=class data-target=target data-explain=explain>{text}</li>
                        }
                    },
                )
            })
            .collect_view();
        let specials = (!s.opts.short).then_some(v.specials_left);
        let modern: Vec<String> = s.modern.iter().map(|&b| building_name(b, lang)).collect();
        // The headings kept while their words stay (components::keep).
        let town_head = keep((specials, modern, lang), |(specials, modern, lang)| {
            let specials = specials.map(|left| {
                view! { <span class="lh-specials">{format!("{}: {}", word(lang, "lh.ui.Special_buildings_left"), left)}</span> }
            });
            let modern = (!modern.is_empty()).then(|| {
                view! { <span>{format!("{}: {}", word(lang, "lh.ui.Modernised_wharves"), modern.join(", "))}</span> }
            });
            view! { <h3>{word(lang, "lh.ui.Town")}<span class="decks">{specials}" "{modern}</span></h3> }
        });
        let group = |class: &str, label: &str| {
            vec![
                ("class", class.to_string()),
                ("role", "group".to_string()),
                ("aria-label", word(lang, label)),
            ]
        };
        let peek = (!v.peek.is_empty()).then(|| {
            view! {
                <div use:attrs=group("lh-peek", "lh.ui.Next_special_buildings")>
                    {keep(lang, |lang| view! { <h4>{word(lang, "lh.ui.Next_special_buildings")}</h4> })}
                    <div use:class_only="lh-cards">{v.peek.iter().map(|&b| self.card(b, None, false)).collect_view()}</div>
                </div>
            }
        });
        let hand = viewer
            .and_then(|i| s.players.get(i as usize))
            .filter(|p| !p.hand.is_empty())
            .map(|p| {
                view! {
                    <div use:attrs=group("lh-peek", "lh.ui.Your_hand")>
                        {keep(lang, |lang| view! { <h4>{word(lang, "lh.ui.Your_hand_Construction_Site")}</h4> })}
                        <div use:class_only="lh-cards">{p.hand.iter().map(|&b| self.card(b, None, false)).collect_view()}</div>
                    </div>
                }
            });
        // The section and its containers set only where changed (keep::attrs), their parts kept.
        view! {
            <section use:attrs=vec![("class", "lh-construction".to_string()), ("aria-label", word(lang, "lh.ui.Construction"))]>
                {keep(lang, |lang| view! { <h3>{word(lang, "lh.ui.Building_stacks")}<span class="decks">{word(lang, "lh.ui.top_card_first")}</span></h3> })}
                <div use:attrs=vec![("class", "lh-stacks".to_string()), ("data-scroll", "lh-stacks".to_string())]>{stacks}</div>
                {peek}
                {hand}
                {town_head}
                <div use:attrs=group("lh-cards", "lh.ui.Town_buildings")>{town}</div>
                {keep(lang, |lang| view! { <h3>{word(lang, "lh.ui.Ships")}</h3> })}
                <ul use:attrs=vec![("class", "lh-ships".to_string()), ("aria-label", word(lang, "lh.ui.Ship_stacks"))]>{ships}</ul>
            </section>
        }
        .into_any()
    }
}
