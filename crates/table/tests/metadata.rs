//! Saves carry their list line: listing and merging read it instead of replaying each game, and
//! saves from before it existed still list by opening their code.

mod common;

use common::*;
use smokestack_core::codec;
use smokestack_table::*;

/// A code that unpacks but does not replay: `m`'s code with one move too many announced.
fn unplayable(m: &dyn smokestack_core::AnyMatch) -> String {
    let mut p = codec::unpack(&code(m)).unwrap();
    p.actions += 1;
    codec::pack(&p)
}

fn summary(l: &Listed) -> &Summary {
    match l {
        Listed::Ok(s) => s,
        other => panic!("{other:?}"),
    }
}

fn stored(saves: &Saves<MemoryStore>, id: &str) -> serde_json::Value {
    serde_json::from_str(&saves.store.get(&format!("{KEY_PREFIX}{id}")).unwrap()).unwrap()
}

#[test]
fn every_save_writes_its_metadata() {
    let mut saves = Saves::new(MemoryStore::default());
    let m = game(3, 40, 25);
    // A record handed over without metadata gets it from its code.
    saves.put(&bare_record("bare", m.as_ref(), 1.0)).unwrap();
    let meta: SaveMeta = serde_json::from_value(stored(&saves, "bare")["meta"].clone()).unwrap();
    assert_eq!(meta, SaveMeta::of(m.as_ref(), &common::meta(3), rules(FF)));
    assert_eq!(meta.names, vec!["Ana", "Bo", "Cy"]);
    assert_eq!((meta.actions, meta.seed), (25, 40));
    assert_eq!(meta.options, m.identity().0);
    assert_eq!(meta.game, FF);

    // The game being played: code and metadata from the match, in one write.
    let mut rec = bare_record("played", m.as_ref(), 2.0);
    rec.code.clear();
    let later = game(3, 40, 30);
    saves
        .save_game(&mut rec, later.as_ref(), &common::meta(3))
        .unwrap();
    assert_eq!(rec.code, code(later.as_ref()));
    assert_eq!(rec.meta.as_ref().unwrap().actions, 30);
    assert_eq!(saves.load("played").unwrap().0, rec);
    assert_eq!(stored(&saves, "played")["meta"]["actions"], 30);
}

#[test]
fn the_list_reads_metadata_and_does_not_replay() {
    let mut saves = Saves::new(MemoryStore::default());
    // Many saves whose codes would fail to replay: listed from their metadata all the same.
    for i in 0..40u64 {
        let m = game(2 + (i % 2) as u8, 100 + i, 5 + i as usize);
        let mut rec = record(&format!("s{i:02}"), m.as_ref(), i as f64);
        rec.code = unplayable(m.as_ref());
        saves.put(&rec).unwrap();
    }
    let list = saves.list();
    assert_eq!(list.len(), 40);
    let last = summary(&list[0]);
    assert_eq!((last.id.as_str(), last.actions), ("s39", 44));
    assert_eq!(last.players, vec!["Ana", "Bo", "Cy"]);
    assert!(list.iter().all(|l| matches!(l, Listed::Ok(_))));
    // Opening one replays it, and so finds the damage.
    assert!(matches!(
        saves.load("s00"),
        Err(SaveError::Damaged(Damage::Code(_)))
    ));
}

#[test]
fn metadata_and_replay_give_the_same_line() {
    let m = game(3, 41, 33);
    let mut with = Saves::new(MemoryStore::default());
    with.put(&record("g", m.as_ref(), 5.0)).unwrap();
    // Saved before records carried metadata: the code is opened instead.
    let mut without = Saves::new(MemoryStore::default());
    let old = serde_json::to_string(&bare_record("g", m.as_ref(), 5.0)).unwrap();
    assert!(!old.contains("meta"));
    without.store.set(&format!("{KEY_PREFIX}g"), &old).unwrap();
    assert_eq!(with.list(), without.list());
    let s = summary(&without.list()[0]).clone();
    assert_eq!((s.actions, s.round, s.over), (33, m.status().round, false));
    assert_eq!(s.phase, m.status().phase);
    // Listing writes nothing.
    assert_eq!(without.store.get(&format!("{KEY_PREFIX}g")), Some(old));
}

