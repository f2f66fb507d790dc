//! History cards: the deck and its epochs (FACTS §1, §4.4), Draw Cards with the buy-off (FACTS
//! §5.4), Buy Card (FACTS §5.1) and Play Cards: commodity payouts (FACTS §4.1), leaders (FACTS
//! §4.2) and events (FACTS §4.0).

use crate::actions::Action;
use crate::data::{self, CardKind, Category, Commodity, Event, Kind, adv};
use crate::misery;
use crate::state::{Pending, State};
use smokestack_core::GameRng;

/// Draws the top card for `seat`. An empty deck starts the next epoch: the played circle cards
/// are shuffled with its cards (FACTS §1); after the last epoch played, the game's last turn
/// has begun (FACTS §5.8 end condition 1) and no card comes.
pub fn draw(s: &mut State, seat: usize, rng: &mut GameRng) {
    if s.deck.is_empty() {
        next_epoch(s, rng);
    }
    if let Some(c) = s.deck.pop() {
        s.draws += 1;
        s.players[seat].hand.push(c);
    }
}

fn next_epoch(s: &mut State, rng: &mut GameRng) {
    if s.epoch >= s.options.epochs {
        s.last_turn = true;
        return;
    }
    s.epoch += 1;
    let mut new = std::mem::take(&mut s.future[s.epoch as usize - 2]);
    new.append(&mut s.discard);
    new.append(&mut s.withheld);
    rng.shuffle(&mut new);
    s.deck = new;
}

/// Draw Cards (FACTS §5.4): the first player may remove shortage/surplus markers, each for the
/// commodity's base value (any number: PROVISIONAL, FACTS §8 #10).
pub fn buyoff_legal(s: &State, seat: usize, out: &mut Vec<Action>) {
    let d = data::data();
    for c in Commodity::ALL {
        if s.market[c.index()] != 0 && s.players[seat].cash >= d.row(c).base {
            out.push(Action::BuyOff(c));
        }
    }
    out.push(Action::Done);
}

pub fn buyoff(s: &mut State, seat: usize, c: Commodity) {
    let m = &mut s.market[c.index()];
    *m -= m.signum();
    s.players[seat].cash -= data::data().row(c).base;
}

/// Everyone draws one card, in order; nobody draws in turn 1 (FACTS §5.1).
pub fn draw_phase(s: &mut State, rng: &mut GameRng) {
    if s.turn <= 1 {
        return;
    }
    for seat in s.order.clone() {
        if !s.players[seat as usize].out() {
            draw(s, seat as usize, rng);
        }
    }
}

/// Buy Card (FACTS §5.1, §3.1 V and P): Urban Ascendancy buys one more card for $10; Master
/// Art discards one card.
pub fn buy_card_legal(s: &State, seat: usize, out: &mut Vec<Action>) {
    let p = &s.players[seat];
    if p.has(adv::URBAN_ASCENDANCY) && !p.extra_card && p.cash >= 10 && !deck_spent(s) {
        out.push(Action::BuyExtraCard);
    }
    if p.has(adv::MASTER_ART) && !p.discarded {
        let mut seen = Vec::new();
        for &c in &p.hand {
            if !seen.contains(&c) {
                seen.push(c);
                out.push(Action::Discard(c));
            }
        }
    }
}

/// No card can come any more (the last epoch's deck is empty).
pub fn deck_spent(s: &State) -> bool {
    s.deck.is_empty() && s.epoch >= s.options.epochs
}

/// Whether the card can be played now, or is a misery burden (FACTS §4.0 voids).
pub fn playable(s: &State, card: u8) -> bool {
    let d = data::data();
    match d.cards[card as usize].kind {
        CardKind::Commodity(_) | CardKind::Leader { .. } => true,
        CardKind::Event(e) => voided(s, e) != Some(true),
    }
}

