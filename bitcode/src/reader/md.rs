//! METADATA, METADATA_KIND and METADATA_ATTACHMENT blocks.
//!
//! Metadata ids of the bitcode are one list: module-level strings and
//! nodes, then (inside a function) function-local entries. Nodes may refer
//! to later ids: those get a reserved [`MdId`] that the definition fills.

use crate::BitcodeErrorKind;
use llconv_ir::hash::FastMap as HashMap;

use llconv_ir::debuginfo::{DiKind, DiLocation};
use llconv_ir::*;

use super::func::FnCtx;
use super::{chars, Reader, Result};
use crate::bitstream::BitReader;

mod di;

#[derive(Clone, Copy, Debug)]
pub(crate) enum MdRef {
    Node(MdId),
    /// Function-local metadata: index into the body's `local_md`.
    Local(LocalMdId),
}

/// What a second reader's copy did to the metadata table besides adding
/// items (see `super::parallel`): the slots it reserved, and each slot it
/// filled with the table's length then.
#[derive(Clone, Default)]
pub(crate) struct MdLog {
    pub(crate) reserved: Vec<MdId>,
    pub(crate) sets: Vec<(MdId, usize)>,
}

#[derive(Clone, Default)]
pub(crate) struct MdState {
    /// Kept by a copy reading function blocks beside the main reader.
    pub(crate) log: Option<MdLog>,
    list: Vec<MdRef>,
    module_len: usize,
    /// Ids referenced before their definition, with their reserved slot.
    fwd: HashMap<u32, MdId>,
    /// Bitcode kind ids to ours.
    kinds: HashMap<u64, MdKindId>,
    /// Global attachments read before globals could take them.
    in_function: bool,
    /// Version-0 `DIGlobalVariable`s were read: CU globals lists and
    /// globals' `!dbg` need `DIGlobalVariableExpression` wrappers.
    pub(crate) upgrade_global_variables: bool,
    /// Globals the node being read describes (old `DIGlobalVariable`).
    pub(crate) pending_gv_attach: Vec<GlobalId>,
    /// The subprograms list of the old compile unit being read.
    pub(crate) pending_cu_subprograms: Option<MdId>,
    /// The function the old subprogram being read names.
    pub(crate) pending_fn_subprogram: Option<GlobalId>,
    /// Old compile units and their subprograms lists.
    cu_subprograms: Vec<(MdId, MdId)>,
    /// A composite type of the identifier-reference era was read.
    pub(crate) old_type_refs: bool,
    /// A `DIExpression` of record version 0 or 1 was read: declares of
    /// arguments then carried a leading `DW_OP_deref` that LLVM drops.
    pub(crate) declare_expression_upgrade: bool,
}

impl MdState {
    pub(crate) fn enter_function(&mut self) {
        self.module_len = self.list.len();
        self.in_function = true;
    }
    pub(crate) fn leave_function(&mut self) {
        self.list.truncate(self.module_len);
        self.in_function = false;
    }
    pub(crate) fn fwd_is_empty(&self) -> bool {
        self.fwd.is_empty()
    }
    pub(crate) fn cu_subprograms_len(&self) -> usize {
        self.cu_subprograms.len()
    }
    /// Whether the module-wide upgrade state is as in `other`.
    pub(crate) fn same_module_flags(&self, other: &MdState) -> bool {
        self.upgrade_global_variables == other.upgrade_global_variables
            && self.old_type_refs == other.old_type_refs
            && self.pending_gv_attach.is_empty()
            && self.pending_cu_subprograms.is_none()
            && self.pending_fn_subprogram.is_none()
    }
    pub(crate) fn finish(&mut self, m: &mut Module) {
        llconv_ir::upgrade_metadata::upgrade_cu_locals(m);
    }
}

