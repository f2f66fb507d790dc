//! Rules in place (`things.rs`): every key is a thing with its words, the keys are the data's
//! written-out ids, the log names only things that are keys, the "provisional" tags are the
//! data's marks (FACTS.md), and each rule a thing tells is read from the function that holds it.

mod common;

use arkwright_card_game::Arkwright as ARK;
use arkwright_card_game::actions::{Act, Action};
use arkwright_card_game::cards::{self, copies_free, lifted_by};
use arkwright_card_game::data::{Card, GOOD_IDS, Lies, Status, TRACK_IDS, data};
use arkwright_card_game::describe;
use arkwright_card_game::state::{ENGINEER, LARGE, PATENT, State};
use arkwright_card_game::things::{self, SINGLES, card_key, factory_key, track_key, worker_key};
use common::*;
use smokestack_core::{BotKind, Game, GameRng, Lang, Match, Msg, MsgArg, Thing};

fn thing(s: &State, key: &str) -> Thing {
    ARK::thing(s, None, key).unwrap_or_else(|| panic!("no thing {key}"))
}

/// The value of the fact labelled with locale key `label`.
fn fact<'a>(t: &'a Thing, label: &str) -> Option<&'a Msg> {
    t.facts.iter().find(|(l, _)| l.key == label).map(|(_, v)| v)
}

fn en(m: &Msg) -> String {
    m.render(Lang::En, &[])
}

/// Every key `m` names, its arguments' included, is in `lang`'s files.
fn assert_words(m: &Msg, lang: Lang, key: &str) {
    if !m.key.is_empty() {
        assert!(
            smokestack_locale::has(lang, &m.key),
            "{key}: {lang:?} lacks {}",
            m.key
        );
    }
    for (_, a) in &m.args {
        if let MsgArg::Msg(inner) = a {
            assert_words(inner, lang, key);
        }
    }
}

/// States to read things in: the start and 60 bot moves on, for every player count.
fn states() -> Vec<State> {
    let mut out = Vec::new();
    for players in 1..=4u8 {
        let o = ARK::options(players, &[]).unwrap();
        let mut m = Match::<ARK>::new(o, 40 + u64::from(players)).unwrap();
        out.push(m.state().clone());
        let mut rng = GameRng::new(u64::from(players));
        for _ in 0..60 {
            let Some(&seat) = m.to_act().first() else {
                break;
            };
            let legal = m.legal(seat);
            let i = BotKind::Heuristic.choose::<ARK>(m.state(), seat, &legal, &mut rng);
            m.apply_index(seat, i, &legal).unwrap();
        }
        out.push(m.state().clone());
    }
    out
}

#[test]
fn every_key_is_a_thing_with_words_in_every_language() {
    let keys = ARK::thing_keys();
    // 16 cards, 4 × (factory, 2 worker cards, appeal track), 8 actions, 6 tracks,
    // 18 single components, 15 achievements.
    assert_eq!(keys.len(), 16 + 16 + 8 + 6 + 18 + 15);
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
    for s in states() {
        for k in &keys {
            let t = thing(&s, k);
            assert!(!t.title.key.is_empty() && !t.kind.key.is_empty(), "{k}");
            assert!(!t.text.is_empty() || !t.facts.is_empty(), "{k}");
            for lang in Lang::ALL {
                assert_words(&t.title, lang, k);
                assert_words(&t.kind, lang, k);
                for (l, v) in &t.facts {
                    assert_words(l, lang, k);
                    assert_words(v, lang, k);
                }
                for p in &t.text {
                    assert_words(p, lang, k);
                }
            }
            // Nothing is hidden: every viewer reads the same.
            for viewer in 0..s.seats() {
                assert_eq!(ARK::thing(&s, Some(viewer), k), Some(t.clone()), "{k}");
            }
        }
    }
    let s = &states()[0];
    for bad in [
        "card:Nope",
        "factory:wood",
        "worker:food:3",
        "worker:food",
        "track:money",
        "action:Pass",
        "achievement:none",
        "office:food",
        "office:",
        "",
    ] {
        assert!(ARK::thing(s, None, bad).is_none(), "{bad}");
    }
}

