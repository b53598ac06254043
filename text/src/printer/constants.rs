//! Constant syntax: integers, floats as LLVM formats them, aggregates,
//! constant expressions.

use super::names::write_escaped;
use super::Printer;
use llconv_ir::*;
use std::fmt::Write;

impl Printer<'_> {
    /// `T v`.
    pub(crate) fn typed_const(&mut self, c: ConstId) {
        let ty = self.m.consts.get(c).ty;
        self.ty(ty);
        self.out.push(' ');
        self.const_value(c);
    }

    /// The value of a constant without its type.
    pub(crate) fn const_value(&mut self, c: ConstId) {
        let m = self.m;
        let k = m.consts.get(c);
        let ty = k.ty;
        match &k.kind {
            ConstKind::Int(v) => {
                if m.types.is_vector(ty) {
                    self.out.push_str("splat (");
                    self.ty(m.types.scalar(ty));
                    self.out.push(' ');
                }
                self.write_int(v);
                if m.types.is_vector(ty) {
                    self.out.push(')');
                }
            }
            ConstKind::Float(bits) => {
                let st = m.types.scalar(ty);
                if m.types.is_vector(ty) {
                    self.out.push_str("splat (");
                    self.ty(st);
                    self.out.push(' ');
                }
                write_float(&mut self.out, m.types.get(st), *bits);
                if m.types.is_vector(ty) {
                    self.out.push(')');
                }
            }
            ConstKind::Null => self.out.push_str("null"),
            ConstKind::None => self.out.push_str("none"),
            ConstKind::Undef => self.out.push_str("undef"),
            ConstKind::Poison => self.out.push_str("poison"),
            ConstKind::Zero => self.out.push_str("zeroinitializer"),
            ConstKind::Array(elems) => {
                let et = m.types.aggregate_elem(ty, 0);
                self.out.push('[');
                for (i, &e) in elems.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    if let Some(et) = et {
                        self.ty(et);
                    }
                    self.out.push(' ');
                    self.const_value(e);
                }
                self.out.push(']');
            }
            ConstKind::Struct(elems) => {
                let packed = match m.types.get(ty) {
                    Type::Struct { packed, .. } => *packed,
                    Type::Named(i) => m.types.structs[*i as usize].body.as_ref().is_some_and(|b| b.packed),
                    _ => false,
                };
                if packed {
                    self.out.push('<');
                }
                self.out.push('{');
                if !elems.is_empty() {
                    self.out.push(' ');
                    for (i, &e) in elems.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        self.typed_const(e);
                    }
                    self.out.push(' ');
                }
                self.out.push('}');
                if packed {
                    self.out.push('>');
                }
            }
            ConstKind::Vector(elems) => {
                let first = elems.first().map(|&e| &m.consts.get(e).kind);
                let splat = !elems.is_empty()
                    && elems.iter().all(|&e| e == elems[0])
                    && matches!(first, Some(ConstKind::Int(_) | ConstKind::Float(_)));
                if splat {
                    self.out.push_str("splat (");
                    self.typed_const(elems[0]);
                    self.out.push(')');
                } else {
                    self.out.push('<');
                    for (i, &e) in elems.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        self.typed_const(e);
                    }
                    self.out.push('>');
                }
            }
            ConstKind::Data(raw) => self.data_sequence(ty, raw),
            ConstKind::Splat(e) => {
                self.out.push_str("splat (");
                self.typed_const(*e);
                self.out.push(')');
            }
            ConstKind::Global(g) => self.global_ref(*g),
            ConstKind::BlockAddress { func, block } => {
                self.out.push_str("blockaddress(");
                self.global_ref(*func);
                self.out.push_str(", ");
                self.block_address_label(*func, *block);
                self.out.push(')');
            }
            ConstKind::DsoLocalEquivalent(g) => {
                self.out.push_str("dso_local_equivalent ");
                self.global_ref(*g);
            }
            ConstKind::NoCfi(g) => {
                self.out.push_str("no_cfi ");
                self.global_ref(*g);
            }
            ConstKind::PtrAuth { ptr, key, disc, addr_disc, deactivation } => {
                self.out.push_str("ptrauth (");
                let mut ops = vec![*ptr, *key];
                let disc_null = m.consts.is_null_value(&m.types, *disc);
                let addr_null = m.consts.is_null_value(&m.types, *addr_disc);
                let deact_null = deactivation.is_none_or(|d| m.consts.is_null_value(&m.types, d));
                if !disc_null || !addr_null || !deact_null {
                    ops.push(*disc);
                }
                if !addr_null || !deact_null {
                    ops.push(*addr_disc);
                }
                if !deact_null {
                    ops.extend(deactivation.iter().copied());
                }
                for (i, o) in ops.into_iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.typed_const(o);
                }
                self.out.push(')');
            }
            ConstKind::Expr(e) => self.const_expr(ty, e),
        }
    }

    fn block_address_label(&mut self, func: GlobalId, block: u32) {
        let f = self.m.global(func).as_func();
        let name = f
            .and_then(|f| f.body.as_ref())
            .and_then(|b| b.blocks.get(block as usize))
            .map(|b| b.name.clone());
        match name {
            Some(Some(n)) => super::names::write_local_name(&mut self.out, &n),
            _ => {
                // Unnamed block: its slot within that function.
                let slot = f.and_then(|f| {
                    let nparams = match self.m.types.get(self.m.global(func).common.value_ty) {
                        Type::Function { params, .. } => params.len(),
                        _ => 0,
                    };
                    let s = super::numbering::LocalSlots::compute(self.m, f, nparams);
                    s.blocks.get(block as usize).copied()
                });
                match slot {
                    Some(s) => {
                        let _ = write!(self.out, "%{s}");
                    }
                    None => self.out.push_str("<badref>"),
                }
            }
        }
    }

    pub(crate) fn write_int(&mut self, v: &ApInt) {
        if v.bits == 1 {
            self.out.push_str(if v.is_zero() { "false" } else { "true" });
        } else {
            self.out.push_str(&v.to_signed_decimal());
        }
    }

    fn data_sequence(&mut self, ty: TypeId, raw: &[u128]) {
        let m = self.m;
        let is_vector = m.types.is_vector(ty);
        let et = if is_vector {
            m.types.scalar(ty)
        } else {
            m.types.aggregate_elem(ty, 0).unwrap_or(ty)
        };
        let elem_ty = m.types.get(et).clone();
        if !is_vector && elem_ty == Type::Int(8) {
            self.out.push_str("c\"");
            let bytes: Vec<u8> = raw.iter().map(|&r| r as u8).collect();
            write_escaped(&mut self.out, &bytes);
            self.out.push('"');
            return;
        }
        if is_vector && !raw.is_empty() && raw.iter().all(|&r| r == raw[0]) {
            self.out.push_str("splat (");
            self.ty(et);
            self.out.push(' ');
            self.data_elem(&elem_ty, raw[0]);
            self.out.push(')');
            return;
        }
        self.out.push(if is_vector { '<' } else { '[' });
        for (i, &r) in raw.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(et);
            self.out.push(' ');
            self.data_elem(&elem_ty, r);
        }
        self.out.push(if is_vector { '>' } else { ']' });
    }

    fn data_elem(&mut self, t: &Type, r: u128) {
        match t {
            Type::Int(w) => self.write_int(&ApInt::from_u64(*w, r as u64)),
            other => write_float(&mut self.out, other, r),
        }
    }

    fn const_expr(&mut self, ty: TypeId, e: &ConstExpr) {
        let m = self.m;
        match e.op {
            ConstExprOp::Cast(op) => self.out.push_str(op.name()),
            ConstExprOp::Binary(op) => self.out.push_str(op.name()),
            ConstExprOp::GetElementPtr => self.out.push_str("getelementptr"),
            ConstExprOp::ExtractElement => self.out.push_str("extractelement"),
            ConstExprOp::InsertElement => self.out.push_str("insertelement"),
            ConstExprOp::ShuffleVector => self.out.push_str("shufflevector"),
            ConstExprOp::ICmp(_) => self.out.push_str("icmp"),
            ConstExprOp::FCmp(_) => self.out.push_str("fcmp"),
        }
        self.wrap_flags(e.flags);
        if let Some((lo, hi)) = e.inrange {
            let _ = write!(self.out, " inrange({lo}, {hi})");
        }
        match e.op {
            ConstExprOp::ICmp(p) => {
                self.out.push(' ');
                self.out.push_str(p.name());
            }
            ConstExprOp::FCmp(p) => {
                self.out.push(' ');
                self.out.push_str(p.name());
            }
            _ => {}
        }
        self.out.push_str(" (");
        if let Some(st) = e.source_ty {
            self.ty(st);
            self.out.push_str(", ");
        }
        for (i, &o) in e.operands.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.typed_const(o);
        }
        if let ConstExprOp::Cast(_) = e.op {
            self.out.push_str(" to ");
            self.ty(ty);
        }
        if e.op == ConstExprOp::ShuffleVector {
            self.shuffle_mask(ty, &e.mask);
        }
        self.out.push(')');
        let _ = m;
    }

    /// Integer, exact, disjoint, nneg, samesign and GEP flags, each with a
    /// leading space, in LLVM's order.
    pub(crate) fn wrap_flags(&mut self, f: u32) {
        use llconv_ir::flags::*;
        if f & INBOUNDS != 0 {
            self.out.push_str(" inbounds");
        } else if f & NUSW != 0 {
            self.out.push_str(" nusw");
        }
        if f & GEP_NUW != 0 {
            self.out.push_str(" nuw");
        }
        if f & NUW != 0 {
            self.out.push_str(" nuw");
        }
        if f & NSW != 0 {
            self.out.push_str(" nsw");
        }
        if f & EXACT != 0 {
            self.out.push_str(" exact");
        }
        if f & DISJOINT != 0 {
            self.out.push_str(" disjoint");
        }
        if f & NNEG != 0 {
            self.out.push_str(" nneg");
        }
        if f & SAMESIGN != 0 {
            self.out.push_str(" samesign");
        }
    }

    pub(crate) fn shuffle_mask(&mut self, result_ty: TypeId, mask: &[i32]) {
        let scalable = matches!(self.m.types.get(result_ty), Type::Vector { scalable: true, .. });
        self.out.push_str(", <");
        if scalable {
            self.out.push_str("vscale x ");
        }
        let _ = write!(self.out, "{} x i32> ", mask.len());
        if mask.iter().all(|&e| e == 0) {
            self.out.push_str("zeroinitializer");
        } else if mask.iter().all(|&e| e == -1) {
            self.out.push_str("poison");
        } else {
            self.out.push('<');
            for (i, &e) in mask.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                if e == -1 {
                    self.out.push_str("i32 poison");
                } else {
                    let _ = write!(self.out, "i32 {e}");
                }
            }
            self.out.push('>');
        }
    }
}

