//! Differential testing of the compiler: a generator of self-contained
//! programs that compute with integers, floating point and vectors and
//! print their results ([`program_text`], [`program`]), and a check
//! ([`compile_diff`], [`check`]) that builds each program with
//! `llc-22 -O2` and with llconv (`-O2` and `-O0`), and in two parts, one
//! by each compiler (so that the calls between them test llconv's calling
//! convention against LLVM's), runs the executables and compares what
//! they print and how they exit.
//!
//! A program has up to four functions (each calling only earlier ones)
//! and `main`, which calls each with constant arguments and prints the
//! results with `printf`. Bodies hold integer arithmetic of any width up
//! to 128 bits, division, shifts, comparisons and `select`, casts,
//! floating-point arithmetic and intrinsics, loads and stores at constant
//! and computed offsets into initialized buffers (a local `alloca`, a
//! global and a constant), vector arithmetic taken back to scalars,
//! calls, and control flow: if/else diamonds and triangles, switches and
//! counted loops, with phis at their joins. Whatever a body computes is
//! folded into the value it returns (unused values are combined into the
//! phis and the result), so that little of it is dead.
//!
//! Every program is free of undefined behaviour and of poison reaching
//! its output, so any difference is a miscompilation by one side (llconv's,
//! in practice). What keeps them defined:
//!
//! - no `nsw`/`nuw`/`exact`/fast-math flags;
//! - divisors of `udiv`/`urem` are forced nonzero (`or %d, 1`), those of
//!   `sdiv`/`srem` also forced away from -1 (`and (or %d, 1), -3`: odd
//!   with bit 1 clear), or are such constants; never signed division on
//!   `i1`;
//! - shift amounts are constants below the width or masked below it
//!   (`and` with a power of two minus one, or `urem` by the width);
//! - `fptosi`/`fptoui` only on values converted from integers of at most
//!   16 bits (so always in range of a 17-bit or wider result), other float
//!   to integer conversions through `llvm.fpto{s,u}i.sat`;
//! - `ctlz`/`cttz`/`abs` with their poison flag false;
//! - loops count to `and %n, 15`; a loop calls only functions without
//!   loops (transitively), and calls go only to earlier functions, so the
//!   work is bounded;
//! - floating-point results are printed with `%a` after NaNs are
//!   canonicalized (LLVM leaves a NaN's sign and payload unspecified);
//!   operations whose result depends on a NaN's sign or on a choice LLVM
//!   leaves open (`copysign` from a computed value, `minnum`/`maxnum` on
//!   equal zeros, `fmuladd`, `powi`, float-to-int bitcasts) are not
//!   generated; floating-point values are stored only after NaNs are
//!   made canonical;
//! - memory is initialized before any load (`memset` of the local
//!   buffer), offsets stay inside the buffers, and only whole-byte types
//!   are stored (the padding bits of an `i33` store are unspecified).

use arbitrary::{Result, Unstructured};
use std::collections::BTreeSet;
use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The target triple of every generated program.
pub const TRIPLE: &str = "x86_64-pc-linux-gnu";
/// The x86-64 data layout of every generated program.
pub const DATALAYOUT: &str =
    "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128";

/// A self-contained program generated from `data` (any bytes give one):
/// a few functions computing with integers and floating point, and a
/// `main` that calls each with constant arguments and prints the results.
pub fn program_text(data: &[u8]) -> String {
    program(data).whole
}

/// The program generated from `data`, whole and split in two.
pub fn program(data: &[u8]) -> Program {
    let mut u = Unstructured::new(data);
    let mut g = Gen::default();
    // Running out of bytes is not an error for Unstructured (it yields
    // defaults); any other error is a bug in the generator.
    match g.program(&mut u) {
        Ok(()) => Program {
            whole: g.module(None),
            parts: [g.module(Some(0)), g.module(Some(1))],
        },
        Err(e) => panic!("generator failed: {e}"),
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ty {
    Int(u32),
    Float,
    Double,
}

impl Ty {
    fn ir(self) -> String {
        match self {
            Ty::Int(w) => format!("i{w}"),
            Ty::Float => "float".into(),
            Ty::Double => "double".into(),
        }
    }
    /// The name in an overloaded intrinsic's mangling.
    fn mangle(self) -> String {
        match self {
            Ty::Int(w) => format!("i{w}"),
            Ty::Float => "f32".into(),
            Ty::Double => "f64".into(),
        }
    }
    fn is_int(self) -> bool {
        matches!(self, Ty::Int(_))
    }
    fn width(self) -> u32 {
        match self {
            Ty::Int(w) => w,
            Ty::Float => 32,
            Ty::Double => 64,
        }
    }
}

/// What llconv is known to get wrong, by the names below; each has a
/// reproducer under `fuzzing/tests/compile-diff-findings/`. The generator
/// leaves these constructs out, so that the fuzzer looks for other
/// differences: remove a name once its bug is fixed.
///
/// - `funnel-shift-wide`: `llvm.fshl`/`llvm.fshr` on integers wider than
///   64 bits (Cranelift has no `urem.i128`: `fshl-i128.ll`).
/// - `min-max-wide`: at `-O2`, `llvm.smax`/`smin`/`umax`/`umin` on
///   integers wider than 64 bits, and `select` of an `icmp` between the
///   same two values: Cranelift's optimizer forms `smax.i128`, which its
///   x64 backend cannot lower (`smax-i128.ll`, `select-icmp-i128.ll`).
/// - `odd-width-abi`: integer arguments and results of widths other than
///   8, 16, 32, 64 and 128 (`i1` without `zeroext`/`signext` included)
///   across calls between llc's code and llconv's: LLVM leaves the bits
///   above the width unspecified, llconv's code takes them as zero
///   (`abi-ret-i24.ll`, `abi-arg-i24.ll`, `abi-arg-i1.ll`,
///   `abi-ret-i1.ll`, `abi-arg-i96.ll`); and `signext i1`, which LLVM
///   passes as 0 or -1, llconv's code takes as 0 or 255
///   (`abi-ret-i1-signext.ll`, `abi-arg-i1-signext.ll`); the same for an `i1`
///   field of a struct result (`abi-ret-struct-i1.ll`). Signatures then
///   have only those widths, `i1` is `zeroext`, and struct results have
///   `i8` for `i1`.
/// - `i128-last-register`: an `i128` argument when one argument register
///   is left: LLVM (and GCC) pass it on the stack and give the register
///   to the next integer argument, llconv passes that argument on the
///   stack too (`abi-i128-one-register-left.ll`, `abi-i128-one-register-left-callee.ll`).
///   Signatures then have an `i64` there.
/// - `many-results`: a struct result with more than three integers or
///   more than two floating-point values: LLVM returns four integers in
///   rax, rdx, rcx and r8, three or four floating-point values in xmm0 to
///   xmm3, and more through a hidden pointer; llconv fails with
///   `Cranelift: Unsupported("Too many return values to fit in
///   registers. ...")` (`struct-ret-4-i64.ll`, `struct-ret-3-double.ll`,
///   `struct-ret-5-i64.ll`). Since fixed in part: five or more values go
///   through the hidden pointer as LLVM's do; four integers or three or
///   four floating-point values are refused by name (Cranelift returns in
///   rax, rdx, rcx, xmm0 and xmm1 only).
///
/// Fixed, and no longer avoided: `funnel-shift-wide`, `min-max-wide`,
/// `odd-width-abi`, `i128-last-register` (their reproducers stay as
/// regressions).
pub const KNOWN: &[&str] = &["many-results"];

fn known(what: &str) -> bool {
    KNOWN.contains(&what)
}

/// Integer widths, the usual ones most often.
const WIDTHS: &[u32] = &[
    32, 64, 8, 16, 32, 64, 8, 16, 32, 64, 1, 1, 33, 128, 7, 24, 48, 63, 17, 96,
];

/// What a floating-point value is known to hold: conversions to integers
/// are poison out of range, so plain `fptosi`/`fptoui` take only values
/// converted from narrow integers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Range {
    Any,
    /// `sitofp` of an integer of at most 16 bits: |x| <= 32768.
    SmallSigned,
    /// `uitofp` of an integer of at most 16 bits: 0 <= x <= 65535.
    SmallUnsigned,
}

#[derive(Clone, Debug)]
struct Val {
    name: String,
    ty: Ty,
    range: Range,
}

struct Sig {
    name: String,
    params: Vec<Ty>,
    /// Each parameter's extension attribute (`zeroext `, `signext ` or
    /// nothing), and the result's.
    exts: Vec<&'static str>,
    /// Vector parameters after those: lanes and element type.
    vparams: Vec<(u32, Ty)>,
    ret: Ty,
    ret_ext: &'static str,
    /// More results: the function returns `{ ret, more... }`.
    more: Vec<Ty>,
    /// Has a loop, or calls a function that has one: loops may not call it.
    heavy: bool,
}

impl Sig {
    /// The result type: `ret`, or a struct with the `more` results.
    fn ret_ir(&self) -> String {
        if self.more.is_empty() {
            return self.ret.ir();
        }
        let fields: Vec<String> = std::iter::once(self.ret)
            .chain(self.more.iter().copied())
            .map(Ty::ir)
            .collect();
        format!("{{ {} }}", fields.join(", "))
    }
}

#[derive(Default)]
struct Gen {
    /// The initial bytes of `@mem` (mutable) and `@rom` (constant).
    mem: Vec<u8>,
    rom: Vec<u8>,
    funcs: Vec<Sig>,
    decls: BTreeSet<String>,
    /// Each definition (`main` last) without its linkage, and whether it
    /// is internal in the whole program.
    defs: Vec<(String, bool)>,
}

/// A generated program: the whole module, and the same split in two
/// modules (odd-numbered functions and `main` in the second) that link
/// together.
#[derive(Clone, Debug)]
pub struct Program {
    pub whole: String,
    pub parts: [String; 2],
}

/// An extension attribute for a narrow integer (as clang gives `char`,
/// `short` and `bool`), or none.
fn ext_attr(u: &mut Unstructured, ty: Ty) -> Result<&'static str> {
    Ok(match ty {
        Ty::Int(1) if known("odd-width-abi") => "zeroext ",
        Ty::Int(1 | 8 | 16) => *pick(u, &["", "zeroext ", "signext "])?,
        _ => "",
    })
}

