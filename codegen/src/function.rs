//! One function body to Cranelift IR and machine code.
//!
//! Blocks are lowered in reverse post-order, so every definition is
//! lowered before its uses; blocks unreachable from the entry are left
//! out. A phi is a parameter of its block, one per leaf; each edge passes
//! the incoming values (a `switch` edge into a block with phis goes
//! through an edge block of its own, since Cranelift's switch lowering
//! jumps without arguments).

use crate::abi::{self, FnAbi, ParamAbi, Piece};
use crate::gaps::{self, ExtraSym};
use crate::layout::{int_container, Layouts, Leaf};
use crate::{intrinsics, softfloat, CompileError, Result};
use cranelift_codegen::control::ControlPlane;
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::immediates::{Ieee32, Ieee64, Imm64};
use cranelift_codegen::ir::types as cl;
use cranelift_codegen::ir::{
    self, AbiParam, AtomicRmwOp, BlockArg, ExtFuncData, ExternalName, FuncRef, GlobalValue,
    GlobalValueData, InstBuilder, MemFlagsData, Signature, StackSlotData, StackSlotKind,
    Type as ClType, UserExternalName, UserFuncName, Value,
};
use cranelift_codegen::isa::{CallConv, TargetIsa};
use cranelift_codegen::Context;
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext, Switch};
use llconv_ir::analysis::{BlockOrder, ControlFlowGraph};
use llconv_ir::datalayout::DataLayout;
use llconv_ir::*;
use smallvec::SmallVec;
use std::collections::HashMap;

/// A lowered value: its leaves (see `layout`).
pub type Vals = SmallVec<[Value; 2]>;

/// Constants nested deeper than this are refused (readers bound nesting
/// already; this keeps the lowering's own recursion bounded).
const MAX_CONST_DEPTH: u32 = 1024;

/// Namespaces of Cranelift's user external names.
pub const NS_GLOBAL: u32 = 0;
pub const NS_EXTRA: u32 = 1;

/// What every function's compilation shares (read-only, across threads).
pub struct ModuleContext<'a> {
    pub m: &'a Module,
    pub isa: &'a dyn TargetIsa,
    /// The same with `%r15` pinned, for functions that make indirect
    /// variadic calls.
    pub isa_pinned: &'a dyn TargetIsa,
    /// The ISAs (plain, pinned) for functions that may use more CPU
    /// features than baseline x86-64, by their Cranelift settings.
    pub featured: HashMap<Vec<&'static str>, (&'a dyn TargetIsa, &'a dyn TargetIsa)>,
    pub dl: DataLayout,
    /// Each global's symbol name.
    pub names: EntityVec<GlobalId, Vec<u8>>,
}

impl<'a> ModuleContext<'a> {
    pub fn new(
        m: &'a Module,
        isa: &'a dyn TargetIsa,
        isa_pinned: &'a dyn TargetIsa,
    ) -> Result<Self> {
        let dl = match &m.data_layout {
            Some(s) => {
                DataLayout::parse(s).map_err(|e| CompileError::new(format!("data layout: {e}")))?
            }
            None => DataLayout::default(),
        };
        if dl.is_big_endian() || dl.pointer_size(0) != 8 {
            return Err(CompileError::new(
                "the data layout is not x86-64's (little-endian, 64-bit pointers)",
            ));
        }
        let mut unnamed = 0u32;
        let names = m
            .globals
            .values()
            .map(|g| {
                let local_prefix = if g.common.linkage == Linkage::Private {
                    &b".L"[..]
                } else {
                    b""
                };
                match &g.common.name {
                    // `\1` asks for the name as written, unmangled.
                    Some(n) if n.first() == Some(&1) => n[1..].to_vec(),
                    Some(n) => [local_prefix, &n[..]].concat(),
                    None => {
                        unnamed += 1;
                        [local_prefix, format!("__unnamed_{unnamed}").as_bytes()].concat()
                    }
                }
            })
            .collect();
        Ok(ModuleContext {
            m,
            isa,
            isa_pinned,
            featured: HashMap::new(),
            dl,
            names,
        })
    }

    /// Whether references to `g` may be PC-relative (the symbol cannot be
    /// preempted): `dso_local`, local linkage, or non-default visibility.
    pub fn colocated(&self, g: GlobalId) -> bool {
        let c = &self.m.globals[g].common;
        (c.dso_local || c.is_implicitly_dso_local()) && c.linkage != Linkage::ExternWeak
    }
}

/// Where a relocation of compiled code points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RelocTarget {
    Global(GlobalId),
    /// Index into [`CompiledFunction::extras`].
    Extra(u32),
    /// A runtime routine Cranelift calls on its own (`floor`, `memcpy`...).
    LibCall(&'static str),
}

#[derive(Clone, Debug)]
pub struct CodeReloc {
    pub offset: u32,
    pub kind: cranelift_codegen::binemit::Reloc,
    pub target: RelocTarget,
    pub addend: i64,
}

/// Machine code of one function, with what it refers to.
pub struct CompiledFunction {
    pub code: Vec<u8>,
    pub align: u64,
    pub relocs: Vec<CodeReloc>,
    pub extras: Vec<ExtraSym>,
    /// Returns x86_fp80 in `%rax:%rdx`: the object puts a thunk that
    /// returns it in `%st(0)` under the function's symbol.
    pub x87_ret: bool,
    /// Line rows, for a function with debug info.
    pub lines: Option<crate::debug::FunctionLines>,
    /// Call frame information (`.eh_frame`).
    pub unwind: Option<cranelift_codegen::isa::unwind::UnwindInfo>,
    /// The calls, as Cranelift placed them, with their landing pads.
    pub eh_sites: Vec<crate::eh::Site>,
    /// The exception tables, for a function with landing pads.
    pub lsda: Option<crate::eh::Lsda>,
}

/// Compiles the body of global `g` (a function definition).
pub fn compile_function(ctx: &ModuleContext, g: GlobalId) -> Result<CompiledFunction> {
    let global = &ctx.m.globals[g];
    let f = global.as_func().expect("a function");
    let body = f.body.as_ref().expect("a definition");
    let run = || -> Result<CompiledFunction> {
        let mut fctx = FunctionBuilderContext::new();
        let mut func = ir::Function::new();
        let pinned = makes_indirect_variadic_calls(ctx.m, body);
        let (plain, with_pin) = ctx
            .featured
            .get(&crate::target::function_cpu(ctx.m, f))
            .copied()
            .unwrap_or((ctx.isa, ctx.isa_pinned));
        let isa = if pinned { with_pin } else { plain };
        let mut lower = FnLower::new(ctx, g, f, &mut func, &mut fctx)?;
        lower.pinned = pinned;
        if crate::debug::wants_lines(ctx.m, g) {
            lower.lines = Some(crate::debug::LineMap::default());
        }
        lower.eh = crate::eh::FnEh::collect(ctx.m, f, body)?;
        lower.lower_body(body)?;
        let x87_ret = lower.fn_abi.x87_ret;
        let FnLower {
            b,
            extras,
            lines,
            eh,
            frame_vars,
            label_vars,
            const_vars,
            ..
        } = lower;
        b.finalize(isa.frontend_config());
        let lines = lines.map(|map| DebugNotes {
            map,
            frame_vars,
            label_vars,
            const_vars,
        });
        let mut compiled = finish(isa, func, extras, f.align, lines)?;
        if let Some(eh) = eh {
            compiled.lsda = Some(eh.lsda(&compiled.eh_sites)?);
        }
        compiled.x87_ret = x87_ret;
        Ok(compiled)
    };
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(run)) {
        Ok(r) => r.map_err(|e| e.at(g, None)),
        Err(p) => {
            let what = p
                .downcast_ref::<String>()
                .map(String::as_str)
                .or_else(|| p.downcast_ref::<&str>().copied())
                .unwrap_or("unknown");
            Err(
                CompileError::new(format!("internal compiler error (Cranelift): {what}"))
                    .at(g, None),
            )
        }
    }
}

/// Where the values of a function that calls a `returns_twice` function
/// (`setjmp`) live: each in a stack slot of its own, stored where it is
/// defined and loaded at each use. A `longjmp` returns into the middle
/// of the function along an edge the code generator does not see; a
/// value live across it must be where it was when `setjmp` returned.
/// Callee-saved registers are restored by `longjmp`, but Cranelift's
/// spill slots are shared by values whose (visible) lifetimes do not
/// overlap, so a value needed only after the second return could be
/// overwritten in between. Explicit slots are never shared, as LLVM
/// gives every spilled value of such a function a slot of its own.
struct Demoted {
    insts: SecondaryMap<InstId, Option<DemotedSlot>>,
    args: Vec<Option<DemotedSlot>>,
    ret_ptr: Option<DemotedSlot>,
}

/// A value's stack slot and the types of its parts, in order.
type DemotedSlot = (ir::StackSlot, SmallVec<[ClType; 2]>);

impl Demoted {
    fn new(insts: usize, args: usize) -> Self {
        Demoted {
            insts: SecondaryMap::filled(insts, None),
            args: vec![None; args],
            ret_ptr: None,
        }
    }
}

/// Whether a body calls a function that returns twice (`setjmp`,
/// `sigsetjmp`, `vfork`...), by the call's or the callee's attributes.
fn calls_returns_twice(m: &Module, body: &Body) -> bool {
    use llconv_ir::attributes::AttrKind;
    body.live_insts().any(|inst| match &inst.kind {
        InstKind::Call(c) => {
            m.attrs.get(c.attrs.func).has(AttrKind::ReturnsTwice)
                || matches!(c.callee, Operand::Const(k)
                    if matches!(m.consts.get(k).kind, ConstKind::Global(g)
                        if m.globals[g].as_func().is_some_and(|f|
                            m.attrs.get(f.attrs.func).has(AttrKind::ReturnsTwice))))
        }
        _ => false,
    })
}

/// Whether a body calls a variadic function through a pointer (which
/// goes through `%r15`, see `gaps`).
fn makes_indirect_variadic_calls(m: &Module, body: &Body) -> bool {
    body.live_insts().any(|inst| match &inst.kind {
        InstKind::Call(c) => {
            matches!(m.types.get(c.fn_ty), Type::Function { vararg: true, .. })
                && !matches!(c.callee, Operand::Const(k)
                    if matches!(m.consts.get(k).kind, ConstKind::Global(_)))
        }
        _ => false,
    })
}

/// Where Cranelift kept each labelled variable's value: the code ranges
/// and, for each, the DWARF register or the offset from the CFA.
fn register_variables(
    isa: &dyn TargetIsa,
    ranges: &cranelift_codegen::ValueLabelsRanges,
    label_vars: &[MdId],
) -> Vec<crate::debug::RegVar> {
    use cranelift_codegen::LabelValueLoc;
    let mut out = Vec::new();
    for (k, &variable) in label_vars.iter().enumerate() {
        let Some(list) = ranges.get(&ir::ValueLabel::from_u32(k as u32)) else {
            continue;
        };
        let mut places = Vec::new();
        for r in list {
            let place = match r.loc {
                LabelValueLoc::Reg(reg) => match isa.map_regalloc_reg_to_dwarf(reg) {
                    Ok(dwarf) => crate::debug::VarPlace::Register(dwarf),
                    Err(_) => continue,
                },
                LabelValueLoc::CFAOffset(off) => crate::debug::VarPlace::FromCfa(off),
            };
            if r.start < r.end {
                places.push((r.start, r.end, place));
            }
        }
        places.sort_by_key(|p| (p.0, p.1));
        if !places.is_empty() {
            out.push(crate::debug::RegVar { variable, places });
        }
    }
    out
}

/// What lowering noted for a `-g` function's debug info: its source
/// positions, its variables in stack slots, the variables whose values
/// Cranelift tracks (`ValueLabel` k is `label_vars[k]`), and those that
/// hold one constant.
pub struct DebugNotes {
    map: crate::debug::LineMap,
    frame_vars: Vec<FrameVar>,
    label_vars: Vec<MdId>,
    const_vars: Vec<(MdId, i64)>,
}

/// Runs Cranelift on a lowered function and collects its relocations.
pub fn finish(
    isa: &dyn TargetIsa,
    func: ir::Function,
    extras: Vec<ExtraSym>,
    align: Option<u64>,
    lines: Option<DebugNotes>,
) -> Result<CompiledFunction> {
    let mut cctx = Context::for_function(func);
    if cfg!(debug_assertions) {
        if let Err(e) = cranelift_codegen::verify_function(&cctx.func, isa) {
            return Err(CompileError::new(format!(
                "internal compiler error: Cranelift IR does not verify: {e}\n{}",
                cctx.func.display()
            )));
        }
    }
    let compiled = cctx
        .compile(isa, &mut ControlPlane::default())
        .map_err(|e| CompileError::new(format!("Cranelift: {:?}", e.inner)))?;
    let code = compiled.buffer.data().to_vec();
    let code_align = u64::from(compiled.buffer.alignment.max(16));
    let raw_relocs = compiled.buffer.relocs().to_vec();
    let frame = compiled.buffer.frame_layout();
    let lines = lines.map(|notes| {
        let DebugNotes {
            map,
            frame_vars: vars,
            label_vars,
            const_vars,
        } = notes;
        let mut lines = map.rows(
            compiled
                .buffer
                .get_srclocs_sorted()
                .iter()
                .map(|s| (s.start, s.loc)),
        );
        // A slot's place from %rbp: Cranelift gives both from the bottom
        // of the frame.
        if let Some(frame) = frame {
            lines.vars = vars
                .iter()
                .filter_map(|v| {
                    let slot = frame.stackslots.get(v.slot)?;
                    let slot_at = i64::from(slot.offset) - i64::from(frame.frame_to_fp_offset);
                    Some(crate::debug::FrameVar {
                        variable: v.variable,
                        rbp_offset: if v.deref { slot_at } else { slot_at + v.offset },
                        then_deref: v.deref.then_some(v.offset),
                    })
                })
                .collect();
        }
        lines.reg_vars = register_variables(isa, &compiled.value_labels_ranges, &label_vars);
        lines.const_vars = const_vars;
        lines
    });
    let unwind = compiled
        .create_unwind_info(isa)
        .map_err(|e| CompileError::new(format!("Cranelift unwind information: {e:?}")))?;
    let mut eh_sites = Vec::new();
    for site in compiled.buffer.call_sites() {
        let landing = match site.exception_handlers {
            [] => None,
            [cranelift_codegen::FinalizedMachExceptionHandler::Tag(tag, handler)] => {
                Some((*handler, tag.as_u32()))
            }
            other => {
                return Err(CompileError::new(format!(
                    "internal compiler error: exception handlers {other:?}"
                )))
            }
        };
        eh_sites.push(crate::eh::Site {
            ret_addr: site.ret_addr,
            landing,
        });
    }
    let mut relocs = Vec::new();
    for r in &raw_relocs {
        let target = match &r.target {
            cranelift_codegen::FinalizedRelocTarget::ExternalName(ExternalName::User(n)) => {
                let name = &cctx.func.params.user_named_funcs()[*n];
                match name.namespace {
                    NS_GLOBAL => RelocTarget::Global(GlobalId::from_u32(name.index)),
                    _ => RelocTarget::Extra(name.index),
                }
            }
            cranelift_codegen::FinalizedRelocTarget::ExternalName(ExternalName::LibCall(lc)) => {
                RelocTarget::LibCall(gaps::libcall_name(*lc)?)
            }
            other => {
                return Err(CompileError::new(format!(
                    "internal compiler error: relocation to {other:?}"
                )))
            }
        };
        relocs.push(CodeReloc {
            offset: r.offset,
            kind: r.kind,
            target,
            addend: r.addend,
        });
    }
    Ok(CompiledFunction {
        code,
        align: code_align.max(align.unwrap_or(1)),
        relocs,
        extras,
        x87_ret: false,
        lines,
        unwind,
        eh_sites,
        lsda: None,
    })
}

