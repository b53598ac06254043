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

/// `UpgradeARCRuntime`'s runtime functions and the intrinsics their calls
/// become, with the intrinsic's type: result (`v` void, `p` ptr, `i`
/// i32), then a `p` per parameter.
const ARC_RUNTIME: [(&str, &str); 29] = [
    ("objc_autorelease", "p p"),
    ("objc_autoreleasePoolPop", "v p"),
    ("objc_autoreleasePoolPush", "p"),
    ("objc_autoreleaseReturnValue", "p p"),
    ("objc_copyWeak", "v pp"),
    ("objc_destroyWeak", "v p"),
    ("objc_initWeak", "p pp"),
    ("objc_loadWeak", "p p"),
    ("objc_loadWeakRetained", "p p"),
    ("objc_moveWeak", "v pp"),
    ("objc_release", "v p"),
    ("objc_retain", "p p"),
    ("objc_retainAutorelease", "p p"),
    ("objc_retainAutoreleaseReturnValue", "p p"),
    ("objc_retainAutoreleasedReturnValue", "p p"),
    ("objc_retainBlock", "p p"),
    ("objc_storeStrong", "v pp"),
    ("objc_storeWeak", "p pp"),
    ("objc_unsafeClaimAutoreleasedReturnValue", "p p"),
    ("objc_retainedObject", "p p"),
    ("objc_unretainedObject", "p p"),
    ("objc_unretainedPointer", "p p"),
    ("objc_retain_autorelease", "p p"),
    ("objc_sync_enter", "i p"),
    ("objc_sync_exit", "i p"),
    ("objc_arc_annotation_topdown_bbstart", "v pp"),
    ("objc_arc_annotation_topdown_bbend", "v pp"),
    ("objc_arc_annotation_bottomup_bbstart", "v pp"),
    ("objc_arc_annotation_bottomup_bbend", "v pp"),
];

/// The intrinsic a runtime function's calls become: `objc_x_y` is
/// `llvm.objc.x.y`, except that names in camel case keep their case
/// (`objc_retainAutorelease` is `llvm.objc.retainAutorelease`).
fn arc_intrinsic_name(old: &str) -> String {
    format!("llvm.objc.{}", old["objc_".len()..].replace('_', "."))
}

