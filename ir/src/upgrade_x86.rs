//! LLVM's upgrades of old x86 intrinsics (`upgradeX86IntrinsicCall` in its
//! AutoUpgrade): calls of SSE/AVX intrinsics that LLVM dropped are
//! rewritten into generic IR (`extractelement`/`fadd`/`insertelement`,
//! `shufflevector`, `sitofp`, `llvm.sqrt`, stores, compares) before the
//! call, and the old declaration goes.
//!
//! As in LLVM, the new instructions are unnamed (the old call's name is not
//! taken) and carry the call's `!dbg`. Only the families below are
//! expanded; any other x86 intrinsic LLVM would upgrade keeps its calls.
//! LLVM's builder folds what it builds from constants: the simple folds
//! (casts, compares, splats, selects of equal sides, a constant mask's
//! `bitcast` and `extractelement` expressions) are made here; a call that
//! would need another fold (a shuffle of constants, say) is kept.

use super::{cast, Emit, Rule, Upgrader};
use crate::constants::{ApInt, ConstId, ConstKind};
use crate::instructions::*;
use crate::metadata::Metadata;
use crate::module::Body;
use crate::types::{Type, TypeId};

/// One family of x86 intrinsics with the same expansion.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum X86 {
    /// `sse.{add,sub,mul,div}.ss`, `sse2.*.sd`: the operation on element 0.
    ScalarOp(BinOp),
    /// `sse.sqrt.ss`, `sse2.sqrt.sd`: `llvm.sqrt` of element 0.
    ScalarSqrt,
    /// `{sse,sse2,avx}.sqrt.p*`: `llvm.sqrt` of the vector.
    Sqrt,
    /// `sse.cvtsi2ss`, `sse2.cvtsi2sd`, `*.cvtsi642s*` (`sitofp`) and
    /// `avx512.cvtusi2sd` (`uitofp`) into element 0.
    IntToScalar(CastOp),
    /// `sse2.cvtss2sd`: `fpext` of element 0 of the second operand.
    ScalarExtend,
    /// `avx.vextractf128.*`, `avx2.vextracti128`.
    Extract128,
    /// `avx.vinsertf128.*`, `avx2.vinserti128`.
    Insert128,
    /// `{sse,sse2,avx}.storeu.*`: a store with `align 1`.
    StoreUnaligned,
    /// `avx.movnt.*`, `avx512.storent.*`: a `!nontemporal` store aligned
    /// to the vector's size.
    StoreNontemporal,
    /// `sse4a.movnt.ss/sd`: a `!nontemporal` store of element 0.
    StoreNontemporalScalar,
    /// `{sse2,avx2}.pcmp{eq,gt}.*`: `icmp` then `sext`.
    PCmp(IntPredicate),
    /// `avx512.cvt{b,w,d,q}2mask.*`: sign bits as an integer mask.
    ToMask,
    /// `sse41.pblendw`, `sse41.blendp*`, `avx.blend.p*`, `avx2.pblend{w,d}`:
    /// a `shufflevector` choosing lanes by the immediate's bits.
    Blend,
    /// `sse2.cvtdq2p{d,s}`, `avx.cvtdq2.p{d,s}.256` (`sitofp`, named `cvt`),
    /// `sse2.cvtps2pd`, `avx.cvt.ps2.pd.256` (`fpext`, named `cvtps2pd`),
    /// and the `avx512.mask.cvt*` ones (`uitofp` for `cvtu*`; with a
    /// rounding operand other than 4, `avx512.{s,u}itofp.round`), then the
    /// mask.
    ConvertVector { unsigned: bool },
    /// `{sse41,avx2}.pmov{s,z}x*`: the low lanes, sign- or zero-extended.
    PMovExt(CastOp),
    /// `vcvtph2ps.*`: the low lanes as `half`, `fpext` (named `cvtph2ps`).
    HalfToFloat,
    /// `fma.vf{,n}m{add,sub}.*`: `llvm.fma` with negations (on element 0
    /// for the scalar forms).
    Fma {
        neg_mul: bool,
        neg_acc: bool,
        scalar: bool,
    },
    /// `fma4.vfmadd.s{s,d}`: `llvm.fma` on element 0, into a zero vector.
    Fma4Scalar,
    /// `{sse2,avx2}.pmulu.dq` (`and` with the low 32 bits) and
    /// `sse41.pmuldq`, `avx2.pmul.dq` (`shl` and `ashr` by 32), then `mul`.
    PMulDq { signed: bool },
    /// The VNNI dot products (`avx512.vpdp{busd,wssd}*`,
    /// `avx2.vpdp{b,w}*`) declared on `i32` vectors: LLVM 22 takes `i8` or
    /// `i16` vectors; calls bitcast operands 1 and 2 (the new call keeps
    /// the old one's name).
    DotProduct,
    /// Lane-wise operations into generic IR (the table in [`lanes`]); the
    /// masked forms (called with `masked_args` arguments, the last two the
    /// pass-through vector and the integer mask) then choose lanes with a
    /// `select`.
    Lanes { op: LaneOp, masked_args: u8 },
    /// `avx.vperm2f128.*`, `avx2.vperm2i128`: a two-source shuffle of
    /// 128-bit halves (or zeros) by the immediate.
    Perm2x128,
    /// `*.movntdqa`: a `!nontemporal` load aligned to the vector's size.
    LoadNontemporal,
    /// `avx.vbroadcast.s*`, `avx512.vbroadcast.s*`: a scalar load inserted
    /// into every lane.
    BroadcastLoad,
    /// `avx.vbroadcastf128.*`, `avx2.vbroadcasti128`: a 128-bit load
    /// (`align 1`) repeated.
    Broadcast128,
    /// `sse42.crc32.64.8`: `sse42.crc32.32.8` on the truncated value.
    Crc32x64,
    /// `fma.vfmsubadd.p*`: `fma.vfmaddsub.p*` with the addend negated.
    FmSubAdd,
    /// `avx512.ptestm.*` (`ne`) / `avx512.ptestnm.*` (`eq`): `and`, a
    /// compare with zero, then the mask, as an integer.
    TestMask(IntPredicate),
    /// `avx512.mask.pcmp{eq,gt}.*` (`code` given), `avx512.mask.cmp.*`
    /// (signed) and `avx512.mask.ucmp.*` on integers (`code` the
    /// immediate): a compare, then the mask, as an integer.
    CompareMask { code: Option<u8>, signed: bool },
    /// `avx512.mask.vpermi2var.*` (`index`), `avx512.mask.vpermt2var.*`,
    /// `avx512.maskz.vpermt2var.*` (`zero`): `avx512.vpermi2var.*` (the
    /// first two operands swapped unless `index`), then the mask.
    Perm2Var { zero: bool, index: bool },
    /// `avx512.mask.*` operations that became the unmasked intrinsic named
    /// (on all operands but the last two) and a mask `select`.
    MaskedIntrinsic(&'static str),
    /// `avx512.mask.ps{ll,rl,ra}*`: as [`X86::MaskedIntrinsic`], the
    /// intrinsic found by [`masked_shift`].
    MaskedShift(crate::intrinsics::IntrinsicId),
    /// `sse41.{insertps,dppd,dpps,mpsadbw}`, `avx.dp.ps.256`,
    /// `avx2.mpsadbw` declared with an `i32` immediate: the new declaration
    /// takes an `i8` (the call's immediate truncated, named `trunc`).
    Imm8,
    /// `avx512bf16.cvtne2ps2bf16.*`, `avx512bf16.cvtneps2bf16.*` and
    /// `avx512bf16.mask.cvtneps2bf16.128` declared returning `i16`
    /// vectors: the new call (named as the old one) returns `bfloat`
    /// vectors, bitcast back to `i16` ones.
    Bf16Convert,
    /// `avx512.{mask,mask3,maskz}.vf{,n}m{add,sub}.{p,s}*`: `llvm.fma`
    /// (or, with a rounding operand other than 4, `avx512.vfmadd.*`)
    /// with negations, then the mask (on element 0 for the scalar forms).
    MaskFma {
        form: MaskForm,
        neg_mul: bool,
        neg_acc: bool,
        scalar: bool,
    },
    /// `avx512.{mask,mask3,maskz}.vfmaddsub.p*`, `avx512.mask3.vfmsubadd.p*`:
    /// two `llvm.fma` interleaved (or `avx512.vfmaddsub.*` with a rounding
    /// operand), then the mask.
    MaskFmAddSub { form: MaskForm, sub_add: bool },
    /// `avx512.{mask,maskz}.{vpmadd52*,vpdp*,pternlog}.*`: the unmasked
    /// intrinsic on all operands but the mask (operands 1 and 2 bitcast to
    /// `narrow`-bit lanes for the VNNI dot products), then the mask,
    /// choosing operand 0 or zeros.
    MaskedOnFirst {
        target: &'static str,
        zero: bool,
        narrow: u8,
    },
    /// `avx512.mask.vpshufbitqmb.*`: the unmasked intrinsic's `i1` lanes
    /// and-ed with the mask, as an integer.
    BitShuffleMask,
    /// `avx512.broadcastm{b,w}.*`: the mask zero-extended and splat.
    BroadcastMask,
    /// `avx512.mask.store{,u}.*` and `.store.ss` (`scalar`: bit 0 of the
    /// mask only): `llvm.masked.store` (a plain store for an all-ones
    /// mask), aligned to the vector's size or to 1.
    MaskStore { aligned: bool, scalar: bool },
    /// `avx512.mask.load{,u}.*`: `llvm.masked.load` (a plain load for an
    /// all-ones mask).
    MaskLoad { aligned: bool },
    /// `avx512.mask.expand.load.*`: `llvm.masked.expandload`.
    ExpandLoad,
    /// `avx512.mask.compress.store.*`: `llvm.masked.compressstore`.
    CompressStore,
    /// `avx512.mask.{compress,expand}.*`: the overloaded
    /// `avx512.mask.{compress,expand}` taking the mask as `i1` lanes.
    CompressExpand { compress: bool },
    /// `addcarry{,x}.u{32,64}`, `subborrow.u{32,64}` (the intrinsic named
    /// on the first three operands) and `rdtscp` declared with a pointer
    /// (the new declaration, taking the old call's name): the call returns
    /// a pair; its second half is stored (`align 1`) through the pointer
    /// operand, its first replaces the old result.
    PairStore(Option<&'static str>),
    /// `xop.vpermil2p*` declared with a floating-point selector: the new
    /// declaration takes integer lanes (the call bitcasts operand 2 and
    /// keeps its name).
    XopPermil2,
    /// `xop.vfrcz.s{s,d}` declared with two operands: the new call takes
    /// the second only (and keeps the name).
    XopFrcz,
    /// `xop.vpcom*`: `icmp` by the predicate in the name (or, called with
    /// three operands, the immediate), then `sext`; `false` and `true`
    /// give a constant.
    XopCompare { code: Option<u8>, signed: bool },
    /// `xop.vpcmov*`: the bits of the first operand where the third has
    /// ones, else those of the second.
    XopCmov,
    /// `xop.vprot*`, `avx512.{,mask.}pro{l,r}*`: `llvm.fshl`/`fshr` of the
    /// value with itself (then the mask, with four operands).
    Rotate { right: bool },
    /// `avx512.{,mask.,maskz.}vpsh{l,r}d*`: `llvm.fshl`/`fshr` of two
    /// values (then the mask, choosing the first operand, the operand
    /// before the mask, or zeros for `maskz`).
    ConcatShift { right: bool, zero: bool },
    /// `sse2.psll.dq`, `avx2.psll.dq` (`bits`: the shift counted in bits),
    /// their `.bs` forms and `avx512.psll.dq.512` (in bytes), and the
    /// `psrl` ones: a byte shuffle that brings in zeros per 128-bit lane,
    /// between bitcasts (both named `cast`).
    ByteShift { left: bool, bits: bool },
    /// `sse2.storel.dq`: the low 64 bits stored (`align 1`).
    StoreLow,
    /// `avx512.k{and,andn,or,xor,xnor,not}.w`, `avx512.kortest{z,c}.w`
    /// and `avx512.kunpck.*`: the masks as `i1` lanes.
    MaskReg(KOp),
    /// `avx512.cvtmask2*`: the mask's lanes sign-extended (named `vpmovm2`).
    MaskToVector,
    /// `avx512.mask.fpclass.p*`: `avx512.fpclass.p*`, then the mask, as an
    /// integer.
    FpClass,
    /// `avx512.cmp.p*`: `avx512.mask.cmp.p*` with an all-ones mask.
    FpCompare,
    /// `avx512.mask.cmp.p*` declared returning an integer: the new
    /// declaration returns and takes `i1` lanes (the call keeps its name).
    FpCompareMask,
    /// Shuffles by an immediate (or by the name), then a mask when the call
    /// has one (see [`Shuf`]).
    Shuffle(Shuf),
    /// `avx512.mask.{add,sub,mul,div}.p*` (`fadd`..., or at 512 bits the
    /// `avx512.*.512` intrinsic with the rounding operand) and
    /// `avx512.mask.{max,min}.p*.512`, then the mask.
    MaskArith(&'static str),
    /// `avx512.mask.sqrt.p*`: `llvm.sqrt` (or `avx512.sqrt.p*.512` with a
    /// rounding operand other than 4), then the mask.
    MaskSqrt,
    /// `avx512.mask.move.s{s,d}`: element 0 of the second operand or of
    /// the third by bit 0 of the mask, into the first.
    MaskMove,
}

/// An operation on AVX-512 mask registers ([`X86::MaskReg`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum KOp {
    And,
    AndN,
    Or,
    Xor,
    XNor,
    Not,
    /// `kortestz` (`false`: compare with zero) or `kortestc` (all ones).
    OrTest(bool),
    Unpack,
}

/// The lanes an [`X86::Shuffle`] picks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Shuf {
    /// `avx512.mask.palignr.*`, `avx512.mask.valign.*` (named `palignr`).
    Align { valign: bool },
    /// `avx512.mask.shuf.{i,f}*`: 128-bit blocks of both operands.
    Blocks,
    /// `avx512.mask.broadcast{f,i}*`: the operand repeated.
    Repeat,
    /// `avx512.mask.perm.{df,di}.*`: lanes within groups of four.
    PermImm,
    /// `avx512.mask.shuf.p{s,d}.*`.
    ShufP,
    /// `avx512.mask.mov{d,sl,sh}dup.*` (`true` for `movshdup`).
    Dup(bool),
    /// `avx512.mask.{p,}unpck{l,h}*` (`true` for the high halves).
    Unpack(bool),
    /// `avx512.mask.vextract*`.
    Extract,
    /// `avx512.mask.insert*`.
    Insert,
}

/// Where a masked FMA's unselected lanes come from: operand 0
/// (`avx512.mask.`), operand 2 (`avx512.mask3.`) or zeros (`avx512.maskz.`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum MaskForm {
    Mask,
    Mask3,
    MaskZ,
}

/// The masked FMA family of `name`, as LLVM names them.
fn mask_fma(name: &str) -> Option<X86> {
    let (form, t) = if let Some(t) = name.strip_prefix("avx512.mask.") {
        (MaskForm::Mask, t)
    } else if let Some(t) = name.strip_prefix("avx512.mask3.") {
        (MaskForm::Mask3, t)
    } else {
        (MaskForm::MaskZ, name.strip_prefix("avx512.maskz.")?)
    };
    let (op, kind) = t.split_once('.')?;
    if !kind.starts_with('p') && !kind.starts_with('s') {
        return None;
    }
    let scalar = kind.starts_with('s');
    use MaskForm::*;
    // The forms LLVM expands (others of these names it does not know).
    let known = match (op, form) {
        ("vfmadd", _) => true,
        ("vfmsub" | "vfnmsub", Mask3) => true,
        ("vfnmadd" | "vfnmsub", Mask) => !scalar,
        ("vfmaddsub", _) | ("vfmsubadd", Mask3) => !scalar,
        _ => false,
    };
    if !known {
        return None;
    }
    if op == "vfmaddsub" || op == "vfmsubadd" {
        return Some(X86::MaskFmAddSub {
            form,
            sub_add: op == "vfmsubadd",
        });
    }
    let neg_mul = op.starts_with("vfn");
    Some(X86::MaskFma {
        form,
        neg_mul,
        neg_acc: op.ends_with("sub"),
        scalar,
    })
}

/// What a [`X86::Lanes`] intrinsic computes before its mask.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum LaneOp {
    /// `avx512.mask.{padd,psub,pmull}.*`.
    Bin(BinOp),
    /// `avx512.mask.{and,or,xor,andn}.*` (and the `p` forms): on integer
    /// lanes, the first operand inverted first for `andn`.
    Logic(BinOp, bool),
    /// `llvm.{smax,umin,sadd.sat,...}` of the two operands.
    Intrinsic2(&'static str),
    /// `llvm.abs(a, false)`.
    Abs,
    /// `llvm.ctlz(a, false)` (`avx512.mask.lzcnt.*`).
    Ctlz,
    /// `avx512.mask.pbroadcast*`: a scalar splat as wide as the
    /// pass-through.
    Splat,
    /// `avx2.pbroadcast*`, `avx2.vbroadcast.*`, `avx512.pbroadcast*`,
    /// `avx512.mask.broadcast.s*`: lane 0 of the operand in every lane.
    BroadcastLane,
    /// `avx512.mask.pmov.{qd,wb}.{256,512}`: `trunc` to the pass-through.
    Trunc,
    /// `avx.vpermil.*`, `sse2.pshuf.d`, `avx512.mask.vpermil.p*`,
    /// `avx512.mask.pshuf.d.*`: lanes by the immediate's fields.
    Permil,
    /// `sse2.pshufl.w` and `.pshufh.w` (and their masked forms): the low
    /// (`false`) or high four words of each 128 bits by the immediate.
    PShufW(bool),
}

/// The lane-wise family of `name` (see [`LaneOp`]), if it is one.
fn lanes(name: &str) -> Option<X86> {
    use LaneOp::*;
    let lanes = |op: LaneOp, masked_args: u8| Some(X86::Lanes { op, masked_args });
    let pre = |p: &str| name.starts_with(p);
    // min/max and saturating add/sub: the old names, plain or masked.
    const MINMAX: [(&str, &str); 4] = [
        ("pmaxs", "llvm.smax"),
        ("pmaxu", "llvm.umax"),
        ("pmins", "llvm.smin"),
        ("pminu", "llvm.umin"),
    ];
    for (op, intr) in MINMAX {
        let sse = match op {
            "pmaxs" => ["sse41.pmaxsb", "sse2.pmaxs.w", "sse41.pmaxsd"],
            "pmaxu" => ["sse2.pmaxu.b", "sse41.pmaxuw", "sse41.pmaxud"],
            "pmins" => ["sse41.pminsb", "sse2.pmins.w", "sse41.pminsd"],
            _ => ["sse2.pminu.b", "sse41.pminuw", "sse41.pminud"],
        };
        if sse.contains(&name) || pre(&format!("avx2.{op}")) || pre(&format!("avx512.mask.{op}")) {
            return lanes(Intrinsic2(intr), 4);
        }
    }
    const SAT: [(&str, &str, bool); 4] = [
        ("padds.", "llvm.sadd.sat", true),
        ("psubs.", "llvm.ssub.sat", true),
        ("paddus.", "llvm.uadd.sat", false),
        ("psubus.", "llvm.usub.sat", false),
    ];
    for (op, intr, plain512) in SAT {
        if pre(&format!("sse2.{op}"))
            || pre(&format!("avx2.{op}"))
            || (plain512 && pre(&format!("avx512.{op}")))
            || pre(&format!("avx512.mask.{op}"))
        {
            return lanes(Intrinsic2(intr), 4);
        }
    }
    if matches!(
        name,
        "ssse3.pabs.b.128" | "ssse3.pabs.w.128" | "ssse3.pabs.d.128"
    ) || pre("avx2.pabs")
        || pre("avx512.mask.pabs")
    {
        return lanes(Abs, 3);
    }
    let logic = [
        ("and.", BinOp::And, false),
        ("pand.", BinOp::And, false),
        ("andn.", BinOp::And, true),
        ("pandn.", BinOp::And, true),
        ("or.", BinOp::Or, false),
        ("por.", BinOp::Or, false),
        ("xor.", BinOp::Xor, false),
        ("pxor.", BinOp::Xor, false),
    ];
    if let Some(t) = name.strip_prefix("avx512.mask.") {
        for (p, op, not) in logic {
            if t.starts_with(p) {
                return lanes(Logic(op, not), 4);
            }
        }
        for (p, op) in [
            ("padd.", BinOp::Add),
            ("psub.", BinOp::Sub),
            ("pmull.", BinOp::Mul),
        ] {
            if t.starts_with(p) {
                return lanes(Bin(op), 4);
            }
        }
        if t.starts_with("lzcnt.") {
            return lanes(Ctlz, 3);
        }
        if t.starts_with("pbroadcast") {
            return lanes(Splat, 3);
        }
        if matches!(
            t,
            "pmov.qd.256" | "pmov.qd.512" | "pmov.wb.256" | "pmov.wb.512"
        ) {
            return lanes(Trunc, 3);
        }
        if t.starts_with("broadcast.s") {
            return lanes(BroadcastLane, 3);
        }
        if t.starts_with("vpermil.p") || t.starts_with("pshuf.d.") {
            return lanes(Permil, 4);
        }
        if t.starts_with("pshufl.w.") {
            return lanes(PShufW(false), 4);
        }
        if t.starts_with("pshufh.w.") {
            return lanes(PShufW(true), 4);
        }
    }
    if pre("avx2.pbroadcast") || pre("avx2.vbroadcast") || pre("avx512.pbroadcast") {
        return lanes(BroadcastLane, 3);
    }
    if pre("avx.vpermil.") || name == "sse2.pshuf.d" {
        return lanes(Permil, 4);
    }
    match name {
        "sse2.pshufl.w" => lanes(PShufW(false), 4),
        "sse2.pshufh.w" => lanes(PShufW(true), 4),
        _ => None,
    }
}

