//! The auto-upgrade of old intrinsic functions that LLVM applies to every
//! module it reads, text or bitcode (its `UpgradeCallsToIntrinsic`): names
//! with old manglings (`llvm.memcpy.p0i8.p0i8.i32`) move to the current one,
//! renamed intrinsics to their new name, and intrinsics whose signature
//! changed or that were dropped get their calls rewritten.
//!
//! Functions are visited in module order. A function that needs upgrading
//! gets a new declaration (appended to the module, or an existing function
//! of that name), its calls are rewritten, and it goes once nothing else
//! refers to it. New instructions go just before the call they replace and
//! carry its `!dbg`.

// Fx-hashed: the maps are keyed by names and indices of a module being
// read, and built on every read of a module that names an intrinsic.
type HashMap<K, V> = crate::hash::FastMap<K, V>;
type HashSet<K> = crate::hash::FastSet<K>;

use crate::attributes::{AttrKind, AttrList, Attribute};
use crate::constants::{ApInt, Const, ConstId, ConstKind, ConstTable};
use crate::instructions::*;
use crate::intrinsics;
use crate::metadata::{LocalMetadata, MdId, MdKindId, Metadata};
use crate::module::{Body, Global, GlobalId, GlobalKind, Module};
use crate::types::{Type, TypeId};
use crate::DbgRecord;

#[path = "upgrade_x86.rs"]
mod x86;

/// How the calls of an upgraded function are rewritten.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Rule {
    /// Same arguments: the call moves to the new function (or, when only
    /// the return type went from a named to a literal struct, is rebuilt).
    Default,
    /// A new call with the same arguments that takes the old one's name.
    SameArgs,
    /// `ctlz`/`cttz`: `i1 false` appended.
    AppendFalse,
    /// `coro.end`: `token none` appended.
    CoroEnd,
    ObjectSize,
    /// `ptr.annotation`/`var.annotation`: `ptr null` appended.
    AppendNull,
    /// `memcpy`/`memmove`/`memset`: the alignment argument becomes `align`.
    MemAlign {
        transfer: bool,
    },
    /// `masked.*`: the alignment argument (at `align_arg`) becomes `align`
    /// on the pointer argument (at `ptr_arg`).
    Masked {
        ptr_arg: usize,
        align_arg: usize,
    },
    /// `lifetime.start/end` lose their size.
    Lifetime {
        start: bool,
    },
    /// `amdgcn.atomic.inc/dec` and `amdgcn.ds.fadd/fmin/fmax` become
    /// `atomicrmw`.
    AmdgcnRmw,
    /// NEON bf16 operations: arguments 1 and 2 become bf16 vectors.
    Bf16,
    /// `aarch64.neon.bfcvt` (0), `bfcvtn` (1), `bfcvtn2` (2): an
    /// `fptrunc` to bfloat (and shuffles to place the half-width result).
    NeonBfCvt(u8),
    /// `aarch64.sve.fcvt.bf16f32`/`fcvtnt.bf16f32`: the `.v2` form, whose
    /// predicate is `<vscale x 4 x i1>` (converted through svbool),
    /// declared once the conversions are.
    SveBfCvt {
        nt: bool,
    },
    /// RISC-V scalar crypto: the immediate became an `i32`, and the 64-bit
    /// forms work on `i32` now (operands truncated, result sign-extended).
    Riscv,
    /// `aarch64.sve.ldN` returning one wide vector.
    SveLoad(u32),
    /// `aarch64.sve.tuple.get`/`set`/`createN` to `vector.extract`/`insert`.
    TupleGet,
    TupleSet,
    TupleCreate(u32),
    /// The last argument becomes an `i32`.
    LaneI32,
    /// `x86.sse41.ptest*` on `<4 x float>`.
    PTest,
    Splice,
    NvvmAbs,
    NvvmClzLL,
    NvvmPopcLL,
    NvvmH2f,
    /// `nvvm.abs.bf16*`, `nvvm.fabs.{f,d,ftz.f}`, `nvvm.ex2.approx.*`: a
    /// new unnamed call of the overloaded intrinsic LLVM 22 has for them.
    NvvmRenamed(&'static str),
    /// NVVM bf16 operations declared on integers before LLVM had bfloat
    /// (`fmin.bf16`, `fma.rn.relu.bf16x2`, ...; `abs.bf16*`, which becomes
    /// `nvvm.fabs` when `fabs`): the integer operands and result are
    /// bitcast around a call of the bfloat intrinsic.
    NvvmBf16 {
        fabs: bool,
    },
    /// `nvvm.rotate.{b32,b64,right.b64}`: `llvm.fshl`/`fshr` of the value
    /// with itself, the amount zero-extended.
    NvvmRotate {
        right: bool,
    },
    /// `nvvm.ptr.*.to.*`: an `addrspacecast`.
    NvvmAddrspaceCast,
    /// `nvvm.atomic.load.add.f{32,64}.p*` (`fadd`) and
    /// `nvvm.atomic.load.{inc,dec}.32.p*` (`uinc_wrap`, `udec_wrap`):
    /// `atomicrmw`, `seq_cst`.
    NvvmAtomic(RmwOp),
    /// `nvvm.bitcast.{f2i,i2f,ll2d,d2ll}`: a `bitcast`.
    NvvmBitcast,
    /// `nvvm.swap.lo.hi.b64`: `llvm.fshl` of the value with itself by 32.
    NvvmSwapLoHi,
    /// `nvvm.mapa.shared.cluster` returning a shared pointer: the new one
    /// returns a shared-cluster pointer (the call keeps its name), cast
    /// back.
    NvvmMapa,
    /// `nvvm.cp.async.bulk.*` writing to the cluster's shared memory
    /// through an `addrspace(3)` pointer: the new declaration takes an
    /// `addrspace(7)` one (the argument cast), and `tensor.g2s.*` an `i32
    /// 0` CTA group last.
    NvvmSharedCluster,
    /// `nvvm.ldg.global.{i,f,p}.*`: a load with the alignment given and
    /// `!invariant.load`.
    NvvmLdg,
    /// `nvvm.barrier0`, `.barrier.n`, `.barrier`, `.barrier.sync`,
    /// `.barrier.sync.cnt`: a new call of the `barrier.cta.sync*` form
    /// named (`i32 0` first for `barrier0`), declared by the first call.
    NvvmBarrier {
        name: &'static str,
        zero: bool,
    },
    /// `nvvm.barrier0.{popc,and,or}`: `barrier.cta.red.*.aligned.all` on
    /// `i32 0` and the operand as an `i1` (the `i1` result of `and`/`or`
    /// zero-extended back).
    NvvmBarrierRed {
        name: &'static str,
        widen: bool,
    },
    /// `arm.mve.vctp64` returning `<4 x i1>`: the `<2 x i1>` one, its
    /// result widened through `arm.mve.pred.v2i`/`pred.i2v`.
    MveVctp64,
    /// The MVE and CDE operations that took a `<4 x i1>` predicate for
    /// 64-bit lanes: the `<2 x i1>` form, each predicate narrowed through
    /// `arm.mve.pred.v2i`/`pred.i2v`.
    MvePred,
    /// The call goes (`stackprotectorcheck`).
    Erase,
    /// An old x86 intrinsic expanded into other IR (`upgrade_x86.rs`).
    X86(x86::X86),
}

/// Upgrades the module's old intrinsics (see the module docs), in the
/// order the text parser does: each function's new declaration, then its
/// calls, one function at a time.
pub fn upgrade_intrinsics(m: &mut Module) {
    upgrade_intrinsics_in_order(m, false);
}

/// [`upgrade_intrinsics`] in the bitcode reader's order: every new
/// declaration first, then the calls.
///
/// Fails where LLVM's upgrade would make IR that no reader takes back: a
/// call whose declared struct result differs, element for element, from
/// the upgraded intrinsic's (LLVM rebuilds the old struct from the new
/// one's elements, `insertvalue`s of the wrong type, and `llvm-dis-22`
/// prints text that `llvm-as-22` refuses).
pub fn upgrade_bitcode_intrinsics(m: &mut Module) -> Result<(), String> {
    match upgrade_intrinsics_in_order(m, true) {
        Some(problem) => Err(problem),
        None => Ok(()),
    }
}

/// Upgrades, and says what the first ill-typed rewrite was (the text
/// parser leaves that to the verifier, as `llvm-as-22` does).
fn upgrade_intrinsics_in_order(m: &mut Module, bitcode: bool) -> Option<String> {
    let any = m.globals.values().any(|g| {
        matches!(g.kind, GlobalKind::Func(_))
            && g.common
                .name
                .as_deref()
                .is_some_and(|n| n.starts_with(b"llvm."))
    });
    if !any {
        return None;
    }
    let mut u = Upgrader::new(m);
    u.bitcode = bitcode;
    if bitcode {
        // The bitcode reader makes every new declaration first (as it reads
        // the module's globals) and rewrites calls as bodies are read.
        // Declarations made while planning are planned too (a remangled
        // name reached through an intermediate declaration); those made
        // while rewriting calls are visited last.
        let mut plans = Vec::new();
        let mut f = 0;
        while f < u.m.globals.len() {
            if let Some(plan) = u.plan_for(f) {
                plans.push((f, plan));
            }
            f += 1;
        }
        for (f, (nf, rule)) in plans {
            u.apply(f, nf, rule);
        }
        while f < u.m.globals.len() {
            u.visit(f);
            f += 1;
        }
    } else {
        let mut i = 0;
        while i < u.m.globals.len() {
            u.visit(i);
            i += 1;
        }
    }
    u.drop_upgraded_held_by_dead();
    u.compact();
    u.ill_typed
}

/// The `nvvm.cp.async.bulk.*` copies (name after `nvvm.`) whose
/// destination LLVM 21 moved to the cluster's shared memory.
fn is_nvvm_shared_cluster_copy(t: &str) -> bool {
    let Some(k) = t.strip_prefix("cp.async.bulk.") else {
        return false;
    };
    matches!(k, "global.to.shared.cluster" | "shared.cta.to.cluster")
        || k.strip_prefix("tensor.g2s.tile.")
            .is_some_and(|d| matches!(d, "1d" | "2d" | "3d" | "4d" | "5d"))
        || k.strip_prefix("tensor.g2s.im2col.")
            .is_some_and(|d| matches!(d, "3d" | "4d" | "5d"))
}

/// `llvm.nvvm.{t}`.
fn full_name(t: &str) -> Vec<u8> {
    format!("llvm.nvvm.{t}").into_bytes()
}

/// Removes the globals `candidates` marks that nothing refers to any more
/// (no call, no other use), renumbering the rest.
pub fn remove_unreferenced(m: &mut Module, candidates: &[bool]) {
    let mut u = Upgrader::new(m);
    u.build_sites();
    let sites = u.sites.take().unwrap_or_default();
    let pinned = u.pinned.take().unwrap_or_default();
    u.dead = (0..u.m.globals.len())
        .filter(|&i| {
            candidates.get(i).copied().unwrap_or(false)
                && !sites.contains_key(&i)
                && !pinned.contains(&i)
                && !u.held_by.contains_key(&i)
        })
        .collect();
    u.compact();
}

struct Upgrader<'m> {
    m: &'m mut Module,
    /// Global name to index, made when first asked for (see
    /// [`Upgrader::names`]).
    names: Option<HashMap<Box<[u8]>, usize>>,
    /// Direct call sites by callee: (function, instruction).
    sites: Option<HashMap<usize, Vec<(usize, InstId)>>>,
    /// Globals referred to other than as the callee of a call.
    pinned: Option<HashSet<usize>>,
    /// Globals referred to only by functions' prefix, prologue or
    /// personality: target to the functions that refer to it.
    held_by: HashMap<usize, Vec<usize>>,
    /// Upgraded functions kept only because something refers to them.
    kept_upgraded: Vec<usize>,
    /// Upgrading as LLVM's bitcode reader does (uses left of an upgraded
    /// function move to the new one) rather than its text parser.
    bitcode: bool,
    dead: Vec<usize>,
    /// Per-function counters for unique local names (LLVM's `LastUnique`).
    counters: HashMap<usize, u32>,
    /// How many calls were upgraded so far (orders [`LateUses`]).
    late_seq: u32,
    /// The first rewrite that gave ill-typed IR (see
    /// [`upgrade_bitcode_intrinsics`]).
    ill_typed: Option<String>,
}

fn fn_parts(m: &Module, ty: TypeId) -> (TypeId, Vec<TypeId>, bool) {
    match m.types.get(ty) {
        Type::Function {
            ret,
            params,
            vararg,
        } => (*ret, params.clone(), *vararg),
        _ => (ty, Vec::new(), false),
    }
}

impl<'m> Upgrader<'m> {
    fn new(m: &'m mut Module) -> Self {
        Upgrader {
            names: None,
            sites: None,
            pinned: None,
            held_by: HashMap::default(),
            kept_upgraded: Vec::new(),
            bitcode: false,
            dead: Vec::new(),
            counters: HashMap::default(),
            late_seq: 0,
            ill_typed: None,
            m,
        }
    }
}

