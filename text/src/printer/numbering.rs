//! Slot numbering in the order LLVM's `SlotTracker` and `TypeFinder`
//! assign it, computed once before printing.

use llconv_ir::attributes::AttrSetId;
use llconv_ir::hash::{FastMap, FastSet};
use llconv_ir::*;

/// Metadata slot numbers by node id, dense: every `!N` printed is one
/// array read (a hashed map cost a tenth of printing a module with debug
/// info).
#[derive(Default)]
pub(crate) struct MdSlots(Vec<u32>);

impl MdSlots {
    const NONE: u32 = u32::MAX;

    /// The node's slot, if it has one.
    pub fn get(&self, id: MdId) -> Option<u32> {
        self.0.get(id.index()).copied().filter(|&s| s != Self::NONE)
    }

    pub fn contains(&self, id: MdId) -> bool {
        self.get(id).is_some()
    }

    pub fn insert(&mut self, id: MdId, slot: u32) {
        if self.0.len() <= id.index() {
            self.0.resize(id.index() + 1, Self::NONE);
        }
        self.0[id.index()] = slot;
    }
}

#[derive(Default)]
pub(crate) struct Numbering {
    /// Slot of each unnamed global (by GlobalId index); unused for named ones.
    pub global_slots: EntityVec<GlobalId, u32>,
    /// Numbers of unnamed identified structs, by struct index.
    pub struct_numbers: FastMap<StructId, u32>,
    /// Struct indices printed as `%N = type`, in number order.
    pub numbered_structs: Vec<StructId>,
    /// Named struct indices printed as `%name = type`, in discovery order.
    pub named_structs: Vec<StructId>,
    /// Comdats in the order LLVM prints them (first use by a global object).
    pub comdats: Vec<ComdatId>,
    pub md_slots: MdSlots,
    pub md_list: Vec<MdId>,
    group_slots: FastMap<AttrSetId, u32>,
    pub groups: Vec<AttrSetId>,
    pub program_addrspace: u32,
}

/// Attachments in LLVM's order: by kind id (`!dbg`, kind 0, first),
/// stable. Most lists (one `!dbg`) are in that order already and are
/// not copied.
pub(crate) fn in_kind_order(md: &[(MdKindId, MdId)]) -> std::borrow::Cow<'_, [(MdKindId, MdId)]> {
    if md.is_sorted_by_key(|(k, _)| *k) {
        return std::borrow::Cow::Borrowed(md);
    }
    let mut sorted = md.to_vec();
    sorted.sort_by_key(|(k, _)| *k);
    std::borrow::Cow::Owned(sorted)
}

impl Numbering {
    pub fn compute(m: &Module) -> Numbering {
        let mut n = Numbering {
            global_slots: vec![u32::MAX; m.globals.len()].into(),
            program_addrspace: program_addrspace(m.data_layout.as_deref().unwrap_or(b"")),
            md_slots: MdSlots(vec![MdSlots::NONE; m.metadata.len()]),
            ..Default::default()
        };
        n.number_globals(m);
        n.find_types(m);
        n.number_comdats(m);
        n.number_metadata_and_groups(m);
        n
    }

    pub fn group_slot(&self, set: AttrSetId) -> u32 {
        self.group_slots.get(&set).copied().unwrap_or(u32::MAX)
    }

    fn add_group(&mut self, set: AttrSetId) {
        if set == AttrSetId::from_u32(0) || self.group_slots.contains_key(&set) {
            return;
        }
        self.group_slots.insert(set, self.groups.len() as u32);
        self.groups.push(set);
    }

    fn number_globals(&mut self, m: &Module) {
        let mut next = 0u32;
        let order: [fn(&GlobalKind) -> bool; 4] = [
            |k| matches!(k, GlobalKind::Var(_)),
            |k| matches!(k, GlobalKind::Alias(_)),
            |k| matches!(k, GlobalKind::IFunc(_)),
            |k| matches!(k, GlobalKind::Func(_)),
        ];
        for is_kind in order {
            for (i, g) in m.globals.iter() {
                if is_kind(&g.kind) && g.common.name.is_none() {
                    self.global_slots[i] = next;
                    next += 1;
                }
            }
        }
    }

