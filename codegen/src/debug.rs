//! Debug information in the object, written with `gimli::write`:
//!
//! - call frame information in `.eh_frame` for every compiled function,
//!   from Cranelift's unwind records, so unwinders, debuggers and
//!   profilers walk the stack (clang emits it for C on x86-64 Linux too);
//! - for modules compiled with `-g`, one DWARF compile unit per
//!   `DICompileUnit`: its line table (every instruction's `!dbg`
//!   location, carried through Cranelift as a `SourceLoc`) and a
//!   `DW_TAG_subprogram` per function, so `gdb`, `addr2line` and `perf`
//!   show source lines and function names; and the variables that live
//!   in the stack frame (every local and parameter of `-O0` code, from
//!   its `#dbg_declare`) with their types, so a debugger prints them,
//!   each in its lexical block, and global variables and functions'
//!   statics at their addresses; in optimized code, the variables given
//!   one value in the whole function (`#dbg_value`), as location lists
//!   of where Cranelift keeps that value.
//!
//! Addresses are relocations against the section a function is in (its
//! comdat's own section included), so the linker places and discards
//! them with the code.

use crate::function::ModuleContext;
use crate::{CompileError, Result};
use cranelift_codegen::ir::SourceLoc;
use cranelift_codegen::isa::unwind::UnwindInfo;
use gimli::write::{
    Address, AttributeValue, CallFrameInstruction, DirectoryId, Dwarf, EhFrame, EndianVec, FileId,
    FrameDescriptionEntry, FrameTable, LineProgram, LineString, Location, LocationList, Range,
    RangeList, RelocateWriter, Relocation, RelocationTarget, Sections, Unit, UnitEntryId, UnitId,
};
use gimli::{constants as dw, Encoding, Format, LineEncoding, LittleEndian};
use llconv_ir::debuginfo::{DiKind, DiNode};
use llconv_ir::metadata::Metadata;
use llconv_ir::{ConstKind, GlobalId, Inst, MdId, Module};
use object::write::{Object, SectionId as ObjSection, SymbolId};
use object::{elf, RelocationFlags, SectionKind};
use std::collections::HashMap;

/// The metadata kind id of `!dbg` (the first of LLVM's fixed kinds).
const DBG_KIND: llconv_ir::MdKindId = llconv_ir::MdKindId::DBG;

/// Scope chains longer than this are not followed (they would be
/// cyclic: the verifier does not reject every such module).
const MAX_SCOPE_DEPTH: usize = 256;

/// A source position: the `DIFile` node, line and column.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Loc {
    pub file: Option<MdId>,
    pub line: u32,
    pub column: u32,
    /// The scope in the function's own code: the location's, or for
    /// code inlined into it, the call's (outermost `inlinedAt`).
    pub scope: Option<MdId>,
}

/// The source positions of one function, numbered for Cranelift: an
/// instruction's `SourceLoc` is its position's index here.
#[derive(Default)]
pub struct LineMap {
    locs: Vec<Loc>,
    by_node: HashMap<MdId, u32>,
}

impl LineMap {
    /// The `SourceLoc` of an instruction: its `!dbg` location's index, or
    /// the default (none) for an instruction without one.
    pub fn srcloc(&mut self, m: &Module, inst: &Inst) -> SourceLoc {
        let Some(&(_, node)) = inst.md.iter().find(|(k, _)| *k == DBG_KIND) else {
            return SourceLoc::default();
        };
        if let Some(&i) = self.by_node.get(&node) {
            return SourceLoc::new(i);
        }
        let Some(loc) = location(m, node) else {
            return SourceLoc::default();
        };
        let i = self.locs.len() as u32;
        if i == u32::MAX {
            // `u32::MAX` is Cranelift's "no location".
            return SourceLoc::default();
        }
        self.locs.push(loc);
        self.by_node.insert(node, i);
        SourceLoc::new(i)
    }

    /// The line rows of compiled code: Cranelift's (start, end, location)
    /// ranges as (start offset, position).
    pub fn rows(self, srclocs: impl Iterator<Item = (u32, SourceLoc)>) -> FunctionLines {
        let rows = srclocs
            .filter(|(_, loc)| !loc.is_default())
            .filter_map(|(start, loc)| {
                let loc = *self.locs.get(loc.bits() as usize)?;
                Some((start, loc))
            })
            .collect();
        FunctionLines {
            rows,
            vars: Vec::new(),
            reg_vars: Vec::new(),
            const_vars: Vec::new(),
        }
    }
}

/// A compiled function's line rows: from each offset on, the position;
/// and its variables in the stack frame.
pub struct FunctionLines {
    rows: Vec<(u32, Loc)>,
    pub vars: Vec<FrameVar>,
    pub reg_vars: Vec<RegVar>,
    /// Variables of optimized code that hold one integer constant.
    pub const_vars: Vec<(MdId, i64)>,
}

/// A variable of optimized code: where its value is over which code
/// ranges (offsets in the function).
#[derive(Clone, Debug)]
pub struct RegVar {
    pub variable: MdId,
    pub places: Vec<(u32, u32, VarPlace)>,
}

/// Where a value is kept: a register (DWARF number) or a spill slot at
/// an offset from the CFA.
#[derive(Clone, Copy, Debug)]
pub enum VarPlace {
    Register(u16),
    FromCfa(i64),
}

/// A `DILocalVariable` at a fixed place from `%rbp` (or at the
/// address kept there).
#[derive(Clone, Copy, Debug)]
pub struct FrameVar {
    pub variable: MdId,
    pub rbp_offset: i64,
    /// The variable is not at the place but at the address held there,
    /// plus this offset.
    pub then_deref: Option<i64>,
}

/// Whether a debug record's `DILocation` is inside an inlined call.
pub fn is_inlined(m: &Module, loc: MdId) -> bool {
    m.metadata
        .get(loc)
        .di()
        .is_some_and(|n| n.kind == DiKind::Location && n.location_inlined_at().is_some())
}

/// The byte offset a `DIExpression` adds to an address, when that is
/// all it does (empty, or one `DW_OP_plus_uconst`).
pub fn plain_offset(m: &Module, expr: MdId) -> Option<i64> {
    let n = m.metadata.get(expr).di()?;
    if n.kind != DiKind::Expression {
        return None;
    }
    match &n.ints[..] {
        [] => Some(0),
        [op, k] if *op == u64::from(dw::DW_OP_plus_uconst.0) => i64::try_from(*k).ok(),
        _ => None,
    }
}

fn di(m: &Module, id: MdId) -> Option<&DiNode> {
    match m.metadata.get(id) {
        Metadata::Di(n) => Some(n),
        _ => None,
    }
}

fn md_string(m: &Module, id: Option<MdId>) -> Option<&[u8]> {
    match m.metadata.get(id?) {
        Metadata::String(s) => Some(s),
        _ => None,
    }
}

fn md_int(m: &Module, id: Option<MdId>) -> Option<u64> {
    match m.metadata.get(id?) {
        Metadata::Value(c) => match &m.consts.get(*c).kind {
            ConstKind::Int(v) => Some(v.low_u64()),
            _ => None,
        },
        _ => None,
    }
}

