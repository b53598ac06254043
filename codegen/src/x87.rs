//! `x86_fp80` (C's `long double`), which Cranelift does not have: values
//! are their 80 bits in an i128 (bit 79 the sign), and arithmetic,
//! comparisons and conversions are small x87 routines written into the
//! object as local functions, called with pointers to their operands in
//! stack slots. Sign operations (`fneg`, `fabs`, `copysign`) are bit
//! operations. Arguments travel in memory as SysV passes them (16 bytes,
//! 16-aligned, on the stack); a result in `%st(0)`, which Cranelift cannot
//! reach, passes through a thunk that moves it to or from `%rax:%rdx`.

use crate::function::FnLower;
use crate::{CompileError, Result};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types as cl;
use cranelift_codegen::ir::{
    AbiParam, InstBuilder, MemFlagsData, Signature, StackSlotData, StackSlotKind, Value,
};
use cranelift_codegen::isa::CallConv;
use llconv_ir::{BinOp, FloatPredicate};

/// An x87 routine: its operands by pointer (`%rdi` result, `%rsi`,
/// `%rdx` inputs; `Cmp` returns flags in `%eax`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum X87Op {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Sqrt,
    /// Returns bit 0 "below" (CF), bit 1 "equal" (ZF), bit 2 unordered (PF).
    Cmp,
    FromF32,
    FromF64,
    FromI64,
    ToF32,
    ToF64,
    /// Truncating, as C's conversion to an integer.
    ToI64,
}

const FLD_RSI: [u8; 2] = [0xDB, 0x2E]; // fld tbyte [rsi]
const FLD_RDX: [u8; 2] = [0xDB, 0x2A]; // fld tbyte [rdx]
const FSTP_RDI: [u8; 2] = [0xDB, 0x3F]; // fstp tbyte [rdi]
const RET: u8 = 0xC3;

