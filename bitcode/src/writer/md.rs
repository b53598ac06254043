//! METADATA, METADATA_KIND and METADATA_ATTACHMENT blocks (the mirror of
//! `reader/md.rs`).
//!
//! Metadata is partitioned as LLVM's `ValueEnumerator` does it: what only
//! one function body uses (its subprogram, scopes, variables, inlined-at
//! locations, ...) is written in that function's METADATA block, the rest
//! in the module's. Each list is laid out as `organizeMetadata` does:
//! strings (written in bulk by one `METADATA_STRINGS` record), then
//! constants as metadata (`VALUE`), then distinct nodes, then uniqued
//! nodes, each group in enumeration order ([`Walk`]). A function's ids follow the module's: its own nodes, then its
//! function-local metadata (values wrapped as metadata, then `DIArgList`s).
//!
//! A `!dbg` location of an instruction gets no id: the function block
//! writes it as `DEBUG_LOC`, so only its scope and inlined-at operands are
//! enumerated.

mod di;

use llconv_ir::debuginfo::DiKind;
use llconv_ir::hash::FastMap;
use llconv_ir::*;

use super::func::FnIds;
use super::tables::Shared;
use super::{char_ops, Writer, NO_ID};
use crate::bitstream::AbbrevOp;
use crate::bitwriter::BitWriter;
use crate::reader::{METADATA_ATTACHMENT_BLOCK, METADATA_BLOCK, METADATA_KIND_BLOCK};

/// LLVM writes an index of the records' offsets (for lazy loading) when a
/// module has more non-string metadata than this.
const INDEX_THRESHOLD: usize = 25;

/// One entry of a metadata list.
#[derive(Clone, Copy)]
enum Entry {
    /// A string or a node.
    Md(MdId),
    /// A constant as metadata (several `MdId`s, or none, may name it).
    Const(ConstId),
}

/// Metadata written in one block, in id order.
#[derive(Clone, Default)]
struct MdList {
    entries: Vec<Entry>,
    /// How many strings lead `entries`.
    num_strings: usize,
}

#[derive(Default)]
pub(crate) struct MdState {
    /// Bitcode id by `MdId` index (`NO_ID` = not written); the ids of a
    /// function's own metadata are valid while that function is written.
    ids: EntityVec<MdId, u32>,
    /// Ids of constants as metadata.
    const_ids: Shared<FastMap<ConstId, u32>>,
    module: Shared<MdList>,
    /// The own metadata of each function body, by the function's global
    /// index. These three are fixed once enumerated, and shared with a
    /// forked writer rather than copied.
    functions: Shared<FastMap<u32, MdList>>,
    /// Ids by `local_md` index in the function being written.
    local_ids: EntityVec<LocalMdId, u32>,
}

impl MdState {
    /// The state for writing function bodies elsewhere ([`Writer::fork`]).
    pub(crate) fn fork(&self) -> MdState {
        MdState {
            ids: self.ids.clone(),
            const_ids: self.const_ids.clone(),
            module: self.module.clone(),
            functions: self.functions.clone(),
            local_ids: EntityVec::new(),
        }
    }
}

/// The owner of a metadata not seen yet.
const UNSEEN: u32 = u32::MAX;
/// The owner of module-level metadata (functions are their global index
/// plus one).
const MODULE: u32 = 0;

/// LLVM's `EnumerateMetadata`: a post-order walk over node operands with
/// an explicit stack (operand chains can be very deep), where a distinct
/// node reached from a uniqued one waits until that uniqued subgraph is
/// done; strings and constants get their ids when first met, nodes once
/// their operands have them. Each entry records which function, if only
/// one, uses it (`MODULE` once a second one or the module does).
pub(crate) struct Walk<'a> {
    md: &'a MetadataTable,
    owner: EntityVec<MdId, u32>,
    /// Whether a node has its id (its operands are walked).
    done: EntityVec<MdId, bool>,
    /// The owner of each constant as metadata (several `MdId`s may name
    /// one constant: it is one entry).
    const_owner: FastMap<ConstId, u32>,
    order: Vec<Entry>,
    /// `MdId`s of constants as metadata, resolved once constants have ids.
    values: Vec<(MdId, ConstId)>,
    /// Constants met for the first time, for the caller to enumerate.
    pub(crate) new_consts: Vec<ConstId>,
    stack: Vec<(MdId, usize)>,
    delayed: Vec<MdId>,
}

