//! The llconv module model: one owned `Module` value that both the `.ll`
//! text codec and the bitcode codec read into and write from.
//!
//! Everything refers to everything else by dense `u32` ids into arenas the
//! module (or a function body) owns: types and constants are interned,
//! global values keep module order, instructions live in their function.

#![deny(missing_docs)]

pub mod analysis;
pub mod attributes;
pub mod autoupgrade;
pub mod builder;
pub mod callconv;
pub mod constants;
pub mod datalayout;
pub mod dbgrecord;
pub mod debuginfo;
pub mod diagnostic;
pub mod dwarf;
pub mod entity;
pub mod instructions;
pub mod metadata;
pub mod module;
pub mod rawtext;
pub mod summary;
pub mod threads;
pub mod types;
pub mod upgrade_arc;
pub mod upgrade_debuginfo;
pub mod upgrade_metadata;
pub mod verify_debuginfo;

/// How deeply types and constants may nest (as printed) in a module a
/// reader accepts: deeper input is an error, so that the recursive walks of
/// printers, writers and checks stay far from the stack's end. The `.ll`
/// parser's syntactic nesting limit is the same number.
pub const MAX_NESTING_DEPTH: u32 = 1000;

pub use constants::{
    ApInt, Const, ConstExpr, ConstExprOp, ConstId, ConstKind, ConstTable, DataElems,
};
pub use dbgrecord::{DbgAssign, DbgRecord, DbgVariableKind};
pub use diagnostic::ReadWarning;
pub use entity::{EntityId, EntityVec, SecondaryMap};
pub use instructions::*;
pub use metadata::{
    LocalMdId, LocalMetadata, MdId, MdKindId, Metadata, MetadataTable, NamedMetadata,
};
pub use module::*;
pub use types::{NamedStruct, StructBody, StructId, Type, TypeId, TypeTable};
pub mod fold;
pub mod hash;
pub mod intrinsics;
mod intrinsics_table;
