//! `llconv`: the command-line shell over the llconv library. It reads a
//! module (`.ll` text or `.bc` bitcode), and writes it in the format that
//! `-o`'s extension or `--emit` asks for.

use std::fs;
use std::io::{self, Read, Seek, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand, ValueEnum};
use llconv_ir::threads::Threads;

/// mimalloc rather than glibc's allocator: a conversion builds a module of
/// tens of megabytes in small pieces, and mimalloc's per-thread free lists
/// take that at the same speed on every run, whatever allocator settings
/// the caller's environment holds (README, Benchmarks; Cargo.toml says
/// which build of it and why). Conversions and `verify` move their thread
/// to a mimalloc heap on transparent huge pages (`llconv_heap`).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

mod compile;
mod dropin;

const AFTER_HELP: &str = "\
Input format is detected from the content: the bitcode magic (BC C0 DE) or the
bitcode wrapper magic (0x0B17C0DE) means bitcode, anything else is .ll text.
A file named *.bc without the magic is rejected as \"not a bitcode file\".

Output format follows -o's extension: .ll text, .bc bitcode, .o object; any
other name, standard output (no -o, or -o -) included, gets text. --emit
overrides the extension.

Examples:
  llconv in.ll -o out.bc      assemble, as llvm-as-22 does
  llconv in.bc -o out.ll      disassemble, as llvm-dis-22 does
  llconv in.ll -o out.ll      parse and print (canonical llvm-dis-22 text)
  llconv in.bc                print to standard output
  cat in.ll | llconv - -o -   read standard input, text to standard output

Every conversion runs LLVM's verifier rules first and writes nothing for a
module that breaks one (--disable-verify writes it anyway). Bitcode to text
is verified as llvm-dis-22 verifies it: modules with current debug info
are, others print as read (--verify checks every one).

Drop-in modes: `llconv as|dis|link ARGS` (or this binary called llvm-as,
llvm-dis, llvm-link, with or without -22) take those tools' options; see
`llconv as --help`.

`llconv compile [-O0|-O2] in.ll -o out.o` (or `llconv in.ll -o out.o`)
compiles to an x86-64 ELF object through Cranelift; constructs it does not
handle yet are refused with an error naming the function and instruction.

`llconv serve [--listen ADDR:PORT]` serves conversion, verification,
linking and compilation over HTTP (127.0.0.1:8080 by default); see
`llconv serve --help` and the README's Service section.

Status: reading and writing .ll text and .bc bitcode, the verifier (part
of LLVM's rules), linking, compiling and the HTTP service work.";

/// Convert LLVM IR modules between .ll text and .bc bitcode, as LLVM 22 does.
#[derive(Parser, Debug)]
#[command(
    name = "llconv",
    version,
    after_help = AFTER_HELP,
    args_conflicts_with_subcommands = true,
    subcommand_negates_reqs = true
)]
struct Cli {
    #[command(flatten)]
    convert: ConvertArgs,

    #[command(subcommand)]
    command: Option<Command>,
}

/// The default action: read INPUT, write it to OUTPUT.
#[derive(Args, Debug)]
struct ConvertArgs {
    /// The module to read: .ll text or .bc bitcode; `-` reads standard input
    #[arg(value_name = "INPUT", required = true)]
    input: Option<PathBuf>,

    /// Where to write; the extension chooses the format (.ll, .bc, .o).
    /// Without it, or with `-`, text goes to standard output
    #[arg(short, long, value_name = "OUTPUT")]
    output: Option<PathBuf>,

    /// The output format, whatever OUTPUT's extension says
    #[arg(long, value_enum, value_name = "FORMAT")]
    emit: Option<Emit>,

    /// Write the module even if LLVM's verifier rules reject it
    #[arg(long, conflicts_with = "verify")]
    disable_verify: bool,

    /// Bitcode to text: run LLVM's verifier rules on every module. By
    /// default this conversion verifies as llvm-dis-22 does: modules with
    /// current debug info ("Debug Info Version" 3) are verified, others
    /// print as read, broken or not
    #[arg(long)]
    verify: bool,

    /// Refuse to write more than SIZE bytes (suffixes K, M, G: KiB, MiB,
    /// GiB). Text can be exponentially larger than the module (shared
    /// constant expressions): such modules are refused before printing
    #[arg(long, value_name = "SIZE", default_value = DEFAULT_MAX_OUTPUT, value_parser = parse_size)]
    max_output: u64,

