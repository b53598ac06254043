//! Metadata: an arena of module-level nodes (strings, constants as metadata,
//! tuples, and later the specialized debug-info nodes), named metadata,
//! metadata kinds, and function-local metadata.

use crate::constants::{ConstId, ConstTable};
use crate::debuginfo::{DiKind, DiLocation, DiNode};
use crate::hash::FastMap as HashMap;
use crate::instructions::Operand;
use crate::types::TypeId;
use std::borrow::Cow;

crate::entity_id!(
    /// A metadata node, string or constant-as-metadata in the module arena.
    MdId
);
crate::entity_id!(
    /// A metadata kind (`!dbg`, `!tbaa`, ...) in the module's kind table.
    MdKindId
);

crate::entity_id!(
    /// Function-local metadata in its body's `local_md`.
    LocalMdId
);

impl MdKindId {
    /// `!dbg`, the first of [`FIXED_MD_KINDS`].
    pub const DBG: MdKindId = MdKindId::from_u32(0);
    /// `!llvm.loop`, the nineteenth of [`FIXED_MD_KINDS`].
    pub const LOOP: MdKindId = MdKindId::from_u32(18);
}

/// A metadata node or string in the module's [`MetadataTable`].
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Metadata {
    /// `!"text"`: uniqued by content.
    String(Box<[u8]>),
    /// A constant (or global) used as metadata: `i32 1`, `ptr @g`.
    Value(ConstId),
    /// `!{...}` or `distinct !{...}`; `None` operands print as `null`.
    Tuple {
        /// `distinct`: the node is not uniqued.
        distinct: bool,
        /// The operands, in order.
        ops: Vec<Option<MdId>>,
    },
    /// A specialized node: `distinct !DISubprogram(...)`, ... (build one
    /// with [`Metadata::specialized`], which puts locations in their own
    /// form).
    Di(Box<DiNode>),
    /// A `!DILocation(...)` without key-instruction fields, inline: the
    /// form [`MetadataTable`] keeps every such location in (one `Di` of
    /// kind `Location` given to it is turned into this).
    Location(DiLocation),
}

impl Metadata {
    /// A specialized node in the form the table keeps it: a location that
    /// fits [`DiLocation`] inline, anything else boxed.
    pub fn specialized(n: DiNode) -> Metadata {
        match DiLocation::from_node(&n) {
            Some(l) => Metadata::Location(l),
            None => Metadata::Di(Box::new(n)),
        }
    }

    /// Whether the node is `distinct` (strings and values never are).
    pub fn is_distinct(&self) -> bool {
        match self {
            Metadata::Tuple { distinct, .. } => *distinct,
            Metadata::Di(n) => n.distinct,
            Metadata::Location(l) => l.distinct,
            _ => false,
        }
    }

    /// Makes a node `distinct` (strings and values stay as they are).
    pub fn make_distinct(&mut self) {
        match self {
            Metadata::Tuple { distinct, .. } => *distinct = true,
            Metadata::Di(n) => n.distinct = true,
            Metadata::Location(l) => l.distinct = true,
            _ => {}
        }
    }

    /// Whether this is a node (tuple or specialized), which gets an `!N` slot
    /// unless it is a `DIExpression`.
    pub fn is_node(&self) -> bool {
        matches!(
            self,
            Metadata::Tuple { .. } | Metadata::Di(_) | Metadata::Location(_)
        )
    }

    /// Node operands (with `null`s) in the order LLVM's slot tracker walks
    /// them. Empty for strings and values.
    pub fn node_operands(&self) -> &[Option<MdId>] {
        match self {
            Metadata::Tuple { ops, .. } => ops,
            Metadata::Di(n) => &n.ops,
            Metadata::Location(l) => &l.ops,
            _ => &[],
        }
    }

    /// [`Self::node_operands`], to rewrite in place.
    pub fn node_operands_mut(&mut self) -> &mut [Option<MdId>] {
        match self {
            Metadata::Tuple { ops, .. } => ops,
            Metadata::Di(n) => &mut n.ops,
            Metadata::Location(l) => &mut l.ops,
            _ => &mut [],
        }
    }

    /// The specialized node's kind (`None` for strings, values and tuples).
    pub fn di_kind(&self) -> Option<DiKind> {
        match self {
            Metadata::Di(n) => Some(n.kind),
            Metadata::Location(_) => Some(DiKind::Location),
            _ => None,
        }
    }

