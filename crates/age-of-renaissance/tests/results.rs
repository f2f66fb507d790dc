//! What the rules did by themselves (issue 43, `Game::results`): the bids revealed, payouts,
//! income, the market roll, draws, competitions and misery, each checked against the positions
//! it was read from; and nothing hidden told to a viewer who may not see it.

mod common;
use age_of_renaissance::data::{CardKind, Commodity, adv};
use age_of_renaissance::tables::{each, tables};
use age_of_renaissance::{Action, AgeOfRenaissance, Phase, State, data};
use common::*;
use smokestack_core::{BotKind, Game, GameRng, Lang, Msg, MsgArg};

fn results(before: &State, after: &State, seat: u8, a: &Action, viewer: Option<u8>) -> Vec<Msg> {
    AgeOfRenaissance::results(before, after, seat, a, viewer)
}

fn names(n: u8) -> Vec<String> {
    (0..n).map(|i| format!("P{i}")).collect()
}

fn en(ms: &[Msg], n: u8) -> Vec<String> {
    ms.iter().map(|m| m.render(Lang::En, &names(n))).collect()
}

fn arg<'a>(m: &'a Msg, name: &str) -> &'a MsgArg {
    &m.args
        .iter()
        .find(|(k, _)| *k == name)
        .unwrap_or_else(|| panic!("{} has no {name}", m.key))
        .1
}

fn num(m: &Msg, name: &str) -> i64 {
    match arg(m, name) {
        MsgArg::Num(n) => *n,
        a => panic!("{name} of {} is {a:?}", m.key),
    }
}

fn seat(m: &Msg, name: &str) -> u8 {
    match arg(m, name) {
        MsgArg::Seat(q) => *q,
        a => panic!("{name} of {} is {a:?}", m.key),
    }
}

fn keyed<'a>(ms: &'a [Msg], key: &str) -> Vec<&'a Msg> {
    ms.iter().filter(|m| m.key == key).collect()
}

fn cash_change(before: &State, after: &State, q: u8) -> i64 {
    i64::from(after.players[q as usize].cash) - i64::from(before.players[q as usize].cash)
}

/// Applies `a` and returns the position before it.
fn step(s: &mut State, seat: u8, a: Action, rng: &mut GameRng) -> State {
    let before = s.clone();
    act(s, seat, a, rng);
    before
}

/// Turn 1's Play Cards phase, with seat `order[0]` to act.
fn play_cards() -> (State, GameRng) {
    let (mut s, mut rng) = opened(3, &[], 11);
    bid(&mut s, &mut rng, &[0, 0, 0]);
    s.phase = Phase::PlayCards;
    s.cursor = 0;
    s.pending = None;
    (s, rng)
}

#[test]
fn capital_reveal_names_each_bid_and_the_capital_assigned() {
    let (mut s, mut rng) = game(3, &[], 7);
    for q in 0..3 {
        let c = s.players[q as usize].hand[0];
        act(&mut s, q, Action::ReturnCard(c), &mut rng);
    }
    let bids = [5u8, 12, 0];
    let mut told = Vec::new();
    for q in 0..3u8 {
        while let Some(Action::Prefer(p)) = legal(&s, q).first().cloned() {
            act(&mut s, q, Action::Prefer(p), &mut rng);
        }
        let a = Action::CapitalBid(bids[q as usize]);
        let before = step(&mut s, q, a.clone(), &mut rng);
        told = results(&before, &s, q, &a, None);
    }
    assert_eq!(s.phase, Phase::OrderBid);
    let caps = keyed(&told, "aor.res.capital");
    assert_eq!(caps.len(), 3, "{:?}", en(&told, 3));
    // Highest bid first: P1 ($12), P0 ($5), P2 ($0).
    let order: Vec<u8> = caps.iter().map(|m| seat(m, "who")).collect();
    assert_eq!(order, vec![1, 0, 2]);
    for m in &caps {
        let q = seat(m, "who");
        let p = &s.players[q as usize];
        assert_eq!(num(m, "n"), i64::from(bids[q as usize]));
        assert_eq!(num(m, "cash"), i64::from(p.cash));
        let capital = &data::data().provinces[p.capital.unwrap() as usize].name;
        assert!(matches!(arg(m, "p"), MsgArg::Text(t) if t == capital));
    }
    let text = en(&told, 3);
    let p1 = &data::data().provinces[s.players[1].capital.unwrap() as usize].name;
    assert_eq!(
        text[0],
        format!("P1 bid $12 and takes {p1} as capital (keeps $28)")
    );
}

