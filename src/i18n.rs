//! The app's own words, through the locale files (`locales/<lang>/app.txt`, read by
//! `smokestack_locale`): English, Korean (the rulebooks' language) and Japanese. Each game's
//! words live in its own files and reach the app as messages. Errors from the table crate
//! (codes, saves, imports) get their keys here, variant by variant.

use smokestack_core::CodeError;
use smokestack_core::matches::ReplayError;
use smokestack_locale as locale;
use smokestack_table::{Damage, ImportReport, Rejection, SaveError, StoreError};

pub use smokestack_locale::{Arg, Lang};

/// `key` in `lang`.
pub fn t(lang: Lang, key: &str) -> String {
    locale::t(lang, key)
}

/// Fetches and installs the files of `lang` not at hand yet: its own words (`app`) and the
/// words of every game whose code is here; true when the language is ready. Offline they come
/// from the service worker's cache.
pub async fn load(lang: Lang) -> bool {
    // English's are at hand for the app and each game whose code is here (`load_game`).
    let mut domains = locale::domains(Lang::En);
    if !domains.contains(&"app") {
        domains.insert(0, "app");
    }
    fetch_install(lang, &domains).await && lang.ready()
}

/// A game's words, fetched with its code (the page carries none): English's (the fallback,
/// and the words `term` reads) and those of each other language already chosen here.
pub async fn load_game(id: &'static str) -> bool {
    let mut ok = true;
    for lang in Lang::ALL {
        if lang == Lang::En || lang.ready() {
            ok &= fetch_install(lang, &[id]).await;
        }
    }
    ok
}

/// Fetches `lang`'s files of `domains` that are not at hand and installs them, all or none.
async fn fetch_install(lang: Lang, domains: &[&str]) -> bool {
    let missing: Vec<&str> = domains
        .iter()
        .copied()
        .filter(|d| !locale::has_domain(lang, d))
        .collect();
    if missing.is_empty() {
        return true;
    }
    let Some(window) = web_sys::window() else {
        return false;
    };
    let mut files = Vec::new();
    for domain in missing {
        // With this page's release, so that an open page of an older one gets its own words.
        let path = crate::release::versioned(&locale::file_path(lang, domain));
        let text = async {
            let resp = wasm_bindgen_futures::JsFuture::from(window.fetch_with_str(&path))
                .await
                .ok()?;
            let resp: web_sys::Response = wasm_bindgen::JsCast::dyn_into(resp).ok()?;
            if !resp.ok() {
                return None;
            }
            wasm_bindgen_futures::JsFuture::from(resp.text().ok()?)
                .await
                .ok()?
                .as_string()
        };
        match text.await {
            Some(t) => files.push((domain, t)),
            None => return false,
        }
    }
    match locale::install(lang, files) {
        Ok(()) => true,
        Err(e) => {
            web_sys::console::warn_1(&e.into());
            false
        }
    }
}

/// The name at `seat` as the table shows it, a bot's marked as a bot with its strength
/// ("Player 2 (bot, easy)"): whoever reads the table, log, end screen or saves knows who is a
/// person.
pub fn seat_name(
    lang: Lang,
    meta: &smokestack_table::TableMeta,
    seat: smokestack_core::Seat,
) -> String {
    let name = meta.name(seat);
    match meta.is_bot(seat) {
        Some(bot) => tr(
            lang,
            "seat.bot",
            &[
                ("name", name.into()),
                ("strength", bot_strength(lang, bot).into()),
            ],
        ),
        None => name,
    }
}

/// A bot's strength in a word or two, as the new-game form offers them (`Strength`).
fn bot_strength(lang: Lang, bot: smokestack_core::BotKind) -> String {
    use smokestack_core::{BotKind, Budget};
    let key = match bot {
        BotKind::Random => "seat.bot_random",
        BotKind::Heuristic => "seat.bot_easy",
        BotKind::Search(Budget::Millis(ms)) if ms >= 1000 => "seat.bot_hard",
        BotKind::Search(_) => "seat.bot_normal",
    };
    t(lang, key)
}

