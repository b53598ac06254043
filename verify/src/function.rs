//! Function-level rules, then each block and instruction
//! (`visitFunction`, `visitBasicBlock`, `visitInstruction` and the
//! per-opcode visits of LLVM's verifier).

use llconv_ir::analysis::{ControlFlowGraph, DominatorTree, Use};
use llconv_ir::attributes::{AttrKind, AttrList, AttrSetId};
use llconv_ir::diagnostic::ValueRef;
use llconv_ir::*;

use crate::globals::strip_pointer_casts;
use crate::Verifier;

/// Fixed metadata kind ids (LLVM's `LLVMContext::MD_*`).
const MD_PROF: llconv_ir::MdKindId = MdKindId::from_u32(2);

/// Calling-convention numbers (LLVM's `CallingConv::ID`) that have rules.
mod cc {
    pub(crate) const FAST: u32 = 8;
    pub(crate) const COLD: u32 = 9;
    pub(crate) const PTX_KERNEL: u32 = 71;
    pub(crate) const PTX_DEVICE: u32 = 72;
    pub(crate) const SPIR_KERNEL: u32 = 76;
    pub(crate) const INTEL_OCL_BI: u32 = 77;
    pub(crate) const X86_INTR: u32 = 83;
    pub(crate) const AMDGPU_VS: u32 = 87;
    pub(crate) const AMDGPU_GS: u32 = 88;
    pub(crate) const AMDGPU_PS: u32 = 89;
    pub(crate) const AMDGPU_CS: u32 = 90;
    pub(crate) const AMDGPU_KERNEL: u32 = 91;
    pub(crate) const AMDGPU_HS: u32 = 93;
    pub(crate) const AMDGPU_CS_CHAIN: u32 = 104;
    pub(crate) const AMDGPU_CS_CHAIN_PRESERVE: u32 = 105;
    pub(crate) const AMDGPU_GFX_WHOLE_WAVE: u32 = 124;
}

/// Calling conventions whose functions cannot be called (entry points:
/// kernels, compute-shader chains, whole-wave functions).
pub(crate) fn cc_forbids_calls(c: u32) -> bool {
    matches!(
        c,
        cc::AMDGPU_KERNEL
            | cc::SPIR_KERNEL
            | cc::AMDGPU_CS_CHAIN
            | cc::AMDGPU_CS_CHAIN_PRESERVE
            | cc::AMDGPU_GFX_WHOLE_WAVE
    )
}

/// Whether `name` is an intrinsic's (`llvm.` then something).
pub(crate) fn is_intrinsic_name(name: Option<&[u8]>) -> bool {
    name.is_some_and(|n| n.starts_with(b"llvm.") && n.len() > 5)
}

/// The intrinsics an invoke may call (by name, type suffixes aside).
fn invokable_intrinsic(name: &[u8]) -> bool {
    const EXACT: [&[u8]; 12] = [
        b"llvm.donothing",
        b"llvm.fake.use",
        b"llvm.coro.resume",
        b"llvm.coro.destroy",
        b"llvm.coro.await.suspend.void",
        b"llvm.coro.await.suspend.bool",
        b"llvm.coro.await.suspend.handle",
        b"llvm.seh.try.begin",
        b"llvm.seh.try.end",
        b"llvm.seh.scope.begin",
        b"llvm.seh.scope.end",
        b"llvm.wasm.rethrow",
    ];
    const PREFIXES: [&[u8]; 3] = [
        b"llvm.experimental.patchpoint",
        b"llvm.experimental.gc.statepoint",
        b"llvm.wasm.throw",
    ];
    EXACT.contains(&name) || PREFIXES.iter().any(|p| name.starts_with(p))
}

/// The function a call's callee names, through pointer casts.
pub(crate) fn direct_callee(m: &Module, callee: Operand) -> Option<(GlobalId, &Global)> {
    let Operand::Const(c) = callee else {
        return None;
    };
    match m.consts.get(strip_pointer_casts(m, c)).kind {
        ConstKind::Global(g) => m
            .globals
            .get(GlobalId::from_index(g.index()))
            .filter(|gl| matches!(gl.kind, GlobalKind::Func(_)))
            .map(|gl| (g, gl)),
        _ => None,
    }
}

/// The functions whose entry block has its address taken by a constant in
/// use: reached from an instruction, an initializer, an aliasee, a
/// resolver or function data, not only from metadata or unused constants
/// (LLVM's `BlockAddress::isConstantUsed`, which the entry block forbids).
pub(crate) fn entry_block_addresses_in_use(m: &Module) -> llconv_ir::hash::FastSet<GlobalId> {
    let mut out = llconv_ir::hash::FastSet::default();
    let entry_addresses: llconv_ir::hash::FastMap<ConstId, GlobalId> = (0..m.consts.len())
        .map(ConstId::from_index)
        .filter_map(|c| match m.consts.get(c).kind {
            ConstKind::BlockAddress { func, block } if block.index() == 0 => Some((c, func)),
            _ => None,
        })
        .collect();
    if entry_addresses.is_empty() {
        return out;
    }
    // The constants the module uses, walked once each with a stack.
    let mut seen = llconv_ir::hash::FastSet::default();
    let mut stack: Vec<ConstId> = Vec::new();
    for g in m.globals.values() {
        match &g.kind {
            GlobalKind::Var(v) => stack.extend(v.init),
            GlobalKind::Alias(a) => stack.push(a.aliasee),
            GlobalKind::IFunc(i) => stack.push(i.resolver),
            GlobalKind::Func(f) => {
                stack.extend([f.personality, f.prefix, f.prologue].into_iter().flatten());
                for inst in f.body.iter().flat_map(|b| b.insts.values()) {
                    inst.kind.for_each_value_operand(|o| {
                        if let Operand::Const(c) = o {
                            stack.push(c);
                        }
                    });
                }
            }
        }
    }
    while let Some(c) = stack.pop() {
        if !seen.insert(c) {
            continue;
        }
        if let Some(&f) = entry_addresses.get(&c) {
            out.insert(f);
        }
        m.consts.get(c).kind.for_each_operand(|o| stack.push(o));
    }
    out
}

