//! What `llvm-as` settles once the whole module is read: the alignment
//! that memory instructions written without `align` take from the layout
//! as written, and the layout upgraded for its triple.

use llconv_ir::datalayout::{upgrade_data_layout_bytes, DataLayout, LayoutCache};
use llconv_ir::*;

/// The passes over every instruction that finishing a module needs, as
/// the parser found while reading it.
#[derive(Clone, Copy, Default)]
pub(crate) struct Needs {
    /// A memory instruction without `align` (filled from the layout).
    pub(crate) alignments: bool,
    /// A `!tbaa` attachment (old scalar tags are upgraded).
    pub(crate) tbaa: bool,
}

///
/// Fails when the layout LLVM 22's reader makes of the module's (the
/// upgrade for its triple) is invalid: `llvm-as-22` writes such a module,
/// and no reader, `llvm-dis-22` included, takes its bitcode back.
pub(crate) fn finish_module(
    m: &mut Module,
    needs: Needs,
    upgrade_layout: bool,
) -> Result<(), String> {
    // LLVM's parser settles alignments by the layout as written; the
    // upgraded one is what its bitcode reader makes of it later.
    if needs.alignments {
        // The parser has validated the string already; fall back to defaults.
        let layout = DataLayout::parse(m.data_layout.as_deref().unwrap_or(b"")).unwrap_or_default();
        fill_alignments(m, &layout);
    }
    if upgrade_layout {
        let dl = m.data_layout.as_deref().unwrap_or(b"");
        if let Some(upgraded) = upgrade_data_layout_bytes(dl, m.triple.as_deref().unwrap_or(b"")) {
            DataLayout::parse(&upgraded).map_err(|e| {
                format!(
                    "{e} (in the layout LLVM 22 upgrades this one to: \"{}\")",
                    String::from_utf8_lossy(&upgraded)
                )
            })?;
            m.data_layout_as_written =
                Some(m.data_layout.replace(upgraded.into()).unwrap_or_default());
        }
    }
    // Old intrinsics first: the attribute lists go by the upgraded names.
    // The dropped `llvm.dbg.*` declarations go before new ones follow them.
    llconv_ir::upgrade_arc::upgrade_arc_runtime(m);
    llconv_ir::autoupgrade::upgrade_reader_features(m, true);
    if needs.tbaa {
        llconv_ir::upgrade_metadata::upgrade_tbaa(m);
    }
    llconv_ir::upgrade_metadata::upgrade_cu_locals(m);
    super::debuginfo::drop_dbg_declarations(m);
    llconv_ir::autoupgrade::upgrade_intrinsics(m);
    llconv_ir::autoupgrade::upgrade_function_attributes(m);
    llconv_ir::upgrade_metadata::copy_module_attrs_to_functions(m);
    llconv_ir::intrinsics::apply_intrinsic_attributes(m);
    Ok(())
}

/// `alloca` takes the preferred alignment of its type, `load`/`store` the
/// ABI alignment, `cmpxchg`/`atomicrmw` the atomic default.
fn fill_alignments(m: &mut Module, dl: &DataLayout) {
    let types = &m.types;
    let cache = &mut LayoutCache::default();
    for g in m.globals.values_mut() {
        let GlobalKind::Func(f) = &mut g.kind else {
            continue;
        };
        let Some(body) = &mut f.body else { continue };
        for i in body.insts.keys() {
            let value_ty = |body: &Body, op: Operand| {
                operand_type(types, &m.consts, g.common.value_ty, &body.insts, op)
            };
            let inst_ty = body.insts[i].ty;
            let align = match &body.insts[i].kind {
                InstKind::Alloca {
                    allocated,
                    align: None,
                    ..
                } if dl.is_sized_cached(types, *allocated, cache) => {
                    Some(dl.pref_align_cached(types, *allocated, cache))
                }
                InstKind::Load { align: None, .. } if dl.is_sized_cached(types, inst_ty, cache) => {
                    Some(dl.abi_align_cached(types, inst_ty, cache))
                }
                InstKind::Store {
                    value, align: None, ..
                } => value_ty(body, *value)
                    .filter(|&t| dl.is_sized_cached(types, t, cache))
                    .map(|t| dl.abi_align_cached(types, t, cache)),
                InstKind::CmpXchg {
                    cmp, align: None, ..
                } => value_ty(body, *cmp).map(|t| dl.atomic_default_align(types, t)),
                InstKind::AtomicRmw {
                    value, align: None, ..
                } => value_ty(body, *value).map(|t| dl.atomic_default_align(types, t)),
                _ => None,
            };
            if let Some(a) = align {
                match &mut body.insts[i].kind {
                    InstKind::Alloca { align, .. }
                    | InstKind::Load { align, .. }
                    | InstKind::Store { align, .. }
                    | InstKind::CmpXchg { align, .. }
                    | InstKind::AtomicRmw { align, .. } => *align = Some(a),
                    _ => {}
                }
            }
        }
    }
}
