//! The IR layer of the writer: a [`Module`] into the blocks and records
//! LLVM 22 writes (the mirror of `crate::reader`).
//!
//! Writing is two passes. [`enumerate`] walks the module once and gives
//! every type, module-level value and metadata its bitcode id; then the
//! blocks are written in LLVM's order: `IDENTIFICATION`, then `MODULE`
//! (attributes, types, global records, constants, metadata, function
//! bodies, the function-offset symbol table), then `STRTAB` with every
//! global's name.

mod attrs;
mod consts;
mod enumerate;
mod func;
mod libcalls;
mod md;
mod strmap;
mod summary;
mod symtab;
mod tables;
mod types;
mod uselist;

use llconv_ir::threads::Threads;
use llconv_ir::*;

use crate::bitstream::AbbrevOp;
use crate::bitwriter::{is_char6, BitWriter};
use crate::reader::{
    IDENTIFICATION_BLOCK, MODULE_BLOCK, OPERAND_BUNDLE_TAGS_BLOCK, STRTAB_BLOCK,
    SYNC_SCOPE_NAMES_BLOCK, VALUE_SYMTAB_BLOCK,
};

/// The IR symbol table's block.
const SYMTAB_BLOCK: u32 = 25;

pub(crate) use enumerate::Enumeration;

/// Writes `m` as a bitcode file.
pub fn write(m: &Module) -> Vec<u8> {
    write_sharing_bodies_from(m, parallel_bodies_from(Threads::Auto))
}

/// How constants are written where LLVM lets its tools choose, and on
/// how many threads.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WriteOptions {
    /// A fixed-length vector whose elements are all one integer is written
    /// as that integer with the vector's type (an `INTEGER` record), as
    /// LLVM writes a vector `ConstantInt` (`llvm-as
    /// -use-constant-int-for-fixed-length-splat`), not element by element.
    pub fixed_int_splats: bool,
    /// The same for floating-point elements (`FLOAT` records;
    /// `-use-constant-fp-for-fixed-length-splat`).
    pub fixed_fp_splats: bool,
    /// How many threads may write function bodies: a module of 20,000
    /// instructions or more can share them with a second thread (by
    /// default from 250,000, see [`llconv_ir::threads`]). The bytes are the
    /// same either way.
    pub threads: Threads,
    /// The producer string of the identification block. `None` writes
    /// [`DEFAULT_PRODUCER`], what `llvm-as-22` writes, so that the bytes can
    /// equal LLVM's; a build that wants its own name sets it here.
    pub producer: Option<String>,
}

/// The producer string LLVM 22.1.8, the oracle, writes: `LLVM` and its
/// version.
pub const DEFAULT_PRODUCER: &str = "LLVM22.1.8";

/// The version LLVM's IR symbol table names as its producer.
pub(crate) const SYMTAB_PRODUCER: &str = "22.1.8";

/// The operating systems of Apple's triples (LLVM's `Triple::isOSDarwin`).
pub(crate) const DARWIN_OSES: &[&[u8]] = &[
    b"darwin",
    b"macos",
    b"ios",
    b"tvos",
    b"watchos",
    b"driverkit",
    b"xros",
    b"visionos",
    b"bridgeos",
];

/// LLVM's `emitDarwinBCHeaderAndTrailer`: bitcode for a Darwin or Mach-O
/// target goes in a wrapper (magic, version, offset, size, CPU type)
/// and is padded to a multiple of 16 bytes.
fn wrap_for_darwin(m: &Module, bc: Vec<u8>) -> Vec<u8> {
    let Some(triple) = m.triple.as_deref() else {
        return bc;
    };
    let mut parts = triple.split(|&c| c == b'-');
    let arch = parts.next().unwrap_or_default();
    let _vendor = parts.next();
    let os = parts.next().unwrap_or_default();
    let darwin = DARWIN_OSES.iter().any(|p| os.starts_with(p));
    let macho = triple.ends_with(b"-macho");
    if !darwin && !macho {
        return bc;
    }
    let x86 = matches!(
        arch,
        b"i386" | b"i486" | b"i586" | b"i686" | b"i786" | b"i886" | b"i986" | b"x86"
    );
    let cpu: u32 = match arch {
        b"x86_64" | b"amd64" | b"x86_64h" => 0x0100_0007,
        _ if x86 => 7,
        b"powerpc" | b"ppc" | b"ppc32" => 18,
        b"powerpc64" | b"ppc64" => 0x0100_0012,
        a if (a.starts_with(b"arm") || a.starts_with(b"thumb"))
            && !a.starts_with(b"arm64")
            && !a.ends_with(b"eb") =>
        {
            12
        }
        _ => u32::MAX,
    };
    let mut out = Vec::with_capacity(bc.len() + 36);
    for v in [0x0B17_C0DE, 0, 20, bc.len() as u32, cpu] {
        out.extend_from_slice(&u32::to_le_bytes(v));
    }
    out.extend_from_slice(&bc);
    while out.len() % 16 != 0 {
        out.push(0);
    }
    out
}

/// [`write`] with `options`.
pub fn write_with(m: &Module, options: WriteOptions) -> Vec<u8> {
    let mut w = Writer::new(m);
    w.parallel_bodies_from = parallel_bodies_from(options.threads);
    w.options = options;
    w.write_all();
    wrap_for_darwin(m, w.w.finish())
}

/// `write`, with the function bodies shared between two threads whatever
/// their size.
pub fn write_bodies_shared(m: &Module) -> Vec<u8> {
    write_sharing_bodies_from(m, 0)
}

/// `write`, sharing the bodies between two threads from
/// `parallel_bodies_from` instructions on.
fn write_sharing_bodies_from(m: &Module, parallel_bodies_from: usize) -> Vec<u8> {
    let mut w = Writer::new(m);
    w.parallel_bodies_from = parallel_bodies_from;
    w.write_all();
    wrap_for_darwin(m, w.w.finish())
}

