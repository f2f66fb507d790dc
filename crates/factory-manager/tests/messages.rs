//! Every action a game offers reads as words in English, Korean and Japanese: no locale key is
//! missing, no argument left unfilled.

use factory_manager::FactoryManager as FM;
use factory_manager::describe::seat_names;
use smokestack_core::{BotKind, Game, GameRng, Lang, Match};

#[test]
fn every_offered_action_renders_in_every_language() {
    let mut seen = std::collections::HashSet::new();
    for (players, seed, bot) in [
        (2, 1, BotKind::Random),
        (5, 2, BotKind::Heuristic),
        (3, 3, BotKind::Random),
    ] {
        let mut m = Match::<FM>::new(FM::options(players, &[]).unwrap(), seed).unwrap();
        let mut rng = GameRng::new(seed);
        while !m.is_over() {
            let seat = m.to_act()[0];
            let legal = m.legal(seat);
            for a in &legal {
                let msg = FM::message(m.state(), seat, a, None);
                seen.insert(msg.key.to_string());
                for lang in Lang::ALL {
                    let text = msg.render(lang, &seat_names(m.state(), lang));
                    assert!(
                        !text.contains("fm.") && !text.contains('{'),
                        "{lang:?}: {text}"
                    );
                    assert!(!text.is_empty());
                }
            }
            let i = bot.choose::<FM>(m.state(), seat, &legal, &mut rng);
            m.apply_index(seat, i, &legal).unwrap();
        }
    }
    assert!(seen.len() >= 15, "{seen:?}");
}

#[test]
fn english_lines_read_as_the_rulebook_says() {
    let s = FM::setup(&FM::options(3, &[]).unwrap(), &mut GameRng::new(1)).unwrap();
    let seat = FM::to_act(&s)[0];
    let a = FM::legal(&s, seat)[1];
    let text = FM::describe(&s, seat, &a);
    assert!(text.starts_with("Open order tile "), "{text}");
    assert!(text.ends_with("with a bid of 1 worker"), "{text}");
    assert_eq!(
        FM::message(&s, seat, &a, None).render(Lang::Ja, &[]),
        format!(
            "プレイ順タイル{}を選び、ワーカー1人で競りを開始する",
            s.revealed[0]
        )
    );
}

/// The status phases and score labels the rules hand over in English each have a `term.fm.*`
/// key, so the app can show them in Korean and Japanese.
#[test]
fn status_and_score_words_have_terms() {
    use factory_manager::state::Phase;
    let mut s = FM::setup(&FM::options(2, &[]).unwrap(), &mut GameRng::new(1)).unwrap();
    let terms: Vec<String> = smokestack_locale_keys()
        .into_iter()
        .map(|k| smokestack_core::Msg::new(k).render(Lang::En, &[]))
        .collect();
    for phase in [
        Phase::Auction,
        Phase::Market,
        Phase::Build { hiring: false },
        Phase::Build { hiring: true },
        Phase::Adjust,
    ] {
        s.phase = phase;
        let text = FM::status(&s).phase;
        assert!(terms.contains(&text), "{text}");
    }
    s.phase = Phase::Over;
    let o = FM::outcome(&s).unwrap();
    for part in o.scores[0].parts.iter().chain(&o.scores[0].tiebreak) {
        assert!(terms.contains(&part.label), "{}", part.label);
    }
}

fn smokestack_locale_keys() -> Vec<String> {
    let text = include_str!("../../../locales/en/factory-manager.txt");
    text.lines()
        .filter_map(|l| l.split_once(" = "))
        .map(|(k, _)| k.trim().to_string())
        .filter(|k| k.starts_with("term.fm."))
        .collect()
}
