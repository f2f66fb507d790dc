//! The advance sheet (FACTS §3, §3.1, advances.csv): every advance with its letter, name,
//! category, price, the credit it gives under the game's rules column, its prerequisites,
//! owners, what the viewer would pay now, and what it does, in the reader's language.

use age_of_renaissance::data;
use age_of_renaissance::view::View;
use age_of_renaissance::{State, describe, purchase};
use leptos::prelude::*;
use smokestack_core::Msg;

use super::word;
use crate::components::keep::{attrs, class_only, keep};
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

pub fn sheet(s: &State, v: &View, reach: &[String], names: &[String], lang: Lang) -> AnyView {
    let d = data::data();
    let w = |k: &str| word(lang, k);
    let rules = s.rules();
    let living = rules.living();
    let col = rules.credit_column();
    let pv = rules.living() as usize;
    let viewer = v.viewer.map(usize::from).filter(|&i| i < s.players.len());
    let cards = d
        .advances
        .iter()
        .enumerate()
        .map(|(a, adv)| {
            let key = format!("advance:{a}");
            let mut class = format!("aor-adv aor-cat-{:?}", adv.category);
            if reach.contains(&key) {
                class.push_str(" aor-reach");
            }
            let owners: Vec<(usize, String)> = v
                .players
                .iter()
                .enumerate()
                .filter(|(_, p)| p.advances & (1 << a) != 0)
                .map(|(i, _)| (i, names.get(i).cloned().unwrap_or_else(|| format!("{}", i + 1))))
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
                w(&format!("aor.cat.{:?}", adv.category)),
                w(&text_key(a8, living)),
            );
            // Drawn anew only when what it shows changes (components::keep): a move changes
            // one advance's owners or the viewer's prices, not the sheet.
            keep((class, key, adv.letter, words, owners, facts), |(class, key, letter, (name, cat, text), owners, facts)| view! {
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
            })
        })
        .collect_view();
    let label = w("aor.ui.advances");
    let shell = vec![
        ("class", "aor-advances".to_string()),
        ("aria-label", label.clone()),
    ];
    view! {
        <section use:attrs=shell>
            {keep(label, |label| view! { <h3>{label}</h3> })}
            <ul use:class_only="aor-advgrid">{cards}</ul>
        </section>
    }
    .into_any()
}
