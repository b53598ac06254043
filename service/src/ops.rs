//! The operations: the same library calls, in the same order, as the CLI
//! makes (`cli/src/main.rs`, `compile.rs`, `dropin.rs`), with errors as
//! [`ApiError`]s instead of messages on standard error. No HTTP here.
//!
//! Each operation gives back the module it built beside its result, so
//! that the caller can answer first and free the module after (freeing a
//! large module node by node is a fifth of a conversion).

use axum::http::StatusCode;
use llconv_ir::diagnostic::ValueRef;
use llconv_ir::Module;

use crate::error::{ApiError, Location, Problem};

/// A module format on the wire.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// `.ll` text.
    Ll,
    /// `.bc` bitcode.
    Bc,
}

pub const IR_TYPE: &str = "application/x-llvm-ir";
pub const BITCODE_TYPE: &str = "application/x-llvm-bitcode";
pub const OBJECT_TYPE: &str = "application/x-object";

impl Format {
    pub fn content_type(self) -> &'static str {
        match self {
            Format::Ll => IR_TYPE,
            Format::Bc => BITCODE_TYPE,
        }
    }

    pub fn word(self) -> &'static str {
        match self {
            Format::Ll => "ll",
            Format::Bc => "bc",
        }
    }
}

/// What an operation answers: the bytes, their content type, and the
/// link diagnostics that did not stop it (warnings, in LLVM's words).
#[derive(Clone, Debug)]
pub struct Output {
    pub bytes: Vec<u8>,
    pub content_type: &'static str,
    pub diagnostics: Vec<String>,
}

impl Output {
    fn new(bytes: Vec<u8>, content_type: &'static str) -> Output {
        Output {
            bytes,
            content_type,
            diagnostics: Vec::new(),
        }
    }
}

/// A result and the module to free once it has been sent.
pub type Done<T = Output> = (Result<T, ApiError>, Option<Module>);

/// The bitcode magic or the wrapper's, as the CLI detects it.
pub fn is_bitcode(bytes: &[u8]) -> bool {
    llconv_bitcode::is_bitcode(bytes)
}

/// A text parse error: 400 with its line and column, rendered as
/// `llvm-as` prints it.
fn parse_error(e: &llconv_text::ParseError, name: &str, bytes: &[u8]) -> ApiError {
    use llconv_text::ParseErrorKind as K;
    let reason = match e.kind {
        K::Lexical => "lexical",
        K::Syntax => "syntax",
        K::Type => "type",
        K::Undefined => "undefined",
        K::Redefinition => "redefinition",
        K::Limit => "limit",
        _ => "invalid",
    };
    ApiError::new(StatusCode::BAD_REQUEST, "parse", e.render(name, bytes))
        .with_reason(reason)
        .with_location(Location {
            line: Some(e.line),
            column: Some(e.col),
            ..Location::default()
        })
}

/// A bitcode read error: 400 with its block path and bit offset.
fn bitcode_error(e: &llconv_bitcode::BitcodeError, name: &str) -> ApiError {
    use llconv_bitcode::BitcodeError;
    let location = match e {
        BitcodeError::Malformed { path, bit, .. } => Some(Location {
            block: Some(path.clone()),
            bit: Some(*bit),
            ..Location::default()
        }),
        BitcodeError::NoModule { bit } => Some(Location {
            block: Some("top level".to_owned()),
            bit: Some(*bit),
            ..Location::default()
        }),
        BitcodeError::InvalidMagic | BitcodeError::InvalidWrapper => None,
    };
    use llconv_bitcode::BitcodeErrorKind as K;
    let reason = match e.kind() {
        K::NotBitcode => "not_bitcode",
        K::NoModule => "no_module",
        K::Stream => "stream",
        K::Unsupported => "unsupported",
        K::Limit => "limit",
        _ => "invalid",
    };
    let error = ApiError::new(
        StatusCode::BAD_REQUEST,
        "bitcode",
        format!("{name}: error: {e}"),
    )
    .with_reason(reason);
    match location {
        Some(l) => error.with_location(l),
        None => error,
    }
}

/// How LLVM names a global in messages (`@f`).
fn global_name(printer: &mut llconv_text::EntityPrinter, g: llconv_ir::GlobalId) -> String {
    let text = printer.print(ValueRef::Global(g));
    text.strip_prefix("ptr ").unwrap_or(&text).to_owned()
}

/// Every problem the verifier found, as 422, or `None` for none; `text`
/// is the module's `.ll` source when it came from text, which places each
/// problem at a line and column.
fn verifier_errors(m: &Module, name: &str, what: &str, text: Option<&[u8]>) -> Option<ApiError> {
    verifier_errors_with(m, name, what, text, llconv_verify::VerifyOptions::default())
}

