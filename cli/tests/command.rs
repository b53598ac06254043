//! The `llconv` command as a user runs it, on large inputs, with and
//! without allocator settings in the caller's environment (the command
//! once restarted itself with glibc's tunables; its output must never
//! depend on them).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const LLCONV: &str = env!("CARGO_BIN_EXE_llconv");

/// A scratch folder of this test process's own.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("llconv-cli-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A valid module of about 1.5 MiB.
fn large_module() -> String {
    let mut s = String::from("@g = global i32 0\n");
    for i in 0..12_000 {
        s.push_str(&format!(
            "define i32 @f{i}(i32 %x) {{\n  %y = add i32 %x, {i}\n  %z = load i32, ptr @g, align 4\n  %w = mul i32 %y, %z\n  ret i32 %w\n}}\n"
        ));
    }
    assert!(s.len() > 1 << 20);
    s
}

/// Runs the command; `tunables` sets `GLIBC_TUNABLES` to that value or
/// removes it from the environment.
fn run(args: &[&Path], tunables: Option<&str>) -> Output {
    let mut c = Command::new(LLCONV);
    c.args(args);
    match tunables {
        Some(t) => c.env("GLIBC_TUNABLES", t),
        None => c.env_remove("GLIBC_TUNABLES"),
    };
    c.output().unwrap()
}

