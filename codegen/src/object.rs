//! The ELF object: every global as a symbol with LLVM's binding and
//! visibility, code and data in their sections (a section of its own, in a
//! group, for each comdat member), constructors in `.init_array`, and the
//! relocations of code and data.

use crate::data::{self, DataRelocKind};
use crate::function::{CodeReloc, CompiledFunction, ModuleContext, RelocTarget};
use crate::gaps::{self, ExtraSym, Helper};
use crate::layout::Layouts;
use crate::{CompileError, Result};
use cranelift_codegen::binemit::Reloc;
use gimli::write::CallFrameInstruction;
use llconv_ir::*;
use object::elf;
use object::write::{
    Comdat, Object, Relocation, SectionId, StandardSection, Symbol, SymbolId, SymbolSection,
};
use object::{
    Architecture, BinaryFormat, ComdatKind as ObjComdatKind, Endianness, RelocationFlags,
    SectionFlags, SectionKind, SymbolFlags, SymbolKind, SymbolScope,
};
use std::collections::{BTreeMap, HashMap};

/// Whether `g` is a function whose body goes into the object.
pub fn emits_body(g: &Global) -> bool {
    g.as_func().is_some_and(|f| f.body.is_some())
        && g.common.linkage != Linkage::AvailableExternally
        && !is_llvm_name(g)
}

fn is_llvm_name(g: &Global) -> bool {
    g.common
        .name
        .as_deref()
        .is_some_and(|n| n.starts_with(b"llvm."))
}

/// Whether `g` is defined in this object.
fn is_definition(g: &Global) -> bool {
    if g.common.linkage == Linkage::AvailableExternally {
        return false;
    }
    match &g.kind {
        GlobalKind::Func(f) => f.body.is_some(),
        GlobalKind::Var(v) => v.init.is_some(),
        GlobalKind::Alias(_) | GlobalKind::IFunc(_) => true,
    }
}

struct Writer<'c, 'a> {
    ctx: &'c ModuleContext<'a>,
    obj: Object<'static>,
    syms: SecondaryMap<GlobalId, Option<SymbolId>>,
    by_name: HashMap<Vec<u8>, SymbolId>,
    thunks: HashMap<(GlobalId, u8), SymbolId>,
    extra_thunks: HashMap<ExtraSym, SymbolId>,
    helpers: HashMap<Helper, SymbolId>,
    comdat_sections: BTreeMap<ComdatId, Vec<SectionId>>,
    init_sections: HashMap<Vec<u8>, SectionId>,
    /// `.gcc_except_table`, once a function has an LSDA.
    except_table: Option<SectionId>,
    /// The words holding a personality's or typeinfo's address that
    /// exception tables refer to (`DW.ref.NAME`), by global.
    eh_refs: HashMap<GlobalId, SymbolId>,
    /// Call frame information of the thunks that call or are called by
    /// compiled code (an exception unwinds through them).
    thunk_frames: Vec<crate::debug::ThunkFrame>,
    /// Relocations to add once every symbol is defined.
    pending: Vec<(SectionId, Relocation)>,
}

