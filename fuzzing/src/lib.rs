//! The entry points of llconv's fuzz targets, and a generator of valid
//! modules from fuzzer bytes.
//!
//! The cargo-fuzz targets in `fuzz/` are thin wrappers over [`run`] (one
//! `fuzz_target!` per [`Target`]); stable `cargo test` replays the seed
//! corpora and every input kept under `fuzz/regressions/<target>/` through
//! the same functions. Every entry point panics on a finding (a reader or
//! printer panic, a round trip that does not hold) and returns normally
//! otherwise.

pub mod compile_diff;
pub mod corpus;
pub mod generate;
pub mod seeds;

use llconv_ir::{GlobalKind, InstKind, Module};

/// The module name every target parses and reads with.
const NAME: &str = "fuzz.ll";

/// The fuzz targets, by their cargo-fuzz names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// Arbitrary bytes into the `.ll` parser; whatever parses is printed,
    /// and the parse with the metadata tail apart agrees with it.
    TextParse,
    /// Arbitrary bytes into the bitcode reader; whatever reads is printed.
    BitcodeRead,
    /// Whatever parses is printed, parsed again and printed again: the two
    /// prints are equal.
    TextRoundtrip,
    /// Whatever reads is printed, written as bitcode, read again and
    /// printed: the two prints are equal.
    BitcodeRoundtrip,
    /// A valid module generated from the bytes goes through text and
    /// bitcode, and both round trips hold.
    GeneratedRoundtrip,
    /// Small text or bitcode through everything a conversion does; run
    /// with `-timeout=2 -rss_limit_mb=512`, a slow or memory-hungry input
    /// is the finding.
    Complexity,
    /// Two modules (the text before and after a [`LINK_SPLIT`] line)
    /// linked as `llvm-link` links them: a link of two valid modules may
    /// be refused, but what it makes verifies and round-trips.
    Link,
}

impl Target {
    pub const ALL: [Target; 7] = [
        Target::TextParse,
        Target::BitcodeRead,
        Target::TextRoundtrip,
        Target::BitcodeRoundtrip,
        Target::GeneratedRoundtrip,
        Target::Complexity,
        Target::Link,
    ];

    /// The cargo-fuzz target name (also the folder under
    /// `fuzz/regressions/` and `fuzz/corpus/`).
    pub fn name(self) -> &'static str {
        match self {
            Target::TextParse => "text_parse",
            Target::BitcodeRead => "bitcode_read",
            Target::TextRoundtrip => "text_roundtrip",
            Target::BitcodeRoundtrip => "bitcode_roundtrip",
            Target::GeneratedRoundtrip => "generated_roundtrip",
            Target::Complexity => "complexity",
            Target::Link => "link",
        }
    }
}

/// Runs one target on one input; panics on a finding.
pub fn run(target: Target, data: &[u8]) {
    save_last_input(data);
    match target {
        Target::TextParse => text_parse(data),
        Target::BitcodeRead => bitcode_read(data),
        Target::TextRoundtrip => text_roundtrip(data),
        Target::BitcodeRoundtrip => bitcode_roundtrip(data),
        Target::GeneratedRoundtrip => generated_roundtrip(data),
        Target::Complexity => complexity(data),
        Target::Link => link(data),
    }
}

/// The line that ends the first module of a [`Target::Link`] input and
/// begins the second. Words after it on the same line are the second
/// module's link flags, as `llvm-link`'s options name them: `override`,
/// `only-needed`, `internalize`.
pub const LINK_SPLIT: &[u8] = b"\n;--- second module";

/// The two modules of a [`Target::Link`] input and the second's flags.
pub fn split_link_input(data: &[u8]) -> (&[u8], &[u8], llconv_link::LinkFlags) {
    let Some(at) = data.windows(LINK_SPLIT.len()).position(|w| w == LINK_SPLIT) else {
        return (data, b"", llconv_link::LinkFlags::default());
    };
    let rest = &data[at + LINK_SPLIT.len()..];
    let eol = rest.iter().position(|&c| c == b'\n').unwrap_or(rest.len());
    let mut flags = llconv_link::LinkFlags::default();
    for word in rest[..eol].split(|c| c.is_ascii_whitespace()) {
        match word {
            b"override" => flags.override_from_src = true,
            b"only-needed" => flags.only_needed = true,
            b"internalize" => flags.internalize = true,
            _ => {}
        }
    }
    (&data[..at + 1], &rest[eol..], flags)
}