/// The state of lowering one function.
pub struct FnLower<'a, 'b> {
    pub ctx: &'b ModuleContext<'a>,
    pub m: &'a Module,
    pub gid: GlobalId,
    pub b: FunctionBuilder<'b>,
    pub layouts: Layouts<'b>,
    pub fn_abi: FnAbi,
    param_tys: Vec<TypeId>,
    ret_ty: TypeId,
    args: Vec<Vals>,
    values: SecondaryMap<InstId, Option<Vals>>,
    blocks: SecondaryMap<BlockId, Option<ir::Block>>,
    global_values: HashMap<GlobalId, GlobalValue>,
    func_refs: HashMap<(RelocKey, Signature), FuncRef>,
    pub extras: Vec<ExtraSym>,
    pub static_slots: HashMap<InstId, ir::StackSlot>,
    /// Static allocas aligned beyond 16 bytes, and their alignment.
    over_aligned: HashMap<InstId, u64>,
    /// The head of the function's heap-backed dynamic allocas (see
    /// `gaps`), if it has any.
    pub dyn_head: Option<ir::StackSlot>,
    pub cur_block: BlockId,
    /// How a variadic definition's registers and stack are laid out.
    pub va_frame: Option<gaps::VaFrame>,
    /// The register save area `va_start` points into.
    pub va_save: Option<ir::StackSlot>,
    /// The loop head a `musttail` call of the function itself jumps to.
    self_loop: Option<ir::Block>,
    /// Where a result returned in memory goes (see `FnAbi::ret_in_memory`).
    ret_ptr: Option<Value>,
    /// See `const_vals`.
    const_memo: HashMap<ConstId, Vals>,
    /// Source positions, when the function has debug info.
    pub lines: Option<crate::debug::LineMap>,
    /// In a function that calls `setjmp` (see `Demoted`), each value's
    /// own stack slot.
    demoted: Option<Demoted>,
    const_depth: u32,
    /// Compiled with `%r15` pinned (indirect variadic calls), and the
    /// caller's `%r15`, which it must get back (SysV: callee-saved).
    pub pinned: bool,
    saved_r15: Option<Value>,
    /// The function's exception tables, when it has landing pads.
    pub eh: Option<crate::eh::FnEh>,
    /// The variables of `#dbg_declare`s that live in stack slots, for
    /// the DWARF of a `-g` function.
    frame_vars: Vec<FrameVar>,
    /// The variables whose values Cranelift tracks (`ValueLabel` k is
    /// `label_vars[k]`).
    label_vars: Vec<MdId>,
    /// The variables that hold one integer constant throughout.
    const_vars: Vec<(MdId, i64)>,
    /// The slots holding the arguments `#dbg_declare`s name.
    declared_args: HashMap<ArgId, ir::StackSlot>,
    /// Set by an `invoke` for the call it lowers: where the exception
    /// edge goes (see `emit_call`).
    unwind_to: Option<UnwindEdge>,
    /// The exception object and selector a landing pad's block receives
    /// (block parameters after its phis'), by block.
    landing_params: HashMap<BlockId, [Value; 2]>,
}

/// The exception edge of an `invoke` being lowered: the landing pad's
/// tag and block, and the block's arguments (its phis' values on this
/// edge, then the two exception payloads).
struct UnwindEdge {
    tag: u32,
    block: ir::Block,
    args: Vec<BlockArg>,
}

/// The value a debug record's location names (`metadata ptr %x`, or the
/// value itself), if it names one (not a `DIArgList`).
fn record_value(m: &Module, body: &Body, location: Operand) -> Option<Operand> {
    match location {
        Operand::LocalMetadata(lm) => match body.local_md.get(lm) {
            Some(llconv_ir::metadata::LocalMetadata::Value { value, .. }) => Some(*value),
            _ => None,
        },
        // A constant as metadata (`i32 3`).
        Operand::Metadata(md) => match m.metadata.get(md) {
            llconv_ir::metadata::Metadata::Value(c) => Some(Operand::Const(*c)),
            _ => None,
        },
        other => Some(other),
    }
}

/// A variable that lives in a stack slot, at `offset` bytes into it
/// (`deref`: at `offset` bytes from the address the slot holds).
pub struct FrameVar {
    variable: MdId,
    slot: ir::StackSlot,
    offset: i64,
    deref: bool,
}

/// What a call instruction calls.
enum Callee {
    Direct(FuncRef),
    Indirect(ir::SigRef, Value),
}

#[derive(Clone, PartialEq, Eq, Hash)]
enum RelocKey {
    Global(GlobalId),
    Extra(u32),
}

impl<'a, 'b> FnLower<'a, 'b> {
    fn new(
        ctx: &'b ModuleContext<'a>,
        gid: GlobalId,
        f: &'a Function,
        func: &'b mut ir::Function,
        fctx: &'b mut FunctionBuilderContext,
    ) -> Result<Self> {
        let m = ctx.m;
        let fn_ty = m.globals[gid].common.value_ty;
        let (ret_ty, param_tys, vararg) = match m.types.get(fn_ty) {
            Type::Function {
                ret,
                params,
                vararg,
            } => (*ret, params.clone(), *vararg),
            _ => {
                return Err(CompileError::new(
                    "a function whose type is not a function type",
                ))
            }
        };
        abi::check_cc(f.cc)?;
        let fattrs = m.attrs.get(f.attrs.func);
        if fattrs.has(llconv_ir::attributes::AttrKind::Naked) {
            return Err(CompileError::new("naked functions are not supported"));
        }
        let mut layouts = Layouts::new(&m.types, &ctx.dl);
        let mut fn_abi = abi::fn_abi(&mut layouts, &m.attrs, ret_ty, &param_tys, &f.attrs)?;
        fn_abi.make_room_for_return_thunk();
        // A function that makes guaranteed tail calls of other functions
        // is compiled in Cranelift's tail convention, the one with tail
        // calls: on x86-64 it is SysV's for arguments in registers and one
        // integer result, which `abi::tail_compatible` checks.
        let tail_calls_out = f.body.as_ref().is_some_and(|body| {
            body.live_insts().any(|inst| match &inst.kind {
                InstKind::Call(c) => {
                    c.tail == TailKind::MustTail
                        && !matches!(c.callee, Operand::Const(k)
                            if matches!(m.consts.get(k).kind, ConstKind::Global(g) if g == gid))
                }
                _ => false,
            })
        });
        if tail_calls_out && !vararg && abi::tail_compatible(&fn_abi) {
            fn_abi.sig.call_conv = CallConv::Tail;
        }
        func.signature = fn_abi.sig.clone();
        let va_frame = if vararg {
            Some(gaps::VaFrame::extend_signature(&mut func.signature))
        } else {
            None
        };
        func.name = UserFuncName::user(NS_GLOBAL, gid.as_u32());
        let b = FunctionBuilder::new(func, fctx);
        Ok(FnLower {
            ctx,
            m,
            gid,
            b,
            layouts,
            fn_abi,
            param_tys,
            ret_ty,
            args: Vec::new(),
            values: SecondaryMap::with_default(None),
            blocks: SecondaryMap::with_default(None),
            global_values: HashMap::new(),
            func_refs: HashMap::new(),
            extras: Vec::new(),
            static_slots: HashMap::new(),
            over_aligned: HashMap::new(),
            dyn_head: None,
            cur_block: BlockId::from_u32(0),
            va_frame,
            va_save: None,
            self_loop: None,
            ret_ptr: None,
            pinned: false,
            saved_r15: None,
            const_memo: HashMap::new(),
            lines: None,
            demoted: None,
            const_depth: 0,
            eh: None,
            frame_vars: Vec::new(),
            declared_args: HashMap::new(),
            label_vars: Vec::new(),
            const_vars: Vec::new(),
            unwind_to: None,
            landing_params: HashMap::new(),
        })
    }

    fn lower_body(&mut self, body: &'a Body) -> Result<()> {
        let cfg = ControlFlowGraph::new(body);
        let order = BlockOrder::new(&cfg);
        self.values = SecondaryMap::filled(body.insts.len(), None);
        self.blocks = SecondaryMap::filled(body.blocks.len(), None);
        let rpo: Vec<BlockId> = order.reverse_post_order().collect();
        let Some(&entry) = rpo.first() else {
            return Err(CompileError::new("a function body without blocks"));
        };
        for &bid in &rpo {
            let blk = self.b.create_block();
            self.blocks[bid] = Some(blk);
            if bid == entry {
                continue;
            }
            for &i in &body.block(bid).insts {
                let inst = body.inst(i);
                if !matches!(inst.kind, InstKind::Phi { .. }) {
                    break;
                }
                let leaves = self
                    .layouts
                    .leaves(inst.ty)
                    .map_err(|e| e.at(self.gid, Some(i)))?;
                let mut vals = Vals::new();
                for l in leaves.iter() {
                    vals.push(self.b.append_block_param(blk, l.ty));
                }
                self.values[i] = Some(vals);
            }
            let first = body
                .block(bid)
                .insts
                .iter()
                .find(|&&i| !matches!(body.inst(i).kind, InstKind::Phi { .. }));
            if first.is_some_and(|&i| matches!(body.inst(i).kind, InstKind::LandingPad { .. })) {
                // The exception payloads (`%rax`, `%rdx`), after the phis.
                let exn = self.b.append_block_param(blk, cl::I64);
                let selector = self.b.append_block_param(blk, cl::I64);
                self.landing_params.insert(bid, [exn, selector]);
            }
        }
        let entry_blk = self.blocks[entry].expect("entry");
        self.b.append_block_params_for_function_params(entry_blk);
        self.b.switch_to_block(entry_blk);
        self.bind_params(entry_blk)?;
        if calls_returns_twice(self.m, body) {
            self.demoted = Some(Demoted::new(body.insts.len(), self.args.len()));
            for a in 0..self.args.len() {
                let vals = self.args[a].clone();
                let slot = self.spill(&vals);
                self.demoted.as_mut().expect("demoting").args[a] = slot;
            }
            if let Some(p) = self.ret_ptr {
                let slot = self.spill(&[p]);
                self.demoted.as_mut().expect("demoting").ret_ptr = slot;
            }
        }
        if self.pinned {
            self.saved_r15 = Some(self.b.ins().get_pinned_reg(cl::I64));
        }
        gaps::save_vararg_registers(self, entry_blk);
        self.make_static_slots(body, entry)?;
        if self.lines.is_some() {
            self.keep_declared_arguments(body);
        }
        gaps::init_dynamic_allocas(self, body);
        if self.has_self_musttail(body) {
            // The body after the prologue becomes a loop head that a
            // `musttail` call of the function itself jumps back to.
            let head = self.b.create_block();
            let mut args = Vec::new();
            for a in 0..self.args.len() {
                let vals = self.args[a].clone();
                let mut params = Vals::new();
                for v in vals {
                    let t = self.b.func.dfg.value_type(v);
                    params.push(self.b.append_block_param(head, t));
                    args.push(BlockArg::Value(v));
                }
                self.args[a] = params;
            }
            self.b.ins().jump(head, &args);
            self.b.switch_to_block(head);
            self.blocks[entry] = Some(head);
            self.self_loop = Some(head);
        }
        for &bid in &rpo {
            self.cur_block = bid;
            let blk = self.blocks[bid].expect("created");
            if bid != entry {
                self.b.switch_to_block(blk);
            }
            if self.demoted.is_some() {
                self.spill_phis(body, bid);
            }
            for &i in &body.block(bid).insts {
                let inst = body.inst(i);
                if matches!(inst.kind, InstKind::Phi { .. }) {
                    continue;
                }
                if let Some(lines) = &mut self.lines {
                    let loc = lines.srcloc(self.m, inst);
                    self.b.set_srcloc(loc);
                    self.note_declares(body, inst);
                }
                self.lower_inst(body, i, inst)
                    .map_err(|e| e.at(self.gid, Some(i)))?;
            }
        }
        if self.lines.is_some() && self.demoted.is_none() {
            self.label_values(body);
        }
        self.b.seal_all_blocks();
        Ok(())
    }

    /// Notes the variables `inst`'s `#dbg_declare` records put in a
    /// stack slot (clang's `-O0` code: every local in its alloca), the
    /// function's own (not an inlined callee's), at an offset the
    /// expression gives (none or `DW_OP_plus_uconst`).
    fn note_declares(&mut self, body: &Body, inst: &Inst) {
        use llconv_ir::dbgrecord::{DbgRecord, DbgVariableKind};
        for r in &inst.dbg_records {
            let DbgRecord::Variable {
                kind: DbgVariableKind::Declare,
                location,
                variable,
                expression,
                dilocation,
                ..
            } = r
            else {
                continue;
            };
            let Some(value) = record_value(self.m, body, *location) else {
                continue;
            };
            // In its own slot, or (a `byval` argument) at an address kept
            // in a slot by `keep_declared_arguments`.
            let (slot, deref) = match value {
                Operand::Inst(a) if !self.over_aligned.contains_key(&a) => {
                    match self.static_slots.get(&a) {
                        Some(&slot) => (slot, false),
                        None => continue,
                    }
                }
                Operand::Arg(a) => match self.declared_args.get(&a) {
                    Some(&slot) => (slot, true),
                    None => continue,
                },
                _ => continue,
            };
            if crate::debug::is_inlined(self.m, *dilocation) {
                continue;
            }
            let Some(offset) = crate::debug::plain_offset(self.m, *expression) else {
                continue;
            };
            self.frame_vars.push(FrameVar {
                variable: *variable,
                slot,
                offset,
                deref,
            });
        }
    }

    /// Labels, for Cranelift to track where they are kept, the values of
    /// the variables `#dbg_value` gives one value in the whole function
    /// (parameters and single-assignment locals of optimized code): such
    /// a value is the variable wherever it is live. A variable given
    /// several values is left out, since Cranelift tracks a value's
    /// place, not where the assignment happens.
    fn label_values(&mut self, body: &Body) {
        use llconv_ir::dbgrecord::{DbgRecord, DbgVariableKind};
        let mut single: HashMap<MdId, Option<Operand>> = HashMap::new();
        let mut order = Vec::new();
        for inst in body.live_insts() {
            for r in &inst.dbg_records {
                let DbgRecord::Variable {
                    kind: DbgVariableKind::Value,
                    location,
                    variable,
                    expression,
                    dilocation,
                    ..
                } = r
                else {
                    continue;
                };
                if crate::debug::is_inlined(self.m, *dilocation) {
                    continue;
                }
                let value = record_value(self.m, body, *location);
                let plain = crate::debug::plain_offset(self.m, *expression) == Some(0);
                match single.entry(*variable) {
                    std::collections::hash_map::Entry::Vacant(e) => {
                        order.push(*variable);
                        e.insert(value.filter(|_| plain));
                    }
                    std::collections::hash_map::Entry::Occupied(mut e) => {
                        if *e.get() != value || !plain {
                            e.insert(None);
                        }
                    }
                }
            }
        }
        for variable in order {
            if let Some(Operand::Const(c)) = single[&variable] {
                // A variable that holds one constant throughout.
                if let ConstKind::Int(k) = &self.m.consts.get(c).kind {
                    if k.bits <= 64 {
                        // Sign-extended (a debugger truncates to the
                        // variable's size), but `i1` (bool) as 0 or 1.
                        let v = if k.bits == 1 {
                            k.low_u64() as i64 & 1
                        } else {
                            (k.low_u64() << (64 - k.bits)) as i64 >> (64 - k.bits)
                        };
                        self.const_vars.push((variable, v));
                    }
                }
                continue;
            }
            let vals = match single[&variable] {
                Some(Operand::Inst(i)) => self.values.get(i).cloned().flatten(),
                Some(Operand::Arg(a)) => self.args.get(a.index()).cloned(),
                _ => None,
            };
            let Some(&[v]) = vals.as_deref() else {
                continue;
            };
            if self.b.func.dfg.values_labels.is_none() {
                self.b.func.dfg.collect_debug_info();
            }
            let label = ir::ValueLabel::from_u32(self.label_vars.len() as u32);
            self.b.set_val_label(v, label);
            self.label_vars.push(variable);
        }
    }

