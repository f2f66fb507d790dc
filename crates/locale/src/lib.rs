//! Smokestack's words in English, Korean and Japanese, kept as data: locale files per language
//! and domain (`locales/<lang>/<domain>.txt` at the repository's top: the app's words, then each
//! game's), read at build time, rendered here. A game's texts reach the app as messages (`Msg`:
//! a key and arguments, no language), rendered in the reader's language when shown.
//!
//! A locale file holds lines `key = text`; a line ending in `\` goes on on the next line; `#`
//! starts a comment line. A text may hold:
//! - `{name}`: an argument;
//! - `{n|one:…|other:…}`: a choice by a number's plural form (`one` for 1 in English; Korean
//!   and Japanese have one form, `other`); a branch may hold `{n}` and other arguments;
//! - `{name|을/를}`: a Korean particle pair, the first after a final consonant (받침), the
//!   second after a vowel, chosen by the argument's last sound.
//!
//! A text in quotes keeps the spaces at its ends. A key missing in a language falls back to
//! English, then to the key itself; the tests keep the three files to the same keys, and each
//! translation to arguments English has (it may leave out one that only English shows, such
//! as a parser's own words).

use std::collections::HashMap;
use std::sync::OnceLock;

/// A language the app speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    Ko,
    Ja,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Ko, Lang::Ja];

    /// The BCP 47 code, as in `<html lang>` and the locale file's name.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ko => "ko",
            Lang::Ja => "ja",
        }
    }

    /// The language's own name, for the language picker.
    pub fn own_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ko => "한국어",
            Lang::Ja => "日本語",
        }
    }

    /// The language of a browser's or setting's tag (`ko-KR`, `ja`, `en-GB`); English when none
    /// of ours.
    pub fn from_code(code: &str) -> Lang {
        let c = code.trim().to_ascii_lowercase();
        Lang::ALL
            .into_iter()
            .find(|l| c == l.code() || c.starts_with(&format!("{}-", l.code())))
            .unwrap_or(Lang::En)
    }

    /// The first of the browser's preferred languages that the app speaks.
    pub fn preferred<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter()
            .map(|t| t.trim().to_ascii_lowercase())
            .find_map(|t| {
                Lang::ALL
                    .into_iter()
                    .find(|l| t == l.code() || t.starts_with(&format!("{}-", l.code())))
            })
            .unwrap_or(Lang::En)
    }

    /// A built-in file of the language: one per domain (in `DOMAINS`' order). Off the web all
    /// three languages are built in. The web app carries English's own words only (`app`):
    /// its first load stays small however many games there are. A game's words arrive as
    /// files with its code, and Korean and Japanese as files when chosen (`install`).
    fn built_in(self, d: usize) -> Option<&'static str> {
        #[cfg(target_arch = "wasm32")]
        {
            (self == Lang::En && d == 0).then_some(include_str!("../../../locales/en/app.txt"))
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            let files = match self {
                Lang::En => files!("en"),
                Lang::Ko => files!("ko"),
                Lang::Ja => files!("ja"),
            };
            files.get(d).copied()
        }
    }

    /// Whether the language's own words (the `app` domain) are at hand, built in or installed.
    pub fn ready(self) -> bool {
        has_domain(self, "app")
    }
}

/// Where a domain's file of `lang` is, relative to the page (`locales/<lang>/<domain>.txt`).
pub fn file_path(lang: Lang, domain: &str) -> String {
    format!("locales/{}/{domain}.txt", lang.code())
}

/// Each language's words at hand, every domain's in one map, and which domains are in it.
struct Catalog {
    words: HashMap<&'static str, &'static str>,
    domains: [bool; DOMAINS.len()],
    /// Each domain's keys in file order.
    keys: [Vec<&'static str>; DOMAINS.len()],
    built_in: bool,
}

fn catalogs() -> &'static [std::sync::Mutex<Catalog>; 3] {
    static CATALOGS: OnceLock<[std::sync::Mutex<Catalog>; 3]> = OnceLock::new();
    CATALOGS.get_or_init(|| {
        std::array::from_fn(|_| {
            std::sync::Mutex::new(Catalog {
                words: HashMap::new(),
                domains: [false; DOMAINS.len()],
                keys: std::array::from_fn(|_| Vec::new()),
                built_in: false,
            })
        })
    })
}

