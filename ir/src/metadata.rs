//! Metadata: an arena of module-level nodes (strings, constants as metadata,
//! tuples, and later the specialized debug-info nodes), named metadata,
//! metadata kinds, and function-local metadata.

use crate::constants::ConstId;
use crate::debuginfo::DiNode;
use crate::hash::FastMap as HashMap;
use crate::instructions::Operand;
use crate::types::TypeId;

crate::entity_id!(
    /// A metadata node, string or constant-as-metadata in the module arena.
    MdId
);

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Metadata {
    /// `!"text"`: uniqued by content.
    String(Box<[u8]>),
    /// A constant (or global) used as metadata: `i32 1`, `ptr @g`.
    Value(ConstId),
    /// `!{...}` or `distinct !{...}`; `None` operands print as `null`.
    Tuple {
        distinct: bool,
        ops: Vec<Option<MdId>>,
    },
    /// A specialized node: `!DILocation(...)`, `distinct !DISubprogram(...)`.
    Di(Box<DiNode>),
}

impl Metadata {
    pub fn is_distinct(&self) -> bool {
        match self {
            Metadata::Tuple { distinct, .. } => *distinct,
            Metadata::Di(n) => n.distinct,
            _ => false,
        }
    }

    /// Whether this is a node (tuple or specialized), which gets an `!N` slot
    /// unless it is a `DIExpression`.
    pub fn is_node(&self) -> bool {
        matches!(self, Metadata::Tuple { .. } | Metadata::Di(_))
    }

    /// Node operands (with `null`s) in the order LLVM's slot tracker walks
    /// them. Empty for strings and values.
    pub fn node_operands(&self) -> &[Option<MdId>] {
        match self {
            Metadata::Tuple { ops, .. } => ops,
            Metadata::Di(n) => &n.ops,
            _ => &[],
        }
    }
}

/// Function-local metadata, which may refer to arguments and instructions.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LocalMetadata {
    /// `metadata i32 %x` (LocalAsMetadata).
    Value { ty: TypeId, value: Operand },
    /// `!DIArgList(i32 %x, i32 1)`.
    ArgList(Vec<(TypeId, Operand)>),
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NamedMetadata {
    pub name: Box<[u8]>,
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
];

#[derive(Clone, Debug)]
pub struct MetadataTable {
    items: Vec<Metadata>,
    /// Uniquing of strings, values and non-distinct tuples.
    map: HashMap<Metadata, MdId>,
    /// Metadata kind names by kind id (fixed kinds first).
    pub kinds: Vec<Box<[u8]>>,
    kind_map: HashMap<Box<[u8]>, u32>,
}

impl Default for MetadataTable {
    fn default() -> Self {
        let mut t = MetadataTable {
            items: Vec::new(),
            map: HashMap::default(),
            kinds: Vec::new(),
            kind_map: HashMap::default(),
        };
        for k in FIXED_MD_KINDS {
            t.kind_id(k.as_bytes());
        }
        t
    }
}

impl MetadataTable {
    pub fn get(&self, id: MdId) -> &Metadata {
        &self.items[id.index()]
    }
    pub fn len(&self) -> usize {
        self.items.len()
    }
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Adds a node; uniqued nodes with equal content share one id.
    pub fn add(&mut self, md: Metadata) -> MdId {
        let distinct = md.is_distinct();
        if !distinct {
            if let Some(&id) = self.map.get(&md) {
                return id;
            }
        }
        let id = MdId(self.items.len() as u32);
        self.items.push(md.clone());
        if !distinct {
            self.map.insert(md, id);
        }
        id
    }

    /// Reserves a slot for a node whose content is not known yet (forward
    /// references); fill it with `set`.
    pub fn reserve(&mut self) -> MdId {
        let id = MdId(self.items.len() as u32);
        self.items.push(Metadata::Tuple {
            distinct: true,
            ops: Vec::new(),
        });
        id
    }

    /// Sets the content of a reserved slot (uniqued if not distinct). Does
    /// not merge with an existing equal node: the reader must keep ids stable.
    pub fn set(&mut self, id: MdId, md: Metadata) {
        let distinct = md.is_distinct();
        if !distinct {
            self.map.entry(md.clone()).or_insert(id);
        }
        self.items[id.index()] = md;
    }

    pub fn string(&mut self, s: &[u8]) -> MdId {
        self.add(Metadata::String(s.into()))
    }

    /// The id of a metadata kind, registering it if new.
    pub fn kind_id(&mut self, name: &[u8]) -> u32 {
        if let Some(&k) = self.kind_map.get(name) {
            return k;
        }
        let k = self.kinds.len() as u32;
        self.kinds.push(name.into());
        self.kind_map.insert(name.into(), k);
        k
    }

    pub fn kind_name(&self, k: u32) -> &[u8] {
        &self.kinds[k as usize]
    }
}
