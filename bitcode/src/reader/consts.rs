//! CONSTANTS blocks (module and function level). Records may refer to
//! constants defined later in the same block, so a block is read into raw
//! records first and each constant is built on demand, with a depth limit.

use crate::BitcodeErrorKind;
use llconv_ir::constants::ConstExpr;
use llconv_ir::instructions::flags;
use llconv_ir::*;

use super::attrs::wide_apint;
use super::old_consts::{self, OldConst, OldOp};
use super::typeids::NO_TID;
use super::{decode_signed, Reader, Result};

const MAX_DEPTH: u32 = 256;

struct Raw {
    code: u32,
    ty: TypeId,
    /// The bitcode type id of `ty` (typed pointers' pointees through it).
    tid: u32,
    ops: Vec<u64>,
}

enum Slot {
    Pending,
    Busy,
    Done(Operand),
}

pub(crate) fn cast_op(v: u64) -> Option<CastOp> {
    Some(match v {
        0 => CastOp::Trunc,
        1 => CastOp::ZExt,
        2 => CastOp::SExt,
        3 => CastOp::FPToUI,
        4 => CastOp::FPToSI,
        5 => CastOp::UIToFP,
        6 => CastOp::SIToFP,
        7 => CastOp::FPTrunc,
        8 => CastOp::FPExt,
        9 => CastOp::PtrToInt,
        10 => CastOp::IntToPtr,
        11 => CastOp::BitCast,
        12 => CastOp::AddrSpaceCast,
        13 => CastOp::PtrToAddr,
        _ => return None,
    })
}

pub(crate) fn bin_op(v: u64, fp: bool) -> Option<BinOp> {
    Some(match (v, fp) {
        (0, false) => BinOp::Add,
        (0, true) => BinOp::FAdd,
        (1, false) => BinOp::Sub,
        (1, true) => BinOp::FSub,
        (2, false) => BinOp::Mul,
        (2, true) => BinOp::FMul,
        (3, false) => BinOp::UDiv,
        (4, false) => BinOp::SDiv,
        (4, true) => BinOp::FDiv,
        (5, false) => BinOp::URem,
        (6, false) => BinOp::SRem,
        (6, true) => BinOp::FRem,
        (7, false) => BinOp::Shl,
        (8, false) => BinOp::LShr,
        (9, false) => BinOp::AShr,
        (10, false) => BinOp::And,
        (11, false) => BinOp::Or,
        (12, false) => BinOp::Xor,
        _ => return None,
    })
}

/// Wrap / exact / disjoint flags of a binary operator.
pub(crate) fn bin_flags(op: BinOp, v: u64) -> u32 {
    match op {
        BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl => {
            let mut f = 0;
            if v & 1 != 0 {
                f |= flags::NUW;
            }
            if v & 2 != 0 {
                f |= flags::NSW;
            }
            f
        }
        BinOp::UDiv | BinOp::SDiv | BinOp::LShr | BinOp::AShr if v & 1 != 0 => flags::EXACT,
        BinOp::Or if v & 1 != 0 => flags::DISJOINT,
        _ => 0,
    }
}

/// GEP no-wrap flags.
pub(crate) fn gep_flags(v: u64) -> u32 {
    let mut f = 0;
    if v & 1 != 0 {
        f |= flags::INBOUNDS | flags::NUSW;
    }
    if v & 2 != 0 {
        f |= flags::NUSW;
    }
    if v & 4 != 0 {
        f |= flags::GEP_NUW;
    }
    f
}

pub(crate) fn int_pred(v: u64) -> Option<IntPredicate> {
    v.checked_sub(32)
        .and_then(|i| IntPredicate::ALL.get(i as usize).copied())
}

pub(crate) fn float_pred(v: u64) -> Option<FloatPredicate> {
    FloatPredicate::ALL.get(v as usize).copied()
}

