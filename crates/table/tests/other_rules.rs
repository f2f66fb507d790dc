//! Games made under another version of a game's rules: a save that no longer replays is listed
//! as made under other rules (never as damaged), kept as it is, exported, deleted; a link of one
//! is refused and changes nothing. Old codes that still replay open as before.

mod common;

use common::*;
use smokestack_core::{AnyMatch, codec};
use smokestack_table::*;

const LH: &str = "le-havre";

fn le_havre(players: u8, seed: u64, actions: usize) -> Box<dyn AnyMatch> {
    let mut m = smokestack_games::find(LH)
        .unwrap()
        .new_match(players, &[], seed)
        .unwrap();
    play(m.as_mut(), seed, actions);
    m
}

/// `m`'s code as if made under rules `version`, leading (under those rules) to another
/// position than it does under ours: it cannot be continued here.
fn made_under(m: &dyn AnyMatch, version: u32) -> String {
    let mut p = codec::unpack(&code(m)).unwrap();
    p.version = version;
    p.hash = p.hash.map(|h| h ^ 1);
    codec::pack(&p)
}

/// `m`'s code as if made under rules `version`, reaching the very position it reaches here.
fn made_under_same_position(m: &dyn AnyMatch, version: u32) -> String {
    let mut p = codec::unpack(&code(m)).unwrap();
    p.version = version;
    codec::pack(&p)
}

fn store_old(saves: &mut Saves<MemoryStore>, id: &str, code: String, updated: f64) -> String {
    let text = format!(
        r#"{{"id":"{id}","game":"le-havre","title":"Old harbour","code":"{code}","updated":{updated},"seen":3}}"#
    );
    saves
        .store
        .set(&format!("{KEY_PREFIX}{id}"), &text)
        .unwrap();
    text
}

#[test]
fn a_save_from_older_rules_is_listed_as_such_and_kept_as_it_is() {
    let ours = rules(LH);
    assert!(ours >= 2, "Le Havre plays rules version {ours}");
    let mut saves = Saves::new(MemoryStore::default());
    let old = le_havre(2, 5, 30);
    let text = store_old(&mut saves, "old", made_under(old.as_ref(), ours - 1), 50.0);
    saves
        .put(&record("new", game(2, 1, 5).as_ref(), 10.0))
        .unwrap();
    saves
        .store
        .set(&format!("{KEY_PREFIX}junk"), "junk")
        .unwrap();
    let before = saves.store.clone();

    let list = saves.list();
    let ids: Vec<&str> = list.iter().map(Listed::id).collect();
    // Playable games first, even when older; damaged ones last.
    assert_eq!(ids, vec!["new", "old", "junk"]);
    let Listed::OtherRules {
        id,
        key,
        game,
        game_name,
        title,
        made,
        ours: plays,
        updated,
    } = &list[1]
    else {
        panic!("{:?}", list[1])
    };
    assert_eq!(
        (id.as_str(), key.as_str()),
        ("old", "smokestack/v1/save/old")
    );
    assert_eq!((game.as_str(), game_name.as_str()), (LH, "Le Havre"));
    assert_eq!(
        (title.as_str(), *made, *plays),
        ("Old harbour", ours - 1, ours)
    );
    assert_eq!(*updated, 50.0);

    // Opening it names both versions; nothing is rewritten.
    let e = saves.load("old").err().unwrap();
    assert_eq!(
        e,
        SaveError::OtherRules {
            game: "Le Havre".into(),
            made: ours - 1,
            ours
        }
    );
    let text_e = e.to_string();
    assert!(text_e.starts_with("This Le Havre game was made with an older version of the rules"));
    assert!(
        text_e.contains(&format!("version {}", ours - 1)),
        "{text_e}"
    );
    assert!(text_e.contains(&format!("version {ours}")), "{text_e}");
    assert!(!text_e.contains("damaged"), "{text_e}");
    assert_eq!(saves.store, before);

    // Exported as the save it is, alone or with the rest.
    let one: serde_json::Value = serde_json::from_str(&saves.export_one("old").unwrap()).unwrap();
    assert_eq!(one["saves"].as_array().unwrap().len(), 1);
    assert_eq!(
        one["saves"][0]["code"],
        serde_json::from_str::<serde_json::Value>(&text).unwrap()["code"]
    );
    assert_eq!(one["damaged"].as_array().unwrap().len(), 0);
    let all: serde_json::Value = serde_json::from_str(&saves.export_all()).unwrap();
    assert_eq!(all["saves"].as_array().unwrap().len(), 2);
    assert_eq!(all["damaged"].as_array().unwrap().len(), 1);
    assert_eq!(saves.export_one("nope"), None);
    assert_eq!(saves.store, before);

    // A link of this very game under the rules played here is another game than the old save.
    let now = saves.receive(&code(old.as_ref()), 60.0).unwrap();
    assert!(matches!(now, Received::New { .. }), "{now:?}");
    assert_eq!(saves.store.get("smokestack/v1/save/old"), Some(text));

    // Deleted like any save.
    saves.delete("old");
    assert!(!saves.list().iter().any(|l| l.id() == "old"));
}

