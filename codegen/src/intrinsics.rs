//! The intrinsics clang emits for C, lowered leaf by leaf (so their vector
//! forms work too). Anything else is refused by name.

use crate::function::{FnLower, Vals};
use crate::layout::Leaf;
use crate::{gaps, CompileError, Result};
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::types as cl;
use cranelift_codegen::ir::{InstBuilder, TrapCode, Value};
use llconv_ir::{CallData, ConstKind, Operand, TypeId};
use smallvec::SmallVec;

/// Base names (after `llvm.`), longest first where one prefixes another.
const KNOWN: &[&str] = &[
    "memcpy.inline",
    "memcpy",
    "memmove",
    "memset.inline",
    "memset",
    "lifetime.start",
    "lifetime.end",
    "dbg.declare",
    "dbg.value",
    "dbg.label",
    "dbg.assign",
    "assume",
    "experimental.noalias.scope.decl",
    "invariant.start",
    "invariant.end",
    "sideeffect",
    "donothing",
    "eh.typeid.for",
    "frameaddress",
    "returnaddress",
    "prefetch",
    "var.annotation",
    "ptr.annotation",
    "annotation",
    "codeview.annotation",
    "pseudoprobe",
    "fake.use",
    "allow.runtime.check",
    "allow.ubsan.check",
    "expect.with.probability",
    "expect",
    "ssa.copy",
    "launder.invariant.group",
    "strip.invariant.group",
    "stacksave",
    "stackrestore",
    "va_start",
    "va_end",
    "va_copy",
    "load.relative",
    "threadlocal.address",
    "ptrmask",
    "modf",
    "frexp",
    "sincos",
    "trap",
    "ubsantrap",
    "debugtrap",
    "abs",
    "smin",
    "smax",
    "umin",
    "umax",
    "ctpop",
    "ctlz",
    "cttz",
    "bswap",
    "bitreverse",
    "fshl",
    "fshr",
    "uadd.with.overflow",
    "sadd.with.overflow",
    "usub.with.overflow",
    "ssub.with.overflow",
    "umul.with.overflow",
    "smul.with.overflow",
    "uadd.sat",
    "sadd.sat",
    "usub.sat",
    "ssub.sat",
    "fabs",
    "sqrt",
    "floor",
    "ceil",
    "trunc",
    "rint",
    "nearbyint",
    "roundeven",
    "round",
    "copysign",
    "fmuladd",
    "fma",
    "minnum",
    "maxnum",
    "minimumnum",
    "maximumnum",
    "minimum",
    "maximum",
    "pow",
    "powi",
    "exp2",
    "exp10",
    "exp",
    "log2",
    "log10",
    "log",
    "sin",
    "cos",
    "tan",
    "asin",
    "acos",
    "atan2",
    "atan",
    "sinh",
    "cosh",
    "tanh",
    "ldexp",
    "lround",
    "llround",
    "lrint",
    "llrint",
    "fptosi.sat",
    "fptoui.sat",
    "objectsize",
    "is.fpclass",
    "is.constant",
    "scmp",
    "ucmp",
    "masked.load",
    "masked.store",
    "masked.gather",
    "masked.scatter",
    "vector.reduce.add",
    "vector.reduce.mul",
    "vector.reduce.and",
    "vector.reduce.or",
    "vector.reduce.xor",
    "vector.reduce.smin",
    "vector.reduce.smax",
    "vector.reduce.umin",
    "vector.reduce.umax",
    "vector.reduce.fadd",
    "vector.reduce.fmul",
    "vector.reduce.fmin",
    "vector.reduce.fmax",
    "vector.reduce.fminimum",
    "vector.reduce.fmaximum",
];

fn base_name(full: &[u8]) -> Option<&'static str> {
    let rest = full.strip_prefix(b"llvm.")?;
    KNOWN
        .iter()
        .copied()
        .find(|k| rest.starts_with(k.as_bytes()) && matches!(rest.get(k.len()), None | Some(b'.')))
}

