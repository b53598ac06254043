//! The IR layer: blocks and records of an LLVM module into a [`Module`].

mod attr_upgrade;
pub(crate) mod attrs;
mod consts;
mod func;
mod md;
mod old_consts;
mod parallel;

pub(crate) use parallel::PARALLEL_FROM_BITS;
mod summary;
mod typeids;
mod types;

use llconv_ir::hash::FastMap as HashMap;

use llconv_ir::attributes::AttrList;
use llconv_ir::datalayout::{upgrade_data_layout_bytes, DataLayout, LayoutCache};
use llconv_ir::*;

use crate::bitstream::{Cursor, Entry, Record};
use crate::error::BitcodeError;
use crate::BitcodeErrorKind;

pub(crate) type Result<T> = std::result::Result<T, BitcodeError>;

// Block ids.
pub(crate) const MODULE_BLOCK: u32 = 8;
pub(crate) const PARAMATTR_BLOCK: u32 = 9;
pub(crate) const PARAMATTR_GROUP_BLOCK: u32 = 10;
pub(crate) const CONSTANTS_BLOCK: u32 = 11;
pub(crate) const FUNCTION_BLOCK: u32 = 12;
pub(crate) const IDENTIFICATION_BLOCK: u32 = 13;
pub(crate) const VALUE_SYMTAB_BLOCK: u32 = 14;
pub(crate) const METADATA_BLOCK: u32 = 15;
pub(crate) const METADATA_ATTACHMENT_BLOCK: u32 = 16;
pub(crate) const TYPE_BLOCK: u32 = 17;
pub(crate) const USELIST_BLOCK: u32 = 18;
pub(crate) const OPERAND_BUNDLE_TAGS_BLOCK: u32 = 21;
pub(crate) const METADATA_KIND_BLOCK: u32 = 22;
pub(crate) const STRTAB_BLOCK: u32 = 23;
pub(crate) const SYNC_SCOPE_NAMES_BLOCK: u32 = 26;
pub(crate) const MODULE_STRTAB_BLOCK: u32 = 19;
pub(crate) const GLOBALVAL_SUMMARY_BLOCK: u32 = 20;
pub(crate) const FULL_LTO_GLOBALVAL_SUMMARY_BLOCK: u32 = 24;

/// Reads the first module of a bitcode stream (magic already checked).
/// Function blocks are shared between two threads from `parallel_from`
/// bits of them on (`u64::MAX`: never).
pub(crate) fn read(
    data: &[u8],
    name: &str,
    verify_debug_info: bool,
    parallel_from: u64,
) -> Result<Module> {
    let mut c = Cursor::new(data);
    c.read_fixed(32)?; // 'BC' 0xC0DE
                       // First pass over the top level: where the module is, and the string
                       // table that follows it.
    let mut module_at: Option<u64> = None;
    let mut strtab: &[u8] = &[];
    let mut rec = Record::default();
    while !c.at_top_level_end() {
        let at = c.bit_pos();
        // Like LLVM, stop where too few bytes remain for another block:
        // some tools pad the stream or leave bytes after it.
        if at / 8 + 8 >= data.len() as u64 {
            break;
        }
        match c.advance()? {
            Entry::SubBlock(MODULE_BLOCK) if module_at.is_none() => {
                module_at = Some(c.bit_pos());
                c.skip_block()?;
            }
            Entry::SubBlock(STRTAB_BLOCK) if module_at.is_some() && strtab.is_empty() => {
                c.enter_block(STRTAB_BLOCK)?;
                loop {
                    match c.advance()? {
                        Entry::EndBlock => break,
                        Entry::SubBlock(_) => c.skip_block()?,
                        Entry::Record(a) => {
                            c.read_record(a, &mut rec)?;
                            if rec.code == 1 {
                                strtab = c.blob(&rec);
                            }
                        }
                    }
                }
            }
            Entry::SubBlock(IDENTIFICATION_BLOCK) => {
                c.enter_block(IDENTIFICATION_BLOCK)?;
                c.skip_rest()?;
            }
            Entry::SubBlock(_) => c.skip_block()?,
            _ => return Err(c.error_at(at, "expected a block at the top level")),
        }
        if module_at.is_some() && !strtab.is_empty() {
            break;
        }
    }
    let Some(at) = module_at else {
        return Err(BitcodeError::NoModule { bit: c.bit_pos() });
    };
    c.seek_top(at)?;
    c.enter_block(MODULE_BLOCK)?;
    let mut r = Reader::new(c, strtab, name);
    r.verify_debug_info = verify_debug_info;
    r.parallel_from = parallel_from;
    r.parse_module()?;
    r.finish()
}

/// How a function's prefix, prologue and personality are given (value ids
/// plus one; 0 = none).
struct FnOperands {
    func: GlobalId,
    prologue: u64,
    prefix: u64,
    personality: u64,
}

