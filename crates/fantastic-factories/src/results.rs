//! What the rules did by themselves when a seat acted (`Game::results`), read off the positions
//! before and after: gains, draws, dice rolled, the market dealt, the Machine's turn and the
//! end of the round. Each line is one fact as a viewer may read it: blueprints drawn into a hand
//! are named to their holder only (the rulebook's hands are secret, 준비: 손패).
//!
//! Nothing here changes the rules: every fact is a difference between the two positions, with
//! the action telling what was paid for it.

use crate::actions::Action;
use crate::cards;
use crate::data::{Bp, HAND_LIMIT, Kind, RESOURCE_LIMIT, ROW};
use crate::describe::{card, contractor, kind};
use crate::state::{Pending, Phase, Row, State};
use crate::work;
use smokestack_core::{Msg, MsgArg, Seat};

/// Everything `seat`'s `action` caused, `before` → `after`, as `viewer` may read it.
pub fn results(
    before: &State,
    after: &State,
    seat: Seat,
    action: &Action,
    viewer: Option<Seat>,
) -> Vec<Msg> {
    let mut out = Vec::new();
    let me = seat as usize;
    if me >= before.players.len() || before.players.len() != after.players.len() {
        return out;
    }
    engineer(before, after, me, action, &mut out);
    passive(before, after, me, &mut out);
    for i in std::iter::once(me).chain((0..before.players.len()).filter(|&i| i != me)) {
        gains(before, after, i, (i == me).then_some(action), &mut out);
        draws(
            before,
            after,
            i,
            (i == me).then_some(action),
            viewer,
            &mut out,
        );
    }
    dice(before, after, me, action, &mut out);
    limits(after, me, action, &mut out);
    let round_ended = before.phase == Phase::Work && after.phase != Phase::Work;
    let machine = if round_ended { machine(after) } else { None };
    if let Some((lines, _)) = &machine {
        out.extend(lines.iter().cloned());
    }
    reshuffles(
        before,
        after,
        action,
        machine.as_ref().map(|m| m.1),
        &mut out,
    );
    dealt(
        before,
        after,
        action,
        machine.as_ref().map(|m| m.1),
        &mut out,
    );
    if matches!(before.phase, Phase::Market { .. }) && after.phase == Phase::Work {
        rolls(after, &mut out);
    }
    if round_ended {
        end_of_round(before, after, &mut out);
    }
    out
}

fn who(i: usize) -> MsgArg {
    MsgArg::Seat(i as Seat)
}

/// Messages joined: "a, b, c".
fn listed(items: impl IntoIterator<Item = Msg>) -> Msg {
    let mut it = items.into_iter();
    let Some(first) = it.next() else {
        return Msg::plain("");
    };
    it.fold(first, |a, b| {
        Msg::new("ff.result.list").arg("a", a).arg("b", b)
    })
}

/// Dice faces, counted by face (`free`), listed low to high.
fn faces(counts: [i32; 6]) -> Msg {
    listed(
        (1..=6u8)
            .flat_map(|f| std::iter::repeat_n(f, counts[f as usize - 1].max(0) as usize))
            .map(|f| Msg::plain(f.to_string())),
    )
}

/// `a` less one copy of each of `b` (multisets of blueprints).
fn less(a: &[Bp], b: &[Bp]) -> Vec<Bp> {
    let mut left = a.to_vec();
    for c in b {
        if let Some(i) = left.iter().position(|x| x == c) {
            left.remove(i);
        }
    }
    left
}