/// The unmasked intrinsic an `avx512.mask.{t}` call returning `bits`-wide
/// vectors of `elt`-bit lanes (`float` ones or not) becomes, as LLVM's
/// `upgradeAVX512MaskToSelect` maps them.
fn mask_to_select(t: &str, bits: u32, elt: u32, float: bool) -> Option<&'static str> {
    let by_width = |names: [&'static str; 3]| match bits {
        128 => Some(names[0]),
        256 => Some(names[1]),
        512 => Some(names[2]),
        _ => None,
    };
    let pre = |p: &str| t.starts_with(p);
    if pre("conflict.") || pre("pavg.") {
        let k = if pre("pavg.") { 5 } else { 9 };
        let names = match (pre("pavg."), t.as_bytes().get(k)) {
            (false, Some(b'd')) => ["conflict.d.128", "conflict.d.256", "conflict.d.512"],
            (false, Some(b'q')) => ["conflict.q.128", "conflict.q.256", "conflict.q.512"],
            (true, Some(b'b')) => ["sse2.pavg.b", "avx2.pavg.b", "avx512.pavg.b.512"],
            (true, Some(b'w')) => ["sse2.pavg.w", "avx2.pavg.w", "avx512.pavg.w.512"],
            _ => return None,
        };
        let full = |n: &str| -> &'static str {
            match n {
                "conflict.d.128" => "llvm.x86.avx512.conflict.d.128",
                "conflict.d.256" => "llvm.x86.avx512.conflict.d.256",
                "conflict.d.512" => "llvm.x86.avx512.conflict.d.512",
                "conflict.q.128" => "llvm.x86.avx512.conflict.q.128",
                "conflict.q.256" => "llvm.x86.avx512.conflict.q.256",
                "conflict.q.512" => "llvm.x86.avx512.conflict.q.512",
                "sse2.pavg.b" => "llvm.x86.sse2.pavg.b",
                "avx2.pavg.b" => "llvm.x86.avx2.pavg.b",
                "avx512.pavg.b.512" => "llvm.x86.avx512.pavg.b.512",
                "sse2.pavg.w" => "llvm.x86.sse2.pavg.w",
                "avx2.pavg.w" => "llvm.x86.avx2.pavg.w",
                _ => "llvm.x86.avx512.pavg.w.512",
            }
        };
        return by_width([full(names[0]), full(names[1]), full(names[2])]);
    }
    // By width and lane size: 128/32, 128/64, 256/32, 256/64, 512/32,
    // 512/64 (max and min at 512 bits have their own upgrade).
    const BY_LANES: [(&str, [&str; 6]); 3] = [
        (
            "max.p",
            [
                "llvm.x86.sse.max.ps",
                "llvm.x86.sse2.max.pd",
                "llvm.x86.avx.max.ps.256",
                "llvm.x86.avx.max.pd.256",
                "",
                "",
            ],
        ),
        (
            "min.p",
            [
                "llvm.x86.sse.min.ps",
                "llvm.x86.sse2.min.pd",
                "llvm.x86.avx.min.ps.256",
                "llvm.x86.avx.min.pd.256",
                "",
                "",
            ],
        ),
        (
            "vpermilvar.",
            [
                "llvm.x86.avx.vpermilvar.ps",
                "llvm.x86.avx.vpermilvar.pd",
                "llvm.x86.avx.vpermilvar.ps.256",
                "llvm.x86.avx.vpermilvar.pd.256",
                "llvm.x86.avx512.vpermilvar.ps.512",
                "llvm.x86.avx512.vpermilvar.pd.512",
            ],
        ),
    ];
    if let Some((_, names)) = BY_LANES.iter().find(|(p, _)| pre(p)) {
        let row = match bits {
            128 => 0,
            256 => 2,
            512 => 4,
            _ => return None,
        };
        let col = match elt {
            32 => 0,
            64 => 1,
            _ => return None,
        };
        return Some(names[row + col]).filter(|n| !n.is_empty());
    }
    match t {
        "cvtpd2dq.256" => return Some("llvm.x86.avx.cvt.pd2dq.256"),
        "cvtpd2ps.256" => return Some("llvm.x86.avx.cvt.pd2.ps.256"),
        "cvttpd2dq.256" => return Some("llvm.x86.avx.cvtt.pd2dq.256"),
        "cvttps2dq.128" => return Some("llvm.x86.sse2.cvttps2dq"),
        "cvttps2dq.256" => return Some("llvm.x86.avx.cvtt.ps2dq.256"),
        _ => {}
    }
    if pre("permvar.") {
        return match (bits, elt, float) {
            (256, 32, true) => Some("llvm.x86.avx2.permps"),
            (256, 32, false) => Some("llvm.x86.avx2.permd"),
            (256, 64, true) => Some("llvm.x86.avx512.permvar.df.256"),
            (256, 64, false) => Some("llvm.x86.avx512.permvar.di.256"),
            (512, 32, true) => Some("llvm.x86.avx512.permvar.sf.512"),
            (512, 32, false) => Some("llvm.x86.avx512.permvar.si.512"),
            (512, 64, true) => Some("llvm.x86.avx512.permvar.df.512"),
            (512, 64, false) => Some("llvm.x86.avx512.permvar.di.512"),
            (_, 16, _) => by_width([
                "llvm.x86.avx512.permvar.hi.128",
                "llvm.x86.avx512.permvar.hi.256",
                "llvm.x86.avx512.permvar.hi.512",
            ]),
            (_, 8, _) => by_width([
                "llvm.x86.avx512.permvar.qi.128",
                "llvm.x86.avx512.permvar.qi.256",
                "llvm.x86.avx512.permvar.qi.512",
            ]),
            _ => None,
        };
    }
    const TABLE: [(&str, [&str; 3]); 12] = [
        (
            "pshuf.b.",
            [
                "llvm.x86.ssse3.pshuf.b.128",
                "llvm.x86.avx2.pshuf.b",
                "llvm.x86.avx512.pshuf.b.512",
            ],
        ),
        (
            "pmul.hr.sw.",
            [
                "llvm.x86.ssse3.pmul.hr.sw.128",
                "llvm.x86.avx2.pmul.hr.sw",
                "llvm.x86.avx512.pmul.hr.sw.512",
            ],
        ),
        (
            "pmulh.w.",
            [
                "llvm.x86.sse2.pmulh.w",
                "llvm.x86.avx2.pmulh.w",
                "llvm.x86.avx512.pmulh.w.512",
            ],
        ),
        (
            "pmulhu.w.",
            [
                "llvm.x86.sse2.pmulhu.w",
                "llvm.x86.avx2.pmulhu.w",
                "llvm.x86.avx512.pmulhu.w.512",
            ],
        ),
        (
            "pmaddw.d.",
            [
                "llvm.x86.sse2.pmadd.wd",
                "llvm.x86.avx2.pmadd.wd",
                "llvm.x86.avx512.pmaddw.d.512",
            ],
        ),
        (
            "pmaddubs.w.",
            [
                "llvm.x86.ssse3.pmadd.ub.sw.128",
                "llvm.x86.avx2.pmadd.ub.sw",
                "llvm.x86.avx512.pmaddubs.w.512",
            ],
        ),
        (
            "packsswb.",
            [
                "llvm.x86.sse2.packsswb.128",
                "llvm.x86.avx2.packsswb",
                "llvm.x86.avx512.packsswb.512",
            ],
        ),
        (
            "packssdw.",
            [
                "llvm.x86.sse2.packssdw.128",
                "llvm.x86.avx2.packssdw",
                "llvm.x86.avx512.packssdw.512",
            ],
        ),
        (
            "packuswb.",
            [
                "llvm.x86.sse2.packuswb.128",
                "llvm.x86.avx2.packuswb",
                "llvm.x86.avx512.packuswb.512",
            ],
        ),
        (
            "packusdw.",
            [
                "llvm.x86.sse41.packusdw",
                "llvm.x86.avx2.packusdw",
                "llvm.x86.avx512.packusdw.512",
            ],
        ),
        (
            "dbpsadbw.",
            [
                "llvm.x86.avx512.dbpsadbw.128",
                "llvm.x86.avx512.dbpsadbw.256",
                "llvm.x86.avx512.dbpsadbw.512",
            ],
        ),
        (
            "pmultishift.qb.",
            [
                "llvm.x86.avx512.pmultishift.qb.128",
                "llvm.x86.avx512.pmultishift.qb.256",
                "llvm.x86.avx512.pmultishift.qb.512",
            ],
        ),
    ];
    TABLE
        .iter()
        .find(|(p, _)| pre(p))
        .and_then(|(_, names)| by_width(*names))
}

/// The shift intrinsic LLVM's upgrade of `avx512.mask.{t}` calls (`t`
/// starting `psll`, `psrl` or `psra`): by the name's immediate (`i`) or
/// variable (`v`) marker, lane size and width.
fn masked_shift(t: &str) -> Option<crate::intrinsics::IntrinsicId> {
    let b = t.as_bytes();
    let op = t
        .get(1..4)
        .filter(|o| matches!(*o, "sll" | "srl" | "sra"))?;
    let at = |i: usize| b.get(i).copied().unwrap_or(0);
    let imm = at(4) == b'i' || at(6) == b'i';
    let var = at(4) == b'v';
    let size = match (at(4), at(5), at(6)) {
        (b'.', s, _) => s,
        (_, b'.', s) => s,
        (_, _, b'.') => at(7),
        _ => at(8),
    };
    let kind = if imm {
        "i"
    } else if var {
        "v"
    } else {
        ""
    };
    let name = if var && at(5) != b'.' {
        let tail = match (size, at(5)) {
            (b'd', b'2') => "avx2.{p}v.q",
            (b'd', b'4') => "avx2.{p}v.q.256",
            (b's', b'4') => "avx2.{p}v.d",
            (b's', b'8') => "avx2.{p}v.d.256",
            (b'h', b'8') => "avx512.{p}v.w.128",
            (b'h', b'1') => "avx512.{p}v.w.256",
            _ if t.get(5..7) == Some("32") => "avx512.{p}v.w.512",
            _ => return None,
        };
        tail.replace("{p}", &format!("p{op}"))
    } else {
        let width = if t.ends_with(".128") {
            128
        } else if t.ends_with(".256") {
            256
        } else {
            512
        };
        // Only `psra` on quadwords has 128- and 256-bit AVX-512 forms.
        match (size, width) {
            (b'q', 128 | 256) if op == "sra" => format!("avx512.p{op}{kind}.q.{width}"),
            (b'd' | b'q' | b'w', 128) => {
                let i = if imm { "i" } else { "" };
                format!("sse2.p{op}{i}.{}", size as char)
            }
            (b'd' | b'q' | b'w', 256) => {
                let i = if imm { "i" } else { "" };
                format!("avx2.p{op}{i}.{}", size as char)
            }
            (b'd' | b'q', _) => format!("avx512.p{op}{kind}.{}.512", size as char),
            (b'w', _) => {
                let i = if imm { "i" } else { "" };
                format!("avx512.p{op}{i}.w.512")
            }
            _ => return None,
        }
    };
    crate::intrinsics::lookup(format!("llvm.x86.{name}").as_bytes())
}

/// The element width LLVM 22's VNNI dot product `name` takes its
/// operands 1 and 2 in, if it is one.
fn dot_product_elements(name: &str) -> Option<u32> {
    let (isa, rest) = name.split_once(".vpdp")?;
    let op = rest.rsplit_once('.').map_or(rest, |x| x.0);
    match isa {
        "avx512" => match op {
            "busd" | "busds" => Some(8),
            "wssd" | "wssds" => Some(16),
            _ => None,
        },
        "avx2" => match op {
            "bssd" | "bssds" | "bsud" | "bsuds" | "buud" | "buuds" => Some(8),
            "wsud" | "wsuds" | "wusd" | "wusds" | "wuud" | "wuuds" => Some(16),
            _ => None,
        },
        _ => None,
    }
}

/// The family of x86 intrinsic `name` (without `llvm.x86.`), if it is one
/// this module expands.
fn family(name: &str) -> Option<X86> {
    use X86::*;
    let scalar_op = |op: &str| match op {
        "add" => Some(BinOp::FAdd),
        "sub" => Some(BinOp::FSub),
        "mul" => Some(BinOp::FMul),
        "div" => Some(BinOp::FDiv),
        _ => None,
    };
    if let Some(op) = name
        .strip_prefix("sse.")
        .and_then(|t| t.strip_suffix(".ss"))
        .or_else(|| {
            name.strip_prefix("sse2.")
                .and_then(|t| t.strip_suffix(".sd"))
        })
    {
        if let Some(op) = scalar_op(op) {
            return Some(ScalarOp(op));
        }
    }
    Some(match name {
        "sse.sqrt.ss" | "sse2.sqrt.sd" => ScalarSqrt,
        "sse.cvtsi2ss" | "sse2.cvtsi2sd" | "sse.cvtsi642ss" | "sse2.cvtsi642sd" => {
            IntToScalar(CastOp::SIToFP)
        }
        "avx512.cvtusi2sd" => IntToScalar(CastOp::UIToFP),
        "sse2.cvtss2sd" => ScalarExtend,
        "avx2.vextracti128" => Extract128,
        "avx2.vinserti128" => Insert128,
        "sse4a.movnt.ss" | "sse4a.movnt.sd" => StoreNontemporalScalar,
        "sse41.pblendw" | "avx2.pblendw" => Blend,
        "sse2.cvtdq2pd" | "sse2.cvtdq2ps" | "avx.cvtdq2.pd.256" | "avx.cvtdq2.ps.256"
        | "sse2.cvtps2pd" | "avx.cvt.ps2.pd.256" => ConvertVector { unsigned: false },
        "sse2.pmulu.dq" | "avx2.pmulu.dq" | "avx512.pmulu.dq.512" => PMulDq { signed: false },
        "sse41.pmuldq" | "avx2.pmul.dq" | "avx512.pmul.dq.512" => PMulDq { signed: true },
        "avx2.vperm2i128" => Perm2x128,
        "avx2.vbroadcasti128" => Broadcast128,
        "sse42.crc32.64.8" => Crc32x64,
        "sse2.psll.dq" | "avx2.psll.dq" => ByteShift {
            left: true,
            bits: true,
        },
        "sse2.psrl.dq" | "avx2.psrl.dq" => ByteShift {
            left: false,
            bits: true,
        },
        "sse2.psll.dq.bs" | "avx2.psll.dq.bs" | "avx512.psll.dq.512" => ByteShift {
            left: true,
            bits: false,
        },
        "sse2.psrl.dq.bs" | "avx2.psrl.dq.bs" | "avx512.psrl.dq.512" => ByteShift {
            left: false,
            bits: false,
        },
        "sse2.storel.dq" => StoreLow,
        "avx512.kand.w" => MaskReg(KOp::And),
        "avx512.kandn.w" => MaskReg(KOp::AndN),
        "avx512.kor.w" => MaskReg(KOp::Or),
        "avx512.kxor.w" => MaskReg(KOp::Xor),
        "avx512.kxnor.w" => MaskReg(KOp::XNor),
        "avx512.knot.w" => MaskReg(KOp::Not),
        "avx512.kortestz.w" => MaskReg(KOp::OrTest(false)),
        "avx512.kortestc.w" => MaskReg(KOp::OrTest(true)),
        _ if name.starts_with("avx512.kunpck") => MaskReg(KOp::Unpack),
        _ if name.starts_with("avx512.cvtmask2") => MaskToVector,
        _ if name.starts_with("avx512.mask.fpclass.p") => FpClass,
        _ if name.starts_with("avx512.cmp.p") => FpCompare,
        _ if name.starts_with("avx512.mask.palignr.") => Shuffle(Shuf::Align { valign: false }),
        _ if name.starts_with("avx512.mask.valign.") => Shuffle(Shuf::Align { valign: true }),
        _ if name.starts_with("avx512.mask.shuf.i") || name.starts_with("avx512.mask.shuf.f") => {
            Shuffle(Shuf::Blocks)
        }
        _ if name.starts_with("avx512.mask.broadcastf")
            || name.starts_with("avx512.mask.broadcasti") =>
        {
            Shuffle(Shuf::Repeat)
        }
        _ if name.starts_with("avx512.mask.perm.df.")
            || name.starts_with("avx512.mask.perm.di.") =>
        {
            Shuffle(Shuf::PermImm)
        }
        _ if name.starts_with("avx512.mask.shuf.p") => Shuffle(Shuf::ShufP),
        _ if name.starts_with("avx512.mask.movddup")
            || name.starts_with("avx512.mask.movsldup") =>
        {
            Shuffle(Shuf::Dup(false))
        }
        _ if name.starts_with("avx512.mask.movshdup") => Shuffle(Shuf::Dup(true)),
        _ if name.starts_with("avx512.mask.punpckl") || name.starts_with("avx512.mask.unpckl.") => {
            Shuffle(Shuf::Unpack(false))
        }
        _ if name.starts_with("avx512.mask.punpckh") || name.starts_with("avx512.mask.unpckh.") => {
            Shuffle(Shuf::Unpack(true))
        }
        _ if name.starts_with("avx512.mask.vextract") => Shuffle(Shuf::Extract),
        _ if name.starts_with("avx512.mask.insert") => Shuffle(Shuf::Insert),
        _ if name.starts_with("avx512.mask.add.p") => MaskArith("add"),
        _ if name.starts_with("avx512.mask.sub.p") => MaskArith("sub"),
        _ if name.starts_with("avx512.mask.mul.p") => MaskArith("mul"),
        _ if name.starts_with("avx512.mask.div.p") => MaskArith("div"),
        _ if (name.starts_with("avx512.mask.max.p") || name.starts_with("avx512.mask.min.p"))
            && name.get(18..) == Some(".512") =>
        {
            MaskArith(if name.as_bytes()[13] == b'i' {
                "min"
            } else {
                "max"
            })
        }
        _ if name.starts_with("avx512.mask.sqrt.p") => MaskSqrt,
        _ if name.starts_with("avx512.mask.move.s") => MaskMove,
        _ if name.starts_with("avx512.mask.cvtdq2pd.")
            || name.starts_with("avx512.mask.cvtudq2pd.")
            || name.starts_with("avx512.mask.cvtdq2ps.")
            || name.starts_with("avx512.mask.cvtudq2ps.")
            || name.starts_with("avx512.mask.cvtqq2pd.")
            || name.starts_with("avx512.mask.cvtuqq2pd.")
            || matches!(
                name,
                "avx512.mask.cvtqq2ps.256"
                    | "avx512.mask.cvtqq2ps.512"
                    | "avx512.mask.cvtuqq2ps.256"
                    | "avx512.mask.cvtuqq2ps.512"
                    | "avx512.mask.cvtps2pd.128"
                    | "avx512.mask.cvtps2pd.256"
            ) =>
        {
            ConvertVector {
                unsigned: name.contains("cvtu"),
            }
        }
        "avx512.mask.vcvtph2ps.128" | "avx512.mask.vcvtph2ps.256" => HalfToFloat,
        _ if name.starts_with("avx512.mask.vpermi2var.") => Perm2Var {
            zero: false,
            index: true,
        },
        _ if name.starts_with("avx512.mask.vpermt2var.") => Perm2Var {
            zero: false,
            index: false,
        },
        _ if name.starts_with("avx512.maskz.vpermt2var.") => Perm2Var {
            zero: true,
            index: false,
        },
        _ if name.starts_with("avx512.mask.pmulu.dq.") => PMulDq { signed: false },
        _ if name.starts_with("avx512.mask.pmul.dq.") => PMulDq { signed: true },
        _ if name.starts_with("avx.vperm2f128.") => Perm2x128,
        _ if name.ends_with(".movntdqa") => LoadNontemporal,
        _ if name.starts_with("avx.vbroadcast.s") || name.starts_with("avx512.vbroadcast.s") => {
            BroadcastLoad
        }
        _ if name.starts_with("avx.vbroadcastf128") => Broadcast128,
        _ if name.starts_with("fma.vfmsubadd.p") => FmSubAdd,
        _ if name.starts_with("avx512.ptestm") => TestMask(IntPredicate::Ne),
        _ if name.starts_with("avx512.ptestnm") => TestMask(IntPredicate::Eq),
        _ if name.starts_with("avx512.mask.pcmpeq.") => CompareMask {
            code: Some(0),
            signed: true,
        },
        _ if name.starts_with("avx512.mask.pcmpgt.") => CompareMask {
            code: Some(6),
            signed: true,
        },
        _ if ["avx512.mask.cmp.", "avx512.mask.ucmp."]
            .iter()
            .any(|p| name.starts_with(p))
            && [".b.", ".w.", ".d.", ".q."]
                .iter()
                .any(|k| name.contains(k)) =>
        {
            CompareMask {
                code: None,
                signed: name.as_bytes()[12] == b'c',
            }
        }
        _ if name.starts_with("sse41.blendp")
            || name.starts_with("avx.blend.p")
            || name.starts_with("avx2.pblendd.") =>
        {
            Blend
        }
        _ if name.starts_with("sse41.pmovsx")
            || name.starts_with("avx2.pmovsx")
            || name.starts_with("avx512.mask.pmovsx") =>
        {
            PMovExt(CastOp::SExt)
        }
        _ if name.starts_with("sse41.pmovzx")
            || name.starts_with("avx2.pmovzx")
            || name.starts_with("avx512.mask.pmovzx") =>
        {
            PMovExt(CastOp::ZExt)
        }
        _ if name.starts_with("vcvtph2ps.") => HalfToFloat,
        _ if name.starts_with("xop.") => return xop(&name[4..]),
        "addcarry.u32" | "addcarryx.u32" => PairStore(Some("llvm.x86.addcarry.32")),
        "addcarry.u64" | "addcarryx.u64" => PairStore(Some("llvm.x86.addcarry.64")),
        "subborrow.u32" => PairStore(Some("llvm.x86.subborrow.32")),
        "subborrow.u64" => PairStore(Some("llvm.x86.subborrow.64")),
        _ if name.starts_with("avx512.mask.vpshufbitqmb.") => BitShuffleMask,
        _ if name.starts_with("avx512.broadcastm") => BroadcastMask,
        "avx512.mask.store.ss" => MaskStore {
            aligned: false,
            scalar: true,
        },
        _ if name.starts_with("avx512.mask.store") => MaskStore {
            aligned: !name.starts_with("avx512.mask.storeu"),
            scalar: false,
        },
        _ if name.starts_with("avx512.mask.load") => MaskLoad {
            aligned: !name.starts_with("avx512.mask.loadu"),
        },
        _ if name.starts_with("avx512.mask.expand.load.") => ExpandLoad,
        _ if name.starts_with("avx512.mask.compress.store.") => CompressStore,
        // The old names end in the lanes (`.b.`, `.pd.`...); the overloaded
        // `avx512.mask.{compress,expand}.v*` are LLVM 22's own.
        _ if name
            .strip_prefix("avx512.mask.compress.")
            .is_some_and(|t| t.starts_with(['b', 'w', 'd', 'q', 'p'])) =>
        {
            CompressExpand { compress: true }
        }
        _ if name
            .strip_prefix("avx512.mask.expand.")
            .is_some_and(|t| t.starts_with(['b', 'w', 'd', 'q', 'p'])) =>
        {
            CompressExpand { compress: false }
        }
        _ if name.starts_with("avx512.mask") && name.contains(".vf") => return mask_fma(name),
        _ if name.starts_with("avx512.prol") || name.starts_with("avx512.mask.prol") => {
            Rotate { right: false }
        }
        _ if name.starts_with("avx512.pror") || name.starts_with("avx512.mask.pror") => {
            Rotate { right: true }
        }
        _ if ["avx512.vpsh", "avx512.mask.vpsh", "avx512.maskz.vpsh"]
            .iter()
            .any(|p| name.starts_with(p)) =>
        {
            // "vpshld." / "vpshldv." / "vpshrd." / "vpshrdv." after the prefix.
            let t = &name[name.find(".vpsh")? + 5..];
            let right = match t.get(..2) {
                Some("ld") => false,
                Some("rd") => true,
                _ => return None,
            };
            if !matches!(t.as_bytes().get(2), Some(b'.' | b'v')) {
                return None;
            }
            // Only the masked forms exist with `v`, the plain only without.
            let plain = name.starts_with("avx512.vpsh");
            if plain && t.as_bytes()[2] == b'v' {
                return None;
            }
            ConcatShift {
                right,
                zero: name.starts_with("avx512.maskz."),
            }
        }
        _ if name.starts_with("fma4.vfmadd.s") => Fma4Scalar,
        _ if ["fma.vfmadd.", "fma.vfmsub.", "fma.vfnmadd.", "fma.vfnmsub."]
            .iter()
            .any(|p| name.starts_with(p)) =>
        {
            let b = name.as_bytes();
            let neg_mul = b[6] == b'n';
            let (acc, sc) = if neg_mul { (8, 12) } else { (7, 11) };
            Fma {
                neg_mul,
                neg_acc: b.get(acc) == Some(&b's'),
                scalar: b.get(sc) == Some(&b's'),
            }
        }
        _ if name.starts_with("avx.sqrt.p")
            || name.starts_with("sse.sqrt.p")
            || name.starts_with("sse2.sqrt.p") =>
        {
            Sqrt
        }
        _ if name.starts_with("avx.vextractf128.") => Extract128,
        _ if name.starts_with("avx.vinsertf128.") => Insert128,
        _ if name.starts_with("sse.storeu.")
            || name.starts_with("sse2.storeu.")
            || name.starts_with("avx.storeu.") =>
        {
            StoreUnaligned
        }
        _ if name.starts_with("avx.movnt.") || name.starts_with("avx512.storent.") => {
            StoreNontemporal
        }
        _ if name.starts_with("sse2.pcmp") || name.starts_with("avx2.pcmp") => {
            // "sse2.pcmpeq." / "sse2.pcmpgt." / "avx2.pcmpeq." / "avx2.pcmpgt."
            match name.get(9..11) {
                Some("eq") => PCmp(IntPredicate::Eq),
                Some("gt") => PCmp(IntPredicate::Sgt),
                _ => return None,
            }
        }
        _ if ["b", "w", "d", "q"]
            .iter()
            .any(|k| name.starts_with(&format!("avx512.cvt{k}2mask."))) =>
        {
            ToMask
        }
        _ => return lanes(name),
    })
}

