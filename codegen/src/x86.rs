//! The x86 target intrinsics clang emits for SSE2-level builtins
//! (`_mm_movemask_epi8`, `_mm_packs_epi16`, `_mm_madd_epi16`,
//! `_mm_slli_epi32`, `_mm_min_ps`, ...): always at `-O0`, and at `-O2` for
//! those LLVM's optimizer keeps. Each is written with the Cranelift
//! instructions of its exact x86 meaning (shift counts past the lane
//! width, `minps` taking the second operand when either is NaN, ...):
//! SSE2 ones on baseline x86-64, SSSE3's `pshufb` and `pmaddubsw` and
//! SSE4.1's blends, `ptest` and roundings only in functions whose CPU
//! features include them (their ISA has them).
//! BMI's `bzhi` and `bextr` are scalar arithmetic. A 256-bit form works on
//! each 128-bit half, as AVX2 does. Other x86 intrinsics are refused by
//! name.

use crate::function::{FnLower, Vals};
use crate::{CompileError, Result};
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::types as cl;
use cranelift_codegen::ir::{self, InstBuilder, MemFlagsData, Type as ClType, Value};
use llconv_ir::{CallData, TypeId};

/// `llvm.x86.<name>` called with `call`.
pub fn lower(
    fl: &mut FnLower,
    name: &[u8],
    call: &CallData,
    ret_ty: TypeId,
) -> Result<Option<Vals>> {
    let name = std::str::from_utf8(name).unwrap_or("");
    let refuse = || {
        Err(CompileError::new(format!(
            "intrinsic llvm.x86.{name} is not supported yet"
        )))
    };
    let args = &call.args;
    let arg = |fl: &mut FnLower, i: usize| -> Result<Vals> {
        match args.get(i) {
            Some(&a) => fl.val(a),
            None => Err(CompileError::new(format!(
                "llvm.x86.{name} has too few arguments"
            ))),
        }
    };
    // Hints and fences: `pause` only tells the CPU a loop spins.
    match name {
        "sse2.pause" => return Ok(None),
        "sse2.mfence" | "sse2.lfence" | "sse.sfence" => {
            fl.b.ins().fence();
            return Ok(None);
        }
        _ => {}
    }
    // `llvm.x86.pclmulqdq` has no family part.
    let (family, rest) = name.split_once('.').unwrap_or((name, ""));
    if family == "bmi" {
        return bmi(fl, rest, args).map(Some);
    }
    if let Some(routine) = Routine::for_intrinsic(family, rest, args, fl) {
        let mut vals = Vec::new();
        for &a in args.iter().take(routine.arity()) {
            vals.push(fl.val1(a)?);
        }
        // The routine reads and writes registers of its signature's types:
        // a declaration of other types (unverified input) is refused.
        let sig = routine.signature();
        let params: Vec<ClType> = vals.iter().map(|&v| fl.b.func.dfg.value_type(v)).collect();
        let returns: Vec<ClType> = if fl.m.types.get(ret_ty) == &llconv_ir::Type::Void {
            Vec::new()
        } else {
            fl.layouts.leaves(ret_ty)?.iter().map(|l| l.ty).collect()
        };
        if params != sig.params.iter().map(|p| p.value_type).collect::<Vec<_>>()
            || returns != sig.returns.iter().map(|p| p.value_type).collect::<Vec<_>>()
        {
            return refuse();
        }
        let r: Vals = fl
            .call_helper(crate::gaps::Helper::X86(routine), &vals)
            .into_iter()
            .collect();
        return Ok((!r.is_empty()).then_some(r));
    }
    if !matches!(family, "sse" | "sse2" | "ssse3" | "sse41" | "avx" | "avx2") {
        return refuse();
    }
    // What the function's own CPU features allow (its ISA has them).
    let cpu = fl.m.globals[fl.gid]
        .as_func()
        .map(|f| crate::target::function_cpu(fl.m, f))
        .unwrap_or_default();
    let has_ssse3 = cpu.contains(&"has_ssse3");
    let has_sse41 = cpu.contains(&"has_sse41");
    let r: Vals = match rest {
        // The sign bit of each lane, lane 0 in bit 0; halves side by side.
        "pmovmskb.128" | "pmovmskb" | "movmsk.ps" | "movmsk.pd" | "movmsk.ps.256"
        | "movmsk.pd.256" => {
            let parts = arg(fl, 0)?;
            let mut acc: Option<Value> = None;
            let mut shift = 0;
            for p in parts {
                let t = fl.b.func.dfg.value_type(p);
                let int_ty = t.as_int();
                let v = cast(fl, int_ty, p);
                let bits = fl.b.ins().vhigh_bits(cl::I32, v);
                let placed = if shift == 0 {
                    bits
                } else {
                    fl.b.ins().ishl_imm_u(bits, i64::from(shift))
                };
                acc = Some(match acc {
                    None => placed,
                    Some(a) => fl.b.ins().bor(a, placed),
                });
                shift += t.lane_count();
            }
            let Some(acc) = acc else { return refuse() };
            Vals::from_slice(&[acc])
        }
        // Saturating packs of both operands, half by half.
        "packsswb.128" | "packssdw.128" | "packuswb.128" | "packusdw" | "packsswb" | "packssdw"
        | "packuswb" => {
            let signed = rest.starts_with("packss");
            let (a, b) = (arg(fl, 0)?, arg(fl, 1)?);
            pairwise(a, b, |x, y| {
                if signed {
                    fl.b.ins().snarrow(x, y)
                } else {
                    fl.b.ins().unarrow(x, y)
                }
            })?
        }
        // Products of 16-bit lanes, adjacent pairs summed into 32 bits.
        "pmadd.wd" => {
            let (a, b) = (arg(fl, 0)?, arg(fl, 1)?);
            pairwise(a, b, |x, y| {
                let (xl, yl) = (fl.b.ins().swiden_low(x), fl.b.ins().swiden_low(y));
                let (xh, yh) = (fl.b.ins().swiden_high(x), fl.b.ins().swiden_high(y));
                let lo = fl.b.ins().imul(xl, yl);
                let hi = fl.b.ins().imul(xh, yh);
                fl.b.ins().iadd_pairwise(lo, hi)
            })?
        }
        // Bytes of the first operand picked by the second (0 where its
        // high bit is set), half by half: SSSE3's `pshufb`, which the
        // function's features must include (clang checks as much).
        "pshuf.b.128" | "pshuf.b" if has_ssse3 => {
            let (a, b) = (arg(fl, 0)?, arg(fl, 1)?);
            pairwise(a, b, |x, y| fl.b.ins().x86_pshufb(x, y))?
        }
        // Unsigned bytes of the first operand times signed bytes of the
        // second, adjacent pairs summed with signed saturation.
        "pmadd.ub.sw.128" | "pmadd.ub.sw" if has_ssse3 => {
            let (a, b) = (arg(fl, 0)?, arg(fl, 1)?);
            // Cranelift's operands: the signed bytes first.
            pairwise(a, b, |x, y| fl.b.ins().x86_pmaddubsw(y, x))?
        }
        // Lanes of the second operand where the mask lane's top bit is
        // set, else the first's (SSE4.1 and AVX).
        "pblendvb" | "blendvps" | "blendvpd" | "blendv.ps.256" | "blendv.pd.256" if has_sse41 => {
            let (a, b, m) = (arg(fl, 0)?, arg(fl, 1)?, arg(fl, 2)?);
            if a.len() != m.len() || b.len() != m.len() {
                return refuse();
            }
            let mut out = Vals::new();
            for ((x, y), c) in a.into_iter().zip(b).zip(m) {
                let t = fl.b.func.dfg.value_type(x);
                let it = t.as_int();
                let (x, y, c) = (cast(fl, it, x), cast(fl, it, y), cast(fl, it, c));
                let r = fl.b.ins().blendv(c, y, x);
                out.push(cast(fl, t, r));
            }
            out
        }
        // `ptest`: 1 when `a & b` is all zero (z), when `!a & b` is (c),
        // when neither is (nzc).
        "ptestz" | "ptestc" | "ptestnzc" | "ptestz.256" | "ptestc.256" | "ptestnzc.256"
            if has_sse41 =>
        {
            let (a, b) = (arg(fl, 0)?, arg(fl, 1)?);
            if a.len() != b.len() {
                return refuse();
            }
            let (mut and_any, mut andn_any) = (None, None);
            for (x, y) in a.into_iter().zip(b) {
                let (x, y) = (cast(fl, cl::I64X2, x), cast(fl, cl::I64X2, y));
                let both = fl.b.ins().band(x, y);
                let only_b = fl.b.ins().band_not(y, x);
                let z = fl.b.ins().vany_true(both);
                let c = fl.b.ins().vany_true(only_b);
                and_any = Some(and_any.map_or(z, |p| fl.b.ins().bor(p, z)));
                andn_any = Some(andn_any.map_or(c, |p| fl.b.ins().bor(p, c)));
            }
            let (Some(and_any), Some(andn_any)) = (and_any, andn_any) else {
                return refuse();
            };
            let r = match rest.trim_end_matches(".256") {
                "ptestz" => fl.b.ins().bxor_imm_u(and_any, 1),
                "ptestc" => fl.b.ins().bxor_imm_u(andn_any, 1),
                _ => fl.b.ins().band(and_any, andn_any),
            };
            Vals::from_slice(&[fl.b.ins().uextend(cl::I32, r)])
        }
        // `roundps` and kin: the rounding the immediate's low bits name,
        // or the current one (to nearest) when its bit 2 is set; the
        // scalar forms take the other lanes from the first operand.
        "round.ps" | "round.pd" | "round.ps.256" | "round.pd.256" | "round.ss" | "round.sd"
            if has_sse41 =>
        {
            let scalar = rest.ends_with(".ss") || rest.ends_with(".sd");
            let imm_arg = if scalar { 2 } else { 1 };
            let Some(imm) = args
                .get(imm_arg)
                .and_then(|&o| crate::intrinsics::const_int(fl, o))
            else {
                return refuse();
            };
            let mode = if imm & 4 != 0 { 0 } else { imm & 3 };
            let round = |fl: &mut FnLower, v: Value| match mode {
                0 => fl.b.ins().nearest(v),
                1 => fl.b.ins().floor(v),
                2 => fl.b.ins().ceil(v),
                _ => fl.b.ins().trunc(v),
            };
            if scalar {
                let (a, b) = (arg(fl, 0)?, arg(fl, 1)?);
                let (Some(&x), Some(&y)) = (a.first(), b.first()) else {
                    return refuse();
                };
                let y0 = fl.b.ins().extractlane(y, 0);
                let r0 = round(fl, y0);
                Vals::from_slice(&[fl.b.ins().insertlane(x, r0, 0)])
            } else {
                let a = arg(fl, 0)?;
                a.into_iter().map(|x| round(fl, x)).collect()
            }
        }
        // Unsigned averages rounded up.
        "pavg.b" | "pavg.w" => {
            let (a, b) = (arg(fl, 0)?, arg(fl, 1)?);
            pairwise(a, b, |x, y| fl.b.ins().avg_round(x, y))?
        }
        // The high 16 bits of each 32-bit product.
        "pmulh.w" | "pmulhu.w" => {
            let signed = rest == "pmulh.w";
            let (a, b) = (arg(fl, 0)?, arg(fl, 1)?);
            pairwise(a, b, |x, y| {
                let widen = |fl: &mut FnLower, v: Value, high: bool| match (signed, high) {
                    (true, false) => fl.b.ins().swiden_low(v),
                    (true, true) => fl.b.ins().swiden_high(v),
                    (false, false) => fl.b.ins().uwiden_low(v),
                    (false, true) => fl.b.ins().uwiden_high(v),
                };
                let (xl, yl) = (widen(fl, x, false), widen(fl, y, false));
                let (xh, yh) = (widen(fl, x, true), widen(fl, y, true));
                let lo = fl.b.ins().imul(xl, yl);
                let hi = fl.b.ins().imul(xh, yh);
                // The high halves fit in 16 bits: the narrowing cannot
                // saturate.
                if signed {
                    let lo = fl.b.ins().sshr_imm_u(lo, 16);
                    let hi = fl.b.ins().sshr_imm_u(hi, 16);
                    fl.b.ins().snarrow(lo, hi)
                } else {
                    let lo = fl.b.ins().ushr_imm_u(lo, 16);
                    let hi = fl.b.ins().ushr_imm_u(hi, 16);
                    wrapping_narrow_i32x4(fl, lo, hi)
                }
            })?
        }
        // Sums of absolute differences of bytes, per 8-byte half, in the
        // low 16 bits of each 64-bit lane.
        "psad.bw" => {
            let (a, b) = (arg(fl, 0)?, arg(fl, 1)?);
            pairwise(a, b, |x, y| {
                let mx = fl.b.ins().umax(x, y);
                let mn = fl.b.ins().umin(x, y);
                let d = fl.b.ins().isub(mx, mn);
                let lo = fl.b.ins().uwiden_low(d);
                let hi = fl.b.ins().uwiden_high(d);
                // Pairs, quads, then eights: 16-bit lanes never overflow
                // (8 * 255).
                let s = fl.b.ins().iadd_pairwise(lo, hi);
                let s = fl.b.ins().iadd_pairwise(s, s);
                let s = fl.b.ins().iadd_pairwise(s, s);
                let s0 = fl.b.ins().extractlane(s, 0);
                let s1 = fl.b.ins().extractlane(s, 1);
                let s0 = fl.b.ins().uextend(cl::I64, s0);
                let s1 = fl.b.ins().uextend(cl::I64, s1);
                let v = fl.b.ins().splat(cl::I64X2, s0);
                fl.b.ins().insertlane(v, s1, 1)
            })?
        }
        // Shifts by an immediate-style count, or by the low 64 bits of a
        // vector: logical shifts past the lane width give 0, arithmetic
        // ones the sign.
        _ if is_shift(rest) => {
            let (kind, by_vector) = shift_kind(rest);
            let parts = arg(fl, 0)?;
            let count = {
                let c = arg(fl, 1)?;
                let Some(&c0) = c.first() else {
                    return refuse();
                };
                if by_vector {
                    let v = cast(fl, cl::I64X2, c0);
                    fl.b.ins().extractlane(v, 0)
                } else {
                    let t = fl.b.func.dfg.value_type(c0);
                    if t == cl::I64 {
                        c0
                    } else {
                        fl.b.ins().uextend(cl::I64, c0)
                    }
                }
            };
            let mut out = Vals::new();
            for p in parts {
                let t = fl.b.func.dfg.value_type(p);
                let bits = i64::from(t.lane_bits());
                let big =
                    fl.b.ins()
                        .icmp_imm_u(IntCC::UnsignedGreaterThanOrEqual, count, bits);
                let r = match kind {
                    ShiftKind::Left | ShiftKind::RightLogical => {
                        let s = if kind == ShiftKind::Left {
                            fl.b.ins().ishl(p, count)
                        } else {
                            fl.b.ins().ushr(p, count)
                        };
                        let zero = fl.b.ins().iconst(t.lane_type(), 0);
                        let zero = fl.b.ins().splat(t, zero);
                        fl.b.ins().select(big, zero, s)
                    }
                    ShiftKind::RightArithmetic => {
                        let most = fl.b.ins().iconst(cl::I64, bits - 1);
                        let c = fl.b.ins().select(big, most, count);
                        fl.b.ins().sshr(p, c)
                    }
                };
                out.push(r);
            }
            out
        }
        // `minps`/`maxps`: the first operand where it is less (greater),
        // else the second (NaNs included).
        "min.ps" | "max.ps" | "min.pd" | "max.pd" | "min.ps.256" | "max.ps.256" | "min.pd.256"
        | "max.pd.256" => {
            let cc = if rest.starts_with("min") {
                FloatCC::LessThan
            } else {
                FloatCC::GreaterThan
            };
            let (a, b) = (arg(fl, 0)?, arg(fl, 1)?);
            pairwise(a, b, |x, y| {
                let m = fl.b.ins().fcmp(cc, x, y);
                let t = fl.b.func.dfg.value_type(x);
                let xi = cast(fl, t.as_int(), x);
                let yi = cast(fl, t.as_int(), y);
                let r = fl.b.ins().bitselect(m, xi, yi);
                cast(fl, t, r)
            })?
        }
        // The same on lane 0; the other lanes are the first operand's.
        "min.ss" | "max.ss" | "min.sd" | "max.sd" => {
            let cc = if rest.starts_with("min") {
                FloatCC::LessThan
            } else {
                FloatCC::GreaterThan
            };
            let (a, b) = (arg(fl, 0)?, arg(fl, 1)?);
            let (Some(&x), Some(&y)) = (a.first(), b.first()) else {
                return refuse();
            };
            let x0 = fl.b.ins().extractlane(x, 0);
            let y0 = fl.b.ins().extractlane(y, 0);
            let less = fl.b.ins().fcmp(cc, x0, y0);
            let r0 = fl.b.ins().select(less, x0, y0);
            Vals::from_slice(&[fl.b.ins().insertlane(x, r0, 0)])
        }
        // Float to int32 lanes, truncated; out-of-range lanes 0x80000000.
        "cvttps2dq" => {
            let a = arg(fl, 0)?;
            let Some(&x) = a.first() else {
                return refuse();
            };
            Vals::from_slice(&[fl.b.ins().x86_cvtt2dq(cl::I32X4, x)])
        }
        _ => return refuse(),
    };
    Ok(Some(r))
}

