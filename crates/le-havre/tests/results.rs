//! The log's results (`Game::results`, issue 43): what the rules did by themselves after each
//! move, checked against the positions in seeded games and in positions arranged by hand.

mod common;

use common::*;
use le_havre::actions::FeeWay;
use le_havre::data::{Bd, GOODS, Good, OFFERS, Offer, ROUND_CARDS, SUPPLY_TILES};
use le_havre::describe::goods;
use le_havre::state::{Phase, State};
use le_havre::{Action, LeHavre};
use smokestack_core::{Game, GameRng, Lang, Msg};

fn names() -> Vec<String> {
    ["Alice", "Bob", "Carol", "Dan", "Eve"]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

fn en(m: &Msg) -> String {
    m.render(Lang::En, &names())
}

/// A result line: its locale key and its English text.
struct Line {
    key: String,
    text: String,
}

impl std::fmt::Debug for Line {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}", self.text)
    }
}

fn lines_of(msgs: &[Msg]) -> Vec<Line> {
    msgs.iter()
        .map(|m| Line {
            key: m.key.to_string(),
            text: en(m),
        })
        .collect()
}

/// Applies `a` by `seat` and returns the results as a spectator reads them, in English.
fn told(s: &mut State, seat: usize, a: Action) -> Vec<Line> {
    let before = s.clone();
    ap(s, seat, a.clone());
    lines_of(&LeHavre::results(&before, s, seat as u8, &a, None))
}

fn has_line(lines: &[Line], want: &str) -> bool {
    lines.iter().any(|l| l.text == want)
}

/// The goods and francs of `name`'s plain "receives" or "pays" line (`verb`), split on ", ".
fn items(lines: &[Line], name: &str, verb: &str) -> Vec<String> {
    let head = format!("{name} {verb} ");
    let key = format!("lh.res.{verb}");
    lines
        .iter()
        .filter(|l| l.key == key)
        .filter_map(|l| l.text.strip_prefix(&head))
        .flat_map(|rest| rest.split(", ").map(str::to_string))
        .collect()
}

fn goods_en(g: Good, n: u32) -> String {
    en(&goods(g, n))
}

#[test]
fn taking_an_offer_tells_the_goods_received() {
    let mut s = game(2, 5, &[]);
    let seat = s.current as usize;
    let wood = OFFERS.iter().position(|o| *o == Offer::Wood).unwrap();
    let n = s.offers[wood];
    assert!(n > 0, "the wood space starts with wood");
    let had = has(&s, seat, Good::Wood);
    let lines = told(&mut s, seat, Action::TakeOffer(wood as u8));
    let got = (has(&s, seat, Good::Wood) - had) as u32;
    assert_eq!(got, n as u32);
    let name = &names()[seat];
    assert!(
        has_line(
            &lines,
            &format!("{name} receives {}", goods_en(Good::Wood, got))
        ),
        "{lines:?}"
    );
    assert!(items(&lines, name, "pays").is_empty(), "{lines:?}");
}

#[test]
fn the_next_turn_tells_its_supply_tile() {
    let mut s = game(3, 8, &[]);
    let seat = s.current as usize;
    let wood = OFFERS.iter().position(|o| *o == Offer::Wood).unwrap();
    ap(&mut s, seat, Action::TakeOffer(wood as u8));
    let before = s.clone();
    let lines = told(&mut s, seat, Action::EndTurn);
    let next = s.current as usize;
    assert_ne!(next, seat);
    let (a, b, _) = SUPPLY_TILES[s.tiles[s.turn as usize] as usize];
    let idx = |o: Offer| OFFERS.iter().position(|x| *x == o).unwrap();
    // The tile's two items arrived on their spaces.
    assert_eq!(s.offers[idx(a)], before.offers[idx(a)] + 1);
    assert_eq!(s.offers[idx(b)], before.offers[idx(b)] + 1);
    let item = |o: Offer| match o.good() {
        None => "1 fr".to_string(),
        Some(g) => goods_en(g, 1),
    };
    let space = |o: Offer| match o.good() {
        None => "francs".to_string(),
        Some(g) => en(&le_havre::describe::good(g)),
    };
    let want = format!(
        "Supply for {}: +{}, +{} ({} now {}, {} now {})",
        names()[next],
        item(a),
        item(b),
        space(a),
        s.offers[idx(a)],
        space(b),
        s.offers[idx(b)]
    );
    assert!(has_line(&lines, &want), "{lines:?} lacks {want:?}");
}