fn pick<'a, T>(u: &mut Unstructured, xs: &'a [T]) -> Result<&'a T> {
    Ok(&xs[u.choose_index(xs.len())?])
}

fn mask(w: u32, v: u128) -> u128 {
    if w >= 128 {
        v
    } else {
        v & ((1u128 << w) - 1)
    }
}

/// An integer literal of width `w` for the bits `v`, as `llvm-dis` prints
/// it (signed decimal, `true`/`false` for `i1`).
fn int_lit(w: u32, v: u128) -> String {
    let v = mask(w, v);
    if w == 1 {
        return if v == 1 { "true" } else { "false" }.into();
    }
    if (v >> (w - 1)) & 1 == 0 {
        v.to_string()
    } else if w == 128 {
        (v as i128).to_string()
    } else {
        format!("-{}", (1u128 << w) - v)
    }
}

fn float_lit(x: f64) -> String {
    format!("0x{:016X}", x.to_bits())
}

fn rand_int(u: &mut Unstructured, w: u32) -> Result<u128> {
    let top = 1u128 << (w - 1);
    Ok(mask(
        w,
        match u.int_in_range(0..=9)? {
            0 => 0,
            1 => 1,
            2 => u128::MAX,
            3 => top,
            4 => top - 1,
            5 => top + 1,
            6 | 7 => u.int_in_range(0..=64)?,
            8 => u128::from(u.arbitrary::<u64>()?) | (u128::from(u.arbitrary::<u64>()?) << 64),
            _ => u.int_in_range(0..=64u128)?.wrapping_neg(),
        },
    ))
}

fn rand_float(u: &mut Unstructured, ty: Ty) -> Result<f64> {
    const SPECIAL: &[f64] = &[
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.5,
        2.0,
        -3.0,
        10.0,
        0.1,
        1.5,
        100.0,
        65536.0,
        2147483648.0,
        4294967296.0,
        9_223_372_036_854_775_808.0,
        -9_223_372_036_854_775_808.0,
        1e300,
        -1e-300,
        5e-324,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
    ];
    let x = match u.int_in_range(0..=3)? {
        0 | 1 => *pick(u, SPECIAL)?,
        2 => f64::from(u.int_in_range(-1000i32..=1000)?) / 8.0,
        _ => {
            if ty == Ty::Float {
                f64::from(f32::from_bits(u.arbitrary()?))
            } else {
                f64::from_bits(u.arbitrary()?)
            }
        }
    };
    // Only the canonical quiet NaN: constants with other payloads would
    // be bits LLVM may change.
    let x = if x.is_nan() { f64::NAN } else { x };
    Ok(if ty == Ty::Float {
        if x.is_nan() {
            x
        } else {
            f64::from(x as f32)
        }
    } else {
        x
    })
}

/// Vector types: lanes and element type (128-bit ones most often; the
/// 256-bit one last).
const VEC_TYS: &[(u32, Ty)] = &[
    (4, Ty::Int(32)),
    (2, Ty::Int(64)),
    (8, Ty::Int(16)),
    (16, Ty::Int(8)),
    (4, Ty::Int(32)),
    (4, Ty::Float),
    (2, Ty::Double),
    (4, Ty::Int(16)),
    (2, Ty::Int(32)),
    (8, Ty::Int(32)),
];

fn vec_ir(n: u32, et: Ty) -> String {
    format!("<{n} x {}>", et.ir())
}

/// A constant vector (without its type).
fn const_vec(u: &mut Unstructured, n: u32, et: Ty) -> Result<String> {
    let mut lanes = Vec::new();
    for _ in 0..n {
        lanes.push(format!("{} {}", et.ir(), const_of(u, et)?));
    }
    Ok(format!("<{}>", lanes.join(", ")))
}

fn const_of(u: &mut Unstructured, ty: Ty) -> Result<String> {
    Ok(match ty {
        Ty::Int(w) => int_lit(w, rand_int(u, w)?),
        _ => float_lit(rand_float(u, ty)?),
    })
}

/// `main`'s lines that print `r` of type `ty` as line `line`.
fn print_value(u: &mut Unstructured, t: &mut String, r: &str, ty: Ty, line: u32) -> Result<()> {
    match ty {
        Ty::Int(w) if w <= 64 => {
            let x = if w == 64 {
                r.to_string()
            } else {
                let ext = if w == 1 || u.ratio(1, 3)? {
                    "zext"
                } else {
                    "sext"
                };
                let _ = writeln!(t, "  {r}.w = {ext} i{w} {r} to i64");
                format!("{r}.w")
            };
            let _ = writeln!(
                t,
                "  call i32 (ptr, ...) @printf(ptr @.fmt.int, i32 {line}, i64 {x})"
            );
        }
        Ty::Int(w) => {
            let _ = writeln!(t, "  {r}.lo = trunc i{w} {r} to i64");
            let _ = writeln!(t, "  {r}.sh = lshr i{w} {r}, 64");
            let _ = writeln!(t, "  {r}.hi = trunc i{w} {r}.sh to i64");
            let _ = writeln!(
                t,
                "  call i32 (ptr, ...) @printf(ptr @.fmt.wide, i32 {line}, i64 {r}.hi, i64 {r}.lo)"
            );
        }
        fty => {
            let d = if fty == Ty::Float {
                let _ = writeln!(t, "  {r}.d = fpext float {r} to double");
                format!("{r}.d")
            } else {
                r.to_string()
            };
            let _ = writeln!(t, "  {r}.nan = fcmp uno double {d}, 0.0");
            let _ = writeln!(
                t,
                "  {r}.c = select i1 {r}.nan, double 0x7FF8000000000000, double {d}"
            );
            let _ = writeln!(
                t,
                "  call i32 (ptr, ...) @printf(ptr @.fmt.fp, i32 {line}, double {r}.c)"
            );
        }
    }
    Ok(())
}

impl Gen {
    fn program(&mut self, u: &mut Unstructured) -> Result<()> {
        for _ in 0..MEM {
            self.mem.push(u.arbitrary()?);
            self.rom.push(u.arbitrary()?);
        }
        let nfuncs = u.int_in_range(1..=4)?;
        for i in 0..nfuncs {
            // Sometimes more than the argument registers hold.
            let np = if u.ratio(1, 6)? {
                u.int_in_range(5..=14)?
            } else {
                u.int_in_range(0..=4)?
            };
            // Sometimes floating point mostly: past the eight xmm registers.
            let fp_heavy = np >= 5 && u.ratio(1, 3)?;
            let (mut params, mut exts) = (Vec::new(), Vec::new());
            let mut gprs = 0;
            for _ in 0..np {
                let mut t = self.sig_ty(u)?;
                if fp_heavy && u.ratio(3, 4)? {
                    t = if u.arbitrary()? {
                        Ty::Float
                    } else {
                        Ty::Double
                    };
                }
                if t == Ty::Int(128) && gprs == 5 && known("i128-last-register") {
                    t = Ty::Int(64);
                }
                gprs += match t {
                    Ty::Int(128) if gprs < 5 => 2,
                    Ty::Int(_) => 1,
                    _ => 0,
                };
                params.push(t);
                exts.push(ext_attr(u, t)?);
            }
            let mut ret = self.sig_ty(u)?;
            let mut ret_ext = ext_attr(u, ret)?;
            // Sometimes a struct of results: LLVM returns up to four
            // integers in rax, rdx, rcx, r8 and floats in xmm0 to xmm3,
            // more through memory.
            let mut more = Vec::new();
            if u.ratio(1, 5)? {
                let reg = |t: Ty| match t {
                    Ty::Int(128) => (2, 0),
                    Ty::Int(_) => (1, 0),
                    _ => (0, 1),
                };
                if ret == Ty::Int(1) && known("odd-width-abi") {
                    // No zeroext inside a struct.
                    ret = Ty::Int(8);
                }
                let (mut ints, mut fps) = reg(ret);
                for _ in 0..u.int_in_range(1..=4)? {
                    let mut t = self.sig_ty(u)?;
                    if t == Ty::Int(1) && known("odd-width-abi") {
                        // No zeroext inside a struct.
                        t = Ty::Int(8);
                    }
                    let (i, f) = reg(t);
                    if known("many-results") && (ints + i > 3 || fps + f > 2) {
                        continue;
                    }
                    (ints, fps) = (ints + i, fps + f);
                    more.push(t);
                }
                ret_ext = "";
            }
            let mut vparams = Vec::new();
            if u.ratio(1, 4)? {
                for _ in 0..u.int_in_range(1..=3)? {
                    // Not 256 bits: llconv refuses those ("not supported").
                    vparams.push(*pick(u, &VEC_TYS[..VEC_TYS.len() - 1])?);
                }
            }
            self.funcs.push(Sig {
                name: format!("@f{i}"),
                params,
                exts,
                ret,
                ret_ext,
                more,
                vparams,
                heavy: false,
            });
            self.function(u, i)?;
        }
        self.main(u)
    }

    fn value_ty(&self, u: &mut Unstructured) -> Result<Ty> {
        Ok(match u.int_in_range(0..=9)? {
            0 => Ty::Float,
            1 => Ty::Double,
            _ => Ty::Int(*pick(u, WIDTHS)?),
        })
    }

    /// A parameter or result type.
    fn sig_ty(&self, u: &mut Unstructured) -> Result<Ty> {
        let t = self.value_ty(u)?;
        Ok(match t {
            Ty::Int(w) if known("odd-width-abi") && !matches!(w, 1 | 8 | 16 | 32 | 64 | 128) => {
                Ty::Int(w.next_power_of_two().clamp(8, 128))
            }
            _ => t,
        })
    }

    fn declare(&mut self, ret: &str, name: &str, params: &[String]) {
        self.decls
            .insert(format!("declare {ret} @{name}({})", params.join(", ")));
    }

