//! Prints a file's first print and its print after a round trip through
//! the writer (bitcode input) or printer (text input): `show FILE`.
fn main() {
    let path = std::env::args().nth(1).expect("usage: show FILE");
    let data = std::fs::read(&path).expect("readable file");
    let bitcode = llconv_bitcode::is_bitcode(&data);
    let m = if bitcode {
        llconv_bitcode::read_module(&data, "fuzz.ll").map_err(|e| e.to_string())
    } else {
        llconv_text::parse_module(&data, "fuzz.ll").map_err(|e| e.to_string())
    };
    let m = match m {
        Ok(m) => m,
        Err(e) => {
            println!("rejected: {e}");
            return;
        }
    };
    let first = llconv_text::print_module(&m);
    let second = if bitcode {
        let bc = llconv_bitcode::write_module(&m);
        llconv_bitcode::read_module(&bc, "fuzz.ll")
            .map(|m| llconv_text::print_module(&m))
            .map_err(|e| e.to_string())
    } else {
        llconv_text::parse_module(first.as_bytes(), "fuzz.ll")
            .map(|m| llconv_text::print_module(&m))
            .map_err(|e| e.to_string())
    };
    println!(
        "=== first ===\n{first}=== second ===\n{}",
        second.unwrap_or_else(|e| format!("rejected: {e}\n"))
    );
}