/// A bare position whose round card has a harvest, with seat 0 holding grain and cattle.
fn harvest_round(players: u8) -> State {
    let mut s = bare(players);
    let r = s
        .rounds
        .iter()
        .position(|c| {
            ROUND_CARDS[*c as usize].harvest && ROUND_CARDS[*c as usize].food(players) > 0
        })
        .expect("a round with a harvest");
    s.round = r as u8 + 1;
    s.current = 0;
    give(&mut s, 0, Good::Grain, 2);
    give(&mut s, 0, Good::Cattle, 3);
    give(&mut s, 1, Good::Cattle, 1);
    s
}

#[test]
fn round_end_tells_harvest_and_feeding() {
    let mut s = harvest_round(2);
    let demand = s.card().food(2);
    s.turn = 6;
    s.main_done = true;
    let lines = told(&mut s, 0, Action::EndTurn);
    assert_eq!(s.phase, Phase::Feeding);
    assert_eq!(has(&s, 0, Good::Grain), 3);
    assert_eq!(has(&s, 0, Good::Cattle), 4);
    assert!(
        has_line(&lines, "Harvest: Alice receives 1 grain, 1 cattle"),
        "{lines:?}"
    );
    // Bob's single cattle does not breed.
    assert!(
        !lines.iter().any(|l| l.text.starts_with("Harvest: Bob")),
        "{lines:?}"
    );
    for name in ["Alice", "Bob"] {
        let want =
            format!("Feeding: {name} must pay {demand} food ({demand} needed, 0 from ships)");
        assert!(has_line(&lines, &want), "{lines:?} lacks {want:?}");
    }
    // The harvest is told once, not again as goods received.
    assert!(items(&lines, "Alice", "receives").is_empty(), "{lines:?}");
}

#[test]
fn feeding_paid_tells_the_round_finish_and_next_supply() {
    let mut s = harvest_round(2);
    let demand = s.card().food(2);
    let card = s.rounds[s.round as usize - 1];
    for q in 0..2 {
        s.players[q].francs = demand as u32 + 3;
    }
    end_round(&mut s);
    // Alice pays first, then Bob; Bob's payment ends the round.
    let (who, need) = owed(&s).expect("feeding owed");
    assert_eq!((who, need), (0, demand));
    let lines = told(&mut s, 0, francs(demand));
    assert!(
        has_line(
            &lines,
            &format!("Alice has paid all {demand} food for feeding")
        ),
        "{lines:?}"
    );
    assert!(
        items(&lines, "Alice", "pays").is_empty(),
        "stated by the action: {lines:?}"
    );
    let round = s.round;
    let lines = told(&mut s, 1, francs(demand));
    assert_eq!(s.round, round + 1, "the next round began");
    assert!(
        has_line(
            &lines,
            &format!("Bob has paid all {demand} food for feeding")
        ),
        "{lines:?}"
    );
    let c = &ROUND_CARDS[card as usize];
    let ship = en(&le_havre::describe::ship(c.ship));
    let vessel = en(&Msg::new(format!("lh.vessel.{}", c.code)));
    let want = format!(
        "The round card turns into the {ship} {vessel} (value {}) on the ship stacks",
        c.ship_value
    );
    assert!(has_line(&lines, &want), "{lines:?} lacks {want:?}");
    let next = names()[s.current as usize].clone();
    assert!(
        lines
            .iter()
            .any(|l| l.text.starts_with(&format!("Supply for {next}: +"))),
        "{lines:?}"
    );
}

