//! The rest of `visitCallBase`: inalloca and swifterror arguments,
//! attributes of variadic arguments, indirect calls, the intrinsic's
//! signature and per-intrinsic rules (`visitIntrinsicCall`), operand
//! bundles.

use llconv_ir::attributes::AttrKind;
use llconv_ir::diagnostic::ValueRef;
use llconv_ir::intrinsics;
use llconv_ir::*;

use crate::Verifier;

/// Which pointer offsets [`strip_pointer`] looks through (LLVM's
/// `PointerStripKind`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Strip {
    /// `stripPointerCasts`: `getelementptr`s whose indices are all zero.
    ZeroIndices,
    /// `stripInBoundsOffsets`: `inbounds` ones, whatever their indices.
    InBounds,
}

/// The value a pointer operand is based on, as LLVM's
/// `stripPointerCastsAndOffsets`: through bitcasts, address-space casts,
/// the `getelementptr`s `kind` allows (instructions and, for
/// [`Strip::ZeroIndices`], constants) and calls with a `returned`
/// argument.
fn strip_pointer(m: &Module, body: &Body, mut op: Operand, kind: Strip) -> Operand {
    for _ in 0..64 {
        let inst = match op {
            Operand::Inst(i) => match body.insts.get(i) {
                Some(inst) => inst,
                None => break,
            },
            Operand::Const(c) if kind == Strip::ZeroIndices => {
                return Operand::Const(crate::globals::strip_pointer_casts(m, c));
            }
            _ => break,
        };
        op = match &inst.kind {
            InstKind::Cast {
                op: CastOp::BitCast | CastOp::AddrSpaceCast,
                value,
                ..
            } => *value,
            InstKind::Gep {
                base,
                indices,
                flags,
                ..
            } => {
                let strips = match kind {
                    Strip::ZeroIndices => {
                        indices.iter().all(|&x| crate::globals::is_zero_int(m, x))
                    }
                    Strip::InBounds => flags & flags::INBOUNDS != 0,
                };
                if !strips {
                    break;
                }
                *base
            }
            InstKind::Call(call)
            | InstKind::Invoke { call, .. }
            | InstKind::CallBr { call, .. } => match returned_argument(m, call) {
                Some(arg) => arg,
                None => break,
            },
            _ => break,
        };
    }
    op
}

/// LLVM's `getReturnedArgOperand`: the argument the call site, or else the
/// function it calls directly, marks `returned`.
fn returned_argument(m: &Module, call: &CallData) -> Option<Operand> {
    let marked = |attrs: &llconv_ir::attributes::AttrList| {
        (0..call.args.len()).find(|&p| m.attrs.get(attrs.param(p)).has(AttrKind::Returned))
    };
    let callee = match call.callee {
        Operand::Const(c) => match m.consts.get(c).kind {
            ConstKind::Global(g) => m.globals.get(g).and_then(Global::as_func),
            _ => None,
        },
        _ => None,
    };
    let p = marked(&call.attrs).or_else(|| callee.and_then(|f| marked(&f.attrs)))?;
    Some(call.args[p])
}

/// LLVM's `stripInBoundsOffsets` of an operand.
fn strip_inbounds_offsets(m: &Module, body: &Body, op: Operand) -> Operand {
    strip_pointer(m, body, op, Strip::InBounds)
}

/// LLVM's `stripPointerCasts` of an operand.
pub(crate) fn strip_pointer_casts_in(m: &Module, body: &Body, op: Operand) -> Operand {
    strip_pointer(m, body, op, Strip::ZeroIndices)
}