impl<'a> Walk<'a> {
    pub(crate) fn new(md: &'a MetadataTable) -> Self {
        Walk {
            md,
            owner: vec![UNSEEN; md.len()].into(),
            done: vec![false; md.len()].into(),
            const_owner: FastMap::default(),
            order: Vec::new(),
            values: Vec::new(),
            new_consts: Vec::new(),
            stack: Vec::new(),
            delayed: Vec::new(),
        }
    }

    /// A constant as metadata used by `ctx`.
    fn constant(&mut self, c: ConstId, ctx: u32) {
        match self.const_owner.get(&c) {
            Some(&o) => {
                if o != MODULE && o != ctx {
                    self.const_owner.insert(c, MODULE);
                }
            }
            None => {
                self.const_owner.insert(c, ctx);
                self.order.push(Entry::Const(c));
                self.new_consts.push(c);
            }
        }
    }

    /// LLVM's `enumerateMetadataImpl`: registers `n` for `ctx`; returns
    /// whether it is a node met for the first time (to walk).
    fn meet(&mut self, n: MdId, ctx: u32) -> bool {
        let o = self.owner[n];
        if o != UNSEEN {
            if let Metadata::Value(c) = self.md.get(n) {
                self.constant(*c, ctx);
            } else if o != MODULE && o != ctx {
                self.drop_owner(n);
            }
            return false;
        }
        self.owner[n] = ctx;
        match self.md.get(n) {
            Metadata::Value(c) => {
                self.done[n] = true;
                self.values.push((n, *c));
                self.constant(*c, ctx);
                false
            }
            Metadata::String(_) => {
                self.done[n] = true;
                self.order.push(Entry::Md(n));
                false
            }
            _ => true,
        }
    }

    /// Enumerates `root` and its operands as used by `ctx`.
    fn visit(&mut self, root: MdId, ctx: u32) {
        if !self.meet(root, ctx) {
            return;
        }
        let md = self.md;
        self.stack.push((root, 0));
        while let Some(&mut (n, ref mut next)) = self.stack.last_mut() {
            let ops = md.get(n).node_operands();
            let mut found = None;
            let mut i = *next;
            while i < ops.len() {
                let op = ops[i];
                i += 1;
                if let Some(op) = op {
                    if self.meet(op, ctx) {
                        found = Some(op);
                        break;
                    }
                }
            }
            if let Some(op) = found {
                if let Some(top) = self.stack.last_mut() {
                    top.1 = i;
                }
                if md.get(op).is_distinct() && !md.get(n).is_distinct() {
                    self.delayed.push(op);
                } else {
                    self.stack.push((op, 0));
                }
                continue;
            }
            self.stack.pop();
            self.order.push(Entry::Md(n));
            self.done[n] = true;
            if self
                .stack
                .last()
                .is_none_or(|&(t, _)| md.get(t).is_distinct())
            {
                for d in std::mem::take(&mut self.delayed) {
                    self.stack.push((d, 0));
                }
            }
        }
    }

