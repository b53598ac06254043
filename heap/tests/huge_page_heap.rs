//! The huge-page heap, in a process whose allocator is mimalloc as the
//! command's is: after the switch, allocation, growth and freeing work,
//! across threads too, and where the switch was made the memory is on huge
//! pages.

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// `AnonHugePages` of this process, in kB (Linux's smaps_rollup).
fn anon_huge_kb() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/self/smaps_rollup").ok()?;
    let line = text.lines().find(|l| l.starts_with("AnonHugePages:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Whether the system gives huge pages to advised memory at all.
fn system_allows_huge_pages() -> bool {
    std::fs::read_to_string("/sys/kernel/mm/transparent_hugepage/enabled")
        .map(|s| !s.contains("[never]"))
        .unwrap_or(false)
}

#[test]
fn allocations_after_the_switch_work_and_land_on_huge_pages() {
    // On its own thread, as the command's conversion runs on one.
    std::thread::spawn(|| {
        let before = llconv_heap::use_huge_page_heap();
        // A module's worth of small pieces and one large array, written
        // and read back.
        let pieces: Vec<Box<[u64; 4]>> = (0..200_000u64).map(|i| Box::new([i; 4])).collect();
        let mut large: Vec<u64> = Vec::new();
        for i in 0..4_000_000u64 {
            large.push(i * 3);
        }
        assert!(pieces.iter().enumerate().all(|(i, p)| p[3] == i as u64));
        assert_eq!(large[3_999_999], 3_999_999 * 3);
        // Memory from another thread's heap is freed here, and ours there.
        let theirs = std::thread::spawn(|| vec![7u8; 1 << 20]).join().unwrap();
        assert_eq!(theirs[12345], 7);
        drop(theirs);
        let ours = vec![9u8; 1 << 20];
        assert_eq!(std::thread::spawn(move || ours[999]).join().unwrap(), 9);
        // A worker joins the same arena (as a conversion's workers do),
        // and what it built outlives it.
        let built = std::thread::spawn(move || {
            assert_eq!(llconv_heap::join_huge_page_heap(), before);
            (0..100_000u32).map(|i| vec![i; 3]).collect::<Vec<_>>()
        })
        .join()
        .unwrap();
        assert!(built.iter().enumerate().all(|(i, v)| v == &[i as u32; 3]));
        if before && system_allows_huge_pages() {
            let huge = anon_huge_kb().expect("smaps_rollup");
            assert!(huge >= 2048, "heap switched but no huge pages ({huge} kB)");
        }
        eprintln!("huge-page heap used: {before}");
    })
    .join()
    .unwrap();
}