#[test]
fn secret_bids_tell_nothing_before_the_reveal() {
    let (mut s, mut rng) = game(3, &[], 9);
    // Returns, preferences and bids: nothing to tell, to anyone, until the last bid is in.
    let mut secret = 0;
    let mut reveal = None;
    while s.phase != Phase::OrderBid {
        let q = AgeOfRenaissance::to_act(&s)[0];
        let l = legal(&s, q);
        let a = if matches!(l[0], Action::CapitalBid(_)) {
            Action::CapitalBid(10)
        } else {
            l.last().cloned().unwrap()
        };
        let before = step(&mut s, q, a.clone(), &mut rng);
        if s.phase == Phase::OrderBid {
            reveal = Some(results(&before, &s, q, &a, None));
            break;
        }
        for viewer in [None, Some(0), Some(1), Some(2)] {
            let r = results(&before, &s, q, &a, viewer);
            assert!(r.is_empty(), "{a:?} for {viewer:?}: {:?}", en(&r, 3));
        }
        secret += 1;
    }
    assert!(secret > 5);
    // The reveal names the amounts (every seat bid $10: a tie settled by a die).
    let reveal = en(&reveal.unwrap(), 3);
    assert_eq!(reveal.iter().filter(|t| t.contains(" bid $10 ")).count(), 3);
    assert!(reveal.contains(&"Tied capital bids were settled by a die roll".to_string()));
    // Order-of-Play bids: the same until the last.
    let bids = [3, -2, 1];
    for q in 0..3u8 {
        let a = Action::OrderBid(bids[q as usize]);
        let before = step(&mut s, q, a.clone(), &mut rng);
        let r = results(&before, &s, q, &a, None);
        if q < 2 {
            assert!(r.is_empty(), "{:?}", en(&r, 3));
            for viewer in 0..3 {
                assert!(results(&before, &s, q, &a, Some(viewer)).is_empty());
            }
        } else {
            let text = en(&r, 3).join(" / ");
            assert!(
                text.contains("P0 bought 3 expansion tokens for $3"),
                "{text}"
            );
            assert!(text.contains("P1 paid $2 to go earlier"), "{text}");
        }
    }
}

#[test]
fn order_reveal_tells_tokens_paid_and_places() {
    let (mut s, mut rng) = opened(3, &[], 21);
    let bids = [2, -1, 0];
    let mut told = Vec::new();
    let mut before = s.clone();
    for q in 0..3u8 {
        let a = Action::OrderBid(bids[q as usize]);
        before = step(&mut s, q, a.clone(), &mut rng);
        told = results(&before, &s, q, &a, None);
    }
    // Fewest tokens first: the −1 bid, then 0, then 2.
    assert_eq!(s.order, vec![1, 2, 0]);
    let lines: Vec<&Msg> = told
        .iter()
        .filter(|m| m.key.starts_with("aor.res.order"))
        .collect();
    assert_eq!(lines.len(), 3);
    for (k, m) in lines.iter().enumerate() {
        let q = seat(m, "who");
        assert_eq!(q, s.order[k]);
        assert_eq!(num(m, "place"), k as i64 + 1);
        assert_eq!(-num(m, "paid"), cash_change(&before, &s, q), "{}", m.key);
    }
    assert_eq!(
        en(&told, 3)[..3],
        [
            "P1 paid $1 to go earlier: place 1 in Order of Play",
            "P2 bought 0 expansion tokens for $0: place 2 in Order of Play",
            "P0 bought 2 expansion tokens for $2: place 3 in Order of Play",
        ]
    );
}