    fn number_comdats(&mut self, m: &Module) {
        let mut seen = FastSet::default();
        let funcs = m
            .globals
            .values()
            .filter_map(|g| g.as_func().and_then(|f| f.comdat));
        let vars = m
            .globals
            .values()
            .filter_map(|g| g.as_var().and_then(|v| v.comdat));
        for c in funcs.chain(vars) {
            if seen.insert(c) {
                self.comdats.push(c);
            }
        }
    }

    fn md_slot(&mut self, m: &Module, id: MdId) {
        // Most calls name a node already numbered (a function's locations
        // share scopes): no stack for those.
        if self.md_slots.contains(id) || !numbered_node(m.metadata.get(id)) {
            return;
        }
        // Depth-first, node before its operands; strings and values get none.
        let mut stack = vec![id];
        while let Some(id) = stack.pop() {
            // DIExpressions get no slot (always printed inline). DI nodes
            // keep their operands in LLVM's internal order, which is the
            // order the slot tracker walks.
            let md = m.metadata.get(id);
            if !numbered_node(md) || self.md_slots.contains(id) {
                continue;
            }
            self.md_slots.insert(id, self.md_list.len() as u32);
            self.md_list.push(id);
            for op in md.node_operands().iter().rev().flatten() {
                if numbered_node(m.metadata.get(*op)) && !self.md_slots.contains(*op) {
                    stack.push(*op);
                }
            }
        }
    }

    fn attachments(&mut self, m: &Module, md: &[(MdKindId, MdId)]) {
        for &(_, id) in in_kind_order(md).iter() {
            self.md_slot(m, id);
        }
    }

    /// `SlotTracker::processDbgRecordMetadata`: a node location, the
    /// variable (or label), the assign id and a node address, then the
    /// `DILocation`; values and expressions are printed inline.
    fn dbg_record(&mut self, m: &Module, r: &DbgRecord) {
        match r {
            DbgRecord::Variable {
                location,
                variable,
                assign,
                ..
            } => {
                if let Operand::Metadata(id) = location {
                    self.md_slot(m, *id);
                }
                self.md_slot(m, *variable);
                if let Some(a) = assign {
                    self.md_slot(m, a.assign_id);
                    if let Operand::Metadata(id) = a.address {
                        self.md_slot(m, id);
                    }
                }
            }
            DbgRecord::Label { label, .. } => self.md_slot(m, *label),
        }
        self.md_slot(m, r.dilocation());
    }

    fn number_metadata_and_groups(&mut self, m: &Module) {
        for g in m.globals.values() {
            if let GlobalKind::Var(v) = &g.kind {
                self.attachments(m, &v.md);
                self.add_group(v.attrs);
            }
        }
        for nmd in &m.named_metadata {
            for &op in &nmd.ops {
                self.md_slot(m, op);
            }
        }
        for g in m.globals.values() {
            if let GlobalKind::Func(f) = &g.kind {
                self.add_group(f.attrs.func);
            }
        }
        for g in m.globals.values() {
            let GlobalKind::Func(f) = &g.kind else {
                continue;
            };
            self.attachments(m, &f.md);
            let Some(body) = &f.body else { continue };
            for block in body.blocks.values() {
                for &i in block.insts.iter() {
                    let inst = body.inst(i);
                    for r in &inst.dbg_records {
                        self.dbg_record(m, r);
                    }
                    if let Some(call) = call_data(&inst.kind) {
                        if is_intrinsic_callee(m, call.callee) {
                            for op in call
                                .args
                                .iter()
                                .chain(call.bundles.iter().flat_map(|b| b.inputs.iter()))
                            {
                                if let Operand::Metadata(id) = op {
                                    self.md_slot(m, *id);
                                }
                            }
                        }
                        self.add_group(call.attrs.func);
                    }
                    self.attachments(m, &inst.md);
                }
            }
        }
    }