/// (metal, energy) the action itself paid, as its own line says: added back, the rest of a
/// stock's change is what the rules gave.
fn paid(before: &State, me: usize, a: &Action) -> (i32, i32) {
    let p = &before.players[me];
    match *a {
        Action::Refresh { pay, .. } => match pay {
            crate::state::Res::Metal => (1, 0),
            crate::state::Res::Energy => (0, 1),
        },
        Action::Hire { slot, .. } => (
            0,
            before
                .contractors
                .get(slot as usize)
                .copied()
                .flatten()
                .map_or(0, |c| c.data().extra_energy as i32),
        ),
        Action::Build { card, .. } => {
            (work::metal_price(p, card) as i32, card.data().energy as i32)
        }
        Action::Activate {
            card,
            copy,
            dice,
            opt,
        } => (
            cards::metal_cost(card, dice) as i32,
            (cards::energy_cost(card, dice, opt) + copy as u16) as i32,
        ),
        Action::DropMetal => (1, 0),
        Action::DropEnergy => (0, 1),
        _ => (0, 0),
    }
}

/// Scrap Yard and Solar Array fire after a build, once a round (부록: 쓰레기장, 태양열 전지).
fn passive(before: &State, after: &State, me: usize, out: &mut Vec<Msg>) {
    let (b, a) = (&before.players[me], &after.players[me]);
    if !b.scrap_used && a.scrap_used {
        out.push(Msg::new("ff.result.scrap_yard").arg("seat", who(me)));
    }
    if !b.solar_used && a.solar_used {
        out.push(Msg::new("ff.result.solar_array").arg("seat", who(me)));
    }
}

/// Goods, metal and energy gained: Headquarters actions (기본 행동, 일치 보너스), activations
/// (카드 활성화), contractors and their gifts (부록: 계약 직원). What the passive cards gave is
/// told by `passive`.
fn gains(before: &State, after: &State, i: usize, own: Option<&Action>, out: &mut Vec<Msg>) {
    // Black Market's split: its own line names what is taken.
    if matches!(own, Some(Action::Split { .. })) {
        return;
    }
    let (b, a) = (&before.players[i], &after.players[i]);
    let (pm, pe) = own.map_or((0, 0), |act| paid(before, i, act));
    let mut metal = a.metal as i32 - b.metal as i32 + pm;
    let mut energy = a.energy as i32 - b.energy as i32 + pe;
    let goods = a.goods as i32 - b.goods as i32;
    if own.is_some() {
        metal -= (!b.scrap_used && a.scrap_used) as i32;
        energy -= 2 * (!b.solar_used && a.solar_used) as i32;
    }
    let parts: Vec<Msg> = [
        ("ff.result.goods", goods),
        ("ff.result.metal", metal),
        ("ff.result.energy", energy),
    ]
    .into_iter()
    .filter(|&(_, n)| n > 0)
    .map(|(k, n)| Msg::new(k).arg("n", n))
    .collect();
    if !parts.is_empty() {
        out.push(
            Msg::new("ff.result.gains")
                .arg("seat", who(i))
                .arg("what", listed(parts)),
        );
    }
}

/// Blueprints drawn from the deck into a hand (카드 뽑기; 연구; 연구소): counted for everyone,
/// named to their holder alone.
fn draws(
    before: &State,
    after: &State,
    i: usize,
    own: Option<&Action>,
    viewer: Option<Seat>,
    out: &mut Vec<Msg>,
) {
    let (b, a) = (&before.players[i], &after.players[i]);
    // What the hand would hold with no draw: the action's discards gone, a market pick added.
    let mut expected = b.hand.clone();
    match own {
        Some(Action::Build { card, discard }) => expected = less(&expected, &[*card, *discard]),
        Some(Action::Hire { discard, .. }) => expected = less(&expected, &[*discard]),
        Some(Action::DiscardFor { card }) | Some(Action::DropCard { card }) => {
            expected = less(&expected, &[*card])
        }
        Some(Action::TakeBlueprint { slot }) => {
            expected.extend(before.market.get(*slot as usize).copied().flatten())
        }
        _ => {}
    }
    let drawn = less(&a.hand, &expected);
    if drawn.is_empty() {
        return;
    }
    let lab = !b.lab_drawn && a.lab_drawn;
    let m = if viewer == Some(i as Seat) {
        Msg::new(if lab {
            "ff.result.draws_lab_named"
        } else {
            "ff.result.draws_named"
        })
        .arg("cards", listed(drawn.iter().map(|&c| card(c))))
    } else {
        Msg::new(if lab {
            "ff.result.draws_lab"
        } else {
            "ff.result.draws"
        })
    };
    out.push(m.arg("seat", who(i)).arg("n", drawn.len()));
}

