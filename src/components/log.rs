//! The game log, in words, newest last.

use leptos::prelude::*;

use crate::app::Ctx;

#[component]
pub fn Log() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lines = move || {
        ctx.version.get();
        let lang = ctx.lang.get();
        ctx.session.with_value(|s| {
            s.as_ref().map_or(Vec::new(), |s| {
                let start = s.log.len().saturating_sub(60);
                (start..s.log.len())
                    .filter_map(|i| {
                        s.line(i, lang)
                            .map(|(seat, text)| (i + 1, s.meta.name(seat), text.to_string()))
                    })
                    .collect()
            })
        })
    };
    view! {
        <section class="log" aria-label=move || ctx.t("table.log")>
            <h2>{move || ctx.t("table.log")}</h2>
            <ol class="log-lines" aria-live="polite">
                {move || lines().into_iter().rev().map(|(n, who, text)| view! {
                    <li value=n><strong>{who}</strong>": "{text}</li>
                }).collect_view()}
            </ol>
        </section>
    }
}
