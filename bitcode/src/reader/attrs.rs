//! PARAMATTR_GROUP and PARAMATTR: attribute groups and the lists built
//! from them.

use llconv_ir::attributes::{
    legacy_memory_effects, memory_set, upgrade_legacy, AttrKind, AttrList, AttrPosition, Attribute,
    LegacyMemory, MemLocation, MEMORY_NONE,
};
use llconv_ir::ApInt;

use super::{decode_signed, Reader, Result};

/// The attribute kind of a bitcode kind code; legacy kinds that upgrade to
/// something else are handled by the caller.
pub(crate) fn kind_from_code(code: u64) -> Option<AttrKind> {
    use AttrKind::*;
    Some(match code {
        1 => Alignment,
        2 => AlwaysInline,
        3 => ByVal,
        4 => InlineHint,
        5 => InReg,
        6 => MinSize,
        7 => Naked,
        8 => Nest,
        9 => NoAlias,
        10 => NoBuiltin,
        12 => NoDuplicate,
        13 => NoImplicitFloat,
        14 => NoInline,
        15 => NonLazyBind,
        16 => NoRedZone,
        17 => NoReturn,
        18 => NoUnwind,
        19 => OptimizeForSize,
        20 => ReadNone,
        21 => ReadOnly,
        22 => Returned,
        23 => ReturnsTwice,
        24 => SExt,
        25 => StackAlignment,
        26 => StackProtect,
        27 => StackProtectReq,
        28 => StackProtectStrong,
        29 => StructRet,
        30 => SanitizeAddress,
        31 => SanitizeThread,
        32 => SanitizeMemory,
        33 => UWTable,
        34 => ZExt,
        35 => Builtin,
        36 => Cold,
        37 => OptimizeNone,
        38 => InAlloca,
        39 => NonNull,
        40 => JumpTable,
        41 => Dereferenceable,
        42 => DereferenceableOrNull,
        43 => Convergent,
        44 => SafeStack,
        46 => SwiftSelf,
        47 => SwiftError,
        48 => NoRecurse,
        51 => AllocSize,
        52 => WriteOnly,
        53 => Speculatable,
        54 => StrictFP,
        55 => SanitizeHWAddress,
        56 => NoCfCheck,
        57 => OptForFuzzing,
        58 => ShadowCallStack,
        59 => SpeculativeLoadHardening,
        60 => ImmArg,
        61 => WillReturn,
        62 => NoFree,
        63 => NoSync,
        64 => SanitizeMemTag,
        65 => Preallocated,
        66 => NoMerge,
        67 => NullPointerIsValid,
        68 => NoUndef,
        69 => ByRef,
        70 => MustProgress,
        71 => NoCallback,
        72 => Hot,
        73 => NoProfile,
        74 => VScaleRange,
        75 => SwiftAsync,
        76 => NoSanitizeCoverage,
        77 => ElementType,
        78 => DisableSanitizerInstrumentation,
        79 => NoSanitizeBounds,
        80 => AllocAlign,
        81 => AllocatedPointer,
        82 => AllocKind,
        83 => PresplitCoroutine,
        84 => FnRetThunkExtern,
        85 => SkipProfile,
        86 => Memory,
        87 => NoFPClass,
        88 => OptimizeForDebugging,
        89 => Writable,
        90 => CoroDestroyOnlyWhenComplete,
        91 => DeadOnUnwind,
        92 => Range,
        93 => SanitizeNumericalStability,
        94 => Initializes,
        95 => HybridPatchable,
        96 => SanitizeRealtime,
        97 => SanitizeRealtimeBlocking,
        98 => CoroElideSafe,
        99 => NoExt,
        100 => NoDivergenceSource,
        101 => SanitizeType,
        102 => Captures,
        103 => DeadOnReturn,
        104 => SanitizeAllocToken,
        105 => NoCreateUndefOrPoison,
        _ => return None,
    })
}

/// A `memory` payload as written: the top byte is the encoding's version.
/// Version 0 (before LLVM 20) has three locations, argument, inaccessible
/// and other memory; errno memory was part of "other" then, and the target
/// memories did not exist (LLVM reads them as `none`).
fn memory_from_bitcode(v: u64) -> u64 {
    const VERSION_SHIFT: u32 = 56;
    if v >> VERSION_SHIFT != 0 {
        return v & ((1 << VERSION_SHIFT) - 1);
    }
    let old = |slot: u32| ((v >> (2 * slot)) & 3) as u8;
    let (arg, inaccessible, other) = (old(0), old(1), old(2));
    [
        (MemLocation::ArgMem, arg),
        (MemLocation::InaccessibleMem, inaccessible),
        (MemLocation::ErrnoMem, other),
        (MemLocation::Other, other),
    ]
    .into_iter()
    .fold(MEMORY_NONE, |acc, (loc, mr)| memory_set(acc, loc, mr))
}

