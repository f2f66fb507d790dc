//! What the rules do by themselves reads in the log (`Game::results`, issue 43): seeded bot
//! games and arranged positions, each line checked against the numbers the positions hold.

mod common;

use common::*;
use factory_manager::data::constants;
use factory_manager::factory;
use factory_manager::state::{Phase, State};
use factory_manager::{Action, FactoryManager as FM};
use smokestack_core::{BotKind, Game, GameRng, Lang, Seat};

const NAMES: [&str; 5] = ["Alice", "Bob", "Carol", "Dave", "Eve"];

fn names(n: usize) -> Vec<String> {
    NAMES[..n].iter().map(|s| s.to_string()).collect()
}

/// One action of a played game and the results told after it, in English.
struct Step {
    before: State,
    after: State,
    seat: Seat,
    action: Action,
    lines: Vec<String>,
}

fn told(before: &State, after: &State, seat: Seat, action: &Action) -> Vec<String> {
    let names = names(before.players.len());
    FM::results(before, after, seat, action, None)
        .iter()
        .map(|m| m.render(Lang::En, &names))
        .collect()
}

/// A whole game of heuristic bots, every step with its results.
fn play(players: u8, seed: u64, settings: &[(&str, &str)]) -> Vec<Step> {
    let mut s = new_game(players, seed, settings);
    let mut rng = GameRng::new(seed);
    let mut steps = Vec::new();
    while s.phase != Phase::Over {
        let seat = FM::to_act(&s)[0];
        let legal = FM::legal(&s, seat);
        let i = BotKind::Heuristic.choose::<FM>(&s, seat, &legal, &mut rng);
        let before = s.clone();
        FM::perform(&mut s, seat, &legal[i], &mut rng);
        let lines = told(&before, &s, seat, &legal[i]);
        steps.push(Step {
            before,
            after: s.clone(),
            seat,
            action: legal[i],
            lines,
        });
    }
    steps
}

fn round_ends(steps: &[Step]) -> impl Iterator<Item = &Step> {
    steps.iter().filter(|st| {
        st.before.phase == Phase::Adjust
            && (st.after.round != st.before.round || st.after.phase == Phase::Over)
    })
}

fn has(lines: &[String], line: &str) -> bool {
    lines.iter().any(|l| l == line)
}

/// Phase 5: each seat's income line is its money's change, and its sales line the value over
/// the lower of production and storage (round 5 doubled), in 2-, 3- and 5-player games.
#[test]
fn phase_five_income_line_equals_money_change() {
    for (players, seed) in [(2, 11), (3, 12), (5, 13)] {
        let steps = play(players, seed, &[]);
        let mut rounds = 0;
        for st in round_ends(&steps) {
            rounds += 1;
            let double = if st.before.last_round() { 2 } else { 1 };
            for (q, name) in NAMES.iter().enumerate().take(players as usize) {
                let (b, a) = (&st.before.players[q], &st.after.players[q]);
                let change = a.money - b.money;
                let line = format!(
                    "{}'s income this round: {change} E, now {} E",
                    name, a.money
                );
                assert!(has(&st.lines, &line), "{line}\n{:#?}", st.lines);
                let v = factory::values(b);
                let goods = v.production.min(v.storage);
                let gross = 10 * goods * double;
                let sold = format!(
                    "{} sells {goods} good{} (production {}, storage {}) for {gross} E{}",
                    name,
                    if goods == 1 { "" } else { "s" },
                    v.production,
                    v.storage,
                    if double == 2 {
                        ", doubled in round 5"
                    } else {
                        ""
                    },
                );
                assert!(has(&st.lines, &sold), "{sold}\n{:#?}", st.lines);
            }
        }
        assert_eq!(rounds, 5, "{players} players: one phase 5 a round");
    }
}

/// The energy price tile drawn at the end of phase 4 and each seat's bill: consumption × the
/// new price, what the seat paid.
#[test]
fn energy_tile_and_bill_are_told_with_their_numbers() {
    let steps = play(3, 21, &[]);
    let mut bills = 0;
    for st in round_ends(&steps) {
        let v = *st.after.energy_drawn.last().unwrap();
        let (from, to) = (st.before.energy_price, st.after.energy_price);
        assert_eq!(to, from + v as i32);
        let line = if v > 0 {
            format!("Energy price tile +{v} drawn: the energy price rises from {from} to {to}")
        } else {
            format!("Energy price tile +0 drawn: the energy price stays at {to}")
        };
        assert_eq!(st.lines[0], line);
        for (q, name) in NAMES.iter().enumerate().take(3) {
            let (b, a) = (&st.before.players[q], &st.after.players[q]);
            let e = factory::values(b).energy;
            let bill = e * to;
            assert_eq!(a.spent - b.spent, bill, "the bill paid");
            let line = format!("{} pays {bill} E for energy ({e} × {to} E)", name);
            assert!(has(&st.lines, &line), "{line}\n{:#?}", st.lines);
            bills += 1;
        }
    }
    assert_eq!(bills, 15);
}

