//! The command line, parsed by hand into a `Command`: six commands do not need a parser library.
//! Parsing checks only the shape of the input; which games and player counts exist is the
//! commands' business, since that needs the registry.

use serde_json::Value;
use smokestack_core::{BotKind, Lang};
use std::str::FromStr;

pub const USAGE: &str = "\
usage: smokestack COMMAND [ARGS]

commands:
  games                                   list the games: id, name, player counts
  simulate --game ID --players N [--games K] [--seed S] [--bot BOTS]
           [--options K=V,...] [--max-actions M]
                                          play K checked bot games (seeds S, S+1, ...)
  link --game ID --players N --seed S [--moves M] [--bot BOTS] [--options K=V,...]
                                          play a bot game (or its first M actions), print its code
  replay CODE [--json]                    summarise a game (--json: its whole state)
  legal CODE [--lang en|ko|ja]            the legal actions of every seat to act, as JSON, their
                                          texts in English (or Korean, Japanese)
  log CODE [--lang en|ko|ja] [--seat N]  the game's story: each action, then what it caused
                                          (incomes, sales, reveals, a round's standing), as seat
                                          N (1-based) may read it; every seat's public view
                                          without --seat
  play CODE SEAT ACTION...                apply actions (JSON, as `legal` prints them) for SEAT
                                          (1-based), print the new code
  tournament --game ID --players N --bots A,B,... [--games K] [--seed S] [--options K=V,...]
                                          play K games between the listed bots, every bot in
                                          every seat in turn; one line per bot, then the best
  bench [--game ID] [--seconds S]         throughput and share-code sizes
  help                                    this text

CODE is a share code or a whole link; `-` reads it from standard input.
A bot is random, heuristic or search: the search bot (information-set Monte Carlo tree search)
thinks for 1000 iterations, or as `search:iters=N` (N iterations, the same moves every run) or
`search:ms=N` (N milliseconds a move).
BOTS is a bot or a comma list with one bot per seat (the last one repeats).

tournament: game g (counting from 0) is deal S + g / N, with the listed bots seated in turn:
rotation g mod N puts the list's first bot in seat (g mod N) + 1, the next in the next seat, and
so on around the table, so that over every N games each deal is played from every seat. With
fewer bots than seats the list repeats to fill the table (A,B at 3 seats is A,B,A); a bot then
holds several seats and is credited with the wins of all of them, so list one bot per seat for a
fair comparison. A win shared by k winners counts 1/k to each winner's bot (a tie of two is half
a win each), and a game a seat-less opponent (the solo Machine) wins counts for no bot. Each line
reads `BOT: W wins of G (P%, 95% interval L–H%), mean score S` (a Wilson interval; S is the mean
final score of the bot's seats); the last line is `tournament: G games, best BOT` (the most wins,
then the higher mean score, then the first listed). Standard error gets the thinking time per move.
An ACTION that is a bare word, like EndTurn, may be given without JSON quotes.
";

