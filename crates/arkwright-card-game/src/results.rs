//! What the rules did by themselves when a seat acted (`Game::results`, issue 43), told by
//! comparing the positions before and after the action: the solo automa's turn, production
//! (goods made, sales, shipping, costs, emergency loans), share values, distribution decay, the
//! next round and the era's end, the final scoring. The rules report nothing; a replay tells the
//! same story.
//!
//! One action runs at most one production and crosses at most one round: `flow` stops at the
//! first turn of the next round (skipping bankrupt seats), and the solo automa takes at most
//! one turn in between (before production, or at a round's start when the player chose to play
//! after it). Each line below names the rulebook section it tells ("게임 진행" and the solo
//! rules; FACTS.md numbers in brackets).
//!
//! Nothing in this game is hidden (every card lies face up; the solo bag's contents are known,
//! only its next draw is chance), so every viewer reads the same lines.

use crate::actions::Action;
use crate::data::{Card, SHIPPING};
use crate::describe::{card, good};
use crate::market;
use crate::scoring;
use crate::state::*;
use smokestack_core::{Msg, MsgArg};

fn who(k: usize) -> MsgArg {
    MsgArg::Seat(k as u8)
}

fn automa(k: usize) -> Msg {
    Msg::new("ark.res.automa").arg("k", k + 1)
}

fn roman(era: u8) -> &'static str {
    match era {
        1 => "I",
        2 => "II",
        _ => "III",
    }
}

/// The lines for `seat`'s `action` turning `before` into `after`, in the order they happened.
pub fn results(before: &State, after: &State, seat: u8, action: &Action) -> Vec<Msg> {
    let mut out = Vec::new();
    let i = seat as usize;
    match before.phase {
        Phase::Draft { .. } => automa_start(before, after, &mut out),
        Phase::Turn { step, .. } => own_turn(before, after, i, step, *action, &mut out),
        Phase::Production {
            decided: true,
            out: o,
            ..
        } => production_choice(before, i, o, *action, &mut out),
        _ => {}
    }
    let automa = automa_turn(before, after);
    let at_start = automa.as_ref().is_some_and(|a| a.at_round_start);
    if let Some(a) = &automa
        && !at_start
    {
        out.extend(a.lines.iter().cloned());
    }
    let span = production_span(before, after, i, *action);
    if let Some(span) = &span {
        production(before, after, i, *action, span, &mut out);
        if span.finished {
            finish(before, after, &mut out);
        }
    }
    round_end(before, after, *action, &mut out);
    if let Some(a) = automa
        && at_start
    {
        out.extend(a.lines);
    }
    out
}

/// Demand markers that moved, each "Food demand moves from 3 to 2" (§7.2).
fn demand_lines(from: &[u8; 4], to: &[u8; 4], out: &mut Vec<Msg>) {
    for g in 0..4 {
        if from[g] != to[g] {
            out.push(
                Msg::new("ark.res.demand")
                    .arg("good", good(g as u8))
                    .arg("from", from[g])
                    .arg("to", to[g]),
            );
        }
    }
}

/// "1. 공장 건설하기" / "2. 노동자 고용하기" (and the automa's new factory, solo rules B 2):
/// every demand marker down one step, the wage marker one step right.
fn down_and_wage(before: &State, after: &State, out: &mut Vec<Msg>) {
    if before.demand.iter().zip(after.demand).any(|(b, a)| a < *b) {
        out.push(Msg::new("ark.res.demand_down"));
    }
    if after.wage != before.wage {
        out.push(Msg::new("ark.res.wage").arg("wage", after.wage_value()));
    }
}