    /// The specialized node with its fields by schema slot, for code that
    /// reads every kind alike (a location is copied out of its inline
    /// form, without an allocation).
    pub fn di(&self) -> Option<Cow<'_, DiNode>> {
        match self {
            Metadata::Di(n) => Some(Cow::Borrowed(n)),
            Metadata::Location(l) => Some(Cow::Owned(l.to_node())),
            _ => None,
        }
    }
}

/// Function-local metadata, which may refer to arguments and instructions.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LocalMetadata {
    /// `metadata i32 %x` (LocalAsMetadata).
    /// `ty` is the value's type, `value` the argument or instruction.
    #[allow(missing_docs)] // The fields are described just above.
    Value { ty: TypeId, value: Operand },
    /// `!DIArgList(i32 %x, i32 1)`.
    ArgList(Vec<(TypeId, Operand)>),
}

/// A named metadata node (`!name = !{!0, !1}`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NamedMetadata {
    /// The name, without `!`.
    pub name: Box<[u8]>,
    /// The operands, in order.
    pub ops: Vec<MdId>,
}

/// The fixed metadata kinds LLVM registers in every context, in id order.
pub const FIXED_MD_KINDS: &[&str] = &[
    "dbg",
    "tbaa",
    "prof",
    "fpmath",
    "range",
    "tbaa.struct",
    "invariant.load",
    "alias.scope",
    "noalias",
    "nontemporal",
    "llvm.mem.parallel_loop_access",
    "nonnull",
    "dereferenceable",
    "dereferenceable_or_null",
    "make.implicit",
    "unpredictable",
    "invariant.group",
    "align",
    "llvm.loop",
    "type",
    "section_prefix",
    "absolute_symbol",
    "associated",
    "callees",
    "irr_loop",
    "llvm.access.group",
    "callback",
    "llvm.preserve.access.index",
    "vcall_visibility",
    "noundef",
    "annotation",
    "nosanitize",
    "func_sanitize",
    "exclude",
    "memprof",
    "callsite",
    "kcfi_type",
    "pcsections",
    "DIAssignID",
    "coro.outside.frame",
    "mmra",
    "noalias.addrspace",
    "callee_type",
    "nofree",
    "captures",
    "alloc_token",
    "implicit.ref",
];

/// The metadata of a module: strings, values and nodes, with uniquing, and the metadata kind names.
#[derive(Clone, Debug)]
pub struct MetadataTable {
    items: crate::entity::EntityVec<MdId, Metadata>,
    /// Uniquing of strings, values and uniqued nodes: the hash of each
    /// one's content (kept, so growing the table needs no rehashing) and
    /// its id; equality compares the content in `items`.
    map: hashbrown::HashTable<(u64, MdId)>,
    /// Metadata kind names by kind id (fixed kinds first).
    pub kinds: crate::entity::EntityVec<MdKindId, Box<[u8]>>,
    kind_map: HashMap<Box<[u8]>, MdKindId>,
    /// Whether `set` may have left two uniqued nodes with equal content
    /// (`add` never does): without it, only nodes LLVM uniques by a key
    /// looser than their content can merge.
    maybe_equal: bool,
}

impl Default for MetadataTable {
    fn default() -> Self {
        let mut t = MetadataTable {
            items: crate::entity::EntityVec::new(),
            map: hashbrown::HashTable::new(),
            kinds: crate::entity::EntityVec::new(),
            kind_map: HashMap::default(),
            maybe_equal: false,
        };
        for k in FIXED_MD_KINDS {
            t.kind_id(k.as_bytes());
        }
        t
    }
}

impl MetadataTable {
    /// The metadata `id`; panics when out of range.
    pub fn get(&self, id: MdId) -> &Metadata {
        &self.items[id]
    }
    /// Number of entries (strings, values and nodes).
    pub fn len(&self) -> usize {
        self.items.len()
    }
    /// Whether the table is empty.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// LLVM's `MetadataAsValue` form of `id` as a call's argument: a node
    /// whose one operand is a constant is that constant (`metadata !{i32
    /// 1}` is `metadata i32 1`), one whose one operand is null is `!{}`;
    /// anything else is itself.
    pub fn as_value_operand(&mut self, id: MdId) -> MdId {
        match self.get(id) {
            Metadata::Tuple { ops, .. } if ops.len() == 1 => match ops[0] {
                None => self.add(Metadata::Tuple {
                    distinct: false,
                    ops: Vec::new(),
                }),
                Some(x) if matches!(self.get(x), Metadata::Value(_)) => x,
                Some(_) => id,
            },
            _ => id,
        }
    }