/// Every intrinsic used other than as the callee of a call of its own
/// function type (an argument, a store, a call through another type),
/// with that use: the last in program order, as LLVM's use lists put the
/// newest use first.
pub(crate) fn intrinsic_misuses(
    m: &Module,
    intrinsics: &crate::Intrinsics,
) -> llconv_ir::hash::FastMap<GlobalId, ValueRef> {
    let mut out = llconv_ir::hash::FastMap::default();
    // The constants that name intrinsics (uniqued: one per intrinsic).
    let named: Vec<(ConstId, GlobalId)> = m
        .globals
        .values()
        .enumerate()
        .filter(|(_, g)| {
            matches!(g.kind, GlobalKind::Func(_)) && is_intrinsic_name(g.common.name.as_deref())
        })
        .filter_map(|(i, g)| {
            let ty = m.types.lookup(&Type::Ptr(g.common.addrspace))?;
            let g = GlobalId::from_index(i);
            let c = m.consts.lookup_raw(&Const {
                ty,
                kind: ConstKind::Global(g),
            })?;
            Some((c, g))
        })
        .collect();
    if named.is_empty() {
        return out;
    }
    let by_const: llconv_ir::hash::FastMap<ConstId, GlobalId> = named.into_iter().collect();
    // Asked of every constant operand: a look at the constant settles most
    // before a hash does.
    let intrinsic_of = |c: ConstId| match m.consts.get(c).kind {
        ConstKind::Global(g) if intrinsics.is_intrinsic(g) => by_const.get(&c).copied(),
        _ => None,
    };
    for (fi, g) in m.globals.iter() {
        let Some(body) = g.as_func().and_then(|f| f.body.as_ref()) else {
            continue;
        };
        let f = fi;
        for block in body.blocks.values() {
            for &i in block.insts.iter() {
                let Some(inst) = body.insts.get(i) else {
                    continue;
                };
                let call = match &inst.kind {
                    InstKind::Call(c)
                    | InstKind::Invoke { call: c, .. }
                    | InstKind::CallBr { call: c, .. } => Some(c),
                    _ => None,
                };
                let mut position = 0usize;
                let callee_position = call.map(|c| {
                    c.args.len() + c.bundles.iter().map(|b| b.inputs.len()).sum::<usize>()
                });
                // The inputs of a `clang.arc.attachedcall` bundle are not
                // uses that take an address.
                let attached: Vec<usize> = call
                    .map(|c| {
                        let mut at = c.args.len();
                        let mut out = Vec::new();
                        for b in &c.bundles {
                            if &*b.tag == b"clang.arc.attachedcall" {
                                out.extend(at..at + b.inputs.len());
                            }
                            at += b.inputs.len();
                        }
                        out
                    })
                    .unwrap_or_default();
                inst.kind.for_each_value_operand(|op| {
                    let at = position;
                    position += 1;
                    let Operand::Const(c) = op else { return };
                    let Some(g) = intrinsic_of(c) else { return };
                    let as_callee = callee_position == Some(at)
                        && call.is_some_and(|c| m.globals[g].common.value_ty == c.fn_ty);
                    if !as_callee && !attached.contains(&at) {
                        out.insert(g, ValueRef::Inst(f, i));
                    }
                });
            }
        }
    }
    // Uses outside function bodies: a global's initializer or aliasee,
    // or a constant (an array, a constant expression) holding it.
    for (gi, g) in m.globals.iter() {
        let direct = match &g.kind {
            GlobalKind::Var(v) => v.init,
            GlobalKind::Alias(a) => Some(a.aliasee),
            _ => None,
        };
        if let Some(intr) = direct.and_then(intrinsic_of) {
            out.entry(intr).or_insert(ValueRef::Global(gi));
        }
    }
    for ci in 0..m.consts.len() {
        let c = ConstId::from_index(ci);
        m.consts.get(c).kind.for_each_operand(|op| {
            if let Some(intr) = intrinsic_of(op) {
                out.entry(intr).or_insert(ValueRef::Const(c));
            }
        });
    }
    out
}

/// How an operand of function `f` is named in a message; `None` for
/// function-local metadata and inline asm, which messages do not show yet.
pub(crate) fn operand_ref(f: GlobalId, op: Operand) -> Option<ValueRef> {
    match op {
        Operand::Const(c) => Some(ValueRef::Const(c)),
        Operand::Inst(i) => Some(ValueRef::Inst(f, i)),
        Operand::Arg(a) => Some(ValueRef::Arg(f, a)),
        Operand::Metadata(md) => Some(ValueRef::Metadata(md)),
        Operand::LocalMetadata(_) | Operand::InlineAsm(_) => None,
    }
}

/// Whether an operand of `inst` is an intrinsic other than a call's
/// callee or a `clang.arc.attachedcall` bundle's function.
fn takes_intrinsic_address(m: &Module, intrinsics: &crate::Intrinsics, inst: &Inst) -> bool {
    let is_intrinsic = |op: Operand| match op {
        Operand::Const(c) => match m.consts.get(c).kind {
            ConstKind::Global(g) => intrinsics.is_intrinsic(g),
            _ => false,
        },
        _ => false,
    };
    match &inst.kind {
        InstKind::Call(call) | InstKind::Invoke { call, .. } | InstKind::CallBr { call, .. } => {
            call.args.iter().any(|&a| is_intrinsic(a))
                || call
                    .bundles
                    .iter()
                    .filter(|b| &*b.tag != b"clang.arc.attachedcall")
                    .any(|b| b.inputs.iter().any(|&a| is_intrinsic(a)))
        }
        kind => {
            let mut found = false;
            kind.for_each_value_operand(|op| found |= is_intrinsic(op));
            found
        }
    }
}

/// An operand (when it can be shown) and then the instruction using it.
fn operand_and_user(f: GlobalId, op: Operand, user: ValueRef) -> Vec<ValueRef> {
    operand_ref(f, op).into_iter().chain([user]).collect()
}

impl<'m> Verifier<'m> {
    /// `visitFunction`, then the body.
    pub(crate) fn function(&mut self, id: GlobalId, g: &'m Global, f: &'m Function) {
        self.function_itself(id, g, f);
        if is_intrinsic_name(g.common.name.as_deref()) {
            self.intrinsic_uses(id);
            self.open_intrinsic_signature(id, g);
        }
        if let Some(body) = &f.body {
            // LLVM's Check returns from visitFunction only; the blocks are
            // visited whatever it found.
            self.body(id, f, body);
        }
    }