pub fn write_object(
    ctx: &ModuleContext,
    funcs: Vec<(GlobalId, CompiledFunction)>,
) -> Result<Vec<u8>> {
    let mut obj = Object::new(BinaryFormat::Elf, Architecture::X86_64, Endianness::Little);
    obj.add_file_symbol(ctx.m.source_filename.to_vec());
    let mut w = Writer {
        ctx,
        obj,
        syms: SecondaryMap::filled(ctx.m.globals.len(), None),
        by_name: HashMap::new(),
        thunks: HashMap::new(),
        extra_thunks: HashMap::new(),
        helpers: HashMap::new(),
        comdat_sections: BTreeMap::new(),
        init_sections: HashMap::new(),
        except_table: None,
        eh_refs: HashMap::new(),
        thunk_frames: Vec::new(),
        pending: Vec::new(),
    };
    w.declare_symbols()?;
    let mut code_relocs = Vec::new();
    let mut placed = Vec::with_capacity(funcs.len());
    for (g, f) in &funcs {
        let (section, offset) = w.place_function(*g, f)?;
        code_relocs.push((section, offset, &f.relocs, &f.extras));
        let eh = match &f.lsda {
            Some(lsda) => Some(w.place_lsda(lsda).map_err(|e| e.at(*g, None))?),
            None => None,
        };
        placed.push(crate::debug::Placed {
            global: *g,
            section,
            offset,
            len: f.code.len() as u64,
            lines: f.lines.as_ref(),
            unwind: f.unwind.as_ref(),
            eh,
        });
    }
    w.place_variables()?;
    w.place_aliases()?;
    w.constructors()?;
    for (section, offset, relocs, extras) in code_relocs {
        for r in relocs {
            w.code_reloc(section, offset, r, extras)?;
        }
    }
    let thunk_frames = std::mem::take(&mut w.thunk_frames);
    // The variables defined here, for their debug info's addresses.
    let variables: Vec<(GlobalId, SymbolId)> = ctx
        .m
        .globals
        .iter()
        .filter(|(_, g)| matches!(g.kind, GlobalKind::Var(_)) && is_definition(g))
        .filter_map(|(gid, _)| Some((gid, w.syms[gid]?)))
        .collect();
    crate::debug::write_sections(ctx, &mut w.obj, &placed, &thunk_frames, &variables)?;
    w.groups()?;
    let gnu_stack = w.obj.add_section(
        Vec::new(),
        b".note.GNU-stack".to_vec(),
        SectionKind::Elf(elf::SHT_PROGBITS),
    );
    w.obj.section_mut(gnu_stack).flags = SectionFlags::Elf { sh_flags: 0 };
    for (section, r) in std::mem::take(&mut w.pending) {
        w.obj
            .add_relocation(section, r)
            .map_err(|e| CompileError::new(format!("object relocation: {e}")))?;
    }
    w.obj
        .write()
        .map_err(|e| CompileError::new(format!("writing the object: {e}")))
}

impl Writer<'_, '_> {
    fn global(&self, g: GlobalId) -> &Global {
        &self.ctx.m.globals[g]
    }

    /// One symbol per global, in module order, undefined until placed.
    fn declare_symbols(&mut self) -> Result<()> {
        let m = self.ctx.m;
        for (gid, g) in m.globals.iter() {
            if is_llvm_name(g) {
                continue;
            }
            if let GlobalKind::IFunc(_) = g.kind {
                return Err(CompileError::new("ifuncs are not supported yet").at(gid, None));
            }
            let defined = is_definition(g);
            let kind = match (&g.kind, defined) {
                (_, false) => SymbolKind::Unknown,
                (GlobalKind::Func(_), true) => SymbolKind::Text,
                (GlobalKind::Alias(_), true) => {
                    if m.types.get(g.common.value_ty).is_function_like() {
                        SymbolKind::Text
                    } else {
                        SymbolKind::Data
                    }
                }
                _ => SymbolKind::Data,
            };
            // Thread-local symbols are STT_TLS, defined or not.
            let kind = if g.common.thread_local != ThreadLocal::NotThreadLocal {
                SymbolKind::Tls
            } else {
                kind
            };
            let name = self.ctx.names[gid].clone();
            let sym = symbol(name.clone(), kind, &g.common, defined);
            let id = if g.common.linkage == Linkage::Common {
                let v = g.as_var().expect("common is a variable");
                let layouts = Layouts::new(&m.types, &self.ctx.dl);
                let size = layouts.alloc_size(g.common.value_ty);
                let align = v
                    .align
                    .unwrap_or_else(|| layouts.abi_align(g.common.value_ty));
                let mut sym = sym;
                sym.kind = SymbolKind::Data;
                self.obj.add_common_symbol(sym, size, align.max(1))
            } else {
                self.obj.add_symbol(sym)
            };
            self.syms[gid] = Some(id);
            if !g.common.linkage.is_local() {
                self.by_name.insert(name, id);
            }
        }
        Ok(())
    }

    fn sym(&self, g: GlobalId) -> Result<SymbolId> {
        self.syms[g].ok_or_else(|| {
            CompileError::new("a reference to an intrinsic or llvm.* global").at(g, None)
        })
    }

