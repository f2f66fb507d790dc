//! Rules in place (`Game::thing`, `le_havre::things`): every key is a thing with a name, a kind
//! and its text or numbers; keys are stable, plain and unique; what the log names is a thing;
//! the PROVISIONAL flag is the data's mark; and each rule a thing tells is the rules' own.

mod common;

use common::game;
use le_havre::actions::Action;
use le_havre::build::{self, STAND_INS};
use le_havre::data::{
    self, ALL, Bd, FRANC_FOOD, GOODS, Games, Good, OFFERS, PROVISIONAL, ROUND_CARDS, SHIP_TYPES,
    SUPPLY_TILES, ShipType,
};
use le_havre::round::{self, HARVEST};
use le_havre::state::{Player, State};
use le_havre::things::{self, NOTED};
use le_havre::{LeHavre as LH, scoring, setup, standard, turn};
use smokestack_core::{BotKind, Game, GameRng, Lang, Match, Msg, Thing};

fn en(m: &Msg) -> String {
    m.render(Lang::En, &[])
}

fn thing(s: &State, key: &str) -> Thing {
    LH::thing(s, None, key).unwrap_or_else(|| panic!("{key} is no thing"))
}

/// The value of the fact labelled `label` (a locale key), if the thing has it.
fn fact<'a>(t: &'a Thing, label: &str) -> Option<&'a Msg> {
    t.facts.iter().find(|(l, _)| l.key == label).map(|(_, v)| v)
}

fn has_para(t: &Thing, key: &str) -> bool {
    t.text.iter().any(|p| p.key == key)
}

/// Each player count's game, and the short game for two.
fn games() -> Vec<State> {
    let mut v: Vec<State> = (1..=5).map(|n| game(n, 7, &[])).collect();
    v.push(game(2, 7, &[("version", "short")]));
    v
}

#[test]
fn every_key_is_a_thing_in_every_language() {
    let keys = LH::thing_keys();
    assert_eq!(
        keys.len(),
        ALL.len() + 4 + 2 * ROUND_CARDS.len() + 16 + 2 + 7
    );
    for s in games() {
        for viewer in std::iter::once(None).chain((0..s.n()).map(Some)) {
            for key in &keys {
                let t = LH::thing(&s, viewer, key).unwrap_or_else(|| panic!("{key}"));
                assert!(!t.text.is_empty() || !t.facts.is_empty(), "{key}");
                for lang in Lang::ALL {
                    let title = t.title.render(lang, &[]);
                    let kind = t.kind.render(lang, &[]);
                    assert!(!title.trim().is_empty() && !kind.trim().is_empty(), "{key}");
                    let all = std::iter::once(&t.title)
                        .chain([&t.kind])
                        .chain(&t.text)
                        .chain(t.facts.iter().flat_map(|(a, b)| [a, b]))
                        .map(|m| m.render(lang, &[]))
                        .collect::<Vec<_>>()
                        .join("\n");
                    assert!(
                        !all.contains("lh.") && !all.contains('{'),
                        "{key} in {lang:?}: {all}"
                    );
                }
            }
        }
    }
    let s = game(3, 1, &[]);
    for key in [
        "building:Nope",
        "tile:0",
        "tile:8",
        "tile:01",
        "ship:",
        "money:Loan",
        "nope",
    ] {
        assert!(LH::thing(&s, None, key).is_none(), "{key}");
    }
}

