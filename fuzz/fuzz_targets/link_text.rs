#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| smokestack_fuzz::link_text(data));