pub(crate) struct Reader<'a> {
    /// Whether to run LLVM's check of the debug info here (see
    /// [`crate::read_module_then`]).
    verify_debug_info: bool,
    /// The instruction array a function body is read into, kept for the
    /// next: each body then gets one array of its exact size, where
    /// growing one per body left as much freed memory behind as it kept.
    pub(crate) inst_scratch: Vec<Inst>,
    pub(crate) c: Cursor<'a>,
    pub(crate) m: Module,
    strtab: &'a [u8],
    version: u64,
    /// Types by bitcode type id (the type table's, then virtual ones).
    pub(crate) types: Vec<Option<TypeId>>,
    /// The type ids each type id contains, as the type table gives them.
    pub(crate) type_children: Vec<Vec<u32>>,
    pub(crate) tids: typeids::TidState,
    /// Each function's function type id (its arguments' type ids).
    pub(crate) fn_tids: HashMap<GlobalId, u32>,
    /// Globals of old weak/linkonce linkage without a comdat field: they
    /// get a comdat of their own name once named.
    implicit_comdats: std::collections::HashSet<GlobalId>,
    /// MODULE_CODE_VSTOFFSET was read: the module symbol table comes late.
    vst_offset_seen: bool,
    /// A summary block waiting for the module symbol table: its position
    /// (past its id) and block id.
    deferred_summary: Option<(u64, u32)>,
    /// Module-level values: global values, then constants.
    pub(crate) vals: Vec<(Operand, TypeId)>,
    /// Attribute groups by id: (index, attributes).
    pub(crate) attr_groups: HashMap<u64, (u64, Vec<attributes::Attribute>)>,
    /// PARAMATTR lists; id 0 in records is "none", id N is `attr_lists[N-1]`.
    pub(crate) attr_lists: Vec<AttrList>,
    sections: Vec<Box<[u8]>>,
    gcs: Vec<Box<[u8]>>,
    comdats: Vec<ComdatId>,
    global_inits: Vec<(GlobalId, u64)>,
    indirect_inits: Vec<(GlobalId, u64)>,
    fn_operands: Vec<FnOperands>,
    inits_resolved: bool,
    /// Functions with bodies, in record order; bodies come in this order.
    with_bodies: Vec<GlobalId>,
    /// The same functions, for lookups.
    has_bodies: std::collections::HashSet<GlobalId>,
    next_body: usize,
    pub(crate) bundle_tags: Vec<Box<[u8]>>,
    /// Sync scope ids of the bitcode to ours.
    pub(crate) sync_scopes: Vec<SyncScope>,
    pub(crate) md: md::MdState,
    rec: Record,
    pub(crate) layout: Option<DataLayout>,
    /// Sizes and alignments already computed; emptied when types change.
    pub(crate) layout_cache: LayoutCache,
    /// The module identifier given by the caller (a per-module summary's
    /// module path).
    module_name: String,
    /// `MODULE_CODE_SOURCE_FILENAME`, when the bitcode has one.
    source_filename_seen: Option<Box<[u8]>>,
    summary: summary::SummaryState,
    /// `void`, once interned (instruction records need it every time).
    void_ty: Option<TypeId>,
    /// Constant expressions LLVM 22 no longer has, by value id.
    pub(crate) old_consts: old_consts::OldConsts,
    /// Function blocks are shared between two threads from this many bits
    /// of them on (see [`parallel`]); `u64::MAX` keeps them on this one.
    parallel_from: u64,
    /// A function block touched something outside its function (a second
    /// thread's copy cannot stand for the reader then).
    pub(crate) side_effects: bool,
}

/// Decodes LLVM's sign-rotated encoding (low bit is the sign).
pub(crate) fn decode_signed(v: u64) -> u64 {
    if v & 1 == 0 {
        v >> 1
    } else if v != 1 {
        (v >> 1).wrapping_neg()
    } else {
        1u64 << 63
    }
}

/// Characters of a record (one per operand).
pub(crate) fn chars(ops: &[u64]) -> Box<[u8]> {
    ops.iter().map(|&v| v as u8).collect()
}

impl<'a> Reader<'a> {
    fn new(c: Cursor<'a>, strtab: &'a [u8], name: &str) -> Self {
        Reader {
            verify_debug_info: true,
            inst_scratch: Vec::new(),
            c,
            m: Module::new(name.as_bytes()),
            strtab,
            version: 0,
            types: Vec::new(),
            type_children: Vec::new(),
            tids: typeids::TidState::default(),
            fn_tids: HashMap::default(),
            implicit_comdats: Default::default(),
            vst_offset_seen: false,
            deferred_summary: None,
            vals: Vec::new(),
            attr_groups: HashMap::default(),
            attr_lists: Vec::new(),
            sections: Vec::new(),
            gcs: Vec::new(),
            comdats: Vec::new(),
            global_inits: Vec::new(),
            indirect_inits: Vec::new(),
            fn_operands: Vec::new(),
            inits_resolved: false,
            with_bodies: Vec::new(),
            has_bodies: Default::default(),
            next_body: 0,
            bundle_tags: Vec::new(),
            sync_scopes: Vec::new(),
            md: md::MdState::default(),
            rec: Record::default(),
            layout: None,
            layout_cache: LayoutCache::default(),
            module_name: name.to_owned(),
            source_filename_seen: None,
            summary: summary::SummaryState::default(),
            void_ty: None,
            old_consts: Default::default(),
            parallel_from: u64::MAX,
            side_effects: false,
        }
    }

    /// The `void` type, interned on first use and then cached.
    #[inline]
    pub(crate) fn void_ty(&mut self) -> TypeId {
        match self.void_ty {
            Some(t) => t,
            None => {
                let t = self.m.types.void();
                self.void_ty = Some(t);
                t
            }
        }
    }

    pub(crate) fn err(&self, msg: impl Into<String>) -> BitcodeError {
        self.c.error(msg).or_kind(BitcodeErrorKind::Invalid)
    }

    pub(crate) fn invalid(&self) -> BitcodeError {
        self.err("invalid record")
    }

    /// The type with bitcode id `id`.
    pub(crate) fn ty(&self, id: u64) -> Result<TypeId> {
        usize::try_from(id)
            .ok()
            .and_then(|i| self.types.get(i).copied().flatten())
            .ok_or_else(|| self.err(format!("invalid type id {id}")))
    }

    pub(crate) fn relative_ids(&self) -> bool {
        self.version >= 1
    }

    /// Reads the next record of the current block into `self.rec`; returns
    /// `None` at the end of the block, and skips sub-blocks unless `sub`
    /// handles them (returning `true`).
    pub(crate) fn next_record(
        &mut self,
        sub: &mut dyn FnMut(&mut Self, u32) -> Result<bool>,
    ) -> Result<Option<Record>> {
        loop {
            match self.c.advance()? {
                Entry::EndBlock => return Ok(None),
                Entry::SubBlock(id) => {
                    if !sub(self, id)? {
                        self.c.skip_block()?;
                    }
                }
                Entry::Record(a) => {
                    let mut rec = std::mem::take(&mut self.rec);
                    self.c.read_record(a, &mut rec)?;
                    return Ok(Some(rec));
                }
            }
        }
    }

