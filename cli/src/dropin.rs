//! Drop-in modes: `llconv as|dis|link ARGS`, or the binary called as
//! `llvm-as`, `llvm-dis`, `llvm-link` (with or without a `-22` suffix),
//! taking those tools' options as LLVM 22 spells them and behaving as they
//! do: default output names, standard input and output, messages on
//! standard error prefixed with the program name, exit codes.
//!
//! LLVM's option parser (`cl::`) takes `-name` and `--name` alike,
//! `-name=value` or `-name value` for options with a value, and
//! `-flag=true|false` for flags; clap does not, so the drop-in modes parse
//! their arguments here, from one table of options per tool.

use std::ffi::OsString;
use std::io::{self, IsTerminal, Write};
use std::path::Path;
use std::process::ExitCode;

use crate::{is_bitcode, is_stdio, read_input_named, write_file};
use llconv_ir::threads::Threads;

/// The LLVM tool a drop-in mode stands in for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tool {
    /// `llvm-as`: `.ll` text to bitcode.
    As,
    /// `llvm-dis`: bitcode to `.ll` text.
    Dis,
    /// `llvm-link`: modules linked into one.
    Link,
}

impl Tool {
    /// The tool a program file name calls for: `llvm-as`, `llvm-dis` or
    /// `llvm-link`, optionally with a version suffix such as `-22`.
    pub fn from_program_name(name: &str) -> Option<Tool> {
        let name = Path::new(name).file_name()?.to_str()?;
        let name = name.strip_suffix(".exe").unwrap_or(name);
        let base = match name.rsplit_once('-') {
            Some((base, version)) if version.chars().all(|c| c.is_ascii_digit()) => base,
            _ => name,
        };
        Tool::from_subcommand(base.strip_prefix("llvm-")?)
    }

    /// The tool `llconv NAME` runs: `as`, `dis` or `link`.
    pub fn from_subcommand(name: &str) -> Option<Tool> {
        match name {
            "as" => Some(Tool::As),
            "dis" => Some(Tool::Dis),
            "link" => Some(Tool::Link),
            _ => None,
        }
    }

    /// The LLVM tool's name, which messages start with when llconv is
    /// called as `llconv as` rather than by that name.
    pub fn llvm_name(self) -> &'static str {
        match self {
            Tool::As => "llvm-as",
            Tool::Dis => "llvm-dis",
            Tool::Link => "llvm-link",
        }
    }

    fn overview(self) -> &'static str {
        match self {
            Tool::As => "llvm .ll -> .bc assembler",
            Tool::Dis => "llvm .bc -> .ll disassembler",
            Tool::Link => "llvm linker",
        }
    }

    fn usage(self) -> &'static str {
        match self {
            Tool::As => "[options] <input .ll file>",
            Tool::Dis => "[options] [input bitcode]...",
            Tool::Link => "[options] <input bitcode files>",
        }
    }

    fn options(self) -> &'static [Opt] {
        match self {
            Tool::As => AS_OPTIONS,
            Tool::Dis => DIS_OPTIONS,
            Tool::Link => LINK_OPTIONS,
        }
    }
}

/// What an option does in llconv.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Effect {
    /// Read by the tool (looked up by name).
    Used,
    /// Has no effect on what llconv does: accepted as LLVM accepts it.
    Ignored,
    /// Changes LLVM's output in a way llconv does not reproduce yet:
    /// refused, rather than giving output that differs silently.
    Unsupported,
}

/// One option of a tool's table.
struct Opt {
    name: &'static str,
    /// Takes a value (`-o FILE`, `-o=FILE`); otherwise a flag.
    value: Option<&'static str>,
    help: &'static str,
    effect: Effect,
}

const fn flag(name: &'static str, help: &'static str, effect: Effect) -> Opt {
    Opt {
        name,
        value: None,
        help,
        effect,
    }
}

const fn valued(
    name: &'static str,
    value: &'static str,
    help: &'static str,
    effect: Effect,
) -> Opt {
    Opt {
        name,
        value: Some(value),
        help,
        effect,
    }
}

use Effect::{Ignored, Unsupported, Used};

