//! Constant expressions LLVM 22 no longer has (`select`, `icmp`, `fneg`,
//! `zext`, `mul`, `or`, ...), found in bitcode written by older LLVMs.
//!
//! As LLVM 22's reader does, such a constant, and every constant built on
//! one, is never put in the module: it is kept here by value id and
//! expanded into instructions (`%constexpr = ...`, aggregates as
//! `%constexpr.ins` chains) just before each instruction that uses it; for
//! a phi's operand, into a block of its own on the edge (`phi.constexpr`),
//! placed before the phi's block once the function is read.
//! A global initializer that needs one is an error; metadata that refers
//! to one gets `poison`. The value table holds a `poison` placeholder of
//! the right type in its place, so type checks work unchanged.

use crate::BitcodeErrorKind;
use std::collections::{HashMap, HashSet};

use llconv_ir::instructions::flags;
use llconv_ir::*;

use super::func::FnCtx;
use super::{Reader, Result};

/// How many instructions one function may gain from expanding constants:
/// a small DAG used many times would otherwise grow without bound.
const MAX_EXPANDED_PER_FUNCTION: usize = 1 << 22;

/// What an unsupported constant computes, in LLVM's operand order.
#[derive(Clone, Debug)]
pub(crate) enum OldOp {
    Binary(BinOp, u32),
    Cast(CastOp),
    Select,
    ICmp(IntPredicate),
    FCmp(FloatPredicate),
    FNeg,
    Gep {
        source_ty: TypeId,
        flags: u32,
    },
    ExtractElement,
    InsertElement,
    ShuffleVector(Vec<i32>),
    /// A vector of elements, built with `insertelement`.
    Vector,
    /// A struct or array of elements, built with `insertvalue`.
    Aggregate,
}

impl OldOp {
    /// LLVM's opcode name, for the initializer error.
    fn name(&self) -> &'static str {
        match self {
            OldOp::Binary(op, _) => op.name(),
            OldOp::Cast(op) => op.name(),
            OldOp::Select => "select",
            OldOp::ICmp(_) => "icmp",
            OldOp::FCmp(_) => "fcmp",
            OldOp::FNeg => "fneg",
            OldOp::Gep { .. } => "getelementptr",
            OldOp::ExtractElement => "extractelement",
            OldOp::InsertElement => "insertelement",
            OldOp::ShuffleVector(_) => "shufflevector",
            // LLVM names its placeholder opcodes for aggregates so.
            OldOp::Vector | OldOp::Aggregate => "<unknown>",
        }
    }
}

#[derive(Clone, Debug)]
pub(crate) struct OldConst {
    pub(crate) ty: TypeId,
    pub(crate) op: OldOp,
    /// Absolute value ids of the operands.
    pub(crate) operands: Vec<u32>,
}

/// The unsupported constants of the module and of the function being read.
#[derive(Clone, Default)]
pub(crate) struct OldConsts {
    by_value: HashMap<u32, OldConst>,
    /// Value ids of the operands resolved while building constants; each
    /// build keeps its own operands past the mark it started at.
    pub(crate) trace: Vec<u32>,
    /// The source type and flags of the GEP just read, and the mask of
    /// the shuffle just read (their records are parsed once, by the
    /// constant builder).
    pub(crate) last_gep: Option<(TypeId, u32)>,
    pub(crate) last_mask: Vec<i32>,
    /// Instructions made from constants in the current function, in
    /// creation order (their names are made unique once the function's
    /// own names are known).
    expanded: Vec<Made>,
    /// The current function's edge blocks, in creation order.
    edges: Vec<EdgeBlock>,
    /// The edge block of each (predecessor, phi's block) pair.
    edge_of: HashMap<(BlockId, BlockId), usize>,
    /// Where expanded instructions go: an edge block, or (`None`) the
    /// block being read.
    target: Option<usize>,
    /// A block made for a phi operand that needed none: the next edge
    /// takes it (LLVM's reader makes one ahead, and its name counts).
    spare: Option<usize>,
}

