//! FUNCTION_BLOCK: instructions, debug locations and records, the function
//! symbol table, metadata attachments.

use std::collections::HashMap;

use llconv_ir::dbgrecord::{DbgAssign, DbgRecord, DbgVariableKind};
use llconv_ir::instructions::flags;
use llconv_ir::*;

use super::consts::{bin_flags, bin_op, cast_op, float_pred, gep_flags, int_pred};
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
    cur_bb: usize,
    last_loc: Option<MdId>,
    last_inst: Option<InstId>,
    bundles: Vec<Bundle>,
    /// Every instruction in order (METADATA_ATTACHMENT numbers them so).
    pub(crate) inst_list: Vec<InstId>,
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
        let fty = self.m.globals[gid.index()].common.value_ty;
        let param_tys = match self.m.types.get(fty) {
            Type::Function { params, .. } => params.clone(),
            _ => Vec::new(),
        };
        let mut f = FnCtx {
            gid,
            vals: param_tys
                .iter()
                .enumerate()
                .map(|(i, &t)| (Operand::Arg(i as u32), t))
                .collect(),
            body: Body::default(),
            fwd: HashMap::new(),
            cur_bb: 0,
            last_loc: None,
            last_inst: None,
            bundles: Vec::new(),
            inst_list: Vec::new(),
            declared: false,
        };
        self.md.enter_function();
        let r = self.function_records(&mut f);
        self.md.leave_function();
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
        if f.cur_bb < f.body.blocks.len() {
            return Err(self.err("malformed function: block without terminator"));
        }
        let body = f.body;
        if let GlobalKind::Func(func) = &mut self.m.globals[gid.index()].kind {
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
                        f.vals = all.split_off(base);
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
                f.body.block_use_order.push((BlockId(bb as u32), order));
            }
            self.recycle(rec);
        }
        Ok(())
    }

    /// The number the next value-producing instruction gets.
    fn next_val(&self, f: &FnCtx) -> u32 {
        (self.vals.len() + f.vals.len()) as u32
    }

    fn value_by_id(&self, f: &FnCtx, id: u32) -> Option<(Operand, TypeId)> {
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
            return Err(self.err("too many forward references"));
        }
        let id = InstId(f.body.insts.len() as u32);
        f.body.insts.push(Inst {
            ty,
            name: None,
            kind: InstKind::Unreachable,
            md: Vec::new(),
            dbg_records: Vec::new(),
        });
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
        let raw = *o.ops.get(o.i).ok_or_else(|| self.invalid())?;
        o.i += 1;
        let v = self.abs_id(f, raw);
        if v < self.next_val(f) {
            return self
                .value_by_id(f, v)
                .ok_or_else(|| self.err("invalid value id"));
        }
        let t = self.ty(*o.ops.get(o.i).ok_or_else(|| self.invalid())?)?;
        o.i += 1;
        let op = self.forward(f, v, t)?;
        Ok((op, t))
    }

    /// A value of a known type (relative id, no type field).
    fn value_of(&mut self, f: &mut FnCtx, raw: u64, ty: TypeId) -> Result<Operand> {
        let v = self.abs_id(f, raw);
        self.value_abs(f, v, ty)
    }

    pub(crate) fn value_abs(&mut self, f: &mut FnCtx, v: u32, ty: TypeId) -> Result<Operand> {
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
            Ok(BlockId(v as u32))
        } else {
            Err(self.err("invalid basic block id"))
        }
    }

    fn function_record(&mut self, f: &mut FnCtx, code: u32, ops: &[u64]) -> Result<()> {
        let mut o = Ops { ops, i: 0 };
        let void = self.void_ty();
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
                f.body.blocks = vec![Block::default(); n as usize];
                f.declared = true;
                return Ok(());
            }
            60 => return Ok(()), // BLOCKADDR_USERS
            33 => {
                // DEBUG_LOC_AGAIN
                let (Some(i), Some(loc)) = (f.last_inst, f.last_loc) else {
                    return Err(self.invalid());
                };
                set_dbg(&mut f.body.insts[i.index()], loc);
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
                set_dbg(&mut f.body.insts[i.index()], loc);
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
            43 => {
                // GEP [flags, srcty, base, indices...]
                if ops.len() < 2 {
                    return Err(self.invalid());
                }
                let fl = gep_flags(ops[0]);
                let src = self.ty(ops[1])?;
                o.i = 2;
                let (base, bt) = self.value_type(f, &mut o)?;
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
                let ty = match vec_len {
                    Some((len, scalable)) => self.m.types.intern(Type::Vector {
                        elem: ptr,
                        len,
                        scalable,
                    }),
                    None => ptr,
                };
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
                let (agg, at) = self.value_type(f, &mut o)?;
                let val = if code == 27 {
                    Some(self.value_type(f, &mut o)?)
                } else {
                    None
                };
                if o.done() {
                    return Err(self.err("invalid instruction with 0 indices"));
                }
                let mut cur = at;
                let mut indices = Vec::new();
                for &x in &ops[o.i..] {
                    let idx = u32::try_from(x).map_err(|_| self.invalid())?;
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
                let (tv, t) = self.value_type(f, &mut o)?;
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
                let (v, vt) = self.value_type(f, &mut o)?;
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
                    return Err(self.err("old switch records are not supported"));
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
                let call = self.call_tail(f, &mut o, attrs, cc & 0x3ff, explicit, 0, None)?;
                let ret = self.ret_of(call.fn_ty);
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
                let call =
                    self.call_tail(f, &mut o, attrs, (cc & 0x7ff) >> 1, explicit, 0, None)?;
                let ret = self.ret_of(call.fn_ty);
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
                let call = self.call_tail(
                    f,
                    &mut o,
                    attrs,
                    (cc & 0x7ff) >> 1,
                    explicit,
                    fm,
                    Some(tail),
                )?;
                let ret = self.ret_of(call.fn_ty);
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
                let n = (ops.len() - 1) / 2;
                let mut incoming = Vec::with_capacity(n);
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
                    let op = self.value_abs(f, v, t)?;
                    incoming.push((op, bb));
                }
                let fm = if (ops.len() - 1) % 2 == 1 {
                    fmf(ops[ops.len() - 1])
                } else {
                    0
                };
                (InstKind::Phi { fmf: fm, incoming }, t)
            }
            47 => {
                // LANDINGPAD [ty, cleanup, n, (kind, val)*]
                if ops.len() < 3 {
                    return Err(self.invalid());
                }
                let t = self.ty(ops[0])?;
                let cleanup = ops[1] != 0;
                let n = ops[2];
                o.i = 3;
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
                if packed & (1 << 6) == 0 {
                    return Err(self.err("typed-pointer bitcode is not supported yet"));
                }
                let allocated = self.ty(ops[0])?;
                let opty = self.ty(ops[1])?;
                let size = self.value_abs(f, ops[2] as u32, opty)?;
                let exp = (packed & 0x1f) | (((packed >> 8) & 0x7) << 5);
                let align = self.alignment(exp)?;
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
                let (p, _) = self.value_type(f, &mut o)?;
                let extra = if code == 20 { 3 } else { 5 };
                if o.left() != extra {
                    return Err(self.invalid());
                }
                let t = self.ty(ops[o.i])?;
                let align = self.alignment(ops[o.i + 1])?;
                let volatile = ops[o.i + 2] != 0;
                let atomic = if code == 41 {
                    let ord = ordering(ops[o.i + 3]);
                    if matches!(
                        ord,
                        Ordering::NotAtomic | Ordering::Release | Ordering::AcqRel
                    ) || align.is_none()
                    {
                        return Err(self.invalid());
                    }
                    Some(Atomic {
                        ordering: ord,
                        scope: self.sync_scope(ops[o.i + 4])?,
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
            44 | 45 => {
                // STORE [ptr, val, align, vol] / STOREATOMIC [..., ordering, ssid]
                let (p, _) = self.value_type(f, &mut o)?;
                let (v, _) = self.value_type(f, &mut o)?;
                let extra = if code == 44 { 2 } else { 4 };
                if o.left() != extra {
                    return Err(self.invalid());
                }
                let align = self.alignment(ops[o.i])?;
                let volatile = ops[o.i + 1] != 0;
                let atomic = if code == 45 {
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
            59 => {
                // ATOMICRMW [ptr, val, op, vol, ordering, ssid, align?]
                let (p, _) = self.value_type(f, &mut o)?;
                let (v, vt) = self.value_type(f, &mut o)?;
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
                (InstKind::VaArg { list: l }, t)
            }
            58 => {
                let (v, t) = self.value_type(f, &mut o)?;
                (InstKind::Freeze(v), t)
            }
            c => return Err(self.err(format!("invalid value (instruction record {c})"))),
        };
        self.add_inst(f, kind, ty)
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
    ) -> Result<CallData> {
        let mut fn_ty = None;
        if explicit {
            let t = self.ty(*o.ops.get(o.i).ok_or_else(|| self.invalid())?)?;
            o.i += 1;
            fn_ty = Some(t);
        }
        let (callee, ct) = self.value_type(f, o)?;
        if !matches!(self.m.types.get(ct), Type::Ptr(_)) {
            return Err(self.err("callee is not a pointer type"));
        }
        let Some(fn_ty) = fn_ty else {
            return Err(self.err("typed-pointer bitcode is not supported yet"));
        };
        let Type::Function { params, vararg, .. } = self.m.types.get(fn_ty).clone() else {
            return Err(self.err("explicit call type is not a function type"));
        };
        if o.left() < params.len() {
            return Err(self.err("insufficient operands to call"));
        }
        let mut args = Vec::with_capacity(params.len());
        for &p in &params {
            let raw = o.ops[o.i];
            o.i += 1;
            if matches!(self.m.types.get(p), Type::Label) {
                return Err(self.err("label arguments are not supported"));
            }
            args.push(self.value_of(f, raw, p)?);
        }
        if vararg {
            while !o.done() {
                args.push(self.value_type(f, o)?.0);
            }
        } else if !o.done() {
            return Err(self.invalid());
        }
        Ok(CallData {
            tail: tail.unwrap_or(TailKind::None),
            cc: cc as u32,
            fmf: fm,
            attrs,
            fn_ty,
            callee,
            args,
            bundles: std::mem::take(&mut f.bundles),
            addrspace: None,
        })
    }

    fn add_inst(&mut self, f: &mut FnCtx, kind: InstKind, ty: TypeId) -> Result<()> {
        if f.cur_bb >= f.body.blocks.len() {
            return Err(self.err("invalid instruction with no BB"));
        }
        if !f.bundles.is_empty() {
            return Err(self.err("operand bundles found with no consumer"));
        }
        let term = kind.is_terminator();
        let has_value = !matches!(self.m.types.get(ty), Type::Void);
        let inst = Inst {
            ty,
            name: None,
            kind,
            md: Vec::new(),
            dbg_records: Vec::new(),
        };
        let id = if has_value {
            let v = self.next_val(f);
            let id = match f.fwd.remove(&v) {
                Some((id, t)) => {
                    if t != ty {
                        return Err(self.err("forward reference with mismatched type"));
                    }
                    f.body.insts[id.index()] = inst;
                    id
                }
                None => {
                    f.body.insts.push(inst);
                    InstId(f.body.insts.len() as u32 - 1)
                }
            };
            f.vals.push((Operand::Inst(id), ty));
            id
        } else {
            f.body.insts.push(inst);
            InstId(f.body.insts.len() as u32 - 1)
        };
        f.body.blocks[f.cur_bb].insts.push(id);
        f.inst_list.push(id);
        f.last_inst = Some(id);
        if term {
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
        f.body.insts[inst.index()].dbg_records.push(rec);
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
                        if let GlobalKind::Func(func) = &mut self.m.globals[f.gid.index()].kind {
                            if let Some(n) = func.param_names.get_mut(a as usize) {
                                *n = Some(name);
                            }
                        }
                    }
                    Some((Operand::Inst(i), _)) => f.body.insts[i.index()].name = Some(name),
                    Some(_) => {}
                    None => return Err(self.err("invalid value id in symbol table")),
                }
            }
            2 => {
                let b = self.block(f, id)?;
                f.body.blocks[b.index()].name = Some(name);
            }
            _ => {}
        }
        Ok(())
    }
}

fn set_dbg(inst: &mut Inst, loc: MdId) {
    match inst.md.iter_mut().find(|(k, _)| *k == 0) {
        Some(e) => e.1 = loc,
        None => inst.md.insert(0, (0, loc)),
    }
}
