//! Specialized debug-info metadata nodes (`!DILocation(...)`,
//! `distinct !DISubprogram(...)`, `!DIExpression(...)`, ...), table-driven.
//!
//! A node is a [`DiNode`]: its [`DiKind`], whether it is `distinct`, and three
//! value arrays whose layout the kind's static [`Schema`] describes:
//!
//! * `ops`: metadata operands (`Option<MdId>`, `None` = `null`) **in LLVM's
//!   internal operand order**, which is the order `SlotTracker` walks when it
//!   numbers `!N` (it differs from the printed field order). Strings such as
//!   `name:` are operands too (an `MdId` of a [`Metadata::String`]), and so
//!   are the integer-or-node fields (`size:`, `count:`, `rank:` ...): an
//!   integer there is stored as constant metadata (`i64 N`), as LLVM does.
//!   `GenericDINode` has its `operands: {...}` after the header operand.
//! * `ints`: every other scalar field (line, flags, tag, enum values, bools),
//!   as `u64`; signed fields hold the two's-complement `i64` bits; optional
//!   fields hold [`NONE`] when absent. `DIExpression` keeps its elements here.
//! * `apints`: arbitrary-precision fields (`DIEnumerator` `value:`,
//!   `DIFixedPointType` `numerator:` / `denominator:`), with their bit width.
//!
//! [`Metadata::String`]: crate::metadata::Metadata::String
//!
//! # Building nodes (for the parser)
//!
//! Parsing `!DIFoo(name: value, ...)` is one generic loop:
//!
//! ```text
//! let kind = DiKind::from_name(b"DIFoo")?;          // after the `!`
//! let schema = kind.schema();
//! let mut node = DiNode::new(kind, distinct);       // defaults applied
//! let mut seen = vec![false; schema.fields.len()];
//! for each `field: value` {
//!     let (i, f) = schema.field_by_name(field)?;    // else "invalid field 'x'"
//!     if seen[i] { error "field 'x' cannot be specified more than once" }
//!     seen[i] = true;
//!     match f.class { ... parse the value by its class ... }
//!     node.set_op(f, md) / set_int(f, v) / set_apint(f, ap)  // by f.slot;
//!     // Slot::OpsFrom (GenericDINode operands): node.ops.extend(list)
//! }
//! for (i, f) in schema.fields.iter().enumerate() {
//!     if f.required && !seen[i] { error "missing required field 'x'" }
//! }
//! if schema.always_distinct && !distinct { error "missing 'distinct', required for !DIFoo" }
//! ```
//!
//! Value classes ([`Class`]): `Md` takes `null`, `!N`, `!"str"`, `!{...}`,
//! inline `!DIExpression(...)` / other specialized nodes, or `T value`
//! (constant metadata); `MdString` takes a quoted string (LLVM stores an empty
//! string as `null`, except `DIFile` `source:`, whose presence is kept);
//! `MdOrUnsigned`/`MdOrSigned` take an integer (store it as `i64` constant
//! metadata) or anything `Md` takes; `ExprOrSigned` takes an integer `n`
//! (store `!DIExpression(DW_OP_consts, n)`) or anything `Md` takes; the
//! enumeration classes take a name from the [`crate::dwarf`] table given by
//! [`Class::names`] or a plain number; `DIFlags`/`SPFlags` take names or
//! numbers joined by `|`; `Bool` takes `true`/`false`; `ApInt` takes a
//! (possibly negative) integer of any size; `MdList` (`GenericDINode`
//! `operands:`) takes `{op, op, ...}` and appends to `ops`.
//! `Field::max` is the largest accepted value of an integer field.
//!
//! Parse-only fields have `Slot::ParseOnly`: `DISubprogram`'s legacy
//! `isLocal:`, `isDefinition:` (default true), `isOptimized:` and
//! `virtuality:` are folded into `spFlags` when `spFlags:` is absent
//! (virtuality in bits 0-1, LocalToUnit 4, Definition 8, Optimized 16).
//! `DICompileUnit` needs one of `language:` / `sourceLanguageName:`.
//! `DIExpression` has no fields: its elements (`DW_OP_*` names via
//! [`crate::dwarf::OPS`], `DW_ATE_*` names and integers) go into `ints`.

use crate::constants::ApInt;
use crate::dwarf;
use crate::metadata::MdId;

/// Marks an absent optional integer field.
pub const NONE: u64 = u64::MAX;

/// A node's operands, inline up to the size of the common small nodes
/// (`DILocation`, `DILocalVariable`, ...): a module has tens of thousands
/// of nodes, and one allocation each instead of three is a tenth of
/// parsing debug info.
pub type DiOps = smallvec::SmallVec<[Option<MdId>; 6]>;
/// A node's integer fields, inline like [`DiOps`].
pub type DiInts = smallvec::SmallVec<[u64; 6]>;

/// A specialized metadata node.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct DiNode {
    /// The node kind (`DILocation`, `DISubprogram`, ...).
    pub kind: DiKind,
    /// `distinct`: the node is not uniqued.
    pub distinct: bool,
    /// Metadata operands in LLVM's internal operand order.
    pub ops: DiOps,
    /// Scalar fields by `Slot::Int` index; `DIExpression` elements.
    pub ints: DiInts,
    /// Arbitrary-precision fields by `Slot::ApInt` index.
    pub apints: Vec<ApInt>,
}

impl DiNode {
    /// A node with every field at its default (operands `null`).
    pub fn new(kind: DiKind, distinct: bool) -> DiNode {
        let s = kind.schema();
        // Built only when the kind has such fields: a node is made for
        // every `!DI...` of a module, and most have none.
        let apints = (0..s.num_apints).map(|_| ApInt::from_u64(1, 0)).collect();
        DiNode {
            kind,
            distinct,
            ops: DiOps::from_elem(None, s.num_ops as usize),
            ints: DiInts::from_slice(&s.default_ints[..s.num_ints as usize]),
            apints,
        }
    }

    /// An expression node (`!DIExpression(...)`) with these elements.
    pub fn expression(elements: Vec<u64>) -> DiNode {
        DiNode {
            kind: DiKind::Expression,
            distinct: false,
            ops: DiOps::new(),
            ints: DiInts::from_vec(elements),
            apints: Vec::new(),
        }
    }

