//! Issue 43: what the rules do by themselves is told in the log (`Game::results`). Seeded bot
//! games are played through and each action's lines are checked against the positions before
//! and after it: production's goods, sales, shipping, costs and loans add up to each seat's
//! money change; every producing seat's production is told once a round; the solo automa's turn
//! is told in words with the markers it moved; rounds, start players, eras and the final scoring
//! are told; every viewer reads the same (nothing in this game is hidden).

mod common;

use arkwright_card_game::data::{Card, data};
use arkwright_card_game::state::*;
use arkwright_card_game::{Action, Arkwright, market, scoring};
use common::{act, seat, turn_of};
use smokestack_core::{Game, GameRng, Lang};
use std::collections::{BTreeMap, BTreeSet};

const NAMES: [&str; 4] = ["Ada", "Ben", "Cy", "Dee"];

fn names() -> Vec<String> {
    NAMES.iter().map(|n| n.to_string()).collect()
}

/// One action of a played game with its results in English, as the table log reads them.
struct Played {
    before: State,
    after: State,
    seat: u8,
    action: Action,
    lines: Vec<String>,
}

/// A seeded game played by the heuristic bot, or (`random`) by random legal moves: the
/// heuristic never ships nor sells stored goods, random play does.
fn play(players: u8, settings: &[(&str, &str)], seed: u64, random: bool) -> Vec<Played> {
    let settings: Vec<(String, String)> = settings
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let o = Arkwright::options(players, &settings).unwrap();
    let mut rng = GameRng::new(seed);
    let mut bot = GameRng::new(seed + 1000);
    let mut s = Arkwright::setup(&o, &mut rng).unwrap();
    let names = names();
    let mut out = Vec::new();
    while let Some(&seat) = Arkwright::to_act(&s).first() {
        let legal = Arkwright::legal(&s, seat);
        let a = if random {
            legal[bot.below(legal.len())]
        } else {
            legal[Arkwright::heuristic(&s, seat, &legal, &mut bot)]
        };
        let before = s.clone();
        Arkwright::apply(&mut s, seat, &a, &mut rng).unwrap();
        let lines = Arkwright::results(&before, &s, seat, &a, None)
            .iter()
            .map(|m| m.render(Lang::En, &names))
            .collect();
        out.push(Played {
            before,
            after: s.clone(),
            seat,
            action: a,
            lines,
        });
        assert!(out.len() < 20_000, "the game does not end");
    }
    out
}

/// The number after the first `£` of a line.
fn pounds(line: &str) -> i64 {
    let rest = &line[line.find('£').expect("an amount") + '£'.len_utf8()..];
    rest.chars()
        .take_while(|c| c.is_ascii_digit())
        .collect::<String>()
        .parse()
        .unwrap()
}

/// The first whole number after `after` in a line.
fn number_after(line: &str, after: &str) -> u32 {
    let rest = &line[line
        .find(after)
        .unwrap_or_else(|| panic!("{after:?} in {line:?}"))
        + after.len()..];
    rest.trim_start()
        .chars()
        .take_while(|c| c.is_ascii_digit())
        .collect::<String>()
        .parse()
        .unwrap_or_else(|_| panic!("a number after {after:?} in {line:?}"))
}

const GOODS: [&str; 4] = ["Food", "Clothing", "Cutlery", "Lamps"];

/// Settings as `key=value` pairs.
type Settings = &'static [(&'static str, &'static str)];

const GAMES: [(u8, Settings, u64); 5] = [
    (2, &[], 1),
    (3, &[], 2),
    (4, &[], 3),
    (3, &[("expert", "on")], 4),
    (4, &[("expert", "on")], 5),
];

