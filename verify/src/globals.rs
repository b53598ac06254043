//! Module-level rules: global values, global variables, aliases, ifuncs
//! (`visitGlobalValue`, `visitGlobalVariable`, `visitGlobalAlias`,
//! `visitGlobalIFunc` in LLVM's verifier).

use llconv_ir::diagnostic::ValueRef;
use llconv_ir::*;

use crate::Verifier;

/// The linkages an alias may have (`GlobalAlias::isValidLinkage`).
const ALIAS_LINKAGES: [Linkage; 8] = [
    Linkage::Private,
    Linkage::Internal,
    Linkage::LinkOnce,
    Linkage::Weak,
    Linkage::LinkOnceOdr,
    Linkage::WeakOdr,
    Linkage::External,
    Linkage::AvailableExternally,
];

/// LLVM's `Value::MaximumAlignment`: 2^32.
pub(crate) const MAX_ALIGNMENT: u64 = 1 << 32;

/// Whether `g` is a declaration: a variable without initializer or a
/// function without body (aliases and ifuncs never are).
pub(crate) fn is_declaration(g: &Global) -> bool {
    match &g.kind {
        GlobalKind::Var(v) => v.init.is_none(),
        GlobalKind::Func(f) => f.body.is_none(),
        GlobalKind::Alias(_) | GlobalKind::IFunc(_) => false,
    }
}

/// LLVM's `isDeclarationForLinker`: a declaration, or
/// `available_externally` (its definition is elsewhere).
pub(crate) fn is_declaration_for_linker(g: &Global) -> bool {
    g.common.linkage == Linkage::AvailableExternally || is_declaration(g)
}

fn comdat_of(g: &Global) -> Option<ComdatId> {
    match &g.kind {
        GlobalKind::Var(v) => v.comdat,
        GlobalKind::Func(f) => f.comdat,
        _ => None,
    }
}

fn align_of(g: &Global) -> Option<u64> {
    match &g.kind {
        GlobalKind::Var(v) => v.align,
        GlobalKind::Func(f) => f.align,
        _ => None,
    }
}