pub fn lower(
    fl: &mut FnLower,
    name: &[u8],
    call: &CallData,
    ret_ty: TypeId,
) -> Result<Option<Vals>> {
    if let Some(x86_name) = name.strip_prefix(b"llvm.x86.") {
        return crate::x86::lower(fl, x86_name, call, ret_ty);
    }
    let Some(base) = base_name(name) else {
        return Err(CompileError::new(format!(
            "intrinsic {} is not supported yet",
            String::from_utf8_lossy(name)
        )));
    };
    let args = &call.args;
    let one = |v: Value| -> Option<Vals> { Some(SmallVec::from_slice(&[v])) };
    Ok(match base {
        "memcpy" | "memcpy.inline" | "memmove" => {
            let d = fl.val1(args[0])?;
            let s = fl.val1(args[1])?;
            if let Some(n) = small_constant_size(fl, args) {
                small_copy(fl, d, s, n);
                return Ok(None);
            }
            let n = to_i64(fl, args[2])?;
            let f = if base == "memmove" {
                "memmove"
            } else {
                "memcpy"
            };
            fl.call_named(f, &[cl::I64; 3], &[cl::I64], &[d, s, n]);
            None
        }
        "memset" | "memset.inline" => {
            let d = fl.val1(args[0])?;
            let v = fl.val1(args[1])?;
            if let Some(n) = small_constant_size(fl, args) {
                small_set(fl, d, v, n);
                return Ok(None);
            }
            let v = fl.b.ins().uextend(cl::I32, v);
            let n = to_i64(fl, args[2])?;
            fl.call_named(
                "memset",
                &[cl::I64, cl::I32, cl::I64],
                &[cl::I64],
                &[d, v, n],
            );
            None
        }
        "lifetime.start"
        | "lifetime.end"
        | "dbg.declare"
        | "dbg.value"
        | "dbg.label"
        | "dbg.assign"
        | "assume"
        | "experimental.noalias.scope.decl"
        | "invariant.end"
        | "sideeffect"
        | "donothing"
        | "prefetch"
        | "var.annotation"
        | "codeview.annotation"
        | "pseudoprobe"
        | "fake.use" => None,
        "eh.typeid.for" => {
            // The selector a landing pad gets for a `catch` of this type
            // (see `eh`): a constant of the function's type table.
            let Some(eh) = fl.eh.as_mut() else {
                return Err(CompileError::new(
                    "llvm.eh.typeid.for in a function without landing pads",
                ));
            };
            let k = eh.typeid_for(fl.m, args[0])?;
            one(fl.b.ins().iconst(cl::I32, i64::from(k)))
        }
        "invariant.start" => one(fl.b.ins().iconst(cl::I64, 0)),
        "allow.runtime.check" | "allow.ubsan.check" => one(fl.b.ins().iconst(cl::I8, 1)),
        "expect"
        | "expect.with.probability"
        | "ssa.copy"
        | "launder.invariant.group"
        | "strip.invariant.group"
        | "annotation"
        | "ptr.annotation" => Some(fl.val(args[0])?),
        "stacksave" => one(gaps::stack_save(fl)),
        "va_start" => {
            let ap = fl.val1(args[0])?;
            gaps::va_start(fl, ap)?;
            None
        }
        "va_end" => None,
        "ptrmask" => {
            let p = fl.val1(args[0])?;
            let m = to_i64(fl, args[1])?;
            one(fl.b.ins().band(p, m))
        }
        "modf" | "frexp" | "sincos" => Some(two_result_libcall(fl, base, args, ret_ty)?),
        // The operand is the variable itself, whose address is already
        // the thread's (see `global_addr`).
        "threadlocal.address" => Some(fl.val(args[0])?),
        "load.relative" => {
            // ptr + sext(load i32 at ptr + offset): relative lookup tables.
            let p = fl.val1(args[0])?;
            let off = to_i64(fl, args[1])?;
            let at = fl.b.ins().iadd(p, off);
            let f = cranelift_codegen::ir::MemFlagsData::new().with_notrap();
            let rel = fl.b.ins().sload32(f, at, 0);
            one(fl.b.ins().iadd(p, rel))
        }
        "va_copy" => {
            // The x86-64 va_list is 24 bytes with no pointers into itself.
            let d = fl.val1(args[0])?;
            let s = fl.val1(args[1])?;
            let f = cranelift_codegen::ir::MemFlagsData::new().with_notrap();
            for off in [0, 8, 16] {
                let v = fl.b.ins().load(cl::I64, f, s, off);
                fl.b.ins().store(f, v, d, off);
            }
            None
        }
        "stackrestore" => {
            let p = fl.val1(args[0])?;
            gaps::stack_restore(fl, p);
            None
        }
        "trap" | "ubsantrap" => {
            fl.b.ins().trap(TrapCode::unwrap_user(2));
            // The block goes on in LLVM (an `unreachable` follows).
            let cont = fl.b.create_block();
            fl.b.switch_to_block(cont);
            None
        }
        "debugtrap" => {
            fl.b.ins().debugtrap();
            None
        }
        "frameaddress" | "returnaddress" => {
            // Frame pointers are kept: `%rbp`, then the saved `%rbp` of
            // each caller in turn; a return address sits just above.
            let Some(level) = const_int(fl, args[0]).filter(|&l| l <= 64) else {
                return Err(CompileError::new(format!(
                    "llvm.{base} of a level that is not a constant up to 64"
                )));
            };
            let mut fp = fl.b.ins().get_frame_pointer(cl::I64);
            for _ in 0..level {
                fp =
                    fl.b.ins()
                        .load(cl::I64, cranelift_codegen::ir::MemFlagsData::new(), fp, 0);
            }
            if base == "returnaddress" {
                fp =
                    fl.b.ins()
                        .load(cl::I64, cranelift_codegen::ir::MemFlagsData::new(), fp, 8);
            }
            one(fp)
        }
        "objectsize" => {
            let min = const_bool(fl, args.get(1).copied());
            let v = if min { 0 } else { -1 };
            let l = fl.layouts.scalar(ret_ty)?;
            let c = fl.iconst(l.ty, v as i128 as u128);
            one(fl.zmask(c, l))
        }
        "is.constant" => one(fl.b.ins().iconst(cl::I8, 0)),
        "masked.load" | "masked.store" | "masked.gather" | "masked.scatter" => {
            masked(fl, base, call, ret_ty)?
        }
        "vector.reduce.add"
        | "vector.reduce.mul"
        | "vector.reduce.and"
        | "vector.reduce.or"
        | "vector.reduce.xor"
        | "vector.reduce.smin"
        | "vector.reduce.smax"
        | "vector.reduce.umin"
        | "vector.reduce.umax"
        | "vector.reduce.fmin"
        | "vector.reduce.fmax"
        | "vector.reduce.fminimum"
        | "vector.reduce.fmaximum" => {
            let v = fl.sval(args[0])?;
            let l = fl.layouts.scalar(ret_ty)?;
            let op = &base["vector.reduce.".len()..];
            one(reduce_tree(fl, op, l, v.to_vec()))
        }
        "vector.reduce.fadd" | "vector.reduce.fmul" => {
            let start = fl.val1(args[0])?;
            let v = fl.sval(args[1])?;
            let l = fl.layouts.scalar(ret_ty)?;
            let op = &base["vector.reduce.".len()..];
            let reassoc = call.fmf & llconv_ir::fmf::REASSOC != 0;
            let r = if reassoc {
                // llc halves the vector until one lane is left.
                let r = reduce_tree(fl, op, l, v.to_vec());
                apply(fl, op, l, start, r)
            } else {
                v.iter().fold(start, |acc, x| apply(fl, op, l, acc, *x))
            };
            one(r)
        }
        _ => Some(per_leaf(fl, base, call, ret_ty)?),
    })
}

/// The value of an integer constant operand (its low 64 bits).
pub(crate) fn const_int(fl: &FnLower, op: Operand) -> Option<u64> {
    match op {
        Operand::Const(c) => match &fl.m.consts.get(c).kind {
            ConstKind::Int(a) => Some(a.words[0]),
            _ => None,
        },
        _ => None,
    }
}

fn const_bool(fl: &FnLower, op: Option<Operand>) -> bool {
    match op {
        Some(Operand::Const(c)) => match &fl.m.consts.get(c).kind {
            ConstKind::Int(a) => !a.is_zero(),
            _ => false,
        },
        _ => false,
    }
}

fn to_i64(fl: &mut FnLower, op: Operand) -> Result<Value> {
    let v = fl.val1(op)?;
    let l = fl.layouts.scalar(fl.op_ty(op))?;
    Ok(fl.int_resize(v, l, cl::I64, false))
}