/// The Engineer draws until a card can be built and builds it free; the rest are discarded
/// (부록: 기술자). Every card here is public: it lands in the compound or the discards.
fn engineer(before: &State, after: &State, me: usize, a: &Action, out: &mut Vec<Msg>) {
    let Action::Hire { slot, discard } = *a else {
        return;
    };
    if before.contractors.get(slot as usize).copied().flatten() != Some(crate::data::Ct::Engineer) {
        return;
    }
    let built = less(&after.players[me].compound, &before.players[me].compound);
    match built.first() {
        Some(&c) => out.push(
            Msg::new("ff.result.engineer")
                .arg("seat", who(me))
                .arg("card", card(c)),
        ),
        None => out.push(Msg::new("ff.result.engineer_none").arg("seat", who(me))),
    }
    // The discards only grow unless reshuffled; then the Engineer's own discards are unknown.
    if let Some(new) = after.discard.strip_prefix(before.discard.as_slice()) {
        let tried = less(new, &[discard]);
        if !tried.is_empty() {
            out.push(
                Msg::new("ff.result.engineer_discards")
                    .arg("cards", listed(tried.iter().map(|&c| card(c))))
                    .arg("n", tried.len()),
            );
        }
    }
}

/// Dice the rules roll mid-phase: the Robot's extra die (부록: 로봇) and the Temp Agency's
/// reroll (부록: 인력 파견소). Chosen faces are in the action's own line.
fn dice(before: &State, after: &State, me: usize, a: &Action, out: &mut Vec<Msg>) {
    let (b, p) = (&before.players[me], &after.players[me]);
    if after.phase != Phase::Work {
        return;
    }
    match *a {
        Action::Activate {
            card: Bp::Robot, ..
        } => {
            let new: [i32; 6] = std::array::from_fn(|f| p.free[f] as i32 - b.free[f] as i32);
            if let Some(f) = new.iter().position(|&n| n > 0) {
                out.push(
                    Msg::new("ff.result.robot")
                        .arg("seat", who(me))
                        .arg("face", f + 1),
                );
            }
        }
        Action::RerollDone => {
            let Some(Pending::Reroll { chosen }) = b.pending else {
                return;
            };
            let from: [i32; 6] = std::array::from_fn(|f| chosen[f] as i32);
            let to: [i32; 6] =
                std::array::from_fn(|f| p.free[f] as i32 - (b.free[f] as i32 - chosen[f] as i32));
            out.push(
                Msg::new("ff.result.reroll")
                    .arg("seat", who(me))
                    .arg("from", faces(from))
                    .arg("to", faces(to)),
            );
        }
        _ => {}
    }
}

/// 작업 단계 종료: over 12 resources or 10 blueprints, the seat discards down before it is done.
fn limits(after: &State, me: usize, a: &Action, out: &mut Vec<Msg>) {
    let p = &after.players[me];
    if *a != Action::EndWork || p.pending != Some(Pending::Limits) {
        return;
    }
    let res = p.resources().saturating_sub(RESOURCE_LIMIT);
    let hand = p.hand.len().saturating_sub(HAND_LIMIT);
    let parts: Vec<Msg> = [
        ("ff.result.over_resources", res as usize),
        ("ff.result.over_blueprints", hand),
    ]
    .into_iter()
    .filter(|&(_, n)| n > 0)
    .map(|(k, n)| Msg::new(k).arg("n", n))
    .collect();
    out.push(
        Msg::new("ff.result.limits")
            .arg("seat", who(me))
            .arg("what", listed(parts)),
    );
}

