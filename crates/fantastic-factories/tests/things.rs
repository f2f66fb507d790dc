//! Rules in place (`things.rs`): every key is a thing with its words, the keys are the data's
//! ids, the log names only things that are keys and no hidden card, the "provisional" tags are
//! the data's marks (FACTS.md), and each rule a thing tells is read from the function that
//! holds it.

mod common;

use common::*;
use fantastic_factories::data::{
    self, BLUEPRINTS, Bp, CONTRACTORS, Ct, Kind, Mark, PROVISIONAL, START_GOODS, When,
};
use fantastic_factories::round::{PRODUCTION_DICE, machine_die, machine_production};
use fantastic_factories::scoring::{beacon_points, next_beacon_points, player_parts};
use fantastic_factories::state::{Hq, Pending, Player};
use fantastic_factories::things::{self, card_key, contractor_key};
use fantastic_factories::work::{metal_price_in, monument_discount, name_allows_in};
use fantastic_factories::{Action, FantasticFactories as FF, State};
use smokestack_core::{Game, GameRng, Lang, Match, Msg, MsgArg, Thing};

fn thing(s: &State, viewer: Option<u8>, key: &str) -> Thing {
    FF::thing(s, viewer, key).unwrap_or_else(|| panic!("no thing {key}"))
}

/// The value of the fact labelled `ff.ex.f.<label>`.
fn fact<'a>(t: &'a Thing, label: &str) -> Option<&'a Msg> {
    let key = format!("ff.ex.f.{label}");
    t.facts.iter().find(|(l, _)| l.key == key).map(|(_, v)| v)
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

/// States to read things in: the start and ~60 moves on, for 1, 3 and 5 players.
fn states() -> Vec<State> {
    let mut out = Vec::new();
    for (players, seed) in [(1u8, 5u64), (3, 7), (5, 2)] {
        let mut m = Match::<FF>::new(FF::options(players, &[]).unwrap(), seed).unwrap();
        out.push(m.state().clone());
        let mut rng = GameRng::new(seed);
        for _ in 0..60 {
            let Some(&seat) = m.to_act().first() else {
                break;
            };
            let legal = m.legal(seat);
            let a = legal[FF::heuristic(m.state(), seat, &legal, &mut rng)];
            m.apply(seat, &a).unwrap();
        }
        out.push(m.state().clone());
    }
    out
}

#[test]
fn every_key_is_a_thing_with_words_in_every_language() {
    let keys = FF::thing_keys();
    for s in states() {
        let mut viewers = vec![None];
        viewers.extend((0..s.seats()).map(Some));
        for key in &keys {
            for &v in &viewers {
                let t = thing(&s, v, key);
                assert!(!t.title.key.is_empty() && !t.kind.key.is_empty(), "{key}");
                assert!(!t.text.is_empty() || !t.facts.is_empty(), "{key}");
                assert!(!t.text.is_empty(), "{key} has no text");
                for lang in Lang::ALL {
                    let msgs = [&t.title, &t.kind]
                        .into_iter()
                        .chain(t.facts.iter().flat_map(|(l, v)| [l, v]))
                        .chain(&t.text);
                    for m in msgs {
                        assert_words(m, lang, key);
                        assert!(!m.render(lang, &[]).trim().is_empty(), "{key}");
                    }
                }
            }
        }
    }
}