impl Upgrader<'_> {
    /// Global name to index. Made on first use: most modules that declare
    /// intrinsics need none upgraded, and never ask.
    fn names(&mut self) -> &mut HashMap<Box<[u8]>, usize> {
        let globals = &self.m.globals;
        self.names.get_or_insert_with(|| {
            let mut names = HashMap::default();
            names.reserve(globals.len());
            for (i, g) in globals.values().enumerate() {
                if let Some(n) = &g.common.name {
                    names.insert(n.clone(), i);
                }
            }
            names
        })
    }

    fn name(&self, i: usize) -> &[u8] {
        self.m.globals[GlobalId::from_index(i)]
            .common
            .name
            .as_deref()
            .unwrap_or(b"")
    }

    /// The function type `ret (params)`, as LLVM's `Intrinsic::getType`
    /// makes it: a last parameter of type `void` (an overloaded type that
    /// came out `void`) stands for `...`.
    fn fn_ty(&mut self, ret: TypeId, mut params: Vec<TypeId>) -> TypeId {
        let vararg = params
            .last()
            .is_some_and(|&t| matches!(self.m.types.get(t), Type::Void));
        if vararg {
            params.pop();
        }
        self.m.types.intern(Type::Function {
            ret,
            params,
            vararg,
        })
    }

    fn set_name(&mut self, i: usize, name: Vec<u8>) {
        let old = self.m.globals[GlobalId::from_index(i)].common.name.take();
        let names = self.names();
        if let Some(old) = old {
            if names.get(&old) == Some(&i) {
                names.remove(&old);
            }
        }
        let name: Box<[u8]> = name.into();
        names.insert(name.clone(), i);
        self.m.globals[GlobalId::from_index(i)].common.name = Some(name);
    }

    /// LLVM's `rename`: moves the old function aside.
    fn rename_old(&mut self, i: usize) {
        let mut n = self.name(i).to_vec();
        n.extend_from_slice(b".old");
        self.set_name(i, n);
    }

    /// `getOrInsertFunction`: the function named `name`, or a new
    /// declaration of type `ty` appended to the module.
    fn declare(&mut self, name: &[u8], ty: TypeId) -> usize {
        if let Some(&i) = self.names().get(name) {
            return i;
        }
        let i = self.m.globals.len();
        self.m.globals.push(Global::function_declaration(name, ty));
        self.names().insert(name.into(), i);
        i
    }

    /// `Intrinsic::getOrInsertDeclaration` for `base` with overload types
    /// `tys` and type `ty`.
    fn intrinsic(&mut self, base: &str, tys: &[TypeId], ty: TypeId) -> usize {
        let name = intrinsics::lookup(base.as_bytes())
            .and_then(|id| intrinsics::mangled_name(id, tys, self.m))
            .unwrap_or_else(|| base.to_string());
        self.declare(name.as_bytes(), ty)
    }

    /// The signature of `llvm.vector.{op}` for overload types `tys`
    /// (`Intrinsic::getType`), for the operations renamed from
    /// `experimental.vector.*`.
    fn vector_op_type(&mut self, op: &str, tys: &[TypeId]) -> Option<TypeId> {
        let i64t = self.m.types.int(64);
        let half = |u: &mut Self, v: TypeId| -> Option<TypeId> {
            let (elem, len, scalable) = u.vec_parts(v)?;
            (len % 2 == 0).then(|| {
                u.m.types.intern(Type::Vector {
                    elem,
                    len: len / 2,
                    scalable,
                })
            })
        };
        let (ret, params) = match (op, tys) {
            ("extract", &[r, v]) => (r, vec![v, i64t]),
            ("insert", &[v, sub]) => (v, vec![v, sub, i64t]),
            ("reverse", &[v]) => (v, vec![v]),
            ("interleave2", &[r]) => {
                let h = half(self, r)?;
                (r, vec![h, h])
            }
            ("deinterleave2", &[v]) => {
                let h = half(self, v)?;
                let pair = self.m.types.intern(Type::Struct {
                    elems: vec![h, h],
                    packed: false,
                });
                (pair, vec![v])
            }
            _ => return None,
        };
        Some(self.fn_ty(ret, params))
    }

    fn gconst(&mut self, i: usize) -> ConstId {
        let a = self.m.globals[GlobalId::from_index(i)].common.addrspace;
        let ty = self.m.types.ptr(a);
        self.m.consts.intern_raw(Const {
            ty,
            kind: ConstKind::Global(GlobalId::from_index(i)),
        })
    }

    fn konst(&mut self, ty: TypeId, kind: ConstKind) -> ConstId {
        self.m.consts.intern(&self.m.types, Const { ty, kind })
    }

    /// `vector.splice.left/right`'s type: the old one with an `i32`
    /// offset, whatever integer the old declaration took.
    fn splice_type(&mut self, ret: TypeId, params: &[TypeId]) -> TypeId {
        let i32t = self.m.types.int(32);
        self.fn_ty(ret, vec![params[0], params[1], i32t])
    }

    fn int(&mut self, bits: u32, v: u64) -> Operand {
        let ty = self.m.types.int(bits);
        Operand::Const(self.konst(ty, ConstKind::Int(ApInt::from_u64(bits, v))))
    }

    /// `<N x bfloat>` as wide as `t` (a fixed vector of integers or
    /// floating-point values, or one of those).
    fn bf16_vector_as_wide_as(&mut self, t: TypeId) -> Option<TypeId> {
        let types = &self.m.types;
        let scalar_bits = |e: TypeId| types.int_width(e).or_else(|| types.float_bits(e));
        let bits = match self.vec_parts(t) {
            Some((e, len, false)) => len * scalar_bits(e)?,
            Some((_, _, true)) => return None,
            None => scalar_bits(t)?,
        };
        if bits < 16 {
            return None;
        }
        let bf = self.m.types.intern(Type::BFloat);
        Some(self.m.types.intern(Type::Vector {
            elem: bf,
            len: bits / 16,
            scalable: false,
        }))
    }

    fn vec_parts(&self, t: TypeId) -> Option<(TypeId, u32, bool)> {
        self.m.types.vector_parts(t)
    }

    /// LLVM's `upgradeIntrinsicFunction1`: the replacement function (None
    /// when calls are expanded into other IR) and how calls change, or None
    /// when the function needs no upgrade.
    fn plan(&mut self, f: usize) -> Option<(Option<usize>, Rule)> {
        let (nf, rule) = self.plan_rule(f)?;
        // LLVM 22's upgradeIntrinsicCall builds a new call (no `tail`, no
        // attributes) for these, even when only the name was upgraded.
        const REBUILT: [&[u8]; 3] = [
            b"llvm.ctpop.",
            b"llvm.bitreverse.",
            b"llvm.convert.from.fp16.",
        ];
        if let (Rule::Default, Some(g)) = (&rule, nf) {
            if REBUILT.iter().any(|p| self.name(g).starts_with(p)) {
                return Some((nf, Rule::SameArgs));
            }
        }
        Some((nf, rule))
    }

    fn plan_rule(&mut self, f: usize) -> Option<(Option<usize>, Rule)> {
        let full = self.name(f).to_vec();
        let full_s = String::from_utf8_lossy(&full).into_owned();
        let name = full_s.strip_prefix("llvm.")?;
        if name.is_empty() {
            return None;
        }
        let fty = self.m.globals[GlobalId::from_index(f)].common.value_ty;
        let (ret, params, _) = fn_parts(self.m, fty);
        let nargs = params.len();
        let ptr0 = self.m.types.ptr(0);
        let i1 = self.m.types.int(1);
        let void = self.m.types.void();
        if name == "thread.pointer" && nargs == 0 {
            // Overloaded on its pointer type since LLVM 21: a new call
            // (without `tail`).
            let nty = self.fn_ty(ret, vec![]);
            let nf = self.intrinsic("llvm.thread.pointer", &[ret], nty);
            return Some((Some(nf), Rule::SameArgs));
        }
        if let Some(r) = self.plan_named(f, name, fty, ret, &params, ptr0, i1, void) {
            return Some(r);
        }
        let _ = nargs;
        // A named or packed struct return where the intrinsic returns a
        // literal struct.
        let id = intrinsics::lookup(&full);
        if let Some(id) = id {
            let st = match self.m.types.get(ret) {
                Type::Named(_) => self
                    .m
                    .types
                    .named_struct(ret)
                    .and_then(|s| s.body.as_ref())
                    .map(|b| b.elems.clone()),
                Type::Struct {
                    elems,
                    packed: true,
                } => Some(elems.clone()),
                _ => None,
            };
            if let Some(elems) = st {
                if intrinsics::returns_struct(id) {
                    let lit = self.m.types.intern(Type::Struct {
                        elems,
                        packed: false,
                    });
                    let nty = self.fn_ty(lit, params.clone());
                    self.rename_old(f);
                    let nf = self.declare(&full, nty);
                    let nf = self.remangle(nf).unwrap_or(nf);
                    return Some((Some(nf), Rule::Default));
                }
            }
        }
        self.remangle(f).map(|nf| (Some(nf), Rule::Default))
    }

    /// `arm.mve.*` and `arm.cde.*` on `<4 x i1>` predicates where LLVM now
    /// has `<2 x i1>` ones for 64-bit lanes (no new declaration: the calls
    /// make theirs).
    fn plan_mve(
        &mut self,
        f: usize,
        t: &str,
        ret: TypeId,
        params: &[TypeId],
    ) -> Option<(Option<usize>, Rule)> {
        if t == "mve.vctp64" {
            let i32t = self.m.types.int(32);
            let (e, len, scalable) = self.vec_parts(ret)?;
            if len != 4 || scalable || self.m.types.int_width(e) != Some(1) || params != [i32t] {
                return None;
            }
            self.rename_old(f);
            return Some((None, Rule::MveVctp64));
        }
        const PREDICATED: [&str; 16] = [
            "mve.mull.int.predicated.v2i64.v4i32.v4i1",
            "mve.vqdmull.predicated.v2i64.v4i32.v4i1",
            "mve.vldr.gather.base.predicated.v2i64.v2i64.v4i1",
            "mve.vldr.gather.base.wb.predicated.v2i64.v2i64.v4i1",
            "mve.vldr.gather.offset.predicated.v2i64.p0i64.v2i64.v4i1",
            "mve.vldr.gather.offset.predicated.v2i64.p0.v2i64.v4i1",
            "mve.vstr.scatter.base.predicated.v2i64.v2i64.v4i1",
            "mve.vstr.scatter.base.wb.predicated.v2i64.v2i64.v4i1",
            "mve.vstr.scatter.offset.predicated.p0i64.v2i64.v2i64.v4i1",
            "mve.vstr.scatter.offset.predicated.p0.v2i64.v2i64.v4i1",
            "cde.vcx1q.predicated.v2i64.v4i1",
            "cde.vcx1qa.predicated.v2i64.v4i1",
            "cde.vcx2q.predicated.v2i64.v4i1",
            "cde.vcx2qa.predicated.v2i64.v4i1",
            "cde.vcx3q.predicated.v2i64.v4i1",
            "cde.vcx3qa.predicated.v2i64.v4i1",
        ];
        if !PREDICATED.contains(&t) {
            return None;
        }
        // Every one-bit operand is narrowed, as a <4 x i1>: any other
        // would make ill-typed IR, so such a declaration stays.
        let v4i1 = self.bool_vector(4);
        let ok = params.iter().all(|&p| {
            let s = self.m.types.scalar(p);
            self.m.types.int_width(s) != Some(1) || p == v4i1
        });
        ok.then_some((None, Rule::MvePred))
    }

    /// `<n x i1>`.
    fn bool_vector(&mut self, len: u32) -> TypeId {
        let i1 = self.m.types.int(1);
        self.m.types.intern(Type::Vector {
            elem: i1,
            len,
            scalable: false,
        })
    }

    /// `arm.mve.pred.v2i` of `p` (a `<from x i1>`), then `pred.i2v` to a
    /// `<to x i1>`.
    fn mve_pred_cast(
        &mut self,
        body: &mut Body,
        b: &mut Emit,
        p: Operand,
        from: u32,
        to: u32,
    ) -> Operand {
        let i32t = self.m.types.int(32);
        let (vf, vt) = (self.bool_vector(from), self.bool_vector(to));
        let ty = self.fn_ty(i32t, vec![vf]);
        let g = self.intrinsic("llvm.arm.mve.pred.v2i", &[vf], ty);
        let n = self.emit_call(body, b, g, vec![p], None);
        let ty = self.fn_ty(vt, vec![i32t]);
        let g = self.intrinsic("llvm.arm.mve.pred.i2v", &[vt], ty);
        self.emit_call(body, b, g, vec![n], None)
    }

    /// The NVVM barriers LLVM 22 renamed to `nvvm.barrier.cta.*`.
    fn plan_nvvm_barrier(
        &mut self,
        t: &str,
        ret: TypeId,
        params: &[TypeId],
    ) -> Option<(Option<usize>, Rule)> {
        let i32t = self.m.types.int(32);
        let void = self.m.types.void();
        if ret == void {
            let (name, zero, n) = match t {
                "barrier0" => ("llvm.nvvm.barrier.cta.sync.aligned.all", true, 0),
                "barrier.n" => ("llvm.nvvm.barrier.cta.sync.aligned.all", false, 1),
                "barrier" => ("llvm.nvvm.barrier.cta.sync.aligned.count", false, 2),
                "barrier.sync" => ("llvm.nvvm.barrier.cta.sync.all", false, 1),
                "bar.sync" => ("llvm.nvvm.barrier.cta.sync.aligned.all", false, 1),
                "barrier.sync.cnt" => ("llvm.nvvm.barrier.cta.sync.count", false, 2),
                _ => return None,
            };
            if params.len() != n || params.iter().any(|&p| p != i32t) {
                return None;
            }
            return Some((None, Rule::NvvmBarrier { name, zero }));
        }
        let (name, widen) = match t {
            "barrier0.popc" => ("llvm.nvvm.barrier.cta.red.popc.aligned.all", false),
            "barrier0.and" => ("llvm.nvvm.barrier.cta.red.and.aligned.all", true),
            "barrier0.or" => ("llvm.nvvm.barrier.cta.red.or.aligned.all", true),
            _ => return None,
        };
        if ret != i32t || params != [i32t] {
            return None;
        }
        Some((None, Rule::NvvmBarrierRed { name, widen }))
    }

    /// `Intrinsic::remangleIntrinsicFunction`.
    fn remangle(&mut self, f: usize) -> Option<usize> {
        let name = self.name(f).to_vec();
        let fty = self.m.globals[GlobalId::from_index(f)].common.value_ty;
        let id = intrinsics::lookup(&name)?;
        let tys = intrinsics::overload_types(id, fty, self.m)?;
        let wanted = intrinsics::mangled_name(id, &tys, self.m)?;
        if wanted.as_bytes() == &name[..] {
            return None;
        }
        // The declaration taking over gets the old one's calling
        // convention, even one that was there already.
        let cc = match &self.m.globals[GlobalId::from_index(f)].kind {
            GlobalKind::Func(x) => x.cc,
            _ => 0,
        };
        if let Some(&e) = self.names().get(wanted.as_bytes()) {
            let same = matches!(
                self.m.globals[GlobalId::from_index(e)].kind,
                GlobalKind::Func(_)
            ) && self.m.globals[GlobalId::from_index(e)].common.value_ty == fty;
            if same {
                if let GlobalKind::Func(x) = &mut self.m.globals[GlobalId::from_index(e)].kind {
                    x.cc = cc;
                }
                return Some(e);
            }
            let mut n = wanted.clone().into_bytes();
            n.extend_from_slice(b".renamed");
            self.set_name(e, n);
        }
        let nf = self.declare(wanted.as_bytes(), fty);
        if let GlobalKind::Func(x) = &mut self.m.globals[GlobalId::from_index(nf)].kind {
            x.cc = cc;
        }
        Some(nf)
    }

    #[allow(clippy::too_many_arguments)]
    fn plan_named(
        &mut self,
        f: usize,
        name: &str,
        fty: TypeId,
        ret: TypeId,
        params: &[TypeId],
        ptr0: TypeId,
        i1: TypeId,
        void: TypeId,
    ) -> Option<(Option<usize>, Rule)> {
        let nargs = params.len();
        let p = |i: usize| params.get(i).copied();
        let is_fp_vec = |u: &Self, t: TypeId| {
            u.vec_parts(t)
                .is_some_and(|(e, _, _)| u.m.types.float_bits(e).is_some())
        };
        // arm.* / aarch64.*
        let (is_arm, tail) = if let Some(t) = name.strip_prefix("arm.") {
            (true, Some(t))
        } else if let Some(t) = name.strip_prefix("aarch64.") {
            (false, Some(t))
        } else {
            (false, None)
        };
        if let Some(t) = tail {
            if t == "thread.pointer" {
                let nty = self.fn_ty(ret, vec![]);
                let nf = self.intrinsic("llvm.thread.pointer", &[ret], nty);
                return Some((Some(nf), Rule::SameArgs));
            }
            if is_arm {
                if let Some(r) = self.plan_mve(f, t, ret, params) {
                    return Some(r);
                }
            }
            if is_arm && nargs >= 1 {
                // Rounding and saturating arithmetic: generic intrinsics of
                // the same type now.
                let generic = [
                    ("neon.vrintn.", "llvm.roundeven"),
                    ("neon.vrintz.", "llvm.trunc"),
                    ("neon.vrinta.", "llvm.round"),
                    ("neon.vrintm.", "llvm.floor"),
                    ("neon.vrintp.", "llvm.ceil"),
                    ("neon.vrintx.", "llvm.rint"),
                    ("neon.vqadds.", "llvm.sadd.sat"),
                    ("neon.vqaddu.", "llvm.uadd.sat"),
                    ("neon.vqsubs.", "llvm.ssub.sat"),
                    ("neon.vqsubu.", "llvm.usub.sat"),
                ];
                if let Some((_, base)) = generic.iter().find(|(p, _)| t.starts_with(p)) {
                    let nf = self.intrinsic(base, &[params[0]], fty);
                    return Some((Some(nf), Rule::Default));
                }
            }
            if !is_arm && nargs >= 1 {
                if t.starts_with("neon.frintn") {
                    let nf = self.intrinsic("llvm.roundeven", &[params[0]], fty);
                    return Some((Some(nf), Rule::Default));
                }
                if t.starts_with("neon.rbit") {
                    let nty = self.fn_ty(params[0], vec![params[0]]);
                    let nf = self.intrinsic("llvm.bitreverse", &[params[0]], nty);
                    return Some((Some(nf), Rule::SameArgs));
                }
                if t.starts_with("sve.rev.nxv") {
                    let nf = self.intrinsic("llvm.vector.reverse", &[params[0]], fty);
                    return Some((Some(nf), Rule::Default));
                }
                let cvt = match t {
                    "neon.bfcvt" => Some(0),
                    "neon.bfcvtn" => Some(1),
                    "neon.bfcvtn2" => Some(2),
                    _ => None,
                };
                if let Some(k) = cvt {
                    return Some((None, Rule::NeonBfCvt(k)));
                }
                if matches!(t, "sve.fcvt.bf16f32" | "sve.fcvtnt.bf16f32") && nargs == 3 {
                    let nt = t.starts_with("sve.fcvtnt");
                    return Some((None, Rule::SveBfCvt { nt }));
                }
            }
            if is_arm {
                if t.starts_with("neon.vclz.") && nargs == 1 {
                    self.rename_old(f);
                    let nty = self.fn_ty(ret, vec![ret, i1]);
                    let nf = self.intrinsic("llvm.ctlz", &[ret], nty);
                    return Some((Some(nf), Rule::AppendFalse));
                }
                if t.starts_with("neon.vcnt.") && nargs == 1 {
                    self.rename_old(f);
                    let nty = self.fn_ty(ret, vec![ret]);
                    let nf = self.intrinsic("llvm.ctpop", &[ret], nty);
                    return Some((Some(nf), Rule::SameArgs));
                }
            }
            if !is_arm && t.starts_with("neon.addp.") && is_fp_vec(self, ret) {
                let nf = self.intrinsic("llvm.aarch64.neon.faddp", &[ret], fty);
                return Some((Some(nf), Rule::Default));
            }
            // Changed in LLVM 12: the bf16 dot and matrix operations take
            // bfloat vectors, not i8 ones. Only these exact names: the new
            // ones must not match again.
            let prefix = if is_arm { "llvm.arm." } else { "llvm.aarch64." };
            if matches!(t, "neon.bfdot.v2f32.v8i8" | "neon.bfdot.v4f32.v16i8") {
                // The operands are as wide as the result.
                let bv = self.bf16_vector_as_wide_as(ret)?;
                let nty = self.fn_ty(ret, vec![ret, bv, bv]);
                let nf = self.intrinsic(&format!("{prefix}neon.bfdot"), &[ret, bv], nty);
                return Some((Some(nf), Rule::Bf16));
            }
            if let Some(op) = t
                .strip_suffix(".v4f32.v16i8")
                .filter(|op| matches!(*op, "neon.bfmmla" | "neon.bfmlalb" | "neon.bfmlalt"))
            {
                // No longer overloaded: <4 x float> (<4 x float>, <8 x bfloat>, <8 x bfloat>).
                let f32t = self.m.types.intern(Type::Float);
                let v4f32 = self.m.types.intern(Type::Vector {
                    elem: f32t,
                    len: 4,
                    scalable: false,
                });
                let bf = self.m.types.intern(Type::BFloat);
                let v8bf16 = self.m.types.intern(Type::Vector {
                    elem: bf,
                    len: 8,
                    scalable: false,
                });
                let nty = self.fn_ty(v4f32, vec![v4f32, v8bf16, v8bf16]);
                let nf = self.intrinsic(&format!("{prefix}{op}"), &[], nty);
                return Some((Some(nf), Rule::Bf16));
            }
            if t.starts_with("rbit") && nargs >= 1 {
                let nty = self.fn_ty(params[0], vec![params[0]]);
                let nf = self.intrinsic("llvm.bitreverse", &[params[0]], nty);
                return Some((Some(nf), Rule::SameArgs));
            }
            if let Some(s) = t.strip_prefix("sve.").filter(|_| !is_arm) {
                if let Some(op) = s.strip_prefix("bf").and_then(|x| x.strip_suffix(".lane")) {
                    if matches!(op, "dot" | "mlalb" | "mlalt") && nargs == 4 {
                        let i32t = self.m.types.int(32);
                        let nty = self.fn_ty(ret, vec![params[0], params[1], params[2], i32t]);
                        let base = format!("llvm.aarch64.sve.bf{op}.lane.v2");
                        let nf = self.intrinsic(&base, &[], nty);
                        return Some((Some(nf), Rule::LaneI32));
                    }
                    return None;
                }
                if s.starts_with("addqv") && nargs == 2 {
                    let fp = self.m.types.float_bits(self.m.types.scalar(ret)).is_some();
                    if !fp {
                        return None;
                    }
                    let nf = self.intrinsic("llvm.aarch64.sve.faddqv", &[ret, params[1]], fty);
                    return Some((Some(nf), Rule::Default));
                }
                if let Some(k) = s.strip_prefix("tuple.") {
                    if k.starts_with("get") && nargs == 2 {
                        let i64t = self.m.types.int(64);
                        let nty = self.fn_ty(ret, vec![params[0], i64t]);
                        let nf = self.intrinsic("llvm.vector.extract", &[ret, params[0]], nty);
                        return Some((Some(nf), Rule::TupleGet));
                    }
                    if k.starts_with("set") && nargs == 3 {
                        let i64t = self.m.types.int(64);
                        let nty = self.fn_ty(params[0], vec![params[0], params[2], i64t]);
                        // LLVM names it after three types; the walk
                        // remangles it once it reaches the new declaration.
                        let tys = [params[0], params[2], params[1]];
                        let nf = self.intrinsic("llvm.vector.insert", &tys, nty);
                        return Some((Some(nf), Rule::TupleSet));
                    }
                    let n = match k.as_bytes() {
                        [b'c', b'r', b'e', b'a', b't', b'e', d @ b'2'..=b'4', rest @ ..]
                            if rest.is_empty() || rest.starts_with(b".nxv") =>
                        {
                            u32::from(d - b'0')
                        }
                        _ => return None,
                    };
                    if nargs < 2 {
                        return None;
                    }
                    let i64t = self.m.types.int(64);
                    let nty = self.fn_ty(ret, vec![ret, params[1], i64t]);
                    let nf = self.intrinsic("llvm.vector.insert", &[ret, params[1]], nty);
                    return Some((Some(nf), Rule::TupleCreate(n)));
                }
                // LLVM's test is the regex `^[234](.nxv[a-z0-9]+|$)`: any
                // character before `nxv`, and at least one name character.
                let ld = s.strip_prefix("ld").and_then(|x| {
                    let b = x.as_bytes();
                    let ok = matches!(b.first(), Some(b'2'..=b'4'))
                        && (b.len() == 1
                            || (b.len() >= 6
                                && &b[2..5] == b"nxv"
                                && matches!(b[5], b'a'..=b'z' | b'0'..=b'9')));
                    ok.then(|| u32::from(b[0] - b'0'))
                });
                if let Some(n) = ld {
                    if nargs != 2 {
                        return None;
                    }
                    let (Some((e, _, _)), Some((_, plen, psc))) =
                        (self.vec_parts(ret), self.vec_parts(params[0]))
                    else {
                        return None;
                    };
                    let part = self.m.types.intern(Type::Vector {
                        elem: e,
                        len: plen,
                        scalable: psc,
                    });
                    let st = self.m.types.intern(Type::Struct {
                        elems: vec![part; n as usize],
                        packed: false,
                    });
                    let nty = self.fn_ty(st, params.to_vec());
                    let base = format!("llvm.aarch64.sve.ld{n}.sret");
                    let nf = self.intrinsic(&base, &[part], nty);
                    return Some((Some(nf), Rule::SveLoad(n)));
                }
                return None;
            }
            return None;
        }
        if let Some(t) = name.strip_prefix("amdgcn.") {
            if t == "alignbit" {
                let nf = self.intrinsic("llvm.fshr", &[ret], fty);
                return Some((Some(nf), Rule::Default));
            }
            if t.starts_with("ldexp.") && nargs == 2 {
                let nf = self.intrinsic("llvm.ldexp", &[ret, params[1]], fty);
                return Some((Some(nf), Rule::Default));
            }
            if let Some(k) = t.strip_prefix("atomic.") {
                // `cond.sub` and `csub` are `usub_cond` and `usub_sat`.
                if ["inc", "dec", "cond.sub", "csub"]
                    .iter()
                    .any(|p| k.starts_with(p))
                {
                    return Some((None, Rule::AmdgcnRmw));
                }
                return None;
            }
            if t.starts_with("ds.fadd") || t.starts_with("ds.fmin") || t.starts_with("ds.fmax") {
                return Some((None, Rule::AmdgcnRmw));
            }
            // The global and flat floating-point atomics (but not the
            // `fmin.num`/`fmax.num` ones, which stay) became `atomicrmw`
            // too.
            if let Some(k) = t
                .strip_prefix("global.atomic.")
                .or_else(|| t.strip_prefix("flat.atomic."))
            {
                let fp = k.starts_with("fadd")
                    || (k.starts_with("fmin") && !k.starts_with("fmin.num"))
                    || (k.starts_with("fmax") && !k.starts_with("fmax.num"));
                if fp {
                    return Some((None, Rule::AmdgcnRmw));
                }
                return None;
            }
            return None;
        }
        if let Some(t) = name.strip_prefix("riscv.") {
            let i32t = self.m.types.int(32);
            let i64t = self.m.types.int(64);
            let imm = |u: &Self| {
                params
                    .get(2)
                    .is_some_and(|&p| u.m.types.int_width(p) != Some(32))
            };
            let (base, nparams) =
                if matches!(t, "aes32dsi" | "aes32dsmi" | "aes32esi" | "aes32esmi") {
                    if nargs != 3 || !imm(self) {
                        return None;
                    }
                    (t, 3)
                } else if let Some(b) = ["sm4ks", "sm4ed"].into_iter().find(|b| t.starts_with(b)) {
                    if nargs != 3 || !(imm(self) || ret == i64t) {
                        return None;
                    }
                    (b, 3)
                } else if let Some(b) = [
                    "sha256sig0",
                    "sha256sig1",
                    "sha256sum0",
                    "sha256sum1",
                    "sm3p0",
                    "sm3p1",
                ]
                .into_iter()
                .find(|b| t.starts_with(b))
                {
                    if nargs != 1 || ret != i64t {
                        return None;
                    }
                    (b, 1)
                } else {
                    return None;
                };
            self.rename_old(f);
            let nty = self.fn_ty(i32t, vec![i32t; nparams]);
            let nf = self.intrinsic(&format!("llvm.riscv.{base}"), &[], nty);
            return Some((Some(nf), Rule::Riscv));
        }
        if (name.starts_with("ctlz.") || name.starts_with("cttz.")) && nargs == 1 {
            let base = if name.starts_with("ctlz.") {
                "llvm.ctlz"
            } else {
                "llvm.cttz"
            };
            self.rename_old(f);
            let t = params[0];
            let nty = self.fn_ty(t, vec![t, i1]);
            let nf = self.intrinsic(base, &[t], nty);
            return Some((Some(nf), Rule::AppendFalse));
        }
        if name == "coro.end" && nargs == 2 {
            self.rename_old(f);
            let tok = self.m.types.token();
            let nty = self.fn_ty(void, vec![ptr0, i1, tok]);
            let nf = self.intrinsic("llvm.coro.end", &[], nty);
            return Some((Some(nf), Rule::CoroEnd));
        }
        // `vector.splice` (before LLVM 22) is `vector.splice.left`.
        if let Some(t) = name.strip_prefix("vector.splice.") {
            if !t.starts_with("left.") && !t.starts_with("right.") && nargs == 3 {
                self.rename_old(f);
                let nty = self.splice_type(ret, params);
                let nf = self.intrinsic("llvm.vector.splice.left", &[ret], nty);
                return Some((Some(nf), Rule::Splice));
            }
        }
        // `experimental.stepvector` lost its prefix in LLVM 19.
        if name.starts_with("experimental.stepvector.") {
            self.rename_old(f);
            let nf = self.intrinsic("llvm.stepvector", &[ret], fty);
            return Some((Some(nf), Rule::Default));
        }
        if let Some(t) = name.strip_prefix("experimental.vector.") {
            let renamed = [
                "extract.",
                "insert.",
                "reverse.",
                "interleave2.",
                "deinterleave2.",
            ];
            // (`experimental.vector.extract.last.active` is an intrinsic of
            // its own, not an old `extract`.)
            let own = t.starts_with("extract.last.active");
            if let Some(op) = renamed.iter().find(|o| t.starts_with(*o) && !own) {
                let op = op.trim_end_matches('.');
                let tys = match op {
                    "extract" => vec![ret, p(0)?],
                    "insert" => vec![p(0)?, p(1)?],
                    "interleave2" => vec![ret],
                    _ => vec![p(0)?],
                };
                // The new declaration has the intrinsic's own signature for
                // these overloads, whatever the old one declared.
                let nty = self.vector_op_type(op, &tys).unwrap_or(fty);
                self.rename_old(f);
                let nf = self.intrinsic(&format!("llvm.vector.{op}"), &tys, nty);
                return Some((Some(nf), Rule::Default));
            }
            if t.starts_with("splice.") && nargs == 3 {
                self.rename_old(f);
                let nty = self.splice_type(ret, params);
                let nf = self.intrinsic("llvm.vector.splice.left", &[ret], nty);
                return Some((Some(nf), Rule::Splice));
            }
            // Renamed in LLVM 21, and overloaded on two types, not three.
            if t.starts_with("partial.reduce.add") && nargs == 2 {
                self.rename_old(f);
                let nf = self.intrinsic("llvm.vector.partial.reduce.add", &[ret, params[1]], fty);
                return Some((Some(nf), Rule::Default));
            }
            if let Some(r) = t.strip_prefix("reduce.") {
                let (op, v2) = match r.strip_prefix("v2.") {
                    Some(r2) => (r2.split('.').next().unwrap_or(""), true),
                    None => (r.split('.').next().unwrap_or(""), false),
                };
                let ok = if v2 {
                    matches!(op, "fadd" | "fmul")
                } else {
                    matches!(
                        op,
                        "add"
                            | "mul"
                            | "and"
                            | "or"
                            | "xor"
                            | "smax"
                            | "smin"
                            | "umax"
                            | "umin"
                            | "fmax"
                            | "fmin"
                    )
                };
                if ok {
                    let arg = p(if v2 { 1 } else { 0 })?;
                    self.rename_old(f);
                    let nf = self.intrinsic(&format!("llvm.vector.reduce.{op}"), &[arg], fty);
                    return Some((Some(nf), Rule::Default));
                }
            }
            return None;
        }
        if name.starts_with("flt.rounds") {
            self.rename_old(f);
            let nf = self.intrinsic("llvm.get.rounding", &[], fty);
            return Some((Some(nf), Rule::Default));
        }
        if name.starts_with("invariant.group.barrier") {
            let a = p(0)?;
            self.rename_old(f);
            let nf = self.intrinsic("llvm.launder.invariant.group", &[a], fty);
            return Some((Some(nf), Rule::Default));
        }
        if (name.starts_with("memcpy.") || name.starts_with("memmove.")) && nargs == 5 {
            let base = if name.starts_with("memcpy.") {
                "llvm.memcpy"
            } else {
                "llvm.memmove"
            };
            self.rename_old(f);
            let nty = self.fn_ty(void, vec![params[0], params[1], params[2], i1]);
            let nf = self.intrinsic(base, &params[..3], nty);
            return Some((Some(nf), Rule::MemAlign { transfer: true }));
        }
        if name.starts_with("memset.") && nargs == 5 {
            self.rename_old(f);
            let nty = self.fn_ty(void, vec![params[0], params[1], params[2], i1]);
            let nf = self.intrinsic("llvm.memset", &[params[0], params[2]], nty);
            return Some((Some(nf), Rule::MemAlign { transfer: false }));
        }
        if let Some(t) = name.strip_prefix("masked.") {
            // (base, pointer argument, alignment argument, loads)
            let shape = if t.starts_with("load.") {
                Some(("llvm.masked.load", 0, 1, true))
            } else if t.starts_with("gather.") {
                Some(("llvm.masked.gather", 0, 1, true))
            } else if t.starts_with("store.") {
                Some(("llvm.masked.store", 1, 2, false))
            } else if t.starts_with("scatter.") {
                Some(("llvm.masked.scatter", 1, 2, false))
            } else {
                None
            };
            if let Some((base, ptr_arg, align_arg, loads)) = shape {
                if nargs == 4 && self.m.types.int_width(params[align_arg]).is_some() {
                    // The new declaration is typed by the intrinsic's own
                    // definition from its two overloaded types: the mask
                    // has as many lanes as the data (an i1 for a scalar),
                    // a load's pass-through is its result. A call whose
                    // arguments disagree keeps them, and the verifier
                    // says so, as after LLVM's upgrade.
                    let data = if loads { ret } else { params[0] };
                    let i1 = self.m.types.int(1);
                    let mask = match self.m.types.vector_parts(data) {
                        Some((_, len, scalable)) => self.m.types.intern(Type::Vector {
                            elem: i1,
                            len,
                            scalable,
                        }),
                        None => i1,
                    };
                    let np = if loads {
                        vec![params[0], mask, ret]
                    } else {
                        vec![params[0], params[1], mask]
                    };
                    let nty = self.fn_ty(ret, np);
                    let tys = if loads {
                        vec![ret, params[0]]
                    } else {
                        vec![params[0], params[1]]
                    };
                    self.rename_old(f);
                    let nf = self.intrinsic(base, &tys, nty);
                    return Some((Some(nf), Rule::Masked { ptr_arg, align_arg }));
                }
            }
            return None;
        }
        if let Some(t) = name.strip_prefix("lifetime.") {
            let start = t.starts_with("start");
            if (start || t.starts_with("end")) && nargs == 2 {
                let base = if start {
                    "llvm.lifetime.start"
                } else {
                    "llvm.lifetime.end"
                };
                self.rename_old(f);
                let nty = self.fn_ty(void, vec![params[0]]);
                let nf = self.intrinsic(base, &[params[0]], nty);
                return Some((Some(nf), Rule::Lifetime { start }));
            }
            return None;
        }
        if let Some(t) = name.strip_prefix("nvvm.") {
            if nargs == 1 {
                let base = match t {
                    "brev32" | "brev64" => Some(("llvm.bitreverse", Rule::SameArgs)),
                    "clz.i" => Some(("llvm.ctlz", Rule::AppendFalse)),
                    "popc.i" => Some(("llvm.ctpop", Rule::SameArgs)),
                    _ => None,
                };
                if let Some((base, rule)) = base {
                    let ps = if rule == Rule::AppendFalse {
                        vec![ret, i1]
                    } else {
                        vec![ret]
                    };
                    let nty = self.fn_ty(ret, ps);
                    let nf = self.intrinsic(base, &[ret], nty);
                    return Some((Some(nf), rule));
                }
            }
            for (pre, s, u) in [("max.", "smax", "umax"), ("min.", "smin", "umin")] {
                if let Some(k) = t.strip_prefix(pre) {
                    let base = match k {
                        "s" | "i" | "ll" => s,
                        "us" | "ui" | "ull" => u,
                        _ => continue,
                    };
                    let nf = self.intrinsic(&format!("llvm.{base}"), &[ret], fty);
                    return Some((Some(nf), Rule::SameArgs));
                }
            }
            let bf16_ret = matches!(self.m.types.get(self.m.types.scalar(ret)), Type::BFloat);
            if !bf16_ret && (t == "abs.bf16" || t == "abs.bf16x2") {
                return Some((None, Rule::NvvmBf16 { fabs: true }));
            }
            if !bf16_ret && is_nvvm_bf16_on_integers(t) {
                return Some((None, Rule::NvvmBf16 { fabs: false }));
            }
            let renamed = match t {
                "abs.bf16" | "abs.bf16x2" if bf16_ret => Some("llvm.nvvm.fabs"),
                "fabs.f" | "fabs.d" => Some("llvm.nvvm.fabs"),
                "fabs.ftz.f" => Some("llvm.nvvm.fabs.ftz"),
                "ex2.approx.f16x2" | "ex2.approx.f" => Some("llvm.nvvm.ex2.approx"),
                "ex2.approx.ftz.f" => Some("llvm.nvvm.ex2.approx.ftz"),
                _ => None,
            };
            if let Some(base) = renamed {
                return Some((None, Rule::NvvmRenamed(base)));
            }
            let is_ptr = |u: &Self, t: TypeId| matches!(u.m.types.get(t), Type::Ptr(_));
            let rule = match t {
                "rotate.b32" | "rotate.b64" | "rotate.right.b64" => {
                    let i32t = self.m.types.int(32);
                    if params.len() != 2 || params[0] != ret || params[1] != i32t {
                        return None;
                    }
                    self.m.types.int_width(ret)?;
                    Rule::NvvmRotate {
                        right: t.starts_with("rotate.right"),
                    }
                }
                _ if t.starts_with("ptr.")
                    && t.contains(".to.")
                    && params.len() == 1
                    && is_ptr(self, ret)
                    && is_ptr(self, params[0]) =>
                {
                    Rule::NvvmAddrspaceCast
                }
                _ if [
                    "atomic.load.add.f32.p",
                    "atomic.load.add.f64.p",
                    "atomic.load.inc.32.p",
                    "atomic.load.dec.32.p",
                ]
                .iter()
                .any(|p| t.starts_with(p))
                    && params.len() == 2
                    && params[1] == ret
                    && is_ptr(self, params[0]) =>
                {
                    Rule::NvvmAtomic(if t.starts_with("atomic.load.inc") {
                        RmwOp::UIncWrap
                    } else if t.starts_with("atomic.load.dec") {
                        RmwOp::UDecWrap
                    } else {
                        RmwOp::FAdd
                    })
                }
                "bitcast.f2i" | "bitcast.i2f" | "bitcast.ll2d" | "bitcast.d2ll" => {
                    let types = &self.m.types;
                    let bits = |t: TypeId| types.int_width(t).or_else(|| types.float_bits(t));
                    if params.len() != 1 || bits(ret).is_none() || bits(ret) != bits(params[0]) {
                        return None;
                    }
                    Rule::NvvmBitcast
                }
                "swap.lo.hi.b64" => {
                    let i64t = self.m.types.int(64);
                    if ret != i64t || params != [i64t] {
                        return None;
                    }
                    Rule::NvvmSwapLoHi
                }
                _ if is_nvvm_shared_cluster_copy(t) => {
                    let shared = self.m.types.ptr(3);
                    if params.first() != Some(&shared) {
                        return None;
                    }
                    let mut np = params.to_vec();
                    np[0] = self.m.types.ptr(7);
                    let i1 = self.m.types.int(1);
                    if t.starts_with("cp.async.bulk.tensor.") && params.last() == Some(&i1) {
                        np.push(self.m.types.int(32));
                    }
                    self.rename_old(f);
                    let nty = self.fn_ty(ret, np);
                    let nf = self.declare(&full_name(t), nty);
                    return Some((Some(nf), Rule::NvvmSharedCluster));
                }
                "mapa.shared.cluster" => {
                    let shared = self.m.types.ptr(3);
                    if ret != shared || params.len() != 2 {
                        return None;
                    }
                    self.rename_old(f);
                    let cluster = self.m.types.ptr(7);
                    let nty = self.fn_ty(cluster, params.to_vec());
                    let nf = self.declare(b"llvm.nvvm.mapa.shared.cluster", nty);
                    return Some((Some(nf), Rule::NvvmMapa));
                }
                _ if ["ldg.global.i.", "ldg.global.f.", "ldg.global.p."]
                    .iter()
                    .any(|p| t.starts_with(p))
                    && params.len() == 2
                    && is_ptr(self, params[0]) =>
                {
                    Rule::NvvmLdg
                }
                "abs.i" | "abs.ll" => Rule::NvvmAbs,
                "clz.ll" => Rule::NvvmClzLL,
                "popc.ll" => Rule::NvvmPopcLL,
                "h2f" => Rule::NvvmH2f,
                _ => return self.plan_nvvm_barrier(t, ret, params),
            };
            return Some((None, rule));
        }
        if name.starts_with("objectsize.") {
            let a = p(0)?;
            let tys = [ret, a];
            let wanted = intrinsics::lookup(b"llvm.objectsize")
                .and_then(|id| intrinsics::mangled_name(id, &tys, self.m));
            let full = format!("llvm.{name}");
            if nargs == 2 || nargs == 3 || wanted.as_deref() != Some(full.as_str()) {
                self.rename_old(f);
                let nty = self.fn_ty(ret, vec![a, i1, i1, i1]);
                let nf = self.intrinsic("llvm.objectsize", &tys, nty);
                return Some((Some(nf), Rule::ObjectSize));
            }
            return None;
        }
        if (name.starts_with("ptr.annotation.") || name == "var.annotation") && nargs == 4 {
            let ptr_ann = name.starts_with("ptr.");
            self.rename_old(f);
            let r = if ptr_ann { params[0] } else { void };
            let nty = self.fn_ty(r, vec![params[0], params[1], params[2], params[3], ptr0]);
            let base = if ptr_ann {
                "llvm.ptr.annotation"
            } else {
                "llvm.var.annotation"
            };
            let nf = self.intrinsic(base, &[params[0], params[1]], nty);
            return Some((Some(nf), Rule::AppendNull));
        }
        if name == "stackprotectorcheck" {
            return Some((None, Rule::Erase));
        }
        if let Some(t) = name.strip_prefix("wasm.") {
            let renamed = [
                ("fma.", "llvm.wasm.relaxed.madd"),
                ("fms.", "llvm.wasm.relaxed.nmadd"),
                ("laneselect.", "llvm.wasm.relaxed.laneselect"),
            ];
            if let Some((_, base)) = renamed.iter().find(|(o, _)| t.starts_with(o)) {
                self.rename_old(f);
                let nf = self.intrinsic(base, &[ret], fty);
                return Some((Some(nf), Rule::Default));
            }
            let base = match t {
                "dot.i8x16.i7x16.signed" => Some("llvm.wasm.relaxed.dot.i8x16.i7x16.signed"),
                "dot.i8x16.i7x16.add.signed" => {
                    Some("llvm.wasm.relaxed.dot.i8x16.i7x16.add.signed")
                }
                _ => None,
            };
            if let Some(base) = base {
                self.rename_old(f);
                let nf = self.intrinsic(base, &[], fty);
                return Some((Some(nf), Rule::Default));
            }
            return None;
        }
        if let Some(t) = name.strip_prefix("x86.") {
            if t == "seh.recoverfp" {
                let nf = self.intrinsic("llvm.eh.recoverfp", &[], fty);
                return Some((Some(nf), Rule::Default));
            }
            if let Some(r) = self.plan_x86(f, t, ret, params) {
                return Some(r);
            }
            if matches!(t, "sse41.ptestc" | "sse41.ptestz" | "sse41.ptestnzc") && nargs == 2 {
                let f32t = self.m.types.intern(Type::Float);
                let v4f32 = self.m.types.intern(Type::Vector {
                    elem: f32t,
                    len: 4,
                    scalable: false,
                });
                if params[0] == v4f32 {
                    let i64t = self.m.types.int(64);
                    let v2i64 = self.m.types.intern(Type::Vector {
                        elem: i64t,
                        len: 2,
                        scalable: false,
                    });
                    // The intrinsic's own signature, whatever the old
                    // declaration said its result was.
                    let i32t = self.m.types.int(32);
                    let nty = self.fn_ty(i32t, vec![v2i64, v2i64]);
                    self.rename_old(f);
                    let nf = self.intrinsic(&format!("llvm.x86.{t}"), &[], nty);
                    return Some((Some(nf), Rule::PTest));
                }
            }
        }
        None
    }

    // ---- call sites and uses ----

    fn build_sites(&mut self) {
        let mut sites: HashMap<usize, Vec<(usize, InstId)>> = HashMap::default();
        let mut pinned = HashSet::default();
        let mut seen = HashSet::default();
        let mut held_by: HashMap<usize, Vec<usize>> = HashMap::default();
        let m = &*self.m;
        let mut mark_const = |c: ConstId, pinned: &mut HashSet<usize>| {
            mark(m, c, pinned, &mut seen);
        };
        for (fi, g) in m.globals.values().enumerate() {
            match &g.kind {
                GlobalKind::Var(v) => {
                    if let Some(c) = v.init {
                        mark_const(c, &mut pinned);
                    }
                }
                GlobalKind::Alias(a) => mark_const(a.aliasee, &mut pinned),
                GlobalKind::IFunc(x) => mark_const(x.resolver, &mut pinned),
                GlobalKind::Func(func) => {
                    // These go with their function: when an upgrade removes
                    // it, what they hold is free to go too.
                    let mut held = HashSet::default();
                    for c in [func.prefix, func.prologue, func.personality]
                        .into_iter()
                        .flatten()
                    {
                        mark(m, c, &mut held, &mut HashSet::default());
                    }
                    for t in held {
                        held_by.entry(t).or_default().push(fi);
                    }
                    let Some(body) = &func.body else { continue };
                    for b in body.blocks.values() {
                        for &id in b.insts.iter() {
                            let inst = body.inst(id);
                            let mut ops = inst.kind.value_operands();
                            if let InstKind::Call(c)
                            | InstKind::Invoke { call: c, .. }
                            | InstKind::CallBr { call: c, .. } = &inst.kind
                            {
                                if let Operand::Const(k) = c.callee {
                                    if let ConstKind::Global(t) = m.consts.get(k).kind {
                                        sites.entry(t.index()).or_default().push((fi, id));
                                        ops.pop();
                                    }
                                }
                            }
                            for r in &inst.dbg_records {
                                record_operands(r, &mut ops);
                            }
                            for op in ops {
                                match op {
                                    Operand::Const(c) => mark_const(c, &mut pinned),
                                    Operand::Metadata(md) => {
                                        if let Metadata::Value(c) = m.metadata.get(md) {
                                            mark_const(*c, &mut pinned);
                                        }
                                    }
                                    _ => {}
                                }
                            }
                        }
                    }
                    for lm in body.local_md.values() {
                        let vals: Vec<Operand> = match lm {
                            LocalMetadata::Value { value, .. } => vec![*value],
                            LocalMetadata::ArgList(v) => v.iter().map(|x| x.1).collect(),
                        };
                        for v in vals {
                            if let Operand::Const(c) = v {
                                mark_const(c, &mut pinned);
                            }
                        }
                    }
                }
            }
        }
        for i in 0..m.metadata.len() {
            if let Metadata::Value(c) = m.metadata.get(crate::MdId::from_index(i)) {
                mark_const(*c, &mut pinned);
            }
        }
        self.sites = Some(sites);
        self.pinned = Some(pinned);
        self.held_by = held_by;
    }

    /// Whether something that stays refers to global `f` other than by a
    /// direct call.
    fn is_held(&self, f: usize) -> bool {
        self.pinned.as_ref().is_some_and(|p| p.contains(&f))
            || self
                .held_by
                .get(&f)
                .is_some_and(|owners| owners.iter().any(|o| !self.dead.contains(o)))
    }

    /// Upgraded functions held only by functions the upgrade removed go
    /// too (LLVM erases every upgraded function).
    fn drop_upgraded_held_by_dead(&mut self) {
        loop {
            let free: Vec<usize> = self
                .kept_upgraded
                .iter()
                .copied()
                .filter(|&f| !self.dead.contains(&f) && !self.is_held(f))
                .collect();
            if free.is_empty() {
                return;
            }
            self.kept_upgraded.retain(|f| !free.contains(f));
            self.dead.extend(free);
        }
    }

    /// LLVM's `UpgradeCallsToIntrinsic` for function `f`.
    fn visit(&mut self, f: usize) {
        if let Some((nf, rule)) = self.plan_for(f) {
            self.apply(f, nf, rule);
        }
    }

    /// The new function and rule for `f`, if it is an intrinsic that needs
    /// upgrading (the new declaration, if any, is made here).
    fn plan_for(&mut self, f: usize) -> Option<(Option<usize>, Rule)> {
        if !matches!(
            self.m.globals[GlobalId::from_index(f)].kind,
            GlobalKind::Func(_)
        ) || !self.name(f).starts_with(b"llvm.")
            || self.dead.contains(&f)
        {
            return None;
        }
        let (nf, rule) = self.plan(f)?;
        (nf != Some(f)).then_some((nf, rule))
    }

    /// Rewrites the calls of `f` by `rule`; `f` goes if nothing refers to
    /// it any more.
    fn apply(&mut self, f: usize, nf: Option<usize>, rule: Rule) {
        if self.sites.is_none() {
            self.build_sites();
        }
        let mut calls = self
            .sites
            .as_mut()
            .and_then(|s| s.remove(&f))
            .unwrap_or_default();
        // LLVM walks the users most recent first (see `use_order`).
        x86::use_order(&mut calls, f, self.bitcode);
        let mut kept = Vec::new();
        for (fi, id) in calls {
            if !self.upgrade_call(f, fi, id, nf, rule) {
                kept.push((fi, id));
            }
        }
        if kept.is_empty() && !self.is_held(f) {
            self.dead.push(f);
        } else if let (true, Some(nf)) = (self.bitcode, nf) {
            // LLVM's bitcode reader replaces every use left (calls it kept,
            // `prologue`/`personality` and initializer references) with the
            // new function, and drops the old one.
            self.redirect_uses(f, nf, kept);
        } else if kept.is_empty() {
            self.kept_upgraded.push(f);
        } else {
            kept.reverse();
            if let Some(s) = self.sites.as_mut() {
                s.insert(f, kept);
            }
        }
    }

    /// Every reference to global `f` becomes one to `nf`; `f` goes.
    fn redirect_uses(&mut self, f: usize, nf: usize, kept: Vec<(usize, InstId)>) {
        let (from, to) = (GlobalId::from_index(f), GlobalId::from_index(nf));
        // As LLVM's replaceAllUsesWith: a reference takes the new
        // declaration's pointer type (its address space may differ).
        let to_ty = self.m.types.ptr(self.m.globals[to].common.addrspace);
        self.m
            .consts
            .rewrite_consts_in_place(|c| match &mut c.kind {
                ConstKind::Global(g) | ConstKind::DsoLocalEquivalent(g) | ConstKind::NoCfi(g)
                    if *g == from =>
                {
                    *g = to;
                    c.ty = to_ty;
                }
                _ => {}
            });
        if let Some(p) = self.pinned.as_mut() {
            if p.remove(&f) {
                p.insert(nf);
            }
        }
        if let Some(owners) = self.held_by.remove(&f) {
            self.held_by.entry(nf).or_default().extend(owners);
        }
        for (fi, id) in kept {
            self.add_site(nf, fi, id);
        }
        self.dead.push(f);
    }

    fn add_site(&mut self, callee: usize, fi: usize, id: InstId) {
        if let Some(s) = self.sites.as_mut() {
            s.entry(callee).or_default().push((fi, id));
        }
    }

    /// `UpgradeIntrinsicCall`; false when the call stays as it is.
    fn upgrade_call(
        &mut self,
        f: usize,
        fi: usize,
        id: InstId,
        nf: Option<usize>,
        rule: Rule,
    ) -> bool {
        let GlobalKind::Func(func) = &mut self.m.globals[GlobalId::from_index(fi)].kind else {
            return false;
        };
        let Some(mut body) = func.body.take() else {
            return false;
        };
        let before = body.insts.len();
        let old = body.inst(id).kind.clone();
        let old_name = body.inst(id).name.clone();
        let done = self.rewrite(f, fi, &mut body, id, nf, rule);
        if done {
            // Only a new callee when the arguments and type stay (LLVM
            // sets the callee); otherwise a new call, and perhaps more.
            let call = |k: &InstKind| match k {
                InstKind::Call(c)
                | InstKind::Invoke { call: c, .. }
                | InstKind::CallBr { call: c, .. } => Some((c.args.clone(), c.fn_ty)),
                _ => None,
            };
            let whole = call(&old).is_none() || call(&old) != call(&body.inst(id).kind);
            let seq = self.late_seq;
            self.late_seq += 1;
            body.late_uses.0.push((seq, id, whole, false));
            for n in before..body.insts.len() {
                let n = InstId::from_index(n);
                let took_name = old_name.is_some() && body.inst(n).name == old_name;
                body.late_uses.0.push((seq, n, true, took_name));
            }
        }
        if let GlobalKind::Func(func) = &mut self.m.globals[GlobalId::from_index(fi)].kind {
            func.body = Some(body);
        }
        done
    }

    /// The type of `op` in function `fi` ([`Module::operand_type`]),
    /// interning `metadata` or `ptr` if the module lacks it; `void` for an
    /// operand the function cannot have.
    fn op_ty(&mut self, fi: usize, body: &Body, op: Operand) -> TypeId {
        let fn_ty = self.m.globals[GlobalId::from_index(fi)].common.value_ty;
        match self.m.operand_type(fn_ty, body, op) {
            Some(t) => t,
            None => match op {
                Operand::Metadata(_) | Operand::LocalMetadata(_) => self.m.types.metadata(),
                Operand::InlineAsm(_) => self.m.types.ptr(0),
                _ => self.m.types.void(),
            },
        }
    }

    fn const_int(&self, op: Operand) -> Option<u64> {
        match op {
            Operand::Const(c) => match &self.m.consts.get(c).kind {
                ConstKind::Int(v) => Some(v.low_u64()),
                _ => None,
            },
            _ => None,
        }
    }

    fn unique_name(&mut self, fi: usize, body: &Body, base: &str) -> Box<[u8]> {
        let taken = |n: &[u8]| {
            body.insts.values().any(|i| i.name.as_deref() == Some(n))
                || body.blocks.values().any(|b| b.name.as_deref() == Some(n))
                || matches!(&self.m.globals[GlobalId::from_index(fi)].kind, GlobalKind::Func(f)
                    if f.param_names.iter().any(|p| p.as_deref() == Some(n)))
        };
        if !taken(base.as_bytes()) {
            return base.as_bytes().into();
        }
        loop {
            let c = self.counters.entry(fi).or_insert(0);
            *c += 1;
            let n = format!("{base}{c}");
            if !taken(n.as_bytes()) {
                return n.into_bytes().into();
            }
        }
    }

    /// `nvvm.abs.{i,ll}` of an integer constant, undef or poison, folded.
    fn folded_abs(&mut self, a: Option<Operand>) -> Option<Operand> {
        let Some(Operand::Const(c)) = a else {
            return None;
        };
        let k = self.m.consts.get(c);
        let (ty, v) = match &k.kind {
            ConstKind::Int(v) => (k.ty, v.clone()),
            ConstKind::Poison | ConstKind::Undef => return a,
            _ => return None,
        };
        if !v.is_negative() {
            return a;
        }
        // Two's complement: invert, add one.
        let mut words: Vec<u64> = v.words.iter().map(|w| !w).collect();
        for w in words.iter_mut() {
            let (s, carry) = w.overflowing_add(1);
            *w = s;
            if !carry {
                break;
            }
        }
        let mut r = ApInt {
            bits: v.bits,
            words: words.into(),
        };
        r.truncate_to_width();
        Some(Operand::Const(self.konst(ty, ConstKind::Int(r))))
    }

    /// Names new instruction `v` as LLVM names a value made with the old
    /// call's name while the old call still holds it (a unique suffix).
    fn name_like(&mut self, fi: usize, body: &mut Body, v: Operand, name: &Option<Box<[u8]>>) {
        if let (Operand::Inst(i), Some(n)) = (v, name.as_deref()) {
            let n = self.unique_name(fi, body, &String::from_utf8_lossy(n));
            body.insts[i].name = Some(n);
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn rewrite(
        &mut self,
        f: usize,
        fi: usize,
        body: &mut Body,
        id: InstId,
        nf: Option<usize>,
        rule: Rule,
    ) -> bool {
        let old = body.inst(id).clone();
        let (cd, is_call) = match &old.kind {
            InstKind::Call(c) => (c.as_ref().clone(), true),
            InstKind::Invoke { call, .. } | InstKind::CallBr { call, .. } => {
                (call.as_ref().clone(), false)
            }
            _ => return false,
        };
        let new_ty = nf.map(|n| self.m.globals[GlobalId::from_index(n)].common.value_ty);
        // A memcpy-family call without the old alignment argument that
        // already has the new signature just moves (LLVM's DefaultCase).
        let mem_retarget =
            matches!(rule, Rule::MemAlign { .. }) && cd.args.len() != 5 && new_ty == Some(cd.fn_ty);
        // A ctlz/cttz call that does not have the old single argument keeps
        // its arguments and type: LLVM 22 only moves it.
        let ctlz_retarget = rule == Rule::AppendFalse && cd.args.len() != 1;
        // So does a masked load or store call made with the new signature
        // (as an x86 upgrade makes them before the old declaration's turn).
        let masked_retarget =
            matches!(rule, Rule::Masked { .. }) && cd.args.len() != 4 && new_ty == Some(cd.fn_ty);
        // Moving the call to the new function.
        if rule == Rule::Default || mem_retarget || ctlz_retarget || masked_retarget {
            let nf = nf.expect("default upgrades have a function");
            let nty = new_ty.unwrap();
            let (nret, _, _) = fn_parts(self.m, nty);
            let struct_change = cd.fn_ty != nty
                && matches!(
                    self.m.types.get(old.ty),
                    Type::Named(_) | Type::Struct { .. }
                )
                && matches!(self.m.types.get(nret), Type::Struct { .. });
            if !struct_change || !is_call {
                let c = self.gconst(nf);
                match &mut body.insts[id].kind {
                    InstKind::Call(x)
                    | InstKind::Invoke { call: x, .. }
                    | InstKind::CallBr { call: x, .. } => x.callee = Operand::Const(c),
                    _ => {}
                }
                self.add_site(nf, fi, id);
                return true;
            }
        }
        if !is_call {
            return false;
        }
        let Some((bi, pos)) = body
            .blocks
            .values()
            .enumerate()
            .find_map(|(bi, b)| b.insts.iter().position(|&x| x == id).map(|p| (bi, p)))
        else {
            return false;
        };
        let dbg: crate::instructions::InstMd = old
            .md
            .iter()
            .copied()
            .filter(|x| x.0 == MdKindId::DBG)
            .collect();
        let first = pos;
        let mut b = Emit {
            fi,
            bi,
            pos,
            md: dbg,
        };
        let args = cd.args.clone();
        let arg = |i: usize| args.get(i).copied();
        let i1f = self.int(1, 0);
        let mut take_name = true;
        // Either a new call (taking the old one's name) or a replacement.
        let rep: Option<Operand> = match rule {
            Rule::Default => {
                // A named (or packed) struct became a literal one.
                let nf = nf.unwrap();
                let nty = new_ty.unwrap();
                let (nret, _, _) = fn_parts(self.m, nty);
                let new_elems = self.m.types.struct_elems(nret);
                if self.ill_typed.is_none() && new_elems != self.m.types.struct_elems(old.ty) {
                    self.ill_typed = Some(format!(
                        "upgrading a call to '{}': the struct it returns and the intrinsic's differ in their elements",
                        String::from_utf8_lossy(
                            self.name(f).strip_suffix(b".old").unwrap_or(self.name(f))
                        ),
                    ));
                }
                let call = self.emit_call(body, &mut b, nf, args.clone(), None);
                let n = self.m.types.struct_elems(nret).map_or(0, |e| e.len());
                let mut res = Operand::Const(self.konst(old.ty, ConstKind::Poison));
                for k in 0..n {
                    let ety = self.m.types.struct_elems(nret).unwrap()[k];
                    let e = b.emit(
                        body,
                        ety,
                        None,
                        InstKind::ExtractValue {
                            agg: call,
                            indices: vec![k as u32],
                        },
                    );
                    res = b.emit(
                        body,
                        old.ty,
                        None,
                        InstKind::InsertValue {
                            agg: res,
                            value: e,
                            indices: vec![k as u32],
                        },
                    );
                }
                take_name = false;
                Some(res)
            }
            Rule::SameArgs => {
                // The new function's parameters take the first arguments;
                // a call through a type with more (valid IR) drops the
                // rest, as LLVM's upgrade does. One with fewer stays.
                let nf = nf.unwrap();
                let nty = self.m.globals[GlobalId::from_index(nf)].common.value_ty;
                let (_, params, vararg) = fn_parts(self.m, nty);
                if args.len() < params.len() {
                    return false;
                }
                let keep = if vararg { args.len() } else { params.len() };
                Some(self.emit_call(body, &mut b, nf, args[..keep].to_vec(), None))
            }
            Rule::AppendFalse => {
                let a = vec![arg(0).unwrap_or(i1f), i1f];
                Some(self.emit_call(body, &mut b, nf.unwrap(), a, None))
            }
            Rule::CoroEnd => {
                let tok = self.m.types.token();
                let none = Operand::Const(self.konst(tok, ConstKind::None));
                let mut a = args.clone();
                a.push(none);
                Some(self.emit_call(body, &mut b, nf.unwrap(), a, None))
            }
            Rule::ObjectSize => {
                let (Some(a0), Some(a1)) = (arg(0), arg(1)) else {
                    return false;
                };
                let a = vec![a0, a1, arg(2).unwrap_or(i1f), arg(3).unwrap_or(i1f)];
                Some(self.emit_call(body, &mut b, nf.unwrap(), a, None))
            }
            Rule::AppendNull => {
                let p = self.m.types.ptr(0);
                let null = Operand::Const(self.konst(p, ConstKind::Null));
                let mut a = args.clone();
                a.push(null);
                Some(self.emit_call(body, &mut b, nf.unwrap(), a, None))
            }
            Rule::MemAlign { transfer } => {
                if args.len() != 5 {
                    return false;
                }
                // LLVM's `MaybeAlign` of the value: a value that is not a
                // power of two rounds down to one (`align 3` is `align 2`).
                let align = match self.const_int(args[3]).unwrap_or(0) {
                    0 => 0,
                    v => 1u64 << v.ilog2(),
                };
                let a = vec![args[0], args[1], args[2], args[4]];
                let mut attrs = AttrList::new(
                    cd.attrs.func,
                    cd.attrs.ret,
                    vec![
                        cd.attrs.param(0),
                        cd.attrs.param(1),
                        cd.attrs.param(2),
                        cd.attrs.param(4),
                    ],
                );
                let ptrs: &[usize] = if transfer { &[0, 1] } else { &[0] };
                for &pi in ptrs {
                    let set = self.m.attrs.get(attrs.param(pi)).clone();
                    let set = if align > 0 {
                        set.with(Attribute::Int(AttrKind::Alignment, align))
                    } else {
                        crate::attributes::AttrSet::new(
                            set.as_slice()
                                .iter()
                                .filter(|a| a.kind() != Some(AttrKind::Alignment))
                                .cloned()
                                .collect(),
                        )
                    };
                    let s = self.m.attrs.intern(set);
                    attrs.set_param(pi, s);
                }
                Some(self.emit_call(body, &mut b, nf.unwrap(), a, Some(attrs)))
            }
            Rule::Masked { ptr_arg, align_arg } => {
                if args.len() != 4 {
                    return false;
                }
                let mut align = self.const_int(args[align_arg]).unwrap_or(0);
                if align == 0 {
                    // Only gather and scatter reach here with 0 (the readers
                    // refuse it for load and store): it meant the element's
                    // ABI alignment.
                    let data = if ptr_arg == 0 {
                        old.ty
                    } else {
                        self.op_ty(fi, body, args[0])
                    };
                    let elem = self.m.types.scalar(data);
                    let dl = crate::datalayout::DataLayout::parse(
                        self.m.data_layout.as_deref().unwrap_or(b""),
                    )
                    .unwrap_or_default();
                    align = dl.abi_align(&self.m.types, elem);
                }
                let mut a = args.clone();
                a.remove(align_arg);
                // A new call: LLVM keeps its `tail` marker and metadata, and
                // of the attributes only the alignment.
                let attrs = if align > 0 {
                    self.align_param(ptr_arg, align)
                } else {
                    AttrList::default()
                };
                b.md = old.md.clone();
                let call = self.emit_call(body, &mut b, nf.unwrap(), a, Some(attrs));
                // The call keeps its `tail` marker.
                if let Operand::Inst(c) = call {
                    if let InstKind::Call(x) = &mut body.insts[c].kind {
                        x.tail = cd.tail;
                    }
                }
                Some(call)
            }
            Rule::Lifetime { start } => {
                let Some(mut p) = arg(1) else { return false };
                // Look through pointer casts; markers not on an alloca go.
                while let Operand::Inst(i) = p {
                    match &body.inst(i).kind {
                        InstKind::Cast {
                            op: CastOp::BitCast | CastOp::AddrSpaceCast,
                            value,
                            ..
                        } => p = *value,
                        InstKind::Gep { base, indices, .. }
                            if indices.iter().all(|x| self.const_int(*x) == Some(0)) =>
                        {
                            p = *base
                        }
                        _ => break,
                    }
                }
                let is_alloca = matches!(p, Operand::Inst(i)
                    if matches!(body.inst(i).kind, InstKind::Alloca { .. }));
                if is_alloca {
                    let pty = self.op_ty(fi, body, p);
                    let void = self.m.types.void();
                    let nty = self.fn_ty(void, vec![pty]);
                    let base = if start {
                        "llvm.lifetime.start"
                    } else {
                        "llvm.lifetime.end"
                    };
                    let g = self.intrinsic(base, &[pty], nty);
                    Some(self.emit_call(body, &mut b, g, vec![p], None))
                } else {
                    None
                }
            }
            Rule::Bf16 => {
                if args.len() != 3 {
                    return false;
                }
                // Both operands become bfloat vectors as wide as the call's
                // first of them (LLVM's `UpgradeIntrinsicCall`).
                let arg_ty = self.op_ty(fi, body, args[1]);
                let Some(bv) = self.bf16_vector_as_wide_as(arg_ty) else {
                    return false;
                };
                let x = self.bitcast_folded(body, &mut b, args[1], bv);
                let y = self.bitcast_folded(body, &mut b, args[2], bv);
                Some(self.emit_call(body, &mut b, nf.unwrap(), vec![args[0], x, y], None))
            }
            Rule::NeonBfCvt(k) => {
                take_name = false;
                match self.neon_bfcvt(fi, body, &mut b, &args, old.ty, k) {
                    Ok(r) => r,
                    Err(()) => return false,
                }
            }
            Rule::SveBfCvt { nt } => {
                if args.len() != 3 {
                    return false;
                }
                take_name = false;
                let i1 = self.m.types.int(1);
                let [all, four] = [16, 4].map(|len| {
                    self.m.types.intern(Type::Vector {
                        elem: i1,
                        len,
                        scalable: true,
                    })
                });
                let pty = self.op_ty(fi, body, args[1]);
                let ty = self.fn_ty(all, vec![pty]);
                let to = self.intrinsic("llvm.aarch64.sve.convert.to.svbool", &[pty], ty);
                let x = self.emit_call(body, &mut b, to, vec![args[1]], None);
                let ty = self.fn_ty(four, vec![all]);
                let from = self.intrinsic("llvm.aarch64.sve.convert.from.svbool", &[four], ty);
                let y = self.emit_call(body, &mut b, from, vec![x], None);
                let (a0, a2) = (self.op_ty(fi, body, args[0]), self.op_ty(fi, body, args[2]));
                let ty = self.fn_ty(old.ty, vec![a0, four, a2]);
                let name = if nt {
                    "llvm.aarch64.sve.fcvtnt.bf16f32.v2"
                } else {
                    "llvm.aarch64.sve.fcvt.bf16f32.v2"
                };
                let cvt = self.intrinsic(name, &[], ty);
                let call = self.emit_call(body, &mut b, cvt, vec![args[0], y, args[2]], None);
                // Named while the old call still has its name.
                if let (Operand::Inst(c), Some(n)) = (call, old.name.as_deref()) {
                    let n = String::from_utf8_lossy(n).into_owned();
                    body.insts[c].name = Some(self.unique_name(fi, body, &n));
                }
                Some(call)
            }
            Rule::Riscv => {
                let wide = self.m.types.int_width(old.ty) == Some(64);
                let i32t = self.m.types.int(32);
                let mut a = args.clone();
                if a.len() == 3 {
                    let Some(v) = self.const_int(a[2]) else {
                        return false;
                    };
                    a[2] = self.int(32, v);
                }
                if wide {
                    let n = a.len().min(2);
                    for x in &mut a[..n] {
                        *x = b.emit(body, i32t, None, cast(CastOp::Trunc, *x));
                    }
                }
                let call = self.emit_call(body, &mut b, nf.unwrap(), a, None);
                if let Operand::Inst(c) = call {
                    body.insts[c].name = old.name.clone();
                }
                take_name = false;
                if wide {
                    Some(b.emit(body, old.ty, None, cast(CastOp::SExt, call)))
                } else {
                    Some(call)
                }
            }
            Rule::SveLoad(n) => {
                let nty = new_ty.unwrap();
                let (nret, _, _) = fn_parts(self.m, nty);
                let Some((_, len, _)) = self.vec_parts(old.ty) else {
                    return false;
                };
                let min = len / n;
                let call = self.emit_call(body, &mut b, nf.unwrap(), args.clone(), None);
                take_name = false;
                let mut res = Operand::Const(self.konst(old.ty, ConstKind::Poison));
                let i64t = self.m.types.int(64);
                for k in 0..n {
                    let ety = self.m.types.struct_elems(nret).unwrap()[k as usize];
                    let e = b.emit(
                        body,
                        ety,
                        None,
                        InstKind::ExtractValue {
                            agg: call,
                            indices: vec![k],
                        },
                    );
                    let ity = self.fn_ty(old.ty, vec![old.ty, ety, i64t]);
                    let ins = self.intrinsic("llvm.vector.insert", &[old.ty, ety], ity);
                    let idx = self.int(64, u64::from(k * min));
                    res = self.emit_call(body, &mut b, ins, vec![res, e, idx], None);
                }
                if let Operand::Inst(r) = res {
                    body.insts[r].name = old.name.clone();
                }
                Some(res)
            }
            Rule::TupleGet | Rule::TupleSet => {
                if args.len() < 2 {
                    return false;
                }
                let k = self.const_int(args[1]).unwrap_or(0);
                let sub = if rule == Rule::TupleGet {
                    old.ty
                } else {
                    let Some(&a2) = args.get(2) else { return false };
                    self.op_ty(fi, body, a2)
                };
                let min = self.vec_parts(sub).map_or(0, |v| u64::from(v.1));
                let idx = self.int(64, k * min);
                let a = if rule == Rule::TupleGet {
                    vec![args[0], idx]
                } else {
                    vec![args[0], args[2], idx]
                };
                Some(self.emit_call(body, &mut b, nf.unwrap(), a, None))
            }
            Rule::TupleCreate(n) => {
                let Some((_, len, _)) = self.vec_parts(old.ty) else {
                    return false;
                };
                if args.len() < n as usize {
                    return false;
                }
                let min = len / n;
                let mut res = Operand::Const(self.konst(old.ty, ConstKind::Poison));
                for k in 0..n {
                    let idx = self.int(64, u64::from(k * min));
                    res = self.emit_call(
                        body,
                        &mut b,
                        nf.unwrap(),
                        vec![res, args[k as usize], idx],
                        None,
                    );
                }
                Some(res)
            }
            Rule::LaneI32 => {
                if args.len() != 4 {
                    return false;
                }
                let v = self.const_int(args[3]).unwrap_or(0);
                let mut a = args.clone();
                a[3] = self.int(32, v & 0xffff_ffff);
                Some(self.emit_call(body, &mut b, nf.unwrap(), a, None))
            }
            Rule::PTest => {
                let nty = new_ty.unwrap();
                let (_, nps, _) = fn_parts(self.m, nty);
                if args.len() != 2 {
                    return false;
                }
                let n1 = self.unique_name(fi, body, "cast");
                let x = b.emit(body, nps[0], Some(n1), cast(CastOp::BitCast, args[0]));
                let n2 = self.unique_name(fi, body, "cast");
                let y = b.emit(body, nps[1], Some(n2), cast(CastOp::BitCast, args[1]));
                Some(self.emit_call(body, &mut b, nf.unwrap(), vec![x, y], None))
            }
            Rule::Splice => {
                take_name = false;
                // A negative index counts from the end: `splice.right`
                // by its magnitude (LLVM 22's upgrade).
                // The offset, of any integer type, becomes an `i32`.
                let mut callee = nf.unwrap();
                let mut args = args.clone();
                let offset = match args.get(2) {
                    Some(&Operand::Const(c)) => match &self.m.consts.get(c).kind {
                        ConstKind::Int(v) => Some(v.as_i64().unwrap_or(v.low_u64() as i64)),
                        ConstKind::Zero => Some(0),
                        _ => None,
                    },
                    _ => None,
                };
                // (The parser refuses any other offset, as LLVM does.)
                let Some(mut x) = offset else { return false };
                if x < 0 {
                    let fn_ty = self.m.globals[GlobalId::from_index(callee)].common.value_ty;
                    let (ret, _, _) = fn_parts(self.m, fn_ty);
                    callee = self.intrinsic("llvm.vector.splice.right", &[ret], fn_ty);
                    x = x.wrapping_neg();
                }
                args[2] = self.int(32, x as u32 as u64);
                Some(self.emit_call(body, &mut b, callee, args, None))
            }
            Rule::NvvmAbs if self.folded_abs(arg(0)).is_some() => {
                // IRBuilder folds the select of a constant (undef and
                // poison stay).
                take_name = false;
                self.folded_abs(arg(0))
            }
            Rule::NvvmAbs => {
                take_name = false;
                let Some(a) = arg(0) else { return false };
                let t = self.op_ty(fi, body, a);
                let bits = self.m.types.int_width(t).unwrap_or(32);
                let zero = self.int(bits, 0);
                let i1t = self.m.types.int(1);
                let nn = self.unique_name(fi, body, "neg");
                let neg = b.emit(
                    body,
                    t,
                    Some(nn),
                    InstKind::Binary {
                        op: BinOp::Sub,
                        flags: 0,
                        fmf: 0,
                        lhs: zero,
                        rhs: a,
                    },
                );
                let cn = self.unique_name(fi, body, "abs.cond");
                let cmp = b.emit(
                    body,
                    i1t,
                    Some(cn),
                    InstKind::ICmp {
                        pred: IntPredicate::Sge,
                        flags: 0,
                        lhs: a,
                        rhs: zero,
                    },
                );
                let an = self.unique_name(fi, body, "abs");
                Some(b.emit(
                    body,
                    t,
                    Some(an),
                    InstKind::Select {
                        fmf: 0,
                        cond: cmp,
                        then_value: a,
                        else_value: neg,
                    },
                ))
            }
            Rule::NvvmClzLL | Rule::NvvmPopcLL => {
                take_name = false;
                let Some(a) = arg(0) else { return false };
                let t = self.op_ty(fi, body, a);
                // The result is truncated to i32 (IRBuilder's CreateTrunc: no
                // cast at i32); a narrower argument has no valid upgrade.
                let Some(width) = self.m.types.int_width(t) else {
                    return false;
                };
                if width < 32 {
                    return false;
                }
                let clz = rule == Rule::NvvmClzLL;
                let (base, nm) = if clz {
                    ("llvm.ctlz", "ctlz")
                } else {
                    ("llvm.ctpop", "ctpop")
                };
                let ps = if clz {
                    vec![t, self.m.types.int(1)]
                } else {
                    vec![t]
                };
                let nty = self.fn_ty(t, ps);
                let g = self.intrinsic(base, &[t], nty);
                let a2 = if clz { vec![a, i1f] } else { vec![a] };
                let call = self.emit_call(body, &mut b, g, a2, None);
                let n1 = self.unique_name(fi, body, nm);
                if let Operand::Inst(c) = call {
                    body.insts[c].name = Some(n1);
                }
                if width == 32 {
                    Some(call)
                } else {
                    let i32t = self.m.types.int(32);
                    let n2 = self.unique_name(fi, body, &format!("{nm}.trunc"));
                    Some(b.emit(body, i32t, Some(n2), cast(CastOp::Trunc, call)))
                }
            }
            Rule::NvvmRenamed(base) => {
                take_name = false;
                let g = self.intrinsic(base, &[old.ty], cd.fn_ty);
                Some(self.emit_call(body, &mut b, g, args.clone(), None))
            }
            Rule::NvvmBf16 { fabs } => {
                take_name = false;
                if !self.name(f).ends_with(b".old") {
                    self.rename_old(f);
                }
                let full = self.name(f).strip_suffix(b".old").unwrap_or(self.name(f));
                let pair = full.ends_with(b"x2");
                let full = full.to_vec();
                let bf = self.m.types.intern(Type::BFloat);
                let nt = if pair {
                    self.m.types.intern(Type::Vector {
                        elem: bf,
                        len: 2,
                        scalable: false,
                    })
                } else {
                    bf
                };
                let mut new_args = Vec::with_capacity(args.len());
                for &a in &args {
                    let aty = self.op_ty(fi, body, a);
                    new_args.push(if self.m.types.is_int(aty) {
                        self.bitcast_folded(body, &mut b, a, nt)
                    } else {
                        a
                    });
                }
                let nty = self.fn_ty(nt, vec![nt; args.len()]);
                let g = if fabs {
                    self.intrinsic("llvm.nvvm.fabs", &[nt], nty)
                } else {
                    self.declare(&full, nty)
                };
                let call = self.emit_call(body, &mut b, g, new_args, None);
                Some(if self.m.types.is_int(old.ty) {
                    self.bitcast_folded(body, &mut b, call, old.ty)
                } else {
                    call
                })
            }
            Rule::NvvmRotate { right } => {
                take_name = false;
                let (Some(v), Some(amt), 2) = (arg(0), arg(1), args.len()) else {
                    return false;
                };
                let ty = old.ty;
                let Some(w) = self.m.types.int_width(ty) else {
                    return false;
                };
                let amt = match self.const_int(amt) {
                    Some(k) if w != 32 => self.int(w, k & 0xffff_ffff),
                    _ if w != 32 => b.emit(body, ty, None, cast(CastOp::ZExt, amt)),
                    _ => amt,
                };
                let base = if right { "llvm.fshr" } else { "llvm.fshl" };
                let nty = self.fn_ty(ty, vec![ty, ty, ty]);
                let g = self.intrinsic(base, &[ty], nty);
                Some(self.emit_call(body, &mut b, g, vec![v, v, amt], None))
            }
            Rule::NvvmAddrspaceCast => {
                take_name = false;
                let (Some(p), 1) = (arg(0), args.len()) else {
                    return false;
                };
                Some(self.cast_folded(body, &mut b, CastOp::AddrSpaceCast, p, old.ty))
            }
            Rule::NvvmBitcast => {
                take_name = false;
                let (Some(v), 1) = (arg(0), args.len()) else {
                    return false;
                };
                Some(self.bitcast_folded(body, &mut b, v, old.ty))
            }
            Rule::NvvmSwapLoHi => {
                take_name = false;
                let (Some(v), 1) = (arg(0), args.len()) else {
                    return false;
                };
                let ty = old.ty;
                let nty = self.fn_ty(ty, vec![ty, ty, ty]);
                let g = self.intrinsic("llvm.fshl", &[ty], nty);
                let k = self.int(64, 32);
                Some(self.emit_call(body, &mut b, g, vec![v, v, k], None))
            }
            Rule::NvvmAtomic(op) => {
                take_name = false;
                let (Some(p), Some(v), 2) = (arg(0), arg(1), args.len()) else {
                    return false;
                };
                let dl = crate::datalayout::DataLayout::parse(
                    self.m.data_layout.as_deref().unwrap_or(b""),
                )
                .unwrap_or_default();
                let align = dl.atomic_default_align(&self.m.types, old.ty);
                let scope = self.m.sync_scope(b"");
                Some(b.emit(
                    body,
                    old.ty,
                    None,
                    InstKind::AtomicRmw {
                        op,
                        ptr: p,
                        value: v,
                        volatile: false,
                        atomic: Atomic {
                            ordering: Ordering::SeqCst,
                            scope,
                        },
                        align: Some(align),
                    },
                ))
            }
            Rule::NvvmLdg => {
                take_name = false;
                let (Some(p), Some(a), 2) = (arg(0), arg(1), args.len()) else {
                    return false;
                };
                let Some(align) = self.const_int(a).filter(|v| v.is_power_of_two()) else {
                    return false;
                };
                // Through a global (addrspace 1) pointer.
                let global = self.m.types.ptr(1);
                let p = if self.op_ty(fi, body, p) == global {
                    p
                } else {
                    self.cast_folded(body, &mut b, CastOp::AddrSpaceCast, p, global)
                };
                let l = b.emit(
                    body,
                    old.ty,
                    None,
                    InstKind::Load {
                        ptr: p,
                        volatile: false,
                        atomic: None,
                        align: Some(align),
                    },
                );
                if let Operand::Inst(i) = l {
                    let k = self.m.metadata.kind_id(b"invariant.load");
                    let node = self.m.metadata.add(Metadata::Tuple {
                        distinct: false,
                        ops: Vec::new(),
                    });
                    body.insts[i].md.push((k, node));
                }
                Some(l)
            }
            Rule::NvvmSharedCluster => {
                let Some(nf) = nf else { return false };
                let (_, np, _) = fn_parts(
                    self.m,
                    self.m.globals[GlobalId::from_index(nf)].common.value_ty,
                );
                let (Some(&dst), Some(&p0)) = (args.first(), np.first()) else {
                    return false;
                };
                let mut a = args.clone();
                a[0] = self.cast_folded(body, &mut b, CastOp::AddrSpaceCast, dst, p0);
                if a.len() + 1 == np.len() {
                    a.push(self.int(32, 0));
                }
                Some(self.emit_call(body, &mut b, nf, a, None))
            }
            Rule::NvvmMapa => {
                take_name = false;
                if args.len() != 2 {
                    return false;
                }
                let call = self.emit_call(body, &mut b, nf.unwrap(), args.clone(), None);
                if let Operand::Inst(c) = call {
                    body.insts[c].name = old.name.clone();
                }
                Some(b.emit(body, old.ty, None, cast(CastOp::AddrSpaceCast, call)))
            }
            Rule::NvvmH2f => {
                take_name = false;
                let Some(a) = arg(0) else { return false };
                let t = self.op_ty(fi, body, a);
                let ft = self.m.types.intern(Type::Float);
                let nty = self.fn_ty(ft, vec![t]);
                let g = self.intrinsic("llvm.convert.from.fp16", &[ft], nty);
                let call = self.emit_call(body, &mut b, g, vec![a], None);
                let n1 = self.unique_name(fi, body, "h2f");
                if let Operand::Inst(c) = call {
                    body.insts[c].name = Some(n1);
                }
                Some(call)
            }
            Rule::NvvmBarrier { name, zero } => {
                take_name = false;
                let mut a = args.clone();
                if zero {
                    a.insert(0, self.int(32, 0));
                }
                let i32t = self.m.types.int(32);
                let void = self.m.types.void();
                let nty = self.fn_ty(void, vec![i32t; a.len()]);
                let g = self.declare(name.as_bytes(), nty);
                Some(self.emit_call(body, &mut b, g, a, None))
            }
            Rule::NvvmBarrierRed { name, widen } => {
                take_name = false;
                let Some(x) = arg(0) else { return false };
                let i1 = self.m.types.int(1);
                let i32t = self.m.types.int(32);
                let nty = self.fn_ty(if widen { i1 } else { i32t }, vec![i32t, i1]);
                let g = self.declare(name.as_bytes(), nty);
                let zero = self.int(32, 0);
                // IRBuilder folds the comparison of a constant.
                let folded = match x {
                    Operand::Const(c) => match &self.m.consts.get(c).kind {
                        ConstKind::Int(v) => {
                            Some(ConstKind::Int(ApInt::from_u64(1, u64::from(!v.is_zero()))))
                        }
                        ConstKind::Undef => Some(ConstKind::Undef),
                        ConstKind::Poison => Some(ConstKind::Poison),
                        _ => None,
                    },
                    _ => None,
                };
                let p = match folded {
                    Some(k) => Operand::Const(self.konst(i1, k)),
                    None => b.emit(
                        body,
                        i1,
                        None,
                        InstKind::ICmp {
                            pred: IntPredicate::Ne,
                            flags: 0,
                            lhs: x,
                            rhs: zero,
                        },
                    ),
                };
                let r = self.emit_call(body, &mut b, g, vec![zero, p], None);
                if widen {
                    Some(b.emit(body, old.ty, None, cast(CastOp::ZExt, r)))
                } else {
                    Some(r)
                }
            }
            Rule::MveVctp64 => {
                take_name = false;
                let Some(n) = arg(0) else { return false };
                let i32t = self.m.types.int(32);
                let v2i1 = self.bool_vector(2);
                let ty = self.fn_ty(v2i1, vec![i32t]);
                let g = self.intrinsic("llvm.arm.mve.vctp64", &[], ty);
                let c = self.emit_call(body, &mut b, g, vec![n], None);
                self.name_like(fi, body, c, &old.name);
                Some(self.mve_pred_cast(body, &mut b, c, 2, 4))
            }
            Rule::MvePred => {
                take_name = false;
                // The same intrinsic, its <4 x i1> operands now <2 x i1>.
                let (ret, params, _) = fn_parts(self.m, cd.fn_ty);
                if args.len() != params.len() {
                    return false;
                }
                let (v4i1, v2i1) = (self.bool_vector(4), self.bool_vector(2));
                let nparams: Vec<TypeId> = params
                    .iter()
                    .map(|&p| if p == v4i1 { v2i1 } else { p })
                    .collect();
                let nty = self.fn_ty(ret, nparams);
                let fname = self.name(f).to_vec();
                let Some(name) = intrinsics::lookup(&fname).and_then(|id| {
                    let tys = intrinsics::overload_types(id, nty, self.m)?;
                    intrinsics::mangled_name(id, &tys, self.m)
                }) else {
                    return false;
                };
                let mut a = Vec::with_capacity(args.len());
                for (&x, &p) in args.iter().zip(&params) {
                    a.push(if p == v4i1 {
                        self.mve_pred_cast(body, &mut b, x, 4, 2)
                    } else {
                        x
                    });
                }
                let g = self.declare(name.as_bytes(), nty);
                let c = self.emit_call_typed(body, &mut b, g, nty, a, None);
                self.name_like(fi, body, c, &old.name);
                Some(c)
            }
            Rule::AmdgcnRmw => {
                take_name = false;
                self.amdgcn_rmw(f, fi, body, &mut b, &args, old.ty)
            }
            Rule::Erase => None,
            Rule::X86(k) => {
                take_name = k == x86::X86::DotProduct;
                let name = old.name.clone();
                match self.x86_call(k, nf, fi, body, &mut b, &args, old.ty, name) {
                    Some(rep) => rep,
                    None => return false,
                }
            }
        };
        let _ = f;
        if take_name {
            if let Some(Operand::Inst(r)) = rep {
                body.insts[r].name = old.name.clone();
            }
        }
        // Replace the old call's uses and drop it.
        if let Some(r) = rep {
            replace_uses(body, Operand::Inst(id), r);
        }
        let block = &mut body.blocks[BlockId::from_index(b.bi)];
        let at = b.pos;
        debug_assert_eq!(block.insts[at], id);
        block.insts.remove(at);
        let recs = std::mem::take(&mut body.insts[id].dbg_records);
        if !recs.is_empty() {
            // The records stay ahead of whatever replaced the call.
            if let Some(&next) = body.blocks[BlockId::from_index(b.bi)].insts.get(first) {
                let later = std::mem::take(&mut body.insts[next].dbg_records);
                let mut all = recs.into_vec();
                all.extend(later.into_vec());
                body.insts[next].dbg_records = all.into();
            }
        }
        let void = self.m.types.void();
        let dead = &mut body.insts[id];
        dead.kind = InstKind::Unreachable;
        dead.ty = void;
        dead.name = None;
        dead.md.clear();
        true
    }

    /// The NEON bfloat conversions as IR: `fptrunc` to bfloat; the
    /// narrowing ones (`k` 1 and 2) place the four results in the low half
    /// of eight, over zeros or over the low half of the first operand.
    /// `Err` for a malformed call, which stays.
    fn neon_bfcvt(
        &mut self,
        fi: usize,
        body: &mut Body,
        b: &mut Emit,
        args: &[Operand],
        ret: TypeId,
        k: u8,
    ) -> Result<Option<Operand>, ()> {
        let want = if k == 2 { 2 } else { 1 };
        if args.len() != want {
            return Err(());
        }
        if k == 0 {
            return Ok(Some(b.emit(
                body,
                ret,
                None,
                cast(CastOp::FPTrunc, args[0]),
            )));
        }
        let bf = self.m.types.intern(Type::BFloat);
        let v4 = self.m.types.intern(Type::Vector {
            elem: bf,
            len: 4,
            scalable: false,
        });
        let wide = (0..8).collect::<Vec<i32>>();
        if k == 1 {
            let t = b.emit(body, v4, None, cast(CastOp::FPTrunc, args[0]));
            let zero = Operand::Const(self.konst(v4, ConstKind::Zero));
            let kind = InstKind::ShuffleVector {
                a: t,
                b: zero,
                mask: wide,
            };
            return Ok(Some(b.emit(body, ret, None, kind)));
        }
        let ity = self.op_ty(fi, body, args[0]);
        let poison = Operand::Const(self.konst(ity, ConstKind::Poison));
        let kind = InstKind::ShuffleVector {
            a: args[0],
            b: poison,
            mask: (0..4).collect(),
        };
        let lo = b.emit(body, v4, None, kind);
        let t = b.emit(body, v4, None, cast(CastOp::FPTrunc, args[1]));
        let kind = InstKind::ShuffleVector {
            a: lo,
            b: t,
            mask: wide,
        };
        Ok(Some(b.emit(body, ret, None, kind)))
    }

    /// `upgradeAMDGCNIntrinsicCall`: an `atomicrmw` at agent scope (None
    /// for a malformed call, which just goes).
    fn amdgcn_rmw(
        &mut self,
        f: usize,
        fi: usize,
        body: &mut Body,
        b: &mut Emit,
        args: &[Operand],
        ret: TypeId,
    ) -> Option<Operand> {
        let fname = String::from_utf8_lossy(self.name(f)).into_owned();
        let t = fname.strip_prefix("llvm.amdgcn.").unwrap_or(&fname);
        let k = t
            .strip_prefix("global.atomic.")
            .or_else(|| t.strip_prefix("flat.atomic."))
            .or_else(|| t.strip_prefix("ds."))
            .unwrap_or(t);
        let op = if k.starts_with("fadd") {
            RmwOp::FAdd
        } else if k.starts_with("fmin") {
            RmwOp::FMin
        } else if k.starts_with("fmax") {
            RmwOp::FMax
        } else if t.starts_with("atomic.cond.sub") {
            RmwOp::USubCond
        } else if t.starts_with("atomic.csub") {
            RmwOp::USubSat
        } else if t.starts_with("atomic.inc") {
            RmwOp::UIncWrap
        } else {
            RmwOp::UDecWrap
        };
        if args.len() < 2 {
            return None;
        }
        let pty = self.op_ty(fi, body, args[0]);
        let Type::Ptr(addrspace) = *self.m.types.get(pty) else {
            return None;
        };
        if self.op_ty(fi, body, args[1]) != ret {
            return None;
        }
        let order = if args.len() >= 3 {
            self.const_int(args[2])
        } else {
            None
        };
        let volatile = args.len() >= 5 && self.const_int(args[4]) != Some(0);
        let ordering = match order {
            Some(2) => Ordering::Monotonic,
            Some(4) => Ordering::Acquire,
            Some(5) => Ordering::Release,
            Some(6) => Ordering::AcqRel,
            _ => Ordering::SeqCst,
        };
        // `<2 x i16>` stood for `<2 x bfloat>`.
        let (mut val, mut vty) = (args[1], ret);
        if let Some((e, n, scalable)) = self.vec_parts(ret) {
            if self.m.types.int_width(e) == Some(16) {
                let bf = self.m.types.intern(Type::BFloat);
                vty = self.m.types.intern(Type::Vector {
                    elem: bf,
                    len: n,
                    scalable,
                });
                val = self.bitcast_folded(body, b, val, vty);
            }
        }
        let scope = self.m.sync_scope(b"agent");
        let dl = crate::datalayout::DataLayout::parse(self.m.data_layout.as_deref().unwrap_or(b""))
            .unwrap_or_default();
        let align = dl.atomic_default_align(&self.m.types, vty);
        let rmw = b.emit(
            body,
            vty,
            None,
            InstKind::AtomicRmw {
                op,
                ptr: args[0],
                value: val,
                volatile,
                atomic: Atomic { ordering, scope },
                align: Some(align),
            },
        );
        let mut md = Vec::new();
        if addrspace == 0 {
            // Not the private address space.
            let k = self.m.metadata.kind_id(b"noalias.addrspace");
            let ops = [5, 6].map(|v| {
                let Operand::Const(c) = self.int(32, v) else {
                    unreachable!()
                };
                Some(self.m.metadata.add(Metadata::Value(c)))
            });
            let node = self.m.metadata.add(Metadata::Tuple {
                distinct: false,
                ops: ops.to_vec(),
            });
            md.push((k, node));
        }
        if addrspace != 3 {
            let k = self.m.metadata.kind_id(b"amdgpu.no.fine.grained.memory");
            let node = self.m.metadata.add(Metadata::Tuple {
                distinct: false,
                ops: Vec::new(),
            });
            md.push((k, node));
            // A single-precision addition may flush denormals.
            if op == RmwOp::FAdd && matches!(self.m.types.get(ret), Type::Float) {
                let k = self.m.metadata.kind_id(b"amdgpu.ignore.denormal.mode");
                md.push((k, node));
            }
        }
        if let Operand::Inst(r) = rmw {
            body.insts[r].md.extend(md);
        }
        if vty != ret {
            return Some(b.emit(body, ret, None, cast(CastOp::BitCast, rmw)));
        }
        Some(rmw)
    }

    /// `IRBuilder::CreateBitCast`: a constant is folded (or becomes a
    /// constant expression), anything else gets an instruction.
    fn bitcast_folded(&mut self, body: &mut Body, b: &mut Emit, v: Operand, ty: TypeId) -> Operand {
        self.cast_folded(body, b, CastOp::BitCast, v, ty)
    }

    /// `IRBuilder::CreateCast` of `op`, folded as [`Self::bitcast_folded`].
    fn cast_folded(
        &mut self,
        body: &mut Body,
        b: &mut Emit,
        op: CastOp,
        v: Operand,
        ty: TypeId,
    ) -> Operand {
        match v {
            Operand::Const(c) => Operand::Const(self.cast_const(op, c, ty)),
            _ => b.emit(body, ty, None, cast(op, v)),
        }
    }

    /// `ConstantExpr::getCast`: what LLVM's folder gives, else the
    /// constant expression.
    pub(crate) fn cast_const(&mut self, op: CastOp, c: ConstId, ty: TypeId) -> ConstId {
        let e = crate::constants::ConstExpr {
            op: crate::constants::ConstExprOp::Cast(op),
            flags: 0,
            operands: vec![c],
            source_ty: None,
            inrange: None,
            mask: Vec::new(),
        };
        let folded = crate::fold::fold(&mut self.m.consts, &mut self.m.types, ty, &e);
        folded.unwrap_or_else(|| self.konst(ty, ConstKind::Expr(Box::new(e))))
    }

    fn emit_call(
        &mut self,
        body: &mut Body,
        b: &mut Emit,
        callee: usize,
        args: Vec<Operand>,
        attrs: Option<AttrList>,
    ) -> Operand {
        let fn_ty = self.m.globals[GlobalId::from_index(callee)].common.value_ty;
        self.emit_call_typed(body, b, callee, fn_ty, args, attrs)
    }

    /// A call of `callee` as a function of type `fn_ty` (an intrinsic's
    /// own type, which a declaration of the same name awaiting its own
    /// upgrade may not have yet).
    fn emit_call_typed(
        &mut self,
        body: &mut Body,
        b: &mut Emit,
        callee: usize,
        fn_ty: TypeId,
        args: Vec<Operand>,
        attrs: Option<AttrList>,
    ) -> Operand {
        let (ret, _, _) = fn_parts(self.m, fn_ty);
        let c = self.gconst(callee);
        let data = CallData {
            tail: TailKind::None,
            cc: 0,
            fmf: 0,
            attrs: attrs.unwrap_or_default(),
            fn_ty,
            callee: Operand::Const(c),
            args,
            bundles: Vec::new(),
            addrspace: None,
        };
        let r = b.emit(body, ret, None, InstKind::Call(Box::new(data)));
        if let Operand::Inst(i) = r {
            self.add_site(callee, b.fi, i);
        }
        r
    }

    /// Removes the functions that went and renumbers the globals.
    fn compact(&mut self) {
        if self.dead.is_empty() {
            return;
        }
        let n = self.m.globals.len();
        let mut is_dead = vec![false; n];
        for &d in &self.dead {
            is_dead[d] = true;
        }
        let mut map = vec![u32::MAX; n];
        let mut next = 0u32;
        for (i, d) in is_dead.iter().enumerate() {
            if !d {
                map[i] = next;
                next += 1;
            }
        }
        let mut k = 0;
        self.m.globals.as_mut_vec().retain(|_| {
            k += 1;
            !is_dead[k - 1]
        });
        self.m
            .consts
            .remap_globals(|g| GlobalId::from_u32(map.get(g.index()).copied().unwrap_or(u32::MAX)));
    }
}

fn cast(op: CastOp, value: Operand) -> InstKind {
    InstKind::Cast {
        op,
        flags: 0,
        fmf: 0,
        value,
    }
}

/// Where new instructions go: before position `pos` of block `bi`.
struct Emit {
    fi: usize,
    bi: usize,
    pos: usize,
    md: crate::instructions::InstMd,
}

impl Emit {
    fn emit(
        &mut self,
        body: &mut Body,
        ty: TypeId,
        name: Option<Box<[u8]>>,
        kind: InstKind,
    ) -> Operand {
        let id = InstId::from_index(body.insts.len());
        body.insts.push(Inst {
            ty,
            name,
            kind,
            md: self.md.clone(),
            dbg_records: Default::default(),
        });
        body.blocks[BlockId::from_index(self.bi)]
            .insts
            .insert(self.pos, id);
        self.pos += 1;
        Operand::Inst(id)
    }
}

fn record_operands(r: &DbgRecord, out: &mut Vec<Operand>) {
    if let DbgRecord::Variable {
        location, assign, ..
    } = r
    {
        out.push(*location);
        if let Some(a) = assign {
            out.push(a.address);
        }
    }
}

/// Marks the globals constant `c` refers to.
fn mark(m: &Module, c: ConstId, pinned: &mut HashSet<usize>, seen: &mut HashSet<ConstId>) {
    let mut stack = vec![c];
    while let Some(c) = stack.pop() {
        if !seen.insert(c) {
            continue;
        }
        let k = &m.consts.get(c).kind;
        match k.global() {
            Some(g) => {
                pinned.insert(g.index());
            }
            None => k.for_each_operand(|o| stack.push(o)),
        }
    }
}

/// Replaces every use of `from` by `to` in the body.
fn replace_uses(body: &mut Body, from: Operand, to: Operand) {
    let r = |o: &mut Operand| {
        if *o == from {
            *o = to;
        }
    };
    for inst in body.insts.values_mut() {
        inst.kind.for_each_value_operand_mut(r);
        for rec in &mut inst.dbg_records {
            if let DbgRecord::Variable {
                location, assign, ..
            } = rec
            {
                r(location);
                if let Some(a) = assign {
                    r(&mut a.address);
                }
            }
        }
    }
    for lm in body.local_md.values_mut() {
        match lm {
            LocalMetadata::Value { value, .. } => r(value),
            LocalMetadata::ArgList(v) => v.iter_mut().for_each(|x| r(&mut x.1)),
        }
    }
}

/// LLVM's `UpgradeNVVMAnnotations`: the `!nvvm.annotations` entries on
/// functions become what they annotate (`kernel` the `ptx_kernel` calling
/// convention; `maxntid*`, `reqntid*`, `cluster_dim_*`, `minctasm`,
/// `maxnreg`, `maxclusterrank` `"nvvm.*"` attributes; `grid_constant`
/// parameter attributes). Entries left with nothing go.
fn upgrade_nvvm_annotations(m: &mut Module) {
    let Some(nmd) = m
        .named_metadata
        .iter()
        .position(|n| &n.name[..] == b"nvvm.annotations")
    else {
        return;
    };
    let ops = m.named_metadata[nmd].ops.clone();
    let mut seen = crate::hash::FastSet::default();
    let mut new_ops = Vec::with_capacity(ops.len());
    for node in ops {
        // Each node once; one whose first operand is no global is dropped.
        if !seen.insert(node) {
            continue;
        }
        let Metadata::Tuple {
            ops: items,
            distinct,
        } = m.metadata.get(node).clone()
        else {
            continue;
        };
        let global = match items.first().copied().flatten().map(|x| m.metadata.get(x)) {
            Some(Metadata::Value(c)) => match m.consts.get(*c).kind {
                ConstKind::Global(g) => Some(g),
                _ => None,
            },
            _ => None,
        };
        let Some(g) = global else { continue };
        // LLVM takes any global for a function here: on a variable, the
        // keys it knows are dropped and change nothing.
        let mut kept = vec![items[0]];
        let mut i = 1;
        while i + 1 < items.len() {
            let (k, v) = (items[i], items[i + 1]);
            i += 2;
            let key = match k.map(|x| m.metadata.get(x)) {
                Some(Metadata::String(s)) => s.clone(),
                _ => {
                    kept.extend([k, v]);
                    continue;
                }
            };
            if !upgrade_nvvm_annotation(m, g, &key, v) {
                kept.extend([k, v]);
            }
        }
        if kept.len() == items.len() && !distinct {
            new_ops.push(node);
        } else if kept.len() > 1 {
            new_ops.push(m.metadata.add(Metadata::Tuple {
                distinct: false,
                ops: kept,
            }));
        }
    }
    m.named_metadata[nmd].ops = new_ops;
}

/// One `key`, `value` pair of an `!nvvm.annotations` entry of function `g`
/// as an attribute or calling convention (LLVM's
/// `upgradeSingleNVVMAnnotation`); false when it is none it knows.
fn upgrade_nvvm_annotation(m: &mut Module, g: GlobalId, key: &[u8], v: Option<MdId>) -> bool {
    let int_of = |m: &Module, id: Option<MdId>| -> Option<u64> {
        match m.metadata.get(id?) {
            Metadata::Value(c) => match &m.consts.get(*c).kind {
                ConstKind::Int(x) => Some(x.low_u64()),
                _ => None,
            },
            _ => None,
        }
    };
    // An index past the parameters names the first one past them: the
    // verifier refuses it either way, and the list stays small.
    let nparams = match m.types.get(m.globals[g].common.value_ty) {
        Type::Function { params, .. } => params.len(),
        _ => 0,
    };
    let set_fn_string = |m: &mut Module, k: &str, val: String| {
        if let GlobalKind::Func(func) = &mut m.globals[g].kind {
            let a = Attribute::string(k.as_bytes(), Some(val.into_bytes().into()));
            let set = m.attrs.get(func.attrs.func).with(a);
            func.attrs.func = m.attrs.intern(set);
        }
    };
    let single = match key {
        b"maxclusterrank" | b"cluster_max_blocks" => Some("nvvm.maxclusterrank"),
        b"minctasm" => Some("nvvm.minctasm"),
        b"maxnreg" => Some("nvvm.maxnreg"),
        _ => None,
    };
    match key {
        b"kernel" => {
            let Some(x) = int_of(m, v) else { return false };
            if x != 0 {
                if let GlobalKind::Func(func) = &mut m.globals[g].kind {
                    // `ptx_kernel`
                    func.cc = 71;
                }
            }
            return true;
        }
        b"align" => {
            // The low 16 bits are the alignment, the rest the attribute
            // index (0 the return value, 1 + n parameter n).
            let Some(x) = int_of(m, v) else { return false };
            let (index, align) = ((x >> 16) & 0xffff_ffff, x & 0xffff);
            if align == 0 || !align.is_power_of_two() || align > 0x100 {
                return false;
            }
            let a = Attribute::Int(AttrKind::StackAlignment, align);
            if let GlobalKind::Func(func) = &mut m.globals[g].kind {
                match index.checked_sub(1) {
                    None => {
                        let set = m.attrs.get(func.attrs.ret).with(a);
                        func.attrs.ret = m.attrs.intern(set);
                    }
                    Some(p) => {
                        let p = (p as usize).min(nparams);
                        let set = m.attrs.get(func.attrs.param(p)).with(a);
                        let id = m.attrs.intern(set);
                        func.attrs.set_param(p, id);
                    }
                }
            }
            return true;
        }
        _ => {}
    }
    if let Some(name) = single {
        let Some(x) = int_of(m, v) else { return false };
        set_fn_string(m, name, x.to_string());
        return true;
    }
    // The three dimension keys are tried in turn on what the one before
    // left of the key (LLVM consumes the prefix as it tests it).
    let mut k = key;
    for (prefix, attr) in [
        (&b"maxntid"[..], "nvvm.maxntid"),
        (b"reqntid", "nvvm.reqntid"),
        (b"cluster_dim_", "nvvm.cluster_dim"),
    ] {
        let Some(rest) = k.strip_prefix(prefix) else {
            continue;
        };
        k = rest;
        let dim = match k {
            b"x" => 0,
            b"y" => 1,
            b"z" => 2,
            _ => continue,
        };
        let Some(x) = int_of(m, v) else { return false };
        // Merged into the attribute as it stands: "x[,y[,z]]".
        let mut parts = vec![String::from("1"); 3];
        let mut len = 0;
        if let GlobalKind::Func(func) = &m.globals[g].kind {
            let cur = m.attrs.get(func.attrs.func).get_string(attr.as_bytes());
            let mut s = cur.and_then(|a| a.string_value()).unwrap_or(b"");
            while len < 3 && !s.is_empty() {
                let (part, rest) = match s.iter().position(|&c| c == b',') {
                    Some(p) => (&s[..p], &s[p + 1..]),
                    None => (s, &b""[..]),
                };
                parts[len] = String::from_utf8_lossy(part.trim_ascii()).into_owned();
                s = rest;
                len += 1;
            }
        }
        parts[dim] = x.to_string();
        len = len.max(dim + 1);
        set_fn_string(m, attr, parts[..len].join(","));
        return true;
    }
    if k == b"grid_constant" {
        let Some(Metadata::Tuple { ops: idx, .. }) = v.map(|x| m.metadata.get(x)).cloned() else {
            return false;
        };
        for x in idx {
            let Some(n) = int_of(m, x) else { return false };
            // The indices count parameters from 1.
            let Some(p) = (n as usize).checked_sub(1) else {
                continue;
            };
            let p = p.min(nparams);
            if let GlobalKind::Func(func) = &mut m.globals[g].kind {
                let set = m
                    .attrs
                    .get(func.attrs.param(p))
                    .with(Attribute::string(&b"nvvm.grid_constant"[..], None));
                let id = m.attrs.intern(set);
                func.attrs.set_param(p, id);
            }
        }
        return true;
    }
    false
}

/// What LLVM's bitcode reader upgrades in every module it reads, so in every
/// `llvm-as | llvm-dis` round trip as well: legacy string attributes in
/// every attribute set (`"no-frame-pointer-elim"` to `"frame-pointer"`,
/// `"null-pointer-is-valid"`), `"implicit-section-name"` to the function's
/// section, the ObjC retain/release marker in inline asm, and calls of
/// `@clang.arc.use` to `@llvm.objc.clang.arc.use`. Run before
/// [`upgrade_intrinsics`] so that renamed functions get intrinsic attributes.
/// `from_text`: the module comes from `.ll` text, which `llvm-as` writes
/// without the asm marker upgrade (see `InlineAsm::as_written`). The
/// `!nvvm.annotations` entries become attributes first.
pub fn upgrade_reader_features(m: &mut Module, from_text: bool) {
    upgrade_nvvm_annotations(m);
    // Attribute sets.
    let n = m.attrs.len();
    let mut map: Vec<Option<crate::attributes::AttrSetId>> = vec![None; n];
    let mut any = false;
    for (i, slot) in map.iter_mut().enumerate() {
        let id = crate::attributes::AttrSetId::from_index(i);
        let set = m.attrs.get(id);
        let legacy = set.iter().any(|a| {
            matches!(
                a.string_key(),
                Some(b"no-frame-pointer-elim" | b"no-frame-pointer-elim-non-leaf")
                    | Some(b"null-pointer-is-valid")
            )
        });
        if legacy {
            let mut v = set.as_slice().to_vec();
            upgrade_string_attrs(&mut v);
            *slot = Some(m.attrs.intern_attrs(v));
            any = true;
        }
    }
    if any {
        let re = |s: &mut crate::attributes::AttrSetId| {
            if let Some(Some(x)) = map.get(s.index()) {
                *s = *x;
            }
        };
        let re_list = |l: &mut AttrList| {
            let mut params = l.params.clone();
            params.iter_mut().for_each(re);
            let (mut f, mut r) = (l.func, l.ret);
            re(&mut f);
            re(&mut r);
            *l = AttrList::new(f, r, params);
        };
        for g in m.globals.values_mut() {
            match &mut g.kind {
                GlobalKind::Func(f) => {
                    re_list(&mut f.attrs);
                    let Some(body) = f.body.as_mut() else {
                        continue;
                    };
                    for inst in body.insts.values_mut() {
                        if let InstKind::Call(c)
                        | InstKind::Invoke { call: c, .. }
                        | InstKind::CallBr { call: c, .. } = &mut inst.kind
                        {
                            re_list(&mut c.attrs);
                        }
                    }
                }
                GlobalKind::Var(v) => re(&mut v.attrs),
                _ => {}
            }
        }
    }
    // `"implicit-section-name"` names the function's section.
    for g in m.globals.values_mut() {
        let GlobalKind::Func(f) = &mut g.kind else {
            continue;
        };
        let set = m.attrs.get(f.attrs.func);
        let Some(section) = set.iter().find_map(|a| match a {
            Attribute::String { key, value } if &**key == b"implicit-section-name" => {
                Some(value.clone().unwrap_or_default())
            }
            _ => None,
        }) else {
            continue;
        };
        let rest: Vec<Attribute> = set
            .iter()
            .filter(|a| a.string_key() != Some(b"implicit-section-name"))
            .cloned()
            .collect();
        f.section = Some(section);
        let func = m.attrs.intern_attrs(rest);
        f.attrs = AttrList::new(func, f.attrs.ret, f.attrs.params.clone());
    }
    // `UpgradeSectionAttributes`: no spaces in ObjC category list sections.
    for g in m.globals.values_mut() {
        let GlobalKind::Var(v) = &mut g.kind else {
            continue;
        };
        if let Some(s) = v
            .section
            .as_mut()
            .filter(|s| s.starts_with(b"__DATA, __objc_catlist"))
        {
            let parts: Vec<&[u8]> = s.split(|&c| c == b',').map(|c| c.trim_ascii()).collect();
            *s = parts.join(&b","[..]).into();
        }
    }
    // The ObjC retain/release marker's comment starts with `;`.
    for a in m.inline_asms.values_mut() {
        if let Some(p) = objc_marker_to_upgrade(&a.asm) {
            if from_text {
                a.as_written.get_or_insert_with(|| a.asm.clone());
            }
            a.asm[p] = b';';
        }
    }
}

/// LLVM's `UpgradeAttributes` on one attribute set.
pub fn upgrade_string_attrs(attrs: &mut Vec<Attribute>) {
    let value_of = |attrs: &[Attribute], k: &[u8]| {
        attrs.iter().find_map(|a| match a {
            Attribute::String { key, value } if &**key == k => {
                Some(value.as_deref().unwrap_or(b"").to_vec())
            }
            _ => None,
        })
    };
    let remove = |attrs: &mut Vec<Attribute>, k: &[u8]| {
        attrs.retain(|a| a.string_key() != Some(k));
    };
    let mut fp: Option<&[u8]> = None;
    if let Some(v) = value_of(attrs, b"no-frame-pointer-elim") {
        fp = Some(if v == b"true" { b"all" } else { b"none" });
        remove(attrs, b"no-frame-pointer-elim");
    }
    if value_of(attrs, b"no-frame-pointer-elim-non-leaf").is_some() {
        if fp != Some(b"all") {
            fp = Some(b"non-leaf");
        }
        remove(attrs, b"no-frame-pointer-elim-non-leaf");
    }
    if let Some(v) = fp {
        remove(attrs, b"frame-pointer");
        attrs.push(Attribute::string(&b"frame-pointer"[..], Some(v.into())));
    }
    if let Some(v) = value_of(attrs, b"null-pointer-is-valid") {
        remove(attrs, b"null-pointer-is-valid");
        if v == b"true" {
            attrs.push(Attribute::Flag(AttrKind::NullPointerIsValid));
        }
    }
}

/// LLVM's verifier rule that only intrinsics take metadata: the message
/// for the first function declared with a `metadata` parameter, or call
/// passing `metadata`, that is not an intrinsic (a function named
/// `llvm.*`). `llvm-dis` stops on such bitcode ("Broken module found"),
/// and printing it would need LLVM's `<0x...>` for unnumbered nodes.
pub fn metadata_outside_intrinsics(m: &Module) -> Option<&'static str> {
    // Neither a parameter nor an argument can be metadata in a module
    // without the type: no walk over every instruction then.
    m.types.lookup(&Type::Metadata)?;
    let is_intrinsic = |g: usize| {
        m.globals.get(GlobalId::from_index(g)).is_some_and(|g| {
            matches!(g.kind, GlobalKind::Func(_))
                && g.common
                    .name
                    .as_deref()
                    .is_some_and(|n| n.starts_with(b"llvm."))
        })
    };
    for (gi, g) in m.globals.values().enumerate() {
        let GlobalKind::Func(f) = &g.kind else {
            continue;
        };
        if let Type::Function { params, .. } = m.types.get(g.common.value_ty) {
            let takes_md = params
                .iter()
                .any(|&p| matches!(m.types.get(p), Type::Metadata));
            if takes_md && !is_intrinsic(gi) {
                return Some("Function takes metadata but isn't an intrinsic");
            }
        }
        let Some(body) = &f.body else {
            continue;
        };
        // The instructions in blocks: the arena keeps removed ones too.
        for inst in body
            .blocks
            .values()
            .flat_map(|b| &b.insts)
            .map(|&i| body.inst(i))
        {
            let (InstKind::Call(c)
            | InstKind::Invoke { call: c, .. }
            | InstKind::CallBr { call: c, .. }) = &inst.kind
            else {
                continue;
            };
            let takes_md = c
                .args
                .iter()
                .any(|a| matches!(a, Operand::Metadata(_) | Operand::LocalMetadata(_)));
            if !takes_md {
                continue;
            }
            let direct = match c.callee {
                Operand::Const(k) => match m.consts.get(k).kind {
                    ConstKind::Global(t) => is_intrinsic(t.index()),
                    _ => false,
                },
                _ => false,
            };
            if !direct {
                return Some("Function has metadata parameter but isn't an intrinsic");
            }
        }
    }
    None
}

