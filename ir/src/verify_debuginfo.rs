//! The debug-info checks of LLVM's verifier (`CheckDI` in `Verifier.cpp`).
//!
//! LLVM treats broken debug info apart from other verifier failures: a
//! module whose only problems are in its debug info is kept, and
//! `UpgradeDebugInfo` strips all its debug info ("warning: ignoring invalid
//! debug info"). [`debug_info_problems`] lists those problems; an empty list
//! means the debug info is sound as far as these checks go.
//!
//! The walk follows LLVM's: function bodies first (attachments, debug
//! records, calls, the scope chains of `!dbg` locations), then global
//! variables, then named metadata, then the compile units reached on the
//! way, which must all be listed in `!llvm.dbg.cu`. Every node is checked
//! once, with whether `DILocation`s may appear among its operands decided by
//! the first path that reaches it.

use crate::constants::ConstKind;
use crate::dbgrecord::{DbgRecord, DbgVariableKind};
use crate::debuginfo::{self, DiKind, DiNode, NONE};
use crate::diagnostic::ValueRef;
use crate::dwarf;
use crate::entity::EntityVec;
use crate::instructions::{InstKind, Operand};
use crate::metadata::{LocalMetadata, MdId, MdKindId, Metadata};
use crate::module::{Global, GlobalKind, Linkage, Module};
type HashSet<T> = crate::hash::FastSet<T>;

/// Metadata kind ids of the fixed kinds used here.
const MD_DBG: MdKindId = MdKindId::DBG;

const FLAG_ARTIFICIAL: u64 = 1 << 6;
const FLAG_BLOCK_BYREF_STRUCT: u64 = 1 << 4;
const FLAG_VECTOR: u64 = 1 << 11;
const FLAG_STATIC_MEMBER: u64 = 1 << 12;
const FLAG_ALL_CALLS_DESCRIBED: u64 = 1 << 29;
const SP_DEFINITION: u64 = 8;

/// One broken rule of the debug info: LLVM's message and the values and
/// nodes it shows after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiProblem {
    /// LLVM's message.
    pub message: String,
    /// The values and nodes the message shows after it.
    pub subjects: Vec<ValueRef>,
}

/// Problems in the module's debug info (empty when it is sound).
pub fn debug_info_problems(m: &Module) -> Vec<String> {
    debug_info_diagnostics(m)
        .into_iter()
        .map(|p| p.message)
        .collect()
}

/// [`debug_info_problems`] with the values each message names.
pub fn debug_info_diagnostics(m: &Module) -> Vec<DiProblem> {
    let globals: Vec<Option<&Global>> = m.globals.values().map(Some).collect();
    diagnostics_in(m, &globals)
}

/// Whether LLVM would find the module's debug info broken.
pub fn debug_info_is_broken(m: &Module) -> bool {
    !debug_info_problems(m).is_empty()
}

/// [`debug_info_problems`] for a module whose global values are held
/// outside it (a reader's provisional table): `globals[i]` is the global
/// that `GlobalId(i)` names in the module's constants (`None` for a slot
/// not defined); `m.globals` is not looked at.
pub fn debug_info_problems_in(m: &Module, globals: &[Option<&Global>]) -> Vec<String> {
    diagnostics_in(m, globals)
        .into_iter()
        .map(|p| p.message)
        .collect()
}

fn diagnostics_in(m: &Module, globals: &[Option<&Global>]) -> Vec<DiProblem> {
    let mut v = V {
        m,
        globals,
        visited: vec![false; m.metadata.len()].into(),
        seen: Seen {
            stamp: vec![0; m.metadata.len()].into(),
            current: 0,
        },
        cus: Vec::new(),
        sp_owner: vec![u32::MAX; m.metadata.len()].into(),
        problems: Vec::new(),
        stack: Vec::new(),
        assign_id_kinds: m
            .metadata
            .kinds
            .values()
            .map(|name| &**name == b"DIAssignID")
            .collect(),
        assign_index: None,
    };
    v.run();
    v.problems
}

struct V<'a> {
    m: &'a Module,
    globals: &'a [Option<&'a Global>],
    /// Nodes seen, by id.
    visited: EntityVec<MdId, bool>,
    /// Nodes seen by one function's scope chains.
    seen: Seen,
    cus: Vec<MdId>,
    /// The function each subprogram is attached to, by metadata id
    /// (`u32::MAX`: none yet).
    sp_owner: EntityVec<MdId, u32>,
    problems: Vec<DiProblem>,
    /// [`V::node`]'s walk stack, kept for the next walk.
    stack: Vec<MdId>,
    /// Per metadata kind: whether it is `DIAssignID` (names compared once,
    /// not at every attachment).
    assign_id_kinds: Vec<bool>,
    /// Who uses each `DIAssignID`, made when first needed.
    assign_index: Option<AssignIndex>,
}

/// The links a `DIAssignID` makes, by node: the records that name it
/// (their function's index, and whether the record is a `#dbg_assign`),
/// and the functions of the instructions that carry it.
#[derive(Default)]
struct AssignIndex {
    records: crate::hash::FastMap<MdId, Vec<(usize, bool)>>,
    insts: crate::hash::FastMap<MdId, Vec<usize>>,
}

/// A failed check; its subjects, when left empty, are filled in by the
/// caller with the node or value being checked.
type R = Result<(), DiProblem>;

/// A set of metadata ids emptied in constant time: an id is in it when its
/// stamp is the current one.
#[derive(Default)]
struct Seen {
    stamp: EntityVec<MdId, u32>,
    current: u32,
}

impl Seen {
    /// Empties the set.
    fn start(&mut self) {
        self.current += 1;
    }

    /// Like `HashSet::insert`: true if `id` was not in the set.
    fn insert(&mut self, id: MdId) -> bool {
        let s = &mut self.stamp[id];
        let new = *s != self.current;
        *s = self.current;
        new
    }
}

fn ck(c: bool, msg: &str) -> R {
    if c {
        Ok(())
    } else {
        Err(problem(msg))
    }
}

/// [`ck`] for a rule about operand `op` of node `id`: a failure names
/// both, as LLVM's `CheckDI(.., &N, N.getRawX())` does (a null operand
/// prints nothing).
fn ck_op(c: bool, msg: &str, id: MdId, op: Option<MdId>) -> R {
    ck_nodes(c, msg, &[Some(id), op])
}

/// [`ck`] for a rule whose failure names these nodes, in order (null
/// ones print nothing), as LLVM's `CheckDI(.., &N, X, Y, ...)` does.
fn ck_nodes(c: bool, msg: &str, nodes: &[Option<MdId>]) -> R {
    if c {
        return Ok(());
    }
    let mut p = problem(msg);
    p.subjects = nodes
        .iter()
        .flatten()
        .map(|&n| ValueRef::Metadata(n))
        .collect();
    Err(p)
}

/// Stands, alone in a failure's subjects, for "names nothing": LLVM's
/// `CheckDI(cond, msg)` without values. [`fill_subjects`] removes it.
const NOTHING: ValueRef = ValueRef::Int(i128::MIN);

/// [`ck`] for a rule whose failure LLVM reports without values.
fn ck_bare(c: bool, msg: &str) -> R {
    if c {
        return Ok(());
    }
    let mut p = problem(msg);
    p.subjects = vec![NOTHING];
    Err(p)
}

/// A failure's subjects once settled: `at` when it named nothing yet,
/// none when it says so ([`NOTHING`]).
fn fill_subjects(e: &mut DiProblem, at: &[ValueRef]) {
    if e.subjects.is_empty() {
        e.subjects = at.to_vec();
    } else if e.subjects == [NOTHING] {
        e.subjects.clear();
    }
}