/// The vector `v` seen as `ty` (same bits).
fn cast(fl: &mut FnLower, ty: ClType, v: Value) -> Value {
    if fl.b.func.dfg.value_type(v) == ty {
        return v;
    }
    let little = MemFlagsData::new().with_endianness(ir::Endianness::Little);
    fl.b.ins().bitcast(ty, little, v)
}

/// `f` on the matching 128-bit parts of `a` and `b`.
fn pairwise(a: Vals, b: Vals, mut f: impl FnMut(Value, Value) -> Value) -> Result<Vals> {
    if a.len() != b.len() || a.is_empty() {
        return Err(CompileError::new(
            "x86 intrinsic operands of different widths",
        ));
    }
    Ok(a.into_iter().zip(b).map(|(x, y)| f(x, y)).collect())
}

/// The low 16 bits of each 32-bit lane of `lo` then `hi` (values already
/// in 0..=0xffff), as one 16-bit vector: shifted into the signed range,
/// packed with saturation (which then never saturates), shifted back.
fn wrapping_narrow_i32x4(fl: &mut FnLower, lo: Value, hi: Value) -> Value {
    let bias = fl.b.ins().iconst(cl::I32, 0x8000);
    let bias = fl.b.ins().splat(cl::I32X4, bias);
    let lo = fl.b.ins().isub(lo, bias);
    let hi = fl.b.ins().isub(hi, bias);
    let packed = fl.b.ins().snarrow(lo, hi);
    let back = fl.b.ins().iconst(cl::I16, 0x8000u16 as i16 as i64);
    let back = fl.b.ins().splat(cl::I16X8, back);
    fl.b.ins().iadd(packed, back)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum ShiftKind {
    Left,
    RightLogical,
    RightArithmetic,
}

fn is_shift(rest: &str) -> bool {
    let op = rest.split('.').next().unwrap_or("");
    matches!(op, "pslli" | "psrli" | "psrai" | "psll" | "psrl" | "psra")
        && matches!(rest.rsplit('.').next(), Some("w" | "d" | "q"))
        && !rest.ends_with("psrai.q")
        && !rest.ends_with("psra.q")
}

/// The kind of a shift and whether its count is a vector's low 64 bits.
fn shift_kind(rest: &str) -> (ShiftKind, bool) {
    let op = rest.split('.').next().unwrap_or("");
    let kind = match &op[..4] {
        "psll" => ShiftKind::Left,
        "psrl" => ShiftKind::RightLogical,
        _ => ShiftKind::RightArithmetic,
    };
    (kind, !op.ends_with('i'))
}

/// BMI's bit-field extracts, scalar: `bzhi` keeps the bits below an index
/// (all of them from the width on), `bextr` takes a field given by start
/// and length (bytes 0 and 1 of the control; past the width, nothing or
/// everything).
fn bmi(fl: &mut FnLower, rest: &str, args: &[llconv_ir::Operand]) -> Result<Vals> {
    let (op, width) = match rest {
        "bzhi.32" => ("bzhi", 32),
        "bzhi.64" => ("bzhi", 64),
        "bextr.32" => ("bextr", 32),
        "bextr.64" => ("bextr", 64),
        _ => {
            return Err(CompileError::new(format!(
                "intrinsic llvm.x86.bmi.{rest} is not supported yet"
            )))
        }
    };
    let (Some(&x), Some(&ctl)) = (args.first(), args.get(1)) else {
        return Err(CompileError::new("BMI intrinsic without its operands"));
    };
    let x = fl.val1(x)?;
    let ctl = fl.val1(ctl)?;
    let ty = fl.b.func.dfg.value_type(x);
    // The low `n` bits of `v`: all of them when `n` is the width or more.
    let low_bits = |fl: &mut FnLower, v: Value, n: Value| {
        let one = fl.b.ins().iconst(ty, 1);
        let bit = fl.b.ins().ishl(one, n);
        let mask = fl.b.ins().iadd_imm_s(bit, -1);
        let kept = fl.b.ins().band(v, mask);
        let all =
            fl.b.ins()
                .icmp_imm_u(IntCC::UnsignedGreaterThanOrEqual, n, width);
        fl.b.ins().select(all, v, kept)
    };
    let r = if op == "bzhi" {
        let n = fl.b.ins().band_imm_u(ctl, 0xff);
        low_bits(fl, x, n)
    } else {
        let start = fl.b.ins().band_imm_u(ctl, 0xff);
        let len = fl.b.ins().ushr_imm_u(ctl, 8);
        let len = fl.b.ins().band_imm_u(len, 0xff);
        let shifted = fl.b.ins().ushr(x, start);
        let gone =
            fl.b.ins()
                .icmp_imm_u(IntCC::UnsignedGreaterThanOrEqual, start, width);
        let zero = fl.b.ins().iconst(ty, 0);
        let shifted = fl.b.ins().select(gone, zero, shifted);
        low_bits(fl, shifted, len)
    };
    Ok(Vals::from_slice(&[r]))
}

/// An x86 instruction Cranelift cannot emit, run as a routine written
/// into the object (arguments and result in the SysV registers: `edi`,
/// `esi` and `eax` for CRC32, `xmm0`, `xmm1` and `xmm0` for the vector
/// ones). The program asked for the instruction (the function's features
/// include it), so it runs where clang's build would.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Routine {
    /// SSE4.2 `crc32` of 1, 2, 4 or 8 bytes into a CRC.
    Crc32(u8),
    /// AES-NI: `aesenc`, `aesenclast`, `aesdec`, `aesdeclast` (opcode
    /// byte), and `aesimc`.
    Aes(u8),
    AesImc,
    /// `aeskeygenassist` with its immediate.
    AesKeygen(u8),
    /// `pclmulqdq` with its immediate.
    Pclmul(u8),
    /// `rdtsc` (the counter in `rax`), `rdtscp` (and the processor id in
    /// `edx`).
    Rdtsc,
    Rdtscp,
    /// `xgetbv` of the register `ecx` names (the enabled-state mask in
    /// `rax`, `edx:eax` joined).
    Xgetbv,
    /// `clflush [rdi]`.
    Clflush,
    /// `rdrand` or `rdseed` (`seed`) of 2, 4 or 8 bytes: the value in
    /// `rax`, 1 in `edx` if the CPU gave one.
    Random {
        bytes: u8,
        seed: bool,
    },
}

