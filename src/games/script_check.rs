//! For the tables' tests: a text shown in a language is rendered (no key prefix, no `{`), not
//! empty, and in its own script (no Hangul in Japanese, no kana in Korean, neither in English).

use crate::i18n::Lang;

pub fn hangul(s: &str) -> bool {
    s.chars().any(|c| ('\u{AC00}'..='\u{D7A3}').contains(&c))
}

pub fn kana(s: &str) -> bool {
    s.chars().any(|c| ('\u{3040}'..='\u{30FF}').contains(&c))
}

/// Asserts that `text`, shown in `lang` at `at`, is rendered and in its script; `prefix` is
/// the game's key prefix ("lh.", "fm.", "ark."), which a missing key would leave showing.
pub fn check_text(text: &str, lang: Lang, at: &str, prefix: &str) {
    assert!(!text.is_empty(), "{at}: empty in {lang:?}");
    assert!(!text.contains('{'), "{at}: {text:?} ({lang:?})");
    assert!(!text.contains(prefix), "{at}: {text:?} ({lang:?})");
    match lang {
        Lang::Ja => assert!(!hangul(text), "{at}: Hangul in Japanese: {text:?}"),
        Lang::Ko => assert!(!kana(text), "{at}: kana in Korean: {text:?}"),
        Lang::En => assert!(!hangul(text) && !kana(text), "{at}: {text:?}"),
    }
}