#[test]
fn keys_are_unique_plain_and_the_datas_ids() {
    let keys = FF::thing_keys();
    assert_eq!(keys.len(), 32 + 8 + 3 + 4 + 5 + 14 + 1);
    for (i, k) in keys.iter().enumerate() {
        assert!(!keys[..i].contains(k), "{k} twice");
        let (ns, id) = k.split_once(':').expect(k);
        assert!(!ns.is_empty() && !id.is_empty(), "{k}");
        assert!(
            k.chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, ':' | '_' | '-')),
            "{k}"
        );
    }
    // The board puts these in `data-explain` and the browser tests select by them.
    for pinned in [
        "card:AluminumFactory",
        "card:FulfillmentCenter",
        "card:TempAgency",
        "card:Warehouse",
        "contractor:HiredHands",
        "contractor:Specialist",
        "hq:Research",
        "hq:Mine",
        "tool:Shovel",
        "kind:Monument",
        "res:Metal",
        "res:Goods",
        "dice:Workers",
        "area:Market",
        "deck:Contractors",
        "pile:Discards",
        "token:FirstPlayer",
        "rule:GameEnd",
        "solo:Machine",
    ] {
        assert!(keys.iter().any(|k| k == pinned), "{pinned}");
    }
    assert_eq!(card_key(Bp::MegaFactory), "card:MegaFactory");
    assert_eq!(contractor_key(Ct::HiredHands), "contractor:HiredHands");
    assert_eq!(things::hq_key(Hq::Generate), "hq:Generate");
    assert_eq!(things::kind_key(Kind::Special), "kind:Special");
    let s = new_game(2, 1, &[]);
    for bad in [
        "card:Nope",
        "card:",
        "nope",
        "",
        "solo:Nope",
        "res:Wood",
        "card:megafactory",
    ] {
        assert!(FF::thing(&s, None, bad).is_none(), "{bad}");
    }
}

/// Every key a logged action names is a thing; every viewer reads the same keys; a card named
/// was face up in the market, is named by the action itself, or is the card the action belongs
/// to (a Replicator copy, a Black Market split, a Temp Agency reroll, a pending discard): never
/// one drawn face down.
#[test]
fn the_log_names_things_and_no_hidden_card() {
    let keys = FF::thing_keys();
    let mut named = 0;
    for players in 1..=5u8 {
        let seed = 40 + u64::from(players);
        let mut m = Match::<FF>::new(FF::options(players, &[]).unwrap(), seed).unwrap();
        let mut rng = GameRng::new(seed);
        for _ in 0..400 {
            let Some(&seat) = m.to_act().first() else {
                break;
            };
            let before = m.state().clone();
            let legal = m.legal(seat);
            let action = legal[FF::heuristic(&before, seat, &legal, &mut rng)];
            m.apply(seat, &action).unwrap();
            let these = FF::named_things(&before, &action, None);
            for v in 0..players {
                assert_eq!(FF::named_things(&before, &action, Some(v)), these);
            }
            let json = format!("{action:?}");
            let pending: Vec<String> = before
                .players
                .iter()
                .filter_map(|p| match &p.pending {
                    Some(Pending::Discard { card, .. }) => Some(card_key(*card)),
                    _ => None,
                })
                .collect();
            for key in &these {
                assert!(keys.contains(key), "{json} names {key}, not a thing");
                if let Some(id) = key.strip_prefix("card:") {
                    let in_market = before.market.iter().flatten().any(|b| b.id() == id);
                    let in_action = action_cards(&action).iter().any(|b| b.id() == id);
                    let implied = matches!(id, "Replicator" | "BlackMarket" | "TempAgency")
                        || pending.contains(key);
                    assert!(in_market || in_action || implied, "{json} names {key}");
                }
                named += 1;
            }
        }
    }
    assert!(named > 300, "{named}");
}

/// The cards an action names in its own fields.
fn action_cards(a: &Action) -> Vec<Bp> {
    match *a {
        Action::Hire { discard, .. } => vec![discard],
        Action::Build { card, discard } => vec![card, discard],
        Action::Activate { card, .. } | Action::DiscardFor { card } | Action::DropCard { card } => {
            vec![card]
        }
        _ => Vec::new(),
    }
}

/// A Research placement names the action, never the card it draws.
#[test]
fn research_names_the_action_not_the_draw() {
    let s = new_game(2, 1, &[]);
    let a = Action::Place {
        hq: Hq::Research,
        face: 3,
    };
    assert_eq!(FF::named_things(&s, &a, Some(1)), vec!["hq:Research"]);
}

