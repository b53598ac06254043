//! Block orders from the entry block, and the dominator tree.
//!
//! The tree is computed with the iterative algorithm of Cooper, Harvey and
//! Kennedy ("A Simple, Fast Dominance Algorithm", 2001) over reverse post
//! order, then numbered by one depth-first walk so that every dominance
//! query between blocks is two comparisons. Queries follow LLVM 22's
//! `DominatorTree` (`llvm/lib/IR/Dominators.cpp`, `GenericDomTree.h`),
//! unreachable code included.

use super::cfg::ControlFlowGraph;
use super::uses::Use;
use crate::entity::SecondaryMap;
use crate::instructions::{BlockId, InstId, InstKind};

const NONE: u32 = u32::MAX;

/// Post order and reverse post order of the blocks reachable from the
/// entry block, from one depth-first walk that takes successors in
/// operand order (as LLVM's `post_order(&F)` does).
#[derive(Clone, Debug)]
pub struct BlockOrder {
    post_order: Vec<BlockId>,
    /// Per block: its index in reverse post order, or `NONE` (also what
    /// an id out of range reads).
    rpo_number: SecondaryMap<BlockId, u32>,
}

impl BlockOrder {
    /// Walks `cfg` from its entry block, iteratively.
    pub fn new(cfg: &ControlFlowGraph<'_>) -> Self {
        let n = cfg.num_blocks();
        let mut post_order = Vec::with_capacity(n);
        let mut rpo_number = SecondaryMap::filled(n, NONE);
        if let Some(entry) = cfg.entry() {
            // `rpo_number` doubles as the visited mark until it is filled.
            const SEEN: u32 = NONE - 1;
            let mut stack: Vec<(BlockId, u32)> = vec![(entry, 0)];
            rpo_number[entry] = SEEN;
            while let Some((b, next)) = stack.last_mut() {
                let succs = cfg.succs(*b);
                if let Some(&s) = succs.get(*next as usize) {
                    *next += 1;
                    if rpo_number[s] == NONE {
                        rpo_number[s] = SEEN;
                        stack.push((s, 0));
                    }
                } else {
                    post_order.push(*b);
                    stack.pop();
                }
            }
            let last = post_order.len() as u32 - 1;
            for (i, b) in post_order.iter().enumerate() {
                rpo_number[*b] = last - i as u32;
            }
        }
        BlockOrder {
            post_order,
            rpo_number,
        }
    }

    /// The reachable blocks in post order (the entry block last).
    pub fn post_order(&self) -> &[BlockId] {
        &self.post_order
    }

    /// The reachable blocks in reverse post order (the entry block first):
    /// every block comes after its dominators.
    pub fn reverse_post_order(
        &self,
    ) -> impl DoubleEndedIterator<Item = BlockId> + ExactSizeIterator + '_ {
        self.post_order.iter().rev().copied()
    }

    /// `b`'s index in reverse post order, if reachable.
    pub fn rpo_number(&self, b: BlockId) -> Option<u32> {
        Some(self.rpo_number[b]).filter(|&r| r != NONE)
    }

    /// Whether `b` is reachable from the entry block (false for an id out
    /// of range).
    pub fn is_reachable(&self, b: BlockId) -> bool {
        self.rpo_number(b).is_some()
    }
}

/// The dominator tree of a function body, over its [`ControlFlowGraph`].
///
/// Semantics, as LLVM's `DominatorTree`:
/// - every block dominates itself;
/// - an unreachable block (or a block id out of range) is dominated by
///   every block, and a reachable block is dominated by no unreachable
///   one: code nothing can run is never in error;
/// - an argument or constant dominates everything (it is not an
///   instruction, so [`Self::inst_dominates`] and
///   [`Self::dominates_use`] take only instruction definitions);
/// - an instruction no block lists is treated like one in an unreachable
///   block.
#[derive(Clone, Debug)]
pub struct DominatorTree<'a> {
    cfg: &'a ControlFlowGraph<'a>,
    order: BlockOrder,
    /// Per block: its immediate dominator, `NONE` for the entry block and
    /// unreachable blocks.
    idom: SecondaryMap<BlockId, u32>,
    /// Per block: entry and exit numbers of a depth-first walk of the tree
    /// (a dominates b iff a's interval holds b's).
    dfs_in: SecondaryMap<BlockId, u32>,
    dfs_out: SecondaryMap<BlockId, u32>,
}

