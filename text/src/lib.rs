//! LLVM `.ll` text over the llconv module model: a lexer, a one-pass parser
//! that resolves forward references, and a printer that reproduces
//! `llvm-dis-22` byte for byte.

#![deny(missing_docs)]

mod error;
pub use error::{ParseError, ParseErrorKind};

use llconv_ir::threads::Threads;
use llconv_ir::upgrade_debuginfo::DebugInfoCheck;
use llconv_ir::Module;

/// Parses `.ll` text. `source_name` becomes the module's `source_filename`
/// (and identifier) unless the text sets one, as `llvm-as` does.
pub fn parse_module(src: &[u8], source_name: &str) -> Result<Module, ParseError> {
    parser::parse(src, source_name)
}

/// What a caller may change about reading `.ll` text; the defaults are
/// what `llvm-as-22` does with no options.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ParseOptions {
    /// A data layout that replaces the module's own `target datalayout`,
    /// which is then not read (`llvm-as -data-layout=...`). It decides the
    /// program address space while parsing, so it cannot be set afterwards.
    pub data_layout: Option<Vec<u8>>,
    /// Keep debug info as written: no stripping of debug info whose
    /// version is not 3 or that fails LLVM's checks (`llvm-as
    /// --disable-verify`, LLVM's `parseAssemblyFileNoUpgradeDebugInfo`).
    pub keep_debug_info_unchecked: bool,
    /// Keep `target datalayout` as written. LLVM's text parser alone does
    /// (`llvm-link` and `opt` print it so); the bitcode reader upgrades it
    /// for the triple, which is what `llvm-as | llvm-dis` shows and what
    /// the parser gives by default.
    pub data_layout_as_written: bool,
    /// Read incomplete IR on a best-effort basis (`llvm-as
    /// -allow-incomplete-ir`): undefined globals are declared, attachments
    /// of undefined metadata dropped (see the parser's `incomplete`).
    pub allow_incomplete_ir: bool,
    /// How many threads the parse may use: when it has a second, the text
    /// is lexed ahead on it and its trailing metadata parsed on a third
    /// (by default for 16 MiB of text or more, see
    /// [`llconv_ir::threads`]). The module is the same either way.
    pub threads: Threads,
}

/// Parses `.ll` text as [`parse_module_with`] does, on the calling thread,
/// and tells where each global value and instruction was written, for
/// messages that point into the text (the verifier's, in the command).
/// The module is the one [`parse_module_with`] gives.
pub fn parse_module_located(
    src: &[u8],
    source_name: &str,
    options: &ParseOptions,
) -> Result<(Module, SourceLocations), ParseError> {
    parser::parse_located(src, source_name, options)
}

/// Parses `.ll` text as [`parse_module`] does, with `options`.
pub fn parse_module_with(
    src: &[u8],
    source_name: &str,
    options: &ParseOptions,
) -> Result<Module, ParseError> {
    parser::parse_checking(src, source_name, true, options)
}

/// [`parse_module_with`], calling `on_broken` with the module as read
/// when LLVM's check of its debug info fails, before that debug info is
/// stripped (`UpgradeDebugInfo` prints the problems then, and "warning:
/// ignoring invalid debug info").
pub fn parse_module_reporting(
    src: &[u8],
    source_name: &str,
    options: &ParseOptions,
    on_broken: impl FnOnce(&Module),
) -> Result<Module, ParseError> {
    if options.keep_debug_info_unchecked {
        return parse_module_with(src, source_name, options);
    }
    // Debug info of version 3 is kept unchecked by this first reading.
    let m = parser::parse_checking(src, source_name, false, options)?;
    if llconv_ir::upgrade_debuginfo::debug_info_version(&m) != 3 {
        return Ok(m);
    }
    let globals: Vec<Option<&llconv_ir::Global>> = m.globals.values().map(Some).collect();
    if llconv_ir::upgrade_debuginfo::debug_info_verifies(&m, &globals) {
        return Ok(m);
    }
    on_broken(&m);
    parse_module_with(src, source_name, options)
}

/// [`parse_module_then`], calling `on_broken` as
/// [`parse_module_reporting`] does.
/// `threads` are the threads the parse and the check may use.
pub fn parse_module_then_reporting<T: Send>(
    src: &[u8],
    source_name: &str,
    threads: Threads,
    work: impl Fn(&Module, DebugInfoCheck) -> T + Sync,
    on_broken: impl FnOnce(&Module),
) -> Result<(Module, T), ParseError> {
    let options = ParseOptions {
        threads,
        ..Default::default()
    };
    llconv_ir::upgrade_debuginfo::work_beside_debug_info_check_reporting(
        threads,
        || parser::parse_checking(src, source_name, false, &options),
        || parse_module_with(src, source_name, &options),
        work,
        on_broken,
    )
}

