//! What Cranelift lacks for C, each filled in one place:
//!
//! - **Variadic calls.** SysV has the caller put in `%al` an upper bound of
//!   the vector registers its arguments use, and Cranelift cannot set a
//!   register outside its signature. A call of a variadic function goes to
//!   a thunk, `mov $N, %al; jmp callee`, one per callee and count, written
//!   into the object as local functions of seven bytes: the arguments are
//!   already where the callee wants them, and `%al` is not an argument
//!   register, so nothing else changes. Cost: one direct jump per call.
//!   An indirect call of a variadic function puts the target in `%r15`,
//!   which such a function compiles with as Cranelift's pinned register
//!   (an ISA of its own: other functions keep `%r15` for allocation),
//!   saving the caller's `%r15` at entry and restoring it at every
//!   return; the thunk is then `mov $N, %al; jmp *%r15`.
//! - **Dynamic `alloca`.** Cranelift addresses its stack frame from `%rsp`
//!   and cannot move it, so variable-sized allocas (VLAs,
//!   `__builtin_alloca`) take heap blocks, chained from a slot in the
//!   frame: `llvm.stacksave` reads the chain's head, `llvm.stackrestore`
//!   frees back to it, and every return frees the rest. Two small helper
//!   routines, compiled into the object, do the work. A `longjmp` out of
//!   such a function leaks its blocks.
//! - **Variadic definitions.** The register save area of SysV's `va_list`
//!   needs the incoming argument registers, which Cranelift gives only as
//!   parameters: a variadic function's signature gets every argument
//!   register its fixed parameters leave free as extra parameters (GPRs as
//!   i64, XMMs as full 128-bit vectors), and the entry block stores them in
//!   a 176-byte save area. `va_start` writes `gp_offset`, `fp_offset`, the
//!   save area, and the overflow area (the caller's stack arguments, found
//!   from the frame pointer, which every function keeps). clang lowers
//!   `va_arg` itself into reads of that structure; the `va_arg`
//!   instruction, which other front ends emit, reads it as LLVM's x86-64
//!   backend does (`va_arg` below).
//! - **Runtime library calls**: `i128` division (`__divti3`...), `i128` to
//!   and from floating point (`__floattidf`...), `frem` (`fmod`), and the
//!   routines Cranelift itself calls (`floor` without SSE4.1, `fma`
//!   without FMA, `memcpy`), all resolved by the C library or libgcc,
//!   which `cc` links anyway.

use crate::function::{FnLower, ModuleContext, Vals, NS_EXTRA};
use crate::{CompileError, Result};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types as cl;
use cranelift_codegen::ir::{
    self, AbiParam, ExtFuncData, ExternalName, InstBuilder, LibCall, MemFlagsData, Signature,
    StackSlotData, StackSlotKind, UserExternalName, UserFuncName, Value,
};
use cranelift_codegen::isa::CallConv;
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use llconv_ir::{Body, ConstKind, GlobalId, InstKind, Operand, Type, TypeId};

