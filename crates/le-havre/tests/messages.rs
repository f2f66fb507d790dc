//! Every action a game meets reads in English, Korean and Japanese, and no two legal actions of
//! one moment read the same in any language (a person could not tell the buttons apart).

use le_havre::data::{Good, ShipType};
use le_havre::describe::describe;
use le_havre::{Action, LeHavre, State};
use smokestack_core::{Game, GameRng, Lang};

fn describe_ko(s: &State, seat: u8, a: &Action) -> String {
    LeHavre::message(s, seat, a, Some(seat)).render(Lang::Ko, &[])
}

fn describe_ja(s: &State, seat: u8, a: &Action) -> String {
    LeHavre::message(s, seat, a, Some(seat)).render(Lang::Ja, &[])
}

/// Every legal action of the moment has a non-empty, distinct text in both languages.
fn check_moment(s: &State, seat: u8, legal: &[Action], at: &str) {
    for (lang, f) in [
        ("en", describe as fn(&State, u8, &Action) -> String),
        ("ko", describe_ko),
        ("ja", describe_ja),
    ] {
        let texts: Vec<String> = legal.iter().map(|a| f(s, seat, a)).collect();
        for (a, t) in legal.iter().zip(&texts) {
            assert!(!t.trim().is_empty(), "{at}: empty {lang} text for {a:?}");
            // A missing key reads as the key; a missing argument keeps its braces.
            assert!(
                !t.contains('{') && !t.contains("lh."),
                "{at}: {lang} text {t:?} for {a:?}"
            );
        }
        for i in 0..texts.len() {
            for j in i + 1..texts.len() {
                assert_ne!(
                    texts[i], texts[j],
                    "{at}: {lang} texts collide for {:?} and {:?}",
                    legal[i], legal[j]
                );
            }
        }
    }
}

/// Actions no seat may make now, some out of range: they describe without panicking.
fn odd_actions() -> Vec<Action> {
    vec![
        Action::Build {
            stack: 9,
            crane: None,
        },
        Action::Build {
            stack: 255,
            crane: Some(Good::Iron),
        },
        Action::TakeOffer(200),
        Action::TakeOffer(6),
        Action::SellShip(99),
        Action::SellShip(255),
        Action::TradeShip(99, le_havre::data::Bd::Wharf1),
        Action::BuildShip(ShipType::Luxury),
        Action::BuyShip(ShipType::Luxury),
        Action::BuyShip(ShipType::Steel),
        Action::Amount(u16::MAX),
        Action::Amount(0),
        Action::Choose(255),
        Action::Take(Good::Coke),
        Action::Give(Good::Leather),
        Action::Pay(le_havre::actions::Token::Francs, u16::MAX),
        Action::Done,
        Action::TakeLoan,
        Action::Repay,
        Action::EndTurn,
    ]
}

/// Plays one game, checking every moment; moves are random (`GameRng::below`), or the built-in
/// bot's when `bot` (it reaches ships, loans and late buildings more often). Returns the steps.
fn play(players: u8, short: bool, seed: u64, bot: bool) -> usize {
    let settings = if short {
        vec![("version".to_string(), "short".to_string())]
    } else {
        vec![]
    };
    let o = LeHavre::options(players, &settings).expect("options");
    let mut rng = GameRng::new(seed);
    let mut s = LeHavre::setup(&o, &mut rng).expect("setup");
    let mut pick = GameRng::new(seed.wrapping_mul(7919) + 1);
    let mut steps = 0;
    while let Some(&seat) = LeHavre::to_act(&s).first() {
        let legal = LeHavre::legal(&s, seat);
        assert!(!legal.is_empty(), "no legal action for seat {seat}");
        let at = format!("{players}p seed {seed} step {steps}");
        check_moment(&s, seat, &legal, &at);
        if steps % 5 == 0 {
            for a in odd_actions() {
                for who in 0..players {
                    assert!(!describe(&s, who, &a).is_empty(), "{at}: {a:?}");
                    assert!(!describe_ko(&s, who, &a).is_empty(), "{at}: {a:?}");
                }
            }
        }
        let i = if bot {
            LeHavre::heuristic(&s, seat, &legal, &mut pick)
        } else {
            pick.below(legal.len())
        };
        LeHavre::apply(&mut s, seat, &legal[i], &mut rng).expect("legal action applies");
        steps += 1;
        assert!(steps < 50_000, "{at}: game does not end");
    }
    steps
}

#[test]
fn random_games_read_in_every_language() {
    for seed in 0..20u64 {
        let players = (seed % 5) as u8 + 1;
        let short = seed % 3 == 2;
        assert!(play(players, short, seed, false) > 0);
    }
    for (players, short, seed) in [(2, false, 41), (3, false, 42), (4, true, 43)] {
        assert!(play(players, short, seed, true) > 0);
    }
}

#[test]
fn out_of_range_actions_describe_without_panicking() {
    let o = LeHavre::options(2, &[]).expect("options");
    let s = LeHavre::setup(&o, &mut GameRng::new(1)).expect("setup");
    for a in odd_actions() {
        for seat in 0..2 {
            assert!(!describe(&s, seat, &a).is_empty(), "{a:?}");
            assert!(!describe_ko(&s, seat, &a).is_empty(), "{a:?}");
        }
        // A seat that does not exist.
        assert!(!describe_ko(&s, 9, &a).is_empty());
    }
    assert_eq!(
        describe_ko(
            &s,
            0,
            &Action::Build {
                stack: 9,
                crane: None
            }
        ),
        "짓기 (그 자리에 건물 없음)"
    );
}
