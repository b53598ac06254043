//! Debug-info node records, in the newest layout `reader/md/di.rs` decodes
//! (the one LLVM 22 writes): sizes and offsets as metadata, subprograms
//! with `spFlags`, expressions of version 3, wide enumerator values.

use llconv_ir::debuginfo::{DiKind, DiNode, Field, Slot, NONE};
use llconv_ir::*;

use super::super::{encode_signed, Writer};

/// A record being built from a node's fields, by name.
struct Rec<'a, 'm> {
    w: &'a Writer<'m>,
    n: &'a DiNode,
    v: Vec<u64>,
}

impl Rec<'_, '_> {
    /// A metadata operand field: id + 1, 0 for null.
    fn op(&mut self, name: &str) {
        let f = self.n.kind.schema().field_by_name(name.as_bytes());
        let Some((
            _,
            Field {
                slot: Slot::Op(i), ..
            },
        )) = f
        else {
            panic!("{} has no operand field {name}", self.n.kind.name());
        };
        let o = self.n.ops[*i as usize];
        self.v.push(self.w.md_or_null(o));
    }

    fn ops(&mut self, names: &[&str]) {
        for name in names {
            self.op(name);
        }
    }

    fn int(&mut self, name: &str) {
        self.v.push(self.get(name));
    }