/// Links the two modules of the input (each must parse and verify, else
/// the input is not one to judge) into an empty module. The link may
/// refuse; it must not panic, and what it makes must verify (`llvm-link`
/// checks its result: "linked module is broken!"; one rule a link of
/// valid modules can break in LLVM too is let pass), print, parse back to
/// the same print, and read back from its bitcode to the same print.
pub fn link(data: &[u8]) {
    let (first, second, flags) = split_link_input(data);
    // Read as `llvm-link` reads text: the data layout as written (the
    // reader of the linked module's bitcode upgrades it for the triple
    // the link ends with, not the one each input had).
    let options = llconv_text::ParseOptions {
        data_layout_as_written: true,
        ..Default::default()
    };
    let valid = |text: &[u8]| {
        let m = llconv_text::parse_module_with(text, NAME, &options).ok()?;
        // A module whose own print does not round-trip (README, Fuzzing)
        // says nothing about the link.
        let clean = prints_back(&m)
            && !has_ill_typed_operands(&m)
            && !has_unprintable_required_field(&m)
            && llconv_verify::verify_module(&m).is_empty();
        clean.then_some(m)
    };
    let (Some(a), Some(b)) = (valid(first), valid(second)) else {
        return;
    };
    let self_referential_flags = has_self_referential_flag(&a) || has_self_referential_flag(&b);
    let mut linker = llconv_link::Linker::new(NAME.as_bytes());
    if linker
        .link_in(a, llconv_link::LinkFlags::default())
        .is_err()
    {
        return;
    }
    if linker.link_in(b, flags).is_err() {
        return;
    }
    let linked = linker.into_module();
    let errors = llconv_verify::verify_module(&linked);
    // A call without `!dbg` of a declaration is valid; once the link
    // gives the callee a body with debug info, in a function with debug
    // info, it is not (`llvm-link-22`: "linked module is broken!", as
    // `llconv link` says). Any other rule broken is a finding.
    let link_made_inlinable = |e: &llconv_verify::VerifyError| {
        e.message
            == "inlinable function call in a function with debug info must have a !dbg location"
    };
    if errors.iter().any(link_made_inlinable) {
        return;
    }
    // A module flag whose value is the flag's own node, merged by an
    // append behaviour, grows that node: `llvm-link-22` makes the same
    // five-operand flag ("linked module is broken!").
    let flag_grown =
        |e: &llconv_verify::VerifyError| e.message == "incorrect number of operands in module flag";
    if self_referential_flags && errors.iter().any(flag_grown) {
        return;
    }
    if !errors.is_empty() {
        panic!(
            "the link of two valid modules does not verify:\n{}",
            llconv_verify::render(&linked, &errors)
        );
    }
    let Some(text) = print_within(&linked) else {
        return;
    };
    if prints_nameless_expression_op(&text)
        || !prints_back(&linked)
        || has_recursive_struct(&linked)
        || has_layout_to_upgrade(&linked)
        || has_debug_info_to_strip(&linked, &text)
    {
        return;
    }
    check_text_fixpoint(&text);
    if !has_name_the_reader_takes(&linked) && !has_distinct_debug_location(&linked) {
        check_bitcode_roundtrip(&linked, &text);
    }
}

/// How much text the targets let the printer write: enough for any input
/// they take that prints near-linearly, little enough to print well
/// within the fuzzers' time and memory. Shared constant expressions can
/// make the text exponential in the input; printing stops at the limit
/// (checked first, for most such modules, before printing).
pub const OUTPUT_LIMIT: u64 = 16 << 20;

