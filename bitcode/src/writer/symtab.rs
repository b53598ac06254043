//! The IR symbol table LLVM writes after the module (`SYMTAB_BLOCK`), and
//! the strings it adds to the string table: what a linker reads without
//! parsing the module. Layout (little-endian 32-bit words): a header
//! (version, producer, ranges of modules, comdats, symbols and uncommon
//! entries, target triple, source file name, COFF linker options,
//! dependent libraries), then those arrays. Strings are (offset, size)
//! in the string table.

use llconv_ir::datalayout::{DataLayout, Mangling};
use llconv_ir::*;

use super::Writer;

/// The symbol table format's version.
const VERSION: u32 = 3;

// Flag bits of a symbol.
const FB_HAS_UNCOMMON: u32 = 2;
const FB_UNDEFINED: u32 = 3;
const FB_WEAK: u32 = 4;
const FB_COMMON: u32 = 5;
const FB_INDIRECT: u32 = 6;
const FB_USED: u32 = 7;
const FB_TLS: u32 = 8;
const FB_MAY_OMIT: u32 = 9;
const FB_GLOBAL: u32 = 10;
const FB_FORMAT_SPECIFIC: u32 = 11;
const FB_UNNAMED_ADDR: u32 = 12;
const FB_EXECUTABLE: u32 = 13;