    fn function(&mut self, u: &mut Unstructured, index: usize) -> Result<()> {
        let sig = &self.funcs[index];
        let (name, params, ret) = (sig.name.clone(), sig.params.clone(), sig.ret);
        let (exts, ret_ext) = (sig.exts.clone(), sig.ret_ext);
        let vparams = sig.vparams.clone();
        let mut f = Fn {
            g: self,
            text: String::new(),
            vals: 0,
            blocks: 0,
            cur: "entry".into(),
            scope: Vec::new(),
            budget: 0,
            depth: 0,
            loop_depth: 0,
            calls: 0,
            heavy: false,
            index,
            used: BTreeSet::new(),
            last: None,
            local_mem: false,
            vscope: Vec::new(),
        };
        let mut ps = Vec::new();
        for (k, &t) in params.iter().enumerate() {
            let n = format!("%a{k}");
            ps.push(format!("{} {}{n}", t.ir(), exts[k]));
            f.scope.push(Val {
                name: n,
                ty: t,
                range: Range::Any,
            });
        }
        for (k, &(n, et)) in vparams.iter().enumerate() {
            let name = format!("%w{k}");
            ps.push(format!("{} {name}", vec_ir(n, et)));
            f.vscope.push((name, n, et));
        }
        if u.ratio(1, 2)? {
            // A scratch buffer, initialized: loads never read undefined
            // bytes.
            let fill = u.arbitrary::<u8>()? as i8;
            f.emit(format!("%mem = alloca [{MEM} x i8], align 16"));
            f.emit(format!(
                "call void @llvm.memset.p0.i64(ptr align 16 %mem, i8 {fill}, i64 {MEM}, i1 false)"
            ));
            f.g.declare(
                "void",
                "llvm.memset.p0.i64",
                &["ptr".into(), "i8".into(), "i64".into(), "i1".into()],
            );
            f.local_mem = true;
        }
        f.budget = u.int_in_range(4..=40)?;
        let n = f.budget;
        f.stmts(u, n)?;
        let r = f.result(u, ret)?;
        let (more, ret_ir) = (f.g.funcs[index].more.clone(), f.g.funcs[index].ret_ir());
        if more.is_empty() {
            f.emit(format!("ret {ret_ir} {r}"));
        } else {
            let mut agg = f.fresh();
            f.emit(format!(
                "{agg} = insertvalue {ret_ir} poison, {} {r}, 0",
                ret.ir()
            ));
            for (k, &t) in more.iter().enumerate() {
                let x = f.fold(u, t, 0, 4)?;
                let next = f.fresh();
                f.emit(format!(
                    "{next} = insertvalue {ret_ir} {agg}, {} {x}, {}",
                    t.ir(),
                    k + 1
                ));
                agg = next;
            }
            f.emit(format!("ret {ret_ir} {agg}"));
        }
        let (text, heavy) = (f.text, f.heavy);
        self.funcs[index].heavy = heavy;
        let internal = u.ratio(1, 3)?;
        self.defs.push((
            format!(
                "define {ret_ext}{} {name}({}) {{\nentry:\n{text}}}\n",
                self.funcs[index].ret_ir(),
                ps.join(", ")
            ),
            internal,
        ));
        Ok(())
    }

    fn main(&mut self, u: &mut Unstructured) -> Result<()> {
        let mut t = String::new();
        let mut v = 0;
        let mut line = 0;
        for i in 0..self.funcs.len() {
            let calls = u.int_in_range(1..=3)?;
            for _ in 0..calls {
                let sig = &self.funcs[i];
                let mut args = Vec::new();
                for (&p, ext) in sig.params.iter().zip(&sig.exts) {
                    args.push(format!("{} {ext}{}", p.ir(), const_of(u, p)?));
                }
                for &(n, et) in &sig.vparams {
                    args.push(format!("{} {}", vec_ir(n, et), const_vec(u, n, et)?));
                }
                v += 1;
                let r = format!("%r{v}");
                let _ = writeln!(
                    t,
                    "  {r} = call {}{} {}({})",
                    sig.ret_ext,
                    sig.ret_ir(),
                    sig.name,
                    args.join(", ")
                );
                let results: Vec<Ty> = std::iter::once(sig.ret)
                    .chain(sig.more.iter().copied())
                    .collect();
                let ret_ir = sig.ret_ir();
                for (k, &ty) in results.iter().enumerate() {
                    let x = if results.len() == 1 {
                        r.clone()
                    } else {
                        let x = format!("{r}.{k}");
                        let _ = writeln!(t, "  {x} = extractvalue {ret_ir} {r}, {k}");
                        x
                    };
                    line += 1;
                    print_value(u, &mut t, &x, ty, line)?;
                }
            }
        }
        self.defs.push((
            format!("define i32 @main() {{\nentry:\n{t}  ret i32 0\n}}\n"),
            false,
        ));
        Ok(())
    }

    /// The whole module (`part` None), or one of the two parts: the
    /// first has the even-numbered functions and defines the buffers, the
    /// second the odd-numbered ones and `main`; each declares what the
    /// other defines, and nothing is internal.
    fn module(&self, part: Option<usize>) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "source_filename = \"compile_diff.ll\"");
        let _ = writeln!(out, "target datalayout = \"{DATALAYOUT}\"");
        let _ = writeln!(out, "target triple = \"{TRIPLE}\"\n");
        out.push_str("@.fmt.int = private unnamed_addr constant [9 x i8] c\"%d %lld\\0A\\00\"\n");
        out.push_str(
            "@.fmt.wide = private unnamed_addr constant [19 x i8] c\"%d %016llx%016llx\\0A\\00\"\n",
        );
        out.push_str("@.fmt.fp = private unnamed_addr constant [7 x i8] c\"%d %a\\0A\\00\"\n");
        let bytes = |b: &[u8]| -> String { b.iter().map(|x| format!("\\{x:02X}")).collect() };
        let (internal, external) = match part {
            None => ("internal ", false),
            Some(p) => ("", p == 1),
        };
        if external {
            let _ = writeln!(out, "@mem = external global [{MEM} x i8], align 16");
            let _ = writeln!(out, "@rom = external constant [{MEM} x i8], align 16\n");
        } else {
            let _ = writeln!(
                out,
                "@mem = {internal}global [{MEM} x i8] c\"{}\", align 16",
                bytes(&self.mem)
            );
            let _ = writeln!(
                out,
                "@rom = {internal}unnamed_addr constant [{MEM} x i8] c\"{}\", align 16\n",
                bytes(&self.rom)
            );
        }
        let main = self.defs.len() - 1;
        for (i, (text, is_internal)) in self.defs.iter().enumerate() {
            let mine = match part {
                None => true,
                Some(p) => (i == main && p == 1) || (i < main && i % 2 == p),
            };
            if mine {
                let text = match (part, is_internal) {
                    (None, true) => text.replacen("define ", "define internal ", 1),
                    _ => text.clone(),
                };
                out.push_str(&text);
                out.push('\n');
            } else if i < main {
                let f = &self.funcs[i];
                let ps: Vec<String> = f
                    .params
                    .iter()
                    .zip(&f.exts)
                    .map(|(t, e)| format!("{} {e}", t.ir()).trim_end().to_string())
                    .chain(f.vparams.iter().map(|&(n, et)| vec_ir(n, et)))
                    .collect();
                let _ = writeln!(
                    out,
                    "declare {}{} {}({})\n",
                    f.ret_ext,
                    f.ret_ir(),
                    f.name,
                    ps.join(", ")
                );
            }
        }
        out.push_str("declare i32 @printf(ptr, ...)\n");
        for d in &self.decls {
            out.push_str(d);
            out.push('\n');
        }
        out
    }
}

/// One function body being generated.
struct Fn<'g> {
    g: &'g mut Gen,
    text: String,
    vals: usize,
    blocks: usize,
    /// The block instructions go into.
    cur: String,
    /// The values usable here (each dominates the insertion point).
    scope: Vec<Val>,
    /// Statements left for the whole body.
    budget: u32,
    depth: u32,
    loop_depth: u32,
    calls: u32,
    heavy: bool,
    index: usize,
    /// Values some instruction uses.
    used: BTreeSet<String>,
    /// The value [`Fn::existing`] gave last.
    last: Option<String>,
    /// Whether the body has its scratch buffer `%mem`.
    local_mem: bool,
    /// The vector values usable here: name, lanes, element type.
    vscope: Vec<(String, u32, Ty)>,
}

/// The bytes of each buffer (`@mem`, `@rom`, a function's `%mem`).
const MEM: usize = 64;

/// Types loads and stores take: whole bytes (a store of `i33` leaves
/// the rest of its last byte unspecified).
const MEM_TYS: &[Ty] = &[
    Ty::Int(8),
    Ty::Int(16),
    Ty::Int(32),
    Ty::Int(64),
    Ty::Int(24),
    Ty::Int(48),
    Ty::Int(96),
    Ty::Int(128),
    Ty::Float,
    Ty::Double,
    Ty::Int(32),
    Ty::Int(64),
];

const INT_BINOPS: &[&str] = &["add", "sub", "mul", "and", "or", "xor"];
const INT_PREDS: &[&str] = &[
    "eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle",
];
const FP_PREDS: &[&str] = &[
    "oeq", "one", "olt", "ole", "ogt", "oge", "ord", "uno", "ueq", "une", "ult", "ule", "ugt",
    "uge", "true", "false",
];