    /// The field layout of this node's kind.
    pub fn schema(&self) -> &'static Schema {
        self.kind.schema()
    }

    /// A `DILocation`'s `scope:`, without a lookup by name (a module with
    /// debug info has a location for nearly every instruction).
    pub fn location_scope(&self) -> Option<MdId> {
        debug_assert_eq!(self.kind, DiKind::Location);
        self.ops.first().copied().flatten()
    }

    /// A `DILocation`'s `inlinedAt:`, as [`Self::location_scope`].
    pub fn location_inlined_at(&self) -> Option<MdId> {
        debug_assert_eq!(self.kind, DiKind::Location);
        self.ops.get(1).copied().flatten()
    }

    /// The operand in `slot` (from [`Schema::op_slot`]).
    #[inline]
    pub fn op_at(&self, slot: usize) -> Option<MdId> {
        self.ops.get(slot).copied().flatten()
    }

    /// The integer in `slot` (from [`Schema::int_slot`]).
    #[inline]
    pub fn int_at(&self, slot: usize) -> Option<u64> {
        self.ints.get(slot).copied()
    }

    /// The operand of field `name` (`None` if null or not an operand field).
    pub fn op(&self, name: &str) -> Option<MdId> {
        match self.kind.schema().field_by_name(name.as_bytes())?.1.slot {
            Slot::Op(i) => self.ops.get(i as usize).copied().flatten(),
            _ => None,
        }
    }

    /// The integer value of field `name` (`None` if not an integer field).
    pub fn int(&self, name: &str) -> Option<u64> {
        match self.kind.schema().field_by_name(name.as_bytes())?.1.slot {
            Slot::Int(i) => self.ints.get(i as usize).copied(),
            _ => None,
        }
    }

    /// Sets an operand field.
    pub fn set_op(&mut self, f: &Field, v: Option<MdId>) {
        if let Slot::Op(i) = f.slot {
            self.ops[i as usize] = v;
        }
    }

    /// Sets an integer field.
    pub fn set_int(&mut self, f: &Field, v: u64) {
        if let Slot::Int(i) = f.slot {
            self.ints[i as usize] = v;
        }
    }

    /// Sets an arbitrary-precision field.
    pub fn set_apint(&mut self, f: &Field, v: ApInt) {
        if let Slot::ApInt(i) = f.slot {
            self.apints[i as usize] = v;
        }
    }

    /// Field value by name, for building nodes by hand: operands.
    pub fn with_op(mut self, name: &str, v: MdId) -> Self {
        let (_, f) = self
            .kind
            .schema()
            .field_by_name(name.as_bytes())
            .expect("unknown field");
        self.set_op(f, Some(v));
        self
    }

    /// Field value by name, for building nodes by hand: integers.
    pub fn with_int(mut self, name: &str, v: u64) -> Self {
        let (_, f) = self
            .kind
            .schema()
            .field_by_name(name.as_bytes())
            .expect("unknown field");
        self.set_int(f, v);
        self
    }

    /// Operands in the order LLVM's slot tracker visits them.
    pub fn operands(&self) -> impl Iterator<Item = MdId> + '_ {
        self.ops.iter().flatten().copied()
    }
}

/// A `DILocation` without key-instruction fields (`atomGroup:` and
/// `atomRank:` 0), held inline in the metadata table
/// ([`crate::Metadata::Location`]): a module with debug info has one for
/// nearly every instruction, and as a boxed [`DiNode`] each took an
/// allocation of 128 bytes and a hash of its field arrays. The table keeps
/// every location that fits in this form ([`crate::Metadata::specialized`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct DiLocation {
    /// `scope:` and `inlinedAt:`, in LLVM's operand order (the node's
    /// operands, as [`DiNode::ops`] holds them).
    pub ops: [Option<MdId>; 2],
    /// `line:`.
    pub line: u32,
    /// `column:`.
    pub column: u16,
    /// `isImplicitCode:`.
    pub implicit_code: bool,
    /// `distinct`: the node is not uniqued.
    pub distinct: bool,
}

/// Two words, not a word per field: the table hashes one location for
/// nearly every instruction of a module with debug info.
impl std::hash::Hash for DiLocation {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        let present = |o: Option<MdId>| u64::from(o.is_some());
        let id = |o: Option<MdId>| u64::from(o.map_or(0, |o| o.as_u32()));
        h.write_u64(
            u64::from(self.line)
                | u64::from(self.column) << 32
                | u64::from(self.implicit_code) << 48
                | u64::from(self.distinct) << 49
                | present(self.ops[0]) << 50
                | present(self.ops[1]) << 51,
        );
        h.write_u64(id(self.ops[0]) | id(self.ops[1]) << 32);
    }
}

/// `DILocation`'s integer slots, found when compiling.
const LOCATION_LINE: usize = LOCATION.int_slot("line");
const LOCATION_COLUMN: usize = LOCATION.int_slot("column");
const LOCATION_IMPLICIT: usize = LOCATION.int_slot("isImplicitCode");

impl DiLocation {
    /// Every field but the operands.
    pub fn scalars(&self) -> (u32, u16, bool, bool) {
        (self.line, self.column, self.implicit_code, self.distinct)
    }

    /// `scope:`.
    pub fn scope(&self) -> Option<MdId> {
        self.ops[0]
    }

    /// `inlinedAt:`.
    pub fn inlined_at(&self) -> Option<MdId> {
        self.ops[1]
    }

    /// The same location as a [`DiNode`] (its fields inline: no
    /// allocation), for code that reads every kind of node alike.
    pub fn to_node(&self) -> DiNode {
        let mut ops = [None; 6];
        ops[..2].copy_from_slice(&self.ops);
        let mut ints = [0; 6];
        ints[LOCATION_LINE] = u64::from(self.line);
        ints[LOCATION_COLUMN] = u64::from(self.column);
        ints[LOCATION_IMPLICIT] = u64::from(self.implicit_code);
        DiNode {
            kind: DiKind::Location,
            distinct: self.distinct,
            ops: DiOps::from_buf_and_len(ops, usize::from(LOCATION.num_ops)),
            ints: DiInts::from_buf_and_len(ints, usize::from(LOCATION.num_ints)),
            apints: Vec::new(),
        }
    }

    /// `n` in this form, if it is a `DILocation` that fits: no
    /// key-instruction fields, a line of 32 bits and a column of 16.
    pub fn from_node(n: &DiNode) -> Option<DiLocation> {
        const GROUP: usize = LOCATION.int_slot("atomGroup");
        const RANK: usize = LOCATION.int_slot("atomRank");
        const _: () = assert!(LOCATION.op_slot("scope") == 0);
        const _: () = assert!(LOCATION.op_slot("inlinedAt") == 1);
        if n.kind != DiKind::Location
            || n.ops.len() != 2
            || n.ints.len() != usize::from(LOCATION.num_ints)
            || !n.apints.is_empty()
            || n.ints[GROUP] != 0
            || n.ints[RANK] != 0
            || n.ints[LOCATION_IMPLICIT] > 1
        {
            return None;
        }
        Some(DiLocation {
            ops: [n.ops[0], n.ops[1]],
            line: u32::try_from(n.ints[LOCATION_LINE]).ok()?,
            column: u16::try_from(n.ints[LOCATION_COLUMN]).ok()?,
            implicit_code: n.ints[LOCATION_IMPLICIT] == 1,
            distinct: n.distinct,
        })
    }
}

