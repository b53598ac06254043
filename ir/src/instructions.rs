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
    /// A constant (or global value) from the module's constant table.
    Const(ConstId),
    /// The function's argument with this index.
    Arg(ArgId),
    /// The result of an instruction in the same function.
    Inst(InstId),
    /// A metadata node or string used as a value (`metadata !0`).
    Metadata(MdId),
    /// Function-local metadata (`metadata i32 %x`), in `Body::local_md`.
    LocalMetadata(LocalMdId),
    /// An inline-asm callee from the module's inline-asm table.
    InlineAsm(AsmId),
}

/// Bit flags of binary operators, casts, compares and GEPs (one namespace).
pub mod flags {
    /// `nuw`: no unsigned wrap (`add`, `sub`, `mul`, `shl`, `trunc`).
    pub const NUW: u32 = 1 << 0;
    /// `nsw`: no signed wrap (`add`, `sub`, `mul`, `shl`, `trunc`).
    pub const NSW: u32 = 1 << 1;
    /// `exact`: no nonzero bits shifted or divided out (`udiv`, `sdiv`, `lshr`, `ashr`).
    pub const EXACT: u32 = 1 << 2;
    /// `disjoint`: the operands have no set bit in common (`or`).
    pub const DISJOINT: u32 = 1 << 3;
    /// `nneg`: the operand is non-negative (`zext`, `uitofp`).
    pub const NNEG: u32 = 1 << 4;
    /// `samesign`: both operands have the same sign (`icmp`).
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
    /// `reassoc`: reassociation allowed.
    pub const REASSOC: u8 = 1 << 0;
    /// `nnan`: no NaN operands or results.
    pub const NNAN: u8 = 1 << 1;
    /// `ninf`: no infinite operands or results.
    pub const NINF: u8 = 1 << 2;
    /// `nsz`: the sign of a zero is insignificant.
    pub const NSZ: u8 = 1 << 3;
    /// `arcp`: a reciprocal may replace a division.
    pub const ARCP: u8 = 1 << 4;
    /// `contract`: floating-point contraction (fused multiply-add) allowed.
    pub const CONTRACT: u8 = 1 << 5;
    /// `afn`: approximate functions allowed.
    pub const AFN: u8 = 1 << 6;
    /// All flags set (printed as `fast`).
    pub const ALL: u8 = 0x7f;
}

/// A binary operator (the opcode of `Inst::Binary`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BinOp {
    /// `add`
    Add,
    /// `fadd`
    FAdd,
    /// `sub`
    Sub,
    /// `fsub`
    FSub,
    /// `mul`
    Mul,
    /// `fmul`
    FMul,
    /// `udiv`
    UDiv,
    /// `sdiv`
    SDiv,
    /// `fdiv`
    FDiv,
    /// `urem`
    URem,
    /// `srem`
    SRem,
    /// `frem`
    FRem,
    /// `shl`
    Shl,
    /// `lshr`
    LShr,
    /// `ashr`
    AShr,
    /// `and`
    And,
    /// `or`
    Or,
    /// `xor`
    Xor,
}

impl BinOp {
    /// Every binary operator, in declaration order.
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
    /// The `.ll` mnemonic (`add`, `fadd`, ...).
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
    /// The operator with this `.ll` mnemonic, if any.
    pub fn from_name(s: &[u8]) -> Option<BinOp> {
        BinOp::ALL.into_iter().find(|o| o.name().as_bytes() == s)
    }
    /// Whether this is a floating-point operator (`fadd`, `fsub`, `fmul`, `fdiv`, `frem`).
    pub fn is_float(self) -> bool {
        matches!(
            self,
            BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv | BinOp::FRem
        )
    }
}

/// A cast operator (the opcode of `Inst::Cast` and of cast constant expressions).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CastOp {
    /// `trunc`
    Trunc,
    /// `zext`
    ZExt,
    /// `sext`
    SExt,
    /// `fptoui`
    FPToUI,
    /// `fptosi`
    FPToSI,
    /// `uitofp`
    UIToFP,
    /// `sitofp`
    SIToFP,
    /// `fptrunc`
    FPTrunc,
    /// `fpext`
    FPExt,
    /// `ptrtoint`
    PtrToInt,
    /// `ptrtoaddr`
    PtrToAddr,
    /// `inttoptr`
    IntToPtr,
    /// `bitcast`
    BitCast,
    /// `addrspacecast`
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

    /// Every cast operator, in declaration order.
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
    /// The `.ll` mnemonic (`trunc`, `zext`, ...).
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
    /// The operator with this `.ll` mnemonic, if any.
    pub fn from_name(s: &[u8]) -> Option<CastOp> {
        CastOp::ALL.into_iter().find(|o| o.name().as_bytes() == s)
    }
}

