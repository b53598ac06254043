//! Deterministic byte strings for driving the generator from ordinary
//! tests (no fuzzer): a xorshift stream per seed.

/// `len` pseudo-random bytes for `seed` (the same on every run).
pub fn bytes(seed: u64, len: usize) -> Vec<u8> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..len)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 24) as u8
        })
        .collect()
}
