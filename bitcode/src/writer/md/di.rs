//! Debug-info node records, in the newest layout `reader/md/di.rs` decodes
//! (the one LLVM 22 writes): sizes and offsets as metadata, subprograms
//! with `spFlags`, expressions of version 3, wide enumerator values.

use llconv_ir::debuginfo::{self as di, DiKind, DiLocation, DiNode, Slot, NONE};
use llconv_ir::*;

use super::super::{encode_signed, Writer};

/// The slots of fields of one kind, in record order, looked up by name
/// when compiling (a wrong name fails the build): writing a node reads
/// its fields by position, with no search by name.
macro_rules! fields {
    ($schema:expr; $($name:literal),+ $(,)?) => {
        &const { [$($schema.const_slot($name)),+] }
    };
}

/// The slot of one integer field, as [`fields!`].
macro_rules! int {
    ($schema:expr, $name:literal) => {
        const { $schema.int_slot($name) }
    };
}

/// A record being built from a node's fields.
struct Rec<'a, 'm> {
    w: &'a Writer<'m>,
    n: &'a DiNode,
    v: &'a mut Vec<u64>,
}

impl Rec<'_, '_> {
    /// Operand fields (id + 1, 0 for null) and integer fields, in order.
    fn fields(&mut self, slots: &[Slot]) {
        for &slot in slots {
            let x = match slot {
                Slot::Op(i) => self.w.md_or_null(self.n.ops[usize::from(i)]),
                Slot::Int(i) => self.n.ints[usize::from(i)],
                _ => unreachable!("{} record field {slot:?}", self.n.kind.name()),
            };
            self.v.push(x);
        }
    }

    /// The integer field in `slot` (from [`int!`]).
    fn get(&self, slot: usize) -> u64 {
        self.n.ints[slot]
    }

    fn raw(&mut self, x: u64) {
        self.v.push(x);
    }

    /// `DIType` operands 0 (file) and 1 (scope) of the types whose text
    /// form has no such fields; written only when present.
    fn file_scope(&mut self) {
        let (file, scope) = (self.n.ops[0], self.n.ops[1]);
        if file.is_some() || scope.is_some() {
            self.v.push(self.w.md_or_null(file));
            self.v.push(0); // line
            self.v.push(self.w.md_or_null(scope));
        }
    }
}

/// The words of an arbitrary-precision value that LLVM writes: up to the
/// highest nonzero one (at least one), sign-rotated.
fn wide_words(v: &mut Vec<u64>, a: &ApInt) {
    let n = a.words.iter().rposition(|&w| w != 0).map_or(1, |i| i + 1);
    v.extend(a.words[..n].iter().map(|&w| encode_signed(w as i64)));
}

/// `(active words << 32) | bit width`, then the words.
fn wide_int(v: &mut Vec<u64>, a: &ApInt) {
    let n = a.words.iter().rposition(|&w| w != 0).map_or(1, |i| i + 1);
    v.push((n as u64) << 32 | u64::from(a.bits));
    wide_words(v, a);
}

/// The record head's flag saying sizes and offsets are metadata.
const SIZE_IS_MD: u64 = 2;

