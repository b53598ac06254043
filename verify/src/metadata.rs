//! Named metadata LLVM gives meaning to: `llvm.ident`,
//! `llvm.commandline` and the module flags (`visitModuleIdents`,
//! `visitModuleCommandLines`, `visitModuleFlags`).

use llconv_ir::diagnostic::ValueRef;
use llconv_ir::*;

use crate::Verifier;

impl Verifier<'_> {
    pub(crate) fn named_metadata(&mut self) {
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
