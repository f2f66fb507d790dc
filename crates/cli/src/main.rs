//! `smokestack`: the command line for every game in the registry. Simulate checked bot games,
//! make, read and extend share codes, and measure speed.
//!
//! Exit status: 0 on success, 1 when simulated games or a bench failed, 2 on bad input (one
//! `error: ` line on stderr).

mod args;
mod bench;
mod codes;
mod lookup;
mod panics;
mod simulate;
mod summary;
mod tournament;

use args::Command;
use std::io::Write;
use std::panic::{AssertUnwindSafe, catch_unwind};

/// What a command produced.
pub struct Done {
    pub out: String,
    pub err: String,
    pub status: i32,
}

impl Done {
    pub fn out(out: String) -> Done {
        Done {
            out,
            err: String::new(),
            status: 0,
        }
    }

    /// With `err` on standard error (a notice; the status stays).
    pub fn with_err(self, err: String) -> Done {
        Done { err, ..self }
    }

    pub fn with_status(self, status: i32) -> Done {
        Done { status, ..self }
    }

    fn error(message: &str) -> Done {
        // One line, whatever the message: scripts read the first line of stderr.
        let line = message.split_whitespace().collect::<Vec<_>>().join(" ");
        Done {
            out: String::new(),
            err: format!("error: {line}\n"),
            status: 2,
        }
    }
}

fn run(command: Command) -> Result<Done, String> {
    match command {
        Command::Help => Ok(Done::out(args::USAGE.into())),
        Command::Games => Ok(Done::out(lookup::list())),
        Command::Simulate(s) => simulate::run(&s),
        Command::Link(l) => codes::link(&l),
        Command::Replay { code, json } => codes::replay(&code, json),
        Command::Legal { code, lang } => codes::legal(&code, lang),
        Command::Log { code, lang, seat } => codes::log(&code, lang, seat),
        Command::Play {
            code,
            seat,
            actions,
        } => codes::play(&code, seat, &actions),
        Command::Bench { game, seconds } => bench::run(game.as_deref(), seconds),
        Command::Tournament(t) => tournament::run(&t),
    }
}

fn main() {
    panics::install();
    let done = match std::env::args_os()
        .skip(1)
        .map(|a| a.into_string())
        .collect()
    {
        Err(bad) => Done::error(&format!("argument {bad:?} is not valid UTF-8")),
        Ok(argv) => {
            let argv: Vec<String> = argv;
            match catch_unwind(AssertUnwindSafe(|| args::parse(&argv).and_then(run))) {
                Ok(Ok(done)) => done,
                Ok(Err(message)) => Done::error(&message),
                Err(panic) => {
                    let at = panics::take_locations().pop().unwrap_or_default();
                    Done::error(&format!(
                        "internal error: {} ({at})",
                        panics::message(&*panic)
                    ))
                }
            }
        }
    };
    // A closed pipe (`smokestack games | head -1`) is not worth a complaint.
    let _ = std::io::stdout().lock().write_all(done.out.as_bytes());
    let _ = std::io::stderr().lock().write_all(done.err.as_bytes());
    std::process::exit(done.status);
}