/// Solo preparation B (FACTS §10.1): after the player's first start factory, the automa's
/// appeal markers go on the tracks and move the demand markers by the arrows they pass.
fn automa_start(before: &State, after: &State, out: &mut Vec<Msg>) {
    let (Some(b), Some(a)) = (&before.solo, &after.solo) else {
        return;
    };
    for g in 0..4 {
        for k in 0..2 {
            if let (None, Some(v)) = (b.automa[k].appeal[g], a.automa[k].appeal[g]) {
                out.push(
                    Msg::new("ark.res.automa_start")
                        .arg("automa", automa(k))
                        .arg("good", good(g as u8))
                        .arg("appeal", v),
                );
            }
        }
    }
    demand_lines(&before.demand, &after.demand, out);
}

/// The immediate results of an action-phase step ("1. 액션 단계").
fn own_turn(
    before: &State,
    after: &State,
    i: usize,
    step: Step,
    action: Action,
    out: &mut Vec<Msg>,
) {
    match (step, action) {
        // a 1 / a 2: building or hiring lowers demand and raises the wage, once per action.
        (Step::Build { .. }, Action::Build { .. }) | (Step::Hire { .. }, Action::Hire { .. }) => {
            down_and_wage(before, after, out)
        }
        // b: the appeal marker passing arrows moves the active good's demand marker.
        (Step::Price, Action::SetAppeal { .. }) => {
            demand_lines(&before.demand, &after.demand, out);
        }
        // a 6 (expert) extra production: goods made, costs of the parts used (emergency loans,
        // bankruptcy as in production c).
        (Step::Extra { overtime, .. }, Action::Extra { good: g, workers }) => {
            let p = &before.players[i];
            let made = market::goods_made(p, g, workers) + overtime as u8;
            out.push(
                Msg::new("ark.res.produce_extra")
                    .arg("seat", who(i))
                    .arg("n", made)
                    .arg("good", good(g)),
            );
            let cost = market::costs(before, i, g, workers);
            let fixed = market::costs(before, i, g, 0);
            pay_lines(before, after, i, g, cost, fixed, out);
        }
        // a 6: goods of the extra production that were not stored are lost.
        (
            Step::Extra {
                pending, good: g, ..
            },
            Action::Done,
        ) if pending > 0 => out.push(
            Msg::new("ark.res.lost")
                .arg("seat", who(i))
                .arg("n", pending)
                .arg("good", good(g)),
        ),
        // a 7 (expert) early shipping: the export income of the goods loaded.
        (Step::Early { cargo }, Action::Sail) => {
            let n: u8 = cargo.iter().sum();
            let money = after.players[i]
                .money
                .saturating_sub(before.players[i].money);
            out.push(
                Msg::new("ark.res.ship")
                    .arg("seat", who(i))
                    .arg("money", money)
                    .arg("n", n),
            );
        }
        _ => {}
    }
}

/// Production b ("b. 상품을 보관하거나, 선적하고 수입 받기"), a's stored goods: the income of a
/// ship or of a stored good sold at home.
fn production_choice(before: &State, i: usize, o: Output, action: Action, out: &mut Vec<Msg>) {
    let g = before.good();
    let p = &before.players[i];
    match action {
        Action::Ship => {
            let n = o.left.min(p.level(SHIPPING));
            let mut cargo = [0; 4];
            cargo[g as usize] = n;
            let mut s = before.clone();
            market::sail(&mut s, i, cargo);
            out.push(
                Msg::new("ark.res.ship")
                    .arg("seat", who(i))
                    .arg("money", s.players[i].money - p.money)
                    .arg("n", n),
            );
        }
        Action::SellStored => out.push(
            Msg::new("ark.res.sell_stored")
                .arg("seat", who(i))
                .arg("money", market::price_appeal(p, g).0)
                .arg("good", good(g)),
        ),
        _ => {}
    }
}