#[test]
fn a_large_input_converts_to_the_same_bytes_either_way() {
    let dir = scratch("same");
    let ll = dir.join("big.ll");
    std::fs::write(&ll, large_module()).unwrap();
    let (unset, plain) = (dir.join("a.bc"), dir.join("b.bc"));
    let a = run(&[&ll, Path::new("-o"), &unset], None);
    let b = run(&[&ll, Path::new("-o"), &plain], Some(""));
    assert!(a.status.success(), "{}", String::from_utf8_lossy(&a.stderr));
    assert!(b.status.success(), "{}", String::from_utf8_lossy(&b.stderr));
    let (a, b) = (
        std::fs::read(&unset).unwrap(),
        std::fs::read(&plain).unwrap(),
    );
    assert!(a.starts_with(b"BC\xC0\xDE"));
    assert_eq!(a, b);
    // And to text on standard output.
    let a = run(&[&ll], None);
    let b = run(&[&ll], Some(""));
    assert!(a.status.success());
    assert!(!a.stdout.is_empty());
    assert_eq!(a.stdout, b.stdout);
    // The bitcode back to text.
    assert!(std::fs::metadata(&unset).unwrap().len() > 512 << 10);
    let c = run(&[&unset], None);
    let d = run(&[&unset], Some(""));
    assert!(c.status.success(), "{}", String::from_utf8_lossy(&c.stderr));
    assert_eq!(c.stdout, d.stdout);
    // The same module as the text gave (the `; ModuleID` line names the
    // file read).
    let body = |t: &[u8]| {
        t.splitn(2, |&b| b == b'\n')
            .nth(1)
            .unwrap_or_default()
            .to_vec()
    };
    assert_eq!(body(&c.stdout), body(&a.stdout));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_large_invalid_input_fails_with_the_same_message_either_way() {
    let dir = scratch("bad");
    let ll = dir.join("bad.ll");
    std::fs::write(
        &ll,
        format!("{}define void @h() {{ ret i32 }}\n", large_module()),
    )
    .unwrap();
    let out = dir.join("bad.bc");
    let a = run(&[&ll, Path::new("-o"), &out], None);
    let b = run(&[&ll, Path::new("-o"), &out], Some(""));
    assert!(!a.status.success());
    assert_eq!(a.status.code(), b.status.code());
    assert_eq!(a.stderr, b.stderr);
    assert!(String::from_utf8_lossy(&a.stderr).contains("error"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_existing_output_is_replaced_whole() {
    let dir = scratch("over");
    let ll = dir.join("small.ll");
    std::fs::write(&ll, "@g = global i32 7\n").unwrap();
    let fresh = dir.join("fresh.bc");
    let a = run(&[&ll, Path::new("-o"), &fresh], None);
    assert!(a.status.success(), "{}", String::from_utf8_lossy(&a.stderr));
    let want = std::fs::read(&fresh).unwrap();
    // Longer than the result (cut to length), then shorter (grown).
    let out = dir.join("old.bc");
    for old in [vec![0xAAu8; 3 * want.len() + 4097], vec![0x55u8; 3]] {
        std::fs::write(&out, &old).unwrap();
        let b = run(&[&ll, Path::new("-o"), &out], None);
        assert!(b.status.success(), "{}", String::from_utf8_lossy(&b.stderr));
        assert_eq!(std::fs::read(&out).unwrap(), want);
    }
    // Text output over a longer file, and a device that has no length.
    let text = dir.join("old.ll");
    std::fs::write(&text, vec![b'x'; 1 << 16]).unwrap();
    assert!(run(&[&ll, Path::new("-o"), &text], None).status.success());
    let printed = std::fs::read_to_string(&text).unwrap();
    assert!(printed.ends_with("@g = global i32 7\n"), "{printed}");
    #[cfg(unix)]
    assert!(run(&[&ll, Path::new("-o"), Path::new("/dev/null")], None)
        .status
        .success());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Ten levels of `add (X, X)`: 2^10 operands as text (about 40 KB), a
/// few hundred bytes shared as bitcode.
fn doubling_constant(dir: &Path) -> PathBuf {
    let mut x = String::from("i64 ptrtoint (ptr @g to i64)");
    for _ in 0..10 {
        x = format!("i64 add ({x}, {x})");
    }
    let ll = dir.join("dag.ll");
    std::fs::write(&ll, format!("@g = global i64 0\n@c = global {x}\n")).unwrap();
    let bc = dir.join("dag.bc");
    let out = run(&[&ll, Path::new("-o"), &bc], Some(""));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    bc
}

#[test]
fn max_output_refuses_larger_output_naming_the_limit() {
    let dir = scratch("max-output");
    let bc = doubling_constant(&dir);
    let ll = dir.join("out.ll");
    for args in [
        vec![
            bc.as_path(),
            Path::new("--max-output"),
            Path::new("1K"),
            Path::new("-o"),
            &ll,
        ],
        vec![
            Path::new("dis"),
            Path::new("--max-output=1024"),
            &bc,
            Path::new("-o"),
            &ll,
        ],
    ] {
        let out = run(&args, Some(""));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success());
        assert!(
            err.contains("over the output limit of 1024 bytes (--max-output)"),
            "{err}"
        );
        assert!(!ll.exists(), "nothing written");
    }
    // The default limit lets it through, and so does a large enough one.
    for limit in [None, Some("1M")] {
        let mut args = vec![bc.as_path(), Path::new("-o"), &ll];
        if let Some(l) = limit {
            args.extend([Path::new("--max-output"), Path::new(l)]);
        }
        let out = run(&args, Some(""));
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(std::fs::metadata(&ll).unwrap().len() > 20_000);
        std::fs::remove_file(&ll).unwrap();
    }
    // Bitcode stays small and under a small limit.
    let small = dir.join("small.bc");
    let out = run(
        &[
            &bc,
            Path::new("--max-output"),
            Path::new("4K"),
            Path::new("-o"),
            &small,
        ],
        Some(""),
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The verifier's problems in a text module point at the line and column
/// of what they are about (`llconv verify`, a conversion, a compile);
/// bitcode, which has no lines, gets LLVM's report alone.
#[test]
fn verifier_problems_in_text_say_where() {
    let dir = scratch("located");
    let ll = dir.join("bad.ll");
    std::fs::write(
        &ll,
        "define i32 @f(i32 %a) {\nentry:\n  br label %next\n\nnext:\n  %x = add i32 %y, 1\n  %y = add i32 %a, 2\n  ret i32 %x\n}\n\n@al = alias i32, ptr @al\n",
    )
    .unwrap();
    let name = ll.display().to_string();
    let expected = [
        format!("{name}:6:3: error: Instruction does not dominate all uses!\n  %y = add i32 %a, 2\n  %x = add i32 %y, 1\n"),
        format!("{name}:11:1: error: Aliases cannot form a cycle\nptr @al\n"),
    ];
    let verify = Command::new(LLCONV)
        .arg("verify")
        .arg(&ll)
        .output()
        .unwrap();
    let convert = run(&[&ll, Path::new("-o"), &dir.join("bad.bc")], None);
    let compile = Command::new(LLCONV)
        .arg("compile")
        .arg(&ll)
        .arg("-o")
        .arg(dir.join("bad.o"))
        .output()
        .unwrap();
    for out in [verify, convert, compile] {
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{err}");
        for e in &expected {
            assert!(err.contains(e.as_str()), "{err}");
        }
    }
    // The same module as bitcode (written anyway) has no places to give.
    let bc = dir.join("forced.bc");
    let forced = run(
        &[&ll, Path::new("--disable-verify"), Path::new("-o"), &bc],
        None,
    );
    assert!(forced.status.success());
    let verify = Command::new(LLCONV)
        .arg("verify")
        .arg(&bc)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&verify.stderr);
    assert!(
        err.contains("\nInstruction does not dominate all uses!\n"),
        "{err}"
    );
}

/// Broken debug info is stripped with a warning, as `llvm-as` does; with
/// `--disable-verify` it is kept unchecked, as `llvm-as -disable-verify`
/// keeps it (the reader of that bitcode then strips it).
#[test]
fn disable_verify_keeps_debug_info_unchecked_as_llvm_as_does() {
    let dir = scratch("unchecked-debug-info");
    let ll = dir.join("broken-di.ll");
    std::fs::write(
        &ll,
        r#"define void @f() !dbg !3 {
  ret void, !dbg !4
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, unit: !0, spFlags: DISPFlagDefinition)
!4 = !DILocation(line: 1, scope: !5)
!5 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 1, unit: !0, spFlags: DISPFlagDefinition)
"#,
    )
    .unwrap();
    let warning = "warning: ignoring invalid debug info";
    for (flags, kept) in [
        (&[][..], false),
        (&[Path::new("--disable-verify")][..], true),
    ] {
        let bc = dir.join("out.bc");
        let mut args = vec![ll.as_path()];
        args.extend_from_slice(flags);
        args.extend([Path::new("-o"), bc.as_path()]);
        let written = run(&args, None);
        let err = String::from_utf8_lossy(&written.stderr);
        assert!(written.status.success(), "{err}");
        assert_eq!(err.contains(warning), !kept, "{flags:?}: {err}");
        let read = run(&[&bc, Path::new("-o"), Path::new("-")], None);
        let err = String::from_utf8_lossy(&read.stderr);
        assert_eq!(err.contains(warning), kept, "{flags:?}: {err}");
    }
}

/// Bitcode to text is verified as `llvm-dis-22` verifies it: LLVM's reader
/// runs the verifier on a module with current debug info ("Debug Info
/// Version" 3) and stops at a broken one; any other module prints as read.
/// `--verify` checks every module; bitcode to bitcode always verifies.
#[test]
fn bitcode_to_text_verifies_as_llvm_dis_does() {
    let dir = scratch("as-llvm-dis");
    let body = "define i32 @f(i32 %a) {\nentry:\n  %x = add i32 %y, 1\n  %y = add i32 %a, 1\n  ret i32 %x\n}\n";
    let flags = "!llvm.module.flags = !{!0}\n!0 = !{i32 2, !\"Debug Info Version\", i32 3}\n";
    let problem = "Instruction does not dominate all uses!";
    for (name, text, dis_verifies) in [
        ("plain", body.to_string(), false),
        ("debug", format!("{body}{flags}"), true),
    ] {
        let ll = dir.join(format!("{name}.ll"));
        let bc = dir.join(format!("{name}.bc"));
        std::fs::write(&ll, text).unwrap();
        let forced = run(
            &[&ll, Path::new("--disable-verify"), Path::new("-o"), &bc],
            None,
        );
        assert!(forced.status.success());
        let out_ll = dir.join(format!("{name}.out.ll"));
        let cases: [(&[&Path], bool); 4] = [
            (&[&bc, Path::new("-o"), &out_ll], dis_verifies),
            (
                &[Path::new("--verify"), &bc, Path::new("-o"), &out_ll],
                true,
            ),
            (&[&bc, Path::new("-o"), &dir.join("again.bc")], true),
            (
                &[Path::new("dis"), &bc, Path::new("-o"), &out_ll],
                dis_verifies,
            ),
        ];
        for (args, refused) in cases {
            let out = run(args, None);
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(!out.status.success(), refused, "{name} {args:?}: {err}");
            assert_eq!(err.contains(problem), refused, "{name} {args:?}: {err}");
            if args[0] == Path::new("dis") && refused {
                assert!(
                    err.contains("LLVM ERROR: Broken module found, compilation aborted!"),
                    "{err}"
                );
            }
        }
    }
}

/// A module of `n` functions with debug info (so that LLVM's check of it
/// runs), its subprograms without a compile unit when `broken` (the check
/// fails: the debug info is reported and stripped).
fn module_with_debug_info(n: usize, broken: bool) -> String {
    let mut s = String::from("@g = global i32 0\n");
    for i in 0..n {
        s.push_str(&format!(
            "define i32 @f{i}(i32 %x) !dbg !{sp} {{\n  %y = add i32 %x, {i}, !dbg !{loc}\n  %z = load i32, ptr @g, align 4\n  %w = mul i32 %y, %z\n  ret i32 %w\n}}\n",
            sp = 3 + 2 * i,
            loc = 4 + 2 * i
        ));
    }
    s.push_str("!llvm.dbg.cu = !{!0}\n!llvm.module.flags = !{!2}\n");
    s.push_str(
        "!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)\n",
    );
    s.push_str("!1 = !DIFile(filename: \"a.c\", directory: \"/\")\n");
    s.push_str("!2 = !{i32 2, !\"Debug Info Version\", i32 3}\n");
    let unit = if broken { "" } else { ", unit: !0" };
    for i in 0..n {
        s.push_str(&format!(
            "!{} = distinct !DISubprogram(name: \"f{i}\", scope: !1, file: !1, line: {i}{unit}, spFlags: DISPFlagDefinition)\n!{} = !DILocation(line: {i}, column: 3, scope: !{})\n",
            3 + 2 * i,
            4 + 2 * i,
            3 + 2 * i
        ));
    }
    s
}

/// `--threads 1`, `--threads 2` and the default give the same output and
/// the same messages both ways, with the debug-info check beside the
/// conversion or before it, on valid and on broken debug info.
#[test]
fn every_thread_choice_gives_the_same_output() {
    let dir = scratch("threads");
    for broken in [false, true] {
        let ll = dir.join("in.ll");
        std::fs::write(&ll, module_with_debug_info(6_000, broken)).unwrap();
        let bc = dir.join("in.bc");
        let mut first: Option<(Vec<u8>, Vec<u8>, Vec<u8>)> = None;
        for threads in ["1", "2", "auto"] {
            let t = ["--threads", threads].map(Path::new);
            let to_bc = run(&[t[0], t[1], &ll, Path::new("-o"), &bc], None);
            assert!(to_bc.status.success(), "{threads}");
            let to_ll = run(&[t[0], t[1], &bc], None);
            assert!(to_ll.status.success(), "{threads}");
            let err = String::from_utf8_lossy(&to_bc.stderr);
            assert_eq!(err.contains("ignoring invalid debug info"), broken, "{err}");
            let got = (std::fs::read(&bc).unwrap(), to_ll.stdout, to_bc.stderr);
            match &first {
                None => first = Some(got),
                Some(f) => assert!(*f == got, "--threads {threads} differs"),
            }
        }
        let (_, text, _) = first.unwrap();
        assert_eq!(
            String::from_utf8_lossy(&text).contains("!DILocation"),
            !broken
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Under an address-space limit too small for the huge-page heap's
/// reservation (`ulimit -v`, as build farms set), the command falls back
/// to its usual heap: the same bytes both ways, and no failure.
#[test]
fn an_address_space_limit_gives_the_same_output() {
    let dir = scratch("ulimit");
    let ll = dir.join("big.ll");
    std::fs::write(&ll, large_module()).unwrap();
    let limited = |args: &str| {
        // 4 GiB of address space: room for the conversion, not for 1 TiB.
        let script = format!("ulimit -v 4194304 && exec \"{LLCONV}\" {args}");
        Command::new("sh").arg("-c").arg(script).output().unwrap()
    };
    let (free, bound) = (dir.join("a.bc"), dir.join("b.bc"));
    let a = run(&[&ll, Path::new("-o"), &free], None);
    let b = limited(&format!("\"{}\" -o \"{}\"", ll.display(), bound.display()));
    assert!(a.status.success(), "{}", String::from_utf8_lossy(&a.stderr));
    assert!(b.status.success(), "{}", String::from_utf8_lossy(&b.stderr));
    assert_eq!(
        std::fs::read(&free).unwrap(),
        std::fs::read(&bound).unwrap()
    );
    let (text, text_bound) = (dir.join("a.ll"), dir.join("b.ll"));
    let a = run(&[&free, Path::new("-o"), &text], None);
    let b = limited(&format!(
        "\"{}\" -o \"{}\"",
        free.display(),
        text_bound.display()
    ));
    assert!(a.status.success() && b.status.success());
    assert_eq!(
        std::fs::read(&text).unwrap(),
        std::fs::read(&text_bound).unwrap()
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