impl X87Op {
    pub fn symbol(self) -> &'static str {
        match self {
            X87Op::Add => "__llconv_x87_add",
            X87Op::Sub => "__llconv_x87_sub",
            X87Op::Mul => "__llconv_x87_mul",
            X87Op::Div => "__llconv_x87_div",
            X87Op::Rem => "__llconv_x87_rem",
            X87Op::Sqrt => "__llconv_x87_sqrt",
            X87Op::Cmp => "__llconv_x87_cmp",
            X87Op::FromF32 => "__llconv_x87_from_f32",
            X87Op::FromF64 => "__llconv_x87_from_f64",
            X87Op::FromI64 => "__llconv_x87_from_i64",
            X87Op::ToF32 => "__llconv_x87_to_f32",
            X87Op::ToF64 => "__llconv_x87_to_f64",
            X87Op::ToI64 => "__llconv_x87_to_i64",
        }
    }

    pub fn signature(self) -> Signature {
        let mut sig = Signature::new(CallConv::SystemV);
        let n = match self {
            X87Op::Add | X87Op::Sub | X87Op::Mul | X87Op::Div | X87Op::Rem => 3,
            X87Op::Cmp => {
                sig.returns.push(AbiParam::new(cl::I32));
                2
            }
            _ => 2,
        };
        sig.params
            .extend(std::iter::repeat_n(AbiParam::new(cl::I64), n));
        sig
    }

    /// The routine's machine code.
    pub fn code(self) -> Vec<u8> {
        let mut c = Vec::new();
        let binary = |c: &mut Vec<u8>, op: [u8; 2]| {
            c.extend(FLD_RSI);
            c.extend(FLD_RDX);
            c.extend(op);
            c.extend(FSTP_RDI);
            c.push(RET);
        };
        match self {
            X87Op::Add => binary(&mut c, [0xDE, 0xC1]), // faddp st(1), st
            X87Op::Sub => binary(&mut c, [0xDE, 0xE9]), // fsubp: st(1) - st
            X87Op::Mul => binary(&mut c, [0xDE, 0xC9]), // fmulp
            X87Op::Div => binary(&mut c, [0xDE, 0xF9]), // fdivp: st(1) / st
            X87Op::Rem => {
                c.extend(FLD_RDX); // divisor, then st(1)
                c.extend(FLD_RSI); // dividend in st(0)
                                   // 1: fprem; fnstsw ax; test ah, 4 (C2: not done); jnz 1b
                c.extend([0xD9, 0xF8, 0xDF, 0xE0, 0xF6, 0xC4, 0x04, 0x75, 0xF7]);
                c.extend([0xDD, 0xD9]); // fstp st(1): drop the divisor
                c.extend(FSTP_RDI);
                c.push(RET);
            }
            X87Op::Sqrt => {
                c.extend(FLD_RSI);
                c.extend([0xD9, 0xFA]); // fsqrt
                c.extend(FSTP_RDI);
                c.push(RET);
            }
            X87Op::Cmp => {
                c.extend([0xDB, 0x2E]); // fld tbyte [rsi]: b, then st(1)
                c.extend([0xDB, 0x2F]); // fld tbyte [rdi]: a in st(0)
                c.extend([0xDF, 0xE9]); // fucomip st, st(1): a ? b
                c.extend([0xDD, 0xD8]); // fstp st(0): drop b
                c.extend([0x0F, 0x92, 0xC0]); // setb al
                c.extend([0x0F, 0x94, 0xC1]); // setz cl
                c.extend([0x0F, 0x9A, 0xC2]); // setp dl
                c.extend([0xD0, 0xE1]); // shl cl, 1
                c.extend([0xC0, 0xE2, 0x02]); // shl dl, 2
                c.extend([0x08, 0xC8, 0x08, 0xD0]); // or al, cl; or al, dl
                c.extend([0x0F, 0xB6, 0xC0]); // movzx eax, al
                c.push(RET);
            }
            X87Op::FromF32 | X87Op::FromF64 | X87Op::FromI64 => {
                c.extend(match self {
                    X87Op::FromF32 => [0xD9, 0x06], // fld dword [rsi]
                    X87Op::FromF64 => [0xDD, 0x06], // fld qword [rsi]
                    _ => [0xDF, 0x2E],              // fild qword [rsi]
                });
                c.extend(FSTP_RDI);
                c.push(RET);
            }
            X87Op::ToF32 | X87Op::ToF64 => {
                c.extend(FLD_RSI);
                c.extend(if self == X87Op::ToF32 {
                    [0xD9, 0x1F] // fstp dword [rdi]
                } else {
                    [0xDD, 0x1F] // fstp qword [rdi]
                });
                c.push(RET);
            }
            X87Op::ToI64 => {
                c.extend(FLD_RSI);
                // Round toward zero for the store, then restore the mode:
                // fnstcw [rsp-2]; movzx eax, word [rsp-2]; or eax, 0xC00;
                // mov [rsp-4], ax; fldcw [rsp-4]; fistp qword [rdi];
                // fldcw [rsp-2]
                c.extend([0xD9, 0x7C, 0x24, 0xFE]);
                c.extend([0x0F, 0xB7, 0x44, 0x24, 0xFE]);
                c.extend([0x0D, 0x00, 0x0C, 0x00, 0x00]);
                c.extend([0x66, 0x89, 0x44, 0x24, 0xFC]);
                c.extend([0xD9, 0x6C, 0x24, 0xFC]);
                c.extend([0xDF, 0x3F]);
                c.extend([0xD9, 0x6C, 0x24, 0xFE]);
                c.push(RET);
            }
        }
        c
    }
}

const SIGN: u128 = 1 << 79;

fn slot(fl: &mut FnLower) -> Value {
    let s =
        fl.b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 16, 4));
    fl.b.ins().stack_addr(cl::I64, s, 0)
}

fn flags() -> MemFlagsData {
    MemFlagsData::new().with_notrap()
}

