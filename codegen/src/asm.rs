//! Inline assembly with an empty template: the optimization barriers C
//! code writes without any instruction (`asm("" : "+r"(x))` to hide a
//! value from the optimizer, `asm volatile("" ::: "memory")` as a compiler
//! memory barrier), and templates of `nop`s and code-alignment directives
//! only (`asm(".p2align 6")`, as zstd's decoder writes), whose effect on
//! what a program computes is none; and templates of the instructions
//! without operands that have a Cranelift form: `int3` (a breakpoint,
//! as test frameworks write it), `ud2`, `pause`, `mfence`, `lfence`,
//! `sfence`. Cranelift has no assembler, so any
//! other template is refused by name, but `cpuid`: feature detection in
//! the forms C code writes it (`<cpuid.h>`'s `__cpuid_count`, or
//! `asm("cpuid" : "=a"(..), ...)`), and `rdtsc`, `rdtscp` and `xgetbv`
//! with their registers as constraints, each run by a routine written
//! into the object. An output takes the value of the
//! input tied to it; a `memory` clobber or a memory operand becomes a
//! fence, which Cranelift's optimizer never moves a load or store across
//! (stronger than the compiler-only barrier asked for, never weaker).

use crate::function::{FnLower, Vals};
use crate::{CompileError, Result};
use cranelift_codegen::ir::types as cl;
use cranelift_codegen::ir::InstBuilder;
use llconv_ir::{AsmId, CallData, TypeId};

/// A call of inline asm `asm` with `call`'s arguments.
pub fn lower(
    fl: &mut FnLower,
    asm: AsmId,
    call: &CallData,
    ret_ty: TypeId,
) -> Result<Option<Vals>> {
    let a = &fl.m.inline_asms[asm];
    if let Some(r) = cpuid(fl, &a.asm, &a.constraints, call, ret_ty)? {
        return Ok(r);
    }
    if let Some(r) = counter_or_xgetbv(fl, &a.asm, &a.constraints, call, ret_ty)? {
        return Ok(r);
    }
    let Some(effects) = effects(&a.asm) else {
        return Err(CompileError::new(
            "inline assembly is not supported (Cranelift has no assembler)",
        ));
    };
    let constraints = String::from_utf8_lossy(&a.constraints).into_owned();
    let refuse = |why: &str| {
        Err(CompileError::new(format!(
            "inline assembly with an empty template {why} is not supported (constraints \"{constraints}\")"
        )))
    };
    // Outputs in order: `Some(input)` once an input is tied to it; memory
    // outputs (`=*m`) take an argument and are never tied.
    let mut outputs: Vec<(bool, Option<usize>)> = Vec::new();
    let mut next_arg = 0usize;
    let mut touches_memory = false;
    for c in constraints.split(',') {
        if c.contains('|') {
            return refuse("and alternative constraints");
        }
        if let Some(clobber) = c.strip_prefix('~') {
            touches_memory |= clobber == "{memory}";
            continue;
        }
        if let Some(out) = c.strip_prefix('=') {
            let out = out.trim_start_matches(['&', '+']);
            if out.starts_with('*') {
                touches_memory = true;
                outputs.push((true, None));
                next_arg += 1;
            } else {
                outputs.push((false, None));
            }
            continue;
        }
        // An input: tied to output N, in memory, or a plain operand.
        let arg = next_arg;
        next_arg += 1;
        if c.starts_with('*') || c.contains('m') && !c.starts_with('{') {
            touches_memory = true;
        }
        if let Ok(n) = c.parse::<usize>() {
            match outputs.get_mut(n) {
                Some((false, tie @ None)) => *tie = Some(arg),
                _ => return refuse("and an input tied to no register output"),
            }
        }
    }
    if next_arg != call.args.len() {
        return refuse("and arguments other than its constraints say");
    }
    let mut out = Vals::new();
    for &(memory, tie) in &outputs {
        if memory {
            continue;
        }
        let Some(i) = tie else {
            // Nothing writes the register: its value would be whatever it
            // held, which no program can count on.
            return refuse("and an output tied to no input");
        };
        out.extend(fl.val(call.args[i])?);
    }
    // The outputs must be the result's leaves, value for value.
    let leaves = if fl.m.types.get(ret_ty) == &llconv_ir::Type::Void {
        Vec::new()
    } else {
        fl.layouts.leaves(ret_ty)?.iter().map(|l| l.ty).collect()
    };
    let types: Vec<_> = out.iter().map(|&v| fl.b.func.dfg.value_type(v)).collect();
    if types != leaves {
        return refuse("and outputs of other types than their inputs");
    }
    if touches_memory {
        fl.b.ins().fence();
    }
    for effect in effects {
        match effect {
            Effect::Fence => {
                fl.b.ins().fence();
            }
            Effect::Breakpoint => {
                fl.b.ins().debugtrap();
            }
            Effect::Trap => {
                fl.b.ins()
                    .trap(cranelift_codegen::ir::TrapCode::unwrap_user(2));
                // What follows in LLVM goes on in a block of its own.
                let cont = fl.b.create_block();
                fl.b.switch_to_block(cont);
            }
        }
    }
    Ok((!out.is_empty()).then_some(out))
}

