//! The saves file: export, import into another device, and files that are not saves files.

mod common;

use common::*;
use smokestack_table::*;

fn three_games() -> Saves<MemoryStore> {
    let mut saves = Saves::new(MemoryStore::default());
    for (i, seed) in [11u64, 12, 13].into_iter().enumerate() {
        let m = game(2 + i as u8 % 2, seed, 10 + i * 5);
        let mut rec = record(&format!("g{i}"), m.as_ref(), i as f64);
        rec.seen = i;
        saves.put(&rec).unwrap();
    }
    saves
}

#[test]
fn export_then_import_into_an_empty_store_restores_every_game() {
    let saves = three_games();
    let file = saves.export_all();
    let mut fresh = Saves::new(MemoryStore::default());
    let report = fresh.import_all(&file, 100.0).unwrap();
    assert_eq!(
        report,
        ImportReport {
            added: 3,
            ..ImportReport::default()
        }
    );
    assert_eq!(
        report.to_string(),
        "Imported: 3 new, 0 brought up to date, 0 already here."
    );
    // Every record exactly as it was: id, title, code, time, what was seen.
    assert_eq!(fresh.store, saves.store);

    // Importing again changes nothing.
    let again = fresh.import_all(&file, 200.0).unwrap();
    assert_eq!((again.added, again.kept), (0, 3));
    assert_eq!(fresh.store, saves.store);
}

#[test]
fn importing_merges_with_the_games_already_here() {
    let mut here = Saves::new(MemoryStore::default());
    let behind = game(2, 40, 10);
    let mine = game(2, 41, 20);
    here.put(&record("behind", behind.as_ref(), 1.0)).unwrap();
    here.put(&record("mine", mine.as_ref(), 1.0)).unwrap();
    let mine_before = here.load("mine").unwrap().0.code;

    let mut there = Saves::new(MemoryStore::default());
    let mut ahead = record("behind", game(2, 40, 25).as_ref(), 50.0);
    ahead.seen = 25;
    there.put(&ahead).unwrap();
    // Same id as a save here: kept under a fresh id.
    there
        .put(&record(
            "mine",
            diverged(2, 41, mine.as_ref()).as_ref(),
            60.0,
        ))
        .unwrap();
    there
        .put(&record("new", game(3, 42, 5).as_ref(), 70.0))
        .unwrap();

    let report = here.import_all(&there.export_all(), 1000.0).unwrap();
    assert_eq!((report.added, report.updated, report.kept), (2, 1, 0));
    assert!(report.rejected.is_empty());
    let (rec, m, _) = here.load("behind").unwrap();
    assert_eq!((m.actions(), rec.seen, rec.updated), (25, 25, 50.0));
    // The game here is untouched, now marked as one of two branches beside the imported one.
    let mine_after = here.load("mine").unwrap().0;
    assert_eq!(mine_after.code, mine_before);
    assert!(mine_after.branch.is_some_and(|b| !b.ahead));
    assert!(here.load("new").is_ok());
    assert_eq!(here.list().len(), 4);
}

#[test]
fn damaged_entries_travel_raw_and_are_reported_on_import() {
    let mut saves = three_games();
    saves
        .store
        .set("smokestack/v1/save/junk", "not json {")
        .unwrap();
    let future = format!(
        r#"{{"id":"f","title":"From the future","code":"{}"}}"#,
        unknown_game_code()
    );
    saves.store.set("smokestack/v1/save/f", &future).unwrap();
    let file = saves.export_all();
    let v: serde_json::Value = serde_json::from_str(&file).unwrap();
    assert_eq!(v["smokestack_saves"], 1);
    assert_eq!(v["saves"].as_array().unwrap().len(), 3);
    let damaged: Vec<&str> = v["damaged"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d.as_str().unwrap())
        .collect();
    assert_eq!(damaged, vec![future.as_str(), "not json {"]);

    let mut fresh = Saves::new(MemoryStore::default());
    let report = fresh.import_all(&file, 100.0).unwrap();
    assert_eq!(report.added, 3);
    assert_eq!(report.rejected.len(), 2);
    let rejected: Vec<String> = report.rejected.iter().map(|r| r.to_string()).collect();
    assert!(
        rejected[0].starts_with("\"From the future\": "),
        "{rejected:?}"
    );
    assert!(rejected[0].contains("game-from-the-future"));
    assert!(rejected[1].contains("not a saved game"));
    assert!(report.to_string().contains("2 not imported"));
    assert_eq!(fresh.list().len(), 3);
}