/// An `icmp` predicate.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum IntPredicate {
    /// `eq`: equal.
    Eq,
    /// `ne`: not equal.
    Ne,
    /// `ugt`: unsigned greater than.
    Ugt,
    /// `uge`: unsigned greater or equal.
    Uge,
    /// `ult`: unsigned less than.
    Ult,
    /// `ule`: unsigned less or equal.
    Ule,
    /// `sgt`: signed greater than.
    Sgt,
    /// `sge`: signed greater or equal.
    Sge,
    /// `slt`: signed less than.
    Slt,
    /// `sle`: signed less or equal.
    Sle,
}

impl IntPredicate {
    /// Every integer predicate, in declaration order.
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
    /// The `.ll` spelling (`eq`, `ugt`, ...).
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
    /// The predicate with this `.ll` spelling, if any.
    pub fn from_name(s: &[u8]) -> Option<Self> {
        Self::ALL.into_iter().find(|o| o.name().as_bytes() == s)
    }
}

/// An `fcmp` predicate: `o*` are false when an operand is NaN, `u*` true.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FloatPredicate {
    /// `false`: always false.
    False,
    /// `oeq`: ordered and equal.
    Oeq,
    /// `ogt`: ordered and greater than.
    Ogt,
    /// `oge`: ordered and greater or equal.
    Oge,
    /// `olt`: ordered and less than.
    Olt,
    /// `ole`: ordered and less or equal.
    Ole,
    /// `one`: ordered and not equal.
    One,
    /// `ord`: neither operand is NaN.
    Ord,
    /// `uno`: either operand is NaN.
    Uno,
    /// `ueq`: unordered or equal.
    Ueq,
    /// `ugt`: unordered or greater than.
    Ugt,
    /// `uge`: unordered or greater or equal.
    Uge,
    /// `ult`: unordered or less than.
    Ult,
    /// `ule`: unordered or less or equal.
    Ule,
    /// `une`: unordered or not equal.
    Une,
    /// `true`: always true.
    True,
}

impl FloatPredicate {
    /// Every float predicate, in declaration order.
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
    /// The `.ll` spelling (`oeq`, `uno`, ...).
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
    /// The predicate with this `.ll` spelling, if any.
    pub fn from_name(s: &[u8]) -> Option<Self> {
        Self::ALL.into_iter().find(|o| o.name().as_bytes() == s)
    }
}

/// The memory ordering of an atomic operation.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Ordering {
    /// Not atomic (no ordering printed).
    NotAtomic,
    /// `unordered`
    Unordered,
    /// `monotonic`
    Monotonic,
    /// `acquire`
    Acquire,
    /// `release`
    Release,
    /// `acq_rel`
    AcqRel,
    /// `seq_cst`
    SeqCst,
}

impl Ordering {
    /// The `.ll` keyword; empty for `NotAtomic`.
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
    /// The ordering with this `.ll` keyword, if any (never `NotAtomic`).
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
/// others are named in `Module::sync_scopes` (made by
/// `Module::sync_scope`). Bitcode numbers scopes the same way.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct SyncScope(u32);

impl SyncScope {
    /// Its number: 0 `singlethread`, 1 system, then `Module::sync_scopes`
    /// from 2.
    pub fn as_u32(self) -> u32 {
        self.0
    }

    /// The named scope at `i` of `Module::sync_scopes`.
    pub fn named(i: usize) -> SyncScope {
        SyncScope(u32::try_from(i).expect("sync scope index fits u32") + 2)
    }

    /// The index of a named scope in `Module::sync_scopes`; `None` for
    /// `singlethread` and system.
    pub fn name_index(self) -> Option<usize> {
        self.0.checked_sub(2).map(|i| i as usize)
    }

    /// `syncscope("singlethread")`.
    pub const SINGLE_THREAD: SyncScope = SyncScope(0);
    /// The system scope (the default, printed without `syncscope`).
    pub const SYSTEM: SyncScope = SyncScope(1);
}

/// The ordering and synchronization scope of an atomic memory access.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Atomic {
    /// The memory ordering.
    pub ordering: Ordering,
    /// The synchronization scope.
    pub scope: SyncScope,
}