/// Production a–c: the money a seat receives (home sales, stored goods sold, ships, emergency
/// loans) less the costs it pays is its money change, for every action whose own step moves no
/// money (production choices, the round's last step, the round's end).
#[test]
fn production_sales_ships_loans_and_costs_add_up_to_the_money_change() {
    let (mut sales, mut costs, mut ships, mut checked) = (0, 0, 0, 0);
    for (players, settings, seed, random) in GAMES
        .iter()
        .map(|&(p, o, s)| (p, o, s, false))
        .chain(GAMES.iter().map(|&(p, o, s)| (p, o, s + 10, true)))
    {
        for p in play(players, settings, seed, random) {
            let quiet = match p.before.phase {
                Phase::Production { .. } | Phase::Tie { .. } | Phase::RoundEnd { .. } => true,
                Phase::Turn {
                    step: Step::Develop { .. },
                    ..
                } => !matches!(p.action, Action::Broker | Action::InventorPoints),
                // Expert actions 6 and 7: extra production's costs, early shipping's income.
                Phase::Turn {
                    step: Step::Extra { .. } | Step::Early { .. },
                    ..
                } => true,
                _ => false,
            };
            if !quiet {
                continue;
            }
            for (k, name) in NAMES.iter().enumerate().take(players as usize) {
                let mine: Vec<&String> = p
                    .lines
                    .iter()
                    .filter(|l| l.starts_with(&format!("{name} ")))
                    .collect();
                if p.after.players[k].bankrupt {
                    continue;
                }
                let mut change = 0i64;
                for l in &mine {
                    if l.contains(" receives £") || l.contains(" emergency loan") {
                        change += pounds(l);
                    } else if l.contains(" pays £") {
                        change -= pounds(l);
                        costs += 1;
                    }
                    if l.contains("from shipping") {
                        ships += 1;
                    }
                    if l.contains("from selling") {
                        sales += 1;
                        // The amount is the goods sold at the price told.
                        if let Some(n) = l.split("from selling ").nth(1) {
                            let n: i64 = n.split(' ').next().unwrap().parse().unwrap_or(1);
                            let each = number_after(l, "(£") as i64;
                            assert_eq!(pounds(l), n * each, "{l}");
                        }
                    }
                }
                let (was, now) = (p.before.players[k].money, p.after.players[k].money);
                assert_eq!(
                    was as i64 + change,
                    now as i64,
                    "{name}: £{was} → £{now} after {:?}, told {mine:?}",
                    p.action
                );
                checked += 1;
            }
        }
    }
    assert!(sales > 50, "only {sales} sales told");
    assert!(costs > 50, "only {costs} costs told");
    assert!(ships > 10, "only {ships} ships told");
    assert!(checked > 200);
}

/// Production a: every seat with a factory of the active good produces once a round, as many
/// goods as its factory and worker cards show; a home sale sells what the sales record holds;
/// production d: the share value told is the seat's new share value.
#[test]
fn every_producing_seat_is_told_once_a_round_with_its_goods_and_share_value() {
    let d = data();
    for (players, settings, seed, random) in GAMES
        .iter()
        .map(|&(p, o, s)| (p, o, s, false))
        .chain(GAMES.iter().map(|&(p, o, s)| (p, o, s + 20, true)))
    {
        let mut expected: BTreeMap<(u8, u8), BTreeSet<usize>> = BTreeMap::new();
        let mut told: BTreeMap<(u8, u8), Vec<usize>> = BTreeMap::new();
        for p in play(players, settings, seed, random) {
            let (b, a) = (&p.before, &p.after);
            let g = b.good() as usize;
            let round = (b.era, b.round);
            let production_began = matches!(b.phase, Phase::Turn { .. })
                && !(matches!(a.phase, Phase::Turn { .. }) && (a.era, a.round) == round);
            if production_began {
                let producers = (0..players as usize)
                    .filter(|&k| {
                        let q = &b.players[k];
                        // A seat bankrupt by its own extra production makes nothing more.
                        let out_now = k == p.seat as usize
                            && matches!(p.action, Action::Extra { .. })
                            && a.players[k].bankrupt;
                        !q.bankrupt && q.factories[g].open && !out_now
                    })
                    .collect();
                expected.insert(round, producers);
            }
            for l in &p.lines {
                let Some(k) = NAMES
                    .iter()
                    .position(|n| l.starts_with(&format!("{n} produces ")))
                else {
                    if let Some(k) = NAMES
                        .iter()
                        .position(|n| l.starts_with(&format!("{n}'s share value rises to £")))
                    {
                        // The last rise told is the value now.
                        let last = p
                            .lines
                            .iter()
                            .rev()
                            .find(|x| x.starts_with(&format!("{}'s share value", NAMES[k])))
                            .unwrap();
                        assert_eq!(
                            number_after(last, "rises to £"),
                            a.players[k].share_value as u32,
                            "{last}"
                        );
                    }
                    continue;
                };
                if l.contains("by extra production") {
                    continue;
                }
                assert!(l.contains(GOODS[g]), "{l}: {} is active", GOODS[g]);
                told.entry(round).or_default().push(k);
                let q = &a.players[k];
                let f = &q.factories[g];
                let mut made = d.factory[g][f.side as usize].goods as u32;
                for pos in 0..f.workers as usize {
                    made += d.worker[g][pos][f.worker[pos].side as usize - 1]
                        .unwrap()
                        .goods as u32;
                }
                made += (p.action == Action::Overtime && k == p.seat as usize) as u32;
                assert_eq!(number_after(l, "produces"), made, "{l}");
                if let Some(sold) = p.lines.iter().find(|x| {
                    x.starts_with(&format!("{} receives £", NAMES[k])) && x.contains("from selling")
                }) {
                    let n: u8 = sold
                        .split("from selling ")
                        .nth(1)
                        .unwrap()
                        .split(' ')
                        .next()
                        .unwrap()
                        .parse()
                        .unwrap();
                    assert_eq!(n, a.sales[k].sold, "{sold}");
                    assert_eq!(
                        pounds(sold),
                        n as i64 * market::price_appeal(q, g as u8).0 as i64,
                        "{sold}"
                    );
                }
            }
        }
        // Random play may bankrupt every seat before the end.
        assert!(
            expected.len() == 12 || random && expected.len() > 1,
            "{players} players: {} productions",
            expected.len()
        );
        for (round, seats) in expected {
            let mut got = told.remove(&round).unwrap_or_default();
            got.sort_unstable();
            assert_eq!(
                got,
                seats.into_iter().collect::<Vec<_>>(),
                "{players} players, era {} round {}",
                round.0,
                round.1
            );
        }
    }
}

