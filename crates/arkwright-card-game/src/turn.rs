//! The action phase (rulebook "1. 액션 단계", FACTS.md §5.1): a. one action, b. price and
//! appeal of the active good, c. develop. One function per action; each lists its atomic
//! moves (`legal_*`) and carries one out (`do_*`).

use crate::actions::{Act, Action, Piece};
use crate::cards;
use crate::data::{self, Card, data};
use crate::market;
use crate::state::*;

type Out = Vec<Action>;

/// Every legal move of `seat` at `step` of its turn.
pub fn legal(s: &State, seat: usize, step: Step, out: &mut Out) {
    match step {
        Step::Choose => legal_choose(s, seat, out),
        Step::Build {
            upgraded, inventor, ..
        } => legal_build(s, seat, upgraded, inventor, out),
        Step::Hire { .. } => legal_hire(s, seat, out),
        Step::Automate { left } => legal_automate(s, seat, left, out),
        Step::Improve {
            quality,
            left,
            raised,
            placed,
        } => legal_improve(s, seat, quality, left, raised, placed, out),
        Step::Stock { stage, half } => legal_stock(s, seat, stage, half, out),
        Step::Extra {
            used,
            overtime,
            pending,
            good,
        } => legal_extra(s, seat, used, overtime, (pending, good), out),
        Step::Early { cargo } => legal_early(s, seat, cargo, out),
        Step::Price => legal_price(s, seat, out),
        Step::Develop { discarded } => legal_develop(s, seat, discarded != 0, out),
        Step::Broker { left } => {
            let p = &s.players[seat];
            if left > 0 && p.money >= p.share_value.div_ceil(2) {
                out.push(Action::BuyHalf);
            }
            out.push(Action::Done);
        }
        Step::Inventor { left } => {
            if left > 0 {
                for t in 0..6 {
                    if cards::can_point(s, seat, t, true) {
                        out.push(Action::DevPoint { track: t as u8 });
                    }
                }
            }
            out.push(Action::Done);
        }
    }
}

/// Would the step offer anything but `Done`?
fn has_moves(s: &State, seat: usize, step: Step) -> bool {
    let mut v = Vec::new();
    legal(s, seat, step, &mut v);
    v.iter().any(|a| *a != Action::Done)
}

/// The step an action starts at.
pub fn start_step(s: &State, seat: usize, act: Act) -> Step {
    let p = &s.players[seat];
    match act {
        Act::Build => Step::Build {
            built: false,
            upgraded: 0,
            inventor: 0,
        },
        Act::Hire => Step::Hire { hired: false },
        Act::Automate => Step::Automate {
            left: p.level(data::MACHINES),
        },
        Act::Quality => Step::Improve {
            quality: true,
            left: p.level(data::QUALITY),
            raised: None,
            placed: 0,
        },
        Act::Distribution => Step::Improve {
            quality: false,
            left: p.level(data::DISTRIBUTION),
            raised: None,
            placed: 0,
        },
        Act::Stock => Step::Stock { stage: 0, half: 0 },
        Act::ExtraProduction => Step::Extra {
            used: 0,
            overtime: false,
            pending: 0,
            good: 0,
        },
        Act::EarlyShipping => Step::Early { cargo: [0; 4] },
    }
}

/// a. Choose one action; an action that could do nothing is not offered, except the stock
/// exchange (always open, so a turn can pass). The Developer's reactivation comes first.
/// §9.2 #9 Developer: once per era, on your turn (before the action or at step c), rotate it
/// to reactivate another used once-per-era card.
fn legal_reactivate(p: &Player, out: &mut Out) {
    if p.ready(Card::Developer) {
        for c in cards::held(p) {
            if c != Card::Developer && c.once_per_era() && p.used & c.bit() != 0 {
                out.push(Action::Reactivate { card: c });
            }
        }
    }
}

