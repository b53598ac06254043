//! `!tbaa` access tags (LLVM's `TBAAVerifier`): struct-path tags in the
//! old format (`!{base, access, offset[, const]}`) and the new one
//! (`!{base, access, offset, size[, const]}`), their base-type nodes and
//! the path from the base type down to the access type.
//!
//! The walks are iterative and memoized per node: a scalar node's
//! validity, a base node's summary and a tag's outcome are computed once,
//! so the cost is linear in the metadata and the instructions.

use llconv_ir::diagnostic::ValueRef;
use llconv_ir::hash::{FastMap, FastSet};
use llconv_ir::*;

use crate::wide::Wide;
use crate::Verifier;

/// What is known of a base node once checked: invalid, or the bit width
/// of its offsets (`u32::MAX` when it has none).
#[derive(Clone, Copy)]
pub(crate) struct BaseSummary {
    invalid: bool,
    width: u32,
}

/// One failure of a tag, with the values after the instruction; `again`
/// when LLVM reports it for every instruction carrying the tag (not the
/// base-node failures, which it caches).
#[derive(Clone)]
struct Failure {
    message: &'static str,
    subjects: Vec<ValueRef>,
    /// Whether the instruction is shown before the subjects.
    with_inst: bool,
    again: bool,
}

/// The memo tables.
#[derive(Default)]
pub(crate) struct TbaaState {
    scalar: FastMap<MdId, bool>,
    base: FastMap<MdId, BaseSummary>,
    tags: FastMap<MdId, Vec<Failure>>,
}

const INVALID: BaseSummary = BaseSummary {
    invalid: true,
    width: u32::MAX,
};

