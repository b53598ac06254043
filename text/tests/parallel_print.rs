//! A large module's functions are printed on two threads; the text must
//! be the one a single thread prints, and the output limit must hold.

use llconv_text::{parse_module, print_module_with, PrintError, PrintOptions};

/// About 30,000 instructions in 6,000 functions, with debug locations, so
/// that metadata numbering is shared by both threads.
fn large_module() -> String {
    let mut s = String::from("@g = global i32 0\n");
    for i in 0..6_000 {
        s.push_str(&format!(
            "define i32 @f{i}(i32 %x) !dbg !{sp} {{\n  %y = add i32 %x, {i}, !dbg !{loc}\n  %z = load i32, ptr @g, align 4\n  %w = mul i32 %y, %z\n  store i32 %w, ptr @g, align 4\n  ret i32 %w\n}}\n",
            sp = 3 + 2 * i,
            loc = 4 + 2 * i
        ));
    }
    s.push_str("!llvm.dbg.cu = !{!0}\n!llvm.module.flags = !{!2}\n");
    s.push_str(
        "!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)\n",
    );
    s.push_str("!1 = !DIFile(filename: \"a.c\", directory: \"/\")\n");
    s.push_str("!2 = !{i32 2, !\"Debug Info Version\", i32 3}\n");
    for i in 0..6_000 {
        s.push_str(&format!(
            "!{} = distinct !DISubprogram(name: \"f{i}\", scope: !1, file: !1, line: {i}, unit: !0, spFlags: DISPFlagDefinition)\n!{} = !DILocation(line: {i}, column: 3, scope: !{})\n",
            3 + 2 * i,
            4 + 2 * i,
            3 + 2 * i
        ));
    }
    s
}

fn print(m: &llconv_ir::Module, limit: u64, single_thread: bool) -> Result<Vec<u8>, PrintError> {
    let mut out = Vec::new();
    let threads = if single_thread {
        llconv_ir::threads::Threads::One
    } else {
        llconv_ir::threads::Threads::Two
    };
    let options = PrintOptions { limit, threads };
    print_module_with(m, &mut out, &options).map(|()| out)
}

#[test]
fn one_and_two_threads_print_the_same_text() {
    let m = parse_module(large_module().as_bytes(), "large.ll").expect("parses");
    let one = print(&m, u64::MAX, true).expect("prints");
    let two = print(&m, u64::MAX, false).expect("prints");
    assert!(one.len() > 1 << 20);
    assert!(one == two, "the texts differ");
    assert_eq!(one, llconv_text::print_module_bytes(&m));
}

#[test]
fn the_limit_holds_on_two_threads() {
    let m = parse_module(large_module().as_bytes(), "large.ll").expect("parses");
    let whole = print(&m, u64::MAX, true).unwrap().len() as u64;
    for limit in [whole / 4, whole / 2, whole - 1] {
        for single_thread in [true, false] {
            match print(&m, limit, single_thread) {
                Err(PrintError::TooLarge { limit: l, .. }) => assert_eq!(l, limit),
                other => panic!("{limit} {single_thread}: {:?}", other.map(|t| t.len())),
            }
        }
    }
    assert_eq!(print(&m, whole, false).unwrap().len() as u64, whole);
}
