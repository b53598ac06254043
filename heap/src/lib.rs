//! The heap a conversion builds its module in: mimalloc's, in an arena of
//! its own that the kernel backs with transparent huge pages; and its
//! input file, mapped rather than copied into that heap ([`read_file`]).
//!
//! Why: a conversion builds one module of tens of megabytes from small
//! pieces, and in a virtual machine every fresh 4 KiB page costs a fault of
//! about 3 µs: a fifth of a conversion's CPU time went to page faults. A
//! 2 MiB page costs one fault where 4 KiB pages cost 512.
//!
//! Why not huge pages everywhere: they round every touched region up to
//! 2 MiB. A single thread's heap is dense, so that costs little; the linker
//! and the service spread their work over several threads' heaps, each with
//! its own partly used regions, and with huge pages the linker took twice
//! its memory. So the binary's allocator keeps 4 KiB pages (mimalloc built
//! `no_thp`), and only the thread that builds a module moves to this heap.
//!
//! How, with documented interfaces only:
//! - `prctl(PR_SET_THP_DISABLE, 1, PR_THP_DISABLE_EXCEPT_ADVISED)` (Linux
//!   6.18) keeps huge pages off for the process except where advised;
//!   mimalloc's `no_thp` build had turned them off entirely;
//! - an anonymous mapping reserved without backing (`MAP_NORESERVE`: no
//!   memory until touched), advised `MADV_HUGEPAGE`;
//! - handed to mimalloc as an exclusive arena (`mi_manage_os_memory_ex`),
//!   with a heap that allocates only there (`mi_heap_new_in_arena`), made
//!   the calling thread's default heap (`mi_heap_set_default`).
//!
//! Worker threads a conversion starts (the lexer, the metadata tail's
//! parser, the second body reader or writer of a large module) build parts
//! of the same module: [`join_huge_page_heap`] gives each a heap of its own
//! in the same arena, once a conversion's thread has made it.
//!
//! Where any step is refused (a kernel older than 6.18, strict
//! overcommit, an address-space limit such as `ulimit -v` below the
//! reservation, huge pages turned off by the system), the thread keeps its
//! usual heap: the conversion is the same, at 4 KiB pages' speed. The
//! reservation is not cut to fit such a limit: an exclusive arena cannot
//! grow, and a conversion that outgrew it would fail where the usual heap
//! would still have had room.

mod input;

pub use input::{read_file, FileBytes};

use libmimalloc_sys as mi;
use std::cell::Cell;
use std::ffi::{c_ulong, c_void};
use std::sync::OnceLock;

/// The arena of huge pages: made by the first call of
/// [`use_huge_page_heap`], `None` where a step was refused.
static ARENA: OnceLock<Option<mi::mi_arena_id_t>> = OnceLock::new();

thread_local! {
    /// Whether this thread's default heap is already in [`ARENA`].
    static ON_HUGE_PAGES: Cell<bool> = const { Cell::new(false) };
}

/// Address space reserved for the heap: no memory until pages are touched.
/// An exclusive arena cannot grow, so it is far larger than any module a
/// machine can hold (1 TiB of the 128 TiB a process may map).
const RESERVE: usize = 1 << 40;

/// `PR_SET_THP_DISABLE`'s flag from Linux 6.18's `uapi/linux/prctl.h`
/// (the `libc` crate does not have it yet): huge pages stay off except
/// where advised.
const PR_THP_DISABLE_EXCEPT_ADVISED: c_ulong = 1 << 1;

/// Moves the calling thread's allocations to a heap on transparent huge
/// pages. Returns whether it did; when not, the thread's heap is the one
/// it had.
///
/// Call it on the thread that will build the module, before the input is
/// read. Memory allocated before stays where it is and is freed as usual;
/// other threads keep their heaps until they call [`join_huge_page_heap`].
#[cfg(target_os = "linux")]
#[allow(unsafe_code)]
pub fn use_huge_page_heap() -> bool {
    ARENA.get_or_init(make_arena);
    join_huge_page_heap()
}

/// Moves the calling thread's allocations to a heap of its own in the
/// arena [`use_huge_page_heap`] made, if it made one; returns whether the
/// thread's heap is there. For the worker threads of a conversion: a
/// process that never made the arena (the service, the linker) keeps
/// every thread on its usual heap.
#[cfg(target_os = "linux")]
#[allow(unsafe_code)]
pub fn join_huge_page_heap() -> bool {
    let Some(&Some(arena)) = ARENA.get() else {
        return false;
    };
    if ON_HUGE_PAGES.get() {
        return true;
    }
    // SAFETY: a heap in the arena made by `make_arena`; mimalloc keeps it
    // for the thread's life, hands its live blocks on when the thread
    // ends, and blocks from other heaps are still freed where they belong.
    unsafe {
        let heap = mi::mi_heap_new_in_arena(arena);
        if heap.is_null() {
            return false;
        }
        mi::mi_heap_set_default(heap);
    }
    ON_HUGE_PAGES.set(true);
    true
}

/// The exclusive arena on huge pages, or `None` where a step is refused.
#[cfg(target_os = "linux")]
#[allow(unsafe_code)]
fn make_arena() -> Option<mi::mi_arena_id_t> {
    // SAFETY: prctl with these arguments changes only this process's huge
    // page policy and reads no memory.
    let advised_only = unsafe {
        libc::prctl(
            libc::PR_SET_THP_DISABLE,
            1 as c_ulong,
            PR_THP_DISABLE_EXCEPT_ADVISED,
            0 as c_ulong,
            0 as c_ulong,
        )
    };
    if advised_only != 0 {
        return None;
    }
    // SAFETY: a new private anonymous mapping, aliased by nothing.
    let start = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            RESERVE,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
            -1,
            0,
        )
    };
    if start == libc::MAP_FAILED {
        return None;
    }
    let release = |start: *mut c_void| {
        // SAFETY: the mapping made above, not yet handed to anyone.
        unsafe { libc::munmap(start, RESERVE) };
    };
    // SAFETY: advice on the mapping made above.
    if unsafe { libc::madvise(start, RESERVE, libc::MADV_HUGEPAGE) } != 0 {
        release(start);
        return None;
    }
    let mut arena: mi::mi_arena_id_t = 0;
    // SAFETY: the mapping is ours, readable, writable and zero; mimalloc
    // aligns its start to its segment size itself. From here on mimalloc
    // owns it for the rest of the process.
    let managed = unsafe {
        mi::mi_manage_os_memory_ex(start, RESERVE, true, false, true, -1, true, &mut arena)
    };
    if !managed {
        release(start);
        return None;
    }
    Some(arena)
}

/// Elsewhere than on Linux the thread keeps its heap.
#[cfg(not(target_os = "linux"))]
pub fn use_huge_page_heap() -> bool {
    false
}

/// Elsewhere than on Linux the thread keeps its heap.
#[cfg(not(target_os = "linux"))]
pub fn join_huge_page_heap() -> bool {
    false
}
