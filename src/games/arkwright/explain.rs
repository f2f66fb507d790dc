//! Rules in place: every component of Arkwright: The Card Game in full, in the reader's
//! language.
//!
//! The rules crate tells each thing (`arkwright_card_game::things`, through `Game::thing`,
//! `thing_keys` and `named_things`): its keys, numbers, texts and whether a value in it is
//! PROVISIONAL (the data's marks). Here it is only laid out (`Explain::of`); the board's parts
//! take their `data-explain` keys from the key builders below, which are the crate's.

use super::prelude::*;
use crate::game_view::Explain;
use arkwright_card_game::things as th;

/// Board keys (used by the table's `data-explain`).
pub fn card_key(c: Card) -> String {
    th::card_key(c)
}
pub fn factory_key(g: u8) -> String {
    th::factory_key(g)
}
/// `pos` 0 or 1 (position 1 or 2 on the card).
pub fn worker_key(g: u8, pos: u8) -> String {
    th::worker_key(g, pos)
}
pub fn track_key(t: u8) -> String {
    th::track_key(t)
}
pub fn action_key(a: Act) -> String {
    th::action_key(a)
}
pub fn appeal_key(g: u8) -> String {
    th::appeal_key(g)
}
/// A quality or distribution piece as a thing (the Engineer and Patent are cards).
pub fn piece_thing(p: Piece) -> String {
    th::piece_thing(p)
}
/// A warehouse by its index (0, 1 small; 2 the Large Warehouse card).
pub fn warehouse_thing(k: usize) -> String {
    th::warehouse_thing(k)
}

/// Every explain key of the game, each thing once.
pub fn all_things() -> Vec<String> {
    ARK::thing_keys()
}

pub fn explain(s: &State, viewer: Option<Seat>, key: &str, lang: Lang) -> Option<Explain> {
    ARK::thing(s, viewer, key).map(|t| Explain::of(&t, lang))
}