#[test]
fn the_town_builds_at_round_end() {
    let mut s = harvest_round(2);
    // A round whose card has the town build a standard building.
    let r = s
        .rounds
        .iter()
        .position(|c| ROUND_CARDS[*c as usize].town_build(2) == le_havre::data::TownBuild::Standard)
        .expect("a standard town build");
    s.round = r as u8 + 1;
    put(&mut s, Bd::Sawmill, At::Stack(0));
    put(&mut s, Bd::Fishery, At::Stack(1));
    for q in 0..2 {
        s.players[q].francs = 30;
    }
    end_round(&mut s);
    let mut lines = Vec::new();
    while let Some((q, need)) = owed(&s) {
        lines = told(&mut s, q, francs(need));
    }
    // The lower-numbered stack top joins the town.
    let first = if Bd::Sawmill.data().sort < Bd::Fishery.data().sort {
        Bd::Sawmill
    } else {
        Bd::Fishery
    };
    assert!(s.town.contains(&first));
    let want = format!("The town builds {}", en(&le_havre::describe::bd(first)));
    assert!(has_line(&lines, &want), "{lines:?} lacks {want:?}");
}

#[test]
fn an_entry_fee_goes_to_the_owner() {
    let mut s = bare(2);
    put(&mut s, Bd::Marketplace, At::Seat(1));
    s.players[0].francs = 5;
    give(&mut s, 0, Good::Wood, 1);
    let a = Action::Enter(Bd::Marketplace, FeeWay::Francs);
    assert!(can(&s, 0, &a), "legal: {:?}", legal(&s, 0));
    let lines = told(&mut s, 0, a);
    assert_eq!(s.players[1].francs, 1);
    assert!(
        has_line(&lines, "Bob receives 1 franc from Alice (entry fee)"),
        "{lines:?}"
    );
    // The fee is told once: not again as Bob's income or Alice's payment.
    assert!(items(&lines, "Bob", "receives").is_empty(), "{lines:?}");
    assert!(items(&lines, "Alice", "pays").is_empty(), "{lines:?}");
}

#[test]
fn interest_is_told_on_the_interest_tile() {
    let mut s = bare(2);
    let pos = (0..7)
        .find(|&i| SUPPLY_TILES[s.tiles[i] as usize].2)
        .expect("an interest tile");
    assert!(pos > 0, "seed 3 puts the interest tile after the first");
    s.turn = pos as u8 - 1;
    s.main_done = true;
    s.players[1].loans = 1;
    s.players[1].francs = 3;
    let cur = s.current as usize;
    let lines = told(&mut s, cur, Action::EndTurn);
    assert_eq!(s.players[1].francs, 2);
    assert!(has_line(&lines, "Bob pays 1 fr interest"), "{lines:?}");
    assert!(items(&lines, "Bob", "pays").is_empty(), "{lines:?}");
}