/// Floats as LLVM prints them: `float`/`double` in `%e` style with six
/// significant digits when that reads back exactly, else the double's bits
/// in hex; other formats as `0xK`, `0xL`, `0xM`, `0xH`, `0xR` hex.
pub(crate) fn write_float(out: &mut String, t: &Type, bits: u128) {
    match t {
        Type::Float | Type::Double => {
            let (val, dbits) = if *t == Type::Float {
                let b = bits as u32;
                let f = f32::from_bits(b);
                if f.is_nan() {
                    let sign = ((b >> 31) as u64) << 63;
                    let mant = ((b & 0x7f_ffff) as u64) << 29;
                    (f64::NAN, sign | (0x7ffu64 << 52) | mant)
                } else {
                    let d = f as f64;
                    (d, d.to_bits())
                }
            } else {
                let d = f64::from_bits(bits as u64);
                (d, bits as u64)
            };
            if val.is_finite() {
                let s = format_e6(val);
                if s.parse::<f64>().ok() == Some(val) {
                    out.push_str(&s);
                    return;
                }
            }
            let _ = write!(out, "0x{dbits:X}");
        }
        Type::X86Fp80 => {
            let _ = write!(out, "0xK{:04X}{:016X}", (bits >> 64) as u16, bits as u64);
        }
        Type::Fp128 => {
            let _ = write!(out, "0xL{:016X}{:016X}", bits as u64, (bits >> 64) as u64);
        }
        Type::PpcFp128 => {
            let _ = write!(out, "0xM{:016X}{:016X}", bits as u64, (bits >> 64) as u64);
        }
        Type::Half => {
            let _ = write!(out, "0xH{:04X}", bits as u16);
        }
        Type::BFloat => {
            let _ = write!(out, "0xR{:04X}", bits as u16);
        }
        _ => {
            let _ = write!(out, "0x{bits:X}");
        }
    }
}