impl Verifier<'_> {
    /// Globals, aliases, ifuncs, named metadata, module flags, in LLVM's
    /// order (after every function).
    pub(crate) fn module_level(&mut self) {
        let m = self.m;
        // `verifyFrameRecoverIndices`.
        let escapes = std::mem::take(&mut self.frame_escapes);
        for (f, (escaped, recovered)) in escapes {
            self.check(
                recovered <= escaped,
                "all indices passed to llvm.localrecover must be less than the number of arguments passed to llvm.localescape in the parent function",
                &[ValueRef::Global(f)],
            );
        }
        for (i, g) in m.globals.iter() {
            if let GlobalKind::Var(v) = &g.kind {
                self.global_variable(i, g, v);
            }
        }
        for (i, g) in m.globals.iter() {
            if let GlobalKind::Alias(a) = &g.kind {
                self.alias(i, g, a);
            }
        }
        for (i, g) in m.globals.iter() {
            if let GlobalKind::IFunc(f) = &g.kind {
                self.ifunc(i, g, f);
            }
        }
        self.named_metadata();
        self.ptrauth_constants();
        self.ptr_to_addr_constants();
        self.comdats();
        self.deoptimize_calling_conventions();
    }

    /// `visitConstantPtrAuth`'s rule the parser leaves: a deactivation
    /// symbol is a global value or null. (LLVM checks the constants the
    /// module uses; a `ptrauth` constant is only made for a use.)
    fn ptrauth_constants(&mut self) {
        let m = self.m;
        let bad = m.consts.values().any(|c| {
            matches!(c.kind, ConstKind::PtrAuth { deactivation: Some(d), .. }
                if !matches!(m.consts.get(d).kind, ConstKind::Null | ConstKind::Zero | ConstKind::Global(_)))
        });
        self.check(
            !bad,
            "signed ptrauth constant deactivation symbol must be a global value or null",
            &[],
        );
    }

    /// `visitComdat`: in COFF a comdat's namesake may not be private (a
    /// private symbol has no entry in the symbol table to select by).
    fn comdats(&mut self) {
        let m = self.m;
        if m.comdats.is_empty() || !m.triple.as_deref().is_some_and(is_coff) {
            return;
        }
        let names: llconv_ir::hash::FastMap<&[u8], GlobalId> = m
            .globals
            .iter()
            .filter_map(|(i, g)| Some((g.common.name.as_deref()?, i)))
            .collect();
        for c in m.comdats.values() {
            let Some(&g) = names.get(&c.name[..]) else {
                continue;
            };
            self.check(
                m.globals[g].common.linkage != Linkage::Private,
                "comdat global value has private linkage",
                &[ValueRef::Global(g)],
            );
        }
    }

    /// `verifyDeoptimizeCallingConvs`: every declaration of
    /// `llvm.experimental.deoptimize` has the first one's calling
    /// convention.
    fn deoptimize_calling_conventions(&mut self) {
        let m = self.m;
        let mut first: Option<(GlobalId, u32)> = None;
        for (i, g) in m.globals.iter() {
            let Some(f) = g.as_func() else { continue };
            let name = g.common.name.as_deref().unwrap_or_default();
            if name != b"llvm.experimental.deoptimize"
                && !name.starts_with(b"llvm.experimental.deoptimize.")
            {
                continue;
            }
            let id = i;
            match first {
                None => first = Some((id, f.cc)),
                Some((first_id, cc)) => {
                    if cc != f.cc {
                        self.fail(
                            "All llvm.experimental.deoptimize declarations must have the same calling convention",
                            &[ValueRef::Global(first_id), ValueRef::Global(id)],
                        );
                        return;
                    }
                }
            }
        }
    }

    /// `visitGlobalValue`: rules every global value keeps.
    pub(crate) fn global_value(&mut self, id: GlobalId, g: &Global) {
        let me = [ValueRef::Global(id)];
        let c = &g.common;
        if !self.check(
            !is_declaration(g) || matches!(c.linkage, Linkage::External | Linkage::ExternWeak),
            "Global is external, but doesn't have external or weak linkage!",
            &me,
        ) {
            return;
        }
        if matches!(g.kind, GlobalKind::Var(_) | GlobalKind::Func(_))
            && !self.check(
                align_of(g).is_none_or(|a| a <= MAX_ALIGNMENT),
                "huge alignment values are unsupported",
                &me,
            )
        {
            return;
        }
        if !self.global_object_metadata(id, g) {
            return;
        }
        if c.linkage == Linkage::Appending {
            let GlobalKind::Var(_) = &g.kind else {
                self.fail("Only global variables can have appending linkage!", &me);
                return;
            };
            if !self.check(
                matches!(self.m.types.get(c.value_ty), Type::Array { .. }),
                "Only global arrays can have appending linkage!",
                &me,
            ) {
                return;
            }
        }
        if is_declaration_for_linker(g)
            && !self.check(
                comdat_of(g).is_none(),
                "Declaration may not be in a Comdat!",
                &me,
            )
        {
            return;
        }
        if c.dll_storage == DllStorage::Export
            && !self.check(
                c.visibility != Visibility::Hidden,
                "dllexport GlobalValue must have default or protected visibility",
                &me,
            )
        {
            return;
        }
        if c.dll_storage == DllStorage::Import {
            if !self.check(
                c.visibility == Visibility::Default,
                "dllimport GlobalValue must have default visibility",
                &me,
            ) || !self.check(
                !c.dso_local,
                "GlobalValue with DLLImport Storage is dso_local!",
                &me,
            ) {
                return;
            }
            let external_decl =
                is_declaration(g) && matches!(c.linkage, Linkage::External | Linkage::ExternWeak);
            if !self.check(
                external_decl || c.linkage == Linkage::AvailableExternally,
                "Global is marked as dllimport, but not external",
                &me,
            ) {
                return;
            }
        }
        if c.is_implicitly_dso_local() {
            self.check(
                c.dso_local,
                "GlobalValue with local linkage or non-default visibility must be dso_local!",
                &me,
            );
        }
    }

    /// A global object's `!associated` (one pointer to another global
    /// object) and `!absolute_symbol` (a range of the pointer-sized
    /// integer type). False when a rule failed.
    fn global_object_metadata(&mut self, id: GlobalId, g: &Global) -> bool {
        let m = self.m;
        let attached: &[(MdKindId, MdId)] = match &g.kind {
            GlobalKind::Var(v) => &v.md,
            GlobalKind::Func(f) => &f.md,
            _ => return true,
        };
        let get = |name: &[u8]| {
            attached
                .iter()
                .find(|&&(k, _)| m.metadata.kind_name(k) == name)
                .map(|&(_, md)| md)
        };
        let me = ValueRef::Global(id);
        if let Some(assoc) = get(b"associated") {
            let with = [me, ValueRef::Metadata(assoc)];
            let ops = m.metadata.get(assoc).node_operands();
            if !self.check(
                ops.len() == 1,
                "associated metadata must have one operand",
                &with,
            ) {
                return false;
            }
            let Some(op) = ops[0] else {
                self.fail("associated metadata must have a global value", &with);
                return false;
            };
            let Metadata::Value(c) = m.metadata.get(op) else {
                self.fail("associated metadata must be ValueAsMetadata", &with);
                return false;
            };
            if !self.check(
                m.types.is_ptr(m.consts.get(*c).ty),
                "associated value must be pointer typed",
                &with,
            ) {
                return false;
            }
            let stripped = strip_casts_and_aliases(m, *c);
            if !self.check(
                m.consts.get(stripped).kind != ConstKind::Global(id),
                "global values should not associate to themselves",
                &with,
            ) {
                return false;
            }
        }
        if let Some(range) = get(b"absolute_symbol") {
            let bits = self.layout().pointer_size_in_bits(g.common.addrspace);
            let ty = m.types.lookup(&Type::Int(bits));
            if !self.range_metadata(
                range,
                ty,
                &[me],
                crate::inst_metadata::RangeLike::AbsoluteSymbol,
            ) {
                return false;
            }
        }
        // `!implicit.ref` (any number): one pointer value each.
        for &(_, md) in attached
            .iter()
            .filter(|&&(k, _)| m.metadata.kind_name(k) == b"implicit.ref")
        {
            let with = [me, ValueRef::Metadata(md)];
            let ops = m.metadata.get(md).node_operands();
            if !self.check(ops.len() == 1, "ref metadata must have one operand", &with) {
                return false;
            }
            let Some(Metadata::Value(c)) = ops[0].map(|o| m.metadata.get(o)) else {
                self.fail("ref metadata must be ValueAsMetadata", &with);
                return false;
            };
            if !self.check(
                m.types.is_ptr(m.consts.get(*c).ty),
                "ref value must be pointer typed",
                &with,
            ) {
                return false;
            }
        }
        true
    }

    fn global_variable(&mut self, id: GlobalId, g: &Global, v: &GlobalVar) {
        let m = self.m;
        let me = [ValueRef::Global(id)];
        if let Some(init) = v.init {
            if !self.check(
                m.consts.get(init).ty == g.common.value_ty,
                "Global variable initializer type does not match global variable type!",
                &me,
            ) {
                return;
            }
            let value_ty = g.common.value_ty;
            let sized = self.is_sized(value_ty);
            if !self.check(sized, "Global variable initializer must be sized", &me) {
                return;
            }
            if g.common.linkage == Linkage::Common
                && (!self.check(
                    m.consts.is_null_value(&m.types, init),
                    "'common' global must have a zero initializer!",
                    &me,
                ) || !self.check(
                    !v.constant,
                    "'common' global may not be marked constant!",
                    &me,
                ) || !self.check(
                    v.comdat.is_none(),
                    "'common' global may not be in a Comdat!",
                    &me,
                ))
            {
                return;
            }
        }
        let name = g.common.name.as_deref().unwrap_or(b"");
        if (name == b"llvm.global_ctors" || name == b"llvm.global_dtors")
            && !self.structor_list(id, g, v)
        {
            return;
        }
        if (name == b"llvm.used" || name == b"llvm.compiler.used")
            && !self.used_list(id, g, v, name)
        {
            return;
        }
        if self.is_scalable(g.common.value_ty) {
            self.fail("Globals cannot contain scalable types", &me);
            return;
        }
        {
            // A target type without the CanBeGlobal property, in
            // aggregates too.
            let bad = |n: &[u8]| !llconv_ir::types::target_type_can_be_global(n);
            if m.types.holds_target_type(g.common.value_ty, bad) {
                let name = String::from_utf8_lossy(g.common.name.as_deref().unwrap_or(b""));
                self.fail(
                    format!("Global @{name} has illegal target extension type"),
                    &[ValueRef::Type(g.common.value_ty)],
                );
                return;
            }
        }
        self.global_value(id, g);
    }

    /// Whether `t` is or holds a scalable vector.
    pub(crate) fn is_scalable(&self, t: TypeId) -> bool {
        self.m.types.is_scalable(t)
    }

    /// What every intrinsic global variable keeps: appending linkage when
    /// defined, and no uses. False when a rule failed.
    fn intrinsic_global(&mut self, id: GlobalId, g: &Global, v: &GlobalVar) -> bool {
        let me = [ValueRef::Global(id)];
        self.check(
            v.init.is_none() || g.common.linkage == Linkage::Appending,
            "invalid linkage for intrinsic global variable",
            &me,
        ) && self.check(
            !self.global_is_used(id),
            "invalid uses of intrinsic global variable",
            &me,
        )
    }

    /// `llvm.global_ctors` / `llvm.global_dtors`: appending arrays of
    /// `{ i32, ptr, ptr }`. False when a rule failed.
    fn structor_list(&mut self, id: GlobalId, g: &Global, v: &GlobalVar) -> bool {
        let m = self.m;
        let me = [ValueRef::Global(id)];
        if !self.intrinsic_global(id, g, v) {
            return false;
        }
        let Type::Array { elem, .. } = m.types.get(g.common.value_ty) else {
            return true;
        };
        let program_as =
            llconv_ir::datalayout::DataLayout::parse(m.data_layout.as_deref().unwrap_or(b""))
                .map_or(0, |dl| dl.program_address_space());
        let elems = m.types.struct_elems(*elem).unwrap_or(&[]);
        let shape_ok = (elems.len() == 2 || elems.len() == 3)
            && m.types.int_width(elems[0]) == Some(32)
            && matches!(m.types.get(elems[1]), Type::Ptr(a) if *a == program_as);
        if !self.check(shape_ok, "wrong type for intrinsic global variable", &me)
            || !self.check(
                elems.len() == 3,
                "the third field of the element type is mandatory, specify ptr null to migrate from the obsoleted 2-field form",
                &[],
            )
        {
            return false;
        }
        self.check(
            m.types.is_ptr(elems[2]),
            "wrong type for intrinsic global variable",
            &me,
        )
    }

    /// `llvm.used` / `llvm.compiler.used`: appending arrays of pointers to
    /// named globals. False when a rule failed.
    fn used_list(&mut self, id: GlobalId, g: &Global, v: &GlobalVar, name: &[u8]) -> bool {
        let m = self.m;
        let me = [ValueRef::Global(id)];
        if !self.intrinsic_global(id, g, v) {
            return false;
        }
        let Type::Array { elem, .. } = m.types.get(g.common.value_ty) else {
            return true;
        };
        if !self.check(
            m.types.is_ptr(*elem),
            "wrong type for intrinsic global variable",
            &me,
        ) {
            return false;
        }
        let Some(init) = v.init else { return true };
        let members: Vec<ConstId> = match &m.consts.get(init).kind {
            ConstKind::Array(items) => items.clone(),
            // An empty array is `zeroinitializer`, which is not a
            // ConstantArray either.
            _ => {
                self.fail(
                    "wrong initializer for intrinsic global variable",
                    &[ValueRef::Const(init)],
                );
                return false;
            }
        };
        let name = String::from_utf8_lossy(name).into_owned();
        for c in members {
            let stripped = strip_pointer_casts(m, c);
            let target = match m.consts.get(stripped).kind {
                ConstKind::Global(t) => Some(t),
                _ => None,
            };
            if !self.check(
                target.is_some_and(|t| {
                    matches!(
                        m.globals.get(t).map(|g| &g.kind),
                        Some(GlobalKind::Var(_) | GlobalKind::Func(_) | GlobalKind::Alias(_))
                    )
                }),
                &format!("invalid {name} member"),
                &[ValueRef::Const(stripped)],
            ) {
                return false;
            }
            if !self.check(
                target.is_some_and(|t| m.globals[t].common.name.is_some()),
                &format!("members of {name} must be named"),
                &[ValueRef::Const(stripped)],
            ) {
                return false;
            }
        }
        true
    }

    /// Whether anything in the module refers to global `id` (constants
    /// reachable from initializers, aliasees and instruction operands).
    fn global_is_used(&self, id: GlobalId) -> bool {
        let m = self.m;
        let mut visited = vec![false; m.consts.len()];
        let mut refers = |c: ConstId| const_refers_to(m, c, id, &mut visited);
        for g in m.globals.values() {
            let used = match &g.kind {
                GlobalKind::Var(v) => v.init.is_some_and(&mut refers),
                GlobalKind::Alias(a) => refers(a.aliasee),
                GlobalKind::IFunc(f) => refers(f.resolver),
                GlobalKind::Func(f) => {
                    let mut used = [f.personality, f.prefix, f.prologue]
                        .into_iter()
                        .flatten()
                        .any(&mut refers);
                    if let Some(body) = &f.body {
                        for inst in body.live_insts() {
                            inst.kind.for_each_value_operand(|op| {
                                if let Operand::Const(c) = op {
                                    used |= refers(c);
                                }
                            });
                        }
                    }
                    used
                }
            };
            if used {
                return true;
            }
        }
        false
    }

    fn alias(&mut self, id: GlobalId, g: &Global, a: &Alias) {
        let m = self.m;
        let me = [ValueRef::Global(id)];
        if !self.check(
            ALIAS_LINKAGES.contains(&g.common.linkage),
            "Alias should have private, internal, linkonce, weak, linkonce_odr, weak_odr, external, or available_externally linkage!",
            &me,
        ) {
            return;
        }
        let aliasee = m.consts.get(a.aliasee);
        if !self.check(
            matches!(aliasee.kind, ConstKind::Global(_) | ConstKind::Expr(_)),
            "Aliasee should be either GlobalValue or ConstantExpr",
            &me,
        ) {
            return;
        }
        if !self.aliasee_sub_expr(id, g, a.aliasee, &mut vec![id], &mut Default::default(), 0) {
            return;
        }
        self.global_value(id, g);
    }

    /// `visitAliaseeSubExpr`: what an alias points to must be defined and
    /// free of alias cycles. False when a rule failed. `visited` holds the
    /// aliases reached (as LLVM's set: never emptied), `seen` the other
    /// constants already walked, so that a constant shared by many
    /// expressions is walked once (hostile bitcode chains them).
    fn aliasee_sub_expr(
        &mut self,
        id: GlobalId,
        g: &Global,
        c: ConstId,
        visited: &mut Vec<GlobalId>,
        seen: &mut llconv_ir::hash::FastSet<ConstId>,
        depth: u32,
    ) -> bool {
        let m = self.m;
        let me = [ValueRef::Global(id)];
        if depth > llconv_ir::MAX_NESTING_DEPTH {
            return true;
        }
        let available_externally = g.common.linkage == Linkage::AvailableExternally;
        let target = match m.consts.get(c).kind {
            ConstKind::Global(t) => m.globals.get(t).map(|tg| (t, tg)),
            _ => None,
        };
        if available_externally
            && !self.check(
                target.is_some_and(|(_, tg)| tg.common.linkage == Linkage::AvailableExternally),
                "available_externally alias must point to available_externally global value",
                &me,
            )
        {
            return false;
        }
        if let Some((t, tg)) = target {
            if !available_externally
                && !self.check(
                    !is_declaration_for_linker(tg),
                    "Alias must point to a definition",
                    &me,
                )
            {
                return false;
            }
            let GlobalKind::Alias(inner) = &tg.kind else {
                return true;
            };
            if !self.check(!visited.contains(&t), "Aliases cannot form a cycle", &me) {
                return false;
            }
            visited.push(t);
            let interposable = matches!(
                tg.common.linkage,
                Linkage::Weak | Linkage::LinkOnce | Linkage::ExternWeak | Linkage::Common
            );
            if !self.check(
                !interposable,
                "Alias cannot point to an interposable alias",
                &me,
            ) {
                return false;
            }
            return self.aliasee_sub_expr(id, g, inner.aliasee, visited, seen, depth + 1);
        }
        if !seen.insert(c) {
            return true;
        }
        let mut ops = Vec::new();
        m.consts.get(c).kind.for_each_operand(|o| ops.push(o));
        for o in ops {
            // An alias inside an expression is looked through, unchecked
            // itself, as LLVM walks it (`seen` keeps a cycle finite).
            let inner = match m.consts.get(o).kind {
                ConstKind::Global(t) => match m.globals.get(t).map(|tg| &tg.kind) {
                    Some(GlobalKind::Alias(a)) => Some(a.aliasee),
                    _ => None,
                },
                _ => None,
            };
            let next = match inner {
                Some(_) if !seen.insert(o) => continue,
                Some(aliasee) => aliasee,
                None => o,
            };
            if !self.aliasee_sub_expr(id, g, next, visited, seen, depth + 1) {
                return false;
            }
        }
        true
    }

    fn ifunc(&mut self, id: GlobalId, g: &Global, f: &IFunc) {
        let m = self.m;
        let me = [ValueRef::Global(id)];
        // `visitGlobalValue` first, as for every global.
        self.global_value(id, g);
        // As an alias's, but never available_externally.
        if !self.check(
            ALIAS_LINKAGES.contains(&g.common.linkage)
                && g.common.linkage != Linkage::AvailableExternally,
            "IFunc should have private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage!",
            &me,
        ) {
            return;
        }
        let resolver = match m.consts.get(strip_casts_and_aliases(m, f.resolver)).kind {
            ConstKind::Global(r) => m
                .globals
                .get(GlobalId::from_index(r.index()))
                .filter(|rg| matches!(rg.kind, GlobalKind::Func(_))),
            _ => None,
        };
        let Some(resolver) = resolver else {
            self.fail("IFunc must have a Function resolver", &me);
            return;
        };
        if !self.check(
            !is_declaration_for_linker(resolver),
            "IFunc resolver must be a definition",
            &me,
        ) {
            return;
        }
        let returns_ptr = match m.types.get(resolver.common.value_ty) {
            Type::Function { ret, .. } => m.types.is_ptr(*ret),
            _ => false,
        };
        self.check(returns_ptr, "IFunc resolver must return a pointer", &me);
    }
}