#[test]
fn keys_are_unique_plain_and_stable() {
    let keys = LH::thing_keys();
    let mut unique = keys.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), keys.len(), "a key twice");
    for k in &keys {
        assert!(
            k.chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, ':' | '_' | '-')),
            "{k}"
        );
    }
    // The board's `data-explain` and the browser tests name these very strings.
    for k in [
        "building:BuildingFirm1",
        "building:Wharf1",
        "building:MSDagmar",
        "building:BridgeOverTheSeine",
        "building:RattletrapCar",
        "ship:Wooden",
        "ship:Luxury",
        "vessel:R01",
        "round:R20",
        "good:Fish",
        "good:SmokedFish",
        "money:Francs",
        "loan:Loan",
        "tile:1",
        "tile:7",
    ] {
        assert!(keys.iter().any(|x| x == k), "{k}");
    }
    assert_eq!(keys[0], "building:BuildingFirm1");
    assert_eq!(keys.last().map(String::as_str), Some("tile:7"));
    // The key builders are the keys' own.
    assert_eq!(things::building_key(Bd::Wharf2), "building:Wharf2");
    assert_eq!(things::ship_key(ShipType::Iron), "ship:Iron");
    assert_eq!(things::good_key(Good::Coke), "good:Coke");
    assert_eq!(things::vessel_key(0).as_deref(), Some("vessel:R01"));
    assert_eq!(things::round_key(19).as_deref(), Some("round:R20"));
    assert_eq!(things::vessel_key(20), None);
    assert_eq!(things::tile_key(6).as_deref(), Some("tile:7"));
    assert_eq!(things::tile_key(7), None);
    assert_eq!(things::offer_key(OFFERS[0]), "money:Francs");
    assert_eq!(things::offer_key(OFFERS[1]), "good:Fish");
    // Every id is unique within its kind.
    let mut ids: Vec<&str> = ALL.iter().map(|b| b.id()).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), ALL.len());
}

/// Bot games of every size: whatever a move names, for any reader, is a thing.
#[test]
fn the_log_names_only_things() {
    let keys = LH::thing_keys();
    let mut named = 0;
    for players in 1..=5u8 {
        let o = LH::options(players, &[]).unwrap();
        let mut m = Match::<LH>::new(o, 40 + u64::from(players)).unwrap();
        let mut rng = GameRng::new(u64::from(players));
        for _ in 0..400 {
            let Some(&seat) = m.to_act().first() else {
                break;
            };
            let legal = m.legal(seat);
            let i = BotKind::Heuristic.choose::<LH>(m.state(), seat, &legal, &mut rng);
            for viewer in std::iter::once(None).chain((0..players).map(Some)) {
                for k in LH::named_things(m.state(), &legal[i], viewer) {
                    assert!(keys.contains(&k), "{k} named by {:?}", legal[i]);
                    named += 1;
                }
            }
            m.apply_index(seat, i, &legal).unwrap();
        }
    }
    assert!(named > 1000, "{named}");
}

/// The flag is the data's mark: the solo Marketplace cap (FACTS §10), in solo games only.
#[test]
fn provisional_is_the_datas_mark() {
    assert!(
        PROVISIONAL
            .iter()
            .any(|p| p.b == Bd::Marketplace && p.games == Games::Solo && p.cites.contains("FACTS"))
    );
    let keys = LH::thing_keys();
    for s in games() {
        for key in &keys {
            let t = thing(&s, key);
            let marked = ALL
                .iter()
                .find(|b| things::building_key(**b) == *key)
                .is_some_and(|b| data::provisional(*b, s.n()));
            assert_eq!(t.provisional, marked, "{key} with {} players", s.n());
        }
    }
    assert!(thing(&game(1, 1, &[]), "building:Marketplace").provisional);
    assert!(!thing(&game(2, 1, &[]), "building:Marketplace").provisional);
    // The solo cap the Marketplace's text names is the option the rules play by.
    for cap in ["2", "6"] {
        let s = game(1, 1, &[("solo-market", cap)]);
        let t = thing(&s, "building:Marketplace");
        let n = standard::solo_market_cap(&s.opts).expect("solo");
        assert_eq!(n.to_string(), cap);
        let para = t
            .text
            .iter()
            .find(|p| p.key == "lh.ex.p.solo_market")
            .unwrap();
        assert!(en(para).contains(cap), "{}", en(para));
    }
    assert!(!has_para(
        &thing(&game(2, 1, &[]), "building:Marketplace"),
        "lh.ex.p.solo_market"
    ));
}

/// A player who owns everything and holds some of every good: every bonus counts.
fn rich() -> Player {
    let mut p = Player::new(10);
    p.buildings = ALL.to_vec();
    p.ships = vec![0, 5, 11];
    p.goods = [3; 16];
    p
}