    /// Adds a node; uniqued nodes with equal content share one id.
    pub fn add(&mut self, md: Metadata) -> MdId {
        let md = canonical(md);
        let hash = (!md.is_distinct()).then(|| content_hash(&md));
        if let Some(hash) = hash {
            if let Some(&id) = self.find(hash, &md) {
                return id;
            }
        }
        let id = MdId::from_index(self.items.len());
        self.items.push(md);
        if let Some(hash) = hash {
            self.insert(hash, id);
        }
        id
    }

    /// The uniqued id whose content is `md`.
    fn find(&self, hash: u64, md: &Metadata) -> Option<&MdId> {
        self.map
            .find(hash, |&(h, id)| h == hash && self.items[id] == *md)
            .map(|(_, id)| id)
    }

    /// Records `id` (whose content is in `items`) for uniquing.
    fn insert(&mut self, hash: u64, id: MdId) {
        self.map.insert_unique(hash, (hash, id), |&(h, _)| h);
    }

    /// Room for `n` more nodes without growing (the parser guesses from
    /// the length of the text).
    pub fn reserve_nodes(&mut self, n: usize) {
        self.items.reserve(n);
        self.map.reserve(n, |&(h, _)| h);
    }

    /// Reserves a slot for a node whose content is not known yet (forward
    /// references); fill it with `set`.
    pub fn reserve(&mut self) -> MdId {
        let id = MdId::from_index(self.items.len());
        self.items.push(Metadata::Tuple {
            distinct: true,
            ops: Vec::new(),
        });
        id
    }

    /// Whether a uniqued node was given content equal to another's
    /// ([`MetadataTable::set`]), or slots were emptied, since the table was
    /// made: only then can [`MetadataTable::merge_equal_uniqued`] find
    /// equal uniqued nodes without a looser key.
    pub fn may_hold_equal_nodes(&self) -> bool {
        self.maybe_equal
    }

    /// Sets the content of a reserved slot (uniqued if not distinct). Does
    /// not merge with an existing equal node: the reader must keep ids stable.
    pub fn set(&mut self, id: MdId, md: Metadata) {
        let md = canonical(md);
        let hash = (!md.is_distinct()).then(|| content_hash(&md));
        let first = hash.filter(|&h| self.find(h, &md).is_none());
        // An equal node exists, or the slot held uniqued content (whose
        // entry in `map` now describes other content).
        if (hash.is_some() && first.is_none()) || !self.items[id].is_distinct() {
            self.maybe_equal = true;
        }
        self.items[id] = md;
        if let Some(hash) = first {
            self.insert(hash, id);
        }
    }

    /// Takes item `id`'s content out, leaving an empty distinct tuple in
    /// its place: for a table being taken apart node by node (the linker
    /// consuming a source module moves nodes rather than copying them).
    /// The taken node is no longer found by uniquing.
    pub fn take(&mut self, id: MdId) -> Metadata {
        self.maybe_equal = true;
        std::mem::replace(
            &mut self.items[id],
            Metadata::Tuple {
                distinct: true,
                ops: Vec::new(),
            },
        )
    }

    /// Takes the items out, by id, leaving the table empty (kinds stay):
    /// a parser merging two tables moves nodes without copies.
    pub fn take_items(&mut self) -> Vec<Metadata> {
        self.map.clear();
        std::mem::take(&mut self.items).into_vec()
    }

    /// Exchanges the metadata kinds of two tables.
    pub fn swap_kinds(&mut self, other: &mut MetadataTable) {
        std::mem::swap(&mut self.kinds, &mut other.kinds);
        std::mem::swap(&mut self.kind_map, &mut other.kind_map);
    }

    /// Rewrites the constant of every `Value` item through `f` (which
    /// must map distinct constants to distinct constants), keeping the
    /// uniquing index current; `None` from `f` stops and returns `false`,
    /// with the items rewritten so far left rewritten.
    pub fn remap_values(&mut self, mut f: impl FnMut(ConstId) -> Option<ConstId>) -> bool {
        for i in self.items.keys() {
            let Metadata::Value(c) = self.items[i] else {
                continue;
            };
            let Some(to) = f(c) else {
                return false;
            };
            if to == c {
                continue;
            }
            let id = i;
            let old = content_hash(&self.items[i]);
            if let Ok(entry) = self.map.find_entry(old, |&(h, x)| h == old && x == id) {
                entry.remove();
            }
            self.items[i] = Metadata::Value(to);
            let new = content_hash(&self.items[i]);
            if self.find(new, &self.items[i]).is_none() {
                self.insert(new, id);
            } else {
                // Two items of one value now: `merge_equal_uniqued` makes
                // them one, as LLVM's `ValueAsMetadata` is one per value.
                self.maybe_equal = true;
            }
        }
        true
    }

