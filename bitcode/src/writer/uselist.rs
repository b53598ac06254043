//! Use-list orders, as `llvm-as` writes them (`USELIST_BLOCK`).
//!
//! LLVM keeps each value's uses in a list, newest first, and `llvm-as`
//! preserves that order through bitcode: its writer predicts the order in
//! which the reader will rebuild each list and records a shuffle wherever
//! the in-memory order differs. To write the same records we need both
//! orders:
//!
//! - the in-memory order is what LLVM's `.ll` parser leaves: uses in
//!   parse order, newest first, except that uses made before a value was
//!   defined (forward references through a placeholder) are moved onto it
//!   at its definition, oldest first; then `uselistorder` directives
//!   permute. The module's order of globals, blocks and instructions is
//!   taken as the text's order.
//! - the reader's order follows from the order in which the reader meets
//!   values (LLVM's `orderModule`), and a value's uses are sorted by it.
//!
//! Everything is indexed densely ("nodes"), the uses grouped by value with
//! a counting sort, so the work is linear but for sorting each value's
//! own uses.

use llconv_ir::hash::FastMap;
use llconv_ir::*;

use super::Writer;
use crate::reader::USELIST_BLOCK;

/// A value a use-list record names.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum UVal {
    Global(GlobalId),
    Const(ConstId),
    Asm(AsmId),
    Arg(ArgId),
    Inst(InstId),
    Block(BlockId),
}

/// The records to write: the module's, and each function's, in order.
#[derive(Clone, Default)]
pub(crate) struct UseLists {
    pub(crate) module: Vec<(UVal, Vec<u32>)>,
    pub(crate) bodies: FastMap<GlobalId, Vec<(UVal, Vec<u32>)>>,
    /// Per function whose blocks' addresses are taken: the other
    /// functions whose instructions use those addresses, in the order
    /// LLVM's writer meets them (`BLOCKADDR_USERS`).
    pub(crate) blockaddr_users: FastMap<GlobalId, Vec<GlobalId>>,
}

/// What a node is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Node {
    Const(ConstId),
    Global(GlobalId),
    Asm(AsmId),
    Arg(GlobalId, ArgId),
    Block(GlobalId, BlockId),
    Inst(GlobalId, InstId),
}

/// An operand slot as LLVM numbers a user's operands: a value node, or
/// metadata (a slot, but no use we follow).
const NO_NODE: u32 = u32::MAX;
/// A metadata operand's slot: a use of no value we follow.
const MD_NODE: u32 = u32::MAX - 1;

struct Nodes {
    nconsts: u32,
    g0: u32,
    a0: u32,
    /// Per function with a body: first node of its args, blocks, insts.
    fbase: Vec<Option<(u32, u32, u32)>>,
    /// Functions with bodies, by node range start, to map back.
    ranges: Vec<(u32, GlobalId)>,
    total: u32,
}

impl Nodes {
    fn global(&self, g: GlobalId) -> u32 {
        self.g0 + g.as_u32()
    }
    fn kind(&self, n: u32) -> Node {
        if n < self.nconsts {
            return Node::Const(ConstId::from_u32(n));
        }
        if n < self.a0 {
            return Node::Global(GlobalId::from_u32(n - self.g0));
        }
        let first_fn = self.ranges.first().map_or(self.total, |r| r.0);
        if n < first_fn {
            return Node::Asm(AsmId::from_u32(n - self.a0));
        }
        let i = self.ranges.partition_point(|r| r.0 <= n) - 1;
        let g = self.ranges[i].1;
        let Some((a, b, ins)) = self.fbase[g.index()] else {
            return Node::Asm(AsmId::from_u32(0));
        };
        if n < b {
            Node::Arg(g, ArgId::from_u32(n - a))
        } else if n < ins {
            Node::Block(g, BlockId::from_u32(n - b))
        } else {
            Node::Inst(g, InstId::from_u32(n - ins))
        }
    }
}

/// A local value defined with no use before its definition, in a body
/// without late uses: its uses, all after its definition, are newest first
/// in memory and in the order LLVM's reader rebuilds, so it never needs a
/// record and its uses are not followed.
const LOCAL_SETTLED: u8 = 1;
/// A local value used before its definition (a forward reference), or
/// defined in a body with late uses: its uses are followed.
const LOCAL_FOLLOWED: u8 = 2;

/// One use: the value, the user, the user's operand number.
#[derive(Clone, Copy)]
struct Use {
    value: u32,
    user: u32,
    opno: u32,
}

struct Sim<'a, 'm> {
    w: &'a mut Writer<'m>,
    n: Nodes,
    /// Const node -> node (a global's `@g` constant is the global's node).
    cnode: Vec<u32>,
    uses: Vec<Use>,
    /// Per node: how many uses were made before it was defined.
    def: Vec<u32>,
    created: Vec<bool>,
    /// Functions whose body has begun (their blocks exist).
    begun: Vec<bool>,
    /// Per node, for arguments and instructions: [`LOCAL_SETTLED`],
    /// [`LOCAL_FOLLOWED`], or 0 while neither defined nor used.
    local: Vec<u8>,
    /// The instruction nodes of the body being parsed.
    cur_insts: std::ops::Range<u32>,
    /// Whether the body being parsed has no calls remade late by upgrades.
    settle: bool,
    /// `blockaddress` constants met before their function's body, per
    /// function: made when the body begins.
    pending_ba: FastMap<GlobalId, Vec<ConstId>>,
    null_ptr: Option<ConstId>,
    scratch: Vec<(u32, bool)>,
}