/// Legacy function-position memory kinds: their `memory` effects.
fn legacy_memory(code: u64) -> Option<u64> {
    let name: &[u8] = match code {
        20 => b"readnone",
        21 => b"readonly",
        52 => b"writeonly",
        45 => b"argmemonly",
        49 => b"inaccessiblememonly",
        50 => b"inaccessiblemem_or_argmemonly",
        _ => return None,
    };
    legacy_memory_effects(name)
}

const FUNCTION_INDEX: u64 = 0xFFFF_FFFF;

impl Reader<'_> {
    pub(crate) fn parse_paramattr_groups(&mut self) -> Result<()> {
        while let Some(rec) = self.next_record(&mut |_, _| Ok(false))? {
            if rec.code == 3 {
                let r = self.attr_group(&rec.ops);
                self.recycle(rec);
                r?;
            } else {
                self.recycle(rec);
            }
        }
        Ok(())
    }

    fn attr_group(&mut self, ops: &[u64]) -> Result<()> {
        if ops.len() < 3 {
            return Err(self.err("invalid attribute group record"));
        }
        let (grp, idx) = (ops[0], ops[1]);
        let attrs = self.decode_attrs(idx, &ops[2..])?;
        self.attr_groups.insert(grp, (idx, attrs));
        Ok(())
    }

    /// The attributes of an attribute group's entries, for position `idx`.
    fn decode_attrs(&mut self, idx: u64, ops: &[u64]) -> Result<Vec<Attribute>> {
        let is_fn = idx == FUNCTION_INDEX;
        let mut attrs = Vec::new();
        let mut mem = LegacyMemory::default();
        let mut i = 0;
        let at = |i: usize| ops.get(i).copied();
        let bad = |r: &Self| r.err("invalid attribute group entry");
        while i < ops.len() {
            let tag = ops[i];
            i += 1;
            match tag {
                0 => {
                    let code = at(i).ok_or_else(|| bad(self))?;
                    i += 1;
                    if is_fn {
                        if let Some(e) = legacy_memory(code) {
                            mem.add(e);
                            continue;
                        }
                    }
                    if code == 11 {
                        // nocapture
                        attrs.push(Attribute::Int(AttrKind::Captures, 0));
                        continue;
                    }
                    let kind = self.kind(code)?;
                    match kind {
                        AttrKind::UWTable => attrs.push(Attribute::Int(kind, 2)),
                        k if k.is_flag() => attrs.push(Attribute::Flag(k)),
                        // Type attributes without a type (old bitcode): the
                        // parameter's pointee fills it in later.
                        k if k.is_type() => attrs.push(Attribute::Type(k, self.void_ty())),
                        _ => return Err(self.err("not an enum attribute")),
                    }
                }
                1 => {
                    let code = at(i).ok_or_else(|| bad(self))?;
                    let v = at(i + 1).ok_or_else(|| bad(self))?;
                    i += 2;
                    let kind = self.kind(code)?;
                    if !kind.is_int() {
                        return Err(self.err("not an int attribute"));
                    }
                    let v = match kind {
                        AttrKind::NoFPClass => v & 0x3ff,
                        AttrKind::Memory => memory_from_bitcode(v),
                        _ => v,
                    };
                    attrs.push(Attribute::Int(kind, v));
                }
                3 | 4 => {
                    let end = |i: usize| ops[i..].iter().position(|&c| c == 0).map(|p| i + p);
                    let ke = end(i).ok_or_else(|| bad(self))?;
                    // LLVM keeps a character's low byte; one that is 0 would
                    // put a NUL in the string, which no writer can write
                    // back (the NUL ends the string): refused, as the text
                    // parser refuses a NUL in a key.
                    let chars = |r: &Self, cs: &[u64]| -> Result<Box<[u8]>> {
                        if cs.iter().any(|&c| c as u8 == 0) {
                            return Err(r.err("invalid attribute group entry: a string attribute holds a NUL byte"));
                        }
                        Ok(cs.iter().map(|&c| c as u8).collect())
                    };
                    let key = chars(self, &ops[i..ke])?;
                    i = ke + 1;
                    let mut value = None;
                    if tag == 4 {
                        let ve = end(i.min(ops.len())).ok_or_else(|| bad(self))?;
                        value = Some(chars(self, &ops[i..ve])?);
                        i = ve + 1;
                    }
                    attrs.push(Attribute::string(key, value));
                }
                5 | 6 => {
                    let code = at(i).ok_or_else(|| bad(self))?;
                    i += 1;
                    let kind = self.kind(code)?;
                    if !kind.is_type() {
                        return Err(self.err("not a type attribute"));
                    }
                    if tag == 6 {
                        let t = self.ty(at(i).ok_or_else(|| bad(self))?)?;
                        i += 1;
                        attrs.push(Attribute::Type(kind, t));
                    } else {
                        attrs.push(Attribute::Type(kind, self.void_ty()));
                    }
                }
                7 => {
                    let code = at(i).ok_or_else(|| bad(self))?;
                    i += 1;
                    let kind = self.kind(code)?;
                    if !kind.is_range() {
                        return Err(self.err("not a ConstantRange attribute"));
                    }
                    let bits = at(i).ok_or_else(|| bad(self))?;
                    i += 1;
                    let (lower, upper) = self.const_range(ops, &mut i, bits)?;
                    attrs.push(Attribute::Range { kind, lower, upper });
                }
                8 => {
                    let code = at(i).ok_or_else(|| bad(self))?;
                    i += 1;
                    let kind = self.kind(code)?;
                    if !kind.is_range_list() {
                        return Err(self.err("not a constant range list attribute"));
                    }
                    let (Some(n), Some(bits)) = (at(i), at(i + 1)) else {
                        return Err(self.err("too few records for constant range list"));
                    };
                    i += 2;
                    if n > ops.len() as u64 {
                        return Err(self.err("too few records for constant range list"));
                    }
                    let mut ranges = Vec::new();
                    for _ in 0..n {
                        let (lo, hi) = self.const_range(ops, &mut i, bits)?;
                        let (Some(lo), Some(hi)) = (lo.as_i64(), hi.as_i64()) else {
                            return Err(self.err("constant range list bounds too wide"));
                        };
                        ranges.push((lo, hi));
                    }
                    attrs.push(Attribute::RangeList { kind, ranges });
                }
                _ => return Err(self.err("invalid attribute group entry")),
            }
        }
        mem.finish(&mut attrs);
        let pos = match idx {
            FUNCTION_INDEX => AttrPosition::Function,
            0 => AttrPosition::Return,
            _ => AttrPosition::Param,
        };
        upgrade_legacy(&mut attrs, pos);
        Ok(attrs)
    }

    fn kind(&self, code: u64) -> Result<AttrKind> {
        kind_from_code(code).ok_or_else(|| self.err(format!("unknown attribute kind ({code})")))
    }

    /// A constant range of `bits` width at `ops[*i..]`.
    fn const_range(&self, ops: &[u64], i: &mut usize, bits: u64) -> Result<(ApInt, ApInt)> {
        if bits == 0 || bits > 1 << 23 {
            return Err(self.err("invalid constant range bit width"));
        }
        let bits32 = bits as u32;
        if ops.len().saturating_sub(*i) < 2 {
            return Err(self.err("too few records for range"));
        }
        if bits > 64 {
            let lw = (ops[*i] & 0xFFFF_FFFF) as usize;
            let uw = (ops[*i] >> 32) as usize;
            *i += 1;
            if ops.len() - *i < lw + uw {
                return Err(self.err("too few records for range"));
            }
            let lo = wide_apint(&ops[*i..*i + lw], bits32);
            *i += lw;
            let hi = wide_apint(&ops[*i..*i + uw], bits32);
            *i += uw;
            Ok((lo, hi))
        } else {
            let lo = decode_signed(ops[*i]);
            let hi = decode_signed(ops[*i + 1]);
            *i += 2;
            Ok((
                ApInt::from_i64(bits32, lo as i64),
                ApInt::from_i64(bits32, hi as i64),
            ))
        }
    }

    pub(crate) fn parse_paramattr(&mut self) -> Result<()> {
        while let Some(rec) = self.next_record(&mut |_, _| Ok(false))? {
            let r = match rec.code {
                2 => {
                    let mut groups = Vec::with_capacity(rec.ops.len());
                    for g in &rec.ops {
                        let Some(e) = self.attr_groups.get(g) else {
                            self.recycle(rec);
                            return Err(self.err("invalid attribute group id"));
                        };
                        groups.push(e.clone());
                    }
                    self.push_attr_list(groups)
                }
                1 => self.old_attr_list(&rec.ops),
                _ => Ok(()),
            };
            self.recycle(rec);
            r?;
        }
        Ok(())
    }
}