/// `key` in `lang` with arguments.
pub fn tr(lang: Lang, key: &str, args: &[(&str, Arg)]) -> String {
    locale::tr(lang, key, args)
}

/// Why a game code does not open, as a sentence for the person holding it. Every variant has
/// its words here: a new one fails to build until it has them.
pub fn code_error(lang: Lang, e: &CodeError) -> String {
    let key = |k: &str| t(lang, k);
    match e {
        CodeError::Empty => key("err.empty"),
        CodeError::TooLong { .. } => key("err.too_long"),
        CodeError::NotBase64 { pos, c } => tr(
            lang,
            "err.not_base64",
            &[("pos", Arg::from(pos + 1)), ("c", Arg::from(c.to_string()))],
        ),
        CodeError::BadLength => key("err.bad_length"),
        CodeError::Newer { .. } => key("err.newer"),
        CodeError::UnknownFormat { .. } => key("err.unknown_format"),
        CodeError::Locked => key("err.locked"),
        CodeError::Corrupt => key("err.corrupt"),
        CodeError::ChecksumMismatch => key("err.checksum"),
        CodeError::Truncated => key("err.truncated"),
        CodeError::TrailingData => key("err.trailing"),
        CodeError::TooBig(what) => {
            let what = match *what {
                "actions" => "what.actions",
                "game name" => "what.game_name",
                "options" => "what.options",
                "table text" => "what.table",
                _ => "what.data",
            };
            tr(lang, "err.too_big", &[("what", Arg::from(t(lang, what)))])
        }
        CodeError::UnknownGame(id) => {
            let id: String = id.chars().take(40).collect();
            tr(lang, "err.unknown_game", &[("id", Arg::from(id))])
        }
        CodeError::WrongGame { expected, found } => tr(
            lang,
            "err.wrong_game",
            &[
                ("expected", Arg::from(expected)),
                ("found", Arg::from(found)),
            ],
        ),
        CodeError::BadOptions(why) => bad_options(lang, why),
        CodeError::Replay(ReplayError::Setup(why)) => {
            tr(lang, "err.setup", &[("why", Arg::from(why.to_string()))])
        }
        CodeError::Replay(ReplayError::Illegal { at, .. }) => {
            tr(lang, "err.illegal", &[("n", Arg::from(at + 1))])
        }
        CodeError::PositionMismatch => key("err.position"),
        CodeError::OtherVersion { game, code, ours } => other_rules(lang, game, *code, *ours),
    }
}

/// Options a code holds that the rules refuse. A parser's own words ("invalid type: string
/// \"maybe\", expected a boolean at line 1 column 40") are never shown: at most the value that
/// was refused, in quotes; the rules' own sentences (a player count out of range) are English's.
fn bad_options(lang: Lang, why: &str) -> String {
    const PARSER: [&str; 6] = [
        "invalid type",
        "invalid value",
        "unknown variant",
        "unknown field",
        "missing field",
        "expected",
    ];
    let parser = why.contains(" at line ") || PARSER.iter().any(|p| why.starts_with(p));
    if !parser {
        return tr(lang, "err.bad_options", &[("why", Arg::from(why))]);
    }
    // The first quoted value in the parser's words, if it names one.
    let value = why
        .split_once('"')
        .and_then(|(_, rest)| rest.split_once('"'))
        .map(|(v, _)| v.chars().take(40).collect::<String>())
        .filter(|v| !v.is_empty());
    match value {
        Some(v) => tr(lang, "err.bad_option_value", &[("value", Arg::from(v))]),
        None => t(lang, "err.bad_options_plain"),
    }
}

