//! FUNCTION_BLOCK: a function's constants, instructions, debug locations
//! and records, symbol table and use-list orders.

use llconv_ir::dbgrecord::{DbgRecord, DbgVariableKind};
use llconv_ir::hash::{FastMap, FastSet};
use llconv_ir::instructions::{flags, fmf};
use llconv_ir::*;

use super::consts::{
    binop_code, binop_flags, cast_code, float_pred_code, gep_flags_code, int_pred_code, CItem,
};
use super::{align_code, char_ops, encode_signed, Writer, NO_ID};
use crate::bitstream::AbbrevOp;
use crate::bitwriter::is_char6;
use crate::reader::{FUNCTION_BLOCK, VALUE_SYMTAB_BLOCK};

/// Five bits: BLOCKINFO gives function blocks more than 12 abbreviations.
const FN_ABBREV_WIDTH: u32 = 5;

/// Abbreviation ids `BLOCKINFO` gives every FUNCTION_BLOCK.
pub(crate) const FN_LOAD_ABBREV: u32 = 4;
pub(crate) const FN_STORE_ABBREV: u32 = 5;
pub(crate) const FN_UNOP_ABBREV: u32 = 6;
pub(crate) const FN_UNOP_FLAGS_ABBREV: u32 = 7;
pub(crate) const FN_BINOP_ABBREV: u32 = 8;
pub(crate) const FN_BINOP_FLAGS_ABBREV: u32 = 9;
pub(crate) const FN_CAST_ABBREV: u32 = 10;
pub(crate) const FN_CAST_FLAGS_ABBREV: u32 = 11;
pub(crate) const FN_RET_VOID_ABBREV: u32 = 12;
pub(crate) const FN_RET_VAL_ABBREV: u32 = 13;
pub(crate) const FN_BR_UNCOND_ABBREV: u32 = 14;
pub(crate) const FN_BR_COND_ABBREV: u32 = 15;
pub(crate) const FN_UNREACHABLE_ABBREV: u32 = 16;
pub(crate) const FN_GEP_ABBREV: u32 = 17;
pub(crate) const FN_CMP_ABBREV: u32 = 18;
pub(crate) const FN_CMP_FLAGS_ABBREV: u32 = 19;
pub(crate) const FN_DEBUG_RECORD_VALUE_ABBREV: u32 = 20;
pub(crate) const FN_DEBUG_LOC_ABBREV: u32 = 21;

/// The operands of `FN_LOAD_ABBREV` after its literal code 20: pointer,
/// type (`type_width` bits), alignment, volatile.
pub(crate) fn load_layout(type_width: u32) -> [AbbrevOp; 4] {
    [
        AbbrevOp::Vbr(6),
        AbbrevOp::Fixed(type_width),
        AbbrevOp::Vbr(4),
        AbbrevOp::Fixed(1),
    ]
}

/// The operands of `FN_DEBUG_LOC_ABBREV` after its literal code 35: line,
/// column, scope, inlined-at, implicit, atom group, atom rank.
pub(crate) const DEBUG_LOC_LAYOUT: [AbbrevOp; 7] = [
    AbbrevOp::Vbr(6),
    AbbrevOp::Vbr(8),
    AbbrevOp::Vbr(6),
    AbbrevOp::Vbr(6),
    AbbrevOp::Fixed(1),
    AbbrevOp::Vbr(6),
    AbbrevOp::Vbr(3),
];

/// Abbreviation ids `BLOCKINFO` gives every VALUE_SYMTAB block.
pub(crate) const VST_ENTRY_8_ABBREV: u32 = 4;
pub(crate) const VST_ENTRY_7_ABBREV: u32 = 5;
pub(crate) const VST_ENTRY_6_ABBREV: u32 = 6;
pub(crate) const VST_BBENTRY_6_ABBREV: u32 = 7;

/// A function body to write: the function and its function-level
/// constants.
pub(crate) struct BodyJob<'m> {
    gid: GlobalId,
    func: &'m Function,
    items: Vec<CItem>,
}

/// Bodies shared out between two threads: this thread takes them from
/// the front and writes them in place, the other from the back into a
/// stream of its own, until they meet; neither waits while work is left.
pub(crate) struct BodyQueue<'a, 'm> {
    bodies: &'a [BodyJob<'m>],
    /// The first and one past the last body not taken yet.
    left: std::sync::Mutex<(usize, usize)>,
}

impl<'a, 'm> BodyQueue<'a, 'm> {
    pub(crate) fn new(bodies: &'a [BodyJob<'m>]) -> Self {
        BodyQueue {
            bodies,
            left: std::sync::Mutex::new((0, bodies.len())),
        }
    }

    fn take(&self, front: bool) -> Option<&'a BodyJob<'m>> {
        // A poisoned lock means the other side panicked; its panic is
        // passed on when it is joined.
        let mut left = self.left.lock().unwrap_or_else(|p| p.into_inner());
        let (first, end) = &mut *left;
        if *first == *end {
            return None;
        }
        let k = if front {
            *first += 1;
            *first - 1
        } else {
            *end -= 1;
            *end
        };
        Some(&self.bodies[k])
    }
}

/// Function blocks written into a forked stream, from the back.
#[derive(Default)]
pub(crate) struct WrittenApart {
    stream: Vec<u8>,
    /// Where each block's contents (from its length word) are in
    /// `stream`, last body first.
    blocks: Vec<std::ops::Range<usize>>,
}

/// Value ids inside the function being written.
#[derive(Default)]
pub(crate) struct FnIds {
    /// The function being written.
    pub(crate) gid: GlobalId,
    /// The id of argument 0 (the module's value count).
    first: u32,
    /// Ids of value-producing instructions, by `InstId` index.
    insts: EntityVec<InstId, u32>,
    /// Function-level constants and inline asm.
    pub(crate) consts: FastMap<CItem, u32>,
}