/// Production c ("c. 생산 비용 지불하기", "긴급대출"): emergency loans, then the costs, or the
/// bankruptcy of a seat that cannot pay them.
fn pay_lines(
    before: &State,
    after: &State,
    i: usize,
    g: u8,
    cost: u16,
    fixed: u16,
    out: &mut Vec<Msg>,
) {
    let (b, a) = (&before.players[i], &after.players[i]);
    let loans = a.loans.saturating_sub(b.loans);
    if loans > 0 {
        out.push(
            Msg::new("ark.res.loans")
                .arg("seat", who(i))
                .arg("n", loans)
                .arg("money", loans as u16 * b.share_value.div_ceil(2)),
        );
    }
    if a.bankrupt && !b.bankrupt {
        out.push(
            Msg::new("ark.res.bankrupt")
                .arg("seat", who(i))
                .arg("money", cost),
        );
    } else {
        out.push(
            Msg::new("ark.res.costs")
                .arg("seat", who(i))
                .arg("money", cost)
                .arg("good", good(g))
                .arg("fixed", fixed)
                .arg("running", cost - fixed),
        );
    }
}

/// A solo automa turn that happened during the action, told in words.
struct AutomaTurn {
    /// At the start of the new round (the player plays after the automa), not before
    /// production.
    at_round_start: bool,
    lines: Vec<Msg>,
}

/// Solo rules B ("오토마 차례", FACTS §10.2): 1 a marker drawn; 2 that automa's appeal marker up
/// 2, or its new factory (demand −1, wage +1); 3 the other automa gain a share; 4 the drawn
/// colour's money marker walks the grid. The colour is the money marker that moved (the walk
/// always moves it: the grid keeps far more cards than markers).
fn automa_turn(before: &State, after: &State) -> Option<AutomaTurn> {
    let (b, a) = (before.solo.as_ref()?, after.solo.as_ref()?);
    let colour = (0..3).find(|&c| b.markers[c] != a.markers[c])?;
    let same_round = (before.era, before.round) == (after.era, after.round);
    let at_round_start = !same_round && a.automa_done;
    let g = if at_round_start {
        after.good()
    } else {
        before.good()
    };
    let gi = g as usize;
    let mut lines = Vec::new();
    let mut s = before.clone();
    if colour < 2 {
        let to = a.automa[colour].appeal[gi].unwrap_or(0);
        match b.automa[colour].appeal[gi] {
            None => {
                lines.push(
                    Msg::new("ark.res.automa_build")
                        .arg("automa", automa(colour))
                        .arg("good", good(g))
                        .arg("to", to),
                );
                market::demand_down_wage_up(&mut s);
                down_and_wage(before, &s, &mut lines);
                let dropped = s.demand;
                market::move_marker(&mut s, g, 0, to, false);
                demand_lines(&dropped, &s.demand, &mut lines);
            }
            Some(from) if from == to => lines.push(
                Msg::new("ark.res.automa_max")
                    .arg("automa", automa(colour))
                    .arg("good", good(g))
                    .arg("to", to),
            ),
            Some(from) => {
                lines.push(
                    Msg::new("ark.res.automa_raise")
                        .arg("automa", automa(colour))
                        .arg("good", good(g))
                        .arg("from", from)
                        .arg("to", to),
                );
                market::move_marker(&mut s, g, from, to, false);
                demand_lines(&before.demand, &s.demand, &mut lines);
            }
        }
    } else {
        lines.push(Msg::new("ark.res.neutral_drawn"));
    }
    // 3: every automa not drawn gains a share. Its count now may include its production's share
    // (production follows in the same action), so the count is the one before plus this one.
    for k in (0..2).filter(|&k| k != colour) {
        lines.push(
            Msg::new("ark.res.automa_gains")
                .arg("automa", automa(k))
                .arg("shares", b.automa[k].shares + 1),
        );
    }
    // 4: the money marker's new card is out of the player's reach while it stays there.
    if let Some(Some(c)) = a.grid.get(a.markers[colour] as usize) {
        lines.push(if colour < 2 {
            Msg::new("ark.res.walk")
                .arg("automa", automa(colour))
                .arg("card", card(*c))
        } else {
            Msg::new("ark.res.neutral_walk").arg("card", card(*c))
        });
    }
    Some(AutomaTurn {
        at_round_start,
        lines,
    })
}

