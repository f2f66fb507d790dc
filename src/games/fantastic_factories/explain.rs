//! Rules in place for Fantastic Factories: what a tap on a blueprint, contractor,
//! Headquarters action, tool, type, resource, die, area, pile, the end of the game or the solo
//! Machine shows. The rules crate tells each thing in full (`fantastic_factories::things`,
//! through `Game::thing`, `Game::named_things`, `Game::thing_keys`): its words, numbers, keys
//! and "provisional" marks are all the crate's. Here they are only laid out (`Explain::of`).

use fantastic_factories::Action;
use fantastic_factories::FantasticFactories as FF;
use fantastic_factories::state::State;
use smokestack_core::{Game, Seat};

use crate::game_view::Explain;
use crate::i18n::Lang;

/// Every explain key, each component once.
pub fn all_things() -> Vec<String> {
    FF::thing_keys()
}

/// The keys of the things `action` names, read in `before`, as `viewer` may see them.
pub fn things(before: &State, action: &Action, viewer: Option<Seat>) -> Vec<String> {
    FF::named_things(before, action, viewer)
}

/// The thing with key `key` in full, as `viewer` may read it (None: not a key of this game).
pub fn explain(state: &State, viewer: Option<Seat>, key: &str, lang: Lang) -> Option<Explain> {
    FF::thing(state, viewer, key).map(|t| Explain::of(&t, lang))
}

#[cfg(test)]
mod tests {
    use super::*;
    use fantastic_factories::data::Bp;
    use fantastic_factories::describe as words;
    use fantastic_factories::things::{card_key, contractor_key};
    use smokestack_core::{Match, Msg};

    fn new_match(players: u8, seed: u64) -> Match<FF> {
        Match::<FF>::new(FF::options(players, &[]).unwrap(), seed).unwrap()
    }

    fn new_state(players: u8, seed: u64) -> State {
        new_match(players, seed).state().clone()
    }

    fn en(m: Msg) -> String {
        m.render(Lang::En, &[])
    }

    /// The table lays out what the rules crate tells, in every language, for every thing and
    /// viewer, at the start and 60 bot moves on (`game_view::checks`): the facts are the crate's.
    #[test]
    fn every_thing_is_the_crates_thing_laid_out() {
        let games = [(3u8, 7u64), (1, 5)].map(|(p, seed)| new_match(p, seed));
        let checked = crate::game_view::checks::the_table_lays_out_the_rules_things::<
            super::super::Ui,
        >(games);
        assert!(checked > 1000, "{checked}");
    }

    /// Each blueprint's numbers are the rules crate's own (FACTS.md §3 via `data.rs`).
    #[test]
    fn card_numbers_match_the_rules_data() {
        let s = new_state(2, 3);
        // The decks as FACTS §1 counts them: 74 blueprints, 17 contractors.
        for (deck, total) in [("deck:Blueprints", "74"), ("deck:Contractors", "17")] {
            let e = explain(&s, None, deck, Lang::En).unwrap();
            assert_eq!(e.fact("Cards in the game"), Some(total), "{deck}");
        }
        for b in Bp::ALL {
            let e = explain(&s, None, &card_key(b), Lang::En).unwrap();
            let get = |label: &str| {
                e.fact(label)
                    .unwrap_or_else(|| panic!("{b:?} lacks {label}"))
                    .to_string()
            };
            let d = b.data();
            let cost = get("Build cost");
            assert!(
                cost.starts_with(&format!("{} metal", d.metal))
                    && cost.contains(&format!("{} energy", d.energy)),
                "{b:?}: {cost}"
            );
            assert_eq!(get("Copies in the game"), d.copies.to_string());
            if b != Bp::Beacon {
                assert_eq!(get("Prestige"), d.prestige.to_string());
            }
            assert_eq!(get("Tool"), en(words::tool(d.tool)));
            assert_eq!(get("Type"), en(words::kind(d.kind)));
            assert!(e.text.len() >= 3, "{b:?}: {:?}", e.text);
        }
        let beacon = explain(&s, Some(0), "card:Beacon", Lang::En).unwrap();
        assert_eq!(beacon.fact("Your next Beacon is worth"), Some("2"));
    }

    /// A contractor's extra energy is the rules crate's; the tool over its slot is the state's.
    #[test]
    fn contractor_cost_and_slot_tool_come_from_the_rules() {
        let s = new_state(3, 5);
        for (i, c) in s.contractors.iter().enumerate() {
            let c = c.unwrap();
            let e = explain(&s, None, &contractor_key(c), Lang::En).unwrap();
            let tool = en(words::tool(s.tools[i]));
            assert!(
                e.facts.iter().any(|(_, v)| v.contains(&tool)),
                "{c:?}: {:?}",
                e.facts
            );
        }
        let e = explain(&s, None, "contractor:Engineer", Lang::En).unwrap();
        assert!(e.facts.iter().any(|(_, v)| v.contains('4')));
        assert!(e.provisional);
        assert!(
            !explain(&s, None, "contractor:Miner", Lang::En)
                .unwrap()
                .provisional
        );
    }

    /// Another seat's hand is never read: its own count shows for the viewer only.
    #[test]
    fn a_hand_shows_to_its_owner_only() {
        let s = new_state(2, 9);
        let b = s.players[1].hand[0];
        let key = card_key(b);
        let label = crate::i18n::t(Lang::En, "ff.ex.f.in_hand");
        let has = |viewer| {
            explain(&s, viewer, &key, Lang::En)
                .unwrap()
                .fact(&label)
                .is_some()
        };
        assert!(has(Some(1)));
        if s.players[0].in_hand(b) == 0 {
            assert!(!has(Some(0)));
        }
        assert!(!has(None));
        let yours = crate::i18n::t(Lang::En, "ff.ex.f.yours");
        let hand = explain(&s, None, "area:Hand", Lang::En).unwrap();
        assert!(!hand.facts.iter().any(|(l, _)| *l == yours));
    }
}