/// Options all three tools take from LLVM's libraries.
const COMMON_OPTIONS: &[Opt] = &[
    flag(
        "color",
        "Use colors in output (ignored: llconv prints no colors)",
        Ignored,
    ),
    flag(
        "preserve-bc-uselistorder",
        "Preserve use-list order when writing bitcode (always on)",
        Used,
    ),
    flag(
        "preserve-ll-uselistorder",
        "Preserve use-list order when writing text (not supported when on)",
        Used,
    ),
    flag(
        "verify-noalias-scope-decl-dom",
        "Ensure that llvm.experimental.noalias.scope.decl for identical scopes are not dominating",
        Used,
    ),
    flag(
        "use-constant-int-for-scalable-splat",
        "Use ConstantInt for scalable splats (always on: llconv writes a scalable splat of an integer as one INTEGER record)",
        Used,
    ),
    flag(
        "use-constant-fp-for-scalable-splat",
        "Use ConstantFP for scalable splats (always on: llconv writes a scalable splat of a float as one FLOAT record)",
        Used,
    ),
    flag(
        "allow-incomplete-ir",
        "Allow incomplete IR on a best effort basis: undefined globals are declared, references to undefined metadata dropped (text inputs)",
        Used,
    ),
    flag(
        "expand-constant-exprs",
        "Expand constant expressions to instructions when reading bitcode (not supported)",
        Unsupported,
    ),
];

const AS_OPTIONS: &[Opt] = &[
    valued("o", "filename", "Override output filename", Used),
    flag("f", "Enable binary output on terminals", Used),
    flag("d", "Print assembly as parsed", Used),
    valued(
        "data-layout",
        "layout-string",
        "data layout string to use",
        Used,
    ),
    flag("disable-output", "Disable output", Used),
    flag(
        "disable-verify",
        "Do not run verifier on input LLVM (dangerous!)",
        Used,
    ),
    flag(
        "module-hash",
        "Emit module hash (not supported yet)",
        Unsupported,
    ),
    flag(
        "use-constant-int-for-fixed-length-splat",
        "Use ConstantInt for fixed-length splats: a vector of one repeated integer is written as one INTEGER record",
        Used,
    ),
    flag(
        "use-constant-fp-for-fixed-length-splat",
        "Use ConstantFP for fixed-length splats: a vector of one repeated float is written as one FLOAT record",
        Used,
    ),
];

const DIS_OPTIONS: &[Opt] = &[
    valued("o", "filename", "Override output filename", Used),
    valued(
        "max-output",
        "size",
        "Refuse to print more than this many bytes (K, M, G suffixes; llconv's own, default 1G)",
        Used,
    ),
    flag("f", "Enable binary output on terminals", Ignored),
    flag("disable-output", "Don't output the .ll file", Used),
    flag(
        "materialize-metadata",
        "Load module without materializing metadata, then materialize only the metadata",
        Ignored,
    ),
    flag(
        "set-importing",
        "Set lazy loading to pretend to import a module",
        Ignored,
    ),
    flag(
        "show-annotations",
        "Add informational comments to the .ll file (not supported yet)",
        Unsupported,
    ),
    flag(
        "print-thinlto-index-only",
        "Only read thinlto index and print the index as LLVM assembly (not supported yet)",
        Unsupported,
    ),
    // LLVM's reader then makes vector ConstantInt/ConstantFP objects where
    // it would make ConstantDataVector ones: both print as `splat (...)`,
    // so the text is the same either way.
    flag(
        "use-constant-int-for-fixed-length-splat",
        "Use ConstantInt for fixed-length splats (the text is the same either way)",
        Used,
    ),
    flag(
        "use-constant-fp-for-fixed-length-splat",
        "Use ConstantFP for fixed-length splats (the text is the same either way)",
        Used,
    ),
];

const LINK_OPTIONS: &[Opt] = &[
    valued("o", "filename", "Override output filename", Used),
    flag("f", "Enable binary output on terminals", Used),
    flag("S", "Write output as LLVM assembly", Used),
    flag("d", "Print assembly as linked", Used),
    flag("v", "Print information about actions taken", Used),
    flag("disable-verify", "Do not run the verifier", Used),
    flag("only-needed", "Link only needed symbols", Used),
    flag("internalize", "Internalize linked symbols", Used),
    flag("suppress-warnings", "Suppress all linking warnings", Used),
    valued(
        "override",
        "filename",
        "input bitcode file which can override previously defined symbol(s)",
        Used,
    ),
    valued(
        "import",
        "function:filename",
        "Pair of function name and filename, where function should be imported from bitcode in filename",
        Used,
    ),
    valued(
        "summary-index",
        "filename",
        "Module summary index filename",
        Used,
    ),
    flag(
        "disable-debug-info-type-map",
        "Don't use a uniquing type map for debug info",
        Used,
    ),
    // Which constants become vector ConstantInts depends on how LLVM made
    // each one (read from text, read from bitcode, folded): not reproduced.
    flag(
        "use-constant-int-for-fixed-length-splat",
        "Use ConstantInt for fixed-length splats (not supported)",
        Unsupported,
    ),
    flag(
        "use-constant-fp-for-fixed-length-splat",
        "Use ConstantFP for fixed-length splats (not supported)",
        Unsupported,
    ),
    flag("disable-lazy-loading", "Disable lazy module loading", Ignored),
    flag(
        "ignore-non-bitcode",
        "Do not report an error for non-bitcode files in archives",
        Ignored,
    ),
];

