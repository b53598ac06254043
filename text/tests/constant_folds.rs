//! Folds LLVM 22's constant factories make while a module is read, each
//! expected line as `llvm-as-22 | llvm-dis-22` prints it.

use llconv_text::{parse_module, print_module};

/// The printed `ret` of a one-function module returning `ty` computed by
/// the constant expression `expr`.
fn folded(ty: &str, expr: &str) -> String {
    let src = format!(
        "@g = global [2 x i32] zeroinitializer\ndefine {ty} @f() {{\n  ret {ty} {expr}\n}}\n"
    );
    let m = parse_module(src.as_bytes(), "t.ll").expect("parses");
    let text = print_module(&m);
    let line = text
        .lines()
        .find(|l| l.starts_with("  ret "))
        .expect("a ret");
    line.trim_start_matches("  ret ").to_string()
}

#[test]
fn casts_of_undef_stay_undef() {
    for (ty, expr) in [
        (
            "ptr addrspace(3)",
            "addrspacecast (ptr undef to ptr addrspace(3))",
        ),
        ("i64", "ptrtoint (ptr undef to i64)"),
        ("ptr", "inttoptr (i64 undef to ptr)"),
        ("i64", "ptrtoaddr (ptr undef to i64)"),
    ] {
        assert_eq!(folded(ty, expr), format!("{ty} undef"), "{expr}");
    }
    // A null pointer across address spaces is not folded.
    assert_eq!(
        folded(
            "ptr addrspace(3)",
            "addrspacecast (ptr null to ptr addrspace(3))"
        ),
        "ptr addrspace(3) addrspacecast (ptr null to ptr addrspace(3))"
    );
}

#[test]
fn casts_of_scalable_splats_cast_the_element() {
    let v16 = "<vscale x 8 x i16>";
    assert_eq!(
        folded(
            v16,
            "trunc (<vscale x 8 x i32> splat (i32 65568) to <vscale x 8 x i16>)"
        ),
        format!("{v16} splat (i16 32)")
    );
    assert_eq!(
        folded(
            v16,
            "trunc (<vscale x 8 x i32> splat (i32 65536) to <vscale x 8 x i16>)"
        ),
        format!("{v16} zeroinitializer")
    );
    assert_eq!(
        folded(
            "<vscale x 4 x float>",
            "bitcast (<vscale x 4 x i32> splat (i32 1065353216) to <vscale x 4 x float>)"
        ),
        "<vscale x 4 x float> splat (float 1.000000e+00)"
    );
}

#[test]
fn lanes_of_scalable_constants_below_the_minimum_length() {
    let zero16 = "<vscale x 16 x i8> zeroinitializer";
    assert_eq!(
        folded("i8", &format!("extractelement ({zero16}, i64 15)")),
        "i8 0"
    );
    // Lane 16 may not exist: kept.
    assert_eq!(
        folded("i8", &format!("extractelement ({zero16}, i64 16)")),
        format!("i8 extractelement ({zero16}, i64 16)")
    );
    assert_eq!(
        folded(
            "i32",
            "extractelement (<vscale x 4 x i32> splat (i32 7), i64 3)"
        ),
        "i32 7"
    );
    assert_eq!(
        folded("i32", "extractelement (<vscale x 4 x i32> poison, i64 9)"),
        "i32 poison"
    );
}

#[test]
fn getelementptr_that_moves_nothing() {
    assert_eq!(
        folded("<2 x ptr>", "getelementptr ([2 x i32], ptr @g, <2 x i64> zeroinitializer, <2 x i64> zeroinitializer)"),
        "<2 x ptr> <ptr @g, ptr @g>"
    );
    assert_eq!(
        folded("ptr", "getelementptr ([2 x i32], ptr @g, i64 0, i64 undef)"),
        "ptr @g"
    );
    assert_eq!(
        folded("<2 x ptr>", "getelementptr ([2 x i32], ptr null, <2 x i64> zeroinitializer, <2 x i64> zeroinitializer)"),
        "<2 x ptr> zeroinitializer"
    );
    assert_eq!(
        folded("ptr", "getelementptr inbounds (i8, ptr poison, i64 7)"),
        "ptr poison"
    );
    assert_eq!(
        folded("ptr", "getelementptr inbounds (i8, ptr undef, i64 1)"),
        "ptr undef"
    );
    assert_eq!(
        folded("<vscale x 2 x ptr>", "getelementptr (i8, ptr @g, <vscale x 2 x i64> zeroinitializer)"),
        "<vscale x 2 x ptr> shufflevector (<vscale x 2 x ptr> insertelement (<vscale x 2 x ptr> poison, ptr @g, i64 0), <vscale x 2 x ptr> poison, <vscale x 2 x i32> zeroinitializer)"
    );
}