impl FnIds {
    /// The absolute value id of an argument, instruction or constant.
    pub(crate) fn value_id(&self, w: &Writer, op: Operand) -> u64 {
        match op {
            Operand::Arg(i) => u64::from(self.first + i.as_u32()),
            Operand::Inst(i) => u64::from(self.insts[i]),
            Operand::Const(c) => match self.consts.get(&CItem::Const(c)) {
                Some(&v) => u64::from(v),
                None => w.e.const_id(c),
            },
            Operand::InlineAsm(a) => u64::from(self.consts[&CItem::Asm(a)]),
            Operand::Metadata(_) | Operand::LocalMetadata(_) => w.md_operand_id(op),
        }
    }
}

/// The bitcode encoding of fast-math flags.
pub(crate) fn fmf_code(f: u8) -> u64 {
    u64::from(f & 0x7e) | if f & fmf::REASSOC != 0 { 0x80 } else { 0 }
}

fn ordering_code(o: Ordering) -> u64 {
    match o {
        Ordering::NotAtomic => 0,
        Ordering::Unordered => 1,
        Ordering::Monotonic => 2,
        Ordering::Acquire => 3,
        Ordering::Release => 4,
        Ordering::AcqRel => 5,
        Ordering::SeqCst => 6,
    }
}

fn rmw_code(op: RmwOp) -> u64 {
    match op {
        RmwOp::Xchg => 0,
        RmwOp::Add => 1,
        RmwOp::Sub => 2,
        RmwOp::And => 3,
        RmwOp::Nand => 4,
        RmwOp::Or => 5,
        RmwOp::Xor => 6,
        RmwOp::Max => 7,
        RmwOp::Min => 8,
        RmwOp::UMax => 9,
        RmwOp::UMin => 10,
        RmwOp::FAdd => 11,
        RmwOp::FSub => 12,
        RmwOp::FMax => 13,
        RmwOp::FMin => 14,
        RmwOp::UIncWrap => 15,
        RmwOp::UDecWrap => 16,
        RmwOp::USubCond => 17,
        RmwOp::USubSat => 18,
        RmwOp::FMaximum => 19,
        RmwOp::FMinimum => 20,
    }
}

/// Record operands being built, with the id the next value gets.
struct Ops {
    v: Vec<u64>,
    inst_id: u32,
}

impl Ops {
    /// Pushes an optional flags operand (0 means absent) and picks the
    /// abbreviation without or with it; none when a forward reference put
    /// a type among the operands.
    fn push_flags(&mut self, flags: u64, fwd: bool, plain: u32, with_flags: u32) -> Option<u32> {
        if flags != 0 {
            self.v.push(flags);
        }
        match (fwd, flags != 0) {
            (true, _) => None,
            (false, false) => Some(plain),
            (false, true) => Some(with_flags),
        }
    }
}

impl<'m> Writer<'m> {
    /// The value id of an operand in the current function.
    fn vid(&self, op: Operand) -> u32 {
        self.fn_ids.value_id(self, op) as u32
    }

    /// The type of an operand in function `func` of type `fty`
    /// ([`llconv_ir::operand_type`] over the writer's tables, which may
    /// hold a constant the module lacks); a `metadata` or `ptr` type the
    /// module never interned is added.
    pub(crate) fn operand_type(&mut self, func: &Function, fty: TypeId, op: Operand) -> TypeId {
        let insts = func.body.as_ref().map_or(&[][..], |b| b.insts.as_slice());
        match llconv_ir::operand_type(&self.types, &self.consts, fty, insts, op) {
            Some(t) => t,
            None => match op {
                Operand::Metadata(_) | Operand::LocalMetadata(_) => self.types.metadata(),
                Operand::InlineAsm(_) => self.types.ptr(0),
                _ => unreachable!("operand {op:?} out of its function's range"),
            },
        }
    }

    /// Relative id (`InstID - ValID`, wrapping for forward references).
    fn push_value(&self, o: &mut Ops, op: Operand) {
        o.v.push(u64::from(o.inst_id.wrapping_sub(self.vid(op))));
    }

    /// Relative id, and the type too when the value comes later; returns
    /// whether the type was pushed.
    fn push_value_type(&mut self, o: &mut Ops, func: &Function, fty: TypeId, op: Operand) -> bool {
        let id = self.vid(op);
        o.v.push(u64::from(o.inst_id.wrapping_sub(id)));
        if id >= o.inst_id {
            let t = self.operand_type(func, fty, op);
            o.v.push(self.e.type_id(t));
            return true;
        }
        false
    }

    /// The constants and inline asm a function's instructions use that
    /// have no module-level id, with their operands, in LLVM's order.
    pub(crate) fn collect_fn_consts(&mut self, body: &Body) -> Vec<CItem> {
        let mut items: Vec<CItem> = Vec::new();
        let mut seen: FastMap<CItem, ()> = FastMap::default();
        // The roots in LLVM's order: each instruction's operands, then a
        // shuffle's mask.
        let mut roots: Vec<CItem> = Vec::new();
        for inst in body.live_insts() {
            inst.kind.for_each_value_operand(|op| match op {
                Operand::Const(c) => roots.push(CItem::Const(c)),
                Operand::InlineAsm(a) => roots.push(CItem::Asm(a)),
                _ => {}
            });
            match &inst.kind {
                InstKind::ShuffleVector { mask, .. } => {
                    roots.push(CItem::Const(self.shuffle_mask_const(inst.ty, mask)));
                }
                InstKind::Alloca { count: None, .. } => roots.push(CItem::Const(self.alloca_one())),
                _ => {}
            }
        }
        // Post order over the roots' operands, skipping module constants
        // (no reordering: llvm-as preserves use-list order, which turns
        // LLVM's `OptimizeConstants` off).
        let mut stack = Vec::new();
        for root in roots {
            let root = match root {
                CItem::Asm(_) => {
                    if seen.insert(root, ()).is_none() {
                        items.push(root);
                    }
                    continue;
                }
                CItem::Const(c) => c,
            };
            stack.push((root, false));
            while let Some((c, expanded)) = stack.pop() {
                if self.e.module_const_id(c).is_some() {
                    continue;
                }
                // A global's `@g` is its value id, whichever constant
                // entry names it (upgrades can leave two).
                if let ConstKind::Global(g) = self.consts.get(c).kind {
                    self.e.name_global_const(c, g);
                    continue;
                }
                let k = CItem::Const(c);
                if expanded {
                    if let std::collections::hash_map::Entry::Vacant(v) = seen.entry(k) {
                        v.insert(());
                        items.push(k);
                    }
                    continue;
                }
                if seen.contains_key(&k) {
                    continue;
                }
                stack.push((c, true));
                let mut ops = self.const_operands(c);
                ops.reverse();
                for o in ops {
                    stack.push((o, false));
                }
            }
        }
        items
    }

