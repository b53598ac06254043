//! LLVM's `ConvergenceVerifier` (`GenericConvergenceVerifierImpl.h`): the
//! rules of convergence control tokens, per call as the body is walked,
//! then, for a function that uses them, over its blocks in reverse post
//! order with its cycles (`GenericCycleInfo`).

use llconv_ir::analysis::{ControlFlowGraph, DominatorTree};
use llconv_ir::attributes::AttrKind;
use llconv_ir::diagnostic::ValueRef;
use llconv_ir::*;

use crate::function::direct_callee;
use crate::Verifier;

/// What a function's calls did so far.
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug)]
pub(crate) enum Kind {
    #[default]
    None,
    Controlled,
    Uncontrolled,
}

/// The per-function state of the walk.
#[derive(Default)]
pub(crate) struct ConvergenceState {
    pub(crate) kind: Kind,
    /// Whether a convergent call came before, in the block being walked.
    pub(crate) seen_conv_op: bool,
    /// Each call that uses a token, with the token's definition.
    tokens: llconv_ir::hash::FastMap<InstId, InstId>,
}

impl ConvergenceState {
    fn token_of(&self, user: InstId) -> Option<InstId> {
        self.tokens.get(&user).copied()
    }
}

/// The convergence control intrinsics.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum ConvOp {
    Entry,
    Anchor,
    Loop,
}

fn call_of(inst: &Inst) -> Option<&CallData> {
    match &inst.kind {
        InstKind::Call(c) | InstKind::Invoke { call: c, .. } | InstKind::CallBr { call: c, .. } => {
            Some(c)
        }
        _ => None,
    }
}

fn conv_op(m: &Module, body: &Body, i: InstId) -> Option<ConvOp> {
    let call = call_of(body.insts.get(i)?)?;
    let (_, g) = direct_callee(m, call.callee)?;
    match g.common.name.as_deref()? {
        b"llvm.experimental.convergence.entry" => Some(ConvOp::Entry),
        b"llvm.experimental.convergence.anchor" => Some(ConvOp::Anchor),
        b"llvm.experimental.convergence.loop" => Some(ConvOp::Loop),
        _ => None,
    }
}

/// `CallBase::isConvergent`: the call site's or the callee's attribute.
fn is_convergent(m: &Module, call: &CallData) -> bool {
    m.attrs.get(call.attrs.func).has(AttrKind::Convergent)
        || direct_callee(m, call.callee)
            .and_then(|(_, g)| g.as_func())
            .is_some_and(|f| m.attrs.get(f.attrs.func).has(AttrKind::Convergent))
}

/// `GenericCycleInfo`: the cycles of a function, found from a depth-first
/// walk, nested, each with its entries and its blocks in discovery order.
struct Cycles {
    cycles: Vec<Cycle>,
    /// Per block: the innermost cycle holding it.
    innermost: SecondaryMap<BlockId, Option<usize>>,
}

struct Cycle {
    entries: Vec<BlockId>,
    blocks: Vec<BlockId>,
    parent: Option<usize>,
    depth: u32,
}

impl Cycle {
    fn contains(&self, b: BlockId) -> bool {
        self.blocks.contains(&b)
    }
}

