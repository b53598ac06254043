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