fn legal_choose(s: &State, seat: usize, out: &mut Out) {
    let p = &s.players[seat];
    legal_reactivate(p, out);
    for act in Act::ALL {
        if act.expert() && !s.options.expert_actions {
            continue;
        }
        if act == Act::Stock || has_moves(s, seat, start_step(s, seat, act)) {
            out.push(Action::Choose { act });
        }
    }
}

/// Era III: only factories that still produce this era (§5.1 a 1 and 2, "참고").
fn still_produces(s: &State, good: u8) -> bool {
    s.era < 3 || good >= s.good()
}

/// The worker sides an upgrade "as in `era`" gives (FACTS §11 #9: each card to the highest
/// side that era allows; never lower).
fn upgraded_sides(f: &Factory, good: u8, era: u8) -> [u8; 2] {
    let mut out = [f.worker[0].side, f.worker[1].side];
    for pos in 0..f.workers {
        out[pos as usize] = out[pos as usize].max(market::side_for_era(good, pos, era));
    }
    out
}

/// Action 1 (§5.1 a 1): build factories not yet open (Era III: only those still to produce),
/// upgrade Era I factories in Era II/III, the Inventor's two upgrades one era ahead.
fn legal_build(s: &State, seat: usize, upgraded: u8, inventor: u8, out: &mut Out) {
    let p = &s.players[seat];
    for g in 0..4u8 {
        let f = &p.factories[g as usize];
        if !f.open && still_produces(s, g) {
            out.push(Action::Build { good: g });
        }
    }
    if s.era >= 2 {
        for g in 0..4u8 {
            let f = &p.factories[g as usize];
            if f.open && f.side == 0 && upgraded & (1 << g) == 0 {
                out.push(Action::Upgrade { good: g });
            }
        }
    }
    let inventor_target = |g: u8| {
        let f = &p.factories[g as usize];
        let era = (s.era + 1).min(3);
        f.open
            && upgraded & (1 << g) == 0
            && (f.side == 0 || upgraded_sides(f, g, era) != [f.worker[0].side, f.worker[1].side])
    };
    if inventor == 0 && p.holds(Card::Inventor) && (0..4).any(inventor_target) {
        out.push(Action::UseInventor);
    }
    if inventor > 0 {
        for g in 0..4u8 {
            if inventor_target(g) {
                out.push(Action::InventorUpgrade { good: g });
            }
        }
    }
    out.push(Action::Done);
}

/// Action 2 (§5.1 a 2): the next worker card (position order) at a factory with fewer than 2.
fn legal_hire(s: &State, seat: usize, out: &mut Out) {
    let p = &s.players[seat];
    for g in 0..4u8 {
        let f = &p.factories[g as usize];
        if f.open && f.workers < 2 && still_produces(s, g) {
            out.push(Action::Hire { good: g });
        }
    }
    out.push(Action::Done);
}

/// Action 3: Automate: cost of rotating a card is its workers; a card with the machine token must be
/// finished first (it costs the workers still showing, FACTS §5.1 a 3 `[I]`); with too few
/// machines left for a card, the machine token replaces one worker.
fn automate_cost(p: &Player, good: u8, pos: u8) -> u8 {
    let w = p.factories[good as usize].worker[pos as usize];
    let workers = market::worker_side(good, pos, w.side).workers;
    if p.machine_token == Some((good, pos)) {
        workers - 1
    } else {
        workers
    }
}

fn legal_automate(s: &State, seat: usize, left: u8, out: &mut Out) {
    let p = &s.players[seat];
    if left > 0 {
        if let Some((g, pos)) = p.machine_token {
            if automate_cost(p, g, pos) <= left {
                out.push(Action::Automate { good: g, pos });
            }
        } else {
            for g in 0..4u8 {
                let f = &p.factories[g as usize];
                for pos in 0..f.workers {
                    if !f.worker[pos as usize].automated {
                        out.push(Action::Automate { good: g, pos });
                    }
                }
            }
        }
    }
    out.push(Action::Done);
}

