//! Expansion (FACTS §5.5): Holy Indulgence, then each player in order places tokens, fights
//! competitions, or buys a card with tokens.

use crate::actions::Action;
use crate::cards;
use crate::data::{self, Kind, Pid, adv};
use crate::reach::{Reach, reach_at, reaches};
use crate::seats::Seats;
use crate::state::{Pending, Ship, State};
use crate::tables::{Provinces, bit, each, tables};
use smokestack_core::GameRng;

/// Holy Indulgence (FACTS §5.5): each owner takes 2 expansion tokens from each non-owner: the
/// owner takes them from his own stock ($1 from the bank per missing token); the non-owner
/// loses 2 from his expansion tokens ($1 per missing token paid; if he can do neither, +1
/// misery: PROVISIONAL, S-PJ).
pub fn holy_indulgence(s: &mut State) {
    let alive: Vec<usize> = s.alive().map(usize::from).collect();
    let owners: Vec<usize> = alive
        .iter()
        .copied()
        .filter(|&p| s.players[p].has(adv::HOLY_INDULGENCE))
        .collect();
    for &o in &owners {
        for &n in alive.iter().filter(|&&n| !owners.contains(&n)) {
            let give = s.players[n].pool.min(2);
            s.players[n].pool -= give;
            s.players[n].stock += give;
            let missing = 2 - give as u32;
            let paid = missing.min(s.players[n].cash);
            s.players[n].cash -= paid;
            if give == 0 && paid == 0 {
                crate::misery::worse(s, n, 1);
            }
            let take = s.players[o].stock.min(2);
            s.players[o].stock -= take;
            s.players[o].pool += take;
            s.players[o].cash += 2 - take as u32;
        }
    }
}

/// The provinces `seat` may hold pieces in as far as overseas boxes go (FACTS §2.4: at most
/// the Ocean Navigation level of boxes): every other province, the boxes already held, and
/// any box while fewer than the level are held.
fn overseas_ok(s: &State, seat: usize) -> Provinces {
    let t = tables();
    let held = each(t.overseas)
        .filter(|&p| s.spaces[p as usize].held_by(seat))
        .fold(0, |acc, p| acc | bit(p));
    match s.players[seat].ship {
        Ship::Ocean(k) if held.count_ones() < k as u32 => !0,
        _ => !t.overseas | held,
    }
}

/// Whether `seat` may hold `p` as far as overseas boxes go (FACTS §3.2 Ocean Navigation).
pub fn overseas_ok_at(s: &State, seat: usize, p: Pid) -> bool {
    overseas_ok(s, seat) & bit(p) != 0
}

/// Room left for `n` tokens shipped into `p`.
fn capacity_ok(s: &State, r: Reach, p: Pid, n: u32) -> bool {
    match r {
        Reach::No => false,
        Reach::Land => true,
        Reach::Sea(cap) => s.shipped[p as usize] as u32 + n <= cap as u32,
    }
}

/// Other players with pieces in `p`.
fn defenders(s: &State, seat: usize, p: Pid) -> Seats {
    let sp = &s.spaces[p as usize];
    (0..s.players.len())
        .filter(|&o| o != seat && sp.held_by(o))
        .collect()
}

/// Whether another player has pieces in `p` (`defenders` is not empty).
fn defended(s: &State, seat: usize, p: Pid) -> bool {
    let sp = &s.spaces[p as usize];
    let n = s.players.len();
    sp.dom
        .is_some_and(|o| o as usize != seat && (o as usize) < n)
        || (0..n).any(|o| o != seat && sp.tokens[o] > 0)
}

/// Arms advantage of `a` over `b` this turn (FACTS §4.3): a stronger card than any `b` played.
pub fn arms_over(s: &State, a: usize, b: usize) -> bool {
    let best = |x: usize| {
        s.arms
            .iter()
            .filter(|&&(o, _)| o as usize == x)
            .map(|&(_, k)| k)
            .max()
            .unwrap_or(0)
    };
    best(a) > best(b)
}

