//! Games in progress survive a release: a code's position is the game's own digest, so a
//! refactor of the state leaves every code valid; a code made under a kept older rules version
//! replays under those rules and is carried over to today's, its position changed where a rule
//! was corrected and cut short, as a branch, where a move is no longer allowed.

mod common;

use common::{CorrectedToy, Toy};
use smokestack_core::codec::{self, CodeError};
use smokestack_core::{Game, GameRng, Match, MsgArg};

/// A random-bot game of the toy under its first rules, `actions` long (or to its end).
fn first_rules_game(players: u8, seed: u64, actions: usize) -> Match<Toy> {
    let mut m = Match::<Toy>::new(Toy::options(players, &[]).unwrap(), seed).unwrap();
    let mut rng = GameRng::new(seed);
    while m.log().len() < actions {
        let Some(&seat) = m.to_act().first() else {
            break;
        };
        let legal = m.legal(seat);
        let i = rng.below(legal.len());
        m.apply_index(seat, i, &legal).unwrap();
    }
    m
}

fn played_a_twelve(m: &Match<Toy>) -> Option<usize> {
    // Replayed to read the card each Play took.
    let mut r = Match::<Toy>::new(m.options.clone(), m.seed).unwrap();
    for (i, e) in m.log().iter().enumerate() {
        if let common::Action::Play(c) = e.action
            && r.state().players[e.seat as usize].hand[c as usize] == 12
        {
            return Some(i);
        }
        let legal = r.legal(e.seat);
        r.apply_index(e.seat, e.index as usize, &legal).unwrap();
    }
    None
}

#[test]
fn a_kept_version_replays_exactly_then_carries_over_with_what_changed() {
    let mut carried_whole = 0;
    let mut branched = 0;
    for seed in 1..40 {
        let old = first_rules_game(3, seed, 60);
        let packed = codec::unpack(&codec::encode(&old)).unwrap();
        assert_eq!((packed.format, packed.version), (codec::FORMAT, 1));
        let opened = codec::open::<CorrectedToy>(&packed).unwrap();
        let c = opened.carried.expect("made under rules 1, opened under 2");
        assert_eq!((c.from, c.to, c.actions), (1, 2, old.log().len()));
        let now = &opened.game;
        match played_a_twelve(&old) {
            Some(at) => {
                // Cut short before the first 12 played: a branch from the position before it.
                branched += 1;
                assert_eq!(c.kept, at, "seed {seed}");
                assert_eq!(now.log().len(), at);
                let (seat, msg) = c.stopped.clone().unwrap();
                assert_eq!(seat, old.log()[at].seat);
                assert!(
                    msg.render(smokestack_core::Lang::En, &[])
                        .contains("plays a 12")
                );
                assert!(!c.same);
            }
            None => {
                carried_whole += 1;
                assert_eq!(c.kept, c.actions);
                assert!(c.stopped.is_none());
                // Every action the same, each roll worth one more: a changed position, named
                // by its new digest, with the dice points that changed.
                let rolls = old
                    .log()
                    .iter()
                    .filter(|e| e.action == common::Action::Roll)
                    .count();
                assert_eq!(c.same, rolls == 0, "seed {seed}");
                let dice = |s: &common::State| s.players.iter().map(|p| p.dice).sum::<i32>();
                assert_eq!(dice(now.state()), dice(old.state()) + rolls as i32);
            }
        }
        // The game goes on under today's rules, and its code is today's.
        let mut now = opened.game;
        if let Some(&seat) = now.to_act().first() {
            let legal = now.legal(seat);
            now.apply_index(seat, 0, &legal).unwrap();
        }
        let again = codec::unpack(&codec::encode(&now)).unwrap();
        assert_eq!(again.version, 2);
        let reopened = codec::open::<CorrectedToy>(&again).unwrap();
        assert!(reopened.carried.is_none());
        assert_eq!(reopened.game.state(), now.state());
    }
    assert!(
        carried_whole >= 3 && branched >= 3,
        "{carried_whole} {branched}"
    );
}