/// A reduction as llc does it on a vector: halves combined pairwise.
fn reduce_tree(fl: &mut FnLower, op: &str, l: Leaf, mut v: Vec<Value>) -> Value {
    while v.len() > 1 {
        if v.len() % 2 == 1 {
            let last = v.pop().expect("odd length");
            let k = v.len() - 1;
            v[k] = apply(fl, op, l, v[k], last);
            continue;
        }
        let half = v.len() / 2;
        let (lo, hi) = v.split_at(half);
        let (lo, hi) = (lo.to_vec(), hi.to_vec());
        v = lo
            .into_iter()
            .zip(hi)
            .map(|(a, b)| apply(fl, op, l, a, b))
            .collect();
    }
    v[0]
}

fn apply(fl: &mut FnLower, op: &str, l: Leaf, a: Value, b: Value) -> Value {
    let r = match op {
        "add" => fl.b.ins().iadd(a, b),
        "mul" => fl.b.ins().imul(a, b),
        "and" => fl.b.ins().band(a, b),
        "or" => fl.b.ins().bor(a, b),
        "xor" => fl.b.ins().bxor(a, b),
        "smin" | "smax" | "umin" | "umax" => min_max(fl, op, l, a, b),
        "fadd" => fl.b.ins().fadd(a, b),
        "fmul" => fl.b.ins().fmul(a, b),
        "fmin" => minnum(fl, a, b, false),
        "fmax" => minnum(fl, a, b, true),
        "fminimum" => fl.b.ins().fmin(a, b),
        _ => fl.b.ins().fmax(a, b),
    };
    if l.is_float {
        r
    } else {
        fl.zmask(r, l)
    }
}

fn min_max(fl: &mut FnLower, op: &str, l: Leaf, a: Value, b: Value) -> Value {
    let signed = op.starts_with('s');
    let (x, y) = if signed {
        (fl.sext_in(a, l), fl.sext_in(b, l))
    } else {
        (a, b)
    };
    let cc = match op {
        "smin" => IntCC::SignedLessThan,
        "smax" => IntCC::SignedGreaterThan,
        "umin" => IntCC::UnsignedLessThan,
        _ => IntCC::UnsignedGreaterThan,
    };
    let c = fl.b.ins().icmp(cc, x, y);
    fl.select(c, a, b)
}

/// `minnum`/`maxnum`: a NaN operand gives the other operand.
fn minnum(fl: &mut FnLower, a: Value, b: Value, max: bool) -> Value {
    let cc = if max {
        FloatCC::GreaterThan
    } else {
        FloatCC::LessThan
    };
    // As llc does on x86-64: `b < a ? b : a` (equal zeros give `a`).
    let pick = fl.b.ins().fcmp(cc, b, a);
    let r = fl.select(pick, b, a);
    let a_nan = fl.b.ins().fcmp(FloatCC::Unordered, a, a);
    fl.select(a_nan, b, r)
}

/// The all-ones and the signed extremes of a leaf's width, in its
/// container.
fn int_limits(l: Leaf) -> (u128, u128, u128) {
    let mask = if l.bits >= 128 {
        u128::MAX
    } else {
        (1u128 << l.bits) - 1
    };
    let smax = mask >> 1;
    let smin = smax + 1;
    (mask, smin, smax)
}