macro_rules! kinds {
    ($($v:ident = $name:literal => $schema:ident,)*) => {
        /// Every specialized node kind LLVM 22 prints.
        // The variants are named after `name()` without the `DI` prefix; a
        // doc comment each would mean changing the macro's one-line enum.
        #[allow(missing_docs)]
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum DiKind { $($v,)* }

        impl DiKind {
            /// Every kind, in declaration order.
            pub const ALL: &'static [DiKind] = &[$(DiKind::$v,)*];

            /// `DILocation`, `GenericDINode`, ... (the text after `!`).
            pub fn name(self) -> &'static str {
                match self { $(DiKind::$v => $name,)* }
            }

            /// The kind printed as `name` (`DILocation`, ...), if any.
            pub fn from_name(name: &[u8]) -> Option<DiKind> {
                match name { $(n if n == $name.as_bytes() => Some(DiKind::$v),)* _ => None }
            }

            /// The field layout of this kind.
            pub const fn schema(self) -> &'static Schema {
                match self { $(DiKind::$v => &$schema,)* }
            }
        }
    };
}

kinds! {
    Location = "DILocation" => LOCATION,
    Expression = "DIExpression" => EXPRESSION,
    GlobalVariableExpression = "DIGlobalVariableExpression" => GLOBAL_VARIABLE_EXPRESSION,
    GenericDINode = "GenericDINode" => GENERIC_DINODE,
    Subrange = "DISubrange" => SUBRANGE,
    GenericSubrange = "DIGenericSubrange" => GENERIC_SUBRANGE,
    Enumerator = "DIEnumerator" => ENUMERATOR,
    BasicType = "DIBasicType" => BASIC_TYPE,
    FixedPointType = "DIFixedPointType" => FIXED_POINT_TYPE,
    StringType = "DIStringType" => STRING_TYPE,
    DerivedType = "DIDerivedType" => DERIVED_TYPE,
    SubrangeType = "DISubrangeType" => SUBRANGE_TYPE,
    CompositeType = "DICompositeType" => COMPOSITE_TYPE,
    SubroutineType = "DISubroutineType" => SUBROUTINE_TYPE,
    File = "DIFile" => FILE,
    CompileUnit = "DICompileUnit" => COMPILE_UNIT,
    Subprogram = "DISubprogram" => SUBPROGRAM,
    LexicalBlock = "DILexicalBlock" => LEXICAL_BLOCK,
    LexicalBlockFile = "DILexicalBlockFile" => LEXICAL_BLOCK_FILE,
    Namespace = "DINamespace" => NAMESPACE,
    Module = "DIModule" => MODULE,
    TemplateTypeParameter = "DITemplateTypeParameter" => TEMPLATE_TYPE_PARAMETER,
    TemplateValueParameter = "DITemplateValueParameter" => TEMPLATE_VALUE_PARAMETER,
    GlobalVariable = "DIGlobalVariable" => GLOBAL_VARIABLE,
    LocalVariable = "DILocalVariable" => LOCAL_VARIABLE,
    Label = "DILabel" => LABEL,
    ObjCProperty = "DIObjCProperty" => OBJC_PROPERTY,
    ImportedEntity = "DIImportedEntity" => IMPORTED_ENTITY,
    AssignId = "DIAssignID" => ASSIGN_ID,
    Macro = "DIMacro" => MACRO,
    MacroFile = "DIMacroFile" => MACRO_FILE,
    CommonBlock = "DICommonBlock" => COMMON_BLOCK,
}

/// How a field's value is written in text.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Class {
    /// Any metadata operand: `null`, `!N`, `!"s"`, `!{..}`, `!DIExpression(..)`, `i32 1`.
    Md,
    /// A quoted string, stored as an `MDString` operand.
    MdString,
    /// Unsigned integer (stored as `i64` constant metadata) or metadata.
    MdOrUnsigned,
    /// Signed integer (stored as `i64` constant metadata) or metadata.
    MdOrSigned,
    /// Signed integer `n` (stored as `!DIExpression(DW_OP_consts, n)`) or metadata.
    ExprOrSigned,
    /// Unsigned integer.
    Unsigned,
    /// Signed integer.
    Signed,
    /// `true` / `false`.
    Bool,
    /// `DW_TAG_*`.
    Tag,
    /// `DW_LANG_*`.
    Lang,
    /// `DW_LNAME_*`.
    LName,
    /// `DW_ATE_*`.
    Encoding,
    /// `DW_CC_*`.
    CallingConv,
    /// `DW_VIRTUALITY_*` (parse-only).
    Virtuality,
    /// `DW_MACINFO_*`.
    Macinfo,
    /// `DW_APPLE_ENUM_KIND_*`.
    AppleEnumKind,
    /// `DIFlag*` names joined by `|`, or an integer.
    DIFlags,
    /// `DISPFlag*` names joined by `|`, or an integer.
    SPFlags,
    /// `emissionKind:` (`FullDebug`, `LineTablesOnly`, ...).
    EmissionKind,
    /// `nameTableKind:` (`Default`, `GNU`, `None`, `Apple`).
    NameTableKind,
    /// `checksumkind:` (`CSK_MD5`, `CSK_SHA1`, `CSK_SHA256`).
    ChecksumKind,
    /// `kind:` of `DIFixedPointType` (`Binary`, `Decimal`, `Rational`).
    FixedPointKind,
    /// Arbitrary-precision integer.
    ApInt,
    /// `{op, op, ...}` appended to the operands (`GenericDINode`).
    MdList,
}

impl Class {
    /// The name table of an enumeration class.
    pub fn names(self) -> Option<&'static [(u32, &'static str)]> {
        Some(match self {
            Class::Tag => dwarf::TAGS,
            Class::Lang => dwarf::LANGS,
            Class::LName => dwarf::LNAMES,
            Class::Encoding => dwarf::ATES,
            Class::CallingConv => dwarf::CCS,
            Class::Virtuality => dwarf::VIRTUALITIES,
            Class::Macinfo => dwarf::MACINFOS,
            Class::AppleEnumKind => dwarf::APPLE_ENUM_KINDS,
            Class::DIFlags => dwarf::DI_FLAGS,
            Class::SPFlags => dwarf::SP_FLAGS,
            Class::EmissionKind => dwarf::EMISSION_KINDS,
            Class::NameTableKind => dwarf::NAME_TABLE_KINDS,
            Class::ChecksumKind => dwarf::CHECKSUM_KINDS,
            Class::FixedPointKind => dwarf::FIXED_POINT_KINDS,
            _ => return None,
        })
    }
}

