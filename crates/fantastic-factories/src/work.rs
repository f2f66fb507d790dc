//! The work phase (작업 단계): every seat rolls, then places dice, builds and activates in any
//! order until it declares itself done; then the end-of-phase limits.

use crate::actions::Action;
use crate::cards;
use crate::data::{Bp, DICE_PER_PLAYER, HAND_LIMIT, HQ_SLOTS, Kind, RESOURCE_LIMIT};
use crate::decks;
use crate::round;
use crate::state::{Hq, Pending, Phase, Player, State};
use smokestack_core::{Applied, GameRng};

/// Everyone rolls at once. Foreman: the four own dice are set instead; Hired Hands: two more.
pub fn start(s: &mut State, rng: &mut GameRng) {
    s.phase = Phase::Work;
    for p in s.players.iter_mut() {
        p.free = [0; 6];
        p.hq = Default::default();
        p.on_cards.clear();
        p.used = 0;
        p.done = false;
        p.dice = 0;
        if p.foreman {
            // Still to be set: counted now, placed among the free dice by `SetDie`.
            p.dice = DICE_PER_PLAYER;
        } else {
            for _ in 0..DICE_PER_PLAYER {
                let f = rng.die();
                add_die(p, f);
            }
        }
        if p.hired_hands {
            for _ in 0..2 {
                let f = rng.die();
                add_die(p, f);
            }
        }
        if p.foreman {
            p.pending = Some(Pending::SetDice {
                left: DICE_PER_PLAYER,
            });
        }
        p.foreman = false;
        p.hired_hands = false;
    }
}

/// A new die for this round (extra dice from cards and contractors, and rolled own dice).
pub fn add_die(p: &mut Player, face: u8) {
    p.free[face as usize - 1] += 1;
    p.dice += 1;
}

pub fn change_die(p: &mut Player, from: u8, to: u8) {
    p.free[from as usize - 1] -= 1;
    p.free[to as usize - 1] += 1;
}

/// Goods arrive; a Laboratory draws a blueprint the first time each round (연구소).
pub fn gain_goods(s: &mut State, seat: usize, n: u16, rng: &mut GameRng) {
    let p = &mut s.players[seat];
    p.goods += n;
    if p.owns(Bp::Laboratory) && !p.lab_drawn {
        p.lab_drawn = true;
        decks::draw_to_hand(s, seat, 1, rng);
    }
}

/// One of each name, except Obelisk and Beacon; one Megalith (FACTS.md §6.1 and Q5).
pub fn name_allows(p: &Player, card: Bp) -> bool {
    name_allows_in(&p.compound, card)
}

/// The same, for any compound (a seat's view, say).
pub fn name_allows_in(compound: &[Bp], card: Bp) -> bool {
    card.may_build_several() || !compound.contains(&card)
}

/// Megalith costs 1 metal less per Monument already built, never below 1 (대형 기념탑).
pub fn metal_price(p: &Player, card: Bp) -> u16 {
    metal_price_in(&p.compound, card)
}

/// Whether `card`'s metal price drops with the Monuments already built: the Megalith alone
/// (대형 기념탑). Its printed cost is the most it costs.
pub fn monument_discount(card: Bp) -> bool {
    card == Bp::Megalith
}

/// The same, for any compound.
pub fn metal_price_in(compound: &[Bp], card: Bp) -> u16 {
    let printed = card.data().metal as u16;
    if monument_discount(card) {
        let monuments = compound
            .iter()
            .filter(|c| c.kind() == Kind::Monument)
            .count() as u16;
        printed.saturating_sub(monuments).max(1)
    } else {
        printed
    }
}

/// Puts a card into the compound and fires Scrap Yard and Solar Array (once a round each, not
/// for their own construction).
pub fn place_in_compound(s: &mut State, seat: usize, card: Bp) {
    let p = &mut s.players[seat];
    if p.owns(Bp::ScrapYard) && !p.scrap_used {
        p.scrap_used = true;
        p.metal += 1;
    }
    if p.owns(Bp::SolarArray) && !p.solar_used {
        p.solar_used = true;
        p.energy += 2;
    }
    p.compound.push(card);
}

fn hq_accepts(hq: Hq, face: u8) -> bool {
    match hq {
        Hq::Research => true,
        Hq::Generate => face <= 3,
        Hq::Mine => face >= 4,
    }
}