/// Which slots of each row the rules emptied and refilled (even with a card of the same name).
fn emptied(before: &State, a: &Action, green: Option<u8>) -> ([bool; ROW], [bool; ROW]) {
    let (mut bp, mut ct) = ([false; ROW], [false; ROW]);
    match *a {
        Action::TakeBlueprint { slot } if (slot as usize) < ROW => bp[slot as usize] = true,
        Action::Hire { slot, .. } if (slot as usize) < ROW => ct[slot as usize] = true,
        Action::Refresh { row, .. } => match row {
            Row::Blueprints => bp = [true; ROW],
            Row::Contractors => ct = [true; ROW],
        },
        _ => {}
    }
    match green {
        Some(g @ 1..=4) => bp[g as usize - 1] |= before.market[g as usize - 1].is_some(),
        Some(5) => bp = [true; ROW],
        Some(6) => ct = [true; ROW],
        _ => {}
    }
    (bp, ct)
}

/// The market refilled from the decks (시장 단계: 빈 자리 채우기; 기계의 차례): face-up cards,
/// named for everyone.
fn dealt(before: &State, after: &State, a: &Action, green: Option<u8>, out: &mut Vec<Msg>) {
    let (bp, ct) = emptied(before, a, green);
    let new_bp: Vec<Msg> = (0..ROW)
        .filter_map(|i| {
            let c = after.market[i]?;
            (bp[i] || before.market[i] != Some(c)).then(|| {
                Msg::new("ff.result.slot")
                    .arg("card", card(c))
                    .arg("slot", i + 1)
            })
        })
        .collect();
    if !new_bp.is_empty() {
        out.push(Msg::new("ff.result.dealt").arg("cards", listed(new_bp)));
    }
    let new_ct: Vec<Msg> = (0..ROW)
        .filter_map(|i| {
            let c = after.contractors[i]?;
            (ct[i] || before.contractors[i] != Some(c)).then(|| {
                Msg::new("ff.result.slot")
                    .arg("card", contractor(c))
                    .arg("slot", i + 1)
            })
        })
        .collect();
    if !new_ct.is_empty() {
        out.push(Msg::new("ff.result.dealt_contractors").arg("cards", listed(new_ct)));
    }
}

/// An empty deck takes its shuffled discards (카드 뽑기; the contractors likewise, FACTS.md Q7).
fn reshuffles(before: &State, after: &State, a: &Action, green: Option<u8>, out: &mut Vec<Msg>) {
    let draws = after.drawn.saturating_sub(before.drawn) as usize;
    if after.deck.len() + draws > before.deck.len() {
        out.push(Msg::new("ff.result.reshuffle"));
    }
    let (_, ct) = emptied(before, a, green);
    let ct_draws = (0..ROW)
        .filter(|&i| {
            after.contractors[i].is_some()
                && (ct[i] || before.contractors[i] != after.contractors[i])
        })
        .count();
    if after.ct_deck.len() + ct_draws > before.ct_deck.len() {
        out.push(Msg::new("ff.result.reshuffle_contractors"));
    }
}

/// 작업 단계: everyone rolls at once. The Foreman sets the four own dice instead; Hired Hands
/// roll two more (부록: 감독관, 고용 작업자).
fn rolls(after: &State, out: &mut Vec<Msg>) {
    for (i, p) in after.players.iter().enumerate() {
        let foreman = matches!(p.pending, Some(Pending::SetDice { .. }));
        let hired = p.dice > crate::data::DICE_PER_PLAYER;
        let rolled = faces(p.free.map(i32::from));
        if foreman {
            out.push(Msg::new("ff.result.foreman").arg("seat", who(i)));
            if hired {
                out.push(
                    Msg::new("ff.result.roll_extra")
                        .arg("seat", who(i))
                        .arg("faces", rolled),
                );
            }
        } else {
            out.push(
                Msg::new(if hired {
                    "ff.result.roll_hired"
                } else {
                    "ff.result.roll"
                })
                .arg("seat", who(i))
                .arg("faces", rolled),
            );
        }
    }
}

