//! CONSTANTS blocks (module and function level).

use llconv_ir::instructions::flags;
use llconv_ir::*;

use super::{char_ops, encode_signed, Writer};
use crate::reader::CONSTANTS_BLOCK;

/// What a function's constant block holds besides constants.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum CItem {
    Const(ConstId),
    Asm(AsmId),
}

/// Abbreviation ids that `BLOCKINFO` gives every CONSTANTS block.
pub(crate) const CONST_SETTYPE_ABBREV: u32 = 4;
pub(crate) const CONST_INTEGER_ABBREV: u32 = 5;
pub(crate) const CONST_CE_CAST_ABBREV: u32 = 6;
pub(crate) const CONST_NULL_ABBREV: u32 = 7;

pub(crate) fn cast_code(op: CastOp) -> u64 {
    match op {
        CastOp::Trunc => 0,
        CastOp::ZExt => 1,
        CastOp::SExt => 2,
        CastOp::FPToUI => 3,
        CastOp::FPToSI => 4,
        CastOp::UIToFP => 5,
        CastOp::SIToFP => 6,
        CastOp::FPTrunc => 7,
        CastOp::FPExt => 8,
        CastOp::PtrToInt => 9,
        CastOp::IntToPtr => 10,
        CastOp::BitCast => 11,
        CastOp::AddrSpaceCast => 12,
        CastOp::PtrToAddr => 13,
    }
}

pub(crate) fn binop_code(op: BinOp) -> u64 {
    match op {
        BinOp::Add | BinOp::FAdd => 0,
        BinOp::Sub | BinOp::FSub => 1,
        BinOp::Mul | BinOp::FMul => 2,
        BinOp::UDiv => 3,
        BinOp::SDiv | BinOp::FDiv => 4,
        BinOp::URem => 5,
        BinOp::SRem | BinOp::FRem => 6,
        BinOp::Shl => 7,
        BinOp::LShr => 8,
        BinOp::AShr => 9,
        BinOp::And => 10,
        BinOp::Or => 11,
        BinOp::Xor => 12,
    }
}

/// The optional flags operand of a binary operator (0 = none).
pub(crate) fn binop_flags(op: BinOp, f: u32) -> u64 {
    match op {
        BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl => {
            u64::from(f & flags::NUW != 0) | u64::from(f & flags::NSW != 0) << 1
        }
        BinOp::UDiv | BinOp::SDiv | BinOp::LShr | BinOp::AShr => u64::from(f & flags::EXACT != 0),
        BinOp::Or => u64::from(f & flags::DISJOINT != 0),
        _ => 0,
    }
}

pub(crate) fn gep_flags_code(f: u32) -> u64 {
    // `inbounds` implies `nusw`: LLVM writes both bits.
    u64::from(f & flags::INBOUNDS != 0)
        | u64::from(f & (flags::NUSW | flags::INBOUNDS) != 0) << 1
        | u64::from(f & flags::GEP_NUW != 0) << 2
}

pub(crate) fn int_pred_code(p: IntPredicate) -> u64 {
    32 + IntPredicate::ALL.iter().position(|&x| x == p).unwrap_or(0) as u64
}

pub(crate) fn float_pred_code(p: FloatPredicate) -> u64 {
    FloatPredicate::ALL
        .iter()
        .position(|&x| x == p)
        .unwrap_or(0) as u64
}

/// An integer constant's operand(s): sign-rotated, one per active word
/// when wider than 64 bits.
fn int_ops(v: &ApInt, out: &mut Vec<u64>) -> u32 {
    if v.bits <= 64 {
        out.push(encode_signed(v.as_i64().unwrap_or(0)));
        4
    } else {
        let n = v.words.iter().rposition(|&w| w != 0).map_or(1, |i| i + 1);
        out.extend(v.words[..n].iter().map(|&w| encode_signed(w as i64)));
        5
    }
}

/// The element of a fixed-length vector constant written as one scalar
/// record (see [`crate::WriteOptions`]).
pub(crate) enum FixedSplat {
    Int(ApInt),
    /// The element type and the value's bits.
    Float(TypeId, u128),
}