/// A `DILocation`'s position, its file from the innermost scope that
/// names one.
fn location(m: &Module, node: MdId) -> Option<Loc> {
    let n = m.metadata.get(node).di()?;
    if n.kind != DiKind::Location {
        return None;
    }
    let mut own = n.location_scope();
    let mut at = n.location_inlined_at();
    for _ in 0..MAX_SCOPE_DEPTH {
        let Some(call) = at.and_then(|a| m.metadata.get(a).di()) else {
            break;
        };
        own = call.location_scope();
        at = call.location_inlined_at();
    }
    Some(Loc {
        file: scope_file(m, n.location_scope()),
        line: n.int("line").unwrap_or(0) as u32,
        column: n.int("column").unwrap_or(0) as u32,
        scope: own,
    })
}

/// The `DIFile` of a scope (subprogram, lexical block, ...) or of the
/// nearest enclosing scope that has one.
fn scope_file(m: &Module, mut scope: Option<MdId>) -> Option<MdId> {
    for _ in 0..MAX_SCOPE_DEPTH {
        let id = scope?;
        let n = di(m, id)?;
        if n.kind == DiKind::File {
            return Some(id);
        }
        if let Some(f) = n.op("file") {
            return Some(f);
        }
        scope = n.op("scope");
    }
    None
}

/// The `DISubprogram` attached to a function definition.
fn subprogram(m: &Module, g: GlobalId) -> Option<MdId> {
    let (_, sp) = m.globals[g]
        .as_func()?
        .md
        .iter()
        .find(|(k, _)| *k == DBG_KIND)?;
    di(m, *sp).filter(|n| n.kind == DiKind::Subprogram)?;
    Some(*sp)
}

/// Whether functions of the module get line tables: they have a
/// subprogram whose compile unit asks for debug info.
pub fn wants_lines(m: &Module, g: GlobalId) -> bool {
    subprogram(m, g).is_some_and(|sp| compile_unit(m, sp).is_some())
}

/// The compile unit of a subprogram, unless it is `NoDebug`.
fn compile_unit(m: &Module, sp: MdId) -> Option<MdId> {
    let cu = di(m, sp)?.op("unit")?;
    let n = di(m, cu).filter(|n| n.kind == DiKind::CompileUnit)?;
    // emissionKind: NoDebug is 0.
    (n.int("emissionKind") != Some(0)).then_some(cu)
}

/// The module's `Dwarf Version` flag, within what gimli writes (2..=5);
/// 4 without one.
fn dwarf_version(m: &Module) -> u16 {
    let Some(flags) = m
        .named_metadata
        .iter()
        .find(|n| &n.name[..] == b"llvm.module.flags")
    else {
        return 4;
    };
    for &flag in &flags.ops {
        if let [_, key, value] = m.metadata.get(flag).node_operands() {
            if md_string(m, *key) == Some(b"Dwarf Version") {
                if let Some(v) = md_int(m, *value) {
                    return v.clamp(2, 5) as u16;
                }
            }
        }
    }
    4
}

/// A function as placed in the object, with what its debug information
/// needs.
pub struct Placed<'f> {
    pub global: GlobalId,
    pub section: ObjSection,
    pub offset: u64,
    pub len: u64,
    pub lines: Option<&'f FunctionLines>,
    pub unwind: Option<&'f UnwindInfo>,
    /// For a function with landing pads: the word holding its
    /// personality's address, and where its LSDA is.
    pub eh: Option<PlacedEh>,
}

/// A thunk's code and how its frame changes (offset in it, instruction),
/// for an FDE of its own.
pub struct ThunkFrame {
    /// The symbol of the thunk's section.
    pub symbol: SymbolId,
    pub offset: u64,
    pub len: u64,
    pub cfi: Vec<(u32, CallFrameInstruction)>,
}

/// Where a function's exception-handling data went in the object.
#[derive(Clone, Copy)]
pub struct PlacedEh {
    pub personality: SymbolId,
    pub lsda: (SymbolId, u64),
}

/// A gimli section with the relocations it needs.
#[derive(Clone)]
struct RelocSection {
    data: EndianVec<LittleEndian>,
    relocs: Vec<Relocation>,
}

impl RelocSection {
    fn new() -> Self {
        RelocSection {
            data: EndianVec::new(LittleEndian),
            relocs: Vec::new(),
        }
    }
}

impl RelocateWriter for RelocSection {
    type Writer = EndianVec<LittleEndian>;

    fn writer(&self) -> &Self::Writer {
        &self.data
    }

    fn writer_mut(&mut self) -> &mut Self::Writer {
        &mut self.data
    }

    fn relocate(&mut self, relocation: Relocation) {
        self.relocs.push(relocation);
    }
}

fn gimli_error(e: gimli::write::Error) -> CompileError {
    CompileError::new(format!("writing debug information: {e}"))
}

