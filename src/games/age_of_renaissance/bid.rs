//! The secret bids as one control (FACTS §5.2 capital bid $0–$40, §5.3 Order-of-Play bid
//! −cash…cash): − / + steps, the chosen amount in words, and one button that makes exactly
//! that bid, found in the seat's legal list. It is part of the board, so in a hotseat game it
//! is behind the curtain with the rest of the seat's table.

use std::sync::Arc;

use age_of_renaissance::{Action, AgeOfRenaissance as AoR, Phase, State};
use leptos::prelude::*;
use smokestack_core::{Game, Match, Msg, Seat};

use super::{Board, act, phase_word, word};
use crate::game_view::{Play, part};
use crate::i18n::Lang;

/// The bid actions of `legal` and their range, for the phase they belong to.
fn bids(legal: &[Action]) -> Option<(Phase, i32, i32)> {
    let amounts: Vec<(Phase, i32)> = legal
        .iter()
        .filter_map(|a| match *a {
            Action::CapitalBid(n) => Some((Phase::CapitalBid, n as i32)),
            Action::OrderBid(n) => Some((Phase::OrderBid, n)),
            _ => None,
        })
        .collect();
    let phase = amounts.first()?.0;
    let lo = amounts.iter().map(|a| a.1).min()?;
    let hi = amounts.iter().map(|a| a.1).max()?;
    Some((phase, lo, hi))
}

fn action(phase: Phase, n: i32) -> Action {
    match phase {
        Phase::CapitalBid => Action::CapitalBid(n.clamp(0, u8::MAX as i32) as u8),
        _ => Action::OrderBid(n),
    }
}

/// The state a bid's words are rendered in. Never compared: a bid's words read only the bid
/// and whose it is (`AoR::message`), so a part whose other data stays need not follow it.
#[derive(Clone)]
struct Words(Arc<State>);

impl PartialEq for Words {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

/// What the control shows for the viewer now.
#[derive(Clone, PartialEq)]
enum Shown {
    /// The capitals ranked so far (the list in words).
    Ranking(String),
    /// A bid to make: its range, the help and ranking in words, and what the bid's words are
    /// rendered with.
    Bid {
        seat: Seat,
        phase: Phase,
        lo: i32,
        hi: i32,
        help: String,
        prefs: Option<String>,
        names: Vec<String>,
        words: Words,
    },
}

fn shown(m: &Match<AoR>, viewer: Option<Seat>, names: &[String], lang: Lang) -> Option<Shown> {
    let seat = viewer.filter(|v| m.to_act().contains(v))?;
    let legal = m.legal(seat);
    if legal.iter().any(|a| matches!(a, Action::Prefer(_))) {
        return ranking_so_far(m, seat).map(Shown::Ranking);
    }
    let (phase, lo, hi) = bids(&legal)?;
    let s = m.state();
    let p = &s.players[seat as usize];
    let help = match phase {
        Phase::CapitalBid => word(lang, "aor.ui.capital_help"),
        _ => Msg::new("aor.ui.order_help")
            .arg("stock", p.stock as i64)
            .arg("cash", p.cash as i64)
            .render(lang, &[]),
    };
    let prefs = (phase == Phase::CapitalBid).then(|| {
        let d = age_of_renaissance::data::data();
        p.prefs
            .iter()
            .map(|&c| d.provinces[c as usize].name.clone())
            .collect::<Vec<_>>()
            .join(" › ")
    });
    Some(Shown::Bid {
        seat,
        phase,
        lo,
        hi,
        help,
        prefs,
        names: names.to_vec(),
        words: Words(Arc::new(s.clone())),
    })
}

/// The stepper, for the viewer when it has a bid to make now (or its capitals ranked so far);
/// drawn anew (the amount back at its start) only when the bid to make changes.
pub fn stepper(b: Board, lang: Lang) -> AnyView {
    let viewer = b.cx.viewer;
    let play = act::table();
    part(
        move || {
            let names = b.cx.names.get();
            let viewer = viewer.get();
            b.cx.with(|m| shown(m, viewer, &names, lang)).flatten()
        },
        move |shown| match shown {
            Some(Shown::Ranking(list)) => ranking(list, lang),
            Some(Shown::Bid {
                seat,
                phase,
                lo,
                hi,
                help,
                prefs,
                names,
                words,
            }) => match play {
                Some(play) => draw(seat, phase, (lo, hi), help, prefs, names, words, play, lang),
                None => ().into_any(),
            },
            None => ().into_any(),
        },
    )
}

#[allow(clippy::too_many_arguments)]
fn draw(
    seat: Seat,
    phase: Phase,
    (lo, hi): (i32, i32),
    help: String,
    prefs: Option<String>,
    names: Vec<String>,
    Words(s): Words,
    play: Play,
    lang: Lang,
) -> AnyView {
    let amount = RwSignal::new(0i32.clamp(lo, hi));
    let step = move |d: i32| amount.update(|a| *a = (*a + d).clamp(lo, hi));
    // The bid in words, as the log will read it for this seat.
    let words = move || {
        AoR::message(&s, seat, &action(phase, amount.get()), Some(seat)).render(lang, &names)
    };
    let prefs = prefs.map(|list| {
        view! { <p class="aor-bid-prefs">{format!("{}: {list}", word(lang, "aor.ui.prefs"))}</p> }
    });
    let shown = move || {
        let a = amount.get();
        match phase {
            Phase::CapitalBid => format!("${a}"),
            _ if a < 0 => format!("−{}", -a),
            _ => a.to_string(),
        }
    };
    let button = |d: i32, label: &'static str, aria: String| {
        view! {
            <button type="button" class="aor-step" aria-label=aria
                disabled=move || { let a = amount.get(); if d < 0 { a <= lo } else { a >= hi } }
                on:click=move |_| step(d)>{label}</button>
        }
    };
    view! {
        <section class="aor-bid" aria-label=phase_word(lang, phase)>
            <h3>{phase_word(lang, phase)}</h3>
            <p class="aor-bid-help">{help}</p>
            {prefs}
            <div class="aor-bid-row">
                {button(-10, "−10", word(lang, "aor.ui.bid_down10"))}
                {button(-1, "−", word(lang, "aor.ui.bid_down"))}
                <output class="aor-bid-amount" aria-live="polite">{shown}</output>
                {button(1, "+", word(lang, "aor.ui.bid_up"))}
                {button(10, "+10", word(lang, "aor.ui.bid_up10"))}
            </div>
            <button type="button" class="big primary aor-bid-go"
                on:click=move |_| { act::perform(play, seat, &action(phase, amount.get_untracked())); }>
                {words}
            </button>
        </section>
    }
    .into_any()
}

