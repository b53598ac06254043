//! Named metadata LLVM gives meaning to: `llvm.ident`,
//! `llvm.commandline` and the module flags (`visitModuleIdents`,
//! `visitModuleCommandLines`, `visitModuleFlags`).

use llconv_ir::diagnostic::ValueRef;
use llconv_ir::*;

use crate::globals::strip_pointer_casts;
use crate::Verifier;

impl Verifier<'_> {
    pub(crate) fn named_metadata(&mut self) {
        self.module_flags();
        self.string_list(b"llvm.ident", "llvm.ident");
        self.string_list(b"llvm.commandline", "llvm.commandline");
    }

    /// `llvm.ident` and `llvm.commandline`: tuples of exactly one string.
    fn string_list(&mut self, name: &[u8], what: &str) {
        let m = self.m;
        let Some(list) = m.named_metadata.iter().find(|n| &n.name[..] == name) else {
            return;
        };
        for &node in &list.ops {
            let ops = match m.metadata.get(node) {
                Metadata::Tuple { ops, .. } => ops,
                _ => continue,
            };
            if !self.check(
                ops.len() == 1,
                &format!("incorrect number of operands in {what} metadata"),
                &[ValueRef::Metadata(node)],
            ) {
                continue;
            }
            let is_string =
                ops[0].is_some_and(|o| matches!(m.metadata.get(o), Metadata::String(_)));
            self.check(
                is_string,
                &format!(
                    "invalid value for {what} metadata entry operand(the operand should be a string)"
                ),
                &ops[0].map(ValueRef::Metadata).into_iter().collect::<Vec<_>>(),
            );
        }
    }
}

/// How a subject of a message about metadata operand `op` is shown
/// (nothing for a null operand).
fn md_ref(op: Option<MdId>) -> Vec<ValueRef> {
    op.map(ValueRef::Metadata).into_iter().collect()
}

