//! Solo: the two automa (shares and share value), the 3×5 development grid with the money
//! markers and the bag; the general supply of development cards with several players; and at
//! the end of a solo game the achievements earned.

use super::prelude::*;
use crate::components::keep::{attrs, class_only, keep};

impl Seen<'_> {
    /// The development cards to take: the solo grid, or the general supply.
    pub fn solo(&self) -> AnyView {
        let s = self.s;
        let Some(solo) = &s.solo else {
            return self.supply();
        };
        let automa = solo
            .automa
            .iter()
            .enumerate()
            .map(|(k, a)| {
                let name = format!("{} {}", self.w("ark.ui.automa"), if k == 0 { "A" } else { "B" });
                view! {
                    <div class=format!("ark-automa ark-automa{k}") data-explain="automa">
                        <b>{name}</b>
                        <span>{format!("{} {} × £{}", self.w("ark.ui.shares"), a.shares, a.share_value)}</span>
                    </div>
                }
            })
            .collect_view();
        let (rows, cols) = data().solo_grid;
        let cols = cols.max(1) as usize;
        let _ = rows;
        let slots = solo
            .grid
            .iter()
            .enumerate()
            .map(|(k, c)| {
                let markers = solo
                    .markers
                    .iter()
                    .enumerate()
                    .filter(|(_, m)| **m as usize == k)
                    .map(|(m, _)| {
                        let (cls, txt) = match m {
                            0 => ("ark-dot ark-automa0", "A"),
                            1 => ("ark-dot ark-automa1", "B"),
                            _ => ("ark-dot ark-neutral", "N"),
                        };
                        view! { <span class=cls>{txt}</span> }
                    })
                    .collect_view();
                let target = c.and_then(|c| self.acting.map(|_| format!("card:{c:?}")));
                view! {
                    <li class=if c.is_some() { "ark-slot" } else { "ark-slot ark-empty" } data-target=target data-explain=c.map(card_key)>
                        <span>{c.map_or_else(|| "—".to_string(), |c| self.card(c))}</span>
                        <span class="ark-markers">{markers}</span>
                    </li>
                }
            })
            .collect_view();
        let bag = format!(
            "{}: A {} · B {} · N {}",
            self.w("ark.ui.bag"),
            solo.bag[0],
            solo.bag[1],
            solo.bag[2]
        );
        let achievements = (s.phase == Phase::Over).then(|| {
            let got = arkwright_card_game::scoring::achievements(s);
            let won = ARK::outcome(s).is_some_and(|o| o.winners.contains(&0));
            let items = if got.is_empty() {
                vec![view! { <li>"—"</li> }.into_any()]
            } else {
                got.iter()
                    .map(|a| view! { <li class="ark-ach" data-explain=format!("achievement:{a}")>{word(self.lang, &format!("ark.ach.{a}"))}</li> }.into_any())
                    .collect::<Vec<_>>()
            };
            let note = if won {
                self.w("ark.ui.achievements_count")
            } else {
                self.w("ark.ui.no_achievements")
            };
            view! {
                <div class="ark-achievements">
                    <h4>{self.w("ark.ui.achievements")}" "<span class="ark-sub">{note}</span></h4>
                    <ul>{items}</ul>
                </div>
            }
        });
        view! {
            <section class="ark-solo" aria-label=self.w("ark.ui.grid")>
                <h3><span data-explain="solo_grid">{self.w("ark.ui.grid")}</span><span class="ark-sub" data-explain="solo_bag">{bag}</span></h3>
                <div class="ark-automas">{automa}</div>
                <ol class="ark-grid" style=format!("grid-template-columns: repeat({cols}, minmax(0, 1fr))")>{slots}</ol>
                {achievements}
            </section>
        }
        .into_any()
    }

    fn supply(&self) -> AnyView {
        let s = self.s;
        let cards = Card::ALL
            .iter()
            .filter(|c| s.supply[**c as usize] > 0)
            .map(|&c| {
                // Each card kept on its own (components::keep).
                let target = self.acting.map(|_| format!("card:{c:?}"));
                let text = format!("{} ×{}", self.card(c), s.supply[c as usize]);
                keep((target, card_key(c), text), |(target, explain, text)| {
                    view! {
                        <li class="ark-card" data-target=target data-explain=explain>{text}</li>
                    }
                })
            })
            .collect_view();
        // The section's attributes set only where changed (keep::attrs), its cards kept.
        let label = self.w("ark.ui.supply");
        let frame = vec![
            ("class", "ark-supply".to_string()),
            ("aria-label", label.clone()),
        ];
        view! {
            <section use:attrs=frame>
                {keep(label, |label| view! { <h3>{label}</h3> })}
                <ul use:class_only="ark-cards">{cards}</ul>
            </section>
        }
        .into_any()
    }
}