/// Reads text or bitcode, verifies, prints within
/// [`OUTPUT_LIMIT`], writes bitcode and reads it back: what
/// the command and the service do with an input. Panics where a reader or
/// writer does, or where a valid module's bitcode does not read back; the
/// fuzzer's time and memory limits make slow and memory-hungry inputs
/// findings.
pub fn complexity(data: &[u8]) {
    let m = if llconv_bitcode::is_bitcode(data) {
        llconv_bitcode::read_module(data, NAME).ok()
    } else {
        llconv_text::parse_module(data, NAME).ok()
    };
    let Some(m) = m else {
        return;
    };
    let valid = llconv_verify::verify_module(&m).is_empty();
    let _ = print_within(&m);
    let bc = llconv_bitcode::write_module(&m);
    match llconv_bitcode::read_module(&bc, NAME) {
        Ok(back) => {
            let _ = print_within(&back);
        }
        // What the command writes (valid modules) must read back.
        Err(e) if valid => panic!("written bitcode does not read: {e}"),
        Err(_) => {}
    }
}

/// The module's text, or `None` past [`OUTPUT_LIMIT`].
fn print_within(m: &Module) -> Option<Vec<u8>> {
    llconv_text::print_module_limited(m, OUTPUT_LIMIT).ok()
}

/// With `LLCONV_FUZZ_LAST_INPUT=FILE`, every input is written to FILE before
/// it runs: when a crash takes libFuzzer's own handler down with it (a
/// segmentation fault on an exhausted stack leaves no artifact), FILE holds
/// the input that did it.
fn save_last_input(data: &[u8]) {
    use std::sync::OnceLock;
    static PATH: OnceLock<Option<std::path::PathBuf>> = OnceLock::new();
    if let Some(p) = PATH.get_or_init(|| std::env::var_os("LLCONV_FUZZ_LAST_INPUT").map(Into::into))
    {
        let _ = std::fs::write(p, data);
    }
}

/// Parses arbitrary bytes as `.ll` text and prints what parses. The
/// parse with the metadata tail on a second parser (which large inputs
/// take) gives up where one pass fails, and otherwise prints the same.
pub fn text_parse(data: &[u8]) {
    let whole = llconv_text::parse_module(data, NAME);
    let split = llconv_text::parse_module_split(data, NAME);
    match (&whole, split) {
        (_, None) => {}
        (Err(e), Some(_)) => panic!("the split parse accepts what one pass rejects: {e}"),
        (Ok(m), Some(s)) => assert!(
            print_within(m) == print_within(&s),
            "the split parse prints another module"
        ),
    }
    if let Ok(m) = whole {
        let _ = print_within(&m);
    }
}

/// Reads arbitrary bytes as bitcode and prints what reads.
pub fn bitcode_read(data: &[u8]) {
    if let Ok(m) = llconv_bitcode::read_module(data, NAME) {
        let _ = print_within(&m);
    }
}

/// Parse, print, parse the print, print again: both prints are equal.
pub fn text_roundtrip(data: &[u8]) {
    let Ok(m) = llconv_text::parse_module(data, NAME) else {
        return;
    };
    // Text past the limit is the complexity target's question.
    let Some(first) = print_within(&m) else {
        return;
    };
    // A module the verifier refuses is one `llvm-as-22` refuses (an x86
    // upgrade's bitcast of a `metadata` argument, say): not a round trip
    // to hold.
    if !prints_back(&m)
        || has_ill_typed_operands(&m)
        || prints_nameless_expression_op(&first)
        || has_unprintable_required_field(&m)
        // `source_filename = ""` is not printed, and the next parse names
        // the source after the module, as LLVM's does (README, Fuzzing).
        || m.source_filename.is_empty()
        || !llconv_verify::verify_module(&m).is_empty()
    {
        return;
    }
    check_text_fixpoint(&first);
}

