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

/// A global value's linkage type.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Linkage {
    /// `external`: the default; visible to and resolvable from other modules.
    #[default]
    External,
    /// `private`: visible in this module only, and left out of the object's symbol table.
    Private,
    /// `internal`: visible in this module only (a local symbol, like C `static`).
    Internal,
    /// `available_externally`: a copy for optimization; the definition lives
    /// in another module and this one is never emitted.
    AvailableExternally,
    /// `linkonce`: merged with equivalents by name, dropped when unused; definitions may differ.
    LinkOnce,
    /// `linkonce_odr`: merged with equivalents by name, dropped when unused;
    /// all definitions are equal (C++ inline functions).
    LinkOnceOdr,
    /// `weak`: merged with equivalents by name, kept when unused; definitions may differ.
    Weak,
    /// `weak_odr`: merged with equivalents by name, kept when unused; all definitions are equal.
    WeakOdr,
    /// `common`: a tentative definition (C `int x;`), merged by name with the largest size winning.
    Common,
    /// `appending`: arrays appended together when modules are linked (`llvm.global_ctors`, ...).
    Appending,
    /// `extern_weak`: a declaration that resolves to null when no definition exists.
    ExternWeak,
}

impl Linkage {
    /// Every linkage, in declaration order.
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
    /// The linkage with this keyword, if any (`external` included).
    pub fn from_keyword(s: &[u8]) -> Option<Linkage> {
        Linkage::ALL
            .into_iter()
            .find(|l| l.keyword().as_bytes() == s)
    }
    /// Whether this is `private` or `internal`.
    pub fn is_local(self) -> bool {
        matches!(self, Linkage::Private | Linkage::Internal)
    }
}

/// A global value's visibility.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Visibility {
    /// `default`
    #[default]
    Default,
    /// `hidden`
    Hidden,
    /// `protected`
    Protected,
}

/// A global value's DLL storage class.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum DllStorage {
    /// None.
    #[default]
    Default,
    /// `dllimport`
    Import,
    /// `dllexport`
    Export,
}

/// A global value's thread-local storage model.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum ThreadLocal {
    /// Not thread-local.
    #[default]
    NotThreadLocal,
    /// `thread_local` (general dynamic).
    GeneralDynamic,
    /// `thread_local(localdynamic)`
    LocalDynamic,
    /// `thread_local(initialexec)`
    InitialExec,
    /// `thread_local(localexec)`
    LocalExec,
}

/// Whether a global value's address is significant.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum UnnamedAddr {
    /// The address is significant.
    #[default]
    None,
    /// `local_unnamed_addr`: insignificant within this module.
    Local,
    /// `unnamed_addr`: insignificant everywhere.
    Global,
}

/// A comdat's selection kind.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ComdatKind {
    /// `any`: the linker may pick any comdat with this name.
    Any,
    /// `exactmatch`: all comdats with this name must have the same contents.
    ExactMatch,
    /// `largest`: the linker picks the largest.
    Largest,
    /// `nodeduplicate`: no deduplication; every copy is kept.
    NoDeduplicate,
    /// `samesize`: all comdats with this name must have the same size.
    SameSize,
}

impl ComdatKind {
    /// The `.ll` keyword (`any`, `exactmatch`, ...).
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

/// A comdat (`$name = comdat any`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Comdat {
    /// The comdat's name, without `$`.
    pub name: Box<[u8]>,
    /// The selection kind.
    pub kind: ComdatKind,
}

/// Sanitizer metadata on globals (`no_sanitize_address`, ...), as bits.
pub mod sanitizer {
    /// `no_sanitize_address`
    pub const NO_ADDRESS: u8 = 1;
    /// `no_sanitize_hwaddress`
    pub const NO_HWADDRESS: u8 = 2;
    /// `sanitize_memtag`
    pub const MEMTAG: u8 = 4;
    /// `sanitize_address_dyninit`
    pub const IS_DYN_INIT: u8 = 8;
}