/// The keys are the board's `data-explain` strings, unchanged: the written-out ids equal the
/// names the keys had.
#[test]
fn keys_are_pinned_by_their_strings() {
    let keys = ARK::thing_keys();
    for k in [
        "card:Businessman",
        "card:PatronLamps",
        "card:LargeWarehouse",
        "factory:food",
        "worker:lamps:2",
        "appeal:cutlery",
        "action:ExtraProduction",
        "track:trading",
        "office",
        "shipping_tokens",
        "solo_bag",
        "achievement:tycoon",
        "achievement:true-worker",
    ] {
        assert!(keys.iter().any(|x| x == k), "{k}");
    }
    assert_eq!(card_key(Card::TradeOffice), "card:TradeOffice");
    assert_eq!(
        things::action_key(Act::EarlyShipping),
        "action:EarlyShipping"
    );
    assert_eq!(factory_key(3), "factory:lamps");
    assert_eq!(worker_key(1, 0), "worker:clothing:1");
    assert_eq!(track_key(2), "track:cards");
    assert_eq!(things::warehouse_thing(LARGE), "card:LargeWarehouse");
    assert_eq!(things::warehouse_thing(0), "warehouse");
    // Ids are written out, and read as the names they always had.
    for c in Card::ALL {
        assert_eq!(c.id(), format!("{c:?}"));
        assert_eq!(Card::from_id(c.id()), Some(c));
    }
    for a in Act::ALL {
        assert_eq!(a.id(), format!("{a:?}"));
    }
    assert_eq!(GOOD_IDS, ["food", "clothing", "cutlery", "lamps"]);
    assert_eq!(
        TRACK_IDS,
        [
            "quality",
            "distribution",
            "cards",
            "machines",
            "shipping",
            "trading"
        ]
    );
}

/// Bot games over every player count (solo included), with and without the expert modules:
/// every key the log names is a thing, and reads the same to every viewer.
#[test]
fn the_log_names_only_keys() {
    let keys = ARK::thing_keys();
    for players in 1..=4u8 {
        for settings in [vec![], vec![("expert".to_string(), "on".to_string())]] {
            let o = ARK::options(players, &settings).unwrap();
            let mut m = Match::<ARK>::new(o, 60 + u64::from(players)).unwrap();
            let mut rng = GameRng::new(5);
            let mut named = 0;
            for _ in 0..400 {
                let Some(&seat) = m.to_act().first() else {
                    break;
                };
                let legal = m.legal(seat);
                let i = BotKind::Heuristic.choose::<ARK>(m.state(), seat, &legal, &mut rng);
                let a = legal[i];
                let names = ARK::named_things(m.state(), &a, None);
                for viewer in 0..players {
                    assert_eq!(ARK::named_things(m.state(), &a, Some(viewer)), names);
                }
                for k in &names {
                    assert!(keys.contains(k), "{a:?} names {k}");
                }
                named += names.len();
                m.apply_index(seat, i, &legal).unwrap();
            }
            assert!(named > 50, "{players}: {named}");
        }
    }
}

/// Hiring names the worker card that goes on: the next position on the factory.
#[test]
fn hiring_names_the_next_worker_card() {
    let mut s = game(2, &[]);
    let seat = ARK::to_act(&s)[0];
    s.players[seat as usize].factories[2].workers = 1;
    let names = ARK::named_things(&s, &Action::Hire { good: 2 }, None);
    assert_eq!(names, vec![worker_key(2, 1), factory_key(2)]);
    assert_eq!(
        ARK::named_things(&s, &Action::TakeCard { card: Card::Patent }, None),
        vec!["card:Patent".to_string()]
    );
}

