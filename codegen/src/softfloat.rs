//! `half` (C's `_Float16`), `bfloat` (`__bf16`) and `fp128`
//! (`__float128`), which x86-64 has no instructions for: values live in
//! XMM registers (Cranelift's `f16` and `f128`, passed as SysV passes
//! them; `bfloat` in an `f16` too) and are operated on by the runtime
//! library's routines (libgcc, compiler-rt), as LLVM does. `half` and
//! `bfloat` arithmetic goes through `float`, as LLVM promotes them.
//!
//! `bfloat` is `float`'s upper half, so its conversions are done here on
//! the bits instead of by `__truncsfbf2` and `__truncdfbf2`, which libgcc
//! has only since GCC 13: widening is a shift, narrowing rounds to nearest
//! even (NaNs stay quiet NaNs, as the library routines keep them), and
//! from `double` or `fp128` the value is first rounded to odd at `float`'s
//! precision so that the second rounding cannot err.

use crate::function::FnLower;
use crate::layout::Leaf;
use crate::{CompileError, Result};
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::types as cl;
use cranelift_codegen::ir::{InstBuilder, MemFlagsData, Type as ClType, Value};
use llconv_ir::{BinOp, CastOp, FloatPredicate};

/// Whether a leaf is one of the types done by library calls.
pub fn is_soft(l: Leaf) -> bool {
    l.is_float && (l.ty == cl::F16 || l.ty == cl::F128)
}

fn call1(fl: &mut FnLower, name: &str, param: ClType, ret: ClType, a: Value) -> Value {
    fl.call_named(name, &[param], &[ret], &[a])[0]
}

/// A `half` or `bfloat` (leaf `l`) to `float` (exact).
pub fn narrow_to_float(fl: &mut FnLower, l: Leaf, v: Value) -> Value {
    if !l.bfloat {
        return call1(fl, "__extendhfsf2", cl::F16, cl::F32, v);
    }
    let flags = MemFlagsData::new();
    let bits = fl.b.ins().bitcast(cl::I16, flags, v);
    let wide = fl.b.ins().uextend(cl::I32, bits);
    let upper = fl.b.ins().ishl_imm_u(wide, 16);
    fl.b.ins().bitcast(cl::F32, flags, upper)
}

/// `float` to `half` or `bfloat` (leaf `l`), rounded to nearest even.
pub fn float_to_narrow(fl: &mut FnLower, l: Leaf, v: Value) -> Value {
    if !l.bfloat {
        return call1(fl, "__truncsfhf2", cl::F32, cl::F16, v);
    }
    let flags = MemFlagsData::new();
    let x = fl.b.ins().bitcast(cl::I32, flags, v);
    // Adding 0x7fff, plus one when the kept part is odd, carries into the
    // kept part exactly when the dropped half is over a tie, or a tie to
    // an odd value; a carry out of the largest finite value gives infinity.
    let upper = fl.b.ins().ushr_imm_u(x, 16);
    let odd = fl.b.ins().band_imm_s(upper, 1);
    let bias = fl.b.ins().iadd_imm_s(odd, 0x7fff);
    let sum = fl.b.ins().iadd(x, bias);
    let rounded = fl.b.ins().ushr_imm_u(sum, 16);
    let quiet = fl.b.ins().bor_imm_s(upper, 0x40);
    let magnitude = fl.b.ins().band_imm_s(x, 0x7fff_ffff);
    let nan =
        fl.b.ins()
            .icmp_imm_u(IntCC::UnsignedGreaterThan, magnitude, 0x7f80_0000);
    let r = fl.b.ins().select(nan, quiet, rounded);
    let r = fl.b.ins().ireduce(cl::I16, r);
    fl.b.ins().bitcast(cl::F16, flags, r)
}

/// Rounds to odd: the nearest value of the narrower type toward zero,
/// with its last bit set when that is inexact. `narrowed` is the value
/// rounded to nearest, `widened` that result back in the wide type,
/// `inexact` and `beyond` (|widened| > |original|) the comparisons'
/// answers; `it` is the narrow type's integer of the same width.
fn round_to_odd(
    fl: &mut FnLower,
    narrowed: Value,
    it: ClType,
    inexact: Value,
    beyond: Value,
) -> Value {
    let flags = MemFlagsData::new();
    let ty = fl.b.func.dfg.value_type(narrowed);
    let bits = fl.b.ins().bitcast(it, flags, narrowed);
    let down = fl.b.ins().uextend(it, beyond);
    let toward_zero = fl.b.ins().isub(bits, down);
    let sticky = fl.b.ins().uextend(it, inexact);
    let odd = fl.b.ins().bor(toward_zero, sticky);
    fl.b.ins().bitcast(ty, flags, odd)
}

