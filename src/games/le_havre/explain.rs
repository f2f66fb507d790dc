//! Rules in place: every thing of Le Havre in full, where it stands, in the reader's language.
//!
//! The rules crate tells each thing (`le_havre::things`, through `Game::thing`, `thing_keys`
//! and `named_things`): its keys, numbers, texts and whether a value in it is PROVISIONAL. Here
//! it is only laid out (`Explain::of`); the board's parts take their `data-explain` keys from
//! the key builders below, which are the crate's.

use super::prelude::*;
use crate::game_view::Explain;
use le_havre::Action;
use le_havre::state::State;
use le_havre::things as th;

/// Every explain key of the game, each thing once.
pub fn all_things() -> Vec<String> {
    LH::thing_keys()
}

pub fn building_key(b: Bd) -> String {
    th::building_key(b)
}

pub fn vessel_key(card: u8) -> Option<String> {
    th::vessel_key(card)
}

pub fn round_key(card: u8) -> Option<String> {
    th::round_key(card)
}

/// The thing on an offer space: its good, or the francs.
pub fn offer_key(o: Offer) -> String {
    th::offer_key(o)
}

pub fn tile_key(t: u8) -> Option<String> {
    th::tile_key(t)
}

pub fn explain(s: &State, viewer: Option<Seat>, key: &str, lang: Lang) -> Option<Explain> {
    LH::thing(s, viewer, key).map(|t| Explain::of(&t, lang))
}