pub fn legal(s: &State, seat: usize, out: &mut Vec<Action>) {
    let p = &s.players[seat];
    if p.done {
        return;
    }
    if let Some(pending) = &p.pending {
        pending_legal(p, pending, out);
        return;
    }
    for hq in Hq::ALL {
        if p.hq[hq as usize].len() < HQ_SLOTS {
            for face in 1..=6 {
                if p.has_free(face) && hq_accepts(hq, face) {
                    out.push(Action::Place { hq, face });
                }
            }
        }
    }
    build_legal(p, out);
    let mut uses = Vec::new();
    let mut last = None;
    for &card in &p.compound {
        if !card.activatable() || p.used & card.bit() != 0 || last == Some(card) {
            continue;
        }
        last = Some(card);
        uses.clear();
        cards::options(p, card, &mut uses);
        for u in uses.iter().filter(|u| cards::affordable(p, card, u, 0)) {
            out.push(Action::Activate {
                card,
                copy: false,
                dice: u.0,
                opt: u.1,
            });
        }
    }
    // Replicator: any activatable marketplace card but another Replicator (FACTS.md Q3).
    if p.owns(Bp::Replicator) && p.used & Bp::Replicator.bit() == 0 {
        let mut seen = 0u32;
        for card in s.market.iter().flatten().copied() {
            if !card.activatable() || card == Bp::Replicator || seen & card.bit() != 0 {
                continue;
            }
            seen |= card.bit();
            uses.clear();
            cards::options(p, card, &mut uses);
            for u in uses.iter().filter(|u| cards::affordable(p, card, u, 1)) {
                out.push(Action::Activate {
                    card,
                    copy: true,
                    dice: u.0,
                    opt: u.1,
                });
            }
        }
    }
    if p.specialist > 0 {
        out.extend((1..=6).map(|face| Action::SpecialistDie { face }));
    }
    out.push(Action::EndWork);
}

/// Build: a card from hand, another card of the same tool discarded, the cost paid.
fn build_legal(p: &Player, out: &mut Vec<Action>) {
    let mut last = None;
    for &card in &p.hand {
        if last == Some(card) {
            continue;
        }
        last = Some(card);
        if !name_allows(p, card)
            || p.metal < metal_price(p, card)
            || p.energy < card.data().energy as u16
        {
            continue;
        }
        let mut last_d = None;
        for &d in &p.hand {
            if d.tool() != card.tool() || last_d == Some(d) {
                continue;
            }
            last_d = Some(d);
            if d != card || p.in_hand(card) >= 2 {
                out.push(Action::Build { card, discard: d });
            }
        }
    }
}

fn pending_legal(p: &Player, pending: &Pending, out: &mut Vec<Action>) {
    match pending {
        Pending::SetDice { .. } => out.extend((1..=6).map(|face| Action::SetDie { face })),
        Pending::Discard { .. } => {
            let mut last = None;
            for &c in &p.hand {
                if last != Some(c) {
                    out.push(Action::DiscardFor { card: c });
                    last = Some(c);
                }
            }
        }
        Pending::BlackMarketSplit { metal, energy } => {
            out.extend(cards::split_range(*metal, *energy).map(|m| Action::Split { metal: m }))
        }
        Pending::Reroll { chosen } => {
            for f in 1..=6u8 {
                if p.free[f as usize - 1] > chosen[f as usize - 1] {
                    out.push(Action::RerollPick { face: f });
                }
            }
            if chosen.iter().any(|&c| c > 0) {
                out.push(Action::RerollDone);
            }
        }
        Pending::Limits => {
            if p.resources() > RESOURCE_LIMIT {
                if p.metal > 0 {
                    out.push(Action::DropMetal);
                }
                if p.energy > 0 {
                    out.push(Action::DropEnergy);
                }
            } else if p.hand.len() > HAND_LIMIT {
                let mut last = None;
                for &c in &p.hand {
                    if last != Some(c) {
                        out.push(Action::DropCard { card: c });
                        last = Some(c);
                    }
                }
            }
        }
        Pending::Gift(_) => {}
    }
}

