//! `llconv compile` on real programs and as a command:
//!
//! - zlib (`../shared/bench/zlib`), from `-O2` and from `-O0 -g` IR,
//!   linked by `llconv link` and compiled by `llconv compile`: `example`
//!   runs its self-test with the output of clang-22's build, `minigzip`
//!   round-trips data with the same bytes as clang's; debug builds'
//!   DWARF verifies and `addr2line` gives the lines clang's build gives;
//! - SQLite's shell (`../shared/bench/shell.*.bc`) with the system's
//!   libsqlite3 answers a script of queries as clang-22's build does;
//! - bzip2 and lua from Debian's sources (`tests/real-programs`), linked by
//!   `llconv link` and compiled by `llconv compile`, pass their smoke
//!   tests (skipped where the sources cannot be fetched, unless
//!   `LLCONV_REQUIRE_REAL` is set, as CI sets it);
//! - the object is the same whatever the thread count;
//! - `--fno-pic` objects linked `-no-pie` reach a C library's data and
//!   functions;
//! - what cannot be compiled is refused with the function and instruction.

use std::path::{Path, PathBuf};
use std::process::Command;

const LLCONV: &str = env!("CARGO_BIN_EXE_llconv");

fn shared() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared")
}

fn work(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("llconv-compile-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn run(cmd: &mut Command) -> std::process::Output {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    assert!(
        out.status.success(),
        "{cmd:?} failed ({}):\n{}{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// zlib's fifteen library modules, in its Makefile's order.
const ZLIB_LIBRARY: [&str; 15] = [
    "adler32", "compress", "crc32", "deflate", "gzclose", "gzlib", "gzread", "gzwrite", "infback",
    "inffast", "inflate", "inftrees", "trees", "uncompr", "zutil",
];

/// The `llconv compile` level for IR of a level: `-O2` IR as a release
/// build, `-O0 -g` IR as a debug build.
fn compile_level(level: &str) -> &'static str {
    if level == "O2" {
        "-O2"
    } else {
        "-O0"
    }
}

/// Links `modules` with `llconv link`, compiles the result with `llconv
/// compile` and links it with `cc` and `libs` into `exe`; returns the
/// object. For debug builds, checks the object's DWARF with
/// `llvm-dwarfdump-22 --verify`.
fn build_with_llconv(modules: &[PathBuf], level: &str, libs: &[&str], exe: &Path) -> PathBuf {
    let linked = exe.with_extension("linked.bc");
    run(Command::new(LLCONV)
        .arg("link")
        .args(modules)
        .arg("-o")
        .arg(&linked));
    let object = exe.with_extension("o");
    run(Command::new(LLCONV)
        .args(["compile", compile_level(level)])
        .arg(&linked)
        .arg("-o")
        .arg(&object));
    run(Command::new("cc")
        .arg(&object)
        .arg("-o")
        .arg(exe)
        .args(libs));
    if level == "O0g" {
        let out = run(Command::new("llvm-dwarfdump-22")
            .arg("--verify")
            .arg(&object));
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("No errors."), "{}: {text}", object.display());
    }
    object
}