/// The things a logged action names, read in `before`, as `viewer` may see them.
pub fn things(before: &State, action: &Action, viewer: Option<Seat>) -> Vec<String> {
    LH::named_things(before, action, viewer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use le_havre::data::ALL;

    fn game(players: u8, seed: u64) -> Match<LH> {
        let o = LH::options(players, &[]).expect("options");
        Match::<LH>::new(o, seed).expect("setup")
    }

    /// The numbers shown are the rules crate's own (FACTS §4 row 23: Steel Mill; §6; §7.1).
    #[test]
    fn numbers_match_the_rules_data() {
        let m = game(3, 1);
        let s = m.state();
        for b in ALL {
            let e = explain(s, None, &building_key(b), Lang::En).expect("building");
            let d = b.data();
            let value = e.fact("Value").expect("value");
            assert_eq!(value.trim_end_matches('+'), d.value.to_string(), "{b:?}");
            assert_eq!(e.fact("Number"), Some(b.number().as_str()));
            match d.price {
                Some(p) => assert_eq!(e.fact("Price"), Some(p.to_string().as_str())),
                None => assert_eq!(e.fact("Price"), Some("not for sale")),
            }
        }
        let mill = explain(s, None, "building:SteelMill", Lang::En).unwrap();
        assert_eq!(mill.fact("Building cost"), Some("2 iron 4 brick"));
        assert_eq!(mill.fact("Entry fee"), Some("2 fr"));
        let iron = explain(s, None, "ship:Iron", Lang::En).unwrap();
        assert_eq!(iron.fact("Food each round (3 players)"), Some("4"));
        assert_eq!(iron.fact("Shipping Line capacity"), Some("3 goods"));
        assert_eq!(
            iron.fact("Values printed on the cards"),
            Some("2, 4, 6, 8, 10, 12")
        );
        let r14 = explain(s, None, "round:R14", Lang::En).unwrap();
        assert_eq!(r14.fact("Food demand (3 players)"), Some("12"));
        assert_eq!(r14.fact("Harvest"), Some("yes"));
        let meat = explain(s, None, "good:Meat", Lang::En).unwrap();
        assert_eq!(meat.fact("Food"), Some("3"));
        let coke = explain(s, None, "good:Coke", Lang::En).unwrap();
        assert_eq!(coke.fact("Energy"), Some("10"));
    }

    /// The table lays out what the rules crate tells, in every language, for every thing and
    /// viewer, at the start and 60 bot moves on (`game_view::checks`): the facts are the crate's.
    #[test]
    fn the_table_lays_out_the_rules_things() {
        let games = (1..=5).map(|p| game(p, 20 + u64::from(p)));
        let checked = crate::game_view::checks::the_table_lays_out_the_rules_things::<
            super::super::Ui,
        >(games);
        assert!(checked > 10_000, "{checked}");
    }

    /// No other key explains itself; the board's keys are among them.
    #[test]
    fn the_board_keys_are_all_things() {
        let all = all_things();
        let m = game(2, 3);
        assert!(explain(m.state(), None, "building:Nope", Lang::En).is_none());
        assert!(explain(m.state(), None, "tile:8", Lang::En).is_none());
        assert!(explain(m.state(), None, "tile:0", Lang::En).is_none());
        // Every key the board puts in `data-explain` is one of them.
        for o in OFFERS {
            assert!(all.contains(&offer_key(o)));
        }
        for i in 0..ROUND_CARDS.len() as u8 {
            assert!(all.contains(&vessel_key(i).unwrap()));
            assert!(all.contains(&round_key(i).unwrap()));
        }
        for i in 0..7u8 {
            assert!(all.contains(&tile_key(i).unwrap()));
        }
        assert!(tile_key(255).is_none());
        for t_ in SHIP_TYPES {
            assert!(all.contains(&th::ship_stack_key(m.state(), t_)));
        }
        for g in GOODS {
            assert!(all.contains(&th::good_key(g)));
        }
    }

    /// A Construction Site hand card is placed for its holder only.
    #[test]
    fn a_hand_card_is_placed_for_its_holder_only() {
        let m = game(3, 4);
        let mut s = m.state().clone();
        let b = s.specials.pop().expect("a special building");
        s.players[0].hand.push(b);
        let key = building_key(b);
        let own = explain(&s, Some(0), &key, Lang::En).unwrap();
        assert_eq!(own.fact("Where"), Some("your hand (Construction Site)"));
        for viewer in [Some(1), Some(2), None] {
            let e = explain(&s, viewer, &key, Lang::En).unwrap();
            assert!(e.fact("Where").is_none(), "{viewer:?}: {:?}", e.facts);
        }
    }

    /// The Marketplace's look at the special deck is named to the visitor alone, and a
    /// face-down special building's place is told to nobody.
    #[test]
    fn hidden_cards_are_not_named() {
        let mut m = game(2, 5);
        let mut guard = 0;
        // Play until someone chooses at the Marketplace (keep/swap the next two specials).
        loop {
            guard += 1;
            assert!(guard < 5000, "no Marketplace choice found");
            let Some(&seat) = m.to_act().first() else {
                panic!("game over before a Marketplace choice");
            };
            let legal = m.legal(seat);
            let s = m.state();
            let choosing = matches!(s.steps.last(), Some(Step::Work { work, .. }) if work.b == Bd::Marketplace && work.stage == 1);
            if choosing {
                let a = legal
                    .iter()
                    .find(|a| matches!(a, Action::Choose(_)))
                    .unwrap();
                let mine = things(s, a, Some(seat));
                let other = things(s, a, Some(1 - seat));
                let none = things(s, a, None);
                assert_eq!(mine.len(), 3, "{mine:?}");
                assert_eq!(other, vec![building_key(Bd::Marketplace)]);
                assert_eq!(none, other);
                let top = s.specials[0];
                let e = explain(s, Some(1 - seat), &building_key(top), Lang::En).unwrap();
                assert!(e.fact("Where").is_none(), "{:?}", e.facts);
                let e = explain(s, Some(seat), &building_key(top), Lang::En).unwrap();
                assert_eq!(e.fact("Where"), Some("special deck (you looked at it)"));
                return;
            }
            // Steer towards the Marketplace when it can be entered.
            let pick = legal
                .iter()
                .find(|a| matches!(a, Action::Enter(Bd::Marketplace, _)))
                .or_else(|| {
                    legal
                        .iter()
                        .find(|a| matches!(a, Action::Choose(_) | Action::Take(_)))
                })
                .unwrap_or(&legal[guard % legal.len()])
                .clone();
            m.apply(seat, &pick).expect("legal");
        }
    }

    /// A face-down supply tile's position is not told.
    #[test]
    fn unrevealed_tiles_keep_their_place() {
        let m = game(2, 9);
        let s = m.state();
        for i in 0..7u8 {
            let e = explain(s, None, &tile_key(i).unwrap(), Lang::En).unwrap();
            let pos = s.tiles.iter().position(|x| *x == i).unwrap();
            assert_eq!(e.fact("Position this game").is_some(), s.revealed[pos]);
        }
    }
}