/// The XOP family of `t` (after `xop.`), if LLVM expands it.
fn xop(t: &str) -> Option<X86> {
    if t == "vpcmov" || t == "vpcmov.256" {
        return Some(X86::XopCmov);
    }
    if t.starts_with("vprot") {
        return Some(X86::Rotate { right: false });
    }
    let rest = t.strip_prefix("vpcom")?;
    // The element suffix: `u` before it for unsigned lanes.
    let (cond, signed) = match rest.strip_suffix(['b', 'w', 'd', 'q']) {
        Some(c) => match c.strip_suffix('u') {
            Some(c) => (c, false),
            None => (c, true),
        },
        None => return None,
    };
    const CODES: [&str; 8] = ["lt", "le", "gt", "ge", "eq", "ne", "false", "true"];
    let code = match cond {
        "" => None,
        _ => Some(CODES.iter().position(|&c| c == cond)? as u8),
    };
    Some(X86::XopCompare { code, signed })
}

/// The `float` bits of the IEEE half `h` (exact: every half is a float).
fn half_to_f32_bits(h: u16) -> u32 {
    let sign = u32::from(h >> 15) << 31;
    let exp = u32::from((h >> 10) & 0x1f);
    let mant = u32::from(h & 0x3ff);
    match (exp, mant) {
        (0, 0) => sign,
        (0, m) => {
            // Subnormal: normalize the mantissa.
            let shift = m.leading_zeros() - 21;
            let m = (m << shift) & 0x3ff;
            sign | ((127 - 15 + 1 - shift) << 23) | (m << 13)
        }
        (0x1f, m) => sign | 0x7f80_0000 | (m << 13),
        (e, m) => sign | ((e + 127 - 15) << 23) | (m << 13),
    }
}

fn bin(op: BinOp, lhs: Operand, rhs: Operand) -> InstKind {
    InstKind::Binary {
        op,
        flags: 0,
        fmf: 0,
        lhs,
        rhs,
    }
}

