//! What the rules did by themselves when a seat acted (issue 43, `Game::results`): each result
//! a log line (locale keys `aor.res.*`), read off the positions before and after the action, so
//! no rule has to report what it did and a replay tells the same story.
//!
//! Nothing hidden from the viewer is named: the secret bids only once every seat has bid, a
//! drawn card only to its drawer, a swapped card only to the two players of the swap.
//! Section marks are FACTS.md's (`shared/games/age-of-renaissance/FACTS.md`), as in the rules'
//! own modules; the rulebook's numbers follow where the locale files name them.

use crate::actions::Action;
use crate::data::{self, CardKind, Commodity, Event, adv};
use crate::describe::{card, commodity};
use crate::state::{Pending, Phase, State};
use smokestack_core::{Msg, MsgArg};

fn who(seat: u8) -> MsgArg {
    MsgArg::Seat(seat)
}

fn province(p: u8) -> MsgArg {
    MsgArg::Text(data::data().provinces[p as usize].name.clone())
}

fn com(c: Commodity) -> Msg {
    commodity(c.index() as u8)
}

/// The results of `seat`'s action `a`, which turned `before` into `after`, as `viewer` may read
/// them: the action's own effects, the map's changes, the phases the game then went through on
/// its own, and last every seat's misery.
pub fn results(
    before: &State,
    after: &State,
    seat: u8,
    a: &Action,
    viewer: Option<u8>,
) -> Vec<Msg> {
    let mut out = Vec::new();
    action(before, after, seat, a, viewer, &mut out);
    // The capitals' markers at the capital bid's reveal are told by its lines.
    if before.phase != Phase::CapitalBid {
        map(before, after, &mut out);
    }
    phases(before, after, seat, a, viewer, &mut out);
    deck(before, after, &mut out);
    misery(before, after, seat, a, &mut out);
    out
}

/// Cards that `seat` holds now and did not before (draws push onto the hand's end).
fn gained(before: &State, after: &State, seat: u8) -> Vec<u8> {
    let was = &before.players[seat as usize].hand;
    after.players[seat as usize]
        .hand
        .iter()
        .copied()
        .filter(|c| !was.contains(c))
        .collect()
}

/// FACTS §5.4 (rulebook 5.2), §5.1, §5.5: a seat's draw, its cards named to itself only.
fn draws(seat: u8, cards: &[u8], viewer: Option<u8>, out: &mut Vec<Msg>) {
    if cards.is_empty() {
        return;
    }
    if viewer == Some(seat) {
        for &c in cards {
            out.push(
                Msg::new("aor.res.draw.card")
                    .arg("who", who(seat))
                    .arg("card", card(c)),
            );
        }
    } else {
        out.push(
            Msg::new("aor.res.draw")
                .arg("who", who(seat))
                .arg("n", cards.len()),
        );
    }
}

fn cash_change(before: &State, after: &State, seat: u8) -> i64 {
    i64::from(after.players[seat as usize].cash) - i64::from(before.players[seat as usize].cash)
}

