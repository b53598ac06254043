//! ThinLTO summaries (the mirror of `crate::reader::summary`): the
//! per-module `GLOBALVAL_SUMMARY_BLOCK` written inside the module block of
//! a module with functions or variables, and the combined index (module
//! block with `MODULE_STRTAB_BLOCK` and the summary block only) that
//! `llvm-as` writes for a module holding nothing but summary entries.
//!
//! Per-module summaries name values by module value id (the reader finds
//! the GUID from the global's name, linkage and source file name); GUIDs
//! that are not the module's globals, and every value of a combined index,
//! get ids through `FS_VALUE_GUID` records.

use std::collections::HashMap;

use llconv_ir::summary::*;
use llconv_ir::{GlobalKind, Linkage, Visibility};

use super::{char_ops, encode_signed, Writer};
use crate::reader::{GLOBALVAL_SUMMARY_BLOCK, MODULE_BLOCK, MODULE_STRTAB_BLOCK};

/// `ModuleSummaryIndex::BitcodeSummaryVersion` of LLVM 22.
const SUMMARY_VERSION: u64 = 12;

// Summary record codes (`FS_*`).
const FS_PERMODULE_PROFILE: u32 = 2;
const FS_PERMODULE_GLOBALVAR_INIT_REFS: u32 = 3;
const FS_COMBINED: u32 = 4;
const FS_COMBINED_PROFILE: u32 = 5;
const FS_COMBINED_GLOBALVAR_INIT_REFS: u32 = 6;
const FS_ALIAS: u32 = 7;
const FS_COMBINED_ALIAS: u32 = 8;
const FS_VERSION: u32 = 10;
const FS_TYPE_TESTS: u32 = 11;
const FS_TYPE_TEST_ASSUME_VCALLS: u32 = 12;
const FS_TYPE_CHECKED_LOAD_VCALLS: u32 = 13;
const FS_TYPE_TEST_ASSUME_CONST_VCALL: u32 = 14;
const FS_TYPE_CHECKED_LOAD_CONST_VCALL: u32 = 15;
const FS_VALUE_GUID: u32 = 16;
const FS_PERMODULE_RELBF: u32 = 19;
const FS_FLAGS: u32 = 20;
const FS_TYPE_ID: u32 = 21;
const FS_TYPE_ID_METADATA: u32 = 22;
const FS_PERMODULE_VTABLE_GLOBALVAR_INIT_REFS: u32 = 23;
const FS_BLOCK_COUNT: u32 = 24;
const FS_PARAM_ACCESS: u32 = 25;
const FS_PERMODULE_CALLSITE_INFO: u32 = 26;
const FS_COMBINED_CALLSITE_INFO: u32 = 28;
const FS_STACK_IDS: u32 = 30;
const FS_COMBINED_ALLOC_INFO_NO_CONTEXT: u32 = 33;

/// `MODULE_CODE_HASH`.
const MODULE_CODE_HASH: u32 = 17;

/// A value id no record defines: the reader resolves it to nothing
/// (`null` callees).
const NO_VALUE: u64 = u32::MAX as u64;

fn linkage_enum(l: Linkage) -> u64 {
    match l {
        Linkage::External => 0,
        Linkage::AvailableExternally => 1,
        Linkage::LinkOnce => 2,
        Linkage::LinkOnceOdr => 3,
        Linkage::Weak => 4,
        Linkage::WeakOdr => 5,
        Linkage::Appending => 6,
        Linkage::Internal => 7,
        Linkage::Private => 8,
        Linkage::ExternWeak => 9,
        Linkage::Common => 10,
    }
}

/// `getEncodedGVSummaryFlags`.
fn gv_flags(f: &GvFlags) -> u64 {
    let vis = match f.visibility {
        Visibility::Default => 0,
        Visibility::Hidden => 1,
        Visibility::Protected => 2,
    };
    linkage_enum(f.linkage)
        | u64::from(f.not_eligible_to_import) << 4
        | u64::from(f.live) << 5
        | u64::from(f.dso_local) << 6
        | u64::from(f.can_auto_hide) << 7
        | vis << 8
        | u64::from(f.import_declaration) << 10
}

fn func_flags(f: &FuncFlags) -> u64 {
    (0..FuncFlags::NAMES.len())
        .filter(|&i| f.get(i))
        .fold(0, |acc, i| acc | 1 << i)
}

fn var_flags(f: &VarFlags) -> u64 {
    u64::from(f.read_only)
        | u64::from(f.write_only) << 1
        | u64::from(f.constant) << 2
        | u64::from(f.vcall_visibility) << 3
}