    /// The producer string written into bitcode's identification block
    /// (default: LLVM22.1.8, as llvm-as-22 writes, so that equal modules
    /// give equal bytes)
    #[arg(long, value_name = "NAME")]
    producer: Option<String>,

    /// How many threads the conversion may use. `auto`: a second thread
    /// for large modules only (16 MiB of text or 250,000 instructions and
    /// more), where it saves wall time worth its CPU time; `1`: one thread
    /// (many conversions at once, one per core); `2`: a second thread
    /// wherever the work can be split. The output is the same
    #[arg(long, value_enum, value_name = "N", default_value = "auto")]
    threads: ThreadsArg,
}

/// `--threads`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum ThreadsArg {
    Auto,
    #[value(name = "1")]
    One,
    #[value(name = "2")]
    Two,
}

impl From<ThreadsArg> for Threads {
    fn from(t: ThreadsArg) -> Threads {
        match t {
            ThreadsArg::Auto => Threads::Auto,
            ThreadsArg::One => Threads::One,
            ThreadsArg::Two => Threads::Two,
        }
    }
}

/// The default of `--max-output`.
const DEFAULT_MAX_OUTPUT: &str = "1G";

/// A byte count with an optional K, M or G (binary) suffix.
fn parse_size(s: &str) -> Result<u64, String> {
    let (digits, shift) = match s.as_bytes().last() {
        Some(b'K' | b'k') => (&s[..s.len() - 1], 10),
        Some(b'M' | b'm') => (&s[..s.len() - 1], 20),
        Some(b'G' | b'g') => (&s[..s.len() - 1], 30),
        _ => (s, 0),
    };
    let n: u64 = digits
        .parse()
        .map_err(|_| format!("`{s}` is not a size (bytes, or a number with K, M or G)"))?;
    n.checked_mul(1 << shift)
        .ok_or_else(|| format!("`{s}` is too large"))
}

/// The text or bitcode of `m`, refused past `limit` bytes with a message
/// naming the limit.
fn write_limited(
    m: &llconv_ir::Module,
    bitcode: bool,
    limit: u64,
    producer: Option<&str>,
    threads: Threads,
) -> Result<Vec<u8>, String> {
    if bitcode {
        // Bitcode keeps shared operands shared: its size follows the
        // module's, so it is checked once written.
        let options = llconv_bitcode::WriteOptions {
            producer: producer.map(str::to_owned),
            threads,
            ..Default::default()
        };
        let bc = llconv_bitcode::write_module_with(m, options);
        if bc.len() as u64 > limit {
            return Err(format!(
                "the bitcode is {} bytes, over the output limit of {limit} bytes",
                bc.len()
            ));
        }
        return Ok(bc);
    }
    let options = llconv_text::PrintOptions { limit, threads };
    let mut text = Vec::new();
    llconv_text::print_module_with(m, &mut text, &options).map_err(|e| e.to_string())?;
    Ok(text)
}

