//! Analyses of a function body that the verifier, the linker and the
//! compiler stand on, each built once per function and then shared:
//!
//! - [`ControlFlowGraph`]: successors and predecessors of every block
//!   (predecessors in LLVM's use-list order, the order `; preds =` shows),
//!   and the block and position of every instruction;
//! - [`BlockOrder`]: post order and reverse post order from the entry
//!   block, and which blocks are reachable;
//! - [`DominatorTree`]: immediate dominators and dominance between blocks,
//!   between instructions, and of a definition over a use, with LLVM's
//!   rules for unreachable code, phi uses and invoke results;
//! - [`Uses`]: the users of every instruction and argument.
//!
//! They read the model as it is and never panic on a malformed body (a
//! branch to a block that does not exist, a block without a terminator,
//! an empty block): such an edge is left out, such a block has no
//! successors. Walks are iterative, so deep control flow cannot exhaust
//! the stack.

mod cfg;
mod dominators;
mod uses;

pub use cfg::ControlFlowGraph;
pub use dominators::{BlockOrder, DominatorTree};
pub use uses::{Use, Uses};

#[cfg(test)]
mod tests;
