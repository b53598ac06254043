//! The corpus harness: runs every check of [`checks::CHECKS`] over the cases
//! of `MANIFEST.tsv` and compares the failures with the committed ledger
//! (`ledger/<check>.txt`). An unlisted failure, or a listed case that now
//! passes, fails the run.
//!
//! Environment:
//! - `LLCONV_CORPUS`: the corpus folder (default `../shared/corpus` beside the
//!   workspace);
//! - `LLCONV_UPDATE_LEDGER=1`: rewrite the ledgers from this run's results
//!   instead of failing (a filtered run rewrites only the selected cases'
//!   entries);
//! - `LLCONV_LEDGER`: the ledger folder (default this crate's `ledger/`);
//! - `LLCONV_CHECKS=a,b`: run only these checks;
//! - `LLCONV_CORPUS_FILTER=s` (or test-name arguments after `--`): run only
//!   cases whose path contains `s`;
//! - `LLCONV_CASE_TIMEOUT=secs`: time limit per case (default 10);
//! - `LLCONV_JOBS=n`: worker threads (default: every core);
//! - `LLCONV_CORPUS_VERBOSE=1`: print each job as it starts (to find a case
//!   that aborts the process) and list every failure.

pub mod checks;
pub mod hostile;
pub mod ledger;
pub mod llvm_tools;
pub mod manifest;
pub mod runner;

use std::collections::BTreeSet;
use std::env;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use checks::{Check, CHECKS};
use ledger::Ledger;
use manifest::{Case, Kind};
use runner::Outcome;

/// How many entries of one list are printed unless verbose.
const LIST_LIMIT: usize = 20;

struct Config {
    corpus: PathBuf,
    update: bool,
    filters: Vec<String>,
    checks: Option<Vec<String>>,
    timeout: Duration,
    workers: usize,
    verbose: bool,
}

fn env_flag(name: &str) -> bool {
    env::var(name).is_ok_and(|v| !v.is_empty() && v != "0")
}

/// The test-name arguments libtest would take as filters (`cargo test --
/// NAME`): the arguments that are not flags nor the values of libtest's
/// flags that take one.
fn test_name_filters(args: &[String]) -> Vec<String> {
    const TAKES_VALUE: &[&str] = &[
        "--test-threads",
        "--skip",
        "--format",
        "--color",
        "--logfile",
        "-Z",
        "--shuffle-seed",
    ];
    let mut filters = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if TAKES_VALUE.contains(&a.as_str()) {
            it.next();
        } else if !a.starts_with('-') {
            filters.push(a.clone());
        }
    }
    filters
}

impl Config {
    fn from_env(args: &[String]) -> Result<Config, String> {
        let corpus = match env::var_os("LLCONV_CORPUS") {
            Some(p) => PathBuf::from(p),
            None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus"),
        };
        let corpus = corpus.canonicalize().unwrap_or(corpus);
        let mut filters = test_name_filters(args);
        if let Ok(f) = env::var("LLCONV_CORPUS_FILTER") {
            filters.extend(f.split(',').filter(|s| !s.is_empty()).map(str::to_owned));
        }
        let checks = env::var("LLCONV_CHECKS").ok().map(|s| {
            s.split(',')
                .filter(|s| !s.is_empty())
                .map(str::to_owned)
                .collect::<Vec<_>>()
        });
        if let Some(names) = &checks {
            for n in names {
                if !CHECKS.iter().any(|c| c.name == n) {
                    let known: Vec<_> = CHECKS.iter().map(|c| c.name).collect();
                    return Err(format!("unknown check {n:?}; known: {}", known.join(", ")));
                }
            }
        }
        let timeout = match env::var("LLCONV_CASE_TIMEOUT") {
            Ok(s) => Duration::from_secs_f64(
                s.parse::<f64>()
                    .map_err(|_| format!("LLCONV_CASE_TIMEOUT={s}: not a number of seconds"))?,
            ),
            Err(_) => Duration::from_secs(10),
        };
        let workers = match env::var("LLCONV_JOBS") {
            Ok(s) => s
                .parse()
                .map_err(|_| format!("LLCONV_JOBS={s}: not a number"))?,
            Err(_) => std::thread::available_parallelism().map_or(1, |n| n.get()),
        };
        Ok(Config {
            corpus,
            update: env_flag("LLCONV_UPDATE_LEDGER"),
            filters,
            checks,
            timeout,
            workers,
            verbose: env_flag("LLCONV_CORPUS_VERBOSE"),
        })
    }

