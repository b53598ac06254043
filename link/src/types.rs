//! Types across modules, as LLVM 22's IR mover maps them.
//!
//! In `llvm-link` every module lives in one `LLVMContext`, where an
//! identified struct's name is unique: a module read after another that
//! named a struct `%T` gets `%T.N` instead, from one counter for the whole
//! context. The linker then maps each source struct onto a destination
//! struct of the same shape where it can (by the name before the suffix,
//! or any destination struct with the same body) and creates new ones
//! where it cannot. [`ContextNames`] plays the context's part, so that the
//! names (and their suffixes) come out as `llvm-link-22` prints them.

use llconv_ir::hash::{FastMap, FastSet};
use llconv_ir::{SecondaryMap, StructId, Type, TypeId, TypeTable};

/// The struct names a shared `LLVMContext` would hold: every name given
/// to a struct and not cleared since, whichever module the struct is in.
#[derive(Default, Debug)]
pub(crate) struct ContextNames {
    held: FastSet<Box<[u8]>>,
    /// LLVM's `NamedStructTypesUniqueID`: the next suffix tried.
    next_suffix: u32,
}

impl ContextNames {
    /// The name a struct called `name` gets when created: `name` itself if
    /// free, else `name.N` with the context's next free `N`.
    fn claim(&mut self, name: &[u8]) -> Box<[u8]> {
        if self.held.insert(name.into()) {
            return name.into();
        }
        loop {
            let mut candidate = name.to_vec();
            candidate.push(b'.');
            candidate.extend_from_slice(self.next_suffix.to_string().as_bytes());
            self.next_suffix += 1;
            if self.held.insert(candidate.clone().into()) {
                return candidate.into();
            }
        }
    }

    fn release(&mut self, name: &[u8]) {
        self.held.remove(name);
    }

    /// Names the structs of a module as reading it into the context would:
    /// in creation order, each clashing name renamed.
    pub(crate) fn load(&mut self, types: &mut TypeTable) {
        for s in &mut types.structs {
            if let Some(name) = &s.name {
                s.name = Some(self.claim(name));
            }
        }
    }

    /// Adopts the struct names of a destination module built elsewhere.
    pub(crate) fn adopt(&mut self, types: &TypeTable) {
        for s in &types.structs {
            if let Some(name) = &s.name {
                self.held.insert(name.clone());
            }
        }
    }
}

/// The destination's identified structs as the mover files them
/// (`IRMover::IdentifiedStructTypeSet`): opaque ones, and the others by
/// body, the first of each body kept. It outlives one link: every module
/// linked later maps onto it.
#[derive(Default, Debug)]
pub(crate) struct StructSet {
    opaque: FastSet<TypeId>,
    by_body: FastMap<(Vec<TypeId>, bool), TypeId>,
    /// Destination structs by name, for matching `%T.N` to `%T`.
    by_name: FastMap<Box<[u8]>, TypeId>,
}

impl StructSet {
    fn add(&mut self, types: &TypeTable, t: TypeId) {
        let s = types.named_struct(t).expect("an identified struct");
        if let Some(name) = &s.name {
            self.by_name.insert(name.clone(), t);
        }
        match &s.body {
            None => {
                self.opaque.insert(t);
            }
            Some(b) => {
                self.by_body.entry((b.elems.clone(), b.packed)).or_insert(t);
            }
        }
    }

    fn switch_to_non_opaque(&mut self, types: &TypeTable, t: TypeId) {
        self.opaque.remove(&t);
        self.add(types, t);
    }

    fn find_non_opaque(&self, elems: &[TypeId], packed: bool) -> Option<TypeId> {
        // The key owns its vector; build it only to look up.
        self.by_body.get(&(elems.to_vec(), packed)).copied()
    }

    fn has(&self, types: &TypeTable, t: TypeId) -> bool {
        match types.named_struct(t).and_then(|s| s.body.as_ref()) {
            None => self.opaque.contains(&t),
            Some(b) => self.by_body.get(&(b.elems.clone(), b.packed)) == Some(&t),
        }
    }