/// A symbol compiled code refers to beyond the module's globals.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ExtraSym {
    /// A function outside the module, by name (C library, libgcc).
    Named(Box<[u8]>),
    /// The `%al`-setting thunk for calling `callee` with `xmm` vector
    /// registers in use.
    VarargThunk { callee: GlobalId, xmm: u8 },
    /// The thunk for calling a variadic function through a pointer in
    /// `%r15`: `mov $xmm, %al; jmp *%r15`.
    VarargIndirectThunk { xmm: u8 },
    /// A helper routine compiled into the object.
    Helper(Helper),
    /// The thunk for calling `callee`, which returns x86_fp80 in
    /// `%st(0)` (setting `%al` first for a variadic callee).
    /// `room` is the offset of the dummy stack argument that keeps the
    /// thunk's return address.
    X87Call {
        callee: GlobalId,
        xmm: Option<u8>,
        room: u32,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Helper {
    /// `(head: *mut *mut u8, size: u64, align: u64) -> *mut u8`
    DynAlloca,
    /// `(head: *mut *mut u8, until: *mut u8)`: frees blocks back to `until`.
    DynFree,
    /// An x87 routine for `x86_fp80` (machine code, see `x87`).
    X87(crate::x87::X87Op),
    /// `(leaf: u32, subleaf: u32) -> (eax | ebx << 32, ecx | edx << 32)`:
    /// the `cpuid` instruction (machine code), for inline asm that runs it.
    Cpuid,
    /// One x86 instruction Cranelift has no form of (CRC32, AES-NI,
    /// PCLMULQDQ), as a routine (machine code, see `x86`).
    X86(crate::x86::Routine),
}

/// The `cpuid` routine: leaf in `edi`, subleaf in `esi`; the four
/// registers come back packed in `rax` and `rdx`; `rbx` is saved.
const CPUID_CODE: &[u8] = &[
    0x53, // push rbx
    0x89, 0xF8, // mov eax, edi
    0x89, 0xF1, // mov ecx, esi
    0x0F, 0xA2, // cpuid
    0x48, 0xC1, 0xE3, 0x20, // shl rbx, 32
    0x89, 0xC0, // mov eax, eax (clears the high half)
    0x48, 0x09, 0xD8, // or rax, rbx
    0x48, 0xC1, 0xE2, 0x20, // shl rdx, 32
    0x89, 0xC9, // mov ecx, ecx
    0x48, 0x09, 0xCA, // or rdx, rcx
    0x5B, // pop rbx
    0xC3, // ret
];

impl Helper {
    pub fn symbol(self) -> String {
        match self {
            Helper::DynAlloca => "__llconv_dynalloca".into(),
            Helper::DynFree => "__llconv_dynfree".into(),
            Helper::X87(op) => op.symbol().into(),
            Helper::Cpuid => "__llconv_cpuid".into(),
            Helper::X86(r) => r.symbol(),
        }
    }

    /// The routine's machine code, for those written as such (the others
    /// are compiled from CLIF, [`compile_helper`]).
    pub fn machine_code(self) -> Option<Vec<u8>> {
        match self {
            Helper::X87(op) => Some(op.code()),
            Helper::Cpuid => Some(CPUID_CODE.to_vec()),
            Helper::X86(r) => Some(r.code()),
            Helper::DynAlloca | Helper::DynFree => None,
        }
    }

    pub fn signature(self) -> Signature {
        let mut sig = Signature::new(CallConv::SystemV);
        match self {
            Helper::DynAlloca => {
                sig.params.extend([AbiParam::new(cl::I64); 3]);
                sig.returns.push(AbiParam::new(cl::I64));
            }
            Helper::DynFree => sig.params.extend([AbiParam::new(cl::I64); 2]),
            Helper::X87(op) => return op.signature(),
            Helper::Cpuid => {
                sig.params.extend([AbiParam::new(cl::I32); 2]);
                sig.returns.extend([AbiParam::new(cl::I64); 2]);
            }
            Helper::X86(r) => return r.signature(),
        }
        sig
    }
}

/// The C name of a routine Cranelift calls by itself.
pub fn libcall_name(lc: LibCall) -> Result<&'static str> {
    Ok(match lc {
        LibCall::CeilF32 => "ceilf",
        LibCall::CeilF64 => "ceil",
        LibCall::FloorF32 => "floorf",
        LibCall::FloorF64 => "floor",
        LibCall::TruncF32 => "truncf",
        LibCall::TruncF64 => "trunc",
        LibCall::NearestF32 => "nearbyintf",
        LibCall::NearestF64 => "nearbyint",
        LibCall::FmaF32 => "fmaf",
        LibCall::FmaF64 => "fma",
        LibCall::Memcpy => "memcpy",
        LibCall::Memset => "memset",
        LibCall::Memmove => "memmove",
        LibCall::Memcmp => "memcmp",
        LibCall::ElfTlsGetAddr => "__tls_get_addr",
        other => {
            return Err(CompileError::new(format!(
                "internal compiler error: Cranelift asked for runtime routine {other}"
            )))
        }
    })
}

/// The machine code of a variadic-call thunk: `mov $xmm, %al` and a
/// `jmp` whose 32-bit displacement (at offset 3) is relocated to the
/// callee.
pub fn vararg_thunk_code(xmm: u8) -> ([u8; 7], u64) {
    ([0xB0, xmm, 0xE9, 0, 0, 0, 0], 3)
}

/// The thunk for an indirect variadic call: `mov $xmm, %al; jmp *%r15`.
pub fn vararg_indirect_thunk_code(xmm: u8) -> [u8; 5] {
    [0xB0, xmm, 0x41, 0xFF, 0xE7]
}

