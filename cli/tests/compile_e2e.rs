//! End-to-end tests of `llconv compile`: the C programs of
//! `../tests/compile/programs/` are compiled by clang-22 to LLVM IR at
//! `-O0` and at `-O2`; each IR module is then built twice, by clang-22
//! (the reference) and by `llconv compile` followed by `cc` (ours), and
//! both executables must print the same standard output and exit with the
//! same status.
//!
//! A case is a program at one level, named `NNN_topic@O0` or
//! `NNN_topic@O2`. Known failures are listed in `tests/compile-ledger.txt`,
//! which only shrinks: a case that fails and is not listed fails this test,
//! and so does a listed case that now passes (take it out of the list).
//! `LLCONV_UPDATE_LEDGER=1` rewrites the list from this run instead.
//! `LLCONV_COMPILE_FILTER=SUBSTRING` runs only the programs whose names
//! contain SUBSTRING (the rest of the ledger is left alone).
//!
//! A program's first line may be `// CFLAGS: FLAGS`, extra flags for
//! clang-22 when it makes the IR. A program may also be hand-written IR
//! (`NNN_topic.ll`), for constructs clang never emits for C on x86-64
//! (the `va_arg` instruction, ...): it is compiled as it is at both
//! levels, and the reference is clang-22's build of the same file. A
//! C++ program (`NNN_topic.cpp`) is made into IR by clang++-22 (its
//! `// CFLAGS:` line gives the language standard), and both builds are
//! linked by clang++-22, with libstdc++. Every file the cases make (IR, objects,
//! executables) stays in `CARGO_TARGET_TMPDIR/compile-e2e/` after the run,
//! for a look at a failure; the folder is emptied when a run starts.
//!
//! Needs clang-22 (Debian's `clang-22`) and `cc`; the programs need only
//! libc and libm. `tests/compile/check-programs.sh` checks new programs
//! against clang-22 alone (same output at -O0 and -O2, no warnings, and
//! clean under the undefined-behaviour and address sanitizers).

use std::collections::{BTreeMap, BTreeSet};
use std::ffi::OsStr;
use std::fmt::Write as _;
use std::io::Read;
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;
use std::time::{Duration, Instant};

const LLCONV: &str = env!("CARGO_BIN_EXE_llconv");
const CLANG: &str = "clang-22";
const CLANGXX: &str = "clang++-22";
const LEVELS: [&str; 2] = ["O0", "O2"];
/// How many cases run at once.
const JOBS: usize = 2;
/// Time limit for running a test program (the programs take well under 0.1 s).
const RUN_LIMIT: Duration = Duration::from_secs(10);
/// Time limit for clang-22, `llconv compile` and `cc` on one module.
const TOOL_LIMIT: Duration = Duration::from_secs(300);
/// At most this much of a child's standard output or error is kept.
const KEEP_OUTPUT: usize = 4 << 20;
/// At most this many failures are spelled out in the failure message.
const SHOW_FAILURES: usize = 100;

fn programs_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/compile/programs")
}

fn ledger_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/compile-ledger.txt")
}

fn work_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("compile-e2e")
}

/// One program of the suite.
struct Program {
    /// The file name without `.c`: `001_int_add`.
    name: String,
    path: PathBuf,
    /// From the first line's `// CFLAGS:` comment.
    cflags: Vec<String>,
    /// Hand-written IR (`.ll`) rather than C.
    is_ir: bool,
    /// C++ (`.cpp`): clang++-22 makes the IR and links both builds.
    is_cxx: bool,
}

fn programs(filter: Option<&str>) -> Vec<Program> {
    let dir = programs_dir();
    let mut out: Vec<Program> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.expect("directory entry").path())
        .filter(|p| {
            ["c", "ll", "cpp"]
                .iter()
                .any(|e| p.extension() == Some(OsStr::new(e)))
        })
        .map(|path| {
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
            let cflags = text
                .lines()
                .next()
                .and_then(|l| l.trim().strip_prefix("// CFLAGS:"))
                .map(|f| f.split_whitespace().map(str::to_owned).collect())
                .unwrap_or_default();
            let is_ir = path.extension() == Some(OsStr::new("ll"));
            let is_cxx = path.extension() == Some(OsStr::new("cpp"));
            Program {
                name,
                path,
                cflags,
                is_ir,
                is_cxx,
            }
        })
        .filter(|p| filter.is_none_or(|f| p.name.contains(f)))
        .collect();
    out.sort_by(|a, b| a.name.cmp(&b.name));
    out
}