/// Whether LLVM's AutoUpgrade takes a function named `name` of type
/// `fn_ty`: the text parser's fallback for a call of an undeclared
/// intrinsic whose type does not match the intrinsic's signature. Tried on
/// a scratch module with `m`'s types only (plans declare and rename).
pub fn upgrades_declaration(m: &Module, name: &[u8], fn_ty: TypeId) -> bool {
    upgrade_declarations(m, name, fn_ty).is_some()
}

/// A function an upgrade declares: its name and type.
pub type NewDeclaration = (Box<[u8]>, TypeId);

/// The functions the upgrade of a declaration of `name` with type `fn_ty`
/// declares (LLVM's `UpgradeIntrinsicFunction` declares the new function
/// as it answers, before any call is upgraded): their names and types,
/// with the type table they are in (the module's, with any types the
/// upgrade needed added). None when the declaration needs no upgrade.
pub fn upgrade_declarations(
    m: &Module,
    name: &[u8],
    fn_ty: TypeId,
) -> Option<(crate::types::TypeTable, Vec<NewDeclaration>)> {
    let mut scratch = Module::default();
    scratch.types = m.types.clone();
    scratch.data_layout = m.data_layout.clone();
    let i = scratch.globals.len();
    scratch
        .globals
        .push(Global::function_declaration(name, fn_ty));
    Upgrader::new(&mut scratch).plan(i)?;
    let made = scratch.globals.values().skip(i + 1).filter_map(|g| {
        let name = g.common.name.clone()?;
        matches!(g.kind, GlobalKind::Func(_)).then_some((name, g.common.value_ty))
    });
    let made = made.collect();
    Some((scratch.types, made))
}