    /// The section for a global's contents: its own `section`, its
    /// comdat's own section, or the standard one of its kind.
    fn section_for(
        &mut self,
        g: GlobalId,
        standard: StandardSection,
        suffix_base: &[u8],
    ) -> SectionId {
        let gl = self.global(g);
        let (section_attr, comdat) = match &gl.kind {
            GlobalKind::Func(f) => (f.section.clone(), f.comdat),
            GlobalKind::Var(v) => (v.section.clone(), v.comdat),
            _ => (None, None),
        };
        let kind = standard.kind();
        if let Some(name) = section_attr {
            let id = self
                .obj
                .add_section(Vec::new(), name.to_vec(), section_kind_for(&name, kind));
            if let Some(c) = comdat {
                self.comdat_sections.entry(c).or_default().push(id);
            }
            return id;
        }
        match comdat {
            Some(c) => {
                let name = [suffix_base, b".", &self.ctx.names[g][..]].concat();
                let id = self.obj.add_section(Vec::new(), name, kind);
                self.comdat_sections.entry(c).or_default().push(id);
                id
            }
            None => self.obj.section_id(standard),
        }
    }

    fn place_function(&mut self, g: GlobalId, f: &CompiledFunction) -> Result<(SectionId, u64)> {
        let section = self.section_for(g, StandardSection::Text, b".text");
        let sym = self.sym(g)?;
        if !f.x87_ret {
            let offset = self.obj.add_symbol_data(sym, section, &f.code, f.align);
            return Ok((section, offset));
        }
        // Returns x86_fp80: the body under a local name, and under the
        // function's symbol the thunk that moves its result to %st(0).
        let name = [&self.ctx.names[g][..], b".__llconv_body"].concat();
        let body = self.obj.add_symbol(local_function(name));
        let offset = self.obj.add_symbol_data(body, section, &f.code, f.align);
        let (thunk, at) = crate::x87::return_thunk();
        let t = self.obj.add_symbol_data(sym, section, &thunk, 16);
        self.call_reloc(section, t + at, body);
        let cfi = crate::x87::RETURN_THUNK_CFI
            .iter()
            .map(|&(at, cfa)| (at, CallFrameInstruction::CfaOffset(cfa)))
            .collect();
        let symbol = self.obj.section_symbol(section);
        self.thunk_frames.push(crate::debug::ThunkFrame {
            symbol,
            offset: t,
            len: thunk.len() as u64,
            cfi,
        });
        Ok((section, offset))
    }

    /// A function's LSDA in `.gcc_except_table`, its type-table entries
    /// pointing at the words that hold the typeinfos' addresses.
    fn place_lsda(&mut self, lsda: &crate::eh::Lsda) -> Result<crate::debug::PlacedEh> {
        let section = match self.except_table {
            Some(s) => s,
            None => {
                let s = self.obj.add_section(
                    Vec::new(),
                    b".gcc_except_table".to_vec(),
                    SectionKind::ReadOnlyData,
                );
                self.except_table = Some(s);
                s
            }
        };
        let offset = self.obj.append_section_data(section, &lsda.bytes, 4);
        for &(at, g) in &lsda.type_refs {
            let word = self.eh_ref(g)?;
            self.pending.push((
                section,
                Relocation {
                    offset: offset + u64::from(at),
                    symbol: word,
                    addend: 0,
                    flags: RelocationFlags::Elf {
                        r_type: elf::R_X86_64_PC32,
                    },
                },
            ));
        }
        Ok(crate::debug::PlacedEh {
            personality: self.eh_ref(lsda.personality)?,
            lsda: (self.obj.section_symbol(section), offset),
        })
    }

    /// The local word in `.data` holding global `g`'s address, as the
    /// exception tables' indirect references want (LLVM's `DW.ref.NAME`;
    /// local here, so nothing needs merging across objects).
    fn eh_ref(&mut self, g: GlobalId) -> Result<SymbolId> {
        if let Some(&s) = self.eh_refs.get(&g) {
            return Ok(s);
        }
        let target = self.sym(g)?;
        let name = [b"DW.ref.", &self.ctx.names[g][..]].concat();
        let word = self.obj.add_symbol(Symbol {
            name,
            value: 0,
            size: 8,
            kind: SymbolKind::Data,
            scope: SymbolScope::Compilation,
            weak: false,
            section: SymbolSection::Undefined,
            flags: SymbolFlags::None,
        });
        let data = self.obj.section_id(StandardSection::Data);
        let offset = self.obj.add_symbol_data(word, data, &[0; 8], 8);
        self.pending.push((
            data,
            Relocation {
                offset,
                symbol: target,
                addend: 0,
                flags: RelocationFlags::Elf {
                    r_type: elf::R_X86_64_64,
                },
            },
        ));
        self.eh_refs.insert(g, word);
        Ok(word)
    }

