//! Modules of the llconv model compiled to relocatable x86-64 ELF objects
//! through Cranelift.
//!
//! The pipeline, one stage a module:
//!
//! - [`target`]: the triple check and the Cranelift ISA for an options set;
//! - [`layout`]: LLVM types as Cranelift values ("leaves") and memory
//!   offsets: odd integer widths live in the next native width, vectors
//!   are scalarized, aggregates are flattened;
//! - [`abi`]: LLVM function types and parameter attributes as SysV
//!   signatures (clang has already lowered the C ABI into the IR; what is
//!   left is `byval`, `sret`, extensions, and vectors packed in one XMM);
//! - [`function`]: one function body to Cranelift IR, blocks and phis as
//!   block parameters; [`intrinsics`] beside it;
//! - [`gaps`]: what Cranelift lacks for C, each in one place: the `%al`
//!   thunks for variadic calls, heap-backed dynamic `alloca`, the runtime
//!   library calls for `i128` division and float conversions;
//! - [`data`]: global initializers as bytes and relocations;
//! - [`object`]: the ELF file: sections, symbols, comdat groups,
//!   relocations, `.init_array`/`.fini_array`;
//! - [`debug`]: `.eh_frame` for every function, and the DWARF line
//!   table of `-g` modules;
//! - [`eh`]: C++ exceptions: `invoke` as Cranelift's `try_call`, and the
//!   LSDA (`.gcc_except_table`) the personality routine reads.
//!
//! Functions compile in parallel; the object is assembled in module order,
//! so its bytes do not depend on the thread count.

use llconv_ir::{GlobalId, InstId, Module};

mod abi;
mod asm;
mod data;
mod debug;
mod eh;
mod function;
mod gaps;
mod intrinsics;
mod layout;
mod object;
mod softfloat;
mod target;
mod x86;
mod x87;

/// How hard Cranelift works.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum OptLevel {
    /// No optimization: the fastest compile.
    #[default]
    O0,
    /// Cranelift's optimizations (`speed`); Cranelift has no level between.
    O1,
    /// Cranelift's optimizations (`speed`).
    O2,
}

/// What to compile for.
#[derive(Clone, Debug)]
pub struct Options {
    pub opt_level: OptLevel,
    /// Position-independent code (the default: PIE is the system default);
    /// false gives `-fno-pic` code.
    pub pic: bool,
    /// A target triple that overrides the module's (`--target`).
    pub target: Option<String>,
    /// Threads for compiling function bodies; None uses every core. The
    /// object is the same whatever the count.
    pub threads: Option<usize>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            opt_level: OptLevel::O0,
            pic: true,
            target: None,
            threads: None,
        }
    }
}

/// Where a compile error is: the function and, inside it, the instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ErrorSite {
    pub global: GlobalId,
    pub inst: Option<InstId>,
}

/// Why a module could not be compiled: a construct not handled yet, or
/// one the target cannot have. Never a wrong object instead.
#[derive(Clone, Debug, thiserror::Error)]
#[error("{message}")]
pub struct CompileError {
    pub message: String,
    pub site: Option<ErrorSite>,
    /// The other functions' errors, in module order: a module's refusals
    /// are reported together, not one per attempt.
    pub others: Vec<CompileError>,
}

impl CompileError {
    pub(crate) fn new(message: impl Into<String>) -> Self {
        CompileError {
            message: message.into(),
            site: None,
            others: Vec::new(),
        }
    }

    pub(crate) fn at(mut self, global: GlobalId, inst: Option<InstId>) -> Self {
        if self.site.is_none() {
            self.site = Some(ErrorSite { global, inst });
        }
        self
    }

    /// Each error rendered (this one, then `others`), each line prefixed
    /// with `prefix` (`FILE: error: `), and after [`SHOW_ERRORS`] of them a
    /// count of the rest.
    pub fn render_all(&self, m: &Module, prefix: &str) -> String {
        let mut out = String::new();
        for e in std::iter::once(self).chain(&self.others).take(SHOW_ERRORS) {
            out.push_str(prefix);
            out.push_str(&e.render(m));
            out.push('\n');
        }
        let more = (1 + self.others.len()).saturating_sub(SHOW_ERRORS);
        if more > 0 {
            out.push_str(&format!("{prefix}{more} more functions not compiled\n"));
        }
        out
    }

