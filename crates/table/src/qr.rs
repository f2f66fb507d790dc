//! A QR code of a link (ISO/IEC 18004, byte mode), drawn by the page itself so that a game on a
//! tablet can be passed to a phone's camera with no network. Only what a link needs: byte mode,
//! error correction L or M (M when it fits in the same size), all 40 versions, the best of the
//! eight masks by the standard's penalty rules.

/// Error correction level: L recovers ~7% of the codewords, M ~15%.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    L,
    M,
}

impl Level {
    /// The two bits the format information carries for this level.
    fn format_bits(self) -> u32 {
        match self {
            Level::L => 1,
            Level::M => 0,
        }
    }

    fn row(self) -> usize {
        match self {
            Level::L => 0,
            Level::M => 1,
        }
    }
}

/// Error-correction codewords per block, by level (L, M) and version 1–40 (the standard's table 9).
const ECC_PER_BLOCK: [[u8; 40]; 2] = [
    [
        7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30,
        30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
    ],
    [
        10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28,
        28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
    ],
];

/// Error-correction blocks, by level (L, M) and version 1–40 (the standard's table 9).
const BLOCKS: [[u8; 40]; 2] = [
    [
        1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13,
        14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25,
    ],
    [
        1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23,
        25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
    ],
];

/// A finished symbol: `size` × `size` modules, true for dark. No quiet zone included.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Qr {
    pub version: u8,
    pub level: Level,
    pub mask: u8,
    pub size: usize,
    dark: Vec<bool>,
}

/// The text is longer than the largest symbol holds (2,953 bytes at level L).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLong {
    pub bytes: usize,
}

impl Qr {
    /// The smallest symbol that holds `text`, at level M if that fits in the same version as L.
    pub fn encode(text: &str) -> Result<Qr, TooLong> {
        let data = text.as_bytes();
        let version = (1..=40u8)
            .find(|&v| data_bits_needed(data.len(), v) <= data_capacity(v, Level::L) * 8)
            .ok_or(TooLong { bytes: data.len() })?;
        let level = if data_bits_needed(data.len(), version) <= data_capacity(version, Level::M) * 8
        {
            Level::M
        } else {
            Level::L
        };
        let codewords = add_ecc(&data_codewords(data, version, level), version, level);
        let mut best: Option<(u32, Qr)> = None;
        for mask in 0..8 {
            let q = Qr::draw(version, level, mask, &codewords);
            let p = q.penalty();
            if best.as_ref().is_none_or(|(b, _)| p < *b) {
                best = Some((p, q));
            }
        }
        Ok(best.expect("eight masks tried").1)
    }

    pub fn dark(&self, x: usize, y: usize) -> bool {
        self.dark[y * self.size + x]
    }

    /// An SVG path (`M x y h1 v1 h-1 z` per dark run of a row) with a 4-module quiet zone offset,
    /// for a `viewBox="0 0 {size+8} {size+8}"`.
    pub fn svg_path(&self) -> String {
        let mut d = String::new();
        for y in 0..self.size {
            let mut x = 0;
            while x < self.size {
                if self.dark(x, y) {
                    let start = x;
                    while x < self.size && self.dark(x, y) {
                        x += 1;
                    }
                    d.push_str(&format!(
                        "M{} {}h{}v1h-{}z",
                        start + 4,
                        y + 4,
                        x - start,
                        x - start
                    ));
                } else {
                    x += 1;
                }
            }
        }
        d
    }

    fn draw(version: u8, level: Level, mask: u8, codewords: &[u8]) -> Qr {
        let size = 4 * version as usize + 17;
        let mut g = Grid {
            size,
            dark: vec![false; size * size],
            function: vec![false; size * size],
        };
        g.function_patterns(version);
        g.format_bits(level, mask);
        g.codewords(codewords);
        g.mask(mask);
        Qr {
            version,
            level,
            mask,
            size,
            dark: g.dark,
        }
    }

