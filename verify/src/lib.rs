//! LLVM 22's verifier on the llconv module model.
//!
//! [`verify_module`] checks a module against the rules of LLVM's
//! `Verifier.cpp` that it implements (see the README's status table for
//! how many of the corpus's and the lit suites' rejections it matches)
//! and returns every problem, not just the first: each [`VerifyError`]
//! has LLVM's message and the values LLVM shows after it, which
//! [`render`] prints as `llvm-as` does.
//!
//! The order follows LLVM's: function bodies first, each function's own
//! checks before its blocks and instructions; then the module's global
//! values, comdats and named metadata, then the debug info
//! ([`llconv_ir::verify_debuginfo`]). The readers strip broken debug info
//! with a warning, as LLVM's `UpgradeDebugInfo` does, before this runs;
//! what is left (debug info reached from other named metadata or
//! attachments, or in a module without a debug-info version) is checked
//! here and its problems are errors, as in `llvm-as`'s own verification.

mod attrs;
mod calls;
mod convergence;
mod eh;
mod function;
mod globals;
mod inline_asm;
mod inst_metadata;
mod intrinsic_rules;
mod metadata;
mod musttail;
mod operand_types;
mod preallocated;
mod statepoint;
mod tbaa;
mod wide;

use llconv_ir::diagnostic::ValueRef;
use llconv_ir::upgrade_debuginfo::DebugInfoCheck;
use llconv_ir::Module;
use llconv_text::EntityPrinter;

/// One rule a module breaks: LLVM's message and what it names.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct VerifyError {
    /// LLVM's words for the broken rule.
    pub message: String,
    /// The values the message is about, in the order LLVM shows them.
    pub subjects: Vec<ValueRef>,
    /// A line LLVM prints after the values, when it prints one (a cycle,
    /// as `depth=1: entries(B) C`).
    pub note: Option<String>,
}

impl VerifyError {
    /// The function the error lies in, if it is about a function or
    /// something inside one.
    pub fn function(&self) -> Option<llconv_ir::GlobalId> {
        self.subjects.iter().find_map(|s| match *s {
            ValueRef::Inst(g, _) | ValueRef::Block(g, _) | ValueRef::Arg(g, _) => Some(g),
            _ => None,
        })
    }
}

/// LLVM's verifier options.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct VerifyOptions {
    /// `-verify-noalias-scope-decl-dom`: no `llvm.experimental.noalias.scope.decl`
    /// dominates another of the same scope.
    pub noalias_scope_decl_dom: bool,
    /// Leave the debug-info rules out: a reader checks them beside the
    /// verifier ([`DebugInfoCheck::Beside`]) and keeps the result only if
    /// they find nothing. The other rules are checked as ever.
    pub debug_info_checked_beside: bool,
}

impl VerifyOptions {
    /// The options for a module a reader hands over with `check`.
    pub fn for_read(check: DebugInfoCheck) -> VerifyOptions {
        VerifyOptions {
            debug_info_checked_beside: check == DebugInfoCheck::Beside,
            ..VerifyOptions::default()
        }
    }
}

/// Every problem the verifier finds in `m`, in LLVM's order; empty when
/// the module is valid as far as the implemented rules go.
pub fn verify_module(m: &Module) -> Vec<VerifyError> {
    verify_module_with(m, VerifyOptions::default())
}

/// [`verify_module`] with LLVM's verifier options.
pub fn verify_module_with(m: &Module, options: VerifyOptions) -> Vec<VerifyError> {
    let intrinsics = Intrinsics::new(m);
    let attachment_kinds = inst_metadata::AttachmentKinds::new(m);
    let mut v = Verifier {
        m,
        options,
        errors: Vec::new(),
        types: None,
        intrinsic_misuse: function::intrinsic_misuses(m, &intrinsics),
        intrinsics: &intrinsics,
        intrinsic_decl_ok: vec![false; m.globals.len()],
        entry_addresses_in_use: function::entry_block_addresses_in_use(m),
        tbaa: Default::default(),
        layout: None,
        layout_cache: Default::default(),
        type_facts: TypeFacts(vec![0; m.types.len()]),
        clean_call_attrs: Default::default(),
        attachment_kinds: &attachment_kinds,
        next_inst: None,
        saw_frame_escape: false,
        frame_escapes: Default::default(),
        body_uses: None,
        funclet_blocks: None,
        convergence: Default::default(),
        landing_pad_ty: None,
        sibling_funclets: Vec::new(),
    };
    for (i, g) in m.globals.iter() {
        if let Some(f) = g.as_func() {
            v.function(i, g, f);
        }
    }
    v.module_level();
    if !options.debug_info_checked_beside {
        v.debug_info();
    }
    v.errors
}

