//! Parse errors carry a kind a program can match on, beside LLVM's message.

use llconv_text::{parse_module, ParseErrorKind};

fn kind_of(src: &str) -> (ParseErrorKind, String) {
    let e = parse_module(src.as_bytes(), "t.ll").expect_err("the input is invalid");
    (e.kind, e.message)
}

#[test]
fn each_kind_of_problem_is_told_apart() {
    let cases: &[(&str, ParseErrorKind, &str)] = &[
        (
            "@s = global [3 x i8] c\"ab\n",
            ParseErrorKind::Lexical,
            "end of file in string constant",
        ),
        (
            "define void @f( {\n  ret void\n}\n",
            ParseErrorKind::Syntax,
            "expected type",
        ),
        (
            "define void @f() {\n  %x = add i32 1, 2\n  %y = add i64 %x, 1\n  ret void\n}\n",
            ParseErrorKind::Type,
            "'%x' defined with type 'i32' but expected 'i64'",
        ),
        (
            "define void @f() {\n  call void @g()\n  ret void\n}\n",
            ParseErrorKind::Undefined,
            "use of undefined value '@g'",
        ),
        (
            "@g = global i32 0\n@g = global i32 1\n",
            ParseErrorKind::Redefinition,
            "redefinition of global '@g'",
        ),
        (
            "@g = private unnamed_addr bogus global i32 0\n",
            ParseErrorKind::Syntax,
            "expected 'global' or 'constant'",
        ),
    ];
    for (src, kind, message) in cases {
        let (k, m) = kind_of(src);
        assert_eq!((k, m.as_str()), (*kind, *message), "for {src:?}");
    }
}

#[test]
fn nesting_beyond_the_parser_limit_is_a_limit() {
    let depth = 100_000;
    let src = format!(
        "@g = global {}i32{} zeroinitializer\n",
        "[1 x ".repeat(depth),
        "]".repeat(depth)
    );
    let (k, m) = kind_of(&src);
    assert_eq!((k, m.as_str()), (ParseErrorKind::Limit, "nesting too deep"));
}