/// The tags are the data's marks (FACTS.md §4, §5, §6 Q1, Q3, Q4, Q5, Q7, Q9), nothing else.
#[test]
fn provisional_tags_are_the_datas_marks() {
    let s = new_game(1, 3, &[]);
    let mut tagged = Vec::new();
    for b in Bp::ALL {
        let t = thing(&s, Some(0), &card_key(b));
        assert_eq!(t.provisional, data::provisional(Mark::Card(b)), "{b:?}");
        if t.provisional {
            tagged.push(card_key(b));
        }
    }
    for c in Ct::ALL {
        let t = thing(&s, None, &contractor_key(c));
        assert_eq!(
            t.provisional,
            data::provisional(Mark::Contractor(c)),
            "{c:?}"
        );
        if t.provisional {
            tagged.push(contractor_key(c));
        }
    }
    assert_eq!(
        thing(&s, None, "deck:Contractors").provisional,
        data::provisional(Mark::ContractorDeck)
    );
    assert_eq!(
        thing(&s, None, "solo:Machine").provisional,
        data::provisional(Mark::Machine)
    );
    // The refresh after the pick is the table's option: tagged where it is played.
    let after = new_game(2, 3, &[("refresh", "before-or-after")]);
    let before = new_game(2, 3, &[("refresh", "before")]);
    assert!(after.options.refresh_after_pick && !before.options.refresh_after_pick);
    assert_eq!(
        thing(&after, None, "area:Market").provisional,
        data::provisional(Mark::RefreshAfterPick)
    );
    assert!(!thing(&before, None, "area:Market").provisional);
    // No other thing carries a tag.
    for key in FF::thing_keys() {
        let t = thing(&s, Some(0), &key);
        let marked = tagged.contains(&key)
            || ["deck:Contractors", "solo:Machine", "area:Market"].contains(&key.as_str());
        assert!(!t.provisional || marked, "{key}");
    }
    // The marks as FACTS.md lists them.
    assert_eq!(
        tagged,
        [
            "card:Megalith",
            "card:Replicator",
            "card:Warehouse",
            "contractor:Investor",
            "contractor:Engineer",
            "contractor:Foreman",
            "contractor:HiredHands",
            "contractor:Specialist",
        ]
    );
    assert_eq!(PROVISIONAL.len(), 11);
    assert!(PROVISIONAL.iter().all(|(_, why)| why.starts_with('§')));
}

/// A blueprint's numbers are its table row's; its cost form, prestige and the "one of a name"
/// paragraph are the rules' own functions.
#[test]
fn a_blueprint_tells_its_row_and_its_rules() {
    let s = new_game(2, 3, &[]);
    for b in Bp::ALL {
        let d = b.data();
        let t = thing(&s, None, &card_key(b));
        assert_eq!(t.title, fantastic_factories::describe::card(b));
        assert_eq!(en(fact(&t, "copies").unwrap()), d.copies.to_string());
        assert_eq!(
            fact(&t, "tool"),
            Some(&fantastic_factories::describe::tool(d.tool))
        );
        assert_eq!(
            fact(&t, "type"),
            Some(&fantastic_factories::describe::kind(d.kind))
        );
        // Discounted (`work::metal_price_in`): the Megalith alone, and its form says so.
        let discounted = metal_price_in(&[Bp::Obelisk, Bp::Beacon], b) < u16::from(d.metal);
        assert_eq!(monument_discount(b), discounted, "{b:?}");
        let cost = fact(&t, "cost").unwrap();
        assert_eq!(
            cost.key,
            if discounted {
                "ff.ex.v.cost_megalith"
            } else {
                "ff.ex.v.cost"
            }
        );
        assert!(en(cost).starts_with(&format!("{} metal", d.metal)), "{b:?}");
        // Prestige: printed, but the Beacon's comes from `scoring::beacon_points`.
        let mut p = Player::default();
        p.compound.push(b);
        let scored: i32 = player_parts(&p).iter().map(|x| x.points).sum();
        let prestige = fact(&t, "prestige").unwrap();
        if scored == i32::from(d.prestige) {
            assert_eq!(en(prestige), d.prestige.to_string(), "{b:?}");
        } else {
            assert_eq!(b, Bp::Beacon);
            assert_eq!(scored, beacon_points(1));
            assert_eq!(prestige.key, "ff.ex.v.beacon_prestige");
        }
        // One of a name per compound (`work::name_allows_in`), told by the Megalith itself.
        let unique = t.text.iter().any(|m| m.key == "ff.ex.rule.unique");
        assert_eq!(
            unique,
            !name_allows_in(&[b], b) && b != Bp::Megalith,
            "{b:?}"
        );
        let activate = t.text.iter().any(|m| m.key == "ff.ex.rule.activate");
        assert_eq!(activate, b.activatable(), "{b:?}");
        assert!(t.text.len() >= 3, "{b:?}");
    }
}