/// Intrinsics whose operands and result are lowered leaf by leaf.
fn per_leaf(fl: &mut FnLower, base: &str, call: &CallData, ret_ty: TypeId) -> Result<Vals> {
    let args = &call.args;
    let arg_ty = fl.op_ty(args[0]);
    if let Some(v) = native_vector(fl, base, args, arg_ty)? {
        return Ok(v);
    }
    if fl
        .layouts
        .scalar_leaves(arg_ty)?
        .iter()
        .any(|l| l.is_float && l.bits == 80)
    {
        return x87_intrinsic(fl, base, args);
    }
    if let [l] = fl.layouts.scalar_leaves(arg_ty)?[..] {
        if crate::softfloat::is_soft(l) {
            let vals: Vec<_> = args.iter().map(|a| fl.val1(*a)).collect::<Result<_>>()?;
            let r = crate::softfloat::intrinsic(fl, base, l, &vals)?;
            return Ok(SmallVec::from_slice(&[r]));
        }
    }
    let leaves = fl.layouts.scalar_leaves(arg_ty)?;
    let vals: Vec<Vals> = args.iter().map(|a| fl.sval(*a)).collect::<Result<_>>()?;
    let overflow = base.ends_with(".with.overflow");
    let mut out = Vals::new();
    let mut flags = Vals::new();
    for (k, l) in leaves.iter().copied().enumerate() {
        let a = vals[0][k];
        let b = vals.get(1).map(|v| if v.len() > k { v[k] } else { v[0] });
        let c = vals.get(2).map(|v| if v.len() > k { v[k] } else { v[0] });
        let need = |x: Option<Value>| {
            x.ok_or_else(|| CompileError::new("an intrinsic call with too few arguments"))
        };
        let r = match base {
            "abs" => {
                let s = fl.sext_in(a, l);
                let n = fl.b.ins().ineg(s);
                let neg = fl.b.ins().icmp_imm_s(IntCC::SignedLessThan, s, 0);
                let r = fl.select(neg, n, s);
                fl.zmask(r, l)
            }
            "smin" | "smax" | "umin" | "umax" => min_max(fl, base, l, a, need(b)?),
            "ctpop" => fl.b.ins().popcnt(a),
            "ctlz" => {
                let r = fl.b.ins().clz(a);
                let extra = i64::from(l.ty.bits() - l.bits);
                if extra > 0 {
                    fl.b.ins().iadd_imm_s(r, -extra)
                } else {
                    r
                }
            }
            "cttz" => {
                let x = if l.is_odd_int() {
                    let top = fl.iconst(l.ty, 1u128 << l.bits);
                    fl.b.ins().bor(a, top)
                } else {
                    a
                };
                fl.b.ins().ctz(x)
            }
            "bswap" | "bitreverse" => {
                let r = if base == "bswap" {
                    if l.ty == cl::I8 {
                        a
                    } else {
                        fl.b.ins().bswap(a)
                    }
                } else {
                    fl.b.ins().bitrev(a)
                };
                let extra = i64::from(l.ty.bits() - l.bits);
                if extra > 0 {
                    fl.b.ins().ushr_imm_s(r, extra)
                } else {
                    r
                }
            }
            "fshl" | "fshr" => funnel(fl, base == "fshl", l, a, need(b)?, need(c)?),
            "uadd.with.overflow" | "sadd.with.overflow" | "usub.with.overflow"
            | "ssub.with.overflow" | "umul.with.overflow" | "smul.with.overflow" => {
                let (r, o) = with_overflow(fl, &base[..4], l, a, need(b)?)?;
                flags.push(o);
                r
            }
            "uadd.sat" | "usub.sat" | "sadd.sat" | "ssub.sat" => {
                let b = need(b)?;
                let op = format!("{}{}", &base[..1], &base[1..4]);
                let (r, o) = with_overflow(fl, &op, l, a, b)?;
                let (mask, smin, smax) = int_limits(l);
                let sat = match base {
                    "uadd.sat" => fl.iconst(l.ty, mask),
                    "usub.sat" => fl.iconst(l.ty, 0),
                    _ => {
                        // Overflow goes toward a's sign (sub: away from b's).
                        let sa = fl.sext_in(a, l);
                        let neg = fl.b.ins().icmp_imm_s(IntCC::SignedLessThan, sa, 0);
                        let lo = fl.iconst(l.ty, smin);
                        let hi = fl.iconst(l.ty, smax);
                        fl.select(neg, lo, hi)
                    }
                };
                fl.select(o, sat, r)
            }
            "is.fpclass" => {
                let mask = match args.get(1) {
                    Some(Operand::Const(c)) => match &fl.m.consts.get(*c).kind {
                        ConstKind::Int(x) => x.low_u64() as u32,
                        _ => 0,
                    },
                    _ => 0,
                };
                fp_class(fl, a, l, mask)
            }
            "fabs" => fl.b.ins().fabs(a),
            "sqrt" => fl.b.ins().sqrt(a),
            "floor" => fl.b.ins().floor(a),
            "ceil" => fl.b.ins().ceil(a),
            "trunc" => fl.b.ins().trunc(a),
            "rint" | "nearbyint" | "roundeven" => fl.b.ins().nearest(a),
            "copysign" => fl.b.ins().fcopysign(a, need(b)?),
            "fmuladd" => {
                // As llc does without FMA: a multiply, then an add.
                let p = fl.b.ins().fmul(a, need(b)?);
                fl.b.ins().fadd(p, need(c)?)
            }
            "fma" => fl.b.ins().fma(a, need(b)?, need(c)?),
            "minnum" | "minimumnum" => minnum(fl, a, need(b)?, false),
            "maxnum" | "maximumnum" => minnum(fl, a, need(b)?, true),
            "minimum" => fl.b.ins().fmin(a, need(b)?),
            "maximum" => fl.b.ins().fmax(a, need(b)?),
            "round" | "pow" | "exp" | "exp2" | "exp10" | "log" | "log2" | "log10" | "sin"
            | "cos" | "tan" | "asin" | "acos" | "atan" | "atan2" | "sinh" | "cosh" | "tanh" => {
                let name = if l.ty == cl::F32 {
                    format!("{base}f")
                } else {
                    base.to_owned()
                };
                let mut xs = vec![a];
                xs.extend(b);
                let tys = vec![l.ty; xs.len()];
                fl.call_named(&name, &tys, &[l.ty], &xs)[0]
            }
            "powi" | "ldexp" => {
                let e = need(b)?;
                let name = match (base, l.ty == cl::F32) {
                    ("powi", true) => "__powisf2",
                    ("powi", false) => "__powidf2",
                    (_, true) => "ldexpf",
                    _ => "ldexp",
                };
                fl.call_named(name, &[l.ty, cl::I32], &[l.ty], &[a, e])[0]
            }
            "lround" | "llround" | "lrint" | "llrint" => {
                let rl = fl.layouts.scalar(ret_ty)?;
                let stem = if base.ends_with("round") {
                    "lround"
                } else {
                    "lrint"
                };
                let name = if l.ty == cl::F32 {
                    format!("{stem}f")
                } else {
                    stem.to_owned()
                };
                let r = fl.call_named(&name, &[l.ty], &[cl::I64], &[a])[0];
                if rl.ty != cl::I64 {
                    fl.b.ins().ireduce(rl.ty, r)
                } else {
                    r
                }
            }
            "fptosi.sat" | "fptoui.sat" => {
                let rls = fl.layouts.scalar_leaves(ret_ty)?;
                let rl = rls[k];
                sat_convert(fl, base == "fptosi.sat", a, rl)?
            }
            "scmp" | "ucmp" => {
                let rls = fl.layouts.scalar_leaves(ret_ty)?;
                let rl = rls[k];
                let (x, y) = if base == "scmp" {
                    (fl.sext_in(a, l), fl.sext_in(need(b)?, l))
                } else {
                    (a, need(b)?)
                };
                let (gt, lt) = if base == "scmp" {
                    (IntCC::SignedGreaterThan, IntCC::SignedLessThan)
                } else {
                    (IntCC::UnsignedGreaterThan, IntCC::UnsignedLessThan)
                };
                let g = fl.b.ins().icmp(gt, x, y);
                let s = fl.b.ins().icmp(lt, x, y);
                let d = fl.b.ins().isub(g, s);
                let d = if rl.ty != cl::I8 {
                    fl.b.ins().sextend(rl.ty, d)
                } else {
                    d
                };
                fl.zmask(d, rl)
            }
            other => {
                return Err(CompileError::new(format!(
                    "intrinsic llvm.{other} is not supported yet"
                )))
            }
        };
        out.push(r);
    }
    if overflow {
        out.extend(flags);
    }
    fl.vectorize(&out, ret_ty)
}

/// `fshl`/`fshr`: the funnel shift of `a:b` by `s` modulo the width.
fn funnel(fl: &mut FnLower, left: bool, l: Leaf, a: Value, b: Value, s: Value) -> Value {
    let w = fl.iconst(l.ty, u128::from(l.bits));
    // The amount modulo the width: a mask for powers of two; Cranelift has
    // no i128 remainder, so odd widths above 64 bits take libgcc's.
    let s = if l.bits.is_power_of_two() {
        fl.b.ins().band_imm_u(s, i64::from(l.bits - 1))
    } else if l.ty == cl::I128 {
        fl.call_named("__umodti3", &[cl::I128, cl::I128], &[cl::I128], &[s, w])[0]
    } else {
        fl.b.ins().urem(s, w)
    };
    let inv = fl.b.ins().isub(w, s);
    let (hi, lo) = if left {
        (fl.b.ins().ishl(a, s), fl.b.ins().ushr(b, inv))
    } else {
        (fl.b.ins().ishl(a, inv), fl.b.ins().ushr(b, s))
    };
    let r = fl.b.ins().bor(hi, lo);
    let r = fl.zmask(r, l);
    let zero = fl.b.ins().icmp_imm_s(IntCC::Equal, s, 0);
    let keep = if left { a } else { b };
    fl.select(zero, keep, r)
}