    /// The id of string `!"s"`, added if the table has none equal.
    pub fn string(&mut self, s: &[u8]) -> MdId {
        self.add(Metadata::String(s.into()))
    }

    /// The id of a metadata kind, registering it if new.
    /// `kind_id(b"dbg")`, without comparing names once the fixed kinds
    /// are registered (the parser asks for every `!dbg` attachment).
    #[inline]
    pub fn dbg_kind(&mut self) -> MdKindId {
        if self.kinds.is_empty() {
            self.kind_id(b"dbg")
        } else {
            MdKindId::DBG
        }
    }

    /// The id of metadata kind `name` (`dbg`, `tbaa`, ...), registered if new.
    pub fn kind_id(&mut self, name: &[u8]) -> MdKindId {
        // `!dbg` is on nearly every instruction of a module with debug
        // info; it is the first fixed kind (once those are registered).
        if name == b"dbg" && !self.kinds.is_empty() {
            return MdKindId::DBG;
        }
        if let Some(&k) = self.kind_map.get(name) {
            return k;
        }
        let k = self.kinds.push(name.into());
        self.kind_map.insert(name.into(), k);
        k
    }

    /// The name of kind id `k`; panics when `k` is not registered.
    pub fn kind_name(&self, k: MdKindId) -> &[u8] {
        &self.kinds[k]
    }
}

/// `md` in the form the table keeps: a location as [`Metadata::Location`]
/// when it fits (so that equal locations are equal items).
fn canonical(md: Metadata) -> Metadata {
    match md {
        Metadata::Di(n) if n.kind == DiKind::Location => Metadata::specialized(*n),
        md => md,
    }
}

/// The hash under which the uniquing table files a node's content.
fn content_hash(md: &Metadata) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = crate::hash::FxHasher::default();
    md.hash(&mut h);
    h.finish()
}

/// What two uniqued nodes must share to be the same node, as LLVM's
/// uniquing store compares them.
#[derive(PartialEq, Eq, Hash)]
enum UniqueKey<'a> {
    /// Every field, operands by identity (through the pass's id map).
    Plain(Plain<'a>),
    /// `DISubrange`: a constant `count:` compares by its signed value
    /// (`count: i32 16` is `count: 16`), the other bounds by identity.
    Subrange {
        count: Result<i64, Option<MdId>>,
        rest: [Option<MdId>; 3],
    },
    /// A `DW_TAG_member` named in a composite type with an identifier: one
    /// per (name, scope), whatever its other fields (ODR uniquing).
    OdrMember { tag: u64, name: MdId, scope: MdId },
    /// A declaration `DISubprogram` with a linkage name in a composite type
    /// with an identifier: one per (scope, linkage name, template params).
    OdrDeclaration {
        scope: MdId,
        linkage_name: MdId,
        template_params: Option<MdId>,
    },
}

/// A map from metadata ids to metadata ids, total over a table's ids (as
/// [`MetadataTable::merge_equal_uniqued`] returns it).
pub type MdMap = crate::entity::EntityVec<MdId, MdId>;

/// A node compared and hashed with its operands seen through `rep`, so
/// that keys need no copy of the node.
struct Plain<'a> {
    item: &'a Metadata,
    rep: &'a MdMap,
}

impl Plain<'_> {
    fn op(&self, o: Option<MdId>) -> Option<MdId> {
        o.map(|o| self.rep[o])
    }
}

impl std::hash::Hash for Plain<'_> {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        std::mem::discriminant(self.item).hash(h);
        let ops = self.item.node_operands();
        ops.len().hash(h);
        for &o in ops {
            self.op(o).hash(h);
        }
        match self.item {
            Metadata::Tuple { distinct, .. } => distinct.hash(h),
            Metadata::Di(d) => {
                (d.kind, d.distinct).hash(h);
                d.ints.hash(h);
                d.apints.hash(h);
            }
            Metadata::Location(l) => l.scalars().hash(h),
            other => other.hash(h),
        }
    }
}

