//! The debug-info upgrades LLVM applies to every module it reads, text or
//! bitcode: calls to the `llvm.dbg.*` intrinsics become debug records (and
//! their declarations go), and a module whose `"Debug Info Version"` flag is
//! not 3, or whose debug info the verifier finds broken, loses all of it
//! (`UpgradeDebugInfo`, `StripDebugInfo`).
//!
//! The text parser runs these on its provisional globals before they get
//! their final ids; the bitcode reader runs [`upgrade_module`] on the
//! finished module. Both share the per-body work here.

use crate::hash::FastMap as HashMap;

use crate::constants::ConstKind;
use crate::dbgrecord::{DbgAssign, DbgRecord, DbgVariableKind};
use crate::debuginfo::DiNode;
use crate::dwarf;
use crate::instructions::{Inst, InstKind, Operand};
use crate::metadata::{MdId, MdKindId, Metadata};
use crate::module::{Body, Global, GlobalId, GlobalKind, Module};
use crate::threads::Threads;

/// Which `llvm.dbg.*` intrinsic a function is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DbgIntrinsic {
    /// `llvm.dbg.value`
    Value,
    /// `llvm.dbg.declare`
    Declare,
    /// `llvm.dbg.assign`
    Assign,
    /// `llvm.dbg.label`
    Label,
    /// `llvm.dbg.addr`
    Addr,
}

/// The intrinsic a function name (without `@`) names, if any.
pub fn dbg_intrinsic(name: &[u8]) -> Option<DbgIntrinsic> {
    Some(match name {
        b"llvm.dbg.value" => DbgIntrinsic::Value,
        b"llvm.dbg.declare" => DbgIntrinsic::Declare,
        b"llvm.dbg.assign" => DbgIntrinsic::Assign,
        b"llvm.dbg.label" => DbgIntrinsic::Label,
        b"llvm.dbg.addr" => DbgIntrinsic::Addr,
        _ => return None,
    })
}

/// The intrinsic a declared (bodiless) function is.
pub fn dbg_intrinsic_of(g: &Global) -> Option<DbgIntrinsic> {
    match &g.kind {
        GlobalKind::Func(f) if f.body.is_none() => dbg_intrinsic(g.common.name.as_deref()?),
        _ => None,
    }
}

/// What becomes of one `llvm.dbg.*` call.
enum Upgraded {
    Record(DbgRecord),
    /// Dropped without a replacement (old `dbg.value` with an offset).
    Drop,
    /// Left as it is.
    Keep,
}

/// The callee of a direct call, as a global id.
fn direct_callee(m: &Module, inst: &Inst) -> Option<GlobalId> {
    match &inst.kind {
        InstKind::Call(c) => match c.callee {
            Operand::Const(k) => match m.consts.get(k).kind {
                ConstKind::Global(g) => Some(g),
                _ => None,
            },
            _ => None,
        },
        _ => None,
    }
}

/// Turns the calls in `body` to the intrinsics `kinds` names (indexed by
/// the global ids the module's constants use) into debug records on the
/// next instruction. A call that cannot become a record stays, and its
/// callee is marked in `kept`.
pub fn convert_dbg_calls(
    m: &mut Module,
    body: &mut Body,
    kinds: &[Option<DbgIntrinsic>],
    kept: &mut [bool],
) {
    for bi in body.blocks.keys() {
        let insts = std::mem::take(&mut body.blocks[bi].insts);
        let mut out = Vec::with_capacity(insts.len());
        let mut pending: Vec<DbgRecord> = Vec::new();
        for id in insts {
            let inst = &body.insts[id];
            let which = direct_callee(m, inst)
                .and_then(|g| Some((kinds.get(g.index()).copied().flatten()?, g)));
            if let Some((which, g)) = which {
                match upgrade_call(m, inst, which) {
                    Upgraded::Record(r) => {
                        pending.push(r);
                        continue;
                    }
                    Upgraded::Drop => continue,
                    Upgraded::Keep => kept[g.index()] = true,
                }
            }
            if !pending.is_empty() {
                let recs = &mut body.insts[id].dbg_records;
                pending.append(recs.as_mut_vec());
                *recs = std::mem::take(&mut pending).into();
            }
            out.push(id);
        }
        body.blocks[bi].insts = out;
    }
}