impl Fn<'_> {
    fn emit(&mut self, line: impl AsRef<str>) {
        self.text.push_str("  ");
        self.text.push_str(line.as_ref());
        self.text.push('\n');
    }

    fn label(&mut self) -> String {
        self.blocks += 1;
        format!("bb{}", self.blocks)
    }

    fn start(&mut self, label: &str) {
        let _ = writeln!(self.text, "{label}:");
        self.cur = label.to_string();
    }

    fn fresh(&mut self) -> String {
        self.vals += 1;
        format!("%v{}", self.vals)
    }

    /// Emits `%new = rhs` of type `ty` and makes it usable.
    fn def(&mut self, ty: Ty, range: Range, rhs: String) -> String {
        let n = self.fresh();
        self.emit(format!("{n} = {rhs}"));
        self.scope.push(Val {
            name: n.clone(),
            ty,
            range,
        });
        n
    }

    /// A usable value of type `ty`, recent ones more often.
    fn existing(&mut self, u: &mut Unstructured, ty: Ty) -> Result<Option<String>> {
        let of: Vec<&Val> = self.scope.iter().filter(|v| v.ty == ty).collect();
        if of.is_empty() {
            return Ok(None);
        }
        let mut i = if u.ratio(1, 2)? {
            of.len() - 1 - u.choose_index(of.len().min(4))?
        } else {
            u.choose_index(of.len())?
        };
        // Not the value just picked (`add %x, %x` says little).
        if of.len() > 1 && self.last.as_deref() == Some(of[i].name.as_str()) {
            i = if i == 0 { of.len() - 1 } else { i - 1 };
        }
        let name = of[i].name.clone();
        self.used.insert(name.clone());
        self.last = Some(name.clone());
        Ok(Some(name))
    }

    /// An operand of type `ty`: a usable value, a conversion of one, or a
    /// constant.
    fn operand(&mut self, u: &mut Unstructured, ty: Ty) -> Result<String> {
        if !u.ratio(1, 5)? {
            if let Some(v) = self.existing(u, ty)? {
                return Ok(v);
            }
        }
        if !self.scope.is_empty() && u.ratio(2, 3)? {
            let v = self.scope[u.choose_index(self.scope.len())?].clone();
            return self.convert(u, &v, ty);
        }
        const_of(u, ty)
    }

    /// `v` converted to `to`.
    fn convert(&mut self, u: &mut Unstructured, v: &Val, to: Ty) -> Result<String> {
        let (from, x) = (v.ty, v.name.clone());
        self.used.insert(x.clone());
        Ok(match (from, to) {
            _ if from == to => x,
            (Ty::Int(a), Ty::Int(b)) => {
                let op = if a > b {
                    "trunc"
                } else if u.arbitrary()? {
                    "zext"
                } else {
                    "sext"
                };
                self.def(to, Range::Any, format!("{op} i{a} {x} to i{b}"))
            }
            (Ty::Int(a), _) => {
                if a == to.width() && u.ratio(1, 4)? {
                    // Integer bits as a float (NaNs included: printed
                    // canonical).
                    self.def(to, Range::Any, format!("bitcast i{a} {x} to {}", to.ir()))
                } else {
                    let signed: bool = u.arbitrary()?;
                    let range = match (a <= 16, signed) {
                        (false, _) => Range::Any,
                        (true, true) => Range::SmallSigned,
                        (true, false) => Range::SmallUnsigned,
                    };
                    let op = if signed { "sitofp" } else { "uitofp" };
                    self.def(to, range, format!("{op} i{a} {x} to {}", to.ir()))
                }
            }
            (Ty::Float, Ty::Double) => self.def(to, v.range, format!("fpext float {x} to double")),
            (Ty::Double, Ty::Float) => {
                // Small integers stay exact in float.
                self.def(to, v.range, format!("fptrunc double {x} to float"))
            }
            (_, Ty::Int(b)) => self.float_to_int(u, v, b)?,
            _ => unreachable!("conversion {from:?} to {to:?}"),
        })
    }

    /// A float-to-integer conversion that is defined whatever the value.
    fn float_to_int(&mut self, u: &mut Unstructured, v: &Val, b: u32) -> Result<String> {
        let (fty, x) = (v.ty, v.name.clone());
        let plain = match v.range {
            Range::SmallSigned if b >= 17 => Some("fptosi"),
            Range::SmallUnsigned if b >= 17 => {
                Some(if u.arbitrary()? { "fptoui" } else { "fptosi" })
            }
            _ => None,
        };
        if let Some(op) = plain {
            if u.ratio(3, 4)? {
                return Ok(self.def(
                    Ty::Int(b),
                    Range::Any,
                    format!("{op} {} {x} to i{b}", fty.ir()),
                ));
            }
        }
        // Saturating, at most 64 bits wide (llconv has no i128 ones).
        let w = b.min(64);
        let op = if u.arbitrary()? {
            "fptosi.sat"
        } else {
            "fptoui.sat"
        };
        let name = format!("llvm.{op}.i{w}.{}", fty.mangle());
        self.g.declare(&format!("i{w}"), &name, &[fty.ir()]);
        let r = self.def(
            Ty::Int(w),
            Range::Any,
            format!("call i{w} @{name}({} {x})", fty.ir()),
        );
        Ok(if w == b {
            r
        } else {
            let ext = if op == "fptosi.sat" { "sext" } else { "zext" };
            self.def(Ty::Int(b), Range::Any, format!("{ext} i{w} {r} to i{b}"))
        })
    }

    /// An integer type: of a usable value mostly.
    fn int_ty(&self, u: &mut Unstructured) -> Result<Ty> {
        let ints: Vec<Ty> = self
            .scope
            .iter()
            .filter(|v| v.ty.is_int())
            .map(|v| v.ty)
            .collect();
        if !ints.is_empty() && u.ratio(2, 3)? {
            return Ok(*pick(u, &ints)?);
        }
        Ok(Ty::Int(*pick(u, WIDTHS)?))
    }

    fn fp_ty(&self, u: &mut Unstructured) -> Result<Ty> {
        Ok(if u.ratio(1, 3)? {
            Ty::Float
        } else {
            Ty::Double
        })
    }

    /// Any value type: of a usable value mostly.
    fn any_ty(&self, u: &mut Unstructured) -> Result<Ty> {
        if !self.scope.is_empty() && u.ratio(2, 3)? {
            return Ok(self.scope[u.choose_index(self.scope.len())?].ty);
        }
        self.g.value_ty(u)
    }

    /// Up to `n` statements (fewer when the body's budget runs out).
    fn stmts(&mut self, u: &mut Unstructured, n: u32) -> Result<()> {
        for _ in 0..n {
            if self.budget == 0 {
                break;
            }
            self.budget -= 1;
            self.stmt(u)?;
        }
        Ok(())
    }

    fn stmt(&mut self, u: &mut Unstructured) -> Result<()> {
        match u.int_in_range(0..=30)? {
            0..=3 => self.int_binop(u),
            4 | 5 => self.div(u),
            6 | 7 => self.shift(u),
            8 => self.icmp(u),
            9 => self.select(u),
            10 => {
                let ty = self.int_ty(u)?;
                let to = Ty::Int(*pick(u, WIDTHS)?);
                let v = Val {
                    name: self.operand(u, ty)?,
                    ty,
                    range: Range::Any,
                };
                self.convert(u, &v, to).map(drop)
            }
            11 => {
                let from = self.any_ty(u)?;
                let to = self.g.value_ty(u)?;
                let name = self.operand(u, from)?;
                let range = self
                    .scope
                    .iter()
                    .find(|v| v.name == name)
                    .map_or(Range::Any, |v| v.range);
                let v = Val {
                    name,
                    ty: from,
                    range,
                };
                self.convert(u, &v, to).map(drop)
            }
            12 | 13 => self.fp_binop(u),
            14 => self.fcmp(u),
            15 | 16 => self.int_intrinsic(u),
            17 => self.overflow(u),
            18 => self.fp_intrinsic(u),
            19 | 20 if self.depth < 3 => self.diamond(u),
            21 if self.depth < 3 && self.loop_depth < 2 => self.counted_loop(u),
            22 if self.depth < 3 => self.switch(u),
            23 | 24 => self.call(u),
            25 | 26 => self.load(u),
            27 | 28 => self.store(u),
            29 | 30 => self.vector(u),
            _ => self.int_binop(u),
        }
    }

    /// An address of `size` bytes inside a buffer (`rom` allowed for
    /// loads), and the alignment it has.
    fn address(&mut self, u: &mut Unstructured, size: usize, rom: bool) -> Result<(String, u32)> {
        let mut bases = vec!["@mem"];
        if self.local_mem {
            bases.extend(["%mem", "%mem"]);
        }
        if rom {
            bases.push("@rom");
        }
        let base = *pick(u, &bases)?;
        Ok(if u.ratio(1, 2)? {
            let off = u.int_in_range(0..=MEM - size)?;
            let align = (1u32 << off.trailing_zeros().min(4)).min(size.next_power_of_two() as u32);
            let p = self.fresh();
            self.emit(format!(
                "{p} = getelementptr inbounds i8, ptr {base}, i64 {off}"
            ));
            (p, align)
        } else {
            // At most 31 + 16 bytes in.
            let x = self.operand(u, Ty::Int(64))?;
            let off = self.def(Ty::Int(64), Range::Any, format!("and i64 {x}, 31"));
            let p = self.fresh();
            self.emit(format!("{p} = getelementptr i8, ptr {base}, i64 {off}"));
            (p, 1)
        })
    }

    fn load(&mut self, u: &mut Unstructured) -> Result<()> {
        let ty = *pick(u, MEM_TYS)?;
        let (p, align) = self.address(u, (ty.width() / 8) as usize, true)?;
        self.def(
            ty,
            Range::Any,
            format!("load {t}, ptr {p}, align {align}", t = ty.ir()),
        );
        Ok(())
    }

    fn store(&mut self, u: &mut Unstructured) -> Result<()> {
        let ty = *pick(u, MEM_TYS)?;
        let mut v = self.operand(u, ty)?;
        if !ty.is_int() {
            // A NaN's bits are unspecified: store the canonical one.
            let t = ty.ir();
            let n = self.fresh();
            self.emit(format!("{n} = fcmp uno {t} {v}, 0.0"));
            v = self.def(
                ty,
                Range::Any,
                format!("select i1 {n}, {t} 0x7FF8000000000000, {t} {v}"),
            );
        }
        let (p, align) = self.address(u, (ty.width() / 8) as usize, false)?;
        self.emit(format!("store {} {v}, ptr {p}, align {align}", ty.ir()));
        Ok(())
    }

    /// A vector of `n` x `et`: a usable one, a constant, a splat of a
    /// scalar, or scalars inserted into a constant.
    fn vec_operand(&mut self, u: &mut Unstructured, n: u32, et: Ty) -> Result<String> {
        let have: Vec<String> = self
            .vscope
            .iter()
            .filter(|v| v.1 == n && v.2 == et)
            .map(|v| v.0.clone())
            .collect();
        if !have.is_empty() && u.ratio(2, 3)? {
            return Ok(pick(u, &have)?.clone());
        }
        let (vt, t) = (vec_ir(n, et), et.ir());
        let mut v = const_vec(u, n, et)?;
        match u.int_in_range(0..=2)? {
            0 => {}
            1 => {
                let x = self.operand(u, et)?;
                let one = self.fresh();
                self.emit(format!("{one} = insertelement {vt} poison, {t} {x}, i64 0"));
                v = self.fresh();
                self.emit(format!(
                    "{v} = shufflevector {vt} {one}, {vt} poison, <{n} x i32> zeroinitializer"
                ));
            }
            _ => {
                for _ in 0..u.int_in_range(1..=n.min(4))? {
                    let x = self.operand(u, et)?;
                    let lane = u.int_in_range(0..=n - 1)?;
                    let next = self.fresh();
                    self.emit(format!(
                        "{next} = insertelement {vt} {v}, {t} {x}, i64 {lane}"
                    ));
                    v = next;
                }
            }
        }
        Ok(v)
    }

    /// A vector operation, its result taken back to a scalar (an element
    /// or a reduction).
    fn vector(&mut self, u: &mut Unstructured) -> Result<()> {
        let (n, et) = *pick(u, VEC_TYS)?;
        let (vt, t, b) = (format!("<{n} x {}>", et.ir()), et.ir(), et.width());
        let a = self.vec_operand(u, n, et)?;
        let c = self.vec_operand(u, n, et)?;
        let splat = |x: &str| format!("splat ({t} {x})");
        let r = self.fresh();
        if et.is_int() {
            match u.int_in_range(0..=7)? {
                0..=2 => {
                    let op = *pick(u, INT_BINOPS)?;
                    self.emit(format!("{r} = {op} {vt} {a}, {c}"));
                }
                3 => {
                    let op = *pick(u, &["shl", "lshr", "ashr"])?;
                    let m = self.fresh();
                    self.emit(format!(
                        "{m} = and {vt} {c}, {}",
                        splat(&(b - 1).to_string())
                    ));
                    self.emit(format!("{r} = {op} {vt} {a}, {m}"));
                }
                4 => {
                    let p = *pick(u, INT_PREDS)?;
                    let m = self.fresh();
                    self.emit(format!("{m} = icmp {p} {vt} {a}, {c}"));
                    self.emit(format!("{r} = select <{n} x i1> {m}, {vt} {a}, {vt} {c}"));
                }
                5 => {
                    let mut mask = Vec::new();
                    for _ in 0..n {
                        mask.push(format!("i32 {}", u.int_in_range(0..=2 * n - 1)?));
                    }
                    self.emit(format!(
                        "{r} = shufflevector {vt} {a}, {vt} {c}, <{n} x i32> <{}>",
                        mask.join(", ")
                    ));
                }
                6 => {
                    let op = *pick(u, &["udiv", "urem"])?;
                    let d = self.fresh();
                    self.emit(format!("{d} = or {vt} {c}, {}", splat("1")));
                    self.emit(format!("{r} = {op} {vt} {a}, {d}"));
                }
                _ => {
                    let mut ops = vec![
                        "smax", "smin", "umax", "umin", "ctpop", "abs", "uadd.sat", "ssub.sat",
                    ];
                    if b % 16 == 0 {
                        ops.push("bswap");
                    }
                    let op = *pick(u, &ops)?;
                    let name = format!("llvm.{op}.v{n}i{b}");
                    let args: Vec<String> = match op {
                        "ctpop" | "bswap" => vec![format!("{vt} {a}")],
                        "abs" => vec![format!("{vt} {a}"), "i1 false".into()],
                        _ => vec![format!("{vt} {a}"), format!("{vt} {c}")],
                    };
                    let mut params = vec![vt.clone(); args.len()];
                    if op == "abs" {
                        params[1] = "i1".into();
                    }
                    self.g.declare(&vt, &name, &params);
                    self.emit(format!("{r} = call {vt} @{name}({})", args.join(", ")));
                }
            }
        } else {
            match u.int_in_range(0..=3)? {
                0..=2 => {
                    let op = *pick(u, &["fadd", "fsub", "fmul", "fdiv"])?;
                    self.emit(format!("{r} = {op} {vt} {a}, {c}"));
                }
                _ => {
                    let p = *pick(u, FP_PREDS)?;
                    let m = self.fresh();
                    self.emit(format!("{m} = fcmp {p} {vt} {a}, {c}"));
                    self.emit(format!("{r} = select <{n} x i1> {m}, {vt} {a}, {vt} {c}"));
                }
            }
        }
        self.vscope.push((r.clone(), n, et));
        if et.is_int() && u.ratio(1, 3)? {
            let op = *pick(u, &["add", "xor", "or", "and", "smax", "umin", "mul"])?;
            let name = format!("llvm.vector.reduce.{op}.v{n}i{b}");
            self.g.declare(&t, &name, std::slice::from_ref(&vt));
            self.def(et, Range::Any, format!("call {t} @{name}({vt} {r})"));
        } else {
            let k = u.int_in_range(0..=n - 1)?;
            self.def(et, Range::Any, format!("extractelement {vt} {r}, i64 {k}"));
        }
        Ok(())
    }

    fn int_binop(&mut self, u: &mut Unstructured) -> Result<()> {
        let ty = self.int_ty(u)?;
        let op = *pick(u, INT_BINOPS)?;
        let a = self.operand(u, ty)?;
        let b = self.operand(u, ty)?;
        self.def(ty, Range::Any, format!("{op} {} {a}, {b}", ty.ir()));
        Ok(())
    }

    fn div(&mut self, u: &mut Unstructured) -> Result<()> {
        let ty = self.int_ty(u)?;
        let w = ty.width();
        let ops: &[&str] = if w == 1 {
            &["udiv", "urem"]
        } else {
            &["udiv", "urem", "sdiv", "srem"]
        };
        let op = *pick(u, ops)?;
        let signed = op.starts_with('s');
        let a = self.operand(u, ty)?;
        let d = if u.ratio(1, 3)? {
            let mut v = rand_int(u, w)?;
            if v == 0 {
                v = 1;
            }
            if signed && v == mask(w, u128::MAX) {
                v = 2;
            }
            int_lit(w, v)
        } else {
            let x = self.operand(u, ty)?;
            let one = int_lit(w, 1);
            let t = self.def(ty, Range::Any, format!("or {} {x}, {one}", ty.ir()));
            if signed {
                self.def(ty, Range::Any, format!("and {} {t}, -3", ty.ir()))
            } else {
                t
            }
        };
        self.def(ty, Range::Any, format!("{op} {} {a}, {d}", ty.ir()));
        Ok(())
    }

    fn shift(&mut self, u: &mut Unstructured) -> Result<()> {
        let ty = self.int_ty(u)?;
        let w = ty.width();
        if w == 1 {
            return self.int_binop(u);
        }
        let op = *pick(u, &["shl", "lshr", "ashr"])?;
        let a = self.operand(u, ty)?;
        let s = if u.ratio(1, 3)? {
            u.int_in_range(0..=w - 1)?.to_string()
        } else {
            let x = self.operand(u, ty)?;
            if u.arbitrary()? {
                let m = (1u32 << (31 - w.leading_zeros())) - 1;
                self.def(ty, Range::Any, format!("and {} {x}, {m}", ty.ir()))
            } else {
                self.def(ty, Range::Any, format!("urem {} {x}, {w}", ty.ir()))
            }
        };
        self.def(ty, Range::Any, format!("{op} {} {a}, {s}", ty.ir()));
        Ok(())
    }

    /// An `i1` condition: an `icmp`/`fcmp` of fresh operands or a usable
    /// `i1`.
    fn cond(&mut self, u: &mut Unstructured) -> Result<String> {
        if u.ratio(1, 4)? {
            if let Some(c) = self.existing(u, Ty::Int(1))? {
                return Ok(c);
            }
        }
        if u.ratio(1, 4)? {
            self.fcmp(u)?;
        } else {
            self.icmp(u)?;
        }
        Ok(self.scope.last().expect("just defined").name.clone())
    }

    fn icmp(&mut self, u: &mut Unstructured) -> Result<()> {
        let ty = self.int_ty(u)?;
        let p = *pick(u, INT_PREDS)?;
        let a = self.operand(u, ty)?;
        let b = self.operand(u, ty)?;
        self.def(
            Ty::Int(1),
            Range::Any,
            format!("icmp {p} {} {a}, {b}", ty.ir()),
        );
        Ok(())
    }

    fn fcmp(&mut self, u: &mut Unstructured) -> Result<()> {
        let ty = self.fp_ty(u)?;
        let p = *pick(u, FP_PREDS)?;
        let a = self.operand(u, ty)?;
        let b = self.operand(u, ty)?;
        self.def(
            Ty::Int(1),
            Range::Any,
            format!("fcmp {p} {} {a}, {b}", ty.ir()),
        );
        Ok(())
    }

    fn select(&mut self, u: &mut Unstructured) -> Result<()> {
        let ty = self.any_ty(u)?;
        let c = if ty.is_int() && ty.width() > 64 && known("min-max-wide") {
            // Never an `icmp` of the selected values.
            self.fcmp(u)?;
            self.scope.last().expect("just defined").name.clone()
        } else {
            self.cond(u)?
        };
        let a = self.operand(u, ty)?;
        let b = self.operand(u, ty)?;
        self.def(
            ty,
            Range::Any,
            format!("select i1 {c}, {t} {a}, {t} {b}", t = ty.ir()),
        );
        Ok(())
    }

    fn fp_binop(&mut self, u: &mut Unstructured) -> Result<()> {
        let ty = self.fp_ty(u)?;
        let t = ty.ir();
        let a = self.operand(u, ty)?;
        if u.ratio(1, 8)? {
            self.def(ty, Range::Any, format!("fneg {t} {a}"));
            return Ok(());
        }
        let op = *pick(u, &["fadd", "fsub", "fmul", "fdiv", "fadd", "fmul", "frem"])?;
        let b = self.operand(u, ty)?;
        self.def(ty, Range::Any, format!("{op} {t} {a}, {b}"));
        Ok(())
    }

    /// Calls the intrinsic `llvm.NAME.MANGLE` returning `ret` with typed
    /// arguments `args` (type, operand).
    fn intrinsic(
        &mut self,
        ret: Ty,
        ret_ir: &str,
        name: &str,
        args: &[(String, String)],
    ) -> String {
        let params: Vec<String> = args.iter().map(|(t, _)| t.clone()).collect();
        self.g.declare(ret_ir, name, &params);
        let list: Vec<String> = args.iter().map(|(t, v)| format!("{t} {v}")).collect();
        self.def(
            ret,
            Range::Any,
            format!("call {ret_ir} @{name}({})", list.join(", ")),
        )
    }

    fn int_intrinsic(&mut self, u: &mut Unstructured) -> Result<()> {
        let ty = self.int_ty(u)?;
        let (w, t, m) = (ty.width(), ty.ir(), ty.mangle());
        let mut ops = vec![
            "smax",
            "smin",
            "umax",
            "umin",
            "ctpop",
            "ctlz",
            "cttz",
            "bitreverse",
            "abs",
            "fshl",
            "fshr",
            "uadd.sat",
            "usub.sat",
            "sadd.sat",
            "ssub.sat",
            "scmp",
            "ucmp",
        ];
        if w % 16 == 0 {
            ops.extend(["bswap", "bswap"]);
        }
        if w > 64 && known("funnel-shift-wide") {
            ops.retain(|o| !o.starts_with("fsh"));
        }
        if w > 64 && known("min-max-wide") {
            ops.retain(|o| !matches!(*o, "smax" | "smin" | "umax" | "umin"));
        }
        if (65..128).contains(&w) {
            // llconv refuses these ("not supported yet").
            ops.retain(|o| !o.ends_with(".sat"));
        }
        let op = *pick(u, &ops)?;
        let a = self.operand(u, ty)?;
        let name = format!("llvm.{op}.{m}");
        match op {
            "ctpop" | "bitreverse" | "bswap" => {
                self.intrinsic(ty, &t, &name, &[(t.clone(), a)]);
            }
            "ctlz" | "cttz" | "abs" => {
                self.intrinsic(
                    ty,
                    &t,
                    &name,
                    &[(t.clone(), a), ("i1".into(), "false".into())],
                );
            }
            "fshl" | "fshr" => {
                let b = self.operand(u, ty)?;
                let c = self.operand(u, ty)?;
                self.intrinsic(
                    ty,
                    &t,
                    &name,
                    &[(t.clone(), a), (t.clone(), b), (t.clone(), c)],
                );
            }
            "scmp" | "ucmp" => {
                let b = self.operand(u, ty)?;
                let r = *pick(u, &[8u32, 32, 2, 64])?;
                let name = format!("llvm.{op}.i{r}.{m}");
                self.intrinsic(
                    Ty::Int(r),
                    &format!("i{r}"),
                    &name,
                    &[(t.clone(), a), (t.clone(), b)],
                );
            }
            _ => {
                let b = self.operand(u, ty)?;
                self.intrinsic(ty, &t, &name, &[(t.clone(), a), (t.clone(), b)]);
            }
        }
        Ok(())
    }

    fn overflow(&mut self, u: &mut Unstructured) -> Result<()> {
        let mut ty = self.int_ty(u)?;
        if (65..128).contains(&ty.width()) {
            // llconv refuses odd widths above 64 here.
            ty = Ty::Int(128);
        }
        let (t, m) = (ty.ir(), ty.mangle());
        let op = *pick(u, &["sadd", "uadd", "ssub", "usub", "smul", "umul"])?;
        let a = self.operand(u, ty)?;
        let b = self.operand(u, ty)?;
        let name = format!("llvm.{op}.with.overflow.{m}");
        let st = format!("{{ {t}, i1 }}");
        self.g.declare(&st, &name, &[t.clone(), t.clone()]);
        let p = self.fresh();
        self.emit(format!("{p} = call {st} @{name}({t} {a}, {t} {b})"));
        self.def(ty, Range::Any, format!("extractvalue {st} {p}, 0"));
        self.def(Ty::Int(1), Range::Any, format!("extractvalue {st} {p}, 1"));
        Ok(())
    }

    fn fp_intrinsic(&mut self, u: &mut Unstructured) -> Result<()> {
        let ty = self.fp_ty(u)?;
        let (t, m) = (ty.ir(), ty.mangle());
        let op = *pick(
            u,
            &[
                "fabs",
                "sqrt",
                "floor",
                "ceil",
                "trunc",
                "rint",
                "nearbyint",
                "roundeven",
                "round",
                "fma",
                "minimum",
                "maximum",
                "copysign",
            ],
        )?;
        let a = self.operand(u, ty)?;
        let name = format!("llvm.{op}.{m}");
        match op {
            "fma" => {
                let b = self.operand(u, ty)?;
                let c = self.operand(u, ty)?;
                self.intrinsic(
                    ty,
                    &t,
                    &name,
                    &[(t.clone(), a), (t.clone(), b), (t.clone(), c)],
                );
            }
            "minimum" | "maximum" => {
                let b = self.operand(u, ty)?;
                self.intrinsic(ty, &t, &name, &[(t.clone(), a), (t.clone(), b)]);
            }
            "copysign" => {
                // The sign of a computed NaN is unspecified: the sign
                // comes from a constant that is not NaN.
                let s = if u.arbitrary()? { -2.0 } else { 0.0 };
                self.intrinsic(ty, &t, &name, &[(t.clone(), a), (t.clone(), float_lit(s))]);
            }
            _ => {
                self.intrinsic(ty, &t, &name, &[(t.clone(), a)]);
            }
        }
        Ok(())
    }

    fn call(&mut self, u: &mut Unstructured) -> Result<()> {
        let callees: Vec<usize> = (0..self.index)
            .filter(|&j| self.loop_depth == 0 || !self.g.funcs[j].heavy)
            .collect();
        if callees.is_empty() || self.calls >= 4 {
            return self.int_binop(u);
        }
        self.calls += 1;
        let j = *pick(u, &callees)?;
        let (name, params, exts, ret, ret_ext) = {
            let s = &self.g.funcs[j];
            (
                s.name.clone(),
                s.params.clone(),
                s.exts.clone(),
                s.ret,
                s.ret_ext,
            )
        };
        let vparams = self.g.funcs[j].vparams.clone();
        let (more, ret_ir) = (self.g.funcs[j].more.clone(), self.g.funcs[j].ret_ir());
        self.heavy |= self.g.funcs[j].heavy;
        let mut args = Vec::new();
        for (p, ext) in params.into_iter().zip(exts) {
            let a = self.operand(u, p)?;
            args.push(format!("{} {ext}{a}", p.ir()));
        }
        for (n, et) in vparams {
            let a = self.vec_operand(u, n, et)?;
            args.push(format!("{} {a}", vec_ir(n, et)));
        }
        let call = format!("call {ret_ext}{ret_ir} {name}({})", args.join(", "));
        if more.is_empty() {
            self.def(ret, Range::Any, call);
        } else {
            let agg = self.fresh();
            self.emit(format!("{agg} = {call}"));
            for (k, t) in std::iter::once(ret).chain(more).enumerate() {
                self.def(t, Range::Any, format!("extractvalue {ret_ir} {agg}, {k}"));
            }
        }
        Ok(())
    }

    /// Types for the phis at a join.
    fn phi_tys(&mut self, u: &mut Unstructured) -> Result<Vec<Ty>> {
        let n = u.int_in_range(1..=3)?;
        let mut tys = Vec::new();
        for _ in 0..n {
            tys.push(self.any_ty(u)?);
        }
        Ok(tys)
    }

    /// Statements of an arm, then the values it gives the join's phis and
    /// its last block; the arm's values leave the scope.
    fn arm(
        &mut self,
        u: &mut Unstructured,
        tys: &[Ty],
        join: &str,
    ) -> Result<(Vec<String>, String)> {
        let mark = self.scope.len();
        let vmark = self.vscope.len();
        self.depth += 1;
        let n = u.int_in_range(0..=self.budget.min(6))?;
        self.stmts(u, n)?;
        let mut out = Vec::new();
        for &t in tys {
            out.push(self.fold(u, t, mark, 3)?);
        }
        self.emit(format!("br label %{join}"));
        self.depth -= 1;
        self.scope.truncate(mark);
        self.vscope.truncate(vmark);
        Ok((out, self.cur.clone()))
    }

    fn phis(&mut self, tys: &[Ty], incoming: &[(Vec<String>, String)]) {
        for (k, &t) in tys.iter().enumerate() {
            let inc: Vec<String> = incoming
                .iter()
                .map(|(vals, block)| format!("[ {}, %{block} ]", vals[k]))
                .collect();
            self.def(t, Range::Any, format!("phi {} {}", t.ir(), inc.join(", ")));
        }
    }

    /// An if/else diamond (or a triangle) with phis at the join.
    fn diamond(&mut self, u: &mut Unstructured) -> Result<()> {
        let c = self.cond(u)?;
        let tys = self.phi_tys(u)?;
        let (then, join) = (self.label(), self.label());
        let mut incoming = Vec::new();
        if u.ratio(1, 4)? {
            // A triangle: the false edge goes straight to the join.
            let mut vals = Vec::new();
            for &t in &tys {
                vals.push(self.operand(u, t)?);
            }
            incoming.push((vals, self.cur.clone()));
            self.emit(format!("br i1 {c}, label %{then}, label %{join}"));
        } else {
            let els = self.label();
            self.emit(format!("br i1 {c}, label %{then}, label %{els}"));
            self.start(&els);
            incoming.push(self.arm(u, &tys, &join)?);
        }
        self.start(&then);
        incoming.push(self.arm(u, &tys, &join)?);
        self.start(&join);
        self.phis(&tys, &incoming);
        Ok(())
    }

    /// A switch on a (usually masked) integer with phis at the join.
    fn switch(&mut self, u: &mut Unstructured) -> Result<()> {
        let ty = self.int_ty(u)?;
        let w = ty.width();
        let mut x = self.operand(u, ty)?;
        if w > 3 && u.ratio(2, 3)? {
            x = self.def(ty, Range::Any, format!("and {} {x}, 7", ty.ir()));
        }
        let ncases = u.int_in_range(1..=if w == 1 { 2 } else { 5 })?;
        let mut seen = BTreeSet::new();
        let mut cases = Vec::new();
        for _ in 0..ncases {
            let v = if w > 3 && u.ratio(1, 5)? {
                rand_int(u, w)?
            } else {
                mask(w, u.int_in_range(0..=8)?)
            };
            if seen.insert(v) {
                cases.push((v, self.label()));
            }
        }
        let tys = self.phi_tys(u)?;
        let (dflt, join) = (self.label(), self.label());
        let list: Vec<String> = cases
            .iter()
            .map(|(v, l)| format!("{} {}, label %{l}", ty.ir(), int_lit(w, *v)))
            .collect();
        self.emit(format!(
            "switch {} {x}, label %{dflt} [ {} ]",
            ty.ir(),
            list.join(" ")
        ));
        let mut incoming = Vec::new();
        for (_, l) in &cases {
            self.start(l);
            incoming.push(self.arm(u, &tys, &join)?);
        }
        self.start(&dflt);
        incoming.push(self.arm(u, &tys, &join)?);
        self.start(&join);
        self.phis(&tys, &incoming);
        Ok(())
    }

    /// A loop counting to `and %n, 15` with accumulator phis.
    fn counted_loop(&mut self, u: &mut Unstructured) -> Result<()> {
        self.heavy = true;
        let cty = Ty::Int(*pick(u, &[32u32, 32, 64, 8, 16])?);
        let ct = cty.ir();
        let n = if u.ratio(1, 3)? {
            u.int_in_range(0..=9u32)?.to_string()
        } else {
            let x = self.operand(u, cty)?;
            self.def(cty, Range::Any, format!("and {ct} {x}, 15"))
        };
        let tys = self.phi_tys(u)?;
        let mut inits = Vec::new();
        for &t in &tys {
            inits.push(self.operand(u, t)?);
        }
        let pre = self.cur.clone();
        let (hdr, body, latch, exit) = (self.label(), self.label(), self.label(), self.label());
        let i = self.fresh();
        let inext = self.fresh();
        let accs: Vec<String> = tys.iter().map(|_| self.fresh()).collect();
        let nexts: Vec<String> = tys.iter().map(|_| self.fresh()).collect();
        self.emit(format!("br label %{hdr}"));
        self.start(&hdr);
        self.emit(format!(
            "{i} = phi {ct} [ 0, %{pre} ], [ {inext}, %{latch} ]"
        ));
        for k in 0..tys.len() {
            self.emit(format!(
                "{} = phi {} [ {}, %{pre} ], [ {}, %{latch} ]",
                accs[k],
                tys[k].ir(),
                inits[k],
                nexts[k]
            ));
        }
        let pred = *pick(u, &["ult", "slt", "ne"])?;
        let c = self.fresh();
        self.emit(format!("{c} = icmp {pred} {ct} {i}, {n}"));
        self.emit(format!("br i1 {c}, label %{body}, label %{exit}"));
        // The header's values are usable in the body and after the loop.
        let mut header_vals = vec![Val {
            name: i.clone(),
            ty: cty,
            range: Range::Any,
        }];
        for k in 0..tys.len() {
            header_vals.push(Val {
                name: accs[k].clone(),
                ty: tys[k],
                range: Range::Any,
            });
        }
        let mark = self.scope.len();
        let vmark = self.vscope.len();
        self.scope.extend(header_vals.iter().cloned());
        self.start(&body);
        self.depth += 1;
        self.loop_depth += 1;
        let nb = u.int_in_range(1..=self.budget.clamp(1, 8))?;
        self.stmts(u, nb)?;
        // Each accumulator takes a step from a value of the body.
        let mut steps = Vec::new();
        for &t in &tys {
            steps.push(self.fold(u, t, mark + tys.len() + 1, 3)?);
        }
        self.emit(format!("br label %{latch}"));
        self.start(&latch);
        for k in 0..tys.len() {
            let (t, acc, s) = (tys[k], &accs[k], &steps[k]);
            let op = if t.is_int() {
                *pick(u, &["add", "xor", "mul", "sub", "or"])?
            } else {
                *pick(u, &["fadd", "fmul", "fsub"])?
            };
            let line = format!("{} = {op} {} {acc}, {s}", nexts[k], t.ir());
            self.emit(line);
        }
        self.emit(format!("{inext} = add {ct} {i}, 1"));
        self.emit(format!("br label %{hdr}"));
        self.loop_depth -= 1;
        self.depth -= 1;
        self.scope.truncate(mark);
        self.vscope.truncate(vmark);
        self.scope.extend(header_vals);
        self.start(&exit);
        Ok(())
    }

    /// A value of type `ty` that folds in (converted) the values defined
    /// since `scope[mark]` that nothing uses yet, the latest `max` of
    /// them: so that most of what is computed reaches the output.
    fn fold(&mut self, u: &mut Unstructured, ty: Ty, mark: usize, max: usize) -> Result<String> {
        let mut acc = self.operand(u, ty)?;
        let pending: Vec<Val> = self.scope[mark.min(self.scope.len())..]
            .iter()
            .rev()
            .filter(|v| !self.used.contains(&v.name) && v.name != acc)
            .take(max)
            .cloned()
            .collect();
        for v in pending {
            if u.ratio(1, 8)? {
                continue;
            }
            let x = self.convert(u, &v, ty)?;
            let op = if ty.is_int() {
                *pick(u, &["xor", "add", "sub", "xor"])?
            } else {
                *pick(u, &["fadd", "fadd", "fsub"])?
            };
            self.used.insert(acc.clone());
            acc = self.def(ty, Range::Any, format!("{op} {} {acc}, {x}", ty.ir()));
        }
        self.used.insert(acc.clone());
        Ok(acc)
    }

    /// The function's result: the body's values folded together.
    fn result(&mut self, u: &mut Unstructured, ty: Ty) -> Result<String> {
        self.fold(u, ty, 0, 12)
    }
}