    /// Gives a record's buffer back for reuse.
    pub(crate) fn recycle(&mut self, rec: Record) {
        self.rec = rec;
    }

    fn name_from_strtab(&self, ops: &[u64]) -> Result<Option<Box<[u8]>>> {
        if self.version < 2 {
            return Ok(None);
        }
        let (Some(&off), Some(&len)) = (ops.first(), ops.get(1)) else {
            return Err(self.invalid());
        };
        let s = self.strtab_slice(off, len)?;
        Ok(if s.is_empty() { None } else { Some(s.into()) })
    }

    fn strtab_slice(&self, off: u64, len: u64) -> Result<&'a [u8]> {
        let end = off.checked_add(len);
        match end {
            Some(e) if e <= self.strtab.len() as u64 => Ok(&self.strtab[off as usize..e as usize]),
            _ => Err(self.err("invalid string table reference")),
        }
    }

    fn parse_module(&mut self) -> Result<()> {
        loop {
            let entry = self.c.advance()?;
            match entry {
                Entry::EndBlock => break,
                Entry::SubBlock(id) => self.module_sub_block(id)?,
                Entry::Record(a) => {
                    let mut rec = std::mem::take(&mut self.rec);
                    self.c.read_record(a, &mut rec)?;
                    let r = self.module_record(&rec);
                    self.rec = rec;
                    r?;
                }
            }
        }
        Ok(())
    }

    fn module_sub_block(&mut self, id: u32) -> Result<()> {
        match id {
            PARAMATTR_BLOCK => {
                self.c.enter_block(id)?;
                self.parse_paramattr()
            }
            PARAMATTR_GROUP_BLOCK => {
                self.c.enter_block(id)?;
                self.parse_paramattr_groups()
            }
            TYPE_BLOCK => {
                self.c.enter_block(id)?;
                self.layout_cache = LayoutCache::default();
                self.parse_types()
            }
            CONSTANTS_BLOCK => {
                self.c.enter_block(id)?;
                self.ensure_layout()?;
                let mut vals = std::mem::take(&mut self.vals);
                let r = self.parse_constants(&mut vals);
                self.vals = vals;
                r
            }
            METADATA_BLOCK => {
                self.c.enter_block(id)?;
                self.resolve_inits()?;
                self.parse_module_metadata()
            }
            METADATA_KIND_BLOCK => {
                self.c.enter_block(id)?;
                self.parse_metadata_kinds()
            }
            OPERAND_BUNDLE_TAGS_BLOCK => {
                self.c.enter_block(id)?;
                self.parse_bundle_tags()
            }
            SYNC_SCOPE_NAMES_BLOCK => {
                self.c.enter_block(id)?;
                self.parse_sync_scopes()
            }
            FUNCTION_BLOCK => {
                self.resolve_inits()?;
                self.ensure_layout()?;
                if self.parallel_from != u64::MAX {
                    let shared = self.read_function_run()?;
                    // Tried once, at the first function block.
                    self.parallel_from = u64::MAX;
                    if shared {
                        return Ok(());
                    }
                }
                let Some(&g) = self.with_bodies.get(self.next_body) else {
                    return Err(self.err("function body without a function"));
                };
                self.next_body += 1;
                self.c.enter_block(id)?;
                self.parse_function_body(g)
            }
            // The module-level symbol table only names globals of old
            // bitcode (and gives function offsets): names come from STRTAB.
            VALUE_SYMTAB_BLOCK if self.version >= 2 => self.c.skip_block(),
            VALUE_SYMTAB_BLOCK => {
                self.resolve_inits()?;
                self.c.enter_block(id)?;
                self.parse_module_vst()?;
                self.read_deferred_summary()
            }
            MODULE_STRTAB_BLOCK => {
                self.c.enter_block(id)?;
                self.parse_module_strtab()
            }
            // Old bitcode puts the symbol table naming the summary's values
            // after it (at VSTOFFSET): the summary waits for it.
            GLOBALVAL_SUMMARY_BLOCK | FULL_LTO_GLOBALVAL_SUMMARY_BLOCK
                if self.version < 2 && self.vst_offset_seen && self.deferred_summary.is_none() =>
            {
                self.deferred_summary = Some((self.c.bit_pos(), id));
                self.c.skip_block()
            }
            GLOBALVAL_SUMMARY_BLOCK | FULL_LTO_GLOBALVAL_SUMMARY_BLOCK => {
                self.c.enter_block(id)?;
                self.parse_summary()
            }
            // Module-level USELIST (constants' use order) is not modelled.
            _ => self.c.skip_block(),
        }
    }

    /// Reads a summary block skipped until the symbol table was read,
    /// then comes back.
    fn read_deferred_summary(&mut self) -> Result<()> {
        let Some((at, id)) = self.deferred_summary.take() else {
            return Ok(());
        };
        let back = self.c.bit_pos();
        self.c.seek_in_block(at)?;
        self.c.enter_block(id)?;
        self.parse_summary()?;
        self.c.seek_in_block(back)
    }

    /// The module's layout, upgraded for its triple as LLVM's reader does
    /// before the first global; an upgrade that makes it invalid (LLVM 22
    /// turns some old PowerPC layouts into `i128:128:64`) is refused, as
    /// `llvm-dis-22` refuses it.
    pub(crate) fn ensure_layout(&mut self) -> Result<()> {
        if self.layout.is_none() {
            let dl = self.m.data_layout.as_deref().unwrap_or(b"");
            let triple = self.m.triple.as_deref().unwrap_or(b"");
            if let Some(upgraded) = upgrade_data_layout_bytes(dl, triple) {
                self.m.data_layout = Some(upgraded.into());
            }
            let dl = self.m.data_layout.as_deref().unwrap_or(b"");
            let layout = DataLayout::parse(dl);
            self.layout = Some(layout.clone().unwrap_or_default());
            layout.map_err(|e| self.err(e))?;
        }
        Ok(())
    }

    fn module_record(&mut self, rec: &Record) -> Result<()> {
        let ops = &rec.ops[..];
        match rec.code {
            1 => {
                // VERSION
                let v = *ops.first().ok_or_else(|| self.invalid())?;
                if v > 2 {
                    return Err(self.err(format!("invalid value (version {v})")));
                }
                self.version = v;
            }
            2 => self.m.triple = Some(chars(ops)),
            3 => {
                let dl = chars(ops);
                if let Err(e) = DataLayout::parse(&dl) {
                    return Err(self.err(e));
                }
                self.m.data_layout = Some(dl);
            }
            4 => self.m.module_asm = chars(ops).into_vec(),
            5 => self.sections.push(chars(ops)),
            11 => self.gcs.push(chars(ops)),
            12 => self.parse_comdat(ops)?,
            7 => self.parse_global_var(ops)?,
            8 => self.parse_function_record(ops)?,
            9 | 14 | 18 => self.parse_indirect(rec.code, ops)?,
            16 => {
                self.m.source_filename = chars(ops);
                self.source_filename_seen = Some(chars(ops));
            }
            // HASH: this module's hash in a per-module summary.
            17 if ops.len() == 5 => {
                let mut h = [0u32; 5];
                for (d, &v) in h.iter_mut().zip(ops) {
                    *d = v as u32;
                }
                self.summary.hash = Some(h);
            }
            13 => self.vst_offset_seen = true,
            // METADATA_VALUES_UNUSED, DEPLIB: nothing to keep.
            _ => {}
        }
        Ok(())
    }

    fn parse_comdat(&mut self, ops: &[u64]) -> Result<()> {
        let (name, rest): (Box<[u8]>, &[u64]) = if self.version >= 2 {
            let n = self.name_from_strtab(ops)?.unwrap_or_default();
            (n, &ops[2..])
        } else {
            // [selection_kind, name_size, chars...]
            if ops.len() < 2 {
                return Err(self.invalid());
            }
            let n = ops[1] as usize;
            if n > ops.len() - 2 {
                return Err(self.err("comdat name size too large"));
            }
            (chars(&ops[2..2 + n]), &ops[..1])
        };
        let kind = match rest.first() {
            None => return Err(self.invalid()),
            Some(2) => ComdatKind::ExactMatch,
            Some(3) => ComdatKind::Largest,
            Some(4) => ComdatKind::NoDeduplicate,
            Some(5) => ComdatKind::SameSize,
            Some(_) => ComdatKind::Any,
        };
        let id = match self.m.comdats.values().position(|c| c.name == name) {
            Some(i) => {
                self.m.comdats[ComdatId::from_index(i)].kind = kind;
                ComdatId::from_index(i)
            }
            None => self.m.comdats.push(Comdat { name, kind }),
        };
        self.comdats.push(id);
        Ok(())
    }

    /// Old weak and linkonce linkages (raw 1, 4, 10, 11) implied a comdat:
    /// notes the global about to be pushed.
    fn note_implicit_comdat(&mut self, raw_linkage: u64) {
        if matches!(raw_linkage, 1 | 4 | 10 | 11) {
            self.implicit_comdats
                .insert(GlobalId::from_index(self.m.globals.len()));
        }
    }

    /// Whether the target's object format has comdats (not MachO/XCOFF).
    fn supports_comdat(&self) -> bool {
        let t = self.m.triple.as_deref().unwrap_or(b"");
        let has = |w: &[u8]| t.windows(w.len()).any(|x| x == w);
        !(has(b"apple") || has(b"darwin") || has(b"macos") || has(b"aix"))
    }

    /// Puts global `g` in the comdat named `name` (made if needed).
    fn set_own_comdat(&mut self, g: GlobalId, name: &[u8]) {
        let id = match self.m.comdats.values().position(|c| &c.name[..] == name) {
            Some(i) => ComdatId::from_index(i),
            None => self.m.comdats.push(Comdat {
                name: name.into(),
                kind: ComdatKind::Any,
            }),
        };
        match &mut self.m.globals[g].kind {
            GlobalKind::Var(v) => v.comdat = Some(id),
            GlobalKind::Func(f) => f.comdat = Some(id),
            _ => {}
        }
    }

    fn section(&self, v: u64) -> Result<Option<Box<[u8]>>> {
        if v == 0 {
            return Ok(None);
        }
        self.sections
            .get((v - 1) as usize)
            .cloned()
            .map(Some)
            .ok_or_else(|| self.err("invalid section id"))
    }

    fn comdat(&self, v: u64) -> Result<Option<ComdatId>> {
        if v == 0 {
            return Ok(None);
        }
        self.comdats
            .get((v - 1) as usize)
            .copied()
            .map(Some)
            .ok_or_else(|| self.err("invalid comdat id"))
    }

    pub(crate) fn attr_list(&self, v: u64) -> Result<AttrList> {
        if v == 0 {
            return Ok(AttrList::default());
        }
        self.attr_lists
            .get((v - 1) as usize)
            .cloned()
            .ok_or_else(|| self.err("invalid attribute list id"))
    }

    /// Adds a global value whose pointer has bitcode type id `tid`.
    fn push_global(&mut self, g: Global, tid: u32) -> GlobalId {
        let id = GlobalId::from_index(self.m.globals.len());
        self.set_value_tid(self.vals.len(), tid);
        let ptr = self.m.types.ptr(g.common.addrspace);
        self.m.globals.push(g);
        let c = self.m.consts.intern_raw(Const {
            ty: ptr,
            kind: ConstKind::Global(id),
        });
        self.vals.push((Operand::Const(c), ptr));
        id
    }

    fn parse_global_var(&mut self, ops: &[u64]) -> Result<()> {
        let name = self.name_from_strtab(ops)?;
        let ops = if self.version >= 2 { &ops[2..] } else { ops };
        if ops.len() < 6 {
            return Err(self.invalid());
        }
        let mut ty = self.ty(ops[0])?;
        let explicit = ops[1] & 2 != 0;
        let (addrspace, tid) = if explicit {
            let a = record_addrspace(ops[1] >> 2);
            (a, self.pointer_tid(ops[0] as u32, a))
        } else {
            // Old typed-pointer bitcode: the record names the pointer type.
            match self.m.types.get(ty) {
                Type::Ptr(a) => {
                    let a = *a;
                    ty = self.ty(u64::from(self.contained_tid(ops[0] as u32, 0)?))?;
                    (a, ops[0] as u32)
                }
                _ => return Err(self.err("invalid type for value")),
            }
        };
        let linkage = linkage(ops[3]);
        let align = self.alignment(ops[4])?;
        let section = self.section(ops[5])?;
        let get = |i: usize| ops.get(i).copied();
        let visibility = if linkage.is_local() {
            Visibility::Default
        } else {
            visibility(get(6).unwrap_or(0))
        };
        let mut common = GlobalCommon {
            name,
            linkage,
            visibility,
            thread_local: thread_local(get(7).unwrap_or(0)),
            unnamed_addr: unnamed_addr(get(8).unwrap_or(0)),
            addrspace,
            value_ty: ty,
            ..Default::default()
        };
        if let Some(d) = get(10) {
            if !linkage.is_local() {
                common.dll_storage = dll_storage(d);
            }
        } else {
            upgrade_dll_linkage(&mut common, ops[3]);
        }
        let comdat = match get(11) {
            Some(v) => self.comdat(v)?,
            None => {
                self.note_implicit_comdat(ops[3]);
                None
            }
        };
        let attrs = match get(12) {
            Some(v) => self.attr_list(v)?.func,
            None => Default::default(),
        };
        if let Some(v) = get(13) {
            common.dso_local = v == 1;
        }
        infer_dso_local(&mut common);
        if let (Some(off), Some(len)) = (get(14), get(15)) {
            let p = self.strtab_slice(off, len)?;
            if !p.is_empty() {
                common.partition = Some(p.into());
            }
        }
        if let Some(v) = get(16) {
            common.sanitizer = (v & 0xf) as u8;
        }
        let code_model = match get(17) {
            None | Some(0) => None,
            Some(v) => Some(match v {
                1 => b"tiny".as_slice(),
                2 => b"small",
                3 => b"kernel",
                4 => b"medium",
                5 => b"large",
                _ => return Err(self.err("invalid global variable code model")),
            }),
        };
        let var = GlobalVar {
            constant: ops[1] & 1 != 0,
            externally_initialized: get(9).unwrap_or(0) != 0,
            init: None,
            section,
            comdat,
            align,
            code_model: code_model.map(Into::into),
            attrs,
            md: Vec::new(),
        };
        let id = self.push_global(
            Global {
                common,
                kind: GlobalKind::Var(var),
            },
            tid,
        );
        if ops[2] != 0 {
            self.global_inits.push((id, ops[2] - 1));
        }
        Ok(())
    }

    pub(crate) fn alignment(&self, exp: u64) -> Result<Option<u64>> {
        if exp > 33 {
            return Err(self.err("invalid alignment value"));
        }
        Ok(if exp == 0 {
            None
        } else {
            Some(1u64 << (exp - 1))
        })
    }

    fn parse_function_record(&mut self, ops: &[u64]) -> Result<()> {
        let name = self.name_from_strtab(ops)?;
        let ops = if self.version >= 2 { &ops[2..] } else { ops };
        if ops.len() < 8 {
            return Err(self.invalid());
        }
        let mut fty_id = ops[0] as u32;
        let mut fty = self.ty(ops[0])?;
        if matches!(self.m.types.get(fty), Type::Ptr(_)) {
            // Old bitcode names the pointer-to-function type.
            fty_id = self.contained_tid(fty_id, 0)?;
            fty = self.ty(u64::from(fty_id))?;
        }
        if !matches!(self.m.types.get(fty), Type::Function { .. }) {
            return Err(self.err("invalid type for value"));
        }
        let cc = ops[1];
        if cc > 1023 {
            return Err(self.err("invalid calling convention id"));
        }
        let get = |i: usize| ops.get(i).copied();
        let linkage = linkage(ops[3]);
        let attrs = self.attr_list(ops[4])?;
        let nparams = match self.m.types.get(fty) {
            Type::Function { params, .. } => params.len(),
            _ => 0,
        };
        let param_tids: Vec<u32> = (0..nparams)
            .map(|i| self.contained_tid(fty_id, i + 1).unwrap_or(typeids::NO_TID))
            .collect();
        let mut attrs = self.fill_type_attrs(attrs, &param_tids)?;
        if let Type::Function { ret, params, .. } = self.m.types.get(fty).clone() {
            attrs = self.drop_incompatible_list(attrs, ret, &params);
            // x86_intrcc's first parameter is byval (old bitcode left the
            // type to the pointer's pointee).
            if cc == 83
                && !params.is_empty()
                && !self
                    .m
                    .attrs
                    .get(attrs.param(0))
                    .has(attributes::AttrKind::ByVal)
            {
                if let Ok(t) = self
                    .contained_tid(param_tids[0], 0)
                    .and_then(|t| self.ty(u64::from(t)))
                {
                    let set = self
                        .m
                        .attrs
                        .get(attrs.param(0))
                        .with(attributes::Attribute::Type(attributes::AttrKind::ByVal, t));
                    let id = self.m.attrs.intern(set);
                    attrs.set_param(0, id);
                }
            }
        }
        let align = self.alignment(ops[5])?;
        let section = self.section(ops[6])?;
        let visibility = if linkage.is_local() {
            Visibility::Default
        } else {
            visibility(ops[7])
        };
        let gc = match get(8) {
            None | Some(0) => None,
            Some(v) => Some(
                self.gcs
                    .get((v - 1) as usize)
                    .cloned()
                    .ok_or_else(|| self.err("invalid gc id"))?,
            ),
        };
        let addrspace = match get(16) {
            Some(a) => record_addrspace(a),
            None => self.program_addrspace(),
        };
        let mut common = GlobalCommon {
            name,
            linkage,
            visibility,
            unnamed_addr: unnamed_addr(get(9).unwrap_or(0)),
            addrspace,
            value_ty: fty,
            ..Default::default()
        };
        if let Some(d) = get(11) {
            if !linkage.is_local() {
                common.dll_storage = dll_storage(d);
            }
        } else {
            upgrade_dll_linkage(&mut common, ops[3]);
        }
        let comdat = match get(12) {
            Some(v) => self.comdat(v)?,
            None => {
                self.note_implicit_comdat(ops[3]);
                None
            }
        };
        if let Some(v) = get(15) {
            common.dso_local = v == 1;
        }
        infer_dso_local(&mut common);
        if let (Some(off), Some(len)) = (get(17), get(18)) {
            if let Ok(p) = self.strtab_slice(off, len) {
                if !p.is_empty() {
                    common.partition = Some(p.into());
                }
            }
        }
        let f = Function {
            cc: cc as u32,
            attrs,
            param_names: vec![None; nparams],
            section,
            comdat,
            align,
            gc,
            ..Default::default()
        };
        let tid = self.pointer_tid(fty_id, addrspace);
        self.fn_tids
            .insert(GlobalId::from_index(self.m.globals.len()), fty_id);
        let id = self.push_global(
            Global {
                common,
                kind: GlobalKind::Func(f),
            },
            tid,
        );
        let (prologue, prefix, personality) = (
            get(10).unwrap_or(0),
            get(13).unwrap_or(0),
            get(14).unwrap_or(0),
        );
        if prologue != 0 || prefix != 0 || personality != 0 {
            self.fn_operands.push(FnOperands {
                func: id,
                prologue,
                prefix,
                personality,
            });
        }
        if ops[2] == 0 {
            self.with_bodies.push(id);
            self.has_bodies.insert(id);
        }
        Ok(())
    }

    /// Whether function `g` has a body in the bitcode.
    pub(crate) fn has_body(&self, g: GlobalId) -> bool {
        self.has_bodies.contains(&g)
    }

    fn program_addrspace(&self) -> u32 {
        let dl = self.m.data_layout.as_deref().unwrap_or(b"");
        for part in dl.split(|&c| c == b'-') {
            if let Some(rest) = part.strip_prefix(b"P") {
                if let Ok(s) = std::str::from_utf8(rest) {
                    if let Ok(v) = s.parse() {
                        return v;
                    }
                }
            }
        }
        0
    }

    fn parse_indirect(&mut self, code: u32, ops: &[u64]) -> Result<()> {
        let name = self.name_from_strtab(ops)?;
        let ops = if self.version >= 2 { &ops[2..] } else { ops };
        let new = code != 9;
        if ops.len() < 3 + new as usize {
            return Err(self.invalid());
        }
        let mut i = 0;
        let mut ty = self.ty(ops[i])?;
        i += 1;
        let (addrspace, tid) = if new {
            let a = record_addrspace(ops[i]);
            i += 1;
            (a, self.pointer_tid(ops[0] as u32, a))
        } else {
            // ALIAS_OLD names the alias's pointer type.
            let Type::Ptr(a) = *self.m.types.get(ty) else {
                return Err(self.err("invalid type for value"));
            };
            ty = self.ty(u64::from(self.contained_tid(ops[0] as u32, 0)?))?;
            (a, ops[0] as u32)
        };
        let val = ops[i];
        let raw_linkage = ops[i + 1];
        i += 2;
        let linkage = linkage(raw_linkage);
        let mut common = GlobalCommon {
            name,
            linkage,
            addrspace,
            value_ty: ty,
            ..Default::default()
        };
        if i < ops.len() {
            if !linkage.is_local() {
                common.visibility = visibility(ops[i]);
            }
            i += 1;
        }
        let is_alias = code != 18;
        if is_alias {
            if i < ops.len() {
                if !linkage.is_local() {
                    common.dll_storage = dll_storage(ops[i]);
                }
                i += 1;
            } else {
                upgrade_dll_linkage(&mut common, raw_linkage);
            }
            if i < ops.len() {
                common.thread_local = thread_local(ops[i]);
                i += 1;
            }
            if i < ops.len() {
                common.unnamed_addr = unnamed_addr(ops[i]);
                i += 1;
            }
        }
        if i < ops.len() {
            common.dso_local = ops[i] == 1;
            i += 1;
        }
        infer_dso_local(&mut common);
        if i + 1 < ops.len() {
            let p = self
                .strtab_slice(ops[i], ops[i + 1])
                .map_err(|_| self.err("malformed partition, too large"))?;
            if !p.is_empty() {
                common.partition = Some(p.into());
            }
        }
        // The aliasee is patched once constants are read.
        let placeholder = self.m.consts.intern_raw(Const {
            ty,
            kind: ConstKind::Undef,
        });
        let kind = if is_alias {
            GlobalKind::Alias(Alias {
                aliasee: placeholder,
            })
        } else {
            GlobalKind::IFunc(IFunc {
                resolver: placeholder,
            })
        };
        let id = self.push_global(Global { common, kind }, tid);
        self.indirect_inits.push((id, val));
        Ok(())
    }

    /// The constant with module value id `v`.
    fn module_const(&self, v: u64) -> Result<ConstId> {
        self.check_initializer_const(v)?;
        match usize::try_from(v).ok().and_then(|i| self.vals.get(i)) {
            Some((Operand::Const(c), _)) => Ok(*c),
            _ => Err(self.err(format!("invalid constant reference {v}"))),
        }
    }

    /// Sets global initializers, aliasees and function operands once the
    /// module-level constants are known.
    fn resolve_inits(&mut self) -> Result<()> {
        if self.inits_resolved {
            return Ok(());
        }
        self.inits_resolved = true;
        for (g, v) in std::mem::take(&mut self.global_inits) {
            let c = self.module_const(v)?;
            if let GlobalKind::Var(var) = &mut self.m.globals[g].kind {
                var.init = Some(c);
            }
        }
        for (g, v) in std::mem::take(&mut self.indirect_inits) {
            let c = self.module_const(v)?;
            match &mut self.m.globals[g].kind {
                GlobalKind::Alias(a) => a.aliasee = c,
                GlobalKind::IFunc(i) => i.resolver = c,
                _ => {}
            }
        }
        for fo in std::mem::take(&mut self.fn_operands) {
            let get = |r: &Self, v: u64| -> Result<Option<ConstId>> {
                if v == 0 {
                    Ok(None)
                } else {
                    r.module_const(v - 1).map(Some)
                }
            };
            let prologue = get(self, fo.prologue)?;
            let prefix = get(self, fo.prefix)?;
            let personality = get(self, fo.personality)?;
            if let GlobalKind::Func(f) = &mut self.m.globals[fo.func].kind {
                f.prologue = prologue;
                f.prefix = prefix;
                f.personality = personality;
            }
        }
        Ok(())
    }

    fn parse_module_vst(&mut self) -> Result<()> {
        while let Some(rec) = self.next_record(&mut |_, _| Ok(false))? {
            // VST_ENTRY [valueid, namechar...], FNENTRY [valueid, offset, namechar...]
            let (id, name) = match rec.code {
                1 if !rec.ops.is_empty() => (rec.ops[0], chars(&rec.ops[1..])),
                3 if rec.ops.len() >= 2 => (rec.ops[0], chars(&rec.ops[2..])),
                // COMBINED_ENTRY [valueid, guid] of an old combined index.
                5 if rec.ops.len() >= 2 => {
                    self.summary.vst_guids.insert(rec.ops[0], rec.ops[1]);
                    self.recycle(rec);
                    continue;
                }
                _ => {
                    self.recycle(rec);
                    continue;
                }
            };
            self.recycle(rec);
            let Some((Operand::Const(c), _)) = usize::try_from(id)
                .ok()
                .and_then(|i| self.vals.get(i))
                .copied()
            else {
                return Err(self.err("invalid value id in symbol table"));
            };
            if let ConstKind::Global(g) = self.m.consts.get(c).kind {
                if self.implicit_comdats.contains(&g) && self.supports_comdat() {
                    self.set_own_comdat(g, &name);
                }
                self.m.globals[g].common.name = Some(name);
            }
        }
        Ok(())
    }

    fn parse_bundle_tags(&mut self) -> Result<()> {
        while let Some(rec) = self.next_record(&mut |_, _| Ok(false))? {
            if rec.code != 1 {
                let e = self.err("invalid operand bundle record");
                return Err(e);
            }
            self.bundle_tags.push(chars(&rec.ops));
            self.recycle(rec);
        }
        Ok(())
    }

    fn parse_sync_scopes(&mut self) -> Result<()> {
        let mut any = false;
        while let Some(rec) = self.next_record(&mut |_, _| Ok(false))? {
            if rec.code != 1 {
                return Err(self.err("invalid sync scope record"));
            }
            let name = chars(&rec.ops);
            let s = self.m.sync_scope(&name);
            self.sync_scopes.push(s);
            self.recycle(rec);
            any = true;
        }
        if !any {
            return Err(self.err("invalid empty synchronization scope names block"));
        }
        Ok(())
    }

    pub(crate) fn sync_scope(&self, v: u64) -> Result<SyncScope> {
        if self.sync_scopes.is_empty() {
            // Old bitcode: 0 singlethread, 1 system.
            return Ok(if v == 0 {
                SyncScope::SINGLE_THREAD
            } else {
                SyncScope::SYSTEM
            });
        }
        self.sync_scopes
            .get(v as usize)
            .copied()
            .ok_or_else(|| self.err("invalid sync scope id"))
    }

    fn finish(mut self) -> Result<Module> {
        self.resolve_inits()?;
        if self.next_body != self.with_bodies.len() {
            return Err(self.err("function without a body in the bitcode"));
        }
        self.check_block_addresses()?;
        self.ensure_layout()?;
        self.upgrade_global_ctors();
        self.md.finish(&mut self.m);
        // A forward-referenced uniqued node defined equal to an earlier one
        // is that node in LLVM (the placeholder is replaced by the node
        // `MDNode::get` finds). LLVM's writer never writes two; other
        // bitcode may.
        if self.m.metadata.may_hold_equal_nodes() {
            if let Some(map) = self.m.metadata.merge_equal_uniqued(&self.m.consts) {
                llconv_ir::metadata::remap_module_metadata(&mut self.m, &map);
            }
        }
        // As LLVM's reader does once metadata is materialized.
        self.upgrade_linker_options();
        llconv_ir::upgrade_metadata::upgrade_module_flags(&mut self.m);
        llconv_ir::upgrade_metadata::upgrade_tbaa(&mut self.m);
        self.m.summary = self.summary.take_index();
        llconv_ir::upgrade_debuginfo::upgrade_module(&mut self.m, self.verify_debug_info);
        if self.md.declare_expression_upgrade {
            llconv_ir::upgrade_debuginfo::drop_argument_declare_derefs(&mut self.m);
        }
        llconv_ir::upgrade_arc::upgrade_arc_runtime(&mut self.m);
        llconv_ir::autoupgrade::upgrade_reader_features(&mut self.m, false);
        self.check_masked_alignment()?;
        if let Some(why) = llconv_ir::autoupgrade::metadata_outside_intrinsics(&self.m) {
            return Err(self.err(why));
        }
        llconv_ir::autoupgrade::upgrade_bitcode_intrinsics(&mut self.m)
            .map_err(|why| self.err(why))?;
        llconv_ir::autoupgrade::upgrade_function_attributes(&mut self.m);
        llconv_ir::upgrade_metadata::copy_module_attrs_to_functions(&mut self.m);
        llconv_ir::intrinsics::apply_intrinsic_attributes(&mut self.m);
        Ok(self.m)
    }
}