/// `llconv verify`: check modules against LLVM's rules.
#[derive(Args, Debug)]
struct VerifyArgs {
    /// The modules to check: .ll text or .bc bitcode; `-` reads standard input
    #[arg(value_name = "INPUT", required = true)]
    inputs: Vec<PathBuf>,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
enum Emit {
    /// .ll text, as llvm-dis-22 prints it
    Ll,
    /// .bc bitcode, as llvm-as-22 writes it
    Bc,
    /// x86-64 ELF object file
    Obj,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Drop-in llvm-as: `llconv as [llvm-as options] in.ll` (see `llconv as --help`)
    As(Rest),
    /// Drop-in llvm-dis: `llconv dis [llvm-dis options] in.bc` (see `llconv dis --help`)
    Dis(Rest),
    /// Check modules against LLVM 22's verifier rules; every problem is listed,
    /// and the exit code is 1 if any module has one
    Verify(VerifyArgs),
    /// Drop-in llvm-link: `llconv link [llvm-link options] a.ll b.bc` (see
    /// `llconv link --help`)
    Link(Rest),
    /// Compile a module to an x86-64 ELF object through Cranelift (verified first)
    Compile(compile::CompileArgs),
    /// Serve conversion, verification, linking and compilation over HTTP
    /// (JSON logs on standard error; SIGTERM finishes the requests in flight)
    Serve(llconv_service::ServeArgs),
}

#[derive(Args, Debug)]
struct Rest {
    #[arg(trailing_var_arg = true, allow_hyphen_values = true, hide = true)]
    args: Vec<String>,
}

/// A failure to report: either fully rendered text (a parse error with its
/// source line and caret) or a one-line message.
enum Failure {
    Rendered(String),
    Message(String),
}

impl From<String> for Failure {
    fn from(m: String) -> Self {
        Failure::Message(m)
    }
}

use llconv_heap::FileBytes;

fn main() -> ExitCode {
    // The workers that build parts of a module (a large module's lexer,
    // metadata parser, second reader or writer) share the conversion's
    // huge-page heap once a conversion has made it; elsewhere (the
    // service, the linker) they keep their usual heaps.
    llconv_ir::threads::set_worker_start(|| {
        llconv_heap::join_huge_page_heap();
    });
    // Called as llvm-as, llvm-dis or llvm-link (a link or a copy of that
    // name), or as `llconv as|dis|link`: the drop-in modes.
    let mut argv = std::env::args_os();
    let program = argv
        .next()
        .map(|p| p.to_string_lossy().into_owned())
        .unwrap_or_default();
    if let Some(tool) = dropin::Tool::from_program_name(&program) {
        return dropin::run(tool, &program, argv.collect());
    }
    if let Some(tool) = argv
        .next()
        .and_then(|a| a.to_str().and_then(dropin::Tool::from_subcommand))
    {
        return dropin::run(tool, tool.llvm_name(), argv.collect());
    }
    let cli = Cli::parse();
    let result = match cli.command {
        Some(Command::Verify(args)) => {
            // Each module is built on this thread: its heap on huge pages.
            llconv_heap::use_huge_page_heap();
            verify(&args)
        }
        Some(Command::Compile(args)) => compile::run(&args),
        Some(Command::Serve(args)) => llconv_service::run(&args).map_err(Failure::Message),
        Some(cmd) => {
            let name = match cmd {
                Command::Verify(_) | Command::Compile(_) | Command::Serve(_) => {
                    unreachable!("handled above")
                }
                // Taken as drop-in modes before clap sees them.
                Command::As(_) => "as",
                Command::Dis(_) => "dis",
                Command::Link(_) => "link",
            };
            Err(Failure::Message(format!(
                "`llconv {name}` is not implemented yet"
            )))
        }
        None => {
            // The module is built on this thread: its heap on huge pages.
            llconv_heap::use_huge_page_heap();
            convert(&cli.convert)
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Rendered(text)) => {
            eprint!("{text}");
            ExitCode::FAILURE
        }
        Err(Failure::Message(msg)) => {
            eprintln!("error: {msg}");
            ExitCode::FAILURE
        }
    }
}

/// The bitcode magic `BC C0 DE`, or the wrapper magic 0x0B17C0DE (stored
/// little-endian).
fn is_bitcode(bytes: &[u8]) -> bool {
    bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B])
}

fn is_stdio(path: &Path) -> bool {
    path.as_os_str() == "-"
}

fn has_extension(path: &Path, ext: &str) -> bool {
    path.extension()
        .is_some_and(|e| e.eq_ignore_ascii_case(ext))
}

/// The format to write: `--emit`, else `-o`'s extension, else text.
fn output_format(args: &ConvertArgs) -> Emit {
    if let Some(emit) = args.emit {
        return emit;
    }
    match &args.output {
        Some(out) if has_extension(out, "bc") => Emit::Bc,
        Some(out) if has_extension(out, "o") || has_extension(out, "obj") => Emit::Obj,
        _ => Emit::Ll,
    }
}

/// Reads a whole input file, or standard input for `-`; the name is what
/// messages and the module identifier use (`<stdin>` for standard input,
/// as LLVM's tools name it).
fn read_input_named(input: &Path) -> io::Result<(String, FileBytes)> {
    if is_stdio(input) {
        let mut bytes = Vec::new();
        io::stdin().read_to_end(&mut bytes)?;
        Ok(("<stdin>".to_owned(), FileBytes::Read(bytes)))
    } else {
        let name = input.to_string_lossy().into_owned();
        let bytes = llconv_heap::read_file(input)?;
        Ok((name, bytes))
    }
}

