//! The module's type and constant tables as the writer uses them.
//!
//! The writer needs a few types and constants a module may lack (`i32`
//! alloca counts, shuffle masks as vectors, ...). Copying both tables up
//! front to add them cost as much as a tenth of writing a large module
//! (once more for the second body thread), so the writer borrows the
//! module's tables and copies one only when it must add to it, which for
//! most modules is never.

use std::borrow::Cow;
use std::ops::Deref;

use llconv_ir::{Const, ConstId, ConstTable, Type, TypeId, TypeTable};

/// A borrowed table, copied on the first addition.
#[derive(Clone)]
pub(crate) struct OnWrite<'m, T: Clone>(Cow<'m, T>);

impl<'m, T: Clone> OnWrite<'m, T> {
    pub(crate) fn new(table: &'m T) -> Self {
        OnWrite(Cow::Borrowed(table))
    }
}

impl<T: Clone> Deref for OnWrite<'_, T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

impl OnWrite<'_, TypeTable> {
    pub(crate) fn intern(&mut self, t: Type) -> TypeId {
        match self.0.lookup(&t) {
            Some(id) => id,
            None => self.0.to_mut().intern(t),
        }
    }
    pub(crate) fn int(&mut self, bits: u32) -> TypeId {
        self.intern(Type::Int(bits))
    }
    pub(crate) fn ptr(&mut self, addrspace: u32) -> TypeId {
        self.intern(Type::Ptr(addrspace))
    }
    pub(crate) fn metadata(&mut self) -> TypeId {
        self.intern(Type::Metadata)
    }
}

impl OnWrite<'_, ConstTable> {
    pub(crate) fn intern_raw(&mut self, c: Const) -> ConstId {
        match self.0.lookup_raw(&c) {
            Some(id) => id,
            None => self.0.to_mut().intern_raw(c),
        }
    }
    pub(crate) fn intern(&mut self, types: &TypeTable, c: Const) -> ConstId {
        match self.0.lookup(types, c) {
            Ok(id) => id,
            Err(canonical) => self.0.to_mut().intern_raw(canonical),
        }
    }
}

/// State a forked writer shares with the one it was forked from: fixed
/// by then (the enumeration, the metadata lists), so the fork takes a
/// reference count, not a copy. A change through a shared one copies it
/// first, as it must.
#[derive(Clone, Default)]
pub(crate) struct Shared<T: Clone>(std::sync::Arc<T>);

impl<T: Clone> Deref for Shared<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: Clone> std::ops::DerefMut for Shared<T> {
    fn deref_mut(&mut self) -> &mut T {
        std::sync::Arc::make_mut(&mut self.0)
    }
}