/// The `+` after a value is the scoring's end bonus (FACTS §9).
#[test]
fn the_plus_is_the_end_bonus() {
    let p = rich();
    let s = game(3, 1, &[]);
    for b in ALL {
        let grows = scoring::building_value(&p, b) != i32::from(b.data().value);
        assert_eq!(scoring::has_bonus(b), grows, "{b:?}");
        let t = thing(&s, &things::building_key(b));
        let value = en(fact(&t, "lh.ex.value").unwrap());
        assert_eq!(value.ends_with('+'), grows, "{b:?}: {value}");
        assert_eq!(has_para(&t, "lh.ex.p.plus"), grows, "{b:?}");
    }
}

/// Start buildings are those the town holds at the start of every game (setup).
#[test]
fn start_buildings_are_the_setups() {
    let mut always: Vec<Bd> = ALL.iter().copied().filter(|b| !b.is_special()).collect();
    for n in 1..=5 {
        for short in [false, true] {
            let version = if short { "short" } else { "full" };
            let s = game(n, 3, &[("version", version)]);
            always.retain(|b| s.town.contains(b));
        }
    }
    let starts: Vec<Bd> = ALL
        .iter()
        .copied()
        .filter(|b| setup::is_start(*b))
        .collect();
    assert_eq!(starts, always);
    assert_eq!(
        starts,
        vec![Bd::BuildingFirm1, Bd::BuildingFirm2, Bd::ConstructionFirm]
    );
    let s = game(2, 1, &[]);
    for b in ALL {
        let t = thing(&s, &things::building_key(b));
        assert_eq!(
            t.kind.key == "lh.ex.kind.start",
            setup::is_start(b),
            "{b:?}"
        );
        assert_eq!(has_para(&t, "lh.ex.p.start"), setup::is_start(b), "{b:?}");
    }
}

/// What the thing says sells is what the rules let a player sell, at the rules' price.
#[test]
fn what_sells_is_what_the_rules_sell() {
    let mut s = game(2, 1, &[]);
    s.players[0].buildings = ALL.to_vec();
    let sold: Vec<Bd> = LH::legal(&s, 0)
        .into_iter()
        .filter_map(|a| match a {
            Action::Sell(b) => Some(b),
            _ => None,
        })
        .collect();
    let sells: Vec<Bd> = ALL.iter().copied().filter(|b| turn::can_sell(*b)).collect();
    assert_eq!(sold, sells);
    assert!(!sells.contains(&Bd::RattletrapCar) && !sells.contains(&Bd::ConstructionSite));
    let s = game(2, 1, &[]);
    for b in ALL {
        let t = thing(&s, &things::building_key(b));
        let price = fact(&t, "lh.ex.sells_for").map(en);
        let expect = turn::can_sell(b).then(|| turn::sell_price(b.data().value).to_string());
        assert_eq!(price, expect, "{b:?}");
        assert_eq!(has_para(&t, "lh.ex.p.sell"), turn::can_sell(b), "{b:?}");
    }
}

/// The modernising brick is the Wharf's rule (`build::needs_brick` on a new Wharf).
#[test]
fn the_modernising_brick_is_the_wharfs() {
    let s = game(3, 1, &[]);
    assert!(s.modern.is_empty());
    for t in SHIP_TYPES {
        let brick = build::needs_brick(&s, Bd::Wharf1, t);
        assert_eq!(build::modernises(t), brick, "{t:?}");
        let th = thing(&s, &things::ship_key(t));
        let cost = fact(&th, "lh.ex.ship_cost").unwrap();
        assert_eq!(cost.key == "lh.ex.ship_cost.brick", brick, "{t:?}");
        assert_eq!(has_para(&th, "lh.ex.p.modernise"), brick, "{t:?}");
    }
}

/// Brick pays for clay and steel for iron as `build::goods_for` pays; nothing else stands in.
#[test]
fn stand_ins_are_the_costs() {
    for (stand_in, basic) in STAND_INS {
        let mut p = Player::new(0);
        p.add(stand_in, 1);
        let mut cost = data::Cost::default();
        match basic {
            Good::Clay => cost.clay = 1,
            Good::Iron => cost.iron = 1,
            _ => panic!("{basic:?} is no cost good"),
        }
        assert_eq!(build::goods_for(&p, &cost), Some(vec![(stand_in, 1)]));
        // Not the other way round.
        let mut q = Player::new(0);
        q.add(basic, 1);
        let mut up = data::Cost::default();
        match stand_in {
            Good::Brick => up.brick = 1,
            Good::Steel => up.steel = 1,
            _ => panic!("{stand_in:?} is no cost good"),
        }
        assert_eq!(build::goods_for(&q, &up), None);
    }
    let s = game(2, 1, &[]);
    for g in GOODS {
        let t = thing(&s, &things::good_key(g));
        let told = has_para(&t, "lh.ex.p.brick") || has_para(&t, "lh.ex.p.steel");
        let pair = STAND_INS.iter().any(|(a, b)| *a == g || *b == g);
        assert_eq!(told, pair, "{g:?}");
    }
}