impl Reader<'_> {
    /// Reads a CONSTANTS block, appending its values to `vals`.
    pub(crate) fn parse_constants(&mut self, vals: &mut Vec<(Operand, TypeId)>) -> Result<()> {
        let mut raws: Vec<Raw> = Vec::new();
        let mut cur_ty: Option<(TypeId, u32)> = None;
        while let Some(rec) = self.next_record(&mut |_, _| Ok(false))? {
            if rec.code == 1 {
                // SETTYPE
                let tid = *rec.ops.first().ok_or_else(|| self.invalid())?;
                let t = self.ty(tid)?;
                if matches!(self.m.types.get(t), Type::Void) {
                    return Err(self.err("invalid constant type"));
                }
                cur_ty = Some((t, tid as u32));
                self.recycle(rec);
                continue;
            }
            let (ty, tid) = match cur_ty {
                Some(t) => t,
                None => (self.m.types.int(32), NO_TID),
            };
            raws.push(Raw {
                code: rec.code,
                ty,
                tid,
                ops: rec.ops.clone(),
            });
            self.recycle(rec);
        }
        let base = vals.len();
        let mut slots: Vec<Slot> = raws.iter().map(|_| Slot::Pending).collect();
        for i in 0..raws.len() {
            self.build(i, base, &raws, &mut slots, vals, 0)?;
        }
        for (i, s) in slots.into_iter().enumerate() {
            let Slot::Done(op) = s else {
                return Err(self.err("unresolved constant"));
            };
            self.set_value_tid(vals.len(), raws[i].tid);
            vals.push((op, raws[i].ty));
        }
        Ok(())
    }

    /// The value with id `id` while building constants.
    #[allow(clippy::too_many_arguments)]
    fn cval(
        &mut self,
        id: u64,
        base: usize,
        raws: &[Raw],
        slots: &mut Vec<Slot>,
        vals: &[(Operand, TypeId)],
        depth: u32,
    ) -> Result<(Operand, TypeId)> {
        let id = usize::try_from(id).map_err(|_| self.err("invalid value id"))?;
        if id < base {
            return vals
                .get(id)
                .copied()
                .ok_or_else(|| self.err("invalid value id"));
        }
        let i = id - base;
        if i >= raws.len() {
            return Err(self.err(format!("invalid constant reference {id}")));
        }
        let op = self.build(i, base, raws, slots, vals, depth + 1)?;
        Ok((op, raws[i].ty))
    }

    fn cconst(
        &mut self,
        id: u64,
        base: usize,
        raws: &[Raw],
        slots: &mut Vec<Slot>,
        vals: &[(Operand, TypeId)],
        depth: u32,
    ) -> Result<ConstId> {
        let v = self.cval(id, base, raws, slots, vals, depth)?.0;
        // `cval` checked that `id` is a valid value id.
        self.old_consts.trace.push(id as u32);
        match v {
            Operand::Const(c) => Ok(c),
            _ => Err(self.err("constant operand is not a constant")),
        }
    }

    fn build(
        &mut self,
        i: usize,
        base: usize,
        raws: &[Raw],
        slots: &mut Vec<Slot>,
        vals: &[(Operand, TypeId)],
        depth: u32,
    ) -> Result<Operand> {
        if let Slot::Done(op) = slots[i] {
            return Ok(op);
        }
        let mark = self.old_consts.trace.len();
        let r = self
            .build_one(i, base, raws, slots, vals, depth)
            .and_then(|op| self.keep_if_old(i, base, &raws[i], slots, mark, op));
        self.old_consts.trace.truncate(mark);
        r
    }

    fn build_one(
        &mut self,
        i: usize,
        base: usize,
        raws: &[Raw],
        slots: &mut Vec<Slot>,
        vals: &[(Operand, TypeId)],
        depth: u32,
    ) -> Result<Operand> {
        match slots[i] {
            Slot::Done(op) => return Ok(op),
            Slot::Busy => return Err(self.err("constant refers to itself")),
            Slot::Pending => {}
        }
        if depth > MAX_DEPTH {
            return Err(self
                .err("constants nested too deeply")
                .or_kind(BitcodeErrorKind::Limit));
        }
        slots[i] = Slot::Busy;
        let raw = &raws[i];
        let ty = raw.ty;
        let ops = &raw.ops[..];
        let need = |n: usize, r: &Self| {
            if ops.len() < n {
                Err(r.err("invalid constant record"))
            } else {
                Ok(())
            }
        };
        macro_rules! c {
            ($id:expr) => {
                self.cconst($id, base, raws, slots, vals, depth)?
            };
        }
        let types = &self.m.types;
        let scalar = types.scalar(ty);
        let kind: ConstKind = match raw.code {
            2 => {
                // NULL
                let v = match self.m.types.get(ty) {
                    Type::TargetExt { .. } => self.m.consts.intern(
                        &self.m.types,
                        Const {
                            ty,
                            kind: ConstKind::Zero,
                        },
                    ),
                    _ => llconv_ir::fold::null_value(&mut self.m.consts, &self.m.types, ty)
                        .ok_or_else(|| self.err("invalid type for a constant null value"))?,
                };
                return self.done(slots, i, Operand::Const(v));
            }
            3 => ConstKind::Undef,
            26 => ConstKind::Poison,
            4 | 5 => {
                need(1, self)?;
                let Type::Int(bits) = *types.get(scalar) else {
                    return Err(self.err("invalid integer const record"));
                };
                let v = if raw.code == 4 {
                    ApInt::from_i64(bits, decode_signed(ops[0]) as i64)
                } else {
                    wide_apint(ops, bits)
                };
                self.scalar_or_splat(ty, scalar, ConstKind::Int(v))
            }
            6 => {
                need(1, self)?;
                let bits: u128 = match types.get(scalar) {
                    Type::Half | Type::BFloat => u128::from(ops[0] as u16),
                    Type::Float => u128::from(ops[0] as u32),
                    Type::Double => u128::from(ops[0]),
                    Type::X86Fp80 => {
                        need(2, self)?;
                        let lo = (ops[1] & 0xffff) | (ops[0] << 16);
                        let hi = ops[0] >> 48;
                        llconv_ir::constants::canonical_x87(
                            u128::from(lo) | (u128::from(hi & 0xffff) << 64),
                        )
                    }
                    Type::Fp128 | Type::PpcFp128 => {
                        need(2, self)?;
                        u128::from(ops[0]) | (u128::from(ops[1]) << 64)
                    }
                    _ => return Err(self.err("invalid float const record")),
                };
                self.scalar_or_splat(ty, scalar, ConstKind::Float(bits))
            }
            7 => {
                // AGGREGATE
                let n = match self.m.types.get(ty) {
                    Type::Array { len, .. } => *len,
                    Type::Vector { len, .. } => u64::from(*len),
                    _ => self
                        .m
                        .types
                        .struct_elems(ty)
                        .map(|e| e.len() as u64)
                        .ok_or_else(|| self.err("invalid aggregate type"))?,
                };
                if n != ops.len() as u64 {
                    return Err(self.err("invalid aggregate record"));
                }
                let mut elems = Vec::with_capacity(ops.len());
                for (k, &e) in ops.iter().enumerate() {
                    let c = c!(e);
                    let want = self.m.types.aggregate_elem(ty, k as u64);
                    if want != Some(self.m.consts.get(c).ty) {
                        return Err(self.err("invalid aggregate element type"));
                    }
                    elems.push(c);
                }
                match self.m.types.get(ty) {
                    Type::Array { .. } => ConstKind::Array(elems),
                    Type::Vector { .. } => ConstKind::Vector(elems),
                    _ => ConstKind::Struct(elems),
                }
            }
            8 | 9 => {
                // STRING / CSTRING
                let mut v: Vec<u8> = ops.iter().map(|&x| x as u8).collect();
                if raw.code == 9 {
                    v.push(0);
                }
                match self.m.types.get(ty) {
                    Type::Array { elem, len } if *len == v.len() as u64 => {
                        if self.m.types.int_width(*elem) != Some(8) {
                            return Err(self.err("invalid string constant type"));
                        }
                    }
                    _ => return Err(self.err("invalid string constant type")),
                }
                ConstKind::Data(DataElems::from_bytes(v))
            }
            22 => {
                // DATA
                let (elem, len) = match self.m.types.get(ty) {
                    Type::Array { elem, len } => (*elem, *len),
                    Type::Vector { elem, len, .. } => (*elem, u64::from(*len)),
                    _ => return Err(self.err("invalid type for data constant")),
                };
                if len != ops.len() as u64 {
                    return Err(self.err("invalid data record"));
                }
                let Some(bits) = llconv_ir::constants::data_elem_bits(&self.m.types, elem) else {
                    return Err(self.err("invalid type for value"));
                };
                let mask = u64::MAX >> (64 - bits);
                ConstKind::Data(DataElems::from_bits(bits, ops.iter().map(|&x| x & mask)))
            }
            10 => {
                // CE_BINOP [opcode, lhs, rhs, flags?]
                need(3, self)?;
                let fp = self.m.types.is_float(scalar);
                let Some(op) = bin_op(ops[0], fp) else {
                    return self.done_poison(slots, i, ty);
                };
                let (l, r) = (c!(ops[1]), c!(ops[2]));
                let fl = ops.get(3).map_or(0, |&f| bin_flags(op, f));
                self.expr(ty, ConstExprOp::Binary(op), fl, vec![l, r])
            }
            11 => {
                // CE_CAST [opcode, opty, val]
                need(3, self)?;
                let Some(op) = cast_op(ops[0]) else {
                    return self.done_poison(slots, i, ty);
                };
                self.ty(ops[1])?;
                let v = c!(ops[2]);
                self.expr(ty, ConstExprOp::Cast(op), 0, vec![v])
            }
            12 | 20 | 24 | 31 | 32 => {
                // GEP forms
                need(2, self)?;
                let mut k = 0;
                let code = raw.code;
                let mut src = None;
                if matches!(code, 24 | 31 | 32) || ops.len() % 2 == 1 {
                    src = Some(self.ty(ops[k])?);
                    k += 1;
                }
                let mut fl = 0;
                let mut inrange = None;
                match code {
                    24 => {
                        fl = gep_flags(ops.get(k).copied().unwrap_or(0) & 1);
                        k += 1;
                    }
                    31 => {
                        fl = gep_flags(*ops.get(k).ok_or_else(|| self.invalid())?);
                        k += 1;
                        let bits = *ops.get(k).ok_or_else(|| self.invalid())?;
                        k += 1;
                        if bits > 64 || ops.len() < k + 2 {
                            return Err(self
                                .err("unsupported inrange width")
                                .or_kind(BitcodeErrorKind::Unsupported));
                        }
                        let lo = decode_signed(ops[k]) as i64;
                        let hi = decode_signed(ops[k + 1]) as i64;
                        k += 2;
                        inrange = Some((lo, hi));
                    }
                    32 => {
                        fl = gep_flags(*ops.get(k).ok_or_else(|| self.invalid())?);
                        k += 1;
                    }
                    20 => fl = gep_flags(1),
                    _ => {}
                }
                let mut operands = Vec::new();
                if src.is_none() && k + 1 < ops.len() {
                    // Old records: the source type is the base's pointee.
                    let mut t = ops[k] as u32;
                    if matches!(self.m.types.get(self.ty(ops[k])?), Type::Vector { .. }) {
                        t = self.contained_tid(t, 0)?;
                    }
                    src = Some(self.ty(u64::from(self.contained_tid(t, 0)?))?);
                }
                let mut base_ty = None;
                while k < ops.len() {
                    if k + 1 >= ops.len() {
                        return Err(self.err("invalid getelementptr constexpr record"));
                    }
                    let t = self.ty(ops[k])?;
                    base_ty.get_or_insert(t);
                    operands.push(c!(ops[k + 1]));
                    k += 2;
                }
                if operands.is_empty() {
                    return Err(self.err("invalid gep with no operands"));
                }
                let Some(src) = src else {
                    return Err(self
                        .err("typed-pointer bitcode is not supported yet")
                        .or_kind(BitcodeErrorKind::Unsupported));
                };
                // LLVM folds a GEP without indices to its base, whatever its
                // type; one with indices, or over a scalable type (made an
                // instruction), needs a pointer base.
                // The record's type, and the constant's own (an id can name
                // a constant of another type than the record says).
                let base_ty = base_ty.map(|t| (t, self.m.consts.get(operands[0]).ty));
                if base_ty.is_some_and(|(t, own)| {
                    !self.m.types.is_ptr(self.m.types.scalar(t))
                        || !self.m.types.is_ptr(self.m.types.scalar(own))
                }) && (operands.len() > 1
                    || llconv_ir::datalayout::is_scalable_cached(
                        &self.m.types,
                        src,
                        &mut self.layout_cache,
                    ))
                {
                    return Err(self.err("GEP base operand must be pointer or vector of pointer"));
                }
                self.old_consts.last_gep = Some((src, fl));
                let e = ConstExpr {
                    op: ConstExprOp::GetElementPtr,
                    flags: fl,
                    operands,
                    source_ty: Some(src),
                    inrange,
                    mask: Vec::new(),
                };
                let folded = llconv_ir::fold::fold(&mut self.m.consts, &mut self.m.types, ty, &e);
                match folded {
                    // Folded to its base, of another type than the record
                    // says: the value is that constant, and its value id
                    // keeps the record's type, as LLVM's placeholder does
                    // (an operand checked against the one meets the other).
                    Some(c) if self.m.consts.get(c).ty != ty => {
                        return self.done(slots, i, Operand::Const(c));
                    }
                    Some(c) => self.m.consts.get(c).kind.clone(),
                    None => ConstKind::Expr(Box::new(e)),
                }
            }
            14 => {
                // CE_EXTRACTELT [opty, opval, (idxty,) idx]
                need(3, self)?;
                let v = c!(ops[1]);
                let idx = if ops.len() >= 4 {
                    c!(ops[3])
                } else {
                    c!(ops[2])
                };
                // LLVM refuses what would make an ill-typed expression.
                let vt = self.m.consts.get(v).ty;
                if !self.m.types.is_vector(vt)
                    || self.m.types.scalar(vt) != ty
                    || !self.is_int_const(idx)
                {
                    return Err(self.err("Invalid extractelement constexpr record"));
                }
                self.expr(ty, ConstExprOp::ExtractElement, 0, vec![v, idx])
            }
            15 => {
                // CE_INSERTELT [vec, elt, (idxty,) idx]
                need(3, self)?;
                let v = c!(ops[0]);
                let e = c!(ops[1]);
                let idx = if ops.len() >= 4 {
                    c!(ops[3])
                } else {
                    c!(ops[2])
                };
                let typed = self.m.types.is_vector(ty)
                    && self.m.consts.get(v).ty == ty
                    && self.m.consts.get(e).ty == self.m.types.scalar(ty)
                    && self.is_int_const(idx);
                if !typed {
                    return Err(self.err("Invalid insertelement constexpr record"));
                }
                self.expr(ty, ConstExprOp::InsertElement, 0, vec![v, e, idx])
            }
            16 | 19 => {
                // CE_SHUFFLEVEC [a, b, mask] / SHUFVEC_EX [opty, a, b, mask]
                let o = if raw.code == 19 { 1 } else { 0 };
                need(3 + o, self)?;
                let a = c!(ops[o]);
                let b = c!(ops[o + 1]);
                let m = c!(ops[o + 2]);
                let mask = self.shuffle_mask(m)?;
                let at = self.m.consts.get(a).ty;
                let typed = at == self.m.consts.get(b).ty
                    && match (self.m.types.vector_parts(at), self.m.types.vector_parts(ty)) {
                        (Some((ea, _, sa)), Some((e, len, s))) => {
                            ea == e && sa == s && len as usize == mask.len()
                        }
                        _ => false,
                    };
                if !typed {
                    return Err(self.err("Invalid shufflevector constexpr record"));
                }
                self.old_consts.last_mask.clone_from(&mask);
                match self.scalable_splat(ty, a, &mask) {
                    Some(k) => k,
                    None => {
                        let e = ConstExpr {
                            op: ConstExprOp::ShuffleVector,
                            flags: 0,
                            operands: vec![a, b],
                            source_ty: None,
                            inrange: None,
                            mask,
                        };
                        self.fold_expr(ty, e)
                    }
                }
            }
            13 => {
                // CE_SELECT [cond, then, else]: never a constant in LLVM 22
                // (see `keep_if_old`).
                need(3, self)?;
                let _ = (c!(ops[0]), c!(ops[1]), c!(ops[2]));
                ConstKind::Poison
            }
            25 => {
                // CE_UNOP [opcode, value]: `fneg` of a floating-point value,
                // never a constant in LLVM 22; unknown ones read as poison.
                need(2, self)?;
                if ops[0] != 0 || !self.m.types.is_float(scalar) {
                    return self.done_poison(slots, i, ty);
                }
                let _ = c!(ops[1]);
                ConstKind::Poison
            }
            17 => {
                // CE_CMP [opty, lhs, rhs, pred]
                need(4, self)?;
                let opty = self.ty(ops[0])?;
                let fp = self.m.types.is_float(self.m.types.scalar(opty));
                let op = if fp {
                    ConstExprOp::FCmp(float_pred(ops[3]).ok_or_else(|| self.invalid())?)
                } else {
                    ConstExprOp::ICmp(int_pred(ops[3]).ok_or_else(|| self.invalid())?)
                };
                let (l, r) = (c!(ops[1]), c!(ops[2]));
                self.expr(ty, op, 0, vec![l, r])
            }
            18 | 23 | 28 | 30 => {
                // INLINEASM forms
                let (fn_ty, mut k) = if raw.code == 30 {
                    need(3, self)?;
                    (self.ty(ops[0])?, 1)
                } else {
                    // Old forms: the constant's type is a pointer to the
                    // function type.
                    need(2, self)?;
                    (self.ty(u64::from(self.contained_tid(raw.tid, 0)?))?, 0)
                };
                if !matches!(self.m.types.get(fn_ty), Type::Function { .. }) {
                    return Err(self.err("invalid inlineasm record"));
                }
                let fl = ops[k];
                k += 1;
                let asm_len = usize::try_from(ops[k]).unwrap_or(usize::MAX);
                k += 1;
                if asm_len >= ops.len() || k + asm_len >= ops.len() {
                    return Err(self.err("invalid inlineasm record"));
                }
                let asm = super::chars(&ops[k..k + asm_len]);
                let c_len = usize::try_from(ops[k + asm_len]).unwrap_or(usize::MAX);
                if c_len > ops.len() || k + asm_len + 1 + c_len > ops.len() {
                    return Err(self.err("invalid inlineasm record"));
                }
                let constraints = super::chars(&ops[k + asm_len + 1..k + asm_len + 1 + c_len]);
                let id = self.m.add_inline_asm(InlineAsm {
                    fn_ty,
                    asm,
                    constraints,
                    side_effect: fl & 1 != 0,
                    align_stack: fl & 2 != 0,
                    intel_dialect: fl & 4 != 0,
                    can_throw: fl & 8 != 0,
                    as_written: None,
                });
                return self.done(slots, i, Operand::InlineAsm(id));
            }
            21 => {
                // BLOCKADDRESS [fnty, fn, bb]
                need(3, self)?;
                self.ty(ops[0])?;
                let f = c!(ops[1]);
                let ConstKind::Global(g) = self.m.consts.get(f).kind else {
                    return Err(self.err("invalid blockaddress function"));
                };
                if !matches!(self.m.globals[g].kind, GlobalKind::Func(_)) {
                    return Err(self.err("invalid blockaddress function"));
                }
                let block = u32::try_from(ops[2]).map_err(|_| self.invalid())?;
                ConstKind::BlockAddress {
                    func: g,
                    block: BlockId::from_u32(block),
                }
            }
            27 | 29 => {
                // DSO_LOCAL_EQUIVALENT / NO_CFI [gvty, gv]
                need(2, self)?;
                self.ty(ops[0])?;
                let v = c!(ops[1]);
                let ConstKind::Global(g) = self.m.consts.get(v).kind else {
                    return Err(self.err("invalid dso_local_equivalent or no_cfi operand"));
                };
                if raw.code == 27 {
                    ConstKind::DsoLocalEquivalent(g)
                } else {
                    ConstKind::NoCfi(g)
                }
            }
            33 | 34 => {
                // PTRAUTH [ptr, key, disc, addrdisc (, deactivation)]
                need(4 + (raw.code == 34) as usize, self)?;
                let ptr = c!(ops[0]);
                let key = c!(ops[1]);
                let disc = c!(ops[2]);
                let addr_disc = c!(ops[3]);
                let deactivation = if raw.code == 34 {
                    Some(c!(ops[4]))
                } else {
                    None
                };
                ConstKind::PtrAuth {
                    ptr,
                    key,
                    disc,
                    addr_disc,
                    deactivation,
                }
            }
            code => {
                return Err(self
                    .err(format!("unsupported constant record {code}"))
                    .or_kind(BitcodeErrorKind::Unsupported))
            }
        };
        let id = self.m.consts.intern(&self.m.types, Const { ty, kind });
        if self.m.consts.depth(id) > MAX_NESTING_DEPTH {
            return Err(self
                .err("constants nested too deep")
                .or_kind(BitcodeErrorKind::Limit));
        }
        self.done(slots, i, Operand::Const(id))
    }

    /// Puts constant `i` aside (see `old_consts`) when LLVM 22 cannot hold
    /// it: its own operation is gone from LLVM's constants, or an operand
    /// was put aside. Its operands' value ids are `trace[mark..]`.
    fn keep_if_old(
        &mut self,
        i: usize,
        base: usize,
        raw: &Raw,
        slots: &mut [Slot],
        mark: usize,
        op: Operand,
    ) -> Result<Operand> {
        let ops = &raw.ops[..];
        let fp = || self.m.types.is_float(self.m.types.scalar(raw.ty));
        let own = match raw.code {
            10 => bin_op(ops[0], fp()).is_some_and(|op| !old_consts::binary_is_supported(op)),
            11 => cast_op(ops[0]).is_some_and(|op| !op.is_constant_expression()),
            13 | 17 => true,
            25 => self.old_consts.trace.len() > mark,
            // LLVM 22 has no constant GEPs over scalable types.
            12 | 20 | 24 | 31 | 32 => match self.old_consts.last_gep {
                Some((src, _)) => llconv_ir::datalayout::is_scalable_cached(
                    &self.m.types,
                    src,
                    &mut self.layout_cache,
                ),
                None => false,
            },
            _ => false,
        };
        let operands = &self.old_consts.trace[mark..];
        if !own && !operands.iter().any(|&v| self.old_consts.contains(v)) {
            return Ok(op);
        }
        let mut operands = operands.to_vec();
        let old_op = match raw.code {
            10 => {
                let op = bin_op(ops[0], fp()).ok_or_else(|| self.invalid())?;
                OldOp::Binary(op, ops.get(3).map_or(0, |&f| bin_flags(op, f)))
            }
            11 => OldOp::Cast(cast_op(ops[0]).ok_or_else(|| self.invalid())?),
            13 => OldOp::Select,
            17 => {
                let opty = self.ty(ops[0])?;
                if self.m.types.is_float(self.m.types.scalar(opty)) {
                    OldOp::FCmp(float_pred(ops[3]).ok_or_else(|| self.invalid())?)
                } else {
                    OldOp::ICmp(int_pred(ops[3]).ok_or_else(|| self.invalid())?)
                }
            }
            25 => OldOp::FNeg,
            12 | 20 | 24 | 31 | 32 => {
                let (source_ty, flags) = self.old_consts.last_gep.ok_or_else(|| self.invalid())?;
                OldOp::Gep { source_ty, flags }
            }
            14 => OldOp::ExtractElement,
            15 => OldOp::InsertElement,
            16 | 19 => {
                if operands.len() != 3 || self.old_consts.contains(operands[2]) {
                    return Err(self.err("invalid shuffle mask"));
                }
                operands.pop();
                OldOp::ShuffleVector(self.old_consts.last_mask.clone())
            }
            7 if matches!(self.m.types.get(raw.ty), Type::Vector { .. }) => OldOp::Vector,
            7 => OldOp::Aggregate,
            _ => {
                return Err(
                    self.err("a constant refers to a constant expression LLVM 22 no longer has")
                )
            }
        };
        self.old_consts.insert(
            (base + i) as u32,
            OldConst {
                ty: raw.ty,
                op: old_op,
                operands,
            },
        );
        let poison = self.m.consts.intern(
            &self.m.types,
            Const {
                ty: raw.ty,
                kind: ConstKind::Poison,
            },
        );
        self.done(slots, i, Operand::Const(poison))
    }

    fn done(&self, slots: &mut [Slot], i: usize, op: Operand) -> Result<Operand> {
        slots[i] = Slot::Done(op);
        Ok(op)
    }

    fn done_poison(&mut self, slots: &mut [Slot], i: usize, ty: TypeId) -> Result<Operand> {
        let id = self.m.consts.intern(
            &self.m.types,
            Const {
                ty,
                kind: ConstKind::Poison,
            },
        );
        self.done(slots, i, Operand::Const(id))
    }

    /// A scalar kind for a scalar type, or its splat for a vector type.
    fn scalar_or_splat(&mut self, ty: TypeId, scalar: TypeId, k: ConstKind) -> ConstKind {
        if ty == scalar {
            return k;
        }
        let e = self.m.consts.intern(
            &self.m.types,
            Const {
                ty: scalar,
                kind: k,
            },
        );
        ConstKind::Splat(e)
    }

    fn expr(&mut self, ty: TypeId, op: ConstExprOp, fl: u32, operands: Vec<ConstId>) -> ConstKind {
        let e = ConstExpr {
            op,
            flags: fl,
            operands,
            source_ty: None,
            inrange: None,
            mask: Vec::new(),
        };
        self.fold_expr(ty, e)
    }

    /// A zero-mask shuffle of a scalable vector whose element 0 is a known
    /// integer or floating-point constant is LLVM's `splat (T x)`.
    fn scalable_splat(&mut self, ty: TypeId, a: ConstId, mask: &[i32]) -> Option<ConstKind> {
        if !matches!(self.m.types.get(ty), Type::Vector { scalable: true, .. })
            || mask.iter().any(|&x| x != 0)
        {
            return None;
        }
        let elt = match &self.m.consts.get(a).kind {
            ConstKind::Splat(e) => *e,
            ConstKind::Expr(e) if e.op == ConstExprOp::InsertElement && e.operands.len() == 3 => {
                match &self.m.consts.get(e.operands[2]).kind {
                    ConstKind::Int(i) if i.is_zero() => e.operands[1],
                    ConstKind::Zero => e.operands[1],
                    _ => return None,
                }
            }
            _ => return None,
        };
        let c = self.m.consts.get(elt);
        if !matches!(
            c.kind,
            ConstKind::Int(_) | ConstKind::Float(_) | ConstKind::Zero
        ) {
            return None;
        }
        let et = self.m.types.scalar(ty);
        if c.ty != et || !(self.m.types.int_width(et).is_some() || self.m.types.is_float(et)) {
            return None;
        }
        Some(ConstKind::Splat(elt))
    }

    /// Whether constant `c` is an integer (a vector element's index).
    fn is_int_const(&self, c: ConstId) -> bool {
        self.m.types.is_int(self.m.consts.get(c).ty)
    }

    fn fold_expr(&mut self, ty: TypeId, e: ConstExpr) -> ConstKind {
        if let Some(c) = llconv_ir::fold::fold(&mut self.m.consts, &mut self.m.types, ty, &e) {
            return self.m.consts.get(c).kind.clone();
        }
        ConstKind::Expr(Box::new(e))
    }

    /// The elements of a shuffle mask constant (-1 for undef or poison).
    pub(crate) fn shuffle_mask(&self, m: ConstId) -> Result<Vec<i32>> {
        let c = self.m.consts.get(m);
        let n = match self.m.types.get(c.ty) {
            Type::Vector { len, .. } => *len as usize,
            _ => return Err(self.err("invalid shuffle mask")),
        };
        let elem = |k: &ConstKind| -> Result<i32> {
            match k {
                ConstKind::Int(v) => Ok(v.low_u64() as i32),
                ConstKind::Undef | ConstKind::Poison => Ok(-1),
                _ => Err(self.err("invalid shuffle mask element")),
            }
        };
        Ok(match &c.kind {
            ConstKind::Zero => vec![0; n],
            ConstKind::Undef | ConstKind::Poison => vec![-1; n],
            ConstKind::Data(d) => d.iter().map(|x| x as u32 as i32).collect(),
            ConstKind::Vector(v) => {
                let mut out = Vec::with_capacity(v.len());
                for &e in v {
                    out.push(elem(&self.m.consts.get(e).kind)?);
                }
                out
            }
            ConstKind::Splat(e) => vec![elem(&self.m.consts.get(*e).kind)?; n],
            _ => return Err(self.err("invalid shuffle mask")),
        })
    }
}

