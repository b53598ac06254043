//! The control-flow graph of a function body: edges between blocks, and
//! where each instruction sits.

use crate::entity::SecondaryMap;
use crate::instructions::{BlockId, InstId};
use crate::module::Body;

/// Marks an instruction that no block lists.
const NOWHERE: u32 = u32::MAX;

/// Successors and predecessors of every block of a body, and the block
/// and position of every instruction, built in one pass.
///
/// A block's successors are those of its last instruction when that is a
/// terminator, in operand order, duplicates included (a switch with two
/// cases to one block has it twice), as LLVM's `successors(BB)`. Edges to
/// a block id the body does not have are left out, and a block whose last
/// instruction is not a terminator (or that is empty) has no successors.
///
/// Predecessors are in LLVM's use-list order, the order of
/// `predecessors(BB)` and of the `; preds =` comment `llvm-dis` prints: a
/// block's uses are listed newest first, so the reverse of source order,
/// then permuted by the body's `uselistorder` directives
/// ([`Body::block_use_order`]).
#[derive(Clone, Debug)]
pub struct ControlFlowGraph<'a> {
    body: &'a Body,
    /// `succs[succ_start[b]..succ_start[b + 1]]` are block `b`'s.
    succ_start: Vec<u32>,
    succs: Vec<BlockId>,
    pred_start: Vec<u32>,
    preds: Vec<BlockId>,
    /// Per instruction in the arena: (block, position), or `NOWHERE`
    /// (also what an id out of range reads).
    inst_loc: SecondaryMap<InstId, (u32, u32)>,
}

impl<'a> ControlFlowGraph<'a> {
    /// Builds the graph of `body`.
    pub fn new(body: &'a Body) -> Self {
        let n = body.blocks.len();
        let mut inst_loc = SecondaryMap::filled(body.insts.len(), (NOWHERE, NOWHERE));
        let mut succ_start = Vec::with_capacity(n + 1);
        let mut succs = Vec::with_capacity(n * 2);
        let mut pred_count = vec![0u32; n];
        for (bi, block) in body.blocks.values().enumerate() {
            for (pos, &i) in block.insts.iter().enumerate() {
                if let Some(loc) = inst_loc.get_mut(i) {
                    *loc = (bi as u32, pos as u32);
                }
            }
            succ_start.push(succs.len() as u32);
            let last = block.insts.last().and_then(|&i| body.insts.get(i));
            if let Some(term) = last.filter(|t| t.kind.is_terminator()) {
                for s in term.kind.successors() {
                    if s.index() < n {
                        pred_count[s.index()] += 1;
                        succs.push(s);
                    }
                }
            }
        }
        succ_start.push(succs.len() as u32);

        // Prefix sums give each block's slice. Filling each slice from its
        // end while walking the edges in source order puts the first edge
        // last: use-list order, newest use first.
        let mut pred_start = Vec::with_capacity(n + 1);
        let mut total = 0u32;
        for c in &mut pred_count {
            pred_start.push(total);
            total += *c;
            *c = total;
        }
        pred_start.push(total);
        let mut preds = vec![BlockId::from_u32(0); total as usize];
        for b in 0..n {
            let (lo, hi) = (succ_start[b] as usize, succ_start[b + 1] as usize);
            for s in &succs[lo..hi] {
                let end = &mut pred_count[s.index()];
                *end -= 1;
                preds[*end as usize] = BlockId::from_index(b);
            }
        }
        let mut cfg = ControlFlowGraph {
            body,
            succ_start,
            succs,
            pred_start,
            preds,
            inst_loc,
        };
        cfg.apply_use_list_orders();
        cfg
    }

