//! Attribute upgrades LLVM's reader applies to functions and calls
//! (`UpgradeFunctionAttributes` and the call-site clean-up): attributes a
//! value's type cannot carry go, and strictfp calls in functions that are
//! not strictfp become nobuiltin calls.

use llconv_ir::attributes::{AttrKind, AttrList, AttrSetId};
use llconv_ir::*;

use super::Reader;

impl Reader<'_> {
    /// Whether attribute `k` cannot apply to a value of type `ty`
    /// (`AttributeFuncs::typeIncompatible`).
    fn incompatible(&self, k: AttrKind, ty: TypeId) -> bool {
        use AttrKind::*;
        let types = &self.m.types;
        let scalar = types.scalar(ty);
        let is_int = matches!(types.get(ty), Type::Int(_));
        let is_ptr = matches!(types.get(ty), Type::Ptr(_));
        match k {
            SExt | ZExt | AllocAlign => !is_int,
            Range => !matches!(types.get(scalar), Type::Int(_)),
            NoAlias
            | Captures
            | NonNull
            | ReadNone
            | ReadOnly
            | Dereferenceable
            | DereferenceableOrNull
            | Writable
            | DeadOnUnwind
            | Initializes
            | Nest
            | SwiftError
            | Preallocated
            | InAlloca
            | ByVal
            | StructRet
            | ByRef
            | ElementType
            | AllocatedPointer => !is_ptr,
            Alignment => !matches!(types.get(scalar), Type::Ptr(_)),
            NoFPClass => !self.nofpclass_compatible(ty),
            NoUndef => matches!(types.get(ty), Type::Void),
            _ => false,
        }
    }

    fn nofpclass_compatible(&self, ty: TypeId) -> bool {
        let types = &self.m.types;
        match types.get(ty) {
            Type::Array { elem, .. } => self.nofpclass_compatible(*elem),
            Type::Struct { elems, .. } => elems.iter().all(|&e| self.nofpclass_compatible(e)),
            _ => types.is_float(types.scalar(ty)),
        }
    }

    /// `set` without the attributes a value of type `ty` cannot carry.
    pub(crate) fn drop_incompatible(&mut self, set: AttrSetId, ty: TypeId) -> AttrSetId {
        let attrs = self.m.attrs.get(set);
        if !attrs
            .iter()
            .any(|a| a.kind().is_some_and(|k| self.incompatible(k, ty)))
        {
            return set;
        }
        let kept: Vec<_> = attrs
            .iter()
            .filter(|a| !a.kind().is_some_and(|k| self.incompatible(k, ty)))
            .cloned()
            .collect();
        self.m.attrs.intern_attrs(kept)
    }

    /// A function's or call's list without incompatible attributes, for
    /// return type `ret` and argument types `args`.
    pub(crate) fn drop_incompatible_list(
        &mut self,
        mut list: AttrList,
        ret: TypeId,
        args: &[TypeId],
    ) -> AttrList {
        list.ret = self.drop_incompatible(list.ret, ret);
        for (i, &t) in args.iter().enumerate() {
            let set = self.drop_incompatible(list.param(i), t);
            list.set_param(i, set);
        }
        list
    }

    /// In a function without `strictfp`, strictfp calls (other than of
    /// constrained FP intrinsics) become `nobuiltin` calls.
    pub(crate) fn upgrade_strictfp_calls(&mut self, gid: GlobalId, body: &mut Body) {
        let GlobalKind::Func(f) = &self.m.globals[gid.index()].kind else {
            return;
        };
        if self.m.attrs.get(f.attrs.func).has(AttrKind::StrictFP) {
            return;
        }
        for i in 0..body.insts.len() {
            let (InstKind::Call(c)
            | InstKind::Invoke { call: c, .. }
            | InstKind::CallBr { call: c, .. }) = &body.insts[i].kind
            else {
                continue;
            };
            let set = self.m.attrs.get(c.attrs.func);
            if !set.has(AttrKind::StrictFP) || self.is_constrained_fp_call(c.callee) {
                continue;
            }
            let set = set
                .without(AttrKind::StrictFP)
                .with(attributes::Attribute::Flag(AttrKind::NoBuiltin));
            let id = self.m.attrs.intern(set);
            if let InstKind::Call(c)
            | InstKind::Invoke { call: c, .. }
            | InstKind::CallBr { call: c, .. } = &mut body.insts[i].kind
            {
                c.attrs.func = id;
            }
        }
    }

    fn is_constrained_fp_call(&self, callee: Operand) -> bool {
        let Operand::Const(c) = callee else {
            return false;
        };
        let ConstKind::Global(g) = self.m.consts.get(c).kind else {
            return false;
        };
        self.m.globals[g.index()]
            .common
            .name
            .as_deref()
            .is_some_and(|n| n.starts_with(b"llvm.experimental.constrained."))
    }
}
