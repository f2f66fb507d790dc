//! Construction: the three building stacks, the town and the ship stacks.

use super::names::*;
use super::prelude::*;

use super::seen::{Card, Parts, Seen, card};

impl Parts {
    pub fn construction(self) -> AnyView {
        let lang = self.lang;
        let stacks = (0..3)
            .map(|i| {
                let label = format!("{} {}", word(lang, "lh.ui.Stack"), i + 1);
                let head = label.clone();
                // Its count and its cards each on their own: a turn takes from one stack at
                // most, and a card that stays keeps its nodes.
                view! {
                    <div class="lh-stack" role="group" aria-label=label data-target=format!("stack:{i}")>
                        {self.part(move |s| s.v.state.stacks[i].len(), move |count| view! {
                            <h4>{format!("{head} ({count})")}</h4>
                        })}
                        {self.part(move |s| s.v.state.stacks[i].is_empty(), move |empty| {
                            empty.then(|| view! { <p class="lh-empty">{word(lang, "lh.ui.empty")}</p> })
                        })}
                        {self.cards(move |s| {
                            s.v.state.stacks[i]
                                .iter()
                                .enumerate()
                                .map(|(k, &b)| s.card(b, None, k == 0))
                                .collect()
                        })}
                    </div>
                }
            })
            .collect_view();
        let ships = SHIP_TYPES
            .iter()
            .map(|&t| {
                // Each on its own: a turn changes one stack at most.
                self.part(
                    move |s| s.ship_stack(t),
                    move |(class, explain, text)| {
                        view! {
                            <li class=class data-target=le_havre::things::ship_key(t) data-explain=explain>{text}</li>
                        }
                    },
                )
            })
            .collect_view();
        let town_head = self.part(
            |s| {
                let specials = (!s.v.state.opts.short).then_some(s.v.specials_left);
                let modern: Vec<String> = s
                    .v
                    .state
                    .modern
                    .iter()
                    .map(|&b| building_name(b, s.lang))
                    .collect();
                (specials, modern)
            },
            move |(specials, modern)| {
                let specials = specials.map(|left| {
                    view! { <span class="lh-specials">{format!("{}: {}", word(lang, "lh.ui.Special_buildings_left"), left)}</span> }
                });
                let modern = (!modern.is_empty()).then(|| {
                    view! { <span>{format!("{}: {}", word(lang, "lh.ui.Modernised_wharves"), modern.join(", "))}</span> }
                });
                view! { <h3>{word(lang, "lh.ui.Town")}<span class="decks">{specials}" "{modern}</span></h3> }
            },
        );
        // The special buildings the viewer has looked at, and the viewer's own hand: shown
        // while there are some.
        let peek = self.part(
            |s| -> Vec<Card> { s.v.peek.iter().map(|&b| s.card(b, None, false)).collect() },
            move |cards| {
                (!cards.is_empty()).then(|| {
                    view! {
                        <div class="lh-peek" role="group" aria-label=word(lang, "lh.ui.Next_special_buildings")>
                            <h4>{word(lang, "lh.ui.Next_special_buildings")}</h4>
                            <div class="lh-cards">{cards.into_iter().map(|c| card(c, lang)).collect_view()}</div>
                        </div>
                    }
                })
            },
        );
        let viewer = self.viewer;
        let hand = self.part(
            move |s| -> Vec<Card> {
                viewer
                    .get()
                    .and_then(|i| s.v.state.players.get(i as usize))
                    .map(|p| p.hand.iter().map(|&b| s.card(b, None, false)).collect())
                    .unwrap_or_default()
            },
            move |cards| {
                (!cards.is_empty()).then(|| {
                    view! {
                        <div class="lh-peek" role="group" aria-label=word(lang, "lh.ui.Your_hand")>
                            <h4>{word(lang, "lh.ui.Your_hand_Construction_Site")}</h4>
                            <div class="lh-cards">{cards.into_iter().map(|c| card(c, lang)).collect_view()}</div>
                        </div>
                    }
                })
            },
        );
        let town_empty = self.part(
            |s| s.v.state.town.is_empty(),
            move |empty| {
                empty.then(|| view! { <p class="lh-empty">{word(lang, "lh.ui.none")}</p> })
            },
        );
        let town = self.cards(|s| {
            s.v.state
                .town
                .iter()
                .map(|&b| s.card(b, None, false))
                .collect()
        });
        view! {
            <section class="lh-construction" aria-label=word(lang, "lh.ui.Construction")>
                <h3>{word(lang, "lh.ui.Building_stacks")}<span class="decks">{word(lang, "lh.ui.top_card_first")}</span></h3>
                <div class="lh-stacks" data-scroll="lh-stacks">{stacks}</div>
                {peek}
                {hand}
                {town_head}
                <div class="lh-cards" role="group" aria-label=word(lang, "lh.ui.Town_buildings")>{town_empty}{town}</div>
                <h3>{word(lang, "lh.ui.Ships")}</h3>
                <ul class="lh-ships" aria-label=word(lang, "lh.ui.Ship_stacks")>{ships}</ul>
            </section>
        }
        .into_any()
    }
}

impl Seen<'_> {
    /// A ship stack as drawn: class, explain key, words.
    fn ship_stack(&self, t: ShipType) -> (&'static str, String, String) {
        let (s, lang) = (&self.v.state, self.lang);
        let n = s.n();
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
            .unwrap_or_else(|| le_havre::things::ship_key(t));
        let class = if stack.is_empty() {
            "lh-ship lh-zero"
        } else {
            "lh-ship"
        };
        (class, explain, text)
    }
}