impl Writer<'_> {
    /// Computes the use-list records `llvm-as` writes for this module.
    /// Call after the enumeration (which makes the constants the writer
    /// adds: `ptr null` function operands, alloca counts, shuffle masks).
    pub(crate) fn predict_use_lists(&mut self) -> UseLists {
        let m = self.m;
        let nconsts = self.consts.len() as u32;
        let g0 = nconsts;
        let a0 = g0 + m.globals.len() as u32;
        let mut next = a0 + m.inline_asms.len() as u32;
        let mut fbase = vec![None; m.globals.len()];
        let mut ranges = Vec::new();
        for (gid, g) in m.globals.iter() {
            let Some(body) = g.as_func().and_then(|f| f.body.as_ref()) else {
                continue;
            };
            let nparams = match m.types.get(g.common.value_ty) {
                Type::Function { params, .. } => params.len() as u32,
                _ => 0,
            };
            let a = next;
            let b = a + nparams;
            let i = b + body.blocks.len() as u32;
            fbase[gid.index()] = Some((a, b, i));
            ranges.push((a, gid));
            next = i + body.insts.len() as u32;
        }
        let n = Nodes {
            nconsts,
            g0,
            a0,
            fbase,
            ranges,
            total: next,
        };
        // Constant data (numbers, null, zero, undef, poison, data arrays,
        // splats) keeps no use list in LLVM 22: its uses are no node's.
        let mut cnode: Vec<u32> = (0..nconsts).collect();
        for (i, slot) in cnode.iter_mut().enumerate() {
            match self.consts.get(ConstId::from_index(i)).kind {
                ConstKind::Global(g) if g.index() < m.globals.len() => *slot = n.global(g),
                ConstKind::Global(_) => *slot = NO_NODE,
                ref k if k.is_plain_data() => *slot = NO_NODE,
                _ => {}
            }
        }
        let ptr0 = self.types.lookup(&Type::Ptr(0));
        let null_ptr = ptr0.and_then(|ty| {
            self.consts.lookup_raw(&Const {
                ty,
                kind: ConstKind::Null,
            })
        });
        let total = n.total as usize;
        let mut sim = Sim {
            w: self,
            n,
            cnode,
            uses: Vec::new(),
            def: vec![0; total],
            created: vec![false; nconsts as usize],
            begun: vec![false; m.globals.len()],
            local: vec![0; total],
            cur_insts: 0..0,
            settle: false,
            pending_ba: FastMap::default(),
            null_ptr,
            scratch: Vec::new(),
        };
        sim.parse();
        let lists = sim.in_memory_lists();
        let mut out = sim.predict(&lists);
        out.blockaddr_users = sim.blockaddr_users(&lists);
        out
    }
}

/// Each value's uses in memory order: `users[start[v]..start[v + 1]]`.
struct Lists {
    start: Vec<u32>,
    uses: Vec<(u32, u32)>,
}

impl Lists {
    fn of(&self, v: u32) -> &[(u32, u32)] {
        &self.uses[self.start[v as usize] as usize..self.start[v as usize + 1] as usize]
    }
}

impl Sim<'_, '_> {
    fn push(&mut self, value: u32, user: u32, opno: u32) -> usize {
        // A use of nothing (no `ptr null` in the tables) is dead at once.
        let user = if value >= self.n.total { NO_NODE } else { user };
        self.uses.push(Use { value, user, opno });
        self.uses.len() - 1
    }

    fn now(&self) -> u32 {
        self.uses.len() as u32
    }

    /// A constant's operands as LLVM's `User` holds them (node per
    /// operand; blocks included).
    fn const_use_ops(&self, c: ConstId, out: &mut Vec<u32>) {
        out.clear();
        let k = &self.w.consts.get(c).kind;
        match k {
            ConstKind::Array(v) | ConstKind::Struct(v) | ConstKind::Vector(v) => {
                out.extend(v.iter().map(|&o| self.cnode[o.index()]))
            }
            ConstKind::Expr(e) => out.extend(e.operands.iter().map(|&o| self.cnode[o.index()])),
            ConstKind::PtrAuth { .. } => k.for_each_operand(|o| out.push(self.cnode[o.index()])),
            // LLVM 22's `blockaddress` holds only its block.
            ConstKind::BlockAddress { func, block } => {
                out.push(match self.n.fbase.get(func.index()).copied().flatten() {
                    Some((_, b, i)) if b + block.as_u32() < i => b + block.as_u32(),
                    _ => NO_NODE,
                });
            }
            ConstKind::DsoLocalEquivalent(g) | ConstKind::NoCfi(g) => out.push(self.n.global(*g)),
            _ => {}
        }
    }

    /// Makes constant `c` as the parser does when it first meets it: its
    /// operands first, then its own uses of them. A `blockaddress` of a
    /// function whose body is still to come is a placeholder until then.
    fn create(&mut self, c: ConstId) {
        let mut stack = std::mem::take(&mut self.scratch);
        stack.clear();
        stack.push((c.as_u32(), false));
        let mut ops = Vec::new();
        while let Some((c, expanded)) = stack.pop() {
            let ci = c as usize;
            if ci >= self.created.len() || self.created[ci] || self.cnode[ci] != c {
                continue;
            }
            let cid = ConstId::from_u32(c);
            if let ConstKind::BlockAddress { func, .. } = self.w.consts.get(cid).kind {
                if !self.begun.get(func.index()).copied().unwrap_or(true) {
                    let p = self.pending_ba.entry(func).or_default();
                    if !p.contains(&cid) {
                        p.push(cid);
                    }
                    continue;
                }
            }
            self.const_use_ops(cid, &mut ops);
            if !expanded {
                stack.push((c, true));
                for &o in ops.iter().rev() {
                    if o < self.n.nconsts {
                        stack.push((o, false));
                    }
                }
                continue;
            }
            self.created[ci] = true;
            for (i, &o) in ops.iter().enumerate() {
                if o != NO_NODE {
                    self.push(o, c, i as u32);
                }
            }
        }
        self.scratch = stack;
    }