#[test]
fn the_notice_says_what_changed_seat_by_seat() {
    // A finished game: its scores before and after are final.
    let seed = (1..200)
        .find(|&s| {
            let m = first_rules_game(2, s, usize::MAX);
            played_a_twelve(&m).is_none()
                && m.log().iter().any(|e| e.action == common::Action::Roll)
        })
        .unwrap();
    let old = first_rules_game(2, seed, usize::MAX);
    let opened =
        codec::open::<CorrectedToy>(&codec::unpack(&codec::encode(&old)).unwrap()).unwrap();
    let c = opened.carried.unwrap();
    let lines = c.notice("Toy Auction");
    assert_eq!(lines[0].key, "carried.changed");
    let names = ["Ana".to_string(), "Bo".to_string()];
    let en: Vec<String> = lines
        .iter()
        .map(|m| m.render(smokestack_core::Lang::En, &names))
        .collect();
    assert!(
        en[0].contains("Toy Auction") && en[0].contains("version 1 to 2"),
        "{en:?}"
    );
    // A score line for each seat that rolled, with its dice part, both before and after.
    let score = lines.iter().find(|m| m.key == "carried.score").unwrap();
    let was = score.args.iter().find(|(k, _)| *k == "was").unwrap();
    let now = score.args.iter().find(|(k, _)| *k == "now").unwrap();
    assert!(matches!((&was.1, &now.1), (MsgArg::Num(a), MsgArg::Num(b)) if b > a));
    assert!(lines.iter().any(|m| {
        m.key == "carried.part"
            && m.args
                .iter()
                .any(|(k, v)| *k == "label" && *v == MsgArg::Text("dice".into()))
    }));
    assert!(
        en.iter()
            .any(|l| l.starts_with("Ana") || l.starts_with("Bo")),
        "{en:?}"
    );
}

#[test]
fn a_code_of_a_kept_version_that_names_another_position_is_damaged() {
    let old = first_rules_game(2, 5, 30);
    let mut packed = codec::unpack(&codec::encode(&old)).unwrap();
    packed.hash = packed.hash.map(|h| h ^ 1);
    let packed = codec::unpack(&codec::pack(&packed)).unwrap();
    assert_eq!(
        codec::open::<CorrectedToy>(&packed).err(),
        Some(CodeError::PositionMismatch)
    );
}

#[test]
fn a_newer_code_asks_for_a_newer_app() {
    let mut m = Match::<CorrectedToy>::new(Toy::options(2, &[]).unwrap(), 3).unwrap();
    let legal = m.legal(0);
    m.apply_index(0, 0, &legal).unwrap();
    let err = codec::decode::<Toy>(&codec::unpack(&codec::encode(&m)).unwrap()).unwrap_err();
    assert!(
        matches!(
            err,
            CodeError::OtherVersion {
                code: 2,
                ours: 1,
                ..
            }
        ),
        "{err:?}"
    );
    assert!(err.to_string().contains("update the app"), "{err}");
}

/// The same little game written twice, as a refactor would leave it: fields renamed and
/// reordered, serde attributes changed, a field added. Its digest is written over what the
/// rules mean, so a code of one opens in the other.
mod counter {
    use serde::{Deserialize, Serialize};
    use smokestack_core::{Applied, Digest, Game, GameRng, Outcome, Seat, SetupError, Status};

    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    pub struct Options {
        pub players: u8,
    }

    pub mod before {
        use serde::Serialize;
        #[derive(Clone, Debug, PartialEq, Serialize)]
        pub struct State {
            pub totals: Vec<u32>,
            pub turn: u8,
            pub left: u8,
        }
    }

    pub mod after {
        use serde::Serialize;
        #[derive(Clone, Debug, PartialEq, Serialize)]
        #[serde(rename_all = "camelCase")]
        pub struct State {
            pub moves_left: u16,
            pub seat_to_play: u8,
            #[serde(rename = "score")]
            pub points: Vec<u64>,
            /// Added by the refactor: a cache the rules never read.
            pub last: Option<u8>,
        }
    }