fn read_input(input: &Path) -> Result<(String, FileBytes), Failure> {
    read_input_named(input).map_err(|e| {
        if is_stdio(input) {
            format!("cannot read standard input: {e}").into()
        } else {
            format!("cannot read {}: {e}", input.display()).into()
        }
    })
}

/// Why a conversion wrote nothing.
enum Unwritten {
    /// The verifier's report.
    Broken(String),
    /// The output would pass `--max-output`.
    TooLarge(String),
    /// The output file could not be written.
    Io(String),
}

fn convert(args: &ConvertArgs) -> Result<(), Failure> {
    let input = args.input.as_deref().unwrap_or(Path::new("-"));
    let (name, bytes) = read_input(input)?;

    let bitcode = is_bitcode(&bytes);
    if !bitcode && !is_stdio(input) && has_extension(input, "bc") {
        return Err(format!("{name}: not a bitcode file").into());
    }
    let emit = output_format(args);
    if emit == Emit::Obj {
        // The conversion form of `llconv compile`, with its defaults.
        let output = match args.output.as_deref() {
            Some(o) => o.to_path_buf(),
            None => PathBuf::from("-"),
        };
        return compile::compile_to(
            input,
            &output,
            &llconv_codegen::Options::default_for_cli(),
            !args.disable_verify,
        );
    }

    // Text for a file is printed straight into it (`work` below may run
    // twice, which a file allows and standard output does not).
    let text_file = match args.output.as_deref() {
        Some(out) if emit == Emit::Ll && !is_stdio(out) => Some(out),
        _ => None,
    };
    // The verifier runs first, as llvm-as's does: a broken module is not
    // written. Bitcode printed as text is verified as llvm-dis-22 verifies
    // it (LLVM's reader checks modules with current debug info), unless
    // `--verify` asks for every module.
    let verify = !args.disable_verify;
    let threads = Threads::from(args.threads);
    let as_llvm_dis = bitcode && emit == Emit::Ll && !args.verify;
    let convert = |m: &llconv_ir::Module, check| {
        let verify =
            verify && (!as_llvm_dis || llconv_ir::upgrade_debuginfo::reader_runs_verifier(m));
        let errors = if verify {
            llconv_verify::verify_module_with(m, llconv_verify::VerifyOptions::for_read(check))
        } else {
            Vec::new()
        };
        if !errors.is_empty() {
            return Err(Unwritten::Broken(verifier_report(
                &name, &bytes, m, &errors,
            )));
        }
        match text_file {
            // Text into a file streams: the text is never whole in memory.
            Some(path) => stream_text_file(m, path, args.max_output, threads)
                .map(|()| None)
                .map_err(|e| match e {
                    llconv_text::PrintError::Io(e) => {
                        Unwritten::Io(format!("cannot write {}: {e}", path.display()))
                    }
                    e => Unwritten::TooLarge(format!("{e} (--max-output)")),
                }),
            None => write_limited(
                m,
                emit == Emit::Bc,
                args.max_output,
                args.producer.as_deref(),
                threads,
            )
            .map(Some)
            .map_err(|e| Unwritten::TooLarge(format!("{e} (--max-output)"))),
        }
    };
    let (module, out_bytes) = if bitcode {
        // The debug-info check runs beside the conversion.
        let on_broken = report_broken_debug_info("", &name);
        match llconv_bitcode::read_module_then_reporting(&bytes, &name, threads, convert, on_broken)
        {
            Ok(done) => done,
            // llvm-dis prints nothing for bitcode without modules.
            Err(llconv_bitcode::BitcodeError::NoModule { .. }) if emit != Emit::Bc => {
                return write_output(args, b"");
            }
            Err(e) => return Err(format!("{name}: error: {e}").into()),
        }
    } else if !verify {
        // As `llvm-as -disable-verify`: debug info is kept unchecked.
        let options = llconv_text::ParseOptions {
            keep_debug_info_unchecked: true,
            threads,
            ..Default::default()
        };
        let m = llconv_text::parse_module_with(&bytes, &name, &options)
            .map_err(|e| Failure::Rendered(e.render(&name, &bytes)))?;
        let out = convert(&m, llconv_ir::upgrade_debuginfo::DebugInfoCheck::Done);
        (m, out)
    } else {
        let on_broken = report_broken_debug_info("", &name);
        llconv_text::parse_module_then_reporting(&bytes, &name, threads, convert, on_broken)
            .map_err(|e| Failure::Rendered(e.render(&name, &bytes)))?
    };
    print_read_warnings("", &module);
    // The process ends here: freeing a large module node by node costs a
    // fifth of a conversion and gives nothing back (clang's -disable-free).
    std::mem::forget(module);
    let out_bytes = out_bytes.map_err(|e| match e {
        Unwritten::Broken(report) => Failure::Rendered(format!(
            "{name}: error: the module does not verify as correct (nothing was written):\n{report}"
        )),
        Unwritten::TooLarge(why) => {
            Failure::Rendered(format!("{name}: error: {why}; nothing was written\n"))
        }
        Unwritten::Io(why) => Failure::Rendered(format!("{name}: error: {why}\n")),
    })?;
    match out_bytes {
        Some(bytes) => write_output(args, &bytes),
        None => Ok(()),
    }
}