    /// The arguments a `#dbg_declare` names (a `byval` struct: the
    /// variable is at the address the argument holds), each stored on
    /// entry in a slot of its own so that the debug info can find it.
    fn keep_declared_arguments(&mut self, body: &Body) {
        use llconv_ir::dbgrecord::{DbgRecord, DbgVariableKind};
        for inst in body.live_insts() {
            for r in &inst.dbg_records {
                let DbgRecord::Variable {
                    kind: DbgVariableKind::Declare,
                    location,
                    ..
                } = r
                else {
                    continue;
                };
                let Some(Operand::Arg(a)) = record_value(self.m, body, *location) else {
                    continue;
                };
                let Some(&[p]) = self.args.get(a.index()).map(|v| &v[..]) else {
                    continue;
                };
                if self.declared_args.contains_key(&a) || self.b.func.dfg.value_type(p) != cl::I64 {
                    continue;
                }
                let slot = self.b.create_sized_stack_slot(StackSlotData::new(
                    StackSlotKind::ExplicitSlot,
                    8,
                    3,
                ));
                self.b.ins().stack_store(cl::I64, p, slot, 0);
                self.declared_args.insert(a, slot);
            }
        }
    }

    fn has_self_musttail(&self, body: &Body) -> bool {
        body.live_insts().any(|inst| match &inst.kind {
            InstKind::Call(c) if c.tail == TailKind::MustTail => {
                self.direct_callee(c.callee) == Some(self.gid)
            }
            _ => false,
        })
    }

    /// The function a callee operand names directly, if it does.
    fn direct_callee(&self, callee: Operand) -> Option<GlobalId> {
        match callee {
            Operand::Const(c) => match self.m.consts.get(c).kind {
                ConstKind::Global(g) if self.m.globals[g].as_func().is_some() => Some(g),
                _ => None,
            },
            _ => None,
        }
    }

    /// The LLVM arguments from the entry block's parameters.
    fn bind_params(&mut self, entry: ir::Block) -> Result<()> {
        let params: Vec<Value> = self.b.block_params(entry).to_vec();
        let mut next = self.fn_abi.lead;
        if self.fn_abi.ret_in_memory {
            self.ret_ptr = Some(params[0]);
        }
        let abis = self.fn_abi.params.clone();
        for (i, pa) in abis.iter().enumerate() {
            let ty = self.param_tys[i];
            let vals = match pa {
                ParamAbi::Pointer { pad } => {
                    next += pad + 1;
                    Vals::from_slice(&[params[next - 1]])
                }
                ParamAbi::InMemory { pad } => {
                    next += pad + 1;
                    let l = self.layouts.scalar(ty)?;
                    let v = self.load_leaf(l, params[next - 1], 0, false)?;
                    Vals::from_slice(&[v])
                }
                ParamAbi::Value(pieces) => {
                    let leaves = self.layouts.leaves(ty)?;
                    let mut out: Vals = SmallVec::with_capacity(leaves.len());
                    for p in pieces {
                        let w = p.width();
                        self.unpack_piece(*p, &params[next..next + w], &leaves, &mut out);
                        next += w;
                    }
                    // Bits above an odd width arrive unspecified.
                    for (x, l) in out.iter_mut().zip(leaves.iter()) {
                        *x = self.zmask(*x, *l);
                    }
                    out
                }
            };
            self.args.push(vals);
        }
        Ok(())
    }

    fn unpack_piece(&mut self, p: Piece, vs: &[Value], leaves: &[Leaf], out: &mut Vals) {
        let v = vs[0];
        match p {
            Piece::Leaf(_) => out.push(v),
            Piece::Split(_) => out.push(self.b.ins().iconcat(vs[0], vs[1])),
            Piece::Packed { start, count, vec } => {
                let lane_bits = vec.lane_bits();
                for k in 0..count {
                    let l = leaves[start + k];
                    let lane = self.b.ins().extractlane(v, k as u8);
                    let lane = if l.ty.bits() < lane_bits {
                        self.b.ins().ireduce(l.ty, lane)
                    } else {
                        lane
                    };
                    out.push(lane);
                }
            }
        }
    }

    fn pack_piece(&mut self, p: Piece, vals: &[Value], leaves: &[Leaf]) -> SmallVec<[Value; 2]> {
        if let Piece::Split(i) = p {
            let (lo, hi) = self.b.ins().isplit(vals[i]);
            return SmallVec::from_slice(&[lo, hi]);
        }
        SmallVec::from_slice(&[self.pack_one(p, vals, leaves)])
    }

    fn pack_one(&mut self, p: Piece, vals: &[Value], leaves: &[Leaf]) -> Value {
        match p {
            Piece::Leaf(i) | Piece::Split(i) => vals[i],
            Piece::Packed { start, count, vec } => {
                let lane_ty = vec.lane_type();
                let zero = self.b.func.dfg.constants.insert(vec![0u8; 16].into());
                let mut acc = self.b.ins().vconst(vec, zero);
                for k in 0..count {
                    let mut lane = vals[start + k];
                    if leaves[start + k].ty != lane_ty {
                        lane = self.b.ins().uextend(lane_ty, lane);
                    }
                    acc = self.b.ins().insertlane(acc, lane, k as u8);
                }
                acc
            }
        }
    }

    /// Stack slots for the entry block's allocas of constant size; others
    /// are dynamic (heap-backed, see `gaps`).
    fn make_static_slots(&mut self, body: &Body, entry: BlockId) -> Result<()> {
        for &i in &body.block(entry).insts {
            let inst = body.inst(i);
            if let InstKind::Alloca {
                allocated,
                count,
                align,
                ..
            } = &inst.kind
            {
                let n = match count {
                    None => Some(1),
                    Some(Operand::Const(c)) => match &self.m.consts.get(*c).kind {
                        ConstKind::Int(a) => Some(a.low_u64()),
                        _ => None,
                    },
                    _ => None,
                };
                let Some(n) = n else { continue };
                let size = self
                    .layouts
                    .alloc_size(*allocated)
                    .checked_mul(n)
                    .filter(|s| *s < (1 << 31))
                    .ok_or_else(|| {
                        CompileError::new("an alloca of 2 GiB or more").at(self.gid, Some(i))
                    })?;
                let align = align
                    .unwrap_or(1)
                    .max(self.layouts.abi_align(*allocated))
                    .max(1);
                if align > 1 << 16 {
                    return Err(
                        CompileError::new("an alloca aligned beyond 64 KiB").at(self.gid, Some(i))
                    );
                }
                // Cranelift keeps the frame 16-byte aligned: a stricter
                // alignment is reached by over-allocating and rounding up.
                let (size, slot_align) = if align > 16 {
                    self.over_aligned.insert(i, align);
                    (size + align, 16)
                } else {
                    (size, align)
                };
                let slot = self.b.create_sized_stack_slot(StackSlotData::new(
                    StackSlotKind::ExplicitSlot,
                    size.max(1) as u32,
                    slot_align.trailing_zeros() as u8,
                ));
                self.static_slots.insert(i, slot);
            }
        }
        Ok(())
    }

    // ----- values -------------------------------------------------------

    pub fn op_ty(&self, op: Operand) -> TypeId {
        let fn_ty = self.m.globals[self.gid].common.value_ty;
        let body = self.m.globals[self.gid]
            .as_func()
            .and_then(|f| f.body.as_ref())
            .expect("body");
        self.m.operand_type(fn_ty, body, op).unwrap_or(self.ret_ty)
    }

    pub fn val(&mut self, op: Operand) -> Result<Vals> {
        if let Some(d) = &self.demoted {
            let slot = match op {
                Operand::Arg(i) => d.args.get(i.index()).cloned().flatten(),
                Operand::Inst(i) => d.insts.get(i).cloned().flatten(),
                _ => None,
            };
            if let Some(slot) = slot {
                return Ok(self.reload(&slot));
            }
        }
        match op {
            Operand::Const(c) => self.const_vals(c),
            Operand::Arg(i) => self
                .args
                .get(i.index())
                .cloned()
                .ok_or_else(|| CompileError::new("a use of a missing argument")),
            Operand::Inst(i) => self.values.get(i).and_then(|v| v.clone()).ok_or_else(|| {
                CompileError::new("internal compiler error: a value used before its definition")
            }),
            Operand::InlineAsm(_) => Err(CompileError::new(
                "inline assembly is not supported (Cranelift has no assembler)",
            )),
            Operand::Metadata(_) | Operand::LocalMetadata(_) => Err(CompileError::new(
                "metadata used as a value here is not supported",
            )),
        }
    }

    pub fn val1(&mut self, op: Operand) -> Result<Value> {
        let v = self.val(op)?;
        match v.as_slice() {
            [one] => Ok(*one),
            _ => Err(CompileError::new("expected a scalar operand")),
        }
    }

    /// The value of `op` with every native vector split into its lanes
    /// (see `layout`): the form the lane-by-lane lowerings work on.
    pub fn sval(&mut self, op: Operand) -> Result<Vals> {
        let v = self.val(op)?;
        let ty = self.op_ty(op);
        let leaves = self.layouts.leaves(ty)?;
        if !leaves.iter().any(Leaf::is_vector) {
            return Ok(v);
        }
        Ok(self.scalarize(&v, &leaves))
    }

    /// The lanes of `vals`, whose leaves are `leaves`.
    pub fn scalarize(&mut self, vals: &[Value], leaves: &[Leaf]) -> Vals {
        let mut out = Vals::new();
        for (v, l) in vals.iter().zip(leaves) {
            if l.is_vector() {
                for k in 0..l.lanes {
                    out.push(self.b.ins().extractlane(*v, k as u8));
                }
            } else {
                out.push(*v);
            }
        }
        out
    }

    /// Lanes (the leaves of `ty`'s scalar view) packed into `ty`'s leaves.
    pub fn vectorize(&mut self, scalars: &[Value], ty: TypeId) -> Result<Vals> {
        let leaves = self.layouts.leaves(ty)?;
        if !leaves.iter().any(Leaf::is_vector) {
            return Ok(scalars.iter().copied().collect());
        }
        let mut out = Vals::new();
        let mut next = 0usize;
        for l in leaves.iter() {
            if l.is_vector() {
                let mut acc = self.zero_of(*l);
                for k in 0..l.lanes {
                    acc = self.b.ins().insertlane(acc, scalars[next], k as u8);
                    next += 1;
                }
                out.push(acc);
            } else {
                out.push(scalars[next]);
                next += 1;
            }
        }
        Ok(out)
    }

    /// `c ? a : b`. For i128, by masks: Cranelift's optimizer turns an
    /// i128 compare and select into `smax`/`umin`..., which its x86-64
    /// backend cannot lower.
    pub fn select(&mut self, c: Value, a: Value, b: Value) -> Value {
        if self.b.func.dfg.value_type(a) != cl::I128 {
            return self.b.ins().select(c, a, b);
        }
        let c = self.b.ins().band_imm_u(c, 1);
        let c = self.b.ins().uextend(cl::I128, c);
        let m = self.b.ins().ineg(c);
        let x = self.b.ins().band(a, m);
        let n = self.b.ins().bnot(m);
        let y = self.b.ins().band(b, n);
        self.b.ins().bor(x, y)
    }

    pub fn iconst(&mut self, ty: ClType, v: u128) -> Value {
        if ty == cl::I128 {
            let lo = self.b.ins().iconst(cl::I64, v as u64 as i64);
            let hi = self.b.ins().iconst(cl::I64, (v >> 64) as u64 as i64);
            self.b.ins().iconcat(lo, hi)
        } else {
            let masked = if ty.bits() >= 64 {
                v as u64
            } else {
                (v as u64) & ((1u64 << ty.bits()) - 1)
            };
            self.b.ins().iconst(ty, Imm64::new(masked as i64))
        }
    }

    pub fn zero_of(&mut self, l: Leaf) -> Value {
        if l.is_vector() {
            let zero = self.b.func.dfg.constants.insert(vec![0u8; 16].into());
            return self.b.ins().vconst(l.ty, zero);
        }
        match l.ty {
            cl::F32 => self.b.ins().f32const(Ieee32::with_bits(0)),
            cl::F64 => self.b.ins().f64const(Ieee64::with_bits(0)),
            cl::F16 | cl::F128 => self.leaf_const(l, 0),
            t => self.iconst(t, 0),
        }
    }

    fn leaf_const(&mut self, l: Leaf, bits: u128) -> Value {
        match l.ty {
            cl::F32 => self.b.ins().f32const(Ieee32::with_bits(bits as u32)),
            cl::F64 => self.b.ins().f64const(Ieee64::with_bits(bits as u64)),
            cl::F16 => self
                .b
                .ins()
                .f16const(ir::immediates::Ieee16::with_bits(bits as u16)),
            cl::F128 => {
                let c = self
                    .b
                    .func
                    .dfg
                    .constants
                    .insert(bits.to_le_bytes().to_vec().into());
                self.b.ins().f128const(c)
            }
            t => {
                let masked = if l.bits >= 128 {
                    bits
                } else {
                    bits & ((1u128 << l.bits) - 1)
                };
                self.iconst(t, masked)
            }
        }
    }

    /// A constant's values, materialized here. Within one operand's
    /// materialization a constant met again (a chain of expressions each
    /// using the next twice) is reused, so the code stays linear in the
    /// constant's size; between operands nothing is kept, since values
    /// made in one block need not dominate another.
    pub fn const_vals(&mut self, c: ConstId) -> Result<Vals> {
        if self.const_depth == 0 {
            self.const_memo.clear();
        }
        if let Some(v) = self.const_memo.get(&c) {
            return Ok(v.clone());
        }
        if self.const_depth > MAX_CONST_DEPTH {
            return Err(CompileError::new("a constant nested too deeply"));
        }
        self.const_depth += 1;
        let r = self.const_vals_uncached(c);
        self.const_depth -= 1;
        let v = r?;
        self.const_memo.insert(c, v.clone());
        Ok(v)
    }

    fn const_vals_uncached(&mut self, c: ConstId) -> Result<Vals> {
        let k = self.m.consts.get(c);
        let ty = k.ty;
        Ok(match &k.kind {
            ConstKind::Int(a) => {
                let l = self.layouts.scalar(ty)?;
                let v = u128::from(a.words[0])
                    | (u128::from(a.words.get(1).copied().unwrap_or(0)) << 64);
                SmallVec::from_slice(&[self.leaf_const(l, v)])
            }
            ConstKind::Float(bits) => {
                let l = self.layouts.scalar(ty)?;
                SmallVec::from_slice(&[self.leaf_const(l, *bits)])
            }
            ConstKind::Null | ConstKind::Undef | ConstKind::Poison | ConstKind::Zero => {
                let leaves = self.layouts.leaves(ty)?;
                leaves.iter().map(|l| self.zero_of(*l)).collect()
            }
            ConstKind::Array(elems) | ConstKind::Struct(elems) => {
                let mut out = Vals::new();
                for e in elems.clone() {
                    out.extend(self.const_vals(e)?);
                }
                out
            }
            ConstKind::Vector(elems) => {
                let mut lanes = Vals::new();
                for e in elems.clone() {
                    lanes.extend(self.const_vals(e)?);
                }
                self.vectorize(&lanes, ty)?
            }
            ConstKind::Data(items) => {
                let leaves = self.layouts.leaves(ty)?;
                let items: Vec<u128> = items.iter().map(u128::from).collect();
                if leaves.iter().all(Leaf::is_vector) {
                    // Whole 128-bit vectors as constants in the pool.
                    let mut out = Vals::new();
                    let per = leaves[0].lanes as usize;
                    for (k, l) in leaves.iter().enumerate() {
                        let mut bytes = Vec::with_capacity(16);
                        for v in &items[k * per..(k + 1) * per] {
                            bytes.extend_from_slice(&v.to_le_bytes()[..(l.bits / 8) as usize]);
                        }
                        let c = self.b.func.dfg.constants.insert(bytes.into());
                        out.push(self.b.ins().vconst(l.ty, c));
                    }
                    out
                } else {
                    let scalars = self.layouts.scalar_leaves(ty)?;
                    let lanes: Vals = scalars
                        .iter()
                        .zip(items)
                        .map(|(l, v)| self.leaf_const(*l, v))
                        .collect();
                    self.vectorize(&lanes, ty)?
                }
            }
            ConstKind::Global(g) | ConstKind::DsoLocalEquivalent(g) | ConstKind::NoCfi(g) => {
                SmallVec::from_slice(&[self.global_addr(*g, 0)?])
            }
            ConstKind::Expr(e) => {
                let e = (**e).clone();
                self.const_expr(ty, &e)?
            }
            // A block's "address" is its number: indirectbr switches on it
            // (Cranelift has no indirect jumps).
            ConstKind::BlockAddress { block, .. } => {
                SmallVec::from_slice(&[self.b.ins().iconst(cl::I64, i64::from(block.as_u32()) + 1)])
            }
            ConstKind::None | ConstKind::Splat(_) | ConstKind::PtrAuth { .. } => {
                return Err(CompileError::new("this kind of constant is not supported"))
            }
        })
    }