/// The goods the harvest text names are the ones `round::harvest` grows.
#[test]
fn harvest_goods_are_the_harvests() {
    let mut s = game(2, 1, &[]);
    for p in &mut s.players {
        p.goods = [5; 16];
    }
    let before = s.players[0].goods;
    round::harvest(&mut s);
    for g in GOODS {
        let grew = s.players[0].has(g) > before[g.idx()];
        assert_eq!(grew, HARVEST.iter().any(|(h, _)| *h == g), "{g:?}");
    }
    // Below the least, nothing grows.
    let mut s = game(2, 1, &[]);
    for (g, least) in HARVEST {
        s.players[0].goods = [0; 16];
        s.players[0].add(g, least - 1);
        round::harvest(&mut s);
        assert_eq!(s.players[0].has(g), least - 1, "{g:?}");
    }
    let s = game(2, 1, &[]);
    for g in GOODS {
        let t = thing(&s, &things::good_key(g));
        let harvested = HARVEST.iter().any(|(h, _)| *h == g);
        assert_eq!(has_para(&t, "lh.ex.p.harvest_good"), harvested, "{g:?}");
    }
}

/// A franc is worth the food the rules count it as.
#[test]
fn a_franc_is_food() {
    let mut p = Player::new(7);
    p.goods = [0; 16];
    assert_eq!(p.food_available(), 7 * FRANC_FOOD);
    let s = game(2, 1, &[]);
    let t = thing(&s, "money:Francs");
    assert_eq!(en(fact(&t, "lh.ex.food").unwrap()), FRANC_FOOD.to_string());
    assert_eq!(
        en(fact(&t, "lh.ex.on_offer").unwrap()),
        s.offers[0].to_string()
    );
}

/// The notes beyond a card's line are the locale files' (`lh.ex.bd.<id>`), in every language.
#[test]
fn noted_buildings_are_the_locales() {
    for lang in ["en", "ko", "ja"] {
        let path = format!(
            "{}/../../locales/{lang}/le-havre.txt",
            env!("CARGO_MANIFEST_DIR")
        );
        let text = std::fs::read_to_string(&path).unwrap();
        let mut ids: Vec<&str> = text
            .lines()
            .filter_map(|l| l.strip_prefix("lh.ex.bd."))
            .filter_map(|l| l.split_once(" = ").map(|(id, _)| id))
            .collect();
        ids.sort();
        let mut noted: Vec<&str> = NOTED.iter().map(|b| b.id()).collect();
        noted.sort();
        assert_eq!(ids, noted, "{lang}");
    }
}