/// Six significant digits, padded to `d.dddddde+XX` as APFloat prints.
fn format_e6(v: f64) -> String {
    let s = format!("{v:.5e}");
    let (mant, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let sign = if exp < 0 { '-' } else { '+' };
    format!("{mant}0e{sign}{:02}", exp.abs())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(t: Type, bits: u128) -> String {
        let mut s = String::new();
        write_float(&mut s, &t, bits);
        s
    }

    #[test]
    fn floats_like_llvm() {
        assert_eq!(f(Type::Double, 1234567.0f64.to_bits() as u128), "0x4132D68700000000");
        assert_eq!(f(Type::Double, 123456.0f64.to_bits() as u128), "1.234560e+05");
        assert_eq!(f(Type::Double, 1.0e100f64.to_bits() as u128), "1.000000e+100");
        assert_eq!(f(Type::Double, (-0.0f64).to_bits() as u128), "-0.000000e+00");
        assert_eq!(f(Type::Double, 1.25e-5f64.to_bits() as u128), "1.250000e-05");
        assert_eq!(f(Type::Float, 0.5f32.to_bits() as u128), "5.000000e-01");
        assert_eq!(f(Type::Double, 0x7FF8000000000000), "0x7FF8000000000000");
        // float sNaN with payload keeps the payload shifted into the double.
        assert_eq!(f(Type::Float, 0x7F800001), "0x7FF0000020000000");
    }
}