    /// The function bodies in record order, with their function-level
    /// constants.
    pub(crate) fn take_bodies(&mut self) -> Vec<BodyJob<'m>> {
        let m = self.m;
        let mut bodies = Vec::new();
        for gid in Writer::globals_in_record_order(m) {
            let GlobalKind::Func(func) = &m.globals[gid].kind else {
                continue;
            };
            if func.body.is_none() {
                continue;
            }
            let items = std::mem::take(&mut self.fn_const_items[bodies.len()]);
            bodies.push(BodyJob { gid, func, items });
        }
        bodies
    }

    /// Whether the bodies are worth writing on two threads.
    pub(crate) fn bodies_in_parallel(&self, bodies: &[BodyJob]) -> bool {
        let insts: usize = bodies
            .iter()
            .filter_map(|b| b.func.body.as_ref())
            .map(|body| body.insts.len())
            .sum();
        insts >= self.parallel_bodies_from
            && std::thread::available_parallelism().is_ok_and(|n| n.get() > 1)
    }

    /// Writes bodies from the front of the queue into this stream until
    /// none is left; returns how many.
    pub(crate) fn write_bodies_from_front(&mut self, queue: &BodyQueue) -> usize {
        let mut n = 0;
        while let Some(b) = queue.take(true) {
            self.fn_offsets
                .push((self.e.global_id(b.gid) as u32, self.w.bit_pos()));
            self.write_function(b.gid, b.func, &b.items);
            n += 1;
        }
        n
    }

    /// Writes bodies from the back of the queue into this (forked)
    /// writer's own stream until none is left.
    pub(crate) fn write_bodies_from_back(mut self, queue: &BodyQueue) -> WrittenApart {
        let header = self.w.block_header_bytes(FUNCTION_BLOCK, FN_ABBREV_WIDTH);
        let mut blocks = Vec::new();
        while let Some(b) = queue.take(false) {
            // Every block ends aligned, so the next starts aligned.
            let start = (self.w.bit_pos() / 8) as usize;
            self.write_function(b.gid, b.func, &b.items);
            blocks.push(start + header..(self.w.bit_pos() / 8) as usize);
        }
        WrittenApart {
            stream: self.w.finish(),
            blocks,
        }
    }

    /// Puts the blocks the other thread wrote, bodies `first..`, after
    /// those this one wrote, in body order.
    pub(crate) fn splice_bodies(&mut self, bodies: &[BodyJob], first: usize, apart: WrittenApart) {
        debug_assert_eq!(first + apart.blocks.len(), bodies.len());
        for (b, contents) in bodies[first..].iter().zip(apart.blocks.iter().rev()) {
            self.fn_offsets
                .push((self.e.global_id(b.gid) as u32, self.w.bit_pos()));
            self.w.splice_block(
                FUNCTION_BLOCK,
                FN_ABBREV_WIDTH,
                &apart.stream[contents.clone()],
            );
        }
    }

    fn write_function(&mut self, gid: GlobalId, func: &Function, items: &[CItem]) {
        let body = func.body.as_ref().expect("function with a body");
        let fty = self.m.globals[gid].common.value_ty;
        let nparams = match self.types.get(fty) {
            Type::Function { params, .. } => params.len() as u32,
            _ => 0,
        };
        // Ids: arguments, constants, then instructions with values.
        let first = self.e.num_module_values();
        let mut ids = FnIds {
            gid,
            first,
            insts: vec![NO_ID; body.insts.len()].into(),
            consts: FastMap::default(),
        };
        let mut next = first + nparams;
        for &it in items {
            ids.consts.insert(it, next);
            next += 1;
        }
        let mut order: Vec<InstId> = Vec::with_capacity(body.insts.len());
        for b in body.blocks.values() {
            for &i in b.insts.iter() {
                order.push(i);
                if !self.types.is_void(body.inst(i).ty) {
                    ids.insts[i] = next;
                    next += 1;
                }
            }
        }
        self.fn_ids = ids;

        self.w.enter_block(FUNCTION_BLOCK, FN_ABBREV_WIDTH);
        self.w.record(1, &[body.blocks.len() as u64]); // DECLAREBLOCKS
        let const_items: Vec<CItem> = items.to_vec();
        self.write_constants(&const_items, false);
        let ids = std::mem::take(&mut self.fn_ids);
        self.write_function_metadata(func, &ids);
        self.fn_ids = ids;

        let mut inst_id = first + nparams + items.len() as u32;
        let mut last_loc: Option<MdId> = None;
        for &i in &order {
            let inst = body.inst(i);
            self.write_instruction(func, fty, inst, inst_id);
            if !self.types.is_void(inst.ty) {
                inst_id += 1;
            }
            if let Some(&(_, loc)) = inst.md.iter().find(|(k, _)| *k == MdKindId::DBG) {
                self.write_debug_loc(loc, &mut last_loc);
            }
            for r in &inst.dbg_records {
                self.write_debug_record(func, fty, r, inst_id);
            }
        }
        self.write_blockaddr_users(gid);
        self.write_function_vst(gid, func, body);
        self.write_function_attachments(func, &order);
        self.write_function_use_lists(gid);
        self.w.exit_block();
        self.fn_ids = FnIds::default();
    }

    fn write_debug_loc(&mut self, loc: MdId, last: &mut Option<MdId>) {
        if *last == Some(loc) {
            self.w.record(33, &[]); // DEBUG_LOC_AGAIN
            return;
        }
        *last = Some(loc);
        let v = match self.m.metadata.get(loc) {
            Metadata::Location(l) => [
                u64::from(l.line),
                u64::from(l.column),
                l.scope().map_or(0, |s| self.md_id(s) + 1),
                l.inlined_at().map_or(0, |s| self.md_id(s) + 1),
                u64::from(l.implicit_code),
                0,
                0,
            ],
            Metadata::Di(n) => [
                n.ints[0],
                n.ints[1],
                n.ops[0].map_or(0, |s| self.md_id(s) + 1),
                n.ops[1].map_or(0, |s| self.md_id(s) + 1),
                n.ints[2],
                n.ints[3],
                n.ints[4],
            ],
            _ => return,
        };
        // One per instruction whose location changes.
        if !self
            .w
            .record_by_layout(FN_DEBUG_LOC_ABBREV, DEBUG_LOC_LAYOUT, &v)
        {
            self.w.record(35, &v);
        }
    }

    fn write_debug_record(&mut self, func: &Function, fty: TypeId, r: &DbgRecord, inst_id: u32) {
        match r {
            DbgRecord::Label { label, dilocation } => {
                let v = [self.md_id(*dilocation), self.md_id(*label)];
                self.w.record(65, &v);
            }
            DbgRecord::Variable {
                kind,
                location,
                variable,
                expression,
                assign,
                dilocation,
            } => {
                let head = [
                    self.md_id(*dilocation),
                    self.md_id(*variable),
                    self.md_id(*expression),
                ];
                if *kind == DbgVariableKind::Value {
                    // The short form names the value directly when it is
                    // already defined.
                    if let Some(v) = self.location_value(func, *location) {
                        let mut o = Ops {
                            v: head.to_vec(),
                            inst_id,
                        };
                        if !self.push_value_type(&mut o, func, fty, v) {
                            if !self
                                .w
                                .record_if_fits(FN_DEBUG_RECORD_VALUE_ABBREV, 64, &o.v)
                            {
                                self.w.record(64, &o.v);
                            }
                            return;
                        }
                    }
                }
                let mut v = head.to_vec();
                v.push(self.md_operand_id(*location));
                let code = match kind {
                    DbgVariableKind::Value => 61,
                    DbgVariableKind::Declare => 62,
                    DbgVariableKind::Assign => 63,
                };
                if let Some(a) = assign {
                    v.push(self.md_id(a.assign_id));
                    v.push(self.md_id(a.address_expr));
                    v.push(self.md_operand_id(a.address));
                }
                self.w.record(code, &v);
            }
        }
    }

    /// The value a simple debug-record location wraps: a function-local
    /// value, or a constant with a module-level id.
    fn location_value(&self, func: &Function, loc: Operand) -> Option<Operand> {
        match loc {
            Operand::LocalMetadata(i) => match &func.body.as_ref()?.local_md[i] {
                LocalMetadata::Value { value, .. } => Some(*value),
                LocalMetadata::ArgList(_) => None,
            },
            Operand::Metadata(n) => match self.m.metadata.get(n) {
                Metadata::Value(c) => {
                    if matches!(self.consts.get(*c).kind, ConstKind::Global(_))
                        || self.e.module_const_id(*c).is_some()
                    {
                        Some(Operand::Const(*c))
                    } else {
                        None
                    }
                }
                _ => None,
            },
            _ => None,
        }
    }

    fn write_function_vst<'b>(&mut self, gid: GlobalId, func: &'b Function, body: &'b Body) {
        // The names in the order LLVM's parser adds them to the function's
        // symbol table: the arguments, the blocks `blockaddress` named
        // before the body, then per block its label (unless an earlier
        // instruction named it) and its instructions, each after the
        // blocks it names first. (code, id, name)
        let mut entries: Vec<(u64, u64, &'b [u8])> = Vec::new();
        let first = self.fn_ids.first;
        for (i, n) in func.param_names.iter().enumerate() {
            if let Some(n) = n {
                entries.push((1, u64::from(first) + i as u64, n));
            }
        }
        let mut block_added = vec![false; body.blocks.len()];
        let mut add_block = |entries: &mut Vec<(u64, u64, &'b [u8])>, b: BlockId| {
            let bi = b.index();
            if bi < block_added.len() && !block_added[bi] {
                block_added[bi] = true;
                if let Some(n) = &body.blocks[b].name {
                    entries.push((2, bi as u64, n));
                }
            }
        };
        let naming = self.block_naming.clone();
        let naming = naming.as_deref();
        for &b in naming.and_then(|n| n.early.get(&gid)).into_iter().flatten() {
            add_block(&mut entries, b);
        }
        let addressed = naming.is_some_and(|n| n.addressed.contains(&gid));
        let made = made_by_upgrades(body);
        let made_set: FastSet<InstId> = made.iter().copied().collect();
        let mut named = Vec::new();
        let mut searched = FastSet::default();
        for (bid, b) in body.blocks.iter() {
            add_block(&mut entries, bid);
            for &i in b.insts.iter() {
                let inst = body.inst(i);
                if addressed {
                    // A `blockaddress` of a block still to come makes it.
                    named.clear();
                    self.own_block_addresses(gid, inst, &mut searched, &mut named);
                    for &d in &named {
                        add_block(&mut entries, d);
                    }
                }
                match &inst.kind {
                    InstKind::Br(d) => add_block(&mut entries, *d),
                    InstKind::CondBr {
                        then_dest,
                        else_dest,
                        ..
                    } => {
                        add_block(&mut entries, *then_dest);
                        add_block(&mut entries, *else_dest);
                    }
                    InstKind::Switch { default, cases, .. } => {
                        add_block(&mut entries, *default);
                        for &(_, d) in cases {
                            add_block(&mut entries, d);
                        }
                    }
                    InstKind::IndirectBr { dests, .. } => {
                        for &d in dests {
                            add_block(&mut entries, d);
                        }
                    }
                    InstKind::Invoke { normal, unwind, .. } => {
                        add_block(&mut entries, *normal);
                        add_block(&mut entries, *unwind);
                    }
                    InstKind::CallBr {
                        default, indirect, ..
                    } => {
                        add_block(&mut entries, *default);
                        for &d in indirect {
                            add_block(&mut entries, d);
                        }
                    }
                    InstKind::CatchSwitch {
                        handlers, unwind, ..
                    } => {
                        for &d in handlers {
                            add_block(&mut entries, d);
                        }
                        if let Some(d) = unwind {
                            add_block(&mut entries, *d);
                        }
                    }
                    InstKind::CatchRet { dest, .. } => add_block(&mut entries, *dest),
                    InstKind::CleanupRet {
                        unwind: Some(d), ..
                    } => add_block(&mut entries, *d),
                    InstKind::Phi { incoming, .. } => {
                        for &(_, d) in incoming {
                            add_block(&mut entries, d);
                        }
                    }
                    _ => {}
                }
                if let Some(n) = &inst.name {
                    let id = self.fn_ids.insts[i];
                    if id != NO_ID && !made_set.contains(&i) {
                        entries.push((1, u64::from(id), n));
                    }
                }
            }
        }
        // Then the instructions the upgrades of old intrinsics made, as
        // they made them, once the whole module was read.
        for &i in &made {
            if let (Some(n), Some(&id)) = (&body.inst(i).name, self.fn_ids.insts.get(i)) {
                if id != NO_ID {
                    entries.push((1, u64::from(id), n));
                }
            }
        }
        if entries.is_empty() {
            return;
        }
        let hashes: Vec<u32> = entries.iter().map(|e| super::strmap::hash(e.2)).collect();
        self.w.enter_block(VALUE_SYMTAB_BLOCK, 4);
        for k in super::strmap::iteration_order(&hashes) {
            let (code, id, name) = entries[k];
            self.vst_entry(code, id, name);
        }
        self.w.exit_block();
    }

    /// The blocks of `gid` that `blockaddress` constants among `inst`'s
    /// operands name, in text order, skipping constants in `seen`
    /// (searched already for this body: a block is made by its first
    /// mention).
    fn own_block_addresses(
        &self,
        gid: GlobalId,
        inst: &Inst,
        seen: &mut FastSet<ConstId>,
        out: &mut Vec<BlockId>,
    ) {
        for_each_const_operand(inst, |c| {
            block_addresses_in(&self.consts, c, seen, &mut |f, b| {
                if f == gid {
                    out.push(b);
                }
            })
        });
    }

    fn vst_entry(&mut self, code: u64, id: u64, name: &[u8]) {
        let mut v = vec![code, id];
        v.extend(char_ops(name));
        let abbrev = if code == 2 {
            Some(if is_char6(name) {
                VST_BBENTRY_6_ABBREV
            } else {
                VST_ENTRY_8_ABBREV
            })
        } else if is_char6(name) {
            Some(VST_ENTRY_6_ABBREV)
        } else if name.iter().all(|&c| c < 128) {
            Some(VST_ENTRY_7_ABBREV)
        } else {
            Some(VST_ENTRY_8_ABBREV)
        };
        match abbrev {
            Some(a) => self.w.record_abbrev(a, &v, None),
            None => self.w.record(code as u32, &v[1..]),
        }
    }

    /// Writes the operand bundles and returns the attribute-list id.
    fn call_prefix(&mut self, func: &Function, fty: TypeId, call: &CallData, inst_id: u32) -> u64 {
        for b in &call.bundles {
            let mut o = Ops {
                v: vec![self.e.bundle_tag_id(&b.tag)],
                inst_id,
            };
            for &x in &b.inputs {
                self.push_value_type(&mut o, func, fty, x);
            }
            self.w.record(55, &o.v);
        }
        self.e.attr_list_id(&call.attrs)
    }

    /// `fnty, callee, args...` of a call-like record.
    fn call_operands(&mut self, o: &mut Ops, func: &Function, fty: TypeId, call: &CallData) {
        o.v.push(self.e.type_id(call.fn_ty));
        self.push_value_type(o, func, fty, call.callee);
        let nparams = match self.types.get(call.fn_ty) {
            Type::Function { params, .. } => params.len(),
            _ => 0,
        };
        for (i, &a) in call.args.iter().enumerate() {
            if i < nparams {
                self.push_value(o, a);
            } else {
                self.push_value_type(o, func, fty, a);
            }
        }
    }

    fn write_instruction(&mut self, func: &Function, fty: TypeId, inst: &Inst, inst_id: u32) {
        // One operand buffer for all instructions (one allocation each
        // was a tenth of the writer's allocations).
        let mut v = std::mem::take(&mut self.inst_ops);
        v.clear();
        let mut o = Ops { v, inst_id };
        let mut abbrev: Option<u32> = None;
        let code: u32 = match &inst.kind {
            InstKind::Ret(None) => {
                self.w.record_abbrev(FN_RET_VOID_ABBREV, &[10], None);
                self.inst_ops = o.v;
                return;
            }
            InstKind::Ret(Some(v)) => {
                if !self.push_value_type(&mut o, func, fty, *v) {
                    abbrev = Some(FN_RET_VAL_ABBREV);
                }
                10
            }
            InstKind::Unreachable => {
                self.w.record_abbrev(FN_UNREACHABLE_ABBREV, &[15], None);
                self.inst_ops = o.v;
                return;
            }
            InstKind::Br(b) => {
                o.v.push(b.index() as u64);
                abbrev = Some(FN_BR_UNCOND_ABBREV);
                11
            }
            InstKind::CondBr {
                cond,
                then_dest,
                else_dest,
            } => {
                o.v.extend([then_dest.index() as u64, else_dest.index() as u64]);
                self.push_value(&mut o, *cond);
                abbrev = Some(FN_BR_COND_ABBREV);
                11
            }
            InstKind::Switch {
                cond,
                default,
                cases,
            } => {
                let t = self.operand_type(func, fty, *cond);
                o.v.push(self.e.type_id(t));
                self.push_value(&mut o, *cond);
                o.v.push(default.index() as u64);
                for &(c, b) in cases {
                    o.v.push(u64::from(self.vid(Operand::Const(c))));
                    o.v.push(b.index() as u64);
                }
                12
            }
            InstKind::IndirectBr { addr, dests } => {
                let t = self.operand_type(func, fty, *addr);
                o.v.push(self.e.type_id(t));
                self.push_value(&mut o, *addr);
                o.v.extend(dests.iter().map(|d| d.index() as u64));
                31
            }
            InstKind::Invoke {
                call,
                normal,
                unwind,
            } => {
                let attrs = self.call_prefix(func, fty, call, inst_id);
                o.v.extend([
                    attrs,
                    u64::from(call.cc) | 1 << 13,
                    normal.index() as u64,
                    unwind.index() as u64,
                ]);
                self.call_operands(&mut o, func, fty, call);
                13
            }
            InstKind::CallBr {
                call,
                default,
                indirect,
            } => {
                let attrs = self.call_prefix(func, fty, call, inst_id);
                o.v.extend([
                    attrs,
                    u64::from(call.cc) << 1 | 1 << 15,
                    default.index() as u64,
                    indirect.len() as u64,
                ]);
                o.v.extend(indirect.iter().map(|b| b.index() as u64));
                self.call_operands(&mut o, func, fty, call);
                57
            }
            InstKind::Call(call) => {
                let attrs = self.call_prefix(func, fty, call, inst_id);
                let mut cc = u64::from(call.cc) << 1 | 1 << 15;
                match call.tail {
                    TailKind::None => {}
                    TailKind::Tail => cc |= 1,
                    TailKind::MustTail => cc |= 1 | 1 << 14,
                    TailKind::NoTail => cc |= 1 << 16,
                }
                if call.fmf != 0 {
                    cc |= 1 << 17;
                }
                o.v.extend([attrs, cc]);
                if call.fmf != 0 {
                    o.v.push(fmf_code(call.fmf));
                }
                self.call_operands(&mut o, func, fty, call);
                34
            }
            InstKind::Resume(v) => {
                self.push_value_type(&mut o, func, fty, *v);
                39
            }
            InstKind::CleanupRet { pad, unwind } => {
                self.push_value(&mut o, *pad);
                if let Some(u) = unwind {
                    o.v.push(u.index() as u64);
                }
                48
            }
            InstKind::CatchRet { pad, dest } => {
                self.push_value(&mut o, *pad);
                o.v.push(dest.index() as u64);
                49
            }
            InstKind::CatchSwitch {
                parent,
                handlers,
                unwind,
            } => {
                self.push_value(&mut o, *parent);
                o.v.push(handlers.len() as u64);
                o.v.extend(handlers.iter().map(|h| h.index() as u64));
                if let Some(u) = unwind {
                    o.v.push(u.index() as u64);
                }
                52
            }
            InstKind::CatchPad { parent, args } | InstKind::CleanupPad { parent, args } => {
                self.push_value(&mut o, *parent);
                o.v.push(args.len() as u64);
                for &a in args {
                    self.push_value_type(&mut o, func, fty, a);
                }
                if matches!(inst.kind, InstKind::CatchPad { .. }) {
                    50
                } else {
                    51
                }
            }
            InstKind::FNeg { fmf, operand } => {
                let fwd = self.push_value_type(&mut o, func, fty, *operand);
                o.v.push(0);
                abbrev = o.push_flags(fmf_code(*fmf), fwd, FN_UNOP_ABBREV, FN_UNOP_FLAGS_ABBREV);
                56
            }
            InstKind::Binary {
                op,
                flags: fl,
                fmf,
                lhs,
                rhs,
            } => {
                let fwd = self.push_value_type(&mut o, func, fty, *lhs);
                self.push_value(&mut o, *rhs);
                o.v.push(binop_code(*op));
                let extra = if op.is_float() {
                    fmf_code(*fmf)
                } else {
                    binop_flags(*op, *fl)
                };
                abbrev = o.push_flags(extra, fwd, FN_BINOP_ABBREV, FN_BINOP_FLAGS_ABBREV);
                2
            }
            InstKind::Cast {
                op,
                flags: fl,
                fmf,
                value,
            } => {
                let fwd = self.push_value_type(&mut o, func, fty, *value);
                o.v.push(self.e.type_id(inst.ty));
                o.v.push(cast_code(*op));
                let extra = match op {
                    CastOp::ZExt | CastOp::UIToFP => u64::from(fl & flags::NNEG != 0),
                    CastOp::Trunc => {
                        u64::from(fl & flags::NUW != 0) | u64::from(fl & flags::NSW != 0) << 1
                    }
                    CastOp::FPTrunc | CastOp::FPExt => fmf_code(*fmf),
                    _ => 0,
                };
                abbrev = o.push_flags(extra, fwd, FN_CAST_ABBREV, FN_CAST_FLAGS_ABBREV);
                3
            }
            InstKind::Gep {
                source_ty,
                flags: fl,
                base,
                indices,
            } => {
                o.v.push(gep_flags_code(*fl));
                o.v.push(self.e.type_id(*source_ty));
                // LLVM abbreviates every GEP (its operands are an array).
                self.push_value_type(&mut o, func, fty, *base);
                for &i in indices {
                    self.push_value_type(&mut o, func, fty, i);
                }
                abbrev = Some(FN_GEP_ABBREV);
                43
            }
            InstKind::ExtractValue { agg, indices } => {
                self.push_value_type(&mut o, func, fty, *agg);
                o.v.extend(indices.iter().map(|&i| u64::from(i)));
                26
            }
            InstKind::InsertValue {
                agg,
                value,
                indices,
            } => {
                self.push_value_type(&mut o, func, fty, *agg);
                self.push_value_type(&mut o, func, fty, *value);
                o.v.extend(indices.iter().map(|&i| u64::from(i)));
                27
            }
            InstKind::Select {
                fmf,
                cond,
                then_value,
                else_value,
            } => {
                self.push_value_type(&mut o, func, fty, *then_value);
                self.push_value(&mut o, *else_value);
                self.push_value_type(&mut o, func, fty, *cond);
                if *fmf != 0 {
                    o.v.push(fmf_code(*fmf));
                }
                29
            }
            InstKind::ExtractElement { vector, index } => {
                self.push_value_type(&mut o, func, fty, *vector);
                self.push_value_type(&mut o, func, fty, *index);
                6
            }
            InstKind::InsertElement {
                vector,
                value,
                index,
            } => {
                self.push_value_type(&mut o, func, fty, *vector);
                self.push_value(&mut o, *value);
                self.push_value_type(&mut o, func, fty, *index);
                7
            }
            InstKind::ShuffleVector { a, b, mask } => {
                self.push_value_type(&mut o, func, fty, *a);
                self.push_value(&mut o, *b);
                let mc = self.shuffle_mask_const(inst.ty, mask);
                self.push_value_type(&mut o, func, fty, Operand::Const(mc));
                8
            }
            InstKind::ICmp {
                pred,
                flags: fl,
                lhs,
                rhs,
            } => {
                let fwd = self.push_value_type(&mut o, func, fty, *lhs);
                self.push_value(&mut o, *rhs);
                o.v.push(int_pred_code(*pred));
                if fl & flags::SAMESIGN != 0 {
                    o.v.push(1);
                }
                if !fwd {
                    abbrev = Some(if o.v.len() == 4 {
                        FN_CMP_FLAGS_ABBREV
                    } else {
                        FN_CMP_ABBREV
                    });
                }
                28
            }
            InstKind::FCmp {
                pred,
                fmf,
                lhs,
                rhs,
            } => {
                let fwd = self.push_value_type(&mut o, func, fty, *lhs);
                self.push_value(&mut o, *rhs);
                o.v.push(float_pred_code(*pred));
                if *fmf != 0 {
                    o.v.push(fmf_code(*fmf));
                }
                if !fwd {
                    abbrev = Some(if o.v.len() == 4 {
                        FN_CMP_FLAGS_ABBREV
                    } else {
                        FN_CMP_ABBREV
                    });
                }
                28
            }
            InstKind::Phi { fmf, incoming } => {
                o.v.push(self.e.type_id(inst.ty));
                for &(v, b) in incoming {
                    let rel = i64::from(inst_id) - i64::from(self.vid(v));
                    o.v.push(encode_signed(rel));
                    o.v.push(b.index() as u64);
                }
                if *fmf != 0 {
                    o.v.push(fmf_code(*fmf));
                }
                16
            }
            InstKind::LandingPad { cleanup, clauses } => {
                o.v.push(self.e.type_id(inst.ty));
                o.v.push(u64::from(*cleanup));
                o.v.push(clauses.len() as u64);
                for &(k, v) in clauses {
                    o.v.push(match k {
                        ClauseKind::Catch => 0,
                        ClauseKind::Filter => 1,
                    });
                    self.push_value_type(&mut o, func, fty, v);
                }
                47
            }
            InstKind::Alloca {
                allocated,
                count,
                align,
                addrspace,
                inalloca,
                swifterror,
            } => {
                let size = match count {
                    Some(c) => *c,
                    None => Operand::Const(self.alloca_one()),
                };
                let size_ty = self.operand_type(func, fty, size);
                let a = align_code(*align);
                let packed = (a & 0x1f)
                    | u64::from(*inalloca) << 5
                    | 1 << 6
                    | u64::from(*swifterror) << 7
                    | (a >> 5) << 8;
                o.v.extend([
                    self.e.type_id(*allocated),
                    self.e.type_id(size_ty),
                    u64::from(self.vid(size)),
                    packed,
                ]);
                if *addrspace != self.alloca_addrspace {
                    o.v.push(u64::from(*addrspace));
                }
                19
            }
            InstKind::Load {
                ptr,
                volatile,
                atomic,
                align,
            } => {
                let fwd = self.push_value_type(&mut o, func, fty, *ptr);
                o.v.extend([
                    self.e.type_id(inst.ty),
                    align_code(*align),
                    u64::from(*volatile),
                ]);
                match atomic {
                    Some(a) => {
                        o.v.extend([ordering_code(a.ordering), u64::from(a.scope.as_u32())]);
                        41
                    }
                    None => {
                        if !fwd {
                            abbrev = Some(FN_LOAD_ABBREV);
                        }
                        20
                    }
                }
            }
            InstKind::Store {
                value,
                ptr,
                volatile,
                atomic,
                align,
            } => {
                let fwd = self.push_value_type(&mut o, func, fty, *ptr);
                let fwd = self.push_value_type(&mut o, func, fty, *value) || fwd;
                o.v.extend([align_code(*align), u64::from(*volatile)]);
                match atomic {
                    Some(a) => {
                        o.v.extend([ordering_code(a.ordering), u64::from(a.scope.as_u32())]);
                        45
                    }
                    None => {
                        if !fwd {
                            abbrev = Some(FN_STORE_ABBREV);
                        }
                        44
                    }
                }
            }
            InstKind::Fence(a) => {
                o.v.extend([ordering_code(a.ordering), u64::from(a.scope.as_u32())]);
                36
            }
            InstKind::CmpXchg {
                ptr,
                cmp,
                new,
                weak,
                volatile,
                success,
                failure,
                scope,
                align,
            } => {
                self.push_value_type(&mut o, func, fty, *ptr);
                self.push_value_type(&mut o, func, fty, *cmp);
                self.push_value(&mut o, *new);
                o.v.extend([
                    u64::from(*volatile),
                    ordering_code(*success),
                    u64::from(scope.as_u32()),
                    ordering_code(*failure),
                    u64::from(*weak),
                    align_code(*align),
                ]);
                46
            }
            InstKind::AtomicRmw {
                op,
                ptr,
                value,
                volatile,
                atomic,
                align,
            } => {
                self.push_value_type(&mut o, func, fty, *ptr);
                self.push_value_type(&mut o, func, fty, *value);
                o.v.extend([
                    rmw_code(*op),
                    u64::from(*volatile),
                    ordering_code(atomic.ordering),
                    u64::from(atomic.scope.as_u32()),
                    align_code(*align),
                ]);
                59
            }
            InstKind::VaArg { list } => {
                let lt = self.operand_type(func, fty, *list);
                o.v.push(self.e.type_id(lt));
                self.push_value(&mut o, *list);
                o.v.push(self.e.type_id(inst.ty));
                23
            }
            InstKind::Freeze(v) => {
                self.push_value_type(&mut o, func, fty, *v);
                58
            }
        };
        let written = match abbrev {
            // The most frequent abbreviated instruction: by its layout.
            Some(FN_LOAD_ABBREV) => {
                let layout = load_layout(self.e.type_id_width());
                self.w.record_by_layout(FN_LOAD_ABBREV, layout, &o.v)
            }
            Some(a) => self.w.record_if_fits(a, u64::from(code), &o.v),
            None => false,
        };
        if !written {
            self.w.record(code, &o.v);
        }
        self.inst_ops = o.v;
    }
}

