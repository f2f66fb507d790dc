//! Rules in place (`Game::thing`, `things.rs`): every key has its thing, keys are plain and
//! stable, the log names only things that have one, the PROVISIONAL flags are the data's marks,
//! and each rule a thing states is read from the function that holds it.

mod common;

use age_of_renaissance::data::{self, CardKind, Category, Commodity, Event, adv};
use age_of_renaissance::reach::{self, Entry};
use age_of_renaissance::state::War;
use age_of_renaissance::{
    Action, AgeOfRenaissance as AoR, State, cards, misery, pending, purchase,
};
use common::{card, game, pid};
use smokestack_core::{Game, GameRng, Lang, Msg, Thing};

fn thing(s: &State, key: &str) -> Thing {
    AoR::thing(s, None, key).unwrap_or_else(|| panic!("{key}"))
}

/// The value of the fact labelled with locale key `label`.
fn fact<'a>(t: &'a Thing, label: &str) -> Option<&'a Msg> {
    t.facts.iter().find(|(l, _)| l.key == label).map(|(_, v)| v)
}

fn en(m: &Msg) -> String {
    m.render(Lang::En, &[])
}

fn has_para(t: &Thing, key: &str) -> bool {
    t.text.iter().any(|m| m.key == key)
}

/// A message and the messages in its arguments.
fn all_msgs<'a>(m: &'a Msg, out: &mut Vec<&'a Msg>) {
    out.push(m);
    for (_, a) in &m.args {
        if let smokestack_core::MsgArg::Msg(inner) = a {
            all_msgs(inner, out);
        }
    }
}

/// Whether the locale files have `key` (a missing key renders as itself).
fn has_key(key: &str) -> bool {
    Lang::ALL
        .into_iter()
        .all(|l| Msg::new(key.to_string()).render(l, &[]) != key)
}

const RULES: [&str; 3] = ["original", "living", "euro"];

#[test]
fn every_key_has_its_thing_with_words() {
    let keys = AoR::thing_keys();
    let d = data::data();
    assert_eq!(
        keys.len(),
        d.advances.len() + d.provinces.len() + d.cards.len() + 12 + 2
    );
    let mut seen = std::collections::HashSet::new();
    for k in &keys {
        assert!(seen.insert(k), "{k} twice");
        assert!(
            !k.is_empty()
                && k.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b":_-".contains(&b)),
            "{k} is not plain"
        );
    }
    for rules in RULES {
        let (s, _) = game(4, &[("rules", rules)], 2);
        for k in &keys {
            for viewer in [None, Some(0)] {
                let t = AoR::thing(&s, viewer, k).unwrap_or_else(|| panic!("{k}"));
                assert!(!t.text.is_empty() || !t.facts.is_empty(), "{k}");
                let mut msgs = Vec::new();
                all_msgs(&t.title, &mut msgs);
                all_msgs(&t.kind, &mut msgs);
                for m in t
                    .text
                    .iter()
                    .chain(t.facts.iter().flat_map(|(l, v)| [l, v]))
                {
                    all_msgs(m, &mut msgs);
                }
                for m in msgs {
                    assert!(
                        m.key.is_empty() || has_key(&m.key),
                        "{k}: {} missing",
                        m.key
                    );
                }
                for lang in Lang::ALL {
                    let title = t.title.render(lang, &[]);
                    let kind = t.kind.render(lang, &[]);
                    assert!(!title.is_empty() && !kind.is_empty(), "{k} {lang:?}");
                    for m in t
                        .text
                        .iter()
                        .chain(t.facts.iter().flat_map(|(l, v)| [l, v]))
                    {
                        let r = m.render(lang, &[]);
                        assert!(!r.contains("aor.") && !r.contains('{'), "{k} {lang:?}: {r}");
                    }
                }
            }
        }
    }
    // Not keys: out of range, leading zeros, signs, unknown kinds.
    let (s, _) = game(4, &[], 2);
    for k in [
        "card:64",
        "card:01",
        "card:+1",
        "province:",
        "province:108",
        "advance:26",
        "commodity:12",
        "misery:0",
        "order:track",
        "building:1",
        "",
    ] {
        assert!(AoR::thing(&s, None, k).is_none(), "{k}");
    }
}