/// The cards of a piece: indices into `quality` or `distribution`.
fn piece_range(piece: Piece) -> std::ops::Range<usize> {
    match piece {
        Piece::Quality => 0..ENGINEER,
        Piece::Engineer => ENGINEER..ENGINEER + 1,
        Piece::Distribution => 0..PATENT,
        Piece::Patent => PATENT..PATENT + 1,
    }
}

fn piece_cards(p: &Player, piece: Piece) -> &[Attach] {
    match piece {
        Piece::Quality | Piece::Engineer => &p.quality[piece_range(piece)],
        Piece::Distribution | Piece::Patent => &p.distribution[piece_range(piece)],
    }
}

fn piece_max(piece: Piece) -> u8 {
    let d = data();
    match piece {
        Piece::Quality => d.quality_card_max,
        Piece::Engineer => d.engineer_card_max,
        Piece::Distribution | Piece::Patent => d.distribution_card_max,
    }
}

fn owns_piece(p: &Player, piece: Piece) -> bool {
    match piece {
        Piece::Engineer => p.holds(Card::Engineer),
        Piece::Patent => p.holds(Card::Patent),
        _ => true,
    }
}

/// Room left at a factory: quality total ≤ 4 (6 with the engineer token), distribution ≤ 4.
fn room(p: &Player, good: u8, quality: bool) -> bool {
    let d = data();
    if quality {
        let cap = if p.engineer_token {
            d.quality_cap_engineer
        } else {
            d.quality_cap
        };
        market::quality(p, good) < cap
    } else {
        market::distribution(p, good) < d.distribution_cap
    }
}

/// The card a `Raise` lifts: one placed this action, else the one existing card this action
/// may improve (only one, §5.1 a 4).
fn raise_target(
    p: &Player,
    good: u8,
    piece: Piece,
    raised: Option<u8>,
    placed: u8,
) -> Option<usize> {
    let base = piece_range(piece).start;
    let cards = piece_cards(p, piece);
    let ok = |i: usize| cards[i].at == good && cards[i].value < piece_max(piece);
    (0..cards.len())
        .find(|&i| ok(i) && placed & (1 << (base + i)) != 0)
        .or_else(|| {
            (0..cards.len()).find(|&i| {
                ok(i)
                    && placed & (1 << (base + i)) == 0
                    && raised.is_none_or(|r| r as usize == base + i)
            })
        })
        .map(|i| base + i)
}

/// Action 4 (§5.1 a 4): place cards from the supply, raise cards, take cards back; quality or
/// distribution, never both; within the level and the factory caps.
fn legal_improve(
    s: &State,
    seat: usize,
    quality: bool,
    left: u8,
    raised: Option<u8>,
    placed: u8,
    out: &mut Out,
) {
    let p = &s.players[seat];
    let pieces: [Piece; 2] = if quality {
        [Piece::Quality, Piece::Engineer]
    } else {
        [Piece::Distribution, Piece::Patent]
    };
    for g in 0..4u8 {
        if !p.factories[g as usize].open {
            continue;
        }
        let space = room(p, g, quality);
        for piece in pieces {
            if !owns_piece(p, piece) {
                continue;
            }
            let cards = piece_cards(p, piece);
            if left > 0 && space && cards.iter().any(|c| c.at == SUPPLY) {
                out.push(Action::Place { good: g, piece });
            }
            if left > 0 && space && raise_target(p, g, piece, raised, placed).is_some() {
                out.push(Action::Raise { good: g, piece });
            }
            if cards.iter().any(|c| c.at == g) {
                out.push(Action::Remove { good: g, piece });
            }
        }
        // §9.2 #12: the Engineer removed may be replaced at once by a quality card.
        if quality
            && p.holds(Card::Engineer)
            && p.quality[ENGINEER].at == g
            && p.quality[..ENGINEER].iter().any(|c| c.at == SUPPLY)
        {
            out.push(Action::SwapEngineer { good: g });
        }
    }
    out.push(Action::Done);
}

