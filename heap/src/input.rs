//! An input file's bytes, mapped rather than copied when it is large.
//!
//! Why: a conversion of a 100 MB module read its text into 100 MB of fresh
//! heap, which the kernel zeroes before `read` copies the file over it; in
//! a virtual machine that zeroing was a fifth of the conversion's system
//! time. A mapping shares the pages the kernel already holds for the file.
//! LLVM's tools do the same (`MemoryBuffer::getFile` maps files of more
//! than a few pages).
//!
//! The caveat every mapping of a file has: a file truncated by another
//! process while it is mapped makes the next read of a page past its new
//! end a `SIGBUS`. Small files, and anything that is not a regular file,
//! are read as usual.

use std::fs::File;
use std::io::{self, Read};
use std::ops::Deref;
use std::path::Path;

/// Files from this size on are mapped: below it, a read costs less than
/// setting a mapping up and taking its page faults.
const MAP_FROM: u64 = 1 << 20;

/// The bytes of a file, mapped or read.
pub enum FileBytes {
    Mapped(memmap2::Mmap),
    Read(Vec<u8>),
}

impl Deref for FileBytes {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        match self {
            FileBytes::Mapped(map) => map,
            FileBytes::Read(bytes) => bytes,
        }
    }
}

/// The whole content of the file at `path`: mapped when it is a regular
/// file of [`MAP_FROM`] bytes or more, else read.
#[allow(unsafe_code)]
pub fn read_file(path: &Path) -> io::Result<FileBytes> {
    let mut file = File::open(path)?;
    let meta = file.metadata()?;
    if meta.is_file() && meta.len() >= MAP_FROM {
        // SAFETY: the map is read only and lives in the value returned;
        // the file changing under it is the caveat the module describes,
        // the one LLVM's tools accept too.
        if let Ok(map) = unsafe { memmap2::MmapOptions::new().map(&file) } {
            // The whole file is read front to back: the kernel may read
            // ahead and map in large steps.
            let _ = map.advise(memmap2::Advice::Sequential);
            return Ok(FileBytes::Mapped(map));
        }
    }
    let mut bytes = Vec::with_capacity(meta.len().try_into().unwrap_or(0));
    file.read_to_end(&mut bytes)?;
    Ok(FileBytes::Read(bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_files_are_read_and_large_ones_mapped_with_the_same_bytes() {
        let dir = std::env::temp_dir().join(format!("llconv-input-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let small = dir.join("small.ll");
        let large = dir.join("large.ll");
        let text: Vec<u8> = (0..MAP_FROM as usize + 4099)
            .map(|i| (i % 251) as u8)
            .collect();
        std::fs::write(&small, &text[..4099]).unwrap();
        std::fs::write(&large, &text).unwrap();
        let s = read_file(&small).unwrap();
        let l = read_file(&large).unwrap();
        assert!(matches!(s, FileBytes::Read(_)));
        assert!(matches!(l, FileBytes::Mapped(_)));
        assert_eq!(&s[..], &text[..4099]);
        assert_eq!(&l[..], &text[..]);
        assert!(read_file(&dir.join("missing.ll")).is_err());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
