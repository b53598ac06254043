//! An old layout that LLVM 22's upgrade for the module's triple makes
//! invalid (`i64:64:64` on 64-bit PowerPC becomes `i64:64-i128:128:64`):
//! `llvm-as-22` writes such a module, `llvm-dis-22` refuses its bitcode
//! ("preferred alignment cannot be less than the ABI alignment"). Our
//! reader refuses it the same way, and our parser refuses the text where
//! the layout is written, so that llconv never writes what nobody reads.

use llconv_bitcode::{read_module, write_module};
use llconv_text::{parse_module, parse_module_with, ParseOptions};

const SRC: &str = "target datalayout = \"E-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v128:128:128-n32:64\"\n\
target triple = \"powerpc64-unknown-linux-gnu\"\n\
\n\
define i64 @f(i64 %x) {\n\
  ret i64 %x\n\
}\n";

const WHY: &str = "preferred alignment cannot be less than the ABI alignment";

#[test]
fn parser_refuses_where_the_layout_is_written() {
    let err = parse_module(SRC.as_bytes(), "t.ll")
        .unwrap_err()
        .render("t.ll", SRC.as_bytes());
    assert!(
        err.starts_with(&format!("t.ll:1:21: error: {WHY}")),
        "{err}"
    );
}

#[test]
fn reader_refuses_as_llvm_dis_does() {
    // The layout kept as written, as llvm-as-22 writes it.
    let options = ParseOptions {
        data_layout_as_written: true,
        ..Default::default()
    };
    let m = parse_module_with(SRC.as_bytes(), "t.ll", &options).unwrap();
    let err = read_module(&write_module(&m), "t.bc")
        .unwrap_err()
        .to_string();
    assert!(err.contains(WHY), "{err}");
}
