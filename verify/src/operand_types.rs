//! The operand-type rules of `visitBinaryOperator`, `visitICmpInst`,
//! `visitFCmpInst` and `visitSelectInst`. The text parser types every
//! operand by its instruction, so only modules built otherwise break them:
//! bitcode with old constant expressions expanded into instructions, or a
//! module made with the builder.

use llconv_ir::diagnostic::ValueRef;
use llconv_ir::instructions::{BinOp, CastOp, Inst, InstKind};
use llconv_ir::types::Type;
use llconv_ir::{Body, GlobalId, InstId, TypeId};

use crate::Verifier;

impl<'m> Verifier<'m> {
    /// False when a rule failed (the instruction's other rules are then
    /// not checked, as LLVM's `Check` returns).
    pub(crate) fn operand_types(
        &mut self,
        id: GlobalId,
        body: &Body,
        i: InstId,
        inst: &Inst,
    ) -> bool {
        let m = self.m;
        let here = [ValueRef::Inst(id, i)];
        let fn_ty = m.globals[id].common.value_ty;
        let ty = |op| m.operand_type(fn_ty, body, op);
        let t = &m.types;
        let int_like = |x: TypeId| t.is_int(t.scalar(x));
        let float_like = |x: TypeId| t.is_float(t.scalar(x));
        match inst.kind {
            InstKind::Cast {
                op: CastOp::PtrToAddr,
                value,
                ..
            } => {
                let Some(src) = ty(value) else {
                    return true;
                };
                let ok = self.ptr_to_addr_width_ok(src, inst.ty);
                self.check(ok, "PtrToAddr result must be address width", &here)
            }
            InstKind::Binary { op, lhs, rhs, .. } => {
                let (Some(a), Some(b)) = (ty(lhs), ty(rhs)) else {
                    return true;
                };
                if !self.check(
                    a == b,
                    "Both operands to a binary operator are not of the same type!",
                    &here,
                ) {
                    return false;
                }
                let (kind, same) = match op {
                    BinOp::Add
                    | BinOp::Sub
                    | BinOp::Mul
                    | BinOp::UDiv
                    | BinOp::SDiv
                    | BinOp::URem
                    | BinOp::SRem => (
                        "Integer arithmetic operators only work with integral types!",
                        "Integer arithmetic operators must have same type for operands and result!",
                    ),
                    BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv | BinOp::FRem => (
                        "Floating-point arithmetic operators only work with floating-point types!",
                        "Floating-point arithmetic operators must have same type for operands and result!",
                    ),
                    BinOp::And | BinOp::Or | BinOp::Xor => (
                        "Logical operators only work with integral types!",
                        "Logical operators must have same type for operands and result!",
                    ),
                    BinOp::Shl | BinOp::LShr | BinOp::AShr => (
                        "Shifts only work with integral types!",
                        "Shift return type must be same as operands!",
                    ),
                };
                let float = matches!(
                    op,
                    BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv | BinOp::FRem
                );
                let fits = if float {
                    float_like(inst.ty)
                } else {
                    int_like(inst.ty)
                };
                self.check(fits, kind, &here) && self.check(inst.ty == a, same, &here)
            }
            InstKind::ICmp { lhs, rhs, .. } | InstKind::FCmp { lhs, rhs, .. } => {
                let (Some(a), Some(b)) = (ty(lhs), ty(rhs)) else {
                    return true;
                };
                let (same, valid, fits) = if matches!(inst.kind, InstKind::ICmp { .. }) {
                    (
                        "Both operands to ICmp instruction are not of the same type!",
                        "Invalid operand types for ICmp instruction",
                        int_like(a) || t.is_ptr(t.scalar(a)),
                    )
                } else {
                    (
                        "Both operands to FCmp instruction are not of the same type!",
                        "Invalid operand types for FCmp instruction",
                        float_like(a),
                    )
                };
                self.check(a == b, same, &here) && self.check(fits, valid, &here)
            }
            InstKind::Select {
                cond,
                then_value,
                else_value,
                ..
            } => {
                let (Some(c), Some(a), Some(b)) = (ty(cond), ty(then_value), ty(else_value)) else {
                    return true;
                };
                let is_i1 = |x: TypeId| t.int_width(x) == Some(1);
                let cond_ok = match t.vector_parts(c) {
                    // A vector condition picks lane by lane.
                    Some((elem, len, scalable)) => {
                        is_i1(elem)
                            && t.vector_parts(a)
                                .is_some_and(|(_, l, s)| l == len && s == scalable)
                    }
                    None => is_i1(c),
                };
                let valid = a == b && !matches!(t.get(a), Type::Token) && cond_ok;
                self.check(valid, "Invalid operands for select instruction!", &here)
                    && self.check(
                        a == inst.ty,
                        "Select values must have same type as select instruction!",
                        &here,
                    )
            }
            _ => true,
        }
    }
}

impl Verifier<'_> {
    /// `ptrtoaddr` gives an integer of the pointer's address width (the
    /// index width of its address space), lane by lane.
    pub(crate) fn ptr_to_addr_width_ok(&mut self, src: TypeId, dst: TypeId) -> bool {
        let m = self.m;
        let Type::Ptr(space) = *m.types.get(m.types.scalar(src)) else {
            return true;
        };
        let width = self.layout().index_size_in_bits(space);
        m.types.int_width(m.types.scalar(dst)) == Some(width)
    }

    /// The same rule for `ptrtoaddr` constant expressions.
    pub(crate) fn ptr_to_addr_constants(&mut self) {
        let m = self.m;
        for (i, c) in m.consts.values().enumerate() {
            let id = llconv_ir::ConstId::from_index(i);
            let llconv_ir::constants::ConstKind::Expr(e) = &c.kind else {
                continue;
            };
            if e.op != llconv_ir::constants::ConstExprOp::Cast(CastOp::PtrToAddr) {
                continue;
            }
            let Some(&operand) = e.operands.first() else {
                continue;
            };
            let src = m.consts.get(operand).ty;
            if !self.ptr_to_addr_width_ok(src, c.ty)
                && !self.check(
                    false,
                    "PtrToAddr result must be address width",
                    &[ValueRef::Const(id)],
                )
            {
                return;
            }
        }
    }
}