impl Reader<'_> {
    /// The node for metadata id `id`, reserving it if not defined yet.
    fn md_id(&mut self, id: u64) -> Result<MdId> {
        let id = u32::try_from(id).map_err(|_| self.err("invalid metadata id"))?;
        if let Some(r) = self.md.list.get(id as usize) {
            return match r {
                MdRef::Node(n) => Ok(*n),
                MdRef::Local(_) => Err(self.err("function-local metadata used as a node")),
            };
        }
        if let Some(&n) = self.md.fwd.get(&id) {
            return Ok(n);
        }
        if self.md.fwd.len() > 1 << 24 {
            return Err(self
                .err("too many metadata forward references")
                .or_kind(BitcodeErrorKind::Limit));
        }
        let n = self.m.metadata.reserve();
        if let Some(log) = &mut self.md.log {
            log.reserved.push(n);
        }
        self.md.fwd.insert(id, n);
        Ok(n)
    }

    /// An operand that is a metadata id plus one (0 = null).
    fn md_or_null(&mut self, v: u64) -> Result<Option<MdId>> {
        if v == 0 {
            Ok(None)
        } else {
            self.md_id(v - 1).map(Some)
        }
    }

    /// Defines the next metadata id as `md`.
    fn define(&mut self, md: Metadata) -> MdId {
        let id = self.md.list.len() as u32;
        let n = match self.md.fwd.remove(&id) {
            Some(n) => {
                // A uniqued node naming itself stops being uniqued (LLVM
                // makes it distinct when its forward reference resolves).
                let mut md = md;
                if md.node_operands().contains(&Some(n)) {
                    md.make_distinct();
                }
                if let Some(log) = &mut self.md.log {
                    log.sets.push((n, self.m.metadata.len()));
                }
                self.m.metadata.set(n, md);
                n
            }
            None => self.m.metadata.add(md),
        };
        self.md.list.push(MdRef::Node(n));
        n
    }

    pub(crate) fn parse_module_metadata(&mut self) -> Result<()> {
        self.metadata_block(None)?;
        self.upgrade_cu_subprograms();
        if self.md.old_type_refs {
            self.upgrade_type_refs();
        }
        if self.md.upgrade_global_variables {
            self.upgrade_cu_variables();
        }
        Ok(())
    }

    /// Type references by identifier string (`scope: !"T1"`) become the
    /// composite types with that identifier, as LLVM's loader resolves
    /// them for old bitcode; subroutine type lists too.
    fn upgrade_type_refs(&mut self) {
        const TYPE_REF_FIELDS: [&[u8]; 7] = [
            b"scope",
            b"baseType",
            b"vtableHolder",
            b"containingType",
            b"type",
            b"extraData",
            b"entity",
        ];
        let nodes: Vec<MdId> = self
            .md
            .list
            .iter()
            .filter_map(|r| match r {
                MdRef::Node(n) => Some(*n),
                MdRef::Local(_) => None,
            })
            .collect();
        let mut by_name: HashMap<MdId, MdId> = HashMap::default();
        for &n in &nodes {
            if let Metadata::Di(d) = self.m.metadata.get(n) {
                if d.kind == DiKind::CompositeType {
                    if let Some(id) = d.op("identifier") {
                        by_name.entry(id).or_insert(n);
                    }
                }
            }
        }
        if by_name.is_empty() {
            return;
        }
        for &n in &nodes {
            let Metadata::Di(d) = self.m.metadata.get(n) else {
                continue;
            };
            let mut d = d.clone();
            let mut changed = false;
            for name in TYPE_REF_FIELDS {
                let Some((_, f)) = d.kind.schema().field_by_name(name) else {
                    continue;
                };
                if let Some(t) = d
                    .op(std::str::from_utf8(name).unwrap_or_default())
                    .and_then(|s| by_name.get(&s))
                {
                    d.set_op(f, Some(*t));
                    changed = true;
                }
            }
            if d.kind == DiKind::SubroutineType {
                if let Some(list) = d.op("types") {
                    let ops = self.m.metadata.get(list).node_operands().to_vec();
                    if ops.iter().flatten().any(|o| by_name.contains_key(o)) {
                        let ops = ops
                            .into_iter()
                            .map(|o| o.map(|o| by_name.get(&o).copied().unwrap_or(o)))
                            .collect();
                        let t = self.m.metadata.add(Metadata::Tuple {
                            distinct: false,
                            ops,
                        });
                        if let Some((_, f)) = d.kind.schema().field_by_name(b"types") {
                            d.set_op(f, Some(t));
                            changed = true;
                        }
                    }
                }
            }
            if changed {
                self.m.metadata.set(n, Metadata::Di(d));
            }
        }
    }

    /// Subprograms listed by old compile units get `unit:` them.
    fn upgrade_cu_subprograms(&mut self) {
        for (cu, sps) in std::mem::take(&mut self.md.cu_subprograms) {
            let list = self.m.metadata.get(sps).node_operands().to_vec();
            for sp in list.into_iter().flatten() {
                let Metadata::Di(d) = self.m.metadata.get(sp) else {
                    continue;
                };
                if d.kind != DiKind::Subprogram {
                    continue;
                }
                let mut d = d.clone();
                if let Some((_, f)) = d.kind.schema().field_by_name(b"unit") {
                    d.set_op(f, Some(cu));
                }
                self.m.metadata.set(sp, Metadata::Di(d));
            }
        }
    }

    /// Old `DIGlobalVariable`s in CU globals lists and in globals' `!dbg`
    /// become `DIGlobalVariableExpression`s with empty expressions.
    fn upgrade_cu_variables(&mut self) {
        let is_gv = |r: &Self, id: MdId| matches!(r.m.metadata.get(id), Metadata::Di(d) if d.kind == DiKind::GlobalVariable);
        let cus: Vec<MdId> = self
            .m
            .named_metadata
            .iter()
            .filter(|n| &n.name[..] == b"llvm.dbg.cu")
            .flat_map(|n| n.ops.clone())
            .collect();
        for cu in cus {
            let Metadata::Di(d) = self.m.metadata.get(cu) else {
                continue;
            };
            let Some(list) = d.op("globals") else {
                continue;
            };
            let Metadata::Tuple { distinct, ops } = self.m.metadata.get(list).clone() else {
                continue;
            };
            if !ops.iter().flatten().any(|&o| is_gv(self, o)) {
                continue;
            }
            let ops = ops
                .into_iter()
                .map(|o| match o {
                    Some(v) if is_gv(self, v) => Some(self.wrap_global_variable(v)),
                    o => o,
                })
                .collect();
            self.m.metadata.set(list, Metadata::Tuple { distinct, ops });
        }
        for gi in self.m.globals.keys() {
            let GlobalKind::Var(v) = &self.m.globals[gi].kind else {
                continue;
            };
            let mut md = v.md.clone();
            let mut changed = false;
            for (k, id) in &mut md {
                if *k == MdKindId::DBG && is_gv(self, *id) {
                    *id = self.wrap_global_variable(*id);
                    changed = true;
                }
            }
            if changed {
                if let GlobalKind::Var(v) = &mut self.m.globals[gi].kind {
                    v.md = md;
                }
            }
        }
    }

    pub(crate) fn parse_function_metadata(&mut self, f: &mut FnCtx) -> Result<()> {
        self.metadata_block(Some(f))
    }

    fn metadata_block(&mut self, mut f: Option<&mut FnCtx>) -> Result<()> {
        let mut name: Option<Box<[u8]>> = None;
        while let Some(rec) = self.next_record(&mut |_, _| Ok(false))? {
            let r = self.metadata_record(f.as_deref_mut(), rec.code, &rec.ops, &rec, &mut name);
            self.recycle(rec);
            r?;
        }
        if let Some((&id, _)) = self.md.fwd.iter().next() {
            return Err(self.err(format!(
                "invalid metadata: forward reference to undefined !{id}"
            )));
        }
        Ok(())
    }

    fn metadata_record(
        &mut self,
        mut f: Option<&mut FnCtx>,
        code: u32,
        ops: &[u64],
        rec: &crate::bitstream::Record,
        name: &mut Option<Box<[u8]>>,
    ) -> Result<()> {
        match code {
            35 => {
                // STRINGS [count, offset] blob
                if ops.len() < 2 {
                    return Err(self.invalid());
                }
                let blob = self.c.blob(rec);
                let (count, offset) = (ops[0], ops[1]);
                if count == 0 || offset > blob.len() as u64 || count > blob.len() as u64 * 8 / 6 {
                    return Err(self.err("invalid metadata strings record"));
                }
                let mut lens = BitReader::new(&blob[..offset as usize]);
                let mut chars = &blob[offset as usize..];
                for _ in 0..count {
                    let n = lens
                        .read_vbr(6)
                        .map_err(|_| self.err("invalid metadata string lengths"))?;
                    if n > chars.len() as u64 {
                        return Err(self.err("invalid metadata strings: string too long"));
                    }
                    let (s, rest) = chars.split_at(n as usize);
                    chars = rest;
                    let id = self.m.metadata.string(s);
                    self.define_existing(id);
                }
            }
            1 => {
                // STRING_OLD [chars]
                let id = self.m.metadata.string(&chars(ops));
                self.define_existing(id);
            }
            2 => {
                // VALUE [ty, val]
                if ops.len() != 2 {
                    return Err(self.invalid());
                }
                let ty = self.ty(ops[0])?;
                if matches!(self.m.types.get(ty), Type::Metadata | Type::Void) {
                    return Err(self.err("invalid metadata value type"));
                }
                let v = u32::try_from(ops[1]).map_err(|_| self.invalid())?;
                match f {
                    None => {
                        let Some((Operand::Const(c), t)) = self.vals.get(v as usize).copied()
                        else {
                            return Err(self.err("invalid metadata value"));
                        };
                        if t != ty {
                            return Err(self.err("invalid metadata value type"));
                        }
                        let c = self.md_const(c);
                        self.define(Metadata::Value(c));
                    }
                    Some(f) => {
                        let op = self.value_for_metadata(f, v, ty)?;
                        match op {
                            Operand::Const(c) => {
                                let c = self.md_const(c);
                                self.define(Metadata::Value(c));
                            }
                            op => {
                                let i =
                                    f.body.local_md.push(LocalMetadata::Value { ty, value: op });
                                self.md.list.push(MdRef::Local(i));
                            }
                        }
                    }
                }
            }
            8 => {
                // OLD_NODE [(ty, value)*]: metadata operands by id, values
                // as constants, `void` as null.
                if ops.len() % 2 == 1 {
                    return Err(self.invalid());
                }
                let mut v = Vec::with_capacity(ops.len() / 2);
                for p in ops.chunks(2) {
                    let ty = self.ty(p[0])?;
                    v.push(match self.m.types.get(ty) {
                        Type::Metadata => Some(self.md_id(p[1])?),
                        Type::Void => None,
                        _ => {
                            let c = self.old_md_const(f.as_deref_mut(), p[1], ty)?;
                            Some(self.m.metadata.add(Metadata::Value(c)))
                        }
                    });
                }
                self.define(Metadata::Tuple {
                    distinct: false,
                    ops: v,
                });
            }
            9 => {
                // OLD_FN_NODE [ty, value]: a function-local value; other
                // shapes were dropped (an empty node) by LLVM.
                if ops.len() % 2 == 1 {
                    return Err(self.invalid());
                }
                let ty = match ops {
                    [t, _] => Some(self.ty(*t)?),
                    _ => None,
                };
                match (ty, f) {
                    (Some(ty), Some(f))
                        if !matches!(self.m.types.get(ty), Type::Metadata | Type::Void) =>
                    {
                        let v = u32::try_from(ops[1]).map_err(|_| self.invalid())?;
                        let op = self.value_for_metadata(f, v, ty)?;
                        let i = f.body.local_md.push(LocalMetadata::Value { ty, value: op });
                        self.md.list.push(MdRef::Local(i));
                    }
                    _ => {
                        self.define(Metadata::Tuple {
                            distinct: false,
                            ops: Vec::new(),
                        });
                    }
                }
            }
            3 | 5 => {
                // NODE / DISTINCT_NODE [n x md+1]
                let mut v = Vec::with_capacity(ops.len());
                for &x in ops {
                    v.push(self.md_or_null(x)?);
                }
                self.define(Metadata::Tuple {
                    distinct: code == 5,
                    ops: v,
                });
            }
            4 => *name = Some(chars(ops)),
            10 => {
                let Some(n) = name.take() else {
                    return Err(self.err("named metadata without a name"));
                };
                let mut v = Vec::with_capacity(ops.len());
                for &x in ops {
                    let n = self.md_id(x)?;
                    // Defined already, it must be a node (LLVM's
                    // getMDNodeFwdRefOrNull).
                    let defined = self.md.list.get(x as usize).is_some();
                    if defined && !self.m.metadata.get(n).is_node() {
                        return Err(self.err("Invalid named metadata: expect fwd ref to MDNode"));
                    }
                    v.push(n);
                }
                self.m
                    .named_metadata
                    .push(NamedMetadata { name: n, ops: v });
            }
            6 => self.md_kind(ops)?,
            36 => {
                // GLOBAL_DECL_ATTACHMENT [valueid, (kind, md)*]
                if ops.len().is_multiple_of(2) {
                    return Err(self.invalid());
                }
                let g = match self.vals.get(ops[0] as usize) {
                    Some((Operand::Const(c), _)) => match self.m.consts.get(*c).kind {
                        ConstKind::Global(g) => g,
                        _ => return Err(self.invalid()),
                    },
                    _ => return Err(self.invalid()),
                };
                let mut att = Vec::new();
                for p in ops[1..].chunks(2) {
                    let k = self.kind_of(p[0])?;
                    att.push((k, self.md_id(p[1])?));
                }
                self.side_effects = true;
                match &mut self.m.globals[g].kind {
                    GlobalKind::Var(v) => v.md.extend(att),
                    GlobalKind::Func(func) => func.md.extend(att),
                    _ => {}
                }
            }
            46 => {
                // ARG_LIST [n x md]
                let Some(f) = f else {
                    return Err(self.err("invalid DIArgList outside a function"));
                };
                let mut args = Vec::new();
                for &x in ops {
                    let r = self.md_ref_at(x)?;
                    match r {
                        MdRef::Local(i) => match &f.body.local_md[i] {
                            LocalMetadata::Value { ty, value } => args.push((*ty, *value)),
                            _ => return Err(self.invalid()),
                        },
                        MdRef::Node(n) => match self.m.metadata.get(n) {
                            Metadata::Value(c) => {
                                args.push((self.m.consts.get(*c).ty, Operand::Const(*c)))
                            }
                            _ => return Err(self.err("invalid DIArgList operand")),
                        },
                    }
                }
                let i = f.body.local_md.push(LocalMetadata::ArgList(args));
                self.md.list.push(MdRef::Local(i));
            }
            38 | 39 => {} // INDEX_OFFSET, INDEX
            code => {
                let node = self.di_record(code, ops)?;
                let id = self.define(Metadata::specialized(node));
                if let Some(sps) = self.md.pending_cu_subprograms.take() {
                    self.md.cu_subprograms.push((id, sps));
                }
                if let Some(g) = self.md.pending_fn_subprogram.take() {
                    self.side_effects = true;
                    if let GlobalKind::Func(func) = &mut self.m.globals[g].kind {
                        func.md.retain(|(k, _)| *k != MdKindId::DBG);
                        func.md.push((MdKindId::DBG, id));
                    }
                }
                if !self.md.pending_gv_attach.is_empty() {
                    self.side_effects = true;
                }
                for g in std::mem::take(&mut self.md.pending_gv_attach) {
                    let gve = self.wrap_global_variable(id);
                    if let GlobalKind::Var(v) = &mut self.m.globals[g].kind {
                        v.md.push((MdKindId::DBG, gve));
                    }
                }
            }
        }
        Ok(())
    }

    /// The constant value `v` of type `ty` an old metadata node names.
    fn old_md_const(&mut self, f: Option<&mut FnCtx>, v: u64, ty: TypeId) -> Result<ConstId> {
        let v = u32::try_from(v).map_err(|_| self.invalid())?;
        let op = match f {
            Some(f) => self.value_for_metadata(f, v, ty)?,
            None => match self.vals.get(v as usize) {
                Some(&(op, t)) if t == ty => op,
                _ => return Err(self.err("invalid value reference from old metadata")),
            },
        };
        match op {
            Operand::Const(c) => Ok(self.md_const(c)),
            _ => Err(self.err("invalid value reference from old metadata")),
        }
    }

    /// Appends an id that `add` may have uniqued onto an existing node.
    fn define_existing(&mut self, id: MdId) {
        let at = self.md.list.len() as u32;
        if let Some(n) = self.md.fwd.remove(&at) {
            // A forward reference to a string: make the slot the string.
            let md = self.m.metadata.get(id).clone();
            if let Some(log) = &mut self.md.log {
                log.sets.push((n, self.m.metadata.len()));
            }
            self.m.metadata.set(n, md);
            self.md.list.push(MdRef::Node(n));
            return;
        }
        self.md.list.push(MdRef::Node(id));
    }

    fn md_ref_at(&mut self, id: u64) -> Result<MdRef> {
        match self.md.list.get(id as usize) {
            Some(r) => Ok(*r),
            None => self.md_id(id).map(MdRef::Node),
        }
    }

    fn md_kind(&mut self, ops: &[u64]) -> Result<()> {
        let Some(&id) = ops.first() else {
            return Err(self.invalid());
        };
        let name = chars(&ops[1..]);
        let k = self.m.metadata.kind_id(&name);
        self.md.kinds.insert(id, k);
        Ok(())
    }

    pub(crate) fn parse_metadata_kinds(&mut self) -> Result<()> {
        while let Some(rec) = self.next_record(&mut |_, _| Ok(false))? {
            let r = if rec.code == 6 {
                self.md_kind(&rec.ops)
            } else {
                Ok(())
            };
            self.recycle(rec);
            r?;
        }
        Ok(())
    }

    fn kind_of(&self, k: u64) -> Result<MdKindId> {
        self.md
            .kinds
            .get(&k)
            .copied()
            .ok_or_else(|| self.err(format!("invalid metadata kind id {k}")))
    }

    pub(crate) fn parse_metadata_attachment(&mut self, f: &mut FnCtx) -> Result<()> {
        while let Some(rec) = self.next_record(&mut |_, _| Ok(false))? {
            let r = self.attachment(f, rec.code, &rec.ops);
            self.recycle(rec);
            r?;
        }
        Ok(())
    }

    fn attachment(&mut self, f: &mut FnCtx, code: u32, ops: &[u64]) -> Result<()> {
        if code != 11 {
            return Ok(());
        }
        let (target, pairs) = if ops.len() % 2 == 1 {
            let i = f
                .inst_list
                .get(ops[0] as usize)
                .copied()
                .ok_or_else(|| self.err("invalid metadata attachment instruction"))?;
            (Some(i), &ops[1..])
        } else {
            (None, ops)
        };
        for p in pairs.chunks(2) {
            let k = self.kind_of(p[0])?;
            // Attachments of function-local metadata were once legal:
            // LLVM drops them (and the rest of the record).
            if let Some(MdRef::Local(_)) = self.md.list.get(p[1] as usize) {
                break;
            }
            let mut n = self.md_id(p[1])?;
            if target.is_some()
                && self
                    .m
                    .metadata
                    .kinds
                    .get(k)
                    .is_some_and(|x| &x[..] == b"llvm.loop")
            {
                n = self.upgrade_loop_attachment(n);
            }
            match target {
                Some(i) => {
                    let md = &mut f.body.insts[i].md;
                    match md.iter_mut().find(|(kk, _)| *kk == k) {
                        Some(e) => e.1 = n,
                        None => md.push((k, n)),
                    }
                }
                None => {
                    if let GlobalKind::Func(func) = &mut self.m.globals[f.gid].kind {
                        func.md.push((k, n));
                    }
                }
            }
        }
        if !self.md.fwd.is_empty() {
            return Err(self.err("invalid metadata attachment: undefined node"));
        }
        Ok(())
    }

    /// A loop node with old `llvm.vectorizer.*` arguments becomes a new
    /// node with them renamed (`upgradeInstructionLoopAttachment`).
    fn upgrade_loop_attachment(&mut self, n: MdId) -> MdId {
        let Metadata::Tuple { ops, .. } = self.m.metadata.get(n).clone() else {
            return n;
        };
        let old_tag = |r: &Self, op: Option<MdId>| -> Option<Vec<u8>> {
            let Metadata::Tuple { ops, .. } = r.m.metadata.get(op?) else {
                return None;
            };
            match r.m.metadata.get((*ops.first()?)?) {
                Metadata::String(s) if s.starts_with(b"llvm.vectorizer.") => Some(s.to_vec()),
                _ => None,
            }
        };
        if !ops.iter().any(|&o| old_tag(self, o).is_some()) {
            return n;
        }
        let mut new_ops = Vec::with_capacity(ops.len());
        for o in ops {
            let Some(tag) = old_tag(self, o) else {
                new_ops.push(o);
                continue;
            };
            let new_tag: Vec<u8> = if tag == b"llvm.vectorizer.unroll" {
                b"llvm.loop.interleave.count".to_vec()
            } else {
                [
                    &b"llvm.loop.vectorize."[..],
                    &tag[b"llvm.vectorizer.".len()..],
                ]
                .concat()
            };
            let mut arg = self.m.metadata.get(o.unwrap_or(n)).node_operands().to_vec();
            arg[0] = Some(self.m.metadata.string(&new_tag));
            new_ops.push(Some(self.m.metadata.add(Metadata::Tuple {
                distinct: false,
                ops: arg,
            })));
        }
        self.m.metadata.add(Metadata::Tuple {
            distinct: false,
            ops: new_ops,
        })
    }

    /// `DEBUG_LOC [line, col, scope+1, ia+1, implicit, atomGroup, atomRank]`.
    pub(crate) fn debug_loc(&mut self, ops: &[u64]) -> Result<MdId> {
        let scope = self
            .md_or_null(ops[2])?
            .ok_or_else(|| self.err("invalid debug location without scope"))?;
        let ia = self.md_or_null(ops[3])?;
        if !self.md.fwd.is_empty() {
            return Err(self.err("invalid debug location: undefined node"));
        }
        let location = DiLocation {
            ops: [Some(scope), ia],
            line: (ops[0] & 0xFFFF_FFFF) as u32,
            column: (ops[1] & 0xFFFF) as u16,
            implicit_code: ops.get(4).is_some_and(|&x| x != 0),
            distinct: false,
        };
        let (group, rank) = (ops.get(5).copied(), ops.get(6).copied());
        if group.unwrap_or(0) == 0 && rank.unwrap_or(0) == 0 {
            // Nearly every location: held inline.
            return Ok(self.m.metadata.add(Metadata::Location(location)));
        }
        let mut n = location.to_node();
        n.ints[3] = group.unwrap_or(0);
        n.ints[4] = rank.unwrap_or(0);
        Ok(self.m.metadata.add(Metadata::Di(Box::new(n))))
    }

    /// A metadata operand of an instruction (`metadata ...` argument):
    /// metadata id `v`.
    pub(crate) fn md_value_operand(&mut self, _f: &mut FnCtx, v: u32) -> Result<Operand> {
        match self.md.list.get(v as usize) {
            Some(MdRef::Node(n)) => Ok(Operand::Metadata(*n)),
            Some(MdRef::Local(i)) => Ok(Operand::LocalMetadata(*i)),
            None => Err(self.err("invalid metadata operand")),
        }
    }

    /// A metadata node by id (debug record fields).
    pub(crate) fn md_node_ref(&mut self, v: u64) -> Result<MdId> {
        match self.md.list.get(v as usize) {
            Some(MdRef::Node(n)) => Ok(*n),
            _ => Err(self.err("invalid metadata node reference")),
        }
    }

    /// Any metadata by id, as an operand (debug record locations).
    pub(crate) fn md_operand_ref(&mut self, f: &mut FnCtx, v: u64) -> Result<Operand> {
        let v = u32::try_from(v).map_err(|_| self.invalid())?;
        self.md_value_operand(f, v)
    }

    /// A value wrapped as metadata (`#dbg_value(i32 %x, ...)`).
    pub(crate) fn local_value_md(
        &mut self,
        f: &mut FnCtx,
        v: Operand,
        ty: TypeId,
    ) -> Result<Operand> {
        Ok(match v {
            Operand::Const(c) => Operand::Metadata(self.m.metadata.add(Metadata::Value(c))),
            v => {
                let i = f.body.local_md.push(LocalMetadata::Value { ty, value: v });
                Operand::LocalMetadata(i)
            }
        })
    }
}
