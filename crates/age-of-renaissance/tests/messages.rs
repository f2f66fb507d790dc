//! Every action a game offers reads in English, Korean and Japanese from the locale files: no
//! key is missing and no argument is left unfilled.

use age_of_renaissance::AgeOfRenaissance;
use smokestack_core::{Game, GameRng, Lang};

#[test]
fn every_offered_action_has_words_in_three_languages() {
    for (players, settings) in [(3u8, vec![]), (6, vec![("rules", "original")])] {
        let settings: Vec<(String, String)> = settings
            .iter()
            .map(|(k, v): &(&str, &str)| (k.to_string(), v.to_string()))
            .collect();
        let o = AgeOfRenaissance::options(players, &settings).unwrap();
        let mut rng = GameRng::new(5);
        let mut pick = GameRng::new(6);
        let mut s = AgeOfRenaissance::setup(&o, &mut rng).unwrap();
        let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
        let mut steps = 0;
        while !AgeOfRenaissance::to_act(&s).is_empty() && steps < 3000 {
            let seat = AgeOfRenaissance::to_act(&s)[0];
            let legal = AgeOfRenaissance::legal(&s, seat);
            for a in legal.iter().take(40) {
                for viewer in [Some(seat), None] {
                    let m = AgeOfRenaissance::message(&s, seat, a, viewer);
                    for lang in Lang::ALL {
                        let t = m.render(lang, &names);
                        assert!(
                            !t.contains("aor.") && !t.contains('{') && !t.is_empty(),
                            "{a:?} in {lang:?}: {t}"
                        );
                    }
                }
            }
            let a = legal[pick.below(legal.len())].clone();
            AgeOfRenaissance::apply(&mut s, seat, &a, &mut rng).unwrap();
            steps += 1;
        }
    }
}

#[test]
fn secret_choices_read_as_secret_to_others() {
    let o = AgeOfRenaissance::options(3, &[]).unwrap();
    let mut rng = GameRng::new(1);
    let s = AgeOfRenaissance::setup(&o, &mut rng).unwrap();
    let a = AgeOfRenaissance::legal(&s, 0)[0].clone();
    let mine = AgeOfRenaissance::message(&s, 0, &a, Some(0)).render(Lang::En, &[]);
    let theirs = AgeOfRenaissance::message(&s, 0, &a, Some(1)).render(Lang::En, &[]);
    assert_ne!(mine, theirs);
    assert_eq!(theirs, "Return a card to the deck");
    assert_eq!(AgeOfRenaissance::describe(&s, 0, &a), theirs);
}
