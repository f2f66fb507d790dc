//! A game as a link: the page's address with the share code as its fragment. The fragment never
//! reaches a server, and the page reads it at start.

/// `page_url` without any fragment, then `#code`.
pub fn link(page_url: &str, code: &str) -> String {
    let base = page_url.split('#').next().unwrap_or("");
    format!("{base}#{code}")
}

/// The code in a location's hash ("#abc" → "abc"); none for an empty hash.
pub fn code_from_hash(hash: &str) -> Option<&str> {
    let code = hash.strip_prefix('#').unwrap_or(hash).trim();
    (!code.is_empty()).then_some(code)
}

/// The code in whatever was pasted: a whole link (the part after its last `#`) or a bare code,
/// without surrounding spaces, so that a save stores the code and never the address.
pub fn code_from_link(text: &str) -> &str {
    let text = text.trim();
    text.rsplit_once('#').map_or(text, |(_, c)| c.trim())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_replace_any_old_fragment() {
        assert_eq!(link("https://x.org/app/", "AbC"), "https://x.org/app/#AbC");
        assert_eq!(
            link("https://x.org/app/#old", "New"),
            "https://x.org/app/#New"
        );
        assert_eq!(link("", "c"), "#c");
    }

    #[test]
    fn hashes_give_their_code() {
        assert_eq!(code_from_hash("#abc"), Some("abc"));
        assert_eq!(code_from_hash("abc"), Some("abc"));
        assert_eq!(code_from_hash("#"), None);
        assert_eq!(code_from_hash("# "), None);
        assert_eq!(code_from_hash(""), None);
    }

    #[test]
    fn pasted_links_give_their_code() {
        assert_eq!(code_from_link(" https://x.org/#abc \n"), "abc");
        assert_eq!(code_from_link("abc"), "abc");
        assert_eq!(code_from_link("https://x.org/#"), "");
        assert_eq!(code_from_link(&link("https://x.org/#old", "Zz-_")), "Zz-_");
    }
}