/// `lang`'s catalog, its built-in files put in at the first use. Held for one statement at a
/// time: taking a catalog while holding one would wait for itself.
fn catalog(lang: Lang) -> std::sync::MutexGuard<'static, Catalog> {
    let mut c = catalogs()[index(lang)]
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if !c.built_in {
        c.built_in = true;
        for d in 0..DOMAINS.len() {
            // The files are checked by the tests; a broken one here reads as missing keys.
            if let Some(src) = lang.built_in(d) {
                put(&mut c, d, parse(src).unwrap_or_default());
            }
        }
    }
    c
}

fn put(c: &mut Catalog, d: usize, words: Vec<(&'static str, String)>) {
    for (k, v) in words {
        // Kept for the program's life, as built-in files are.
        c.words.insert(k, Box::leak(v.into_boxed_str()));
        c.keys[d].push(k);
    }
    c.domains[d] = true;
}

fn index(lang: Lang) -> usize {
    Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0)
}

/// Whether `lang`'s file of `domain` is at hand (built in or installed).
pub fn has_domain(lang: Lang, domain: &str) -> bool {
    DOMAINS
        .iter()
        .position(|d| *d == domain)
        .is_some_and(|d| catalog(lang).domains[d])
}

/// The domains of `lang` at hand (built in or installed), in `DOMAINS`' order: the app's, and
/// each game's whose words have come with its code.
pub fn domains(lang: Lang) -> Vec<&'static str> {
    let c = catalog(lang);
    DOMAINS
        .iter()
        .zip(c.domains)
        .filter_map(|(d, here)| here.then_some(*d))
        .collect()
}

/// Installs files of `lang` as fetched: (domain, text). A file that does not parse, or a
/// domain that is not one of `DOMAINS`, fails them all (none is installed), so a half-loaded
/// language never shows; a domain already at hand is left as it is.
pub fn install(lang: Lang, files: Vec<(&str, String)>) -> Result<(), String> {
    let parsed = read(lang, files)?;
    let mut c = catalog(lang);
    for (d, words) in parsed {
        if !c.domains[d] {
            put(&mut c, d, words);
        }
    }
    Ok(())
}