    /// `uselistorder label %bb, { ... }`: the use at position i of the
    /// default order moves to position `idx[i]`.
    ///
    /// A block whose address is taken has one use more than it has edges:
    /// its `blockaddress` constant. LLVM's readers, text and bitcode alike,
    /// make that use before any instruction of the body (a global's
    /// initializer is read first; the parser makes blocks named by
    /// `blockaddress` when the body begins), so it is the oldest, last in
    /// the default order. It is permuted with the edges and then left out.
    /// Any other length (malformed), or an index out of range, leaves the
    /// block's order alone.
    fn apply_use_list_orders(&mut self) {
        const ADDRESS_USE: u32 = u32::MAX;
        let mut old = Vec::new();
        let mut new = Vec::new();
        for (b, idx) in &self.body.block_use_order {
            let Some(p) = self.preds_mut(*b) else {
                continue;
            };
            if idx.len() != p.len() && idx.len() != p.len() + 1 {
                continue;
            }
            old.clear();
            old.extend(p.iter().map(|b| b.as_u32()));
            if idx.len() > p.len() {
                old.push(ADDRESS_USE);
            }
            new.clear();
            new.resize(old.len(), ADDRESS_USE);
            if idx.iter().any(|&to| to as usize >= new.len()) {
                continue;
            }
            for (i, &to) in idx.iter().enumerate() {
                new[to as usize] = old[i];
            }
            let edges = new.iter().filter(|&&u| u != ADDRESS_USE);
            if edges.clone().count() != p.len() {
                continue; // not a permutation
            }
            for (slot, &u) in p.iter_mut().zip(edges) {
                *slot = BlockId::from_u32(u);
            }
        }
    }

    fn preds_mut(&mut self, b: BlockId) -> Option<&mut [BlockId]> {
        let lo = *self.pred_start.get(b.index())? as usize;
        let hi = *self.pred_start.get(b.index() + 1)? as usize;
        Some(&mut self.preds[lo..hi])
    }

    /// The body the graph was built from.
    pub fn body(&self) -> &'a Body {
        self.body
    }

    /// The number of blocks.
    pub fn num_blocks(&self) -> usize {
        self.succ_start.len() - 1
    }

    /// The entry block (the first), if the body has any block.
    pub fn entry(&self) -> Option<BlockId> {
        (self.num_blocks() > 0).then_some(BlockId::from_u32(0))
    }

    /// The successors of `b` in operand order, duplicates included; empty
    /// for a block id out of range.
    pub fn succs(&self, b: BlockId) -> &[BlockId] {
        slice(&self.succ_start, &self.succs, b)
    }

    /// The predecessors of `b` in LLVM's use-list order (see the type's
    /// docs): what `; preds =` lists. One entry per edge, so a block that
    /// branches to `b` twice is there twice. Empty for an id out of range.
    pub fn preds(&self, b: BlockId) -> &[BlockId] {
        slice(&self.pred_start, &self.preds, b)
    }

    /// `b`'s predecessor if it has exactly one edge into it (LLVM's
    /// `getSinglePredecessor`: two edges from one block are not single).
    pub fn single_pred(&self, b: BlockId) -> Option<BlockId> {
        match self.preds(b) {
            [p] => Some(*p),
            _ => None,
        }
    }

    /// The block an instruction is in; None for an instruction of the
    /// arena that no block lists (upgrades leave some behind) or an id out
    /// of range. An instruction listed twice is taken where it is listed
    /// last.
    pub fn inst_block(&self, i: InstId) -> Option<BlockId> {
        match self.inst_loc[i] {
            (NOWHERE, _) => None,
            (b, _) => Some(BlockId::from_u32(b)),
        }
    }

    /// The index of an instruction in its block's list; None where
    /// [`Self::inst_block`] is None.
    pub fn inst_position(&self, i: InstId) -> Option<u32> {
        match self.inst_loc[i] {
            (NOWHERE, _) => None,
            (_, pos) => Some(pos),
        }
    }

    /// The terminator of `b`: its last instruction if that is one.
    pub fn terminator(&self, b: BlockId) -> Option<InstId> {
        let &last = self.body.blocks.get(b)?.insts.last()?;
        let inst = self.body.insts.get(last)?;
        inst.kind.is_terminator().then_some(last)
    }
}

fn slice<'s>(start: &[u32], items: &'s [BlockId], b: BlockId) -> &'s [BlockId] {
    match (start.get(b.index()), start.get(b.index() + 1)) {
        (Some(&lo), Some(&hi)) => &items[lo as usize..hi as usize],
        _ => &[],
    }
}