/// `{u,s}{add,sub,mul}.with.overflow` on one leaf: the wrapped result and
/// the overflow bit.
fn with_overflow(
    fl: &mut FnLower,
    op: &str,
    l: Leaf,
    a: Value,
    b: Value,
) -> Result<(Value, Value)> {
    let signed = op.starts_with('s');
    let (x, y) = if signed {
        (fl.sext_in(a, l), fl.sext_in(b, l))
    } else {
        (a, b)
    };
    if l.ty == cl::I128 {
        let r = match &op[1..] {
            "add" => fl.b.ins().iadd(x, y),
            "sub" => fl.b.ins().isub(x, y),
            _ => {
                if l.is_odd_int() {
                    return Err(CompileError::new(
                        "overflow intrinsics on odd widths above 64 bits are not supported yet",
                    ));
                }
                return Ok(mul128_overflow(fl, signed, x, y));
            }
        };
        let o = match (signed, &op[1..]) {
            (false, "add") => fl.b.ins().icmp(IntCC::UnsignedLessThan, r, x),
            (false, _) => fl.b.ins().icmp(IntCC::UnsignedLessThan, x, y),
            (true, "add") => {
                let p = fl.b.ins().bxor(x, r);
                let q = fl.b.ins().bxor(y, r);
                let t = fl.b.ins().band(p, q);
                let z = fl.iconst(cl::I128, 0);
                fl.b.ins().icmp(IntCC::SignedLessThan, t, z)
            }
            (true, _) => {
                let p = fl.b.ins().bxor(x, y);
                let q = fl.b.ins().bxor(x, r);
                let t = fl.b.ins().band(p, q);
                let z = fl.iconst(cl::I128, 0);
                fl.b.ins().icmp(IntCC::SignedLessThan, t, z)
            }
        };
        if l.is_odd_int() {
            return Err(CompileError::new(
                "overflow intrinsics on odd widths above 64 bits are not supported yet",
            ));
        }
        return Ok((r, o));
    }
    let (r, o) = match op {
        "uadd" => fl.b.ins().uadd_overflow(x, y),
        "sadd" => fl.b.ins().sadd_overflow(x, y),
        "usub" => fl.b.ins().usub_overflow(x, y),
        "ssub" => fl.b.ins().ssub_overflow(x, y),
        "umul" => fl.b.ins().umul_overflow(x, y),
        _ => fl.b.ins().smul_overflow(x, y),
    };
    if !l.is_odd_int() {
        return Ok((r, o));
    }
    // Odd width: also overflowed if the result leaves N bits.
    let wrapped = fl.zmask(r, l);
    let out_of_range = if signed {
        let back = fl.sext_in(wrapped, l);
        fl.b.ins().icmp(IntCC::NotEqual, back, r)
    } else {
        fl.b.ins().icmp(IntCC::NotEqual, wrapped, r)
    };
    let o = fl.b.ins().bor(o, out_of_range);
    Ok((wrapped, o))
}

/// `fpto{s,u}i.sat`: NaN gives 0, out-of-range values the nearest limit
/// of the result's width.
fn sat_convert(fl: &mut FnLower, signed: bool, v: Value, rl: Leaf) -> Result<Value> {
    if rl.ty == cl::I128 {
        return Err(CompileError::new(
            "saturating conversions to i128 are not supported yet",
        ));
    }
    if rl.bits == 32 || rl.bits == 64 {
        return Ok(if signed {
            fl.b.ins().fcvt_to_sint_sat(rl.ty, v)
        } else {
            fl.b.ins().fcvt_to_uint_sat(rl.ty, v)
        });
    }
    // Narrow: convert at i64, then clamp to the width's range.
    let w = if signed {
        fl.b.ins().fcvt_to_sint_sat(cl::I64, v)
    } else {
        fl.b.ins().fcvt_to_uint_sat(cl::I64, v)
    };
    let (mask, smin, smax) = int_limits(rl);
    let (lo, hi) = if signed {
        ((smin as i128 - (1i128 << rl.bits)) as i64, smax as i64)
    } else {
        (0i64, mask as i64)
    };
    let lo_v = fl.b.ins().iconst(cl::I64, lo);
    let hi_v = fl.b.ins().iconst(cl::I64, hi);
    let (lt, gt) = if signed {
        (IntCC::SignedLessThan, IntCC::SignedGreaterThan)
    } else {
        (IntCC::UnsignedLessThan, IntCC::UnsignedGreaterThan)
    };
    let below = fl.b.ins().icmp(lt, w, lo_v);
    let w = fl.select(below, lo_v, w);
    let above = fl.b.ins().icmp(gt, w, hi_v);
    let w = fl.select(above, hi_v, w);
    let r = if rl.ty != cl::I64 {
        fl.b.ins().ireduce(rl.ty, w)
    } else {
        w
    };
    Ok(fl.zmask(r, rl))
}