    fn place_variables(&mut self) -> Result<()> {
        let m = self.ctx.m;
        for (i, g) in m.globals.iter() {
            let gid = i;
            let GlobalKind::Var(v) = &g.kind else {
                continue;
            };
            if is_llvm_name(g) || !is_definition(g) || g.common.linkage == Linkage::Common {
                continue;
            }
            if g.common.linkage == Linkage::Appending {
                return Err(CompileError::new(
                    "appending globals other than llvm.global_ctors/dtors are not supported",
                )
                .at(gid, None));
            }
            let init = v.init.expect("a definition");
            let (bytes, relocs) =
                data::initializer(self.ctx, gid, init).map_err(|e| e.at(gid, None))?;
            let layouts = Layouts::new(&m.types, &self.ctx.dl);
            let mut align = v
                .align
                .unwrap_or_else(|| layouts.dl.pref_align(&m.types, g.common.value_ty));
            if v.align.is_none() && bytes.len() > 16 {
                align = align.max(16);
            }
            let zero = relocs.is_empty() && bytes.iter().all(|b| *b == 0);
            let tls = g.common.thread_local != ThreadLocal::NotThreadLocal;
            let (standard, base): (StandardSection, &[u8]) = if tls && zero {
                (StandardSection::UninitializedTls, b".tbss")
            } else if tls {
                (StandardSection::Tls, b".tdata")
            } else if v.constant && relocs.is_empty() {
                (StandardSection::ReadOnlyData, b".rodata")
            } else if v.constant && self.ctx.isa.flags().is_pic() {
                (StandardSection::ReadOnlyDataWithRel, b".data.rel.ro")
            } else if v.constant {
                (StandardSection::ReadOnlyData, b".rodata")
            } else if zero {
                (StandardSection::UninitializedData, b".bss")
            } else {
                (StandardSection::Data, b".data")
            };
            let section = self.section_for(gid, standard, base);
            let sym = self.sym(gid)?;
            let offset = if self.obj.section(section).is_bss() {
                if !zero {
                    return Err(
                        CompileError::new("an initialized variable in a bss section").at(gid, None),
                    );
                }
                self.obj
                    .add_symbol_bss(sym, section, bytes.len() as u64, align.max(1))
            } else {
                self.obj.add_symbol_data(sym, section, &bytes, align.max(1))
            };
            for r in relocs {
                let target = self.sym(r.target)?;
                let r_type = match r.kind {
                    DataRelocKind::Abs64 => elf::R_X86_64_64,
                    DataRelocKind::Abs32 => elf::R_X86_64_32,
                    DataRelocKind::Pc32 => elf::R_X86_64_PC32,
                    DataRelocKind::Pc64 => elf::R_X86_64_PC64,
                };
                self.pending.push((
                    section,
                    Relocation {
                        offset: offset + r.offset,
                        symbol: target,
                        addend: r.addend,
                        flags: RelocationFlags::Elf { r_type },
                    },
                ));
            }
        }
        Ok(())
    }