    fn operand_node(&self, f: GlobalId, op: Operand) -> u32 {
        match op {
            Operand::Const(c) => self.cnode.get(c.index()).copied().unwrap_or(NO_NODE),
            Operand::Arg(a) => self.n.fbase[f.index()].map_or(NO_NODE, |x| x.0 + a.as_u32()),
            Operand::Inst(i) => self.n.fbase[f.index()].map_or(NO_NODE, |x| x.2 + i.as_u32()),
            Operand::InlineAsm(a) => self.n.a0 + a.as_u32(),
            Operand::Metadata(_) | Operand::LocalMetadata(_) => MD_NODE,
        }
    }

    fn block_node(&self, f: GlobalId, b: BlockId) -> u32 {
        self.n.fbase[f.index()].map_or(NO_NODE, |x| x.1 + b.as_u32())
    }

    /// An instruction's operands in LLVM's numbering (which is also the
    /// order its constructor sets them).
    fn inst_ops(&mut self, f: GlobalId, inst: &Inst, out: &mut Vec<u32>) {
        out.clear();
        let bn = |s: &Self, b: BlockId| s.block_node(f, b);
        match &inst.kind {
            InstKind::Call(call)
            | InstKind::Invoke { call, .. }
            | InstKind::CallBr { call, .. } => {
                for &a in &call.args {
                    out.push(self.operand_node(f, a));
                }
                for b in &call.bundles {
                    for &a in &b.inputs {
                        out.push(self.operand_node(f, a));
                    }
                }
                match &inst.kind {
                    InstKind::Invoke { normal, unwind, .. } => {
                        out.push(bn(self, *normal));
                        out.push(bn(self, *unwind));
                    }
                    InstKind::CallBr {
                        default, indirect, ..
                    } => {
                        out.push(bn(self, *default));
                        for &b in indirect {
                            out.push(bn(self, b));
                        }
                    }
                    _ => {}
                }
                out.push(self.operand_node(f, call.callee));
            }
            InstKind::Br(b) => out.push(bn(self, *b)),
            InstKind::CondBr {
                cond,
                then_dest,
                else_dest,
            } => {
                out.push(self.operand_node(f, *cond));
                out.push(bn(self, *else_dest));
                out.push(bn(self, *then_dest));
            }
            InstKind::Switch {
                cond,
                default,
                cases,
            } => {
                out.push(self.operand_node(f, *cond));
                out.push(bn(self, *default));
                for &(c, b) in cases {
                    out.push(self.cnode.get(c.index()).copied().unwrap_or(NO_NODE));
                    out.push(bn(self, b));
                }
            }
            InstKind::IndirectBr { addr, dests } => {
                out.push(self.operand_node(f, *addr));
                for &b in dests {
                    out.push(bn(self, b));
                }
            }
            InstKind::CleanupRet { pad, unwind } => {
                out.push(self.operand_node(f, *pad));
                if let Some(b) = unwind {
                    out.push(bn(self, *b));
                }
            }
            InstKind::CatchRet { pad, dest } => {
                out.push(self.operand_node(f, *pad));
                out.push(bn(self, *dest));
            }
            InstKind::CatchSwitch {
                parent,
                handlers,
                unwind,
            } => {
                out.push(self.operand_node(f, *parent));
                if let Some(b) = unwind {
                    out.push(bn(self, *b));
                }
                for &b in handlers {
                    out.push(bn(self, b));
                }
            }
            InstKind::Alloca { count, .. } => {
                let c = match count {
                    Some(c) => *c,
                    None => Operand::Const(self.w.alloca_one()),
                };
                out.push(self.operand_node(f, c));
            }
            k => {
                let this = &*self;
                k.for_each_value_operand(|o| out.push(this.operand_node(f, o)));
            }
        }
    }