/// Writes `.eh_frame` for the placed functions and, when the module has
/// debug info, the DWARF sections.
pub fn write_sections(
    ctx: &ModuleContext,
    obj: &mut Object,
    placed: &[Placed],
    thunks: &[ThunkFrame],
    variables: &[(GlobalId, SymbolId)],
) -> Result<()> {
    let mut out: Vec<(&'static str, RelocSection)> = Vec::new();
    // Symbols `.eh_frame` refers to besides the functions: gimli's
    // symbol `placed.len() + k` is `extra[k]`.
    let mut extra: Vec<(SymbolId, u64)> = Vec::new();
    if let Some(eh) = eh_frame(ctx, placed, thunks, &mut extra)? {
        out.push((".eh_frame", eh));
    }
    let described: Vec<(GlobalId, SymbolId)> = variables
        .iter()
        .copied()
        .filter(|&(g, _)| global_var_expressions(ctx.m, g).next().is_some())
        .collect();
    if placed.iter().any(|p| p.lines.is_some()) || !described.is_empty() {
        let mut sections = Sections::new(RelocSection::new());
        dwarf(ctx.m, placed, &described, &mut extra)?
            .write(&mut sections)
            .map_err(gimli_error)?;
        sections.for_each(|id, s| -> Result<()> {
            if !s.data.slice().is_empty() {
                out.push((id.name(), s.clone()));
            }
            Ok(())
        })?;
    }
    // Every section first: relocations may point at any of them.
    let mut ids = HashMap::new();
    for (name, s) in &out {
        let id = if *name == ".eh_frame" {
            obj.section_id(object::write::StandardSection::EhFrame)
        } else {
            obj.add_section(Vec::new(), name.as_bytes().to_vec(), SectionKind::Debug)
        };
        obj.append_section_data(id, s.data.slice(), if *name == ".eh_frame" { 8 } else { 1 });
        ids.insert(*name, id);
    }
    for (name, s) in &out {
        let section = ids[name];
        for r in &s.relocs {
            let (symbol, addend) = match r.target {
                RelocationTarget::Symbol(i) => match placed.get(i) {
                    Some(p) => (obj.section_symbol(p.section), r.addend + p.offset as i64),
                    None => {
                        let (sym, offset) = extra[i - placed.len()];
                        (sym, r.addend + offset as i64)
                    }
                },
                RelocationTarget::Section(target) => {
                    let Some(&t) = ids.get(target.name()) else {
                        return Err(CompileError::new(format!(
                            "internal compiler error: debug information refers to {} which is not written",
                            target.name()
                        )));
                    };
                    (obj.section_symbol(t), r.addend)
                }
            };
            let r_type = match (r.eh_pe, r.size) {
                (Some(pe), 4) if pe.application() == dw::DW_EH_PE_pcrel => elf::R_X86_64_PC32,
                (None, 4) => elf::R_X86_64_32,
                (None, 8) => elf::R_X86_64_64,
                _ => {
                    return Err(CompileError::new(format!(
                        "internal compiler error: a {}-byte relocation in {name}",
                        r.size
                    )))
                }
            };
            obj.add_relocation(
                section,
                object::write::Relocation {
                    offset: r.offset as u64,
                    symbol,
                    addend,
                    flags: RelocationFlags::Elf { r_type },
                },
            )
            .map_err(|e| CompileError::new(format!("debug information relocation: {e}")))?;
        }
    }
    Ok(())
}

/// `.eh_frame`: one CIE (Cranelift's), an FDE per function with unwind
/// information; FDE addresses PC-relative, as in position-independent
/// code. Functions with landing pads have a CIE per personality routine
/// (found through a word holding its address) and their LSDA in the FDE.
fn eh_frame(
    ctx: &ModuleContext,
    placed: &[Placed],
    thunks: &[ThunkFrame],
    extra: &mut Vec<(SymbolId, u64)>,
) -> Result<Option<RelocSection>> {
    if !placed.iter().any(|p| p.unwind.is_some()) {
        return Ok(None);
    }
    let mut cie = ctx
        .isa
        .create_systemv_cie()
        .ok_or_else(|| CompileError::new("the target has no SysV call frame information"))?;
    cie.fde_address_encoding = dw::DW_EH_PE_pcrel | dw::DW_EH_PE_sdata4;
    let mut table = FrameTable::default();
    let plain_cie = table.add_cie(cie.clone());
    let mut personality_cies = HashMap::new();
    for (i, p) in placed.iter().enumerate() {
        if let Some(UnwindInfo::SystemV(u)) = p.unwind {
            let mut fde = u.to_fde(Address::Symbol {
                symbol: i,
                addend: 0,
            });
            let cie_id = match p.eh {
                None => plain_cie,
                Some(eh) => {
                    let cie_id = *personality_cies.entry(eh.personality).or_insert_with(|| {
                        extra.push((eh.personality, 0));
                        let mut with = cie.clone();
                        with.personality = Some((
                            gimli::DwEhPe(crate::eh::DW_EH_PE_INDIRECT_PCREL_SDATA4),
                            Address::Symbol {
                                symbol: placed.len() + extra.len() - 1,
                                addend: 0,
                            },
                        ));
                        with.lsda_encoding = Some(dw::DW_EH_PE_pcrel | dw::DW_EH_PE_sdata4);
                        table.add_cie(with)
                    });
                    extra.push(eh.lsda);
                    fde.lsda = Some(Address::Symbol {
                        symbol: placed.len() + extra.len() - 1,
                        addend: 0,
                    });
                    cie_id
                }
            };
            table.add_fde(cie_id, fde);
        }
    }
    for t in thunks {
        extra.push((t.symbol, t.offset));
        let mut fde = FrameDescriptionEntry::new(
            Address::Symbol {
                symbol: placed.len() + extra.len() - 1,
                addend: 0,
            },
            t.len as u32,
        );
        for (at, i) in &t.cfi {
            fde.add_instruction(*at, i.clone());
        }
        table.add_fde(plain_cie, fde);
    }
    let mut eh = EhFrame(RelocSection::new());
    table.write_eh_frame(&mut eh).map_err(gimli_error)?;
    Ok(Some(eh.0))
}

/// A string as DWARF can hold it: without NUL bytes, never empty.
fn dwarf_string(s: Option<&[u8]>, fallback: &[u8]) -> Vec<u8> {
    let s: Vec<u8> = s
        .unwrap_or_default()
        .iter()
        .copied()
        .filter(|&b| b != 0)
        .collect();
    if s.is_empty() {
        fallback.to_vec()
    } else {
        s
    }
}

/// A compile unit being built.
struct UnitBuilder {
    id: UnitId,
    files: HashMap<Option<MdId>, FileId>,
    ranges: Vec<Range>,
    /// The type entries made so far, by `DIType` node.
    types: HashMap<MdId, UnitEntryId>,
}

/// The DWARF of the module's `-g` functions.
/// The `DIGlobalVariableExpression`s attached to a global variable.
fn global_var_expressions(m: &Module, g: GlobalId) -> impl Iterator<Item = MdId> + '_ {
    m.globals[g]
        .as_var()
        .map(|v| &v.md[..])
        .unwrap_or_default()
        .iter()
        .filter(|(k, _)| *k == DBG_KIND)
        .map(|&(_, e)| e)
        .filter(move |&e| di(m, e).is_some_and(|n| n.kind == DiKind::GlobalVariableExpression))
}

/// The compile unit that lists each global variable expression (the
/// `globals:` of the units `llvm.dbg.cu` names, unless `NoDebug`).
fn units_of_globals(m: &Module) -> HashMap<MdId, MdId> {
    let mut out = HashMap::new();
    let Some(cus) = m
        .named_metadata
        .iter()
        .find(|n| &n.name[..] == b"llvm.dbg.cu")
    else {
        return out;
    };
    for &cu in &cus.ops {
        let Some(n) = di(m, cu).filter(|n| n.kind == DiKind::CompileUnit) else {
            continue;
        };
        if n.int("emissionKind") == Some(0) {
            continue;
        }
        for &gve in tuple(m, n.op("globals")).iter().flatten() {
            out.entry(gve).or_insert(cu);
        }
    }
    out
}

/// The unit builder for compile unit `cu`, made on first use.
fn unit_index(
    m: &Module,
    dwarf: &mut Dwarf,
    units: &mut Vec<UnitBuilder>,
    unit_of_cu: &mut HashMap<MdId, usize>,
    cu: MdId,
    encoding: Encoding,
) -> usize {
    if let Some(&u) = unit_of_cu.get(&cu) {
        return u;
    }
    let id = dwarf.units.add(new_unit(m, cu, encoding));
    units.push(UnitBuilder {
        id,
        files: HashMap::new(),
        ranges: Vec::new(),
        types: HashMap::new(),
    });
    unit_of_cu.insert(cu, units.len() - 1);
    units.len() - 1
}

