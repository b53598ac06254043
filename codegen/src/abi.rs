//! LLVM function types as SysV x86-64 signatures.
//!
//! clang has already lowered C's ABI into the IR: a struct passed in
//! registers arrives as `i64`, `double` or `<2 x float>` parameters, a big
//! one as a `byval` or `sret` pointer. What is left here:
//! - `sret` and `byval(T)` pointers become Cranelift's `StructReturn` and
//!   `StructArgument` parameters (Cranelift copies a `byval` argument to
//!   the stack and returns the `sret` pointer in `%rax`, as SysV wants);
//! - `zeroext`/`signext` become argument extensions;
//! - a vector of at most 16 bytes travels in one XMM register, so its
//!   scalarized leaves are packed into one 128-bit Cranelift vector;
//! - a struct return is flattened into its members.

use crate::layout::{Layouts, Leaf};
use crate::{CompileError, Result};
use cranelift_codegen::ir::types as cl;
use cranelift_codegen::ir::{
    AbiParam, ArgumentExtension, ArgumentPurpose, Signature, Type as ClType,
};
use cranelift_codegen::isa::CallConv;
use llconv_ir::attributes::{AttrKind, AttrList, AttrSetTable};
use llconv_ir::{Type, TypeId};

/// How a group of an LLVM value's leaves crosses the call boundary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    /// Leaf `i` as one Cranelift parameter.
    Leaf(usize),
    /// Leaves `start..start + count` packed into one vector register.
    Packed {
        start: usize,
        count: usize,
        vec: ClType,
    },
    /// Leaf `i`, an integer of 65 to 127 bits, as two i64 parameters:
    /// LLVM passes it as two independent halves (a half may go in the
    /// last register and the other on the stack; no 16-byte alignment),
    /// not as the register pair or 16-aligned slot of an i128.
    Split(usize),
}

impl Piece {
    /// How many Cranelift parameters (or results) the piece takes.
    pub fn width(self) -> usize {
        match self {
            Piece::Split(_) => 2,
            _ => 1,
        }
    }
}

/// How one LLVM parameter is passed.
#[derive(Clone, Debug)]
pub enum ParamAbi {
    /// Its pieces, one Cranelift parameter each.
    Value(Vec<Piece>),
    /// An `sret` or `byval` pointer: one special parameter, after `pad`
    /// eight-byte stack paddings that align a `byval` copy as SysV does.
    Pointer { pad: usize },
    /// In memory, as a 16-byte `byval` copy is (the caller passes a
    /// pointer to the value, the callee reads it from its copy): an
    /// `x86_fp80`, or an `i128` the argument registers cannot take whole
    /// (SysV then gives the registers left to later arguments, which a
    /// Cranelift `i128` on the stack would not).
    InMemory { pad: usize },
}

/// A call's or a definition's signature and how each LLVM value maps to it.
#[derive(Clone, Debug)]
pub struct FnAbi {
    pub sig: Signature,
    pub params: Vec<ParamAbi>,
    /// The pieces of the return value (empty for void).
    pub ret: Vec<Piece>,
    /// Returns an x86_fp80: the value comes back as an i128 in
    /// `%rax:%rdx` and a thunk moves it to or from `%st(0)` (see `x87`).
    pub x87_ret: bool,
    /// Leading parameters of the signature that stand for no LLVM one.
    pub lead: usize,
    /// Parameters and the result marked `signext`: an integer of an odd
    /// width is sign-extended from its width before it is passed (the
    /// container's extension would extend from the container's).
    pub param_sext: Vec<bool>,
    pub ret_sext: bool,
    /// The result is too large for LLVM's return registers and goes
    /// through a hidden pointer, the first parameter, as LLVM demotes it.
    pub ret_in_memory: bool,
}

impl FnAbi {
    /// For a definition returning x86_fp80: a 16-byte dummy stack argument
    /// first, the room of the thunk that calls the body (see `x87`).
    pub fn make_room_for_return_thunk(&mut self) {
        if self.x87_ret {
            self.sig.params.insert(
                0,
                AbiParam::special(cl::I64, ArgumentPurpose::StructArgument(16)),
            );
            self.lead = 1;
        }
    }
}

/// Checks the calling convention: C, fast and cold are all SysV here.
pub fn check_cc(cc: u32) -> Result<()> {
    match cc {
        // ccc, fastcc, coldcc: clang's C functions use them interchangeably.
        0 | 8 | 9 => Ok(()),
        _ => Err(CompileError::new(format!(
            "calling convention cc {cc} is not supported (only ccc, fastcc and coldcc)"
        ))),
    }
}

