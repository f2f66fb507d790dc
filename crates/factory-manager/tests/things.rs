//! Rules in place (`Game::thing`, `thing_keys`, `named_things`, `things.rs`): every key tells a
//! thing; keys are plain and stable; what a logged action names is a key; the PROVISIONAL flag
//! is the data's mark; and the facts that once restated a rule in the app read the rule's own
//! function (the storage board, the extra picks, the highest energy price, the start markers,
//! the bill, the workers a demolition locks).

mod common;

use common::{new_game, tid};
use factory_manager::build::DEMOLISH_WORKERS;
use factory_manager::data::{Kind, Mark, TileId, provisional, tile, tile_provisional, tiles};
use factory_manager::factory::{bill, values};
use factory_manager::market::extra_picks;
use factory_manager::round::highest_price;
use factory_manager::setup::{start_player, storage_board};
use factory_manager::state::State;
use factory_manager::things::{OTHER, column_key, energy_tile_key, order_key, tile_key};
use factory_manager::{Action, FactoryManager as FM, Slot};
use smokestack_core::{BotKind, Game, GameRng, Lang, Match, Seat, Thing};

fn game(players: u8, seed: u64, settings: &[(&str, &str)]) -> Match<FM> {
    let settings: Vec<(String, String)> = settings
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let o = FM::options(players, &settings).expect("options");
    Match::<FM>::new(o, seed).expect("setup")
}

/// Plays `bot` until the log holds `stop` actions or the game ends.
fn play(m: &mut Match<FM>, bot: BotKind, rng: &mut GameRng, stop: usize) {
    while m.log().len() < stop {
        let Some(&seat) = m.to_act().first() else {
            break;
        };
        let legal = m.legal(seat);
        let i = bot.choose::<FM>(m.state(), seat, &legal, rng);
        m.apply_index(seat, i, &legal).expect("legal");
    }
}

fn thing(s: &State, viewer: Option<Seat>, key: &str) -> Thing {
    FM::thing(s, viewer, key).unwrap_or_else(|| panic!("{key} tells no thing"))
}

/// A tile type's name in English.
fn kind_word(k: Kind) -> String {
    smokestack_core::Msg::new(format!("fm.kind.{}", k.key())).render(Lang::En, &[])
}

/// The fact labelled `label` (a locale key), in English.
fn fact(t: &Thing, label: &str) -> Option<String> {
    t.facts
        .iter()
        .find(|(l, _)| l.key == label)
        .map(|(_, v)| v.render(Lang::En, &[]))
}

#[test]
fn every_key_tells_a_thing_and_keys_are_plain_and_unique() {
    let keys = FM::thing_keys();
    // The tiles, order tiles 1–12, six columns, energy tiles +0/+1/+2 and the other places.
    assert_eq!(keys.len(), tiles().len() + 12 + 6 + 3 + OTHER.len());
    let mut seen = std::collections::HashSet::new();
    for k in &keys {
        assert!(seen.insert(k.clone()), "{k} twice");
        assert!(
            !k.is_empty()
                && k.chars()
                    .all(|c| c.is_ascii_alphanumeric() || matches!(c, ':' | '_' | '-')),
            "{k} is not plain"
        );
    }
    for players in 2..=5 {
        let s = new_game(players, 7, &[]);
        for viewer in std::iter::once(None).chain((0..players).map(Some)) {
            for k in &keys {
                let t = thing(&s, viewer, k);
                assert!(!t.title.key.is_empty() && !t.kind.key.is_empty(), "{k}");
                assert!(!t.text.is_empty() || !t.facts.is_empty(), "{k}");
                for lang in Lang::ALL {
                    let title = t.title.render(lang, &[]);
                    assert!(!title.is_empty() && !title.contains('{'), "{k}: {title}");
                }
            }
        }
    }
    let s = new_game(3, 1, &[]);
    for bad in [
        "tile:Nope",
        "tile:",
        "order_tile:13",
        "order_tile:01",
        "column:Storage",
        "energy_tile:3",
        "board:nope",
        "nothing",
    ] {
        assert!(FM::thing(&s, None, bad).is_none(), "{bad}");
    }
}

/// The key strings the board writes and browser tests select by, pinned.
#[test]
fn keys_are_pinned() {
    let keys = FM::thing_keys();
    for k in [
        "tile:S0",
        "tile:M0",
        "tile:S01",
        "tile:X1",
        "order_tile:1",
        "order_tile:12",
        "column:storage",
        "column:production_robot",
        "column:optimization",
        "energy_tile:0",
        "energy_tile:2",
        "board:market",
        "board:energy",
        "worker:seasonal",
        "factory:canteen",
        "factory:demolish",
        "factory:income",
        "marker:shutdown",
    ] {
        assert!(keys.iter().any(|x| x == k), "{k}");
    }
    assert_eq!(keys[0], "tile:S0");
    assert_eq!(tile_key(tid("M0")), "tile:M0");
    assert_eq!(order_key(7), "order_tile:7");
    assert_eq!(column_key(Kind::WorkerRobot), "column:worker_robot");
    assert_eq!(energy_tile_key(1), "energy_tile:1");
}

