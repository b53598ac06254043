//! The exception-handling instructions: `visitLandingPadInst`,
//! `visitCatchPadInst`, `visitCleanupPadInst`, `visitCatchSwitchInst`,
//! `visitCleanupReturnInst`, `visitCatchReturnInst`, `visitResumeInst`
//! and what they share, `visitEHPadPredecessors`; `visitFuncletPadInst`
//! (where the edges out of a funclet unwind) and
//! `verifySiblingFuncletUnwinds`.

use llconv_ir::analysis::ControlFlowGraph;
use llconv_ir::diagnostic::ValueRef;
use llconv_ir::*;

use crate::function::operand_ref;
use crate::Verifier;

/// The first instruction of block `b` that is not a phi.
pub(crate) fn first_non_phi(body: &Body, b: BlockId) -> Option<InstId> {
    body.blocks.get(b)?.insts.iter().copied().find(|&x| {
        !matches!(
            body.insts.get(x).map(|i| &i.kind),
            Some(InstKind::Phi { .. })
        )
    })
}

fn kind(body: &Body, i: InstId) -> Option<&InstKind> {
    body.insts.get(i).map(|x| &x.kind)
}

fn is_eh_pad(k: Option<&InstKind>) -> bool {
    matches!(
        k,
        Some(
            InstKind::LandingPad { .. }
                | InstKind::CatchPad { .. }
                | InstKind::CleanupPad { .. }
                | InstKind::CatchSwitch { .. }
        )
    )
}

/// `BasicBlock::isEHPad`: its first non-phi instruction is an EH pad.
pub(crate) fn block_is_eh_pad(body: &Body, b: BlockId) -> bool {
    first_non_phi(body, b).is_some_and(|x| is_eh_pad(kind(body, x)))
}

/// `getParentPad` of a funclet pad or catchswitch operand; `None` for
/// anything else.
fn parent_pad(body: &Body, pad: Operand) -> Option<Operand> {
    let Operand::Inst(p) = pad else { return None };
    match kind(body, p)? {
        InstKind::CatchPad { parent, .. }
        | InstKind::CleanupPad { parent, .. }
        | InstKind::CatchSwitch { parent, .. } => Some(*parent),
        _ => None,
    }
}

impl<'m> Verifier<'m> {
    fn is_none_token(&self, op: Operand) -> bool {
        matches!(op, Operand::Const(c) if matches!(self.m.consts.get(c).kind, ConstKind::None))
    }

    fn is_funclet_pad(body: &Body, op: Operand) -> bool {
        matches!(op, Operand::Inst(p) if matches!(kind(body, p),
            Some(InstKind::CatchPad { .. } | InstKind::CleanupPad { .. })))
    }

