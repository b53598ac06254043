//! LLVM's `UpgradeARCRuntime`, which its bitcode reader applies to every
//! module and our text parser applies too (so that `.ll` to `.ll` prints
//! what `llvm-as | llvm-dis` prints): Objective-C ARC calls written before
//! the `llvm.objc.*` intrinsics existed become calls of those intrinsics.

use crate::attributes::AttrList;
use crate::constants::{ApInt, Const, ConstKind};
use crate::instructions::{InstKind, Operand};
use crate::metadata::{MdKindId, Metadata};
use crate::module::{Global, GlobalId, GlobalKind, Module};
use crate::types::{Type, TypeId};

/// `UpgradeARCRuntime`'s runtime functions and the intrinsics their calls
/// become, with the intrinsic's type: result (`v` void, `p` ptr, `i`
/// i32), then a `p` per parameter.
const ARC_RUNTIME: [(&str, &str); 29] = [
    ("objc_autorelease", "p p"),
    ("objc_autoreleasePoolPop", "v p"),
    ("objc_autoreleasePoolPush", "p"),
    ("objc_autoreleaseReturnValue", "p p"),
    ("objc_copyWeak", "v pp"),
    ("objc_destroyWeak", "v p"),
    ("objc_initWeak", "p pp"),
    ("objc_loadWeak", "p p"),
    ("objc_loadWeakRetained", "p p"),
    ("objc_moveWeak", "v pp"),
    ("objc_release", "v p"),
    ("objc_retain", "p p"),
    ("objc_retainAutorelease", "p p"),
    ("objc_retainAutoreleaseReturnValue", "p p"),
    ("objc_retainAutoreleasedReturnValue", "p p"),
    ("objc_retainBlock", "p p"),
    ("objc_storeStrong", "v pp"),
    ("objc_storeWeak", "p pp"),
    ("objc_unsafeClaimAutoreleasedReturnValue", "p p"),
    ("objc_retainedObject", "p p"),
    ("objc_unretainedObject", "p p"),
    ("objc_unretainedPointer", "p p"),
    ("objc_retain_autorelease", "p p"),
    ("objc_sync_enter", "i p"),
    ("objc_sync_exit", "i p"),
    ("objc_arc_annotation_topdown_bbstart", "v pp"),
    ("objc_arc_annotation_topdown_bbend", "v pp"),
    ("objc_arc_annotation_bottomup_bbstart", "v pp"),
    ("objc_arc_annotation_bottomup_bbend", "v pp"),
];

/// The intrinsic a runtime function's calls become: `objc_x_y` is
/// `llvm.objc.x.y`, except that names in camel case keep their case
/// (`objc_retainAutorelease` is `llvm.objc.retainAutorelease`).
fn arc_intrinsic_name(old: &str) -> String {
    format!("llvm.objc.{}", old["objc_".len()..].replace('_', "."))
}

/// LLVM's `UpgradeARCRuntime`: calls of `clang.arc.use` become calls
/// of `llvm.objc.clang.arc.use`; and when the module had the old
/// retain/release marker (ARC bitcode from before the intrinsics), so
/// do calls of the ARC runtime functions, each of its intrinsic.
pub fn upgrade_arc_runtime(m: &mut Module) {
    // The old functions go at the end, those nothing uses any more: in one
    // pass over the module (their ids stay put until then; the upgrade
    // only appends declarations).
    let mut upgraded = Vec::new();
    upgraded.extend(upgrade_calls_to_intrinsic(
        m,
        b"clang.arc.use",
        b"llvm.objc.clang.arc.use",
        "v *",
    ));
    if upgrade_retain_release_marker(m) {
        for (old, sig) in ARC_RUNTIME {
            let new = arc_intrinsic_name(old);
            upgraded.extend(upgrade_calls_to_intrinsic(
                m,
                old.as_bytes(),
                new.as_bytes(),
                sig,
            ));
        }
    }
    if upgraded.is_empty() {
        return;
    }
    let mut candidates = vec![false; m.globals.len()];
    for i in upgraded {
        candidates[i] = true;
    }
    crate::autoupgrade::remove_unreferenced(m, &candidates);
}