    /// LLVM's `dropFunctionFromMetadata`: metadata a second function (or
    /// the module) uses too is the module's, with the operands of those
    /// already walked.
    fn drop_owner(&mut self, n: MdId) {
        let md = self.md;
        let mut work = Vec::new();
        let push = |w: &mut Walk<'_>, work: &mut Vec<MdId>, n: MdId| {
            if let Metadata::Value(c) = md.get(n) {
                if w.const_owner
                    .get(c)
                    .is_some_and(|&o| o != MODULE && o != UNSEEN)
                {
                    w.const_owner.insert(*c, MODULE);
                }
                return;
            }
            let o = w.owner[n];
            if o == MODULE || o == UNSEEN {
                return;
            }
            w.owner[n] = MODULE;
            if w.done[n] {
                work.push(n);
            }
        };
        push(self, &mut work, n);
        while let Some(n) = work.pop() {
            for op in md.get(n).node_operands().iter().flatten() {
                push(self, &mut work, *op);
            }
        }
    }

    /// A metadata operand of an instruction or debug record: constants
    /// inside function-local metadata are met as constants as metadata;
    /// the rest of local metadata is the function's own.
    fn operand(&mut self, op: Operand, body: &Body, ctx: u32) {
        match op {
            Operand::Metadata(n) => self.visit(n, ctx),
            Operand::LocalMetadata(l) => match &body.local_md[l] {
                LocalMetadata::Value {
                    value: Operand::Const(c),
                    ..
                } => self.constant(*c, ctx),
                LocalMetadata::Value { .. } => {}
                LocalMetadata::ArgList(args) => {
                    for (_, v) in args {
                        if let Operand::Const(c) = v {
                            self.constant(*c, ctx);
                        }
                    }
                }
            },
            _ => {}
        }
    }

    /// An instruction's `!dbg` location: only its operands.
    fn debug_loc(&mut self, n: MdId, ctx: u32) {
        match self.md.get(n) {
            Metadata::Di(d) if d.kind == DiKind::Location => {
                for op in d.ops.iter().flatten() {
                    self.visit(*op, ctx);
                }
            }
            Metadata::Location(l) => {
                for op in l.ops.iter().flatten() {
                    self.visit(*op, ctx);
                }
            }
            _ => self.visit(n, ctx),
        }
    }

    /// Attachments in kind order, as LLVM lists them.
    fn attachments(&mut self, md: &[(MdKindId, MdId)], ctx: u32, skip_dbg: bool) {
        in_kind_order(md, skip_dbg, |_, n| self.visit(n, ctx));
    }

    /// An instruction's debug records and metadata operands (before its
    /// types, as LLVM meets them).
    pub(crate) fn inst_before(&mut self, inst: &Inst, body: &Body, ctx: u32) {
        for r in &inst.dbg_records {
            match r {
                DbgRecord::Variable {
                    location,
                    variable,
                    expression,
                    assign,
                    dilocation,
                    ..
                } => {
                    self.operand(*location, body, ctx);
                    self.visit(*expression, ctx);
                    self.visit(*variable, ctx);
                    self.visit(*dilocation, ctx);
                    if let Some(a) = assign {
                        self.operand(a.address, body, ctx);
                        self.visit(a.assign_id, ctx);
                        self.visit(a.address_expr, ctx);
                    }
                }
                DbgRecord::Label { label, dilocation } => {
                    self.visit(*label, ctx);
                    self.visit(*dilocation, ctx);
                }
            }
        }
        inst.kind
            .for_each_value_operand(|op| self.operand(op, body, ctx));
    }

    /// An instruction's attachments and `!dbg` location's operands.
    pub(crate) fn inst_after(&mut self, inst: &Inst, ctx: u32) {
        self.attachments(&inst.md, ctx, true);
        if let Some(&(_, n)) = inst.md.iter().find(|&&(k, _)| k == MdKindId::DBG) {
            self.debug_loc(n, ctx);
        }
    }

    /// A function's own attachments.
    pub(crate) fn function(&mut self, f: &Function, ctx: u32) {
        self.attachments(&f.md, ctx, false);
    }
}

/// How many sort groups [`group`] tells apart.
const GROUPS: usize = 4;

/// The sort group of `organizeMetadata`: strings, constants, distinct
/// nodes, uniqued nodes.
fn group(md: &MetadataTable, e: Entry) -> u8 {
    match e {
        Entry::Const(_) => 1,
        Entry::Md(n) => match md.get(n) {
            Metadata::String(_) => 0,
            Metadata::Value(_) => 1,
            x if x.is_distinct() => 2,
            _ => 3,
        },
    }
}