    fn function_itself(&mut self, id: GlobalId, g: &'m Global, f: &'m Function) {
        let m = self.m;
        let me = [ValueRef::Global(id)];
        self.global_value(id, g);
        let Type::Function {
            ret,
            params,
            vararg,
        } = m.types.get(g.common.value_ty)
        else {
            self.fail("Function type is not a function type!", &me);
            return;
        };
        let (ret, vararg) = (*ret, *vararg);
        if !self.check(
            g.common.linkage != Linkage::Common,
            "Functions may not have common linkage",
            &me,
        ) {
            return;
        }
        let attrs = &f.attrs;
        let has_sret = attrs
            .params
            .iter()
            .any(|&s| m.attrs.get(s).has(AttrKind::StructRet));
        if !self.check(
            !has_sret || m.types.is_void(ret),
            "Invalid struct return type!",
            &me,
        ) || !self.check(
            attrs.params.len() <= params.len(),
            "Attribute after last parameter!",
            &me,
        ) {
            return;
        }
        let intrinsic = is_intrinsic_name(g.common.name.as_deref());
        // `verifyFunctionAttrs` stops at its first failure, not the visit.
        self.function_attrs_once(
            g.common.value_ty,
            attrs,
            ValueRef::Global(id),
            intrinsic,
            false,
        );
        if !self.check(
            !m.attrs.get(attrs.func).has(AttrKind::Builtin),
            "Attribute 'builtin' can only be applied to a callsite.",
            &me,
        ) {
            return;
        }
        let has_elementtype = [attrs.func, attrs.ret]
            .iter()
            .chain(&attrs.params)
            .any(|&s| m.attrs.get(s).has(AttrKind::ElementType));
        if !self.check(
            !has_elementtype,
            "Attribute 'elementtype' can only be applied to a callsite.",
            &me,
        ) {
            return;
        }
        // A naked function's body is its own assembly: no argument used.
        if let Some(body) = f
            .body
            .as_ref()
            .filter(|_| m.attrs.get(attrs.func).has(AttrKind::Naked))
        {
            let uses = llconv_ir::analysis::Uses::new(body);
            for i in 0..params.len() {
                let a = ArgId::from_index(i);
                if !self.check(
                    uses.of_arg(a).is_empty(),
                    "cannot use argument of naked function",
                    &[ValueRef::Arg(id, a)],
                ) {
                    return;
                }
            }
        }
        if !self.calling_convention(id, f, params, ret, vararg, has_sret) {
            return;
        }
        let mut uses: Option<llconv_ir::analysis::Uses> = None;
        for (i, &p) in params.iter().enumerate() {
            let arg = [
                ValueRef::Arg(id, ArgId::from_index(i)),
                ValueRef::Global(id),
            ];
            if m.attrs.get(attrs.param(i)).has(AttrKind::SwiftError) {
                if let Some(body) = &f.body {
                    let uses = uses.get_or_insert_with(|| llconv_ir::analysis::Uses::new(body));
                    self.swifterror_value(
                        id,
                        body,
                        Operand::Arg(ArgId::from_index(i)),
                        uses.of_arg(ArgId::from_index(i)),
                    );
                }
            }
            if intrinsic {
                continue;
            }
            let (metadata, token, amx) = match m.types.get(p) {
                Type::Metadata => (true, false, false),
                Type::Token => (false, true, false),
                // LLVM 22's token-like target types.
                Type::TargetExt { name, .. } if name.starts_with(b"dx.") => (false, true, false),
                Type::X86Amx => (false, false, true),
                _ => (false, false, false),
            };
            if !self.check(
                !metadata,
                "Function takes metadata but isn't an intrinsic",
                &arg,
            ) || !self.check(!token, "Function takes token but isn't an intrinsic", &arg)
                || !self.check(!amx, "Function takes x86_amx but isn't an intrinsic", &arg)
            {
                return;
            }
        }
        if !intrinsic {
            let ret_ty = m.types.get(ret);
            let token_like = match ret_ty {
                Type::Token => true,
                Type::TargetExt { name, .. } => name.starts_with(b"dx."),
                _ => false,
            };
            if !self.check(
                !token_like,
                "Function returns a token but isn't an intrinsic",
                &me,
            ) || !self.check(
                !matches!(ret_ty, Type::X86Amx),
                "Function returns a x86_amx but isn't an intrinsic",
                &me,
            ) {
                return;
            }
        }
        self.function_metadata(f);
        if f.body.is_some() {
            // One !prof and one !kcfi_type at most (definitions only).
            for name in [&b"prof"[..], b"kcfi_type"] {
                let mut attached =
                    f.md.iter()
                        .filter(|&&(k, _)| m.metadata.kind_name(k) == name);
                if let (Some(_), Some(&(_, second))) = (attached.next(), attached.next()) {
                    let what = String::from_utf8_lossy(name);
                    self.fail(
                        format!("function must have a single !{what} attachment"),
                        &[ValueRef::Global(id), ValueRef::Metadata(second)],
                    );
                    return;
                }
            }
        }
        if f.body.is_none() {
            if !self.check(
                f.md.iter().all(|&(k, _)| k != MD_PROF),
                "function declaration may not have a !prof attachment",
                &me,
            ) {
                return;
            }
            self.check(
                f.personality.is_none(),
                "Function declaration shouldn't have a personality routine",
                &me,
            );
            return;
        }
        self.check(!intrinsic, "llvm intrinsics cannot be defined!", &me);
    }

    /// The restrictions of the function's calling convention: entry points
    /// return void and take no sret; AMDGPU ones no stack-passed
    /// arguments; several no varargs. False when a rule failed.
    fn calling_convention(
        &mut self,
        id: GlobalId,
        f: &Function,
        params: &[TypeId],
        ret: TypeId,
        vararg: bool,
        has_sret: bool,
    ) -> bool {
        let m = self.m;
        let me = [ValueRef::Global(id)];
        let has = |i: usize, k: AttrKind| m.attrs.get(f.attrs.param(i)).has(k);
        let no_varargs = |v: &mut Self| {
            v.check(
                !vararg,
                "Calling convention does not support varargs or perfect forwarding!",
                &me,
            )
        };
        match f.cc {
            cc::X86_INTR => self.check(
                params.is_empty() || has(0, AttrKind::ByVal),
                "Calling convention parameter requires byval",
                &me,
            ),
            cc::AMDGPU_GFX_WHOLE_WAVE => {
                let first_i1 = params
                    .first()
                    .is_some_and(|&p| m.types.int_width(p) == Some(1));
                self.check(
                    first_i1,
                    "Calling convention requires first argument to be i1",
                    &me,
                ) && self.check(
                    !has(0, AttrKind::InReg),
                    "Calling convention requires first argument to not be inreg",
                    &me,
                ) && no_varargs(self)
            }
            cc::AMDGPU_KERNEL
            | cc::SPIR_KERNEL
            | cc::AMDGPU_CS_CHAIN
            | cc::AMDGPU_CS_CHAIN_PRESERVE
            | cc::AMDGPU_VS
            | cc::AMDGPU_HS
            | cc::AMDGPU_GS
            | cc::AMDGPU_PS
            | cc::AMDGPU_CS => {
                let entry = matches!(
                    f.cc,
                    cc::AMDGPU_KERNEL
                        | cc::SPIR_KERNEL
                        | cc::AMDGPU_CS_CHAIN
                        | cc::AMDGPU_CS_CHAIN_PRESERVE
                );
                if entry
                    && !self.check(
                        m.types.is_void(ret),
                        "Calling convention requires void return type",
                        &me,
                    )
                {
                    return false;
                }
                if !self.check(!has_sret, "Calling convention does not allow sret", &me) {
                    return false;
                }
                if f.cc != cc::SPIR_KERNEL {
                    let stack_as = m
                        .data_layout
                        .as_deref()
                        .and_then(|d| llconv_ir::datalayout::DataLayout::parse(d).ok())
                        .map_or(0, |d| d.alloca_addrspace);
                    for (i, &p) in params.iter().enumerate() {
                        let stack_byref = has(i, AttrKind::ByRef)
                            && matches!(m.types.get(p), Type::Ptr(a) if *a == stack_as);
                        if !self.check(
                            !has(i, AttrKind::ByVal),
                            "Calling convention disallows byval",
                            &me,
                        ) || !self.check(
                            !has(i, AttrKind::Preallocated),
                            "Calling convention disallows preallocated",
                            &me,
                        ) || !self.check(
                            !has(i, AttrKind::InAlloca),
                            "Calling convention disallows inalloca",
                            &me,
                        ) || !self.check(
                            !stack_byref,
                            "Calling convention disallows stack byref",
                            &me,
                        ) {
                            return false;
                        }
                    }
                }
                no_varargs(self)
            }
            cc::FAST | cc::COLD | cc::INTEL_OCL_BI | cc::PTX_KERNEL | cc::PTX_DEVICE => {
                no_varargs(self)
            }
            _ => true,
        }
    }