impl Cycles {
    fn compute(cfg: &ControlFlowGraph) -> Cycles {
        let n = cfg.num_blocks();
        // (start, end) of the walk; (0, 0) for blocks it never reached.
        let mut info: SecondaryMap<BlockId, (u32, u32)> = SecondaryMap::filled(n, (0, 0));
        let mut preorder = Vec::new();
        let mut counter = 0;
        let mut tree_stack: Vec<usize> = Vec::new();
        let mut stack = vec![BlockId::from_u32(0)];
        if n == 0 {
            stack.clear();
        }
        while let Some(&b) = stack.last() {
            if info[b].0 == 0 {
                tree_stack.push(stack.len());
                stack.extend_from_slice(cfg.succs(b));
                counter += 1;
                info[b].0 = counter;
                preorder.push(b);
            } else {
                if tree_stack.last() == Some(&stack.len()) {
                    info[b].1 = counter;
                    tree_stack.pop();
                }
                stack.pop();
            }
        }
        let ancestor = |a: BlockId, o: BlockId| {
            let (a, o) = (info[a], info[o]);
            a.0 <= o.0 && o.1 <= a.1
        };
        let mut cycles: Vec<Cycle> = Vec::new();
        let mut innermost: SecondaryMap<BlockId, Option<usize>> = SecondaryMap::filled(n, None);
        let mut top: SecondaryMap<BlockId, Option<usize>> = SecondaryMap::filled(n, None);
        let mut top_level: Vec<usize> = Vec::new();
        let mut work: Vec<BlockId> = Vec::new();
        for &header in preorder.iter().rev() {
            for &p in cfg.preds(header) {
                if ancestor(header, p) {
                    work.push(p);
                }
            }
            if work.is_empty() {
                continue;
            }
            let new = cycles.len();
            cycles.push(Cycle {
                entries: vec![header],
                blocks: vec![header],
                parent: None,
                depth: 0,
            });
            innermost[header].get_or_insert(new);
            let process_preds = |b: BlockId, work: &mut Vec<BlockId>, cycles: &mut Vec<Cycle>| {
                let mut is_entry = false;
                for &p in cfg.preds(b) {
                    if ancestor(header, p) {
                        work.push(p);
                    } else {
                        is_entry = true;
                    }
                }
                if is_entry {
                    cycles[new].entries.push(b);
                }
            };
            while let Some(b) = work.pop() {
                if b == header {
                    continue;
                }
                // `getTopLevelParentCycle`.
                let parent = top[b].or_else(|| {
                    let mut c = innermost[b]?;
                    while let Some(p) = cycles[c].parent {
                        c = p;
                    }
                    Some(c)
                });
                if let Some(c) = parent {
                    top[b] = Some(c);
                    if c != new {
                        // The child cycle moves under the new one.
                        top_level.retain(|&t| t != c);
                        cycles[c].parent = Some(new);
                        let child_blocks = cycles[c].blocks.clone();
                        for cb in child_blocks {
                            if !cycles[new].blocks.contains(&cb) {
                                cycles[new].blocks.push(cb);
                            }
                        }
                        for t in top.values_mut() {
                            if *t == Some(c) {
                                *t = Some(new);
                            }
                        }
                        let entries = cycles[c].entries.clone();
                        for e in entries {
                            process_preds(e, &mut work, &mut cycles);
                        }
                    }
                } else {
                    innermost[b].get_or_insert(new);
                    cycles[new].blocks.push(b);
                    process_preds(b, &mut work, &mut cycles);
                    top[b].get_or_insert(new);
                }
            }
            top_level.push(new);
        }
        // Depths: a cycle is one deeper than its parent. Parents are made
        // after their children, so walk from the last.
        for c in (0..cycles.len()).rev() {
            cycles[c].depth = cycles[c].parent.map_or(1, |p| cycles[p].depth + 1);
        }
        Cycles { cycles, innermost }
    }
}

/// `std::partition` as libstdc++ does it on a vector: the kept elements
/// first (their order not kept), returning how many.
fn partition<T: Copy>(v: &mut [T], keep: impl Fn(T) -> bool) -> usize {
    let (mut first, mut last) = (0usize, v.len());
    loop {
        loop {
            if first == last {
                return first;
            }
            if keep(v[first]) {
                first += 1;
            } else {
                break;
            }
        }
        last -= 1;
        loop {
            if first == last {
                return first;
            }
            if !keep(v[last]) {
                last -= 1;
            } else {
                break;
            }
        }
        v.swap(first, last);
        first += 1;
    }
}

