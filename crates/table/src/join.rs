//! Two copies of one game that went apart in a simultaneous phase (Fantastic Factories' work
//! phase), each holding the moves of other seats, played at different devices: joined into one
//! game when the two sets of moves do not touch each other.
//!
//! The rule, the same on every device so that both ends reach the same game:
//! - the copies share every move up to a point where several seats act at once, and after it
//!   each copy holds moves of its own seats only (no seat moved in both);
//! - the set holding the lowest seat goes first, the other follows;
//! - they join when played in either order they reach the same game (they commute), up to the
//!   order of what the rules keep unordered (`Game::unordered`: a face-up discard pile):
//!   nobody's moves then depend on the other's, and each side gets exactly what it saw — the
//!   cards it drew, the dice it rolled;
//! - they clash when the order matters (both drew from one deck, say): then the set holding
//!   the lowest seat stands and the other seats play their part of the phase again, from the
//!   standing copy.

use smokestack_core::codec::Packed;
use smokestack_core::{AnyMatch, GameEntry, Seat};

/// How two copies that went apart stand to each other.
pub enum Joint {
    /// Joined: the game holding both sets of moves; `from` is where the copies went apart.
    Joined {
        game: Box<dyn AnyMatch>,
        from: usize,
    },
    /// Both moved in one simultaneous phase but the order matters: the copy that stands (the
    /// saved one, or the arriving one) and the seats whose moves were taken back.
    Clash { saved_stands: bool, redo: Vec<Seat> },
    /// Not two sets of moves of one simultaneous phase: an ordinary divergence.
    Apart,
}

/// Joins `saved` and `arriving`, copies of one game (same options and seed), by the rule above.
pub fn join(
    entry: &dyn GameEntry,
    packed: &Packed,
    saved: &dyn AnyMatch,
    arriving: &dyn AnyMatch,
) -> Joint {
    let (s, a) = (saved.moves(), arriving.moves());
    let from = s.iter().zip(&a).take_while(|(x, y)| x == y).count();
    let (xs, ys) = (&s[from..], &a[from..]);
    if xs.is_empty() || ys.is_empty() {
        return Joint::Apart;
    }
    let seats = |m: &[(Seat, u32)]| {
        let mut v: Vec<Seat> = m.iter().map(|(s, _)| *s).collect();
        v.sort_unstable();
        v.dedup();
        v
    };
    let (sx, sy) = (seats(xs), seats(ys));
    if sx.iter().any(|q| sy.contains(q)) {
        return Joint::Apart;
    }
    let Some(base) = replayed(entry, packed, &s[..from]) else {
        return Joint::Apart;
    };
    let acting = base.to_act();
    if acting.len() < 2 || !sx.iter().chain(&sy).all(|q| acting.contains(q)) {
        return Joint::Apart;
    }
    let saved_first = sx[0] < sy[0];
    let (first, second) = if saved_first { (xs, ys) } else { (ys, xs) };
    let clash = Joint::Clash {
        saved_stands: saved_first,
        redo: if saved_first { sy } else { sx },
    };
    let prefix = &s[..from];
    let (Some(one), Some(two)) = (
        replayed(entry, packed, &[prefix, first, second].concat()),
        replayed(entry, packed, &[prefix, second, first].concat()),
    ) else {
        return clash;
    };
    if one.unordered_json() != two.unordered_json() {
        return clash;
    }
    Joint::Joined { game: one, from }
}

/// The game at the start of `packed` with `moves` played, or none if one is not legal.
fn replayed(
    entry: &dyn GameEntry,
    packed: &Packed,
    moves: &[(Seat, u32)],
) -> Option<Box<dyn AnyMatch>> {
    let start = Packed {
        version: entry.rules_version(),
        hash: None,
        actions: 0,
        moves: Vec::new(),
        ..packed.clone()
    };
    let mut m = entry.open(&start).ok()?;
    for &(seat, index) in moves {
        m.apply_index(seat, index as usize).ok()?;
    }
    Some(m)
}
