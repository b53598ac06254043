//! Dense `u32` indices into arenas owned by a module or a function.
//!
//! The field of an id is private: ids are made only by the checked
//! constructors below, so an index past `u32::MAX` panics (or gives
//! `None`) instead of wrapping to a different, valid-looking id.

/// Declares a `Copy` index type wrapping a `u32`.
#[macro_export]
macro_rules! entity_id {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
        pub struct $name(u32);
        impl $name {
            /// The index into the arena, for slices and `Vec`s.
            #[inline]
            pub const fn index(self) -> usize {
                self.0 as usize
            }
            /// The id of arena index `i`; panics if `i` does not fit in `u32`.
            #[inline]
            #[track_caller]
            pub fn from_index(i: usize) -> Self {
                match Self::try_from_index(i) {
                    Some(id) => id,
                    None => $crate::entity::index_overflow(stringify!($name), i),
                }
            }
            /// The id of arena index `i`, or `None` if `i` does not fit in `u32`.
            #[inline]
            pub const fn try_from_index(i: usize) -> Option<Self> {
                if i <= u32::MAX as usize {
                    Some($name(i as u32))
                } else {
                    None
                }
            }
            /// The id with this `u32` value (as bitcode records store it).
            #[inline]
            pub const fn from_u32(i: u32) -> Self {
                $name(i)
            }
            /// The id's `u32` value (as bitcode records store it).
            #[inline]
            pub const fn as_u32(self) -> u32 {
                self.0
            }
        }
        impl $crate::entity::EntityId for $name {
            #[inline]
            fn from_index(i: usize) -> Self {
                $name::from_index(i)
            }
            #[inline]
            fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}

/// The panic of `from_index`, out of line so that the inlined fast path
/// stays small.
#[cold]
#[inline(never)]
#[track_caller]
pub fn index_overflow(name: &str, i: usize) -> ! {
    panic!("{name}::from_index({i}): index exceeds u32::MAX")
}

use std::marker::PhantomData;

/// An id type that indexes an [`EntityVec`] or a [`SecondaryMap`];
/// `entity_id!` implements it.
pub trait EntityId: Copy {
    /// The id of index `i`.
    fn from_index(i: usize) -> Self;
    /// The index this id stands for.
    fn index(self) -> usize;
}

/// The primary arena of a kind of entity: a `Vec` indexed by its id type,
/// whose `push` hands out the new id (cranelift-entity's `PrimaryMap`).
///
/// Written here rather than taken from `cranelift-entity`: two small
/// types do not justify a dependency of `ir` (which has almost none), and
/// this one derefs to the slice of values, so value-only code (`len`,
/// `last`, slices passed on) reads as it did with a `Vec`, while `iter`,
/// `get` and indexing take or yield ids (a `usize` index does not compile).
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct EntityVec<K, V> {
    items: Vec<V>,
    _key: PhantomData<fn(K) -> K>,
}

impl<K: EntityId, V> EntityVec<K, V> {
    /// An empty vector.
    pub const fn new() -> Self {
        EntityVec {
            items: Vec::new(),
            _key: PhantomData,
        }
    }
    /// An empty vector with room for `n` entries.
    pub fn with_capacity(n: usize) -> Self {
        Vec::with_capacity(n).into()
    }
    /// Appends `v` and returns its id; panics past `u32::MAX` entries.
    #[inline]
    pub fn push(&mut self, v: V) -> K {
        let k = K::from_index(self.items.len());
        self.items.push(v);
        k
    }
    /// Removes and returns the last entry.
    pub fn pop(&mut self) -> Option<V> {
        self.items.pop()
    }
    /// Keeps the first `n` entries.
    pub fn truncate(&mut self, n: usize) {
        self.items.truncate(n)
    }
    /// Removes every entry.
    pub fn clear(&mut self) {
        self.items.clear()
    }
    /// Makes room for `n` more entries.
    pub fn reserve(&mut self, n: usize) {
        self.items.reserve(n)
    }
    /// Grows (or shrinks) to `n` entries; new ones are `v`.
    pub fn resize(&mut self, n: usize, v: V)
    where
        V: Clone,
    {
        self.items.resize(n, v)
    }
    /// The id the next `push` will return.
    #[inline]
    pub fn next_key(&self) -> K {
        K::from_index(self.items.len())
    }
    #[inline]
    /// The entry of `k`, if there is one.
    pub fn get(&self, k: K) -> Option<&V> {
        self.items.get(k.index())
    }
    #[inline]
    /// The entry of `k`, mutably, if there is one.
    pub fn get_mut(&mut self, k: K) -> Option<&mut V> {
        self.items.get_mut(k.index())
    }
    /// The ids and values, in id order.
    pub fn iter(
        &self,
    ) -> impl DoubleEndedIterator<Item = (K, &V)> + ExactSizeIterator + Clone + '_ {
        self.items
            .iter()
            .enumerate()
            .map(|(i, v)| (K::from_index(i), v))
    }
    /// Every id with its entry, mutably.
    pub fn iter_mut(
        &mut self,
    ) -> impl DoubleEndedIterator<Item = (K, &mut V)> + ExactSizeIterator + '_ {
        self.items
            .iter_mut()
            .enumerate()
            .map(|(i, v)| (K::from_index(i), v))
    }
    /// The ids in order; none is checked, as all fit (`push` checked them).
    pub fn keys(&self) -> impl DoubleEndedIterator<Item = K> + ExactSizeIterator + Clone {
        (0..self.items.len()).map(K::from_index)
    }
    /// The entries in id order.
    pub fn values(&self) -> std::slice::Iter<'_, V> {
        self.items.iter()
    }
    /// The entries in id order, mutably.
    pub fn values_mut(&mut self) -> std::slice::IterMut<'_, V> {
        self.items.iter_mut()
    }
    /// The entries as a slice (indexed by `id.index()`).
    pub fn as_slice(&self) -> &[V] {
        &self.items
    }
    /// The entries as a mutable slice.
    pub fn as_mut_slice(&mut self) -> &mut [V] {
        &mut self.items
    }
    /// The underlying `Vec`, for the bulk edits (`truncate`, `retain`,
    /// `drain`) that renumber entities: the caller remaps ids itself.
    pub fn as_mut_vec(&mut self) -> &mut Vec<V> {
        &mut self.items
    }
    /// The entries as a `Vec`.
    pub fn into_vec(self) -> Vec<V> {
        self.items
    }
}