/// The signature for calling (or defining) a function of type `fn_ty` with
/// the parameter types `arg_tys` (for a variadic call these include the
/// variadic arguments) and the attributes `attrs`.
pub fn fn_abi(
    layouts: &mut Layouts,
    attrs_table: &AttrSetTable,
    ret_ty: TypeId,
    arg_tys: &[TypeId],
    attrs: &AttrList,
) -> Result<FnAbi> {
    let mut sig = Signature::new(CallConv::SystemV);
    let mut params = Vec::with_capacity(arg_tys.len());
    let x87_ret = matches!(layouts.types.get(ret_ty), Type::X86Fp80);
    let param_sext = (0..arg_tys.len())
        .map(|i| attrs_table.get(attrs.param(i)).has(AttrKind::SExt))
        .collect();
    let ret_sext = attrs_table.get(attrs.ret).has(AttrKind::SExt);
    // The result first: a result returned through a hidden pointer puts
    // that pointer before every parameter.
    let mut ret = Vec::new();
    let mut returns = Vec::new();
    let mut ret_in_memory = false;
    if !x87_ret
        && layouts
            .leaves(ret_ty)?
            .iter()
            .any(|l| l.bits == 80 && l.is_float)
    {
        return Err(CompileError::new(
            "aggregates of x86_fp80 (long double) as return values are not supported yet",
        ));
    }
    if !layouts.types.is_void(ret_ty) {
        let set = attrs_table.get(attrs.ret);
        let ext = if set.has(AttrKind::ZExt) {
            ArgumentExtension::Uext
        } else if set.has(AttrKind::SExt) {
            ArgumentExtension::Sext
        } else {
            ArgumentExtension::None
        };
        ret = pieces_of(layouts, ret_ty)?;
        let leaves = layouts.leaves(ret_ty)?;
        for p in &ret {
            for _ in 0..p.width() {
                returns.push(abi_param(&leaves, *p, ext));
            }
        }
        // LLVM returns integers in rax, rdx, rcx, r8 and floating point in
        // xmm0..xmm3, and through a hidden pointer beyond that; Cranelift
        // returns in rax, rdx, rcx and xmm0, xmm1.
        let floats = returns
            .iter()
            .filter(|r| r.value_type.is_float() || r.value_type.is_vector())
            .count();
        let ints = returns.len() - floats;
        if ints > 4 || floats > 4 {
            returns.clear();
            ret.clear();
            ret_in_memory = true;
            sig.params
                .push(AbiParam::special(cl::I64, ArgumentPurpose::StructReturn));
        } else if ints > 3 || floats > 2 {
            return Err(CompileError::new(format!(
                "returning {ints} integer and {floats} floating-point values is not supported \
                 (LLVM returns them in registers Cranelift does not return in)"
            )));
        }
    }
    for (i, &ty) in arg_tys.iter().enumerate() {
        let set = attrs_table.get(attrs.param(i));
        if set.has(AttrKind::StructRet) {
            if i > 1 {
                return Err(CompileError::new(
                    "sret is only supported on the first two parameters",
                ));
            }
            sig.params
                .push(AbiParam::special(cl::I64, ArgumentPurpose::StructReturn));
            params.push(ParamAbi::Pointer { pad: 0 });
            continue;
        }
        let wide_int_on_stack = layouts.leaves(ty)?.len() == 1
            && layouts.leaves(ty)?[0].bits == 128
            && !layouts.leaves(ty)?[0].is_float
            && arg_usage(&sig).0 + 2 > 6;
        if matches!(layouts.types.get(ty), Type::X86Fp80) || wide_int_on_stack {
            let pad = align_stack(&mut sig, 16);
            sig.params.push(AbiParam::special(
                cl::I64,
                ArgumentPurpose::StructArgument(16),
            ));
            params.push(ParamAbi::InMemory { pad });
            continue;
        }
        if let Some(a) = set.get(AttrKind::ByVal) {
            let pointee = a
                .type_arg()
                .ok_or_else(|| CompileError::new("byval without a type"))?;
            let size = layouts.alloc_size(pointee);
            let align = layouts.abi_align(pointee);
            // Cranelift puts a struct argument at the next 8-byte stack
            // offset; SysV aligns it to its own alignment: pad first.
            if align > 64 {
                return Err(CompileError::new(format!(
                    "byval arguments aligned to {align} bytes are not supported"
                )));
            }
            let pad = align_stack(&mut sig, align);
            let size = u32::try_from(size.div_ceil(8) * 8)
                .map_err(|_| CompileError::new("byval argument larger than 4 GiB"))?;
            sig.params.push(AbiParam::special(
                cl::I64,
                ArgumentPurpose::StructArgument(size),
            ));
            params.push(ParamAbi::Pointer { pad });
            continue;
        }
        for kind in [
            AttrKind::InAlloca,
            AttrKind::Preallocated,
            AttrKind::Nest,
            AttrKind::SwiftSelf,
            AttrKind::SwiftError,
            AttrKind::SwiftAsync,
        ] {
            if set.has(kind) {
                return Err(CompileError::new(format!(
                    "parameter attribute {} is not supported",
                    kind.name()
                )));
            }
        }
        let ext = if set.has(AttrKind::ZExt) {
            ArgumentExtension::Uext
        } else if set.has(AttrKind::SExt) {
            ArgumentExtension::Sext
        } else {
            ArgumentExtension::None
        };
        let pieces = pieces_of(layouts, ty)?;
        let leaves = layouts.leaves(ty)?;
        for p in &pieces {
            for _ in 0..p.width() {
                sig.params.push(abi_param(&leaves, *p, ext));
            }
        }
        params.push(ParamAbi::Value(pieces));
    }
    let llvm_sret = params.iter().any(|p| matches!(p, ParamAbi::Pointer { .. }))
        && sig
            .params
            .iter()
            .filter(|p| p.purpose == ArgumentPurpose::StructReturn)
            .count()
            > usize::from(ret_in_memory);
    if llvm_sret && !layouts.types.is_void(ret_ty) {
        return Err(CompileError::new(
            "a function with an sret parameter that also returns a value is not supported",
        ));
    }
    sig.returns = returns;
    Ok(FnAbi {
        sig,
        params,
        ret,
        x87_ret,
        lead: usize::from(ret_in_memory),
        param_sext,
        ret_sext,
        ret_in_memory,
    })
}

