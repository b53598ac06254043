//! `UpgradeDebugInfo` for old bitcode: without a `"Debug Info Version"`
//! module flag of 3, LLVM's reader strips all debug info.

use std::collections::HashMap;

use llconv_ir::*;

use super::Reader;

/// The debug metadata version LLVM 22 reads.
const DEBUG_METADATA_VERSION: u64 = 3;

impl Reader<'_> {
    /// The value of the `"Debug Info Version"` module flag (0 if none).
    fn debug_info_version(&self) -> u64 {
        let md = &self.m.metadata;
        let Some(flags) = self
            .m
            .named_metadata
            .iter()
            .find(|n| &n.name[..] == b"llvm.module.flags")
        else {
            return 0;
        };
        for &f in &flags.ops {
            let [_, Some(k), Some(v)] = md.get(f).node_operands() else {
                continue;
            };
            if !matches!(md.get(*k), Metadata::String(s) if &s[..] == b"Debug Info Version") {
                continue;
            }
            return match md.get(*v) {
                Metadata::Value(c) => match &self.m.consts.get(*c).kind {
                    ConstKind::Int(i) => i.low_u64(),
                    _ => 0,
                },
                _ => 0,
            };
        }
        0
    }

    /// `StripDebugInfo` when the module's debug info version is not
    /// LLVM's: `llvm.dbg.*` and `llvm.gcov` named metadata, `!dbg` on
    /// globals, functions and instructions, `!DIAssignID` and
    /// `!heapallocsite`, debug records, locations in loop metadata, and
    /// calls of the `llvm.dbg.*` intrinsics go.
    pub(crate) fn strip_old_debug_info(&mut self) {
        if self.debug_info_version() == DEBUG_METADATA_VERSION {
            return;
        }
        self.m
            .named_metadata
            .retain(|n| !n.name.starts_with(b"llvm.dbg.") && &n.name[..] != b"llvm.gcov");
        let kind = |m: &Module, name: &[u8]| {
            m.metadata
                .kinds
                .iter()
                .position(|k| &k[..] == name)
                .map(|k| k as u32)
        };
        let assign_id = kind(&self.m, b"DIAssignID");
        let heapallocsite = kind(&self.m, b"heapallocsite");
        let loop_kind = kind(&self.m, b"llvm.loop");
        let dbg_fn: Vec<bool> = self
            .m
            .globals
            .iter()
            .map(|g| {
                matches!(&g.kind, GlobalKind::Func(f) if f.body.is_none())
                    && matches!(
                        g.common.name.as_deref(),
                        Some(
                            b"llvm.dbg.declare"
                                | b"llvm.dbg.value"
                                | b"llvm.dbg.assign"
                                | b"llvm.dbg.label"
                                | b"llvm.dbg.addr"
                        )
                    )
            })
            .collect();
        let mut loops: HashMap<MdId, Option<MdId>> = HashMap::new();
        for gi in 0..self.m.globals.len() {
            let body = match &mut self.m.globals[gi].kind {
                GlobalKind::Var(v) => {
                    v.md.retain(|(k, _)| *k != 0);
                    continue;
                }
                GlobalKind::Func(f) => {
                    f.md.retain(|(k, _)| *k != 0);
                    match f.body.take() {
                        Some(b) => b,
                        None => continue,
                    }
                }
                _ => continue,
            };
            let body = self.strip_body(
                body,
                &dbg_fn,
                [assign_id, heapallocsite],
                loop_kind,
                &mut loops,
            );
            if let GlobalKind::Func(f) = &mut self.m.globals[gi].kind {
                f.body = Some(body);
            }
        }
    }

    fn strip_body(
        &mut self,
        mut body: Body,
        dbg_fn: &[bool],
        dropped_kinds: [Option<u32>; 2],
        loop_kind: Option<u32>,
        loops: &mut HashMap<MdId, Option<MdId>>,
    ) -> Body {
        let consts = &self.m.consts;
        let is_dbg_call = |inst: &Inst| match &inst.kind {
            InstKind::Call(c) => match c.callee {
                Operand::Const(k) => match consts.get(k).kind {
                    ConstKind::Global(g) => dbg_fn.get(g.index()).copied().unwrap_or(false),
                    _ => false,
                },
                _ => false,
            },
            _ => false,
        };
        for b in 0..body.blocks.len() {
            let insts = std::mem::take(&mut body.blocks[b].insts);
            body.blocks[b].insts = insts
                .into_iter()
                .filter(|&i| !is_dbg_call(body.inst(i)))
                .collect();
        }
        for inst in &mut body.insts {
            inst.md
                .retain(|(k, _)| *k != 0 && !dropped_kinds.contains(&Some(*k)));
            inst.dbg_records.clear();
            let Some(lk) = loop_kind else {
                continue;
            };
            let Some(pos) = inst.md.iter().position(|(k, _)| *k == lk) else {
                continue;
            };
            let id = inst.md[pos].1;
            let new = *loops.entry(id).or_insert_with(|| {
                llconv_ir::upgrade_metadata::strip_loop_debug_locations(&mut self.m, id)
            });
            match new {
                Some(n) => inst.md[pos].1 = n,
                None => {
                    inst.md.remove(pos);
                }
            }
        }
        body
    }
}
