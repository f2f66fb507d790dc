//! Rules version 1 is kept (`Game::KEPT_VERSIONS`): a game set up under it plays by it to the
//! end. Version 2 (commit c0c499a) changed three things, each read from `State::version`: War!
//! joined the deck (setup, and so the whole chance stream), Cathedral in defence is asked of
//! each defender (version 1: of a lone defender only), and Written Record's victim among several
//! defeated non-owners is the winner's choice (version 1: the first in seat order).
//!
//! The exact replay of whole version-1 games is the fixture test's (`tests/fixtures/old/v1-*`:
//! the seven heuristic games, and four random-bot games made with the version-1 source that
//! meet Cathedral in defence and Written Record with several defenders); here each difference
//! alone, and what opening a version-1 game in progress gives with today's code.

mod common;
use age_of_renaissance::data::{self, CardKind, Event, adv};
use age_of_renaissance::state::Pending;
use age_of_renaissance::{Action, AgeOfRenaissance, State};
use common::*;
use smokestack_core::codec::{self, Opened};
use smokestack_core::fixtures::{Fixture, prefix_code};
use smokestack_core::{Game, GameRng, Match};
use std::path::Path;

fn war() -> u8 {
    let d = data::data();
    (0..d.cards.len() as u8)
        .find(|&c| d.cards[c as usize].kind == CardKind::Event(Event::War))
        .expect("War! is a history card")
}

/// Where a card is: in the deck, a later epoch's cards, withheld, a hand, or out of the game.
fn in_play(s: &State, c: u8) -> bool {
    s.deck.contains(&c)
        || s.future.iter().any(|f| f.contains(&c))
        || s.withheld.contains(&c)
        || s.players.iter().any(|p| p.hand.contains(&c))
}

#[test]
fn version_1_sets_up_without_war_and_version_2_with_it() {
    for (players, kv) in [(3, vec![]), (4, vec![("rules", "original")]), (6, vec![])] {
        let o = AgeOfRenaissance::options(players, &settings(&kv)).unwrap();
        let v1 = AgeOfRenaissance::setup_as(&o, &mut GameRng::new(7), 1).unwrap();
        assert_eq!(v1.version, 1);
        assert!(v1.removed.contains(&war()) && !in_play(&v1, war()));
        AgeOfRenaissance::check_invariants(&v1).unwrap();
        let v2 = AgeOfRenaissance::setup(&o, &mut GameRng::new(7)).unwrap();
        assert_eq!(v2.version, AgeOfRenaissance::RULES_VERSION);
        assert!(!v2.removed.contains(&war()) && in_play(&v2, war()));
        assert_eq!(
            AgeOfRenaissance::setup_as(&o, &mut GameRng::new(7), 2).unwrap(),
            v2
        );
        // One card fewer to shuffle: another deal.
        assert_ne!(v1.deck, v2.deck);
    }
    let o = AgeOfRenaissance::options(3, &[]).unwrap();
    for v in [0, 3] {
        assert!(AgeOfRenaissance::setup_as(&o, &mut GameRng::new(1), v).is_err());
    }
}

#[test]
fn version_1_asks_cathedral_in_defence_of_a_lone_defender_only() {
    let cathedral = (1 << adv::CATHEDRAL) | (1 << adv::HOLY_INDULGENCE);
    // Two defenders owning Cathedral: version 2 asks the first in order, version 1 rolls.
    let (mut s, a, d1, d2) = toledo(2);
    for d in [d1, d2] {
        s.players[d as usize].advances |= cathedral;
    }
    let mut v1 = s.clone();
    v1.version = 1;
    act(
        &mut s,
        a,
        Action::Attack(pid("Toledo")),
        &mut GameRng::new(1),
    );
    assert_eq!(AgeOfRenaissance::to_act(&s), vec![d1]);
    let mut rng = GameRng::new(1);
    let mut dice = rng.clone();
    let (c, x, y) = (dice.die(), dice.die(), dice.die());
    act(&mut v1, a, Action::Attack(pid("Toledo")), &mut rng);
    assert_eq!(v1.pending, None);
    assert_eq!(rng.position(), dice.position(), "rolled at once");
    assert_eq!(v1.last_fight.map(|f| (f.2, f.3, f.4)), Some((c, x, y)));
    // A lone defender owning it is asked under both.
    for version in [1, 2] {
        let (mut s, a, d1, d2) = toledo(version);
        s.players[d1 as usize].advances |= cathedral;
        s.spaces[pid("Toledo") as usize].tokens[d2 as usize] = 0;
        s.players[d2 as usize].stock += 1;
        act(
            &mut s,
            a,
            Action::Attack(pid("Toledo")),
            &mut GameRng::new(1),
        );
        assert_eq!(AgeOfRenaissance::to_act(&s), vec![d1], "version {version}");
        assert_eq!(
            legal(&s, d1),
            vec![Action::DefendWithCathedral, Action::Done]
        );
    }
}