fn dwarf(
    m: &Module,
    placed: &[Placed],
    variables: &[(GlobalId, SymbolId)],
    extra: &mut Vec<(SymbolId, u64)>,
) -> Result<Dwarf> {
    let encoding = Encoding {
        format: Format::Dwarf32,
        version: dwarf_version(m),
        address_size: 8,
    };
    let mut dwarf = Dwarf::new();
    let mut units: Vec<UnitBuilder> = Vec::new();
    let mut unit_of_cu: HashMap<MdId, usize> = HashMap::new();
    // The subprograms' entries, for the static variables of functions.
    let mut subprogram_dies: HashMap<MdId, (usize, UnitEntryId)> = HashMap::new();
    for (i, p) in placed.iter().enumerate() {
        let Some(lines) = p.lines else { continue };
        let Some(sp) = subprogram(m, p.global) else {
            continue;
        };
        let Some(cu) = compile_unit(m, sp) else {
            continue;
        };
        let u = unit_index(m, &mut dwarf, &mut units, &mut unit_of_cu, cu, encoding);
        let ub = &mut units[u];
        let unit = dwarf.units.get_mut(ub.id);
        let sp_node = di(m, sp).expect("a subprogram");
        let sp_file = file_id(m, unit, &mut ub.files, sp_node.op("file"));
        let start = Address::Symbol {
            symbol: i,
            addend: 0,
        };
        let scope_line = sp_node
            .int("scopeLine")
            .filter(|&l| l != 0)
            .or_else(|| sp_node.int("line"))
            .unwrap_or(0);
        line_rows(
            m,
            unit,
            &mut ub.files,
            lines,
            start,
            p.len,
            sp_file,
            scope_line,
        );
        // A method's definition: at the unit's top, naming its
        // declaration in the class (made with the class's entry).
        let declaration = sp_node
            .op("declaration")
            .filter(|&d| di(m, d).is_some_and(|n| n.kind == DiKind::Subprogram))
            .and_then(|d| {
                let class = di(m, d)?.op("scope")?;
                type_entry(m, unit, &mut ub.types, class, 0)?;
                ub.types.get(&d).copied()
            });
        let root = unit.root();
        let die = unit.add(root, dw::DW_TAG_subprogram);
        subprogram_dies.insert(sp, (u, die));
        if let Some(d) = declaration {
            unit.get_mut(die)
                .set(dw::DW_AT_specification, AttributeValue::UnitRef(d));
        }
        let entry = unit.get_mut(die);
        let name = dwarf_string(md_string(m, sp_node.op("name")), b"<unnamed>");
        entry.set(dw::DW_AT_name, AttributeValue::String(name));
        if let Some(linkage) = md_string(m, sp_node.op("linkageName")) {
            let linkage = dwarf_string(Some(linkage), b"<unnamed>");
            entry.set(dw::DW_AT_linkage_name, AttributeValue::String(linkage));
        }
        entry.set(
            dw::DW_AT_decl_file,
            AttributeValue::FileIndex(Some(sp_file)),
        );
        entry.set(
            dw::DW_AT_decl_line,
            AttributeValue::Udata(sp_node.int("line").unwrap_or(0)),
        );
        if !m.globals[p.global].common.linkage.is_local() {
            entry.set(dw::DW_AT_external, AttributeValue::FlagPresent);
        }
        entry.set(dw::DW_AT_low_pc, AttributeValue::Address(start));
        entry.set(dw::DW_AT_high_pc, AttributeValue::Udata(p.len));
        // The frame's base is %rbp (frame pointers are kept).
        let mut frame_base = gimli::write::Expression::new();
        frame_base.op_reg(gimli::X86_64::RBP);
        entry.set(dw::DW_AT_frame_base, AttributeValue::Exprloc(frame_base));
        // The return type, for a debugger's `finish`.
        let ret = tuple(
            m,
            di(m, sp)
                .and_then(|n| n.op("type"))
                .and_then(|t| di(m, t)?.op("types")),
        )
        .first()
        .copied()
        .flatten()
        .and_then(|r| type_entry(m, unit, &mut ub.types, r, 0));
        if let Some(ret) = ret {
            unit.get_mut(die)
                .set(dw::DW_AT_type, AttributeValue::UnitRef(ret));
        }
        let blocks = Blocks {
            sp,
            sp_die: die,
            start: i,
            ranges: block_ranges(m, sp, lines, p.len),
            dies: HashMap::new(),
        };
        frame_variables(m, unit, ub, blocks, lines);
        ub.ranges.push(Range::StartLength {
            begin: start,
            length: p.len,
        });
    }
    let cu_of = units_of_globals(m);
    for &(g, symbol) in variables {
        for gve in global_var_expressions(m, g) {
            let Some(&cu) = cu_of.get(&gve) else { continue };
            let ge = di(m, gve).expect("checked");
            let Some(var) = ge
                .op("var")
                .and_then(|v| di(m, v))
                .filter(|n| n.kind == DiKind::GlobalVariable)
            else {
                continue;
            };
            let u = match subprogram_dies.get(&var.op("scope").unwrap_or(cu)) {
                Some(&(u, _)) => u,
                None => unit_index(m, &mut dwarf, &mut units, &mut unit_of_cu, cu, encoding),
            };
            let ub = &mut units[u];
            let unit = dwarf.units.get_mut(ub.id);
            // In its function (a static local), namespace or class.
            let parent = match subprogram_dies.get(&var.op("scope").unwrap_or(cu)) {
                Some(&(_, die)) => die,
                None => scope_entry(m, unit, &mut ub.types, var.op("scope"), 0),
            };
            let file = file_id(m, unit, &mut ub.files, var.op("file"));
            let ty = var
                .op("type")
                .and_then(|t| type_entry(m, unit, &mut ub.types, t, 0));
            let tls = m.globals[g].common.thread_local != llconv_ir::ThreadLocal::NotThreadLocal;
            let offset = ge.op("expr").and_then(|e| plain_offset(m, e));
            let die = unit.add(parent, dw::DW_TAG_variable);
            let entry = unit.get_mut(die);
            set_name(m, entry, var);
            set_linkage_name(m, entry, var);
            set_declared(entry, file, var.int("line"), ty);
            if var.int("isLocal") == Some(0) {
                entry.set(dw::DW_AT_external, AttributeValue::FlagPresent);
            }
            // Its address (thread-local storage is not described).
            if let (Some(offset), false) = (offset, tls) {
                extra.push((symbol, 0));
                let mut location = gimli::write::Expression::new();
                location.op_addr(Address::Symbol {
                    symbol: placed.len() + extra.len() - 1,
                    addend: offset,
                });
                entry.set(dw::DW_AT_location, AttributeValue::Exprloc(location));
            }
        }
    }
    for ub in units {
        let unit = dwarf.units.get_mut(ub.id);
        let ranges = unit.ranges.add(RangeList(ub.ranges));
        let root = unit.root();
        let entry = unit.get_mut(root);
        entry.set(
            dw::DW_AT_low_pc,
            AttributeValue::Address(Address::Constant(0)),
        );
        entry.set(dw::DW_AT_ranges, AttributeValue::RangeListRef(ranges));
    }
    Ok(dwarf)
}