impl Routine {
    /// The routine for `llvm.x86.<family>.<rest>`, if it is one.
    fn for_intrinsic(
        family: &str,
        rest: &str,
        args: &[llconv_ir::Operand],
        fl: &FnLower,
    ) -> Option<Routine> {
        let imm = |i: usize| {
            args.get(i)
                .and_then(|&o| crate::intrinsics::const_int(fl, o))
                .map(|v| v as u8)
        };
        Some(match (family, rest) {
            ("sse42", "crc32.32.8") => Routine::Crc32(1),
            ("sse42", "crc32.32.16") => Routine::Crc32(2),
            ("sse42", "crc32.32.32") => Routine::Crc32(4),
            ("sse42", "crc32.64.64") => Routine::Crc32(8),
            ("aesni", "aesenc") => Routine::Aes(0xDC),
            ("aesni", "aesenclast") => Routine::Aes(0xDD),
            ("aesni", "aesdec") => Routine::Aes(0xDE),
            ("aesni", "aesdeclast") => Routine::Aes(0xDF),
            ("aesni", "aesimc") => Routine::AesImc,
            ("aesni", "aeskeygenassist") => Routine::AesKeygen(imm(1)?),
            ("pclmulqdq", "") => Routine::Pclmul(imm(2)?),
            ("rdtsc", "") => Routine::Rdtsc,
            ("rdtscp", "") => Routine::Rdtscp,
            ("sse2", "clflush") => Routine::Clflush,
            ("rdrand", n) | ("rdseed", n) => Routine::Random {
                bytes: match n {
                    "16" => 2,
                    "32" => 4,
                    "64" => 8,
                    _ => return None,
                },
                seed: family == "rdseed",
            },
            _ => return None,
        })
    }