/// While a seat ranks its capitals (secret, one choice at a time), the list so far, shown back
/// to the seat alone (it is part of its own board, behind the curtain in hotseat).
fn ranking_so_far(m: &Match<AoR>, seat: Seat) -> Option<String> {
    let p = &m.state().players[seat as usize];
    if p.prefs.is_empty() {
        return None;
    }
    let d = age_of_renaissance::data::data();
    Some(
        p.prefs
            .iter()
            .enumerate()
            .map(|(i, &c)| format!("{}. {}", i + 1, d.provinces[c as usize].name))
            .collect::<Vec<_>>()
            .join(" › "),
    )
}

fn ranking(list: String, lang: Lang) -> AnyView {
    view! {
        <section class="aor-ranking" aria-label=word(lang, "aor.ui.prefs")>
            <p class="aor-bid-prefs">{format!("{}: {list}", word(lang, "aor.ui.prefs"))}</p>
        </section>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::*;
    use smokestack_core::GameRng;

    /// FACTS §5.2 and §5.3: every amount the stepper can reach is exactly one legal bid, and
    /// its range is the whole legal range (capital $0–$40; Order of Play −cash…cash).
    #[test]
    fn bids_fact_5_2_5_3_each_amount_one_legal_move() {
        let o = AoR::options(3, &[]).unwrap();
        let mut m = Match::<AoR>::new(o, 5).unwrap();
        let mut rng = GameRng::new(5);
        let mut phases = Vec::new();
        for _ in 0..200 {
            let Some(&seat) = m.to_act().first() else {
                break;
            };
            let legal = m.legal(seat);
            if let Some((phase, lo, hi)) = bids(&legal) {
                let cash = m.state().players[seat as usize].cash as i32;
                match phase {
                    Phase::CapitalBid => assert_eq!((lo, hi), (0, 40)),
                    _ => assert_eq!((lo, hi), (-cash, cash)),
                }
                for n in lo..=hi {
                    let a = action(phase, n);
                    assert_eq!(legal.iter().filter(|l| **l == a).count(), 1, "{a:?}");
                }
                if !phases.contains(&phase) {
                    phases.push(phase);
                }
            }
            let k = AoR::heuristic(m.state(), seat, &legal, &mut rng);
            m.apply(seat, &legal[k]).unwrap();
        }
        assert_eq!(phases.len(), 2, "both bids seen: {phases:?}");
    }
}