/// The subprogram's variables in the stack frame: parameters first, by
/// number, then locals in the order of their declarations; each with
/// its name, place in the source, type and `DW_OP_fbreg` location (the
/// frame base is `%rbp`).
fn frame_variables(
    m: &Module,
    unit: &mut Unit,
    ub: &mut UnitBuilder,
    mut blocks: Blocks,
    lines: &FunctionLines,
) {
    let sp = blocks.sp;
    let mut seen = std::collections::HashSet::new();
    // (parameter number or MAX for a local, order, variable, place)
    let mut found: Vec<(u64, usize, MdId, Place)> = Vec::new();
    let all = lines
        .vars
        .iter()
        .map(|v| (v.variable, Place::Frame(*v)))
        .chain(
            lines
                .reg_vars
                .iter()
                .map(|v| (v.variable, Place::Ranges(v))),
        )
        .chain(
            lines
                .const_vars
                .iter()
                .map(|&(v, k)| (v, Place::Constant(k))),
        );
    for (k, (variable, place)) in all.enumerate() {
        let Some(n) = di(m, variable).filter(|n| n.kind == DiKind::LocalVariable) else {
            continue;
        };
        if !in_scope_of(m, n.op("scope"), sp) || !seen.insert(variable) {
            continue;
        }
        // Parameters (arg 1, 2, ...) before locals (arg 0).
        let arg = n.int("arg").unwrap_or(0);
        found.push((if arg == 0 { u64::MAX } else { arg }, k, variable, place));
    }
    found.sort_by_key(|&(arg, k, _, _)| (arg, k));
    for (arg, _, variable, place) in found {
        let n = di(m, variable).expect("checked above");
        let file = file_id(m, unit, &mut ub.files, n.op("file"));
        let ty = n
            .op("type")
            .and_then(|t| type_entry(m, unit, &mut ub.types, t, 0));
        let tag = if arg == u64::MAX {
            dw::DW_TAG_variable
        } else {
            dw::DW_TAG_formal_parameter
        };
        let parent = blocks.die_of(m, unit, n.op("scope"));
        let location = match place {
            Place::Frame(v) => {
                let mut e = gimli::write::Expression::new();
                e.op_fbreg(v.rbp_offset);
                if let Some(offset) = v.then_deref {
                    e.op_deref();
                    if offset != 0 {
                        e.op_plus_uconst(offset as u64);
                    }
                }
                AttributeValue::Exprloc(e)
            }
            Place::Constant(k) => AttributeValue::Sdata(k),
            Place::Ranges(v) => {
                let list = v
                    .places
                    .iter()
                    .map(|&(start, end, at)| {
                        let mut e = gimli::write::Expression::new();
                        match at {
                            VarPlace::Register(r) => e.op_reg(gimli::Register(r)),
                            VarPlace::FromCfa(off) => {
                                e.op(dw::DW_OP_call_frame_cfa);
                                e.op_consts(off);
                                e.op(dw::DW_OP_plus);
                            }
                        }
                        Location::StartLength {
                            begin: Address::Symbol {
                                symbol: blocks.start,
                                addend: i64::from(start),
                            },
                            length: u64::from(end - start),
                            data: e,
                        }
                    })
                    .collect();
                AttributeValue::LocationListRef(unit.locations.add(LocationList(list)))
            }
        };
        let die = unit.add(parent, tag);
        let entry = unit.get_mut(die);
        if let Some(name) = md_string(m, n.op("name")) {
            entry.set(
                dw::DW_AT_name,
                AttributeValue::String(dwarf_string(Some(name), b"<unnamed>")),
            );
        }
        set_declared(entry, file, n.int("line"), ty);
        let attribute = if matches!(place, Place::Constant(_)) {
            dw::DW_AT_const_value
        } else {
            dw::DW_AT_location
        };
        entry.set(attribute, location);
    }
}

/// Where a variable is: at a fixed place in the frame, or (optimized
/// code) in places that change over the code.
#[derive(Clone, Copy)]
enum Place<'a> {
    Frame(FrameVar),
    Ranges(&'a RegVar),
    Constant(i64),
}

/// A subprogram's lexical blocks: the code of each (from the line rows
/// whose scope is in it) and their entries, made for the blocks that
/// have variables (and the blocks around those).
struct Blocks {
    sp: MdId,
    sp_die: UnitEntryId,
    /// The function's symbol (gimli's symbol index).
    start: usize,
    ranges: HashMap<MdId, Vec<(u64, u64)>>,
    dies: HashMap<MdId, UnitEntryId>,
}

impl Blocks {
    /// The entry a variable of `scope` belongs under: its block's
    /// (made, in its enclosing block's, on first use), or the nearest
    /// enclosing block's with code, or the subprogram's.
    fn die_of(&mut self, m: &Module, unit: &mut Unit, scope: Option<MdId>) -> UnitEntryId {
        // The chain from the scope out to the subprogram, blocks only.
        let mut chain = Vec::new();
        let mut at = scope;
        for _ in 0..MAX_SCOPE_DEPTH {
            let Some(id) = at.filter(|&id| id != self.sp) else {
                break;
            };
            let Some(n) = di(m, id) else { break };
            if n.kind == DiKind::LexicalBlock {
                chain.push(id);
            }
            at = n.op("scope");
        }
        let mut parent = self.sp_die;
        for &b in chain.iter().rev() {
            if let Some(&d) = self.dies.get(&b) {
                parent = d;
                continue;
            }
            let Some(ranges) = self.ranges.get(&b) else {
                continue;
            };
            let d = unit.add(parent, dw::DW_TAG_lexical_block);
            let addr = |offset: u64| Address::Symbol {
                symbol: self.start,
                addend: offset as i64,
            };
            if let [(begin, end)] = ranges[..] {
                let entry = unit.get_mut(d);
                entry.set(dw::DW_AT_low_pc, AttributeValue::Address(addr(begin)));
                entry.set(dw::DW_AT_high_pc, AttributeValue::Udata(end - begin));
            } else {
                let list = ranges
                    .iter()
                    .map(|&(begin, end)| Range::StartLength {
                        begin: addr(begin),
                        length: end - begin,
                    })
                    .collect();
                let list = unit.ranges.add(RangeList(list));
                unit.get_mut(d)
                    .set(dw::DW_AT_ranges, AttributeValue::RangeListRef(list));
            }
            self.dies.insert(b, d);
            parent = d;
        }
        parent
    }
}

/// The code of each lexical block of subprogram `sp`: the line rows
/// whose scope is the block or inside it, as sorted, merged ranges.
fn block_ranges(
    m: &Module,
    sp: MdId,
    lines: &FunctionLines,
    len: u64,
) -> HashMap<MdId, Vec<(u64, u64)>> {
    let mut out: HashMap<MdId, Vec<(u64, u64)>> = HashMap::new();
    let mut enclosing: HashMap<Option<MdId>, Vec<MdId>> = HashMap::new();
    for (k, &(start, loc)) in lines.rows.iter().enumerate() {
        let end = lines
            .rows
            .get(k + 1)
            .map_or(len, |r| u64::from(r.0))
            .min(len);
        let start = u64::from(start);
        if start >= end {
            continue;
        }
        let blocks = enclosing.entry(loc.scope).or_insert_with(|| {
            let mut v = Vec::new();
            let mut at = loc.scope;
            for _ in 0..MAX_SCOPE_DEPTH {
                let Some(id) = at.filter(|&id| id != sp) else {
                    break;
                };
                let Some(n) = di(m, id) else { break };
                if n.kind == DiKind::LexicalBlock {
                    v.push(id);
                }
                at = n.op("scope");
            }
            v
        });
        for &b in blocks.iter() {
            let r = out.entry(b).or_default();
            match r.last_mut() {
                Some(last) if last.1 == start => last.1 = end,
                _ => r.push((start, end)),
            }
        }
    }
    out
}