#[test]
fn commodity_card_pays_the_seats_shown_and_removes_the_marker() {
    let (mut s, mut rng) = play_cards();
    let q = s.order[0];
    clear_map(&mut s);
    let wool: Vec<u8> = each(tables().commodity[Commodity::Wool.index()]).collect();
    dominate(&mut s, 0, wool[0]);
    dominate(&mut s, 0, wool[1]);
    dominate(&mut s, 2, wool[2]);
    s.market[Commodity::Wool.index()] = 1;
    let c = card("Wool");
    give(&mut s, q as usize, c);
    let a = Action::Play {
        card: c,
        choice: Commodity::Wool as u8,
    };
    let before = step(&mut s, q, a.clone(), &mut rng);
    let told = results(&before, &s, q, &a, None);
    let paid = keyed(&told, "aor.res.paid");
    let base = i64::from(data::data().row(Commodity::Wool).base);
    // A shortage: one box up, 3² for two markets and 2² for one.
    let want = [(0u8, base * 9), (2, base * 4)];
    assert_eq!(
        paid.iter()
            .map(|m| (seat(m, "who"), num(m, "n")))
            .collect::<Vec<_>>(),
        want
    );
    for p in 0..3u8 {
        let n = want.iter().find(|w| w.0 == p).map_or(0, |w| w.1);
        assert_eq!(cash_change(&before, &s, p), n, "seat {p}");
    }
    let text = en(&told, 3);
    assert_eq!(text[0], format!("P0 receives ${} from Wool", base * 9));
    assert!(text.contains(&"The Wool shortage marker is removed".to_string()));
    assert_eq!(s.market[Commodity::Wool.index()], 0);
}

#[test]
fn a_commodity_nobody_holds_pays_no_one() {
    let (mut s, mut rng) = play_cards();
    let q = s.order[0];
    clear_map(&mut s);
    let c = card("Silk");
    give(&mut s, q as usize, c);
    let a = Action::Play {
        card: c,
        choice: Commodity::Silk as u8,
    };
    let before = step(&mut s, q, a.clone(), &mut rng);
    let told = en(&results(&before, &s, q, &a, None), 3);
    assert_eq!(told, vec!["Silk pays no one".to_string()]);
}

#[test]
fn famine_tells_each_seats_misery() {
    let (mut s, mut rng) = play_cards();
    let q = s.order[0];
    clear_map(&mut s);
    dominate(&mut s, 1, pid("Sicily"));
    let c = card("Famine");
    give(&mut s, q as usize, c);
    let a = Action::Play { card: c, choice: 0 };
    let before = step(&mut s, q, a.clone(), &mut rng);
    let told = results(&before, &s, q, &a, None);
    let up = keyed(&told, "aor.res.misery_up");
    assert_eq!(up.len(), 3, "{:?}", en(&told, 3));
    for m in up {
        let p = seat(m, "who") as usize;
        let rise = i64::from(s.players[p].misery) - i64::from(before.players[p].misery);
        assert_eq!(num(m, "n"), rise);
        assert_eq!(num(m, "v"), i64::from(s.players[p].misery_value()));
    }
    // Sicily is a Grain market: P1 rises 3 spaces, the others 4.
    assert!(
        en(&told, 3).contains(&"P1 rises 3 misery spaces, to 30".to_string()),
        "{:?}",
        en(&told, 3)
    );
}

