//! The function blocks of a large module are read on two threads; the
//! module must be the one a single thread reads: the same printed text,
//! the same bitcode written back, the same error.

use std::path::{Path, PathBuf};

use llconv_bitcode::{read_module_bodies_shared, read_module_with, ReadOptions};

fn shared() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared")
}

fn corpus() -> PathBuf {
    std::env::var_os("LLCONV_CORPUS")
        .map(PathBuf::from)
        .unwrap_or_else(|| shared().join("corpus"))
}

/// What a read gives, to compare: the text and the bitcode written back,
/// or the error.
fn outcome(
    r: Result<llconv_ir::Module, llconv_bitcode::BitcodeError>,
) -> Result<(Vec<u8>, Vec<u8>), String> {
    r.map(|m| {
        let text = llconv_text::print_module_bytes(&m);
        let bc = llconv_bitcode::write_module(&m);
        std::mem::forget(m);
        (text, bc)
    })
    .map_err(|e| e.to_string())
}

/// Reads `path` on one thread (the default), on two from the size they
/// pay from, and with the function blocks always shared; false if the
/// file is not there.
fn check(path: &Path) -> bool {
    let Ok(bc) = std::fs::read(path) else {
        return false;
    };
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    let two = ReadOptions { two_threads: true };
    let single = outcome(read_module_with(&bc, &name, &ReadOptions::default()));
    let two = outcome(read_module_with(&bc, &name, &two));
    let shared = outcome(read_module_bodies_shared(&bc, &name));
    for (what, other) in [("on two threads", &two), ("shared", &shared)] {
        match (&single, other) {
            (Ok((t1, b1)), Ok((t2, b2))) => {
                assert!(t1 == t2, "{}: the text read {what} differs", path.display());
                assert!(
                    b1 == b2,
                    "{}: the bitcode read {what} differs",
                    path.display()
                );
            }
            (a, b) => assert_eq!(
                a.as_ref().err(),
                b.as_ref().err(),
                "{}: read {what}",
                path.display()
            ),
        }
    }
    true
}

#[test]
fn benchmark_modules_read_the_same_on_one_and_two_threads() {
    let bench = shared().join("bench");
    let mut files = vec![bench.join("shell.O0g.bc"), bench.join("shell.O2.bc")];
    for opt in ["O0g", "O2"] {
        if let Ok(entries) = std::fs::read_dir(bench.join("zlib").join(opt)) {
            let mut more: Vec<PathBuf> = entries
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "bc"))
                .collect();
            more.sort();
            files.extend(more);
        }
    }
    let checked = files.iter().filter(|p| check(p)).count();
    if checked == 0 {
        eprintln!("benchmark modules not found; skipping");
    }
}

#[test]
fn corpus_bitcode_reads_the_same_on_one_and_two_threads() {
    let mut stack = vec![corpus()];
    let mut checked = 0;
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for e in entries.flatten() {
            let path = e.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|x| x == "bc") && check(&path) {
                checked += 1;
            }
        }
    }
    if checked == 0 {
        eprintln!("corpus not found; skipping");
    } else {
        eprintln!("{checked} corpus modules: the same on one and two threads");
    }
}