/// Where a field's value lives in a [`DiNode`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Slot {
    /// Index into [`DiNode::ops`].
    Op(u8),
    /// Index into [`DiNode::ints`].
    Int(u8),
    /// Index into [`DiNode::apints`].
    ApInt(u8),
    /// `GenericDINode` `operands:`: every operand from this index on.
    OpsFrom(u8),
    /// Accepted by the parser, folded into other fields, never printed.
    ParseOnly,
}

/// When the printer writes a field.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Print {
    /// Always.
    Always,
    /// Skip `0`, `null`, empty string; for integer-or-node fields `null` or 0.
    SkipZero,
    /// Integer-or-node fields: skip `null` only (a constant 0 is printed).
    SkipNull,
    /// Integer-or-node fields printed as plain metadata (`i64 1`), skip `null`.
    AsMd,
    /// Optional integer (not [`NONE`]) or present operand (even `""`).
    IfPresent,
    /// Skip when equal to the value.
    SkipDefault(u64),
    /// Only on `DW_TAG_LLVM_ptrauth_type`; `true` = skip zero.
    IfPtrAuth(bool),
    /// Written by kind-specific code in the printer (see its docs).
    Custom,
    /// Never printed.
    Never,
}

/// One field of a node kind.
#[derive(Clone, Copy, Debug)]
pub struct Field {
    /// The field's name in text (`line`, `scope`, ...).
    pub name: &'static str,
    /// How its value is written.
    pub class: Class,
    /// Where its value lives in a node.
    pub slot: Slot,
    /// When the printer writes it.
    pub print: Print,
    /// Whether the parser requires it.
    pub required: bool,
    /// Value of an absent `Slot::Int` field.
    pub default: u64,
    /// Largest value the parser accepts for an integer field.
    pub max: u64,
}

impl Field {
    const fn new(name: &'static str, class: Class, slot: Slot, print: Print) -> Field {
        Field {
            name,
            class,
            slot,
            print,
            required: false,
            default: 0,
            max: u64::MAX,
        }
    }
    const fn req(mut self) -> Field {
        self.required = true;
        self
    }
    const fn def(mut self, v: u64) -> Field {
        self.default = v;
        self
    }
    const fn max(mut self, v: u64) -> Field {
        self.max = v;
        self
    }
    const fn print_always(mut self) -> Field {
        self.print = P::Always;
        self
    }
}

/// The fields of one node kind, in printed order.
#[derive(Debug)]
pub struct Schema {
    /// The kind's name (`DILocation`, ...).
    pub name: &'static str,
    /// The fields, in printed order.
    pub fields: &'static [Field],
    /// Number of metadata operand slots.
    pub num_ops: u8,
    /// Number of integer slots.
    pub num_ints: u8,
    /// Number of arbitrary-precision integer slots.
    pub num_apints: u8,
    /// `DICompileUnit` and `DIAssignID` exist only as `distinct` nodes.
    pub always_distinct: bool,
    /// The `Slot::Int` fields' defaults by slot (a new node copies them
    /// instead of walking the fields: one is made per `!DI...` parsed).
    pub default_ints: [u64; MAX_INTS],
}

/// No kind has more integer slots than this.
pub const MAX_INTS: usize = 16;

/// [`Schema::default_ints`] of `fields`.
const fn default_ints(fields: &[Field]) -> [u64; MAX_INTS] {
    let mut d = [0; MAX_INTS];
    let mut i = 0;
    while i < fields.len() {
        if let Slot::Int(k) = fields[i].slot {
            d[k as usize] = fields[i].default;
        }
        i += 1;
    }
    d
}

/// `a == b`, in a `const fn`.
const fn const_str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// No kind has more fields than this (parsers keep a field's "seen" flag
/// in a fixed array).
pub const MAX_FIELDS: usize = 64;

impl Schema {
    /// The operand slot of field `name`, for code that reads one field of
    /// many nodes of this kind: in a `const`, the lookup by name happens
    /// when compiling (and a wrong name fails the build).
    pub const fn op_slot(&self, name: &str) -> usize {
        match self.const_slot(name) {
            Slot::Op(k) => k as usize,
            _ => panic!("no operand field of that name"),
        }
    }

    /// The integer slot of field `name`, as [`Self::op_slot`].
    pub const fn int_slot(&self, name: &str) -> usize {
        match self.const_slot(name) {
            Slot::Int(k) => k as usize,
            _ => panic!("no integer field of that name"),
        }
    }

    /// The field called `name`: in a `const`, looked up when compiling
    /// (a wrong name fails the build).
    pub const fn const_field(&self, name: &str) -> &'static Field {
        let fields: &'static [Field] = self.fields;
        let mut i = 0;
        while i < fields.len() {
            if const_str_eq(fields[i].name, name) {
                return &fields[i];
            }
            i += 1;
        }
        panic!("no field of that name")
    }

    /// The slot of field `name`: in a `const`, looked up when compiling
    /// (a wrong name fails the build), as [`Self::op_slot`].
    pub const fn const_slot(&self, name: &str) -> Slot {
        let mut i = 0;
        while i < self.fields.len() {
            if const_str_eq(self.fields[i].name, name) {
                return self.fields[i].slot;
            }
            i += 1;
        }
        panic!("no field of that name")
    }

    /// The field called `name`, with its index in `fields`.
    pub fn field_by_name(&self, name: &[u8]) -> Option<(usize, &'static Field)> {
        self.field_by_name_from(name, 0)
    }

    /// [`Self::field_by_name`], looking from field `hint` on first and
    /// then wrapping: text lists fields in schema order, so the field
    /// after the last one found is nearly always the next.
    pub fn field_by_name_from(&self, name: &[u8], hint: usize) -> Option<(usize, &'static Field)> {
        let fields: &'static [Field] = self.fields;
        let hint = hint.min(fields.len());
        let (before, after) = fields.split_at(hint);
        let found = |(_, f): &(usize, &Field)| f.name.as_bytes() == name;
        after
            .iter()
            .enumerate()
            .map(|(i, f)| (i + hint, f))
            .find(found)
            .or_else(|| before.iter().enumerate().find(found))
    }
}

use Class as C;
use Print as P;
use Slot::{ApInt as A, Int as I, Op as O};

const U32: u64 = u32::MAX as u64;
const U16: u64 = u16::MAX as u64;