/// The key strings stay as the board and the browser tests write them.
#[test]
fn keys_are_pinned() {
    let keys = AoR::thing_keys();
    for k in [
        "advance:0",
        "advance:25",
        "province:0",
        "province:107",
        "card:0",
        "card:63",
        "commodity:0",
        "commodity:11",
        "misery:track",
        "order:play",
    ] {
        assert!(keys.contains(&k.to_string()), "{k}");
    }
    assert_eq!(keys[0], "advance:0");
    assert_eq!(keys[26], "province:0");
    assert_eq!(keys.last().unwrap(), "order:play");
    assert_eq!(format!("province:{}", pid("Loire")), "province:32");
    assert_eq!(format!("province:{}", pid("Venice")), "province:84");
    let (s, _) = game(4, &[], 2);
    assert_eq!(en(&thing(&s, "province:32").title), "Loire");
    assert_eq!(en(&thing(&s, "province:84").title), "Venice");
    assert_eq!(en(&thing(&s, "advance:7").title), "Cathedral");
    assert_eq!(en(&thing(&s, "commodity:5").title), "Wine");
    let polo = card("Marco Polo");
    assert_eq!(en(&thing(&s, &format!("card:{polo}")).title), "Marco Polo");
}

/// Every key a logged action names, in bot games under each rules option, is a thing; the
/// names of secret actions go to their holder only.
#[test]
fn the_log_names_things() {
    let keys: std::collections::HashSet<String> = AoR::thing_keys().into_iter().collect();
    let mut named = 0;
    for (rules, players, seed) in [
        ("original", 4, 1),
        ("living", 6, 2),
        ("euro", 3, 3),
        ("living", 5, 4),
    ] {
        let (mut s, mut rng) = game(players, &[("rules", rules)], seed);
        let mut pick = GameRng::new(seed + 10);
        for _ in 0..600 {
            let Some(&who) = AoR::to_act(&s).first() else {
                break;
            };
            let legal = AoR::legal(&s, who);
            for a in &legal {
                for v in [None, Some(who), Some((who + 1) % players)] {
                    for k in AoR::named_things(&s, a, v) {
                        assert!(keys.contains(&k), "{a:?} names {k}");
                        named += 1;
                    }
                }
            }
            let k = AoR::heuristic(&s, who, &legal, &mut pick);
            AoR::apply(&mut s, who, &legal[k], &mut rng).unwrap();
        }
    }
    assert!(named > 1000, "{named}");
    // A returned card: to its holder only.
    let (s, _) = game(4, &[("rules", "living")], 5);
    let c = s.players[0].hand[0];
    let a = Action::ReturnCard(c);
    assert_eq!(
        AoR::named_things(&s, &a, Some(0)),
        vec![format!("card:{c}")]
    );
    assert!(AoR::named_things(&s, &a, Some(1)).is_empty());
    assert!(AoR::named_things(&s, &a, None).is_empty());
    assert!(AoR::named_things(&s, &Action::Prefer(3), Some(0)).is_empty());
    let played = Action::Play { card: c, choice: 0 };
    assert!(AoR::named_things(&s, &played, None).contains(&format!("card:{c}")));
}

