//! Debug-info node records of the METADATA block (`METADATA_COMPILE_UNIT`,
//! `METADATA_SUBPROGRAM`, ...), read into the table-driven [`DiNode`]s the
//! `.ll` parser builds: fields are set by name, integer-or-node fields hold
//! `i64` constant metadata when the record stores a plain integer, and old
//! record layouts are brought to the current one as LLVM's reader does.

use crate::BitcodeErrorKind;
use llconv_ir::debuginfo::{DiKind, DiNode, NONE};
use llconv_ir::dwarf;
use llconv_ir::*;

use super::super::attrs::wide_apint;
use super::super::{Reader, Result};

/// The sign-rotated form the metadata loader reads for subrange bounds
/// and small enumerator values: odd values are `!(v >> 1)` (so `1` is
/// `-1`, unlike `decode_signed`).
fn unrotate_sign(v: u64) -> u64 {
    if v & 1 != 0 {
        !(v >> 1)
    } else {
        v >> 1
    }
}

/// A record being read: bounds-checked operand access.
struct Rec<'a> {
    ops: &'a [u64],
}

impl Rec<'_> {
    fn get(&self, i: usize) -> u64 {
        self.ops.get(i).copied().unwrap_or(0)
    }
    fn len(&self) -> usize {
        self.ops.len()
    }
}

fn set_int(n: &mut DiNode, name: &str, v: u64) {
    let (_, f) = n
        .kind
        .schema()
        .field_by_name(name.as_bytes())
        .unwrap_or_else(|| panic!("{} has no field {name}", n.kind.name()));
    n.set_int(f, v);
}

fn set_op(n: &mut DiNode, name: &str, v: Option<MdId>) {
    let (_, f) = n
        .kind
        .schema()
        .field_by_name(name.as_bytes())
        .unwrap_or_else(|| panic!("{} has no field {name}", n.kind.name()));
    n.set_op(f, v);
}

/// Sets integer field `$name` of a `$kind` node, the field looked up when
/// compiling (a wrong name fails the build), not by name per record.
macro_rules! set_int {
    ($n:expr, $kind:ident, $name:literal, $v:expr) => {{
        const F: &llconv_ir::debuginfo::Field = DiKind::$kind.schema().const_field($name);
        let v = $v;
        let n: &mut DiNode = $n;
        debug_assert_eq!(n.kind, DiKind::$kind);
        n.set_int(F, v);
    }};
}

/// [`set_int!`] of an operand field.
macro_rules! set_op {
    ($n:expr, $kind:ident, $name:literal, $v:expr) => {{
        const F: &llconv_ir::debuginfo::Field = DiKind::$kind.schema().const_field($name);
        let v = $v;
        let n: &mut DiNode = $n;
        debug_assert_eq!(n.kind, DiKind::$kind);
        n.set_op(F, v);
    }};
}

/// `DW_OP_bit_piece`, `DW_OP_deref`, `DW_OP_minus`, `DW_OP_plus`,
/// `DW_OP_plus_uconst` (for old expression layouts).
const DW_OP_BIT_PIECE: u64 = 0x9d;
const DW_OP_DEREF: u64 = 0x06;
const DW_OP_MINUS: u64 = 0x1c;
const DW_OP_PLUS: u64 = 0x22;
const DW_OP_PLUS_UCONST: u64 = 0x23;

/// Brings expression elements of record version `version` to version 3.
fn upgrade_expression(version: u64, mut e: Vec<u64>) -> Option<Vec<u64>> {
    if version > 3 {
        return None;
    }
    if version == 3 {
        return Some(e);
    }
    let n = e.len();
    if version == 0 && n >= 3 && e[n - 3] == DW_OP_BIT_PIECE {
        e[n - 3] = dwarf::DW_OP_LLVM_FRAGMENT;
    }
    if version <= 1 && n > 0 && e[0] == DW_OP_DEREF {
        // DW_OP_deref moves to the end (before a fragment).
        let end = if n >= 3 && e[n - 3] == dwarf::DW_OP_LLVM_FRAGMENT {
            n - 3
        } else {
            n
        };
        e[..end].rotate_left(1);
    }
    // DW_OP_plus becomes DW_OP_plus_uconst; DW_OP_minus N becomes
    // DW_OP_constu N, DW_OP_minus.
    let mut out = Vec::with_capacity(e.len() + 2);
    let mut i = 0;
    while i < e.len() {
        let op = e[i];
        let size = match op {
            dwarf::DW_OP_CONSTU | DW_OP_MINUS | DW_OP_PLUS => 2,
            dwarf::DW_OP_LLVM_FRAGMENT => 3,
            _ => 1,
        }
        .min(e.len() - i);
        let args = &e[i + 1..i + size];
        match op {
            DW_OP_PLUS => {
                out.push(DW_OP_PLUS_UCONST);
                out.extend_from_slice(args);
            }
            DW_OP_MINUS => {
                out.push(dwarf::DW_OP_CONSTU);
                out.extend_from_slice(args);
                out.push(DW_OP_MINUS);
            }
            _ => {
                out.push(op);
                out.extend_from_slice(args);
            }
        }
        i += size;
    }
    Some(out)
}

