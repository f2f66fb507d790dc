//! Fixture codes: whole bot games kept in a game's repository with the hash of their final
//! position and the number of legal actions at every step (a move-count fingerprint, as chess
//! engines keep perft tables). Replaying them proves that the legal lists, the order of every
//! generated table and the chance stream are what they were when the game's `RULES_VERSION`
//! was set; a change to any of them fails until the version is raised and the fixtures are
//! renewed on purpose:
//!
//! ```text
//! SMOKESTACK_RENEW_FIXTURES=1 cargo test -p GAME --test fixtures
//! ```
//!
//! Renewing refuses to overwrite a fixture of the current version that no longer replays: that
//! is a rules change made without raising the version. The fixture it replaces is kept under
//! `old/` and must still open or be refused with the other-version message, never as damaged.

use crate::bots::BotKind;
use crate::codec::{self, CodeError};
use crate::matches::Match;
use crate::rng::GameRng;
use crate::rules::{Game, Seat};
use std::fmt::Write;
use std::path::Path;

/// The environment variable that turns verification into renewal.
pub const RENEW: &str = "SMOKESTACK_RENEW_FIXTURES";
/// The bots' own chance, apart from the game's.
const BOT_SEED: u64 = 0xf1c5_0b07;

/// One player count and option set to keep a fixture of.
#[derive(Clone, Debug)]
pub struct Spec {
    pub players: u8,
    pub settings: Vec<(String, String)>,
    pub seed: u64,
}

impl Spec {
    pub fn new(players: u8, settings: &[(&str, &str)], seed: u64) -> Spec {
        Spec {
            players,
            settings: settings
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            seed,
        }
    }