fn hotness_code(h: Hotness) -> u64 {
    Hotness::ALL.iter().position(|&x| x == h).unwrap_or(0) as u64
}

/// Value ids of GUIDs, plus the `FS_VALUE_GUID` records still to write.
struct Ids {
    map: HashMap<Guid, u64>,
    next: u64,
    /// `(value id, guid)` assigned through `FS_VALUE_GUID`, in order.
    assigned: Vec<(u64, Guid)>,
}

impl Ids {
    fn get(&self, g: Guid) -> Option<u64> {
        self.map.get(&g).copied()
    }
    fn assign(&mut self, g: Guid) -> u64 {
        if let Some(&v) = self.map.get(&g) {
            return v;
        }
        let v = self.next;
        self.next += 1;
        self.map.insert(g, v);
        self.assigned.push((v, g));
        v
    }
}

/// Whether `m`'s index is written as a combined index (what `llvm-as` does
/// for a module without functions and variables).
pub(crate) fn is_combined(m: &llconv_ir::Module) -> bool {
    m.summary.as_ref().is_some_and(|ix| ix.is_worth_writing())
        && !m
            .globals
            .values()
            .any(|g| matches!(g.kind, GlobalKind::Func(_) | GlobalKind::Var(_)))
}

/// The stack id table of a set of callsites and allocations.
fn stack_table(funcs: &[&FunctionSummary]) -> (Vec<u64>, HashMap<u64, u64>) {
    let mut ids = Vec::new();
    let mut pos = HashMap::new();
    let mut add = |s: u64| {
        pos.entry(s).or_insert_with(|| {
            ids.push(s);
            ids.len() as u64 - 1
        });
    };
    for fs in funcs {
        for c in &fs.callsites {
            c.stack_ids.iter().for_each(|&s| add(s));
        }
    }
    (ids, pos)
}