/// Action 5 (§5.1 a 5): buy shares, then loans, then ships, in this order.
fn legal_stock(s: &State, seat: usize, stage: u8, half: u8, out: &mut Out) {
    let p = &s.players[seat];
    let d = data();
    // 5.1 buy shares (no loans meanwhile); share trading: up to 1 or 2 at half price, rounded up.
    if stage == 0 {
        if half < p.level(data::TRADING) && p.money >= p.share_value.div_ceil(2) {
            out.push(Action::BuyHalf);
        }
        if p.money >= p.share_value {
            out.push(Action::BuyShare);
        }
    }
    // 5.2 bank loans, at most 9 in the game.
    if stage <= 1 && p.loans < d.max_loans {
        out.push(Action::Loan);
    }
    // 5.3 reactivate ships.
    if stage <= 1 && p.ships < 2 {
        out.push(Action::Ships);
    }
    out.push(Action::Done);
}

/// Action 6 (§5.1 a 6, expert): each factory once, with 0, 1 or 2 of its worker cards.
fn legal_extra(
    s: &State,
    seat: usize,
    used: u8,
    overtime: bool,
    (pending, good): (u8, u8),
    out: &mut Out,
) {
    let p = &s.players[seat];
    if pending > 0 {
        // The goods made go to warehouses at that factory, or are lost (Done).
        store_choices(p, good, out);
        out.push(Action::Done);
        return;
    }
    // §9.2 #3 (expert): Overtime discarded during this action makes 1 more good.
    if !overtime
        && p.holds(Card::Overtime)
        && (0..4).any(|g| p.factories[g].open && used & (1 << g) == 0)
    {
        out.push(Action::Overtime);
    }
    for g in 0..4u8 {
        let f = &p.factories[g as usize];
        if f.open && used & (1 << g) == 0 {
            for w in 0..=f.workers {
                out.push(Action::Extra {
                    good: g,
                    workers: w,
                });
            }
        }
    }
    out.push(Action::Done);
}

/// Action 7 (§5.1 a 7, expert): load stored goods (any factories) on one ship, then sail.
fn legal_early(s: &State, seat: usize, cargo: [u8; 4], out: &mut Out) {
    let p = &s.players[seat];
    let loaded: u8 = cargo.iter().sum();
    if market::can_sail(p) && loaded < p.level(data::SHIPPING) {
        for g in 0..4u8 {
            if market::stored(p, g) > cargo[g as usize] {
                out.push(Action::Load { good: g });
            }
        }
    }
    if loaded > 0 {
        out.push(Action::Sail);
    } else {
        out.push(Action::Done);
    }
}

/// b. Every appeal the active good's factory can show.
fn legal_price(s: &State, seat: usize, out: &mut Out) {
    for (a, _, _) in market::appeal_choices(&s.players[seat], s.good()) {
        out.push(Action::SetAppeal { appeal: a });
    }
}

/// c. A development point, a development card (one discard first to make room), the Broker,
/// the Inventor (expert), or nothing.
fn legal_develop(s: &State, seat: usize, discarded: bool, out: &mut Out) {
    let p = &s.players[seat];
    for t in 0..6 {
        if cards::can_point(s, seat, t, false) {
            out.push(Action::DevPoint { track: t as u8 });
        }
    }
    for c in Card::ALL {
        if cards::can_take(s, seat, c) {
            if c == Card::Supervisor {
                for g in 0..4u8 {
                    if p.factories[g as usize].open {
                        out.push(Action::TakeSupervisor { good: g });
                    }
                }
            } else {
                out.push(Action::TakeCard { card: c });
            }
        }
    }
    if !discarded {
        for c in cards::held(p) {
            out.push(Action::Discard { card: c });
        }
    }
    if p.holds(Card::Broker) {
        out.push(Action::Broker);
    }
    if s.options.expert_actions && p.holds(Card::Inventor) {
        out.push(Action::InventorPoints);
    }
    legal_reactivate(p, out);
    out.push(Action::Done);
}

