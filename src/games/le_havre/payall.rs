//! "Pay all food with …": feeding (or a fee in food) paid in one tap. The rules take a payment
//! token by token; the table offers the cheapest full payment (least worth in francs, goods
//! before francs, fewest tokens) as the sequence of Pay actions the rules offer, applied in
//! order, stopping at the first that is not legal.

use super::names::*;
use super::prelude::*;
use le_havre::Action;
use le_havre::actions::Token;
use le_havre::pay;
use le_havre::state::State;

use crate::game_view::{BoardCx, Play};

/// Tokens and how many of each.
type Payment = Vec<(Token, u16)>;

/// What a token is worth in francs (goods by their franc value).
fn francs(t: Token) -> u32 {
    match t {
        Token::Francs => 1,
        Token::Good(g) => g.francs() as u32,
    }
}

/// The cheapest way for `seat` to pay all the food it owes now (the step on top), as (token,
/// count) and as the rules' Pay actions in order; none when it owes no food now or cannot pay
/// it all (a loan is then the rules' own choice).
pub fn plan(s: &State, seat: usize) -> Option<(Payment, Vec<Action>)> {
    let Some(Step::Pay {
        seat: payer,
        kind: PayKind::Food,
        need,
        ..
    }) = s.steps.last()
    else {
        return None;
    };
    if *payer as usize != seat || *need == 0 {
        return None;
    }
    let p = s.players.get(seat)?;
    let best = pay::payments(p, PayKind::Food, *need)
        .into_iter()
        .min_by_key(|c| {
            let worth: u32 = c.iter().map(|(t, k)| francs(*t) * *k as u32).sum();
            let cash: u16 = c
                .iter()
                .filter(|(t, _)| *t == Token::Francs)
                .map(|(_, k)| *k)
                .sum();
            let count: u16 = c.iter().map(|(_, k)| *k).sum();
            (worth, cash, count)
        })?;
    // Goods first, francs last: the francs then make up what is left, in one action. The rules
    // offer one token or as many as the payment still needs: a count in between goes one token
    // at a time.
    let mut best = best;
    best.sort_by_key(|(t, _)| *t == Token::Francs);
    let mut left = *need as u32;
    let mut actions = Vec::new();
    for &(t, k) in &best {
        let w = pay::worth(p, PayKind::Food, t) as u32;
        let most = pay::held(p, t).min(left.div_ceil(w.max(1)));
        if k as u32 == most || k == 1 {
            actions.push(Action::Pay(t, k));
        } else {
            actions.extend(std::iter::repeat_n(Action::Pay(t, 1), k as usize));
        }
        left = left.saturating_sub(w * k as u32);
    }
    Some((best, actions))
}

/// The payment in words: "2 Fish, 1 francs".
fn words(payment: &[(Token, u16)], lang: Lang) -> String {
    payment
        .iter()
        .map(|(t, k)| match t {
            Token::Francs => format!("{k} {}", word(lang, "lh.ui.francs")),
            Token::Good(g) => format!("{k} {}", good_name(*g, lang)),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The button, for the viewer while it owes food now and can pay it all: a tap plays the
/// plan's Pay actions in order while each is legal, as one change (`Play`).
pub fn button(cx: BoardCx<LH>) -> AnyView {
    let (viewer, lang) = (cx.viewer, cx.lang);
    let play = Play::here();
    cx.part(
        move |m| {
            let seat = viewer.get()?;
            if !m.to_act().contains(&seat) {
                return None;
            }
            let (payment, actions) = plan(m.state(), seat as usize)?;
            Some((seat, words(&payment, lang), actions))
        },
        move |shown| {
            let (seat, what, actions) = shown?;
            let play = play?;
            let text = word(lang, "lh.ui.pay_all").replace("{what}", &what);
            Some(view! {
                <div class="lh-payall">
                    <button class="big primary" on:click=move |_| { play.actions(seat, &actions); }>{text}</button>
                </div>
            })
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use smokestack_core::GameRng;

    /// Random games, 1–4 players: wherever a seat owes food and can pay it all, the plan's Pay
    /// actions are each legal in order and settle the payment, and no other full payment is
    /// worth fewer francs.
    #[test]
    fn paying_all_food_is_legal_step_by_step_and_settles_the_payment() {
        let mut planned = 0;
        for seed in 0..12u64 {
            let players = (seed % 4) as u8 + 1;
            let o = LH::options(players, &[]).expect("options");
            let mut m = Match::<LH>::new(o, seed).expect("setup");
            let mut pick = GameRng::new(seed + 7);
            while let Some(&seat) = m.to_act().first() {
                if let Some((payment, actions)) = plan(m.state(), seat as usize) {
                    let Some(Step::Pay { need, .. }) = m.state().steps.last().cloned() else {
                        unreachable!()
                    };
                    let p = &m.state().players[seat as usize];
                    let worth: u32 = payment
                        .iter()
                        .map(|(t, k)| pay::worth(p, PayKind::Food, *t) as u32 * *k as u32)
                        .sum();
                    assert!(worth >= need as u32, "{payment:?} short of {need}");
                    let cost = |c: &[(Token, u16)]| -> u32 {
                        c.iter().map(|(t, k)| francs(*t) * *k as u32).sum()
                    };
                    for other in pay::payments(p, PayKind::Food, need) {
                        assert!(cost(&payment) <= cost(&other));
                    }
                    let depth = m.state().steps.len();
                    for a in &actions {
                        assert!(m.legal(seat).contains(a), "{a:?} not legal in {actions:?}");
                        m.apply(seat, a).expect("legal");
                    }
                    assert!(
                        m.state().steps.len() < depth
                            || !matches!(m.state().steps.get(depth - 1), Some(Step::Pay { seat: s, kind: PayKind::Food, .. }) if *s == seat),
                        "payment not settled by {actions:?}"
                    );
                    planned += 1;
                    continue;
                }
                let legal = m.legal(seat);
                let i = pick.below(legal.len());
                m.apply(seat, &legal[i]).expect("legal");
            }
        }
        assert!(planned > 20, "only {planned} food payments planned");
    }
}
