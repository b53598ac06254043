//! Metadata upgrades that LLVM applies to every module it reads, text or
//! bitcode (`UpgradeModuleFlags` in LLVM's AutoUpgrade).

use crate::constants::{ApInt, Const, ConstKind};
use crate::metadata::{MdId, Metadata};
use crate::module::Module;

/// Module flag behaviors (`!{i32 B, !"key", value}`).
pub mod behavior {
    /// `Error`: linking modules with different values fails.
    pub const ERROR: u64 = 1;
    /// `Override`: this value wins over the other module's.
    pub const OVERRIDE: u64 = 4;
    /// `Max`: the larger value wins.
    pub const MAX: u64 = 7;
    /// `Min`: the smaller value wins.
    pub const MIN: u64 = 8;
}

fn int_md(m: &mut Module, bits: u32, v: u64) -> MdId {
    let ty = m.types.int(bits);
    let c = m.consts.intern_raw(Const {
        ty,
        kind: ConstKind::Int(ApInt::from_u64(bits, v)),
    });
    m.metadata.add(Metadata::Value(c))
}

/// The integer value of constant metadata (`i32 7`), zero-extended.
fn md_uint(m: &Module, id: Option<MdId>) -> Option<(u32, u64)> {
    let Metadata::Value(c) = m.metadata.get(id?) else {
        return None;
    };
    let c = m.consts.get(*c);
    match &c.kind {
        ConstKind::Int(v) => Some((m.types.int_width(c.ty)?, v.low_u64())),
        _ => None,
    }
}

fn md_str(m: &Module, id: Option<MdId>) -> Option<&[u8]> {
    match m.metadata.get(id?) {
        Metadata::String(s) => Some(s),
        _ => None,
    }
}

/// `UpgradeModuleFlags`: `PIC Level` with behavior Error or Max becomes Min,
/// `PIE Level` Error becomes Max, branch-protection flags Error becomes
/// Min, spaces leave the Objective-C image info section name,
/// `amdgpu_code_object_version` is renamed, an i32 `Objective-C Garbage
/// Collection` becomes i8 (its upper bytes becoming Swift version flags),
/// and Objective-C modules get `Objective-C Class Properties`.
pub fn upgrade_module_flags(m: &mut Module) {
    let Some(nm) = m
        .named_metadata
        .iter()
        .position(|n| &n.name[..] == b"llvm.module.flags")
    else {
        return;
    };
    let mut has_objc = false;
    let mut has_class_properties = false;
    let mut swift: Option<(u64, u64, u64)> = None;
    for i in 0..m.named_metadata[nm].ops.len() {
        let op = m.named_metadata[nm].ops[i];
        let ops = m.metadata.get(op).node_operands().to_vec();
        if ops.len() != 3 {
            continue;
        }
        let Some(key) = md_str(m, ops[1]).map(|s| s.to_vec()) else {
            continue;
        };
        let beh = md_uint(m, ops[0]).map(|(_, v)| v);
        let mut new_ops: Option<[Option<MdId>; 3]> = None;
        let set_behavior = |m: &mut Module, b: u64| [Some(int_md(m, 32, b)), ops[1], ops[2]];
        match &key[..] {
            b"Objective-C Image Info Version" => has_objc = true,
            b"Objective-C Class Properties" => has_class_properties = true,
            b"PIC Level" if matches!(beh, Some(behavior::ERROR | behavior::MAX)) => {
                new_ops = Some(set_behavior(m, behavior::MIN));
            }
            b"PIE Level" if beh == Some(behavior::ERROR) => {
                new_ops = Some(set_behavior(m, behavior::MAX));
            }
            k if (k == b"branch-target-enforcement" || k.starts_with(b"sign-return-address"))
                && beh == Some(behavior::ERROR) =>
            {
                new_ops = Some(set_behavior(m, behavior::MIN));
            }
            b"Objective-C Image Info Section" => {
                if let Some(s) = md_str(m, ops[2]) {
                    if s.contains(&b' ') {
                        let s: Vec<u8> = s.iter().copied().filter(|&c| c != b' ').collect();
                        new_ops = Some([ops[0], ops[1], Some(m.metadata.string(&s))]);
                    }
                }
            }
            b"Objective-C Garbage Collection" => {
                if let Some((bits, val)) = md_uint(m, ops[2]) {
                    if bits != 8 {
                        if val & 0xff != val {
                            swift =
                                Some(((val >> 8) & 0xff, (val >> 24) & 0xff, (val >> 16) & 0xff));
                        }
                        new_ops = Some([
                            Some(int_md(m, 32, behavior::ERROR)),
                            ops[1],
                            Some(int_md(m, 8, val & 0xff)),
                        ]);
                    }
                }
            }
            b"amdgpu_code_object_version" => {
                new_ops = Some([
                    ops[0],
                    Some(m.metadata.string(b"amdhsa_code_object_version")),
                    ops[2],
                ]);
            }
            _ => {}
        }
        if let Some(ops) = new_ops {
            let id = m.metadata.add(Metadata::Tuple {
                distinct: false,
                ops: ops.to_vec(),
            });
            m.named_metadata[nm].ops[i] = id;
        }
    }
    let add_flag = |m: &mut Module, b: u64, key: &[u8], bits: u32, v: u64| {
        let ops = vec![
            Some(int_md(m, 32, b)),
            Some(m.metadata.string(key)),
            Some(int_md(m, bits, v)),
        ];
        let id = m.metadata.add(Metadata::Tuple {
            distinct: false,
            ops,
        });
        m.named_metadata[nm].ops.push(id);
    };
    if has_objc && !has_class_properties {
        add_flag(
            m,
            behavior::OVERRIDE,
            b"Objective-C Class Properties",
            32,
            0,
        );
    }
    if let Some((abi, major, minor)) = swift {
        add_flag(m, behavior::ERROR, b"Swift ABI Version", 32, abi);
        add_flag(m, behavior::ERROR, b"Swift Major Version", 8, major);
        add_flag(m, behavior::ERROR, b"Swift Minor Version", 8, minor);
    }
}