impl Reader<'_> {
    /// A version-0 `DIGlobalVariable` whose record names the variable (or
    /// a constant) it describes: a global gets the node wrapped in a
    /// `DIGlobalVariableExpression` as its `!dbg`; a constant integer
    /// becomes the expression's value, and the slot holds the wrapper.
    fn old_global_variable(&mut self, n: DiNode, var: u64) -> Result<DiNode> {
        self.md.upgrade_global_variables = true;
        let mut expr = self.md_or_null(var)?;
        let mut attach = None;
        if let Some(v) = expr {
            if let Metadata::Value(c) = self.m.metadata.get(v) {
                expr = None;
                match &self.m.consts.get(*c).kind {
                    ConstKind::Global(g)
                        if matches!(self.m.globals[*g].kind, GlobalKind::Var(_)) =>
                    {
                        attach = Some(*g);
                    }
                    ConstKind::Int(i) => {
                        let e = DiNode::expression(vec![
                            dwarf::DW_OP_CONSTU,
                            i.low_u64(),
                            dwarf::DW_OP_STACK_VALUE,
                        ]);
                        expr = Some(self.m.metadata.add(Metadata::Di(Box::new(e))));
                    }
                    _ => {}
                }
            }
        }
        match (attach, expr) {
            // The slot holds the variable; the global gets a wrapper once
            // the slot has its id.
            (Some(g), _) => {
                self.md.pending_gv_attach.push(g);
                Ok(n)
            }
            (None, Some(expr)) => {
                let var = self.m.metadata.add(Metadata::Di(Box::new(n)));
                let mut gve = DiNode::new(DiKind::GlobalVariableExpression, true);
                set_op!(&mut gve, GlobalVariableExpression, "var", Some(var));
                set_op!(&mut gve, GlobalVariableExpression, "expr", Some(expr));
                Ok(gve)
            }
            (None, None) => Ok(n),
        }
    }

    /// The function an old subprogram record names, if it has a body.
    fn note_subprogram_function(&mut self, v: u64) -> Result<()> {
        let Some(v) = self.md_or_null(v)? else {
            return Ok(());
        };
        let Metadata::Value(c) = self.m.metadata.get(v) else {
            return Ok(());
        };
        if let ConstKind::Global(g) = self.m.consts.get(*c).kind {
            if self.has_body(g) {
                self.md.pending_fn_subprogram = Some(g);
            }
        }
        Ok(())
    }

    /// `var` wrapped in a new distinct `DIGlobalVariableExpression` with
    /// an empty expression.
    pub(crate) fn wrap_global_variable(&mut self, var: MdId) -> MdId {
        let expr = self
            .m
            .metadata
            .add(Metadata::Di(Box::new(DiNode::expression(Vec::new()))));
        let mut gve = DiNode::new(DiKind::GlobalVariableExpression, true);
        set_op!(&mut gve, GlobalVariableExpression, "var", Some(var));
        set_op!(&mut gve, GlobalVariableExpression, "expr", Some(expr));
        self.m.metadata.add(Metadata::Di(Box::new(gve)))
    }

    /// `i64 v` as constant metadata.
    fn md_i64(&mut self, v: u64) -> MdId {
        let ty = self.m.types.int(64);
        let c = self.m.consts.intern(
            &self.m.types,
            Const {
                ty,
                kind: ConstKind::Int(ApInt::from_u64(64, v)),
            },
        );
        self.m.metadata.add(Metadata::Value(c))
    }

    /// An integer-or-node field: a metadata id + 1 when `is_md`, else an
    /// integer stored as `i64` constant metadata.
    fn md_or_const(&mut self, is_md: bool, v: u64) -> Result<Option<MdId>> {
        if is_md {
            self.md_or_null(v)
        } else {
            Ok(Some(self.md_i64(v)))
        }
    }

    /// One debug-info node record.
    pub(super) fn di_record(&mut self, code: u32, ops: &[u64]) -> Result<DiNode> {
        let r = Rec { ops };
        let Some(&head) = ops.first() else {
            return Err(self.invalid());
        };
        let d = head & 1 != 0;
        let kind = match code {
            7 => DiKind::Location,
            12 => DiKind::GenericDINode,
            13 => DiKind::Subrange,
            14 => DiKind::Enumerator,
            15 => DiKind::BasicType,
            16 => DiKind::File,
            17 => DiKind::DerivedType,
            18 => DiKind::CompositeType,
            19 => DiKind::SubroutineType,
            20 => DiKind::CompileUnit,
            21 => DiKind::Subprogram,
            22 => DiKind::LexicalBlock,
            23 => DiKind::LexicalBlockFile,
            24 => DiKind::Namespace,
            25 => DiKind::TemplateTypeParameter,
            26 => DiKind::TemplateValueParameter,
            27 => DiKind::GlobalVariable,
            28 => DiKind::LocalVariable,
            29 => DiKind::Expression,
            30 => DiKind::ObjCProperty,
            31 => DiKind::ImportedEntity,
            32 => DiKind::Module,
            33 => DiKind::Macro,
            34 => DiKind::MacroFile,
            37 => DiKind::GlobalVariableExpression,
            40 => DiKind::Label,
            41 => DiKind::StringType,
            44 => DiKind::CommonBlock,
            45 => DiKind::GenericSubrange,
            47 => DiKind::AssignId,
            48 => DiKind::SubrangeType,
            49 => DiKind::FixedPointType,
            _ => {
                return Err(self
                    .err(format!("unsupported metadata record {code}"))
                    .or_kind(BitcodeErrorKind::Unsupported))
            }
        };
        let mut n = DiNode::new(kind, d);
        match kind {
            DiKind::Location => {
                // [distinct, line, col, scope, ia+1, implicit, atomGroup, atomRank]
                if !matches!(r.len(), 5 | 6 | 8) {
                    return Err(self.invalid());
                }
                set_int!(&mut n, Location, "line", r.get(1) & 0xFFFF_FFFF);
                set_int!(&mut n, Location, "column", r.get(2) & 0xFFFF);
                let scope = self.md_id(r.get(3))?;
                set_op!(&mut n, Location, "scope", Some(scope));
                let ia = self.md_or_null(r.get(4))?;
                set_op!(&mut n, Location, "inlinedAt", ia);
                set_int!(&mut n, Location, "isImplicitCode", u64::from(r.get(5) != 0));
                set_int!(&mut n, Location, "atomGroup", r.get(6));
                set_int!(&mut n, Location, "atomRank", r.get(7) & 0xFF);
            }
            DiKind::Expression => {
                if head >> 1 < 2 {
                    self.md.declare_expression_upgrade = true;
                }
                let Some(e) = upgrade_expression(head >> 1, ops[1..].to_vec()) else {
                    return Err(self.invalid());
                };
                n = DiNode::expression(e);
                n.distinct = d;
            }
            DiKind::GenericDINode => {
                // [distinct, tag, version, header, ops...]
                if r.len() < 4 || r.get(1) >= 1 << 16 || r.get(2) != 0 {
                    return Err(self.invalid());
                }
                set_int!(&mut n, GenericDINode, "tag", r.get(1));
                n.ops[0] = self.md_or_null(r.get(3))?;
                for &x in &ops[4..] {
                    let v = self.md_or_null(x)?;
                    n.ops.push(v);
                }
            }
            DiKind::Subrange => {
                let (count, lo, up, stride) = match head >> 1 {
                    0 => (
                        Some(self.md_i64(r.get(1))),
                        Some(self.md_i64(unrotate_sign(r.get(2)))),
                        None,
                        None,
                    ),
                    1 => (
                        self.md_or_null(r.get(1))?,
                        Some(self.md_i64(unrotate_sign(r.get(2)))),
                        None,
                        None,
                    ),
                    2 => (
                        self.md_or_null(r.get(1))?,
                        self.md_or_null(r.get(2))?,
                        self.md_or_null(r.get(3))?,
                        self.md_or_null(r.get(4))?,
                    ),
                    _ => return Err(self.err("invalid record: unsupported version of DISubrange")),
                };
                set_op!(&mut n, Subrange, "count", count);
                set_op!(&mut n, Subrange, "lowerBound", lo);
                set_op!(&mut n, Subrange, "upperBound", up);
                set_op!(&mut n, Subrange, "stride", stride);
            }
            DiKind::GenericSubrange => {
                for (i, name) in ["count", "lowerBound", "upperBound", "stride"]
                    .into_iter()
                    .enumerate()
                {
                    let v = self.md_or_null(r.get(i + 1))?;
                    set_op(&mut n, name, v);
                }
            }
            DiKind::Enumerator => {
                // [distinct|unsigned<<1|bigint<<2, value, name, words...]
                if r.len() < 3 {
                    return Err(self.invalid());
                }
                let unsigned = head & 2 != 0;
                let value = if head & 4 != 0 {
                    let bits = u32::try_from(r.get(1))
                        .ok()
                        .filter(|&b| b > 0 && b <= 1 << 23)
                        .ok_or_else(|| self.invalid())?;
                    wide_apint(&ops[3..], bits)
                } else {
                    ApInt::from_u64(64, unrotate_sign(r.get(1)))
                };
                n.apints[0] = value;
                set_int!(&mut n, Enumerator, "isUnsigned", u64::from(unsigned));
                let name = self.md_or_null(r.get(2))?;
                set_op!(&mut n, Enumerator, "name", name);
            }
            DiKind::BasicType => {
                // [flags, tag, name, size, align, encoding, diflags,
                //  extraInhabitants, dataSize, file, line, scope]
                if r.len() < 6 || r.len() > 12 {
                    return Err(self.invalid());
                }
                let size_md = head & 2 != 0;
                set_int!(&mut n, BasicType, "tag", r.get(1));
                let name = self.md_or_null(r.get(2))?;
                set_op!(&mut n, BasicType, "name", name);
                let size = self.md_or_const(size_md, r.get(3))?;
                set_op!(&mut n, BasicType, "size", size);
                set_int!(&mut n, BasicType, "align", r.get(4));
                set_int!(&mut n, BasicType, "encoding", r.get(5));
                set_int!(&mut n, BasicType, "flags", r.get(6));
                set_int!(&mut n, BasicType, "num_extra_inhabitants", r.get(7));
                set_int!(&mut n, BasicType, "dataSize", r.get(8));
                if r.len() > 9 {
                    // DIType operands 0 (file) and 1 (scope).
                    n.ops[0] = self.md_or_null(r.get(9))?;
                    n.ops[1] = self.md_or_null(r.get(11))?;
                }
            }
            DiKind::FixedPointType => {
                // [flags, tag, name, size, align, encoding, diflags, kind,
                //  factor, numerator, denominator, (file, line, scope)]
                if r.len() < 11 {
                    return Err(self.invalid());
                }
                let size_md = head & 2 != 0;
                set_int!(&mut n, FixedPointType, "tag", r.get(1));
                let name = self.md_or_null(r.get(2))?;
                set_op!(&mut n, FixedPointType, "name", name);
                let size = self.md_or_const(size_md, r.get(3))?;
                set_op!(&mut n, FixedPointType, "size", size);
                set_int!(&mut n, FixedPointType, "align", r.get(4));
                set_int!(&mut n, FixedPointType, "encoding", r.get(5));
                set_int!(&mut n, FixedPointType, "flags", r.get(6));
                set_int!(&mut n, FixedPointType, "kind", r.get(7));
                set_int!(&mut n, FixedPointType, "factor", r.get(8));
                let mut at = 9;
                for i in 0..2 {
                    let enc = r.get(at);
                    at += 1;
                    let words = (enc >> 32) as usize;
                    let bits = (enc & 0xFFFF_FFFF) as u32;
                    if at + words > r.len() || bits == 0 {
                        return Err(self.invalid());
                    }
                    n.apints[i] = wide_apint(&ops[at..at + words], bits);
                    at += words;
                }
                if at + 3 == r.len() {
                    n.ops[0] = self.md_or_null(r.get(at))?;
                    n.ops[1] = self.md_or_null(r.get(at + 2))?;
                } else if at != r.len() {
                    return Err(self.invalid());
                }
            }
            DiKind::StringType => {
                // [flags, tag, name, length, lengthExpr, (locationExpr),
                //  size, align, encoding]
                if r.len() < 8 || r.len() > 9 {
                    return Err(self.invalid());
                }
                let size_md = head & 2 != 0;
                set_int!(&mut n, StringType, "tag", r.get(1));
                let v = self.md_or_null(r.get(2))?;
                set_op!(&mut n, StringType, "name", v);
                let v = self.md_or_null(r.get(3))?;
                set_op!(&mut n, StringType, "stringLength", v);
                let v = self.md_or_null(r.get(4))?;
                set_op!(&mut n, StringType, "stringLengthExpression", v);
                let at = if r.len() == 8 {
                    5
                } else {
                    let v = self.md_or_null(r.get(5))?;
                    set_op!(&mut n, StringType, "stringLocationExpression", v);
                    6
                };
                let size = self.md_or_const(size_md, r.get(at))?;
                set_op!(&mut n, StringType, "size", size);
                set_int!(&mut n, StringType, "align", r.get(at + 1));
                set_int!(&mut n, StringType, "encoding", r.get(at + 2));
            }
            DiKind::DerivedType => {
                // [flags, tag, name, file, line, scope, baseType, size, align,
                //  offset, diflags, extraData, dwarfAS+1, annotations, ptrauth]
                if r.len() < 12 || r.len() > 15 {
                    return Err(self.invalid());
                }
                let size_md = head & 2 != 0;
                set_int!(&mut n, DerivedType, "tag", r.get(1));
                let v = self.md_or_null(r.get(2))?;
                set_op!(&mut n, DerivedType, "name", v);
                let v = self.md_or_null(r.get(3))?;
                set_op!(&mut n, DerivedType, "file", v);
                set_int!(&mut n, DerivedType, "line", r.get(4));
                let v = self.md_or_null(r.get(5))?;
                set_op!(&mut n, DerivedType, "scope", v);
                let v = self.md_or_null(r.get(6))?;
                set_op!(&mut n, DerivedType, "baseType", v);
                let v = self.md_or_const(size_md, r.get(7))?;
                set_op!(&mut n, DerivedType, "size", v);
                set_int!(&mut n, DerivedType, "align", r.get(8));
                let v = self.md_or_const(size_md, r.get(9))?;
                set_op!(&mut n, DerivedType, "offset", v);
                set_int!(&mut n, DerivedType, "flags", r.get(10));
                let v = self.md_or_null(r.get(11))?;
                set_op!(&mut n, DerivedType, "extraData", v);
                if r.len() > 12 && r.get(12) != 0 {
                    set_int!(
                        &mut n,
                        DerivedType,
                        "dwarfAddressSpace",
                        (r.get(12) - 1) & 0xFFFF_FFFF
                    );
                }
                if r.len() > 14 {
                    let v = self.md_or_null(r.get(13))?;
                    set_op!(&mut n, DerivedType, "annotations", v);
                    let p = r.get(14);
                    if p != 0 {
                        set_int!(&mut n, DerivedType, "ptrAuthKey", p & 0xF);
                        set_int!(
                            &mut n,
                            DerivedType,
                            "ptrAuthIsAddressDiscriminated",
                            (p >> 4) & 1
                        );
                        set_int!(
                            &mut n,
                            DerivedType,
                            "ptrAuthExtraDiscriminator",
                            (p >> 5) & 0xFFFF
                        );
                        set_int!(&mut n, DerivedType, "ptrAuthIsaPointer", (p >> 21) & 1);
                        set_int!(
                            &mut n,
                            DerivedType,
                            "ptrAuthAuthenticatesNullValues",
                            (p >> 22) & 1
                        );
                    }
                }
            }
            DiKind::SubrangeType => {
                // [flags, name, file, line, scope, size, align, diflags,
                //  baseType, lowerBound, upperBound, stride, bias]
                if r.len() != 13 {
                    return Err(self.invalid());
                }
                let size_md = head & 2 != 0;
                let v = self.md_or_null(r.get(1))?;
                set_op!(&mut n, SubrangeType, "name", v);
                let v = self.md_or_null(r.get(2))?;
                set_op!(&mut n, SubrangeType, "file", v);
                set_int!(&mut n, SubrangeType, "line", r.get(3));
                let v = self.md_or_null(r.get(4))?;
                set_op!(&mut n, SubrangeType, "scope", v);
                let v = self.md_or_const(size_md, r.get(5))?;
                set_op!(&mut n, SubrangeType, "size", v);
                set_int!(&mut n, SubrangeType, "align", r.get(6));
                set_int!(&mut n, SubrangeType, "flags", r.get(7));
                for (i, name) in ["baseType", "lowerBound", "upperBound", "stride", "bias"]
                    .into_iter()
                    .enumerate()
                {
                    let v = self.md_or_null(r.get(8 + i))?;
                    set_op(&mut n, name, v);
                }
            }
            DiKind::CompositeType => {
                if r.len() < 16 || r.len() > 26 {
                    return Err(self.invalid());
                }
                // Before LLVM 3.9 other nodes named composite types by their
                // identifier strings.
                if head < 2 {
                    self.md.old_type_refs = true;
                }
                if r.get(8) > u32::MAX as u64 {
                    return Err(self.err("alignment value is too large"));
                }
                let size_md = head & 4 != 0;
                set_int!(&mut n, CompositeType, "tag", r.get(1));
                let v = self.md_or_null(r.get(2))?;
                set_op!(&mut n, CompositeType, "name", v);
                let v = self.md_or_null(r.get(3))?;
                set_op!(&mut n, CompositeType, "file", v);
                set_int!(&mut n, CompositeType, "line", r.get(4));
                let v = self.md_or_null(r.get(5))?;
                set_op!(&mut n, CompositeType, "scope", v);
                let v = self.md_or_null(r.get(6))?;
                set_op!(&mut n, CompositeType, "baseType", v);
                let v = self.md_or_const(size_md, r.get(7))?;
                set_op!(&mut n, CompositeType, "size", v);
                set_int!(&mut n, CompositeType, "align", r.get(8));
                let v = self.md_or_const(size_md, r.get(9))?;
                set_op!(&mut n, CompositeType, "offset", v);
                set_int!(&mut n, CompositeType, "flags", r.get(10));
                let v = self.md_or_null(r.get(11))?;
                set_op!(&mut n, CompositeType, "elements", v);
                set_int!(&mut n, CompositeType, "runtimeLang", r.get(12));
                let v = self.md_or_null(r.get(13))?;
                set_op!(&mut n, CompositeType, "vtableHolder", v);
                let v = self.md_or_null(r.get(14))?;
                set_op!(&mut n, CompositeType, "templateParams", v);
                let v = self.md_or_null(r.get(15))?;
                set_op!(&mut n, CompositeType, "identifier", v);
                let optional: [(usize, &str); 8] = [
                    (16, "discriminator"),
                    (17, "dataLocation"),
                    (18, "associated"),
                    (19, "allocated"),
                    (20, "rank"),
                    (21, "annotations"),
                    (23, "specification"),
                    (25, "bitStride"),
                ];
                for (i, name) in optional {
                    if i >= r.len() {
                        continue;
                    }
                    // Associated and allocated come as a pair.
                    if i == 18 && r.len() <= 19 {
                        continue;
                    }
                    let v = self.md_or_null(r.get(i))?;
                    set_op(&mut n, name, v);
                }
                if r.len() > 22 {
                    set_int!(
                        &mut n,
                        CompositeType,
                        "num_extra_inhabitants",
                        r.get(22) & 0xFFFF_FFFF
                    );
                }
                if r.len() > 24 {
                    let k = r.get(24);
                    if k != u32::MAX as u64 && k != u64::MAX {
                        set_int!(&mut n, CompositeType, "enumKind", k);
                    }
                }
            }
            DiKind::SubroutineType => {
                // [flags, diflags, types, cc]
                if r.len() < 3 || r.len() > 4 {
                    return Err(self.invalid());
                }
                set_int!(&mut n, SubroutineType, "flags", r.get(1));
                let v = self.md_or_null(r.get(2))?;
                set_op!(&mut n, SubroutineType, "types", v);
                set_int!(&mut n, SubroutineType, "cc", r.get(3));
            }
            DiKind::File => {
                // [distinct, filename, directory, checksumkind, checksum, source]
                if !matches!(r.len(), 3 | 5 | 6) {
                    return Err(self.invalid());
                }
                let v = self.md_or_null(r.get(1))?;
                set_op!(&mut n, File, "filename", v);
                let v = self.md_or_null(r.get(2))?;
                set_op!(&mut n, File, "directory", v);
                if r.len() > 4 && r.get(3) != 0 && r.get(4) != 0 {
                    set_int!(&mut n, File, "checksumkind", r.get(3));
                    let v = self.md_or_null(r.get(4))?;
                    set_op!(&mut n, File, "checksum", v);
                }
                if r.len() > 5 {
                    let v = self.md_or_null(r.get(5))?;
                    set_op!(&mut n, File, "source", v);
                }
            }
            DiKind::CompileUnit => {
                if r.len() < 14 || r.len() > 23 {
                    return Err(self.invalid());
                }
                n.distinct = true;
                let lang = r.get(1);
                if lang & (1 << 63) != 0 {
                    set_int!(&mut n, CompileUnit, "sourceLanguageName", lang & !(1 << 63));
                    set_int!(&mut n, CompileUnit, "sourceLanguageVersion", r.get(22));
                } else {
                    set_int!(&mut n, CompileUnit, "language", lang);
                }
                let v = self.md_or_null(r.get(2))?;
                set_op!(&mut n, CompileUnit, "file", v);
                let v = self.md_or_null(r.get(3))?;
                set_op!(&mut n, CompileUnit, "producer", v);
                set_int!(&mut n, CompileUnit, "isOptimized", u64::from(r.get(4) != 0));
                let v = self.md_or_null(r.get(5))?;
                set_op!(&mut n, CompileUnit, "flags", v);
                set_int!(&mut n, CompileUnit, "runtimeVersion", r.get(6));
                let v = self.md_or_null(r.get(7))?;
                set_op!(&mut n, CompileUnit, "splitDebugFilename", v);
                set_int!(&mut n, CompileUnit, "emissionKind", r.get(8));
                let v = self.md_or_null(r.get(9))?;
                set_op!(&mut n, CompileUnit, "enums", v);
                let v = self.md_or_null(r.get(10))?;
                set_op!(&mut n, CompileUnit, "retainedTypes", v);
                let v = self.md_or_null(r.get(12))?;
                set_op!(&mut n, CompileUnit, "globals", v);
                // Old CUs list their subprograms, which then name the CU.
                let sps = r
                    .get(11)
                    .checked_sub(1)
                    .and_then(|i| self.md.list.get(i as usize).copied());
                if let Some(super::MdRef::Node(sps)) = sps {
                    self.md.pending_cu_subprograms = Some(sps);
                }
                let v = self.md_or_null(r.get(13))?;
                set_op!(&mut n, CompileUnit, "imports", v);
                set_int!(&mut n, CompileUnit, "dwoId", r.get(14));
                if r.len() > 15 {
                    let v = self.md_or_null(r.get(15))?;
                    set_op!(&mut n, CompileUnit, "macros", v);
                }
                set_int(
                    &mut n,
                    "splitDebugInlining",
                    if r.len() <= 16 {
                        1
                    } else {
                        u64::from(r.get(16) != 0)
                    },
                );
                set_int!(
                    &mut n,
                    CompileUnit,
                    "debugInfoForProfiling",
                    u64::from(r.get(17) != 0)
                );
                set_int!(&mut n, CompileUnit, "nameTableKind", r.get(18));
                set_int!(
                    &mut n,
                    CompileUnit,
                    "rangesBaseAddress",
                    u64::from(r.get(19) != 0)
                );
                let v = self.md_or_null(r.get(20))?;
                set_op!(&mut n, CompileUnit, "sysroot", v);
                let v = self.md_or_null(r.get(21))?;
                set_op!(&mut n, CompileUnit, "sdk", v);
            }
            DiKind::Subprogram => self.di_subprogram(&mut n, &r)?,
            DiKind::LexicalBlock => {
                if r.len() != 5 {
                    return Err(self.invalid());
                }
                let v = self.md_or_null(r.get(1))?;
                set_op!(&mut n, LexicalBlock, "scope", v);
                let v = self.md_or_null(r.get(2))?;
                set_op!(&mut n, LexicalBlock, "file", v);
                set_int!(&mut n, LexicalBlock, "line", r.get(3));
                set_int!(&mut n, LexicalBlock, "column", r.get(4));
            }
            DiKind::LexicalBlockFile => {
                if r.len() != 4 {
                    return Err(self.invalid());
                }
                let v = self.md_or_null(r.get(1))?;
                set_op!(&mut n, LexicalBlockFile, "scope", v);
                let v = self.md_or_null(r.get(2))?;
                set_op!(&mut n, LexicalBlockFile, "file", v);
                set_int!(&mut n, LexicalBlockFile, "discriminator", r.get(3));
            }
            DiKind::CommonBlock => {
                let v = self.md_or_null(r.get(1))?;
                set_op!(&mut n, CommonBlock, "scope", v);
                let v = self.md_or_null(r.get(2))?;
                set_op!(&mut n, CommonBlock, "declaration", v);
                let v = self.md_or_null(r.get(3))?;
                set_op!(&mut n, CommonBlock, "name", v);
                let v = self.md_or_null(r.get(4))?;
                set_op!(&mut n, CommonBlock, "file", v);
                set_int!(&mut n, CommonBlock, "line", r.get(5));
            }
            DiKind::Namespace => {
                let name = match r.len() {
                    3 => r.get(2),
                    5 => r.get(3),
                    _ => return Err(self.invalid()),
                };
                let v = self.md_or_null(r.get(1))?;
                set_op!(&mut n, Namespace, "scope", v);
                let v = self.md_or_null(name)?;
                set_op!(&mut n, Namespace, "name", v);
                set_int!(&mut n, Namespace, "exportSymbols", (head >> 1) & 1);
            }
            DiKind::Macro => {
                if r.len() != 5 {
                    return Err(self.invalid());
                }
                set_int!(&mut n, Macro, "type", r.get(1));
                set_int!(&mut n, Macro, "line", r.get(2));
                let v = self.md_or_null(r.get(3))?;
                set_op!(&mut n, Macro, "name", v);
                let v = self.md_or_null(r.get(4))?;
                set_op!(&mut n, Macro, "value", v);
            }
            DiKind::MacroFile => {
                if r.len() != 5 {
                    return Err(self.invalid());
                }
                set_int!(&mut n, MacroFile, "type", r.get(1));
                set_int!(&mut n, MacroFile, "line", r.get(2));
                let v = self.md_or_null(r.get(3))?;
                set_op!(&mut n, MacroFile, "file", v);
                let v = self.md_or_null(r.get(4))?;
                set_op!(&mut n, MacroFile, "nodes", v);
            }
            DiKind::TemplateTypeParameter => {
                if r.len() < 3 || r.len() > 4 {
                    return Err(self.invalid());
                }
                let v = self.md_or_null(r.get(1))?;
                set_op!(&mut n, TemplateTypeParameter, "name", v);
                let v = self.md_or_null(r.get(2))?;
                set_op!(&mut n, TemplateTypeParameter, "type", v);
                set_int!(
                    &mut n,
                    TemplateTypeParameter,
                    "defaulted",
                    u64::from(r.get(3) != 0)
                );
            }
            DiKind::TemplateValueParameter => {
                if r.len() < 5 || r.len() > 6 {
                    return Err(self.invalid());
                }
                set_int!(&mut n, TemplateValueParameter, "tag", r.get(1));
                let v = self.md_or_null(r.get(2))?;
                set_op!(&mut n, TemplateValueParameter, "name", v);
                let v = self.md_or_null(r.get(3))?;
                set_op!(&mut n, TemplateValueParameter, "type", v);
                let value = if r.len() == 6 {
                    set_int!(
                        &mut n,
                        TemplateValueParameter,
                        "defaulted",
                        u64::from(r.get(4) != 0)
                    );
                    r.get(5)
                } else {
                    r.get(4)
                };
                let v = self.md_or_null(value)?;
                set_op!(&mut n, TemplateValueParameter, "value", v);
            }
            DiKind::GlobalVariable => {
                if r.len() < 11 || r.len() > 13 {
                    return Err(self.invalid());
                }
                let version = head >> 1;
                let v = self.md_or_null(r.get(1))?;
                set_op!(&mut n, GlobalVariable, "scope", v);
                let v = self.md_or_null(r.get(2))?;
                set_op!(&mut n, GlobalVariable, "name", v);
                let v = self.md_or_null(r.get(3))?;
                set_op!(&mut n, GlobalVariable, "linkageName", v);
                let v = self.md_or_null(r.get(4))?;
                set_op!(&mut n, GlobalVariable, "file", v);
                set_int!(&mut n, GlobalVariable, "line", r.get(5));
                let v = self.md_or_null(r.get(6))?;
                set_op!(&mut n, GlobalVariable, "type", v);
                set_int!(&mut n, GlobalVariable, "isLocal", u64::from(r.get(7) != 0));
                set_int!(
                    &mut n,
                    GlobalVariable,
                    "isDefinition",
                    u64::from(r.get(8) != 0)
                );
                match version {
                    2 => {
                        let v = self.md_or_null(r.get(9))?;
                        set_op!(&mut n, GlobalVariable, "declaration", v);
                        let v = self.md_or_null(r.get(10))?;
                        set_op!(&mut n, GlobalVariable, "templateParams", v);
                        set_int!(&mut n, GlobalVariable, "align", r.get(11) & 0xFFFF_FFFF);
                        let v = self.md_or_null(r.get(12))?;
                        set_op!(&mut n, GlobalVariable, "annotations", v);
                    }
                    1 => {
                        let v = self.md_or_null(r.get(10))?;
                        set_op!(&mut n, GlobalVariable, "declaration", v);
                        set_int!(&mut n, GlobalVariable, "align", r.get(11) & 0xFFFF_FFFF);
                    }
                    0 => {
                        let v = self.md_or_null(r.get(10))?;
                        set_op!(&mut n, GlobalVariable, "declaration", v);
                        if r.get(11) > u64::from(u32::MAX) {
                            return Err(self.err("alignment value is too large"));
                        }
                        set_int!(&mut n, GlobalVariable, "align", r.get(11));
                        return self.old_global_variable(n, r.get(9));
                    }
                    _ => return Err(self.invalid()),
                }
            }
            DiKind::AssignId => {
                if r.len() != 1 {
                    return Err(self.err("invalid DIAssignID record"));
                }
                if !d {
                    return Err(self.err("invalid DIAssignID record: must be distinct"));
                }
            }
            DiKind::LocalVariable => {
                if r.len() < 8 || r.len() > 10 {
                    return Err(self.invalid());
                }
                let has_align = head & 2 != 0;
                let t = usize::from(!has_align && r.len() > 8);
                let v = self.md_or_null(r.get(1 + t))?;
                set_op!(&mut n, LocalVariable, "scope", v);
                let v = self.md_or_null(r.get(2 + t))?;
                set_op!(&mut n, LocalVariable, "name", v);
                let v = self.md_or_null(r.get(3 + t))?;
                set_op!(&mut n, LocalVariable, "file", v);
                set_int!(&mut n, LocalVariable, "line", r.get(4 + t) & 0xFFFF_FFFF);
                let v = self.md_or_null(r.get(5 + t))?;
                set_op!(&mut n, LocalVariable, "type", v);
                set_int!(&mut n, LocalVariable, "arg", r.get(6 + t) & 0xFFFF);
                set_int!(&mut n, LocalVariable, "flags", r.get(7 + t) & 0xFFFF_FFFF);
                if has_align {
                    if r.get(8) > u32::MAX as u64 {
                        return Err(self.err("alignment value is too large"));
                    }
                    set_int!(&mut n, LocalVariable, "align", r.get(8));
                    let v = self.md_or_null(r.get(9))?;
                    set_op!(&mut n, LocalVariable, "annotations", v);
                }
            }
            DiKind::Label => {
                if r.len() < 5 || r.len() > 7 {
                    return Err(self.invalid());
                }
                let v = self.md_or_null(r.get(1))?;
                set_op!(&mut n, Label, "scope", v);
                let v = self.md_or_null(r.get(2))?;
                set_op!(&mut n, Label, "name", v);
                let v = self.md_or_null(r.get(3))?;
                set_op!(&mut n, Label, "file", v);
                set_int!(&mut n, Label, "line", r.get(4) & 0xFFFF_FFFF);
                set_int!(&mut n, Label, "column", r.get(5) & 0xFFFF_FFFF);
                set_int!(&mut n, Label, "isArtificial", (head >> 1) & 1);
                if r.len() > 6 && r.get(6) != u64::MAX {
                    if r.get(6) > u32::MAX as u64 {
                        return Err(self.err("CoroSuspendIdx value is too large"));
                    }
                    set_int!(&mut n, Label, "coroSuspendIdx", r.get(6));
                } else {
                    set_int!(&mut n, Label, "coroSuspendIdx", NONE);
                }
            }
            DiKind::GlobalVariableExpression => {
                if r.len() != 3 {
                    return Err(self.invalid());
                }
                let v = self.md_or_null(r.get(1))?;
                set_op!(&mut n, GlobalVariableExpression, "var", v);
                let e = match self.md_or_null(r.get(2))? {
                    Some(e) => e,
                    None => self
                        .m
                        .metadata
                        .add(Metadata::Di(Box::new(DiNode::expression(Vec::new())))),
                };
                set_op!(&mut n, GlobalVariableExpression, "expr", Some(e));
            }
            DiKind::ObjCProperty => {
                if r.len() != 8 {
                    return Err(self.invalid());
                }
                let v = self.md_or_null(r.get(1))?;
                set_op!(&mut n, ObjCProperty, "name", v);
                let v = self.md_or_null(r.get(2))?;
                set_op!(&mut n, ObjCProperty, "file", v);
                set_int!(&mut n, ObjCProperty, "line", r.get(3) & 0xFFFF_FFFF);
                // LLVM 22 reads the setter name first.
                let v = self.md_or_null(r.get(4))?;
                set_op!(&mut n, ObjCProperty, "setter", v);
                let v = self.md_or_null(r.get(5))?;
                set_op!(&mut n, ObjCProperty, "getter", v);
                set_int!(&mut n, ObjCProperty, "attributes", r.get(6) & 0xFFFF_FFFF);
                let v = self.md_or_null(r.get(7))?;
                set_op!(&mut n, ObjCProperty, "type", v);
            }
            DiKind::ImportedEntity => {
                if r.len() < 6 || r.len() > 8 {
                    return Err(self.invalid());
                }
                set_int!(&mut n, ImportedEntity, "tag", r.get(1));
                let v = self.md_or_null(r.get(2))?;
                set_op!(&mut n, ImportedEntity, "scope", v);
                let v = self.md_or_null(r.get(3))?;
                set_op!(&mut n, ImportedEntity, "entity", v);
                if r.len() >= 7 {
                    set_int!(&mut n, ImportedEntity, "line", r.get(4) & 0xFFFF_FFFF);
                    let v = self.md_or_null(r.get(6))?;
                    set_op!(&mut n, ImportedEntity, "file", v);
                }
                let v = self.md_or_null(r.get(5))?;
                set_op!(&mut n, ImportedEntity, "name", v);
                if r.len() >= 8 {
                    let v = self.md_or_null(r.get(7))?;
                    set_op!(&mut n, ImportedEntity, "elements", v);
                }
            }
            DiKind::Module => {
                if r.len() < 5 || r.len() > 9 {
                    return Err(self.invalid());
                }
                let o = if r.len() >= 8 { 2 } else { 1 };
                if r.len() >= 8 {
                    let v = self.md_or_null(r.get(1))?;
                    set_op!(&mut n, Module, "file", v);
                }
                for (i, name) in ["scope", "name", "configMacros", "includePath", "apinotes"]
                    .into_iter()
                    .enumerate()
                {
                    let v = self.md_or_null(r.get(o + i))?;
                    set_op(&mut n, name, v);
                }
                set_int!(&mut n, Module, "line", r.get(7) & 0xFFFF_FFFF);
                set_int!(&mut n, Module, "isDecl", u64::from(r.get(8) != 0));
            }
        }
        Ok(n)
    }

    /// `METADATA_SUBPROGRAM`, current (spFlags) and older layouts.
    fn di_subprogram(&mut self, n: &mut DiNode, r: &Rec) -> Result<()> {
        if r.len() < 18 || r.len() > 22 {
            return Err(self.invalid());
        }
        let head = r.get(0);
        let has_sp_flags = head & 4 != 0;
        let mut flags;
        let mut sp_flags;
        const MAIN_SUBPROGRAM: u64 = 1 << 21;
        if has_sp_flags {
            flags = r.get(11);
            sp_flags = r.get(9);
        } else {
            flags = r.get(13);
            sp_flags = 0;
        }
        let old_main = flags & MAIN_SUBPROGRAM != 0;
        flags &= !MAIN_SUBPROGRAM;
        if has_sp_flags {
            if old_main {
                sp_flags |= 1 << 8;
            }
        } else {
            // Virtuality 0-1, LocalToUnit 2, Definition 3, Optimized 4,
            // MainSubprogram 8.
            sp_flags = (r.get(11) & 3)
                | (u64::from(r.get(7) != 0) << 2)
                | (u64::from(r.get(8) != 0) << 3)
                | (u64::from(r.get(14) != 0) << 4)
                | (u64::from(old_main) << 8);
        }
        n.distinct = head & 1 != 0 || sp_flags & 8 != 0;
        let has_unit = head & 2 != 0;
        if !has_sp_flags && has_unit && r.len() < 19 {
            return Err(self.invalid());
        }
        if has_sp_flags && !has_unit {
            return Err(self.invalid());
        }
        let mut has_this_adj = true;
        let mut has_thrown = true;
        let mut has_annotations = false;
        let mut has_target = false;
        let mut key_instructions = 0;
        let (mut a, mut b) = (0usize, 0usize);
        if !has_sp_flags {
            a = 2;
            b = 2;
            if r.len() >= 19 {
                b += 1;
            }
            has_this_adj = r.len() >= 20;
            has_thrown = r.len() >= 21;
        } else {
            has_annotations = r.len() >= 19;
            has_target = r.len() >= 20;
            key_instructions = u64::from(r.get(20) != 0);
        }
        let v = self.md_or_null(r.get(1))?;
        set_op!(n, Subprogram, "scope", v);
        let v = self.md_or_null(r.get(2))?;
        set_op!(n, Subprogram, "name", v);
        let v = self.md_or_null(r.get(3))?;
        set_op!(n, Subprogram, "linkageName", v);
        let v = self.md_or_null(r.get(4))?;
        set_op!(n, Subprogram, "file", v);
        set_int!(n, Subprogram, "line", r.get(5) & 0xFFFF_FFFF);
        let v = self.md_or_null(r.get(6))?;
        set_op!(n, Subprogram, "type", v);
        set_int!(n, Subprogram, "scopeLine", r.get(7 + a) & 0xFFFF_FFFF);
        let v = self.md_or_null(r.get(8 + a))?;
        set_op!(n, Subprogram, "containingType", v);
        set_int!(n, Subprogram, "virtualIndex", r.get(10 + a) & 0xFFFF_FFFF);
        if has_this_adj {
            set_int(
                n,
                "thisAdjustment",
                r.get(16 + b) as u32 as i32 as i64 as u64,
            );
        }
        set_int!(n, Subprogram, "flags", flags & 0xFFFF_FFFF);
        set_int!(n, Subprogram, "spFlags", sp_flags);
        if has_unit {
            let v = self.md_or_null(r.get(12 + b))?;
            set_op!(n, Subprogram, "unit", v);
        } else if !has_sp_flags && r.len() >= 19 {
            // Old subprograms name their function, which gets them as `!dbg`.
            self.note_subprogram_function(r.get(12 + b))?;
        }
        let v = self.md_or_null(r.get(13 + b))?;
        set_op!(n, Subprogram, "templateParams", v);
        let v = self.md_or_null(r.get(14 + b))?;
        set_op!(n, Subprogram, "declaration", v);
        let v = self.md_or_null(r.get(15 + b))?;
        set_op!(n, Subprogram, "retainedNodes", v);
        if has_thrown {
            let v = self.md_or_null(r.get(17 + b))?;
            set_op!(n, Subprogram, "thrownTypes", v);
        }
        if has_annotations {
            let v = self.md_or_null(r.get(18 + b))?;
            set_op!(n, Subprogram, "annotations", v);
        }
        if has_target {
            let v = self.md_or_null(r.get(19 + b))?;
            set_op!(n, Subprogram, "targetFuncName", v);
        }
        set_int!(n, Subprogram, "keyInstructions", key_instructions);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::unrotate_sign;

    #[test]
    fn metadata_sign_rotation() {
        assert_eq!(unrotate_sign(4), 2);
        assert_eq!(unrotate_sign(1) as i64, -1);
        assert_eq!(unrotate_sign(u64::MAX) as i64, i64::MIN);
    }
}