#[test]
fn competition_tells_the_dice_and_the_map() {
    let (s0, a, d1, d2) = toledo(2);
    let toledo_p = pid("Toledo");
    let mut seen = [false, false];
    for k in 0..40 {
        let mut s = s0.clone();
        let mut rng = GameRng::new(k);
        let act_ = Action::Attack(toledo_p);
        let before = step(&mut s, a, act_.clone(), &mut rng);
        let told = results(&before, &s, a, &act_, None);
        let (_, _, c, x, y, won) = s.last_fight.unwrap();
        let key = if won {
            "aor.res.fight.won"
        } else {
            "aor.res.fight.lost"
        };
        let f = keyed(&told, key);
        assert_eq!(f.len(), 1, "{:?}", en(&told, 3));
        assert_eq!(
            (num(f[0], "c"), num(f[0], "x"), num(f[0], "y")),
            (i64::from(c), i64::from(x), i64::from(y))
        );
        assert_eq!(seat(f[0], "who"), a);
        let text = en(&told, 3);
        if won {
            assert!(text.contains(&format!("P{a} dominates Toledo")), "{text:?}");
            for d in [d1, d2] {
                assert!(text.contains(&format!("P{d} loses 1 token in Toledo")));
            }
        } else {
            assert_eq!(text.len(), 1, "{text:?}");
        }
        seen[usize::from(won)] = true;
    }
    assert_eq!(seen, [true, true]);
}

#[test]
fn income_is_told_with_the_cash_it_brings() {
    let (mut s, mut rng) = opened(3, &[], 11);
    bid(&mut s, &mut rng, &[0, 0, 0]);
    clear_map(&mut s);
    dominate(&mut s, 0, pid("Venice"));
    dominate(&mut s, 0, pid("Genoa"));
    s.players[0].cash = 100;
    s.players[0].advances |= (1 << adv::INTEREST_PROFIT) | (1 << adv::MIDDLE_CLASS);
    s.phase = Phase::Expansion;
    s.cursor = 2;
    s.pending = None;
    let last = s.order[2];
    let before = step(&mut s, last, Action::Done, &mut rng);
    assert_eq!(s.turn, before.turn + 1);
    let told = results(&before, &s, last, &Action::Done, None);
    let text = en(&told, 3);
    // $15 + 2 markets × 3 players, Interest & Profit doubles it, Middle Class +$10.
    assert!(
        text.contains(&"P0 receives $52 income (2 markets)".to_string()),
        "{text:?}"
    );
    for p in 0..3u8 {
        let line = keyed(&told, "aor.res.income")
            .into_iter()
            .find(|m| seat(m, "who") == p)
            .unwrap();
        let surplus: i64 = keyed(&told, "aor.res.surplus_pay")
            .iter()
            .filter(|m| seat(m, "who") == p)
            .map(|m| num(m, "n"))
            .sum();
        assert_eq!(num(line, "n") - surplus, cash_change(&before, &s, p));
    }
    assert_eq!(
        told.iter()
            .filter(|m| m.key.starts_with("aor.res.roll."))
            .count(),
        s.market.iter().filter(|&&m| m != 0).count().max(1)
    );
}

#[test]
fn holy_indulgence_tells_the_tokens_and_cash_taken() {
    let (mut s, mut rng) = opened(3, &[], 11);
    bid(&mut s, &mut rng, &[0, 0, 0]);
    for p in &mut s.players {
        p.stock += p.pool;
        p.stock -= 5;
        p.pool = 5;
        p.hand.clear();
    }
    s.players[0].advances |= 1 << adv::HOLY_INDULGENCE;
    s.players[2].pool = 1;
    s.players[2].stock += 4;
    s.phase = Phase::Purchase;
    s.cursor = 2;
    s.pending = None;
    let last = s.order[2];
    let before = step(&mut s, last, Action::Done, &mut rng);
    assert_eq!(s.phase, Phase::Expansion);
    let text = en(&results(&before, &s, last, &Action::Done, None), 3);
    assert_eq!(
        text,
        [
            "P0 takes 4 expansion tokens (Holy Indulgence)",
            "P1 gives up 2 expansion tokens (Holy Indulgence)",
            "P2 gives up 1 expansion token (Holy Indulgence)",
            "P2 pays $1 for missing tokens (Holy Indulgence)",
        ]
    );
}

/// What a bot game's results must agree with at every action.
#[derive(Default)]
struct Seen {
    incomes: u32,
    rolls: u32,
    pays: u32,
    draws: u32,
    own_draws: u32,
    misery: u32,
    fights: u32,
    map: u32,
    wars: u32,
    events: u32,
}

