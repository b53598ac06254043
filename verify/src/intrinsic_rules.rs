//! Rules of single intrinsics (the per-intrinsic cases of LLVM's
//! `visitIntrinsicCall`) that look at operand values and types: vector
//! shapes, immediate ranges, rounding-mode strings, the caller.

use llconv_ir::attributes::AttrKind;
use llconv_ir::diagnostic::ValueRef;
use llconv_ir::*;

use crate::Verifier;

/// The rounding modes `convertStrToRoundingMode` knows, `round.dynamic`
/// aside.
const ROUNDING_MODES: [&[u8]; 5] = [
    b"round.tonearest",
    b"round.downward",
    b"round.upward",
    b"round.towardzero",
    b"round.tonearestaway",
];

/// `anyregcc`'s number.
const ANYREG_CC: u32 = 13;

/// `amdgpu_gfx_whole_wave`'s number.
const AMDGPU_GFX_WHOLE_WAVE_CC: u32 = 124;

impl<'m> Verifier<'m> {
    /// The integer constant an argument is, if it is one.
    fn const_int(&self, op: Operand) -> Option<&'m ApInt> {
        let m = self.m;
        let Operand::Const(c) = op else { return None };
        match &m.consts.get(c).kind {
            ConstKind::Int(v) => Some(v),
            _ => None,
        }
    }

    /// AMDGPU's matrix intrinsics on packed formats: each source
    /// (argument, its format argument) is an `i32` vector of one of
    /// `lengths`, long enough for its format (`regs` by format, 0 to 4).
    #[allow(clippy::too_many_arguments)]
    fn amdgpu_matrix_formats(
        &mut self,
        call: &CallData,
        sources: [(usize, usize); 2],
        lengths: [u32; 3],
        regs: [u32; 5],
        format_messages: [&str; 2],
        vector_messages: [&str; 2],
        here: &[ValueRef],
    ) {
        let m = self.m;
        let Type::Function { params, .. } = m.types.get(call.fn_ty) else {
            return;
        };
        let format = |k: usize| {
            call.args
                .get(k)
                .and_then(|&a| self.const_int(a))
                .map_or(0, |v| v.low_u64())
        };
        let formats = [format(sources[0].1), format(sources[1].1)];
        for (j, &f) in formats.iter().enumerate() {
            if !self.check(f <= 4, format_messages[j], here) {
                return;
            }
        }
        let mut counts = [0u32; 2];
        for (j, &(a, _)) in sources.iter().enumerate() {
            let shape = params.get(a).and_then(|&t| m.types.vector_parts(t));
            let ok = shape.is_some_and(|(e, n, scalable)| {
                !scalable && m.types.int_width(e) == Some(32) && lengths.contains(&n)
            });
            if !self.check(ok, vector_messages[j], here) {
                return;
            }
            counts[j] = shape.map_or(0, |s| s.1);
        }
        for j in 0..2 {
            if !self.check(
                counts[j] >= regs[formats[j] as usize],
                "invalid vector type for format",
                here,
            ) {
                return;
            }
        }
    }

    /// (element, count, scalable) of a vector type.
    fn vector_shape(&self, t: TypeId) -> Option<(TypeId, u32, bool)> {
        self.m.types.vector_parts(t)
    }

    /// `vector.insert` and `vector.extract`: the part at index `idx` of the
    /// whole has the whole's element type, starts at a multiple of its own
    /// length and, when both are fixed or both scalable, fits. `messages`
    /// are each intrinsic's words for the three rules, first failure only.
    fn subvector_rules(
        &mut self,
        whole: (TypeId, u32, bool),
        part: (TypeId, u32, bool),
        idx: &ApInt,
        here: &[ValueRef],
        [same_elem, multiple, overrun]: [&str; 3],
    ) {
        let idx = u64::from(idx.low_u64() as u32);
        let _ = self.check(whole.0 == part.0, same_elem, here)
            && self.check(part.1 != 0 && idx % u64::from(part.1) == 0, multiple, &[])
            && (whole.2 != part.2
                || self.check(
                    idx < u64::from(whole.1) && idx + u64::from(part.1) <= u64::from(whole.1),
                    overrun,
                    &[],
                ));
    }

    /// The rules of intrinsic `base` (its name without type suffixes) on
    /// call `i` of function `f`.
    pub(crate) fn intrinsic_rules(
        &mut self,
        f: GlobalId,
        i: InstId,
        body: &Body,
        call: &CallData,
        base: &str,
    ) {
        let m = self.m;
        let here = [ValueRef::Inst(f, i)];
        let is_invoke = matches!(
            body.insts.get(i).map(|x| &x.kind),
            Some(InstKind::Invoke { .. })
        );
        let deopt_bundles = call.bundles.iter().filter(|b| &*b.tag == b"deopt").count();
        let Type::Function { ret, params, .. } = m.types.get(call.fn_ty) else {
            return;
        };
        let ret = *ret;
        let arg_ty = |k: usize| params.get(k).copied();
        let arg = |k: usize| call.args.get(k).copied();
        match base {
            "llvm.amdgcn.cs.chain" => {
                // LLVM 22: the shader calling conventions (vs, gs, ps, cs,
                // hs, ls, es) and the chain ones may call it.
                let caller_cc = m.globals[f].as_func().map_or(0, |x| x.cc);
                if !matches!(caller_cc, 87..=90 | 93 | 95 | 96 | 104 | 105) {
                    self.fail(
                        "Intrinsic cannot be called from functions with this calling convention",
                        &here,
                    );
                }
                let has_inreg = |p: usize| m.attrs.get(call.attrs.param(p)).has(AttrKind::InReg);
                // The chain call ends the wave: `unreachable` (or the
                // AMDGPU one) comes next.
                let next = body.blocks.values().find_map(|b| {
                    let at = b.insts.iter().position(|&x| x == i)?;
                    Some(b.insts.get(at + 1).map(|&x| &body.insts[x]))
                });
                let unreachable_next = match next.flatten().map(|x| &x.kind) {
                    Some(InstKind::Unreachable) => true,
                    Some(InstKind::Call(c)) => {
                        super::function::direct_callee(m, c.callee)
                            .and_then(|(_, g)| g.common.name.as_deref())
                            == Some(b"llvm.amdgcn.unreachable")
                    }
                    _ => false,
                };
                let _ = self.check(
                    has_inreg(2),
                    "SGPR arguments must have the `inreg` attribute",
                    &here,
                ) && self.check(
                    !has_inreg(3),
                    "VGPR arguments must not have the `inreg` attribute",
                    &here,
                ) && self.check(
                    unreachable_next,
                    "llvm.amdgcn.cs.chain must be followed by unreachable",
                    &here,
                );
            }
            "llvm.amdgcn.init.exec.from.input" => {
                let fa = m.globals[f].as_func().map(|x| x.attrs.clone());
                let inreg_arg = match arg(0) {
                    Some(Operand::Arg(a)) => {
                        fa.is_some_and(|l| m.attrs.get(l.param(a.index())).has(AttrKind::InReg))
                    }
                    _ => false,
                };
                self.check(
                    inreg_arg,
                    "only inreg arguments to the parent function are valid as inputs to this intrinsic",
                    &here,
                );
            }
            "llvm.amdgcn.call.whole.wave" => {
                let Some((_, callee)) = arg(0).and_then(|c| super::function::direct_callee(m, c))
                else {
                    self.fail("Indirect whole wave calls are not allowed", &here);
                    return;
                };
                let Some(cf) = callee.as_func() else {
                    self.fail("Indirect whole wave calls are not allowed", &here);
                    return;
                };
                let Type::Function {
                    params: cps,
                    vararg,
                    ..
                } = m.types.get(callee.common.value_ty)
                else {
                    return;
                };
                if !self.check(
                    cf.cc == AMDGPU_GFX_WHOLE_WAVE_CC,
                    "Callee must have the amdgpu_gfx_whole_wave calling convention",
                    &here,
                ) || !self.check(!vararg, "Variadic whole wave calls are not allowed", &here)
                    || !self.check(
                        call.args.len() == cps.len(),
                        "Call argument count must match callee argument count",
                        &here,
                    )
                    || !self.check(
                        cps.first()
                            .is_some_and(|&t| m.types.int_width(t) == Some(1)),
                        "Callee must have i1 as its first argument",
                        &here,
                    )
                {
                    return;
                }
                // (The intrinsic is variadic: each argument's own type.)
                let caller_ty = m.globals[f].common.value_ty;
                for (k, &want) in cps.iter().enumerate().skip(1) {
                    let inreg_call = m.attrs.get(call.attrs.param(k)).has(AttrKind::InReg);
                    let inreg_fn = m.attrs.get(cf.attrs.param(k)).has(AttrKind::InReg);
                    let actual = m.operand_type(caller_ty, body, call.args[k]);
                    if !self.check(actual == Some(want), "Argument types must match", &here)
                        || !self.check(
                            inreg_call == inreg_fn,
                            "Argument inreg attributes must match",
                            &here,
                        )
                    {
                        return;
                    }
                }
            }
            _ if base.starts_with("llvm.amdgcn.cooperative.atomic.") => {
                // A flat or global pointer; last, a node of one string.
                let space = arg_ty(0).and_then(|t| match m.types.get(t) {
                    Type::Ptr(a) => Some(*a),
                    _ => None,
                });
                let one_string = match call.args.last() {
                    Some(&Operand::Metadata(md)) => {
                        let n = m.metadata.get(md);
                        n.is_node()
                            && matches!(n.node_operands(), [s] if self.md_string(*s).is_some())
                    }
                    _ => false,
                };
                let _ = self.check(
                    matches!(space, Some(0 | 1)),
                    "cooperative atomic intrinsics require a generic or global pointer",
                    &here,
                ) && self.check(
                    one_string,
                    "cooperative atomic intrinsics require that the last argument is a metadata string",
                    &here,
                );
            }
            "llvm.amdgcn.s.prefetch.data" => {
                // Flat, global, constant, or beyond AMDGPU's numbered spaces.
                let space = arg_ty(0).and_then(|t| match m.types.get(t) {
                    Type::Ptr(a) => Some(*a),
                    _ => None,
                });
                self.check(
                    space.is_none_or(|a| matches!(a, 0 | 1 | 4) || a > 9),
                    "llvm.amdgcn.s.prefetch.data only supports global or constant memory",
                    &[],
                );
            }
            "llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4"
            | "llvm.amdgcn.mfma.scale.f32.32x32x64.f8f6f4" => {
                self.amdgpu_matrix_formats(
                    call,
                    [(0, 3), (1, 4)],
                    [4, 6, 8],
                    [8, 8, 6, 6, 4],
                    [
                        "invalid value for cbsz format",
                        "invalid value for blgp format",
                    ],
                    [
                        "operand 0 must be 4, 6 or 8 element i32 vector",
                        "operand 1 must be 4, 6 or 8 element i32 vector",
                    ],
                    &here,
                );
            }
            "llvm.amdgcn.wmma.f32.16x16x128.f8f6f4"
            | "llvm.amdgcn.wmma.scale.f32.16x16x128.f8f6f4"
            | "llvm.amdgcn.wmma.scale16.f32.16x16x128.f8f6f4" => {
                self.amdgpu_matrix_formats(
                    call,
                    [(1, 0), (3, 2)],
                    [8, 12, 16],
                    [16, 16, 12, 12, 8],
                    [
                        "invalid value for matrix format",
                        "invalid value for matrix format",
                    ],
                    [
                        "operand 1 must be 8, 12 or 16 element i32 vector",
                        "operand 3 must be 8, 12 or 16 element i32 vector",
                    ],
                    &here,
                );
            }
            "llvm.amdgcn.set.inactive.chain.arg" => {
                let caller_cc = m.globals[f].as_func().map_or(0, |x| x.cc);
                if !matches!(caller_cc, 104 | 105) {
                    self.fail(
                        "Intrinsic can only be used from functions with the amdgpu_cs_chain or amdgpu_cs_chain_preserve calling conventions",
                        &here,
                    );
                }
                let inactive = arg(1);
                let arg_inreg = match inactive {
                    Some(Operand::Arg(a)) => m.globals[f].as_func().is_some_and(|x| {
                        m.attrs.get(x.attrs.param(a.index())).has(AttrKind::InReg)
                    }),
                    _ => false,
                };
                let _ = self.check(
                    !m.attrs.get(call.attrs.param(1)).has(AttrKind::InReg),
                    "Value for inactive lanes must not have the `inreg` attribute",
                    &here,
                ) && self.check(
                    matches!(inactive, Some(Operand::Arg(_))),
                    "Value for inactive lanes must be a function argument",
                    &here,
                ) && self.check(
                    !arg_inreg,
                    "Value for inactive lanes must be a VGPR function argument",
                    &here,
                );
            }
            "llvm.callbr.landingpad" => {
                let callbr = match arg(0) {
                    Some(Operand::Inst(c)) => match body.insts.get(c).map(|x| &x.kind) {
                        Some(InstKind::CallBr { indirect, .. }) => Some(indirect),
                        _ => None,
                    },
                    _ => None,
                };
                let Some(indirect) = callbr else {
                    self.fail("intrinstic requires callbr operand", &here);
                    return;
                };
                let Some(pad_block) = body.blocks.values().position(|b| b.insts.contains(&i))
                else {
                    return;
                };
                let pad_block = BlockId::from_u32(pad_block as u32);
                // `getUniquePredecessor`: one block, however many edges.
                let mut preds = body.blocks.iter().filter(|(_, b)| {
                    b.insts
                        .last()
                        .and_then(|&t| body.insts.get(t))
                        .is_some_and(|t| t.kind.successors().any(|s| s == pad_block))
                });
                let pred = match (preds.next(), preds.next()) {
                    (Some((p, _)), None) => Some(p),
                    _ => None,
                };
                let Some(pred) = pred else {
                    self.fail("Intrinsic in block must have 1 unique predecessor", &here);
                    return;
                };
                let pred_is_callbr = body.blocks[pred]
                    .insts
                    .last()
                    .and_then(|&t| body.insts.get(t))
                    .is_some_and(|t| matches!(t.kind, InstKind::CallBr { .. }));
                if !pred_is_callbr {
                    self.fail(
                        "Intrinsic must have corresponding callbr in predecessor",
                        &here,
                    );
                    return;
                }
                let first = body.blocks[pad_block].insts.first() == Some(&i);
                let _ = self.check(
                    indirect.contains(&pad_block),
                    "Intrinsic's corresponding callbr must have intrinsic's parent basic block in indirect destination list",
                    &here,
                ) && self.check(first, "No other instructions may proceed intrinsic", &here);
            }
            "llvm.memcpy.element.unordered.atomic"
            | "llvm.memmove.element.unordered.atomic"
            | "llvm.memset.element.unordered.atomic" => {
                let Some(size) = arg(3).and_then(|a| self.const_int(a)) else {
                    return;
                };
                let size = size.low_u64();
                if !self.check(
                    size.is_power_of_two(),
                    "element size of the element-wise atomic memory intrinsic must be a power of 2",
                    &here,
                ) {
                    return;
                }
                // The call site's `align`, at least the element size.
                let aligned = |p: usize| {
                    m.attrs
                        .get(call.attrs.param(p))
                        .int(AttrKind::Alignment)
                        .is_some_and(|a| size <= a)
                };
                if self.check(
                    aligned(0),
                    "incorrect alignment of the destination argument",
                    &here,
                ) && base != "llvm.memset.element.unordered.atomic"
                {
                    self.check(
                        aligned(1),
                        "incorrect alignment of the source argument",
                        &here,
                    );
                }
            }
            "llvm.vector.reduce.and"
            | "llvm.vector.reduce.or"
            | "llvm.vector.reduce.xor"
            | "llvm.vector.reduce.add"
            | "llvm.vector.reduce.mul"
            | "llvm.vector.reduce.smax"
            | "llvm.vector.reduce.smin"
            | "llvm.vector.reduce.umax"
            | "llvm.vector.reduce.umin"
            | "llvm.vector.reduce.fmax"
            | "llvm.vector.reduce.fmin"
            | "llvm.vector.reduce.fadd"
            | "llvm.vector.reduce.fmul" => {
                // The vector reduced: the second argument of fadd and fmul
                // (after the start value), else the first.
                let k = usize::from(matches!(
                    base,
                    "llvm.vector.reduce.fadd" | "llvm.vector.reduce.fmul"
                ));
                let Some(t) = arg_ty(k) else { return };
                let float = matches!(
                    base,
                    "llvm.vector.reduce.fmax"
                        | "llvm.vector.reduce.fmin"
                        | "llvm.vector.reduce.fadd"
                        | "llvm.vector.reduce.fmul"
                );
                let elem = m.types.scalar(t);
                let kind_ok = if float {
                    m.types.is_float(elem)
                } else {
                    m.types.int_width(elem).is_some()
                };
                self.check(
                    kind_ok && m.types.is_vector(t),
                    "Intrinsic has incorrect argument type!",
                    &[],
                );
            }
            "llvm.ucmp" | "llvm.scmp" => {
                let Some(src) = arg_ty(0) else { return };
                let dest_vec = self.vector_shape(ret);
                let src_vec = self.vector_shape(src);
                let width = m.types.int_width(m.types.scalar(ret)).unwrap_or(0);
                let _ = self.check(width >= 2, "result type must be at least 2 bits wide", &here)
                    && self.check(
                        src_vec.is_some() == dest_vec.is_some(),
                        "ucmp/scmp argument and result types must both be either vector or scalar types",
                        &here,
                    )
                    && self.check(
                        match (src_vec, dest_vec) {
                            (Some((_, a, sa)), Some((_, b, sb))) => a == b && sa == sb,
                            _ => true,
                        },
                        "return type and arguments must have the same number of elements",
                        &here,
                    );
            }
            "llvm.is.fpclass" => {
                if let Some(mask) = arg(1).and_then(|a| self.const_int(a)) {
                    self.check(
                        mask.low_u64() & !0x3ff == 0,
                        "unsupported bits for llvm.is.fpclass test mask",
                        &[],
                    );
                }
            }
            "llvm.fptrunc.round" => {
                let md = match arg(1) {
                    Some(Operand::Metadata(md)) => Some(md),
                    // A local value as metadata is no string either.
                    Some(Operand::LocalMetadata(_)) => {
                        self.fail(
                            "invalid value for llvm.fptrunc.round metadata operand (the operand should be a string)",
                            &here,
                        );
                        return;
                    }
                    _ => None,
                };
                let Some(md) = md else {
                    self.fail("missing rounding mode argument", &here);
                    return;
                };
                let Some(s) = self.md_string(Some(md)) else {
                    self.fail(
                        "invalid value for llvm.fptrunc.round metadata operand (the operand should be a string)",
                        &[ValueRef::Metadata(md)],
                    );
                    return;
                };
                self.check(
                    ROUNDING_MODES.contains(&s),
                    "unsupported rounding mode argument",
                    &here,
                );
            }
            "llvm.get.active.lane.mask" => {
                let _ = self.check(
                    self.vector_shape(ret).is_some(),
                    "get_active_lane_mask: must return a vector",
                    &here,
                ) && self.check(
                    m.types.int_width(m.types.scalar(ret)) == Some(1),
                    "get_active_lane_mask: element type is not i1",
                    &here,
                );
            }
            "llvm.experimental.get.vector.length" => {
                if let Some(vf) = arg(1).and_then(|a| self.const_int(a)) {
                    self.check(
                        !vf.is_negative() && !vf.is_zero(),
                        "get_vector_length: VF must be positive",
                        &here,
                    );
                }
            }
            "llvm.va_start" => {
                let vararg = matches!(
                    m.types.get(m.globals[f].common.value_ty),
                    Type::Function { vararg: true, .. }
                );
                self.check(vararg, "va_start called in a non-varargs function", &[]);
            }
            "llvm.vector.splice.left" | "llvm.vector.splice.right" => {
                let (Some((_, len, _)), Some(idx)) = (
                    self.vector_shape(ret),
                    arg(2).and_then(|a| self.const_int(a)),
                ) else {
                    return;
                };
                let mut known_min = u64::from(len);
                if let Some(r) = m.globals[f]
                    .as_func()
                    .and_then(|x| m.attrs.get(x.attrs.func).int(AttrKind::VScaleRange))
                {
                    known_min *= u64::from(llconv_ir::attributes::decode_vscale_range(r).0);
                }
                let idx = idx.low_u64();
                if base == "llvm.vector.splice.left" {
                    self.check(
                        idx < known_min,
                        "The splice index exceeds the range [0, VL-1] where VL is the known minimum number of elements in the vector. For scalable vectors the minimum number of elements is determined from vscale_range.",
                        &here,
                    );
                } else {
                    self.check(
                        idx <= known_min,
                        "The splice index exceeds the range [0, VL] where VL is the known minimum number of elements in the vector. For scalable vectors the minimum number of elements is determined from vscale_range.",
                        &here,
                    );
                }
            }
            "llvm.experimental.vp.splice" => {
                let (Some((_, len, _)), Some(idx)) = (
                    self.vector_shape(ret),
                    arg(2).and_then(|a| self.const_int(a)),
                ) else {
                    return;
                };
                let mut known_min = i128::from(len);
                if let Some(r) = m.globals[f]
                    .as_func()
                    .and_then(|x| m.attrs.get(x.attrs.func).int(AttrKind::VScaleRange))
                {
                    known_min *= i128::from(llconv_ir::attributes::decode_vscale_range(r).0);
                }
                // A signed index: -VL ..= VL-1.
                let Some(idx) = idx.as_i64().map(i128::from) else {
                    return;
                };
                self.check(
                    (-known_min..known_min).contains(&idx) || idx == -known_min,
                    "The splice index exceeds the range [-VL, VL-1] where VL is the known minimum number of elements in the vector. For scalable vectors the minimum number of elements is determined from vscale_range.",
                    &here,
                );
            }
            "llvm.get.dynamic.area.offset" => {
                let dl = self.layout();
                let width = dl.pointer_size_in_bits(dl.alloca_address_space());
                self.check(
                    m.types.int_width(ret) == Some(width),
                    "get_dynamic_area_offset result type must be scalar integer matching alloca address space width",
                    &here,
                );
            }
            "llvm.stepvector" => {
                let ok = self
                    .vector_shape(ret)
                    .and_then(|(e, _, _)| m.types.int_width(e))
                    .is_some_and(|w| w >= 8);
                self.check(
                    ok,
                    "stepvector only supported for vectors of integers with a bitwidth of at least 8.",
                    &here,
                );
            }
            "llvm.vector.insert" => {
                let (Some(vec), Some(sub), Some(idx)) = (
                    arg_ty(0).and_then(|t| self.vector_shape(t)),
                    arg_ty(1).and_then(|t| self.vector_shape(t)),
                    arg(2).and_then(|a| self.const_int(a)),
                ) else {
                    return;
                };
                self.subvector_rules(
                    vec,
                    sub,
                    idx,
                    &here,
                    [
                        "vector_insert parameters must have the same element type.",
                        "vector_insert index must be a constant multiple of the subvector's known minimum vector length.",
                        "subvector operand of vector_insert would overrun the vector being inserted into.",
                    ],
                );
            }
            "llvm.vector.extract" => {
                let (Some(res), Some(vec), Some(idx)) = (
                    self.vector_shape(ret),
                    arg_ty(0).and_then(|t| self.vector_shape(t)),
                    arg(1).and_then(|a| self.const_int(a)),
                ) else {
                    return;
                };
                self.subvector_rules(
                    vec,
                    res,
                    idx,
                    &here,
                    [
                        "vector_extract result must have the same element type as the input vector.",
                        "vector_extract index must be a constant multiple of the result type's known minimum vector length.",
                        "vector_extract would overrun.",
                    ],
                );
            }
            "llvm.nvvm.setmaxnreg.inc.sync.aligned.u32"
            | "llvm.nvvm.setmaxnreg.dec.sync.aligned.u32" => {
                if let Some(n) = arg(0).and_then(|a| self.const_int(a)) {
                    self.check(
                        (n.low_u64() as u32).is_multiple_of(8),
                        "reg_count argument to nvvm.setmaxnreg must be in multiples of 8",
                        &[],
                    );
                }
            }
            "llvm.ptrmask" => {
                let (Some(t0), Some(t1)) = (arg_ty(0), arg_ty(1)) else {
                    return;
                };
                let (v0, v1) = (self.vector_shape(t0), self.vector_shape(t1));
                let ok = self.check(
                    m.types.is_ptr(m.types.scalar(t0)),
                    "llvm.ptrmask intrinsic first argument must be pointer or vector of pointers",
                    &here,
                ) && self.check(
                    v0.is_some() == v1.is_some(),
                    "llvm.ptrmask intrinsic arguments must be both scalars or both vectors",
                    &here,
                ) && match (v0, v1) {
                    (Some((_, a, sa)), Some((_, b, sb))) => self.check(
                        a == b && sa == sb,
                        "llvm.ptrmask intrinsic arguments must have the same number of elements",
                        &here,
                    ),
                    _ => true,
                };
                if ok {
                    let addrspace = match m.types.get(m.types.scalar(t0)) {
                        Type::Ptr(a) => *a,
                        _ => 0,
                    };
                    let index_bits = self.layout().index_size_in_bits(addrspace);
                    self.check(
                        m.types.int_width(m.types.scalar(t1)) == Some(index_bits),
                        "llvm.ptrmask intrinsic second argument bitwidth must match pointer index type size of first argument",
                        &here,
                    );
                }
            }
            "llvm.threadlocal.address" => {
                let global = match arg(0) {
                    Some(Operand::Const(c)) => match m.consts.get(c).kind {
                        ConstKind::Global(g) => Some(g),
                        _ => None,
                    },
                    _ => None,
                };
                let Some(g) = global else {
                    self.fail(
                        "llvm.threadlocal.address first argument must be a GlobalValue",
                        &[],
                    );
                    return;
                };
                self.check(
                    m.globals[g].common.thread_local != ThreadLocal::NotThreadLocal,
                    "llvm.threadlocal.address operand isThreadLocal() must be true",
                    &[],
                );
            }
            "llvm.experimental.guard" => {
                let _ = self.check(!is_invoke, "experimental_guard cannot be invoked", &here)
                    && self.check(
                        deopt_bundles == 1,
                        "experimental_guard must have exactly one \"deopt\" operand bundle",
                        &[],
                    );
            }
            "llvm.experimental.deoptimize" => {
                let caller_ret = match m.types.get(m.globals[f].common.value_ty) {
                    Type::Function { ret, .. } => Some(*ret),
                    _ => None,
                };
                if !self.check(
                    !is_invoke,
                    "experimental_deoptimize cannot be invoked",
                    &here,
                ) || !self.check(
                    deopt_bundles == 1,
                    "experimental_deoptimize must have exactly one \"deopt\" operand bundle",
                    &[],
                ) || !self.check(
                    caller_ret == Some(ret),
                    "experimental_deoptimize return type must match caller return type",
                    &[],
                ) {
                    return;
                }
                let next = self.next_inst.and_then(|n| body.insts.get(n));
                let Some(InstKind::Ret(value)) = next.map(|x| &x.kind) else {
                    self.fail(
                        "calls to experimental_deoptimize must be followed by a return",
                        &[],
                    );
                    return;
                };
                if !m.types.is_void(ret) {
                    self.check(
                        *value == Some(Operand::Inst(i)),
                        "calls to experimental_deoptimize must be followed by a return of the value computed by experimental_deoptimize",
                        &[],
                    );
                }
            }
            "llvm.assume" => self.assume_bundles(f, body, call, &here),
            _ if base.starts_with("llvm.vp.") => self.vp_intrinsic(call, base, &here),
            _ if base.starts_with("llvm.experimental.constrained.") => {
                // The trailing metadata operands: a comparison's predicate,
                // the rounding mode (where the operation rounds), the
                // exception behaviour last.
                let trailing_md = params
                    .iter()
                    .rev()
                    .take_while(|&&t| matches!(m.types.get(t), Type::Metadata))
                    .count();
                let is_cmp = matches!(
                    base,
                    "llvm.experimental.constrained.fcmp" | "llvm.experimental.constrained.fcmps"
                );
                let has_rounding = trailing_md >= 2 + usize::from(is_cmp);
                let md_arg = |k: usize| match call.args.len().checked_sub(k).map(|x| call.args[x]) {
                    Some(Operand::Metadata(md)) => match m.metadata.get(md) {
                        Metadata::String(s) => Some(&s[..]),
                        _ => None,
                    },
                    _ => None,
                };
                if !self.constrained_fp_shapes(call, base, ret, &here) {
                    return;
                }
                const EXCEPTIONS: [&[u8]; 3] =
                    [b"fpexcept.ignore", b"fpexcept.maytrap", b"fpexcept.strict"];
                if !self.check(
                    md_arg(1).is_some_and(|s| EXCEPTIONS.contains(&s)),
                    "invalid exception behavior argument",
                    &here,
                ) {
                    return;
                }
                if has_rounding {
                    self.check(
                        md_arg(2)
                            .is_some_and(|s| s == b"round.dynamic" || ROUNDING_MODES.contains(&s)),
                        "invalid rounding mode argument",
                        &here,
                    );
                }
            }
            "llvm.matrix.multiply"
            | "llvm.matrix.transpose"
            | "llvm.matrix.column.major.load"
            | "llvm.matrix.column.major.store" => self.matrix(call, base),
            "llvm.prefetch" | "llvm.aarch64.prefetch" => {
                // Each immediate below its bound, first failure only.
                let rules: &[(usize, u64, &str)] = if base == "llvm.prefetch" {
                    &[
                        (1, 2, "rw argument to llvm.prefetch must be 0-1"),
                        (2, 4, "locality argument to llvm.prefetch must be 0-3"),
                        (3, 2, "cache type argument to llvm.prefetch must be 0-1"),
                    ]
                } else {
                    &[
                        (
                            1,
                            2,
                            "write argument to llvm.aarch64.prefetch must be 0 or 1",
                        ),
                        (2, 4, "target argument to llvm.aarch64.prefetch must be 0-3"),
                        (
                            3,
                            2,
                            "stream argument to llvm.aarch64.prefetch must be 0 or 1",
                        ),
                        (
                            4,
                            2,
                            "isdata argument to llvm.aarch64.prefetch must be 0 or 1",
                        ),
                    ]
                };
                for &(k, bound, message) in rules {
                    let value = arg(k).and_then(|a| self.const_int(a)).map(|v| v.low_u64());
                    if !self.check(value.is_none_or(|v| v < bound), message, &here) {
                        break;
                    }
                }
            }
            "llvm.invariant.start" => {
                // -1, 0 or positive: not negative unless all ones.
                let ok = arg(0)
                    .and_then(|a| self.const_int(a))
                    .is_some_and(|v| !v.is_negative() || v.as_i64() == Some(-1));
                self.check(
                    ok,
                    "invariant_start parameter must be -1, 0 or a positive number",
                    &here,
                );
            }
            "llvm.smul.fix" | "llvm.smul.fix.sat" | "llvm.sdiv.fix" | "llvm.sdiv.fix.sat"
            | "llvm.umul.fix" | "llvm.umul.fix.sat" | "llvm.udiv.fix" | "llvm.udiv.fix.sat" => {
                // The operand types are the signature's; the scale is an
                // `i32` immediate.
                let width = arg_ty(0).and_then(|t| m.types.int_width(m.types.scalar(t)));
                let scale = arg(2).and_then(|a| self.const_int(a)).map(|v| v.low_u64());
                if let (Some(width), Some(scale)) = (width, scale) {
                    if base.starts_with("llvm.s") {
                        self.check(
                            scale < u64::from(width),
                            "the scale of s[mul|div]_fix[_sat] must be less than the width of the operands",
                            &[],
                        );
                    } else {
                        self.check(
                            scale <= u64::from(width),
                            "the scale of u[mul|div]_fix[_sat] must be less than or equal to the width of the operands",
                            &[],
                        );
                    }
                }
            }
            "llvm.lrint" | "llvm.llrint" | "llvm.lround" | "llvm.llround" => {
                let Some(val) = arg_ty(0) else {
                    return;
                };
                // LLVM names the intrinsic by its mangled name.
                let name = crate::function::direct_callee(m, call.callee)
                    .and_then(|(_, g)| g.common.name.as_deref());
                let name = String::from_utf8_lossy(name.unwrap_or(base.as_bytes()));
                let v = self.vector_shape(val);
                let r = self.vector_shape(ret);
                let types = &m.types;
                let _ = self.check(
                    types.is_float(types.scalar(val)) && types.is_int(types.scalar(ret)),
                    &format!("{name}: argument must be floating-point or vector of floating-points, and result must be integer or vector of integers"),
                    &here,
                ) && self.check(
                    v.is_some() == r.is_some(),
                    &format!("{name}: argument and result disagree on vector use"),
                    &here,
                ) && self.check(
                    v.zip(r).is_none_or(|(v, r)| v.1 == r.1 && v.2 == r.2),
                    &format!("{name}: argument must be same length as result"),
                    &here,
                );
            }
            "llvm.lifetime.start" | "llvm.lifetime.end" => {
                // LLVM 22: the marked object is an alloca itself.
                let ok = match arg(0) {
                    Some(Operand::Inst(x)) => {
                        matches!(
                            body.insts.get(x).map(|y| &y.kind),
                            Some(InstKind::Alloca { .. })
                        )
                    }
                    Some(Operand::Const(c)) => matches!(m.consts.get(c).kind, ConstKind::Poison),
                    _ => false,
                };
                self.check(
                    ok,
                    "llvm.lifetime.start/end can only be used on alloca or poison",
                    &here,
                );
            }
            "llvm.experimental.vector.match" => {
                let (Some(a), Some(b), Some(mask)) = (
                    arg_ty(0).and_then(|t| self.vector_shape(t)),
                    arg_ty(1).and_then(|t| self.vector_shape(t)),
                    arg_ty(2).and_then(|t| self.vector_shape(t)),
                ) else {
                    self.fail("Operands must be vectors.", &here);
                    return;
                };
                let _ = self.check(!b.2, "Second operand must be a fixed length vector.", &here)
                    && self.check(
                        m.types.is_int(a.0),
                        "First operand must be a vector of integers.",
                        &here,
                    )
                    && self.check(
                        a.0 == b.0,
                        "First two operands must have the same element type.",
                        &here,
                    )
                    && self.check(
                        (a.1, a.2) == (mask.1, mask.2),
                        "First operand and mask must have the same number of elements.",
                        &here,
                    )
                    && self.check(
                        m.types.int_width(mask.0) == Some(1),
                        "Mask must be a vector of i1's.",
                        &here,
                    )
                    && self.check(
                        Some(ret) == arg_ty(2),
                        "Return type must match the mask type.",
                        &here,
                    );
            }
            "llvm.reloc.none" => {
                let string = matches!(arg(0), Some(Operand::Metadata(md)) if self.md_string(Some(md)).is_some());
                self.check(
                    string,
                    "llvm.reloc.none argument must be a metadata string",
                    &here,
                );
            }
            "llvm.thread.pointer" => {
                let space = match m.types.get(ret) {
                    Type::Ptr(a) => *a,
                    _ => 0,
                };
                let globals = self.layout().globals_address_space();
                self.check(
                    space == globals,
                    "llvm.thread.pointer intrinsic return type must be for the globals address space",
                    &here,
                );
            }
            "llvm.aarch64.range.prefetch" => {
                let rules = [
                    (
                        1,
                        "write argument to llvm.aarch64.range.prefetch must be 0 or 1",
                    ),
                    (
                        2,
                        "stream argument to llvm.aarch64.range.prefetch must be 0 or 1",
                    ),
                ];
                for (k, message) in rules {
                    let value = arg(k).and_then(|a| self.const_int(a)).map(|v| v.low_u64());
                    if !self.check(value.is_none_or(|v| v < 2), message, &here) {
                        break;
                    }
                }
            }
            "llvm.vector.partial.reduce.add"
            | "llvm.vector.partial.reduce.fadd"
            | "llvm.experimental.vector.partial.reduce.add" => {
                let (Some(acc), Some(vec)) = (
                    arg_ty(0).and_then(|t| self.vector_shape(t)),
                    arg_ty(1).and_then(|t| self.vector_shape(t)),
                ) else {
                    return;
                };
                self.check(
                    acc.1 != 0 && vec.1 % acc.1 == 0,
                    "Invalid vector widths for partial reduction. The width of the input vector must be a positive integer multiple of the width of the accumulator vector.",
                    &[],
                );
            }
            "llvm.eh.exceptionpointer" | "llvm.eh.exceptioncode" => {
                let catchpad = matches!(arg(0), Some(Operand::Inst(x))
                    if matches!(body.insts.get(x).map(|y| &y.kind), Some(InstKind::CatchPad { .. })));
                self.check(
                    catchpad,
                    "eh.exceptionpointer argument must be a catchpad",
                    &here,
                );
            }
            "llvm.experimental.patchpoint" if call.cc == ANYREG_CC => {
                let types = &m.types;
                let single = types.is_int(ret)
                    || types.is_float(ret)
                    || types.is_ptr(ret)
                    || types.is_vector(ret)
                    || matches!(types.get(ret), Type::X86Amx | Type::TargetExt { .. });
                self.check(
                    single,
                    "patchpoint: invalid return type used with anyregcc",
                    &here,
                );
            }
            "llvm.coro.id" => {
                let info = arg(3).map(|a| crate::calls::strip_pointer_casts_in(m, body, a));
                let Some(Operand::Const(c)) = info else {
                    self.fail(
                        "info argument of llvm.coro.id must refer to an initialized constant",
                        &[],
                    );
                    return;
                };
                if matches!(m.consts.get(c).kind, ConstKind::Null) {
                    return;
                }
                let var = match m.consts.get(c).kind {
                    ConstKind::Global(g) => m.globals.get(g).and_then(|g| match &g.kind {
                        GlobalKind::Var(v) => Some((g, v)),
                        _ => None,
                    }),
                    _ => None,
                };
                // `hasDefinitiveInitializer`: a definition no other module
                // may replace.
                let init = var.and_then(|(g, v)| {
                    let replaceable = matches!(
                        g.common.linkage,
                        Linkage::Weak | Linkage::LinkOnce | Linkage::Common | Linkage::ExternWeak
                    );
                    (v.constant && !replaceable && !v.externally_initialized).then_some(v.init?)
                });
                let Some(init) = init else {
                    self.fail(
                        "info argument of llvm.coro.id must refer to an initialized constant",
                        &[],
                    );
                    return;
                };
                // A `ConstantStruct` or `ConstantArray`: not zero, undef or
                // the data arrays of simple elements (`ConstantDataArray`).
                self.check(
                    matches!(
                        m.consts.get(init).kind,
                        ConstKind::Struct(_) | ConstKind::Array(_)
                    ),
                    "info argument of llvm.coro.id must refer to either a struct or an array",
                    &[],
                );
            }
            "llvm.init.trampoline" => {
                let target = arg(1).map(|a| crate::calls::strip_pointer_casts_in(m, body, a));
                let is_function = matches!(target, Some(Operand::Const(c))
                    if matches!(m.consts.get(c).kind, ConstKind::Global(g)
                        if m.globals.get(g).is_some_and(|g| g.as_func().is_some())));
                self.check(
                    is_function,
                    "llvm.init_trampoline parameter #2 must resolve to a function.",
                    &here,
                );
            }
            "llvm.stackprotector" => {
                let slot = arg(1).map(|a| crate::calls::strip_pointer_casts_in(m, body, a));
                let is_alloca = matches!(slot, Some(Operand::Inst(x))
                    if matches!(body.insts.get(x).map(|y| &y.kind), Some(InstKind::Alloca { .. })));
                self.check(
                    is_alloca,
                    "llvm.stackprotector parameter #2 must resolve to an alloca.",
                    &here,
                );
            }
            "llvm.localescape" => {
                let in_entry = body.blocks.first().is_some_and(|b| b.insts.contains(&i));
                if !self.check(
                    in_entry,
                    "llvm.localescape used outside of entry block",
                    &here,
                ) || !self.check(
                    !self.saw_frame_escape,
                    "multiple calls to llvm.localescape in one function",
                    &here,
                ) {
                    return;
                }
                for &a in &call.args {
                    if let Operand::Const(c) = a {
                        if matches!(m.consts.get(c).kind, ConstKind::Null) {
                            continue;
                        }
                    }
                    let static_alloca = match crate::calls::strip_pointer_casts_in(m, body, a) {
                        Operand::Inst(x) => match body.insts.get(x).map(|y| &y.kind) {
                            Some(InstKind::Alloca {
                                count, inalloca, ..
                            }) => {
                                !inalloca
                                    && count.is_none_or(|n| self.const_int(n).is_some())
                                    && body.blocks.first().is_some_and(|b| b.insts.contains(&x))
                            }
                            _ => false,
                        },
                        _ => false,
                    };
                    if !self.check(
                        static_alloca,
                        "llvm.localescape only accepts static allocas",
                        &here,
                    ) {
                        return;
                    }
                }
                self.frame_escapes.entry(f).or_default().0 = call.args.len() as u64;
                self.saw_frame_escape = true;
            }
            "llvm.localrecover" => {
                let target = match arg(0).map(|a| crate::calls::strip_pointer_casts_in(m, body, a))
                {
                    Some(Operand::Const(c)) => {
                        match m.consts.get(crate::globals::strip_pointer_casts(m, c)).kind {
                            ConstKind::Global(g) => m.globals[g]
                                .as_func()
                                .filter(|x| x.body.is_some())
                                .map(|_| g),
                            _ => None,
                        }
                    }
                    _ => None,
                };
                let Some(target) = target else {
                    self.fail(
                        "llvm.localrecover first argument must be function defined in this module",
                        &here,
                    );
                    return;
                };
                let idx = arg(2)
                    .and_then(|a| self.const_int(a))
                    .map_or(0, |v| v.low_u64().min(u64::from(u32::MAX)));
                let entry = self.frame_escapes.entry(target).or_default();
                entry.1 = entry.1.max(idx + 1);
            }
            _ => {}
        }
    }

    /// The per-operation rules of `visitConstrainedFPIntrinsic`, before
    /// its metadata arguments are checked: false when one failed.
    fn constrained_fp_shapes(
        &mut self,
        call: &CallData,
        base: &str,
        ret: TypeId,
        here: &[ValueRef],
    ) -> bool {
        let m = self.m;
        let types = &m.types;
        let Type::Function { params, .. } = types.get(call.fn_ty) else {
            return true;
        };
        let Some(&val) = params.first() else {
            return true;
        };
        let op = &base["llvm.experimental.constrained.".len()..];
        let shape = |t: TypeId| types.vector_parts(t).map(|(_, n, scalable)| (n, scalable));
        let is_fp = |t: TypeId| types.is_float(types.scalar(t));
        let is_int = |t: TypeId| types.is_int(types.scalar(t));
        let fp_bits = |t: TypeId| types.float_bits(types.scalar(t)).unwrap_or(0);
        match op {
            "lrint" | "llrint" | "lround" | "llround" => self.check(
                !types.is_vector(val) && !types.is_vector(ret),
                "Intrinsic does not support vectors",
                here,
            ),
            "fcmp" | "fcmps" => {
                let pred = match call.args.get(2) {
                    Some(Operand::Metadata(md)) => match m.metadata.get(*md) {
                        Metadata::String(s) => Some(&s[..]),
                        _ => None,
                    },
                    _ => None,
                };
                // An `fcmp` predicate; `false` and `true` are not names
                // the constrained intrinsics take.
                let fp_predicate = pred
                    .and_then(FloatPredicate::from_name)
                    .is_some_and(|p| !matches!(p, FloatPredicate::False | FloatPredicate::True));
                self.check(
                    fp_predicate,
                    "invalid predicate for constrained FP comparison intrinsic",
                    here,
                )
            }
            "fptosi" | "fptoui" | "sitofp" | "uitofp" => {
                let from_fp = op.starts_with("fp");
                let (arg_ok, arg_msg, res_ok, res_msg) = if from_fp {
                    (
                        is_fp(val),
                        "Intrinsic first argument must be floating point",
                        is_int(ret),
                        "Intrinsic result must be an integer",
                    )
                } else {
                    (
                        is_int(val),
                        "Intrinsic first argument must be integer",
                        is_fp(ret),
                        "Intrinsic result must be a floating point",
                    )
                };
                self.check(arg_ok, arg_msg, here)
                    && self.check(
                        shape(val).is_some() == shape(ret).is_some(),
                        "Intrinsic first argument and result disagree on vector use",
                        here,
                    )
                    && self.check(res_ok, res_msg, here)
                    && self.check(
                        shape(ret).is_none() || shape(val) == shape(ret),
                        "Intrinsic first argument and result vector lengths must be equal",
                        here,
                    )
            }
            "fptrunc" | "fpext" => {
                let sizes_ok = if op == "fptrunc" {
                    fp_bits(val) > fp_bits(ret)
                } else {
                    fp_bits(val) < fp_bits(ret)
                };
                self.check(
                    is_fp(val),
                    "Intrinsic first argument must be FP or FP vector",
                    here,
                ) && self.check(is_fp(ret), "Intrinsic result must be FP or FP vector", here)
                    && self.check(
                        shape(val).is_some() == shape(ret).is_some(),
                        "Intrinsic first argument and result disagree on vector use",
                        here,
                    )
                    && self.check(
                        shape(val) == shape(ret),
                        "Intrinsic first argument and result vector lengths must be equal",
                        here,
                    )
                    && self.check(
                        sizes_ok,
                        if op == "fptrunc" {
                            "Intrinsic first argument's type must be larger than result type"
                        } else {
                            "Intrinsic first argument's type must be smaller than result type"
                        },
                        here,
                    )
            }
            _ => true,
        }
    }

    /// `visitVPIntrinsic`: casts keep the vector length and convert
    /// between the right kinds of elements; comparisons name a predicate
    /// of their kind; `vp.is.fpclass` a valid test mask.
    fn vp_intrinsic(&mut self, call: &CallData, base: &str, here: &[ValueRef]) {
        let m = self.m;
        let Type::Function { ret, params, .. } = m.types.get(call.fn_ty) else {
            return;
        };
        let op = &base["llvm.vp.".len()..];
        let casts = [
            "trunc", "zext", "sext", "fptoui", "fptosi", "lrint", "llrint", "uitofp", "sitofp",
            "fptrunc", "fpext", "ptrtoint", "inttoptr",
        ];
        if casts.contains(&op) {
            let (Some(r), Some(v)) = (
                self.vector_shape(*ret),
                params.first().and_then(|&t| self.vector_shape(t)),
            ) else {
                return;
            };
            if !self.check(
                r.1 == v.1 && r.2 == v.2,
                "VP cast intrinsic first argument and result vector lengths must be equal",
                here,
            ) {
                return;
            }
            let t = &m.types;
            let (int_r, int_v) = (t.is_int(r.0), t.is_int(v.0));
            let (fp_r, fp_v) = (t.is_float(r.0), t.is_float(v.0));
            let bits = |e: TypeId| t.int_width(e).or_else(|| t.float_bits(e)).unwrap_or(0);
            let (br, bv) = (bits(r.0), bits(v.0));
            let _ = match op {
                "trunc" => {
                    self.check(
                        int_r && int_v,
                        "llvm.vp.trunc intrinsic first argument and result element type must be integer",
                        here,
                    ) && self.check(
                        br < bv,
                        "llvm.vp.trunc intrinsic the bit size of first argument must be larger than the bit size of the return type",
                        here,
                    )
                }
                "zext" | "sext" => {
                    self.check(
                        int_r && int_v,
                        "llvm.vp.zext or llvm.vp.sext intrinsic first argument and result element type must be integer",
                        here,
                    ) && self.check(
                        br > bv,
                        "llvm.vp.zext or llvm.vp.sext intrinsic the bit size of first argument must be smaller than the bit size of the return type",
                        here,
                    )
                }
                "fptoui" | "fptosi" | "lrint" | "llrint" => self.check(
                    int_r && fp_v,
                    "llvm.vp.fptoui, llvm.vp.fptosi, llvm.vp.lrint or llvm.vp.llrintintrinsic first argument element type must be floating-point and result element type must be integer",
                    here,
                ),
                "uitofp" | "sitofp" => self.check(
                    fp_r && int_v,
                    "llvm.vp.uitofp or llvm.vp.sitofp intrinsic first argument element type must be integer and result element type must be floating-point",
                    here,
                ),
                "fptrunc" => {
                    self.check(
                        fp_r && fp_v,
                        "llvm.vp.fptrunc intrinsic first argument and result element type must be floating-point",
                        here,
                    ) && self.check(
                        br < bv,
                        "llvm.vp.fptrunc intrinsic the bit size of first argument must be larger than the bit size of the return type",
                        here,
                    )
                }
                "fpext" => {
                    self.check(
                        fp_r && fp_v,
                        "llvm.vp.fpext intrinsic first argument and result element type must be floating-point",
                        here,
                    ) && self.check(
                        br > bv,
                        "llvm.vp.fpext intrinsic the bit size of first argument must be smaller than the bit size of the return type",
                        here,
                    )
                }
                "ptrtoint" => self.check(
                    int_r && t.is_ptr(v.0),
                    "llvm.vp.ptrtoint intrinsic first argument element type must be pointer and result element type must be integer",
                    here,
                ),
                _ => self.check(
                    t.is_ptr(r.0) && int_v,
                    "llvm.vp.inttoptr intrinsic first argument element type must be integer and result element type must be pointer",
                    here,
                ),
            };
            return;
        }
        let predicate = || match call.args.get(2) {
            Some(&Operand::Metadata(md)) => self.md_string(Some(md)),
            _ => None,
        };
        match op {
            "fcmp" => {
                const FP: [&[u8]; 14] = [
                    b"oeq", b"ogt", b"oge", b"olt", b"ole", b"one", b"ord", b"uno", b"ueq", b"ugt",
                    b"uge", b"ult", b"ule", b"une",
                ];
                let ok = predicate().is_some_and(|p| FP.contains(&p));
                self.check(ok, "invalid predicate for VP FP comparison intrinsic", here);
            }
            "icmp" => {
                const INT: [&[u8]; 10] = [
                    b"eq", b"ne", b"ugt", b"uge", b"ult", b"ule", b"sgt", b"sge", b"slt", b"sle",
                ];
                let ok = predicate().is_some_and(|p| INT.contains(&p));
                self.check(
                    ok,
                    "invalid predicate for VP integer comparison intrinsic",
                    here,
                );
            }
            "is.fpclass" => {
                if let Some(mask) = call.args.get(1).and_then(|&a| self.const_int(a)) {
                    self.check(
                        mask.low_u64() & !0x3ff == 0,
                        "unsupported bits for llvm.vp.is.fpclass test mask",
                        &[],
                    );
                }
            }
            _ => {}
        }
    }

    /// The matrix intrinsics: shapes given by immediates match the
    /// vectors, element types agree, the stride covers a column.
    fn matrix(&mut self, call: &CallData, base: &str) {
        let m = self.m;
        let Type::Function { ret, params, .. } = m.types.get(call.fn_ty) else {
            return;
        };
        let imm = |k: usize| {
            call.args
                .get(k)
                .and_then(|&a| self.const_int(a))
                .map(|v| v.low_u64())
        };
        let shape = |t: TypeId| m.types.vector_parts(t);
        let elems = |t: Option<&TypeId>| t.and_then(|&t| shape(t));
        let callee: Vec<ValueRef> = crate::function::direct_callee(m, call.callee)
            .map(|(g, _)| ValueRef::Global(g))
            .into_iter()
            .collect();
        let (rows, cols, result, op0, op1, stride) = match base {
            "llvm.matrix.multiply" => {
                let (Some(rows), Some(n), Some(cols)) = (imm(2), imm(3), imm(4)) else {
                    return;
                };
                let (a, b) = (elems(params.first()), elems(params.get(1)));
                if !self.check(
                    a.is_some_and(|a| u64::from(a.1) == rows.wrapping_mul(n)),
                    "First argument of a matrix operation does not match specified shape!",
                    &[],
                ) || !self.check(
                    b.is_some_and(|b| u64::from(b.1) == n.wrapping_mul(cols)),
                    "Second argument of a matrix operation does not match specified shape!",
                    &[],
                ) {
                    return;
                }
                (
                    rows,
                    cols,
                    elems(Some(ret)),
                    a.map(|x| x.0),
                    b.map(|x| x.0),
                    None,
                )
            }
            "llvm.matrix.transpose" => {
                let (Some(rows), Some(cols)) = (imm(1), imm(2)) else {
                    return;
                };
                let a = elems(params.first());
                (rows, cols, elems(Some(ret)), a.map(|x| x.0), None, None)
            }
            "llvm.matrix.column.major.load" => {
                let (Some(rows), Some(cols)) = (imm(3), imm(4)) else {
                    return;
                };
                (rows, cols, elems(Some(ret)), None, None, Some(imm(1)))
            }
            _ => {
                let (Some(rows), Some(cols)) = (imm(4), imm(5)) else {
                    return;
                };
                let a = elems(params.first());
                (rows, cols, a, a.map(|x| x.0), None, Some(imm(2)))
            }
        };
        let Some((elem, len, _)) = result else { return };
        if !self.check(
            m.types.is_int(elem) || m.types.is_float(elem),
            "Result type must be an integer or floating-point type!",
            &callee,
        ) || op0.is_some_and(|t| {
            !self.check(
                t == elem,
                "Vector element type mismatch of the result and first operand vector!",
                &callee,
            )
        }) || op1.is_some_and(|t| {
            !self.check(
                t == elem,
                "Vector element type mismatch of the result and second operand vector!",
                &callee,
            )
        }) || !self.check(
            u64::from(len) == rows.wrapping_mul(cols),
            "Result of a matrix operation does not fit in the returned vector!",
            &[],
        ) {
            return;
        }
        if let Some(Some(stride)) = stride {
            self.check(
                stride >= rows,
                "Stride must be greater or equal than the number of rows!",
                &callee,
            );
        }
    }

    /// The operand bundles of `llvm.assume`: attribute names with their
    /// arguments, `separate_storage` pairs, `ignore`.
    fn assume_bundles(&mut self, f: GlobalId, body: &Body, call: &CallData, here: &[ValueRef]) {
        let m = self.m;
        let true_cond = matches!(call.args.first(), Some(&Operand::Const(c))
            if matches!(&m.consts.get(c).kind, ConstKind::Int(v) if v.bits == 1 && v.low_u64() == 1));
        if !call.bundles.is_empty()
            && !self.check(
                true_cond,
                "assume with operand bundles must have i1 true condition",
                here,
            )
        {
            return;
        }
        let fn_ty = m.globals[f].common.value_ty;
        let ty = |op: Operand| m.operand_type(fn_ty, body, op);
        let is_ptr =
            |op: Option<&Operand>| op.and_then(|&o| ty(o)).is_some_and(|t| m.types.is_ptr(t));
        let is_int =
            |op: Option<&Operand>| op.and_then(|&o| ty(o)).is_some_and(|t| m.types.is_int(t));
        for b in &call.bundles {
            let n = b.inputs.len();
            let args = &b.inputs;
            if &*b.tag == b"separate_storage" {
                if !self.check(
                    n == 2,
                    "separate_storage assumptions should have 2 arguments",
                    here,
                ) || !self.check(
                    is_ptr(args.first()) && is_ptr(args.get(1)),
                    "arguments to separate_storage assumptions should be pointers",
                    here,
                ) {
                    return;
                }
                continue;
            }
            let kind = AttrKind::from_name(&b.tag);
            if !self.check(
                &*b.tag == b"ignore" || kind.is_some(),
                "tags must be valid attribute names",
                here,
            ) {
                return;
            }
            match kind {
                Some(AttrKind::Alignment) => {
                    if !self.check(
                        (2..=3).contains(&n),
                        "alignment assumptions should have 2 or 3 arguments",
                        here,
                    ) || !self.check(
                        is_ptr(args.first()),
                        "first argument should be a pointer",
                        here,
                    ) || !self.check(
                        is_int(args.get(1)),
                        "second argument should be an integer",
                        here,
                    ) || (n == 3
                        && !self.check(
                            is_int(args.get(2)),
                            "third argument should be an integer if present",
                            here,
                        ))
                    {
                        return;
                    }
                    continue;
                }
                Some(AttrKind::Dereferenceable) => {
                    if !self.check(
                        n == 2,
                        "dereferenceable assumptions should have 2 arguments",
                        here,
                    ) || !self.check(
                        is_ptr(args.first()),
                        "first argument should be a pointer",
                        here,
                    ) || !self.check(
                        is_int(args.get(1)),
                        "second argument should be an integer",
                        here,
                    ) {
                        return;
                    }
                    continue;
                }
                _ => {}
            }
            if !self.check(n <= 2, "too many arguments", here) {
                return;
            }
            let Some(kind) = kind else { break };
            let ok = if kind.is_int() {
                self.check(n == 2, "this attribute should have 2 arguments", here)
                    && self.check(
                        args.get(1).and_then(|&a| self.const_int(a)).is_some(),
                        "the second argument should be a constant integral value",
                        here,
                    )
            } else if kind.allowed_in(llconv_ir::attributes::AttrPosition::Param) {
                self.check(n == 1, "this attribute should have one argument", here)
            } else if kind.allowed_in(llconv_ir::attributes::AttrPosition::Function) {
                self.check(n == 0, "this attribute has no argument", here)
            } else {
                true
            };
            if !ok {
                return;
            }
        }
    }
}