impl<'m> Verifier<'m> {
    /// `GenericConvergenceVerifier::visit(I)`, for a call whose own checks
    /// passed.
    pub(crate) fn convergence_visit(
        &mut self,
        f: GlobalId,
        i: InstId,
        body: &Body,
        call: &CallData,
    ) {
        let m = self.m;
        let here = ValueRef::Inst(f, i);
        let op = conv_op(m, body, i);
        // `findAndCheckConvergenceTokenUsed`.
        let mut token_def = None;
        let bundles: Vec<&Bundle> = call
            .bundles
            .iter()
            .filter(|b| &*b.tag == b"convergencectrl")
            .collect();
        if bundles.len() > 1 {
            self.fail(
                "The 'convergencectrl' bundle can occur at most once on a call",
                &[here],
            );
        } else if let Some(b) = bundles.first() {
            let fn_ty = m.globals[f].common.value_ty;
            let is_token = b.inputs.len() == 1
                && m.operand_type(fn_ty, body, b.inputs[0])
                    .is_some_and(|t| matches!(m.types.get(t), Type::Token));
            if !is_token {
                self.fail(
                    "The 'convergencectrl' bundle requires exactly one token use.",
                    &[here],
                );
            } else {
                let def = match b.inputs[0] {
                    Operand::Inst(d) => Some(d),
                    _ => None,
                };
                if def.is_some_and(|d| conv_op(m, body, d).is_some()) {
                    token_def = def;
                    self.convergence.tokens.insert(i, def.unwrap());
                } else {
                    let subjects: Vec<ValueRef> = crate::function::operand_ref(f, b.inputs[0])
                        .into_iter()
                        .chain([here])
                        .collect();
                    self.fail(
                        "Convergence control tokens can only be produced by calls to the convergence control intrinsics.",
                        &subjects,
                    );
                }
            }
        }
        const NO_TOKEN: &str =
            "Entry or anchor intrinsic cannot have a convergencectrl token operand.";
        let seen = self.convergence.seen_conv_op;
        let ok = match op {
            Some(ConvOp::Entry) => {
                let convergent_fn = m.globals[f]
                    .as_func()
                    .is_some_and(|x| m.attrs.get(x.attrs.func).has(AttrKind::Convergent));
                self.check(
                    convergent_fn,
                    "Entry intrinsic can occur only in a convergent function.",
                    &[here],
                ) && self.check(
                    // Asked of the entry intrinsic only: a walk of the block.
                    body.blocks.first().is_some_and(|b| b.insts.contains(&i)),
                    "Entry intrinsic can occur only in the entry block.",
                    &[here],
                ) && self.check(
                    !seen,
                    "Entry intrinsic cannot be preceded by a convergent operation in the same basic block.",
                    &[here],
                ) && self.check(token_def.is_none(), NO_TOKEN, &[here])
            }
            Some(ConvOp::Anchor) => self.check(token_def.is_none(), NO_TOKEN, &[here]),
            Some(ConvOp::Loop) => {
                self.check(
                    token_def.is_some(),
                    "Loop intrinsic must have a convergencectrl token operand.",
                    &[here],
                ) && self.check(
                    !seen,
                    "Loop intrinsic cannot be preceded by a convergent operation in the same basic block.",
                    &[here],
                )
            }
            None => true,
        };
        if !ok {
            return;
        }
        let convergent = is_convergent(m, call);
        if convergent {
            self.convergence.seen_conv_op = true;
        }
        // LLVM 22 no longer asks that a call using a token be convergent.
        if token_def.is_some() || op.is_some() {
            if !self.check(
                self.convergence.kind != Kind::Uncontrolled,
                "Cannot mix controlled and uncontrolled convergence in the same function.",
                &[here],
            ) {
                return;
            }
            self.convergence.kind = Kind::Controlled;
        } else if convergent {
            if !self.check(
                self.convergence.kind != Kind::Controlled,
                "Cannot mix controlled and uncontrolled convergence in the same function.",
                &[here],
            ) {
                return;
            }
            self.convergence.kind = Kind::Uncontrolled;
        }
    }

    /// A block's name as LLVM's cycle printer writes it: the name, else
    /// its slot number.
    fn block_text(&mut self, f: GlobalId, b: BlockId) -> String {
        let m = self.m;
        let text = self
            .types
            .get_or_insert_with(|| llconv_text::EntityPrinter::new(m))
            .print(ValueRef::Block(f, b));
        let name = text.strip_prefix("label %").unwrap_or(&text);
        name.strip_prefix('"')
            .and_then(|s| s.strip_suffix('"'))
            .unwrap_or(name)
            .to_string()
    }

    fn cycle_text(&mut self, f: GlobalId, c: &Cycle) -> String {
        let entries: Vec<String> = c.entries.iter().map(|&e| self.block_text(f, e)).collect();
        let mut s = format!("depth={}: entries({})", c.depth, entries.join(" "));
        for &b in &c.blocks {
            if !c.entries.contains(&b) {
                s.push(' ');
                s.push_str(&self.block_text(f, b));
            }
        }
        s
    }

