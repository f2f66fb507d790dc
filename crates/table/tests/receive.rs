//! Games arriving by link: merged with the saves, and bad links refused without a trace.

mod common;

use common::*;
use smokestack_core::codec;
use smokestack_table::*;

#[test]
fn a_new_game_is_saved_with_its_table_and_a_title() {
    let mut saves = Saves::new(MemoryStore::default());
    let m = game(2, 5, 12);
    let c = code(m.as_ref());
    let got = saves
        .receive(&format!("  https://example.org/app/#{c}\n"), 9.0)
        .unwrap();
    let Received::New { id } = got.clone() else {
        panic!("{got:?}")
    };
    assert_eq!(got.id(), id);
    let (rec, back, meta) = saves.load(&id).unwrap();
    assert_eq!(back.moves(), m.moves());
    assert_eq!(meta.names, vec!["Ana", "Bo"]);
    assert_eq!(rec.title, "Fantastic Factories — Ana, Bo");
    assert_eq!(rec.code, c, "the code is stored, not the link");
    assert_eq!((rec.updated, rec.seen), (9.0, 0));

    // The same link again: nothing changes.
    let before = saves.store.clone();
    assert_eq!(saves.receive(&c, 10.0).unwrap(), Received::Same { id });
    assert_eq!(saves.store, before);
}

#[test]
fn another_seed_or_table_size_is_another_game() {
    let mut saves = Saves::new(MemoryStore::default());
    saves
        .put(&record("s", game(2, 20, 5).as_ref(), 1.0))
        .unwrap();
    for m in [game(2, 21, 5), game(3, 20, 5)] {
        let got = saves.receive(&code(m.as_ref()), 2.0).unwrap();
        assert!(matches!(got, Received::New { .. }), "{got:?}");
    }
    assert_eq!(saves.list().len(), 3);
}

#[test]
fn a_link_that_extends_a_save_fast_forwards_it() {
    let mut saves = Saves::new(MemoryStore::default());
    let early = game(3, 6, 15);
    let mut rec = record("s", early.as_ref(), 1.0);
    rec.seen = 12;
    saves.put(&rec).unwrap();
    let later = game(3, 6, 40);
    assert_eq!(
        saves.receive(&later.share_code(), 2.0).unwrap(),
        Received::FastForward {
            id: "s".into(),
            from: 15
        }
    );
    let (after, m, _) = saves.load("s").unwrap();
    assert_eq!(m.moves(), later.moves());
    assert_eq!(after.updated, 2.0);
    assert_eq!(after.code, later.share_code());
    assert_eq!((after.title.as_str(), after.seen), ("game s", 12));
    assert_eq!(saves.list().len(), 1);
}

#[test]
fn an_older_link_changes_nothing() {
    let mut saves = Saves::new(MemoryStore::default());
    let early = game(2, 6, 15);
    saves
        .put(&record("s", game(2, 6, 40).as_ref(), 1.0))
        .unwrap();
    let before = saves.store.clone();
    assert_eq!(
        saves.receive(&code(early.as_ref()), 3.0).unwrap(),
        Received::Older { id: "s".into() }
    );
    assert_eq!(saves.store, before);
}

#[test]
fn diverged_histories_are_both_kept() {
    let mut saves = Saves::new(MemoryStore::default());
    let mine = game(2, 7, 20);
    saves.put(&record("mine", mine.as_ref(), 1.0)).unwrap();
    let theirs = diverged(2, 7, mine.as_ref());
    let before = saves.load("mine").unwrap().0;

    let got = saves.receive(&code(theirs.as_ref()), 2.0).unwrap();
    let Received::Diverged { id, kept, .. } = got else {
        panic!("{got:?}")
    };
    assert_eq!(kept, "mine");
    assert_ne!(id, "mine");
    // The save's game is untouched; it is marked as the branch left behind, beside the link's.
    let after = saves.load("mine").unwrap().0;
    assert_eq!(after.code, before.code);
    let branch = after.branch.expect("marked as a branch");
    assert!(!branch.ahead);
    assert_eq!(branch.other, id);
    assert!(saves.load(&id).unwrap().0.branch.unwrap().ahead);
    assert_eq!(saves.load(&id).unwrap().1.moves(), theirs.moves());
    assert_eq!(saves.list().len(), 2);

    // Each copy is now known: either link again is the same as its own save.
    assert_eq!(
        saves.receive(&code(theirs.as_ref()), 3.0).unwrap(),
        Received::Same { id: id.clone() }
    );
    assert_eq!(
        saves.receive(&code(mine.as_ref()), 3.0).unwrap(),
        Received::Same { id: "mine".into() }
    );
    // A later state of their copy moves their copy on, not mine.
    let mut further = diverged(2, 7, mine.as_ref());
    play(further.as_mut(), 77, 10);
    let got = saves.receive(&code(further.as_ref()), 4.0).unwrap();
    assert_eq!(
        got,
        Received::FastForward {
            id,
            from: theirs.actions()
        }
    );
    assert_eq!(saves.load("mine").unwrap().0.code, before.code);
}

