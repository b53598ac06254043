//! `--internalize`: what a module brought in becomes internal, as LLVM's
//! `internalizeModule` does with llvm-link's callback (keep what the
//! module did not bring).

use llconv_ir::hash::FastSet;
use llconv_ir::{ConstKind, DllStorage, GlobalKind, Linkage, Visibility};

use crate::dst::Dst;

/// Names the internalizer never touches, besides the members of
/// `llvm.used` (those of `llvm.compiler.used` may become internal).
const ALWAYS_PRESERVED: &[&[u8]] = &[
    b"llvm.used",
    b"llvm.compiler.used",
    b"llvm.global_ctors",
    b"llvm.global_dtors",
    b"llvm.global.annotations",
    b"__stack_chk_fail",
    b"__stack_chk_guard",
];

pub(crate) fn internalize(dst: &mut Dst, names: &FastSet<Box<[u8]>>) {
    let m = &dst.m;
    let mut preserved: FastSet<Box<[u8]>> = ALWAYS_PRESERVED.iter().map(|n| (*n).into()).collect();
    for g in m.globals.values() {
        let name = g.common.name.as_deref().unwrap_or(b"");
        if name != b"llvm.used" {
            continue;
        }
        let Some(init) = g.as_var().and_then(|v| v.init) else {
            continue;
        };
        if let ConstKind::Array(elems) = &m.consts.get(init).kind {
            for &e in elems {
                let mut c = e;
                // Through casts to the global.
                while let ConstKind::Expr(x) = &m.consts.get(c).kind {
                    match x.operands.first() {
                        Some(&o) => c = o,
                        None => break,
                    }
                }
                if let ConstKind::Global(u) = m.consts.get(c).kind {
                    if let Some(n) = &m.globals[u].common.name {
                        preserved.insert(n.clone());
                    }
                }
            }
        }
    }
    for id in dst.live() {
        let g = dst.global(id);
        let Some(name) = g.common.name.clone() else {
            continue;
        };
        if !names.contains(&name) || preserved.contains(&name) {
            continue;
        }
        let declaration = match &g.kind {
            GlobalKind::Var(v) => v.init.is_none(),
            GlobalKind::Func(f) => f.body.is_none(),
            _ => false,
        };
        if g.common.linkage.is_local()
            || declaration
            || g.common.linkage == Linkage::AvailableExternally
            || g.common.dll_storage == DllStorage::Export
        {
            continue;
        }
        let g = dst.global_mut(id);
        g.common.visibility = Visibility::Default;
        g.common.linkage = Linkage::Internal;
        g.common.dso_local = true;
    }
}