const fn md(n: &'static str, op: u8, p: Print) -> Field {
    Field::new(n, C::Md, O(op), p)
}
const fn st(n: &'static str, op: u8) -> Field {
    Field::new(n, C::MdString, O(op), P::SkipZero)
}
const fn int(n: &'static str, c: Class, i: u8, p: Print) -> Field {
    Field::new(n, c, I(i), p)
}
const fn line(i: u8) -> Field {
    Field::new("line", C::Unsigned, I(i), P::SkipZero).max(U32)
}
const fn align(i: u8) -> Field {
    Field::new("align", C::Unsigned, I(i), P::SkipZero).max(U32)
}
const fn flags(i: u8) -> Field {
    Field::new("flags", C::DIFlags, I(i), P::SkipZero)
}
const fn sized(n: &'static str, op: u8) -> Field {
    Field::new(n, C::MdOrUnsigned, O(op), P::SkipZero)
}
const fn tag_default(i: u8, t: u64) -> Field {
    Field::new("tag", C::Tag, I(i), P::SkipDefault(t))
        .def(t)
        .max(U16)
}
const fn tag_req(i: u8) -> Field {
    Field::new("tag", C::Tag, I(i), P::Always).req().max(U16)
}
const fn bool_(n: &'static str, i: u8) -> Field {
    Field::new(n, C::Bool, I(i), P::SkipDefault(0))
}

const fn schema(
    name: &'static str,
    fields: &'static [Field],
    num_ops: u8,
    num_ints: u8,
    num_apints: u8,
) -> Schema {
    Schema {
        name,
        fields,
        num_ops,
        num_ints,
        num_apints,
        always_distinct: false,
        default_ints: default_ints(fields),
    }
}

/// The schema of `!DILocation`.
pub static LOCATION: Schema = schema(
    "DILocation",
    &[
        line(0).print_always(),
        int("column", C::Unsigned, 1, P::SkipZero).max(U16),
        md("scope", 0, P::Always).req(),
        md("inlinedAt", 1, P::SkipZero),
        bool_("isImplicitCode", 2),
        int("atomGroup", C::Unsigned, 3, P::SkipZero),
        int("atomRank", C::Unsigned, 4, P::SkipZero).max(u8::MAX as u64),
    ],
    2,
    5,
    0,
);

/// The schema of `!DIExpression` (no fields: the elements go into `ints`).
pub static EXPRESSION: Schema = schema("DIExpression", &[], 0, 0, 0);

/// The schema of `!DIGlobalVariableExpression`.
pub static GLOBAL_VARIABLE_EXPRESSION: Schema = schema(
    "DIGlobalVariableExpression",
    &[
        md("var", 0, P::SkipZero).req(),
        md("expr", 1, P::SkipZero).req(),
    ],
    2,
    0,
    0,
);

/// Ops: header, then the dwarf operands.
pub static GENERIC_DINODE: Schema = schema(
    "GenericDINode",
    &[
        tag_req(0),
        st("header", 0),
        Field::new("operands", C::MdList, Slot::OpsFrom(1), P::Custom),
    ],
    1,
    1,
    0,
);

/// The schema of `!DISubrange`.
pub static SUBRANGE: Schema = schema(
    "DISubrange",
    &[
        Field::new("count", C::MdOrSigned, O(0), P::SkipNull),
        Field::new("lowerBound", C::MdOrSigned, O(1), P::SkipNull),
        Field::new("upperBound", C::MdOrSigned, O(2), P::SkipNull),
        Field::new("stride", C::MdOrSigned, O(3), P::SkipNull),
    ],
    4,
    0,
    0,
);

/// The schema of `!DIGenericSubrange`.
pub static GENERIC_SUBRANGE: Schema = schema(
    "DIGenericSubrange",
    &[
        Field::new("count", C::ExprOrSigned, O(0), P::SkipNull),
        Field::new("lowerBound", C::ExprOrSigned, O(1), P::SkipNull),
        Field::new("upperBound", C::ExprOrSigned, O(2), P::SkipNull),
        Field::new("stride", C::ExprOrSigned, O(3), P::SkipNull),
    ],
    4,
    0,
    0,
);

/// `value:` prints signed unless `isUnsigned:`.
pub static ENUMERATOR: Schema = schema(
    "DIEnumerator",
    &[
        Field::new("name", C::MdString, O(0), P::Always).req(),
        Field::new("value", C::ApInt, A(0), P::Custom).req(),
        bool_("isUnsigned", 0),
    ],
    1,
    1,
    1,
);

// DIType operands: 0 file, 1 scope, 2 name, 3 size, 4 offset.

/// The schema of `!DIBasicType`.
pub static BASIC_TYPE: Schema = schema(
    "DIBasicType",
    &[
        tag_default(0, 0x24),
        st("name", 2),
        sized("size", 3),
        align(1),
        int("dataSize", C::Unsigned, 4, P::SkipZero).max(U32),
        int("encoding", C::Encoding, 2, P::SkipZero).max(255),
        int("num_extra_inhabitants", C::Unsigned, 3, P::SkipZero).max(U32),
        flags(5),
    ],
    5,
    6,
    0,
);

/// `factor:` prints (skipping 0) unless `kind: Rational`; `numerator:` and
/// `denominator:` print only for `Rational`, unsigned unless the encoding
/// is `DW_ATE_signed_fixed`.
pub static FIXED_POINT_TYPE: Schema = schema(
    "DIFixedPointType",
    &[
        tag_default(0, 0x24),
        st("name", 2),
        sized("size", 3),
        align(1),
        int("encoding", C::Encoding, 2, P::SkipZero).max(255),
        flags(3),
        int("kind", C::FixedPointKind, 4, P::Always).req(),
        int("factor", C::Signed, 5, P::Custom),
        Field::new("numerator", C::ApInt, A(0), P::Custom),
        Field::new("denominator", C::ApInt, A(1), P::Custom),
    ],
    5,
    6,
    2,
);

/// The schema of `!DIStringType`.
pub static STRING_TYPE: Schema = schema(
    "DIStringType",
    &[
        tag_default(0, 0x12),
        st("name", 2),
        md("stringLength", 5, P::SkipZero),
        md("stringLengthExpression", 6, P::SkipZero),
        md("stringLocationExpression", 7, P::SkipZero),
        sized("size", 3),
        align(1),
        int("encoding", C::Encoding, 2, P::SkipZero).max(255),
    ],
    8,
    3,
    0,
);