impl PartialEq for Plain<'_> {
    fn eq(&self, other: &Self) -> bool {
        let same_ops = || {
            let (a, b) = (self.item.node_operands(), other.item.node_operands());
            a.len() == b.len() && a.iter().zip(b).all(|(&x, &y)| self.op(x) == other.op(y))
        };
        match (self.item, other.item) {
            (Metadata::Tuple { distinct: a, .. }, Metadata::Tuple { distinct: b, .. }) => {
                a == b && same_ops()
            }
            (Metadata::Di(a), Metadata::Di(b)) => {
                a.kind == b.kind
                    && a.distinct == b.distinct
                    && a.ints == b.ints
                    && a.apints == b.apints
                    && same_ops()
            }
            (Metadata::Location(a), Metadata::Location(b)) => {
                a.scalars() == b.scalars() && same_ops()
            }
            (a, b) => a == b,
        }
    }
}

impl Eq for Plain<'_> {}

impl MetadataTable {
    /// Whether [`Self::merge_equal_uniqued`] could change anything: a
    /// uniqued node that refers to itself, a `set` that may have left two
    /// equal nodes, or two nodes that share one of LLVM's looser keys.
    /// Read only, so another thread can ask while the table is built on.
    pub fn may_merge(&self, consts: &ConstTable) -> bool {
        let self_ref = self.items.values().enumerate().any(|(i, item)| {
            !item.is_distinct() && item.node_operands().contains(&Some(MdId::from_index(i)))
        });
        if self_ref || self.maybe_equal {
            return true;
        }
        let rep: MdMap = self.items.keys().collect();
        self.any_equal_by_looser_key(&rep, consts)
    }

    /// What LLVM's uniquing does as forward references resolve: a uniqued
    /// node that refers to itself becomes distinct, and uniqued nodes that
    /// are equal once their operands are resolved become one node (the
    /// first in id order survives; cycles of uniqued nodes stay apart).
    ///
    /// Returns the id map (old id to surviving id) when anything merged;
    /// apply it to every other `MdId` reference with
    /// [`remap_module_metadata`]. Merged-away slots stay in the arena,
    /// unreferenced.
    pub fn merge_equal_uniqued(&mut self, consts: &ConstTable) -> Option<MdMap> {
        let n = self.items.len();
        let mut changed_flags = false;
        // Self-references make a uniqued node distinct.
        for i in 0..n {
            let me = MdId::from_index(i);
            let item = &mut self.items[MdId::from_index(i)];
            if item.is_distinct() || !item.node_operands().contains(&Some(me)) {
                continue;
            }
            item.make_distinct();
            changed_flags = true;
        }
        let mut rep: MdMap = self.items.keys().collect();
        if !self.maybe_equal && !self.any_equal_by_looser_key(&rep, consts) {
            // Every uniqued node's content is its own (`add` uniques, and
            // `set` found no twin), and no two nodes share one of LLVM's
            // looser keys: nothing merges. (A quarter of finishing a large
            // module with debug info, saved.)
            if changed_flags {
                self.rebuild_map();
            }
            return None;
        }
        let mut merged = false;
        loop {
            let mut changed = false;
            // Keys see the ids as they were when the pass began; a merge
            // found in this pass shows in the next.
            let before = rep.clone();
            let mut seen: HashMap<UniqueKey, MdId> = HashMap::default();
            seen.reserve(n);
            for i in self.items.keys() {
                if before[i] != i {
                    continue;
                }
                let item = &self.items[i];
                let value = matches!(item, Metadata::Value(_));
                if !(item.is_node() || value) || item.is_distinct() {
                    continue;
                }
                let key = self.unique_key(item, &before, consts);
                match seen.get(&key) {
                    Some(&other) => {
                        rep[i] = other;
                        changed = true;
                    }
                    None => {
                        seen.insert(key, i);
                    }
                }
            }
            if !changed {
                break;
            }
            merged = true;
            // Path-compress so every id maps straight to its survivor.
            for i in self.items.keys() {
                let mut r = rep[i];
                while rep[r] != r {
                    r = rep[r];
                }
                rep[i] = r;
            }
        }
        if !merged {
            if changed_flags {
                self.rebuild_map();
            }
            return None;
        }
        for item in self.items.values_mut() {
            for op in item.node_operands_mut().iter_mut().flatten() {
                *op = rep[*op];
            }
        }
        self.rebuild_map();
        Some(rep)
    }

