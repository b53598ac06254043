//! Instructions of a function body, held in the function's arena.

use crate::attributes::AttrList;
use crate::constants::ConstId;
use crate::metadata::{LocalMdId, MdId, MdKindId};
use crate::types::TypeId;

crate::entity_id!(
    /// An instruction in its function's arena.
    InstId
);
crate::entity_id!(
    /// A basic block in its function's arena.
    BlockId
);
crate::entity_id!(
    /// An inline-asm value in the module's table.
    AsmId
);
crate::entity_id!(
    /// A function's argument, by position.
    ArgId
);

/// A use of a value: small and `Copy`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Operand {
    Const(ConstId),
    Arg(ArgId),
    Inst(InstId),
    /// A metadata node or string used as a value (`metadata !0`).
    Metadata(MdId),
    /// Function-local metadata (`metadata i32 %x`), in `Body::local_md`.
    LocalMetadata(LocalMdId),
    InlineAsm(AsmId),
}

/// Bit flags of binary operators, casts, compares and GEPs (one namespace).
pub mod flags {
    pub const NUW: u32 = 1 << 0;
    pub const NSW: u32 = 1 << 1;
    pub const EXACT: u32 = 1 << 2;
    pub const DISJOINT: u32 = 1 << 3;
    pub const NNEG: u32 = 1 << 4;
    pub const SAMESIGN: u32 = 1 << 5;
    /// GEP: `inbounds` (implies nusw).
    pub const INBOUNDS: u32 = 1 << 6;
    /// GEP: `nusw`.
    pub const NUSW: u32 = 1 << 7;
    /// GEP: `nuw`.
    pub const GEP_NUW: u32 = 1 << 8;
}

