#![no_main]

use libfuzzer_sys::fuzz_target;
use llconv_fuzzing::{run, Target};

// Run with -timeout=2 -rss_limit_mb=512 -max_len=4096 (README, Fuzzing).
fuzz_target!(|data: &[u8]| run(Target::Complexity, data));