#[test]
fn scalar_to_vector_bitcasts_go_through_a_one_element_vector() {
    assert_eq!(
        folded("<8 x i8>", "bitcast (double 0x319BEB8FD172E36 to <8 x i8>)"),
        "<8 x i8> bitcast (<1 x double> splat (double 0x319BEB8FD172E36) to <8 x i8>)"
    );
    assert_eq!(
        folded(
            "<1 x double>",
            "bitcast (i64 4607182418800017408 to <1 x double>)"
        ),
        "<1 x double> splat (double 1.000000e+00)"
    );
    assert_eq!(
        folded("<2 x i32>", "bitcast (i64 -1 to <2 x i32>)"),
        "<2 x i32> splat (i32 -1)"
    );
    assert_eq!(
        folded("<2 x i32>", "bitcast (i64 0 to <2 x i32>)"),
        "<2 x i32> zeroinitializer"
    );
}

#[test]
fn half_and_bfloat_literals_over_16_bits_are_refused() {
    for (ty, lit) in [("half", "0xH1FFFF"), ("bfloat", "0xR000010000")] {
        let src = format!("define {ty} @f() {{\n  ret {ty} {lit}\n}}\n");
        let e = parse_module(src.as_bytes(), "t.ll")
            .expect_err("refused")
            .to_string();
        assert!(
            e.contains(&format!("hexadecimal constant too large for {ty} (16-bit)")),
            "{e}"
        );
    }
    // Leading zeros do not count.
    assert_eq!(folded("half", "0xH00001"), "half 0xH0001");
}

#[test]
fn x87_unnormals_read_as_llvm_reads_them() {
    for (lit, printed) in [
        // An unnormal (integer bit clear) is a NaN.
        ("0xK12345678901234567890", "0xK7FFF5678901234567890"),
        // A pseudo-denormal (exponent 0, integer bit set) gets exponent 1.
        ("0xK80008000000000000001", "0xK80018000000000000001"),
        // Normal numbers, denormals, zero and infinity stay.
        ("0xK3FFF8000000000000000", "0xK3FFF8000000000000000"),
        ("0xK00000000000000000001", "0xK00000000000000000001"),
        ("0xK7FFF8000000000000000", "0xK7FFF8000000000000000"),
    ] {
        assert_eq!(
            folded("x86_fp80", lit),
            format!("x86_fp80 {printed}"),
            "{lit}"
        );
    }
}

#[test]
fn a_cast_of_a_cast_is_one_cast_where_llvm_merges_them() {
    assert_eq!(
        folded(
            "i16",
            "trunc (i32 trunc (i64 ptrtoint (ptr @g to i64) to i32) to i16)"
        ),
        "i16 ptrtoint (ptr @g to i16)"
    );
    assert_eq!(
        folded(
            "ptr",
            "addrspacecast (ptr addrspace(1) addrspacecast (ptr @g to ptr addrspace(1)) to ptr)"
        ),
        "ptr @g"
    );
    // inttoptr then ptrtoint needs the pointer size: not merged.
    assert_eq!(
        folded(
            "i64",
            "ptrtoint (ptr inttoptr (i64 ptrtoint (ptr @g to i64) to ptr) to i64)"
        ),
        "i64 ptrtoint (ptr inttoptr (i64 ptrtoint (ptr @g to i64) to ptr) to i64)"
    );
}

#[test]
fn a_vector_cast_of_an_expression_is_cast_lane_by_lane() {
    assert_eq!(
        folded(
            "<2 x i64>",
            "ptrtoint (<2 x ptr> getelementptr (i8, ptr @g, <2 x i64> <i64 1, i64 2>) to <2 x i64>)"
        ),
        "<2 x i64> <i64 ptrtoint (ptr getelementptr (i8, ptr @g, i64 1) to i64), i64 ptrtoint (ptr getelementptr (i8, ptr @g, i64 2) to i64)>"
    );
    assert_eq!(
        folded(
            "<2 x i32>",
            "trunc (<2 x i64> bitcast (<4 x i32> <i32 1, i32 2, i32 ptrtoint (ptr @g to i32), i32 4> to <2 x i64>) to <2 x i32>)"
        ),
        "<2 x i32> <i32 trunc (i64 extractelement (<2 x i64> bitcast (<4 x i32> <i32 1, i32 2, i32 ptrtoint (ptr @g to i32), i32 4> to <2 x i64>), i32 0) to i32), i32 trunc (i64 extractelement (<2 x i64> bitcast (<4 x i32> <i32 1, i32 2, i32 ptrtoint (ptr @g to i32), i32 4> to <2 x i64>), i32 1) to i32)>"
    );
}