/// What comes after a step: `Some(step)` to go on, `None` when the turn is over.
pub fn perform(s: &mut State, seat: usize, step: Step, a: Action) -> Option<Step> {
    let era = s.era;
    match (step, a) {
        (Step::Choose | Step::Develop { .. }, Action::Reactivate { card }) => {
            let p = &mut s.players[seat];
            p.used |= Card::Developer.bit();
            p.used &= !card.bit();
            Some(step)
        }
        (Step::Choose, Action::Choose { act }) => {
            if act == Act::Automate {
                s.players[seat].record.automated = true;
            }
            Some(start_step(s, seat, act))
        }
        (
            Step::Build {
                built,
                upgraded,
                inventor,
            },
            a,
        ) => {
            let p = &mut s.players[seat];
            match a {
                Action::Build { good } => {
                    // Build: the current era's side, office on price, token on space 4 (appeal
                    // 0), appeal marker on 0; no worker card. Once per action: demand −1, wage +1.
                    let f = &mut p.factories[good as usize];
                    f.open = true;
                    f.side = if era == 1 { 0 } else { 1 };
                    f.space = 3;
                    f.office_appeal = false;
                    f.workers = 0;
                    f.worker = [Worker::default(); 2];
                    p.appeal[good as usize] = Some(0);
                    p.record.most_factories = p.record.most_factories.max(p.open_count());
                    if !built {
                        market::demand_down_wage_up(s);
                    }
                    Some(Step::Build {
                        built: true,
                        upgraded,
                        inventor,
                    })
                }
                Action::Upgrade { good } | Action::InventorUpgrade { good } => {
                    // Upgrade: Era II side, same appeal space; worker cards flipped, never
                    // rotated (Era II: position 1 only; Era III: all). Inventor: one era ahead.
                    let as_era = if matches!(a, Action::InventorUpgrade { .. }) {
                        (era + 1).min(3)
                    } else {
                        era
                    };
                    let f = &mut p.factories[good as usize];
                    let sides = upgraded_sides(f, good, as_era);
                    // The token goes back on the space with the same appeal value.
                    let spaces = &data().factory[good as usize];
                    let appeal = spaces[f.side as usize].spaces[f.space as usize].1;
                    f.space = spaces[1]
                        .spaces
                        .iter()
                        .position(|sp| sp.1 == appeal)
                        .unwrap_or(f.space as usize) as u8;
                    f.side = 1;
                    for (w, side) in f.worker.iter_mut().zip(sides).take(f.workers as usize) {
                        w.side = side;
                    }
                    let inventor = if matches!(a, Action::InventorUpgrade { .. }) {
                        inventor - 1
                    } else {
                        inventor
                    };
                    Some(Step::Build {
                        built,
                        upgraded: upgraded | (1 << good),
                        inventor,
                    })
                }
                Action::UseInventor => {
                    cards::discard(s, seat, Card::Inventor);
                    Some(Step::Build {
                        built,
                        upgraded,
                        inventor: 2,
                    })
                }
                _ => None,
            }
        }
        (Step::Hire { hired }, Action::Hire { good }) => {
            let f = &mut s.players[seat].factories[good as usize];
            let pos = f.workers;
            f.worker[pos as usize] = Worker {
                side: market::side_for_era(good, pos, era),
                automated: false,
            };
            f.workers += 1;
            if !hired {
                market::demand_down_wage_up(s);
            }
            Some(Step::Hire { hired: true })
        }
        (Step::Automate { left }, Action::Automate { good, pos }) => {
            let p = &mut s.players[seat];
            let cost = automate_cost(p, good, pos);
            if cost <= left {
                p.factories[good as usize].worker[pos as usize].automated = true;
                if p.machine_token == Some((good, pos)) {
                    p.machine_token = None;
                }
                Some(Step::Automate { left: left - cost })
            } else {
                p.machine_token = Some((good, pos));
                Some(Step::Automate { left: left - 1 })
            }
        }
        (
            Step::Improve {
                quality,
                left,
                raised,
                placed,
            },
            a,
        ) => perform_improve(s, seat, quality, left, raised, placed, a),
        (Step::Stock { stage, half }, a) => {
            let p = &mut s.players[seat];
            match a {
                Action::BuyShare => {
                    p.money -= p.share_value;
                    p.shares += 1;
                    p.bought += 1;
                    Some(Step::Stock { stage, half })
                }
                Action::BuyHalf => {
                    p.money -= p.share_value.div_ceil(2);
                    p.shares += 1;
                    p.bought += 1;
                    Some(Step::Stock {
                        stage,
                        half: half + 1,
                    })
                }
                Action::Loan => {
                    p.loans += 1;
                    p.money += p.share_value;
                    Some(Step::Stock { stage: 1, half })
                }
                Action::Ships => {
                    p.ships = 2;
                    Some(Step::Stock { stage: 2, half })
                }
                _ => None,
            }
        }
        (Step::Extra { used, .. }, Action::Overtime) => {
            cards::discard(s, seat, Card::Overtime);
            Some(Step::Extra {
                used,
                overtime: true,
                pending: 0,
                good: 0,
            })
        }
        (Step::Extra { used, overtime, .. }, Action::Extra { good, workers }) => {
            let pending = extra_production(s, seat, good, workers, overtime);
            Some(Step::Extra {
                used: used | (1 << good),
                overtime: false,
                pending,
                good,
            })
        }
        (
            Step::Extra {
                used,
                overtime,
                pending,
                good,
            },
            Action::Store { warehouse },
        ) => {
            market::store(&mut s.players[seat], warehouse as usize, good);
            Some(Step::Extra {
                used,
                overtime,
                pending: pending - 1,
                good,
            })
        }
        (Step::Early { mut cargo }, Action::Load { good }) => {
            cargo[good as usize] += 1;
            Some(Step::Early { cargo })
        }
        (Step::Early { cargo }, Action::Sail) => {
            let p = &mut s.players[seat];
            for g in 0..4u8 {
                market::take_stored(p, g, cargo[g as usize]);
            }
            market::sail(s, seat, cargo);
            Some(Step::Early { cargo: [0; 4] })
        }
        (Step::Price, Action::SetAppeal { appeal }) => {
            market::set_appeal(s, seat, appeal);
            Some(Step::Develop { discarded: 0 })
        }
        (Step::Develop { discarded }, a) => match a {
            Action::DevPoint { track } => {
                cards::point(s, seat, track as usize);
                None
            }
            Action::TakeCard { card } => {
                cards::take(s, seat, card);
                None
            }
            Action::TakeSupervisor { good } => {
                cards::take(s, seat, Card::Supervisor);
                s.players[seat].supervisor_at = good;
                None
            }
            Action::Discard { card } => {
                cards::discard(s, seat, card);
                Some(Step::Develop {
                    discarded: discarded | card.bit(),
                })
            }
            Action::Broker => {
                cards::discard(s, seat, Card::Broker);
                s.players[seat].record.used_broker = true;
                Some(Step::Broker { left: 2 })
            }
            Action::InventorPoints => {
                cards::discard(s, seat, Card::Inventor);
                Some(Step::Inventor { left: 2 })
            }
            _ => None,
        },
        (Step::Broker { left }, Action::BuyHalf) => {
            let p = &mut s.players[seat];
            p.money -= p.share_value.div_ceil(2);
            p.shares += 1;
            p.bought += 1;
            (left > 1).then_some(Step::Broker { left: left - 1 })
        }
        (Step::Inventor { left }, Action::DevPoint { track }) => {
            cards::point(s, seat, track as usize);
            (left > 1).then_some(Step::Inventor { left: left - 1 })
        }
        _ => None,
    }
}