/// Sets up the chain head of heap-backed allocas if the body needs one:
/// an alloca outside the entry block's static ones, or a stack
/// save/restore. Called in the entry block, before anything else.
pub fn init_dynamic_allocas(fl: &mut FnLower, body: &Body) {
    let needs = body.blocks.values().flat_map(|b| b.insts.iter()).any(|&i| {
        let inst = body.inst(i);
        match &inst.kind {
            InstKind::Alloca { .. } => !fl.static_slots.contains_key(&i),
            InstKind::Call(c) => match c.callee {
                Operand::Const(k) => match fl.m.consts.get(k).kind {
                    ConstKind::Global(g) => {
                        fl.m.globals[g].common.name.as_deref().is_some_and(|n| {
                            n.starts_with(b"llvm.stacksave") || n.starts_with(b"llvm.stackrestore")
                        })
                    }
                    _ => false,
                },
                _ => false,
            },
            _ => false,
        }
    });
    if !needs {
        return;
    }
    let slot =
        fl.b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 8, 3));
    let zero = fl.b.ins().iconst(cl::I64, 0);
    fl.b.ins().stack_store(cl::I64, zero, slot, 0);
    fl.dyn_head = Some(slot);
}

/// A variable-sized alloca of `bytes` bytes.
pub fn dynamic_alloca(fl: &mut FnLower, bytes: Value, align: u64) -> Value {
    let slot = fl.dyn_head.expect("set up by init_dynamic_allocas");
    let head = fl.b.ins().stack_addr(cl::I64, slot, 0);
    let align = fl.b.ins().iconst(cl::I64, align as i64);
    fl.call_helper(Helper::DynAlloca, &[head, bytes, align])[0]
}

/// `llvm.stacksave`: the chain's head (null in a function without
/// dynamic allocas: there is nothing to restore).
pub fn stack_save(fl: &mut FnLower) -> Value {
    match fl.dyn_head {
        Some(slot) => fl.b.ins().stack_load(cl::I64, cl::I64, slot, 0),
        None => fl.b.ins().iconst(cl::I64, 0),
    }
}

/// `llvm.stackrestore(p)`: frees the blocks allocated since `p` was saved.
pub fn stack_restore(fl: &mut FnLower, p: Value) {
    if let Some(slot) = fl.dyn_head {
        let head = fl.b.ins().stack_addr(cl::I64, slot, 0);
        fl.call_helper(Helper::DynFree, &[head, p]);
    }
}

/// Before a return: frees every block the function allocated.
pub fn release_dynamic_allocas(fl: &mut FnLower) {
    if let Some(slot) = fl.dyn_head {
        let head = fl.b.ins().stack_addr(cl::I64, slot, 0);
        let null = fl.b.ins().iconst(cl::I64, 0);
        fl.call_helper(Helper::DynFree, &[head, null]);
    }
}