/// `UpgradeARCRuntime`'s `UpgradeToIntrinsic`: when function `old`
/// exists, the intrinsic `new` of type `sig` is declared (at the end,
/// unless it is there), each direct `call` of `old` becomes one of
/// `new` (its name, tail marker, arguments and location kept; no
/// attributes, bundles or other attachments, as a call made anew);
/// returns `old`'s index, to go when nothing uses it any more. LLVM skips a call
/// whose result or arguments cannot be bitcast to the intrinsic's
/// types and bitcasts the others; with opaque pointers every such
/// type is the intrinsic's own or cannot be cast, but an `i32`
/// argument where a `float` is taken could be: such a call is left
/// as it is here.
fn upgrade_calls_to_intrinsic(m: &mut Module, old: &[u8], new: &[u8], sig: &str) -> Option<usize> {
    let named = |m: &Module, n: &[u8]| {
        m.globals
            .values()
            .position(|g| g.common.name.as_deref() == Some(n))
    };
    let fi = named(m, old)?;
    if !matches!(
        m.globals[GlobalId::from_index(fi)].kind,
        GlobalKind::Func(_)
    ) {
        return None;
    }
    let ptr = m.types.ptr(0);
    let one = |m: &mut Module, c: u8| match c {
        b'p' => ptr,
        b'i' => m.types.int(32),
        _ => m.types.void(),
    };
    let (ret, params) = sig.split_once(' ').unwrap_or((sig, ""));
    let ret = one(m, ret.as_bytes()[0]);
    let vararg = params == "*";
    let params: Vec<TypeId> = if vararg {
        Vec::new()
    } else {
        params.bytes().map(|c| one(m, c)).collect()
    };
    let new_ty = m.types.intern(Type::Function {
        ret,
        params: params.clone(),
        vararg,
    });
    let ni = match named(m, new) {
        // A variable of the intrinsic's name: LLVM's declaring it
        // fails its own assertion; the calls stay as they are here.
        Some(i) if !matches!(m.globals[GlobalId::from_index(i)].kind, GlobalKind::Func(_)) => {
            return None;
        }
        Some(i) => i,
        None => {
            m.globals.push(Global::function_declaration(new, new_ty));
            m.globals.len() - 1
        }
    };
    let as_const = |m: &mut Module, i: usize| {
        let ty = m
            .types
            .ptr(m.globals[GlobalId::from_index(i)].common.addrspace);
        m.consts.intern_raw(Const {
            ty,
            kind: ConstKind::Global(GlobalId::from_index(i)),
        })
    };
    let old_c = as_const(m, fi);
    let new_c = as_const(m, ni);
    let mut globals = std::mem::take(&mut m.globals);
    for g in globals.values_mut() {
        let fn_ty = g.common.value_ty;
        let GlobalKind::Func(f) = &mut g.kind else {
            continue;
        };
        let Some(body) = f.body.as_mut() else {
            continue;
        };
        for i in body.insts.keys() {
            let inst = &body.insts[i];
            let InstKind::Call(c) = &inst.kind else {
                continue;
            };
            if c.callee != Operand::Const(old_c) {
                continue;
            }
            // Only types the intrinsic's own: see above.
            let same_types = inst.ty == ret
                && c.args.len() >= params.len()
                && c.args.iter().zip(&params).all(|(&a, &want)| {
                    crate::module::operand_type(&m.types, &m.consts, fn_ty, &body.insts, a)
                        == Some(want)
                });
            if !same_types {
                continue;
            }
            let inst = &mut body.insts[i];
            inst.md.retain(|(k, _)| *k == MdKindId::DBG);
            if let InstKind::Call(c) = &mut inst.kind {
                c.callee = Operand::Const(new_c);
                c.fn_ty = new_ty;
                c.cc = 0;
                c.fmf = 0;
                c.attrs = AttrList::default();
                c.bundles.clear();
                c.addrspace = None;
            }
        }
    }
    m.globals = globals;
    Some(fi)
}

/// LLVM's `upgradeRetainReleaseMarker`: the old
/// `!clang.arc.retainAutoreleasedReturnValueMarker` named metadata becomes
/// a module flag (its `#` comment a `;` one); whether it did.
fn upgrade_retain_release_marker(m: &mut Module) -> bool {
    const KEY: &[u8] = b"clang.arc.retainAutoreleasedReturnValueMarker";
    let Some(pos) = m.named_metadata.iter().position(|n| &n.name[..] == KEY) else {
        return false;
    };
    let Some(&op) = m.named_metadata[pos].ops.first() else {
        return false;
    };
    let Some(Some(id)) = m.metadata.get(op).node_operands().first().copied() else {
        return false;
    };
    let Metadata::String(s) = m.metadata.get(id) else {
        return false;
    };
    let parts: Vec<&[u8]> = s.split(|&c| c == b'#').collect();
    let value = if parts.len() == 2 {
        let joined = [parts[0], b";", parts[1]].concat();
        m.metadata.string(&joined)
    } else {
        id
    };
    let i32t = m.types.int(32);
    let error = m.consts.intern(
        &m.types,
        Const {
            ty: i32t,
            kind: ConstKind::Int(ApInt::from_u64(32, 1)),
        },
    );
    let ops = vec![
        Some(m.metadata.add(Metadata::Value(error))),
        Some(m.metadata.string(KEY)),
        Some(value),
    ];
    let flag = m.metadata.add(Metadata::Tuple {
        distinct: false,
        ops,
    });
    m.named_metadata.remove(pos);
    m.append_named_metadata(b"llvm.module.flags", [flag]);
    true
}