impl Writer<'_> {
    /// Adds the symbol table's strings to the string table and returns
    /// its blob, if LLVM writes one for this module.
    pub(crate) fn build_symtab(&mut self) -> Option<Vec<u8>> {
        let m = self.m;
        // A module with module-level asm needs the target's asm parser
        // to list its symbols: not done here, so neither are the strings.
        if !m.module_asm.is_empty() {
            return None;
        }
        let producer = self.strtab_add(super::SYMTAB_PRODUCER.as_bytes());
        let triple = m.triple.as_deref().unwrap_or_default();
        let triple_s = self.strtab_add(triple);
        let source = self.strtab_add(&m.source_filename);
        // Without a data layout LLVM's builder gives up here.
        let dl_text = m.data_layout.as_deref().filter(|d| !d.is_empty())?;
        let dl = DataLayout::parse(dl_text).ok()?;
        let coff = is_coff(triple);
        let elf = !coff && !is_macho(triple) && !triple.contains_bytes(b"aix");
        let mut deplibs: Vec<(u64, u64)> = Vec::new();
        if elf {
            if let Some(nm) = m
                .named_metadata
                .iter()
                .find(|n| &n.name[..] == b"llvm.dependent-libraries")
            {
                for &op in &nm.ops {
                    let ops = m.metadata.get(op).node_operands();
                    if let Some(Some(s)) = ops.first() {
                        if let Metadata::String(s) = m.metadata.get(*s) {
                            deplibs.push(self.strtab_add(s));
                        }
                    }
                }
            }
        }
        let used = used_globals(m);
        let libcalls: &[&str] = match m.triple.as_deref() {
            Some(t) if t.starts_with(b"x86_64-") && t.windows(6).any(|w| w == b"-linux") => {
                super::libcalls::X86_64_LINUX
            }
            _ => &[],
        };
        let mut syms: Vec<[u32; 6]> = Vec::new();
        let mut uncommons: Vec<[u32; 6]> = Vec::new();
        let mut comdats: Vec<(ComdatId, [u32; 3])> = Vec::new();
        let mut anon = 0u32;
        let order = symbol_order(m);
        for g in order {
            let gv = &m.globals[g];
            let c = &gv.common;
            let mut flags = 0u32;
            let decl = match &gv.kind {
                GlobalKind::Var(v) => v.init.is_none(),
                GlobalKind::Func(f) => f.body.is_none(),
                _ => false,
            } || c.linkage == Linkage::AvailableExternally;
            let local = matches!(c.linkage, Linkage::Internal | Linkage::Private);
            if decl {
                flags |= 1 << FB_UNDEFINED;
            }
            let object = aliasee_object(m, g);
            if let Some(o) = object {
                if matches!(
                    m.globals[o].kind,
                    GlobalKind::Func(_) | GlobalKind::IFunc(_)
                ) {
                    flags |= 1 << FB_EXECUTABLE;
                }
            }
            if matches!(gv.kind, GlobalKind::Alias(_)) {
                flags |= 1 << FB_INDIRECT;
            }
            if c.linkage == Linkage::Private {
                flags |= 1 << FB_FORMAT_SPECIFIC;
            }
            if !local {
                flags |= 1 << FB_GLOBAL;
            }
            if c.linkage == Linkage::Common {
                flags |= 1 << FB_COMMON;
            }
            if matches!(
                c.linkage,
                Linkage::LinkOnce
                    | Linkage::LinkOnceOdr
                    | Linkage::Weak
                    | Linkage::WeakOdr
                    | Linkage::ExternWeak
            ) {
                flags |= 1 << FB_WEAK;
            }
            let name = c.name.as_deref().unwrap_or_default();
            if name.starts_with(b"llvm.") {
                flags |= 1 << FB_FORMAT_SPECIFIC;
            } else if let GlobalKind::Var(v) = &gv.kind {
                if v.section.as_deref() == Some(b"llvm.metadata") {
                    flags |= 1 << FB_FORMAT_SPECIFIC;
                }
            }
            // The mangled name.
            let body: Vec<u8> = if name.is_empty() {
                anon += 1;
                format!("__unnamed_{anon}").into_bytes()
            } else {
                name.to_vec()
            };
            let name_s = self.strtab_add(&symbol_name(&dl, c, &body));
            let ir_s = self.strtab_add(name);
            if used.contains(&g)
                || libcalls
                    .binary_search_by(|n| n.as_bytes().cmp(name))
                    .is_ok()
            {
                flags |= 1 << FB_USED;
            }
            if c.thread_local != ThreadLocal::NotThreadLocal {
                flags |= 1 << FB_TLS;
            }
            if c.unnamed_addr == UnnamedAddr::Global {
                flags |= 1 << FB_UNNAMED_ADDR;
            }
            let may_omit = c.linkage == Linkage::LinkOnceOdr
                && (c.unnamed_addr == UnnamedAddr::Global
                    || (!matches!(&gv.kind, GlobalKind::Var(v) if !v.constant)
                        && c.unnamed_addr != UnnamedAddr::None));
            if may_omit {
                flags |= 1 << FB_MAY_OMIT;
            }
            flags |= match c.visibility {
                Visibility::Default => 0,
                Visibility::Hidden => 1,
                Visibility::Protected => 2,
            };
            // The symbol's uncommon entry, made on first need.
            let mut unc: Option<usize> = None;
            let uncommon = |w: &mut Self,
                            uncommons: &mut Vec<[u32; 6]>,
                            flags: &mut u32,
                            unc: &mut Option<usize>|
             -> usize {
                if let Some(u) = *unc {
                    return u;
                }
                *flags |= 1 << FB_HAS_UNCOMMON;
                let empty = w.strtab_add(b"");
                uncommons.push([0, 0, empty.0 as u32, empty.1 as u32, empty.0 as u32, 0]);
                *unc = Some(uncommons.len() - 1);
                uncommons.len() - 1
            };
            if c.linkage == Linkage::Common {
                if let GlobalKind::Var(v) = &gv.kind {
                    let u = uncommon(self, &mut uncommons, &mut flags, &mut unc);
                    let size = dl.type_alloc_size(&self.types, c.value_ty);
                    uncommons[u][0] = size as u32;
                    uncommons[u][1] = v.align.unwrap_or(0) as u32;
                }
            }
            let comdat = object.and_then(|o| match &m.globals[o].kind {
                GlobalKind::Var(v) => v.comdat,
                GlobalKind::Func(f) => f.comdat,
                _ => None,
            });
            let mut comdat_index = u32::MAX;
            if object.is_none() && !matches!(gv.kind, GlobalKind::IFunc(_)) {
                // "Unable to determine comdat of alias": no table.
                return None;
            }
            if let Some(cd) = comdat {
                comdat_index = match comdats.iter().position(|&(x, _)| x == cd) {
                    Some(i) => i as u32,
                    None => {
                        let cdat = &m.comdats[cd];
                        let s = self.strtab_add(&cdat.name);
                        let kind = match cdat.kind {
                            ComdatKind::Any => 0,
                            ComdatKind::ExactMatch => 1,
                            ComdatKind::Largest => 2,
                            ComdatKind::NoDeduplicate => 3,
                            ComdatKind::SameSize => 4,
                        };
                        comdats.push((cd, [s.0 as u32, s.1 as u32, kind]));
                        comdats.len() as u32 - 1
                    }
                };
            }
            if coff && flags & (1 << FB_WEAK) != 0 && flags & (1 << FB_INDIRECT) != 0 {
                // A weak alias is a COFF weak external: its fallback must
                // be a global value once pointer casts are stripped.
                let GlobalKind::Alias(a) = &gv.kind else {
                    return None;
                };
                let fallback = strip_pointer_casts(m, a.aliasee)?;
                let fc = &m.globals[fallback].common;
                // An unnamed fallback's number is the mangler's to give.
                let fname = fc.name.as_deref().filter(|n| !n.is_empty())?;
                let fs = self.strtab_add(&symbol_name(&dl, fc, fname));
                let u = uncommon(self, &mut uncommons, &mut flags, &mut unc);
                uncommons[u][2] = fs.0 as u32;
                uncommons[u][3] = fs.1 as u32;
            }
            let section = object.and_then(|o| match &m.globals[o].kind {
                GlobalKind::Var(v) => v.section.as_deref(),
                GlobalKind::Func(f) => f.section.as_deref(),
                _ => None,
            });
            if let Some(sec) = section.filter(|s| !s.is_empty()) {
                let u = uncommon(self, &mut uncommons, &mut flags, &mut unc);
                let s = self.strtab_add(sec);
                uncommons[u][4] = s.0 as u32;
                uncommons[u][5] = s.1 as u32;
            }
            syms.push([
                name_s.0 as u32,
                name_s.1 as u32,
                ir_s.0 as u32,
                ir_s.1 as u32,
                comdat_index,
                flags,
            ]);
        }
        // 32-bit x86 ELF: reading the (empty) module asm with the target's
        // parser leaves `_GLOBAL_OFFSET_TABLE_` behind, an undefined asm
        // symbol, used as every undefined asm symbol is.
        let x86_32 = [&b"i386"[..], b"i486", b"i586", b"i686"]
            .iter()
            .any(|a| triple.starts_with(a) && triple.get(4).is_none_or(|&c| c == b'-'));
        if elf && x86_32 {
            let name_s = self.strtab_add(b"_GLOBAL_OFFSET_TABLE_");
            let ir_s = self.strtab_add(b"");
            let flags = 1 << FB_UNDEFINED | 1 << FB_GLOBAL | 1 << FB_USED;
            syms.push([
                name_s.0 as u32,
                name_s.1 as u32,
                ir_s.0 as u32,
                ir_s.1 as u32,
                u32::MAX,
                flags,
            ]);
        }
        let linker_opts = self.strtab_add(b"");
        // Header (19 words), the module (3), comdats (3 each), symbols and
        // uncommon entries (6 each), dependent libraries (2 each).
        let header = 19 * 4;
        let modules_at = header;
        let comdats_at = modules_at + 12;
        let syms_at = comdats_at + 12 * comdats.len();
        let unc_at = syms_at + 24 * syms.len();
        let libs_at = unc_at + 24 * uncommons.len();
        let mut w: Vec<u32> = vec![
            VERSION,
            producer.0 as u32,
            producer.1 as u32,
            modules_at as u32,
            1,
            comdats_at as u32,
            comdats.len() as u32,
            syms_at as u32,
            syms.len() as u32,
            unc_at as u32,
            uncommons.len() as u32,
            triple_s.0 as u32,
            triple_s.1 as u32,
            source.0 as u32,
            source.1 as u32,
            linker_opts.0 as u32,
            linker_opts.1 as u32,
            libs_at as u32,
            deplibs.len() as u32,
        ];
        w.extend([0, syms.len() as u32, 0]);
        for (_, c) in &comdats {
            w.extend_from_slice(c);
        }
        for s in &syms {
            w.extend_from_slice(s);
        }
        for u in &uncommons {
            w.extend_from_slice(u);
        }
        for &(o, l) in &deplibs {
            w.extend([o as u32, l as u32]);
        }
        Some(w.iter().flat_map(|x| x.to_le_bytes()).collect())
    }
}