/// Tokens `seat` must commit to win a competition in `p` (FACTS §5.5).
pub fn required(s: &State, seat: usize, p: Pid) -> u32 {
    let d = data::data();
    let pr = &d.provinces[p as usize];
    let sp = &s.spaces[p as usize];
    let size = pr.size as i32;
    let defs = defenders(s, seat, p);
    // Base: market size + others' tokens, a marker counting as the size; a defender's pieces
    // count double in his own capital.
    let mut need = size;
    for &o in &defs {
        let mut n = sp.tokens[o] as i32;
        if sp.dom == Some(o as u8) {
            n += size;
        }
        if s.players[o].capital == Some(p) {
            n *= 2;
        }
        need += n;
    }
    // Supporting satellites of a defender holding the marker (FACTS §2.5, §5.5).
    let sats = || pr.supported_by.iter().map(|&q| q as usize);
    if let Some(o) = sp.dom.filter(|&o| o as usize != seat) {
        need += sats()
            .filter(|&q| s.spaces[q].controlled_by(o as usize))
            .count() as i32;
    }
    // Cosmopolitan (FACTS §3.1 Y): own controlled satellites pointing here.
    if s.players[seat].has(adv::COSMOPOLITAN) {
        need -= sats().filter(|&q| s.spaces[q].controlled_by(seat)).count() as i32;
    }
    // Arms (FACTS §4.3).
    if !defs.is_empty() && defs.iter().all(|&o| arms_over(s, seat, o)) {
        need -= 1;
    }
    if defs.iter().any(|&o| arms_over(s, o, seat)) {
        need += 1;
    }
    // Nationalism (FACTS §3.1 W): inside the own capital's area.
    let home = |x: usize| {
        s.players[x]
            .capital
            .map(|c| d.provinces[c as usize].area == pr.area)
            .unwrap_or(false)
    };
    let nat = |x: usize| s.players[x].has(adv::NATIONALISM) && home(x);
    if nat(seat) && !defs.iter().any(|&o| nat(o)) {
        need -= 1;
    }
    if defs.iter().any(|&o| nat(o)) && !nat(seat) {
        need += 1;
    }
    // The attacker's own tokens count double in his own capital.
    if s.players[seat].capital == Some(p) {
        need = (need + 1) / 2;
    }
    need.max(size) as u32
}

pub fn legal(s: &State, seat: usize, out: &mut Vec<Action>) {
    let d = data::data();
    let pl = &s.players[seat];
    let r = reaches(s, seat);
    if pl.pool > 0 {
        // One look at each reached province: room for a token without competition, and
        // others' pieces to compete with.
        let (mut free, mut contested) = (0, 0);
        let (spaces, provinces) = (s.spaces.as_slice(), d.provinces.as_slice());
        for p in each(r.all() & overseas_ok(s, seat)) {
            let sp = &spaces[p as usize];
            let pr = &provinces[p as usize];
            let room = match pr.kind {
                Kind::Satellite => sp.total() == 0,
                _ => sp.dom.is_none() && sp.total() < pr.size as u32,
            };
            if room {
                free |= bit(p);
            }
            // The tokens needed are never fewer than the market size (`required`).
            if sp.dom != Some(seat as u8) && pr.size <= pl.pool && defended(s, seat, p) {
                contested |= bit(p);
            }
        }
        for p in each(free) {
            if capacity_ok(s, r.at(p), p, 1) {
                out.push(Action::Place(p));
            }
        }
        for p in each(contested) {
            let need = required(s, seat, p);
            if need <= pl.pool as u32 && capacity_ok(s, r.at(p), p, need) {
                out.push(Action::Attack(p));
                if cathedral_ok(s, seat, p) {
                    out.push(Action::CathedralAttack(p));
                }
            }
        }
    }
    if !pl.expansion_card
        && (pl.pool as u32) >= data::expansion_card_cost(s.expansion_cards)
        && !cards::deck_spent(s)
    {
        out.push(Action::BuyCardWithTokens);
    }
    out.push(Action::Done);
}

/// Tokens placed white side up; a market full of one player's tokens becomes his (white)
/// domination marker (FACTS §5.5).
fn place(s: &mut State, seat: usize, p: Pid, r: Reach) {
    let d = data::data();
    if let Reach::Sea(_) = r {
        s.shipped[p as usize] += 1;
    }
    s.players[seat].pool -= 1;
    let sp = &mut s.spaces[p as usize];
    sp.tokens[seat] += 1;
    sp.fresh[seat] += 1;
    let pr = &d.provinces[p as usize];
    if pr.kind != Kind::Satellite && sp.tokens[seat] >= pr.size && s.players[seat].markers > 0 {
        dominate(s, seat, p);
    }
}