/// Card draws and dice rolls are commit points without saying so here: the game counts draws,
/// the match watches its chance.
pub fn perform(s: &mut State, seat: usize, a: &Action, rng: &mut GameRng) -> Applied {
    let applied = match *a {
        Action::SetDie { face } => {
            let p = &mut s.players[seat];
            p.free[face as usize - 1] += 1;
            if let Some(Pending::SetDice { left }) = p.pending {
                p.pending = (left > 1).then_some(Pending::SetDice { left: left - 1 });
            }
            Applied::FREE
        }
        Action::Place { hq, face } => {
            place(s, seat, hq, face, rng);
            Applied::FREE
        }
        Action::Build { card, discard } => {
            let price = metal_price(&s.players[seat], card);
            let p = &mut s.players[seat];
            p.take_from_hand(card);
            p.take_from_hand(discard);
            p.metal -= price;
            p.energy -= card.data().energy as u16;
            s.discard.push(discard);
            place_in_compound(s, seat, card);
            Applied::FREE
        }
        Action::Activate {
            card,
            copy,
            dice,
            opt,
        } => activate(s, seat, card, copy, dice, opt, rng),
        Action::SpecialistDie { face } => {
            let p = &mut s.players[seat];
            p.specialist -= 1;
            add_die(p, face);
            Applied::FREE
        }
        Action::DiscardFor { card } => {
            let Some(Pending::Discard {
                card: by,
                left,
                mut discarded,
            }) = s.players[seat].pending.take()
            else {
                return Applied::FREE;
            };
            s.players[seat].take_from_hand(card);
            s.discard.push(card);
            discarded.push(card);
            if left > 1 {
                s.players[seat].pending = Some(Pending::Discard {
                    card: by,
                    left: left - 1,
                    discarded,
                });
                Applied::FREE
            } else {
                cards::finish_discards(s, seat, by, &discarded, rng);
                Applied::FREE
            }
        }
        Action::Split { metal } => {
            let p = &mut s.players[seat];
            p.pending = None;
            p.metal += metal as u16;
            p.energy += 4 - metal as u16;
            Applied::FREE
        }
        Action::RerollPick { face } => {
            if let Some(Pending::Reroll { chosen }) = &mut s.players[seat].pending {
                chosen[face as usize - 1] += 1;
            }
            Applied::FREE
        }
        Action::RerollDone => {
            let p = &mut s.players[seat];
            if let Some(Pending::Reroll { chosen }) = p.pending.take() {
                for (i, &n) in chosen.iter().enumerate() {
                    for _ in 0..n {
                        p.free[i] -= 1;
                        p.free[rng.die() as usize - 1] += 1;
                    }
                }
            }
            Applied::COMMIT
        }
        Action::EndWork => {
            let p = &mut s.players[seat];
            if p.resources() > RESOURCE_LIMIT || p.hand.len() > HAND_LIMIT {
                p.pending = Some(Pending::Limits);
            } else {
                p.done = true;
            }
            Applied::COMMIT
        }
        Action::DropMetal | Action::DropEnergy | Action::DropCard { .. } => {
            let p = &mut s.players[seat];
            match *a {
                Action::DropMetal => p.metal -= 1,
                Action::DropEnergy => p.energy -= 1,
                Action::DropCard { card } => {
                    p.take_from_hand(card);
                    s.discard.push(card);
                }
                _ => {}
            }
            let p = &mut s.players[seat];
            if p.resources() <= RESOURCE_LIMIT && p.hand.len() <= HAND_LIMIT {
                p.pending = None;
                p.done = true;
            }
            Applied::FREE
        }
        _ => Applied::FREE,
    };
    if s.players.iter().all(|p| p.done) {
        round::end_work(s, rng);
        return Applied::COMMIT;
    }
    applied
}

/// Headquarters (기본 행동): Research draws 1, Generate gives the face in energy (1–3 only),
/// Mine gives 1 metal (4–6 only); +1 when the face matches a die already there (일치 보너스).
fn place(s: &mut State, seat: usize, hq: Hq, face: u8, rng: &mut GameRng) {
    let p = &mut s.players[seat];
    p.free[face as usize - 1] -= 1;
    let bonus = p.hq[hq as usize].contains(&face) as u16;
    p.hq[hq as usize].push(face);
    match hq {
        Hq::Research => decks::draw_to_hand(s, seat, 1 + bonus as usize, rng),
        Hq::Generate => p.energy += face as u16 + bonus,
        Hq::Mine => p.metal += 1 + bonus,
    }
}

/// Pays dice, metal and energy, marks the card used, then resolves its reward. Activation is
/// whole or not at all (FACTS.md Q8): everything was checked in `legal`.
fn activate(
    s: &mut State,
    seat: usize,
    card: Bp,
    copy: bool,
    dice: [u8; 3],
    opt: u8,
    rng: &mut GameRng,
) -> Applied {
    let p = &mut s.players[seat];
    p.used |= if copy {
        Bp::Replicator.bit()
    } else {
        card.bit()
    };
    p.energy -= cards::energy_cost(card, dice, opt) + copy as u16;
    p.metal -= cards::metal_cost(card, dice);
    if !cards::trains(card) {
        let sits_on = if copy { Bp::Replicator } else { card };
        for &f in dice.iter().filter(|&&f| f > 0) {
            p.free[f as usize - 1] -= 1;
            p.on_cards.push((sits_on, f));
        }
    }
    // Draws and rolls are commit points; `perform` and the match see those for themselves.
    cards::resolve(s, seat, card, dice, opt, rng);
    Applied::FREE
}

/// The dice a seat holds this round, for the invariants: unplaced + placed + still to set.
pub fn dice_accounted(p: &Player) -> u8 {
    let unset = match p.pending {
        Some(Pending::SetDice { left }) => left,
        _ => 0,
    };
    p.free_dice() + p.hq.iter().map(|h| h.len() as u8).sum::<u8>() + p.on_cards.len() as u8 + unset
}

/// Cards of one type in a compound (the Machine's production check counts these).
pub fn count_kind(compound: &[Bp], kind: Kind) -> usize {
    compound.iter().filter(|c| c.kind() == kind).count()
}
