//! Function blocks read on two threads.
//!
//! Once the module-level tables are read, function blocks depend only on
//! them: a run of function blocks is skipped over once (their lengths are
//! in their headers) and split in two by size. This thread reads the first
//! part into the module as the one-thread reader does; a second thread
//! reads the rest into a copy of the reader (the module-level tables as
//! they stand, read-only in spirit: what it adds, it adds after them).
//! Its additions are then replayed into the module in the order it made
//! them: types, constants, inline asm, attribute sets and metadata are
//! interned again (finding what the first part made already, as the one
//! reader would have), metadata slots reserved for forward references are
//! reserved and filled at the same points, and the second part's
//! functions are rewritten to the module's ids. The module is the one the
//! one-thread reader makes, whatever the split. Whatever the second
//! thread cannot stand for (an error, a function block that touches
//! another global, a new metadata kind, ...) sends its part back to this
//! thread, read in order as the one reader reads it, so that errors are
//! the same too.

use llconv_ir::attributes::{AttrList, AttrSet, AttrSetId, Attribute};
use llconv_ir::constants::ConstImporter;
use llconv_ir::dbgrecord::DbgRecord;
use llconv_ir::*;

use super::{Reader, Result, FUNCTION_BLOCK};

/// The size of a run of function blocks, in bits, from which it is shared
/// between two threads (below it, a thread costs more than it gives).
pub(crate) const PARALLEL_FROM_BITS: u64 = 1 << 20;

/// The sizes of the module's tables when the second thread took its copy:
/// what it made is what lies past them.
struct Bases {
    types: usize,
    consts: usize,
    md: usize,
    attrs: usize,
    asms: usize,
    kinds: usize,
    globals: usize,
    comdats: usize,
    named_md: usize,
    sync_scopes: usize,
    warnings: usize,
    cu_subprograms: usize,
}

impl Bases {
    fn of(r: &Reader) -> Bases {
        let m = &r.m;
        Bases {
            types: m.types.len(),
            consts: m.consts.len(),
            md: m.metadata.len(),
            attrs: m.attrs.len(),
            asms: m.inline_asms.len(),
            kinds: m.metadata.kinds.len(),
            globals: m.globals.len(),
            comdats: m.comdats.len(),
            named_md: m.named_metadata.len(),
            sync_scopes: m.sync_scopes.len(),
            warnings: m.read_warnings.len(),
            cu_subprograms: r.md.cu_subprograms_len(),
        }
    }
}

/// Ids of the second thread's copy to the module's: below the base they
/// are the same.
struct Maps {
    base: Bases,
    types: Vec<TypeId>,
    consts: Vec<Option<ConstId>>,
    md: Vec<MdId>,
    attrs: Vec<AttrSetId>,
    asms: Vec<AsmId>,
}