/// The viewer's own Megalith price and next Beacon come from the rules (대형 기념탑, 봉화대);
/// the worked example of `ff.ex.card.Beacon.2`: a fourth Beacon is worth 5, four 14.
#[test]
fn live_prices_are_the_rules() {
    let mut s = new_game(2, 3, &[]);
    let beacon = |s: &State| en(fact(&thing(s, Some(0), "card:Beacon"), "next_beacon").unwrap());
    let megalith = |s: &State| en(fact(&thing(s, Some(0), "card:Megalith"), "your_price").unwrap());
    assert_eq!(beacon(&s), "2");
    assert_eq!(megalith(&s), "5");
    for k in 1..=3 {
        give_card(&mut s, 0, Bp::Beacon, true);
        let c = &s.players[0].compound;
        assert_eq!(beacon(&s), next_beacon_points(c).to_string());
        assert_eq!(beacon(&s), (k + 2).to_string());
        assert_eq!(megalith(&s), metal_price_in(c, Bp::Megalith).to_string());
    }
    assert_eq!(beacon(&s), "5");
    assert_eq!(beacon_points(4), 14);
    give_card(&mut s, 0, Bp::Obelisk, true);
    give_card(&mut s, 0, Bp::Obelisk, true);
    assert_eq!(megalith(&s), "1", "never below 1");
    // Nobody else's: a spectator sees no price.
    assert!(fact(&thing(&s, None, "card:Megalith"), "your_price").is_none());
    // Another seat's hand stays hidden: its count shows to its owner only.
    let b = s.players[1].hand[0];
    assert!(fact(&thing(&s, Some(1), &card_key(b)), "in_hand").is_some());
    if s.players[0].in_hand(b) == 0 {
        assert!(fact(&thing(&s, Some(0), &card_key(b)), "in_hand").is_none());
    }
    assert!(fact(&thing(&s, None, &card_key(b)), "in_hand").is_none());
    assert!(fact(&thing(&s, None, "area:Hand"), "yours").is_none());
}

/// When a contractor's effect applies (the data's `when`, FACTS.md §4) is when `hire` applies
/// it: at once, at the work phase (a flag its dice read), or any time in it (a die to take).
#[test]
fn contractor_timing_is_when_hiring_applies_it() {
    for c in Ct::ALL {
        let mut s = new_game(2, 3, &[]);
        s.first = 0;
        let card = ready_to_hire(&mut s, c);
        s.players[0].energy = u16::from(c.data().extra_energy);
        let before = s.players[0].clone();
        apply(
            &mut s,
            0,
            Action::Hire {
                slot: 0,
                discard: card,
            },
        );
        let p = &s.players[0];
        let later = p.foreman || p.hired_hands;
        let any_time = p.specialist > 0;
        let now = p.metal > before.metal
            || p.energy > 0
            || p.hand.len() >= before.hand.len()
            || p.compound.len() > before.compound.len();
        let w = c.data().when;
        assert_eq!(w == When::WorkPhase, later, "{c:?}");
        assert_eq!(w == When::AnyTimeInWork, any_time, "{c:?}");
        assert_eq!(w == When::Now, now && !later && !any_time, "{c:?}");
        let t = thing(&s, None, &contractor_key(c));
        let told = &fact(&t, "when").unwrap().key;
        let expect = match w {
            When::Now => "ff.ex.v.when_now",
            When::WorkPhase => "ff.ex.v.when_work",
            When::AnyTimeInWork => "ff.ex.v.when_any",
        };
        assert_eq!(told, expect, "{c:?}");
    }
}