/// What stripping debug info does to an `!llvm.loop` node
/// (`stripDebugLocFromLoopID`): `DILocation`s (and nodes made only of them)
/// leave its operands. Returns the node to attach instead: the same node
/// when it holds no location, `None` when nothing but locations remain.
pub fn strip_loop_debug_locations(m: &mut Module, loop_id: MdId) -> Option<MdId> {
    use crate::debuginfo::DiKind;
    use std::collections::{HashMap, HashSet};
    let ops = m.metadata.get(loop_id).node_operands().to_vec();
    if ops.is_empty() {
        return Some(loop_id);
    }
    let table = &m.metadata;
    let is_loc = |id: MdId| table.get(id).di_kind() == Some(DiKind::Location);
    // Nodes from which a DILocation can be reached.
    fn reach(
        t: &crate::metadata::MetadataTable,
        is_loc: &dyn Fn(MdId) -> bool,
        visited: &mut HashSet<MdId>,
        reachable: &mut HashSet<MdId>,
        id: MdId,
        depth: u32,
    ) -> bool {
        if !t.get(id).is_node() {
            return false;
        }
        if is_loc(id) || reachable.contains(&id) {
            return true;
        }
        if depth > 10_000 || !visited.insert(id) {
            return false;
        }
        for &op in t.get(id).node_operands().iter().flatten() {
            if reach(t, is_loc, visited, reachable, op, depth + 1) {
                reachable.insert(id);
            }
        }
        reachable.contains(&id)
    }
    let mut visited = HashSet::new();
    let mut reachable = HashSet::new();
    visited.insert(loop_id);
    let mut any = false;
    for &op in ops[1..].iter().flatten() {
        any |= reach(table, &is_loc, &mut visited, &mut reachable, op, 0);
    }
    if !any {
        return Some(loop_id);
    }
    // Nodes made of nothing but locations.
    fn all_loc(
        t: &crate::metadata::MetadataTable,
        is_loc: &dyn Fn(MdId) -> bool,
        visited: &mut HashSet<MdId>,
        all: &mut HashSet<MdId>,
        reachable: &HashSet<MdId>,
        id: Option<MdId>,
    ) -> bool {
        let Some(id) = id.filter(|&i| t.get(i).is_node()) else {
            return false;
        };
        if is_loc(id) || all.contains(&id) {
            return true;
        }
        if !reachable.contains(&id) || !visited.insert(id) {
            return false;
        }
        for &op in t.get(id).node_operands() {
            if op == Some(id) {
                continue;
            }
            if !all_loc(t, is_loc, visited, all, reachable, op) {
                return false;
            }
        }
        all.insert(id);
        true
    }
    let mut visited = HashSet::new();
    let mut all = HashSet::new();
    let mut every = true;
    for &op in &ops[1..] {
        if !all_loc(table, &is_loc, &mut visited, &mut all, &reachable, op) {
            every = false;
            break;
        }
    }
    if every {
        return None;
    }
    /// Each node is rewritten once (`done`): a node reached again, even
    /// round a cycle of tuples (where LLVM recurses without end), takes
    /// the first answer, so the cost stays linear in the nodes.
    fn strip(
        m: &mut Module,
        all: &HashSet<MdId>,
        reachable: &HashSet<MdId>,
        done: &mut HashMap<MdId, Option<MdId>>,
        id: MdId,
        depth: u32,
    ) -> Option<MdId> {
        if let Some(&r) = done.get(&id) {
            return r;
        }
        // Until its answer is known, a node on the current path stays.
        done.insert(id, Some(id));
        let r = strip_node(m, all, reachable, done, id, depth);
        done.insert(id, r);
        r
    }
    fn strip_node(
        m: &mut Module,
        all: &HashSet<MdId>,
        reachable: &HashSet<MdId>,
        done: &mut HashMap<MdId, Option<MdId>>,
        id: MdId,
        depth: u32,
    ) -> Option<MdId> {
        let md = m.metadata.get(id);
        if md.di_kind() == Some(crate::debuginfo::DiKind::Location) || all.contains(&id) {
            return None;
        }
        if !reachable.contains(&id) || depth > 10_000 {
            return Some(id);
        }
        let Metadata::Tuple { distinct, ops } = md else {
            return Some(id);
        };
        let (distinct, ops) = (*distinct, ops.clone());
        let mut args = Vec::new();
        let mut self_ref = false;
        for op in ops {
            match op {
                None => args.push(None),
                Some(o) if o == id => {
                    self_ref = true;
                    args.push(None);
                }
                Some(o) => {
                    if let Some(n) = strip(m, all, reachable, done, o, depth + 1) {
                        args.push(Some(n));
                    }
                }
            }
        }
        if args.is_empty() || (self_ref && args.len() == 1) {
            return None;
        }
        Some(new_tuple(m, distinct || self_ref, self_ref, args))
    }
    let mut args = vec![None];
    let mut done = HashMap::new();
    for op in ops[1..].iter().copied() {
        match op {
            None => args.push(None),
            Some(o) => {
                if let Some(n) = strip(m, &all, &reachable, &mut done, o, 0) {
                    args.push(Some(n));
                }
            }
        }
    }
    Some(new_tuple(m, true, true, args))
}

