//! Real programs linked by `llconv link` as by `llvm-link-22`: the modules
//! of multi-file C programs from Debian source packages, compiled by
//! clang-22 at `-O2` and at `-O0 -g`, linked in their link order by both;
//! the texts must be equal.
//!
//! The sources are third-party code, never committed:
//! `tests/real-programs/fetch.sh` gets them with `apt-get source` and
//! compiles them into a cache outside the repository (its recipes are in
//! `recipes.sh` beside it; `smoke.sh` builds and runs the programs). Where
//! apt or the network is missing the test says so and passes, unless
//! `LLCONV_REQUIRE_REAL` is set, as CI sets it.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const LLCONV: &str = env!("CARGO_BIN_EXE_llconv");

/// fetch.sh's exit status when the sources cannot be had on this machine.
const UNAVAILABLE: i32 = 77;

fn scripts() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/real-programs")
}

/// The cache fetch.sh fills: `LLCONV_REAL_CACHE`, else its default.
fn cache() -> PathBuf {
    match std::env::var_os("LLCONV_REAL_CACHE") {
        Some(d) => PathBuf::from(d),
        None => {
            let home = std::env::var_os("HOME").expect("HOME or LLCONV_REAL_CACHE is set");
            Path::new(&home).join(".cache/llconv-real")
        }
    }
}

/// Runs fetch.sh for `package` (a second run with the cache full does
/// nothing) and gives the package's folder, or `None` when the sources
/// cannot be had here and nothing requires them.
fn fetch(package: &str) -> Option<PathBuf> {
    let out = Command::new("bash")
        .arg(scripts().join("fetch.sh"))
        .arg(package)
        .env("LLCONV_REAL_CACHE", cache())
        .output()
        .expect("bash runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    if out.status.code() == Some(UNAVAILABLE) && std::env::var_os("LLCONV_REQUIRE_REAL").is_none() {
        eprintln!(
            "real_link: SKIPPED {package}: its sources cannot be fetched here \
             (set LLCONV_REQUIRE_REAL=1 to make this a failure):\n{stderr}"
        );
        return None;
    }
    assert!(
        out.status.success(),
        "fetch.sh {package} failed ({}):\n{stderr}",
        out.status
    );
    Some(cache().join(package))
}

/// Runs a linker in the level's folder on the modules, by their names (so
/// that no path of this machine gets into the output), text to stdout.
fn link(linker: &[&str], dir: &Path, modules: &[String]) -> Output {
    Command::new(linker[0])
        .args(&linker[1..])
        .arg("-S")
        .args(modules)
        .args(["-o", "-"])
        .current_dir(dir)
        .output()
        .unwrap_or_else(|e| panic!("{} runs: {e}", linker[0]))
}

/// Lines `at - 5 ..= at + 5` of `text`, numbered, each cut at 300
/// characters (a constant's initializer can take a whole screen).
fn context(text: &str, at: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let (lo, hi) = (at.saturating_sub(5), (at + 6).min(lines.len()));
    (lo..hi)
        .map(|i| {
            let mark = if i == at { '>' } else { ' ' };
            let line: String = lines[i].chars().take(300).collect();
            format!("{mark}{:6} {line}\n", i + 1)
        })
        .collect()
}

/// Links `package`'s modules at each level with both linkers and compares.
fn links_as_llvm_link_does(package: &str) {
    let Some(dir) = fetch(package) else { return };
    let order = std::fs::read_to_string(dir.join("modules.txt")).unwrap();
    let modules: Vec<String> = order.lines().map(str::to_owned).collect();
    assert!(
        modules.len() > 1,
        "{package}: modules.txt lists {modules:?}"
    );
    for level in ["O2", "O0g"] {
        let at = dir.join(level);
        let want = link(&["llvm-link-22"], &at, &modules);
        assert!(
            want.status.success(),
            "llvm-link-22 on {package} {level} failed:\n{}",
            String::from_utf8_lossy(&want.stderr)
        );
        let got = link(&[LLCONV, "link"], &at, &modules);
        assert!(
            got.status.success(),
            "llconv link on {package} {level} failed ({}):\n{}",
            got.status,
            String::from_utf8_lossy(&got.stderr)
        );
        if got.stdout == want.stdout {
            continue;
        }
        // Both texts kept for a diff, the first difference shown.
        let keep = std::env::temp_dir().join(format!("llconv-real-link-{}", std::process::id()));
        std::fs::create_dir_all(&keep).unwrap();
        let (g, w) = (
            keep.join(format!("{package}-{level}.llconv.ll")),
            keep.join(format!("{package}-{level}.llvm-link.ll")),
        );
        std::fs::write(&g, &got.stdout).unwrap();
        std::fs::write(&w, &want.stdout).unwrap();
        let (got, want) = (
            String::from_utf8_lossy(&got.stdout),
            String::from_utf8_lossy(&want.stdout),
        );
        let first = got
            .lines()
            .zip(want.lines())
            .position(|(a, b)| a != b)
            .unwrap_or_else(|| got.lines().count().min(want.lines().count()));
        panic!(
            "{package} {level}: llconv link's text differs from llvm-link-22's \
             at line {} ({} lines against {}); both in {}\n\
             --- llconv link:\n{}--- llvm-link-22:\n{}",
            first + 1,
            got.lines().count(),
            want.lines().count(),
            keep.display(),
            context(&got, first),
            context(&want, first),
        );
    }
}

#[test]
fn bzip2_links_as_llvm_link_does() {
    links_as_llvm_link_does("bzip2");
}

#[test]
fn lua_links_as_llvm_link_does() {
    links_as_llvm_link_does("lua5.4");
}
