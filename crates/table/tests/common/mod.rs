//! Real Fantastic Factories games for the tests, and codes that must not open.

#![allow(dead_code)]

use smokestack_core::rules::Status;
use smokestack_core::{
    AnyMatch, Applied, BotKind, Game, GameRng, Match, Outcome, Seat, SetupError,
};
use smokestack_core::{base64url, codec};
use smokestack_table::{SaveMeta, SaveRecord, TableMeta};

pub const FF: &str = "fantastic-factories";

/// A fresh Fantastic Factories match.
pub fn fresh(players: u8, seed: u64) -> Box<dyn AnyMatch> {
    smokestack_games::find(FF)
        .unwrap()
        .new_match(players, &[], seed)
        .unwrap()
}

/// A Fantastic Factories match `actions` random-bot actions in (fewer if it ends first).
pub fn game(players: u8, seed: u64, actions: usize) -> Box<dyn AnyMatch> {
    let mut m = fresh(players, seed);
    play(m.as_mut(), seed, actions);
    m
}

/// Plays `actions` more random-bot actions.
pub fn play(m: &mut dyn AnyMatch, seed: u64, actions: usize) {
    let mut rng = GameRng::new(seed);
    for _ in 0..actions {
        let Some(&seat) = m.to_act().first() else {
            break;
        };
        m.bot_move(seat, BotKind::Random, &mut rng).unwrap();
    }
}

/// The same game as `m` (same options and seed) that follows `m` for a while and then takes
/// another action where there was a choice, then plays on a little.
pub fn diverged(players: u8, seed: u64, m: &dyn AnyMatch) -> Box<dyn AnyMatch> {
    let mut other = fresh(players, seed);
    for &(seat, index) in &m.moves() {
        let choices = other.legal_json(seat).len();
        if choices > 1 && other.actions() >= 3 {
            let pick = (index as usize + 1) % choices;
            other.apply_index(seat, pick).unwrap();
            play(other.as_mut(), seed ^ 0xdead, 5);
            assert_ne!(
                other.moves()[..m.actions().min(other.actions())],
                m.moves()[..m.actions().min(other.actions())]
            );
            return other;
        }
        other.apply_index(seat, index as usize).unwrap();
    }
    panic!("no choice to take differently in {} actions", m.actions());
}

pub fn meta(n: u8) -> TableMeta {
    TableMeta::from_json(
        r#"{"names":["Ana","Bo","Cy"],"kinds":["Human",{"Bot":"heuristic"}]}"#,
        n,
    )
}

pub fn code(m: &dyn AnyMatch) -> String {
    m.share_code_with(&meta(m.seats()).to_json())
}

/// A record of `m` as the app saves it: its metadata written with it.
pub fn record(id: &str, m: &dyn AnyMatch, updated: f64) -> SaveRecord {
    SaveRecord {
        meta: Some(SaveMeta::of(m, &meta(m.seats()), rules(m.game_id()))),
        ..bare_record(id, m, updated)
    }
}

/// A record of `m` as saved before records carried metadata.
pub fn bare_record(id: &str, m: &dyn AnyMatch, updated: f64) -> SaveRecord {
    SaveRecord {
        id: id.into(),
        game: m.game_id().into(),
        title: format!("game {id}"),
        code: code(m),
        updated,
        seen: m.actions(),
        meta: None,
        mine: None,
        ..SaveRecord::default()
    }
}

/// The rules version this build plays `game` under.
pub fn rules(game: &str) -> u32 {
    smokestack_games::find(game).unwrap().rules_version()
}

/// A tiny game no registry lists: its codes are well formed but for an unknown game.
struct Future;

impl Game for Future {
    const ID: &'static str = "game-from-the-future";
    const NAME: &'static str = "Future";
    const MIN_PLAYERS: u8 = 1;
    const MAX_PLAYERS: u8 = 1;
    const RULES_VERSION: u32 = 1;
    type Options = ();
    type State = u8;
    type Action = u8;
    type View = ();

    fn options(_: u8, _: &[(String, String)]) -> Result<(), SetupError> {
        Ok(())
    }
    fn players(_: &()) -> u8 {
        1
    }
    fn settings(_: &()) -> Vec<(String, String)> {
        Vec::new()
    }
    fn determinize(s: &u8, _: Seat, _: &mut GameRng) -> u8 {
        *s
    }
    fn setup(_: &(), _: &mut GameRng) -> Result<u8, SetupError> {
        Ok(0)
    }
    fn digest(s: &u8, d: &mut smokestack_core::Digest) {
        d.put(s);
    }
    fn seats(_: &u8) -> u8 {
        1
    }
    fn to_act(s: &u8) -> Vec<Seat> {
        if *s < 3 { vec![0] } else { vec![] }
    }
    fn legal(_: &u8, _: Seat) -> Vec<u8> {
        vec![0, 1]
    }
    fn perform(s: &mut u8, _: Seat, _: &u8, _: &mut GameRng) -> Applied {
        *s += 1;
        Applied::COMMIT
    }
    fn view(_: &u8, _: Option<Seat>) {}
    fn outcome(_: &u8) -> Option<Outcome> {
        None
    }
    fn status(s: &u8) -> Status {
        Status {
            round: u32::from(*s),
            phase: "now".into(),
        }
    }
    fn describe(_: &u8, _: Seat, a: &u8) -> String {
        a.to_string()
    }
    fn check_invariants(_: &u8) -> Result<(), String> {
        Ok(())
    }
    fn heuristic(_: &u8, _: Seat, _: &[u8], _: &mut GameRng) -> usize {
        0
    }
}

/// A well-formed code for a game this version does not know.
pub fn unknown_game_code() -> String {
    let mut m = Match::<Future>::new((), 1).unwrap();
    let legal = m.legal(0);
    m.apply_index(0, 1, &legal).unwrap();
    codec::encode(&m)
}

/// `code` with the format byte set to `format`.
pub fn with_format(code: &str, format: u8) -> String {
    let mut bytes = base64url::decode(code).unwrap();
    bytes[0] = format;
    base64url::encode(&bytes)
}

/// `code` with one bit of its byte `at` flipped.
pub fn flipped(code: &str, at: usize, bit: u8) -> String {
    let mut bytes = base64url::decode(code).unwrap();
    bytes[at] ^= 1 << bit;
    base64url::encode(&bytes)
}
