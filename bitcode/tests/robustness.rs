//! Hostile input: every truncation and many single-byte corruptions of a
//! few corpus bitcode files give an error or a module, never a panic.

use std::path::PathBuf;

fn corpus() -> PathBuf {
    std::env::var_os("LLCONV_CORPUS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus"))
}

/// Small files covering globals, functions, constants, metadata and debug
/// records.
const FILES: &[&str] = &[
    "Assembler/2002-04-07-HexFloatConstants.ll.v22.bc",
    "Bitcode/amdgcn-atomic.ll.v22.bc",
    "Assembler/opaque-ptr.ll.v22.bc",
    "Bitcode/DILocation-implicit-code.ll.v22.bc",
];

fn load() -> Vec<(String, Vec<u8>)> {
    let root = corpus();
    FILES
        .iter()
        .filter_map(|f| std::fs::read(root.join(f)).ok().map(|b| (f.to_string(), b)))
        .collect()
}

#[test]
fn every_truncation_is_an_error_or_a_module() {
    let files = load();
    if files.is_empty() {
        eprintln!("corpus not found; skipping");
        return;
    }
    for (name, bytes) in &files {
        for cut in 0..bytes.len() {
            let r = llconv_bitcode::read_module(&bytes[..cut], name);
            assert!(r.is_err(), "{name} truncated at {cut} was accepted");
        }
        assert!(llconv_bitcode::read_module(bytes, name).is_ok() || name.contains("DILocation"));
    }
}

#[test]
fn single_byte_corruptions_do_not_panic() {
    let files = load();
    for (name, bytes) in &files {
        let mut b = bytes.clone();
        for i in 4..b.len() {
            for mask in [0x01u8, 0x10, 0x80, 0xff] {
                b[i] ^= mask;
                // Either outcome is fine; a panic fails the test.
                let _ = llconv_bitcode::read_module(&b, name);
                b[i] ^= mask;
            }
        }
    }
}

#[test]
fn wrapper_header_is_understood() {
    let files = load();
    let Some((name, bytes)) = files.first() else {
        return;
    };
    let mut w = Vec::new();
    for v in [0x0B17_C0DEu32, 0, 20, bytes.len() as u32, 7] {
        w.extend_from_slice(&v.to_le_bytes());
    }
    w.extend_from_slice(bytes);
    let a = llconv_bitcode::read_module(bytes, name).unwrap();
    let b = llconv_bitcode::read_module(&w, name).unwrap();
    assert_eq!(a.globals.len(), b.globals.len());
    // A wrapper whose size runs past the end is an error.
    let mut bad = w.clone();
    bad[12..16].copy_from_slice(&(bytes.len() as u32 + 4).to_le_bytes());
    assert!(llconv_bitcode::read_module(&bad, name).is_err());
    assert!(llconv_bitcode::read_module(b"BC\xC0", name).is_err());
    assert!(llconv_bitcode::read_module(b"not bitcode", name).is_err());
}

// Deep nesting in bitcode: a type table, constants and metadata nested
// 100,000 deep are rejected with an error, not a stack overflow. The
// hostile files are made by writing a module built directly in the model
// (on a thread with a large stack, since the writer is not what is under
// test); reading them runs on the default test thread.

const DEEP: usize = 100_000;

/// `@g = global i8 0` and `!n = !{}`, parsed, then `edit`ed and written.
fn deep_bitcode(edit: fn(&mut llconv_ir::Module)) -> Vec<u8> {
    std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(move || {
            let mut m = llconv_text::parse_module(b"@g = global i8 0\n!n = !{}\n", "deep.ll")
                .expect("parses");
            edit(&mut m);
            llconv_bitcode::write_module(&m)
        })
        .unwrap()
        .join()
        .unwrap()
}

fn assert_rejected_as_too_deep(bc: &[u8]) {
    match llconv_bitcode::read_module(bc, "deep.bc") {
        Ok(_) => panic!("a 100,000-deep nest was accepted"),
        Err(e) => assert!(e.to_string().contains("too deep"), "{e}"),
    }
}

#[test]
fn deeply_nested_array_types_are_rejected() {
    let bc = deep_bitcode(|m| {
        let mut t = m.types.int(8);
        for _ in 0..DEEP {
            t = m.types.intern(llconv_ir::Type::Array { elem: t, len: 1 });
        }
        let zero = m.consts.intern_raw(llconv_ir::Const {
            ty: t,
            kind: llconv_ir::ConstKind::Zero,
        });
        let g = &mut m.globals[llconv_ir::GlobalId::from_index(0)];
        g.common.value_ty = t;
        if let llconv_ir::GlobalKind::Var(v) = &mut g.kind {
            v.init = Some(zero);
        }
    });
    assert_rejected_as_too_deep(&bc);
}

#[test]
fn deeply_nested_constant_expressions_are_rejected() {
    let bc = deep_bitcode(|m| {
        use llconv_ir::{Const, ConstExpr, ConstExprOp, ConstKind};
        let i8t = m.types.int(8);
        let i64t = m.types.int(64);
        let ptr = m.types.ptr(0);
        let one = m.consts.intern_raw(Const {
            ty: i64t,
            kind: ConstKind::Int(llconv_ir::ApInt::from_u64(64, 1)),
        });
        let mut c = m.consts.intern_raw(Const {
            ty: ptr,
            kind: ConstKind::Null,
        });
        for _ in 0..DEEP {
            c = m.consts.intern_raw(Const {
                ty: ptr,
                kind: ConstKind::Expr(Box::new(ConstExpr {
                    op: ConstExprOp::GetElementPtr,
                    flags: 0,
                    operands: vec![c, one],
                    source_ty: Some(i8t),
                    inrange: None,
                    mask: Vec::new(),
                })),
            });
        }
        let g = &mut m.globals[llconv_ir::GlobalId::from_index(0)];
        g.common.value_ty = ptr;
        if let llconv_ir::GlobalKind::Var(v) = &mut g.kind {
            v.init = Some(c);
        }
    });
    assert_rejected_as_too_deep(&bc);
}

#[test]
fn deeply_nested_metadata_tuples_read_print_and_write_without_recursion() {
    // Bitcode nests metadata by reference (as `!N` slots do in text), so a
    // 100,000-deep chain of tuples is a valid module, like the text
    // parser's long chains (text/tests/hostile.rs): reading, printing and
    // writing it must not recurse on the depth.
    let bc = deep_bitcode(|m| {
        let mut md = m.metadata.add(llconv_ir::Metadata::Tuple {
            distinct: false,
            ops: Vec::new(),
        });
        for _ in 0..DEEP {
            md = m.metadata.add(llconv_ir::Metadata::Tuple {
                distinct: false,
                ops: vec![Some(md)],
            });
        }
        m.named_metadata[0].ops = vec![md];
    });
    let m = llconv_bitcode::read_module(&bc, "deep.bc").expect("reads");
    let text = llconv_text::print_module(&m);
    assert!(
        text.contains(&format!("!{DEEP} = !{{}}")),
        "the innermost tuple prints last"
    );
    let again = llconv_bitcode::read_module(&llconv_bitcode::write_module(&m), "deep.bc")
        .expect("our bitcode reads back");
    assert_eq!(llconv_text::print_module(&again), text);
}