/// [`verifier_errors`] with the verifier's options.
fn verifier_errors_with(
    m: &Module,
    name: &str,
    what: &str,
    text: Option<&[u8]>,
    options: llconv_verify::VerifyOptions,
) -> Option<ApiError> {
    let errors = llconv_verify::verify_module_with(m, options);
    if errors.is_empty() {
        return None;
    }
    let places = text.and_then(|t| llconv_verify::problem_places(&errors, name, t));
    let mut printer = llconv_text::EntityPrinter::new(m);
    let texts = llconv_verify::render_each(m, &errors);
    let problems = errors
        .iter()
        .zip(texts)
        .enumerate()
        .map(|(i, (e, text))| {
            let at = places.as_ref().and_then(|p| p.get(i).copied().flatten());
            Problem {
                message: e.message.clone(),
                function: e.function().map(|g| global_name(&mut printer, g)),
                text,
                line: at.map(|(l, _)| l),
                column: at.map(|(_, c)| c),
            }
        })
        .collect();
    let report = match text {
        Some(t) => llconv_verify::render_with_places(m, &errors, name, t),
        None => llconv_verify::render(m, &errors),
    };
    let mut error = ApiError::new(
        StatusCode::UNPROCESSABLE_ENTITY,
        "verify",
        format!("{name}: error: the module does not verify as correct ({what}):\n{report}"),
    );
    error.body.errors = problems;
    Some(error)
}

/// Reads one module, text or bitcode by its content (`read_module` in
/// the CLI). `declared_bitcode` is a request that said it sends bitcode:
/// text then is refused, as the CLI refuses a `.bc` file without the magic.
pub fn read_module(bytes: &[u8], name: &str, declared_bitcode: bool) -> Result<Module, ApiError> {
    read_module_with(
        bytes,
        name,
        declared_bitcode,
        &llconv_text::ParseOptions::default(),
    )
}

fn read_module_with(
    bytes: &[u8],
    name: &str,
    declared_bitcode: bool,
    options: &llconv_text::ParseOptions,
) -> Result<Module, ApiError> {
    if is_bitcode(bytes) {
        llconv_bitcode::read_module(bytes, name).map_err(|e| bitcode_error(&e, name))
    } else if declared_bitcode {
        Err(not_bitcode(name))
    } else {
        llconv_text::parse_module_with(bytes, name, options)
            .map_err(|e| parse_error(&e, name, bytes))
    }
}

fn not_bitcode(name: &str) -> ApiError {
    ApiError::new(
        StatusCode::BAD_REQUEST,
        "bitcode",
        format!("{name}: not a bitcode file"),
    )
}

/// `m` in format `to`, or 413 past `limit` bytes (the same check as the
/// CLI's `--max-output`).
fn write_limited(m: &Module, to: Format, limit: u64) -> Result<Vec<u8>, ApiError> {
    let too_large =
        |why: String| ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, "output_too_large", why);
    match to {
        Format::Bc => {
            let bc = llconv_bitcode::write_module(m);
            if bc.len() as u64 > limit {
                return Err(too_large(format!(
                    "the bitcode is {} bytes, over the output limit of {limit} bytes",
                    bc.len()
                )));
            }
            Ok(bc)
        }
        Format::Ll => {
            llconv_text::print_module_limited(m, limit).map_err(|e| too_large(e.to_string()))
        }
    }
}

/// `llconv IN -o OUT.{ll,bc}`: read, verify (unless `verify` is false),
/// write in `to`.
/// The answer is at most `max_output` bytes (over: 413, refused before
/// printing where the text's size can be seen coming).
pub fn convert(
    bytes: &[u8],
    name: &str,
    declared_bitcode: bool,
    to: Format,
    verify: bool,
    max_output: u64,
) -> Done {
    let bitcode = is_bitcode(bytes);
    if !bitcode && declared_bitcode {
        return (Err(not_bitcode(name)), None);
    }
    // The verifier runs first, as llvm-as's does: a broken module is not
    // written. Written beside the debug-info check, as the CLI does.
    // Bitcode to text is verified as llvm-dis-22 verifies it (modules with
    // current debug info), as the CLI does by default.
    let as_llvm_dis = bitcode && to == Format::Ll;
    let work = |m: &Module, check| {
        if verify && (!as_llvm_dis || llconv_ir::upgrade_debuginfo::reader_runs_verifier(m)) {
            let text = (!bitcode).then_some(bytes);
            let options = llconv_verify::VerifyOptions::for_read(check);
            if let Some(e) = verifier_errors_with(m, name, "nothing was written", text, options) {
                return Err(e);
            }
        }
        write_limited(m, to, max_output)
    };
    let read = if bitcode {
        match llconv_bitcode::read_module_then(bytes, name, work) {
            Ok(done) => Ok(done),
            // llvm-dis prints nothing for bitcode without modules.
            Err(llconv_bitcode::BitcodeError::NoModule { .. }) if to == Format::Ll => {
                return (Ok(Output::new(Vec::new(), IR_TYPE)), None);
            }
            Err(e) => Err(bitcode_error(&e, name)),
        }
    } else {
        llconv_text::parse_module_then(bytes, name, work).map_err(|e| parse_error(&e, name, bytes))
    };
    match read {
        Ok((m, out)) => (
            out.map(|bytes| Output::new(bytes, to.content_type())),
            Some(m),
        ),
        Err(e) => (Err(e), None),
    }
}

