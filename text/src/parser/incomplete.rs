//! `-allow-incomplete-ir` (LLVM's `AllowIncompleteIR`): a module that
//! names globals it never declares, or metadata it never defines, is read
//! on a best-effort basis. An undefined global becomes a declaration: a
//! function if every use calls it with one function type, else an
//! external `i8` variable. Attachments of undefined metadata go, and so
//! do calls to debug intrinsics and `llvm.experimental.noalias.scope.decl`
//! that take it; undefined metadata nothing else uses then goes too
//! (`LLParser::dropUnknownMetadataReferences`); what remains is still an
//! error.

use std::collections::HashSet;

use super::Parser;
use llconv_ir::*;

impl Parser<'_> {
    /// The name of the global in slot `i` (undefined named globals only).
    fn slot_name(&self, i: usize) -> Option<Box<[u8]>> {
        self.gnames
            .iter()
            .find(|(_, &s)| s as usize == i)
            .map(|(n, _)| n.as_ref().into())
    }

    /// Declares the undefined global of slot `i`, given its direct calls.
    pub(crate) fn declare_incomplete(&mut self, i: usize, sites: &[(usize, InstId, TypeId)]) {
        let Some(name) = self.slot_name(i) else {
            return;
        };
        let addrspace = match self.gslots[i].fwd_as {
            super::ANY_AS => 0,
            a => a,
        };
        let fn_ty = sites.first().map(|s| s.2).filter(|&t| {
            sites.len() == self.gslots[i].fwd_refs as usize && sites.iter().all(|s| s.2 == t)
        });
        let global = match fn_ty {
            Some(fn_ty) => Global {
                common: GlobalCommon {
                    name: Some(name),
                    value_ty: fn_ty,
                    addrspace,
                    ..Default::default()
                },
                kind: GlobalKind::Func(Function::default()),
            },
            None => Global {
                common: GlobalCommon {
                    name: Some(name),
                    value_ty: self.m.types.int(8),
                    addrspace,
                    ..Default::default()
                },
                kind: GlobalKind::Var(GlobalVar::default()),
            },
        };
        self.gslots[i].global = Some(Box::new(global));
        self.gorder.push(i as u32);
    }

    /// `dropUnknownMetadataReferences`: see the module's documentation.
    pub(crate) fn drop_unknown_metadata_references(&mut self) {
        let undefined: HashSet<MdId> = self
            .md_fwd
            .iter()
            .filter_map(|(n, _)| self.md_nums.get(&n).copied())
            .collect();
        if undefined.is_empty() {
            return;
        }
        let dropped_call = |m: &Module, inst: &Inst| -> bool {
            let InstKind::Call(c) = &inst.kind else {
                return false;
            };
            let Operand::Const(k) = c.callee else {
                return false;
            };
            let ConstKind::Global(_) = m.consts.get(k).kind else {
                return false;
            };
            c.args
                .iter()
                .any(|a| matches!(a, Operand::Metadata(x) if undefined.contains(x)))
        };
        let named = |p: &Self, g: GlobalId| -> bool {
            let d = p.gslots.get(g.index()).map_or("", |s| s.display.as_str());
            d.starts_with("@llvm.dbg.") || d == "@llvm.experimental.noalias.scope.decl"
        };
        // Which calls go is decided first (the names are in the slots).
        let mut drop_calls: Vec<(usize, InstId)> = Vec::new();
        for (fs, body) in self.slot_bodies() {
            for b in body.blocks.values() {
                for &id in b.insts.iter() {
                    let inst = body.inst(id);
                    if !dropped_call(&self.m, inst) {
                        continue;
                    }
                    let InstKind::Call(c) = &inst.kind else {
                        continue;
                    };
                    let Operand::Const(k) = c.callee else {
                        continue;
                    };
                    if let ConstKind::Global(g) = self.m.consts.get(k).kind {
                        if named(self, g) {
                            drop_calls.push((fs, id));
                        }
                    }
                }
            }
        }
        for slot in self.gslots.iter_mut() {
            let Some(g) = slot.global.as_deref_mut() else {
                continue;
            };
            match &mut g.kind {
                GlobalKind::Var(v) => v.md.retain(|(_, x)| !undefined.contains(x)),
                GlobalKind::Func(f) => {
                    f.md.retain(|(_, x)| !undefined.contains(x));
                    if let Some(body) = f.body.as_mut() {
                        for inst in body.insts.values_mut() {
                            inst.md.retain(|(_, x)| !undefined.contains(x));
                        }
                    }
                }
                _ => {}
            }
        }
        for (fs, id) in drop_calls {
            if let Some(Global {
                kind:
                    GlobalKind::Func(Function {
                        body: Some(body), ..
                    }),
                ..
            }) = self.gslots[fs].global.as_deref_mut()
            {
                for b in body.blocks.values_mut() {
                    b.insts.retain(|&i| i != id);
                }
                // Out of every block, the call refers to nothing any more.
                if let InstKind::Call(c) = &mut body.insts[id].kind {
                    c.args.clear();
                }
            }
        }
        // Undefined nodes something still refers to stay undefined.
        let mut used: HashSet<MdId> = HashSet::new();
        let mut note = |x: MdId| {
            if undefined.contains(&x) {
                used.insert(x);
            }
        };
        for i in 0..self.m.metadata.len() {
            for x in self
                .m
                .metadata
                .get(MdId::from_index(i))
                .node_operands()
                .iter()
                .flatten()
            {
                note(*x);
            }
        }
        for nm in &self.m.named_metadata {
            nm.ops.iter().for_each(|&x| note(x));
        }
        for slot in &self.gslots {
            let Some(g) = slot.global.as_deref() else {
                continue;
            };
            llconv_ir::metadata::for_each_global_metadata(g, &mut note);
        }
        let gone: Vec<u32> = self
            .md_fwd
            .iter()
            .filter(|(n, _)| self.md_nums.get(n).is_some_and(|id| !used.contains(id)))
            .map(|(n, _)| n)
            .collect();
        for n in gone {
            self.md_fwd.remove(&n);
        }
    }
}
