//! War! (FACTS §4.0, `history_cards.csv` row "War!"; §4.3 arms; §3.1 W Nationalism "+1 to
//! War! die"). The Korean rules text has no War! passage (no "전쟁" in it): this follows the
//! FACTS card row. The declarer names a player; each rolls one die, +1 with Nationalism, +1
//! with an arms advantage over the other. The higher gains 1 misery, the lower 2, and the loser
//! cedes, his choice, as many supportable domination markers as the difference. A tie: both
//! gain 1 misery and the war goes on, rolled again in each later round of that Play Cards
//! phase.

use crate::data::{Pid, adv};
use crate::expansion::{arms_over, overseas_ok_at};
use crate::misery;
use crate::reach::enterable;
use crate::state::{Pending, Phase, State, War};
use smokestack_core::GameRng;

/// Whom `seat` may declare war on: every other player still in the game.
pub fn targets(s: &State, seat: usize) -> Vec<u8> {
    s.alive().filter(|&p| p as usize != seat).collect()
}

/// PROVISIONAL (FACTS: "supportable domination markers"; no rulebook text found): a marker of
/// the loser is supportable by the winner when the winner could hold that province now — he
/// may enter it (`reach::enterable`: its area in play, Area V only with Overland East, the Far
/// East with Ocean Navigation, the New World with New World as well), an overseas box stays
/// within his Ocean Navigation level, and he has a domination marker left on his mat. Reach
/// from his own provinces is not asked: the markets change hands by treaty, not by expansion.
pub fn supportable(s: &State, winner: usize, loser: usize) -> Vec<Pid> {
    if s.players[winner].markers == 0 {
        return Vec::new();
    }
    (0..s.spaces.len() as Pid)
        .filter(|&p| {
            s.spaces[p as usize].dom == Some(loser as u8)
                && enterable(s, winner, p)
                && overseas_ok_at(s, winner, p)
        })
        .collect()
}

/// `x`'s War! die against `y`: one die, +1 Nationalism (anywhere: the advance's "+1 to War!
/// die" names no Area), +1 arms advantage over `y` (FACTS §4.0, §4.3). PROVISIONAL: Armor's
/// "win all attack ties (incl. War!)" is read as this +1 and not as a second bonus, the War!
/// row being the card's own text; equal totals are a tie whoever holds arms.
fn roll(s: &State, x: usize, y: usize, rng: &mut GameRng) -> u8 {
    rng.die() + u8::from(s.players[x].has(adv::NATIONALISM)) + u8::from(arms_over(s, x, y))
}

/// The War! card played by `seat` on `target`: the first roll at once.
pub fn declare(s: &mut State, seat: usize, target: usize, rng: &mut GameRng) {
    s.war = Some(War {
        declarer: seat as u8,
        target: target as u8,
        due: false,
    });
    battle(s, rng);
    // The final card play has no later rounds: a tie there ends the war.
    if s.phase == Phase::FinalPlay {
        s.war = None;
    }
}

/// One roll of the war in progress.
pub fn battle(s: &mut State, rng: &mut GameRng) {
    let Some(w) = s.war else { return };
    let (a, b) = (w.declarer as usize, w.target as usize);
    if s.players[a].out() || s.players[b].out() {
        s.war = None;
        return;
    }
    let ra = roll(s, a, b, rng);
    let rb = roll(s, b, a, rng);
    s.last_war = Some((a as u8, b as u8, ra, rb));
    if ra == rb {
        misery::worse(s, a, 1);
        misery::worse(s, b, 1);
        s.war = if s.players[a].out() || s.players[b].out() {
            None
        } else {
            Some(War { due: false, ..w })
        };
        return;
    }
    s.war = None;
    let (winner, loser) = if ra > rb { (a, b) } else { (b, a) };
    misery::worse(s, winner, 1);
    misery::worse(s, loser, 2);
    let left = ra.abs_diff(rb);
    if !s.players[winner].out()
        && !s.players[loser].out()
        && !supportable(s, winner, loser).is_empty()
    {
        s.pending = Some(Pending::Cede {
            seat: loser as u8,
            winner: winner as u8,
            left,
        });
    }
}

/// The Play Cards cursor moves to the next seat; reaching the declarer again starts a later
/// round, so a tied war's roll is due.
pub fn next_seat(s: &mut State) {
    s.cursor = (s.cursor + 1) % s.order.len();
    if let Some(w) = &mut s.war
        && s.order[s.cursor] == w.declarer
    {
        w.due = true;
    }
}

/// The loser gives up the marker in `p`: his goes back to his mat, the winner's takes its place
/// (coloured side up, as The Crusades places one: it is no expansion).
pub fn cede(s: &mut State, loser: usize, winner: usize, p: Pid) {
    let sp = &mut s.spaces[p as usize];
    sp.dom = Some(winner as u8);
    sp.dom_fresh = false;
    s.players[loser].markers += 1;
    s.players[winner].markers -= 1;
}

/// The cession's legal actions: every supportable marker of the loser.
pub fn cede_legal(s: &State, loser: u8, winner: u8) -> Vec<Pid> {
    supportable(s, winner as usize, loser as usize)
}
