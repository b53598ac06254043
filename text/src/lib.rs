//! LLVM `.ll` text over the llconv module model: a lexer, a one-pass parser
//! that resolves forward references, and a printer that reproduces
//! `llvm-dis-22` byte for byte.

mod error;
pub use error::ParseError;

use llconv_ir::Module;

/// Parses `.ll` text. `source_name` becomes the module's `source_filename`
/// (and identifier) unless the text sets one, as `llvm-as` does.
pub fn parse_module(src: &[u8], source_name: &str) -> Result<Module, ParseError> {
    parser::parse(src, source_name)
}

/// Prints a module exactly as `llvm-dis-22` would, `; ModuleID` line first.
pub fn print_module(m: &Module) -> String {
    printer::print(m)
}

mod lexer;
mod parser;
mod printer;
