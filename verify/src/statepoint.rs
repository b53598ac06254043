//! `gc.statepoint` and what is tied to it: `verifyStatepoint` and the
//! `gc.result` and `gc.relocate` cases of `visitIntrinsicCall`.

use llconv_ir::attributes::{
    memory_get, memory_set_all, AttrKind, MemLocation, MEMORY_NONE, MEMORY_UNKNOWN, MODREF_NONE,
    MODREF_READ, MODREF_WRITE,
};
use llconv_ir::diagnostic::ValueRef;
use llconv_ir::*;

use crate::function::direct_callee;
use crate::Verifier;

/// `StatepointFlags::MaskAll`.
const STATEPOINT_FLAGS: u64 = 3;

/// The call data of instruction `t` when it calls `llvm.experimental.gc.statepoint`.
fn statepoint_call<'b>(m: &Module, body: &'b Body, t: InstId) -> Option<&'b CallData> {
    let call = match &body.insts.get(t)?.kind {
        InstKind::Call(c) | InstKind::Invoke { call: c, .. } => c,
        _ => return None,
    };
    let (_, g) = direct_callee(m, call.callee)?;
    let name = g.common.name.as_deref()?;
    let is = name == b"llvm.experimental.gc.statepoint"
        || name.starts_with(b"llvm.experimental.gc.statepoint.");
    (is && g.as_func().is_some_and(|f| f.body.is_none())).then_some(call)
}

/// The block holding instruction `i`.
fn block_of(body: &Body, i: InstId) -> Option<BlockId> {
    body.blocks
        .values()
        .position(|b| b.insts.contains(&i))
        .map(|b| BlockId::from_u32(b as u32))
}

/// `getUniquePredecessor`: the one block that branches to `b` (however
/// many times), if there is one.
fn unique_pred(body: &Body, b: BlockId) -> Option<BlockId> {
    let mut found = None;
    for (pi, blk) in body.blocks.iter() {
        let Some(term) = blk.insts.last().and_then(|&t| body.insts.get(t)) else {
            continue;
        };
        if term.kind.successors().any(|s| s == b) {
            if found.is_some() {
                return None;
            }
            found = Some(pi);
        }
    }
    found
}

/// `CallBase::getMemoryEffects`: the call site's `memory`, narrowed by the
/// called function's, which operand bundles widen (any but a few reads,
/// any but a few more also writes).
fn call_memory_effects(m: &Module, call: &CallData) -> u64 {
    let memory = |set| {
        m.attrs
            .get(set)
            .int(AttrKind::Memory)
            .unwrap_or(MEMORY_UNKNOWN)
    };
    let mut effects = memory(call.attrs.func);
    if let Some((_, g)) = direct_callee(m, call.callee) {
        let mut callee = g.as_func().map_or(MEMORY_UNKNOWN, |f| memory(f.attrs.func));
        let other_than = |tags: &[&[u8]]| call.bundles.iter().any(|b| !tags.contains(&&b.tag[..]));
        const QUIET: [&[u8]; 4] = [
            b"ptrauth",
            b"kcfi",
            b"convergencectrl",
            b"deactivation-symbol",
        ];
        if other_than(&QUIET) {
            callee |= memory_set_all(MODREF_READ);
        }
        if other_than(&[b"deopt", b"funclet", QUIET[0], QUIET[1], QUIET[2], QUIET[3]]) {
            callee |= memory_set_all(MODREF_WRITE);
        }
        effects &= callee;
    }
    effects
}