/// The module `src` gives with its trailing metadata definitions (from
/// the first line that begins with `!`, or else from the first line of
/// the last run of such lines) read by a
/// second parser on another thread, or `None` when that split is given
/// up, as it always is for text that does not parse. `parse_module` takes
/// this path by itself for large inputs; this forces it at any size, so
/// that tests can hold both paths to the same module.
#[doc(hidden)]
pub fn parse_module_split(src: &[u8], source_name: &str) -> Option<Module> {
    parser::parse_split_anywhere(src, source_name)
}

/// How many tokens the lexer makes of `src` (up to the first malformed
/// one): lexing alone, for benchmarks.
#[doc(hidden)]
pub fn count_tokens(src: &[u8]) -> usize {
    let mut lex = lexer::Lexer::new(src);
    let mut n = 0;
    loop {
        match lex.next_token().kind {
            lexer::Tok::Eof | lexer::Tok::Error => return n,
            _ => n += 1,
        }
        // Names and strings are kept until a token source takes them.
        lex.strs.clear();
    }
}

/// Parses `.ll` text and runs `work` on the module, as
/// `work(&parse_module(src, source_name)?, DebugInfoCheck::Done)` does, but
/// faster: LLVM's check of the debug info (`UpgradeDebugInfo`'s
/// verification, a tenth of parsing a module with debug info) is made
/// once, on another thread beside `work` for a large module ([`Threads`]),
/// and `work` is told so ([`DebugInfoCheck::Beside`]): it may leave those
/// rules out of its own verification. In the rare case that the check
/// fails (broken debug info is stripped), the text is parsed again the
/// ordinary way and `work` runs again. A module with no (valid) debug
/// info needs no check: `work` runs alone.
pub fn parse_module_then<T: Send>(
    src: &[u8],
    source_name: &str,
    work: impl Fn(&Module, DebugInfoCheck) -> T + Sync,
) -> Result<(Module, T), ParseError> {
    parse_module_then_reporting(src, source_name, Threads::Auto, work, |_| {})
}

/// Prints a module exactly as `llvm-dis-22` would, `; ModuleID` line first.
/// The few fields LLVM prints raw (string attribute keys, the triple, ...)
/// may hold bytes that are not UTF-8: here they become U+FFFD;
/// [`print_module_bytes`] keeps them.
pub fn print_module(m: &Module) -> String {
    llconv_ir::rawtext::decode_raw_lossy(printer::print(m))
}

/// Prints a module exactly as `llvm-dis-22` would, byte for byte.
pub fn print_module_bytes(m: &Module) -> Vec<u8> {
    llconv_ir::rawtext::decode_raw(printer::print(m))
}

/// Why [`print_module_to`] or [`print_module_limited`] stopped.
pub use printer::PrintError;

/// Prints as [`print_module_bytes`] does, into `out` piece by piece (the
/// text is never whole in memory), refusing past `limit` bytes: a module
/// whose shared constant expressions or types would print larger is
/// refused before anything is written, others stop at the limit. A large
/// module's functions are printed on two threads (the second one's texts
/// held until they are due; see [`Threads`]).
pub fn print_module_to(
    m: &Module,
    out: &mut dyn std::io::Write,
    limit: u64,
) -> Result<(), PrintError> {
    let options = PrintOptions {
        limit,
        threads: Threads::Auto,
    };
    print_module_with(m, out, &options)
}

/// How [`print_module_with`] prints.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrintOptions {
    /// At most this many bytes of text.
    pub limit: u64,
    /// How many threads may print functions: a module of 20,000
    /// instructions or more can share them with a second thread (by
    /// default from 250,000, see [`llconv_ir::threads`]). The text is the
    /// same either way.
    pub threads: Threads,
}

/// [`print_module_to`] with `options`.
pub fn print_module_with(
    m: &Module,
    out: &mut dyn std::io::Write,
    options: &PrintOptions,
) -> Result<(), PrintError> {
    let mut budget = printer::Budget::new(Some(out), options.limit);
    budget.threads = options.threads;
    printer::print_with(m, budget).map(drop)
}

/// [`print_module_bytes`] refusing past `limit` bytes, as
/// [`print_module_to`] does.
pub fn print_module_limited(m: &Module, limit: u64) -> Result<Vec<u8>, PrintError> {
    printer::print_with(m, printer::Budget::new(None, limit)).map(llconv_ir::rawtext::decode_raw)
}

/// Single entities printed as LLVM shows them in diagnostics.
pub use printer::snippet::EntityPrinter;

mod lexer;
mod locations;
pub use locations::SourceLocations;
mod parser;
mod printer;
mod tokens;
