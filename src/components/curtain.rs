//! The hotseat curtain: the next person's table stays hidden until they tap.

use leptos::prelude::*;

use crate::app::Ctx;

#[component]
pub fn Curtain(name: String, on_ready: Callback<()>) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let ready = ctx.t("curtain.ready").replace("{name}", &name);
    view! {
        <div class="curtain" role="dialog" aria-modal="true" aria-label=format!("{} {name}", ctx.t("curtain.pass"))>
            <p class="curtain-pass">{ctx.t("curtain.pass")}</p>
            <p class="curtain-name">{name.clone()}</p>
            <button class="big primary" autofocus=true on:click=move |_| on_ready.run(())>{ready}</button>
        </div>
    }
}