    /// `verifyFunctionMetadata`: a function's `!prof` (an entry count) and
    /// `!kcfi_type` (one i32).
    fn function_metadata(&mut self, f: &Function) {
        let m = self.m;
        for &(k, md) in &f.md {
            let ops = m.metadata.get(md).node_operands();
            let at = [ValueRef::Metadata(md)];
            let constant = |op: Option<MdId>| match op.map(|o| m.metadata.get(o)) {
                Some(Metadata::Value(c)) => Some(*c),
                _ => None,
            };
            match m.metadata.kind_name(k) {
                b"prof" => {
                    let name: Option<&[u8]> =
                        match ops.first().copied().flatten().map(|o| m.metadata.get(o)) {
                            Some(Metadata::String(s)) => Some(s),
                            _ => None,
                        };
                    let _ = self.check(
                        ops.len() >= 2,
                        "!prof annotations should have no less than 2 operands",
                        &at,
                    ) && self.check(ops[0].is_some(), "first operand should not be null", &at)
                        && self.check(
                            name.is_some(),
                            "expected string with name of the !prof annotation",
                            &at,
                        )
                        && if name == Some(b"unknown") {
                            // LLVM 22: a function's count may be unknown,
                            // saying which pass made it so.
                            let _ = self.check(
                                ops.len() == 2,
                                "'unknown' !prof should have a single additional operand",
                                &at,
                            ) && self.check(
                                matches!(ops[1].map(|o| m.metadata.get(o)), Some(Metadata::String(_))),
                                "'unknown' !prof should have an additional operand of type string",
                                &at,
                            );
                            false
                        } else {
                            true
                        }
                        && self.check(
                            matches!(
                                name,
                                Some(b"function_entry_count" | b"synthetic_function_entry_count")
                            ),
                            "first operand should be 'function_entry_count' or 'synthetic_function_entry_count'",
                            &at,
                        )
                        && self.check(ops[1].is_some(), "second operand should not be null", &at)
                        && self.check(
                            constant(ops[1]).is_some(),
                            "expected integer argument to function_entry_count",
                            &at,
                        );
                }
                b"kcfi_type" => {
                    let c = constant(ops.first().copied().flatten());
                    let _ = self.check(
                        ops.len() == 1,
                        "!kcfi_type must have exactly one operand",
                        &at,
                    ) && self.check(
                        ops[0].is_some(),
                        "!kcfi_type operand must not be null",
                        &at,
                    ) && self.check(
                        c.is_some(),
                        "expected a constant operand for !kcfi_type",
                        &at,
                    ) && self.check(
                        c.is_some_and(|c| {
                            matches!(m.consts.get(c).kind, ConstKind::Int(_))
                                && m.types.is_int(m.consts.get(c).ty)
                        }),
                        "expected a constant integer operand for !kcfi_type",
                        &at,
                    ) && self.check(
                        c.is_some_and(|c| m.types.int_width(m.consts.get(c).ty) == Some(32)),
                        "expected a 32-bit integer constant operand for !kcfi_type",
                        &at,
                    );
                }
                _ => {}
            }
        }
    }

    /// `visitCallBrInst`: inline asm that does not unwind, or an intrinsic
    /// LLVM 22 lowers with indirect destinations (`amdgcn.kill`, whose one
    /// indirect destination is unreachable).
    fn callbr_callee(&mut self, body: &Body, call: &CallData, indirect: &[BlockId]) -> bool {
        let m = self.m;
        if let Operand::InlineAsm(a) = call.callee {
            let throws = m.inline_asms.get(a).is_some_and(|asm| asm.can_throw);
            return self.check(!throws, "Unwinding from Callbr is not allowed", &[]);
        }
        let callee = direct_callee(m, call.callee)
            .filter(|(_, g)| g.common.value_ty == call.fn_ty)
            .and_then(|(_, g)| g.common.name.as_deref());
        let Some(name) = callee else {
            self.fail("Callbr: indirect function / invalid signature", &[]);
            return false;
        };
        if !self.check(
            call.bundles.is_empty(),
            "Callbr for intrinsics currently doesn't support operand bundles",
            &[],
        ) {
            return false;
        }
        if name != b"llvm.amdgcn.kill" {
            self.fail(
                "Callbr currently only supports asm-goto and selected intrinsics",
                &[],
            );
            return false;
        }
        if !self.check(
            indirect.len() == 1,
            "Callbr amdgcn_kill only supports one indirect dest",
            &[],
        ) {
            return false;
        }
        let first = body
            .blocks
            .get(indirect[0])
            .and_then(|b| b.insts.first())
            .map(|&x| &body.inst(x).kind);
        let unreachable = match first {
            Some(InstKind::Unreachable) => true,
            Some(InstKind::Call(c)) => direct_callee(m, c.callee)
                .and_then(|(_, g)| g.common.name.as_deref())
                .is_some_and(|n| n == b"llvm.amdgcn.unreachable"),
            _ => false,
        };
        self.check(
            unreachable,
            "Callbr amdgcn_kill indirect dest needs to be unreachable",
            &[],
        )
    }

    /// The end of `visitFunction`: the signatures of the intrinsics whose
    /// types the intrinsic table leaves open.
    fn open_intrinsic_signature(&mut self, id: GlobalId, g: &Global) {
        let m = self.m;
        let name = g.common.name.as_deref().unwrap_or_default();
        let is = |base: &[u8]| {
            name.strip_prefix(base)
                .is_some_and(|rest| rest.is_empty() || rest.starts_with(b"."))
        };
        let Type::Function { ret, params, .. } = m.types.get(g.common.value_ty) else {
            return;
        };
        let me = [ValueRef::Global(id)];
        if is(b"llvm.experimental.gc.get.pointer.base") {
            let _ = self.check(params.len() == 1, "wrong number of parameters", &me)
                && self.check(
                    m.types.is_ptr(*ret),
                    "gc.get.pointer.base must return a pointer",
                    &me,
                )
                && self.check(
                    params[0] == *ret,
                    "gc.get.pointer.base operand and result must be of the same type",
                    &me,
                );
        } else if is(b"llvm.experimental.gc.get.pointer.offset") {
            let _ = self.check(params.len() == 1, "wrong number of parameters", &me)
                && self.check(
                    m.types.is_ptr(params[0]),
                    "gc.get.pointer.offset operand must be a pointer",
                    &me,
                )
                && self.check(
                    m.types.is_int(*ret),
                    "gc.get.pointer.offset must return integer",
                    &me,
                );
        }
    }

    /// An intrinsic may only be called directly, with its own type.
    fn intrinsic_uses(&mut self, id: GlobalId) {
        if let Some(&user) = self.intrinsic_misuse.get(&id) {
            self.fail("Invalid user of intrinsic instruction!", &[user]);
        }
    }

