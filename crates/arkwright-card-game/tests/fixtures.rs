//! Fixture codes (crates/core/src/fixtures.rs): one whole bot game per player count and option
//! set, replayed with its move-count fingerprint and final position. A failure means a legal
//! list, a generated table's order or the chance stream changed: raise `RULES_VERSION` and renew
//! with `SMOKESTACK_RENEW_FIXTURES=1 cargo test -p arkwright-card-game --test fixtures`.

use arkwright_card_game::Arkwright;
use smokestack_core::fixtures::{Spec, check_dir};
use std::path::Path;

fn specs() -> Vec<Spec> {
    let mut v = Vec::new();
    for p in 1..=4u8 {
        v.push(Spec::new(p, &[], p as u64));
        v.push(Spec::new(p, &[("expert", "on")], 10 + p as u64));
    }
    v.push(Spec::new(1, &[("solo-factories", "random")], 21));
    v.push(Spec::new(3, &[("start", "draft")], 23));
    v
}

fn dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

#[test]
fn fixture_games_replay_as_recorded() {
    let problems = check_dir::<Arkwright>(&dir(), &specs());
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
