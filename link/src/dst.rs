//! The destination module while modules are linked into it: its symbol
//! table with LLVM's renaming, global values that can be replaced, erased
//! and moved to the end of their list, and the order they end in.

use llconv_ir::hash::FastMap;
use llconv_ir::EntityVec;
use llconv_ir::{
    CastOp, ComdatId, Const, ConstExpr, ConstExprOp, ConstId, ConstKind, Global, GlobalId, Module,
};

use crate::types::{ContextNames, StructSet};

/// Gaps between list positions leave room to insert before one.
const SEQ_STEP: u64 = 4;

pub(crate) struct Dst {
    pub m: Module,
    /// Position of each global in its kind's list: LLVM keeps variables,
    /// functions, aliases and ifuncs in lists that globals join at the end
    /// and that the mover reorders; the model keeps one vector, sorted by
    /// this when a link ends.
    seq: EntityVec<GlobalId, u64>,
    next_seq: u64,
    /// Erased globals, with what replaced them (uses follow it).
    erased: EntityVec<GlobalId, Option<Option<GlobalId>>>,
    symtab: FastMap<Box<[u8]>, GlobalId>,
    /// `ValueSymbolTable::LastUnique`: the last suffix a clashing name got.
    last_unique: u32,
    pub comdats: FastMap<Box<[u8]>, ComdatId>,
    pub structs: StructSet,
    pub names: ContextNames,
}

impl Dst {
    pub fn new(m: Module) -> Dst {
        let mut d = Dst {
            m,
            seq: EntityVec::new(),
            next_seq: 0,
            erased: EntityVec::new(),
            symtab: FastMap::default(),
            last_unique: 0,
            comdats: FastMap::default(),
            structs: StructSet::default(),
            names: ContextNames::default(),
        };
        d.structs.adopt(&d.m.types);
        d.names.adopt(&d.m.types);
        d.reindex();
        d
    }

    /// Rebuilds the side tables from the module (after compaction).
    fn reindex(&mut self) {
        let n = self.m.globals.len();
        self.seq = (1..=n as u64).map(|i| i * SEQ_STEP).collect();
        self.next_seq = (n as u64 + 1) * SEQ_STEP;
        self.erased = vec![None; n].into();
        self.symtab.clear();
        for (i, g) in self.m.globals.iter() {
            if let Some(name) = &g.common.name {
                self.symtab.insert(name.clone(), i);
            }
        }
        self.comdats.clear();
        for (i, c) in self.m.comdats.iter() {
            self.comdats.insert(c.name.clone(), i);
        }
    }

    pub fn named(&self, name: &[u8]) -> Option<GlobalId> {
        self.symtab.get(name).copied()
    }

    pub fn global(&self, id: GlobalId) -> &Global {
        &self.m.globals[id]
    }

    pub fn global_mut(&mut self, id: GlobalId) -> &mut Global {
        &mut self.m.globals[id]
    }

    pub fn is_live(&self, id: GlobalId) -> bool {
        self.erased[id].is_none()
    }

    /// Live globals in the order of their lists.
    pub fn live(&self) -> Vec<GlobalId> {
        let mut v: Vec<GlobalId> = (0..self.m.globals.len())
            .map(|i| GlobalId::from_index(i))
            .filter(|&g| self.is_live(g))
            .collect();
        v.sort_by_key(|&g| self.seq[g]);
        v
    }

    /// A name free in the symbol table: `name` or `name.N`
    /// (`ValueSymbolTable::makeUniqueName`; NVPTX leaves the dot out).
    fn unique(&mut self, name: &[u8]) -> Box<[u8]> {
        if !self.symtab.contains_key(name) {
            return name.into();
        }
        let dot = !self
            .m
            .triple
            .as_deref()
            .is_some_and(|t| t.starts_with(b"nvptx"));
        loop {
            self.last_unique += 1;
            let mut c = name.to_vec();
            if dot {
                c.push(b'.');
            }
            c.extend_from_slice(self.last_unique.to_string().as_bytes());
            if !self.symtab.contains_key(&c[..]) {
                return c.into();
            }
        }
    }

    /// Adds a global at the end of its list, renaming it if its name is
    /// taken.
    pub fn add(&mut self, mut g: Global) -> GlobalId {
        let id = GlobalId::from_index(self.m.globals.len());
        if let Some(name) = g.common.name.take() {
            let name = self.unique(&name);
            self.symtab.insert(name.clone(), id);
            g.common.name = Some(name);
        }
        self.m.globals.push(g);
        self.seq.push(self.next_seq);
        self.next_seq += SEQ_STEP;
        self.erased.push(None);
        id
    }

    /// `Value::setName`: renamed if the name is taken by another global.
    pub fn set_name(&mut self, id: GlobalId, name: Option<&[u8]>) {
        if let Some(old) = self.m.globals[id].common.name.take() {
            if self.symtab.get(&old) == Some(&id) {
                self.symtab.remove(&old);
            }
        }
        if let Some(name) = name {
            let name = self.unique(name);
            self.symtab.insert(name.clone(), id);
            self.m.globals[id].common.name = Some(name);
        }
    }

