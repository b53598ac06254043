//! The corpus harness (`harness = false`): see the crate docs for what it
//! checks and for the environment variables it reads.

fn main() -> std::process::ExitCode {
    llconv_corpus_tests::main()
}