/// `addr2line -f` of a function's address in an executable.
fn addr2line(exe: &Path, function: &str) -> String {
    let nm = run(Command::new("nm").arg(exe));
    let address = String::from_utf8_lossy(&nm.stdout)
        .lines()
        .find_map(|l| {
            let mut it = l.split_whitespace();
            let (a, _, name) = (it.next()?, it.next()?, it.next()?);
            (name == function).then(|| a.to_owned())
        })
        .unwrap_or_else(|| panic!("no {function} in {}", exe.display()));
    let out = run(Command::new("addr2line")
        .arg("-f")
        .arg("-e")
        .arg(exe)
        .arg(address));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn zlib_linked_and_compiled_by_llconv_passes_its_tests() {
    for level in ["O2", "O0g"] {
        let dir = shared().join("bench/zlib").join(level);
        assert!(dir.is_dir(), "no zlib modules at {}", dir.display());
        let w = work(&format!("zlib-{level}"));
        let module = |name: &str| dir.join(format!("{name}.bc"));
        let library: Vec<PathBuf> = ZLIB_LIBRARY.iter().map(|n| module(n)).collect();
        let with = |program: &str| {
            let mut v = library.clone();
            v.push(module(program));
            v
        };
        // example: zlib's self-test prints what it checked.
        let ours = w.join("example");
        build_with_llconv(&with("example"), level, &[], &ours);
        let reference = w.join("example.ref");
        run(Command::new("clang-22")
            .args(with("example"))
            .arg("-o")
            .arg(&reference));
        // example writes foo.gz in the current directory.
        let a = run(Command::new(&ours).current_dir(&w));
        let b = run(Command::new(&reference).current_dir(&w));
        assert_eq!(
            String::from_utf8_lossy(&a.stdout),
            String::from_utf8_lossy(&b.stdout),
            "zlib {level}: llconv's example and clang's differ"
        );
        if level == "O0g" {
            for f in ["main", "deflate", "inflate_fast"] {
                assert_eq!(
                    addr2line(&ours, f),
                    addr2line(&reference, f),
                    "addr2line of {f}"
                );
            }
        }
        // minigzip: a round trip, and the same compressed bytes as clang's.
        let ours = w.join("minigzip");
        build_with_llconv(&with("minigzip"), level, &[], &ours);
        let reference = w.join("minigzip.ref");
        run(Command::new("clang-22")
            .args(with("minigzip"))
            .arg("-o")
            .arg(&reference));
        let input: Vec<u8> = (0..400_000u32)
            .flat_map(|i| {
                format!("{} {}\n", i % 977, i.wrapping_mul(2654435761) % 10007).into_bytes()
            })
            .collect();
        let pipe = |exe: &Path, args: &[&str], data: &[u8]| -> Vec<u8> {
            use std::io::Write;
            let mut child = Command::new(exe)
                .args(args)
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::piped())
                .spawn()
                .unwrap();
            let mut stdin = child.stdin.take().unwrap();
            let data = data.to_vec();
            let writer = std::thread::spawn(move || stdin.write_all(&data));
            let out = child.wait_with_output().unwrap();
            writer.join().unwrap().unwrap();
            assert!(
                out.status.success(),
                "{} {args:?}: {}",
                exe.display(),
                out.status
            );
            out.stdout
        };
        let packed = pipe(&ours, &[], &input);
        assert!(
            packed.len() < input.len() / 2,
            "minigzip {level} compresses"
        );
        assert_eq!(
            packed,
            pipe(&reference, &[], &input),
            "minigzip {level}: same bytes as clang's"
        );
        assert!(
            pipe(&ours, &["-d"], &packed) == input,
            "minigzip {level}: round trip"
        );
        assert!(
            pipe(&reference, &["-d"], &packed) == input,
            "minigzip {level}: clang's reads ours"
        );
        let _ = std::fs::remove_dir_all(&w);
    }
}

#[test]
fn sqlite_shell_compiled_by_llconv_answers_as_clangs() {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/sqlite-queries.sql");
    let script = std::fs::read(&script).unwrap();
    for level in ["O2", "O0g"] {
        let w = work(&format!("sqlite-{level}"));
        let bc = shared().join(format!("bench/shell.{level}.bc"));
        let ours = w.join("shell");
        build_with_llconv(
            std::slice::from_ref(&bc),
            level,
            &["-lsqlite3", "-lm"],
            &ours,
        );
        let reference = w.join("shell.ref");
        run(Command::new("clang-22")
            .arg(&bc)
            .arg("-o")
            .arg(&reference)
            .args(["-lsqlite3", "-lm"]));
        let answer = |exe: &Path| {
            use std::io::Write;
            let mut child = Command::new(exe)
                .arg(":memory:")
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap();
            child.stdin.take().unwrap().write_all(&script).unwrap();
            let out = child.wait_with_output().unwrap();
            assert!(out.status.success(), "{}: {}", exe.display(), out.status);
            (out.stdout, out.stderr)
        };
        let (a, a_err) = answer(&ours);
        let (b, b_err) = answer(&reference);
        assert!(a.len() > 500, "the shell answers");
        assert_eq!(
            String::from_utf8_lossy(&a),
            String::from_utf8_lossy(&b),
            "sqlite shell {level}: llconv's build and clang's differ"
        );
        assert_eq!(a_err, b_err);
        let _ = std::fs::remove_dir_all(&w);
    }
}