    /// The EH instructions' own rules; false when one failed (the visit
    /// stops there, as LLVM's `Check` does).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn eh_inst(
        &mut self,
        f: GlobalId,
        body: &Body,
        cfg: &ControlFlowGraph,
        i: InstId,
        inst: &Inst,
        has_personality: bool,
    ) -> bool {
        let m = self.m;
        let here = ValueRef::Inst(f, i);
        let h = [here];
        let block = cfg.inst_block(i).unwrap_or(BlockId::from_u32(0));
        let first = first_non_phi(body, block) == Some(i);
        match &inst.kind {
            InstKind::LandingPad { cleanup, clauses } => {
                if !self.check(
                    *cleanup || !clauses.is_empty(),
                    "LandingPadInst needs at least one clause or to be a cleanup.",
                    &h,
                ) {
                    return false;
                }
                self.eh_pad_predecessors(f, body, cfg, i, block);
                match self.landing_pad_ty {
                    None => self.landing_pad_ty = Some(inst.ty),
                    Some(t) => {
                        if !self.check(
                            t == inst.ty,
                            "The landingpad instruction should have a consistent result type inside a function.",
                            &h,
                        ) {
                            return false;
                        }
                    }
                }
                if !self.check(
                    has_personality,
                    "LandingPadInst needs to be in a function with a personality.",
                    &h,
                ) || !self.check(
                    first,
                    "LandingPadInst not the first non-PHI instruction in the block.",
                    &h,
                ) {
                    return false;
                }
                for (k, v) in clauses {
                    let ty = m.operand_type(m.globals[f].common.value_ty, body, *v);
                    let ok = match k {
                        ClauseKind::Catch => ty.is_some_and(|t| m.types.is_ptr(t)),
                        ClauseKind::Filter => matches!(v, Operand::Const(c)
                            if matches!(m.consts.get(*c).kind, ConstKind::Array(_) | ConstKind::Zero | ConstKind::Data(_))),
                    };
                    let message = match k {
                        ClauseKind::Catch => "Catch operand does not have pointer type!",
                        ClauseKind::Filter => "Filter operand is not an array of constants!",
                    };
                    if !self.check(ok, message, &h) {
                        return false;
                    }
                }
                true
            }
            InstKind::Resume(v) => {
                if !self.check(
                    has_personality,
                    "ResumeInst needs to be in a function with a personality.",
                    &h,
                ) {
                    return false;
                }
                let ty = m.operand_type(m.globals[f].common.value_ty, body, *v);
                if let Some(ty) = ty {
                    match self.landing_pad_ty {
                        None => self.landing_pad_ty = Some(ty),
                        Some(t) => {
                            return self.check(
                                t == ty,
                                "The resume instruction should have a consistent result type inside a function.",
                                &h,
                            );
                        }
                    }
                }
                true
            }
            InstKind::CatchPad { parent, .. } => {
                let in_switch = matches!(parent, Operand::Inst(p)
                    if matches!(kind(body, *p), Some(InstKind::CatchSwitch { .. })));
                if !self.check(
                    has_personality,
                    "CatchPadInst needs to be in a function with a personality.",
                    &h,
                ) {
                    return false;
                }
                if !in_switch {
                    let subjects: Vec<ValueRef> = operand_ref(f, *parent).into_iter().collect();
                    self.fail(
                        "CatchPadInst needs to be directly nested in a CatchSwitchInst.",
                        &subjects,
                    );
                    return false;
                }
                if !self.check(
                    first,
                    "CatchPadInst not the first non-PHI instruction in the block.",
                    &h,
                ) {
                    return false;
                }
                self.eh_pad_predecessors(f, body, cfg, i, block);
                self.funclet_pad(f, body, i)
            }
            InstKind::CleanupPad { parent, .. } => {
                if !self.check(
                    has_personality,
                    "CleanupPadInst needs to be in a function with a personality.",
                    &h,
                ) || !self.check(
                    first,
                    "CleanupPadInst not the first non-PHI instruction in the block.",
                    &h,
                ) || !self.check(
                    self.is_none_token(*parent) || Self::is_funclet_pad(body, *parent),
                    "CleanupPadInst has an invalid parent.",
                    &h,
                ) {
                    return false;
                }
                self.eh_pad_predecessors(f, body, cfg, i, block);
                self.funclet_pad(f, body, i)
            }
            InstKind::CatchSwitch {
                parent,
                handlers,
                unwind,
            } => {
                if !self.check(
                    has_personality,
                    "CatchSwitchInst needs to be in a function with a personality.",
                    &h,
                ) || !self.check(
                    first,
                    "CatchSwitchInst not the first non-PHI instruction in the block.",
                    &h,
                ) {
                    return false;
                }
                if !(self.is_none_token(*parent) || Self::is_funclet_pad(body, *parent)) {
                    let subjects: Vec<ValueRef> = operand_ref(f, *parent).into_iter().collect();
                    self.fail("CatchSwitchInst has an invalid parent.", &subjects);
                    return false;
                }
                if let Some(u) = unwind {
                    let k = first_non_phi(body, *u).and_then(|x| kind(body, x));
                    if !self.check(
                        is_eh_pad(k) && !matches!(k, Some(InstKind::LandingPad { .. })),
                        "CatchSwitchInst must unwind to an EH block which is not a landingpad.",
                        &h,
                    ) {
                        return false;
                    }
                }
                if !self.check(
                    !handlers.is_empty(),
                    "CatchSwitchInst cannot have empty handler list",
                    &h,
                ) {
                    return false;
                }
                for &handler in handlers {
                    let k = first_non_phi(body, handler).and_then(|x| kind(body, x));
                    if !self.check(
                        matches!(k, Some(InstKind::CatchPad { .. })),
                        "CatchSwitchInst handlers must be catchpads",
                        &[here, ValueRef::Block(f, handler)],
                    ) {
                        return false;
                    }
                }
                self.eh_pad_predecessors(f, body, cfg, i, block);
                true
            }
            InstKind::CleanupRet { pad, unwind } => {
                let is_pad = matches!(pad, Operand::Inst(p)
                    if matches!(kind(body, *p), Some(InstKind::CleanupPad { .. })));
                let subjects: Vec<ValueRef> =
                    std::iter::once(here).chain(operand_ref(f, *pad)).collect();
                if !self.check(
                    is_pad,
                    "CleanupReturnInst needs to be provided a CleanupPad",
                    &subjects,
                ) {
                    return false;
                }
                if let Some(u) = unwind {
                    let k = first_non_phi(body, *u).and_then(|x| kind(body, x));
                    return self.check(
                        is_eh_pad(k) && !matches!(k, Some(InstKind::LandingPad { .. })),
                        "CleanupReturnInst must unwind to an EH block which is not a landingpad.",
                        &h,
                    );
                }
                true
            }
            InstKind::CatchRet { pad, .. } => {
                let is_pad = matches!(pad, Operand::Inst(p)
                    if matches!(kind(body, *p), Some(InstKind::CatchPad { .. })));
                let subjects: Vec<ValueRef> =
                    std::iter::once(here).chain(operand_ref(f, *pad)).collect();
                self.check(
                    is_pad,
                    "CatchReturnInst needs to be provided a CatchPad",
                    &subjects,
                )
            }
            _ => true,
        }
    }

    /// `visitEHPadPredecessors`: how the pad's block may be entered. Its
    /// failures end this walk only.
    fn eh_pad_predecessors(
        &mut self,
        f: GlobalId,
        body: &Body,
        cfg: &ControlFlowGraph,
        pad: InstId,
        block: BlockId,
    ) {
        let m = self.m;
        let here = ValueRef::Inst(f, pad);
        if !self.check(
            block != BlockId::from_u32(0),
            "EH pad cannot be in entry block.",
            &[here],
        ) {
            return;
        }
        let term_of = |b: BlockId| cfg.terminator(b);
        match kind(body, pad) {
            Some(InstKind::LandingPad { .. }) => {
                for &pred in cfg.preds(block) {
                    let ok = term_of(pred).is_some_and(|t| {
                        matches!(kind(body, t), Some(InstKind::Invoke { normal, unwind, .. })
                            if *unwind == block && *normal != block)
                    });
                    if !self.check(
                        ok,
                        "Block containing LandingPadInst must be jumped to only by the unwind edge of an invoke.",
                        &[here],
                    ) {
                        return;
                    }
                }
                return;
            }
            Some(InstKind::CatchPad { parent, .. }) => {
                let switch_block = match parent {
                    Operand::Inst(s) => cfg.inst_block(*s),
                    _ => None,
                };
                let preds = cfg.preds(block);
                if !preds.is_empty() {
                    let unique = preds.iter().all(|&p| p == preds[0]);
                    if !self.check(
                        unique && Some(preds[0]) == switch_block,
                        "Block containg CatchPadInst must be jumped to only by its catchswitch.",
                        &[here],
                    ) {
                        return;
                    }
                }
                let switch_unwind = match parent {
                    Operand::Inst(s) => match kind(body, *s) {
                        Some(InstKind::CatchSwitch { unwind, .. }) => *unwind,
                        _ => None,
                    },
                    _ => None,
                };
                if switch_unwind == Some(block) {
                    let subjects: Vec<ValueRef> =
                        operand_ref(f, *parent).into_iter().chain([here]).collect();
                    self.fail(
                        "Catchswitch cannot unwind to one of its catchpads",
                        &subjects,
                    );
                }
                return;
            }
            _ => {}
        }
        // Cleanup pads and catchswitches: every edge in leaves zero or more
        // nested pads and enters this one. Pads are operands, `None` the
        // none token (the function itself).
        let norm = |op: Operand| {
            let none =
                matches!(op, Operand::Const(c) if matches!(m.consts.get(c).kind, ConstKind::None));
            (!none).then_some(op)
        };
        let to_pad = Some(Operand::Inst(pad));
        let to_parent = parent_pad(body, Operand::Inst(pad)).and_then(norm);
        for &pred in cfg.preds(block) {
            let Some(t) = term_of(pred) else { continue };
            let ti = ValueRef::Inst(f, t);
            let mut from: Option<Operand> = match kind(body, t) {
                Some(InstKind::Invoke {
                    normal,
                    unwind,
                    call,
                }) => {
                    if !self.check(
                        *unwind == block && *normal != block,
                        "EH pad must be jumped to via an unwind edge",
                        &[here, ti],
                    ) {
                        return;
                    }
                    // An intrinsic that cannot throw and stays inline.
                    let callee =
                        crate::function::direct_callee(m, call.callee).and_then(|(_, g)| {
                            let name = g.common.name.as_deref()?;
                            let func = g.as_func()?;
                            Some((name, func))
                        });
                    if let Some((name, func)) = callee {
                        let nounwind = |s| {
                            m.attrs
                                .get(s)
                                .has(llconv_ir::attributes::AttrKind::NoUnwind)
                        };
                        if name.starts_with(b"llvm.")
                            && (nounwind(call.attrs.func) || nounwind(func.attrs.func))
                            && !name.starts_with(b"llvm.objc.")
                        {
                            continue;
                        }
                    }
                    call.bundles
                        .iter()
                        .find(|b| &*b.tag == b"funclet")
                        .and_then(|b| b.inputs.first().copied())
                        .and_then(norm)
                }
                Some(InstKind::CleanupRet { pad: from, .. }) => {
                    let from = norm(*from);
                    if !self.check(
                        from != to_parent,
                        "A cleanupret must exit its cleanup",
                        &[ti],
                    ) {
                        return;
                    }
                    from
                }
                Some(InstKind::CatchSwitch { .. }) => Some(Operand::Inst(t)),
                _ => {
                    self.fail("EH pad must be jumped to via an unwind edge", &[here, ti]);
                    return;
                }
            };
            let mut seen: Vec<Operand> = Vec::new();
            loop {
                if from == to_pad {
                    let subjects: Vec<ValueRef> = from
                        .and_then(|x| operand_ref(f, x))
                        .into_iter()
                        .chain([ti])
                        .collect();
                    self.fail(
                        "EH pad cannot handle exceptions raised within it",
                        &subjects,
                    );
                    return;
                }
                if from == to_parent {
                    break;
                }
                let Some(op) = from else {
                    self.fail("A single unwind edge may only enter one EH pad", &[ti]);
                    return;
                };
                if seen.contains(&op) {
                    let subjects: Vec<ValueRef> = operand_ref(f, op).into_iter().collect();
                    self.fail("EH pad jumps through a cycle of pads", &subjects);
                    return;
                }
                seen.push(op);
                let Some(next) = parent_pad(body, op) else {
                    self.fail("Parent pad must be catchpad/cleanuppad/catchswitch", &[ti]);
                    return;
                };
                from = norm(next);
            }
        }
    }
}