impl Upgrader<'_> {
    /// The plan for `llvm.x86.{name}` when its calls are expanded here.
    pub(super) fn plan_x86(
        &mut self,
        f: usize,
        name: &str,
        ret: TypeId,
        params: &[TypeId],
    ) -> Option<(Option<usize>, Rule)> {
        if matches!(
            name,
            "avx512bf16.cvtne2ps2bf16.128"
                | "avx512bf16.cvtne2ps2bf16.256"
                | "avx512bf16.cvtne2ps2bf16.512"
                | "avx512bf16.cvtneps2bf16.256"
                | "avx512bf16.cvtneps2bf16.512"
                | "avx512bf16.mask.cvtneps2bf16.128"
        ) {
            let (e, n, false) = self.vec_parts(ret)? else {
                return None;
            };
            if matches!(self.m.types.get(e), Type::BFloat) {
                return None;
            }
            let bf = self.m.types.intern(Type::BFloat);
            let v = self.vector(bf, n);
            let mut ps = params.to_vec();
            if name.contains(".mask.") {
                *ps.get_mut(1)? = v;
            }
            let nty = self.fn_ty(v, ps);
            let full = format!("llvm.x86.{name}");
            self.rename_old(f);
            let nf = self.declare(full.as_bytes(), nty);
            return Some((Some(nf), Rule::X86(X86::Bf16Convert)));
        }
        if name
            .strip_prefix("avx512bf16.dpbf16ps.")
            .is_some_and(|w| matches!(w, "128" | "256" | "512"))
        {
            let &[acc, x, y] = params else { return None };
            let (e, _, false) = self.vec_parts(x)? else {
                return None;
            };
            if matches!(self.m.types.get(e), Type::BFloat) || x != y {
                return None;
            }
            let (_, rn, _) = self.vec_parts(ret)?;
            let bft = self.m.types.intern(Type::BFloat);
            let v = self.vector(bft, rn * 2);
            let nty = self.fn_ty(ret, vec![acc, v, v]);
            let full = format!("llvm.x86.{name}");
            self.rename_old(f);
            let nf = self.declare(full.as_bytes(), nty);
            return Some((Some(nf), Rule::X86(X86::DotProduct)));
        }
        if let Some(elem_bits) = dot_product_elements(name) {
            // Only the old declarations, on i32 vectors.
            let &[acc, x, y] = params else { return None };
            let (e, n, false) = self.vec_parts(x)? else {
                return None;
            };
            if x != y || self.m.types.int_width(e) != Some(32) {
                return None;
            }
            let narrow = self.m.types.int(elem_bits);
            let v = self.vector(narrow, n * 32 / elem_bits);
            let nty = self.fn_ty(ret, vec![acc, v, v]);
            let full = format!("llvm.x86.{name}");
            self.rename_old(f);
            let nf = self.declare(full.as_bytes(), nty);
            return Some((Some(nf), Rule::X86(X86::DotProduct)));
        }
        if matches!(
            name,
            "sse41.insertps"
                | "sse41.dppd"
                | "sse41.dpps"
                | "sse41.mpsadbw"
                | "avx.dp.ps.256"
                | "avx2.mpsadbw"
        ) {
            let i32t = self.m.types.int(32);
            if params.last() != Some(&i32t) {
                return None;
            }
            let mut ps = params.to_vec();
            *ps.last_mut()? = self.m.types.int(8);
            let nty = self.fn_ty(ret, ps);
            let full = format!("llvm.x86.{name}");
            self.rename_old(f);
            let nf = self.declare(full.as_bytes(), nty);
            return Some((Some(nf), Rule::X86(X86::Imm8)));
        }
        if name.starts_with("xop.vpermil2p") {
            let &[x, y, sel, imm] = params else {
                return None;
            };
            let (e, n, false) = self.vec_parts(sel)? else {
                return None;
            };
            let bits = self.m.types.float_bits(e)?;
            if self.m.types.int_width(imm) != Some(8) {
                return None;
            }
            let it = self.m.types.int(bits);
            let iv = self.vector(it, n);
            let nty = self.fn_ty(ret, vec![x, y, iv, imm]);
            let full = format!("llvm.x86.{name}");
            self.rename_old(f);
            let nf = self.declare(full.as_bytes(), nty);
            return Some((Some(nf), Rule::X86(X86::XopPermil2)));
        }
        if name == "rdtscp" && params.len() == 1 {
            let i64t = self.m.types.int(64);
            let i32t = self.m.types.int(32);
            let pair = self.m.types.intern(Type::Struct {
                elems: vec![i64t, i32t],
                packed: false,
            });
            let nty = self.fn_ty(pair, Vec::new());
            self.rename_old(f);
            let nf = self.declare(b"llvm.x86.rdtscp", nty);
            return Some((Some(nf), Rule::X86(X86::PairStore(None))));
        }
        if matches!(name, "xop.vfrcz.ss" | "xop.vfrcz.sd") {
            let &[_, x] = params else { return None };
            let nty = self.fn_ty(ret, vec![x]);
            let full = format!("llvm.x86.{name}");
            self.rename_old(f);
            let nf = self.declare(full.as_bytes(), nty);
            return Some((Some(nf), Rule::X86(X86::XopFrcz)));
        }
        if matches!(
            name,
            "avx512.mask.cmp.pd.128"
                | "avx512.mask.cmp.pd.256"
                | "avx512.mask.cmp.pd.512"
                | "avx512.mask.cmp.ps.128"
                | "avx512.mask.cmp.ps.256"
                | "avx512.mask.cmp.ps.512"
        ) {
            // Only the old declarations, returning an integer.
            self.m.types.int_width(ret)?;
            let wide = name.ends_with(".512");
            let (x, imm, mask) = match *params {
                [x, y, imm, mask] if !wide && x == y => (x, imm, mask),
                [x, y, imm, mask, _] if wide && x == y => (x, imm, mask),
                _ => return None,
            };
            self.m.types.int_width(mask)?;
            let (_, n, false) = self.vec_parts(x)? else {
                return None;
            };
            let i1 = self.m.types.int(1);
            let bools = self.vector(i1, n);
            let mut ps = vec![x, x, imm, bools];
            if wide {
                ps.push(*params.last()?);
            }
            let nty = self.fn_ty(bools, ps);
            let full = format!("llvm.x86.{name}");
            self.rename_old(f);
            let nf = self.declare(full.as_bytes(), nty);
            return Some((Some(nf), Rule::X86(X86::FpCompareMask)));
        }
        if let Some(k) = self.masked_on_first(name, ret) {
            return Some((None, Rule::X86(k)));
        }
        if let Some(id) = name
            .strip_prefix("avx512.mask.")
            .filter(|t| t.starts_with("ps"))
            .and_then(masked_shift)
        {
            return Some((None, Rule::X86(X86::MaskedShift(id))));
        }
        if let Some(t) = name.strip_prefix("avx512.mask.") {
            if let Some((e, n, false)) = self.vec_parts(ret) {
                let float = self.m.types.float_bits(e);
                let elt = self.m.types.int_width(e).or(float);
                if let Some(elt) = elt {
                    if let Some(target) = mask_to_select(t, elt * n, elt, float.is_some()) {
                        return Some((None, Rule::X86(X86::MaskedIntrinsic(target))));
                    }
                }
            }
        }
        family(name).map(|k| (None, Rule::X86(k)))
    }

    /// The [`X86::MaskedOnFirst`] family of `name` returning `ret`.
    fn masked_on_first(&self, name: &str, ret: TypeId) -> Option<X86> {
        let (zero, t) = match name.strip_prefix("avx512.mask.") {
            Some(t) => (false, t),
            None => (true, name.strip_prefix("avx512.maskz.")?),
        };
        let (op, _) = t.split_once('.')?;
        let (e, n, false) = self.vec_parts(ret)? else {
            return None;
        };
        let elt = self.m.types.int_width(e)?;
        let w = match elt * n {
            128 => 0,
            256 => 1,
            512 => 2,
            _ => return None,
        };
        let (names, narrow): ([&'static str; 3], u8) = match (op, elt) {
            ("vpmadd52h", 64) => (
                [
                    "llvm.x86.avx512.vpmadd52h.uq.128",
                    "llvm.x86.avx512.vpmadd52h.uq.256",
                    "llvm.x86.avx512.vpmadd52h.uq.512",
                ],
                0,
            ),
            ("vpmadd52l", 64) => (
                [
                    "llvm.x86.avx512.vpmadd52l.uq.128",
                    "llvm.x86.avx512.vpmadd52l.uq.256",
                    "llvm.x86.avx512.vpmadd52l.uq.512",
                ],
                0,
            ),
            ("vpdpbusd", 32) => (
                [
                    "llvm.x86.avx512.vpdpbusd.128",
                    "llvm.x86.avx512.vpdpbusd.256",
                    "llvm.x86.avx512.vpdpbusd.512",
                ],
                8,
            ),
            ("vpdpbusds", 32) => (
                [
                    "llvm.x86.avx512.vpdpbusds.128",
                    "llvm.x86.avx512.vpdpbusds.256",
                    "llvm.x86.avx512.vpdpbusds.512",
                ],
                8,
            ),
            ("vpdpwssd", 32) => (
                [
                    "llvm.x86.avx512.vpdpwssd.128",
                    "llvm.x86.avx512.vpdpwssd.256",
                    "llvm.x86.avx512.vpdpwssd.512",
                ],
                16,
            ),
            ("vpdpwssds", 32) => (
                [
                    "llvm.x86.avx512.vpdpwssds.128",
                    "llvm.x86.avx512.vpdpwssds.256",
                    "llvm.x86.avx512.vpdpwssds.512",
                ],
                16,
            ),
            ("pternlog", 32) => (
                [
                    "llvm.x86.avx512.pternlog.d.128",
                    "llvm.x86.avx512.pternlog.d.256",
                    "llvm.x86.avx512.pternlog.d.512",
                ],
                0,
            ),
            ("pternlog", 64) => (
                [
                    "llvm.x86.avx512.pternlog.q.128",
                    "llvm.x86.avx512.pternlog.q.256",
                    "llvm.x86.avx512.pternlog.q.512",
                ],
                0,
            ),
            _ => return None,
        };
        Some(X86::MaskedOnFirst {
            target: names[w],
            zero,
            narrow,
        })
    }

    fn vector(&mut self, elem: TypeId, len: u32) -> TypeId {
        self.m.types.intern(Type::Vector {
            elem,
            len,
            scalable: false,
        })
    }

    fn is_const(op: Operand) -> bool {
        matches!(op, Operand::Const(_))
    }

    /// The replacement of one call of family `k` (`Some(None)` when the
    /// call just goes, as a store does), or None to keep the call.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn x86_call(
        &mut self,
        k: X86,
        nf: Option<usize>,
        fi: usize,
        body: &mut Body,
        b: &mut Emit,
        args: &[Operand],
        ret: TypeId,
        old_name: Option<Box<[u8]>>,
    ) -> Option<Option<Operand>> {
        use X86::*;
        let arg = |i: usize| args.get(i).copied();
        match k {
            Bf16Convert => {
                let nf = nf?;
                let (_, n, _) = self.vec_parts(ret)?;
                let nty = self.m.globals[crate::GlobalId::from_index(nf)]
                    .common
                    .value_ty;
                let (_, ps, _) = super::fn_parts(self.m, nty);
                if ps.len() != args.len() {
                    return None;
                }
                let mut a = args.to_vec();
                if ps.len() == 3 {
                    a[1] = self.bitcast(body, b, a[1], ps[1])?;
                }
                let call = self.emit_call(body, b, nf, a, None);
                if let Operand::Inst(c) = call {
                    body.insts[c].name = old_name;
                }
                let i16t = self.m.types.int(16);
                let back = self.vector(i16t, n);
                Some(Some(b.emit(body, back, None, cast(CastOp::BitCast, call))))
            }
            DotProduct => {
                let nf = nf?;
                let (a, x, y) = (arg(0)?, arg(1)?, arg(2)?);
                if args.len() != 3 {
                    return None;
                }
                let nty = self.m.globals[crate::GlobalId::from_index(nf)]
                    .common
                    .value_ty;
                let (_, ps, _) = super::fn_parts(self.m, nty);
                for v in [x, y] {
                    if let Operand::Const(c) = v {
                        self.fold_bitcast(c, ps[1])?;
                    }
                }
                let x = self.bitcast(body, b, x, ps[1])?;
                let y = self.bitcast(body, b, y, ps[2])?;
                Some(Some(self.emit_call(body, b, nf, vec![a, x, y], None)))
            }
            ScalarOp(op) => {
                let (a, c) = (arg(0)?, arg(1)?);
                if Self::is_const(a) && Self::is_const(c) {
                    return None;
                }
                let (elem, _, _) = self.vec_parts(ret)?;
                for v in [a, c] {
                    if let Operand::Const(v) = v {
                        // Nothing is emitted unless both extracts can be.
                        self.fold_element(v, elem, 0)?;
                    }
                }
                let zero = self.int(32, 0);
                let x = self.extract(body, b, a, elem, zero)?;
                let y = self.extract(body, b, c, elem, zero)?;
                let r = b.emit(
                    body,
                    elem,
                    None,
                    InstKind::Binary {
                        op,
                        flags: 0,
                        fmf: 0,
                        lhs: x,
                        rhs: y,
                    },
                );
                Some(Some(self.insert(body, b, a, r, ret, zero)?))
            }
            ScalarSqrt => {
                let a = arg(0)?;
                if Self::is_const(a) {
                    return None;
                }
                let (elem, _, _) = self.vec_parts(ret)?;
                let zero = self.int(64, 0);
                let x = self.extract(body, b, a, elem, zero)?;
                let nty = self.fn_ty(elem, vec![elem]);
                let g = self.intrinsic("llvm.sqrt", &[elem], nty);
                let r = self.emit_call(body, b, g, vec![x], None);
                Some(Some(self.insert(body, b, a, r, ret, zero)?))
            }
            Sqrt => {
                let a = arg(0)?;
                if Self::is_const(a) {
                    return None;
                }
                let nty = self.fn_ty(ret, vec![ret]);
                let g = self.intrinsic("llvm.sqrt", &[ret], nty);
                Some(Some(self.emit_call(body, b, g, vec![a], None)))
            }
            IntToScalar(op) => {
                let (a, c) = (arg(0)?, arg(1)?);
                let (elem, n, _) = self.vec_parts(ret)?;
                if let Operand::Const(k) = c {
                    // LLVM's builder folds the conversion, and the insertion
                    // into a constant vector.
                    let x = self.fold_int_to_fp(k, op == CastOp::SIToFP, elem)?;
                    if let Operand::Const(v) = a {
                        let mut lanes = (0..u64::from(n))
                            .map(|i| self.fold_element(v, elem, i))
                            .collect::<Option<Vec<_>>>()?;
                        *lanes.first_mut()? = x;
                        return Some(Some(Operand::Const(
                            self.konst(ret, ConstKind::Vector(lanes)),
                        )));
                    }
                    let zero = self.int(64, 0);
                    let x = Operand::Const(x);
                    return Some(Some(self.insert(body, b, a, x, ret, zero)?));
                }
                let x = b.emit(body, elem, None, cast(op, c));
                let zero = self.int(64, 0);
                Some(Some(self.insert(body, b, a, x, ret, zero)?))
            }
            ScalarExtend => {
                let (a, c) = (arg(0)?, arg(1)?);
                if Self::is_const(c) {
                    return None;
                }
                let cty = self.op_ty(fi, body, c);
                let (celem, _, _) = self.vec_parts(cty)?;
                let (elem, _, _) = self.vec_parts(ret)?;
                let zero = self.int(64, 0);
                let x = self.extract(body, b, c, celem, zero)?;
                let y = b.emit(body, elem, None, cast(CastOp::FPExt, x));
                Some(Some(self.insert(body, b, a, y, ret, zero)?))
            }
            Extract128 => {
                let a = arg(0)?;
                let imm = self.const_int(arg(1)?)?;
                if Self::is_const(a) || args.len() != 2 {
                    return None;
                }
                let aty = self.op_ty(fi, body, a);
                let (_, src, _) = self.vec_parts(aty)?;
                let (_, dst, _) = self.vec_parts(ret)?;
                if dst == 0 || src < dst {
                    return None;
                }
                let imm = (imm % u64::from(src / dst)) as u32;
                let mask = (0..dst).map(|i| (i + imm * dst) as i32).collect();
                Some(Some(b.emit(
                    body,
                    ret,
                    None,
                    InstKind::ShuffleVector { a, b: a, mask },
                )))
            }
            Insert128 => {
                let (a, c) = (arg(0)?, arg(1)?);
                let imm = self.const_int(arg(2)?)?;
                if Self::is_const(c) || args.len() != 3 {
                    return None;
                }
                let cty = self.op_ty(fi, body, c);
                let (celem, src, _) = self.vec_parts(cty)?;
                let (_, dst, _) = self.vec_parts(ret)?;
                if src == 0 || dst < src {
                    return None;
                }
                let imm = (imm % u64::from(dst / src)) as u32;
                // The second operand widened to the result's length.
                let wide = self.vector(celem, dst);
                let poison = Operand::Const(self.konst(cty, ConstKind::Poison));
                let mask = (0..dst).map(|i| i.min(src) as i32).collect();
                let w = b.emit(
                    body,
                    wide,
                    None,
                    InstKind::ShuffleVector {
                        a: c,
                        b: poison,
                        mask,
                    },
                );
                let mut mask: Vec<i32> = (0..dst as i32).collect();
                for i in 0..src {
                    mask[(i + imm * src) as usize] = (i + dst) as i32;
                }
                if Self::is_const(a) {
                    // LLVM folds nothing here either: the shuffle of a
                    // constant and an instruction stays.
                }
                Some(Some(b.emit(
                    body,
                    ret,
                    None,
                    InstKind::ShuffleVector { a, b: w, mask },
                )))
            }
            StoreUnaligned | StoreNontemporal => {
                let (p, v) = (arg(0)?, arg(1)?);
                let vty = self.op_ty(fi, body, v);
                let align = if k == StoreUnaligned {
                    1
                } else {
                    let (e, n, _) = self.vec_parts(vty)?;
                    let bits = self
                        .m
                        .types
                        .int_width(e)
                        .or_else(|| self.m.types.float_bits(e))?;
                    u64::from(bits * n / 8)
                };
                let s = self.store(body, b, v, p, align);
                if k == StoreNontemporal {
                    self.nontemporal(body, s);
                }
                Some(None)
            }
            StoreNontemporalScalar => {
                let (p, v) = (arg(0)?, arg(1)?);
                if Self::is_const(v) {
                    return None;
                }
                let vty = self.op_ty(fi, body, v);
                let (elem, _, _) = self.vec_parts(vty)?;
                let zero = self.int(64, 0);
                let x = b.emit(
                    body,
                    elem,
                    Some(self.unique_name(fi, body, "extractelement")),
                    InstKind::ExtractElement {
                        vector: v,
                        index: zero,
                    },
                );
                let s = self.store(body, b, x, p, 1);
                self.nontemporal(body, s);
                Some(None)
            }
            PCmp(pred) => {
                let (a, c) = (arg(0)?, arg(1)?);
                if let (Operand::Const(x), Operand::Const(y)) = (a, c) {
                    // Folded, as LLVM's builder does, for integer lanes.
                    return Some(Some(Operand::Const(self.fold_pcmp(pred, x, y, ret)?)));
                }
                let (_, n, _) = self.vec_parts(ret)?;
                let i1 = self.m.types.int(1);
                let bools = self.vector(i1, n);
                let x = b.emit(
                    body,
                    bools,
                    None,
                    InstKind::ICmp {
                        pred,
                        flags: 0,
                        lhs: a,
                        rhs: c,
                    },
                );
                Some(Some(b.emit(body, ret, None, cast(CastOp::SExt, x))))
            }
            ToMask => {
                let a = arg(0)?;
                if Self::is_const(a) {
                    return None;
                }
                let aty = self.op_ty(fi, body, a);
                let (_, n, _) = self.vec_parts(aty)?;
                let int = self.m.types.int(n.max(8));
                if int != ret {
                    return None;
                }
                let zero = crate::fold::null_value(&mut self.m.consts, &self.m.types, aty)?;
                let i1 = self.m.types.int(1);
                let bools = self.vector(i1, n);
                let mut v = b.emit(
                    body,
                    bools,
                    None,
                    InstKind::ICmp {
                        pred: IntPredicate::Slt,
                        flags: 0,
                        lhs: a,
                        rhs: Operand::Const(zero),
                    },
                );
                // Fewer than 8 lanes: widened with zeros to 8.
                if n < 8 {
                    let z = crate::fold::null_value(&mut self.m.consts, &self.m.types, bools)?;
                    let mask = (0..8).map(|i| if i < n { i } else { n + i % n } as i32);
                    let b8 = self.vector(i1, 8);
                    v = b.emit(
                        body,
                        b8,
                        None,
                        InstKind::ShuffleVector {
                            a: v,
                            b: Operand::Const(z),
                            mask: mask.collect(),
                        },
                    );
                }
                Some(Some(b.emit(body, int, None, cast(CastOp::BitCast, v))))
            }
            Blend => {
                let (a, c) = (arg(0)?, arg(1)?);
                let imm = self.const_int(arg(2)?)?;
                if Self::is_const(a) && Self::is_const(c) {
                    return None;
                }
                let (_, n, _) = self.vec_parts(ret)?;
                let mask = (0..n)
                    .map(|i| {
                        if (imm >> (i % 8)) & 1 == 1 {
                            (i + n) as i32
                        } else {
                            i as i32
                        }
                    })
                    .collect();
                Some(Some(b.emit(
                    body,
                    ret,
                    None,
                    InstKind::ShuffleVector { a, b: c, mask },
                )))
            }
            ConvertVector { unsigned } => {
                let a = arg(0)?;
                // Plain: one operand; masked: pass-through and mask, then
                // perhaps a rounding operand.
                if Self::is_const(a) || !matches!(args.len(), 1 | 3 | 4) {
                    return None;
                }
                let aty = self.op_ty(fi, body, a);
                let (aelem, an, _) = self.vec_parts(aty)?;
                let (_, n, _) = self.vec_parts(ret)?;
                if args.len() >= 3 && !self.mask_ok(fi, body, args[2], n) {
                    return None;
                }
                let float = matches!(self.m.types.get(aelem), Type::Float);
                let mut v = a;
                if n < an {
                    let half = self.vector(aelem, n);
                    let mask = (0..n as i32).collect();
                    v = b.emit(
                        body,
                        half,
                        None,
                        InstKind::ShuffleVector { a: v, b: v, mask },
                    );
                }
                let vty = self.op_ty(fi, body, v);
                let r = if float {
                    let name = self.unique_name(fi, body, "cvtps2pd");
                    b.emit(body, ret, Some(name), cast(CastOp::FPExt, v))
                } else if args.len() == 4 && self.const_int(args[3]) != Some(4) {
                    let rty = self.op_ty(fi, body, args[3]);
                    let nty = self.fn_ty(ret, vec![vty, rty]);
                    let base = if unsigned {
                        "llvm.x86.avx512.uitofp.round"
                    } else {
                        "llvm.x86.avx512.sitofp.round"
                    };
                    let g = self.intrinsic(base, &[ret, vty], nty);
                    self.emit_call(body, b, g, vec![v, args[3]], None)
                } else {
                    let op = if unsigned {
                        CastOp::UIToFP
                    } else {
                        CastOp::SIToFP
                    };
                    let name = self.unique_name(fi, body, "cvt");
                    b.emit(body, ret, Some(name), cast(op, v))
                };
                if args.len() >= 3 {
                    return Some(self.mask_select(fi, body, b, args[2], r, args[1]));
                }
                Some(Some(r))
            }
            PMovExt(op) => {
                let a = arg(0)?;
                let masked = args.len() == 3;
                if Self::is_const(a) || !(args.len() == 1 || masked) {
                    return None;
                }
                let aty = self.op_ty(fi, body, a);
                let (aelem, _, _) = self.vec_parts(aty)?;
                let (_, n, _) = self.vec_parts(ret)?;
                let low = self.vector(aelem, n);
                let poison = Operand::Const(self.konst(aty, ConstKind::Poison));
                let mask = (0..n as i32).collect();
                if masked && !self.mask_ok(fi, body, args[2], n) {
                    return None;
                }
                let v = b.emit(
                    body,
                    low,
                    None,
                    InstKind::ShuffleVector { a, b: poison, mask },
                );
                let r = b.emit(body, ret, None, cast(op, v));
                if masked {
                    return Some(self.mask_select(fi, body, b, args[2], r, args[1]));
                }
                Some(Some(r))
            }
            HalfToFloat => {
                let a = arg(0)?;
                if args.len() == 3 {
                    // `avx512.mask.vcvtph2ps.*`: then the mask.
                    let (_, n, _) = self.vec_parts(ret)?;
                    if Self::is_const(a) || !self.mask_ok(fi, body, args[2], n) {
                        return None;
                    }
                    let r =
                        self.x86_call(HalfToFloat, nf, fi, body, b, &args[..1], ret, None)??;
                    return Some(self.mask_select(fi, body, b, args[2], r, args[1]));
                }
                if args.len() != 1 {
                    return None;
                }
                if let Operand::Const(c) = a {
                    // LLVM's builder folds the conversion of constant lanes.
                    let (e, n, _) = self.vec_parts(ret)?;
                    if !matches!(self.m.types.get(e), Type::Float) {
                        return None;
                    }
                    let i16t = self.m.types.int(16);
                    let mut lanes = Vec::with_capacity(n as usize);
                    for i in 0..u64::from(n) {
                        let x = self.fold_element(c, i16t, i)?;
                        let ConstKind::Int(v) = &self.m.consts.get(x).kind else {
                            return None;
                        };
                        let bits = half_to_f32_bits(v.low_u64() as u16);
                        lanes.push(self.konst(e, ConstKind::Float(u128::from(bits))));
                    }
                    return Some(Some(Operand::Const(
                        self.konst(ret, ConstKind::Vector(lanes)),
                    )));
                }
                let aty = self.op_ty(fi, body, a);
                let (aelem, an, _) = self.vec_parts(aty)?;
                let (_, n, _) = self.vec_parts(ret)?;
                let mut v = a;
                if n != an {
                    let low = self.vector(aelem, n);
                    let mask = (0..n as i32).collect();
                    v = b.emit(
                        body,
                        low,
                        None,
                        InstKind::ShuffleVector { a: v, b: v, mask },
                    );
                }
                let h = self.m.types.intern(Type::Half);
                let hv = self.vector(h, n);
                let v = b.emit(body, hv, None, cast(CastOp::BitCast, v));
                let name = self.unique_name(fi, body, "cvtph2ps");
                Some(Some(b.emit(body, ret, Some(name), cast(CastOp::FPExt, v))))
            }
            Fma {
                neg_mul,
                neg_acc,
                scalar,
            } => {
                let ops = [arg(0)?, arg(1)?, arg(2)?];
                let (elem, _, _) = self.vec_parts(ret)?;
                // LLVM's builder folds the negation of a constant: done
                // here for a scalar lane (the calls are not folded: other
                // constants stay).
                let negated = [neg_mul && !scalar, neg_mul && scalar, neg_acc];
                for (&o, &ng) in ops.iter().zip(&negated) {
                    if let Operand::Const(c) = o {
                        let lane = if scalar {
                            self.fold_element(c, elem, 0)
                        } else {
                            None
                        };
                        let float_lane = lane.is_some_and(|l| {
                            matches!(self.m.consts.get(l).kind, ConstKind::Float(_))
                                || self.m.consts.is_null_value(&self.m.types, l)
                        });
                        if (scalar && lane.is_none()) || (ng && !float_lane) {
                            return None;
                        }
                    }
                }
                let fbits = self.m.types.float_bits(elem)?;
                let mut o = ops;
                let ty = if scalar { elem } else { ret };
                if scalar {
                    let zero = self.int(64, 0);
                    for x in o.iter_mut() {
                        *x = self.extract(body, b, *x, elem, zero)?;
                    }
                }
                let fneg = |u: &mut Self, b: &mut Emit, body: &mut Body, v: Operand| {
                    if let Operand::Const(c) = v {
                        // A scalar lane (checked above): its sign flipped.
                        let bits = match u.m.consts.get(c).kind {
                            ConstKind::Float(x) => x,
                            _ => 0,
                        };
                        let flipped = ConstKind::Float(bits ^ (1u128 << (fbits - 1)));
                        return Operand::Const(u.konst(ty, flipped));
                    }
                    b.emit(body, ty, None, InstKind::FNeg { fmf: 0, operand: v })
                };
                if neg_mul {
                    let k = usize::from(scalar);
                    o[k] = fneg(self, b, body, o[k]);
                }
                if neg_acc {
                    o[2] = fneg(self, b, body, o[2]);
                }
                let nty = self.fn_ty(ty, vec![ty, ty, ty]);
                let g = self.intrinsic("llvm.fma", &[ty], nty);
                let r = self.emit_call(body, b, g, o.to_vec(), None);
                if scalar {
                    let zero = self.int(64, 0);
                    return Some(Some(self.insert(body, b, ops[0], r, ret, zero)?));
                }
                Some(Some(r))
            }
            Fma4Scalar => {
                let ops = [arg(0)?, arg(1)?, arg(2)?];
                if ops.iter().any(|&o| Self::is_const(o)) {
                    return None;
                }
                let (elem, _, _) = self.vec_parts(ret)?;
                let zero = self.int(64, 0);
                let mut o = ops;
                for x in o.iter_mut() {
                    *x = self.extract(body, b, *x, elem, zero)?;
                }
                let nty = self.fn_ty(elem, vec![elem, elem, elem]);
                let g = self.intrinsic("llvm.fma", &[elem], nty);
                let r = self.emit_call(body, b, g, o.to_vec(), None);
                let z = crate::fold::null_value(&mut self.m.consts, &self.m.types, ret)?;
                Some(Some(self.insert(
                    body,
                    b,
                    Operand::Const(z),
                    r,
                    ret,
                    zero,
                )?))
            }
            PMulDq { signed } => {
                let (a, c) = (arg(0)?, arg(1)?);
                let masked = args.len() == 4;
                if !(args.len() == 2 || masked) {
                    return None;
                }
                let (_, n, _) = self.vec_parts(ret)?;
                if masked && !self.mask_ok(fi, body, args[3], n) {
                    return None;
                }
                let k = self.int(64, if signed { 32 } else { 0xffff_ffff });
                let Operand::Const(k) = k else { return None };
                let kv = self.konst(ret, ConstKind::Vector(vec![k; n as usize]));
                // LLVM's builder folds a constant side: `undef` or zero ends
                // as zero lanes, `poison` as poison, all ones as the mask
                // (or, shifted there and back, all ones); another constant
                // stays a `bitcast` expression the operations take.
                let mut fixed = [None, None];
                let mut sides = [a, c];
                for (x, f) in sides.iter_mut().zip(fixed.iter_mut()) {
                    let Operand::Const(v) = *x else { continue };
                    *f = match self.m.consts.get(v).kind {
                        ConstKind::Undef | ConstKind::Zero => Some(ConstKind::Zero),
                        ConstKind::Poison => Some(ConstKind::Poison),
                        _ if self.const_all_ones(v) => Some(ConstKind::Vector(Vec::new())),
                        _ => {
                            *x = Operand::Const(self.fold_bitcast(v, ret)?);
                            None
                        }
                    };
                }
                let ones = if signed {
                    match self.all_ones(ret)? {
                        Operand::Const(o) => o,
                        _ => return None,
                    }
                } else {
                    kv
                };
                let fixed = fixed.map(|f| {
                    f.map(|k| match k {
                        ConstKind::Vector(_) => ones,
                        k => self.konst(ret, k),
                    })
                });
                if let [Some(x), Some(y)] = fixed {
                    let kx = &self.m.consts.get(x).kind;
                    let ky = &self.m.consts.get(y).kind;
                    let k = if *kx == ConstKind::Poison || *ky == ConstKind::Poison {
                        ConstKind::Poison
                    } else if *kx == ConstKind::Zero || *ky == ConstKind::Zero {
                        ConstKind::Zero
                    } else {
                        // A product of two constants LLVM computes.
                        return None;
                    };
                    let r = Operand::Const(self.konst(ret, k));
                    if masked {
                        return Some(self.mask_select(fi, body, b, args[3], r, args[2]));
                    }
                    return Some(Some(r));
                }
                let kv = Operand::Const(kv);
                for x in sides.iter_mut() {
                    if !Self::is_const(*x) {
                        *x = b.emit(body, ret, None, cast(CastOp::BitCast, *x));
                    }
                }
                for (x, f) in sides.iter_mut().zip(fixed) {
                    if let Some(k) = f {
                        *x = Operand::Const(k);
                        continue;
                    }
                    let v = *x;
                    *x = if signed {
                        let s = b.emit(body, ret, None, bin(BinOp::Shl, v, kv));
                        b.emit(body, ret, None, bin(BinOp::AShr, s, kv))
                    } else {
                        b.emit(body, ret, None, bin(BinOp::And, v, kv))
                    };
                }
                let r = b.emit(body, ret, None, bin(BinOp::Mul, sides[0], sides[1]));
                if masked {
                    return Some(self.mask_select(fi, body, b, args[3], r, args[2]));
                }
                Some(Some(r))
            }
            Perm2Var { zero, index } => {
                if args.len() != 4 {
                    return None;
                }
                let (e, n, false) = self.vec_parts(ret)? else {
                    return None;
                };
                if !self.mask_ok(fi, body, args[3], n) {
                    return None;
                }
                let float = self.m.types.float_bits(e);
                let elt = self.m.types.int_width(e).or(float)?;
                let kind = match (elt, float.is_some()) {
                    (32, true) => "ps",
                    (32, false) => "d",
                    (64, true) => "pd",
                    (64, false) => "q",
                    (16, _) => "hi",
                    (8, _) => "qi",
                    _ => return None,
                };
                let bits = elt * n;
                if !matches!(bits, 128 | 256 | 512) {
                    return None;
                }
                let mut a = args[..3].to_vec();
                if !index {
                    a.swap(0, 1);
                }
                let pt = if zero {
                    Operand::Const(crate::fold::null_value(
                        &mut self.m.consts,
                        &self.m.types,
                        ret,
                    )?)
                } else if self.is_all_ones(args[3]) && Self::is_const(args[1]) {
                    // No select: the pass-through (a constant LLVM would
                    // fold) is not needed.
                    args[1]
                } else {
                    let t = self.op_ty(fi, body, args[1]);
                    if t != ret {
                        if let Operand::Const(c) = args[1] {
                            self.fold_bitcast(c, ret)?;
                        }
                    }
                    args[1]
                };
                let tys: Vec<TypeId> = a.iter().map(|&o| self.op_ty(fi, body, o)).collect();
                let nty = self.fn_ty(ret, tys);
                let name = format!("llvm.x86.avx512.vpermi2var.{kind}.{bits}");
                let g = self.declare(name.as_bytes(), nty);
                let r = self.emit_call(body, b, g, a, None);
                let pt = if zero || (self.is_all_ones(args[3]) && Self::is_const(pt)) {
                    pt
                } else {
                    self.bitcast_any(body, b, pt, ret)?
                };
                Some(self.mask_select(fi, body, b, args[3], r, pt))
            }
            MaskedIntrinsic(_) | MaskedShift(_) => {
                let full;
                let target = match k {
                    MaskedIntrinsic(t) => t,
                    MaskedShift(id) => {
                        full = id.name();
                        &full
                    }
                    _ => return None,
                };
                let k = args.len().checked_sub(2)?;
                if k == 0 {
                    return None;
                }
                let (_, n, _) = self.vec_parts(ret)?;
                if !self.mask_ok(fi, body, args[k + 1], n) {
                    return None;
                }
                let tys: Vec<TypeId> = args[..k].iter().map(|&o| self.op_ty(fi, body, o)).collect();
                let nty = self.fn_ty(ret, tys);
                let g = self.declare(target.as_bytes(), nty);
                let r = self.emit_call(body, b, g, args[..k].to_vec(), None);
                Some(self.mask_select(fi, body, b, args[k + 1], r, args[k]))
            }
            Imm8 => {
                let nf = nf?;
                let (&last, rest) = args.split_last()?;
                let i8t = self.m.types.int(8);
                let imm = match last {
                    Operand::Const(_) => {
                        let v = self.const_int(last)?;
                        self.int(8, v & 0xff)
                    }
                    _ => {
                        let nm = self.unique_name(fi, body, "trunc");
                        b.emit(body, i8t, Some(nm), cast(CastOp::Trunc, last))
                    }
                };
                let mut a = rest.to_vec();
                a.push(imm);
                let call = self.emit_call(body, b, nf, a, None);
                if let Operand::Inst(c) = call {
                    body.insts[c].name = old_name;
                }
                Some(Some(call))
            }
            MaskFma {
                form,
                neg_mul,
                neg_acc,
                scalar,
            } => self.mask_fma(fi, body, b, args, ret, form, neg_mul, neg_acc, scalar),
            MaskFmAddSub { form, sub_add } => {
                self.mask_fmaddsub(fi, body, b, args, ret, form, sub_add)
            }
            MaskedOnFirst {
                target,
                zero,
                narrow,
            } => {
                let k = args.len().checked_sub(1)?;
                if k < 3 {
                    return None;
                }
                let (_, n, _) = self.vec_parts(ret)?;
                let mask = args[k];
                if self.op_ty(fi, body, args[0]) != ret || !self.mask_ok(fi, body, mask, n) {
                    return None;
                }
                let mut a = args[..k].to_vec();
                let mut tys: Vec<TypeId> = a.iter().map(|&o| self.op_ty(fi, body, o)).collect();
                if narrow != 0 {
                    let nt = self.m.types.int(u32::from(narrow));
                    let v = self.vector(nt, n * 32 / u32::from(narrow));
                    for i in 1..3 {
                        if let Operand::Const(c) = a[i] {
                            self.fold_bitcast(c, v)?;
                        }
                        tys[i] = v;
                    }
                    for x in a.iter_mut().take(3).skip(1) {
                        *x = self.bitcast(body, b, *x, v)?;
                    }
                }
                let nty = self.fn_ty(ret, tys);
                let g = self.declare(target.as_bytes(), nty);
                let r = self.emit_call(body, b, g, a, None);
                let pt = if zero {
                    Operand::Const(crate::fold::null_value(
                        &mut self.m.consts,
                        &self.m.types,
                        ret,
                    )?)
                } else {
                    args[0]
                };
                Some(self.mask_select(fi, body, b, mask, r, pt))
            }
            BitShuffleMask => {
                let &[x, y, mask] = args else { return None };
                let xty = self.op_ty(fi, body, x);
                let (e, n, false) = self.vec_parts(xty)? else {
                    return None;
                };
                let target = match self.m.types.int_width(e)? * n {
                    128 => "llvm.x86.avx512.vpshufbitqmb.128",
                    256 => "llvm.x86.avx512.vpshufbitqmb.256",
                    512 => "llvm.x86.avx512.vpshufbitqmb.512",
                    _ => return None,
                };
                if self.op_ty(fi, body, y) != xty || !self.mask_ok(fi, body, mask, n) {
                    return None;
                }
                let i1 = self.m.types.int(1);
                let bools = self.vector(i1, n);
                let nty = self.fn_ty(bools, vec![xty, xty]);
                let g = self.declare(target.as_bytes(), nty);
                let r = self.emit_call(body, b, g, vec![x, y], None);
                Some(Some(self.mask_bits_to_int(
                    fi,
                    body,
                    b,
                    r,
                    n,
                    Some(mask),
                )?))
            }
            BroadcastMask => {
                let &[m] = args else { return None };
                let (e, n, false) = self.vec_parts(ret)? else {
                    return None;
                };
                let mty = self.op_ty(fi, body, m);
                let ext = if self.m.types.int_width(mty)? == 8 {
                    64
                } else {
                    32
                };
                if self.m.types.int_width(e) != Some(ext) {
                    return None;
                }
                if let Operand::Const(c) = m {
                    // Folded: the value zero-extended in every lane.
                    let ConstKind::Int(v) = &self.m.consts.get(c).kind else {
                        return None;
                    };
                    let lane = ConstKind::Int(ApInt::from_u64(ext, v.low_u64()));
                    let lane = self.konst(e, lane);
                    return Some(Some(Operand::Const(
                        self.konst(ret, ConstKind::Vector(vec![lane; n as usize])),
                    )));
                }
                let et = self.m.types.int(ext);
                let z = b.emit(body, et, None, cast(CastOp::ZExt, m));
                Some(Some(self.splat(fi, body, b, z, ret, n)))
            }
            MaskStore { aligned, scalar } => {
                let &[p, v, mask] = args else { return None };
                let vty = self.op_ty(fi, body, v);
                let (_, n, false) = self.vec_parts(vty)? else {
                    return None;
                };
                let align = if aligned { self.vector_bytes(vty)? } else { 1 };
                if !self.mask_ok(fi, body, mask, n) || (scalar && Self::is_const(mask)) {
                    return None;
                }
                if self.is_all_ones(mask) {
                    self.store(body, b, v, p, align);
                    return Some(None);
                }
                let mask = if scalar {
                    let mty = self.op_ty(fi, body, mask);
                    let w = self.m.types.int_width(mty)?;
                    let one = self.int(w, 1);
                    b.emit(body, mty, None, bin(BinOp::And, mask, one))
                } else {
                    mask
                };
                let mv = self.mask_vec(fi, body, b, mask, n)?;
                let pty = self.op_ty(fi, body, p);
                let void = self.m.types.void();
                let mvty = self.op_ty(fi, body, mv);
                let nty = self.fn_ty(void, vec![vty, pty, mvty]);
                let g = self.intrinsic("llvm.masked.store", &[vty, pty], nty);
                let attrs = self.align_param(1, align);
                self.emit_call_typed(body, b, g, nty, vec![v, p, mv], Some(attrs));
                Some(None)
            }
            MaskLoad { aligned } => {
                let &[p, pt, mask] = args else { return None };
                let (_, n, false) = self.vec_parts(ret)? else {
                    return None;
                };
                let align = if aligned { self.vector_bytes(ret)? } else { 1 };
                if self.op_ty(fi, body, pt) != ret || !self.mask_ok(fi, body, mask, n) {
                    return None;
                }
                if self.is_all_ones(mask) {
                    let l = InstKind::Load {
                        ptr: p,
                        volatile: false,
                        atomic: None,
                        align: Some(align),
                    };
                    return Some(Some(b.emit(body, ret, None, l)));
                }
                let mv = self.mask_vec(fi, body, b, mask, n)?;
                let pty = self.op_ty(fi, body, p);
                let mvty = self.op_ty(fi, body, mv);
                let nty = self.fn_ty(ret, vec![pty, mvty, ret]);
                let g = self.intrinsic("llvm.masked.load", &[ret, pty], nty);
                let attrs = self.align_param(0, align);
                Some(Some(self.emit_call_typed(
                    body,
                    b,
                    g,
                    nty,
                    vec![p, mv, pt],
                    Some(attrs),
                )))
            }
            ExpandLoad | CompressStore => {
                let &[p, v, mask] = args else { return None };
                let vty = self.op_ty(fi, body, v);
                let (_, n, false) = self.vec_parts(vty)? else {
                    return None;
                };
                if !self.mask_ok(fi, body, mask, n) {
                    return None;
                }
                let mv = self.mask_vec(fi, body, b, mask, n)?;
                let pty = self.op_ty(fi, body, p);
                let mvty = self.op_ty(fi, body, mv);
                if k == ExpandLoad {
                    let nty = self.fn_ty(vty, vec![pty, mvty, vty]);
                    let g = self.intrinsic("llvm.masked.expandload", &[vty], nty);
                    Some(Some(self.emit_call(body, b, g, vec![p, mv, v], None)))
                } else {
                    let void = self.m.types.void();
                    let nty = self.fn_ty(void, vec![vty, pty, mvty]);
                    let g = self.intrinsic("llvm.masked.compressstore", &[vty], nty);
                    self.emit_call(body, b, g, vec![v, p, mv], None);
                    Some(None)
                }
            }
            CompressExpand { compress } => {
                let &[x, pt, mask] = args else { return None };
                let (_, n, false) = self.vec_parts(ret)? else {
                    return None;
                };
                if self.op_ty(fi, body, x) != ret
                    || self.op_ty(fi, body, pt) != ret
                    || !self.mask_ok(fi, body, mask, n)
                {
                    return None;
                }
                let mv = self.mask_vec(fi, body, b, mask, n)?;
                let mvty = self.op_ty(fi, body, mv);
                let nty = self.fn_ty(ret, vec![ret, ret, mvty]);
                let base = if compress {
                    "llvm.x86.avx512.mask.compress"
                } else {
                    "llvm.x86.avx512.mask.expand"
                };
                let g = self.intrinsic(base, &[ret], nty);
                Some(Some(self.emit_call(body, b, g, vec![x, pt, mv], None)))
            }
            PairStore(target) => {
                let (g, call_args, ptr) = match (target, nf) {
                    (None, Some(nf)) => (nf, Vec::new(), *args.first()?),
                    (Some(t), _) => {
                        let &[c, x, y, p] = args else { return None };
                        let xty = self.op_ty(fi, body, x);
                        if self.op_ty(fi, body, y) != xty || self.m.types.int_width(ret).is_none() {
                            return None;
                        }
                        let pair = self.m.types.intern(Type::Struct {
                            elems: vec![ret, xty],
                            packed: false,
                        });
                        let cty = self.op_ty(fi, body, c);
                        let nty = self.fn_ty(pair, vec![cty, xty, xty]);
                        (self.declare(t.as_bytes(), nty), vec![c, x, y], p)
                    }
                    _ => return None,
                };
                if target.is_none() && args.len() != 1 {
                    return None;
                }
                let nty = self.m.globals[crate::GlobalId::from_index(g)]
                    .common
                    .value_ty;
                let (pair, _, _) = super::fn_parts(self.m, nty);
                let elems = self.m.types.struct_elems(pair)?.to_vec();
                let &[first, second] = &elems[..] else {
                    return None;
                };
                if first != ret {
                    return None;
                }
                let call = self.emit_call(body, b, g, call_args, None);
                if target.is_none() {
                    if let Operand::Inst(c) = call {
                        body.insts[c].name = old_name;
                    }
                }
                let hi = b.emit(
                    body,
                    second,
                    None,
                    InstKind::ExtractValue {
                        agg: call,
                        indices: vec![1],
                    },
                );
                self.store(body, b, hi, ptr, 1);
                Some(Some(b.emit(
                    body,
                    first,
                    None,
                    InstKind::ExtractValue {
                        agg: call,
                        indices: vec![0],
                    },
                )))
            }
            XopPermil2 | XopFrcz => {
                let nf = nf?;
                let nty = self.m.globals[crate::GlobalId::from_index(nf)]
                    .common
                    .value_ty;
                let (_, ps, _) = super::fn_parts(self.m, nty);
                let a = if k == XopFrcz {
                    if args.len() != 2 {
                        return None;
                    }
                    vec![args[1]]
                } else {
                    if args.len() != 4 {
                        return None;
                    }
                    let mut a = args.to_vec();
                    a[2] = self.bitcast(body, b, a[2], ps[2])?;
                    a
                };
                let call = self.emit_call(body, b, nf, a, None);
                if let Operand::Inst(c) = call {
                    body.insts[c].name = old_name;
                }
                Some(Some(call))
            }
            XopCompare { code, signed } => {
                let (a, c) = (arg(0)?, arg(1)?);
                let code = match (code, args.len()) {
                    (Some(k), 2) => k,
                    (None, 3) => u8::try_from(self.const_int(args[2])?).ok()?,
                    _ => return None,
                };
                let (_, n, false) = self.vec_parts(ret)? else {
                    return None;
                };
                if self.op_ty(fi, body, a) != ret || self.op_ty(fi, body, c) != ret {
                    return None;
                }
                use IntPredicate::*;
                let pred = match code {
                    0 => {
                        if signed {
                            Slt
                        } else {
                            Ult
                        }
                    }
                    1 => {
                        if signed {
                            Sle
                        } else {
                            Ule
                        }
                    }
                    2 => {
                        if signed {
                            Sgt
                        } else {
                            Ugt
                        }
                    }
                    3 => {
                        if signed {
                            Sge
                        } else {
                            Uge
                        }
                    }
                    4 => Eq,
                    5 => Ne,
                    6 => {
                        let z = crate::fold::null_value(&mut self.m.consts, &self.m.types, ret)?;
                        return Some(Some(Operand::Const(z)));
                    }
                    7 => return Some(Some(self.all_ones(ret)?)),
                    _ => return None,
                };
                // LLVM's builder would fold a compare of constants.
                if Self::is_const(a) && Self::is_const(c) {
                    return None;
                }
                let i1 = self.m.types.int(1);
                let bools = self.vector(i1, n);
                let x = b.emit(
                    body,
                    bools,
                    None,
                    InstKind::ICmp {
                        pred,
                        flags: 0,
                        lhs: a,
                        rhs: c,
                    },
                );
                Some(Some(b.emit(body, ret, None, cast(CastOp::SExt, x))))
            }
            XopCmov => {
                let (x, y, sel) = (arg(0)?, arg(1)?, arg(2)?);
                if args.len() != 3 || Self::is_const(sel) {
                    return None;
                }
                let ones = self.all_ones(ret)?;
                if [x, y, sel].iter().any(|&o| self.op_ty(fi, body, o) != ret) {
                    return None;
                }
                let not = b.emit(body, ret, None, bin(BinOp::Xor, sel, ones));
                let l = b.emit(body, ret, None, bin(BinOp::And, x, sel));
                let r = b.emit(body, ret, None, bin(BinOp::And, y, not));
                Some(Some(b.emit(body, ret, None, bin(BinOp::Or, l, r))))
            }
            Rotate { right } => {
                let (src, amt) = (arg(0)?, arg(1)?);
                if !matches!(args.len(), 2 | 4) || self.op_ty(fi, body, src) != ret {
                    return None;
                }
                let pick = (args.len() == 4).then(|| (args[2], args[3]));
                self.funnel_shift(fi, body, b, right, [src, src], amt, ret, pick)
            }
            ConcatShift { right, zero } => {
                let (x, y, amt) = (arg(0)?, arg(1)?, arg(2)?);
                let pick = match (args.len(), zero) {
                    (3, _) => None,
                    (4, false) => Some((x, args[3])),
                    (4, true) => {
                        let z = crate::fold::null_value(&mut self.m.consts, &self.m.types, ret)?;
                        Some((Operand::Const(z), args[3]))
                    }
                    (5, _) => Some((args[3], args[4])),
                    _ => return None,
                };
                if self.op_ty(fi, body, x) != ret || self.op_ty(fi, body, y) != ret {
                    return None;
                }
                let ops = if right { [y, x] } else { [x, y] };
                self.funnel_shift(fi, body, b, right, ops, amt, ret, pick)
            }
            ByteShift { .. }
            | StoreLow
            | MaskReg(_)
            | MaskToVector
            | FpClass
            | FpCompare
            | FpCompareMask
            | Shuffle(_)
            | MaskArith(_)
            | MaskSqrt
            | MaskMove => self.x86_avx512(k, nf, fi, body, b, args, ret, old_name),
            Lanes { op, masked_args } => Some(Some(self.x86_lanes(
                op,
                masked_args,
                fi,
                body,
                b,
                args,
                ret,
            )?)),
            Perm2x128 => {
                let (a, c) = (arg(0)?, arg(1)?);
                let imm = self.const_int(arg(2)?)? as u8;
                if args.len() != 3 || (Self::is_const(a) && Self::is_const(c)) {
                    return None;
                }
                let (_, n, _) = self.vec_parts(ret)?;
                let half = n / 2;
                let zero = crate::fold::null_value(&mut self.m.consts, &self.m.types, ret)?;
                let pick = |sel: u8, z: u8| {
                    if imm & z != 0 {
                        Operand::Const(zero)
                    } else if imm & sel != 0 {
                        c
                    } else {
                        a
                    }
                };
                let (v0, v1) = (pick(0x02, 0x08), pick(0x20, 0x80));
                if v0 == Operand::Const(zero) && v1 == v0 {
                    return Some(Some(v0));
                }
                if Self::is_const(v0) && Self::is_const(v1) {
                    return None;
                }
                let lo = if imm & 0x01 != 0 { half } else { 0 };
                let hi = if imm & 0x10 != 0 { half } else { 0 };
                let mask = (0..half)
                    .map(|i| (lo + i) as i32)
                    .chain((0..half).map(|i| (n + hi + i) as i32))
                    .collect();
                Some(Some(b.emit(
                    body,
                    ret,
                    None,
                    InstKind::ShuffleVector { a: v0, b: v1, mask },
                )))
            }
            LoadNontemporal => {
                let p = arg(0)?;
                if args.len() != 1 {
                    return None;
                }
                let (e, n, false) = self.vec_parts(ret)? else {
                    return None;
                };
                let bits = self
                    .m
                    .types
                    .int_width(e)
                    .or_else(|| self.m.types.float_bits(e))?;
                let l = b.emit(
                    body,
                    ret,
                    None,
                    InstKind::Load {
                        ptr: p,
                        volatile: false,
                        atomic: None,
                        align: Some(u64::from(bits * n / 8)),
                    },
                );
                self.nontemporal(body, l);
                Some(Some(l))
            }
            BroadcastLoad => {
                let p = arg(0)?;
                if args.len() != 1 {
                    return None;
                }
                let (e, n, false) = self.vec_parts(ret)? else {
                    return None;
                };
                let align = match self.m.types.float_bits(e)? {
                    32 => 4,
                    64 => 8,
                    _ => return None,
                };
                let l = b.emit(
                    body,
                    e,
                    None,
                    InstKind::Load {
                        ptr: p,
                        volatile: false,
                        atomic: None,
                        align: Some(align),
                    },
                );
                let mut v = Operand::Const(self.konst(ret, ConstKind::Poison));
                for i in 0..n {
                    let idx = self.int(32, u64::from(i));
                    v = self.insert(body, b, v, l, ret, idx)?;
                }
                Some(Some(v))
            }
            Broadcast128 => {
                let p = arg(0)?;
                if args.len() != 1 {
                    return None;
                }
                let (e, n, false) = self.vec_parts(ret)? else {
                    return None;
                };
                let bits = self
                    .m
                    .types
                    .int_width(e)
                    .or_else(|| self.m.types.float_bits(e))?;
                let src = 128 / bits;
                if src * 2 != n {
                    return None;
                }
                let vt = self.vector(e, src);
                let l = b.emit(
                    body,
                    vt,
                    None,
                    InstKind::Load {
                        ptr: p,
                        volatile: false,
                        atomic: None,
                        align: Some(1),
                    },
                );
                let poison = Operand::Const(self.konst(vt, ConstKind::Poison));
                let mask = (0..n).map(|i| (i % src) as i32).collect();
                Some(Some(b.emit(
                    body,
                    ret,
                    None,
                    InstKind::ShuffleVector {
                        a: l,
                        b: poison,
                        mask,
                    },
                )))
            }
            Crc32x64 => {
                let (a, c) = (arg(0)?, arg(1)?);
                if args.len() != 2 {
                    return None;
                }
                let i32t = self.m.types.int(32);
                let i8t = self.m.types.int(8);
                let t = match a {
                    // The `trunc` of a constant folds; the call stays a call.
                    Operand::Const(k) => match &self.m.consts.get(k).kind {
                        ConstKind::Int(v) => self.int(32, v.low_u64() & 0xffff_ffff),
                        _ => return None,
                    },
                    _ => b.emit(body, i32t, None, cast(CastOp::Trunc, a)),
                };
                let nty = self.fn_ty(i32t, vec![i32t, i8t]);
                let g = self.declare(b"llvm.x86.sse42.crc32.32.8", nty);
                let r = self.emit_call(body, b, g, vec![t, c], None);
                Some(Some(b.emit(body, ret, None, cast(CastOp::ZExt, r))))
            }
            FmSubAdd => {
                let ops = [arg(0)?, arg(1)?, arg(2)?];
                if args.len() != 3 || Self::is_const(ops[2]) {
                    return None;
                }
                let (e, n, _) = self.vec_parts(ret)?;
                let wide = self.m.types.float_bits(e)? * n;
                let name = match (self.m.types.float_bits(e)?, wide) {
                    (32, 128) => "llvm.x86.fma.vfmaddsub.ps",
                    (32, 256) => "llvm.x86.fma.vfmaddsub.ps.256",
                    (64, 128) => "llvm.x86.fma.vfmaddsub.pd",
                    (64, 256) => "llvm.x86.fma.vfmaddsub.pd.256",
                    _ => return None,
                };
                let neg = b.emit(
                    body,
                    ret,
                    None,
                    InstKind::FNeg {
                        fmf: 0,
                        operand: ops[2],
                    },
                );
                let nty = self.fn_ty(ret, vec![ret, ret, ret]);
                let g = self.declare(name.as_bytes(), nty);
                Some(Some(self.emit_call(
                    body,
                    b,
                    g,
                    vec![ops[0], ops[1], neg],
                    None,
                )))
            }
            TestMask(pred) => {
                let (a, c, m) = (arg(0)?, arg(1)?, arg(2)?);
                if args.len() != 3 || (Self::is_const(a) && Self::is_const(c)) {
                    return None;
                }
                let aty = self.op_ty(fi, body, a);
                let (_, n, false) = self.vec_parts(aty)? else {
                    return None;
                };
                if !self.mask_ok(fi, body, m, n) {
                    return None;
                }
                let zero = crate::fold::null_value(&mut self.m.consts, &self.m.types, aty)?;
                let x = b.emit(body, aty, None, bin(BinOp::And, a, c));
                let i1 = self.m.types.int(1);
                let bools = self.vector(i1, n);
                let cmp = b.emit(
                    body,
                    bools,
                    None,
                    InstKind::ICmp {
                        pred,
                        flags: 0,
                        lhs: x,
                        rhs: Operand::Const(zero),
                    },
                );
                Some(Some(self.mask_bits_to_int(fi, body, b, cmp, n, Some(m))?))
            }
            CompareMask { code, signed } => {
                let (a, c) = (arg(0)?, arg(1)?);
                let (code, nargs) = match code {
                    Some(k) => (k, 3),
                    None => ((self.const_int(arg(2)?)? & 7) as u8, 4),
                };
                if args.len() != nargs || (Self::is_const(a) && Self::is_const(c)) {
                    return None;
                }
                let m = args[nargs - 1];
                let aty = self.op_ty(fi, body, a);
                let (_, n, false) = self.vec_parts(aty)? else {
                    return None;
                };
                if !self.mask_ok(fi, body, m, n) {
                    return None;
                }
                let i1 = self.m.types.int(1);
                let bools = self.vector(i1, n);
                use IntPredicate::*;
                let pred = match code {
                    0 => Some(Eq),
                    1 => Some(if signed { Slt } else { Ult }),
                    2 => Some(if signed { Sle } else { Ule }),
                    4 => Some(Ne),
                    5 => Some(if signed { Sge } else { Uge }),
                    6 => Some(if signed { Sgt } else { Ugt }),
                    _ => None,
                };
                let cmp = match pred {
                    Some(pred) => b.emit(
                        body,
                        bools,
                        None,
                        InstKind::ICmp {
                            pred,
                            flags: 0,
                            lhs: a,
                            rhs: c,
                        },
                    ),
                    // 3: never, 7: always, as a constant.
                    None => {
                        let always = code == 7;
                        if !self.is_all_ones(m) {
                            // An `and` of two constants would fold.
                            if Self::is_const(m) {
                                return None;
                            }
                            let k = if always {
                                self.all_ones(bools)?
                            } else {
                                Operand::Const(crate::fold::null_value(
                                    &mut self.m.consts,
                                    &self.m.types,
                                    bools,
                                )?)
                            };
                            let r = self.mask_bits_to_int(fi, body, b, k, n, Some(m))?;
                            return Some(Some(r));
                        }
                        // Folded: zero, or all ones from 8 lanes; fewer
                        // lanes widened with zeros are a `bitcast` LLVM's
                        // folder leaves as an expression.
                        let w = n.max(8);
                        if !always || n >= 8 {
                            if w > 64 {
                                return None;
                            }
                            let v = if always { u64::MAX } else { 0 };
                            return Some(Some(self.int(w, v)));
                        }
                        let lanes: Vec<ConstId> = (0..8)
                            .map(|i| {
                                let bit = ConstKind::Int(ApInt::from_u64(1, u64::from(i < n)));
                                self.konst(i1, bit)
                            })
                            .collect();
                        let b8 = self.vector(i1, 8);
                        let v = self.konst(b8, ConstKind::Vector(lanes));
                        let e = crate::constants::ConstExpr {
                            op: crate::constants::ConstExprOp::Cast(CastOp::BitCast),
                            flags: 0,
                            operands: vec![v],
                            source_ty: None,
                            inrange: None,
                            mask: Vec::new(),
                        };
                        let i8t = self.m.types.int(8);
                        return Some(Some(Operand::Const(
                            self.konst(i8t, ConstKind::Expr(Box::new(e))),
                        )));
                    }
                };
                Some(Some(self.mask_bits_to_int(fi, body, b, cmp, n, Some(m))?))
            }
        }
    }

    /// The lanes of a [`X86::Lanes`] call (see [`LaneOp`]), or None to keep
    /// the call (nothing emitted).
    #[allow(clippy::too_many_arguments)]
    fn x86_lanes(
        &mut self,
        op: LaneOp,
        masked_args: u8,
        fi: usize,
        body: &mut Body,
        b: &mut Emit,
        args: &[Operand],
        ret: TypeId,
    ) -> Option<Operand> {
        use LaneOp::*;
        let masked = args.len() == usize::from(masked_args);
        let n_in = match op {
            Bin(_) | Logic(..) | Intrinsic2(_) => 2,
            _ => 1,
        };
        // Immediates: operand 1 for the shuffles by immediate.
        let imm_ops = usize::from(matches!(op, Permil | PShufW(_)));
        if args.len() != n_in + imm_ops + if masked { 2 } else { 0 } {
            return None;
        }
        let ins = &args[..n_in];
        // LLVM's builder would fold an operation on constants (done here
        // for the splat of an integer).
        let folded_splat = op == Splat
            && matches!(ins[0], Operand::Const(k)
                if matches!(self.m.consts.get(k).kind, ConstKind::Int(_)));
        if ins.iter().all(|&o| Self::is_const(o)) && !folded_splat {
            return None;
        }
        let (elem, n, false) = self.vec_parts(ret)? else {
            return None;
        };
        let imm = if imm_ops == 1 {
            Some(self.const_int(args[n_in])?)
        } else {
            None
        };
        if masked && !self.mask_ok(fi, body, args[args.len() - 1], n) {
            return None;
        }
        let i1 = self.m.types.int(1);
        let (a, c) = (ins[0], ins.get(1).copied().unwrap_or(ins[0]));
        let rep = match op {
            Bin(o) => b.emit(body, ret, None, bin(o, a, c)),
            Logic(o, not) => {
                let bits = self
                    .m
                    .types
                    .int_width(elem)
                    .or_else(|| self.m.types.float_bits(elem))?;
                let it = self.m.types.int(bits);
                let ity = self.vector(it, n);
                let ones = self.all_ones(ity)?;
                let x = self.bitcast_any(body, b, a, ity)?;
                let x = if not {
                    b.emit(body, ity, None, bin(BinOp::Xor, x, ones))
                } else {
                    x
                };
                let y = self.bitcast_any(body, b, c, ity)?;
                let r = b.emit(body, ity, None, bin(o, x, y));
                self.bitcast_any(body, b, r, ret)?
            }
            Intrinsic2(base) => {
                let nty = self.fn_ty(ret, vec![ret, ret]);
                let g = self.intrinsic(base, &[ret], nty);
                self.emit_call(body, b, g, vec![a, c], None)
            }
            Abs | Ctlz => {
                let f = self.int(1, 0);
                let nty = self.fn_ty(ret, vec![ret, i1]);
                let base = if op == Abs { "llvm.abs" } else { "llvm.ctlz" };
                let g = self.intrinsic(base, &[ret], nty);
                self.emit_call(body, b, g, vec![a, f], None)
            }
            Splat => match a {
                Operand::Const(k) => {
                    Operand::Const(self.konst(ret, ConstKind::Vector(vec![k; n as usize])))
                }
                _ => self.splat(fi, body, b, a, ret, n),
            },
            BroadcastLane => {
                let aty = self.op_ty(fi, body, a);
                let poison = Operand::Const(self.konst(aty, ConstKind::Poison));
                b.emit(
                    body,
                    ret,
                    None,
                    InstKind::ShuffleVector {
                        a,
                        b: poison,
                        mask: vec![0; n as usize],
                    },
                )
            }
            Trunc => b.emit(body, ret, None, cast(CastOp::Trunc, a)),
            Permil => {
                let bits = self
                    .m
                    .types
                    .int_width(elem)
                    .or_else(|| self.m.types.float_bits(elem))?;
                let size = 64 / bits;
                let fmask = (1u32 << size) - 1;
                let imm = imm? as u32;
                let mask = (0..n)
                    .map(|i| (((imm >> ((i * size) % 8)) & fmask) | (i & !fmask)) as i32)
                    .collect();
                b.emit(body, ret, None, InstKind::ShuffleVector { a, b: a, mask })
            }
            PShufW(high) => {
                let imm = imm? as u32;
                let mut mask = vec![0i32; n as usize];
                for l in (0..n).step_by(8) {
                    for i in 0..4 {
                        let (lo, hi) = (i + l, i + l + 4);
                        let pick = ((imm >> (2 * i)) & 3) as i32;
                        if high {
                            mask[lo as usize] = lo as i32;
                            mask[hi as usize] = pick + 4 + l as i32;
                        } else {
                            mask[lo as usize] = pick + l as i32;
                            mask[hi as usize] = hi as i32;
                        }
                    }
                }
                b.emit(body, ret, None, InstKind::ShuffleVector { a, b: a, mask })
            }
        };
        if !masked {
            return Some(rep);
        }
        let (pt, mask) = (args[args.len() - 2], args[args.len() - 1]);
        self.mask_select(fi, body, b, mask, rep, pt)
    }

    /// The size of vector type `t` in bytes.
    fn vector_bytes(&self, t: TypeId) -> Option<u64> {
        let (e, n, _) = self.vec_parts(t)?;
        let bits = self
            .m
            .types
            .int_width(e)
            .or_else(|| self.m.types.float_bits(e))?;
        Some(u64::from(bits * n / 8))
    }

    /// Call attributes with `align a` on parameter `i` only.
    pub(crate) fn align_param(&mut self, i: usize, a: u64) -> crate::attributes::AttrList {
        use crate::attributes::{AttrKind, AttrList, Attribute};
        let mut attrs = AttrList::default();
        let set = self
            .m
            .attrs
            .get(attrs.param(i))
            .with(Attribute::Int(AttrKind::Alignment, a));
        let s = self.m.attrs.intern(set);
        attrs.set_param(i, s);
        attrs
    }

    /// The masked FMAs (see [`X86::MaskFma`]).
    #[allow(clippy::too_many_arguments)]
    fn mask_fma(
        &mut self,
        fi: usize,
        body: &mut Body,
        b: &mut Emit,
        args: &[Operand],
        ret: TypeId,
        form: MaskForm,
        neg_mul: bool,
        neg_acc: bool,
        scalar: bool,
    ) -> Option<Option<Operand>> {
        use MaskForm::*;
        if !(args.len() == 5 || (!scalar && args.len() == 4)) {
            return None;
        }
        let (elem, n, false) = self.vec_parts(ret)? else {
            return None;
        };
        let fbits = self.m.types.float_bits(elem)?;
        if args[..3].iter().any(|&o| self.op_ty(fi, body, o) != ret) {
            return None;
        }
        let mask = args[3];
        if scalar {
            if !self.scalar_mask_ok(fi, body, mask) {
                return None;
            }
        } else if !self.mask_ok(fi, body, mask, n) {
            return None;
        }
        // Which operand is negated: LLVM's builder would fold a constant.
        let mut neg = [false; 3];
        if neg_mul {
            neg[if form == Mask { 1 } else { 0 }] = true;
        }
        neg[2] = neg_acc;
        for (i, &o) in args[..3].iter().enumerate() {
            if let Operand::Const(c) = o {
                if neg[i] || (scalar && self.fold_element(c, elem, 0).is_none()) {
                    return None;
                }
            }
        }
        // A rounding operand other than the constant 4 keeps the AVX-512 call.
        let rounding = (args.len() == 5 && self.const_int(args[4]) != Some(4)).then(|| args[4]);
        let mut ops = [args[0], args[1], args[2]];
        for (o, &ng) in ops.iter_mut().zip(&neg) {
            if ng {
                *o = b.emit(
                    body,
                    ret,
                    None,
                    InstKind::FNeg {
                        fmf: 0,
                        operand: *o,
                    },
                );
            }
        }
        let zero64 = self.int(64, 0);
        let ty = if scalar { elem } else { ret };
        if scalar {
            for o in ops.iter_mut() {
                *o = self.extract(body, b, *o, elem, zero64)?;
            }
        }
        let mut call_args = ops.to_vec();
        let g = if let Some(r) = rounding {
            let rty = self.op_ty(fi, body, r);
            call_args.push(r);
            let name = match (scalar, fbits, n * fbits) {
                (true, 32, _) => "llvm.x86.avx512.vfmadd.f32",
                (true, 64, _) => "llvm.x86.avx512.vfmadd.f64",
                (false, 32, 512) => "llvm.x86.avx512.vfmadd.ps.512",
                (false, 64, 512) => "llvm.x86.avx512.vfmadd.pd.512",
                _ => return None,
            };
            let nty = self.fn_ty(ty, vec![ty, ty, ty, rty]);
            self.declare(name.as_bytes(), nty)
        } else {
            let nty = self.fn_ty(ty, vec![ty, ty, ty]);
            self.intrinsic("llvm.fma", &[ty], nty)
        };
        let r = self.emit_call(body, b, g, call_args, None);
        if !scalar {
            let pt = match form {
                MaskZ => Operand::Const(crate::fold::null_value(
                    &mut self.m.consts,
                    &self.m.types,
                    ret,
                )?),
                Mask3 => args[2],
                Mask => args[0],
            };
            return Some(self.mask_select(fi, body, b, mask, r, pt));
        }
        let pt = match form {
            MaskZ => Operand::Const(crate::fold::null_value(
                &mut self.m.consts,
                &self.m.types,
                elem,
            )?),
            // The accumulator before its negation.
            Mask3 if neg_acc => self.extract(body, b, args[2], elem, zero64)?,
            Mask3 => ops[2],
            Mask => ops[0],
        };
        let r = self.scalar_select(fi, body, b, mask, r, pt)?;
        let into = if form == Mask3 { args[2] } else { args[0] };
        Some(Some(self.insert(body, b, into, r, ret, zero64)?))
    }

    /// The masked FMA-add-subtracts (see [`X86::MaskFmAddSub`]).
    #[allow(clippy::too_many_arguments)]
    fn mask_fmaddsub(
        &mut self,
        fi: usize,
        body: &mut Body,
        b: &mut Emit,
        args: &[Operand],
        ret: TypeId,
        form: MaskForm,
        sub_add: bool,
    ) -> Option<Option<Operand>> {
        if !matches!(args.len(), 4 | 5) {
            return None;
        }
        let (elem, n, false) = self.vec_parts(ret)? else {
            return None;
        };
        let fbits = self.m.types.float_bits(elem)?;
        if args[..3].iter().any(|&o| self.op_ty(fi, body, o) != ret)
            || !self.mask_ok(fi, body, args[3], n)
            || Self::is_const(args[2])
        {
            return None;
        }
        let (a, c, acc) = (args[0], args[1], args[2]);
        let fneg = |b: &mut Emit, body: &mut Body, v: Operand| {
            b.emit(body, ret, None, InstKind::FNeg { fmf: 0, operand: v })
        };
        let r = if args.len() == 5 {
            let name = match (fbits, n * fbits) {
                (32, 512) => "llvm.x86.avx512.vfmaddsub.ps.512",
                (64, 512) => "llvm.x86.avx512.vfmaddsub.pd.512",
                _ => return None,
            };
            let rty = self.op_ty(fi, body, args[4]);
            let acc = if sub_add { fneg(b, body, acc) } else { acc };
            let nty = self.fn_ty(ret, vec![ret, ret, ret, rty]);
            let g = self.declare(name.as_bytes(), nty);
            self.emit_call(body, b, g, vec![a, c, acc, args[4]], None)
        } else {
            let nty = self.fn_ty(ret, vec![ret, ret, ret]);
            let g = self.intrinsic("llvm.fma", &[ret], nty);
            let mut odd = self.emit_call(body, b, g, vec![a, c, acc], None);
            let neg = fneg(b, body, acc);
            let mut even = self.emit_call(body, b, g, vec![a, c, neg], None);
            if sub_add {
                std::mem::swap(&mut even, &mut odd);
            }
            let mask = (0..n).map(|i| (i + (i % 2) * n) as i32).collect();
            b.emit(
                body,
                ret,
                None,
                InstKind::ShuffleVector {
                    a: even,
                    b: odd,
                    mask,
                },
            )
        };
        let pt = match form {
            MaskForm::MaskZ => Operand::Const(crate::fold::null_value(
                &mut self.m.consts,
                &self.m.types,
                ret,
            )?),
            MaskForm::Mask3 => args[2],
            MaskForm::Mask => args[0],
        };
        Some(self.mask_select(fi, body, b, args[3], r, pt))
    }

    /// Whether `mask` can be a scalar FMA's mask: an integer, a constant
    /// one only if its bit 0 can be read.
    fn scalar_mask_ok(&mut self, fi: usize, body: &Body, mask: Operand) -> bool {
        if let Operand::Const(c) = mask {
            if !matches!(self.m.consts.get(c).kind, ConstKind::Int(_)) {
                return false;
            }
        }
        let t = self.op_ty(fi, body, mask);
        self.m.types.int_width(t).is_some()
    }

    /// LLVM's `emitX86ScalarSelect`: `rep` if bit 0 of `mask` is set, else
    /// `passthru`.
    fn scalar_select(
        &mut self,
        fi: usize,
        body: &mut Body,
        b: &mut Emit,
        mask: Operand,
        rep: Operand,
        passthru: Operand,
    ) -> Option<Operand> {
        if self.is_all_ones(mask) {
            return Some(rep);
        }
        let mty = self.op_ty(fi, body, mask);
        let w = self.m.types.int_width(mty)?;
        let i1 = self.m.types.int(1);
        let bit = if let Operand::Const(c) = mask {
            // LLVM folds a zero mask to `false`; of another it keeps
            // `extractelement (bitcast (<1 x iN> splat (iN m)))`.
            let ConstKind::Int(v) = &self.m.consts.get(c).kind else {
                return None;
            };
            if (0..v.bits).all(|i| !v.bit(i)) {
                self.int(1, 0)
            } else {
                let one = self.vector(mty, 1);
                let v1 = self.konst(one, ConstKind::Vector(vec![c]));
                let wide = self.vector(i1, w);
                let expr = |op, operands| {
                    ConstKind::Expr(Box::new(crate::constants::ConstExpr {
                        op,
                        flags: 0,
                        operands,
                        source_ty: None,
                        inrange: None,
                        mask: Vec::new(),
                    }))
                };
                let bc = self.konst(
                    wide,
                    expr(
                        crate::constants::ConstExprOp::Cast(CastOp::BitCast),
                        vec![v1],
                    ),
                );
                let Operand::Const(zero) = self.int(64, 0) else {
                    return None;
                };
                Operand::Const(self.konst(
                    i1,
                    expr(
                        crate::constants::ConstExprOp::ExtractElement,
                        vec![bc, zero],
                    ),
                ))
            }
        } else {
            let wide = self.vector(i1, w);
            let v = b.emit(body, wide, None, cast(CastOp::BitCast, mask));
            let zero = self.int(64, 0);
            b.emit(
                body,
                i1,
                None,
                InstKind::ExtractElement {
                    vector: v,
                    index: zero,
                },
            )
        };
        let rty = self.op_ty(fi, body, rep);
        Some(b.emit(
            body,
            rty,
            None,
            InstKind::Select {
                fmf: 0,
                cond: bit,
                then_value: rep,
                else_value: passthru,
            },
        ))
    }

    /// LLVM's `upgradeX86Rotate` and `upgradeX86ConcatShift`:
    /// `llvm.fshl`/`fshr` of `ops` by `amt` (a scalar amount cast to the
    /// lanes and splat), then, given `(passthru, mask)`, the mask.
    #[allow(clippy::too_many_arguments)]
    fn funnel_shift(
        &mut self,
        fi: usize,
        body: &mut Body,
        b: &mut Emit,
        right: bool,
        ops: [Operand; 2],
        amt: Operand,
        ret: TypeId,
        pick: Option<(Operand, Operand)>,
    ) -> Option<Option<Operand>> {
        let (elem, n, false) = self.vec_parts(ret)? else {
            return None;
        };
        let ew = self.m.types.int_width(elem)?;
        let aty = self.op_ty(fi, body, amt);
        if aty != ret && (self.vec_parts(aty).is_some() || self.m.types.int_width(aty).is_none()) {
            return None;
        }
        if let Some((_, m)) = pick {
            if !self.mask_ok(fi, body, m, n) {
                return None;
            }
        }
        let amt = if aty == ret {
            amt
        } else if let Some(v) = self.const_int(amt) {
            // Folded by LLVM's builder: a constant splat.
            let v = if ew < 64 { v & ((1u64 << ew) - 1) } else { v };
            let Operand::Const(k) = self.int(ew, v) else {
                return None;
            };
            Operand::Const(self.konst(ret, ConstKind::Vector(vec![k; n as usize])))
        } else if Self::is_const(amt) {
            return None;
        } else {
            let aw = self.m.types.int_width(aty)?;
            let a = match aw.cmp(&ew) {
                std::cmp::Ordering::Equal => amt,
                std::cmp::Ordering::Less => b.emit(body, elem, None, cast(CastOp::ZExt, amt)),
                std::cmp::Ordering::Greater => b.emit(body, elem, None, cast(CastOp::Trunc, amt)),
            };
            self.splat(fi, body, b, a, ret, n)
        };
        let nty = self.fn_ty(ret, vec![ret, ret, ret]);
        let base = if right { "llvm.fshr" } else { "llvm.fshl" };
        let g = self.intrinsic(base, &[ret], nty);
        let r = self.emit_call(body, b, g, vec![ops[0], ops[1], amt], None);
        match pick {
            None => Some(Some(r)),
            Some((pt, m)) => Some(self.mask_select(fi, body, b, m, r, pt)),
        }
    }

    /// IRBuilder's `CreateVectorSplat`: `v` in all `n` lanes of `ty`.
    fn splat(
        &mut self,
        fi: usize,
        body: &mut Body,
        b: &mut Emit,
        v: Operand,
        ty: TypeId,
        n: u32,
    ) -> Operand {
        let poison = Operand::Const(self.konst(ty, ConstKind::Poison));
        let zero = self.int(64, 0);
        let nm = self.unique_name(fi, body, ".splatinsert");
        let ins = b.emit(
            body,
            ty,
            Some(nm),
            InstKind::InsertElement {
                vector: poison,
                value: v,
                index: zero,
            },
        );
        let nm = self.unique_name(fi, body, ".splat");
        b.emit(
            body,
            ty,
            Some(nm),
            InstKind::ShuffleVector {
                a: ins,
                b: poison,
                mask: vec![0; n as usize],
            },
        )
    }

    /// Whether `mask` can choose among `n` lanes (an integer of at least
    /// `n` bits, 8 for fewer lanes).
    fn mask_ok(&mut self, fi: usize, body: &Body, mask: Operand, n: u32) -> bool {
        // LLVM keeps a constant mask's `bitcast` as a constant expression
        // (see `fold_mask_bits` and `mask_vec`); other constants than
        // integers are not taken.
        if let Operand::Const(c) = mask {
            if !matches!(self.m.consts.get(c).kind, ConstKind::Int(_)) {
                return false;
            }
        }
        let t = self.op_ty(fi, body, mask);
        self.m
            .types
            .int_width(t)
            .is_some_and(|w| w >= n && n.is_power_of_two() && (n > 4 || w == 8))
    }

    /// LLVM's `emitX86Select`: `rep` where the mask's bits are set, else
    /// `passthru` (just `rep` for an all-ones constant mask).
    fn mask_select(
        &mut self,
        fi: usize,
        body: &mut Body,
        b: &mut Emit,
        mask: Operand,
        rep: Operand,
        passthru: Operand,
    ) -> Option<Operand> {
        if self.is_all_ones(mask) {
            return Some(rep);
        }
        // LLVM's folder takes a select of constants with a zero condition
        // or equal sides; with a mask expression it stays an instruction.
        if let (Operand::Const(r), Operand::Const(p)) = (rep, passthru) {
            if r == p {
                return Some(rep);
            }
            if matches!(mask, Operand::Const(k) if self.m.consts.is_null_value(&self.m.types, k)
                || matches!(&self.m.consts.get(k).kind, ConstKind::Int(v) if v.is_zero()))
            {
                return Some(passthru);
            }
        }
        let rty = self.op_ty(fi, body, rep);
        let (_, n, _) = self.vec_parts(rty)?;
        let cond = self.mask_vec(fi, body, b, mask, n)?;
        Some(b.emit(
            body,
            rty,
            None,
            InstKind::Select {
                fmf: 0,
                cond,
                then_value: rep,
                else_value: passthru,
            },
        ))
    }

    /// Whether constant `c` is an integer vector with every bit set.
    fn const_all_ones(&self, c: ConstId) -> bool {
        let ty = self.m.consts.get(c).ty;
        let Some((e, _, _)) = self.vec_parts(ty) else {
            return false;
        };
        let Some(w) = self.m.types.int_width(e) else {
            return false;
        };
        match &self.m.consts.get(c).kind {
            ConstKind::Vector(elems) => elems.iter().all(|&x| {
                matches!(&self.m.consts.get(x).kind, ConstKind::Int(v) if (0..v.bits).all(|i| v.bit(i)))
            }),
            ConstKind::Data(raw) => {
                let m = if w >= 64 { u64::MAX } else { (1u64 << w) - 1 };
                w <= 64 && raw.iter().all(|x| x & m == m)
            }
            _ => false,
        }
    }

    fn is_all_ones(&self, op: Operand) -> bool {
        let Operand::Const(c) = op else { return false };
        match &self.m.consts.get(c).kind {
            ConstKind::Int(v) => (0..v.bits).all(|i| v.bit(i)),
            _ => false,
        }
    }

    /// LLVM's `getX86MaskVec`: the integer mask as `i1` lanes (the low `n`
    /// of them, named `extract`, for fewer than 8 lanes).
    fn mask_vec(
        &mut self,
        fi: usize,
        body: &mut Body,
        b: &mut Emit,
        mask: Operand,
        n: u32,
    ) -> Option<Operand> {
        let mty = self.op_ty(fi, body, mask);
        let w = self.m.types.int_width(mty)?;
        let i1 = self.m.types.int(1);
        let wide = self.vector(i1, w);
        let v = match mask {
            Operand::Const(c) => Operand::Const(self.fold_mask_bits(c, wide, w)?),
            _ => b.emit(body, wide, None, cast(CastOp::BitCast, mask)),
        };
        if n > 4 {
            return Some(v);
        }
        let low = self.vector(i1, n);
        if let Operand::Const(c) = v {
            let i32t = self.m.types.int(32);
            let mut elems = Vec::with_capacity(n as usize);
            for i in 0..u64::from(n) {
                let e = match self.fold_element(c, i1, i) {
                    Some(e) => e,
                    // The lanes of the `bitcast` expression stay
                    // `extractelement` expressions.
                    None if matches!(self.m.consts.get(c).kind, ConstKind::Expr(_)) => {
                        let Operand::Const(k) = self.int(32, i) else {
                            return None;
                        };
                        debug_assert_eq!(self.m.consts.get(k).ty, i32t);
                        let e = crate::constants::ConstExpr {
                            op: crate::constants::ConstExprOp::ExtractElement,
                            flags: 0,
                            operands: vec![c, k],
                            source_ty: None,
                            inrange: None,
                            mask: Vec::new(),
                        };
                        self.konst(i1, ConstKind::Expr(Box::new(e)))
                    }
                    None => return None,
                };
                elems.push(e);
            }
            return Some(Operand::Const(self.konst(low, ConstKind::Vector(elems))));
        }
        let nm = self.unique_name(fi, body, "extract");
        Some(b.emit(
            body,
            low,
            Some(nm),
            InstKind::ShuffleVector {
                a: v,
                b: v,
                mask: (0..n as i32).collect(),
            },
        ))
    }

    /// The bits of integer constant `c` (`w` of them) as `<w x i1>`.
    fn fold_mask_bits(&mut self, c: ConstId, wide: TypeId, w: u32) -> Option<ConstId> {
        let kind = self.m.consts.get(c).kind.clone();
        match kind {
            ConstKind::Undef | ConstKind::Poison => Some(self.konst(wide, kind)),
            ConstKind::Zero => crate::fold::null_value(&mut self.m.consts, &self.m.types, wide),
            ConstKind::Int(v) if v.is_zero() => {
                crate::fold::null_value(&mut self.m.consts, &self.m.types, wide)
            }
            ConstKind::Int(v) if !(0..v.bits).all(|i| v.bit(i)) => {
                // Not folded: `bitcast (<1 x iW> splat (iW c) to <W x i1>)`.
                let ity = self.m.consts.get(c).ty;
                let one = self.vector(ity, 1);
                let v1 = self.konst(one, ConstKind::Vector(vec![c]));
                let e = crate::constants::ConstExpr {
                    op: crate::constants::ConstExprOp::Cast(CastOp::BitCast),
                    flags: 0,
                    operands: vec![v1],
                    source_ty: None,
                    inrange: None,
                    mask: Vec::new(),
                };
                Some(self.konst(wide, ConstKind::Expr(Box::new(e))))
            }
            ConstKind::Int(v) => {
                let i1 = self.m.types.int(1);
                let elems = (0..w)
                    .map(|i| {
                        let bit = ConstKind::Int(ApInt::from_u64(1, u64::from(v.bit(i))));
                        self.konst(i1, bit)
                    })
                    .collect();
                Some(self.konst(wide, ConstKind::Vector(elems)))
            }
            _ => None,
        }
    }

    /// LLVM's `applyX86MaskOn1BitsVec`: `i1` lanes `vec` and-ed with the
    /// mask (unless all ones), widened to 8 lanes, as an integer.
    fn mask_bits_to_int(
        &mut self,
        fi: usize,
        body: &mut Body,
        b: &mut Emit,
        vec: Operand,
        n: u32,
        mask: Option<Operand>,
    ) -> Option<Operand> {
        let i1 = self.m.types.int(1);
        let bools = self.vector(i1, n);
        let mut v = vec;
        if let Some(m) = mask.filter(|&m| !self.is_all_ones(m)) {
            let mv = self.mask_vec(fi, body, b, m, n)?;
            v = b.emit(body, bools, None, bin(BinOp::And, v, mv));
        }
        if n < 8 {
            let z = crate::fold::null_value(&mut self.m.consts, &self.m.types, bools)?;
            let mask = (0..8).map(|i| if i < n { i } else { n + i % n } as i32);
            let b8 = self.vector(i1, 8);
            v = b.emit(
                body,
                b8,
                None,
                InstKind::ShuffleVector {
                    a: v,
                    b: Operand::Const(z),
                    mask: mask.collect(),
                },
            );
        }
        let int = self.m.types.int(n.max(8));
        Some(b.emit(body, int, None, cast(CastOp::BitCast, v)))
    }

    /// `bitcast` unless `v` has type `ty` already (LLVM's builder returns
    /// the value then).
    fn bitcast_any(
        &mut self,
        body: &mut Body,
        b: &mut Emit,
        v: Operand,
        ty: TypeId,
    ) -> Option<Operand> {
        let vty = self.op_ty(b.fi, body, v);
        if vty == ty {
            return Some(v);
        }
        self.bitcast(body, b, v, ty)
    }

    fn all_ones(&mut self, ty: TypeId) -> Option<Operand> {
        let (e, n, _) = self.vec_parts(ty)?;
        let w = self.m.types.int_width(e)?;
        if w > 64 {
            return None;
        }
        let one = self.konst(e, ConstKind::Int(ApInt::from_u64(w, u64::MAX)));
        Some(Operand::Const(
            self.konst(ty, ConstKind::Vector(vec![one; n as usize])),
        ))
    }

    /// `bitcast` of `v` to `ty`, folded as LLVM's builder folds it for
    /// `undef`, `poison` and `zeroinitializer` (None for another constant,
    /// which is then left alone: nothing is emitted).
    fn bitcast(
        &mut self,
        body: &mut Body,
        b: &mut Emit,
        v: Operand,
        ty: TypeId,
    ) -> Option<Operand> {
        if let Operand::Const(c) = v {
            return self.fold_bitcast(c, ty).map(Operand::Const);
        }
        Some(b.emit(body, ty, None, cast(CastOp::BitCast, v)))
    }

    fn fold_bitcast(&mut self, c: ConstId, ty: TypeId) -> Option<ConstId> {
        let kind = self.m.consts.get(c).kind.clone();
        match kind {
            ConstKind::Undef | ConstKind::Poison => Some(self.konst(ty, kind)),
            ConstKind::Zero => crate::fold::null_value(&mut self.m.consts, &self.m.types, ty),
            _ => {
                // Between vectors of the same size: what LLVM's folder
                // gives, else a constant expression.
                let from = self.m.consts.get(c).ty;
                if self.vector_bytes(from)? != self.vector_bytes(ty)? {
                    return None;
                }
                Some(self.cast_const(CastOp::BitCast, c, ty))
            }
        }
    }

    fn extract(
        &mut self,
        body: &mut Body,
        b: &mut Emit,
        vector: Operand,
        elem: TypeId,
        index: Operand,
    ) -> Option<Operand> {
        // LLVM's builder folds an element of a constant vector.
        if let (Operand::Const(v), Some(i)) = (vector, self.const_int(index)) {
            return self.fold_element(v, elem, i).map(Operand::Const);
        }
        Some(b.emit(body, elem, None, InstKind::ExtractElement { vector, index }))
    }

    /// Element `i` (of type `elem`) of constant vector `v`.
    fn fold_element(&mut self, v: ConstId, elem: TypeId, i: u64) -> Option<ConstId> {
        let i = usize::try_from(i).ok()?;
        let kind = self.m.consts.get(v).kind.clone();
        match kind {
            ConstKind::Zero => crate::fold::null_value(&mut self.m.consts, &self.m.types, elem),
            ConstKind::Undef | ConstKind::Poison => Some(self.konst(elem, kind)),
            ConstKind::Vector(elems) => elems.get(i).copied(),
            ConstKind::Data(raw) => {
                let bits = raw.get(i)?;
                if let Some(w) = self.m.types.int_width(elem) {
                    if w > 64 {
                        return None;
                    }
                    Some(self.konst(elem, ConstKind::Int(ApInt::from_u64(w, bits))))
                } else {
                    self.m.types.float_bits(elem)?;
                    Some(self.konst(elem, ConstKind::Float(u128::from(bits))))
                }
            }
            _ => None,
        }
    }

    fn insert(
        &mut self,
        body: &mut Body,
        b: &mut Emit,
        vector: Operand,
        value: Operand,
        ty: TypeId,
        index: Operand,
    ) -> Option<Operand> {
        Some(b.emit(
            body,
            ty,
            None,
            InstKind::InsertElement {
                vector,
                value,
                index,
            },
        ))
    }

    fn store(
        &mut self,
        body: &mut Body,
        b: &mut Emit,
        value: Operand,
        ptr: Operand,
        align: u64,
    ) -> Operand {
        let void = self.m.types.void();
        b.emit(
            body,
            void,
            None,
            InstKind::Store {
                value,
                ptr,
                volatile: false,
                atomic: None,
                align: Some(align),
            },
        )
    }

    /// `!nontemporal !{i32 1}` on instruction `s`.
    fn nontemporal(&mut self, body: &mut Body, s: Operand) {
        let Operand::Inst(s) = s else { return };
        let Operand::Const(one) = self.int(32, 1) else {
            return;
        };
        let v = self.m.metadata.add(Metadata::Value(one));
        let node = self.m.metadata.add(Metadata::Tuple {
            distinct: false,
            ops: vec![Some(v)],
        });
        let kind = self.m.metadata.kind_id(b"nontemporal");
        body.insts[s].md.push((kind, node));
    }
}

