//! Whether a conversion shares its work with a second thread.
//!
//! A second thread shortens a conversion's wall time and lengthens its
//! CPU time: the work handed across is copied, merged or waited for, and
//! two threads running at once each run slower than one alone (on the
//! 2-core machine the figures in BENCHMARKS.md come from, two independent
//! conversions side by side each took 20% more CPU time than alone). A
//! build farm running one conversion per core pays that CPU time and gets
//! nothing for it; a person waiting on one large module gets its wall
//! time. So by default ([`Threads::Auto`]) only large modules use a second
//! thread: from [`AUTO_FROM_TEXT_BYTES`] of text or [`AUTO_FROM_INSTS`]
//! instructions, where one thread alone takes a quarter of a second or
//! more. The output is the same whatever is chosen.

use crate::Module;

/// How many threads a conversion may use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Threads {
    /// A second thread for large modules only (see the module's comment).
    #[default]
    Auto,
    /// Everything on the calling thread (a caller running many
    /// conversions at once, one per core).
    One,
    /// A second thread wherever the work is large enough to split at all,
    /// whatever the module's size (a caller that wants the shortest wall
    /// time on a machine with cores to spare).
    Two,
}

/// From this many bytes of `.ll` text, [`Threads::Auto`] parses on a
/// second thread too.
pub const AUTO_FROM_TEXT_BYTES: usize = 16 << 20;

/// From this many instructions, [`Threads::Auto`] shares a module's
/// checks, printing and writing with a second thread.
pub const AUTO_FROM_INSTS: usize = 250_000;

impl Threads {
    /// Whether work of `size` goes to a second thread, for a step that
    /// can split work of `min` or more and that [`Threads::Auto`] splits
    /// from `auto_from` (both in the unit of `size`); never on a machine
    /// with one core.
    pub fn second_thread(self, size: usize, min: usize, auto_from: usize) -> bool {
        let wanted = match self {
            Threads::One => false,
            Threads::Two => size >= min,
            Threads::Auto => size >= min.max(auto_from),
        };
        wanted && std::thread::available_parallelism().is_ok_and(|n| n.get() > 1)
    }
}

/// How many instructions the function bodies of `m` hold: the size the
/// module-wide steps choose their threads by.
pub fn instruction_count(m: &Module) -> usize {
    m.globals
        .values()
        .filter_map(|g| g.as_func()?.body.as_ref())
        .map(|b| b.insts.len())
        .sum()
}

/// What every worker thread of a conversion runs first; set by the
/// program (the command moves its workers to its huge-page heap).
static WORKER_START: std::sync::OnceLock<fn()> = std::sync::OnceLock::new();

/// Sets what each worker thread a conversion starts runs before its work
/// (once per process; a later call is ignored). The libraries build the
/// parts of one module on their workers; a program that chose where the
/// module's memory comes from on its own thread makes the same choice for
/// them here.
pub fn set_worker_start(start: fn()) {
    let _ = WORKER_START.set(start);
}

/// Starts a named worker thread in scope `s` that runs the program's
/// [`set_worker_start`] hook, then `work`.
pub fn spawn_worker<'scope, T, F>(
    s: &'scope std::thread::Scope<'scope, '_>,
    name: &str,
    work: F,
) -> std::io::Result<std::thread::ScopedJoinHandle<'scope, T>>
where
    F: FnOnce() -> T + Send + 'scope,
    T: Send + 'scope,
{
    std::thread::Builder::new()
        .name(name.into())
        .spawn_scoped(s, move || {
            if let Some(start) = WORKER_START.get() {
                start();
            }
            work()
        })
}