    /// Files every identified struct of an existing destination module.
    pub(crate) fn adopt(&mut self, types: &TypeTable) {
        for s in &types.structs {
            self.add(types, s.id);
        }
    }
}

/// The types that one link touches: the source module's table (whose
/// struct names the mapping may clear), the destination's, and what
/// outlives the link.
pub(crate) struct TypeTables<'a> {
    pub src: &'a mut TypeTable,
    pub dst: &'a mut TypeTable,
    pub set: &'a mut StructSet,
    pub names: &'a mut ContextNames,
}

/// Source type to destination type, for one source module
/// (`TypeMapTy`).
#[derive(Default)]
pub(crate) struct TypeMap {
    mapped: SecondaryMap<TypeId, Option<TypeId>>,
    speculative: Vec<TypeId>,
    speculative_dst_opaque: Vec<TypeId>,
    /// Source structs with a body mapped onto an opaque destination
    /// struct, which takes that body once the mapping is settled.
    defs_to_resolve: Vec<TypeId>,
    dst_resolved_opaque: FastSet<TypeId>,
}

/// What one step of the isomorphism check found.
enum Step {
    Same,
    Differ,
    /// Same if these pairs (destination, source) are, in this order.
    Compare(Vec<(TypeId, TypeId)>),
}

impl Step {
    fn settled(same: bool) -> Step {
        if same {
            Step::Same
        } else {
            Step::Differ
        }
    }
}

/// A type being mapped: its parts, and the destination types of the
/// first of them.
struct GetFrame {
    s: TypeId,
    parts: Vec<TypeId>,
    mapped: Vec<TypeId>,
}

/// The types a type is made of, in LLVM's contained-type order.
fn contained(types: &TypeTable, t: TypeId) -> Vec<TypeId> {
    match types.get(t) {
        Type::Vector { elem, .. } | Type::Array { elem, .. } => vec![*elem],
        Type::Function { ret, params, .. } => std::iter::once(*ret)
            .chain(params.iter().copied())
            .collect(),
        Type::Struct { elems, .. } => elems.clone(),
        Type::Named(_) => types
            .named_struct(t)
            .and_then(|s| s.body.as_ref())
            .map(|b| b.elems.clone())
            .unwrap_or_default(),
        Type::TargetExt { types: params, .. } => params.clone(),
        _ => Vec::new(),
    }
}

/// LLVM's type id: which kind of type, ignoring its parameters (an
/// identified and a literal struct are both structs).
fn kind(t: &Type) -> u8 {
    match t {
        Type::Void => 0,
        Type::Half => 1,
        Type::BFloat => 2,
        Type::Float => 3,
        Type::Double => 4,
        Type::X86Fp80 => 5,
        Type::Fp128 => 6,
        Type::PpcFp128 => 7,
        Type::X86Amx => 8,
        Type::Label => 9,
        Type::Metadata => 10,
        Type::Token => 11,
        Type::Int(_) => 12,
        Type::Ptr(_) => 13,
        Type::Vector {
            scalable: false, ..
        } => 14,
        Type::Vector { scalable: true, .. } => 15,
        Type::Array { .. } => 16,
        Type::Function { .. } => 17,
        Type::Struct { .. } | Type::Named(_) => 18,
        Type::TargetExt { .. } => 19,
    }
}

impl TypeMap {
    pub(crate) fn new(src_types: usize) -> TypeMap {
        TypeMap {
            mapped: SecondaryMap::filled(src_types, None),
            ..Default::default()
        }
    }

    fn entry(&mut self, s: TypeId) -> &mut Option<TypeId> {
        &mut self.mapped[s]
    }