fn is_commodity(a: &Action) -> bool {
    matches!(a, Action::Play { card, .. }
        if matches!(data::data().cards[*card as usize].kind, CardKind::Commodity(_)))
}

fn check(before: &State, after: &State, q: u8, a: &Action, seen: &mut Seen) {
    let n = before.seats();
    let told = results(before, after, q, a, None);
    let fell = |p: usize| after.players[p].out() && !before.players[p].out();
    // Every line has words in every language.
    for viewer in std::iter::once(None).chain((0..n).map(Some)) {
        let r = results(before, after, q, a, viewer);
        for m in &r {
            for lang in Lang::ALL {
                let t = m.render(lang, &names(n));
                assert!(!t.contains("aor.") && !t.contains('{'), "{lang:?}: {t}");
            }
            // A card is named only to its drawer, or to the two players of a swap.
            match (&*m.key, viewer) {
                ("aor.res.draw.card" | "aor.res.shortage_draw.card", v) => {
                    assert_eq!(Some(seat(m, "who")), v)
                }
                ("aor.res.swap.card", v) => {
                    assert!(v == Some(seat(m, "who")) || v == Some(seat(m, "from")))
                }
                _ => {}
            }
        }
        // The viewer's own draws are named, one line a card.
        if let Some(v) = viewer {
            let own = r
                .iter()
                .filter(|m| {
                    m.key.ends_with("draw.card") && seat(m, "who") == v
                        || m.key == "aor.res.draw" && seat(m, "who") == v
                })
                .count();
            let counted = r
                .iter()
                .filter(|m| m.key == "aor.res.draw" && seat(m, "who") == v)
                .count();
            assert_eq!(counted, 0, "own draws are named");
            seen.own_draws += own as u32;
        }
    }
    // Draws: each seat's hand grew by the cards told (when no card left a hand).
    let hands_change = matches!(
        a,
        Action::ReturnCard(_) | Action::Play { .. } | Action::Discard(_) | Action::GiveCard(_)
    );
    if !hands_change && (0..n as usize).all(|p| !fell(p)) {
        for p in 0..n {
            let told_n: i64 = told
                .iter()
                .filter(|m| m.key == "aor.res.draw" && seat(m, "who") == p)
                .map(|m| num(m, "n"))
                .sum::<i64>()
                + keyed(&told, "aor.res.shortage_draw")
                    .iter()
                    .filter(|m| seat(m, "who") == p)
                    .count() as i64;
            let grew = after.players[p as usize].hand.len() as i64
                - before.players[p as usize].hand.len() as i64;
            assert_eq!(told_n, grew, "seat {p} after {a:?}: {:?}", en(&told, n));
            seen.draws += told_n as u32;
        }
    }
    // Income: each seat's line, less its surplus payment, is its cash change.
    if before.phase == Phase::Expansion && after.phase != Phase::Expansion {
        for p in before.alive() {
            let inc = keyed(&told, "aor.res.income");
            let inc: Vec<_> = inc.iter().filter(|m| seat(m, "who") == p).collect();
            assert_eq!(inc.len(), 1);
            let surplus: i64 = keyed(&told, "aor.res.surplus_pay")
                .iter()
                .filter(|m| seat(m, "who") == p)
                .map(|m| num(m, "n"))
                .sum();
            assert_eq!(num(inc[0], "n") - surplus, cash_change(before, after, p));
            assert_eq!(num(inc[0], "m"), i64::from(before.markets(p as usize)));
            seen.incomes += 1;
        }
        let rolled = told
            .iter()
            .filter(|m| m.key.starts_with("aor.res.roll.") && m.key != "aor.res.roll.none")
            .count();
        assert_eq!(rolled, after.market.iter().filter(|&&m| m != 0).count());
        seen.rolls += rolled as u32;
    }
    // A commodity card: each seat's payout is its cash change.
    if before.pending.is_none() && is_commodity(a) {
        for p in 0..n {
            let paid: i64 = keyed(&told, "aor.res.paid")
                .iter()
                .filter(|m| seat(m, "who") == p)
                .map(|m| num(m, "n"))
                .sum();
            assert_eq!(paid, cash_change(before, after, p), "{:?}", en(&told, n));
            seen.pays += u32::from(paid > 0);
        }
    }
    // Misery: a line for each seat that moved (a bought-back space is the action's own line).
    for p in 0..n {
        let (b, x) = (
            before.players[p as usize].misery,
            after.players[p as usize].misery,
        );
        let lines: Vec<_> = told
            .iter()
            .filter(|m| m.key.starts_with("aor.res.misery_") && seat(m, "who") == p)
            .collect();
        if fell(p as usize) {
            assert!(
                keyed(&told, "aor.res.chaos")
                    .iter()
                    .any(|m| seat(m, "who") == p)
            );
        } else if b == x || (p == q && *a == Action::Relief) {
            assert!(lines.is_empty());
        } else {
            assert_eq!(lines.len(), 1);
            let sign = if x > b { 1 } else { -1 };
            assert_eq!(
                num(lines[0], "n") * sign,
                i64::from(x) - i64::from(b),
                "{}",
                lines[0].key
            );
            seen.misery += 1;
        }
    }
    seen.fights += told
        .iter()
        .filter(|m| m.key.starts_with("aor.res.fight."))
        .count() as u32;
    seen.wars += keyed(&told, "aor.res.war").len() as u32;
    seen.events += told
        .iter()
        .filter(|m| {
            matches!(
                &*m.key,
                "aor.res.chaos"
                    | "aor.res.lose_cash"
                    | "aor.res.lose_tokens"
                    | "aor.res.collect"
                    | "aor.res.epoch"
                    | "aor.res.swap"
                    | "aor.res.indulgence.take"
                    | "aor.res.printed_word"
            )
        })
        .count() as u32;
    seen.map += told
        .iter()
        .filter(|m| {
            matches!(
                &*m.key,
                "aor.res.dominates" | "aor.res.takes" | "aor.res.reduced" | "aor.res.tokens_lost"
            )
        })
        .count() as u32;
}