/// The `ptrAuth*` fields print only for `DW_TAG_LLVM_ptrauth_type`.
pub static DERIVED_TYPE: Schema = schema(
    "DIDerivedType",
    &[
        tag_req(0),
        st("name", 2),
        md("scope", 1, P::SkipZero),
        md("file", 0, P::SkipZero),
        line(1),
        md("baseType", 5, P::Always).req(),
        sized("size", 3),
        align(2),
        sized("offset", 4),
        flags(3),
        md("extraData", 6, P::SkipZero),
        int("dwarfAddressSpace", C::Unsigned, 4, P::IfPresent)
            .def(NONE)
            .max(U32),
        md("annotations", 7, P::SkipZero),
        int("ptrAuthKey", C::Unsigned, 5, P::IfPtrAuth(true)).max(15),
        int(
            "ptrAuthIsAddressDiscriminated",
            C::Bool,
            6,
            P::IfPtrAuth(false),
        ),
        int(
            "ptrAuthExtraDiscriminator",
            C::Unsigned,
            7,
            P::IfPtrAuth(true),
        )
        .max(0xffff),
        int("ptrAuthIsaPointer", C::Bool, 8, P::IfPtrAuth(false)),
        int(
            "ptrAuthAuthenticatesNullValues",
            C::Bool,
            9,
            P::IfPtrAuth(false),
        ),
    ],
    8,
    10,
    0,
);

/// The schema of `!DISubrangeType`.
pub static SUBRANGE_TYPE: Schema = schema(
    "DISubrangeType",
    &[
        st("name", 2),
        md("scope", 1, P::SkipZero),
        md("file", 0, P::SkipZero),
        line(0),
        sized("size", 3),
        align(1),
        flags(2),
        md("baseType", 5, P::Always),
        Field::new("lowerBound", C::MdOrSigned, O(6), P::AsMd),
        Field::new("upperBound", C::MdOrSigned, O(7), P::AsMd),
        Field::new("stride", C::MdOrSigned, O(8), P::AsMd),
        Field::new("bias", C::MdOrSigned, O(9), P::AsMd),
    ],
    10,
    3,
    0,
);

/// The schema of `!DICompositeType`.
pub static COMPOSITE_TYPE: Schema = schema(
    "DICompositeType",
    &[
        tag_req(0),
        st("name", 2),
        md("scope", 1, P::SkipZero),
        md("file", 0, P::SkipZero),
        line(1),
        md("baseType", 5, P::SkipZero),
        sized("size", 3),
        align(2),
        sized("offset", 4),
        int("num_extra_inhabitants", C::Unsigned, 6, P::SkipZero).max(U32),
        flags(3),
        md("elements", 6, P::SkipZero),
        int("runtimeLang", C::Lang, 4, P::SkipZero).max(U16),
        md("vtableHolder", 7, P::SkipZero),
        md("templateParams", 8, P::SkipZero),
        st("identifier", 9),
        md("discriminator", 10, P::SkipZero),
        md("dataLocation", 11, P::SkipZero),
        md("associated", 12, P::SkipZero),
        md("allocated", 13, P::SkipZero),
        Field::new("rank", C::MdOrSigned, O(14), P::SkipNull),
        md("annotations", 15, P::SkipZero),
        md("specification", 16, P::SkipZero),
        int("enumKind", C::AppleEnumKind, 5, P::IfPresent)
            .def(NONE)
            .max(U32),
        md("bitStride", 17, P::SkipZero),
    ],
    18,
    7,
    0,
);

/// The schema of `!DISubroutineType`.
pub static SUBROUTINE_TYPE: Schema = schema(
    "DISubroutineType",
    &[
        flags(0),
        int("cc", C::CallingConv, 1, P::SkipZero).max(255),
        md("types", 5, P::Always).req(),
    ],
    6,
    2,
    0,
);

/// `checksumkind:` and `checksum:` print together when the checksum operand
/// is present; `source:` prints when present, even empty.
pub static FILE: Schema = schema(
    "DIFile",
    &[
        Field::new("filename", C::MdString, O(0), P::Always).req(),
        Field::new("directory", C::MdString, O(1), P::Always).req(),
        int("checksumkind", C::ChecksumKind, 0, P::Custom),
        Field::new("checksum", C::MdString, O(2), P::Custom),
        Field::new("source", C::MdString, O(3), P::IfPresent),
    ],
    4,
    1,
    0,
);

/// The schema of `!DICompileUnit`.
pub static COMPILE_UNIT: Schema = Schema {
    always_distinct: true,
    ..schema(
        "DICompileUnit",
        &[
            int("language", C::Lang, 0, P::IfPresent).def(NONE).max(U16),
            int("sourceLanguageName", C::LName, 1, P::IfPresent)
                .def(NONE)
                .max(U16),
            int("sourceLanguageVersion", C::Unsigned, 2, P::SkipZero).max(U32),
            md("file", 0, P::Always).req(),
            st("producer", 1),
            int("isOptimized", C::Bool, 3, P::Always),
            st("flags", 2),
            int("runtimeVersion", C::Unsigned, 4, P::Always).max(U32),
            st("splitDebugFilename", 3),
            int("emissionKind", C::EmissionKind, 5, P::Always),
            md("enums", 4, P::SkipZero),
            md("retainedTypes", 5, P::SkipZero),
            md("globals", 6, P::SkipZero),
            md("imports", 7, P::SkipZero),
            md("macros", 8, P::SkipZero),
            int("dwoId", C::Unsigned, 6, P::SkipZero),
            int("splitDebugInlining", C::Bool, 7, P::SkipDefault(1)).def(1),
            bool_("debugInfoForProfiling", 8),
            int("nameTableKind", C::NameTableKind, 9, P::SkipZero),
            bool_("rangesBaseAddress", 10),
            st("sysroot", 9),
            st("sdk", 10),
        ],
        11,
        11,
        0,
    )
};

/// `virtualIndex:` prints when nonzero or when `spFlags` has a virtuality.
pub static SUBPROGRAM: Schema = schema(
    "DISubprogram",
    &[
        st("name", 2),
        st("linkageName", 3),
        md("scope", 1, P::Always),
        md("file", 0, P::SkipZero),
        line(0),
        md("type", 4, P::SkipZero),
        int("scopeLine", C::Unsigned, 1, P::SkipZero).max(U32),
        md("containingType", 8, P::SkipZero),
        int("virtualIndex", C::Unsigned, 2, P::Custom).max(U32),
        int("thisAdjustment", C::Signed, 3, P::SkipZero),
        flags(4),
        int("spFlags", C::SPFlags, 5, P::Always),
        md("unit", 5, P::SkipZero),
        md("templateParams", 9, P::SkipZero),
        md("declaration", 6, P::SkipZero),
        md("retainedNodes", 7, P::SkipZero),
        md("thrownTypes", 10, P::SkipZero),
        md("annotations", 11, P::SkipZero),
        st("targetFuncName", 12),
        bool_("keyInstructions", 6),
        Field::new("isLocal", C::Bool, Slot::ParseOnly, P::Never),
        Field::new("isDefinition", C::Bool, Slot::ParseOnly, P::Never).def(1),
        Field::new("isOptimized", C::Bool, Slot::ParseOnly, P::Never),
        Field::new("virtuality", C::Virtuality, Slot::ParseOnly, P::Never),
    ],
    13,
    7,
    0,
);