    /// Aliases share their aliasee's section, at its offset plus the
    /// alias's own.
    fn place_aliases(&mut self) -> Result<()> {
        let m = self.ctx.m;
        let mut left: Vec<GlobalId> = (0..m.globals.len())
            .map(GlobalId::from_index)
            .filter(|g| {
                matches!(self.global(*g).kind, GlobalKind::Alias(_))
                    && !is_llvm_name(self.global(*g))
            })
            .collect();
        // Aliases of aliases: place what can be placed until nothing moves.
        while !left.is_empty() {
            let before = left.len();
            let mut still = Vec::new();
            for g in left {
                let GlobalKind::Alias(a) = &self.global(g).kind else {
                    continue;
                };
                let (target, off) =
                    data::alias_target(self.ctx, g, a.aliasee).map_err(|e| e.at(g, None))?;
                let tsym = self.sym(target)?;
                let t = self.obj.symbol(tsym);
                match t.section {
                    SymbolSection::Section(section) => {
                        let value = (t.value as i64 + off) as u64;
                        let layouts = Layouts::new(&m.types, &self.ctx.dl);
                        let size = if m
                            .types
                            .get(self.global(g).common.value_ty)
                            .is_function_like()
                        {
                            t.size
                        } else {
                            layouts.alloc_size(self.global(g).common.value_ty)
                        };
                        let sym = self.sym(g)?;
                        self.obj.set_symbol_data(sym, section, value, size);
                    }
                    _ if matches!(self.global(target).kind, GlobalKind::Alias(_)) => still.push(g),
                    _ => {
                        return Err(CompileError::new(
                            "an alias of a symbol this object does not define",
                        )
                        .at(g, None))
                    }
                }
            }
            if still.len() == before {
                return Err(CompileError::new("a cycle of aliases").at(still[0], None));
            }
            left = still;
        }
        Ok(())
    }

    /// `llvm.global_ctors` and `llvm.global_dtors` as `.init_array` and
    /// `.fini_array` entries (`.init_array.PRIO` for a priority, which the
    /// linker sorts).
    fn constructors(&mut self) -> Result<()> {
        let m = self.ctx.m;
        for (i, g) in m.globals.iter() {
            let base: &[u8] = match g.common.name.as_deref() {
                Some(b"llvm.global_ctors") => b".init_array",
                Some(b"llvm.global_dtors") => b".fini_array",
                _ => continue,
            };
            let gid = i;
            let Some(init) = g.as_var().and_then(|v| v.init) else {
                continue;
            };
            let elems = match &m.consts.get(init).kind {
                ConstKind::Array(e) => e.clone(),
                ConstKind::Zero => Vec::new(),
                _ => return Err(CompileError::new("a malformed constructor list").at(gid, None)),
            };
            for e in elems {
                let ConstKind::Struct(fields) = &m.consts.get(e).kind else {
                    return Err(CompileError::new("a malformed constructor entry").at(gid, None));
                };
                let prio = match fields.first().map(|f| &m.consts.get(*f).kind) {
                    Some(ConstKind::Int(a)) => a.low_u64(),
                    _ => 65535,
                };
                let Some(&func) = fields.get(1) else { continue };
                let target = match &m.consts.get(func).kind {
                    ConstKind::Global(f) => *f,
                    ConstKind::Null => continue,
                    _ => {
                        data::alias_target(self.ctx, gid, func)
                            .map_err(|e| e.at(gid, None))?
                            .0
                    }
                };
                let name = if prio == 65535 {
                    base.to_vec()
                } else {
                    format!("{}.{prio:05}", String::from_utf8_lossy(base)).into_bytes()
                };
                let section = match self.init_sections.get(&name) {
                    Some(s) => *s,
                    None => {
                        let kind = if base == b".init_array" {
                            elf::SHT_INIT_ARRAY
                        } else {
                            elf::SHT_FINI_ARRAY
                        };
                        let s =
                            self.obj
                                .add_section(Vec::new(), name.clone(), SectionKind::Elf(kind));
                        self.obj.section_mut(s).flags = SectionFlags::Elf {
                            sh_flags: u64::from(elf::SHF_ALLOC | elf::SHF_WRITE),
                        };
                        self.init_sections.insert(name, s);
                        s
                    }
                };
                let offset = self.obj.append_section_data(section, &[0u8; 8], 8);
                let symbol = self.sym(target)?;
                self.pending.push((
                    section,
                    Relocation {
                        offset,
                        symbol,
                        addend: 0,
                        flags: RelocationFlags::Elf {
                            r_type: elf::R_X86_64_64,
                        },
                    },
                ));
            }
        }
        Ok(())
    }