/// Stores an x86_fp80 value (its i128) in a fresh 16-byte slot.
pub fn spill(fl: &mut FnLower, v: Value) -> Value {
    let p = slot(fl);
    fl.b.ins().store(flags(), v, p, 0);
    p
}

/// A 16-byte zeroed slot's address (the room a return thunk needs).
pub fn spill_zero(fl: &mut FnLower) -> Value {
    let z = fl.iconst(cl::I128, 0);
    spill(fl, z)
}

/// The thunk under the symbol of a function returning x86_fp80: calls the
/// body (which returns the bits in `%rax:%rdx`, its stack arguments 16
/// bytes further up than the caller put them, which the body's dummy
/// first argument accounts for) and loads the value into `%st(0)`. The
/// call's displacement is at the returned offset.
pub fn return_thunk() -> (Vec<u8>, u64) {
    // Its call frame information is `RETURN_THUNK_CFI`.
    let mut c = vec![0x48, 0x83, 0xEC, 0x08]; // sub rsp, 8 (keeps 16-alignment)
    c.extend([0xE8, 0, 0, 0, 0]); // call body
    c.extend([0x48, 0x89, 0x44, 0x24, 0xF0]); // mov [rsp-16], rax
    c.extend([0x48, 0x89, 0x54, 0x24, 0xF8]); // mov [rsp-8], rdx
    c.extend([0xDB, 0x6C, 0x24, 0xF0]); // fld tbyte [rsp-16]
    c.extend([0x48, 0x83, 0xC4, 0x08]); // add rsp, 8
    c.push(RET);
    (c, 5)
}

/// How the return thunk's frame changes, for unwinding through it (an
/// exception thrown in the body): the CFA's distance from `%rsp` from
/// each offset on (the return address stays just below the CFA).
pub const RETURN_THUNK_CFI: [(u32, i32); 2] = [(4, 16), (27, 8)];

/// The thunk a call of a function returning x86_fp80 goes through: a
/// frame of its own below the caller's stack arguments, to which it
/// copies them (`room` bytes: the callee finds them where a direct call
/// puts them); it calls the callee (after `mov $xmm, %al` for a variadic
/// one), moves `%st(0)` to `%rax:%rdx`, which the Cranelift call's
/// signature returns, and returns. A frame of its own, not one shared
/// with the caller's call: an unwinder tells frames apart by their stack
/// pointers, and an exception must pass through the thunk. Returns the
/// code, the offset of the call's displacement, and how the frame
/// changes (see `RETURN_THUNK_CFI`).
pub fn call_thunk(xmm: Option<u8>, room: u32) -> (Vec<u8>, u64, Vec<(u32, i32)>) {
    // The copy, rounded up to keep the stack 16-byte aligned at the call.
    let copy = (room + 15) & !15;
    let frame = copy + 8;
    let mut c = vec![0x48, 0x81, 0xEC]; // sub rsp, frame
    c.extend(frame.to_le_bytes());
    let after_sub = c.len() as u32;
    for i in (0..room).step_by(8) {
        // r11 is free: neither an argument nor callee-saved.
        c.extend([0x4C, 0x8B, 0x9C, 0x24]); // mov r11, [rsp + frame + 8 + i]
        c.extend((frame + 8 + i).to_le_bytes());
        c.extend([0x4C, 0x89, 0x9C, 0x24]); // mov [rsp + i], r11
        c.extend(i.to_le_bytes());
    }
    if let Some(n) = xmm {
        c.extend([0xB0, n]); // mov al, n
    }
    let at = c.len() as u64 + 1;
    c.extend([0xE8, 0, 0, 0, 0]); // call callee
    c.extend([0xDB, 0x7C, 0x24, 0xF0]); // fstp tbyte [rsp-16]
    c.extend([0x48, 0x8B, 0x44, 0x24, 0xF0]); // mov rax, [rsp-16]
    c.extend([0x48, 0x0F, 0xB7, 0x54, 0x24, 0xF8]); // movzx rdx, word [rsp-8]
    c.extend([0x48, 0x81, 0xC4]); // add rsp, frame
    c.extend(frame.to_le_bytes());
    let after_add = c.len() as u32;
    c.push(RET);
    let cfi = vec![(after_sub, frame as i32 + 8), (after_add, 8)];
    (c, at, cfi)
}

