//! A quiet panic hook. A rules panic inside `simulate` is caught and reported as a failed game,
//! and one anywhere else becomes a one-line `error:`; the default multi-line report on stderr
//! would only get in the way. The hook keeps where each panic happened, for those reports.
//! With RUST_BACKTRACE set, the default report is printed as well.

use std::sync::Mutex;

static LOCATIONS: Mutex<Vec<String>> = Mutex::new(Vec::new());

pub fn install() {
    let default = std::panic::take_hook();
    let verbose = std::env::var_os("RUST_BACKTRACE").is_some();
    std::panic::set_hook(Box::new(move |info| {
        if let (Some(l), Ok(mut all)) = (info.location(), LOCATIONS.lock()) {
            all.push(format!("{}:{}", l.file(), l.line()));
        }
        if verbose {
            default(info);
        }
    }));
}

/// Where the panics since the last call happened, oldest first.
pub fn take_locations() -> Vec<String> {
    LOCATIONS
        .lock()
        .map(|mut all| std::mem::take(&mut *all))
        .unwrap_or_default()
}

/// The message a panic carried.
pub fn message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "panic".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_caught_panic_leaves_its_message_and_place() {
        install();
        let caught = std::panic::catch_unwind(|| panic!("gears jammed {}", 7)).unwrap_err();
        // Back to the default hook, so other tests' failures print as usual.
        drop(std::panic::take_hook());
        assert_eq!(message(&*caught), "gears jammed 7");
        assert!(
            take_locations()
                .iter()
                .any(|l| l.starts_with("crates/cli/src/panics.rs:"))
        );
        assert!(take_locations().is_empty());
        assert_eq!(
            message(&*std::panic::catch_unwind(|| std::panic::panic_any(3)).unwrap_err()),
            "panic"
        );
    }
}
