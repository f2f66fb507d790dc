//! The advance sheet (FACTS §3, §3.1, advances.csv): every advance with its letter, name,
//! category, price, the credit it gives under the game's rules column, its prerequisites,
//! owners, what the viewer would pay now, and what it does, in the reader's language.

use age_of_renaissance::data;
use age_of_renaissance::view::View;
use age_of_renaissance::{State, describe, purchase};
use leptos::prelude::*;
use smokestack_core::Msg;

use super::{Board, word};
use crate::game_view::keyed;
use crate::i18n::Lang;

/// The letters whose effect differs under the living rules (advances.csv,
/// `effect_living_rules_variant`; J and K swap name and effect: FACTS §6 #3).
const LIVING_TEXT: &[char] = &['D', 'H', 'N', 'P', 'U'];

/// The key of advance `a`'s text under the game's rules.
pub fn text_key(a: u8, living: bool) -> String {
    let letter = (b'A' + a) as char;
    match (a, living) {
        // Living J is the original K (Improved Agriculture); living K is Wind/Watermill with
        // its living effect.
        (9, true) => "aor.advtext.K".into(),
        (10, true) => "aor.advtext.J.living".into(),
        (_, true) if LIVING_TEXT.contains(&letter) => format!("aor.advtext.{letter}.living"),
        _ => format!("aor.advtext.{letter}"),
    }
}

/// An advance as the sheet shows it: (class, key, letter, (name, category, text), owners
/// (seat, name), facts).
type Advance = (
    String,
    String,
    char,
    (String, String, String),
    Vec<(usize, String)>,
    Vec<String>,
);

fn advances(
    s: &State,
    v: &View,
    reach: &[String],
    names: &[String],
    lang: Lang,
) -> Vec<(usize, Advance)> {
    let d = data::data();
    let w = |k: &str| word(lang, k);
    let rules = s.rules();
    let living = rules.living();
    let col = rules.credit_column();
    let pv = rules.living() as usize;
    let viewer = v.viewer.map(usize::from).filter(|&i| i < s.players.len());
    d.advances
        .iter()
        .enumerate()
        .map(|(a, adv)| {
            let key = format!("advance:{a}");
            let mut class = format!("aor-adv aor-cat-{}", adv.category.id());
            if reach.contains(&key) {
                class.push_str(" aor-reach");
            }
            let owners: Vec<(usize, String)> = v
                .players
                .iter()
                .enumerate()
                .filter(|(_, p)| p.advances & (1 << a) != 0)
                .map(|(i, _)| {
                    (
                        i,
                        names
                            .get(i)
                            .cloned()
                            .unwrap_or_else(|| format!("{}", i + 1)),
                    )
                })
                .collect();
            let prereq: String = adv.prereq[pv]
                .iter()
                .map(|&q| d.advances[q as usize].letter.to_string())
                .collect::<Vec<_>>()
                .join("+");
            let mut facts = vec![
                format!("${}", adv.cost),
                Msg::new("aor.ui.credit_n")
                    .arg("n", adv.credit[col] as i64)
                    .render(lang, &[]),
            ];
            if !prereq.is_empty() {
                facts.push(format!("{} {prereq}", w("aor.ui.needs")));
            }
            if let Some(me) = viewer
                && !s.players[me].has(a as u8)
            {
                let price = purchase::price(s, me, a as u8);
                facts.push(format!("{} ${price}", w("aor.ui.your_price")));
            }
            let a8 = a as u8;
            let words = (
                describe::advance(s, a8).render(lang, &[]),
                w(&format!("aor.cat.{}", adv.category.id())),
                w(&text_key(a8, living)),
            );
            (a, (class, key, adv.letter, words, owners, facts))
        })
        .collect()
}

/// The advance sheet: its frame drawn once, each advance drawn anew only when what it shows
/// changes (a move changes one advance's owners or the viewer's prices, not the sheet).
pub fn sheet(b: Board, lang: Lang) -> AnyView {
    let cards = keyed(
        move || {
            let (Some(v), reach, names) = (b.view(), b.reach(), b.cx.names.get()) else {
                return Vec::new();
            };
            b.cx.with(|m| advances(m.state(), &v, &reach, &names, lang))
                .unwrap_or_default()
        },
        |(class, key, letter, (name, cat, text), owners, facts): Advance| {
            view! {
                <li class=class data-target=key.clone() data-explain=key>
                    <div class="aor-adv-head">
                        <span class="aor-letter">{letter.to_string()}</span>
                        <b>{name}</b>
                        <span class="aor-adv-owners">{owners.into_iter().map(|(i, who)| view! {
                            <span class=format!("aor-swatch aor-s{i}") title=who.clone() role="img" aria-label=who></span>
                        }).collect_view()}</span>
                    </div>
                    <div class="aor-adv-facts">
                        <span class="aor-cat">{cat}</span>
                        {facts.into_iter().map(|f| view! { <span>{f}</span> }).collect_view()}
                    </div>
                    <p class="aor-adv-text">{text}</p>
                </li>
            }
        },
    );
    let label = word(lang, "aor.ui.advances");
    view! {
        <section class="aor-advances" aria-label=label.clone()>
            <h3>{label.clone()}</h3>
            <ul class="aor-advgrid">{cards}</ul>
        </section>
    }
    .into_any()
}
