//! Constant folding of constant expressions, as LLVM's constant factories
//! do while reading `.ll` or bitcode: a reader that builds
//! `bitcast (ptr @g to ptr)` gets `ptr @g`, `trunc (i64 42 to i32)` gets
//! `i32 42`. Only folds that LLVM always performs belong here.

use crate::constants::{ApInt, Const, ConstExpr, ConstExprOp, ConstId, ConstKind, ConstTable};
use crate::instructions::{BinOp, CastOp};
use crate::types::{Type, TypeId, TypeTable};

/// The most lanes a fold spells out one by one from a constant whose size
/// does not grow with them (`zeroinitializer`, a splat, an expression of a
/// vector type): past it the expression stays as written, so that a few
/// bytes of input cannot ask for gigabytes. LLVM has no such limit; no
/// real module comes near it.
const MAX_EXPANDED_LANES: u32 = 1 << 16;

/// The folded constant for `ty` computed by `e`, if LLVM folds it.
pub fn fold(
    consts: &mut ConstTable,
    types: &mut TypeTable,
    ty: TypeId,
    e: &ConstExpr,
) -> Option<ConstId> {
    // A vector cast may split into lanes, indexed by `i32`.
    if matches!(e.op, ConstExprOp::Cast(_)) && types.is_vector(ty) {
        types.int(32);
    }
    if let ConstExprOp::Cast(CastOp::BitCast) = e.op {
        return fold_bitcast(consts, types, *e.operands.first()?, ty);
    }
    let types = &*types;
    match e.op {
        ConstExprOp::Cast(op) => fold_cast(consts, types, op, *e.operands.first()?, ty),
        ConstExprOp::Binary(op) => fold_binary(consts, types, op, e.operands[0], e.operands[1], ty),
        ConstExprOp::GetElementPtr => fold_gep(consts, types, ty, e),
        ConstExprOp::ExtractElement => fold_extract(consts, types, e.operands[0], e.operands[1]),
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
        ConstExprOp::ShuffleVector if is_scalable(types, ty) => {
            // A zero mask splats element 0 of the first operand.
            if e.mask.iter().any(|&m| m != 0) {
                return None;
            }
            let first = consts.get(e.operands[0]).clone();
            let elt = match &first.kind {
                ConstKind::Splat(x) => *x,
                ConstKind::Zero => {
                    return Some(consts.intern(
                        types,
                        Const {
                            ty,
                            kind: ConstKind::Zero,
                        },
                    ))
                }
                ConstKind::Expr(x)
                    if x.op == ConstExprOp::InsertElement
                        && int_value(consts, x.operands[2]) == Some(0) =>
                {
                    x.operands[1]
                }
                _ => return None,
            };
            let kind = match consts.get(elt).kind {
                _ if consts.is_null_value(types, elt) => ConstKind::Zero,
                ConstKind::Int(_) | ConstKind::Float(_) => ConstKind::Splat(elt),
                _ => return None,
            };
            Some(consts.intern(types, Const { ty, kind }))
        }
        ConstExprOp::ShuffleVector => {
            if e.mask.iter().all(|&m| m == -1) {
                return Some(consts.intern(
                    types,
                    Const {
                        ty,
                        kind: ConstKind::Poison,
                    },
                ));
            }
            let a = elements_or_extracts(consts, types, e.operands[0])?;
            let b = elements_or_extracts(consts, types, e.operands[1])?;
            let elem_ty = types.scalar(ty);
            let undef = consts.intern(
                types,
                Const {
                    ty: elem_ty,
                    kind: ConstKind::Undef,
                },
            );
            let mut out = Vec::with_capacity(e.mask.len());
            for &m in &e.mask {
                out.push(match m {
                    -1 => undef,
                    m if (m as usize) < a.len() => a[m as usize],
                    m => b.get(m as usize - a.len()).copied().unwrap_or(undef),
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

/// A GEP constant's fold (`ConstantFoldGetElementPtr`, the part LLVM's
/// factories always do).
fn fold_gep(
    consts: &mut ConstTable,
    types: &TypeTable,
    ty: TypeId,
    e: &ConstExpr,
) -> Option<ConstId> {
    let base = *e.operands.first()?;
    if e.operands.len() == 1 {
        return Some(base);
    }
    // A GEP of poison or undef is poison or undef of its type.
    if let kind @ (ConstKind::Poison | ConstKind::Undef) = consts.get(base).kind.clone() {
        return Some(consts.intern(types, Const { ty, kind }));
    }
    // Zero and undef indices move nothing; `inrange` carries meaning
    // of its own and blocks the fold.
    let no_op = e.operands[1..].iter().all(|&i| {
        consts.is_null_value(types, i)
            || matches!(consts.get(i).kind, ConstKind::Undef | ConstKind::Poison)
    });
    if !no_op || e.inrange.is_some() {
        return None;
    }
    if consts.get(base).ty == ty {
        return Some(base);
    }
    // A scalar base with vector indices: the base in every lane.
    match *types.get(ty) {
        Type::Vector {
            len,
            scalable: false,
            ..
        } => {
            let kind = if consts.is_null_value(types, base) {
                ConstKind::Zero
            } else if len > MAX_EXPANDED_LANES {
                return None;
            } else {
                ConstKind::Vector(vec![base; len as usize])
            };
            Some(consts.intern(types, Const { ty, kind }))
        }
        Type::Vector { scalable: true, .. } => {
            let i64t = types.lookup(&Type::Int(64));
            splat_in(consts, types, ty, base, i64t)
        }
        _ => None,
    }
}

/// `ConstantFoldExtractElementInstruction`: lane `idx` of vector `v`, if
/// LLVM's factory folds it.
fn fold_extract(
    consts: &mut ConstTable,
    types: &TypeTable,
    v: ConstId,
    idx: ConstId,
) -> Option<ConstId> {
    let (elem, len, scalable) = types.vector_parts(consts.get(v).ty)?;
    let lane = |consts: &mut ConstTable, kind| Some(consts.intern(types, Const { ty: elem, kind }));
    let vk = consts.get(v).kind.clone();
    if matches!(vk, ConstKind::Poison)
        || matches!(consts.get(idx).kind, ConstKind::Undef | ConstKind::Poison)
    {
        return lane(consts, ConstKind::Poison);
    }
    if matches!(vk, ConstKind::Undef) {
        return lane(consts, ConstKind::Undef);
    }
    let k = int_value(consts, idx)?;
    if !scalable && k >= u64::from(len) {
        return lane(consts, ConstKind::Poison);
    }
    // A lane of a GEP is the GEP of that lane of each vector operand; of
    // an insertelement, the inserted value or a lane of what it went into.
    if let ConstKind::Expr(x) = &vk {
        match x.op {
            ConstExprOp::GetElementPtr => {
                let mut scalar = (**x).clone();
                for op in scalar.operands.iter_mut() {
                    if types.is_vector(consts.get(*op).ty) {
                        *op = extract_or_expr(consts, types, *op, idx)?;
                    }
                }
                if let Some(c) = fold_gep(consts, types, elem, &scalar) {
                    return Some(c);
                }
                return lane(consts, ConstKind::Expr(Box::new(scalar)));
            }
            ConstExprOp::InsertElement => {
                if let Some(at) = int_value(consts, x.operands[2]) {
                    if at == k {
                        return Some(x.operands[1]);
                    }
                    return extract_or_expr(consts, types, x.operands[0], idx);
                }
            }
            _ => {}
        }
    }
    if !scalable {
        if matches!(vk, ConstKind::Zero) {
            return null_value(consts, types, elem);
        }
        return vector_elements(consts, types, v)?.get(k as usize).copied();
    }
    // Of a scalable vector, lanes below the minimum length are known for
    // zero and splats.
    if k >= u64::from(len) {
        return None;
    }
    match vk {
        ConstKind::Zero => null_value(consts, types, elem),
        _ => scalable_splat_value(consts, v),
    }
}

/// `ConstantExpr::getExtractElement`: the folded lane, else the
/// `extractelement` expression.
fn extract_or_expr(
    consts: &mut ConstTable,
    types: &TypeTable,
    v: ConstId,
    idx: ConstId,
) -> Option<ConstId> {
    if let Some(c) = fold_extract(consts, types, v, idx) {
        return Some(c);
    }
    let ty = types.vector_parts(consts.get(v).ty)?.0;
    Some(consts.intern(
        types,
        Const {
            ty,
            kind: ConstKind::Expr(Box::new(ConstExpr {
                op: ConstExprOp::ExtractElement,
                flags: 0,
                operands: vec![v, idx],
                source_ty: None,
                inrange: None,
                mask: Vec::new(),
            })),
        },
    ))
}

/// `bitcast`: what [`fold_cast`] folds, and else a scalar integer or float
/// cast to a vector as a one-element vector cast (LLVM's `FoldBitCast`
/// canonicalizes so), folded further where it can be.
fn fold_bitcast(
    consts: &mut ConstTable,
    types: &mut TypeTable,
    v: ConstId,
    ty: TypeId,
) -> Option<ConstId> {
    if let Some(c) = fold_cast(consts, types, CastOp::BitCast, v, ty) {
        return Some(c);
    }
    let src = consts.get(v);
    let scalar_number =
        matches!(src.kind, ConstKind::Int(_) | ConstKind::Float(_)) && !types.is_vector(src.ty);
    if !scalar_number || !types.is_vector(ty) {
        return None;
    }
    let one = types.intern(Type::Vector {
        elem: src.ty,
        len: 1,
        scalable: false,
    });
    let kind = ConstKind::Vector(vec![v]);
    let v1 = consts.intern(types, Const { ty: one, kind });
    Some(cast_or_expr(consts, types, CastOp::BitCast, v1, ty))
}

fn is_scalable(types: &TypeTable, ty: TypeId) -> bool {
    matches!(types.get(ty), Type::Vector { scalable: true, .. })
}

/// `ConstantVector::getSplat` for a scalable vector type `ty`: integers and
/// floats stay `splat (x)`; anything else becomes
/// `shufflevector (insertelement (poison, x, i64 0), poison, zeroinitializer)`.
pub fn scalable_splat(
    consts: &mut ConstTable,
    types: &mut TypeTable,
    ty: TypeId,
    x: ConstId,
) -> ConstId {
    let i64t = types.int(64);
    splat_in(consts, types, ty, x, Some(i64t)).unwrap_or_else(|| {
        consts.intern(
            types,
            Const {
                ty,
                kind: ConstKind::Splat(x),
            },
        )
    })
}

/// [`scalable_splat`] with the type table read-only: `i64t` is the `i64`
/// type if the table has it; `None` where the splat needs it and it has
/// not, or `ty` is no scalable vector.
fn splat_in(
    consts: &mut ConstTable,
    types: &TypeTable,
    ty: TypeId,
    x: ConstId,
    i64t: Option<TypeId>,
) -> Option<ConstId> {
    let Type::Vector {
        len,
        scalable: true,
        ..
    } = *types.get(ty)
    else {
        return None;
    };
    let kind = match consts.get(x).kind {
        _ if consts.is_null_value(types, x) => ConstKind::Zero,
        ConstKind::Int(_) | ConstKind::Float(_) => ConstKind::Splat(x),
        ConstKind::Poison => ConstKind::Poison,
        ConstKind::Undef => ConstKind::Undef,
        _ => {
            let zero = consts.intern(
                types,
                Const {
                    ty: i64t?,
                    kind: ConstKind::Int(ApInt::from_u64(64, 0)),
                },
            );
            let poison = consts.intern(
                types,
                Const {
                    ty,
                    kind: ConstKind::Poison,
                },
            );
            let expr = |op, operands, mask| ConstExpr {
                op,
                flags: 0,
                operands,
                source_ty: None,
                inrange: None,
                mask,
            };
            let ins = consts.intern(
                types,
                Const {
                    ty,
                    kind: ConstKind::Expr(Box::new(expr(
                        ConstExprOp::InsertElement,
                        vec![poison, x, zero],
                        Vec::new(),
                    ))),
                },
            );
            ConstKind::Expr(Box::new(expr(
                ConstExprOp::ShuffleVector,
                vec![ins, poison],
                vec![0; len as usize],
            )))
        }
    };
    Some(consts.intern(types, Const { ty, kind }))
}

/// LLVM's canonical operands of a constant expression that does not fold:
/// a vector GEP splats its scalar sequential indices and takes the splat
/// value of its vector struct indices.
pub fn canonicalize_expr(
    consts: &mut ConstTable,
    types: &mut TypeTable,
    ty: TypeId,
    e: &mut ConstExpr,
) {
    if e.op != ConstExprOp::GetElementPtr {
        return;
    }
    let Type::Vector {
        len,
        scalable: false,
        ..
    } = *types.get(ty)
    else {
        return;
    };
    let Some(mut cur) = e.source_ty else { return };
    for i in 1..e.operands.len() {
        let idx = e.operands[i];
        let idx_ty = consts.get(idx).ty;
        let is_struct = i > 1 && types.struct_elems(cur).is_some();
        if is_struct {
            if types.is_vector(idx_ty) {
                let Some(elems) = vector_elements(consts, types, idx) else {
                    return;
                };
                if elems.is_empty() || elems.iter().any(|&x| x != elems[0]) {
                    return;
                }
                e.operands[i] = elems[0];
            }
            let k = int_value(consts, e.operands[i]).unwrap_or(0);
            match types.struct_elems(cur).and_then(|s| s.get(k as usize)) {
                Some(&t) => cur = t,
                None => return,
            }
        } else {
            if !types.is_vector(idx_ty) {
                let vty = types.intern(Type::Vector {
                    elem: idx_ty,
                    len,
                    scalable: false,
                });
                e.operands[i] = consts.intern(
                    types,
                    Const {
                        ty: vty,
                        kind: ConstKind::Vector(vec![idx; len as usize]),
                    },
                );
            }
            if i > 1 {
                match types.aggregate_elem(cur, 0) {
                    Some(t) => cur = t,
                    None => return,
                }
            }
        }
    }
}

/// The elements of a fixed-length vector constant; those of a constant
/// expression are `extractelement (v, i32 k)` expressions (LLVM's
/// `ConstantExpr::getExtractElement` when nothing folds).
fn elements_or_extracts(
    consts: &mut ConstTable,
    types: &TypeTable,
    v: ConstId,
) -> Option<Vec<ConstId>> {
    if let Some(e) = vector_elements(consts, types, v) {
        return Some(e);
    }
    let k = consts.get(v).clone();
    let ConstKind::Expr(_) = k.kind else {
        return None;
    };
    let (_, len, false) = types.vector_parts(k.ty)? else {
        return None;
    };
    if len > MAX_EXPANDED_LANES {
        return None;
    }
    let i32t = types.lookup(&Type::Int(32))?;
    (0..len)
        .map(|i| {
            let idx = consts.intern(
                types,
                Const {
                    ty: i32t,
                    kind: ConstKind::Int(ApInt::from_u64(32, u64::from(i))),
                },
            );
            extract_or_expr(consts, types, v, idx)
        })
        .collect()
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
    let uniform = matches!(
        k.kind,
        ConstKind::Zero | ConstKind::Undef | ConstKind::Poison
    );
    if uniform && len > MAX_EXPANDED_LANES {
        return None;
    }
    Some(match k.kind {
        ConstKind::Vector(v) => v,
        ConstKind::Data(raw) => raw
            .iter()
            .map(|r| match types.get(elem) {
                Type::Int(w) => scalar(consts, ConstKind::Int(ApInt::from_u64(*w, r))),
                _ => scalar(consts, ConstKind::Float(u128::from(r))),
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
        // The casts that stay constant expressions in LLVM 22 fold undef
        // to undef (ConstantFoldCastInstruction).
        ConstKind::Undef
            if matches!(
                op,
                CastOp::Trunc
                    | CastOp::BitCast
                    | CastOp::FPTrunc
                    | CastOp::FPExt
                    | CastOp::PtrToInt
                    | CastOp::PtrToAddr
                    | CastOp::IntToPtr
                    | CastOp::AddrSpaceCast
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
    // A cast of a cast is one cast where LLVM's table of cast pairs allows.
    if let ConstKind::Expr(inner) = &src.kind {
        if let ConstExprOp::Cast(first) = inner.op {
            let x = inner.operands[0];
            let from = consts.get(x).ty;
            if let Some(single) = eliminable_cast_pair(types, first, op, from, src.ty, ty) {
                return if single.is_constant_expression() {
                    Some(cast_or_expr(consts, types, single, x, ty))
                } else {
                    fold_cast(consts, types, single, x, ty)
                };
            }
        }
    }
    // A null operand casts to the null value, except across address spaces.
    if op != CastOp::AddrSpaceCast
        && !matches!(types.get(ty), Type::X86Amx)
        && consts.is_null_value(types, v)
        && !matches!(src.kind, ConstKind::Float(_))
    {
        return null_value(consts, types, ty);
    }
    // An all-ones value bitcasts to the all-ones scalar (LLVM folds this
    // even from vectors).
    if op == CastOp::BitCast && is_all_ones(consts, types, v) {
        if let Some(k) = all_ones_scalar(types, ty) {
            return Some(consts.intern(types, Const { ty, kind: k }));
        }
        // Of a vector type: all-ones in every lane.
        if let Type::Vector {
            elem,
            len,
            scalable,
        } = *types.get(ty)
        {
            let k = all_ones_scalar(types, elem)?;
            let one = consts.intern(types, Const { ty: elem, kind: k });
            let kind = if scalable {
                ConstKind::Splat(one)
            } else {
                ConstKind::Vector(vec![one; len as usize])
            };
            return Some(consts.intern(types, Const { ty, kind }));
        }
    }
    // A vector casts lane by lane when the element counts agree: a splat
    // through its one element, a fixed vector through its elements (of a
    // constant expression, `extractelement`s of it), as
    // ConstantFoldCastInstruction does.
    if let (Some((_, n, src_scalable)), Some((elem, m, scalable))) =
        (types.vector_parts(src.ty), types.vector_parts(ty))
    {
        if n != m || src_scalable != scalable {
            return None;
        }
        if scalable {
            let x = scalable_splat_value(consts, v)?;
            let r = cast_lane(consts, types, op, x, elem)?;
            let i64t = types.lookup(&Type::Int(64));
            return splat_in(consts, types, ty, r, i64t);
        }
        let elems = elements_or_extracts(consts, types, v)?;
        let out = elems
            .into_iter()
            .map(|e| cast_lane(consts, types, op, e, elem))
            .collect::<Option<Vec<_>>>()?;
        return Some(consts.intern(
            types,
            Const {
                ty,
                kind: ConstKind::Vector(out),
            },
        ));
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
            // Through an APFloat, which reads x87 bits its own way.
            let bits = if matches!(types.get(ty), Type::X86Fp80) {
                crate::constants::canonical_x87(bits)
            } else {
                bits
            };
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

/// One lane of a vector cast (`foldMaybeUndesirableCast`): the casts that
/// are still constant expressions always give a constant; the others only
/// when they fold.
fn cast_lane(
    consts: &mut ConstTable,
    types: &TypeTable,
    op: CastOp,
    v: ConstId,
    ty: TypeId,
) -> Option<ConstId> {
    if op.is_constant_expression() {
        Some(cast_or_expr(consts, types, op, v, ty))
    } else {
        fold_cast(consts, types, op, v, ty)
    }
}

/// `Constant::getSplatValue` of a scalable vector: the element of
/// `splat (x)`, or of `shufflevector (insertelement (undef, x, 0), undef,
/// zeroinitializer)`.
fn scalable_splat_value(consts: &ConstTable, v: ConstId) -> Option<ConstId> {
    let is_undef = |c: ConstId| matches!(consts.get(c).kind, ConstKind::Undef | ConstKind::Poison);
    match &consts.get(v).kind {
        ConstKind::Splat(x) => Some(*x),
        ConstKind::Expr(shuf)
            if shuf.op == ConstExprOp::ShuffleVector
                && is_undef(shuf.operands[1])
                && shuf.mask.iter().all(|&m| m == 0) =>
        {
            match &consts.get(shuf.operands[0]).kind {
                ConstKind::Expr(ins)
                    if ins.op == ConstExprOp::InsertElement
                        && is_undef(ins.operands[0])
                        && int_value(consts, ins.operands[2]) == Some(0) =>
                {
                    Some(ins.operands[1])
                }
                _ => None,
            }
        }
        _ => None,
    }
}

/// `CastInst::isEliminableCastPair` as the constant folder calls it (no
/// data layout): the one cast that does what `first` (`from` to `mid`)
/// then `second` (`mid` to `to`) do, if LLVM 22 merges the two. The first
/// cast is one of the casts left as constant expressions.
fn eliminable_cast_pair(
    types: &TypeTable,
    first: CastOp,
    second: CastOp,
    from: TypeId,
    mid: TypeId,
    to: TypeId,
) -> Option<CastOp> {
    use CastOp::*;
    // A bitcast between scalar and vector merges only with another bitcast.
    let changes_shape = |a: TypeId, b: TypeId| types.is_vector(a) != types.is_vector(b);
    if (first == BitCast && changes_shape(from, mid) || second == BitCast && changes_shape(mid, to))
        && !(first == BitCast && second == BitCast)
    {
        return None;
    }
    let is_ptr_like = |t: TypeId| types.is_ptr(types.scalar(t));
    let addr_space = |t: TypeId| match types.get(types.scalar(t)) {
        Type::Ptr(a) => Some(*a),
        _ => None,
    };
    // The bitcast in second place is a no-op: keep the first cast when it
    // ends in a scalar integer.
    let first_then_noop = || (!types.is_vector(from) && types.is_int(to)).then_some(first);
    match (first, second) {
        (Trunc, Trunc) | (PtrToInt, Trunc) => Some(first),
        (Trunc | PtrToInt | PtrToAddr, BitCast) => first_then_noop(),
        // inttoptr then ptrtoint needs the pointer size (no data layout here).
        (IntToPtr, BitCast) => Some(IntToPtr),
        (BitCast, Trunc | ZExt | SExt | UIToFP | SIToFP | IntToPtr) => {
            types.is_int(from).then_some(second)
        }
        (BitCast, PtrToInt | PtrToAddr) => Some(second),
        (BitCast, BitCast) => Some(BitCast),
        (BitCast, AddrSpaceCast) => is_ptr_like(from).then_some(AddrSpaceCast),
        (AddrSpaceCast, BitCast) => is_ptr_like(to).then_some(AddrSpaceCast),
        (AddrSpaceCast, AddrSpaceCast) => Some(if addr_space(from) != addr_space(to) {
            AddrSpaceCast
        } else {
            BitCast
        }),
        _ => None,
    }
}

/// Whether every bit of constant `c` is set (integers, floats, and
/// vectors of them).
fn is_all_ones(consts: &ConstTable, types: &TypeTable, c: ConstId) -> bool {
    let k = consts.get(c);
    let scalar = types.scalar(k.ty);
    let width = types.int_width(scalar).or_else(|| types.float_bits(scalar));
    let ones = |w: u32| {
        if w >= 128 {
            u128::MAX
        } else {
            (1u128 << w) - 1
        }
    };
    match &k.kind {
        ConstKind::Int(v) => v.bits > 0 && *v == ApInt::from_i64(v.bits, -1),
        ConstKind::Float(bits) => width.is_some_and(|w| *bits & ones(w) == ones(w)),
        ConstKind::Splat(e) => is_all_ones(consts, types, *e),
        ConstKind::Vector(es) => {
            !es.is_empty() && es.iter().all(|&e| is_all_ones(consts, types, e))
        }
        ConstKind::Data(vs) => {
            matches!(types.get(k.ty), Type::Vector { .. })
                && width.is_some_and(|w| {
                    !vs.is_empty() && vs.iter().all(|x| u128::from(x) & ones(w) == ones(w))
                })
        }
        _ => false,
    }
}

/// The all-ones value of a scalar integer or floating-point type.
fn all_ones_scalar(types: &TypeTable, ty: TypeId) -> Option<ConstKind> {
    if let Some(w) = types.int_width(ty) {
        return Some(ConstKind::Int(ApInt::from_i64(w, -1)));
    }
    let w = types.float_bits(ty)?;
    Some(ConstKind::Float(if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }))
}

/// `ConstantExpr::getCast`: the folded cast, else the cast expression.
fn cast_or_expr(
    consts: &mut ConstTable,
    types: &TypeTable,
    op: CastOp,
    v: ConstId,
    ty: TypeId,
) -> ConstId {
    if let Some(c) = fold_cast(consts, types, op, v, ty) {
        return c;
    }
    let e = ConstExpr {
        op: ConstExprOp::Cast(op),
        flags: 0,
        operands: vec![v],
        source_ty: None,
        inrange: None,
        mask: Vec::new(),
    };
    consts.intern(
        types,
        Const {
            ty,
            kind: ConstKind::Expr(Box::new(e)),
        },
    )
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