/// Runs smoke.sh for `package` at `level` with llconv as linker and compiler.
fn smoke(package: &str, level: &str) {
    let scripts = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/real-programs");
    let out = Command::new("bash")
        .arg(scripts.join("smoke.sh"))
        .args([package, level])
        .env("LINK", format!("{LLCONV} link"))
        .env("CLANG", scripts.join("llconv-cc.sh"))
        .env("LLCONV", LLCONV)
        .output()
        .expect("bash runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    if out.status.code() == Some(77) && std::env::var_os("LLCONV_REQUIRE_REAL").is_none() {
        eprintln!("compile_programs: SKIPPED {package}: sources cannot be fetched here:\n{stderr}");
        return;
    }
    assert!(
        out.status.success(),
        "{package} {level} built by llconv fails its smoke test ({}):\n{}{stderr}",
        out.status,
        String::from_utf8_lossy(&out.stdout)
    );
}

#[test]
fn bzip2_linked_and_compiled_by_llconv_passes_its_smoke_test() {
    smoke("bzip2", "O2");
    smoke("bzip2", "O0g");
}

#[test]
fn lua_linked_and_compiled_by_llconv_passes_its_smoke_test() {
    smoke("lua5.4", "O2");
    smoke("lua5.4", "O0g");
}

#[test]
fn object_is_the_same_whatever_the_thread_count() {
    let bc = shared().join("bench/shell.O2.bc");
    let w = work("threads");
    let mut objects = Vec::new();
    for threads in ["1", "2", "5"] {
        let o = w.join(format!("shell.{threads}.o"));
        run(Command::new(LLCONV)
            .args(["compile", "-O2", "--threads", threads])
            .arg(&bc)
            .arg("-o")
            .arg(&o));
        objects.push(std::fs::read(&o).unwrap());
    }
    assert!(
        objects.windows(2).all(|p| p[0] == p[1]),
        "objects differ by thread count"
    );
    let _ = std::fs::remove_dir_all(&w);
}

/// A C program that reads a C library's data (`stderr`, `stdout`,
/// `environ`, `optind`), takes the addresses of library and local
/// functions and calls through them, compiled by clang-22 `-fno-pic`
/// (which marks those declarations `dso_local`), by `llconv compile
/// --fno-pic` and linked `-no-pie`: it prints what clang's build prints.
/// Addresses of data from shared libraries must not go through the PLT.
#[test]
fn fno_pic_objects_reach_library_data_and_functions() {
    let w = work("fno-pic");
    let c = w.join("t.c");
    std::fs::write(
        &c,
        r#"#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
extern char **environ;
static int twice(int x) { return 2 * x; }
int (*pick(int k))(int) { return k ? twice : abs; }
int main(int argc, char **argv) {
    (void)argv;
    fprintf(stderr, "to stderr %d\n", argc);
    fprintf(stdout, "to stdout %d\n", argc);
    size_t (*len)(const char *) = strlen;
    printf("%d %d %zu %d %d\n", pick(0)(-5), pick(1)(21), len("four"),
           environ != NULL, optind);
    fflush(stdout);
    return 0;
}
"#,
    )
    .unwrap();
    let ll = w.join("t.ll");
    run(Command::new("clang-22")
        .args(["-O2", "-fno-pic", "-S", "-emit-llvm"])
        .arg(&c)
        .arg("-o")
        .arg(&ll));
    let reference = w.join("t.clang");
    run(Command::new("clang-22")
        .arg("-no-pie")
        .arg(&ll)
        .arg("-o")
        .arg(&reference));
    let object = w.join("t.o");
    run(Command::new(LLCONV)
        .args(["compile", "-O2", "--fno-pic"])
        .arg(&ll)
        .arg("-o")
        .arg(&object));
    let ours = w.join("t.llconv");
    run(Command::new("cc")
        .arg(&object)
        .arg("-no-pie")
        .arg("-o")
        .arg(&ours));
    let want = run(&mut Command::new(&reference));
    let got = run(&mut Command::new(&ours));
    assert_eq!(
        (
            String::from_utf8_lossy(&got.stdout),
            String::from_utf8_lossy(&got.stderr)
        ),
        (
            String::from_utf8_lossy(&want.stdout),
            String::from_utf8_lossy(&want.stderr)
        )
    );
    let _ = std::fs::remove_dir_all(&w);
}

