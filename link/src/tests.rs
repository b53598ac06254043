//! The library's own cases; `cli/tests/real_link.rs` and LLVM's Linker lit
//! suite hold the linker to `llvm-link-22` on real programs.

use super::*;

fn parse(text: &str, name: &str) -> Module {
    llconv_text::parse_module(text.as_bytes(), name).expect("test module parses")
}

fn link(inputs: &[(&str, &str)]) -> Result<String, LinkError> {
    let mut l = Linker::new(b"llvm-link");
    for (name, text) in inputs {
        l.link_in(parse(text, name), LinkFlags::default())?;
    }
    Ok(llconv_text::print_module(&l.into_module()))
}

#[test]
fn two_definitions_of_one_symbol_are_an_error() {
    let a = "define void @f() {\n  ret void\n}\n";
    let err = link(&[("a.ll", a), ("b.ll", a)]).unwrap_err();
    assert_eq!(
        err.message,
        "Linking globals named 'f': symbol multiply defined!"
    );
}

#[test]
fn unreferenced_linkonce_and_internal_definitions_are_dropped() {
    let a = "declare void @g()\ndefine void @f() {\n  call void @g()\n  ret void\n}\n";
    let b = "define linkonce_odr void @unused() {\n  ret void\n}\n\
             define internal void @helper() {\n  ret void\n}\n\
             define void @g() {\n  call void @helper()\n  ret void\n}\n";
    let text = link(&[("a.ll", a), ("b.ll", b)]).unwrap();
    assert!(!text.contains("@unused"), "{text}");
    assert!(text.contains("define internal void @helper()"), "{text}");
    // The definition replaces the declaration at the end of the list.
    let f = text.find("define void @f()").unwrap();
    let g = text.find("define void @g()").unwrap();
    assert!(f < g, "{text}");
}

#[test]
fn colliding_internal_symbols_are_renamed() {
    let a = "define internal void @s() {\n  ret void\n}\ndefine void @a() {\n  call void @s()\n  ret void\n}\n";
    let b = "define internal void @s() {\n  ret void\n}\ndefine void @b() {\n  call void @s()\n  ret void\n}\n";
    let text = link(&[("a.ll", a), ("b.ll", b)]).unwrap();
    assert!(text.contains("define internal void @s()"), "{text}");
    assert!(text.contains("define internal void @s.1()"), "{text}");
    assert!(text.contains("call void @s.1()"), "{text}");
}

#[test]
fn appending_arrays_are_concatenated() {
    let a = "@llvm.used = appending global [1 x ptr] [ptr @x], section \"llvm.metadata\"\n@x = global i32 1\n";
    let b = "@llvm.used = appending global [1 x ptr] [ptr @y], section \"llvm.metadata\"\n@y = global i32 2\n";
    let text = link(&[("a.ll", a), ("b.ll", b)]).unwrap();
    assert!(
        text.contains(
            "@llvm.used = appending global [2 x ptr] [ptr @x, ptr @y], section \"llvm.metadata\""
        ),
        "{text}"
    );
}

#[test]
fn isomorphic_structs_merge_and_others_are_renamed() {
    let a = "%T = type { i32 }\n@a = global %T zeroinitializer\n";
    let b = "%T = type { i32 }\n%U = type { i64 }\n@b = global %T zeroinitializer\n@c = global %U zeroinitializer\n";
    let c = "%U = type { i8 }\n@d = global %U zeroinitializer\n";
    let text = link(&[("a.ll", a), ("b.ll", b), ("c.ll", c)]).unwrap();
    assert!(text.contains("@b = global %T zeroinitializer"), "{text}");
    assert!(text.contains("@c = global %U zeroinitializer"), "{text}");
    // `%U` of c.ll was read as `%U.N` beside b.ll's and stays apart.
    assert!(text.contains("@d = global %U.1 zeroinitializer"), "{text}");
}