impl Writer<'_> {
    /// Whether `c` is a fixed-length vector of one repeated integer or
    /// floating-point value that the options write as a scalar record.
    pub(crate) fn fixed_splat(&self, c: ConstId) -> Option<FixedSplat> {
        let o = &self.options;
        if !o.fixed_int_splats && !o.fixed_fp_splats {
            return None;
        }
        let k = self.consts.get(c);
        let Type::Vector {
            elem,
            scalable: false,
            ..
        } = *self.types.get(k.ty)
        else {
            return None;
        };
        let is_int = matches!(self.types.get(elem), Type::Int(_));
        if !(is_int && o.fixed_int_splats || !is_int && o.fixed_fp_splats) {
            return None;
        }
        match &k.kind {
            ConstKind::Data(raw) => {
                let first = raw.first()?;
                if !raw.is_splat() {
                    return None;
                }
                if is_int {
                    // Data elements are 64 bits wide at most.
                    let bits = self.types.int_width(elem)?;
                    Some(FixedSplat::Int(ApInt::from_u64(bits, first)))
                } else {
                    Some(FixedSplat::Float(elem, u128::from(first)))
                }
            }
            ConstKind::Vector(v) => {
                let first = *v.first()?;
                if v.iter().any(|&x| x != first) {
                    return None;
                }
                match &self.consts.get(first).kind {
                    ConstKind::Int(i) if is_int => Some(FixedSplat::Int(i.clone())),
                    ConstKind::Float(b) if !is_int => Some(FixedSplat::Float(elem, *b)),
                    _ => None,
                }
            }
            _ => None,
        }
    }
}

/// A floating-point constant's operand(s) by type.
fn float_ops(ty: &Type, b: u128, out: &mut Vec<u64>) {
    match ty {
        Type::X86Fp80 => {
            let lo = b as u64;
            let hi = (b >> 64) as u64 & 0xffff;
            out.push((lo >> 16) | (hi << 48));
            out.push(lo & 0xffff);
        }
        Type::Fp128 | Type::PpcFp128 => {
            out.push(b as u64);
            out.push((b >> 64) as u64);
        }
        _ => out.push(b as u64),
    }
}