impl Reader<'_> {
    /// Adds the list made of `(index, attributes)` parts.
    fn push_attr_list(&mut self, parts: Vec<(u64, Vec<Attribute>)>) -> Result<()> {
        let mut func = Vec::new();
        let mut ret = Vec::new();
        let mut params: Vec<Vec<Attribute>> = Vec::new();
        for (idx, attrs) in parts {
            match idx {
                FUNCTION_INDEX => func.extend(attrs),
                0 => ret.extend(attrs),
                i => {
                    let p = (i - 1) as usize;
                    if p > 0xFFFF {
                        return Err(self.err("invalid attribute index"));
                    }
                    if params.len() <= p {
                        params.resize(p + 1, Vec::new());
                    }
                    params[p].extend(attrs);
                }
            }
        }
        let t = &mut self.m.attrs;
        let f = t.intern_attrs(func);
        let r = t.intern_attrs(ret);
        let ps = params.into_iter().map(|p| t.intern_attrs(p)).collect();
        self.attr_lists.push(AttrList::new(f, r, ps));
        Ok(())
    }

    /// PARAMATTR_CODE_ENTRY_OLD [index, packed mask]*: LLVM's old raw
    /// attribute bits, decoded through the group-entry form.
    fn old_attr_list(&mut self, ops: &[u64]) -> Result<()> {
        if !ops.len().is_multiple_of(2) {
            return Err(self.err("invalid parameter attribute record"));
        }
        let mut parts = Vec::with_capacity(ops.len() / 2);
        for pair in ops.chunks(2) {
            let (idx, packed) = (pair[0], pair[1]);
            let entries = old_attr_entries(packed);
            parts.push((idx, self.decode_attrs(idx, &entries)?));
        }
        self.push_attr_list(parts)
    }
}