/// Parsed arguments: positionals, and options by name (the last of a
/// repeated flag wins; valued options keep every value, in order).
#[derive(Default, Debug)]
struct Parsed {
    positional: Vec<String>,
    flags: Vec<(&'static str, bool)>,
    values: Vec<(&'static str, String)>,
}

impl Parsed {
    fn flag(&self, name: &str) -> bool {
        self.flags
            .iter()
            .rev()
            .find(|(n, _)| *n == name)
            .is_some_and(|&(_, on)| on)
    }
    fn value(&self, name: &str) -> Option<&str> {
        self.values
            .iter()
            .rev()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }
    fn all<'s>(&'s self, name: &'s str) -> impl Iterator<Item = &'s str> + 's {
        self.values
            .iter()
            .filter(move |(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Why the command line was not accepted, or a request for help.
#[derive(Debug, PartialEq, Eq)]
enum ArgsOutcome {
    Help,
    Version,
    Error(String),
}

/// Parses `args` as LLVM's `cl::ParseCommandLineOptions` would for `tool`.
fn parse_args(tool: Tool, prog: &str, args: &[String]) -> Result<Parsed, ArgsOutcome> {
    let mut parsed = Parsed::default();
    let mut it = args.iter();
    let unknown = |arg: &str| {
        ArgsOutcome::Error(format!(
            "{prog}: Unknown command line argument '{arg}'.  Try: '{prog} --help'"
        ))
    };
    while let Some(arg) = it.next() {
        if arg == "--" {
            parsed.positional.extend(it.by_ref().cloned());
            break;
        }
        let Some(body) = arg.strip_prefix("--").or_else(|| arg.strip_prefix('-')) else {
            parsed.positional.push(arg.clone());
            continue;
        };
        if body.is_empty() {
            // `-` alone: standard input or output.
            parsed.positional.push(arg.clone());
            continue;
        }
        let (name, inline_value) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (body, None),
        };
        match name {
            "help" | "h" | "help-hidden" | "help-list" | "help-list-hidden" => {
                return Err(ArgsOutcome::Help)
            }
            "version" => return Err(ArgsOutcome::Version),
            _ => {}
        }
        let Some(opt) = tool
            .options()
            .iter()
            .chain(COMMON_OPTIONS)
            .find(|o| o.name == name)
        else {
            return Err(unknown(arg));
        };
        match opt.value {
            Some(_) => {
                let value = match inline_value {
                    Some(v) => v.to_owned(),
                    None => it.next().cloned().ok_or_else(|| {
                        ArgsOutcome::Error(format!(
                            "{prog}: for the -{name} option: requires a value!"
                        ))
                    })?,
                };
                if opt.effect == Unsupported {
                    return Err(ArgsOutcome::Error(unsupported(prog, arg)));
                }
                parsed.values.push((opt.name, value));
            }
            None => {
                let on = match inline_value {
                    None | Some("true" | "TRUE" | "True" | "1") => true,
                    Some("false" | "FALSE" | "False" | "0") => false,
                    Some(v) => {
                        return Err(ArgsOutcome::Error(format!(
                            "{prog}: for the -{name} option: '{v}' is invalid value for boolean argument! Try 0 or 1"
                        )))
                    }
                };
                if opt.effect == Unsupported && on {
                    return Err(ArgsOutcome::Error(unsupported(prog, arg)));
                }
                parsed.flags.push((opt.name, on));
            }
        }
    }
    Ok(parsed)
}

/// The refusal of an option whose effect llconv does not reproduce.
fn unsupported(prog: &str, arg: &str) -> String {
    format!(
        "{prog}: error: option '{arg}' is not supported by llconv yet (LLVM's output with it differs, and llconv does not reproduce that)"
    )
}

/// The `--help` text of a drop-in mode, in LLVM's layout.
fn help_text(tool: Tool, prog: &str) -> String {
    let mut out = format!(
        "OVERVIEW: {} (llconv standing in for {})\n\nUSAGE: {prog} {}\n\nOPTIONS:\n\n",
        tool.overview(),
        tool.llvm_name(),
        tool.usage()
    );
    let mut rows: Vec<(String, &str)> = Vec::new();
    for o in tool.options().iter().chain(COMMON_OPTIONS) {
        let dash = if o.name.len() == 1 { "-" } else { "--" };
        let spelled = match o.value {
            Some(v) if o.name.len() == 1 => format!("{dash}{} <{v}>", o.name),
            Some(v) => format!("{dash}{}=<{v}>", o.name),
            None => format!("{dash}{}", o.name),
        };
        rows.push((spelled, o.help));
    }
    rows.push(("--help".into(), "Display available options"));
    rows.push(("--version".into(), "Display the version of this program"));
    let width = rows.iter().map(|(s, _)| s.len()).max().unwrap_or(0);
    for (s, h) in rows {
        out.push_str(&format!("  {s:width$} - {h}\n"));
    }
    out.push_str(
        "\nOptions may be spelled with one dash or two, with their value after '=' or\n\
         as the next argument. Options marked \"not supported\" are refused with an\n\
         error rather than ignored.\n",
    );
    out
}

/// Runs `tool` on `args` (the arguments after the program name or the
/// `as`/`dis`/`link` word); `prog` starts every message.
pub fn run(tool: Tool, prog: &str, args: Vec<OsString>) -> ExitCode {
    let args: Vec<String> = args
        .into_iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let parsed = match parse_args(tool, prog, &args) {
        Ok(p) => p,
        Err(ArgsOutcome::Help) => {
            print!("{}", help_text(tool, prog));
            return ExitCode::SUCCESS;
        }
        Err(ArgsOutcome::Version) => {
            println!(
                "llconv {} (standing in for {}, LLVM 22 language)",
                env!("CARGO_PKG_VERSION"),
                tool.llvm_name()
            );
            return ExitCode::SUCCESS;
        }
        Err(ArgsOutcome::Error(message)) => {
            eprintln!("{message}");
            return ExitCode::FAILURE;
        }
    };
    // A conversion builds its module on this thread, on huge pages; the
    // linker spreads its modules over threads and keeps 4 KiB pages.
    if tool != Tool::Link {
        llconv_heap::use_huge_page_heap();
    }
    let result = match tool {
        Tool::As => run_as(prog, &parsed),
        Tool::Dis => run_dis(prog, &parsed),
        Tool::Link => run_link(prog, &parsed),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprint!("{message}");
            if !message.ends_with('\n') {
                eprintln!();
            }
            ExitCode::FAILURE
        }
    }
}

/// `llvm-as`'s refusal to write bitcode to a terminal (it then exits 0,
/// having written nothing).
const BITCODE_TO_TERMINAL: &str = "WARNING: You're attempting to print out a bitcode file.\n\
This is inadvisable as it may cause display problems. If\n\
you REALLY want to taste LLVM bitcode first-hand, you\n\
can force output with the `-f' option.\n\n";

/// An I/O error's text as LLVM prints it (no "(os error N)").
fn io_message(e: &io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_owned(),
        None => s,
    }
}

/// Writes `bytes` to `output` (`-` is standard output); bitcode to a
/// terminal only with `force`.
fn emit(prog: &str, output: &str, bytes: &[u8], bitcode: bool, force: bool) -> Result<(), String> {
    if is_stdio(Path::new(output)) {
        let mut stdout = io::stdout().lock();
        if bitcode && !force && stdout.is_terminal() {
            eprint!("{BITCODE_TO_TERMINAL}");
            return Ok(());
        }
        return match stdout.write_all(bytes).and_then(|()| stdout.flush()) {
            Err(e) if e.kind() != io::ErrorKind::BrokenPipe => {
                Err(format!("{prog}: error: {}", io_message(&e)))
            }
            _ => Ok(()),
        };
    }
    write_file(Path::new(output), bytes).map_err(|e| io_message(&e))
}

/// Input file name to output file name, as the tools infer it: `from`
/// dropped from the end if there, then `to` added.
fn infer_output(input: &str, from: &str, to: &str) -> String {
    let stem = input.strip_suffix(from).unwrap_or(input);
    format!("{stem}{to}")
}

/// The verifier options given on the command line.
fn verify_options(args: &Parsed) -> llconv_verify::VerifyOptions {
    llconv_verify::VerifyOptions {
        noalias_scope_decl_dom: args.flag("verify-noalias-scope-decl-dom"),
        ..Default::default()
    }
}

fn run_as(prog: &str, args: &Parsed) -> Result<(), String> {
    if args.positional.len() > 1 {
        return Err(format!(
            "{prog}: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: {prog} --help"
        ));
    }
    if args.flag("preserve-ll-uselistorder") {
        return Err(unsupported(prog, "-preserve-ll-uselistorder"));
    }
    let input = args.positional.first().map_or("-", String::as_str);
    let (name, bytes) = read_input_named(Path::new(input)).map_err(|e| {
        format!(
            "{prog}: {input}: error: Could not open input file: {}",
            io_message(&e)
        )
    })?;
    let mut options = llconv_text::ParseOptions {
        keep_debug_info_unchecked: args.flag("disable-verify"),
        allow_incomplete_ir: args.flag("allow-incomplete-ir"),
        ..Default::default()
    };
    if let Some(dl) = args.value("data-layout") {
        if let Err(e) = llconv_ir::datalayout::DataLayout::parse(dl.as_bytes()) {
            return Err(format!("{prog}: error: {e}"));
        }
        options.data_layout = Some(dl.as_bytes().to_vec());
    }
    let output = match args.value("o") {
        Some(o) => o.to_owned(),
        None if is_stdio(Path::new(input)) => "-".to_owned(),
        None => infer_output(input, ".ll", ".bc"),
    };
    let parse_error = |e: llconv_text::ParseError| format!("{prog}: {}", e.render(&name, &bytes));
    let plain = options == llconv_text::ParseOptions::default();
    let write_options = llconv_bitcode::WriteOptions {
        fixed_int_splats: args.flag("use-constant-int-for-fixed-length-splat"),
        fixed_fp_splats: args.flag("use-constant-fp-for-fixed-length-splat"),
        ..Default::default()
    };
    let verify = !args.flag("disable-verify");
    let not_verified = |m: &llconv_ir::Module, errors: &[llconv_verify::VerifyError]| {
        format!(
            "{prog}: assembly parsed, but does not verify as correct!\n{}",
            llconv_verify::render(m, errors)
        )
    };
    if plain && !args.flag("d") && !args.flag("disable-output") {
        // The conversion's own path: the debug-info check beside the
        // verifier and the writer.
        let (module, out) = llconv_text::parse_module_then_reporting(
            &bytes,
            &name,
            Threads::Auto,
            |m, check| {
                let errors = if verify {
                    let options = llconv_verify::VerifyOptions {
                        debug_info_checked_beside: check
                            == llconv_ir::upgrade_debuginfo::DebugInfoCheck::Beside,
                        ..verify_options(args)
                    };
                    llconv_verify::verify_module_with(m, options)
                } else {
                    Vec::new()
                };
                if errors.is_empty() {
                    Ok(llconv_bitcode::write_module_with(m, write_options.clone()))
                } else {
                    Err(not_verified(m, &errors))
                }
            },
            crate::report_broken_debug_info("", &name),
        )
        .map_err(parse_error)?;
        crate::print_read_warnings("", &module);
        let out = out?;
        // The process ends soon: freeing a large module node by node
        // gives nothing back (clang's -disable-free).
        std::mem::forget(module);
        return emit(prog, &output, &out, true, args.flag("f"));
    }
    let module = llconv_text::parse_module_reporting(
        &bytes,
        &name,
        &options,
        crate::report_broken_debug_info("", &name),
    )
    .map_err(parse_error)?;
    crate::print_read_warnings("", &module);
    if verify {
        let errors = llconv_verify::verify_module_with(&module, verify_options(args));
        if !errors.is_empty() {
            return Err(not_verified(&module, &errors));
        }
    }
    if args.flag("d") {
        let text = llconv_text::print_module_bytes(&module);
        let mut err = io::stderr().lock();
        let _ = err.write_all(b"Here's the assembly:\n");
        let _ = err.write_all(&text);
    }
    if args.flag("disable-output") {
        std::mem::forget(module);
        return Ok(());
    }
    let out = llconv_bitcode::write_module_with(&module, write_options);
    std::mem::forget(module);
    emit(prog, &output, &out, true, args.flag("f"))
}

fn run_dis(prog: &str, args: &Parsed) -> Result<(), String> {
    if args.flag("preserve-ll-uselistorder") {
        return Err(unsupported(prog, "-preserve-ll-uselistorder"));
    }
    let mut inputs: Vec<&str> = args.positional.iter().map(String::as_str).collect();
    if inputs.is_empty() {
        inputs.push("-");
    } else if inputs.len() > 1 && args.value("o").is_some() {
        return Err("error: output file name cannot be set for multiple input files".into());
    }
    for input in inputs {
        let (name, bytes) = read_input_named(Path::new(input))
            .map_err(|e| format!("error: {input}: {}", io_message(&e)))?;
        if !is_bitcode(&bytes) {
            return Err(format!(
                "{prog}: error: file doesn't start with bitcode header"
            ));
        }
        // With --disable-output the module is read (and so checked), not printed.
        let print = !args.flag("disable-output");
        let limit = crate::parse_size(
            args.value("max-output")
                .unwrap_or(crate::DEFAULT_MAX_OUTPUT),
        )
        .map_err(|e| format!("{prog}: error: --max-output: {e}"))?;
        let output = match args.value("o") {
            Some(o) => o.to_owned(),
            None if is_stdio(Path::new(input)) => "-".to_owned(),
            None => infer_output(input, ".bc", ".ll"),
        };
        // Text for a file is printed straight into it; `read_module_then`
        // may print twice, which a file allows and standard output does not.
        let to_file = print && !is_stdio(Path::new(&output));
        let print_text = |m: &llconv_ir::Module, check| {
            // LLVM's reader verifies a module with current debug info and
            // stops at a broken one; it checks no other.
            if llconv_ir::upgrade_debuginfo::reader_runs_verifier(m) {
                let options = llconv_verify::VerifyOptions::for_read(check);
                let errors = llconv_verify::verify_module_with(m, options);
                if !errors.is_empty() {
                    return Err(format!(
                        "{}LLVM ERROR: Broken module found, compilation aborted!",
                        llconv_verify::render(m, &errors)
                    ));
                }
            }
            let printed = if to_file {
                crate::stream_text_file(m, Path::new(&output), limit, Threads::Auto)
                    .map(|()| Vec::new())
            } else if print {
                llconv_text::print_module_limited(m, limit)
            } else {
                Ok(Vec::new())
            };
            printed.map_err(|e| match e {
                llconv_text::PrintError::Io(e) => io_message(&e),
                e => format!("{prog}: error: {name}: {e} (--max-output)"),
            })
        };
        let warn_prefix = format!("{prog}: ");
        let on_broken = crate::report_broken_debug_info(&warn_prefix, &name);
        let text = match llconv_bitcode::read_module_then_reporting(
            &bytes,
            &name,
            Threads::Auto,
            print_text,
            on_broken,
        ) {
            Ok((m, text)) => {
                crate::print_read_warnings(&format!("{prog}: "), &m);
                std::mem::forget(m);
                text?
            }
            // Bitcode without a module prints nothing (an empty file).
            Err(llconv_bitcode::BitcodeError::NoModule { .. }) => {
                if print {
                    emit(prog, &output, b"", false, true)?;
                }
                continue;
            }
            Err(e) => return Err(format!("{prog}: error: {e}")),
        };
        if print && !to_file {
            emit(prog, &output, &text, false, true)?;
        }
    }
    Ok(())
}

/// Reads one module for `llvm-link`: text or bitcode, told by content.
fn load_module(
    prog: &str,
    input: &str,
    allow_incomplete_ir: bool,
) -> Result<llconv_ir::Module, String> {
    let (name, bytes) = read_input_named(Path::new(input)).map_err(|e| {
        format!(
            "{prog}: {input}: error: Could not open input file: {}",
            io_message(&e)
        )
    })?;
    if is_bitcode(&bytes) {
        llconv_bitcode::read_module(&bytes, &name)
            .map_err(|e| format!("{prog}: {input}: error: {e}"))
    } else {
        // llvm-link reads text with LLVM's parser alone, which keeps the
        // data layout as written.
        let options = llconv_text::ParseOptions {
            data_layout_as_written: true,
            allow_incomplete_ir,
            ..Default::default()
        };
        llconv_text::parse_module_with(&bytes, &name, &options)
            .map_err(|e| format!("{prog}: {}", e.render(&name, &bytes)))
    }
}

/// Inputs read ahead of the link on other threads, handed over in input
/// order: the link of one module runs while the next ones are read. At
/// most [`ReadAhead::AHEAD`] modules wait read and unlinked, so that
/// memory holds a few source modules, not all of them.
struct ReadAhead<'a> {
    prog: &'a str,
    allow_incomplete_ir: bool,
    inputs: &'a [(&'a str, bool)],
    state: std::sync::Mutex<ReadAheadState>,
    changed: std::sync::Condvar,
}