    /// The parse, as far as uses go: globals in module order (taken as the
    /// text's), each function's header, then its body.
    fn parse(&mut self) {
        let m = self.w.m;
        let mut ops = Vec::new();
        let mut mds = Vec::new();
        for (gid, g) in m.globals.iter() {
            let me = self.n.global(gid);
            match &g.kind {
                GlobalKind::Var(v) => {
                    if let Some(c) = v.init {
                        self.create(c);
                        self.push(self.cnode[c.index()], me, 0);
                    }
                }
                GlobalKind::Alias(a) => {
                    self.create(a.aliasee);
                    self.push(self.cnode[a.aliasee.index()], me, 0);
                }
                GlobalKind::IFunc(i) => {
                    self.create(i.resolver);
                    self.push(self.cnode[i.resolver.index()], me, 0);
                }
                GlobalKind::Func(f) => {
                    for c in [f.prefix, f.prologue, f.personality].into_iter().flatten() {
                        self.create(c);
                    }
                    // The three operands are made together, `ptr null`
                    // for the missing ones, when the first is set; each
                    // setter then sets its own (again).
                    let mut slots: Option<[usize; 3]> = None;
                    for (i, c) in [f.personality, f.prefix, f.prologue]
                        .into_iter()
                        .enumerate()
                    {
                        let null = self.null_ptr.map_or(NO_NODE, |c| self.cnode[c.index()]);
                        if c.is_some() && slots.is_none() {
                            let s = [0, 1, 2].map(|k| self.push(null, me, k));
                            slots = Some(s);
                        }
                        let Some(s) = slots.as_mut() else { continue };
                        self.uses[s[i]].user = NO_NODE;
                        let v = c.map_or(null, |c| self.cnode[c.index()]);
                        s[i] = self.push(v, me, i as u32);
                    }
                }
            }
            self.def[me as usize] = self.now();
            let GlobalKind::Func(f) = &g.kind else {
                continue;
            };
            let Some(body) = &f.body else {
                continue;
            };
            self.begun[gid.index()] = true;
            let (args, blocks, insts) = self.n.fbase[gid.index()].unwrap_or_default();
            self.cur_insts = insts..insts + body.insts.len() as u32;
            self.settle = body.late_uses.0.is_empty();
            if self.settle {
                // Arguments exist before the body: never a forward use.
                for a in args..blocks {
                    self.local[a as usize] = LOCAL_SETTLED;
                }
            }
            if let Some(mut p) = self.pending_ba.remove(&gid) {
                p.sort_by_key(|&c| match self.w.consts.get(c).kind {
                    ConstKind::BlockAddress { block, .. } => block.as_u32(),
                    _ => 0,
                });
                for c in p {
                    self.create(c);
                    self.def[c.index()] = self.now();
                }
            }
            let late: FastMap<InstId, bool> = body
                .late_uses
                .0
                .iter()
                .map(|&(_, i, whole, _)| (i, whole))
                .collect();
            for b in body.blocks.values() {
                for &i in b.insts.iter() {
                    let inst = body.inst(i);
                    // Debug records come first in the text: the constants
                    // they name are made then.
                    Self::md_operands(inst, &mut mds);
                    for &op in &mds {
                        match op {
                            Operand::Metadata(md) => {
                                if let Some(c) = md_const(m, md) {
                                    self.create(c);
                                }
                            }
                            Operand::LocalMetadata(l) => {
                                if let Some(LocalMetadata::ArgList(args)) = body.local_md.get(l) {
                                    for &(_, a) in args {
                                        if let Operand::Const(c) = a {
                                            self.create(c);
                                        }
                                    }
                                }
                            }
                            _ => {}
                        }
                    }
                    let whole = late.get(&i).copied();
                    if whole == Some(true) {
                        continue;
                    }
                    self.create_inst_consts(gid, inst);
                    self.inst_ops(gid, inst, &mut ops);
                    if whole == Some(false) {
                        // The callee is set last, by the upgrade.
                        ops.pop();
                    }
                    self.push_inst_uses(gid, i, &ops);
                }
            }
        }
        self.cur_insts = 0..0;
        // Calls that upgrades remade, in the order they were remade.
        let mut late: Vec<(u32, usize, GlobalId, InstId, bool)> = Vec::new();
        for (gid, g) in m.globals.iter() {
            let Some(body) = g.as_func().and_then(|f| f.body.as_ref()) else {
                continue;
            };
            if body.late_uses.0.is_empty() {
                continue;
            }
            let live: FastMap<InstId, ()> = body
                .blocks
                .values()
                .flat_map(|b| b.insts.iter().map(|&i| (i, ())))
                .collect();
            for (k, &(seq, i, whole, _)) in body.late_uses.0.iter().enumerate() {
                if live.contains_key(&i) {
                    late.push((seq, k, gid, i, whole));
                }
            }
        }
        late.sort_unstable_by_key(|e| (e.0, e.1, e.2));
        for (_, _, gid, i, whole) in late {
            let Some(body) = m.globals[gid].as_func().and_then(|f| f.body.as_ref()) else {
                continue;
            };
            let inst = body.inst(i);
            self.create_inst_consts(gid, inst);
            self.inst_ops(gid, inst, &mut ops);
            if whole {
                self.push_inst_uses(gid, i, &ops);
            } else if let Some(&callee) = ops.last() {
                let me = self.operand_node(gid, Operand::Inst(i));
                if callee < self.n.total && me != NO_NODE {
                    self.push(callee, me, ops.len() as u32 - 1);
                }
            }
        }
    }

    /// An instruction's uses of its operands, in operand order; then the
    /// instruction is defined.
    fn push_inst_uses(&mut self, f: GlobalId, i: InstId, ops: &[u32]) {
        let me = self.operand_node(f, Operand::Inst(i));
        if me == NO_NODE {
            return;
        }
        for (k, &o) in ops.iter().enumerate() {
            if o >= self.n.total {
                continue;
            }
            match self.local[o as usize] {
                LOCAL_SETTLED => continue,
                0 if self.cur_insts.contains(&o) => self.local[o as usize] = LOCAL_FOLLOWED,
                _ => {}
            }
            self.push(o, me, k as u32);
        }
        self.def[me as usize] = self.now();
        let state = &mut self.local[me as usize];
        *state = if self.settle && *state == 0 {
            LOCAL_SETTLED
        } else {
            LOCAL_FOLLOWED
        };
    }

    /// The constants an instruction names, made in (about) text order: a
    /// call's callee before its arguments.
    fn create_inst_consts(&mut self, _f: GlobalId, inst: &Inst) {
        let m = self.w.m;
        let each = |s: &mut Self, o: Operand| match o {
            Operand::Const(c) => s.create(c),
            Operand::Metadata(md) => {
                if let Some(c) = md_const(m, md) {
                    s.create(c);
                }
            }
            _ => {}
        };
        if let InstKind::Call(call)
        | InstKind::Invoke { call, .. }
        | InstKind::CallBr { call, .. } = &inst.kind
        {
            each(self, call.callee);
        }
        inst.kind.for_each_value_operand(|o| each(self, o));
        if let InstKind::Switch { cases, .. } = &inst.kind {
            for c in cases {
                each(self, Operand::Const(c.0));
            }
        }
    }