trait ContainsBytes {
    fn contains_bytes(&self, needle: &[u8]) -> bool;
}

impl ContainsBytes for [u8] {
    fn contains_bytes(&self, needle: &[u8]) -> bool {
        self.windows(needle.len()).any(|w| w == needle)
    }
}

fn is_coff(triple: &[u8]) -> bool {
    (triple.contains_bytes(b"windows")
        || triple.contains_bytes(b"win32")
        || triple.contains_bytes(b"uefi"))
        && !triple.ends_with(b"-elf")
        && !triple.ends_with(b"-macho")
}

fn is_macho(triple: &[u8]) -> bool {
    triple.ends_with(b"-macho")
        || super::DARWIN_OSES
            .iter()
            .any(|os| triple.contains_bytes(os))
}

fn private_prefix(m: Mangling) -> &'static [u8] {
    match m {
        Mangling::None => b"",
        Mangling::Elf | Mangling::WinCoff => b".L",
        Mangling::Goff => b"L#",
        Mangling::Mips => b"$",
        Mangling::MachO | Mangling::WinCoffX86 => b"L",
        Mangling::XCoff => b"L..",
    }
}

fn global_prefix(m: Mangling) -> Option<u8> {
    match m {
        Mangling::MachO | Mangling::WinCoffX86 => Some(b'_'),
        _ => None,
    }
}