impl MdList {
    /// Orders `entries` by group; gives them ids from `first`.
    fn new(md: &MetadataTable, entries: Vec<Entry>, first: u32, st: &mut MdState) -> Self {
        // A stable sort by group, as buckets: one look at each entry (a
        // comparison sort looked at each some thirty times).
        let groups: Vec<u8> = entries.iter().map(|&e| group(md, e)).collect();
        let mut next = [0usize; GROUPS];
        for &g in &groups {
            next[usize::from(g)] += 1;
        }
        let num_strings = next[0];
        let mut at = 0;
        for n in &mut next {
            (*n, at) = (at, at + *n);
        }
        let mut sorted = entries.clone();
        for (&e, &g) in entries.iter().zip(&groups) {
            sorted[next[usize::from(g)]] = e;
            next[usize::from(g)] += 1;
        }
        let entries = sorted;
        for (i, &e) in entries.iter().enumerate() {
            let id = first + i as u32;
            match e {
                Entry::Md(n) => st.ids[n] = id,
                Entry::Const(c) => {
                    st.const_ids.insert(c, id);
                }
            }
        }
        MdList {
            entries,
            num_strings,
        }
    }
}

/// The abbreviations LLVM gives `DILocation` and `GenericDINode` records,
/// defined in a block when first needed.
#[derive(Default)]
struct NodeAbbrevs {
    location: Option<u32>,
    generic: Option<u32>,
}

impl NodeAbbrevs {
    fn location(&mut self, w: &mut BitWriter) -> u32 {
        *self.location.get_or_insert_with(|| {
            w.define_abbrev(vec![
                AbbrevOp::Literal(7),
                AbbrevOp::Fixed(1), // distinct
                AbbrevOp::Vbr(6),   // line
                AbbrevOp::Vbr(8),   // column
                AbbrevOp::Vbr(6),   // scope
                AbbrevOp::Vbr(6),   // inlinedAt + 1
                AbbrevOp::Fixed(1), // isImplicitCode
                AbbrevOp::Vbr(6),   // atomGroup
                AbbrevOp::Fixed(3), // atomRank
            ])
        })
    }

    fn generic(&mut self, w: &mut BitWriter) -> u32 {
        *self.generic.get_or_insert_with(|| {
            w.define_abbrev(vec![
                AbbrevOp::Literal(12),
                AbbrevOp::Fixed(1), // distinct
                AbbrevOp::Vbr(6),   // tag
                AbbrevOp::Fixed(1), // version
                AbbrevOp::Vbr(6),   // header
                AbbrevOp::Array,
                AbbrevOp::Vbr(6),
            ])
        })
    }
}