    /// The uses of a placeholder (in time order) as they stand once it is
    /// replaced: each moved to the front of the value's list, newest
    /// first, except that a constant moves all its uses at once, in
    /// operand order, when the newest of them comes up.
    fn replace_placeholder(&self, seg: &mut [(u32, u32)], moved: &mut Vec<(u32, u32)>) {
        moved.clear();
        let mut by_const: FastMap<u32, Vec<(u32, u32)>> = FastMap::default();
        for &e in seg.iter().filter(|e| e.0 < self.n.nconsts) {
            by_const.entry(e.0).or_default().push(e);
        }
        for k in (0..seg.len()).rev() {
            let (user, _) = seg[k];
            if user >= self.n.nconsts {
                moved.push(seg[k]);
            } else if let Some(mut all) = by_const.remove(&user) {
                all.sort_by_key(|e| self.uses[e.1 as usize].opno);
                moved.extend(all);
            }
        }
        // Each move went to the front: the last moved is first.
        for (d, m) in seg.iter_mut().zip(moved.iter().rev()) {
            *d = *m;
        }
    }

    /// Groups the uses by value, in memory order, and applies the blocks'
    /// `uselistorder` permutations.
    fn in_memory_lists(&mut self) -> Lists {
        let total = self.n.total as usize;
        let mut start = vec![0u32; total + 1];
        for u in &self.uses {
            if u.user != NO_NODE && (u.value as usize) < total {
                start[u.value as usize + 1] += 1;
            }
        }
        for i in 0..total {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut out = vec![(0u32, 0u32); start[total] as usize];
        for (t, u) in self.uses.iter().enumerate() {
            if u.user == NO_NODE || (u.value as usize) >= total {
                continue;
            }
            let slot = &mut fill[u.value as usize];
            out[*slot as usize] = (u.user, t as u32);
            *slot += 1;
        }
        let mut moved = Vec::new();
        // Within a value: uses after its definition newest first, then
        // those before it (moved from its placeholder) oldest first.
        for v in 0..total {
            let s = &mut out[start[v] as usize..start[v + 1] as usize];
            if s.len() < 2 {
                continue;
            }
            let d = self.def[v];
            let split = s.partition_point(|&(_, t)| t < d);
            if split > 1 {
                self.replace_placeholder(&mut s[..split], &mut moved);
            }
            s.rotate_left(split);
            let after = s.len() - split;
            s[..after].reverse();
        }
        // Back from time to operand number.
        for e in out.iter_mut() {
            e.1 = self.uses[e.1 as usize].opno;
        }
        let mut lists = Lists { start, uses: out };
        for (gid, g) in self.w.m.globals.iter() {
            let Some(body) = g.as_func().and_then(|f| f.body.as_ref()) else {
                continue;
            };
            for (b, idx) in &body.block_use_order {
                let v = self.block_node(gid, *b);
                if v == NO_NODE {
                    continue;
                }
                let r = lists.start[v as usize] as usize..lists.start[v as usize + 1] as usize;
                permute(&mut lists.uses[r], idx);
            }
        }
        lists
    }
}

impl Sim<'_, '_> {
    /// For each function, the functions other than it whose instructions
    /// use one of its `blockaddress`es, directly or through constants:
    /// block by block, each address's users in use-list order, depth
    /// first, as LLVM's writer walks them.
    fn blockaddr_users(&self, lists: &Lists) -> FastMap<GlobalId, Vec<GlobalId>> {
        let mut by_block: FastMap<(GlobalId, BlockId), u32> = FastMap::default();
        for i in 0..self.n.nconsts {
            if let ConstKind::BlockAddress { func, block } =
                self.w.consts.get(ConstId::from_u32(i)).kind
            {
                by_block.insert((func, block), i);
            }
        }
        let mut out: FastMap<GlobalId, Vec<GlobalId>> = FastMap::default();
        if by_block.is_empty() {
            return out;
        }
        let mut work = Vec::new();
        let mut seen: FastMap<u32, ()> = FastMap::default();
        for (gid, g) in self.w.m.globals.iter() {
            let Some(body) = g.as_func().and_then(|f| f.body.as_ref()) else {
                continue;
            };
            let mut users: Vec<GlobalId> = Vec::new();
            let mut listed: FastMap<GlobalId, ()> = FastMap::default();
            for b in 0..body.blocks.len() {
                let Some(&ba) = by_block.get(&(gid, BlockId::from_index(b))) else {
                    continue;
                };
                seen.clear();
                seen.insert(ba, ());
                work.clear();
                work.push(ba);
                while let Some(v) = work.pop() {
                    for &(user, _) in lists.of(v) {
                        match self.n.kind(user) {
                            Node::Inst(p, _) if p != gid && listed.insert(p, ()).is_none() => {
                                users.push(p);
                            }
                            Node::Const(_) if seen.insert(user, ()).is_none() => work.push(user),
                            _ => {}
                        }
                    }
                }
            }
            if !users.is_empty() {
                out.insert(gid, users);
            }
        }
        out
    }
}

/// `uselistorder`: the use at position i moves to position `idx[i]`; a
/// permutation of another length is left alone.
fn permute(list: &mut [(u32, u32)], idx: &[u32]) {
    if idx.len() != list.len() {
        return;
    }
    let mut new = vec![None; list.len()];
    for (i, &to) in idx.iter().enumerate() {
        match new.get_mut(to as usize) {
            Some(slot @ None) => *slot = Some(list[i]),
            _ => return,
        }
    }
    for (d, s) in list.iter_mut().zip(new) {
        if let Some(s) = s {
            *d = s;
        }
    }
}

/// The ids of LLVM's `orderModule`: the order in which its bitcode reader
/// meets values (global values, last first, with what their operands
/// need; then per body the blocks, constants that metadata names, the
/// arguments, and each instruction after the constants it names).
struct Order {
    id: Vec<u32>,
    last_global: u32,
    next: u32,
}

/// A record to write: the value, the function it is written in (`None`:
/// the module), and the shuffle.
type Entry = (u32, Option<GlobalId>, Vec<u32>);

impl Sim<'_, '_> {
    /// The value operands of a node that is a constant or a global value
    /// (an initializer, aliasee, resolver or function operands), as nodes.
    fn value_ops(&self, v: u32, out: &mut Vec<u32>) {
        out.clear();
        if v < self.n.nconsts {
            self.const_use_ops(ConstId::from_u32(v), out);
        } else if v < self.n.a0 {
            let g = &self.w.m.globals[GlobalId::from_u32(v - self.n.g0)];
            let node = |c: ConstId| self.cnode.get(c.index()).copied().unwrap_or(NO_NODE);
            match &g.kind {
                GlobalKind::Var(gv) => out.extend(gv.init.map(node)),
                GlobalKind::Alias(a) => out.push(node(a.aliasee)),
                GlobalKind::IFunc(i) => out.push(node(i.resolver)),
                GlobalKind::Func(func) => {
                    out.extend(fn_operands(func, self.null_ptr).into_iter().map(node))
                }
            }
        }
    }