/// `first-energy=zero`: the round-1 tile is told as counted +0, the price unchanged.
#[test]
fn first_game_energy_tile_counts_as_zero() {
    let mut s = new_game(2, 5, &[("first-energy", "zero")]);
    let wins = [s.revealed[0], s.revealed[1]];
    auction_for(&mut s, &wins);
    finish_market(&mut s);
    finish_build(&mut s);
    next_energy(&mut s, 2);
    while s.phase == Phase::Adjust {
        let seat = FM::to_act(&s)[0];
        let before = s.clone();
        act(&mut s, seat, Action::Confirm);
        let lines = told(&before, &s, seat, &Action::Confirm);
        if s.round == 2 {
            assert_eq!(
                lines[0],
                "Energy price tile +2 drawn, counted as +0 (first game): the energy price stays at 1"
            );
        } else {
            assert!(lines.is_empty(), "{lines:?}");
        }
    }
}

/// Phase 1: the winner of each order tile with its bid as the position holds them, then the
/// new play order; the last seat's own `Open` of the last tile is not told twice.
#[test]
fn auction_winners_and_the_new_play_order() {
    let mut winners = 0;
    for (players, seed) in [(3, 31), (4, 32)] {
        let steps = play(players, seed, &[]);
        for st in steps.iter().filter(|st| st.before.phase == Phase::Auction) {
            let finished = st.after.phase != Phase::Auction;
            for (q, name) in NAMES.iter().enumerate().take(players as usize) {
                let (b, a) = (&st.before.players[q], &st.after.players[q]);
                let won = match (b.won, a.won) {
                    (None, Some(t)) => Some(t),
                    (None, None) if finished => Some(a.order),
                    _ => None,
                };
                let Some(tile) = won else { continue };
                let bid = a.bid;
                let line = format!(
                    "{} wins order tile {tile} for {bid} worker{}",
                    name,
                    if bid == 1 { "" } else { "s" }
                );
                if matches!(st.action, Action::Open { .. }) {
                    assert!(!has(&st.lines, &line), "told twice: {line}");
                } else {
                    assert!(has(&st.lines, &line), "{line}\n{:#?}", st.lines);
                    winners += 1;
                }
            }
            let order_line = st.lines.iter().find(|l| l.starts_with("New play order"));
            if finished {
                let want: Vec<String> = st
                    .after
                    .order()
                    .iter()
                    .map(|&q| {
                        format!(
                            "{} ({})",
                            NAMES[q as usize], st.after.players[q as usize].order
                        )
                    })
                    .collect();
                assert_eq!(
                    order_line.map(String::as_str),
                    Some(format!("New play order: {}", want.join(", ")).as_str())
                );
            } else {
                assert!(order_line.is_none(), "{:?}", st.lines);
            }
        }
    }
    assert!(winners >= 10, "{winners} auctions won by a raise or a pass");
}

/// Phase 2's picks (one per free worker, the last seat's extras), unsold tiles back at the
/// end of phase 3, and the round's end: bid workers back, the next order tiles revealed.
#[test]
fn market_picks_unsold_tiles_and_the_round_end() {
    let steps = play(3, 41, &[]);
    let extras = constants().last_player_extra_picks[3];
    let mut markets = 0;
    for st in &steps {
        if st.before.phase == Phase::Auction && st.after.phase == Phase::Market {
            markets += 1;
            let order = st.after.order();
            for (k, &q) in order.iter().enumerate() {
                let p = &st.after.players[q as usize];
                assert_eq!(p.picks, p.beside());
                let tiles = |n: u8| format!("{n} tile{}", if n == 1 { "" } else { "s" });
                let mut line = format!(
                    "{} moves {} into the market (one per free worker)",
                    NAMES[q as usize],
                    tiles(p.picks)
                );
                if k + 1 == order.len() {
                    line += &format!(", then may add up to {extras} extra tiles");
                }
                assert!(has(&st.lines, &line), "{line}\n{:#?}", st.lines);
            }
        }
        if matches!(st.before.phase, Phase::Build { .. }) && st.after.phase == Phase::Adjust {
            let back = st.lines.iter().find(|l| l.starts_with("Unsold tiles"));
            if st.before.market.is_empty() {
                assert!(back.is_none());
            } else {
                let line = back.expect("unsold tiles told");
                for &t in &st.before.market {
                    let name = factory_manager::describe::tile_name(t).render(Lang::En, &[]);
                    assert!(line.contains(&name), "{name} in {line}");
                }
            }
        }
    }
    assert_eq!(markets, 5);
    for st in round_ends(&steps).filter(|st| st.after.phase != Phase::Over) {
        for (q, name) in NAMES.iter().enumerate().take(3) {
            let n = st.before.players[q].bid;
            let line = format!(
                "{}: {n} worker{} back from the order tile",
                name,
                if n == 1 { " comes" } else { "s come" }
            );
            assert_eq!(has(&st.lines, &line), n > 0, "{line}\n{:#?}", st.lines);
        }
        let list: Vec<String> = st.after.revealed.iter().map(u8::to_string).collect();
        let line = format!(
            "Round {}: order tiles {} are revealed for the auction",
            st.after.round,
            list.join(", ")
        );
        // Exactly the revealed tiles: none of the 2 set aside face down is named.
        assert!(has(&st.lines, &line), "{line}\n{:#?}", st.lines);
    }
}

