//! Use-list orders: `llvm-as-22` keeps each value's use-list order in
//! bitcode (USELIST blocks), predicting the order its reader rebuilds and
//! recording a shuffle where the order after parsing differs. Our bytes
//! must be its bytes, whatever made the orders differ.

mod common;

/// Forward references (functions called before they are declared, a
/// global whose initializer names globals defined later, one constant
/// using a later global twice), function operands (prefix, prologue,
/// personality), a block address used by another function, and calls an
/// upgrade remakes once the module is read (`lifetime.start` lost its
/// size in LLVM 22).
const MODULE: &str = r#"
@table = global { ptr, ptr, ptr } { ptr @later, ptr @later, ptr @g }
@g = global i32 0
@g2 = global ptr @g

define void @early(ptr %p) {
  call void @later(ptr %p)
  call void @later(ptr @g)
  %x = load i32, ptr @g
  %y = load i32, ptr getelementptr (i8, ptr @g, i64 4)
  call void @llvm.lifetime.start.p0(i64 4, ptr %p)
  store i32 %x, ptr %p
  call void @llvm.lifetime.end.p0(i64 4, ptr %p)
  ret void
}

define void @later(ptr %q) prefix ptr @g prologue ptr @g personality ptr @early {
entry:
  call void @early(ptr %q)
  br label %next

next:
  ret void
}

define ptr @address() {
  ret ptr blockaddress(@later, %next)
}

define i32 @loop(i32 %n) {
entry:
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit

body:
  %i.next = add i32 %i, 1
  br label %head

exit:
  ret i32 %i
}

declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)
"#;

#[test]
fn use_list_orders_are_llvm_as_bytes() {
    let ours = llconv_text::parse_module(MODULE.as_bytes(), "<stdin>")
        .map(|m| llconv_bitcode::write_module(&m))
        .unwrap();
    let Some(theirs) = common::llvm_tool("llvm-as-22", MODULE.as_bytes()) else {
        return;
    };
    assert_eq!(ours, theirs);
}

/// The same module without anything that makes the orders differ (no
/// forward reference, no upgrade) has no USELIST block, as with LLVM.
#[test]
fn no_record_where_the_orders_agree() {
    let text = "@g = global i32 0\n\ndefine i32 @f() {\n  %a = load i32, ptr @g\n  %b = load i32, ptr @g\n  %c = add i32 %a, %b\n  ret i32 %c\n}\n";
    let m = llconv_text::parse_module(text.as_bytes(), "<stdin>").unwrap();
    let ours = llconv_bitcode::write_module(&m);
    if let Some(theirs) = common::llvm_tool("llvm-as-22", text.as_bytes()) {
        assert_eq!(ours, theirs);
    }
    // USELIST_BLOCK (id 18) is entered with abbreviation width 3: the
    // reader would see it; a clean module has none.
    let back = llconv_bitcode::read_module(&ours, "<stdin>").unwrap();
    assert_eq!(
        llconv_text::print_module(&back),
        llconv_text::print_module(&m)
    );
}