/// `r`, its failure naming `at` unless it names something already.
fn naming(r: R, at: &[ValueRef]) -> R {
    r.map_err(|mut e| {
        fill_subjects(&mut e, at);
        e
    })
}

fn problem(msg: &str) -> DiProblem {
    DiProblem {
        message: msg.to_string(),
        subjects: Vec::new(),
    }
}

fn is_type_kind(k: DiKind) -> bool {
    use DiKind::*;
    matches!(
        k,
        BasicType
            | DerivedType
            | CompositeType
            | SubroutineType
            | StringType
            | FixedPointType
            | SubrangeType
    )
}

/// The `scope:` of a `DILexicalBlock` or `DILexicalBlockFile`, read by
/// slot (the checks walk it for every location).
fn block_scope(d: &DiNode) -> Option<MdId> {
    const BLOCK_SCOPE: usize = debuginfo::LEXICAL_BLOCK.op_slot("scope");
    const BLOCK_FILE_SCOPE: usize = debuginfo::LEXICAL_BLOCK_FILE.op_slot("scope");
    debug_assert!(matches!(
        d.kind,
        DiKind::LexicalBlock | DiKind::LexicalBlockFile
    ));
    d.op_at(if d.kind == DiKind::LexicalBlock {
        BLOCK_SCOPE
    } else {
        BLOCK_FILE_SCOPE
    })
}

fn is_local_scope_kind(k: DiKind) -> bool {
    matches!(
        k,
        DiKind::Subprogram | DiKind::LexicalBlock | DiKind::LexicalBlockFile
    )
}

fn is_scope_kind(k: DiKind) -> bool {
    use DiKind::*;
    is_type_kind(k)
        || is_local_scope_kind(k)
        || matches!(k, File | CompileUnit | Namespace | Module | CommonBlock)
}

fn is_dinode_kind(k: DiKind) -> bool {
    use DiKind::*;
    !matches!(
        k,
        Location | Expression | GlobalVariableExpression | AssignId | Macro | MacroFile
    )
}

/// The `DW_OP_LLVM_fragment` (offset, size) of an expression.
fn fragment(e: &[u64]) -> Option<(u64, u64)> {
    let mut i = 0;
    while i < e.len() {
        if e[i] == dwarf::DW_OP_LLVM_FRAGMENT && i + 2 < e.len() {
            return Some((e[i + 1], e[i + 2]));
        }
        i += dwarf::expr_op_size(e[i]).max(1);
    }
    None
}

fn is_entry_value(e: &[u64]) -> bool {
    let first = if e.len() >= 2 && e[0] == dwarf::DW_OP_LLVM_ARG && e[1] == 0 {
        2
    } else {
        0
    };
    e.get(first) == Some(&dwarf::DW_OP_LLVM_ENTRY_VALUE)
}

