//! The legal actions of the seat at the tablet, as labelled buttons grouped by kind.

use leptos::prelude::*;
use smokestack_core::Seat;

use crate::app::Ctx;
use crate::games::{self, Group};

/// Applies `legal[index]` for `seat`, saves, and redraws.
pub fn act(ctx: Ctx, seat: Seat, index: usize) {
    let result = ctx.session.try_update_value(|s| {
        let s = s.as_mut()?;
        Some(s.apply(seat, index).and_then(|_| {
            ctx.saves
                .try_update_value(|sv| s.save(sv, ctx.lang.get_untracked()))
                .unwrap_or(Ok(()))
        }))
    });
    if let Some(Some(Err(e))) = result {
        ctx.say(e, true);
    }
    ctx.touch();
}

#[component]
pub fn ActionPanel(seat: Seat) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let groups = move || {
        ctx.version.get();
        let lang = ctx.lang.get();
        ctx.session.with_value(|s| {
            let Some(s) = s.as_ref() else {
                return Vec::new();
            };
            let id = s.m.game_id();
            let texts = games::action_texts(s.m.as_ref(), seat, lang, &s.meta.names);
            let jsons = s.m.legal_json(seat);
            let mut groups: Vec<(Group, Vec<(usize, String)>)> = Vec::new();
            for (i, (text, json)) in texts.into_iter().zip(jsons).enumerate() {
                let g = games::action_group(id, &json);
                match groups.iter_mut().find(|(name, _)| *name == g) {
                    Some((_, list)) => list.push((i, text)),
                    None => groups.push((g, vec![(i, text)])),
                }
            }
            groups
        })
    };
    view! {
        <section class="actions" aria-label=move || ctx.t("table.actions")>
            <h2>{move || ctx.t("table.actions")}</h2>
            {move || groups().into_iter().map(|(g, list)| {
                let heading = g.key().map(|k| ctx.t(k));
                let label = heading.clone().unwrap_or_default();
                let class = if g.ends_turn() { "big action done-btn" } else { "big action" };
                view! {
                    <div class="action-group" role="group" aria-label=label>
                        {heading.map(|h| view! { <h3>{h}</h3> })}
                        <div class="action-buttons">
                            {list.into_iter().map(|(i, text)| view! {
                                <button class=class on:click=move |_| act(ctx, seat, i)>{text}</button>
                            }).collect_view()}
                        </div>
                    </div>
                }
            }).collect_view()}
        </section>
    }
}