/// The debug-info rules alone (`CheckDI`), as `UpgradeDebugInfo` runs them
/// on a module just read, before it strips broken debug info.
pub fn debug_info_errors(m: &Module) -> Vec<VerifyError> {
    llconv_ir::verify_debuginfo::debug_info_diagnostics(m)
        .into_iter()
        .map(|p| VerifyError {
            message: p.message,
            subjects: p.subjects,
            note: None,
        })
        .collect()
}

/// The errors as `llvm-as` prints them after "assembly parsed, but does
/// not verify as correct!": each message on its line, then each value it
/// names on lines of their own.
pub fn render(m: &Module, errors: &[VerifyError]) -> String {
    render_located(m, errors, |_, _| None)
}

/// Where in the module's `.ll` text (parsed by `llconv_text::parse_module`
/// from `text` as `name`) each of `errors` lies, as 1-based line and
/// column: the last instruction a problem names (LLVM names the
/// instruction it was checking last: `Instruction does not dominate all
/// uses!` shows the definition, then the use), else the first of its
/// values the text defines, else its function. The text is parsed again
/// with places recorded (the fast parse records none: this is for the
/// error path); `None` when that parse does not give the same problems.
pub fn problem_places(
    errors: &[VerifyError],
    name: &str,
    text: &[u8],
) -> Option<Vec<Option<(u32, u32)>>> {
    let options = llconv_text::ParseOptions::default();
    let (again, places) = llconv_text::parse_module_located(text, name, &options).ok()?;
    if verify_module(&again) != errors {
        return None;
    }
    Some(
        errors
            .iter()
            .map(|e| {
                let inst = e
                    .subjects
                    .iter()
                    .rev()
                    .filter(|s| matches!(s, ValueRef::Inst(..)))
                    .find_map(|&s| places.of(s));
                inst.or_else(|| e.subjects.iter().find_map(|&s| places.of(s)))
                    .or_else(|| places.of(ValueRef::Global(e.function()?)))
            })
            .collect(),
    )
}

/// [`render`] for a module read from `.ll` text: each problem begins
/// `NAME:LINE:COL: error: ` where [`problem_places`] puts it.
pub fn render_with_places(m: &Module, errors: &[VerifyError], name: &str, text: &[u8]) -> String {
    let Some(places) = problem_places(errors, name, text) else {
        return render(m, errors);
    };
    render_located(m, errors, |i, _| {
        let (line, col) = places.get(i).copied().flatten()?;
        Some(format!("{name}:{line}:{col}: error: "))
    })
}

/// [`render`], with each problem's message preceded by what `place`
/// gives for it (by its index and itself): a caller that knows where the module's text put the
/// values says `FILE:LINE:COL: error: ` there.
pub fn render_located(
    m: &Module,
    errors: &[VerifyError],
    mut place: impl FnMut(usize, &VerifyError) -> Option<String>,
) -> String {
    let mut printer = EntityPrinter::new(m);
    let mut out = String::new();
    for (i, e) in errors.iter().enumerate() {
        if let Some(before) = place(i, e) {
            out.push_str(&before);
        }
        render_one(&mut printer, e, &mut out);
    }
    out
}

/// Each problem rendered on its own, as [`render`] renders it, with one
/// printer for all (numbering a module costs as much as printing it, so
/// not once per problem).
pub fn render_each(m: &Module, errors: &[VerifyError]) -> Vec<String> {
    let mut printer = EntityPrinter::new(m);
    errors
        .iter()
        .map(|e| {
            let mut out = String::new();
            render_one(&mut printer, e, &mut out);
            out
        })
        .collect()
}

/// One problem: its message, then each value it names.
fn render_one(printer: &mut EntityPrinter, e: &VerifyError, out: &mut String) {
    out.push_str(&e.message);
    out.push('\n');
    for &s in &e.subjects {
        let text = printer.print(s);
        if text.is_empty() {
            continue;
        }
        // LLVM writes a type as a space and the type, with no newline:
        // what comes next continues its line.
        if matches!(s, ValueRef::Type(_)) {
            out.push(' ');
            out.push_str(&text);
            continue;
        }
        out.push_str(&text);
        out.push('\n');
    }
    if let Some(note) = &e.note {
        out.push_str(note);
        out.push('\n');
    }
}

/// Per type, bits of [`Verifier::is_sized`] and
/// [`Verifier::align_too_large`] answered so far (the module's types do
/// not change while it is verified).
pub(crate) struct TypeFacts(Vec<u8>);