impl<'a> V<'a> {
    fn md(&self, id: MdId) -> &'a Metadata {
        self.m.metadata.get(id)
    }

    fn di(&self, id: Option<MdId>) -> Option<&'a DiNode> {
        match self.md(id?) {
            Metadata::Di(d) => Some(d),
            _ => None,
        }
    }

    fn kind(&self, id: Option<MdId>) -> Option<DiKind> {
        self.md(id?).di_kind()
    }

    /// A location's `scope:` and `inlinedAt:`, whichever form it has.
    fn location_ops(&self, id: Option<MdId>) -> Option<(Option<MdId>, Option<MdId>)> {
        match self.md(id?) {
            Metadata::Location(l) => Some((l.scope(), l.inlined_at())),
            Metadata::Di(d) if d.kind == DiKind::Location => {
                Some((d.location_scope(), d.location_inlined_at()))
            }
            _ => None,
        }
    }

    fn is(&self, id: Option<MdId>, k: DiKind) -> bool {
        self.kind(id) == Some(k)
    }

    fn is_type(&self, id: Option<MdId>) -> bool {
        id.is_none() || self.kind(id).is_some_and(is_type_kind)
    }

    fn is_scope(&self, id: Option<MdId>) -> bool {
        id.is_none() || self.kind(id).is_some_and(is_scope_kind)
    }

    fn is_local_scope(&self, id: Option<MdId>) -> bool {
        self.kind(id).is_some_and(is_local_scope_kind)
    }

    fn is_tuple(&self, id: MdId) -> bool {
        matches!(self.md(id), Metadata::Tuple { .. })
    }

    fn tuple_ops(&self, id: MdId) -> &'a [Option<MdId>] {
        self.md(id).node_operands()
    }

    fn is_empty_node(&self, id: MdId) -> bool {
        self.md(id).is_node()
            && self.md(id).node_operands().is_empty()
            && !matches!(self.md(id), Metadata::Di(d) if d.kind == DiKind::Expression && !d.ints.is_empty())
    }

    fn string(&self, id: Option<MdId>) -> &'a [u8] {
        match id.map(|i| self.md(i)) {
            Some(Metadata::String(s)) => s,
            _ => b"",
        }
    }

    fn const_int(&self, id: Option<MdId>) -> Option<i64> {
        match self.md(id?) {
            Metadata::Value(c) => match &self.m.consts.get(*c).kind {
                ConstKind::Int(v) => v.as_i64(),
                _ => None,
            },
            _ => None,
        }
    }

    /// Null, or constant metadata (LLVM's `ConstantAsMetadata`).
    fn is_constant(&self, id: Option<MdId>) -> bool {
        id.is_none_or(|id| matches!(self.md(id), Metadata::Value(_)))
    }

    fn is_sp_definition(&self, id: Option<MdId>) -> bool {
        self.di(id).is_some_and(|d| {
            d.kind == DiKind::Subprogram && d.int("spFlags").unwrap_or(0) & SP_DEFINITION != 0
        })
    }

    /// The subprogram a local scope belongs to (`None` if the chain breaks).
    fn subprogram(&self, mut id: Option<MdId>) -> Option<MdId> {
        // Walked for every `!dbg` location of every function.
        for _ in 0..10_000 {
            let d = self.di(id)?;
            match d.kind {
                DiKind::Subprogram => return id,
                DiKind::LexicalBlock | DiKind::LexicalBlockFile => id = block_scope(d),
                _ => return None,
            }
        }
        None
    }

    /// Size in bits of a variable's type, looking through derived types.
    fn variable_size(&self, var: &DiNode) -> Option<u64> {
        let mut ty = var.op("type");
        for _ in 0..10_000 {
            let d = self.di(ty)?;
            if is_type_kind(d.kind) {
                if let Some(s) = self.const_int(d.op("size")) {
                    if s != 0 {
                        return Some(s as u64);
                    }
                }
            }
            if d.kind != DiKind::DerivedType {
                return None;
            }
            ty = d.op("baseType");
        }
        None
    }

    /// Records a failed check, naming `at` when the check named nothing.
    fn fail(&mut self, r: R, at: &[ValueRef]) {
        if let Err(mut e) = r {
            fill_subjects(&mut e, at);
            self.problems.push(e);
        }
    }

    /// [`AssignIndex`] of the module, made on first use.
    fn assign_index(&mut self) -> &AssignIndex {
        if self.assign_index.is_none() {
            let mut index = AssignIndex::default();
            for (gi, g) in self.globals.iter().enumerate() {
                let Some(GlobalKind::Func(f)) = g.map(|g| &g.kind) else {
                    continue;
                };
                let Some(body) = &f.body else { continue };
                for inst in body.insts.values() {
                    for &(k, md) in &inst.md {
                        if self
                            .assign_id_kinds
                            .get(k.index())
                            .copied()
                            .unwrap_or(false)
                        {
                            index.insts.entry(md).or_default().push(gi);
                        }
                    }
                    for r in inst.dbg_records.iter() {
                        let DbgRecord::Variable {
                            kind,
                            location,
                            assign,
                            ..
                        } = r
                        else {
                            continue;
                        };
                        let is_assign = *kind == DbgVariableKind::Assign;
                        if let Operand::Metadata(m) = location {
                            if matches!(self.m.metadata.get(*m), Metadata::Di(d) if d.kind == DiKind::AssignId)
                            {
                                index.records.entry(*m).or_default().push((gi, is_assign));
                            }
                        }
                        if let Some(a) = assign {
                            index
                                .records
                                .entry(a.assign_id)
                                .or_default()
                                .push((gi, is_assign));
                        }
                    }
                }
            }
            self.assign_index = Some(index);
        }
        self.assign_index.get_or_insert_with(AssignIndex::default)
    }

    fn push(&mut self, msg: &str, subjects: &[ValueRef]) {
        self.problems.push(DiProblem {
            message: msg.to_string(),
            subjects: subjects.to_vec(),
        });
    }

    fn run(&mut self) {
        for gi in 0..self.globals.len() {
            if let Some(g) = self.globals[gi] {
                if let GlobalKind::Func(_) = g.kind {
                    self.function(gi, g);
                }
            }
        }
        for gi in 0..self.globals.len() {
            let Some(g) = self.globals[gi] else { continue };
            let GlobalKind::Var(gv) = &g.kind else {
                continue;
            };
            for &(k, id) in &gv.md {
                if k != MD_DBG {
                    continue;
                }
                let r = self.global_variable_expression(id);
                self.fail(r, &[]);
            }
        }
        for nm in &self.m.named_metadata {
            if nm.name.starts_with(b"llvm.dbg.") && &nm.name[..] != b"llvm.dbg.cu" {
                self.push(
                    "unrecognized named metadata node in the llvm.dbg namespace",
                    &[],
                );
            }
            for &op in &nm.ops {
                if &nm.name[..] == b"llvm.dbg.cu" && !self.is(Some(op), DiKind::CompileUnit) {
                    self.push("invalid compile unit", &[ValueRef::Metadata(op)]);
                    continue;
                }
                self.node(op, true);
            }
        }
        let listed: HashSet<MdId> = self
            .m
            .named_metadata
            .iter()
            .filter(|n| &n.name[..] == b"llvm.dbg.cu")
            .flat_map(|n| n.ops.iter().copied())
            .collect();
        if let Some(&cu) = self.cus.iter().find(|cu| !listed.contains(cu)) {
            self.push(
                "DICompileUnit not listed in llvm.dbg.cu",
                &[ValueRef::Metadata(cu)],
            );
        }
    }

    /// `visitMDNode`: the node's own checks, then its operands.
    fn node(&mut self, id: MdId, allow_locs: bool) {
        // Most walks start at a node seen already (a location).
        if self.visited[id] {
            return;
        }
        // An explicit stack: metadata graphs can be deep.
        let mut stack = std::mem::take(&mut self.stack);
        stack.push(id);
        while let Some(id) = stack.pop() {
            if !self.md(id).is_node() || std::mem::replace(&mut self.visited[id], true) {
                continue;
            }
            match self.md(id) {
                Metadata::Di(d) => {
                    let r = self.specialized(id, d);
                    self.fail(r, &[ValueRef::Metadata(id)]);
                }
                Metadata::Location(l) => {
                    let r = self.location(id, l.scope(), l.inlined_at());
                    self.fail(r, &[ValueRef::Metadata(id)]);
                }
                _ => {}
            }
            for &op in self.md(id).node_operands().iter().rev().flatten() {
                if !allow_locs && self.is(Some(op), DiKind::Location) {
                    self.push(
                        "DILocation not allowed within this metadata node",
                        &[ValueRef::Metadata(id), ValueRef::Metadata(op)],
                    );
                    continue;
                }
                if self.md(op).is_node() {
                    stack.push(op);
                }
            }
        }
        self.stack = stack;
    }

    fn location(&mut self, id: MdId, scope: Option<MdId>, inlined_at: Option<MdId>) -> R {
        ck_op(
            self.is_local_scope(scope),
            "location requires a valid scope",
            id,
            scope,
        )?;
        if let Some(ia) = inlined_at {
            ck_op(
                self.is(Some(ia), DiKind::Location),
                "inlined-at should be a location",
                id,
                Some(ia),
            )?;
        }
        if self.is(scope, DiKind::Subprogram) {
            ck(
                self.is_sp_definition(scope),
                "scope points into the type hierarchy",
            )?;
        }
        Ok(())
    }

    fn specialized(&mut self, id: MdId, d: &'a DiNode) -> R {
        use DiKind::*;
        if d.kind == Location {
            // Locations with key-instruction fields (the others have a
            // form of their own).
            return self.location(id, d.location_scope(), d.location_inlined_at());
        }
        // Looked up by name; only these kinds check them.
        let (tag, flags) = if matches!(
            d.kind,
            GenericDINode
                | BasicType
                | FixedPointType
                | DerivedType
                | CompositeType
                | SubroutineType
                | Subprogram
                | TemplateValueParameter
                | ImportedEntity
        ) {
            (d.int("tag").unwrap_or(0), d.int("flags").unwrap_or(0))
        } else {
            (0, 0)
        };
        let file_ok = |v: &Self| d.op("file").is_none() || v.is(d.op("file"), File);
        let conflicting = (flags & (1 << 13) != 0 && flags & (1 << 14) != 0)
            || (flags & (1 << 22) != 0 && flags & (1 << 23) != 0);
        match d.kind {
            Location => unreachable!("checked above"),
            GenericDINode => ck(tag != 0, "invalid tag")?,
            Subrange => {
                let bound_ok = |v: &Self, op: Option<MdId>| {
                    op.is_none()
                        || matches!(v.md(op.unwrap()), Metadata::Value(_))
                        || matches!(
                            v.kind(op),
                            Some(LocalVariable | GlobalVariable | Expression)
                        )
                };
                let (count, lb, ub, stride) = (
                    d.op("count"),
                    d.op("lowerBound"),
                    d.op("upperBound"),
                    d.op("stride"),
                );
                ck(
                    count.is_none() || ub.is_none(),
                    "Subrange can have any one of count or upperBound",
                )?;
                ck(
                    bound_ok(self, count),
                    "Count must be signed constant or DIVariable or DIExpression",
                )?;
                ck(
                    self.const_int(count).is_none_or(|c| c >= -1),
                    "invalid subrange count",
                )?;
                ck(
                    bound_ok(self, lb),
                    "LowerBound must be signed constant or DIVariable or DIExpression",
                )?;
                ck(
                    bound_ok(self, ub),
                    "UpperBound must be signed constant or DIVariable or DIExpression",
                )?;
                ck(
                    bound_ok(self, stride),
                    "Stride must be signed constant or DIVariable or DIExpression",
                )?;
            }
            GenericSubrange => {
                let var_or_expr = |v: &Self, op| {
                    matches!(
                        v.kind(op),
                        Some(LocalVariable | GlobalVariable | Expression)
                    )
                };
                let (count, lb, ub, stride) = (
                    d.op("count"),
                    d.op("lowerBound"),
                    d.op("upperBound"),
                    d.op("stride"),
                );
                ck(
                    count.is_none() || ub.is_none(),
                    "GenericSubrange can have any one of count or upperBound",
                )?;
                ck(
                    count.is_none() || var_or_expr(self, count),
                    "Count must be signed constant or DIVariable or DIExpression",
                )?;
                ck(lb.is_some(), "GenericSubrange must contain lowerBound")?;
                ck(
                    var_or_expr(self, lb),
                    "LowerBound must be signed constant or DIVariable or DIExpression",
                )?;
                ck(
                    ub.is_none() || var_or_expr(self, ub),
                    "UpperBound must be signed constant or DIVariable or DIExpression",
                )?;
                ck(stride.is_some(), "GenericSubrange must contain stride")?;
                ck(
                    var_or_expr(self, stride),
                    "Stride must be signed constant or DIVariable or DIExpression",
                )?;
            }
            BasicType | FixedPointType => {
                ck(matches!(tag, 0x24 | 0x3b | 0x12), "invalid tag")?;
                // Basic types have a constant size only.
                ck_bare(
                    self.is_constant(d.op("size")),
                    "SizeInBits must be a constant",
                )?;
                if d.kind == FixedPointType {
                    self.fixed_point_type(d, tag)?;
                }
            }
            SubrangeType => {
                // LLVM 22: bounds may also name a DIDerivedType (a
                // variable's member, say).
                let bound_ok = |v: &Self, op: Option<MdId>, derived: bool| {
                    op.is_none()
                        || v.is_constant(op)
                        || matches!(
                            v.kind(op),
                            Some(LocalVariable | GlobalVariable | Expression)
                        )
                        || (derived && v.is(op, DerivedType))
                };
                ck_bare(self.is_type(d.op("baseType")), "BaseType must be a type")?;
                ck(
                    bound_ok(self, d.op("lowerBound"), true),
                    "LowerBound must be signed constant or DIVariable or DIExpression or DIDerivedType",
                )?;
                ck(
                    bound_ok(self, d.op("upperBound"), true),
                    "UpperBound must be signed constant or DIVariable or DIExpression or DIDerivedType",
                )?;
                ck(
                    bound_ok(self, d.op("stride"), false),
                    "Stride must be signed constant or DIVariable or DIExpression",
                )?;
                ck(
                    bound_ok(self, d.op("bias"), false),
                    "Bias must be signed constant or DIVariable or DIExpression",
                )?;
                ck_bare(
                    self.is_constant(d.op("size")),
                    "SizeInBits must be a constant",
                )?;
            }
            DerivedType => {
                ck(file_ok(self), "invalid file")?;
                let ok_tag = matches!(
                    tag,
                    0x16 | 0x0f
                        | 0x1f
                        | 0x10
                        | 0x42
                        | 0x26
                        | 0x4b
                        | 0x35
                        | 0x37
                        | 0x47
                        | 0x4300
                        | 0x0d
                        | 0x1c
                        | 0x2a
                        | 0x20
                        | 0x43
                ) || (tag == 0x34 && flags & FLAG_STATIC_MEMBER != 0);
                ck(ok_tag, "invalid tag")?;
                if tag == 0x1f {
                    ck(
                        self.is_type(d.op("extraData")),
                        "invalid pointer to member type",
                    )?;
                }
                if tag == 0x20 {
                    if let Some(t) = self.di(d.op("baseType")) {
                        let enc = t.int("encoding").unwrap_or(0);
                        let ok = (t.kind == CompositeType && t.int("tag") == Some(0x04))
                            || (t.kind == BasicType
                                && matches!(enc, 0x08 | 0x05 | 0x06 | 0x07 | 0x02));
                        ck(ok, "invalid set base type")?;
                    } else if d.op("baseType").is_some() {
                        return Err(problem("invalid set base type"));
                    }
                }
                ck_op(
                    self.is_scope(d.op("scope")),
                    "invalid scope",
                    id,
                    d.op("scope"),
                )?;
                ck_op(
                    self.is_type(d.op("baseType")),
                    "invalid base type",
                    id,
                    d.op("baseType"),
                )?;
                // Any address space written, 0 too.
                let space = d.int("dwarfAddressSpace").unwrap_or(NONE);
                if space != NONE {
                    ck(
                        matches!(tag, 0x0f | 0x10 | 0x42),
                        "DWARF address space only applies to pointer or reference types",
                    )?;
                }
                self.variable_type_size(d)?;
            }
            StringType => {
                ck(d.int("tag") == Some(0x12), "invalid tag")?;
            }
            CompositeType => {
                ck(file_ok(self), "invalid file")?;
                ck(
                    matches!(tag, 0x01 | 0x13 | 0x17 | 0x04 | 0x02 | 0x33 | 0x2b),
                    "invalid tag",
                )?;
                ck_op(
                    self.is_scope(d.op("scope")),
                    "invalid scope",
                    id,
                    d.op("scope"),
                )?;
                ck_op(
                    self.is_type(d.op("baseType")),
                    "invalid base type",
                    id,
                    d.op("baseType"),
                )?;
                let elements = d.op("elements");
                ck_op(
                    elements.is_none_or(|e| self.is_tuple(e)),
                    "invalid composite elements",
                    id,
                    elements,
                )?;
                ck(self.is_type(d.op("vtableHolder")), "invalid vtable holder")?;
                ck(!conflicting, "invalid reference flags")?;
                ck(
                    flags & FLAG_BLOCK_BYREF_STRUCT == 0,
                    "DIBlockByRefStruct on DICompositeType is no longer supported",
                )?;
                if flags & FLAG_VECTOR != 0 {
                    let els = elements.map(|e| self.tuple_ops(e)).unwrap_or(&[]);
                    let ok = els.len() == 1
                        && matches!(self.kind(els[0]), Some(Subrange | SubrangeType));
                    ck(ok, "invalid vector, expected one element of type subrange")?;
                }
                if let Some(p) = d.op("templateParams") {
                    self.template_params(id, p)?;
                }
                if d.op("discriminator").is_some() {
                    ck_bare(
                        self.is(d.op("discriminator"), DerivedType) && tag == 0x33,
                        "discriminator can only appear on variant part",
                    )?;
                }
                for f in ["dataLocation", "associated", "allocated", "rank"] {
                    if d.op(f).is_some() {
                        ck_bare(tag == 0x01, &format!("{f} can only appear in array type"))?;
                    }
                }
                if tag == 0x01 {
                    ck(
                        d.op("baseType").is_some(),
                        "array types must have a base type",
                    )?;
                }
                self.variable_type_size(d)?;
            }
            SubroutineType => {
                if let Some(types) = d.op("types") {
                    ck(self.is_tuple(types), "invalid composite elements")?;
                    for &t in self.tuple_ops(types) {
                        ck(self.is_type(t), "invalid subroutine type ref")?;
                    }
                }
                ck(!conflicting, "invalid reference flags")?;
            }
            File if d.op("checksum").is_some() => {
                let sum = self.string(d.op("checksum"));
                let kind = d.int("checksumkind").unwrap_or(0);
                ck(kind <= 3, "invalid checksum kind")?;
                let size = match kind {
                    1 => 32,
                    2 => 40,
                    _ => 64,
                };
                ck(sum.len() == size, "invalid checksum length")?;
                ck(
                    sum.iter().all(|c| c.is_ascii_hexdigit()),
                    "invalid checksum",
                )?;
            }
            CompileUnit => {
                ck(d.distinct, "compile units must be distinct")?;
                let file = d.op("file");
                ck(self.is(file, File), "invalid file")?;
                let name = self.di(file).and_then(|f| f.op("filename"));
                ck(!self.string(name).is_empty(), "invalid filename")?;
                ck(
                    d.int("emissionKind").unwrap_or(0) <= 3,
                    "invalid emission kind",
                )?;
                // Each list a tuple ("invalid ... list"), then each entry
                // of its kind (`msg`).
                let list =
                    |v: &Self, f: &str, ok: &dyn Fn(&Self, Option<MdId>) -> bool, msg: &str| -> R {
                        if let Some(a) = d.op(f) {
                            let what = match f {
                                "enums" => "invalid enum list",
                                "retainedTypes" => "invalid retained type list",
                                "globals" => "invalid global variable list",
                                "imports" => "invalid imported entity list",
                                _ => "invalid macro list",
                            };
                            ck(v.is_tuple(a), what)?;
                            for &op in v.tuple_ops(a) {
                                ck(ok(v, op), msg)?;
                            }
                        }
                        Ok(())
                    };
                list(
                    self,
                    "enums",
                    &|v, op| {
                        v.di(op)
                            .is_some_and(|e| e.kind == CompositeType && e.int("tag") == Some(0x04))
                    },
                    "invalid enum type",
                )?;
                list(
                    self,
                    "retainedTypes",
                    &|v, op| {
                        op.is_some()
                            && (v.kind(op).is_some_and(is_type_kind)
                                || (v.is(op, Subprogram) && !v.is_sp_definition(op)))
                    },
                    "invalid retained type",
                )?;
                list(
                    self,
                    "globals",
                    &|v, op| v.is(op, GlobalVariableExpression),
                    "invalid global variable ref",
                )?;
                list(
                    self,
                    "imports",
                    &|v, op| v.is(op, ImportedEntity),
                    "invalid imported entity ref",
                )?;
                list(
                    self,
                    "macros",
                    &|v, op| matches!(v.kind(op), Some(Macro | MacroFile)),
                    "invalid macro ref",
                )?;
                self.cus.push(id);
            }
            Subprogram => {
                ck(self.is_scope(d.op("scope")), "invalid scope")?;
                if d.op("file").is_some() {
                    ck(self.is(d.op("file"), File), "invalid file")?;
                } else {
                    ck(
                        d.int("line").unwrap_or(0) == 0,
                        "line specified with no file",
                    )?;
                }
                if d.op("type").is_some() {
                    ck(
                        self.is(d.op("type"), SubroutineType),
                        "invalid subroutine type",
                    )?;
                }
                ck(
                    self.is_type(d.op("containingType")),
                    "invalid containing type",
                )?;
                if let Some(p) = d.op("templateParams") {
                    self.template_params(id, p)?;
                }
                if let Some(s) = d.op("declaration") {
                    ck(
                        self.is(Some(s), Subprogram) && !self.is_sp_definition(Some(s)),
                        "invalid subprogram declaration",
                    )?;
                }
                if let Some(r) = d.op("retainedNodes") {
                    ck(self.is_tuple(r), "invalid retained nodes list")?;
                    for &op in self.tuple_ops(r) {
                        ck(op.is_some(), "nullptr in retained nodes")?;
                        ck(
                            matches!(self.kind(op), Some(LocalVariable | Label | ImportedEntity)),
                            "invalid retained nodes, expected DILocalVariable, DILabel or DIImportedEntity",
                        )?;
                        // LLVM 22: a retained node is local, its scope
                        // chain leading here.
                        let scope = self.di(op).and_then(|n| n.op("scope"));
                        ck_nodes(
                            self.is_local_scope(scope),
                            "invalid retained nodes, retained node is not local",
                            &[Some(id), Some(r), op],
                        )?;
                        let owner = self.subprogram(scope);
                        ck_nodes(
                            owner.is_none_or(|o| o == id),
                            "invalid retained nodes, retained node does not belong to subprogram",
                            &[Some(id), Some(r), op, owner],
                        )?;
                    }
                }
                ck(!conflicting, "invalid reference flags")?;
                let unit = d.op("unit");
                let definition = d.int("spFlags").unwrap_or(0) & SP_DEFINITION != 0;
                if definition {
                    ck(d.distinct, "subprogram definitions must be distinct")?;
                    ck(
                        unit.is_some(),
                        "subprogram definitions must have a compile unit",
                    )?;
                    ck(self.is(unit, CompileUnit), "invalid unit type")?;
                } else {
                    ck(
                        unit.is_none(),
                        "subprogram declarations must not have a compile unit",
                    )?;
                    ck(
                        d.op("declaration").is_none(),
                        "subprogram declaration must not have a declaration field",
                    )?;
                }
                if let Some(t) = d.op("thrownTypes") {
                    ck(self.is_tuple(t), "invalid thrown types list")?;
                    for &op in self.tuple_ops(t) {
                        ck(op.is_some() && self.is_type(op), "invalid thrown type")?;
                    }
                }
                if flags & FLAG_ALL_CALLS_DESCRIBED != 0 {
                    ck(
                        definition,
                        "DIFlagAllCallsDescribed must be attached to a definition",
                    )?;
                }
            }
            LexicalBlock | LexicalBlockFile => {
                // Nearly every function has some: read by slot.
                const BLOCK_LINE: usize = debuginfo::LEXICAL_BLOCK.int_slot("line");
                const BLOCK_COLUMN: usize = debuginfo::LEXICAL_BLOCK.int_slot("column");
                let scope = block_scope(d);
                ck(self.is_local_scope(scope), "invalid local scope")?;
                if self.is(scope, Subprogram) {
                    ck(
                        self.is_sp_definition(scope),
                        "scope points into the type hierarchy",
                    )?;
                }
                if d.kind == LexicalBlock {
                    ck(
                        d.int_at(BLOCK_LINE).unwrap_or(0) != 0
                            || d.int_at(BLOCK_COLUMN).unwrap_or(0) == 0,
                        "cannot have column info without line info",
                    )?;
                }
            }
            CommonBlock => {
                ck(
                    d.op("scope").is_none() || self.is_scope(d.op("scope")),
                    "invalid scope ref",
                )?;
                let decl = d.op("declaration");
                ck(
                    decl.is_none() || self.is(decl, GlobalVariable),
                    "invalid declaration",
                )?;
            }
            Namespace => ck(self.is_scope(d.op("scope")), "invalid scope ref")?,
            Macro => {
                ck(matches!(d.int("type"), Some(1 | 2)), "invalid macinfo type")?;
                ck(!self.string(d.op("name")).is_empty(), "anonymous macro")?;
            }
            MacroFile => {
                ck(d.int("type") == Some(3), "invalid macinfo type")?;
                ck(file_ok(self), "invalid file")?;
                if let Some(a) = d.op("nodes") {
                    ck(self.is_tuple(a), "invalid macro list")?;
                    for &op in self.tuple_ops(a) {
                        ck(
                            matches!(self.kind(op), Some(Macro | MacroFile)),
                            "invalid macro ref",
                        )?;
                    }
                }
            }
            Module => ck(!self.string(d.op("name")).is_empty(), "anonymous module")?,
            TemplateTypeParameter => ck(self.is_type(d.op("type")), "invalid type ref")?,
            TemplateValueParameter => {
                ck(self.is_type(d.op("type")), "invalid type ref")?;
                ck(matches!(tag, 0x30 | 0x4106 | 0x4107), "invalid tag")?;
            }
            GlobalVariable => self.global_variable(d)?,
            LocalVariable => {
                const SCOPE: usize = debuginfo::LOCAL_VARIABLE.op_slot("scope");
                const FILE: usize = debuginfo::LOCAL_VARIABLE.op_slot("file");
                const TYPE: usize = debuginfo::LOCAL_VARIABLE.op_slot("type");
                let (scope, file, ty) = (d.op_at(SCOPE), d.op_at(FILE), d.op_at(TYPE));
                ck(self.is_scope(scope), "invalid scope")?;
                ck(file.is_none() || self.is(file, File), "invalid file")?;
                ck(self.is_type(ty), "invalid type ref")?;
                ck(
                    self.is_local_scope(scope),
                    "local variable requires a valid scope",
                )?;
                ck(!self.is(ty, SubroutineType), "invalid type")?;
            }
            Label => {
                ck(self.is_scope(d.op("scope")), "invalid scope")?;
                ck(file_ok(self), "invalid file")?;
                ck(
                    self.is_local_scope(d.op("scope")),
                    "label requires a valid scope",
                )?;
            }
            Expression => ck(dwarf::expr_is_valid(&d.ints), "invalid expression")?,
            GlobalVariableExpression => self.global_variable_expression(id)?,
            ObjCProperty => {
                ck(self.is_type(d.op("type")), "invalid type ref")?;
                ck(file_ok(self), "invalid file")?;
            }
            ImportedEntity => {
                ck(matches!(tag, 0x3a | 0x08), "invalid tag")?;
                ck(
                    d.op("scope").is_none() || self.is_scope(d.op("scope")),
                    "invalid scope for imported entity",
                )?;
                let e = d.op("entity");
                ck(
                    e.is_none() || self.kind(e).is_some_and(is_dinode_kind),
                    "invalid imported entity",
                )?;
            }
            _ => {}
        }
        Ok(())
    }

    /// `visitTemplateParams` of node `id`, whose `templateParams:` is `p`.
    fn template_params(&self, id: MdId, p: MdId) -> R {
        ck_op(self.is_tuple(p), "invalid template params", id, Some(p))?;
        for &op in self.tuple_ops(p) {
            if !matches!(
                self.kind(op),
                Some(DiKind::TemplateTypeParameter | DiKind::TemplateValueParameter)
            ) {
                let mut e = problem("invalid template parameter");
                e.subjects = [Some(id), Some(p), op]
                    .into_iter()
                    .flatten()
                    .map(ValueRef::Metadata)
                    .collect();
                return Err(e);
            }
        }
        Ok(())
    }

    fn global_variable(&self, d: &DiNode) -> R {
        use debuginfo::GLOBAL_VARIABLE as GV;
        const SCOPE: usize = GV.op_slot("scope");
        const FILE: usize = GV.op_slot("file");
        const TYPE: usize = GV.op_slot("type");
        const DECLARATION: usize = GV.op_slot("declaration");
        const IS_DEFINITION: usize = GV.int_slot("isDefinition");
        ck(self.is_scope(d.op_at(SCOPE)), "invalid scope")?;
        let file = d.op_at(FILE);
        ck(
            file.is_none() || self.is(file, DiKind::File),
            "invalid file",
        )?;
        let ty = d.op_at(TYPE);
        ck(self.is_type(ty), "invalid type ref")?;
        if d.int_at(IS_DEFINITION).unwrap_or(1) != 0 {
            ck(ty.is_some(), "missing global variable type")?;
        }
        if let Some(member) = d.op_at(DECLARATION) {
            ck(
                self.is(Some(member), DiKind::DerivedType),
                "invalid static data member declaration",
            )?;
        }
        Ok(())
    }

    /// `visitDIGlobalVariableExpression` (also used for `!dbg` on globals).
    fn global_variable_expression(&self, id: MdId) -> R {
        let Some(gve) = self
            .di(Some(id))
            .filter(|d| d.kind == DiKind::GlobalVariableExpression)
        else {
            return Err(problem(
                "!dbg attachment of global variable must be a DIGlobalVariableExpression",
            ));
        };
        const VAR: usize = debuginfo::GLOBAL_VARIABLE_EXPRESSION.op_slot("var");
        const EXPR: usize = debuginfo::GLOBAL_VARIABLE_EXPRESSION.op_slot("expr");
        let var = self.di(gve.op_at(VAR));
        ck(var.is_some(), "missing variable")?;
        let var_id = gve.op_at(VAR).map(ValueRef::Metadata);
        if let Some(var) = var.filter(|v| v.kind == DiKind::GlobalVariable) {
            naming(self.global_variable(var), var_id.as_slice())?;
        }
        let expr = gve.op_at(EXPR);
        if let Some(e) = self.di(expr).filter(|e| e.kind == DiKind::Expression) {
            naming(
                ck(dwarf::expr_is_valid(&e.ints), "invalid expression"),
                &[ValueRef::Metadata(expr.unwrap())],
            )?;
            if let (Some(frag), Some(var)) = (fragment(&e.ints), var) {
                let at: Vec<ValueRef> =
                    [ValueRef::Metadata(id)].into_iter().chain(var_id).collect();
                naming(self.check_fragment(var, frag), &at)?;
            }
        }
        Ok(())
    }

    fn check_fragment(&self, var: &DiNode, (offset, size): (u64, u64)) -> R {
        let Some(var_size) = self.variable_size(var) else {
            return Ok(());
        };
        // LLVM adds the two as 32-bit `unsigned`s, which wrap.
        let (offset, size) = (offset as u32, size as u32);
        ck(
            u64::from(size.wrapping_add(offset)) <= var_size,
            "fragment is larger than or outside of variable",
        )?;
        ck(
            u64::from(size) != var_size,
            "fragment covers entire variable",
        )
    }

    /// The size of a derived or composite type: a constant, or a
    /// variable or expression that computes it.
    fn variable_type_size(&self, d: &DiNode) -> R {
        let size = d.op("size");
        ck_bare(
            self.is_constant(size)
                || matches!(
                    self.kind(size),
                    Some(DiKind::LocalVariable | DiKind::GlobalVariable | DiKind::Expression)
                ),
            "SizeInBits must be a constant or DIVariable or DIExpression",
        )
    }

    /// `DIFixedPointType`'s own rules, after those of a basic type.
    fn fixed_point_type(&self, d: &DiNode, tag: u64) -> R {
        const RATIONAL: u64 = 2;
        ck(tag == 0x24, "invalid tag")?;
        ck(
            matches!(
                d.int("encoding"),
                // DW_ATE_signed_fixed, DW_ATE_unsigned_fixed
                Some(0x0d | 0x0e)
            ),
            "invalid encoding",
        )?;
        let kind = d.int("kind").unwrap_or(0);
        ck(kind <= RATIONAL, "invalid kind")?;
        ck(
            kind != RATIONAL || d.int("factor").unwrap_or(0) == 0,
            "factor should be 0 for rationals",
        )?;
        ck(
            kind == RATIONAL || d.apints.iter().all(|a| a.is_zero()),
            "numerator and denominator should be 0 for non-rationals",
        )
    }

    fn function(&mut self, gi: usize, g: &'a Global) {
        let GlobalKind::Func(f) = &g.kind else { return };
        let fref = ValueRef::Global(crate::GlobalId::from_index(gi));
        let Some(body) = &f.body else {
            for &(k, id) in &f.md {
                if k == MD_DBG && self.md(id).is_distinct() {
                    self.push(
                        "function declaration may only have a unique !dbg attachment",
                        &[fref],
                    );
                }
                self.node(id, true);
            }
            return;
        };
        let mut n_dbg = 0;
        for &(k, id) in &f.md {
            if k == MD_DBG {
                n_dbg += 1;
                let both = [fref, ValueRef::Metadata(id)];
                let r = (|| {
                    naming(
                        ck(n_dbg == 1, "function must have a single !dbg attachment"),
                        &both,
                    )?;
                    naming(
                        ck(
                            self.is(Some(id), DiKind::Subprogram),
                            "function !dbg attachment must be a subprogram",
                        ),
                        &both,
                    )?;
                    ck(
                        self.md(id).is_distinct(),
                        "function definition may only have a distinct !dbg attachment",
                    )?;
                    Ok(())
                })();
                if r.is_ok() {
                    let owner = &mut self.sp_owner[id];
                    if *owner == u32::MAX {
                        *owner = gi as u32;
                    }
                    if *owner != gi as u32 {
                        self.push(
                            "DISubprogram attached to more than one function",
                            &[ValueRef::Metadata(id), fref],
                        );
                    }
                }
                self.fail(r, &[fref]);
            }
            self.node(id, k == MD_DBG);
        }
        let sp =
            f.md.iter()
                .find(|(k, _)| *k == MD_DBG)
                .map(|&(_, id)| id)
                .filter(|&id| self.is(Some(id), DiKind::Subprogram));
        // The scope chains of `!dbg` locations (and of those in loop
        // metadata) lead back to this function's subprogram.
        if let Some(sp) = sp {
            let mut seen = std::mem::take(&mut self.seen);
            seen.start();
            for b in body.blocks.values() {
                for &i in b.insts.iter() {
                    let inst = body.inst(i);
                    let at = [fref, ValueRef::Inst(crate::GlobalId::from_index(gi), i)];
                    for &(k, md) in &inst.md {
                        if k == MD_DBG {
                            self.scope_chain(md, sp, &mut seen, at);
                        } else if k == MdKindId::LOOP {
                            for &op in self.md(md).node_operands().iter().skip(1).flatten() {
                                self.scope_chain(op, sp, &mut seen, at);
                            }
                        }
                    }
                }
            }
            self.seen = seen;
        }
        let mut fn_args: Vec<Option<MdId>> = Vec::new();
        let func = ValueRef::Global(crate::GlobalId::from_index(gi));
        for (bi, b) in body.blocks.iter() {
            let block = ValueRef::Block(crate::GlobalId::from_index(gi), bi);
            for &i in b.insts.iter() {
                let inst = body.inst(i);
                let here = ValueRef::Inst(crate::GlobalId::from_index(gi), i);
                for (k, r) in inst.dbg_records.iter().enumerate() {
                    let rec = ValueRef::DbgRecord(crate::GlobalId::from_index(gi), i, k as u32);
                    let at = [rec, block, func];
                    let res = self.record(r, at, sp.is_some(), &mut fn_args, &body.local_md);
                    self.fail(res, &[]);
                }
                if matches!(inst.kind, InstKind::Phi { .. }) && !inst.dbg_records.is_empty() {
                    self.push("PHI Node must not have any attached DbgRecords", &[here]);
                }
                if let InstKind::Call(c)
                | InstKind::Invoke { call: c, .. }
                | InstKind::CallBr { call: c, .. } = &inst.kind
                {
                    let callee = match c.callee {
                        Operand::Const(k) => match self.m.consts.get(k).kind {
                            ConstKind::Global(g) => self.globals.get(g.index()).copied().flatten(),
                            _ => None,
                        },
                        _ => None,
                    };
                    if let Some(callee) = callee {
                        let name = callee.common.name.as_deref().unwrap_or(b"");
                        if matches!(
                            name,
                            b"llvm.dbg.value"
                                | b"llvm.dbg.declare"
                                | b"llvm.dbg.assign"
                                | b"llvm.dbg.label"
                        ) {
                            self.push("invalid llvm.dbg.* intrinsic call", &[here]);
                        }
                        if let GlobalKind::Func(cf) = &callee.kind {
                            let interposable = matches!(
                                callee.common.linkage,
                                Linkage::Weak
                                    | Linkage::LinkOnce
                                    | Linkage::Common
                                    | Linkage::ExternWeak
                            );
                            let callee_sp = cf.md.iter().any(|&(k, id)| {
                                k == MD_DBG && self.is(Some(id), DiKind::Subprogram)
                            });
                            if sp.is_some()
                                && callee.common.value_ty == c.fn_ty
                                && cf.body.is_some()
                                && !interposable
                                && callee_sp
                                && !inst.md.iter().any(|(k, _)| *k == MD_DBG)
                            {
                                self.push(
                                    "inlinable function call in a function with debug info must have a !dbg location",
                                    &[here],
                                );
                            }
                        }
                    }
                    // Only calls of known intrinsics have their metadata
                    // arguments visited (`visitIntrinsicCall`); the name
                    // is looked up only for a call that has one.
                    let has_metadata = c.args.iter().any(|a| matches!(a, Operand::Metadata(_)));
                    let known = has_metadata
                        && callee.is_some_and(|g| {
                            g.common
                                .name
                                .as_deref()
                                .is_some_and(|n| crate::intrinsics::lookup(n).is_some())
                        });
                    for &a in c.args.iter().filter(|_| known) {
                        if let Operand::Metadata(id) = a {
                            self.node(id, false);
                        }
                    }
                }
                for &(k, md) in &inst.md {
                    if k == MD_DBG {
                        if !self.is(Some(md), DiKind::Location) {
                            self.push(
                                "invalid !dbg metadata attachment",
                                &[here, ValueRef::Metadata(md)],
                            );
                        }
                    } else if self.assign_id_kinds[k.index()] {
                        let ok = match &inst.kind {
                            InstKind::Alloca { .. } | InstKind::Store { .. } => true,
                            InstKind::Call(c) => match c.callee {
                                Operand::Const(k) => match self.m.consts.get(k).kind {
                                    ConstKind::Global(g) => self
                                        .globals
                                        .get(g.index())
                                        .copied()
                                        .flatten()
                                        .and_then(|g| g.common.name.as_deref())
                                        .is_some_and(|n| {
                                            n.starts_with(b"llvm.memcpy")
                                                || n.starts_with(b"llvm.memmove")
                                                || n.starts_with(b"llvm.memset")
                                        }),
                                    _ => false,
                                },
                                _ => false,
                            },
                            _ => false,
                        };
                        if !ok {
                            self.push(
                                "!DIAssignID attached to unexpected instruction kind",
                                &[here, ValueRef::Metadata(md)],
                            );
                        } else {
                            // `visitDIAssignIDMetadata`: the records naming
                            // it are `#dbg_assign`s of this function.
                            let users = self.assign_index().records.get(&md).cloned();
                            for (f, is_assign) in users.unwrap_or_default() {
                                if !is_assign {
                                    self.push(
                                        "!DIAssignID should only be used by Assign DVRs.",
                                        &[ValueRef::Metadata(md)],
                                    );
                                    break;
                                }
                                if f != gi {
                                    self.push("DVRAssign not in same function as inst", &[here]);
                                    break;
                                }
                            }
                        }
                    }
                    self.node(md, k == MD_DBG || k == MdKindId::LOOP);
                }
            }
        }
    }

    /// One `!dbg` location of a function with subprogram `sp`.
    /// `at`: the function and the instruction, for messages.
    fn scope_chain(&mut self, loc: MdId, sp: MdId, seen: &mut Seen, at: [ValueRef; 2]) {
        let Some((l_scope, l_inlined_at)) = self.location_ops(Some(loc)) else {
            return;
        };
        if !seen.insert(loc) {
            return;
        }
        if !self.is_local_scope(l_scope) {
            let subjects: Vec<ValueRef> = [
                ValueRef::Metadata(sp),
                at[0],
                at[1],
                ValueRef::Metadata(loc),
            ]
            .into_iter()
            .chain(l_scope.map(ValueRef::Metadata))
            .collect();
            self.push("DILocation's scope must be a DILocalScope", &subjects);
            return;
        }
        // The scope of the outermost inlined-at location.
        let (mut cur_scope, mut cur_inlined_at) = (l_scope, l_inlined_at);
        for _ in 0..10_000 {
            match self.location_ops(cur_inlined_at) {
                Some(next) => (cur_scope, cur_inlined_at) = next,
                None => break,
            }
        }
        let Some(scope) = cur_scope else {
            return;
        };
        if !seen.insert(scope) {
            return;
        }
        // LLVM's `getSubprogram` walks up lexical blocks and takes the
        // node that ends the chain, a subprogram or not (an inlined-at
        // location scoped to a file then names the file).
        // (A chain longer than the walk's bound is left unchecked.)
        let mut s = scope;
        let mut steps = 0;
        while let Some(d) = self
            .di(Some(s))
            .filter(|d| matches!(d.kind, DiKind::LexicalBlock | DiKind::LexicalBlockFile))
        {
            steps += 1;
            match block_scope(d) {
                Some(up) if steps < 10_000 => s = up,
                _ => return,
            }
        }
        if s != scope && !seen.insert(s) {
            return;
        }
        if s != sp {
            self.push(
                "!dbg attachment points at wrong subprogram for function",
                &[
                    ValueRef::Metadata(sp),
                    at[0],
                    at[1],
                    ValueRef::Metadata(loc),
                    ValueRef::Metadata(scope),
                    ValueRef::Metadata(s),
                ],
            );
        }
    }

    fn location_ok(&self, op: Operand, local_md: &[LocalMetadata]) -> bool {
        match op {
            Operand::LocalMetadata(i) => i.index() < local_md.len() || i.as_u32() == u32::MAX,
            Operand::Metadata(id) => {
                matches!(self.md(id), Metadata::Value(_)) || self.is_empty_node(id)
            }
            _ => false,
        }
    }

    /// `visit(DbgVariableRecord)`, `visit(DbgLabelRecord)`, fragments and
    /// entry values.
    fn record(
        &mut self,
        r: &DbgRecord,
        [rec, block, func]: [ValueRef; 3],
        has_debug: bool,
        fn_args: &mut Vec<Option<MdId>>,
        local_md: &[LocalMetadata],
    ) -> R {
        use DiKind::*;
        let dl = r.dilocation();
        if self.is(Some(dl), Location) {
            self.node(dl, true);
        }
        match r {
            DbgRecord::Label { label, dilocation } => {
                ck(
                    self.is(Some(*label), Label),
                    "invalid #dbg_label intrinsic variable",
                )?;
                if !self.is(Some(*dilocation), Location) {
                    return Ok(());
                }
                let lsp = self.subprogram(self.di(Some(*label)).and_then(|l| l.op("scope")));
                let dsp = self.subprogram(self.location_ops(Some(*dilocation)).and_then(|l| l.0));
                if let (Some(a), Some(b)) = (lsp, dsp) {
                    ck(
                        a == b,
                        "mismatched subprogram between #dbg_label label and !dbg attachment",
                    )?;
                }
                Ok(())
            }
            DbgRecord::Variable {
                kind,
                location,
                variable,
                expression,
                assign,
                dilocation,
            } => {
                // LLVM names the record, the operand at fault, then the
                // block and the function.
                let named = |c: bool, msg: &str, what: Option<MdId>| -> R {
                    if c {
                        return Ok(());
                    }
                    let mut subjects = vec![rec];
                    subjects.extend(what.map(ValueRef::Metadata));
                    subjects.extend([block, func]);
                    Err(DiProblem {
                        message: msg.to_string(),
                        subjects,
                    })
                };
                let location_md = match *location {
                    Operand::Metadata(id) => Some(id),
                    _ => None,
                };
                named(
                    self.location_ok(*location, local_md),
                    "invalid #dbg record address/value",
                    location_md,
                )?;
                named(
                    self.is(Some(*variable), LocalVariable),
                    "invalid #dbg record variable",
                    Some(*variable),
                )?;
                self.node(*variable, false);
                named(
                    self.is(Some(*expression), Expression),
                    "invalid #dbg record expression",
                    Some(*expression),
                )?;
                self.node(*expression, false);
                if *kind == DbgVariableKind::Assign {
                    let a = assign
                        .as_deref()
                        .ok_or_else(|| problem("invalid #dbg_assign"))?;
                    ck(
                        self.is(Some(a.assign_id), AssignId),
                        "invalid #dbg_assign DIAssignID",
                    )?;
                    self.node(a.assign_id, false);
                    let addr_ok = match a.address {
                        Operand::LocalMetadata(_) => true,
                        Operand::Metadata(id) => {
                            matches!(self.md(id), Metadata::Value(_)) || self.is_empty_node(id)
                        }
                        _ => false,
                    };
                    ck(addr_ok, "invalid #dbg_assign address")?;
                    ck(
                        self.is(Some(a.address_expr), Expression),
                        "invalid #dbg_assign address expression",
                    )?;
                    self.node(a.address_expr, false);
                    // The instructions it links to are in its function.
                    if let ValueRef::DbgRecord(f, ..) = rec {
                        let elsewhere = self
                            .assign_index()
                            .insts
                            .get(&a.assign_id)
                            .is_some_and(|fs| fs.iter().any(|&g| g != f.index()));
                        ck(!elsewhere, "inst not in same function as #dbg_assign")?;
                    }
                }
                // Kinds checked above: fields by slot.
                const VAR_TYPE: usize = debuginfo::LOCAL_VARIABLE.op_slot("type");
                const VAR_SCOPE: usize = debuginfo::LOCAL_VARIABLE.op_slot("scope");
                const VAR_ARG: usize = debuginfo::LOCAL_VARIABLE.int_slot("arg");
                const VAR_FLAGS: usize = debuginfo::LOCAL_VARIABLE.int_slot("flags");
                let var = self.di(Some(*variable)).unwrap();
                ck(self.is_type(var.op_at(VAR_TYPE)), "invalid type ref")?;
                named(
                    self.is(Some(*dilocation), Location),
                    "invalid #dbg record DILocation",
                    Some(*dilocation),
                )?;
                let (loc_scope, loc_inlined_at) = self.location_ops(Some(*dilocation)).unwrap();
                let expr = self.di(Some(*expression)).unwrap();
                let vsp = self.subprogram(var.op_at(VAR_SCOPE));
                let lsp = self.subprogram(loc_scope);
                if let (Some(a), Some(b)) = (vsp, lsp) {
                    if a != b {
                        let md = ValueRef::Metadata;
                        return Err(DiProblem {
                            message:
                                "mismatched subprogram between #dbg record variable and DILocation"
                                    .to_string(),
                            subjects: vec![
                                rec,
                                block,
                                func,
                                md(*variable),
                                md(a),
                                md(*dilocation),
                                md(b),
                                block,
                                func,
                            ],
                        });
                    }
                    // verifyFnArgs
                    if has_debug && loc_inlined_at.is_none() {
                        let arg = var.int_at(VAR_ARG).unwrap_or(0) as usize;
                        if arg != 0 {
                            if fn_args.len() < arg {
                                fn_args.resize(arg, None);
                            }
                            let prev = fn_args[arg - 1].replace(*variable);
                            ck(
                                prev.is_none_or(|p| p == *variable),
                                "conflicting debug info for argument",
                            )?;
                        }
                    }
                }
                if dwarf::expr_is_valid(&expr.ints) {
                    if let Some(frag) = fragment(&expr.ints) {
                        if var.int_at(VAR_FLAGS).unwrap_or(0) & FLAG_ARTIFICIAL == 0 {
                            self.check_fragment(var, frag)?;
                        }
                    }
                    let undef_loc = match *location {
                        Operand::Metadata(id) => match self.md(id) {
                            Metadata::Value(c) => matches!(
                                self.m.consts.get(*c).kind,
                                ConstKind::Undef | ConstKind::Poison
                            ),
                            _ => false,
                        },
                        _ => false,
                    };
                    // Entry values of `swiftasync` arguments are allowed.
                    let swiftasync_arg = match (*location, func) {
                        (Operand::LocalMetadata(i), ValueRef::Global(g)) => {
                            match local_md.get(i.index()) {
                                Some(LocalMetadata::Value {
                                    value: Operand::Arg(a),
                                    ..
                                }) => self
                                    .globals
                                    .get(g.index())
                                    .copied()
                                    .flatten()
                                    .and_then(Global::as_func)
                                    .is_some_and(|f| {
                                        self.m
                                            .attrs
                                            .get(f.attrs.param(a.index()))
                                            .has(crate::attributes::AttrKind::SwiftAsync)
                                    }),
                                _ => false,
                            }
                        }
                        _ => false,
                    };
                    naming(
                        ck(
                            undef_loc || swiftasync_arg || !is_entry_value(&expr.ints),
                            "Entry values are only allowed in MIR unless they target a swiftasync Argument",
                        ),
                        &[rec],
                    )?;
                }
                Ok(())
            }
        }
    }
}