/// Every key a logged action names is a key that tells a thing in the state it was taken in,
/// over whole bot games at every player count.
#[test]
fn logged_actions_name_keys() {
    let keys = FM::thing_keys();
    let mut named = 0;
    let mut kinds = std::collections::HashSet::new();
    for players in 2..=5u8 {
        for (bot, seed) in [(BotKind::Heuristic, 1u64), (BotKind::Random, 2)] {
            let mut m = game(players, seed + u64::from(players), &[]);
            let mut rng = GameRng::new(seed);
            while let Some(&seat) = m.to_act().first() {
                let legal = m.legal(seat);
                let i = bot.choose::<FM>(m.state(), seat, &legal, &mut rng);
                let a = legal[i];
                for viewer in [None, Some(seat)] {
                    for k in FM::named_things(m.state(), &a, viewer) {
                        assert!(keys.contains(&k), "{k} named by {a:?}");
                        assert!(FM::thing(m.state(), viewer, &k).is_some(), "{k}");
                        kinds.insert(k.split(':').next().unwrap_or("").to_string());
                        named += 1;
                    }
                }
                match a {
                    Action::Pick { column } => {
                        let top = m.state().columns[column as usize][0];
                        assert_eq!(
                            FM::named_things(m.state(), &a, None),
                            vec![column_key(Kind::ALL[column as usize]), tile_key(top)]
                        );
                    }
                    Action::Buy { tile } => {
                        assert_eq!(FM::named_things(m.state(), &a, None), vec![tile_key(tile)])
                    }
                    Action::Open { tile, .. } => {
                        assert_eq!(FM::named_things(m.state(), &a, None), vec![order_key(tile)])
                    }
                    _ => {}
                }
                m.apply_index(seat, i, &legal).expect("legal");
            }
            assert!(m.log().len() > 100, "a whole game");
        }
    }
    assert!(named > 1000, "{named}");
    for k in ["tile", "order_tile", "column", "board", "factory"] {
        assert!(kinds.contains(k), "no action named a {k}");
    }
}

/// The PROVISIONAL flag is the data's mark, nothing else.
#[test]
fn provisional_flags_are_the_datas_marks() {
    let s = new_game(4, 3, &[]);
    for (i, d) in tiles().iter().enumerate() {
        let t = i as TileId;
        let th = thing(&s, None, &tile_key(t));
        assert_eq!(th.provisional, tile_provisional(t), "{}", d.id);
        let office = !d.kind.on_floor() && provisional(Mark::OfficeMapping);
        assert_eq!(th.provisional, d.provisional || office, "{}", d.id);
    }
    // The start tiles are derived (FACTS.md §3.4); every storage-board tile is a placeholder.
    assert!(!thing(&s, None, "tile:S0").provisional);
    assert!(!thing(&s, None, "tile:M0").provisional);
    assert!(thing(&s, None, "tile:S01").provisional);
    for n in 1..=12 {
        assert_eq!(
            thing(&s, None, &order_key(n)).provisional,
            provisional(Mark::OrderTiles)
        );
    }
    for k in Kind::ALL {
        assert_eq!(
            thing(&s, None, &column_key(k)).provisional,
            provisional(Mark::StorageBoard)
        );
    }
    let marks = [
        ("board:market", Some(Mark::ExtraPicks)),
        ("factory:office", Some(Mark::OfficeMapping)),
        ("factory:income", Some(Mark::FinalIncome)),
        ("board:energy", None),
        ("worker:regular", None),
        ("worker:seasonal", None),
        ("factory:canteen", None),
        ("factory:extension", None),
        ("factory:floor", None),
        ("factory:aside", None),
        ("factory:demolish", None),
        ("factory:markers", None),
        ("marker:shutdown", None),
    ];
    assert_eq!(marks.len(), OTHER.len());
    for (key, mark) in marks {
        assert_eq!(
            thing(&s, None, key).provisional,
            mark.is_some_and(provisional),
            "{key}"
        );
    }
    for v in 0..=2 {
        assert!(!thing(&s, None, &energy_tile_key(v)).provisional);
    }
}