    /// `forceRenaming`: gives a non-local global `name`, renaming the
    /// global that holds it.
    pub fn force_name(&mut self, id: GlobalId, name: &[u8]) {
        let g = &self.m.globals[id];
        if g.common.linkage.is_local() || g.common.name.as_deref() == Some(name) {
            return;
        }
        match self.named(name) {
            Some(conflict) => {
                // takeName, then the conflict asks for its old name back.
                self.set_name(conflict, None);
                self.set_name(id, Some(name));
                self.set_name(conflict, Some(name));
            }
            None => self.set_name(id, Some(name)),
        }
    }

    /// Erases a global; its uses go to `replacement`.
    pub fn erase(&mut self, id: GlobalId, replacement: Option<GlobalId>) {
        self.set_name(id, None);
        self.erased[id] = Some(replacement);
    }

    /// Moves a global to the end of its list.
    pub fn move_to_end(&mut self, id: GlobalId) {
        self.seq[id] = self.next_seq;
        self.next_seq += SEQ_STEP;
    }

    /// Moves a global to just before another (which is about to go).
    pub fn move_before(&mut self, id: GlobalId, before: GlobalId) {
        self.seq[id] = self.seq[before] - 1;
    }

    /// Where uses of `id` go: itself, or what replaced it.
    fn resolve(&self, mut id: GlobalId) -> Option<GlobalId> {
        let mut steps = 0;
        while let Some(r) = self.erased[id] {
            id = r?;
            steps += 1;
            if steps > self.erased.len() {
                return None;
            }
        }
        Some(id)
    }

    /// Ends a link: erased globals go, the rest take the order of their
    /// lists, and every reference follows. Returns where each global went
    /// (an erased one: to its replacement, if it has one).
    pub fn compact(&mut self) -> EntityVec<GlobalId, Option<GlobalId>> {
        let replaced_any = self.erased.values().any(|e| matches!(e, Some(Some(_))));
        let order = self.live();
        let mut new_index: EntityVec<GlobalId, Option<GlobalId>> =
            vec![None; self.m.globals.len()].into();
        for (i, &g) in order.iter().enumerate() {
            new_index[g] = Some(GlobalId::from_index(i));
        }
        let moved: EntityVec<GlobalId, Option<GlobalId>> = self
            .m
            .globals
            .keys()
            .map(|g| self.resolve(g).and_then(|r| new_index[r]))
            .collect();
        // Constants naming a global erased without uses are themselves
        // unused; any valid id keeps them printable.
        let map: EntityVec<GlobalId, GlobalId> = moved
            .values()
            .map(|g| g.unwrap_or(GlobalId::from_u32(0)))
            .collect();
        // Uses of a global replaced by one in another address space reach
        // it through a cast, as LLVM's replacement constant does.
        let mut cast_targets: FastMap<GlobalId, ConstId> = FastMap::default();
        for i in self.m.globals.keys() {
            let old = i;
            if self.is_live(old) {
                continue;
            }
            let Some(new) = self.resolve(old) else {
                continue;
            };
            let space = self.m.globals[new].common.addrspace;
            if space != self.m.globals[i].common.addrspace {
                let ty = self.m.types.ptr(space);
                let target = self.m.consts.intern_raw(Const {
                    ty,
                    kind: ConstKind::Global(new),
                });
                cast_targets.insert(old, target);
            }
        }
        if !cast_targets.is_empty() {
            self.m.consts.rewrite_in_place(|k| {
                if let ConstKind::Global(g) = k {
                    if let Some(&target) = cast_targets.get(g) {
                        *k = ConstKind::Expr(Box::new(ConstExpr {
                            op: ConstExprOp::Cast(CastOp::AddrSpaceCast),
                            flags: 0,
                            operands: vec![target],
                            source_ty: None,
                            inrange: None,
                            mask: Vec::new(),
                        }));
                    }
                }
            });
        }
        let old = std::mem::take(&mut self.m.globals);
        let mut slots: EntityVec<GlobalId, Option<Global>> = old.into_iter().map(Some).collect();
        self.m.globals = order
            .iter()
            .map(|&g| slots[g].take().expect("each global once"))
            .collect();
        self.m.consts.remap_globals(|g| map[g]);
        self.reindex();
        // Only a replaced global can make two metadata values one.
        if replaced_any {
            self.reunique_metadata();
        }
        moved
    }

    /// Metadata that named a replaced global names its replacement now;
    /// where that makes two uniqued nodes equal, one is left, as LLVM's
    /// uniquing does when a replacement reaches a node's operand.
    fn reunique_metadata(&mut self) {
        let consts = &mut self.m.consts;
        let mut changed = false;
        self.m.metadata.remap_values(|c| {
            // The first constant of that content: the replacement's own.
            let to = consts.intern_raw(consts.get(c).clone());
            changed |= to != c;
            Some(to)
        });
        if changed {
            if let Some(map) = self.m.metadata.merge_equal_uniqued(&self.m.consts) {
                llconv_ir::metadata::remap_module_metadata(&mut self.m, &map);
            }
        }
    }
}