impl<'a> DominatorTree<'a> {
    /// Computes the tree of `cfg`.
    pub fn new(cfg: &'a ControlFlowGraph<'a>) -> Self {
        let order = BlockOrder::new(cfg);
        let n = cfg.num_blocks();
        let rpo: Vec<BlockId> = order.reverse_post_order().collect();
        // Immediate dominators by RPO number; the entry is its own.
        let mut doms = vec![NONE; rpo.len()];
        if !rpo.is_empty() {
            doms[0] = 0;
        }
        let mut changed = true;
        while changed {
            changed = false;
            for (r, &b) in rpo.iter().enumerate().skip(1) {
                let mut new_idom = NONE;
                for &p in cfg.preds(b) {
                    let Some(pr) = order.rpo_number(p) else {
                        continue;
                    };
                    if doms[pr as usize] == NONE {
                        continue;
                    }
                    new_idom = if new_idom == NONE {
                        pr
                    } else {
                        intersect(&doms, pr, new_idom)
                    };
                }
                if doms[r] != new_idom {
                    doms[r] = new_idom;
                    changed = true;
                }
            }
        }
        let mut idom = SecondaryMap::filled(n, NONE);
        for (r, &b) in rpo.iter().enumerate().skip(1) {
            idom[b] = rpo[doms[r] as usize].as_u32();
        }

        // Children lists (by RPO number, in RPO), then one walk to number
        // the tree.
        let mut child_start = vec![0u32; rpo.len() + 1];
        for &d in doms.iter().skip(1) {
            child_start[d as usize + 1] += 1;
        }
        for i in 0..rpo.len() {
            child_start[i + 1] += child_start[i];
        }
        let mut fill = child_start.clone();
        let mut children = vec![0u32; rpo.len().saturating_sub(1)];
        for (r, &d) in doms.iter().enumerate().skip(1) {
            children[fill[d as usize] as usize] = r as u32;
            fill[d as usize] += 1;
        }
        let mut dfs_in = SecondaryMap::filled(n, NONE);
        let mut dfs_out = SecondaryMap::filled(n, NONE);
        if !rpo.is_empty() {
            let mut clock = 0u32;
            let mut stack: Vec<(u32, u32)> = vec![(0, child_start[0])];
            dfs_in[rpo[0]] = clock;
            while let Some((r, next)) = stack.last_mut() {
                if *next < child_start[*r as usize + 1] {
                    let c = children[*next as usize];
                    *next += 1;
                    clock += 1;
                    dfs_in[rpo[c as usize]] = clock;
                    stack.push((c, child_start[c as usize]));
                } else {
                    clock += 1;
                    dfs_out[rpo[*r as usize]] = clock;
                    stack.pop();
                }
            }
        }
        DominatorTree {
            cfg,
            order,
            idom,
            dfs_in,
            dfs_out,
        }
    }

    /// The graph the tree was computed over.
    pub fn cfg(&self) -> &'a ControlFlowGraph<'a> {
        self.cfg
    }

    /// Post order, reverse post order and reachability.
    pub fn order(&self) -> &BlockOrder {
        &self.order
    }

    /// Whether `b` is reachable from the entry block.
    pub fn is_reachable(&self, b: BlockId) -> bool {
        self.order.is_reachable(b)
    }

    /// The immediate dominator of `b`; None for the entry block, an
    /// unreachable block, or an id out of range.
    pub fn idom(&self, b: BlockId) -> Option<BlockId> {
        Some(self.idom[b])
            .filter(|&d| d != NONE)
            .map(BlockId::from_u32)
    }