impl TypeFacts {
    const SIZED_KNOWN: u8 = 1;
    const SIZED: u8 = 2;
    const ALIGN_KNOWN: u8 = 4;
    const ALIGN_TOO_LARGE: u8 = 8;

    fn set(&mut self, t: llconv_ir::TypeId, known: u8, yes: u8, value: bool) {
        if let Some(f) = self.0.get_mut(t.index()) {
            *f |= known | if value { yes } else { 0 };
        }
    }
}

/// Per global: whether it is a function with an intrinsic's name, and
/// the intrinsic it names if LLVM knows it (looked up once per
/// declaration, not per call).
pub(crate) struct Intrinsics {
    named: Vec<bool>,
    /// The intrinsic and its base name (`llvm.memcpy`).
    ids: Vec<Option<(llconv_ir::intrinsics::IntrinsicId, Box<str>)>>,
}

impl Intrinsics {
    fn new(m: &Module) -> Intrinsics {
        let named: Vec<bool> = m
            .globals
            .values()
            .map(|g| g.as_func().is_some() && function::is_intrinsic_name(g.common.name.as_deref()))
            .collect();
        let ids = m
            .globals
            .values()
            .zip(&named)
            .map(|(g, &named)| {
                g.common
                    .name
                    .as_deref()
                    .filter(|_| named)
                    .and_then(llconv_ir::intrinsics::lookup)
                    .map(|id| (id, id.name().into()))
            })
            .collect();
        Intrinsics { named, ids }
    }

    /// Whether `g` is a function named `llvm.` and more.
    pub(crate) fn is_intrinsic(&self, g: llconv_ir::GlobalId) -> bool {
        self.named.get(g.index()).copied().unwrap_or(false)
    }

    /// The intrinsic function `g` is, if LLVM knows its name, and its
    /// base name.
    pub(crate) fn id(
        &self,
        g: llconv_ir::GlobalId,
    ) -> Option<(llconv_ir::intrinsics::IntrinsicId, &str)> {
        let (id, name) = self.ids.get(g.index())?.as_ref()?;
        Some((*id, name))
    }
}

/// The walk's state: the module and the errors found so far.
pub(crate) struct Verifier<'m> {
    pub(crate) m: &'m Module,
    pub(crate) options: VerifyOptions,
    pub(crate) errors: Vec<VerifyError>,
    /// Printer for types named inside messages (made on first use).
    pub(crate) types: Option<EntityPrinter<'m>>,
    /// For each intrinsic that has one, a use other than a direct call of
    /// its own type (LLVM's "address taken"), found in one pass.
    pub(crate) intrinsic_misuse: llconv_ir::hash::FastMap<llconv_ir::GlobalId, ValueRef>,
    /// Which globals are intrinsics, and which ones.
    pub(crate) intrinsics: &'m Intrinsics,
    /// Per global: an intrinsic whose signature and name were found right
    /// at a call (checked once, not at every call).
    pub(crate) intrinsic_decl_ok: Vec<bool>,
    /// The functions whose entry block's address a used constant takes.
    pub(crate) entry_addresses_in_use: llconv_ir::hash::FastSet<llconv_ir::GlobalId>,
    /// What the `!tbaa` checks have learnt of the nodes seen so far.
    pub(crate) tbaa: tbaa::TbaaState,
    /// The module's data layout (parsed on first use; the default one
    /// when the string does not parse).
    pub(crate) layout: Option<llconv_ir::datalayout::DataLayout>,
    /// Sizes and alignments computed so far.
    pub(crate) layout_cache: llconv_ir::datalayout::LayoutCache,
    /// The layout answers asked per instruction, by type id (a look-up
    /// in `layout_cache` costs a hash; this, an index).
    pub(crate) type_facts: TypeFacts,
    /// Call sites' attribute lists `verifyFunctionAttrs` found nothing
    /// wrong with (see [`Verifier::call_site_attrs`]).
    pub(crate) clean_call_attrs: attrs::CleanCallAttrs,
    /// The attachment kinds instructions' rules are about, by kind id.
    pub(crate) attachment_kinds: &'m inst_metadata::AttachmentKinds,
    /// The instruction after the one being visited, in its block.
    pub(crate) next_inst: Option<llconv_ir::InstId>,
    /// Whether the function being visited called `llvm.localescape`.
    pub(crate) saw_frame_escape: bool,
    /// Per function, how many objects `llvm.localescape` escaped and one
    /// more than the largest index `llvm.localrecover` asks of it.
    pub(crate) frame_escapes: std::collections::BTreeMap<llconv_ir::GlobalId, (u64, u64)>,
    /// The uses of the function body being visited, when a rule needed
    /// them.
    pub(crate) body_uses: Option<llconv_ir::analysis::Uses>,
    /// For the function whose intrinsic calls asked last, per instruction
    /// whether it lies in a catchpad's or cleanuppad's funclet.
    pub(crate) funclet_blocks: Option<(llconv_ir::GlobalId, Vec<bool>)>,
    /// The convergence control rules' state in the function being walked.
    pub(crate) convergence: convergence::ConvergenceState,
    /// The type of the function's first landingpad or resumed value
    /// (LLVM's `LandingPadResultTy`).
    pub(crate) landing_pad_ty: Option<llconv_ir::TypeId>,
    /// `SiblingFuncletInfo`: cleanup pads of this function that unwind to
    /// a sibling pad, with the user that unwinds there, in the order met.
    pub(crate) sibling_funclets: Vec<(llconv_ir::InstId, llconv_ir::InstId)>,
}