/// An `atomicrmw` operation.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum RmwOp {
    /// `xchg`
    Xchg,
    /// `add`
    Add,
    /// `sub`
    Sub,
    /// `and`
    And,
    /// `nand`
    Nand,
    /// `or`
    Or,
    /// `xor`
    Xor,
    /// `max` (signed)
    Max,
    /// `min` (signed)
    Min,
    /// `umax`
    UMax,
    /// `umin`
    UMin,
    /// `fadd`
    FAdd,
    /// `fsub`
    FSub,
    /// `fmax`
    FMax,
    /// `fmin`
    FMin,
    /// `fmaximum`
    FMaximum,
    /// `fminimum`
    FMinimum,
    /// `uinc_wrap`
    UIncWrap,
    /// `udec_wrap`
    UDecWrap,
    /// `usub_cond`
    USubCond,
    /// `usub_sat`
    USubSat,
}

impl RmwOp {
    /// Every read-modify-write operation, in declaration order.
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
    /// The `.ll` keyword (`xchg`, `umax`, `uinc_wrap`, ...).
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
    /// The operation with this `.ll` keyword, if any.
    pub fn from_name(s: &[u8]) -> Option<Self> {
        Self::ALL.into_iter().find(|o| o.name().as_bytes() == s)
    }
}

/// The tail-call marker of a `call`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TailKind {
    /// No marker.
    None,
    /// `tail`
    Tail,
    /// `musttail`
    MustTail,
    /// `notail`
    NoTail,
}

/// An operand bundle: `"deopt"(i32 1, ptr %p)`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Bundle {
    /// The bundle's tag (`"deopt"`, `"funclet"`, ...), as raw bytes.
    pub tag: Box<[u8]>,
    /// The bundle's inputs, in order.
    pub inputs: Vec<Operand>,
}

/// What `call`, `invoke` and `callbr` share.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CallData {
    /// The tail-call marker (`call` only).
    pub tail: TailKind,
    /// Calling convention number (0 = ccc).
    pub cc: u32,
    /// Fast-math flags (bits of [`fmf`]).
    pub fmf: u8,
    /// The call-site attributes (function, return and parameter slots).
    pub attrs: AttrList,
    /// The callee's function type.
    pub fn_ty: TypeId,
    /// The called value: a function, another pointer value or inline asm.
    pub callee: Operand,
    /// The arguments, in order.
    pub args: Vec<Operand>,
    /// The operand bundles, in order.
    pub bundles: Vec<Bundle>,
    /// Explicit `addrspace(N)` written on the call, if any.
    pub addrspace: Option<u32>,
}

/// The kind of a `landingpad` clause.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ClauseKind {
    /// `catch <typeinfo>`
    Catch,
    /// `filter <array of typeinfos>`
    Filter,
}