    fn body(&mut self, id: GlobalId, f: &'m Function, body: &'m Body) {
        let cfg = ControlFlowGraph::new(body);
        // The dominator tree is built only for a function that needs it:
        // most uses are settled by position in a block or by a definition
        // in the entry block (allocas, at -O0), which dominates them all.
        let mut dt: Option<DominatorTree<'_>> = None;
        if !body.blocks.is_empty() && !cfg.preds(BlockId::from_u32(0)).is_empty() {
            self.fail(
                "Entry block to function must not have predecessors!",
                &[ValueRef::Block(id, BlockId::from_u32(0))],
            );
            return;
        }
        if self.entry_addresses_in_use.contains(&id) {
            self.fail(
                "blockaddress may not be used with the entry block!",
                &[ValueRef::Block(id, BlockId::from_u32(0))],
            );
        }
        let has_personality = f.personality.is_some();
        self.saw_frame_escape = false;
        self.body_uses = None;
        self.convergence = Default::default();
        self.landing_pad_ty = None;
        self.sibling_funclets.clear();
        for (b, block) in body.blocks.iter() {
            self.convergence.seen_conv_op = false;
            self.basic_block(id, body, b, block, cfg.preds(b));
            for (pos, &i) in block.insts.iter().enumerate() {
                let Some(inst) = body.insts.get(i) else {
                    continue;
                };
                let here = ValueRef::Inst(id, i);
                let last = pos + 1 == block.insts.len();
                if inst.kind.is_terminator() && !last {
                    self.fail(
                        "Terminator found in the middle of a basic block!",
                        &[ValueRef::Block(id, b)],
                    );
                    continue;
                }
                if let InstKind::Phi { .. } = inst.kind {
                    let after_phi = pos == 0
                        || matches!(
                            body.insts
                                .get(InstId::from_index(block.insts[pos - 1].index()))
                                .map(|p| &p.kind),
                            Some(InstKind::Phi { .. })
                        );
                    if !self.check(
                        after_phi,
                        "PHI nodes not grouped at top of basic block!",
                        &[here, ValueRef::Block(id, b)],
                    ) || !self.check(
                        !matches!(self.m.types.get(inst.ty), Type::Token),
                        "PHI nodes cannot have token type!",
                        &[],
                    ) {
                        continue;
                    }
                }
                let mut self_use = false;
                inst.kind
                    .for_each_value_operand(|op| self_use |= op == Operand::Inst(i));
                // Only a phi may use its own value, or code nothing runs.
                let bad_self_use = self_use
                    && dt
                        .get_or_insert_with(|| DominatorTree::new(&cfg))
                        .is_reachable(b);
                let rest = &block.insts[pos + 1..];
                self.next_inst = rest.first().copied();
                self.instruction(
                    id,
                    body,
                    &cfg,
                    &mut dt,
                    i,
                    inst,
                    rest,
                    has_personality,
                    bad_self_use,
                );
            }
        }
        self.sibling_funclet_unwinds(id, body);
        self.convergence_verify(id, body, &cfg);
        self.noalias_scope_decls(id, body, &cfg);
    }

    /// `verifySwiftErrorValue`: a swifterror argument or alloca is only
    /// loaded, stored to, or passed as a swifterror argument.
    pub(crate) fn swifterror_value(
        &mut self,
        id: GlobalId,
        body: &Body,
        value: Operand,
        uses: &[llconv_ir::analysis::Use],
    ) {
        let m = self.m;
        let Some(shown) = operand_ref(id, value) else {
            return;
        };
        for u in uses {
            let user = ValueRef::Inst(id, u.user);
            let Some(inst) = body.insts.get(u.user) else {
                continue;
            };
            match &inst.kind {
                InstKind::Load { .. } => {}
                InstKind::Store { value: stored, .. } => {
                    if !self.check(
                        *stored != value,
                        "swifterror value should be the second operand when used by stores",
                        &[shown, user],
                    ) {
                        return;
                    }
                }
                InstKind::Call(call) | InstKind::Invoke { call, .. } => {
                    let callee_attrs = direct_callee(m, call.callee)
                        .and_then(|(_, g)| g.as_func())
                        .map(|x| &x.attrs);
                    for (k, &a) in call.args.iter().enumerate() {
                        if a != value {
                            continue;
                        }
                        let marked = m.attrs.get(call.attrs.param(k)).has(AttrKind::SwiftError)
                            || callee_attrs
                                .is_some_and(|c| m.attrs.get(c.param(k)).has(AttrKind::SwiftError));
                        if !self.check(
                            marked,
                            "swifterror value when used in a callsite should be marked with swifterror attribute",
                            &[shown, user],
                        ) {
                            break;
                        }
                    }
                }
                _ => {
                    self.fail(
                        "swifterror value can only be loaded and stored from, or as a swifterror argument!",
                        &[shown, user],
                    );
                    return;
                }
            }
        }
    }

    /// `verifyNoAliasScopeDecl`, after the function's instructions: each
    /// `llvm.experimental.noalias.scope.decl` names a list of one scope.
    fn noalias_scope_decls(&mut self, id: GlobalId, body: &Body, cfg: &ControlFlowGraph) {
        let m = self.m;
        // (scope, declaration) of each well-formed declaration.
        let mut decls: Vec<(MdId, InstId)> = Vec::new();
        for block in body.blocks.values() {
            for &i in block.insts.iter() {
                let Some(InstKind::Call(call)) = body.insts.get(i).map(|x| &x.kind) else {
                    continue;
                };
                let named = direct_callee(m, call.callee).is_some_and(|(_, g)| {
                    g.common.name.as_deref() == Some(&b"llvm.experimental.noalias.scope.decl"[..])
                });
                if !named {
                    continue;
                }
                let here = [ValueRef::Inst(id, i)];
                let Some(&Operand::Metadata(list)) = call.args.first() else {
                    self.fail(
                        "llvm.experimental.noalias.scope.decl must have a MetadataAsValue argument",
                        &here,
                    );
                    continue;
                };
                let node = m.metadata.get(list);
                if !self.check(
                    node.is_node(),
                    "!id.scope.list must point to an MDNode",
                    &here,
                ) || !self.check(
                    node.node_operands().len() == 1,
                    "!id.scope.list must point to a list with a single scope",
                    &here,
                ) {
                    continue;
                }
                if let Some(&Some(scope)) = node.node_operands().first() {
                    decls.push((scope, i));
                }
                self.alias_scope_list(list);
            }
        }
        if !self.options.noalias_scope_decl_dom || decls.len() < 2 {
            return;
        }
        // Declarations of one scope (fewer than 32 of them) do not
        // dominate one another.
        decls.sort_by_key(|&(scope, _)| scope);
        let dt = DominatorTree::new(cfg);
        for group in decls.chunk_by(|a, b| a.0 == b.0) {
            if group.len() >= 32 {
                continue;
            }
            for &(_, a) in group {
                for &(_, b) in group {
                    if a != b && dt.inst_dominates(a, b) {
                        self.fail(
                            "llvm.experimental.noalias.scope.decl dominates another one with the same scope",
                            &[ValueRef::Inst(id, a)],
                        );
                        return;
                    }
                }
            }
        }
    }