#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    Help,
    Games,
    Simulate(Simulate),
    Link(Link),
    Replay {
        code: CodeArg,
        json: bool,
    },
    Legal {
        code: CodeArg,
        /// The language of the actions' texts.
        lang: Lang,
    },
    /// `seat` is 0-based here; the command line counts from 1. `None`: the public view.
    Log {
        code: CodeArg,
        lang: Lang,
        seat: Option<u8>,
    },
    /// `seat` is 0-based here; the command line counts from 1.
    Play {
        code: CodeArg,
        seat: u8,
        actions: Vec<Value>,
    },
    Bench {
        game: Option<String>,
        seconds: f64,
    },
    Tournament(Tournament),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Tournament {
    pub game: String,
    pub players: u8,
    pub games: u32,
    pub seed: u64,
    /// Distinct bots, at most one per seat.
    pub bots: Vec<BotKind>,
    pub options: Vec<(String, String)>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Simulate {
    pub game: String,
    pub players: u8,
    pub games: u32,
    pub seed: u64,
    pub bots: Vec<BotKind>,
    pub options: Vec<(String, String)>,
    pub max_actions: usize,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Link {
    pub game: String,
    pub players: u8,
    pub seed: u64,
    pub moves: Option<usize>,
    pub bots: Vec<BotKind>,
    pub options: Vec<(String, String)>,
}

/// Where a share code comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeArg {
    Stdin,
    Text(String),
}

pub const DEFAULT_GAMES: u32 = 100;
pub const DEFAULT_SEED: u64 = 1;
pub const DEFAULT_MAX_ACTIONS: usize = 200_000;
pub const DEFAULT_BENCH_SECONDS: f64 = 2.0;

/// Parses the arguments after the program name.
pub fn parse(args: &[String]) -> Result<Command, String> {
    let Some((command, rest)) = args.split_first() else {
        return Ok(Command::Help);
    };
    match command.as_str() {
        "help" | "--help" | "-h" => {
            Flags::parse(rest, &[], &[])?.finish(0)?;
            Ok(Command::Help)
        }
        "games" => {
            Flags::parse(rest, &[], &[])?.finish(0)?;
            Ok(Command::Games)
        }
        "simulate" => simulate(rest),
        "link" => link(rest),
        "replay" => {
            let mut f = Flags::parse(rest, &[], &["--json"])?;
            let json = f.switch("--json");
            let code = code_arg(f.positional(0, "CODE")?);
            f.finish(1)?;
            Ok(Command::Replay { code, json })
        }
        "legal" => {
            let mut f = Flags::parse(rest, &["--lang"], &[])?;
            let lang = lang_arg(f.take("--lang"))?;
            let code = code_arg(f.positional(0, "CODE")?);
            f.finish(1)?;
            Ok(Command::Legal { code, lang })
        }
        "log" => {
            let mut f = Flags::parse(rest, &["--lang", "--seat"], &[])?;
            let lang = lang_arg(f.take("--lang"))?;
            let seat = match f.take("--seat") {
                None => None,
                Some(n) => match n.parse::<u8>() {
                    Ok(k) if k >= 1 => Some(k - 1),
                    _ => return Err(format!("--seat {n:?} is not a seat (1, 2, ...)")),
                },
            };
            let code = code_arg(f.positional(0, "CODE")?);
            f.finish(1)?;
            Ok(Command::Log { code, lang, seat })
        }
        "play" => play(rest),
        "tournament" => tournament(rest),
        "bench" => {
            let mut f = Flags::parse(rest, &["--game", "--seconds"], &[])?;
            let game = f.take("--game");
            let seconds = match f.take("--seconds") {
                Some(s) => seconds(&s)?,
                None => DEFAULT_BENCH_SECONDS,
            };
            f.finish(0)?;
            Ok(Command::Bench { game, seconds })
        }
        other => Err(format!("unknown command {other:?} (try `smokestack help`)")),
    }
}

fn lang_arg(l: Option<String>) -> Result<Lang, String> {
    match l {
        None => Ok(Lang::En),
        Some(l) => Lang::ALL
            .into_iter()
            .find(|x| x.code() == l)
            .ok_or_else(|| format!("unknown language {l:?} (known: en, ko, ja)")),
    }
}

fn simulate(rest: &[String]) -> Result<Command, String> {
    const FLAGS: [&str; 7] = [
        "--game",
        "--players",
        "--games",
        "--seed",
        "--bot",
        "--options",
        "--max-actions",
    ];
    let mut f = Flags::parse(rest, &FLAGS, &[])?;
    let s = Simulate {
        game: f.require("--game")?,
        players: number("--players", &f.require("--players")?)?,
        games: f.number_or("--games", DEFAULT_GAMES)?,
        seed: f.number_or("--seed", DEFAULT_SEED)?,
        bots: bots(f.take("--bot").as_deref().unwrap_or("random"))?,
        options: options(f.take("--options").as_deref().unwrap_or(""))?,
        max_actions: f.number_or("--max-actions", DEFAULT_MAX_ACTIONS)?,
    };
    f.finish(0)?;
    if s.max_actions == 0 {
        return Err("--max-actions must be at least 1".into());
    }
    Ok(Command::Simulate(s))
}

fn link(rest: &[String]) -> Result<Command, String> {
    const FLAGS: [&str; 6] = [
        "--game",
        "--players",
        "--seed",
        "--moves",
        "--bot",
        "--options",
    ];
    let mut f = Flags::parse(rest, &FLAGS, &[])?;
    let l = Link {
        game: f.require("--game")?,
        players: number("--players", &f.require("--players")?)?,
        seed: number("--seed", &f.require("--seed")?)?,
        moves: f
            .take("--moves")
            .map(|m| number("--moves", &m))
            .transpose()?,
        bots: bots(f.take("--bot").as_deref().unwrap_or("random"))?,
        options: options(f.take("--options").as_deref().unwrap_or(""))?,
    };
    f.finish(0)?;
    Ok(Command::Link(l))
}

fn tournament(rest: &[String]) -> Result<Command, String> {
    const FLAGS: [&str; 6] = [
        "--game",
        "--players",
        "--games",
        "--seed",
        "--bots",
        "--options",
    ];
    let mut f = Flags::parse(rest, &FLAGS, &[])?;
    let t = Tournament {
        game: f.require("--game")?,
        players: number("--players", &f.require("--players")?)?,
        games: f.number_or("--games", DEFAULT_GAMES)?,
        seed: f.number_or("--seed", DEFAULT_SEED)?,
        bots: bots(&f.require("--bots")?)?,
        options: options(f.take("--options").as_deref().unwrap_or(""))?,
    };
    f.finish(0)?;
    if t.games == 0 {
        return Err("--games must be at least 1".into());
    }
    if let Some(b) = t
        .bots
        .iter()
        .enumerate()
        .find_map(|(i, b)| t.bots[..i].contains(b).then_some(b))
    {
        return Err(format!("bot {b} is listed twice: list each bot once"));
    }
    Ok(Command::Tournament(t))
}

fn play(rest: &[String]) -> Result<Command, String> {
    let f = Flags::parse(rest, &[], &[])?;
    let code = code_arg(f.positional(0, "CODE")?);
    let seat_text = f.positional(1, "SEAT")?;
    let seat: u8 = number("SEAT", seat_text)?;
    if seat == 0 {
        return Err("SEAT counts from 1".into());
    }
    if f.positional.len() < 3 {
        return Err(
            "missing ACTION: give at least one action, as `smokestack legal` prints them".into(),
        );
    }
    let actions = f.positional[2..]
        .iter()
        .enumerate()
        .map(|(i, a)| action(a).map_err(|e| format!("action {} is not JSON: {e}", i + 1)))
        .collect::<Result<_, _>>()?;
    Ok(Command::Play {
        code,
        seat: seat - 1,
        actions,
    })
}

/// One action: JSON, or a bare word taken as a JSON string (saves quoting `"EndTurn"` in a shell).
pub fn action(text: &str) -> Result<Value, String> {
    match serde_json::from_str(text) {
        Ok(v) => Ok(v),
        Err(_)
            if !text.is_empty() && text.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') =>
        {
            Ok(Value::String(text.into()))
        }
        Err(e) => Err(e.to_string()),
    }
}

fn code_arg(text: &str) -> CodeArg {
    if text == "-" {
        CodeArg::Stdin
    } else {
        CodeArg::Text(text.into())
    }
}

/// `random`, `heuristic`, `search[:iters=N|:ms=N]`, or a comma list of them.
pub fn bots(text: &str) -> Result<Vec<BotKind>, String> {
    text.split(',')
        .map(|b| {
            BotKind::parse(b.trim()).ok_or_else(|| {
                format!(
                    "unknown bot {b:?} (known: random, heuristic, search, search:iters=N \
                     or search:ms=N with N from 1, or a comma list of them)"
                )
            })
        })
        .collect()
}

/// `key=value,key=value`; empty text is no options.
pub fn options(text: &str) -> Result<Vec<(String, String)>, String> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    text.split(',')
        .map(|kv| match kv.split_once('=') {
            Some((k, v)) if !k.trim().is_empty() => Ok((k.trim().into(), v.trim().into())),
            _ => Err(format!(
                "--options takes key=value pairs separated by commas, not {kv:?}"
            )),
        })
        .collect()
}