fn bot_game(players: u8, kv: &[(&str, &str)], seed: u64, bot: BotKind, seen: &mut Seen) {
    let (mut s, mut rng) = game(players, kv, seed);
    let mut pick = GameRng::new(seed + 1000);
    let mut steps = 0;
    while !AgeOfRenaissance::to_act(&s).is_empty() && steps < 20_000 {
        let q = AgeOfRenaissance::to_act(&s)[0];
        let l = legal(&s, q);
        let a = l[bot.choose::<AgeOfRenaissance>(&s, q, &l, &mut pick)].clone();
        let before = step(&mut s, q, a.clone(), &mut rng);
        check(&before, &s, q, &a, seen);
        steps += 1;
    }
}

#[test]
fn bot_games_results_agree_with_the_positions() {
    let mut seen = Seen::default();
    bot_game(3, &[], 1, BotKind::Heuristic, &mut seen);
    bot_game(
        4,
        &[("rules", "original")],
        2,
        BotKind::Heuristic,
        &mut seen,
    );
    bot_game(5, &[("epochs", "1")], 3, BotKind::Random, &mut seen);
    for players in 3..=6 {
        bot_game(
            players,
            &[],
            u64::from(players) * 7,
            BotKind::Random,
            &mut seen,
        );
        bot_game(
            players,
            &[("rules", "euro")],
            99,
            BotKind::Heuristic,
            &mut seen,
        );
    }
    assert!(seen.incomes > 10, "incomes {}", seen.incomes);
    assert!(seen.rolls > 5);
    assert!(seen.pays > 5);
    assert!(seen.draws > 10);
    assert!(seen.own_draws > 10);
    assert!(seen.misery > 5);
    assert!(seen.fights > 0);
    assert!(seen.map > 10);
    assert!(seen.wars > 0);
    assert!(seen.events > 10);
}
