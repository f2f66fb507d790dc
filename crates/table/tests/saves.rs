//! Saves and links with real Fantastic Factories games.

use smokestack_core::{AnyMatch, BotKind, GameRng, base64url};
use smokestack_table::*;

fn game(players: u8, seed: u64, actions: usize) -> Box<dyn AnyMatch> {
    let mut m = smokestack_games::find("fantastic-factories")
        .unwrap()
        .new_match(players, &[], seed)
        .unwrap();
    let mut rng = GameRng::new(seed);
    for _ in 0..actions {
        let Some(&seat) = m.to_act().first() else {
            break;
        };
        m.bot_move(seat, BotKind::Random, &mut rng).unwrap();
    }
    m
}

fn meta(n: u8) -> TableMeta {
    TableMeta::from_json(
        r#"{"names":["Ana","Bo","Cy"],"kinds":["Human",{"Bot":"heuristic"}]}"#,
        n,
    )
}

fn record(id: &str, m: &dyn AnyMatch, updated: f64) -> SaveRecord {
    SaveRecord {
        id: id.into(),
        game: m.game_id().into(),
        title: format!("game {id}"),
        code: m.share_code_with(&meta(m.seats()).to_json()),
        updated,
        seen: m.actions(),
    }
}

#[test]
fn put_then_load_round_trips_and_list_is_newest_first() {
    let mut saves = Saves::new(MemoryStore::default());
    let (a, b) = (game(2, 1, 10), game(3, 2, 20));
    saves.put(&record("a", a.as_ref(), 100.0)).unwrap();
    saves.put(&record("b", b.as_ref(), 200.0)).unwrap();
    let (rec, m, meta) = saves.load("a").unwrap();
    assert_eq!(rec.id, "a");
    assert_eq!(m.moves(), a.moves());
    assert_eq!(meta.names, vec!["Ana", "Bo"]);
    assert_eq!(meta.is_bot(1), Some(BotKind::Heuristic));
    let ids: Vec<String> = saves
        .list()
        .into_iter()
        .map(|l| match l {
            Listed::Ok(s) => s.id,
            Listed::Damaged { id, .. } => panic!("{id} damaged"),
        })
        .collect();
    assert_eq!(ids, vec!["b", "a"]);
    assert!(matches!(saves.load("nope"), Err(SaveError::NotFound(_))));
}

#[test]
fn damaged_entries_are_listed_as_damaged_and_the_rest_still_load() {
    let mut store = MemoryStore::default();
    store
        .set("smokestack/v1/save/x1", "not json at all")
        .unwrap();
    let bad_code = SaveRecord {
        id: "x2".into(),
        game: "fantastic-factories".into(),
        title: "t".into(),
        code: "AAAA".into(),
        updated: 1.0,
        seen: 0,
    };
    store
        .set(
            "smokestack/v1/save/x2",
            &serde_json::to_string(&bad_code).unwrap(),
        )
        .unwrap();
    store.set("other/app/key", "ignored").unwrap();
    let mut saves = Saves::new(store);
    saves
        .put(&record("good", game(2, 3, 5).as_ref(), 5.0))
        .unwrap();
    let list = saves.list();
    assert_eq!(list.len(), 3);
    let damaged: Vec<&str> = list
        .iter()
        .filter_map(|l| match l {
            Listed::Damaged { id, reason, .. } => {
                assert!(!reason.is_empty());
                Some(id.as_str())
            }
            _ => None,
        })
        .collect();
    assert_eq!(damaged.len(), 2);
    assert!(matches!(saves.load("x1"), Err(SaveError::Damaged(_))));
    assert!(saves.load("good").is_ok());
}

#[test]
fn a_full_store_refuses_the_write_and_keeps_what_was_saved() {
    let m = game(2, 4, 10);
    let first = record("g", m.as_ref(), 1.0);
    let size = serde_json::to_string(&first).unwrap().len() + 40;
    let mut saves = Saves::new(MemoryStore::with_quota(size));
    saves.put(&first).unwrap();
    let longer = game(2, 4, 200);
    let err = saves.put(&record("g", longer.as_ref(), 2.0)).unwrap_err();
    assert_eq!(err, SaveError::Store(StoreError::Full));
    assert!(err.to_string().contains("full"));
    assert_eq!(saves.load("g").unwrap().0, first);
}

#[test]
fn receiving_a_new_game_saves_it_with_its_table() {
    let mut saves = Saves::new(MemoryStore::default());
    let m = game(2, 5, 12);
    let code = m.share_code_with(&meta(2).to_json());
    let got = saves
        .receive(&format!("https://example.org/app/#{code}"), 9.0)
        .unwrap();
    let Received::New { id } = got else {
        panic!("{got:?}")
    };
    let (rec, back, meta) = saves.load(&id).unwrap();
    assert_eq!(back.moves(), m.moves());
    assert_eq!(meta.names, vec!["Ana", "Bo"]);
    assert!(rec.title.contains("Ana, Bo"));
    assert_eq!(saves.receive(&code, 10.0).unwrap(), Received::Same { id });
}

#[test]
fn a_link_that_extends_a_save_fast_forwards_it() {
    let mut saves = Saves::new(MemoryStore::default());
    let early = game(3, 6, 15);
    saves.put(&record("s", early.as_ref(), 1.0)).unwrap();
    let later = game(3, 6, 40);
    assert_eq!(
        saves.receive(&later.share_code(), 2.0).unwrap(),
        Received::FastForward {
            id: "s".into(),
            from: 15
        }
    );
    let (rec, m, _) = saves.load("s").unwrap();
    assert_eq!(m.actions(), 40);
    assert_eq!(rec.updated, 2.0);
    // An older link changes nothing.
    let before = saves.store.clone();
    assert_eq!(
        saves.receive(&early.share_code(), 3.0).unwrap(),
        Received::Older { id: "s".into() }
    );
    assert_eq!(saves.store, before);
}