/// Orders the calls of function `f` (found walking the module top to
/// bottom) as LLVM walks its users: most recent use first, except that the
/// text parser's forward references (calls in functions before `f`'s
/// declaration) are moved onto `f` in parse order when it is declared, and
/// so come after the later uses, top first; the bitcode reader upgrades one
/// body at a time, in module order, most recent call first.
pub(super) fn use_order(calls: &mut Vec<(usize, InstId)>, f: usize, bitcode: bool) {
    if bitcode {
        // Stable: functions keep their order, calls within one reverse.
        let mut groups: Vec<Vec<(usize, InstId)>> = Vec::new();
        for &c in calls.iter() {
            match groups.last_mut() {
                Some(g) if g[0].0 == c.0 => g.push(c),
                _ => groups.push(vec![c]),
            }
        }
        calls.clear();
        for mut g in groups {
            g.reverse();
            calls.extend(g);
        }
        return;
    }
    let (earlier, mut later): (Vec<_>, Vec<_>) = calls.iter().partition(|c| c.0 < f);
    later.reverse();
    later.extend(earlier);
    *calls = later;
}

impl Upgrader<'_> {
    /// The calls of the AVX-512 era families ([`X86::ByteShift`] to
    /// [`X86::MaskMove`]), or None to keep the call (nothing emitted).
    #[allow(clippy::too_many_arguments)]
    fn x86_avx512(
        &mut self,
        k: X86,
        nf: Option<usize>,
        fi: usize,
        body: &mut Body,
        b: &mut Emit,
        args: &[Operand],
        ret: TypeId,
        old_name: Option<Box<[u8]>>,
    ) -> Option<Option<Operand>> {
        use X86::*;
        let i1 = self.m.types.int(1);
        match k {
            ByteShift { left, bits } => {
                let &[a, sh] = args else { return None };
                let shift = self.const_int(sh)? as u32;
                let shift = if bits { shift / 8 } else { shift };
                if Self::is_const(a) {
                    return None;
                }
                let aty = self.op_ty(fi, body, a);
                let (_, lanes, false) = self.vec_parts(aty)? else {
                    return None;
                };
                let n = lanes * 8;
                if n % 16 != 0 || aty != ret {
                    return None;
                }
                let i8t = self.m.types.int(8);
                let bytes = self.vector(i8t, n);
                let nm = self.unique_name(fi, body, "cast");
                let v = b.emit(body, bytes, Some(nm), cast(CastOp::BitCast, a));
                if shift >= 16 {
                    // All zeros (the cast above stays, unused, as in LLVM).
                    let z = crate::fold::null_value(&mut self.m.consts, &self.m.types, aty)?;
                    return Some(Some(Operand::Const(z)));
                }
                let zero = Operand::Const(crate::fold::null_value(
                    &mut self.m.consts,
                    &self.m.types,
                    bytes,
                )?);
                let mut mask = Vec::with_capacity(n as usize);
                for l in (0..n).step_by(16) {
                    for i in 0..16 {
                        let idx = if left {
                            let x = n + i - shift;
                            if x < n {
                                x - (n - 16)
                            } else {
                                x
                            }
                        } else {
                            let x = i + shift;
                            if x >= 16 {
                                x + (n - 16)
                            } else {
                                x
                            }
                        };
                        mask.push((idx + l) as i32);
                    }
                }
                let (x, y) = if left { (zero, v) } else { (v, zero) };
                let r = b.emit(
                    body,
                    bytes,
                    None,
                    InstKind::ShuffleVector { a: x, b: y, mask },
                );
                let nm = self.unique_name(fi, body, "cast");
                Some(Some(b.emit(body, aty, Some(nm), cast(CastOp::BitCast, r))))
            }
            StoreLow => {
                let &[p, v] = args else { return None };
                if Self::is_const(v) {
                    return None;
                }
                let vty = self.op_ty(fi, body, v);
                if self.vector_bytes(vty) != Some(16) {
                    return None;
                }
                let i64t = self.m.types.int(64);
                let v2 = self.vector(i64t, 2);
                let c = if vty == v2 {
                    v
                } else {
                    let nm = self.unique_name(fi, body, "cast");
                    b.emit(body, v2, Some(nm), cast(CastOp::BitCast, v))
                };
                let zero = self.int(64, 0);
                let e = b.emit(
                    body,
                    i64t,
                    None,
                    InstKind::ExtractElement {
                        vector: c,
                        index: zero,
                    },
                );
                self.store(body, b, e, p, 1);
                Some(None)
            }
            MaskReg(op) => self.mask_reg(op, fi, body, b, args, ret),
            MaskToVector => {
                let &[m] = args else { return None };
                let (_, n, false) = self.vec_parts(ret)? else {
                    return None;
                };
                if !self.mask_ok(fi, body, m, n) {
                    return None;
                }
                if let Operand::Const(k) = m {
                    // The `sext` of zeros or of ones folds; of the lanes of a
                    // `bitcast` expression it stays an instruction.
                    let lanes = match &self.m.consts.get(k).kind {
                        ConstKind::Int(v) if v.is_zero() => Some(false),
                        ConstKind::Int(v) if (0..n).all(|i| v.bit(i)) => Some(true),
                        _ => None,
                    };
                    match lanes {
                        Some(false) => {
                            let z =
                                crate::fold::null_value(&mut self.m.consts, &self.m.types, ret)?;
                            return Some(Some(Operand::Const(z)));
                        }
                        Some(true) => return Some(Some(self.all_ones(ret)?)),
                        None => {}
                    }
                }
                let v = self.mask_vec(fi, body, b, m, n)?;
                let nm = self.unique_name(fi, body, "vpmovm2");
                Some(Some(b.emit(body, ret, Some(nm), cast(CastOp::SExt, v))))
            }
            FpClass => {
                let &[x, imm, mask] = args else { return None };
                let xty = self.op_ty(fi, body, x);
                let (suffix, n, bits) = self.fp_lanes(xty)?;
                if ret != self.m.types.int(n.max(8)) || !self.mask_ok(fi, body, mask, n) {
                    return None;
                }
                let bools = self.vector(i1, n);
                let immty = self.op_ty(fi, body, imm);
                let nty = self.fn_ty(bools, vec![xty, immty]);
                let name = format!("llvm.x86.avx512.fpclass.{suffix}.{bits}");
                let g = self.declare(name.as_bytes(), nty);
                let r = self.emit_call(body, b, g, vec![x, imm], None);
                Some(Some(self.mask_bits_to_int(
                    fi,
                    body,
                    b,
                    r,
                    n,
                    Some(mask),
                )?))
            }
            FpCompare => {
                let x = *args.first()?;
                let xty = self.op_ty(fi, body, x);
                let (suffix, n, bits) = self.fp_lanes(xty)?;
                let bools = self.vector(i1, n);
                let want = if bits == 512 { 4 } else { 3 };
                if args.len() != want || ret != bools {
                    return None;
                }
                let ones = self.all_ones(bools)?;
                let mut a = args[..3].to_vec();
                a.push(ones);
                a.extend_from_slice(&args[3..]);
                let tys = a.iter().map(|&o| self.op_ty(fi, body, o)).collect();
                let nty = self.fn_ty(bools, tys);
                let name = format!("llvm.x86.avx512.mask.cmp.{suffix}.{bits}");
                let g = self.declare(name.as_bytes(), nty);
                if self.m.globals[crate::GlobalId::from_index(g)]
                    .common
                    .value_ty
                    != nty
                {
                    return None;
                }
                Some(Some(self.emit_call(body, b, g, a, None)))
            }
            FpCompareMask => {
                let nf = nf?;
                let nty = self.m.globals[crate::GlobalId::from_index(nf)]
                    .common
                    .value_ty;
                let (_, ps, _) = super::fn_parts(self.m, nty);
                if ps.len() != args.len() {
                    return None;
                }
                let (_, n, _) = self.vec_parts(ps[3])?;
                if !self.mask_ok(fi, body, args[3], n) {
                    return None;
                }
                let mut a = args.to_vec();
                a[3] = self.mask_vec(fi, body, b, a[3], n)?;
                let call = self.emit_call(body, b, nf, a, None);
                if let Operand::Inst(c) = call {
                    body.insts[c].name = old_name;
                }
                Some(Some(self.mask_bits_to_int(fi, body, b, call, n, None)?))
            }
            Shuffle(kind) => self.x86_shuffle(kind, fi, body, b, args, ret),
            MaskArith(op) => {
                let (suffix, n, bits) = self.fp_lanes(ret)?;
                let &[x, y, pt, mask, ..] = args else {
                    return None;
                };
                if !self.mask_ok(fi, body, mask, n) {
                    return None;
                }
                let r = if bits == 512 {
                    let &[.., round] = args else { return None };
                    if args.len() != 5 {
                        return None;
                    }
                    let rty = self.op_ty(fi, body, round);
                    let nty = self.fn_ty(ret, vec![ret, ret, rty]);
                    let name = format!("llvm.x86.avx512.{op}.{suffix}.512");
                    let g = self.declare(name.as_bytes(), nty);
                    self.emit_call(body, b, g, vec![x, y, round], None)
                } else {
                    let o = match op {
                        "add" => BinOp::FAdd,
                        "sub" => BinOp::FSub,
                        "mul" => BinOp::FMul,
                        "div" => BinOp::FDiv,
                        _ => return None,
                    };
                    if args.len() != 4 || (Self::is_const(x) && Self::is_const(y)) {
                        return None;
                    }
                    b.emit(body, ret, None, bin(o, x, y))
                };
                Some(self.mask_select(fi, body, b, mask, r, pt))
            }
            MaskSqrt => {
                let (suffix, n, _) = self.fp_lanes(ret)?;
                let &[x, pt, mask, ..] = args else {
                    return None;
                };
                if args.len() > 4 || !self.mask_ok(fi, body, mask, n) {
                    return None;
                }
                let r = if args.len() == 4 && self.const_int(args[3]) != Some(4) {
                    let rty = self.op_ty(fi, body, args[3]);
                    let nty = self.fn_ty(ret, vec![ret, rty]);
                    let name = format!("llvm.x86.avx512.sqrt.{suffix}.512");
                    let g = self.declare(name.as_bytes(), nty);
                    self.emit_call(body, b, g, vec![x, args[3]], None)
                } else {
                    let nty = self.fn_ty(ret, vec![ret]);
                    let g = self.intrinsic("llvm.sqrt", &[ret], nty);
                    self.emit_call(body, b, g, vec![x], None)
                };
                Some(self.mask_select(fi, body, b, mask, r, pt))
            }
            MaskMove => {
                let &[a, v, src, mask] = args else {
                    return None;
                };
                let mty = self.op_ty(fi, body, mask);
                if self.m.types.int_width(mty) != Some(8) {
                    return None;
                }
                let bit0 = match mask {
                    Operand::Const(k) => match &self.m.consts.get(k).kind {
                        ConstKind::Int(v) => Some(v.bit(0)),
                        _ => return None,
                    },
                    _ => None,
                };
                let (e, _, _) = self.vec_parts(ret)?;
                for o in [v, src] {
                    if let Operand::Const(c) = o {
                        self.fold_element(c, e, 0)?;
                    }
                }
                let cond = match bit0 {
                    // A constant mask: the `and` and the compare fold.
                    Some(bit) => self.int(1, u64::from(bit)),
                    None => {
                        let one = self.int(8, 1);
                        let and = b.emit(body, mty, None, bin(BinOp::And, mask, one));
                        let zero8 = self.int(8, 0);
                        b.emit(
                            body,
                            i1,
                            None,
                            InstKind::ICmp {
                                pred: IntPredicate::Ne,
                                flags: 0,
                                lhs: and,
                                rhs: zero8,
                            },
                        )
                    }
                };
                let zero = self.int(64, 0);
                let x = self.extract(body, b, v, e, zero)?;
                let y = self.extract(body, b, src, e, zero)?;
                if let (Some(bit), Operand::Const(_), Operand::Const(_)) = (bit0, x, y) {
                    // All constant: the select folds, and the insertion
                    // into a constant vector too.
                    let pick = if bit { x } else { y };
                    if let (Operand::Const(v), Operand::Const(p)) = (a, pick) {
                        let (_, n, _) = self.vec_parts(ret)?;
                        let mut lanes = (0..u64::from(n))
                            .map(|i| self.fold_element(v, e, i))
                            .collect::<Option<Vec<_>>>()?;
                        *lanes.first_mut()? = p;
                        return Some(Some(Operand::Const(
                            self.konst(ret, ConstKind::Vector(lanes)),
                        )));
                    }
                    return Some(Some(self.insert(body, b, a, pick, ret, zero)?));
                }
                let s = b.emit(
                    body,
                    e,
                    None,
                    InstKind::Select {
                        fmf: 0,
                        cond,
                        then_value: x,
                        else_value: y,
                    },
                );
                Some(Some(self.insert(body, b, a, s, ret, zero)?))
            }
            _ => None,
        }
    }

    /// `ps` or `pd`, the lane count and the width of floating-point vector
    /// type `t` (128, 256 or 512 bits).
    fn fp_lanes(&self, t: TypeId) -> Option<(&'static str, u32, u32)> {
        let (e, n, false) = self.vec_parts(t)? else {
            return None;
        };
        let suffix = match self.m.types.get(e) {
            Type::Float => "ps",
            Type::Double => "pd",
            _ => return None,
        };
        let bits = self.m.types.float_bits(e)? * n;
        matches!(bits, 128 | 256 | 512).then_some((suffix, n, bits))
    }

    /// The [`X86::MaskReg`] operations, as LLVM expands them.
    fn mask_reg(
        &mut self,
        op: KOp,
        fi: usize,
        body: &mut Body,
        b: &mut Emit,
        args: &[Operand],
        ret: TypeId,
    ) -> Option<Option<Operand>> {
        let i1 = self.m.types.int(1);
        let arity = if op == KOp::Not { 1 } else { 2 };
        if args.len() != arity {
            return None;
        }
        // LLVM's builder folds an operation on constants (and the `not` of
        // one).
        let negated = matches!(op, KOp::AndN | KOp::XNor | KOp::Not);
        if args.iter().all(|&a| Self::is_const(a))
            || (negated && Self::is_const(args[0]))
            || (op == KOp::Unpack && args.iter().any(|&a| Self::is_const(a)))
        {
            return None;
        }
        let widths: Option<Vec<u32>> = args
            .iter()
            .map(|&a| {
                let t = self.op_ty(fi, body, a);
                self.m.types.int_width(t)
            })
            .collect();
        let widths = widths?;
        if op == KOp::Unpack {
            let w = self.m.types.int_width(ret)?;
            if !matches!(w, 16 | 32 | 64) || widths.iter().any(|&x| x < w / 2) {
                return None;
            }
            let l = self.mask_vec(fi, body, b, args[0], w)?;
            let r = self.mask_vec(fi, body, b, args[1], w)?;
            let half = self.vector(i1, w / 2);
            let low: Vec<i32> = (0..(w / 2) as i32).collect();
            let l = b.emit(
                body,
                half,
                None,
                InstKind::ShuffleVector {
                    a: l,
                    b: l,
                    mask: low.clone(),
                },
            );
            let r = b.emit(
                body,
                half,
                None,
                InstKind::ShuffleVector {
                    a: r,
                    b: r,
                    mask: low,
                },
            );
            let full = self.vector(i1, w);
            let c = b.emit(
                body,
                full,
                None,
                InstKind::ShuffleVector {
                    a: r,
                    b: l,
                    mask: (0..w as i32).collect(),
                },
            );
            return Some(Some(b.emit(body, ret, None, cast(CastOp::BitCast, c))));
        }
        if widths.iter().any(|&x| x != 16) {
            return None;
        }
        let i16t = self.m.types.int(16);
        let i32t = self.m.types.int(32);
        let want = if matches!(op, KOp::OrTest(_)) {
            i32t
        } else {
            i16t
        };
        if ret != want {
            return None;
        }
        let v16 = self.vector(i1, 16);
        // Both masks first, then the `not`, as LLVM builds them.
        let mut l = self.mask_vec(fi, body, b, args[0], 16)?;
        let r = match args.get(1) {
            Some(&y) => Some(self.mask_vec(fi, body, b, y, 16)?),
            None => None,
        };
        if negated {
            let ones = self.all_ones(v16)?;
            l = b.emit(body, v16, None, bin(BinOp::Xor, l, ones));
        }
        let r = match r {
            None => l,
            Some(r) => {
                let o = match op {
                    KOp::And | KOp::AndN => BinOp::And,
                    KOp::Or | KOp::OrTest(_) => BinOp::Or,
                    _ => BinOp::Xor,
                };
                b.emit(body, v16, None, bin(o, l, r))
            }
        };
        let bits = b.emit(body, i16t, None, cast(CastOp::BitCast, r));
        let KOp::OrTest(carry) = op else {
            return Some(Some(bits));
        };
        let k = self.int(16, if carry { 0xffff } else { 0 });
        let c = b.emit(
            body,
            i1,
            None,
            InstKind::ICmp {
                pred: IntPredicate::Eq,
                flags: 0,
                lhs: bits,
                rhs: k,
            },
        );
        Some(Some(b.emit(body, i32t, None, cast(CastOp::ZExt, c))))
    }

    /// The [`X86::Shuffle`] families: the lanes picked, then the mask.
    fn x86_shuffle(
        &mut self,
        kind: Shuf,
        fi: usize,
        body: &mut Body,
        b: &mut Emit,
        args: &[Operand],
        ret: TypeId,
    ) -> Option<Option<Operand>> {
        let (e, n, false) = self.vec_parts(ret)? else {
            return None;
        };
        let elt = self
            .m
            .types
            .int_width(e)
            .or_else(|| self.m.types.float_bits(e))?;
        let (n_in, has_imm) = match kind {
            Shuf::Align { .. } | Shuf::Blocks | Shuf::ShufP | Shuf::Insert => (2, true),
            Shuf::Repeat | Shuf::Dup(_) => (1, false),
            Shuf::PermImm | Shuf::Extract => (1, true),
            Shuf::Unpack(_) => (2, false),
        };
        let base = n_in + usize::from(has_imm);
        let optional = matches!(kind, Shuf::PermImm | Shuf::Extract | Shuf::Insert);
        let masked = match args.len() {
            x if x == base + 2 => true,
            x if x == base && optional => false,
            _ => return None,
        };
        let imm = if has_imm {
            self.const_int(args[n_in])? as u32
        } else {
            0
        };
        if masked && !self.mask_ok(fi, body, args[args.len() - 1], n) {
            return None;
        }
        let x = args[0];
        let y = if n_in == 2 { args[1] } else { x };
        let xty = self.op_ty(fi, body, x);
        let (xe, xn, false) = self.vec_parts(xty)? else {
            return None;
        };
        if xe != e {
            return None;
        }
        let lane = 128 / elt;
        let zero = Operand::Const(crate::fold::null_value(
            &mut self.m.consts,
            &self.m.types,
            ret,
        )?);
        // (first operand, second operand, lanes, name), or the value itself.
        let mut named = None;
        let picked: Result<(Operand, Operand, Vec<i32>), Operand> = match kind {
            Shuf::Align { valign } => {
                let mut shift = imm;
                if valign {
                    shift &= n - 1;
                }
                if xty != ret || self.op_ty(fi, body, y) != ret {
                    return None;
                }
                if shift >= 32 {
                    // Zero, and no mask.
                    return Some(Some(zero));
                } else {
                    let (mut o0, mut o1) = (x, y);
                    if shift > 16 {
                        shift -= 16;
                        o1 = o0;
                        o0 = zero;
                    }
                    let mut idx = Vec::with_capacity(n as usize);
                    for l in (0..n).step_by(16) {
                        for i in 0..16 {
                            let mut k = shift + i;
                            if !valign && k >= 16 {
                                k += n - 16;
                            }
                            idx.push((k + l) as i32);
                        }
                    }
                    idx.truncate(n as usize);
                    named = Some("palignr");
                    Ok((o1, o0, idx))
                }
            }
            Shuf::Blocks => {
                let lanes = elt * n / 128;
                if lanes < 2 || xty != ret {
                    return None;
                }
                let ctl = lanes - 1;
                let nbits = lanes / 2;
                let mut idx = Vec::with_capacity(n as usize);
                for l in 0..lanes {
                    let mut pick = (imm >> (l * nbits)) & ctl;
                    if l >= lanes / 2 {
                        pick += lanes;
                    }
                    for i in 0..lane {
                        idx.push((pick * lane + i) as i32);
                    }
                }
                Ok((x, y, idx))
            }
            Shuf::Repeat => Ok((x, x, (0..n).map(|i| (i % xn) as i32).collect())),
            Shuf::PermImm => {
                if xty != ret {
                    return None;
                }
                let idx = (0..n)
                    .map(|i| ((i & !3) + ((imm >> (2 * (i & 3))) & 3)) as i32)
                    .collect();
                Ok((x, x, idx))
            }
            Shuf::ShufP => {
                if xty != ret {
                    return None;
                }
                let half = lane / 2;
                let idx = (0..n)
                    .map(|i| {
                        let mut k = i - i % lane;
                        if i % lane >= half {
                            k += n;
                        }
                        k += (imm >> ((i * half) % 8)) & ((1 << half) - 1);
                        k as i32
                    })
                    .collect();
                Ok((x, y, idx))
            }
            Shuf::Dup(odd) => {
                if xty != ret {
                    return None;
                }
                let off = u32::from(odd);
                let mut idx = vec![0i32; n as usize];
                for l in (0..n).step_by(lane as usize) {
                    for i in (0..lane).step_by(2) {
                        idx[(i + l) as usize] = (i + l + off) as i32;
                        idx[(i + l + 1) as usize] = (i + l + off) as i32;
                    }
                }
                Ok((x, x, idx))
            }
            Shuf::Unpack(high) => {
                if xty != ret {
                    return None;
                }
                let base = if high { lane / 2 } else { 0 };
                let mut idx = vec![0i32; n as usize];
                for l in (0..n).step_by(lane as usize) {
                    for i in 0..lane {
                        idx[(i + l) as usize] = (base + l + i / 2 + n * (i % 2)) as i32;
                    }
                }
                Ok((x, y, idx))
            }
            Shuf::Extract => {
                if n == 0 || xn < n {
                    return None;
                }
                let imm = imm % (xn / n);
                Ok((x, x, (0..n).map(|i| (i + imm * n) as i32).collect()))
            }
            Shuf::Insert => {
                let yty = self.op_ty(fi, body, y);
                let (ye, yn, false) = self.vec_parts(yty)? else {
                    return None;
                };
                if xty != ret || ye != e || yn == 0 || n < yn || Self::is_const(y) {
                    return None;
                }
                let imm = imm % (n / yn);
                let poison = Operand::Const(self.konst(yty, ConstKind::Poison));
                let w = b.emit(
                    body,
                    ret,
                    None,
                    InstKind::ShuffleVector {
                        a: y,
                        b: poison,
                        mask: (0..n).map(|i| i.min(yn) as i32).collect(),
                    },
                );
                let mut idx: Vec<i32> = (0..n as i32).collect();
                for i in 0..yn {
                    idx[(i + imm * yn) as usize] = (i + n) as i32;
                }
                Ok((x, w, idx))
            }
        };
        let rep = match picked {
            Err(v) => v,
            Ok((p, q, idx)) => {
                // LLVM's builder folds a shuffle of constants.
                if Self::is_const(p) && Self::is_const(q) {
                    return None;
                }
                let name = named.map(|nm| self.unique_name(fi, body, nm));
                b.emit(
                    body,
                    ret,
                    name,
                    InstKind::ShuffleVector {
                        a: p,
                        b: q,
                        mask: idx,
                    },
                )
            }
        };
        if !masked {
            return Some(Some(rep));
        }
        let (pt, mask) = (args[args.len() - 2], args[args.len() - 1]);
        Some(self.mask_select(fi, body, b, mask, rep, pt))
    }
}