    /// Gives `v` an id, after the constants among its operands (neither
    /// blocks nor global values).
    fn order_value(&self, o: &mut Order, v: u32, stack: &mut Vec<(u32, bool)>) {
        if v as usize >= o.id.len() || o.id[v as usize] != 0 {
            return;
        }
        let mut ops = Vec::new();
        stack.clear();
        stack.push((v, false));
        while let Some((v, expanded)) = stack.pop() {
            if o.id[v as usize] != 0 {
                continue;
            }
            if v < self.n.a0 && !expanded {
                self.value_ops(v, &mut ops);
                stack.push((v, true));
                for &op in ops.iter().rev() {
                    if op < self.n.nconsts {
                        stack.push((op, false));
                    }
                }
                continue;
            }
            o.next += 1;
            o.id[v as usize] = o.next;
        }
    }

    /// The constants (and inline asm) a metadata operand wraps.
    fn md_values(&self, f: GlobalId, body: &Body, op: Operand, out: &mut Vec<u32>) {
        out.clear();
        match op {
            Operand::Metadata(md) => {
                if let Some(c) = md_const(self.w.m, md) {
                    out.push(self.operand_node(f, Operand::Const(c)));
                }
            }
            Operand::LocalMetadata(l) => match body.local_md.get(l) {
                Some(LocalMetadata::Value { value, .. }) => out.push(self.operand_node(f, *value)),
                Some(LocalMetadata::ArgList(args)) => {
                    out.extend(args.iter().map(|(_, a)| self.operand_node(f, *a)))
                }
                None => {}
            },
            _ => {}
        }
        out.retain(|&n| n < self.n.total);
    }

    /// The metadata operands of an instruction's debug records and its
    /// own `metadata` operands, in LLVM's order.
    fn md_operands(inst: &Inst, out: &mut Vec<Operand>) {
        out.clear();
        for r in &inst.dbg_records {
            if let DbgRecord::Variable {
                location, assign, ..
            } = r
            {
                out.push(*location);
                if let Some(a) = assign {
                    out.push(a.address);
                }
            }
        }
    }

    fn order_module(&mut self) -> Order {
        let m = self.w.m;
        let mut o = Order {
            id: vec![0; self.n.total as usize],
            last_global: 0,
            next: 0,
        };
        let mut st = Vec::new();
        let by_kind = |want: u8| {
            m.globals.iter().rev().filter(move |(_, g)| {
                want == match g.kind {
                    GlobalKind::Var(_) => 0,
                    GlobalKind::Alias(_) => 1,
                    GlobalKind::IFunc(_) => 2,
                    GlobalKind::Func(_) => 3,
                }
            })
        };
        for k in 0..4 {
            for (gid, _) in by_kind(k) {
                let n = self.n.global(gid);
                self.order_value(&mut o, n, &mut st);
            }
        }
        o.last_global = o.next;
        let mut ops = Vec::new();
        let mut mds = Vec::new();
        let mut vals = Vec::new();
        let first_fn = self.first_fn_node();
        for (gid, g) in m.globals.iter() {
            let Some(body) = g.as_func().and_then(|f| f.body.as_ref()) else {
                continue;
            };
            let Some((a, b, _)) = self.n.fbase[gid.index()] else {
                continue;
            };
            for i in 0..body.blocks.len() as u32 {
                self.order_value(&mut o, b + i, &mut st);
            }
            for inst in body.live_insts() {
                Self::md_operands(inst, &mut mds);
                inst.kind.for_each_value_operand(|op| {
                    if matches!(op, Operand::Metadata(_) | Operand::LocalMetadata(_)) {
                        mds.push(op);
                    }
                });
                for &op in &mds {
                    self.md_values(gid, body, op, &mut vals);
                    for &v in &vals {
                        if v < first_fn {
                            self.order_value(&mut o, v, &mut st);
                        }
                    }
                }
            }
            for i in a..b {
                self.order_value(&mut o, i, &mut st);
            }
            for bl in body.blocks.values() {
                for &i in bl.insts.iter() {
                    let inst = body.inst(i);
                    self.inst_ops(gid, inst, &mut ops);
                    for &op in &ops {
                        if op < first_fn {
                            self.order_value(&mut o, op, &mut st);
                        }
                    }
                    if let InstKind::ShuffleVector { mask, .. } = &inst.kind {
                        let c = self.w.shuffle_mask_const(inst.ty, mask);
                        let n = self.cnode.get(c.index()).copied().unwrap_or(NO_NODE);
                        self.order_value(&mut o, n, &mut st);
                    }
                    let n = self.operand_node(gid, Operand::Inst(i));
                    self.order_value(&mut o, n, &mut st);
                }
            }
        }
        o
    }

    fn first_fn_node(&self) -> u32 {
        self.n.ranges.first().map_or(self.n.total, |r| r.0)
    }