/// Something named `constexpr...` or `phi.constexpr...`.
#[derive(Clone, Copy, Debug)]
enum Made {
    Inst(InstId),
    Edge(usize),
}

/// A block LLVM's reader puts on the edge `from` -> `to` to hold the
/// instructions of a phi operand.
#[derive(Clone, Debug)]
struct EdgeBlock {
    /// The edge, once an operand needed the block.
    edge: Option<(BlockId, BlockId)>,
    name: Box<[u8]>,
    insts: Vec<InstId>,
}

impl OldConsts {
    pub(crate) fn get(&self, v: u32) -> Option<&OldConst> {
        if self.by_value.is_empty() {
            return None;
        }
        self.by_value.get(&v)
    }

    pub(crate) fn contains(&self, v: u32) -> bool {
        !self.by_value.is_empty() && self.by_value.contains_key(&v)
    }

    pub(crate) fn insert(&mut self, v: u32, c: OldConst) {
        self.by_value.insert(v, c);
    }

    /// Forgets the function-level constants (value ids from `base` on).
    pub(crate) fn leave_function(&mut self, base: usize) {
        if !self.by_value.is_empty() {
            self.by_value.retain(|&v, _| (v as usize) < base);
        }
        self.expanded.clear();
        self.edges.clear();
        self.edge_of.clear();
        self.target = None;
        self.spare = None;
    }
}

/// Whether LLVM 22 keeps a binary operator as a constant expression.
pub(crate) fn binary_is_supported(op: BinOp) -> bool {
    matches!(op, BinOp::Add | BinOp::Sub | BinOp::Xor)
}