/// For `-O0 -g` code, every local and parameter is described where the
/// program itself finds it: each variable's `DW_OP_fbreg` offset is the
/// distance the running program prints between the variable's address
/// and its frame address (`%rbp`, the frame base); a `byval` parameter is
/// found through the address kept for it; types and the return type are
/// named.
#[test]
fn debug_info_places_frame_variables_where_the_program_has_them() {
    let w = work("frame-vars");
    let c = w.join("v.c");
    std::fs::write(
        &c,
        r#"#include <stdio.h>
struct pair { long a; double b; long c; };
int counter = 7;
int probe(int n, struct pair p) {
    static int calls;
    calls += counter;
    int total = n * 2;
    double ratio = 0.5;
    char buf[12];
    struct pair copy = p;
    char *base = __builtin_frame_address(0);
    for (int i = 0; i < 2; i++) {
        long inner = i * 3;
        if (i == 1)
            printf("inner %ld\n", (long)((char *)&inner - base));
    }
    printf("n %ld\n", (long)((char *)&n - base));
    printf("total %ld\n", (long)((char *)&total - base));
    printf("ratio %ld\n", (long)((char *)&ratio - base));
    printf("buf %ld\n", (long)((char *)buf - base));
    printf("copy %ld\n", (long)((char *)&copy - base));
    buf[0] = (char)total;
    return total + (int)ratio + (int)copy.a + buf[0];
}
int main(void) {
    struct pair p = {1, 2.0, 3};
    printf("r %d\n", probe(20, p));
    return 0;
}
"#,
    )
    .unwrap();
    let ll = w.join("v.ll");
    run(Command::new("clang-22")
        .args(["-O0", "-g", "-S", "-emit-llvm"])
        .arg(&c)
        .arg("-o")
        .arg(&ll));
    let object = w.join("v.o");
    run(Command::new(LLCONV)
        .args(["compile", "-O0"])
        .arg(&ll)
        .arg("-o")
        .arg(&object));
    let exe = w.join("v");
    run(Command::new("cc").arg(&object).arg("-o").arg(&exe));
    let printed = String::from_utf8(run(&mut Command::new(&exe)).stdout).unwrap();
    let dump = run(Command::new("llvm-dwarfdump-22")
        .arg("--debug-info")
        .arg(&object));
    let dump = String::from_utf8_lossy(&dump.stdout);
    // Each DIE's name, type and location, and its tag and depth (the
    // tag's column), as llvm-dwarfdump prints them: a line `0xOFFSET:`
    // then the tag begins a DIE, its attributes follow.
    let mut dies: Vec<(String, String, String)> = Vec::new();
    let mut tags: Vec<(usize, String)> = Vec::new();
    for line in dump.lines() {
        let text = line.trim();
        if let Some((_, tag)) = text.strip_prefix("0x").and_then(|t| t.split_once(':')) {
            let tag = tag.trim();
            tags.push((line.len() - tag.len(), tag.to_owned()));
            dies.push(Default::default());
        } else if let Some(d) = dies.last_mut() {
            let value = |v: &str| v.trim().to_owned();
            if let Some(v) = text.strip_prefix("DW_AT_name") {
                d.0 = value(v)
                    .trim_matches(|c| c == '(' || c == ')' || c == '"')
                    .into();
            } else if let Some(v) = text.strip_prefix("DW_AT_type") {
                d.1 = value(v);
            } else if let Some(v) = text.strip_prefix("DW_AT_location") {
                d.2 = value(v);
            }
        }
    }
    let die = |name: &str| {
        dies.iter()
            .find(|d| d.0 == name && !d.2.is_empty())
            .unwrap_or_else(|| panic!("no variable {name} in:\n{dump}"))
            .clone()
    };
    let mut checked = 0;
    for line in printed.lines().filter(|l| !l.starts_with("r ")) {
        let (name, offset) = line.split_once(' ').unwrap();
        let (_, _, location) = die(name);
        assert_eq!(location, format!("(DW_OP_fbreg {offset})"), "{name}");
        checked += 1;
    }
    assert_eq!(checked, 6, "{printed}");
    assert!(die("total").1.contains("\"int\""), "{:?}", die("total"));
    assert!(die("copy").1.contains("\"pair\""), "{:?}", die("copy"));
    assert!(die("buf").1.contains("char[12]"), "{:?}", die("buf"));
    let (_, p_type, p_location) = die("p");
    assert!(p_type.contains("\"pair\""), "{p_type}");
    assert!(p_location.ends_with("DW_OP_deref)"), "{p_location}");
    // `inner` is in the loop's lexical block, `total` in the function's.
    let parent_tag = |name: &str| {
        let k = dies
            .iter()
            .position(|d| d.0 == name && !d.2.is_empty())
            .unwrap();
        let depth = tags[k].0;
        tags[..k]
            .iter()
            .rev()
            .find(|t| t.0 < depth)
            .map(|t| t.1.clone())
            .unwrap()
    };
    assert_eq!(parent_tag("inner"), "DW_TAG_lexical_block");
    assert_eq!(parent_tag("total"), "DW_TAG_subprogram");
    // Globals and a function's statics at their addresses, the static
    // inside its function.
    for name in ["counter", "calls"] {
        let (_, ty, location) = die(name);
        assert!(location.starts_with("(DW_OP_addr 0x"), "{name}: {location}");
        assert!(ty.contains("\"int\""), "{name}: {ty}");
    }
    assert_eq!(parent_tag("calls"), "DW_TAG_subprogram");
    assert_eq!(parent_tag("counter"), "DW_TAG_compile_unit");
    let probe = dies.iter().find(|d| d.0 == "probe").expect("probe");
    assert!(probe.1.contains("\"int\""), "{probe:?}");
    let verify = run(Command::new("llvm-dwarfdump-22")
        .arg("--verify")
        .arg(&object));
    assert!(String::from_utf8_lossy(&verify.stdout).contains("No errors."));
    let _ = std::fs::remove_dir_all(&w);
}