    /// Records that destination type `d` stands for source type `s` if
    /// the two are isomorphic (`addTypeMapping`); otherwise forgets every
    /// speculative step. Source structs mapped this way lose their names,
    /// as in LLVM, which frees the names for later modules.
    pub(crate) fn add_mapping(&mut self, t: &mut TypeTables, d: TypeId, s: TypeId) {
        if !self.isomorphic(t, d, s) {
            for x in std::mem::take(&mut self.speculative) {
                *self.entry(x) = None;
            }
            let keep = self.defs_to_resolve.len() - self.speculative_dst_opaque.len();
            self.defs_to_resolve.truncate(keep);
            for x in std::mem::take(&mut self.speculative_dst_opaque) {
                self.dst_resolved_opaque.remove(&x);
            }
            return;
        }
        for x in std::mem::take(&mut self.speculative) {
            if let Type::Named(i) = *t.src.get(x) {
                if let Some(name) = t.src.structs[i].name.take() {
                    t.names.release(&name);
                }
            }
        }
        self.speculative_dst_opaque.clear();
    }

    /// Whether `d` and `s` are the same type up to struct identity
    /// (`areTypesIsomorphic`), recording the speculative mapping of each
    /// pair it visits. Depth first and in LLVM's order, as the recursive
    /// original, but on an explicit stack: a chain of nested structs as
    /// long as a module can hold does not reach the thread's stack limit.
    fn isomorphic(&mut self, t: &mut TypeTables, d: TypeId, s: TypeId) -> bool {
        // Each frame: the pairs of contained types still to compare.
        let mut stack: Vec<std::vec::IntoIter<(TypeId, TypeId)>> = Vec::new();
        let mut next = Some((d, s));
        loop {
            let (d, s) = match next.take() {
                Some(pair) => pair,
                None => match stack.last_mut() {
                    None => return true,
                    Some(frame) => match frame.next() {
                        Some(pair) => pair,
                        None => {
                            stack.pop();
                            continue;
                        }
                    },
                },
            };
            match self.isomorphic_step(t, d, s) {
                Step::Same => {}
                Step::Differ => return false,
                Step::Compare(pairs) => stack.push(pairs.into_iter()),
            }
        }
    }

    /// One pair of [`TypeMap::isomorphic`]: settled at once, or settled by
    /// comparing the contained types pairwise.
    fn isomorphic_step(&mut self, t: &mut TypeTables, d: TypeId, s: TypeId) -> Step {
        let (dt, st) = (t.dst.get(d), t.src.get(s));
        if kind(dt) != kind(st) {
            return Step::Differ;
        }
        if let Some(e) = *self.entry(s) {
            return Step::settled(e == d);
        }
        let src_named = matches!(st, Type::Named(_));
        let dst_named = matches!(dt, Type::Named(_));
        // Types without parts are equal when they are the same type.
        if !src_named && !dst_named && contained(t.src, s).is_empty() {
            let same = match (dt, st) {
                (
                    Type::TargetExt {
                        name: a, ints: x, ..
                    },
                    Type::TargetExt {
                        name: b, ints: y, ..
                    },
                ) => a == b && x == y,
                _ => dt == st,
            };
            if same {
                *self.entry(s) = Some(d);
            }
            return Step::settled(same);
        }
        if src_named {
            let src_opaque = t.src.named_struct(s).is_some_and(|n| n.body.is_none());
            if src_opaque {
                *self.entry(s) = Some(d);
                self.speculative.push(s);
                return Step::Same;
            }
            if t.dst.named_struct(d).is_some_and(|n| n.body.is_none()) {
                if !self.dst_resolved_opaque.insert(d) {
                    return Step::Differ;
                }
                self.defs_to_resolve.push(s);
                self.speculative.push(s);
                self.speculative_dst_opaque.push(d);
                *self.entry(s) = Some(d);
                return Step::Same;
            }
        }
        let (dc, sc) = (contained(t.dst, d), contained(t.src, s));
        if dc.len() != sc.len() {
            return Step::Differ;
        }
        let same_shape = match (t.dst.get(d), t.src.get(s)) {
            (Type::Function { vararg: a, .. }, Type::Function { vararg: b, .. }) => a == b,
            (Type::Array { len: a, .. }, Type::Array { len: b, .. }) => a == b,
            (Type::Vector { len: a, .. }, Type::Vector { len: b, .. }) => a == b,
            (Type::Struct { packed: a, .. }, Type::Struct { packed: b, .. }) => a == b,
            (Type::Named(_), Type::Named(_)) => {
                let packed = |types: &TypeTable, x| {
                    types
                        .named_struct(x)
                        .and_then(|n| n.body.as_ref())
                        .is_some_and(|b| b.packed)
                };
                packed(t.dst, d) == packed(t.src, s)
            }
            (Type::Named(_), _) | (_, Type::Named(_)) => false,
            _ => true,
        };
        if !same_shape {
            return Step::Differ;
        }
        *self.entry(s) = Some(d);
        self.speculative.push(s);
        Step::Compare(dc.into_iter().zip(sc).collect())
    }