impl Reader<'_> {
    /// Every `blockaddress` names a block of a function with a body, and
    /// not its entry block, as LLVM's reader requires once the bodies are
    /// read ("Never resolved function from blockaddress", "Invalid
    /// record"): a dangling one would print as `<badref>`, and an upgrade
    /// that drops a declaration would leave it naming nothing.
    fn check_block_addresses(&self) -> Result<()> {
        for c in self.m.consts.values() {
            let ConstKind::BlockAddress { func, block } = c.kind else {
                continue;
            };
            let blocks = match &self.m.globals[func].kind {
                GlobalKind::Func(f) => f.body.as_ref().map(|b| b.blocks.len()),
                _ => None,
            };
            let Some(blocks) = blocks else {
                return Err(self.err("never resolved function from blockaddress"));
            };
            let b = block.index();
            if b == 0 || b >= blocks {
                return Err(self.err(format!(
                    "invalid record: blockaddress of block {b} of a function with {blocks} blocks{}",
                    if b == 0 { " (its entry block)" } else { "" }
                )));
            }
        }
        Ok(())
    }

    /// Old masked load/store/gather/scatter calls carry their alignment as
    /// an `i32` argument; LLVM's upgrade turns it into an `align` attribute
    /// and stops with an error unless it is a constant power of two (zero
    /// allowed for gather and scatter). Checked before [`llconv_ir::autoupgrade`] drops it.
    fn check_masked_alignment(&self) -> Result<()> {
        let m = &self.m;
        for g in m.globals.values() {
            let GlobalKind::Func(f) = &g.kind else {
                continue;
            };
            let Some(body) = &f.body else {
                continue;
            };
            for inst in body.insts.values() {
                let InstKind::Call(call) = &inst.kind else {
                    continue;
                };
                let Operand::Const(c) = call.callee else {
                    continue;
                };
                let ConstKind::Global(callee) = m.consts.get(c).kind else {
                    continue;
                };
                let Some(name) = m
                    .globals
                    .get(GlobalId::from_index(callee.index()))
                    .and_then(|g| g.common.name.as_deref())
                else {
                    continue;
                };
                if let Some(e) =
                    llconv_ir::autoupgrade::masked_alignment_error(&m.consts, name, &call.args)
                {
                    let fname = String::from_utf8_lossy(g.common.name.as_deref().unwrap_or(b""));
                    return Err(self.err(format!(
                        "{e} in a call of @{} in @{fname}",
                        String::from_utf8_lossy(name)
                    )));
                }
            }
        }
        Ok(())
    }
}