/// The PROVISIONAL flags are the data's marks (FACTS §3, §8 #5; §2.3, §8 #8), and the marks are
/// FACTS.md's.
#[test]
fn provisional_flags_are_the_datas_marks() {
    let d = data::data();
    let letters = |f: &dyn Fn(&data::Advance) -> bool| -> String {
        d.advances
            .iter()
            .filter(|a| f(a))
            .map(|a| a.letter)
            .collect()
    };
    assert_eq!(letters(&|a| a.mr_provisional), "CEFGHQ");
    assert_eq!(letters(&|a| a.credit_provisional[0]), "E");
    assert_eq!(
        letters(&|a| a.credit_provisional[1] || a.credit_provisional[2]),
        ""
    );
    let marked: Vec<&str> = d
        .provinces
        .iter()
        .filter(|p| p.provisional.is_some())
        .map(|p| p.name.as_str())
        .collect();
    assert_eq!(marked, ["Loire"]);
    for (rules, col) in [("original", 0), ("living", 1), ("euro", 2)] {
        let (s, _) = game(4, &[("rules", rules)], 3);
        for (a, adv) in d.advances.iter().enumerate() {
            let t = thing(&s, &format!("advance:{a}"));
            let marked = adv.mr_provisional || adv.credit_provisional[col];
            assert_eq!(t.provisional, marked, "{rules} {}", adv.letter);
            assert_eq!(has_para(&t, "aor.ex.adv.provisional"), marked);
        }
        for (p, pr) in d.provinces.iter().enumerate() {
            let t = thing(&s, &format!("province:{p}"));
            assert_eq!(t.provisional, pr.provisional.is_some(), "{}", pr.name);
            if let Some(note) = pr.provisional {
                assert!(has_para(&t, note));
            }
        }
        for c in Commodity::ALL {
            let t = thing(&s, &format!("commodity:{}", c.index()));
            let marked = d
                .provinces
                .iter()
                .any(|p| p.commodities.contains(&c) && p.provisional.is_some());
            assert_eq!(t.provisional, marked, "{c:?}");
        }
        for c in 0..d.cards.len() {
            assert!(!thing(&s, &format!("card:{c}")).provisional);
        }
        assert!(!thing(&s, "misery:track").provisional);
        assert!(!thing(&s, "order:play").provisional);
    }
    // Patronage's credit only under the original rules; Wine through Loire.
    let (orig, _) = game(4, &[("rules", "original")], 3);
    let (living, _) = game(4, &[("rules", "living")], 3);
    assert!(thing(&orig, "advance:4").provisional);
    assert!(thing(&living, "advance:4").provisional, "E's MR");
    assert!(!thing(&living, "advance:0").provisional);
    assert!(thing(&living, "commodity:5").provisional);
    assert!(!thing(&living, "commodity:4").provisional);
}

