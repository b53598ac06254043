//! `verifyMustTailCall`: what a `musttail` call needs for the back end
//! to guarantee the tail call: a matching prototype, calling convention
//! and ABI attributes, and a `ret` of its value right after it.

use llconv_ir::attributes::{AttrKind, AttrList, Attribute};
use llconv_ir::diagnostic::ValueRef;
use llconv_ir::*;

use crate::function::{direct_callee, is_intrinsic_name};
use crate::Verifier;

/// tailcc and swifttailcc (LLVM's `CallingConv::Tail`, `SwiftTail`).
const CC_TAIL: u32 = 18;
const CC_SWIFT_TAIL: u32 = 20;

/// The parameter attributes that change how an argument is passed.
const ABI_ATTRS: [AttrKind; 10] = [
    AttrKind::StructRet,
    AttrKind::ByVal,
    AttrKind::InAlloca,
    AttrKind::InReg,
    AttrKind::StackAlignment,
    AttrKind::SwiftSelf,
    AttrKind::SwiftAsync,
    AttrKind::SwiftError,
    AttrKind::Preallocated,
    AttrKind::ByRef,
];

/// Parameter `p`'s ABI attributes (`align` counts with byval or byref).
fn abi_attrs(m: &Module, attrs: &AttrList, p: usize) -> Vec<Attribute> {
    let set = m.attrs.get(attrs.param(p));
    let mut out: Vec<Attribute> = ABI_ATTRS
        .iter()
        .filter_map(|&k| set.get(k).cloned())
        .collect();
    if set.has(AttrKind::ByVal) || set.has(AttrKind::ByRef) {
        out.extend(set.get(AttrKind::Alignment).cloned());
    }
    out
}

/// Identical, or pointers into one address space.
fn congruent(m: &Module, a: TypeId, b: TypeId) -> bool {
    a == b
        || matches!(
            (m.types.get(a), m.types.get(b)),
            (Type::Ptr(x), Type::Ptr(y)) if x == y
        )
}

impl<'m> Verifier<'m> {
    /// False when a rule failed. `rest` is what follows the call in its
    /// block.
    pub(crate) fn must_tail(
        &mut self,
        f: GlobalId,
        i: InstId,
        body: &Body,
        call: &CallData,
        rest: &[InstId],
    ) -> bool {
        let m = self.m;
        let here = [ValueRef::Inst(f, i)];
        if !self.check(
            !matches!(call.callee, Operand::InlineAsm(_)),
            "cannot use musttail call with inline asm",
            &here,
        ) {
            return false;
        }
        let caller = &m.globals[f];
        let Some(caller_fn) = caller.as_func() else {
            return true;
        };
        let (
            Type::Function {
                ret: caller_ret,
                params: caller_params,
                vararg: caller_vararg,
            },
            Type::Function {
                ret: callee_ret,
                params: callee_params,
                vararg: callee_vararg,
            },
        ) = (m.types.get(caller.common.value_ty), m.types.get(call.fn_ty))
        else {
            return true;
        };
        if !self.check(
            caller_vararg == callee_vararg,
            "cannot guarantee tail call due to mismatched varargs",
            &here,
        ) || !self.check(
            congruent(m, *caller_ret, *callee_ret),
            "cannot guarantee tail call due to mismatched return types",
            &here,
        ) || !self.check(
            caller_fn.cc == call.cc,
            "cannot guarantee tail call due to mismatched calling conv",
            &here,
        ) {
            return false;
        }
        // A ret of the call's value, through an optional bitcast.
        let inst = |x: InstId| body.insts.get(x);
        let mut returned = Operand::Inst(i);
        let mut next = rest.iter().copied();
        let mut after = next.next();
        if let Some(b) = after {
            if let Some(InstKind::Cast {
                op: CastOp::BitCast,
                value,
                ..
            }) = inst(b).map(|x| &x.kind)
            {
                if !self.check(
                    *value == returned,
                    "bitcast following musttail call must use the call",
                    &[ValueRef::Inst(f, b)],
                ) {
                    return false;
                }
                returned = Operand::Inst(b);
                after = next.next();
            }
        }
        let ret = after.filter(|&r| matches!(inst(r).map(|x| &x.kind), Some(InstKind::Ret(_))));
        let Some(ret) = ret else {
            self.fail(
                "musttail call must precede a ret with an optional bitcast",
                &here,
            );
            return false;
        };
        if let Some(InstKind::Ret(Some(v))) = inst(ret).map(|x| &x.kind) {
            let undef = matches!(*v, Operand::Const(c)
                if matches!(m.consts.get(c).kind, ConstKind::Undef | ConstKind::Poison));
            if !self.check(
                *v == returned || undef,
                "musttail call result must be returned",
                &[ValueRef::Inst(f, ret)],
            ) {
                return false;
            }
        }
        if call.cc == CC_TAIL || call.cc == CC_SWIFT_TAIL {
            let cc_name = if call.cc == CC_TAIL {
                "tailcc"
            } else {
                "swifttailcc"
            };
            for (attrs, n, side) in [
                (&caller_fn.attrs, caller_params.len(), "caller"),
                (&call.attrs, callee_params.len(), "callee"),
            ] {
                for p in 0..n {
                    let set = m.attrs.get(attrs.param(p));
                    for (k, name) in [
                        (AttrKind::InAlloca, "inalloca"),
                        (AttrKind::InReg, "inreg"),
                        (AttrKind::SwiftError, "swifterror"),
                        (AttrKind::Preallocated, "preallocated"),
                        (AttrKind::ByRef, "byref"),
                    ] {
                        if set.has(k) {
                            self.fail(
                                format!(
                                    "{name} attribute not allowed in {cc_name} musttail {side}"
                                ),
                                &[],
                            );
                            return false;
                        }
                    }
                }
            }
            return self.check(
                !caller_vararg,
                &format!("cannot guarantee {cc_name} tail call for varargs function"),
                &[],
            );
        }
        let intrinsic = direct_callee(m, call.callee)
            .is_some_and(|(_, g)| is_intrinsic_name(g.common.name.as_deref()));
        if !intrinsic {
            if !self.check(
                caller_params.len() == callee_params.len(),
                "cannot guarantee tail call due to mismatched parameter counts",
                &here,
            ) {
                return false;
            }
            for (&a, &b) in caller_params.iter().zip(callee_params) {
                if !self.check(
                    congruent(m, a, b),
                    "cannot guarantee tail call due to mismatched parameter types",
                    &here,
                ) {
                    return false;
                }
            }
        }
        for p in 0..caller_params.len() {
            if abi_attrs(m, &caller_fn.attrs, p) != abi_attrs(m, &call.attrs, p) {
                let mut subjects = here.to_vec();
                if let Some(&arg) = call.args.get(p) {
                    subjects.extend(match arg {
                        Operand::Const(c) => Some(ValueRef::Const(c)),
                        Operand::Inst(x) => Some(ValueRef::Inst(f, x)),
                        Operand::Arg(a) => Some(ValueRef::Arg(f, a)),
                        _ => None,
                    });
                }
                self.fail(
                    "cannot guarantee tail call due to mismatched ABI impacting function attributes",
                    &subjects,
                );
                return false;
            }
        }
        true
    }
}
