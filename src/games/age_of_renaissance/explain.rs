//! Rules in place: every component of Age of Renaissance in full, as a tap on it shows it
//! (`GameView::explain`), the things a logged action names (`things`) and the list of them
//! all (`all_things`). The rules crate tells them (`age_of_renaissance::things`, through
//! `Game::thing`, `Game::named_things` and `Game::thing_keys`): what each thing is, costs, does
//! and where it stands, as messages; here they are only rendered in the reader's language
//! (`Explain::of`). Keys: `advance:<0–25>`, `province:<id>`, `card:<0–63>`,
//! `commodity:<0–11>`, `misery:track`, `order:play`.

use age_of_renaissance::{Action, AgeOfRenaissance as AoR, State};
use smokestack_core::{Game, Seat};

use crate::game_view::Explain;
use crate::i18n::Lang;

/// Every explain key of the game, each component once.
pub fn all_things() -> Vec<String> {
    AoR::thing_keys()
}

/// The thing `key` in full, as `viewer` reads it, in `lang`.
pub fn explain(s: &State, viewer: Option<Seat>, key: &str, lang: Lang) -> Option<Explain> {
    AoR::thing(s, viewer, key).map(|t| Explain::of(&t, lang))
}

/// The keys a logged action names, read in `before`; a card in a hand is named only to its
/// holder (a returned or given card), a secret capital choice to no one.
pub fn things(before: &State, action: &Action, viewer: Option<Seat>) -> Vec<String> {
    AoR::named_things(before, action, viewer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use age_of_renaissance::{Phase, data};
    use smokestack_core::{GameRng, Match};

    fn game(rules: &str, players: u8) -> Match<AoR> {
        let o = AoR::options(players, &[("rules".to_string(), rules.to_string())]).unwrap();
        Match::<AoR>::new(o, 5).unwrap()
    }

    /// An advance's numbers are the rules crate's, under the game's rules column: Patronage's
    /// credit is 20 under the living rules and 10 on the Eurogames sheet (FACTS §3, §6 #7).
    #[test]
    fn advance_numbers_follow_the_rules_option() {
        let d = data::data();
        for (rules, col) in [("original", 0), ("living", 1), ("euro", 2)] {
            let m = game(rules, 4);
            for a in 0..26u8 {
                let e = explain(m.state(), None, &format!("advance:{a}"), Lang::En).unwrap();
                let adv = &d.advances[a as usize];
                assert_eq!(
                    e.fact("Cost (victory points)").unwrap(),
                    format!("${}", adv.cost)
                );
                let credit = e.facts[3].1.clone();
                assert_eq!(credit, format!("${}", adv.credit[col]), "{rules} {a}");
            }
        }
        let living = game("living", 4);
        let e = explain(living.state(), None, "advance:9", Lang::En).unwrap();
        assert_eq!(e.title, "Improved Agriculture");
        let e = explain(living.state(), None, "advance:6", Lang::En).unwrap();
        assert_eq!(e.facts[3].1, "$30");
        let orig = game("original", 4);
        let e = explain(orig.state(), None, "advance:9", Lang::En).unwrap();
        assert_eq!(e.title, "Wind/Watermill");
        // Wind/Watermill's original text is the card swap; H's prerequisite is F.
        assert!(e.text[0].contains("swap a card"));
        let h = explain(orig.state(), None, "advance:7", Lang::En).unwrap();
        assert!(
            h.fact("Prerequisites")
                .unwrap()
                .contains("F Holy Indulgence")
        );
        assert!(h.provisional, "Cathedral's original MR is PROVISIONAL");
    }

    /// Provinces, cards and commodities read their numbers from the tables.
    #[test]
    fn provinces_cards_and_commodities_match_the_tables() {
        let d = data::data();
        let m = game("living", 6);
        let venice = d.pid("Venice").unwrap();
        let e = explain(m.state(), None, &format!("province:{venice}"), Lang::En).unwrap();
        assert_eq!(e.title, "Venice");
        assert_eq!(e.fact("Market size").unwrap(), "5");
        assert_eq!(e.fact("Commodities").unwrap(), "Cloth");
        assert_eq!(e.fact("Area").unwrap(), "Area VII");
        assert_eq!(e.fact("Capital").unwrap(), "Yes");
        let china = d.pid("China").unwrap();
        let e = explain(m.state(), None, &format!("province:{china}"), Lang::Ko).unwrap();
        assert!(
            e.facts.iter().any(|(_, v)| v == "비단, 향신료"),
            "{:?}",
            e.facts
        );
        // Marco Polo: $20 on Overland East and Cosmopolitan.
        let polo = d.card("Marco Polo").unwrap();
        let e = explain(m.state(), None, &format!("card:{polo}"), Lang::En).unwrap();
        assert_eq!(e.fact("Discount").unwrap(), "$20");
        assert_eq!(e.fact("On").unwrap(), "R Overland East, Y Cosmopolitan");
        let war = d.card("War!").unwrap();
        let e = explain(m.state(), None, &format!("card:{war}"), Lang::En).unwrap();
        assert!(e.text[0].contains("Declare war"));
        let e = explain(m.state(), None, "commodity:0", Lang::En).unwrap();
        assert_eq!(
            e.fact("Payout for 1, 2, 3 … markets").unwrap(),
            "1, 4, 9, 16, 25, 36, 49, 64"
        );
        assert!(explain(m.state(), None, "card:64", Lang::En).is_none());
        assert!(explain(m.state(), None, "card:01", Lang::En).is_none());
        assert!(explain(m.state(), None, "province:", Lang::En).is_none());
    }

    /// A card returned at the setup or given in a swap is named to its holder only; a played
    /// card to everyone.
    #[test]
    fn hidden_cards_are_named_to_their_holder_only() {
        let mut m = game("living", 4);
        let s = m.state().clone();
        assert_eq!(s.phase, Phase::Return);
        let c = s.players[0].hand[0];
        let a = Action::ReturnCard(c);
        assert_eq!(things(&s, &a, Some(0)), vec![format!("card:{c}")]);
        assert!(things(&s, &a, Some(1)).is_empty());
        assert!(things(&s, &a, None).is_empty());
        assert!(things(&s, &Action::GiveCard(c), Some(2)).is_empty());
        assert!(things(&s, &Action::Prefer(3), Some(0)).is_empty());
        let played = Action::Play { card: c, choice: 0 };
        assert!(things(&s, &played, None).contains(&format!("card:{c}")));
        // And a whole game's log names only things that explain themselves.
        let mut rng = GameRng::new(9);
        for _ in 0..400 {
            let Some(&who) = m.to_act().first() else {
                break;
            };
            let legal = m.legal(who);
            let k = AoR::heuristic(m.state(), who, &legal, &mut rng);
            for v in [None, Some(who)] {
                for key in things(m.state(), &legal[k], v) {
                    assert!(explain(m.state(), v, &key, Lang::Ja).is_some(), "{key}");
                }
            }
            m.apply(who, &legal[k]).unwrap();
        }
    }

    /// The table lays out what the rules crate tells, in every language, for every thing and
    /// viewer, at the start and 60 bot moves on (`game_view::checks`): the facts are the crate's.
    #[test]
    fn every_thing_is_the_crates() {
        let games = [("original", 4), ("living", 6), ("euro", 3)].map(|(rules, p)| game(rules, p));
        let checked = crate::game_view::checks::the_table_lays_out_the_rules_things::<
            super::super::Ui,
        >(games);
        assert!(checked > 10_000, "{checked}");
    }
}