/// The numbers told are the data's (FACTS §4 row 23: Steel Mill; §6; §7.1; §1; §8).
#[test]
fn worked_examples() {
    let s = game(3, 1, &[]);
    let mill = thing(&s, "building:SteelMill");
    assert_eq!(en(&mill.title), "Steel Mill");
    assert_eq!(en(fact(&mill, "lh.ex.cost").unwrap()), "2 iron 4 brick");
    assert_eq!(en(fact(&mill, "lh.ex.fee").unwrap()), "2 fr");
    let firm = thing(&s, "building:BuildingFirm1");
    assert_eq!(en(fact(&firm, "lh.ex.symbols").unwrap()), "hammer ×1");
    assert_eq!(en(fact(&firm, "lh.ex.cost").unwrap()), "cannot be built");
    let iron = thing(&s, "ship:Iron");
    let food_now = iron
        .facts
        .iter()
        .find(|(l, _)| l.key == "lh.ex.food_now")
        .unwrap();
    assert_eq!(en(&food_now.0), "Food each round (3 players)");
    assert_eq!(en(&food_now.1), "4");
    assert_eq!(
        en(fact(&iron, "lh.ex.food_by_count").unwrap()),
        "7 / 5 / 4 / 3 / 2"
    );
    assert_eq!(en(fact(&iron, "lh.ex.capacity").unwrap()), "3 goods");
    assert_eq!(
        en(fact(&iron, "lh.ex.values").unwrap()),
        "2, 4, 6, 8, 10, 12"
    );
    let r14 = thing(&s, "round:R14");
    let demand = r14
        .facts
        .iter()
        .find(|(l, _)| l.key == "lh.ex.food_demand")
        .unwrap();
    assert_eq!(
        (en(&demand.0).as_str(), en(&demand.1).as_str()),
        ("Food demand (3 players)", "12")
    );
    assert_eq!(en(fact(&r14, "lh.ex.harvest").unwrap()), "yes");
    assert_eq!(
        en(fact(&thing(&s, "good:Meat"), "lh.ex.food").unwrap()),
        "3"
    );
    assert_eq!(
        en(fact(&thing(&s, "good:Coke"), "lh.ex.energy").unwrap()),
        "10"
    );
    let tile = thing(&s, "tile:5");
    assert!(SUPPLY_TILES[4].2);
    assert_eq!(en(&tile.title), "Supply tile: wood + fish");
    assert_eq!(en(fact(&tile, "lh.ex.interest").unwrap()), "yes");
    let mut s = s;
    s.players[1].loans = 2;
    s.players[2].loans = 1;
    let loan = thing(&s, "loan:Loan");
    assert_eq!(
        en(fact(&loan, "lh.ex.loans_held").unwrap()),
        "Seat 2 ×2, Seat 3 ×1"
    );
    assert_eq!(en(fact(&loan, "lh.ex.loan_end").unwrap()), "−7");
    // A worker on a building is named by seat; its owner's value with the bonus.
    s.players[0].buildings.push(Bd::Dock);
    s.players[0].ships = vec![0, 1];
    s.players[1].worker = Some(Bd::Dock);
    let dock = thing(&s, "building:Dock");
    assert_eq!(en(fact(&dock, "lh.ex.where").unwrap()), "Seat 1");
    assert_eq!(en(fact(&dock, "lh.ex.workers").unwrap()), "Seat 2");
    let now = scoring::building_value(&s.players[0], Bd::Dock);
    assert_eq!(en(fact(&dock, "lh.ex.value_now").unwrap()), now.to_string());
}

/// Live facts come from the reader's view: a Construction Site hand card is placed for its
/// holder only, a face-down special building for nobody, a face-down tile's place is not told.
#[test]
fn hidden_things_stay_hidden() {
    let mut s = game(3, 4, &[]);
    let b = s.specials.pop().expect("a special building");
    s.players[0].hand.push(b);
    let key = things::building_key(b);
    let own = LH::thing(&s, Some(0), &key).unwrap();
    assert_eq!(
        fact(&own, "lh.ex.where").map(|m| m.key.as_ref()),
        Some("lh.ex.at.hand")
    );
    for viewer in [Some(1), Some(2), None] {
        let t = LH::thing(&s, viewer, &key).unwrap();
        assert!(fact(&t, "lh.ex.where").is_none(), "{viewer:?}");
    }
    let top = s.specials[0];
    for viewer in [Some(0), Some(1), None] {
        let t = LH::thing(&s, viewer, &things::building_key(top)).unwrap();
        assert!(fact(&t, "lh.ex.where").is_none(), "{viewer:?}");
    }
    // The Marketplace's look: told to the seat that looked.
    s.known_top[1] = 2;
    let t = LH::thing(&s, Some(1), &things::building_key(top)).unwrap();
    assert_eq!(
        fact(&t, "lh.ex.where").map(|m| m.key.as_ref()),
        Some("lh.ex.at.peek")
    );
    for (i, tile) in s.tiles.iter().enumerate() {
        let t = thing(&s, &things::tile_key(*tile).unwrap());
        assert_eq!(
            fact(&t, "lh.ex.position").is_some(),
            s.revealed[i],
            "tile {tile}"
        );
    }
}