    /// Whether every path from the entry block to `b` goes through `a`,
    /// with LLVM's conventions: true if `a == b`, true if `b` is
    /// unreachable, else false if `a` is unreachable.
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        if a == b || !self.is_reachable(b) {
            return true;
        }
        if !self.is_reachable(a) {
            return false;
        }
        self.dfs_in[a] <= self.dfs_in[b] && self.dfs_out[b] <= self.dfs_out[a]
    }

    /// [`Self::dominates`] with `a != b`; false if either block is
    /// unreachable (LLVM's `properlyDominates`).
    pub fn properly_dominates(&self, a: BlockId, b: BlockId) -> bool {
        a != b && self.is_reachable(a) && self.is_reachable(b) && self.dominates(a, b)
    }

    /// Whether the value `def` defines is available at instruction `user`
    /// (LLVM's `dominates(const Value *, const Instruction *)`): a user in
    /// unreachable code is dominated by anything, even itself; a
    /// definition in unreachable code dominates nothing reachable; no
    /// instruction dominates itself. An invoke's or callbr's result, and
    /// any definition a phi uses, must dominate the user's whole block
    /// ([`Self::inst_dominates_block`]); otherwise the blocks decide, or
    /// within one block the order.
    ///
    /// For a phi this asks whether `def` dominates the phi itself; to ask
    /// about one incoming value, which LLVM counts at the end of its
    /// incoming block, use [`Self::dominates_use`].
    pub fn inst_dominates(&self, def: InstId, user: InstId) -> bool {
        let cfg = self.cfg;
        let Some(use_bb) = cfg.inst_block(user).filter(|&b| self.is_reachable(b)) else {
            return true;
        };
        let Some(def_bb) = cfg.inst_block(def).filter(|&b| self.is_reachable(b)) else {
            return false;
        };
        if def == user {
            return false;
        }
        let def_kind = &cfg.body().insts[def].kind;
        let user_is_phi = matches!(cfg.body().insts[user].kind, InstKind::Phi { .. });
        if matches!(def_kind, InstKind::Invoke { .. } | InstKind::CallBr { .. }) || user_is_phi {
            return self.inst_dominates_block(def, use_bb);
        }
        if def_bb != use_bb {
            return self.dominates(def_bb, use_bb);
        }
        cfg.inst_position(def) < cfg.inst_position(user)
    }

    /// Whether `def` would dominate a use anywhere in block `b` (LLVM's
    /// `dominates(const Instruction *, const BasicBlock *)`): false for
    /// `def`'s own block; an invoke's result only through its normal edge
    /// ([`Self::edge_dominates`]).
    pub fn inst_dominates_block(&self, def: InstId, b: BlockId) -> bool {
        if !self.is_reachable(b) {
            return true;
        }
        let cfg = self.cfg;
        let Some(def_bb) = cfg.inst_block(def).filter(|&d| self.is_reachable(d)) else {
            return false;
        };
        if def_bb == b {
            return false;
        }
        match &cfg.body().insts[def].kind {
            InstKind::Invoke { normal, .. } => self.edge_dominates(def_bb, *normal, b),
            _ => self.dominates(def_bb, b),
        }
    }

    /// Whether the edge `from -> to` dominates block `b`: every path from
    /// the entry to `b` takes that edge. `to` must dominate `b`, and then
    /// either `to` has that one edge in, or every other predecessor of
    /// `to` is dominated by `to` (a back edge) and `from` branches to `to`
    /// only once (LLVM's `dominates(const BasicBlockEdge &, const
    /// BasicBlock *)`, which splits the edge in thought).
    pub fn edge_dominates(&self, from: BlockId, to: BlockId, b: BlockId) -> bool {
        if !self.dominates(to, b) {
            return false;
        }
        if self.cfg.single_pred(to).is_some() {
            return true;
        }
        let mut from_edges = 0;
        for &p in self.cfg.preds(to) {
            if p == from {
                from_edges += 1;
                if from_edges > 1 {
                    return false;
                }
            } else if !self.dominates(to, p) {
                return false;
            }
        }
        true
    }

    /// Whether `def` dominates one use of it (LLVM's `dominates(const
    /// Value *, const Use &)`). A use in a phi happens at the end of the
    /// incoming block it comes with, so a phi may use a value defined
    /// after it in a loop, or by the instruction itself. An invoke's
    /// result exists only on its normal edge: it dominates a use if that
    /// edge does ([`Self::edge_dominates`]), and a use by a phi in the
    /// normal destination for the edge from the invoke's block. A use in
    /// unreachable code is dominated by anything.
    ///
    /// `u.operand` is the position in [`InstKind::for_each_value_operand`]
    /// order, which for a phi is the incoming index; a phi operand out of
    /// range counts as a use in the phi's own block.
    pub fn dominates_use(&self, def: InstId, u: Use) -> bool {
        let cfg = self.cfg;
        let user_kind = cfg.body().insts.get(u.user).map(|i| &i.kind);
        let phi_block = match user_kind {
            Some(InstKind::Phi { incoming, .. }) => incoming.get(u.operand as usize).map(|x| x.1),
            _ => None,
        };
        let is_phi = matches!(user_kind, Some(InstKind::Phi { .. }));
        let Some(use_bb) = phi_block
            .or_else(|| cfg.inst_block(u.user))
            .filter(|&b| self.is_reachable(b))
        else {
            return true;
        };
        let Some(def_bb) = cfg.inst_block(def).filter(|&b| self.is_reachable(b)) else {
            return false;
        };
        if let InstKind::Invoke { normal, .. } = &cfg.body().insts[def].kind {
            if is_phi && phi_block == Some(def_bb) && cfg.inst_block(u.user) == Some(*normal) {
                return true;
            }
            return self.edge_dominates(def_bb, *normal, use_bb);
        }
        if def_bb != use_bb {
            return self.dominates(def_bb, use_bb);
        }
        if is_phi {
            return true;
        }
        cfg.inst_position(def) < cfg.inst_position(u.user)
    }
}

/// The nearest common dominator of two blocks given by RPO number, both
/// with their dominator known: walk the later one up until they meet.
fn intersect(doms: &[u32], mut a: u32, mut b: u32) -> u32 {
    while a != b {
        while a > b {
            a = doms[a as usize];
        }
        while b > a {
            b = doms[b as usize];
        }
    }
    a
}
