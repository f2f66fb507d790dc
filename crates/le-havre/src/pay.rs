//! Paying food, energy and francs, one token type at a time ([KO] 규칙 정리: francs count as
//! food 1:1 but never the reverse; no change for food or energy; pay rounds up) and loans
//! ([KO] 대출 카드: only when all food and money cannot cover feeding or interest).

use crate::actions::{Action, Token};
use crate::data::{Bd, GOODS, Good, LOAN_PAYOUT, LOAN_REPAY};
use crate::state::{PayKind, Player, State, Step, Then, Why};

/// What one unit of `t` is worth in a payment of `kind` for player `p` (0: cannot be used).
pub fn worth(p: &Player, kind: PayKind, t: Token) -> u16 {
    match (kind, t) {
        (PayKind::Food, Token::Francs) | (PayKind::Francs, Token::Francs) => 1,
        (PayKind::Food, Token::Good(g)) => g.food(),
        // Biofuel Facility (GH24): each grain may be spent as 2 energy.
        (PayKind::Energy, Token::Good(Good::Grain)) if p.owns(Bd::BiofuelFacility) => 2,
        (PayKind::Energy, Token::Good(g)) => g.energy(),
        _ => 0,
    }
}

pub fn held(p: &Player, t: Token) -> u32 {
    match t {
        Token::Francs => p.francs,
        Token::Good(g) => p.has(g) as u32,
    }
}

pub fn tokens(kind: PayKind) -> impl Iterator<Item = Token> {
    std::iter::once(Token::Francs)
        .chain(GOODS.iter().map(|g| Token::Good(*g)))
        .filter(move |t| kind != PayKind::Francs || *t == Token::Francs)
}

/// Everything `p` could pay towards `kind` right now.
pub fn available(p: &Player, kind: PayKind) -> u32 {
    tokens(kind)
        .map(|t| worth(p, kind, t) as u32 * held(p, t))
        .sum()
}

/// Every way `p` can pay `need` of `kind` with no needless token (leaving out any one would fall
/// short; FACTS §11.10), as (token, count) lists. Any payment can be made token by token
/// (`legal`), and paying more never leaves the payer better off, so these are the payments worth
/// weighing when a payment's aftermath matters (an entry fee: `turn::can_perform`).
pub fn payments(p: &Player, kind: PayKind, need: u16) -> Vec<Vec<(Token, u16)>> {
    let toks: Vec<(Token, u32, u32)> = tokens(kind)
        .map(|t| (t, worth(p, kind, t) as u32, held(p, t)))
        .filter(|(_, w, h)| *w > 0 && *h > 0)
        .collect();
    let mut out = Vec::new();
    let mut counts = vec![0u32; toks.len()];
    fill(&toks, 0, need as u32, &mut counts, &mut out);
    let total = |c: &[u32]| -> u32 { c.iter().zip(&toks).map(|(k, (_, w, _))| k * w).sum() };
    out.retain(|c: &Vec<u32>| {
        let sum = total(c);
        c.iter()
            .zip(&toks)
            .all(|(k, (_, w, _))| *k == 0 || sum - w < need as u32)
    });
    out.into_iter()
        .map(|c| {
            c.iter()
                .zip(&toks)
                .filter(|(k, _)| **k > 0)
                .map(|(k, (t, _, _))| (*t, *k as u16))
                .collect()
        })
        .collect()
}

/// `payments`' search: token `i` onwards, `left` still owed.
fn fill(
    toks: &[(Token, u32, u32)],
    i: usize,
    left: u32,
    counts: &mut [u32],
    out: &mut Vec<Vec<u32>>,
) {
    if left == 0 {
        out.push(counts.to_vec());
        return;
    }
    let Some((_, w, have)) = toks.get(i) else {
        return;
    };
    for k in 0..=(*have).min(left.div_ceil(*w)) {
        counts[i] = k;
        fill(toks, i + 1, left.saturating_sub(k * w), counts, out);
    }
    counts[i] = 0;
}

