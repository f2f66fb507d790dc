//! Upgrade tests: every save and link kept from a released app (`tests/released/<release>/`)
//! opens with today's code — carried over to today's rules where its game's rules changed
//! since — and plays on.

use smokestack_core::codec;
use smokestack_table::*;
use std::path::{Path, PathBuf};

/// Every kept file with this ending, in name order, with its release.
fn kept(ending: &str) -> Vec<(String, PathBuf)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/released");
    let mut out = Vec::new();
    for release in std::fs::read_dir(&root).unwrap() {
        let release = release.unwrap().path();
        if !release.is_dir() {
            continue;
        }
        for f in std::fs::read_dir(&release).unwrap() {
            let p = f.unwrap().path();
            if p.to_string_lossy().ends_with(ending) {
                out.push((release.file_name().unwrap().to_string_lossy().into(), p));
            }
        }
    }
    out.sort();
    out
}

/// A legal move of the first seat that acts, played; the game's code after it.
fn play_a_move(m: &mut dyn smokestack_core::AnyMatch, what: &str) {
    let seat = *m.to_act().first().unwrap_or_else(|| panic!("{what}: over"));
    let before = m.actions();
    m.apply_index(seat, 0)
        .unwrap_or_else(|e| panic!("{what}: {e}"));
    assert_eq!(m.actions(), before + 1);
}

#[test]
fn every_released_save_opens_and_plays_on() {
    let files = kept(".save.json");
    assert_eq!(files.len(), 10, "two saves of each of the five games");
    for (release, path) in files {
        let what = format!("{release}/{}", path.file_name().unwrap().to_string_lossy());
        let raw = std::fs::read_to_string(&path).unwrap();
        let rec: serde_json::Value = serde_json::from_str(&raw).unwrap();
        let id = rec["id"].as_str().unwrap().to_string();
        let mut saves = Saves::new(MemoryStore::default());
        saves
            .store
            .set(&format!("{KEY_PREFIX}{id}"), raw.trim())
            .unwrap();
        let Listed::Ok(s) = &saves.list()[0] else {
            panic!("{what}: {:?}", saves.list())
        };
        assert_eq!(s.id, id);
        let game = rec["game"].as_str().unwrap();
        let made = codec::unpack(rec["code"].as_str().unwrap()).unwrap();
        let ours = smokestack_games::find(game).unwrap().rules_version();
        let Loaded {
            mut rec,
            game: mut m,
            table,
            carried,
        } = saves.open(&id).unwrap_or_else(|e| panic!("{what}: {e}"));
        // Carried over exactly where the game's rules changed since that release.
        assert_eq!(carried.is_some(), made.version != ours, "{what}");
        if let Some(c) = &carried {
            assert_eq!((c.from, c.to), (made.version, ours), "{what}");
            assert!(rec.carried && rec.original.is_some(), "{what}");
        }
        assert_eq!(
            m.actions(),
            carried.as_ref().map_or(made.actions, |c| c.kept)
        );
        assert_eq!(table.names[0], "Ana", "{what}");
        play_a_move(m.as_mut(), &what);
        rec.carried = false;
        saves.save_game(&mut rec, m.as_ref(), &table).unwrap();
        let again = saves.open(&id).unwrap();
        assert!(again.carried.is_none(), "{what}");
        assert_eq!(again.game.moves(), m.moves(), "{what}");
    }
}

#[test]
fn every_released_link_opens_and_plays_on() {
    let files = kept(".code");
    assert_eq!(files.len(), 10, "two links of each of the five games");
    for (release, path) in files {
        let what = format!("{release}/{}", path.file_name().unwrap().to_string_lossy());
        let code = std::fs::read_to_string(&path).unwrap().trim().to_string();
        let mut saves = Saves::new(MemoryStore::default());
        let got = saves
            .receive(&code, 1.0)
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        let Received::New { id } = got else {
            panic!("{what}: {got:?}")
        };
        let loaded = saves.open(&id).unwrap();
        let mut m = loaded.game;
        play_a_move(m.as_mut(), &what);
        // The move's code opens here again (and is of today's rules).
        let next = m.share_code_with(&loaded.table.to_json());
        assert_eq!(
            codec::unpack(&next).unwrap().version,
            smokestack_games::find(m.game_id()).unwrap().rules_version()
        );
        assert!(matches!(
            saves.receive(&next, 2.0).unwrap(),
            Received::FastForward { .. }
        ));
    }
}