/// `llvm.is.fpclass(x, mask)`: the classes of LLVM's mask bits (0 signaling
/// NaN, 1 quiet NaN, 2..=5 negative infinity, normal, subnormal, zero,
/// 6..=9 the positive ones), tested on the value's bits.
fn fp_class(fl: &mut FnLower, x: Value, l: Leaf, mask: u32) -> Value {
    let (it, mant) = if l.ty == cl::F32 {
        (cl::I32, 23u32)
    } else {
        (cl::I64, 52)
    };
    let w = it.bits();
    let bits =
        fl.b.ins()
            .bitcast(it, cranelift_codegen::ir::MemFlagsData::new(), x);
    let sign_bit = 1u128 << (w - 1);
    let abs = fl.b.ins().band_imm_u(bits, (sign_bit - 1) as u64 as i64);
    let neg = fl.b.ins().icmp_imm_s(IntCC::SignedLessThan, bits, 0);
    let inf = ((1u128 << (w - 1 - mant)) - 1) << mant;
    let quiet = 1u128 << (mant - 1);
    let min_normal = 1u128 << mant;
    let c = |fl: &mut FnLower, cc: IntCC, v: u128| fl.b.ins().icmp_imm_u(cc, abs, v as u64 as i64);
    let is_nan = c(fl, IntCC::UnsignedGreaterThan, inf);
    let qnan_min = c(fl, IntCC::UnsignedGreaterThanOrEqual, inf | quiet);
    let not_q = fl.b.ins().bnot(qnan_min);
    let snan = fl.b.ins().band(is_nan, not_q);
    let is_inf = c(fl, IntCC::Equal, inf);
    let is_zero = c(fl, IntCC::Equal, 0);
    let lt_normal = c(fl, IntCC::UnsignedLessThan, min_normal);
    let not_zero = fl.b.ins().bnot(is_zero);
    let is_sub = fl.b.ins().band(lt_normal, not_zero);
    let ge_normal = fl.b.ins().bnot(lt_normal);
    let lt_inf = c(fl, IntCC::UnsignedLessThan, inf);
    let is_normal = fl.b.ins().band(ge_normal, lt_inf);
    combine_classes(
        fl,
        mask,
        [snan, qnan_min, is_inf, is_normal, is_sub, is_zero],
        neg,
    )
}

/// `llvm.is.fpclass`'s answer from the tests of a value's class
/// (signaling NaN, quiet NaN, infinity, normal, subnormal, zero) and its
/// sign: whether it is in one of `mask`'s classes (bits 0 and 1 the
/// NaNs, 2..=5 the negative classes from infinity down, 6..=9 the
/// positive ones from zero up).
fn combine_classes(fl: &mut FnLower, mask: u32, tests: [Value; 6], neg: Value) -> Value {
    let [snan, qnan, inf, normal, sub, zero] = tests;
    let pos = fl.b.ins().bnot(neg);
    let classes = [
        (0, snan, None),
        (1, qnan, None),
        (2, inf, Some(neg)),
        (3, normal, Some(neg)),
        (4, sub, Some(neg)),
        (5, zero, Some(neg)),
        (6, zero, Some(pos)),
        (7, sub, Some(pos)),
        (8, normal, Some(pos)),
        (9, inf, Some(pos)),
    ];
    let mut acc = fl.b.ins().iconst(cl::I8, 0);
    for (bit, test, sign) in classes {
        if mask & (1 << bit) == 0 {
            continue;
        }
        let t = match sign {
            Some(s) => fl.b.ins().band(test, s),
            None => test,
        };
        acc = fl.b.ins().bor(acc, t);
    }
    fl.b.ins().band_imm_u(acc, 1)
}

/// Whether the full product of two u128 overflows, from 64-bit pieces.
fn umul128_overflows(fl: &mut FnLower, x: Value, y: Value) -> Value {
    let (xl, xh) = fl.b.ins().isplit(x);
    let (yl, yh) = fl.b.ins().isplit(y);
    let xh_nz = fl.b.ins().icmp_imm_s(IntCC::NotEqual, xh, 0);
    let yh_nz = fl.b.ins().icmp_imm_s(IntCC::NotEqual, yh, 0);
    let both = fl.b.ins().band(xh_nz, yh_nz);
    let (p1, o1) = fl.b.ins().umul_overflow(xh, yl);
    let (p2, o2) = fl.b.ins().umul_overflow(xl, yh);
    let (cross, o3) = fl.b.ins().uadd_overflow(p1, p2);
    let xl128 = fl.b.ins().uextend(cl::I128, xl);
    let yl128 = fl.b.ins().uextend(cl::I128, yl);
    let low = fl.b.ins().imul(xl128, yl128);
    let (_, low_hi) = fl.b.ins().isplit(low);
    let (_, o4) = fl.b.ins().uadd_overflow(low_hi, cross);
    let o = fl.b.ins().bor(both, o1);
    let o = fl.b.ins().bor(o, o2);
    let o = fl.b.ins().bor(o, o3);
    fl.b.ins().bor(o, o4)
}

/// `{u,s}mul.with.overflow.i128`: the wrapped product and whether the
/// true product leaves the type.
fn mul128_overflow(fl: &mut FnLower, signed: bool, x: Value, y: Value) -> (Value, Value) {
    let r = fl.b.ins().imul(x, y);
    if !signed {
        return (r, umul128_overflows(fl, x, y));
    }
    let zero = fl.iconst(cl::I128, 0);
    let xneg = fl.b.ins().icmp(IntCC::SignedLessThan, x, zero);
    let yneg = fl.b.ins().icmp(IntCC::SignedLessThan, y, zero);
    let nx = fl.b.ins().ineg(x);
    let ny = fl.b.ins().ineg(y);
    let ax = fl.select(xneg, nx, x);
    let ay = fl.select(yneg, ny, y);
    let uo = umul128_overflows(fl, ax, ay);
    let mag = fl.b.ins().imul(ax, ay);
    let neg = fl.b.ins().bxor(xneg, yneg);
    // Fits if below 2^127, or exactly 2^127 with a negative sign.
    let top = fl.b.ins().icmp(IntCC::SignedLessThan, mag, zero);
    let min = fl.iconst(cl::I128, 1u128 << 127);
    let is_min = fl.b.ins().icmp(IntCC::Equal, mag, min);
    let ok_min = fl.b.ins().band(is_min, neg);
    let not_ok_min = fl.b.ins().bnot(ok_min);
    let too_big = fl.b.ins().band(top, not_ok_min);
    let o = fl.b.ins().bor(uo, too_big);
    let o = fl.b.ins().band_imm_u(o, 1);
    (r, o)
}

/// The intrinsics Cranelift has on whole 128-bit vectors (SSE2), for
/// operands that are native vectors (None: lane by lane).
fn native_vector(
    fl: &mut FnLower,
    base: &str,
    args: &[Operand],
    ty: TypeId,
) -> Result<Option<Vals>> {
    if !matches!(base, "fmuladd" | "fabs" | "sqrt") {
        return Ok(None);
    }
    let leaves = fl.layouts.leaves(ty)?;
    if !leaves.iter().all(|l| l.is_vector() && l.is_float) {
        return Ok(None);
    }
    let vals: Vec<Vals> = args.iter().map(|a| fl.val(*a)).collect::<Result<_>>()?;
    let mut out = Vals::new();
    for (k, &a) in vals[0].iter().enumerate() {
        out.push(match base {
            "fmuladd" => {
                let p = fl.b.ins().fmul(a, vals[1][k]);
                fl.b.ins().fadd(p, vals[2][k])
            }
            "fabs" => fl.b.ins().fabs(a),
            _ => fl.b.ins().sqrt(a),
        });
    }
    Ok(Some(out))
}