/// What the action itself set off.
fn action(
    before: &State,
    after: &State,
    seat: u8,
    a: &Action,
    viewer: Option<u8>,
    out: &mut Vec<Msg>,
) {
    let d = data::data();
    match (before.pending, a) {
        (None, &Action::Play { card: c, choice }) => {
            match &d.cards[c as usize].kind {
                // FACTS §4.1 (rulebook 5.4): every seat holding markets of the commodity is
                // paid its box; the shortage or surplus marker then goes (one of a double).
                CardKind::Commodity(_) => {
                    let c = Commodity::ALL[choice as usize % 12];
                    let mut paid = false;
                    for q in before.alive() {
                        let n = crate::cards::payout(before, q as usize, c);
                        if n > 0 {
                            paid = true;
                            out.push(
                                Msg::new("aor.res.paid")
                                    .arg("who", who(q))
                                    .arg("n", n)
                                    .arg("c", com(c)),
                            );
                        }
                    }
                    if !paid {
                        out.push(Msg::new("aor.res.paid_none").arg("c", com(c)));
                    }
                    let m = before.market[c.index()];
                    let key = match (m.signum(), m.abs()) {
                        (1, 1) => Some("aor.res.market.shortage_ends"),
                        (-1, 1) => Some("aor.res.market.surplus_ends"),
                        (1, _) => Some("aor.res.market.shortage_left"),
                        (-1, _) => Some("aor.res.market.surplus_left"),
                        _ => None,
                    };
                    if let Some(k) = key {
                        out.push(Msg::new(k).arg("c", com(c)));
                    }
                }
                // FACTS §4.2: Printed Word refunds the discount on advances already owned.
                CardKind::Leader { .. } => {
                    let n = cash_change(before, after, seat);
                    if n > 0 {
                        out.push(
                            Msg::new("aor.res.printed_word")
                                .arg("who", who(seat))
                                .arg("n", n),
                        );
                    }
                }
                CardKind::Event(e) => event(before, after, seat, *e, choice, out),
            }
        }
        // FACTS §4.0 Civil War: the victim's choice, in numbers.
        (Some(Pending::CivilWar { victim }), Action::CivilWarCash) => {
            let n = -cash_change(before, after, victim);
            out.push(
                Msg::new("aor.res.lose_cash")
                    .arg("who", who(victim))
                    .arg("n", n),
            );
        }
        (Some(Pending::CivilWar { victim }), Action::CivilWarTokens) => {
            let v = victim as usize;
            let n = before.players[v].pool.saturating_sub(after.players[v].pool);
            out.push(
                Msg::new("aor.res.lose_tokens")
                    .arg("who", who(victim))
                    .arg("n", n),
            );
        }
        // FACTS §4.2: a Patronage claim pays the leader's protection to its player.
        (None, &Action::Claim(k)) => {
            let owner = before.leaders.get(k as usize).map(|l| l.1);
            let n = before.protection.get(k as usize).copied().unwrap_or(0);
            if let Some(o) = owner
                && n > 0
            {
                out.push(
                    Msg::new("aor.res.claim_paid")
                        .arg("who", who(o))
                        .arg("n", n),
                );
            }
        }
        // FACTS §5.1 (Urban Ascendancy), §5.5 (a card bought with tokens): the card drawn.
        (None, Action::BuyExtraCard | Action::BuyCardWithTokens) => {
            draws(seat, &gained(before, after, seat), viewer, out);
        }
        // FACTS §3.1 N (living) / J (original): the card taken at random from the loser.
        (
            Some(Pending::Swap {
                seat: s, victim, ..
            }),
            Action::GiveCard(_),
        ) => match gained(before, after, s).first() {
            Some(&c) if viewer == Some(s) || viewer == Some(victim) => out.push(
                Msg::new("aor.res.swap.card")
                    .arg("who", who(s))
                    .arg("card", card(c))
                    .arg("from", who(victim)),
            ),
            Some(_) => out.push(
                Msg::new("aor.res.swap")
                    .arg("who", who(s))
                    .arg("from", who(victim)),
            ),
            None => out.push(Msg::new("aor.res.swap.failed").arg("who", who(s))),
        },
        _ => {}
    }
    fight(before, after, a, out);
    war(before, after, a, out);
}

/// FACTS §4.0: the events' effects that are not on the map or the misery track.
fn event(before: &State, after: &State, seat: u8, e: Event, choice: u8, out: &mut Vec<Msg>) {
    match e {
        // Alchemist's Gold: half the written cash.
        Event::AlchemistsGold => {
            let n = -cash_change(before, after, choice);
            out.push(
                Msg::new("aor.res.lose_cash")
                    .arg("who", who(choice))
                    .arg("n", n),
            );
        }
        // Mongol Armies: $10 from the bank.
        Event::MongolArmies => {
            out.push(
                Msg::new("aor.res.collect")
                    .arg("who", who(seat))
                    .arg("n", cash_change(before, after, seat)),
            );
        }
        // Religious Strife voids a Papal Decree of this turn.
        Event::ReligiousStrife if before.papal_ban.is_some() => {
            out.push(Msg::new("aor.res.papal_void"));
        }
        // FACTS §4.3: Long Bow and Gunpowder void Armor and Stirrups.
        Event::LongBow | Event::Gunpowder if !before.arms_voided => {
            out.push(Msg::new("aor.res.arms_void"));
        }
        _ => {}
    }
}