/// Whether a variable's scope chain (lexical blocks) leads to `sp`.
fn in_scope_of(m: &Module, mut scope: Option<MdId>, sp: MdId) -> bool {
    for _ in 0..MAX_SCOPE_DEPTH {
        let Some(id) = scope else { return false };
        if id == sp {
            return true;
        }
        let Some(n) = di(m, id) else { return false };
        if !matches!(n.kind, DiKind::LexicalBlock | DiKind::LexicalBlockFile) {
            return false;
        }
        scope = n.op("scope");
    }
    false
}

/// `DIFlags` bits the type entries read.
const FLAG_FWD_DECL: u64 = 1 << 2;
const FLAG_ARTIFICIAL: u64 = 1 << 6;
const FLAG_STATIC_MEMBER: u64 = 1 << 12;
const FLAG_BIT_FIELD: u64 = 1 << 19;

/// The operands of a tuple (`elements:`, `types:`), null ones included.
fn tuple(m: &Module, id: Option<MdId>) -> &[Option<MdId>] {
    match id.map(|id| m.metadata.get(id)) {
        Some(t @ Metadata::Tuple { .. }) => t.node_operands(),
        _ => &[],
    }
}

/// A DWARF string attribute from a metadata string field, if set.
fn set_name(m: &Module, entry: &mut gimli::write::DebuggingInformationEntry, n: &DiNode) {
    if let Some(name) = md_string(m, n.op("name")).filter(|s| !s.is_empty()) {
        entry.set(
            dw::DW_AT_name,
            AttributeValue::String(dwarf_string(Some(name), b"<unnamed>")),
        );
    }
}

/// A node's `linkageName:` as `DW_AT_linkage_name`, if it has one.
fn set_linkage_name(m: &Module, entry: &mut gimli::write::DebuggingInformationEntry, n: &DiNode) {
    if let Some(linkage) = md_string(m, n.op("linkageName")).filter(|s| !s.is_empty()) {
        entry.set(
            dw::DW_AT_linkage_name,
            AttributeValue::String(dwarf_string(Some(linkage), b"<unnamed>")),
        );
    }
}

/// Where a variable is declared (file, line) and its type, if known.
fn set_declared(
    entry: &mut gimli::write::DebuggingInformationEntry,
    file: FileId,
    line: Option<u64>,
    ty: Option<UnitEntryId>,
) {
    entry.set(dw::DW_AT_decl_file, AttributeValue::FileIndex(Some(file)));
    entry.set(
        dw::DW_AT_decl_line,
        AttributeValue::Udata(line.unwrap_or(0)),
    );
    if let Some(ty) = ty {
        entry.set(dw::DW_AT_type, AttributeValue::UnitRef(ty));
    }
}

/// `DIFlagPrivate` (1), `Protected` (2), `Public` (3) in `flags` as
/// `DW_AT_accessibility`.
fn set_accessibility(entry: &mut gimli::write::DebuggingInformationEntry, flags: u64) {
    let access = match flags & 3 {
        1 => dw::DW_ACCESS_private,
        2 => dw::DW_ACCESS_protected,
        3 => dw::DW_ACCESS_public,
        _ => return,
    };
    entry.set(
        dw::DW_AT_accessibility,
        AttributeValue::Accessibility(access),
    );
}

