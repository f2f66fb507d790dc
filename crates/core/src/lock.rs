//! A share code locked with a table password: only those who know the password open the game.
//! The cipher is the browser's (Web Crypto: PBKDF2-SHA-256 then AES-256-GCM); this module is
//! the frame around it, the same on every platform:
//!
//! ```text
//! base64url( LOCKED | salt (16 bytes) | AES-GCM( the plain code's bytes ) with its 16-byte tag )
//! ```
//! The key and the nonce are both derived from the password with the salt, which is fresh for
//! every link, so no key ever seals twice. The plain code's bytes are sealed rather than its
//! text, so a lock adds 33 bytes (44 characters) to a link, not a third of it.

use crate::base64url;
use crate::codec::{CodeError, clean};

/// The first byte of a locked code. Plain codes start with their format (1 or 2), and a
/// version that predates locks calls this an unknown format rather than opening garbage.
pub const LOCKED: u8 = 0xE1;
pub const SALT_BYTES: usize = 16;
/// AES-GCM's authentication tag: a wrong password or a changed character fails on it.
pub const TAG_BYTES: usize = 16;
/// PBKDF2 rounds: about a tenth of a second on a phone, per guess for whoever guesses.
pub const ITERATIONS: u32 = 150_000;
/// Bits derived from the password: a 256-bit key, then a 96-bit nonce.
pub const DERIVED_BITS: u32 = 256 + 96;

/// A locked code taken apart.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sealed {
    pub salt: [u8; SALT_BYTES],
    /// The cipher text followed by its tag.
    pub body: Vec<u8>,
}

/// Whether a code (or a link holding one) is locked.
pub fn is_locked(code: &str) -> bool {
    base64url::decode(&clean(code)).is_ok_and(|b| b.first() == Some(&LOCKED))
}

/// The bytes a plain code stands for: what is sealed.
pub fn plain_bytes(code: &str) -> Result<Vec<u8>, CodeError> {
    let code = clean(code);
    if code.is_empty() {
        return Err(CodeError::Empty);
    }
    let bytes = decode(&code)?;
    match bytes.first() {
        Some(&LOCKED) => Err(CodeError::Locked),
        Some(_) => Ok(bytes),
        None => Err(CodeError::Truncated),
    }
}

/// The plain code of unsealed bytes.
pub fn plain_code(bytes: &[u8]) -> String {
    base64url::encode(bytes)
}

/// The locked code of a salt and a sealed body.
pub fn frame(sealed: &Sealed) -> String {
    let mut out = Vec::with_capacity(1 + SALT_BYTES + sealed.body.len());
    out.push(LOCKED);
    out.extend_from_slice(&sealed.salt);
    out.extend_from_slice(&sealed.body);
    base64url::encode(&out)
}

/// A locked code's salt and body; an error for a plain code or one cut short.
pub fn unframe(code: &str) -> Result<Sealed, CodeError> {
    let code = clean(code);
    if code.is_empty() {
        return Err(CodeError::Empty);
    }
    let bytes = decode(&code)?;
    let Some((&LOCKED, rest)) = bytes.split_first() else {
        return Err(CodeError::UnknownFormat {
            format: bytes.first().copied().unwrap_or(0),
        });
    };
    if rest.len() < SALT_BYTES + TAG_BYTES + 1 {
        return Err(CodeError::Truncated);
    }
    let (salt, body) = rest.split_at(SALT_BYTES);
    Ok(Sealed {
        salt: salt.try_into().expect("split at the salt's length"),
        body: body.to_vec(),
    })
}

fn decode(code: &str) -> Result<Vec<u8>, CodeError> {
    if code.len() > crate::codec::MAX_CODE_CHARS {
        return Err(CodeError::TooLong { chars: code.len() });
    }
    base64url::decode(code).map_err(|e| match e {
        base64url::DecodeError::BadChar { pos, c } => CodeError::NotBase64 { pos, c },
        base64url::DecodeError::BadLength => CodeError::BadLength,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codec::unpack;

    const PLAIN: &str = "AnicY2BgYGRgYGBgAAAJAAM";

    fn sealed(len: usize) -> Sealed {
        Sealed {
            salt: [7; SALT_BYTES],
            body: (0..len as u8).collect(),
        }
    }

    #[test]
    fn a_frame_comes_apart_as_it_was_made() {
        let s = sealed(40);
        let code = frame(&s);
        assert!(is_locked(&code));
        assert!(is_locked(&format!("https://x.org/app/#{code}")));
        assert_eq!(unframe(&code), Ok(s));
        // One lock adds the marker, the salt and the tag: 33 bytes, 44 characters.
        assert_eq!(frame(&sealed(3 + TAG_BYTES)).len(), 48);
    }

    #[test]
    fn plain_codes_are_not_locked_and_give_their_bytes() {
        assert!(!is_locked(PLAIN));
        assert_eq!(plain_code(&plain_bytes(PLAIN).unwrap()), PLAIN);
        assert!(matches!(
            unframe(PLAIN),
            Err(CodeError::UnknownFormat { .. })
        ));
        assert_eq!(plain_bytes(&frame(&sealed(20))), Err(CodeError::Locked));
        assert_eq!(plain_bytes(""), Err(CodeError::Empty));
    }

    #[test]
    fn a_cut_frame_is_an_error_and_a_locked_code_does_not_unpack() {
        let code = frame(&sealed(40));
        assert_eq!(unframe(&code[..20]), Err(CodeError::Truncated));
        assert_eq!(unpack(&code), Err(CodeError::Locked));
        assert!(matches!(unframe("ab$c"), Err(CodeError::NotBase64 { .. })));
    }
}