/// In optimized `-g` code, a parameter is described where Cranelift
/// keeps its value: a location list whose first range, at the function's
/// start, is the SysV argument register (`%rdi`, `%rsi`, `%xmm0`); a
/// variable that holds one constant throughout, by that constant.
#[test]
fn debug_info_follows_parameters_of_optimized_code() {
    let w = work("reg-vars");
    let c = w.join("o.c");
    std::fs::write(
        &c,
        r#"#include <stdio.h>
__attribute__((noinline)) int work(int n, int k, double scale) {
    const int step = 3;
    int acc = 0;
    for (int i = 0; i < n; i++)
        acc += (i * k * step) ^ (acc >> 3);
    printf("acc %d scale %f\n", acc, scale);
    return acc + n;
}
int main(void) { printf("%d\n", work(100, 7, 1.5)); return 0; }
"#,
    )
    .unwrap();
    let ll = w.join("o.ll");
    run(Command::new("clang-22")
        .args(["-O2", "-g", "-S", "-emit-llvm"])
        .arg(&c)
        .arg("-o")
        .arg(&ll));
    let object = w.join("o.o");
    run(Command::new(LLCONV)
        .args(["compile", "-O2"])
        .arg(&ll)
        .arg("-o")
        .arg(&object));
    let exe = w.join("o");
    run(Command::new("cc").arg(&object).arg("-o").arg(&exe));
    let printed = String::from_utf8(run(&mut Command::new(&exe)).stdout).unwrap();
    let reference = w.join("o.clang");
    run(Command::new("clang-22").arg(&ll).arg("-o").arg(&reference));
    let expected = String::from_utf8(run(&mut Command::new(&reference)).stdout).unwrap();
    assert_eq!(printed, expected);
    let dump = run(Command::new("llvm-dwarfdump-22")
        .arg("--debug-info")
        .arg(&object));
    let dump = String::from_utf8_lossy(&dump.stdout);
    for (name, register) in [("n", "RDI"), ("k", "RSI"), ("scale", "XMM0")] {
        let at = dump
            .find(&format!("DW_AT_name\t(\"{name}\")"))
            .unwrap_or_else(|| panic!("no {name} in:\n{dump}"));
        let rest = &dump[at..];
        let location = &rest[rest.find("DW_AT_location").expect("a location")..];
        let first = location.lines().nth(1).unwrap_or_default();
        assert!(
            first.contains(&format!(" {register}")),
            "{name}: {location}"
        );
    }
    let at = dump.find("DW_AT_name\t(\"step\")").expect("step");
    let step = &dump[at..dump[at..].find("\n\n").map_or(dump.len(), |e| at + e)];
    assert!(step.contains("DW_AT_const_value\t(3)"), "{step}");
    let verify = run(Command::new("llvm-dwarfdump-22")
        .arg("--verify")
        .arg(&object));
    assert!(String::from_utf8_lossy(&verify.stdout).contains("No errors."));
    let _ = std::fs::remove_dir_all(&w);
}

