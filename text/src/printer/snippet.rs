//! Single entities printed as LLVM prints them in diagnostics (the
//! verifier's `CheckFailed` shows each value it names after its message):
//! global values, arguments, blocks and constants as operands (`ptr @f`),
//! instructions as their line, metadata as its definition (`!0 = !{...}`),
//! with the slot numbers the whole module's printing would give.

use super::numbering::{LocalSlots, Numbering};
use super::Printer;
use llconv_ir::diagnostic::ValueRef;
use llconv_ir::*;
use std::fmt::Write;

/// Prints entities of one module; the module's numbering is computed
/// once, a function's local slots once per function in a row.
pub struct EntityPrinter<'a> {
    p: Printer<'a>,
    local_of: Option<GlobalId>,
}

impl<'a> EntityPrinter<'a> {
    /// A printer for entities of `m`.
    pub fn new(m: &'a Module) -> Self {
        EntityPrinter {
            p: Printer {
                m,
                out: String::new(),
                n: Numbering::compute(m).into(),
                local: LocalSlots::default(),
                func: None,
                inline_md: Vec::new(),
                budget: Default::default(),
            },
            local_of: None,
        }
    }

    /// Takes the function's local numbering; false if `g` has no body.
    fn enter(&mut self, g: GlobalId) -> Option<&'a Body> {
        let m = self.p.m;
        let f = m.globals.get(g)?.as_func()?;
        let body = f.body.as_ref()?;
        if self.local_of != Some(g) {
            let params = match m.types.get(m.globals[g].common.value_ty) {
                Type::Function { params, .. } => params.len(),
                _ => 0,
            };
            self.p.local = LocalSlots::compute(m, f, params);
            self.local_of = Some(g);
        }
        self.p.func = Some((g, f));
        Some(body)
    }

    /// The text LLVM shows for `v` (no trailing newline).
    pub fn print(&mut self, v: ValueRef) -> String {
        self.p.out.clear();
        let m = self.p.m;
        match v {
            ValueRef::Global(g) => {
                if let Some(gl) = m.globals.get(g) {
                    match gl.common.addrspace {
                        0 => self.p.out.push_str("ptr "),
                        a => {
                            let _ = write!(self.p.out, "ptr addrspace({a}) ");
                        }
                    }
                    self.p.global_ref(g);
                }
            }
            ValueRef::Inst(g, i) => {
                if let Some(body) = self.enter(g) {
                    if body.insts.get(i).is_some() {
                        self.p.out.push_str("  ");
                        self.p.instruction(body, i);
                    }
                }
            }
            ValueRef::DbgRecord(g, i, k) => {
                if let Some(body) = self.enter(g) {
                    if let Some(r) = body
                        .insts
                        .get(InstId::from_index(i.index()))
                        .and_then(|inst| inst.dbg_records.get(k as usize))
                    {
                        self.p.dbg_record(body, r);
                    }
                }
            }
            ValueRef::Block(g, b) => {
                if let Some(body) = self.enter(g) {
                    if body.blocks.get(b).is_some() {
                        self.p.out.push_str("label ");
                        self.p.block_ref(body, b);
                    }
                }
            }
            ValueRef::Arg(g, a) => {
                if let Some(body) = self.enter(g) {
                    let fty = m.globals[g].common.value_ty;
                    if let Type::Function { params, .. } = m.types.get(fty) {
                        if let Some(&t) = params.get(a.index()) {
                            self.p.ty(t);
                            self.p.out.push(' ');
                            self.p.value(body, Operand::Arg(a));
                        }
                    }
                }
            }
            ValueRef::Const(c) => self.p.typed_const(c),
            ValueRef::Metadata(id) => match self.p.n.md_slots.get(id) {
                Some(slot) => {
                    let _ = write!(self.p.out, "!{slot} = ");
                    self.p.md_node_body(id);
                }
                None => self.p.md_ref(id),
            },
            ValueRef::Type(t) => self.p.ty(t),
            ValueRef::Int(n) => {
                let _ = write!(self.p.out, "{n}");
            }
            ValueRef::Comdat(c) => {
                if let Some(cd) = m.comdats.get(c) {
                    self.p.out.push('$');
                    super::names::write_name_body(&mut self.p.out, &cd.name);
                    let _ = write!(self.p.out, " = comdat {}", cd.kind.keyword());
                }
            }
        }
        llconv_ir::rawtext::decode_raw_lossy(std::mem::take(&mut self.p.out))
    }
}