#[test]
fn bad_links_are_errors_and_change_nothing() {
    let mut saves = Saves::new(MemoryStore::default());
    saves
        .put(&record("k", game(2, 8, 30).as_ref(), 1.0))
        .unwrap();
    // The very game of the bad links below, so that a wrong merge would show.
    let good = code(game(2, 8, 60).as_ref());
    let before = saves.store.clone();
    let bad: Vec<(&str, String)> = vec![
        ("empty", String::new()),
        ("spaces", "   ".into()),
        ("empty fragment", "https://example.org/#".into()),
        ("punctuation", "!!!".into()),
        ("words", "hello-world".into()),
        ("half", good[..good.len() / 2].into()),
        ("one character short", good[..good.len() - 1].into()),
        ("newer format", with_format(&good, codec::FORMAT + 1)),
        ("unknown format", with_format(&good, 200)),
        ("unknown game", unknown_game_code()),
    ];
    for (what, b) in &bad {
        let e = saves.receive(b, 5.0).expect_err(what);
        assert!(matches!(e, SaveError::Code(_)), "{what}: {e:?}");
        assert!(
            e.to_string().ends_with("Nothing saved was changed."),
            "{what}"
        );
        assert_eq!(saves.store, before, "{what}");
    }
    let newer = saves
        .receive(&with_format(&good, codec::FORMAT + 1), 5.0)
        .unwrap_err();
    assert!(
        newer.to_string().contains("newer version of Smokestack"),
        "{newer}"
    );
}

/// Every single-bit change of a code, and junk after it: an error that changes nothing, or (where
/// deflate does not care: unused padding, an equivalent back-reference, bytes after the end)
/// exactly the game the code held. Never another game, never damage.
#[test]
fn changed_codes_never_open_as_another_game() {
    let mut saves = Saves::new(MemoryStore::default());
    saves
        .put(&record("k", game(2, 8, 30).as_ref(), 1.0))
        .unwrap();
    let genuine = game(2, 8, 60);
    let good = code(genuine.as_ref());
    let before = saves.store.clone();
    let n = smokestack_core::base64url::decode(&good).unwrap().len();
    let changed = (0..n)
        .flat_map(|at| (0..8).map(move |bit| (at, bit)))
        .map(|(at, bit)| flipped(&good, at, bit))
        .chain([
            format!("{good}A"),
            format!("{good}AAAA"),
            format!("{good}_-_-"),
        ]);
    let (mut refused, mut total) = (0, 0);
    for b in changed {
        total += 1;
        match saves.receive(&b, 5.0) {
            Err(SaveError::Code(_)) => {
                refused += 1;
                assert_eq!(saves.store, before, "{b}");
            }
            Ok(Received::FastForward { id, from: 30 }) => {
                assert_eq!(saves.load(&id).unwrap().1.moves(), genuine.moves());
                assert_eq!(saves.list().len(), 1);
                saves.store = before.clone();
            }
            other => panic!("{b}: {other:?}"),
        }
    }
    assert!(refused * 10 > total * 9, "{refused} of {total} refused");
}

#[test]
fn a_full_store_refuses_an_arriving_game_and_keeps_everything_saved() {
    let mine = game(2, 30, 10);
    let first = record("s", mine.as_ref(), 1.0);
    let size = serde_json::to_string(&first).unwrap().len() + KEY_PREFIX.len() + 10;
    let mut saves = Saves::new(MemoryStore::with_quota(size));
    saves.put(&first).unwrap();
    let before = saves.store.clone();
    // A longer copy (would fast-forward), another game (would be new), a copy that went
    // another way (would be kept beside it): each refused with the store's error.
    let arriving = [
        game(2, 30, 200),
        game(2, 31, 10),
        diverged(2, 30, mine.as_ref()),
    ];
    for m in arriving {
        let e = saves.receive(&code(m.as_ref()), 2.0).unwrap_err();
        assert_eq!(e, SaveError::Store(StoreError::Full));
        assert!(e.to_string().starts_with("Storage is full"), "{e}");
        assert_eq!(saves.store, before);
        assert_eq!(saves.load("s").unwrap().0, first);
    }
    // A link already held needs no space: it still opens.
    assert_eq!(
        saves.receive(&code(mine.as_ref()), 3.0).unwrap(),
        Received::Same { id: "s".into() }
    );
}