/// An advance's numbers and paragraphs come from the rules: its credit column, its price for
/// the viewer, the Religion misery, the set bonus, the J/K swap, the texts that exist.
#[test]
fn advances_read_the_rules() {
    let d = data::data();
    for (rules, col) in [("original", 0), ("living", 1), ("euro", 2)] {
        let (s, _) = common::opened(4, &[("rules", rules)], 7);
        let living = rules != "original";
        for a in 0..26u8 {
            let adv = &d.advances[a as usize];
            let t = thing(&s, &format!("advance:{a}"));
            assert_eq!(
                en(fact(&t, "aor.ex.cost").unwrap()),
                format!("${}", adv.cost)
            );
            assert_eq!(
                en(&t.facts[3].1),
                format!("${}", adv.credit[col]),
                "{rules} {a}"
            );
            // The price the viewer would pay now, from the purchase rules.
            let mine = AoR::thing(&s, Some(1), &format!("advance:{a}")).unwrap();
            assert_eq!(
                en(fact(&mine, "aor.ex.your_price").unwrap()),
                format!("${}", purchase::price(&s, 1, a))
            );
            assert!(fact(&t, "aor.ex.your_price").is_none());
            assert_eq!(
                has_para(&t, "aor.ex.adv.religion"),
                adv.category == purchase::MISERY_CATEGORY
            );
            assert_eq!(
                has_para(&t, "aor.ex.adv.set_bonus"),
                living && misery::SET_BONUS.contains(&adv.category)
            );
            assert_eq!(
                has_para(&t, "aor.ex.adv.swapped"),
                living && (a == adv::J || a == adv::K)
            );
            assert_eq!(t.text[0], age_of_renaissance::describe::advance_text(&s, a));
            let more = format!("aor.ex.adv.more.{}", adv.letter);
            assert_eq!(has_para(&t, &more), has_key(&more), "{more}");
        }
        // Wind/Watermill is J under the original rules, K under the living ones (FACTS §6 #3).
        let j = thing(&s, "advance:9");
        let k = thing(&s, "advance:10");
        let (watermill, farming) = if living { (&k, &j) } else { (&j, &k) };
        assert_eq!(en(&watermill.title), "Wind/Watermill");
        assert_eq!(en(&farming.title), "Improved Agriculture");
        assert_eq!(s.watermill(), if living { adv::K } else { adv::J });
    }
    assert_eq!(
        misery::SET_BONUS,
        [
            Category::Science,
            Category::Commerce,
            Category::Communication
        ]
    );
    assert_eq!(purchase::MISERY_CATEGORY, Category::Religion);
    // The advance texts by rules (FACTS §6): the living texts of D, H, N, P, U and the swap.
    let (orig, _) = game(4, &[("rules", "original")], 1);
    let (living, _) = game(4, &[("rules", "living")], 1);
    let text = |s: &State, a: u8| {
        age_of_renaissance::describe::advance_text(s, a)
            .key
            .to_string()
    };
    assert_eq!(text(&orig, 9), "aor.advtext.J");
    assert_eq!(text(&living, 9), "aor.advtext.K");
    assert_eq!(text(&living, 10), "aor.advtext.J.living");
    let own: String = (0..26u8)
        .filter(|&a| text(&living, a).ends_with(".living") && a != adv::K)
        .map(|a| (b'A' + a) as char)
        .collect();
    assert_eq!(own, "DHNPU");
    // Worked example: Cathedral under the original rules needs F; its MR is PROVISIONAL.
    let h = thing(&orig, "advance:7");
    assert_eq!(en(fact(&h, "aor.ex.prereq").unwrap()), "F Holy Indulgence");
    assert!(h.provisional);
    // Patronage's credit: $20 living, $10 on the Eurogames sheet.
    let (euro, _) = game(4, &[("rules", "euro")], 1);
    assert_eq!(en(&thing(&living, "advance:4").facts[3].1), "$20");
    assert_eq!(en(&thing(&euro, "advance:4").facts[3].1), "$10");
}

/// A province's paragraphs follow the map rules: what entering its area needs (`reach::entry`),
/// whether only a ship across a sea reaches it (`reach::sea_only`), whether its area is in play.
#[test]
fn provinces_read_the_map_rules() {
    let d = data::data();
    // The spaces `provinces.csv` notes as reached by sea only are the ones the map graph
    // reaches only across a sea.
    let csv = include_str!("../data/provinces.csv");
    let noted: Vec<&str> = csv
        .lines()
        .skip(1)
        .filter(|l| l.contains("reached by sea only"))
        .map(|l| l.split(',').next().unwrap())
        .collect();
    let sea_only: Vec<&str> = (0..d.provinces.len() as u8)
        .filter(|&p| reach::sea_only(p))
        .map(|p| d.provinces[p as usize].name.as_str())
        .collect();
    assert_eq!(sea_only, noted);
    assert_eq!(sea_only, ["Iceland", "West Africa"]);
    for players in [3u8, 6] {
        let (s, _) = game(players, &[], 4);
        for (p, pr) in d.provinces.iter().enumerate() {
            let t = thing(&s, &format!("province:{p}"));
            let entry = reach::entry(pr.area);
            assert_eq!(has_para(&t, "aor.ex.p.area5"), entry == Entry::OverlandEast);
            assert_eq!(has_para(&t, "aor.ex.p.far_east"), entry == Entry::Ocean);
            assert_eq!(has_para(&t, "aor.ex.p.new_world"), entry == Entry::NewWorld);
            assert_eq!(has_para(&t, "aor.ex.p.island"), reach::sea_only(p as u8));
            let in_play = data::area_in_play(pr.area, players);
            assert_eq!(has_para(&t, "aor.ex.p.out"), !in_play, "{}", pr.name);
            assert_eq!(
                en(fact(&t, "aor.ex.in_play").unwrap()),
                if in_play { "Yes" } else { "No" }
            );
        }
    }
    // Worked example: Venice.
    let (s, _) = game(6, &[("rules", "living")], 4);
    let v = thing(&s, &format!("province:{}", pid("Venice")));
    assert_eq!(en(fact(&v, "aor.ex.size").unwrap()), "5");
    assert_eq!(en(fact(&v, "aor.ex.commodities").unwrap()), "Cloth");
    assert_eq!(en(fact(&v, "aor.ex.area").unwrap()), "Area VII");
    assert_eq!(en(fact(&v, "aor.ex.capital").unwrap()), "Yes");
    let china = thing(&s, &format!("province:{}", pid("China")));
    assert_eq!(
        fact(&china, "aor.ex.commodities")
            .unwrap()
            .render(Lang::Ko, &[]),
        "비단, 향신료"
    );
}