#[test]
fn unreadable_or_stale_metadata_is_not_trusted() {
    let m = game(2, 42, 12);
    let good = summary(
        &{
            let mut s = Saves::new(MemoryStore::default());
            s.put(&record("g", m.as_ref(), 1.0)).unwrap();
            s.list()
        }[0],
    )
    .clone();
    let mut saves = Saves::new(MemoryStore::default());
    // Not metadata at all.
    let mut v = serde_json::to_value(bare_record("odd", m.as_ref(), 1.0)).unwrap();
    v["meta"] = serde_json::json!({"game": 5});
    saves
        .store
        .set(&format!("{KEY_PREFIX}odd"), &v.to_string())
        .unwrap();
    // Written under other rules than this app plays: the code decides.
    let mut rec = record("stale", m.as_ref(), 1.0);
    let meta = rec.meta.as_mut().unwrap();
    meta.rules += 1;
    meta.names = vec!["Not".into(), "Us".into()];
    saves.put(&rec).unwrap();
    for l in saves.list() {
        let s = summary(&l);
        assert_eq!(s.players, good.players, "{}", s.id);
        assert_eq!(s.actions, good.actions, "{}", s.id);
    }
}

#[test]
fn a_link_is_merged_by_metadata_and_moves_without_replaying_the_saves() {
    let mut saves = Saves::new(MemoryStore::default());
    let mine = game(2, 43, 20);
    // Other games, whose codes would not even replay: told apart by their metadata alone.
    for i in 0..10u64 {
        let m = game(2, 200 + i, 10);
        let mut rec = record(&format!("other{i}"), m.as_ref(), 1.0);
        rec.code = unplayable(m.as_ref());
        saves.put(&rec).unwrap();
    }
    saves.put(&record("mine", mine.as_ref(), 1.0)).unwrap();
    let before = saves.store.clone();
    assert_eq!(
        saves.receive(&code(mine.as_ref()), 2.0).unwrap(),
        Received::Same { id: "mine".into() }
    );
    assert_eq!(saves.store, before);
    let later = game(2, 43, 35);
    assert_eq!(
        saves.receive(&code(later.as_ref()), 3.0).unwrap(),
        Received::FastForward {
            id: "mine".into(),
            from: 20
        }
    );
    let (rec, _, _) = saves.load("mine").unwrap();
    assert_eq!(rec.meta.as_ref().unwrap().actions, 35);
    assert_eq!(rec.code, code(later.as_ref()));
    assert_eq!(
        saves.receive(&code(mine.as_ref()), 4.0).unwrap(),
        Received::Older { id: "mine".into() }
    );

    // A save from before metadata is compared by its unpacked code.
    let mut old = Saves::new(MemoryStore::default());
    let text = serde_json::to_string(&bare_record("old", mine.as_ref(), 1.0)).unwrap();
    old.store.set(&format!("{KEY_PREFIX}old"), &text).unwrap();
    assert_eq!(
        old.receive(&code(later.as_ref()), 2.0).unwrap(),
        Received::FastForward {
            id: "old".into(),
            from: 20
        }
    );
    assert!(old.load("old").unwrap().0.meta.is_some());
}

#[test]
fn pasted_links_with_line_breaks_are_one_game() {
    let mut saves = Saves::new(MemoryStore::default());
    let m = game(2, 44, 15);
    let c = code(m.as_ref());
    let (a, b) = c.split_at(c.len() / 2);
    let id = saves
        .receive(&format!("https://x.org/#{a}%0A{b}\n"), 1.0)
        .unwrap()
        .id()
        .to_string();
    assert_eq!(saves.load(&id).unwrap().0.code, c);
    assert_eq!(
        saves.receive(&format!("{a}\n {b}"), 2.0).unwrap(),
        Received::Same { id }
    );
}