/// The provisional tag is the data's mark: a factory or worker card by its sides' status, every
/// other thing by the status of the tables it shows (`tables.csv`). With today's data these
/// are the things tagged.
#[test]
fn provisional_tags_are_the_data_marks() {
    let dt = data();
    let s = &states()[1];
    for g in 0..4u8 {
        let sides = dt.factory[g as usize]
            .iter()
            .any(|x| x.status == Status::Provisional);
        assert_eq!(thing(s, &factory_key(g)).provisional, sides);
        for pos in 0..2u8 {
            let sides = dt.worker[g as usize][pos as usize]
                .iter()
                .flatten()
                .any(|x| x.status == Status::Provisional);
            assert_eq!(thing(s, &worker_key(g, pos)).provisional, sides);
        }
    }
    assert!(dt.any_provisional(&["contract_per_good"]));
    assert_eq!(
        thing(s, "card:Contract").provisional,
        dt.any_provisional(&["contract_per_good"])
    );
    assert_eq!(
        thing(s, "wage_track").provisional,
        dt.any_provisional(&["wage_track"])
    );
    assert_eq!(
        thing(s, "track:quality").provisional,
        dt.any_provisional(&["level_quality", "era_limit_eras"])
    );
    assert_eq!(
        thing(s, "track:cards").provisional,
        dt.any_provisional(&["level_cards"])
    );
    let tagged: Vec<String> = ARK::thing_keys()
        .into_iter()
        .filter(|k| thing(s, k).provisional)
        .filter(|k| !k.starts_with("factory:") && !k.starts_with("worker:"))
        .collect();
    assert_eq!(
        tagged,
        [
            "card:Contract",
            "card:Engineer",
            "appeal:food",
            "appeal:clothing",
            "appeal:cutlery",
            "appeal:lamps",
            "track:quality",
            "track:distribution",
            "track:machines",
            "track:shipping",
            "office",
            "quality",
            "shipping_tokens",
            "wage_track",
        ]
    );
    // Every table a thing may name exists (a typo panics).
    for t in &dt.provisional {
        assert_eq!(dt.status_of(t), Status::Provisional);
    }
}

/// Where a card lies, whether it is once per era or discarded when used: the card's own rule.
#[test]
fn cards_tell_where_they_lie_and_how_often_they_work() {
    let s = game(3, &[]);
    for c in Card::ALL {
        let t = thing(&s, &card_key(c));
        let place = match c.lies() {
            Lies::Supply => "ark.x.f.where.supply",
            Lies::Factory => "ark.x.f.where.factory",
            Lies::Front => "ark.x.f.where.front",
        };
        assert_eq!(fact(&t, "ark.x.f.where").unwrap().key, place, "{c:?}");
        let once = &fact(&t, "ark.x.f.once").unwrap().key;
        if c.discarded_when_used() {
            assert_eq!(once, "ark.x.f.discard");
        } else if c.once_per_era() {
            assert_eq!(once, "ark.x.f.yes");
        } else {
            assert_eq!(once, "ark.x.f.no");
        }
        assert_eq!(en(&t.title), en(&describe::card(c)));
    }
    assert_eq!(Card::Patent.lies(), Lies::Supply);
    assert_eq!(Card::Supervisor.lies(), Lies::Factory);
    assert!(Card::Inventor.discarded_when_used());
}

/// The copies free to take are the ones `available` reads: the supply, or the solo grid's
/// uncovered cards.
#[test]
fn card_copies_are_the_ones_free_to_take() {
    for players in [1u8, 3] {
        let s = game(players, &[]);
        let label = if s.solo.is_some() {
            "ark.x.f.on_grid"
        } else {
            "ark.x.f.in_supply"
        };
        for c in Card::ALL {
            let n = copies_free(s.solo.as_ref(), &s.supply, c);
            assert_eq!(cards::available(&s, c), n > 0);
            let t = thing(&s, &card_key(c));
            assert_eq!(en(fact(&t, label).unwrap()), n.to_string(), "{c:?}");
        }
    }
}