    /// The standard's penalty score (§7.8.3): runs, 2×2 blocks, finder-like patterns, balance.
    fn penalty(&self) -> u32 {
        let n = self.size;
        let mut score = 0u32;
        let line = |i: usize, j: usize, horizontal: bool| {
            if horizontal {
                self.dark(j, i)
            } else {
                self.dark(i, j)
            }
        };
        for horizontal in [true, false] {
            for i in 0..n {
                // N1: five or more of one colour in a row.
                let mut run = 1;
                for j in 1..n {
                    if line(i, j, horizontal) == line(i, j - 1, horizontal) {
                        run += 1;
                        if run == 5 {
                            score += 3;
                        } else if run > 5 {
                            score += 1;
                        }
                    } else {
                        run = 1;
                    }
                }
                // N3: 1:1:3:1:1 dark-light-dark-dark-dark-light-dark with four light on a side.
                for j in 0..n.saturating_sub(6) {
                    let pat = [true, false, true, true, true, false, true];
                    if (0..7).all(|k| line(i, j + k, horizontal) == pat[k]) {
                        let light = |a: isize, b: isize| {
                            (a..b).all(|k| {
                                k < 0 || k >= n as isize || !line(i, k as usize, horizontal)
                            })
                        };
                        let j = j as isize;
                        if light(j - 4, j) || light(j + 7, j + 11) {
                            score += 40;
                        }
                    }
                }
            }
        }
        // N2: 2×2 blocks of one colour.
        for y in 0..n - 1 {
            for x in 0..n - 1 {
                let c = self.dark(x, y);
                if c == self.dark(x + 1, y)
                    && c == self.dark(x, y + 1)
                    && c == self.dark(x + 1, y + 1)
                {
                    score += 3;
                }
            }
        }
        // N4: 10 points per 5% the dark share is away from half.
        let dark = self.dark.iter().filter(|&&d| d).count();
        let total = n * n;
        let k = (dark * 20)
            .abs_diff(total * 10)
            .div_ceil(total)
            .saturating_sub(1);
        score + 10 * k as u32
    }
}

/// Bits a byte-mode segment of `len` bytes takes in `version` (mode, count, data).
fn data_bits_needed(len: usize, version: u8) -> usize {
    let count_bits = if version < 10 { 8 } else { 16 };
    if len >= 1 << count_bits {
        return usize::MAX;
    }
    4 + count_bits + 8 * len
}

/// Modules left for data and error correction once the function patterns are drawn.
fn raw_modules(version: u8) -> usize {
    let v = version as usize;
    let mut n = (16 * v + 128) * v + 64;
    if v >= 2 {
        let align = v / 7 + 2;
        n -= (25 * align - 10) * align - 55;
        if v >= 7 {
            n -= 36;
        }
    }
    n
}

fn data_capacity(version: u8, level: Level) -> usize {
    let v = version as usize - 1;
    raw_modules(version) / 8
        - ECC_PER_BLOCK[level.row()][v] as usize * BLOCKS[level.row()][v] as usize
}

/// The data codewords: mode, count, bytes, terminator, then the 0xEC 0x11 pad.
fn data_codewords(data: &[u8], version: u8, level: Level) -> Vec<u8> {
    let mut bits = Bits::default();
    bits.push(0b0100, 4);
    bits.push(data.len() as u32, if version < 10 { 8 } else { 16 });
    for &b in data {
        bits.push(b as u32, 8);
    }
    let cap = data_capacity(version, level) * 8;
    bits.push(0, (cap - bits.len).min(4));
    bits.push(0, (8 - bits.len % 8) % 8);
    let mut out = bits.bytes;
    let mut pad = [0xEC, 0x11].into_iter().cycle();
    while out.len() < cap / 8 {
        out.push(pad.next().expect("cycle"));
    }
    out
}

#[derive(Default)]
struct Bits {
    bytes: Vec<u8>,
    len: usize,
}

impl Bits {
    fn push(&mut self, value: u32, n: usize) {
        for i in (0..n).rev() {
            if self.len.is_multiple_of(8) {
                self.bytes.push(0);
            }
            if value >> i & 1 == 1 {
                *self.bytes.last_mut().expect("pushed") |= 0x80 >> (self.len % 8);
            }
            self.len += 1;
        }
    }
}

