//! `uselistorder` and `uselistorder_bb` directives: the permutation must
//! cover every use LLVM counts, where LLVM keeps a use list.

use llconv_text::parse_module;

fn error_of(src: &str) -> Option<String> {
    parse_module(src.as_bytes(), "t.ll")
        .err()
        .map(|e| e.render("t.ll", src.as_bytes()))
}

/// LLVM 22 keeps no use list for plain data (null, poison, numbers...): a
/// directive on one is ignored whatever its indexes, as `llvm-as-22` does.
#[test]
fn directives_on_plain_data_are_ignored() {
    let body =
        "define void @f() personality ptr null {\n  call void null(ptr null)\n  ret void\n}\n";
    for idx in ["1, 0", "4, 3, 2, 1, 0", "5, 4, 3, 2, 1, 0"] {
        let src = format!("{body}uselistorder ptr null, {{ {idx} }}\n");
        assert_eq!(error_of(&src), None, "{src}");
    }
    let src = "define void @f() {\n  ret void\n}\nuselistorder i32 0, { 1, 0 }\n";
    assert_eq!(error_of(src), None);
    // A constant expression has a use list: its count is checked.
    let gep = "getelementptr (i8, ptr @g, i64 1)";
    let src = format!(
        "@g = global i32 0\n@h = global ptr {gep}\ndefine ptr @f() {{\n  ret ptr {gep}\n}}\nuselistorder ptr {gep}, {{ 1, 0, 2 }}\n"
    );
    let got = error_of(&src).unwrap_or_default();
    assert!(
        got.starts_with("t.ll:6:1: error: wrong number of indexes, expected 2"),
        "{got}"
    );
}

/// A block's uses: each terminator operand naming it and its one
/// (uniqued) `blockaddress`; a phi's incoming block is no use. Messages
/// and locations as `llvm-as-22` gives them.
#[test]
fn block_uses_are_branches_and_one_block_address() {
    let two_branches =
        "define void @f(i1 %c) {\n  br i1 %c, label %b, label %b\nb:\n  ret void\n}\n";
    let got = error_of(&format!(
        "{two_branches}uselistorder_bb @f, %b, {{ 2, 1, 0 }}\n"
    ));
    assert!(got
        .unwrap_or_default()
        .starts_with("t.ll:6:1: error: wrong number of indexes, expected 2"),);
    // The same address written twice, before and after the body: one use.
    let with_address = format!(
        "@g = global ptr blockaddress(@f, %b)\n{two_branches}@h = global ptr blockaddress(@f, %b)\nuselistorder_bb @f, %b, {{ 2, 1, 0 }}\n"
    );
    assert_eq!(error_of(&with_address), None);
    let phi = "define void @f(i1 %c) {\n  br i1 %c, label %b, label %d\nb:\n  br label %d\nd:\n  %p = phi i32 [0, %0], [1, %b]\n  ret void\n}\n";
    assert_eq!(
        error_of(&format!("{phi}uselistorder_bb @f, %d, {{ 1, 0 }}\n")),
        None
    );
    let got = error_of(&format!("{phi}uselistorder_bb @f, %b, {{ 1, 0 }}\n"));
    assert!(got
        .unwrap_or_default()
        .starts_with("t.ll:9:1: error: value only has one use"),);
    // An address only, no branch: one use (a fuzz finding; llconv took it).
    let only_address = "define ptr @f() {\n  ret ptr blockaddress(@f, %b)\nb:\n  ret ptr null\n}\n";
    let got = error_of(&format!(
        "{only_address}uselistorder_bb @f, %b, {{ 1, 0 }}\n"
    ));
    assert!(got
        .unwrap_or_default()
        .starts_with("t.ll:6:1: error: value only has one use"),);
}