impl Upgrader<'_> {
    /// `sitofp`/`uitofp` of integer constant `k` to `float` or `double`.
    fn fold_int_to_fp(&mut self, k: ConstId, signed: bool, to: TypeId) -> Option<ConstId> {
        let ConstKind::Int(v) = &self.m.consts.get(k).kind else {
            return None;
        };
        let w = v.bits;
        if w == 0 || w > 64 {
            return None;
        }
        let raw = v.low_u64();
        let bits = match (self.m.types.get(to), signed) {
            // Rust's integer to float casts round to nearest, ties to even,
            // as APFloat's conversion does.
            (Type::Double, true) => (sign_extend(raw, w) as f64).to_bits() as u128,
            (Type::Double, false) => (raw as f64).to_bits() as u128,
            (Type::Float, true) => u128::from((sign_extend(raw, w) as f32).to_bits()),
            (Type::Float, false) => u128::from((raw as f32).to_bits()),
            _ => return None,
        };
        Some(self.konst(to, ConstKind::Float(bits)))
    }

    /// `sext (icmp pred x, y)` of two constant integer vectors of type `ty`
    /// (None for lanes other than plain integers).
    fn fold_pcmp(
        &mut self,
        pred: IntPredicate,
        x: ConstId,
        y: ConstId,
        ty: TypeId,
    ) -> Option<ConstId> {
        let (e, n, false) = self.vec_parts(ty)? else {
            return None;
        };
        let w = self.m.types.int_width(e)?;
        if w > 64 {
            return None;
        }
        let mut lanes = Vec::with_capacity(n as usize);
        for i in 0..u64::from(n) {
            let mut v = [0u64; 2];
            for (slot, c) in v.iter_mut().zip([x, y]) {
                let l = self.fold_element(c, e, i)?;
                *slot = match &self.m.consts.get(l).kind {
                    ConstKind::Int(a) => a.low_u64(),
                    ConstKind::Zero => 0,
                    _ => return None,
                };
            }
            let (sa, sb) = (sign_extend(v[0], w), sign_extend(v[1], w));
            let t = match pred {
                IntPredicate::Eq => v[0] == v[1],
                IntPredicate::Sgt => sa > sb,
                _ => return None,
            };
            let bits = if t { u64::MAX } else { 0 };
            lanes.push(self.konst(e, ConstKind::Int(ApInt::from_u64(w, bits))));
        }
        Some(self.konst(ty, ConstKind::Vector(lanes)))
    }
}

/// The low `w` bits of `v` as a signed value.
fn sign_extend(v: u64, w: u32) -> i64 {
    if w >= 64 {
        v as i64
    } else {
        ((v << (64 - w)) as i64) >> (64 - w)
    }
}