/// The part of the round's production ("2. 생산 단계") that ran during the action: seats whose
/// goods were made and sold (a), and seats whose costs were paid (c), as turn indices from the
/// start player; `finished`: d and e ran (every seat done).
struct Span {
    sold: std::ops::Range<u8>,
    paid: std::ops::Range<u8>,
    finished: bool,
}

fn production_span(before: &State, after: &State, i: usize, action: Action) -> Option<Span> {
    let n = before.seats();
    let same_round = (before.era, before.round) == (after.era, after.round);
    let (sold_from, paid_from) = match before.phase {
        Phase::Turn { .. } => {
            if same_round && matches!(after.phase, Phase::Turn { .. }) {
                return None;
            }
            // Every seat out before production (the last one bankrupt by its extra
            // production): the game ends without one.
            let extra_bankrupt = matches!(action, Action::Extra { .. })
                && after.players[i].bankrupt
                && !before.players[i].bankrupt;
            if extra_bankrupt
                && after.phase == Phase::Over
                && before
                    .players
                    .iter()
                    .enumerate()
                    .all(|(k, p)| k == i || p.bankrupt)
            {
                return None;
            }
            (0, 0)
        }
        Phase::Production { turn, decided, .. } => (turn + decided as u8, turn),
        Phase::Tie { .. } => (n, n),
        _ => return None,
    };
    let (sold_to, paid_to, finished) = match after.phase {
        Phase::Production { turn, decided, .. } if same_round => {
            (turn + decided as u8, turn, false)
        }
        Phase::Tie { .. } if same_round => (n, n, false),
        _ => (n, n, true),
    };
    Some(Span {
        sold: sold_from..sold_to.max(sold_from),
        paid: paid_from..paid_to.max(paid_from),
        finished,
    })
}

/// Whether seat `k` produced this round: its factory of the active good open, and in the game
/// when production began (a seat bankrupt by its extra production in this action was not).
fn produced(before: &State, after: &State, k: usize, i: usize, action: Action) -> bool {
    let p = &before.players[k];
    let extra_bankrupt = k == i
        && matches!(before.phase, Phase::Turn { .. })
        && matches!(action, Action::Extra { .. })
        && after.players[k].bankrupt;
    !p.bankrupt && !extra_bankrupt && p.factories[before.good() as usize].open
}