/// FACTS §5.5 (rulebook 5.6): a competition decided by this action — the attack itself, or the
/// last defender's answer on Cathedral — with its dice.
fn fight(before: &State, after: &State, a: &Action, out: &mut Vec<Msg>) {
    let defending = matches!(after.pending, Some(Pending::Defend { .. }));
    let decided = match (before.pending, a) {
        (None, Action::Attack(_) | Action::CathedralAttack(_)) => !defending,
        (Some(Pending::Defend { .. }), _) => !defending,
        _ => false,
    };
    let Some((att, p, c, x, y, won)) = after.last_fight.filter(|_| decided) else {
        return;
    };
    let msg = match (before.pending, a) {
        (_, Action::CathedralAttack(_)) => Msg::new("aor.res.fight.cathedral"),
        (Some(Pending::Defend { seat: d, .. }), Action::DefendWithCathedral) => {
            Msg::new("aor.res.fight.defended").arg("d", who(d))
        }
        _ => Msg::new(if won {
            "aor.res.fight.won"
        } else {
            "aor.res.fight.lost"
        })
        .arg("c", c)
        .arg("x", x)
        .arg("y", y),
    };
    out.push(msg.arg("who", who(att)).arg("p", province(p)));
}

/// FACTS §4.0 War!: the roll, and who won or that it goes on.
fn war(before: &State, after: &State, a: &Action, out: &mut Vec<Msg>) {
    let declared = matches!(a, Action::Play { card, .. }
        if matches!(data::data().cards[*card as usize].kind, CardKind::Event(Event::War)));
    if !declared && after.last_war == before.last_war {
        return;
    }
    let Some((x, y, rx, ry)) = after.last_war else {
        return;
    };
    out.push(
        Msg::new("aor.res.war")
            .arg("a", who(x))
            .arg("ra", rx)
            .arg("b", who(y))
            .arg("rb", ry),
    );
    if rx == ry {
        out.push(Msg::new("aor.res.war.tie"));
        return;
    }
    let (w, l) = if rx > ry { (x, y) } else { (y, x) };
    out.push(match after.pending {
        Some(Pending::Cede { seat, left, .. }) if seat == l => Msg::new("aor.res.war.cede")
            .arg("w", who(w))
            .arg("l", who(l))
            .arg("n", left),
        _ => Msg::new("aor.res.war.won")
            .arg("w", who(w))
            .arg("l", who(l)),
    });
}

/// The map's changes (FACTS §5.5 expansion and competitions; §4.0 Rebellion, Black Death,
/// Pirates/Vikings, The Crusades, Civil War, War!'s cession): markers placed, taken and
/// reduced, tokens removed. A seat fallen into Chaos is told once (`misery`), not by province.
fn map(before: &State, after: &State, out: &mut Vec<Msg>) {
    let fell = |q: usize| after.players[q].out() && !before.players[q].out();
    let n = before.players.len();
    for (p, (b, x)) in before.spaces.iter().zip(&after.spaces).enumerate() {
        let pid = p as u8;
        match (b.dom, x.dom) {
            (None, Some(o)) => out.push(
                Msg::new("aor.res.dominates")
                    .arg("who", who(o))
                    .arg("p", province(pid)),
            ),
            (Some(o), None) if !fell(o as usize) => {
                let key = if x.tokens[o as usize] > b.tokens[o as usize] {
                    "aor.res.reduced"
                } else {
                    "aor.res.marker_lost"
                };
                out.push(Msg::new(key).arg("who", who(o)).arg("p", province(pid)));
            }
            (Some(o), Some(t)) if o != t => out.push(
                Msg::new("aor.res.takes")
                    .arg("who", who(t))
                    .arg("from", who(o))
                    .arg("p", province(pid)),
            ),
            _ => {}
        }
        for q in 0..n {
            // Tokens turned into the seat's own new marker are no loss.
            let merged = x.dom == Some(q as u8) && b.dom != Some(q as u8);
            if x.tokens[q] < b.tokens[q] && !merged && !fell(q) {
                out.push(
                    Msg::new("aor.res.tokens_lost")
                        .arg("who", who(q as u8))
                        .arg("n", b.tokens[q] - x.tokens[q])
                        .arg("p", province(pid)),
                );
            }
        }
    }
}