#[test]
fn version_1_gives_written_record_the_first_defeated_non_owner_in_seat_order() {
    for seed in 0..60 {
        let (mut s, a, d1, d2) = toledo(1);
        s.players[a as usize].advances |= 1 << adv::WRITTEN_RECORD;
        give(&mut s, a as usize, card("Famine"));
        give(&mut s, d1 as usize, card("Stone"));
        give(&mut s, d2 as usize, card("Wool"));
        let mut v2 = s.clone();
        v2.version = 2;
        act(
            &mut s,
            a,
            Action::Attack(pid("Toledo")),
            &mut GameRng::new(seed),
        );
        if !s.last_fight.unwrap().5 {
            continue;
        }
        // No choice under version 1: the swap is with the lower seat at once.
        assert_eq!(
            s.pending,
            Some(Pending::Swap {
                seat: a,
                victim: d1.min(d2),
                province: pid("Toledo")
            })
        );
        act(
            &mut v2,
            a,
            Action::Attack(pid("Toledo")),
            &mut GameRng::new(seed),
        );
        assert!(matches!(v2.pending, Some(Pending::SwapVictim { .. })));
        return;
    }
    panic!("no won competition in 60 seeds");
}

fn old_fixture(name: &str) -> Fixture {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/old")
        .join(format!("{name}.fixture"));
    Fixture::parse(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// The version-1 game a fixture holds, replayed under version 1.
fn v1_game(f: &Fixture) -> Match<AgeOfRenaissance> {
    let packed = codec::unpack(&f.code).unwrap();
    let m = codec::replay_prefix::<AgeOfRenaissance>(&packed, 1, packed.actions).unwrap();
    assert!(m.is_over());
    m
}

/// Today's code opens a version-1 game in progress, carried over (`codec::open`): dealt as
/// version 1 dealt it (War! out of the deck, `setup_carried`) and played on by version 2, which
/// takes every one of its actions — a version-1 game has no War! to meet — to the very same
/// position. It plays on under version 2, and its code names the deal it came from.
#[test]
fn a_version_1_game_in_progress_carries_over_whole_on_its_own_deal() {
    for name in ["v1-3p", "v1-4p-rules=original", "v1-6p"] {
        let f = old_fixture(name);
        let half = f.counts.len() / 2;
        let code = prefix_code::<AgeOfRenaissance>(&f, half).unwrap();
        let packed = codec::unpack(&code).unwrap();
        assert_eq!(packed.version, 1);
        let Opened { mut game, carried } = codec::open::<AgeOfRenaissance>(&packed).unwrap();
        let carried = carried.expect("a version-1 code is carried over");
        assert_eq!((carried.from, carried.to), (1, 2));
        assert_eq!((carried.actions, carried.kept), (half, half), "{name}");
        assert!(carried.stopped.is_none(), "{name}");
        assert!(carried.same, "{name}: the same position under version 2");
        assert_eq!(game.state().version, 2);
        assert_eq!((game.rules, game.dealt), (2, 1));
        // A legal move plays on it, and its code (version 2, dealt under 1) opens again to
        // the same game without a notice.
        let seat = game.to_act()[0];
        let legal = game.legal(seat);
        game.apply_index(seat, 0, &legal).unwrap();
        AgeOfRenaissance::check_invariants(game.state()).unwrap();
        let next = codec::unpack(&codec::encode(&game)).unwrap();
        assert_eq!((next.version, next.dealt), (2, Some(1)));
        let again = codec::open::<AgeOfRenaissance>(&next).unwrap();
        assert!(again.carried.is_none());
        assert_eq!(again.game.state(), game.state());
        // Its log reads from the deal it had.
        assert_eq!(again.game.log_text(None).len(), half + 1);
    }
}

/// What a carry that kept version 1's deal would give (`codec::carry` sets the game up anew
/// under today's version, so it cannot): the seven heuristic games, set up under version 1 and
/// played on under version 2's rules, take every action to the same final position. Only the
/// deal stands between a version-1 game and today's rules.
#[test]
fn on_version_1_s_deal_version_2_takes_every_action_of_the_fixture_games() {
    for name in [
        "v1-3p",
        "v1-4p",
        "v1-5p",
        "v1-6p",
        "v1-4p-rules=original",
        "v1-5p-rules=euro",
        "v1-3p-epochs=1",
    ] {
        let old = v1_game(&old_fixture(name));
        let mut rng = GameRng::new(old.seed);
        let mut s = AgeOfRenaissance::setup_as(&old.options, &mut rng, 1).unwrap();
        s.version = 2;
        for (i, e) in old.log().iter().enumerate() {
            AgeOfRenaissance::apply(&mut s, e.seat, &e.action, &mut rng)
                .unwrap_or_else(|err| panic!("{name}: action {}: {err}", i + 1));
        }
        assert_eq!(
            codec::digest::<AgeOfRenaissance>(&s),
            codec::digest::<AgeOfRenaissance>(old.state()),
            "{name}"
        );
    }
}