/// Production a (goods made and sold at home) and c (costs), seat by seat in turn order.
fn production(
    before: &State,
    after: &State,
    i: usize,
    action: Action,
    span: &Span,
    out: &mut Vec<Msg>,
) {
    let g = before.good();
    let gi = g as usize;
    for t in span.sold.start.min(span.paid.start)..span.sold.end.max(span.paid.end) {
        let k = before.nth(t) as usize;
        if !produced(before, after, k, i, action) {
            continue;
        }
        let p = &after.players[k];
        let workers = p.factories[gi].workers;
        // The goods this seat still had when its costs came (lost when it could not store or
        // ship them).
        let mut left = 0;
        if span.sold.contains(&t) {
            // a "판매량 결정하기": every icon of the factory and its worker cards (+1 with
            // Overtime); sold up to appeal − demand; income = sold × price.
            let overtime = k == i
                && action == Action::Overtime
                && matches!(before.phase, Phase::Production { decided: false, .. });
            let made = market::goods_made(p, g, workers) + overtime as u8;
            let sale = after.sales.get(k).copied().unwrap_or_default();
            let price = market::price_appeal(p, g).0;
            out.push(
                Msg::new("ark.res.produce")
                    .arg("seat", who(k))
                    .arg("n", made)
                    .arg("good", good(g)),
            );
            if sale.sold > 0 {
                out.push(
                    Msg::new("ark.res.sell")
                        .arg("seat", who(k))
                        .arg("money", price * sale.sold as u16)
                        .arg("n", sale.sold)
                        .arg("good", good(g))
                        .arg("price", price),
                );
            } else if made > 0 && sale.appeal <= sale.demand {
                out.push(
                    Msg::new("ark.res.no_sale")
                        .arg("seat", who(k))
                        .arg("good", good(g))
                        .arg("appeal", sale.appeal)
                        .arg("demand", sale.demand),
                );
            }
            // §9.2 Patron: once per era, 1 more sold than the limit.
            if sale.sold > sale.appeal.saturating_sub(sale.demand)
                && let Some(patron) = Card::ALL.into_iter().find(|c| c.patron_good() == Some(g))
            {
                out.push(
                    Msg::new("ark.res.patron")
                        .arg("seat", who(k))
                        .arg("card", card(patron)),
                );
            }
            left = made.saturating_sub(sale.sold);
        } else if let Phase::Production { out: o, .. } = before.phase {
            // The acting seat's goods after its choice (b).
            left = match action {
                Action::Store { .. } => o.left.saturating_sub(1),
                Action::Ship => o
                    .left
                    .saturating_sub(o.left.min(before.players[k].level(SHIPPING))),
                _ => o.left,
            };
        }
        if span.paid.contains(&t) {
            // b: goods neither sold, stored nor shipped are lost.
            if left > 0 {
                out.push(
                    Msg::new("ark.res.lost")
                        .arg("seat", who(k))
                        .arg("n", left)
                        .arg("good", good(g)),
                );
            }
            let cost = market::costs(after, k, g, workers);
            let fixed = market::costs(after, k, g, 0);
            pay_lines(before, after, k, g, cost, fixed, out);
        }
    }
}

/// Production d ("d. 주식 가치 상승시키기": +1 for 2 or more sold at home, +1 more for the sole
/// highest appeal among them), the solo automa's production (solo rules, production 3), and e
/// ("e. 유통 감소시키기": each producing factory loses 1 distribution).
fn finish(before: &State, after: &State, out: &mut Vec<Msg>) {
    let g = before.good();
    let gi = g as usize;
    for (k, (b, a)) in before.players.iter().zip(&after.players).enumerate() {
        let mut value = b.share_value;
        let mut rise = a.share_value.saturating_sub(b.share_value);
        let sold = after.sales.get(k).map_or(0, |s| s.sold);
        if rise > 0 && sold >= 2 {
            value += 1;
            rise -= 1;
            out.push(
                Msg::new("ark.res.value_sold")
                    .arg("seat", who(k))
                    .arg("value", value),
            );
        }
        if rise > 0 {
            value += rise;
            out.push(
                Msg::new("ark.res.value_top")
                    .arg("seat", who(k))
                    .arg("value", value)
                    .arg("good", good(g)),
            );
        }
    }
    if let Some(solo) = &after.solo {
        // Each automa with a marker on the track sells appeal − demand and pays nothing.
        for (k, a) in solo.automa.iter().enumerate() {
            let Some(v) = a.appeal[gi] else { continue };
            let n = v.saturating_sub(after.demand[gi]);
            out.push(if n >= 2 {
                Msg::new("ark.res.automa_sells")
                    .arg("automa", automa(k))
                    .arg("n", n)
                    .arg("good", good(g))
                    .arg("value", a.share_value)
            } else {
                Msg::new(if n == 0 {
                    "ark.res.automa_none"
                } else {
                    "ark.res.automa_share"
                })
                .arg("automa", automa(k))
                .arg("n", n)
                .arg("good", good(g))
                .arg("shares", a.shares)
            });
        }
    }
    for (k, (b, a)) in before.players.iter().zip(&after.players).enumerate() {
        let (was, now) = (market::distribution(b, g), market::distribution(a, g));
        if now < was {
            out.push(
                Msg::new("ark.res.decay")
                    .arg("seat", who(k))
                    .arg("good", good(g))
                    .arg("n", now),
            );
        }
    }
}

