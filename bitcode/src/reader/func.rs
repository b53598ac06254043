//! FUNCTION_BLOCK: instructions, debug locations and records, the function
//! symbol table, metadata attachments.

use crate::BitcodeErrorKind;
use llconv_ir::hash::FastMap as HashMap;

use llconv_ir::dbgrecord::{DbgAssign, DbgRecord, DbgVariableKind};
use llconv_ir::instructions::flags;
use llconv_ir::*;

use super::consts::{bin_flags, bin_op, cast_op, float_pred, gep_flags, int_pred};
use super::typeids::NO_TID;
use super::{chars, Reader, Result};
use super::{
    CONSTANTS_BLOCK, METADATA_ATTACHMENT_BLOCK, METADATA_BLOCK, USELIST_BLOCK, VALUE_SYMTAB_BLOCK,
};

/// Per-function reading state.
pub(crate) struct FnCtx {
    pub(crate) gid: GlobalId,
    pub(crate) body: Body,
    /// Values after the module's: arguments, constants, instructions.
    pub(crate) vals: Vec<(Operand, TypeId)>,
    /// Forward-referenced values: value number to placeholder instruction.
    fwd: HashMap<u32, (InstId, TypeId)>,
    pub(crate) cur_bb: usize,
    last_loc: Option<MdId>,
    last_inst: Option<InstId>,
    bundles: Vec<Bundle>,
    /// Every instruction in order (METADATA_ATTACHMENT numbers them so).
    pub(crate) inst_list: Vec<InstId>,
    /// The instructions of the block being read, moved into it whole at
    /// its terminator: one allocation of the right size per block, where
    /// pushing onto the block's own list grew it three or four times.
    open_block: Vec<InstId>,
    /// A call's argument types and bitcode type ids, kept for the next
    /// call: no allocation for them per call.
    call_tys: Vec<TypeId>,
    call_tids: Vec<u32>,
    /// Whether the block list was declared.
    declared: bool,
}

fn fmf(v: u64) -> u8 {
    if v & 1 != 0 {
        return instructions::fmf::ALL;
    }
    let mut f = (v & 0x7e) as u8;
    if v & 0x80 != 0 {
        f |= instructions::fmf::REASSOC;
    }
    f
}

fn ordering(v: u64) -> Ordering {
    match v {
        0 => Ordering::NotAtomic,
        1 => Ordering::Unordered,
        2 => Ordering::Monotonic,
        3 => Ordering::Acquire,
        4 => Ordering::Release,
        5 => Ordering::AcqRel,
        _ => Ordering::SeqCst,
    }
}

fn rmw_op(v: u64) -> Option<RmwOp> {
    Some(match v {
        0 => RmwOp::Xchg,
        1 => RmwOp::Add,
        2 => RmwOp::Sub,
        3 => RmwOp::And,
        4 => RmwOp::Nand,
        5 => RmwOp::Or,
        6 => RmwOp::Xor,
        7 => RmwOp::Max,
        8 => RmwOp::Min,
        9 => RmwOp::UMax,
        10 => RmwOp::UMin,
        11 => RmwOp::FAdd,
        12 => RmwOp::FSub,
        13 => RmwOp::FMax,
        14 => RmwOp::FMin,
        15 => RmwOp::UIncWrap,
        16 => RmwOp::UDecWrap,
        17 => RmwOp::USubCond,
        18 => RmwOp::USubSat,
        19 => RmwOp::FMaximum,
        20 => RmwOp::FMinimum,
        _ => return None,
    })
}

/// A cursor over a record's operands.
struct Ops<'r> {
    ops: &'r [u64],
    i: usize,
}

impl Ops<'_> {
    fn left(&self) -> usize {
        self.ops.len() - self.i
    }
    fn done(&self) -> bool {
        self.i >= self.ops.len()
    }
}