    fn const_expr(&mut self, ty: TypeId, e: &ConstExpr) -> Result<Vals> {
        let ops: Vec<Operand> = e.operands.iter().map(|c| Operand::Const(*c)).collect();
        match e.op {
            ConstExprOp::Cast(op) => self.cast(op, ops[0], ty),
            ConstExprOp::Binary(op) => self.binary(op, ops[0], ops[1], ty),
            ConstExprOp::GetElementPtr => {
                let src = e
                    .source_ty
                    .ok_or_else(|| CompileError::new("a getelementptr without a source type"))?;
                // A global plus constant offsets folds into the relocation.
                if let (ConstKind::Global(g), Some(off)) = (
                    &self.m.consts.get(e.operands[0]).kind,
                    self.const_gep_offset(src, &e.operands[1..]),
                ) {
                    return Ok(SmallVec::from_slice(&[self.global_addr(*g, off)?]));
                }
                self.gep(src, ops[0], &ops[1..], Some(ty))
            }
            ConstExprOp::ICmp(p) => self.icmp(p, ops[0], ops[1]),
            ConstExprOp::FCmp(p) => self.fcmp(p, ops[0], ops[1]),
            ConstExprOp::ExtractElement => self.extract_element(ops[0], ops[1]),
            ConstExprOp::InsertElement => self.insert_element(ops[0], ops[1], ops[2]),
            ConstExprOp::ShuffleVector => self.shuffle(ops[0], ops[1], &e.mask, ty),
        }
    }

    /// The byte offset of a GEP with constant integer indices.
    pub fn const_gep_offset(&mut self, src: TypeId, idx: &[ConstId]) -> Option<i64> {
        let ints: Option<Vec<i64>> = idx
            .iter()
            .map(|c| match &self.m.consts.get(*c).kind {
                ConstKind::Int(a) => a.as_i64(),
                ConstKind::Zero | ConstKind::Null => Some(0),
                _ => None,
            })
            .collect();
        gep_offset(&self.layouts, src, &ints?)
    }

    pub fn global_addr(&mut self, g: GlobalId, offset: i64) -> Result<Value> {
        let common = &self.m.globals[g].common;
        if common.thread_local != ThreadLocal::NotThreadLocal {
            // General-dynamic, the one model Cranelift has: a call of
            // __tls_get_addr (the linker relaxes it for executables).
            let gv = match self.global_values.get(&g) {
                Some(gv) => *gv,
                None => {
                    let gv = self.make_gv(g, 0);
                    self.global_values.insert(g, gv);
                    gv
                }
            };
            let a = self.b.ins().tls_value(cl::I64, gv);
            return Ok(if offset == 0 {
                a
            } else {
                self.b.ins().iadd_imm_s(a, offset)
            });
        }
        if common
            .name
            .as_deref()
            .is_some_and(|n| n.starts_with(b"llvm."))
            && self.m.globals[g].as_func().is_some()
        {
            return Err(CompileError::new("the address of an intrinsic"));
        }
        let gv = if offset == 0 {
            if let Some(gv) = self.global_values.get(&g) {
                *gv
            } else {
                let gv = self.make_gv(g, 0);
                self.global_values.insert(g, gv);
                gv
            }
        } else {
            self.make_gv(g, offset)
        };
        Ok(self.b.ins().symbol_value(cl::I64, gv))
    }

    fn make_gv(&mut self, g: GlobalId, offset: i64) -> GlobalValue {
        let name = self
            .b
            .func
            .declare_imported_user_function(UserExternalName::new(NS_GLOBAL, g.as_u32()));
        let colocated = self.ctx.colocated(g);
        let tls = self.m.globals[g].common.thread_local != ThreadLocal::NotThreadLocal;
        self.b.create_global_value(GlobalValueData::Symbol {
            name: ExternalName::user(name),
            offset: Imm64::new(offset),
            colocated,
            tls,
        })
    }

    /// The index of `sym` among the function's extra symbols.
    pub fn extra(&mut self, sym: ExtraSym) -> u32 {
        match self.extras.iter().position(|s| *s == sym) {
            Some(i) => i as u32,
            None => {
                self.extras.push(sym);
                self.extras.len() as u32 - 1
            }
        }
    }

    fn func_ref(&mut self, key: RelocKey, sig: &Signature, colocated: bool) -> FuncRef {
        if let Some(f) = self.func_refs.get(&(key.clone(), sig.clone())) {
            return *f;
        }
        let (ns, idx) = match key {
            RelocKey::Global(g) => (NS_GLOBAL, g.as_u32()),
            RelocKey::Extra(i) => (NS_EXTRA, i),
        };
        let name = self
            .b
            .func
            .declare_imported_user_function(UserExternalName::new(ns, idx));
        let sigref = self.b.import_signature(sig.clone());
        let f = self.b.import_function(ExtFuncData {
            name: ExternalName::user(name),
            signature: sigref,
            colocated,
            patchable: false,
        });
        self.func_refs.insert((key, sig.clone()), f);
        f
    }

    /// Calls a function outside the module by name (a C library or
    /// compiler runtime routine), SysV.
    pub fn call_named(
        &mut self,
        name: &str,
        params: &[ClType],
        rets: &[ClType],
        args: &[Value],
    ) -> Vec<Value> {
        let mut sig = Signature::new(CallConv::SystemV);
        sig.params.extend(params.iter().map(|t| AbiParam::new(*t)));
        sig.returns.extend(rets.iter().map(|t| AbiParam::new(*t)));
        let idx = self.extra(ExtraSym::Named(name.as_bytes().into()));
        let f = self.func_ref(RelocKey::Extra(idx), &sig, false);
        let call = self.b.ins().call(f, args);
        self.b.inst_results(call).to_vec()
    }

    /// Calls one of the helper routines written into the object.
    pub fn call_helper(&mut self, h: gaps::Helper, args: &[Value]) -> Vec<Value> {
        let sig = h.signature();
        let idx = self.extra(ExtraSym::Helper(h));
        let f = self.func_ref(RelocKey::Extra(idx), &sig, true);
        let call = self.b.ins().call(f, args);
        self.b.inst_results(call).to_vec()
    }

    // ----- integers -----------------------------------------------------

    /// Clears the bits above the LLVM width (keeps the invariant).
    pub fn zmask(&mut self, v: Value, l: Leaf) -> Value {
        if !l.is_odd_int() {
            return v;
        }
        let mask = if l.bits >= 128 {
            u128::MAX
        } else {
            (1u128 << l.bits) - 1
        };
        if l.ty == cl::I128 {
            let m = self.iconst(cl::I128, mask);
            self.b.ins().band(v, m)
        } else {
            self.b.ins().band_imm_u(v, Imm64::new(mask as u64 as i64))
        }
    }

    /// The value sign-extended from its LLVM width to its container.
    pub fn sext_in(&mut self, v: Value, l: Leaf) -> Value {
        if !l.is_odd_int() {
            return v;
        }
        let sh = i64::from(l.ty.bits() - l.bits);
        let t = self.b.ins().ishl_imm_s(v, sh);
        self.b.ins().sshr_imm_s(t, sh)
    }

    /// Integer `v` (leaf `l`) as a container of type `to`, sign- or
    /// zero-extended (or truncated).
    pub fn int_resize(&mut self, v: Value, l: Leaf, to: ClType, signed: bool) -> Value {
        let v = if signed { self.sext_in(v, l) } else { v };
        let from = l.ty;
        if from == to {
            v
        } else if from.bits() > to.bits() {
            self.b.ins().ireduce(to, v)
        } else if signed {
            self.b.ins().sextend(to, v)
        } else {
            self.b.ins().uextend(to, v)
        }
    }

    pub fn binary(&mut self, op: BinOp, lhs: Operand, rhs: Operand, ty: TypeId) -> Result<Vals> {
        let leaves = self.layouts.leaves(ty)?;
        if leaves.iter().any(Leaf::is_vector) {
            if let Some(v) = self.binary_native(op, lhs, rhs, &leaves)? {
                return Ok(v);
            }
        }
        let a = self.sval(lhs)?;
        let bv = self.sval(rhs)?;
        let scalars = self.layouts.scalar_leaves(ty)?;
        let mut out = Vals::new();
        for (k, l) in scalars.iter().enumerate() {
            out.push(self.binary_leaf(op, *l, a[k], bv[k])?);
        }
        self.vectorize(&out, ty)
    }

    /// A binary operator on native vectors, where Cranelift has it for
    /// SSE2 (None: lane by lane instead).
    fn binary_native(
        &mut self,
        op: BinOp,
        lhs: Operand,
        rhs: Operand,
        leaves: &[Leaf],
    ) -> Result<Option<Vals>> {
        let l = leaves[0];
        let ok = match op {
            BinOp::Add | BinOp::Sub | BinOp::And | BinOp::Or | BinOp::Xor => true,
            BinOp::Mul => matches!(l.bits, 16 | 32),
            BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv => true,
            _ => false,
        };
        if !ok || !leaves.iter().all(Leaf::is_vector) {
            return Ok(None);
        }
        let a = self.val(lhs)?;
        let b = self.val(rhs)?;
        let mut out = Vals::new();
        for (k, l) in leaves.iter().enumerate() {
            // The scalar lowering, on whole vectors (no odd widths here).
            out.push(self.binary_leaf(op, *l, a[k], b[k])?);
        }
        Ok(Some(out))
    }

    fn binary_leaf(&mut self, op: BinOp, l: Leaf, a: Value, b: Value) -> Result<Value> {
        if softfloat::is_soft(l) {
            return softfloat::binary(self, op, l, a, b);
        }
        if l.is_float && l.bits == 80 {
            return crate::x87::binary(self, op, a, b);
        }
        Ok(match op {
            BinOp::Add => {
                let r = self.b.ins().iadd(a, b);
                self.zmask(r, l)
            }
            BinOp::Sub => {
                let r = self.b.ins().isub(a, b);
                self.zmask(r, l)
            }
            BinOp::Mul => {
                let r = self.b.ins().imul(a, b);
                self.zmask(r, l)
            }
            BinOp::UDiv | BinOp::URem | BinOp::SDiv | BinOp::SRem => {
                let signed = matches!(op, BinOp::SDiv | BinOp::SRem);
                let (a, b) = if signed {
                    (self.sext_in(a, l), self.sext_in(b, l))
                } else {
                    (a, b)
                };
                let r = if l.ty == cl::I128 {
                    let name = match op {
                        BinOp::UDiv => "__udivti3",
                        BinOp::URem => "__umodti3",
                        BinOp::SDiv => "__divti3",
                        _ => "__modti3",
                    };
                    self.call_named(name, &[cl::I128, cl::I128], &[cl::I128], &[a, b])[0]
                } else {
                    match op {
                        BinOp::UDiv => self.b.ins().udiv(a, b),
                        BinOp::URem => self.b.ins().urem(a, b),
                        BinOp::SDiv => self.b.ins().sdiv(a, b),
                        _ => self.b.ins().srem(a, b),
                    }
                };
                self.zmask(r, l)
            }
            BinOp::Shl => {
                let r = self.b.ins().ishl(a, b);
                self.zmask(r, l)
            }
            BinOp::LShr => self.b.ins().ushr(a, b),
            BinOp::AShr => {
                let a = self.sext_in(a, l);
                let r = self.b.ins().sshr(a, b);
                self.zmask(r, l)
            }
            BinOp::And => self.b.ins().band(a, b),
            BinOp::Or => self.b.ins().bor(a, b),
            BinOp::Xor => self.b.ins().bxor(a, b),
            BinOp::FAdd => self.b.ins().fadd(a, b),
            BinOp::FSub => self.b.ins().fsub(a, b),
            BinOp::FMul => self.b.ins().fmul(a, b),
            BinOp::FDiv => self.b.ins().fdiv(a, b),
            BinOp::FRem => {
                let (name, t) = if l.ty == cl::F32 {
                    ("fmodf", cl::F32)
                } else {
                    ("fmod", cl::F64)
                };
                self.call_named(name, &[t, t], &[t], &[a, b])[0]
            }
        })
    }

    pub fn icmp(&mut self, p: IntPredicate, lhs: Operand, rhs: Operand) -> Result<Vals> {
        let ty = self.op_ty(lhs);
        let leaves = self.layouts.scalar_leaves(ty)?;
        let a = self.sval(lhs)?;
        let b = self.sval(rhs)?;
        let cc = match p {
            IntPredicate::Eq => IntCC::Equal,
            IntPredicate::Ne => IntCC::NotEqual,
            IntPredicate::Ugt => IntCC::UnsignedGreaterThan,
            IntPredicate::Uge => IntCC::UnsignedGreaterThanOrEqual,
            IntPredicate::Ult => IntCC::UnsignedLessThan,
            IntPredicate::Ule => IntCC::UnsignedLessThanOrEqual,
            IntPredicate::Sgt => IntCC::SignedGreaterThan,
            IntPredicate::Sge => IntCC::SignedGreaterThanOrEqual,
            IntPredicate::Slt => IntCC::SignedLessThan,
            IntPredicate::Sle => IntCC::SignedLessThanOrEqual,
        };
        let signed = matches!(
            p,
            IntPredicate::Sgt | IntPredicate::Sge | IntPredicate::Slt | IntPredicate::Sle
        );
        let mut out = Vals::new();
        for (k, l) in leaves.iter().enumerate() {
            let (x, y) = if signed {
                (self.sext_in(a[k], *l), self.sext_in(b[k], *l))
            } else {
                (a[k], b[k])
            };
            out.push(self.b.ins().icmp(cc, x, y));
        }
        Ok(out)
    }