impl Writer<'_> {
    /// The operands of a METADATA_LOCATION record for a location held
    /// inline (as `di_record` writes one of kind `Location`) go to `v`.
    pub(super) fn location_record(&self, l: &DiLocation, v: &mut Vec<u64>) {
        v.clear();
        // [distinct, line, col, scope, ia+1, implicit, atomGroup, atomRank]
        v.extend([
            u64::from(l.distinct),
            u64::from(l.line),
            u64::from(l.column),
            l.scope().map_or(0, |s| self.md_id(s)),
            self.md_or_null(l.inlined_at()),
            u64::from(l.implicit_code),
            0,
            0,
        ]);
    }

    /// The record code of a debug-info node; its operands go to `v`
    /// (cleared first).
    pub(super) fn di_record(&self, n: &DiNode, v: &mut Vec<u64>) -> u32 {
        v.clear();
        let d = u64::from(n.distinct);
        let mut r = Rec { w: self, n, v };
        match n.kind {
            DiKind::Location => {
                // [distinct, line, col, scope, ia+1, implicit, atomGroup, atomRank]
                r.raw(d);
                r.raw(n.ints[0]);
                r.raw(n.ints[1]);
                r.raw(n.ops[0].map_or(0, |s| self.md_id(s)));
                r.raw(self.md_or_null(n.ops[1]));
                r.raw(n.ints[2]);
                r.raw(n.ints[3]);
                r.raw(n.ints[4]);
                7
            }
            DiKind::GenericDINode => {
                // [distinct, tag, version, header, ops...]
                r.raw(d);
                r.fields(fields!(di::GENERIC_DINODE; "tag"));
                r.raw(0);
                for &o in &n.ops {
                    r.raw(self.md_or_null(o));
                }
                12
            }
            DiKind::Subrange => {
                r.raw(d | 2 << 1); // version 2: every bound is metadata
                r.fields(fields!(di::SUBRANGE; "count", "lowerBound", "upperBound", "stride"));
                13
            }
            DiKind::GenericSubrange => {
                r.raw(d);
                r.fields(fields!(di::GENERIC_SUBRANGE;
                    "count", "lowerBound", "upperBound", "stride"));
                45
            }
            DiKind::Enumerator => {
                // [distinct | unsigned << 1 | bigint << 2, bits, name, words...]
                let value = &n.apints[0];
                r.raw(d | r.get(int!(di::ENUMERATOR, "isUnsigned")) << 1 | 4);
                r.raw(u64::from(value.bits));
                r.fields(fields!(di::ENUMERATOR; "name"));
                wide_words(r.v, value);
                14
            }
            DiKind::BasicType => {
                r.raw(d | SIZE_IS_MD);
                r.fields(fields!(di::BASIC_TYPE;
                    "tag", "name", "size", "align", "encoding", "flags",
                    "num_extra_inhabitants", "dataSize"));
                r.file_scope();
                15
            }
            DiKind::FixedPointType => {
                r.raw(d | SIZE_IS_MD);
                r.fields(fields!(di::FIXED_POINT_TYPE;
                    "tag", "name", "size", "align", "encoding", "flags", "kind", "factor"));
                wide_int(r.v, &n.apints[0]);
                wide_int(r.v, &n.apints[1]);
                r.file_scope();
                49
            }
            DiKind::StringType => {
                r.raw(d | SIZE_IS_MD);
                r.fields(fields!(di::STRING_TYPE;
                    "tag", "name", "stringLength", "stringLengthExpression",
                    "stringLocationExpression", "size", "align", "encoding"));
                41
            }
            DiKind::DerivedType => {
                const S: &di::Schema = &di::DERIVED_TYPE;
                r.raw(d | SIZE_IS_MD);
                r.fields(fields!(S;
                    "tag", "name", "file", "line", "scope", "baseType", "size", "align",
                    "offset", "flags", "extraData"));
                let das = r.get(int!(S, "dwarfAddressSpace"));
                r.raw(if das == NONE { 0 } else { das + 1 });
                r.fields(fields!(S; "annotations"));
                let ptrauth = r.get(int!(S, "ptrAuthKey"))
                    | r.get(int!(S, "ptrAuthIsAddressDiscriminated")) << 4
                    | r.get(int!(S, "ptrAuthExtraDiscriminator")) << 5
                    | r.get(int!(S, "ptrAuthIsaPointer")) << 21
                    | r.get(int!(S, "ptrAuthAuthenticatesNullValues")) << 22;
                r.raw(ptrauth);
                17
            }
            DiKind::SubrangeType => {
                r.raw(d | SIZE_IS_MD);
                r.fields(fields!(di::SUBRANGE_TYPE;
                    "name", "file", "line", "scope", "size", "align", "flags",
                    "baseType", "lowerBound", "upperBound", "stride", "bias"));
                48
            }
            DiKind::CompositeType => {
                const S: &di::Schema = &di::COMPOSITE_TYPE;
                // Bit 1: no old type references; bit 2: sizes are metadata.
                r.raw(d | 2 | 4);
                r.fields(fields!(S;
                    "tag", "name", "file", "line", "scope", "baseType", "size", "align",
                    "offset", "flags", "elements", "runtimeLang", "vtableHolder",
                    "templateParams", "identifier", "discriminator", "dataLocation",
                    "associated", "allocated", "rank", "annotations",
                    "num_extra_inhabitants", "specification"));
                let k = r.get(int!(S, "enumKind"));
                r.raw(if k == NONE { u64::from(u32::MAX) } else { k });
                r.fields(fields!(S; "bitStride"));
                18
            }
            DiKind::SubroutineType => {
                r.raw(d | 2); // no old type references
                r.fields(fields!(di::SUBROUTINE_TYPE; "flags", "types", "cc"));
                19
            }
            DiKind::File => {
                const S: &di::Schema = &di::FILE;
                r.raw(d);
                r.fields(fields!(S; "filename", "directory"));
                if n.op_at(const { S.op_slot("checksum") }).is_some() {
                    r.fields(fields!(S; "checksumkind", "checksum"));
                } else {
                    r.raw(0);
                    r.raw(0);
                }
                if n.op_at(const { S.op_slot("source") }).is_some() {
                    r.fields(fields!(S; "source"));
                }
                16
            }
            DiKind::CompileUnit => {
                const S: &di::Schema = &di::COMPILE_UNIT;
                r.raw(1);
                let lname = r.get(int!(S, "sourceLanguageName"));
                if lname != NONE {
                    r.raw(lname | 1 << 63);
                } else {
                    r.fields(fields!(S; "language"));
                }
                r.fields(fields!(S;
                    "file", "producer", "isOptimized", "flags", "runtimeVersion",
                    "splitDebugFilename", "emissionKind", "enums", "retainedTypes"));
                r.raw(0); // subprograms (obsolete)
                r.fields(fields!(S;
                    "globals", "imports", "dwoId", "macros", "splitDebugInlining",
                    "debugInfoForProfiling", "nameTableKind", "rangesBaseAddress",
                    "sysroot", "sdk"));
                r.raw(if lname != NONE {
                    r.get(int!(S, "sourceLanguageVersion"))
                } else {
                    0
                });
                20
            }
            DiKind::Subprogram => {
                // Bit 1: has a unit field; bit 2: has spFlags.
                r.raw(d | 2 | 4);
                r.fields(fields!(di::SUBPROGRAM;
                    "scope", "name", "linkageName", "file", "line", "type", "scopeLine",
                    "containingType", "spFlags", "virtualIndex", "flags", "unit",
                    "templateParams", "declaration", "retainedNodes", "thisAdjustment",
                    "thrownTypes", "annotations", "targetFuncName", "keyInstructions"));
                21
            }
            DiKind::LexicalBlock => {
                r.raw(d);
                r.fields(fields!(di::LEXICAL_BLOCK; "scope", "file", "line", "column"));
                22
            }
            DiKind::LexicalBlockFile => {
                r.raw(d);
                r.fields(fields!(di::LEXICAL_BLOCK_FILE; "scope", "file", "discriminator"));
                23
            }
            DiKind::CommonBlock => {
                r.raw(d);
                r.fields(fields!(di::COMMON_BLOCK;
                    "scope", "declaration", "name", "file", "line"));
                44
            }
            DiKind::Namespace => {
                r.raw(d | r.get(int!(di::NAMESPACE, "exportSymbols")) << 1);
                r.fields(fields!(di::NAMESPACE; "scope", "name"));
                24
            }
            DiKind::Macro => {
                r.raw(d);
                r.fields(fields!(di::MACRO; "type", "line", "name", "value"));
                33
            }
            DiKind::MacroFile => {
                r.raw(d);
                r.fields(fields!(di::MACRO_FILE; "type", "line", "file", "nodes"));
                34
            }
            DiKind::Module => {
                r.raw(d);
                r.fields(fields!(di::MODULE;
                    "file", "scope", "name", "configMacros", "includePath", "apinotes",
                    "line", "isDecl"));
                32
            }
            DiKind::AssignId => {
                r.raw(d);
                47
            }
            DiKind::TemplateTypeParameter => {
                r.raw(d);
                r.fields(fields!(di::TEMPLATE_TYPE_PARAMETER; "name", "type", "defaulted"));
                25
            }
            DiKind::TemplateValueParameter => {
                r.raw(d);
                r.fields(fields!(di::TEMPLATE_VALUE_PARAMETER;
                    "tag", "name", "type", "defaulted", "value"));
                26
            }
            DiKind::GlobalVariable => {
                r.raw(d | 2 << 1); // version 2
                r.fields(fields!(di::GLOBAL_VARIABLE;
                    "scope", "name", "linkageName", "file", "line", "type", "isLocal",
                    "isDefinition", "declaration", "templateParams", "align",
                    "annotations"));
                27
            }
            DiKind::LocalVariable => {
                r.raw(d | 2); // has an alignment
                r.fields(fields!(di::LOCAL_VARIABLE;
                    "scope", "name", "file", "line", "type", "arg", "flags", "align",
                    "annotations"));
                28
            }
            DiKind::Label => {
                r.raw(d | r.get(int!(di::LABEL, "isArtificial")) << 1);
                // coroSuspendIdx: NONE (all ones) when absent.
                r.fields(fields!(di::LABEL;
                    "scope", "name", "file", "line", "column", "coroSuspendIdx"));
                40
            }
            DiKind::Expression => {
                r.raw(d | 3 << 1); // version 3
                r.v.extend_from_slice(&n.ints);
                29
            }
            DiKind::GlobalVariableExpression => {
                r.raw(d);
                r.fields(fields!(di::GLOBAL_VARIABLE_EXPRESSION; "var", "expr"));
                37
            }
            DiKind::ObjCProperty => {
                r.raw(d);
                r.fields(fields!(di::OBJC_PROPERTY;
                    "name", "file", "line", "setter", "getter", "attributes", "type"));
                30
            }
            DiKind::ImportedEntity => {
                r.raw(d);
                r.fields(fields!(di::IMPORTED_ENTITY;
                    "tag", "scope", "entity", "line", "name", "file", "elements"));
                31
            }
        }
    }
}