/// What all global values share.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct GlobalCommon {
    /// None for numbered (`@0`) globals.
    pub name: Option<Box<[u8]>>,
    /// The linkage.
    pub linkage: Linkage,
    /// The visibility.
    pub visibility: Visibility,
    /// The DLL storage class.
    pub dll_storage: DllStorage,
    /// `dso_local` as written or read (see [`Self::is_implicitly_dso_local`]).
    pub dso_local: bool,
    /// The thread-local storage model.
    pub thread_local: ThreadLocal,
    /// `unnamed_addr` or `local_unnamed_addr`.
    pub unnamed_addr: UnnamedAddr,
    /// The address space of the global's pointer.
    pub addrspace: u32,
    /// The value type: the variable's content type, the function type, or
    /// the aliasee's value type.
    pub value_ty: TypeId,
    /// `partition "name"`, if any.
    pub partition: Option<Box<[u8]>>,
    /// Sanitizer metadata (bits of [`sanitizer`]).
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

/// A global variable.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct GlobalVar {
    /// `constant` (else `global`): the memory is never written.
    pub constant: bool,
    /// `externally_initialized`
    pub externally_initialized: bool,
    /// The initializer; `None` for a declaration.
    pub init: Option<ConstId>,
    /// `section "name"`, if any.
    pub section: Option<Box<[u8]>>,
    /// The comdat it belongs to, if any.
    pub comdat: Option<ComdatId>,
    /// The alignment in bytes, if written.
    pub align: Option<u64>,
    /// `code_model "small"` etc.
    pub code_model: Option<Box<[u8]>>,
    /// The variable's attributes ([`AttrSetId::EMPTY`] when it has none).
    pub attrs: AttrSetId,
    /// Metadata attachments (kind id, node), in order.
    pub md: Vec<(MdKindId, MdId)>,
}

/// A function: declaration or definition.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Function {
    /// The calling convention number (see [`crate::callconv`]; 0 = `ccc`).
    pub cc: u32,
    /// The function, return and parameter attributes.
    pub attrs: AttrList,
    /// The parameters' names (`None` for numbered ones), one per parameter.
    pub param_names: Vec<Option<Box<[u8]>>>,
    /// `section "name"`, if any.
    pub section: Option<Box<[u8]>>,
    /// The comdat it belongs to, if any.
    pub comdat: Option<ComdatId>,
    /// The alignment in bytes, if written.
    pub align: Option<u64>,
    /// `gc "name"`, if any.
    pub gc: Option<Box<[u8]>>,
    /// `prefix` data, if any.
    pub prefix: Option<ConstId>,
    /// `prologue` data, if any.
    pub prologue: Option<ConstId>,
    /// The `personality` function, if any.
    pub personality: Option<ConstId>,
    /// Attached metadata (`!dbg !3`, ...): metadata kind id and node.
    pub md: Vec<(MdKindId, MdId)>,
    /// None for declarations.
    pub body: Option<Body>,
}

/// A function body: blocks in order, each an ordered list of instructions
/// held in `insts`.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Body {
    /// The basic blocks, in order; the first is the entry block.
    pub blocks: EntityVec<BlockId, Block>,
    /// The instruction arena that [`Block::insts`] and [`InstId`]s index.
    pub insts: EntityVec<InstId, Inst>,
    /// Function-local metadata (`metadata i32 %x` operands), indexed by
    /// [`Operand::LocalMetadata`].
    pub local_md: EntityVec<LocalMdId, LocalMetadata>,
    /// `uselistorder label %bb, { ... }` permutations: the use of block
    /// `bb` at position i of the default order moves to position `idx[i]`
    /// (LLVM prints a block's predecessors in use order).
    pub block_use_order: Vec<(BlockId, Vec<u32>)>,
    /// Instructions that intrinsic upgrades remade once the whole module
    /// was read (see [`LateUses`]).
    pub late_uses: LateUses,
}

