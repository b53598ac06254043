//! Drives the compile_diff check outside a fuzzer (needs `llc-22` and `cc`):
//!
//! - `compile_diff [--jobs N] FIRST..LAST`: checks the programs generated
//!   from seeds FIRST..LAST (`seeds::bytes(seed, 2048)`), reports each
//!   difference and a summary; `--reduce` also shrinks each finding's bytes;
//! - `compile_diff --print SEED [0|1]`: prints the program of one seed
//!   (or one of its two parts);
//! - `compile_diff FILE.ll ...`: checks the given programs (reproducers);
//!   with a `FILE.llc.ll` beside it, FILE.ll is built by llconv and
//!   linked with FILE.llc.ll built by llc-22 (`check_mixed`).
use llconv_fuzzing::compile_diff::{check, check_mixed, check_program, program, Outcome};
use llconv_fuzzing::seeds;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

const LEN: usize = 2048;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut jobs = 1usize;
    let mut reduce = false;
    let mut rest = Vec::new();
    let mut it = args.into_iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--jobs" => jobs = it.next().and_then(|j| j.parse().ok()).expect("--jobs N"),
            "--reduce" => reduce = true,
            "--print" => {
                let seed: u64 = it
                    .next()
                    .and_then(|s| s.parse().ok())
                    .expect("--print SEED");
                let p = program(&seeds::bytes(seed, LEN));
                match it.next().as_deref() {
                    Some("0") => print!("{}", p.parts[0]),
                    Some("1") => print!("{}", p.parts[1]),
                    _ => print!("{}", p.whole),
                }
                return;
            }
            _ => rest.push(a),
        }
    }
    if let Some((a, b)) = rest.first().and_then(|r| r.split_once("..")) {
        let (first, last): (u64, u64) = (a.parse().expect("FIRST"), b.parse().expect("LAST"));
        run_seeds(first, last, jobs, reduce);
        return;
    }
    let mut bad = 0;
    for f in &rest {
        if f.ends_with(".llc.ll") {
            continue;
        }
        let text = std::fs::read_to_string(f).unwrap_or_else(|e| panic!("{f}: {e}"));
        let llc_part = f.strip_suffix(".ll").map(|s| format!("{s}.llc.ll"));
        let res = match llc_part.and_then(|p| std::fs::read_to_string(p).ok()) {
            Some(llc_text) => check_mixed(&llc_text, &text),
            None => check_program(&text),
        };
        match res {
            Ok(o) => println!("{f}: {o:?}"),
            Err(e) => {
                bad += 1;
                println!("{f}: DIFFERS: {e}");
            }
        }
    }
    std::process::exit(if bad > 0 { 1 } else { 0 });
}

fn run_seeds(first: u64, last: u64, jobs: usize, reduce: bool) {
    let next = AtomicU64::new(first);
    let (same, unsupported) = (AtomicU64::new(0), AtomicU64::new(0));
    let found = Mutex::new(Vec::new());
    let start = std::time::Instant::now();
    std::thread::scope(|s| {
        for _ in 0..jobs {
            s.spawn(|| loop {
                let seed = next.fetch_add(1, Ordering::Relaxed);
                if seed >= last {
                    break;
                }
                let data = seeds::bytes(seed, LEN);
                match check(&program(&data)) {
                    Ok(Outcome::Same) => {
                        same.fetch_add(1, Ordering::Relaxed);
                    }
                    Ok(Outcome::Unsupported(m)) => {
                        unsupported.fetch_add(1, Ordering::Relaxed);
                        eprintln!(
                            "seed {seed}: unsupported: {}",
                            m.lines().next().unwrap_or("")
                        );
                    }
                    Err(e) => {
                        println!("seed {seed}: {e}");
                        if reduce {
                            let small = shrink(&data);
                            println!("seed {seed}: reduced to {} bytes", small.len());
                            if let Err(e) = check(&program(&small)) {
                                println!("seed {seed} reduced: {e}");
                            }
                        }
                        found.lock().unwrap().push(seed);
                    }
                }
            });
        }
    });
    let found = found.into_inner().unwrap();
    println!(
        "seeds {first}..{last}: {} same, {} unsupported, {} differ {:?} ({:.0} s)",
        same.into_inner(),
        unsupported.into_inner(),
        found.len(),
        found,
        start.elapsed().as_secs_f64()
    );
}

/// Shrinks the bytes while the program still shows a difference: drops
/// chunks and zeroes them (zero bytes pick the first, simplest choice).
fn shrink(data: &[u8]) -> Vec<u8> {
    let fails = |d: &[u8]| check(&program(d)).is_err();
    let mut cur = data.to_vec();
    let mut chunk = cur.len() / 2;
    while chunk >= 1 {
        let mut i = 0;
        while i < cur.len() {
            let end = (i + chunk).min(cur.len());
            let mut cut = cur.clone();
            cut.drain(i..end);
            if fails(&cut) {
                cur = cut;
                continue;
            }
            if cur[i..end].iter().any(|&b| b != 0) {
                let mut z = cur.clone();
                z[i..end].iter_mut().for_each(|b| *b = 0);
                if fails(&z) {
                    cur = z;
                }
            }
            i += chunk;
        }
        chunk /= 2;
    }
    cur
}
