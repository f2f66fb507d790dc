//! The random-playout harness: seeded bot games with every invariant checked after every action,
//! illegal actions probed, every undoable action proven to reveal nothing (the determinization
//! check), and each finished game sent through its share code and back.

use crate::bots::BotKind;
use crate::codec;
use crate::matches::Match;
use crate::rng::GameRng;
use crate::rules::{Game, Seat};
use std::panic::{AssertUnwindSafe, catch_unwind};

#[derive(Clone, Debug)]
pub struct SimConfig {
    pub players: u8,
    pub games: u32,
    pub seed: u64,
    /// One bot per seat; a shorter list repeats its last entry.
    pub bots: Vec<BotKind>,
    pub settings: Vec<(String, String)>,
    /// A game still running after this many actions counts as failed (it would never end).
    pub max_actions: usize,
    /// Run the determinization check on every undoable action.
    pub check_hidden: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    pub seed: u64,
    /// How many actions had been applied when it failed.
    pub action: usize,
    pub message: String,
}

#[derive(Clone, Debug, Default)]
pub struct SimReport {
    pub games: u32,
    pub finished: u32,
    pub failures: Vec<Failure>,
    pub actions: u64,
    pub seconds: f64,
    /// Games won (alone or shared) per seat, and by seat-less opponents (the solo Machine).
    pub wins: Vec<u32>,
    pub other_wins: u32,
    pub longest_code: usize,
    /// Mean share-code length of the finished games.
    pub mean_code: usize,
}

impl SimConfig {
    /// `games` games from seed 1, no settings, each checked for hidden information and
    /// failed after 100,000 actions: what most runs want (struct update syntax changes the rest).
    pub fn new(players: u8, games: u32, bots: Vec<BotKind>) -> SimConfig {
        SimConfig {
            players,
            games,
            seed: 1,
            bots,
            settings: Vec::new(),
            max_actions: 100_000,
            check_hidden: true,
        }
    }

    /// The same runs with these settings (`key=value` pairs, as the CLI's `--options`).
    pub fn with_settings(self, settings: &[(&str, &str)]) -> SimConfig {
        SimConfig {
            settings: settings
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            ..self
        }
    }

    pub fn bot(&self, seat: Seat) -> BotKind {
        let i = (seat as usize).min(self.bots.len().saturating_sub(1));
        self.bots.get(i).copied().unwrap_or(BotKind::Random)
    }
}

/// Plays `cfg.games` games with seeds `cfg.seed`, `cfg.seed + 1`, …; `clock` returns seconds.
pub fn simulate<G: Game>(cfg: &SimConfig, clock: &dyn Fn() -> f64) -> SimReport {
    let mut report = SimReport {
        wins: vec![0; cfg.players as usize],
        ..Default::default()
    };
    let start = clock();
    let mut total_code = 0usize;
    let options = match G::options(cfg.players, &cfg.settings) {
        Ok(o) => o,
        Err(e) => {
            report.games = cfg.games;
            report.failures.push(Failure {
                seed: cfg.seed,
                action: 0,
                message: e.to_string(),
            });
            return report;
        }
    };
    for g in 0..cfg.games {
        let seed = cfg.seed.wrapping_add(g as u64);
        report.games += 1;
        let mut progress = 0usize;
        let result = catch_unwind(AssertUnwindSafe(|| {
            play_checked::<G>(cfg, options.clone(), seed, &mut progress, clock)
        }));
        match result {
            Ok(Ok((m, len))) => {
                report.finished += 1;
                report.actions += m.log().len() as u64;
                report.longest_code = report.longest_code.max(len);
                total_code += len;
                // `play_checked` vetted the outcome; `get` keeps a bad one from panicking here,
                // outside the unwind guard.
                if let Some(outcome) = G::outcome(m.state()) {
                    for w in outcome.winners {
                        match outcome.scores.get(w).map(|s| s.seat) {
                            Some(Some(s)) => {
                                if let Some(n) = report.wins.get_mut(s as usize) {
                                    *n += 1
                                }
                            }
                            Some(None) => report.other_wins += 1,
                            None => {}
                        }
                    }
                }
            }
            Ok(Err(message)) => {
                report.actions += progress as u64;
                report.failures.push(Failure {
                    seed,
                    action: progress,
                    message,
                })
            }
            Err(panic) => {
                report.actions += progress as u64;
                let message = panic
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| panic.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "panic".into());
                report.failures.push(Failure {
                    seed,
                    action: progress,
                    message: format!("panic: {message}"),
                });
            }
        }
    }
    report.seconds = clock() - start;
    report.mean_code = total_code / (report.finished.max(1) as usize);
    report
}