/// Whether `text` holds a `!DIExpression(...)` with an element printed as
/// nothing (`DW_OP_le, , DW_OP_lit0`): LLVM 22 prints an operation it has
/// no name for that way when the rest of the expression reads as valid
/// (`llvm-as-22 -disable-verify | llvm-dis-22` prints the same), and its
/// parser then rejects the text, as ours does. The verifier rejects such
/// expressions; `text_roundtrip` leaves them out (README, Fuzzing).
pub fn prints_nameless_expression_op(text: &[u8]) -> bool {
    const OPEN: &[u8] = b"!DIExpression(";
    let mut rest = text;
    while let Some(at) = rest.windows(OPEN.len()).position(|w| w == OPEN) {
        let body = &rest[at + OPEN.len()..];
        let end = body.iter().position(|&c| c == b')').unwrap_or(body.len());
        let elements = &body[..end];
        if !elements.is_empty()
            && elements
                .split(|&c| c == b',')
                .any(|e| e.iter().all(u8::is_ascii_whitespace))
        {
            return true;
        }
        rest = &body[end..];
    }
    false
}

/// Whether a debug-info node has a required field its printer leaves out:
/// an empty required string (`!DIModule(name: "", ...)`: LLVM's parser
/// keeps an empty string as no string, its printer then leaves the field
/// out; the verifier rejects such nodes, "anonymous module") or a required
/// integer of 0 that the printer skips (`!DILabel(..., line: 0)` prints
/// without `line`). LLVM's parser rejects that print for the missing
/// field, as ours does; `text_roundtrip` leaves such modules out (README,
/// Fuzzing).
pub fn has_unprintable_required_field(m: &Module) -> bool {
    use llconv_ir::debuginfo::{Class, Print, Slot};
    use llconv_ir::metadata::{MdId, Metadata};
    (0..m.metadata.len()).any(|i| {
        let Metadata::Di(d) = m.metadata.get(MdId::from_index(i)) else {
            return false;
        };
        d.schema().fields.iter().any(|f| {
            f.required
                && match f.slot {
                    Slot::Op(k) => {
                        f.class == Class::MdString
                            && d.ops.get(usize::from(k)).is_some_and(Option::is_none)
                    }
                    Slot::Int(k) => {
                        f.print == Print::SkipZero && d.ints.get(usize::from(k)) == Some(&0)
                    }
                    _ => false,
                }
        })
    })
}

/// Whether an instruction's operand has another type than the instruction
/// needs: a `ret` whose value is not of the function's result type, a
/// binary operator whose operand is not of its own type (a `splat` of an
/// element of another type included), or a call argument that is not of
/// its parameter's type (LLVM's upgrade of a damaged intrinsic name makes
/// one: `llvm.objectsize.v2f64.v2p0` called as `masked.gather` was). LLVM's verifier
/// rejects such modules (`llvm-dis` reads them from bitcode unverified);
/// without our verifier, the parser can make one when an intrinsic upgrade
/// retypes a call to an intrinsic declared with a wrong result type
/// (`declare i65 @llvm.objectsize.i64.p0`), and the bitcode reader reads
/// one as LLVM's does. Their prints need not parse or write back, so the
/// round-trip targets leave them out (README, Fuzzing).
pub fn has_ill_typed_operands(m: &Module) -> bool {
    use llconv_ir::{ConstKind, InstKind, Operand, Type};
    m.globals.values().any(|g| {
        let Some(body) = g.as_func().and_then(|f| f.body.as_ref()) else {
            return false;
        };
        let Type::Function { ret, params, .. } = m.types.get(g.common.value_ty) else {
            return false;
        };
        let well_typed = |o: &Operand, want: llconv_ir::TypeId| match *o {
            Operand::Inst(v) => body.insts.get(v).is_none_or(|i| i.ty == want),
            Operand::Const(c) => {
                let k = m.consts.get(c);
                // A splat of an element of another type is ill-typed too.
                k.ty == want
                    && match k.kind {
                        ConstKind::Splat(e) => m.consts.get(e).ty == m.types.scalar(k.ty),
                        _ => true,
                    }
            }
            Operand::Arg(a) => params.get(a.index()).is_none_or(|&t| t == want),
            _ => true,
        };
        body.insts.values().any(|i| match &i.kind {
            InstKind::Ret(Some(v)) => !well_typed(v, *ret),
            InstKind::Binary { lhs, rhs, .. } => !well_typed(lhs, i.ty) || !well_typed(rhs, i.ty),
            InstKind::Call(c)
            | InstKind::Invoke { call: c, .. }
            | InstKind::CallBr { call: c, .. } => {
                let Type::Function {
                    params: want,
                    vararg,
                    ..
                } = m.types.get(c.fn_ty)
                else {
                    return false;
                };
                // As many arguments as the type has parameters (an upgrade
                // may keep a malformed call's extra ones; LLVM's reader then
                // refuses the record, as ours does).
                let arity = if *vararg {
                    c.args.len() >= want.len()
                } else {
                    c.args.len() == want.len()
                };
                !arity
                    || c.args.iter().zip(want).any(|(a, &t)| !well_typed(a, t))
                    || calls_intrinsic_as_other_type(m, c)
            }
            _ => false,
        })
    })
}

