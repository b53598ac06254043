//! Metadata attachments of instructions (the attachment part of LLVM's
//! `visitInstruction`: `!fpmath`, `!range`, `!invariant.group`,
//! `!nonnull`, `!dereferenceable`, alias scopes, access groups, `!align`,
//! `!prof`, `!annotation`).

use llconv_ir::diagnostic::ValueRef;
use llconv_ir::*;

use crate::wide::Wide;
use crate::Verifier;

/// LLVM's `Value::MaximumAlignment` (2^32).
const MAXIMUM_ALIGNMENT: u64 = 1 << 32;

/// The attachment kinds [`Verifier::inst_metadata`] has rules for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Attachment {
    FpMath,
    Range,
    InvariantGroup,
    NonNull,
    Dereferenceable,
    DereferenceableOrNull,
    Tbaa,
    NoAlias,
    AliasScope,
    AccessGroup,
    Align,
    Prof,
    MemProf,
    CallSite,
    Mmra,
    Annotation,
    NoAliasAddrspace,
    Captures,
}

/// What `verifyRangeLikeMetadata` checks: `!range` (the instruction's
/// type, never the full set), `!absolute_symbol` (the full set allowed)
/// or `!noalias.addrspace` (address spaces as `i32`).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum RangeLike {
    Range,
    AbsoluteSymbol,
    NoAliasAddrspace,
}

/// Each kind's name, as the module's kind table spells it.
const ATTACHMENT_NAMES: [(&[u8], Attachment); 18] = [
    (b"captures", Attachment::Captures),
    (b"fpmath", Attachment::FpMath),
    (b"range", Attachment::Range),
    (b"noalias.addrspace", Attachment::NoAliasAddrspace),
    (b"invariant.group", Attachment::InvariantGroup),
    (b"nonnull", Attachment::NonNull),
    (b"dereferenceable", Attachment::Dereferenceable),
    (
        b"dereferenceable_or_null",
        Attachment::DereferenceableOrNull,
    ),
    (b"tbaa", Attachment::Tbaa),
    (b"noalias", Attachment::NoAlias),
    (b"alias.scope", Attachment::AliasScope),
    (b"llvm.access.group", Attachment::AccessGroup),
    (b"align", Attachment::Align),
    (b"prof", Attachment::Prof),
    (b"memprof", Attachment::MemProf),
    (b"callsite", Attachment::CallSite),
    (b"mmra", Attachment::Mmra),
    (b"annotation", Attachment::Annotation),
];

/// Per metadata kind id of a module, the [`Attachment`] it is if any:
/// the names are compared once per module, not at every instruction.
pub(crate) struct AttachmentKinds(Vec<Option<Attachment>>);

impl AttachmentKinds {
    pub(crate) fn new(m: &Module) -> Self {
        AttachmentKinds(
            m.metadata
                .kinds
                .values()
                .map(|name| {
                    ATTACHMENT_NAMES
                        .iter()
                        .find(|(n, _)| *n == &**name)
                        .map(|&(_, a)| a)
                })
                .collect(),
        )
    }
}