    pub fn fcmp(&mut self, p: FloatPredicate, lhs: Operand, rhs: Operand) -> Result<Vals> {
        let a = self.sval(lhs)?;
        let b = self.sval(rhs)?;
        let mut out = Vals::new();
        let first = self.layouts.scalar_leaves(self.op_ty(lhs))?[0];
        let x87 = first.bits == 80;
        for k in 0..a.len() {
            if x87 {
                out.push(crate::x87::compare(self, p, a[k], b[k]));
                continue;
            }
            if first.is_float && first.ty == cl::F128 {
                out.push(softfloat::compare_f128(self, p, a[k], b[k]));
                continue;
            }
            let cc = match p {
                FloatPredicate::False => {
                    out.push(self.b.ins().iconst(cl::I8, 0));
                    continue;
                }
                FloatPredicate::True => {
                    out.push(self.b.ins().iconst(cl::I8, 1));
                    continue;
                }
                FloatPredicate::Oeq => FloatCC::Equal,
                FloatPredicate::Ogt => FloatCC::GreaterThan,
                FloatPredicate::Oge => FloatCC::GreaterThanOrEqual,
                FloatPredicate::Olt => FloatCC::LessThan,
                FloatPredicate::Ole => FloatCC::LessThanOrEqual,
                FloatPredicate::One => FloatCC::OrderedNotEqual,
                FloatPredicate::Ord => FloatCC::Ordered,
                FloatPredicate::Uno => FloatCC::Unordered,
                FloatPredicate::Ueq => FloatCC::UnorderedOrEqual,
                FloatPredicate::Ugt => FloatCC::UnorderedOrGreaterThan,
                FloatPredicate::Uge => FloatCC::UnorderedOrGreaterThanOrEqual,
                FloatPredicate::Ult => FloatCC::UnorderedOrLessThan,
                FloatPredicate::Ule => FloatCC::UnorderedOrLessThanOrEqual,
                FloatPredicate::Une => FloatCC::NotEqual,
            };
            out.push(if softfloat::is_soft(first) {
                softfloat::compare_half(self, first, cc, a[k], b[k])
            } else {
                self.b.ins().fcmp(cc, a[k], b[k])
            });
        }
        Ok(out)
    }

    pub fn cast(&mut self, op: CastOp, value: Operand, to_ty: TypeId) -> Result<Vals> {
        let from_ty = self.op_ty(value);
        if op == CastOp::BitCast {
            let (nf, nt) = (self.layouts.leaves(from_ty)?, self.layouts.leaves(to_ty)?);
            // Native vectors of the same size: the same register.
            if nf.len() == nt.len()
                && nf
                    .iter()
                    .zip(nt.iter())
                    .all(|(a, b)| a.is_vector() && b.is_vector())
            {
                let v = self.val(value)?;
                let little = MemFlagsData::new().with_endianness(ir::Endianness::Little);
                let mut out = Vals::new();
                for (x, t) in v.iter().zip(nt.iter()) {
                    out.push(if self.b.func.dfg.value_type(*x) == t.ty {
                        *x
                    } else {
                        self.b.ins().bitcast(t.ty, little, *x)
                    });
                }
                return Ok(out);
            }
        }
        let src = self.sval(value)?;
        let from = self.layouts.scalar_leaves(from_ty)?;
        let to = self.layouts.scalar_leaves(to_ty)?;
        if op == CastOp::BitCast {
            let v = self.bitcast(&src, &from, &to)?;
            return self.vectorize(&v, to_ty);
        }
        if from.len() != to.len() {
            return Err(CompileError::new(
                "a cast between vectors of different lengths",
            ));
        }
        let mut out = Vals::new();
        for k in 0..src.len() {
            out.push(self.cast_leaf(op, src[k], from[k], to[k])?);
        }
        self.vectorize(&out, to_ty)
    }

    pub fn cast_leaf(&mut self, op: CastOp, v: Value, f: Leaf, t: Leaf) -> Result<Value> {
        if softfloat::is_soft(f) || softfloat::is_soft(t) {
            return softfloat::cast(self, op, v, f, t);
        }
        if (f.is_float && f.bits == 80) || (t.is_float && t.bits == 80) {
            return self.cast_x87(op, v, f, t);
        }
        Ok(match op {
            CastOp::Trunc => {
                let r = self.int_resize(v, f, t.ty, false);
                self.zmask(r, t)
            }
            CastOp::ZExt => self.int_resize(v, f, t.ty, false),
            CastOp::SExt => {
                let r = self.int_resize(v, f, t.ty, true);
                self.zmask(r, t)
            }
            CastOp::PtrToInt | CastOp::PtrToAddr | CastOp::IntToPtr => {
                let r = self.int_resize(v, f, t.ty, false);
                self.zmask(r, t)
            }
            CastOp::AddrSpaceCast => v,
            CastOp::FPTrunc => self.b.ins().fdemote(t.ty, v),
            CastOp::FPExt => self.b.ins().fpromote(t.ty, v),
            CastOp::FPToSI | CastOp::FPToUI => {
                let signed = op == CastOp::FPToSI;
                if t.ty == cl::I128 {
                    let name = match (signed, f.ty == cl::F32) {
                        (true, true) => "__fixsfti",
                        (true, false) => "__fixdfti",
                        (false, true) => "__fixunssfti",
                        (false, false) => "__fixunsdfti",
                    };
                    let r = self.call_named(name, &[f.ty], &[cl::I128], &[v])[0];
                    return Ok(self.zmask(r, t));
                }
                // Out-of-range results are poison in LLVM: saturating
                // conversions never trap. Narrow results, signed or not,
                // convert at i32 (which holds every unsigned narrow value).
                let wide = if t.ty.bits() < 32 { cl::I32 } else { t.ty };
                let r = if signed || wide != t.ty {
                    self.b.ins().fcvt_to_sint_sat(wide, v)
                } else {
                    self.b.ins().fcvt_to_uint_sat(wide, v)
                };
                let r = if wide != t.ty {
                    self.b.ins().ireduce(t.ty, r)
                } else {
                    r
                };
                self.zmask(r, t)
            }
            CastOp::SIToFP | CastOp::UIToFP => {
                let signed = op == CastOp::SIToFP;
                if f.ty == cl::I128 {
                    let v = if signed { self.sext_in(v, f) } else { v };
                    let name = match (signed, t.ty == cl::F32) {
                        (true, true) => "__floattisf",
                        (true, false) => "__floattidf",
                        (false, true) => "__floatuntisf",
                        (false, false) => "__floatuntidf",
                    };
                    return Ok(self.call_named(name, &[cl::I128], &[t.ty], &[v])[0]);
                }
                let wide = if f.ty.bits() < 32 { cl::I32 } else { f.ty };
                let v = self.int_resize(v, f, wide, signed);
                if signed {
                    self.b.ins().fcvt_from_sint(t.ty, v)
                } else {
                    self.b.ins().fcvt_from_uint(t.ty, v)
                }
            }
            CastOp::BitCast => unreachable!("bitcasts are whole values"),
        })
    }

    /// Casts to and from x86_fp80, through `x87`'s routines.
    fn cast_x87(&mut self, op: CastOp, v: Value, f: Leaf, t: Leaf) -> Result<Value> {
        use crate::x87;
        Ok(match op {
            CastOp::FPExt => x87::extend(self, v),
            CastOp::FPTrunc => x87::truncate(self, v, t.ty),
            CastOp::SIToFP | CastOp::UIToFP if f.ty != cl::I128 => {
                let signed = op == CastOp::SIToFP;
                let w = self.int_resize(v, f, cl::I64, signed);
                if signed || f.bits < 64 {
                    x87::from_i64(self, w)
                } else {
                    x87::from_u64(self, w)?
                }
            }
            CastOp::FPToSI | CastOp::FPToUI if t.ty != cl::I128 => {
                let r = if op == CastOp::FPToSI || t.bits < 64 {
                    x87::to_i64(self, v)
                } else {
                    x87::to_u64(self, v)?
                };
                let r = if t.ty != cl::I64 {
                    self.b.ins().ireduce(t.ty, r)
                } else {
                    r
                };
                self.zmask(r, t)
            }
            _ => {
                return Err(CompileError::new(format!(
                    "{} between x86_fp80 and this type is not supported yet",
                    op.name()
                )))
            }
        })
    }