fn load80(fl: &mut FnLower, p: Value) -> Value {
    let v = fl.b.ins().load(cl::I128, flags(), p, 0);
    let mask = fl.iconst(cl::I128, (1u128 << 80) - 1);
    fl.b.ins().band(v, mask)
}

fn call(fl: &mut FnLower, op: X87Op, args: &[Value]) -> Vec<Value> {
    fl.call_helper(crate::gaps::Helper::X87(op), args)
}

/// A binary operator on two x86_fp80 values.
pub fn binary(fl: &mut FnLower, op: BinOp, a: Value, b: Value) -> Result<Value> {
    let op = match op {
        BinOp::FAdd => X87Op::Add,
        BinOp::FSub => X87Op::Sub,
        BinOp::FMul => X87Op::Mul,
        BinOp::FDiv => X87Op::Div,
        BinOp::FRem => X87Op::Rem,
        other => return Err(CompileError::new(format!("{} on x86_fp80", other.name()))),
    };
    let (pa, pb, out) = (spill(fl, a), spill(fl, b), slot(fl));
    call(fl, op, &[out, pa, pb]);
    Ok(load80(fl, out))
}

pub fn neg(fl: &mut FnLower, a: Value) -> Value {
    let s = fl.iconst(cl::I128, SIGN);
    fl.b.ins().bxor(a, s)
}

pub fn abs(fl: &mut FnLower, a: Value) -> Value {
    let m = fl.iconst(cl::I128, SIGN - 1);
    fl.b.ins().band(a, m)
}

pub fn copysign(fl: &mut FnLower, a: Value, b: Value) -> Value {
    let mag = abs(fl, a);
    let s = fl.iconst(cl::I128, SIGN);
    let sign = fl.b.ins().band(b, s);
    fl.b.ins().bor(mag, sign)
}

pub fn sqrt(fl: &mut FnLower, a: Value) -> Value {
    let (pa, out) = (spill(fl, a), slot(fl));
    call(fl, X87Op::Sqrt, &[out, pa]);
    load80(fl, out)
}

/// `fcmp` of two x86_fp80 values: an i8 0 or 1.
pub fn compare(fl: &mut FnLower, p: FloatPredicate, a: Value, b: Value) -> Value {
    let (pa, pb) = (spill(fl, a), spill(fl, b));
    let f = call(fl, X87Op::Cmp, &[pa, pb])[0];
    let bit = |fl: &mut FnLower, k: i64| {
        let s = fl.b.ins().ushr_imm_s(f, k);
        let s = fl.b.ins().band_imm_u(s, 1);
        fl.b.ins().ireduce(cl::I8, s)
    };
    let below = bit(fl, 0);
    let equal = bit(fl, 1);
    let uno = bit(fl, 2);
    // Unordered sets all three flags; ordered results have PF clear.
    let one = fl.b.ins().iconst(cl::I8, 1);
    let ord = fl.b.ins().bxor(uno, one);
    let lt = fl.b.ins().band(below, ord);
    let eq = fl.b.ins().band(equal, ord);
    let le = fl.b.ins().bor(lt, eq);
    let gt = {
        let x = fl.b.ins().bor(le, uno);
        fl.b.ins().bxor(x, one)
    };
    let ge = fl.b.ins().bor(gt, eq);
    let not = |fl: &mut FnLower, v: Value| fl.b.ins().bxor(v, one);
    match p {
        FloatPredicate::False => fl.b.ins().iconst(cl::I8, 0),
        FloatPredicate::True => one,
        FloatPredicate::Oeq => eq,
        FloatPredicate::Ogt => gt,
        FloatPredicate::Oge => ge,
        FloatPredicate::Olt => lt,
        FloatPredicate::Ole => le,
        FloatPredicate::One => fl.b.ins().bor(lt, gt),
        FloatPredicate::Ord => ord,
        FloatPredicate::Uno => uno,
        FloatPredicate::Ueq => fl.b.ins().bor(eq, uno),
        FloatPredicate::Ugt => not(fl, le),
        FloatPredicate::Uge => not(fl, lt),
        FloatPredicate::Ult => not(fl, ge),
        FloatPredicate::Ule => not(fl, gt),
        FloatPredicate::Une => not(fl, eq),
    }
}