/// How a child process ended.
struct Finished {
    /// `None` when it was killed for running too long.
    status: Option<ExitStatus>,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    elapsed: Duration,
}

impl Finished {
    fn ok(&self) -> bool {
        self.status.is_some_and(|s| s.success())
    }

    /// `exit 3`, `signal 11 (SIGSEGV)` or `timed out after 10 s`.
    fn describe(&self) -> String {
        match self.status {
            None => format!("timed out after {} s", self.elapsed.as_secs()),
            Some(s) => match (s.code(), s.signal()) {
                (Some(c), _) => format!("exit {c}"),
                (None, Some(sig)) => format!("signal {sig}{}", signal_name(sig)),
                (None, None) => format!("{s}"),
            },
        }
    }

    /// The first lines of standard error, for a failure reason.
    fn stderr_head(&self) -> String {
        let text = String::from_utf8_lossy(&self.stderr);
        let lines: Vec<&str> = text
            .lines()
            .filter(|l| !l.trim().is_empty())
            .take(3)
            .collect();
        if lines.is_empty() {
            String::new()
        } else {
            format!(": {}", lines.join(" | "))
        }
    }
}

fn signal_name(sig: i32) -> &'static str {
    match sig {
        4 => " (SIGILL)",
        6 => " (SIGABRT)",
        7 => " (SIGBUS)",
        8 => " (SIGFPE)",
        9 => " (SIGKILL)",
        11 => " (SIGSEGV)",
        _ => "",
    }
}

/// Reads a pipe to its end, keeping the first `KEEP_OUTPUT` bytes, so that
/// a child that writes without end cannot block on a full pipe.
fn drain(mut pipe: impl Read + Send + 'static) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut kept = Vec::new();
        let mut buf = [0u8; 8192];
        loop {
            match pipe.read(&mut buf) {
                Ok(0) | Err(_) => return kept,
                Ok(n) => {
                    let room = KEEP_OUTPUT.saturating_sub(kept.len());
                    kept.extend_from_slice(&buf[..n.min(room)]);
                }
            }
        }
    })
}

/// Runs `cmd` with its output captured, killing it after `limit`.
fn run(cmd: &mut Command, limit: Duration) -> Finished {
    let start = Instant::now();
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {:?}: {e}", cmd.get_program()));
    let out = drain(child.stdout.take().unwrap());
    let err = drain(child.stderr.take().unwrap());
    let status = loop {
        match child.try_wait().expect("waiting for a child") {
            Some(status) => break Some(status),
            None if start.elapsed() >= limit => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            None => thread::sleep(Duration::from_millis(2)),
        }
    };
    Finished {
        status,
        stdout: out.join().unwrap_or_default(),
        stderr: err.join().unwrap_or_default(),
        elapsed: start.elapsed(),
    }
}

/// A short description of how two standard outputs differ.
fn first_difference(expected: &[u8], got: &[u8]) -> String {
    let expected = String::from_utf8_lossy(expected);
    let got = String::from_utf8_lossy(got);
    let mut e = expected.split_inclusive('\n');
    let mut g = got.split_inclusive('\n');
    let mut line = 1;
    loop {
        match (e.next(), g.next()) {
            (Some(a), Some(b)) if a == b => line += 1,
            (Some(a), Some(b)) => {
                return format!("stdout line {line}: expected {a:?}, got {b:?}");
            }
            (Some(a), None) => return format!("stdout ends before line {line} ({a:?})"),
            (None, Some(b)) => return format!("stdout has more from line {line}: {b:?}"),
            (None, None) => return "stdout differs".to_owned(),
        }
    }
}