/// Old masked load/store/gather/scatter calls carry their alignment as an
/// `i32` argument; LLVM's upgrade turns it into an `align` attribute and
/// stops with an error unless it is a constant power of two, or zero for
/// gather and scatter (the element's ABI alignment). `name` is the callee's
/// name without `@`. Both readers reject such calls with this rule; the
/// message is LLVM's.
pub fn masked_alignment_error(
    consts: &ConstTable,
    name: &[u8],
    args: &[Operand],
) -> Option<&'static str> {
    let (index, zero_ok) = if name.starts_with(b"llvm.masked.load.") {
        (1, false)
    } else if name.starts_with(b"llvm.masked.gather.") {
        (1, true)
    } else if name.starts_with(b"llvm.masked.store.") {
        (2, false)
    } else if name.starts_with(b"llvm.masked.scatter.") {
        (2, true)
    } else {
        return None;
    };
    if args.len() != 4 {
        return None;
    }
    let value = match args[index] {
        Operand::Const(a) => match &consts.get(a).kind {
            ConstKind::Int(v) if v.bits <= 64 => Some(v.low_u64()),
            ConstKind::Zero => Some(0),
            _ => None,
        },
        _ => None,
    };
    match value {
        Some(v) if v.is_power_of_two() => None,
        Some(0) if zero_ok => None,
        Some(0) => Some("Invalid zero alignment argument"),
        _ => Some("Invalid alignment argument"),
    }
}