impl Reader<'_> {
    /// LLVM's `UpgradeARCRuntime`: calls of `clang.arc.use` become calls
    /// of `llvm.objc.clang.arc.use`; and when the module had the old
    /// retain/release marker (ARC bitcode from before the intrinsics), so
    /// do calls of the ARC runtime functions, each of its intrinsic.
    pub(crate) fn upgrade_arc_runtime(&mut self) {
        self.upgrade_calls_to_intrinsic(b"clang.arc.use", b"llvm.objc.clang.arc.use", "v *");
        if !self.upgrade_retain_release_marker() {
            return;
        }
        for (old, sig) in ARC_RUNTIME {
            let new = arc_intrinsic_name(old);
            self.upgrade_calls_to_intrinsic(old.as_bytes(), new.as_bytes(), sig);
        }
    }

    /// `UpgradeARCRuntime`'s `UpgradeToIntrinsic`: when function `old`
    /// exists, the intrinsic `new` of type `sig` is declared (at the end,
    /// unless it is there), each direct `call` of `old` becomes one of
    /// `new` (its name, tail marker, arguments and location kept; no
    /// attributes, bundles or other attachments, as a call made anew),
    /// and `old` goes when nothing uses it any more. LLVM skips a call
    /// whose result or arguments cannot be bitcast to the intrinsic's
    /// types and bitcasts the others; with opaque pointers every such
    /// type is the intrinsic's own or cannot be cast, but an `i32`
    /// argument where a `float` is taken could be: such a call is left
    /// as it is here.
    fn upgrade_calls_to_intrinsic(&mut self, old: &[u8], new: &[u8], sig: &str) {
        let named = |m: &Module, n: &[u8]| {
            m.globals
                .values()
                .position(|g| g.common.name.as_deref() == Some(n))
        };
        let Some(fi) = named(&self.m, old) else {
            return;
        };
        if !matches!(
            self.m.globals[GlobalId::from_index(fi)].kind,
            GlobalKind::Func(_)
        ) {
            return;
        }
        let m = &mut self.m;
        let ptr = m.types.ptr(0);
        let one = |m: &mut Module, c: u8| match c {
            b'p' => ptr,
            b'i' => m.types.int(32),
            _ => m.types.void(),
        };
        let (ret, params) = sig.split_once(' ').unwrap_or((sig, ""));
        let ret = one(m, ret.as_bytes()[0]);
        let vararg = params == "*";
        let params: Vec<TypeId> = if vararg {
            Vec::new()
        } else {
            params.bytes().map(|c| one(m, c)).collect()
        };
        let new_ty = m.types.intern(Type::Function {
            ret,
            params: params.clone(),
            vararg,
        });
        let ni = match named(m, new) {
            // A variable of the intrinsic's name: LLVM's declaring it
            // fails its own assertion; the calls stay as they are here.
            Some(i) if !matches!(m.globals[GlobalId::from_index(i)].kind, GlobalKind::Func(_)) => {
                return;
            }
            Some(i) => i,
            None => {
                m.globals.push(Global {
                    common: GlobalCommon {
                        name: Some(new.into()),
                        value_ty: new_ty,
                        ..Default::default()
                    },
                    kind: GlobalKind::Func(Function::default()),
                });
                m.globals.len() - 1
            }
        };
        let as_const = |m: &mut Module, i: usize| {
            let ty = m
                .types
                .ptr(m.globals[GlobalId::from_index(i)].common.addrspace);
            m.consts.intern_raw(Const {
                ty,
                kind: ConstKind::Global(GlobalId::from_index(i)),
            })
        };
        let old_c = as_const(m, fi);
        let new_c = as_const(m, ni);
        let mut globals = std::mem::take(&mut m.globals);
        for g in globals.values_mut() {
            let fn_ty = g.common.value_ty;
            let GlobalKind::Func(f) = &mut g.kind else {
                continue;
            };
            let Some(body) = f.body.as_mut() else {
                continue;
            };
            for i in body.insts.keys() {
                let inst = &body.insts[i];
                let InstKind::Call(c) = &inst.kind else {
                    continue;
                };
                if c.callee != Operand::Const(old_c) {
                    continue;
                }
                // Only types the intrinsic's own: see above.
                let same_types = inst.ty == ret
                    && c.args.len() >= params.len()
                    && c.args.iter().zip(&params).all(|(&a, &want)| {
                        llconv_ir::module::operand_type(&m.types, &m.consts, fn_ty, &body.insts, a)
                            == Some(want)
                    });
                if !same_types {
                    continue;
                }
                let inst = &mut body.insts[i];
                inst.md
                    .retain(|(k, _)| *k == llconv_ir::metadata::MdKindId::DBG);
                if let InstKind::Call(c) = &mut inst.kind {
                    c.callee = Operand::Const(new_c);
                    c.fn_ty = new_ty;
                    c.cc = 0;
                    c.fmf = 0;
                    c.attrs = AttrList::default();
                    c.bundles.clear();
                    c.addrspace = None;
                }
            }
        }
        m.globals = globals;
        let mut candidates = vec![false; m.globals.len()];
        candidates[fi] = true;
        llconv_ir::autoupgrade::remove_unreferenced(m, &candidates);
    }
    /// The old `!clang.arc.retainAutoreleasedReturnValueMarker` named
    /// metadata becomes a module flag (its `#` comment a `;` one).
    /// Whether it did (LLVM's `upgradeRetainReleaseMarker`).
    fn upgrade_retain_release_marker(&mut self) -> bool {
        const KEY: &[u8] = b"clang.arc.retainAutoreleasedReturnValueMarker";
        let Some(pos) = self
            .m
            .named_metadata
            .iter()
            .position(|n| &n.name[..] == KEY)
        else {
            return false;
        };
        let Some(&op) = self.m.named_metadata[pos].ops.first() else {
            return false;
        };
        let Some(Some(id)) = self.m.metadata.get(op).node_operands().first().copied() else {
            return false;
        };
        let Metadata::String(s) = self.m.metadata.get(id) else {
            return false;
        };
        let parts: Vec<&[u8]> = s.split(|&c| c == b'#').collect();
        let value = if parts.len() == 2 {
            let joined = [parts[0], b";", parts[1]].concat();
            self.m.metadata.string(&joined)
        } else {
            id
        };
        let i32t = self.m.types.int(32);
        let error = self.m.consts.intern(
            &self.m.types,
            Const {
                ty: i32t,
                kind: ConstKind::Int(ApInt::from_u64(32, 1)),
            },
        );
        let ops = vec![
            Some(self.m.metadata.add(Metadata::Value(error))),
            Some(self.m.metadata.string(KEY)),
            Some(value),
        ];
        let flag = self.m.metadata.add(Metadata::Tuple {
            distinct: false,
            ops,
        });
        self.m.named_metadata.remove(pos);
        self.m.append_named_metadata(b"llvm.module.flags", [flag]);
        true
    }
}