/// What an instruction of a template does beyond nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Effect {
    /// `mfence`, `lfence`, `sfence`: a fence (Cranelift's is `mfence`).
    Fence,
    /// `int3`: a breakpoint trap (`SIGTRAP`).
    Breakpoint,
    /// `ud2`: an invalid-instruction trap.
    Trap,
}

/// What a template does, statement by statement (lines or `;`
/// separated): empty statements, `nop`s, code-alignment directives and
/// `pause` do nothing; `None` for a template with anything else.
fn effects(template: &[u8]) -> Option<Vec<Effect>> {
    let mut out = Vec::new();
    for stmt in template.split(|&b| b == b'\n' || b == b';') {
        let stmt = stmt.trim_ascii();
        let alignment = [&b".p2align"[..], b".balign", b".align"].iter().any(|d| {
            stmt.strip_prefix(*d)
                .is_some_and(|rest| rest.first().is_some_and(u8::is_ascii_whitespace))
        });
        match stmt {
            _ if alignment => {}
            b"" | b"nop" | b"pause" | b"rep nop" => {}
            b"mfence" | b"lfence" | b"sfence" => out.push(Effect::Fence),
            b"int3" | b"int $3" | b"int $$3" => out.push(Effect::Breakpoint),
            b"ud2" => out.push(Effect::Trap),
            _ => return None,
        }
    }
    Some(out)
}

/// `rdtsc`, `rdtscp` and `xgetbv` (also as its bytes, `.byte 0x0f, 0x01,
/// 0xd0`, as code for old assemblers writes it) with their registers
/// named by the constraints (`=a`, `=d`, `=c` outputs; `xgetbv`'s `c`
/// input), through a routine written into the object; `None` for other
/// asm. 32-bit outputs take their register, 64-bit ones its zero
/// extension, as the instructions leave the upper halves.
fn counter_or_xgetbv(
    fl: &mut FnLower,
    template: &[u8],
    constraints: &[u8],
    call: &CallData,
    ret_ty: TypeId,
) -> Result<Option<Option<Vals>>> {
    use crate::gaps::Helper;
    use crate::x86::Routine;
    let routine = match template.trim_ascii() {
        b"rdtsc" => Routine::Rdtsc,
        b"rdtscp" => Routine::Rdtscp,
        b"xgetbv" | b".byte 0x0f, 0x01, 0xd0" | b".byte 0x0f,0x01,0xd0" => Routine::Xgetbv,
        _ => return Ok(None),
    };
    let constraints = String::from_utf8_lossy(constraints).into_owned();
    let refuse = || {
        Err(CompileError::new(format!(
            "inline assembly \"{}\" with constraints \"{constraints}\" is not supported",
            String::from_utf8_lossy(template.trim_ascii())
        )))
    };
    // Registers: 0 eax, 2 ecx, 3 edx.
    let reg = |name: &str| match name {
        "a" | "{ax}" | "{eax}" | "{rax}" => Some(0usize),
        "c" | "{cx}" | "{ecx}" | "{rcx}" => Some(2),
        "d" | "{dx}" | "{edx}" | "{rdx}" => Some(3),
        _ => None,
    };
    let mut outputs: Vec<usize> = Vec::new();
    let mut input = None;
    let mut next_arg = 0usize;
    for c in constraints.split(',') {
        if c.starts_with('~') {
            continue;
        }
        if let Some(out) = c.strip_prefix('=') {
            match reg(out.trim_start_matches('&')) {
                Some(r) => outputs.push(r),
                None => return refuse(),
            }
            continue;
        }
        let arg = next_arg;
        next_arg += 1;
        let r = match c.parse::<usize>() {
            Ok(n) => outputs.get(n).copied(),
            Err(_) => reg(c),
        };
        match r {
            Some(2) if routine == Routine::Xgetbv && input.is_none() => input = Some(arg),
            _ => return refuse(),
        }
    }
    if next_arg != call.args.len() || (routine == Routine::Xgetbv) != input.is_some() {
        return refuse();
    }
    let args = match input {
        Some(i) => {
            let v = fl.val1(call.args[i])?;
            match fl.b.func.dfg.value_type(v) {
                t if t == cl::I32 => vec![v],
                t if t == cl::I64 => vec![fl.b.ins().ireduce(cl::I32, v)],
                _ => return refuse(),
            }
        }
        None => Vec::new(),
    };
    let results = fl.call_helper(Helper::X86(routine), &args);
    // The registers as 64-bit values: eax and edx split from the joined
    // result, ecx (rdtscp's processor id) as returned.
    let joined = results[0];
    let lo = fl.b.ins().ireduce(cl::I32, joined);
    let eax = fl.b.ins().uextend(cl::I64, lo);
    let edx = fl.b.ins().ushr_imm_u(joined, 32);
    let ecx = match results.get(1) {
        Some(&aux) => fl.b.ins().uextend(cl::I64, aux),
        None if outputs.contains(&2) => return refuse(),
        None => eax,
    };
    let leaves: Vec<_> = if fl.m.types.get(ret_ty) == &llconv_ir::Type::Void {
        Vec::new()
    } else {
        fl.layouts.leaves(ret_ty)?.iter().map(|l| l.ty).collect()
    };
    if leaves.len() != outputs.len() {
        return refuse();
    }
    let mut out = Vals::new();
    for (&r, &ty) in outputs.iter().zip(&leaves) {
        let v = match r {
            0 => eax,
            2 => ecx,
            _ => edx,
        };
        out.push(match ty {
            t if t == cl::I64 => v,
            t if t == cl::I32 => fl.b.ins().ireduce(cl::I32, v),
            _ => return refuse(),
        });
    }
    Ok(Some((!out.is_empty()).then_some(out)))
}

