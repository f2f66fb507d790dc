//! Fixture codes (crates/core/src/fixtures.rs): one whole bot game per player count and rules
//! option, replayed with its move-count fingerprint and final position. A failure means a
//! legal list, a generated table's order or the chance stream changed: raise `RULES_VERSION`
//! and renew with `SMOKESTACK_RENEW_FIXTURES=1 cargo test -p age-of-renaissance --test fixtures`.

use age_of_renaissance::AgeOfRenaissance;
use smokestack_core::fixtures::{Spec, check_dir};
use std::path::Path;

fn specs() -> Vec<Spec> {
    let mut v: Vec<Spec> = (3..=6).map(|p| Spec::new(p, &[], p as u64)).collect();
    v.push(Spec::new(4, &[("rules", "original")], 14));
    v.push(Spec::new(5, &[("rules", "euro")], 15));
    v.push(Spec::new(3, &[("epochs", "1")], 16));
    v
}

#[test]
fn fixture_games_replay_as_recorded() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let problems = check_dir::<AgeOfRenaissance>(&dir, &specs());
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