/// The steps the game took on its own after the action, in the turn's order (FACTS §5.1).
fn phases(
    before: &State,
    after: &State,
    seat: u8,
    a: &Action,
    viewer: Option<u8>,
    out: &mut Vec<Msg>,
) {
    if before.phase == Phase::CapitalBid && after.phase != Phase::CapitalBid {
        capital(after, out);
    }
    let same_turn = before.turn == after.turn;
    if before.phase == Phase::OrderBid && after.phase != Phase::OrderBid && same_turn {
        order(before, after, out);
    }
    // FACTS §5.4 (rulebook 5.2): everyone draws a card, in Order of Play (not in turn 1).
    let drawing = matches!(before.phase, Phase::OrderBid | Phase::BuyOff);
    let drawn = matches!(
        after.phase,
        Phase::BuyCard | Phase::PlayCards | Phase::Purchase | Phase::Expansion
    );
    if drawing && drawn && same_turn {
        for &q in &after.order {
            draws(q, &gained(before, after, q), viewer, out);
        }
    }
    if before.phase == Phase::Purchase && after.phase == Phase::Expansion {
        expansion_start(before, after, seat, a, out);
    }
    if before.phase == Phase::Expansion && after.phase != Phase::Expansion {
        income(before, after, viewer, out);
    }
}

/// FACTS §5.2: the capital bids revealed, in pick order: each bid, capital and cash kept.
fn capital(after: &State, out: &mut Vec<Msg>) {
    let mut seats: Vec<u8> = (0..after.seats()).collect();
    seats.sort_by_key(|&q| after.players[q as usize].capital_rank);
    let bids: Vec<u8> = seats
        .iter()
        .map(|&q| after.players[q as usize].capital_bid.unwrap_or(0))
        .collect();
    for (&q, &b) in seats.iter().zip(&bids) {
        let Some(c) = after.players[q as usize].capital else {
            continue;
        };
        out.push(
            Msg::new("aor.res.capital")
                .arg("who", who(q))
                .arg("n", b)
                .arg("p", province(c))
                .arg("cash", data::START_CASH - u32::from(b)),
        );
    }
    if (1..bids.len()).any(|k| bids[k] == bids[k - 1]) {
        out.push(Msg::new("aor.res.capital_tie"));
    }
}

/// FACTS §5.3 (rulebook 5.1): the Order-of-Play bids revealed, in the new order: the tokens
/// each bought and paid for, or what he paid to go earlier.
fn order(before: &State, after: &State, out: &mut Vec<Msg>) {
    for (k, &q) in after.order.iter().enumerate() {
        let (b, x) = (&before.players[q as usize], &after.players[q as usize]);
        if b.out() {
            continue;
        }
        let place = k + 1;
        let msg = if x.bid >= 0 {
            Msg::new("aor.res.order")
                .arg("n", x.bid.min(i32::from(b.stock)))
                .arg("paid", x.bid)
        } else {
            Msg::new("aor.res.order.early").arg("paid", -x.bid)
        };
        out.push(msg.arg("who", who(q)).arg("place", place));
    }
}

/// The start of Expansion (FACTS §5.5, rulebook 5.6): Civil War's victim moves last; Holy
/// Indulgence's owners take expansion tokens from the others (cash for the tokens missing).
fn expansion_start(before: &State, after: &State, seat: u8, a: &Action, out: &mut Vec<Msg>) {
    if let Some(v) = before.civil_war
        && !after.players[v as usize].out()
    {
        out.push(Msg::new("aor.res.civil_war_last").arg("who", who(v)));
    }
    for q in 0..after.seats() {
        let (b, x) = (&before.players[q as usize], &after.players[q as usize]);
        let tokens = i64::from(x.pool) - i64::from(b.pool);
        let mut cash = cash_change(before, after, q);
        // The action that closed the Purchase phase: a paid stabilization is told by it.
        if q == seat && *a == Action::PayStabilization {
            cash += i64::from(crate::purchase::stabilization(before, seat as usize));
        }
        let line = |key: &'static str, n: i64| Msg::new(key).arg("who", who(q)).arg("n", n);
        if tokens > 0 {
            out.push(line("aor.res.indulgence.take", tokens));
        } else if tokens < 0 {
            out.push(line("aor.res.indulgence.give", -tokens));
        }
        if cash > 0 {
            out.push(line("aor.res.indulgence.bank", cash));
        } else if cash < 0 {
            out.push(line("aor.res.indulgence.pay", -cash));
        }
    }
}