/// `<cpuid.h>`'s template: `rbx` swapped with operand 1 around `cpuid`
/// (so the `=r` output is `ebx`).
const GCC_CPUID: &[u8] =
    b"  xchg$(q$|$)  $(%$|$)rbx,${1:q}\n  cpuid\n  xchg$(q$|$)  $(%$|$)rbx,${1:q}";

/// Inline asm that runs `cpuid`: its outputs, or `None` for other asm.
/// Outputs name `eax`..`edx` (`={ax}`, ...; `=r` is `ebx` in
/// `<cpuid.h>`'s form), inputs the leaf (`{ax}`, or tied to the `eax`
/// output) and the subleaf (`{cx}`, or tied to `ecx`; 0 when none is
/// given).
fn cpuid(
    fl: &mut FnLower,
    template: &[u8],
    constraints: &[u8],
    call: &CallData,
    ret_ty: TypeId,
) -> Result<Option<Option<Vals>>> {
    let gcc = template == GCC_CPUID;
    if !gcc && template.trim_ascii() != b"cpuid" {
        return Ok(None);
    }
    let constraints = String::from_utf8_lossy(constraints).into_owned();
    let refuse = || {
        Err(CompileError::new(format!(
            "inline assembly running cpuid with constraints \"{constraints}\" is not supported"
        )))
    };
    let reg = |name: &str| match name {
        "{ax}" | "{eax}" => Some(0usize),
        "{bx}" | "{ebx}" => Some(1),
        "{cx}" | "{ecx}" => Some(2),
        "{dx}" | "{edx}" => Some(3),
        _ => None,
    };
    let mut outputs: Vec<usize> = Vec::new();
    let (mut leaf, mut subleaf) = (None, None);
    let mut next_arg = 0usize;
    for c in constraints.split(',') {
        if c.starts_with('~') {
            continue;
        }
        if let Some(out) = c.strip_prefix('=') {
            let r = match (reg(out), gcc && out == "r" && outputs.len() == 1) {
                (Some(r), _) => r,
                (None, true) => 1,
                _ => return refuse(),
            };
            outputs.push(r);
            continue;
        }
        let arg = next_arg;
        next_arg += 1;
        let r = match c.parse::<usize>() {
            Ok(n) => outputs.get(n).copied(),
            Err(_) => reg(c),
        };
        match r {
            Some(0) => leaf = Some(arg),
            Some(2) => subleaf = Some(arg),
            _ => return refuse(),
        }
    }
    if next_arg != call.args.len() {
        return refuse();
    }
    let Some(leaf) = leaf else { return refuse() };
    let leaf = fl.val1(call.args[leaf])?;
    let subleaf = match subleaf {
        Some(i) => fl.val1(call.args[i])?,
        None => fl.b.ins().iconst(cl::I32, 0),
    };
    if [leaf, subleaf]
        .iter()
        .any(|&v| fl.b.func.dfg.value_type(v) != cl::I32)
    {
        return refuse();
    }
    let packed = fl.call_helper(crate::gaps::Helper::Cpuid, &[leaf, subleaf]);
    let mut regs = Vec::new();
    for &p in &packed {
        let hi = fl.b.ins().ushr_imm_u(p, 32);
        regs.push(fl.b.ins().ireduce(cl::I32, p));
        regs.push(fl.b.ins().ireduce(cl::I32, hi));
    }
    let out: Vals = outputs.iter().map(|&r| regs[r]).collect();
    let leaves: Vec<_> = if fl.m.types.get(ret_ty) == &llconv_ir::Type::Void {
        Vec::new()
    } else {
        fl.layouts.leaves(ret_ty)?.iter().map(|l| l.ty).collect()
    };
    if leaves != vec![cl::I32; out.len()] {
        return refuse();
    }
    Ok(Some((!out.is_empty()).then_some(out)))
}