/// Calls `found` with the function and block of every `blockaddress` in
/// constant `c` and its operands, depth first in operand order, skipping
/// the constants in `seen` and adding those it searches: a walk shared by
/// many operands searches each constant once, however often constants
/// share operands.
fn block_addresses_in(
    consts: &ConstTable,
    c: ConstId,
    seen: &mut FastSet<ConstId>,
    found: &mut impl FnMut(GlobalId, BlockId),
) {
    // Most operands are leaves: no walk, no set entry for those.
    if c.index() >= consts.len() {
        return;
    }
    let mut leaf = true;
    consts.get(c).kind.for_each_operand(|_| leaf = false);
    if leaf {
        if let ConstKind::BlockAddress { func, block } = consts.get(c).kind {
            found(func, block);
        }
        return;
    }
    let mut stack = vec![c];
    while let Some(c) = stack.pop() {
        if c.index() >= consts.len() || !seen.insert(c) {
            continue;
        }
        let kind = &consts.get(c).kind;
        if let ConstKind::BlockAddress { func, block } = *kind {
            found(func, block);
            continue;
        }
        let at = stack.len();
        kind.for_each_operand(|o| stack.push(o));
        stack[at..].reverse();
    }
}

/// Calls `f` with each constant among `inst`'s operands, in text order (a
/// call's callee before its arguments).
fn for_each_const_operand(inst: &Inst, mut f: impl FnMut(ConstId)) {
    if let InstKind::Call(call) | InstKind::Invoke { call, .. } | InstKind::CallBr { call, .. } =
        &inst.kind
    {
        if let Operand::Const(c) = call.callee {
            f(c);
        }
    }
    inst.kind.for_each_value_operand(|op| {
        if let Operand::Const(c) = op {
            f(c);
        }
    });
}