/// `llconv verify IN`: `Ok` when the module keeps every rule.
pub fn verify(bytes: &[u8], name: &str, declared_bitcode: bool) -> Done<()> {
    let m = match read_module(bytes, name, declared_bitcode) {
        Ok(m) => m,
        Err(e) => return (Err(e), None),
    };
    let text = (!is_bitcode(bytes)).then_some(bytes);
    let result = match verifier_errors(&m, name, "problems found by the verifier", text) {
        Some(e) => Err(e),
        None => Ok(()),
    };
    (result, Some(m))
}

/// One input of a link: its name (the file name) and bytes, and whether it
/// overrides (`llvm-link --override`).
pub struct LinkInput {
    pub name: String,
    pub bytes: Vec<u8>,
    pub is_override: bool,
}

/// `llvm-link`'s options that the service takes.
#[derive(Clone, Copy, Debug, Hash)]
pub struct LinkOptions {
    pub only_needed: bool,
    pub internalize: bool,
    pub suppress_warnings: bool,
    pub verify: bool,
    pub to: Option<Format>,
    /// Bytes of the answer at most (over: 413).
    pub max_output: u64,
}

/// `llvm-link [options] A B... --override C`: as `run_link` in the CLI's
/// drop-in mode does it. Inputs come in order; overriding ones last.
pub fn link(inputs: &[LinkInput], options: LinkOptions) -> Done {
    if inputs.is_empty() {
        return (
            Err(ApiError::bad_request(
                "no modules to link: send one or more parts",
            )),
            None,
        );
    }
    // llvm-link reads text with LLVM's parser alone, which keeps the data
    // layout as written.
    let parse = llconv_text::ParseOptions {
        data_layout_as_written: true,
        ..Default::default()
    };
    let mut linker = llconv_link::Linker::new(b"llvm-link");
    let base = llconv_link::LinkFlags {
        only_needed: options.only_needed,
        ..Default::default()
    };
    let mut diagnostics = Vec::new();
    let ordered = inputs
        .iter()
        .filter(|i| !i.is_override)
        .chain(inputs.iter().filter(|i| i.is_override));
    // The first file links with no flags; internalizing starts with the
    // second; overriding files come last.
    let mut first = true;
    for input in ordered {
        let module = match read_module_with(&input.bytes, &input.name, false, &parse) {
            Ok(m) => m,
            Err(e) => return (Err(e.in_input(&input.name)), Some(linker.into_module())),
        };
        let flags = if first && !input.is_override {
            llconv_link::LinkFlags::default()
        } else {
            llconv_link::LinkFlags {
                override_from_src: input.is_override,
                internalize: options.internalize,
                ..base
            }
        };
        first = false;
        let result = linker.link_in(module, flags);
        for d in linker.take_diagnostics() {
            if d.severity == llconv_link::Severity::Error || !options.suppress_warnings {
                diagnostics.push(d.to_string());
            }
        }
        if let Err(e) = result {
            let error = ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "link",
                format!("error: {e}"),
            )
            .in_input(&input.name);
            return (Err(error), Some(linker.into_module()));
        }
    }
    let m = linker.into_module();
    if options.verify {
        if let Some(e) = verifier_errors(&m, "llvm-link", "linked module is broken", None) {
            return (Err(e), Some(m));
        }
    }
    let to = options.to.unwrap_or(Format::Bc);
    let bytes = match write_limited(&m, to, options.max_output) {
        Ok(bytes) => bytes,
        Err(e) => return (Err(e), Some(m)),
    };
    let mut out = Output::new(bytes, to.content_type());
    out.diagnostics = diagnostics;
    (Ok(out), Some(m))
}