/// A card's paragraphs and live facts: the leader raises (`purchase::raise`), the events that
/// can become misery burdens (`cards::voided`), the war now.
#[test]
fn cards_read_the_card_rules() {
    let d = data::data();
    let (mut s, _) = common::opened(4, &[("rules", "original")], 9);
    for (c, cd) in d.cards.iter().enumerate() {
        let t = thing(&s, &format!("card:{c}"));
        match &cd.kind {
            CardKind::Leader { discount, advances } => {
                assert_eq!(
                    en(fact(&t, "aor.ex.discount").unwrap()),
                    format!("${discount}")
                );
                assert_eq!(
                    has_para(&t, "aor.ex.c.walter") || has_para(&t, "aor.ex.c.polo"),
                    purchase::raise(c as u8).is_some()
                );
                let _ = advances;
            }
            CardKind::Event(e) => {
                assert_eq!(
                    has_para(&t, "aor.ex.c.burden"),
                    cards::voided(&s, *e).is_some()
                );
                let voids = format!("aor.ex.v.{}", e.id());
                assert_eq!(has_para(&t, &voids), has_key(&voids), "{voids}");
                assert_eq!(t.text[0].key, format!("aor.ex.e.{}", e.id()));
                assert_eq!(has_para(&t, "aor.ex.c.arms"), e.arms_strength().is_some());
            }
            CardKind::Commodity(cs) => {
                assert_eq!(has_para(&t, "aor.ex.c.double"), cs.len() > 1);
            }
        }
    }
    // The raises: Walter with The Crusades this turn, Marco Polo once Mongol Armies is out.
    let walter = card("Walter the Penniless");
    let polo = card("Marco Polo");
    assert_eq!(purchase::raise(walter), Some((Event::TheCrusades, 30)));
    assert_eq!(purchase::raise(polo), Some((Event::MongolArmies, 40)));
    let now =
        |s: &State, c: u8, label: &str| en(fact(&thing(s, &format!("card:{c}")), label).unwrap());
    assert_eq!(now(&s, walter, "aor.ex.crusades_now"), "No");
    assert_eq!(now(&s, polo, "aor.ex.mongols"), "No");
    s.crusades_now = true;
    s.mongols = true;
    assert_eq!(now(&s, walter, "aor.ex.crusades_now"), "Yes");
    assert_eq!(now(&s, polo, "aor.ex.mongols"), "Yes");
    assert!(purchase::raised_now(&s, Event::TheCrusades));
    // The rule's own function gives the raised discount (no Written Record here).
    let r = adv::OVERLAND_EAST;
    assert!(!s.players[0].has(adv::WRITTEN_RECORD));
    assert_eq!(purchase::leader_discount(&s, 0, polo, r), Some(40));
    s.mongols = false;
    assert_eq!(purchase::leader_discount(&s, 0, polo, r), Some(20));
    // Mongol Armies voids The Crusades: a burden then.
    let crusades = d
        .cards
        .iter()
        .position(|c| c.kind == CardKind::Event(Event::TheCrusades))
        .unwrap();
    assert_eq!(cards::voided(&s, Event::TheCrusades), Some(false));
    assert!(cards::playable(&s, crusades as u8));
    s.mongols = true;
    assert_eq!(cards::voided(&s, Event::TheCrusades), Some(true));
    assert!(!cards::playable(&s, crusades as u8));
    // The war now, from the state.
    let war = card("War!");
    assert!(fact(&thing(&s, &format!("card:{war}")), "aor.ex.war_now").is_none());
    s.war = Some(War {
        declarer: 2,
        target: 0,
        due: false,
    });
    let names = ["Ann".to_string(), "Bo".into(), "Cy".into()];
    let t = thing(&s, &format!("card:{war}"));
    assert_eq!(
        fact(&t, "aor.ex.war_now").unwrap().render(Lang::En, &names),
        "Cy — Ann"
    );
    // Marco Polo's numbers (FACTS §4.2).
    let t = thing(&s, &format!("card:{polo}"));
    assert_eq!(
        en(fact(&t, "aor.ex.discount_on").unwrap()),
        "R Overland East, Y Cosmopolitan"
    );
}

