//! Target triples as the linker compares and merges them: LLVM's
//! `Triple::isCompatibleWith` and `Triple::merge`, on the parts that
//! decide them.

struct Triple<'a> {
    arch: String,
    /// `arm`/`thumb`'s version (`v7`), kept apart so the two compare.
    thumb: bool,
    vendor: &'a str,
    /// The OS name without its version (`macosx` of `macosx10.9.0`).
    os: &'a str,
    version: Vec<u64>,
    env: &'a str,
}

fn parse(t: &str) -> Triple<'_> {
    let mut parts = t.splitn(4, '-');
    let arch = parts.next().unwrap_or("");
    let vendor = parts.next().unwrap_or("");
    let os_full = parts.next().unwrap_or("");
    let env = parts.next().unwrap_or("");
    let split = os_full
        .find(|c: char| c.is_ascii_digit())
        .unwrap_or(os_full.len());
    let (os, version) = os_full.split_at(split);
    let version = version.split('.').map(|p| p.parse().unwrap_or(0)).collect();
    let (arch, thumb) = match arch {
        "i386" | "i486" | "i586" | "i686" => ("x86".to_string(), false),
        // `x86_64h` is a sub-architecture LLVM's comparisons do not see.
        "x86_64h" | "amd64" => ("x86_64".to_string(), false),
        a if a.starts_with("thumb") => (format!("arm{}", &a[5..]), true),
        a => (a.to_string(), false),
    };
    Triple {
        arch,
        thumb,
        vendor,
        os,
        version,
        env,
    }
}

/// Whether linking a module of triple `src` into one of `dst` goes
/// without a warning.
pub(crate) fn compatible(src: &str, dst: &str) -> bool {
    let (a, b) = (parse(src), parse(dst));
    if a.thumb != b.thumb && a.arch.starts_with("arm") {
        let same = a.arch == b.arch && a.vendor == b.vendor && a.os == b.os;
        return if a.vendor == "apple" {
            same
        } else {
            same && a.env == b.env
        };
    }
    let same = a.arch == b.arch && a.thumb == b.thumb && a.vendor == b.vendor && a.os == b.os;
    // Apple triples may differ in their OS versions.
    if a.vendor == "apple" {
        return same;
    }
    same && a.env == b.env
}

/// The triple of the result (`SrcTriple.merge(DstTriple)`): the
/// destination's, unless both are Apple's and the source names the
/// later OS version.
pub(crate) fn merge(src: &str, dst: &str) -> String {
    let (a, b) = (parse(src), parse(dst));
    if a.vendor == "apple" && b.version < a.version {
        return src.to_string();
    }
    dst.to_string()
}

/// What LLVM puts before module asm from an ARM or Thumb module
/// (`adjustInlineAsm`), so that modules of both instruction sets mix.
pub(crate) fn inline_asm_prefix(triple: &str) -> &'static str {
    let arch = triple.split('-').next().unwrap_or("");
    if arch.starts_with("thumb") {
        ".text\n.balign 2\n.thumb\n"
    } else if arch.starts_with("arm") && !arch.starts_with("arm64") {
        ".text\n.balign 4\n.arm\n"
    } else {
        ""
    }
}
