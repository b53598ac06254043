//! Dense `u32` indices into arenas owned by a module or a function.

/// Declares a `Copy` index type wrapping a `u32`.
#[macro_export]
macro_rules! entity_id {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
        pub struct $name(pub u32);
        impl $name {
            /// The index of this id in its arena.
            #[inline]
            pub fn index(self) -> usize {
                self.0 as usize
            }
            /// The id with index `i`; `i` must fit in a `u32` (it is truncated).
            #[inline]
            pub fn from_index(i: usize) -> Self {
                $name(i as u32)
            }
        }
    };
}
