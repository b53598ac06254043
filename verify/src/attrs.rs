//! Attribute rules of functions and call sites (`verifyFunctionAttrs`,
//! `verifyParameterAttrs`, `verifyAttributeTypes` in LLVM's verifier).

use llconv_ir::attributes::{AttrKind, AttrList, AttrPosition, AttrSet, AttrSetId, Attribute};
use llconv_ir::diagnostic::ValueRef;
use llconv_ir::*;

use crate::globals::MAX_ALIGNMENT;
use crate::Verifier;

/// String attributes LLVM knows as booleans: their value must be empty,
/// `true` or `false`.
const BOOL_STRING_ATTRS: &[&str] = &[
    "less-precise-fpmad",
    "no-infs-fp-math",
    "no-inline-line-tables",
    "no-jump-tables",
    "no-nans-fp-math",
    "no-signed-zeros-fp-math",
    "profile-sample-accurate",
    "use-sample-profile",
];

/// Pairs of parameter or return attributes that exclude each other, with
/// LLVM's words.
const EXCLUSIVE: &[(AttrKind, AttrKind, &str)] = &[
    (
        AttrKind::InAlloca,
        AttrKind::ReadOnly,
        "Attributes 'inalloca and readonly' are incompatible!",
    ),
    (
        AttrKind::StructRet,
        AttrKind::Returned,
        "Attributes 'sret and returned' are incompatible!",
    ),
    (
        AttrKind::ZExt,
        AttrKind::SExt,
        "Attributes 'zeroext and signext' are incompatible!",
    ),
    (
        AttrKind::ReadNone,
        AttrKind::ReadOnly,
        "Attributes 'readnone and readonly' are incompatible!",
    ),
    (
        AttrKind::ReadNone,
        AttrKind::WriteOnly,
        "Attributes 'readnone and writeonly' are incompatible!",
    ),
    (
        AttrKind::ReadOnly,
        AttrKind::WriteOnly,
        "Attributes 'readonly and writeonly' are incompatible!",
    ),
    (
        AttrKind::NoInline,
        AttrKind::AlwaysInline,
        "Attributes 'noinline and alwaysinline' are incompatible!",
    ),
    (
        AttrKind::Writable,
        AttrKind::ReadNone,
        "Attributes writable and readnone are incompatible!",
    ),
    (
        AttrKind::Writable,
        AttrKind::ReadOnly,
        "Attributes writable and readonly are incompatible!",
    ),
];

/// What `verifyFunctionAttrs` depends on: the function type, the
/// attribute list, whether the callee is an intrinsic or inline asm, and
/// what it is about ([`Subject`]). The messages name the function or call,
/// but a check that found nothing finds nothing for the same key.
type CallAttrsKey = (TypeId, bool, bool, Subject, AttrList);

/// A call site, or a function and whether it is `unnamed_addr` (which
/// `jumptable` needs; a call site's `jumptable` is not checked).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Subject {
    CallSite,
    Function { unnamed_addr: bool },
}

/// The keys whose check found nothing, with their hashes.
#[derive(Default)]
pub(crate) struct CleanCallAttrs(hashbrown::HashTable<(u64, CallAttrsKey)>);

fn call_attrs_hash(
    fn_ty: TypeId,
    intrinsic: bool,
    inline_asm: bool,
    subject: Subject,
    attrs: &AttrList,
) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = llconv_ir::hash::FxHasher::default();
    (fn_ty, intrinsic, inline_asm, subject, attrs).hash(&mut h);
    h.finish()
}