/// Marks an id that was never assigned.
pub(crate) const NO_ID: u32 = u32::MAX;

pub(crate) struct Writer<'m> {
    pub(crate) m: &'m Module,
    /// The module's types and constants, extended with the few the writer
    /// needs that the module may lack (shuffle masks as constants, ...).
    pub(crate) types: tables::OnWrite<'m, TypeTable>,
    pub(crate) consts: tables::OnWrite<'m, ConstTable>,
    pub(crate) w: BitWriter,
    pub(crate) e: tables::Shared<Enumeration>,
    pub(crate) md: md::MdState,
    /// Per comdat of the module, its number in the comdat records (from
    /// 1), or 0 when no global object is in it (it is not written).
    comdat_numbers: Vec<u64>,
    /// Where `blockaddress` puts block names in function symbol tables
    /// ([`func::block_naming`]); `None` when the module has none.
    block_naming: Option<std::sync::Arc<func::BlockNaming>>,
    /// Names of globals and comdats, referenced by offset and size.
    strtab: Vec<u8>,
    /// Where each string of `strtab` starts.
    strtab_index: hash::FastMap<Box<[u8]>, u64>,
    /// Bit positions of function blocks, in body order (for `FNENTRY`).
    fn_offsets: Vec<(u32, u64)>,
    /// Where `VSTOFFSET`'s 32-bit field is, to patch.
    vst_patch: Option<u64>,
    /// Value ids inside the function being written.
    pub(crate) fn_ids: func::FnIds,
    /// Each body's function-level constants, in body order.
    pub(crate) fn_const_items: Vec<Vec<consts::CItem>>,
    /// The data layout's alloca address space (allocas elsewhere say so).
    pub(crate) alloca_addrspace: u32,
    /// Reused buffer for an instruction's operands.
    pub(crate) inst_ops: Vec<u64>,
    /// `i32 1`, the element count of an alloca that names none, once
    /// interned (asked for by every such alloca, twice).
    alloca_one: Option<ConstId>,
    /// From how many instructions in all function bodies the bodies are
    /// written by two threads.
    parallel_bodies_from: usize,
    pub(crate) options: WriteOptions,
}

/// Below this many instructions, forking a writer for a second thread
/// costs more than it saves.
const PARALLEL_BODIES_FROM: usize = 20_000;

/// From how many instructions `threads` has the bodies written on two
/// threads (`Writer::bodies_in_parallel` also asks for a second core).
fn parallel_bodies_from(threads: Threads) -> usize {
    match threads {
        Threads::One => usize::MAX,
        Threads::Two => PARALLEL_BODIES_FROM,
        Threads::Auto => PARALLEL_BODIES_FROM.max(llconv_ir::threads::AUTO_FROM_INSTS),
    }
}

/// Value encodings shared by the module and function records.
pub(crate) fn linkage_code(l: Linkage) -> u64 {
    match l {
        Linkage::External => 0,
        Linkage::Weak => 16,
        Linkage::Appending => 2,
        Linkage::Internal => 3,
        Linkage::LinkOnce => 18,
        Linkage::ExternWeak => 7,
        Linkage::Common => 8,
        Linkage::Private => 9,
        Linkage::WeakOdr => 17,
        Linkage::LinkOnceOdr => 19,
        Linkage::AvailableExternally => 12,
    }
}

fn visibility_code(v: Visibility) -> u64 {
    match v {
        Visibility::Default => 0,
        Visibility::Hidden => 1,
        Visibility::Protected => 2,
    }
}

fn dll_code(d: DllStorage) -> u64 {
    match d {
        DllStorage::Default => 0,
        DllStorage::Import => 1,
        DllStorage::Export => 2,
    }
}

fn tls_code(t: ThreadLocal) -> u64 {
    match t {
        ThreadLocal::NotThreadLocal => 0,
        ThreadLocal::GeneralDynamic => 1,
        ThreadLocal::LocalDynamic => 2,
        ThreadLocal::InitialExec => 3,
        ThreadLocal::LocalExec => 4,
    }
}

fn unnamed_addr_code(u: UnnamedAddr) -> u64 {
    match u {
        UnnamedAddr::None => 0,
        UnnamedAddr::Global => 1,
        UnnamedAddr::Local => 2,
    }
}

/// `log2(align) + 1`, 0 for none.
pub(crate) fn align_code(a: Option<u64>) -> u64 {
    match a {
        Some(a) if a > 0 => u64::from(a.trailing_zeros()) + 1,
        _ => 0,
    }
}

/// LLVM's sign-rotated encoding (the low bit is the sign).
pub(crate) fn encode_signed(v: i64) -> u64 {
    if v >= 0 {
        (v as u64) << 1
    } else {
        ((v.wrapping_neg() as u64) << 1) | 1
    }
}

/// A byte string as one operand per character.
pub(crate) fn char_ops(s: &[u8]) -> Vec<u64> {
    s.iter().map(|&c| u64::from(c)).collect()
}

/// About the size of `m`'s bitcode (within a factor of two for LLVM's test
/// modules and the benchmarks), so the output buffer rarely regrows.
fn estimated_size(m: &Module) -> usize {
    let insts: usize = m
        .globals
        .values()
        .filter_map(|g| g.as_func()?.body.as_ref())
        .map(|b| b.insts.len())
        .sum();
    (1 << 16) + 12 * insts + 12 * m.metadata.len() + 4 * m.consts.len()
}