/// Whether event `e` is voided now, a misery burden (FACTS §4.0 voids); `None` for the events
/// that never are.
pub fn voided(s: &State, e: Event) -> Option<bool> {
    let mut alive = s.alive().map(usize::from);
    Some(match e {
        Event::Armor | Event::Stirrups => s.arms_voided,
        Event::TheCrusades => s.mongols,
        Event::AlchemistsGold => !alive.any(|p| !s.players[p].has(adv::LAWS_OF_MATTER)),
        Event::MysticismAbounds => alive.all(|p| s.in_category(p, Category::Science) >= 4),
        Event::PapalDecree => s.strife_now || s.strife_epoch3,
        _ => return None,
    })
}

/// The `choice` values an event may take (its targets); `[0]` when it has none.
pub fn targets(s: &State, seat: usize, e: Event) -> Vec<u8> {
    let d = data::data();
    match e {
        // A chosen player, not immune, not owning Laws of Matter (FACTS §4.0).
        Event::AlchemistsGold => s
            .alive()
            .filter(|&p| !s.immune.contains(&p) && !s.players[p as usize].has(adv::LAWS_OF_MATTER))
            .collect(),
        // A domination marker anywhere except the New World and other players' capitals, not
        // of an immune player.
        Event::Rebellion => (0..d.provinces.len() as u8)
            .filter(|&p| match s.spaces[p as usize].dom {
                Some(o) => {
                    d.provinces[p as usize].area != data::NEW_WORLD
                        && !s.immune.contains(&o)
                        && (o as usize == seat || s.players[o as usize].capital != Some(p))
                }
                None => false,
            })
            .collect(),
        // Science (0), Religion (1) or Exploration (4).
        Event::PapalDecree => vec![0, 1, 4],
        // An area in play.
        Event::BlackDeath => (1..=8u8)
            .filter(|&a| data::area_in_play(a, s.seats()))
            .collect(),
        // War!: any other player (FACTS §4.0).
        Event::War => crate::war::targets(s, seat),
        // A player not immune (Civil War, FACTS §4.0).
        Event::CivilWar => s.alive().filter(|&p| !s.immune.contains(&p)).collect(),
        // A coastal province with a domination marker (Pirates/Vikings).
        Event::PiratesVikings => pirate_targets(s),
        // Any Area VI province (needs a marker on the mat).
        Event::TheCrusades => {
            if s.players[seat].markers == 0 {
                return Vec::new();
            }
            (0..d.provinces.len() as u8)
                .filter(|&p| {
                    d.provinces[p as usize].area == 6
                        && d.provinces[p as usize].kind != Kind::Satellite
                })
                .collect()
        }
        _ => vec![0],
    }
}

pub fn play_legal(s: &State, seat: usize, out: &mut Vec<Action>) {
    let d = data::data();
    let mut seen = Vec::new();
    for &c in &s.players[seat].hand {
        if seen.contains(&c) || !playable(s, c) {
            continue;
        }
        seen.push(c);
        match &d.cards[c as usize].kind {
            CardKind::Commodity(cs) => {
                for &k in cs {
                    out.push(Action::Play {
                        card: c,
                        choice: k as u8,
                    });
                }
            }
            CardKind::Leader { .. } => out.push(Action::Play { card: c, choice: 0 }),
            CardKind::Event(e) => {
                for t in targets(s, seat, *e) {
                    out.push(Action::Play { card: c, choice: t });
                }
            }
        }
    }
}

/// Coastal provinces holding a domination marker (Pirates/Vikings, FACTS §4.0).
pub fn pirate_targets(s: &State) -> Vec<u8> {
    let d = data::data();
    (0..d.provinces.len() as u8)
        .filter(|&p| d.provinces[p as usize].coastal && s.spaces[p as usize].dom.is_some())
        .collect()
}

/// Whether `seat` holds a card it could play now.
pub fn can_play(s: &State, seat: usize) -> bool {
    let mut v = Vec::new();
    play_legal(s, seat, &mut v);
    !v.is_empty()
}