/// Plays a seeded game with the heuristic bot, checking every move's results against the
/// positions: each seat's goods received and paid equal its stock change, each round end tells
/// the harvest and the food owed, and nothing renders as a missing key in any language.
fn check_game(players: u8, seed: u64, settings: &[(&str, &str)]) -> (usize, usize) {
    let mut s = game(players, seed, settings);
    let mut rng = GameRng::new(seed);
    let mut pick = GameRng::new(seed * 31 + 7);
    let (mut checked, mut rounds) = (0, 0);
    let names = names();
    let mut steps = 0;
    while let Some(&seat) = LeHavre::to_act(&s).first() {
        let legal = LeHavre::legal(&s, seat);
        let a = legal[LeHavre::heuristic(&s, seat, &legal, &mut pick)].clone();
        let before = s.clone();
        LeHavre::apply(&mut s, seat, &a, &mut rng).expect("legal");
        steps += 1;
        assert!(steps < 20_000, "game does not end");
        let msgs = LeHavre::results(&before, &s, seat, &a, None);
        for lang in Lang::ALL {
            for m in &msgs {
                let t = m.render(lang, &names);
                assert!(!t.contains('{') && !t.contains("lh."), "{lang:?}: {t:?}");
            }
        }
        let lines = lines_of(&msgs);
        // A spectator never reads a Construction Site hand's cards.
        for p in &s.players {
            for b in &p.hand {
                let name = en(&le_havre::describe::bd(*b));
                assert!(
                    !lines
                        .iter()
                        .any(|l| l.text.contains("into hand") && l.text.contains(&name)),
                    "{lines:?}"
                );
            }
        }
        let round_ended =
            s.last_round.as_ref().map(|r| r.round) != before.last_round.as_ref().map(|r| r.round);
        if round_ended {
            rounds += 1;
            let r = s.last_round.as_ref().unwrap();
            for (q, name) in names.iter().enumerate().take(players as usize) {
                let (g, c) = r.gains[q];
                let mut got = Vec::new();
                if g > 0 {
                    got.push(goods_en(Good::Grain, g.into()));
                }
                if c > 0 {
                    got.push(goods_en(Good::Cattle, c.into()));
                }
                if !got.is_empty() {
                    let want = format!("Harvest: {name} receives {}", got.join(", "));
                    assert!(has_line(&lines, &want), "{lines:?} lacks {want:?}");
                }
                let owed = r.owed[q];
                let start = if owed > 0 {
                    format!("Feeding: {name} must pay {owed} food (")
                } else {
                    format!("Feeding: {name} owes no food (")
                };
                assert!(
                    lines.iter().any(|l| l.text.starts_with(&start)),
                    "{lines:?}"
                );
            }
            continue;
        }
        // Moves whose own line states no goods: every good a seat gained or lost is told.
        let plain = matches!(
            a,
            Action::TakeOffer(_)
                | Action::Amount(_)
                | Action::Take(_)
                | Action::Give(_)
                | Action::Choose(_)
                | Action::Done
                | Action::EndTurn
                | Action::Enter(_, FeeWay::None)
        );
        if !plain {
            continue;
        }
        checked += 1;
        for (q, name) in names.iter().enumerate().take(players as usize) {
            let got = items(&lines, name, "receives");
            let paid = items(&lines, name, "pays");
            for g in GOODS {
                let d = i64::from(has(&s, q, g)) - i64::from(has(&before, q, g));
                let text = goods_en(g, d.unsigned_abs() as u32);
                match d.signum() {
                    1 => assert!(got.contains(&text), "{a:?}: {q} +{text}: {lines:?}"),
                    -1 => assert!(paid.contains(&text), "{a:?}: {q} -{text}: {lines:?}"),
                    _ => {
                        let word = |k: u32| goods_en(g, k)[k.to_string().len() + 1..].to_string();
                        let (one, many) = (word(1), word(2));
                        assert!(
                            !got.iter().chain(&paid).any(|t| t
                                .split_once(' ')
                                .is_some_and(|(_, w)| w == one || w == many)),
                            "{a:?}: {q} told {g:?} without a change: {lines:?}"
                        );
                    }
                }
            }
        }
    }
    (checked, rounds)
}

#[test]
fn bot_games_tell_what_changed() {
    for (players, seed, settings) in [
        (2u8, 11u64, vec![]),
        (3, 12, vec![("version", "short")]),
        (1, 13, vec![]),
    ] {
        let (checked, rounds) = check_game(players, seed, &settings);
        assert!(checked > 50, "{players}p: only {checked} moves checked");
        assert!(rounds >= 2, "{players}p: only {rounds} round ends");
    }
}

#[test]
fn the_marketplace_look_is_named_only_to_its_visitor() {
    let mut s = bare(2);
    put(&mut s, Bd::Marketplace, At::Town);
    s.specials = vec![Bd::WoodenCrane, Bd::Pawnbrokers, Bd::FishermansHut];
    enter(&mut s, 0, Bd::Marketplace);
    while let Some(a) = legal(&s, 0)
        .into_iter()
        .find(|a| matches!(a, Action::Take(_)))
    {
        ap(&mut s, 0, a);
    }
    let before = s.clone();
    ap(&mut s, 0, Action::Done);
    let read = |viewer: Option<u8>| -> Vec<String> {
        LeHavre::results(&before, &s, 0, &Action::Done, viewer)
            .iter()
            .map(en)
            .collect()
    };
    let own = read(Some(0));
    assert!(
        own.iter()
            .any(|l| l == "Alice looks at the next special buildings: Wooden Crane, Pawnbroker's"),
        "{own:?}"
    );
    for viewer in [None, Some(1)] {
        let other = read(viewer);
        assert!(
            other
                .iter()
                .any(|l| l == "Alice looks at the next 2 special buildings"),
            "{other:?}"
        );
        assert!(
            !other.iter().any(|l| l.contains("Wooden Crane")),
            "{other:?}"
        );
    }
}
