//! Moving one function into another module (`Linker::import`): its types,
//! constants, local globals, attributes and debug info come along, other
//! globals it uses come as declarations, and the rest of its module stays
//! behind. LLVM 22 is the judge: the result prints as `llvm-link-22`
//! prints the destination linked with a source holding only that
//! function and what it needs.

use std::path::Path;
use std::process::Command;

use llconv_link::Linker;

const DST: &str = include_str!("import-dst.ll");
const SRC: &str = include_str!("import-src.ll");

fn parse(text: &str, name: &str) -> llconv_ir::Module {
    llconv_text::parse_module(text.as_bytes(), name).expect("test input parses")
}

/// The source without `@other` and `@unrelated`, which `@norm` does not
/// use: what a whole-module link of it brings is what importing `@norm`
/// from the full source must bring.
fn src_of_norm_only() -> String {
    SRC.replace("@unrelated = global i32 7\n", "").replace(
        "define i32 @other() {\n  %v = load i32, ptr @unrelated\n  ret i32 %v\n}\n\n",
        "",
    )
}

fn imported() -> String {
    let mut linker = Linker::new(b"llvm-link");
    linker
        .link_in(parse(DST, "import-dst.ll"), Default::default())
        .expect("the destination links");
    let src = parse(SRC, "import-src.ll");
    let norm = src.find_global(b"norm").expect("@norm is in the source");
    let moved = linker.import(src, &[norm]).expect("@norm moves");
    let m = linker.into_module();
    assert_eq!(
        m.globals[moved[0]].common.name.as_deref(),
        Some(&b"norm"[..])
    );
    llconv_text::print_module(&m)
}

#[test]
fn an_imported_function_prints_as_llvm_link_prints_the_two_linked() {
    let ours = imported();
    for leftover in ["@other", "@unrelated"] {
        assert!(
            !ours.contains(leftover),
            "{leftover} stayed behind:\n{ours}"
        );
    }
    for brought in [
        "%struct.pair = type",
        "@.str = private",
        "@table = internal",
        "!DISubprogram(name: \"norm\"",
        "#dbg_value",
        "declare i32 @printf",
    ] {
        assert!(ours.contains(brought), "{brought} is missing:\n{ours}");
    }

    // LLVM 22's linker on the same modules (CI installs it).
    let dir = std::env::temp_dir().join(format!("llconv-import-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let dst = dir.join("dst.ll");
    let src = dir.join("src.ll");
    std::fs::write(&dst, DST).unwrap();
    std::fs::write(&src, src_of_norm_only()).unwrap();
    let Ok(out) = Command::new("llvm-link-22")
        .args([Path::new("-S"), &dst, &src, Path::new("-o"), Path::new("-")])
        .output()
    else {
        assert!(
            std::env::var_os("CI").is_none(),
            "llvm-link-22 is needed in CI"
        );
        return;
    };
    assert!(
        out.status.success(),
        "llvm-link-22: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let theirs = String::from_utf8(out.stdout).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(ours, theirs);
}

#[test]
fn importing_a_global_the_source_lacks_is_an_error() {
    let mut linker = Linker::new(b"llvm-link");
    let src = parse(SRC, "import-src.ll");
    let beyond = llconv_ir::GlobalId::from_index(src.globals.len());
    let e = linker.import(src, &[beyond]).unwrap_err();
    assert!(e.message.contains("no global"), "{e}");
}