fn perform_improve(
    s: &mut State,
    seat: usize,
    quality: bool,
    left: u8,
    raised: Option<u8>,
    placed: u8,
    a: Action,
) -> Option<Step> {
    let p = &mut s.players[seat];
    let step = |left, raised, placed| {
        Some(Step::Improve {
            quality,
            left,
            raised,
            placed,
        })
    };
    match a {
        Action::Place { good, piece } => {
            let base = piece_range(piece).start;
            let i = base
                + piece_cards(p, piece)
                    .iter()
                    .position(|c| c.at == SUPPLY)
                    .unwrap_or(0);
            if matches!(piece, Piece::Engineer | Piece::Patent) {
                p.record.used_patent_or_engineer = true;
            }
            let card = match piece {
                Piece::Quality | Piece::Engineer => &mut p.quality[i],
                Piece::Distribution | Piece::Patent => &mut p.distribution[i],
            };
            *card = Attach {
                at: good,
                value: 1,
                appeal: false,
            };
            step(left - 1, raised, placed | (1 << i))
        }
        Action::Raise { good, piece } => {
            let i = raise_target(p, good, piece, raised, placed)?;
            let card = match piece {
                Piece::Quality | Piece::Engineer => &mut p.quality[i],
                Piece::Distribution | Piece::Patent => &mut p.distribution[i],
            };
            card.value += 1;
            let raised = if placed & (1 << i) != 0 {
                raised
            } else {
                Some(i as u8)
            };
            step(left - 1, raised, placed)
        }
        Action::Remove { good, piece } => {
            // The lowest card of the piece there (its value is lost, so the cheapest goes).
            let base = piece_range(piece).start;
            let i = base
                + piece_cards(p, piece)
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| c.at == good)
                    .min_by_key(|(_, c)| c.value)
                    .map_or(0, |(i, _)| i);
            let card = match piece {
                Piece::Quality | Piece::Engineer => &mut p.quality[i],
                Piece::Distribution | Piece::Patent => &mut p.distribution[i],
            };
            *card = Attach::default();
            step(left, raised, placed & !(1 << i))
        }
        Action::SwapEngineer { good } => {
            let value = p.quality[ENGINEER].value.min(data().quality_card_max);
            let appeal = p.quality[ENGINEER].appeal;
            let i = p.quality[..ENGINEER]
                .iter()
                .position(|c| c.at == SUPPLY)
                .unwrap_or(0);
            p.quality[ENGINEER] = Attach::default();
            p.quality[i] = Attach {
                at: good,
                value,
                appeal,
            };
            step(left, raised, placed & !(1 << ENGINEER))
        }
        _ => None,
    }
}