impl Reader<'_> {
    /// The error LLVM gives when a global's initializer (or an aliasee,
    /// personality, prefix or prologue) needs constant `v`, if `v` is one
    /// LLVM 22 cannot hold.
    pub(crate) fn check_initializer_const(&self, v: u64) -> Result<()> {
        match u32::try_from(v).ok().and_then(|v| self.old_consts.get(v)) {
            Some(c) => Err(self
                .err(format!(
                "Value referenced by initializer is an unsupported constant expression of type {}",
                c.op.name()
            ))
                .or_kind(BitcodeErrorKind::Unsupported)),
            None => Ok(()),
        }
    }

    /// Operand `op` (value `v`) of an instruction being read, with an
    /// unsupported constant expanded into instructions before it.
    pub(crate) fn expand_operand(&mut self, f: &mut FnCtx, v: u32, op: Operand) -> Result<Operand> {
        if !self.old_consts.contains(v) {
            return Ok(op);
        }
        let mut done: HashMap<u32, (Operand, TypeId)> = HashMap::new();
        let mut stack = vec![v];
        while let Some(&top) = stack.last() {
            if done.contains_key(&top) {
                stack.pop();
                continue;
            }
            let Some(c) = self.old_consts.get(top) else {
                let (op, ty) = self
                    .value_by_id(f, top)
                    .ok_or_else(|| self.err("invalid value id"))?;
                done.insert(top, (op, ty));
                stack.pop();
                continue;
            };
            // Operands first, the first one first, as LLVM creates them.
            let before = stack.len();
            stack.extend(c.operands.iter().rev().filter(|o| !done.contains_key(o)));
            if stack.len() != before {
                continue;
            }
            let c = c.clone();
            let ops: Vec<Operand> = c.operands.iter().map(|o| done[o].0).collect();
            // A binary operation's operands have its type, a comparison's
            // two the same one (LLVM reads them by that type).
            let ty = |k: usize| c.operands.get(k).map(|o| done[o].1);
            let typed = match c.op {
                OldOp::Binary(..) => ty(0) == Some(c.ty) && ty(1) == Some(c.ty),
                OldOp::ICmp(_) | OldOp::FCmp(_) => ty(0).is_some() && ty(0) == ty(1),
                // Both values of the select's type (LLVM's reader would
                // make an instruction of the first one's).
                OldOp::Select => ty(1) == Some(c.ty) && ty(2) == Some(c.ty),
                _ => true,
            };
            if !typed {
                return Err(self.err("invalid record: value type mismatch"));
            }
            let made = self.expanded_inst(f, &c, &ops)?;
            done.insert(top, (made, c.ty));
            stack.pop();
        }
        Ok(done[&v].0)
    }

    fn expanded_inst(&mut self, f: &mut FnCtx, c: &OldConst, ops: &[Operand]) -> Result<Operand> {
        let kind = match &c.op {
            OldOp::Binary(op, fl) => InstKind::Binary {
                op: *op,
                // LLVM's reader keeps only wrap and exact flags here.
                flags: fl & (flags::NUW | flags::NSW | flags::EXACT),
                fmf: 0,
                lhs: ops[0],
                rhs: ops[1],
            },
            OldOp::Cast(op) => InstKind::Cast {
                op: *op,
                flags: 0,
                fmf: 0,
                value: ops[0],
            },
            OldOp::Select => InstKind::Select {
                fmf: 0,
                cond: ops[0],
                then_value: ops[1],
                else_value: ops[2],
            },
            OldOp::ICmp(pred) => InstKind::ICmp {
                pred: *pred,
                flags: 0,
                lhs: ops[0],
                rhs: ops[1],
            },
            OldOp::FCmp(pred) => InstKind::FCmp {
                pred: *pred,
                fmf: 0,
                lhs: ops[0],
                rhs: ops[1],
            },
            OldOp::FNeg => InstKind::FNeg {
                fmf: 0,
                operand: ops[0],
            },
            OldOp::Gep { source_ty, flags } => InstKind::Gep {
                source_ty: *source_ty,
                flags: *flags,
                base: ops[0],
                indices: ops[1..].to_vec(),
            },
            OldOp::ExtractElement => InstKind::ExtractElement {
                vector: ops[0],
                index: ops[1],
            },
            OldOp::InsertElement => InstKind::InsertElement {
                vector: ops[0],
                value: ops[1],
                index: ops[2],
            },
            OldOp::ShuffleVector(mask) => InstKind::ShuffleVector {
                a: ops[0],
                b: ops[1],
                mask: mask.clone(),
            },
            OldOp::Vector | OldOp::Aggregate => return self.expanded_aggregate(f, c, ops),
        };
        self.add_expanded(f, kind, c.ty, b"constexpr")
    }

    /// An aggregate with expanded elements: `poison`, then one insertion
    /// per element.
    fn expanded_aggregate(
        &mut self,
        f: &mut FnCtx,
        c: &OldConst,
        ops: &[Operand],
    ) -> Result<Operand> {
        let poison = self.m.consts.intern(
            &self.m.types,
            Const {
                ty: c.ty,
                kind: ConstKind::Poison,
            },
        );
        let i32_ty = self.m.types.int(32);
        let mut acc = Operand::Const(poison);
        for (k, &elem) in ops.iter().enumerate() {
            let kind = if matches!(c.op, OldOp::Vector) {
                let index = self.m.consts.intern(
                    &self.m.types,
                    Const {
                        ty: i32_ty,
                        kind: ConstKind::Int(ApInt::from_i64(32, k as i64)),
                    },
                );
                InstKind::InsertElement {
                    vector: acc,
                    value: elem,
                    index: Operand::Const(index),
                }
            } else {
                InstKind::InsertValue {
                    agg: acc,
                    value: elem,
                    indices: vec![k as u32],
                }
            };
            acc = self.add_expanded(f, kind, c.ty, b"constexpr.ins")?;
        }
        Ok(acc)
    }

    fn add_expanded(
        &mut self,
        f: &mut FnCtx,
        kind: InstKind,
        ty: TypeId,
        name: &[u8],
    ) -> Result<Operand> {
        if self.old_consts.expanded.len() >= MAX_EXPANDED_PER_FUNCTION {
            return Err(self
                .err("too many instructions from expanding constant expressions in one function"));
        }
        let id = match self.old_consts.target {
            None => self.add_unnumbered_inst(f, kind, ty)?,
            Some(k) => {
                let id = f.body.insts.push(Inst::new(ty, kind));
                self.old_consts.edges[k].insts.push(id);
                id
            }
        };
        f.body.insts[id].name = Some(name.into());
        self.old_consts.expanded.push(Made::Inst(id));
        Ok(Operand::Inst(id))
    }

    /// Operand `v` of type `ty` of a phi in the block being read, coming
    /// from block `from`: an unsupported constant is expanded into the
    /// edge block `from` -> this block (made on first need, shared by the
    /// edge's other operands).
    pub(crate) fn phi_operand(
        &mut self,
        f: &mut FnCtx,
        v: u32,
        ty: TypeId,
        from: BlockId,
    ) -> Result<Operand> {
        let to = BlockId::from_index(f.cur_bb);
        let old = self.old_consts.contains(v);
        let k = match self.old_consts.edge_of.get(&(from, to)) {
            Some(&k) => k,
            None => {
                // A block for this edge is made before the operand is
                // looked at, as LLVM's reader does; one not needed waits
                // for the next edge.
                let k = match self.old_consts.spare {
                    Some(k) => k,
                    None => {
                        let k = self.old_consts.edges.len();
                        self.old_consts.edges.push(EdgeBlock {
                            edge: None,
                            name: Box::default(),
                            insts: Vec::new(),
                        });
                        self.old_consts.expanded.push(Made::Edge(k));
                        k
                    }
                };
                if !old {
                    self.old_consts.spare = Some(k);
                    return self.value_abs(f, v, ty);
                }
                self.old_consts.spare = None;
                self.old_consts.edges[k].edge = Some((from, to));
                self.old_consts.edge_of.insert((from, to), k);
                k
            }
        };
        if !old {
            return self.value_abs(f, v, ty);
        }
        self.old_consts.target = Some(k);
        let r = self.value_abs(f, v, ty);
        self.old_consts.target = None;
        r
    }

    /// Puts the edge blocks into the function once it is read, as LLVM's
    /// reader does: each ends in a branch to the phi's block, takes that
    /// block's place as a successor of the predecessor and in the phis,
    /// and stands just before the phi's block.
    pub(crate) fn place_edge_blocks(&mut self, f: &mut FnCtx) -> Result<()> {
        if self.old_consts.edges.iter().all(|e| e.edge.is_none()) {
            return Ok(());
        }
        // Block addresses number blocks by position, which this moves.
        let gid = f.gid;
        if self
            .m
            .consts
            .values()
            .any(|c| matches!(c.kind, ConstKind::BlockAddress { func, .. } if func == gid))
        {
            return Err(self
                .err("unsupported: a phi operand is a constant expression LLVM 22 no longer has, in a function whose block addresses are taken")
                .or_kind(crate::BitcodeErrorKind::Unsupported));
        }
        let void = self.void_ty();
        let edges = std::mem::take(&mut self.old_consts.edges);
        let mut made = Vec::with_capacity(edges.len());
        for e in edges {
            // A spare block no operand needed is dropped.
            let Some((from, to)) = e.edge else { continue };
            let br = f.body.insts.push(Inst::new(void, InstKind::Br(to)));
            let mut insts = e.insts;
            insts.push(br);
            let id = f.body.blocks.push(Block {
                name: Some(e.name),
                insts,
            });
            if let Some(&t) = f.body.blocks[from].insts.last() {
                f.body.insts[t].kind.for_each_block_mut(|b| {
                    if *b == to {
                        *b = id;
                    }
                });
            }
            let to_insts = f.body.blocks[to].insts.clone();
            for i in to_insts {
                if let InstKind::Phi { incoming, .. } = &mut f.body.insts[i].kind {
                    for (_, b) in incoming.iter_mut() {
                        if *b == from {
                            *b = id;
                        }
                    }
                    // The edge block has one edge to the phi's block,
                    // however many the predecessor had: one entry stays.
                    let mut seen = false;
                    incoming.retain(|&(_, b)| b != id || !std::mem::replace(&mut seen, true));
                }
            }
            made.push((to, id));
        }
        // The new order: each edge block just before its phi's block.
        let mut order = Vec::with_capacity(f.body.blocks.len());
        for b in f.body.blocks.keys() {
            if made.iter().any(|&(_, e)| e == b) {
                continue;
            }
            order.extend(made.iter().filter(|&&(to, _)| to == b).map(|&(_, e)| e));
            order.push(b);
        }
        f.body
            .reorder_blocks(&order)
            .ok_or_else(|| self.invalid())?;
        Ok(())
    }

    /// Names what was made from constants as LLVM's reader leaves them: it
    /// names each as it is made, while the body is read (`constexpr`, then
    /// the name with the symbol table's next number: `constexpr1`,
    /// `constexpr.ins2`), and the function's own names come after, from
    /// its symbol table, so one that finds its name held by something made
    /// (even the spare edge block, dropped only at the end) takes the next
    /// number instead.
    pub(crate) fn name_expanded(&mut self, f: &mut FnCtx) {
        if self.old_consts.expanded.is_empty() {
            return;
        }
        let expanded = std::mem::take(&mut self.old_consts.expanded);
        let mut last_unique = 0u64;
        let mut made_names: HashSet<Box<[u8]>> = HashSet::new();
        let mut mine: HashSet<InstId> = HashSet::new();
        for made in expanded {
            let base: Box<[u8]> = match made {
                Made::Inst(id) => {
                    mine.insert(id);
                    f.body.insts[id].name.take().unwrap_or_default()
                }
                Made::Edge(_) => b"phi.constexpr"[..].into(),
            };
            let name = unique_name(&base, &mut last_unique, |n| made_names.contains(n));
            made_names.insert(name.clone());
            match made {
                Made::Inst(id) => f.body.insts[id].name = Some(name),
                Made::Edge(k) => self.old_consts.edges[k].name = name,
            }
        }
        // The function's own names, in the order this model keeps them
        // (LLVM's symbol-table order is its hash table's; the two differ
        // only when several of them collide).
        let params = match &mut self.m.globals[f.gid].kind {
            GlobalKind::Func(func) => func.param_names.iter_mut().collect(),
            _ => Vec::new(),
        };
        let blocks = f.body.blocks.values_mut().map(|b| &mut b.name);
        let insts = f
            .body
            .insts
            .iter_mut()
            .filter(|(k, _)| !mine.contains(k))
            .map(|(_, i)| &mut i.name);
        let own: Vec<&mut Option<Box<[u8]>>> =
            params.into_iter().chain(blocks).chain(insts).collect();
        if !own
            .iter()
            .any(|n| n.as_ref().is_some_and(|n| made_names.contains(n)))
        {
            return;
        }
        let mut taken = made_names.clone();
        taken.extend(own.iter().filter_map(|n| (**n).clone()));
        for slot in own {
            let Some(base) = slot.as_ref().filter(|n| made_names.contains(*n)).cloned() else {
                continue;
            };
            let name = unique_name(&base, &mut last_unique, |n| taken.contains(n));
            taken.insert(name.clone());
            *slot = Some(name);
        }
    }
}

/// `base`, or `base` with the symbol table's next free number.
fn unique_name(base: &[u8], last_unique: &mut u64, taken: impl Fn(&[u8]) -> bool) -> Box<[u8]> {
    if !taken(base) {
        return base.into();
    }
    loop {
        *last_unique += 1;
        let mut n = base.to_vec();
        n.extend_from_slice(last_unique.to_string().as_bytes());
        if !taken(&n) {
            return n.into();
        }
    }
}