/// `llvm.modf`, `llvm.frexp` and `llvm.sincos` on scalars: the C library's
/// routine, its second result through a stack slot.
fn two_result_libcall(
    fl: &mut FnLower,
    base: &str,
    args: &[Operand],
    ret_ty: TypeId,
) -> Result<Vals> {
    use cranelift_codegen::ir::{StackSlotData, StackSlotKind};
    let x = fl.val1(args[0])?;
    let l = fl.layouts.scalar(fl.op_ty(args[0]))?;
    let f32 = l.ty == cl::F32;
    let slot =
        fl.b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 16, 3));
    let p = fl.b.ins().stack_addr(cl::I64, slot, 0);
    let leaves = fl.layouts.leaves(ret_ty)?;
    if leaves.len() != 2 || leaves.iter().any(|l| l.is_vector()) {
        return Err(CompileError::new(format!(
            "llvm.{base} on vectors is not supported yet"
        )));
    }
    let f = cranelift_codegen::ir::MemFlagsData::new().with_notrap();
    Ok(match base {
        "modf" => {
            let name = if f32 { "modff" } else { "modf" };
            let frac = fl.call_named(name, &[l.ty, cl::I64], &[l.ty], &[x, p])[0];
            let int = fl.b.ins().load(l.ty, f, p, 0);
            SmallVec::from_slice(&[frac, int])
        }
        "frexp" => {
            let name = if f32 { "frexpf" } else { "frexp" };
            let m = fl.call_named(name, &[l.ty, cl::I64], &[l.ty], &[x, p])[0];
            let e = fl.b.ins().load(cl::I32, f, p, 0);
            SmallVec::from_slice(&[m, e])
        }
        _ => {
            let name = if f32 { "sincosf" } else { "sincos" };
            let q = fl.b.ins().stack_addr(cl::I64, slot, 8);
            fl.call_named(name, &[l.ty, cl::I64, cl::I64], &[], &[x, p, q]);
            let s = fl.b.ins().load(l.ty, f, p, 0);
            let c = fl.b.ins().load(l.ty, f, q, 0);
            SmallVec::from_slice(&[s, c])
        }
    })
}

/// `llvm.is.fpclass` on an x86_fp80 value (80 bits in an i128: a 64-bit
/// significand with its explicit integer bit, 15 exponent bits, the
/// sign). The encodings x87 itself finds invalid (unnormals, pseudo-NaNs
/// and pseudo-infinities: integer bit clear under a non-zero exponent)
/// are NaNs, as LLVM's APFloat reads them.
fn x87_fp_class(fl: &mut FnLower, x: Value, mask: u32) -> Value {
    let (mant, hi) = fl.b.ins().isplit(x);
    let exp = fl.b.ins().band_imm_u(hi, 0x7fff);
    let sign = fl.b.ins().band_imm_u(hi, 0x8000);
    let neg = fl.b.ins().icmp_imm_u(IntCC::NotEqual, sign, 0);
    let int_bit = fl.b.ins().icmp_imm_s(IntCC::SignedLessThan, mant, 0);
    let frac = fl.b.ins().band_imm_u(mant, i64::MAX);
    let quiet_bit = fl.b.ins().band_imm_u(mant, 1 << 62);
    let quiet = fl.b.ins().icmp_imm_u(IntCC::NotEqual, quiet_bit, 0);
    let exp_max = fl.b.ins().icmp_imm_u(IntCC::Equal, exp, 0x7fff);
    let exp_zero = fl.b.ins().icmp_imm_u(IntCC::Equal, exp, 0);
    let mant_zero = fl.b.ins().icmp_imm_u(IntCC::Equal, mant, 0);
    let frac_zero = fl.b.ins().icmp_imm_u(IntCC::Equal, frac, 0);
    let inf_bits = fl.b.ins().band(int_bit, frac_zero);
    let is_inf = fl.b.ins().band(exp_max, inf_bits);
    let finite_exp = fl.b.ins().bor(exp_max, exp_zero);
    let finite_exp = fl.b.ins().bnot(finite_exp);
    let is_normal = fl.b.ins().band(finite_exp, int_bit);
    let no_int = fl.b.ins().bnot(int_bit);
    let unnormal = fl.b.ins().band(finite_exp, no_int);
    let not_inf = fl.b.ins().bnot(inf_bits);
    let max_nan = fl.b.ins().band(exp_max, not_inf);
    let is_nan = fl.b.ins().bor(max_nan, unnormal);
    let qnan = fl.b.ins().band(is_nan, quiet);
    let not_quiet = fl.b.ins().bnot(quiet);
    let snan = fl.b.ins().band(is_nan, not_quiet);
    let is_zero = fl.b.ins().band(exp_zero, mant_zero);
    let not_mant_zero = fl.b.ins().bnot(mant_zero);
    let is_sub = fl.b.ins().band(exp_zero, not_mant_zero);
    combine_classes(
        fl,
        mask,
        [snan, qnan, is_inf, is_normal, is_sub, is_zero],
        neg,
    )
}

/// The intrinsics on x86_fp80 values that `x87` has.
fn x87_intrinsic(fl: &mut FnLower, base: &str, args: &[Operand]) -> Result<Vals> {
    let a = fl.val1(args[0])?;
    let r = match base {
        "is.fpclass" => {
            let mask = args.get(1).and_then(|&m| const_int(fl, m)).unwrap_or(0) as u32;
            x87_fp_class(fl, a, mask)
        }
        "fabs" => crate::x87::abs(fl, a),
        "sqrt" => crate::x87::sqrt(fl, a),
        "copysign" => {
            let b = fl.val1(args[1])?;
            crate::x87::copysign(fl, a, b)
        }
        "fmuladd" => {
            let b = fl.val1(args[1])?;
            let c = fl.val1(args[2])?;
            let p = crate::x87::binary(fl, llconv_ir::BinOp::FMul, a, b)?;
            crate::x87::binary(fl, llconv_ir::BinOp::FAdd, p, c)?
        }
        other => {
            return Err(CompileError::new(format!(
                "llvm.{other} on x86_fp80 (long double) is not supported yet"
            )))
        }
    };
    Ok(SmallVec::from_slice(&[r]))
}