/// What an instruction does, with its operands.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum InstKind {
    /// `ret` with its value, or `ret void`.
    Ret(Option<Operand>),
    /// Unconditional `br label %dest`.
    Br(BlockId),
    /// Conditional `br i1 %cond, label %then, label %else`.
    CondBr {
        /// The `i1` condition.
        cond: Operand,
        /// The block taken when the condition is true.
        then_dest: BlockId,
        /// The block taken when the condition is false.
        else_dest: BlockId,
    },
    /// `switch`: jumps to the case whose value equals `cond`, else to `default`.
    Switch {
        /// The integer value switched on.
        cond: Operand,
        /// The block taken when no case matches.
        default: BlockId,
        /// The cases: (integer constant, destination block).
        cases: Vec<(ConstId, BlockId)>,
    },
    /// `indirectbr ptr %addr, [label ...]`.
    IndirectBr {
        /// The block address jumped to.
        addr: Operand,
        /// The possible destinations.
        dests: Vec<BlockId>,
    },
    /// `invoke`: a call that continues at `normal` or unwinds to `unwind`.
    Invoke {
        /// The call.
        call: Box<CallData>,
        /// The block where execution continues after a normal return.
        normal: BlockId,
        /// The landing-pad block taken on unwind.
        unwind: BlockId,
    },
    /// `callbr`: a call (inline asm with `goto` labels) with several continuations.
    CallBr {
        /// The call.
        call: Box<CallData>,
        /// The fallthrough block.
        default: BlockId,
        /// The indirect destinations.
        indirect: Vec<BlockId>,
    },
    /// `resume` of an in-flight exception.
    Resume(Operand),
    /// `unreachable`
    Unreachable,
    /// `cleanupret from %pad unwind ...`.
    CleanupRet {
        /// The `cleanuppad` this leaves.
        pad: Operand,
        /// The unwind destination; `None` for `unwind to caller`.
        unwind: Option<BlockId>,
    },
    /// `catchret from %pad to label %dest`.
    CatchRet {
        /// The `catchpad` this leaves.
        pad: Operand,
        /// The block where execution continues.
        dest: BlockId,
    },
    /// `catchswitch within %parent [label ...] unwind ...`.
    CatchSwitch {
        /// The enclosing pad (`none` at the top level).
        parent: Operand,
        /// The `catchpad` blocks.
        handlers: Vec<BlockId>,
        /// The unwind destination; `None` for `unwind to caller`.
        unwind: Option<BlockId>,
    },
    /// `catchpad within %catchswitch [args]`.
    CatchPad {
        /// The `catchswitch` this belongs to.
        parent: Operand,
        /// The personality-specific arguments.
        args: Vec<Operand>,
    },
    /// `cleanuppad within %parent [args]`.
    CleanupPad {
        /// The enclosing pad (`none` at the top level).
        parent: Operand,
        /// The personality-specific arguments.
        args: Vec<Operand>,
    },
    /// `fneg`
    FNeg {
        /// Fast-math flags (bits of [`fmf`]).
        fmf: u8,
        /// The negated value.
        operand: Operand,
    },
    /// A binary operator (`add`, `fmul`, `xor`, ...).
    Binary {
        /// The operator.
        op: BinOp,
        /// Wrap/exact/disjoint flags (bits of [`flags`]).
        flags: u32,
        /// Fast-math flags (bits of [`fmf`]).
        fmf: u8,
        /// The left operand.
        lhs: Operand,
        /// The right operand.
        rhs: Operand,
    },
    /// `alloca`: stack memory for a value of type `allocated`.
    Alloca {
        /// The type of each allocated element.
        allocated: TypeId,
        /// The element count (`alloca T, i32 %n`), if written.
        count: Option<Operand>,
        /// The alignment in bytes (readers fill in the layout's default when `align` is absent).
        align: Option<u64>,
        /// The address space of the result pointer.
        addrspace: u32,
        /// `inalloca`
        inalloca: bool,
        /// `swifterror`
        swifterror: bool,
    },
    /// `load`
    Load {
        /// The address loaded from.
        ptr: Operand,
        /// `volatile`
        volatile: bool,
        /// The ordering and scope of a `load atomic`.
        atomic: Option<Atomic>,
        /// The alignment in bytes (readers fill in the layout's default when `align` is absent).
        align: Option<u64>,
    },
    /// `store`
    Store {
        /// The value stored.
        value: Operand,
        /// The address stored to.
        ptr: Operand,
        /// `volatile`
        volatile: bool,
        /// The ordering and scope of a `store atomic`.
        atomic: Option<Atomic>,
        /// The alignment in bytes (readers fill in the layout's default when `align` is absent).
        align: Option<u64>,
    },
    /// `fence` with its ordering and scope.
    Fence(Atomic),
    /// `cmpxchg`: stores `new` at `ptr` if it holds `cmp`; yields `{ old, success }`.
    CmpXchg {
        /// The address.
        ptr: Operand,
        /// The expected value.
        cmp: Operand,
        /// The replacement value.
        new: Operand,
        /// `weak`: may fail spuriously.
        weak: bool,
        /// `volatile`
        volatile: bool,
        /// The ordering when the exchange happens.
        success: Ordering,
        /// The ordering when it does not.
        failure: Ordering,
        /// The synchronization scope.
        scope: SyncScope,
        /// The alignment in bytes (readers fill in the layout's default when `align` is absent).
        align: Option<u64>,
    },
    /// `atomicrmw`
    AtomicRmw {
        /// The operation.
        op: RmwOp,
        /// The address.
        ptr: Operand,
        /// The operand of the operation.
        value: Operand,
        /// `volatile`
        volatile: bool,
        /// The ordering and scope.
        atomic: Atomic,
        /// The alignment in bytes (readers fill in the layout's default when `align` is absent).
        align: Option<u64>,
    },
    /// `getelementptr`
    Gep {
        /// The type the first index steps over.
        source_ty: TypeId,
        /// `inbounds`/`nusw`/`nuw` (bits of [`flags`]).
        flags: u32,
        /// The base pointer (or vector of pointers).
        base: Operand,
        /// The indices, in order.
        indices: Vec<Operand>,
    },
    /// A cast (`trunc`, `zext`, `bitcast`, ...); the result type is the instruction's.
    Cast {
        /// The operator.
        op: CastOp,
        /// `nuw`/`nsw`/`nneg` (bits of [`flags`]).
        flags: u32,
        /// Fast-math flags (bits of [`fmf`]), for floating-point casts.
        fmf: u8,
        /// The value cast.
        value: Operand,
    },
    /// `icmp`
    ICmp {
        /// The predicate.
        pred: IntPredicate,
        /// `samesign` (bits of [`flags`]).
        flags: u32,
        /// The left operand.
        lhs: Operand,
        /// The right operand.
        rhs: Operand,
    },
    /// `fcmp`
    FCmp {
        /// The predicate.
        pred: FloatPredicate,
        /// Fast-math flags (bits of [`fmf`]).
        fmf: u8,
        /// The left operand.
        lhs: Operand,
        /// The right operand.
        rhs: Operand,
    },
    /// `phi`
    Phi {
        /// Fast-math flags (bits of [`fmf`]).
        fmf: u8,
        /// The incoming (value, predecessor block) pairs, in order.
        incoming: Vec<(Operand, BlockId)>,
    },
    /// `select i1 %cond, %then, %else` (the condition may be a vector of `i1`).
    Select {
        /// Fast-math flags (bits of [`fmf`]).
        fmf: u8,
        /// The condition.
        cond: Operand,
        /// The value when the condition is true.
        then_value: Operand,
        /// The value when the condition is false.
        else_value: Operand,
    },
    /// `call`
    Call(Box<CallData>),
    /// `va_arg`; the result type is the instruction's.
    VaArg {
        /// The `va_list` pointer.
        list: Operand,
    },
    /// `extractelement`
    ExtractElement {
        /// The vector.
        vector: Operand,
        /// The index.
        index: Operand,
    },
    /// `insertelement`
    InsertElement {
        /// The vector.
        vector: Operand,
        /// The inserted element.
        value: Operand,
        /// The index.
        index: Operand,
    },
    /// `shufflevector`
    ShuffleVector {
        /// The first vector.
        a: Operand,
        /// The second vector.
        b: Operand,
        /// The mask: indices into the concatenation of `a` and `b`; -1 is `poison`.
        mask: Vec<i32>,
    },
    /// `extractvalue`
    ExtractValue {
        /// The aggregate.
        agg: Operand,
        /// The constant indices into it.
        indices: Vec<u32>,
    },
    /// `insertvalue`
    InsertValue {
        /// The aggregate.
        agg: Operand,
        /// The inserted value.
        value: Operand,
        /// The constant indices into it.
        indices: Vec<u32>,
    },
    /// `landingpad`
    LandingPad {
        /// `cleanup`
        cleanup: bool,
        /// The `catch` and `filter` clauses, in order.
        clauses: Vec<(ClauseKind, Operand)>,
    },
    /// `freeze`
    Freeze(Operand),
}

impl InstKind {
    /// Whether this ends a basic block (`ret`, `br`, `switch`, `invoke`, `unreachable`, ...).
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
    /// The result type (`void` when the instruction yields no value).
    pub ty: TypeId,
    /// The result's name without `%`, if it has one.
    pub name: Option<Box<[u8]>>,
    /// The operation and its operands.
    pub kind: InstKind,
    /// Metadata attachments (kind id, node), `!dbg` included.
    pub md: InstMd,
    /// Debug records (`#dbg_value(...)`, ...) just before this instruction.
    pub dbg_records: crate::dbgrecord::DbgRecords,
}

impl Inst {
    /// An instruction of result type `ty` (`void` for none) with no name,
    /// attachments or debug records: how readers and transforms start one.
    pub fn new(ty: TypeId, kind: InstKind) -> Inst {
        Inst {
            ty,
            name: None,
            kind,
            md: InstMd::new(),
            dbg_records: crate::dbgrecord::DbgRecords::new(),
        }
    }
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