impl Writer<'_> {
    /// The value id of a constant inside the function being written, or
    /// at module level.
    pub(crate) fn cval(&self, c: ConstId) -> u64 {
        match self.fn_ids.consts.get(&CItem::Const(c)) {
            Some(&v) => u64::from(v),
            None => self.e.const_id(c),
        }
    }

    /// Writes a CONSTANTS block for `items` (whose value ids are already
    /// assigned, consecutively).
    pub(crate) fn write_constants(&mut self, items: &[CItem], module_level: bool) {
        if items.is_empty() {
            return;
        }
        self.w.enter_block(CONSTANTS_BLOCK, 4);
        let mut aggregate_abbrev = None;
        let mut string_abbrevs = None;
        if module_level {
            let w = (64 - u64::from(self.e.num_module_values()).leading_zeros()).max(1);
            use crate::bitstream::AbbrevOp as A;
            aggregate_abbrev =
                Some(
                    self.w
                        .define_abbrev(vec![A::Literal(7), A::Array, A::Fixed(w)]),
                );
            let s8 = self
                .w
                .define_abbrev(vec![A::Literal(8), A::Array, A::Fixed(8)]);
            let c7 = self
                .w
                .define_abbrev(vec![A::Literal(9), A::Array, A::Fixed(7)]);
            let c6 = self
                .w
                .define_abbrev(vec![A::Literal(9), A::Array, A::Char6]);
            string_abbrevs = Some((s8, c7, c6));
        }
        let mut last_ty: Option<TypeId> = None;
        let mut vals: Vec<u64> = Vec::new();
        for &item in items {
            let ty = match item {
                CItem::Const(c) => self.consts.get(c).ty,
                CItem::Asm(_) => self.types.ptr(0),
            };
            if last_ty != Some(ty) {
                let t = self.e.type_id(ty);
                self.w.record_abbrev(CONST_SETTYPE_ABBREV, &[1, t], None);
                last_ty = Some(ty);
            }
            vals.clear();
            let c = match item {
                CItem::Asm(a) => {
                    let asm = &self.m.inline_asms[a];
                    vals.push(self.e.type_id(asm.fn_ty));
                    vals.push(
                        u64::from(asm.side_effect)
                            | u64::from(asm.align_stack) << 1
                            | u64::from(asm.intel_dialect) << 2
                            | u64::from(asm.can_throw) << 3,
                    );
                    let text = asm.as_written.as_deref().unwrap_or(&asm.asm);
                    vals.push(text.len() as u64);
                    vals.extend(char_ops(text));
                    vals.push(asm.constraints.len() as u64);
                    vals.extend(char_ops(&asm.constraints));
                    self.w.record(30, &vals);
                    continue;
                }
                CItem::Const(c) => c,
            };
            // LLVM writes any null value (integer zero, +0.0) as NULL.
            if matches!(&self.consts.get(c).kind, ConstKind::Int(v) if v.is_zero())
                || matches!(self.consts.get(c).kind, ConstKind::Float(0))
            {
                self.w.record(2, &[]);
                continue;
            }
            if let Some(splat) = self.fixed_splat(c) {
                match splat {
                    FixedSplat::Int(v) => {
                        if int_ops(&v, &mut vals) == 4 {
                            self.w
                                .record_abbrev(CONST_INTEGER_ABBREV, &[4, vals[0]], None);
                        } else {
                            self.w.record(5, &vals);
                        }
                    }
                    FixedSplat::Float(ety, bits) => {
                        float_ops(self.types.get(ety), bits, &mut vals);
                        self.w.record(6, &vals);
                    }
                }
                continue;
            }
            // Integers, data and aggregates (most constants) are written
            // from the table in place; the rest from a copy, as writing
            // them may add constants (a splat's shuffle mask).
            let k = self.consts.get(c);
            let code: u32 = match &k.kind {
                ConstKind::Null | ConstKind::Zero | ConstKind::None => {
                    self.w.record(2, &[]);
                    continue;
                }
                ConstKind::Int(v) => {
                    let code = int_ops(v, &mut vals);
                    if code == 4 {
                        self.w
                            .record_abbrev(CONST_INTEGER_ABBREV, &[4, vals[0]], None);
                        continue;
                    }
                    code
                }
                ConstKind::Array(v) | ConstKind::Struct(v) | ConstKind::Vector(v) => {
                    vals.extend(v.iter().map(|&x| self.cval(x)));
                    if let Some(a) = aggregate_abbrev {
                        let mut all = vec![7];
                        all.extend_from_slice(&vals);
                        if self.w.fits(a, &all) {
                            self.w.record_abbrev(a, &all, None);
                            continue;
                        }
                    }
                    7
                }
                ConstKind::Data(raw) => {
                    let is_i8_array = matches!(self.types.get(k.ty), Type::Array { elem, .. }
                        if self.types.int_width(*elem) == Some(8));
                    if let (true, Some(bytes)) = (is_i8_array, raw.as_bytes()) {
                        let cstring =
                            bytes.last() == Some(&0) && !bytes[..bytes.len() - 1].contains(&0);
                        let chars = if cstring {
                            &bytes[..bytes.len() - 1]
                        } else {
                            bytes
                        };
                        vals.extend(chars.iter().map(|&x| u64::from(x)));
                        let code = if cstring { 9 } else { 8 };
                        if let Some((s8, c7, c6)) = string_abbrevs {
                            let mut all = vec![u64::from(code)];
                            all.extend_from_slice(&vals);
                            let a = if !cstring {
                                s8
                            } else if self.w.fits(c6, &all) {
                                c6
                            } else if self.w.fits(c7, &all) {
                                c7
                            } else {
                                s8
                            };
                            if code == 9 && a == s8 {
                                self.w.record(9, &vals);
                            } else {
                                self.w.record_abbrev(a, &all, None);
                            }
                            continue;
                        }
                        code
                    } else {
                        vals.extend(raw.iter());
                        22
                    }
                }
                _ => self.write_other_constant(c, &mut vals),
            };
            if code == 11 && vals.len() == 3 {
                let mut all = vec![11];
                all.extend_from_slice(&vals);
                if self.w.fits(CONST_CE_CAST_ABBREV, &all) {
                    self.w.record_abbrev(CONST_CE_CAST_ABBREV, &all, None);
                    continue;
                }
            }
            self.w.record(code, &vals);
        }
        self.w.exit_block();
    }

    /// The record code and operands of a constant other than an integer,
    /// data or an aggregate.
    fn write_other_constant(&mut self, c: ConstId, vals: &mut Vec<u64>) -> u32 {
        let k = self.consts.get(c).clone();
        match &k.kind {
            ConstKind::Undef => 3,
            ConstKind::Poison => 26,
            ConstKind::Float(b) => {
                let sty = self.types.scalar(k.ty);
                float_ops(self.types.get(sty), *b, vals);
                6
            }
            ConstKind::Splat(_) => {
                // shufflevector (insertelement (poison, x, 0), poison, zeroinitializer)
                let (ins, poison) = self.splat_parts(c);
                let mask = self.shuffle_mask_const(k.ty, &[]);
                vals.extend([self.cval(ins), self.cval(poison), self.cval(mask)]);
                16
            }
            ConstKind::Null
            | ConstKind::Zero
            | ConstKind::None
            | ConstKind::Int(_)
            | ConstKind::Array(_)
            | ConstKind::Struct(_)
            | ConstKind::Vector(_)
            | ConstKind::Data(_) => unreachable!("written by write_constants"),
            ConstKind::Global(_) => unreachable!("globals are not in constant blocks"),
            ConstKind::BlockAddress { func, block } => {
                // The function's own (pointer) type, as LLVM writes it.
                let g = self.global_const(*func);
                let pty = self.consts.get(g).ty;
                vals.extend([self.e.type_id(pty), self.cval(g), u64::from(block.as_u32())]);
                21
            }
            ConstKind::DsoLocalEquivalent(g) | ConstKind::NoCfi(g) => {
                let gc = self.global_const(*g);
                let gty = self.consts.get(gc).ty;
                vals.extend([self.e.type_id(gty), self.cval(gc)]);
                if matches!(k.kind, ConstKind::DsoLocalEquivalent(_)) {
                    27
                } else {
                    29
                }
            }
            ConstKind::PtrAuth { deactivation, .. } => {
                // The operands in record order; LLVM 22 always has a
                // deactivation symbol, `ptr null` when none is given.
                k.kind.for_each_operand(|o| vals.push(self.cval(o)));
                if deactivation.is_none() {
                    let null = self.null_ptr0();
                    vals.push(self.cval(null));
                }
                34
            }
            ConstKind::Expr(e) => self.const_expr_ops(k.ty, e, vals),
        }
    }

    fn const_expr_ops(&mut self, ty: TypeId, e: &ConstExpr, vals: &mut Vec<u64>) -> u32 {
        let opty = |w: &Self, i: usize| w.e.type_id(w.consts.get(e.operands[i]).ty);
        match e.op {
            ConstExprOp::Cast(op) => {
                vals.extend([cast_code(op), opty(self, 0), self.cval(e.operands[0])]);
                11
            }
            ConstExprOp::Binary(op) => {
                vals.extend([
                    binop_code(op),
                    self.cval(e.operands[0]),
                    self.cval(e.operands[1]),
                ]);
                let f = binop_flags(op, e.flags);
                if f != 0 {
                    vals.push(f);
                }
                10
            }
            ConstExprOp::GetElementPtr => {
                let src = e.source_ty.expect("GEP constant without a source type");
                vals.push(self.e.type_id(src));
                vals.push(gep_flags_code(e.flags));
                let code = match e.inrange {
                    Some((lo, hi)) => {
                        // The range is as wide as the index type of the base.
                        vals.extend([64, encode_signed(lo), encode_signed(hi)]);
                        31
                    }
                    None => 32,
                };
                for i in 0..e.operands.len() {
                    vals.extend([opty(self, i), self.cval(e.operands[i])]);
                }
                code
            }
            ConstExprOp::ExtractElement => {
                vals.extend([
                    opty(self, 0),
                    self.cval(e.operands[0]),
                    opty(self, 1),
                    self.cval(e.operands[1]),
                ]);
                14
            }
            ConstExprOp::InsertElement => {
                vals.extend([
                    self.cval(e.operands[0]),
                    self.cval(e.operands[1]),
                    opty(self, 2),
                    self.cval(e.operands[2]),
                ]);
                15
            }
            ConstExprOp::ShuffleVector => {
                let mask = self.shuffle_mask_const(ty, &e.mask);
                let a_ty = self.consts.get(e.operands[0]).ty;
                let same = a_ty == ty;
                if !same {
                    vals.push(self.e.type_id(a_ty));
                }
                vals.extend([
                    self.cval(e.operands[0]),
                    self.cval(e.operands[1]),
                    self.cval(mask),
                ]);
                if same {
                    16
                } else {
                    19
                }
            }
            ConstExprOp::ICmp(p) => {
                vals.extend([
                    opty(self, 0),
                    self.cval(e.operands[0]),
                    self.cval(e.operands[1]),
                    int_pred_code(p),
                ]);
                17
            }
            ConstExprOp::FCmp(p) => {
                vals.extend([
                    opty(self, 0),
                    self.cval(e.operands[0]),
                    self.cval(e.operands[1]),
                    float_pred_code(p),
                ]);
                17
            }
        }
    }
}