    /// Gives the opaque destination structs their source bodies
    /// (`linkDefinedTypeBodies`).
    pub(crate) fn link_defined_bodies(&mut self, t: &mut TypeTables) {
        for s in std::mem::take(&mut self.defs_to_resolve) {
            let Some(d) = *self.entry(s) else { continue };
            let Some(body) = t.src.named_struct(s).and_then(|n| n.body.clone()) else {
                continue;
            };
            let elems = body.elems.iter().map(|&e| self.get(t, e)).collect();
            t.dst.set_struct_body(d, elems, body.packed);
            t.set.switch_to_non_opaque(t.dst, d);
        }
        self.dst_resolved_opaque.clear();
    }

    /// The destination type for source type `s` (`TypeMapTy::get`): each
    /// type after the types it contains, depth first in LLVM's order, on
    /// an explicit stack (a chain of nested structs as long as a module
    /// can hold does not reach the thread's stack limit).
    pub(crate) fn get(&mut self, t: &mut TypeTables, s: TypeId) -> TypeId {
        let mut visited = FastSet::default();
        let mut stack: Vec<GetFrame> = Vec::new();
        let mut done = self.get_enter(t, s, &mut visited, &mut stack);
        loop {
            if let Some(d) = done.take() {
                match stack.last_mut() {
                    None => return d,
                    Some(top) => top.mapped.push(d),
                }
            }
            let Some(top) = stack.last() else {
                // Unreachable: a frame is pushed whenever nothing is done.
                return s;
            };
            if let Some(&part) = top.parts.get(top.mapped.len()) {
                done = self.get_enter(t, part, &mut visited, &mut stack);
            } else if let Some(frame) = stack.pop() {
                done = Some(self.get_finish(t, frame));
            }
        }
    }

    /// Starts mapping `s`: its destination type if that needs no part
    /// mapped first, else a frame for its parts on `stack`.
    fn get_enter(
        &mut self,
        t: &mut TypeTables,
        s: TypeId,
        visited: &mut FastSet<TypeId>,
        stack: &mut Vec<GetFrame>,
    ) -> Option<TypeId> {
        if let Some(d) = *self.entry(s) {
            return Some(d);
        }
        let parts = match t.src.get(s) {
            Type::Named(i) => {
                let index = *i;
                if !visited.insert(s) {
                    // A recursive struct: a placeholder that takes the
                    // body and name once the outer visit finishes.
                    let d = t.dst.new_named_struct(None);
                    *self.entry(s) = Some(d);
                    return Some(d);
                }
                match &t.src.structs[index].body {
                    Some(body) => body.elems.clone(),
                    None => {
                        // An opaque struct moves over as it is.
                        let d = t.dst.new_named_struct(t.src.structs[index].name.clone());
                        t.set.add(t.dst, d);
                        *self.entry(s) = Some(d);
                        return Some(d);
                    }
                }
            }
            Type::Ptr(a) => {
                let d = t.dst.ptr(*a);
                *self.entry(s) = Some(d);
                return Some(d);
            }
            Type::Vector { .. }
            | Type::Array { .. }
            | Type::Function { .. }
            | Type::Struct { .. }
            | Type::TargetExt { .. } => contained(t.src, s),
            leaf => {
                let d = t.dst.intern(leaf.clone());
                *self.entry(s) = Some(d);
                return Some(d);
            }
        };
        stack.push(GetFrame {
            s,
            mapped: Vec::with_capacity(parts.len()),
            parts,
        });
        None
    }

