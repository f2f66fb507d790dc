//! Purchase phase (FACTS §5.1, §5.6, §3, §3.2): ships, advances (credits, leaders,
//! Institutional Research, prerequisites), misery relief, then stabilization.

use crate::actions::Action;
use crate::data::{self, Category, adv};
use crate::misery;
use crate::state::{Ship, State};
use crate::tables::{category_index, each_advance, tables};

/// The category each of whose advances moves its buyer one misery space up when bought
/// (FACTS §3).
pub const MISERY_CATEGORY: Category = Category::Religion;

/// Misery spaces Human Body adds on purchase (the Korean rules text; FACTS says −1).
pub const HUMAN_BODY_MISERY: u32 = 1;

/// The price of advance `a` for `seat` now (FACTS §3): its cost less the credits of the same
/// category's advances owned from earlier turns, the best leader discount of a leader this
/// seat played this turn, and Institutional Research's $10; never below 0.
pub fn price(s: &State, seat: usize, a: u8) -> u32 {
    let d = data::data();
    let p = &s.players[seat];
    let this = &d.advances[a as usize];
    let col = s.rules().credit_column();
    let earlier = p.advances & !p.bought_now & !(1 << a);
    let same = earlier & tables().category[category_index(this.category)];
    let credits: u32 = each_advance(same)
        .map(|b| d.advances[b as usize].credit[col])
        .sum();
    let leader = s
        .leaders
        .iter()
        .enumerate()
        .filter(|&(k, &(_, owner))| {
            owner as usize == seat || s.claims.contains(&(k as u8, seat as u8))
        })
        .filter_map(|(_, &(card, _))| leader_discount(s, seat, card, a))
        .max()
        .unwrap_or(0);
    let research = if p.has(adv::INSTITUTIONAL_RESEARCH)
        && p.bought_now & (1 << adv::INSTITUTIONAL_RESEARCH) == 0
        && !matches!(this.category, Category::Civics | Category::Religion)
    {
        10
    } else {
        0
    };
    this.cost.saturating_sub(credits + leader + research)
}

/// A leader card's discount on advance `a` (FACTS §4.2): Walter $30 when The Crusades was
/// played this turn, Marco Polo $40 once Mongol Armies has been played; the original Written
/// Record adds $10.
pub fn leader_discount(s: &State, seat: usize, card: u8, a: u8) -> Option<u32> {
    let d = data::data();
    let c = &d.cards[card as usize];
    let data::CardKind::Leader { discount, advances } = &c.kind else {
        return None;
    };
    if !advances.contains(&a) {
        return None;
    }
    let mut v = *discount;
    if let Some((e, raised)) = raise(card)
        && raised_now(s, e)
    {
        v = raised;
    }
    if !s.rules().living() && s.players[seat].has(adv::WRITTEN_RECORD) {
        v += 10;
    }
    Some(v)
}

/// A leader whose discount rises once an event is played (FACTS §4.2): the event and the
/// raised discount. Walter the Penniless gives $30 in a turn The Crusades is played, Marco Polo
/// $40 once Mongol Armies has been played.
pub fn raise(card: u8) -> Option<(data::Event, u32)> {
    match data::data().cards.get(card as usize)?.name.as_str() {
        "Walter the Penniless" => Some((data::Event::TheCrusades, 30)),
        "Marco Polo" => Some((data::Event::MongolArmies, 40)),
        _ => None,
    }
}

/// Whether event `e` raises a leader's discount now (`raise`): The Crusades in the turn it is
/// played, Mongol Armies from then on.
pub fn raised_now(s: &State, e: data::Event) -> bool {
    match e {
        data::Event::TheCrusades => s.crusades_now,
        data::Event::MongolArmies => s.mongols,
        _ => false,
    }
}

pub fn prereqs_met(s: &State, seat: usize, a: u8) -> bool {
    let col = usize::from(s.rules().living());
    let needed = tables().prereq[col][a as usize];
    s.players[seat].advances & needed == needed
}

pub fn may_buy(s: &State, seat: usize, a: u8) -> bool {
    let d = data::data();
    let p = &s.players[seat];
    !p.has(a)
        && prereqs_met(s, seat, a)
        && s.papal_ban != Some(d.advances[a as usize].category)
        && price(s, seat, a) <= p.cash
}

/// Ships (FACTS §3.2): one purchase or upgrade per turn, $10 each.
pub fn ship_upgrade(ship: Ship) -> Option<Ship> {
    match ship {
        Ship::None => Some(Ship::Galley(2)),
        Ship::Galley(n) if n < 8 => Some(Ship::Galley(n + 2)),
        Ship::Seaworthy(n) if n < 16 => Some(Ship::Seaworthy(n + 2)),
        Ship::Ocean(n) if n < 4 => Some(Ship::Ocean(n + 1)),
        _ => None,
    }
}

pub fn legal(s: &State, seat: usize, out: &mut Vec<Action>) {
    let p = &s.players[seat];
    if p.stabilizing {
        let cost = stabilization(s, seat);
        if p.cash >= cost {
            out.push(Action::PayStabilization);
        }
        out.push(Action::RefuseStabilization);
        return;
    }
    if !p.ship_bought && p.cash >= 10 && ship_upgrade(p.ship).is_some() {
        out.push(Action::BuyShip);
    }
    for a in 0..26u8 {
        if may_buy(s, seat, a) {
            out.push(Action::BuyAdvance(a));
        }
    }
    // Living rules (FACTS §6 #9): Master Art also discards one card at once when bought.
    if s.rules().living() && p.bought_now & (1 << adv::MASTER_ART) != 0 && !p.art_discard {
        let mut seen = Vec::new();
        for &c in &p.hand {
            if !seen.contains(&c) {
                seen.push(c);
                out.push(Action::Discard(c));
            }
        }
    }
    for k in claimable(s, seat) {
        out.push(Action::Claim(k));
    }
    if misery::may_relieve(s, seat) {
        out.push(Action::Relief);
    }
    out.push(Action::Done);
}

