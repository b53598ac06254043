//! Constant folding of constant expressions, as LLVM's constant factories
//! do while reading `.ll` or bitcode: a reader that builds
//! `bitcast (ptr @g to ptr)` gets `ptr @g`, `trunc (i64 42 to i32)` gets
//! `i32 42`. Only folds that LLVM always performs belong here.

use crate::constants::{ApInt, Const, ConstExpr, ConstExprOp, ConstId, ConstKind, ConstTable};
use crate::instructions::{BinOp, CastOp};
use crate::types::{Type, TypeId, TypeTable};

/// The folded constant for `ty` computed by `e`, if LLVM folds it.
pub fn fold(
    consts: &mut ConstTable,
    types: &TypeTable,
    ty: TypeId,
    e: &ConstExpr,
) -> Option<ConstId> {
    match e.op {
        ConstExprOp::Cast(op) => fold_cast(consts, types, op, *e.operands.first()?, ty),
        ConstExprOp::Binary(op) => fold_binary(consts, types, op, e.operands[0], e.operands[1], ty),
        ConstExprOp::GetElementPtr => {
            let base = *e.operands.first()?;
            let all_zero = e.operands[1..]
                .iter()
                .all(|&i| consts.is_null_value(types, i));
            // `inrange` carries meaning of its own and blocks the fold.
            (all_zero && e.inrange.is_none() && consts.get(base).ty == ty).then_some(base)
        }
        ConstExprOp::ExtractElement => {
            let idx = int_value(consts, e.operands[1])?;
            let elems = vector_elements(consts, types, e.operands[0])?;
            elems.get(idx as usize).copied()
        }
        ConstExprOp::InsertElement => {
            let idx = int_value(consts, e.operands[2])?;
            let mut elems = vector_elements(consts, types, e.operands[0])?;
            let slot = elems.get_mut(idx as usize)?;
            *slot = e.operands[1];
            Some(consts.intern(
                types,
                Const {
                    ty,
                    kind: ConstKind::Vector(elems),
                },
            ))
        }
        ConstExprOp::ShuffleVector => {
            let a = vector_elements(consts, types, e.operands[0])?;
            let b = vector_elements(consts, types, e.operands[1])?;
            let elem_ty = types.scalar(ty);
            let poison = consts.intern(
                types,
                Const {
                    ty: elem_ty,
                    kind: ConstKind::Poison,
                },
            );
            let mut out = Vec::with_capacity(e.mask.len());
            for &m in &e.mask {
                out.push(match m {
                    -1 => poison,
                    m if (m as usize) < a.len() => a[m as usize],
                    m => *b.get(m as usize - a.len())?,
                });
            }
            Some(consts.intern(
                types,
                Const {
                    ty,
                    kind: ConstKind::Vector(out),
                },
            ))
        }
        ConstExprOp::ICmp(_) | ConstExprOp::FCmp(_) => None,
    }
}

fn int_value(consts: &ConstTable, c: ConstId) -> Option<u64> {
    match &consts.get(c).kind {
        ConstKind::Int(v) if v.bits <= 64 => Some(v.low_u64()),
        _ => None,
    }
}

/// The elements of a fixed-length constant vector, when known one by one.
fn vector_elements(consts: &mut ConstTable, types: &TypeTable, c: ConstId) -> Option<Vec<ConstId>> {
    let k = consts.get(c).clone();
    let Type::Vector {
        elem,
        len,
        scalable: false,
    } = types.get(k.ty).clone()
    else {
        return None;
    };
    let scalar =
        |consts: &mut ConstTable, kind: ConstKind| consts.intern(types, Const { ty: elem, kind });
    Some(match k.kind {
        ConstKind::Vector(v) => v,
        ConstKind::Data(raw) => raw
            .iter()
            .map(|&r| match types.get(elem) {
                Type::Int(w) => scalar(consts, ConstKind::Int(ApInt::from_u64(*w, r as u64))),
                _ => scalar(consts, ConstKind::Float(r)),
            })
            .collect(),
        ConstKind::Zero => {
            let z = null_value(consts, types, elem)?;
            vec![z; len as usize]
        }
        ConstKind::Undef => vec![scalar(consts, ConstKind::Undef); len as usize],
        ConstKind::Poison => vec![scalar(consts, ConstKind::Poison); len as usize],
        _ => return None,
    })
}

/// LLVM's null value of a type, in this model's canonical form.
pub fn null_value(consts: &mut ConstTable, types: &TypeTable, ty: TypeId) -> Option<ConstId> {
    let kind = match types.get(ty) {
        Type::Int(w) => ConstKind::Int(ApInt::from_u64(*w, 0)),
        Type::Ptr(_) => ConstKind::Null,
        t if types.is_float(ty) || matches!(t, Type::Half) => ConstKind::Float(0),
        Type::Vector { .. } | Type::Array { .. } | Type::Struct { .. } | Type::Named(_) => {
            ConstKind::Zero
        }
        Type::Token => ConstKind::None,
        _ => return None,
    };
    Some(consts.intern(types, Const { ty, kind }))
}