fn compile_text(name: &str, text: &str, extra: &[&str]) -> std::process::Output {
    let w = work(name);
    let ll = w.join("in.ll");
    std::fs::write(&ll, text).unwrap();
    let out = Command::new(LLCONV)
        .arg("compile")
        .args(extra)
        .arg(&ll)
        .arg("-o")
        .arg(w.join("out.o"))
        .output()
        .unwrap();
    let _ = std::fs::remove_dir_all(&w);
    out
}

#[test]
fn unsupported_constructs_are_refused_by_name() {
    let out = compile_text(
        "asm",
        "define void @spin() {\n  call void asm sideeffect \"hlt\", \"\"()\n  ret void\n}\n\
         define void @mask() {\n  call void asm sideeffect \"cli\", \"\"()\n  ret void\n}\n",
        &[],
    );
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("inline assembly is not supported"), "{err}");
    assert!(err.contains("call void asm sideeffect \"hlt\""), "{err}");
    // Every function's refusal at once, each on a line of its own.
    assert_eq!(err.matches(": error: ").count(), 2, "{err}");
    assert!(err.contains("(in function @spin)"), "{err}");
    assert!(err.contains("(in function @mask)"), "{err}");
}

#[test]
fn other_targets_are_refused() {
    let out = compile_text(
        "target",
        "target triple = \"aarch64-unknown-linux-gnu\"\ndefine void @f() {\n  ret void\n}\n",
        &[],
    );
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("target 'aarch64-unknown-linux-gnu' is not supported"),
        "{err}"
    );
    let out = compile_text(
        "target2",
        "define void @f() {\n  ret void\n}\n",
        &["--target", "x86_64-apple-macosx14.0.0"],
    );
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn broken_modules_are_not_compiled() {
    let out = compile_text("broken", "define i32 @f() {\n  ret i64 0\n}\n", &[]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("error"), "{err}");
}

#[test]
fn nested_types_cost_linear_time() {
    // Forty struct types, each holding two copies of the next: a value of
    // the first is laid out once per type, not once per path (2^40).
    let mut text = String::new();
    for i in 0..40 {
        text.push_str(&format!("%t{i} = type {{ %t{}, %t{} }}\n", i + 1, i + 1));
    }
    text.push_str("%t40 = type {}\n");
    text.push_str(
        "define void @f(%t0 %x) {\n  %p = alloca %t0, align 1\n  store %t0 %x, ptr %p, align 1\n  %y = load %t0, ptr %p, align 1\n  ret void\n}\n",
    );
    let started = std::time::Instant::now();
    let out = compile_text("nested", &text, &["--disable-verify"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(started.elapsed() < std::time::Duration::from_secs(20));
}
