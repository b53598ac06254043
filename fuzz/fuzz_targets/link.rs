#![no_main]

use libfuzzer_sys::fuzz_target;
use llconv_fuzzing::{run, Target};

fuzz_target!(|data: &[u8]| run(Target::Link, data));