/// A seat whose machines are all shut down earns nothing and still pays for 1 energy: with no
/// money left it goes into debt, and the log says so.
#[test]
fn a_bill_beyond_the_money_is_told_as_debt() {
    let mut s = new_game(2, 3, &[]);
    let wins = [s.revealed[0], s.revealed[1]];
    auction_for(&mut s, &wins);
    finish_market(&mut s);
    finish_build(&mut s);
    next_energy(&mut s, 1);
    // Every seat spends all its money (kept as spent, for the conservation check).
    for p in &mut s.players {
        let all = p.money;
        p.pay(all);
    }
    let first = FM::to_act(&s)[0];
    // The first seat shuts its machines down; the other keeps its factory running.
    while let Some(&a) = legal(&s, first)
        .iter()
        .find(|a| matches!(a, Action::Switch { slot } if !s.players[first as usize].floor[*slot as usize].shut))
    {
        act(&mut s, first, a);
    }
    let mut last = Vec::new();
    while s.phase == Phase::Adjust {
        let seat = FM::to_act(&s)[0];
        let before = s.clone();
        act(&mut s, seat, Action::Confirm);
        last = told(&before, &s, seat, &Action::Confirm);
    }
    let other = 1 - first as usize;
    let debtor = NAMES[first as usize];
    assert!(
        has(
            &last,
            &format!("{debtor} sells 0 goods (production 0, storage 3) for 0 E")
        ),
        "{last:#?}"
    );
    assert!(
        has(&last, &format!("{debtor} pays 2 E for energy (1 × 2 E)")),
        "{last:#?}"
    );
    assert!(
        has(
            &last,
            &format!("{debtor}'s income this round: -2 E, now -2 E")
        ),
        "{last:#?}"
    );
    assert!(has(&last, &format!("{debtor} is 2 E in debt")), "{last:#?}");
    assert!(s.players[other].money > 0);
    assert!(
        !last
            .iter()
            .any(|l| l.starts_with(NAMES[other]) && l.contains("debt")),
        "{last:#?}"
    );
}

/// Every result renders in English, Korean and Japanese with no key or argument left over;
/// every viewer reads the same; a move that sets off nothing tells nothing.
#[test]
fn every_result_renders_in_every_language() {
    let mut keys = std::collections::BTreeSet::new();
    for (players, seed) in [(2, 51), (4, 52), (5, 53)] {
        let steps = play(players, seed, &[]);
        let names = names(players as usize);
        for st in &steps {
            let msgs = FM::results(&st.before, &st.after, st.seat, &st.action, None);
            for v in 0..players {
                assert_eq!(
                    FM::results(&st.before, &st.after, st.seat, &st.action, Some(v)),
                    msgs
                );
            }
            if matches!(
                st.action,
                Action::CrewIn
                    | Action::CrewOut
                    | Action::Switch { .. }
                    | Action::Place { .. }
                    | Action::Buy { .. }
            ) {
                assert!(msgs.is_empty(), "{:?}: {:?}", st.action, st.lines);
            }
            for m in &msgs {
                keys.insert(m.key.to_string());
                for lang in Lang::ALL {
                    let text = m.render(lang, &names);
                    assert!(
                        !text.contains("fm.") && !text.contains('{') && !text.is_empty(),
                        "{lang:?}: {text}"
                    );
                }
            }
        }
    }
    for k in [
        "fm.res.won",
        "fm.res.order",
        "fm.res.reshuffled",
        "fm.res.picks",
        "fm.res.picks_extra",
        "fm.res.energy",
        "fm.res.sales",
        "fm.res.sales_double",
        "fm.res.bill",
        "fm.res.income",
        "fm.res.back_bid",
        "fm.res.revealed",
        "fm.res.returned",
    ] {
        assert!(keys.contains(k), "{k} never told: {keys:?}");
    }
}
