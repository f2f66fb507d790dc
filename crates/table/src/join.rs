//! Copies of one game that went apart in a simultaneous phase (Fantastic Factories' work
//! phase, Age of Renaissance's bids and returned cards), each holding moves of some seats,
//! played at different devices and passed on in any order: joined into one game when the sets
//! of moves do not touch each other.
//!
//! The rule, the same on every device so that every end reaches the same game:
//! - the copies share every move up to a point where several seats act at once; after it, each
//!   seat's moves in one copy are the start of its moves in the other (a seat that moved
//!   otherwise in each is a real fork: `Joint::Apart`);
//! - a copy that holds every move of the other (its own seats' moves included, in whatever
//!   order they came) is simply further on: the other is `Behind` or `Ahead` of it, never a
//!   fork, when played in its own order it reaches a position that nobody could tell apart;
//! - otherwise the copy whose first move after the point is the lowest seat's goes first, and
//!   the other's moves it lacks follow in their order;
//! - they join when played in either order they reach a position that nobody could tell apart:
//!   the same up to what the rules keep unordered (`Game::unordered`: a face-up discard pile),
//!   or the same in every seat's view (a hidden deck shuffled after the phase in another
//!   order): nobody's moves then depend on the other's, and each side gets exactly what it saw;
//! - they clash when the order matters (both drew from one deck, say): then the copy that went
//!   first stands and the other seats play their part of the phase again, from it.

use smokestack_core::codec::Packed;
use smokestack_core::{AnyMatch, GameEntry, Seat};

type Move = (Seat, u32);

/// How two copies that went apart stand to each other.
pub enum Joint {
    /// Joined: the game holding both sets of moves; `from` is where the copies went apart;
    /// `saved` and `arriving`: the seats that moved after it in each copy (not in the other).
    Joined {
        game: Box<dyn AnyMatch>,
        from: usize,
        saved: Vec<Seat>,
        arriving: Vec<Seat>,
    },
    /// The arriving copy holds every move of the saved one, in another order: it is the game
    /// as it went on; `from` is where the orders part.
    Behind { from: usize },
    /// The saved copy holds every move of the arriving one: the link tells nothing new.
    Ahead,
    /// Both moved in one simultaneous phase but the order matters: the copy that stands (the
    /// saved one, or the arriving one) and the seats whose moves were taken back.
    Clash { saved_stands: bool, redo: Vec<Seat> },
    /// Not sets of moves of one simultaneous phase: an ordinary divergence. `seat`: the seat
    /// whose moves differ first, where one does (the fork's name), and the action count where
    /// the copies went apart.
    Apart { seat: Option<Seat>, from: usize },
}

/// The seats moving in `m`, each once, in seat order.
fn seats_of(m: &[Move]) -> Vec<Seat> {
    let mut v: Vec<Seat> = m.iter().map(|(s, _)| *s).collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// Seat `q`'s moves in `m`, in order.
fn of_seat(m: &[Move], q: Seat) -> Vec<u32> {
    m.iter().filter(|(s, _)| *s == q).map(|(_, i)| *i).collect()
}

/// The moves of `more` that `less` lacks: each seat's moves past as many as `less` holds of it.
fn extra(more: &[Move], less: &[Move]) -> Vec<Move> {
    let mut skip: Vec<(Seat, usize)> = seats_of(less)
        .into_iter()
        .map(|q| (q, of_seat(less, q).len()))
        .collect();
    more.iter()
        .filter(|(q, _)| match skip.iter_mut().find(|(s, _)| s == q) {
            Some((_, n)) if *n > 0 => {
                *n -= 1;
                false
            }
            _ => true,
        })
        .copied()
        .collect()
}

/// The first seat that moved otherwise in `xs` than in `ys` (its n-th move in each differs),
/// with the place of that move in `xs`.
fn fork(xs: &[Move], ys: &[Move]) -> Option<(Seat, usize)> {
    let mut count: Vec<(Seat, usize)> = Vec::new();
    for (k, &(q, i)) in xs.iter().enumerate() {
        let n = match count.iter_mut().find(|(s, _)| *s == q) {
            Some((_, n)) => {
                *n += 1;
                *n - 1
            }
            None => {
                count.push((q, 1));
                0
            }
        };
        if of_seat(ys, q).get(n).is_some_and(|&j| j != i) {
            return Some((q, k));
        }
    }
    None
}

/// Two positions nobody could tell apart: equal up to what the rules keep unordered, or alike
/// in every seat's view and a spectator's.
pub fn alike(one: &dyn AnyMatch, two: &dyn AnyMatch) -> bool {
    if one.unordered_json() == two.unordered_json() {
        return true;
    }
    one.to_act() == two.to_act()
        && one.view_json(None) == two.view_json(None)
        && (0..one.seats()).all(|q| one.view_json(Some(q)) == two.view_json(Some(q)))
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
    let first_seat = |m: &[Move]| m.first().map(|(q, _)| *q);
    let forked = fork(xs, ys);
    let apart = Joint::Apart {
        seat: forked.map(|(q, _)| q).or(first_seat(xs)).or(first_seat(ys)),
        from: from + forked.map_or(0, |(_, k)| k),
    };
    if xs.is_empty() || ys.is_empty() || forked.is_some() {
        return apart;
    }
    let prefix = &s[..from];
    let Some(base) = replayed(entry, packed, prefix) else {
        return apart;
    };
    let acting = base.to_act();
    let (Some(fx), Some(fy)) = (first_seat(xs), first_seat(ys)) else {
        return apart;
    };
    if acting.len() < 2 || !acting.contains(&fx) || !acting.contains(&fy) {
        return apart;
    }
    let (more_x, more_y) = (extra(xs, ys), extra(ys, xs));
    // One copy holds all the other's moves: it is that game gone on, if the other's order
    // reaches a position nobody could tell apart from it.
    if more_x.is_empty() || more_y.is_empty() {
        let (short, long, long_m) = if more_x.is_empty() {
            (xs, ys, arriving)
        } else {
            (ys, xs, saved)
        };
        let reordered = replayed(
            entry,
            packed,
            &[prefix, short, &extra(long, short)].concat(),
        );
        if reordered.is_some_and(|m| alike(m.as_ref(), long_m)) {
            return if more_x.is_empty() {
                Joint::Behind { from }
            } else {
                Joint::Ahead
            };
        }
        return apart;
    }
    // Neither holds all: the copy led by the lowest seat first, the other's new moves after.
    let saved_first = fx < fy;
    let (lead, lead_more, trail, trail_more) = if saved_first {
        (xs, &more_x, ys, &more_y)
    } else {
        (ys, &more_y, xs, &more_x)
    };
    let clash = Joint::Clash {
        saved_stands: saved_first,
        redo: seats_of(trail_more),
    };
    let (Some(one), Some(two)) = (
        replayed(entry, packed, &[prefix, lead, trail_more].concat()),
        replayed(entry, packed, &[prefix, trail, lead_more].concat()),
    ) else {
        return clash;
    };
    if !alike(one.as_ref(), two.as_ref()) {
        return clash;
    }
    Joint::Joined {
        game: one,
        from,
        saved: seats_of(&more_x),
        arriving: seats_of(&more_y),
    }
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
