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
        let GlobalKind::Func(f) = &self.m.globals[gid].kind else {
            return;
        };
        if self.m.attrs.get(f.attrs.func).has(AttrKind::StrictFP) {
            return;
        }
        for i in body.insts.keys() {
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
        self.m.globals[g]
            .common
            .name
            .as_deref()
            .is_some_and(|n| n.starts_with(b"llvm.experimental.constrained."))
    }
}

impl Reader<'_> {
    /// `llvm.global_ctors`/`llvm.global_dtors` of two-field entries get
    /// the third (associated data) field, null (`UpgradeGlobalVariable`).
    pub(crate) fn upgrade_global_ctors(&mut self) {
        for gi in self.m.globals.keys() {
            let g = &self.m.globals[gi];
            if !matches!(
                g.common.name.as_deref(),
                Some(b"llvm.global_ctors" | b"llvm.global_dtors")
            ) {
                continue;
            }
            let GlobalKind::Var(v) = &g.kind else {
                continue;
            };
            let init = v.init;
            let Type::Array { elem, len } = *self.m.types.get(g.common.value_ty) else {
                continue;
            };
            let Some(fields) = self.m.types.struct_elems(elem).map(|e| e.to_vec()) else {
                continue;
            };
            if fields.len() != 2 {
                continue;
            }
            let ptr = self.m.types.ptr(0);
            let new_elem = self.m.types.intern(Type::Struct {
                elems: vec![fields[0], fields[1], ptr],
                packed: false,
            });
            let new_ty = self.m.types.intern(Type::Array {
                elem: new_elem,
                len,
            });
            let new_init = init.map(|c| self.widen_ctor_array(c, new_ty, new_elem, ptr));
            let g = &mut self.m.globals[gi];
            g.common.value_ty = new_ty;
            if let GlobalKind::Var(v) = &mut g.kind {
                v.init = new_init;
            }
        }
    }

    fn widen_ctor_array(&mut self, c: ConstId, ty: TypeId, elem: TypeId, ptr: TypeId) -> ConstId {
        let kind = match self.m.consts.get(c).kind.clone() {
            ConstKind::Array(elems) => {
                let null = fold::null_value(&mut self.m.consts, &self.m.types, ptr);
                let elems = elems
                    .into_iter()
                    .map(|e| {
                        let kind = match (&self.m.consts.get(e).kind, null) {
                            (ConstKind::Struct(f), Some(n)) if f.len() == 2 => {
                                ConstKind::Struct(vec![f[0], f[1], n])
                            }
                            (k, _) => k.clone(),
                        };
                        self.m
                            .consts
                            .intern(&self.m.types, Const { ty: elem, kind })
                    })
                    .collect();
                ConstKind::Array(elems)
            }
            k => k,
        };
        self.m.consts.intern(&self.m.types, Const { ty, kind })
    }
}

impl Reader<'_> {
    /// `!prof` branch weights whose count does not match the instruction's
    /// successors (or callees) are dropped, as LLVM's reader does.
    pub(crate) fn drop_bad_branch_weights(&self, body: &mut Body) {
        let Some(prof) = self
            .m
            .metadata
            .kinds
            .iter()
            .find(|(_, k)| &k[..] == b"prof")
            .map(|(id, _)| id)
        else {
            return;
        };
        let md = &self.m.metadata;
        let string = |op: Option<&Option<MdId>>, want: &[u8]| matches!(op, Some(Some(s)) if matches!(md.get(*s), Metadata::String(x) if &x[..] == want));
        for inst in body.insts.values_mut() {
            let Some(&(_, node)) = inst.md.iter().find(|(k, _)| *k == prof) else {
                continue;
            };
            let ops = md.get(node).node_operands();
            if !string(ops.first(), b"branch_weights") {
                continue;
            }
            let expected = match &inst.kind {
                InstKind::Br(_) => 1,
                InstKind::CondBr { .. } => 2,
                InstKind::Switch { cases, .. } => cases.len() + 1,
                InstKind::Call(_) => 1,
                InstKind::IndirectBr { dests, .. } => dests.len(),
                InstKind::Select { .. } => 2,
                _ => continue,
            };
            let offset = if string(ops.get(1), b"expected") {
                2
            } else {
                1
            };
            if ops.len() != offset + expected {
                inst.md.retain(|(k, _)| *k != prof);
            }
        }
    }
}

impl Reader<'_> {
    /// The `"Linker Options"` module flag's options are also listed in
    /// `!llvm.linker.options`, as LLVM's reader does.
    pub(crate) fn upgrade_linker_options(&mut self) {
        let md = &self.m.metadata;
        let Some(flags) = self
            .m
            .named_metadata
            .iter()
            .find(|n| &n.name[..] == b"llvm.module.flags")
        else {
            return;
        };
        let value = flags.ops.iter().find_map(|&f| match md.get(f).node_operands() {
            [_, Some(k), Some(v)] if matches!(md.get(*k), Metadata::String(s) if &s[..] == b"Linker Options") => {
                Some(*v)
            }
            _ => None,
        });
        let Some(value) = value else {
            return;
        };
        let options: Vec<MdId> = md
            .get(value)
            .node_operands()
            .iter()
            .flatten()
            .copied()
            .collect();
        self.m
            .append_named_metadata(b"llvm.linker.options", options);
    }
}