/// "3 다음 라운드 준비": the era's end (cards reactivated, the neutral's markers up, the solo
/// bag refilled, a summary of every seat, the lowest seat choosing the start player), the game's
/// end (final scoring, "최종 점수 계산"), the next round and its start player.
fn round_end(before: &State, after: &State, action: Action, out: &mut Vec<Msg>) {
    if after.era > before.era {
        out.push(Msg::new("ark.res.era_end").arg("era", roman(before.era)));
        for (k, p) in after.players.iter().enumerate() {
            if !p.bankrupt {
                out.push(
                    Msg::new("ark.res.era_seat")
                        .arg("seat", who(k))
                        .arg("money", p.money)
                        .arg("shares", p.shares)
                        .arg("value", p.share_value),
                );
            }
        }
        if let Some(solo) = &after.solo {
            for (k, a) in solo.automa.iter().enumerate() {
                out.push(
                    Msg::new("ark.res.era_automa")
                        .arg("automa", automa(k))
                        .arg("shares", a.shares)
                        .arg("value", a.share_value),
                );
            }
            out.push(Msg::new("ark.res.bag"));
        }
        // 2 players: the neutral's markers up one; red arrows move demand.
        if let (Some(b), Some(a)) = (before.neutral, after.neutral)
            && a != b
        {
            out.push(
                Msg::new("ark.res.neutral_up")
                    .arg("a", a[0])
                    .arg("b", a[1])
                    .arg("c", a[2])
                    .arg("d", a[3]),
            );
            demand_lines(&before.demand, &after.demand, out);
        }
    }
    if after.phase == Phase::Over && before.phase != Phase::Over {
        for (k, p) in after.players.iter().enumerate() {
            if p.bankrupt {
                continue;
            }
            let f = scoring::final_figures(p);
            // a goods left sold, b money left spent on shares, c a share lost per loan, the
            // shipping penalty on the share value; e shares × share value.
            let parts: Vec<Msg> = [
                (f.goods_money, "ark.res.final_goods"),
                (f.bought, "ark.res.final_bought"),
                (f.loans, "ark.res.final_loans"),
                (f.penalty, "ark.res.final_penalty"),
            ]
            .into_iter()
            .filter(|(n, _)| *n > 0)
            .map(|(n, key)| Msg::new(key).arg("n", n))
            .collect();
            let list = parts
                .into_iter()
                .reduce(|a, b| Msg::new("ark.res.list").arg("a", a).arg("b", b));
            let line = match list {
                Some(list) => Msg::new("ark.res.final_parts").arg("parts", list),
                None => Msg::new("ark.res.final"),
            };
            out.push(
                line.arg("seat", who(k))
                    .arg("shares", f.shares)
                    .arg("value", f.share_value)
                    .arg("score", f.score),
            );
        }
        return;
    }
    // d: at an era's end the seat with the lowest share value × shares chooses the start player.
    if let Phase::RoundEnd {
        chooser: Some(c),
        advanced: true,
    } = after.phase
        && !matches!(before.phase, Phase::RoundEnd { advanced: true, .. })
    {
        out.push(Msg::new("ark.res.chooser").arg("seat", who(c as usize)));
    }
    let same_round = (before.era, before.round) == (after.era, after.round);
    let new_round = matches!(after.phase, Phase::Turn { .. })
        && (!same_round || !matches!(before.phase, Phase::Turn { .. }));
    if new_round {
        out.push(
            Msg::new("ark.res.round")
                .arg("era", roman(after.era))
                .arg("round", after.round)
                .arg("good", good(after.good())),
        );
        // b: the start player card passes clockwise (a chosen start player is the action's own
        // line).
        if after.solo.is_none()
            && after.start != before.start
            && !matches!(action, Action::ChooseStart { .. })
        {
            out.push(Msg::new("ark.res.start").arg("seat", who(after.start as usize)));
        }
    }
}