/// A pad as a value: an EH pad instruction, or `None` for `token none`
/// (the caller).
type Pad = Option<InstId>;

fn pad_of(op: Operand) -> Pad {
    match op {
        Operand::Inst(p) => Some(p),
        _ => None,
    }
}

/// `getParentPad` as a [`Pad`].
fn parent_of(body: &Body, pad: Pad) -> Pad {
    pad.and_then(|p| parent_pad(body, Operand::Inst(p)).and_then(pad_of))
}

/// The EH pad an unwind edge to `dest` enters, if its block begins with one.
fn unwind_pad(body: &Body, dest: BlockId) -> Option<InstId> {
    first_non_phi(body, dest).filter(|&x| is_eh_pad(kind(body, x)))
}

/// The instructions that use `pad`'s token, newest first, as LLVM's use
/// list holds them for a module read from text.
fn pad_users(body: &Body, pad: InstId) -> Vec<InstId> {
    let mut users = Vec::new();
    for b in body.blocks.values() {
        for &u in &b.insts {
            let mut uses = false;
            body.inst(u)
                .kind
                .for_each_value_operand(|op| uses |= op == Operand::Inst(pad));
            if uses {
                users.push(u);
            }
        }
    }
    users.reverse();
    users
}

/// `getSuccPad`: where a terminator that leaves a funclet unwinds to.
fn succ_pad(body: &Body, terminator: InstId) -> Pad {
    let dest = match kind(body, terminator)? {
        InstKind::Invoke { unwind, .. } => Some(*unwind),
        InstKind::CatchSwitch { unwind, .. } | InstKind::CleanupRet { unwind, .. } => *unwind,
        _ => None,
    };
    dest.and_then(|d| first_non_phi(body, d))
}