/// Energy a player can raise, after the Wind Farm's free 3 (special 033).
pub fn energy_power(p: &Player) -> u32 {
    available(p, PayKind::Energy) + if p.owns(Bd::WindFarm) { 3 } else { 0 }
}

/// Starts a payment. Francs-only payments that can be met are taken at once (there is no choice
/// to make); anything else becomes a step the payer resolves token by token.
pub fn demand(
    s: &mut State,
    seat: usize,
    kind: PayKind,
    need: u16,
    to: Option<u8>,
    why: Why,
    then: Then,
) {
    let mut need = need;
    if kind == PayKind::Energy && s.players[seat].owns(Bd::WindFarm) {
        need = need.saturating_sub(3);
    }
    if need == 0 {
        crate::turn::then(s, seat, then);
        return;
    }
    // Whoever could clear all their loans now is asked instead: repaying "even just before
    // paying interest, so as not to pay it" is allowed ([KO] 대출 갚기).
    let p = &s.players[seat];
    let may_repay = why == Why::Interest && p.francs >= LOAN_REPAY * p.loans as u32;
    if kind == PayKind::Francs && s.players[seat].francs >= need as u32 && !may_repay {
        s.players[seat].francs -= need as u32;
        if let Some(o) = to {
            s.players[o as usize].francs += need as u32;
        }
        crate::turn::then(s, seat, then);
        return;
    }
    s.steps.push(Step::Pay {
        seat: seat as u8,
        kind,
        need,
        to,
        why,
        then,
    });
}

/// May `p` take a loan for a payment of `need` more (`kind`, `why`)?
pub fn loan_allowed(p: &Player, kind: PayKind, need: u16, why: Why) -> bool {
    // [KO] 대출 카드 받기: "자기가 가진 모든 음식과 돈을 내도 부족할 때에 한해서만" — only once
    // every franc and food good has been handed over and the payment is still short.
    matches!(why, Why::Feeding | Why::Interest | Why::Fine) && need > 0 && available(p, kind) == 0
}

pub fn legal(s: &State, seat: usize, out: &mut Vec<Action>) {
    let Some(Step::Pay {
        kind, need, why, ..
    }) = s.steps.last()
    else {
        return;
    };
    let p = &s.players[seat];
    for t in tokens(*kind) {
        let w = worth(p, *kind, t);
        let have = held(p, t);
        if w == 0 || have == 0 {
            continue;
        }
        out.push(Action::Pay(t, 1));
        let most = have.min((*need as u32).div_ceil(w as u32)) as u16;
        if most > 1 {
            out.push(Action::Pay(t, most));
        }
    }
    if loan_allowed(p, *kind, *need, *why) {
        out.push(Action::TakeLoan);
    }
}

/// `seat` hands `n` of `t` over: to `to` (food paid as an entry fee goes to the owner), else to
/// the bank (energy, feeding, costs).
pub fn hand_over(s: &mut State, seat: usize, to: Option<usize>, t: Token, n: u16) {
    match t {
        Token::Francs => s.players[seat].francs -= n as u32,
        Token::Good(g) => s.players[seat].take(g, n),
    }
    if let Some(o) = to {
        match t {
            Token::Francs => s.players[o].francs += n as u32,
            Token::Good(g) => s.players[o].add(g, n),
        }
    }
}

pub fn perform(s: &mut State, seat: usize, a: &Action) {
    let Some(Step::Pay { kind, need, to, .. }) = s.steps.last().cloned() else {
        return;
    };
    match *a {
        Action::Pay(t, n) => {
            let w = worth(&s.players[seat], kind, t);
            hand_over(s, seat, to.map(|o| o as usize), t, n);
            let left = need.saturating_sub(n.saturating_mul(w));
            if let Some(Step::Pay { need, .. }) = s.steps.last_mut() {
                *need = left;
            }
            if left == 0
                && let Some(Step::Pay { then, .. }) = s.steps.pop()
            {
                crate::turn::then(s, seat, then);
            }
        }
        Action::TakeLoan => {
            s.players[seat].loans += 1;
            s.players[seat].francs += LOAN_PAYOUT;
        }
        _ => {}
    }
}