/// Whether `c` calls an intrinsic through a function type other than the
/// intrinsic's own (`call void @llvm.lifetime.start.i64(ptr %0)`):
/// LLVM's verifier rejects that ("Intrinsic called with incompatible
/// signature"; `llvm-as-22` aborts on such text), and re-reading our print
/// renames the old declaration again each time (`.old.old`).
fn calls_intrinsic_as_other_type(m: &Module, c: &llconv_ir::CallData) -> bool {
    let llconv_ir::Operand::Const(k) = c.callee else {
        return false;
    };
    let llconv_ir::ConstKind::Global(g) = m.consts.get(k).kind else {
        return false;
    };
    let Some(callee) = m.globals.get(g) else {
        return false;
    };
    callee
        .common
        .name
        .as_deref()
        .is_some_and(|n| n.starts_with(b"llvm."))
        && callee.common.value_ty != c.fn_ty
}

/// Whether the parser would upgrade the data layout for the triple. A
/// link takes the data layout of the first module that has one and the
/// triple of the first that has one: a layout from a module without a
/// triple can meet a triple whose layouts the parser upgrades
/// (`i686-pc-windows-msvc` adds `p270:32:32` ...). `llvm-link-22` links
/// the same, and `llvm-as-22 | llvm-dis-22` then upgrades its print.
pub fn has_layout_to_upgrade(m: &Module) -> bool {
    // No layout is the empty one, which some triples upgrade too (spir64
    // gains `G1`).
    let dl = m.data_layout.as_deref().unwrap_or(b"");
    m.triple.as_deref().is_some_and(|triple| {
        llconv_ir::datalayout::upgrade_data_layout_bytes(dl, triple).is_some()
    })
}

/// Whether an instruction's `!dbg` is a `distinct` location. Bitcode
/// writes an instruction's location as its fields, and the reader makes
/// a uniqued node of them: `llvm-as-22 | llvm-dis-22` prints such an
/// instruction with a new `!DILocation` too.
pub fn has_distinct_debug_location(m: &Module) -> bool {
    use llconv_ir::metadata::MdKindId;
    m.globals.values().any(|g| {
        g.as_func()
            .and_then(|f| f.body.as_ref())
            .is_some_and(|body| {
                body.insts.values().any(|i| {
                    i.md.iter()
                        .any(|&(k, n)| k == MdKindId::DBG && m.metadata.get(n).is_distinct())
                })
            })
    })
}

/// Whether the module has debug info under a `"Debug Info Version"` other
/// than 3, which the next parse strips. A link keeps the first module's
/// flag (the flag's behaviour is a warning when they differ) and brings
/// the other's debug info: `llvm-link-22` makes the same module, and
/// reading its output strips that debug info.
pub fn has_debug_info_to_strip(m: &Module, text: &[u8]) -> bool {
    let has = |needle: &[u8]| text.windows(needle.len()).any(|w| w == needle);
    llconv_ir::upgrade_debuginfo::debug_info_version(m) != 3 && (has(b"!DI") || has(b"#dbg_"))
}