    fn code_reloc(
        &mut self,
        section: SectionId,
        base: u64,
        r: &CodeReloc,
        extras: &[ExtraSym],
    ) -> Result<()> {
        let symbol = match &r.target {
            RelocTarget::Global(g) => self.sym(*g)?,
            RelocTarget::LibCall(name) => self.named(name.as_bytes()),
            RelocTarget::Extra(i) => match extras.get(*i as usize) {
                Some(ExtraSym::Named(n)) => self.named(n),
                Some(ExtraSym::VarargThunk { callee, xmm }) => self.thunk(*callee, *xmm)?,
                Some(ExtraSym::Helper(h)) => self.helper(*h)?,
                Some(ExtraSym::VarargIndirectThunk { xmm }) => self.indirect_thunk(*xmm),
                Some(ExtraSym::X87Call { callee, xmm, room }) => {
                    self.x87_call_thunk(*callee, *xmm, *room)?
                }
                None => {
                    return Err(CompileError::new(
                        "internal compiler error: an unknown extra symbol",
                    ))
                }
            },
        };
        let r_type = match r.kind {
            Reloc::Abs8 => elf::R_X86_64_64,
            Reloc::Abs4 => elf::R_X86_64_32,
            Reloc::X86PCRel4 => elf::R_X86_64_PC32,
            // Cranelift marks a near `lea` of a symbol (non-PIC code)
            // `X86CallPCRel4` too: only a `call`/`jmp` displacement may go
            // through the PLT; an address taken is `PC32`, as llc writes
            // it (through a PLT entry, the address of a library's data,
            // `stderr` say, would be the stub's code).
            Reloc::X86CallPCRel4
                if !self.after_call_opcode(section, base + u64::from(r.offset)) =>
            {
                elf::R_X86_64_PC32
            }
            Reloc::X86CallPCRel4 | Reloc::X86CallPLTRel4 => elf::R_X86_64_PLT32,
            Reloc::X86GOTPCRel4 => elf::R_X86_64_GOTPCREL,
            Reloc::ElfX86_64TlsGd => elf::R_X86_64_TLSGD,
            other => {
                return Err(CompileError::new(format!(
                    "internal compiler error: relocation {other:?} on x86-64"
                )))
            }
        };
        self.pending.push((
            section,
            Relocation {
                offset: base + u64::from(r.offset),
                symbol,
                addend: r.addend,
                flags: RelocationFlags::Elf { r_type },
            },
        ));
        Ok(())
    }

    /// Whether the 32-bit displacement at `offset` of `section` follows a
    /// `call rel32` or `jmp rel32` opcode (`E8`/`E9`; the byte before a
    /// `lea`'s RIP-relative displacement is its ModRM, never those).
    fn after_call_opcode(&self, section: SectionId, offset: u64) -> bool {
        let data = self.obj.section(section).data();
        offset
            .checked_sub(1)
            .and_then(|i| data.get(usize::try_from(i).ok()?))
            .is_some_and(|&b| b == 0xE8 || b == 0xE9)
    }

    /// The relocation of a thunk's `call`/`jmp` displacement at `offset`.
    fn call_reloc(&mut self, section: SectionId, offset: u64, target: SymbolId) {
        self.pending.push((
            section,
            Relocation {
                offset,
                symbol: target,
                addend: -4,
                flags: RelocationFlags::Elf {
                    r_type: elf::R_X86_64_PLT32,
                },
            },
        ));
    }

    /// A symbol outside the module by name: the module's own global of that
    /// name if it has one, else an undefined symbol.
    fn named(&mut self, name: &[u8]) -> SymbolId {
        if let Some(s) = self.by_name.get(name) {
            return *s;
        }
        let id = self.obj.add_symbol(Symbol {
            name: name.to_vec(),
            value: 0,
            size: 0,
            kind: SymbolKind::Unknown,
            scope: SymbolScope::Dynamic,
            weak: false,
            section: SymbolSection::Undefined,
            flags: SymbolFlags::Elf {
                st_info: (elf::STB_GLOBAL << 4) | elf::STT_NOTYPE,
                st_other: elf::STV_DEFAULT,
            },
        });
        self.by_name.insert(name.to_vec(), id);
        id
    }

