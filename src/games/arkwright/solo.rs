//! Solo: the two automa (shares and share value), the 3×5 development grid with the money
//! markers and the bag; the general supply of development cards with several players; and at
//! the end of a solo game the achievements earned.

use super::prelude::*;

/// The development cards to take: the solo grid, or the general supply.
pub fn solo(cx: Cx) -> AnyView {
    cx.part(
        |m| m.state().solo.is_some(),
        move |solo| if solo { grid(cx) } else { supply(cx) },
    )
}

/// One slot of the solo grid as the game stands.
#[derive(Clone, Debug, PartialEq)]
struct Slot {
    card: Option<Card>,
    /// The money markers on it: 0 automa A, 1 automa B, 2 the neutral colour.
    markers: Vec<usize>,
    /// Someone acts (a card there is a target).
    acting: bool,
}

/// The solo grid, the two automa, the bag and, at the end, the achievements.
fn grid(cx: Cx) -> AnyView {
    let w = Words(cx.lang);
    let automa = (0..2usize)
        .map(|k| {
            let shares = cx.part(
                move |m| {
                    m.state()
                        .solo
                        .as_ref()
                        .map(|s| (s.automa[k].shares, s.automa[k].share_value))
                },
                move |a| {
                    a.map(|(shares, value)| format!("{} {shares} × £{value}", w.w("ark.ui.shares")))
                },
            );
            let name = format!(
                "{} {}",
                w.w("ark.ui.automa"),
                if k == 0 { "A" } else { "B" }
            );
            view! {
                <div class=format!("ark-automa ark-automa{k}") data-explain="automa">
                    <b>{name}</b>
                    <span>{shares}</span>
                </div>
            }
        })
        .collect_view();
    let (_, cols) = data().solo_grid;
    let cols = cols.max(1) as usize;
    let slots = cx.list(
        |m| {
            let s = m.state();
            let someone = acting(s).is_some();
            s.solo
                .as_ref()
                .map(|solo| {
                    solo.grid
                        .iter()
                        .enumerate()
                        .map(|(k, c)| {
                            let markers = solo
                                .markers
                                .iter()
                                .enumerate()
                                .filter(|(_, m)| **m as usize == k)
                                .map(|(m, _)| m)
                                .collect();
                            let slot = Slot {
                                card: *c,
                                markers,
                                acting: someone,
                            };
                            (k, slot)
                        })
                        .collect()
                })
                .unwrap_or_default()
        },
        move |slot| {
            let markers = slot
                .markers
                .iter()
                .map(|m| {
                    let (cls, txt) = match m {
                        0 => ("ark-dot ark-automa0", "A"),
                        1 => ("ark-dot ark-automa1", "B"),
                        _ => ("ark-dot ark-neutral", "N"),
                    };
                    view! { <span class=cls>{txt}</span> }
                })
                .collect_view();
            let c = slot.card;
            let target = c.and_then(|c| slot.acting.then(|| format!("card:{}", c.id())));
            view! {
                <li class=if c.is_some() { "ark-slot" } else { "ark-slot ark-empty" } data-target=target data-explain=c.map(card_key)>
                    <span>{c.map_or_else(|| "—".to_string(), |c| w.card(c))}</span>
                    <span class="ark-markers">{markers}</span>
                </li>
            }
        },
    );
    let bag = cx.part(
        |m| m.state().solo.as_ref().map(|s| s.bag),
        move |bag| {
            bag.map(|bag| {
                format!(
                    "{}: A {} · B {} · N {}",
                    w.w("ark.ui.bag"),
                    bag[0],
                    bag[1],
                    bag[2]
                )
            })
        },
    );
    let achievements = cx.part(
        |m| {
            let s = m.state();
            (s.phase == Phase::Over).then(|| {
                let got = arkwright_card_game::scoring::achievements(s);
                let won = ARK::outcome(s).is_some_and(|o| o.winners.contains(&0));
                (got, won)
            })
        },
        move |end| {
            end.map(|(got, won)| {
                let items = if got.is_empty() {
                    vec![view! { <li>"—"</li> }.into_any()]
                } else {
                    got.iter()
                        .map(|a| view! { <li class="ark-ach" data-explain=format!("achievement:{a}")>{word(w.0, &format!("ark.ach.{a}"))}</li> }.into_any())
                        .collect::<Vec<_>>()
                };
                let note = if won {
                    w.w("ark.ui.achievements_count")
                } else {
                    w.w("ark.ui.no_achievements")
                };
                view! {
                    <div class="ark-achievements">
                        <h4>{w.w("ark.ui.achievements")}" "<span class="ark-sub">{note}</span></h4>
                        <ul>{items}</ul>
                    </div>
                }
            })
        },
    );
    view! {
        <section class="ark-solo" aria-label=w.w("ark.ui.grid")>
            <h3><span data-explain="solo_grid">{w.w("ark.ui.grid")}</span><span class="ark-sub" data-explain="solo_bag">{bag}</span></h3>
            <div class="ark-automas">{automa}</div>
            <ol class="ark-grid" style=format!("grid-template-columns: repeat({cols}, minmax(0, 1fr))")>{slots}</ol>
            {achievements}
        </section>
    }
    .into_any()
}

/// The general supply of development cards (several players), each card on its own.
fn supply(cx: Cx) -> AnyView {
    let w = Words(cx.lang);
    let cards = cx.list(
        |m| {
            let s = m.state();
            let someone = acting(s).is_some();
            Card::ALL
                .iter()
                .filter(|c| s.supply[**c as usize] > 0)
                .map(|&c| (c, (c, s.supply[c as usize], someone)))
                .collect()
        },
        move |(c, n, someone)| {
            let target = someone.then(|| format!("card:{}", c.id()));
            let text = format!("{} ×{n}", w.card(c));
            view! {
                <li class="ark-card" data-target=target data-explain=card_key(c)>{text}</li>
            }
        },
    );
    let label = w.w("ark.ui.supply");
    view! {
        <section class="ark-supply" aria-label=label>
            <h3>{w.w("ark.ui.supply")}</h3>
            <ul class="ark-cards">{cards}</ul>
        </section>
    }
    .into_any()
}