impl Writer<'_> {
    /// The per-module summary block (and `MODULE_CODE_HASH`), inside the
    /// module block, when the module has an index worth writing.
    pub(crate) fn write_per_module_summary(&mut self) {
        let m = self.m;
        let Some(ix) = m.summary.as_ref() else { return };
        if !ix.is_worth_writing() || is_combined(m) {
            return;
        }
        // Module globals by GUID.
        let mut ids = Ids {
            map: HashMap::new(),
            next: u64::from(self.e.num_module_values()),
            assigned: Vec::new(),
        };
        for (i, g) in m.globals.iter() {
            if matches!(g.kind, GlobalKind::IFunc(_)) {
                continue;
            }
            let name = g.common.name.as_deref().unwrap_or_default();
            let id = global_identifier(name, g.common.linkage, &m.source_filename);
            let vid = self.e.global_id(i);
            ids.map.entry(guid(&id)).or_insert(vid);
        }
        // Every GUID a record names gets an id.
        for v in &ix.values {
            for s in &v.summaries {
                ids.assign(v.guid);
                for r in &s.refs {
                    ids.assign(r.guid);
                }
                match &s.kind {
                    SummaryKind::Function(fs) => {
                        for c in &fs.calls {
                            ids.assign(c.callee);
                        }
                        for p in &fs.params {
                            for c in &p.calls {
                                ids.assign(c.callee);
                            }
                        }
                        for c in &fs.callsites {
                            if let Some(g) = c.callee {
                                ids.assign(g);
                            }
                        }
                    }
                    SummaryKind::Variable(vs) => {
                        for f in &vs.vtable_funcs {
                            ids.assign(f.func);
                        }
                    }
                    SummaryKind::Alias(a) => {
                        if let Some(g) = a {
                            ids.assign(*g);
                        }
                    }
                }
            }
        }
        for t in &ix.vtable_type_ids {
            for &(_, g) in &t.vtables {
                ids.assign(g);
            }
        }

        // LLVM picks FULL_LTO_GLOBALVAL_SUMMARY_BLOCK for a module flag
        // `ThinLTO` of 0; the model keeps no such choice for the index.
        let stack_pos = self.enter_summary_block(ix, &ids, 4);
        // Functions, then variables, then aliases (aliasees first).
        for pass in 0..3 {
            for v in &ix.values {
                let Some(vid) = ids.get(v.guid) else { continue };
                for s in &v.summaries {
                    match (&s.kind, pass) {
                        (SummaryKind::Function(fs), 0) => {
                            self.write_function_summary(&ids, &stack_pos, vid, None, s, fs)
                        }
                        (SummaryKind::Variable(vs), 1) => {
                            let mut ops = vec![vid, gv_flags(&s.flags), var_flags(&vs.flags)];
                            let refs = s.refs.iter().filter_map(|r| ids.get(r.guid));
                            if vs.vtable_funcs.is_empty() {
                                ops.extend(refs);
                                self.w.record(FS_PERMODULE_GLOBALVAR_INIT_REFS, &ops);
                            } else {
                                let refs: Vec<u64> = refs.collect();
                                ops.push(refs.len() as u64);
                                ops.extend(refs);
                                for f in &vs.vtable_funcs {
                                    if let Some(fid) = ids.get(f.func) {
                                        ops.push(fid);
                                        ops.push(f.offset);
                                    }
                                }
                                self.w.record(FS_PERMODULE_VTABLE_GLOBALVAR_INIT_REFS, &ops);
                            }
                        }
                        (SummaryKind::Alias(Some(a)), 2) => {
                            if let Some(aid) = ids.get(*a) {
                                self.w.record(FS_ALIAS, &[vid, gv_flags(&s.flags), aid]);
                            }
                        }
                        _ => {}
                    }
                }
            }
        }
        self.close_summary_block(ix, &ids);
        if let Some(mp) = ix.modules.first() {
            if mp.hash.iter().any(|&h| h != 0) {
                let h: Vec<u64> = mp.hash.iter().map(|&h| u64::from(h)).collect();
                self.w.record(MODULE_CODE_HASH, &h);
            }
        }
    }

    /// What both index forms end with (vtable type ids, the block count),
    /// then the end of the summary block.
    fn close_summary_block(&mut self, ix: &SummaryIndex, ids: &Ids) {
        for t in &ix.vtable_type_ids {
            let (off, len) = self.strtab_add(&t.name);
            let mut ops = vec![off, len];
            for &(o, g) in &t.vtables {
                if let Some(id) = ids.get(g) {
                    ops.push(o);
                    ops.push(id);
                }
            }
            self.w.record(FS_TYPE_ID_METADATA, &ops);
        }
        if ix.block_count != 0 {
            self.w.record(FS_BLOCK_COUNT, &[ix.block_count]);
        }
        self.w.exit_block();
    }

    /// Opens the summary block and writes what both index forms start
    /// with: version, flags, the value-id-to-GUID table and the stack ids
    /// of callsites; returns each stack id's position in that table.
    fn enter_summary_block(
        &mut self,
        ix: &SummaryIndex,
        ids: &Ids,
        abbrev_width: u32,
    ) -> HashMap<u64, u64> {
        self.w.enter_block(GLOBALVAL_SUMMARY_BLOCK, abbrev_width);
        self.w.record(FS_VERSION, &[SUMMARY_VERSION]);
        self.w.record(FS_FLAGS, &[ix.flags]);
        for &(vid, g) in &ids.assigned {
            self.w
                .record(FS_VALUE_GUID, &[vid, g >> 32, g & 0xFFFF_FFFF]);
        }
        let funcs: Vec<&FunctionSummary> = ix
            .values
            .iter()
            .flat_map(|v| &v.summaries)
            .filter_map(|s| match &s.kind {
                SummaryKind::Function(fs) => Some(&**fs),
                _ => None,
            })
            .collect();
        let (stack_ids, stack_pos) = stack_table(&funcs);
        if !stack_ids.is_empty() {
            let ops: Vec<u64> = stack_ids
                .iter()
                .flat_map(|&s| [s >> 32, s & 0xFFFF_FFFF])
                .collect();
            self.w.record(FS_STACK_IDS, &ops);
        }
        stack_pos
    }

    /// The records of one function summary: type-id info, parameter
    /// accesses, callsites and allocations, then the summary itself.
    /// `module` is the module id of a combined index.
    fn write_function_summary(
        &mut self,
        ids: &Ids,
        stack_pos: &HashMap<u64, u64>,
        vid: u64,
        module: Option<u64>,
        s: &GlobalValueSummary,
        fs: &FunctionSummary,
    ) {
        let t = &fs.type_id_info;
        if !t.type_tests.is_empty() {
            self.w.record(FS_TYPE_TESTS, &t.type_tests);
        }
        for (code, l) in [
            (FS_TYPE_TEST_ASSUME_VCALLS, &t.type_test_assume_vcalls),
            (FS_TYPE_CHECKED_LOAD_VCALLS, &t.type_checked_load_vcalls),
        ] {
            if !l.is_empty() {
                let ops: Vec<u64> = l.iter().flat_map(|v| [v.guid, v.offset]).collect();
                self.w.record(code, &ops);
            }
        }
        for (code, l) in [
            (
                FS_TYPE_TEST_ASSUME_CONST_VCALL,
                &t.type_test_assume_const_vcalls,
            ),
            (
                FS_TYPE_CHECKED_LOAD_CONST_VCALL,
                &t.type_checked_load_const_vcalls,
            ),
        ] {
            for c in l {
                let mut ops = vec![c.vfunc.guid, c.vfunc.offset];
                ops.extend_from_slice(&c.args);
                self.w.record(code, &ops);
            }
        }
        if !fs.params.is_empty() {
            let mut ops = Vec::new();
            for p in &fs.params {
                ops.push(p.param);
                ops.push(encode_signed(p.offset.min));
                ops.push(encode_signed(p.offset.max.wrapping_add(1)));
                let calls: Vec<&ParamAccessCall> = p
                    .calls
                    .iter()
                    .filter(|c| ids.get(c.callee).is_some())
                    .collect();
                ops.push(calls.len() as u64);
                for c in calls {
                    ops.push(c.param);
                    ops.push(ids.get(c.callee).unwrap_or(NO_VALUE));
                    ops.push(encode_signed(c.offset.min));
                    ops.push(encode_signed(c.offset.max.wrapping_add(1)));
                }
            }
            self.w.record(FS_PARAM_ACCESS, &ops);
        }
        for c in &fs.callsites {
            let callee = c.callee.and_then(|g| ids.get(g)).unwrap_or(NO_VALUE);
            let stack: Vec<u64> = c
                .stack_ids
                .iter()
                .map(|s| stack_pos.get(s).copied().unwrap_or(0))
                .collect();
            if module.is_some() {
                let mut ops = vec![callee, stack.len() as u64, c.clones.len() as u64];
                ops.extend(stack);
                ops.extend_from_slice(&c.clones);
                self.w.record(FS_COMBINED_CALLSITE_INFO, &ops);
            } else {
                let mut ops = vec![callee];
                ops.extend(stack);
                self.w.record(FS_PERMODULE_CALLSITE_INFO, &ops);
            }
        }
        if module.is_some() {
            for a in &fs.allocs {
                let mut ops = vec![a.mibs.len() as u64, a.versions.len() as u64];
                ops.extend(a.mibs.iter().map(|m| m.alloc_type as u64));
                ops.extend(a.versions.iter().map(|&v| v as u64));
                self.w.record(FS_COMBINED_ALLOC_INFO_NO_CONTEXT, &ops);
            }
        }

        let refs: Vec<(u64, RefAccess)> = s
            .refs
            .iter()
            .filter_map(|r| Some((ids.get(r.guid)?, r.access)))
            .collect();
        let ro = refs.iter().filter(|r| r.1 == RefAccess::ReadOnly).count() as u64;
        let wo = refs.iter().filter(|r| r.1 == RefAccess::WriteOnly).count() as u64;
        let calls: Vec<(u64, &CallEdge)> = fs
            .calls
            .iter()
            .filter_map(|c| Some((ids.get(c.callee)?, c)))
            .collect();
        let profile = calls.iter().any(|(_, c)| c.hotness != Hotness::Unknown);
        let mut ops = vec![vid];
        if let Some(mid) = module {
            ops.push(mid);
        }
        ops.push(gv_flags(&s.flags));
        ops.push(fs.insts);
        ops.push(func_flags(&fs.fflags));
        if module.is_some() {
            ops.push(0); // entry count
        }
        ops.push(refs.len() as u64);
        ops.push(ro);
        ops.push(wo);
        ops.extend(refs.iter().map(|r| r.0));
        let code = match module {
            Some(_) => {
                let profile = profile || calls.iter().any(|(_, c)| c.tail);
                for (id, c) in &calls {
                    ops.push(*id);
                    if profile {
                        ops.push(hotness_code(c.hotness) | u64::from(c.tail) << 3);
                    }
                }
                if profile {
                    FS_COMBINED_PROFILE
                } else {
                    FS_COMBINED
                }
            }
            None => {
                for (id, c) in &calls {
                    ops.push(*id);
                    if profile {
                        ops.push(hotness_code(c.hotness) | u64::from(c.tail) << 3);
                    } else {
                        ops.push((c.rel_bf & ((1 << 29) - 1)) | u64::from(c.tail) << 29);
                    }
                }
                if profile {
                    FS_PERMODULE_PROFILE
                } else {
                    FS_PERMODULE_RELBF
                }
            }
        };
        self.w.record(code, &ops);
    }

    /// A combined index in place of the module (`writeIndexToFile`): the
    /// magic, a module block with the version, the module paths and the
    /// summary, then the string table. Returns false (and writes nothing)
    /// when the module is not written that way.
    pub(crate) fn write_combined_index(&mut self) -> bool {
        let m = self.m;
        if !is_combined(m) {
            return false;
        }
        let Some(ix) = m.summary.as_ref() else {
            return false;
        };
        self.w.emit_bytes(b"BC\xC0\xDE");
        self.w.enter_block(MODULE_BLOCK, 3);
        self.w.record(1, &[2]);

        self.w.enter_block(MODULE_STRTAB_BLOCK, 3);
        for (i, mp) in ix.modules.iter().enumerate() {
            let mut ops = vec![i as u64];
            ops.extend(char_ops(&mp.path));
            self.w.record(1, &ops);
            if mp.hash.iter().any(|&h| h != 0) {
                let h: Vec<u64> = mp.hash.iter().map(|&h| u64::from(h)).collect();
                self.w.record(2, &h);
            }
        }
        self.w.exit_block();

        let mut ids = Ids {
            map: HashMap::new(),
            next: 0,
            assigned: Vec::new(),
        };
        for v in &ix.values {
            ids.assign(v.guid);
        }
        let stack_pos = self.enter_summary_block(ix, &ids, 3);
        // Aliases after everything else, so their aliasees are known.
        for aliases in [false, true] {
            for v in &ix.values {
                let vid = ids.get(v.guid).unwrap_or(NO_VALUE);
                for s in &v.summaries {
                    let mid = u64::from(s.module);
                    match &s.kind {
                        SummaryKind::Function(fs) if !aliases => {
                            self.write_function_summary(&ids, &stack_pos, vid, Some(mid), s, fs)
                        }
                        SummaryKind::Variable(vs) if !aliases => {
                            let mut ops = vec![vid, mid, gv_flags(&s.flags), var_flags(&vs.flags)];
                            ops.extend(s.refs.iter().filter_map(|r| ids.get(r.guid)));
                            self.w.record(FS_COMBINED_GLOBALVAR_INIT_REFS, &ops);
                        }
                        SummaryKind::Alias(a) if aliases => {
                            let aid = a.and_then(|g| ids.get(g)).unwrap_or(NO_VALUE);
                            self.w
                                .record(FS_COMBINED_ALIAS, &[vid, mid, gv_flags(&s.flags), aid]);
                        }
                        _ => {}
                    }
                }
            }
        }
        for t in &ix.type_ids {
            let (off, len) = self.strtab_add(&t.name);
            let r = &t.summary.ttres;
            let kind = TypeTestResKind::ALL
                .iter()
                .position(|&k| k == r.kind)
                .unwrap_or(5) as u64;
            let mut ops = vec![
                off,
                len,
                kind,
                u64::from(r.size_m1_bit_width),
                r.align_log2,
                r.size_m1,
                u64::from(r.bit_mask),
                r.inline_bits,
            ];
            for (o, w) in &t.summary.wpd_resolutions {
                ops.push(*o);
                ops.push(
                    WpdResKind::ALL
                        .iter()
                        .position(|&k| k == w.kind)
                        .unwrap_or(0) as u64,
                );
                let (noff, nlen) = self.strtab_add(&w.single_impl_name);
                ops.push(noff);
                ops.push(nlen);
                ops.push(w.res_by_arg.len() as u64);
                for (args, by) in &w.res_by_arg {
                    ops.push(args.len() as u64);
                    ops.extend_from_slice(args);
                    ops.push(
                        ByArgKind::ALL
                            .iter()
                            .position(|&k| k == by.kind)
                            .unwrap_or(0) as u64,
                    );
                    ops.push(by.info);
                    ops.push(u64::from(by.byte));
                    ops.push(u64::from(by.bit));
                }
            }
            self.w.record(FS_TYPE_ID, &ops);
        }
        self.close_summary_block(ix, &ids);
        // Not in LLVM's combined index: the module's source file name,
        // after the summary so that the reader still takes the index as
        // combined (a per-module summary follows SOURCE_FILENAME).
        self.w.record(16, &char_ops(&m.source_filename));
        self.w.exit_block();
        self.write_strtab();
        true
    }
}