/// Whether LLVM's bitcode reader runs the whole verifier on `m`: its
/// `UpgradeDebugInfo` does when the module's debug info version is the
/// current one (3), and stops with "Broken module found, compilation
/// aborted!" if the module breaks a rule. `llvm-dis-22` runs no other
/// check, so a module without current debug info prints as read.
pub fn reader_runs_verifier(m: &Module) -> bool {
    debug_info_version(m) == 3
}

/// The value of the `"Debug Info Version"` module flag (0 if none).
pub fn debug_info_version(m: &Module) -> u64 {
    let md = &m.metadata;
    let Some(flags) = m
        .named_metadata
        .iter()
        .find(|n| &n.name[..] == b"llvm.module.flags")
    else {
        return 0;
    };
    for &op in &flags.ops {
        let ops = md.get(op).node_operands();
        if !matches!(md.get(op), Metadata::Tuple { .. }) || ops.len() < 3 {
            continue;
        }
        let is_key = ops[1].is_some_and(
            |k| matches!(md.get(k), Metadata::String(s) if &s[..] == b"Debug Info Version"),
        );
        if !is_key {
            continue;
        }
        return match ops[2].map(|v| md.get(v)) {
            Some(Metadata::Value(c)) => match &m.consts.get(*c).kind {
                ConstKind::Int(v) => v.low_u64(),
                _ => 0,
            },
            _ => 0,
        };
    }
    0
}

/// Whether `UpgradeDebugInfo` strips the module's debug info: the version
/// flag is not 3, or (with `verify`) the verifier's debug-info checks find
/// a problem ("ignoring invalid debug info"). Without `verify` the caller
/// checks later ([`work_beside_debug_info_check_reporting`]).
pub fn must_strip_debug_info(m: &Module, globals: &[Option<&Global>], verify: bool) -> bool {
    debug_info_version(m) != 3 || verify && !debug_info_verifies(m, globals)
}

/// How the module a reader hands to `work` stands with LLVM's check of its
/// debug info ([`work_beside_debug_info_check_reporting`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DebugInfoCheck {
    /// The check runs beside `work` (or ran before it), and `work`'s
    /// result is kept only if it finds nothing: a verifier in `work` may
    /// leave the debug-info rules out (they would find nothing either).
    Beside,
    /// The module was read the ordinary way: broken debug info was
    /// stripped, and what is left has not been checked.
    Done,
}

/// A reader's module with `work` done on it and LLVM's check of its debug
/// info (the costly half, [`debug_info_verifies`]) made, on another
/// thread beside `work` when `threads` gives the module one
/// ([`crate::threads`]), else first. `unchecked` reads the module leaving
/// that check out; when the check then fails (a correct module never
/// does), `on_broken` is called with that module (to report the problems
/// as LLVM does before it strips them), `checked` reads it the ordinary
/// way and `work` runs again, so the result is always what
/// `work(&checked()?)` gives.
pub fn work_beside_debug_info_check_reporting<T: Send, E>(
    threads: Threads,
    unchecked: impl FnOnce() -> Result<Module, E>,
    checked: impl FnOnce() -> Result<Module, E>,
    work: impl Fn(&Module, DebugInfoCheck) -> T + Sync,
    on_broken: impl FnOnce(&Module),
) -> Result<(Module, T), E> {
    let m = unchecked()?;
    if debug_info_version(&m) != 3 {
        // Nothing to check: debug info without a valid version was
        // stripped while reading.
        let out = work(&m, DebugInfoCheck::Done);
        return Ok((m, out));
    }
    let verifies = |m: &Module| {
        let globals: Vec<Option<&Global>> = m.globals.values().map(Some).collect();
        debug_info_verifies(m, &globals)
    };
    let insts = crate::threads::instruction_count(&m);
    let beside = threads.second_thread(insts, 0, crate::threads::AUTO_FROM_INSTS);
    // `work`'s result, kept only if the check found nothing.
    let kept = if beside {
        std::thread::scope(|s| {
            let check = crate::threads::spawn_worker(s, "llconv-check", || verifies(&m));
            let out = work(&m, DebugInfoCheck::Beside);
            // A panic in the check is a bug; the ordinary path is taken then.
            let verified = match check {
                Ok(check) => check.join().unwrap_or(false),
                Err(_) => verifies(&m),
            };
            verified.then_some(out)
        })
    } else if verifies(&m) {
        Some(work(&m, DebugInfoCheck::Beside))
    } else {
        None
    };
    if let Some(out) = kept {
        return Ok((m, out));
    }
    on_broken(&m);
    let m = checked()?;
    let out = work(&m, DebugInfoCheck::Done);
    Ok((m, out))
}