/// The storage board's tiles by player count are setup's own deal (`setup::storage_board`).
#[test]
fn columns_count_setups_deal() {
    for players in 2..=5u8 {
        let s = new_game(players, 11, &[]);
        assert_eq!(s.columns, storage_board(players as usize), "{players}");
    }
    let s = new_game(2, 11, &[]);
    for k in Kind::ALL {
        let want: Vec<String> = (2..=5)
            .map(|n| format!("{n}: {}", storage_board(n)[k.column()].len()))
            .collect();
        let t = thing(&s, None, &column_key(k));
        assert_eq!(fact(&t, "fm.x.f.by_players"), Some(want.join(" · ")));
        assert_eq!(
            fact(&t, "fm.x.f.left"),
            Some(s.columns[k.column()].len().to_string())
        );
    }
    // Worked example: the placeholder table's storage column holds 8, 12, 16, 19 tiles at 2–5
    // players (tiles.PROVISIONAL.csv: the backs 2-5, 3-5, 4-5, 5).
    let st = thing(&s, None, "column:storage");
    assert_eq!(
        fact(&st, "fm.x.f.by_players").as_deref(),
        Some("2: 8 · 3: 12 · 4: 16 · 5: 19")
    );
}

/// The last player's extra picks are the market's rule (`market::extra_picks`), which the
/// market deals in phase 2.
#[test]
fn extra_picks_are_the_markets() {
    for players in 2..=5u8 {
        let mut m = game(players, 5, &[]);
        let mut rng = GameRng::new(1);
        let t = thing(m.state(), None, "board:market");
        assert_eq!(
            fact(&t, "fm.x.f.extras"),
            Some(extra_picks(players as usize).to_string())
        );
        // Into phase 2: the last in order holds the extras.
        while m.state().phase == factory_manager::state::Phase::Auction {
            let next = m.log().len() + 1;
            play(&mut m, BotKind::Heuristic, &mut rng, next);
        }
        let s = m.state();
        let last = *s.order().last().unwrap();
        assert_eq!(
            s.players[last as usize].extras,
            extra_picks(players as usize)
        );
    }
    // FACTS.md §2.3 (PROVISIONAL): 4, 3, 2, 1 at 2–5 players.
    assert_eq!(
        (2..=5).map(extra_picks).collect::<Vec<_>>(),
        vec![4, 3, 2, 1]
    );
}

/// The highest energy price is the round's rule (`round::highest_price`): 1 raised by the
/// five highest of +0 ×2, +1 ×4, +2 ×2 is 8; no game goes beyond it.
#[test]
fn the_highest_energy_price_is_the_rounds() {
    assert_eq!(highest_price(), 1 + 2 + 2 + 1 + 1 + 1);
    let mut m = game(3, 8, &[]);
    let t = thing(m.state(), Some(0), "board:energy");
    assert_eq!(
        fact(&t, "fm.x.f.highest"),
        Some(highest_price().to_string())
    );
    play(&mut m, BotKind::Heuristic, &mut GameRng::new(2), usize::MAX);
    let s = m.state();
    assert!(s.energy_price <= highest_price());
    // The viewer's bill is the phase-5 bill: consumption × price.
    for seat in 0..3u8 {
        let v = values(&s.players[seat as usize]);
        let t = thing(s, Some(seat), "board:energy");
        assert_eq!(
            fact(&t, "fm.x.f.your_bill"),
            Some(format!(
                "{} × {} = {} E",
                v.energy,
                s.energy_price,
                bill(&v, s.energy_price)
            ))
        );
        let (_, b, _) = factory_manager::factory::income(&v, s.energy_price, false, false);
        assert_eq!(b, bill(&v, s.energy_price));
    }
    assert!(fact(&thing(s, None, "board:energy"), "fm.x.f.your_bill").is_none());
}

/// The markers start where the start factory puts them (`setup::start_player`): production 2,
/// storage 3, consumption 4 (FACTS.md §3.4); the canteen starts with the start player's crew.
#[test]
fn the_markers_start_at_the_start_factory() {
    let start = values(&start_player(0));
    assert_eq!((start.production, start.storage, start.energy), (2, 3, 4));
    let s = new_game(2, 1, &[]);
    assert_eq!(values(&s.players[0]), start);
    let t = thing(&s, None, "factory:markers");
    assert_eq!(
        fact(&t, "fm.x.f.start"),
        Some("production 2, storage 3, consumption 4".into())
    );
    let c = thing(&s, None, "factory:canteen");
    assert_eq!(
        fact(&c, "fm.x.f.start"),
        Some(start_player(0).canteen.to_string())
    );
    assert_eq!(start_player(0).canteen, 4);
}

