//! Games made under another version of a game's rules. A game of older rules that the game
//! still keeps opens carried over to today's (`codec::open`): as a save, listed and opened like
//! any other, its code as it was kept for export and what changed told once; as a link, saved
//! with the same. A game of newer rules is listed as such, kept as it is and refused as a link,
//! asking for an update; nothing is ever called damaged for its rules.

mod common;

use common::*;
use smokestack_core::{AnyMatch, codec};
use smokestack_table::*;

const LH: &str = "le-havre";

/// `m`'s code as if made under rules `version`.
fn made_under(m: &dyn AnyMatch, version: u32) -> String {
    let mut p = codec::unpack(&code(m)).unwrap();
    p.version = version;
    codec::pack(&p)
}

/// A record as the first releases wrote it: no metadata, no seats.
fn store_old(saves: &mut Saves<MemoryStore>, id: &str, code: &str, updated: f64) -> String {
    let text = format!(
        r#"{{"id":"{id}","game":"le-havre","title":"Old harbour","code":"{code}","updated":{updated},"seen":3}}"#
    );
    saves
        .store
        .set(&format!("{KEY_PREFIX}{id}"), &text)
        .unwrap();
    text
}

/// The first release's real Le Havre codes (rules version 1, format 1), by file name.
fn first_release_codes() -> Vec<(String, String)> {
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../le-havre/tests/fixtures/old");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "code"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let name = p.file_stem().unwrap().to_string_lossy().to_string();
            (
                name,
                std::fs::read_to_string(&p).unwrap().trim().to_string(),
            )
        })
        .collect()
}

/// The 4-player game of issue #17, which entered the Coal Trader with no way to use it: under
/// rules version 2 that entry is no longer allowed.
fn coal_trader_code() -> String {
    first_release_codes()
        .into_iter()
        .find(|(n, _)| n.contains("coal-trader"))
        .unwrap()
        .1
}

#[test]
fn a_save_from_older_rules_opens_carried_over_and_tells_what_changed_once() {
    let ours = rules(LH);
    assert!(ours >= 2, "Le Havre plays rules version {ours}");
    let old = coal_trader_code();
    let mut saves = Saves::new(MemoryStore::default());
    store_old(&mut saves, "old", &old, 50.0);
    saves
        .put(&record("new", game(2, 1, 5).as_ref(), 10.0))
        .unwrap();

    // Listed as a game to play, not as other rules.
    let list = saves.list();
    assert!(list.iter().all(|l| matches!(l, Listed::Ok(_))), "{list:?}");

    // Opened: a branch before the move today's rules refuse, the code as it was kept, and what
    // changed to tell.
    let Loaded {
        rec,
        game: m,
        table,
        carried,
    } = saves.open("old").unwrap();
    let c = carried.expect("carried over from version 1");
    assert_eq!((c.from, c.to), (1, ours));
    let (seat, _) = c.stopped.clone().expect("the Coal Trader entry is refused");
    assert!(c.kept < c.actions);
    assert_eq!(m.actions(), c.kept);
    assert_eq!(rec.original.as_deref(), Some(old.as_str()));
    assert!(rec.carried);
    assert_eq!(rec.code, old, "nothing is rewritten until the table saves");
    let text: Vec<String> = c
        .notice("Le Havre")
        .iter()
        .map(|msg| msg.render(smokestack_core::Lang::En, &table.names))
        .collect();
    assert!(
        text[0].contains("were corrected") && text[0].contains("no longer allowed"),
        "{text:?}"
    );
    assert!(text[0].contains(&table.name(seat)), "{text:?}");

    // The table saves it under today's rules, told: it opens with nothing more to tell, its
    // original still kept for export.
    let mut rec = rec;
    rec.carried = false;
    saves.save_game(&mut rec, m.as_ref(), &table).unwrap();
    let again = saves.open("old").unwrap();
    assert!(again.carried.is_none());
    assert_eq!(again.game.moves(), m.moves());
    assert_eq!(
        codec::unpack(&again.rec.code).unwrap().version,
        ours,
        "saved under today's rules"
    );
    let Some(Listed::Ok(s)) = saves.list().into_iter().find(|l| l.id() == "old") else {
        panic!()
    };
    assert!(s.original);
    let file: serde_json::Value =
        serde_json::from_str(&saves.export_original("old").unwrap()).unwrap();
    assert_eq!(file["saves"][0]["code"], old.as_str());
    assert_eq!(file["saves"][0]["id"], "old-original");
    assert_eq!(saves.export_original("new"), None);

    // The game goes on: a legal move on the branch.
    let mut m = again.game;
    let seat = m.to_act()[0];
    m.apply_index(seat, 0).unwrap();
}

