//! One viewer's board and a building card as it is drawn everywhere on it (stacks, town,
//! players' buildings).

use super::names::*;
use super::prelude::*;
use crate::components::keep::keep;

/// The board as one viewer sees it, with the names and language it is drawn in.
pub struct Seen<'a> {
    pub v: &'a View,
    pub names: &'a [String],
    pub lang: Lang,
}

impl Seen<'_> {
    pub fn name(&self, i: usize) -> String {
        self.names
            .get(i)
            .cloned()
            .unwrap_or_else(|| crate::i18n::tr(self.lang, "seat.default", &[("n", (i + 1).into())]))
    }

    /// One building card. `owner`: whose it is, for its bonus; `top`: the top of a stack.
    pub fn card(&self, b: Bd, owner: Option<&Player>, top: bool) -> AnyView {
        let lang = self.lang;
        let d = b.data();
        let workers: Vec<(usize, String)> = self
            .v
            .state
            .players
            .iter()
            .enumerate()
            .filter(|(_, p)| p.worker == Some(b))
            .map(|(i, _)| (i, self.name(i)))
            .collect();
        let value_text = match owner {
            Some(p) if scoring::building_value(p, b) != d.value as i32 => format!(
                "{} {} → {}",
                word(lang, "lh.ui.value"),
                d.value,
                scoring::building_value(p, b)
            ),
            _ => format!("{} {}", word(lang, "lh.ui.value"), d.value),
        };
        // Drawn anew only when the card, its value, its workers or the language change.
        keep((b, lang, top, workers, value_text), |(b, lang, top, workers, value_text)| {
        let d = b.data();
        let name = card_title(b, lang);
        let price = d.price.map_or_else(
            || word(lang, "lh.ui.not_for_sale").to_string(),
            |p| format!("{} {p}", word(lang, "lh.ui.price")),
        );
        let cost = if d.buildable && !d.cost.is_free() {
            Some(format!(
                "{} {}",
                word(lang, "lh.ui.build"),
                cost_text(&d.cost, lang)
            ))
        } else if d.buildable {
            Some(word(lang, "lh.ui.build_free").to_string())
        } else {
            None
        };
        let symbols = {
            let mut s = Vec::new();
            if d.hammers > 0 {
                s.push(format!("{}×{}", word(lang, "lh.ui.hammer"), d.hammers));
            }
            if d.fishing > 0 {
                s.push(format!("{}×{}", word(lang, "lh.ui.fishing"), d.fishing));
            }
            s.join(" ")
        };
        let line = card_line(b, lang);
        let title = line.clone();
        let occupied = !workers.is_empty();
        let class = format!(
            "lh-card {}{}{}",
            kind_class(d.kind),
            if top { " lh-top" } else { "" },
            if occupied { " lh-occupied" } else { "" }
        );
        let aria = format!("{} {}", card_no(b), name);
        view! {
            <div class=class role="group" aria-label=aria title=title data-target=format!("building:{b:?}") data-explain=super::explain::building_key(b)>
                <div class="lh-card-head">
                    <span class="lh-no">{card_no(b)}</span>
                    <span class="lh-name">{name}</span>
                    <span class="lh-val">{value_text}</span>
                </div>
                <div class="lh-card-meta">
                    <span class="lh-kind">{kind_name(d.kind, lang)}</span>
                    {cost.map(|c| view! { <span class="lh-cost">{c}</span> })}
                    <span>{price}</span>
                    <span>{fee_text(d.fee, lang)}</span>
                    {(!symbols.is_empty()).then(|| view! { <span class="lh-sym">{symbols}</span> })}
                </div>
                <div class="lh-card-text">{line}</div>
                {occupied.then(|| view! {
                    <div class="lh-workers">
                        {workers.into_iter().map(|(i, n)| view! {
                            <span class=format!("lh-worker seat-{i}")>{format!("{} {n}", word(lang, "lh.ui.worker_colon"))}</span>
                        }).collect_view()}
                    </div>
                })}
            </div>
        }
        })
        .into_any()
    }
}