    /// A bitcast: the same leaves reinterpreted, or, where the shapes
    /// differ (a vector as an integer), through memory.
    fn bitcast(&mut self, src: &[Value], from: &[Leaf], to: &[Leaf]) -> Result<Vals> {
        if from.len() == to.len()
            && from
                .iter()
                .zip(to)
                .all(|(a, b)| a.bits == b.bits && a.ty.bits() == b.ty.bits())
        {
            let mut out = Vals::new();
            for k in 0..src.len() {
                out.push(if from[k].ty == to[k].ty {
                    src[k]
                } else {
                    self.b.ins().bitcast(to[k].ty, MemFlagsData::new(), src[k])
                });
            }
            return Ok(out);
        }
        // Masks: <N x i1> and iN, bit k for lane k.
        if from.iter().all(|l| l.bits == 1) && to.len() == 1 && !to[0].is_float {
            let t = to[0];
            let mut acc = self.iconst(t.ty, 0);
            for (k, v) in src.iter().enumerate() {
                let w = if t.ty == cl::I8 {
                    *v
                } else {
                    self.b.ins().uextend(t.ty, *v)
                };
                let w = if k > 0 {
                    self.b.ins().ishl_imm_s(w, k as i64)
                } else {
                    w
                };
                acc = self.b.ins().bor(acc, w);
            }
            return Ok(SmallVec::from_slice(&[acc]));
        }
        if to.iter().all(|l| l.bits == 1) && from.len() == 1 && !from[0].is_float {
            let mut out = Vals::new();
            for k in 0..to.len() {
                let s = if k > 0 {
                    self.b.ins().ushr_imm_s(src[0], k as i64)
                } else {
                    src[0]
                };
                let s = if from[0].ty != cl::I8 {
                    self.b.ins().ireduce(cl::I8, s)
                } else {
                    s
                };
                out.push(self.b.ins().band_imm_u(s, 1));
            }
            return Ok(out);
        }
        let size: u64 = from.iter().map(|l| l.store_size()).sum();
        if from.iter().chain(to).any(|l| l.offset.is_none()) || size > 1 << 16 {
            return Err(CompileError::new("this bitcast is not supported yet"));
        }
        let slot = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            size as u32,
            4,
        ));
        let addr = self.b.ins().stack_addr(cl::I64, slot, 0);
        for (k, l) in from.iter().enumerate() {
            self.store_leaf(*l, src[k], addr, l.offset.unwrap_or(0) as i32, false)?;
        }
        let mut out = Vals::new();
        for l in to {
            out.push(self.load_leaf(*l, addr, l.offset.unwrap_or(0) as i32, false)?);
        }
        Ok(out)
    }

    // ----- memory -------------------------------------------------------

    fn mem_flags() -> MemFlagsData {
        MemFlagsData::new().with_notrap()
    }

    /// Loads one leaf: exactly its store size in bytes, so an `i24` or an
    /// `i40` never reads past its object.
    pub fn load_leaf(&mut self, l: Leaf, ptr: Value, off: i32, volatile: bool) -> Result<Value> {
        let size = l.store_size();
        let fl = Self::mem_flags();
        if volatile && size.is_power_of_two() && size <= 8 {
            // Cranelift may merge or drop plain loads; atomic ones it keeps.
            let addr = self.b.ins().iadd_imm_s(ptr, i64::from(off));
            let it = int_container(l.bits.max(8))?;
            let v = self.b.ins().atomic_load(it, MemFlagsData::new(), addr);
            return Ok(if l.is_float {
                self.b.ins().bitcast(l.ty, MemFlagsData::new(), v)
            } else {
                let v = if it != l.ty {
                    self.b.ins().ireduce(l.ty, v)
                } else {
                    v
                };
                self.zmask(v, l)
            });
        }
        if (l.is_float && l.bits != 80) || u64::from(l.ty.bytes()) == size {
            let v = self.b.ins().load(l.ty, fl, ptr, off);
            return Ok(self.zmask(v, l));
        }
        // Odd store size: assemble from 8-, 4-, 2- and 1-byte pieces.
        let mut acc: Option<Value> = None;
        for (done, piece) in byte_pieces(size) {
            let pt = int_container((piece * 8) as u32)?;
            let p = self.b.ins().load(pt, fl, ptr, off + done as i32);
            let p = if pt.bits() < l.ty.bits() {
                self.b.ins().uextend(l.ty, p)
            } else {
                p
            };
            let p = if done > 0 {
                self.b.ins().ishl_imm_s(p, (done * 8) as i64)
            } else {
                p
            };
            acc = Some(match acc {
                None => p,
                Some(a) => self.b.ins().bor(a, p),
            });
        }
        let v = acc.expect("at least one byte");
        Ok(self.zmask(v, l))
    }

    pub fn store_leaf(
        &mut self,
        l: Leaf,
        v: Value,
        ptr: Value,
        off: i32,
        volatile: bool,
    ) -> Result<()> {
        let size = l.store_size();
        let fl = Self::mem_flags();
        if volatile && size.is_power_of_two() && size <= 8 {
            let addr = self.b.ins().iadd_imm_s(ptr, i64::from(off));
            let it = int_container(l.bits.max(8))?;
            let v = if l.is_float {
                self.b.ins().bitcast(it, MemFlagsData::new(), v)
            } else if it != l.ty {
                self.b.ins().uextend(it, v)
            } else {
                v
            };
            self.b.ins().atomic_store(MemFlagsData::new(), v, addr);
            return Ok(());
        }
        if (l.is_float && l.bits != 80) || u64::from(l.ty.bytes()) == size {
            self.b.ins().store(fl, v, ptr, off);
            return Ok(());
        }
        for (done, piece) in byte_pieces(size) {
            let pt = int_container((piece * 8) as u32)?;
            let shifted = if done > 0 {
                self.b.ins().ushr_imm_s(v, (done * 8) as i64)
            } else {
                v
            };
            let p = if pt.bits() < l.ty.bits() {
                self.b.ins().ireduce(pt, shifted)
            } else {
                shifted
            };
            self.b.ins().store(fl, p, ptr, off + done as i32);
        }
        Ok(())
    }

    fn load(&mut self, ty: TypeId, ptr: Operand, volatile: bool) -> Result<Vals> {
        let p = self.val1(ptr)?;
        self.load_at(ty, p, volatile)
    }

    /// Loads a whole value of type `ty` from address `p`.
    pub fn load_at(&mut self, ty: TypeId, p: Value, volatile: bool) -> Result<Vals> {
        let leaves = self.layouts.leaves(ty)?;
        let mut out = Vals::new();
        for l in leaves.iter() {
            let off = leaf_offset(l)?;
            out.push(self.load_leaf(*l, p, off, volatile)?);
        }
        Ok(out)
    }

    fn store(&mut self, value: Operand, ptr: Operand, volatile: bool) -> Result<()> {
        let ty = self.op_ty(value);
        let v = self.val(value)?;
        let p = self.val1(ptr)?;
        let leaves = self.layouts.leaves(ty)?;
        for (k, l) in leaves.iter().enumerate() {
            let off = leaf_offset(l)?;
            self.store_leaf(*l, v[k], p, off, volatile)?;
        }
        Ok(())
    }

    /// A getelementptr; with a vector base or vector indices, one address
    /// per lane (scalar operands apply to every lane).
    pub fn gep(
        &mut self,
        src: TypeId,
        base: Operand,
        indices: &[Operand],
        result_ty: Option<TypeId>,
    ) -> Result<Vals> {
        let lanes = std::iter::once(base)
            .chain(indices.iter().copied())
            .filter_map(|o| match self.m.types.get(self.op_ty(o)) {
                Type::Vector { len, .. } => Some(*len as usize),
                _ => None,
            })
            .max()
            .unwrap_or(1);
        let base_vals = self.sval(base)?;
        let mut addrs: Vec<Value> = (0..lanes)
            .map(|k| base_vals[if base_vals.len() == 1 { 0 } else { k }])
            .collect();
        let mut konst: i64 = 0;
        let mut cur = src;
        for (n, &idx) in indices.iter().enumerate() {
            let (stride, next) = if n == 0 {
                (self.layouts.alloc_size(cur), cur)
            } else {
                match self.m.types.get(cur).clone() {
                    Type::Struct { .. } | Type::Named(_) => {
                        let field = self.struct_field_index(idx)?;
                        let sl = self.ctx.dl.struct_layout(&self.m.types, cur);
                        konst =
                            konst.wrapping_add(sl.offsets.get(field).copied().unwrap_or(0) as i64);
                        cur = self
                            .m
                            .types
                            .struct_elems(cur)
                            .and_then(|e| e.get(field).copied())
                            .ok_or_else(|| CompileError::new("a struct index out of range"))?;
                        continue;
                    }
                    Type::Array { elem, .. } => (self.layouts.alloc_size(elem), elem),
                    Type::Vector { elem, .. } => {
                        let l = self.layouts.scalar(elem)?;
                        if l.bits % 8 != 0 {
                            return Err(CompileError::new(
                                "getelementptr into a vector of sub-byte elements",
                            ));
                        }
                        (u64::from(l.bits / 8), elem)
                    }
                    _ => {
                        return Err(CompileError::new(
                            "getelementptr into a type that has no elements",
                        ))
                    }
                }
            };
            cur = next;
            if let Operand::Const(c) = idx {
                if let Some(i) = match &self.m.consts.get(c).kind {
                    ConstKind::Int(a) => a.as_i64(),
                    ConstKind::Zero => Some(0),
                    _ => None,
                } {
                    konst = konst.wrapping_add(i.wrapping_mul(stride as i64));
                    continue;
                }
            }
            let iv = self.sval(idx)?;
            let il = self.layouts.scalar_leaves(self.op_ty(idx))?[0];
            for (k, addr) in addrs.iter_mut().enumerate() {
                let v = iv[if iv.len() == 1 { 0 } else { k }];
                let i64v = self.int_resize(v, il, cl::I64, true);
                let scaled = if stride == 1 {
                    i64v
                } else {
                    self.b.ins().imul_imm_s(i64v, stride as i64)
                };
                *addr = self.b.ins().iadd(*addr, scaled);
            }
        }
        if konst != 0 {
            for addr in addrs.iter_mut() {
                *addr = self.b.ins().iadd_imm_s(*addr, konst);
            }
        }
        let addrs: Vals = addrs.into_iter().collect();
        match result_ty {
            Some(ty) if lanes > 1 => self.vectorize(&addrs, ty),
            _ => Ok(addrs),
        }
    }

    /// A struct field index: a constant, or a splat of one.
    fn struct_field_index(&self, idx: Operand) -> Result<usize> {
        let not_constant = || CompileError::new("a struct index that is not a constant");
        let Operand::Const(c) = idx else {
            return Err(not_constant());
        };
        match &self.m.consts.get(c).kind {
            ConstKind::Int(a) => Ok(a.low_u64() as usize),
            ConstKind::Zero => Ok(0),
            ConstKind::Vector(v) => self.struct_field_index(Operand::Const(v[0])),
            ConstKind::Data(d) => Ok(d.first().unwrap_or(0) as usize),
            _ => Err(not_constant()),
        }
    }

    // ----- vectors and aggregates ----------------------------------------

    /// The leaves `[start, start + len)` of `ty` that the index path names,
    /// and the type there.
    fn leaf_range(&mut self, ty: TypeId, indices: &[u32]) -> Result<(usize, usize, TypeId)> {
        let mut start = 0usize;
        let mut cur = ty;
        for &i in indices {
            let elems: Vec<TypeId> = match self.m.types.get(cur) {
                Type::Array { elem, len } => {
                    let n = self.layouts.leaves(*elem)?.len();
                    if u64::from(i) >= *len {
                        return Err(CompileError::new("an aggregate index out of range"));
                    }
                    start += n * i as usize;
                    cur = *elem;
                    continue;
                }
                _ => self
                    .m
                    .types
                    .struct_elems(cur)
                    .ok_or_else(|| CompileError::new("an aggregate index into a non-aggregate"))?
                    .to_vec(),
            };
            for e in elems.iter().take(i as usize) {
                start += self.layouts.leaves(*e)?.len();
            }
            cur = *elems
                .get(i as usize)
                .ok_or_else(|| CompileError::new("an aggregate index out of range"))?;
        }
        let len = self.layouts.leaves(cur)?.len();
        Ok((start, len, cur))
    }

    fn lane_index(&mut self, index: Operand) -> Result<Option<usize>> {
        Ok(match index {
            Operand::Const(c) => match &self.m.consts.get(c).kind {
                ConstKind::Int(a) => Some(a.low_u64() as usize),
                ConstKind::Zero => Some(0),
                _ => None,
            },
            _ => None,
        })
    }

    pub fn extract_element(&mut self, vector: Operand, index: Operand) -> Result<Vals> {
        let vty = self.op_ty(vector);
        let native = self.layouts.leaves(vty)?;
        if let (Some(i), true) = (self.lane_index(index)?, native.iter().all(Leaf::is_vector)) {
            let per = native[0].lanes as usize;
            if i < per * native.len() {
                let v = self.val(vector)?;
                let x = self.b.ins().extractlane(v[i / per], (i % per) as u8);
                return Ok(SmallVec::from_slice(&[x]));
            }
        }
        let v = self.sval(vector)?;
        let leaves = self.layouts.scalar_leaves(vty)?;
        if let Some(i) = self.lane_index(index)? {
            return Ok(match v.get(i) {
                Some(x) => SmallVec::from_slice(&[*x]),
                None => SmallVec::from_slice(&[self.zero_of(leaves[0])]),
            });
        }
        let iv = self.val1(index)?;
        let il = self.layouts.scalar(self.op_ty(index))?;
        let iv = self.int_resize(iv, il, cl::I64, false);
        let mut acc = v[0];
        for (k, x) in v.iter().enumerate().skip(1) {
            let is = self.b.ins().icmp_imm_s(IntCC::Equal, iv, k as i64);
            acc = self.b.ins().select(is, *x, acc);
        }
        Ok(SmallVec::from_slice(&[acc]))
    }

    pub fn insert_element(
        &mut self,
        vector: Operand,
        value: Operand,
        index: Operand,
    ) -> Result<Vals> {
        let vty = self.op_ty(vector);
        let native = self.layouts.leaves(vty)?;
        let x = self.val1(value)?;
        if let (Some(i), true) = (self.lane_index(index)?, native.iter().all(Leaf::is_vector)) {
            let per = native[0].lanes as usize;
            let mut v = self.val(vector)?;
            if i < per * native.len() {
                v[i / per] = self.b.ins().insertlane(v[i / per], x, (i % per) as u8);
            }
            return Ok(v);
        }
        let mut v = self.sval(vector)?;
        if let Some(i) = self.lane_index(index)? {
            if let Some(slot) = v.get_mut(i) {
                *slot = x;
            }
            return self.vectorize(&v, vty);
        }
        let iv = self.val1(index)?;
        let il = self.layouts.scalar(self.op_ty(index))?;
        let iv = self.int_resize(iv, il, cl::I64, false);
        for (k, lane) in v.iter_mut().enumerate() {
            let is = self.b.ins().icmp_imm_s(IntCC::Equal, iv, k as i64);
            *lane = self.b.ins().select(is, x, *lane);
        }
        let v = self.vectorize(&v, vty)?;
        Ok(v)
    }

    pub fn shuffle(&mut self, a: Operand, b: Operand, mask: &[i32], ty: TypeId) -> Result<Vals> {
        let av = self.sval(a)?;
        let bv = self.sval(b)?;
        let leaves = self.layouts.scalar_leaves(ty)?;
        let mut out = Vals::new();
        for (k, &m) in mask.iter().enumerate() {
            let m = m as isize;
            let v = if m < 0 {
                self.zero_of(leaves[k])
            } else if (m as usize) < av.len() {
                av[m as usize]
            } else if let Some(x) = bv.get(m as usize - av.len()) {
                *x
            } else {
                self.zero_of(leaves[k])
            };
            out.push(v);
        }
        self.vectorize(&out, ty)
    }

    // ----- instructions --------------------------------------------------

    fn set(&mut self, i: InstId, v: Vals) {
        if self.demoted.is_some() {
            let slot = self.spill(&v);
            self.demoted.as_mut().expect("demoting").insts[i] = slot;
        }
        self.values[i] = Some(v);
    }

    /// Stores a value in a stack slot of its own (see `Demoted`), one
    /// 16-byte cell a leaf; None for a value without leaves.
    fn spill(&mut self, vals: &[Value]) -> Option<(ir::StackSlot, SmallVec<[ClType; 2]>)> {
        if vals.is_empty() {
            return None;
        }
        let slot = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            16 * vals.len() as u32,
            4,
        ));
        let mut tys = SmallVec::new();
        for (k, &v) in vals.iter().enumerate() {
            tys.push(self.b.func.dfg.value_type(v));
            self.b.ins().stack_store(cl::I64, v, slot, 16 * k as i32);
        }
        Some((slot, tys))
    }

    /// A demoted value, loaded from its slot.
    fn reload(&mut self, (slot, tys): &(ir::StackSlot, SmallVec<[ClType; 2]>)) -> Vals {
        tys.iter()
            .enumerate()
            .map(|(k, &t)| self.b.ins().stack_load(cl::I64, t, *slot, 16 * k as i32))
            .collect()
    }

    /// Stores the phis of block `bid` on entry to it (see `Demoted`).
    fn spill_phis(&mut self, body: &Body, bid: BlockId) {
        for &i in &body.block(bid).insts {
            if !matches!(body.inst(i).kind, InstKind::Phi { .. }) {
                break;
            }
            if let Some(v) = self.values[i].clone() {
                let slot = self.spill(&v);
                self.demoted.as_mut().expect("demoting").insts[i] = slot;
            }
        }
    }

    fn lower_inst(&mut self, body: &Body, i: InstId, inst: &Inst) -> Result<()> {
        let ty = inst.ty;
        match &inst.kind {
            InstKind::Binary { op, lhs, rhs, .. } => {
                let v = self.binary(*op, *lhs, *rhs, ty)?;
                self.set(i, v);
            }
            InstKind::FNeg { operand, .. } => {
                let a = self.val(*operand)?;
                let leaves = self.layouts.leaves(ty)?;
                let mut v = Vals::new();
                for (x, l) in a.iter().zip(leaves.iter()) {
                    v.push(if l.bits == 80 {
                        crate::x87::neg(self, *x)
                    } else if softfloat::is_soft(*l) {
                        softfloat::sign_op(self, "fneg", *l, *x, None)
                    } else {
                        self.b.ins().fneg(*x)
                    });
                }
                self.set(i, v);
            }
            InstKind::ICmp { pred, lhs, rhs, .. } => {
                let v = self.icmp(*pred, *lhs, *rhs)?;
                self.set(i, v);
            }
            InstKind::FCmp { pred, lhs, rhs, .. } => {
                let v = self.fcmp(*pred, *lhs, *rhs)?;
                self.set(i, v);
            }
            InstKind::Cast { op, value, .. } => {
                let v = self.cast(*op, *value, ty)?;
                self.set(i, v);
            }
            InstKind::Select {
                cond,
                then_value,
                else_value,
                ..
            } => {
                let c = self.val(*cond)?;
                let (t, e) = if c.len() == 1 {
                    (self.val(*then_value)?, self.val(*else_value)?)
                } else {
                    // A vector condition: lane by lane.
                    (self.sval(*then_value)?, self.sval(*else_value)?)
                };
                let mut out = Vals::new();
                for k in 0..t.len() {
                    let ck = if c.len() == 1 { c[0] } else { c[k] };
                    out.push(self.select(ck, t[k], e[k]));
                }
                let out = if c.len() == 1 {
                    out
                } else {
                    self.vectorize(&out, ty)?
                };
                self.set(i, out);
            }
            InstKind::Freeze(v) => {
                let v = self.val(*v)?;
                self.set(i, v);
            }
            InstKind::Alloca {
                allocated,
                count,
                align,
                addrspace,
                ..
            } => {
                if *addrspace != 0 {
                    return Err(CompileError::new("allocas outside address space 0"));
                }
                let v = match self.static_slots.get(&i) {
                    Some(slot) => {
                        let a = self.b.ins().stack_addr(cl::I64, *slot, 0);
                        match self.over_aligned.get(&i) {
                            Some(&al) => {
                                let up = self.b.ins().iadd_imm_s(a, al as i64 - 1);
                                self.b.ins().band_imm_s(up, -(al as i64))
                            }
                            None => a,
                        }
                    }
                    None => {
                        let n = match count {
                            Some(c) => {
                                let cv = self.val1(*c)?;
                                let cl_ = self.layouts.scalar(self.op_ty(*c))?;
                                self.int_resize(cv, cl_, cl::I64, false)
                            }
                            None => self.b.ins().iconst(cl::I64, 1),
                        };
                        let size = self.layouts.alloc_size(*allocated);
                        let bytes = self.b.ins().imul_imm_s(n, size as i64);
                        let align = align
                            .unwrap_or(1)
                            .max(self.layouts.abi_align(*allocated))
                            .max(16);
                        gaps::dynamic_alloca(self, bytes, align)
                    }
                };
                self.set(i, SmallVec::from_slice(&[v]));
            }
            InstKind::Load {
                ptr,
                volatile,
                atomic,
                ..
            } => {
                let v = match atomic {
                    Some(_) => self.atomic_load(ty, *ptr)?,
                    None => self.load(ty, *ptr, *volatile)?,
                };
                self.set(i, v);
            }
            InstKind::Store {
                value,
                ptr,
                volatile,
                atomic,
                ..
            } => match atomic {
                Some(_) => self.atomic_store(*value, *ptr)?,
                None => self.store(*value, *ptr, *volatile)?,
            },
            InstKind::Gep {
                source_ty,
                base,
                indices,
                ..
            } => {
                let v = self.gep(*source_ty, *base, indices, Some(ty))?;
                self.set(i, v);
            }
            InstKind::ExtractValue { agg, indices } => {
                let a = self.val(*agg)?;
                let (start, len, _) = self.leaf_range(self.op_ty(*agg), indices)?;
                self.set(i, a[start..start + len].iter().copied().collect());
            }
            InstKind::InsertValue {
                agg,
                value,
                indices,
            } => {
                let mut a = self.val(*agg)?;
                let v = self.val(*value)?;
                let (start, len, _) = self.leaf_range(self.op_ty(*agg), indices)?;
                a[start..start + len].copy_from_slice(&v);
                self.set(i, a);
            }
            InstKind::ExtractElement { vector, index } => {
                let v = self.extract_element(*vector, *index)?;
                self.set(i, v);
            }
            InstKind::InsertElement {
                vector,
                value,
                index,
            } => {
                let v = self.insert_element(*vector, *value, *index)?;
                self.set(i, v);
            }
            InstKind::ShuffleVector { a, b, mask } => {
                let v = self.shuffle(*a, *b, mask, ty)?;
                self.set(i, v);
            }
            InstKind::Call(call) => {
                if let Some(v) = self.call(call, ty)? {
                    self.set(i, v);
                }
            }
            InstKind::Fence(a) => {
                if a.scope != SyncScope::SINGLE_THREAD {
                    self.b.ins().fence();
                }
            }
            InstKind::AtomicRmw { op, ptr, value, .. } => {
                let v = self.atomic_rmw(*op, *ptr, *value, ty)?;
                self.set(i, v);
            }
            InstKind::CmpXchg { ptr, cmp, new, .. } => {
                let v = self.cmpxchg(*ptr, *cmp, *new)?;
                self.set(i, v);
            }
            InstKind::Ret(v) => self.ret(*v)?,
            InstKind::Br(dest) => {
                let args = self.edge_args(body, *dest)?;
                let blk = self.block_of(*dest)?;
                self.b.ins().jump(blk, &args);
            }
            InstKind::CondBr {
                cond,
                then_dest,
                else_dest,
            } => {
                let c = self.val1(*cond)?;
                let targs = self.edge_args(body, *then_dest)?;
                let eargs = self.edge_args(body, *else_dest)?;
                let tb = self.block_of(*then_dest)?;
                let eb = self.block_of(*else_dest)?;
                self.b.ins().brif(c, tb, &targs, eb, &eargs);
            }
            InstKind::Switch {
                cond,
                default,
                cases,
            } => self.switch(body, *cond, *default, cases)?,
            InstKind::Unreachable => {
                self.b.ins().trap(ir::TrapCode::unwrap_user(1));
            }
            InstKind::Phi { .. } => {}
            InstKind::VaArg { list } => {
                let ap = self.val1(*list)?;
                let v = gaps::va_arg(self, ty, ap)?;
                self.set(i, v);
            }
            InstKind::IndirectBr { addr, dests } => self.indirect_br(body, *addr, dests)?,
            InstKind::Invoke {
                call,
                normal,
                unwind,
            } => self.invoke(body, i, call, *normal, *unwind, ty)?,
            InstKind::LandingPad { .. } => {
                let Some(&[exn, selector]) = self.landing_params.get(&self.cur_block) else {
                    return Err(CompileError::new(
                        "a landingpad that is not the first instruction of its block",
                    ));
                };
                let leaves = self.layouts.leaves(ty)?;
                if leaves.len() != 2 || leaves[0].ty != cl::I64 || leaves[1].ty != cl::I32 {
                    return Err(CompileError::new(
                        "a landingpad of another type than { ptr, i32 } is not supported",
                    ));
                }
                let selector = self.b.ins().ireduce(cl::I32, selector);
                self.set(i, SmallVec::from_slice(&[exn, selector]));
            }
            InstKind::Resume(v) => {
                let exn = self.val(*v)?[0];
                self.call_named("_Unwind_Resume", &[cl::I64], &[], &[exn]);
                self.b.ins().trap(ir::TrapCode::unwrap_user(1));
            }
            InstKind::CleanupRet { .. }
            | InstKind::CatchRet { .. }
            | InstKind::CatchSwitch { .. }
            | InstKind::CatchPad { .. }
            | InstKind::CleanupPad { .. } => {
                return Err(CompileError::new(
                    "funclet exception handling (catchswitch, catchpad, cleanuppad: Windows \
                     EH) is not supported on x86-64 Linux",
                ));
            }
            InstKind::CallBr { .. } => {
                return Err(CompileError::new("callbr (asm goto) is not supported"));
            }
        }
        Ok(())
    }

    fn block_of(&self, b: BlockId) -> Result<ir::Block> {
        self.blocks
            .get(b)
            .copied()
            .flatten()
            .ok_or_else(|| CompileError::new("a branch to a block that does not exist"))
    }

    /// The values the edge from the current block to `dest` passes to
    /// `dest`'s phis.
    fn edge_args(&mut self, body: &Body, dest: BlockId) -> Result<Vec<BlockArg>> {
        let from = self.cur_block;
        let mut args = Vec::new();
        for &pi in &body
            .blocks
            .get(BlockId::from_index(dest.index()))
            .ok_or_else(|| CompileError::new("a branch to a block that does not exist"))?
            .insts
        {
            let InstKind::Phi { incoming, .. } = &body.inst(pi).kind else {
                break;
            };
            let Some((v, _)) = incoming.iter().find(|(_, b)| *b == from) else {
                return Err(CompileError::new(
                    "a phi without a value for one of its predecessors",
                ));
            };
            for x in self.val(*v)? {
                args.push(BlockArg::Value(x));
            }
        }
        Ok(args)
    }

    fn switch(
        &mut self,
        body: &Body,
        cond: Operand,
        default: BlockId,
        cases: &[(ConstId, BlockId)],
    ) -> Result<()> {
        let c = self.val1(cond)?;
        let l = self.layouts.scalar(self.op_ty(cond))?;
        let mut targets = Vec::with_capacity(cases.len());
        for (k, d) in cases {
            let v = match &self.m.consts.get(*k).kind {
                ConstKind::Int(a) => {
                    u128::from(a.words[0])
                        | (u128::from(a.words.get(1).copied().unwrap_or(0)) << 64)
                }
                _ => return Err(CompileError::new("a switch case that is not an integer")),
            };
            targets.push((v, *d));
        }
        self.multiway(body, c, l.ty, Some(default), targets)
    }

    /// `indirectbr`: block addresses are the blocks' numbers (see
    /// `blockaddress`), so the branch is a switch over its destinations;
    /// any other address traps.
    fn indirect_br(&mut self, body: &Body, addr: Operand, dests: &[BlockId]) -> Result<()> {
        let a = self.val1(addr)?;
        let mut targets: Vec<(u128, BlockId)> = dests
            .iter()
            .map(|d| (u128::from(d.as_u32()) + 1, *d))
            .collect();
        targets.sort_unstable();
        targets.dedup();
        self.multiway(body, a, cl::I64, None, targets)
    }

    /// A branch on `c` to each case's block (through an edge block where
    /// the destination has phis), else to `default` (None: a trap).
    fn multiway(
        &mut self,
        body: &Body,
        c: Value,
        ty: ClType,
        default: Option<BlockId>,
        cases: Vec<(u128, BlockId)>,
    ) -> Result<()> {
        // Edge blocks are filled after the branch: the current block must
        // be finished before another is entered. Their arguments are
        // computed here, where they are in scope.
        let mut dests: HashMap<BlockId, ir::Block> = HashMap::new();
        let mut edges: Vec<(ir::Block, ir::Block, Vec<BlockArg>)> = Vec::new();
        for d in default.into_iter().chain(cases.iter().map(|c| c.1)) {
            if let std::collections::hash_map::Entry::Vacant(e) = dests.entry(d) {
                let args = self.edge_args(body, d)?;
                let blk = self.block_of(d)?;
                let t = if args.is_empty() {
                    blk
                } else {
                    let eb = self.b.create_block();
                    edges.push((eb, blk, args));
                    eb
                };
                e.insert(t);
            }
        }
        let trap = default.is_none().then(|| self.b.create_block());
        let def = match default {
            Some(d) => dests[&d],
            None => trap.expect("made above"),
        };
        self.emit_multiway(c, ty, def, &dests, cases);
        for (eb, blk, args) in edges {
            self.b.switch_to_block(eb);
            self.b.ins().jump(blk, &args);
        }
        if let Some(t) = trap {
            self.b.switch_to_block(t);
            self.b.ins().trap(ir::TrapCode::unwrap_user(3));
        }
        Ok(())
    }

    fn emit_multiway(
        &mut self,
        c: Value,
        ty: ClType,
        def: ir::Block,
        dests: &HashMap<BlockId, ir::Block>,
        cases: Vec<(u128, BlockId)>,
    ) {
        if ty == cl::I128 {
            for (v, d) in cases {
                let k = self.iconst(cl::I128, v);
                let is = self.b.ins().icmp(IntCC::Equal, c, k);
                let next = self.b.create_block();
                self.b.ins().brif(is, dests[&d], &[], next, &[]);
                self.b.switch_to_block(next);
            }
            self.b.ins().jump(def, &[]);
            return;
        }
        let mut sw = Switch::new();
        for (v, d) in cases {
            sw.set_entry(v, dests[&d]);
        }
        sw.emit(&mut self.b, c, def);
    }

    fn ret(&mut self, v: Option<Operand>) -> Result<()> {
        gaps::release_dynamic_allocas(self);
        self.restore_r15();
        let Some(v) = v else {
            self.b.ins().return_(&[]);
            return Ok(());
        };
        let mut vals = self.val(v)?;
        let leaves = self.layouts.leaves(self.ret_ty)?;
        if self.fn_abi.ret_sext {
            for (x, l) in vals.iter_mut().zip(leaves.iter()) {
                *x = self.sext_in(*x, *l);
            }
        }
        let ret_ptr = match self.demoted.as_ref().and_then(|d| d.ret_ptr.clone()) {
            Some(slot) => self.reload(&slot).first().copied(),
            None => self.ret_ptr,
        };
        if let Some(p) = ret_ptr {
            for (x, l) in vals.iter().zip(leaves.iter()) {
                let off = leaf_offset(l)?;
                self.store_leaf(*l, *x, p, off, false)?;
            }
            self.b.ins().return_(&[]);
            return Ok(());
        }
        let pieces = self.fn_abi.ret.clone();
        let mut out: Vec<Value> = Vec::new();
        for p in &pieces {
            out.extend(self.pack_piece(*p, &vals, &leaves));
        }
        self.b.ins().return_(&out);
        Ok(())
    }

    /// Gives the caller its `%r15` back before a return (pinned functions).
    fn restore_r15(&mut self) {
        if let Some(v) = self.saved_r15 {
            self.b.ins().set_pinned_reg(v);
        }
    }

    // ----- calls --------------------------------------------------------

    fn call(&mut self, call: &CallData, ret_ty: TypeId) -> Result<Option<Vals>> {
        if let Operand::InlineAsm(a) = call.callee {
            return crate::asm::lower(self, a, call, ret_ty);
        }
        if let Operand::Const(c) = call.callee {
            if let ConstKind::Global(g) = self.m.consts.get(c).kind {
                let name = self.m.globals[g].common.name.clone();
                if let Some(name) = name.filter(|n| n.starts_with(b"llvm.")) {
                    return intrinsics::lower(self, &name, call, ret_ty);
                }
            }
        }
        abi::check_cc(call.cc)?;
        if call.tail == TailKind::MustTail {
            match (self.self_loop, self.direct_callee(call.callee)) {
                (Some(head), Some(g)) if g == self.gid => {
                    // A guaranteed tail call of the function itself: a jump
                    // back to the top with the new arguments.
                    let mut args = Vec::new();
                    for a in &call.args {
                        for v in self.val(*a)? {
                            args.push(BlockArg::Value(v));
                        }
                    }
                    gaps::release_dynamic_allocas(self);
                    self.b.ins().jump(head, &args);
                    let rest = self.b.create_block();
                    self.b.switch_to_block(rest);
                    if self.m.types.is_void(ret_ty) {
                        return Ok(None);
                    }
                    let leaves = self.layouts.leaves(ret_ty)?;
                    return Ok(Some(leaves.iter().map(|l| self.zero_of(*l)).collect()));
                }
                _ => return self.tail_call(call, ret_ty),
            }
        }
        let (fixed, vararg) = match self.m.types.get(call.fn_ty) {
            Type::Function { params, vararg, .. } => (params.len(), *vararg),
            _ => {
                return Err(CompileError::new(
                    "a call whose type is not a function type",
                ))
            }
        };
        let arg_tys: Vec<TypeId> = call.args.iter().map(|a| self.op_ty(*a)).collect();
        let fret = match self.m.types.get(call.fn_ty) {
            Type::Function { ret, .. } => *ret,
            _ => ret_ty,
        };
        let abi = abi::fn_abi(
            &mut self.layouts,
            &self.m.attrs,
            fret,
            &arg_tys,
            &call.attrs,
        )?;
        let mut args = Vec::with_capacity(abi.sig.params.len());
        for (k, pa) in abi.params.iter().enumerate() {
            let mut v = self.val(call.args[k])?;
            if abi.param_sext[k] {
                let leaves = self.layouts.leaves(arg_tys[k])?;
                for (x, l) in v.iter_mut().zip(leaves.iter()) {
                    *x = self.sext_in(*x, *l);
                }
            }
            match pa {
                ParamAbi::Pointer { pad } => {
                    // Padding copies 8 bytes from the argument itself.
                    args.extend(std::iter::repeat_n(v[0], pad + 1));
                }
                ParamAbi::InMemory { pad } => {
                    let p = crate::x87::spill(self, v[0]);
                    args.extend(std::iter::repeat_n(p, pad + 1));
                }
                ParamAbi::Value(pieces) => {
                    let leaves = self.layouts.leaves(arg_tys[k])?;
                    for p in pieces {
                        let x = self.pack_piece(*p, &v, &leaves);
                        args.extend(x);
                    }
                }
            }
        }
        let direct = match call.callee {
            Operand::Const(c) => match self.m.consts.get(c).kind {
                ConstKind::Global(g) if self.m.globals[g].as_func().is_some() => Some(g),
                _ => None,
            },
            _ => None,
        };
        // A result returned in memory: a slot of the caller's, passed first.
        let ret_slot = if abi.ret_in_memory {
            let size = self.layouts.alloc_size(ret_ty).max(1);
            let slot = self.b.create_sized_stack_slot(StackSlotData::new(
                StackSlotKind::ExplicitSlot,
                u32::try_from(size).map_err(|_| CompileError::new("a result of 4 GiB or more"))?,
                4,
            ));
            let p = self.b.ins().stack_addr(cl::I64, slot, 0);
            args.insert(0, p);
            Some(p)
        } else {
            None
        };
        let _ = fixed;
        let results = if abi.x87_ret {
            let Some(g) = direct else {
                return Err(CompileError::new(
                    "indirect calls of functions returning x86_fp80 (long double) are not supported yet",
                ));
            };
            // The callee returns in %st(0): a thunk moves it to %rax:%rdx,
            // keeping its return address in a dummy argument after the
            // real ones.
            let xmm = vararg.then(|| abi::xmm_count(&abi.sig));
            let room = abi::arg_usage(&abi.sig).2 as u32;
            let mut sig = abi.sig.clone();
            sig.params.push(AbiParam::special(
                cl::I64,
                ir::ArgumentPurpose::StructArgument(8),
            ));
            args.push(crate::x87::spill_zero(self));
            let idx = self.extra(ExtraSym::X87Call {
                callee: g,
                xmm,
                room,
            });
            let f = self.func_ref(RelocKey::Extra(idx), &sig, true);
            self.emit_call(Callee::Direct(f), &args)
        } else if vararg && direct.is_none() {
            // Through a pointer: the thunk reads the target from %r15,
            // which this function has pinned (see `gaps`).
            let callee = self.val1(call.callee)?;
            self.b.ins().set_pinned_reg(callee);
            let xmm = abi::xmm_count(&abi.sig);
            let idx = self.extra(ExtraSym::VarargIndirectThunk { xmm });
            let f = self.func_ref(RelocKey::Extra(idx), &abi.sig, true);
            self.emit_call(Callee::Direct(f), &args)
        } else if vararg {
            let g = direct.expect("direct");
            // Cranelift cannot set %al: a thunk sets it and jumps on.
            let xmm = abi::xmm_count(&abi.sig);
            let idx = self.extra(ExtraSym::VarargThunk { callee: g, xmm });
            let f = self.func_ref(RelocKey::Extra(idx), &abi.sig, true);
            self.emit_call(Callee::Direct(f), &args)
        } else if let Some(g) = direct {
            let colocated = self.ctx.colocated(g);
            let f = self.func_ref(RelocKey::Global(g), &abi.sig, colocated);
            self.emit_call(Callee::Direct(f), &args)
        } else {
            let callee = self.val1(call.callee)?;
            let sig = self.b.import_signature(abi.sig.clone());
            self.emit_call(Callee::Indirect(sig, callee), &args)
        };
        if self.m.types.is_void(ret_ty) {
            return Ok(None);
        }
        let leaves = self.layouts.leaves(ret_ty)?;
        let mut out = Vals::new();
        if let Some(p) = ret_slot {
            for l in leaves.iter() {
                let off = leaf_offset(l)?;
                out.push(self.load_leaf(*l, p, off, false)?);
            }
            return Ok(Some(out));
        }
        let mut at = 0;
        for p in abi.ret.iter() {
            let w = p.width();
            self.unpack_piece(*p, &results[at..at + w], &leaves, &mut out);
            at += w;
        }
        for (x, l) in out.iter_mut().zip(leaves.iter()) {
            *x = self.zmask(*x, *l);
        }
        Ok(Some(out))
    }

    /// The call instruction of a call: a plain call, or for an `invoke`
    /// (`unwind_to` set) a `try_call` whose exception edge goes to the
    /// landing pad, tagged with its index for the LSDA; lowering goes on
    /// in the block the normal return reaches. The call's results.
    fn emit_call(&mut self, callee: Callee, args: &[Value]) -> Vec<Value> {
        let Some(edge) = self.unwind_to.take() else {
            let inst = match callee {
                Callee::Direct(f) => self.b.ins().call(f, args),
                Callee::Indirect(sig, v) => self.b.ins().call_indirect(sig, v, args),
            };
            return self.b.inst_results(inst).to_vec();
        };
        let sig = match callee {
            Callee::Direct(f) => self.b.func.dfg.ext_funcs[f].signature,
            Callee::Indirect(sig, _) => sig,
        };
        let returns: Vec<ClType> = self.b.func.dfg.signatures[sig]
            .returns
            .iter()
            .map(|r| r.value_type)
            .collect();
        let returned = self.b.create_block();
        let mut results = Vec::with_capacity(returns.len());
        let mut ret_args = Vec::with_capacity(returns.len());
        for (k, t) in returns.into_iter().enumerate() {
            results.push(self.b.append_block_param(returned, t));
            ret_args.push(BlockArg::TryCallRet(k as u32));
        }
        let dfg = &mut self.b.func.dfg;
        let normal = dfg.block_call(returned, &ret_args);
        let handler = dfg.block_call(edge.block, &edge.args);
        let table = dfg.exception_tables.push(ir::ExceptionTableData::new(
            sig,
            normal,
            [ir::ExceptionTableItem::Tag(
                ir::ExceptionTag::from_u32(edge.tag),
                handler,
            )],
        ));
        match callee {
            Callee::Direct(f) => self.b.ins().try_call(f, args, table),
            Callee::Indirect(_, v) => self.b.ins().try_call_indirect(v, args, table),
        };
        self.b.switch_to_block(returned);
        results
    }

    /// `invoke`: the call, with its exception edge to the landing pad
    /// (the edge's phi values and the payloads passed to the pad's
    /// block), then the branch to the normal destination from the block
    /// the call returns to. An intrinsic cannot throw: called as usual.
    fn invoke(
        &mut self,
        body: &Body,
        i: InstId,
        call: &CallData,
        normal: BlockId,
        unwind: BlockId,
        ty: TypeId,
    ) -> Result<()> {
        let intrinsic = matches!(call.callee, Operand::Const(c)
            if matches!(self.m.consts.get(c).kind, ConstKind::Global(g)
                if self.m.globals[g].common.name.as_deref().is_some_and(|n| n.starts_with(b"llvm."))));
        if matches!(call.callee, Operand::InlineAsm(_)) {
            return Err(CompileError::new(
                "an invoke of inline asm is not supported",
            ));
        }
        if !intrinsic {
            let tag = match &self.eh {
                Some(eh) => eh.pad_of(unwind)?,
                None => {
                    return Err(CompileError::new(
                        "an invoke whose unwind destination does not begin with a landingpad",
                    ))
                }
            };
            let mut args = self.edge_args(body, unwind)?;
            args.extend([BlockArg::TryCallExn(0), BlockArg::TryCallExn(1)]);
            let block = self.block_of(unwind)?;
            self.unwind_to = Some(UnwindEdge { tag, block, args });
        }
        let v = self.call(call, ty);
        if self.unwind_to.take().is_some() && v.is_ok() {
            return Err(CompileError::new(
                "internal compiler error: an invoke lowered without its exception edge",
            ));
        }
        if let Some(v) = v? {
            self.set(i, v);
        }
        let args = self.edge_args(body, normal)?;
        let blk = self.block_of(normal)?;
        self.b.ins().jump(blk, &args);
        Ok(())
    }

    /// A guaranteed tail call of another function: Cranelift's
    /// `return_call` in its tail convention, which this function uses (see
    /// `FnLower::new`) and which, for signatures `abi::tail_compatible`
    /// accepts, any SysV callee receives as a plain SysV call.
    fn tail_call(&mut self, call: &CallData, ret_ty: TypeId) -> Result<Option<Vals>> {
        let unsupported = |why: &str| {
            Err(CompileError::new(format!(
                "this musttail call is not supported yet: {why}"
            )))
        };
        if self.b.func.signature.call_conv != CallConv::Tail {
            return unsupported(
                "the caller's signature does not fit in registers (Cranelift's tail calls \
                 need its own calling convention, which matches SysV only there)",
            );
        }
        let arg_tys: Vec<TypeId> = call.args.iter().map(|a| self.op_ty(*a)).collect();
        let fret = match self.m.types.get(call.fn_ty) {
            Type::Function {
                ret, vararg: false, ..
            } => *ret,
            _ => return unsupported("the callee is variadic"),
        };
        let abi = abi::fn_abi(
            &mut self.layouts,
            &self.m.attrs,
            fret,
            &arg_tys,
            &call.attrs,
        )?;
        if !abi::tail_compatible(&abi) {
            return unsupported("the callee's signature does not fit in registers");
        }
        let mut args = Vec::with_capacity(abi.sig.params.len());
        for (k, pa) in abi.params.iter().enumerate() {
            let v = self.val(call.args[k])?;
            let ParamAbi::Value(pieces) = pa else {
                return unsupported("an argument passed in memory");
            };
            let leaves = self.layouts.leaves(arg_tys[k])?;
            for p in pieces {
                let x = self.pack_piece(*p, &v, &leaves);
                args.extend(x);
            }
        }
        let mut sig = abi.sig.clone();
        sig.call_conv = CallConv::Tail;
        gaps::release_dynamic_allocas(self);
        let callee_ptr = match self.direct_callee(call.callee) {
            Some(_) => None,
            None => Some(self.val1(call.callee)?),
        };
        self.restore_r15();
        match self.direct_callee(call.callee) {
            Some(g) => {
                let colocated = self.ctx.colocated(g);
                let f = self.func_ref(RelocKey::Global(g), &sig, colocated);
                self.b.ins().return_call(f, &args);
            }
            None => {
                let callee = callee_ptr.expect("computed above");
                let sigref = self.b.import_signature(sig);
                self.b.ins().return_call_indirect(sigref, callee, &args);
            }
        }
        // The `ret` that follows in LLVM lands in an unreachable block.
        let rest = self.b.create_block();
        self.b.switch_to_block(rest);
        if self.m.types.is_void(ret_ty) {
            return Ok(None);
        }
        let leaves = self.layouts.leaves(ret_ty)?;
        Ok(Some(leaves.iter().map(|l| self.zero_of(*l)).collect()))
    }

    // ----- atomics ------------------------------------------------------

    fn atomic_leaf(&mut self, ty: TypeId) -> Result<Leaf> {
        let l = self.layouts.scalar(ty)?;
        // i128 by `cmpxchg16b` (see `target`); x86_fp80 has 80 bits.
        if l.is_odd_int() || (l.ty == cl::I128 && (l.bits != 128 || l.is_float)) {
            return Err(CompileError::new(format!(
                "atomic operations on i{} are not supported yet",
                l.bits
            )));
        }
        Ok(l)
    }

    fn atomic_load(&mut self, ty: TypeId, ptr: Operand) -> Result<Vals> {
        let l = self.atomic_leaf(ty)?;
        let p = self.val1(ptr)?;
        let it = int_container(l.bits)?;
        let v = self.b.ins().atomic_load(it, MemFlagsData::new(), p);
        let v = if l.is_float {
            self.b.ins().bitcast(l.ty, MemFlagsData::new(), v)
        } else {
            v
        };
        Ok(SmallVec::from_slice(&[v]))
    }

    fn atomic_store(&mut self, value: Operand, ptr: Operand) -> Result<()> {
        let l = self.atomic_leaf(self.op_ty(value))?;
        let v = self.val1(value)?;
        let p = self.val1(ptr)?;
        let v = if l.is_float {
            let it = int_container(l.bits)?;
            self.b.ins().bitcast(it, MemFlagsData::new(), v)
        } else {
            self.distinct_halves(v)
        };
        self.b.ins().atomic_store(MemFlagsData::new(), v, p);
        Ok(())
    }

    fn atomic_rmw(&mut self, op: RmwOp, ptr: Operand, value: Operand, ty: TypeId) -> Result<Vals> {
        let l = self.atomic_leaf(ty)?;
        let p = self.val1(ptr)?;
        let v = self.val1(value)?;
        let v = self.distinct_halves(v);
        let cop = match op {
            RmwOp::Xchg if !l.is_float => AtomicRmwOp::Xchg,
            RmwOp::Add => AtomicRmwOp::Add,
            RmwOp::Sub => AtomicRmwOp::Sub,
            RmwOp::And => AtomicRmwOp::And,
            RmwOp::Nand => AtomicRmwOp::Nand,
            RmwOp::Or => AtomicRmwOp::Or,
            RmwOp::Xor => AtomicRmwOp::Xor,
            RmwOp::Max => AtomicRmwOp::Smax,
            RmwOp::Min => AtomicRmwOp::Smin,
            RmwOp::UMax => AtomicRmwOp::Umax,
            RmwOp::UMin => AtomicRmwOp::Umin,
            _ => return Ok(SmallVec::from_slice(&[self.atomic_rmw_loop(op, l, p, v)?])),
        };
        if l.is_float {
            return Ok(SmallVec::from_slice(&[self.atomic_rmw_loop(op, l, p, v)?]));
        }
        let r = self
            .b
            .ins()
            .atomic_rmw(l.ty, MemFlagsData::new(), cop, p, v);
        Ok(SmallVec::from_slice(&[r]))
    }

    /// An atomicrmw Cranelift has no instruction for (floating point, the
    /// wrapping increments): a compare-and-swap loop, as llc writes it.
    fn atomic_rmw_loop(&mut self, op: RmwOp, l: Leaf, p: Value, v: Value) -> Result<Value> {
        let it = int_container(l.bits)?;
        let first = self.b.ins().atomic_load(it, MemFlagsData::new(), p);
        let retry = self.b.create_block();
        let old = self.b.append_block_param(retry, it);
        let done = self.b.create_block();
        let result = self.b.append_block_param(done, it);
        self.b.ins().jump(retry, &[BlockArg::Value(first)]);
        self.b.switch_to_block(retry);
        let new = if l.is_float {
            let o = self.b.ins().bitcast(l.ty, MemFlagsData::new(), old);
            let n = match op {
                RmwOp::FAdd => self.b.ins().fadd(o, v),
                RmwOp::FSub => self.b.ins().fsub(o, v),
                RmwOp::FMax | RmwOp::FMaximum => self.b.ins().fmax(o, v),
                RmwOp::FMin | RmwOp::FMinimum => self.b.ins().fmin(o, v),
                RmwOp::Xchg => v,
                other => {
                    return Err(CompileError::new(format!(
                        "atomicrmw {} on floating point",
                        other.name()
                    )))
                }
            };
            self.b.ins().bitcast(it, MemFlagsData::new(), n)
        } else {
            let one = self.b.ins().iconst(it, 1);
            match op {
                RmwOp::UIncWrap => {
                    // old >= v ? 0 : old + 1
                    let inc = self.b.ins().iadd(old, one);
                    let wrap = self.b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, old, v);
                    let zero = self.b.ins().iconst(it, 0);
                    self.b.ins().select(wrap, zero, inc)
                }
                RmwOp::UDecWrap => {
                    // old == 0 || old > v ? v : old - 1
                    let dec = self.b.ins().isub(old, one);
                    let z = self.b.ins().icmp_imm_s(IntCC::Equal, old, 0);
                    let gt = self.b.ins().icmp(IntCC::UnsignedGreaterThan, old, v);
                    let wrap = self.b.ins().bor(z, gt);
                    self.b.ins().select(wrap, v, dec)
                }
                RmwOp::USubCond => {
                    let ge = self.b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, old, v);
                    let d = self.b.ins().isub(old, v);
                    self.b.ins().select(ge, d, old)
                }
                RmwOp::USubSat => {
                    let ge = self.b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, old, v);
                    let d = self.b.ins().isub(old, v);
                    let zero = self.b.ins().iconst(it, 0);
                    self.b.ins().select(ge, d, zero)
                }
                other => {
                    return Err(CompileError::new(format!(
                        "atomicrmw {} is not supported yet",
                        other.name()
                    )))
                }
            }
        };
        let seen = self.b.ins().atomic_cas(MemFlagsData::new(), p, old, new);
        let ok = self.b.ins().icmp(IntCC::Equal, seen, old);
        self.b.ins().brif(
            ok,
            done,
            &[BlockArg::Value(seen)],
            retry,
            &[BlockArg::Value(seen)],
        );
        self.b.switch_to_block(done);
        Ok(if l.is_float {
            self.b.ins().bitcast(l.ty, MemFlagsData::new(), result)
        } else {
            result
        })
    }

    /// An i128 operand of `cmpxchg16b` with halves in registers of their
    /// own. Cranelift 0.135 puts one value needed in two of its fixed
    /// registers (`%rcx:%rbx` of `-1`, whose halves the optimizer has
    /// merged) in only one of them before the instruction: the halves
    /// are reloaded from memory by loads it does not merge.
    fn distinct_halves(&mut self, v: Value) -> Value {
        if self.b.func.dfg.value_type(v) != cl::I128 {
            return v;
        }
        let slot =
            self.b
                .create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 16, 4));
        self.b.ins().stack_store(cl::I64, v, slot, 0);
        let lo_addr = self.b.ins().stack_addr(cl::I64, slot, 0);
        let hi_addr = self.b.ins().stack_addr(cl::I64, slot, 8);
        // Atomic loads have effects: neither merged nor forwarded.
        let lo = self
            .b
            .ins()
            .atomic_load(cl::I64, MemFlagsData::new(), lo_addr);
        let hi = self
            .b
            .ins()
            .atomic_load(cl::I64, MemFlagsData::new(), hi_addr);
        self.b.ins().iconcat(lo, hi)
    }

    fn cmpxchg(&mut self, ptr: Operand, cmp: Operand, new: Operand) -> Result<Vals> {
        let l = self.atomic_leaf(self.op_ty(cmp))?;
        if l.is_float {
            return Err(CompileError::new("cmpxchg of floating-point values"));
        }
        let p = self.val1(ptr)?;
        let e = self.val1(cmp)?;
        let e = self.distinct_halves(e);
        let x = self.val1(new)?;
        let x = self.distinct_halves(x);
        let old = self.b.ins().atomic_cas(MemFlagsData::new(), p, e, x);
        let ok = self.b.ins().icmp(IntCC::Equal, old, e);
        Ok(SmallVec::from_slice(&[old, ok]))
    }
}