// ---------------------------------------------------------------------
// The check.

/// How a program fared when it did not show a difference.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Every llconv build prints and exits as llc's.
    Same,
    /// llconv refused the module with a "not supported" error (given).
    Unsupported(String),
}

/// The program generated from `data`, built with llc and llconv and run:
/// `Err` (naming the files that hold the program) when they differ; see
/// [`check`]. Needs `llc-22` and `cc`.
pub fn compile_diff(data: &[u8]) -> std::result::Result<(), String> {
    check(&program(data)).map(drop)
}

/// Whether `llc-22` can be run here.
pub fn have_llc() -> bool {
    Command::new("llc-22")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// How long a built program may run.
const RUN_LIMIT: Duration = Duration::from_secs(5);

/// What an executable did.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Run {
    status: String,
    stdout: String,
}

/// A directory of its own under the system's temp dir, removed on drop.
struct TempDir(PathBuf);

impl TempDir {
    fn new() -> std::result::Result<Self, String> {
        use std::sync::atomic::{AtomicU64, Ordering};
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let p = std::env::temp_dir().join(format!("llconv-cdiff-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&p).map_err(|e| format!("{}: {e}", p.display()))?;
        Ok(TempDir(p))
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn tool(cmd: &mut Command, what: &str) -> std::result::Result<(), String> {
    let out = cmd
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run {what}: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{what} failed ({}): {}",
            out.status,
            String::from_utf8_lossy(&out.stderr).trim()
        ))
    }
}

fn link(objs: &[&Path], exe: &Path) -> std::result::Result<(), String> {
    tool(
        Command::new("cc").args(objs).arg("-o").arg(exe).arg("-lm"),
        "cc",
    )
}

/// Runs `exe` with its output to a file, killing it after [`RUN_LIMIT`].
fn run_exe(exe: &Path) -> std::result::Result<Run, String> {
    use std::os::unix::process::ExitStatusExt;
    let out_path = exe.with_extension("out");
    let out = std::fs::File::create(&out_path).map_err(|e| e.to_string())?;
    let mut child = Command::new(exe)
        .stdin(Stdio::null())
        .stdout(out)
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
    let start = Instant::now();
    let mut nap = Duration::from_micros(200);
    let status = loop {
        if let Some(st) = child.try_wait().map_err(|e| e.to_string())? {
            break match (st.code(), st.signal()) {
                (Some(c), _) => format!("exit {c}"),
                (None, Some(s)) => format!("signal {s}"),
                _ => format!("{st}"),
            };
        }
        if start.elapsed() > RUN_LIMIT {
            let _ = child.kill();
            let _ = child.wait();
            break format!("timeout after {} s", RUN_LIMIT.as_secs());
        }
        std::thread::sleep(nap);
        nap = (nap * 2).min(Duration::from_millis(20));
    };
    let stdout =
        String::from_utf8_lossy(&std::fs::read(&out_path).unwrap_or_default()).into_owned();
    Ok(Run { status, stdout })
}

/// Where programs that show a difference are kept:
/// `LLCONV_COMPILE_DIFF_DIR`, or `compile-diff-findings` under the
/// system's temp dir.
pub fn findings_dir() -> PathBuf {
    std::env::var_os("LLCONV_COMPILE_DIFF_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| std::env::temp_dir().join("compile-diff-findings"))
}

/// Saves the program under [`findings_dir`] by the hash of its text
/// (`diff-HASH.ll`, and its parts as `diff-HASH.part0.ll` and
/// `.part1.ll` when given); returns what to say about where.
fn save_finding(whole: &str, parts: Option<&[String; 2]>) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in whole.bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
    }
    let dir = findings_dir();
    let _ = std::fs::create_dir_all(&dir);
    let p = dir.join(format!("diff-{h:016x}.ll"));
    let _ = std::fs::write(&p, whole);
    let mut said = format!("program kept in {}", p.display());
    if let Some(parts) = parts {
        for (k, text) in parts.iter().enumerate() {
            let q = dir.join(format!("diff-{h:016x}.part{k}.ll"));
            let _ = std::fs::write(&q, text);
            let _ = write!(said, ", part {k} in {}", q.display());
        }
    }
    said
}