    /// Mirrors `TypeFinder::run`: which identified structs are printed, and
    /// in which order unnamed ones are numbered.
    fn find_types(&mut self, m: &Module) {
        let mut f = TypeFinder {
            m,
            visited_types: Seen::with_len(m.types.len()),
            visited_consts: Seen::with_len(m.consts.len()),
            visited_md: Seen::with_len(m.metadata.len()),
            structs: Vec::new(),
            skip_md: !metadata_may_name_structs(m),
        };
        for g in m.globals.values() {
            if let GlobalKind::Var(v) = &g.kind {
                f.ty(g.common.value_ty);
                if let Some(init) = v.init {
                    f.constant(init);
                }
            }
        }
        for g in m.globals.values() {
            if let GlobalKind::Alias(a) = &g.kind {
                f.ty(g.common.value_ty);
                f.constant(a.aliasee);
            }
        }
        for g in m.globals.values() {
            if let GlobalKind::IFunc(_) = &g.kind {
                f.ty(g.common.value_ty);
            }
        }
        // Only struct types are collected: once every one is found, the
        // rest of the walk can add none (most of it is function bodies).
        let all_found = |f: &TypeFinder| f.structs.len() == m.types.structs.len();
        for g in m.globals.values() {
            if all_found(&f) {
                break;
            }
            let GlobalKind::Func(func) = &g.kind else {
                continue;
            };
            f.ty(g.common.value_ty);
            f.attr_list(&func.attrs);
            for c in [func.personality, func.prefix, func.prologue]
                .into_iter()
                .flatten()
            {
                f.constant(c);
            }
            let Some(body) = &func.body else { continue };
            for block in body.blocks.values() {
                for &i in block.insts.iter() {
                    let inst = body.inst(i);
                    f.ty(inst.ty);
                    inst.kind.for_each_value_operand(|op| f.operand(body, op));
                    match &inst.kind {
                        InstKind::Gep { source_ty, .. } => f.ty(*source_ty),
                        InstKind::Alloca { allocated, .. } => f.ty(*allocated),
                        _ => {}
                    }
                    if let Some(call) = call_data(&inst.kind) {
                        f.attr_list(&call.attrs);
                    }
                    for &(k, id) in in_kind_order(&inst.md).iter() {
                        if k != MdKindId::DBG {
                            f.md(id);
                        }
                    }
                    // Values in debug record locations and addresses.
                    for r in &inst.dbg_records {
                        if let DbgRecord::Variable {
                            location, assign, ..
                        } = r
                        {
                            f.location(body, *location);
                            if let Some(a) = assign {
                                f.location(body, a.address);
                            }
                        }
                    }
                }
            }
        }
        if !all_found(&f) {
            for nmd in &m.named_metadata {
                for &op in &nmd.ops {
                    f.md(op);
                }
            }
        }
        for s in f.structs {
            if m.types.structs[s].name.is_some() {
                self.named_structs.push(s);
            } else {
                self.struct_numbers
                    .insert(s, self.numbered_structs.len() as u32);
                self.numbered_structs.push(s);
            }
        }
    }
}

/// Ids already visited, one bit each: the type finder asks about every
/// operand of every instruction, and the ids it asks about are dense
/// indices (a hashed set was a quarter of its time).
struct Seen(Vec<u64>);

impl Seen {
    fn with_len(len: usize) -> Seen {
        Seen(vec![0; len.div_ceil(64)])
    }

    /// Marks `index` visited; whether it was not before.
    fn insert(&mut self, index: usize) -> bool {
        let (word, bit) = (index / 64, 1u64 << (index % 64));
        if word >= self.0.len() {
            self.0.resize(word + 1, 0);
        }
        let new = self.0[word] & bit == 0;
        self.0[word] |= bit;
        new
    }
}