impl Verifier<'_> {
    /// The integer constant `op` wraps, if it is one (LLVM's
    /// `mdconst::dyn_extract_or_null<ConstantInt>`).
    pub(crate) fn md_int(&self, op: Option<MdId>) -> Option<&ApInt> {
        let m = self.m;
        match m.metadata.get(op?) {
            Metadata::Value(c) => {
                let k = m.consts.get(*c);
                match (&k.kind, m.types.get(k.ty)) {
                    (ConstKind::Int(v), Type::Int(_)) => Some(v),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// The string `op` is, if it is one.
    pub(crate) fn md_string(&self, op: Option<MdId>) -> Option<&[u8]> {
        match self.m.metadata.get(op?) {
            Metadata::String(s) => Some(s),
            _ => None,
        }
    }

    /// `visitModuleFlags`: each flag's shape and behaviour, unique ids,
    /// then the requirements of `require` flags.
    fn module_flags(&mut self) {
        let m = self.m;
        let Some(flags) = m
            .named_metadata
            .iter()
            .find(|n| &n.name[..] == b"llvm.module.flags")
        else {
            return;
        };
        let mut seen: Vec<(MdId, MdId)> = Vec::new();
        let mut requirements: Vec<MdId> = Vec::new();
        // LLVM keeps the last integer value of each (zero-extended), with
        // all ones standing for "absent": a flag of `i64 -1` counts as none.
        let (mut platform, mut version) = (u64::MAX, u64::MAX);
        for &flag in &flags.ops {
            self.module_flag(flag, &mut seen, &mut requirements);
            let ops = m.metadata.get(flag).node_operands();
            if ops.len() != 3 {
                continue;
            }
            let Some(value) = self.md_int(ops[2]).map(|v| v.words[0]) else {
                continue;
            };
            match self.md_string(ops[1]) {
                Some(b"aarch64-elf-pauthabi-platform") => platform = value,
                Some(b"aarch64-elf-pauthabi-version") => version = value,
                _ => {}
            }
        }
        if (platform == u64::MAX) != (version == u64::MAX) {
            self.fail(
                "either both or no 'aarch64-elf-pauthabi-platform' and 'aarch64-elf-pauthabi-version' module flags must be present",
                &[],
            );
        }
        for req in requirements {
            let ops = m.metadata.get(req).node_operands();
            let (Some(flag), value) = (ops[0], ops[1]) else {
                continue;
            };
            // Strings are uniqued: the same text is the same id.
            match seen.iter().find(|&&(id, _)| id == flag) {
                None => self.fail(
                    "invalid requirement on flag, flag is not present in module",
                    &[ValueRef::Metadata(flag)],
                ),
                Some(&(_, op)) if m.metadata.get(op).node_operands()[2] != value => self.fail(
                    "invalid requirement on flag, flag does not have the required value",
                    &[ValueRef::Metadata(flag)],
                ),
                _ => {}
            }
        }
    }

    /// `visitModuleFlag`: stops at the first broken rule.
    fn module_flag(
        &mut self,
        flag: MdId,
        seen: &mut Vec<(MdId, MdId)>,
        requirements: &mut Vec<MdId>,
    ) {
        let m = self.m;
        let ops = m.metadata.get(flag).node_operands();
        if !self.check(
            ops.len() == 3,
            "incorrect number of operands in module flag",
            &[ValueRef::Metadata(flag)],
        ) {
            return;
        }
        // Error, Warning, Require, Override, Append, AppendUnique, Max, Min.
        // Read unsigned (LLVM's `getLimitedValue`): `i4 -8` is 8.
        let behaviour = match self.md_int(ops[0]) {
            Some(v) => match v.words.iter().skip(1).all(|&w| w == 0).then(|| v.low_u64()) {
                Some(b @ 1..=8) => b as i64,
                _ => {
                    self.fail(
                        "invalid behavior operand in module flag (unexpected constant)",
                        &md_ref(ops[0]),
                    );
                    return;
                }
            },
            None => {
                self.fail(
                    "invalid behavior operand in module flag (expected constant integer)",
                    &md_ref(ops[0]),
                );
                return;
            }
        };
        let Some(id) = ops[1].filter(|_| self.md_string(ops[1]).is_some()) else {
            self.fail(
                "invalid ID operand in module flag (expected metadata string)",
                &md_ref(ops[1]),
            );
            return;
        };
        let value = ops[2];
        let value_md = value.map(|v| m.metadata.get(v));
        // The value rules of min, max and the append kinds.
        let value_rule = match behaviour {
            8 => Some((
                self.md_int(value).is_some_and(|v| !v.is_negative()),
                "invalid value for 'min' module flag (expected constant non-negative integer)",
            )),
            7 => Some((
                self.md_int(value).is_some(),
                "invalid value for 'max' module flag (expected constant integer)",
            )),
            5 | 6 => Some((
                value_md.is_some_and(Metadata::is_node),
                "invalid value for 'append'-type module flag (expected a metadata node)",
            )),
            _ => None,
        };
        if let Some((ok, message)) = value_rule {
            if !self.check(ok, message, &md_ref(value)) {
                return;
            }
        }
        if behaviour == 3 {
            let pair = value.filter(|_| {
                value_md.is_some_and(|md| md.is_node() && md.node_operands().len() == 2)
            });
            let Some(pair) = pair else {
                self.fail(
                    "invalid value for 'require' module flag (expected metadata pair)",
                    &md_ref(value),
                );
                return;
            };
            let first = m.metadata.get(pair).node_operands()[0];
            if !self.check(
                self.md_string(first).is_some(),
                "invalid value for 'require' module flag (first value operand should be a string)",
                &md_ref(first),
            ) {
                return;
            }
            requirements.push(pair);
        }
        if behaviour != 3 {
            let unique = !seen.iter().any(|&(s, _)| s == id);
            if unique {
                seen.push((id, flag));
            }
            if !self.check(
                unique,
                "module flag identifiers must be unique (or of 'require' type)",
                &[ValueRef::Metadata(id)],
            ) {
                return;
            }
        }
        let name = self.md_string(Some(id)).unwrap_or_default();
        let int_value = self.md_int(value).is_some();
        match name {
            b"wchar_size" => {
                self.check(
                    int_value,
                    "wchar_size metadata requires constant integer argument",
                    &[],
                );
            }
            b"Linker Options" => {
                let present = m
                    .named_metadata
                    .iter()
                    .any(|n| &n.name[..] == b"llvm.linker.options");
                self.check(
                    present,
                    "'Linker Options' named metadata no longer supported",
                    &[],
                );
            }
            b"SemanticInterposition" => {
                self.check(
                    int_value,
                    "SemanticInterposition metadata requires constant integer argument",
                    &[],
                );
            }
            b"CG Profile" => {
                let entries = value_md.map(Metadata::node_operands).unwrap_or_default();
                for &entry in entries {
                    self.cg_profile_entry(entry);
                }
            }
            _ => {}
        }
    }

    /// `visitModuleFlagCGProfileEntry`: `!{caller, callee, count}`.
    fn cg_profile_entry(&mut self, entry: Option<MdId>) {
        let m = self.m;
        let node = entry.filter(|&e| {
            let md = m.metadata.get(e);
            md.is_node() && md.node_operands().len() == 3
        });
        let Some(node) = node else {
            self.fail("expected a MDNode triple", &md_ref(entry));
            return;
        };
        let ops = m.metadata.get(node).node_operands();
        for &f in &ops[..2] {
            let Some(f) = f else { continue };
            let is_function = match m.metadata.get(f) {
                Metadata::Value(c) => matches!(
                    m.consts.get(strip_pointer_casts(m, *c)).kind,
                    ConstKind::Global(g) if m.globals.get(g).is_some_and(|g| matches!(g.kind, GlobalKind::Func(_)))
                ),
                _ => false,
            };
            if !is_function {
                self.fail("expected a Function or null", &[ValueRef::Metadata(f)]);
            }
        }
        let count_ok = ops[2].is_some_and(|c| match m.metadata.get(c) {
            Metadata::Value(k) => m.types.is_int(m.consts.get(*k).ty),
            _ => false,
        });
        self.check(count_ok, "expected an integer constant", &md_ref(ops[2]));
    }
}