/// A tuple; with `self_ref`, operand 0 becomes the node itself.
fn new_tuple(m: &mut Module, distinct: bool, self_ref: bool, mut ops: Vec<Option<MdId>>) -> MdId {
    if !distinct {
        return m.metadata.add(Metadata::Tuple {
            distinct: false,
            ops,
        });
    }
    let id = m.metadata.reserve();
    if self_ref {
        ops[0] = Some(id);
    }
    m.metadata.set(
        id,
        Metadata::Tuple {
            distinct: true,
            ops,
        },
    );
    id
}

/// `UpgradeTBAANode` on every instruction's `!tbaa`: an old scalar tag
/// `!{!"name", !parent}` becomes the struct-path tag `!{!t, !t, i64 0}`
/// (a three-operand one `!{!"name", !parent, i64 c}` becomes
/// `!{!t, !t, i64 0, i64 c}` with `!t = !{!"name", !parent}`).
pub fn upgrade_tbaa(m: &mut Module) {
    let kind = m.metadata.kind_id(b"tbaa");
    let mut done: crate::hash::FastMap<MdId, MdId> = Default::default();
    for gi in m.globals.keys() {
        let crate::module::GlobalKind::Func(f) = &m.globals[gi].kind else {
            continue;
        };
        let Some(body) = &f.body else { continue };
        let mut edits = Vec::new();
        for (ii, inst) in body.insts.values().enumerate() {
            for (j, &(k, md)) in inst.md.iter().enumerate() {
                if k == kind {
                    edits.push((ii, j, md));
                }
            }
        }
        for (ii, j, md) in edits {
            let new = match done.get(&md) {
                Some(&n) => n,
                None => {
                    let n = upgraded_tbaa(m, md);
                    done.insert(md, n);
                    n
                }
            };
            if new != md {
                if let crate::module::GlobalKind::Func(f) = &mut m.globals[gi].kind {
                    if let Some(body) = f.body.as_mut() {
                        body.insts[crate::InstId::from_index(ii)].md[j].1 = new;
                    }
                }
            }
        }
    }
}

