//! A fast, non-cryptographic hasher for the module's interning tables and
//! the readers' name maps (the `FxHash` mixing step, then a finalizer that
//! spreads every bit into the low bits hash tables use).
//!
//! Its seed is fixed (0) unless a process asks for a random one before it
//! hashes anything ([`use_random_seed`]): the service does, so that names
//! chosen to collide (a flood that makes every lookup walk one long probe
//! sequence) cannot be computed ahead of time. Nothing the libraries write
//! depends on the seed: tables are looked up, never walked in hash order.

use std::collections::HashMap;
use std::sync::OnceLock;

/// The seed every [`FxHasher`] starts from, fixed by the first hasher made.
static SEED: OnceLock<u64> = OnceLock::new();

/// Makes this process's hashers start from a random seed, if no hasher has
/// been made yet (the seed cannot change under tables already built);
/// whether it did. A server calls it first thing.
pub fn use_random_seed() -> bool {
    use std::hash::BuildHasher;
    let random = std::collections::hash_map::RandomState::new().hash_one(0x6c6c_636f_6e76_u64);
    SEED.set(random).is_ok()
}

/// A fast non-cryptographic hasher (FxHash with a finalizer) for the
/// parser's own maps, keyed by names and small ids from the input.
#[derive(Clone, Copy)]
pub struct FxHasher(u64);

impl Default for FxHasher {
    #[inline]
    fn default() -> Self {
        FxHasher(*SEED.get_or_init(|| 0))
    }
}

impl std::hash::Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            self.add(u64::from_le_bytes(w));
        }
        for &b in chunks.remainder() {
            self.add(b as u64);
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    /// The state through splitmix64's finalizer: FxHash's multiply leaves
    /// the low bits of the state depending only on the low bits of the
    /// last word, and hashbrown picks buckets by the low bits, so names
    /// that differ only in their later bytes (`tmp_0001` .. `tmp_9999`,
    /// eight bytes each) all fell in one probe sequence: 150,000 such
    /// globals took 26 s to parse. Every bit of the result depends on
    /// every bit of the state.
    #[inline]
    fn finish(&self) -> u64 {
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

impl FxHasher {
    #[inline]
    fn add(&mut self, w: u64) {
        self.0 = (self.0.rotate_left(5) ^ w).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

/// A `HashMap` with [`FxHasher`].
pub type FastMap<K, V> = HashMap<K, V, std::hash::BuildHasherDefault<FxHasher>>;

/// A `HashSet` with [`FxHasher`].
pub type FastSet<T> = std::collections::HashSet<T, std::hash::BuildHasherDefault<FxHasher>>;

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::{BuildHasher, BuildHasherDefault};

    /// Eight-byte names that differ only in their last bytes spread over
    /// the low bits (hashbrown's bucket index) as names that differ in
    /// their first bytes do.
    #[test]
    fn low_bits_depend_on_every_byte() {
        let build = BuildHasherDefault::<FxHasher>::default();
        let mut buckets = FastSet::default();
        for i in 0..4096u32 {
            let name = format!("tmp_{i:04}");
            buckets.insert(build.hash_one(name.as_bytes()) & 0xfff);
        }
        // Ideal spreading leaves about 63% of 4096 buckets used.
        assert!(buckets.len() > 2000, "{} buckets", buckets.len());
    }
}