/// The costly half of [`must_strip_debug_info`]: whether the verifier finds
/// nothing wrong in the debug info.
pub fn debug_info_verifies(m: &Module, globals: &[Option<&Global>]) -> bool {
    crate::verify_debuginfo::debug_info_problems_in(m, globals).is_empty()
}

/// `StripDebugInfo` over `globals` (which may live outside `m`, as the text
/// parser's do): `llvm.dbg.*` named metadata, `!dbg` attachments, debug
/// records, `!DIAssignID` and `!heapallocsite` attachments, debug locations
/// in loop metadata, and calls to the functions `dbg_fn` marks (indexed by
/// the global ids the constants use). Whether anything went (LLVM warns of
/// an invalid version only then).
pub fn strip_debug_info<'g>(
    m: &mut Module,
    globals: impl Iterator<Item = &'g mut Global>,
    dbg_fn: &[bool],
) -> bool {
    let named = m.named_metadata.len();
    m.named_metadata
        .retain(|n| !n.name.starts_with(b"llvm.dbg.") && &n.name[..] != b"llvm.gcov");
    let mut changed = m.named_metadata.len() != named;
    let kind_of = |name: &[u8]| {
        m.metadata
            .kinds
            .iter()
            .find(|(_, k)| &k[..] == name)
            .map(|(id, _)| id)
    };
    let assign_id = kind_of(b"DIAssignID");
    let heapallocsite = kind_of(b"heapallocsite");
    let mut loop_ids: HashMap<MdId, Option<MdId>> = HashMap::default();
    let mut needs_heap_kind = false;
    let retain_md = |md: &mut Vec<(MdKindId, MdId)>, keep: &dyn Fn(MdKindId) -> bool| {
        let n = md.len();
        md.retain(|(k, _)| keep(*k));
        n != md.len()
    };
    // Most modules stripped here (no current debug info) call no
    // debug-info intrinsic: no block then needs its list rebuilt.
    let calls_dbg_fn = dbg_fn.iter().any(|&d| d);
    for g in globals {
        match &mut g.kind {
            GlobalKind::Var(v) => changed |= retain_md(&mut v.md, &|k| k != MdKindId::DBG),
            GlobalKind::Func(f) => {
                changed |= retain_md(&mut f.md, &|k| k != MdKindId::DBG);
                let Some(body) = f.body.as_mut() else {
                    continue;
                };
                for b in body.blocks.keys().filter(|_| calls_dbg_fn) {
                    let insts = std::mem::take(&mut body.blocks[b].insts);
                    let n = insts.len();
                    body.blocks[b].insts = insts
                        .into_iter()
                        .filter(|&i| {
                            !direct_callee(m, body.inst(i))
                                .is_some_and(|g| dbg_fn.get(g.index()).copied().unwrap_or(false))
                        })
                        .collect();
                    changed |= body.blocks[b].insts.len() != n;
                }
                // LLVM clears `heapallocsite` by name on each instruction
                // left with attachments other than its location once its
                // loop metadata is stripped, which registers the kind.
                // Which instructions are in a block: needed only until the
                // kind is known to be needed.
                let mut live = vec![false; body.insts.len()];
                if heapallocsite.is_none() && !needs_heap_kind {
                    for b in body.blocks.values() {
                        for &i in b.insts.iter() {
                            live[i.index()] = true;
                        }
                    }
                }
                for (inst, live) in body.insts.values_mut().zip(live) {
                    // Most instructions of a module stripped here carry no
                    // attachment or record this removes or rewrites.
                    let untouched = inst.dbg_records.is_empty()
                        && inst.md.iter().all(|&(k, _)| {
                            k != MdKindId::DBG
                                && Some(k) != assign_id
                                && Some(k) != heapallocsite
                                && k != MdKindId::LOOP
                        });
                    if untouched {
                        needs_heap_kind |= heapallocsite.is_none() && live && !inst.md.is_empty();
                        continue;
                    }
                    let special = inst
                        .md
                        .iter()
                        .any(|(k, _)| Some(*k) == assign_id || Some(*k) == heapallocsite);
                    let n = inst.md.len();
                    inst.md.retain(|(k, _)| {
                        *k != MdKindId::DBG && Some(*k) != assign_id && Some(*k) != heapallocsite
                    });
                    changed |= inst.md.len() != n;
                    changed |= !inst.dbg_records.is_empty();
                    inst.dbg_records.clear();
                    if let Some(pos) = inst.md.iter().position(|(k, _)| *k == MdKindId::LOOP) {
                        let id = inst.md[pos].1;
                        let new = *loop_ids.entry(id).or_insert_with(|| {
                            crate::upgrade_metadata::strip_loop_debug_locations(m, id)
                        });
                        changed |= new != Some(id);
                        match new {
                            Some(n) => inst.md[pos].1 = n,
                            None => {
                                inst.md.remove(pos);
                            }
                        }
                    }
                    needs_heap_kind |= heapallocsite.is_none()
                        && live
                        && (special || inst.md.iter().any(|(k, _)| *k != MdKindId::DBG));
                }
            }
            _ => {}
        }
    }
    if needs_heap_kind {
        m.metadata.kind_id(b"heapallocsite");
    }
    changed
}

