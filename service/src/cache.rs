//! A content-addressed cache of results: the key is a hash of the
//! operation, its options and its input, so the same request always finds
//! the same answer; memory is bounded, least recently used first out.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex};

use axum::body::Bytes;

/// The BLAKE3 hash of what a result depends on.
pub type Key = [u8; 32];

/// An answer kept for the next identical request.
#[derive(Debug)]
pub struct Cached {
    pub bytes: Bytes,
    pub content_type: &'static str,
    pub diagnostics: Vec<String>,
}

impl Cached {
    fn size(&self) -> usize {
        self.bytes.len() + self.diagnostics.iter().map(String::len).sum::<usize>() + 128
    }
}

/// Builds a key from the parts a result depends on, each length-prefixed
/// so that no two different requests hash the same bytes.
pub struct KeyBuilder(blake3::Hasher);

impl KeyBuilder {
    pub fn new(operation: &str) -> KeyBuilder {
        let mut k = KeyBuilder(blake3::Hasher::new());
        // The library version: a new release may print differently.
        k.part(concat!("llconv ", env!("CARGO_PKG_VERSION")).as_bytes());
        k.part(operation.as_bytes());
        k
    }

    pub fn part(&mut self, bytes: &[u8]) -> &mut KeyBuilder {
        self.0.update(&(bytes.len() as u64).to_le_bytes());
        self.0.update(bytes);
        self
    }

    pub fn finish(&self) -> Key {
        *self.0.finalize().as_bytes()
    }
}

/// The ETag of a result: its key (the same input, operation and options
/// always give the same bytes). Weak, as the wire encoding may differ.
pub fn etag(key: &Key) -> String {
    let hex: String = key[..16].iter().map(|b| format!("{b:02x}")).collect();
    format!("W/\"{hex}\"")
}

struct Entry {
    value: Arc<Cached>,
    used: u64,
}

#[derive(Default)]
struct Inner {
    entries: HashMap<Key, Entry>,
    /// Entries by last use, oldest first.
    by_use: BTreeMap<u64, Key>,
    clock: u64,
    bytes: usize,
}

pub struct Cache {
    capacity: usize,
    inner: Mutex<Inner>,
}

impl Cache {
    /// A cache holding at most `capacity` bytes; 0 turns it off.
    pub fn new(capacity: usize) -> Cache {
        Cache {
            capacity,
            inner: Mutex::new(Inner::default()),
        }
    }

    pub fn enabled(&self) -> bool {
        self.capacity > 0
    }

    pub fn get(&self, key: &Key) -> Option<Arc<Cached>> {
        if !self.enabled() {
            return None;
        }
        let mut inner = self.inner.lock().ok()?;
        inner.clock += 1;
        let now = inner.clock;
        let entry = inner.entries.get_mut(key)?;
        let before = std::mem::replace(&mut entry.used, now);
        let value = Arc::clone(&entry.value);
        inner.by_use.remove(&before);
        inner.by_use.insert(now, *key);
        Some(value)
    }

    pub fn put(&self, key: Key, value: Arc<Cached>) {
        let size = value.size();
        // One result may take an eighth of the cache at most, so that a
        // few large modules cannot flush everything else.
        if !self.enabled() || size > self.capacity / 8 {
            return;
        }
        let Ok(mut inner) = self.inner.lock() else {
            return;
        };
        inner.clock += 1;
        let now = inner.clock;
        if let Some(old) = inner.entries.insert(key, Entry { value, used: now }) {
            inner.by_use.remove(&old.used);
            inner.bytes -= old.value.size();
        }
        inner.by_use.insert(now, key);
        inner.bytes += size;
        while inner.bytes > self.capacity {
            let Some((_, oldest)) = inner.by_use.pop_first() else {
                break;
            };
            if let Some(old) = inner.entries.remove(&oldest) {
                inner.bytes -= old.value.size();
            }
        }
        metrics::gauge!("llconv_cache_bytes").set(inner.bytes as f64);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(n: usize) -> Arc<Cached> {
        Arc::new(Cached {
            bytes: Bytes::from(vec![0u8; n]),
            content_type: "x",
            diagnostics: Vec::new(),
        })
    }

    fn key(i: u8) -> Key {
        KeyBuilder::new("t").part(&[i]).finish()
    }

    #[test]
    fn keeps_recently_used_within_capacity() {
        let cache = Cache::new(8 * 1000);
        for i in 0..20 {
            cache.put(key(i), value(800));
            // Keep the first one in use.
            assert!(cache.get(&key(0)).is_some());
        }
        assert!(cache.get(&key(0)).is_some());
        assert!(cache.get(&key(19)).is_some());
        assert!(cache.get(&key(1)).is_none());
        let inner = cache.inner.lock().expect("lock");
        assert!(inner.bytes <= 8000);
        assert_eq!(inner.entries.len(), inner.by_use.len());
    }

    #[test]
    fn off_and_oversized() {
        let off = Cache::new(0);
        off.put(key(1), value(1));
        assert!(off.get(&key(1)).is_none());
        let small = Cache::new(8000);
        small.put(key(1), value(5000));
        assert!(small.get(&key(1)).is_none());
    }

    #[test]
    fn keys_separate_parts() {
        let a = KeyBuilder::new("op").part(b"ab").part(b"c").finish();
        let b = KeyBuilder::new("op").part(b"a").part(b"bc").finish();
        assert_ne!(a, b);
        assert!(etag(&a).starts_with("W/\""));
    }
}
