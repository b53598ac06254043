//! What a diagnostic is about: a reference to one entity of a module that
//! a message names and a printer can show, as LLVM's verifier shows the
//! values it reports after its message.

use crate::constants::ConstId;
use crate::instructions::{BlockId, InstId};
use crate::metadata::MdId;
use crate::module::{ComdatId, GlobalId};
use crate::types::TypeId;

/// One entity of a module, named for a message.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ValueRef {
    /// A global value, shown as an operand (`ptr @f`).
    Global(GlobalId),
    /// An instruction of a function body, shown as its line of text.
    Inst(GlobalId, InstId),
    /// Debug record `k` before an instruction (`#dbg_value(...)`), shown
    /// as its line of text.
    DbgRecord(GlobalId, InstId, u32),
    /// A basic block, shown as an operand (`label %bb`).
    Block(GlobalId, BlockId),
    /// An argument of a function, shown as an operand (`i32 %x`).
    Arg(GlobalId, crate::ArgId),
    /// A constant, shown as an operand (`i32 7`).
    Const(ConstId),
    /// A metadata node, shown as its definition (`!0 = !{...}`).
    Metadata(MdId),
    /// A type, shown as written.
    Type(TypeId),
    /// A comdat, shown as its definition.
    Comdat(ComdatId),
    /// A number LLVM shows on a line of its own (a bit width, an offset).
    Int(i128),
}

/// What a reader did to a module that LLVM reports as a warning as it
/// reads (through the context's diagnostic handler); the module carries
/// these until the caller prints them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadWarning {
    /// Debug info stripped because the `"Debug Info Version"` module flag
    /// (0 if none) is not 3.
    InvalidDebugInfoVersion(u64),
}

impl ReadWarning {
    /// LLVM's message for a module whose identifier is `module_id`.
    pub fn message(&self, module_id: &[u8]) -> String {
        match self {
            ReadWarning::InvalidDebugInfoVersion(v) => format!(
                "ignoring debug info with an invalid version ({v}) in {}",
                String::from_utf8_lossy(module_id)
            ),
        }
    }
}