    fn selects_case(&self, case: &Case) -> bool {
        self.filters.is_empty() || self.filters.iter().any(|f| case.path.contains(f.as_str()))
    }

    fn selects_check(&self, check: &Check) -> bool {
        self.checks
            .as_ref()
            .is_none_or(|names| names.iter().any(|n| n == check.name))
    }

    fn is_partial(&self) -> bool {
        !self.filters.is_empty()
    }
}

/// What one check did over the selected cases.
struct CheckReport {
    check: &'static Check,
    /// (case index, outcome), in path order.
    results: Vec<(usize, Outcome)>,
    ledger: Ledger,
}

fn pct(n: usize, d: usize) -> String {
    if d == 0 {
        "-".into()
    } else {
        format!("{:.1}%", 100.0 * n as f64 / d as f64)
    }
}

/// Prints a list of `check<TAB>...` lines, at most [`LIST_LIMIT`] per check
/// unless verbose.
fn print_list(title: &str, items: &[String], verbose: bool) {
    if items.is_empty() {
        return;
    }
    println!("{title} ({}):", items.len());
    let mut i = 0;
    while i < items.len() {
        let check = items[i].split('\t').next().unwrap_or("");
        let n = items[i..]
            .iter()
            .take_while(|l| l.split('\t').next() == Some(check))
            .count();
        let shown = if verbose { n } else { n.min(LIST_LIMIT) };
        for item in &items[i..i + shown] {
            println!("  {item}");
        }
        if n > shown {
            println!(
                "  ... and {} more for {check} (LLCONV_CORPUS_VERBOSE=1 lists all)",
                n - shown
            );
        }
        i += n;
    }
}

/// The harness's entry point; `tests/corpus.rs` calls it.
pub fn main() -> ExitCode {
    let args: Vec<String> = env::args().skip(1).collect();
    if args.iter().any(|a| a == "--list") {
        println!("corpus: test");
        return ExitCode::SUCCESS;
    }
    if args.iter().any(|a| a == "--ignored") {
        return ExitCode::SUCCESS;
    }
    match run(&args) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            println!("corpus harness error: {e}");
            println!("test result: FAILED.");
            ExitCode::FAILURE
        }
    }
}

/// One run of the harness as the environment variables above set it up,
/// without command-line filters: whether every case agreed with the ledger.
pub fn run_from_env() -> Result<bool, String> {
    run(&[])
}