impl<'m> Verifier<'m> {
    /// The integer an argument is, if it is a constant integer.
    fn arg_int(&self, call: &CallData, n: usize) -> Option<&'m constants::ApInt> {
        match call.args.get(n)? {
            Operand::Const(c) => match &self.m.consts.get(*c).kind {
                ConstKind::Int(v) => Some(v),
                _ => None,
            },
            _ => None,
        }
    }

    /// `verifyStatepoint`.
    pub(crate) fn statepoint(&mut self, f: GlobalId, body: &Body, call: &CallData, here: ValueRef) {
        let m = self.m;
        let h = [here];
        let effects = call_memory_effects(m, call);
        let only_args = MemLocation::ALL
            .iter()
            .all(|&l| l == MemLocation::ArgMem || memory_get(effects, l) == MODREF_NONE);
        let only_reads = MemLocation::ALL
            .iter()
            .all(|&l| memory_get(effects, l) & MODREF_WRITE == 0);
        if !self.check(
            effects != MEMORY_NONE && !only_reads && !only_args,
            "gc.statepoint must read and write all memory to preserve reordering restrictions required by safepoint semantics",
            &h,
        ) {
            return;
        }
        let patch = self.arg_int(call, 1).and_then(|v| v.as_i64()).unwrap_or(0);
        if !self.check(
            patch >= 0,
            "gc.statepoint number of patchable bytes must be positive",
            &h,
        ) {
            return;
        }
        let target = m
            .attrs
            .get(call.attrs.param(2))
            .type_of(AttrKind::ElementType);
        let Some(target) = target else {
            self.fail(
                "gc.statepoint callee argument must have elementtype attribute",
                &h,
            );
            return;
        };
        let Type::Function {
            ret,
            params,
            vararg,
        } = m.types.get(target)
        else {
            self.fail("gc.statepoint callee elementtype must be function type", &h);
            return;
        };
        let num_call_args = self
            .arg_int(call, 3)
            .map_or(0, |v| v.low_u64() as u32 as i32);
        if !self.check(
            num_call_args >= 0,
            "gc.statepoint number of arguments to underlying call must be positive",
            &h,
        ) {
            return;
        }
        let num_params = params.len() as i32;
        if *vararg {
            if !self.check(
                num_call_args >= num_params,
                "gc.statepoint mismatch in number of vararg call args",
                &h,
            ) || !self.check(
                m.types.is_void(*ret),
                "gc.statepoint doesn't support wrapping non-void vararg functions yet",
                &h,
            ) {
                return;
            }
        } else if !self.check(
            num_call_args == num_params,
            "gc.statepoint mismatch in number of call args",
            &h,
        ) {
            return;
        }
        let flags = self.arg_int(call, 4).map_or(0, |v| v.low_u64());
        if !self.check(
            flags & !STATEPOINT_FLAGS == 0,
            "unknown flag used in gc.statepoint flags argument",
            &h,
        ) {
            return;
        }
        let caller_ty = m.globals[f].common.value_ty;
        for (i, &p) in params.iter().enumerate() {
            let Some(&arg) = call.args.get(5 + i) else {
                return;
            };
            let arg_ty = m.operand_type(caller_ty, body, arg);
            if arg_ty.is_some_and(|t| t != p)
                && !self.check(
                    false,
                    "gc.statepoint call argument does not match wrapped function type",
                    &h,
                )
            {
                return;
            }
            if *vararg
                && !self.check(
                    !m.attrs
                        .get(call.attrs.param(5 + i))
                        .has(AttrKind::StructRet),
                    "Attribute 'sret' cannot be used for vararg call arguments!",
                    &h,
                )
            {
                return;
            }
        }
        let end_call_args = 4 + num_call_args as usize;
        let Some(transition) = self.arg_int(call, end_call_args + 1) else {
            self.fail(
                "gc.statepoint number of transition arguments must be constant integer",
                &h,
            );
            return;
        };
        let transition = transition.low_u64();
        if !self.check(
            transition == 0,
            "gc.statepoint w/inline transition bundle is deprecated",
            &h,
        ) {
            return;
        }
        let Some(deopt) = self.arg_int(call, end_call_args + 2) else {
            self.fail(
                "gc.statepoint number of deoptimization arguments must be constant integer",
                &h,
            );
            return;
        };
        if !self.check(
            deopt.is_zero(),
            "gc.statepoint w/inline deopt operands is deprecated",
            &h,
        ) {
            return;
        }
        if !self.check(
            7 + num_call_args as usize == call.args.len(),
            "gc.statepoint too many arguments",
            &h,
        ) {
            return;
        }
        if let ValueRef::Inst(_, me) = here {
            self.statepoint_users(f, body, me, here);
        }
    }

    /// The only users of a statepoint's token are `gc.result` and
    /// `gc.relocate` calls, and a `gc.result` names it as its statepoint.
    fn statepoint_users(&mut self, f: GlobalId, body: &Body, me: InstId, here: ValueRef) {
        let m = self.m;
        for &u in body.blocks.values().flat_map(|b| &b.insts) {
            let inst = body.inst(u);
            let mut uses = false;
            inst.kind
                .for_each_value_operand(|op| uses |= op == Operand::Inst(me));
            if !uses {
                continue;
            }
            let user = ValueRef::Inst(f, u);
            let InstKind::Call(c) = &inst.kind else {
                self.fail("illegal use of statepoint token", &[here, user]);
                continue;
            };
            let name = direct_callee(m, c.callee).and_then(|(_, g)| g.common.name.as_deref());
            let is = |base: &[u8]| {
                name.and_then(|n| n.strip_prefix(base))
                    .is_some_and(|rest| rest.is_empty() || rest.starts_with(b"."))
            };
            let result = is(b"llvm.experimental.gc.result");
            if !self.check(
                result || is(b"llvm.experimental.gc.relocate"),
                "gc.result or gc.relocate are the only value uses of a gc.statepoint",
                &[here, user],
            ) {
                return;
            }
            if result
                && !self.check(
                    c.args.first() == Some(&Operand::Inst(me)),
                    "gc.result connected to wrong gc.statepoint",
                    &[here, user],
                )
            {
                return;
            }
        }
    }

    /// The `gc.result` case of `visitIntrinsicCall`.
    pub(crate) fn gc_result(&mut self, f: GlobalId, body: &Body, call: &CallData, here: ValueRef) {
        let m = self.m;
        let has_gc = m.globals[f].as_func().is_some_and(|x| x.gc.is_some());
        if !self.check(has_gc, "Enclosing function does not use GC.", &[here]) {
            return;
        }
        let Some(&token) = call.args.first() else {
            return;
        };
        if let Operand::Const(c) = token {
            if matches!(m.consts.get(c).kind, ConstKind::Undef | ConstKind::Poison) {
                return;
            }
        }
        let sp = match token {
            Operand::Inst(t) => statepoint_call(m, body, t),
            _ => None,
        };
        let Some(sp) = sp else {
            let subjects: Vec<ValueRef> = [Some(here), crate::function::operand_ref(f, token)]
                .into_iter()
                .flatten()
                .collect();
            self.fail("gc.result operand #1 must be from a statepoint", &subjects);
            return;
        };
        let target = m
            .attrs
            .get(sp.attrs.param(2))
            .type_of(AttrKind::ElementType);
        let wrapped_ret = target.and_then(|t| match m.types.get(t) {
            Type::Function { ret, .. } => Some(*ret),
            _ => None,
        });
        let Type::Function { ret, .. } = m.types.get(call.fn_ty) else {
            return;
        };
        self.check(
            wrapped_ret.is_none_or(|r| r == *ret),
            "gc.result result type does not match wrapped callee",
            &[here],
        );
    }

    /// The `gc.relocate` case of `visitIntrinsicCall`.
    pub(crate) fn gc_relocate(
        &mut self,
        f: GlobalId,
        body: &Body,
        call: &CallData,
        here: ValueRef,
    ) {
        let m = self.m;
        let h = [here];
        if !self.check(call.args.len() == 3, "wrong number of arguments", &h) {
            return;
        }
        let Type::Function { ret, .. } = m.types.get(call.fn_ty) else {
            return;
        };
        let ret = *ret;
        if !self.check(
            m.types.is_ptr(m.types.scalar(ret)),
            "gc.relocate must return a pointer or a vector of pointers",
            &h,
        ) {
            return;
        }
        let token = call.args[0];
        let landing_pad = match token {
            Operand::Inst(t) => matches!(
                body.insts.get(t).map(|x| &x.kind),
                Some(InstKind::LandingPad { .. })
            )
            .then_some(t),
            _ => None,
        };
        // The statepoint the relocate is tied to; `None` for undef (and
        // a none token, which LLVM 22 treats as undef here).
        let statepoint: Option<&CallData>;
        if let Some(lp) = landing_pad {
            let lp_block = block_of(body, lp).unwrap_or(BlockId::from_u32(0));
            let Some(invoke_bb) = unique_pred(body, lp_block) else {
                self.fail(
                    "safepoints should have unique landingpads",
                    &[ValueRef::Block(f, lp_block)],
                );
                return;
            };
            let term = body.blocks[invoke_bb].insts.last().copied();
            let sp = term.and_then(|t| statepoint_call(m, body, t));
            let Some(sp) = sp else {
                self.fail(
                    "gc relocate should be linked to a statepoint",
                    &[ValueRef::Block(f, invoke_bb)],
                );
                return;
            };
            statepoint = Some(sp);
        } else {
            let undef = matches!(token, Operand::Const(c)
                if matches!(m.consts.get(c).kind, ConstKind::Undef | ConstKind::Poison));
            let sp = match token {
                Operand::Inst(t) => statepoint_call(m, body, t),
                _ => None,
            };
            if sp.is_none() && !undef {
                let subjects: Vec<ValueRef> = [Some(here), crate::function::operand_ref(f, token)]
                    .into_iter()
                    .flatten()
                    .collect();
                self.fail(
                    "gc relocate is incorrectly tied to the statepoint",
                    &subjects,
                );
                return;
            }
            statepoint = sp;
        }
        let Some(base) = self.arg_int(call, 1) else {
            self.fail("gc.relocate operand #2 must be integer offset", &h);
            return;
        };
        let Some(derived) = self.arg_int(call, 2) else {
            self.fail("gc.relocate operand #3 must be integer offset", &h);
            return;
        };
        let (base, derived) = (base.low_u64() as usize, derived.low_u64() as usize);
        let Some(sp) = statepoint else {
            return;
        };
        let live = sp.bundles.iter().find(|b| &*b.tag == b"gc-live");
        if let Some(live) = live {
            if !self.check(
                base < live.inputs.len(),
                "gc.relocate: statepoint base index out of bounds",
                &h,
            ) || !self.check(
                derived < live.inputs.len(),
                "gc.relocate: statepoint derived index out of bounds",
                &h,
            ) {
                return;
            }
        }
        let values = live.map_or(&sp.args[..], |l| &l.inputs[..]);
        let (Some(&base_v), Some(&derived_v)) = (values.get(base), values.get(derived)) else {
            return;
        };
        let fn_ty = m.globals[f].common.value_ty;
        let (Some(base_ty), Some(derived_ty)) = (
            m.operand_type(fn_ty, body, base_v),
            m.operand_type(fn_ty, body, derived_v),
        ) else {
            return;
        };
        if !self.check(
            m.types.is_ptr(m.types.scalar(base_ty)),
            "gc.relocate: relocated value must be a pointer",
            &h,
        ) || !self.check(
            m.types.is_ptr(m.types.scalar(derived_ty)),
            "gc.relocate: relocated value must be a pointer",
            &h,
        ) || !self.check(
            m.types.is_vector(ret) == m.types.is_vector(derived_ty),
            "gc.relocate: vector relocates to vector and pointer to pointer",
            &h,
        ) {
            return;
        }
        let space = |t: TypeId| match m.types.get(m.types.scalar(t)) {
            Type::Ptr(a) => *a,
            _ => 0,
        };
        if !self.check(
            space(ret) == space(derived_ty),
            "gc.relocate: relocating a pointer shouldn't change its address space",
            &h,
        ) {
            return;
        }
        let gc = m.globals[f].as_func().and_then(|x| x.gc.as_deref());
        let Some(gc) = gc else {
            self.fail(
                "gc.relocate: calling function must have GCStrategy",
                &[ValueRef::Global(f)],
            );
            return;
        };
        // The statepoint strategies manage pointers of address space 1
        // only; the others say nothing, which counts as managed.
        let managed =
            |t: TypeId| !matches!(gc, b"statepoint-example" | b"coreclr") || space(t) == 1;
        let _ = self.check(managed(ret), "gc.relocate: must return gc pointer", &h)
            && self.check(
                managed(base_ty),
                "gc.relocate: relocated value must be a gc pointer",
                &h,
            )
            && self.check(
                managed(derived_ty),
                "gc.relocate: relocated value must be a gc pointer",
                &h,
            );
    }
}