impl<'m> Writer<'m> {
    fn new(m: &'m Module) -> Self {
        Writer {
            m,
            types: tables::OnWrite::new(&m.types),
            consts: tables::OnWrite::new(&m.consts),
            w: BitWriter::with_capacity(estimated_size(m)),
            e: tables::Shared::default(),
            md: md::MdState::default(),
            comdat_numbers: Vec::new(),
            block_naming: func::block_naming(m).map(std::sync::Arc::new),
            strtab: Vec::new(),
            strtab_index: Default::default(),
            fn_offsets: Vec::new(),
            vst_patch: None,
            fn_ids: func::FnIds::default(),
            fn_const_items: Vec::new(),
            alloca_addrspace: m
                .data_layout
                .as_deref()
                .and_then(|d| datalayout::DataLayout::parse(d).ok())
                .map_or(0, |l| l.alloca_address_space()),
            inst_ops: Vec::with_capacity(16),
            alloca_one: None,
            parallel_bodies_from: usize::MAX,
            options: WriteOptions::default(),
        }
    }

    /// A writer for function bodies on another thread: the enumeration
    /// and tables as they are once every id is fixed, and a forked stream
    /// (after `BLOCKINFO`, so its blocks use the same abbreviations).
    fn fork(&self) -> Writer<'m> {
        Writer {
            m: self.m,
            types: self.types.clone(),
            consts: self.consts.clone(),
            w: self.w.fork(),
            e: self.e.clone(),
            md: self.md.fork(),
            comdat_numbers: Vec::new(),
            block_naming: self.block_naming.clone(),
            strtab: Vec::new(),
            strtab_index: Default::default(),
            fn_offsets: Vec::new(),
            vst_patch: None,
            fn_ids: func::FnIds::default(),
            fn_const_items: Vec::new(),
            alloca_addrspace: self.alloca_addrspace,
            inst_ops: Vec::with_capacity(16),
            // Interned in the tables this writer's are copies of.
            alloca_one: self.alloca_one,
            parallel_bodies_from: usize::MAX,
            options: self.options.clone(),
        }
    }

    /// `i32 1`: the element count LLVM writes for an alloca without one.
    pub(crate) fn alloca_one(&mut self) -> ConstId {
        if let Some(c) = self.alloca_one {
            return c;
        }
        let ty = self.types.int(32);
        let c = self.consts.intern_raw(Const {
            ty,
            kind: ConstKind::Int(ApInt::from_u64(32, 1)),
        });
        self.alloca_one = Some(c);
        c
    }

    /// Adds `s` to the string table; returns (offset, size). As LLVM's
    /// string table builder, a string added before keeps its offset (an
    /// empty one too: it gets the size of the table when first added).
    pub(crate) fn strtab_add(&mut self, s: &[u8]) -> (u64, u64) {
        if let Some(&off) = self.strtab_index.get(s) {
            return (off, s.len() as u64);
        }
        let off = self.strtab.len() as u64;
        self.strtab.extend_from_slice(s);
        self.strtab_index.insert(s.into(), off);
        (off, s.len() as u64)
    }

    fn write_all(&mut self) {
        if self.write_combined_index() {
            return;
        }
        self.enumerate_module();
        let lists = self.predict_use_lists();
        self.e.use_lists = lists;
        self.w.emit_bytes(b"BC\xC0\xDE");
        self.write_identification();
        self.write_module_block();
        if let Some(blob) = self.build_symtab() {
            self.w.enter_block(SYMTAB_BLOCK, 3);
            let a = self
                .w
                .define_abbrev(vec![AbbrevOp::Literal(1), AbbrevOp::Blob]);
            self.w.record_abbrev(a, &[1], Some(&blob));
            self.w.exit_block();
        }
        self.write_strtab();
    }

    fn write_identification(&mut self) {
        self.w.enter_block(IDENTIFICATION_BLOCK, 5);
        let a = self
            .w
            .define_abbrev(vec![AbbrevOp::Literal(1), AbbrevOp::Array, AbbrevOp::Char6]);
        let producer = self
            .options
            .producer
            .as_deref()
            .unwrap_or(DEFAULT_PRODUCER)
            .as_bytes();
        if is_char6(producer) {
            let mut vals = vec![1];
            vals.extend(char_ops(producer));
            self.w.record_abbrev(a, &vals, None);
        } else {
            // As LLVM's `writeStringRecord`: the six-bit abbreviation only
            // when every character fits it.
            let vals: Vec<u64> = producer.iter().map(|&c| u64::from(c)).collect();
            self.w.record(1, &vals);
        }
        let a = self
            .w
            .define_abbrev(vec![AbbrevOp::Literal(2), AbbrevOp::Vbr(6)]);
        self.w.record_abbrev(a, &[2, 0], None); // EPOCH 0
        self.w.exit_block();
    }

    fn write_module_block(&mut self) {
        self.w.enter_block(MODULE_BLOCK, 3);
        self.w.record(1, &[2]); // VERSION 2: relative ids, names in STRTAB
        self.write_block_info();
        let bodies = self.take_bodies();
        if self.bodies_in_parallel(&bodies) {
            // Function blocks need only the ids fixed by the enumeration:
            // a forked writer on another thread takes bodies from the back
            // of a queue from now on, this one from the front once the
            // module-level records are written; the blocks written apart
            // then follow in order.
            let queue = func::BodyQueue::new(&bodies);
            let apart = self.fork();
            std::thread::scope(|s| {
                // A worker of the program's choosing (its heap, say); if
                // none can start, the back of the queue is left for this one.
                let worker = llconv_ir::threads::spawn_worker(s, "llconv-write", || {
                    apart.write_bodies_from_back(&queue)
                });
                self.write_module_records();
                let here = self.write_bodies_from_front(&queue);
                let theirs = match worker.map(|w| w.join()) {
                    Ok(Ok(done)) => done,
                    Ok(Err(panic)) => std::panic::resume_unwind(panic),
                    // Not started: this thread took the whole queue.
                    Err(_) => func::WrittenApart::default(),
                };
                self.splice_bodies(&bodies, here, theirs);
            });
        } else {
            self.write_module_records();
            // All of the queue, from the front: the bodies in order.
            self.write_bodies_from_front(&func::BodyQueue::new(&bodies));
        }
        self.write_per_module_summary();
        if let Some(at) = self.vst_patch {
            // Word offsets count from the start of the bitcode ('BC').
            let words = self.w.bit_pos() / 32;
            self.w.patch_bits(at, words, 32);
            self.write_module_vst();
        }
        self.w.exit_block();
    }

    /// The module block's records and blocks before the function bodies.
    fn write_module_records(&mut self) {
        self.write_type_table();
        self.write_attribute_groups();
        self.write_attribute_lists();
        self.write_comdats();
        self.write_module_info();
        self.write_module_constants();
        self.write_metadata_kinds();
        self.write_module_metadata();
        self.write_module_use_lists();
        self.write_bundle_tags();
        self.write_sync_scopes();
    }

    /// Global values in record order: variables, functions, aliases, ifuncs.
    pub(crate) fn globals_in_record_order(m: &Module) -> Vec<GlobalId> {
        let mut out = Vec::with_capacity(m.globals.len());
        for pass in 0..4 {
            for (i, g) in m.globals.iter() {
                let k = match g.kind {
                    GlobalKind::Var(_) => 0,
                    GlobalKind::Func(_) => 1,
                    GlobalKind::Alias(_) => 2,
                    GlobalKind::IFunc(_) => 3,
                };
                if k == pass {
                    out.push(i);
                }
            }
        }
        out
    }

    /// The comdats LLVM's writer lists: only those a global object is in,
    /// in the order its enumerator meets them (variables, then
    /// functions), numbered from 1 in `comdat_numbers`.
    fn write_comdats(&mut self) {
        let m = self.m;
        let mut order = Vec::new();
        self.comdat_numbers = vec![0; m.comdats.len()];
        let vars = m.globals.values().filter_map(|g| g.as_var()?.comdat);
        let funcs = m.globals.values().filter_map(|g| g.as_func()?.comdat);
        for c in vars.chain(funcs) {
            if let Some(n @ 0) = self.comdat_numbers.get_mut(c.index()) {
                order.push(c);
                *n = order.len() as u64;
            }
        }
        for c in order {
            let c = &m.comdats[c];
            let (off, len) = self.strtab_add(&c.name);
            let kind = match c.kind {
                ComdatKind::Any => 1,
                ComdatKind::ExactMatch => 2,
                ComdatKind::Largest => 3,
                ComdatKind::NoDeduplicate => 4,
                ComdatKind::SameSize => 5,
            };
            self.w.record(12, &[off, len, kind]);
        }
    }

    /// Triple, data layout, module asm, section and GC names, source file
    /// name, and the global value records.
    fn write_module_info(&mut self) {
        let m = self.m;
        if let Some(t) = &m.triple {
            self.w.record(2, &char_ops(t));
        }
        // What the text said, as llvm-as writes it (the reader upgrades it).
        let dl = m.data_layout_as_written.as_ref().or(m.data_layout.as_ref());
        if let Some(dl) = dl.filter(|dl| !dl.is_empty()) {
            self.w.record(3, &char_ops(dl));
        }
        if !m.module_asm.is_empty() {
            // One record of the whole text, each line ending in a newline
            // as LLVM keeps it.
            self.w.record(4, &char_ops(&m.module_asm));
        }
        // Section and GC names, numbered from 1 in first-use order.
        let mut sections: Vec<&[u8]> = Vec::new();
        let mut gcs: Vec<&[u8]> = Vec::new();
        for g in m.globals.values() {
            let (sec, gc) = match &g.kind {
                GlobalKind::Var(v) => (v.section.as_deref(), None),
                GlobalKind::Func(f) => (f.section.as_deref(), f.gc.as_deref()),
                _ => (None, None),
            };
            if let Some(s) = sec {
                if !sections.contains(&s) {
                    sections.push(s);
                    self.w.record(5, &char_ops(s));
                }
            }
            if let Some(s) = gc {
                if !gcs.contains(&s) {
                    gcs.push(s);
                    self.w.record(11, &char_ops(s));
                }
            }
        }
        let sec_id = |s: Option<&[u8]>| -> u64 {
            s.and_then(|s| sections.iter().position(|x| *x == s))
                .map_or(0, |i| i as u64 + 1)
        };
        let gc_id = |s: Option<&[u8]>| -> u64 {
            s.and_then(|s| gcs.iter().position(|x| *x == s))
                .map_or(0, |i| i as u64 + 1)
        };
        let comdat_numbers = self.comdat_numbers.clone();
        let comdat_id = |c: Option<ComdatId>| {
            c.map_or(0, |c| comdat_numbers.get(c.index()).copied().unwrap_or(0))
        };

        // The abbreviation of simple global variables, sized by the largest
        // value type id, alignment and section number among them.
        let mut simple_var_abbrev = None;
        {
            let mut max_ty = 0;
            let mut max_align = 0;
            let mut any_var = false;
            // Only the variables' alignments size the field (LLVM 22's
            // writer; older ones counted the functions' too).
            for g in m.globals.values() {
                if let GlobalKind::Var(v) = &g.kind {
                    any_var = true;
                    max_ty = max_ty.max(self.e.type_id(g.common.value_ty));
                    max_align = max_align.max(align_code(v.align));
                }
            }
            if any_var {
                let bits = |n: u64| 64 - n.leading_zeros();
                let mut ops = vec![
                    AbbrevOp::Literal(7),
                    AbbrevOp::Vbr(8),
                    AbbrevOp::Vbr(8),
                    AbbrevOp::Fixed(bits(max_ty)),
                    AbbrevOp::Vbr(6),
                    AbbrevOp::Vbr(6),
                    AbbrevOp::Fixed(5),
                ];
                ops.push(if max_align == 0 {
                    AbbrevOp::Literal(0)
                } else {
                    AbbrevOp::Fixed(bits(max_align))
                });
                ops.push(if sections.is_empty() {
                    AbbrevOp::Literal(0)
                } else {
                    AbbrevOp::Fixed(bits(sections.len() as u64))
                });
                simple_var_abbrev = Some(self.w.define_abbrev(ops));
            }
        }

        // SOURCE_FILENAME comes before the globals, as LLVM writes it.
        let sf = &m.source_filename;
        {
            let ops = char_ops(sf);
            let abbrev = if is_char6(sf) {
                self.w.define_abbrev(vec![
                    AbbrevOp::Literal(16),
                    AbbrevOp::Array,
                    AbbrevOp::Char6,
                ])
            } else if sf.iter().all(|&c| c < 128) {
                self.w.define_abbrev(vec![
                    AbbrevOp::Literal(16),
                    AbbrevOp::Array,
                    AbbrevOp::Fixed(7),
                ])
            } else {
                self.w.define_abbrev(vec![
                    AbbrevOp::Literal(16),
                    AbbrevOp::Array,
                    AbbrevOp::Fixed(8),
                ])
            };
            let mut vals = vec![16];
            vals.extend(ops);
            self.w.record_abbrev(abbrev, &vals, None);
        }

        // One buffer for every global's record; the names' bytes at once.
        let mut ops: Vec<u64> = Vec::with_capacity(32);
        let names: usize = m
            .globals
            .values()
            .filter_map(|g| g.common.name.as_deref())
            .map(<[u8]>::len)
            .sum();
        self.strtab.reserve(names);
        for gid in Self::globals_in_record_order(m) {
            let g = &m.globals[gid];
            let c = &g.common;
            let (noff, nlen) = self.strtab_add(c.name.as_deref().unwrap_or_default());
            let partition = c.partition.as_deref().unwrap_or_default();
            ops.clear();
            ops.extend([noff, nlen]);
            match &g.kind {
                GlobalKind::Var(v) => {
                    ops.extend([
                        self.e.type_id(c.value_ty),
                        u64::from(c.addrspace) << 2 | 2 | u64::from(v.constant),
                        v.init.map_or(0, |i| self.e.const_id(i) + 1),
                        linkage_code(c.linkage),
                        align_code(v.align),
                        sec_id(v.section.as_deref()),
                    ]);
                    let attrs = if v.attrs.is_empty() {
                        0
                    } else {
                        self.e.attr_list_id(&attributes::AttrList::new(
                            v.attrs,
                            attributes::AttrSetId::EMPTY,
                            Vec::new(),
                        ))
                    };
                    let code_model = match v.code_model.as_deref() {
                        Some(b"tiny") => 1,
                        Some(b"small") => 2,
                        Some(b"kernel") => 3,
                        Some(b"medium") => 4,
                        Some(b"large") => 5,
                        _ => 0,
                    };
                    let simple = c.visibility == Visibility::Default
                        && c.thread_local == ThreadLocal::NotThreadLocal
                        && c.unnamed_addr == UnnamedAddr::None
                        && !v.externally_initialized
                        && c.dll_storage == DllStorage::Default
                        && v.comdat.is_none()
                        && attrs == 0
                        && !c.dso_local
                        && c.partition.is_none()
                        && c.sanitizer == 0
                        && code_model == 0;
                    if !simple {
                        let partition = self.strtab_add(partition);
                        ops.extend([
                            visibility_code(c.visibility),
                            tls_code(c.thread_local),
                            unnamed_addr_code(c.unnamed_addr),
                            u64::from(v.externally_initialized),
                            dll_code(c.dll_storage),
                            comdat_id(v.comdat),
                            attrs,
                            u64::from(c.dso_local),
                            partition.0,
                            partition.1,
                            u64::from(c.sanitizer),
                            code_model,
                        ]);
                        self.w.record(7, &ops);
                    } else if let Some(a) = simple_var_abbrev {
                        ops.insert(0, 7);
                        if self.w.fits(a, &ops) {
                            self.w.record_abbrev(a, &ops, None);
                        } else {
                            self.w.record(7, &ops[1..]);
                        }
                    } else {
                        self.w.record(7, &ops);
                    }
                }
                GlobalKind::Func(f) => {
                    let partition = self.strtab_add(partition);
                    let opt =
                        |x: Option<ConstId>, e: &Enumeration| x.map_or(0, |c| e.const_id(c) + 1);
                    ops.extend([
                        self.e.type_id(c.value_ty),
                        u64::from(f.cc),
                        u64::from(f.body.is_none()),
                        linkage_code(c.linkage),
                        self.e.attr_list_id(&f.attrs),
                        align_code(f.align),
                        sec_id(f.section.as_deref()),
                        visibility_code(c.visibility),
                        gc_id(f.gc.as_deref()),
                        unnamed_addr_code(c.unnamed_addr),
                        opt(f.prologue, &self.e),
                        dll_code(c.dll_storage),
                        comdat_id(f.comdat),
                        opt(f.prefix, &self.e),
                        opt(f.personality, &self.e),
                        u64::from(c.dso_local),
                        u64::from(c.addrspace),
                        partition.0,
                        partition.1,
                    ]);
                    self.w.record(8, &ops);
                }
                GlobalKind::Alias(a) => {
                    let partition = self.strtab_add(partition);
                    ops.extend([
                        self.e.type_id(c.value_ty),
                        u64::from(c.addrspace),
                        self.e.const_id(a.aliasee),
                        linkage_code(c.linkage),
                        visibility_code(c.visibility),
                        dll_code(c.dll_storage),
                        tls_code(c.thread_local),
                        unnamed_addr_code(c.unnamed_addr),
                        u64::from(c.dso_local),
                        partition.0,
                        partition.1,
                    ]);
                    self.w.record(14, &ops);
                }
                GlobalKind::IFunc(i) => {
                    let partition = self.strtab_add(partition);
                    ops.extend([
                        self.e.type_id(c.value_ty),
                        u64::from(c.addrspace),
                        self.e.const_id(i.resolver),
                        linkage_code(c.linkage),
                        visibility_code(c.visibility),
                        u64::from(c.dso_local),
                        partition.0,
                        partition.1,
                    ]);
                    self.w.record(18, &ops);
                }
            }
        }
        // VSTOFFSET placeholder: a fixed 32-bit field patched once the
        // symbol table's position is known (after the function bodies).
        let a = self
            .w
            .define_abbrev(vec![AbbrevOp::Literal(13), AbbrevOp::Fixed(32)]);
        self.w.record_abbrev(a, &[13, 0], None);
        self.vst_patch = Some(self.w.bit_pos() - 32);
    }

    fn write_bundle_tags(&mut self) {
        self.w.enter_block(OPERAND_BUNDLE_TAGS_BLOCK, 3);
        for t in &self.e.bundle_tags {
            self.w.record(1, &char_ops(t));
        }
        self.w.exit_block();
    }

    fn write_sync_scopes(&mut self) {
        // Every scope LLVM's context knows, as it writes them: singlethread,
        // system (""), then the module's named ones, in id order.
        self.w.enter_block(SYNC_SCOPE_NAMES_BLOCK, 2);
        self.w.record(1, &char_ops(b"singlethread"));
        self.w.record(1, &[]);
        for s in &self.m.sync_scopes {
            self.w.record(1, &char_ops(s));
        }
        self.w.exit_block();
    }

    /// The module-level symbol table of version 2: each function body's
    /// offset in 32-bit words from the start of the bitcode, plus one.
    fn write_module_vst(&mut self) {
        self.w.enter_block(VALUE_SYMTAB_BLOCK, 4);
        let a = self.w.define_abbrev(vec![
            AbbrevOp::Literal(3),
            AbbrevOp::Vbr(8),
            AbbrevOp::Vbr(8),
        ]);
        for &(vid, bit) in &self.fn_offsets {
            self.w
                .record_abbrev(a, &[3, u64::from(vid), bit / 32], None);
        }
        self.w.exit_block();
    }

    fn write_strtab(&mut self) {
        self.w.enter_block(STRTAB_BLOCK, 3);
        let a = self
            .w
            .define_abbrev(vec![AbbrevOp::Literal(1), AbbrevOp::Blob]);
        let s = std::mem::take(&mut self.strtab);
        self.w.record_abbrev(a, &[1], Some(&s));
        self.w.exit_block();
    }
}

