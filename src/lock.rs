//! Locking a link with a table password, with the browser's own cipher (Web Crypto): PBKDF2 with
//! SHA-256 turns the password and a fresh salt into an AES-256-GCM key and nonce. The frame
//! around the cipher text is `smokestack_core::lock`, tested natively. A table's password is
//! kept on this device beside its save, so every later link of that game is locked too.

use js_sys::{Array, Object, Reflect, Uint8Array};
use smokestack_core::CodeError;
use smokestack_core::lock::{self, DERIVED_BITS, ITERATIONS, SALT_BYTES, Sealed};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{CryptoKey, SubtleCrypto};

use crate::store;

#[derive(Clone, Debug, PartialEq)]
pub enum LockError {
    /// No Web Crypto here: the page is not in a secure context (https or this device).
    Unavailable,
    /// The password does not open this link (or the link was changed: the tag says which
    /// neither, and both mean the same to the person holding it).
    Wrong,
    /// Not a locked code, or a damaged one.
    Code(CodeError),
}

/// The password kept for a save, if its table has one.
pub fn password(save_id: &str) -> Option<String> {
    store::setting(&format!("lock/{save_id}")).filter(|p| !p.is_empty())
}

/// Keeps (or with `None`, forgets) a save's table password on this device.
pub fn set_password(save_id: &str, password: Option<&str>) {
    store::set_setting(&format!("lock/{save_id}"), password.unwrap_or(""));
}

/// The table passwords this device keeps, each once: a locked link that comes back to a table
/// here opens with its own, without asking.
pub fn known_passwords() -> Vec<String> {
    use smokestack_table::KeyValue;
    let store = store::LocalStore::open();
    let mut out: Vec<String> = store
        .keys()
        .into_iter()
        .filter(|k| k.starts_with("smokestack/v1/setting/lock/"))
        .filter_map(|k| store.get(&k))
        .filter(|p| !p.is_empty())
        .collect();
    out.sort();
    out.dedup();
    out
}

/// Whether this page can lock and unlock links.
pub fn available() -> bool {
    subtle().is_some()
}

fn subtle() -> Option<SubtleCrypto> {
    let w = web_sys::window()?;
    let crypto = Reflect::get(&w, &"crypto".into()).ok()?;
    let s = Reflect::get(&crypto, &"subtle".into()).ok()?;
    (!s.is_undefined() && !s.is_null()).then(|| s.unchecked_into())
}

fn obj(pairs: &[(&str, JsValue)]) -> Object {
    let o = Object::new();
    for (k, v) in pairs {
        let _ = Reflect::set(&o, &JsValue::from_str(k), v);
    }
    o
}

async fn call(p: Result<js_sys::Promise, JsValue>) -> Result<JsValue, JsValue> {
    JsFuture::from(p?).await
}

/// The AES key and the nonce for `password` with `salt`.
async fn derive(
    s: &SubtleCrypto,
    password: &str,
    salt: &[u8],
) -> Result<(CryptoKey, Vec<u8>), JsValue> {
    let raw = Uint8Array::from(password.trim().as_bytes());
    let usages = Array::of1(&"deriveBits".into());
    let base = call(s.import_key_with_object(
        "raw",
        &raw,
        &obj(&[("name", "PBKDF2".into())]),
        false,
        &usages,
    ))
    .await?;
    let params = obj(&[
        ("name", "PBKDF2".into()),
        ("salt", Uint8Array::from(salt).into()),
        ("iterations", ITERATIONS.into()),
        ("hash", "SHA-256".into()),
    ]);
    let bits = call(s.derive_bits_with_object(&params, base.unchecked_ref(), DERIVED_BITS)).await?;
    let bits = Uint8Array::new(&bits).to_vec();
    let (key, nonce) = bits.split_at(32);
    let usages = Array::of2(&"encrypt".into(), &"decrypt".into());
    let key = call(s.import_key_with_object(
        "raw",
        &Uint8Array::from(key),
        &obj(&[("name", "AES-GCM".into())]),
        false,
        &usages,
    ))
    .await?;
    Ok((key.unchecked_into(), nonce.to_vec()))
}

fn gcm(nonce: &[u8]) -> Object {
    obj(&[
        ("name", "AES-GCM".into()),
        ("iv", Uint8Array::from(nonce).into()),
        // The marker byte is authenticated too: a frame cannot be passed off as another kind.
        (
            "additionalData",
            Uint8Array::from(&[lock::LOCKED][..]).into(),
        ),
    ])
}

/// `code` locked with `password`.
pub async fn seal(code: &str, password: &str) -> Result<String, LockError> {
    let s = subtle().ok_or(LockError::Unavailable)?;
    let plain = lock::plain_bytes(code).map_err(LockError::Code)?;
    let mut salt = [0u8; SALT_BYTES];
    getrandom::fill(&mut salt).map_err(|_| LockError::Unavailable)?;
    let (key, nonce) = derive(&s, password, &salt)
        .await
        .map_err(|_| LockError::Unavailable)?;
    let body = call(s.encrypt_with_object_and_u8_array(&gcm(&nonce), &key, &plain))
        .await
        .map_err(|_| LockError::Unavailable)?;
    Ok(lock::frame(&Sealed {
        salt,
        body: Uint8Array::new(&body).to_vec(),
    }))
}

/// The plain code inside a locked one.
pub async fn open(locked: &str, password: &str) -> Result<String, LockError> {
    let sealed = lock::unframe(locked).map_err(LockError::Code)?;
    let s = subtle().ok_or(LockError::Unavailable)?;
    let (key, nonce) = derive(&s, password, &sealed.salt)
        .await
        .map_err(|_| LockError::Unavailable)?;
    // Decryption fails only on the tag: a wrong password (or a changed link).
    let plain = call(s.decrypt_with_object_and_u8_array(&gcm(&nonce), &key, &sealed.body))
        .await
        .map_err(|_| LockError::Wrong)?;
    Ok(lock::plain_code(&Uint8Array::new(&plain).to_vec()))
}