    /// `verifyDominatesUse` for each instruction operand of `inst`.
    fn operands_dominate<'c>(
        &mut self,
        id: GlobalId,
        cfg: &'c ControlFlowGraph<'c>,
        dt: &mut Option<DominatorTree<'c>>,
        i: InstId,
        inst: &Inst,
    ) {
        let body = cfg.body();
        let user_is_phi = matches!(inst.kind, InstKind::Phi { .. });
        let (use_block, use_position) = (cfg.inst_block(i), cfg.inst_position(i));
        let mut position = 0u32;
        let mut failed: Vec<InstId> = Vec::new();
        inst.kind.for_each_value_operand(|op| {
            let operand = position;
            position += 1;
            let Operand::Inst(def) = op else { return };
            let def_kind = body.insts.get(def).map(|d| &d.kind);
            if let Some(InstKind::Invoke { normal, unwind, .. }) = def_kind {
                // An invoke whose two edges go to one block is rejected by
                // its own rule; dominance is not computed through it.
                if normal == unwind {
                    return;
                }
            } else if let (Some(def_bb), Some(use_bb)) = (cfg.inst_block(def), use_block) {
                // Earlier in the same block (LLVM's own quick check), or
                // in the entry block, which dominates every reachable
                // block (and a use in unreachable code is dominated).
                let earlier =
                    !user_is_phi && def_bb == use_bb && cfg.inst_position(def) < use_position;
                let from_entry =
                    def_bb == BlockId::from_u32(0) && (def_bb != use_bb || user_is_phi);
                if earlier || from_entry {
                    return;
                }
            }
            let dt = dt.get_or_insert_with(|| DominatorTree::new(cfg));
            if !dt.dominates_use(def, Use { user: i, operand }) {
                failed.push(def);
            }
        });
        for def in failed {
            self.fail(
                "Instruction does not dominate all uses!",
                &[ValueRef::Inst(id, def), ValueRef::Inst(id, i)],
            );
        }
    }

    /// `visitBasicBlock`: a terminator, and phis that match the
    /// predecessors.
    fn basic_block(
        &mut self,
        id: GlobalId,
        body: &Body,
        b: BlockId,
        block: &Block,
        preds: &[BlockId],
    ) {
        let terminated = block
            .insts
            .last()
            .and_then(|&i| body.insts.get(i))
            .is_some_and(|i| i.kind.is_terminator());
        if !self.check(
            terminated,
            "Basic Block does not have terminator!",
            &[ValueRef::Block(id, b)],
        ) {
            return;
        }
        // Only a block that starts with a phi needs its predecessors sorted.
        let starts_with_phi = block
            .insts
            .first()
            .and_then(|&i| body.insts.get(i))
            .is_some_and(|x| matches!(x.kind, InstKind::Phi { .. }));
        if !starts_with_phi {
            return;
        }
        let mut sorted_preds: Vec<BlockId> = preds.to_vec();
        sorted_preds.sort();
        for &i in block.insts.iter() {
            let Some(InstKind::Phi { incoming, .. }) = body.insts.get(i).map(|x| &x.kind) else {
                break;
            };
            let here = ValueRef::Inst(id, i);
            if !self.check(
                incoming.len() == sorted_preds.len(),
                "PHINode should have one entry for each predecessor of its parent basic block!",
                &[here],
            ) {
                return;
            }
            let mut values: Vec<(BlockId, Operand)> =
                incoming.iter().map(|&(v, b)| (b, v)).collect();
            values.sort_by_key(|&(b, _)| b);
            for k in 0..values.len() {
                if k > 0 && values[k].0 == values[k - 1].0 && values[k].1 != values[k - 1].1 {
                    let subjects: Vec<ValueRef> = [
                        Some(here),
                        Some(ValueRef::Block(id, values[k].0)),
                        operand_ref(id, values[k].1),
                        operand_ref(id, values[k - 1].1),
                    ]
                    .into_iter()
                    .flatten()
                    .collect();
                    self.fail(
                        "PHI node has multiple entries for the same basic block with different incoming values!",
                        &subjects,
                    );
                    return;
                }
                if values[k].0 != sorted_preds[k] {
                    self.fail(
                        "PHI node entries do not match predecessors!",
                        &[
                            here,
                            ValueRef::Block(id, values[k].0),
                            ValueRef::Block(id, sorted_preds[k]),
                        ],
                    );
                    return;
                }
            }
        }
    }

    /// The per-opcode visit, then `visitInstruction` (an invoke has it
    /// twice, as in LLVM: after `visitCallBase` and after its own rules).
    #[allow(clippy::too_many_arguments)]
    fn instruction<'c>(
        &mut self,
        id: GlobalId,
        body: &'m Body,
        cfg: &'c ControlFlowGraph<'c>,
        dt: &mut Option<DominatorTree<'c>>,
        i: InstId,
        inst: &'m Inst,
        rest: &[InstId],
        has_personality: bool,
        bad_self_use: bool,
    ) {
        let m = self.m;
        let here = ValueRef::Inst(id, i);
        let ok = match &inst.kind {
            InstKind::Invoke { call, unwind, .. } => {
                // Only some intrinsics may be invoked; `visitInstruction`
                // says so once after `visitCallBase` and once more after
                // the invoke's own checks.
                let invokable = direct_callee(m, call.callee)
                    .and_then(|(_, g)| g.common.name.as_deref())
                    .filter(|n| is_intrinsic_name(Some(n)))
                    .is_none_or(invokable_intrinsic);
                if self.call_base(id, i, body, call) {
                    self.visit_instruction(id, cfg, dt, i, inst, bad_self_use, invokable);
                }
                let pad = crate::eh::block_is_eh_pad(body, *unwind);
                if self.check(
                    pad,
                    "The unwind destination does not have an exception handling instruction!",
                    &[here],
                ) {
                    self.visit_instruction(id, cfg, dt, i, inst, bad_self_use, invokable);
                }
                return;
            }
            InstKind::Call(call) => {
                let ok = self.call_base(id, i, body, call);
                // `verifyMustTailCall` runs whatever `visitCallBase` found.
                let tail_ok =
                    call.tail != TailKind::MustTail || self.must_tail(id, i, body, call, rest);
                ok && tail_ok
            }
            InstKind::CallBr { call, indirect, .. } => {
                self.callbr_callee(body, call, indirect)
                    && self.call_base(id, i, body, call)
                    && self.inline_asm_call(call, Some(indirect.len()), here)
            }
            // The parser checks sizedness only where no `align` is
            // written (a named struct may get its body later in the file),
            // so the verifier says it for the rest, as LLVM's does.
            InstKind::Alloca {
                allocated,
                swifterror: false,
                ..
            } => {
                let sized = self.is_sized(*allocated);
                self.check(sized, "Cannot allocate unsized type", &[here])
            }
            InstKind::Load { atomic, .. } => {
                let sized = self.is_sized(inst.ty);
                self.check(sized, "loading unsized types is not allowed", &[here])
                    && (atomic.is_none() || self.atomic_access(here, inst.ty, "load"))
            }
            InstKind::Switch { cond, cases, .. } => {
                let fn_ty = m.globals[id].common.value_ty;
                let cond_ty = m.operand_type(fn_ty, body, *cond);
                let mut seen = llconv_ir::hash::FastSet::default();
                cases.iter().all(|&(c, _)| {
                    self.check(
                        cond_ty.is_none_or(|t| m.consts.get(c).ty == t),
                        "Switch constants must all be same type as switch value!",
                        &[here],
                    ) && self.check(
                        seen.insert(c),
                        "Duplicate integer as switch case",
                        &[here, ValueRef::Const(c)],
                    )
                })
            }
            // The parser checks it where there are indices.
            InstKind::Gep { source_ty, .. } => {
                let sized = self.is_sized(*source_ty);
                self.check(sized, "GEP into unsized type!", &[here])
            }
            InstKind::AtomicRmw {
                op, value, atomic, ..
            } => {
                // The parser checks all this for text; an upgrade (AMDGPU's
                // old atomic intrinsics) or bitcode can break it.
                let fn_ty = m.globals[id].common.value_ty;
                match m.operand_type(fn_ty, body, *value) {
                    Some(ty) => self.atomic_rmw(here, *op, ty, atomic.ordering),
                    None => true,
                }
            }
            InstKind::Store { value, atomic, .. } => {
                let fn_ty = m.globals[id].common.value_ty;
                let ty = m.operand_type(fn_ty, body, *value);
                let sized = ty.is_none_or(|t| self.is_sized(t));
                self.check(sized, "storing unsized types is not allowed", &[here])
                    && match (atomic, ty) {
                        (Some(_), Some(ty)) => self.atomic_access(here, ty, "store"),
                        _ => true,
                    }
            }
            InstKind::CmpXchg { new, .. } => {
                let fn_ty = m.globals[id].common.value_ty;
                match m.operand_type(fn_ty, body, *new) {
                    Some(ty) => {
                        let types = &m.types;
                        self.check(
                            types.is_int(ty) || types.is_ptr(ty),
                            "cmpxchg operand must have integer or pointer type",
                            &[ValueRef::Type(ty), here],
                        ) && self.atomic_size(here, ty)
                    }
                    None => true,
                }
            }
            InstKind::Alloca {
                allocated,
                count,
                swifterror: true,
                ..
            } => {
                let sized = self.is_sized(*allocated);
                if !self.check(sized, "Cannot allocate unsized type", &[here]) {
                    return;
                }
                let single = count.is_none_or(|c| {
                    matches!(c, Operand::Const(k)
                        if matches!(&m.consts.get(k).kind, ConstKind::Int(v) if v.low_u64() == 1 && !v.is_negative()))
                });
                if !self.check(
                    m.types.is_ptr(*allocated),
                    "swifterror alloca must have pointer type",
                    &[here],
                ) || !self.check(
                    single,
                    "swifterror alloca must not be array allocation",
                    &[here],
                ) {
                    return;
                }
                // The function's uses, built once for all its swifterror
                // allocas.
                let uses = self
                    .body_uses
                    .take()
                    .unwrap_or_else(|| llconv_ir::analysis::Uses::new(body));
                self.swifterror_value(id, body, Operand::Inst(i), uses.of_inst(i));
                self.body_uses = Some(uses);
                true
            }
            InstKind::CleanupRet { .. }
            | InstKind::CatchRet { .. }
            | InstKind::Resume(_)
            | InstKind::LandingPad { .. }
            | InstKind::CatchPad { .. }
            | InstKind::CleanupPad { .. }
            | InstKind::CatchSwitch { .. } => self.eh_inst(id, body, cfg, i, inst, has_personality),
            InstKind::Binary { .. }
            | InstKind::ICmp { .. }
            | InstKind::FCmp { .. }
            | InstKind::Select { .. }
            | InstKind::Cast {
                op: CastOp::PtrToAddr,
                ..
            } => self.operand_types(id, body, i, inst),
            _ => true,
        };
        if ok {
            self.visit_instruction(id, cfg, dt, i, inst, bad_self_use, true);
        }
    }

    /// `visitInstruction`: no self-reference (unreachable code may use
    /// its own value), no name on a void value, no intrinsic but as a
    /// callee (and an invoked one of the few that may be), the attachments,
    /// then the operands' dominance. `bad_self_use`: the instruction uses
    /// its own value in reachable code; `invokable`: false for an invoke
    /// of an intrinsic that may not be invoked.
    #[allow(clippy::too_many_arguments)]
    fn visit_instruction<'c>(
        &mut self,
        id: GlobalId,
        cfg: &'c ControlFlowGraph<'c>,
        dt: &mut Option<DominatorTree<'c>>,
        i: InstId,
        inst: &'m Inst,
        bad_self_use: bool,
        invokable: bool,
    ) {
        const CANNOT_INVOKE: &str = "Cannot invoke an intrinsic other than donothing, patchpoint, statepoint, coro_resume, coro_destroy, clang.arc.attachedcall or wasm.(re)throw";
        let m = self.m;
        let here = ValueRef::Inst(id, i);
        let is_phi = matches!(inst.kind, InstKind::Phi { .. });
        let ok = (is_phi
            || self.check(
                !bad_self_use,
                "Only PHI nodes may reference their own value!",
                &[here],
            ))
            && self.check(
                inst.name.is_none() || !m.types.is_void(inst.ty),
                "Instruction has a name, but provides a void value!",
                &[here],
            )
            && self.check(
                !matches!(m.types.get(inst.ty), Type::Metadata)
                    || matches!(inst.kind, InstKind::Call(_) | InstKind::Invoke { .. }),
                "Invalid use of metadata!",
                &[here],
            )
            && self.check(
                !takes_intrinsic_address(m, self.intrinsics, inst),
                "Cannot take the address of an intrinsic!",
                &[here],
            )
            && self.check(invokable, CANNOT_INVOKE, &[here])
            && self.check(
                !bitcast_of_metadata(m, id, inst),
                "Invalid bitcast",
                &[here],
            )
            && self.inst_metadata(id, i, inst);
        if ok {
            self.operands_dominate(id, cfg, dt, i, inst);
        }
    }

    /// LLVM's `visitAtomicRMWInst`: an ordering stronger than `unordered`,
    /// an operand of the type the operation takes, of a whole power-of-two
    /// number of bytes.
    fn atomic_rmw(&mut self, here: ValueRef, op: RmwOp, ty: TypeId, ordering: Ordering) -> bool {
        let m = self.m;
        if !self.check(
            ordering != Ordering::Unordered,
            "atomicrmw instructions cannot be unordered.",
            &[here],
        ) {
            return false;
        }
        let types = &m.types;
        let (ok, wants) = match op {
            RmwOp::Xchg => (
                types.is_int(ty) || types.is_float(ty) || types.is_ptr(ty),
                "integer or floating point type",
            ),
            RmwOp::FAdd
            | RmwOp::FSub
            | RmwOp::FMax
            | RmwOp::FMin
            | RmwOp::FMaximum
            | RmwOp::FMinimum => {
                let fixed = !matches!(types.get(ty), Type::Vector { scalable: true, .. });
                (
                    types.is_float(types.scalar(ty)) && fixed,
                    "floating-point or fixed vector of floating-point type",
                )
            }
            _ => (types.is_int(ty), "integer type"),
        };
        let message = format!("atomicrmw {} operand must have {wants}!", op.name());
        if !self.check(ok, &message, &[here, ValueRef::Type(ty)]) {
            return false;
        }
        self.atomic_size(here, ty)
    }

    /// An atomic `load` or `store` (`what`) of a scalar or a vector, of a
    /// power-of-two number of bytes.
    fn atomic_access(&mut self, here: ValueRef, ty: TypeId, what: &str) -> bool {
        let types = &self.m.types;
        let scalar_or_vector =
            types.is_int(ty) || types.is_ptr(ty) || types.is_float(ty) || types.is_vector(ty);
        self.check(
            scalar_or_vector,
            &format!(
                "atomic {what} operand must have integer, pointer, floating point, or vector type!"
            ),
            &[ValueRef::Type(ty), here],
        ) && self.atomic_size(here, ty)
    }

    /// `checkAtomicMemAccessSize`: at least a byte, a power of two.
    fn atomic_size(&mut self, here: ValueRef, ty: TypeId) -> bool {
        let m = self.m;
        let bits = self.layout().type_size_in_bits(&m.types, ty);
        let subjects = [ValueRef::Type(ty), here];
        self.check(
            bits >= 8,
            "atomic memory access' size must be byte-sized",
            &subjects,
        ) && self.check(
            bits.is_power_of_two(),
            "atomic memory access' operand must have a power-of-two size",
            &subjects,
        )
    }

    /// `visitCallBase`: false when a rule failed.
    fn call_base(&mut self, id: GlobalId, i: InstId, body: &'m Body, call: &CallData) -> bool {
        let m = self.m;
        let here = ValueRef::Inst(id, i);
        let Type::Function { params, .. } = m.types.get(call.fn_ty) else {
            return true;
        };
        // The parser types every argument by the call's function type;
        // only an upgrade that retypes the callee leaves a mismatch.
        let fn_ty = m.globals[id].common.value_ty;
        for (&arg, &p) in call.args.iter().zip(params.iter()) {
            if let Some(t) = m.operand_type(fn_ty, body, arg) {
                if t != p {
                    let subjects: Vec<ValueRef> = operand_ref(id, arg)
                        .into_iter()
                        .chain([ValueRef::Type(p), here])
                        .collect();
                    self.fail(
                        "Call parameter type does not match function signature!",
                        &subjects,
                    );
                    return false;
                }
            }
        }
        if !self.check(
            call.attrs.params.len() <= call.args.len(),
            "Attribute after last parameter!",
            &[here],
        ) {
            return false;
        }
        if !self.check(
            !cc_forbids_calls(call.cc),
            "calling convention does not permit calls",
            &[here],
        ) {
            return false;
        }
        let callee = direct_callee(m, call.callee);
        let intrinsic = callee.is_some_and(|(g, _)| self.intrinsics.is_intrinsic(g));
        if let Some((_, g)) = callee.filter(|_| intrinsic) {
            if !self.check(
                g.common.value_ty == call.fn_ty,
                "Intrinsic called with incompatible signature",
                &[here],
            ) {
                return false;
            }
        }
        if !intrinsic {
            // Values passed or returned with an alignment LLVM cannot
            // represent.
            let Type::Function { ret, .. } = m.types.get(call.fn_ty) else {
                return true;
            };
            // Each failure stops only its own check (LLVM's lambda).
            let too_large = self.align_too_large(*ret);
            self.check(
                !too_large,
                "Incorrect alignment of return type to called function!",
                &[here],
            );
            for &p in params {
                let too_large = self.align_too_large(p);
                self.check(
                    !too_large,
                    "Incorrect alignment of argument passed to called function!",
                    &[here],
                );
            }
        }
        let fn_attrs = m.attrs.get(call.attrs.func);
        if fn_attrs.has(AttrKind::Speculatable) {
            let callee_speculatable = callee.is_some_and(|(_, g)| {
                g.as_func()
                    .is_some_and(|f| m.attrs.get(f.attrs.func).has(AttrKind::Speculatable))
            });
            if !self.check(
                callee_speculatable,
                "speculatable attribute may not apply to call sites",
                &[here],
            ) {
                return false;
            }
        }
        if fn_attrs.has(AttrKind::Preallocated) {
            let on_arg = callee.and_then(|(_, g)| g.common.name.as_deref())
                == Some(&b"llvm.call.preallocated.arg"[..]);
            if !self.check(
                on_arg,
                "preallocated as a call site attribute can only be on llvm.call.preallocated.arg",
                &[],
            ) {
                return false;
            }
        }
        let inline_asm = matches!(call.callee, Operand::InlineAsm(_));
        self.function_attrs_once(call.fn_ty, &call.attrs, here, intrinsic, inline_asm);
        let callee_attrs: Option<&AttrList> =
            callee.and_then(|(_, g)| g.as_func()).map(|f| &f.attrs);
        for (p, &arg) in call.args.iter().enumerate().take(params.len()) {
            let site = call.attrs.param(p);
            let decl = callee_attrs.map_or(AttrSetId::EMPTY, |a| a.param(p));
            if site == AttrSetId::EMPTY && decl == AttrSetId::EMPTY {
                continue;
            }
            if m.attrs.get(site).has(AttrKind::ImmArg)
                && !self.check(
                    m.attrs.get(decl).has(AttrKind::ImmArg),
                    "immarg may not apply only to call sites",
                    &operand_and_user(id, arg, here),
                )
            {
                return false;
            }
            let immarg =
                m.attrs.get(site).has(AttrKind::ImmArg) || m.attrs.get(decl).has(AttrKind::ImmArg);
            if immarg {
                let immediate = match arg {
                    Operand::Const(c) => {
                        let k = m.consts.get(c);
                        matches!(k.kind, ConstKind::Int(_) | ConstKind::Float(_))
                            && !m.types.is_vector(k.ty)
                    }
                    _ => false,
                };
                if !self.check(
                    immediate,
                    "immarg operand has non-immediate parameter",
                    &operand_and_user(id, arg, here),
                ) {
                    return false;
                }
                // An integer immarg with a `range` lies in it.
                let range = m
                    .attrs
                    .get(site)
                    .get(AttrKind::Range)
                    .or_else(|| m.attrs.get(decl).get(AttrKind::Range));
                let value = match arg {
                    Operand::Const(c) => match &m.consts.get(c).kind {
                        ConstKind::Int(v) => Some(v),
                        _ => None,
                    },
                    _ => None,
                };
                if let (
                    Some(llconv_ir::attributes::Attribute::Range { lower, upper, .. }),
                    Some(v),
                ) = (range, value)
                {
                    if v.bits <= 64 && lower.bits == v.bits {
                        let (lo, hi, x) = (lower.low_u64(), upper.low_u64(), v.low_u64());
                        let inside = if lo < hi {
                            lo <= x && x < hi
                        } else {
                            x >= lo || x < hi
                        };
                        let sext = |a: &llconv_ir::constants::ApInt| a.as_i64().unwrap_or(0);
                        if !self.check(
                            inside,
                            &format!(
                                "immarg value {} out of range [{}, {})",
                                sext(v),
                                sext(lower),
                                sext(upper)
                            ),
                            &[here],
                        ) {
                            return false;
                        }
                    }
                }
            }
            if m.attrs.get(site).has(AttrKind::Preallocated)
                || m.attrs.get(decl).has(AttrKind::Preallocated)
            {
                let has_bundle = call.bundles.iter().any(|b| &*b.tag == b"preallocated");
                let must_tail = call.tail == TailKind::MustTail;
                if !self.check(
                    has_bundle != must_tail,
                    "preallocated operand either requires a preallocated bundle or the call to be musttail (but not both)",
                    &operand_and_user(id, arg, here),
                ) {
                    return false;
                }
            }
        }
        let callbr = matches!(body.insts[i].kind, InstKind::CallBr { .. });
        self.call_rest(id, i, body, call, callee, intrinsic, callbr)
    }
}

/// A `bitcast` of a `metadata` operand: the parser refuses one where it is
/// written, but an x86 upgrade that casts its arguments makes one from a
/// call that passed `metadata <4 x float> %v` (`castIsValid` fails).
fn bitcast_of_metadata(m: &Module, id: GlobalId, inst: &Inst) -> bool {
    let InstKind::Cast {
        op: CastOp::BitCast,
        value,
        ..
    } = inst.kind
    else {
        return false;
    };
    let GlobalKind::Func(f) = &m.globals[id].kind else {
        return false;
    };
    let Some(body) = &f.body else { return false };
    m.operand_type(m.globals[id].common.value_ty, body, value)
        .is_some_and(|t| matches!(m.types.get(t), Type::Metadata))
}
