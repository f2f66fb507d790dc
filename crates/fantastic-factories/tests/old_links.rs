//! Released share codes must keep opening to the same game. One fixture per format version:
//! a 3-player heuristic game (seed 2024) saved in format 1. If this test fails, a change broke
//! old links: a change to the legal-action order, the chance stream or the rules themselves
//! needs a new format version and a migration, not a silent reinterpretation.

use fantastic_factories::FantasticFactories as FF;
use smokestack_core::{Game, codec};

#[test]
fn format_1_code_still_opens_to_the_same_finished_game() {
    let code = include_str!("fixtures/format1-3p-seed2024.code").trim();
    let packed = codec::unpack(code).expect("format 1 unpacks");
    let m = codec::decode::<FF>(&packed).expect("format 1 replays");
    assert_eq!(m.log().len(), 297);
    assert_eq!(m.state().round, 9);
    let o = FF::outcome(m.state()).expect("finished");
    assert_eq!(
        o.scores.iter().map(|s| s.total).collect::<Vec<_>>(),
        vec![12, 12, 13]
    );
    assert_eq!(o.winners, vec![2]);
    // Written in format 1's layout it is the very same code; today's code (format 3) has
    // the rules version and the position's digest, and opens to the same game.
    let mut old = codec::packed(&m, "");
    (old.format, old.hash) = (1, None);
    assert_eq!(codec::pack(&old), code);
    let now = codec::unpack(&codec::encode(&m)).unwrap();
    assert_eq!(
        (now.format, now.version),
        (codec::FORMAT, FF::RULES_VERSION)
    );
    assert_eq!(codec::decode::<FF>(&now).unwrap().state(), m.state());
}