/// Fast-math flags, in LLVM's bit order.
pub mod fmf {
    pub const REASSOC: u8 = 1 << 0;
    pub const NNAN: u8 = 1 << 1;
    pub const NINF: u8 = 1 << 2;
    pub const NSZ: u8 = 1 << 3;
    pub const ARCP: u8 = 1 << 4;
    pub const CONTRACT: u8 = 1 << 5;
    pub const AFN: u8 = 1 << 6;
    pub const ALL: u8 = 0x7f;
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BinOp {
    Add,
    FAdd,
    Sub,
    FSub,
    Mul,
    FMul,
    UDiv,
    SDiv,
    FDiv,
    URem,
    SRem,
    FRem,
    Shl,
    LShr,
    AShr,
    And,
    Or,
    Xor,
}

impl BinOp {
    pub const ALL: [BinOp; 18] = [
        BinOp::Add,
        BinOp::FAdd,
        BinOp::Sub,
        BinOp::FSub,
        BinOp::Mul,
        BinOp::FMul,
        BinOp::UDiv,
        BinOp::SDiv,
        BinOp::FDiv,
        BinOp::URem,
        BinOp::SRem,
        BinOp::FRem,
        BinOp::Shl,
        BinOp::LShr,
        BinOp::AShr,
        BinOp::And,
        BinOp::Or,
        BinOp::Xor,
    ];
    pub fn name(self) -> &'static str {
        match self {
            BinOp::Add => "add",
            BinOp::FAdd => "fadd",
            BinOp::Sub => "sub",
            BinOp::FSub => "fsub",
            BinOp::Mul => "mul",
            BinOp::FMul => "fmul",
            BinOp::UDiv => "udiv",
            BinOp::SDiv => "sdiv",
            BinOp::FDiv => "fdiv",
            BinOp::URem => "urem",
            BinOp::SRem => "srem",
            BinOp::FRem => "frem",
            BinOp::Shl => "shl",
            BinOp::LShr => "lshr",
            BinOp::AShr => "ashr",
            BinOp::And => "and",
            BinOp::Or => "or",
            BinOp::Xor => "xor",
        }
    }
    pub fn from_name(s: &[u8]) -> Option<BinOp> {
        BinOp::ALL.into_iter().find(|o| o.name().as_bytes() == s)
    }
    pub fn is_float(self) -> bool {
        matches!(
            self,
            BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv | BinOp::FRem
        )
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CastOp {
    Trunc,
    ZExt,
    SExt,
    FPToUI,
    FPToSI,
    UIToFP,
    SIToFP,
    FPTrunc,
    FPExt,
    PtrToInt,
    PtrToAddr,
    IntToPtr,
    BitCast,
    AddrSpaceCast,
}

impl CastOp {
    /// Whether LLVM 22 still has this cast as a constant expression (the
    /// others went in LLVM 17-19: `zext`, `sext`, `fptrunc`, ...).
    pub fn is_constant_expression(self) -> bool {
        matches!(
            self,
            CastOp::Trunc
                | CastOp::PtrToInt
                | CastOp::PtrToAddr
                | CastOp::IntToPtr
                | CastOp::BitCast
                | CastOp::AddrSpaceCast
        )
    }

    pub const ALL: [CastOp; 14] = [
        CastOp::Trunc,
        CastOp::ZExt,
        CastOp::SExt,
        CastOp::FPToUI,
        CastOp::FPToSI,
        CastOp::UIToFP,
        CastOp::SIToFP,
        CastOp::FPTrunc,
        CastOp::FPExt,
        CastOp::PtrToInt,
        CastOp::PtrToAddr,
        CastOp::IntToPtr,
        CastOp::BitCast,
        CastOp::AddrSpaceCast,
    ];
    pub fn name(self) -> &'static str {
        match self {
            CastOp::Trunc => "trunc",
            CastOp::ZExt => "zext",
            CastOp::SExt => "sext",
            CastOp::FPToUI => "fptoui",
            CastOp::FPToSI => "fptosi",
            CastOp::UIToFP => "uitofp",
            CastOp::SIToFP => "sitofp",
            CastOp::FPTrunc => "fptrunc",
            CastOp::FPExt => "fpext",
            CastOp::PtrToInt => "ptrtoint",
            CastOp::PtrToAddr => "ptrtoaddr",
            CastOp::IntToPtr => "inttoptr",
            CastOp::BitCast => "bitcast",
            CastOp::AddrSpaceCast => "addrspacecast",
        }
    }
    pub fn from_name(s: &[u8]) -> Option<CastOp> {
        CastOp::ALL.into_iter().find(|o| o.name().as_bytes() == s)
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum IntPredicate {
    Eq,
    Ne,
    Ugt,
    Uge,
    Ult,
    Ule,
    Sgt,
    Sge,
    Slt,
    Sle,
}

impl IntPredicate {
    pub const ALL: [IntPredicate; 10] = [
        IntPredicate::Eq,
        IntPredicate::Ne,
        IntPredicate::Ugt,
        IntPredicate::Uge,
        IntPredicate::Ult,
        IntPredicate::Ule,
        IntPredicate::Sgt,
        IntPredicate::Sge,
        IntPredicate::Slt,
        IntPredicate::Sle,
    ];
    pub fn name(self) -> &'static str {
        match self {
            IntPredicate::Eq => "eq",
            IntPredicate::Ne => "ne",
            IntPredicate::Ugt => "ugt",
            IntPredicate::Uge => "uge",
            IntPredicate::Ult => "ult",
            IntPredicate::Ule => "ule",
            IntPredicate::Sgt => "sgt",
            IntPredicate::Sge => "sge",
            IntPredicate::Slt => "slt",
            IntPredicate::Sle => "sle",
        }
    }
    pub fn from_name(s: &[u8]) -> Option<Self> {
        Self::ALL.into_iter().find(|o| o.name().as_bytes() == s)
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FloatPredicate {
    False,
    Oeq,
    Ogt,
    Oge,
    Olt,
    Ole,
    One,
    Ord,
    Uno,
    Ueq,
    Ugt,
    Uge,
    Ult,
    Ule,
    Une,
    True,
}

impl FloatPredicate {
    pub const ALL: [FloatPredicate; 16] = [
        FloatPredicate::False,
        FloatPredicate::Oeq,
        FloatPredicate::Ogt,
        FloatPredicate::Oge,
        FloatPredicate::Olt,
        FloatPredicate::Ole,
        FloatPredicate::One,
        FloatPredicate::Ord,
        FloatPredicate::Uno,
        FloatPredicate::Ueq,
        FloatPredicate::Ugt,
        FloatPredicate::Uge,
        FloatPredicate::Ult,
        FloatPredicate::Ule,
        FloatPredicate::Une,
        FloatPredicate::True,
    ];
    pub fn name(self) -> &'static str {
        match self {
            FloatPredicate::False => "false",
            FloatPredicate::Oeq => "oeq",
            FloatPredicate::Ogt => "ogt",
            FloatPredicate::Oge => "oge",
            FloatPredicate::Olt => "olt",
            FloatPredicate::Ole => "ole",
            FloatPredicate::One => "one",
            FloatPredicate::Ord => "ord",
            FloatPredicate::Uno => "uno",
            FloatPredicate::Ueq => "ueq",
            FloatPredicate::Ugt => "ugt",
            FloatPredicate::Uge => "uge",
            FloatPredicate::Ult => "ult",
            FloatPredicate::Ule => "ule",
            FloatPredicate::Une => "une",
            FloatPredicate::True => "true",
        }
    }
    pub fn from_name(s: &[u8]) -> Option<Self> {
        Self::ALL.into_iter().find(|o| o.name().as_bytes() == s)
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Ordering {
    NotAtomic,
    Unordered,
    Monotonic,
    Acquire,
    Release,
    AcqRel,
    SeqCst,
}

impl Ordering {
    pub fn name(self) -> &'static str {
        match self {
            Ordering::NotAtomic => "",
            Ordering::Unordered => "unordered",
            Ordering::Monotonic => "monotonic",
            Ordering::Acquire => "acquire",
            Ordering::Release => "release",
            Ordering::AcqRel => "acq_rel",
            Ordering::SeqCst => "seq_cst",
        }
    }
    pub fn from_name(s: &[u8]) -> Option<Self> {
        [
            Ordering::Unordered,
            Ordering::Monotonic,
            Ordering::Acquire,
            Ordering::Release,
            Ordering::AcqRel,
            Ordering::SeqCst,
        ]
        .into_iter()
        .find(|o| o.name().as_bytes() == s)
    }
}

/// Synchronization scope: 0 = `singlethread`, 1 = system (the default);
/// others index `Module::sync_scopes` by name.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct SyncScope(pub u32);

impl SyncScope {
    pub const SINGLE_THREAD: SyncScope = SyncScope(0);
    pub const SYSTEM: SyncScope = SyncScope(1);
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Atomic {
    pub ordering: Ordering,
    pub scope: SyncScope,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum RmwOp {
    Xchg,
    Add,
    Sub,
    And,
    Nand,
    Or,
    Xor,
    Max,
    Min,
    UMax,
    UMin,
    FAdd,
    FSub,
    FMax,
    FMin,
    FMaximum,
    FMinimum,
    UIncWrap,
    UDecWrap,
    USubCond,
    USubSat,
}

impl RmwOp {
    pub const ALL: [RmwOp; 21] = [
        RmwOp::Xchg,
        RmwOp::Add,
        RmwOp::Sub,
        RmwOp::And,
        RmwOp::Nand,
        RmwOp::Or,
        RmwOp::Xor,
        RmwOp::Max,
        RmwOp::Min,
        RmwOp::UMax,
        RmwOp::UMin,
        RmwOp::FAdd,
        RmwOp::FSub,
        RmwOp::FMax,
        RmwOp::FMin,
        RmwOp::FMaximum,
        RmwOp::FMinimum,
        RmwOp::UIncWrap,
        RmwOp::UDecWrap,
        RmwOp::USubCond,
        RmwOp::USubSat,
    ];
    pub fn name(self) -> &'static str {
        match self {
            RmwOp::Xchg => "xchg",
            RmwOp::Add => "add",
            RmwOp::Sub => "sub",
            RmwOp::And => "and",
            RmwOp::Nand => "nand",
            RmwOp::Or => "or",
            RmwOp::Xor => "xor",
            RmwOp::Max => "max",
            RmwOp::Min => "min",
            RmwOp::UMax => "umax",
            RmwOp::UMin => "umin",
            RmwOp::FAdd => "fadd",
            RmwOp::FSub => "fsub",
            RmwOp::FMax => "fmax",
            RmwOp::FMin => "fmin",
            RmwOp::FMaximum => "fmaximum",
            RmwOp::FMinimum => "fminimum",
            RmwOp::UIncWrap => "uinc_wrap",
            RmwOp::UDecWrap => "udec_wrap",
            RmwOp::USubCond => "usub_cond",
            RmwOp::USubSat => "usub_sat",
        }
    }
    pub fn from_name(s: &[u8]) -> Option<Self> {
        Self::ALL.into_iter().find(|o| o.name().as_bytes() == s)
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TailKind {
    None,
    Tail,
    MustTail,
    NoTail,
}

/// An operand bundle: `"deopt"(i32 1, ptr %p)`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Bundle {
    pub tag: Box<[u8]>,
    pub inputs: Vec<Operand>,
}

/// What `call`, `invoke` and `callbr` share.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CallData {
    pub tail: TailKind,
    /// Calling convention number (0 = ccc).
    pub cc: u32,
    pub fmf: u8,
    pub attrs: AttrList,
    /// The callee's function type.
    pub fn_ty: TypeId,
    pub callee: Operand,
    pub args: Vec<Operand>,
    pub bundles: Vec<Bundle>,
    /// Explicit `addrspace(N)` written on the call, if any.
    pub addrspace: Option<u32>,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ClauseKind {
    Catch,
    Filter,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum InstKind {
    Ret(Option<Operand>),
    Br(BlockId),
    CondBr {
        cond: Operand,
        then_dest: BlockId,
        else_dest: BlockId,
    },
    Switch {
        cond: Operand,
        default: BlockId,
        cases: Vec<(ConstId, BlockId)>,
    },
    IndirectBr {
        addr: Operand,
        dests: Vec<BlockId>,
    },
    Invoke {
        call: Box<CallData>,
        normal: BlockId,
        unwind: BlockId,
    },
    CallBr {
        call: Box<CallData>,
        default: BlockId,
        indirect: Vec<BlockId>,
    },
    Resume(Operand),
    Unreachable,
    CleanupRet {
        pad: Operand,
        unwind: Option<BlockId>,
    },
    CatchRet {
        pad: Operand,
        dest: BlockId,
    },
    CatchSwitch {
        parent: Operand,
        handlers: Vec<BlockId>,
        unwind: Option<BlockId>,
    },
    CatchPad {
        parent: Operand,
        args: Vec<Operand>,
    },
    CleanupPad {
        parent: Operand,
        args: Vec<Operand>,
    },
    FNeg {
        fmf: u8,
        operand: Operand,
    },
    Binary {
        op: BinOp,
        flags: u32,
        fmf: u8,
        lhs: Operand,
        rhs: Operand,
    },
    Alloca {
        allocated: TypeId,
        count: Option<Operand>,
        align: Option<u64>,
        addrspace: u32,
        inalloca: bool,
        swifterror: bool,
    },
    Load {
        ptr: Operand,
        volatile: bool,
        atomic: Option<Atomic>,
        align: Option<u64>,
    },
    Store {
        value: Operand,
        ptr: Operand,
        volatile: bool,
        atomic: Option<Atomic>,
        align: Option<u64>,
    },
    Fence(Atomic),
    CmpXchg {
        ptr: Operand,
        cmp: Operand,
        new: Operand,
        weak: bool,
        volatile: bool,
        success: Ordering,
        failure: Ordering,
        scope: SyncScope,
        align: Option<u64>,
    },
    AtomicRmw {
        op: RmwOp,
        ptr: Operand,
        value: Operand,
        volatile: bool,
        atomic: Atomic,
        align: Option<u64>,
    },
    Gep {
        source_ty: TypeId,
        flags: u32,
        base: Operand,
        indices: Vec<Operand>,
    },
    Cast {
        op: CastOp,
        flags: u32,
        fmf: u8,
        value: Operand,
    },
    ICmp {
        pred: IntPredicate,
        flags: u32,
        lhs: Operand,
        rhs: Operand,
    },
    FCmp {
        pred: FloatPredicate,
        fmf: u8,
        lhs: Operand,
        rhs: Operand,
    },
    Phi {
        fmf: u8,
        incoming: Vec<(Operand, BlockId)>,
    },
    Select {
        fmf: u8,
        cond: Operand,
        then_value: Operand,
        else_value: Operand,
    },
    Call(Box<CallData>),
    VaArg {
        list: Operand,
    },
    ExtractElement {
        vector: Operand,
        index: Operand,
    },
    InsertElement {
        vector: Operand,
        value: Operand,
        index: Operand,
    },
    ShuffleVector {
        a: Operand,
        b: Operand,
        mask: Vec<i32>,
    },
    ExtractValue {
        agg: Operand,
        indices: Vec<u32>,
    },
    InsertValue {
        agg: Operand,
        value: Operand,
        indices: Vec<u32>,
    },
    LandingPad {
        cleanup: bool,
        clauses: Vec<(ClauseKind, Operand)>,
    },
    Freeze(Operand),
}

impl InstKind {
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            InstKind::Ret(_)
                | InstKind::Br(_)
                | InstKind::CondBr { .. }
                | InstKind::Switch { .. }
                | InstKind::IndirectBr { .. }
                | InstKind::Invoke { .. }
                | InstKind::CallBr { .. }
                | InstKind::Resume(_)
                | InstKind::Unreachable
                | InstKind::CleanupRet { .. }
                | InstKind::CatchRet { .. }
                | InstKind::CatchSwitch { .. }
        )
    }

    /// Value operands (no blocks) in LLVM's operand order; switch case
    /// values are operands too, as in LLVM.
    pub fn value_operands(&self) -> Vec<Operand> {
        let mut v = Vec::new();
        self.for_each_value_operand(|op| v.push(op));
        v
    }

    /// Calls `f` on each of [`Self::value_operands`], in order, without
    /// collecting them (the writer and the parser walk every instruction).
    #[inline]
    pub fn for_each_value_operand(&self, mut f: impl FnMut(Operand)) {
        use InstKind::*;
        match self {
            Ret(v) => v.iter().copied().for_each(f),
            Br(_) | Unreachable | Fence(_) => {}
            CondBr { cond: v, .. }
            | IndirectBr { addr: v, .. }
            | Resume(v)
            | Freeze(v)
            | VaArg { list: v }
            | CleanupRet { pad: v, .. }
            | CatchRet { pad: v, .. }
            | CatchSwitch { parent: v, .. }
            | FNeg { operand: v, .. }
            | Load { ptr: v, .. }
            | Cast { value: v, .. }
            | ExtractValue { agg: v, .. } => f(*v),
            Switch { cond, cases, .. } => {
                f(*cond);
                cases.iter().for_each(|c| f(Operand::Const(c.0)));
            }
            Invoke { call, .. } | CallBr { call, .. } | Call(call) => {
                call.args.iter().copied().for_each(&mut f);
                for b in &call.bundles {
                    b.inputs.iter().copied().for_each(&mut f);
                }
                f(call.callee);
            }
            CatchPad { parent, args } | CleanupPad { parent, args } => {
                args.iter().copied().for_each(&mut f);
                f(*parent);
            }
            Binary { lhs, rhs, .. } | ICmp { lhs, rhs, .. } | FCmp { lhs, rhs, .. } => {
                f(*lhs);
                f(*rhs);
            }
            Alloca { count, .. } => count.iter().copied().for_each(f),
            Store { value, ptr, .. } => {
                f(*value);
                f(*ptr);
            }
            CmpXchg { ptr, cmp, new, .. } => {
                f(*ptr);
                f(*cmp);
                f(*new);
            }
            AtomicRmw { ptr, value, .. } => {
                f(*ptr);
                f(*value);
            }
            Gep { base, indices, .. } => {
                f(*base);
                indices.iter().copied().for_each(f);
            }
            Phi { incoming, .. } => incoming.iter().for_each(|(v, _)| f(*v)),
            Select {
                cond,
                then_value,
                else_value,
                ..
            } => {
                f(*cond);
                f(*then_value);
                f(*else_value);
            }
            ExtractElement { vector, index } => {
                f(*vector);
                f(*index);
            }
            InsertElement {
                vector,
                value,
                index,
            } => {
                f(*vector);
                f(*value);
                f(*index);
            }
            ShuffleVector { a, b, .. } => {
                f(*a);
                f(*b);
            }
            InsertValue { agg, value, .. } => {
                f(*agg);
                f(*value);
            }
            LandingPad { clauses, .. } => clauses.iter().for_each(|(_, v)| f(*v)),
        }
    }

    /// Calls `f` on each value operand, in the order of
    /// [`Self::for_each_value_operand`], to read or replace it.
    ///
    /// Switch case values are the one difference: the model holds them as
    /// constants (`cases: Vec<(ConstId, BlockId)>`), not as [`Operand`]s,
    /// so they are not yielded here (a replaced case value must stay a
    /// constant); reach them through [`Self::switch_case_values_mut`].
    /// Every other operand the read-only walker yields comes here too, at
    /// the same position once the case values are left out.
    pub fn for_each_value_operand_mut(&mut self, mut f: impl FnMut(&mut Operand)) {
        use InstKind::*;
        match self {
            Ret(v) => v.iter_mut().for_each(f),
            Br(_) | Unreachable | Fence(_) => {}
            CondBr { cond: v, .. }
            | IndirectBr { addr: v, .. }
            | Resume(v)
            | Freeze(v)
            | VaArg { list: v }
            | CleanupRet { pad: v, .. }
            | CatchRet { pad: v, .. }
            | CatchSwitch { parent: v, .. }
            | FNeg { operand: v, .. }
            | Load { ptr: v, .. }
            | Cast { value: v, .. }
            | ExtractValue { agg: v, .. }
            | Switch { cond: v, .. } => f(v),
            Invoke { call, .. } | CallBr { call, .. } | Call(call) => {
                call.args.iter_mut().for_each(&mut f);
                for b in &mut call.bundles {
                    b.inputs.iter_mut().for_each(&mut f);
                }
                f(&mut call.callee);
            }
            CatchPad { parent, args } | CleanupPad { parent, args } => {
                args.iter_mut().for_each(&mut f);
                f(parent);
            }
            Binary { lhs, rhs, .. } | ICmp { lhs, rhs, .. } | FCmp { lhs, rhs, .. } => {
                f(lhs);
                f(rhs);
            }
            Alloca { count, .. } => count.iter_mut().for_each(f),
            Store { value, ptr, .. } => {
                f(value);
                f(ptr);
            }
            CmpXchg { ptr, cmp, new, .. } => {
                f(ptr);
                f(cmp);
                f(new);
            }
            AtomicRmw { ptr, value, .. } => {
                f(ptr);
                f(value);
            }
            Gep { base, indices, .. } => {
                f(base);
                indices.iter_mut().for_each(f);
            }
            Phi { incoming, .. } => incoming.iter_mut().for_each(|(v, _)| f(v)),
            Select {
                cond,
                then_value,
                else_value,
                ..
            } => {
                f(cond);
                f(then_value);
                f(else_value);
            }
            ExtractElement { vector, index } => {
                f(vector);
                f(index);
            }
            InsertElement {
                vector,
                value,
                index,
            } => {
                f(vector);
                f(value);
                f(index);
            }
            ShuffleVector { a, b, .. } => {
                f(a);
                f(b);
            }
            InsertValue { agg, value, .. } => {
                f(agg);
                f(value);
            }
            LandingPad { clauses, .. } => clauses.iter_mut().for_each(|(_, v)| f(v)),
        }
    }

    /// A switch's case values, in case order, to read or replace (they
    /// are constants in the model, so [`Self::for_each_value_operand_mut`]
    /// leaves them out); empty for every other instruction.
    pub fn switch_case_values_mut(&mut self) -> impl Iterator<Item = &mut ConstId> + '_ {
        let cases: &mut [(ConstId, BlockId)] = match self {
            InstKind::Switch { cases, .. } => cases,
            _ => &mut [],
        };
        cases.iter_mut().map(|c| &mut c.0)
    }

    /// Calls `f` on every type the operation names apart from its result
    /// and operands: an alloca's allocated type, a GEP's source element
    /// type, a call's function type. With [`Inst::ty`] and the operands'
    /// own types, these are all the types an instruction holds: a caller
    /// moving an instruction to another module's type table maps them.
    pub fn for_each_type_mut(&mut self, mut f: impl FnMut(&mut TypeId)) {
        use InstKind::*;
        match self {
            Alloca { allocated, .. } => f(allocated),
            Gep { source_ty, .. } => f(source_ty),
            Call(call) | Invoke { call, .. } | CallBr { call, .. } => f(&mut call.fn_ty),
            _ => {}
        }
    }

    /// Calls `f` on the synchronization scope of an atomic operation
    /// (fence, atomic load or store, cmpxchg, atomicrmw): scope ids are
    /// per module, so a caller moving the instruction maps them.
    pub fn for_each_sync_scope_mut(&mut self, mut f: impl FnMut(&mut SyncScope)) {
        use InstKind::*;
        match self {
            Fence(a) | AtomicRmw { atomic: a, .. } => f(&mut a.scope),
            Load { atomic, .. } | Store { atomic, .. } => {
                if let Some(a) = atomic {
                    f(&mut a.scope)
                }
            }
            CmpXchg { scope, .. } => f(scope),
            _ => {}
        }
    }

    /// Calls `f` on every block the instruction names, to read or replace
    /// it: a terminator's successors in [`Self::successors`] order, a
    /// phi's incoming blocks in incoming order. Block addresses are
    /// constants, not block operands, and are not visited.
    pub fn for_each_block_mut(&mut self, mut f: impl FnMut(&mut BlockId)) {
        use InstKind::*;
        match self {
            Br(b) | CatchRet { dest: b, .. } => f(b),
            CondBr {
                then_dest,
                else_dest,
                ..
            } => {
                f(then_dest);
                f(else_dest);
            }
            Switch { default, cases, .. } => {
                f(default);
                cases.iter_mut().for_each(|c| f(&mut c.1));
            }
            IndirectBr { dests, .. } => dests.iter_mut().for_each(f),
            Invoke { normal, unwind, .. } => {
                f(normal);
                f(unwind);
            }
            CallBr {
                default, indirect, ..
            } => {
                f(default);
                indirect.iter_mut().for_each(f);
            }
            CleanupRet { unwind, .. } => unwind.iter_mut().for_each(f),
            CatchSwitch {
                handlers, unwind, ..
            } => {
                unwind.iter_mut().for_each(&mut f);
                handlers.iter_mut().for_each(f);
            }
            Phi { incoming, .. } => incoming.iter_mut().for_each(|(_, b)| f(b)),
            _ => {}
        }
    }

    /// Successor blocks of a terminator, in operand order (as LLVM stores
    /// them; a catchswitch's unwind destination comes first), duplicates
    /// included; nothing for other instructions. Allocates nothing.
    #[inline]
    pub fn successors(&self) -> Successors<'_> {
        use InstKind::*;
        let none = BlockId::from_u32(0);
        let (head, head_len, tail) = match self {
            Br(b) | CatchRet { dest: b, .. } => ([*b, none], 1, SuccTail::None),
            CondBr {
                then_dest,
                else_dest,
                ..
            } => ([*then_dest, *else_dest], 2, SuccTail::None),
            Invoke { normal, unwind, .. } => ([*normal, *unwind], 2, SuccTail::None),
            Switch { default, cases, .. } => ([*default, none], 1, SuccTail::Cases(cases.iter())),
            IndirectBr { dests, .. } => ([none, none], 0, SuccTail::Blocks(dests.iter())),
            CallBr {
                default, indirect, ..
            } => ([*default, none], 1, SuccTail::Blocks(indirect.iter())),
            CleanupRet {
                unwind: Some(u), ..
            } => ([*u, none], 1, SuccTail::None),
            CatchSwitch {
                handlers,
                unwind: Some(u),
                ..
            } => ([*u, none], 1, SuccTail::Blocks(handlers.iter())),
            CatchSwitch {
                handlers,
                unwind: None,
                ..
            } => ([none, none], 0, SuccTail::Blocks(handlers.iter())),
            _ => ([none, none], 0, SuccTail::None),
        };
        Successors {
            head,
            pos: 0,
            head_len,
            tail,
        }
    }
}

/// The successors of a terminator ([`InstKind::successors`]): up to two
/// leading blocks held inline, then the rest borrowed from the
/// instruction (switch cases, indirectbr/callbr/catchswitch lists).
#[derive(Clone, Debug)]
pub struct Successors<'a> {
    head: [BlockId; 2],
    pos: u8,
    head_len: u8,
    tail: SuccTail<'a>,
}

#[derive(Clone, Debug)]
enum SuccTail<'a> {
    None,
    Blocks(std::slice::Iter<'a, BlockId>),
    Cases(std::slice::Iter<'a, (ConstId, BlockId)>),
}

impl Iterator for Successors<'_> {
    type Item = BlockId;

    #[inline]
    fn next(&mut self) -> Option<BlockId> {
        if self.pos < self.head_len {
            self.pos += 1;
            return Some(self.head[usize::from(self.pos - 1)]);
        }
        match &mut self.tail {
            SuccTail::None => None,
            SuccTail::Blocks(it) => it.next().copied(),
            SuccTail::Cases(it) => it.next().map(|c| c.1),
        }
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = usize::from(self.head_len - self.pos)
            + match &self.tail {
                SuccTail::None => 0,
                SuccTail::Blocks(it) => it.len(),
                SuccTail::Cases(it) => it.len(),
            };
        (n, Some(n))
    }
}

impl ExactSizeIterator for Successors<'_> {}

impl std::iter::FusedIterator for Successors<'_> {}

/// An instruction's metadata attachments (kind, node). One fits inline,
/// in the space a `Vec` takes: most instructions with any have just
/// `!dbg`, and an allocation for each is a tenth of parsing a body.
pub type InstMd = smallvec::SmallVec<[(MdKindId, MdId); 1]>;

/// One instruction: its result type (void for none), optional name, the
/// operation, and metadata attachments (`!dbg` included, by kind id).
#[derive(Clone, PartialEq, Debug)]
pub struct Inst {
    pub ty: TypeId,
    pub name: Option<Box<[u8]>>,
    pub kind: InstKind,
    pub md: InstMd,
    /// Debug records (`#dbg_value(...)`, ...) just before this instruction.
    pub dbg_records: Vec<crate::dbgrecord::DbgRecord>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn a(i: u32) -> Operand {
        Operand::Arg(ArgId::from_u32(i))
    }
    fn b(i: u32) -> BlockId {
        BlockId::from_u32(i)
    }
    fn call() -> Box<CallData> {
        Box::new(CallData {
            tail: TailKind::None,
            cc: 0,
            fmf: 0,
            attrs: AttrList::default(),
            fn_ty: TypeId::from_u32(0),
            callee: a(9),
            args: vec![a(1), a(2)],
            bundles: vec![Bundle {
                tag: b"deopt"[..].into(),
                inputs: vec![a(3), a(4)],
            }],
            addrspace: None,
        })
    }

    /// One instruction of each kind, with distinct operands and blocks.
    fn samples() -> Vec<InstKind> {
        use InstKind::*;
        let at = Atomic {
            ordering: Ordering::SeqCst,
            scope: SyncScope::SYSTEM,
        };
        vec![
            Ret(Some(a(0))),
            Ret(None),
            Br(b(1)),
            CondBr {
                cond: a(0),
                then_dest: b(1),
                else_dest: b(2),
            },
            Switch {
                cond: a(0),
                default: b(1),
                cases: vec![(ConstId::from_u32(5), b(2)), (ConstId::from_u32(6), b(3))],
            },
            IndirectBr {
                addr: a(0),
                dests: vec![b(1), b(2), b(1)],
            },
            Invoke {
                call: call(),
                normal: b(1),
                unwind: b(2),
            },
            CallBr {
                call: call(),
                default: b(1),
                indirect: vec![b(2), b(3)],
            },
            Resume(a(0)),
            Unreachable,
            CleanupRet {
                pad: a(0),
                unwind: Some(b(4)),
            },
            CleanupRet {
                pad: a(0),
                unwind: None,
            },
            CatchRet {
                pad: a(0),
                dest: b(1),
            },
            CatchSwitch {
                parent: a(0),
                handlers: vec![b(1), b(2)],
                unwind: Some(b(3)),
            },
            CatchSwitch {
                parent: a(0),
                handlers: vec![b(1)],
                unwind: None,
            },
            CatchPad {
                parent: a(0),
                args: vec![a(1), a(2)],
            },
            CleanupPad {
                parent: a(0),
                args: vec![a(1)],
            },
            FNeg {
                fmf: 0,
                operand: a(0),
            },
            Binary {
                op: BinOp::Add,
                flags: 0,
                fmf: 0,
                lhs: a(0),
                rhs: a(1),
            },
            Alloca {
                allocated: TypeId::from_u32(0),
                count: Some(a(0)),
                align: None,
                addrspace: 0,
                inalloca: false,
                swifterror: false,
            },
            Load {
                ptr: a(0),
                volatile: false,
                atomic: None,
                align: None,
            },
            Store {
                value: a(0),
                ptr: a(1),
                volatile: false,
                atomic: None,
                align: None,
            },
            Fence(at),
            CmpXchg {
                ptr: a(0),
                cmp: a(1),
                new: a(2),
                weak: false,
                volatile: false,
                success: Ordering::SeqCst,
                failure: Ordering::SeqCst,
                scope: SyncScope::SYSTEM,
                align: None,
            },
            AtomicRmw {
                op: RmwOp::Add,
                ptr: a(0),
                value: a(1),
                volatile: false,
                atomic: at,
                align: None,
            },
            Gep {
                source_ty: TypeId::from_u32(0),
                flags: 0,
                base: a(0),
                indices: vec![a(1), a(2)],
            },
            Cast {
                op: CastOp::Trunc,
                flags: 0,
                fmf: 0,
                value: a(0),
            },
            ICmp {
                pred: IntPredicate::Eq,
                flags: 0,
                lhs: a(0),
                rhs: a(1),
            },
            FCmp {
                pred: FloatPredicate::Oeq,
                fmf: 0,
                lhs: a(0),
                rhs: a(1),
            },
            Phi {
                fmf: 0,
                incoming: vec![(a(0), b(1)), (a(1), b(2))],
            },
            Select {
                fmf: 0,
                cond: a(0),
                then_value: a(1),
                else_value: a(2),
            },
            Call(call()),
            VaArg { list: a(0) },
            ExtractElement {
                vector: a(0),
                index: a(1),
            },
            InsertElement {
                vector: a(0),
                value: a(1),
                index: a(2),
            },
            ShuffleVector {
                a: a(0),
                b: a(1),
                mask: vec![0, 1],
            },
            ExtractValue {
                agg: a(0),
                indices: vec![0],
            },
            InsertValue {
                agg: a(0),
                value: a(1),
                indices: vec![0],
            },
            LandingPad {
                cleanup: false,
                clauses: vec![(ClauseKind::Catch, a(0)), (ClauseKind::Filter, a(1))],
            },
            Freeze(a(0)),
        ]
    }

    #[test]
    fn mut_walker_visits_the_read_walkers_operands_in_order() {
        for mut k in samples() {
            let mut read = Vec::new();
            k.for_each_value_operand(|o| read.push(o));
            // The read-only walker yields switch case values; the mut one
            // leaves them to switch_case_values_mut.
            let cases: Vec<Operand> = k
                .switch_case_values_mut()
                .map(|c| Operand::Const(*c))
                .collect();
            read.retain(|o| !cases.contains(o));
            let mut seen = Vec::new();
            k.for_each_value_operand_mut(|o| {
                seen.push(*o);
                if let Operand::Arg(i) = o {
                    *i = ArgId::from_u32(i.as_u32() + 100);
                }
            });
            assert_eq!(read, seen, "{k:?}");
            // The replacements landed where the read walker finds them.
            let mut after = Vec::new();
            k.for_each_value_operand(|o| after.push(o));
            after.retain(|o| !cases.contains(o));
            let bumped: Vec<Operand> = seen
                .iter()
                .map(|o| match o {
                    Operand::Arg(i) => Operand::Arg(ArgId::from_u32(i.as_u32() + 100)),
                    o => *o,
                })
                .collect();
            assert_eq!(after, bumped, "{k:?}");
        }
    }

    #[test]
    fn switch_case_values_are_reachable_mutably() {
        let mut k = samples().swap_remove(4);
        for c in k.switch_case_values_mut() {
            *c = ConstId::from_u32(c.as_u32() + 10);
        }
        assert_eq!(
            k.value_operands(),
            [
                a(0),
                Operand::Const(ConstId::from_u32(15)),
                Operand::Const(ConstId::from_u32(16))
            ]
        );
    }

    #[test]
    fn successors_in_operand_order() {
        let expect: &[(&str, &[u32])] = &[
            ("ret", &[]),
            ("ret void", &[]),
            ("br", &[1]),
            ("condbr", &[1, 2]),
            ("switch", &[1, 2, 3]),
            ("indirectbr", &[1, 2, 1]),
            ("invoke", &[1, 2]),
            ("callbr", &[1, 2, 3]),
            ("resume", &[]),
            ("unreachable", &[]),
            ("cleanupret unwind", &[4]),
            ("cleanupret to caller", &[]),
            ("catchret", &[1]),
            ("catchswitch unwind", &[3, 1, 2]),
            ("catchswitch to caller", &[1]),
        ];
        let samples = samples();
        for (k, (what, want)) in samples.iter().zip(expect) {
            let it = k.successors();
            assert_eq!(it.len(), want.len(), "{what}");
            let got: Vec<u32> = it.map(|b| b.as_u32()).collect();
            assert_eq!(&got, want, "{what}");
        }
        // Everything past the terminators has none.
        for k in &samples[expect.len()..] {
            assert!(
                !k.is_terminator() && k.successors().next().is_none(),
                "{k:?}"
            );
        }
    }

    #[test]
    fn block_walker_visits_successors_then_phi_blocks() {
        for mut k in samples() {
            let want: Vec<BlockId> = match &k {
                InstKind::Phi { incoming, .. } => incoming.iter().map(|x| x.1).collect(),
                _ => k.successors().collect(),
            };
            let mut seen = Vec::new();
            k.for_each_block_mut(|b| {
                seen.push(*b);
                *b = BlockId::from_u32(b.as_u32() + 7);
            });
            assert_eq!(seen, want, "{k:?}");
            if !matches!(k, InstKind::Phi { .. }) {
                let after: Vec<u32> = k.successors().map(|b| b.as_u32()).collect();
                let bumped: Vec<u32> = want.iter().map(|b| b.as_u32() + 7).collect();
                assert_eq!(after, bumped, "{k:?}");
            }
        }
    }
}