    fn local_text_symbol(&mut self, name: Vec<u8>, code: &[u8], align: u64) -> (SymbolId, u64) {
        let text = self.obj.section_id(StandardSection::Text);
        let id = self.obj.add_symbol(local_function(name));
        let offset = self.obj.add_symbol_data(id, text, code, align);
        (id, offset)
    }

    /// The thunk for calling `callee`, which returns x86_fp80 (see `x87`).
    fn x87_call_thunk(&mut self, callee: GlobalId, xmm: Option<u8>, room: u32) -> Result<SymbolId> {
        let key = ExtraSym::X87Call { callee, xmm, room };
        if let Some(s) = self.extra_thunks.get(&key) {
            return Ok(*s);
        }
        let target = self.sym(callee)?;
        let (code, at, cfi) = crate::x87::call_thunk(xmm, room);
        let name = format!(
            "__llconv_x87call{}.{room}.{}",
            xmm.map(|n| n.to_string()).unwrap_or_default(),
            String::from_utf8_lossy(&self.ctx.names[callee])
        );
        let (id, offset) = self.local_text_symbol(name.into_bytes(), &code, 16);
        let text = self.obj.section_id(StandardSection::Text);
        self.call_reloc(text, offset + at, target);
        let symbol = self.obj.section_symbol(text);
        self.thunk_frames.push(crate::debug::ThunkFrame {
            symbol,
            offset,
            len: code.len() as u64,
            cfi: cfi
                .into_iter()
                .map(|(at, cfa)| (at, CallFrameInstruction::CfaOffset(cfa)))
                .collect(),
        });
        self.extra_thunks.insert(key, id);
        Ok(id)
    }

    fn thunk(&mut self, callee: GlobalId, xmm: u8) -> Result<SymbolId> {
        if let Some(s) = self.thunks.get(&(callee, xmm)) {
            return Ok(*s);
        }
        let target = self.sym(callee)?;
        let (code, at) = gaps::vararg_thunk_code(xmm);
        let name = [
            b"__llconv_va",
            &[b'0' + xmm][..],
            b".",
            &self.ctx.names[callee][..],
        ]
        .concat();
        let (id, offset) = self.local_text_symbol(name, &code, 16);
        let text = self.obj.section_id(StandardSection::Text);
        self.call_reloc(text, offset + at, target);
        self.thunks.insert((callee, xmm), id);
        Ok(id)
    }

    fn indirect_thunk(&mut self, xmm: u8) -> SymbolId {
        let key = ExtraSym::VarargIndirectThunk { xmm };
        if let Some(s) = self.extra_thunks.get(&key) {
            return *s;
        }
        let code = gaps::vararg_indirect_thunk_code(xmm);
        let name = format!("__llconv_va{xmm}.indirect").into_bytes();
        let (id, _) = self.local_text_symbol(name, &code, 16);
        self.extra_thunks.insert(key, id);
        id
    }

    fn helper(&mut self, h: Helper) -> Result<SymbolId> {
        if let Some(s) = self.helpers.get(&h) {
            return Ok(*s);
        }
        if let Some(code) = h.machine_code() {
            let (id, _) = self.local_text_symbol(h.symbol().as_bytes().to_vec(), &code, 16);
            self.helpers.insert(h, id);
            return Ok(id);
        }
        let f = gaps::compile_helper(self.ctx, h)?;
        let (id, offset) = self.local_text_symbol(h.symbol().as_bytes().to_vec(), &f.code, f.align);
        self.helpers.insert(h, id);
        let text = self.obj.section_id(StandardSection::Text);
        for r in &f.relocs {
            self.code_reloc(text, offset, r, &f.extras)?;
        }
        Ok(id)
    }