    fn arity(self) -> usize {
        match self {
            Routine::Rdtsc | Routine::Rdtscp | Routine::Random { .. } => 0,
            Routine::AesImc | Routine::AesKeygen(_) | Routine::Clflush | Routine::Xgetbv => 1,
            _ => 2,
        }
    }

    pub fn symbol(self) -> String {
        match self {
            Routine::Crc32(n) => format!("__llconv_crc32_{n}"),
            Routine::Aes(op) => format!("__llconv_aes_{op:02x}"),
            Routine::AesImc => "__llconv_aesimc".into(),
            Routine::AesKeygen(imm) => format!("__llconv_aeskeygenassist_{imm:02x}"),
            Routine::Pclmul(imm) => format!("__llconv_pclmulqdq_{imm:02x}"),
            Routine::Rdtsc => "__llconv_rdtsc".into(),
            Routine::Rdtscp => "__llconv_rdtscp".into(),
            Routine::Xgetbv => "__llconv_xgetbv".into(),
            Routine::Clflush => "__llconv_clflush".into(),
            Routine::Random { bytes, seed } => {
                format!(
                    "__llconv_{}_{bytes}",
                    if seed { "rdseed" } else { "rdrand" }
                )
            }
        }
    }

    pub fn signature(self) -> ir::Signature {
        use cranelift_codegen::ir::AbiParam;
        let mut sig = ir::Signature::new(cranelift_codegen::isa::CallConv::SystemV);
        let (params, returns): (&[ClType], &[ClType]) = match self {
            Routine::Rdtsc => (&[], &[cl::I64]),
            Routine::Rdtscp => (&[], &[cl::I64, cl::I32]),
            Routine::Xgetbv => (&[cl::I32], &[cl::I64]),
            Routine::Clflush => (&[cl::I64], &[]),
            Routine::Random { bytes: 2, .. } => (&[], &[cl::I16, cl::I32]),
            Routine::Random { bytes: 4, .. } => (&[], &[cl::I32, cl::I32]),
            Routine::Random { .. } => (&[], &[cl::I64, cl::I32]),
            _ => {
                let (params, ret) = self.vector_or_crc_signature();
                sig.params.extend(params.iter().map(|&t| AbiParam::new(t)));
                sig.returns.push(AbiParam::new(ret));
                return sig;
            }
        };
        sig.params.extend(params.iter().map(|&t| AbiParam::new(t)));
        sig.returns
            .extend(returns.iter().map(|&t| AbiParam::new(t)));
        sig
    }