/// The unit's entry for a `DIType` node, made on first use (with its
/// members, elements, enumerators or parameters); `None` for what is not
/// described (and for chains deeper than [`MAX_SCOPE_DEPTH`], which only
/// malformed input has). An entry is registered before its parts, so
/// recursive types (a struct with a pointer to itself) end.
fn type_entry(
    m: &Module,
    unit: &mut Unit,
    types: &mut HashMap<MdId, UnitEntryId>,
    t: MdId,
    depth: usize,
) -> Option<UnitEntryId> {
    if let Some(&e) = types.get(&t) {
        return Some(e);
    }
    if depth > MAX_SCOPE_DEPTH {
        return None;
    }
    let n = di(m, t)?;
    let tag = n.int("tag").map(|t| dw::DwTag(t as u16));
    let size = md_int(m, n.op("size")).unwrap_or(0);
    let flags = n.int("flags").unwrap_or(0);
    let root = unit.root();
    let sub = |unit: &mut Unit, types: &mut HashMap<MdId, UnitEntryId>, id: Option<MdId>| {
        id.and_then(|id| type_entry(m, unit, types, id, depth + 1))
    };
    match n.kind {
        DiKind::BasicType => {
            let tag = tag.unwrap_or(dw::DW_TAG_base_type);
            let die = unit.add(root, tag);
            types.insert(t, die);
            let entry = unit.get_mut(die);
            set_name(m, entry, n);
            if tag == dw::DW_TAG_base_type {
                entry.set(dw::DW_AT_byte_size, AttributeValue::Udata(size / 8));
                if let Some(enc) = n.int("encoding").filter(|&e| e != 0) {
                    entry.set(
                        dw::DW_AT_encoding,
                        AttributeValue::Encoding(dw::DwAte(enc as u8)),
                    );
                }
            }
            Some(die)
        }
        DiKind::DerivedType => {
            let tag = tag?;
            let parent = if tag == dw::DW_TAG_typedef {
                scope_entry(m, unit, types, n.op("scope"), depth + 1)
            } else {
                root
            };
            if !matches!(
                tag,
                dw::DW_TAG_pointer_type
                    | dw::DW_TAG_reference_type
                    | dw::DW_TAG_rvalue_reference_type
                    | dw::DW_TAG_const_type
                    | dw::DW_TAG_volatile_type
                    | dw::DW_TAG_restrict_type
                    | dw::DW_TAG_atomic_type
                    | dw::DW_TAG_typedef
                    | dw::DW_TAG_ptr_to_member_type
            ) {
                return None;
            }
            let die = unit.add(parent, tag);
            types.insert(t, die);
            let base = sub(unit, types, n.op("baseType"));
            let containing = if tag == dw::DW_TAG_ptr_to_member_type {
                sub(unit, types, n.op("extraData"))
            } else {
                None
            };
            let entry = unit.get_mut(die);
            set_name(m, entry, n);
            if let Some(base) = base {
                entry.set(dw::DW_AT_type, AttributeValue::UnitRef(base));
            }
            if let Some(c) = containing {
                entry.set(dw::DW_AT_containing_type, AttributeValue::UnitRef(c));
            }
            if matches!(
                tag,
                dw::DW_TAG_pointer_type
                    | dw::DW_TAG_reference_type
                    | dw::DW_TAG_rvalue_reference_type
            ) {
                entry.set(dw::DW_AT_byte_size, AttributeValue::Udata(size.max(64) / 8));
            }
            Some(die)
        }
        DiKind::CompositeType => {
            let tag = tag?;
            if !matches!(
                tag,
                dw::DW_TAG_structure_type
                    | dw::DW_TAG_class_type
                    | dw::DW_TAG_union_type
                    | dw::DW_TAG_array_type
                    | dw::DW_TAG_enumeration_type
            ) {
                return None;
            }
            let parent = scope_entry(m, unit, types, n.op("scope"), depth + 1);
            if let Some(&e) = types.get(&t) {
                // Made while making its scope (a member of its own class).
                return Some(e);
            }
            let die = unit.add(parent, tag);
            types.insert(t, die);
            let base = sub(unit, types, n.op("baseType"));
            {
                let entry = unit.get_mut(die);
                set_name(m, entry, n);
                if let Some(base) = base {
                    entry.set(dw::DW_AT_type, AttributeValue::UnitRef(base));
                }
                if flags & FLAG_FWD_DECL != 0 {
                    entry.set(dw::DW_AT_declaration, AttributeValue::FlagPresent);
                } else if tag != dw::DW_TAG_array_type {
                    entry.set(dw::DW_AT_byte_size, AttributeValue::Udata(size / 8));
                }
            }
            for &e in tuple(m, n.op("elements")) {
                let Some(en) = e.and_then(|e| di(m, e)) else {
                    continue;
                };
                match en.kind {
                    DiKind::Subrange if tag == dw::DW_TAG_array_type => {
                        let sr = unit.add(die, dw::DW_TAG_subrange_type);
                        let count = md_int(m, en.op("count")).map(|c| c as i64);
                        let lower = md_int(m, en.op("lowerBound")).map(|c| c as i64);
                        let entry = unit.get_mut(sr);
                        if let Some(c) = count.filter(|&c| c >= 0) {
                            entry.set(dw::DW_AT_count, AttributeValue::Udata(c as u64));
                        }
                        if let Some(l) = lower.filter(|&l| l != 0) {
                            entry.set(dw::DW_AT_lower_bound, AttributeValue::Sdata(l));
                        }
                    }
                    DiKind::Enumerator if tag == dw::DW_TAG_enumeration_type => {
                        let value = en.apints.first().map_or(0, |v| v.low_u64());
                        let unsigned = en.int("isUnsigned").unwrap_or(0) != 0;
                        let ev = unit.add(die, dw::DW_TAG_enumerator);
                        let entry = unit.get_mut(ev);
                        set_name(m, entry, en);
                        entry.set(
                            dw::DW_AT_const_value,
                            if unsigned {
                                AttributeValue::Udata(value)
                            } else {
                                AttributeValue::Sdata(value as i64)
                            },
                        );
                    }
                    DiKind::DerivedType
                        if matches!(
                            en.int("tag").map(|t| dw::DwTag(t as u16)),
                            Some(dw::DW_TAG_member | dw::DW_TAG_inheritance)
                        ) && en.int("flags").unwrap_or(0) & FLAG_STATIC_MEMBER == 0 =>
                    {
                        let mtag = dw::DwTag(en.int("tag").unwrap_or(0) as u16);
                        let mty = sub(unit, types, en.op("baseType"));
                        let offset = md_int(m, en.op("offset")).unwrap_or(0);
                        let msize = md_int(m, en.op("size")).unwrap_or(0);
                        let mflags = en.int("flags").unwrap_or(0);
                        let member = unit.add(die, mtag);
                        let entry = unit.get_mut(member);
                        set_name(m, entry, en);
                        set_accessibility(entry, mflags);
                        if let Some(mty) = mty {
                            entry.set(dw::DW_AT_type, AttributeValue::UnitRef(mty));
                        }
                        if mflags & FLAG_BIT_FIELD != 0 {
                            entry.set(dw::DW_AT_bit_size, AttributeValue::Udata(msize));
                            entry.set(dw::DW_AT_data_bit_offset, AttributeValue::Udata(offset));
                        } else {
                            entry.set(
                                dw::DW_AT_data_member_location,
                                AttributeValue::Udata(offset / 8),
                            );
                        }
                    }
                    DiKind::Subprogram if tag != dw::DW_TAG_array_type => {
                        method_declaration(m, unit, types, die, e.expect("present"), en, depth);
                    }
                    _ => {}
                }
            }
            template_parameters(m, unit, types, die, n.op("templateParams"), depth);
            Some(die)
        }
        DiKind::SubroutineType => {
            let die = unit.add(root, dw::DW_TAG_subroutine_type);
            types.insert(t, die);
            unit.get_mut(die)
                .set(dw::DW_AT_prototyped, AttributeValue::Flag(true));
            let list = tuple(m, n.op("types"));
            if let Some(ret) = list.first().copied().flatten() {
                if let Some(r) = sub(unit, types, Some(ret)) {
                    unit.get_mut(die)
                        .set(dw::DW_AT_type, AttributeValue::UnitRef(r));
                }
            }
            for (k, &p) in list.iter().enumerate().skip(1) {
                match p {
                    // A null last parameter: `...`.
                    None if k + 1 == list.len() => {
                        unit.add(die, dw::DW_TAG_unspecified_parameters);
                    }
                    p => {
                        let pty = sub(unit, types, p);
                        let param = unit.add(die, dw::DW_TAG_formal_parameter);
                        if let Some(pty) = pty {
                            unit.get_mut(param)
                                .set(dw::DW_AT_type, AttributeValue::UnitRef(pty));
                        }
                    }
                }
            }
            Some(die)
        }
        _ => None,
    }
}

/// A class template's arguments as children of its entry (what gdb's
/// `template_argument`, and the pretty-printers that use it, read):
/// type parameters by type, value parameters by type and integer value.
fn template_parameters(
    m: &Module,
    unit: &mut Unit,
    types: &mut HashMap<MdId, UnitEntryId>,
    class: UnitEntryId,
    params: Option<MdId>,
    depth: usize,
) {
    for &p in tuple(m, params).iter().flatten() {
        let Some(pn) = di(m, p) else { continue };
        let (tag, value) = match pn.kind {
            DiKind::TemplateTypeParameter => (dw::DW_TAG_template_type_parameter, None),
            // Integers only (`value:` of a pointer or a pack is left out).
            DiKind::TemplateValueParameter => match md_int(m, pn.op("value")) {
                Some(v) if pn.int("tag") == Some(0x30) => {
                    (dw::DW_TAG_template_value_parameter, Some(v))
                }
                _ => continue,
            },
            _ => continue,
        };
        let ty = pn
            .op("type")
            .and_then(|t| type_entry(m, unit, types, t, depth + 1));
        let die = unit.add(class, tag);
        let entry = unit.get_mut(die);
        set_name(m, entry, pn);
        if let Some(ty) = ty {
            entry.set(dw::DW_AT_type, AttributeValue::UnitRef(ty));
        }
        if let Some(v) = value {
            entry.set(dw::DW_AT_const_value, AttributeValue::Sdata(v as i64));
        }
    }
}

