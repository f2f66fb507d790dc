//! Solo against two automa (rulebook "1인 게임 규칙", FACTS.md §10): the automa turn and the
//! development grid walk. The automa's production is in `production::finish`.

use crate::data::data;
use crate::market;
use crate::state::*;
use smokestack_core::GameRng;

/// §10.2 B: the automa turn. 1 draw a marker; 2 that automa's marker on the active track up 2,
/// or it opens a new factory (demand −1, wage +1, marker to 3 or 2 plus the era); 3 every
/// automa not drawn gains a share; 4 the drawn colour's money marker walks the grid as many
/// cards as there are appeal markers on the active track; 5 the marker is set aside.
pub fn automa_turn(s: &mut State, rng: &mut GameRng) {
    let Some(solo) = s.solo.as_ref() else { return };
    let total: u8 = solo.bag.iter().sum();
    if total == 0 {
        return;
    }
    let mut r = rng.below(total as usize) as u8;
    let mut colour = 0;
    for (i, &n) in solo.bag.iter().enumerate() {
        if r < n {
            colour = i;
            break;
        }
        r -= n;
    }
    let g = s.good();
    let era = s.era;
    let max = data().appeal_max;
    if colour < 2 {
        let current = solo.automa[colour].appeal[g as usize];
        let (from, to) = match current {
            Some(v) => (v, (v + 2).min(max)),
            None => {
                market::demand_down_wage_up(s);
                (0, (data().automa_factory_base[g as usize] + era).min(max))
            }
        };
        if let Some(solo) = s.solo.as_mut() {
            solo.automa[colour].appeal[g as usize] = Some(to);
        }
        market::move_marker(s, g, from, to, false);
    }
    let markers_on_track = s
        .players
        .iter()
        .filter(|p| p.appeal[g as usize].is_some())
        .count()
        + s.solo.as_ref().map_or(0, |solo| {
            solo.automa
                .iter()
                .filter(|a| a.appeal[g as usize].is_some())
                .count()
        });
    let Some(solo) = s.solo.as_mut() else { return };
    for (k, a) in solo.automa.iter_mut().enumerate() {
        if k != colour {
            a.shares += 1;
        }
    }
    walk(solo, colour, markers_on_track);
    solo.bag[colour] -= 1;
    solo.automa_done = true;
}

/// §10.2 B 4: count cards left→right, top→bottom, skipping empty slots, wrapping; a stop on a
/// card under another marker goes on to the next card without one.
pub fn walk(solo: &mut Solo, colour: usize, steps: usize) {
    let n = solo.grid.len();
    if solo.grid.iter().filter(|c| c.is_some()).count() <= solo.markers.len() {
        return;
    }
    let mut at = solo.markers[colour] as usize;
    let mut left = steps;
    loop {
        at = (at + 1) % n;
        if solo.grid[at].is_none() {
            continue;
        }
        if left > 1 {
            left -= 1;
            continue;
        }
        let taken = solo
            .markers
            .iter()
            .enumerate()
            .any(|(i, &m)| i != colour && m as usize == at);
        if !taken {
            break;
        }
    }
    solo.markers[colour] = at as u8;
}

/// §10.2 4: at an era's end the set-aside markers go back into the bag.
pub fn refill(s: &mut State) {
    if let Some(solo) = s.solo.as_mut() {
        solo.bag = data().solo_bag;
    }
}