    fn vector_or_crc_signature(self) -> (&'static [ClType], ClType) {
        match self {
            Routine::Crc32(1) => (&[cl::I32, cl::I8], cl::I32),
            Routine::Crc32(2) => (&[cl::I32, cl::I16], cl::I32),
            Routine::Crc32(4) => (&[cl::I32, cl::I32], cl::I32),
            Routine::Crc32(_) => (&[cl::I64, cl::I64], cl::I64),
            Routine::AesImc | Routine::AesKeygen(_) => (&[cl::I64X2], cl::I64X2),
            _ => (&[cl::I64X2, cl::I64X2], cl::I64X2),
        }
    }

    /// The machine code: the instruction on the argument registers, `ret`.
    pub fn code(self) -> Vec<u8> {
        const RET: u8 = 0xC3;
        match self {
            // mov eax, edi; crc32 eax, sil/si/esi
            Routine::Crc32(1) => vec![0x89, 0xF8, 0xF2, 0x40, 0x0F, 0x38, 0xF0, 0xC6, RET],
            Routine::Crc32(2) => vec![0x89, 0xF8, 0x66, 0xF2, 0x0F, 0x38, 0xF1, 0xC6, RET],
            Routine::Crc32(4) => vec![0x89, 0xF8, 0xF2, 0x0F, 0x38, 0xF1, 0xC6, RET],
            // mov rax, rdi; crc32 rax, rsi
            Routine::Crc32(_) => vec![0x48, 0x89, 0xF8, 0xF2, 0x48, 0x0F, 0x38, 0xF1, 0xC6, RET],
            // aesenc.. xmm0, xmm1
            Routine::Aes(op) => vec![0x66, 0x0F, 0x38, op, 0xC1, RET],
            // aesimc xmm0, xmm0
            Routine::AesImc => vec![0x66, 0x0F, 0x38, 0xDB, 0xC0, RET],
            // aeskeygenassist xmm0, xmm0, imm
            Routine::AesKeygen(imm) => vec![0x66, 0x0F, 0x3A, 0xDF, 0xC0, imm, RET],
            // pclmulqdq xmm0, xmm1, imm
            Routine::Pclmul(imm) => vec![0x66, 0x0F, 0x3A, 0x44, 0xC1, imm, RET],
            // rdtsc; shl rdx, 32; or rax, rdx
            Routine::Rdtsc => vec![0x0F, 0x31, 0x48, 0xC1, 0xE2, 0x20, 0x48, 0x09, 0xD0, RET],
            // rdtscp; shl rdx, 32; or rax, rdx; mov edx, ecx
            Routine::Rdtscp => vec![
                0x0F, 0x01, 0xF9, 0x48, 0xC1, 0xE2, 0x20, 0x48, 0x09, 0xD0, 0x89, 0xCA, RET,
            ],
            // mov ecx, edi; xgetbv; shl rdx, 32; or rax, rdx
            Routine::Xgetbv => vec![
                0x89, 0xF9, 0x0F, 0x01, 0xD0, 0x48, 0xC1, 0xE2, 0x20, 0x48, 0x09, 0xD0, RET,
            ],
            // clflush [rdi]
            Routine::Clflush => vec![0x0F, 0xAE, 0x3F, RET],
            // rdrand/rdseed ax/eax/rax; setc dl; movzx edx, dl
            Routine::Random { bytes, seed } => {
                let mut c = match bytes {
                    2 => vec![0x66],
                    8 => vec![0x48],
                    _ => vec![],
                };
                c.extend([0x0F, 0xC7, if seed { 0xF8 } else { 0xF0 }]);
                c.extend([0x0F, 0x92, 0xC2, 0x0F, 0xB6, 0xD2, RET]);
                c
            }
        }
    }
}