impl Reader<'_> {
    pub(crate) fn parse_function_body(&mut self, gid: GlobalId) -> Result<()> {
        let fty = self.m.globals[gid].common.value_ty;
        let param_tys = match self.m.types.get(fty) {
            Type::Function { params, .. } => params.clone(),
            _ => Vec::new(),
        };
        let mut f = FnCtx {
            gid,
            vals: param_tys
                .iter()
                .enumerate()
                .map(|(i, &t)| (Operand::Arg(ArgId::from_index(i)), t))
                .collect(),
            body: Body {
                insts: std::mem::take(&mut self.inst_scratch).into(),
                ..Body::default()
            },
            fwd: HashMap::default(),
            cur_bb: 0,
            last_loc: None,
            last_inst: None,
            bundles: Vec::new(),
            inst_list: Vec::new(),
            open_block: Vec::new(),
            call_tys: Vec::new(),
            call_tids: Vec::new(),
            declared: false,
        };
        let base = self.vals.len();
        if let Some(&fn_tid) = self.fn_tids.get(&gid) {
            for i in 0..param_tys.len() {
                let t = self.contained_tid(fn_tid, i + 1).unwrap_or(NO_TID);
                self.set_value_tid(base + i, t);
            }
        }
        self.md.enter_function();
        let mut r = self.function_records(&mut f);
        // Blocks as read, before any edge block joins them.
        let read_blocks = f.body.blocks.len();
        if r.is_ok() {
            // Names first: the edge blocks take theirs as they are made.
            self.name_expanded(&mut f);
            r = self.place_edge_blocks(&mut f);
        }
        self.old_consts.leave_function(base);
        self.md.leave_function();
        self.truncate_value_tids(base);
        r?;
        if let Some((&v, _)) = f.fwd.iter().next() {
            return Err(self.err(format!("never resolved value {v} found in function")));
        }
        if !f.bundles.is_empty() {
            return Err(self.err("operand bundles found with no consumer"));
        }
        if !f.declared {
            return Err(self.err("function body without blocks"));
        }
        if f.cur_bb < read_blocks {
            return Err(self.err("malformed function: block without terminator"));
        }
        let mut body = f.body;
        // The body's own array, of its exact size; the scratch array's
        // room stays for the next body.
        let mut scratch = std::mem::take(&mut body.insts).into_vec();
        body.insts = EntityVec::with_capacity(scratch.len());
        body.insts.extend(scratch.drain(..));
        self.inst_scratch = scratch;
        self.upgrade_strictfp_calls(gid, &mut body);
        self.drop_bad_branch_weights(&mut body);
        if let GlobalKind::Func(func) = &mut self.m.globals[gid].kind {
            func.body = Some(body);
        }
        Ok(())
    }

    fn function_records(&mut self, f: &mut FnCtx) -> Result<()> {
        loop {
            match self.c.advance()? {
                crate::bitstream::Entry::EndBlock => return Ok(()),
                crate::bitstream::Entry::SubBlock(id) => match id {
                    CONSTANTS_BLOCK => {
                        self.c.enter_block(id)?;
                        let base = self.vals.len();
                        let mut all = std::mem::take(&mut self.vals);
                        all.append(&mut f.vals);
                        let r = self.parse_constants(&mut all);
                        // Back into the function's list, whose room (reserved
                        // from the block's size) `append` left it.
                        f.vals.extend(all.drain(base..));
                        self.vals = all;
                        r?;
                    }
                    VALUE_SYMTAB_BLOCK => {
                        self.c.enter_block(id)?;
                        self.parse_function_vst(f)?;
                    }
                    METADATA_BLOCK => {
                        self.c.enter_block(id)?;
                        self.parse_function_metadata(f)?;
                    }
                    METADATA_ATTACHMENT_BLOCK => {
                        self.c.enter_block(id)?;
                        self.parse_metadata_attachment(f)?;
                    }
                    USELIST_BLOCK => {
                        self.c.enter_block(id)?;
                        self.parse_use_lists(f)?;
                    }
                    _ => self.c.skip_block()?,
                },
                crate::bitstream::Entry::Record(a) => {
                    let mut rec = std::mem::take(&mut self.rec);
                    self.c.read_record(a, &mut rec)?;
                    let r = self.function_record(f, rec.code, &rec.ops);
                    self.rec = rec;
                    r?;
                }
            }
        }
    }

    /// A function's `USELIST_BLOCK`: `USELIST_CODE_BB [index..., bb]`
    /// records give the use order of a block (its predecessors); the use
    /// order of other values is not modelled.
    fn parse_use_lists(&mut self, f: &mut FnCtx) -> Result<()> {
        while let Some(rec) = self.next_record(&mut |_, _| Ok(false))? {
            if rec.code == 2 {
                let Some((&bb, idx)) = rec.ops.split_last() else {
                    self.recycle(rec);
                    return Err(self.invalid());
                };
                if bb as usize >= f.body.blocks.len() || idx.is_empty() {
                    self.recycle(rec);
                    return Err(self.err("invalid use-list order record"));
                }
                let order = idx.iter().map(|&i| i as u32).collect();
                f.body
                    .block_use_order
                    .push((BlockId::from_index(bb as usize), order));
            }
            self.recycle(rec);
        }
        Ok(())
    }

    /// The number the next value-producing instruction gets.
    fn next_val(&self, f: &FnCtx) -> u32 {
        (self.vals.len() + f.vals.len()) as u32
    }

    pub(crate) fn value_by_id(&self, f: &FnCtx, id: u32) -> Option<(Operand, TypeId)> {
        let id = id as usize;
        if id < self.vals.len() {
            Some(self.vals[id])
        } else {
            f.vals.get(id - self.vals.len()).copied()
        }
    }

    /// A forward reference to value `v` of type `ty`.
    fn forward(&mut self, f: &mut FnCtx, v: u32, ty: TypeId) -> Result<Operand> {
        if let Some(&(id, t)) = f.fwd.get(&v) {
            if t != ty {
                return Err(self.err("forward reference with mismatched type"));
            }
            return Ok(Operand::Inst(id));
        }
        if f.fwd.len() > f.body.insts.len() + 1_000_000 {
            return Err(self
                .err("too many forward references")
                .or_kind(BitcodeErrorKind::Limit));
        }
        let id = InstId::from_index(f.body.insts.len());
        f.body.insts.push(Inst::new(ty, InstKind::Unreachable));
        f.fwd.insert(v, (id, ty));
        Ok(Operand::Inst(id))
    }

    fn abs_id(&self, f: &FnCtx, raw: u64) -> u32 {
        if self.relative_ids() {
            self.next_val(f).wrapping_sub(raw as u32)
        } else {
            raw as u32
        }
    }

    /// A value and its type; forward references carry their type next.
    fn value_type(&mut self, f: &mut FnCtx, o: &mut Ops) -> Result<(Operand, TypeId)> {
        let (op, t, _) = self.value_type_tid(f, o)?;
        Ok((op, t))
    }

    /// A value, its type and its bitcode type id ([`NO_TID`] if unknown).
    fn value_type_tid(&mut self, f: &mut FnCtx, o: &mut Ops) -> Result<(Operand, TypeId, u32)> {
        let raw = *o.ops.get(o.i).ok_or_else(|| self.invalid())?;
        o.i += 1;
        let v = self.abs_id(f, raw);
        if v < self.next_val(f) {
            let (op, t) = self
                .value_by_id(f, v)
                .ok_or_else(|| self.err("invalid value id"))?;
            let op = self.expand_operand(f, v, op)?;
            // The value's own type, as LLVM's reader takes it from the
            // constant it makes: a constant expression can fold to a value
            // of another type than its record's (a `getelementptr` without
            // indices to its base), and operands checked against this type
            // must then not match the record's.
            let t = match op {
                Operand::Const(c) => self.m.consts.get(c).ty,
                _ => t,
            };
            return Ok((op, t, self.value_tid(v)));
        }
        let tid = *o.ops.get(o.i).ok_or_else(|| self.invalid())?;
        let t = self.ty(tid)?;
        o.i += 1;
        let op = self.forward(f, v, t)?;
        Ok((op, t, tid as u32))
    }

    /// The type and type id a typed pointer of type id `ptr_tid` points to
    /// (a vector of pointers: its element's pointee).
    fn pointee(&self, ptr_tid: u32) -> Result<(TypeId, u32)> {
        let mut p = ptr_tid;
        if let Ok(t) = self.ty(u64::from(p)) {
            if matches!(self.m.types.get(t), Type::Vector { .. }) {
                p = self.contained_tid(p, 0)?;
            }
        }
        let tid = self.contained_tid(p, 0)?;
        Ok((self.ty(u64::from(tid))?, tid))
    }

    /// A value of a known type (relative id, no type field).
    fn value_of(&mut self, f: &mut FnCtx, raw: u64, ty: TypeId) -> Result<Operand> {
        let v = self.abs_id(f, raw);
        self.value_abs(f, v, ty)
    }

    /// Operand `v` of type `ty` of the instruction being read.
    pub(crate) fn value_abs(&mut self, f: &mut FnCtx, v: u32, ty: TypeId) -> Result<Operand> {
        let op = self.value_for_metadata(f, v, ty)?;
        self.expand_operand(f, v, op)
    }

    /// Value `v` of type `ty` as metadata sees it: a constant expression
    /// LLVM 22 no longer has stays `poison`.
    pub(crate) fn value_for_metadata(
        &mut self,
        f: &mut FnCtx,
        v: u32,
        ty: TypeId,
    ) -> Result<Operand> {
        if matches!(self.m.types.get(ty), Type::Metadata) {
            return self.md_value_operand(f, v);
        }
        if v < self.next_val(f) {
            let (op, t) = self
                .value_by_id(f, v)
                .ok_or_else(|| self.err("invalid value id"))?;
            if t != ty {
                return Err(self.err("invalid record: value type mismatch"));
            }
            return Ok(op);
        }
        self.forward(f, v, ty)
    }

    fn pop_value(&mut self, f: &mut FnCtx, o: &mut Ops, ty: TypeId) -> Result<Operand> {
        let raw = *o.ops.get(o.i).ok_or_else(|| self.invalid())?;
        o.i += 1;
        self.value_of(f, raw, ty)
    }

    fn block(&self, f: &FnCtx, v: u64) -> Result<BlockId> {
        if (v as usize) < f.body.blocks.len() {
            Ok(BlockId::from_index(v as usize))
        } else {
            Err(self.err("invalid basic block id"))
        }
    }

    fn function_record(&mut self, f: &mut FnCtx, code: u32, ops: &[u64]) -> Result<()> {
        let mut o = Ops { ops, i: 0 };
        let void = self.void_ty();
        // The result's bitcode type id, where old records may need it.
        let mut tid = NO_TID;
        let (kind, ty): (InstKind, TypeId) = match code {
            1 => {
                // DECLAREBLOCKS
                let n = *ops.first().ok_or_else(|| self.invalid())?;
                if n == 0 || f.declared {
                    return Err(self.invalid());
                }
                if n > self.c.remaining_in_block() / 4 + 1 {
                    return Err(self.err("invalid record: too many blocks"));
                }
                f.body.blocks = vec![Block::default(); n as usize].into();
                f.declared = true;
                // Room in the reading lists for the instructions the block's
                // size allows (an instruction record takes 32 bits or more):
                // they are dropped with the function. The body's own list
                // grows as read: the bound is three times too large with
                // debug info, and that room would stay in the module (on
                // huge pages, resident).
                let estimate = (self.c.remaining_in_block() / 32).min(1 << 20) as usize;
                f.inst_list.reserve(estimate);
                f.vals.reserve(estimate);
                return Ok(());
            }
            60 => return Ok(()), // BLOCKADDR_USERS
            33 => {
                // DEBUG_LOC_AGAIN
                let (Some(i), Some(loc)) = (f.last_inst, f.last_loc) else {
                    return Err(self.invalid());
                };
                set_dbg(&mut f.body.insts[i], loc);
                return Ok(());
            }
            35 => {
                // DEBUG_LOC [line, col, scope, ia, implicit]
                let Some(i) = f.last_inst else {
                    return Err(self.invalid());
                };
                if ops.len() < 4 {
                    return Err(self.invalid());
                }
                let loc = self.debug_loc(ops)?;
                f.last_loc = Some(loc);
                set_dbg(&mut f.body.insts[i], loc);
                return Ok(());
            }
            55 => {
                // OPERAND_BUNDLE [tag, values...]
                let tag = *ops.first().ok_or_else(|| self.invalid())?;
                let tag = self
                    .bundle_tags
                    .get(tag as usize)
                    .cloned()
                    .ok_or_else(|| self.invalid())?;
                o.i = 1;
                let mut inputs = Vec::new();
                while !o.done() {
                    inputs.push(self.value_type(f, &mut o)?.0);
                }
                f.bundles.push(Bundle { tag, inputs });
                return Ok(());
            }
            61..=66 => return self.debug_record(f, code, ops),
            56 => {
                // UNOP [val, opcode, fmf?]
                let (v, t) = self.value_type(f, &mut o)?;
                let opc = *ops.get(o.i).ok_or_else(|| self.invalid())?;
                if opc != 0 || !self.m.types.is_float(self.m.types.scalar(t)) {
                    return Err(self.invalid());
                }
                let fm = ops.get(o.i + 1).map_or(0, |&x| fmf(x));
                (
                    InstKind::FNeg {
                        fmf: fm,
                        operand: v,
                    },
                    t,
                )
            }
            2 => {
                // BINOP [lhs, rhs, opcode, flags?]
                let (l, t) = self.value_type(f, &mut o)?;
                let r = self.pop_value(f, &mut o, t)?;
                let opc = *ops.get(o.i).ok_or_else(|| self.invalid())?;
                let sc = self.m.types.scalar(t);
                let fp = self.m.types.is_float(sc);
                if !fp && !self.m.types.is_int(sc) {
                    return Err(self.invalid());
                }
                let op = bin_op(opc, fp).ok_or_else(|| self.invalid())?;
                let extra = ops.get(o.i + 1).copied();
                let (fl, fm) = match extra {
                    Some(x) if fp => (0, fmf(x)),
                    Some(x) => (bin_flags(op, x), 0),
                    None => (0, 0),
                };
                (
                    InstKind::Binary {
                        op,
                        flags: fl,
                        fmf: fm,
                        lhs: l,
                        rhs: r,
                    },
                    t,
                )
            }
            3 => {
                // CAST [val, destty, opc, flags?]
                let (v, _) = self.value_type(f, &mut o)?;
                if o.left() < 2 {
                    return Err(self.invalid());
                }
                let t = self.ty(ops[o.i])?;
                tid = ops[o.i] as u32;
                let op = cast_op(ops[o.i + 1]).ok_or_else(|| self.invalid())?;
                let extra = ops.get(o.i + 2).copied().unwrap_or(0);
                let mut fl = 0;
                let mut fm = 0;
                match op {
                    CastOp::ZExt | CastOp::UIToFP if extra & 1 != 0 => fl = flags::NNEG,
                    CastOp::Trunc => {
                        if extra & 1 != 0 {
                            fl |= flags::NUW;
                        }
                        if extra & 2 != 0 {
                            fl |= flags::NSW;
                        }
                    }
                    CastOp::FPTrunc | CastOp::FPExt => fm = fmf(extra),
                    _ => {}
                }
                (
                    InstKind::Cast {
                        op,
                        flags: fl,
                        fmf: fm,
                        value: v,
                    },
                    t,
                )
            }
            43 | 4 | 30 => {
                // GEP [flags, srcty, base, indices...]; old forms
                // GEP_OLD / INBOUNDS_GEP_OLD [base, indices...]
                let (fl, src_tid) = if code == 43 {
                    if ops.len() < 2 {
                        return Err(self.invalid());
                    }
                    o.i = 2;
                    (gep_flags(ops[0]), Some(ops[1] as u32))
                } else {
                    (if code == 30 { gep_flags(1) } else { 0 }, None)
                };
                let (base, bt, base_tid) = self.value_type_tid(f, &mut o)?;
                let (src, src_tid) = match src_tid {
                    Some(t) => (self.ty(u64::from(t))?, t),
                    None => self.pointee(base_tid)?,
                };
                let mut indices = Vec::new();
                let mut vec_len = match self.m.types.get(bt) {
                    Type::Vector { len, scalable, .. } => Some((*len, *scalable)),
                    _ => None,
                };
                while !o.done() {
                    let (v, t) = self.value_type(f, &mut o)?;
                    if let Type::Vector { len, scalable, .. } = self.m.types.get(t) {
                        vec_len = Some((*len, *scalable));
                    }
                    indices.push(v);
                }
                let ptr = self.m.types.scalar(bt);
                if !self.m.types.is_ptr(ptr) {
                    return Err(self.err("GEP base operand must be pointer or vector of pointer"));
                }
                let ty = match vec_len {
                    Some((len, scalable)) => self.m.types.intern(Type::Vector {
                        elem: ptr,
                        len,
                        scalable,
                    }),
                    None => ptr,
                };
                tid = self.gep_result_tid(src_tid, &indices, ptr, ty);
                (
                    InstKind::Gep {
                        source_ty: src,
                        flags: fl,
                        base,
                        indices,
                    },
                    ty,
                )
            }
            26 | 27 => {
                // EXTRACTVAL [agg, idx...] / INSERTVAL [agg, val, idx...]
                let (agg, at, agg_tid) = self.value_type_tid(f, &mut o)?;
                let val = if code == 27 {
                    Some(self.value_type(f, &mut o)?)
                } else {
                    None
                };
                if o.done() {
                    return Err(self.err("invalid instruction with 0 indices"));
                }
                let mut cur = at;
                let mut cur_tid = agg_tid;
                let mut indices = Vec::new();
                for &x in &ops[o.i..] {
                    let idx = u32::try_from(x).map_err(|_| self.invalid())?;
                    let k = if matches!(self.m.types.get(cur), Type::Array { .. }) {
                        0
                    } else {
                        idx as usize
                    };
                    cur_tid = self.contained_tid(cur_tid, k).unwrap_or(NO_TID);
                    cur = match self.m.types.get(cur) {
                        Type::Array { elem, len } if u64::from(idx) < *len => *elem,
                        Type::Struct { .. } | Type::Named(_) => self
                            .m
                            .types
                            .aggregate_elem(cur, u64::from(idx))
                            .ok_or_else(|| self.err("invalid struct index"))?,
                        _ => return Err(self.err("invalid aggregate index")),
                    };
                    indices.push(idx);
                }
                tid = if val.is_some() { agg_tid } else { cur_tid };
                match val {
                    None => (InstKind::ExtractValue { agg, indices }, cur),
                    Some((v, vt)) => {
                        if vt != cur {
                            return Err(
                                self.err("inserted value type doesn't match aggregate type")
                            );
                        }
                        (
                            InstKind::InsertValue {
                                agg,
                                value: v,
                                indices,
                            },
                            at,
                        )
                    }
                }
            }
            5 | 29 => {
                // SELECT [t, f, cond] / VSELECT [t, f, cond(with type), fmf?]
                let (tv, t, t_tid) = self.value_type_tid(f, &mut o)?;
                tid = t_tid;
                let fv = self.pop_value(f, &mut o, t)?;
                let cond = if code == 5 {
                    let i1 = self.m.types.int(1);
                    self.pop_value(f, &mut o, i1)?
                } else {
                    self.value_type(f, &mut o)?.0
                };
                let fm = ops.get(o.i).map_or(0, |&x| fmf(x));
                (
                    InstKind::Select {
                        fmf: fm,
                        cond,
                        then_value: tv,
                        else_value: fv,
                    },
                    t,
                )
            }
            6 => {
                let (v, vt, v_tid) = self.value_type_tid(f, &mut o)?;
                tid = self.contained_tid(v_tid, 0).unwrap_or(NO_TID);
                let (idx, _) = self.value_type(f, &mut o)?;
                let Type::Vector { elem, .. } = *self.m.types.get(vt) else {
                    return Err(self.err("invalid type for value"));
                };
                (
                    InstKind::ExtractElement {
                        vector: v,
                        index: idx,
                    },
                    elem,
                )
            }
            7 => {
                let (v, vt) = self.value_type(f, &mut o)?;
                let Type::Vector { elem, .. } = *self.m.types.get(vt) else {
                    return Err(self.err("invalid type for value"));
                };
                let e = self.pop_value(f, &mut o, elem)?;
                let (idx, _) = self.value_type(f, &mut o)?;
                (
                    InstKind::InsertElement {
                        vector: v,
                        value: e,
                        index: idx,
                    },
                    vt,
                )
            }
            8 => {
                let (a, at) = self.value_type(f, &mut o)?;
                let b = self.pop_value(f, &mut o, at)?;
                let (m, mt) = self.value_type(f, &mut o)?;
                let Operand::Const(mc) = m else {
                    return Err(self.err("shuffle mask is not a constant"));
                };
                let mask = self.shuffle_mask(mc)?;
                let (Type::Vector { elem, .. }, Type::Vector { len, scalable, .. }) =
                    (self.m.types.get(at).clone(), self.m.types.get(mt).clone())
                else {
                    return Err(self.err("invalid type for value"));
                };
                let t = self.m.types.intern(Type::Vector {
                    elem,
                    len,
                    scalable,
                });
                (InstKind::ShuffleVector { a, b, mask }, t)
            }
            9 | 28 => {
                // CMP2 [lhs, rhs, pred, flags/fmf?]
                let (l, t) = self.value_type(f, &mut o)?;
                let r = self.pop_value(f, &mut o, t)?;
                let pred = *ops.get(o.i).ok_or_else(|| self.invalid())?;
                let extra = ops.get(o.i + 1).copied();
                if ops.len() > o.i + 2 {
                    return Err(self.invalid());
                }
                let sc = self.m.types.scalar(t);
                let fp = self.m.types.is_float(sc);
                let i1 = self.m.types.int(1);
                let rt = match self.m.types.get(t).clone() {
                    Type::Vector { len, scalable, .. } => self.m.types.intern(Type::Vector {
                        elem: i1,
                        len,
                        scalable,
                    }),
                    _ => i1,
                };
                if fp {
                    let p = float_pred(pred).ok_or_else(|| self.err("invalid fcmp predicate"))?;
                    (
                        InstKind::FCmp {
                            pred: p,
                            fmf: extra.map_or(0, fmf),
                            lhs: l,
                            rhs: r,
                        },
                        rt,
                    )
                } else {
                    let p = int_pred(pred).ok_or_else(|| self.err("invalid icmp predicate"))?;
                    let fl = if extra.unwrap_or(0) & 1 != 0 {
                        flags::SAMESIGN
                    } else {
                        0
                    };
                    (
                        InstKind::ICmp {
                            pred: p,
                            flags: fl,
                            lhs: l,
                            rhs: r,
                        },
                        rt,
                    )
                }
            }
            10 => {
                if ops.is_empty() {
                    (InstKind::Ret(None), void)
                } else {
                    let (v, _) = self.value_type(f, &mut o)?;
                    if !o.done() {
                        return Err(self.invalid());
                    }
                    (InstKind::Ret(Some(v)), void)
                }
            }
            11 => {
                // BR [bb] / [bb, bb, cond]
                match ops.len() {
                    1 => (InstKind::Br(self.block(f, ops[0])?), void),
                    3 => {
                        let t = self.block(f, ops[0])?;
                        let e = self.block(f, ops[1])?;
                        let i1 = self.m.types.int(1);
                        let c = self.value_of(f, ops[2], i1)?;
                        (
                            InstKind::CondBr {
                                cond: c,
                                then_dest: t,
                                else_dest: e,
                            },
                            void,
                        )
                    }
                    _ => return Err(self.invalid()),
                }
            }
            12 => {
                // SWITCH [opty, cond, default, (caseval, bb)*]
                if ops.len() < 3 || ops.len().is_multiple_of(2) {
                    return Err(self.invalid());
                }
                if ops[0] >> 16 == 0x4B5 {
                    return self.case_range_switch(f, ops);
                }
                let t = self.ty(ops[0])?;
                let cond = self.value_of(f, ops[1], t)?;
                let default = self.block(f, ops[2])?;
                let mut cases = Vec::new();
                for pair in ops[3..].chunks(2) {
                    let v = u32::try_from(pair[0]).map_err(|_| self.invalid())?;
                    let Some((Operand::Const(c), ct)) = self.value_by_id(f, v) else {
                        return Err(self.invalid());
                    };
                    if ct != t {
                        return Err(self.invalid());
                    }
                    cases.push((c, self.block(f, pair[1])?));
                }
                (
                    InstKind::Switch {
                        cond,
                        default,
                        cases,
                    },
                    void,
                )
            }
            31 => {
                // INDIRECTBR [opty, addr, bbs...]
                if ops.len() < 2 {
                    return Err(self.invalid());
                }
                let t = self.ty(ops[0])?;
                let addr = self.value_of(f, ops[1], t)?;
                let mut dests = Vec::new();
                for &b in &ops[2..] {
                    dests.push(self.block(f, b)?);
                }
                (InstKind::IndirectBr { addr, dests }, void)
            }
            13 => {
                // INVOKE [attrs, cc, normal, unwind, fnty?, callee, args...]
                if ops.len() < 4 {
                    return Err(self.invalid());
                }
                let attrs = self.attr_list(ops[0])?;
                let cc = ops[1];
                let normal = self.block(f, ops[2])?;
                let unwind = self.block(f, ops[3])?;
                o.i = 4;
                let explicit = (cc >> 13) & 1 != 0;
                let (call, ret_tid) =
                    self.call_tail(f, &mut o, attrs, cc & 0x3ff, explicit, 0, None)?;
                let ret = self.ret_of(call.fn_ty);
                tid = ret_tid;
                (
                    InstKind::Invoke {
                        call: Box::new(call),
                        normal,
                        unwind,
                    },
                    ret,
                )
            }
            57 => {
                // CALLBR [attrs, cc, default, n, indirect..., fnty?, callee, args...]
                if ops.len() < 4 {
                    return Err(self.invalid());
                }
                let attrs = self.attr_list(ops[0])?;
                let cc = ops[1];
                let default = self.block(f, ops[2])?;
                let n = ops[3] as usize;
                if n > ops.len() {
                    return Err(self.invalid());
                }
                o.i = 4;
                let mut indirect = Vec::new();
                for _ in 0..n {
                    let b = *ops.get(o.i).ok_or_else(|| self.invalid())?;
                    indirect.push(self.block(f, b)?);
                    o.i += 1;
                }
                let explicit = (cc >> 15) & 1 != 0;
                let (mut call, ret_tid) =
                    self.call_tail(f, &mut o, attrs, (cc & 0x7ff) >> 1, explicit, 0, None)?;
                self.upgrade_callbr_labels(f, &mut call, &indirect)?;
                let ret = self.ret_of(call.fn_ty);
                tid = ret_tid;
                (
                    InstKind::CallBr {
                        call: Box::new(call),
                        default,
                        indirect,
                    },
                    ret,
                )
            }
            34 => {
                // CALL [attrs, cc, fmf?, fnty?, callee, args...]
                if ops.len() < 3 {
                    return Err(self.invalid());
                }
                let attrs = self.attr_list(ops[0])?;
                let cc = ops[1];
                o.i = 2;
                let mut fm = 0;
                if (cc >> 17) & 1 != 0 {
                    fm = fmf(*ops.get(2).ok_or_else(|| self.invalid())?);
                    o.i = 3;
                }
                let tail = if cc & (1 << 14) != 0 {
                    TailKind::MustTail
                } else if cc & (1 << 16) != 0 {
                    TailKind::NoTail
                } else if cc & 1 != 0 {
                    TailKind::Tail
                } else {
                    TailKind::None
                };
                let explicit = (cc >> 15) & 1 != 0;
                let (call, ret_tid) = self.call_tail(
                    f,
                    &mut o,
                    attrs,
                    (cc & 0x7ff) >> 1,
                    explicit,
                    fm,
                    Some(tail),
                )?;
                let ret = self.ret_of(call.fn_ty);
                tid = ret_tid;
                (InstKind::Call(Box::new(call)), ret)
            }
            39 => {
                let (v, _) = self.value_type(f, &mut o)?;
                (InstKind::Resume(v), void)
            }
            15 => (InstKind::Unreachable, void),
            48 => {
                // CLEANUPRET [pad, bb?]
                if ops.is_empty() || ops.len() > 2 {
                    return Err(self.invalid());
                }
                let tok = self.m.types.token();
                let pad = self.value_of(f, ops[0], tok)?;
                let unwind = match ops.get(1) {
                    Some(&b) => Some(self.block(f, b)?),
                    None => None,
                };
                (InstKind::CleanupRet { pad, unwind }, void)
            }
            49 => {
                if ops.len() != 2 {
                    return Err(self.invalid());
                }
                let tok = self.m.types.token();
                let pad = self.value_of(f, ops[0], tok)?;
                let dest = self.block(f, ops[1])?;
                (InstKind::CatchRet { pad, dest }, void)
            }
            52 => {
                // CATCHSWITCH [parent, n, handlers..., unwind?]
                if ops.len() < 2 {
                    return Err(self.invalid());
                }
                let tok = self.m.types.token();
                let parent = self.value_of(f, ops[0], tok)?;
                let n = ops[1] as usize;
                if n > ops.len() - 2 {
                    return Err(self.invalid());
                }
                let mut handlers = Vec::new();
                for &b in &ops[2..2 + n] {
                    handlers.push(self.block(f, b)?);
                }
                let unwind = match ops.len() - 2 - n {
                    0 => None,
                    1 => Some(self.block(f, ops[2 + n])?),
                    _ => return Err(self.invalid()),
                };
                (
                    InstKind::CatchSwitch {
                        parent,
                        handlers,
                        unwind,
                    },
                    tok,
                )
            }
            50 | 51 => {
                // CATCHPAD / CLEANUPPAD [parent, n, (val)*]
                if ops.len() < 2 {
                    return Err(self.invalid());
                }
                let tok = self.m.types.token();
                let parent = self.value_of(f, ops[0], tok)?;
                let n = ops[1];
                o.i = 2;
                let mut args = Vec::new();
                for _ in 0..n {
                    args.push(self.value_type(f, &mut o)?.0);
                }
                if !o.done() {
                    return Err(self.invalid());
                }
                if code == 50 {
                    (InstKind::CatchPad { parent, args }, tok)
                } else {
                    (InstKind::CleanupPad { parent, args }, tok)
                }
            }
            16 => {
                // PHI [ty, (val, bb)*, fmf?]
                let t = self.ty(*ops.first().ok_or_else(|| self.invalid())?)?;
                tid = ops[0] as u32;
                let n = (ops.len() - 1) / 2;
                let mut incoming: Vec<(Operand, BlockId)> = Vec::with_capacity(n);
                // Each predecessor's value, looked up by a scan for the
                // usual few entries and a map for a large switch's phi.
                let mut by_block: HashMap<BlockId, Operand> = HashMap::default();
                for k in 0..n {
                    let raw = ops[1 + 2 * k];
                    let bb = self.block(f, ops[2 + 2 * k])?;
                    let v = if self.relative_ids() {
                        let d = super::decode_signed(raw) as i64;
                        // Wraps like LLVM's; value_abs rejects what is out of range.
                        i64::from(self.next_val(f)).wrapping_sub(d) as u32
                    } else {
                        raw as u32
                    };
                    // A predecessor named again takes the value it had, as
                    // LLVM's reader does (a constant is not expanded twice).
                    let earlier = if n <= 16 {
                        incoming.iter().find(|&&(_, b)| b == bb).map(|&(op, _)| op)
                    } else {
                        by_block.get(&bb).copied()
                    };
                    if let Some(op) = earlier {
                        incoming.push((op, bb));
                        continue;
                    }
                    let op = self.phi_operand(f, v, t, bb)?;
                    if n > 16 {
                        by_block.insert(bb, op);
                    }
                    incoming.push((op, bb));
                }
                let fm = if (ops.len() - 1) % 2 == 1 {
                    fmf(ops[ops.len() - 1])
                } else {
                    0
                };
                (InstKind::Phi { fmf: fm, incoming }, t)
            }
            47 | 40 => {
                // LANDINGPAD [ty, cleanup, n, (kind, val)*]; LANDINGPAD_OLD
                // has the personality after the type.
                if ops.len() < 3 + (code == 40) as usize {
                    return Err(self.invalid());
                }
                let t = self.ty(ops[0])?;
                tid = ops[0] as u32;
                o.i = 1;
                if code == 40 {
                    let (pers, _) = self.value_type(f, &mut o)?;
                    self.set_old_personality(f, pers)?;
                }
                let (cleanup, n) = match (ops.get(o.i), ops.get(o.i + 1)) {
                    (Some(&c), Some(&n)) => (c != 0, n),
                    _ => return Err(self.invalid()),
                };
                o.i += 2;
                let mut clauses = Vec::new();
                for _ in 0..n {
                    let k = *ops.get(o.i).ok_or_else(|| self.invalid())?;
                    o.i += 1;
                    let (v, _) = self.value_type(f, &mut o)?;
                    let kind = if k == 0 {
                        ClauseKind::Catch
                    } else {
                        ClauseKind::Filter
                    };
                    clauses.push((kind, v));
                }
                (InstKind::LandingPad { cleanup, clauses }, t)
            }
            19 => {
                // ALLOCA [instty, opty, op, packed, addrspace?]
                if ops.len() != 4 && ops.len() != 5 {
                    return Err(self.invalid());
                }
                let packed = ops[3];
                // Without the explicit-type bit, the record names the
                // result's pointer type.
                let allocated_tid = if packed & (1 << 6) == 0 {
                    self.contained_tid(ops[0] as u32, 0)?
                } else {
                    ops[0] as u32
                };
                let allocated = self.ty(u64::from(allocated_tid))?;
                let opty = self.ty(ops[1])?;
                let size = self.value_abs(f, ops[2] as u32, opty)?;
                let exp = (packed & 0x1f) | (((packed >> 8) & 0x7) << 5);
                let align = match self.alignment(exp)? {
                    Some(a) => Some(a),
                    None => Some(self.pref_align_of(allocated)?),
                };
                let addrspace = match ops.get(4) {
                    Some(&a) => u32::try_from(a).map_err(|_| self.invalid())?,
                    None => self.layout.as_ref().map_or(0, |l| l.alloca_address_space()),
                };
                // `alloca T` counts 1 by default: omit a constant i32 1.
                let count = match size {
                    Operand::Const(c)
                        if self.m.types.int_width(opty) == Some(32)
                            && matches!(&self.m.consts.get(c).kind,
                                ConstKind::Int(v) if v.low_u64() == 1) =>
                    {
                        None
                    }
                    s => Some(s),
                };
                let pt = self.m.types.ptr(addrspace);
                tid = self.pointer_tid(allocated_tid, addrspace);
                (
                    InstKind::Alloca {
                        allocated,
                        count,
                        align,
                        addrspace,
                        inalloca: packed & (1 << 5) != 0,
                        swifterror: packed & (1 << 7) != 0,
                    },
                    pt,
                )
            }
            20 | 41 => {
                // LOAD [ptr, ty, align, vol] / LOADATOMIC [..., ordering, ssid]
                // Old records leave the type out: the pointer's pointee.
                let (p, _, p_tid) = self.value_type_tid(f, &mut o)?;
                let extra = if code == 20 { 3 } else { 5 };
                let t = if o.left() == extra {
                    o.i += 1;
                    tid = ops[o.i - 1] as u32;
                    self.ty(ops[o.i - 1])?
                } else if o.left() == extra - 1 {
                    let (t, t_tid) = self.pointee(p_tid)?;
                    tid = t_tid;
                    t
                } else {
                    return Err(self.invalid());
                };
                let align = self.alignment(ops[o.i])?;
                let align = match align {
                    None if code == 20 => Some(self.abi_align_of(t, "load of unsized type")?),
                    a => a,
                };
                let volatile = ops[o.i + 1] != 0;
                let atomic = if code == 41 {
                    let ord = ordering(ops[o.i + 2]);
                    if matches!(
                        ord,
                        Ordering::NotAtomic | Ordering::Release | Ordering::AcqRel
                    ) || align.is_none()
                    {
                        return Err(self.invalid());
                    }
                    Some(Atomic {
                        ordering: ord,
                        scope: self.sync_scope(ops[o.i + 3])?,
                    })
                } else {
                    None
                };
                (
                    InstKind::Load {
                        ptr: p,
                        volatile,
                        atomic,
                        align,
                    },
                    t,
                )
            }
            44 | 45 | 24 | 42 => {
                // STORE [ptr, val, align, vol] / STOREATOMIC [..., ordering, ssid];
                // the _OLD forms type the value by the pointer's pointee.
                let (p, _, p_tid) = self.value_type_tid(f, &mut o)?;
                let (v, vt) = if code == 44 || code == 45 {
                    self.value_type(f, &mut o)?
                } else {
                    let (vt, _) = self.pointee(p_tid)?;
                    (self.pop_value(f, &mut o, vt)?, vt)
                };
                let extra = if code == 44 || code == 24 { 2 } else { 4 };
                if o.left() != extra {
                    return Err(self.invalid());
                }
                let align = self.alignment(ops[o.i])?;
                let align = match align {
                    None if extra == 2 => Some(self.abi_align_of(vt, "store of unsized type")?),
                    a => a,
                };
                let volatile = ops[o.i + 1] != 0;
                let atomic = if extra == 4 {
                    let ord = ordering(ops[o.i + 2]);
                    if matches!(
                        ord,
                        Ordering::NotAtomic | Ordering::Acquire | Ordering::AcqRel
                    ) || align.is_none()
                    {
                        return Err(self.invalid());
                    }
                    Some(Atomic {
                        ordering: ord,
                        scope: self.sync_scope(ops[o.i + 3])?,
                    })
                } else {
                    None
                };
                (
                    InstKind::Store {
                        value: v,
                        ptr: p,
                        volatile,
                        atomic,
                        align,
                    },
                    void,
                )
            }
            46 => {
                // CMPXCHG [ptr, cmp, new, vol, success, ssid, failure, weak, align?]
                let (p, _) = self.value_type(f, &mut o)?;
                let (cmp, ct) = self.value_type(f, &mut o)?;
                let new = self.pop_value(f, &mut o, ct)?;
                if o.left() < 5 || o.left() > 6 {
                    return Err(self.invalid());
                }
                let k = o.i;
                let success = ordering(ops[k + 1]);
                let failure = ordering(ops[k + 3]);
                if matches!(success, Ordering::NotAtomic | Ordering::Unordered)
                    || matches!(
                        failure,
                        Ordering::NotAtomic
                            | Ordering::Unordered
                            | Ordering::Release
                            | Ordering::AcqRel
                    )
                {
                    return Err(self.err("invalid cmpxchg ordering"));
                }
                let scope = self.sync_scope(ops[k + 2])?;
                let align = match ops.get(k + 5) {
                    Some(&a) => self.alignment(a)?,
                    None => None,
                };
                let align = Some(match align {
                    Some(a) => a,
                    None => self.store_size_of(ct),
                });
                let i1 = self.m.types.int(1);
                let rt = self.m.types.intern(Type::Struct {
                    elems: vec![ct, i1],
                    packed: false,
                });
                (
                    InstKind::CmpXchg {
                        ptr: p,
                        cmp,
                        new,
                        weak: ops[k + 4] != 0,
                        volatile: ops[k] != 0,
                        success,
                        failure,
                        scope,
                        align,
                    },
                    rt,
                )
            }
            37 => return self.old_cmpxchg(f, ops),
            59 | 38 => {
                // ATOMICRMW [ptr, val, op, vol, ordering, ssid, align?];
                // ATOMICRMW_OLD types the value by the pointer's pointee.
                let (p, _, p_tid) = self.value_type_tid(f, &mut o)?;
                let (v, vt, v_tid) = if code == 59 {
                    self.value_type_tid(f, &mut o)?
                } else {
                    let (vt, v_tid) = self.pointee(p_tid)?;
                    (self.pop_value(f, &mut o, vt)?, vt, v_tid)
                };
                tid = v_tid;
                if o.left() != 4 && o.left() != 5 {
                    return Err(self.invalid());
                }
                let k = o.i;
                let op = rmw_op(ops[k]).ok_or_else(|| self.invalid())?;
                let ord = ordering(ops[k + 2]);
                if matches!(ord, Ordering::NotAtomic | Ordering::Unordered) {
                    return Err(self.invalid());
                }
                let scope = self.sync_scope(ops[k + 3])?;
                let align = match ops.get(k + 4) {
                    Some(&a) => self.alignment(a)?,
                    None => None,
                };
                let align = Some(match align {
                    Some(a) => a,
                    None => self.store_size_of(vt),
                });
                (
                    InstKind::AtomicRmw {
                        op,
                        ptr: p,
                        value: v,
                        volatile: ops[k + 1] != 0,
                        atomic: Atomic {
                            ordering: ord,
                            scope,
                        },
                        align,
                    },
                    vt,
                )
            }
            36 => {
                // FENCE [ordering, ssid]
                if ops.len() != 2 {
                    return Err(self.invalid());
                }
                let ord = ordering(ops[0]);
                if matches!(
                    ord,
                    Ordering::NotAtomic | Ordering::Unordered | Ordering::Monotonic
                ) {
                    return Err(self.invalid());
                }
                let scope = self.sync_scope(ops[1])?;
                (
                    InstKind::Fence(Atomic {
                        ordering: ord,
                        scope,
                    }),
                    void,
                )
            }
            23 => {
                // VAARG [valistty, valist, resty]
                if ops.len() < 3 {
                    return Err(self.invalid());
                }
                let lt = self.ty(ops[0])?;
                let l = self.value_of(f, ops[1], lt)?;
                let t = self.ty(ops[2])?;
                tid = ops[2] as u32;
                (InstKind::VaArg { list: l }, t)
            }
            58 => {
                let (v, t, v_tid) = self.value_type_tid(f, &mut o)?;
                tid = v_tid;
                (InstKind::Freeze(v), t)
            }
            c => return Err(self.err(format!("invalid value (instruction record {c})"))),
        };
        self.add_inst(f, kind, ty, tid)
    }

    /// The bitcode type id of a GEP's result: a pointer (or vector of
    /// pointers) to the element its indices reach from `src_tid`.
    fn gep_result_tid(
        &mut self,
        src_tid: u32,
        indices: &[Operand],
        ptr: TypeId,
        ty: TypeId,
    ) -> u32 {
        let mut cur = src_tid;
        for idx in indices.iter().skip(1) {
            let Ok(t) = self.ty(u64::from(cur)) else {
                return NO_TID;
            };
            let k = if self.m.types.struct_elems(t).is_some() {
                match self.const_index(*idx) {
                    Some(k) => k,
                    None => return NO_TID,
                }
            } else {
                0
            };
            match self.contained_tid(cur, k) {
                Ok(c) => cur = c,
                Err(_) => return NO_TID,
            }
        }
        let Type::Ptr(a) = *self.m.types.get(ptr) else {
            return NO_TID;
        };
        let p = self.pointer_tid(cur, a);
        if ty == ptr {
            p
        } else {
            self.virtual_tid(ty, vec![p])
        }
    }

    /// A constant integer index (or a splat of one), as struct GEP
    /// indices are.
    fn const_index(&self, idx: Operand) -> Option<usize> {
        let Operand::Const(c) = idx else {
            return None;
        };
        match &self.m.consts.get(c).kind {
            ConstKind::Int(v) => usize::try_from(v.low_u64()).ok(),
            ConstKind::Splat(e) => match &self.m.consts.get(*e).kind {
                ConstKind::Int(v) => usize::try_from(v.low_u64()).ok(),
                _ => None,
            },
            ConstKind::Zero => Some(0),
            _ => None,
        }
    }

    /// A load's or store's default alignment: the type's ABI alignment.
    fn abi_align_of(&mut self, ty: TypeId, unsized_msg: &str) -> Result<u64> {
        self.ensure_layout()?;
        match &self.layout {
            Some(dl) if dl.is_sized_cached(&self.m.types, ty, &mut self.layout_cache) => {
                Ok(dl.abi_align_cached(&self.m.types, ty, &mut self.layout_cache))
            }
            _ => Err(self.err(unsized_msg)),
        }
    }

    /// An alloca's default alignment: the type's preferred alignment.
    fn pref_align_of(&mut self, ty: TypeId) -> Result<u64> {
        self.ensure_layout()?;
        match &self.layout {
            Some(dl) if dl.is_sized_cached(&self.m.types, ty, &mut self.layout_cache) => {
                Ok(dl.pref_align_cached(&self.m.types, ty, &mut self.layout_cache))
            }
            _ => Err(self.err("alloca of unsized type")),
        }
    }

    /// An atomic's default alignment: the value's store size.
    fn store_size_of(&mut self, ty: TypeId) -> u64 {
        // Settled (or refused) when the function block began.
        let _ = self.ensure_layout();
        self.layout
            .as_ref()
            .map_or(1, |dl| dl.type_store_size(&self.m.types, ty).max(1))
    }

    /// CMPXCHG_OLD [ptr, cmp, new, vol, success, ssid, failure?, weak?]:
    /// the compared value is typed by the pointer's pointee; records
    /// without `weak` predate the `{T, i1}` result and read as its
    /// first element.
    fn old_cmpxchg(&mut self, f: &mut FnCtx, ops: &[u64]) -> Result<()> {
        let mut o = Ops { ops, i: 0 };
        let (p, _, p_tid) = self.value_type_tid(f, &mut o)?;
        let (ct, c_tid) = self.pointee(p_tid)?;
        let cmp = self.pop_value(f, &mut o, ct)?;
        let new = self.pop_value(f, &mut o, ct)?;
        if o.left() < 3 || o.left() > 5 {
            return Err(self.invalid());
        }
        let k = o.i;
        let success = ordering(ops[k + 1]);
        if matches!(success, Ordering::NotAtomic | Ordering::Unordered) {
            return Err(self.invalid());
        }
        let scope = self.sync_scope(ops[k + 2])?;
        let failure = match ops.get(k + 3) {
            Some(&v) if ops.len() >= 7 => ordering(v),
            _ => match success {
                Ordering::AcqRel => Ordering::Acquire,
                Ordering::Release => Ordering::Monotonic,
                s => s,
            },
        };
        if matches!(failure, Ordering::NotAtomic | Ordering::Unordered) {
            return Err(self.invalid());
        }
        let align = Some(self.store_size_of(ct));
        let i1 = self.m.types.int(1);
        let rt = self.m.types.intern(Type::Struct {
            elems: vec![ct, i1],
            packed: false,
        });
        let weak = ops.get(k + 4).copied();
        let kind = InstKind::CmpXchg {
            ptr: p,
            cmp,
            new,
            weak: weak.unwrap_or(0) != 0,
            volatile: ops[k] != 0,
            success,
            failure,
            scope,
            align,
        };
        if weak.is_some() {
            let i1_tid = self.virtual_tid(i1, Vec::new());
            let tid = self.virtual_tid(rt, vec![c_tid, i1_tid]);
            return self.add_inst(f, kind, rt, tid);
        }
        let x = self.add_unnumbered_inst(f, kind, rt)?;
        let kind = InstKind::ExtractValue {
            agg: Operand::Inst(x),
            indices: vec![0],
        };
        self.add_inst(f, kind, ct, c_tid)
    }

    /// The switch form with case ranges (LLVM 3.3 era):
    /// [magic, opty, cond, default, n, (items, (single, lo, hi?)*, bb)*].
    fn case_range_switch(&mut self, f: &mut FnCtx, ops: &[u64]) -> Result<()> {
        if ops.len() < 5 {
            return Err(self.invalid());
        }
        let t = self.ty(ops[1])?;
        let Some(bits) = self.m.types.int_width(t) else {
            return Err(self.invalid());
        };
        let cond = self.value_of(f, ops[2], t)?;
        let default = self.block(f, ops[3])?;
        let at = |i: usize, r: &Self| ops.get(i).copied().ok_or_else(|| r.invalid());
        let mut i = 5;
        let mut cases = Vec::new();
        for _ in 0..ops[4] {
            let items = at(i, self)?;
            i += 1;
            let mut vals = Vec::new();
            for _ in 0..items {
                let single = at(i, self)? != 0;
                i += 1;
                let lo = self.case_value(ops, &mut i, bits)?;
                let hi = if single {
                    lo.clone()
                } else {
                    self.case_value(ops, &mut i, bits)?
                };
                if bits > 64 && lo != hi {
                    return Err(self
                        .err("unsupported wide case range")
                        .or_kind(BitcodeErrorKind::Unsupported));
                }
                let (l, h) = (lo.low_u64(), hi.low_u64());
                if h < l || h - l > ops.len() as u64 {
                    return Err(self.err("invalid case range"));
                }
                if bits > 64 {
                    vals.push(lo);
                } else {
                    vals.extend((l..=h).map(|v| ApInt::from_u64(bits, v)));
                }
            }
            let bb = self.block(f, at(i, self)?)?;
            i += 1;
            for v in vals {
                let c = self.m.consts.intern(
                    &self.m.types,
                    Const {
                        ty: t,
                        kind: ConstKind::Int(v),
                    },
                );
                cases.push((c, bb));
            }
        }
        let kind = InstKind::Switch {
            cond,
            default,
            cases,
        };
        let void = self.void_ty();
        self.add_inst(f, kind, void, NO_TID)
    }

    /// One case value of a case-range switch (wide ones give their word
    /// count first).
    fn case_value(&self, ops: &[u64], i: &mut usize, bits: u32) -> Result<ApInt> {
        let mut words = 1usize;
        if bits > 64 {
            words = usize::try_from(*ops.get(*i).ok_or_else(|| self.invalid())?)
                .map_err(|_| self.invalid())?;
            *i += 1;
        }
        if words > ops.len() || *i + words > ops.len() {
            return Err(self.invalid());
        }
        let v = super::attrs::wide_apint(&ops[*i..*i + words], bits);
        *i += words;
        Ok(v)
    }

    /// Old `callbr`s pass their indirect destinations as trailing
    /// `blockaddress` arguments of plain constraints: they become label
    /// (`!`) constraints without arguments.
    fn upgrade_callbr_labels(
        &mut self,
        f: &FnCtx,
        call: &mut CallData,
        indirect: &[BlockId],
    ) -> Result<()> {
        let Operand::InlineAsm(a) = call.callee else {
            return Ok(());
        };
        let Some(asm) = self.m.inline_asms.get(a).cloned() else {
            return Ok(());
        };
        let parts: Vec<&[u8]> = asm.constraints.split(|&b| b == b',').collect();
        if parts.iter().any(|c| c.starts_with(b"!")) {
            return Ok(());
        }
        let Type::Function {
            ret,
            params,
            vararg,
        } = self.m.types.get(call.fn_ty).clone()
        else {
            return Ok(());
        };
        let mismatch = |r: &Self| r.err("callbr argument does not match indirect dest");
        let first = call
            .args
            .len()
            .checked_sub(indirect.len())
            .ok_or_else(|| mismatch(self))?;
        if first > params.len() {
            return Err(mismatch(self));
        }
        for (label, arg) in call.args[first..].iter().enumerate() {
            let Operand::Const(c) = arg else {
                return Err(mismatch(self));
            };
            match self.m.consts.get(*c).kind {
                ConstKind::BlockAddress { func, block }
                    if func == f.gid && block == indirect[label] => {}
                _ => return Err(mismatch(self)),
            }
        }
        call.args.truncate(first);
        let kept = call.attrs.params.iter().take(first).copied().collect();
        call.attrs = attributes::AttrList::new(call.attrs.func, call.attrs.ret, kept);
        call.fn_ty = self.m.types.intern(Type::Function {
            ret,
            params: params[..first].to_vec(),
            vararg,
        });
        let mut arg = 0;
        let mut out: Vec<Vec<u8>> = Vec::with_capacity(parts.len());
        for c in parts {
            let has_arg = match c {
                [b'~', ..] => false,
                [b'=', rest @ ..] => rest.first() == Some(&b'*'),
                _ => true,
            };
            let mut c = c.to_vec();
            if has_arg {
                if arg >= first {
                    c.insert(0, b'!');
                }
                arg += 1;
            }
            out.push(c);
        }
        let constraints = out.join(&b","[..]).into();
        let id = self.m.add_inline_asm(InlineAsm {
            fn_ty: call.fn_ty,
            constraints,
            ..asm
        });
        call.callee = Operand::InlineAsm(id);
        Ok(())
    }

    /// An old landing pad's personality becomes its function's.
    fn set_old_personality(&mut self, f: &FnCtx, pers: Operand) -> Result<()> {
        let Operand::Const(c) = pers else {
            return Err(self.invalid());
        };
        if let GlobalKind::Func(func) = &mut self.m.globals[f.gid].kind {
            match func.personality {
                None => func.personality = Some(c),
                Some(p) if p != c => return Err(self.err("personality function mismatch")),
                Some(_) => {}
            }
        }
        Ok(())
    }

    /// Adds an instruction that takes no value number (one LLVM's reader
    /// makes while upgrading).
    pub(crate) fn add_unnumbered_inst(
        &mut self,
        f: &mut FnCtx,
        kind: InstKind,
        ty: TypeId,
    ) -> Result<InstId> {
        if f.cur_bb >= f.body.blocks.len() {
            return Err(self.err("invalid instruction with no BB"));
        }
        let id = InstId::from_index(f.body.insts.len());
        f.body.insts.push(Inst::new(ty, kind));
        // Not in `inst_list`: attachments number only LLVM's list.
        f.open_block.push(id);
        Ok(id)
    }

    /// Old calls of inline asm: indirect constraints' arguments get
    /// `elementtype` from their pointee.
    fn asm_element_types(
        &mut self,
        a: AsmId,
        attrs: &mut attributes::AttrList,
        arg_tids: &[u32],
    ) -> Result<()> {
        let Some(asm) = self.m.inline_asms.get(a) else {
            return Ok(());
        };
        let constraints = asm.constraints.clone();
        let mut arg = 0;
        for c in constraints.split(|&b| b == b',') {
            let (has_arg, indirect) = match c {
                [b'~', ..] => (false, false),
                [b'=', rest @ ..] => (rest.first() == Some(&b'*'), rest.first() == Some(&b'*')),
                [b'!', ..] => (false, false),
                rest => (true, rest.first() == Some(&b'*')),
            };
            if !has_arg {
                continue;
            }
            if indirect {
                if let Some(&t) = arg_tids.get(arg) {
                    if t != NO_TID {
                        self.add_element_type(attrs, arg, t)?;
                    }
                }
            }
            arg += 1;
        }
        Ok(())
    }

    /// Old calls of the exclusive load/store intrinsics (and the
    /// preserve-access-index ones) get `elementtype` on their pointer.
    fn intrinsic_element_types(
        &mut self,
        callee: Operand,
        attrs: &mut attributes::AttrList,
        arg_tids: &[u32],
    ) -> Result<()> {
        let Operand::Const(c) = callee else {
            return Ok(());
        };
        let ConstKind::Global(g) = self.m.consts.get(c).kind else {
            return Ok(());
        };
        let Some(name) = self.m.globals[g].common.name.as_deref() else {
            return Ok(());
        };
        let arg = match intrinsic_base(name) {
            Some(
                b"llvm.aarch64.stlxr"
                | b"llvm.aarch64.stxr"
                | b"llvm.arm.stlex"
                | b"llvm.arm.strex",
            ) => 1,
            Some(
                b"llvm.aarch64.ldaxr"
                | b"llvm.aarch64.ldxr"
                | b"llvm.arm.ldaex"
                | b"llvm.arm.ldrex"
                | b"llvm.preserve.array.access.index"
                | b"llvm.preserve.struct.access.index",
            ) => 0,
            _ => return Ok(()),
        };
        match arg_tids.get(arg) {
            Some(&t) if t != NO_TID => self.add_element_type(attrs, arg, t),
            _ => Ok(()),
        }
    }

    fn ret_of(&self, fn_ty: TypeId) -> TypeId {
        match self.m.types.get(fn_ty) {
            Type::Function { ret, .. } => *ret,
            _ => fn_ty,
        }
    }

    /// The callee and arguments of a call-like record.
    #[allow(clippy::too_many_arguments)]
    fn call_tail(
        &mut self,
        f: &mut FnCtx,
        o: &mut Ops,
        attrs: attributes::AttrList,
        cc: u64,
        explicit: bool,
        fm: u8,
        tail: Option<TailKind>,
    ) -> Result<(CallData, u32)> {
        let mut fn_tid = None;
        if explicit {
            let t = *o.ops.get(o.i).ok_or_else(|| self.invalid())?;
            self.ty(t)?;
            o.i += 1;
            fn_tid = Some(t as u32);
        }
        let (callee, ct, callee_tid) = self.value_type_tid(f, o)?;
        if !matches!(self.m.types.get(ct), Type::Ptr(_)) {
            return Err(self.err("callee is not a pointer type"));
        }
        // Old records: the function type is the callee's pointee.
        let fn_tid = match fn_tid {
            Some(t) => t,
            None => self.contained_tid(callee_tid, 0)?,
        };
        let fn_ty = self.ty(u64::from(fn_tid))?;
        let ret_tid = self.contained_tid(fn_tid, 0).unwrap_or(NO_TID);
        let mut arg_tys = std::mem::take(&mut f.call_tys);
        let mut arg_tids = std::mem::take(&mut f.call_tids);
        arg_tys.clear();
        arg_tids.clear();
        let Type::Function { params, vararg, .. } = self.m.types.get(fn_ty) else {
            return Err(self.err("explicit call type is not a function type"));
        };
        let vararg = *vararg;
        arg_tys.extend_from_slice(params);
        let fixed = arg_tys.len();
        if o.left() < fixed {
            return Err(self.err("insufficient operands to call"));
        }
        let mut args = Vec::with_capacity(fixed);
        for (i, &p) in arg_tys.iter().enumerate() {
            let raw = o.ops[o.i];
            o.i += 1;
            if matches!(self.m.types.get(p), Type::Label) {
                return Err(self
                    .err("label arguments are not supported")
                    .or_kind(BitcodeErrorKind::Unsupported));
            }
            args.push(self.value_of(f, raw, p)?);
            arg_tids.push(self.contained_tid(fn_tid, i + 1).unwrap_or(NO_TID));
        }
        if vararg {
            while !o.done() {
                let (v, ty, t) = self.value_type_tid(f, o)?;
                args.push(v);
                arg_tys.push(ty);
                arg_tids.push(t);
            }
        } else if !o.done() {
            return Err(self.invalid());
        }
        let mut attrs = self.fill_type_attrs(attrs, &arg_tids)?;
        let ret = self.ret_of(fn_ty);
        attrs = self.drop_incompatible_list(attrs, ret, &arg_tys);
        if let Operand::InlineAsm(a) = callee {
            self.asm_element_types(a, &mut attrs, &arg_tids)?;
        } else {
            self.intrinsic_element_types(callee, &mut attrs, &arg_tids)?;
        }
        f.call_tys = arg_tys;
        f.call_tids = arg_tids;
        let call = CallData {
            tail: tail.unwrap_or(TailKind::None),
            cc: cc as u32,
            fmf: fm,
            attrs,
            fn_ty,
            callee,
            args,
            bundles: upgrade_bundles(std::mem::take(&mut f.bundles)),
            addrspace: None,
        };
        Ok((call, ret_tid))
    }

    fn add_inst(&mut self, f: &mut FnCtx, kind: InstKind, ty: TypeId, tid: u32) -> Result<()> {
        if f.cur_bb >= f.body.blocks.len() {
            return Err(self.err("invalid instruction with no BB"));
        }
        if !f.bundles.is_empty() {
            return Err(self.err("operand bundles found with no consumer"));
        }
        let term = kind.is_terminator();
        let has_value = !matches!(self.m.types.get(ty), Type::Void);
        let inst = Inst::new(ty, kind);
        let id = if has_value {
            let v = self.next_val(f);
            // Forward references are few: no hashing while there are none.
            let fwd = if f.fwd.is_empty() {
                None
            } else {
                f.fwd.remove(&v)
            };
            let id = match fwd {
                Some((id, t)) => {
                    if t != ty {
                        return Err(self.err("forward reference with mismatched type"));
                    }
                    f.body.insts[id] = inst;
                    id
                }
                None => f.body.insts.push(inst),
            };
            self.set_value_tid(v as usize, tid);
            f.vals.push((Operand::Inst(id), ty));
            id
        } else {
            f.body.insts.push(inst)
        };
        f.open_block.push(id);
        f.inst_list.push(id);
        f.last_inst = Some(id);
        if term {
            f.body.blocks[BlockId::from_index(f.cur_bb)].insts = f.open_block.clone();
            f.open_block.clear();
            f.cur_bb += 1;
        }
        Ok(())
    }

    fn debug_record(&mut self, f: &mut FnCtx, code: u32, ops: &[u64]) -> Result<()> {
        let Some(inst) = f.last_inst else {
            return Err(self.err("invalid dbg record: missing instruction"));
        };
        let rec = if code == 65 {
            if ops.len() < 2 {
                return Err(self.invalid());
            }
            DbgRecord::Label {
                dilocation: self.md_node_ref(ops[0])?,
                label: self.md_node_ref(ops[1])?,
            }
        } else {
            if ops.len() < 4 {
                return Err(self.invalid());
            }
            let dilocation = self.md_node_ref(ops[0])?;
            let variable = self.md_node_ref(ops[1])?;
            let expression = self.md_node_ref(ops[2])?;
            let location = if code == 64 {
                let mut o = Ops { ops, i: 3 };
                let (v, t) = self.value_type(f, &mut o)?;
                self.local_value_md(f, v, t)?
            } else {
                self.md_operand_ref(f, ops[3])?
            };
            let kind = match code {
                61 | 64 => DbgVariableKind::Value,
                62 | 66 => DbgVariableKind::Declare,
                _ => DbgVariableKind::Assign,
            };
            let assign = if code == 63 {
                if ops.len() < 7 {
                    return Err(self.invalid());
                }
                Some(Box::new(DbgAssign {
                    assign_id: self.md_node_ref(ops[4])?,
                    address_expr: self.md_node_ref(ops[5])?,
                    address: self.md_operand_ref(f, ops[6])?,
                }))
            } else {
                None
            };
            DbgRecord::Variable {
                kind,
                location,
                variable,
                expression,
                assign,
                dilocation,
            }
        };
        f.body.insts[inst].dbg_records.push(rec);
        Ok(())
    }

    fn parse_function_vst(&mut self, f: &mut FnCtx) -> Result<()> {
        while let Some(rec) = self.next_record(&mut |_, _| Ok(false))? {
            let r = self.function_vst_record(f, rec.code, &rec.ops);
            self.recycle(rec);
            r?;
        }
        Ok(())
    }

    fn function_vst_record(&mut self, f: &mut FnCtx, code: u32, ops: &[u64]) -> Result<()> {
        let Some(&id) = ops.first() else {
            return Err(self.invalid());
        };
        let name = chars(&ops[1..]);
        match code {
            1 => {
                let id = u32::try_from(id).map_err(|_| self.invalid())?;
                match self.value_by_id(f, id) {
                    Some((Operand::Arg(a), _)) => {
                        if let GlobalKind::Func(func) = &mut self.m.globals[f.gid].kind {
                            if let Some(n) = func.param_names.get_mut(a.index()) {
                                *n = Some(name);
                            }
                        }
                    }
                    Some((Operand::Inst(i), _)) => f.body.insts[i].name = Some(name),
                    Some(_) => {}
                    None => return Err(self.err("invalid value id in symbol table")),
                }
            }
            2 => {
                let b = self.block(f, id)?;
                f.body.blocks[b].name = Some(name);
            }
            _ => {}
        }
        Ok(())
    }
}