    macro_rules! counter_game {
        ($name:ident, $state:ty, $new:expr, $points:ident, $pt:ty, $turn:ident, $left:ident, $extra:expr) => {
            pub struct $name;
            impl Game for $name {
                const ID: &'static str = "counter";
                const NAME: &'static str = "Counter";
                const MIN_PLAYERS: u8 = 2;
                const MAX_PLAYERS: u8 = 2;
                const RULES_VERSION: u32 = 1;
                const SECRETS: bool = false;
                type Options = Options;
                type State = $state;
                type Action = u8;
                type View = $state;
                fn options(players: u8, _: &[(String, String)]) -> Result<Options, SetupError> {
                    Ok(Options { players })
                }
                fn players(o: &Options) -> u8 {
                    o.players
                }
                fn settings(_: &Options) -> Vec<(String, String)> {
                    Vec::new()
                }
                fn setup(_: &Options, _: &mut GameRng) -> Result<$state, SetupError> {
                    Ok($new)
                }
                fn seats(_: &$state) -> u8 {
                    2
                }
                fn to_act(s: &$state) -> Vec<Seat> {
                    if s.$left == 0 { vec![] } else { vec![s.$turn] }
                }
                fn legal(s: &$state, seat: Seat) -> Vec<u8> {
                    if Self::to_act(s).contains(&seat) {
                        vec![1, 2, 3]
                    } else {
                        vec![]
                    }
                }
                fn perform(s: &mut $state, seat: Seat, a: &u8, _: &mut GameRng) -> Applied {
                    s.$points[seat as usize] += <$pt>::from(*a);
                    s.$turn = 1 - seat;
                    s.$left -= 1;
                    let extra: fn(&mut $state, u8) = $extra;
                    extra(s, *a);
                    Applied::COMMIT
                }
                fn digest(s: &$state, d: &mut Digest) {
                    d.put(&s.$points).put(&s.$turn).put(&s.$left);
                }
                fn view(s: &$state, _: Option<Seat>) -> $state {
                    s.clone()
                }
                fn determinize(s: &$state, _: Seat, _: &mut GameRng) -> $state {
                    s.clone()
                }
                fn outcome(_: &$state) -> Option<Outcome> {
                    None
                }
                fn status(_: &$state) -> Status {
                    Status {
                        round: 1,
                        phase: String::new(),
                    }
                }
                fn describe(_: &$state, _: Seat, a: &u8) -> String {
                    format!("add {a}")
                }
                fn check_invariants(_: &$state) -> Result<(), String> {
                    Ok(())
                }
                fn heuristic(_: &$state, _: Seat, _: &[u8], _: &mut GameRng) -> usize {
                    0
                }
            }
        };
    }

    counter_game!(
        Before,
        before::State,
        before::State {
            totals: vec![0, 0],
            turn: 0,
            left: 6
        },
        totals,
        u32,
        turn,
        left,
        |_, _| {}
    );
    counter_game!(
        After,
        after::State,
        after::State {
            moves_left: 6,
            seat_to_play: 0,
            points: vec![0, 0],
            last: None
        },
        points,
        u64,
        seat_to_play,
        moves_left,
        |s, a| s.last = Some(a)
    );
}

#[test]
fn a_refactor_of_the_state_leaves_every_code_valid() {
    use counter::{After, Before};
    let mut m = Match::<Before>::new(counter::Options { players: 2 }, 1).unwrap();
    for (seat, i) in [(0, 2), (1, 0), (0, 1)] {
        let legal = m.legal(seat);
        m.apply_index(seat, i, &legal).unwrap();
    }
    let code = codec::encode(&m);
    // The JSON of the two states differs: a check made of it would refuse the code.
    let after = codec::decode::<After>(&codec::unpack(&code).unwrap()).unwrap();
    assert_ne!(
        serde_json::to_string(m.state()).unwrap(),
        serde_json::to_string(after.state()).unwrap()
    );
    assert_ne!(
        codec::json_hash::<Before>(m.state()),
        codec::json_hash::<After>(after.state())
    );
    assert_eq!(after.state().points, vec![5, 1]);
    assert_eq!(
        codec::digest::<Before>(m.state()),
        codec::digest::<After>(after.state())
    );
    // And back: the refactored build's code opens in the build before.
    assert!(codec::decode::<Before>(&codec::unpack(&codec::encode(&after)).unwrap()).is_ok());
    // A changed position is still caught.
    let mut p = codec::unpack(&code).unwrap();
    p.moves[0] = 1;
    assert_eq!(
        codec::decode::<After>(&codec::unpack(&codec::pack(&p)).unwrap()).err(),
        Some(CodeError::PositionMismatch)
    );
}