/// The first line where two outputs differ, for messages.
fn first_difference(a: &str, b: &str) -> String {
    let (x, y): (Vec<&str>, Vec<&str>) = (a.lines().collect(), b.lines().collect());
    let at = x
        .iter()
        .zip(&y)
        .position(|(p, q)| p != q)
        .unwrap_or(x.len().min(y.len()));
    format!(
        "line {}: llc: {:?}, llconv: {:?}",
        at + 1,
        x.get(at).unwrap_or(&"<end>"),
        y.get(at).unwrap_or(&"<end>")
    )
}

/// How `ours` differs from `reference`, if it does.
fn difference(reference: &Run, ours: &Run) -> Option<String> {
    if ours == reference {
        return None;
    }
    Some(if ours.status != reference.status {
        format!(
            "exit status: llc: {}, llconv: {}; output {}",
            reference.status,
            ours.status,
            first_difference(&reference.stdout, &ours.stdout)
        )
    } else {
        format!(
            "output {}",
            first_difference(&reference.stdout, &ours.stdout)
        )
    })
}

/// Builds the whole program with llc-22 (`-O2`) and with llconv (`-O2`,
/// `-O0`), and links the two parts built by different compilers (llc's
/// first part with llconv's `-O2` second, llconv's `-O0` first part with
/// llc's second), runs the executables and compares their output and
/// exit status with llc's whole build. See [`check_program`] for what is
/// an `Err`.
pub fn check(p: &Program) -> std::result::Result<Outcome, String> {
    check_inner(&p.whole, Some(&p.parts))
}