// DILexicalBlockBase operands: 0 file, 1 scope.

/// The schema of `!DILexicalBlock`.
pub static LEXICAL_BLOCK: Schema = schema(
    "DILexicalBlock",
    &[
        md("scope", 1, P::Always).req(),
        md("file", 0, P::SkipZero),
        line(0),
        int("column", C::Unsigned, 1, P::SkipZero).max(U16),
    ],
    2,
    2,
    0,
);

/// The schema of `!DILexicalBlockFile`.
pub static LEXICAL_BLOCK_FILE: Schema = schema(
    "DILexicalBlockFile",
    &[
        md("scope", 1, P::Always).req(),
        md("file", 0, P::SkipZero),
        int("discriminator", C::Unsigned, 0, P::Always)
            .req()
            .max(U32),
    ],
    2,
    1,
    0,
);

/// Operand 0 (file) is always null.
pub static NAMESPACE: Schema = schema(
    "DINamespace",
    &[
        st("name", 2),
        md("scope", 1, P::Always).req(),
        bool_("exportSymbols", 0),
    ],
    3,
    1,
    0,
);

/// The schema of `!DIModule`.
pub static MODULE: Schema = schema(
    "DIModule",
    &[
        md("scope", 1, P::Always).req(),
        st("name", 2).req(),
        st("configMacros", 3),
        st("includePath", 4),
        st("apinotes", 5),
        md("file", 0, P::SkipZero),
        line(0),
        bool_("isDecl", 1),
    ],
    6,
    2,
    0,
);

/// The schema of `!DITemplateTypeParameter`.
pub static TEMPLATE_TYPE_PARAMETER: Schema = schema(
    "DITemplateTypeParameter",
    &[
        st("name", 0),
        md("type", 1, P::Always).req(),
        bool_("defaulted", 0),
    ],
    2,
    1,
    0,
);

/// The schema of `!DITemplateValueParameter`.
pub static TEMPLATE_VALUE_PARAMETER: Schema = schema(
    "DITemplateValueParameter",
    &[
        tag_default(0, 0x30),
        st("name", 0),
        md("type", 1, P::SkipZero),
        bool_("defaulted", 1),
        md("value", 2, P::Always).req(),
    ],
    3,
    2,
    0,
);

/// LLVM's operands are scope, name, file, type, name (again), linkageName,
/// declaration, templateParams, annotations; the repeated name is left out
/// here (it never gets a slot, so numbering is unaffected).
pub static GLOBAL_VARIABLE: Schema = schema(
    "DIGlobalVariable",
    &[
        st("name", 1),
        st("linkageName", 4),
        md("scope", 0, P::Always),
        md("file", 2, P::SkipZero),
        line(0),
        md("type", 3, P::SkipZero),
        int("isLocal", C::Bool, 1, P::Always),
        int("isDefinition", C::Bool, 2, P::Always).def(1),
        md("declaration", 5, P::SkipZero),
        md("templateParams", 6, P::SkipZero),
        align(3),
        md("annotations", 7, P::SkipZero),
    ],
    8,
    4,
    0,
);

/// The schema of `!DILocalVariable`.
pub static LOCAL_VARIABLE: Schema = schema(
    "DILocalVariable",
    &[
        st("name", 1),
        int("arg", C::Unsigned, 1, P::SkipZero).max(U16),
        md("scope", 0, P::Always).req(),
        md("file", 2, P::SkipZero),
        line(0),
        md("type", 3, P::SkipZero),
        flags(2),
        align(3),
        md("annotations", 4, P::SkipZero),
    ],
    5,
    4,
    0,
);

/// The schema of `!DILabel`.
pub static LABEL: Schema = schema(
    "DILabel",
    &[
        md("scope", 0, P::Always).req(),
        st("name", 1).req(),
        md("file", 2, P::SkipZero).req(),
        line(0).req(),
        int("column", C::Unsigned, 1, P::SkipZero).max(U32),
        bool_("isArtificial", 2),
        int("coroSuspendIdx", C::Unsigned, 3, P::IfPresent)
            .def(NONE)
            .max(U32),
    ],
    3,
    4,
    0,
);

/// The schema of `!DIObjCProperty`.
pub static OBJC_PROPERTY: Schema = schema(
    "DIObjCProperty",
    &[
        st("name", 0),
        md("file", 1, P::SkipZero),
        line(0),
        st("setter", 3),
        st("getter", 2),
        int("attributes", C::Unsigned, 1, P::SkipZero).max(U32),
        md("type", 4, P::SkipZero),
    ],
    5,
    2,
    0,
);

/// The schema of `!DIImportedEntity`.
pub static IMPORTED_ENTITY: Schema = schema(
    "DIImportedEntity",
    &[
        tag_req(0),
        st("name", 2),
        md("scope", 0, P::Always).req(),
        md("entity", 1, P::SkipZero),
        md("file", 3, P::SkipZero),
        line(1),
        md("elements", 4, P::SkipZero),
    ],
    5,
    2,
    0,
);

/// The schema of `!DIAssignID`.
pub static ASSIGN_ID: Schema = Schema {
    name: "DIAssignID",
    fields: &[],
    num_ops: 0,
    num_ints: 0,
    num_apints: 0,
    always_distinct: true,
    default_ints: [0; MAX_INTS],
};

/// The schema of `!DIMacro`.
pub static MACRO: Schema = schema(
    "DIMacro",
    &[
        int("type", C::Macinfo, 0, P::Always).req(),
        line(1),
        st("name", 0).req(),
        st("value", 1),
    ],
    2,
    2,
    0,
);

/// `type:` (default `DW_MACINFO_start_file`) is kept but never printed.
pub static MACRO_FILE: Schema = schema(
    "DIMacroFile",
    &[
        int("type", C::Macinfo, 0, P::Never).def(3),
        line(1),
        md("file", 0, P::Always).req(),
        md("nodes", 1, P::SkipZero),
    ],
    2,
    2,
    0,
);