struct TypeFinder<'a> {
    m: &'a Module,
    visited_types: Seen,
    visited_consts: Seen,
    visited_md: Seen,
    structs: Vec<StructId>,
    /// No constant in the metadata table can lead to a struct type, so
    /// walking the metadata graph (all of a module's debug info) would
    /// find none.
    skip_md: bool,
}

/// Whether a constant of the metadata table could lead the type finder to
/// a struct type: any but a scalar integer, float, pointer or global.
fn metadata_may_name_structs(m: &Module) -> bool {
    (0..m.metadata.len()).any(|i| {
        let Metadata::Value(c) = m.metadata.get(MdId::from_index(i)) else {
            return false;
        };
        let k = m.consts.get(*c);
        let scalar_type =
            matches!(m.types.get(k.ty), Type::Int(_) | Type::Ptr(_)) || m.types.is_float(k.ty);
        let scalar_kind = k.kind.is_scalar_or_global();
        !(scalar_kind && scalar_type)
    })
}

impl TypeFinder<'_> {
    fn ty(&mut self, t: TypeId) {
        if !self.visited_types.insert(t.index()) {
            return;
        }
        let mut work = vec![t];
        while let Some(t) = work.pop() {
            let ty = self.m.types.get(t);
            if let Type::Named(i) = ty {
                self.structs.push(*i);
            }
            let subs = subtypes(self.m, ty);
            for s in subs.into_iter().rev() {
                if self.visited_types.insert(s.index()) {
                    work.push(s);
                }
            }
        }
    }

    fn attr_list(&mut self, l: &attributes::AttrList) {
        let sets = std::iter::once(l.func)
            .chain(std::iter::once(l.ret))
            .chain(l.params.iter().copied());
        for s in sets {
            for a in self.m.attrs.get(s).iter() {
                if let Some(t) = a.type_arg() {
                    self.ty(t);
                }
            }
        }
    }

    fn constant(&mut self, c: ConstId) {
        let k = &self.m.consts.get(c);
        if matches!(k.kind, ConstKind::Global(_)) {
            return;
        }
        if !self.visited_consts.insert(c.index()) {
            return;
        }
        self.ty(k.ty);
        if let ConstKind::Expr(e) = &k.kind {
            if let Some(t) = e.source_ty {
                self.ty(t);
            }
        }
        k.kind.for_each_operand(|x| self.constant(x));
    }

    fn operand(&mut self, body: &Body, op: Operand) {
        match op {
            Operand::Const(c) => self.constant(c),
            Operand::Metadata(id) => match self.m.metadata.get(id) {
                Metadata::Value(c) => self.constant(*c),
                Metadata::Tuple { .. } | Metadata::Di(_) | Metadata::Location(_) => self.md(id),
                Metadata::String(_) => {}
            },
            Operand::LocalMetadata(i) => match body.local_md.get(i) {
                Some(LocalMetadata::Value { value, .. }) => self.operand(body, *value),
                Some(LocalMetadata::ArgList(items)) => {
                    for (_, v) in items.clone() {
                        self.operand(body, v);
                    }
                }
                None => {}
            },
            _ => {}
        }
    }

    /// The values of a debug record location (`location_ops()`): the
    /// value of value-as-metadata, the items of an argument list.
    fn location(&mut self, body: &Body, op: Operand) {
        match op {
            Operand::Metadata(id) => {
                if let Metadata::Value(c) = self.m.metadata.get(id) {
                    self.constant(*c);
                }
            }
            Operand::LocalMetadata(_) => self.operand(body, op),
            _ => {}
        }
    }

    /// `TypeFinder::incorporateMDNode`: depth first over node operands, with
    /// an explicit stack so long chains of nodes cannot overflow ours.
    fn md(&mut self, id: MdId) {
        if self.skip_md || !self.visited_md.insert(id.index()) {
            return;
        }
        // Frames of (operands of a node, index of the next one to visit).
        let mut stack = vec![(self.m.metadata.get(id).node_operands(), 0usize)];
        while let Some((ops, next)) = stack.last_mut() {
            let Some(op) = ops.get(*next).copied() else {
                stack.pop();
                continue;
            };
            *next += 1;
            let Some(op) = op else { continue };
            match self.m.metadata.get(op) {
                Metadata::Tuple { .. } | Metadata::Di(_) | Metadata::Location(_) => {
                    if self.visited_md.insert(op.index()) {
                        stack.push((self.m.metadata.get(op).node_operands(), 0));
                    }
                }
                Metadata::Value(c) => self.constant(*c),
                Metadata::String(_) => {}
            }
        }
    }
}