/// Parse history that use-list order depends on: the instructions an
/// upgrade of old intrinsics remade after the module was read, as
/// (module-wide order, instruction, whether it was made anew rather than
/// only pointed at a new callee). LLVM makes their uses last, so they are
/// the newest in its use lists, whose order `llvm-as` keeps in bitcode.
/// The last flag: a new instruction that took the name of the one it
/// replaced (LLVM's `takeName`, which keeps the name's place in the
/// function's symbol table, whose order the writer follows).
/// Not part of the IR: bodies compare equal whatever it holds.
#[derive(Clone, Debug, Default)]
pub struct LateUses(pub Vec<(u32, InstId, bool, bool)>);

impl PartialEq for LateUses {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Body {
    /// The instruction `id`; panics when out of range.
    pub fn inst(&self, id: InstId) -> &Inst {
        &self.insts[id]
    }
    /// The block `id`; panics when out of range.
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

    /// Puts the blocks in `order` (each block once) and renumbers every
    /// reference to one: branch targets, phis' incoming blocks, use-list
    /// orders. (A `blockaddress` constant's block is the module's to
    /// renumber, through the map.) Returns the map from old ids to new, or
    /// `None`, the body untouched, when `order` is not a permutation of the
    /// blocks.
    pub fn reorder_blocks(&mut self, order: &[BlockId]) -> Option<EntityVec<BlockId, BlockId>> {
        const UNSET: BlockId = BlockId::from_u32(u32::MAX);
        if order.len() != self.blocks.len() {
            return None;
        }
        let mut new_id: EntityVec<BlockId, BlockId> = vec![UNSET; order.len()].into();
        for (i, &b) in order.iter().enumerate() {
            let slot = new_id.get_mut(b).filter(|s| **s == UNSET)?;
            *slot = BlockId::from_index(i);
        }
        if order.iter().enumerate().all(|(i, b)| b.index() == i) {
            return Some(new_id);
        }
        let mut old: EntityVec<BlockId, Option<Block>> = std::mem::take(&mut self.blocks)
            .into_iter()
            .map(Some)
            .collect();
        self.blocks = order.iter().filter_map(|&b| old[b].take()).collect();
        let renumber = |b: &mut BlockId| *b = new_id.get(*b).copied().unwrap_or(*b);
        for inst in self.insts.values_mut() {
            inst.kind.for_each_block_mut(renumber);
        }
        self.block_use_order
            .iter_mut()
            .for_each(|(b, _)| renumber(b));
        Some(new_id)
    }
}

/// A basic block.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Block {
    /// The label without `%`; `None` for a numbered block.
    pub name: Option<Box<[u8]>>,
    /// The block's instructions, in order, as ids into [`Body::insts`].
    pub insts: Vec<InstId>,
}

/// An alias (`@a = alias T, ptr @b`).
#[derive(Clone, PartialEq, Debug)]
pub struct Alias {
    /// The aliasee: a global or a constant expression over one.
    pub aliasee: ConstId,
}

/// An ifunc (`@f = ifunc T, ptr @resolver`).
#[derive(Clone, PartialEq, Debug)]
pub struct IFunc {
    /// The resolver function.
    pub resolver: ConstId,
}

/// The kind-specific part of a global value.
#[derive(Clone, PartialEq, Debug)]
pub enum GlobalKind {
    /// A global variable.
    Var(GlobalVar),
    /// A function.
    Func(Function),
    /// An alias.
    Alias(Alias),
    /// An ifunc.
    IFunc(IFunc),
}

/// A global value: variable, function, alias or ifunc.
#[derive(Clone, PartialEq, Debug)]
pub struct Global {
    /// What all kinds share: name, linkage, type, ...
    pub common: GlobalCommon,
    /// The kind-specific part.
    pub kind: GlobalKind,
}

impl Global {
    /// A declaration of function `name` of function type `ty`, otherwise
    /// default (external, no attributes): what upgrades declare.
    pub fn function_declaration(name: &[u8], ty: TypeId) -> Global {
        Global {
            common: GlobalCommon {
                name: Some(name.into()),
                value_ty: ty,
                ..Default::default()
            },
            kind: GlobalKind::Func(Function::default()),
        }
    }

