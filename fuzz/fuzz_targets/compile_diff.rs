#![no_main]

//! A program generated from the bytes, built by llc-22 and by llconv (and
//! in two parts across the two), must print and exit alike. Needs `llc-22`
//! and `cc` on PATH (README, Fuzzing).

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(e) = llconv_fuzzing::compile_diff::compile_diff(data) {
        panic!("{e}");
    }
});
