//! Saving, listing and loading real Fantastic Factories games; damaged entries; a full store.

mod common;

use common::*;
use smokestack_core::BotKind;
use smokestack_table::*;

fn ids(list: &[Listed]) -> Vec<String> {
    list.iter()
        .map(|l| match l {
            Listed::Ok(s) => s.id.clone(),
            Listed::OtherRules { id, .. } => format!("other-rules:{id}"),
            Listed::Damaged { id, .. } => format!("damaged:{id}"),
        })
        .collect()
}

fn load_err(saves: &Saves<MemoryStore>, id: &str) -> SaveError {
    match saves.load(id) {
        Ok(_) => panic!("{id} loaded"),
        Err(e) => e,
    }
}

#[test]
fn put_then_load_round_trips() {
    let mut saves = Saves::new(MemoryStore::default());
    let m = game(2, 1, 10);
    let rec = record("a", m.as_ref(), 100.0);
    saves.put(&rec).unwrap();
    let (back, loaded, meta) = saves.load("a").unwrap();
    assert_eq!(back, rec);
    assert_eq!(loaded.moves(), m.moves());
    assert_eq!(loaded.identity(), m.identity());
    assert_eq!(meta.names, vec!["Ana", "Bo"]);
    assert_eq!(meta.is_bot(1), Some(BotKind::Heuristic));
    assert_eq!(meta.humans(), vec![0]);
    assert_eq!(load_err(&saves, "nope"), SaveError::NotFound("nope".into()));
}

#[test]
fn list_is_newest_first_and_summarises_each_game() {
    let mut saves = Saves::new(MemoryStore::default());
    saves
        .put(&record("a", game(2, 1, 10).as_ref(), 100.0))
        .unwrap();
    saves
        .put(&record("b", game(3, 2, 20).as_ref(), 300.0))
        .unwrap();
    let mut c = record("c", game(2, 3, 4).as_ref(), 200.0);
    c.seen = 1;
    saves.put(&c).unwrap();
    let list = saves.list();
    assert_eq!(ids(&list), vec!["b", "c", "a"]);
    let Listed::Ok(s) = &list[1] else { panic!() };
    assert_eq!(s.game, "fantastic-factories");
    assert_eq!(s.game_name, "Fantastic Factories");
    assert_eq!(s.title, "game c");
    assert_eq!(s.players, vec!["Ana", "Bo"]);
    assert_eq!((s.actions, s.seen), (4, 1));
    assert!(!s.over);
    assert!(!s.to_act.is_empty());
    assert!(s.to_act.iter().all(|n| n == "Ana" || n == "Bo"));
    assert_eq!(s.updated, 200.0);
    assert!(!s.phase.is_empty());
}