fn run(args: &[String]) -> Result<bool, String> {
    let cfg = Config::from_env(args)?;
    let start = Instant::now();
    let all_cases = manifest::load(&cfg.corpus).map_err(|e| {
        format!("{e}\n(set LLCONV_CORPUS to the corpus folder, the one holding MANIFEST.tsv)")
    })?;
    let cases: Vec<Case> = all_cases
        .into_iter()
        .filter(|c| cfg.selects_case(c))
        .collect();
    let checks: Vec<usize> = (0..CHECKS.len())
        .filter(|&i| cfg.selects_check(&CHECKS[i]))
        .collect();
    let jobs: Vec<(usize, usize)> = checks
        .iter()
        .flat_map(|&k| {
            let cases = &cases;
            (0..cases.len())
                .filter(move |&c| (CHECKS[k].applies)(&cases[c]))
                .map(move |c| (k, c))
        })
        .collect();
    println!(
        "corpus {}: {} cases, {} jobs, {} workers, {} s limit per case",
        cfg.corpus.display(),
        cases.len(),
        jobs.len(),
        cfg.workers,
        cfg.timeout.as_secs_f64()
    );
    let outcomes = runner::run_all(CHECKS, &cases, &jobs, cfg.workers, cfg.timeout, cfg.verbose);

    let mut reports = Vec::new();
    for &k in &checks {
        let results = jobs
            .iter()
            .zip(&outcomes)
            .filter(|((jk, _), _)| *jk == k)
            .map(|(&(_, c), o)| (c, o.clone()))
            .collect();
        reports.push(CheckReport {
            check: &CHECKS[k],
            results,
            ledger: if CHECKS[k].reported {
                Ledger::new()
            } else {
                ledger::read(CHECKS[k].name)?
            },
        });
    }

    let mut ok = true;
    let (mut total_pass, mut total_fail) = (0, 0);
    let (mut panics, mut hangs) = (Vec::new(), Vec::new());
    let mut unexpected_failures = Vec::new();
    let mut unexpected_passes = Vec::new();
    let mut stale = Vec::new();
    for r in &reports {
        let name = r.check.name;
        let passed = r.results.iter().filter(|(_, o)| o.passed()).count();
        let failed = r.results.len() - passed;
        if r.check.reported {
            println!(
                "{name}: {passed}/{failed}/{} passed/failed/total ({}; reported only)",
                r.results.len(),
                pct(passed, r.results.len())
            );
            continue;
        }
        total_pass += passed;
        total_fail += failed;
        println!(
            "{name}: {passed}/{failed}/{} passed/failed/total ({})",
            r.results.len(),
            pct(passed, r.results.len())
        );
        if name == "text-canonical" {
            // The bar: >= 95% of the valid cases whose .expected has
            // no metadata (see checks::has_no_metadata).
            let (mut p, mut t) = (0, 0);
            for (c, o) in &r.results {
                let expected = cases[*c].sibling(".expected");
                if std::fs::read(&expected).is_ok_and(|e| checks::has_no_metadata(&e)) {
                    t += 1;
                    p += usize::from(o.passed());
                }
            }
            println!(
                "{name} without metadata: {p}/{}/{t} passed/failed/total ({})",
                t - p,
                pct(p, t)
            );
            let valid = cases.iter().filter(|c| c.kind == Kind::Valid).count();
            println!(
                "{name} of all valid cases (unstable ones count as failed): {passed}/{valid} ({})",
                pct(passed, valid)
            );
        }
        if name == "bitcode-compat" {
            print_compat_files(&cases, &r.results);
        }
        let ran: BTreeSet<&str> = r
            .results
            .iter()
            .map(|(c, _)| cases[*c].path.as_str())
            .collect();
        for (c, o) in &r.results {
            let path = &cases[*c].path;
            let reason = o.reason(cfg.timeout);
            match o {
                Outcome::Panic(_) => panics.push(format!("{name}\t{path}\t{reason}")),
                Outcome::Hang => hangs.push(format!("{name}\t{path}")),
                _ => {}
            }
            let known = r.ledger.contains_key(path);
            if !o.passed() && !known {
                unexpected_failures.push(format!("{name}\t{path}\t{reason}"));
            } else if o.passed() && known {
                unexpected_passes.push(format!("{name}\t{path}"));
            }
        }
        if !cfg.is_partial() {
            for path in r.ledger.keys().filter(|p| !ran.contains(p.as_str())) {
                stale.push(format!("{name}\t{path}"));
            }
        }
    }
    println!("panics: {}, hangs: {}", panics.len(), hangs.len());
    print_list("panics", &panics, true);
    print_list("hangs", &hangs, true);

    if cfg.update {
        for r in reports.iter().filter(|r| !r.check.reported) {
            let ran: BTreeSet<&str> = r
                .results
                .iter()
                .map(|(c, _)| cases[*c].path.as_str())
                .collect();
            // Keep entries of cases this run did not select (a filtered run).
            let mut new: Ledger = if cfg.is_partial() {
                r.ledger
                    .iter()
                    .filter(|(p, _)| !ran.contains(p.as_str()))
                    .map(|(p, w)| (p.clone(), w.clone()))
                    .collect()
            } else {
                Ledger::new()
            };
            for (c, o) in &r.results {
                if !o.passed() {
                    new.insert(cases[*c].path.clone(), o.reason(cfg.timeout));
                }
            }
            let added = new.keys().filter(|p| !r.ledger.contains_key(*p)).count();
            let removed = r.ledger.keys().filter(|p| !new.contains_key(*p)).count();
            ledger::write(r.check.name, &new)?;
            println!(
                "ledger {}: {} entries (+{added}, -{removed})",
                ledger::file(r.check.name).display(),
                new.len()
            );
        }
        if !unexpected_failures.is_empty() {
            println!(
                "warning: the ledger grew by {} failures; the ledger should only shrink",
                unexpected_failures.len()
            );
            print_list("new failures", &unexpected_failures, cfg.verbose);
        }
    } else {
        print_list(
            "FAILURES NOT IN THE LEDGER",
            &unexpected_failures,
            cfg.verbose,
        );
        print_list(
            "LEDGER ENTRIES THAT NOW PASS (remove them)",
            &unexpected_passes,
            cfg.verbose,
        );
        print_list(
            "LEDGER ENTRIES FOR CASES NOT RUN (remove them)",
            &stale,
            cfg.verbose,
        );
        if !(unexpected_failures.is_empty() && unexpected_passes.is_empty() && stale.is_empty()) {
            println!(
                "the ledger is out of date: fix the failures, or accept this run with \
                 LLCONV_UPDATE_LEDGER=1 cargo test -p llconv-corpus-tests"
            );
            ok = false;
        }
    }
    println!("time: {:.1} s", start.elapsed().as_secs_f64());
    // libtest-style closing line: a case "fails" the run only when it
    // disagrees with the ledger; known failures are counted apart.
    let disagreeing = unexpected_failures.len() + unexpected_passes.len() + stale.len();
    let known = total_fail.saturating_sub(unexpected_failures.len());
    println!(
        "test result: {}. {} passed; {disagreeing} failed; {known} known failures in the ledger",
        if ok { "ok" } else { "FAILED" },
        total_pass
    );
    Ok(ok)
}