/// Splits the data into blocks, appends each block's Reed–Solomon codewords and interleaves.
fn add_ecc(data: &[u8], version: u8, level: Level) -> Vec<u8> {
    let v = version as usize - 1;
    let blocks = BLOCKS[level.row()][v] as usize;
    let ecc_len = ECC_PER_BLOCK[level.row()][v] as usize;
    let raw = raw_modules(version) / 8;
    let short = blocks - raw % blocks;
    let short_len = raw / blocks; // data + ecc of a short block
    let divisor = rs_divisor(ecc_len);
    let mut split = Vec::with_capacity(blocks);
    let mut at = 0;
    for i in 0..blocks {
        let n = short_len - ecc_len + usize::from(i >= short);
        let dat = &data[at..at + n];
        at += n;
        split.push((dat.to_vec(), rs_remainder(dat, &divisor)));
    }
    let mut out = Vec::with_capacity(raw);
    for i in 0..=short_len - ecc_len {
        for (dat, _) in &split {
            if let Some(&b) = dat.get(i) {
                out.push(b);
            }
        }
    }
    for i in 0..ecc_len {
        for (_, ecc) in &split {
            out.push(ecc[i]);
        }
    }
    out
}

/// Multiplication in GF(2⁸) modulo x⁸ + x⁴ + x³ + x² + 1.
fn gf_mul(a: u8, b: u8) -> u8 {
    let mut r: u16 = 0;
    for i in (0..8).rev() {
        r = (r << 1) ^ ((r >> 7) * 0x11D);
        r ^= ((b as u16 >> i) & 1) * a as u16;
    }
    r as u8
}

/// The generator polynomial (x − α⁰)…(x − α^{n−1}) without its leading 1, highest first.
fn rs_divisor(degree: usize) -> Vec<u8> {
    let mut poly = vec![0u8; degree];
    poly[degree - 1] = 1;
    let mut root = 1u8;
    for _ in 0..degree {
        for j in 0..degree {
            poly[j] = gf_mul(poly[j], root);
            if j + 1 < degree {
                poly[j] ^= poly[j + 1];
            }
        }
        root = gf_mul(root, 2);
    }
    poly
}

fn rs_remainder(data: &[u8], divisor: &[u8]) -> Vec<u8> {
    let mut rem = vec![0u8; divisor.len()];
    for &b in data {
        let factor = b ^ rem[0];
        rem.remove(0);
        rem.push(0);
        for (r, &d) in rem.iter_mut().zip(divisor) {
            *r ^= gf_mul(d, factor);
        }
    }
    rem
}

struct Grid {
    size: usize,
    dark: Vec<bool>,
    function: Vec<bool>,
}

impl Grid {
    fn set(&mut self, x: usize, y: usize, dark: bool) {
        let i = y * self.size + x;
        self.dark[i] = dark;
        self.function[i] = true;
    }

    fn function_patterns(&mut self, version: u8) {
        let n = self.size;
        for i in 0..n {
            self.set(6, i, i % 2 == 0);
            self.set(i, 6, i % 2 == 0);
        }
        for (cx, cy) in [(3, 3), (n - 4, 3), (3, n - 4)] {
            for dy in -4i32..=4 {
                for dx in -4i32..=4 {
                    let (x, y) = (cx as i32 + dx, cy as i32 + dy);
                    if (0..n as i32).contains(&x) && (0..n as i32).contains(&y) {
                        let d = dx.abs().max(dy.abs());
                        self.set(x as usize, y as usize, d != 2 && d != 4);
                    }
                }
            }
        }
        let pos = alignment_positions(version);
        let last = pos.len().saturating_sub(1);
        for (i, &ax) in pos.iter().enumerate() {
            for (j, &ay) in pos.iter().enumerate() {
                // The three corners that hold finder patterns get none.
                let on_finder = (i == 0 && (j == 0 || j == last)) || (i == last && j == 0);
                if on_finder {
                    continue;
                }
                for dy in -2i32..=2 {
                    for dx in -2i32..=2 {
                        let d = dx.abs().max(dy.abs());
                        self.set((ax as i32 + dx) as usize, (ay as i32 + dy) as usize, d != 1);
                    }
                }
            }
        }
        // Reserve the format areas now (written per mask later) and draw the version blocks.
        self.format_bits(Level::L, 0);
        if version >= 7 {
            let mut rem = version as u32;
            for _ in 0..12 {
                rem = (rem << 1) ^ ((rem >> 11) * 0x1F25);
            }
            let bits = (version as u32) << 12 | rem;
            for i in 0..18 {
                let bit = bits >> i & 1 == 1;
                let (a, b) = (n - 11 + i % 3, i / 3);
                self.set(a, b, bit);
                self.set(b, a, bit);
            }
        }
    }