/// Fetched files read, each domain's index with its words; the first that fails fails all.
type Read = Vec<(usize, Vec<(&'static str, String)>)>;

fn read(lang: Lang, files: Vec<(&str, String)>) -> Result<Read, String> {
    files
        .into_iter()
        .map(|(domain, text)| {
            let d = DOMAINS
                .iter()
                .position(|x| *x == domain)
                .ok_or_else(|| format!("{domain} is not a domain"))?;
            // Kept for the program's life, as built-in files are.
            let text: &'static str = Box::leak(text.into_boxed_str());
            let words = parse(text).map_err(|e| format!("{}/{domain}: {e}", lang.code()))?;
            Ok((d, words))
        })
        .collect()
}

/// The locale files' domains: the app's own words, then one per game (its id). A new game adds
/// its id here and its three files.
pub const DOMAINS: [&str; 6] = [
    "app",
    "fantastic-factories",
    "le-havre",
    "age-of-renaissance",
    "factory-manager",
    "arkwright-card-game",
];

#[cfg(not(target_arch = "wasm32"))]
macro_rules! files {
    ($lang:literal) => {
        [
            include_str!(concat!("../../../locales/", $lang, "/app.txt")),
            include_str!(concat!(
                "../../../locales/",
                $lang,
                "/fantastic-factories.txt"
            )),
            include_str!(concat!("../../../locales/", $lang, "/le-havre.txt")),
            include_str!(concat!(
                "../../../locales/",
                $lang,
                "/age-of-renaissance.txt"
            )),
            include_str!(concat!("../../../locales/", $lang, "/factory-manager.txt")),
            include_str!(concat!(
                "../../../locales/",
                $lang,
                "/arkwright-card-game.txt"
            )),
        ]
    };
}
#[cfg(not(target_arch = "wasm32"))]
use files;

/// An argument of a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Words the same in every language (a player's name, a number written out).
    Text(String),
    Num(i64),
    /// A message of its own, rendered in the same language (a card's name, a reward).
    Msg(Box<Msg>),
    /// A seat, rendered as its player's name.
    Seat(u8),
}

/// Something a game says, with no language in it: a locale key and its arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct Msg {
    pub key: std::borrow::Cow<'static, str>,
    pub args: Vec<(&'static str, Arg)>,
}

impl Msg {
    pub fn new(key: impl Into<std::borrow::Cow<'static, str>>) -> Msg {
        Msg {
            key: key.into(),
            args: Vec::new(),
        }
    }

    /// With argument `name`.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Msg {
        self.args.push((name, value.into()));
        self
    }

    /// Words that read the same in every language (or that no locale file has yet): shown
    /// as they are.
    pub fn plain(text: impl Into<String>) -> Msg {
        Msg::new("").arg("", Arg::Text(text.into()))
    }

    /// In `lang`; seats by `names` (a seat without one reads "Seat n").
    pub fn render(&self, lang: Lang, names: &[String]) -> String {
        if self.key.is_empty() {
            return self
                .args
                .first()
                .map_or(String::new(), |(_, a)| a.text(lang, names));
        }
        match raw(lang, &self.key) {
            Some(text) => render_with(lang, text, &self.args, names),
            None => self.key.to_string(),
        }
    }
}

impl From<Msg> for Arg {
    fn from(m: Msg) -> Arg {
        Arg::Msg(Box::new(m))
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone())
    }
}
macro_rules! num_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
num_arg!(u8, u16, u32, u64, usize, i32, i64);

impl Arg {
    fn text(&self, lang: Lang, names: &[String]) -> String {
        match self {
            Arg::Text(s) => s.clone(),
            Arg::Num(n) => n.to_string(),
            Arg::Msg(m) => m.render(lang, names),
            Arg::Seat(s) => names.get(usize::from(*s)).cloned().unwrap_or_else(|| {
                tr(lang, "seat.default", &[("n", Arg::from(u32::from(*s) + 1))])
            }),
        }
    }
}

/// Parses a locale file into its entries, in file order; an error names the line.
pub fn parse(source: &str) -> Result<Vec<(&str, String)>, String> {
    let mut out: Vec<(&str, String)> = Vec::new();
    let mut lines = source.lines().enumerate();
    while let Some((no, line)) = lines.next() {
        let line = line.trim_end();
        if line.trim().is_empty() || line.trim_start().starts_with('#') {
            continue;
        }
        let Some((key, text)) = line.split_once(" = ") else {
            return Err(format!("line {}: no ` = ` in {line:?}", no + 1));
        };
        let key = key.trim();
        if key.is_empty() || key.contains(char::is_whitespace) {
            return Err(format!("line {}: a key is one word: {key:?}", no + 1));
        }
        let mut text = text.trim().to_string();
        while text.ends_with('\\') {
            text.pop();
            let Some((_, more)) = lines.next() else {
                return Err(format!("line {}: continued past the end", no + 1));
            };
            text.push_str(more.trim());
        }
        // Quotes keep spaces at a text's ends: `" (final round)"`.
        if text.len() >= 2 && text.starts_with('"') && text.ends_with('"') {
            text = text[1..text.len() - 1].to_string();
        }
        if out.iter().any(|(k, _)| *k == key) {
            return Err(format!("line {}: {key} twice", no + 1));
        }
        out.push((key, text));
    }
    Ok(out)
}