impl<'m> Verifier<'m> {
    /// Records a failed rule (LLVM's `CheckFailed`).
    pub(crate) fn fail(&mut self, message: impl Into<String>, subjects: &[ValueRef]) {
        self.errors.push(VerifyError {
            message: message.into(),
            subjects: subjects.to_vec(),
            note: None,
        });
    }

    /// [`Self::fail`] with a line of text after the values.
    pub(crate) fn fail_with_text(&mut self, message: &str, subjects: &[ValueRef], note: String) {
        self.errors.push(VerifyError {
            message: message.into(),
            subjects: subjects.to_vec(),
            note: Some(note),
        });
    }

    /// `cond` or a failed rule; returns `cond` so that a visit can stop at
    /// its first failure, as LLVM's `Check` does.
    pub(crate) fn check(&mut self, cond: bool, message: &str, subjects: &[ValueRef]) -> bool {
        if !cond {
            self.fail(message, subjects);
        }
        cond
    }

    /// The debug-info rules, after all others (a simplification of
    /// LLVM's order, which interleaves them with the walk).
    fn debug_info(&mut self) {
        let errors = debug_info_errors(self.m);
        self.errors.extend(errors);
    }

    /// The module's data layout.
    pub(crate) fn layout(&mut self) -> &llconv_ir::datalayout::DataLayout {
        let m = self.m;
        self.layout.get_or_insert_with(|| {
            llconv_ir::datalayout::DataLayout::parse(m.data_layout.as_deref().unwrap_or(b""))
                .or_else(|_| llconv_ir::datalayout::DataLayout::parse(b""))
                .unwrap_or_default()
        })
    }

    /// Whether `t` is sized and its ABI alignment is above LLVM's
    /// largest (2^32), memoized per type.
    pub(crate) fn align_too_large(&mut self, t: llconv_ir::TypeId) -> bool {
        if let Some(known) = self.type_fact(t, TypeFacts::ALIGN_KNOWN, TypeFacts::ALIGN_TOO_LARGE) {
            return known;
        }
        let too_large = self.is_sized(t) && {
            let m = self.m;
            let layout = self.layout.as_ref().expect("is_sized parsed it");
            layout.abi_align_cached(&m.types, t, &mut self.layout_cache) > 1 << 32
        };
        self.type_facts.set(
            t,
            TypeFacts::ALIGN_KNOWN,
            TypeFacts::ALIGN_TOO_LARGE,
            too_large,
        );
        too_large
    }

    /// Whether a type has a size (opaque structs and functions do not; a
    /// struct or array is sized when its elements are), remembered per
    /// type for the whole module.
    pub(crate) fn is_sized(&mut self, t: llconv_ir::TypeId) -> bool {
        if let Some(known) = self.type_fact(t, TypeFacts::SIZED_KNOWN, TypeFacts::SIZED) {
            return known;
        }
        self.layout();
        let m = self.m;
        let layout = self.layout.as_ref().expect("just parsed");
        let sized = layout.is_sized_cached(&m.types, t, &mut self.layout_cache);
        self.type_facts
            .set(t, TypeFacts::SIZED_KNOWN, TypeFacts::SIZED, sized);
        sized
    }

    fn type_fact(&self, t: llconv_ir::TypeId, known: u8, yes: u8) -> Option<bool> {
        let facts = self.type_facts.0.get(t.index()).copied().unwrap_or(0);
        (facts & known != 0).then_some(facts & yes != 0)
    }

    /// A type as LLVM prints it inside messages.
    pub(crate) fn type_text(&mut self, t: llconv_ir::TypeId) -> String {
        let m = self.m;
        self.types
            .get_or_insert_with(|| EntityPrinter::new(m))
            .print(ValueRef::Type(t))
    }
}

#[cfg(test)]
mod tests;