struct ReadAheadState {
    /// Read modules not yet taken, by input index.
    slots: Vec<Option<Result<llconv_ir::Module, String>>>,
    /// The next input a reader starts on.
    next: usize,
    /// How many inputs the link has taken.
    taken: usize,
    /// The link stopped: readers start nothing more.
    stop: bool,
}

impl<'a> ReadAhead<'a> {
    const AHEAD: usize = 4;

    fn new(prog: &'a str, inputs: &'a [(&'a str, bool)], allow_incomplete_ir: bool) -> Self {
        ReadAhead {
            prog,
            allow_incomplete_ir,
            inputs,
            state: std::sync::Mutex::new(ReadAheadState {
                slots: (0..inputs.len()).map(|_| None).collect(),
                next: 0,
                taken: 0,
                stop: false,
            }),
            changed: std::sync::Condvar::new(),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, ReadAheadState> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A reader thread: takes the next input while the link is at most
    /// `AHEAD` inputs behind, reads it, files it.
    fn reader(&self) {
        loop {
            let i = {
                let mut st = self.lock();
                loop {
                    if st.stop || st.next >= self.inputs.len() {
                        return;
                    }
                    if st.next < st.taken + Self::AHEAD {
                        break;
                    }
                    st = self.changed.wait(st).unwrap_or_else(|e| e.into_inner());
                }
                st.next += 1;
                st.next - 1
            };
            let result = load_module(self.prog, self.inputs[i].0, self.allow_incomplete_ir);
            self.lock().slots[i] = Some(result);
            self.changed.notify_all();
        }
    }

    /// Input `i`'s module, once read (inputs are taken in order).
    fn take(&self, i: usize) -> Result<llconv_ir::Module, String> {
        let mut st = self.lock();
        loop {
            if let Some(result) = st.slots[i].take() {
                st.taken = i + 1;
                drop(st);
                self.changed.notify_all();
                return result;
            }
            st = self.changed.wait(st).unwrap_or_else(|e| e.into_inner());
        }
    }

    /// The link is over: readers finish the module in hand and stop.
    fn stop(&self) {
        self.lock().stop = true;
        self.changed.notify_all();
    }
}

/// Links the inputs in order into `linker`, `load(i)` giving input `i`'s
/// module, printing the diagnostics as they come.
fn link_inputs(
    prog: &str,
    args: &Parsed,
    inputs: &[(&str, bool)],
    mut load: impl FnMut(usize) -> Result<llconv_ir::Module, String>,
    mut linker: llconv_link::Linker,
    base: llconv_link::LinkFlags,
) -> Result<llconv_ir::Module, String> {
    let verbose = args.flag("v");
    let suppress_warnings = args.flag("suppress-warnings");
    // As llvm-link: inputs are checked one by one only when the debug
    // info type map is off; the linked module is always checked.
    let verify_inputs = args.flag("disable-debug-info-type-map") && !args.flag("disable-verify");
    // The first file links with no flags; internalizing starts with the
    // second; overriding files come last.
    let mut first = true;
    for (i, &(input, is_override)) in inputs.iter().enumerate() {
        let mut module = load(i)?;
        if !suppress_warnings {
            crate::print_read_warnings("", &module);
        }
        module.read_warnings.clear();
        if verify_inputs {
            let errors = llconv_verify::verify_module_with(&module, verify_options(args));
            if !errors.is_empty() {
                return Err(format!(
                    "{}{prog}: {input}: error: input module is broken!",
                    llconv_verify::render(&module, &errors)
                ));
            }
        }
        if verbose {
            eprintln!("Linking in '{input}'");
        }
        let flags = if first && !is_override {
            llconv_link::LinkFlags::default()
        } else {
            llconv_link::LinkFlags {
                override_from_src: is_override,
                internalize: args.flag("internalize"),
                ..base
            }
        };
        first = false;
        let result = linker.link_in(module, flags);
        for d in linker.take_diagnostics() {
            if d.severity == llconv_link::Severity::Error || !suppress_warnings {
                eprintln!("{d}");
            }
        }
        result.map_err(|e| format!("error: {e}"))?;
    }
    Ok(linker.into_module())
}

fn run_link(prog: &str, args: &Parsed) -> Result<(), String> {
    if args.flag("preserve-ll-uselistorder") {
        return Err(unsupported(prog, "-preserve-ll-uselistorder"));
    }
    if args.value("import").is_some() {
        return Err(unsupported(prog, "-import"));
    }
    if args.value("summary-index").is_some() {
        return Err(unsupported(prog, "-summary-index"));
    }
    let overrides: Vec<&str> = args.all("override").collect();
    if args.positional.is_empty() && overrides.is_empty() {
        return Err(format!(
            "{prog}: Not enough positional command line arguments specified!\nMust specify at least 1 positional argument: See: {prog} --help"
        ));
    }
    let verbose = args.flag("v");
    let mut linker = llconv_link::Linker::new(b"llvm-link");
    linker.set_debug_type_odr_uniquing(!args.flag("disable-debug-info-type-map"));
    let base = llconv_link::LinkFlags {
        only_needed: args.flag("only-needed"),
        ..Default::default()
    };
    let inputs: Vec<(&str, bool)> = args
        .positional
        .iter()
        .map(|s| (s.as_str(), false))
        .chain(overrides.iter().map(|s| (*s, true)))
        .collect();
    // Reading is independent per file: other threads read ahead while the
    // modules link in order. With -v, one at a time, so the messages come
    // as LLVM's do.
    let readers = if verbose {
        0
    } else {
        std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .min(inputs.len())
    };
    let allow_incomplete_ir = args.flag("allow-incomplete-ir");
    let ahead = ReadAhead::new(prog, &inputs, allow_incomplete_ir);
    let linked = std::thread::scope(|scope| {
        for _ in 0..readers {
            scope.spawn(|| ahead.reader());
        }
        let result = link_inputs(
            prog,
            args,
            &inputs,
            |i| {
                if readers > 0 {
                    ahead.take(i)
                } else {
                    eprintln!("Loading '{}'", inputs[i].0);
                    load_module(prog, inputs[i].0, allow_incomplete_ir)
                }
            },
            linker,
            base,
        );
        ahead.stop();
        result
    });
    let module = linked?;
    // Linked bitcode can share constant expressions whose text is
    // exponential: the conversion's default output limit holds here too.
    let limit = crate::parse_size(crate::DEFAULT_MAX_OUTPUT)?;
    if args.flag("d") {
        let text = llconv_text::print_module_limited(&module, limit)
            .map_err(|e| format!("{prog}: error: {e}"))?;
        let mut err = io::stderr().lock();
        let _ = err.write_all(b"Here's the assembly:\n");
        let _ = err.write_all(&text);
    }
    let output = args.value("o").unwrap_or("-");
    let text = args.flag("S");
    // The linked module is checked and written at once, on two threads;
    // what was written is thrown away if the check fails (the writer
    // takes any module a reader gives, checked or not).
    let verify = !args.flag("disable-verify");
    let (errors, bytes) = std::thread::scope(|scope| {
        let check = verify.then(|| {
            scope.spawn(|| llconv_verify::verify_module_with(&module, verify_options(args)))
        });
        let bytes = crate::write_limited(&module, !text, limit, None, Threads::Auto);
        let errors = match check.map(|c| c.join()) {
            None => Vec::new(),
            Some(Ok(errors)) => errors,
            Some(Err(panic)) => std::panic::resume_unwind(panic),
        };
        (errors, bytes)
    });
    if !errors.is_empty() {
        return Err(format!(
            "{}{prog}: error: linked module is broken!",
            llconv_verify::render(&module, &errors)
        ));
    }
    if verbose {
        eprintln!("Writing bitcode...");
    }
    let bytes = bytes.map_err(|e| format!("{prog}: error: {e}"))?;
    std::mem::forget(module);
    emit(prog, output, &bytes, !text, args.flag("f"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(a: &[&str]) -> Vec<String> {
        a.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn program_names_choose_the_tool() {
        assert_eq!(Tool::from_program_name("llvm-as"), Some(Tool::As));
        assert_eq!(
            Tool::from_program_name("/usr/bin/llvm-dis-22"),
            Some(Tool::Dis)
        );
        assert_eq!(Tool::from_program_name("tools/llvm-link"), Some(Tool::Link));
        assert_eq!(Tool::from_program_name("llconv"), None);
        assert_eq!(Tool::from_program_name("llvm-ass"), None);
        assert_eq!(Tool::from_program_name("llvm-as-x"), None);
    }

    #[test]
    fn options_take_llvm_spellings() {
        let p = parse_args(
            Tool::As,
            "llvm-as",
            &strings(&[
                "-o",
                "x.bc",
                "--disable-verify",
                "-f=false",
                "a.ll",
                "-data-layout=P42",
            ]),
        )
        .unwrap();
        assert_eq!(p.positional, ["a.ll"]);
        assert_eq!(p.value("o"), Some("x.bc"));
        assert!(p.flag("disable-verify"));
        assert!(!p.flag("f"));
        assert_eq!(p.value("data-layout"), Some("P42"));
        let p = parse_args(
            Tool::Link,
            "llvm-link",
            &strings(&["-S", "--o=-", "-", "b.ll"]),
        )
        .unwrap();
        assert!(p.flag("S"));
        assert_eq!(p.value("o"), Some("-"));
        assert_eq!(p.positional, ["-", "b.ll"]);
    }

    #[test]
    fn unknown_and_unsupported_options_are_refused() {
        let e = parse_args(Tool::Dis, "llvm-dis", &strings(&["-S"])).unwrap_err();
        assert_eq!(
            e,
            ArgsOutcome::Error(
                "llvm-dis: Unknown command line argument '-S'.  Try: 'llvm-dis --help'".into()
            )
        );
        assert!(matches!(
            parse_args(Tool::As, "llvm-as", &strings(&["--module-hash"])),
            Err(ArgsOutcome::Error(m)) if m.contains("not supported")
        ));
        assert!(matches!(
            parse_args(Tool::As, "llvm-as", &strings(&["-o"])),
            Err(ArgsOutcome::Error(m)) if m.contains("requires a value")
        ));
        assert_eq!(
            parse_args(Tool::As, "llvm-as", &strings(&["-h"])).unwrap_err(),
            ArgsOutcome::Help
        );
    }

    #[test]
    fn output_names_are_inferred_as_llvm_does() {
        assert_eq!(infer_output("dir/a.ll", ".ll", ".bc"), "dir/a.bc");
        assert_eq!(infer_output("a.txt", ".ll", ".bc"), "a.txt.bc");
        assert_eq!(infer_output("a.bc", ".bc", ".ll"), "a.ll");
    }

    #[test]
    fn help_lists_every_option() {
        for tool in [Tool::As, Tool::Dis, Tool::Link] {
            let help = help_text(tool, tool.llvm_name());
            for o in tool.options() {
                assert!(help.contains(o.name), "{tool:?} help lacks {}", o.name);
            }
        }
    }
}