/// Where LLVM's `UpgradeInlineAsmString` turns a `#` into `;` in an ObjC
/// retain/release marker: the first `# marker` of an asm string starting
/// `mov\tfp` and naming `objc_retainAutoreleaseReturnValue`. It changes
/// one marker per bitcode read, so a string with several is not a
/// fixpoint of `llvm-as | llvm-dis`.
pub fn objc_marker_to_upgrade(asm: &[u8]) -> Option<usize> {
    let find = |n: &[u8]| asm.windows(n.len()).position(|w| w == n);
    if asm.starts_with(b"mov\tfp") && find(b"objc_retainAutoreleaseReturnValue").is_some() {
        find(b"# marker")
    } else {
        None
    }
}

/// LLVM's `UpgradeFunctionAttributes`, run by both readers once the
/// intrinsics are upgraded: a function's `"amdgpu-unsafe-fp-atomics"`
/// attribute goes (LLVM 22 has no such attribute), and where it was
/// `"true"` every floating-point `atomicrmw` of the function's body says
/// what it allowed, in the metadata AMDGPU reads now
/// (`!amdgpu.no.fine.grained.host.memory`, `!amdgpu.no.remote.memory.access`
/// and `!amdgpu.ignore.denormal.mode`, each an empty node). Declarations
/// and call sites keep the attribute, as in LLVM.
pub fn upgrade_function_attributes(m: &mut Module) {
    const KEY: &[u8] = b"amdgpu-unsafe-fp-atomics";
    let mut empty = None;
    for gi in 0..m.globals.len() {
        let GlobalKind::Func(f) = &m.globals[GlobalId::from_index(gi)].kind else {
            continue;
        };
        if f.body.is_none() {
            continue;
        }
        let set = m.attrs.get(f.attrs.func);
        let Some(on) = set.iter().find_map(|a| match a {
            Attribute::String { key, value } if &**key == KEY => {
                Some(value.as_deref() == Some(&b"true"[..]))
            }
            _ => None,
        }) else {
            continue;
        };
        let rest: Vec<Attribute> = set
            .iter()
            .filter(|a| a.string_key() != Some(KEY))
            .cloned()
            .collect();
        let func = m.attrs.intern_attrs(rest);
        let GlobalKind::Func(f) = &mut m.globals[GlobalId::from_index(gi)].kind else {
            continue;
        };
        f.attrs = AttrList::new(func, f.attrs.ret, f.attrs.params.clone());
        let Some(body) = f.body.as_mut() else {
            continue;
        };
        if !on {
            continue;
        }
        for inst in body.insts.values_mut() {
            let InstKind::AtomicRmw { op, .. } = &inst.kind else {
                continue;
            };
            let fp = matches!(
                op,
                RmwOp::FAdd
                    | RmwOp::FSub
                    | RmwOp::FMax
                    | RmwOp::FMin
                    | RmwOp::FMaximum
                    | RmwOp::FMinimum
            );
            if !fp {
                continue;
            }
            let e = *empty.get_or_insert_with(|| {
                m.metadata.add(Metadata::Tuple {
                    distinct: false,
                    ops: Vec::new(),
                })
            });
            for k in [
                b"amdgpu.no.fine.grained.host.memory".as_slice(),
                b"amdgpu.no.remote.memory.access",
                b"amdgpu.ignore.denormal.mode",
            ] {
                let k = m.metadata.kind_id(k);
                match inst.md.iter_mut().find(|x| x.0 == k) {
                    Some(x) => x.1 = e,
                    None => inst.md.push((k, e)),
                }
            }
        }
    }
}