/// Where `blockaddress` puts block names in a function's symbol table.
pub(crate) struct BlockNaming {
    /// Per function, the named blocks that `blockaddress` constants
    /// parsed before its body name (in global initializers, aliasees,
    /// resolvers, function headers and earlier bodies, the module's order
    /// taken as the text's): LLVM's parser makes those blocks, names and
    /// all, as the body begins, in the order of their names.
    early: FastMap<GlobalId, Vec<BlockId>>,
    /// The functions some `blockaddress` names: only their bodies can
    /// make a block early by naming it.
    addressed: FastSet<GlobalId>,
}

/// [`BlockNaming`] of `m`; `None` when it has no `blockaddress` at all.
pub(crate) fn block_naming(m: &Module) -> Option<BlockNaming> {
    let mut addressed = FastSet::default();
    for i in 0..m.consts.len() {
        if let ConstKind::BlockAddress { func, .. } = m.consts.get(ConstId::from_index(i)).kind {
            addressed.insert(func);
        }
    }
    if addressed.is_empty() {
        return None;
    }
    let mut early: FastMap<GlobalId, Vec<BlockId>> = FastMap::default();
    let mut begun = vec![false; m.globals.len()];
    // Once every addressed function has begun, nothing later is early.
    let mut waiting = addressed.len();
    // One search of each constant: what it names was noted the first time
    // (functions only begin, so nothing noted then becomes wrong).
    let mut seen = FastSet::default();
    let mut note = |c: ConstId, begun: &[bool], early: &mut FastMap<GlobalId, Vec<BlockId>>| {
        block_addresses_in(&m.consts, c, &mut seen, &mut |f, b| {
            if !begun.get(f.index()).copied().unwrap_or(true) {
                early.entry(f).or_default().push(b);
            }
        });
    };
    for (gid, g) in m.globals.iter() {
        if waiting == 0 {
            break;
        }
        match &g.kind {
            GlobalKind::Var(v) => {
                if let Some(c) = v.init {
                    note(c, &begun, &mut early);
                }
            }
            GlobalKind::Alias(a) => note(a.aliasee, &begun, &mut early),
            GlobalKind::IFunc(i) => note(i.resolver, &begun, &mut early),
            GlobalKind::Func(f) => {
                for c in [f.prefix, f.prologue, f.personality].into_iter().flatten() {
                    note(c, &begun, &mut early);
                }
                let Some(body) = &f.body else { continue };
                begun[gid.index()] = true;
                if addressed.contains(&gid) {
                    waiting -= 1;
                }
                for inst in body.live_insts() {
                    for_each_const_operand(inst, |c| note(c, &begun, &mut early));
                }
            }
        }
    }
    // LLVM keeps them in a map ordered by name.
    for (f, blocks) in early.iter_mut() {
        let body = m.globals[*f].as_func().and_then(|f| f.body.as_ref());
        let name = |b: &BlockId| body.and_then(|body| body.blocks.get(*b)?.name.as_deref());
        blocks.retain(|b| name(b).is_some());
        blocks.sort_by(|a, b| name(a).cmp(&name(b)));
        blocks.dedup();
    }
    Some(BlockNaming { early, addressed })
}

/// The instructions that upgrades of old intrinsics made anew, in the
/// order made: each upgrade's entries in [`LateUses`] after its first (the
/// call it rewrote). A new call that took the old one's name (LLVM's
/// `takeName` moves the symbol table's entry) is not among them: its name
/// stands where the old one's was parsed.
fn made_by_upgrades(body: &Body) -> Vec<InstId> {
    let late = &body.late_uses.0;
    late.iter()
        .enumerate()
        .filter(|&(k, e)| k > 0 && late[k - 1].0 == e.0 && !e.3)
        .map(|(_, e)| e.1)
        .collect()
}