/// f32 or f64 to x86_fp80.
pub fn extend(fl: &mut FnLower, v: Value) -> Value {
    let t = fl.b.func.dfg.value_type(v);
    let (pa, out) = (slot(fl), slot(fl));
    fl.b.ins().store(flags(), v, pa, 0);
    let op = if t == cl::F32 {
        X87Op::FromF32
    } else {
        X87Op::FromF64
    };
    call(fl, op, &[out, pa]);
    load80(fl, out)
}

/// x86_fp80 to f32 or f64 (rounded as the x87 control word says: nearest).
pub fn truncate(fl: &mut FnLower, v: Value, to: cranelift_codegen::ir::Type) -> Value {
    let (pa, out) = (spill(fl, v), slot(fl));
    let op = if to == cl::F32 {
        X87Op::ToF32
    } else {
        X87Op::ToF64
    };
    call(fl, op, &[out, pa]);
    fl.b.ins().load(to, flags(), out, 0)
}

/// A signed i64 to x86_fp80 (exact).
pub fn from_i64(fl: &mut FnLower, v: Value) -> Value {
    let (pa, out) = (slot(fl), slot(fl));
    fl.b.ins().store(flags(), v, pa, 0);
    call(fl, X87Op::FromI64, &[out, pa]);
    load80(fl, out)
}

/// An unsigned i64 to x86_fp80 (exact: 64 bits of mantissa): the upper
/// 63 bits doubled, plus the lowest.
pub fn from_u64(fl: &mut FnLower, v: Value) -> Result<Value> {
    let hi = fl.b.ins().ushr_imm_s(v, 1);
    let lo = fl.b.ins().band_imm_u(v, 1);
    let h = from_i64(fl, hi);
    let h2 = binary(fl, BinOp::FAdd, h, h)?;
    let l = from_i64(fl, lo);
    binary(fl, BinOp::FAdd, h2, l)
}

/// x86_fp80 to a signed i64, truncating.
pub fn to_i64(fl: &mut FnLower, v: Value) -> Value {
    let (pa, out) = (spill(fl, v), slot(fl));
    call(fl, X87Op::ToI64, &[out, pa]);
    fl.b.ins().load(cl::I64, flags(), out, 0)
}

/// x86_fp80 to an unsigned i64, truncating: values from 2^63 up have 2^63
/// taken off first.
pub fn to_u64(fl: &mut FnLower, v: Value) -> Result<Value> {
    // 2^63 as x86_fp80: exponent 16383 + 63, explicit integer bit.
    let two63 = fl.iconst(cl::I128, ((16383u128 + 63) << 64) | (1u128 << 63));
    let big = compare(fl, FloatPredicate::Oge, v, two63);
    let less = binary(fl, BinOp::FSub, v, two63)?;
    let arg = fl.b.ins().select(big, less, v);
    let r = to_i64(fl, arg);
    let top = fl.b.ins().iconst(cl::I64, i64::MIN);
    let with = fl.b.ins().bxor(r, top);
    let zero = fl.b.ins().icmp_imm_s(IntCC::NotEqual, big, 0);
    Ok(fl.b.ins().select(zero, with, r))
}
