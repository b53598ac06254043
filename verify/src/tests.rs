//! The verifier on small modules read from text.

use crate::{render, verify_module};

fn errors(src: &str) -> String {
    let m = llconv_text::parse_module(src.as_bytes(), "t.ll").expect("parses");
    render(&m, &verify_module(&m))
}

#[test]
fn a_valid_module_has_no_errors() {
    assert_eq!(
        errors("define i32 @f(i32 %x) {\nentry:\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n"),
        ""
    );
}

#[test]
fn incompatible_function_attributes() {
    assert_eq!(
        errors("define void @fn1() noinline alwaysinline {\n  ret void\n}\n"),
        "Attributes 'noinline and alwaysinline' are incompatible!\nptr @fn1\n"
    );
}

#[test]
fn declarations_may_not_be_in_comdats() {
    assert_eq!(
        errors("$c = comdat any\n@g = external global i32, comdat($c)\n"),
        "Declaration may not be in a Comdat!\nptr @g\n"
    );
}

#[test]
fn ident_entries_are_strings() {
    assert_eq!(
        errors("!llvm.ident = !{!0}\n!0 = !{i32 1}\n"),
        "invalid value for llvm.ident metadata entry operand(the operand should be a string)\ni32 1\n"
    );
}