fn seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(s) if s.is_finite() && s > 0.0 && s <= 3600.0 => Ok(s),
        _ => Err(format!(
            "--seconds must be a number of seconds above 0 (at most 3600), not {text:?}"
        )),
    }
}

fn number<T: FromStr>(name: &str, text: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{name} must be a whole number in range, not {text:?}"))
}

/// Flags (`--name value` or `--name=value`), switches (`--name`) and positional arguments;
/// everything after `--` is positional.
struct Flags {
    values: Vec<(&'static str, String)>,
    switches: Vec<&'static str>,
    positional: Vec<String>,
}

impl Flags {
    fn parse(
        args: &[String],
        known: &[&'static str],
        switches: &[&'static str],
    ) -> Result<Flags, String> {
        let mut f = Flags {
            values: Vec::new(),
            switches: Vec::new(),
            positional: Vec::new(),
        };
        let mut it = args.iter();
        while let Some(arg) = it.next() {
            if arg == "--" {
                f.positional.extend(it.by_ref().cloned());
                break;
            }
            if !arg.starts_with("--") {
                f.positional.push(arg.clone());
                continue;
            }
            let (name, inline) = match arg.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (arg.as_str(), None),
            };
            if let Some(&s) = switches.iter().find(|&&s| s == name) {
                if inline.is_some() {
                    return Err(format!("{s} takes no value"));
                }
                if f.switches.contains(&s) {
                    return Err(format!("{s} is given twice"));
                }
                f.switches.push(s);
                continue;
            }
            let Some(&flag) = known.iter().find(|&&k| k == name) else {
                return Err(format!("unknown flag {name:?} (try `smokestack help`)"));
            };
            if f.values.iter().any(|(k, _)| *k == flag) {
                return Err(format!("{flag} is given twice"));
            }
            let value = match inline {
                Some(v) => v,
                None => it
                    .next()
                    .cloned()
                    .ok_or_else(|| format!("{flag} needs a value"))?,
            };
            f.values.push((flag, value));
        }
        Ok(f)
    }

    fn take(&mut self, flag: &str) -> Option<String> {
        let i = self.values.iter().position(|(k, _)| *k == flag)?;
        Some(self.values.remove(i).1)
    }

    fn require(&mut self, flag: &str) -> Result<String, String> {
        self.take(flag).ok_or_else(|| format!("{flag} is required"))
    }

    fn number_or<T: FromStr>(&mut self, flag: &str, default: T) -> Result<T, String> {
        self.take(flag).map_or(Ok(default), |v| number(flag, &v))
    }

    fn switch(&mut self, name: &str) -> bool {
        self.switches.contains(&name)
    }

    fn positional(&self, i: usize, name: &str) -> Result<&str, String> {
        self.positional
            .get(i)
            .map(String::as_str)
            .ok_or_else(|| format!("missing {name}"))
    }

    /// Refuses positional arguments beyond the first `expected`.
    fn finish(self, expected: usize) -> Result<(), String> {
        match self.positional.get(expected) {
            Some(extra) => Err(format!("unexpected argument {extra:?}")),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use BotKind::{Heuristic, Random};

    fn p(line: &str) -> Result<Command, String> {
        parse(
            &line
                .split_whitespace()
                .map(String::from)
                .collect::<Vec<_>>(),
        )
    }

    #[test]
    fn help_and_games() {
        assert_eq!(p(""), Ok(Command::Help));
        assert_eq!(p("help"), Ok(Command::Help));
        assert_eq!(p("--help"), Ok(Command::Help));
        assert_eq!(p("games"), Ok(Command::Games));
        assert!(p("games extra").is_err());
        assert!(p("games --json").is_err());
    }

    #[test]
    fn simulate_defaults_and_every_flag() {
        let Ok(Command::Simulate(s)) = p("simulate --game ff --players 3") else {
            panic!()
        };
        assert_eq!(
            s,
            Simulate {
                game: "ff".into(),
                players: 3,
                games: DEFAULT_GAMES,
                seed: DEFAULT_SEED,
                bots: vec![Random],
                options: vec![],
                max_actions: DEFAULT_MAX_ACTIONS,
            }
        );
        let line = "simulate --players=4 --game ff --games 7 --seed 18446744073709551615 \
                    --bot heuristic,random --options difficulty=hard,refresh=before --max-actions 99";
        let Ok(Command::Simulate(s)) = p(line) else {
            panic!()
        };
        assert_eq!(
            (s.players, s.games, s.seed, s.max_actions),
            (4, 7, u64::MAX, 99)
        );
        assert_eq!(s.bots, vec![Heuristic, Random]);
        assert_eq!(
            s.options,
            vec![
                ("difficulty".into(), "hard".into()),
                ("refresh".into(), "before".into())
            ]
        );
    }

    #[test]
    fn simulate_refuses_bad_flags() {
        for (line, says) in [
            ("simulate --players 3", "--game is required"),
            ("simulate --game ff", "--players is required"),
            ("simulate --game ff --players three", "--players must be"),
            ("simulate --game ff --players 300", "--players must be"),
            ("simulate --game ff --players -1", "--players must be"),
            (
                "simulate --game ff --players 2 --games",
                "--games needs a value",
            ),
            (
                "simulate --game ff --players 2 --seed 1.5",
                "--seed must be",
            ),
            ("simulate --game ff --players 2 --bot smart", "unknown bot"),
            (
                "simulate --game ff --players 2 --bot random,",
                "unknown bot",
            ),
            (
                "simulate --game ff --players 2 --options difficulty",
                "key=value",
            ),
            ("simulate --game ff --players 2 --options =x", "key=value"),
            (
                "simulate --game ff --players 2 --max-actions 0",
                "at least 1",
            ),
            ("simulate --game ff --game gg --players 2", "given twice"),
            ("simulate --game ff --players 2 --turbo", "unknown flag"),
            (
                "simulate --game ff --players 2 extra",
                "unexpected argument",
            ),
        ] {
            let err = p(line).unwrap_err();
            assert!(err.contains(says), "{line}: {err}");
        }
    }

    #[test]
    fn link_needs_a_seed() {
        let Ok(Command::Link(l)) =
            p("link --game ff --players 2 --seed 5 --moves 10 --bot heuristic")
        else {
            panic!()
        };
        assert_eq!(
            (l.players, l.seed, l.moves, l.bots),
            (2, 5, Some(10), vec![Heuristic])
        );
        assert!(
            p("link --game ff --players 2")
                .unwrap_err()
                .contains("--seed is required")
        );
        assert!(p("link --game ff --players 2 --seed 1 --moves x").is_err());
        assert!(p("link --game ff --players 2 --seed 1 --games 3").is_err());
    }

    #[test]
    fn code_commands() {
        assert_eq!(
            p("replay ABC --json"),
            Ok(Command::Replay {
                code: CodeArg::Text("ABC".into()),
                json: true
            })
        );
        assert_eq!(
            p("replay -"),
            Ok(Command::Replay {
                code: CodeArg::Stdin,
                json: false
            })
        );
        assert!(p("replay").unwrap_err().contains("missing CODE"));
        assert!(p("replay A B").unwrap_err().contains("unexpected"));
        assert!(p("replay A --json --json").unwrap_err().contains("twice"));
        assert!(p("replay A --json=yes").is_err());
        assert_eq!(
            p("legal X"),
            Ok(Command::Legal {
                code: CodeArg::Text("X".into()),
                lang: Lang::En,
            })
        );
        assert_eq!(
            p("legal X --lang ja"),
            Ok(Command::Legal {
                code: CodeArg::Text("X".into()),
                lang: Lang::Ja,
            })
        );
        assert!(
            p("legal X --lang fr")
                .unwrap_err()
                .contains("unknown language")
        );
        assert!(p("legal").is_err());
        assert!(p("legal X --json").is_err());
    }

    #[test]
    fn play_takes_a_seat_and_json_actions() {
        let args: Vec<String> = [
            "play",
            "CODE",
            "2",
            r#"{"TakeBlueprint":{"slot":1}}"#,
            "EndTurn",
            r#""Pass""#,
        ]
        .map(String::from)
        .to_vec();
        let Ok(Command::Play {
            code,
            seat,
            actions,
        }) = parse(&args)
        else {
            panic!()
        };
        assert_eq!((code, seat), (CodeArg::Text("CODE".into()), 1));
        assert_eq!(
            actions,
            vec![
                serde_json::json!({"TakeBlueprint": {"slot": 1}}),
                serde_json::json!("EndTurn"),
                serde_json::json!("Pass"),
            ]
        );
        assert!(p("play CODE 0 EndTurn").unwrap_err().contains("from 1"));
        assert!(p("play CODE x EndTurn").unwrap_err().contains("SEAT"));
        assert!(p("play CODE 1").unwrap_err().contains("missing ACTION"));
        assert!(p("play CODE").unwrap_err().contains("missing SEAT"));
        assert!(
            p("play CODE 1 {broken")
                .unwrap_err()
                .contains("action 1 is not JSON")
        );
        assert!(
            p("play CODE 1 EndTurn --x")
                .unwrap_err()
                .contains("unknown flag")
        );
        // After `--`, anything is an action.
        let args: Vec<String> = ["play", "-", "1", "--", "-5"].map(String::from).to_vec();
        assert!(matches!(
            parse(&args),
            Ok(Command::Play {
                code: CodeArg::Stdin,
                ..
            })
        ));
    }

    #[test]
    fn bench_flags() {
        assert_eq!(
            p("bench"),
            Ok(Command::Bench {
                game: None,
                seconds: DEFAULT_BENCH_SECONDS
            })
        );
        assert_eq!(
            p("bench --game ff --seconds 0.5"),
            Ok(Command::Bench {
                game: Some("ff".into()),
                seconds: 0.5
            })
        );
        for bad in ["0", "-1", "NaN", "inf", "soon"] {
            assert!(p(&format!("bench --seconds {bad}")).is_err(), "{bad}");
        }
    }

    #[test]
    fn search_bots_and_tournaments() {
        use smokestack_core::Budget;
        let Ok(Command::Simulate(s)) =
            p("simulate --game ff --players 3 --bot search:iters=20,search:ms=300,search")
        else {
            panic!()
        };
        assert_eq!(
            s.bots,
            vec![
                BotKind::Search(Budget::Iterations(20)),
                BotKind::Search(Budget::Millis(300)),
                BotKind::Search(Budget::DEFAULT)
            ]
        );
        let Ok(Command::Tournament(t)) =
            p("tournament --game ff --players 2 --games 4 --bots search:iters=20,heuristic")
        else {
            panic!()
        };
        assert_eq!(
            t,
            Tournament {
                game: "ff".into(),
                players: 2,
                games: 4,
                seed: DEFAULT_SEED,
                bots: vec![BotKind::Search(Budget::Iterations(20)), Heuristic],
                options: vec![],
            }
        );
        for (line, says) in [
            ("tournament --game ff --players 2", "--bots is required"),
            (
                "tournament --game ff --players 2 --bots heuristic,heuristic",
                "listed twice",
            ),
            (
                "tournament --game ff --players 2 --bots heuristic --games 0",
                "at least 1",
            ),
            (
                "tournament --game ff --players 2 --bots search:iters=0",
                "unknown bot",
            ),
            (
                "simulate --game ff --players 2 --bot search:ms=fast",
                "unknown bot",
            ),
        ] {
            let err = p(line).unwrap_err();
            assert!(err.contains(says), "{line}: {err}");
        }
    }

    #[test]
    fn unknown_commands_are_errors() {
        assert!(p("dance").unwrap_err().contains("unknown command"));
        assert!(p("--games").unwrap_err().contains("unknown command"));
    }
}