/// A constant with bitcasts, address-space casts and `getelementptr`s
/// whose indices are all the integer zero taken off, as LLVM's
/// `stripPointerCasts`; a constant that is not a pointer is itself.
pub(crate) fn strip_pointer_casts(m: &Module, mut c: ConstId) -> ConstId {
    if !m.types.is_ptr(m.consts.get(c).ty) {
        return c;
    }
    for _ in 0..64 {
        let ConstKind::Expr(e) = &m.consts.get(c).kind else {
            return c;
        };
        let strips = match &e.op {
            ConstExprOp::Cast(CastOp::BitCast | CastOp::AddrSpaceCast) => true,
            ConstExprOp::GetElementPtr => e.operands[1..]
                .iter()
                .all(|&i| is_zero_int(m, Operand::Const(i))),
            _ => false,
        };
        match e.operands.first() {
            Some(&inner) if strips => c = inner,
            _ => return c,
        }
    }
    c
}

/// Whether `op` is the integer zero as LLVM's `ConstantInt` is: a scalar
/// (a vector of zeros is another kind of constant).
pub(crate) fn is_zero_int(m: &Module, op: Operand) -> bool {
    let Operand::Const(c) = op else {
        return false;
    };
    let k = m.consts.get(c);
    m.types.is_int(k.ty)
        && match &k.kind {
            ConstKind::Int(v) => v.is_zero(),
            ConstKind::Zero | ConstKind::Null => true,
            _ => false,
        }
}