/// Prints `m` as text into the file at `path`, as [`write_file`] writes
/// bytes, refusing past `limit` bytes; a file the limit cut short is
/// removed (as LLVM's tools remove an output they fail to finish).
pub(crate) fn stream_text_file(
    m: &llconv_ir::Module,
    path: &Path,
    limit: u64,
    threads: Threads,
) -> Result<(), llconv_text::PrintError> {
    use llconv_text::PrintError;
    let file = fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(false)
        .open(path)
        .map_err(PrintError::Io)?;
    // The printer hands the file pieces of 64 KiB or more (a buffer in
    // between would copy every byte once more).
    let mut file = file;
    let options = llconv_text::PrintOptions { limit, threads };
    if let Err(e) = llconv_text::print_module_with(m, &mut file, &options) {
        drop(file);
        let _ = fs::remove_file(path);
        return Err(e);
    }
    let len = file.stream_position().map_err(PrintError::Io)?;
    if file.metadata().map_err(PrintError::Io)?.is_file() {
        file.set_len(len).map_err(PrintError::Io)?;
    }
    Ok(())
}

/// `llconv verify`: reads each input, reports what LLVM's verifier rules
/// find, and fails if any input was unreadable or broken.
fn verify(args: &VerifyArgs) -> Result<(), Failure> {
    let mut report = String::new();
    for input in &args.inputs {
        let (name, bytes, module) = read_module(input)?;
        let errors = llconv_verify::verify_module(&module);
        if !errors.is_empty() {
            report.push_str(&format!(
                "{name}: error: {} problem(s) found by the verifier:\n{}",
                errors.len(),
                verifier_report(&name, &bytes, &module, &errors)
            ));
        }
    }
    if report.is_empty() {
        Ok(())
    } else {
        Err(Failure::Rendered(report))
    }
}

/// Reads one module, text or bitcode by its content, with its name and
/// bytes.
fn read_module(input: &Path) -> Result<(String, FileBytes, llconv_ir::Module), Failure> {
    let (name, bytes) = read_input(input)?;
    let module = if is_bitcode(&bytes) {
        llconv_bitcode::read_module(&bytes, &name)
            .map_err(|e| Failure::Message(format!("{name}: {e}")))?
    } else {
        llconv_text::parse_module(&bytes, &name)
            .map_err(|e| Failure::Rendered(e.render(&name, &bytes)))?
    };
    print_read_warnings("", &module);
    Ok((name, bytes, module))
}

/// The verifier's report on `module`, read from `bytes` as `name`: LLVM's
/// lines, each problem of a text input beginning `NAME:LINE:COL: error: `
/// (`llconv_verify::render_with_places`).
fn verifier_report(
    name: &str,
    bytes: &[u8],
    module: &llconv_ir::Module,
    errors: &[llconv_verify::VerifyError],
) -> String {
    if is_bitcode(bytes) {
        llconv_verify::render(module, errors)
    } else {
        llconv_verify::render_with_places(module, errors, name, bytes)
    }
}

