//! The Commodity Log (FACTS §4.1, §5.4): each commodity's base value and shortage/surplus
//! marker, its printed payouts for 1, 2, 3 … markets, its cards per epoch, and how many of its
//! markets each seat dominates now with what its card would pay that seat.

use age_of_renaissance::data::{self, Commodity};
use age_of_renaissance::view::View;
use age_of_renaissance::{State, cards};
use leptos::prelude::*;

use super::{Board, word};
use crate::game_view::keyed;
use crate::i18n::Lang;

/// A commodity's row: (class, key, name, market state, payouts (each with whether a holder's
/// card pays it now), holders (seat, name, words), cards per epoch).
type Row = (
    String,
    String,
    String,
    String,
    Vec<(String, bool)>,
    Vec<(usize, String, String)>,
    String,
);

/// The longest row of payouts.
fn widest() -> usize {
    data::data()
        .commodities
        .iter()
        .map(|r| r.payouts.len())
        .max()
        .unwrap_or(0)
}

fn rows(s: &State, v: &View, reach: &[String], names: &[String], lang: Lang) -> Vec<(usize, Row)> {
    let d = data::data();
    let w = |k: &str| word(lang, k);
    let seats = v.players.len();
    let widest = widest();
    Commodity::ALL
        .iter()
        .map(|&c| {
            let row = d.row(c);
            let m = v.market[c.index()];
            let key = format!("commodity:{}", c.index());
            let mut class = match m {
                0 => "aor-com".to_string(),
                n if n > 0 => "aor-com aor-short".to_string(),
                _ => "aor-com aor-surplus".to_string(),
            };
            if reach.contains(&key) {
                class.push_str(" aor-reach");
            }
            let state = match m {
                0 => w("aor.ui.normal"),
                n if n > 0 => format!("{} +{n}", w("aor.ui.shortage")),
                n => format!("{} {n}", w("aor.ui.surplus")),
            };
            let held: Vec<u32> = (0..seats).map(|i| s.markets_of(i, c)).collect();
            // What each holder's card would pay now: the box moves with the marker and
            // Industry (FACTS §4.1), so it is the rules' own payout.
            let pay: Vec<u32> = (0..seats).map(|i| cards::payout(s, i, c)).collect();
            let payouts: Vec<(String, bool)> = (0..widest)
                .map(|k| {
                    let mine = row
                        .payouts
                        .get(k)
                        .is_some_and(|v| pay.iter().any(|p| p == v));
                    (
                        row.payouts
                            .get(k)
                            .map(|p| p.to_string())
                            .unwrap_or_default(),
                        mine,
                    )
                })
                .collect();
            let holders: Vec<(usize, String, String)> = held
                .iter()
                .enumerate()
                .filter(|(_, h)| **h > 0)
                .map(|(i, h)| {
                    let who = names
                        .get(i)
                        .cloned()
                        .unwrap_or_else(|| format!("{}", i + 1));
                    (i, who, format!("{h} → ${}", pay[i]))
                })
                .collect();
            let cards = format!("{}/{}/{}", row.cards[0], row.cards[1], row.cards[2]);
            let name = w(&format!("aor.com.{}", c.name()));
            (
                c.index(),
                (class, key, name, state, payouts, holders, cards),
            )
        })
        .collect()
}

/// The Commodity Log: its frame and head drawn once, each row drawn anew only when what it
/// shows changes.
pub fn log(b: Board, lang: Lang) -> AnyView {
    let w = |k: &str| word(lang, k);
    let rows = keyed(
        move || {
            let (Some(v), reach, names) = (b.view(), b.reach(), b.cx.names.get()) else {
                return Vec::new();
            };
            b.cx.with(|m| rows(m.state(), &v, &reach, &names, lang))
                .unwrap_or_default()
        },
        |(class, key, name, state, payouts, holders, cards): Row| {
            view! {
                <tr class=class data-target=key.clone() data-explain=key>
                    <th scope="row">{name}</th>
                    <td class="aor-state">{state}</td>
                    {payouts.into_iter().map(|(cell, mine)| view! {
                        <td class=if mine { "aor-pay aor-pay-held" } else { "aor-pay" }>{cell}</td>
                    }).collect_view()}
                    <td class="aor-holders">{holders.into_iter().map(|(i, who, text)| view! {
                        <span class=format!("aor-held aor-s{i}") title=who><span class="aor-swatch"></span>{text}</span>
                    }).collect_view()}</td>
                    <td class="aor-cards">{cards}</td>
                </tr>
            }
        },
    );
    let label = w("aor.ui.comlog");
    view! {
        <section class="aor-comlog" aria-label=label.clone()>
            <h3>{label.clone()}</h3>
            <p class="aor-note">{w("aor.ui.comlog_help")}</p>
            <div class="aor-scroll">
                <table>
                    <thead><tr class="aor-comhead">
                        <th></th>
                        <th>{w("aor.ui.marker")}</th>
                        {(1..=widest()).map(|k| view! { <th class="aor-pay" scope="col">{k.to_string()}</th> }).collect_view()}
                        <th>{w("aor.ui.held")}</th>
                        <th>{w("aor.ui.epoch_cards")}</th>
                    </tr></thead>
                    <tbody>{rows}</tbody>
                </table>
            </div>
        </section>
    }
    .into_any()
}
