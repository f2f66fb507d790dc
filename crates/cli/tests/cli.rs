//! The `smokestack` binary end to end, on the registry's real games.

use std::io::Write;
use std::process::{Command, Stdio};

const GAME: &str = "fantastic-factories";

struct Run {
    status: i32,
    out: String,
    err: String,
}

fn smokestack(args: &[&str], stdin: Option<&str>) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_smokestack"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut pipe = child.stdin.take().unwrap();
    pipe.write_all(stdin.unwrap_or("").as_bytes()).unwrap();
    drop(pipe);
    let o = child.wait_with_output().unwrap();
    Run {
        status: o.status.code().unwrap_or(-1),
        out: String::from_utf8(o.stdout).unwrap(),
        err: String::from_utf8(o.stderr).unwrap(),
    }
}

fn ok(args: &[&str]) -> String {
    let r = smokestack(args, None);
    assert_eq!(r.status, 0, "{args:?}: {}", r.err);
    assert!(r.err.is_empty(), "{args:?}: {}", r.err);
    r.out
}

/// Exit 2 with one `error: ` line on stderr and nothing on stdout: bad input, not a crash.
fn refused(args: &[&str], stdin: Option<&str>) -> String {
    let r = smokestack(args, stdin);
    assert_eq!(
        r.status, 2,
        "{args:?} exited {}: {}{}",
        r.status, r.out, r.err
    );
    assert!(r.out.is_empty(), "{args:?} printed {:?}", r.out);
    assert_eq!(r.err.lines().count(), 1, "{args:?}: {:?}", r.err);
    assert!(
        r.err.starts_with("error: ") && r.err.len() > "error: \n".len(),
        "{:?}",
        r.err
    );
    assert!(
        !r.err.contains("internal error"),
        "{args:?} hit a bug: {}",
        r.err
    );
    r.err
}

fn link(players: &str, seed: &str, moves: Option<&str>) -> String {
    let mut args = vec!["link", "--game", GAME, "--players", players, "--seed", seed];
    if let Some(m) = moves {
        args.extend(["--moves", m]);
    }
    ok(&args).trim().to_string()
}

/// The number on the summary's `actions:` line.
fn actions(code: &str) -> usize {
    let summary = ok(&["replay", code]);
    let line = summary
        .lines()
        .find_map(|l| l.strip_prefix("actions: "))
        .expect(&summary);
    line.parse().unwrap()
}

fn legal(code: &str) -> serde_json::Value {
    serde_json::from_str(&ok(&["legal", code])).expect("legal prints JSON")
}

/// `simulated K games: F finished, E failed, A actions, R actions/s` → [K, F, E, A, R].
fn summary_numbers(line: &str) -> Vec<u64> {
    let words: Vec<&str> = line.split(' ').collect();
    let shape = [
        "simulated",
        "",
        "games:",
        "",
        "finished,",
        "",
        "failed,",
        "",
        "actions,",
        "",
        "actions/s",
    ];
    assert_eq!(words.len(), shape.len(), "{line:?}");
    for (w, s) in words.iter().zip(shape) {
        if !s.is_empty() {
            assert_eq!(*w, s, "{line:?}");
        }
    }
    [1, 3, 5, 7, 9]
        .iter()
        .map(|&i| words[i].parse().expect(line))
        .collect()
}

#[test]
fn games_lists_fantastic_factories() {
    let out = ok(&["games"]);
    assert!(
        out.lines()
            .any(|l| l == "fantastic-factories\tFantastic Factories\t1-5 players"),
        "{out}"
    );
    assert!(out.lines().all(|l| l.split('\t').count() == 3));
}

#[test]
fn help_and_no_arguments_print_usage() {
    assert!(ok(&[]).starts_with("usage: smokestack"));
    assert!(ok(&["help"]).contains("simulate --game ID"));
}

#[test]
fn a_tiny_simulation_ends_with_the_summary_line() {
    let out = ok(&[
        "simulate",
        "--game",
        GAME,
        "--players",
        "3",
        "--games",
        "3",
        "--seed",
        "5",
    ]);
    let lines: Vec<&str> = out.lines().collect();
    let n = summary_numbers(lines.last().unwrap());
    assert_eq!(&n[..3], &[3, 3, 0]);
    assert!(n[3] > 0);
    let wins = lines[lines.len() - 2];
    assert!(
        wins.starts_with("wins: seat1=") && wins.contains(" seat3=") && wins.contains(" other="),
        "{wins}"
    );

    // Solo: the Machine's wins are the "other" ones; a per-seat bot list is accepted.
    let out = ok(&[
        "simulate",
        "--game",
        GAME,
        "--players",
        "1",
        "--games",
        "2",
        "--bot",
        "heuristic",
    ]);
    assert!(
        out.lines()
            .any(|l| l.starts_with("wins: seat1=") && l.contains(" other="))
    );
    let out = ok(&[
        "simulate",
        "--game",
        GAME,
        "--players",
        "2",
        "--games",
        "1",
        "--bot",
        "heuristic,random",
    ]);
    assert_eq!(
        &summary_numbers(out.lines().last().unwrap())[..3],
        &[1, 1, 0]
    );
}