/// Builds `text` with llc-22 (`-O2`) and with llconv (`-O2`, `-O0`), runs
/// the three executables and compares their output and exit status.
/// `Err` on any difference, on a program llc or llconv's parser rejects,
/// on a reference build that fails or does not exit 0, and on an llconv
/// compile error other than "not supported" (a panic included); the
/// message names a file holding the program.
pub fn check_program(text: &str) -> std::result::Result<Outcome, String> {
    check_inner(text, None)
}

fn check_inner(text: &str, parts: Option<&[String; 2]>) -> std::result::Result<Outcome, String> {
    let fail = |msg: String| Err(format!("{msg}\n{}", save_finding(text, parts)));
    let dir = TempDir::new()?;
    let d = &dir.0;

    // The reference.
    let ref_obj = d.join("llc.o");
    let ref_exe = d.join("llc");
    if let Err(e) = llc(text, "whole", &ref_obj, d) {
        return fail(e);
    }
    if let Err(e) = link(&[&ref_obj], &ref_exe) {
        return fail(format!("linking llc's object: {e}"));
    }
    let reference = run_exe(&ref_exe)?;
    if reference.status != "exit 0" {
        return fail(format!(
            "llc's build of the program does not exit 0 ({}): a bug of the generator?",
            reference.status
        ));
    }

    let mut problems = Vec::new();
    for (level, name) in [
        (llconv_codegen::OptLevel::O2, "O2"),
        (llconv_codegen::OptLevel::O0, "O0"),
    ] {
        let obj = d.join(format!("llconv-{name}.o"));
        match llconv(text, level, &obj)? {
            Built::Ok => {}
            Built::Unsupported(msg) => return Ok(Outcome::Unsupported(msg)),
            Built::Failed(msg) => {
                problems.push(format!("llconv -{name} fails: {msg}"));
                continue;
            }
        }
        let exe = d.join(format!("llconv-{name}"));
        if let Err(e) = link(&[&obj], &exe) {
            problems.push(format!("linking llconv's -{name} object: {e}"));
            continue;
        }
        if let Some(what) = difference(&reference, &run_exe(&exe)?) {
            problems.push(format!("llconv -{name} differs from llc-22 -O2: {what}"));
        }
    }

    // Mixed: one part from each compiler.
    if let (true, Some(parts)) = (problems.is_empty(), parts) {
        for (llc_part, level, name) in [
            (0, llconv_codegen::OptLevel::O2, "O2"),
            (1, llconv_codegen::OptLevel::O0, "O0"),
        ] {
            let ours = 1 - llc_part;
            let a = d.join(format!("mixed-llc{llc_part}.o"));
            let b = d.join(format!("mixed-llconv{ours}.o"));
            if let Err(e) = llc(&parts[llc_part], &format!("part{llc_part}"), &a, d) {
                return fail(e);
            }
            match llconv(&parts[ours], level, &b)? {
                Built::Ok => {}
                Built::Unsupported(msg) => return Ok(Outcome::Unsupported(msg)),
                Built::Failed(msg) => {
                    problems.push(format!("llconv -{name} fails on part {ours}: {msg}"));
                    continue;
                }
            }
            let exe = d.join(format!("mixed-{llc_part}"));
            if let Err(e) = link(&[&a, &b], &exe) {
                problems.push(format!(
                    "linking part {llc_part} by llc with part {ours} by llconv: {e}"
                ));
                continue;
            }
            if let Some(what) = difference(&reference, &run_exe(&exe)?) {
                problems.push(format!(
                    "part {llc_part} by llc-22 -O2 linked with part {ours} by llconv -{name} differs from llc-22's whole build: {what}"
                ));
            }
        }
    }
    if !problems.is_empty() {
        return fail(problems.join("\n"));
    }
    Ok(Outcome::Same)
}