fn dominate(s: &mut State, seat: usize, p: Pid) {
    let sp = &mut s.spaces[p as usize];
    s.players[seat].stock += sp.tokens[seat];
    sp.tokens[seat] = 0;
    sp.fresh[seat] = 0;
    sp.dom = Some(seat as u8);
    sp.dom_fresh = true;
    s.players[seat].markers -= 1;
}

/// A competition (FACTS §5.5): commit the tokens, then (unless a defender's Cathedral is to be
/// asked about first) roll.
fn attack(s: &mut State, seat: usize, p: Pid, r: Reach, rng: &mut GameRng, cathedral: bool) {
    let need = required(s, seat, p);
    if let Reach::Sea(_) = r {
        s.shipped[p as usize] += need as u8;
    }
    s.players[seat].pool -= need as u8;
    s.players[seat].stock += need as u8;
    if cathedral {
        resolve(s, seat, p, rng, Some(true));
        return;
    }
    // Living rules (FACTS §3.1 H "attack or defence"): a defender owning Cathedral may declare
    // it against a non-owner before the roll, once per turn against each.
    if let Some(d) = next_cathedral_defender(s, seat, p, None) {
        s.pending = Some(Pending::Defend {
            seat: d,
            attacker: seat as u8,
            province: p,
        });
        return;
    }
    resolve(s, seat, p, rng, None);
}

/// Cathedral in defence (living rules, FACTS §3.1 H) with one or several defenders: the
/// defenders who may declare it are asked in Order of Play; the first to declare wins the
/// competition for the whole defending side (it is one competition, fought together). This
/// returns the next one to ask after `after` (`None`: the first).
pub fn next_cathedral_defender(s: &State, seat: usize, p: Pid, after: Option<u8>) -> Option<u8> {
    if !s.rules().living() || s.players[seat].has(adv::CATHEDRAL) {
        return None;
    }
    let from = after.map_or(0, |a| s.place(a) + 1);
    let defs = defenders(s, seat, p);
    // Rules version 1 asked only a lone defender.
    if s.v1() && defs.len() != 1 {
        return None;
    }
    s.order.iter().skip(from).copied().find(|&o| {
        defs.contains(&(o as usize))
            && s.players[o as usize].has(adv::CATHEDRAL)
            && !s.cathedral_used.contains(&(o, seat as u8))
    })
}

/// PROVISIONAL (FACTS §5.5; the Korean text: several players' tokens in one province are
/// attacked "together", "함께 공격해야 합니다", and says nothing of their dice): the defenders
/// are one side of one competition, so one die is rolled for the defending side, whoever its
/// players are; the attacker's arms tie-break needs an advantage over every defender (as the
/// −1 token in `required` does).
fn defence_die(rng: &mut GameRng) -> u8 {
    rng.die()
}

/// The roll (FACTS §5.5): the attacker wins if the coloured die beats his Order-of-Play box
/// (Proselytism: equals it), or his die beats the defending side's (`defence_die`), or they tie
/// and he has an arms advantage. `fixed` is a Cathedral's decision (no roll).
pub fn resolve(s: &mut State, seat: usize, p: Pid, rng: &mut GameRng, fixed: Option<bool>) {
    let d = data::data();
    let defs = defenders(s, seat, p);
    let (c, x, y) = if fixed.is_some() {
        (0, 0, 0)
    } else {
        let c = rng.die();
        let x = rng.die();
        (c, x, defence_die(rng))
    };
    let boxn = s.order_box(seat as u8);
    let by_order = if s.players[seat].has(adv::PROSELYTISM) {
        c >= boxn
    } else {
        c > boxn
    };
    let won = fixed.unwrap_or(
        by_order
            || x > y
            || (x == y && !defs.is_empty() && defs.iter().all(|&o| arms_over(s, seat, o))),
    );
    s.last_fight = Some((seat as u8, p, c, x, y, won));
    if !won {
        return;
    }
    let held_marker = s.spaces[p as usize].dom.filter(|&o| o as usize != seat);
    // Every other piece goes back; the attacker takes the province with a white marker
    // (a token on a satellite).
    for &o in &defs {
        let sp = &mut s.spaces[p as usize];
        if sp.dom == Some(o as u8) {
            sp.dom = None;
            sp.dom_fresh = false;
            s.players[o].markers += 1;
        }
        let sp = &mut s.spaces[p as usize];
        s.players[o].stock += sp.tokens[o];
        sp.tokens[o] = 0;
        sp.fresh[o] = 0;
    }
    let pr = &d.provinces[p as usize];
    if pr.kind == Kind::Satellite || s.players[seat].markers == 0 {
        // A satellite holds one token; without a marker left the market keeps tokens.
        let want = if pr.kind == Kind::Satellite {
            1
        } else {
            pr.size
        };
        let sp = &mut s.spaces[p as usize];
        let add = want
            .saturating_sub(sp.tokens[seat])
            .min(s.players[seat].stock);
        s.players[seat].stock -= add;
        let sp = &mut s.spaces[p as usize];
        sp.tokens[seat] += add;
        sp.fresh[seat] += add;
    } else {
        dominate(s, seat, p);
    }
    card_swap(s, seat, p, &defs, held_marker);
}