/// Solo rules B: each round's automa turn is told in words (the marker it moved and where, its
/// new factory, the shares, the money marker's card), its production (solo production 3), and
/// the era's end with the bag refilled.
#[test]
fn solo_automa_turns_and_production_are_told_in_words() {
    for seed in [1, 2, 3] {
        let (mut turns, mut productions) = (0, 0);
        let mut eras = Vec::new();
        for p in play(1, &[], seed, false) {
            let (Some(b), Some(a)) = (&p.before.solo, &p.after.solo) else {
                panic!("a solo game");
            };
            let text = p.lines.join("\n");
            if text.contains(" ends: used once-per-era cards") {
                eras.push(p.before.era);
                assert!(
                    text.contains("The drawn markers go back into the bag"),
                    "{text}"
                );
                assert!(text.contains("Automa 1: "), "{text}");
            }
            productions += p
                .lines
                .iter()
                .filter(|l| l.starts_with("Automa ") && l.contains(" sells "))
                .count();
            let Some(colour) = (0..3).find(|&c| b.markers[c] != a.markers[c]) else {
                assert!(!text.contains("money marker"), "{text}");
                continue;
            };
            turns += 1;
            let card = a.grid[a.markers[colour] as usize].unwrap();
            let card =
                smokestack_core::Msg::new(format!("ark.card.{card:?}")).render(Lang::En, &[]);
            if colour == 2 {
                assert!(text.contains("The neutral marker is drawn"), "{text}");
                assert!(
                    text.contains(&format!(
                        "The neutral money marker moves to the {card} card"
                    )),
                    "{text}"
                );
                continue;
            }
            let name = format!("Automa {}", colour + 1);
            assert!(
                text.contains(&format!("{name}'s money marker moves to the {card} card")),
                "{text}"
            );
            let other = format!("Automa {} gains 1 share", 2 - colour);
            assert!(text.contains(&other), "{text}");
            // The automa turn's round: this one, or the next when the player plays after it.
            let g = if (p.before.era, p.before.round) != (p.after.era, p.after.round)
                && a.automa_done
            {
                p.after.good()
            } else {
                p.before.good()
            } as usize;
            let to = a.automa[colour].appeal[g].unwrap();
            let line = match b.automa[colour].appeal[g] {
                None => format!("{name} opens a {} factory at appeal {to}", GOODS[g]),
                Some(from) if from == to => {
                    format!("{name}'s {} appeal stays at the top, {to}", GOODS[g])
                }
                Some(from) => {
                    format!("{name} raises its {} appeal from {from} to {to}", GOODS[g])
                }
            };
            assert!(text.contains(&line), "{line:?} not in {text}");
        }
        assert_eq!(turns, 12, "seed {seed}: one automa turn a round");
        assert!(productions >= 12, "seed {seed}: {productions} automa sales");
        assert_eq!(eras, vec![1, 2], "seed {seed}");
    }
}