/// A track's era limit is lifted by the card `era_allows` reads; the expert actions are the
/// ones offered only with the expert-actions module.
#[test]
fn era_limits_and_expert_actions_come_from_their_rules() {
    let s = turn_of(2, &[("era-limits", "on")], 0);
    for t in 0..6usize {
        let th = thing(&s, &track_key(t as u8));
        match lifted_by(t) {
            Some(c) => {
                assert_eq!(
                    en(fact(&th, "ark.x.f.lifted_by").unwrap()),
                    en(&describe::card(c))
                );
                // Level 2 is out of reach in Era I, unless the card is held.
                let mut s = s.clone();
                s.era = 1;
                assert!(!cards::era_allows(&s, 0, t, 2));
                s.players[0].cards |= c.bit();
                assert!(cards::era_allows(&s, 0, t, 2));
            }
            None => {
                assert!(fact(&th, "ark.x.f.lifted_by").is_none());
                assert!(cards::era_allows(&s, 0, t, 2));
            }
        }
    }
    let base = turn_of(2, &[], 0);
    let expert = turn_of(2, &[("expert-actions", "on")], 0);
    for a in Act::ALL {
        let th = thing(&base, &things::action_key(a));
        assert_eq!(fact(&th, "ark.x.f.expert").is_some(), a.expert(), "{a:?}");
        let choose = Action::Choose { act: a };
        if a.expert() {
            assert!(illegal(&base, choose), "{a:?}");
        }
    }
    assert!(
        legal(&expert)
            .iter()
            .any(|x| matches!(x, Action::Choose { act } if act.expert()))
    );
}

/// The number of quality, distribution and small warehouse cards a player has is the player
/// board's: the places before the Engineer's, the Patent's and the Large Warehouse's.
#[test]
fn cards_a_player_has_are_the_boards() {
    let s = game(2, &[]);
    let p = &s.players[0];
    assert_eq!(p.quality.len() - 1, ENGINEER);
    assert_eq!(p.distribution.len() - 1, PATENT);
    assert_eq!(p.warehouses.len() - 1, LARGE);
    for (key, n) in [
        ("quality", ENGINEER),
        ("distribution", PATENT),
        ("warehouse", LARGE),
    ] {
        assert_eq!(
            en(fact(&thing(&s, key), "ark.x.f.per_player").unwrap()),
            n.to_string()
        );
    }
    assert_eq!(SINGLES.len(), 18);
}

/// Worked examples, in English: a factory's ladder and its owners' live price and appeal (the
/// view's figures), the wage track's space, the neutral's markers, an appeal track's arrows.
#[test]
fn worked_examples_read_as_before() {
    let dt = data();
    let mut s = turn_of(2, &[], 0);
    let f = thing(&s, &factory_key(0));
    let side = dt.factory[0][0];
    let (p, a) = side.spaces[0];
    assert!(en(&f.facts[1].1).starts_with(&format!("£{p} / {a} · ")));
    assert_eq!(en(&f.facts[1].0), "Era I side · price / appeal");
    s.players[1].factories[0].open = true;
    let f = thing(&s, &factory_key(0));
    let (price, appeal) = arkwright_card_game::market::price_appeal(&s.players[1], 0);
    let open = en(fact(&f, "ark.x.f.open_at").unwrap());
    assert!(
        open.contains(&format!("Seat 2: Era I side, £{price} / appeal {appeal}")),
        "{open}"
    );
    s.wage = 4;
    let w = thing(&s, "wage_track");
    assert_eq!(
        en(fact(&w, "ark.x.f.wage_now").unwrap()),
        format!("£{} (Space 5)", s.wage_value())
    );
    let n = thing(&s, "neutral");
    assert_eq!(
        en(fact(&n, "ark.x.f.neutral_start").unwrap()),
        format!(
            "Food {}, Clothing {}, Cutlery {}, Lamps {}",
            dt.neutral_start[0], dt.neutral_start[1], dt.neutral_start[2], dt.neutral_start[3]
        )
    );
    let ap = thing(&s, "appeal:food");
    let arrows = en(fact(&ap, "ark.x.f.arrows").unwrap());
    let (below, red) = dt.arrows[0];
    assert!(
        arrows.starts_with(&format!(
            "{below}│{} {}",
            below + 1,
            if red { "red" } else { "green" }
        )),
        "{arrows}"
    );
}
