//! A short list of seats kept on the stack: the defenders of a province are asked for many
//! times at every step of Expansion, and a game has at most six seats.

use std::ops::Deref;

/// Up to six seats, in the order they were added.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Seats {
    len: u8,
    seats: [usize; 6],
}

impl Seats {
    /// Adds a seat; a seventh cannot exist (six seats at most, as `Space::tokens`).
    #[inline(always)]
    pub fn push(&mut self, seat: usize) {
        if let Some(slot) = self.seats.get_mut(self.len as usize) {
            *slot = seat;
            self.len += 1;
        }
    }
}

impl Deref for Seats {
    type Target = [usize];
    #[inline(always)]
    fn deref(&self) -> &[usize] {
        &self.seats[..self.len as usize]
    }
}

impl FromIterator<usize> for Seats {
    fn from_iter<I: IntoIterator<Item = usize>>(iter: I) -> Seats {
        let mut s = Seats::default();
        for seat in iter {
            s.push(seat);
        }
        s
    }
}

impl IntoIterator for Seats {
    type Item = usize;
    type IntoIter = std::iter::Take<std::array::IntoIter<usize, 6>>;
    fn into_iter(self) -> Self::IntoIter {
        self.seats.into_iter().take(self.len as usize)
    }
}

impl<'a> IntoIterator for &'a Seats {
    type Item = &'a usize;
    type IntoIter = std::slice::Iter<'a, usize>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_order_and_at_most_six() {
        let s: Seats = (0..9).rev().collect();
        assert_eq!(&s[..], &[8, 7, 6, 5, 4, 3]);
        assert_eq!(s.into_iter().collect::<Vec<_>>(), vec![8, 7, 6, 5, 4, 3]);
        let e: Seats = std::iter::empty().collect();
        assert!(e.is_empty());
    }
}
