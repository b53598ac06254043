//! The target: only x86-64 Linux (ELF, SysV), and the Cranelift ISA for
//! an options set.

use crate::{CompileError, OptLevel, Options, Result};
use cranelift_codegen::isa::{self, OwnedTargetIsa};
use cranelift_codegen::settings::{self, Configurable};
use llconv_ir::{Function, Module};
use std::str::FromStr;

/// Whether `triple` names x86-64 Linux: `x86_64-<vendor>-linux[-gnu...]`
/// (also `amd64`), or the bare `x86_64` some tools write.
pub fn is_x86_64_linux(triple: &str) -> bool {
    let mut parts = triple.split('-');
    let arch = parts.next().unwrap_or("");
    if arch != "x86_64" && arch != "amd64" {
        return false;
    }
    let rest: Vec<&str> = parts.collect();
    rest.is_empty() || rest.contains(&"linux")
}

/// The triple to compile for: the option, else the module's, else the
/// host's (x86-64 Linux, as clang-22 on this system writes it).
fn target_triple(m: &Module, opts: &Options) -> Result<String> {
    let triple = match &opts.target {
        Some(t) => t.clone(),
        None => match &m.triple {
            Some(t) if !t.is_empty() => String::from_utf8_lossy(t).into_owned(),
            _ => "x86_64-pc-linux-gnu".to_owned(),
        },
    };
    if !is_x86_64_linux(&triple) {
        return Err(CompileError::new(format!(
            "target '{triple}' is not supported: llconv compiles for x86-64 Linux only \
             (x86_64-pc-linux-gnu, x86_64-unknown-linux-gnu, ...)"
        )));
    }
    Ok(triple)
}

/// LLVM's x86 feature names (as `"target-features"` lists them, `+avx2`)
/// and the Cranelift settings that let its backend use them.
const CPU_FEATURES: &[(&str, &str)] = &[
    ("sse3", "has_sse3"),
    ("ssse3", "has_ssse3"),
    ("sse4.1", "has_sse41"),
    ("sse4.2", "has_sse42"),
    ("popcnt", "has_popcnt"),
    ("avx", "has_avx"),
    ("avx2", "has_avx2"),
    ("fma", "has_fma"),
    ("bmi", "has_bmi1"),
    ("bmi2", "has_bmi2"),
    ("lzcnt", "has_lzcnt"),
    ("avx512f", "has_avx512f"),
    ("avx512vl", "has_avx512vl"),
    ("avx512dq", "has_avx512dq"),
    ("avx512bitalg", "has_avx512bitalg"),
    ("avx512vbmi", "has_avx512vbmi"),
];

/// The Cranelift settings for the CPU features a function may use: those
/// of its `"target-features"` attribute (`-march=x86-64-v3` lists AVX2,
/// BMI2, ...), as llc compiles each function for its own features. Sorted;
/// empty for baseline x86-64.
pub fn function_cpu(m: &Module, f: &Function) -> Vec<&'static str> {
    let Some(list) = m
        .attrs
        .get(f.attrs.func)
        .get_string(b"target-features")
        .and_then(|a| a.string_value())
    else {
        return Vec::new();
    };
    let mut out: Vec<&'static str> = list
        .split(|&b| b == b',')
        .filter_map(|f| f.strip_prefix(b"+"))
        .filter_map(|name| {
            CPU_FEATURES
                .iter()
                .find(|(llvm, _)| llvm.as_bytes() == name)
                .map(|&(_, cranelift)| cranelift)
        })
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// The Cranelift ISA: baseline x86-64 (SSE2, as clang's default
/// `-march=x86-64`) plus the CPU features in `cpu` (settings from
/// [`function_cpu`]), SysV, position-independent unless asked otherwise.
///
/// `pinned` reserves `%r15` as Cranelift's pinned register: the ISA for
/// functions that make indirect variadic calls (see `gaps`).
pub fn isa_for(m: &Module, opts: &Options, pinned: bool, cpu: &[&str]) -> Result<OwnedTargetIsa> {
    let _triple = target_triple(m, opts)?;
    let mut flags = settings::builder();
    let opt = match opts.opt_level {
        OptLevel::O0 => "none",
        OptLevel::O1 | OptLevel::O2 => "speed",
    };
    let set = |f: &mut settings::Builder, k: &str, v: &str| {
        f.set(k, v)
            .map_err(|e| CompileError::new(format!("Cranelift setting {k}={v}: {e}")))
    };
    set(&mut flags, "opt_level", opt)?;
    set(
        &mut flags,
        "is_pic",
        if opts.pic { "true" } else { "false" },
    )?;
    // i128 arguments and returns as SysV passes them (two registers).
    set(&mut flags, "enable_llvm_abi_extensions", "true")?;
    set(&mut flags, "enable_verifier", "false")?;
    // Unwind records for `.eh_frame` (see `debug`).
    set(&mut flags, "unwind_info", "true")?;
    set(&mut flags, "preserve_frame_pointers", "true")?;
    set(&mut flags, "tls_model", "elf_gd")?;
    set(
        &mut flags,
        "enable_pinned_reg",
        if pinned { "true" } else { "false" },
    )?;
    let host = target_lexicon::Triple::from_str("x86_64-unknown-linux-gnu")
        .map_err(|e| CompileError::new(format!("target triple: {e}")))?;
    let mut builder = isa::lookup(host)
        .map_err(|e| CompileError::new(format!("Cranelift has no x86-64 backend: {e}")))?;
    // `cmpxchg16b` for i128 atomics, inline where LLVM without `+cx16`
    // calls libatomic's `__atomic_*_16` (which use the same instruction
    // on every CPU that has it, so both agree on the memory).
    builder
        .enable("has_cmpxchg16b")
        .map_err(|e| CompileError::new(format!("Cranelift setting has_cmpxchg16b: {e}")))?;
    for setting in cpu {
        builder
            .enable(setting)
            .map_err(|e| CompileError::new(format!("Cranelift setting {setting}: {e}")))?;
    }
    builder
        .finish(settings::Flags::new(flags))
        .map_err(|e| CompileError::new(format!("Cranelift ISA: {e}")))
}

#[cfg(test)]
mod tests {
    use super::is_x86_64_linux;

    #[test]
    fn triples() {
        assert!(is_x86_64_linux("x86_64-pc-linux-gnu"));
        assert!(is_x86_64_linux("x86_64-unknown-linux-gnu"));
        assert!(is_x86_64_linux("x86_64-linux-gnu"));
        assert!(is_x86_64_linux("x86_64"));
        assert!(!is_x86_64_linux("aarch64-unknown-linux-gnu"));
        assert!(!is_x86_64_linux("x86_64-apple-macosx14.0.0"));
        assert!(!is_x86_64_linux("x86_64-pc-windows-msvc"));
        assert!(!is_x86_64_linux("i686-pc-linux-gnu"));
    }
}