/// `llconv compile -O{0,1,2} IN`: read, verify, compile to an x86-64 ELF
/// object. `threads` is the compiler's own parallelism (the service runs
/// requests side by side, so one each by default).
pub fn compile(
    bytes: &[u8],
    name: &str,
    declared_bitcode: bool,
    options: &llconv_codegen::Options,
    verify: bool,
) -> Done {
    let m = match read_module(bytes, name, declared_bitcode) {
        Ok(m) => m,
        Err(e) => return (Err(e), None),
    };
    if verify {
        let text = (!is_bitcode(bytes)).then_some(bytes);
        if let Some(e) = verifier_errors(&m, name, "nothing was compiled", text) {
            return (Err(e), Some(m));
        }
    }
    let result = match llconv_codegen::compile_module(&m, options) {
        Ok(object) => Ok(Output::new(object, OBJECT_TYPE)),
        Err(e) => {
            let mut error = ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "compile",
                e.render_all(&m, &format!("{name}: error: "))
                    .trim_end()
                    .to_owned(),
            );
            if let Some(site) = e.site {
                let mut printer = llconv_text::EntityPrinter::new(&m);
                error = error.with_location(Location {
                    function: Some(global_name(&mut printer, site.global)),
                    ..Location::default()
                });
            }
            Err(error)
        }
    };
    (result, Some(m))
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = "define i32 @f(i32 %x) {\n  ret i32 %x\n}\n";

    #[test]
    fn converts_both_ways() {
        let (bc, _) = convert(GOOD.as_bytes(), "a.ll", false, Format::Bc, true, u64::MAX);
        let bc = bc.expect("converts").bytes;
        assert!(is_bitcode(&bc));
        let (ll, _) = convert(&bc, "a.ll", false, Format::Ll, true, u64::MAX);
        let ll = String::from_utf8(ll.expect("converts back").bytes).expect("utf-8");
        assert!(ll.contains("define i32 @f(i32 %x)"), "{ll}");
    }

    #[test]
    fn parse_errors_have_line_and_column() {
        let (r, _) = convert(
            b"define i32 @f() {\n  ret i32 %nope\n}\n",
            "a.ll",
            false,
            Format::Bc,
            true,
            u64::MAX,
        );
        let e = r.expect_err("does not parse");
        assert_eq!(e.status, StatusCode::BAD_REQUEST);
        assert_eq!(e.body.kind, "parse");
        let l = e.body.location.expect("located");
        assert_eq!((l.line, l.column.is_some()), (Some(2), true));
    }

    #[test]
    fn bitcode_errors_have_block_and_bit() {
        let (bc, _) = convert(GOOD.as_bytes(), "a.ll", false, Format::Bc, true, u64::MAX);
        let mut bc = bc.expect("converts").bytes;
        let n = bc.len();
        bc.truncate(n / 2 / 4 * 4);
        let (r, _) = convert(&bc, "a.bc", false, Format::Ll, true, u64::MAX);
        let e = r.expect_err("truncated");
        assert_eq!(e.body.kind, "bitcode");
        let l = e.body.location.expect("located");
        assert!(l.block.is_some() && l.bit.is_some(), "{l:?}");
    }

    #[test]
    fn declared_bitcode_must_be_bitcode() {
        let (r, _) = convert(GOOD.as_bytes(), "a.bc", true, Format::Ll, true, u64::MAX);
        assert_eq!(r.expect_err("text").body.error, "a.bc: not a bitcode file");
    }

    #[test]
    fn verifier_lists_every_problem() {
        // Two functions that use a value before its definition.
        let f = "define i32 @f() {\n  %a = add i32 %b, 1\n  %b = add i32 1, 1\n  ret i32 %a\n}\n";
        let text = format!("{f}{}", f.replace("@f", "@g"));
        let (r, _) = verify(text.as_bytes(), "v.ll", false);
        let e = r.expect_err("broken");
        assert_eq!(e.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(e.body.errors.len(), 2, "{:?}", e.body.errors);
        assert_eq!(e.body.errors[0].function.as_deref(), Some("@f"));
    }

    #[test]
    fn output_over_the_limit_is_413_before_printing() {
        // Ten levels of `add (X, X)`: 2^10 operands as text, shared in
        // bitcode; a limit below the text refuses it, naming the limit.
        let mut x = String::from("i64 ptrtoint (ptr @g to i64)");
        for _ in 0..10 {
            x = format!("i64 add ({x}, {x})");
        }
        let src = format!("@g = global i64 0\n@c = global {x}\n");
        let (bc, _) = convert(src.as_bytes(), "a.ll", false, Format::Bc, true, u64::MAX);
        let bc = bc.expect("converts").bytes;
        let (r, _) = convert(&bc, "a.bc", true, Format::Ll, true, 1000);
        let e = r.expect_err("over the limit");
        assert_eq!(e.status, StatusCode::PAYLOAD_TOO_LARGE);
        assert!(
            e.body.error.contains("over the output limit of 1000 bytes"),
            "{}",
            e.body.error
        );
        let (r, _) = convert(&bc, "a.bc", true, Format::Ll, true, u64::MAX);
        assert!(r.is_ok());
    }
}
