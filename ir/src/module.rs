//! The module: module-level tables, global values in module order, and
//! function bodies.

use crate::attributes::{AttrList, AttrSetId, AttrSetTable};
use crate::constants::{ConstId, ConstTable};
use crate::entity::EntityVec;
use crate::instructions::{AsmId, BlockId, Inst, InstId, Operand};
use crate::metadata::{LocalMdId, LocalMetadata, MdId, MdKindId, MetadataTable, NamedMetadata};
use crate::types::{Type, TypeId, TypeTable};

crate::entity_id!(
    /// A global value (variable, function, alias or ifunc) in module order.
    GlobalId
);
crate::entity_id!(
    /// A comdat in the module's table.
    ComdatId
);

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Linkage {
    #[default]
    External,
    Private,
    Internal,
    AvailableExternally,
    LinkOnce,
    LinkOnceOdr,
    Weak,
    WeakOdr,
    Common,
    Appending,
    ExternWeak,
}

impl Linkage {
    pub const ALL: [Linkage; 11] = [
        Linkage::External,
        Linkage::Private,
        Linkage::Internal,
        Linkage::AvailableExternally,
        Linkage::LinkOnce,
        Linkage::LinkOnceOdr,
        Linkage::Weak,
        Linkage::WeakOdr,
        Linkage::Common,
        Linkage::Appending,
        Linkage::ExternWeak,
    ];
    /// The keyword, empty for external.
    pub fn keyword(self) -> &'static str {
        match self {
            Linkage::External => "external",
            Linkage::Private => "private",
            Linkage::Internal => "internal",
            Linkage::AvailableExternally => "available_externally",
            Linkage::LinkOnce => "linkonce",
            Linkage::LinkOnceOdr => "linkonce_odr",
            Linkage::Weak => "weak",
            Linkage::WeakOdr => "weak_odr",
            Linkage::Common => "common",
            Linkage::Appending => "appending",
            Linkage::ExternWeak => "extern_weak",
        }
    }
    pub fn from_keyword(s: &[u8]) -> Option<Linkage> {
        Linkage::ALL
            .into_iter()
            .find(|l| l.keyword().as_bytes() == s)
    }
    pub fn is_local(self) -> bool {
        matches!(self, Linkage::Private | Linkage::Internal)
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Visibility {
    #[default]
    Default,
    Hidden,
    Protected,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum DllStorage {
    #[default]
    Default,
    Import,
    Export,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum ThreadLocal {
    #[default]
    NotThreadLocal,
    GeneralDynamic,
    LocalDynamic,
    InitialExec,
    LocalExec,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum UnnamedAddr {
    #[default]
    None,
    Local,
    Global,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ComdatKind {
    Any,
    ExactMatch,
    Largest,
    NoDeduplicate,
    SameSize,
}

impl ComdatKind {
    pub fn keyword(self) -> &'static str {
        match self {
            ComdatKind::Any => "any",
            ComdatKind::ExactMatch => "exactmatch",
            ComdatKind::Largest => "largest",
            ComdatKind::NoDeduplicate => "nodeduplicate",
            ComdatKind::SameSize => "samesize",
        }
    }
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Comdat {
    pub name: Box<[u8]>,
    pub kind: ComdatKind,
}

/// Sanitizer metadata on globals (`no_sanitize_address`, ...), as bits.
pub mod sanitizer {
    pub const NO_ADDRESS: u8 = 1;
    pub const NO_HWADDRESS: u8 = 2;
    pub const MEMTAG: u8 = 4;
    pub const IS_DYN_INIT: u8 = 8;
}

/// What all global values share.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct GlobalCommon {
    /// None for numbered (`@0`) globals.
    pub name: Option<Box<[u8]>>,
    pub linkage: Linkage,
    pub visibility: Visibility,
    pub dll_storage: DllStorage,
    pub dso_local: bool,
    pub thread_local: ThreadLocal,
    pub unnamed_addr: UnnamedAddr,
    pub addrspace: u32,
    /// The value type: the variable's content type, the function type, or
    /// the aliasee's value type.
    pub value_ty: TypeId,
    pub partition: Option<Box<[u8]>>,
    pub sanitizer: u8,
}

impl GlobalCommon {
    /// Whether `dso_local` is implied (LLVM's `isImplicitDSOLocal`): by
    /// local linkage, and by non-default visibility unless the linkage is
    /// `extern_weak`. The printer leaves an implied `dso_local` out; the
    /// verifier requires it.
    pub fn is_implicitly_dso_local(&self) -> bool {
        self.linkage.is_local()
            || (self.visibility != Visibility::Default && self.linkage != Linkage::ExternWeak)
    }
}

#[derive(Clone, PartialEq, Debug, Default)]
pub struct GlobalVar {
    pub constant: bool,
    pub externally_initialized: bool,
    pub init: Option<ConstId>,
    pub section: Option<Box<[u8]>>,
    pub comdat: Option<ComdatId>,
    pub align: Option<u64>,
    /// `code_model "small"` etc.
    pub code_model: Option<Box<[u8]>>,
    pub attrs: AttrSetId,
    pub md: Vec<(MdKindId, MdId)>,
}

#[derive(Clone, PartialEq, Debug, Default)]
pub struct Function {
    pub cc: u32,
    pub attrs: AttrList,
    pub param_names: Vec<Option<Box<[u8]>>>,
    pub section: Option<Box<[u8]>>,
    pub comdat: Option<ComdatId>,
    pub align: Option<u64>,
    pub gc: Option<Box<[u8]>>,
    pub prefix: Option<ConstId>,
    pub prologue: Option<ConstId>,
    pub personality: Option<ConstId>,
    /// Whether `addrspace(N)` was explicit (printed when non-default).
    pub md: Vec<(MdKindId, MdId)>,
    /// None for declarations.
    pub body: Option<Body>,
}

/// A function body: blocks in order, each an ordered list of instructions
/// held in `insts`.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Body {
    pub blocks: EntityVec<BlockId, Block>,
    pub insts: EntityVec<InstId, Inst>,
    pub local_md: EntityVec<LocalMdId, LocalMetadata>,
    /// `uselistorder label %bb, { ... }` permutations: the use of block
    /// `bb` at position i of the default order moves to position `idx[i]`
    /// (LLVM prints a block's predecessors in use order).
    pub block_use_order: Vec<(BlockId, Vec<u32>)>,
}

impl Body {
    pub fn inst(&self, id: InstId) -> &Inst {
        &self.insts[id]
    }
    pub fn block(&self, id: BlockId) -> &Block {
        &self.blocks[id]
    }

    /// The instructions in the blocks, in order. `insts` may also hold
    /// instructions no block lists any more (upgrades that turn calls to
    /// `llvm.dbg.*` into debug records leave them there).
    pub fn live_insts(&self) -> impl Iterator<Item = &Inst> + '_ {
        self.blocks
            .values()
            .flat_map(|b| b.insts.iter().map(|&i| self.inst(i)))
    }
}

#[derive(Clone, PartialEq, Debug, Default)]
pub struct Block {
    pub name: Option<Box<[u8]>>,
    pub insts: Vec<InstId>,
}

#[derive(Clone, PartialEq, Debug)]
pub struct Alias {
    pub aliasee: ConstId,
}

#[derive(Clone, PartialEq, Debug)]
pub struct IFunc {
    pub resolver: ConstId,
}

#[derive(Clone, PartialEq, Debug)]
pub enum GlobalKind {
    Var(GlobalVar),
    Func(Function),
    Alias(Alias),
    IFunc(IFunc),
}

#[derive(Clone, PartialEq, Debug)]
pub struct Global {
    pub common: GlobalCommon,
    pub kind: GlobalKind,
}

impl Global {
    pub fn as_func(&self) -> Option<&Function> {
        match &self.kind {
            GlobalKind::Func(f) => Some(f),
            _ => None,
        }
    }
    pub fn as_var(&self) -> Option<&GlobalVar> {
        match &self.kind {
            GlobalKind::Var(v) => Some(v),
            _ => None,
        }
    }
}

/// `asm sideeffect alignstack inteldialect unwind "asm", "constraints"`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct InlineAsm {
    pub fn_ty: TypeId,
    pub asm: Box<[u8]>,
    pub constraints: Box<[u8]>,
    pub side_effect: bool,
    pub align_stack: bool,
    pub intel_dialect: bool,
    pub can_throw: bool,
    /// The string as `.ll` text gave it, when the ObjC marker upgrade
    /// changed it on parsing: `llvm-as` writes it unchanged (only LLVM's
    /// bitcode reader upgrades it), so our bitcode writer does too.
    pub as_written: Option<Box<[u8]>>,
}

/// A whole module. Plain owned data: `Send + Sync`, no global context.
#[derive(Clone, Debug, Default)]
pub struct Module {
    /// The module identifier (`; ModuleID = '...'`).
    pub id: Box<[u8]>,
    pub source_filename: Box<[u8]>,
    pub data_layout: Option<Box<[u8]>>,
    pub triple: Option<Box<[u8]>>,
    /// Module-level inline asm as one blob: each `module asm "x"` line
    /// appends `x` and a newline (LLVM's `appendModuleInlineAsm`).
    pub module_asm: Vec<u8>,
    pub types: TypeTable,
    pub consts: ConstTable,
    pub attrs: AttrSetTable,
    pub metadata: MetadataTable,
    pub named_metadata: Vec<NamedMetadata>,
    pub globals: EntityVec<GlobalId, Global>,
    pub comdats: EntityVec<ComdatId, Comdat>,
    pub inline_asms: EntityVec<AsmId, InlineAsm>,
    /// Sync scope names beyond `singlethread` (0) and system (1), by id - 2.
    pub sync_scopes: Vec<Box<[u8]>>,
    /// The ThinLTO summary index (`^N = ...` entries), if any.
    pub summary: Option<crate::summary::SummaryIndex>,
    /// Warnings the reader raised reading this module (not part of the
    /// IR: no writer or printer looks at them), for the caller to print.
    pub read_warnings: Vec<crate::diagnostic::ReadWarning>,
}

impl Module {
    pub fn new(id: &[u8]) -> Module {
        Module {
            id: id.into(),
            source_filename: id.into(),
            ..Default::default()
        }
    }

    /// Appends `ops` to the named metadata `name`, creating it (last) if the
    /// module has none: what `!name = !{...}` twice, or an upgrade adding
    /// to `llvm.module.flags`, does.
    pub fn append_named_metadata(&mut self, name: &[u8], ops: impl IntoIterator<Item = MdId>) {
        match self.named_metadata.iter_mut().find(|n| &n.name[..] == name) {
            Some(n) => n.ops.extend(ops),
            None => self.named_metadata.push(NamedMetadata {
                name: name.into(),
                ops: ops.into_iter().collect(),
            }),
        }
    }

    /// The type of operand `op` of an instruction in a body of function
    /// type `fn_ty`: see [`operand_type`], which this calls with the
    /// module's own tables.
    #[inline]
    pub fn operand_type(&self, fn_ty: TypeId, body: &Body, op: Operand) -> Option<TypeId> {
        operand_type(&self.types, &self.consts, fn_ty, &body.insts, op)
    }

    pub fn global(&self, id: GlobalId) -> &Global {
        &self.globals[id]
    }

    pub fn add_inline_asm(&mut self, a: InlineAsm) -> AsmId {
        if let Some(i) = self.inline_asms.values().position(|x| *x == a) {
            return AsmId::from_index(i);
        }
        self.inline_asms.push(a)
    }

    /// The id of a sync scope by name (`""` is system).
    pub fn sync_scope(&mut self, name: &[u8]) -> crate::instructions::SyncScope {
        use crate::instructions::SyncScope;
        match name {
            b"singlethread" => SyncScope::SINGLE_THREAD,
            b"" => SyncScope::SYSTEM,
            _ => {
                let i = match self.sync_scopes.iter().position(|s| &s[..] == name) {
                    Some(i) => i,
                    None => {
                        self.sync_scopes.push(name.into());
                        self.sync_scopes.len() - 1
                    }
                };
                SyncScope(i as u32 + 2)
            }
        }
    }
}

/// The type of an operand of an instruction in a function body: the one
/// place that says it, for the printer, the bitcode writer, the readers'
/// upgrades and the analyses.
///
/// The tables are parameters, not a [`Module`], so that a caller holding
/// extended copies (the bitcode writer adds a few types and constants) or
/// a body under construction (`insts` is just the arena so far) can ask
/// too; [`Module::operand_type`] is the usual entry.
///
/// - a constant: its type;
/// - argument `i`: parameter `i` of `fn_ty`;
/// - an instruction: its result type (`void` for none);
/// - metadata as a value, function-local or not: `metadata`;
/// - inline asm: `ptr` in address space 0, as in LLVM, where an
///   `InlineAsm` value is a pointer and a call names its function type
///   apart.
///
/// None when the operand names an argument `fn_ty` does not have (or
/// `fn_ty` is not a function type), an instruction outside `insts`, or
/// when the `metadata` or `ptr` type it needs was never interned (a
/// reader interns every type it uses, so only hand-built modules can
/// lack them). Constant ids are trusted, as everywhere in the module.
#[inline]
pub fn operand_type(
    types: &TypeTable,
    consts: &ConstTable,
    fn_ty: TypeId,
    insts: &[Inst],
    op: Operand,
) -> Option<TypeId> {
    operand_type_in(types, consts, types.fn_params(fn_ty), insts, op)
}

/// [`operand_type`] for a caller that holds the function's parameter types
/// as a slice rather than a function type id (a parser in the middle of a
/// function); the same rules.
#[inline]
pub fn operand_type_in(
    types: &TypeTable,
    consts: &ConstTable,
    params: &[TypeId],
    insts: &[Inst],
    op: Operand,
) -> Option<TypeId> {
    match op {
        Operand::Const(c) => Some(consts.get(c).ty),
        Operand::Arg(i) => params.get(i.index()).copied(),
        Operand::Inst(i) => insts.get(i.index()).map(|x| x.ty),
        Operand::Metadata(_) | Operand::LocalMetadata(_) => types.lookup(&Type::Metadata),
        Operand::InlineAsm(_) => types.lookup_ptr0(),
    }
}