/// Whether `lang`'s files at hand have `key` (no fallback).
pub fn has(lang: Lang, key: &str) -> bool {
    catalog(lang).words.contains_key(key)
}

/// The raw text of `key` in `lang`, falling back to English.
fn raw(lang: Lang, key: &str) -> Option<&'static str> {
    let own = catalog(lang).words.get(key).copied();
    own.or_else(|| catalog(Lang::En).words.get(key).copied())
}

/// The text of `key` in `lang` as the file has it (falling back to English), for words that
/// take no arguments and must live as long as the program (a game's description).
pub fn text(lang: Lang, key: &str) -> Option<&'static str> {
    raw(lang, key)
}

/// `key` in `lang` with no arguments; the key itself when no language has it.
pub fn t(lang: Lang, key: &str) -> String {
    tr(lang, key, &[])
}

/// `key` in `lang` with `args`.
pub fn tr(lang: Lang, key: &str, args: &[(&str, Arg)]) -> String {
    match raw(lang, key) {
        Some(text) => render(lang, text, args),
        None => key.to_string(),
    }
}

/// Renders a template (see the module's notes).
pub fn render(lang: Lang, text: &str, args: &[(&str, Arg)]) -> String {
    render_with(lang, text, args, &[])
}

fn render_with(lang: Lang, text: &str, args: &[(&str, Arg)], names: &[String]) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let Some(len) = closing(&rest[open..]) else {
            // An unclosed brace is text.
            out.push_str(&rest[open..]);
            return out;
        };
        out.push_str(&placeholder(lang, &rest[open + 1..open + len], args, names));
        rest = &rest[open + len + 1..];
    }
    out.push_str(rest);
    out
}

/// The length to the `}` that closes the `{` at the start of `s`, counting nesting.
fn closing(s: &str) -> Option<usize> {
    let mut depth = 0;
    for (i, c) in s.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// Splits at `|` outside nested braces.
fn split_bars(s: &str) -> Vec<&str> {
    let (mut parts, mut depth, mut start) = (Vec::new(), 0, 0);
    for (i, c) in s.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            '|' if depth == 0 => {
                parts.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&s[start..]);
    parts
}

fn placeholder(lang: Lang, inner: &str, args: &[(&str, Arg)], names: &[String]) -> String {
    let parts = split_bars(inner);
    let name = parts[0].trim();
    let arg = args.iter().find(|(n, _)| *n == name).map(|(_, a)| a);
    if parts.len() == 1 {
        return arg.map_or_else(|| format!("{{{name}}}"), |a| a.text(lang, names));
    }
    let branches = &parts[1..];
    if branches[0].contains(':') {
        // A plural choice.
        let form = match (lang, arg) {
            (Lang::En, Some(Arg::Num(1))) => "one",
            _ => "other",
        };
        let pick = branches
            .iter()
            .filter_map(|b| b.split_once(':'))
            .find(|(f, _)| f.trim() == form)
            .or_else(|| {
                branches
                    .iter()
                    .filter_map(|b| b.split_once(':'))
                    .find(|(f, _)| f.trim() == "other")
            })
            .map_or("", |(_, text)| text);
        return render_with(lang, pick, args, names);
    }
    // A Korean particle pair after the argument.
    let (after_consonant, after_vowel) = branches[0].split_once('/').unwrap_or((branches[0], ""));
    let word = arg.map(|a| a.text(lang, names)).unwrap_or_default();
    let particle = match final_consonant(&word) {
        Some(true) => after_consonant,
        Some(false) => after_vowel,
        None => return format!("{word}{after_consonant}({after_vowel})"),
    };
    // 으로/로: after ㄹ the vowel form.
    let particle = if after_consonant == "으로" && ends_in_rieul(&word) {
        after_vowel
    } else {
        particle
    };
    format!("{word}{particle}")
}

/// Whether a word's last sound is a consonant (Korean 받침), read off its last Hangul syllable
/// or digit; none for a word that ends otherwise (Latin letters, symbols).
fn final_consonant(word: &str) -> Option<bool> {
    let c = word.trim_end_matches([')', ']', '.', ' ']).chars().last()?;
    match c {
        '가'..='힣' => Some(!(c as u32 - '가' as u32).is_multiple_of(28)),
        // 영 일 이 삼 사 오 육 칠 팔 구.
        '0'..='9' => Some(matches!(c, '0' | '1' | '3' | '6' | '7' | '8')),
        _ => None,
    }
}

fn ends_in_rieul(word: &str) -> bool {
    match word.chars().last() {
        Some(c @ '가'..='힣') => (c as u32 - '가' as u32) % 28 == 8,
        Some(c) => matches!(c, '1' | '7' | '8'),
        None => false,
    }
}

/// The argument names a template uses (for keeping the languages in step).
pub fn arguments(text: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let Some(len) = closing(&rest[open..]) else {
            break;
        };
        let inner = &rest[open + 1..open + len];
        let parts = split_bars(inner);
        names.push(parts[0].trim().to_string());
        for b in &parts[1..] {
            if let Some((_, t)) = b.split_once(':') {
                names.extend(arguments(t));
            }
        }
        rest = &rest[open + len + 1..];
    }
    names.sort();
    names.dedup();
    names
}