impl Maps {
    fn ty(&self, t: TypeId) -> TypeId {
        match t.index().checked_sub(self.base.types) {
            Some(i) => self.types[i],
            None => t,
        }
    }
    fn c(&self, c: ConstId) -> ConstId {
        match c.index().checked_sub(self.base.consts) {
            Some(i) => self.consts[i].expect("constants are replayed in order"),
            None => c,
        }
    }
    fn md(&self, n: MdId) -> MdId {
        match n.index().checked_sub(self.base.md) {
            Some(i) => self.md[i],
            None => n,
        }
    }
    fn attr(&self, s: AttrSetId) -> AttrSetId {
        match s.index().checked_sub(self.base.attrs) {
            Some(i) => self.attrs[i],
            None => s,
        }
    }
    fn asm(&self, a: AsmId) -> AsmId {
        match a.index().checked_sub(self.base.asms) {
            Some(i) => self.asms[i],
            None => a,
        }
    }
    fn attr_list(&self, l: &AttrList) -> AttrList {
        AttrList::new(
            self.attr(l.func),
            self.attr(l.ret),
            l.params.iter().map(|&p| self.attr(p)).collect(),
        )
    }
    fn operand(&self, op: Operand) -> Operand {
        match op {
            Operand::Const(c) => Operand::Const(self.c(c)),
            Operand::Metadata(n) => Operand::Metadata(self.md(n)),
            Operand::InlineAsm(a) => Operand::InlineAsm(self.asm(a)),
            Operand::Arg(_) | Operand::Inst(_) | Operand::LocalMetadata(_) => op,
        }
    }
    fn map_metadata(&self, md: &mut Metadata) {
        match md {
            Metadata::String(_) => {}
            Metadata::Value(c) => *c = self.c(*c),
            Metadata::Tuple { .. } | Metadata::Di(_) | Metadata::Location(_) => {
                for o in md.node_operands_mut().iter_mut().flatten() {
                    *o = self.md(*o);
                }
            }
        }
    }
    fn dbg_record(&self, r: &mut DbgRecord) {
        match r {
            DbgRecord::Label { label, dilocation } => {
                *label = self.md(*label);
                *dilocation = self.md(*dilocation);
            }
            DbgRecord::Variable {
                location,
                variable,
                expression,
                assign,
                dilocation,
                ..
            } => {
                *location = self.operand(*location);
                *variable = self.md(*variable);
                *expression = self.md(*expression);
                *dilocation = self.md(*dilocation);
                if let Some(a) = assign {
                    a.address = self.operand(a.address);
                    a.assign_id = self.md(a.assign_id);
                    a.address_expr = self.md(a.address_expr);
                }
            }
        }
    }
    fn body(&self, body: &mut Body) {
        for inst in body.insts.values_mut() {
            inst.ty = self.ty(inst.ty);
            inst.kind
                .for_each_value_operand_mut(|op| *op = self.operand(*op));
            for c in inst.kind.switch_case_values_mut() {
                *c = self.c(*c);
            }
            inst.kind.for_each_type_mut(|t| *t = self.ty(*t));
            if let InstKind::Call(call)
            | InstKind::Invoke { call, .. }
            | InstKind::CallBr { call, .. } = &mut inst.kind
            {
                call.attrs = self.attr_list(&call.attrs);
            }
            for (_, n) in inst.md.iter_mut() {
                *n = self.md(*n);
            }
            for r in inst.dbg_records.iter_mut() {
                self.dbg_record(r);
            }
        }
        for local in body.local_md.values_mut() {
            match local {
                LocalMetadata::Value { ty, value } => {
                    *ty = self.ty(*ty);
                    *value = self.operand(*value);
                }
                LocalMetadata::ArgList(items) => {
                    for (ty, value) in items.iter_mut() {
                        *ty = self.ty(*ty);
                        *value = self.operand(*value);
                    }
                }
            }
        }
    }
}

/// The second thread's constants interned again into the module.
struct ConstReplay<'m> {
    src: &'m ConstTable,
    dst: &'m mut ConstTable,
    maps: &'m mut Maps,
}

impl ConstImporter for ConstReplay<'_> {
    fn source(&self, c: ConstId) -> &Const {
        self.src.get(c)
    }
    fn imported(&self, c: ConstId) -> Option<ConstId> {
        match c.index().checked_sub(self.maps.base.consts) {
            Some(i) => self.maps.consts.get(i).copied().flatten(),
            None => Some(c),
        }
    }
    fn remember(&mut self, c: ConstId, d: ConstId) {
        let i = c.index() - self.maps.base.consts;
        if self.maps.consts.len() <= i {
            self.maps.consts.resize(i + 1, None);
        }
        self.maps.consts[i] = Some(d);
    }
    fn import_type(&mut self, t: TypeId) -> Option<TypeId> {
        Some(self.maps.ty(t))
    }
    fn import_global(&mut self, g: GlobalId) -> Option<GlobalId> {
        Some(g)
    }
    fn intern(&mut self, c: Const) -> ConstId {
        self.dst.intern_raw(c)
    }
}

/// Whether a second thread is there to take a share.
fn cores() -> bool {
    std::thread::available_parallelism().is_ok_and(|n| n.get() > 1)
}