#[test]
fn bad_entries_in_a_good_file_are_reported_and_the_rest_imported() {
    let good = record("ok", game(2, 50, 5).as_ref(), 1.0);
    let mut tampered = record("bad", game(2, 51, 5).as_ref(), 1.0);
    tampered.code = flipped(&tampered.code, 10, 3);
    let file = serde_json::json!({
        "smokestack_saves": 1,
        "saves": [good, 42, {"title": "no code"}, tampered],
    })
    .to_string();
    let mut saves = Saves::new(MemoryStore::default());
    let report = saves.import_all(&file, 10.0).unwrap();
    assert_eq!(report.added, 1);
    let rejected: Vec<String> = report.rejected.iter().map(|r| r.to_string()).collect();
    assert_eq!(rejected.len(), 3, "{rejected:?}");
    assert!(rejected[0].starts_with("entry 2 "));
    assert!(rejected[2].starts_with("\"game bad\": "));
    assert!(matches!(report.rejected[0].why, Rejection::NotRecord(_)));
    assert_eq!(report.rejected[2].label.as_deref(), Some("game bad"));
    assert!(matches!(
        report.rejected[2].why,
        Rejection::Save(SaveError::Code(_))
    ));
    assert_eq!(saves.list().len(), 1);
    assert_eq!(saves.load("ok").unwrap().0, good);
}

#[test]
fn importing_garbage_is_refused_and_changes_nothing() {
    let mut saves = three_games();
    let before = saves.store.clone();
    let a_code = code(game(2, 1, 3).as_ref());
    let files = [
        "".to_string(),
        "not json".into(),
        "{}".into(),
        "[1,2]".into(),
        "null".into(),
        r#"{"saves":[]}"#.into(),
        r#"{"smokestack_saves":"1","saves":[]}"#.into(),
        r#"{"smokestack_saves":9,"saves":[]}"#.into(),
        r#"{"smokestack_saves":1,"saves":"all of them"}"#.into(),
        r#"{"smokestack_saves":1}"#.into(),
        a_code,
        saves.export_all()[..40].to_string(),
    ];
    for text in &files {
        let e = saves.import_all(text, 1.0).unwrap_err();
        assert!(matches!(e, SaveError::BadImport(_)), "{text}: {e:?}");
        assert!(e.to_string().ends_with("Nothing was changed."), "{e}");
        assert_eq!(saves.store, before, "{text}");
    }
    let newer = saves
        .import_all(r#"{"smokestack_saves":9,"saves":[]}"#, 1.0)
        .unwrap_err();
    assert!(newer.to_string().contains("newer version"), "{newer}");
}

#[test]
fn importing_into_a_full_store_keeps_everything_saved() {
    let file = three_games().export_all();
    let first = record("s", game(2, 60, 10).as_ref(), 1.0);
    let size = serde_json::to_string(&first).unwrap().len() + KEY_PREFIX.len() + 10;
    let mut saves = Saves::new(MemoryStore::with_quota(size));
    saves.put(&first).unwrap();
    let before = saves.store.clone();
    let report = saves.import_all(&file, 100.0).unwrap();
    assert_eq!(report.added, 0);
    assert_eq!(report.rejected.len(), 3);
    assert!(
        report
            .rejected
            .iter()
            .all(|r| r.why == Rejection::Save(SaveError::Store(StoreError::Full)))
    );
    assert_eq!(saves.store, before);
}

#[test]
fn titles_and_ids_from_a_file_are_bounded_like_names_from_a_link() {
    let saves = three_games();
    let file = saves.export_all();
    let mut v: serde_json::Value = serde_json::from_str(&file).unwrap();
    let long_title = format!("  {}\u{7}{} ", "T".repeat(50), "é".repeat(200));
    v["saves"][0]["title"] = long_title.into();
    v["saves"][0]["id"] = "x".repeat(10_000).into();
    v["saves"][1]["id"] = "../../evil key".into();
    let mut fresh = Saves::new(MemoryStore::default());
    let report = fresh.import_all(&v.to_string(), 100.0).unwrap();
    assert_eq!(report.added, 3, "{report}");
    for key in fresh.store.keys() {
        let id = key.trim_start_matches(KEY_PREFIX);
        assert!(id.len() <= 64, "{id}");
        assert!(!id.contains(' ') && !id.contains('/'), "{id}");
        let rec: SaveRecord = serde_json::from_str(&fresh.store.get(&key).unwrap()).unwrap();
        assert!(rec.title.chars().count() <= 80, "{}", rec.title);
        assert!(!rec.title.chars().any(char::is_control));
    }
    // A file far larger than any saves file is refused before it is parsed.
    let huge = " ".repeat(MAX_IMPORT_BYTES + 1);
    let err = fresh.import_all(&huge, 1.0).unwrap_err();
    assert!(matches!(err, SaveError::BadImport(_)), "{err:?}");
}