fn abi_param(leaves: &[Leaf], p: Piece, ext: ArgumentExtension) -> AbiParam {
    match p {
        Piece::Leaf(i) => {
            let l = leaves[i];
            let mut a = AbiParam::new(l.ty);
            if !l.is_float && l.ty.bits() < 64 {
                a = match ext {
                    ArgumentExtension::Uext => a.uext(),
                    ArgumentExtension::Sext => a.sext(),
                    ArgumentExtension::None => a,
                };
            }
            a
        }
        Piece::Packed { vec, .. } => AbiParam::new(vec),
        Piece::Split(_) => AbiParam::new(cl::I64),
    }
}

/// How a value of type `ty` splits into parameters: vectors of at most 16
/// bytes as one register, aggregates member by member, scalars as
/// themselves.
fn pieces_of(layouts: &mut Layouts, ty: TypeId) -> Result<Vec<Piece>> {
    let mut out = Vec::new();
    let mut next = 0usize;
    push_pieces(layouts, ty, &mut next, &mut out)?;
    Ok(out)
}

fn push_pieces(
    layouts: &mut Layouts,
    ty: TypeId,
    next: &mut usize,
    out: &mut Vec<Piece>,
) -> Result<()> {
    let types = layouts.types;
    match types.get(ty) {
        Type::Vector { elem, len, .. } => {
            let native = layouts.leaves(ty)?;
            if let [one] = &native[..] {
                if one.is_vector() {
                    out.push(Piece::Leaf(*next));
                    *next += 1;
                    return Ok(());
                }
            }
            let e = layouts.scalar(*elem)?;
            let count = *len as usize;
            if e.bits % 8 != 0 || e.bits * *len > 128 {
                return Err(CompileError::new(format!(
                    "vector arguments and returns of {} x i{} are not supported yet",
                    len, e.bits
                )));
            }
            let vec = match (e.is_float, e.bits) {
                (true, 32) => cl::F32X4,
                (true, _) => cl::F64X2,
                (false, 8) => cl::I8X16,
                (false, 16) => cl::I16X8,
                (false, 32) => cl::I32X4,
                (false, 64) => cl::I64X2,
                _ => {
                    return Err(CompileError::new(format!(
                        "vector arguments of i{} elements are not supported yet",
                        e.bits
                    )))
                }
            };
            out.push(Piece::Packed {
                start: *next,
                count,
                vec,
            });
            *next += count;
        }
        Type::Struct { .. } | Type::Named(_) | Type::Array { .. } => {
            // Nothing to pass (and no walk through members without
            // scalars, however they nest).
            if layouts.leaves(ty)?.is_empty() {
                return Ok(());
            }
            let elems: Vec<TypeId> = match types.get(ty) {
                Type::Array { len, .. } if *len > 64 => {
                    return Err(CompileError::new(
                        "aggregates of more than 64 members as arguments",
                    ))
                }
                Type::Array { elem, len } => std::iter::repeat_n(*elem, *len as usize).collect(),
                _ => types
                    .struct_elems(ty)
                    .ok_or_else(|| CompileError::new("an opaque struct as a value"))?
                    .to_vec(),
            };
            if elems.len() > 64 {
                return Err(CompileError::new(
                    "aggregates of more than 64 members as arguments",
                ));
            }
            for e in elems {
                push_pieces(layouts, e, next, out)?;
            }
        }
        _ => {
            let l = layouts.scalar(ty)?;
            out.push(if l.ty == cl::I128 && l.bits < 128 && !l.is_float {
                Piece::Split(*next)
            } else {
                Piece::Leaf(*next)
            });
            *next += 1;
        }
    }
    Ok(())
}