/// "3 다음 라운드 준비" and "최종 점수 계산": each new round names its era, round and active
/// good; the start player card passing on is told; at an era's end the lowest seat chooses the
/// start player; the 2-player neutral moves up; the final scoring gives each seat's score.
#[test]
fn rounds_start_players_eras_and_final_scoring_are_told() {
    for (players, settings, seed) in GAMES {
        let mut rounds = 0;
        let played = play(players, settings, seed, false);
        for p in &played {
            let (b, a) = (&p.before, &p.after);
            let text = p.lines.join("\n");
            if matches!(a.phase, Phase::Turn { .. })
                && ((b.era, b.round) != (a.era, a.round) || !matches!(b.phase, Phase::Turn { .. }))
            {
                rounds += 1;
                let era = ["I", "II", "III"][a.era as usize - 1];
                let line = format!(
                    "Era {era}, round {}: {} is the active good",
                    a.round,
                    GOODS[a.good() as usize]
                );
                assert!(text.contains(&line), "{line:?} not in {text}");
                let passed = format!("{} takes the start player card", NAMES[a.start as usize]);
                let chosen = matches!(p.action, Action::ChooseStart { .. });
                assert_eq!(
                    text.contains(&passed),
                    a.start != b.start && !chosen,
                    "{passed:?} in {text}"
                );
            }
            if let Phase::RoundEnd {
                chooser: Some(c),
                advanced: true,
            } = a.phase
                && a.era > b.era
            {
                let line = format!(
                    "{} has the lowest share value × shares and chooses the start player",
                    NAMES[c as usize]
                );
                assert!(text.contains(&line), "{text}");
                assert_eq!(
                    text.contains("The neutral's appeal markers move up 1"),
                    players == 2,
                    "{text}"
                );
                for (k, q) in a.players.iter().enumerate() {
                    let line = format!(
                        "{}: £{}, {} shares at £{}",
                        NAMES[k], q.money, q.shares, q.share_value
                    );
                    assert!(q.bankrupt || text.contains(&line), "{line:?} not in {text}");
                }
            }
        }
        assert_eq!(rounds, 12, "{players} players: 12 rounds begin");
        let last = played.last().unwrap();
        let outcome = Arkwright::outcome(&last.after).unwrap();
        for (k, q) in last.after.players.iter().enumerate() {
            if q.bankrupt {
                continue;
            }
            let f = scoring::final_figures(q);
            let line = last
                .lines
                .iter()
                .find(|l| l.starts_with(&format!("{}'s final score: ", NAMES[k])))
                .unwrap_or_else(|| panic!("no final line for {}: {:?}", NAMES[k], last.lines));
            assert!(
                line.ends_with(&format!(
                    "{} shares × £{} = {}",
                    f.shares, f.share_value, outcome.scores[k].total
                )),
                "{line}"
            );
            let shares = |n: u16| {
                if n == 1 {
                    "1 share".to_string()
                } else {
                    format!("{n} shares")
                }
            };
            assert_eq!(
                line.contains(&format!("{} bought with the money left", shares(f.bought))),
                f.bought > 0,
                "{line}"
            );
            assert_eq!(
                line.contains(&format!("{} lost to loans", shares(f.loans))),
                f.loans > 0,
                "{line}"
            );
        }
    }
}