/// Whether a module flag's value is the flag's own node
/// (`!5 = !{i32 6, !"baz", !5}`), which an append behaviour then grows.
pub fn has_self_referential_flag(m: &Module) -> bool {
    m.named_metadata
        .iter()
        .filter(|n| &n.name[..] == b"llvm.module.flags")
        .flat_map(|n| n.ops.iter())
        .any(|&flag| {
            m.metadata
                .get(flag)
                .node_operands()
                .get(2)
                .is_some_and(|&v| v == Some(flag))
        })
}

/// Whether a named struct type holds itself by value. A link can make
/// one from two valid modules (`%A = type { %B }` meets `%B = type { %A }`,
/// LLVM's `Linker/pr22807.ll`, where `llvm-link-22` makes it too), and
/// its print is then text no parser takes ("is recursive").
pub fn has_recursive_struct(m: &Module) -> bool {
    use llconv_ir::{Type, TypeId};
    let body = |t: TypeId| -> Vec<TypeId> {
        match m.types.get(t) {
            Type::Array { elem, .. } | Type::Vector { elem, .. } => vec![*elem],
            Type::Struct { elems, .. } => elems.clone(),
            Type::Named(i) => m
                .types
                .structs
                .get(*i)
                .and_then(|s| s.body.as_ref())
                .map_or_else(Vec::new, |b| b.elems.clone()),
            _ => Vec::new(),
        }
    };
    (0..m.types.len()).map(TypeId::from_index).any(|start| {
        if !matches!(m.types.get(start), Type::Named(_)) {
            return false;
        }
        let mut seen = std::collections::HashSet::new();
        let mut stack = body(start);
        while let Some(t) = stack.pop() {
            if t == start {
                return true;
            }
            if seen.insert(t) {
                stack.extend(body(t));
            }
        }
        false
    })
}

/// Whether LLVM's own printing of `m` parses back to it. `llvm-dis` prints
/// the target triple and data layout without escapes (`AsmWriter` writes
/// them raw), so a quote or backslash in either does not survive a text
/// round trip in LLVM either; our printer does the
/// same, and `text_roundtrip` leaves such modules out (README, Fuzzing).
///
/// Module asm with an empty line inside (`"a\n\nb"`) prints as
/// `module asm ""`, which LLVM's parser appends as nothing: that line does
/// not survive LLVM's own text round trip either.
///
/// The key of a string attribute is printed raw too (`Attribute::getAsString`
/// escapes only the value), so a key holding a quote or backslash does not
/// survive either.
///
/// Inline asm with an ObjC marker still to upgrade after reading (a second
/// `# marker`) is not a fixpoint either: LLVM's reader upgrades one marker
/// per read.
///
/// A summary index left with only its block count (its value entries had
/// no summaries) prints as `^0 = blockcount: N`, which LLVM's parser then
/// does not write at all: `llvm-as-22 | llvm-dis-22` drops that line on
/// the second round trip too.
pub fn prints_back(m: &Module) -> bool {
    let raw_ok = |s: &[u8]| !s.iter().any(|&b| b == b'"' || b == b'\\');
    let asm = &m.module_asm;
    let asm_ok = !asm.starts_with(b"\n") && !asm.windows(2).any(|w| w == b"\n\n");
    let keys_ok = m.attrs.iter().all(|(_, set)| {
        set.as_slice().iter().all(|a| match a {
            llconv_ir::attributes::Attribute::String { key, .. } => raw_ok(key),
            _ => true,
        })
    });
    m.triple.as_deref().is_none_or(raw_ok)
        && m.data_layout.as_deref().is_none_or(raw_ok)
        && asm_ok
        && keys_ok
        && !has_objc_marker_to_upgrade(m)
        && m.summary.as_ref().is_none_or(|ix| ix.is_worth_writing())
}

/// Whether an inline asm string holds an ObjC marker that the next read
/// upgrades (`llconv_ir::autoupgrade::objc_marker_to_upgrade`): each
/// `llvm-as | llvm-dis` turns one more `# marker` into `; marker`.
pub fn has_objc_marker_to_upgrade(m: &Module) -> bool {
    m.inline_asms
        .values()
        .any(|a| llconv_ir::autoupgrade::objc_marker_to_upgrade(&a.asm).is_some())
}

