//! A QR code of a link (ISO/IEC 18004, byte mode), drawn by the page itself so that a game on a
//! tablet can be passed to a phone's camera with no network. The symbol comes from `qrcodegen`
//! (Project Nayuki's encoder): the smallest version that holds the link at error correction
//! level L, raised to the highest level that fits the same version, with the best of the eight
//! masks by the standard's penalty rules. This module only reads it out as modules and as an
//! SVG path.

use qrcodegen::{QrCode, QrCodeEcc, QrSegment, Version};

/// Error correction level: L recovers ~7% of the codewords, M ~15%, Q ~25%, H ~30%.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    L,
    M,
    Q,
    H,
}

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
    /// The smallest symbol that holds `text` (in byte mode, as a link is), at the highest level
    /// that fits that version.
    pub fn encode(text: &str) -> Result<Qr, TooLong> {
        let segments = [QrSegment::make_bytes(text.as_bytes())];
        let q = QrCode::encode_segments_advanced(
            &segments,
            QrCodeEcc::Low,
            Version::MIN,
            Version::MAX,
            None,
            true,
        )
        .map_err(|_| TooLong { bytes: text.len() })?;
        let size = usize::try_from(q.size()).unwrap_or(0);
        let side = q.size();
        let dark = (0..side)
            .flat_map(|y| (0..side).map(move |x| (x, y)))
            .map(|(x, y)| q.get_module(x, y))
            .collect();
        Ok(Qr {
            version: q.version().value(),
            level: match q.error_correction_level() {
                QrCodeEcc::Low => Level::L,
                QrCodeEcc::Medium => Level::M,
                QrCodeEcc::Quartile => Level::Q,
                QrCodeEcc::High => Level::H,
            },
            mask: q.mask().value(),
            size,
            dark,
        })
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
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbols_grow_with_the_text_and_keep_their_function_patterns() {
        // 16 bytes fit version 1 at L (17), not at M (14).
        let small = Qr::encode("https://x.org/#A").unwrap();
        assert_eq!((small.version, small.size, small.level), (1, 21, Level::L));
        // 8 bytes fit version 1 at Q (11), not at H (7): the level is raised as far as it fits.
        let tiny = Qr::encode("x.org/#A").unwrap();
        assert_eq!((tiny.version, tiny.level), (1, Level::Q));
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