/// Nothing in this game is hidden (`SECRETS` is false): a spectator reads exactly what each seat
/// reads, and every line reads in English, Korean and Japanese with no key or argument left over.
#[test]
fn every_viewer_reads_the_same_lines_in_three_languages() {
    const {
        assert!(
            !Arkwright::SECRETS,
            "a game with secrets must hide them here"
        )
    };
    let names = names();
    let mut lines = 0;
    for (players, settings, seed) in [
        (1, &[("expert", "on")][..], 6),
        (2, &[][..], 7),
        (4, &[("expert", "on")][..], 8),
    ] {
        for p in play(players, settings, seed, seed % 2 == 0) {
            let spectator = Arkwright::results(&p.before, &p.after, p.seat, &p.action, None);
            for k in 0..players {
                assert_eq!(
                    Arkwright::results(&p.before, &p.after, p.seat, &p.action, Some(k)),
                    spectator
                );
            }
            for m in &spectator {
                lines += 1;
                for lang in Lang::ALL {
                    let t = m.render(lang, &names);
                    assert!(
                        !t.trim().is_empty() && !t.contains('{') && !t.contains("ark."),
                        "{lang:?}: {t:?}"
                    );
                }
            }
        }
    }
    assert!(lines > 500, "only {lines} lines told");
}

/// `a` taken by the seat acting in `s`, and its results in English.
fn told(s: &mut State, a: Action) -> Vec<String> {
    let before = s.clone();
    let k = seat(s);
    act(s, a);
    Arkwright::results(&before, s, k, &a, None)
        .iter()
        .map(|m| m.render(Lang::En, &names()))
        .collect()
}

/// The rulebook's production example (FACTS §5.2, as in `tests/rules.rs`): a Food factory with
/// one worker card makes 3, appeal 4 over demand 1 sells all 3 at £3, costs £6; share value +1
/// for 2 or more sold and +1 for the sole highest appeal. With Overtime discarded it makes 4,
/// still sells 3, and the fourth is lost when the seat lets it go.
#[test]
fn the_worked_production_example_is_told_with_its_numbers() {
    let example = || {
        let mut s = turn_of(3, &[], 0);
        s.players[2].factories[0] = Factory::default();
        s.players[2].appeal[0] = None;
        s.demand[0] = 1;
        let p = &mut s.players[0];
        p.factories[0].space = 0;
        p.factories[0].office_appeal = true;
        p.appeal[0] = Some(4);
        // The round's last step: production follows.
        s.start = 0;
        s.phase = Phase::Turn {
            turn: 2,
            step: Step::Develop { discarded: 0 },
        };
        s
    };
    let mut s = example();
    let lines = told(&mut s, Action::Done);
    for line in [
        "Ada produces 3 Food goods",
        "Ada receives £9 from selling 3 Food goods at home (£3 each)",
        "Ada pays £6 production costs for Food",
        "Ada's share value rises to £11: 2 or more goods sold at home",
        "Ada's share value rises to £12: the highest Food appeal",
        "Era I, round 2: Clothing is the active good",
        "Ben takes the start player card",
    ] {
        assert!(
            lines.iter().any(|l| l.starts_with(line)),
            "{line:?} not in {lines:#?}"
        );
    }
    assert_eq!(s.players[0].money, 50 + 9 - 6);

    let mut s = example();
    s.players[0].cards |= Card::Overtime.bit();
    s.supply[Card::Overtime as usize] -= 1;
    s.players[0].ships = 0;
    for w in &mut s.players[0].warehouses[..2] {
        *w = Warehouse { at: 2, goods: 2 };
    }
    s.players[0].warehouses[LARGE] = Warehouse::default();
    assert!(
        told(&mut s, Action::Done).is_empty(),
        "Ada decides on Overtime first"
    );
    let lines = told(&mut s, Action::Overtime);
    for line in [
        "Ada produces 4 Food goods",
        "Ada receives £9 from selling 3 Food goods at home (£3 each)",
    ] {
        assert!(
            lines.iter().any(|l| l.starts_with(line)),
            "{line:?} not in {lines:#?}"
        );
    }
    // The fourth good let go (a warehouse would have cost the Cutlery stored there).
    let lines = told(&mut s, Action::Done);
    for line in [
        "Ada loses 1 unsold Food good",
        "Ada pays £6 production costs for Food",
    ] {
        assert!(
            lines.iter().any(|l| l.starts_with(line)),
            "{line:?} not in {lines:#?}"
        );
    }
}
