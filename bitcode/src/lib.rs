//! LLVM bitcode over the llconv module model.
//!
//! [`read_module`] reads a `.bc` file (raw, or inside the `0x0B17C0DE`
//! wrapper) into the same [`Module`] the `.ll` parser builds, so printing it
//! gives what `llvm-dis-22` prints. The bitstream layer ([`bitstream`]) is
//! our own: a bit reader with a 64-bit buffer and a cursor over blocks,
//! abbreviations and `BLOCKINFO`.
//!
//! Malformed input is an error naming the block path and bit offset, never
//! a panic; counts are checked against the bits that remain before anything
//! is reserved; nesting and constant recursion are bounded.

#![deny(missing_docs)]

pub mod bitstream;
pub mod bitwriter;
mod error;
mod reader;
mod writer;

pub use error::{BitcodeError, BitcodeErrorKind};

use llconv_ir::threads::Threads;
use llconv_ir::upgrade_debuginfo::DebugInfoCheck;
use llconv_ir::Module;

/// The wrapper magic `0x0B17C0DE`, little-endian in the file.
const WRAPPER_MAGIC: [u8; 4] = [0xDE, 0xC0, 0x17, 0x0B];

/// Whether `bytes` start like bitcode (raw or wrapped).
pub fn is_bitcode(bytes: &[u8]) -> bool {
    bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(&WRAPPER_MAGIC)
}

/// Reads a bitcode module. `name` is the module identifier, and the source
/// file name when the bitcode carries none (as llvm-dis does with the path
/// it was given).
pub fn read_module(bytes: &[u8], name: &str) -> Result<Module, BitcodeError> {
    read_checking(bytes, name, true, &ReadOptions::default())
}

/// How a bitcode module is read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReadOptions {
    /// Read the function blocks of a large module (128 KiB of them or
    /// more) on two threads, merged into the module the one-thread reader
    /// makes. Off by default: on the 2-core machine it was measured on,
    /// copying the module for the second thread and merging its share back
    /// cost more than the second thread gave (`shell.O0g.bc` to text 95.0
    /// against 90.1 ms wall, interleaved medians; the 103 MB module of
    /// `tools/make_large_module.py` 1757 against 1667 ms).
    pub two_threads: bool,
}

impl ReadOptions {
    /// From how many bits of function blocks they are shared.
    fn parallel_from(&self) -> u64 {
        if self.two_threads {
            reader::PARALLEL_FROM_BITS
        } else {
            u64::MAX
        }
    }
}

/// [`read_module`] with `options`.
pub fn read_module_with(
    bytes: &[u8],
    name: &str,
    options: &ReadOptions,
) -> Result<Module, BitcodeError> {
    read_checking(bytes, name, true, options)
}

/// [`read_module`] with the function blocks always shared between two
/// threads, whatever their size (large modules only do that): for tests
/// that hold the two paths to the same module.
#[doc(hidden)]
pub fn read_module_bodies_shared(bytes: &[u8], name: &str) -> Result<Module, BitcodeError> {
    let data = checked_data(bytes)?;
    reader::read(data, name, true, 0)
}

/// Reads a bitcode module and runs `work` on it, as
/// `work(&read_module(bytes, name)?, DebugInfoCheck::Done)` does, but with
/// LLVM's check of the debug info made once, on another thread beside
/// `work` for a large module (see `llconv_text::parse_module_then`, which
/// does the same for text, and [`llconv_ir::threads`]). When the check
/// fails, the module is read again the ordinary way and `work` runs again.
/// `work` is told which of the two it is given.
pub fn read_module_then<T: Send>(
    bytes: &[u8],
    name: &str,
    work: impl Fn(&Module, DebugInfoCheck) -> T + Sync,
) -> Result<(Module, T), BitcodeError> {
    read_module_then_reporting(bytes, name, Threads::Auto, work, |_| {})
}

/// [`read_module_then`], calling `on_broken` with the module as read when
/// LLVM's check of its debug info fails, before that debug info is
/// stripped (`UpgradeDebugInfo` prints the problems then, and "warning:
/// ignoring invalid debug info"). `threads` decides whether the check
/// runs beside `work` (see [`llconv_ir::threads`]).
pub fn read_module_then_reporting<T: Send>(
    bytes: &[u8],
    name: &str,
    threads: Threads,
    work: impl Fn(&Module, DebugInfoCheck) -> T + Sync,
    on_broken: impl FnOnce(&Module),
) -> Result<(Module, T), BitcodeError> {
    llconv_ir::upgrade_debuginfo::work_beside_debug_info_check_reporting(
        threads,
        || read_checking(bytes, name, false, &ReadOptions::default()),
        || read_module(bytes, name),
        work,
        on_broken,
    )
}

fn read_checking(
    bytes: &[u8],
    name: &str,
    verify: bool,
    options: &ReadOptions,
) -> Result<Module, BitcodeError> {
    let data = checked_data(bytes)?;
    reader::read(data, name, verify, options.parallel_from())
}

/// The bitcode stream of `bytes`, its wrapper, magic and length checked.
fn checked_data(bytes: &[u8]) -> Result<&[u8], BitcodeError> {
    let data = strip_wrapper(bytes)?;
    if !data.starts_with(b"BC\xC0\xDE") {
        return Err(BitcodeError::InvalidMagic);
    }
    if !data.len().is_multiple_of(4) {
        return Err(BitcodeError::Malformed {
            kind: BitcodeErrorKind::Stream,
            message: "bitcode stream should be a multiple of 4 bytes in length".into(),
            path: "top level".into(),
            bit: data.len() as u64 * 8,
        });
    }
    Ok(data)
}

pub use writer::{WriteOptions, DEFAULT_PRODUCER};

/// [`write_module`] with `options` (how `llvm-as`'s splat options write
/// vector constants; whether to stay on the calling thread).
pub fn write_module_with(m: &Module, options: WriteOptions) -> Vec<u8> {
    writer::write_with(m, options)
}

/// Writes a module as LLVM 22 bitcode: what `llvm-dis-22` reads back to
/// the module's text. The same module gives the same bytes every time.
pub fn write_module(m: &Module) -> Vec<u8> {
    writer::write(m)
}

/// [`write_module`] with the function bodies always shared between two
/// threads (large modules only do that): for tests that hold the two paths
/// to the same bytes.
#[doc(hidden)]
pub fn write_module_bodies_shared(m: &Module) -> Vec<u8> {
    writer::write_bodies_shared(m)
}

/// The bitcode inside a wrapper header, or `bytes` itself.
fn strip_wrapper(bytes: &[u8]) -> Result<&[u8], BitcodeError> {
    if !bytes.starts_with(&WRAPPER_MAGIC) {
        return Ok(bytes);
    }
    // magic, version, offset, size, cputype: five little-endian u32.
    if bytes.len() < 20 {
        return Err(BitcodeError::InvalidWrapper);
    }
    let word = |i: usize| u32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
    let offset = word(8) as usize;
    let size = word(12) as usize;
    let end = offset
        .checked_add(size)
        .ok_or(BitcodeError::InvalidWrapper)?;
    if offset < 20 || end > bytes.len() {
        return Err(BitcodeError::InvalidWrapper);
    }
    Ok(&bytes[offset..end])
}