    fn format_bits(&mut self, level: Level, mask: u8) {
        let n = self.size;
        let data = level.format_bits() << 3 | mask as u32;
        let mut rem = data;
        for _ in 0..10 {
            rem = (rem << 1) ^ ((rem >> 9) * 0x537);
        }
        let bits = (data << 10 | rem) ^ 0x5412;
        let bit = |i: usize| bits >> i & 1 == 1;
        for i in 0..=5 {
            self.set(8, i, bit(i));
        }
        self.set(8, 7, bit(6));
        self.set(8, 8, bit(7));
        self.set(7, 8, bit(8));
        for i in 9..15 {
            self.set(14 - i, 8, bit(i));
        }
        for i in 0..8 {
            self.set(n - 1 - i, 8, bit(i));
        }
        for i in 8..15 {
            self.set(8, n - 15 + i, bit(i));
        }
        self.set(8, n - 8, true);
    }

    /// The codewords in the two-column zigzag from the bottom right, skipping function modules.
    fn codewords(&mut self, data: &[u8]) {
        let n = self.size;
        let mut i = 0;
        let mut right = n as isize - 1;
        while right >= 1 {
            if right == 6 {
                right = 5;
            }
            for vert in 0..n {
                for j in 0..2 {
                    let x = (right - j) as usize;
                    let upward = (right + 1) & 2 == 0;
                    let y = if upward { n - 1 - vert } else { vert };
                    if !self.function[y * n + x] && i < data.len() * 8 {
                        self.dark[y * n + x] = data[i >> 3] >> (7 - (i & 7)) & 1 == 1;
                        i += 1;
                    }
                }
            }
            right -= 2;
        }
    }

    fn mask(&mut self, mask: u8) {
        let n = self.size;
        for y in 0..n {
            for x in 0..n {
                let flip = match mask {
                    0 => (x + y) % 2 == 0,
                    1 => y % 2 == 0,
                    2 => x % 3 == 0,
                    3 => (x + y) % 3 == 0,
                    4 => (x / 3 + y / 2) % 2 == 0,
                    5 => x * y % 2 + x * y % 3 == 0,
                    6 => (x * y % 2 + x * y % 3) % 2 == 0,
                    _ => ((x + y) % 2 + x * y % 3) % 2 == 0,
                };
                let i = y * n + x;
                if flip && !self.function[i] {
                    self.dark[i] = !self.dark[i];
                }
            }
        }
    }
}

