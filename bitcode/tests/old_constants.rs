//! Bitcode from older LLVMs may hold constant expressions LLVM 22 no
//! longer has (`mul`, `icmp`, `select`, ...). The reader expands them into
//! instructions at their uses as LLVM 22's does, a phi's operand into a
//! block of its own on the edge; `llvm-dis-22` is the judge.

mod common;

use llconv_ir::constants::{ConstExprOp, ConstKind};
use llconv_ir::instructions::BinOp;

/// Bitcode whose `add` constant expressions are turned into `mul`s (which
/// our writer writes as LLVM 14 did, and LLVM 22 reads as instructions).
fn bitcode_with_old_constants(text: &str) -> Vec<u8> {
    let mut m = llconv_text::parse_module(text.as_bytes(), "old.ll").unwrap();
    m.consts.rewrite_in_place(|k| {
        if let ConstKind::Expr(e) = k {
            if e.op == ConstExprOp::Binary(BinOp::Add) {
                e.op = ConstExprOp::Binary(BinOp::Mul);
            }
        }
    });
    llconv_bitcode::write_module(&m)
}

fn llvm_dis(bc: &[u8]) -> Option<String> {
    common::llvm_tool("llvm-dis-22", bc).map(|t| String::from_utf8(t).unwrap())
}

fn ours(bc: &[u8]) -> String {
    let m = llconv_bitcode::read_module(bc, "<stdin>").expect("reads");
    llconv_text::print_module(&m)
}

const PHIS: &str = "@g = global i32 0
@h = global i32 0

define i32 @f(i1 %c, i32 %x) {
entry:
  br i1 %c, label %a, label %join
a:
  switch i32 %x, label %join [ i32 1, label %join
                               i32 2, label %b ]
b:
  br label %join
join:
  %p = phi i32 [ 1, %entry ], [ add (i32 ptrtoint (ptr @g to i32), i32 7), %a ], [ add (i32 ptrtoint (ptr @g to i32), i32 7), %a ], [ add (i32 ptrtoint (ptr @h to i32), i32 7), %b ]
  %q = phi i32 [ 2, %entry ], [ add (i32 ptrtoint (ptr @h to i32), i32 9), %a ], [ add (i32 ptrtoint (ptr @h to i32), i32 9), %a ], [ 3, %b ]
  %s = add i32 %p, add (i32 ptrtoint (ptr @g to i32), i32 5)
  %t = add i32 %s, %q
  ret i32 %t
}
";

#[test]
fn phi_operands_get_edge_blocks_and_others_instructions_before_their_use() {
    let bc = bitcode_with_old_constants(PHIS);
    let ours = ours(&bc);
    assert!(ours.contains("phi.constexpr:"), "{ours}");
    assert!(ours.contains("%constexpr = mul i32"), "{ours}");
    if let Some(theirs) = llvm_dis(&bc) {
        assert_eq!(ours, theirs);
    }
}

#[test]
fn an_initializer_needing_one_is_an_error() {
    let bc = bitcode_with_old_constants(
        "@g = global i32 0\n@x = global i32 add (i32 ptrtoint (ptr @g to i32), i32 7)\n",
    );
    let e = llconv_bitcode::read_module(&bc, "old.bc").unwrap_err();
    assert!(
        e.to_string().contains(
            "Value referenced by initializer is an unsupported constant expression of type mul"
        ),
        "{e}"
    );
}

/// Vector constant expressions whose operands do not have the types the
/// expression needs are refused, as `llvm-dis-22` refuses them ("Invalid
/// insertelement constexpr record"), not read into an ill-typed module
/// whose text would not parse (a complexity fuzz finding).
#[test]
fn ill_typed_vector_constant_expressions_are_refused() {
    let bc = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../fuzz/regressions/complexity/insertelement-constexpr-of-another-vector-type.bc"
    ))
    .unwrap();
    let err = llconv_bitcode::read_module(&bc, "t.bc")
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("Invalid insertelement constexpr record"),
        "{err}"
    );
}
