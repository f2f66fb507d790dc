//! The bodies of the fuzz targets: `smokestack_games::fuzzing`'s, and then the table's receive
//! path (`Saves::receive` over the in-memory store). The receive part lives here because
//! smokestack-table depends on smokestack-games: the other way round would be a cycle.

use smokestack_core::codec;
use smokestack_games::fuzzing;
use smokestack_table::{Listed, MemoryStore, Received, SaveError, Saves};

/// Raw bytes as a link: opened as the browser opens it, then received into the saves.
pub fn link_text(data: &[u8]) {
    let text = fuzzing::as_link(data);
    let opened = fuzzing::check_code(&text);
    receive(&text, opened);
}

/// Most actions of a structured code that is also received: receiving replays the code several
/// times, and what it adds (tables, options, merging) does not depend on the game's depth, which
/// `check_code` covers.
const MAX_RECEIVED_ACTIONS: usize = 150;

/// A structured code: opened and checked, and if it opens (and is not deep), received into the
/// saves.
pub fn payload(data: &[u8]) {
    let code = fuzzing::payload_code(data);
    if fuzzing::check_code(&code)
        && codec::unpack(&code).is_ok_and(|p| p.actions <= MAX_RECEIVED_ACTIONS)
    {
        receive(&code, true);
    }
}

/// A link arriving at an empty store, as the app takes it: saved as new when it opens, and then
/// loaded, listed and received again as the same game; refused with a code error that changes
/// nothing when it does not.
pub fn receive(text: &str, opened: bool) {
    let mut saves = Saves::new(MemoryStore::default());
    match saves.receive(text, 1.0) {
        Ok(Received::New { id }) => {
            assert!(opened, "received but does not open");
            let (rec, m, meta) = saves.load(&id).expect("a received game loads");
            assert_eq!(rec.id, id);
            assert_eq!(rec.seen, 0, "nothing of a received game was seen here");
            assert_eq!(meta.names.len(), usize::from(m.seats()));
            assert_eq!(meta.kinds.len(), usize::from(m.seats()));
            match saves.list().as_slice() {
                [Listed::Ok(s)] => {
                    assert_eq!(s.id, id);
                    assert_eq!(s.actions, m.actions());
                    assert_eq!(s.players, meta.names);
                }
                other => panic!("one received game lists as {other:?}"),
            }
            assert_eq!(
                saves.receive(text, 2.0),
                Ok(Received::Same { id: id.clone() })
            );
            // Its own code with its table, as the app sends it on, is the same game.
            let own = m.share_code_with(&meta.to_json());
            assert_eq!(saves.receive(&own, 3.0), Ok(Received::Same { id }));
            assert_eq!(saves.store.map.len(), 1);
        }
        Ok(other) => panic!("an empty store received {other:?}"),
        Err(SaveError::Code(e)) => {
            assert!(!opened, "opens, but is not received: {e}");
            assert!(
                saves.store.map.is_empty(),
                "a refused code changed the saves"
            );
        }
        Err(e) => panic!("receiving fails with {e}"),
    }
}