impl<K: EntityId, V> Default for EntityVec<K, V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<K, V> std::ops::Deref for EntityVec<K, V> {
    type Target = [V];
    #[inline]
    fn deref(&self) -> &[V] {
        &self.items
    }
}

impl<K, V> std::ops::DerefMut for EntityVec<K, V> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [V] {
        &mut self.items
    }
}

impl<K: EntityId, V> std::ops::Index<K> for EntityVec<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        &self.items[k.index()]
    }
}

impl<K: EntityId, V> std::ops::IndexMut<K> for EntityVec<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        &mut self.items[k.index()]
    }
}

impl<K, V> From<Vec<V>> for EntityVec<K, V> {
    fn from(items: Vec<V>) -> Self {
        EntityVec {
            items,
            _key: PhantomData,
        }
    }
}

impl<K, V> FromIterator<V> for EntityVec<K, V> {
    fn from_iter<I: IntoIterator<Item = V>>(it: I) -> Self {
        Vec::from_iter(it).into()
    }
}

impl<K, V> Extend<V> for EntityVec<K, V> {
    fn extend<I: IntoIterator<Item = V>>(&mut self, it: I) {
        self.items.extend(it)
    }
}

/// By value it yields the values, as the `Vec` it replaced did (without
/// this, `into_iter` would reach the slice's and yield references).
impl<K, V> IntoIterator for EntityVec<K, V> {
    type Item = V;
    type IntoIter = std::vec::IntoIter<V>;
    fn into_iter(self) -> Self::IntoIter {
        self.items.into_iter()
    }
}

/// Printed as the plain list of values, as the `Vec` it replaced was.
impl<'a, K, V> IntoIterator for &'a EntityVec<K, V> {
    type Item = &'a V;
    type IntoIter = std::slice::Iter<'a, V>;
    fn into_iter(self) -> Self::IntoIter {
        self.items.iter()
    }
}

impl<'a, K, V> IntoIterator for &'a mut EntityVec<K, V> {
    type Item = &'a mut V;
    type IntoIter = std::slice::IterMut<'a, V>;
    fn into_iter(self) -> Self::IntoIter {
        self.items.iter_mut()
    }
}

impl<K, V: std::fmt::Debug> std::fmt::Debug for EntityVec<K, V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.items.fmt(f)
    }
}

/// A side table keyed by an id type (cranelift-entity's `SecondaryMap`):
/// ids never written read as the default value, and writing grows it.
#[derive(Clone, PartialEq, Eq)]
pub struct SecondaryMap<K, V> {
    items: Vec<V>,
    default: V,
    _key: PhantomData<fn(K) -> K>,
}

