//! Reader errors carry a kind a program can match on.

use llconv_bitcode::{read_module, write_module, BitcodeErrorKind};

fn small_module() -> Vec<u8> {
    let m = llconv_text::parse_module(
        b"define i32 @f(i32 %x) {\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n",
        "t.ll",
    )
    .unwrap();
    write_module(&m)
}

#[test]
fn not_bitcode_truncated_and_empty_are_told_apart() {
    let kind = |bytes: &[u8]| read_module(bytes, "t.bc").unwrap_err().kind();
    assert_eq!(kind(b"define void @f()"), BitcodeErrorKind::NotBitcode);

    let bc = small_module();
    assert!(read_module(&bc, "t.bc").is_ok());
    let cut = (bc.len() / 2) & !3;
    assert_eq!(kind(&bc[..cut]), BitcodeErrorKind::Stream);

    // Only the magic and an empty stream: well-formed, but no module.
    assert_eq!(kind(b"BC\xC0\xDE"), BitcodeErrorKind::NoModule);
}