/// `shouldUpgradeNVPTXBF16Intrinsic` (less `abs.*`): the NVVM bf16
/// operations (after `nvvm.`) that older modules declare on `i16`/`i32`.
fn is_nvvm_bf16_on_integers(t: &str) -> bool {
    let Some((family, rest)) = ["fma.rn.", "fmax.", "fmin.", "neg."]
        .iter()
        .find_map(|p| t.strip_prefix(p).map(|r| (*p, r)))
    else {
        return false;
    };
    let rest = rest
        .strip_suffix("bf16x2")
        .or_else(|| rest.strip_suffix("bf16"));
    let Some(mods) = rest else { return false };
    match family {
        "neg." => mods.is_empty(),
        "fma.rn." => matches!(
            mods,
            "" | "ftz." | "ftz.relu." | "ftz.sat." | "relu." | "sat."
        ),
        _ => matches!(
            mods,
            "" | "ftz."
                | "ftz.nan."
                | "ftz.nan.xorsign.abs."
                | "ftz.xorsign.abs."
                | "nan."
                | "nan.xorsign.abs."
                | "xorsign.abs."
        ),
    }
}

/// LLVM's fatal error for an old `vector.splice` whose offset is not an
/// integer constant (its upgrade needs the number).
pub fn splice_offset_error(
    consts: &ConstTable,
    name: &[u8],
    args: &[Operand],
) -> Option<&'static str> {
    let old = name
        .strip_prefix(b"llvm.vector.splice.")
        .or_else(|| name.strip_prefix(b"llvm.experimental.vector.splice."))?;
    if old.starts_with(b"left.") || old.starts_with(b"right.") || args.len() != 3 {
        return None;
    }
    let constant = matches!(args[2], Operand::Const(c) if matches!(consts.get(c).kind, ConstKind::Int(_) | ConstKind::Zero));
    (!constant).then_some("Invalid llvm.vector.splice offset argument")
}