/// After `StripDebugInfo` changed `m` (`changed`): LLVM's warning of a
/// version that is not 3 (`DiagnosticInfoDebugMetadataVersion`), kept in
/// the module's [`crate::ReadWarning`]s for the caller to print.
pub fn note_invalid_version(m: &mut Module, changed: bool) {
    let version = debug_info_version(m);
    if changed && version != 3 {
        m.read_warnings
            .push(crate::ReadWarning::InvalidDebugInfoVersion(version));
    }
}

/// Both upgrades on a finished module (the bitcode reader's case): the
/// declarations of converted intrinsics, and of stripped calls, go.
/// Without `verify`, debug info with a valid version is kept unverified
/// (see [`must_strip_debug_info`]).
pub fn upgrade_module(m: &mut Module, verify: bool) {
    let kinds: Vec<Option<DbgIntrinsic>> = m.globals.values().map(dbg_intrinsic_of).collect();
    let mut dead = vec![false; kinds.len()];
    if kinds.iter().any(Option::is_some) {
        let mut kept = vec![false; kinds.len()];
        for gi in m.globals.keys() {
            let GlobalKind::Func(f) = &mut m.globals[gi].kind else {
                continue;
            };
            let Some(mut body) = f.body.take() else {
                continue;
            };
            convert_dbg_calls(m, &mut body, &kinds, &mut kept);
            if let GlobalKind::Func(f) = &mut m.globals[gi].kind {
                f.body = Some(body);
            }
        }
        for (i, k) in kinds.iter().enumerate() {
            dead[i] = k.is_some() && !kept[i];
        }
    }
    let strip = {
        let globals: Vec<Option<&Global>> = m.globals.values().map(Some).collect();
        must_strip_debug_info(m, &globals, verify)
    };
    if strip {
        let dbg_fn: Vec<bool> = kinds.iter().map(Option::is_some).collect();
        let mut globals = std::mem::take(&mut m.globals);
        let changed = strip_debug_info(m, globals.values_mut(), &dbg_fn);
        m.globals = globals;
        note_invalid_version(m, changed);
        dead = dbg_fn;
    }
    if dead.iter().any(|&d| d) {
        crate::autoupgrade::remove_unreferenced(m, &dead);
    }
}

/// `upgradeDeclareExpressions`: in bitcode whose expressions predate
/// record version 2, a `#dbg_declare` of a function argument whose
/// expression starts with `DW_OP_deref` loses that `DW_OP_deref`.
pub fn drop_argument_declare_derefs(m: &mut Module) {
    let mut globals = std::mem::take(&mut m.globals);
    for g in globals.values_mut() {
        let GlobalKind::Func(f) = &mut g.kind else {
            continue;
        };
        let Some(body) = f.body.as_mut() else {
            continue;
        };
        for i in body.insts.keys() {
            for r in 0..body.insts[i].dbg_records.len() {
                let DbgRecord::Variable {
                    kind: DbgVariableKind::Declare,
                    location: Operand::LocalMetadata(lm),
                    expression,
                    ..
                } = &body.insts[i].dbg_records[r]
                else {
                    continue;
                };
                let of_argument = matches!(
                    body.local_md.get(*lm),
                    Some(crate::metadata::LocalMetadata::Value {
                        value: Operand::Arg(_),
                        ..
                    })
                );
                let rest = match m.metadata.get(*expression) {
                    Metadata::Di(e)
                        if of_argument && e.ints.first() == Some(&dwarf::DW_OP_DEREF) =>
                    {
                        e.ints[1..].to_vec()
                    }
                    _ => continue,
                };
                let new = m
                    .metadata
                    .add(Metadata::Di(Box::new(DiNode::expression(rest))));
                if let DbgRecord::Variable { expression, .. } = &mut body.insts[i].dbg_records[r] {
                    *expression = new;
                }
            }
        }
    }
    m.globals = globals;
}