/// `double` to `float` rounded to odd.
fn double_to_float_odd(fl: &mut FnLower, d: Value) -> Value {
    let f = fl.b.ins().fdemote(cl::F32, d);
    let back = fl.b.ins().fpromote(cl::F64, f);
    let inexact = fl.b.ins().fcmp(FloatCC::NotEqual, back, d);
    let abs_back = fl.b.ins().fabs(back);
    let abs_d = fl.b.ins().fabs(d);
    let beyond = fl.b.ins().fcmp(FloatCC::GreaterThan, abs_back, abs_d);
    round_to_odd(fl, f, cl::I32, inexact, beyond)
}

/// `fp128` to `double` rounded to odd.
fn fp128_to_double_odd(fl: &mut FnLower, q: Value) -> Value {
    let d = call1(fl, "__trunctfdf2", cl::F128, cl::F64, q);
    let back = call1(fl, "__extenddftf2", cl::F64, cl::F128, d);
    let ne = fl.call_named("__netf2", &[cl::F128; 2], &[cl::I32], &[back, q])[0];
    let inexact = fl.b.ins().icmp_imm_s(IntCC::NotEqual, ne, 0);
    let l = Leaf {
        ty: cl::F128,
        bits: 128,
        is_float: true,
        offset: None,
        lanes: 1,
        bfloat: false,
    };
    let abs_back = sign_op(fl, "fabs", l, back, None);
    let abs_q = sign_op(fl, "fabs", l, q, None);
    let gt = fl.call_named("__gttf2", &[cl::F128; 2], &[cl::I32], &[abs_back, abs_q])[0];
    let beyond = fl.b.ins().icmp_imm_s(IntCC::SignedGreaterThan, gt, 0);
    round_to_odd(fl, d, cl::I64, inexact, beyond)
}

/// `double` to `bfloat`, rounded to nearest even once.
fn double_to_bfloat(fl: &mut FnLower, t: Leaf, d: Value) -> Value {
    let f = double_to_float_odd(fl, d);
    float_to_narrow(fl, t, f)
}

/// An arithmetic operation on `half` or `fp128` values.
pub fn binary(fl: &mut FnLower, op: BinOp, l: Leaf, a: Value, b: Value) -> Result<Value> {
    if l.ty == cl::F16 {
        let x = narrow_to_float(fl, l, a);
        let y = narrow_to_float(fl, l, b);
        let r = match op {
            BinOp::FAdd => fl.b.ins().fadd(x, y),
            BinOp::FSub => fl.b.ins().fsub(x, y),
            BinOp::FMul => fl.b.ins().fmul(x, y),
            BinOp::FDiv => fl.b.ins().fdiv(x, y),
            BinOp::FRem => fl.call_named("fmodf", &[cl::F32; 2], &[cl::F32], &[x, y])[0],
            _ => return Err(not_float_op(op)),
        };
        return Ok(float_to_narrow(fl, l, r));
    }
    let name = match op {
        BinOp::FAdd => "__addtf3",
        BinOp::FSub => "__subtf3",
        BinOp::FMul => "__multf3",
        BinOp::FDiv => "__divtf3",
        BinOp::FRem => "fmodf128",
        _ => return Err(not_float_op(op)),
    };
    Ok(fl.call_named(name, &[cl::F128; 2], &[cl::F128], &[a, b])[0])
}

fn not_float_op(op: BinOp) -> CompileError {
    CompileError::new(format!(
        "{} on a floating-point type",
        format!("{op:?}").to_lowercase()
    ))
}