#[test]
fn a_save_from_newer_rules_asks_for_an_update() {
    let mut saves = Saves::new(MemoryStore::default());
    let ours = rules(FF);
    let m = game(2, 3, 12);
    let code = made_under(m.as_ref(), ours + 1);
    let text = format!(r#"{{"code":"{code}","updated":1}}"#);
    saves
        .store
        .set(&format!("{KEY_PREFIX}future"), &text)
        .unwrap();
    let Listed::OtherRules { made, title, .. } = &saves.list()[0] else {
        panic!()
    };
    assert_eq!((*made, title.as_str()), (ours + 1, "Fantastic Factories"));
    let e = saves.load("future").err().unwrap().to_string();
    assert!(
        e.contains("newer rules") && e.contains("update the app"),
        "{e}"
    );
}

#[test]
fn a_link_from_other_rules_is_refused_and_changes_nothing() {
    let ours = rules(LH);
    let mut saves = Saves::new(MemoryStore::default());
    let m = le_havre(3, 9, 40);
    saves
        .put(&record("mine", le_havre(3, 9, 20).as_ref(), 1.0))
        .unwrap();
    let before = saves.store.clone();
    for version in [ours - 1, ours + 1] {
        let e = saves
            .receive(&made_under(m.as_ref(), version), 2.0)
            .unwrap_err();
        assert_eq!(
            e,
            SaveError::Code(smokestack_core::CodeError::OtherVersion {
                game: "Le Havre".into(),
                code: version,
                ours
            })
        );
        assert!(e.to_string().ends_with("Nothing saved was changed."));
        assert_eq!(saves.store, before);
    }
}

#[test]
fn old_codes_that_replay_to_the_same_position_open_as_before() {
    let ours = rules(LH);
    let mut saves = Saves::new(MemoryStore::default());
    let m = le_havre(2, 11, 25);
    store_old(
        &mut saves,
        "old",
        made_under_same_position(m.as_ref(), ours - 1),
        5.0,
    );
    let Listed::Ok(s) = &saves.list()[0] else {
        panic!("{:?}", saves.list())
    };
    assert_eq!(s.actions, 25);
    assert_eq!(saves.load("old").unwrap().1.moves(), m.moves());
    // A longer link of it under these rules moves it on.
    let later = le_havre(2, 11, 40);
    assert_eq!(
        saves.receive(&code(later.as_ref()), 6.0).unwrap(),
        Received::FastForward {
            id: "old".into(),
            from: 25
        }
    );
}

/// The first release's real Le Havre codes (rules version 1): each either opens, as a save and
/// as a link, or is listed as made under other rules and refused as a link naming both versions,
/// never as damaged. The one whose game the Coal Trader's entry fix (#17) changed is refused.
#[test]
fn first_release_le_havre_codes_open_or_name_both_versions() {
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../le-havre/tests/fixtures/old");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "code"))
        .collect();
    files.sort();
    let ours = rules(LH);
    let (mut opened, mut refused) = (Vec::new(), Vec::new());
    for path in files {
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let code = std::fs::read_to_string(&path).unwrap().trim().to_string();
        assert_eq!(codec::unpack(&code).unwrap().version, 1, "{name}");
        let mut saves = Saves::new(MemoryStore::default());
        store_old(&mut saves, "old", code.clone(), 1.0);
        let before = saves.store.clone();
        match &saves.list()[0] {
            Listed::Ok(_) => {
                assert!(saves.load("old").is_ok(), "{name}");
                assert_eq!(
                    saves.receive(&code, 2.0).unwrap(),
                    Received::Same { id: "old".into() },
                    "{name}"
                );
                opened.push(name);
            }
            Listed::OtherRules {
                made: 1, ours: o, ..
            } if *o == ours => {
                assert!(
                    matches!(
                        saves.load("old"),
                        Err(SaveError::OtherRules { made: 1, .. })
                    ),
                    "{name}"
                );
                let e = saves.receive(&code, 2.0).unwrap_err();
                let text = e.to_string();
                assert!(
                    text.contains(&format!(
                        "older version of the rules (version 1; this app plays version {ours})"
                    )),
                    "{name}: {text}"
                );
                assert_eq!(saves.store, before, "{name}");
                refused.push(name);
            }
            other => panic!("{name}: {other:?}"),
        }
    }
    assert!(!opened.is_empty(), "ordinary old games still open");
    assert!(
        refused.iter().any(|n| n.contains("coal-trader")),
        "{refused:?}"
    );
}