/// Every key of the English files at hand, in file order (domain by domain).
pub fn english_keys() -> Vec<&'static str> {
    catalog(Lang::En).keys.concat()
}

#[cfg(test)]
mod tests {

    /// Fetched files go in whole or not at all: a domain that is none of ours, or one file
    /// that does not parse, fails them all; a domain already at hand is left as it is.
    #[test]
    fn install_takes_fetched_files_whole_or_not_at_all() {
        assert!(install(Lang::Ko, vec![("chess", "a = b".into())]).is_err());
        let good = || ("app", "zz.whole = b".to_string());
        assert!(read(Lang::Ko, vec![good()]).is_ok());
        let files = vec![good(), ("le-havre", "no equals sign here".to_string())];
        assert!(
            read(Lang::Ko, files).is_err(),
            "a broken file fails its fellows too"
        );
        assert_eq!(file_path(Lang::Ja, "app"), "locales/ja/app.txt");
        assert!(Lang::Ko.ready(), "built in off the web");
        // A domain at hand stays as it is.
        assert!(install(Lang::Ko, vec![("app", "zz.whole = b".to_string())]).is_ok());
        assert!(!has(Lang::Ko, "zz.whole"));
    }

    use super::*;

    #[test]
    fn every_locale_file_reads_and_has_the_same_keys_and_arguments() {
        let mut all: Vec<&str> = Vec::new();
        for (d, domain) in DOMAINS.iter().enumerate() {
            let en = parse(Lang::En.built_in(d).unwrap_or_default())
                .unwrap_or_else(|e| panic!("en/{domain}: {e}"));
            for (k, _) in &en {
                assert!(!all.contains(k), "{k} is in two domains");
                all.push(k);
            }
            check_domain(domain, &en, d);
        }
    }