impl Verifier<'_> {
    /// The attachment rules for instruction `i`; false when one failed
    /// (LLVM's `Check` then leaves `visitInstruction`).
    pub(crate) fn inst_metadata(&mut self, f: GlobalId, i: InstId, inst: &Inst) -> bool {
        let m = self.m;
        // Most instructions carry `!dbg` alone, or nothing.
        if inst.md.iter().all(|&(k, _)| k == MdKindId::DBG) {
            return true;
        }
        let kinds = self.attachment_kinds;
        let get = |kind: Attachment| {
            inst.md
                .iter()
                .find(|&&(k, _)| kinds.0.get(k.index()) == Some(&Some(kind)))
                .map(|&(_, md)| md)
        };
        let here = [ValueRef::Inst(f, i)];
        let is_load = matches!(inst.kind, InstKind::Load { .. });
        let is_ptr = m.types.is_ptr(inst.ty);
        if let Some(md) = get(Attachment::FpMath) {
            if !self.fpmath(inst, md, &here) {
                return false;
            }
        }
        if let Some(md) = get(Attachment::Range) {
            let ok = matches!(
                inst.kind,
                InstKind::Load { .. } | InstKind::Call(_) | InstKind::Invoke { .. }
            );
            if !self.check(ok, "Ranges are only for loads, calls and invokes!", &here)
                || !self.range_metadata(md, Some(m.types.scalar(inst.ty)), &here, RangeLike::Range)
            {
                return false;
            }
        }
        if let Some(md) = get(Attachment::NoAliasAddrspace) {
            let ok = matches!(
                inst.kind,
                InstKind::Load { .. }
                    | InstKind::Store { .. }
                    | InstKind::AtomicRmw { .. }
                    | InstKind::CmpXchg { .. }
                    | InstKind::Call(_)
            );
            if !self.check(
                ok,
                "noalias.addrspace are only for memory operations!",
                &here,
            ) || !self.range_metadata(md, None, &here, RangeLike::NoAliasAddrspace)
            {
                return false;
            }
        }
        if get(Attachment::InvariantGroup).is_some()
            && !self.check(
                matches!(inst.kind, InstKind::Load { .. } | InstKind::Store { .. }),
                "invariant.group metadata is only for loads and stores",
                &here,
            )
        {
            return false;
        }
        if let Some(md) = get(Attachment::NonNull) {
            if !self.check(is_ptr, "nonnull applies only to pointer types", &here)
                || !self.check(
                    is_load,
                    "nonnull applies only to load instructions, use attributes for calls or invokes",
                    &here,
                )
                || !self.check(
                    m.metadata.get(md).node_operands().is_empty(),
                    "nonnull metadata must be empty",
                    &here,
                )
            {
                return false;
            }
        }
        for kind in [
            Attachment::Dereferenceable,
            Attachment::DereferenceableOrNull,
        ] {
            if let Some(md) = get(kind) {
                if !self.dereferenceable(inst, md, &here) {
                    return false;
                }
            }
        }
        if let Some(md) = get(Attachment::Tbaa) {
            self.tbaa(f, i, inst, md);
        }
        for kind in [Attachment::NoAlias, Attachment::AliasScope] {
            if let Some(md) = get(kind) {
                if !self.alias_scope_list(md) {
                    return false;
                }
            }
        }
        if let Some(md) = get(Attachment::AccessGroup) {
            if !self.access_group(md) {
                return false;
            }
        }
        if let Some(md) = get(Attachment::Align) {
            let ops = m.metadata.get(md).node_operands();
            if !self.check(is_ptr, "align applies only to pointer types", &here)
                || !self.check(
                    is_load,
                    "align applies only to load instructions, use attributes for calls or invokes",
                    &here,
                )
                || !self.check(ops.len() == 1, "align takes one operand!", &here)
            {
                return false;
            }
            let value = self
                .md_int(ops[0])
                .filter(|v| v.bits == 64)
                .map(ApInt::low_u64);
            let Some(align) = value else {
                self.fail("align metadata value must be an i64!", &here);
                return false;
            };
            if !self.check(
                align.is_power_of_two(),
                "align metadata value must be a power of 2!",
                &here,
            ) || !self.check(
                align <= MAXIMUM_ALIGNMENT,
                "alignment is larger that implementation defined limit",
                &here,
            ) {
                return false;
            }
        }
        if let Some(md) = get(Attachment::Prof) {
            if !self.prof(inst, md) {
                return false;
            }
        }
        if let Some(md) = get(Attachment::MemProf) {
            self.memprof(f, i, inst, md);
        }
        if let Some(md) = get(Attachment::CallSite) {
            let is_call = matches!(
                inst.kind,
                InstKind::Call(_) | InstKind::Invoke { .. } | InstKind::CallBr { .. }
            );
            if self.check(
                is_call,
                "!callsite metadata should only exist on calls",
                &here,
            ) {
                self.call_stack(md);
            }
        }
        if let Some(md) = get(Attachment::Mmra) {
            self.mmra(f, i, inst, md);
        }
        if let Some(md) = get(Attachment::Annotation) {
            if !self.annotation(md) {
                return false;
            }
        }
        if let Some(md) = get(Attachment::Captures) {
            if !self.captures(f, inst, md, &here) {
                return false;
            }
        }
        true
    }

    /// `!captures`: on a store of a pointer, a non-empty list of the
    /// capture components a store may keep.
    fn captures(&mut self, f: GlobalId, inst: &Inst, md: MdId, here: &[ValueRef]) -> bool {
        let m = self.m;
        let InstKind::Store { value, .. } = inst.kind else {
            self.fail(
                "!captures metadata can only be applied to store instructions",
                here,
            );
            return false;
        };
        let stored = m.globals[f]
            .as_func()
            .and_then(|func| func.body.as_ref())
            .and_then(|body| m.operand_type(m.globals[f].common.value_ty, body, value));
        if !self.check(
            stored.is_none_or(|t| m.types.is_ptr(t)),
            "!captures metadata can only be applied to store with value operand of pointer type",
            here,
        ) {
            return false;
        }
        let ops = m.metadata.get(md).node_operands();
        if !self.check(!ops.is_empty(), "!captures metadata cannot be empty", here) {
            return false;
        }
        for &op in ops {
            let Some(Metadata::String(s)) = op.map(|o| m.metadata.get(o)) else {
                self.fail("!captures metadata must be a list of strings", here);
                return false;
            };
            if !self.check(
                // A capture component other than `none`.
                llconv_ir::attributes::capture_component_from_name(s)
                    .is_some_and(|c| c != llconv_ir::attributes::CAPTURE_NONE),
                "invalid entry in !captures metadata",
                here,
            ) {
                return false;
            }
        }
        true
    }

    fn fpmath(&mut self, inst: &Inst, md: MdId, here: &[ValueRef]) -> bool {
        let m = self.m;
        if !self.check(
            m.types.is_float(m.types.scalar(inst.ty)),
            "fpmath requires a floating point result!",
            here,
        ) {
            return false;
        }
        let ops = m.metadata.get(md).node_operands();
        if !self.check(ops.len() == 1, "fpmath takes one operand!", here) {
            return false;
        }
        let accuracy = ops[0].and_then(|o| match m.metadata.get(o) {
            Metadata::Value(c) => {
                match (&m.consts.get(*c).kind, m.types.get(m.consts.get(*c).ty)) {
                    (ConstKind::Float(bits), t) => Some((*bits, t.clone())),
                    _ => None,
                }
            }
            _ => None,
        });
        let Some((bits, ty)) = accuracy else {
            self.fail("invalid fpmath accuracy!", here);
            return false;
        };
        if !self.check(
            ty == Type::Float,
            "fpmath accuracy must have float type",
            here,
        ) {
            return false;
        }
        let v = f32::from_bits(bits as u32);
        self.check(
            v.is_finite() && v != 0.0 && v.is_sign_positive(),
            "fpmath accuracy not a positive number!",
            here,
        )
    }

    /// `verifyRangeLikeMetadata`: `!range` on an instruction (`here`) or
    /// `!absolute_symbol` on a global (which may be the full set): pairs
    /// `[lo, hi)` of integers of type `scalar` (`None`: a type the module
    /// does not have), none empty, in
    /// order, neither overlapping nor adjacent.
    pub(crate) fn range_metadata(
        &mut self,
        md: MdId,
        scalar: Option<TypeId>,
        here: &[ValueRef],
        kind: RangeLike,
    ) -> bool {
        let m = self.m;
        let ops = m.metadata.get(md).node_operands();
        let node = [ValueRef::Metadata(md)];
        if !self.check(ops.len().is_multiple_of(2), "Unfinished range!", &node)
            || !self.check(!ops.is_empty(), "It should have at least one range!", &node)
        {
            return false;
        }
        let int_of = |op: Option<MdId>| match op.map(|o| m.metadata.get(o)) {
            Some(Metadata::Value(c)) => {
                let k = m.consts.get(*c);
                match &k.kind {
                    ConstKind::Int(v) if m.types.is_int(k.ty) => Some((k.ty, Wide::new(v))),
                    _ => None,
                }
            }
            _ => None,
        };
        let mut first: Option<(Wide, Wide)> = None;
        let mut last: Option<(Wide, Wide)> = None;
        for pair in ops.chunks(2) {
            let Some((lo_ty, lo)) = int_of(pair[0]) else {
                self.fail("The lower limit must be an integer!", &[]);
                return false;
            };
            let Some((hi_ty, hi)) = int_of(pair[1]) else {
                self.fail("The upper limit must be an integer!", &[]);
                return false;
            };
            if !self.check(lo_ty == hi_ty, "Range pair types must match!", here)
                || !(if kind == RangeLike::NoAliasAddrspace {
                    self.check(
                        m.types.int_width(hi_ty) == Some(32),
                        "noalias.addrspace type must be i32!",
                        here,
                    )
                } else {
                    self.check(
                        Some(hi_ty) == scalar,
                        "Range types must match instruction type!",
                        here,
                    )
                })
                || !self.check(
                    lo != hi || lo.is_max() || lo.value == 0,
                    "The upper and lower limits cannot be the same value",
                    here,
                )
            {
                return false;
            }
            let empty = lo == hi && lo.value == 0;
            let full = lo == hi && lo.is_max();
            if !self.check(
                !empty && (kind == RangeLike::AbsoluteSymbol || !full),
                "Range must not be empty!",
                &node,
            ) {
                return false;
            }
            let cur = (lo, hi);
            if let Some(prev) = last {
                if !self.check(
                    !ranges_intersect(cur, prev),
                    "Intervals are overlapping",
                    &node,
                ) || !self.check(
                    lo.signed() > prev.0.signed(),
                    "Intervals are not in order",
                    &node,
                ) || !self.check(!contiguous(cur, prev), "Intervals are contiguous", &node)
                {
                    return false;
                }
            }
            first.get_or_insert(cur);
            last = Some(cur);
        }
        if let (true, Some(first), Some(last)) = (ops.len() > 4, first, last) {
            if !self.check(
                !ranges_intersect(first, last),
                "Intervals are overlapping",
                &node,
            ) || !self.check(!contiguous(first, last), "Intervals are contiguous", &node)
            {
                return false;
            }
        }
        true
    }

    fn dereferenceable(&mut self, inst: &Inst, md: MdId, here: &[ValueRef]) -> bool {
        let m = self.m;
        let ok_inst = matches!(
            inst.kind,
            InstKind::Load { .. }
                | InstKind::Cast {
                    op: CastOp::IntToPtr,
                    ..
                }
        );
        let ops = m.metadata.get(md).node_operands();
        self.check(
            m.types.is_ptr(inst.ty),
            "dereferenceable, dereferenceable_or_null apply only to pointer types",
            here,
        ) && self.check(
            ok_inst,
            "dereferenceable, dereferenceable_or_null apply only to load and inttoptr instructions, use attributes for calls or invokes",
            here,
        ) && self.check(
            ops.len() == 1,
            "dereferenceable, dereferenceable_or_null take one operand!",
            here,
        ) && self.check(
            self.md_int(ops[0]).is_some_and(|v| v.bits == 64),
            "dereferenceable, dereferenceable_or_null metadata value must be an i64!",
            here,
        )
    }

    /// `!noalias` and `!alias.scope`: lists of scopes, each
    /// `!{self-or-name, domain[, name]}`, each domain `!{self-or-name[, name]}`.
    pub(crate) fn alias_scope_list(&mut self, md: MdId) -> bool {
        let m = self.m;
        let is_string =
            |op: Option<MdId>| op.is_some_and(|o| matches!(m.metadata.get(o), Metadata::String(_)));
        for &op in m.metadata.get(md).node_operands() {
            let Some(scope) = op.filter(|&o| m.metadata.get(o).is_node()) else {
                self.fail(
                    "scope list must consist of MDNodes",
                    &[ValueRef::Metadata(md)],
                );
                return false;
            };
            let ops = m.metadata.get(scope).node_operands();
            let at = [ValueRef::Metadata(scope)];
            if !self.check(
                (2..=3).contains(&ops.len()),
                "scope must have two or three operands",
                &at,
            ) || !self.check(
                ops[0] == Some(scope) || is_string(ops[0]),
                "first scope operand must be self-referential or string",
                &at,
            ) || (ops.len() == 3
                && !self.check(
                    is_string(ops[2]),
                    "third scope operand must be string (if used)",
                    &at,
                ))
            {
                return false;
            }
            let Some(domain) = ops[1].filter(|&o| m.metadata.get(o).is_node()) else {
                self.fail("second scope operand must be MDNode", &at);
                return false;
            };
            let dops = m.metadata.get(domain).node_operands();
            let at = [ValueRef::Metadata(domain)];
            if !self.check(
                (1..=2).contains(&dops.len()),
                "domain must have one or two operands",
                &at,
            ) || !self.check(
                dops[0] == Some(domain) || is_string(dops[0]),
                "first domain operand must be self-referential or string",
                &at,
            ) || (dops.len() == 2
                && !self.check(
                    is_string(dops[1]),
                    "second domain operand must be string (if used)",
                    &at,
                ))
            {
                return false;
            }
        }
        true
    }

    /// `!llvm.access.group`: a distinct empty node, or a list of them.
    fn access_group(&mut self, md: MdId) -> bool {
        let m = self.m;
        let is_scope = |id: MdId| {
            let n = m.metadata.get(id);
            n.is_distinct() && n.node_operands().is_empty()
        };
        if is_scope(md) {
            return true;
        }
        let at = [ValueRef::Metadata(md)];
        for &op in m.metadata.get(md).node_operands() {
            let Some(op) = op.filter(|&o| m.metadata.get(o).is_node()) else {
                self.fail("Access scope list must consist of MDNodes", &at);
                return false;
            };
            if !self.check(
                is_scope(op),
                "Access scope list contains invalid access scope",
                &at,
            ) {
                return false;
            }
        }
        true
    }

    /// `visitProfMetadata`: a name; for branch weights one weight per
    /// successor, for value profiles a known kind and count pairs, for
    /// LLVM 22's `unknown` the pass that dropped the weights.
    fn prof(&mut self, inst: &Inst, md: MdId) -> bool {
        let m = self.m;
        let ops = m.metadata.get(md).node_operands();
        let at = [ValueRef::Metadata(md)];
        if !self.check(
            !ops.is_empty(),
            "!prof annotations should have at least 1 operand",
            &at,
        ) || !self.check(ops[0].is_some(), "first operand should not be null", &at)
        {
            return false;
        }
        // Read through the module, not `self`, which the checks borrow.
        let Some(Metadata::String(name)) = ops[0].map(|o| m.metadata.get(o)) else {
            self.fail("expected string with name of the !prof annotation", &at);
            return false;
        };
        let name: &[u8] = name;
        // How many weights a branching instruction takes (0: none).
        let branches = match &inst.kind {
            InstKind::CondBr { .. } => 2,
            InstKind::Br(_) => 1,
            InstKind::Switch { cases, .. } => cases.len() + 1,
            InstKind::Call(_) => 1,
            InstKind::IndirectBr { dests, .. } => dests.len(),
            InstKind::Select { .. } => 2,
            InstKind::CallBr { indirect, .. } => indirect.len() + 1,
            _ => 0,
        };
        let is_invoke = matches!(inst.kind, InstKind::Invoke { .. });
        if name == b"unknown" {
            return self.check(
                branches != 0 || is_invoke,
                "'unknown' !prof should only appear on instructions on which 'branch_weights' would",
                &at,
            ) && self.check(
                ops.len() == 2,
                "'unknown' !prof should have a single additional operand",
                &at,
            ) && self.check(
                self.md_string(ops[1]).is_some(),
                "'unknown' !prof should have an additional operand of type string",
                &at,
            );
        }
        if !self.check(
            ops.len() >= 2,
            "!prof annotations should have no less than 2 operands",
            &at,
        ) {
            return false;
        }
        match name {
            b"branch_weights" => self.branch_weights(ops, branches, is_invoke, &at),
            b"VP" => self.value_profile(inst, ops, &at),
            _ => {
                self.fail("expected either branch_weights or VP profile name", &at);
                false
            }
        }
    }

    /// `!prof !{!"branch_weights", [!"origin",] weights...}`.
    fn branch_weights(
        &mut self,
        ops: &[Option<MdId>],
        branches: usize,
        is_invoke: bool,
        at: &[ValueRef],
    ) -> bool {
        // A string after the name says where the weights came from
        // (`!"expected"`).
        let offset = if self.md_string(ops[1]).is_some() {
            2
        } else {
            1
        };
        let weights = ops.len() - offset;
        if is_invoke {
            if !self.check(
                weights == 1 || weights == 2,
                "Wrong number of InvokeInst branch_weights operands",
                at,
            ) {
                return false;
            }
        } else {
            if branches == 0 {
                self.fail(
                    "!prof branch_weights are not allowed for this instruction",
                    at,
                );
            }
            if !self.check(weights == branches, "Wrong number of operands", at) {
                return false;
            }
        }
        for &op in &ops[offset..] {
            if !self.check(op.is_some(), "second operand should not be null", at)
                || !self.check(
                    self.md_int(op).is_some(),
                    "!prof brunch_weights operand is not a const int",
                    &[],
                )
            {
                return false;
            }
        }
        true
    }

    /// `!prof !{!"VP", i32 kind, i64 total, (i64 value, i64 count)...}`.
    fn value_profile(&mut self, inst: &Inst, ops: &[Option<MdId>], at: &[ValueRef]) -> bool {
        // Value kinds: indirect call target, memop size, vtable target.
        const INDIRECT_CALL_TARGET: u64 = 0;
        const MEMOP_SIZE: u64 = 1;
        const LAST_KIND: u64 = 2;
        if !self.check(ops.len() >= 5, "invalid value profiling metadata", at) {
            return false;
        }
        let Some(kind) = self.md_int(ops[1]) else {
            self.fail("VP !prof missing kind argument", at);
            return false;
        };
        let kind = if kind.bits <= 64 {
            kind.low_u64()
        } else {
            u64::MAX
        };
        self.check(kind <= LAST_KIND, "Invalid VP !prof kind", at)
            && self.check(
                ops.len() % 2 == 1,
                "VP !prof should have an even number of arguments after 'VP'",
                at,
            )
            && (!matches!(kind, INDIRECT_CALL_TARGET | MEMOP_SIZE)
                || self.check(
                    matches!(
                        inst.kind,
                        InstKind::Call(_) | InstKind::Invoke { .. } | InstKind::CallBr { .. }
                    ),
                    "VP !prof indirect call or memop size expected to be applied to CallBase instructions only",
                    at,
                ))
    }

    /// `visitCallStackMetadata`: one or more integers (location hashes).
    fn call_stack(&mut self, md: MdId) -> bool {
        let ops = self.m.metadata.get(md).node_operands();
        if !self.check(
            !ops.is_empty(),
            "call stack metadata should have at least 1 operand",
            &[ValueRef::Metadata(md)],
        ) {
            return false;
        }
        for &op in ops {
            if self.md_int(op).is_none() {
                let subjects: Vec<ValueRef> = op.map(ValueRef::Metadata).into_iter().collect();
                self.fail(
                    "call stack metadata operand should be constant integer",
                    &subjects,
                );
                return false;
            }
        }
        true
    }

    /// `!memprof` on a call: MemInfoBlocks `!{stack, !"type", !{i, i}...}`.
    fn memprof(&mut self, f: GlobalId, i: InstId, inst: &Inst, md: MdId) {
        let m = self.m;
        let is_call = matches!(
            inst.kind,
            InstKind::Call(_) | InstKind::Invoke { .. } | InstKind::CallBr { .. }
        );
        let ops = m.metadata.get(md).node_operands();
        if !self.check(
            is_call,
            "!memprof metadata should only exist on calls",
            &[ValueRef::Inst(f, i)],
        ) || !self.check(
            !ops.is_empty(),
            "!memprof annotations should have at least 1 metadata operand (MemInfoBlock)",
            &[ValueRef::Metadata(md)],
        ) {
            return;
        }
        for &op in ops {
            let Some(mib) = op.filter(|&o| m.metadata.get(o).is_node()) else {
                return;
            };
            let at = [ValueRef::Metadata(mib)];
            let mops = m.metadata.get(mib).node_operands();
            if !self.check(
                mops.len() >= 2,
                "Each !memprof MemInfoBlock should have at least 2 operands",
                &at,
            ) || !self.check(
                mops[0].is_some(),
                "!memprof MemInfoBlock first operand should not be null",
                &at,
            ) {
                return;
            }
            let Some(stack) = mops[0].filter(|&o| m.metadata.get(o).is_node()) else {
                self.fail(
                    "!memprof MemInfoBlock first operand should be an MDNode",
                    &at,
                );
                return;
            };
            // A broken stack ends its own check only.
            self.call_stack(stack);
            if !self.check(
                self.md_string(mops[1]).is_some(),
                "!memprof MemInfoBlock second operand should be an MDString",
                &at,
            ) {
                return;
            }
            for &extra in &mops[2..] {
                let Some(pair) = extra.filter(|&o| m.metadata.get(o).is_node()) else {
                    self.fail(
                        "Not all !memprof MemInfoBlock operands 2 to N are MDNode",
                        &at,
                    );
                    return;
                };
                let pops = m.metadata.get(pair).node_operands();
                if !self.check(
                    pops.len() == 2,
                    "Not all !memprof MemInfoBlock operands 2 to N are MDNode with 2 operands",
                    &at,
                ) || !self.check(
                    pops.iter().all(|&p| self.md_int(p).is_some()),
                    "Not all !memprof MemInfoBlock operands 2 to N are MDNode with ConstantInt operands",
                    &at,
                ) {
                    return;
                }
            }
        }
    }

    /// `!mmra` on a memory access: a tag `!{!"k", !"v"}` or a tuple of
    /// tags.
    fn mmra(&mut self, f: GlobalId, i: InstId, inst: &Inst, md: MdId) {
        let m = self.m;
        let here = ValueRef::Inst(f, i);
        let is_tag = |id: Option<MdId>| match id.map(|x| m.metadata.get(x)) {
            Some(Metadata::Tuple { ops, .. }) => {
                ops.len() == 2
                    && ops.iter().all(|&o| {
                        o.is_some_and(|o| matches!(m.metadata.get(o), Metadata::String(_)))
                    })
            }
            _ => false,
        };
        let accesses_memory = match &inst.kind {
            InstKind::Load { .. }
            | InstKind::Store { .. }
            | InstKind::CmpXchg { .. }
            | InstKind::AtomicRmw { .. }
            | InstKind::Fence(_) => true,
            InstKind::Call(call)
            | InstKind::Invoke { call, .. }
            | InstKind::CallBr { call, .. } => !self.call_does_not_access_memory(call),
            _ => false,
        };
        if !self.check(
            accesses_memory,
            "!mmra metadata attached to unexpected instruction kind",
            &[here, ValueRef::Metadata(md)],
        ) || is_tag(Some(md))
        {
            return;
        }
        let Metadata::Tuple { ops, .. } = m.metadata.get(md) else {
            self.fail(
                "!mmra expected to be a metadata tuple",
                &[here, ValueRef::Metadata(md)],
            );
            return;
        };
        for &op in ops {
            if !is_tag(op) {
                let subjects: Vec<ValueRef> = std::iter::once(here)
                    .chain(op.map(ValueRef::Metadata))
                    .collect();
                self.fail("!mmra metadata tuple operand is not an MMRA tag", &subjects);
                return;
            }
        }
    }

    /// Whether a call has `memory(none)` (at the call site or on the
    /// function it calls).
    pub(crate) fn call_does_not_access_memory(&self, call: &CallData) -> bool {
        let m = self.m;
        let none = |set: llconv_ir::attributes::AttrSetId| {
            m.attrs
                .get(set)
                .int(llconv_ir::attributes::AttrKind::Memory)
                == Some(llconv_ir::attributes::MEMORY_NONE)
        };
        none(call.attrs.func)
            || crate::function::direct_callee(m, call.callee)
                .and_then(|(_, g)| g.as_func())
                .is_some_and(|callee| none(callee.attrs.func))
    }

    /// `!annotation`: a tuple of strings or of tuples of strings.
    fn annotation(&mut self, md: MdId) -> bool {
        let m = self.m;
        let node = m.metadata.get(md);
        if !self.check(
            matches!(node, Metadata::Tuple { .. }),
            "annotation must be a tuple",
            &[],
        ) || !self.check(
            !node.node_operands().is_empty(),
            "annotation must have at least one operand",
            &[],
        ) {
            return false;
        }
        for &op in node.node_operands() {
            let ok = match op.map(|o| m.metadata.get(o)) {
                Some(Metadata::String(_)) => true,
                Some(Metadata::Tuple { ops, .. }) => {
                    ops.iter().all(|&o| self.md_string(o).is_some())
                }
                _ => false,
            };
            if !self.check(ok, "operands must be a string or a tuple of strings", &[]) {
                return false;
            }
        }
        true
    }
}

/// A `ConstantRange` `[lo, hi)` (wrapping when `lo > hi`) as at most two
/// unsigned half-open intervals; the last one may end at 2^bits.
fn intervals((lo, hi): (Wide, Wide)) -> Vec<(u128, Option<u128>)> {
    if lo == hi {
        // Only the full set gets here (empty ones are rejected first).
        return vec![(0, None)];
    }
    if lo.value < hi.value {
        vec![(lo.value, Some(hi.value))]
    } else if hi.value == 0 {
        vec![(lo.value, None)]
    } else {
        vec![(0, Some(hi.value)), (lo.value, None)]
    }
}

fn ranges_intersect(a: (Wide, Wide), b: (Wide, Wide)) -> bool {
    let overlap = |(s1, e1): (u128, Option<u128>), (s2, e2): (u128, Option<u128>)| {
        let before = |s: u128, e: Option<u128>| e.is_some_and(|e| e <= s);
        !(before(s2, e1) || before(s1, e2))
    };
    intervals(a)
        .into_iter()
        .any(|x| intervals(b).into_iter().any(|y| overlap(x, y)))
}

fn contiguous(a: (Wide, Wide), b: (Wide, Wide)) -> bool {
    a.1 == b.0 || a.0 == b.1
}