/// The centres of the alignment patterns along one axis.
fn alignment_positions(version: u8) -> Vec<usize> {
    if version == 1 {
        return Vec::new();
    }
    let v = version as usize;
    let count = v / 7 + 2;
    let size = 4 * v + 17;
    let step = if v == 32 {
        26
    } else {
        (v * 4 + count * 2 + 1) / (count * 2 - 2) * 2
    };
    let mut out = vec![6];
    let mut pos = size - 7;
    for _ in 0..count - 1 {
        out.insert(1, pos);
        pos -= step;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn capacities_match_the_standard() {
        // Byte-mode capacities of table 7 at L and M.
        let bytes =
            |v: u8, l: Level| (data_capacity(v, l) * 8 - 4 - if v < 10 { 8 } else { 16 }) / 8;
        assert_eq!(bytes(1, Level::L), 17);
        assert_eq!(bytes(1, Level::M), 14);
        assert_eq!(bytes(10, Level::L), 271);
        assert_eq!(bytes(10, Level::M), 213);
        assert_eq!(bytes(25, Level::L), 1_273);
        assert_eq!(bytes(40, Level::L), 2_953);
        assert_eq!(bytes(40, Level::M), 2_331);
    }

    #[test]
    fn alignment_patterns_sit_where_the_standard_puts_them() {
        assert_eq!(alignment_positions(2), vec![6, 18]);
        assert_eq!(alignment_positions(7), vec![6, 22, 38]);
        assert_eq!(alignment_positions(32), vec![6, 34, 60, 86, 112, 138]);
        assert_eq!(alignment_positions(40), vec![6, 30, 58, 86, 114, 142, 170]);
    }

    #[test]
    fn reed_solomon_matches_the_standards_example() {
        // Annex I: "01234567" at version 1-M; its 16 data codewords give these 10 ECC codewords.
        let data = [
            0x10, 0x20, 0x0C, 0x56, 0x61, 0x80, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11,
            0xEC, 0x11,
        ];
        assert_eq!(
            rs_remainder(&data, &rs_divisor(10)),
            vec![0xA5, 0x24, 0xD4, 0xC1, 0xED, 0x36, 0xC7, 0x87, 0x2C, 0x55]
        );
    }

    #[test]
    fn format_information_of_level_m_mask_0() {
        // The standard's example: M, mask 101 → 100000011001110.
        let mut g = Grid {
            size: 21,
            dark: vec![false; 441],
            function: vec![false; 441],
        };
        g.format_bits(Level::M, 5);
        let read: Vec<bool> = (0..=5)
            .map(|i| g.dark[i * 21 + 8])
            .chain([g.dark[7 * 21 + 8], g.dark[8 * 21 + 8], g.dark[8 * 21 + 7]])
            .chain((9..15).map(|i| g.dark[8 * 21 + 14 - i]))
            .collect();
        let bits: u32 = read.iter().enumerate().map(|(i, &b)| (b as u32) << i).sum();
        assert_eq!(bits, 0b100000011001110);
    }

    #[test]
    fn symbols_grow_with_the_text_and_keep_their_function_patterns() {
        // 16 bytes fit version 1 at L (17), not at M (14).
        let small = Qr::encode("https://x.org/#A").unwrap();
        assert_eq!((small.version, small.size, small.level), (1, 21, Level::L));
        let tiny = Qr::encode("x.org/#A").unwrap();
        assert_eq!((tiny.version, tiny.level), (1, Level::M));
        let link = format!("https://smokestack.example/#{}", "Ab9_-".repeat(380));
        let big = Qr::encode(&link).unwrap();
        assert!(big.version >= 30 && big.version <= 40, "{}", big.version);
        for q in [&small, &big] {
            let n = q.size;
            // Finder corners dark, their separators light, the dark module beside the lower one.
            assert!(q.dark(0, 0) && q.dark(n - 1, 0) && q.dark(0, n - 1));
            assert!(!q.dark(7, 7) && !q.dark(n - 8, 7) && !q.dark(7, n - 8));
            assert!(q.dark(8, n - 8));
            // Timing pattern alternates.
            assert!((8..n - 8).all(|i| q.dark(i, 6) == (i % 2 == 0)));
        }
    }

    #[test]
    fn too_long_a_text_is_an_error() {
        assert_eq!(
            Qr::encode(&"a".repeat(2_954)),
            Err(TooLong { bytes: 2_954 })
        );
        assert!(Qr::encode(&"a".repeat(2_953)).is_ok());
    }

    #[test]
    fn the_path_draws_each_dark_run_once() {
        let q = Qr::encode("hello").unwrap();
        let area: usize = q
            .svg_path()
            .split('h')
            .skip(1)
            .filter(|s| !s.starts_with('-'))
            .map(|s| s.split('v').next().unwrap().parse::<usize>().unwrap())
            .sum();
        let dark = (0..q.size)
            .flat_map(|y| (0..q.size).map(move |x| (x, y)))
            .filter(|&(x, y)| q.dark(x, y))
            .count();
        assert_eq!(area, dark);
    }
}
