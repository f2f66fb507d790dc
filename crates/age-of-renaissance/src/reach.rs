//! Where a player may expand (FACTS §3.2, §2.1, §2.2): by land from controlled provinces and
//! the own capital (Caravan: two steps), and by ship within the ship marker's range and
//! capacity.

use crate::data::{self, FAR_EAST, Kind, NEW_WORLD, Pid, adv};
use crate::state::{Ship, State};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    No,
    /// Any number of tokens.
    Land,
    /// By ship: at most this many tokens per province this turn.
    Sea(u8),
}

/// Whether `seat` may enter or pass through province `p` at all: its area is in play, Area V
/// needs Overland East (FACTS §2.1), the Far East Ocean Navigation, the New World the New World
/// advance as well (FACTS §2.4).
pub fn enterable(s: &State, seat: usize, p: Pid) -> bool {
    let d = data::data();
    let pr = &d.provinces[p as usize];
    let pl = &s.players[seat];
    if !data::area_in_play(pr.area, s.seats()) {
        return false;
    }
    match pr.area {
        5 => pl.has(adv::OVERLAND_EAST),
        FAR_EAST => matches!(pl.ship, Ship::Ocean(_)),
        NEW_WORLD => matches!(pl.ship, Ship::Ocean(_)) && pl.has(adv::NEW_WORLD),
        _ => true,
    }
}

/// Provinces expansion starts from: controlled ones and the own capital (FACTS §1).
fn sources(s: &State, seat: usize) -> Vec<Pid> {
    let mut v: Vec<Pid> = (0..s.spaces.len() as Pid)
        .filter(|&p| s.spaces[p as usize].controlled_by(seat))
        .collect();
    if let Some(c) = s.players[seat].capital
        && !v.contains(&c)
    {
        v.push(c);
    }
    v
}

/// How `seat` reaches every province now.
pub fn reach(s: &State, seat: usize) -> Vec<Reach> {
    let d = data::data();
    let n = d.provinces.len();
    let mut out = vec![Reach::No; n];
    let src = sources(s, seat);
    // Land (FACTS §3.2): adjacent to a source; Caravan through one province free of other
    // players' controlled pieces.
    let blocked = |p: Pid| {
        let sp = &s.spaces[p as usize];
        (0..s.players.len()).any(|o| o != seat && sp.controlled_by(o))
    };
    let caravan = s.players[seat].has(adv::CARAVAN);
    for &a in &src {
        out[a as usize] = Reach::Land;
    }
    for &a in &src {
        for &b in &d.land[a as usize] {
            if !enterable(s, seat, b) {
                continue;
            }
            out[b as usize] = Reach::Land;
            if caravan && !blocked(b) {
                for &c in &d.land[b as usize] {
                    if enterable(s, seat, c) {
                        out[c as usize] = Reach::Land;
                    }
                }
            }
        }
    }
    // Ships (FACTS §3.2).
    let coastal: Vec<Pid> = src
        .iter()
        .copied()
        .filter(|&p| d.provinces[p as usize].coastal)
        .collect();
    let by_sea: Vec<bool> = match s.players[seat].ship {
        Ship::None => vec![false; n],
        Ship::Galley(k) => galleys(s, seat, &coastal, k),
        Ship::Seaworthy(_) | Ship::Ocean(_) => {
            let any = !coastal.is_empty();
            (0..n as Pid)
                .map(|p| {
                    let pr = &d.provinces[p as usize];
                    any && enterable(s, seat, p) && (pr.coastal || (pr.kind == Kind::Overseas))
                })
                .collect()
        }
    };
    let cap = match s.players[seat].ship {
        Ship::Galley(k) | Ship::Seaworthy(k) => k,
        Ship::Ocean(_) => u8::MAX,
        Ship::None => 0,
    };
    for p in 0..n {
        if by_sea[p] && out[p] == Reach::No {
            out[p] = Reach::Sea(cap);
        }
    }
    out
}

/// Galleys of range `k` (FACTS §3.2, §2.2): through coastal zones, one step each, from the
/// source coasts; The Heavens lets them cross one sea (one step for the sea).
fn galleys(s: &State, seat: usize, coastal: &[Pid], k: u8) -> Vec<bool> {
    let d = data::data();
    let z = &d.zones;
    let n = d.provinces.len();
    let heavens = s.players[seat].has(adv::HEAVENS);
    // Best distance per (zone, sea used); a zone is 2 × province + part (split coasts).
    let mut dist = vec![[u8::MAX; 2]; 2 * n];
    let mut queue: std::collections::VecDeque<(usize, u8, usize)> = Default::default();
    for &c in coastal {
        for zone in [2 * c as usize, 2 * c as usize + 1] {
            dist[zone][0] = 0;
            queue.push_back((zone, 0, 0));
        }
    }
    let mut out = vec![false; n];
    let open = |zone: usize| enterable(s, seat, (zone / 2) as Pid);
    while let Some((zone, dd, used)) = queue.pop_front() {
        if dd > 0 {
            out[zone / 2] = true;
        }
        if dd >= k {
            continue;
        }
        for &q in &z.links[zone] {
            let q = q as usize;
            if open(q) && dist[q][used] > dd + 1 {
                dist[q][used] = dd + 1;
                queue.push_back((q, dd + 1, used));
            }
        }
        if heavens && used == 0 && dd + 2 <= k {
            for &sea in &z.seas[zone] {
                for &q in &z.sea_zones[sea as usize] {
                    let q = q as usize;
                    if open(q) && dist[q][1] > dd + 2 {
                        dist[q][1] = dd + 2;
                        queue.push_back((q, dd + 2, 1));
                    }
                }
            }
        }
    }
    out
}