#[test]
fn a_link_from_older_rules_is_saved_carried_over_with_its_original() {
    let ours = rules(LH);
    for (name, old) in first_release_codes() {
        let mut saves = Saves::new(MemoryStore::default());
        let got = saves.receive(&old, 2.0).unwrap();
        let Received::New { id } = got else {
            panic!("{name}: {got:?}")
        };
        // Saved as today's code, the link as it came kept, what changed still to tell.
        let loaded = saves.open(&id).unwrap();
        assert_eq!(loaded.rec.original.as_deref(), Some(old.as_str()), "{name}");
        assert_eq!(codec::unpack(&loaded.rec.code).unwrap().version, ours);
        let c = loaded.carried.expect("told once, from the original");
        assert_eq!(c.from, 1, "{name}");
        if name.contains("coal-trader") {
            assert!(c.stopped.is_some(), "{name}");
        }
        assert_eq!(c.stopped.is_none(), c.kept == c.actions, "{name}");
        // The same link again changes nothing.
        assert_eq!(
            saves.receive(&old, 3.0).unwrap(),
            Received::Same { id: id.clone() },
            "{name}"
        );
    }
}

#[test]
fn a_save_of_older_rules_and_a_later_link_of_it_meet_as_one_game() {
    // Both copies made under version 1; the later one arrives after the update.
    let (_, old) = first_release_codes()
        .into_iter()
        .find(|(n, _)| n.contains("2p"))
        .unwrap();
    let packed = codec::unpack(&old).unwrap();
    let mut shorter = packed.clone();
    shorter.actions = packed.actions / 2;
    // Format 1: one number per action (two players never act at once in these moves).
    shorter.moves.truncate(shorter.actions);
    let shorter = codec::pack(&shorter);
    let mut saves = Saves::new(MemoryStore::default());
    store_old(&mut saves, "mine", &shorter, 1.0);
    let got = saves.receive(&old, 2.0).unwrap();
    assert_eq!(
        got,
        Received::FastForward {
            id: "mine".into(),
            from: packed.actions / 2
        }
    );
    let loaded = saves.open("mine").unwrap();
    assert_eq!(loaded.rec.original.as_deref(), Some(old.as_str()));
    assert!(loaded.carried.is_some());
}

#[test]
fn a_save_from_newer_rules_asks_for_an_update_and_is_kept_as_it_is() {
    let mut saves = Saves::new(MemoryStore::default());
    let ours = rules(FF);
    let m = game(2, 3, 12);
    let code = made_under(m.as_ref(), ours + 1);
    let text = format!(r#"{{"code":"{code}","updated":1}}"#);
    saves
        .store
        .set(&format!("{KEY_PREFIX}future"), &text)
        .unwrap();
    let before = saves.store.clone();
    let Listed::OtherRules { made, title, .. } = &saves.list()[0] else {
        panic!()
    };
    assert_eq!((*made, title.as_str()), (ours + 1, "Fantastic Factories"));
    let e = saves.load("future").err().unwrap().to_string();
    assert!(
        e.contains("newer rules") && e.contains("update the app"),
        "{e}"
    );
    assert!(!e.contains("damaged"), "{e}");
    // Exported as it is.
    let one: serde_json::Value =
        serde_json::from_str(&saves.export_one("future").unwrap()).unwrap();
    assert_eq!(one["saves"][0]["code"], code.as_str());
    assert_eq!(saves.store, before);
}

#[test]
fn a_link_from_newer_rules_is_refused_and_changes_nothing() {
    let ours = rules(FF);
    let mut saves = Saves::new(MemoryStore::default());
    let m = game(3, 9, 40);
    saves
        .put(&record("mine", game(3, 9, 20).as_ref(), 1.0))
        .unwrap();
    let before = saves.store.clone();
    let e = saves
        .receive(&made_under(m.as_ref(), ours + 1), 2.0)
        .unwrap_err();
    assert_eq!(
        e,
        SaveError::Code(smokestack_core::CodeError::OtherVersion {
            game: "Fantastic Factories".into(),
            code: ours + 1,
            ours
        })
    );
    assert!(e.to_string().ends_with("Nothing saved was changed."));
    assert_eq!(saves.store, before);
}