/// An odd number of bytes as 8-, 4-, 2- and 1-byte pieces: (offset, size).
fn byte_pieces(size: u64) -> impl Iterator<Item = (u64, u64)> {
    let mut done = 0u64;
    std::iter::from_fn(move || {
        let rest = size - done;
        let piece = [8u64, 4, 2, 1].into_iter().find(|p| *p <= rest)?;
        let at = done;
        done += piece;
        Some((at, piece))
    })
}

fn leaf_offset(l: &Leaf) -> Result<i32> {
    l.offset.and_then(|o| i32::try_from(o).ok()).ok_or_else(|| {
        CompileError::new("a load or store of a vector of sub-byte elements, or beyond 2 GiB")
    })
}

/// The byte offset a GEP with these constant indices adds.
pub fn gep_offset(layouts: &Layouts, src: TypeId, idx: &[i64]) -> Option<i64> {
    let types = layouts.types;
    let mut off: i64 = 0;
    let mut cur = src;
    for (n, &i) in idx.iter().enumerate() {
        if n == 0 {
            off = off.wrapping_add(i.wrapping_mul(layouts.alloc_size(cur) as i64));
            continue;
        }
        match types.get(cur) {
            Type::Struct { .. } | Type::Named(_) => {
                let sl = layouts.dl.struct_layout(types, cur);
                off = off.wrapping_add(*sl.offsets.get(i as usize)? as i64);
                cur = *types.struct_elems(cur)?.get(i as usize)?;
            }
            Type::Array { elem, .. } => {
                off = off.wrapping_add(i.wrapping_mul(layouts.alloc_size(*elem) as i64));
                cur = *elem;
            }
            Type::Vector { elem, .. } => {
                let bits = layouts.dl.type_size_in_bits(types, *elem);
                if !bits.is_multiple_of(8) {
                    return None;
                }
                off = off.wrapping_add(i.wrapping_mul((bits / 8) as i64));
                cur = *elem;
            }
            _ => return None,
        }
    }
    Some(off)
}