/// The schema of `!DICommonBlock`.
pub static COMMON_BLOCK: Schema = schema(
    "DICommonBlock",
    &[
        md("scope", 0, P::Always).req(),
        md("declaration", 1, P::Always),
        st("name", 2),
        md("file", 3, P::SkipZero),
        line(0),
    ],
    4,
    1,
    0,
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn schemas_are_consistent() {
        for &k in DiKind::ALL {
            let s = k.schema();
            assert_eq!(s.name, k.name());
            assert_eq!(DiKind::from_name(k.name().as_bytes()), Some(k));
            let mut ops = vec![false; s.num_ops as usize];
            let mut ints = vec![false; s.num_ints as usize];
            let mut aps = vec![false; s.num_apints as usize];
            for (i, f) in s.fields.iter().enumerate() {
                assert_eq!(
                    s.field_by_name(f.name.as_bytes()).unwrap().0,
                    i,
                    "{} {}",
                    s.name,
                    f.name
                );
                let seen = match f.slot {
                    Slot::Op(j) => &mut ops[j as usize],
                    Slot::Int(j) => &mut ints[j as usize],
                    Slot::ApInt(j) => &mut aps[j as usize],
                    Slot::OpsFrom(_) | Slot::ParseOnly => continue,
                };
                assert!(!*seen, "{}: slot of {} used twice", s.name, f.name);
                *seen = true;
            }
            // Every int and apint slot belongs to a field; operand slots may
            // be unnamed (DIType file/scope/offset of basic types, ...).
            assert!(ints.iter().all(|&x| x), "{}: unused int slot", s.name);
            assert!(aps.iter().all(|&x| x), "{}: unused apint slot", s.name);
        }
    }

    #[test]
    fn no_kind_has_more_than_max_fields() {
        for k in DiKind::ALL {
            assert!(k.schema().fields.len() <= MAX_FIELDS, "{}", k.schema().name);
            assert!(
                k.schema().num_ints as usize <= MAX_INTS,
                "{}",
                k.schema().name
            );
        }
    }

    #[test]
    fn location_accessors_read_the_named_fields() {
        let n = DiNode::new(DiKind::Location, false)
            .with_op("scope", MdId::from_u32(7))
            .with_op("inlinedAt", MdId::from_u32(9));
        assert_eq!(n.location_scope(), n.op("scope"));
        assert_eq!(n.location_inlined_at(), n.op("inlinedAt"));
        assert_eq!(n.location_scope(), Some(MdId::from_u32(7)));
        assert_eq!(n.location_inlined_at(), Some(MdId::from_u32(9)));
    }

    #[test]
    fn an_inline_location_is_the_node_with_its_named_fields() {
        let by_name = DiNode::new(DiKind::Location, true)
            .with_int("line", 70_000)
            .with_int("column", 65_535)
            .with_op("scope", MdId::from_u32(7))
            .with_op("inlinedAt", MdId::from_u32(9))
            .with_int("isImplicitCode", 1);
        let inline = DiLocation {
            ops: [Some(MdId::from_u32(7)), Some(MdId::from_u32(9))],
            line: 70_000,
            column: 65_535,
            implicit_code: true,
            distinct: true,
        };
        assert_eq!(inline.to_node(), by_name);
        assert_eq!(DiLocation::from_node(&by_name), Some(inline));
        let plain = DiNode::new(DiKind::Location, false)
            .with_int("line", 3)
            .with_op("scope", MdId::from_u32(1));
        let l = DiLocation::from_node(&plain).unwrap();
        assert_eq!(
            (l.line, l.column, l.scope(), l.inlined_at()),
            (3, 0, Some(MdId::from_u32(1)), None)
        );
        assert_eq!(l.to_node(), plain);
        // What the inline form cannot hold stays a node.
        for (field, v) in [
            ("atomGroup", 1),
            ("atomRank", 1),
            ("line", 1 << 32),
            ("column", 1 << 16),
        ] {
            assert_eq!(
                DiLocation::from_node(&plain.clone().with_int(field, v)),
                None,
                "{field}"
            );
        }
        assert_eq!(
            DiLocation::from_node(&DiNode::new(DiKind::LexicalBlock, false)),
            None
        );
    }

    #[test]
    fn the_table_keeps_locations_inline_and_uniqued() {
        use crate::metadata::{Metadata, MetadataTable};
        let mut t = MetadataTable::default();
        let scope = t.add(Metadata::Tuple {
            distinct: true,
            ops: Vec::new(),
        });
        let node = DiNode::new(DiKind::Location, false)
            .with_int("line", 4)
            .with_op("scope", scope);
        let boxed = t.add(Metadata::Di(Box::new(node.clone())));
        assert!(matches!(t.get(boxed), Metadata::Location(_)));
        assert_eq!(t.add(Metadata::specialized(node.clone())), boxed);
        let keyed = node.clone().with_int("atomGroup", 2);
        let other = t.add(Metadata::specialized(keyed.clone()));
        assert_ne!(other, boxed);
        assert_eq!(t.get(other), &Metadata::Di(Box::new(keyed)));
        assert_eq!(t.get(boxed).di_kind(), Some(DiKind::Location));
        assert_eq!(t.get(boxed).node_operands(), &[Some(scope), None]);
        // A reserved slot set to an equal location stays apart (ids are
        // stable) and is noted for merging; a taken one is found no more.
        let slot = t.reserve();
        assert!(!t.may_hold_equal_nodes());
        t.set(slot, Metadata::specialized(node.clone()));
        assert!(t.may_hold_equal_nodes());
        assert_eq!(t.add(Metadata::specialized(node.clone())), boxed);
        let taken = t.take(boxed);
        assert!(matches!(taken, Metadata::Location(_)));
        let again = t.add(taken);
        assert!(again != boxed && again != slot);
        // A slot set to a location no other node has is found by it.
        let other_loc = node.with_int("line", 9);
        let fresh = t.reserve();
        t.set(fresh, Metadata::specialized(other_loc.clone()));
        assert_eq!(t.add(Metadata::specialized(other_loc)), fresh);
    }

    #[test]
    fn a_new_node_has_every_integer_field_at_its_default() {
        for k in DiKind::ALL {
            let n = DiNode::new(*k, false);
            assert_eq!(n.ints.len(), k.schema().num_ints as usize);
            for f in k.schema().fields {
                if let Slot::Int(i) = f.slot {
                    assert_eq!(
                        n.ints[i as usize],
                        f.default,
                        "{}.{}",
                        k.schema().name,
                        f.name
                    );
                }
            }
        }
    }

    #[test]
    fn defaults() {
        let n = DiNode::new(DiKind::CompileUnit, true);
        assert_eq!(n.int("splitDebugInlining"), Some(1));
        assert_eq!(n.int("language"), Some(NONE));
        let n = DiNode::new(DiKind::BasicType, false);
        assert_eq!(n.int("tag"), Some(0x24));
    }
}
