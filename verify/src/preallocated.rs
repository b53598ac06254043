//! The `llvm.call.preallocated.*` cases of `visitIntrinsicCall`.

use llconv_ir::attributes::AttrKind;
use llconv_ir::diagnostic::ValueRef;
use llconv_ir::*;

use crate::function::direct_callee;
use crate::Verifier;

/// Which `llvm.call.preallocated.*` intrinsic instruction `t` calls, if
/// any: "setup", "arg" or "teardown".
pub(crate) fn preallocated_kind(m: &Module, body: &Body, t: InstId) -> Option<&'static str> {
    let call = match &body.insts.get(t)?.kind {
        InstKind::Call(c) | InstKind::Invoke { call: c, .. } | InstKind::CallBr { call: c, .. } => {
            c
        }
        _ => return None,
    };
    let (_, g) = direct_callee(m, call.callee)?;
    match g.common.name.as_deref()? {
        b"llvm.call.preallocated.setup" => Some("setup"),
        b"llvm.call.preallocated.arg" => Some("arg"),
        b"llvm.call.preallocated.teardown" => Some("teardown"),
        _ => None,
    }
}

/// Whether the token operand `op` is a call of `llvm.call.preallocated.setup`.
fn from_setup(m: &Module, body: &Body, op: Option<&Operand>) -> bool {
    matches!(op, Some(Operand::Inst(t)) if preallocated_kind(m, body, *t) == Some("setup"))
}

impl<'m> Verifier<'m> {
    /// The three preallocated intrinsics, by `base` name; false when the
    /// name is not one of them.
    pub(crate) fn preallocated_intrinsic(
        &mut self,
        f: GlobalId,
        i: InstId,
        body: &'m Body,
        call: &CallData,
        base: &str,
    ) -> bool {
        let m = self.m;
        match base {
            "llvm.call.preallocated.setup" => self.preallocated_setup(f, i, body, call),
            "llvm.call.preallocated.arg" => {
                if self.check(
                    from_setup(m, body, call.args.first()),
                    "llvm.call.preallocated.arg token argument must be a llvm.call.preallocated.setup",
                    &[],
                ) {
                    let callee_has = direct_callee(m, call.callee)
                        .and_then(|(_, g)| g.as_func())
                        .is_some_and(|cf| m.attrs.get(cf.attrs.func).has(AttrKind::Preallocated));
                    self.check(
                        m.attrs.get(call.attrs.func).has(AttrKind::Preallocated) || callee_has,
                        "llvm.call.preallocated.arg must be called with a \"preallocated\" call site attribute",
                        &[],
                    );
                }
            }
            "llvm.call.preallocated.teardown" => {
                self.check(
                    from_setup(m, body, call.args.first()),
                    "llvm.call.preallocated.teardown token argument must be a llvm.call.preallocated.setup",
                    &[],
                );
            }
            _ => return false,
        }
        true
    }

    /// `llvm.call.preallocated.setup`: a constant count, and its users
    /// (in LLVM's use-list order, the last use first) are the `arg` and
    /// `teardown` intrinsics and one call with that many preallocated
    /// arguments and a bundle naming this token.
    fn preallocated_setup(&mut self, f: GlobalId, i: InstId, body: &'m Body, call: &CallData) {
        let m = self.m;
        let num_args = match call.args.first() {
            Some(Operand::Const(c)) => match &m.consts.get(*c).kind {
                ConstKind::Int(v) => Some(v),
                _ => None,
            },
            _ => None,
        };
        let Some(num_args) = num_args else {
            self.fail(
                "llvm.call.preallocated.setup argument must be a constant",
                &[],
            );
            return;
        };
        let num = num_args.as_i64();
        let uses = self
            .body_uses
            .take()
            .unwrap_or_else(|| llconv_ir::analysis::Uses::new(body));
        let users: Vec<InstId> = uses.of_inst(i).iter().rev().map(|u| u.user).collect();
        self.body_uses = Some(uses);
        let mut found_call = false;
        for user in users {
            let use_call = match &body.insts[user].kind {
                InstKind::Call(c)
                | InstKind::Invoke { call: c, .. }
                | InstKind::CallBr { call: c, .. } => c,
                _ => {
                    self.fail("Uses of llvm.call.preallocated.setup must be calls", &[]);
                    return;
                }
            };
            match preallocated_kind(m, body, user) {
                Some("arg") => {
                    let index = match use_call.args.get(1) {
                        Some(Operand::Const(c)) => match &m.consts.get(*c).kind {
                            ConstKind::Int(v) => Some(v.as_i64()),
                            _ => None,
                        },
                        _ => None,
                    };
                    let Some(index) = index else {
                        self.fail(
                            "llvm.call.preallocated.alloc arg index must be a constant",
                            &[],
                        );
                        return;
                    };
                    let ok = matches!((index, num), (Some(x), Some(n)) if x >= 0 && x < n);
                    if !self.check(
                        ok,
                        "llvm.call.preallocated.alloc arg index must be between 0 and corresponding llvm.call.preallocated.setup's argument count",
                        &[],
                    ) {
                        return;
                    }
                }
                Some("teardown") => {}
                _ => {
                    if !self.check(
                        !found_call,
                        "Can have at most one call corresponding to a llvm.call.preallocated.setup",
                        &[],
                    ) {
                        return;
                    }
                    found_call = true;
                    let callee_fn =
                        direct_callee(m, use_call.callee).and_then(|(_, g)| g.as_func());
                    let preallocated = (0..use_call.args.len())
                        .filter(|&p| {
                            m.attrs
                                .get(use_call.attrs.param(p))
                                .has(AttrKind::Preallocated)
                                || callee_fn.is_some_and(|cf| {
                                    m.attrs.get(cf.attrs.param(p)).has(AttrKind::Preallocated)
                                })
                        })
                        .count();
                    if !self.check(
                        preallocated != 0,
                        "cannot use preallocated intrinsics on a call without preallocated arguments",
                        &[],
                    ) || !self.check(
                        num == Some(preallocated as i64),
                        "llvm.call.preallocated.setup arg size must be equal to number of preallocated arguments at call site",
                        &[ValueRef::Inst(f, i), ValueRef::Inst(f, user)],
                    ) {
                        return;
                    }
                    let mut bundles = use_call
                        .bundles
                        .iter()
                        .filter(|b| &*b.tag == b"preallocated");
                    let first = bundles.next();
                    if bundles.next().is_some() {
                        return;
                    }
                    let Some(bundle) = first else {
                        self.fail(
                            "Use of llvm.call.preallocated.setup outside intrinsics must be in \"preallocated\" operand bundle",
                            &[],
                        );
                        return;
                    };
                    if !self.check(
                        bundle.inputs.first() == Some(&Operand::Inst(i)),
                        "preallocated bundle must have token from corresponding llvm.call.preallocated.setup",
                        &[],
                    ) {
                        return;
                    }
                }
            }
        }
    }
}