    /// LLVM's `predictUseListOrder`: which values get a record, in which
    /// function, in which order.
    fn predict(&mut self, lists: &Lists) -> UseLists {
        let m = self.w.m;
        let mut o = self.order_module();
        let mut done = vec![false; o.id.len()];
        let mut stack: Vec<Entry> = Vec::new();
        let mut work = Vec::new();
        let mut ops = Vec::new();
        let mut mds = Vec::new();
        let mut vals = Vec::new();
        let first_fn = self.first_fn_node();
        let fns: Vec<GlobalId> = m
            .globals
            .iter()
            .filter(|(_, g)| g.as_func().is_some_and(|f| f.body.is_some()))
            .map(|(gid, _)| gid)
            .collect();
        for &gid in fns.iter().rev() {
            let Some(body) = m.globals[gid].as_func().and_then(|f| f.body.as_ref()) else {
                continue;
            };
            let Some((a, b, _)) = self.n.fbase[gid.index()] else {
                continue;
            };
            let f = Some(gid);
            let mut visit = |s: &Self, v: u32, o: &mut Order, st: &mut Vec<Entry>| {
                s.predict_value(v, f, lists, o, &mut done, st, &mut work)
            };
            for i in 0..body.blocks.len() as u32 {
                visit(self, b + i, &mut o, &mut stack);
            }
            for i in a..b {
                visit(self, i, &mut o, &mut stack);
            }
            for bl in body.blocks.values() {
                for &i in bl.insts.iter() {
                    let inst = body.inst(i);
                    Self::md_operands(inst, &mut mds);
                    for &op in &mds {
                        self.md_values(gid, body, op, &mut vals);
                        for &v in &vals {
                            visit(self, v, &mut o, &mut stack);
                        }
                    }
                    self.inst_ops(gid, inst, &mut ops);
                    let mut k = 0;
                    let mut md_ops = Vec::new();
                    if ops.contains(&MD_NODE) {
                        inst.kind.for_each_value_operand(|op| {
                            if matches!(op, Operand::Metadata(_) | Operand::LocalMetadata(_)) {
                                md_ops.push(op);
                            }
                        });
                    }
                    for &op in &ops {
                        if op == MD_NODE {
                            // A metadata operand: the values it wraps.
                            if let Some(&mop) = md_ops.get(k) {
                                self.md_values(gid, body, mop, &mut vals);
                                for &v in &vals {
                                    visit(self, v, &mut o, &mut stack);
                                }
                            }
                            k += 1;
                        } else if op < first_fn {
                            visit(self, op, &mut o, &mut stack);
                        }
                    }
                    if let InstKind::ShuffleVector { mask, .. } = &inst.kind {
                        let c = self.w.shuffle_mask_const(inst.ty, mask);
                        let n = self.cnode.get(c.index()).copied().unwrap_or(NO_NODE);
                        visit(self, n, &mut o, &mut stack);
                    }
                    let n = self.operand_node(gid, Operand::Inst(i));
                    visit(self, n, &mut o, &mut stack);
                }
            }
        }
        let kinds = |want: u8| {
            m.globals.iter().filter(move |(_, g)| {
                want == match g.kind {
                    GlobalKind::Var(_) => 0,
                    GlobalKind::Func(_) => 1,
                    GlobalKind::Alias(_) => 2,
                    GlobalKind::IFunc(_) => 3,
                }
            })
        };
        for k in 0..4 {
            for (gid, _) in kinds(k) {
                let n = self.n.global(gid);
                self.predict_value(n, None, lists, &mut o, &mut done, &mut stack, &mut work);
            }
        }
        let mut tail = Vec::new();
        for (_, g) in kinds(0) {
            if let GlobalKind::Var(GlobalVar { init: Some(c), .. }) = &g.kind {
                tail.push(*c);
            }
        }
        for (_, g) in kinds(2) {
            if let GlobalKind::Alias(a) = &g.kind {
                tail.push(a.aliasee);
            }
        }
        for (_, g) in kinds(3) {
            if let GlobalKind::IFunc(i) = &g.kind {
                tail.push(i.resolver);
            }
        }
        for (_, g) in kinds(1) {
            if let GlobalKind::Func(f) = &g.kind {
                tail.extend(fn_operands(f, self.null_ptr));
            }
        }
        for c in tail {
            let n = self.cnode.get(c.index()).copied().unwrap_or(NO_NODE);
            self.predict_value(n, None, lists, &mut o, &mut done, &mut stack, &mut work);
        }
        // Records are written from the top of the stack: the module's
        // first, then each function's (the first function's at the top).
        let mut out = UseLists::default();
        while let Some((v, f, shuffle)) = stack.pop() {
            let uval = match self.n.kind(v) {
                Node::Const(c) => UVal::Const(c),
                Node::Global(g) => UVal::Global(g),
                Node::Asm(a) => UVal::Asm(a),
                Node::Arg(_, a) => UVal::Arg(a),
                Node::Block(_, b) => UVal::Block(b),
                Node::Inst(_, i) => UVal::Inst(i),
            };
            match f {
                None => out.module.push((uval, shuffle)),
                Some(g) => out.bodies.entry(g).or_default().push((uval, shuffle)),
            }
        }
        out
    }

    /// Predicts `v` once, then the constants among its operands (a global
    /// value's too), depth first.
    #[allow(clippy::too_many_arguments)]
    fn predict_value(
        &self,
        v: u32,
        f: Option<GlobalId>,
        lists: &Lists,
        o: &mut Order,
        done: &mut [bool],
        stack: &mut Vec<Entry>,
        work: &mut Vec<u32>,
    ) {
        if done.get(v as usize).is_none_or(|&d| d) {
            return;
        }
        work.clear();
        work.push(v);
        let mut ops = Vec::new();
        while let Some(v) = work.pop() {
            if v == NO_NODE || v as usize >= done.len() || done[v as usize] {
                continue;
            }
            done[v as usize] = true;
            let id = o.id[v as usize];
            if id != 0 {
                self.predict_one(v, id, f, lists, o, stack);
            }
            self.value_ops(v, &mut ops);
            for &op in ops.iter().rev() {
                if op < self.n.a0 {
                    work.push(op);
                }
            }
        }
    }

