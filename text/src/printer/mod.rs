//! The `.ll` printer: reproduces `llvm-dis-22` byte for byte.
//!
//! Numbering (unnamed globals, metadata nodes, attribute groups, local
//! slots) is computed up front in the order LLVM's slot tracker assigns it,
//! then the module is written in one pass.

mod apfloat;
mod constants;
mod debuginfo;
mod instructions;
mod names;
mod num;
mod numbering;
mod size;
pub(crate) mod snippet;
mod summary;
mod types;

use llconv_ir::attributes::{write_attribute, write_attribute_in_group, AttrSetId};
use llconv_ir::debuginfo::DiKind;
use llconv_ir::*;
use names::{write_escaped, write_global_name, write_local_name, write_md_identifier};
use num::push_int;
use numbering::{LocalSlots, Numbering};
use std::fmt::Write;

/// How deep metadata printed inline may nest.
const MAX_INLINE_MD: usize = 64;

pub fn print(m: &Module) -> String {
    print_with(m, Budget::default()).unwrap_or_default()
}

/// Prints `m` into `sink` in pieces of about [`CHUNK`] bytes (whole lines;
/// raw-byte stand-ins decoded), or into the returned text without a sink,
/// stopping with an error past `limit` bytes. The limit is checked first
/// against a lower bound of the largest entity's text, so a module whose
/// shared constant expressions or types print exponentially large is
/// refused before any of it is printed.
pub fn print_with<'a>(m: &'a Module, budget: Budget<'a>) -> Result<String, PrintError> {
    if let Some(limit) = budget.limit {
        let at_least = size::largest_entity(m);
        if at_least > limit {
            return Err(PrintError::TooLarge {
                limit,
                at_least: Some(at_least),
            });
        }
    }
    let numbering = std::sync::Arc::new(Numbering::compute(m));
    let mut budget = budget;
    budget.no_raw = !may_print_raw(m);
    let mut p = Printer {
        m,
        out: String::with_capacity(1 << 16),
        n: numbering,
        local: LocalSlots::default(),
        func: None,
        inline_md: Vec::new(),
        budget,
    };
    p.module();
    p.finish()
}

/// Whether printing `m` may push raw non-ASCII bytes (as stand-ins, see
/// `llconv_ir::rawtext`): the module identifier, data layout, triple, `gc`
/// names and string attribute keys are the bytes printed raw.
fn may_print_raw(m: &Module) -> bool {
    let non_ascii = |b: &[u8]| !b.is_ascii();
    non_ascii(&m.id)
        || m.data_layout.as_deref().is_some_and(non_ascii)
        || m.triple.as_deref().is_some_and(non_ascii)
        || m.globals.values().any(|g| match &g.kind {
            llconv_ir::GlobalKind::Func(f) => f.gc.as_deref().is_some_and(non_ascii),
            _ => false,
        })
        || m.attrs.iter().any(|(_, set)| {
            set.as_slice().iter().any(|a| {
                matches!(a, llconv_ir::attributes::Attribute::String { key, .. } if !key.is_ascii())
            })
        })
}

/// A module of at least this many instructions can have its functions
/// printed on two threads; a smaller one is not worth the thread.
const PARALLEL_FROM: usize = 20_000;

/// Text is handed to the sink in pieces of about this many bytes.
const CHUNK: usize = 1 << 16;

/// Where printed text goes and how much of it may be printed.
#[derive(Default)]
pub struct Budget<'w> {
    sink: Option<&'w mut dyn std::io::Write>,
    /// At most this many bytes (`None`: no limit).
    limit: Option<u64>,
    /// Bytes handed to the sink so far.
    written: u64,
    error: Option<PrintError>,
    /// How many threads may print functions.
    pub threads: llconv_ir::threads::Threads,
    /// Whether the module has bytes printed raw that are not ASCII (and so
    /// stand-ins to decode on the way to the sink); when not, the text is
    /// handed over without a look for them.
    no_raw: bool,
}