/// The payout box a player with `n` markets of `c` is paid from (FACTS §4.1): shortage one box
/// up, surplus one down, Industry one up for its owner. Beyond the printed boxes the value
/// continues as base × n² (PROVISIONAL extrapolation, FACTS §4.1).
pub fn payout(s: &State, seat: usize, c: Commodity) -> u32 {
    let n = s.markets_of(seat, c) as i32;
    if n == 0 {
        return 0;
    }
    let shift = s.market[c.index()].signum() as i32 + i32::from(s.players[seat].has(adv::INDUSTRY));
    let boxn = (n + shift).max(0) as u32;
    data::data().row(c).base * boxn * boxn
}

pub fn play(s: &mut State, seat: usize, card: u8, choice: u8, rng: &mut GameRng) {
    let d = data::data();
    let hand = &mut s.players[seat].hand;
    if let Some(i) = hand.iter().position(|&c| c == card) {
        hand.remove(i);
    }
    match &d.cards[card as usize].kind {
        CardKind::Commodity(_) => {
            let c = Commodity::ALL[choice as usize % 12];
            let pays: Vec<u32> = (0..s.players.len()).map(|p| payout(s, p, c)).collect();
            for (p, pay) in pays.into_iter().enumerate() {
                if !s.players[p].out() {
                    s.players[p].cash += pay;
                }
            }
            // The marker is removed once a card of the commodity is played; of a double, one
            // remains (FACTS §4.1).
            let m = &mut s.market[c.index()];
            *m -= m.signum();
        }
        CardKind::Leader { discount, advances } => {
            // Printed Word (FACTS §4.2): the discount in cash for each named advance owned.
            if s.players[seat].has(adv::PRINTED_WORD) {
                let owned = advances.iter().filter(|&&a| s.players[seat].has(a)).count() as u32;
                s.players[seat].cash += discount * owned;
            }
            s.leaders.push((card, seat as u8));
            s.protection.push(0);
            // Leaders after the turn's first may be claimed by Patronage owners; their player
            // may protect them with cash (FACTS §4.2).
            let patrons = s
                .alive()
                .any(|p| p as usize != seat && s.players[p as usize].has(adv::PATRONAGE));
            if s.leaders.len() > 1 && patrons && s.players[seat].cash > 0 {
                s.pending = Some(Pending::Protect { seat: seat as u8 });
            }
        }
        CardKind::Event(e) => event(s, seat, *e, choice, rng),
    }
    misery::discard(s, card);
}

