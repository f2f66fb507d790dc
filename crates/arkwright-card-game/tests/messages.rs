//! Every action a game meets reads in English, Korean and Japanese, and no two legal actions of
//! one moment read the same in any language (a person could not tell the buttons apart).

use arkwright_card_game::{Arkwright, State};
use smokestack_core::{Game, GameRng, Lang};

fn check_moment(s: &State, seat: u8, at: &str) {
    let legal = Arkwright::legal(s, seat);
    for lang in Lang::ALL {
        let texts: Vec<String> = legal
            .iter()
            .map(|a| Arkwright::message(s, seat, a, Some(seat)).render(lang, &[]))
            .collect();
        for (a, t) in legal.iter().zip(&texts) {
            assert!(!t.trim().is_empty(), "{at}: empty {lang:?} text for {a:?}");
            assert!(
                !t.contains('{') && !t.contains("ark."),
                "{at}: {lang:?} text {t:?} for {a:?}"
            );
        }
        for i in 0..texts.len() {
            for j in i + 1..texts.len() {
                assert_ne!(
                    texts[i], texts[j],
                    "{at}: {lang:?} texts collide for {:?} and {:?}",
                    legal[i], legal[j]
                );
            }
        }
    }
}

#[test]
fn every_action_of_random_games_reads_in_three_languages() {
    for (players, settings) in [
        (1u8, vec![("expert", "on")]),
        (2, vec![]),
        (3, vec![("expert", "on")]),
        (4, vec![]),
    ] {
        for seed in 0..4u64 {
            let settings: Vec<(String, String)> = settings
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect();
            let o = Arkwright::options(players, &settings).unwrap();
            let mut rng = GameRng::new(seed);
            let mut pick = GameRng::new(seed + 100);
            let mut s = Arkwright::setup(&o, &mut rng).unwrap();
            let mut n = 0;
            while let Some(&seat) = Arkwright::to_act(&s).first() {
                check_moment(&s, seat, &format!("{players}p seed {seed} action {n}"));
                let legal = Arkwright::legal(&s, seat);
                let a = legal[pick.below(legal.len())];
                Arkwright::apply(&mut s, seat, &a, &mut rng).unwrap();
                n += 1;
            }
        }
    }
}

#[test]
fn status_names_era_and_phase() {
    let o = Arkwright::options(3, &[]).unwrap();
    let s = Arkwright::setup(&o, &mut GameRng::new(1)).unwrap();
    let st = Arkwright::status(&s);
    assert_eq!(st.round, 1);
    assert!(!st.phase.is_empty());
}

/// Actions no seat may make now, some out of range: they describe without panicking.
#[test]
fn odd_actions_describe_without_panicking() {
    use arkwright_card_game::data::Card;
    use arkwright_card_game::{Act, Action, Piece};
    let odd = [
        Action::Build { good: 200 },
        Action::Upgrade { good: 9 },
        Action::Hire { good: 255 },
        Action::Automate { good: 7, pos: 255 },
        Action::Place {
            good: 4,
            piece: Piece::Patent,
        },
        Action::Raise {
            good: 99,
            piece: Piece::Engineer,
        },
        Action::Store { warehouse: 200 },
        Action::SetAppeal { appeal: 255 },
        Action::ChooseStart { seat: 200 },
        Action::Extra {
            good: 9,
            workers: 9,
        },
        Action::Load { good: 77 },
        Action::TakeSupervisor { good: 100 },
        Action::Discard {
            card: Card::LargeWarehouse,
        },
        Action::Choose {
            act: Act::EarlyShipping,
        },
        Action::Ship,
        Action::SellStored,
    ];
    for players in 1..=4u8 {
        let o = Arkwright::options(players, &[]).unwrap();
        let mut s = Arkwright::setup(&o, &mut GameRng::new(3)).unwrap();
        for a in &odd {
            for lang in Lang::ALL {
                let _ = Arkwright::message(&s, 0, a, None).render(lang, &[]);
            }
            let before = s.clone();
            assert!(Arkwright::apply(&mut s, 0, a, &mut GameRng::new(1)).is_err());
            assert_eq!(s, before);
            let _ = Arkwright::describe(&s, 200, a);
        }
    }
}

/// The seat that chooses the start player names itself as "Take the start player card", never
/// "Ann: Ann becomes start player" (issue 43); another seat is named.
#[test]
fn choosing_oneself_as_start_player_reads_as_taking_the_card() {
    use arkwright_card_game::Action;
    let o = Arkwright::options(3, &[]).unwrap();
    let s = Arkwright::setup(&o, &mut GameRng::new(3)).unwrap();
    let names: Vec<String> = ["Ann", "Ben", "Cy"].map(String::from).to_vec();
    let say = |chooser: u8, seat: u8| {
        Arkwright::message(&s, chooser, &Action::ChooseStart { seat }, None)
            .render(Lang::En, &names)
    };
    assert_eq!(say(1, 1), "Take the start player card");
    assert_eq!(say(1, 2), "Give the start player card to Cy");
}

/// A build button says what the factory will be: its goods a production and its fixed cost,
/// from this era's side (issue 43: the buttons showed no cost).
#[test]
fn a_build_names_the_factory_goods_and_fixed_cost() {
    use arkwright_card_game::{Action, data::data};
    let o = Arkwright::options(2, &[]).unwrap();
    let s = Arkwright::setup(&o, &mut GameRng::new(3)).unwrap();
    for g in 0..4u8 {
        let side = &data().factory[g as usize][0];
        let text =
            Arkwright::message(&s, 0, &Action::Build { good: g }, None).render(Lang::En, &[]);
        assert!(
            text.ends_with(&format!("a production, fixed cost £{})", side.fixed_cost))
                && text.contains(&format!("({} good", side.goods)),
            "{text}"
        );
    }
}
