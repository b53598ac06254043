//! ThinLTO summaries: `MODULE_STRTAB_BLOCK` and the per-module or combined
//! `GLOBALVAL_SUMMARY_BLOCK` (and its full-LTO twin) into a
//! [`SummaryIndex`].
//!
//! Per-module summaries name values by module value id (the GUID comes
//! from the global's name, linkage and source file name); combined indexes
//! map value ids to GUIDs with `FS_VALUE_GUID` records and name modules in
//! the module string table.

use std::collections::HashMap;

use llconv_ir::summary::*;
use llconv_ir::{GlobalKind, Linkage, Visibility};

use super::{chars, decode_signed, Reader, Result};

/// Summary state gathered over the module block.
#[derive(Default)]
pub(crate) struct SummaryState {
    pub(crate) index: Option<SummaryIndex>,
    /// `MODULE_CODE_HASH` of a per-module summary.
    pub(crate) hash: Option<[u32; 5]>,
    /// Module string table ids to indices in `SummaryIndex::modules`.
    mod_ids: HashMap<u64, u32>,
    modules: Vec<ModulePath>,
    /// Whether a per-module summary added this module (index of it).
    this_module: Option<u32>,
    /// GUIDs of value ids from an old combined index's symbol table
    /// (`VST_CODE_COMBINED_ENTRY`).
    pub(crate) vst_guids: HashMap<u64, Guid>,
}

/// Records waiting for the function summary they belong to.
#[derive(Default)]
struct Pending {
    type_id_info: TypeIdInfo,
    params: Vec<ParamAccess>,
    allocs: Vec<AllocInfo>,
    callsites: Vec<CallsiteInfo>,
}

struct Builder {
    ix: SummaryIndex,
    /// Value entries by GUID.
    by_guid: HashMap<Guid, usize>,
    /// Value ids to GUIDs.
    ids: HashMap<u64, Guid>,
}

impl Builder {
    fn entry(&mut self, guid: Guid, name: Option<Box<[u8]>>) -> usize {
        if let Some(&i) = self.by_guid.get(&guid) {
            return i;
        }
        self.ix.values.push(ValueEntry {
            guid,
            name,
            summaries: Vec::new(),
        });
        let i = self.ix.values.len() - 1;
        self.by_guid.insert(guid, i);
        i
    }

    fn has_summary_in(&self, guid: Guid, module: u32) -> bool {
        self.by_guid.get(&guid).is_some_and(|&i| {
            self.ix.values[i]
                .summaries
                .iter()
                .any(|s| s.module == module)
        })
    }
}

fn gv_linkage(v: u64) -> Linkage {
    match v & 0xF {
        1 => Linkage::AvailableExternally,
        2 => Linkage::LinkOnce,
        3 => Linkage::LinkOnceOdr,
        4 => Linkage::Weak,
        5 => Linkage::WeakOdr,
        6 => Linkage::Appending,
        7 => Linkage::Internal,
        8 => Linkage::Private,
        9 => Linkage::ExternWeak,
        10 => Linkage::Common,
        _ => Linkage::External,
    }
}

fn gv_flags(raw: u64, version: u64) -> GvFlags {
    GvFlags {
        linkage: gv_linkage(raw),
        visibility: match (raw >> 8) & 3 {
            1 => Visibility::Hidden,
            2 => Visibility::Protected,
            _ => Visibility::Default,
        },
        import_declaration: (raw >> 10) & 1 != 0,
        not_eligible_to_import: (raw >> 4) & 1 != 0 || version < 3,
        live: (raw >> 5) & 1 != 0 || version < 3,
        dso_local: (raw >> 6) & 1 != 0,
        can_auto_hide: (raw >> 7) & 1 != 0,
    }
}

fn func_flags(raw: u64) -> FuncFlags {
    let mut f = FuncFlags::default();
    for i in 0..FuncFlags::NAMES.len() {
        f.set(i, (raw >> i) & 1 != 0);
    }
    f
}