/// LLVM's `Module::global_values()`: functions, variables, aliases, ifuncs.
fn symbol_order(m: &Module) -> Vec<GlobalId> {
    let mut out = Vec::with_capacity(m.globals.len());
    for pass in 0..4 {
        for (i, g) in m.globals.iter() {
            let k = match g.kind {
                GlobalKind::Func(_) => 0,
                GlobalKind::Var(_) => 1,
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

/// The name a symbol has in the table, as LLVM's `printSymbolName`
/// writes it: `__imp_` for a `dllimport`, then the mangled name of `name`
/// (a global's name, or the `__unnamed_N` an unnamed one gets).
fn symbol_name(dl: &DataLayout, c: &GlobalCommon, name: &[u8]) -> Vec<u8> {
    let mut out: Vec<u8> = Vec::new();
    if c.dll_storage == DllStorage::Import {
        out.extend_from_slice(b"__imp_");
    }
    if let Some(raw) = name.strip_prefix(&[1]) {
        // `\01`: the name as written, no mangling.
        out.extend_from_slice(raw);
        return out;
    }
    if c.linkage == Linkage::Private {
        out.extend_from_slice(private_prefix(dl.mangling));
    }
    if let Some(p) = global_prefix(dl.mangling) {
        out.push(p);
    }
    out.extend_from_slice(name);
    out
}

/// The global value `c` is once bitcasts, address-space casts and
/// all-zero GEPs are stripped (LLVM's `stripPointerCasts`), if it is one.
fn strip_pointer_casts(m: &Module, mut c: ConstId) -> Option<GlobalId> {
    use llconv_ir::instructions::CastOp;
    // Bounded as constants' nesting is.
    for _ in 0..llconv_ir::MAX_NESTING_DEPTH {
        match &m.consts.get(c).kind {
            ConstKind::Global(g) => return Some(*g),
            ConstKind::Expr(e) => {
                let zero_indices =
                    e.operands.iter().skip(1).all(
                        |&i| matches!(&m.consts.get(i).kind, ConstKind::Int(v) if v.is_zero()),
                    );
                match e.op {
                    ConstExprOp::Cast(CastOp::BitCast | CastOp::AddrSpaceCast) => {}
                    ConstExprOp::GetElementPtr if zero_indices => {}
                    _ => return None,
                }
                c = *e.operands.first()?;
            }
            _ => return None,
        }
    }
    None
}

/// The global object a global value stands for: itself, or what an alias
/// names.
fn aliasee_object(m: &Module, g: GlobalId) -> Option<GlobalId> {
    match &m.globals[g].kind {
        GlobalKind::Alias(a) => m.aliasee_object(a.aliasee),
        _ => Some(g),
    }
}

/// The globals `llvm.used` and `llvm.compiler.used` list.
fn used_globals(m: &Module) -> Vec<GlobalId> {
    let mut out = Vec::new();
    for (_, g) in m.globals.iter() {
        let Some(name) = g.common.name.as_deref() else {
            continue;
        };
        if name != b"llvm.used" && name != b"llvm.compiler.used" {
            continue;
        }
        let GlobalKind::Var(v) = &g.kind else {
            continue;
        };
        let Some(init) = v.init else {
            continue;
        };
        if let ConstKind::Array(elems) = &m.consts.get(init).kind {
            for &e in elems {
                let mut c = e;
                loop {
                    match &m.consts.get(c).kind {
                        ConstKind::Global(x) => {
                            out.push(*x);
                            break;
                        }
                        ConstKind::Expr(ex)
                            if matches!(
                                ex.op,
                                ConstExprOp::Cast(CastOp::BitCast)
                                    | ConstExprOp::Cast(CastOp::AddrSpaceCast)
                            ) =>
                        {
                            match ex.operands.first() {
                                Some(&o) => c = o,
                                None => break,
                            }
                        }
                        _ => break,
                    }
                }
            }
        }
    }
    out
}