    /// The function, if this is one.
    pub fn as_func(&self) -> Option<&Function> {
        match &self.kind {
            GlobalKind::Func(f) => Some(f),
            _ => None,
        }
    }
    /// The variable, if this is one.
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
    /// The asm's function type.
    pub fn_ty: TypeId,
    /// The asm string.
    pub asm: Box<[u8]>,
    /// The constraint string.
    pub constraints: Box<[u8]>,
    /// `sideeffect`
    pub side_effect: bool,
    /// `alignstack`
    pub align_stack: bool,
    /// `inteldialect`
    pub intel_dialect: bool,
    /// `unwind`: the asm may throw.
    pub can_throw: bool,
    /// The string as `.ll` text gave it, when the ObjC marker upgrade
    /// changed it on parsing: `llvm-as` writes it unchanged (only LLVM's
    /// bitcode reader upgrades it), so our bitcode writer does too.
    pub as_written: Option<Box<[u8]>>,
}

/// An index of a module's inline asm by value. `inline_asms` is public,
/// so the index catches up with entries pushed directly, and is rebuilt
/// when an entry it knows was changed in place.
#[derive(Clone, Debug, Default)]
struct AsmIndex {
    ids: crate::hash::FastMap<InlineAsm, AsmId>,
    /// How many of `inline_asms` are in `ids`.
    indexed: usize,
}

impl AsmIndex {
    fn find(&mut self, asms: &[InlineAsm], a: &InlineAsm) -> Option<AsmId> {
        if self.indexed > asms.len() {
            self.ids.clear();
            self.indexed = 0;
        }
        for (i, x) in asms.iter().enumerate().skip(self.indexed) {
            self.ids.entry(x.clone()).or_insert(AsmId::from_index(i));
        }
        self.indexed = asms.len();
        match self.ids.get(a).copied() {
            Some(id) if asms.get(id.index()) == Some(a) => Some(id),
            Some(_) => {
                // Changed in place: index afresh.
                self.ids.clear();
                for (i, x) in asms.iter().enumerate() {
                    self.ids.entry(x.clone()).or_insert(AsmId::from_index(i));
                }
                self.ids.get(a).copied()
            }
            None => None,
        }
    }
}

/// A whole module. Plain owned data: `Send + Sync`, no global context.
#[derive(Clone, Debug, Default)]
pub struct Module {
    /// The module identifier (`; ModuleID = '...'`).
    pub id: Box<[u8]>,
    /// `source_filename`
    pub source_filename: Box<[u8]>,
    /// The `target datalayout` string, if given, as LLVM 22 upgrades it.
    pub data_layout: Option<Box<[u8]>>,
    /// The string as the text gave it, when the upgrade changed it. LLVM's
    /// parser keeps the string as written, its bitcode writer writes that
    /// one, and its bitcode reader upgrades it; so the bitcode writer writes
    /// this when it is present, and the rest of the model uses
    /// `data_layout`. Whoever sets `data_layout` clears this.
    pub data_layout_as_written: Option<Box<[u8]>>,
    /// The `target triple`, if given.
    pub triple: Option<Box<[u8]>>,
    /// Module-level inline asm as one blob: each `module asm "x"` line
    /// appends `x` and a newline (LLVM's `appendModuleInlineAsm`).
    pub module_asm: Vec<u8>,
    /// The interned types.
    pub types: TypeTable,
    /// The interned constants (global values are constants too: `ConstKind::Global`).
    pub consts: ConstTable,
    /// The interned attribute sets.
    pub attrs: AttrSetTable,
    /// The metadata nodes and strings.
    pub metadata: MetadataTable,
    /// Named metadata (`!name = !{...}`), in order.
    pub named_metadata: Vec<NamedMetadata>,
    /// Global values, in module order; [`GlobalId`] indexes them.
    pub globals: EntityVec<GlobalId, Global>,
    /// Comdats; [`ComdatId`] indexes them.
    pub comdats: EntityVec<ComdatId, Comdat>,
    /// Inline asm values; [`AsmId`] indexes them. Add with [`Self::add_inline_asm`].
    pub inline_asms: EntityVec<AsmId, InlineAsm>,
    /// `inline_asms` by value, so that adding one is not a search.
    asm_index: AsmIndex,
    /// Sync scope names beyond `singlethread` (0) and system (1), by id - 2.
    pub sync_scopes: Vec<Box<[u8]>>,
    /// The ThinLTO summary index (`^N = ...` entries), if any.
    pub summary: Option<crate::summary::SummaryIndex>,
    /// Warnings the reader raised reading this module (not part of the
    /// IR: no writer or printer looks at them), for the caller to print.
    pub read_warnings: Vec<crate::diagnostic::ReadWarning>,
}