impl<'a> Reader<'a> {
    /// At a FUNCTION_BLOCK whose id was just read: reads it and the function
    /// blocks that directly follow it, sharing them with a second thread
    /// when they are large enough, and leaves the cursor after them. False
    /// (the cursor where it was) when the block is left to the one-thread
    /// path.
    pub(super) fn read_function_run(&mut self) -> Result<bool> {
        if !cores() || !self.md.fwd_is_empty() {
            return Ok(false);
        }
        let saved = self.c.clone();
        let Ok((run, after)) = self.c.skip_run_of_blocks(FUNCTION_BLOCK) else {
            self.c = saved;
            return Ok(false);
        };
        let total: u64 = run.iter().map(|r| r.1).sum();
        if run.len() < 2
            || total < self.parallel_from
            || self.next_body + run.len() > self.with_bodies.len()
        {
            self.c = saved;
            return Ok(false);
        }
        let funcs: Vec<(u64, GlobalId)> = run
            .iter()
            .zip(&self.with_bodies[self.next_body..])
            .map(|(&(at, _), &g)| (at, g))
            .collect();
        // This thread takes the first half of the bits.
        let mut k = 0;
        let mut bits = 0;
        while k < run.len() && bits * 2 < total {
            bits += run[k].1;
            k += 1;
        }
        let k = k.clamp(1, run.len() - 1);
        let (mine, theirs) = funcs.split_at(k);
        let base = Bases::of(self);
        let worker = self.fork();
        let (r, copy) = std::thread::scope(|s| {
            let handle = llconv_ir::threads::spawn_worker(s, "llconv-read", move || {
                worker.read_share(theirs)
            });
            let r = self.read_bodies_at(mine);
            let copy = match handle {
                Ok(h) => match h.join() {
                    Ok(copy) => copy,
                    Err(panic) => std::panic::resume_unwind(panic),
                },
                Err(_) => None,
            };
            (r, copy)
        });
        r?;
        let adopted = match copy {
            Some(copy) => self.adopt(copy, base, theirs),
            None => false,
        };
        if !adopted {
            // Read here, in order, as the one-thread reader does.
            self.read_bodies_at(theirs)?;
        }
        self.c.seek_in_block(after)?;
        Ok(true)
    }

    /// Reads the function blocks that begin at the given positions of the
    /// module block (past their ids) into the module.
    fn read_bodies_at(&mut self, funcs: &[(u64, GlobalId)]) -> Result<()> {
        for &(at, g) in funcs {
            self.c.seek_in_block(at)?;
            self.c.enter_block(FUNCTION_BLOCK)?;
            self.next_body += 1;
            self.parse_function_body(g)?;
        }
        Ok(())
    }

