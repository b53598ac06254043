//! Bitcode type ids of values, for old typed-pointer bitcode.
//!
//! Records written before explicit types (LLVM < 3.7) give a load's,
//! store's, GEP's or call's types only through the operand's typed
//! pointer type. The model's `ptr` has no pointee, so the reader keeps
//! the bitcode type id of each value, and for each type id the type ids
//! it contains (see `Reader::contained_tid`).

use llconv_ir::hash::FastMap as HashMap;

use llconv_ir::attributes::{AttrKind, AttrList, Attribute};
use llconv_ir::TypeId;

use super::{Reader, Result};

/// No known type id (a value whose type id was never needed).
pub(crate) const NO_TID: u32 = u32::MAX;

#[derive(Clone, Default)]
pub(crate) struct TidState {
    /// Typed pointer type ids by (pointee type id, address space).
    pub(crate) pointers: HashMap<(u32, u32), u32>,
    /// Type ids made by the reader, by type and contained type ids.
    pub(crate) virtuals: HashMap<(TypeId, Vec<u32>), u32>,
    /// Type id of each value, by absolute value number.
    pub(crate) vals: Vec<u32>,
}

impl Reader<'_> {
    /// Records the type id of value number `v` (a value being defined, so
    /// `v` is at most the number of values read).
    pub(crate) fn set_value_tid(&mut self, v: usize, tid: u32) {
        let vals = &mut self.tids.vals;
        if vals.len() <= v {
            vals.resize(v + 1, NO_TID);
        }
        vals[v] = tid;
    }

    /// The type id of value number `v`, when known.
    pub(crate) fn value_tid(&self, v: u32) -> u32 {
        self.tids.vals.get(v as usize).copied().unwrap_or(NO_TID)
    }

    /// Forgets the type ids of a function's values.
    pub(crate) fn truncate_value_tids(&mut self, n: usize) {
        self.tids.vals.truncate(n);
    }
}

impl Reader<'_> {
    /// Fills old type attributes given without a type (`byval`, `sret`,
    /// ... read with `void` standing in) from the pointee of the
    /// parameter's type id, as LLVM upgrades them.
    pub(crate) fn fill_type_attrs(
        &mut self,
        mut list: AttrList,
        arg_tids: &[u32],
    ) -> Result<AttrList> {
        let void = self.void_ty();
        for i in 0..list.params.len() {
            let set = list.params[i];
            let attrs = self.m.attrs.get(set);
            if !attrs
                .iter()
                .any(|a| matches!(a, Attribute::Type(_, t) if *t == void))
            {
                continue;
            }
            let tid = arg_tids.get(i).copied().unwrap_or(NO_TID);
            let pointee = self
                .contained_tid(tid, 0)
                .and_then(|t| self.ty(u64::from(t)))
                .map_err(|_| self.err("missing param element type for attribute upgrade"))?;
            let filled: Vec<Attribute> = self
                .m
                .attrs
                .get(set)
                .iter()
                .map(|a| match a {
                    Attribute::Type(k, t) if *t == void => Attribute::Type(*k, pointee),
                    a => a.clone(),
                })
                .collect();
            let id = self.m.attrs.intern_attrs(filled);
            list.set_param(i, id);
        }
        Ok(list)
    }

    /// Adds `elementtype(<pointee>)` to parameter `i` unless it has one.
    pub(crate) fn add_element_type(
        &mut self,
        list: &mut AttrList,
        i: usize,
        tid: u32,
    ) -> Result<()> {
        let set = list.param(i);
        if self.m.attrs.get(set).has(AttrKind::ElementType) {
            return Ok(());
        }
        let pointee = self
            .contained_tid(tid, 0)
            .and_then(|t| self.ty(u64::from(t)))
            .map_err(|_| self.err("missing element type for elementtype upgrade"))?;
        let with = self
            .m
            .attrs
            .get(set)
            .with(Attribute::Type(AttrKind::ElementType, pointee));
        let id = self.m.attrs.intern(with);
        list.set_param(i, id);
        Ok(())
    }
}