/// The things a logged action names, read in `before`, as `viewer` may see them.
pub fn things(before: &State, action: &Action, viewer: Option<Seat>) -> Vec<String> {
    ARK::named_things(before, action, viewer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use smokestack_core::GameRng;

    fn state(players: u8, seed: u64) -> State {
        let o = ARK::options(players, &[]).expect("options");
        Match::<ARK>::new(o, seed).expect("setup").state().clone()
    }

    #[test]
    fn every_component_has_a_key_and_no_other_key_explains() {
        let all = all_things();
        // 16 cards, 4 × (factory, 2 worker cards, appeal track), 8 actions, 6 tracks,
        // 18 single components, 15 achievements.
        assert_eq!(all.len(), 16 + 16 + 8 + 6 + 18 + 15);
        let s = state(2, 1);
        for bad in [
            "card:Nope",
            "factory:wood",
            "worker:food:3",
            "worker:food",
            "track:money",
            "action:Pass",
            "achievement:none",
            "office:food",
            "",
        ] {
            assert!(explain(&s, None, bad, Lang::En).is_none(), "{bad}");
        }
    }

    /// The factory's numbers are the rules crate's (FACTS §6.1), provisional, with live demand.
    #[test]
    fn a_factory_shows_the_data_ladder_and_the_demand() {
        let s = state(3, 2);
        let dt = data();
        for g in 0..4u8 {
            let e = explain(&s, None, &factory_key(g), Lang::En).unwrap();
            assert!(e.provisional);
            for (k, side) in dt.factory[g as usize].iter().enumerate() {
                let name = if k == 0 { "Era I side" } else { "Era II side" };
                let ladder = e.fact(&format!("{name} · price / appeal")).unwrap();
                let (p, a) = side.spaces[0];
                assert!(ladder.starts_with(&format!("£{p} / {a}")), "{ladder}");
                let v = e.fact(&format!("{name} · goods")).unwrap();
                assert!(
                    v.contains(&format!("fixed cost £{}", side.fixed_cost)),
                    "{v}"
                );
                assert!(v.contains(&format!("export £{}", side.export_price)), "{v}");
            }
            assert_eq!(
                e.fact("Demand now").unwrap(),
                s.demand[g as usize].to_string()
            );
        }
    }

    /// Worker cards: the sides the data has (position 1: Era I/II, position 2: Era I/III).
    #[test]
    fn worker_cards_show_their_era_sides() {
        let s = state(2, 3);
        let e = explain(&s, None, &worker_key(0, 0), Lang::En).unwrap();
        let side = data().worker[0][0][1].unwrap();
        assert!(
            e.fact("Era II side")
                .unwrap()
                .contains(&format!("{} goods", side.goods))
        );
        let e = explain(&s, None, &worker_key(0, 1), Lang::En).unwrap();
        assert!(e.facts.iter().any(|(l, _)| l == "Era III side"));
        assert!(!e.facts.iter().any(|(l, _)| l == "Era II side"));
    }

    /// Card texts carry the data's numbers; the Contract's table is provisional.
    #[test]
    fn card_texts_carry_the_data_numbers() {
        let s = state(2, 4);
        let dt = data();
        let sup = explain(&s, None, "card:Supervisor", Lang::En).unwrap();
        assert!(sup.text[0].contains(&format!("£{} less", dt.supervisor_saving)));
        let con = explain(&s, None, "card:Contract", Lang::Ko).unwrap();
        assert!(con.provisional);
        assert!(con.text[1].contains(&format!("£{}", dt.contract_per_good[2])));
        let pat = explain(&s, None, "card:PatronLamps", Lang::Ja).unwrap();
        assert!(pat.text[0].contains("ランプ"));
        let lw = explain(&s, None, "card:LargeWarehouse", Lang::En).unwrap();
        assert!(lw.text[0].contains(&format!("up to {} goods", dt.large_warehouse)));
        // The supply count is live.
        let b = explain(&s, None, "card:Businessman", Lang::En).unwrap();
        assert_eq!(
            b.fact("In the general supply now").unwrap(),
            s.supply[Card::Businessman as usize].to_string()
        );
    }

    /// `things` reads the state before the action: hiring names the worker card that goes on
    /// (position 1 on a factory without one), and nothing differs by viewer (nothing is hidden).
    #[test]
    fn things_name_the_card_hired_and_the_same_for_every_viewer() {
        let s = state(2, 5);
        let seat = arkwright_card_game::flow::to_act(&s);
        let mut s = s;
        if let Some(i) = seat {
            s.players[i as usize].factories[2].workers = 1;
        }
        let a = Action::Hire { good: 2 };
        let t = things(&s, &a, None);
        assert_eq!(t[0], worker_key(2, 1));
        for v in [Some(0), Some(1)] {
            assert_eq!(things(&s, &a, v), t);
        }
        assert_eq!(
            things(&s, &Action::TakeCard { card: Card::Patent }, None),
            vec!["card:Patent".to_string()]
        );
    }

    /// Random games over every player count (solo included): every key the log names explains
    /// itself, and reads the same to every viewer.
    #[test]
    fn logged_things_explain_themselves_in_every_player_count() {
        for players in 1..=4u8 {
            let o = ARK::options(players, &[]).expect("options");
            let mut m = Match::<ARK>::new(o, players as u64).expect("setup");
            let mut rng = GameRng::new(players as u64 + 50);
            let mut named = 0;
            for _ in 0..400 {
                let Some(&seat) = m.to_act().first() else {
                    break;
                };
                let legal = m.legal(seat);
                let a = legal[rng.below(legal.len())];
                let keys = things(m.state(), &a, None);
                assert_eq!(keys, things(m.state(), &a, Some(seat)));
                for k in &keys {
                    for lang in Lang::ALL {
                        assert!(explain(m.state(), None, k, lang).is_some(), "{k}");
                    }
                }
                named += keys.len();
                m.apply(seat, &a).expect("legal");
            }
            assert!(named > 50, "{players}: {named}");
        }
    }

    /// The table lays out what the rules crate tells, in every language, for every thing and
    /// viewer, at the start and 60 bot moves on (`game_view::checks`): the facts are the crate's.
    #[test]
    fn the_table_lays_out_the_rules_things() {
        let games = (1..=4u8).map(|p| {
            let o = ARK::options(p, &[]).expect("options");
            Match::<ARK>::new(o, 20 + u64::from(p)).expect("setup")
        });
        let checked = crate::game_view::checks::the_table_lays_out_the_rules_things::<
            super::super::Ui,
        >(games);
        assert!(checked > 5_000, "{checked}");
    }
}