impl Reader<'_> {
    /// Whether LLVM 22 can hold `c` as a constant: old bitcode may build
    /// constant expressions it no longer has (`or`, `zext`, `icmp`, ...).
    pub(crate) fn const_is_supported(&self, c: ConstId) -> bool {
        let mut stack = vec![c];
        let mut seen = std::collections::HashSet::new();
        while let Some(c) = stack.pop() {
            if !seen.insert(c) {
                continue;
            }
            match &self.m.consts.get(c).kind {
                ConstKind::Expr(e) => {
                    let ok = match e.op {
                        ConstExprOp::Binary(op) => {
                            matches!(op, BinOp::Add | BinOp::Sub | BinOp::Xor)
                        }
                        ConstExprOp::Cast(op) => op.is_constant_expression(),
                        ConstExprOp::ICmp(_) | ConstExprOp::FCmp(_) => false,
                        _ => true,
                    };
                    if !ok {
                        return false;
                    }
                    stack.extend(e.operands.iter().copied());
                }
                ConstKind::Array(v) | ConstKind::Struct(v) | ConstKind::Vector(v) => {
                    stack.extend(v.iter().copied())
                }
                _ => {}
            }
        }
        true
    }

    /// A constant for metadata: an unsupported expression reads as
    /// poison, as LLVM's metadata loader treats it.
    pub(crate) fn md_const(&mut self, c: ConstId) -> ConstId {
        if self.const_is_supported(c) {
            return c;
        }
        let ty = self.m.consts.get(c).ty;
        self.m.consts.intern(
            &self.m.types,
            Const {
                ty,
                kind: ConstKind::Poison,
            },
        )
    }
}