    fn predict_one(
        &self,
        v: u32,
        id: u32,
        f: Option<GlobalId>,
        lists: &Lists,
        o: &Order,
        stack: &mut Vec<Entry>,
    ) {
        let all = lists.of(v);
        if all.len() < 2 {
            return;
        }
        // Global values' uses are not reversed by the reader; other
        // values' uses made before them (forward references) are.
        let reversed = id > o.last_global;
        let less = |l: &(u32, u32, u32), r: &(u32, u32, u32)| -> bool {
            let (lid, rid) = (l.0, r.0);
            if lid < rid {
                return reversed && rid <= id;
            }
            if rid < lid {
                return !(reversed && lid <= id);
            }
            if reversed && lid <= id {
                l.1 < r.1
            } else {
                l.1 > r.1
            }
        };
        // (user id, operand number, position in memory). Most lists are
        // already in the order the reader rebuilds: those are seen in one
        // pass, without a list made or sorted.
        let entry = |(k, &(user, opno)): (usize, &(u32, u32))| {
            let uid = o.id.get(user as usize).copied().unwrap_or(0);
            (uid != 0).then_some((uid, opno, k as u32))
        };
        let mut kept = all.iter().enumerate().filter_map(entry);
        let Some(mut prev) = kept.next() else { return };
        let mut in_order = true;
        for e in kept {
            if less(&e, &prev) {
                in_order = false;
                break;
            }
            prev = e;
        }
        if in_order {
            return;
        }
        let mut list: Vec<(u32, u32, u32)> = all.iter().enumerate().filter_map(entry).collect();
        // Positions count the uses kept, as LLVM's shuffle does.
        for (k, e) in list.iter_mut().enumerate() {
            e.2 = k as u32;
        }
        list.sort_by(|a, b| {
            if less(a, b) {
                std::cmp::Ordering::Less
            } else if less(b, a) {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Equal
            }
        });
        if list.windows(2).all(|w| w[0].2 < w[1].2) {
            return;
        }
        stack.push((v, f, list.iter().map(|e| e.2).collect()));
    }
}

/// A function's operands as LLVM holds them: none, or all three
/// (personality, prefix, prologue) with `ptr null` for the missing.
fn fn_operands(f: &Function, null: Option<ConstId>) -> Vec<ConstId> {
    let ops = [f.personality, f.prefix, f.prologue];
    if ops.iter().all(Option::is_none) {
        return Vec::new();
    }
    ops.iter().filter_map(|c| c.or(null)).collect()
}

/// The constant a `metadata <constant>` operand wraps.
fn md_const(m: &Module, md: MdId) -> Option<ConstId> {
    if md.index() >= m.metadata.len() {
        return None;
    }
    match m.metadata.get(md) {
        Metadata::Value(c) => Some(*c),
        _ => None,
    }
}

impl Writer<'_> {
    /// The module's `USELIST_BLOCK`, if it has records.
    pub(crate) fn write_module_use_lists(&mut self) {
        if self.e.use_lists.module.is_empty() {
            return;
        }
        let e = self.e.clone();
        self.w.enter_block(USELIST_BLOCK, 3);
        let mut v = Vec::new();
        for (val, shuffle) in &e.use_lists.module {
            v.clear();
            v.extend(shuffle.iter().map(|&x| u64::from(x)));
            v.push(match *val {
                UVal::Global(g) => e.global_id(g),
                UVal::Const(c) => e.const_id(c),
                _ => continue,
            });
            self.w.record(1, &v); // USELIST_CODE_DEFAULT
        }
        self.w.exit_block();
    }

    /// A function's `BLOCKADDR_USERS` record, if its blocks' addresses
    /// are used by other functions.
    pub(crate) fn write_blockaddr_users(&mut self, gid: GlobalId) {
        let e = self.e.clone();
        if let Some(users) = e.use_lists.blockaddr_users.get(&gid) {
            let v: Vec<u64> = users.iter().map(|&g| e.global_id(g)).collect();
            self.w.record(60, &v); // FUNC_CODE_BLOCKADDR_USERS
        }
    }

    /// A function's `USELIST_BLOCK`, if it has records (`fn_ids` are the
    /// function's).
    pub(crate) fn write_function_use_lists(&mut self, gid: GlobalId) {
        let e = self.e.clone();
        let Some(list) = e.use_lists.bodies.get(&gid) else {
            return;
        };
        self.w.enter_block(USELIST_BLOCK, 3);
        let mut v = Vec::new();
        for (val, shuffle) in list {
            v.clear();
            v.extend(shuffle.iter().map(|&x| u64::from(x)));
            let op = match *val {
                UVal::Block(b) => {
                    v.push(u64::from(b.as_u32()));
                    self.w.record(2, &v); // USELIST_CODE_BB
                    continue;
                }
                UVal::Global(g) => {
                    v.push(e.global_id(g));
                    self.w.record(1, &v);
                    continue;
                }
                UVal::Const(c) => Operand::Const(c),
                UVal::Asm(a) => Operand::InlineAsm(a),
                UVal::Arg(a) => Operand::Arg(a),
                UVal::Inst(i) => Operand::Inst(i),
            };
            v.push(self.fn_ids.value_id(self, op));
            self.w.record(1, &v); // USELIST_CODE_DEFAULT
        }
        self.w.exit_block();
    }
}