/// `bitcode-compat` counted by file, per writer (`v14`, `v16`, `v19`, and
/// `bc` for the `bc-valid` cases): the bars are per file. A failing
/// case's reason names its failing files as `vNN: ...` parts.
fn print_compat_files(cases: &[Case], results: &[(usize, Outcome)]) {
    let mut tally: std::collections::BTreeMap<String, (usize, usize)> = Default::default();
    for (c, o) in results {
        let case = &cases[*c];
        let versions: Vec<String> = if case.kind == Kind::BcValid {
            vec!["bc".into()]
        } else {
            case.versions.clone()
        };
        let reason = match o {
            Outcome::Fail(r) => Some(r.as_str()),
            _ => None,
        };
        for v in versions {
            let failed = match (o, reason) {
                (Outcome::Pass, _) => false,
                (_, Some(r)) => {
                    let tag = format!("{v}: ");
                    r.starts_with(&tag) || r.contains(&format!("; {tag}"))
                }
                // A panic or hang counts against every file of the case.
                _ => true,
            };
            let t = tally.entry(v).or_default();
            t.0 += usize::from(!failed);
            t.1 += 1;
        }
    }
    for (v, (passed, total)) in tally {
        println!(
            "bitcode-compat {v} files: {passed}/{}/{total} passed/failed/total ({})",
            total - passed,
            pct(passed, total)
        );
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn libtest_arguments() {
        let args: Vec<String> = [
            "--test-threads",
            "2",
            "--nocapture",
            "Assembler/",
            "--skip",
            "x",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        assert_eq!(super::test_name_filters(&args), ["Assembler/"]);
    }
}