fn linkage(v: u64) -> Linkage {
    match v {
        2 => Linkage::Appending,
        3 => Linkage::Internal,
        7 => Linkage::ExternWeak,
        8 => Linkage::Common,
        9 | 13 | 14 => Linkage::Private,
        12 => Linkage::AvailableExternally,
        1 | 16 => Linkage::Weak,
        10 | 17 => Linkage::WeakOdr,
        4 | 18 => Linkage::LinkOnce,
        11 | 19 => Linkage::LinkOnceOdr,
        _ => Linkage::External,
    }
}

fn visibility(v: u64) -> Visibility {
    match v {
        1 => Visibility::Hidden,
        2 => Visibility::Protected,
        _ => Visibility::Default,
    }
}

fn dll_storage(v: u64) -> DllStorage {
    match v {
        1 => DllStorage::Import,
        2 => DllStorage::Export,
        _ => DllStorage::Default,
    }
}

/// The address space a global's record gives, as LLVM keeps it: cut to 32
/// bits by the reader, then to the 24 bits a pointer type holds (so
/// `llvm-dis-22` prints `addrspace(16777214)` for 536870910). Refusing it
/// would refuse what LLVM reads; keeping it whole would write a type
/// table no reader takes back.
fn record_addrspace(v: u64) -> u32 {
    (v as u32) & 0xFF_FFFF
}

fn thread_local(v: u64) -> ThreadLocal {
    match v {
        0 => ThreadLocal::NotThreadLocal,
        2 => ThreadLocal::LocalDynamic,
        3 => ThreadLocal::InitialExec,
        4 => ThreadLocal::LocalExec,
        _ => ThreadLocal::GeneralDynamic,
    }
}

fn unnamed_addr(v: u64) -> UnnamedAddr {
    match v {
        1 => UnnamedAddr::Global,
        2 => UnnamedAddr::Local,
        _ => UnnamedAddr::None,
    }
}

/// Old bitcode's dllimport / dllexport linkages.
fn upgrade_dll_linkage(c: &mut GlobalCommon, raw: u64) {
    match raw {
        5 => c.dll_storage = DllStorage::Import,
        6 => c.dll_storage = DllStorage::Export,
        _ => {}
    }
}

fn infer_dso_local(c: &mut GlobalCommon) {
    if c.linkage.is_local()
        || (c.visibility != Visibility::Default && c.linkage != Linkage::ExternWeak)
    {
        c.dso_local = true;
    }
}