/// `fcmp` of `fp128` values: the library's comparisons, each false for
/// unordered operands except `__unordtf2`.
pub fn compare_f128(fl: &mut FnLower, p: FloatPredicate, a: Value, b: Value) -> Value {
    use FloatPredicate as P;
    let test = |fl: &mut FnLower, name: &str, cc: IntCC| {
        let r = fl.call_named(name, &[cl::F128; 2], &[cl::I32], &[a, b])[0];
        fl.b.ins().icmp_imm_s(cc, r, 0)
    };
    let any = |fl: &mut FnLower, xs: &[Value]| {
        let mut acc = xs[0];
        for &x in &xs[1..] {
            acc = fl.b.ins().bor(acc, x);
        }
        acc
    };
    match p {
        P::False => fl.b.ins().iconst(cl::I8, 0),
        P::True => fl.b.ins().iconst(cl::I8, 1),
        P::Oeq => test(fl, "__eqtf2", IntCC::Equal),
        P::Une => test(fl, "__netf2", IntCC::NotEqual),
        P::Olt => test(fl, "__lttf2", IntCC::SignedLessThan),
        P::Ole => test(fl, "__letf2", IntCC::SignedLessThanOrEqual),
        P::Ogt => test(fl, "__gttf2", IntCC::SignedGreaterThan),
        P::Oge => test(fl, "__getf2", IntCC::SignedGreaterThanOrEqual),
        P::Uno => test(fl, "__unordtf2", IntCC::NotEqual),
        P::Ord => test(fl, "__unordtf2", IntCC::Equal),
        P::One => {
            let lt = test(fl, "__lttf2", IntCC::SignedLessThan);
            let gt = test(fl, "__gttf2", IntCC::SignedGreaterThan);
            any(fl, &[lt, gt])
        }
        P::Ueq | P::Ult | P::Ule | P::Ugt | P::Uge => {
            let uo = test(fl, "__unordtf2", IntCC::NotEqual);
            let ordered = match p {
                P::Ueq => test(fl, "__eqtf2", IntCC::Equal),
                P::Ult => test(fl, "__lttf2", IntCC::SignedLessThan),
                P::Ule => test(fl, "__letf2", IntCC::SignedLessThanOrEqual),
                P::Ugt => test(fl, "__gttf2", IntCC::SignedGreaterThan),
                _ => test(fl, "__getf2", IntCC::SignedGreaterThanOrEqual),
            };
            any(fl, &[uo, ordered])
        }
    }
}

/// `fneg`, `fabs` and `copysign` on the sign bit, through the integer
/// of the same width.
pub fn sign_op(fl: &mut FnLower, what: &str, l: Leaf, a: Value, b: Option<Value>) -> Value {
    let it = if l.ty == cl::F16 { cl::I16 } else { cl::I128 };
    let sign = fl.iconst(it, 1u128 << (l.bits - 1));
    let flags = MemFlagsData::new();
    let x = fl.b.ins().bitcast(it, flags, a);
    let r = match what {
        "fneg" => fl.b.ins().bxor(x, sign),
        "fabs" => fl.b.ins().band_not(x, sign),
        _ => {
            let y = fl.b.ins().bitcast(it, flags, b.expect("copysign's sign"));
            let magnitude = fl.b.ins().band_not(x, sign);
            let s = fl.b.ins().band(y, sign);
            fl.b.ins().bor(magnitude, s)
        }
    };
    fl.b.ins().bitcast(l.ty, flags, r)
}

/// Casts from or to `half` or `fp128`. `v` is the value of leaf `f`;
/// integers arrive zero-extended in their container (see `layout`).
pub fn cast(fl: &mut FnLower, op: CastOp, v: Value, f: Leaf, t: Leaf) -> Result<Value> {
    Ok(match op {
        CastOp::FPExt | CastOp::FPTrunc => convert_float(fl, v, f, t)?,
        CastOp::SIToFP | CastOp::UIToFP => {
            let signed = op == CastOp::SIToFP;
            if t.ty == cl::F16 {
                // Through float, as LLVM promotes both 16-bit types.
                let as_float = Leaf {
                    ty: cl::F32,
                    bits: 32,
                    bfloat: false,
                    ..t
                };
                let x = fl.cast_leaf(op, v, f, as_float)?;
                return Ok(float_to_narrow(fl, t, x));
            }
            let (it, name) = match (f.bits > 64, f.bits > 32, signed) {
                (true, _, true) => (cl::I128, "__floattitf"),
                (true, _, false) => (cl::I128, "__floatuntitf"),
                (false, true, true) => (cl::I64, "__floatditf"),
                (false, true, false) => (cl::I64, "__floatunditf"),
                (false, false, true) => (cl::I32, "__floatsitf"),
                (false, false, false) => (cl::I32, "__floatunsitf"),
            };
            let w = if f.ty == it && signed {
                fl.sext_in(v, f)
            } else {
                fl.int_resize(v, f, it, signed)
            };
            call1(fl, name, it, cl::F128, w)
        }
        CastOp::FPToSI | CastOp::FPToUI => {
            let signed = op == CastOp::FPToSI;
            if f.ty == cl::F16 {
                let x = narrow_to_float(fl, f, v);
                let as_float = Leaf {
                    ty: cl::F32,
                    bits: 32,
                    bfloat: false,
                    ..f
                };
                return fl.cast_leaf(op, x, as_float, t);
            }
            let (it, name) = match (t.bits > 64, t.bits > 32, signed) {
                (true, _, true) => (cl::I128, "__fixtfti"),
                (true, _, false) => (cl::I128, "__fixunstfti"),
                (false, true, true) => (cl::I64, "__fixtfdi"),
                (false, true, false) => (cl::I64, "__fixunstfdi"),
                (false, false, true) => (cl::I32, "__fixtfsi"),
                (false, false, false) => (cl::I32, "__fixunstfsi"),
            };
            let r = call1(fl, name, cl::F128, it, v);
            let r = match it.bits().cmp(&t.ty.bits()) {
                std::cmp::Ordering::Greater => fl.b.ins().ireduce(t.ty, r),
                std::cmp::Ordering::Less => fl.b.ins().uextend(t.ty, r),
                std::cmp::Ordering::Equal => r,
            };
            fl.zmask(r, t)
        }
        _ => {
            return Err(CompileError::new(format!(
                "{} of half, bfloat or fp128 is not supported yet",
                op.name()
            )))
        }
    })
}