    fn rebuild_map(&mut self) {
        self.map.clear();
        for i in self.items.keys() {
            let item = &self.items[i];
            if !item.is_distinct() {
                let hash = content_hash(item);
                if self.find(hash, item).is_none() {
                    self.insert(hash, i);
                }
            }
        }
    }

    /// Whether two uniqued nodes share a key other than their whole
    /// content (`DISubrange` counts, ODR members and declarations).
    fn any_equal_by_looser_key(&self, rep: &MdMap, consts: &ConstTable) -> bool {
        let mut seen: HashMap<UniqueKey, ()> = HashMap::default();
        for item in self.items.values() {
            if !matches!(item, Metadata::Di(_)) || item.is_distinct() {
                continue;
            }
            let key = self.unique_key(item, rep, consts);
            if !matches!(key, UniqueKey::Plain(_)) && seen.insert(key, ()).is_some() {
                return true;
            }
        }
        false
    }

    fn unique_key<'a>(
        &self,
        item: &'a Metadata,
        rep: &'a MdMap,
        consts: &ConstTable,
    ) -> UniqueKey<'a> {
        use crate::debuginfo::DiKind;
        let map = |op: Option<MdId>| op.map(|o| rep[o]);
        if let Metadata::Di(d) = item {
            match d.kind {
                DiKind::Subrange => {
                    let ops: Vec<Option<MdId>> = d.ops.iter().map(|&o| map(o)).collect();
                    let count = match ops[0].map(|c| self.get(c)) {
                        Some(Metadata::Value(c)) => match &consts.get(*c).kind {
                            crate::constants::ConstKind::Int(v) => v.as_i64().ok_or(ops[0]),
                            _ => Err(ops[0]),
                        },
                        _ => Err(ops[0]),
                    };
                    return UniqueKey::Subrange {
                        count,
                        rest: [ops[1], ops[2], ops[3]],
                    };
                }
                DiKind::DerivedType | DiKind::Subprogram => {
                    let scope = map(d.op("scope"));
                    let odr_scope = scope.filter(|&s| {
                        matches!(self.get(s), Metadata::Di(c)
                            if c.kind == DiKind::CompositeType && c.op("identifier").is_some())
                    });
                    if let Some(scope) = odr_scope {
                        if d.kind == DiKind::DerivedType {
                            let tag = d.int("tag").unwrap_or(0);
                            if let (0x0d, Some(name)) = (tag, d.op("name")) {
                                return UniqueKey::OdrMember { tag, name, scope };
                            }
                        } else {
                            let definition = d.int("spFlags").unwrap_or(0) & 8 != 0;
                            if let (false, Some(linkage_name)) = (definition, d.op("linkageName")) {
                                return UniqueKey::OdrDeclaration {
                                    scope,
                                    linkage_name,
                                    template_params: map(d.op("templateParams")),
                                };
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        UniqueKey::Plain(Plain { item, rep })
    }
}

/// Rewrites every `MdId` the module holds outside the metadata arena
/// (named metadata, attachments, metadata call arguments, debug records)
/// through `map` (old id to new id, as [`MetadataTable::merge_equal_uniqued`]
/// returns it).
pub fn remap_module_metadata(m: &mut crate::Module, map: &MdMap) {
    for nm in &mut m.named_metadata {
        nm.ops.iter_mut().for_each(|x| *x = map[*x]);
    }
    for g in m.globals.values_mut() {
        remap_global_metadata(g, map);
    }
}

/// Calls `f` on every metadata id a global refers to where
/// [`remap_global_metadata`] would rewrite one: attachments, metadata call
/// arguments and bundle inputs, debug records.
pub fn for_each_global_metadata(g: &crate::Global, mut f: impl FnMut(MdId)) {
    use crate::dbgrecord::DbgRecord;
    use crate::instructions::InstKind;
    use crate::module::GlobalKind;
    let op = |o: &Operand, f: &mut dyn FnMut(MdId)| {
        if let Operand::Metadata(x) = o {
            f(*x);
        }
    };
    match &g.kind {
        GlobalKind::Var(v) => v.md.iter().for_each(|(_, x)| f(*x)),
        GlobalKind::Func(func) => {
            func.md.iter().for_each(|(_, x)| f(*x));
            let Some(body) = func.body.as_ref() else {
                return;
            };
            for inst in body.insts.values() {
                inst.md.iter().for_each(|(_, x)| f(*x));
                if let InstKind::Call(c)
                | InstKind::Invoke { call: c, .. }
                | InstKind::CallBr { call: c, .. } = &inst.kind
                {
                    c.args.iter().for_each(|a| op(a, &mut f));
                    for b in &c.bundles {
                        b.inputs.iter().for_each(|a| op(a, &mut f));
                    }
                }
                for r in &inst.dbg_records {
                    match r {
                        DbgRecord::Variable {
                            location,
                            variable,
                            expression,
                            assign,
                            dilocation,
                            ..
                        } => {
                            op(location, &mut f);
                            f(*variable);
                            f(*expression);
                            f(*dilocation);
                            if let Some(a) = assign {
                                f(a.assign_id);
                                op(&a.address, &mut f);
                                f(a.address_expr);
                            }
                        }
                        DbgRecord::Label { label, dilocation } => {
                            f(*label);
                            f(*dilocation);
                        }
                    }
                }
            }
        }
        _ => {}
    }
}

/// [`remap_module_metadata`] for one global value (its attachments and,
/// for a function, its body's). [`for_each_global_metadata`] reads the
/// same places.
pub fn remap_global_metadata(g: &mut crate::Global, map: &MdMap) {
    use crate::dbgrecord::DbgRecord;
    use crate::instructions::InstKind;
    use crate::module::GlobalKind;
    let id = |x: &mut MdId| *x = map[*x];
    let op = |o: &mut Operand| {
        if let Operand::Metadata(x) = o {
            *x = map[*x];
        }
    };
    match &mut g.kind {
        GlobalKind::Var(v) => v.md.iter_mut().for_each(|(_, x)| id(x)),
        GlobalKind::Func(f) => {
            f.md.iter_mut().for_each(|(_, x)| id(x));
            let Some(body) = f.body.as_mut() else {
                return;
            };
            for inst in body.insts.values_mut() {
                inst.md.iter_mut().for_each(|(_, x)| id(x));
                match &mut inst.kind {
                    InstKind::Call(c)
                    | InstKind::Invoke { call: c, .. }
                    | InstKind::CallBr { call: c, .. } => {
                        c.args.iter_mut().for_each(op);
                        for b in &mut c.bundles {
                            b.inputs.iter_mut().for_each(op);
                        }
                    }
                    _ => {}
                }
                for r in &mut inst.dbg_records {
                    match r {
                        DbgRecord::Variable {
                            location,
                            variable,
                            expression,
                            assign,
                            dilocation,
                            ..
                        } => {
                            op(location);
                            id(variable);
                            id(expression);
                            id(dilocation);
                            if let Some(a) = assign {
                                id(&mut a.assign_id);
                                op(&mut a.address);
                                id(&mut a.address_expr);
                            }
                        }
                        DbgRecord::Label { label, dilocation } => {
                            id(label);
                            id(dilocation);
                        }
                    }
                }
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tuple(ops: &[MdId]) -> Metadata {
        Metadata::Tuple {
            distinct: false,
            ops: ops.iter().map(|&o| Some(o)).collect(),
        }
    }

    /// `may_merge` is false exactly where `merge_equal_uniqued` does nothing.
    #[test]
    fn may_merge_answers_for_merge_equal_uniqued() {
        let consts = ConstTable::default();
        // Added nodes are uniqued as they come: nothing to merge.
        let mut t = MetadataTable::default();
        let s = t.string(b"a");
        let a = t.add(tuple(&[s]));
        t.add(tuple(&[a, s]));
        assert!(!t.may_merge(&consts));
        assert!(t.clone().merge_equal_uniqued(&consts).is_none());
        // Two forward references filled with equal content: one node.
        let mut t = MetadataTable::default();
        let s = t.string(b"a");
        let (x, y) = (t.reserve(), t.reserve());
        t.set(x, tuple(&[s]));
        t.set(y, tuple(&[s]));
        assert!(t.may_merge(&consts));
        let map = t.merge_equal_uniqued(&consts).expect("merged");
        assert_eq!(map[y], x);
        // A uniqued node that refers to itself becomes distinct.
        let mut t = MetadataTable::default();
        let x = t.reserve();
        t.set(x, tuple(&[x]));
        assert!(t.may_merge(&consts));
        t.merge_equal_uniqued(&consts);
        assert!(t.get(x).is_distinct());
    }
}