/// `llvm.masked.load`/`store` (one pointer, lanes at their offsets) and
/// `gather`/`scatter` (a pointer per lane), lane by lane in lane order:
/// a lane whose mask bit is clear is neither loaded (its result is the
/// pass-through lane) nor stored, so a masked-off lane past the end of an
/// object never faults.
fn masked(fl: &mut FnLower, base: &str, call: &CallData, ret_ty: TypeId) -> Result<Option<Vals>> {
    use cranelift_codegen::ir::BlockArg;
    let args = &call.args;
    let is_load = matches!(base, "masked.load" | "masked.gather");
    let per_lane_ptrs = matches!(base, "masked.gather" | "masked.scatter");
    let (ptr_arg, mask_arg, data_arg) = if is_load { (0, 1, 2) } else { (1, 2, 0) };
    let (Some(&ptr_op), Some(&mask_op), Some(&data_op)) =
        (args.get(ptr_arg), args.get(mask_arg), args.get(data_arg))
    else {
        return Err(CompileError::new(format!(
            "llvm.{base} without its operands"
        )));
    };
    let data_ty = if is_load { ret_ty } else { fl.op_ty(data_op) };
    let lanes = fl.layouts.scalar_leaves(data_ty)?;
    if lanes.iter().any(|l| l.offset.is_none()) {
        return Err(CompileError::new(format!(
            "llvm.{base} of i1 lanes is not supported yet"
        )));
    }
    let ptrs = fl.sval(ptr_op)?;
    let mask = fl.sval(mask_op)?;
    let data = fl.sval(data_op)?;
    if mask.len() != lanes.len()
        || data.len() != lanes.len()
        || ptrs.len() != if per_lane_ptrs { lanes.len() } else { 1 }
    {
        return Err(CompileError::new(format!(
            "llvm.{base} with operands of different lengths"
        )));
    }
    let mut out = Vals::new();
    for (k, l) in lanes.iter().copied().enumerate() {
        let (ptr, off) = if per_lane_ptrs {
            (ptrs[k], 0)
        } else {
            let off = i32::try_from(l.offset.unwrap_or(0))
                .map_err(|_| CompileError::new(format!("llvm.{base} of a vector too large")))?;
            (ptrs[0], off)
        };
        let lane = fl.b.create_block();
        let join = fl.b.create_block();
        if is_load {
            let result = fl.b.append_block_param(join, l.ty);
            fl.b.ins()
                .brif(mask[k], lane, &[], join, &[BlockArg::Value(data[k])]);
            fl.b.switch_to_block(lane);
            let v = fl.load_leaf(l, ptr, off, false)?;
            fl.b.ins().jump(join, &[BlockArg::Value(v)]);
            out.push(result);
        } else {
            fl.b.ins().brif(mask[k], lane, &[], join, &[]);
            fl.b.switch_to_block(lane);
            fl.store_leaf(l, data[k], ptr, off, false)?;
            fl.b.ins().jump(join, &[]);
        }
        fl.b.switch_to_block(join);
    }
    Ok(if is_load {
        Some(fl.vectorize(&out, ret_ty)?)
    } else {
        None
    })
}

/// Copies and fills of at most this many bytes, of a constant size and
/// not volatile, are written inline (as llc does), not as library calls:
/// C's struct assignments and the fixed-size `memcpy`s of byte-stream
/// code (LZ4's 8- and 16-byte wild copies) are most of them.
const INLINE_MEM_MAX: u64 = 64;

/// The size of a `memcpy`/`memmove`/`memset` call (`args`: destination,
/// source or value, size, volatile) when it is a constant of at most
/// [`INLINE_MEM_MAX`] bytes and the call is not volatile.
fn small_constant_size(fl: &FnLower, args: &[Operand]) -> Option<u64> {
    let n = const_int(fl, *args.get(2)?)?;
    let volatile = const_bool(fl, args.get(3).copied());
    (n <= INLINE_MEM_MAX && !volatile).then_some(n)
}

/// `n` bytes as pieces: 16-byte vectors, then 8, 4, 2 and 1 bytes.
fn mem_pieces(n: u64) -> Vec<(i32, cranelift_codegen::ir::Type)> {
    let mut out = Vec::new();
    let mut off = 0u64;
    for (size, ty) in [
        (16, cl::I8X16),
        (8, cl::I64),
        (4, cl::I32),
        (2, cl::I16),
        (1, cl::I8),
    ] {
        while n - off >= size {
            out.push((off as i32, ty));
            off += size;
        }
    }
    out
}

/// An inline copy of `n` bytes: every piece loaded before any is stored,
/// so overlapping buffers (`memmove`) come out right too.
fn small_copy(fl: &mut FnLower, d: Value, s: Value, n: u64) {
    let flags = cranelift_codegen::ir::MemFlagsData::new().with_notrap();
    let pieces = mem_pieces(n);
    let vals: Vec<Value> = pieces
        .iter()
        .map(|&(off, ty)| fl.b.ins().load(ty, flags, s, off))
        .collect();
    for (&(off, _), v) in pieces.iter().zip(vals) {
        fl.b.ins().store(flags, v, d, off);
    }
}

/// An inline fill of `n` bytes with the byte `v`.
fn small_set(fl: &mut FnLower, d: Value, v: Value, n: u64) {
    let flags = cranelift_codegen::ir::MemFlagsData::new().with_notrap();
    let byte = fl.b.ins().uextend(cl::I64, v);
    let wide = fl.b.ins().imul_imm_u(byte, 0x0101_0101_0101_0101u64 as i64);
    let mut by_type: Vec<(cranelift_codegen::ir::Type, Value)> = Vec::new();
    for (off, ty) in mem_pieces(n) {
        let value = match by_type.iter().find(|(t, _)| *t == ty) {
            Some(&(_, x)) => x,
            None => {
                let x = match ty {
                    cl::I8X16 => {
                        let b8 = fl.b.ins().ireduce(cl::I8, byte);
                        fl.b.ins().splat(cl::I8X16, b8)
                    }
                    cl::I64 => wide,
                    other => fl.b.ins().ireduce(other, wide),
                };
                by_type.push((ty, x));
                x
            }
        };
        fl.b.ins().store(flags, value, d, off);
    }
}