/// Operand bundles LLVM no longer accepts go: `clang.arc.attachedcall`
/// without an operand (`UpgradeOperandBundles`).
fn upgrade_bundles(mut bundles: Vec<Bundle>) -> Vec<Bundle> {
    bundles.retain(|b| !(&b.tag[..] == b"clang.arc.attachedcall" && b.inputs.is_empty()));
    bundles
}

/// An intrinsic's name without its overload suffixes (`.p0i32`, ...).
fn intrinsic_base(name: &[u8]) -> Option<&[u8]> {
    const BASES: [&[u8]; 10] = [
        b"llvm.aarch64.stlxr",
        b"llvm.aarch64.stxr",
        b"llvm.arm.stlex",
        b"llvm.arm.strex",
        b"llvm.aarch64.ldaxr",
        b"llvm.aarch64.ldxr",
        b"llvm.arm.ldaex",
        b"llvm.arm.ldrex",
        b"llvm.preserve.array.access.index",
        b"llvm.preserve.struct.access.index",
    ];
    BASES.into_iter().find(|b| {
        name.strip_prefix(*b)
            .is_some_and(|rest| rest.is_empty() || rest[0] == b'.')
    })
}

fn set_dbg(inst: &mut Inst, loc: MdId) {
    match inst.md.iter_mut().find(|(k, _)| *k == MdKindId::DBG) {
        Some(e) => e.1 = loc,
        None => inst.md.insert(0, (MdKindId::DBG, loc)),
    }
}

#[cfg(test)]
mod tests {
    use super::intrinsic_base;

    #[test]
    fn intrinsic_names_without_overload_suffixes() {
        assert_eq!(
            intrinsic_base(b"llvm.arm.ldrex.p0i32"),
            Some(&b"llvm.arm.ldrex"[..])
        );
        assert_eq!(
            intrinsic_base(b"llvm.aarch64.stxr"),
            Some(&b"llvm.aarch64.stxr"[..])
        );
        assert_eq!(intrinsic_base(b"llvm.arm.ldrexd"), None);
    }
}