/// Whether a function with a phi has a value or block of its own named
/// `phi.constexpr`: LLVM's bitcode reader (and ours) makes a spare edge
/// block of that name at the first phi and names the function's own
/// values after it, so each read renames that one `phi.constexpr1`
/// (`llvm-as | llvm-dis` does the same; LLVM's own non-fixpoint).
pub fn has_name_the_reader_takes(m: &Module) -> bool {
    const SPARE: &[u8] = b"phi.constexpr";
    m.globals.values().any(|g| {
        let GlobalKind::Func(f) = &g.kind else {
            return false;
        };
        let Some(body) = &f.body else { return false };
        let has_phi = body
            .insts
            .values()
            .any(|i| matches!(&i.kind, InstKind::Phi { incoming, .. } if !incoming.is_empty()));
        has_phi
            && (body
                .blocks
                .values()
                .any(|b| b.name.as_deref() == Some(SPARE))
                || body
                    .insts
                    .values()
                    .any(|i| i.name.as_deref() == Some(SPARE))
                || f.param_names.iter().any(|n| n.as_deref() == Some(SPARE)))
    })
}

/// Read, print, write, read the bitcode, print again: both prints are equal.
pub fn bitcode_roundtrip(data: &[u8]) {
    let Ok(m) = llconv_bitcode::read_module(data, NAME) else {
        return;
    };
    let Some(first) = print_within(&m) else {
        return;
    };
    if has_ill_typed_operands(&m) || has_objc_marker_to_upgrade(&m) || has_name_the_reader_takes(&m)
    {
        return;
    }
    check_bitcode_roundtrip(&m, &first);
}

/// Generates a valid module from the bytes, parses it (it must parse), and
/// checks both round trips from its print.
pub fn generated_roundtrip(data: &[u8]) {
    let src = generate::module_text(data);
    let m = match llconv_text::parse_module(src.as_bytes(), NAME) {
        Ok(m) => m,
        Err(e) => panic!("generated module rejected: {e}\n--- module ---\n{src}"),
    };
    let first = llconv_text::print_module_bytes(&m);
    check_text_fixpoint(&first);
    check_bitcode_roundtrip(&m, &first);
}

/// Our print of a module (its bytes: raw fields need not be UTF-8) parses
/// again and prints the same.
fn check_text_fixpoint(first: &[u8]) {
    let again = match llconv_text::parse_module(first, NAME) {
        Ok(m) => m,
        Err(e) => panic!(
            "printed module does not parse: {e}\n--- print ---\n{}",
            String::from_utf8_lossy(first)
        ),
    };
    let second = llconv_text::print_module_bytes(&again);
    assert_same("text round trip", first, &second);
}

/// `m` (printed as `first`) written as bitcode reads back to the same print.
fn check_bitcode_roundtrip(m: &Module, first: &[u8]) {
    let bc = llconv_bitcode::write_module(m);
    let back = match llconv_bitcode::read_module(&bc, NAME) {
        Ok(m) => m,
        Err(e) => panic!(
            "written bitcode does not read: {e}\n--- print ---\n{}",
            String::from_utf8_lossy(first)
        ),
    };
    let second = llconv_text::print_module_bytes(&back);
    assert_same("bitcode round trip", first, &second);
}

/// Panics with the first differing line when the two prints differ.
fn assert_same(what: &str, first: &[u8], second: &[u8]) {
    if first == second {
        return;
    }
    let (first, second) = (
        String::from_utf8_lossy(first),
        String::from_utf8_lossy(second),
    );
    let (a, b): (Vec<&str>, Vec<&str>) = (first.lines().collect(), second.lines().collect());
    let at = a
        .iter()
        .zip(&b)
        .position(|(x, y)| x != y)
        .unwrap_or(a.len().min(b.len()));
    panic!(
        "{what} mismatch at line {}:\n  first:  {}\n  second: {}\n--- first ---\n{first}\n--- second ---\n{second}",
        at + 1,
        a.get(at).unwrap_or(&"<end>"),
        b.get(at).unwrap_or(&"<end>"),
    );
}