fn var_flags(raw: u64) -> VarFlags {
    VarFlags {
        read_only: raw & 1 != 0,
        write_only: raw & 2 != 0,
        constant: raw & 4 != 0,
        vcall_visibility: (raw >> 3) as u32,
    }
}

fn alloc_type(v: u64) -> AllocType {
    match v {
        1 => AllocType::NotCold,
        2 => AllocType::Cold,
        4 => AllocType::Hot,
        _ => AllocType::None,
    }
}

fn hotness(v: u64) -> Hotness {
    Hotness::ALL
        .get((v & 7) as usize)
        .copied()
        .unwrap_or_default()
}

/// A bounds-checked walk over a record's operands.
struct Ops<'r> {
    ops: &'r [u64],
    i: usize,
}

impl<'r> Ops<'r> {
    fn next(&mut self) -> Option<u64> {
        let v = self.ops.get(self.i).copied();
        self.i += 1;
        v
    }
    fn take(&mut self, n: u64) -> Option<&'r [u64]> {
        let n = usize::try_from(n).ok()?;
        let end = self.i.checked_add(n)?;
        let s = self.ops.get(self.i..end)?;
        self.i = end;
        Some(s)
    }
    fn rest(&mut self) -> &'r [u64] {
        let s = self.ops.get(self.i..).unwrap_or(&[]);
        self.i = self.ops.len();
        s
    }
    fn done(&self) -> bool {
        self.i >= self.ops.len()
    }
}

impl SummaryState {
    /// The index read, with its module paths and this module's hash.
    pub(crate) fn take_index(&mut self) -> Option<SummaryIndex> {
        let mut ix = self.index.take()?;
        ix.modules = std::mem::take(&mut self.modules);
        if let (Some(i), Some(h)) = (self.this_module, self.hash) {
            if let Some(m) = ix.modules.get_mut(i as usize) {
                m.hash = h;
            }
        }
        Some(ix)
    }
}