/// 솔로 규칙, 기계의 차례: the five dice, what green took, the goods the others made. Returns the
/// lines and the green die (which slots the market refilled).
fn machine(after: &State) -> Option<(Vec<Msg>, u8)> {
    let m = after.machine.as_ref()?;
    let t = m.last.as_ref()?;
    let d = t.dice;
    let mut lines = vec![
        Msg::new("ff.result.machine_roll")
            .arg("r", d[0])
            .arg("b", d[1])
            .arg("p", d[2])
            .arg("y", d[3])
            .arg("g", d[4]),
    ];
    lines.push(match (d[4], t.took) {
        (g @ 1..=4, Some(c)) => Msg::new("ff.result.machine_takes")
            .arg("card", card(c))
            .arg("slot", g),
        (g @ 1..=4, None) => Msg::new("ff.result.machine_empty").arg("slot", g),
        (_, Some(c)) => Msg::new("ff.result.machine_reveals").arg("card", card(c)),
        (_, None) => Msg::new("ff.result.machine_no_card"),
    });
    if d[4] == 5 {
        lines.push(Msg::new("ff.result.machine_sweeps"));
    } else if d[4] == 6 {
        lines.push(Msg::new("ff.result.machine_sweeps_ct"));
    }
    // Red → Training, blue → Production, purple → Special, yellow → Utility.
    let checks = [
        ("ff.ex.colour.red", Kind::Training),
        ("ff.ex.colour.blue", Kind::Production),
        ("ff.ex.colour.purple", Kind::Special),
        ("ff.ex.colour.yellow", Kind::Utility),
    ];
    let scored: Vec<Msg> = checks
        .iter()
        .zip(d)
        .filter(|&(&(_, k), f)| f as usize <= work::count_kind(&m.compound, k))
        .map(|(&(colour, k), f)| {
            Msg::new("ff.result.machine_check")
                .arg("colour", Msg::new(colour))
                .arg("face", f)
                .arg("n", work::count_kind(&m.compound, k))
                .arg("kind", kind(k))
        })
        .collect();
    lines.push(if scored.is_empty() {
        Msg::new("ff.result.machine_no_goods").arg("total", m.goods)
    } else {
        Msg::new("ff.result.machine_goods")
            .arg("n", t.goods)
            .arg("checks", listed(scored))
            .arg("total", m.goods)
    });
    Some((lines, d[4]))
}

/// The round's end: the end trigger (게임 종료) and the first-player token passed clockwise
/// (작업 단계 종료).
fn end_of_round(before: &State, after: &State, out: &mut Vec<Msg>) {
    if before.final_round.is_none()
        && let Some(last) = after.final_round
    {
        for (i, p) in after.players.iter().enumerate() {
            if p.goods >= crate::data::END_GOODS {
                out.push(
                    Msg::new("ff.result.trigger_goods")
                        .arg("seat", who(i))
                        .arg("n", p.goods),
                );
            } else if p.compound.len() >= crate::data::END_BUILDINGS {
                out.push(
                    Msg::new("ff.result.trigger_buildings")
                        .arg("seat", who(i))
                        .arg("n", p.compound.len()),
                );
            }
        }
        if let Some(m) = after
            .machine
            .as_ref()
            .filter(|m| m.goods >= crate::data::END_GOODS)
        {
            out.push(Msg::new("ff.result.machine_trigger").arg("n", m.goods));
        }
        out.push(Msg::new("ff.result.final_round").arg("round", last));
    }
    // Alone at the table, the token never changes hands: nothing to tell.
    if after.round > before.round && after.phase != Phase::Over && after.seats() > 1 {
        out.push(
            Msg::new("ff.result.first")
                .arg("seat", who(after.first as usize))
                .arg("round", after.round),
        );
    }
}