    fn get(&self, name: &str) -> u64 {
        self.n
            .int(name)
            .unwrap_or_else(|| panic!("{} has no integer field {name}", self.n.kind.name()))
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
    /// The record code and operands of a debug-info node.
    pub(super) fn di_record(&self, n: &DiNode) -> (u32, Vec<u64>) {
        let d = u64::from(n.distinct);
        let mut r = Rec {
            w: self,
            n,
            v: Vec::with_capacity(16),
        };
        let code = match n.kind {
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
                r.int("tag");
                r.raw(0);
                for &o in &n.ops {
                    r.raw(self.md_or_null(o));
                }
                12
            }
            DiKind::Subrange => {
                r.raw(d | 2 << 1); // version 2: every bound is metadata
                r.ops(&["count", "lowerBound", "upperBound", "stride"]);
                13
            }
            DiKind::GenericSubrange => {
                r.raw(d);
                r.ops(&["count", "lowerBound", "upperBound", "stride"]);
                45
            }
            DiKind::Enumerator => {
                // [distinct | unsigned << 1 | bigint << 2, bits, name, words...]
                let value = &n.apints[0];
                r.raw(d | r.get("isUnsigned") << 1 | 4);
                r.raw(u64::from(value.bits));
                r.op("name");
                wide_words(&mut r.v, value);
                14
            }
            DiKind::BasicType => {
                r.raw(d | SIZE_IS_MD);
                r.int("tag");
                r.ops(&["name", "size"]);
                for f in [
                    "align",
                    "encoding",
                    "flags",
                    "num_extra_inhabitants",
                    "dataSize",
                ] {
                    r.int(f);
                }
                r.file_scope();
                15
            }
            DiKind::FixedPointType => {
                r.raw(d | SIZE_IS_MD);
                r.int("tag");
                r.ops(&["name", "size"]);
                for f in ["align", "encoding", "flags", "kind", "factor"] {
                    r.int(f);
                }
                wide_int(&mut r.v, &n.apints[0]);
                wide_int(&mut r.v, &n.apints[1]);
                r.file_scope();
                49
            }
            DiKind::StringType => {
                r.raw(d | SIZE_IS_MD);
                r.int("tag");
                r.ops(&[
                    "name",
                    "stringLength",
                    "stringLengthExpression",
                    "stringLocationExpression",
                    "size",
                ]);
                r.int("align");
                r.int("encoding");
                41
            }
            DiKind::DerivedType => {
                r.raw(d | SIZE_IS_MD);
                r.int("tag");
                r.ops(&["name", "file"]);
                r.int("line");
                r.ops(&["scope", "baseType", "size"]);
                r.int("align");
                r.op("offset");
                r.int("flags");
                r.op("extraData");
                let das = r.get("dwarfAddressSpace");
                r.raw(if das == NONE { 0 } else { das + 1 });
                r.op("annotations");
                let ptrauth = r.get("ptrAuthKey")
                    | r.get("ptrAuthIsAddressDiscriminated") << 4
                    | r.get("ptrAuthExtraDiscriminator") << 5
                    | r.get("ptrAuthIsaPointer") << 21
                    | r.get("ptrAuthAuthenticatesNullValues") << 22;
                r.raw(ptrauth);
                17
            }
            DiKind::SubrangeType => {
                r.raw(d | SIZE_IS_MD);
                r.ops(&["name", "file"]);
                r.int("line");
                r.ops(&["scope", "size"]);
                r.int("align");
                r.int("flags");
                r.ops(&["baseType", "lowerBound", "upperBound", "stride", "bias"]);
                48
            }
            DiKind::CompositeType => {
                // Bit 1: no old type references; bit 2: sizes are metadata.
                r.raw(d | 2 | 4);
                r.int("tag");
                r.ops(&["name", "file"]);
                r.int("line");
                r.ops(&["scope", "baseType", "size"]);
                r.int("align");
                r.op("offset");
                r.int("flags");
                r.op("elements");
                r.int("runtimeLang");
                r.ops(&[
                    "vtableHolder",
                    "templateParams",
                    "identifier",
                    "discriminator",
                    "dataLocation",
                    "associated",
                    "allocated",
                    "rank",
                    "annotations",
                ]);
                r.int("num_extra_inhabitants");
                r.op("specification");
                let k = r.get("enumKind");
                r.raw(if k == NONE { u64::from(u32::MAX) } else { k });
                r.op("bitStride");
                18
            }
            DiKind::SubroutineType => {
                r.raw(d | 2); // no old type references
                r.int("flags");
                r.op("types");
                r.int("cc");
                19
            }
            DiKind::File => {
                r.raw(d);
                r.ops(&["filename", "directory"]);
                if n.op("checksum").is_some() {
                    r.int("checksumkind");
                    r.op("checksum");
                } else {
                    r.raw(0);
                    r.raw(0);
                }
                if n.op("source").is_some() {
                    r.op("source");
                }
                16
            }
            DiKind::CompileUnit => {
                r.raw(1);
                let lname = r.get("sourceLanguageName");
                if lname != NONE {
                    r.raw(lname | 1 << 63);
                } else {
                    r.int("language");
                }
                r.ops(&["file", "producer"]);
                r.int("isOptimized");
                r.op("flags");
                r.int("runtimeVersion");
                r.op("splitDebugFilename");
                r.int("emissionKind");
                r.ops(&["enums", "retainedTypes"]);
                r.raw(0); // subprograms (obsolete)
                r.ops(&["globals", "imports"]);
                r.int("dwoId");
                r.op("macros");
                for f in [
                    "splitDebugInlining",
                    "debugInfoForProfiling",
                    "nameTableKind",
                    "rangesBaseAddress",
                ] {
                    r.int(f);
                }
                r.ops(&["sysroot", "sdk"]);
                r.raw(if lname != NONE {
                    r.get("sourceLanguageVersion")
                } else {
                    0
                });
                20
            }
            DiKind::Subprogram => {
                // Bit 1: has a unit field; bit 2: has spFlags.
                r.raw(d | 2 | 4);
                r.ops(&["scope", "name", "linkageName", "file"]);
                r.int("line");
                r.op("type");
                r.int("scopeLine");
                r.op("containingType");
                r.int("spFlags");
                r.int("virtualIndex");
                r.int("flags");
                r.ops(&["unit", "templateParams", "declaration", "retainedNodes"]);
                r.int("thisAdjustment");
                r.ops(&["thrownTypes", "annotations", "targetFuncName"]);
                r.int("keyInstructions");
                21
            }
            DiKind::LexicalBlock => {
                r.raw(d);
                r.ops(&["scope", "file"]);
                r.int("line");
                r.int("column");
                22
            }
            DiKind::LexicalBlockFile => {
                r.raw(d);
                r.ops(&["scope", "file"]);
                r.int("discriminator");
                23
            }
            DiKind::CommonBlock => {
                r.raw(d);
                r.ops(&["scope", "declaration", "name", "file"]);
                r.int("line");
                44
            }
            DiKind::Namespace => {
                r.raw(d | r.get("exportSymbols") << 1);
                r.ops(&["scope", "name"]);
                24
            }
            DiKind::Macro => {
                r.raw(d);
                r.int("type");
                r.int("line");
                r.ops(&["name", "value"]);
                33
            }
            DiKind::MacroFile => {
                r.raw(d);
                r.int("type");
                r.int("line");
                r.ops(&["file", "nodes"]);
                34
            }
            DiKind::Module => {
                r.raw(d);
                r.ops(&[
                    "file",
                    "scope",
                    "name",
                    "configMacros",
                    "includePath",
                    "apinotes",
                ]);
                r.int("line");
                r.int("isDecl");
                32
            }
            DiKind::AssignId => {
                r.raw(d);
                47
            }
            DiKind::TemplateTypeParameter => {
                r.raw(d);
                r.ops(&["name", "type"]);
                r.int("defaulted");
                25
            }
            DiKind::TemplateValueParameter => {
                r.raw(d);
                r.int("tag");
                r.ops(&["name", "type"]);
                r.int("defaulted");
                r.op("value");
                26
            }
            DiKind::GlobalVariable => {
                r.raw(d | 2 << 1); // version 2
                r.ops(&["scope", "name", "linkageName", "file"]);
                r.int("line");
                r.op("type");
                r.int("isLocal");
                r.int("isDefinition");
                r.ops(&["declaration", "templateParams"]);
                r.int("align");
                r.op("annotations");
                27
            }
            DiKind::LocalVariable => {
                r.raw(d | 2); // has an alignment
                r.ops(&["scope", "name", "file"]);
                r.int("line");
                r.op("type");
                r.int("arg");
                r.int("flags");
                r.int("align");
                r.op("annotations");
                28
            }
            DiKind::Label => {
                r.raw(d | r.get("isArtificial") << 1);
                r.ops(&["scope", "name", "file"]);
                r.int("line");
                r.int("column");
                r.int("coroSuspendIdx"); // NONE (all ones) when absent
                40
            }
            DiKind::Expression => {
                r.raw(d | 3 << 1); // version 3
                r.v.extend_from_slice(&n.ints);
                29
            }
            DiKind::GlobalVariableExpression => {
                r.raw(d);
                r.ops(&["var", "expr"]);
                37
            }
            DiKind::ObjCProperty => {
                r.raw(d);
                r.ops(&["name", "file"]);
                r.int("line");
                r.ops(&["setter", "getter"]);
                r.int("attributes");
                r.op("type");
                30
            }
            DiKind::ImportedEntity => {
                r.raw(d);
                r.int("tag");
                r.ops(&["scope", "entity"]);
                r.int("line");
                r.ops(&["name", "file", "elements"]);
                31
            }
        };
        (code, r.v)
    }
}