/// The record for one `llvm.dbg.*` call (`UpgradeIntrinsicCall`).
fn upgrade_call(m: &mut Module, inst: &Inst, which: DbgIntrinsic) -> Upgraded {
    let InstKind::Call(c) = &inst.kind else {
        return Upgraded::Keep;
    };
    let Some(&(_, dilocation)) = inst.md.iter().find(|(k, _)| *k == MdKindId::DBG) else {
        return Upgraded::Keep;
    };
    let node = |i: usize| match c.args.get(i) {
        Some(Operand::Metadata(id)) => Some(*id),
        _ => None,
    };
    // The location as the call had it (`MetadataAsValue`'s form, which
    // the readers give metadata arguments); a node with operands is the
    // verifier's "invalid #dbg record address/value".
    let loc = |i: usize| match c.args.get(i) {
        Some(op @ (Operand::Metadata(_) | Operand::LocalMetadata(_))) => Some(*op),
        _ => None,
    };
    let var = |kind, vi: usize, ei: usize, assign| {
        Some(DbgRecord::Variable {
            kind,
            location: loc(0)?,
            variable: node(vi)?,
            expression: node(ei)?,
            assign,
            dilocation,
        })
    };
    let r = match which {
        DbgIntrinsic::Label => node(0).map(|label| DbgRecord::Label { label, dilocation }),
        DbgIntrinsic::Declare => var(DbgVariableKind::Declare, 1, 2, None),
        DbgIntrinsic::Assign => match (node(3), loc(4), node(5)) {
            (Some(assign_id), Some(address), Some(address_expr)) => var(
                DbgVariableKind::Assign,
                1,
                2,
                Some(Box::new(DbgAssign {
                    assign_id,
                    address,
                    address_expr,
                })),
            ),
            _ => None,
        },
        DbgIntrinsic::Value if c.args.len() == 4 => {
            // An old form with an offset: only a zero offset survives.
            let zero = match c.args[1] {
                Operand::Const(k) => match &m.consts.get(k).kind {
                    ConstKind::Int(v) => v.is_zero(),
                    ConstKind::Zero => true,
                    _ => false,
                },
                _ => false,
            };
            if !zero {
                return Upgraded::Drop;
            }
            var(DbgVariableKind::Value, 2, 3, None)
        }
        DbgIntrinsic::Value => var(DbgVariableKind::Value, 1, 2, None),
        DbgIntrinsic::Addr => {
            // `dbg.addr` is `dbg.value` of a memory location: a
            // `DW_OP_deref` before any stack value or fragment.
            let mut r = var(DbgVariableKind::Value, 1, 2, None);
            if let Some(DbgRecord::Variable { expression, .. }) = &mut r {
                if let Metadata::Di(e) = m.metadata.get(*expression) {
                    let mut ops = e.ints.clone();
                    let mut at = ops.len();
                    let mut i = 0;
                    while i < ops.len() {
                        if ops[i] == dwarf::DW_OP_STACK_VALUE
                            || ops[i] == dwarf::DW_OP_LLVM_FRAGMENT
                        {
                            at = i;
                            break;
                        }
                        i += dwarf::expr_op_size(ops[i]).max(1);
                    }
                    ops.insert(at, dwarf::DW_OP_DEREF);
                    let ops = dwarf::fold_constant_math(&ops);
                    *expression = m
                        .metadata
                        .add(Metadata::Di(Box::new(DiNode::expression(ops))));
                }
            }
            r
        }
    };
    match r {
        Some(r) => Upgraded::Record(r),
        None => Upgraded::Keep,
    }
}
