//! Seeded chance. Every die roll and shuffle of a match goes through one `GameRng`, so that
//! (options, seed, actions) replays to the same state natively and in wasm.

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

#[derive(Clone, Debug)]
pub struct GameRng(ChaCha8Rng);

impl GameRng {
    pub fn new(seed: u64) -> Self {
        GameRng(ChaCha8Rng::seed_from_u64(seed))
    }

    /// A number in `0..n`; `n` must be at least 1.
    pub fn below(&mut self, n: usize) -> usize {
        self.0.random_range(0..n)
    }

    /// One six-sided die.
    pub fn die(&mut self) -> u8 {
        self.0.random_range(1..=6u8)
    }

    /// Fisher–Yates, written out so the order never depends on a library's choice of algorithm.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }

    /// How far the stream has advanced; a change means chance was used (a commit point).
    pub fn position(&self) -> u128 {
        self.0.get_word_pos()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream() {
        let (mut a, mut b) = (GameRng::new(7), GameRng::new(7));
        let xs: Vec<u8> = (0..50).map(|_| a.die()).collect();
        let ys: Vec<u8> = (0..50).map(|_| b.die()).collect();
        assert_eq!(xs, ys);
        assert!(xs.iter().all(|&d| (1..=6).contains(&d)));
    }

    #[test]
    fn fixed_seed_gives_fixed_dice() {
        // Pinned so that a dependency upgrade that changes the stream (and so breaks old links) fails here.
        let mut r = GameRng::new(1);
        let xs: Vec<u8> = (0..8).map(|_| r.die()).collect();
        assert_eq!(xs, PINNED_SEED1_DICE);
    }
    const PINNED_SEED1_DICE: [u8; 8] = [4, 3, 6, 1, 2, 4, 3, 2];

    #[test]
    fn shuffle_is_a_permutation() {
        let mut r = GameRng::new(3);
        let mut v: Vec<u32> = (0..40).collect();
        r.shuffle(&mut v);
        let mut s = v.clone();
        s.sort();
        assert_eq!(s, (0..40).collect::<Vec<_>>());
        assert_ne!(v, s);
    }
}
