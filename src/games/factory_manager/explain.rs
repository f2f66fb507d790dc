//! Rules in place: every component of Factory Manager in full, where it stands on the table,
//! as the rules crate tells it (`factory_manager::things`: `Game::thing`, `thing_keys`,
//! `named_things`); here only laid out in the reader's language.
//!
//! Keys (each component once, `all_things`): `tile:<id>`, `order_tile:<n>`, `column:<type>`,
//! `energy_tile:<v>`, and the places and pieces of `factory_manager::things::OTHER`.

use super::prelude::*;
use crate::game_view::Explain;
use factory_manager::Action;
use factory_manager::things as th;

/// The explain key of a tile of the table.
pub fn tile_key(t: TileId) -> String {
    th::tile_key(t)
}

/// The explain key of a player-order tile.
pub fn order_key(n: u8) -> String {
    th::order_key(n)
}

/// The explain key of a storage-board column.
pub fn column_key(k: Kind) -> String {
    th::column_key(k)
}

/// The explain key of an energy price tile of value `v`.
pub fn energy_tile_key(v: u8) -> String {
    th::energy_tile_key(v)
}

pub fn all_things() -> Vec<String> {
    FM::thing_keys()
}

pub fn explain(s: &State, viewer: Option<Seat>, key: &str, lang: Lang) -> Option<Explain> {
    FM::thing(s, viewer, key).map(|t| Explain::of(&t, lang))
}

