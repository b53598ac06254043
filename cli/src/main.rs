//! `llconv`: the command-line shell over the llconv library. It reads a
//! module (`.ll` text or `.bc` bitcode), and writes it in the format that
//! `-o`'s extension or `--emit` asks for.

use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand, ValueEnum};

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

Large inputs (text from 1 MiB, bitcode from 512 KiB) are converted with
glibc's allocator tuned: the command restarts itself with GLIBC_TUNABLES set
(heap growth 64 MiB, huge pages), unless GLIBC_TUNABLES is already set, and
again if glibc 2.36 left the heap without huge pages (it does by chance).

Every conversion runs LLVM's verifier rules first and writes nothing for a
module that breaks one (--disable-verify writes it anyway).

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
    #[arg(long)]
    disable_verify: bool,

    /// Refuse to write more than SIZE bytes (suffixes K, M, G: KiB, MiB,
    /// GiB). Text can be exponentially larger than the module (shared
    /// constant expressions): such modules are refused before printing
    #[arg(long, value_name = "SIZE", default_value = DEFAULT_MAX_OUTPUT, value_parser = parse_size)]
    max_output: u64,
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
fn write_limited(m: &llconv_ir::Module, bitcode: bool, limit: u64) -> Result<Vec<u8>, String> {
    if bitcode {
        // Bitcode keeps shared operands shared: its size follows the
        // module's, so it is checked once written.
        let bc = llconv_bitcode::write_module(m);
        if bc.len() as u64 > limit {
            return Err(format!(
                "the bitcode is {} bytes, over the output limit of {limit} bytes",
                bc.len()
            ));
        }
        return Ok(bc);
    }
    llconv_text::print_module_limited(m, limit).map_err(|e| e.to_string())
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
    /// Drop-in llvm-link: `llconv link [llvm-link options] a.ll b.bc` (reads its
    /// inputs; linking itself is not built yet)
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

fn main() -> ExitCode {
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
    if cli.command.is_none() {
        tune_allocator_for(cli.convert.input.as_deref());
    }
    let result = match cli.command {
        Some(Command::Verify(args)) => verify(&args),
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
        None => convert(&cli.convert),
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

/// Text inputs at least this large are converted with the allocator
/// tuned; bitcode, denser, from a smaller size (measured: shell.O0g.bc,
/// 0.9 MiB, 8% faster; shell.O2.bc, 0.3 MiB, no change).
const TUNE_ALLOCATOR_FROM: u64 = 1 << 20;
const TUNE_ALLOCATOR_FROM_BITCODE: u64 = 512 << 10;

/// glibc's allocator settings for a large conversion: grow the heap 64 MiB
/// at a time and let the kernel back it with huge pages. A conversion
/// builds a module of tens of megabytes in small pieces, and faulting its
/// pages in 4 KiB at a time was an eighth of converting `shell.O0g.ll`
/// (9,100 page faults; about 500 with these).
const GLIBC_TUNABLES: &str = "glibc.malloc.hugetlb=1:glibc.malloc.top_pad=67108864";

/// Set in a process this command restarted with [`GLIBC_TUNABLES`]; the
/// value counts the starts with them.
const TUNED_MARK: &str = "LLCONV_TUNED";

/// Starts with the tunables before the command goes on without huge
/// pages. glibc 2.36 (Debian 12) decides whether `hugetlb=1` applies by
/// comparing a buffer one byte of which it never set (fixed in later
/// releases): depending on where the stack lands, about half of all starts
/// get no huge pages, and those ran 5 to 10% slower. A start that finds
/// its heap without the huge-page advice starts again (a millisecond or
/// two each); about one in ten thousand still misses after this many.
const MAX_TUNED_STARTS: u32 = 16;

/// glibc reads its tunables only as a process starts, so for a large input
/// the command starts itself again with them set (a millisecond), unless
/// the caller set tunables of their own. Nothing else changes: same
/// arguments, input and output; if the restart fails, this process goes on.
fn tune_allocator_for(input: Option<&Path>) {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        use std::os::unix::process::CommandExt;
        let Some(input) = input.filter(|p| !is_stdio(p)) else {
            return;
        };
        let starts = match std::env::var(TUNED_MARK) {
            // Restarted by this command: again only if glibc missed.
            Ok(n) => match n.parse::<u32>() {
                Ok(n) if n < MAX_TUNED_STARTS && huge_pages_missed() => n,
                _ => return,
            },
            Err(_) => {
                if std::env::var_os("GLIBC_TUNABLES").is_some() || !large_input(input) {
                    return;
                }
                0
            }
        };
        let Ok(exe) = std::env::current_exe() else {
            return;
        };
        // Returns only if the restart failed.
        let _ = std::process::Command::new(exe)
            .args(std::env::args_os().skip(1))
            .env("GLIBC_TUNABLES", GLIBC_TUNABLES)
            .env(TUNED_MARK, (starts + 1).to_string())
            .exec();
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    let _ = input;
}

/// Whether `input` is large enough for the tuned allocator to pay.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn large_input(input: &Path) -> bool {
    let Ok(meta) = fs::metadata(input) else {
        return false;
    };
    let mut magic = [0u8; 4];
    let bitcode = fs::File::open(input)
        .and_then(|mut f| f.read_exact(&mut magic))
        .is_ok_and(|()| is_bitcode(&magic));
    let from = if bitcode {
        TUNE_ALLOCATOR_FROM_BITCODE
    } else {
        TUNE_ALLOCATOR_FROM
    };
    meta.is_file() && meta.len() >= from
}

/// Whether glibc should have advised the kernel to back the heap with huge
/// pages and did not: the kernel gives them on advice (THP `madvise`
/// mode), and the `[heap]` mapping lacks the advice (`hg`), which glibc
/// gives as it first grows the heap, before `main`. Anything unreadable
/// counts as not missed: no restart on a guess.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn huge_pages_missed() -> bool {
    let advice_mode = fs::read_to_string("/sys/kernel/mm/transparent_hugepage/enabled")
        .is_ok_and(|mode| mode.contains("[madvise]"));
    if !advice_mode {
        return false;
    }
    // Read only as far as the heap's entry (the kernel writes the listing
    // as it is read; the heap comes after the program's own mappings).
    let Ok(smaps) = fs::File::open("/proc/self/smaps") else {
        return false;
    };
    heap_lacks_huge_advice(io::BufRead::lines(io::BufReader::new(smaps)).map_while(Result::ok))
}

/// Whether a `/proc/PID/smaps` listing shows a `[heap]` mapping whose
/// flags lack `hg` (advised to use huge pages).
#[cfg_attr(not(all(target_os = "linux", target_env = "gnu")), allow(dead_code))]
fn heap_lacks_huge_advice<L: AsRef<str>>(mut lines: impl Iterator<Item = L>) -> bool {
    if !lines.any(|l| l.as_ref().ends_with("[heap]")) {
        return false;
    }
    lines
        .find_map(|l| {
            let flags = l.as_ref().strip_prefix("VmFlags:")?;
            Some(!flags.split_whitespace().any(|f| f == "hg"))
        })
        .unwrap_or(false)
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
fn read_input_named(input: &Path) -> io::Result<(String, Vec<u8>)> {
    if is_stdio(input) {
        let mut bytes = Vec::new();
        io::stdin().read_to_end(&mut bytes)?;
        Ok(("<stdin>".to_owned(), bytes))
    } else {
        let name = input.to_string_lossy().into_owned();
        let bytes = fs::read(input)?;
        Ok((name, bytes))
    }
}

fn read_input(input: &Path) -> Result<(String, Vec<u8>), Failure> {
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

    // The verifier runs first, as llvm-as's does: a broken module is not
    // written.
    let verify = !args.disable_verify;
    let convert = |m: &llconv_ir::Module| {
        let errors = if verify {
            llconv_verify::verify_module(m)
        } else {
            Vec::new()
        };
        if !errors.is_empty() {
            return Err(Unwritten::Broken(llconv_verify::render(m, &errors)));
        }
        write_limited(m, emit == Emit::Bc, args.max_output)
            .map_err(|e| Unwritten::TooLarge(format!("{e} (--max-output)")))
    };
    let (module, out_bytes) = if bitcode {
        // The debug-info check runs beside the conversion.
        match llconv_bitcode::read_module_then(&bytes, &name, convert) {
            Ok(done) => done,
            // llvm-dis prints nothing for bitcode without modules.
            Err(llconv_bitcode::BitcodeError::NoModule { .. }) if emit != Emit::Bc => {
                return write_output(args, b"");
            }
            Err(e) => return Err(format!("{name}: error: {e}").into()),
        }
    } else {
        llconv_text::parse_module_then(&bytes, &name, convert)
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
    })?;

    write_output(args, &out_bytes)
}

/// `llconv verify`: reads each input, reports what LLVM's verifier rules
/// find, and fails if any input was unreadable or broken.
fn verify(args: &VerifyArgs) -> Result<(), Failure> {
    let mut report = String::new();
    for input in &args.inputs {
        let (name, module) = read_module(input)?;
        let errors = llconv_verify::verify_module(&module);
        if !errors.is_empty() {
            report.push_str(&format!(
                "{name}: error: {} problem(s) found by the verifier:\n{}",
                errors.len(),
                llconv_verify::render(&module, &errors)
            ));
        }
    }
    if report.is_empty() {
        Ok(())
    } else {
        Err(Failure::Rendered(report))
    }
}

/// Reads one module, text or bitcode by its content, with its name.
fn read_module(input: &Path) -> Result<(String, llconv_ir::Module), Failure> {
    let (name, bytes) = read_input(input)?;
    let module = if is_bitcode(&bytes) {
        llconv_bitcode::read_module(&bytes, &name)
            .map_err(|e| Failure::Message(format!("{name}: {e}")))?
    } else {
        llconv_text::parse_module(&bytes, &name)
            .map_err(|e| Failure::Rendered(e.render(&name, &bytes)))?
    };
    print_read_warnings("", &module);
    Ok((name, module))
}

/// Prints the warnings a reader raised reading `m` to standard error, as
/// LLVM's diagnostic handlers do: `{prefix}warning: {message}` (`llvm-dis`
/// puts its program name first, `llvm-as` and `llvm-link` nothing).
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

    #[test]
    fn huge_page_advice_is_read_from_the_heap_mapping() {
        let smaps = |heap_flags: &str| {
            format!(
                "55d8fc47e000-55d90067e000 rw-p 00000000 00:00 0          [heap]\n\
                 Size:              67584 kB\n\
                 THPeligible:           1\n\
                 VmFlags: {heap_flags}\n\
                 7f5b7eaf8000-7f5b7eafb000 r--p 00000000 fe:00 21536      /lib/x.so\n\
                 Size:                 12 kB\n\
                 VmFlags: rd mr mw me hg\n"
            )
        };
        assert!(!heap_lacks_huge_advice(
            smaps("rd wr mr mw me ac hg").lines()
        ));
        assert!(heap_lacks_huge_advice(smaps("rd wr mr mw me ac").lines()));
        // No heap mapping, or no flags: nothing to retry.
        assert!(!heap_lacks_huge_advice(
            "7f5b7eaf8000-7f5b7eafb000 r--p 0 fe:00 1 /lib/x.so\n".lines()
        ));
        assert!(!heap_lacks_huge_advice(
            "55d8fc47e000-55d90067e000 rw-p 0 00:00 0 [heap]\n".lines()
        ));
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