fn fold_cast(
    consts: &mut ConstTable,
    types: &TypeTable,
    op: CastOp,
    v: ConstId,
    ty: TypeId,
) -> Option<ConstId> {
    let src = consts.get(v).clone();
    match src.kind {
        ConstKind::Poison => {
            return Some(consts.intern(
                types,
                Const {
                    ty,
                    kind: ConstKind::Poison,
                },
            ))
        }
        ConstKind::Undef
            if matches!(
                op,
                CastOp::Trunc | CastOp::BitCast | CastOp::FPTrunc | CastOp::FPExt
            ) =>
        {
            return Some(consts.intern(
                types,
                Const {
                    ty,
                    kind: ConstKind::Undef,
                },
            ))
        }
        _ => {}
    }
    if op == CastOp::BitCast && src.ty == ty {
        return Some(v);
    }
    // A null operand casts to the null value, except across address spaces.
    if op != CastOp::AddrSpaceCast
        && !matches!(types.get(ty), Type::X86Amx)
        && consts.is_null_value(types, v)
        && !matches!(src.kind, ConstKind::Float(_))
    {
        return null_value(consts, types, ty);
    }
    match (op, &src.kind, types.get(ty)) {
        (CastOp::Trunc, ConstKind::Int(a), Type::Int(w)) => {
            let mut t = ApInt {
                bits: *w,
                words: a.words[..(*w as usize).div_ceil(64).max(1)].into(),
            };
            t.truncate_to_width();
            Some(consts.intern(
                types,
                Const {
                    ty,
                    kind: ConstKind::Int(t),
                },
            ))
        }
        (CastOp::BitCast, ConstKind::Int(a), _) if types.is_float(ty) && !types.is_vector(ty) => {
            let bits = a
                .words
                .iter()
                .take(2)
                .enumerate()
                .fold(0u128, |acc, (i, &w)| acc | ((w as u128) << (64 * i)));
            Some(consts.intern(
                types,
                Const {
                    ty,
                    kind: ConstKind::Float(bits),
                },
            ))
        }
        (CastOp::BitCast, ConstKind::Float(bits), Type::Int(w)) if !types.is_vector(src.ty) => {
            let words: Vec<u64> = (0..(*w as usize).div_ceil(64).max(1))
                .map(|i| if i < 2 { (bits >> (64 * i)) as u64 } else { 0 })
                .collect();
            let mut t = ApInt {
                bits: *w,
                words: words.into(),
            };
            t.truncate_to_width();
            Some(consts.intern(
                types,
                Const {
                    ty,
                    kind: ConstKind::Int(t),
                },
            ))
        }
        _ => None,
    }
}

fn fold_binary(
    consts: &mut ConstTable,
    types: &TypeTable,
    op: BinOp,
    a: ConstId,
    b: ConstId,
    ty: TypeId,
) -> Option<ConstId> {
    let (ka, kb) = (consts.get(a).kind.clone(), consts.get(b).kind.clone());
    if let (ConstKind::Int(x), ConstKind::Int(y)) = (&ka, &kb) {
        let r = match op {
            BinOp::Add => add(x, y),
            BinOp::Sub => sub(x, y),
            BinOp::Xor => xor(x, y),
            _ => return None,
        };
        return Some(consts.intern(
            types,
            Const {
                ty,
                kind: ConstKind::Int(r),
            },
        ));
    }
    // X + 0, X - 0, X ^ 0 are X.
    if matches!(op, BinOp::Add | BinOp::Sub | BinOp::Xor) && consts.is_null_value(types, b) {
        return Some(a);
    }
    if matches!(op, BinOp::Add | BinOp::Xor) && consts.is_null_value(types, a) {
        return Some(b);
    }
    None
}

fn add(x: &ApInt, y: &ApInt) -> ApInt {
    let mut carry = 0u64;
    let words: Vec<u64> = x
        .words
        .iter()
        .zip(y.words.iter())
        .map(|(&a, &b)| {
            let (s1, c1) = a.overflowing_add(b);
            let (s2, c2) = s1.overflowing_add(carry);
            carry = (c1 || c2) as u64;
            s2
        })
        .collect();
    let mut r = ApInt {
        bits: x.bits,
        words: words.into(),
    };
    r.truncate_to_width();
    r
}

fn sub(x: &ApInt, y: &ApInt) -> ApInt {
    let neg: Vec<u64> = y.words.iter().map(|w| !w).collect();
    let one = ApInt::from_u64(x.bits, 1);
    let mut ny = ApInt {
        bits: y.bits,
        words: neg.into(),
    };
    ny.truncate_to_width();
    add(x, &add(&ny, &one))
}

fn xor(x: &ApInt, y: &ApInt) -> ApInt {
    let words: Vec<u64> = x
        .words
        .iter()
        .zip(y.words.iter())
        .map(|(a, b)| a ^ b)
        .collect();
    ApInt {
        bits: x.bits,
        words: words.into(),
    }
}