/// A branch of a forked game, named by who moved otherwise and where: "Bob's other move in
/// round 3".
pub fn branch_name(lang: Lang, name: &str, round: u32) -> String {
    // Some games' opening steps come before their first round (Age of Renaissance's bids).
    let key = if round == 0 {
        "link.branch_start"
    } else {
        "link.branch"
    };
    tr(
        lang,
        key,
        &[("name", Arg::from(name)), ("round", Arg::from(round))],
    )
}

/// Names as a list in `lang`: "Bob", "Bob and Carol", "Bob, Carol and Dan" (Korean and
/// Japanese list them with their own comma).
pub fn list(lang: Lang, names: &[String]) -> String {
    match (lang, names) {
        (_, []) => String::new(),
        (_, [one]) => one.clone(),
        (Lang::En, [rest @ .., last]) => format!("{} and {last}", rest.join(", ")),
        (Lang::Ko, _) => names.join(", "),
        (Lang::Ja, _) => names.join("、"),
    }
}

/// What carrying a game over from older rules changed, in `lang`: the head line, then a line
/// per seat figure that changed (seats named by `names`).
pub fn carried_notice(
    lang: Lang,
    c: &smokestack_core::Carried,
    game: &str,
    names: &[String],
) -> (String, Vec<String>) {
    let name = smokestack_games::info_of(game).map_or(game, |g| g.name);
    let mut lines = c
        .notice(name)
        .iter()
        .map(|m| term(lang, &m.render(lang, names)))
        .collect::<Vec<_>>();
    let head = if lines.is_empty() {
        String::new()
    } else {
        lines.remove(0)
    };
    (head, lines)
}

/// A game made under rules `made` that this app (rules `ours`) cannot continue.
pub fn other_rules(lang: Lang, game: &str, made: u32, ours: u32) -> String {
    let key = if made > ours {
        "rules.newer"
    } else {
        "rules.older"
    };
    tr(
        lang,
        key,
        &[
            ("game", Arg::from(game)),
            ("made", Arg::from(made)),
            ("ours", Arg::from(ours)),
        ],
    )
}

/// Why a saved entry does not open.
pub fn damage(lang: Lang, d: &Damage) -> String {
    match d {
        // The parser's words mean nothing to a player; the export keeps the text as it is.
        Damage::NotRecord(_) => t(lang, "damage.not_record"),
        Damage::Code(e) => code_error(lang, e),
    }
}

fn store_error(lang: Lang, e: &StoreError) -> String {
    match e {
        StoreError::Full => t(lang, "store.full"),
        StoreError::Unavailable(why) => tr(
            lang,
            "store.unavailable",
            &[("why", Arg::from(why.trim_end_matches('.')))],
        ),
    }
}

/// A save or link problem, as the person should read it.
pub fn save_error(lang: Lang, e: &SaveError) -> String {
    let reason = |r: String| [("reason", Arg::from(r))];
    match e {
        // Text that never was a game link, or one that lost its end in a chat or a mail: the
        // person can only ask for it again, so that is all they read.
        SaveError::Code(
            CodeError::Empty
            | CodeError::TooLong { .. }
            | CodeError::NotBase64 { .. }
            | CodeError::BadLength
            | CodeError::UnknownFormat { .. }
            | CodeError::Corrupt
            | CodeError::Truncated
            | CodeError::TrailingData,
        ) => t(lang, "save.bad_link"),
        SaveError::Code(e) => tr(lang, "save.link_error", &reason(code_error(lang, e))),
        SaveError::Store(e) => store_error(lang, e),
        SaveError::Damaged(d) => tr(lang, "save.damaged", &reason(damage(lang, d))),
        SaveError::OtherRules { game, made, ours } => tr(
            lang,
            "save.other_rules",
            &reason(other_rules(lang, game, *made, *ours)),
        ),
        SaveError::NotFound(id) => tr(lang, "save.not_found", &[("id", Arg::from(id))]),
        SaveError::BadImport(why) => tr(lang, "save.bad_import", &[("why", Arg::from(why))]),
    }
}

