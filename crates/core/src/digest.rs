//! The position check of a share code: a digest each game writes over what its rules mean
//! (money, goods, pieces, cards, scores, whose turn), field by field in a fixed order, through
//! `Game::digest`. It depends on nothing of how the state is stored: renaming a field, adding
//! one, changing serde attributes or the order of the struct's fields leaves every code valid.
//! Only a change of the game itself changes it.
//!
//! How a game writes its digest, so that it stays stable:
//! - every value through `put` (numbers as numbers whatever their width, lists with their
//!   length, options with a present flag), in an order fixed by the digest function, not by
//!   the struct;
//! - a kind (a phase, a good, a card) by a stable id of its own: a data row's id, or a number
//!   written in the match arm, never `Debug` text or the variant's position in its enum;
//! - a field added by a later rules version only when it holds something the older rules
//!   could not (`put_unless_default`), so that the positions of older codes digest as before.

/// An FNV-1a (64-bit) accumulator of a position's meaning.
#[derive(Clone, Debug)]
pub struct Digest {
    h: u64,
}

impl Default for Digest {
    fn default() -> Self {
        Digest::new()
    }
}

impl Digest {
    pub fn new() -> Digest {
        Digest {
            h: 0xcbf2_9ce4_8422_2325,
        }
    }

    fn byte(&mut self, b: u8) {
        self.h = (self.h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3);
    }

    /// A whole number: its width in the state does not matter (a `u8` and an `i64` holding 3
    /// digest alike), so widening a field is not a change of the game.
    pub fn int(&mut self, v: i128) -> &mut Self {
        // Zig-zag, then LEB128: one shortest form per value.
        let mut z = ((v << 1) ^ (v >> 127)) as u128;
        loop {
            let b = (z & 0x7f) as u8;
            z >>= 7;
            if z == 0 {
                self.byte(b);
                return self;
            }
            self.byte(b | 0x80);
        }
    }

    /// A text (a stable id).
    pub fn text(&mut self, s: &str) -> &mut Self {
        self.int(s.len() as i128);
        for &b in s.as_bytes() {
            self.byte(b);
        }
        self
    }

    /// Any value that can be digested.
    pub fn put<T: Digestible + ?Sized>(&mut self, v: &T) -> &mut Self {
        v.digest(self);
        self
    }

    /// A field that a later rules version added: written only when it is not its default, so
    /// that every position the older rules could reach digests as it did under them.
    pub fn put_unless_default<T: Digestible + Default + PartialEq>(
        &mut self,
        tag: &str,
        v: &T,
    ) -> &mut Self {
        if *v != T::default() {
            self.text(tag);
            v.digest(self);
        }
        self
    }

    /// The 32 bits a share code carries.
    pub fn finish(&self) -> u32 {
        (self.h ^ (self.h >> 32)) as u32
    }
}

/// A value that writes its meaning into a `Digest`.
pub trait Digestible {
    fn digest(&self, d: &mut Digest);
}

macro_rules! ints {
    ($($t:ty),*) => {$(
        impl Digestible for $t {
            fn digest(&self, d: &mut Digest) {
                d.int(*self as i128);
            }
        }
    )*};
}
ints!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

impl Digestible for bool {
    fn digest(&self, d: &mut Digest) {
        d.int(*self as i128);
    }
}

impl Digestible for str {
    fn digest(&self, d: &mut Digest) {
        d.text(self);
    }
}

impl Digestible for String {
    fn digest(&self, d: &mut Digest) {
        d.text(self);
    }
}

impl<T: Digestible + ?Sized> Digestible for &T {
    fn digest(&self, d: &mut Digest) {
        (**self).digest(d);
    }
}

impl<T: Digestible> Digestible for Option<T> {
    fn digest(&self, d: &mut Digest) {
        match self {
            None => {
                d.int(0);
            }
            Some(v) => {
                d.int(1);
                v.digest(d);
            }
        }
    }
}

impl<T: Digestible> Digestible for [T] {
    fn digest(&self, d: &mut Digest) {
        d.int(self.len() as i128);
        for v in self {
            v.digest(d);
        }
    }
}

impl<T: Digestible, const N: usize> Digestible for [T; N] {
    fn digest(&self, d: &mut Digest) {
        self.as_slice().digest(d);
    }
}

impl<T: Digestible> Digestible for Vec<T> {
    fn digest(&self, d: &mut Digest) {
        self.as_slice().digest(d);
    }
}

impl<T: Digestible> Digestible for std::collections::VecDeque<T> {
    fn digest(&self, d: &mut Digest) {
        d.int(self.len() as i128);
        for v in self {
            v.digest(d);
        }
    }
}

impl<K: Digestible, V: Digestible> Digestible for std::collections::BTreeMap<K, V> {
    fn digest(&self, d: &mut Digest) {
        d.int(self.len() as i128);
        for (k, v) in self {
            k.digest(d);
            v.digest(d);
        }
    }
}

impl<T: Digestible> Digestible for std::collections::BTreeSet<T> {
    fn digest(&self, d: &mut Digest) {
        d.int(self.len() as i128);
        for v in self {
            v.digest(d);
        }
    }
}

macro_rules! tuples {
    ($(($($n:tt $t:ident),*)),*) => {$(
        impl<$($t: Digestible),*> Digestible for ($($t,)*) {
            fn digest(&self, d: &mut Digest) {
                $(self.$n.digest(d);)*
            }
        }
    )*};
}
tuples!((0 A, 1 B), (0 A, 1 B, 2 C), (0 A, 1 B, 2 C, 3 D));

#[cfg(test)]
mod tests {
    use super::*;

    fn of<T: Digestible + ?Sized>(v: &T) -> u32 {
        Digest::new().put(v).finish()
    }

    #[test]
    fn a_number_digests_alike_whatever_its_width() {
        assert_eq!(of(&3u8), of(&3i64));
        assert_eq!(of(&vec![1u16, 2]), of(&[1u32, 2]));
        assert_ne!(of(&3u8), of(&4u8));
        assert_ne!(of(&-1i32), of(&1i32));
        assert_eq!(of(&i64::MIN), of(&i64::MIN));
    }

    #[test]
    fn lists_and_options_keep_their_shape() {
        // [1, 2] then [] is not [1] then [2].
        assert_ne!(
            of(&(vec![1u8, 2], Vec::<u8>::new())),
            of(&(vec![1u8], vec![2u8]))
        );
        assert_ne!(of(&Some(0u8)), of(&None::<u8>));
        assert_ne!(of("ab"), of(&("a", "b")));
    }

    #[test]
    fn a_default_added_field_leaves_the_digest_as_it_was() {
        let mut a = Digest::new();
        a.put(&5u8);
        let mut b = Digest::new();
        b.put(&5u8).put_unless_default("war", &0u8);
        assert_eq!(a.finish(), b.finish());
        b.put_unless_default("war", &1u8);
        assert_ne!(a.finish(), b.finish());
    }
}