/// One checked game. `progress` counts applied actions, so a panic can say where it happened.
fn play_checked<G: Game>(
    cfg: &SimConfig,
    options: G::Options,
    seed: u64,
    progress: &mut usize,
    clock: &dyn Fn() -> f64,
) -> Result<(Match<G>, usize), String> {
    let millis = || clock() * 1000.0;
    let mut m = Match::<G>::new(options, seed).map_err(|e| e.to_string())?;
    G::check_invariants(m.state()).map_err(|e| format!("after setup: {e}"))?;
    // The bots' own chance is separate from the game's, so it never shifts a die roll.
    let mut bot_rng = GameRng::new(seed ^ 0x5eed_b075);
    while !m.is_over() {
        if m.log().len() >= cfg.max_actions {
            return Err(format!("not over after {} actions", cfg.max_actions));
        }
        let acting = m.to_act();
        // In simultaneous phases, interleave the seats at random: any order must work.
        let seat = acting[bot_rng.below(acting.len())];
        let legal = m.legal(seat);
        if legal.is_empty() {
            return Err(format!(
                "seat {} must act but has no legal action",
                seat + 1
            ));
        }
        if m.log().len() % 7 == 0 {
            probe_illegal(&mut m, &acting)?;
        }
        let choice =
            cfg.bot(seat)
                .choose_with::<G>(m.state(), seat, &legal, &mut bot_rng, Some(&millis));
        let before = cfg
            .check_hidden
            .then(|| (m.state().clone(), m.rng().clone()));
        m.apply_index(seat, choice, &legal)
            .map_err(|e| e.to_string())?;
        if let Some((state, rng)) = before
            && !m.last_was_commit()
        {
            // Whether dealing anew keeps the seat's view is checked on every 8th action: it is
            // a check of `determinize` itself, not of the action.
            let dealing = m.log().len() % 8 == 1;
            check_reveals_nothing::<G>(&state, &rng, seat, &legal[choice], &mut bot_rng, dealing)
                .map_err(|e| format!("{e} ({:?} by seat {})", legal[choice], seat + 1))?;
        }
        *progress = m.log().len();
        G::check_invariants(m.state())
            .map_err(|e| format!("after {:?} by seat {}: {e}", legal[choice], seat + 1))?;
    }
    let outcome = G::outcome(m.state()).ok_or("the game ended without an outcome")?;
    if outcome.winners.is_empty() {
        return Err("the game ended without a winner".into());
    }
    if let Some(w) = outcome.winners.iter().find(|&&w| w >= outcome.scores.len()) {
        return Err(format!(
            "winner {w} is not one of the {} scores",
            outcome.scores.len()
        ));
    }
    let seats = G::seats(m.state());
    if let Some(s) = outcome
        .scores
        .iter()
        .filter_map(|s| s.seat)
        .find(|&s| s >= seats)
    {
        return Err(format!("a score names seat {} of {seats}", s as u16 + 1));
    }
    let code = codec::encode(&m);
    let back = codec::unpack(&code)
        .and_then(|p| codec::decode::<G>(&p))
        .map_err(|e| format!("own share code does not decode: {e}"))?;
    if back.state() != m.state() {
        return Err("share code replays to a different state".into());
    }
    Ok((m, code.len()))
}

/// The determinization check. `action` was free (undoable: no commit, no chance, the same seats
/// acting), so it must not show `seat` anything hidden: applied to two states dealt anew for
/// that seat, it leaves the seat's view the same. Dealing anew must itself keep the seat's view
/// and legal list, or the bots would decide on something the seat cannot know.
pub fn check_reveals_nothing<G: Game>(
    state: &G::State,
    rng: &GameRng,
    seat: Seat,
    action: &G::Action,
    dealer: &mut GameRng,
    check_dealing: bool,
) -> Result<(), String> {
    let seen = |s: &G::State| view_hash::<G>(s, seat);
    let (view, legal) = if check_dealing {
        (seen(state), G::legal(state, seat))
    } else {
        (0, Vec::new())
    };
    let mut after = [0u64; 2];
    for slot in &mut after {
        let mut d = G::determinize(state, seat, dealer);
        if check_dealing {
            if seen(&d) != view {
                return Err("determinize changed what the seat sees".into());
            }
            if G::legal(&d, seat) != legal {
                return Err("the legal list depends on something the seat cannot see".into());
            }
        }
        G::perform(&mut d, seat, action, &mut rng.clone());
        *slot = seen(&d);
    }
    if after[0] != after[1] {
        return Err("an undoable action revealed hidden information".into());
    }
    Ok(())
}

/// A 64-bit FNV-1a hash of `seat`'s view, streamed out of serde without building the text.
fn view_hash<G: Game>(state: &G::State, seat: Seat) -> u64 {
    struct Fnv(u64);
    impl std::io::Write for Fnv {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            for &b in buf {
                self.0 = (self.0 ^ b as u64).wrapping_mul(0x100_0000_01b3);
            }
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let mut h = Fnv(0xcbf2_9ce4_8422_2325);
    let _ = serde_json::to_writer(&mut h, &G::view(state, Some(seat)));
    h.0
}

/// An illegal action must be an error and leave the state as it was.
fn probe_illegal<G: Game>(m: &mut Match<G>, acting: &[Seat]) -> Result<(), String> {
    let before = m.state().clone();
    let idle = (0..G::seats(m.state())).find(|s| !acting.contains(s));
    if let Some(idle) = idle
        && let Some(a) = m.legal(acting[0]).first().cloned()
        && m.apply(idle, &a).is_ok()
    {
        return Err(format!("seat {} acted out of turn", idle + 1));
    }
    if m.apply(G::seats(m.state()), &m.legal(acting[0])[0].clone())
        .is_ok()
    {
        return Err("a seat that does not exist acted".into());
    }
    if *m.state() != before {
        return Err("a rejected action changed the state".into());
    }
    Ok(())
}