impl Writer<'_> {
    /// The whole enumeration, before anything is written.
    fn enumerate_module(&mut self) {
        let m = self.m;
        // LLVM writes the tags its context registers, used or not.
        self.enum_fixed_bundle_tags();
        self.enum_globals();
        let order = Writer::globals_in_record_order(m);
        // LLVM's ValueEnumerator: initializers (and variables'
        // attributes), then aliasees, then resolvers, then the functions'
        // operands.
        for &gid in &order {
            if let GlobalKind::Var(v) = &m.globals[gid].kind {
                if let Some(c) = v.init {
                    self.enum_const_deep(c);
                }
                if !v.attrs.is_empty() {
                    let l = attributes::AttrList::new(
                        v.attrs,
                        attributes::AttrSetId::EMPTY,
                        Vec::new(),
                    );
                    self.enum_attr_list(&l);
                }
            }
        }
        for &gid in &order {
            if let GlobalKind::Alias(a) = &m.globals[gid].kind {
                self.enum_const_deep(a.aliasee);
            }
        }
        for &gid in &order {
            if let GlobalKind::IFunc(i) = &m.globals[gid].kind {
                self.enum_const_deep(i.resolver);
            }
        }
        for &gid in &order {
            if let GlobalKind::Func(f) = &m.globals[gid].kind {
                let ops = [f.personality, f.prefix, f.prologue];
                if ops.iter().any(Option::is_some) {
                    // A function with any of them holds all three, the
                    // missing ones as `ptr null` placeholders.
                    for c in ops {
                        let c = match c {
                            Some(c) => c,
                            None => {
                                let ty = self.types.ptr(0);
                                self.consts.intern_raw(Const {
                                    ty,
                                    kind: ConstKind::Null,
                                })
                            }
                        };
                        self.enum_const_deep(c);
                    }
                }
            }
        }
        let mty = self.types.metadata();
        self.enum_type(mty);
        // Metadata as LLVM enumerates it: named, global variables', then
        // each function's with its body's types.
        let mut walk = self.md_walk_begin();
        let order = Writer::globals_in_record_order(m);
        for &gid in &order {
            let GlobalKind::Func(f) = &m.globals[gid].kind else {
                continue;
            };
            let ctx = if f.body.is_some() {
                gid.index() as u32 + 1
            } else {
                0
            };
            walk.function(f, ctx);
            self.md_walk_consts(&mut walk);
            if let Some(body) = &f.body {
                let fty = m.globals[gid].common.value_ty;
                self.enum_body_types(f, fty, body, &mut walk, ctx);
            }
        }
        self.md_walk_finish(walk);
        self.finish_module_consts();
        // Function-level constants.
        for &gid in &order {
            let GlobalKind::Func(f) = &m.globals[gid].kind else {
                continue;
            };
            let Some(body) = &f.body else {
                continue;
            };
            let items = self.collect_fn_consts(body);
            self.fn_const_items.push(items);
        }
    }

    /// A module-level constant with the types its record names.
    fn enum_const_deep(&mut self, c: ConstId) {
        self.enum_const(c);
    }

    /// The types a function body names, in the order LLVM's
    /// ValueEnumerator meets them: per instruction, its operands' types
    /// (with a new constant's operands'), the shuffle mask's, a GEP's
    /// source type, an alloca's type, the result type, then a call's
    /// attributes and function type.
    fn enum_body_types(
        &mut self,
        f: &Function,
        fty: TypeId,
        body: &Body,
        walk: &mut md::Walk<'_>,
        ctx: u32,
    ) {
        let mut label = None;
        let mut ops: Vec<Operand> = Vec::new();
        for inst in body.live_insts() {
            walk.inst_before(inst, body, ctx);
            self.md_walk_consts(walk);
            ops.clear();
            inst.kind.for_each_value_operand(|op| ops.push(op));
            if let InstKind::Alloca { count: None, .. } = &inst.kind {
                let c = self.alloca_one();
                ops.push(Operand::Const(c));
            }
            // Where the first block operand (of type `label`) sits.
            let label_at = match &inst.kind {
                InstKind::Br(_) => Some(0),
                InstKind::CondBr { .. }
                | InstKind::Switch { .. }
                | InstKind::IndirectBr { .. }
                | InstKind::CatchSwitch { .. }
                | InstKind::CatchRet { .. }
                | InstKind::CleanupRet {
                    unwind: Some(_), ..
                } => Some(1),
                InstKind::Invoke { .. } | InstKind::CallBr { .. } => Some(ops.len() - 1),
                _ => None,
            };
            for (i, &op) in ops.iter().enumerate() {
                if label_at == Some(i) {
                    self.enum_label(&mut label);
                }
                match op {
                    Operand::Metadata(_) | Operand::LocalMetadata(_) => {}
                    Operand::Const(c) => self.enum_operand_const_types(c),
                    _ => {
                        let t = self.operand_type(f, fty, op);
                        self.enum_type(t);
                    }
                }
            }
            if label_at == Some(ops.len()) {
                self.enum_label(&mut label);
            }
            match &inst.kind {
                InstKind::ShuffleVector { mask, .. } => {
                    let m = self.shuffle_mask_const(inst.ty, mask);
                    let t = self.consts.get(m).ty;
                    self.enum_type(t);
                }
                InstKind::Gep { source_ty, .. } => self.enum_type(*source_ty),
                InstKind::Alloca { allocated, .. } => self.enum_type(*allocated),
                _ => {}
            }
            self.enum_type(inst.ty);
            match &inst.kind {
                InstKind::Call(call)
                | InstKind::Invoke { call, .. }
                | InstKind::CallBr { call, .. } => {
                    self.enum_attr_list(&call.attrs);
                    self.enum_type(call.fn_ty);
                    for b in &call.bundles {
                        self.enum_bundle_tag(&b.tag);
                    }
                }
                _ => {}
            }
            walk.inst_after(inst, ctx);
            self.md_walk_consts(walk);
        }
    }

    /// Enumerates `label` (interned on first need).
    fn enum_label(&mut self, label: &mut Option<TypeId>) {
        let t = *label.get_or_insert_with(|| self.types.intern(Type::Label));
        self.enum_type(t);
    }

    /// LLVM's EnumerateOperandType for a constant operand: its type, then
    /// (unless it is a module-level value) its operands' in order, a
    /// shuffle's mask, and a GEP's source type.
    fn enum_operand_const_types(&mut self, c: ConstId) {
        // Most operands are scalars or module-level values: their type
        // only, without a walk.
        let k = self.consts.get(c);
        if matches!(
            k.kind,
            ConstKind::Int(_)
                | ConstKind::Float(_)
                | ConstKind::Null
                | ConstKind::Zero
                | ConstKind::None
                | ConstKind::Undef
                | ConstKind::Poison
                | ConstKind::Data(_)
                | ConstKind::Global(_)
        ) || self.e.module_const_id(c).is_some()
        {
            let ty = k.ty;
            self.enum_type(ty);
            return;
        }
        enum Step {
            Const(ConstId),
            Type(TypeId),
        }
        let mut stack = vec![Step::Const(c)];
        while let Some(step) = stack.pop() {
            let c = match step {
                Step::Type(t) => {
                    self.enum_type(t);
                    continue;
                }
                Step::Const(c) => c,
            };
            let k = self.consts.get(c);
            let ty = k.ty;
            let source = match &k.kind {
                ConstKind::Expr(e) => e.source_ty,
                _ => None,
            };
            let global = matches!(k.kind, ConstKind::Global(_));
            self.enum_type(ty);
            if global || self.e.module_const_id(c).is_some() {
                continue;
            }
            if let Some(t) = source {
                stack.push(Step::Type(t));
            }
            let ops = self.const_operands(c);
            for o in ops.into_iter().rev() {
                stack.push(Step::Const(o));
            }
        }
    }

    fn write_module_constants(&mut self) {
        let items: Vec<consts::CItem> = self
            .e
            .module_consts
            .iter()
            .map(|&c| consts::CItem::Const(c))
            .collect();
        self.write_constants(&items, true);
    }

    /// `BLOCKINFO`: the abbreviations every CONSTANTS, FUNCTION and
    /// VALUE_SYMTAB block shares (their ids are the `*_ABBREV` constants).
    fn write_block_info(&mut self) {
        use crate::reader::{CONSTANTS_BLOCK, FUNCTION_BLOCK};
        use AbbrevOp as A;
        let tw = self.e.type_id_width();
        let w = &mut self.w;
        w.enter_block_info();
        let vst = VALUE_SYMTAB_BLOCK;
        let ids = [
            w.define_info_abbrev(vst, vec![A::Fixed(3), A::Vbr(8), A::Array, A::Fixed(8)]),
            w.define_info_abbrev(vst, vec![A::Literal(1), A::Vbr(8), A::Array, A::Fixed(7)]),
            w.define_info_abbrev(vst, vec![A::Literal(1), A::Vbr(8), A::Array, A::Char6]),
            w.define_info_abbrev(vst, vec![A::Literal(2), A::Vbr(8), A::Array, A::Char6]),
        ];
        debug_assert_eq!(ids[0], func::VST_ENTRY_8_ABBREV);
        debug_assert_eq!(ids[3], func::VST_BBENTRY_6_ABBREV);
        let cb = CONSTANTS_BLOCK;
        let ids = [
            w.define_info_abbrev(cb, vec![A::Literal(1), A::Fixed(tw)]),
            w.define_info_abbrev(cb, vec![A::Literal(4), A::Vbr(8)]),
            w.define_info_abbrev(
                cb,
                vec![A::Literal(11), A::Fixed(4), A::Fixed(tw), A::Vbr(8)],
            ),
            w.define_info_abbrev(cb, vec![A::Literal(2)]),
        ];
        debug_assert_eq!(ids[0], consts::CONST_SETTYPE_ABBREV);
        debug_assert_eq!(ids[3], consts::CONST_NULL_ABBREV);
        let fb = FUNCTION_BLOCK;
        let ids = [
            w.define_info_abbrev(
                fb,
                std::iter::once(A::Literal(20))
                    .chain(func::load_layout(tw))
                    .collect(),
            ),
            w.define_info_abbrev(
                fb,
                vec![A::Literal(44), A::Vbr(6), A::Vbr(6), A::Vbr(4), A::Fixed(1)],
            ),
            w.define_info_abbrev(fb, vec![A::Literal(56), A::Vbr(6), A::Fixed(4)]),
            w.define_info_abbrev(
                fb,
                vec![A::Literal(56), A::Vbr(6), A::Fixed(4), A::Fixed(8)],
            ),
            w.define_info_abbrev(fb, vec![A::Literal(2), A::Vbr(6), A::Vbr(6), A::Fixed(4)]),
            w.define_info_abbrev(
                fb,
                vec![
                    A::Literal(2),
                    A::Vbr(6),
                    A::Vbr(6),
                    A::Fixed(4),
                    A::Fixed(8),
                ],
            ),
            w.define_info_abbrev(
                fb,
                vec![A::Literal(3), A::Vbr(6), A::Fixed(tw), A::Fixed(4)],
            ),
            w.define_info_abbrev(
                fb,
                vec![
                    A::Literal(3),
                    A::Vbr(6),
                    A::Fixed(tw),
                    A::Fixed(4),
                    A::Fixed(8),
                ],
            ),
            w.define_info_abbrev(fb, vec![A::Literal(10)]),
            w.define_info_abbrev(fb, vec![A::Literal(10), A::Vbr(6)]),
            w.define_info_abbrev(fb, vec![A::Literal(11), A::Vbr(6)]),
            w.define_info_abbrev(fb, vec![A::Literal(11), A::Vbr(6), A::Vbr(6), A::Vbr(6)]),
            w.define_info_abbrev(fb, vec![A::Literal(15)]),
            w.define_info_abbrev(
                fb,
                vec![
                    A::Literal(43),
                    A::Fixed(3),
                    A::Fixed(tw),
                    A::Array,
                    A::Vbr(6),
                ],
            ),
            w.define_info_abbrev(fb, vec![A::Literal(28), A::Vbr(6), A::Vbr(6), A::Fixed(6)]),
            w.define_info_abbrev(
                fb,
                vec![
                    A::Literal(28),
                    A::Vbr(6),
                    A::Vbr(6),
                    A::Fixed(6),
                    A::Fixed(8),
                ],
            ),
            w.define_info_abbrev(
                fb,
                vec![A::Literal(64), A::Vbr(7), A::Vbr(7), A::Vbr(7), A::Vbr(6)],
            ),
            w.define_info_abbrev(
                fb,
                std::iter::once(A::Literal(35))
                    .chain(func::DEBUG_LOC_LAYOUT)
                    .collect(),
            ),
        ];
        debug_assert_eq!(ids[0], func::FN_LOAD_ABBREV);
        debug_assert_eq!(ids[1], func::FN_STORE_ABBREV);
        debug_assert_eq!(ids[16], func::FN_DEBUG_RECORD_VALUE_ABBREV);
        debug_assert_eq!(ids[17], func::FN_DEBUG_LOC_ABBREV);
        w.exit_block();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Bodies with what a body's block can hold: own metadata and debug
    /// locations, debug records, function-level constants, names, use
    /// orders and attachments.
    const MODULE: &str = r#"
@g = global i32 0
@fp = global ptr @three

define i32 @one(i32 %a) !dbg !10 {
entry:
  %x = alloca i32, align 4
    #dbg_declare(ptr %x, !13, !DIExpression(), !14)
  store i32 %a, ptr %x, align 4, !dbg !14
  %v = load i32, ptr %x, align 4, !dbg !15, !tbaa !20
  %s = shufflevector <2 x i32> <i32 1, i32 2>, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  %e = extractelement <2 x i32> %s, i64 0
  %r = add i32 %v, %e, !dbg !15
  ret i32 %r, !dbg !15
}

define void @two(ptr %p) !dbg !16 {
  %1 = load i32, ptr %p, align 4, !dbg !17
  %2 = icmp eq i32 %1, 7
  br i1 %2, label %yes, label %no
yes:
  store i32 3, ptr @g, align 4
  br label %no
no:
  ret void, !dbg !17
}

define i32 @three() {
  %c = call i32 @one(i32 5)
  %d = call i32 @one(i32 %c)
  ret i32 %d
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.c", directory: "/tmp")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "one", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{!18, !18}
!13 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 1, type: !18)
!14 = !DILocation(line: 1, column: 3, scope: !10)
!15 = !DILocation(line: 2, column: 5, scope: !10)
!16 = distinct !DISubprogram(name: "two", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !0)
!17 = !DILocation(line: 6, column: 1, scope: !16)
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !{!"int", !21, i64 0}
!21 = !{!"tbaa root"}
"#;

    #[test]
    fn bodies_written_on_a_second_thread_splice_to_the_same_bytes() {
        let m = llconv_text::parse_module(MODULE.as_bytes(), "split.ll").expect("parses");
        let one_thread = write(&m);
        // Bodies written by two threads and spliced in order: the same
        // bytes, however the bodies fell between the threads.
        for _ in 0..20 {
            assert_eq!(write_bodies_shared(&m), one_thread);
        }
        let back = crate::read_module(&one_thread, "split.ll").expect("reads back");
        assert_eq!(
            llconv_text::print_module(&back),
            llconv_text::print_module(&m)
        );
    }
}