/// The events (FACTS §4.0).
fn event(s: &mut State, seat: usize, e: Event, choice: u8, rng: &mut GameRng) {
    let d = data::data();
    let alive: Vec<usize> = s.alive().map(usize::from).collect();
    // Enlightened Ruler's owners are spared the events it names.
    let exposed: Vec<usize> = alive
        .iter()
        .copied()
        .filter(|&p| !s.immune.contains(&(p as u8)))
        .collect();
    match e {
        Event::AlchemistsGold => {
            let p = &mut s.players[choice as usize];
            let half = p.written_cash.div_ceil(2).min(p.cash);
            p.cash -= half;
        }
        Event::Armor | Event::Stirrups | Event::LongBow | Event::Gunpowder => {
            let strength = e.arms_strength().unwrap_or(0);
            s.arms.push((seat as u8, strength));
            if strength >= 3 {
                s.arms_voided = true;
            }
        }
        Event::EnlightenedRuler => s.immune.push(seat as u8),
        Event::Famine => {
            let ia = s.improved_agriculture();
            for p in alive {
                let grain = s.markets_of(p, Commodity::Grain);
                let n = 4u32
                    .saturating_sub(grain)
                    .saturating_sub(u32::from(s.players[p].has(ia)));
                misery::worse(s, p, n);
            }
        }
        Event::MysticismAbounds => {
            for &p in &exposed {
                let n = 4u32.saturating_sub(s.in_category(p, Category::Science));
                misery::worse(s, p, n);
            }
        }
        Event::RevolutionaryUprisings => {
            for &p in &exposed {
                let n = s.in_category(p, Category::Commerce);
                misery::worse(s, p, n);
            }
        }
        Event::ReligiousStrife => {
            for &p in &exposed {
                let n = s.in_category(p, Category::Religion);
                misery::worse(s, p, n);
            }
            s.strife_now = true;
            if s.epoch >= 3 {
                s.strife_epoch3 = true;
            }
            // Voids a Papal Decree played the same turn.
            s.papal_ban = None;
        }
        Event::PapalDecree => s.papal_ban = Some(Category::ALL[choice as usize % 6]),
        Event::MongolArmies => {
            s.players[seat].cash += 10;
            s.mongols = true;
        }
        Event::Rebellion => reduce(s, choice as usize),
        Event::BlackDeath => {
            for p in 0..d.provinces.len() {
                if d.provinces[p].area != choice {
                    continue;
                }
                let sp = &mut s.spaces[p];
                for (i, t) in sp.tokens.iter_mut().enumerate().take(s.players.len()) {
                    s.players[i].stock += *t;
                    *t = 0;
                    sp.fresh[i] = 0;
                }
                reduce(s, p);
            }
        }
        Event::TheCrusades => {
            let p = choice as usize;
            clear(s, p);
            s.players[seat].markers -= 1;
            s.spaces[p].dom = Some(seat as u8);
            s.spaces[p].dom_fresh = false;
            misery::worse(s, seat, 1);
            s.crusades_now = true;
        }
        // Pirates/Vikings: one marker reduced in a coastal province; 2 in epoch 2, 3 in epoch 3.
        Event::PiratesVikings => {
            reduce(s, choice as usize);
            let left = s.epoch - 1;
            if left > 0 && !pirate_targets(s).is_empty() {
                s.pending = Some(Pending::Pirates {
                    seat: seat as u8,
                    left,
                });
            }
        }
        // Civil War: +1 misery; the marker in the victim's capital reduced to a token; the
        // victim loses half his written cash or half his tokens (his choice: `Pending`); he is
        // last in Order of Play from the start of Expansion.
        Event::CivilWar => {
            let v = choice as usize;
            misery::worse(s, v, 1);
            if s.players[v].out() {
                return;
            }
            if let Some(c) = s.players[v].capital
                && s.spaces[c as usize].dom == Some(v as u8)
            {
                reduce(s, c as usize);
            }
            s.civil_war = Some(v as u8);
            s.pending = Some(Pending::CivilWar { victim: v as u8 });
        }
        // War! (FACTS §4.0): `war.rs`.
        Event::War => crate::war::declare(s, seat, choice as usize, rng),
    }
}

/// Every piece in province `p` goes back to its owner.
pub fn clear(s: &mut State, p: usize) {
    let sp = &mut s.spaces[p];
    if let Some(o) = sp.dom.take() {
        s.players[o as usize].markers += 1;
    }
    sp.dom_fresh = false;
    for (i, t) in sp.tokens.iter_mut().enumerate().take(s.players.len()) {
        s.players[i].stock += *t;
        *t = 0;
        sp.fresh[i] = 0;
    }
}

/// A domination marker reduced to a token (FACTS §4.0 Rebellion, Black Death): the marker goes
/// back to the mat and one token from stock takes its place (none if the stock is empty).
pub fn reduce(s: &mut State, p: usize) {
    let sp = &mut s.spaces[p];
    if let Some(o) = sp.dom.take() {
        let fresh = sp.dom_fresh;
        sp.dom_fresh = false;
        let pl = &mut s.players[o as usize];
        pl.markers += 1;
        if pl.stock > 0 {
            pl.stock -= 1;
            sp.tokens[o as usize] += 1;
            if fresh {
                sp.fresh[o as usize] += 1;
            }
        }
    }
}