/// Whether a signature means the same in Cranelift's tail convention as
/// in SysV on x86-64: every argument in a register (no stack arguments,
/// which the tail convention pops in the callee) and at most one integer
/// result (the tail convention returns a second one in `%rcx`, SysV in
/// `%rdx`). Argument registers and callee-saved registers are SysV's in
/// both.
pub fn tail_compatible(abi: &FnAbi) -> bool {
    let (_, _, stack) = arg_usage(&abi.sig);
    let int_returns = abi
        .sig
        .returns
        .iter()
        .filter(|r| !r.value_type.is_float() && !r.value_type.is_vector())
        .count();
    stack == 0
        && !abi.x87_ret
        && int_returns <= 1
        && !abi.sig.returns.iter().any(|r| r.value_type == cl::I128)
        && abi
            .sig
            .params
            .iter()
            .all(|p| p.purpose == ArgumentPurpose::Normal)
}

/// How many XMM registers the parameters of `sig` take (the `%al` a
/// variadic callee reads: an upper bound it uses to save them).
pub fn xmm_count(sig: &Signature) -> u8 {
    let n = sig
        .params
        .iter()
        .filter(|p| p.value_type.is_float() || p.value_type.is_vector())
        .count();
    n.min(8) as u8
}

/// The argument registers and stack bytes the parameters of `sig` take,
/// as Cranelift's SysV assignment places them (registers first; an i128 in
/// two GPRs or, 16-aligned, on the stack): `(gprs, xmms, stack bytes)`.
pub fn arg_usage(sig: &Signature) -> (u32, u32, u64) {
    let (mut gp, mut fp, mut stack) = (0u32, 0u32, 0u64);
    for p in &sig.params {
        let t = p.value_type;
        if let ArgumentPurpose::StructArgument(size) = p.purpose {
            stack += u64::from(size);
        } else if t == cl::I128 {
            if gp + 2 <= 6 {
                gp += 2;
            } else {
                stack = stack.div_ceil(16) * 16 + 16;
            }
        } else if t.is_float() || t.is_vector() {
            if fp < 8 {
                fp += 1;
            } else {
                let size = u64::from(t.bytes().max(8));
                stack = stack.div_ceil(size) * size + size;
            }
        } else if gp < 6 {
            gp += 1;
        } else {
            stack += 8;
        }
    }
    (gp, fp, stack)
}

/// Pads the stack arguments of `sig` to a multiple of `align` with
/// eight-byte struct arguments (Cranelift places each at the next 8-byte
/// offset); returns how many it added.
fn align_stack(sig: &mut Signature, align: u64) -> usize {
    let used = arg_usage(sig).2;
    let mut pad = 0;
    while !(used + 8 * pad as u64).is_multiple_of(align) {
        sig.params.push(AbiParam::special(
            cl::I64,
            ArgumentPurpose::StructArgument(8),
        ));
        pad += 1;
    }
    pad
}