    /// A copy of this reader for the second thread: the module and the
    /// tables read so far.
    fn fork(&self) -> Reader<'a> {
        let mut r = Reader::new(self.c.clone(), self.strtab, &self.module_name);
        r.verify_debug_info = self.verify_debug_info;
        r.m = self.m.clone();
        r.version = self.version;
        r.types = self.types.clone();
        r.type_children = self.type_children.clone();
        r.tids = self.tids.clone();
        r.fn_tids = self.fn_tids.clone();
        r.vals = self.vals.clone();
        r.attr_lists = self.attr_lists.clone();
        r.inits_resolved = self.inits_resolved;
        r.has_bodies = self.has_bodies.clone();
        r.bundle_tags = self.bundle_tags.clone();
        r.sync_scopes = self.sync_scopes.clone();
        r.md = self.md.clone();
        r.md.log = Some(Default::default());
        r.layout = self.layout.clone();
        r.void_ty = self.void_ty;
        r.old_consts = self.old_consts.clone();
        r.parallel_from = u64::MAX;
        r
    }

    /// The second thread's work: its share of the function blocks, into
    /// its copy; `None` when that copy cannot stand for the one reader.
    fn read_share(mut self, funcs: &[(u64, GlobalId)]) -> Option<Reader<'a>> {
        for &(at, g) in funcs {
            self.c.seek_in_block(at).ok()?;
            self.c.enter_block(FUNCTION_BLOCK).ok()?;
            self.parse_function_body(g).ok()?;
            if self.side_effects || !self.md.fwd_is_empty() {
                return None;
            }
        }
        Some(self)
    }

    /// Takes the second thread's functions into the module, as if read
    /// here after the first part; false (nothing changed) when its copy
    /// did what this cannot replay.
    fn adopt(&mut self, mut w: Reader<'a>, base: Bases, funcs: &[(u64, GlobalId)]) -> bool {
        let wm = &w.m;
        if wm.metadata.kinds.len() != base.kinds
            || wm.globals.len() != base.globals
            || wm.comdats.len() != base.comdats
            || wm.named_metadata.len() != base.named_md
            || wm.sync_scopes.len() != base.sync_scopes
            || w.md.cu_subprograms_len() != base.cu_subprograms
            || !w.md.same_module_flags(&self.md)
            || (base.types..wm.types.len())
                .any(|i| matches!(wm.types.get(TypeId::from_index(i)), Type::Named(_)))
        {
            return false;
        }
        let mut maps = Maps {
            types: Vec::with_capacity(wm.types.len() - base.types),
            consts: Vec::with_capacity(wm.consts.len() - base.consts),
            md: Vec::with_capacity(wm.metadata.len() - base.md),
            attrs: Vec::with_capacity(wm.attrs.len() - base.attrs),
            asms: Vec::new(),
            base,
        };
        let m = &mut self.m;
        for i in maps.base.types..wm.types.len() {
            let mut t = wm.types.get(TypeId::from_index(i)).clone();
            match &mut t {
                Type::Vector { elem, .. } | Type::Array { elem, .. } => *elem = maps.ty(*elem),
                Type::Function { ret, params, .. } => {
                    *ret = maps.ty(*ret);
                    for p in params.iter_mut() {
                        *p = maps.ty(*p);
                    }
                }
                Type::Struct { elems: ts, .. } | Type::TargetExt { types: ts, .. } => {
                    for e in ts.iter_mut() {
                        *e = maps.ty(*e);
                    }
                }
                _ => {}
            }
            maps.types.push(m.types.intern(t));
        }
        for i in maps.base.consts..wm.consts.len() {
            let mut replay = ConstReplay {
                src: &wm.consts,
                dst: &mut m.consts,
                maps: &mut maps,
            };
            replay.import_const(ConstId::from_index(i));
        }
        for i in maps.base.asms..wm.inline_asms.len() {
            let mut a = wm.inline_asms[AsmId::from_index(i)].clone();
            a.fn_ty = maps.ty(a.fn_ty);
            maps.asms.push(m.add_inline_asm(a));
        }
        for i in maps.base.attrs..wm.attrs.len() {
            let attrs = wm
                .attrs
                .get(AttrSetId::from_index(i))
                .as_slice()
                .iter()
                .map(|a| match a {
                    Attribute::Type(k, t) => Attribute::Type(*k, maps.ty(*t)),
                    a => a.clone(),
                })
                .collect();
            maps.attrs.push(m.attrs.intern(AttrSet::new(attrs)));
        }
        // Metadata, moved out of the copy: slots reserved for forward
        // references are reserved at the same points, and filled when the
        // copy filled them (before the item that came next).
        let log = w.md.log.take().unwrap_or_default();
        let mut items = w.m.metadata.take_items();
        let len = items.len();
        let mut take = |maps: &Maps, n: MdId| {
            let mut md = std::mem::replace(
                &mut items[n.index()],
                Metadata::Value(ConstId::from_index(0)),
            );
            maps.map_metadata(&mut md);
            md
        };
        let mut reserved = log.reserved.iter().peekable();
        let mut sets = log.sets.iter().peekable();
        for i in maps.base.md..len {
            while let Some(&&(n, at)) = sets.peek() {
                if at > i {
                    break;
                }
                let md = take(&maps, n);
                m.metadata.set(maps.md(n), md);
                sets.next();
            }
            let n = MdId::from_index(i);
            let id = if reserved.peek() == Some(&&n) {
                reserved.next();
                m.metadata.reserve()
            } else {
                let md = take(&maps, n);
                m.metadata.add(md)
            };
            maps.md.push(id);
        }
        for &(n, _) in sets {
            let md = take(&maps, n);
            m.metadata.set(maps.md(n), md);
        }
        for &(_, g) in funcs {
            let mut global = std::mem::replace(
                &mut w.m.globals[g],
                Global {
                    common: Default::default(),
                    kind: GlobalKind::Func(Function::default()),
                },
            );
            global.common.value_ty = maps.ty(global.common.value_ty);
            if let GlobalKind::Func(f) = &mut global.kind {
                f.attrs = maps.attr_list(&f.attrs);
                for (_, n) in f.md.iter_mut() {
                    *n = maps.md(*n);
                }
                for c in [&mut f.personality, &mut f.prefix, &mut f.prologue]
                    .into_iter()
                    .flatten()
                {
                    *c = maps.c(*c);
                }
                if let Some(body) = &mut f.body {
                    maps.body(body);
                }
            }
            self.m.globals[g] = global;
        }
        self.m
            .read_warnings
            .extend(w.m.read_warnings.drain(maps.base.warnings..));
        self.md.declare_expression_upgrade |= w.md.declare_expression_upgrade;
        self.next_body += funcs.len();
        true
    }
}