/// A program in two modules: `llc_part` built by llc-22 (`-O2`) linked
/// with `ours` built by llconv (`-O2`, then `-O0`), against both built by
/// llc-22: the calls between them check that llconv follows LLVM's
/// calling conventions. `Err` as for [`check_program`].
pub fn check_mixed(llc_part: &str, ours: &str) -> std::result::Result<Outcome, String> {
    let parts = [llc_part.to_string(), ours.to_string()];
    let fail = |msg: String| {
        Err(format!(
            "{msg}\n{}",
            save_finding(&format!("{llc_part}\n{ours}"), Some(&parts))
        ))
    };
    let dir = TempDir::new()?;
    let d = &dir.0;
    let (a, b) = (d.join("llc-a.o"), d.join("llc-b.o"));
    for (text, what, obj) in [(llc_part, "a", &a), (ours, "b", &b)] {
        if let Err(e) = llc(text, what, obj, d) {
            return fail(e);
        }
    }
    let ref_exe = d.join("llc");
    if let Err(e) = link(&[&a, &b], &ref_exe) {
        return fail(format!("linking llc's objects: {e}"));
    }
    let reference = run_exe(&ref_exe)?;
    let mut problems = Vec::new();
    for (level, name) in [
        (llconv_codegen::OptLevel::O2, "O2"),
        (llconv_codegen::OptLevel::O0, "O0"),
    ] {
        let obj = d.join(format!("llconv-{name}.o"));
        match llconv(ours, level, &obj)? {
            Built::Ok => {}
            Built::Unsupported(msg) => return Ok(Outcome::Unsupported(msg)),
            Built::Failed(msg) => {
                problems.push(format!("llconv -{name} fails: {msg}"));
                continue;
            }
        }
        let exe = d.join(format!("mixed-{name}"));
        if let Err(e) = link(&[&a, &obj], &exe) {
            problems.push(format!("linking with llconv's -{name} object: {e}"));
            continue;
        }
        if let Some(what) = difference(&reference, &run_exe(&exe)?) {
            problems.push(format!(
                "llc's part linked with llconv -{name}'s differs from llc-22's: {what}"
            ));
        }
    }
    if !problems.is_empty() {
        return fail(problems.join("\n"));
    }
    Ok(Outcome::Same)
}

/// `text` compiled by `llc-22 -O2` into `obj` (`what` names it in `dir`).
fn llc(text: &str, what: &str, obj: &Path, dir: &Path) -> std::result::Result<(), String> {
    let ll = dir.join(format!("{what}.ll"));
    std::fs::write(&ll, text).map_err(|e| e.to_string())?;
    tool(
        Command::new("llc-22")
            .args(["-O2", "-filetype=obj", "-relocation-model=pic"])
            .arg(&ll)
            .arg("-o")
            .arg(obj),
        "llc-22",
    )
}

enum Built {
    Ok,
    Unsupported(String),
    Failed(String),
}

/// `text` parsed and compiled by llconv at `level` into `obj`.
fn llconv(
    text: &str,
    level: llconv_codegen::OptLevel,
    obj: &Path,
) -> std::result::Result<Built, String> {
    let m = match llconv_text::parse_module(text.as_bytes(), "compile_diff.ll") {
        Ok(m) => m,
        Err(e) => {
            return Ok(Built::Failed(format!(
                "the parser rejects the program: {e}"
            )))
        }
    };
    let opts = llconv_codegen::Options {
        opt_level: level,
        threads: Some(1),
        ..Default::default()
    };
    let compiled = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        llconv_codegen::compile_module(&m, &opts)
    }));
    let bytes = match compiled {
        Ok(Ok(o)) => o,
        Ok(Err(e)) => {
            let msg = e.render(&m);
            if msg.contains("not supported") {
                return Ok(Built::Unsupported(msg));
            }
            return Ok(Built::Failed(msg));
        }
        Err(p) => {
            let msg = p
                .downcast_ref::<String>()
                .map(String::as_str)
                .or_else(|| p.downcast_ref::<&str>().copied())
                .unwrap_or("panic");
            return Ok(Built::Failed(format!("panic: {msg}")));
        }
    };
    std::fs::write(obj, bytes).map_err(|e| e.to_string())?;
    Ok(Built::Ok)
}
