//! Fixture codes (crates/core/src/fixtures.rs): one whole bot game per player count and option,
//! replayed with its move-count fingerprint and final position. A failure means the legal lists,
//! a generated table's order or the chance stream changed: raise `RULES_VERSION` and renew with
//! `SMOKESTACK_RENEW_FIXTURES=1 cargo test -p fantastic-factories --test fixtures`.

use fantastic_factories::FantasticFactories;
use smokestack_core::fixtures::{Spec, check_dir};
use std::path::Path;

fn specs() -> Vec<Spec> {
    let mut v: Vec<Spec> = (1..=5).map(|p| Spec::new(p, &[], p as u64)).collect();
    for d in ["easy", "hard", "very-hard"] {
        v.push(Spec::new(1, &[("difficulty", d)], 11));
    }
    for p in [1, 2, 4] {
        v.push(Spec::new(p, &[("refresh", "before")], 20 + p as u64));
    }
    v
}

#[test]
fn fixture_games_replay_as_recorded() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let problems = check_dir::<FantasticFactories>(&dir, &specs());
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
