//! Counting a block's uses for `uselistorder_bb`, as LLVM counts them: one
//! per terminator operand naming the block and one for its `blockaddress`
//! constant (uniqued, however often it is written). Phi blocks are not
//! uses.

use llconv_ir::hash::FastMap;
use llconv_ir::{BlockId, Body};

/// The blocks whose address a `blockaddress` takes, counted as each
/// reference is resolved to its block (so each is counted once), and per
/// function the branch uses of each block, counted once for all its
/// directives.
#[derive(Default)]
pub(crate) struct BlockAddressUses {
    taken: FastMap<(u32, u32), usize>,
    branches: FastMap<u32, Vec<usize>>,
}

impl BlockAddressUses {
    /// A `blockaddress` of block `b` of the function in slot `f` resolved.
    pub(crate) fn resolved(&mut self, f: u32, b: u32) {
        *self.taken.entry((f, b)).or_default() += 1;
    }

    /// How many uses block `b` of the function in slot `f` (with `body`)
    /// has.
    pub(crate) fn block_uses(&mut self, f: u32, body: &Body, b: BlockId) -> usize {
        let branches = self.branches.entry(f).or_insert_with(|| {
            let mut n = vec![0; body.blocks.len()];
            for s in body.insts.values().flat_map(|i| i.kind.successors()) {
                if let Some(x) = n.get_mut(s.index()) {
                    *x += 1;
                }
            }
            n
        });
        branches.get(b.index()).copied().unwrap_or(0)
            + self.taken.get(&(f, b.as_u32())).copied().unwrap_or(0)
    }
}

/// LLVM's complaint about a permutation of `given` indexes for a value
/// with `uses` uses, if any (`sortUseListOrder`'s order of checks).
pub(crate) fn uselist_count_error(uses: usize, given: usize) -> Option<String> {
    match uses {
        0 => Some("value has no uses".to_string()),
        1 => Some("value only has one use".to_string()),
        n if n != given => Some(format!("wrong number of indexes, expected {n}")),
        _ => None,
    }
}