/// A commodity's row and markers: the Wind/Watermill paragraph on its commodities
/// (`pending::WATERMILL`, living rules), the marker now, the payouts.
#[test]
fn commodities_read_the_log() {
    let d = data::data();
    for rules in RULES {
        let (mut s, _) = game(4, &[("rules", rules)], 6);
        for c in Commodity::ALL {
            let t = thing(&s, &format!("commodity:{}", c.index()));
            assert_eq!(
                has_para(&t, "aor.ex.com.watermill"),
                rules != "original" && pending::WATERMILL.contains(&c)
            );
            let row = d.row(c);
            assert_eq!(
                en(fact(&t, "aor.ex.base").unwrap()),
                format!("${}", row.base)
            );
        }
        s.market[Commodity::Wine.index()] = 2;
        s.market[Commodity::Gold.index()] = -1;
        let now = |s: &State, c: Commodity| {
            en(fact(
                &thing(s, &format!("commodity:{}", c.index())),
                "aor.ex.marker_now",
            )
            .unwrap())
        };
        assert_eq!(now(&s, Commodity::Wine), "shortage +2");
        assert_eq!(now(&s, Commodity::Gold), "surplus -1");
        assert_eq!(now(&s, Commodity::Stone), "normal");
    }
    let (s, _) = game(4, &[], 6);
    let stone = thing(&s, "commodity:0");
    assert_eq!(
        en(fact(&stone, "aor.ex.payout").unwrap()),
        "1, 4, 9, 16, 25, 36, 49, 64"
    );
}

/// The misery track's and the Order-of-Play display's numbers are the rules' tables.
#[test]
fn tracks_read_the_tables() {
    for players in 3..=6u8 {
        let (s, _) = common::opened(players, &[("rules", "living")], 8);
        let m = thing(&s, "misery:track");
        let stab: Vec<String> = (1..=8)
            .map(|n| format!("{n}: ${}", data::stabilization_cost(n, false)))
            .collect();
        assert_eq!(en(fact(&m, "aor.ex.stab_table").unwrap()), stab.join(", "));
        assert!(en(fact(&m, "aor.ex.spaces").unwrap()).ends_with("900, 1000"));
        assert!(has_para(&m, "aor.ex.adv.set_bonus"));
        let o = thing(&s, "order:play");
        let boxes: Vec<String> = data::order_boxes(players)
            .iter()
            .map(u8::to_string)
            .collect();
        assert_eq!(o.facts[0].1, Msg::plain(boxes.join(", ")));
        assert_eq!(
            en(&o.facts[0].0),
            format!("Boxes used with {players} players")
        );
    }
    let (s, _) = game(3, &[("rules", "original")], 8);
    assert!(!has_para(
        &thing(&s, "misery:track"),
        "aor.ex.adv.set_bonus"
    ));
    assert!(has_para(&thing(&s, "order:play"), "aor.ex.o.when_original"));
}
