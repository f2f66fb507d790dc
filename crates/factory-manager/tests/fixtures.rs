//! Fixture codes (crates/core/src/fixtures.rs): one whole bot game per player count and option,
//! replayed with its move-count fingerprint and final position. A failure means a legal list,
//! a data table's order or the chance stream changed: raise `RULES_VERSION` and renew with
//! `SMOKESTACK_RENEW_FIXTURES=1 cargo test -p factory-manager --test fixtures`.

use factory_manager::FactoryManager;
use smokestack_core::fixtures::{Spec, check_dir};
use std::path::Path;

fn specs() -> Vec<Spec> {
    let mut v = Vec::new();
    for p in 2..=5u8 {
        v.push(Spec::new(p, &[], p as u64));
    }
    v.push(Spec::new(3, &[("first-energy", "zero")], 13));
    v.push(Spec::new(4, &[("final-double", "net")], 14));
    v
}

#[test]
fn fixture_games_replay_as_recorded() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let problems = check_dir::<FactoryManager>(&dir, &specs());
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