/// Attribute kind codes of the old raw attribute bits, by bit (bits 16-20
/// hold the alignment, 26-28 the stack alignment; 0 = none).
const OLD_ATTR_BITS: [u8; 64] = [
    34, 24, 17, 5, 29, 18, 9, 3, 8, 20, 21, 14, 2, 19, 26, 27, // 0-15
    0, 0, 0, 0, 0, 11, 16, 13, 7, 4, 0, 0, 0, 23, 33, 15, // 16-31
    30, 6, 12, 28, 31, 32, 10, 22, 36, 35, 37, 38, 39, 40, 43, 44, // 32-47
    48, 49, 50, 46, 47, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, // 48-63
];

/// Group entries (tag, kind[, value]) for an old packed attribute mask.
fn old_attr_entries(packed: u64) -> Vec<u64> {
    let mut out = Vec::new();
    let align = (packed >> 16) & 0xffff;
    if align != 0 {
        out.extend([1, 1, align]);
    }
    // Bits 32-51 of the record land at 21-40 in LLVM's in-memory mask.
    let bits = ((packed & (0xfffff << 32)) >> 11) | (packed & 0xffff);
    let stack = (bits >> 26) & 7;
    if stack != 0 {
        out.extend([1, 25, 1 << (stack - 1)]);
    }
    for (bit, &code) in OLD_ATTR_BITS.iter().enumerate() {
        if code != 0 && bits & (1 << bit) != 0 {
            out.extend([0, u64::from(code)]);
        }
    }
    out
}

/// An integer from sign-rotated 64-bit words, low word first.
pub(crate) fn wide_apint(words: &[u64], bits: u32) -> ApInt {
    let n = (bits as usize).div_ceil(64).max(1);
    let mut w = vec![0u64; n];
    for (i, &v) in words.iter().take(n).enumerate() {
        w[i] = decode_signed(v);
    }
    let mut a = ApInt {
        bits,
        words: w.into(),
    };
    a.truncate_to_width();
    a
}

#[cfg(test)]
mod tests {
    use super::old_attr_entries;

    #[test]
    fn old_raw_attributes_become_group_entries() {
        // zeroext (bit 0), align 8 (bits 16-31 hold the byte alignment),
        // nocapture and sanitize_address (LLVM's bits 21 and 32, stored 11
        // bits higher in the record).
        let packed = 1 | (8 << 16) | (1 << 32) | (1 << 43);
        assert_eq!(old_attr_entries(packed), vec![1, 1, 8, 0, 34, 0, 11, 0, 30]);
        // alignstack(16): exponent 5 in record bits 37-39.
        assert_eq!(old_attr_entries(5 << 37), vec![1, 25, 16]);
    }
}