impl<'m> Verifier<'m> {
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn call_rest(
        &mut self,
        f: GlobalId,
        i: InstId,
        body: &'m Body,
        call: &CallData,
        callee: Option<(GlobalId, &'m Global)>,
        intrinsic: bool,
        callbr: bool,
    ) -> bool {
        let m = self.m;
        let here = ValueRef::Inst(f, i);
        let Type::Function {
            ret,
            params,
            vararg,
        } = m.types.get(call.fn_ty)
        else {
            return true;
        };
        let callee_fn = callee.and_then(|(_, g)| g.as_func());
        // `paramHasAttr`: the call site's attributes, then the callee's.
        let param_has = |p: usize, k: AttrKind| {
            m.attrs.get(call.attrs.param(p)).has(k)
                || callee_fn.is_some_and(|cf| m.attrs.get(cf.attrs.param(p)).has(k))
        };
        if !call.args.is_empty()
            && !params.is_empty()
            && param_has(call.args.len() - 1, AttrKind::InAlloca)
        {
            let arg = strip_inbounds_offsets(m, body, call.args[params.len() - 1]);
            if let Operand::Inst(a) = arg {
                if let Some(InstKind::Alloca {
                    inalloca: false, ..
                }) = body.insts.get(a).map(|x| &x.kind)
                {
                    self.fail(
                        "inalloca argument for call has mismatched alloca",
                        &[ValueRef::Inst(f, a), here],
                    );
                    return false;
                }
            }
        }
        let caller_attrs = m.globals[f].as_func().map(|x| &x.attrs);
        for p in 0..params.len().min(call.args.len()) {
            if !param_has(p, AttrKind::SwiftError) {
                continue;
            }
            let arg = strip_inbounds_offsets(m, body, call.args[p]);
            match arg {
                Operand::Inst(a) => {
                    if let Some(InstKind::Alloca { swifterror, .. }) =
                        body.insts.get(a).map(|x| &x.kind)
                    {
                        if !self.check(
                            *swifterror,
                            "swifterror argument for call has mismatched alloca",
                            &[ValueRef::Inst(f, a), here],
                        ) {
                            return false;
                        }
                        continue;
                    }
                    self.fail(
                        "swifterror argument should come from an alloca or parameter",
                        &[ValueRef::Inst(f, a), here],
                    );
                    return false;
                }
                Operand::Arg(a) => {
                    let ok = caller_attrs.is_some_and(|at| {
                        m.attrs.get(at.param(a.index())).has(AttrKind::SwiftError)
                    });
                    if !self.check(
                        ok,
                        "swifterror argument for call has mismatched parameter",
                        &[ValueRef::Arg(f, a), here],
                    ) {
                        return false;
                    }
                }
                _ => {
                    let subjects: Vec<ValueRef> = match arg {
                        Operand::Const(c) => vec![ValueRef::Const(c), here],
                        _ => vec![here],
                    };
                    self.fail(
                        "swifterror argument should come from an alloca or parameter",
                        &subjects,
                    );
                    return false;
                }
            }
        }
        if *vararg && !self.variadic_arguments(f, body, call, params.len(), here, callee) {
            return false;
        }
        if !intrinsic {
            for &p in params {
                if !self.check(
                    !matches!(m.types.get(p), Type::Metadata),
                    "Function has metadata parameter but isn't an intrinsic",
                    &[here],
                ) || !self.check(
                    !matches!(m.types.get(p), Type::Token),
                    "Function has token parameter but isn't an intrinsic",
                    &[here],
                ) {
                    return false;
                }
            }
        }
        if callee.is_none() {
            let r = m.types.get(*ret);
            if !self.check(
                !matches!(r, Type::Token),
                "Return type cannot be token for indirect call!",
                &[],
            ) || !self.check(
                !matches!(r, Type::X86Amx),
                "Return type cannot be x86_amx for indirect call!",
                &[],
            ) {
                return false;
            }
        }
        if let Some((cid, g)) = callee.filter(|_| intrinsic) {
            if let Some((iid, base)) = self.intrinsics.id(cid) {
                // A failure here leaves `visitIntrinsicCall` only.
                self.intrinsic_call(f, i, body, call, cid, g, iid, base);
            }
        }
        // A callbr's asm is checked by its own visit.
        let ok = self.bundles(f, body, call, callee.is_some(), here)
            && (callbr || self.inline_asm_call(call, None, here));
        if ok {
            self.convergence_visit(f, i, body, call);
        }
        ok
    }

    /// The attributes of the arguments passed to `...`.
    fn variadic_arguments(
        &mut self,
        f: GlobalId,
        body: &'m Body,
        call: &CallData,
        fixed: usize,
        here: ValueRef,
        callee: Option<(GlobalId, &'m Global)>,
    ) -> bool {
        let m = self.m;
        let fn_ty = m.globals[f].common.value_ty;
        let mut saw_nest = false;
        let mut saw_returned = false;
        for p in 0..fixed {
            let set = m.attrs.get(call.attrs.param(p));
            saw_nest |= set.has(AttrKind::Nest);
            saw_returned |= set.has(AttrKind::Returned);
        }
        let statepoint = callee.is_some_and(|(_, g)| {
            g.common.name.as_deref() == Some(&b"llvm.experimental.gc.statepoint"[..])
                || g.common
                    .name
                    .as_deref()
                    .is_some_and(|n| n.starts_with(b"llvm.experimental.gc.statepoint."))
        });
        for p in fixed..call.args.len() {
            let set_id = call.attrs.param(p);
            if set_id == llconv_ir::attributes::AttrSetId::EMPTY {
                continue;
            }
            let Some(ty) = m.operand_type(fn_ty, body, call.args[p]) else {
                continue;
            };
            if !self.parameter_attrs(set_id, ty, here) {
                return false;
            }
            let set = m.attrs.get(set_id);
            if set.has(AttrKind::Nest) {
                if !self.check(
                    !saw_nest,
                    "More than one parameter has attribute nest!",
                    &[here],
                ) {
                    return false;
                }
                saw_nest = true;
            }
            if set.has(AttrKind::Returned) {
                if !self.check(
                    !saw_returned,
                    "More than one parameter has attribute returned!",
                    &[here],
                ) {
                    return false;
                }
                saw_returned = true;
            }
            if !statepoint
                && !self.check(
                    !set.has(AttrKind::StructRet),
                    "Attribute 'sret' cannot be used for vararg call arguments!",
                    &[here],
                )
            {
                return false;
            }
            if set.has(AttrKind::InAlloca)
                && !self.check(
                    p + 1 == call.args.len(),
                    "inalloca isn't on the last argument!",
                    &[here],
                )
            {
                return false;
            }
        }
        true
    }

    /// `visitIntrinsicCall`: the signature, then rules of single
    /// intrinsics.
    #[allow(clippy::too_many_arguments)]
    fn intrinsic_call(
        &mut self,
        f: GlobalId,
        i: InstId,
        body: &'m Body,
        call: &CallData,
        callee: GlobalId,
        g: &'m Global,
        iid: intrinsics::IntrinsicId,
        base: &str,
    ) {
        let m = self.m;
        let here = ValueRef::Inst(f, i);
        // The callee's own checks pass once for all its calls.
        if !self.intrinsic_decl_ok[callee.index()] {
            if !self.intrinsic_declaration(callee, g, iid) {
                return;
            }
            self.intrinsic_decl_ok[callee.index()] = true;
        }
        let fn_ty = m.globals[f].common.value_ty;
        for &a in &call.args {
            if let Operand::Const(c) = a {
                if !self.check(
                    !matches!(m.types.get(m.consts.get(c).ty), Type::X86Amx),
                    "const x86_amx is not allowed in argument!",
                    &[],
                ) {
                    return;
                }
            }
        }
        let errors_before = self.errors.len();
        match base {
            "llvm.gcroot" | "llvm.gcwrite" | "llvm.gcread" => {
                if base == "llvm.gcroot" {
                    let root = strip_pointer_casts_in(m, body, call.args[0]);
                    let alloca = match root {
                        Operand::Inst(a) => match body.insts.get(a).map(|x| &x.kind) {
                            Some(InstKind::Alloca { allocated, .. }) => Some(*allocated),
                            _ => None,
                        },
                        _ => None,
                    };
                    let Some(allocated) = alloca else {
                        self.fail("llvm.gcroot parameter #1 must be an alloca.", &[here]);
                        return;
                    };
                    if !self.check(
                        matches!(call.args[1], Operand::Const(_)),
                        "llvm.gcroot parameter #2 must be a constant.",
                        &[here],
                    ) {
                        return;
                    }
                    let null = matches!(call.args[1], Operand::Const(c) if matches!(m.consts.get(c).kind, ConstKind::Null));
                    if !m.types.is_ptr(allocated)
                        && !self.check(
                            !null,
                            "llvm.gcroot parameter #1 must either be a pointer alloca, or argument #2 must be a non-null constant.",
                            &[here],
                        )
                    {
                        return;
                    }
                }
                let has_gc = m.globals[f].as_func().is_some_and(|x| x.gc.is_some());
                self.check(has_gc, "Enclosing function does not use GC.", &[here]);
            }
            "llvm.preserve.array.access.index"
            | "llvm.preserve.struct.access.index"
            | "llvm.aarch64.ldaxr"
            | "llvm.aarch64.ldxr"
            | "llvm.arm.ldaex"
            | "llvm.arm.ldrex" => {
                self.check(
                    m.attrs.get(call.attrs.param(0)).has(AttrKind::ElementType),
                    "Intrinsic requires elementtype attribute on first argument.",
                    &[here],
                );
            }
            "llvm.aarch64.stlxr" | "llvm.aarch64.stxr" | "llvm.arm.stlex" | "llvm.arm.strex" => {
                self.check(
                    m.attrs.get(call.attrs.param(1)).has(AttrKind::ElementType),
                    "Intrinsic requires elementtype attribute on second argument.",
                    &[here],
                );
            }
            "llvm.experimental.gc.statepoint" => {
                let has_gc = m.globals[f].as_func().is_some_and(|x| x.gc.is_some());
                if self.check(has_gc, "Enclosing function does not use GC.", &[here]) {
                    self.statepoint(f, body, call, here);
                }
            }
            "llvm.experimental.gc.result" => self.gc_result(f, body, call, here),
            "llvm.experimental.gc.relocate" => self.gc_relocate(f, body, call, here),
            "llvm.bswap" => {
                let width = m.types.int_width(
                    m.types.scalar(
                        m.operand_type(fn_ty, body, call.args[0])
                            .unwrap_or(call.fn_ty),
                    ),
                );
                self.check(
                    width.is_none_or(|w| w % 16 == 0),
                    "bswap must be an even number of bytes",
                    &[here],
                );
            }
            _ => {
                if !self.preallocated_intrinsic(f, i, body, call, base) {
                    self.intrinsic_rules(f, i, body, call, base);
                }
            }
        }
        if self.errors.len() == errors_before && may_lower_to_function_call(base) {
            self.funclet_token(f, i, body, call);
        }
    }

    /// The start of `visitIntrinsicCall`, which depends on the callee
    /// alone: its type fits the intrinsic, and its name has the right type
    /// suffixes. False when it failed.
    fn intrinsic_declaration(
        &mut self,
        callee: GlobalId,
        g: &Global,
        iid: intrinsics::IntrinsicId,
    ) -> bool {
        let m = self.m;
        let callee_ref = [ValueRef::Global(callee)];
        if let Some(problem) = intrinsics::signature_problem(iid, g.common.value_ty, m) {
            self.fail(problem, &callee_ref);
            return false;
        }
        if let Some(overload) = intrinsics::overload_types(iid, g.common.value_ty, m) {
            if let Some(expected) = intrinsics::mangled_name(iid, &overload, m) {
                let name = g.common.name.as_deref().unwrap_or_default();
                if expected.as_bytes() != name {
                    self.fail(
                        format!(
                            "Intrinsic name not mangled correctly for type arguments! Should be: {expected}"
                        ),
                        &callee_ref,
                    );
                    return false;
                }
            }
        }
        true
    }

    /// The end of `visitIntrinsicCall`: an intrinsic that may become a
    /// function call, inside an EH funclet of a function with a scoped
    /// personality (MSVC, CoreCLR, Wasm), needs a `"funclet"` bundle.
    fn funclet_token(&mut self, f: GlobalId, i: InstId, body: &Body, call: &CallData) {
        let m = self.m;
        let Some(func) = m.globals[f].as_func() else {
            return;
        };
        let scoped = func.personality.is_some_and(|p| {
            match m.consts.get(crate::globals::strip_pointer_casts(m, p)).kind {
                ConstKind::Global(g) => m.globals[g]
                    .common
                    .name
                    .as_deref()
                    .is_some_and(is_scoped_eh_personality),
                _ => false,
            }
        });
        if !scoped {
            return;
        }
        if self.funclet_blocks.as_ref().is_none_or(|(g, _)| *g != f) {
            self.funclet_blocks = Some((f, in_eh_funclet(body)));
        }
        let Some((_, in_funclet)) = &self.funclet_blocks else {
            return;
        };
        if in_funclet.get(i.index()).copied().unwrap_or(false) {
            let has_token = call.bundles.iter().any(|b| &*b.tag == b"funclet");
            self.check(
                has_token,
                "Missing funclet token on intrinsic call",
                &[ValueRef::Inst(f, i)],
            );
        }
    }

    /// `verifyAttachedCallBundle`: the call returns a pointer (or never
    /// returns, as void), and the bundle names one of the two ObjC
    /// runtime functions (or their intrinsics).
    fn attached_call_bundle(&mut self, call: &CallData, b: &Bundle, here: ValueRef) -> bool {
        let m = self.m;
        let ret = match m.types.get(call.fn_ty) {
            Type::Function { ret, .. } => *ret,
            _ => return true,
        };
        let noreturn = {
            let has = |set| m.attrs.get(set).has(AttrKind::NoReturn);
            has(call.attrs.func)
                || crate::function::direct_callee(m, call.callee)
                    .and_then(|(_, g)| g.as_func())
                    .is_some_and(|f| has(f.attrs.func))
        };
        if !self.check(
            m.types.is_ptr(ret) || (noreturn && m.types.is_void(ret)),
            "a call with operand bundle \"clang.arc.attachedcall\" must call a function returning a pointer or a non-returning function that has a void return type",
            &[here],
        ) {
            return false;
        }
        let function = match b.inputs.as_slice() {
            [Operand::Const(c)] => crate::function::direct_callee(m, Operand::Const(*c)),
            _ => None,
        };
        let Some((_, g)) = function else {
            self.fail(
                "operand bundle \"clang.arc.attachedcall\" requires one function as an argument",
                &[here],
            );
            return false;
        };
        let name = g.common.name.as_deref().unwrap_or_default();
        self.check(
            matches!(
                name,
                b"llvm.objc.retainAutoreleasedReturnValue"
                    | b"llvm.objc.unsafeClaimAutoreleasedReturnValue"
                    | b"objc_retainAutoreleasedReturnValue"
                    | b"objc_unsafeClaimAutoreleasedReturnValue"
            ),
            "invalid function argument",
            &[here],
        )
    }

    /// At most one bundle of each kind that allows only one.
    fn bundles(
        &mut self,
        f: GlobalId,
        body: &Body,
        call: &CallData,
        direct: bool,
        here: ValueRef,
    ) -> bool {
        let mut seen: Vec<&[u8]> = Vec::new();
        for b in &call.bundles {
            let tag: &[u8] = &b.tag;
            let message = match tag {
                b"deopt" => "Multiple deopt operand bundles",
                b"gc-transition" => "Multiple gc-transition operand bundles",
                b"funclet" => "Multiple funclet operand bundles",
                b"cfguardtarget" => "Multiple CFGuardTarget operand bundles",
                b"ptrauth" => "Multiple ptrauth operand bundles",
                b"kcfi" => "Multiple kcfi operand bundles",
                b"preallocated" => "Multiple preallocated operand bundles",
                b"gc-live" => "Multiple gc-live operand bundles",
                b"clang.arc.attachedcall" => "Multiple \"clang.arc.attachedcall\" operand bundles",
                _ => continue,
            };
            if !self.check(!seen.contains(&tag), message, &[here]) {
                return false;
            }
            seen.push(tag);
            if !self.bundle_operands(f, body, b, here) {
                return false;
            }
            if tag == b"clang.arc.attachedcall" && !self.attached_call_bundle(call, b, here) {
                return false;
            }
        }
        self.check(
            !(direct && seen.contains(&&b"ptrauth"[..])),
            "Direct call cannot have a ptrauth bundle",
            &[here],
        )
    }
}

impl<'m> Verifier<'m> {
    /// What a bundle of a known tag must carry: one funclet pad, one
    /// cfguardtarget value, an i32 constant key and an i64 discriminator
    /// for ptrauth, one i32 constant for kcfi, one setup token for
    /// preallocated.
    fn bundle_operands(&mut self, f: GlobalId, body: &Body, b: &Bundle, here: ValueRef) -> bool {
        let m = self.m;
        let h = [here];
        let fn_ty = m.globals[f].common.value_ty;
        let ty = |op: Operand| m.operand_type(fn_ty, body, op);
        let int_ty = |op: Operand, w: u32| ty(op).and_then(|t| m.types.int_width(t)) == Some(w);
        let const_int = |op: Operand, w: u32| {
            matches!(op, Operand::Const(c) if matches!(m.consts.get(c).kind, ConstKind::Int(_)))
                && int_ty(op, w)
        };
        match &*b.tag {
            b"funclet" => {
                let pad = matches!(b.inputs.first(), Some(Operand::Inst(p))
                    if matches!(body.insts.get(*p).map(|x| &x.kind),
                        Some(InstKind::CatchPad { .. } | InstKind::CleanupPad { .. })));
                self.check(
                    b.inputs.len() == 1,
                    "Expected exactly one funclet bundle operand",
                    &h,
                ) && self.check(
                    pad,
                    "Funclet bundle operands should correspond to a FuncletPadInst",
                    &h,
                )
            }
            b"cfguardtarget" => self.check(
                b.inputs.len() == 1,
                "Expected exactly one cfguardtarget bundle operand",
                &h,
            ),
            b"ptrauth" => {
                self.check(
                    b.inputs.len() == 2,
                    "Expected exactly two ptrauth bundle operands",
                    &h,
                ) && self.check(
                    const_int(b.inputs[0], 32),
                    "Ptrauth bundle key operand must be an i32 constant",
                    &h,
                ) && self.check(
                    int_ty(b.inputs[1], 64),
                    "Ptrauth bundle discriminator operand must be an i64",
                    &h,
                )
            }
            b"kcfi" => {
                self.check(
                    b.inputs.len() == 1,
                    "Expected exactly one kcfi bundle operand",
                    &h,
                ) && self.check(
                    const_int(b.inputs[0], 32),
                    "Kcfi bundle operand must be an i32 constant",
                    &h,
                )
            }
            b"preallocated" => {
                let setup = matches!(b.inputs.first(), Some(Operand::Inst(t))
                    if crate::preallocated::preallocated_kind(m, body, *t) == Some("setup"));
                self.check(
                    b.inputs.len() == 1,
                    "Expected exactly one preallocated bundle operand",
                    &h,
                ) && self.check(
                    setup,
                    "\"preallocated\" argument must be a token from llvm.call.preallocated.setup",
                    &h,
                )
            }
            _ => true,
        }
    }
}

/// `IntrinsicInst::mayLowerToFunctionCall`: the ObjC ARC runtime
/// intrinsics.
fn may_lower_to_function_call(name: &str) -> bool {
    matches!(
        name,
        "llvm.objc.autorelease"
            | "llvm.objc.autoreleasePoolPop"
            | "llvm.objc.autoreleasePoolPush"
            | "llvm.objc.autoreleaseReturnValue"
            | "llvm.objc.copyWeak"
            | "llvm.objc.destroyWeak"
            | "llvm.objc.initWeak"
            | "llvm.objc.loadWeak"
            | "llvm.objc.loadWeakRetained"
            | "llvm.objc.moveWeak"
            | "llvm.objc.release"
            | "llvm.objc.retain"
            | "llvm.objc.retainAutorelease"
            | "llvm.objc.retainAutoreleaseReturnValue"
            | "llvm.objc.retainAutoreleasedReturnValue"
            | "llvm.objc.retainBlock"
            | "llvm.objc.storeStrong"
            | "llvm.objc.storeWeak"
            | "llvm.objc.unsafeClaimAutoreleasedReturnValue"
            | "llvm.objc.retainedObject"
            | "llvm.objc.unretainedObject"
            | "llvm.objc.unretainedPointer"
            | "llvm.objc.retain.autorelease"
            | "llvm.objc.sync.enter"
            | "llvm.objc.sync.exit"
    )
}

/// `isScopedEHPersonality(classifyEHPersonality(..))` by the personality
/// function's name.
fn is_scoped_eh_personality(name: &[u8]) -> bool {
    matches!(
        name,
        b"__CxxFrameHandler3"
            | b"__C_specific_handler"
            | b"_except_handler3"
            | b"_except_handler4"
            | b"ProcessCLRException"
            | b"__gxx_wasm_personality_v0"
    )
}

/// `colorEHFunclets`, reduced to what the verifier asks of it: per
/// instruction (by arena index), whether one of its block's colors (the
/// funclets that contain it) begins with a catchpad or cleanuppad.
fn in_eh_funclet(body: &Body) -> Vec<bool> {
    let n = body.blocks.len();
    let first_non_phi = |b: BlockId| {
        body.blocks.get(b).and_then(|blk| {
            blk.insts
                .iter()
                .filter_map(|&x| body.insts.get(x))
                .find(|x| !matches!(x.kind, InstKind::Phi { .. }))
        })
    };
    let block_of = |x: InstId| body.blocks.values().position(|b| b.insts.contains(&x));
    let mut colors: SecondaryMap<BlockId, Vec<BlockId>> = SecondaryMap::filled(n, Vec::new());
    if n == 0 {
        return Vec::new();
    }
    let entry = BlockId::from_u32(0);
    let mut work = vec![(entry, entry)];
    while let Some((visiting, mut color)) = work.pop() {
        let head = first_non_phi(visiting);
        if head.is_some_and(|h| {
            matches!(
                h.kind,
                InstKind::LandingPad { .. }
                    | InstKind::CatchPad { .. }
                    | InstKind::CleanupPad { .. }
                    | InstKind::CatchSwitch { .. }
            )
        }) {
            color = visiting;
        }
        let set = &mut colors[visiting];
        if set.contains(&color) {
            continue;
        }
        set.push(color);
        let Some(term) = body.blocks[visiting]
            .insts
            .last()
            .and_then(|&t| body.insts.get(t))
        else {
            continue;
        };
        let mut succ_color = color;
        if let InstKind::CatchRet {
            pad: Operand::Inst(pad),
            ..
        } = term.kind
        {
            // The catchswitch's parent pad: none means the function itself.
            let switch = match body.insts.get(pad).map(|x| &x.kind) {
                Some(InstKind::CatchPad {
                    parent: Operand::Inst(s),
                    ..
                }) => Some(*s),
                _ => None,
            };
            let parent = switch.and_then(|s| match body.insts.get(s).map(|x| &x.kind) {
                Some(InstKind::CatchSwitch {
                    parent: Operand::Inst(p),
                    ..
                }) => Some(*p),
                _ => None,
            });
            succ_color = parent
                .and_then(block_of)
                .map_or(entry, |b| BlockId::from_u32(b as u32));
        }
        for s in term.kind.successors() {
            if s.index() < n {
                work.push((s, succ_color));
            }
        }
    }
    // Per instruction of the arena, its block's answer.
    let mut per_inst = vec![false; body.insts.len()];
    for (b, cs) in colors.values().enumerate() {
        let inside = cs.iter().any(|&c| {
            first_non_phi(c).is_some_and(|h| {
                matches!(
                    h.kind,
                    InstKind::CatchPad { .. } | InstKind::CleanupPad { .. }
                )
            })
        });
        if inside {
            for &x in &body.blocks[BlockId::from_index(b)].insts {
                if let Some(slot) = per_inst.get_mut(x.index()) {
                    *slot = true;
                }
            }
        }
    }
    per_inst
}