/// Why printing stopped.
#[derive(Debug)]
pub enum PrintError {
    /// The text would be larger than `limit` bytes (`at_least` bytes, when
    /// known before printing).
    TooLarge {
        /// The limit, in bytes.
        limit: u64,
        /// How large the text would be at least, when known in advance.
        at_least: Option<u64>,
    },
    /// The sink failed.
    Io(std::io::Error),
}

impl<'w> Budget<'w> {
    /// Up to `limit` bytes, into `sink` if given.
    pub fn new(sink: Option<&'w mut dyn std::io::Write>, limit: u64) -> Self {
        Budget {
            sink,
            limit: Some(limit),
            ..Default::default()
        }
    }
}

impl std::fmt::Display for PrintError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PrintError::TooLarge {
                limit,
                at_least: Some(n),
            } => write!(
                f,
                "the text would be at least {n} bytes, over the output limit of {limit} bytes"
            ),
            PrintError::TooLarge { limit, .. } => {
                write!(f, "the text is over the output limit of {limit} bytes")
            }
            PrintError::Io(e) => write!(f, "cannot write the text: {e}"),
        }
    }
}

impl std::error::Error for PrintError {}

pub(crate) struct Printer<'a> {
    pub(crate) m: &'a Module,
    pub(crate) out: String,
    /// Shared with the printer of the other thread (function bodies).
    pub(crate) n: std::sync::Arc<Numbering>,
    pub(crate) local: LocalSlots,
    /// The function whose body is being printed.
    pub(crate) func: Option<(GlobalId, &'a Function)>,
    /// Nodes being printed inline (they have no `!N`), innermost last.
    pub(crate) inline_md: Vec<MdId>,
    pub(crate) budget: Budget<'a>,
}

impl<'a> Printer<'a> {
    /// Whether the limit is passed (or the sink failed): printing stops.
    pub(crate) fn spent(&self) -> bool {
        let b = &self.budget;
        b.error.is_some()
            || b.limit
                .is_some_and(|l| b.written.saturating_add(self.out.len() as u64) > l)
    }

    /// Called at line ends: hands whole pieces to the sink; false once
    /// printing must stop.
    pub(crate) fn checkpoint(&mut self) -> bool {
        if self.spent() {
            if self.budget.error.is_none() {
                let limit = self.budget.limit.unwrap_or(u64::MAX);
                self.budget.error = Some(PrintError::TooLarge {
                    limit,
                    at_least: None,
                });
            }
            return false;
        }
        if self.out.len() >= CHUNK && self.budget.sink.is_some() {
            self.flush();
        }
        self.budget.error.is_none()
    }

    fn flush(&mut self) {
        let Some(sink) = self.budget.sink.as_mut() else {
            return;
        };
        self.budget.written += self.out.len() as u64;
        let r = if !self.budget.no_raw && self.out.as_bytes().contains(&0xF4) {
            sink.write_all(&llconv_ir::rawtext::decode_raw(std::mem::take(
                &mut self.out,
            )))
        } else {
            sink.write_all(self.out.as_bytes())
        };
        self.out.clear();
        if let Err(e) = r {
            self.budget.error = Some(PrintError::Io(e));
        }
    }

    /// The text not handed to a sink, or why printing stopped.
    fn finish(mut self) -> Result<String, PrintError> {
        self.checkpoint();
        if self.budget.error.is_none() {
            self.flush();
        }
        match self.budget.error.take() {
            Some(e) => Err(e),
            None => Ok(self.out),
        }
    }