impl<'m> Writer<'m> {
    /// Starts LLVM's metadata enumeration: named metadata, then global
    /// variables' attachments (functions and their bodies follow, from
    /// the caller, interleaved with their types).
    pub(crate) fn md_walk_begin(&mut self) -> Walk<'m> {
        let m: &'m Module = self.m;
        let mut walk = Walk::new(&m.metadata);
        for nm in &m.named_metadata {
            for &n in &nm.ops {
                walk.visit(n, MODULE);
            }
        }
        for gid in Writer::globals_in_record_order(m) {
            if let GlobalKind::Var(v) = &m.globals[gid].kind {
                walk.attachments(&v.md, MODULE, false);
            }
        }
        self.md_walk_consts(&mut walk);
        walk
    }

    /// Enumerates the constants the walk met since last asked.
    pub(crate) fn md_walk_consts(&mut self, walk: &mut Walk<'_>) {
        if walk.new_consts.is_empty() {
            return;
        }
        for c in std::mem::take(&mut walk.new_consts) {
            self.enum_const_deep(c);
        }
    }

    /// Gives every metadata the module uses its bitcode id, once the walk
    /// is done.
    pub(crate) fn md_walk_finish(&mut self, walk: Walk<'_>) {
        let m = self.m;
        let Walk {
            owner,
            order,
            values,
            const_owner,
            ..
        } = walk;
        let mut per_owner: FastMap<u32, Vec<Entry>> = FastMap::default();
        for e in order {
            let o = match e {
                Entry::Md(n) => owner[n],
                Entry::Const(c) => const_owner[&c],
            };
            per_owner.entry(o).or_default().push(e);
        }
        let st = &mut self.md;
        st.ids = vec![NO_ID; m.metadata.len()].into();
        let module = per_owner.remove(&MODULE).unwrap_or_default();
        let module = MdList::new(&m.metadata, module, 0, st);
        *st.module = module;
        let first = st.module.entries.len() as u32;
        for (o, entries) in per_owner {
            if let GlobalKind::Func(Function { body: Some(_), .. }) =
                &m.globals[GlobalId::from_index(o as usize - 1)].kind
            {
                let list = MdList::new(&m.metadata, entries, first, st);
                st.functions.insert(o - 1, list);
            }
        }
        for (n, c) in values {
            st.ids[n] = st.const_ids[&c];
        }
    }

    /// The METADATA_KIND block: every kind, fixed ones included.
    pub(crate) fn write_metadata_kinds(&mut self) {
        self.w.enter_block(METADATA_KIND_BLOCK, 3);
        let mut next = 0;
        let mut heapallocsite = false;
        for (k, name) in self.m.metadata.kinds.iter() {
            let mut v = vec![u64::from(k.as_u32())];
            v.extend(char_ops(name));
            self.w.record(6, &v);
            next = k.as_u32() + 1;
            heapallocsite |= &name[..] == b"heapallocsite";
        }
        // llvm-as strips a module's debug info when its "Debug Info
        // Version" is not 3; stripping asks for the `heapallocsite` kind of
        // the first instruction with an attachment, which registers it.
        if !heapallocsite
            && llconv_ir::upgrade_debuginfo::debug_info_version(self.m) != 3
            && self.any_inst_attachment()
        {
            let mut v = vec![u64::from(next)];
            v.extend(char_ops(b"heapallocsite"));
            self.w.record(6, &v);
        }
        self.w.exit_block();
    }

    /// Whether an instruction of a function body has an attachment other
    /// than its `!dbg` location.
    fn any_inst_attachment(&self) -> bool {
        self.m.globals.values().any(|g| match &g.kind {
            GlobalKind::Func(Function { body: Some(b), .. }) => b
                .live_insts()
                .any(|i| i.md.iter().any(|&(k, _)| k != MdKindId::DBG)),
            _ => false,
        })
    }

    /// The module-level METADATA block.
    pub(crate) fn write_module_metadata(&mut self) {
        let m = self.m;
        let list = self.md.module.clone();
        if list.entries.is_empty() && m.named_metadata.is_empty() {
            return;
        }
        self.w.enter_block(METADATA_BLOCK, 4);
        // Every abbreviation up front, as LLVM does (so that a lazy reader
        // may start anywhere in the block).
        let mut abbrevs = NodeAbbrevs::default();
        abbrevs.location(&mut self.w);
        abbrevs.generic(&mut self.w);
        let offset_abbrev = self.w.define_abbrev(vec![
            AbbrevOp::Literal(38),
            AbbrevOp::Fixed(32),
            AbbrevOp::Fixed(32),
        ]);
        let index_abbrev = self.w.define_abbrev(vec![
            AbbrevOp::Literal(39),
            AbbrevOp::Array,
            AbbrevOp::Vbr(6),
        ]);
        self.write_strings(&list);

        let records = list.entries.len() - list.num_strings;
        if records > INDEX_THRESHOLD {
            // Patched below with the distance to the index record.
            self.w.record_abbrev(offset_abbrev, &[38, 0, 0], None);
            let base = self.w.bit_pos();
            let mut positions = Vec::with_capacity(records);
            self.write_records(&list, &mut abbrevs, Some(&mut positions));
            let off = self.w.bit_pos() - base;
            self.w.patch_bits(base - 64, off & 0xFFFF_FFFF, 32);
            self.w.patch_bits(base - 32, off >> 32, 32);
            // Each record's offset from the previous one (the first from
            // the end of INDEX_OFFSET).
            let mut v = Vec::with_capacity(positions.len() + 1);
            v.push(39);
            let mut prev = base;
            for p in positions {
                v.push(p - prev);
                prev = p;
            }
            self.w.record_abbrev(index_abbrev, &v, None);
        } else {
            self.write_records(&list, &mut abbrevs, None);
        }

        if !m.named_metadata.is_empty() {
            let name_abbrev = self.w.define_abbrev(vec![
                AbbrevOp::Literal(4),
                AbbrevOp::Array,
                AbbrevOp::Fixed(8),
            ]);
            for nm in &m.named_metadata {
                let mut v = vec![4];
                v.extend(char_ops(&nm.name));
                self.w.record_abbrev(name_abbrev, &v, None);
                let ops: Vec<u64> = nm.ops.iter().map(|&n| self.md_id(n)).collect();
                self.w.record(10, &ops);
            }
        }

        // Attachments of function declarations, then of global variables
        // (functions with bodies write theirs in their own block).
        for pass in 0..2 {
            for (i, g) in m.globals.iter() {
                let md = match &g.kind {
                    GlobalKind::Func(f) if pass == 0 && f.body.is_none() => &f.md,
                    GlobalKind::Var(v) if pass == 1 => &v.md,
                    _ => continue,
                };
                if md.is_empty() {
                    continue;
                }
                let mut v = vec![self.e.global_id(i)];
                self.push_attachments(&mut v, md, false);
                self.w.record(36, &v);
            }
        }
        self.w.exit_block();
    }

    /// The records of a list after its strings; `positions` gets the bit
    /// position of each (for the index).
    fn write_records(
        &mut self,
        list: &MdList,
        abbrevs: &mut NodeAbbrevs,
        mut positions: Option<&mut Vec<u64>>,
    ) {
        let m = self.m;
        let mut v = Vec::with_capacity(32);
        for &e in &list.entries[list.num_strings..] {
            if let Some(p) = positions.as_deref_mut() {
                p.push(self.w.bit_pos());
            }
            match e {
                Entry::Const(c) => self.write_value(c),
                Entry::Md(n) => match m.metadata.get(n) {
                    Metadata::Value(c) => self.write_value(*c),
                    Metadata::Tuple { distinct, ops } => {
                        v.clear();
                        v.extend(ops.iter().map(|&o| self.md_or_null(o)));
                        self.w.record(if *distinct { 5 } else { 3 }, &v);
                    }
                    Metadata::Location(l) => {
                        self.location_record(l, &mut v);
                        let abbrev = abbrevs.location(&mut self.w);
                        self.emit(7, &v, Some(abbrev));
                    }
                    Metadata::Di(d) => {
                        let code = self.di_record(d, &mut v);
                        let abbrev = match code {
                            7 => Some(abbrevs.location(&mut self.w)),
                            12 => Some(abbrevs.generic(&mut self.w)),
                            _ => None,
                        };
                        self.emit(code, &v, abbrev);
                    }
                    Metadata::String(_) => unreachable!("strings are written in bulk"),
                },
            }
        }
    }

    /// METADATA_STRINGS: the count, the offset of the characters in the
    /// blob, and a blob of vbr6 lengths (32-bit aligned) then characters.
    fn write_strings(&mut self, list: &MdList) {
        let n = list.num_strings;
        if n == 0 {
            return;
        }
        let m = self.m;
        let mut lens = BitWriter::new();
        let mut chars = Vec::new();
        for e in &list.entries[..n] {
            if let Entry::Md(id) = *e {
                if let Metadata::String(s) = m.metadata.get(id) {
                    lens.emit_vbr(s.len() as u64, 6);
                    chars.extend_from_slice(s);
                }
            }
        }
        let mut blob = lens.finish();
        let offset = blob.len() as u64;
        blob.extend_from_slice(&chars);
        let abbrev = self.w.define_abbrev(vec![
            AbbrevOp::Literal(35),
            AbbrevOp::Vbr(6),
            AbbrevOp::Vbr(6),
            AbbrevOp::Blob,
        ]);
        self.w
            .record_abbrev(abbrev, &[35, n as u64, offset], Some(&blob));
    }

    /// `VALUE [type, value id]` of a constant as metadata.
    fn write_value(&mut self, c: ConstId) {
        let ty = self.consts.get(c).ty;
        let v = [self.e.type_id(ty), self.e.const_id(c)];
        self.w.record(2, &v);
    }

    /// A record, with `abbrev` when its values fit it.
    fn emit(&mut self, code: u32, ops: &[u64], abbrev: Option<u32>) {
        if !abbrev.is_some_and(|a| self.w.record_if_fits(a, u64::from(code), ops)) {
            self.w.record(code, ops);
        }
    }

    /// `(kind, md id)` pairs of attachments, in LLVM's order.
    fn push_attachments(&self, v: &mut Vec<u64>, md: &[(MdKindId, MdId)], skip_dbg: bool) {
        in_kind_order(md, skip_dbg, |k, n| {
            v.push(u64::from(k.as_u32()));
            v.push(self.md_id(n));
        });
    }

    /// The bitcode id of a module-level metadata.
    pub(crate) fn md_id(&self, n: MdId) -> u64 {
        let id = self.md.ids.get(n).copied().unwrap_or(NO_ID);
        debug_assert!(id != NO_ID, "metadata {n:?} not enumerated");
        u64::from(id)
    }

    /// A metadata operand of a record: its id plus one, 0 for null.
    pub(crate) fn md_or_null(&self, n: Option<MdId>) -> u64 {
        n.map_or(0, |n| self.md_id(n) + 1)
    }

    /// The metadata id of an instruction's metadata operand
    /// (`Operand::Metadata` or `Operand::LocalMetadata`), inside the
    /// function being written.
    pub(crate) fn md_operand_id(&self, op: Operand) -> u64 {
        match op {
            Operand::Metadata(n) => self.md_id(n),
            Operand::LocalMetadata(i) => {
                let id = self.md.local_ids.get(i).copied().unwrap_or(NO_ID);
                debug_assert!(id != NO_ID, "local metadata {} not enumerated", i.as_u32());
                u64::from(id)
            }
            _ => {
                debug_assert!(false, "not a metadata operand: {op:?}");
                0
            }
        }
    }

    /// A function's METADATA block: the metadata only it uses, then its
    /// function-local metadata, values first (an argument list refers to
    /// them), then argument lists, both uniqued as LLVM uniques them.
    /// Written after the function's constants and before its
    /// instructions.
    pub(crate) fn write_function_metadata(&mut self, func: &Function, ids: &FnIds) {
        self.md.local_ids.clear();
        let Some(body) = &func.body else {
            return;
        };
        let functions = self.md.functions.clone();
        let none = MdList::default();
        let own = functions.get(&ids.gid.as_u32()).unwrap_or(&none);
        // Local metadata no live instruction or record names (left by
        // stripped debug intrinsics) is not LLVM's to write.
        let mut used: EntityVec<LocalMdId, bool> = vec![false; body.local_md.len()].into();
        let mut mark = |op: Operand| {
            if let Operand::LocalMetadata(l) = op {
                if let Some(u) = used.get_mut(l) {
                    *u = true;
                }
            }
        };
        for inst in body.live_insts() {
            inst.kind.for_each_value_operand(&mut mark);
            for r in &inst.dbg_records {
                if let DbgRecord::Variable {
                    location, assign, ..
                } = r
                {
                    mark(*location);
                    if let Some(a) = assign {
                        mark(a.address);
                    }
                }
            }
        }
        if own.entries.is_empty() && !used.values().any(|&u| u) {
            return;
        }
        let mut next = (self.md.module.entries.len() + own.entries.len()) as u32;
        let mut values: Vec<(TypeId, Operand)> = Vec::new();
        let mut value_ids: FastMap<Operand, u32> = FastMap::default();
        // A constant the enumeration did not number is used by nothing
        // written (local metadata left behind when broken debug info was
        // stripped): its entry is left out.
        let mut local = |ty: TypeId, v: Operand, md: &MdState| -> Option<u32> {
            if let Operand::Const(c) = v {
                return md.const_ids.get(&c).copied();
            }
            Some(*value_ids.entry(v).or_insert_with(|| {
                values.push((ty, v));
                next += 1;
                next - 1
            }))
        };
        let mut local_ids: EntityVec<LocalMdId, u32> = vec![NO_ID; body.local_md.len()].into();
        let mut lists: Vec<Vec<u64>> = Vec::new();
        let mut list_ids: FastMap<Vec<u64>, usize> = FastMap::default();
        let mut list_at: Vec<(LocalMdId, usize)> = Vec::new();
        for (i, l) in body.local_md.iter() {
            if !used[i] {
                continue;
            }
            match l {
                LocalMetadata::Value { ty, value } => {
                    if let Some(id) = local(*ty, *value, &self.md) {
                        local_ids[i] = id;
                    }
                }
                LocalMetadata::ArgList(args) => {
                    let Some(v) = args
                        .iter()
                        .map(|&(t, a)| local(t, a, &self.md).map(u64::from))
                        .collect::<Option<Vec<u64>>>()
                    else {
                        continue;
                    };
                    let k = *list_ids.entry(v.clone()).or_insert_with(|| {
                        lists.push(v);
                        lists.len() - 1
                    });
                    list_at.push((i, k));
                }
            }
        }
        for (i, k) in list_at {
            local_ids[i] = next + k as u32;
        }
        self.md.local_ids = local_ids;

        self.w.enter_block(METADATA_BLOCK, 3);
        self.write_strings(own);
        self.write_records(own, &mut NodeAbbrevs::default(), None);
        for (ty, v) in values {
            let r = [self.e.type_id(ty), ids.value_id(self, v)];
            self.w.record(2, &r);
        }
        for l in &lists {
            self.w.record(46, l);
        }
        self.w.exit_block();
    }

    /// A function's METADATA_ATTACHMENT block: the function's own
    /// attachments and every instruction's except `!dbg`; `insts` are
    /// the instructions in order (attachment records number them so).
    pub(crate) fn write_function_attachments(&mut self, func: &Function, insts: &[InstId]) {
        let Some(body) = &func.body else {
            return;
        };
        let has_inst_md = insts
            .iter()
            .any(|&i| body.inst(i).md.iter().any(|&(k, _)| k != MdKindId::DBG));
        if func.md.is_empty() && !has_inst_md {
            return;
        }
        self.w.enter_block(METADATA_ATTACHMENT_BLOCK, 3);
        if !func.md.is_empty() {
            let mut v = Vec::new();
            self.push_attachments(&mut v, &func.md, false);
            self.w.record(11, &v);
        }
        // One record buffer for every instruction's attachments.
        let mut v = Vec::new();
        for (pos, &i) in insts.iter().enumerate() {
            let md = &body.inst(i).md;
            if !md.iter().any(|&(k, _)| k != MdKindId::DBG) {
                continue;
            }
            v.clear();
            v.push(pos as u64);
            self.push_attachments(&mut v, md, true);
            self.w.record(11, &v);
        }
        self.w.exit_block();
    }
}

/// Calls `f` with `md`'s attachments (without `!dbg` when `skip_dbg`) as
/// LLVM lists them: by kind (its `getAllMetadata` sorts them), those of one
/// kind in the order they were set.
fn in_kind_order(md: &[(MdKindId, MdId)], skip_dbg: bool, mut f: impl FnMut(MdKindId, MdId)) {
    let wanted = |&&(k, _): &&(MdKindId, MdId)| !(skip_dbg && k == MdKindId::DBG);
    // Most lists are empty, or only a `!dbg`, or in kind order already.
    if md
        .iter()
        .filter(wanted)
        .map(|&(k, _)| k.as_u32())
        .is_sorted()
    {
        for &(k, n) in md.iter().filter(wanted) {
            f(k, n);
        }
        return;
    }
    let mut v: Vec<(MdKindId, MdId)> = md.iter().filter(wanted).copied().collect();
    v.sort_by_key(|&(k, _)| k.as_u32());
    for (k, n) in v {
        f(k, n);
    }
}