    /// Finishes mapping a type whose parts are mapped.
    fn get_finish(&mut self, t: &mut TypeTables, frame: GetFrame) -> TypeId {
        let GetFrame { s, mapped, .. } = frame;
        let d = match t.src.get(s).clone() {
            Type::Named(i) => return self.get_struct(t, s, i, mapped),
            Type::Vector { len, scalable, .. } => t.dst.intern(Type::Vector {
                elem: mapped[0],
                len,
                scalable,
            }),
            Type::Array { len, .. } => t.dst.intern(Type::Array {
                elem: mapped[0],
                len,
            }),
            Type::Function { vararg, .. } => t.dst.intern(Type::Function {
                ret: mapped[0],
                params: mapped[1..].to_vec(),
                vararg,
            }),
            Type::Struct { packed, .. } => t.dst.intern(Type::Struct {
                elems: mapped,
                packed,
            }),
            Type::TargetExt { name, ints, .. } => t.dst.intern(Type::TargetExt {
                name,
                types: mapped,
                ints,
            }),
            // Types without parts are done when entered.
            other => t.dst.intern(other),
        };
        *self.entry(s) = Some(d);
        d
    }

    /// Finishes an identified struct whose body's types map to `elems`.
    fn get_struct(
        &mut self,
        t: &mut TypeTables,
        s: TypeId,
        index: StructId,
        elems: Vec<TypeId>,
    ) -> TypeId {
        let packed = t.src.structs[index].body.as_ref().is_some_and(|b| b.packed);
        if let Some(d) = *self.entry(s) {
            if t.dst.named_struct(d).is_some_and(|n| n.body.is_none()) {
                self.finish(t, d, index, elems, packed);
            }
            return d;
        }
        if let Some(old) = t.set.find_non_opaque(&elems, packed) {
            if let Some(name) = t.src.structs[index].name.take() {
                t.names.release(&name);
            }
            *self.entry(s) = Some(old);
            return old;
        }
        let d = t.dst.new_named_struct(None);
        self.finish(t, d, index, elems, packed);
        *self.entry(s) = Some(d);
        d
    }

    /// Sets a new destination struct's body and gives it the source
    /// struct's name (`finishType`).
    fn finish(
        &mut self,
        t: &mut TypeTables,
        d: TypeId,
        index: StructId,
        elems: Vec<TypeId>,
        packed: bool,
    ) {
        t.dst.set_struct_body(d, elems, packed);
        if let Type::Named(di) = *t.dst.get(d) {
            t.dst.structs[di].name = t.src.structs[index].name.clone();
        }
        t.set.add(t.dst, d);
    }
}

/// The name before a `.N` suffix (`getTypeNamePrefix`), or the name.
pub(crate) fn name_prefix(name: &[u8]) -> &[u8] {
    match name.iter().rposition(|&c| c == b'.') {
        Some(dot) if dot > 0 && dot + 1 < name.len() && name[dot + 1].is_ascii_digit() => {
            &name[..dot]
        }
        _ => name,
    }
}

/// Maps each source struct named `%T.N` onto the destination's `%T` when
/// they are isomorphic (the by-name half of `computeTypeMapping`).
pub(crate) fn map_structs_by_name(map: &mut TypeMap, t: &mut TypeTables) {
    for i in t.src.structs.keys() {
        let Some(name) = t.src.structs[i].name.clone() else {
            continue;
        };
        let prefix = name_prefix(&name);
        if prefix.len() == name.len() {
            continue;
        }
        let Some(&d) = t.set.by_name.get(prefix) else {
            continue;
        };
        if t.set.has(t.dst, d) {
            let s = t.src.structs[i].id;
            map.add_mapping(t, d, s);
        }
    }
}