impl Verifier<'_> {
    /// [`Self::function_attrs`] for a function or call site (`v`), once
    /// per distinct key (see [`CallAttrsKey`]) that passes: modules repeat
    /// a few attribute lists over thousands of functions and calls.
    pub(crate) fn function_attrs_once(
        &mut self,
        fn_ty: TypeId,
        attrs: &AttrList,
        v: ValueRef,
        intrinsic: bool,
        inline_asm: bool,
    ) {
        if attrs.is_empty() {
            return;
        }
        let subject = match v {
            ValueRef::Global(g) => Subject::Function {
                unnamed_addr: self.m.globals[g].common.unnamed_addr == UnnamedAddr::Global,
            },
            _ => Subject::CallSite,
        };
        let hash = call_attrs_hash(fn_ty, intrinsic, inline_asm, subject, attrs);
        let same = |(h, (t, i, a, s, l)): &(u64, CallAttrsKey)| {
            *h == hash
                && *t == fn_ty
                && *i == intrinsic
                && *a == inline_asm
                && *s == subject
                && l == attrs
        };
        if self.clean_call_attrs.0.find(hash, same).is_some() {
            return;
        }
        let before = self.errors.len();
        let ok = self.function_attrs(fn_ty, attrs, v, intrinsic, inline_asm);
        if ok && self.errors.len() == before {
            self.clean_call_attrs.0.insert_unique(
                hash,
                (hash, (fn_ty, intrinsic, inline_asm, subject, attrs.clone())),
                |(h, _)| *h,
            );
        }
    }

    /// An attribute as LLVM writes it in messages (`align 8`, `byval(%T)`).
    fn attr_text(&mut self, a: &Attribute) -> String {
        let mut types: Vec<(TypeId, String)> = Vec::new();
        if let Some(t) = a.type_arg() {
            types.push((t, self.type_text(t)));
        }
        attributes::attribute_to_string(a, false, &|out: &mut String, t: TypeId| {
            if let Some((_, s)) = types.iter().find(|(id, _)| *id == t) {
                out.push_str(s);
            }
        })
    }

    /// `verifyAttributeTypes`: boolean string attributes hold booleans.
    fn attribute_types(&mut self, set: &AttrSet) {
        for a in set.as_slice() {
            let (Some(key), value) = (a.string_key(), a.string_value()) else {
                continue;
            };
            let Ok(key) = std::str::from_utf8(key) else {
                continue;
            };
            if BOOL_STRING_ATTRS.contains(&key) {
                let value = value.unwrap_or(b"");
                if !matches!(value, b"" | b"true" | b"false") {
                    let value = String::from_utf8_lossy(value);
                    self.fail(format!("invalid value for '{key}' attribute: {value}"), &[]);
                }
            }
        }
    }

    /// `verifyParameterAttrs`: attributes of one parameter or the return
    /// value, of type `ty`. False when a rule failed.
    pub(crate) fn parameter_attrs(&mut self, id: AttrSetId, ty: TypeId, v: ValueRef) -> bool {
        let m = self.m;
        if id == AttrSetId::EMPTY {
            return true;
        }
        let set = m.attrs.get(id);
        self.attribute_types(set);
        for a in set.as_slice() {
            if let Some(k) = a.kind() {
                if !k.allowed_in(AttrPosition::Param) {
                    let text = self.attr_text(a);
                    self.fail(
                        format!("Attribute '{text}' does not apply to parameters"),
                        &[v],
                    );
                    return false;
                }
            }
        }
        if set.has(AttrKind::ImmArg) {
            let only_range = set
                .as_slice()
                .iter()
                .all(|a| matches!(a.kind(), Some(AttrKind::ImmArg | AttrKind::Range)));
            if !self.check(
                only_range,
                "Attribute 'immarg' is incompatible with other attributes except the 'range' attribute",
                &[v],
            ) {
                return false;
            }
        }
        let exclusive = [
            AttrKind::ByVal,
            AttrKind::InAlloca,
            AttrKind::Preallocated,
            AttrKind::Nest,
            AttrKind::ByRef,
        ]
        .iter()
        .filter(|&&k| set.has(k))
        .count()
            + usize::from(set.has(AttrKind::StructRet) || set.has(AttrKind::InReg));
        if !self.check(
            exclusive <= 1,
            "Attributes 'byval', 'inalloca', 'preallocated', 'inreg', 'nest', 'byref', and 'sret' are incompatible!",
            &[v],
        ) {
            return false;
        }
        for &(a, b, message) in EXCLUSIVE {
            if !self.check(!(set.has(a) && set.has(b)), message, &[v]) {
                return false;
            }
        }
        for a in set.as_slice() {
            let Some(k) = a.kind() else { continue };
            // A range must also have the type's width.
            let range_width = match a {
                Attribute::Range { lower, .. } => {
                    m.types.int_width(m.types.scalar(ty)) != Some(lower.bits)
                }
                _ => false,
            };
            if self.type_incompatible(k, ty) || range_width {
                let text = self.attr_text(a);
                self.fail(
                    format!("Attribute '{text}' applied to incompatible type!"),
                    &[v],
                );
                return false;
            }
        }
        if m.types.is_ptr(ty) {
            if let Some(Attribute::Int(_, align)) = set.get(AttrKind::Alignment) {
                if !self.check(
                    *align <= MAX_ALIGNMENT,
                    "huge alignment values are unsupported",
                    &[v],
                ) {
                    return false;
                }
            }
            for (kind, name) in [
                (AttrKind::ByVal, "byval"),
                (AttrKind::ByRef, "byref"),
                (AttrKind::InAlloca, "inalloca"),
                (AttrKind::Preallocated, "preallocated"),
            ] {
                let Some(t) = set.get(kind).and_then(Attribute::type_arg) else {
                    continue;
                };
                let sized = self.is_sized(t);
                if !self.check(
                    sized,
                    &format!("Attribute '{name}' does not support unsized types!"),
                    &[v],
                ) {
                    return false;
                }
                // A byval copy lives on the stack.
                let not_local = |n: &[u8]| !llconv_ir::types::target_type_can_be_local(n);
                if kind == AttrKind::ByVal
                    && !self.check(
                        !m.types.holds_target_type(t, not_local),
                        "'byval' argument has illegal target extension type",
                        &[v],
                    )
                {
                    return false;
                }
                let size = self.layout().type_alloc_size(&m.types, t);
                if !self.check(
                    size < 1 << 32,
                    &format!("huge '{name}' arguments are unsupported"),
                    &[v],
                ) {
                    return false;
                }
            }
        }
        if let Some(Attribute::RangeList { ranges, .. }) = set.get(AttrKind::Initializes) {
            if !self.check(
                !ranges.is_empty(),
                "Attribute 'initializes' does not support empty list",
                &[v],
            ) {
                return false;
            }
        }
        if let Some(Attribute::Int(_, mask)) = set.get(AttrKind::NoFPClass) {
            if !self.check(
                *mask != 0,
                "Attribute 'nofpclass' must have at least one test bit set",
                &[v],
            ) || !self.check(
                mask & !0x3ff == 0,
                "Invalid value for 'nofpclass' test mask",
                &[v],
            ) {
                return false;
            }
        }
        if let Some(Attribute::Range { lower, .. }) = set.get(AttrKind::Range) {
            let scalar = m.types.scalar(ty);
            if !self.check(
                m.types.int_width(scalar) == Some(lower.bits),
                "Range bit width must match type bit width!",
                &[v],
            ) {
                return false;
            }
        }
        true
    }

    /// LLVM's `AttributeFuncs::typeIncompatible`: kinds a value of type
    /// `ty` cannot carry.
    fn type_incompatible(&self, k: AttrKind, ty: TypeId) -> bool {
        use AttrKind as K;
        let types = &self.m.types;
        let scalar = types.scalar(ty);
        let int = types.is_int(ty);
        let ptr = types.is_ptr(ty);
        match k {
            K::AllocAlign | K::SExt | K::ZExt => !int,
            K::Range => !types.is_int(scalar),
            K::NoAlias
            | K::Captures
            | K::NonNull
            | K::ReadNone
            | K::ReadOnly
            | K::Dereferenceable
            | K::DereferenceableOrNull
            | K::Writable
            | K::DeadOnUnwind
            | K::DeadOnReturn
            | K::Initializes
            | K::Nest
            | K::SwiftError
            | K::Preallocated
            | K::InAlloca
            | K::ByVal
            | K::StructRet
            | K::ByRef
            | K::ElementType
            | K::AllocatedPointer => !ptr,
            K::Alignment => !types.is_ptr(scalar),
            K::NoFPClass => !self.nofpclass_compatible(ty),
            K::NoUndef => types.is_void(ty),
            _ => false,
        }
    }

    /// LLVM's `isNoFPClassCompatibleType`: arrays (nested) of a
    /// floating-point type or vector, or of a literal struct whose members
    /// are all one such type.
    fn nofpclass_compatible(&self, ty: TypeId) -> bool {
        let types = &self.m.types;
        let mut t = ty;
        for _ in 0..64 {
            match types.get(t) {
                Type::Array { elem, .. } => t = *elem,
                _ => break,
            }
        }
        if let Type::Struct { elems, .. } = types.get(t) {
            match elems.first() {
                Some(&first) if elems.iter().all(|&e| e == first) => t = first,
                _ => return false,
            }
        }
        types.is_float(types.scalar(t))
    }

    /// `verifyFunctionAttrs` for a function or call site of type `fn_ty`
    /// with attributes `attrs`; `v` is what messages name. False when a
    /// rule failed.
    pub(crate) fn function_attrs(
        &mut self,
        fn_ty: TypeId,
        attrs: &AttrList,
        v: ValueRef,
        intrinsic: bool,
        inline_asm: bool,
    ) -> bool {
        let m = self.m;
        if attrs.is_empty() {
            return true;
        }
        let Type::Function { ret, params, .. } = m.types.get(fn_ty) else {
            return true;
        };
        let (ret, params) = (*ret, params.clone());
        let ret_set = m.attrs.get(attrs.ret);
        for a in ret_set.as_slice() {
            if let Some(k) = a.kind() {
                if !k.allowed_in(AttrPosition::Return) {
                    let text = self.attr_text(a);
                    self.fail(
                        format!("Attribute '{text}' does not apply to function return values"),
                        &[v],
                    );
                    return false;
                }
            }
        }
        // A parameter's failure stops its own checks only.
        self.parameter_attrs(attrs.ret, ret, v);
        let (mut nest, mut returned, mut sret, mut swiftself, mut swiftasync, mut swifterror) =
            (false, false, false, false, false, false);
        for (i, &ty) in params.iter().enumerate() {
            let id = attrs.param(i);
            if id == AttrSetId::EMPTY {
                continue;
            }
            let set = m.attrs.get(id);
            if !intrinsic {
                if !self.check(
                    !set.has(AttrKind::ImmArg),
                    "immarg attribute only applies to intrinsics",
                    &[v],
                ) {
                    return false;
                }
                if !inline_asm
                    && !self.check(
                        !set.has(AttrKind::ElementType),
                        "Attribute 'elementtype' can only be applied to intrinsics and inline asm.",
                        &[v],
                    )
                {
                    return false;
                }
            }
            self.parameter_attrs(id, ty, v);
            let once = [
                (
                    AttrKind::Nest,
                    &mut nest,
                    "More than one parameter has attribute nest!",
                ),
                (
                    AttrKind::Returned,
                    &mut returned,
                    "More than one parameter has attribute returned!",
                ),
                (
                    AttrKind::StructRet,
                    &mut sret,
                    "Cannot have multiple 'sret' parameters!",
                ),
                (
                    AttrKind::SwiftSelf,
                    &mut swiftself,
                    "Cannot have multiple 'swiftself' parameters!",
                ),
                (
                    AttrKind::SwiftAsync,
                    &mut swiftasync,
                    "Cannot have multiple 'swiftasync' parameters!",
                ),
                (
                    AttrKind::SwiftError,
                    &mut swifterror,
                    "Cannot have multiple 'swifterror' parameters!",
                ),
            ];
            let mut failed = None;
            for (kind, seen, message) in once {
                if set.has(kind) {
                    if *seen {
                        failed = Some(message);
                        break;
                    }
                    *seen = true;
                }
            }
            if let Some(message) = failed {
                self.fail(message, &[v]);
                return false;
            }
            if set.has(AttrKind::Returned)
                && !self.check(
                    losslessly_bitcastable(&m.types, ty, ret),
                    "Incompatible argument and return types for 'returned' attribute",
                    &[v],
                )
            {
                return false;
            }
            if set.has(AttrKind::StructRet)
                && !self.check(
                    i <= 1,
                    "Attribute 'sret' is not on first or second parameter!",
                    &[v],
                )
            {
                return false;
            }
            if set.has(AttrKind::InAlloca)
                && !self.check(
                    i + 1 == params.len(),
                    "inalloca isn't on the last parameter!",
                    &[v],
                )
            {
                return false;
            }
        }
        if attrs.func == AttrSetId::EMPTY {
            return true;
        }
        let fn_set = m.attrs.get(attrs.func);
        self.attribute_types(fn_set);
        for a in fn_set.as_slice() {
            if let Some(k) = a.kind() {
                // `builtin` is checked apart (it is allowed on call sites).
                if !k.allowed_in(AttrPosition::Function) && k != AttrKind::Builtin {
                    let text = self.attr_text(a);
                    self.fail(
                        format!("Attribute '{text}' does not apply to functions!"),
                        &[v],
                    );
                    return false;
                }
            }
        }
        let has = |k| fn_set.has(k);
        if !self.check(
            !(has(AttrKind::NoInline) && has(AttrKind::AlwaysInline)),
            "Attributes 'noinline and alwaysinline' are incompatible!",
            &[v],
        ) || !self.check(
            !(has(AttrKind::SanitizeRealtime) && has(AttrKind::SanitizeRealtimeBlocking)),
            "Attributes 'sanitize_realtime and sanitize_realtime_blocking' are incompatible!",
            &[v],
        ) {
            return false;
        }
        if has(AttrKind::OptimizeNone)
            && (!self.check(
                has(AttrKind::NoInline),
                "Attribute 'optnone' requires 'noinline'!",
                &[v],
            ) || !self.check(
                !has(AttrKind::OptimizeForSize),
                "Attributes 'optsize and optnone' are incompatible!",
                &[v],
            ) || !self.check(
                !has(AttrKind::MinSize),
                "Attributes 'minsize and optnone' are incompatible!",
                &[v],
            ) || !self.check(
                !has(AttrKind::OptimizeForDebugging),
                "Attributes 'optdebug and optnone' are incompatible!",
                &[v],
            ))
        {
            return false;
        }
        if has(AttrKind::OptimizeForDebugging)
            && (!self.check(
                !has(AttrKind::OptimizeForSize),
                "Attributes 'optsize and optdebug' are incompatible!",
                &[v],
            ) || !self.check(
                !has(AttrKind::MinSize),
                "Attributes 'minsize and optdebug' are incompatible!",
                &[v],
            ))
        {
            return false;
        }
        // A writable argument needs a function that may write argument
        // memory.
        let writable_somewhere = [attrs.func, attrs.ret]
            .iter()
            .chain(&attrs.params)
            .any(|&s| m.attrs.get(s).has(AttrKind::Writable));
        if writable_somewhere {
            let memory = m
                .attrs
                .get(attrs.func)
                .int(AttrKind::Memory)
                .unwrap_or(llconv_ir::attributes::MEMORY_UNKNOWN);
            let argmem = llconv_ir::attributes::memory_get(
                memory,
                llconv_ir::attributes::MemLocation::ArgMem,
            );
            if !self.check(
                argmem & llconv_ir::attributes::MODREF_WRITE != 0,
                "Attribute writable and memory without argmem: write are incompatible!",
                &[v],
            ) {
                return false;
            }
        }
        // AArch64 SME: streaming modes and ZA/ZT0 states exclude each other.
        let fn_set = m.attrs.get(attrs.func);
        let has_str = |k: &str| fn_set.get_string(k.as_bytes()).is_some();
        let sme = fn_set
            .as_slice()
            .iter()
            .any(|a| a.string_key().is_some_and(|k| k.starts_with(b"aarch64_")));
        if sme
            && has_str("aarch64_pstate_sm_enabled")
            && !self.check(
                !has_str("aarch64_pstate_sm_compatible"),
                "Attributes 'aarch64_pstate_sm_enabled and aarch64_pstate_sm_compatible' are incompatible!",
                &[v],
            )
        {
            return false;
        }
        for (state, message) in [
            (
                "za",
                "Attributes 'aarch64_new_za', 'aarch64_in_za', 'aarch64_out_za', 'aarch64_inout_za', 'aarch64_preserves_za' and 'aarch64_za_state_agnostic' are mutually exclusive",
            ),
            (
                "zt0",
                "Attributes 'aarch64_new_zt0', 'aarch64_in_zt0', 'aarch64_out_zt0', 'aarch64_inout_zt0', 'aarch64_preserves_zt0' and 'aarch64_za_state_agnostic' are mutually exclusive",
            ),
        ] {
            if !sme {
                break;
            }
            let count = ["new", "in", "inout", "out", "preserves"]
                .iter()
                .filter(|how| has_str(&format!("aarch64_{how}_{state}")))
                .count()
                + usize::from(has_str("aarch64_za_state_agnostic"));
            if !self.check(count <= 1, message, &[v]) {
                return false;
            }
        }
        if has(AttrKind::JumpTable) {
            if let ValueRef::Global(g) = v {
                let unnamed = m.globals[g].common.unnamed_addr == UnnamedAddr::Global;
                if !self.check(
                    unnamed,
                    "Attribute 'jumptable' requires 'unnamed_addr'",
                    &[v],
                ) {
                    return false;
                }
            }
        }
        let int_of = |k: AttrKind| fn_set.get(k).and_then(|a| a.int_value());
        if let Some(sizes) = int_of(AttrKind::AllocSize) {
            let (elem, count) = llconv_ir::attributes::decode_allocsize(sizes);
            let args = [("element size", Some(elem)), ("number of elements", count)];
            for (name, p) in args {
                let Some(p) = p else { continue };
                let Some(&pt) = params.get(p as usize) else {
                    self.fail(
                        format!("'allocsize' {name} argument is out of bounds"),
                        &[v],
                    );
                    return false;
                };
                if !m.types.is_int(pt) {
                    self.fail(
                        format!("'allocsize' {name} argument must refer to an integer parameter"),
                        &[v],
                    );
                    return false;
                }
            }
        }
        if let Some(k) = int_of(AttrKind::AllocKind) {
            use llconv_ir::attributes::{
                ALLOCKIND_ALIGNED, ALLOCKIND_ALLOC, ALLOCKIND_FREE, ALLOCKIND_REALLOC,
                ALLOCKIND_UNINITIALIZED, ALLOCKIND_ZEROED,
            };
            let kind = k & (ALLOCKIND_ALLOC | ALLOCKIND_REALLOC | ALLOCKIND_FREE);
            if !matches!(kind, ALLOCKIND_ALLOC | ALLOCKIND_REALLOC | ALLOCKIND_FREE) {
                self.fail(
                    "'allockind()' requires exactly one of alloc, realloc, and free",
                    &[],
                );
            }
            let modifiers = ALLOCKIND_UNINITIALIZED | ALLOCKIND_ZEROED | ALLOCKIND_ALIGNED;
            if kind == ALLOCKIND_FREE && k & modifiers != 0 {
                self.fail(
                    "'allockind(\"free\")' doesn't allow uninitialized, zeroed, or aligned modifiers.",
                    &[],
                );
            }
            let both = ALLOCKIND_UNINITIALIZED | ALLOCKIND_ZEROED;
            if k & both == both {
                self.fail("'allockind()' can't be both zeroed and uninitialized", &[]);
            }
        }
        if let Some(r) = int_of(AttrKind::VScaleRange) {
            // A maximum of 0 is no maximum.
            let (min, max) = llconv_ir::attributes::decode_vscale_range(r);
            if min == 0 {
                self.fail("'vscale_range' minimum must be greater than 0", &[v]);
            } else if !min.is_power_of_two() {
                self.fail("'vscale_range' minimum must be power-of-two value", &[v]);
            }
            if max != 0 && min > max {
                self.fail(
                    "'vscale_range' minimum cannot be greater than maximum",
                    &[v],
                );
            } else if max != 0 && !max.is_power_of_two() {
                self.fail("'vscale_range' maximum must be power-of-two value", &[v]);
            }
        }
        let string_value = |key: &[u8]| -> Option<String> {
            fn_set
                .get_string(key)
                .map(|a| String::from_utf8_lossy(a.string_value().unwrap_or(b"")).into_owned())
        };
        if let Some(fp) = string_value(b"frame-pointer") {
            if !matches!(
                fp.as_str(),
                "all" | "non-leaf" | "none" | "reserved" | "non-leaf-no-reserve"
            ) {
                self.fail(
                    format!("invalid value for 'frame-pointer' attribute: {fp}"),
                    &[v],
                );
            }
        }
        for key in [
            "patchable-function-prefix",
            "patchable-function-entry",
            "warn-stack-size",
        ] {
            if let Some(s) = string_value(key.as_bytes()) {
                if s.parse::<u32>().is_err() {
                    self.fail(format!("\"{key}\" takes an unsigned integer: {s}"), &[v]);
                }
            }
        }
        for key in ["denormal-fp-math", "denormal-fp-math-f32"] {
            // `output[,input]`, each a mode or empty (IEEE).
            let Some(s) = string_value(key.as_bytes()) else {
                continue;
            };
            let mode_ok = |x: &str| {
                matches!(
                    x,
                    "" | "ieee" | "preserve-sign" | "positive-zero" | "dynamic"
                )
            };
            let (out, input) = s.split_once(',').unwrap_or((&s, ""));
            if !mode_ok(out) || !mode_ok(input) {
                self.fail(format!("invalid value for '{key}' attribute: {s}"), &[v]);
            }
        }
        if let Some(s) = string_value(b"target-features").filter(|s| !s.is_empty()) {
            for feature in s.split(',') {
                // LLVM reports each empty one and goes on; a bad one ends it.
                if feature.is_empty() {
                    self.fail(
                        "target-features attribute should not contain an empty string",
                        &[],
                    );
                    continue;
                }
                if !feature.starts_with(['+', '-']) {
                    self.fail(
                        format!("target feature '{feature}' must start with a '+' or '-'"),
                        &[v],
                    );
                    break;
                }
            }
        }
        if let Some(s) = string_value(b"sign-return-address") {
            if !matches!(s.as_str(), "none" | "all" | "non-leaf") {
                self.fail(
                    format!("invalid value for 'sign-return-address' attribute: {s}"),
                    &[v],
                );
            }
        }
        if let Some(s) = string_value(b"sign-return-address-key") {
            if !matches!(s.as_str(), "a_key" | "b_key") {
                self.fail(
                    format!("invalid value for 'sign-return-address-key' attribute: {s}"),
                    &[v],
                );
            }
            if string_value(b"sign-return-address").is_none() {
                self.fail(
                    "'sign-return-address-key' present without `sign-return-address`",
                    &[],
                );
            }
        }
        for key in [
            "branch-target-enforcement",
            "branch-protection-pauth-lr",
            "guarded-control-stack",
        ] {
            if let Some(s) = string_value(key.as_bytes()) {
                if !matches!(s.as_str(), "" | "true" | "false") {
                    self.fail(format!("invalid value for '{key}' attribute: {s}"), &[v]);
                }
            }
        }
        if let Some(s) = string_value(b"vector-function-abi-variant") {
            if !vfabi_name_ok(s.as_bytes(), m, fn_ty) {
                self.fail(format!("invalid name for a VFABI variant: {s}"), &[v]);
            }
        }
        true
    }
}