impl<K: EntityId, V: Clone> SecondaryMap<K, V> {
    /// An empty map whose missing entries read as `V::default()`.
    pub fn new() -> Self
    where
        V: Default,
    {
        Self::with_default(V::default())
    }
    /// An empty map whose missing entries read as `default`.
    pub fn with_default(default: V) -> Self {
        SecondaryMap {
            items: Vec::new(),
            default,
            _key: PhantomData,
        }
    }
    /// A map with room for `n` entries, all of them `default`.
    pub fn filled(n: usize, default: V) -> Self {
        SecondaryMap {
            items: vec![default.clone(); n],
            default,
            _key: PhantomData,
        }
    }
    /// The stored entries, `Some` only for ids below `len()`.
    #[inline]
    pub fn get(&self, k: K) -> Option<&V> {
        self.items.get(k.index())
    }
    /// A stored entry, for writes that must not grow the map.
    #[inline]
    pub fn get_mut(&mut self, k: K) -> Option<&mut V> {
        self.items.get_mut(k.index())
    }
    /// The number of stored entries (one past the highest written id).
    pub fn len(&self) -> usize {
        self.items.len()
    }
    /// Whether no key has a value written.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
    /// Forgets every value written.
    pub fn clear(&mut self) {
        self.items.clear()
    }
    /// The stored ids and values, in id order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = (K, &V)> + ExactSizeIterator + '_ {
        self.items
            .iter()
            .enumerate()
            .map(|(i, v)| (K::from_index(i), v))
    }
    /// The keys with a value written, in order.
    pub fn keys(&self) -> impl DoubleEndedIterator<Item = K> + ExactSizeIterator {
        (0..self.items.len()).map(K::from_index)
    }
    /// The values written, in key order.
    pub fn values(&self) -> std::slice::Iter<'_, V> {
        self.items.iter()
    }
    /// The values in key order, to change in place.
    pub fn values_mut(&mut self) -> std::slice::IterMut<'_, V> {
        self.items.iter_mut()
    }

    #[cold]
    #[inline(never)]
    fn grow(&mut self, n: usize) {
        self.items.resize(n, self.default.clone());
    }
}

impl<K: EntityId, V: Clone + Default> Default for SecondaryMap<K, V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<K: EntityId, V: Clone> std::ops::Index<K> for SecondaryMap<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        self.items.get(k.index()).unwrap_or(&self.default)
    }
}

impl<K: EntityId, V: Clone> std::ops::IndexMut<K> for SecondaryMap<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        let i = k.index();
        if i >= self.items.len() {
            self.grow(i + 1);
        }
        &mut self.items[i]
    }
}

impl<K, V: std::fmt::Debug> std::fmt::Debug for SecondaryMap<K, V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SecondaryMap")
            .field("items", &self.items)
            .field("default", &self.default)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    crate::entity_id!(
        /// A test id.
        TestId
    );

    #[test]
    fn ids_are_checked_not_truncated() {
        assert_eq!(TestId::from_index(7).as_u32(), 7);
        assert_eq!(TestId::from_u32(7).index(), 7);
        assert_eq!(
            TestId::try_from_index(u32::MAX as usize),
            Some(TestId::from_u32(u32::MAX))
        );
        #[cfg(target_pointer_width = "64")]
        {
            assert_eq!(TestId::try_from_index(1 << 32), None);
            let p = std::panic::catch_unwind(|| TestId::from_index(1 << 32));
            assert!(p.is_err());
        }
    }

    #[test]
    fn entity_vec_hands_out_ids() {
        let mut v: EntityVec<TestId, &str> = EntityVec::new();
        assert_eq!(v.next_key(), TestId::from_u32(0));
        let a = v.push("a");
        let b = v.push("b");
        assert_eq!((a.index(), b.index()), (0, 1));
        assert_eq!(v[b], "b");
        v[a] = "A";
        assert_eq!(v.get(a), Some(&"A"));
        assert_eq!(v.get(TestId::from_u32(2)), None);
        assert_eq!(v.iter().collect::<Vec<_>>(), [(a, &"A"), (b, &"b")]);
        assert_eq!(v.keys().collect::<Vec<_>>(), [a, b]);
        assert_eq!(v.values().copied().collect::<Vec<_>>(), ["A", "b"]);
        assert_eq!(v.len(), 2);
        assert_eq!(v.into_iter().collect::<Vec<_>>(), ["A", "b"]);
    }

    #[test]
    fn secondary_map_reads_default_and_grows_on_write() {
        let mut m: SecondaryMap<TestId, u32> = SecondaryMap::with_default(9);
        let k = TestId::from_u32(3);
        assert_eq!(m[k], 9);
        assert_eq!(m.get(k), None);
        m[k] = 1;
        assert_eq!(m.len(), 4);
        assert_eq!(m[TestId::from_u32(0)], 9);
        assert_eq!(m[k], 1);
        assert_eq!(m.get_mut(TestId::from_u32(4)), None);
        let f: SecondaryMap<TestId, u32> = SecondaryMap::filled(2, 5);
        assert_eq!(f.values().copied().collect::<Vec<_>>(), [5, 5]);
    }
}