/// What an import did: a summary, then one line per entry not imported.
pub fn import_report(lang: Lang, r: &ImportReport) -> (String, Vec<String>) {
    let summary = tr(
        lang,
        "import.summary",
        &[
            ("added", Arg::from(r.added)),
            ("updated", Arg::from(r.updated)),
            ("kept", Arg::from(r.kept)),
        ],
    );
    let summary = if r.rejected.is_empty() {
        summary
    } else {
        let n = r.rejected.len();
        format!(
            "{summary} {}",
            tr(lang, "import.rejected", &[("n", Arg::from(n))])
        )
    };
    let lines = r
        .rejected
        .iter()
        .map(|x| {
            let who = match &x.label {
                Some(l) => format!("“{l}”"),
                None => tr(lang, "import.entry", &[("n", Arg::from(x.entry))]),
            };
            let why = match &x.why {
                Rejection::NotRecord(why) => {
                    tr(lang, "import.not_record", &[("why", Arg::from(why))])
                }
                Rejection::Save(SaveError::Code(e)) => code_error(lang, e),
                Rejection::Save(e) => save_error(lang, e),
            };
            format!("{who}: {why}")
        })
        .collect();
    (summary, lines)
}

/// Words the rules crates hand over in English (phases, score parts) in `lang`: each `term.*`
/// of the locale files replaced in place, in the files' order.
pub fn term(lang: Lang, english: &str) -> String {
    if lang == Lang::En {
        return english.to_string();
    }
    locale::english_keys()
        .iter()
        .filter(|k| k.starts_with("term."))
        .fold(english.to_string(), |acc, k| {
            acc.replace(&t(Lang::En, k), &t(lang, k))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_as_a_list_in_each_language() {
        let n = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(list(Lang::En, &n(&["Bob"])), "Bob");
        assert_eq!(list(Lang::En, &n(&["Bob", "Carol"])), "Bob and Carol");
        assert_eq!(
            list(Lang::En, &n(&["Bob", "Carol", "Dan"])),
            "Bob, Carol and Dan"
        );
        assert_eq!(list(Lang::Ko, &n(&["밥", "캐럴"])), "밥, 캐럴");
    }

    #[test]
    fn simultaneous_words_fit_one_or_several_players() {
        let together = |lang, names: &str, n: usize| {
            tr(
                lang,
                "table.together",
                &[("names", Arg::from(names)), ("n", Arg::from(n))],
            )
        };
        let one = together(Lang::En, "Bob", 1);
        assert!(one.starts_with("Bob plays this phase"), "{one}");
        let two = together(Lang::En, "Bob and Carol", 2);
        assert!(two.starts_with("Bob and Carol play this phase"), "{two}");
        for lang in [Lang::En, Lang::Ko, Lang::Ja] {
            for text in [
                together(lang, "Bob and Carol", 2),
                t(lang, "link.joined_others"),
                t(lang, "link.clash_redo"),
            ] {
                assert!(!text.contains("both"), "{text}");
                assert!(!text.contains('{') || text.contains("{names}"), "{text}");
            }
        }
        // Words for a device that made no move in the phase say who did, not "you".
        let others = t(Lang::En, "link.joined_others");
        assert!(!others.contains("You") && others.contains("{names}"));
        assert!(t(Lang::Ko, "link.joined_others").contains("{names}"));
    }

    #[test]
    fn a_fork_is_named_by_who_moved_otherwise_and_where() {
        assert_eq!(
            branch_name(Lang::En, "Bob", 3),
            "Bob's other move in round 3"
        );
        let ko = branch_name(Lang::Ko, "밥", 3);
        assert!(ko.contains("밥") && ko.contains('3'), "{ko}");
        // Before a game's first round (Age of Renaissance's opening bids), no "round 0".
        assert_eq!(
            branch_name(Lang::En, "Bob", 0),
            "Bob's other move before the first round"
        );
        for lang in [Lang::En, Lang::Ko, Lang::Ja] {
            let d = t(lang, "link.diverged");
            assert!(d.contains("{branch}") && !d.contains("{kept}"), "{d}");
        }
    }

    #[test]
    fn a_newer_format_may_also_be_a_damaged_link() {
        for lang in [Lang::En, Lang::Ko] {
            let text = code_error(lang, &CodeError::Newer { format: 35 });
            let (newer, damaged) = match lang {
                Lang::En => ("newer version", "damaged"),
                _ => ("새로운 버전", "손상"),
            };
            assert!(text.contains(newer) && text.contains(damaged), "{text}");
        }
    }

    #[test]
    fn an_option_of_the_wrong_type_reads_in_plain_words() {
        let why = r#"invalid type: string "maybe", expected a boolean at line 1 column 40"#;
        for lang in [Lang::En, Lang::Ko, Lang::Ja] {
            let text = code_error(lang, &CodeError::BadOptions(why.into()));
            assert!(text.contains("maybe"), "{text}");
            for parser in ["invalid type", "expected", "line 1", "column", "boolean"] {
                assert!(!text.contains(parser), "{text}");
            }
        }
        let plain = code_error(Lang::En, &CodeError::BadOptions("missing field `x`".into()));
        assert!(!plain.contains("missing field"), "{plain}");
    }

    /// One of every code error (and every kind of oversized part).
    fn every_code_error() -> Vec<CodeError> {
        use smokestack_core::{Illegal, SetupError};
        vec![
            CodeError::Empty,
            CodeError::TooLong { chars: 99_999 },
            CodeError::NotBase64 { pos: 3, c: '!' },
            CodeError::BadLength,
            CodeError::Newer { format: 182 },
            CodeError::UnknownFormat { format: 182 },
            CodeError::Locked,
            CodeError::Corrupt,
            CodeError::ChecksumMismatch,
            CodeError::Truncated,
            CodeError::TrailingData,
            CodeError::TooBig("actions"),
            CodeError::TooBig("data"),
            CodeError::TooBig("game name"),
            CodeError::TooBig("options"),
            CodeError::TooBig("table text"),
            CodeError::UnknownGame("chess".into()),
            CodeError::WrongGame {
                expected: "Le Havre".into(),
                found: "Fantastic Factories".into(),
            },
            CodeError::BadOptions("players: 9".into()),
            CodeError::Replay(ReplayError::Setup(SetupError("no deck".into()))),
            CodeError::Replay(ReplayError::Illegal {
                at: 41,
                error: Illegal::GameOver,
            }),
            CodeError::PositionMismatch,
            CodeError::OtherVersion {
                game: "Le Havre".into(),
                code: 1,
                ours: 2,
            },
            CodeError::OtherVersion {
                game: "Le Havre".into(),
                code: 3,
                ours: 2,
            },
        ]
    }

    fn hangul(s: &str) -> bool {
        s.chars().any(|c| ('가'..='힣').contains(&c))
    }

    fn kana(s: &str) -> bool {
        s.chars().any(|c| ('\u{3040}'..='\u{30ff}').contains(&c))
    }

    #[test]
    fn every_code_error_reads_as_a_sentence_in_both_languages() {
        for e in every_code_error() {
            let (en, ko) = (code_error(Lang::En, &e), code_error(Lang::Ko, &e));
            let ja = code_error(Lang::Ja, &e);
            assert!(
                ja.ends_with('。') && kana(&ja) && !hangul(&ja),
                "{e:?}: {ja}"
            );
            for text in [&en, &ko, &ja] {
                assert!(text.ends_with('.') || text.ends_with('。'), "{e:?}: {text}");
                // No internal words: format numbers, field names, Rust debug text.
                for word in ["format", "182", "Replay", "table text", "{", "}"] {
                    assert!(!text.contains(word), "{e:?}: {text}");
                }
            }
            assert!(en.chars().next().unwrap().is_uppercase(), "{en}");
            assert!(!hangul(&en) && hangul(&ko), "{e:?}: {en} / {ko}");
            assert_ne!(en, ko);
        }
        let older = code_error(
            Lang::En,
            &CodeError::OtherVersion {
                game: "Le Havre".into(),
                code: 1,
                ours: 2,
            },
        );
        assert_eq!(
            older,
            "This Le Havre game was made with an older version of the rules (version 1; this app plays version 2) and cannot be continued under the new ones."
        );
        assert!(
            code_error(
                Lang::Ko,
                &CodeError::Replay(ReplayError::Illegal {
                    at: 41,
                    error: smokestack_core::Illegal::GameOver
                })
            )
            .contains("42번째")
        );
    }

    #[test]
    fn save_errors_read_in_both_languages() {
        let errors = [
            SaveError::Code(CodeError::Corrupt),
            SaveError::Store(StoreError::Full),
            SaveError::Store(StoreError::Unavailable("blocked".into())),
            SaveError::Damaged(Damage::NotRecord("expected value".into())),
            SaveError::Damaged(Damage::Code(CodeError::Truncated)),
            SaveError::OtherRules {
                game: "Le Havre".into(),
                made: 1,
                ours: 2,
            },
            SaveError::NotFound("x".into()),
            SaveError::BadImport("it is not JSON".into()),
        ];
        for e in &errors {
            let (en, ko) = (save_error(Lang::En, e), save_error(Lang::Ko, e));
            assert!(!hangul(&en) && hangul(&ko), "{e:?}: {en} / {ko}");
            let ja = save_error(Lang::Ja, e);
            assert!(kana(&ja) && !hangul(&ja), "{e:?}: {ja}");
        }
        // Text that is no game link reads the same whatever the decoder tripped on.
        for e in [
            CodeError::NotBase64 { pos: 3, c: '!' },
            CodeError::UnknownFormat { format: 182 },
            CodeError::BadLength,
            CodeError::Truncated,
        ] {
            let en = save_error(Lang::En, &SaveError::Code(e.clone()));
            assert!(en.contains("not a Smokestack game link"), "{en}");
            assert!(!en.contains("format") && !en.contains("182"), "{en}");
            let ko = save_error(Lang::Ko, &SaveError::Code(e));
            assert!(ko.contains("게임 링크가 아니거나"), "{ko}");
        }
        let link = save_error(Lang::Ko, &SaveError::Code(CodeError::Corrupt));
        assert!(
            link.starts_with("이 게임 링크를 열 수 없습니다.")
                && link.ends_with("바뀌지 않았습니다.")
        );
        let old = save_error(
            Lang::Ko,
            &SaveError::OtherRules {
                game: "Le Havre".into(),
                made: 1,
                ours: 2,
            },
        );
        assert!(old.contains("버전 1") && old.contains("버전 2"), "{old}");
    }

    #[test]
    fn browser_languages_choose_korean_japanese_or_english() {
        assert_eq!(Lang::from_code("ko-KR"), Lang::Ko);
        assert_eq!(Lang::from_code("ja-JP"), Lang::Ja);
        assert_eq!(t(Lang::Ja, "lobby.new"), "新しいゲーム");
        assert_eq!(
            term(Lang::Ja, "Round 2 · Work phase (final round)"),
            "Round 2 · 作業フェイズ（最終ラウンド）"
        );
        assert_eq!(term(Lang::Ko, "Turn 3 of 7"), "차례 3/7");
        assert_eq!(Lang::from_code("en-GB"), Lang::En);
        assert_eq!(Lang::from_code("de"), Lang::En);
        assert_eq!(t(Lang::Ko, "lobby.new"), "새 게임");
        assert_eq!(t(Lang::En, "no.such.key"), "no.such.key");
    }
}