/// Whether `VFABI::tryDemangleForVFABI` accepts `name` for a scalar
/// function of type `fn_ty`:
/// `_ZGV<isa><mask><vlen><parameters>_<scalarname>[(<redirection>)]`.
fn vfabi_name_ok(name: &[u8], m: &llconv_ir::Module, fn_ty: TypeId) -> bool {
    let Type::Function { ret, params, .. } = m.types.get(fn_ty) else {
        return false;
    };
    let Some(mut s) = name.strip_prefix(b"_ZGV") else {
        return false;
    };
    if s.is_empty() {
        return false;
    }
    // <isa>: `_LLVM_` or one letter (unknown letters are accepted).
    let llvm_isa = s.starts_with(b"_LLVM_");
    let sve = !llvm_isa && s[0] == b's';
    s = if llvm_isa { &s[6..] } else { &s[1..] };
    // <mask>
    match s.first() {
        Some(b'M' | b'N') => s = &s[1..],
        _ => return false,
    }
    // <vlen>: `x` (scalable, SVE only) or a positive number.
    let scalable = s.first() == Some(&b'x');
    if scalable {
        if !sve {
            return false;
        }
        s = &s[1..];
    } else {
        match take_number(&mut s) {
            Some(n) if n != 0 => {}
            _ => return false,
        }
    }
    // <parameters>: at least one, each maybe followed by `a<power of 2>`.
    let mut vector_params = Vec::new();
    let mut count = 0usize;
    while let Some(&c) = s.first() {
        match c {
            b'v' | b'u' => {
                if c == b'v' {
                    vector_params.push(count);
                }
                s = &s[1..];
            }
            b'l' | b'R' | b'L' | b'U' => {
                s = &s[1..];
                if s.first() == Some(&b's') {
                    // A runtime step: its argument's position.
                    s = &s[1..];
                    if take_number(&mut s).is_none() {
                        return false;
                    }
                } else {
                    if s.first() == Some(&b'n') {
                        s = &s[1..];
                    }
                    let _ = take_number(&mut s);
                }
            }
            _ => break,
        }
        if s.first() == Some(&b'a') {
            s = &s[1..];
            match take_number(&mut s) {
                Some(a) if a.is_power_of_two() => {}
                _ => return false,
            }
        }
        count += 1;
    }
    if count == 0 || count != params.len() {
        return false;
    }
    if scalable {
        // The lane count comes from the widest element among the vector
        // parameters and the return value; each must have a known width.
        let lanes = |t: TypeId| -> Option<u32> {
            match m.types.get(t) {
                Type::Int(64) | Type::Double | Type::Ptr(_) => Some(2),
                Type::Int(32) | Type::Float => Some(4),
                Type::Int(16) | Type::Half | Type::BFloat => Some(8),
                Type::Int(8) => Some(16),
                _ => None,
            }
        };
        if vector_params.iter().any(|&p| lanes(params[p]).is_none()) {
            return false;
        }
        if !m.types.is_void(*ret) && lanes(*ret).is_none() {
            return false;
        }
        if vector_params.is_empty() && m.types.is_void(*ret) {
            return false;
        }
    }
    let Some(rest) = s.strip_prefix(b"_") else {
        return false;
    };
    let scalar_len = rest.iter().position(|&c| c == b'(').unwrap_or(rest.len());
    if scalar_len == 0 {
        return false;
    }
    // `ltrim(ScalarName)` drops every leading character found in the
    // scalar name, not just the name itself.
    let scalar = &rest[..scalar_len];
    let mut after = rest;
    while let Some((&c, tail)) = after.split_first() {
        if scalar.contains(&c) {
            after = tail;
        } else {
            break;
        }
    }
    let mut vector_name: &[u8] = name;
    if let Some(inner) = after.strip_prefix(b"(") {
        let Some(inner) = inner.strip_suffix(b")") else {
            return false;
        };
        if inner.is_empty() {
            return false;
        }
        vector_name = inner;
    }
    !(llvm_isa && vector_name == name)
}