#[test]
fn diverged_histories_are_both_kept() {
    let mut saves = Saves::new(MemoryStore::default());
    let base = game(2, 7, 10);
    saves.put(&record("mine", base.as_ref(), 1.0)).unwrap();
    // The same game (options, seed) played another way from the start.
    let mut other = smokestack_games::find("fantastic-factories")
        .unwrap()
        .new_match(2, &[], 7)
        .unwrap();
    let mut rng = GameRng::new(999);
    while other.moves().first() == base.moves().first() || other.actions() < 10 {
        if other.actions() >= 10 {
            other = smokestack_games::find("fantastic-factories")
                .unwrap()
                .new_match(2, &[], 7)
                .unwrap();
        }
        let seat = other.to_act()[0];
        other.bot_move(seat, BotKind::Random, &mut rng).unwrap();
    }
    let before = saves.store.get("smokestack/v1/save/mine");
    let got = saves.receive(&other.share_code(), 2.0).unwrap();
    let Received::Diverged { id, kept } = got else {
        panic!("{got:?}")
    };
    assert_eq!(kept, "mine");
    assert_ne!(id, "mine");
    assert_eq!(saves.store.get("smokestack/v1/save/mine"), before);
    assert_eq!(saves.load(&id).unwrap().1.moves(), other.moves());
}

#[test]
fn bad_links_are_errors_and_change_nothing() {
    let mut saves = Saves::new(MemoryStore::default());
    saves
        .put(&record("k", game(2, 8, 30).as_ref(), 1.0))
        .unwrap();
    let before = saves.store.clone();
    let code = game(2, 9, 30).share_code();
    let mut bytes = base64url::decode(&code).unwrap();
    let mut newer = bytes.clone();
    newer[0] = 2;
    let last = bytes.len() - 1;
    bytes[last / 2] ^= 0x10;
    let bad = [
        "".to_string(),
        "!!!".to_string(),
        "hello-world".to_string(),
        code[..code.len() / 2].to_string(),
        base64url::encode(&bytes),
        base64url::encode(&newer),
    ];
    for b in &bad {
        let e = saves.receive(b, 5.0).unwrap_err();
        assert!(matches!(e, SaveError::Code(_)), "{b}: {e:?}");
        assert!(e.to_string().contains("Nothing saved was changed"));
        assert_eq!(saves.store, before, "{b}");
    }
    let newer_err = saves.receive(&base64url::encode(&newer), 5.0).unwrap_err();
    assert!(newer_err.to_string().contains("newer version"));
}

#[test]
fn export_then_import_restores_every_game() {
    let mut saves = Saves::new(MemoryStore::default());
    for (i, seed) in [11u64, 12, 13].iter().enumerate() {
        saves
            .put(&record(
                &format!("g{i}"),
                game(2, *seed, 10 + i * 5).as_ref(),
                i as f64,
            ))
            .unwrap();
    }
    let file = saves.export_all();
    let mut fresh = Saves::new(MemoryStore::default());
    let report = fresh.import_all(&file, 100.0).unwrap();
    assert_eq!(report.added, 3);
    assert!(report.rejected.is_empty());
    let titles: Vec<String> = fresh
        .list()
        .into_iter()
        .filter_map(|l| match l {
            Listed::Ok(s) => Some(s.title),
            _ => None,
        })
        .collect();
    assert_eq!(titles.len(), 3);
    assert!(titles.contains(&"game g1".to_string()));
    // Importing again changes nothing.
    let again = fresh.import_all(&file, 200.0).unwrap();
    assert_eq!((again.added, again.unchanged), (0, 3));
}

#[test]
fn importing_garbage_is_refused_and_changes_nothing() {
    let mut saves = Saves::new(MemoryStore::default());
    saves
        .put(&record("k", game(2, 14, 5).as_ref(), 1.0))
        .unwrap();
    let before = saves.store.clone();
    for text in ["", "{}", "[1,2]", r#"{"smokestack_saves":9,"saves":[]}"#] {
        assert!(
            matches!(saves.import_all(text, 1.0), Err(SaveError::BadImport(_))),
            "{text}"
        );
    }
    assert_eq!(saves.store, before);
}

#[test]
fn new_ids_never_collide() {
    let mut saves = Saves::new(MemoryStore::default());
    let m = game(2, 255, 0);
    let id = saves.new_id("fantastic-factories", 255);
    assert_eq!(id, "fantastic-factories-ff");
    saves.put(&record(&id, m.as_ref(), 1.0)).unwrap();
    assert_eq!(
        saves.new_id("fantastic-factories", 255),
        "fantastic-factories-ff-2"
    );
}

#[test]
fn table_descriptions_are_read_leniently() {
    let t = TableMeta::from_json("garbage", 3);
    assert_eq!(t.names, vec!["Seat 1", "Seat 2", "Seat 3"]);
    assert_eq!(t.humans(), vec![0, 1, 2]);
    let t = TableMeta::from_json(
        r#"{"names":["  A very very long name that goes on and on  "],"kinds":[{"Bot":"evil"},{"Bot":"random"}]}"#,
        2,
    );
    assert_eq!(t.names[0].chars().count(), 24);
    assert_eq!(t.is_bot(0), None);
    assert_eq!(t.is_bot(1), Some(BotKind::Random));
    assert_eq!(TableMeta::from_json(&t.to_json(), 2), t);
}