    /// `GenericConvergenceVerifier::verify(DT)`, for a function with
    /// controlled convergence.
    pub(crate) fn convergence_verify(&mut self, f: GlobalId, body: &Body, cfg: &ControlFlowGraph) {
        if self.convergence.kind != Kind::Controlled {
            return;
        }
        let m = self.m;
        let dt = DominatorTree::new(cfg);
        let ci = Cycles::compute(cfg);
        let mut hearts: Vec<(usize, InstId)> = Vec::new();
        let mut live_map: SecondaryMap<BlockId, Option<Vec<InstId>>> =
            SecondaryMap::filled(body.blocks.len(), None);
        let rpo: Vec<BlockId> = dt.order().reverse_post_order().collect();
        for &bb in &rpo {
            let mut live: Vec<InstId> = live_map[bb].take().unwrap_or_default();
            for &i in &body.blocks[bb].insts {
                if let Some(token) = self.convergence.token_of(i) {
                    self.check_token(f, body, cfg, &dt, &ci, &mut hearts, token, i, &mut live);
                }
                if conv_op(m, body, i).is_some() {
                    live.push(i);
                }
            }
            for &succ in cfg.succs(bb) {
                match &mut live_map[succ] {
                    slot @ None => {
                        let mut v = Vec::new();
                        for &t in &live {
                            let tb = cfg.inst_block(t).unwrap_or(BlockId::from_u32(0));
                            if !dt.dominates(tb, succ) {
                                break;
                            }
                            v.push(t);
                        }
                        *slot = Some(v);
                    }
                    Some(v) => {
                        let keep = partition(v, |t| live.contains(&t));
                        v.truncate(keep);
                    }
                }
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn check_token(
        &mut self,
        f: GlobalId,
        body: &Body,
        cfg: &ControlFlowGraph,
        dt: &DominatorTree,
        ci: &Cycles,
        hearts: &mut Vec<(usize, InstId)>,
        token: InstId,
        user: InstId,
        live: &mut Vec<InstId>,
    ) {
        let m = self.m;
        let pair = [ValueRef::Inst(f, token), ValueRef::Inst(f, user)];
        let (Some(def_bb), Some(bb)) = (cfg.inst_block(token), cfg.inst_block(user)) else {
            return;
        };
        if !self.check(
            dt.dominates(def_bb, bb),
            "Convergence control token must dominate all its uses.",
            &pair,
        ) || !self.check(
            live.contains(&token),
            "Convergence region is not well-nested.",
            &pair,
        ) {
            return;
        }
        while live.last() != Some(&token) {
            live.pop();
        }
        let Some(mut cycle) = ci.innermost[bb] else {
            return;
        };
        if def_bb == bb || ci.cycles[cycle].contains(def_bb) {
            return;
        }
        let here = ValueRef::Inst(f, user);
        if conv_op(m, body, user) != Some(ConvOp::Loop) {
            let text = self.cycle_text(f, &ci.cycles[cycle]);
            self.fail_with_text(
                "Convergence token used by an instruction other than llvm.experimental.convergence.loop in a cycle that does not contain the token's definition.",
                &[here],
                text,
            );
            return;
        }
        while let Some(p) = ci.cycles[cycle].parent {
            if ci.cycles[p].contains(def_bb) {
                break;
            }
            cycle = p;
        }
        let c = &ci.cycles[cycle];
        if !(c.entries.len() == 1 && c.entries[0] == bb) {
            let text = self.cycle_text(f, c);
            self.fail_with_text(
                "Cycle heart must dominate all blocks in the cycle.",
                &[here, ValueRef::Block(f, bb)],
                text,
            );
            return;
        }
        if let Some(&(_, other)) = hearts.iter().find(|(c2, _)| *c2 == cycle) {
            let text = self.cycle_text(f, c);
            self.fail_with_text(
                "Two static convergence token uses in a cycle that does not contain either token's definition.",
                &[here, ValueRef::Inst(f, other)],
                text,
            );
            return;
        }
        hearts.push((cycle, user));
    }
}