/// [`strip_pointer_casts`], and through aliases to what they point to
/// (LLVM's `stripPointerCastsAndAliases`).
pub(crate) fn strip_casts_and_aliases(m: &Module, mut c: ConstId) -> ConstId {
    for _ in 0..64 {
        c = strip_pointer_casts(m, c);
        let ConstKind::Global(g) = m.consts.get(c).kind else {
            return c;
        };
        match m.globals.get(g).map(|g| &g.kind) {
            Some(GlobalKind::Alias(a)) => c = a.aliasee,
            _ => return c,
        }
    }
    c
}

/// Whether constant `c` refers to global `id`. `visited` marks the
/// constants already searched by this query (all found not to refer, as
/// the query ends at the first that does).
fn const_refers_to(m: &Module, c: ConstId, id: GlobalId, visited: &mut [bool]) -> bool {
    let mut stack = vec![c];
    // Iterative: constants may nest deeply.
    while let Some(c) = stack.pop() {
        match visited.get_mut(c.index()) {
            Some(seen) if !*seen => *seen = true,
            _ => continue,
        }
        let kind = &m.consts.get(c).kind;
        if kind.global() == Some(id) {
            return true;
        }
        kind.for_each_operand(|o| stack.push(o));
    }
    false
}

/// `Triple::isOSBinFormatCOFF`: an object format written after the
/// environment (`-coff`, `-elf`, ...) decides; else Windows (the third
/// component `windows...` or `win32`) and UEFI are COFF.
fn is_coff(triple: &[u8]) -> bool {
    let mut parts = triple.splitn(4, |&b| b == b'-');
    let (_arch, _vendor) = (parts.next(), parts.next());
    let os = parts.next().unwrap_or_default();
    let env = parts.next().unwrap_or_default();
    for (suffix, coff) in [
        (&b"coff"[..], true),
        (b"elf", false),
        (b"macho", false),
        (b"xcoff", false),
        (b"goff", false),
        (b"wasm", false),
        (b"spirv", false),
        (b"dxcontainer", false),
    ] {
        if env.ends_with(suffix) {
            return coff && !env.ends_with(b"xcoff");
        }
    }
    os.starts_with(b"windows") || os.starts_with(b"win32") || os.starts_with(b"uefi")
}