/// Action 6: Extra production (expert): the factory with its first `workers` worker cards
/// produces (Overtime: one more); costs only for the parts used; no sale, no share value.
/// Returns the goods made, which the seat then stores at that factory or loses.
fn extra_production(s: &mut State, seat: usize, good: u8, workers: u8, overtime: bool) -> u8 {
    let n = market::goods_made(&s.players[seat], good, workers) + overtime as u8;
    let cost = market::costs(s, seat, good, workers);
    market::pay(s, seat, cost);
    n
}

/// Where one good of `good` may be stored: a warehouse at that factory with room, a free one,
/// or one taken from another factory (its goods lost); the two small ones offered once when
/// alike (§5.2 b, §6.6).
pub fn store_choices(p: &Player, good: u8, out: &mut Out) {
    for w in 0..3u8 {
        let twin = w == 1 && p.warehouses[0] == p.warehouses[1];
        if market::can_store(p, w as usize, good) && !twin {
            out.push(Action::Store { warehouse: w });
        }
    }
}

/// After the action: b. if the seat has an open factory of the active good, else c.
pub fn after_action(s: &State, seat: usize) -> Step {
    if s.players[seat].factories[s.good() as usize].open {
        Step::Price
    } else {
        Step::Develop { discarded: 0 }
    }
}