#[test]
fn failed_simulations_exit_1_and_say_how_to_reproduce() {
    let args = [
        "simulate",
        "--game",
        GAME,
        "--players",
        "2",
        "--games",
        "2",
        "--seed",
        "7",
        "--max-actions",
        "5",
    ];
    let r = smokestack(&args, None);
    assert_eq!(r.status, 1);
    let lines: Vec<&str> = r.out.lines().collect();
    assert_eq!(
        lines[0],
        "failed: seed 7 at action 5: not over after 5 actions"
    );
    assert!(
        lines[1].contains(
            "smokestack simulate --game fantastic-factories --players 2 --games 1 --seed 7"
        )
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("failed: seed 8 at action 5"))
    );
    assert_eq!(&summary_numbers(lines.last().unwrap())[..3], &[2, 0, 2]);
}

#[test]
fn link_replay_legal_play_round_trip() {
    let code = link("3", "11", Some("12"));
    assert_eq!(link("3", "11", Some("12")), code, "link is deterministic");
    assert_eq!(actions(&code), 12);
    let summary = ok(&["replay", &code]);
    assert!(
        summary.starts_with("game: Fantastic Factories (fantastic-factories)\nround: "),
        "{summary}"
    );
    assert!(summary.contains("to act: seat"), "{summary}");

    let legal = legal(&code);
    let first = legal["to_act"][0].as_u64().expect("someone acts");
    let options = legal["seats"][first.to_string()].as_array().unwrap();
    assert!(
        options
            .iter()
            .all(|o| o["text"].is_string() && o["index"].is_u64())
    );
    // The same moves in Korean and Japanese: as many, in their own scripts.
    for (lang, script) in [("ko", '가'..='힣'), ("ja", '\u{3040}'..='\u{30ff}')] {
        let other: serde_json::Value =
            serde_json::from_str(&ok(&["legal", &code, "--lang", lang])).unwrap();
        let list = other["seats"][first.to_string()].as_array().unwrap();
        assert_eq!(list.len(), options.len());
        assert!(
            list.iter().all(|o| {
                let t = o["text"].as_str().unwrap();
                t.chars().any(|c| script.contains(&c)) && !t.contains('{')
            }),
            "{lang}: {list:?}"
        );
    }
    let action = serde_json::to_string(&options[0]["action"]).unwrap();
    let next = ok(&["play", &code, &first.to_string(), &action])
        .trim()
        .to_string();
    assert_eq!(actions(&next), 13);
    assert!(
        ok(&["replay", &next, "--json"])
            .trim_start()
            .starts_with('{')
    );

    // The same through standard input and a whole link.
    let r = smokestack(
        &["play", "-", &first.to_string(), &action],
        Some(&format!("https://x/#{code}\n")),
    );
    assert_eq!((r.status, r.out.trim()), (0, next.as_str()), "{}", r.err);
}

#[test]
fn a_finished_game_has_scores_and_no_moves() {
    let code = link("2", "4", None);
    let summary = ok(&["replay", &code]);
    assert!(summary.contains("to act: nobody"), "{summary}");
    assert!(summary.contains("\nscores:\n"), "{summary}");
    assert!(
        summary
            .lines()
            .any(|l| l.starts_with("winner: ") || l.starts_with("winners: "))
    );
    assert_eq!(legal(&code), serde_json::json!({"to_act": [], "seats": {}}));
    assert!(refused(&["play", &code, "1", "EndWork"], None).contains("over"));
}

