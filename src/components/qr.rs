//! The link as a QR code drawn in the page (`smokestack_table::qr`), shown on request: a game on
//! a tablet goes to a phone through its camera, with no network and no account.

use leptos::prelude::*;
use smokestack_table::qr::Qr;

use crate::prefs::Prefs;

/// "Show QR code", and the code itself once asked for. `link`: none while the link is being
/// locked.
#[component]
pub fn QrToggle(#[prop(into)] link: Signal<Option<String>>) -> impl IntoView {
    let prefs = expect_context::<Prefs>();
    let shown = RwSignal::new(false);
    let code = move || {
        let link = link.get()?;
        Some(match Qr::encode(&link) {
            Ok(q) => {
                let side = q.size + 8;
                view! {
                    <figure class="qr">
                        <svg class="qr-code" viewBox=format!("0 0 {side} {side}") role="img"
                            aria-label=prefs.t("qr.label") shape-rendering="crispEdges" data-modules=q.size.to_string()>
                            <rect width=side.to_string() height=side.to_string() fill="#fff"/>
                            <path d=q.svg_path() fill="#000"/>
                        </svg>
                        <figcaption>{prefs.t("qr.hint")}</figcaption>
                    </figure>
                }
                .into_any()
            }
            Err(_) => view! { <p class="qr-too-long">{prefs.t("qr.too_long")}</p> }.into_any(),
        })
    };
    view! {
        <button class="big qr-toggle" aria-expanded=move || shown.get().to_string()
            disabled=move || link.get().is_none()
            on:click=move |_| shown.update(|s| *s = !*s)>
            {move || if shown.get() { prefs.t("qr.hide") } else { prefs.t("qr.show") }}
        </button>
        {move || shown.get().then(code)}
    }
}