    /// The message with its place: the function (or global) by name and
    /// the instruction as llvm-dis prints it.
    pub fn render(&self, m: &Module) -> String {
        let Some(site) = self.site else {
            return self.message.clone();
        };
        let mut printer = llconv_text::EntityPrinter::new(m);
        let what = match m.globals.get(site.global) {
            Some(g) if g.as_func().is_some() => "function",
            _ => "global",
        };
        let name = printer.print(llconv_ir::diagnostic::ValueRef::Global(site.global));
        let name = name.strip_prefix("ptr ").unwrap_or(&name).to_owned();
        let mut out = format!("{} (in {what} {name})", self.message);
        if let Some(inst) = site.inst {
            let text = printer.print(llconv_ir::diagnostic::ValueRef::Inst(site.global, inst));
            out.push_str("\n  ");
            out.push_str(text.trim());
        }
        out
    }
}

pub(crate) type Result<T> = std::result::Result<T, CompileError>;

/// At most this many errors are spelled out by [`CompileError::render_all`].
pub const SHOW_ERRORS: usize = 50;

/// Compiles `m` to the bytes of a relocatable x86-64 ELF object.
pub fn compile_module(m: &Module, opts: &Options) -> Result<Vec<u8>> {
    let isa = target::isa_for(m, opts, false, &[])?;
    let isa_pinned = target::isa_for(m, opts, true, &[])?;
    if !m.module_asm.is_empty() {
        return Err(CompileError::new(
            "module-level inline assembly is not supported (Cranelift has no assembler)",
        ));
    }
    let mut ctx = function::ModuleContext::new(m, &*isa, &*isa_pinned)?;
    let bodies: Vec<GlobalId> = m
        .globals
        .values()
        .enumerate()
        .filter(|(_, g)| object::emits_body(g))
        .map(|(i, _)| GlobalId::from_index(i))
        .collect();
    // An ISA pair for each set of CPU features the functions ask for.
    let mut cpus: Vec<Vec<&'static str>> = bodies
        .iter()
        .filter_map(|&g| m.globals[g].as_func())
        .map(|f| target::function_cpu(m, f))
        .filter(|cpu| !cpu.is_empty())
        .collect();
    cpus.sort();
    cpus.dedup();
    let featured: Vec<(
        Vec<&'static str>,
        cranelift_codegen::isa::OwnedTargetIsa,
        cranelift_codegen::isa::OwnedTargetIsa,
    )> = cpus
        .into_iter()
        .map(|cpu| {
            let plain = target::isa_for(m, opts, false, &cpu)?;
            let pinned = target::isa_for(m, opts, true, &cpu)?;
            Ok((cpu, plain, pinned))
        })
        .collect::<Result<_>>()?;
    for (cpu, plain, pinned) in &featured {
        ctx.featured.insert(cpu.clone(), (&**plain, &**pinned));
    }
    let compile = || -> Vec<Result<function::CompiledFunction>> {
        use rayon::prelude::*;
        bodies
            .par_iter()
            .map(|&g| function::compile_function(&ctx, g))
            .collect()
    };
    let compiled = match opts.threads {
        Some(n) => rayon::ThreadPoolBuilder::new()
            .num_threads(n.max(1))
            .build()
            .map_err(|e| CompileError::new(format!("cannot start {n} threads: {e}")))?
            .install(compile),
        None => compile(),
    };
    let mut funcs = Vec::with_capacity(compiled.len());
    let mut errors = Vec::new();
    for (g, r) in bodies.iter().zip(compiled) {
        match r {
            Ok(f) => funcs.push((*g, f)),
            Err(e) => errors.push(e),
        }
    }
    if !errors.is_empty() {
        let mut first = errors.remove(0);
        first.others = errors;
        return Err(first);
    }
    object::write_object(&ctx, funcs)
}

impl Options {
    /// What `llconv compile` does without options: `-O2` as llc, PIC.
    pub fn default_for_cli() -> Self {
        Options {
            opt_level: OptLevel::O2,
            ..Options::default()
        }
    }
}