#[test]
fn illegal_or_malformed_actions_exit_2() {
    let code = link("2", "3", Some("4"));
    let legal = legal(&code);
    let acting: Vec<u64> = legal["to_act"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect();
    let idle = (1..=2).find(|s| !acting.contains(s));
    if let Some(idle) = idle {
        refused(&["play", &code, &idle.to_string(), "EndTurn"], None);
    }
    refused(&["play", &code, "9", "EndTurn"], None);
    refused(&["play", &code, "1", r#"{"Jump":1}"#], None);
    refused(&["play", &code, "1", "{broken"], None);
    refused(
        &["play", &code, "1", r#"{"TakeBlueprint":{"slot":200}}"#],
        None,
    );
    refused(&["play", &code, "0", "EndTurn"], None);
}

#[test]
fn garbage_and_truncated_codes_exit_2() {
    let code = link("2", "9", Some("30"));
    let mut bad: Vec<String> = [
        "garbage",
        "!!!",
        "AAAA",
        "AQ",
        "https://x/#",
        "#",
        " ",
        "Zm9vYmFy",
        "AgAA",
    ]
    .map(String::from)
    .to_vec();
    bad.extend((0..code.len()).map(|end| code[..end].to_string()));
    // A changed character in the middle.
    let mid = code.len() / 2;
    let swapped = if &code[mid..=mid] == "A" { "B" } else { "A" };
    bad.push(format!("{}{swapped}{}", &code[..mid], &code[mid + 1..]));
    for b in &bad {
        refused(&["replay", b], None);
    }
    for b in bad.iter().step_by(7) {
        refused(&["legal", b], None);
        refused(&["play", b, "1", "EndTurn"], None);
        refused(&["replay", "-"], Some(b));
    }
}

#[test]
fn bad_command_lines_exit_2() {
    for args in [
        &["dance"][..],
        &["--frobnicate"],
        &["games", "extra"],
        &["simulate"],
        &["simulate", "--game", "chess", "--players", "2"],
        &["simulate", "--game", GAME, "--players", "0"],
        &["simulate", "--game", GAME, "--players", "6"],
        &["simulate", "--game", GAME, "--players", "two"],
        &[
            "simulate",
            "--game",
            GAME,
            "--players",
            "2",
            "--bot",
            "genius",
        ],
        &[
            "simulate",
            "--game",
            GAME,
            "--players",
            "2",
            "--options",
            "difficulty=silly",
        ],
        &[
            "simulate",
            "--game",
            GAME,
            "--players",
            "2",
            "--options",
            "colour=red",
        ],
        &["simulate", "--game", GAME, "--players", "2", "--games"],
        &["link", "--game", GAME, "--players", "2"],
        &["link", "--game", GAME, "--players", "2", "--seed", "-3"],
        &["replay"],
        &["play", "CODE"],
        &["bench", "--game", "chess"],
        &["bench", "--seconds", "0"],
    ] {
        refused(args, None);
    }
}

#[test]
fn bench_prints_rates_and_code_sizes() {
    let out = ok(&["bench", "--game", GAME, "--seconds", "0.05"]);
    assert!(
        out.starts_with("Fantastic Factories (fantastic-factories)\n"),
        "{out}"
    );
    for needle in [
        "atomic actions/s: ",
        "full games/s: ",
        "mean actions per game: ",
        "5 players, random bots: mean ",
        "5 players, heuristic bots: mean ",
    ] {
        assert!(out.contains(needle), "{needle} missing from {out}");
    }
}

#[test]
fn the_search_bot_simulates_and_makes_links() {
    // Tiny budgets: these check the plumbing, not the strength.
    let out = ok(&[
        "simulate",
        "--game",
        GAME,
        "--players",
        "2",
        "--games",
        "1",
        "--bot",
        "search:iters=2,heuristic",
    ]);
    assert_eq!(
        &summary_numbers(out.lines().last().unwrap())[..3],
        &[1, 1, 0]
    );
    let args = [
        "link",
        "--game",
        GAME,
        "--players",
        "2",
        "--seed",
        "3",
        "--moves",
        "12",
        "--bot",
        "search:ms=5,search:iters=4",
    ];
    let code = ok(&args);
    assert_eq!(actions(code.trim()), 12);
    // Iterations are reproducible: the same link twice.
    let args = [
        "link",
        "--game",
        GAME,
        "--players",
        "2",
        "--seed",
        "3",
        "--moves",
        "12",
        "--bot",
        "search:iters=4",
    ];
    assert_eq!(ok(&args), ok(&args));
    let err = refused(
        &[
            "link",
            "--game",
            GAME,
            "--players",
            "2",
            "--seed",
            "1",
            "--bot",
            "search:fast",
        ],
        None,
    );
    assert!(err.contains("unknown bot"), "{err}");
}

#[test]
fn a_tournament_prints_a_line_per_bot_and_the_best() {
    let r = smokestack(
        &[
            "tournament",
            "--game",
            GAME,
            "--players",
            "2",
            "--games",
            "2",
            "--seed",
            "4",
            "--bots",
            "search:iters=3,heuristic",
        ],
        None,
    );
    assert_eq!(r.status, 0, "{}", r.err);
    let lines: Vec<&str> = r.out.lines().collect();
    assert_eq!(lines.len(), 3, "{}", r.out);
    let shape = |line: &str, bot: &str| {
        let rest = line.strip_prefix(&format!("{bot}: ")).expect(line);
        let (wins, rest) = rest.split_once(" wins of 2 (").expect(line);
        let wins: f64 = wins.parse().expect(line);
        let (pct, rest) = rest.split_once("%, 95% interval ").expect(line);
        assert_eq!(pct.parse::<f64>().unwrap(), 50.0 * wins, "{line}");
        let (interval, score) = rest.split_once("%), mean score ").expect(line);
        let (lo, hi) = interval.split_once('–').expect(line);
        let (lo, hi): (f64, f64) = (lo.parse().unwrap(), hi.parse().unwrap());
        assert!(lo <= 50.0 * wins && 50.0 * wins <= hi, "{line}");
        score.parse::<f64>().expect(line);
        wins
    };
    let total = shape(lines[0], "search:iters=3") + shape(lines[1], "heuristic");
    assert_eq!(total, 2.0, "two games, two wins between them");
    let best = lines[2]
        .strip_prefix("tournament: 2 games, best ")
        .expect(lines[2]);
    assert!(["search:iters=3", "heuristic"].contains(&best), "{best}");
    // The thinking time goes to standard error, a line per bot.
    assert_eq!(r.err.lines().filter(|l| l.starts_with("time: ")).count(), 2);
    let err = refused(
        &[
            "tournament",
            "--game",
            GAME,
            "--players",
            "2",
            "--bots",
            "random,heuristic,search",
        ],
        None,
    );
    assert!(err.contains("one bot per seat"), "{err}");
}

/// A code made under rules a game has since corrected opens carried over to today's rules:
/// `replay`, `legal` and `play` exit 0, and say what changed on stderr (issue 41).
#[test]
fn codes_of_older_rules_open_carried_over_with_a_notice() {
    let old = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../le-havre/tests/fixtures/old/format1-4p-seed22-coal-trader.code"
    ))
    .unwrap();
    let old = old.trim();
    for args in [vec!["replay", old], vec!["legal", old]] {
        let r = smokestack(&args, None);
        assert_eq!(r.status, 0, "{}: {}", args[0], r.err);
        assert!(
            r.err.starts_with(
                "notice: The rules of Le Havre were corrected in this release (version 1 to 2)"
            ),
            "{}: {}",
            args[0],
            r.err
        );
        assert!(r.err.contains("no longer allowed"), "{}", r.err);
        assert!(!r.out.is_empty());
    }
    // In Korean with `legal --lang ko`.
    let r = smokestack(&["legal", old, "--lang", "ko"], None);
    assert_eq!(r.status, 0, "{}", r.err);
    assert!(r.err.contains("규칙이 바로잡혔습니다"), "{}", r.err);
    // `play` plays on from the branch and hands back a code of today's rules, which opens
    // without a notice.
    let moves: serde_json::Value = serde_json::from_str(&r.out).unwrap();
    let seat = moves["to_act"][0].as_u64().unwrap().to_string();
    let action = moves["seats"][&seat][0]["action"].to_string();
    let r = smokestack(&["play", old, &seat, &action], None);
    assert_eq!(r.status, 0, "{}", r.err);
    assert!(r.err.starts_with("notice: "), "{}", r.err);
    let next = r.out.trim().to_string();
    ok(&["replay", &next]);
}

#[test]
fn log_tells_each_action_and_what_followed_it_as_a_seat_may_read_it() {
    let code = link("2", "3", Some("120"));
    let out = ok(&["log", &code]);
    let moves: Vec<&str> = out.lines().filter(|l| !l.starts_with("  → ")).collect();
    assert_eq!(moves.len(), actions(&code), "a line per action:\n{out}");
    assert!(
        moves
            .iter()
            .all(|l| l.starts_with("Seat 1: ") || l.starts_with("Seat 2: ")),
        "{out}"
    );
    // The first round ended within 120 actions: its standing names both seats.
    let standing = out
        .lines()
        .find(|l| l.starts_with("  → End of round 1: "))
        .unwrap_or_else(|| panic!("no standing:\n{out}"));
    assert!(
        standing.contains("Seat 1 ") && standing.contains("Seat 2 "),
        "{standing}"
    );
    // In Korean, as seat 2 reads it, with as many lines.
    let ko = ok(&["log", &code, "--lang", "ko", "--seat", "2"]);
    assert_eq!(
        ko.lines().filter(|l| !l.starts_with("  → ")).count(),
        moves.len()
    );
    assert!(ko.contains("1라운드 종료"), "{ko}");
    assert!(refused(&["log", &code, "--seat", "3"], None).contains("no seat 3"));
    assert!(refused(&["log", &code, "--seat", "0"], None).contains("not a seat"));
    assert!(refused(&["log", &code, "--lang", "fr"], None).contains("unknown language"));
}
