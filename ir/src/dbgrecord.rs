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

/// An instruction's debug records ([`crate::Inst::dbg_records`]), in
/// order. Most instructions have none, so the list is one word in every
/// instruction (a `Vec` took three, an eighth of an instruction), and a
/// list is allocated only for an instruction that has records. It reads
/// as a slice.
#[derive(Clone, Default, Debug)]
// The box is the point: one word in the instruction, not a `Vec`'s three.
#[allow(clippy::box_collection)]
pub struct DbgRecords(Option<Box<Vec<DbgRecord>>>);

impl DbgRecords {
    /// No records.
    pub const fn new() -> DbgRecords {
        DbgRecords(None)
    }

    /// Adds a record at the end.
    pub fn push(&mut self, r: DbgRecord) {
        self.0.get_or_insert_with(Box::default).push(r);
    }

    /// Removes every record.
    pub fn clear(&mut self) {
        self.0 = None;
    }

    /// The records as a vector, to change with `Vec`'s methods.
    pub fn as_mut_vec(&mut self) -> &mut Vec<DbgRecord> {
        self.0.get_or_insert_with(Box::default)
    }

    /// The records, taken out as a vector.
    pub fn into_vec(self) -> Vec<DbgRecord> {
        self.0.map_or_else(Vec::new, |v| *v)
    }
}

impl From<Vec<DbgRecord>> for DbgRecords {
    fn from(v: Vec<DbgRecord>) -> DbgRecords {
        DbgRecords((!v.is_empty()).then(|| Box::new(v)))
    }
}

impl std::ops::Deref for DbgRecords {
    type Target = [DbgRecord];
    fn deref(&self) -> &[DbgRecord] {
        self.0.as_deref().map_or(&[], |v| v.as_slice())
    }
}

impl std::ops::DerefMut for DbgRecords {
    fn deref_mut(&mut self) -> &mut [DbgRecord] {
        self.0.as_deref_mut().map_or(&mut [], |v| v.as_mut_slice())
    }
}

/// Equal when the records are (an emptied list equals none).
impl PartialEq for DbgRecords {
    fn eq(&self, other: &DbgRecords) -> bool {
        **self == **other
    }
}

impl<'a> IntoIterator for &'a DbgRecords {
    type Item = &'a DbgRecord;
    type IntoIter = std::slice::Iter<'a, DbgRecord>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<'a> IntoIterator for &'a mut DbgRecords {
    type Item = &'a mut DbgRecord;
    type IntoIter = std::slice::IterMut<'a, DbgRecord>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter_mut()
    }
}