fn upgraded_tbaa(m: &mut Module, md: MdId) -> MdId {
    let Metadata::Tuple { ops, .. } = m.metadata.get(md) else {
        return md;
    };
    if ops.is_empty() {
        // Invalid: left to the verifier, as LLVM does.
        return md;
    }
    let ops = ops.clone();
    let first_is_node = ops
        .first()
        .copied()
        .flatten()
        .is_some_and(|o| m.metadata.get(o).is_node());
    if first_is_node && ops.len() >= 3 {
        return md;
    }
    let zero = int_md(m, 64, 0);
    if ops.len() == 3 {
        let scalar = m.metadata.add(Metadata::Tuple {
            distinct: false,
            ops: vec![ops[0], ops[1]],
        });
        return m.metadata.add(Metadata::Tuple {
            distinct: false,
            ops: vec![Some(scalar), Some(scalar), Some(zero), ops[2]],
        });
    }
    m.metadata.add(Metadata::Tuple {
        distinct: false,
        ops: vec![Some(md), Some(md), Some(zero)],
    })
}

/// What LLVM's bitcode reader does to compile units (so to every
/// `llvm-as | llvm-dis` round trip): imported entities with a local scope
/// move from their unit's `imports:` to the `retainedNodes:` of the
/// enclosing subprogram.
pub fn upgrade_cu_locals(m: &mut Module) {
    use crate::debuginfo::DiKind;
    let Some(cus) = m
        .named_metadata
        .iter()
        .find(|n| &*n.name == b"llvm.dbg.cu")
        .map(|n| n.ops.clone())
    else {
        return;
    };
    let is_local = |m: &Module, id: MdId| {
        matches!(m.metadata.get(id), Metadata::Di(n) if matches!(
            n.kind,
            DiKind::Subprogram | DiKind::LexicalBlock | DiKind::LexicalBlockFile
        ))
    };
    let subprogram_of = |m: &Module, mut s: MdId| {
        let mut seen = std::collections::HashSet::new();
        loop {
            let Metadata::Di(n) = m.metadata.get(s) else {
                return None;
            };
            match n.kind {
                DiKind::Subprogram => return Some(s),
                DiKind::LexicalBlock | DiKind::LexicalBlockFile => {}
                _ => return None,
            }
            s = n.op("scope")?;
            if !seen.insert(s) {
                return None;
            }
        }
    };
    let tuple = |m: &Module, id: Option<MdId>| match id.map(|i| m.metadata.get(i)) {
        Some(Metadata::Tuple { ops, .. }) => ops.clone(),
        _ => Vec::new(),
    };
    let replace = |m: &mut Module, id: MdId, field: &str, v: MdId| {
        if let Metadata::Di(n) = m.metadata.get(id) {
            let mut n = n.clone();
            if let Some((_, f)) = n.kind.schema().field_by_name(field.as_bytes()) {
                n.set_op(f, Some(v));
                m.metadata.set(id, Metadata::Di(n));
            }
        }
    };
    for cu in cus {
        let imports = match m.metadata.get(cu) {
            Metadata::Di(n) if n.kind == DiKind::CompileUnit => n.op("imports"),
            _ => None,
        };
        let Some(imports) = imports else { continue };
        let mut keep = Vec::new();
        let mut removed: Vec<MdId> = Vec::new();
        let mut moved: Vec<(MdId, Vec<MdId>)> = Vec::new();
        for op in tuple(m, Some(imports)) {
            let scope = op.and_then(|e| match m.metadata.get(e) {
                Metadata::Di(n) if n.kind == DiKind::ImportedEntity => n.op("scope"),
                _ => None,
            });
            match (op, scope) {
                (Some(e), Some(s)) if is_local(m, s) => {
                    if removed.contains(&e) {
                        continue;
                    }
                    removed.push(e);
                    if let Some(sp) = subprogram_of(m, s) {
                        match moved.iter_mut().find(|(p, _)| *p == sp) {
                            Some((_, v)) => v.push(e),
                            None => moved.push((sp, vec![e])),
                        }
                    }
                }
                _ => keep.push(op),
            }
        }
        if removed.is_empty() {
            continue;
        }
        keep.retain(|op| !op.is_some_and(|e| removed.contains(&e)));
        for (sp, entities) in moved {
            let retained = match m.metadata.get(sp) {
                Metadata::Di(n) => n.op("retainedNodes"),
                _ => None,
            };
            let mut list = tuple(m, retained);
            list.extend(entities.into_iter().map(Some));
            let t = m.metadata.add(Metadata::Tuple {
                distinct: false,
                ops: list,
            });
            replace(m, sp, "retainedNodes", t);
        }
        let t = m.metadata.add(Metadata::Tuple {
            distinct: false,
            ops: keep,
        });
        replace(m, cu, "imports", t);
    }
}

