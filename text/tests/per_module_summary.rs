//! A module's own summary index, shaped as `llvm-as-22` writes it and
//! `llvm-dis-22` reads it back: an alias's aliasee is the object its IR
//! names, an ifunc has no entry, and what LLVM's writer cannot write
//! (it crashes) or writes unreadably is refused where it is written.

use llconv_text::{parse_module, print_module};

const FLAGS: &str = "flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 0, canAutoHide: 0, importType: definition)";

fn summary_lines(src: &str) -> Result<Vec<String>, String> {
    let m = parse_module(src.as_bytes(), "t.ll").map_err(|e| e.render("t.ll", src.as_bytes()))?;
    Ok(print_module(&m)
        .lines()
        .filter(|l| l.starts_with('^'))
        .map(|l| l.split(" ; guid").next().unwrap_or(l).to_string())
        .collect())
}

#[test]
fn aliasee_follows_the_ir_and_ifuncs_have_no_entry() {
    let src = format!(
        "@bar = global i32 0\n@baz = alias i32, ptr @bar\n@i = ifunc void (), ptr @res\n\
         define ptr @res() {{\n  ret ptr null\n}}\n\n\
         ^0 = module: (path: \"x\", hash: (0, 0, 0, 0, 0))\n\
         ^1 = gv: (name: \"bar\", summaries: (variable: (module: ^0, {FLAGS}, varFlags: (readonly: 0, writeonly: 0, constant: 0))))\n\
         ^2 = gv: (name: \"baz\", summaries: (alias: (module: ^0, {FLAGS}, aliasee: ^3)))\n\
         ^3 = gv: (name: \"res\", summaries: (function: (module: ^0, {FLAGS}, insts: 1)))\n\
         ^4 = gv: (name: \"i\", summaries: (function: (module: ^0, {FLAGS}, insts: 1)))\n"
    );
    let lines = summary_lines(&src).unwrap();
    // What llvm-dis-22 prints after llvm-as-22 (by GUID: res, baz, bar).
    assert_eq!(
        lines[1..],
        [
            format!("^1 = gv: (name: \"res\", summaries: (function: (module: ^0, {FLAGS}, insts: 1)))"),
            format!("^2 = gv: (name: \"baz\", summaries: (alias: (module: ^0, {FLAGS}, aliasee: ^3)))"),
            format!("^3 = gv: (name: \"bar\", summaries: (variable: (module: ^0, {FLAGS}, varFlags: (readonly: 0, writeonly: 0, constant: 0))))"),
            "^4 = blockcount: 0".to_string(),
        ]
    );
}

#[test]
fn unwritable_summaries_are_refused_where_written() {
    let module = "@bar = global i32 0\n@baz = alias i32, ptr @bar\n\n^0 = module: (path: \"x\", hash: (0, 0, 0, 0, 0))\n";
    // An alias whose object has no summary: LLVM writes bitcode no reader
    // takes back ("Alias expects aliasee summary to be parsed").
    let src = format!(
        "{module}^1 = gv: (name: \"baz\", summaries: (alias: (module: ^0, {FLAGS}, aliasee: ^1)))\n"
    );
    let err = summary_lines(&src).unwrap_err();
    assert!(
        err.starts_with(
            "t.ll:5:36: error: the alias @baz has a summary, but the object it aliases has none"
        ),
        "{err}"
    );
    // A variable whose first summary is an alias's: llvm-as-22 crashes.
    let src = format!(
        "{module}^1 = gv: (name: \"bar\", summaries: (alias: (module: ^0, {FLAGS}, aliasee: ^2)))\n\
         ^2 = gv: (name: \"bar\", summaries: (variable: (module: ^0, {FLAGS}, varFlags: (readonly: 0, writeonly: 0, constant: 0))))\n"
    );
    let err = summary_lines(&src).unwrap_err();
    assert!(
        err.starts_with("t.ll:5:36: error: @bar has a summary of another kind: it is a variable, its summary an alias's"),
        "{err}"
    );
}