/// The things a logged action names, read in `before`: every one of them is open on the
/// table (no action of this game names a hidden thing).
pub fn things(before: &State, action: &Action) -> Vec<String> {
    FM::named_things(before, action, None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use factory_manager::data::{Use, tile_provisional, tiles};
    use smokestack_core::GameRng;

    fn game(players: u8, seed: u64) -> Match<FM> {
        let o = FM::options(players, &[]).expect("options");
        Match::<FM>::new(o, seed).expect("setup")
    }

    /// Every tile's numbers are the rules crate's data: cost, production, storage, workers,
    /// energy, workers replaced, energy saved; and only the start tiles are not provisional.
    #[test]
    fn tile_numbers_match_the_rules_data() {
        let m = game(3, 1);
        let fact = |e: &Explain, key: &str| e.fact(&word(Lang::En, key)).map(str::to_string);
        for (i, d) in tiles().iter().enumerate() {
            let t = i as TileId;
            let e = explain(m.state(), None, &tile_key(t), Lang::En).expect("explains");
            if d.uses != Use::Start {
                assert_eq!(fact(&e, "fm.x.f.cost"), Some(format!("{} E", d.cost)));
            }
            let want = |n: i32, sign: &str| (n != 0).then(|| format!("{sign}{n}"));
            assert_eq!(fact(&e, "fm.x.f.production"), want(d.production, "+"));
            assert_eq!(fact(&e, "fm.x.f.storage"), want(d.storage, "+"));
            assert_eq!(fact(&e, "fm.x.f.replaced"), want(d.workers_replaced, "−"));
            assert_eq!(fact(&e, "fm.x.f.reduced"), want(d.energy_reduced, "−"));
            if d.kind == Kind::Machine {
                assert_eq!(
                    fact(&e, "fm.x.f.workers"),
                    Some(d.workers_needed.to_string())
                );
            }
            if d.kind.on_floor() {
                assert_eq!(fact(&e, "fm.x.f.energy"), Some(d.energy.to_string()));
            }
            assert_eq!(e.provisional, tile_provisional(t), "{}", d.id);
            assert_eq!(
                e.provisional,
                d.provisional || !d.kind.on_floor(),
                "{}",
                d.id
            );
        }
        // The start machine: production 1, 2 workers, energy 2 (FACTS.md §1.4, derived).
        let e = explain(m.state(), None, "tile:M0", Lang::En).unwrap();
        assert!(!e.provisional);
        assert_eq!(e.fact(&word(Lang::En, "fm.x.f.workers")), Some("2"));
        assert_eq!(e.fact(&word(Lang::En, "fm.x.f.energy")), Some("2"));
    }

    /// The table lays out what the rules crate tells, in every language, for every thing and
    /// viewer, at the start and 60 bot moves on (`game_view::checks`): the facts are the crate's.
    #[test]
    fn the_table_lays_out_the_rules_things() {
        let games = (2..=5).map(|p| game(p, 20 + u64::from(p)));
        let checked = crate::game_view::checks::the_table_lays_out_the_rules_things::<
            super::super::Ui,
        >(games);
        assert!(checked > 10_000, "{checked}");
    }

    /// The board's keys are all things; no other key explains itself.
    #[test]
    fn the_board_keys_are_all_things() {
        let all = all_things();
        let m = game(2, 3);
        for t in 0..tiles().len() {
            assert!(all.contains(&tile_key(t as TileId)));
        }
        for n in 1..=12 {
            assert!(all.contains(&order_key(n)));
        }
        for k in Kind::ALL {
            assert!(all.contains(&column_key(k)));
        }
        for v in 0..=2 {
            assert!(all.contains(&energy_tile_key(v)));
        }
        for key in [
            "tile:Nope",
            "order_tile:13",
            "order_tile:01",
            "column:x",
            "energy_tile:3",
        ] {
            assert!(explain(m.state(), None, key, Lang::En).is_none(), "{key}");
        }
    }

    /// A seat reads its own price (cost less its order tile's discount); a spectator reads none.
    #[test]
    fn the_viewer_reads_its_own_price() {
        let m = game(4, 3);
        let s = m.state();
        let t = s.columns[1][0];
        for seat in 0..4u8 {
            let p = &s.players[seat as usize];
            let e = explain(s, Some(seat), &tile_key(t), Lang::En).unwrap();
            let price = factory_manager::build::price(p, t);
            let v = e
                .fact(&word(Lang::En, "fm.x.f.your_price"))
                .expect("a price");
            assert!(v.starts_with(&format!("{price} E")), "{v}");
        }
        let e = explain(s, None, &tile_key(t), Lang::En).unwrap();
        assert!(e.fact(&word(Lang::En, "fm.x.f.your_price")).is_none());
    }

    /// The face-down stacks are not read: two games that differ only in the order of the
    /// energy price stack, the three energy tiles returned unseen and the order-tile draw
    /// stack explain everything alike, for every viewer.
    #[test]
    fn face_down_stacks_are_not_read() {
        let m = game(3, 5);
        let a = m.state().clone();
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
        for key in all_things() {
            for viewer in [None, Some(0), Some(2)] {
                for lang in Lang::ALL {
                    assert_eq!(
                        explain(&a, viewer, &key, lang),
                        explain(&b, viewer, &key, lang),
                        "{key}"
                    );
                }
            }
        }
    }

    /// Logged actions name what they act on: a pick the column and the tile it took, a buy the
    /// tile, a bid the order tile; every key explains itself.
    #[test]
    fn actions_name_their_things() {
        let mut m = game(2, 9);
        let mut rng = GameRng::new(4);
        let mut seen_pick = false;
        let mut seen_buy = false;
        while let Some(&seat) = m.to_act().first() {
            let legal = m.legal(seat);
            let a = legal[rng.below(legal.len())];
            let keys = things(m.state(), &a);
            for k in &keys {
                assert!(explain(m.state(), None, k, Lang::En).is_some(), "{k}");
            }
            match a {
                Action::Pick { column } => {
                    let top = m.state().columns[column as usize][0];
                    assert_eq!(keys[1], tile_key(top));
                    seen_pick = true;
                }
                Action::Buy { tile } => {
                    assert_eq!(keys, vec![tile_key(tile)]);
                    seen_buy = true;
                }
                Action::Open { tile, .. } => assert_eq!(keys, vec![order_key(tile)]),
                _ => {}
            }
            m.apply(seat, &a).expect("legal");
        }
        assert!(seen_pick && seen_buy);
    }
}