    fn check_domain(domain: &str, en: &[(&str, String)], d: usize) {
        for lang in [Lang::Ko, Lang::Ja] {
            let other = parse(lang.built_in(d).unwrap_or_default())
                .unwrap_or_else(|e| panic!("{}/{domain}: {e}", lang.code()));
            let missing: Vec<_> = en
                .iter()
                .filter(|(k, _)| !other.iter().any(|(o, _)| o == k))
                .map(|(k, _)| *k)
                .collect();
            assert!(
                missing.is_empty(),
                "{}/{domain} lacks {missing:?}",
                lang.code()
            );
            let extra: Vec<_> = other
                .iter()
                .filter(|(k, _)| !en.iter().any(|(e, _)| e == k))
                .map(|(k, _)| *k)
                .collect();
            assert!(
                extra.is_empty(),
                "{} has keys English lacks: {extra:?}",
                lang.code()
            );
            for (k, text) in &other {
                let (_, en_text) = en.iter().find(|(e, _)| e == k).unwrap();
                let (args, en_args) = (arguments(text), arguments(en_text));
                assert!(
                    args.iter().all(|a| en_args.contains(a)),
                    "{}: {k} takes arguments English does not ({args:?} vs {en_args:?})",
                    lang.code()
                );
                assert!(!text.is_empty(), "{}: {k} is empty", lang.code());
            }
        }
    }

    #[test]
    fn arguments_plurals_and_particles_render() {
        let args = [("n", Arg::from(1u32)), ("name", Arg::from("Bob"))];
        assert_eq!(
            render(
                Lang::En,
                "{name} takes {n|one:a card|other:{n} cards}",
                &args
            ),
            "Bob takes a card"
        );
        let args = [("n", Arg::from(3u32))];
        assert_eq!(
            render(Lang::En, "{n|one:a card|other:{n} cards}", &args),
            "3 cards"
        );
        assert_eq!(render(Lang::Ko, "카드 {n|other:{n}장}", &args), "카드 3장");
        let p = |w: &str, t: &str| render(Lang::Ko, t, &[("w", Arg::from(w))]);
        assert_eq!(p("민준", "{w|이/가}"), "민준이");
        assert_eq!(p("지아", "{w|이/가}"), "지아가");
        assert_eq!(p("서울", "{w|으로/로}"), "서울로");
        assert_eq!(p("부산", "{w|으로/로}"), "부산으로");
        assert_eq!(p("3", "{w|을/를}"), "3을");
        assert_eq!(p("Bob", "{w|을/를}"), "Bob을(를)");
        // Messages: nested, with seats by name.
        let names = ["Ana".to_string()];
        let m = Msg::new("seat.default").arg("n", 2u32);
        assert_eq!(m.render(Lang::En, &[]), "Seat 2");
        assert_eq!(Msg::plain("x").render(Lang::Ja, &[]), "x");
        let outer = Msg::new("claim.me").arg("name", Arg::Seat(0));
        assert_eq!(outer.render(Lang::En, &names), "I am Ana");
        assert_eq!(
            Msg::new("claim.me")
                .arg("name", Arg::Seat(1))
                .render(Lang::En, &names),
            "I am Seat 2"
        );
        assert_eq!(
            Msg::new("claim.me").arg("name", m).render(Lang::Ko, &[]),
            "저는 자리 2입니다"
        );
        // Unknown arguments stay visible; unclosed braces are text.
        assert_eq!(render(Lang::En, "{x} {", &[]), "{x} {");
    }

    #[test]
    fn languages_follow_the_browser() {
        assert_eq!(Lang::from_code("ko-KR"), Lang::Ko);
        assert_eq!(Lang::from_code("ja"), Lang::Ja);
        assert_eq!(Lang::from_code("jav"), Lang::En);
        assert_eq!(Lang::preferred(["fr-FR", "ja-JP", "en"]), Lang::Ja);
        assert_eq!(Lang::preferred(["de"]), Lang::En);
    }

    #[test]
    fn a_missing_key_falls_back_to_english_then_to_itself() {
        assert_eq!(t(Lang::Ja, "no.such.key"), "no.such.key");
        assert_eq!(text(Lang::Ja, "no.such.key"), None);
        assert_eq!(text(Lang::En, "seat.default"), Some("Seat {n}"));
        assert!(parse("a = 1\na = 2").is_err());
        assert!(parse("no equals").is_err());
        assert_eq!(parse("a = x \\\n y").unwrap()[0].1, "x y");
        assert_eq!(parse("a = \" (x)\"").unwrap()[0].1, " (x)");
    }
}