/// A member function's declaration in its class's entry `class` (what a
/// definition's `DW_AT_specification` names, so that a debugger lists
/// and calls methods): name, linkage name, return and parameter types
/// (`this` artificial), `public`/`protected`/`private`.
fn method_declaration(
    m: &Module,
    unit: &mut Unit,
    types: &mut HashMap<MdId, UnitEntryId>,
    class: UnitEntryId,
    id: MdId,
    n: &DiNode,
    depth: usize,
) {
    if types.contains_key(&id) {
        return;
    }
    let die = unit.add(class, dw::DW_TAG_subprogram);
    types.insert(id, die);
    let signature = tuple(m, n.op("type").and_then(|t| di(m, t)?.op("types"))).to_vec();
    let flags = n.int("flags").unwrap_or(0);
    let ret = signature
        .first()
        .copied()
        .flatten()
        .and_then(|r| type_entry(m, unit, types, r, depth + 1));
    let params: Vec<_> = signature
        .iter()
        .skip(1)
        .map(|&p| p.and_then(|p| type_entry(m, unit, types, p, depth + 1)))
        .collect();
    let entry = unit.get_mut(die);
    set_name(m, entry, n);
    set_linkage_name(m, entry, n);
    if let Some(ret) = ret {
        entry.set(dw::DW_AT_type, AttributeValue::UnitRef(ret));
    }
    entry.set(dw::DW_AT_declaration, AttributeValue::FlagPresent);
    entry.set(dw::DW_AT_external, AttributeValue::FlagPresent);
    set_accessibility(entry, flags);
    // DIFlagArtificial on a type marks `this`; a null last one is `...`.
    for (k, p) in params.into_iter().enumerate() {
        let is_last = k + 2 == signature.len();
        let Some(raw) = signature[k + 1] else {
            if is_last {
                unit.add(die, dw::DW_TAG_unspecified_parameters);
            }
            continue;
        };
        let param = unit.add(die, dw::DW_TAG_formal_parameter);
        let entry = unit.get_mut(param);
        if let Some(p) = p {
            entry.set(dw::DW_AT_type, AttributeValue::UnitRef(p));
        }
        if di(m, raw).and_then(|t| t.int("flags")).unwrap_or(0) & FLAG_ARTIFICIAL != 0 {
            entry.set(dw::DW_AT_artificial, AttributeValue::Flag(true));
        }
    }
}

/// The entry a named type is declared in: its namespace's (made on
/// first use, inside its own scope's) or its enclosing class's, so that
/// a debugger qualifies the name (`std::vector<int>`, which libstdc++'s
/// pretty-printers match); the unit for anything else.
fn scope_entry(
    m: &Module,
    unit: &mut Unit,
    types: &mut HashMap<MdId, UnitEntryId>,
    scope: Option<MdId>,
    depth: usize,
) -> UnitEntryId {
    let root = unit.root();
    let Some(id) = scope else { return root };
    if let Some(&e) = types.get(&id) {
        return e;
    }
    if depth > MAX_SCOPE_DEPTH {
        return root;
    }
    let Some(n) = di(m, id) else { return root };
    match n.kind {
        DiKind::Namespace => {
            let parent = scope_entry(m, unit, types, n.op("scope"), depth + 1);
            let die = unit.add(parent, dw::DW_TAG_namespace);
            set_name(m, unit.get_mut(die), n);
            types.insert(id, die);
            die
        }
        DiKind::CompositeType => type_entry(m, unit, types, id, depth + 1).unwrap_or(root),
        _ => root,
    }
}

/// A compile unit for a `DICompileUnit`: its name, directory, producer
/// and language, and a line program whose primary file is the unit's.
fn new_unit(m: &Module, cu: MdId, encoding: Encoding) -> Unit {
    let n = di(m, cu).expect("a compile unit");
    let file = n.op("file").and_then(|f| di(m, f));
    let name = dwarf_string(
        file.and_then(|f| md_string(m, f.op("filename"))),
        b"<unknown>",
    );
    let dir = dwarf_string(file.and_then(|f| md_string(m, f.op("directory"))), b".");
    let program = LineProgram::new(
        encoding,
        LineEncoding::default(),
        LineString::String(dir.clone()),
        None,
        LineString::String(name.clone()),
        None,
    );
    let mut unit = Unit::new(encoding, program);
    let root = unit.root();
    let entry = unit.get_mut(root);
    let producer = dwarf_string(md_string(m, n.op("producer")), b"llconv");
    entry.set(dw::DW_AT_producer, AttributeValue::String(producer));
    // DW_LANG_C99 when the unit names no DWARF language.
    let language = n
        .int("language")
        .filter(|&l| l != 0 && l <= u64::from(u16::MAX))
        .unwrap_or(0x0c) as u16;
    entry.set(
        dw::DW_AT_language,
        AttributeValue::Language(dw::DwLang(language)),
    );
    entry.set(dw::DW_AT_name, AttributeValue::String(name));
    entry.set(dw::DW_AT_comp_dir, AttributeValue::String(dir));
    unit
}

/// The line program's file for a `DIFile` node (the unit's own file
/// for none).
fn file_id(
    m: &Module,
    unit: &mut Unit,
    files: &mut HashMap<Option<MdId>, FileId>,
    file: Option<MdId>,
) -> FileId {
    if let Some(&id) = files.get(&file) {
        return id;
    }
    let node = file
        .and_then(|f| di(m, f))
        .filter(|n| n.kind == DiKind::File);
    let program = &mut unit.line_program;
    let id = match node {
        Some(n) => {
            let name = dwarf_string(md_string(m, n.op("filename")), b"<unknown>");
            let dir: DirectoryId = match md_string(m, n.op("directory")) {
                Some(d) if !d.is_empty() => {
                    program.add_directory(LineString::String(dwarf_string(Some(d), b".")))
                }
                _ => program.default_directory(),
            };
            program.add_file(LineString::String(name), dir, None)
        }
        None => {
            let dir = program.default_directory();
            program.add_file(LineString::String(b"<unknown>".to_vec()), dir, None)
        }
    };
    files.insert(file, id);
    id
}

/// One sequence of the line program: a row where the position changes;
/// the prologue (before the first located instruction) at the
/// subprogram's scope line.
#[allow(clippy::too_many_arguments)]
fn line_rows(
    m: &Module,
    unit: &mut Unit,
    files: &mut HashMap<Option<MdId>, FileId>,
    lines: &FunctionLines,
    start: Address,
    len: u64,
    sp_file: FileId,
    scope_line: u64,
) {
    let mut rows: Vec<(u64, FileId, u64, u64)> = Vec::with_capacity(lines.rows.len() + 1);
    if lines.rows.first().is_none_or(|r| r.0 != 0) {
        rows.push((0, sp_file, scope_line, 0));
    }
    for &(offset, loc) in &lines.rows {
        let file = match loc.file {
            Some(_) => file_id(m, unit, files, loc.file),
            None => sp_file,
        };
        let row = (
            u64::from(offset),
            file,
            u64::from(loc.line),
            u64::from(loc.column),
        );
        match rows.last() {
            Some(last) if (last.1, last.2, last.3) == (row.1, row.2, row.3) => continue,
            Some(last) if last.0 > row.0 || row.0 >= len => continue,
            _ => rows.push(row),
        }
    }
    let program = &mut unit.line_program;
    program.begin_sequence(Some(start));
    for (offset, file, line, column) in rows {
        let row = program.row();
        row.address_offset = offset;
        row.file = file;
        row.line = line;
        row.column = column;
        program.generate_row();
    }
    program.end_sequence(len);
}