/// Builds and runs one case; `Err` holds the reason it fails.
fn run_case(prog: &Program, level: &str, work: &Path) -> Result<(), String> {
    let file = |ext: &str| work.join(format!("{}.{level}.{ext}", prog.name));
    let (obj, reference, ours) = (file("o"), file("ref"), file("exe"));
    // C links with `cc`, C++ with clang++-22 (libstdc++).
    let (compiler, std, linker) = if prog.is_cxx {
        (CLANGXX, None, CLANGXX)
    } else {
        (CLANG, Some("-std=gnu17"), "cc")
    };
    let ll = if prog.is_ir {
        prog.path.clone()
    } else {
        let ll = file("ll");
        let emit = run(
            Command::new(compiler)
                .args(["-S", "-emit-llvm", &format!("-{level}")])
                .args(std)
                .args(&prog.cflags)
                .arg(&prog.path)
                .arg("-o")
                .arg(&ll),
            TOOL_LIMIT,
        );
        if !emit.ok() {
            return Err(format!(
                "{compiler} -S -emit-llvm {}{}",
                emit.describe(),
                emit.stderr_head()
            ));
        }
        ll
    };

    // Ours first: while `llconv compile` fails, the reference need not be built.
    let compile = run(
        Command::new(LLCONV)
            .args(["compile", &format!("-{level}")])
            .arg(&ll)
            .arg("-o")
            .arg(&obj),
        TOOL_LIMIT,
    );
    if !compile.ok() {
        return Err(format!(
            "llconv compile {}{}",
            compile.describe(),
            compile.stderr_head()
        ));
    }
    let link = run(
        Command::new(linker)
            .arg(&obj)
            .arg("-o")
            .arg(&ours)
            .arg("-lm"),
        TOOL_LIMIT,
    );
    if !link.ok() {
        return Err(format!(
            "cc (link) {}{}",
            link.describe(),
            link.stderr_head()
        ));
    }

    let build_ref = run(
        Command::new(if prog.is_cxx { CLANGXX } else { CLANG })
            .arg(&ll)
            .arg("-o")
            .arg(&reference)
            .arg("-lm"),
        TOOL_LIMIT,
    );
    if !build_ref.ok() {
        return Err(format!(
            "reference build (clang-22 IR -> executable) {}{}",
            build_ref.describe(),
            build_ref.stderr_head()
        ));
    }
    let expected = run(Command::new(&reference).current_dir(work), RUN_LIMIT);
    if expected.status.is_none_or(|s| s.code().is_none()) {
        return Err(format!(
            "the reference executable itself: {}",
            expected.describe()
        ));
    }

    let got = run(Command::new(&ours).current_dir(work), RUN_LIMIT);
    if got.status.is_none_or(|s| s.code().is_none()) {
        return Err(format!("{}{}", got.describe(), got.stderr_head()));
    }
    if got.stdout != expected.stdout {
        return Err(first_difference(&expected.stdout, &got.stdout));
    }
    if got.status.and_then(|s| s.code()) != expected.status.and_then(|s| s.code()) {
        return Err(format!(
            "exit status: expected {}, got {}",
            expected.describe(),
            got.describe()
        ));
    }
    Ok(())
}

fn read_ledger() -> BTreeSet<String> {
    std::fs::read_to_string(ledger_path())
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| l.split('\t').next().unwrap_or(l).trim().to_owned())
        .collect()
}

fn write_ledger(failing: &BTreeSet<String>) {
    let mut text = String::from(
        "# Cases of tests/compile/programs (program@level) that llconv compile does not pass yet.\n\
         # This list only shrinks. Regenerate: LLCONV_UPDATE_LEDGER=1 cargo test -p llconv-cli --test compile_e2e\n",
    );
    for case in failing {
        text.push_str(case);
        text.push('\n');
    }
    std::fs::write(ledger_path(), text).unwrap();
}

fn tool_present(tool: &str) -> bool {
    Command::new(tool)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// A program at one optimization level.
struct Case<'a> {
    prog: &'a Program,
    level: &'static str,
}

impl Case<'_> {
    fn name(&self) -> String {
        format!("{}@{}", self.prog.name, self.level)
    }
}