    /// Every function, with a blank line before each; false once printing
    /// must stop. Function texts depend only on the module and the
    /// numbering, so a large module's are shared between two threads: this
    /// one takes functions from the front of the list and prints them in
    /// place, the other takes them from the back into texts of its own,
    /// which follow in order once the two meet. The text is the same
    /// either way.
    fn functions(&mut self) -> bool {
        let m = self.m;
        let funcs: Vec<(GlobalId, &'a Global, &'a Function)> = m
            .globals
            .iter()
            .filter_map(|(i, g)| g.as_func().map(|f| (i, g, f)))
            .collect();
        let insts: usize = funcs
            .iter()
            .filter_map(|(_, _, f)| f.body.as_ref())
            .map(|b| b.insts.len())
            .sum();
        let parallel = self.budget.threads.second_thread(
            insts,
            PARALLEL_FROM,
            llconv_ir::threads::AUTO_FROM_INSTS,
        );
        if !parallel {
            for &(i, g, f) in &funcs {
                self.out.push('\n');
                self.function(i, g, f);
                if !self.checkpoint() {
                    return false;
                }
            }
            return true;
        }
        // The next function from the front, and one past the last from the back.
        let ends = std::sync::Mutex::new((0usize, funcs.len()));
        let claim = |front: bool| {
            let mut e = ends.lock().unwrap_or_else(|p| p.into_inner());
            if e.0 >= e.1 {
                return None;
            }
            if front {
                e.0 += 1;
                Some(e.0 - 1)
            } else {
                e.1 -= 1;
                Some(e.1)
            }
        };
        let limit = self.budget.limit;
        let numbering = self.n.clone();
        let funcs = &funcs;
        std::thread::scope(|s| {
            let back = llconv_ir::threads::spawn_worker(s, "llconv-print", || {
                let mut p = Printer {
                    m,
                    out: String::new(),
                    n: numbering,
                    local: LocalSlots::default(),
                    func: None,
                    inline_md: Vec::new(),
                    budget: Budget {
                        limit,
                        ..Default::default()
                    },
                };
                // Texts from the back, last function first.
                let mut texts = Vec::new();
                while let Some(k) = claim(false) {
                    let (i, g, f) = funcs[k];
                    p.out.push('\n');
                    p.function(i, g, f);
                    p.budget.written += p.out.len() as u64;
                    texts.push(std::mem::take(&mut p.out));
                    if p.spent() {
                        break;
                    }
                }
                texts
            });
            let mut stopped = false;
            while let Some(k) = claim(true) {
                let (i, g, f) = funcs[k];
                self.out.push('\n');
                self.function(i, g, f);
                if !self.checkpoint() {
                    stopped = true;
                    // Nothing more for either thread.
                    while claim(false).is_some() {}
                    break;
                }
            }
            let texts = match back {
                Ok(handle) => match handle.join() {
                    Ok(texts) => texts,
                    Err(panic) => std::panic::resume_unwind(panic),
                },
                // No thread: this one printed every function.
                Err(_) => Vec::new(),
            };
            if stopped {
                return false;
            }
            for text in texts.iter().rev() {
                self.out.push_str(text);
                if !self.checkpoint() {
                    return false;
                }
            }
            true
        })
    }

