//! The search bot in Factory Manager: adjusting the factory (phase 4) is free steps to and fro,
//! which the heuristic settles (`Game::heuristic_decides`). Before, the search once moved a
//! worker into the canteen and out again for 200,000 actions (tournament seed 1020).

mod common;

use factory_manager::FactoryManager as FM;
use factory_manager::state::{Phase, State};
use smokestack_core::codec::{decode, unpack};
use smokestack_core::{BotKind, Budget, Game, GameRng};

/// Every position of heuristic games, 2 and 3 players, with the seat to act.
fn positions() -> Vec<(State, u8)> {
    let mut out = Vec::new();
    for (players, seed) in [(2u8, 1020u64), (3, 7)] {
        let mut s = common::new_game(players, seed, &[]);
        let mut rng = GameRng::new(seed);
        while let Some(&seat) = FM::to_act(&s).first() {
            out.push((s.clone(), seat));
            let legal = FM::legal(&s, seat);
            let i = BotKind::Heuristic.choose::<FM>(&s, seat, &legal, &mut rng);
            FM::apply(&mut s, seat, &legal[i], &mut rng).expect("legal");
        }
    }
    out
}

#[test]
fn the_heuristic_decides_adjusting_and_nothing_else() {
    let all = positions();
    assert!(all.iter().any(|(s, _)| s.phase == Phase::Adjust));
    for (s, seat) in &all {
        assert_eq!(FM::heuristic_decides(s, *seat), s.phase == Phase::Adjust);
    }
}

/// The search's budget in the tournament that looped (it confirms at once at 100).
const ITERATIONS: u32 = 300;

/// Tournament seed 1020, game 1, action 114: the search's seat (seat 1) starts adjusting. Here
/// the search at 300 iterations moved a worker out of the canteen and in again until the
/// tournament gave up at 200,000 actions. Now it adjusts as the heuristic does, in a few steps.
const LOOPED: &str = "Ai2KvQ3CMBSE_X5sIIBgBjc0oYAyY7BAZOAlQgoJckIREC1zMEaWYRMKbMRXnO5O36Jwh67x_frsaleKh-xuL5Xrxbc226a2OPm2y6UWX_b5TXxjs8JVraT22Fz3leS1dP_roT6j9_B6Jp5Q4Q9DGCogMMQkZI0AWjMEgVXEIE1oTKGRAUqADSrFpEBxIN6aEjMDHRdOgTG4Wqsg6OCgmcMSeNisdl8";

#[test]
fn the_search_finishes_adjusting_where_it_once_looped() {
    let m = decode::<FM>(&unpack(LOOPED).expect("code")).expect("replays");
    let mut s = m.state().clone();
    assert_eq!((s.phase, FM::to_act(&s)), (Phase::Adjust, vec![0]));
    let bot = BotKind::Search(Budget::Iterations(ITERATIONS));
    let mut rng = GameRng::new(1020);
    let mut steps = 0;
    while s.phase == Phase::Adjust && FM::to_act(&s).first() == Some(&0) {
        let legal = FM::legal(&s, 0);
        let i = bot.choose::<FM>(&s, 0, &legal, &mut rng);
        FM::apply(&mut s, 0, &legal[i], &mut rng).expect("legal");
        steps += 1;
        assert!(steps <= 12, "still adjusting after {steps} steps");
    }
}