/// A demolition locks `build::DEMOLISH_WORKERS` workers, which the Demolish thing tells.
#[test]
fn a_demolition_locks_the_rules_workers() {
    let s = new_game(2, 1, &[]);
    let t = thing(&s, None, "factory:demolish");
    assert_eq!(
        fact(&t, "fm.x.f.workers"),
        Some(DEMOLISH_WORKERS.to_string())
    );
    // Find a demolition in bot games and see it lock that many.
    let mut found = false;
    for seed in 1..20u64 {
        let mut m = game(2, seed, &[]);
        let mut rng = GameRng::new(seed);
        while let Some(&seat) = m.to_act().first() {
            let legal = m.legal(seat);
            if let Some(i) = legal
                .iter()
                .position(|a| matches!(a, Action::Demolish { .. }))
            {
                let before = m.state().players[seat as usize].demolishing;
                let named = FM::named_things(m.state(), &legal[i], None);
                assert_eq!(named.last().map(String::as_str), Some("factory:demolish"));
                if let Action::Demolish {
                    slot: Slot::Floor(f),
                } = legal[i]
                {
                    let t = m.state().players[seat as usize].floor[f as usize].tile;
                    assert_eq!(named[0], tile_key(t));
                }
                m.apply_index(seat, i, &legal).expect("legal");
                let after = m.state().players[seat as usize].demolishing;
                assert_eq!(after, before + DEMOLISH_WORKERS);
                found = true;
                break;
            }
            let i = BotKind::Heuristic.choose::<FM>(m.state(), seat, &legal, &mut rng);
            m.apply_index(seat, i, &legal).expect("legal");
        }
        if found {
            break;
        }
    }
    assert!(found, "no demolition offered");
}

/// Tile facts are the table's; the viewer's price is `build::price` (cost less the order
/// tile's discount); the office slots and the shutdown marker's tiles are the kinds' rules.
#[test]
fn tile_facts_and_kind_lists_read_the_rules() {
    let s = new_game(4, 3, &[]);
    for (i, d) in tiles().iter().enumerate() {
        let t = thing(&s, None, &tile_key(i as TileId));
        assert_eq!(
            t.title.render(Lang::En, &[]),
            format!("{} {}", kind_word(d.kind), d.id)
        );
        if d.production != 0 {
            assert_eq!(
                fact(&t, "fm.x.f.production"),
                Some(format!("+{}", d.production))
            );
        }
        if d.energy_reduced != 0 {
            assert_eq!(
                fact(&t, "fm.x.f.reduced"),
                Some(format!("−{}", d.energy_reduced))
            );
        }
    }
    let t = s.columns[1][0];
    for seat in 0..4u8 {
        let p = &s.players[seat as usize];
        let th = thing(&s, Some(seat), &tile_key(t));
        let v = fact(&th, "fm.x.f.your_price").expect("a price");
        let price = factory_manager::build::price(p, t);
        assert!(v.starts_with(&format!("{price} E")), "{v}");
        assert_eq!(
            price,
            (tile(t).cost - factory_manager::data::discount(p.order)).max(0)
        );
    }
    assert!(fact(&thing(&s, None, &tile_key(t)), "fm.x.f.your_price").is_none());
    let kinds = |keep: fn(&Kind) -> bool| -> String {
        Kind::ALL
            .into_iter()
            .filter(keep)
            .map(kind_word)
            .collect::<Vec<_>>()
            .join(", ")
    };
    let office = thing(&s, None, "factory:office");
    assert_eq!(
        fact(&office, "fm.x.f.slots"),
        Some(kinds(|k| !k.on_floor()))
    );
    let shut = thing(&s, None, "marker:shutdown");
    assert_eq!(fact(&shut, "fm.x.f.on"), Some(kinds(|k| k.can_shut_down())));
    assert_eq!(Kind::ALL.iter().filter(|k| k.can_shut_down()).count(), 3);
}
/// Nothing face down is read: two games that differ only in the energy stack's order, the
/// tiles returned unseen and the order-tile draw stack tell every thing alike.
#[test]
fn face_down_stacks_are_not_read() {
    let a = new_game(3, 5, &[]);
    let mut b = a.clone();
    let mut all: Vec<u8> = b
        .energy_stack
        .iter()
        .chain(b.energy_removed.iter())
        .copied()
        .collect();
    all.reverse();
    let k = b.energy_stack.len();
    b.energy_stack = all[..k].to_vec();
    b.energy_removed = all[k..].to_vec();
    b.order_stack.reverse();
    assert_ne!(a, b, "the test needs different stacks");
    for key in FM::thing_keys() {
        for viewer in [None, Some(0), Some(2)] {
            assert_eq!(
                FM::thing(&a, viewer, &key),
                FM::thing(&b, viewer, &key),
                "{key}"
            );
        }
    }
}