/// A decimal number at the front of `s` (`consumeInteger(10, ..)`),
/// taken off it; `None` when there is none or it overflows.
fn take_number(s: &mut &[u8]) -> Option<u64> {
    let digits = s.iter().take_while(|c| c.is_ascii_digit()).count();
    if digits == 0 {
        return None;
    }
    let n = std::str::from_utf8(&s[..digits])
        .ok()?
        .parse::<u64>()
        .ok()?;
    *s = &s[digits..];
    Some(n)
}

/// `Type::canLosslesslyBitCastTo`: the same type; two vectors of the same
/// size in bits; pointers of one address space (a vector and a
/// `x86_amx` of 8192 bits too).
fn losslessly_bitcastable(types: &llconv_ir::TypeTable, a: TypeId, b: TypeId) -> bool {
    if a == b {
        return true;
    }
    let first_class = |t| !matches!(types.get(t), Type::Void | Type::Function { .. });
    if !first_class(a) || !first_class(b) {
        return false;
    }
    // A fixed vector's size in bits, and whether it is scalable.
    let bits = |t: TypeId| -> Option<(u64, bool)> {
        let (elem, len, scalable) = types.vector_parts(t)?;
        let e = match types.get(elem) {
            Type::Int(w) => u64::from(*w),
            Type::Half | Type::BFloat => 16,
            Type::Float => 32,
            Type::Double => 64,
            Type::X86Fp80 => 80,
            Type::Fp128 | Type::PpcFp128 => 128,
            _ => 0,
        };
        Some((e * u64::from(len), scalable))
    };
    match (bits(a), bits(b)) {
        (Some(x), Some(y)) => return x == y,
        (Some((8192, false)), None) | (None, Some((8192, false))) => {
            let other = if bits(a).is_some() { b } else { a };
            return matches!(types.get(other), Type::X86Amx);
        }
        _ => {}
    }
    matches!((types.get(a), types.get(b)), (Type::Ptr(x), Type::Ptr(y)) if x == y)
}