/// Whether a metadata item gets an `!N` slot: nodes except `DIExpression`.
fn numbered_node(md: &Metadata) -> bool {
    match md {
        Metadata::Tuple { .. } | Metadata::Location(_) => true,
        Metadata::Di(n) => n.kind != llconv_ir::debuginfo::DiKind::Expression,
        _ => false,
    }
}

fn subtypes(m: &Module, t: &Type) -> Vec<TypeId> {
    match t {
        Type::Vector { elem, .. } | Type::Array { elem, .. } => vec![*elem],
        Type::Function { ret, params, .. } => {
            let mut v = vec![*ret];
            v.extend(params.iter().copied());
            v
        }
        Type::Struct { elems, .. } => elems.clone(),
        Type::Named(i) => m.types.structs[*i]
            .body
            .as_ref()
            .map(|b| b.elems.clone())
            .unwrap_or_default(),
        Type::TargetExt { types, .. } => types.clone(),
        _ => Vec::new(),
    }
}

pub(crate) fn call_data(k: &InstKind) -> Option<&CallData> {
    match k {
        InstKind::Call(c) => Some(c),
        InstKind::Invoke { call, .. } | InstKind::CallBr { call, .. } => Some(call),
        _ => None,
    }
}

/// Whether the callee is a function named `llvm.*`.
pub(crate) fn is_intrinsic_callee(m: &Module, callee: Operand) -> bool {
    let Operand::Const(c) = callee else {
        return false;
    };
    let ConstKind::Global(g) = m.consts.get(c).kind else {
        return false;
    };
    let g = m.global(g);
    matches!(g.kind, GlobalKind::Func(_))
        && g.common
            .name
            .as_deref()
            .is_some_and(|n| n.starts_with(b"llvm."))
}

/// The `P<n>` component of a data layout string.
fn program_addrspace(dl: &[u8]) -> u32 {
    for part in dl.split(|&c| c == b'-') {
        if let Some(rest) = part.strip_prefix(b"P") {
            if let Some(n) = std::str::from_utf8(rest).ok().and_then(|s| s.parse().ok()) {
                return n;
            }
        }
    }
    0
}

/// Local slots of one function: unnamed arguments, blocks and non-void
/// instructions, in order.
#[derive(Default)]
pub(crate) struct LocalSlots {
    pub args: EntityVec<ArgId, u32>,
    pub blocks: EntityVec<BlockId, u32>,
    pub insts: EntityVec<InstId, u32>,
}

impl LocalSlots {
    pub fn compute(m: &Module, f: &Function, nparams: usize) -> LocalSlots {
        let mut s = LocalSlots {
            args: vec![u32::MAX; nparams].into(),
            ..Default::default()
        };
        let mut next = 0;
        for (i, slot) in s.args.iter_mut() {
            if f.param_names
                .get(i.index())
                .and_then(|n| n.as_ref())
                .is_none()
            {
                *slot = next;
                next += 1;
            }
        }
        if let Some(body) = &f.body {
            s.blocks = vec![u32::MAX; body.blocks.len()].into();
            s.insts = vec![u32::MAX; body.insts.len()].into();
            for (bi, b) in body.blocks.iter() {
                if b.name.is_none() {
                    s.blocks[bi] = next;
                    next += 1;
                }
                for &i in b.insts.iter() {
                    let inst = body.inst(i);
                    if inst.name.is_none() && !m.types.is_void(inst.ty) {
                        s.insts[i] = next;
                        next += 1;
                    }
                }
            }
        }
        s
    }
}