/// Puts contractor `ct` in slot 0 and a blueprint of the slot's tool in seat 0's hand.
fn ready_to_hire(s: &mut State, ct: Ct) -> Bp {
    if s.contractors[0] != Some(ct) {
        if let Some(i) = s.contractors.iter().position(|&c| c == Some(ct)) {
            s.contractors.swap(0, i);
        } else {
            let i = s.ct_deck.iter().position(|&c| c == ct).unwrap();
            s.ct_deck.remove(i);
            let old = s.contractors[0].replace(ct).unwrap();
            s.ct_deck.insert(0, old);
        }
    }
    let tool = s.tools[0];
    let card = Bp::ALL
        .into_iter()
        .find(|b| b.tool() == tool && s.deck.contains(b))
        .unwrap();
    give_card(s, 0, card, false);
    card
}

/// A type's solo die is the one `round::machine_production` checks it with; Monuments none.
#[test]
fn a_types_solo_die_is_the_machines() {
    let s = new_game(1, 3, &[]);
    for k in Kind::ALL {
        let t = thing(&s, None, &things::kind_key(k));
        let die = fact(&t, "solo_die").unwrap();
        let card = Bp::ALL.into_iter().find(|b| b.kind() == k).unwrap();
        match machine_die(k) {
            Some(colour) => {
                assert_eq!(die.key, format!("ff.ex.colour.{colour}"));
                // Only that die, showing 1, makes a good from one card of the type.
                let i = PRODUCTION_DICE
                    .iter()
                    .position(|(c, _)| *c == colour)
                    .unwrap();
                let mut dice = [6; 4];
                dice[i] = 1;
                assert_eq!(machine_production(&[card], dice), 1, "{k:?}");
            }
            None => {
                assert_eq!(k, Kind::Monument);
                assert_eq!(die.key, "ff.ex.v.none");
                assert_eq!(machine_production(&[card, card, card], [1; 4]), 0);
            }
        }
        assert_eq!(
            fact(&t, "banner").unwrap().key,
            format!("ff.ex.colour.{}", k.banner())
        );
        let copies: u32 = BLUEPRINTS
            .iter()
            .filter(|b| b.kind == k)
            .map(|b| u32::from(b.copies))
            .sum();
        assert_eq!(
            fact(&t, "cards").unwrap(),
            &Msg::new("ff.ex.v.cards").arg("n", copies)
        );
    }
}

/// Setup's numbers, the decks' sizes and the lists, as the rules have them.
#[test]
fn setup_numbers_and_lists_are_the_rules() {
    let s = new_game(3, 5, &[]);
    assert!(s.players.iter().all(|p| p.goods == START_GOODS));
    let goods = thing(&s, Some(0), "res:Goods");
    assert_eq!(en(fact(&goods, "start").unwrap()), START_GOODS.to_string());
    let metal = thing(&s, Some(0), "res:Metal");
    assert_eq!(
        en(fact(&metal, "yours").unwrap()),
        s.players[0].metal.to_string()
    );
    let total = |key: &str| en(fact(&thing(&s, None, key), "total").unwrap());
    assert_eq!(total("deck:Blueprints"), "74");
    assert_eq!(total("deck:Contractors"), "17");
    assert_eq!(
        CONTRACTORS.iter().map(|c| u32::from(c.copies)).sum::<u32>(),
        17
    );
    // A list in each language's own separator.
    let hammer = thing(&s, None, "tool:Hammer");
    let names = fact(&hammer, "names").unwrap();
    assert!(
        en(names).starts_with("Fulfillment Center, Golem, Harvester, "),
        "{}",
        en(names)
    );
    assert!(names.render(Lang::Ja, &[]).contains('、'));
    // Each contractor in the market names its slot and the tool tile over it.
    for (i, c) in s.contractors.iter().enumerate() {
        let t = thing(&s, None, &contractor_key(c.unwrap()));
        let slots = en(fact(&t, "slot_tool").unwrap());
        let tool = en(&fantastic_factories::describe::tool(s.tools[i]));
        assert!(
            slots.contains(&format!("slot {}", i + 1)) && slots.contains(&tool),
            "{slots}"
        );
    }
}