/// Compiles a helper routine; its extra symbols are `malloc` and `free`.
pub fn compile_helper(ctx: &ModuleContext, h: Helper) -> Result<crate::function::CompiledFunction> {
    let mut func =
        ir::Function::with_name_signature(UserFuncName::user(NS_EXTRA, 0), h.signature());
    let mut fctx = FunctionBuilderContext::new();
    let mut b = FunctionBuilder::new(&mut func, &mut fctx);
    let extras = vec![
        ExtraSym::Named((*b"malloc").into()),
        ExtraSym::Named((*b"free").into()),
    ];
    let import = |b: &mut FunctionBuilder, idx: u32, params: usize, ret: bool| {
        let mut sig = Signature::new(CallConv::SystemV);
        sig.params
            .extend(std::iter::repeat_n(AbiParam::new(cl::I64), params));
        if ret {
            sig.returns.push(AbiParam::new(cl::I64));
        }
        let sigref = b.import_signature(sig);
        let name = b
            .func
            .declare_imported_user_function(UserExternalName::new(NS_EXTRA, idx));
        b.import_function(ExtFuncData {
            name: ExternalName::user(name),
            signature: sigref,
            colocated: false,
            patchable: false,
        })
    };
    let fl = MemFlagsData::new().with_notrap();
    let entry = b.create_block();
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    let params = b.block_params(entry).to_vec();
    match h {
        Helper::DynAlloca => {
            let malloc = import(&mut b, 0, 1, true);
            let (head, size, align) = (params[0], params[1], params[2]);
            // [next block, unused] then the aligned user bytes.
            let extra = b.ins().iadd_imm_s(align, 16);
            let total = b.ins().iadd(size, extra);
            let call = b.ins().call(malloc, &[total]);
            let raw = b.inst_results(call)[0];
            let prev = b.ins().load(cl::I64, fl, head, 0);
            b.ins().store(fl, prev, raw, 0);
            b.ins().store(fl, raw, head, 0);
            let start = b.ins().iadd_imm_s(raw, 16);
            let up = b.ins().iadd(start, align);
            let up = b.ins().iadd_imm_s(up, -1);
            let neg = b.ins().ineg(align);
            let user = b.ins().band(up, neg);
            b.ins().return_(&[user]);
        }
        Helper::X87(_) | Helper::Cpuid | Helper::X86(_) => {
            unreachable!("written as machine code")
        }
        Helper::DynFree => {
            let free = import(&mut b, 1, 1, false);
            let (head, until) = (params[0], params[1]);
            let lp = b.create_block();
            let body = b.create_block();
            let done = b.create_block();
            b.ins().jump(lp, &[]);
            b.switch_to_block(lp);
            let h = b.ins().load(cl::I64, fl, head, 0);
            let at_until = b.ins().icmp(IntCC::Equal, h, until);
            let at_null = b.ins().icmp_imm_s(IntCC::Equal, h, 0);
            let stop = b.ins().bor(at_until, at_null);
            b.ins().brif(stop, done, &[], body, &[]);
            b.switch_to_block(body);
            let next = b.ins().load(cl::I64, fl, h, 0);
            b.ins().store(fl, next, head, 0);
            b.ins().call(free, &[h]);
            b.ins().jump(lp, &[]);
            b.switch_to_block(done);
            b.ins().return_(&[]);
        }
    }
    b.seal_all_blocks();
    b.finalize(ctx.isa.frontend_config());
    crate::function::finish(ctx.isa, func, extras, None, None)
}

/// Where a variadic definition's fixed parameters end: GPRs, XMMs and
/// stack bytes they use.
#[derive(Clone, Copy, Debug)]
pub struct VaFrame {
    gp_used: u32,
    fp_used: u32,
    stack_bytes: u32,
    /// Index of the first extra parameter in the signature.
    first_extra: usize,
}

impl VaFrame {
    /// Classifies the fixed parameters as SysV does and appends the free
    /// argument registers as parameters.
    pub fn extend_signature(sig: &mut Signature) -> VaFrame {
        let (gp, fp, stack) = crate::abi::arg_usage(sig);
        let first_extra = sig.params.len();
        for _ in gp..6 {
            sig.params.push(AbiParam::new(cl::I64));
        }
        for _ in fp..8 {
            sig.params.push(AbiParam::new(cl::I8X16));
        }
        VaFrame {
            gp_used: gp,
            fp_used: fp,
            stack_bytes: stack as u32,
            first_extra,
        }
    }
}

/// In a variadic definition's entry block: the free argument registers
/// into the register save area (GPRs at 0..48, XMMs at 48..176).
pub fn save_vararg_registers(fl: &mut FnLower, entry: ir::Block) {
    let Some(va) = fl.va_frame else { return };
    let slot =
        fl.b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 176, 4));
    let params = fl.b.block_params(entry).to_vec();
    let mut k = va.first_extra;
    for r in va.gp_used..6 {
        fl.b.ins()
            .stack_store(cl::I64, params[k], slot, (r * 8) as i32);
        k += 1;
    }
    for r in va.fp_used..8 {
        fl.b.ins()
            .stack_store(cl::I64, params[k], slot, (48 + r * 16) as i32);
        k += 1;
    }
    fl.va_save = Some(slot);
}

