//! `llconv compile`: a module to an x86-64 ELF object through Cranelift,
//! after LLVM's verifier rules.

use crate::{is_stdio, read_module, write_file, Failure};
use clap::Args;
use std::io::Write;
use std::path::{Path, PathBuf};

/// `llconv compile [-O0|-O1|-O2] INPUT -o OUT.o`.
#[derive(Args, Debug)]
pub struct CompileArgs {
    /// The module to compile: .ll text or .bc bitcode; `-` reads standard input
    #[arg(value_name = "INPUT")]
    pub input: PathBuf,

    /// The object file to write; `-` writes standard output. Default: the
    /// input's name with the extension .o, in the current directory
    #[arg(short, long, value_name = "OUT.o")]
    pub output: Option<PathBuf>,

    /// Optimization level: 0 (fastest compile) or 1/2 (Cranelift's
    /// optimizations; 3 and s are taken as 2). As llc, the default is 2
    #[arg(short = 'O', value_name = "LEVEL", default_value = "2")]
    pub opt: String,

    /// Target triple; only x86-64 Linux is supported. Default: the module's
    #[arg(long, value_name = "TRIPLE")]
    pub target: Option<String>,

    /// Position-dependent code (-fno-pic): for executables linked with -no-pie
    #[arg(long = "fno-pic", alias = "no-pic")]
    pub no_pic: bool,

    /// Threads for compiling functions (default: every core); the object is
    /// the same whatever the count
    #[arg(long, value_name = "N")]
    pub threads: Option<usize>,

    /// Compile even if LLVM's verifier rules reject the module
    #[arg(long)]
    pub disable_verify: bool,
}

/// Parses `-O` as llc and clang spell it.
fn opt_level(s: &str) -> Result<llconv_codegen::OptLevel, Failure> {
    use llconv_codegen::OptLevel;
    Ok(match s {
        "0" => OptLevel::O0,
        "1" => OptLevel::O1,
        "2" | "3" | "s" | "z" => OptLevel::O2,
        other => {
            return Err(format!("invalid optimization level -O{other} (use 0, 1 or 2)").into())
        }
    })
}

/// The default output: the input's file name with `.o`, as llc names it.
fn default_output(input: &Path) -> PathBuf {
    if is_stdio(input) {
        return PathBuf::from("-");
    }
    let stem = input.file_stem().unwrap_or(input.as_os_str());
    let mut out = PathBuf::from(stem);
    out.set_extension("o");
    out
}

pub fn run(args: &CompileArgs) -> Result<(), Failure> {
    let options = llconv_codegen::Options {
        opt_level: opt_level(&args.opt)?,
        pic: !args.no_pic,
        target: args.target.clone(),
        threads: args.threads,
    };
    let output = args
        .output
        .clone()
        .unwrap_or_else(|| default_output(&args.input));
    compile_to(&args.input, &output, &options, !args.disable_verify)
}

/// Reads, verifies and compiles `input` into the object file `output`.
pub fn compile_to(
    input: &Path,
    output: &Path,
    options: &llconv_codegen::Options,
    verify: bool,
) -> Result<(), Failure> {
    let (name, bytes, module) = read_module(input)?;
    if verify {
        let errors = llconv_verify::verify_module(&module);
        if !errors.is_empty() {
            return Err(Failure::Rendered(format!(
                "{name}: error: the module does not verify as correct (nothing was compiled):\n{}",
                crate::verifier_report(&name, &bytes, &module, &errors)
            )));
        }
    }
    let object = llconv_codegen::compile_module(&module, options)
        .map_err(|e| Failure::Rendered(e.render_all(&module, &format!("{name}: error: "))))?;
    if is_stdio(output) {
        let mut out = std::io::stdout().lock();
        out.write_all(&object)
            .and_then(|()| out.flush())
            .map_err(|e| Failure::Message(format!("cannot write to standard output: {e}")))
    } else {
        write_file(output, &object)
            .map_err(|e| Failure::Message(format!("cannot write {}: {e}", output.display())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_output_is_the_stem_with_o() {
        assert_eq!(default_output(Path::new("dir/a.ll")), PathBuf::from("a.o"));
        assert_eq!(default_output(Path::new("b.bc")), PathBuf::from("b.o"));
        assert_eq!(default_output(Path::new("-")), PathBuf::from("-"));
    }

    #[test]
    fn opt_levels() {
        assert!(opt_level("0").is_ok());
        assert!(opt_level("2").is_ok());
        assert!(opt_level("3").is_ok());
        assert!(opt_level("9").is_err());
    }
}