    /// The fixture's file name: `3p`, `2p-version=short`.
    pub fn name(&self) -> String {
        let mut n = format!("{}p", self.players);
        for (k, v) in &self.settings {
            let _ = write!(n, "-{k}={v}");
        }
        n
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fixture {
    pub game: String,
    pub version: u32,
    pub name: String,
    pub hash: u32,
    /// Legal actions of every acting seat, summed, before each action.
    pub counts: Vec<u32>,
    /// A hash of every acting seat's whole legal list before every action: catches a reordered
    /// list even where the game played did not choose from the reordered part.
    pub lists: u32,
    pub code: String,
}

impl Fixture {
    pub fn to_text(&self) -> String {
        let counts: Vec<String> = self.counts.iter().map(u32::to_string).collect();
        format!(
            "# A whole bot game of {game}, kept to prove its rules unchanged (crates/core/src/fixtures.rs).\n\
             game: {game}\nversion: {}\nname: {}\nhash: {:08x}\nlists: {:08x}\nactions: {}\ncounts: {}\ncode: {}\n",
            self.version,
            self.name,
            self.hash,
            self.lists,
            self.counts.len(),
            counts.join(" "),
            self.code,
            game = self.game,
        )
    }

    pub fn parse(text: &str) -> Result<Fixture, String> {
        let field = |key: &str| {
            text.lines()
                .find_map(|l| l.strip_prefix(key)?.strip_prefix(": "))
                .map(str::trim)
                .ok_or_else(|| format!("the fixture has no {key}"))
        };
        let counts = field("counts")?;
        Ok(Fixture {
            game: field("game")?.into(),
            version: field("version")?
                .parse()
                .map_err(|e| format!("version: {e}"))?,
            name: field("name")?.into(),
            hash: u32::from_str_radix(field("hash")?, 16).map_err(|e| format!("hash: {e}"))?,
            lists: u32::from_str_radix(field("lists")?, 16).map_err(|e| format!("lists: {e}"))?,
            counts: counts
                .split_whitespace()
                .map(|c| c.parse().map_err(|e| format!("counts: {e}")))
                .collect::<Result<_, _>>()?,
            code: field("code")?.into(),
        })
    }
}

/// The summed length of every acting seat's legal list, and `lists` advanced over their text.
fn counts_of<G: Game>(state: &G::State, lists: &mut u32) -> u32 {
    let mut n = 0;
    for &s in &G::to_act(state) {
        let legal = G::legal(state, s);
        n += legal.len() as u32;
        for b in serde_json::to_vec(&legal).unwrap_or_default() {
            *lists = (*lists ^ b as u32).wrapping_mul(0x0100_0193);
        }
    }
    n
}

const LISTS_START: u32 = 0x811c_9dc5;

/// Plays the fixture game of `spec`: heuristic bots in every seat, seeded.
pub fn record<G: Game>(spec: &Spec) -> Result<Fixture, String> {
    let options = G::options(spec.players, &spec.settings).map_err(|e| e.to_string())?;
    let mut m = Match::<G>::new(options, spec.seed).map_err(|e| e.to_string())?;
    let mut rng = GameRng::new(spec.seed ^ BOT_SEED);
    let mut counts = Vec::new();
    let mut lists = LISTS_START;
    while !m.is_over() {
        if m.log().len() >= codec::MAX_ACTIONS {
            return Err("the fixture game does not end".into());
        }
        counts.push(counts_of::<G>(m.state(), &mut lists));
        let acting = m.to_act();
        let seat: Seat = acting[rng.below(acting.len())];
        let legal = m.legal(seat);
        let i = BotKind::Heuristic.choose::<G>(m.state(), seat, &legal, &mut rng);
        m.apply_index(seat, i, &legal).map_err(|e| e.to_string())?;
    }
    Ok(Fixture {
        game: G::ID.into(),
        version: G::RULES_VERSION,
        name: spec.name(),
        hash: codec::digest::<G>(m.state()),
        counts,
        lists,
        code: codec::encode(&m),
    })
}

/// Replays a fixture and compares every count and the final position.
pub fn verify<G: Game>(f: &Fixture) -> Result<(), String> {
    if f.version != G::RULES_VERSION {
        return Err(format!(
            "fixture {} was made under rules version {}, and {} is at version {}: renew the \
             fixtures ({RENEW}=1)",
            f.name,
            f.version,
            G::ID,
            G::RULES_VERSION
        ));
    }
    replay_exactly::<G>(f)
}

/// Replays a fixture under the rules version it was made under (today's or a kept one) and
/// compares every count, every legal list and, where the code names it by digest, the final
/// position: a kept version that plays as it did then passes.
fn replay_exactly<G: Game>(f: &Fixture) -> Result<(), String> {
    let packed = codec::unpack(&f.code).map_err(|e| format!("fixture {}: {e}", f.name))?;
    let options = codec::check_options::<G>(&packed.options).map_err(|e| e.to_string())?;
    let mut m = Match::<G>::new_as(options, packed.seed, f.version).map_err(|e| e.to_string())?;
    let changed = |what: String| {
        format!(
            "fixture {} (rules version {}) of {}: {what}. The rules changed under version {}: \
             if that was meant, raise RULES_VERSION, keep the old rules in KEPT_VERSIONS and \
             renew the fixtures ({RENEW}=1)",
            f.name,
            f.version,
            G::ID,
            f.version
        )
    };
    let mut nums = packed.moves.iter().map(|&n| n as usize);
    let mut lists = LISTS_START;
    for (i, &count) in f.counts.iter().enumerate() {
        let n = counts_of::<G>(m.state(), &mut lists);
        if n != count {
            return Err(changed(format!(
                "before action {} there are {n} legal actions, the fixture says {count}",
                i + 1
            )));
        }
        let acting = m.to_act();
        let pos = if acting.len() > 1 {
            nums.next()
        } else {
            Some(0)
        };
        let seat = pos
            .and_then(|p| acting.get(p).copied())
            .ok_or_else(|| changed(format!("action {}: no such acting seat", i + 1)))?;
        let index = nums
            .next()
            .ok_or_else(|| changed(format!("action {}: the code ends", i + 1)))?;
        let legal = m.legal(seat);
        m.apply_index(seat, index, &legal)
            .map_err(|err| changed(format!("action {}: {err}", i + 1)))?;
    }
    if packed.actions != f.counts.len() || nums.next().is_some() {
        return Err(changed(format!(
            "the code holds {} actions, the fixture counts {}",
            packed.actions,
            f.counts.len()
        )));
    }
    if lists != f.lists {
        return Err(changed(
            "the legal lists along the game hold other actions or another order (a renamed \
             action counts too)"
                .into(),
        ));
    }
    // Format 3 names its position by the game's digest; the hash of older formats was of the
    // state's JSON as it was then, which no later build need reproduce.
    if packed.format >= codec::FORMAT {
        let hash = codec::digest::<G>(m.state());
        if hash != f.hash || packed.hash != Some(hash) {
            return Err(changed(format!(
                "the final position digests to {hash:08x}, the fixture says {:08x}",
                f.hash
            )));
        }
    }
    Ok(())
}

/// A fixture kept from an earlier rules version: where that version is kept
/// (`Game::KEPT_VERSIONS`) it replays exactly as recorded and opens, carried over to today's
/// rules; a version not kept opens or is refused with the other-version message naming both
/// versions, never as damaged.
pub fn verify_old<G: Game>(f: &Fixture) -> Result<(), String> {
    let packed = codec::unpack(&f.code).map_err(|e| format!("old fixture {}: {e}", f.name))?;
    let kept = f.version == G::RULES_VERSION || G::KEPT_VERSIONS.contains(&f.version);
    if kept {
        replay_exactly::<G>(f)?;
    }
    if G::KEPT_VERSIONS.contains(&f.version) {
        // A game carried over from this version goes on from the deal it had: today's
        // `setup_carried` must deal exactly what the kept version's setup dealt.
        let options = codec::check_options::<G>(&packed.options).map_err(|e| e.to_string())?;
        let then = Match::<G>::new_as(options.clone(), packed.seed, f.version);
        let now = Match::<G>::carried(options, packed.seed, f.version);
        match (then, now) {
            (Ok(a), Ok(b))
                if codec::digest::<G>(a.state()) == codec::digest::<G>(b.state())
                    && a.rng().position() == b.rng().position() => {}
            _ => {
                return Err(format!(
                    "old fixture {}: `setup_carried` from version {} does not deal what that \
                     version's setup dealt",
                    f.name, f.version
                ));
            }
        }
    }
    match codec::decode::<G>(&packed) {
        Ok(_) => Ok(()),
        Err(CodeError::OtherVersion { code, ours, .. })
            if !kept && code == f.version && ours == G::RULES_VERSION =>
        {
            Ok(())
        }
        Err(e) => Err(format!(
            "old fixture {} (version {}) gives the wrong error: {e}",
            f.name, f.version
        )),
    }
}

/// The code of the fixture game after its first `actions` actions: a game in progress made
/// under the fixture's rules version, in the fixture's format. For the upgrade tests, which
/// open games in progress of every released version and play on.
pub fn prefix_code<G: Game>(f: &Fixture, actions: usize) -> Result<String, String> {
    let packed = codec::unpack(&f.code).map_err(|e| e.to_string())?;
    let m = codec::replay_prefix::<G>(&packed, f.version, actions).map_err(|e| e.to_string())?;
    // The moves as the code's own format numbers them (a seat's place where several act).
    let mut cut = codec::packed(&m, &packed.table);
    (cut.format, cut.version, cut.dealt) = (packed.format, f.version, None);
    cut.hash = match packed.format {
        codec::FORMAT_1 => None,
        codec::FORMAT_2 => Some(codec::json_hash::<G>(m.state())),
        _ => Some(codec::digest::<G>(m.state())),
    };
    cut.options = packed.options;
    Ok(codec::pack(&cut))
}

/// The test every game runs: each spec's fixture in `dir` replays as recorded (or, with
/// `SMOKESTACK_RENEW_FIXTURES=1`, is renewed), and every old fixture under `dir/old` still opens
/// or is refused as another version. Returns one line per problem.
pub fn check_dir<G: Game>(dir: &Path, specs: &[Spec]) -> Vec<String> {
    let renew = std::env::var(RENEW).is_ok_and(|v| v == "1");
    let mut problems = Vec::new();
    for spec in specs {
        let path = dir.join(format!("{}.fixture", spec.name()));
        let existing = std::fs::read_to_string(&path)
            .ok()
            .map(|t| Fixture::parse(&t));
        let current_format =
            |f: &Fixture| codec::unpack(&f.code).is_ok_and(|p| p.format == codec::FORMAT);
        let result = match (&existing, renew) {
            (Some(Ok(f)), true) if verify::<G>(f).is_ok() && !current_format(f) => {
                renew_one::<G>(dir, spec, Some(f.clone()))
            }
            (Some(Ok(f)), _) if verify::<G>(f).is_ok() => Ok(()),
            (Some(Ok(f)), true) if f.version == G::RULES_VERSION => Err(format!(
                "{}: it no longer replays under version {}; raise RULES_VERSION before renewing",
                spec.name(),
                f.version
            )),
            (_, true) => renew_one::<G>(dir, spec, existing.and_then(Result::ok)),
            (Some(Ok(f)), false) => verify::<G>(f),
            (Some(Err(e)), false) => Err(format!("{}: {e}", spec.name())),
            (None, false) => Err(format!(
                "{} has no fixture {}: make it with {RENEW}=1",
                G::ID,
                path.display()
            )),
        };
        if let Err(e) = result {
            problems.push(e);
        }
    }
    let old = dir.join("old");
    if let Ok(entries) = std::fs::read_dir(&old) {
        let mut paths: Vec<_> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "fixture"))
            .collect();
        paths.sort();
        for p in paths {
            let r = std::fs::read_to_string(&p)
                .map_err(|e| e.to_string())
                .and_then(|t| Fixture::parse(&t))
                .and_then(|f| verify_old::<G>(&f));
            if let Err(e) = r {
                problems.push(format!("{}: {e}", p.display()));
            }
        }
    }
    problems
}

fn renew_one<G: Game>(dir: &Path, spec: &Spec, old: Option<Fixture>) -> Result<(), String> {
    let f = record::<G>(spec)?;
    verify::<G>(&f)?;
    std::fs::create_dir_all(dir.join("old")).map_err(|e| e.to_string())?;
    if let Some(old) = old {
        let format = codec::unpack(&old.code).map_or(0, |p| p.format);
        let kept = dir
            .join("old")
            .join(format!("v{}-f{format}-{}.fixture", old.version, old.name));
        std::fs::write(kept, old.to_text()).map_err(|e| e.to_string())?;
    }
    std::fs::write(dir.join(format!("{}.fixture", spec.name())), f.to_text())
        .map_err(|e| e.to_string())
}
