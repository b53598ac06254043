//! Small hostile inputs of issue 28 ("bounded cost on any input"), for
//! the tests that their cost stays near-linear (`tests/bounded_cost.rs`)
//! and for measuring the command on them (`examples/hostile.rs`).

use llconv_ir::{
    BinOp, CastOp, Const, ConstExpr, ConstExprOp, ConstKind, GlobalId, GlobalKind, InstKind, Module,
};

/// Parses text that is known to be valid.
pub fn parse(text: &str) -> Module {
    llconv_text::parse_module(text.as_bytes(), "hostile.ll").unwrap_or_else(|e| panic!("{e}"))
}

/// `%t0 = type { %t1, %t1 }` ... down to `%tN = type { i32 }`, with an
/// `alloca`, `load` and `store` of `%t0` without `align`: sizing the
/// types without memory takes 2^N steps.
pub fn doubling_types(n: usize) -> String {
    let mut s = String::new();
    for i in 0..n {
        s.push_str(&format!("%t{i} = type {{ %t{j}, %t{j} }}\n", j = i + 1));
    }
    s.push_str(&format!("%t{n} = type {{ i32 }}\n"));
    s.push_str(
        "define void @f(ptr %p) {\n  %a = alloca %t0\n  %v = load %t0, ptr %p\n  \
         store %t0 %v, ptr %a\n  ret void\n}\n",
    );
    s
}

/// A chain of `n` named structs, each holding the next, and an
/// `alloca` of the first.
pub fn struct_chain(n: usize) -> String {
    let mut s = String::new();
    for i in 0..n {
        s.push_str(&format!("%c{i} = type {{ %c{} }}\n", i + 1));
    }
    s.push_str(&format!("%c{n} = type {{ i32 }}\n"));
    s.push_str("define void @f() {\n  %a = alloca %c0\n  ret void\n}\n");
    s
}

/// `!0 = !{!1, !1}` ... : a metadata DAG with two uses of each node.
pub fn doubling_metadata(n: usize) -> String {
    let mut s = String::from("!named = !{!0}\n");
    for i in 0..n {
        s.push_str(&format!("!{i} = !{{!{j}, !{j}}}\n", j = i + 1));
    }
    s.push_str(&format!("!{n} = !{{}}\n"));
    s
}

/// `@c = global i64 add (X, X)` where each X is the next level's
/// `add` and the last `ptrtoint (ptr @g to i64)`: `n` constants, text
/// of 2^n operands. Only bitcode can hold it (text has no sharing).
pub fn doubling_constant_expressions(n: usize) -> Vec<u8> {
    let mut m = parse("@g = global i64 0\n@c = global i64 0\n");
    let ptr = m.types.ptr(0);
    let g = m.consts.intern_raw(Const {
        ty: ptr,
        kind: ConstKind::Global(GlobalId::from_index(0)),
    });
    let i64_ty = m.types.int(64);
    let expr = |op, operands| Const {
        ty: i64_ty,
        kind: ConstKind::Expr(Box::new(ConstExpr {
            op,
            flags: 0,
            operands,
            source_ty: None,
            inrange: None,
            mask: Vec::new(),
        })),
    };
    let mut c = m
        .consts
        .intern_raw(expr(ConstExprOp::Cast(CastOp::PtrToInt), vec![g]));
    for _ in 0..n {
        c = m
            .consts
            .intern_raw(expr(ConstExprOp::Binary(BinOp::Add), vec![c, c]));
    }
    let GlobalKind::Var(v) = &mut m.globals[GlobalId::from_u32(1)].kind else {
        panic!("@c is a variable");
    };
    v.init = Some(c);
    llconv_bitcode::write_module(&m)
}

/// The module as bitcode, with the alignments of loads, stores and
/// allocas left out (records with alignment 0), so the reader computes
/// them.
pub fn bitcode_without_align(text: &str) -> Vec<u8> {
    let mut m = parse(text);
    for g in m.globals.values_mut() {
        let GlobalKind::Func(f) = &mut g.kind else {
            continue;
        };
        for inst in f.body.iter_mut().flat_map(|b| b.insts.values_mut()) {
            match &mut inst.kind {
                InstKind::Alloca { align, .. }
                | InstKind::Load { align, .. }
                | InstKind::Store { align, .. } => *align = None,
                _ => {}
            }
        }
    }
    llconv_bitcode::write_module(&m)
}
