//! LLVM's IR linking on the module model, as `llvm-link-22` does it.
//!
//! A [`Linker`] owns the module being built (empty at first, named as
//! `llvm-link` names its result) and takes source modules one at a time
//! with [`Linker::link_in`]; [`Linker::into_module`] gives the result.
//! The crate reads and writes no bytes: the CLI and the service read the
//! inputs with any reader and write the result with any writer.
//!
//! The result is meant to print as `llvm-link-22`'s does, text for text:
//! the same globals in the same order, the same renamed locals and
//! struct types, the same metadata. LLVM 22's `LinkModules.cpp` and
//! `IRMover.cpp` are the specification; `llvm-link-22` is the oracle.

mod dst;
mod flags;
mod internalize;
mod mover;
mod odr;
mod triple;
mod types;

use llconv_ir::Module;

/// How a source module is linked (`Linker::Flags`, and `--internalize`).
#[derive(Clone, Copy, Debug, Default)]
pub struct LinkFlags {
    /// Source definitions replace the destination's (`--override`).
    pub override_from_src: bool,
    /// Only globals the destination already refers to link
    /// (`--only-needed`).
    pub only_needed: bool,
    /// What this module brings becomes internal (`--internalize`).
    pub internalize: bool,
}

/// Why a link failed, in LLVM's words (`llvm-link` prints it after
/// `error: `).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkError {
    pub message: String,
}

impl LinkError {
    pub(crate) fn new(message: impl Into<String>) -> LinkError {
        LinkError {
            message: message.into(),
        }
    }
}

impl std::fmt::Display for LinkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for LinkError {}

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    Warning,
    /// An error LLVM reports and links on after (`llvm-link` still writes
    /// its result and exits with 0).
    Error,
}

/// A message from a link that did not stop it, in LLVM's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    pub message: String,
}

impl std::fmt::Display for Diagnostic {
    /// As `llvm-link` prints it: `warning: ...` or `error: ...`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let word = match self.severity {
            Severity::Warning => "warning",
            Severity::Error => "error",
        };
        write!(f, "{word}: {}", self.message)
    }
}

/// Links modules into one.
pub struct Linker {
    dst: dst::Dst,
    diagnostics: Vec<Diagnostic>,
    /// The debug-info types by ODR identifier, unless turned off.
    odr: Option<odr::OdrTypes>,
}

impl Linker {
    /// A linker whose result starts empty, named `name` (`llvm-link`
    /// names it `llvm-link`; the name is also the source file name).
    pub fn new(name: &[u8]) -> Linker {
        Linker::with_module(Module::new(name))
    }

    /// A linker that links into an existing module.
    pub fn with_module(m: Module) -> Linker {
        Linker {
            dst: dst::Dst::new(m),
            diagnostics: Vec::new(),
            odr: Some(odr::OdrTypes::default()),
        }
    }

    /// Whether debug-info composite types with the same `identifier:` are
    /// one type across the link (on by default, as in `llvm-link`, whose
    /// `-disable-debug-info-type-map` turns it off). Set it before the
    /// first [`Linker::link_in`].
    pub fn set_debug_type_odr_uniquing(&mut self, on: bool) {
        if on != self.odr.is_some() {
            self.odr = on.then(odr::OdrTypes::default);
        }
    }

    /// Links `src` into the result (`Linker::linkInModule`). On error the
    /// result may hold part of `src`, as LLVM's does; callers stop.
    pub fn link_in(&mut self, mut src: Module, flags: LinkFlags) -> Result<(), LinkError> {
        // A ThinLTO summary describes its own module only.
        src.summary = None;
        // Reading `src` into the shared context renames clashing structs.
        self.dst.names.load(&mut src.types);
        // ... and reads its debug-info types into the context's ODR map.
        let src_odr = match &mut self.odr {
            Some(odr) => odr.load(&mut src, &self.dst.m),
            None => odr::SrcOdr::default(),
        };
        let result = {
            let mut mv = mover::Mover::new(&mut self.dst, src, flags, &mut self.diagnostics);
            mv.seed_odr(&src_odr);
            let result = mv.select().and_then(|()| mv.run()).map(|()| {
                mv.finish_odr(&src_odr);
                mv.finish()
            });
            if let Some(odr) = &mut self.odr {
                odr.settle(src_odr.first, |n| mv.mapped_md(n));
            }
            result
        };
        self.dst.compact();
        result
    }

    /// Moves `globals` of `src` into the result with everything they need:
    /// types (struct types merged or renamed as a link does), constants,
    /// metadata (uniqued nodes shared, distinct ones copied, debug-info
    /// types by ODR identifier), attributes, comdats, metadata kinds and
    /// the module flags and named metadata of `src`. Other globals they
    /// use come as declarations, unless local (those move too). Returns,
    /// for each of `globals`, its id in the result.
    ///
    /// This is `IRMover::move` with exactly these values, as LLVM's
    /// function importer uses it; [`Linker::link_in`] is the whole-module
    /// link on the same machinery.
    pub fn import(
        &mut self,
        mut src: Module,
        globals: &[llconv_ir::GlobalId],
    ) -> Result<Vec<llconv_ir::GlobalId>, LinkError> {
        if let Some(g) = globals.iter().find(|g| g.index() >= src.globals.len()) {
            return Err(LinkError::new(format!(
                "no global {} in the source module",
                g.index()
            )));
        }
        src.summary = None;
        self.dst.names.load(&mut src.types);
        let src_odr = match &mut self.odr {
            Some(odr) => odr.load(&mut src, &self.dst.m),
            None => odr::SrcOdr::default(),
        };
        let (result, moved) = {
            let mut mv = mover::Mover::new(
                &mut self.dst,
                src,
                LinkFlags::default(),
                &mut self.diagnostics,
            );
            mv.seed_odr(&src_odr);
            mv.select_only(globals);
            let result = mv.run().map(|()| mv.finish_odr(&src_odr));
            if let Some(odr) = &mut self.odr {
                odr.settle(src_odr.first, |n| mv.mapped_md(n));
            }
            let moved: Vec<_> = globals.iter().map(|&g| mv.mapped_global(g)).collect();
            (result, moved)
        };
        let to = self.dst.compact();
        result?;
        moved
            .into_iter()
            .map(|d| {
                d.and_then(|d| to.get(d).copied().flatten())
                    .ok_or_else(|| LinkError::new("a moved global did not survive the move"))
            })
            .collect()
    }

    /// The diagnostics since the last call, in the order they arose.
    pub fn take_diagnostics(&mut self) -> Vec<Diagnostic> {
        std::mem::take(&mut self.diagnostics)
    }

    /// The linked module.
    pub fn into_module(self) -> Module {
        self.dst.m
    }

    /// The module as linked so far.
    pub fn module(&self) -> &Module {
        &self.dst.m
    }
}

#[cfg(test)]
mod tests;