/// Runs the cases on `JOBS` threads; the results are in the cases' order.
fn run_all(cases: &[Case], work: &Path) -> Vec<Result<(), String>> {
    let next = AtomicUsize::new(0);
    let mut results: Vec<(usize, Result<(), String>)> = thread::scope(|s| {
        let workers: Vec<_> = (0..JOBS)
            .map(|_| {
                s.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(case) = cases.get(i) else {
                            return done;
                        };
                        done.push((i, run_case(case.prog, case.level, work)));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a worker panicked"))
            .collect()
    });
    results.sort_by_key(|&(i, _)| i);
    results.into_iter().map(|(_, r)| r).collect()
}

/// Every case name of the suite, whatever the filter.
fn all_case_names() -> BTreeSet<String> {
    programs(None)
        .iter()
        .flat_map(|p| LEVELS.iter().map(move |l| format!("{}@{l}", p.name)))
        .collect()
}

/// Judges the run against the ledger (or rewrites it); `failing` maps each
/// failing case to its reason, `run` names every case that ran.
fn check_ledger(summary: &str, run: &BTreeSet<String>, failing: &BTreeMap<String, String>) {
    let all = all_case_names();
    let known = read_ledger();
    if std::env::var("LLCONV_UPDATE_LEDGER").is_ok_and(|v| v == "1") {
        // Cases that did not run (filtered out) keep their entries; names
        // that are no longer cases are dropped.
        let kept = known
            .iter()
            .filter(|c| !run.contains(*c) && all.contains(*c));
        let ledger: BTreeSet<String> = failing.keys().chain(kept).cloned().collect();
        write_ledger(&ledger);
        println!("wrote {} ({} cases)", ledger_path().display(), ledger.len());
        return;
    }

    let new: Vec<(&String, &String)> = failing
        .iter()
        .filter(|(c, _)| !known.contains(*c))
        .collect();
    let fixed: Vec<&String> = known
        .iter()
        .filter(|c| run.contains(*c) && !failing.contains_key(*c))
        .collect();
    let stale: Vec<&String> = known.iter().filter(|c| !all.contains(*c)).collect();
    if new.is_empty() && fixed.is_empty() && stale.is_empty() {
        return;
    }
    let ledger = ledger_path();
    let mut msg = format!("{summary}\n");
    if !new.is_empty() {
        let _ = writeln!(msg, "failing and not in the ledger ({}):", new.len());
        for (case, reason) in new.iter().take(SHOW_FAILURES) {
            let _ = writeln!(msg, "  {case}: {reason}");
        }
        if new.len() > SHOW_FAILURES {
            let _ = writeln!(msg, "  ... and {} more", new.len() - SHOW_FAILURES);
        }
    }
    if !fixed.is_empty() {
        let _ = writeln!(
            msg,
            "in the ledger and now passing ({}; take them out of {}): {fixed:?}",
            fixed.len(),
            ledger.display()
        );
    }
    if !stale.is_empty() {
        let _ = writeln!(
            msg,
            "in the ledger and not a case any more ({}; take them out of {}): {stale:?}",
            stale.len(),
            ledger.display()
        );
    }
    let _ = write!(msg, "files of the run: {}", work_dir().display());
    panic!("{msg}");
}

#[test]
fn compile_e2e() {
    assert!(
        tool_present(CLANG),
        "clang-22 is not installed: the compile tests need it to make IR from C and to build \
         the reference executables (Debian: apt-get install clang-22)"
    );
    assert!(
        tool_present("cc"),
        "cc is not installed: the compile tests link with it"
    );
    assert!(
        tool_present(CLANGXX),
        "clang++-22 is not installed: the C++ programs need it (Debian's clang-22 has it)"
    );

    let filter = std::env::var("LLCONV_COMPILE_FILTER")
        .ok()
        .filter(|f| !f.is_empty());
    let programs = programs(filter.as_deref());
    assert!(
        !programs.is_empty(),
        "no programs in {} match LLCONV_COMPILE_FILTER={filter:?}",
        programs_dir().display()
    );
    let work = work_dir();
    let _ = std::fs::remove_dir_all(&work);
    std::fs::create_dir_all(&work).unwrap();

    let cases: Vec<Case> = programs
        .iter()
        .flat_map(|prog| LEVELS.iter().map(move |&level| Case { prog, level }))
        .collect();
    let results = run_all(&cases, &work);

    let mut failing = BTreeMap::new();
    let mut level_pass = [0usize; LEVELS.len()];
    for (case, result) in cases.iter().zip(&results) {
        match result {
            Ok(()) => level_pass[LEVELS.iter().position(|&l| l == case.level).unwrap()] += 1,
            Err(reason) => {
                failing.insert(case.name(), reason.clone());
            }
        }
    }
    let summary = format!(
        "compile e2e: {}/{} pass (O0 {}/{n}, O2 {}/{n})",
        level_pass.iter().sum::<usize>(),
        cases.len(),
        level_pass[0],
        level_pass[1],
        n = programs.len()
    );
    println!("{summary}");
    let run: BTreeSet<String> = cases.iter().map(Case::name).collect();
    check_ledger(&summary, &run, &failing);
}
