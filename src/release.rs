//! This page's release, as the build wrote it into the page (`<meta name="smokestack-build">`),
//! and the files without a hash in their name asked for with it (issue 41; `crate::update`
//! takes new releases).

use std::sync::OnceLock;

/// This page's release (`None` off the web, in the bots' thread, or in a page built without
/// one).
pub fn build() -> Option<String> {
    // Read once: the page's release does not change while it runs.
    static BUILD: OnceLock<Option<String>> = OnceLock::new();
    BUILD
        .get_or_init(|| {
            let doc = web_sys::window()?.document()?;
            doc.query_selector("meta[name=smokestack-build]")
                .ok()??
                .get_attribute("content")
                .filter(|v| !v.is_empty())
        })
        .clone()
}

/// `path` (a file whose name has no hash: a game's words, the bots' worker) with this page's
/// release in the query, so that the service worker answers with that release's own copy.
pub fn versioned(path: &str) -> String {
    match build() {
        Some(v) => format!("{path}?v={v}"),
        None => path.to_string(),
    }
}