/// Patronage (FACTS §4.2): leaders played by others this turn whose discount `seat` may claim.
/// The first leader of the turn is protected; the second may be claimed by one other player,
/// the third by two, later ones by any number (living rules). A claim pays the leader's
/// protection money to its player.
pub fn claimable(s: &State, seat: usize) -> Vec<u8> {
    let d = data::data();
    if !s.players[seat].has(adv::PATRONAGE) {
        return Vec::new();
    }
    (1..s.leaders.len())
        .filter(|&k| {
            let (card, owner) = s.leaders[k];
            let claims = s.claims.iter().filter(|c| c.0 as usize == k).count();
            let named = match &d.cards[card as usize].kind {
                data::CardKind::Leader { advances, .. } => {
                    advances.iter().any(|&a| !s.players[seat].has(a))
                }
                _ => false,
            };
            owner as usize != seat
                && !s.claims.contains(&(k as u8, seat as u8))
                && s.protection.get(k).copied().unwrap_or(0) <= s.players[seat].cash
                && (k >= 3 || claims < k)
                && named
        })
        .map(|k| k as u8)
        .collect()
}

/// Stabilization (FACTS §5.6): n(n+1)/2 for n cards held, misery burdens included; Middle
/// Class halves it (rounded up).
pub fn stabilization(s: &State, seat: usize) -> u32 {
    let p = &s.players[seat];
    data::stabilization_cost(p.hand.len() as u32, p.has(adv::MIDDLE_CLASS))
}

/// Returns true when the seat has finished the phase.
pub fn perform(s: &mut State, seat: usize, a: &Action) -> bool {
    match *a {
        Action::BuyShip => {
            let p = &mut s.players[seat];
            p.cash -= 10;
            p.ship = ship_upgrade(p.ship).unwrap_or(p.ship);
            p.ship_bought = true;
        }
        Action::BuyAdvance(a) => buy(s, seat, a),
        Action::Claim(k) => {
            let pay = s.protection.get(k as usize).copied().unwrap_or(0);
            let owner = s.leaders[k as usize].1 as usize;
            s.players[seat].cash -= pay;
            s.players[owner].cash += pay;
            s.claims.push((k, seat as u8));
        }
        Action::Discard(c) => {
            let h = &mut s.players[seat].hand;
            if let Some(k) = h.iter().position(|&x| x == c) {
                h.remove(k);
            }
            s.players[seat].art_discard = true;
            misery::discard(s, c);
        }
        Action::Relief => {
            let (price, used) = misery::relief_price(s, seat);
            let p = &mut s.players[seat];
            p.cash -= price;
            p.mr_left -= used;
            p.relief_taken += 1;
            misery::better(s, seat, 1);
        }
        Action::Done => {
            if stabilization(s, seat) == 0 {
                return true;
            }
            s.players[seat].stabilizing = true;
        }
        Action::PayStabilization => {
            let cost = stabilization(s, seat);
            let p = &mut s.players[seat];
            p.cash -= cost;
            p.stabilizing = false;
            return true;
        }
        Action::RefuseStabilization => {
            let cost = stabilization(s, seat);
            let n = misery::spaces_for(s.players[seat].misery, cost);
            s.players[seat].stabilizing = false;
            misery::worse(s, seat, n);
            return true;
        }
        _ => {}
    }
    false
}

/// Buying an advance (FACTS §3, §3.1): its effects on purchase.
fn buy(s: &mut State, seat: usize, a: u8) {
    let d = data::data();
    let cost = price(s, seat, a);
    let adv_row = &d.advances[a as usize];
    {
        let p = &mut s.players[seat];
        p.cash -= cost;
        p.advances |= 1 << a;
        p.bought_now |= 1 << a;
        p.mr_left += adv_row.mr;
    }
    // Each Religion advance: +1 misery (FACTS §3).
    if adv_row.category == MISERY_CATEGORY {
        misery::worse(s, seat, 1);
    }
    // Improved Agriculture: −1 misery on purchase (FACTS §3.1 J/K).
    if a == s.improved_agriculture() {
        misery::better(s, seat, 1);
    }
    // Human Body: the Korean rules text says buying it raises misery one space ("인체연구[B]을
    // 구매하면 즉시 자신의 불행 지수가 한 칸 상승합니다"); FACTS §3/§3.1 B reads that as a
    // garble and gives −1. The rulebook wins here; this is the one place to change.
    if a == adv::HUMAN_BODY {
        misery::worse(s, seat, HUMAN_BODY_MISERY);
    }
    // Seaworthy Vessels and Ocean Navigation move the ship marker (FACTS §3.2).
    let p = &mut s.players[seat];
    if a == adv::SEAWORTHY && !matches!(p.ship, Ship::Ocean(_)) {
        p.ship = Ship::Seaworthy(10);
    }
    if a == adv::OCEAN_NAVIGATION {
        p.ship = Ship::Ocean(1);
    }
    misery::set_bonus(s, seat);
}