    /// A group per comdat of kind `any` (ELF has no other kind but
    /// `nodeduplicate`, which needs no group).
    fn groups(&mut self) -> Result<()> {
        let m = self.ctx.m;
        for (c, sections) in std::mem::take(&mut self.comdat_sections) {
            let comdat = &m.comdats[c];
            match comdat.kind {
                ComdatKind::NoDeduplicate => continue,
                ComdatKind::Any => {}
                other => {
                    return Err(CompileError::new(format!(
                        "comdat '{}': ELF has no '{}' comdats (only any and nodeduplicate)",
                        String::from_utf8_lossy(&comdat.name),
                        other.keyword()
                    )))
                }
            }
            let symbol = match self.by_name.get(&comdat.name[..]) {
                Some(s) => *s,
                // No global of the comdat's name (a C++ constructor's or
                // destructor's C5/D5 group, holding C2 with C1 as an
                // alias): a local symbol at the group's first section
                // signs it, as llc writes.
                None => match sections.first() {
                    Some(&first) => self.obj.add_symbol(Symbol {
                        name: comdat.name.to_vec(),
                        value: 0,
                        size: 0,
                        kind: SymbolKind::Label,
                        scope: SymbolScope::Compilation,
                        weak: false,
                        section: SymbolSection::Section(first),
                        flags: SymbolFlags::None,
                    }),
                    None => continue,
                },
            };
            // The object crate leaves SHF_GROUP to its caller; GNU ld
            // refuses a group whose members lack it ("file format not
            // recognized").
            for &s in &sections {
                if let SectionFlags::Elf { sh_flags } = self.obj.section_flags_mut(s) {
                    *sh_flags |= u64::from(elf::SHF_GROUP);
                }
            }
            self.obj.add_comdat(Comdat {
                kind: ObjComdatKind::Any,
                symbol,
                sections,
            });
        }
        Ok(())
    }
}

/// A local function symbol, placed later.
fn local_function(name: Vec<u8>) -> Symbol {
    Symbol {
        name,
        value: 0,
        size: 0,
        kind: SymbolKind::Text,
        scope: SymbolScope::Compilation,
        weak: false,
        section: SymbolSection::Undefined,
        flags: SymbolFlags::Elf {
            st_info: (elf::STB_LOCAL << 4) | elf::STT_FUNC,
            st_other: elf::STV_DEFAULT,
        },
    }
}

/// A section named by a `section` attribute: its kind from its name as
/// LLVM chooses it (`.bss*` uninitialized, `.rodata*` read-only, `.text*`
/// code), else what the global is.
fn section_kind_for(name: &[u8], default: SectionKind) -> SectionKind {
    if name.starts_with(b".bss") || name.starts_with(b".tbss") {
        SectionKind::UninitializedData
    } else if name.starts_with(b".rodata") {
        SectionKind::ReadOnlyData
    } else if name.starts_with(b".text") {
        SectionKind::Text
    } else if name.starts_with(b".data") {
        SectionKind::Data
    } else {
        default
    }
}

/// The ELF symbol for a global: binding from its linkage, visibility from
/// its own, type from what it is.
fn symbol(name: Vec<u8>, kind: SymbolKind, c: &GlobalCommon, defined: bool) -> Symbol {
    let local = c.linkage.is_local();
    let weak = matches!(
        c.linkage,
        Linkage::Weak
            | Linkage::WeakOdr
            | Linkage::LinkOnce
            | Linkage::LinkOnceOdr
            | Linkage::ExternWeak
    );
    let bind = if local {
        elf::STB_LOCAL
    } else if weak {
        elf::STB_WEAK
    } else {
        elf::STB_GLOBAL
    };
    let stype = match kind {
        SymbolKind::Text => elf::STT_FUNC,
        SymbolKind::Data if defined => elf::STT_OBJECT,
        SymbolKind::Tls => elf::STT_TLS,
        _ => elf::STT_NOTYPE,
    };
    let vis = match c.visibility {
        Visibility::Default => elf::STV_DEFAULT,
        Visibility::Hidden => elf::STV_HIDDEN,
        Visibility::Protected => elf::STV_PROTECTED,
    };
    Symbol {
        name,
        value: 0,
        size: 0,
        kind,
        scope: if local {
            SymbolScope::Compilation
        } else if c.visibility == Visibility::Default {
            SymbolScope::Dynamic
        } else {
            SymbolScope::Linkage
        },
        weak,
        section: SymbolSection::Undefined,
        flags: SymbolFlags::Elf {
            st_info: (bind << 4) | stype,
            st_other: vis,
        },
    }
}

trait FunctionLike {
    fn is_function_like(&self) -> bool;
}

impl FunctionLike for Type {
    fn is_function_like(&self) -> bool {
        matches!(self, Type::Function { .. })
    }
}