    fn module(&mut self) {
        let m = self.m;
        if !m.id.is_empty() && !m.id.contains(&b'\n') {
            self.out.push_str("; ModuleID = '");
            llconv_ir::rawtext::push_raw(&mut self.out, &m.id);
            self.out.push_str("'\n");
        }
        if !m.source_filename.is_empty() {
            self.out.push_str("source_filename = \"");
            write_escaped(&mut self.out, &m.source_filename);
            self.out.push_str("\"\n");
        }
        if let Some(dl) = &m.data_layout {
            if !dl.is_empty() {
                self.out.push_str("target datalayout = \"");
                llconv_ir::rawtext::push_raw(&mut self.out, dl);
                self.out.push_str("\"\n");
            }
        }
        if let Some(t) = &m.triple {
            if !t.is_empty() {
                self.out.push_str("target triple = \"");
                llconv_ir::rawtext::push_raw(&mut self.out, t);
                self.out.push_str("\"\n");
            }
        }
        if !m.module_asm.is_empty() {
            self.out.push('\n');
            // Split at each newline; a trailing newline adds no empty line.
            let mut rest: &[u8] = &m.module_asm;
            loop {
                let (line, tail) = match rest.iter().position(|&c| c == b'\n') {
                    Some(i) => (&rest[..i], &rest[i + 1..]),
                    None => (rest, &[][..]),
                };
                self.out.push_str("module asm \"");
                write_escaped(&mut self.out, line);
                self.out.push_str("\"\n");
                rest = tail;
                if rest.is_empty() {
                    break;
                }
            }
        }
        self.type_definitions();
        self.comdats();

        let kind_count = |f: fn(&GlobalKind) -> bool| m.globals.values().any(|g| f(&g.kind));
        if kind_count(|k| matches!(k, GlobalKind::Var(_))) {
            self.out.push('\n');
        }
        for (i, g) in m.globals.iter() {
            if let GlobalKind::Var(v) = &g.kind {
                self.global_var(i, g, v);
                self.out.push('\n');
                if !self.checkpoint() {
                    return;
                }
            }
        }
        if kind_count(|k| matches!(k, GlobalKind::Alias(_))) {
            self.out.push('\n');
        }
        for (i, g) in m.globals.iter() {
            if let GlobalKind::Alias(a) = &g.kind {
                self.alias(i, g, a.aliasee, "alias");
                if !self.checkpoint() {
                    return;
                }
            }
        }
        if kind_count(|k| matches!(k, GlobalKind::IFunc(_))) {
            self.out.push('\n');
        }
        for (i, g) in m.globals.iter() {
            if let GlobalKind::IFunc(a) = &g.kind {
                self.alias(i, g, a.resolver, "ifunc");
                if !self.checkpoint() {
                    return;
                }
            }
        }
        if !self.functions() {
            return;
        }
        if !self.n.groups.is_empty() {
            self.out.push('\n');
            let n = self.n.clone();
            for (slot, set) in n.groups.iter().enumerate() {
                let _ = write!(self.out, "attributes #{slot} = {{ ");
                self.attr_set(*set, true);
                self.out.push_str(" }\n");
                if !self.checkpoint() {
                    break;
                }
            }
        }
        if !m.named_metadata.is_empty() {
            self.out.push('\n');
        }
        for nmd in &m.named_metadata {
            self.out.push('!');
            write_md_identifier(&mut self.out, &nmd.name);
            self.out.push_str(" = !{");
            for (i, op) in nmd.ops.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.md_ref(*op);
            }
            self.out.push_str("}\n");
        }
        if !self.n.md_list.is_empty() {
            self.out.push('\n');
            let n = self.n.clone();
            for (slot, id) in n.md_list.iter().enumerate() {
                self.out.push('!');
                push_int(&mut self.out, slot);
                self.out.push_str(" = ");
                self.md_node_body(*id);
                self.out.push('\n');
                if !self.checkpoint() {
                    break;
                }
            }
        }
        if let Some(ix) = &m.summary {
            summary::write_summary(&mut self.out, ix);
        }
    }

    fn type_definitions(&mut self) {
        let m = self.m;
        if self.n.numbered_structs.is_empty() && self.n.named_structs.is_empty() {
            return;
        }
        self.out.push('\n');
        for (i, &s) in self.n.numbered_structs.clone().iter().enumerate() {
            self.out.push('%');
            push_int(&mut self.out, i);
            self.out.push_str(" = type ");
            self.struct_body(s);
            self.out.push('\n');
        }
        for &s in self.n.named_structs.clone().iter() {
            let name = m.types.structs[s].name.as_deref().unwrap_or(b"");
            write_local_name(&mut self.out, name);
            self.out.push_str(" = type ");
            self.struct_body(s);
            self.out.push('\n');
        }
    }

    fn struct_body(&mut self, s: StructId) {
        types::write_struct_body(&mut self.out, self.m, &self.n, s);
    }

    pub(crate) fn ty(&mut self, t: TypeId) {
        types::write_type(&mut self.out, self.m, &self.n, t);
    }

    fn comdats(&mut self) {
        let m = self.m;
        let list = self.n.comdats.clone();
        if list.is_empty() {
            return;
        }
        for c in list {
            self.out.push('\n');
            let c = &m.comdats[c];
            self.out.push('$');
            names::write_name_body(&mut self.out, &c.name);
            let _ = writeln!(self.out, " = comdat {}", c.kind.keyword());
        }
    }

    fn linkage_prefix(&mut self, g: &Global) {
        let c = &g.common;
        if c.linkage != Linkage::External {
            self.out.push_str(c.linkage.keyword());
            self.out.push(' ');
        }
        if c.dso_local && !c.is_implicitly_dso_local() {
            self.out.push_str("dso_local ");
        }
        match c.visibility {
            Visibility::Default => {}
            Visibility::Hidden => self.out.push_str("hidden "),
            Visibility::Protected => self.out.push_str("protected "),
        }
    }

    fn dll_storage(&mut self, g: &Global) {
        match g.common.dll_storage {
            DllStorage::Default => {}
            DllStorage::Import => self.out.push_str("dllimport "),
            DllStorage::Export => self.out.push_str("dllexport "),
        }
    }

    fn thread_local(&mut self, g: &Global) {
        self.out.push_str(match g.common.thread_local {
            ThreadLocal::NotThreadLocal => "",
            ThreadLocal::GeneralDynamic => "thread_local ",
            ThreadLocal::LocalDynamic => "thread_local(localdynamic) ",
            ThreadLocal::InitialExec => "thread_local(initialexec) ",
            ThreadLocal::LocalExec => "thread_local(localexec) ",
        });
    }

    fn unnamed_addr_word(g: &Global) -> &'static str {
        match g.common.unnamed_addr {
            UnnamedAddr::None => "",
            UnnamedAddr::Local => "local_unnamed_addr",
            UnnamedAddr::Global => "unnamed_addr",
        }
    }

    pub(crate) fn global_ref(&mut self, id: GlobalId) {
        let g = self.m.global(id);
        match &g.common.name {
            Some(n) => write_global_name(&mut self.out, n),
            None => {
                let slot = self.n.global_slots[id];
                self.out.push('@');
                push_int(&mut self.out, slot);
            }
        }
    }

    fn global_var(&mut self, id: GlobalId, g: &Global, v: &GlobalVar) {
        self.global_ref(id);
        self.out.push_str(" = ");
        if v.init.is_none() && g.common.linkage == Linkage::External {
            self.out.push_str("external ");
        }
        self.linkage_prefix(g);
        self.dll_storage(g);
        self.thread_local(g);
        let ua = Self::unnamed_addr_word(g);
        if !ua.is_empty() {
            self.out.push_str(ua);
            self.out.push(' ');
        }
        if g.common.addrspace != 0 {
            let _ = write!(self.out, "addrspace({}) ", g.common.addrspace);
        }
        if v.externally_initialized {
            self.out.push_str("externally_initialized ");
        }
        self.out
            .push_str(if v.constant { "constant " } else { "global " });
        self.ty(g.common.value_ty);
        if let Some(init) = v.init {
            self.out.push(' ');
            self.const_value(init);
        }
        if let Some(s) = &v.section {
            self.out.push_str(", section \"");
            write_escaped(&mut self.out, s);
            self.out.push('"');
        }
        if let Some(s) = &g.common.partition {
            self.out.push_str(", partition \"");
            write_escaped(&mut self.out, s);
            self.out.push('"');
        }
        if let Some(cm) = &v.code_model {
            self.out.push_str(", code_model \"");
            write_escaped(&mut self.out, cm);
            self.out.push('"');
        }
        let san = g.common.sanitizer;
        if san & module::sanitizer::NO_ADDRESS != 0 {
            self.out.push_str(", no_sanitize_address");
        }
        if san & module::sanitizer::NO_HWADDRESS != 0 {
            self.out.push_str(", no_sanitize_hwaddress");
        }
        if san & module::sanitizer::MEMTAG != 0 {
            self.out.push_str(", sanitize_memtag");
        }
        if san & module::sanitizer::IS_DYN_INIT != 0 {
            self.out.push_str(", sanitize_address_dyninit");
        }
        if let Some(c) = v.comdat {
            self.out.push(',');
            self.comdat_ref(g, c);
        }
        if let Some(a) = v.align {
            self.out.push_str(", align ");
            push_int(&mut self.out, a);
        }
        self.attachments(&v.md, ", ");
        if v.attrs != AttrSetId::from_u32(0) {
            let slot = self.n.group_slot(v.attrs);
            self.out.push_str(" #");
            push_int(&mut self.out, slot);
        }
    }

    fn comdat_ref(&mut self, g: &Global, c: ComdatId) {
        self.out.push_str(" comdat");
        let cname = &self.m.comdats[c].name;
        if g.common.name.as_deref() == Some(&cname[..]) {
            return;
        }
        self.out.push_str("($");
        names::write_name_body(&mut self.out, cname);
        self.out.push(')');
    }

    fn alias(&mut self, id: GlobalId, g: &Global, target: ConstId, word: &str) {
        self.global_ref(id);
        self.out.push_str(" = ");
        self.linkage_prefix(g);
        if word == "alias" {
            self.dll_storage(g);
            self.thread_local(g);
            let ua = Self::unnamed_addr_word(g);
            if !ua.is_empty() {
                self.out.push_str(ua);
                self.out.push(' ');
            }
        }
        self.out.push_str(word);
        self.out.push(' ');
        self.ty(g.common.value_ty);
        self.out.push_str(", ");
        let is_expr = matches!(self.m.consts.get(target).kind, ConstKind::Expr(_));
        if is_expr {
            self.const_value(target);
        } else {
            self.typed_const(target);
        }
        if let Some(s) = &g.common.partition {
            self.out.push_str(", partition \"");
            write_escaped(&mut self.out, s);
            self.out.push('"');
        }
        self.out.push('\n');
    }

    /// The function-attribute set's non-string attributes, for the
    /// `; Function Attrs:` comment.
    fn function_attrs_comment(&mut self, set: AttrSetId) {
        let attrs = self.m.attrs.get(set);
        // Written in place (taken out while the printer is borrowed for
        // types), and taken back if the set has only string attributes.
        let mut out = std::mem::take(&mut self.out);
        let start = out.len();
        out.push_str("; Function Attrs: ");
        let header = out.len();
        for (i, a) in attrs.iter().filter(|a| !a.is_string()).enumerate() {
            if i > 0 {
                out.push(' ');
            }
            self.attribute_text(&mut out, a, false);
        }
        if out.len() == header {
            out.truncate(start);
        } else {
            out.push('\n');
        }
        self.out = out;
    }

    fn attribute_text(&self, s: &mut String, a: &attributes::Attribute, in_group: bool) {
        let m = self.m;
        let n = &self.n;
        let tp = |out: &mut String, t: TypeId| types::write_type(out, m, n, t);
        if in_group {
            write_attribute_in_group(s, a, &tp);
        } else {
            write_attribute(s, a, &tp);
        }
    }

    /// Writes an attribute set, space separated.
    pub(crate) fn attr_set(&mut self, set: AttrSetId, in_group: bool) {
        let attrs = self.m.attrs.get(set);
        // Written straight into the output (taken out while the printer is
        // borrowed for types), not through a string per attribute.
        let mut out = std::mem::take(&mut self.out);
        for (i, a) in attrs.iter().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            self.attribute_text(&mut out, a, in_group);
        }
        self.out = out;
    }

    fn function(&mut self, id: GlobalId, g: &'a Global, f: &'a Function) {
        let m = self.m;
        let fn_attrs = f.attrs.func;
        if fn_attrs != AttrSetId::from_u32(0) {
            self.function_attrs_comment(fn_attrs);
        }
        if g.common
            .name
            .as_deref()
            .is_some_and(llconv_ir::intrinsics::is_unknown_intrinsic_name)
        {
            self.out.push_str("; Unknown intrinsic\n");
        }
        let Type::Function {
            ret,
            params,
            vararg,
        } = m.types.get(g.common.value_ty)
        else {
            // Not representable as a function header; the verifier reports it.
            return;
        };
        let (ret_ty, param_tys, vararg) = (*ret, params.clone(), *vararg);
        self.local = LocalSlots::compute(m, f, param_tys.len());
        self.func = Some((id, f));
        if f.body.is_none() {
            self.out.push_str("declare");
            self.attachments(&f.md, " ");
            self.out.push(' ');
        } else {
            self.out.push_str("define ");
        }
        self.linkage_prefix(g);
        self.dll_storage(g);
        if f.cc != 0 {
            self.calling_conv(f.cc);
            self.out.push(' ');
        }
        if f.attrs.ret != AttrSetId::from_u32(0) {
            self.attr_set(f.attrs.ret, false);
            self.out.push(' ');
        }
        self.ty(ret_ty);
        self.out.push(' ');
        self.global_ref(id);
        self.out.push('(');
        for (i, &pt) in param_tys.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(pt);
            let pa = f.attrs.param(i);
            if pa != AttrSetId::EMPTY {
                self.out.push(' ');
                self.attr_set(pa, false);
            }
            if f.body.is_some() {
                self.out.push(' ');
                self.arg_name(i as u32);
            }
        }
        if vararg {
            if !param_tys.is_empty() {
                self.out.push_str(", ");
            }
            self.out.push_str("...");
        }
        self.out.push(')');
        let ua = Self::unnamed_addr_word(g);
        if !ua.is_empty() {
            self.out.push(' ');
            self.out.push_str(ua);
        }
        if g.common.addrspace != 0 || self.n.program_addrspace != 0 {
            let _ = write!(self.out, " addrspace({})", g.common.addrspace);
        }
        if fn_attrs != AttrSetId::from_u32(0) {
            let slot = self.n.group_slot(fn_attrs);
            self.out.push_str(" #");
            push_int(&mut self.out, slot);
        }
        if let Some(s) = &f.section {
            self.out.push_str(" section \"");
            write_escaped(&mut self.out, s);
            self.out.push('"');
        }
        if let Some(s) = &g.common.partition {
            self.out.push_str(" partition \"");
            write_escaped(&mut self.out, s);
            self.out.push('"');
        }
        if let Some(c) = f.comdat {
            self.comdat_ref(g, c);
        }
        if let Some(a) = f.align {
            self.out.push_str(" align ");
            push_int(&mut self.out, a);
        }
        if let Some(gc) = &f.gc {
            self.out.push_str(" gc \"");
            llconv_ir::rawtext::push_raw(&mut self.out, gc);
            self.out.push('"');
        }
        if let Some(c) = f.prefix {
            self.out.push_str(" prefix ");
            self.typed_const(c);
        }
        if let Some(c) = f.prologue {
            self.out.push_str(" prologue ");
            self.typed_const(c);
        }
        if let Some(c) = f.personality {
            self.out.push_str(" personality ");
            self.typed_const(c);
        }
        match &f.body {
            None => self.out.push('\n'),
            Some(body) => {
                self.attachments(&f.md, " ");
                self.out.push_str(" {");
                // `; preds =` lists them in LLVM's use-list order.
                let cfg = llconv_ir::analysis::ControlFlowGraph::new(body);
                for (bi, block) in body.blocks.iter() {
                    self.block(body, bi, block, cfg.preds(bi));
                }
                self.out.push_str("}\n");
            }
        }
        self.func = None;
    }

    pub(crate) fn calling_conv(&mut self, cc: u32) {
        use llconv_ir::callconv::{RISCV_VLS_FIRST, RISCV_VLS_LAST};
        if (RISCV_VLS_FIRST..=RISCV_VLS_LAST).contains(&cc) {
            let _ = write!(
                self.out,
                "riscv_vls_cc({})",
                32u32 << (cc - RISCV_VLS_FIRST)
            );
            return;
        }
        match llconv_ir::callconv::name(cc) {
            Some(n) => self.out.push_str(n),
            None => {
                self.out.push_str("cc");
                push_int(&mut self.out, cc);
            }
        }
    }

    fn arg_name(&mut self, i: u32) {
        let (_, f) = self.func.expect("in a function");
        match f.param_names.get(i as usize).and_then(|n| n.as_deref()) {
            Some(n) => write_local_name(&mut self.out, n),
            None => {
                let slot = self.local.args[ArgId::from_u32(i)];
                self.out.push('%');
                push_int(&mut self.out, slot);
            }
        }
    }

    pub(crate) fn block_ref(&mut self, body: &Body, b: BlockId) {
        match body.blocks.get(b).and_then(|bl| bl.name.as_deref()) {
            Some(n) => write_local_name(&mut self.out, n),
            None => {
                let slot = self.local.blocks.get(b).copied().unwrap_or(u32::MAX);
                self.out.push('%');
                push_int(&mut self.out, slot);
            }
        }
    }

    fn block(&mut self, body: &'a Body, bi: BlockId, block: &'a Block, preds: &[BlockId]) {
        let entry = bi.index() == 0;
        if let Some(n) = &block.name {
            self.out.push('\n');
            names::write_label(&mut self.out, n);
            self.out.push(':');
        } else if !entry {
            self.out.push('\n');
            let _ = write!(self.out, "{}:", self.local.blocks[bi]);
        }
        if !entry {
            self.pad_to_column(50);
            self.out.push(';');
            if preds.is_empty() {
                self.out.push_str(" No predecessors!");
            } else {
                self.out.push_str(" preds = ");
                for (i, &p) in preds.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.block_ref(body, p);
                }
            }
        }
        self.out.push('\n');
        for &inst in block.insts.iter() {
            for r in &body.inst(inst).dbg_records {
                self.out.push_str("    ");
                self.dbg_record(body, r);
                self.out.push('\n');
            }
            self.out.push_str("  ");
            self.instruction(body, inst);
            self.out.push('\n');
            if !self.checkpoint() {
                return;
            }
        }
    }

    /// Pads the current line with spaces to `col` (at least one space).
    fn pad_to_column(&mut self, col: usize) {
        let line_start = self.out.rfind('\n').map(|i| i + 1).unwrap_or(0);
        let line = &self.out[line_start..];
        let width = line.chars().count();
        if width < col {
            for _ in width..col {
                self.out.push(' ');
            }
        } else {
            self.out.push(' ');
        }
    }

    pub(crate) fn attachments(&mut self, md: &[(MdKindId, MdId)], sep: &str) {
        if md.is_empty() {
            return;
        }
        for &(k, id) in numbering::in_kind_order(md).iter() {
            self.attachment(k, id, sep);
        }
    }

    /// `sep!kind !N`.
    fn attachment(&mut self, k: MdKindId, id: MdId, sep: &str) {
        let m = self.m;
        self.out.push_str(sep);
        self.out.push('!');
        write_md_identifier(&mut self.out, m.metadata.kind_name(k));
        self.out.push(' ');
        self.md_ref(id);
    }

    /// A metadata operand: `!N` for nodes, `!"..."` for strings, `T v` for values.
    pub(crate) fn md_ref(&mut self, id: MdId) {
        match self.m.metadata.get(id) {
            Metadata::String(s) => {
                self.out.push_str("!\"");
                write_escaped(&mut self.out, s);
                self.out.push('"');
            }
            Metadata::Value(c) => self.typed_const(*c),
            Metadata::Tuple { .. } | Metadata::Di(_) | Metadata::Location(_) => {
                match self.n.md_slots.get(id) {
                    Some(slot) => {
                        self.out.push('!');
                        push_int(&mut self.out, slot);
                    }
                    // DIExpressions have no slot: always inline. Any other node
                    // without one is printed inline too, but a cycle or a deep
                    // chain of them (hostile bitcode) stops at `<badref>`.
                    None => {
                        if self.inline_md.len() >= MAX_INLINE_MD || self.inline_md.contains(&id) {
                            self.out.push_str("<badref>");
                        } else {
                            self.inline_md.push(id);
                            self.md_node_body(id);
                            self.inline_md.pop();
                        }
                    }
                }
            }
        }
    }

    fn md_node_body(&mut self, id: MdId) {
        let m = self.m;
        if let Metadata::Di(n) = m.metadata.get(id) {
            if n.distinct && n.kind != DiKind::Expression {
                self.out.push_str("distinct ");
            }
            self.di_node(n);
            return;
        }
        if let Metadata::Location(l) = m.metadata.get(id) {
            if l.distinct {
                self.out.push_str("distinct ");
            }
            self.di_location(l);
            return;
        }
        if let Metadata::Tuple { distinct, ops } = self.m.metadata.get(id) {
            if *distinct {
                self.out.push_str("distinct ");
            }
            self.out.push_str("!{");
            for (i, op) in ops.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                match op {
                    None => self.out.push_str("null"),
                    Some(o) => self.md_ref(*o),
                }
            }
            self.out.push('}');
        }
    }
}