/// Prints the warnings a reader raised reading `m` to standard error, as
/// LLVM's diagnostic handlers do: `{prefix}warning: {message}` (`llvm-dis`
/// puts its program name first, `llvm-as` and `llvm-link` nothing).
/// What LLVM's `UpgradeDebugInfo` prints before it strips the broken debug
/// info of a module just read: the verifier's findings, then a warning
/// (after `prefix`, the tool's name where LLVM's tool gives its own).
pub(crate) fn report_broken_debug_info<'a>(
    prefix: &'a str,
    name: &'a str,
) -> impl FnOnce(&llconv_ir::Module) + 'a {
    move |m| {
        let errors = llconv_verify::verify_module(m);
        let mut err = io::stderr().lock();
        let _ = write!(err, "{}", llconv_verify::render(m, &errors));
        let _ = writeln!(
            err,
            "{prefix}warning: ignoring invalid debug info in {name}"
        );
    }
}

pub(crate) fn print_read_warnings(prefix: &str, m: &llconv_ir::Module) {
    for w in &m.read_warnings {
        eprintln!("{prefix}warning: {}", w.message(&m.id));
    }
}

/// Writes `bytes` as the whole content of the file at `path`, creating it
/// if needed. An existing file is written over in place and then cut to
/// length rather than opened with `O_TRUNC`: on ext4, truncating a file to
/// nothing waits for the writeback its last close started (1.5 ms for a
/// 1 MB output written the run before, the usual case in a build), while
/// writing over it does not. The file stays the same file (links, mode and
/// owner kept), as with truncation.
fn write_file(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut file = fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(false)
        .open(path)?;
    file.write_all(bytes)?;
    // Devices and pipes (`-o /dev/null`) have no length to cut.
    if file.metadata()?.is_file() {
        file.set_len(bytes.len() as u64)?;
    }
    Ok(())
}

/// Writes the result to the output file or standard output.
fn write_output(args: &ConvertArgs, out_bytes: &[u8]) -> Result<(), Failure> {
    match args.output.as_deref() {
        Some(out) if !is_stdio(out) => write_file(out, out_bytes)
            .map_err(|e| format!("cannot write {}: {e}", out.display()).into()),
        _ => {
            let mut stdout = io::stdout().lock();
            match stdout.write_all(out_bytes).and_then(|()| stdout.flush()) {
                // A closed pipe (`llconv x.ll | head`) is not an error.
                Err(e) if e.kind() != io::ErrorKind::BrokenPipe => {
                    Err(format!("cannot write to standard output: {e}").into())
                }
                _ => Ok(()),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn cli_definition_is_valid() {
        Cli::command().debug_assert();
    }

    #[test]
    fn magic_detection() {
        assert!(is_bitcode(b"BC\xC0\xDE\x35\x14"));
        assert!(is_bitcode(&[0xDE, 0xC0, 0x17, 0x0B, 0, 0]));
        assert!(!is_bitcode(b"; ModuleID"));
        assert!(!is_bitcode(b"BC"));
    }

    fn args(argv: &[&str]) -> Cli {
        Cli::try_parse_from(argv).unwrap()
    }

    #[test]
    fn output_format_follows_extension_then_emit() {
        let f = |argv: &[&str]| output_format(&args(argv).convert);
        assert_eq!(f(&["llconv", "a.ll"]), Emit::Ll);
        assert_eq!(f(&["llconv", "a.ll", "-o", "b.ll"]), Emit::Ll);
        assert_eq!(f(&["llconv", "a.ll", "-o", "b.bc"]), Emit::Bc);
        assert_eq!(f(&["llconv", "a.ll", "-o", "b.o"]), Emit::Obj);
        assert_eq!(
            f(&["llconv", "a.ll", "-o", "b.bc", "--emit", "ll"]),
            Emit::Ll
        );
        assert_eq!(f(&["llconv", "a.ll", "--emit", "bc"]), Emit::Bc);
    }

    #[test]
    fn subcommands_and_default_action() {
        assert!(matches!(
            args(&["llconv", "verify", "x.ll"]).command,
            Some(Command::Verify(_))
        ));
        let cli = args(&["llconv", "x.ll", "-o", "y.ll"]);
        assert!(cli.command.is_none());
        assert_eq!(cli.convert.input.as_deref(), Some(Path::new("x.ll")));
        assert!(Cli::try_parse_from(["llconv"]).is_err());
        assert!(args(&["llconv", "-"]).convert.input.is_some());
    }
}
