//! Instructions of a function body, held in the function's arena.

use crate::attributes::AttrList;
use crate::constants::ConstId;
use crate::metadata::MdId;
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

/// A use of a value: small and `Copy`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Operand {
    Const(ConstId),
    Arg(u32),
    Inst(InstId),
    /// A metadata node or string used as a value (`metadata !0`).
    Metadata(MdId),
    /// Function-local metadata (`metadata i32 %x`): index into `Function::local_md`.
    LocalMetadata(u32),
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

    /// Successor blocks of a terminator, in operand order (as LLVM stores them).
    pub fn successors(&self) -> Vec<BlockId> {
        match self {
            InstKind::Br(b) => vec![*b],
            InstKind::CondBr {
                then_dest,
                else_dest,
                ..
            } => vec![*then_dest, *else_dest],
            InstKind::Switch { default, cases, .. } => {
                let mut v = vec![*default];
                v.extend(cases.iter().map(|c| c.1));
                v
            }
            InstKind::IndirectBr { dests, .. } => dests.clone(),
            InstKind::Invoke { normal, unwind, .. } => vec![*normal, *unwind],
            InstKind::CallBr {
                default, indirect, ..
            } => {
                let mut v = vec![*default];
                v.extend(indirect.iter().copied());
                v
            }
            InstKind::CleanupRet { unwind, .. } => unwind.iter().copied().collect(),
            InstKind::CatchRet { dest, .. } => vec![*dest],
            InstKind::CatchSwitch {
                handlers, unwind, ..
            } => {
                let mut v: Vec<BlockId> = unwind.iter().copied().collect();
                v.extend(handlers.iter().copied());
                v
            }
            _ => Vec::new(),
        }
    }
}

/// An instruction's metadata attachments (kind, node). One fits inline,
/// in the space a `Vec` takes: most instructions with any have just
/// `!dbg`, and an allocation for each is a tenth of parsing a body.
pub type InstMd = smallvec::SmallVec<[(u32, MdId); 1]>;

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