/// LLVM's `copyModuleAttrToFunctions`, for ARM, Thumb and AArch64 modules:
/// branch-protection module flags that are set to 1 (the form before LLVM
/// 19) become attributes of every defined function, and the flags become
/// `Min` flags of value 2, which say that the functions carry them. A flag
/// that is 2 already means the module is upgraded: nothing changes.
/// Without `sign-return-address`, a function's `"sign-return-address"="none"`
/// (and its key) goes; `"true"`/`"false"` values of the other attributes
/// become presence and absence.
pub fn copy_module_attrs_to_functions(m: &mut Module) {
    use crate::attributes::{AttrList, Attribute};
    use crate::module::GlobalKind;
    let arch = m
        .triple
        .as_deref()
        .map(|t| t.split(|&c| c == b'-').next().unwrap_or(b""))
        .unwrap_or(b"");
    if !(arch.starts_with(b"arm") || arch.starts_with(b"thumb") || arch.starts_with(b"aarch64")) {
        return;
    }
    const KEYS: [&[u8]; 6] = [
        b"branch-target-enforcement",
        b"branch-protection-pauth-lr",
        b"guarded-control-stack",
        b"sign-return-address",
        b"sign-return-address-all",
        b"sign-return-address-with-bkey",
    ];
    let mut vals = [0u64; 6];
    let nm = m
        .named_metadata
        .iter()
        .position(|n| &n.name[..] == b"llvm.module.flags");
    if let Some(nm) = nm {
        for &op in &m.named_metadata[nm].ops {
            let ops = m.metadata.get(op).node_operands();
            if ops.len() != 3 {
                continue;
            }
            let (Some(key), Some((_, v))) = (md_str(m, ops[1]), md_uint(m, ops[2])) else {
                continue;
            };
            if let Some(k) = KEYS.iter().position(|&x| x == key) {
                vals[k] = v;
                if v == 2 {
                    return;
                }
            }
        }
    }
    let [bte, pauth_lr, gcs, sra, sra_all, sra_bkey] = vals.map(|v| v == 1);
    let sign_type: &[u8] = if sra && sra_all { b"all" } else { b"non-leaf" };
    let sign_key: &[u8] = if sra && sra_bkey { b"b_key" } else { b"a_key" };
    for g in m.globals.values_mut() {
        let GlobalKind::Func(f) = &mut g.kind else {
            continue;
        };
        if f.body.is_none() {
            continue;
        }
        let old = m.attrs.get(f.attrs.func);
        let mut v: Vec<Attribute> = old.as_slice().to_vec();
        let value_of = |v: &[Attribute], k: &[u8]| {
            v.iter().find_map(|a| match a {
                Attribute::String { key, value } if &**key == k => {
                    Some(value.as_deref().unwrap_or(b"").to_vec())
                }
                _ => None,
            })
        };
        if sra {
            for (k, val) in [
                (&b"sign-return-address"[..], sign_type),
                (b"sign-return-address-key", sign_key),
            ] {
                if value_of(&v, k).is_none() {
                    v.push(Attribute::string(k, Some(val.into())));
                }
            }
        } else if value_of(&v, b"sign-return-address").as_deref() == Some(b"none") {
            v.retain(|a| {
                !matches!(
                    a.string_key(),
                    Some(b"sign-return-address" | b"sign-return-address-key")
                )
            });
        }
        for (set, k) in [
            (bte, &b"branch-target-enforcement"[..]),
            (pauth_lr, b"branch-protection-pauth-lr"),
            (gcs, b"guarded-control-stack"),
        ] {
            match value_of(&v, k).as_deref() {
                None if set => v.push(Attribute::string(k, None)),
                Some(b"false") => v.retain(|a| a.string_key() != Some(k)),
                Some(b"true") => {
                    v.retain(|a| a.string_key() != Some(k));
                    v.push(Attribute::string(k, None));
                }
                _ => {}
            }
        }
        if v != old.as_slice() {
            let func = m.attrs.intern_attrs(v);
            f.attrs = AttrList::new(func, f.attrs.ret, f.attrs.params.clone());
        }
    }
    let set_flag = |m: &mut Module, key: &[u8]| {
        let ops = vec![
            Some(int_md(m, 32, behavior::MIN)),
            Some(m.metadata.string(key)),
            Some(int_md(m, 32, 2)),
        ];
        let id = m.metadata.add(Metadata::Tuple {
            distinct: false,
            ops,
        });
        let nm = match m
            .named_metadata
            .iter()
            .position(|n| &n.name[..] == b"llvm.module.flags")
        {
            Some(nm) => nm,
            None => {
                m.named_metadata.push(crate::metadata::NamedMetadata {
                    name: b"llvm.module.flags"[..].into(),
                    ops: Vec::new(),
                });
                m.named_metadata.len() - 1
            }
        };
        let at = m.named_metadata[nm].ops.iter().position(|&op| {
            let ops = m.metadata.get(op).node_operands();
            ops.len() == 3 && md_str(m, ops[1]) == Some(key)
        });
        match at {
            Some(i) => m.named_metadata[nm].ops[i] = id,
            None => m.named_metadata[nm].ops.push(id),
        }
    };
    for (on, key) in [
        (bte, &b"branch-target-enforcement"[..]),
        (pauth_lr, b"branch-protection-pauth-lr"),
        (gcs, b"guarded-control-stack"),
        (sra, b"sign-return-address"),
        (sra && sra_all, b"sign-return-address-all"),
        (sra && sra_bkey, b"sign-return-address-with-bkey"),
    ] {
        if on {
            set_flag(m, key);
        }
    }
}