#[test]
fn damaged_entries_are_listed_with_a_reason_and_the_rest_still_load() {
    let mut store = MemoryStore::default();
    let raw = |code: &str| {
        format!(
            r#"{{"id":"x","game":"fantastic-factories","title":"t","code":"{code}","updated":1,"seen":0}}"#
        )
    };
    store
        .set("smokestack/v1/save/not-json", "not json at all")
        .unwrap();
    store
        .set("smokestack/v1/save/garbage-code", &raw("AAAA"))
        .unwrap();
    store
        .set(
            "smokestack/v1/save/unknown-game",
            &raw(&unknown_game_code()),
        )
        .unwrap();
    store
        .set("smokestack/v1/save/no-code", r#"{"id":"no-code"}"#)
        .unwrap();
    store.set("other/app/key", "not ours").unwrap();
    let mut saves = Saves::new(store);
    saves
        .put(&record("good", game(2, 3, 5).as_ref(), 5.0))
        .unwrap();

    let list = saves.list();
    assert_eq!(
        ids(&list),
        vec![
            "good",
            "damaged:garbage-code",
            "damaged:no-code",
            "damaged:not-json",
            "damaged:unknown-game"
        ]
    );
    for l in &list[1..] {
        let Listed::Damaged { id, key, reason } = l else {
            panic!()
        };
        assert_eq!(key, &format!("smokestack/v1/save/{id}"));
        assert!(!reason.to_string().is_empty());
        let err = load_err(&saves, id);
        assert_eq!(err, SaveError::Damaged(reason.clone()));
        assert!(err.to_string().starts_with("This saved game is damaged: "));
    }
    let reason = |id: &str| match list
        .iter()
        .find(|l| ids(std::slice::from_ref(l))[0] == format!("damaged:{id}"))
    {
        Some(Listed::Damaged { reason, .. }) => reason.to_string(),
        _ => panic!("{id}"),
    };
    assert!(reason("not-json").contains("not a save record"));
    assert!(reason("unknown-game").contains("game-from-the-future"));
    assert!(saves.load("good").is_ok());
}

#[test]
fn a_full_store_refuses_the_write_and_keeps_everything_saved() {
    let first = record("g", game(2, 4, 10).as_ref(), 1.0);
    let other = record("h", game(3, 5, 10).as_ref(), 2.0);
    let size = |r: &SaveRecord| serde_json::to_string(r).unwrap().len() + KEY_PREFIX.len() + 1;
    let mut saves = Saves::new(MemoryStore::with_quota(size(&first) + size(&other) + 40));
    saves.put(&first).unwrap();
    saves.put(&other).unwrap();
    let before = saves.store.clone();

    let longer = record("g", game(2, 4, 300).as_ref(), 3.0);
    let err = saves.put(&longer).unwrap_err();
    assert_eq!(err, SaveError::Store(StoreError::Full));
    assert!(err.to_string().starts_with("Storage is full: "));
    assert!(err.to_string().contains("exporting"));
    assert_eq!(saves.store, before);
    assert_eq!(saves.load("g").unwrap().0, first);
    assert_eq!(saves.load("h").unwrap().0, other);

    let new = record("i", game(2, 6, 10).as_ref(), 4.0);
    assert_eq!(saves.put(&new), Err(SaveError::Store(StoreError::Full)));
    assert_eq!(saves.store, before);

    // Freeing space makes room again.
    saves.delete("h");
    saves.put(&longer).unwrap();
    assert_eq!(saves.load("g").unwrap().0, longer);
}

#[test]
fn records_are_read_leniently_except_for_their_code() {
    let m = game(2, 7, 6);
    let mut store = MemoryStore::default();
    let text = format!(
        r#"{{"code":"{}","updated":null,"seen":"many"}}"#,
        code(m.as_ref())
    );
    store.set("smokestack/v1/save/bare", &text).unwrap();
    let saves = Saves::new(store);
    let (rec, _, _) = saves.load("bare").unwrap();
    assert_eq!(
        (rec.id.as_str(), rec.game.as_str()),
        ("bare", "fantastic-factories")
    );
    assert_eq!((rec.updated, rec.seen), (0.0, 0));
    let Listed::Ok(s) = &saves.list()[0] else {
        panic!()
    };
    assert_eq!(s.title, "Fantastic Factories — Ana, Bo");
}

#[test]
fn the_key_decides_the_id_and_the_code_decides_the_game() {
    let mut saves = Saves::new(MemoryStore::default());
    let mut rec = record("real", game(2, 8, 3).as_ref(), 1.0);
    rec.game = "chess".into();
    let text = serde_json::to_string(&SaveRecord {
        id: "liar".into(),
        ..rec
    })
    .unwrap();
    saves.store.set("smokestack/v1/save/real", &text).unwrap();
    let (rec, _, _) = saves.load("real").unwrap();
    assert_eq!(
        (rec.id.as_str(), rec.game.as_str()),
        ("real", "fantastic-factories")
    );
    assert_eq!(ids(&saves.list()), vec!["real"]);
}

#[test]
fn a_time_that_is_not_a_number_is_saved_as_zero() {
    let mut saves = Saves::new(MemoryStore::default());
    saves
        .put(&record("n", game(2, 9, 2).as_ref(), f64::NAN))
        .unwrap();
    assert_eq!(saves.load("n").unwrap().0.updated, 0.0);
}

#[test]
fn delete_removes_only_that_save() {
    let mut saves = Saves::new(MemoryStore::default());
    saves
        .put(&record("a", game(2, 10, 2).as_ref(), 1.0))
        .unwrap();
    saves
        .put(&record("b", game(2, 11, 2).as_ref(), 2.0))
        .unwrap();
    saves.delete("a");
    saves.delete("never-was");
    assert_eq!(ids(&saves.list()), vec!["b"]);
}

#[test]
fn new_ids_never_collide() {
    let mut saves = Saves::new(MemoryStore::default());
    let m = game(2, 255, 0);
    let id = saves.new_id(FF, 255);
    assert_eq!(id, "fantastic-factories-ff");
    saves.put(&record(&id, m.as_ref(), 1.0)).unwrap();
    let second = saves.new_id(FF, 255);
    assert_eq!(second, "fantastic-factories-ff-2");
    saves.put(&record(&second, m.as_ref(), 1.0)).unwrap();
    assert_eq!(saves.new_id(FF, 255), "fantastic-factories-ff-3");
    // A damaged entry holds its id too.
    saves
        .store
        .set("smokestack/v1/save/fantastic-factories-1", "junk")
        .unwrap();
    assert_eq!(saves.new_id(FF, 1), "fantastic-factories-1-2");
}

#[test]
fn table_descriptions_are_read_leniently() {
    for junk in ["", "garbage", "[]", "null", "{\"names\":5}", "{{{{"] {
        let t = TableMeta::from_json(junk, 3);
        assert_eq!(t.names, vec!["Seat 1", "Seat 2", "Seat 3"], "{junk}");
        assert_eq!(t.kinds, vec![SeatKind::Human; 3], "{junk}");
        assert_eq!(t.humans(), vec![0, 1, 2]);
    }
    let t = TableMeta::from_json(
        r#"{"names":["  A very very long name that goes on and on  "],"kinds":[{"Bot":"evil"},{"Bot":"random"},{"Bot":"heuristic"}]}"#,
        2,
    );
    assert_eq!(t.names, vec!["A very very long name th", "Seat 2"]);
    assert_eq!(t.names[0].chars().count(), 24);
    assert_eq!(
        t.kinds,
        vec![SeatKind::Human, SeatKind::Bot("random".into())]
    );
    assert_eq!(t.is_bot(0), None);
    assert_eq!(t.is_bot(1), Some(BotKind::Random));
    assert_eq!(t.humans(), vec![0]);
    assert_eq!(t.name(7), "Seat 8");
    assert_eq!(TableMeta::from_json(&t.to_json(), 2), t);
    // Too long a table is cut to the seats there are.
    assert_eq!(
        TableMeta::from_json(&meta(3).to_json(), 1).names,
        vec!["Ana"]
    );
}

#[test]
fn links_carry_the_code_in_their_fragment() {
    let code = code(game(2, 12, 8).as_ref());
    let url = links::link("https://example.org/smokestack/?x=1#old", &code);
    assert_eq!(url, format!("https://example.org/smokestack/?x=1#{code}"));
    let hash = &url[url.find('#').unwrap()..];
    assert_eq!(links::code_from_hash(hash), Some(code.as_str()));
    assert_eq!(links::code_from_hash("#"), None);
    assert_eq!(links::code_from_hash(""), None);
    assert!(smokestack_games::open(links::code_from_hash(hash).unwrap()).is_ok());
}
