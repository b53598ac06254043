//! A module built with `llconv_ir::builder` (a function with a loop and a
//! call) prints as llvm-dis-22 would print it, reads back to the same
//! text, and `llvm-as-22` accepts it.

use llconv_ir::builder::FunctionBuilder;
use llconv_ir::{BinOp, IntPredicate, Linkage, Module};
use std::io::Write;
use std::process::{Command, Stdio};

fn built() -> Module {
    let mut m = Module::new(b"built");
    m.triple = Some(b"x86_64-pc-linux-gnu".as_slice().into());
    let i32t = m.types.int(32);
    let i8t = m.types.int(8);
    let putchar_ty = m.function_type(i32t, &[i32t], false);
    let putchar = m.add_function("putchar", putchar_ty, Linkage::External);
    let init = m.const_int(i8t, 42);
    let star = m.add_global_var("star", i8t, Some(init), true, Linkage::Internal);

    let count = m.add_function("count", putchar_ty, Linkage::External);
    let mut b = FunctionBuilder::new(&mut m, count).unwrap();
    b.set_arg_name(0, "n");
    let entry = b.create_block(Some("entry"));
    let body = b.create_block(Some("loop"));
    let done = b.create_block(Some("done"));
    b.switch_to_block(entry);
    let slot = b.alloca(i32t);
    b.set_name(slot, "total");
    let zero = b.const_int(i32t, 0);
    b.store(zero, slot).unwrap();
    b.br(body);

    b.switch_to_block(body);
    let i = b.phi(i32t, &[(zero, entry)]);
    b.set_name(i, "i");
    let addr = b.global_address(star);
    let c = b.load(i8t, addr);
    let wide = b.append(
        i32t,
        llconv_ir::InstKind::Cast {
            op: llconv_ir::CastOp::ZExt,
            flags: 0,
            fmf: 0,
            value: c,
        },
    );
    let printed = b.call(putchar, &[wide]).unwrap();
    let old = b.load(i32t, slot);
    let sum = b.binary(BinOp::Add, old, printed).unwrap();
    b.store(sum, slot).unwrap();
    let one = b.const_int(i32t, 1);
    let next = b.binary(BinOp::Add, i, one).unwrap();
    b.set_name(next, "next");
    b.add_phi_incoming(i, next, body);
    let n = b.arg(0);
    let more = b.icmp(IntPredicate::Slt, next, n).unwrap();
    b.cond_br(more, body, done);

    b.switch_to_block(done);
    let total = b.load(i32t, slot);
    b.ret(Some(total));
    b.finish();
    m
}

const EXPECTED: &str = r#"; ModuleID = 'built'
source_filename = "built"
target triple = "x86_64-pc-linux-gnu"

@star = internal constant i8 42

declare i32 @putchar(i32)

define i32 @count(i32 %n) {
entry:
  %total = alloca i32, align 4
  store i32 0, ptr %total, align 4
  br label %loop

loop:                                             ; preds = %loop, %entry
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %0 = load i8, ptr @star, align 1
  %1 = zext i8 %0 to i32
  %2 = call i32 @putchar(i32 %1)
  %3 = load i32, ptr %total, align 4
  %4 = add i32 %3, %2
  store i32 %4, ptr %total, align 4
  %next = add i32 %i, 1
  %5 = icmp slt i32 %next, %n
  br i1 %5, label %loop, label %done

done:                                             ; preds = %loop
  %6 = load i32, ptr %total, align 4
  ret i32 %6
}
"#;

#[test]
fn a_built_module_prints_reads_back_and_llvm_accepts_it() {
    let text = llconv_text::print_module(&built());
    assert_eq!(text, EXPECTED);
    let again = llconv_text::parse_module(text.as_bytes(), "built").unwrap();
    assert_eq!(llconv_text::print_module(&again), text);

    // LLVM 22 reads it and prints the same text (CI installs it).
    let Ok(mut as_) = Command::new("llvm-as-22")
        .args(["-", "-o", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
    else {
        assert!(
            std::env::var_os("CI").is_none(),
            "llvm-as-22 is needed in CI"
        );
        return;
    };
    as_.stdin
        .take()
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    let out = as_.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "llvm-as-22: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut dis = Command::new("llvm-dis-22")
        .args(["-", "-o", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    dis.stdin.take().unwrap().write_all(&out.stdout).unwrap();
    let printed = dis.wait_with_output().unwrap();
    let printed = String::from_utf8_lossy(&printed.stdout);
    // llvm-dis names the module '<stdin>'; the rest is the same text.
    assert_eq!(
        printed.split_once('\n').unwrap().1,
        EXPECTED.split_once('\n').unwrap().1
    );
}

#[test]
fn uses_are_replaced_and_instructions_removed() {
    let mut m = built();
    let count = m.find_global(b"count").unwrap();
    let mut b = FunctionBuilder::new(&mut m, count).unwrap();
    // `%next = add i32 %i, 1` -> uses of it become `%i`, then it goes.
    let next = llconv_ir::Operand::Inst(llconv_ir::InstId::from_u32(10));
    assert_eq!(b.type_of(next), Some(b.module().types.int(32)));
    b.replace_all_uses(next, b.arg(0));
    b.remove_inst(next);
    b.finish();
    let text = llconv_text::print_module(&m);
    assert!(text.contains("[ %n, %loop ]"), "{text}");
    assert!(text.contains("icmp slt i32 %n, %n"), "{text}");
    assert!(!text.contains("%next"), "{text}");
}

#[test]
fn misuse_is_an_error_not_a_panic() {
    let mut m = built();
    let star = m.find_global(b"star").unwrap();
    assert!(FunctionBuilder::new(&mut m, star).is_err());
    let count = m.find_global(b"count").unwrap();
    let putchar = m.find_global(b"putchar").unwrap();
    let i64t = m.types.int(64);
    let mut b = FunctionBuilder::new(&mut m, count).unwrap();
    let block = b.create_block(None);
    b.switch_to_block(block);
    let wide = b.const_int(i64t, 1);
    let n = b.arg(0);
    assert_eq!(
        b.binary(BinOp::Add, wide, n),
        Err(llconv_ir::builder::BuildError::TypeMismatch)
    );
    assert!(matches!(
        b.call(putchar, &[]),
        Err(llconv_ir::builder::BuildError::ArgumentCount {
            expected: 1,
            given: 0
        })
    ));
    assert_eq!(
        b.binary(BinOp::Add, b.arg(7), n),
        Err(llconv_ir::builder::BuildError::UnknownOperand)
    );
}
