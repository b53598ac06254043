//! A block whose address is taken (a dispatch table of `blockaddress`es, as
//! computed goto compiles) has one use more than its edges. Its use-list
//! order record counts that use too, and the `; preds =` comment must come
//! out as `llvm-dis-22` prints it, from LLVM's bitcode and from ours.

mod common;

const DISPATCH: &str = "@table = internal constant [3 x ptr] [ptr blockaddress(@run, %a), ptr blockaddress(@run, %b), ptr blockaddress(@run, %done)]

define i32 @run(ptr %code) {
entry:
  %op0 = load i8, ptr %code, align 1
  %i0 = zext i8 %op0 to i64
  %t0 = getelementptr [3 x ptr], ptr @table, i64 0, i64 %i0
  %d0 = load ptr, ptr %t0, align 8
  indirectbr ptr %d0, [label %a, label %b, label %done]

a:
  %x = phi i32 [ 0, %entry ], [ %y, %b ]
  br label %b

b:
  %y = phi i32 [ 1, %entry ], [ %x, %a ]
  %c = icmp eq i32 %y, 7
  br i1 %c, label %a, label %done

done:
  %r = phi i32 [ 2, %entry ], [ %y, %b ]
  ret i32 %r

  uselistorder label %a, { 2, 0, 1 }
  uselistorder label %b, { 1, 2, 0 }
}
";

/// The `; preds =` lines `llvm-dis-22` prints for [`DISPATCH`] after
/// `llvm-as-22` (checked with LLVM 22.1.8).
const PREDS: [&str; 3] = [
    "a:                                                ; preds = %entry, %b",
    "b:                                                ; preds = %a, %entry",
    "done:                                             ; preds = %b, %entry",
];

fn preds(text: &str) -> Vec<&str> {
    text.lines().filter(|l| l.contains("; preds =")).collect()
}

#[test]
fn text_applies_the_order_around_the_address_use() {
    let m = llconv_text::parse_module(DISPATCH.as_bytes(), "t.ll").unwrap();
    assert_eq!(preds(&llconv_text::print_module(&m)), PREDS);
}

#[test]
fn our_bitcode_keeps_the_order() {
    let m = llconv_text::parse_module(DISPATCH.as_bytes(), "t.ll").unwrap();
    let back = llconv_bitcode::read_module(&llconv_bitcode::write_module(&m), "t.bc").unwrap();
    assert_eq!(preds(&llconv_text::print_module(&back)), PREDS);
}

#[test]
fn llvm_bitcode_reads_with_the_order() {
    let Some(bc) = common::llvm_tool("llvm-as-22", DISPATCH.as_bytes()) else {
        return;
    };
    let m = llconv_bitcode::read_module(&bc, "t.bc").unwrap();
    assert_eq!(preds(&llconv_text::print_module(&m)), PREDS);
}