impl Reader<'_> {
    /// `MODULE_STRTAB_BLOCK` (entered): module paths and hashes.
    pub(crate) fn parse_module_strtab(&mut self) -> Result<()> {
        let mut last: Option<usize> = None;
        while let Some(rec) = self.next_record(&mut |_, _| Ok(false))? {
            match rec.code {
                1 if !rec.ops.is_empty() => {
                    let idx = self.summary.modules.len();
                    self.summary.modules.push(ModulePath {
                        path: chars(&rec.ops[1..]),
                        hash: [0; 5],
                    });
                    self.summary.mod_ids.insert(rec.ops[0], idx as u32);
                    last = Some(idx);
                }
                2 => {
                    if rec.ops.len() != 5 {
                        let n = rec.ops.len();
                        self.recycle(rec);
                        return Err(self.err(format!("invalid hash length {n}")));
                    }
                    let Some(i) = last.take() else {
                        self.recycle(rec);
                        return Err(self.err("invalid hash that does not follow a module path"));
                    };
                    for (h, &v) in self.summary.modules[i].hash.iter_mut().zip(&rec.ops) {
                        *h = v as u32;
                    }
                }
                _ => {}
            }
            self.recycle(rec);
        }
        Ok(())
    }

    /// A `GLOBALVAL_SUMMARY_BLOCK` or `FULL_LTO_GLOBALVAL_SUMMARY_BLOCK`
    /// (entered). With a source file name it is a per-module summary: the
    /// module itself is added, and every global variable, function and
    /// alias gets an entry (named, GUID from its global identifier).
    /// Module paths and this module's hash are set at the end
    /// ([`SummaryState::take_index`]).
    pub(crate) fn parse_summary(&mut self) -> Result<()> {
        let mut b = Builder {
            ix: self.summary.index.take().unwrap_or_default(),
            by_guid: HashMap::new(),
            ids: HashMap::new(),
        };
        for (i, v) in b.ix.values.iter().enumerate() {
            b.by_guid.insert(v.guid, i);
        }
        for (&vid, &g) in &self.summary.vst_guids {
            b.ids.insert(vid, g);
        }
        let src: Option<Box<[u8]>> = self.source_filename_seen.clone();
        // Per-module: this module, and GUIDs of the module's globals.
        if let Some(src) = &src {
            if self.summary.this_module.is_none() {
                self.summary.modules.push(ModulePath {
                    path: self.module_name.as_bytes().into(),
                    hash: [0; 5],
                });
                self.summary.this_module = Some(self.summary.modules.len() as u32 - 1);
            }
            for (vid, g) in self.m.globals.values().enumerate() {
                if matches!(g.kind, GlobalKind::IFunc(_)) {
                    continue;
                }
                let name = g.common.name.clone().unwrap_or_default();
                let id = global_identifier(&name, g.common.linkage, src);
                let gu = guid(&id);
                b.entry(gu, Some(name));
                b.ids.insert(vid as u64, gu);
            }
        }
        let this = self.summary.this_module.unwrap_or(0);
        let r = self.summary_records(&mut b, this);
        self.summary.index = Some(b.ix);
        r
    }

    fn summary_records(&mut self, b: &mut Builder, this: u32) -> Result<()> {
        let Some(rec) = self.next_record(&mut |_, _| Ok(false))? else {
            return Err(self.err("invalid summary block: record for version expected"));
        };
        if rec.code != 10 || rec.ops.is_empty() {
            self.recycle(rec);
            return Err(self.err("invalid summary block: version expected"));
        }
        let version = rec.ops[0];
        self.recycle(rec);
        if !(1..=12).contains(&version) {
            return Err(self.err(format!("invalid summary version {version}")));
        }
        let mut pending = Pending::default();
        let mut stack_ids: Vec<u64> = Vec::new();
        while let Some(rec) = self.next_record(&mut |_, _| Ok(false))? {
            let code = rec.code;
            let r = self.summary_record(
                b,
                this,
                version,
                code,
                &rec.ops,
                &mut pending,
                &mut stack_ids,
            );
            self.recycle(rec);
            match r {
                Some(r) => r?,
                None => return Err(self.err(format!("invalid summary record (code {code})"))),
            }
        }
        Ok(())
    }

    fn guid_of(b: &Builder, vid: u64) -> Option<Guid> {
        b.ids.get(&vid).copied()
    }

    #[allow(clippy::too_many_arguments)]
    fn summary_record(
        &mut self,
        b: &mut Builder,
        this: u32,
        version: u64,
        code: u32,
        ops: &[u64],
        pending: &mut Pending,
        stack_ids: &mut Vec<u64>,
    ) -> Option<Result<()>> {
        let mut o = Ops { ops, i: 0 };
        let strtab = self.strtab;
        let sstr = |off: u64, len: u64| -> Option<Box<[u8]>> {
            let end = off.checked_add(len)?;
            if end > strtab.len() as u64 {
                return None;
            }
            Some(strtab[off as usize..end as usize].into())
        };
        let refs_of = |b: &Builder, ids: &[u64], ro: u64, wo: u64| -> Option<Vec<ValueRef>> {
            let n = ids.len();
            let first_wo = n.checked_sub(wo as usize)?;
            let first_ro = first_wo.checked_sub(ro as usize)?;
            ids.iter()
                .enumerate()
                .map(|(i, &v)| {
                    Some(ValueRef {
                        guid: Self::guid_of(b, v)?,
                        access: if i >= first_wo {
                            RefAccess::WriteOnly
                        } else if i >= first_ro {
                            RefAccess::ReadOnly
                        } else {
                            RefAccess::Plain
                        },
                    })
                })
                .collect()
        };
        match code {
            20 => b.ix.flags = o.next()?,
            16 => {
                // [valueid, guid] or, since LLVM 20, [valueid, guid high
                // 32 bits, guid low 32 bits].
                let vid = o.next()?;
                let mut g = o.next()?;
                if let Some(lo) = o.next() {
                    g = (g << 32) | (lo & 0xFFFF_FFFF);
                }
                b.entry(g, None);
                b.ids.insert(vid, g);
            }
            // PERMODULE, PERMODULE_PROFILE, PERMODULE_RELBF, COMBINED,
            // COMBINED_PROFILE
            1 | 2 | 19 | 4 | 5 => {
                let combined = code == 4 || code == 5;
                let vid = o.next()?;
                let module = if combined {
                    *self.summary.mod_ids.get(&o.next()?)?
                } else {
                    this
                };
                let flags = gv_flags(o.next()?, version);
                let insts = o.next()?;
                let (mut fflags, mut ro, mut wo) = (0, 0, 0);
                let nrefs;
                if version >= 4 {
                    fflags = o.next()?;
                    if combined && version >= 6 {
                        o.next()?; // entry count
                    }
                    nrefs = o.next()?;
                    if version >= 5 {
                        ro = o.next()?;
                        if version >= 7 {
                            wo = o.next()?;
                        }
                    }
                } else {
                    nrefs = o.next()?;
                }
                let ref_ids = o.take(nrefs)?;
                let refs = refs_of(b, ref_ids, ro, wo)?;
                let has_profile = code == 2 || code == 5;
                let has_relbf = code == 19;
                let mut calls = Vec::new();
                while !o.done() {
                    let callee = Self::guid_of(b, o.next()?)?;
                    let mut e = CallEdge {
                        callee,
                        hotness: Hotness::Unknown,
                        rel_bf: 0,
                        tail: false,
                    };
                    if version == 1 {
                        o.next()?;
                        if has_profile {
                            o.next()?;
                        }
                    } else if has_profile {
                        let f = o.next()?;
                        e.hotness = hotness(f);
                        e.tail = f & 8 != 0;
                    } else if has_relbf {
                        let f = o.next()?;
                        e.rel_bf = f & ((1 << 29) - 1);
                        e.tail = f & (1 << 29) != 0;
                    }
                    calls.push(e);
                }
                let p = std::mem::take(pending);
                let fs = FunctionSummary {
                    insts,
                    fflags: func_flags(fflags),
                    calls,
                    type_id_info: p.type_id_info,
                    params: p.params,
                    allocs: p.allocs,
                    callsites: p.callsites,
                };
                let g = Self::guid_of(b, vid)?;
                let i = b.entry(g, None);
                b.ix.values[i].summaries.push(GlobalValueSummary {
                    module,
                    flags,
                    kind: SummaryKind::Function(Box::new(fs)),
                    refs,
                });
            }
            // ALIAS, COMBINED_ALIAS
            7 | 8 => {
                let vid = o.next()?;
                let module = if code == 8 {
                    *self.summary.mod_ids.get(&o.next()?)?
                } else {
                    this
                };
                let flags = gv_flags(o.next()?, version);
                // An unknown aliasee id reads as no aliasee, as in LLVM (our
                // writer gives an alias without one such an id).
                let aliasee = Self::guid_of(b, o.next()?);
                let has = aliasee.is_some_and(|a| b.has_summary_in(a, module));
                if code == 7 && !has {
                    return Some(Err(self.err("alias expects aliasee summary to be parsed")));
                }
                let g = Self::guid_of(b, vid)?;
                let i = b.entry(g, None);
                b.ix.values[i].summaries.push(GlobalValueSummary {
                    module,
                    flags,
                    kind: SummaryKind::Alias(aliasee.filter(|_| has)),
                    refs: Vec::new(),
                });
            }
            // PERMODULE_GLOBALVAR_INIT_REFS, COMBINED_GLOBALVAR_INIT_REFS,
            // PERMODULE_VTABLE_GLOBALVAR_INIT_REFS
            3 | 6 | 23 => {
                let vid = o.next()?;
                let module = if code == 6 {
                    *self.summary.mod_ids.get(&o.next()?)?
                } else {
                    this
                };
                let flags = gv_flags(o.next()?, version);
                let mut vf = VarFlags::default();
                if version >= 5 || code == 23 {
                    vf = var_flags(o.next()?);
                }
                let mut vtable_funcs = Vec::new();
                let refs = if code == 23 {
                    let n = o.next()?;
                    let ids = o.take(n)?;
                    let refs = refs_of(b, ids, 0, 0)?;
                    while !o.done() {
                        let func = Self::guid_of(b, o.next()?)?;
                        let offset = o.next()?;
                        vtable_funcs.push(VirtFunc { func, offset });
                    }
                    refs
                } else {
                    refs_of(b, o.rest(), 0, 0)?
                };
                let g = Self::guid_of(b, vid)?;
                let i = b.entry(g, None);
                b.ix.values[i].summaries.push(GlobalValueSummary {
                    module,
                    flags,
                    kind: SummaryKind::Variable(VarSummary {
                        flags: vf,
                        vtable_funcs,
                    }),
                    refs,
                });
            }
            11 => pending.type_id_info.type_tests.extend_from_slice(ops),
            12 | 13 => {
                let l = ops
                    .chunks_exact(2)
                    .map(|c| VFuncId {
                        guid: c[0],
                        offset: c[1],
                    })
                    .collect::<Vec<_>>();
                if code == 12 {
                    pending.type_id_info.type_test_assume_vcalls.extend(l);
                } else {
                    pending.type_id_info.type_checked_load_vcalls.extend(l);
                }
            }
            14 | 15 => {
                let c = ConstVCall {
                    vfunc: VFuncId {
                        guid: o.next()?,
                        offset: o.next()?,
                    },
                    args: o.rest().to_vec(),
                };
                if code == 14 {
                    pending.type_id_info.type_test_assume_const_vcalls.push(c);
                } else {
                    pending.type_id_info.type_checked_load_const_vcalls.push(c);
                }
            }
            21 => {
                let name = sstr(o.next()?, o.next()?)?;
                let mut s = TypeIdSummary::default();
                let k = o.next()?;
                s.ttres.kind = TypeTestResKind::ALL.get(k as usize).copied()?;
                s.ttres.size_m1_bit_width = o.next()? as u32;
                s.ttres.align_log2 = o.next()?;
                s.ttres.size_m1 = o.next()?;
                s.ttres.bit_mask = o.next()? as u8;
                s.ttres.inline_bits = o.next()?;
                while !o.done() {
                    let off = o.next()?;
                    let mut w = WpdResolution {
                        kind: WpdResKind::ALL.get(o.next()? as usize).copied()?,
                        ..Default::default()
                    };
                    w.single_impl_name = sstr(o.next()?, o.next()?)?;
                    let n = o.next()?;
                    for _ in 0..n {
                        let na = o.next()?;
                        let args = o.take(na)?.to_vec();
                        let by = ByArg {
                            kind: ByArgKind::ALL.get(o.next()? as usize).copied()?,
                            info: o.next()?,
                            byte: o.next()? as u32,
                            bit: o.next()? as u32,
                        };
                        match w.res_by_arg.binary_search_by(|e| e.0.cmp(&args)) {
                            Ok(i) => w.res_by_arg[i].1 = by,
                            Err(i) => w.res_by_arg.insert(i, (args, by)),
                        }
                    }
                    match s.wpd_resolutions.binary_search_by_key(&off, |e| e.0) {
                        Ok(i) => s.wpd_resolutions[i].1 = w,
                        Err(i) => s.wpd_resolutions.insert(i, (off, w)),
                    }
                }
                match b.ix.type_ids.iter_mut().find(|t| t.name == name) {
                    Some(t) => t.summary = s,
                    None => b.ix.type_ids.push(TypeIdEntry { name, summary: s }),
                }
            }
            22 => {
                let name = sstr(o.next()?, o.next()?)?;
                let mut vt = Vec::new();
                while !o.done() {
                    let off = o.next()?;
                    let g = Self::guid_of(b, o.next()?)?;
                    vt.push((off, g));
                }
                match b.ix.vtable_type_ids.iter_mut().find(|t| t.name == name) {
                    Some(t) => t.vtables.extend(vt),
                    None => {
                        b.ix.vtable_type_ids
                            .push(VTableTypeIdEntry { name, vtables: vt })
                    }
                }
            }
            24 => b.ix.block_count += o.next()?,
            25 => {
                let mut params = Vec::new();
                let range = |o: &mut Ops| -> Option<OffsetRange> {
                    let lo = decode_signed(o.next()?) as i64;
                    let hi = decode_signed(o.next()?) as i64;
                    Some(OffsetRange {
                        min: lo,
                        max: hi.wrapping_sub(1),
                    })
                };
                while !o.done() {
                    let param = o.next()?;
                    let offset = range(&mut o)?;
                    let n = o.next()?;
                    let mut calls = Vec::new();
                    for _ in 0..n {
                        let p = o.next()?;
                        let callee = Self::guid_of(b, o.next()?)?;
                        let offset = range(&mut o)?;
                        calls.push(ParamAccessCall {
                            callee,
                            param: p,
                            offset,
                        });
                    }
                    params.push(ParamAccess {
                        param,
                        offset,
                        calls,
                    });
                }
                pending.params = params;
            }
            // [n x stackid]; since summary version 11 each id is two
            // 32-bit halves, high first.
            30 if version >= 11 => {
                *stack_ids = ops
                    .chunks_exact(2)
                    .map(|c| (c[0] << 32) | (c[1] & 0xFFFF_FFFF))
                    .collect()
            }
            30 => *stack_ids = ops.to_vec(),
            26 => {
                let callee = Self::guid_of(b, o.next()?);
                let ids = o
                    .rest()
                    .iter()
                    .map(|&i| stack_ids.get(i as usize).copied())
                    .collect::<Option<Vec<_>>>()?;
                pending.callsites.push(CallsiteInfo {
                    callee,
                    clones: Vec::new(),
                    stack_ids: ids,
                });
            }
            28 => {
                let callee = Self::guid_of(b, o.next()?);
                let ns = o.next()?;
                let nv = o.next()?;
                let ids = o
                    .take(ns)?
                    .iter()
                    .map(|&i| stack_ids.get(i as usize).copied())
                    .collect::<Option<Vec<_>>>()?;
                let clones = o.take(nv)?.to_vec();
                pending.callsites.push(CallsiteInfo {
                    callee,
                    clones,
                    stack_ids: ids,
                });
            }
            // COMBINED_ALLOC_INFO before context radix trees (summary
            // version 10 and older): [nummib, numver, nummib x (type,
            // numstackids, numstackids x stackidindex), numver x version,
            // (nummib x totalsize)?]
            29 if version <= 10 => {
                let nm = o.next()?;
                let nv = o.next()?;
                let mut mibs = Vec::new();
                for _ in 0..nm {
                    let t = alloc_type(o.next()?);
                    let n = o.next()?;
                    let ids = o
                        .take(n)?
                        .iter()
                        .map(|&i| stack_ids.get(i as usize).copied())
                        .collect::<Option<Vec<_>>>()?;
                    mibs.push(Mib {
                        alloc_type: t,
                        stack_ids: ids,
                    });
                }
                let versions = o.take(nv)?.iter().map(|&v| alloc_type(v)).collect();
                pending.allocs.push(AllocInfo { versions, mibs });
            }
            33 => {
                let nm = o.next()?;
                let nv = o.next()?;
                let mibs = o
                    .take(nm)?
                    .iter()
                    .map(|&t| Mib {
                        alloc_type: alloc_type(t),
                        stack_ids: Vec::new(),
                    })
                    .collect();
                let versions = o.take(nv)?.iter().map(|&v| alloc_type(v)).collect();
                pending.allocs.push(AllocInfo { versions, mibs });
            }
            _ => {}
        }
        Some(Ok(()))
    }
}