impl<'m> Verifier<'m> {
    fn tbaa_ops(&self, md: MdId) -> &'m [Option<MdId>] {
        self.m.metadata.get(md).node_operands()
    }

    fn tbaa_node(&self, op: Option<MdId>) -> Option<MdId> {
        op.filter(|&o| self.m.metadata.get(o).is_node())
    }

    fn tbaa_int(&self, op: Option<MdId>) -> Option<Wide> {
        self.md_int(op).map(Wide::new)
    }

    /// A root node has fewer than two operands.
    fn tbaa_is_root(&self, md: MdId) -> bool {
        self.tbaa_ops(md).len() < 2
    }

    /// A scalar type node: `!{name, parent[, i64 0]}` whose parents lead,
    /// through scalar nodes, to a root.
    fn tbaa_scalar(&mut self, md: MdId) -> bool {
        if let Some(&r) = self.tbaa.scalar.get(&md) {
            return r;
        }
        let mut visited: FastSet<MdId> = FastSet::default();
        let mut walked = vec![md];
        let mut cur = md;
        let result = loop {
            let ops = self.tbaa_ops(cur);
            if !(ops.len() == 2 || ops.len() == 3) || self.md_string(ops[0]).is_none() {
                break false;
            }
            if ops.len() == 3 && self.tbaa_int(ops[2]).is_none_or(|o| o.value != 0) {
                break false;
            }
            let Some(parent) = self.tbaa_node(ops[1]) else {
                break false;
            };
            if !visited.insert(parent) {
                break false;
            }
            if self.tbaa_is_root(parent) {
                break true;
            }
            if let Some(&r) = self.tbaa.scalar.get(&parent) {
                break r;
            }
            walked.push(parent);
            cur = parent;
        };
        for n in walked {
            self.tbaa.scalar.insert(n, result);
        }
        result
    }

    /// `verifyTBAABaseNode`: a scalar node, or a struct type node with
    /// ordered fields of one offset width.
    fn tbaa_base(
        &mut self,
        base: MdId,
        new_format: bool,
        failures: &mut Vec<Failure>,
    ) -> BaseSummary {
        let node = ValueRef::Metadata(base);
        let ops = self.tbaa_ops(base);
        if ops.len() < 2 {
            failures.push(Failure {
                message: "Base nodes must have at least two operands",
                subjects: vec![node],
                with_inst: true,
                again: true,
            });
            return INVALID;
        }
        if let Some(&s) = self.tbaa.base.get(&base) {
            return s;
        }
        let mut fail = |message: &'static str, with_inst: bool| {
            failures.push(Failure {
                message,
                subjects: vec![node],
                with_inst,
                again: false,
            });
        };
        let summary = 'summary: {
            if ops.len() == 2 {
                break 'summary if self.tbaa_scalar(base) {
                    BaseSummary {
                        invalid: false,
                        width: 0,
                    }
                } else {
                    INVALID
                };
            }
            if new_format && !ops.len().is_multiple_of(3) {
                fail(
                    "Access tag nodes must have the number of operands that is a multiple of 3!",
                    false,
                );
                break 'summary INVALID;
            }
            if !new_format && ops.len() % 2 != 1 {
                fail(
                    "Struct tag nodes must have an odd number of operands!",
                    false,
                );
                break 'summary INVALID;
            }
            if new_format && self.tbaa_int(ops[1]).is_none() {
                fail("Type size nodes must be constants!", true);
                break 'summary INVALID;
            }
            if !new_format && self.md_string(ops[0]).is_none() {
                fail(
                    "Struct tag nodes have a string as their first operand",
                    false,
                );
                break 'summary INVALID;
            }
            let mut failed = false;
            let mut prev: Option<Wide> = None;
            let mut width = u32::MAX;
            let (first, step) = if new_format { (3, 3) } else { (1, 2) };
            let mut idx = first;
            while idx < ops.len() {
                let at = idx;
                idx += step;
                if self.tbaa_node(ops[at]).is_none() {
                    fail("Incorrect field entry in struct type node!", true);
                    failed = true;
                    continue;
                }
                let Some(off) = self.tbaa_int(ops.get(at + 1).copied().flatten()) else {
                    fail("Offset entries must be constants!", true);
                    failed = true;
                    continue;
                };
                if width == u32::MAX {
                    width = off.bits;
                }
                if off.bits != width {
                    fail(
                        "Bitwidth between the offsets and struct type entries must match",
                        true,
                    );
                    failed = true;
                    continue;
                }
                if prev.is_some_and(|p| p.value > off.value) {
                    fail("Offsets must be increasing!", true);
                    failed = true;
                }
                prev = Some(off);
                if new_format && self.tbaa_int(ops.get(at + 2).copied().flatten()).is_none() {
                    fail("Member size entries must be constants!", true);
                    failed = true;
                    continue;
                }
            }
            if failed {
                INVALID
            } else {
                BaseSummary {
                    invalid: false,
                    width,
                }
            }
        };
        self.tbaa.base.insert(base, summary);
        summary
    }

    /// `getFieldNodeFromTBAABaseNode`: the field of `base` at `offset`,
    /// and the offset within it.
    fn tbaa_field(
        &self,
        base: MdId,
        offset: Wide,
        new_format: bool,
        failures: &mut Vec<Failure>,
    ) -> Option<(MdId, Wide)> {
        let ops = self.tbaa_ops(base);
        if ops.len() == 2 {
            return self.tbaa_node(ops[1]).map(|n| (n, offset));
        }
        let (first, step) = if new_format { (3, 3) } else { (1, 2) };
        let field_offset = |at: usize| {
            self.tbaa_int(ops.get(at + 1).copied().flatten())
                .map_or(0, |o| o.value)
        };
        let mut idx = first;
        while idx < ops.len() {
            if field_offset(idx) > offset.value {
                if idx == first {
                    failures.push(Failure {
                        message: "Could not find TBAA parent in struct type node",
                        subjects: vec![ValueRef::Metadata(base), ValueRef::Int(offset.signed())],
                        with_inst: true,
                        again: true,
                    });
                    return None;
                }
                let prev = idx - step;
                return self
                    .tbaa_node(ops[prev])
                    .map(|n| (n, offset.sub(field_offset(prev))));
            }
            idx += step;
        }
        let last = ops.len().checked_sub(step)?;
        self.tbaa_node(ops[last])
            .map(|n| (n, offset.sub(field_offset(last))))
    }

    /// `visitTBAAMetadata` for instruction `i` of function `f` (its
    /// failures do not stop the instruction's other checks).
    pub(crate) fn tbaa(&mut self, f: GlobalId, i: InstId, inst: &Inst, tag: MdId) {
        let here = ValueRef::Inst(f, i);
        let failures = match self.tbaa.tags.get(&tag) {
            Some(known) => known.iter().filter(|x| x.again).cloned().collect(),
            None => {
                let mut failures = Vec::new();
                self.tbaa_tag(inst, tag, &mut failures);
                self.tbaa.tags.insert(tag, failures.clone());
                failures
            }
        };
        for x in &failures {
            let subjects: Vec<ValueRef> = x
                .with_inst
                .then_some(here)
                .into_iter()
                .chain(x.subjects.iter().copied())
                .collect();
            self.fail(x.message, &subjects);
        }
    }

    fn tbaa_tag(&mut self, inst: &Inst, tag: MdId, failures: &mut Vec<Failure>) {
        let node = ValueRef::Metadata(tag);
        let ops = self.tbaa_ops(tag);
        if ops.is_empty() {
            push(failures, "TBAA metadata cannot have 0 operands", vec![node]);
            return;
        }
        if !matches!(
            inst.kind,
            InstKind::Load { .. }
                | InstKind::Store { .. }
                | InstKind::Call(_)
                | InstKind::VaArg { .. }
                | InstKind::AtomicRmw { .. }
                | InstKind::CmpXchg { .. }
        ) {
            push(
                failures,
                "This instruction shall not have a TBAA access tag!",
                vec![],
            );
            return;
        }
        if !(self.tbaa_node(ops[0]).is_some() && ops.len() >= 3) {
            push(
                failures,
                "Old-style TBAA is no longer allowed, use struct-path TBAA instead",
                vec![],
            );
            return;
        }
        let base = self.tbaa_node(ops[0]);
        let access = self.tbaa_node(ops[1]);
        // The new format's type nodes start with their parent.
        let new_format = access.is_some_and(|a| {
            let aops = self.tbaa_ops(a);
            aops.len() >= 3 && self.tbaa_node(aops[0]).is_some()
        });
        if new_format {
            if !(ops.len() == 4 || ops.len() == 5) {
                push(
                    failures,
                    "Access tag metadata must have either 4 or 5 operands",
                    vec![node],
                );
                return;
            }
            if self.tbaa_int(ops[3]).is_none() {
                push(failures, "Access size field must be a constant", vec![node]);
                return;
            }
        } else if ops.len() >= 5 {
            push(
                failures,
                "Struct tag metadata must have either 3 or 4 operands",
                vec![node],
            );
            return;
        }
        let flag_at = if new_format { 4 } else { 3 };
        if ops.len() == flag_at + 1 {
            let Some(flag) = self.tbaa_int(ops[flag_at]) else {
                push(
                    failures,
                    "Immutability tag on struct tag metadata must be a constant",
                    vec![node],
                );
                return;
            };
            if flag.value > 1 {
                push(
                    failures,
                    "Immutability part of the struct tag metadata must be either 0 or 1",
                    vec![node],
                );
                return;
            }
        }
        let (Some(mut base), Some(access)) = (base, access) else {
            let subjects = [Some(tag), base, access]
                .into_iter()
                .flatten()
                .map(ValueRef::Metadata)
                .collect();
            push(failures,
                "Malformed struct tag metadata: base and access-type should be non-null and point to Metadata nodes",
                subjects,
            );
            return;
        };
        if !new_format && !self.tbaa_scalar(access) {
            push(
                failures,
                "Access type node must be a valid scalar type",
                vec![node, ValueRef::Metadata(access)],
            );
            return;
        }
        let Some(mut offset) = self.tbaa_int(ops[2]) else {
            push(failures, "Offset must be constant integer", vec![node]);
            return;
        };
        let mut seen_access = false;
        let mut path: FastSet<MdId> = FastSet::default();
        while !self.tbaa_is_root(base) {
            if !path.insert(base) {
                push(failures, "Cycle detected in struct path", vec![node]);
                return;
            }
            let summary = self.tbaa_base(base, new_format, failures);
            if summary.invalid {
                return;
            }
            seen_access |= base == access;
            if (self.tbaa_scalar(base) || base == access) && offset.value != 0 {
                push(
                    failures,
                    "Offset not zero at the point of scalar access",
                    vec![node, ValueRef::Int(offset.signed())],
                );
                return;
            }
            if !(summary.width == offset.bits
                || (summary.width == 0 && offset.value == 0)
                || (new_format && summary.width == u32::MAX))
            {
                push(
                    failures,
                    "Access bit-width not the same as description bit-width",
                    vec![
                        node,
                        ValueRef::Int(summary.width as i128),
                        ValueRef::Int(offset.bits as i128),
                    ],
                );
                return;
            }
            if new_format && seen_access {
                break;
            }
            match self.tbaa_field(base, offset, new_format, failures) {
                Some((next, off)) => {
                    base = next;
                    offset = off;
                }
                None => break,
            }
        }
        if !seen_access {
            failures.push(Failure {
                message: "Did not see access type in access path!",
                subjects: vec![node],
                with_inst: true,
                again: true,
            });
        }
    }
}

/// A failure of the tag itself, shown after the instruction.
fn push(failures: &mut Vec<Failure>, message: &'static str, subjects: Vec<ValueRef>) {
    failures.push(Failure {
        message,
        subjects,
        with_inst: true,
        again: true,
    });
}
