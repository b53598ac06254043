//! Debug records: `#dbg_value`, `#dbg_declare`, `#dbg_assign` and
//! `#dbg_label` lines between instructions.
//!
//! LLVM keeps the records that precede an instruction in a marker attached
//! to that instruction; here they are [`crate::Inst::dbg_records`], in
//! source order. Records never follow a block's terminator.
//!
//! Location operands (`i32 %x`, `ptr undef`, `!DIArgList(...)`, `!{}`,
//! `!N`) are metadata, held as the same [`Operand`]s that `metadata` call
//! arguments use: [`Operand::LocalMetadata`] for function-local values and
//! argument lists, [`Operand::Metadata`] for constants as metadata and
//! nodes. The other operands are metadata nodes.

use crate::instructions::Operand;
use crate::metadata::MdId;

/// Which variable record: `#dbg_value`, `#dbg_declare` or `#dbg_assign`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DbgVariableKind {
    /// `#dbg_value`: the variable's value from here on.
    Value,
    /// `#dbg_declare`: the variable lives at this address.
    Declare,
    /// `#dbg_assign`: an assignment tracked by a `DIAssignID`.
    Assign,
}

impl DbgVariableKind {
    /// `value`, `declare`, `assign` (the text after `#dbg_`).
    pub fn name(self) -> &'static str {
        match self {
            DbgVariableKind::Value => "value",
            DbgVariableKind::Declare => "declare",
            DbgVariableKind::Assign => "assign",
        }
    }
}

/// The extra operands of `#dbg_assign`.
#[derive(Clone, PartialEq, Debug)]
pub struct DbgAssign {
    /// The `distinct !DIAssignID()` node.
    pub assign_id: MdId,
    /// The address (metadata, like the location).
    pub address: Operand,
    /// The address expression (`!DIExpression(...)`).
    pub address_expr: MdId,
}

/// One debug record.
#[derive(Clone, PartialEq, Debug)]
pub enum DbgRecord {
    /// `#dbg_value(loc, !var, !expr, !dilocation)`, `#dbg_declare(...)`,
    /// `#dbg_assign(loc, !var, !expr, !id, addr, !addrexpr, !dilocation)`.
    Variable {
        /// Which record: `#dbg_value`, `#dbg_declare` or `#dbg_assign`.
        kind: DbgVariableKind,
        /// The location: a value, `DIArgList` or other metadata (as an operand).
        location: Operand,
        /// The `!DILocalVariable`.
        variable: MdId,
        /// The `!DIExpression` applied to the location.
        expression: MdId,
        /// Present exactly for [`DbgVariableKind::Assign`].
        assign: Option<Box<DbgAssign>>,
        /// The `!DILocation` of the record.
        dilocation: MdId,
    },
    /// `#dbg_label(!label, !dilocation)`.
    /// `label` is the `!DILabel`, `dilocation` the `!DILocation` of the record.
    #[allow(missing_docs)] // The fields are described just above.
    Label { label: MdId, dilocation: MdId },
}

impl DbgRecord {
    /// The `!DILocation` of the record.
    pub fn dilocation(&self) -> MdId {
        match self {
            DbgRecord::Variable { dilocation, .. } | DbgRecord::Label { dilocation, .. } => {
                *dilocation
            }
        }
    }
}
