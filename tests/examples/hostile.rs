//! Writes the hostile inputs of issue 28 into a folder (default
//! `/tmp/hostile`), as `.ll` and `.bc`, to measure the command on them:
//! `cargo run -p llconv-corpus-tests --example hostile -- DIR`.

use llconv_corpus_tests::hostile;
use std::path::PathBuf;

fn main() -> std::io::Result<()> {
    let dir = PathBuf::from(std::env::args().nth(1).unwrap_or("/tmp/hostile".into()));
    std::fs::create_dir_all(&dir)?;
    let types = hostile::doubling_types(40);
    let chain = hostile::struct_chain(300);
    let metadata = hostile::doubling_metadata(64);
    for (name, text) in [
        ("types", &types),
        ("chain", &chain),
        ("metadata", &metadata),
    ] {
        std::fs::write(dir.join(format!("{name}.ll")), text)?;
        std::fs::write(
            dir.join(format!("{name}.bc")),
            hostile::bitcode_without_align(text),
        )?;
    }
    std::fs::write(
        dir.join("cexpr.bc"),
        hostile::doubling_constant_expressions(64),
    )?;
    Ok(())
}