impl Verifier<'_> {
    /// `visitFuncletPadInst`: every edge out of funclet pad `fpi` (through
    /// its users, and those of the cleanup pads nested in it) unwinds to
    /// the same place, which for a catch pad is its catchswitch's; only
    /// the instructions that may use a pad use one. False when a rule
    /// failed.
    fn funclet_pad(&mut self, f: GlobalId, body: &Body, fpi: InstId) -> bool {
        let here = ValueRef::Inst(f, fpi);
        let mut first: Option<(InstId, Pad)> = None;
        let mut worklist = vec![fpi];
        let mut seen = llconv_ir::hash::FastSet::default();
        while let Some(current) = worklist.pop() {
            if !self.check(
                seen.insert(current),
                "FuncletPadInst must not be nested within itself",
                &[ValueRef::Inst(f, current)],
            ) {
                return false;
            }
            let mut unresolved: Option<Pad> = None;
            for u in pad_users(body, current) {
                let dest = match kind(body, u) {
                    Some(InstKind::CleanupRet { unwind, .. }) => *unwind,
                    Some(InstKind::CatchSwitch { unwind, .. }) => match unwind {
                        // A catchswitch unwinding to the caller may sit in
                        // a pad that unwinds elsewhere.
                        None => continue,
                        Some(d) => Some(*d),
                    },
                    Some(InstKind::Invoke { unwind, .. }) => Some(*unwind),
                    Some(InstKind::Call(_)) => continue,
                    Some(InstKind::CleanupPad { .. }) => {
                        worklist.push(u);
                        continue;
                    }
                    Some(InstKind::CatchRet { .. }) => continue,
                    _ => {
                        self.fail("Bogus funclet pad use", &[ValueRef::Inst(f, u)]);
                        return false;
                    }
                };
                let (unwind_to, exits) = match dest {
                    Some(d) => {
                        let Some(pad) = unwind_pad(body, d) else {
                            continue;
                        };
                        let unwind_parent = parent_of(body, Some(pad));
                        // Edges that stay inside the current pad.
                        if unwind_parent == Some(current) {
                            continue;
                        }
                        let mut exited = Some(current);
                        let mut exits = false;
                        // Bounded: parents may form a cycle in a module
                        // whose dominance check has not run yet.
                        for _ in 0..=body.insts.len() {
                            if exited == Some(fpi) {
                                exits = true;
                                unresolved = Some(Some(fpi));
                                break;
                            }
                            let parent = parent_of(body, exited);
                            if parent == unwind_parent {
                                unresolved = Some(parent);
                                break;
                            }
                            exited = parent;
                            if exited.is_none() {
                                break;
                            }
                        }
                        (Some(pad), exits)
                    }
                    // Unwinding to the caller leaves every pad.
                    None => {
                        unresolved = Some(Some(fpi));
                        (None, true)
                    }
                };
                if exits {
                    match first {
                        Some((first_user, first_pad)) => {
                            if !self.check(
                                unwind_to == first_pad,
                                "Unwind edges out of a funclet pad must have the same unwind dest",
                                &[here, ValueRef::Inst(f, u), ValueRef::Inst(f, first_user)],
                            ) {
                                return false;
                            }
                        }
                        None => {
                            first = Some((u, unwind_to));
                            let cleanup =
                                matches!(kind(body, fpi), Some(InstKind::CleanupPad { .. }));
                            if cleanup
                                && unwind_to.is_some()
                                && parent_of(body, unwind_to) == parent_of(body, Some(fpi))
                            {
                                self.sibling_funclets.push((fpi, u));
                            }
                        }
                    }
                }
                // All of `fpi`'s users; a nested pad's until its edge out.
                if current != fpi {
                    break;
                }
            }
            let Some(unresolved) = unresolved else {
                continue;
            };
            if Some(current) == unresolved {
                continue;
            }
            // Pads on the worklist whose way out is now known go.
            let mut resolved = Some(current);
            while let Some(&uncle) = worklist.last() {
                let ancestor = parent_of(body, Some(uncle));
                let mut steps = 0..=body.insts.len();
                while resolved != ancestor && steps.next().is_some() {
                    let parent = parent_of(body, resolved);
                    if parent == unresolved {
                        break;
                    }
                    resolved = parent;
                    if resolved.is_none() {
                        break;
                    }
                }
                if resolved != ancestor {
                    break;
                }
                worklist.pop();
            }
        }
        if let Some((first_user, first_pad)) = first {
            if let Some(Operand::Inst(switch)) = parent_pad(body, Operand::Inst(fpi)) {
                if let Some(InstKind::CatchSwitch { unwind, .. }) = kind(body, switch) {
                    let switch_pad = unwind.and_then(|d| first_non_phi(body, d));
                    return self.check(
                        switch_pad == first_pad,
                        "Unwind edges out of a catch must have the same unwind dest as the parent catchswitch",
                        &[here, ValueRef::Inst(f, first_user), ValueRef::Inst(f, switch)],
                    );
                }
            }
        }
        true
    }

    /// `verifySiblingFuncletUnwinds`: cleanup pads that unwind to their
    /// siblings may not form a cycle.
    pub(crate) fn sibling_funclet_unwinds(&mut self, f: GlobalId, body: &Body) {
        let info = std::mem::take(&mut self.sibling_funclets);
        let next = |pad: InstId| info.iter().find(|&&(p, _)| p == pad).map(|&(_, t)| t);
        let mut visited = llconv_ir::hash::FastSet::default();
        for &(start, terminator) in &info {
            if visited.contains(&start) {
                continue;
            }
            let mut active = vec![start];
            let mut terminator = terminator;
            while let Some(succ) = succ_pad(body, terminator) {
                if active.contains(&succ) {
                    let mut cycle = Vec::new();
                    let mut pad = succ;
                    for _ in 0..=info.len() {
                        cycle.push(ValueRef::Inst(f, pad));
                        let Some(t) = next(pad) else { break };
                        if t != pad {
                            cycle.push(ValueRef::Inst(f, t));
                        }
                        match succ_pad(body, t) {
                            Some(p) if p != succ => pad = p,
                            _ => break,
                        }
                    }
                    self.fail("EH pads can't handle each other's exceptions", &cycle);
                    return;
                }
                if !visited.insert(succ) {
                    break;
                }
                let Some(t) = next(succ) else {
                    break;
                };
                terminator = t;
                active.push(succ);
            }
        }
    }
}