/// The Income phase (FACTS §5.7, rulebook 5.7): each seat's income, then the shortage and
/// surplus roll (FACTS §5.4, rulebook 5.7.5) and what it does to the holder of most markets.
fn income(before: &State, after: &State, viewer: Option<u8>, out: &mut Vec<Msg>) {
    let players = before.seats();
    let mut cash: Vec<u32> = before.players.iter().map(|p| p.cash).collect();
    for &q in &before.order {
        let p = &before.players[q as usize];
        if p.out() {
            continue;
        }
        let markets = before.markets(q as usize);
        let base = data::income(markets, players);
        // Interest & Profit: cash doubled, the bonus at most the income; Middle Class: +$10.
        let bonus = if p.has(adv::INTEREST_PROFIT) {
            p.cash.min(base)
        } else {
            0
        };
        let middle = if p.has(adv::MIDDLE_CLASS) { 10 } else { 0 };
        let n = base + bonus + middle;
        cash[q as usize] += n;
        out.push(
            Msg::new("aor.res.income")
                .arg("who", who(q))
                .arg("n", n)
                .arg("m", markets),
        );
    }
    if after.market.iter().all(|&m| m == 0) {
        out.push(Msg::new("aor.res.roll.none"));
    }
    let mut drawn = vec![0usize; before.players.len()];
    for c in Commodity::ALL {
        let m = after.market[c.index()];
        let key = match m {
            0 => continue,
            1 => "aor.res.roll.shortage",
            -1 => "aor.res.roll.surplus",
            m if m > 0 => "aor.res.roll.shortage2",
            _ => "aor.res.roll.surplus2",
        };
        out.push(Msg::new(key).arg("c", com(c)));
        // The one player with most markets of it (none on a tie), as the roll found them.
        let Some((q, most)) = crate::income::top_holder(after, c) else {
            continue;
        };
        let q = q as u8;
        if m > 0 {
            let new = gained(before, after, q);
            let Some(&got) = new.get(drawn[q as usize]) else {
                continue;
            };
            drawn[q as usize] += 1;
            let msg = if viewer == Some(q) {
                Msg::new("aor.res.shortage_draw.card").arg("card", card(got))
            } else {
                Msg::new("aor.res.shortage_draw")
            };
            out.push(msg.arg("who", who(q)).arg("c", com(c)));
        } else {
            let pay = most.min(cash[q as usize]);
            cash[q as usize] -= pay;
            if pay > 0 {
                out.push(
                    Msg::new("aor.res.surplus_pay")
                        .arg("who", who(q))
                        .arg("c", com(c))
                        .arg("n", pay),
                );
            }
        }
    }
}

/// The deck (FACTS §1, §4.4, §5.8): the withheld cards join it in turn 2 (living rules, 5–6
/// players), a new epoch's deck, the last turn, and the final card play.
fn deck(before: &State, after: &State, out: &mut Vec<Msg>) {
    if after.epoch > before.epoch {
        out.push(Msg::new("aor.res.epoch").arg("n", after.epoch));
    } else if before.phase != Phase::Return
        && !before.withheld.is_empty()
        && after.withheld.is_empty()
    {
        out.push(Msg::new("aor.res.withheld"));
    }
    if after.last_turn && !before.last_turn {
        out.push(Msg::new("aor.res.last_turn"));
    }
    if after.phase == Phase::FinalPlay && before.phase != Phase::FinalPlay {
        out.push(Msg::new("aor.res.final_play"));
    }
}

/// The Misery Index (FACTS §5.6, rulebook 3.6): every seat's move up or down the track (events,
/// War!, advances bought, stabilization refused, Enlightenment or New World at income), and a
/// fall into Chaos. A bought-back space is the action's own line.
fn misery(before: &State, after: &State, seat: u8, a: &Action, out: &mut Vec<Msg>) {
    for q in 0..after.seats() {
        let (b, x) = (&before.players[q as usize], &after.players[q as usize]);
        if x.out() && !b.out() {
            out.push(Msg::new("aor.res.chaos").arg("who", who(q)));
            continue;
        }
        if x.misery == b.misery || (q == seat && *a == Action::Relief) {
            continue;
        }
        let (key, n) = if x.misery > b.misery {
            ("aor.res.misery_up", x.misery - b.misery)
        } else {
            ("aor.res.misery_down", b.misery - x.misery)
        };
        out.push(
            Msg::new(key)
                .arg("who", who(q))
                .arg("n", n)
                .arg("v", x.misery_value()),
        );
    }
}