/// After a won competition, once per turn (FACTS §3.1 N and J, §6 #4): living rules' Written
/// Record forces a defeated non-owner to swap a card; the original Wind/Watermill may try it
/// against a player who held the market with a marker (tokens = market size, d6 ≤ size).
fn card_swap(s: &mut State, seat: usize, p: Pid, defs: &[usize], held: Option<u8>) {
    let d = data::data();
    let me = &s.players[seat];
    if me.swap_used || me.hand.is_empty() {
        return;
    }
    let size = d.provinces[p as usize].size;
    let victim = if s.rules().living() {
        if !me.has(adv::WRITTEN_RECORD) {
            return;
        }
        // With several defeated non-owners the winner chooses his victim (rules version 1: the
        // first in seat order).
        let among: Vec<usize> = defs
            .iter()
            .copied()
            .filter(|&o| !s.players[o].has(adv::WRITTEN_RECORD) && !s.players[o].hand.is_empty())
            .collect();
        if among.len() > 1 && !s.v1() {
            s.pending = Some(Pending::SwapVictim {
                seat: seat as u8,
                province: p,
                among: among.iter().fold(0, |m, &o| m | 1 << o),
            });
            return;
        }
        among.first().copied()
    } else {
        if !me.has(adv::J) || me.pool < size {
            return;
        }
        held.map(usize::from)
            .filter(|&o| !s.players[o].hand.is_empty())
    };
    if let Some(v) = victim {
        s.pending = Some(Pending::Swap {
            seat: seat as u8,
            victim: v as u8,
            province: p,
        });
    }
}

/// Cathedral (FACTS §3.1 H, §5.5): once per turn against each non-owner, win a competition
/// without rolling; not where any defender owns Cathedral.
pub fn cathedral_ok(s: &State, seat: usize, p: Pid) -> bool {
    if !s.players[seat].has(adv::CATHEDRAL) {
        return false;
    }
    let defs = defenders(s, seat, p);
    !defs.is_empty()
        && defs.iter().all(|&o| {
            !s.players[o].has(adv::CATHEDRAL) && !s.cathedral_used.contains(&(seat as u8, o as u8))
        })
}

/// Returns true when the seat has finished its expansion.
pub fn perform(s: &mut State, seat: usize, a: &Action, rng: &mut GameRng) -> bool {
    match *a {
        Action::Place(p) => {
            let r = reach_at(s, seat, p);
            place(s, seat, p, r);
        }
        Action::Attack(p) => {
            let r = reach_at(s, seat, p);
            attack(s, seat, p, r, rng, false);
        }
        Action::CathedralAttack(p) => {
            let r = reach_at(s, seat, p);
            for o in defenders(s, seat, p) {
                s.cathedral_used.push((seat as u8, o as u8));
            }
            attack(s, seat, p, r, rng, true);
        }
        Action::BuyCardWithTokens => {
            let cost = data::expansion_card_cost(s.expansion_cards) as u8;
            let pl = &mut s.players[seat];
            pl.pool -= cost;
            pl.stock += cost;
            pl.expansion_card = true;
            s.expansion_cards += 1;
            cards::draw(s, seat, rng);
        }
        Action::Done => {
            // Unplaced expansion tokens go back to stock.
            let pl = &mut s.players[seat];
            pl.stock += pl.pool;
            pl.pool = 0;
            s.shipped.iter_mut().for_each(|x| *x = 0);
            return true;
        }
        _ => {}
    }
    false
}
