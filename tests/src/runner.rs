//! Runs (check, case) jobs on every core. Each job runs on its own thread
//! under `catch_unwind` and a time limit, so a panic or an endless loop in a
//! reader becomes a reported failure instead of ending the run.

use std::cell::RefCell;
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{mpsc, Mutex, Once};
use std::thread;
use std::time::Duration;

use crate::checks::Check;
use crate::manifest::Case;

/// How one job ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    Pass,
    /// The check returned `Err(reason)`.
    Fail(String),
    /// The check panicked; the message and where.
    Panic(String),
    /// The check ran past the time limit; its thread is abandoned.
    Hang,
}

impl Outcome {
    pub fn passed(&self) -> bool {
        matches!(self, Outcome::Pass)
    }

    /// The one-line reason recorded in the ledger.
    pub fn reason(&self, timeout: Duration) -> String {
        match self {
            Outcome::Pass => "passes".into(),
            Outcome::Fail(r) => r.clone(),
            Outcome::Panic(m) => crate::checks::first_line(&format!("panic: {m}")),
            Outcome::Hang => format!("hang: no result within {} s", timeout.as_secs_f64()),
        }
    }
}

/// Stack size of a job's thread: that of a typical main thread, so that
/// what passes here does not overflow in the CLI.
const JOB_STACK: usize = 8 << 20;

thread_local! {
    static PANIC_LOCATION: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Replaces the panic hook once: panics on job threads are reported by the
/// harness (with their location), not printed in the middle of the run.
fn quiet_panics() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let default = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            let is_job = thread::current()
                .name()
                .is_some_and(|n| n.starts_with("case "));
            if is_job {
                let loc = info
                    .location()
                    .map(|l| format!("{}:{}", l.file(), l.line()));
                PANIC_LOCATION.with(|p| *p.borrow_mut() = loc);
            } else {
                default(info);
            }
        }));
    });
}

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    let msg = if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_owned()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "(non-string payload)".to_owned()
    };
    match PANIC_LOCATION.with(|p| p.borrow_mut().take()) {
        Some(loc) => format!("{msg} at {loc}"),
        None => msg,
    }
}

/// Runs one check on one case on a fresh thread, waiting at most `timeout`.
pub fn run_one(check: &'static Check, case: &Case, timeout: Duration) -> Outcome {
    quiet_panics();
    let (tx, rx) = mpsc::channel();
    let job_case = case.clone();
    let spawned = thread::Builder::new()
        .name(format!("case {}", case.path))
        .stack_size(JOB_STACK)
        .spawn(move || {
            let result = panic::catch_unwind(AssertUnwindSafe(|| (check.run)(&job_case)));
            let outcome = match result {
                Ok(Ok(())) => Outcome::Pass,
                Ok(Err(reason)) => Outcome::Fail(reason),
                Err(payload) => Outcome::Panic(panic_message(&*payload)),
            };
            let _ = tx.send(outcome);
        });
    if let Err(e) = spawned {
        return Outcome::Fail(format!("cannot start a thread: {e}"));
    }
    match rx.recv_timeout(timeout) {
        Ok(outcome) => outcome,
        // The thread is left running; it ends with the process.
        Err(mpsc::RecvTimeoutError::Timeout) => Outcome::Hang,
        Err(mpsc::RecvTimeoutError::Disconnected) => {
            Outcome::Panic("job thread ended without a result".into())
        }
    }
}

/// Runs every job (an index into `checks` and one into `cases`) on `workers`
/// threads. Results come back in job order, whatever the scheduling.
pub fn run_all(
    checks: &'static [Check],
    cases: &[Case],
    jobs: &[(usize, usize)],
    workers: usize,
    timeout: Duration,
    verbose: bool,
) -> Vec<Outcome> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Outcome>>> = Mutex::new(vec![None; jobs.len()]);
    thread::scope(|s| {
        for _ in 0..workers.max(1) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(&(check, case)) = jobs.get(i) else {
                    break;
                };
                let (check, case) = (&checks[check], &cases[case]);
                if verbose {
                    eprintln!("start {} {}", check.name, case.path);
                }
                let outcome = run_one(check, case, timeout);
                results.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(outcome);
            });
        }
    });
    results
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .map(|o| o.unwrap_or_else(|| Outcome::Panic("job never ran".into())))
        .collect()
}