impl Module {
    /// The global object an alias's target `c` names (LLVM's
    /// `getAliaseeObject`): through other aliases, casts, GEPs, and an
    /// `add` with one side based on an object or a `sub` of a plain
    /// offset. `None` for an alias cycle or another expression. Shared
    /// subexpressions are looked at once, so the cost is linear in the
    /// constant.
    pub fn aliasee_object(&self, c: ConstId) -> Option<GlobalId> {
        use crate::constants::{ConstExprOp, ConstKind};
        use crate::instructions::{BinOp, CastOp};
        // Each constant's answer, filled in once both operands of an
        // `add` or `sub` are known; aliases in `seen` stop a cycle.
        let mut memo: crate::hash::FastMap<ConstId, Option<GlobalId>> = Default::default();
        let mut seen = crate::hash::FastSet::default();
        let mut stack = vec![(c, false)];
        while let Some((c, operands_done)) = stack.pop() {
            if !operands_done && memo.contains_key(&c) {
                continue;
            }
            let answer = match &self.consts.get(c).kind {
                ConstKind::Global(g) => match &self.globals[*g].kind {
                    GlobalKind::Alias(a) if !operands_done => {
                        if !seen.insert(*g) {
                            memo.insert(c, None);
                            continue;
                        }
                        stack.push((c, true));
                        stack.push((a.aliasee, false));
                        continue;
                    }
                    GlobalKind::Alias(a) => memo.get(&a.aliasee).copied().flatten(),
                    _ => Some(*g),
                },
                ConstKind::Expr(e) => {
                    let two = match e.op {
                        ConstExprOp::Binary(BinOp::Add | BinOp::Sub) if e.operands.len() == 2 => {
                            true
                        }
                        ConstExprOp::Cast(
                            CastOp::IntToPtr
                            | CastOp::PtrToInt
                            | CastOp::BitCast
                            | CastOp::AddrSpaceCast,
                        )
                        | ConstExprOp::GetElementPtr => false,
                        _ => {
                            memo.insert(c, None);
                            continue;
                        }
                    };
                    let ops = if two {
                        &e.operands[..2]
                    } else {
                        &e.operands[..1.min(e.operands.len())]
                    };
                    if !operands_done {
                        stack.push((c, true));
                        stack.extend(ops.iter().map(|&o| (o, false)));
                        continue;
                    }
                    let of = |o: &ConstId| memo.get(o).copied().flatten();
                    match (e.op, ops) {
                        (ConstExprOp::Binary(BinOp::Add), [l, r]) => match (of(l), of(r)) {
                            (Some(_), Some(_)) => None,
                            (l, r) => l.or(r),
                        },
                        (ConstExprOp::Binary(BinOp::Sub), [l, r]) => match of(r) {
                            Some(_) => None,
                            None => of(l),
                        },
                        (_, [o]) => of(o),
                        _ => None,
                    }
                }
                _ => None,
            };
            memo.insert(c, answer);
        }
        memo.get(&c).copied().flatten()
    }

    /// An empty module with this identifier, which is also its `source_filename`.
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

    /// The global value `id`; panics when out of range.
    pub fn global(&self, id: GlobalId) -> &Global {
        &self.globals[id]
    }

    /// The id of inline asm `a`, added if the module has none equal.
    pub fn add_inline_asm(&mut self, a: InlineAsm) -> AsmId {
        if let Some(id) = self.asm_index.find(&self.inline_asms, &a) {
            return id;
        }
        let id = self.inline_asms.push(a.clone());
        self.asm_index.ids.insert(a, id);
        self.asm_index.indexed = self.inline_asms.len();
        id
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
                SyncScope::named(i)
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
