//! Fills `fuzz/corpus/<target>/` with the seed inputs from the shared
//! corpus (`LLCONV_CORPUS` or `../shared/corpus`; the link target's from
//! `LLCONV_LIT` or `../shared/lit`), for every target or the
//! ones named: `cargo run -p llconv-fuzzing --example seed_corpus [TARGET..]`.

use llconv_fuzzing::{corpus, Target};
use std::path::PathBuf;

fn main() {
    let wanted: Vec<String> = std::env::args().skip(1).collect();
    let root = corpus::root();
    let out = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../fuzz/corpus");
    for target in Target::ALL {
        if !wanted.is_empty() && !wanted.iter().any(|w| w == target.name()) {
            continue;
        }
        let dir = out.join(target.name());
        std::fs::create_dir_all(&dir).expect("can create the corpus folder");
        if target == Target::Link {
            let seeds = corpus::link_seeds(&corpus::lit_root());
            for (name, bytes) in &seeds {
                std::fs::write(dir.join(format!("seed-{name}")), bytes).expect("can write");
            }
            println!("link: {} seeds in {}", seeds.len(), dir.display());
            continue;
        }
        let seeds = corpus::seeds(&root, target).expect("corpus manifest readable");
        for (i, f) in seeds.iter().enumerate() {
            let name = f.file_name().unwrap().to_string_lossy();
            std::fs::copy(f, dir.join(format!("seed-{i:05}-{name}"))).expect("can copy a seed");
        }
        if target == Target::GeneratedRoundtrip {
            for seed in 0..64 {
                let bytes = llconv_fuzzing::seeds::bytes(seed, 4096);
                std::fs::write(dir.join(format!("seed-gen-{seed:03}")), bytes).expect("can write");
            }
        }
        println!(
            "{}: {} seeds in {}",
            target.name(),
            seeds.len(),
            dir.display()
        );
    }
}