/// `llvm.va_start(ap)`: fills the `va_list` at `ap`.
pub fn va_start(fl: &mut FnLower, ap: Value) -> Result<()> {
    let (Some(va), Some(slot)) = (fl.va_frame, fl.va_save) else {
        return Err(CompileError::new(
            "va_start in a function that is not variadic",
        ));
    };
    let fl_ = MemFlagsData::new().with_notrap();
    let gp = fl.b.ins().iconst(cl::I32, i64::from(va.gp_used * 8));
    fl.b.ins().store(fl_, gp, ap, 0);
    let fp = fl.b.ins().iconst(cl::I32, i64::from(48 + va.fp_used * 16));
    fl.b.ins().store(fl_, fp, ap, 4);
    // The caller's stack arguments start above the saved frame pointer and
    // the return address.
    let frame = fl.b.ins().get_frame_pointer(cl::I64);
    let overflow = fl.b.ins().iadd_imm_s(frame, 16 + i64::from(va.stack_bytes));
    fl.b.ins().store(fl_, overflow, ap, 8);
    let save = fl.b.ins().stack_addr(cl::I64, slot, 0);
    fl.b.ins().store(fl_, save, ap, 16);
    Ok(())
}

/// The `va_arg` instruction: the next argument of type `ty` from the
/// `va_list` at `ap`, taken as LLVM's x86-64 backend takes it. Integers
/// up to 64 bits and pointers come from the general registers' save area
/// while `gp_offset` leaves room (8 bytes each), floating-point scalars
/// and 16-byte floating-point vectors from the XMM area while `fp_offset`
/// does (16 bytes each); otherwise from the overflow area, 16-byte
/// values aligned to 16 there, each taking its size rounded up to 8.
/// Types LLVM's lowering splits or gets wrong (`i128`, integer vectors,
/// `x86_fp80`, aggregates) are refused: clang never emits them, it lowers
/// such `va_arg`s itself.
pub fn va_arg(fl: &mut FnLower, ty: TypeId, ap: Value) -> Result<Vals> {
    let size = fl.layouts.alloc_size(ty);
    let in_gprs = match fl.m.types.get(ty) {
        Type::Int(bits) if *bits <= 64 => true,
        Type::Ptr(0) => true,
        Type::Half | Type::BFloat | Type::Float | Type::Double | Type::Fp128 => false,
        Type::Vector {
            elem,
            scalable: false,
            ..
        } if size == 16 && matches!(fl.m.types.get(*elem), Type::Float | Type::Double) => false,
        _ => {
            return Err(CompileError::new(
                "va_arg of this type is not supported (LLVM's x86-64 lowering takes only \
                 integers up to 64 bits, pointers, floating-point scalars and \
                 16-byte floating-point vectors)",
            ))
        }
    };
    let slot = size.next_multiple_of(8) as i64;
    // The register area's end: 6 GPRs of 8 bytes, then 8 XMMs of 16.
    let (field, area_end, step) = if in_gprs { (0, 48, 8) } else { (4, 176, 16) };
    let flags = MemFlagsData::new().with_notrap();
    let offset = fl.b.ins().load(cl::I32, flags, ap, field);
    let in_regs =
        fl.b.ins()
            .icmp_imm_u(IntCC::UnsignedLessThan, offset, area_end - slot + 8);
    let from_regs = fl.b.create_block();
    let from_stack = fl.b.create_block();
    let join = fl.b.create_block();
    let addr = fl.b.append_block_param(join, cl::I64);
    fl.b.ins().brif(in_regs, from_regs, &[], from_stack, &[]);

    fl.b.switch_to_block(from_regs);
    let save = fl.b.ins().load(cl::I64, flags, ap, 16);
    let wide = fl.b.ins().uextend(cl::I64, offset);
    let at = fl.b.ins().iadd(save, wide);
    let next = fl.b.ins().iadd_imm_s(offset, step);
    fl.b.ins().store(flags, next, ap, field);
    fl.b.ins().jump(join, &[ir::BlockArg::Value(at)]);

    fl.b.switch_to_block(from_stack);
    let overflow = fl.b.ins().load(cl::I64, flags, ap, 8);
    let at = if fl.layouts.abi_align(ty) > 8 {
        let up = fl.b.ins().iadd_imm_s(overflow, 15);
        fl.b.ins().band_imm_s(up, -16)
    } else {
        overflow
    };
    let next = fl.b.ins().iadd_imm_s(at, slot);
    fl.b.ins().store(flags, next, ap, 8);
    fl.b.ins().jump(join, &[ir::BlockArg::Value(at)]);

    fl.b.switch_to_block(join);
    fl.load_at(ty, addr, false)
}