/// Between floating-point types, one of them `half`, `bfloat` or `fp128`.
fn convert_float(fl: &mut FnLower, v: Value, f: Leaf, t: Leaf) -> Result<Value> {
    let unsupported = || {
        CompileError::new(
            "conversions between x86_fp80 and half, bfloat or fp128 are not supported yet",
        )
    };
    if f.bits == 80 || t.bits == 80 {
        return Err(unsupported());
    }
    Ok(match (f.ty, t.ty) {
        (a, b) if a == b => v,
        (cl::F16, cl::F32) => narrow_to_float(fl, f, v),
        (cl::F16, cl::F64) => {
            let x = narrow_to_float(fl, f, v);
            fl.b.ins().fpromote(cl::F64, x)
        }
        (cl::F16, cl::F128) => {
            let x = narrow_to_float(fl, f, v);
            call1(fl, "__extendsftf2", cl::F32, cl::F128, x)
        }
        (cl::F32, cl::F16) => float_to_narrow(fl, t, v),
        (cl::F64, cl::F16) if t.bfloat => double_to_bfloat(fl, t, v),
        (cl::F64, cl::F16) => call1(fl, "__truncdfhf2", cl::F64, cl::F16, v),
        (cl::F128, cl::F16) if t.bfloat => {
            let d = fp128_to_double_odd(fl, v);
            double_to_bfloat(fl, t, d)
        }
        (cl::F128, cl::F16) => call1(fl, "__trunctfhf2", cl::F128, cl::F16, v),
        (cl::F32, cl::F128) => call1(fl, "__extendsftf2", cl::F32, cl::F128, v),
        (cl::F64, cl::F128) => call1(fl, "__extenddftf2", cl::F64, cl::F128, v),
        (cl::F128, cl::F32) => call1(fl, "__trunctfsf2", cl::F128, cl::F32, v),
        (cl::F128, cl::F64) => call1(fl, "__trunctfdf2", cl::F128, cl::F64, v),
        _ => return Err(unsupported()),
    })
}

/// The intrinsics clang emits on these types: the sign operations, the
/// square root and `fmuladd` (a multiply and an add, as LLVM without FMA
/// does).
pub fn intrinsic(fl: &mut FnLower, base: &str, l: Leaf, args: &[Value]) -> Result<Value> {
    Ok(match base {
        "fabs" => sign_op(fl, "fabs", l, args[0], None),
        "copysign" => sign_op(fl, "copysign", l, args[0], Some(args[1])),
        "sqrt" if l.ty == cl::F16 => {
            let x = narrow_to_float(fl, l, args[0]);
            let r = fl.b.ins().sqrt(x);
            float_to_narrow(fl, l, r)
        }
        "sqrt" => call1(fl, "sqrtf128", cl::F128, cl::F128, args[0]),
        "fmuladd" => {
            let p = binary(fl, BinOp::FMul, l, args[0], args[1])?;
            binary(fl, BinOp::FAdd, l, p, args[2])?
        }
        other => {
            let what = match (l.ty, l.bfloat) {
                (_, true) => "bfloat",
                (cl::F16, false) => "half",
                _ => "fp128",
            };
            return Err(CompileError::new(format!(
                "llvm.{other} on {what} is not supported yet"
            )));
        }
    })
}

/// `fcmp` of `half` or `bfloat` values, on their float values (the
/// conversion is exact, so the answer is the same).
pub fn compare_half(fl: &mut FnLower, l: Leaf, cc: FloatCC, a: Value, b: Value) -> Value {
    let x = narrow_to_float(fl, l, a);
    let y = narrow_to_float(fl, l, b);
    fl.b.ins().fcmp(cc, x, y)
}
