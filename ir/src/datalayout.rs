//! Target data layout: parsing `target datalayout = "..."` strings and the
//! size and alignment queries the `.ll` parser needs, following LLVM 22.
//!
//! Where the `.ll` parser uses which query (as `llvm-as-22` does):
//! - `alloca T` without `align`: [`DataLayout::pref_align`];
//! - `load T` / `store T` without `align`: [`DataLayout::abi_align`];
//! - `cmpxchg` / `atomicrmw` without `align`: [`DataLayout::atomic_default_align`]
//!   (the store size rounded *down* to a power of two, not the ABI alignment);
//! - `atomicrmw` operand check ("must be power-of-two byte-sized integer"):
//!   [`DataLayout::type_store_size`] times 8;
//! - `addrspace("name")`: [`DataLayout::addrspace_by_name`].
//!
//! Alignments and sizes are in bytes unless the name says bits. Scalable
//! vectors report their known minimum size.

use std::collections::HashSet;

use crate::hash::{FastMap, FastSet};
use crate::types::{all_of, AllOf, Type, TypeId, TypeTable};

/// Alignment of one bit width of integer, float or vector (bytes).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PrimitiveSpec {
    /// The type's width in bits.
    pub bits: u32,
    /// The ABI alignment, in bytes.
    pub abi: u64,
    /// The preferred alignment, in bytes.
    pub pref: u64,
}

/// Layout of pointers in one address space.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PointerSpec {
    /// The address space.
    pub addrspace: u32,
    /// The pointer's size in bits.
    pub bits: u32,
    /// The ABI alignment, in bytes.
    pub abi: u64,
    /// The preferred alignment, in bytes.
    pub pref: u64,
    /// The size of GEP indices in bits (the pointer size unless given).
    pub index_bits: u32,
    /// From `ni:` or the `u` flag.
    pub non_integral: bool,
    /// The `e` flag.
    pub external_state: bool,
    /// `p1(name):...`, used by `addrspace("name")`.
    pub name: Option<Vec<u8>>,
}

/// Symbol mangling mode (`m:`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Mangling {
    /// No mangling.
    #[default]
    None,
    /// `m:e`: ELF (`.L` private prefix).
    Elf,
    /// `m:l`: GOFF (z/OS).
    Goff,
    /// `m:o`: Mach-O (`_` prefix, `L` private prefix).
    MachO,
    /// `m:m`: MIPS (`$` private prefix).
    Mips,
    /// `m:w`: Windows COFF.
    WinCoff,
    /// `m:x`: Windows x86 COFF (`_` prefix, `@N` suffixes for `__stdcall`).
    WinCoffX86,
    /// `m:a`: XCOFF (AIX, `L..` private prefix).
    XCoff,
}

/// How function pointer alignment (`Fi`/`Fn`) relates to function alignment.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum FunctionPtrAlignType {
    /// `Fi`: function pointer alignment is independent of function alignment.
    #[default]
    Independent,
    /// `Fn`: function pointer alignment is a multiple of function alignment.
    MultipleOfFunctionAlign,
}

/// A parsed data layout; `Default` is LLVM's layout for an empty string.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DataLayout {
    /// `E` (big-endian) rather than `e`.
    pub big_endian: bool,
    /// `A<n>`: the address space of `alloca`s.
    pub alloca_addrspace: u32,
    /// `P<n>`: the address space of functions.
    pub program_addrspace: u32,
    /// `G<n>`: the default address space of global variables.
    pub globals_addrspace: u32,
    /// `S<size>`, in bytes.
    pub stack_natural_align: Option<u64>,
    /// `F<type><abi>`, in bytes.
    pub function_ptr_align: Option<u64>,
    /// Whether `F` was `Fi` or `Fn`.
    pub function_ptr_align_type: FunctionPtrAlignType,
    /// `m:`
    pub mangling: Mangling,
    /// `n<size>:...`, in order of appearance.
    pub legal_int_widths: Vec<u32>,
    /// Sorted by bit width.
    pub int_specs: Vec<PrimitiveSpec>,
    /// `f<size>:<abi>:<pref>`, sorted by bit width.
    pub float_specs: Vec<PrimitiveSpec>,
    /// `v<size>:<abi>:<pref>`, sorted by bit width.
    pub vector_specs: Vec<PrimitiveSpec>,
    /// Sorted by address space; address space 0 is always present.
    pub pointer_specs: Vec<PointerSpec>,
    /// `a:<abi>:<pref>`, in bytes.
    pub struct_abi_align: u64,
    /// `a:<abi>:<pref>`: the preferred part, in bytes.
    pub struct_pref_align: u64,
}

const fn spec(bits: u32, abi: u64, pref: u64) -> PrimitiveSpec {
    PrimitiveSpec { bits, abi, pref }
}

impl Default for DataLayout {
    fn default() -> Self {
        DataLayout {
            big_endian: false,
            alloca_addrspace: 0,
            program_addrspace: 0,
            globals_addrspace: 0,
            stack_natural_align: None,
            function_ptr_align: None,
            function_ptr_align_type: FunctionPtrAlignType::Independent,
            mangling: Mangling::None,
            legal_int_widths: Vec::new(),
            // LLVM 22 has no i1 default (i1 follows i8, or "i8:8:32"'s
            // preference), and i64 is only 4-byte ABI aligned.
            int_specs: vec![
                spec(8, 1, 1),
                spec(16, 2, 2),
                spec(32, 4, 4),
                spec(64, 4, 8),
            ],
            float_specs: vec![
                spec(16, 2, 2),
                spec(32, 4, 4),
                spec(64, 8, 8),
                spec(128, 16, 16),
            ],
            vector_specs: vec![spec(64, 8, 8), spec(128, 16, 16)],
            pointer_specs: vec![PointerSpec {
                addrspace: 0,
                bits: 64,
                abi: 8,
                pref: 8,
                index_bits: 64,
                non_integral: false,
                external_state: false,
                name: None,
            }],
            // Default is "a:0:64".
            struct_abi_align: 1,
            struct_pref_align: 8,
        }
    }
}

fn format_err(form: &str) -> String {
    format!("malformed specification, must be of the form \"{form}\"")
}

/// Decimal digits only (no sign, no prefix), as LLVM's `to_integer`.
fn parse_uint(s: &[u8]) -> Option<u64> {
    if s.is_empty() {
        return None;
    }
    let mut v: u64 = 0;
    for &c in s {
        if !c.is_ascii_digit() {
            return None;
        }
        v = v.checked_mul(10)?.checked_add(u64::from(c - b'0'))?;
    }
    Some(v)
}

fn parse_addrspace(s: &[u8]) -> Result<u32, String> {
    if s.is_empty() {
        return Err("address space component cannot be empty".into());
    }
    match parse_uint(s) {
        Some(v) if v < 1 << 24 => Ok(v as u32),
        _ => Err("address space must be a 24-bit integer".into()),
    }
}

/// `<number>` or `<number>(name)` or `(name)`; the name runs to the final ')'.
fn parse_addrspace_and_name(s: &[u8]) -> Result<(u32, Option<Vec<u8>>), String> {
    if s.is_empty() {
        return Err("address space component cannot be empty".into());
    }
    let digits = s.iter().take_while(|c| c.is_ascii_digit()).count();
    let mut addrspace = 0;
    if digits > 0 {
        match parse_uint(&s[..digits]) {
            Some(v) if v < 1 << 24 => addrspace = v as u32,
            _ => return Err("address space must be a 24-bit integer".into()),
        }
    }
    let rest = &s[digits..];
    if rest.is_empty() {
        return Ok((addrspace, None));
    }
    if rest[0] != b'(' {
        return Err("address space must be a 24-bit integer".into());
    }
    if rest.len() < 3 || rest[rest.len() - 1] != b')' {
        return Err("Expected `( address space name )`".into());
    }
    Ok((addrspace, Some(rest[1..rest.len() - 1].to_vec())))
}

fn parse_size(s: &[u8], name: &str) -> Result<u32, String> {
    if s.is_empty() {
        return Err(format!("{name} component cannot be empty"));
    }
    match parse_uint(s) {
        Some(v) if v != 0 && v < 1 << 24 => Ok(v as u32),
        _ => Err(format!("{name} must be a non-zero 24-bit integer")),
    }
}

/// Returns bytes; a zero value is one byte when `allow_zero`.
fn parse_align(s: &[u8], name: &str, allow_zero: bool) -> Result<u64, String> {
    if s.is_empty() {
        return Err(format!("{name} alignment component cannot be empty"));
    }
    let v = match parse_uint(s) {
        Some(v) if v < 1 << 16 => v,
        _ => return Err(format!("{name} alignment must be a 16-bit integer")),
    };
    if v == 0 {
        if allow_zero {
            return Ok(1);
        }
        return Err(format!("{name} alignment must be non-zero"));
    }
    if v % 8 != 0 || !(v / 8).is_power_of_two() {
        return Err(format!(
            "{name} alignment must be a power of two times the byte width"
        ));
    }
    Ok(v / 8)
}

fn split(s: &[u8], sep: u8) -> std::slice::Split<'_, u8, impl FnMut(&u8) -> bool> {
    s.split(move |&c| c == sep)
}

fn show_char(c: u8) -> String {
    String::from_utf8_lossy(&[c]).into_owned()
}

/// The layout type of a target extension type, described rather than
/// interned because queries only borrow the type table.
#[derive(Clone, Copy, Debug)]
enum ExtLayout {
    Unsized,
    Ptr0,
    Int(u32),
    IntArray { bits: u32, len: u64 },
    IntVector { bits: u32, len: u64 },
}

/// Byte offsets of a struct's fields, its size and ABI alignment.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StructLayout {
    /// The size in bytes, padding included.
    pub size: u64,
    /// The ABI alignment in bytes.
    pub align: u64,
    /// Each field's offset in bytes, in field order.
    pub offsets: Vec<u64>,
}

impl DataLayout {
    /// Parses a layout string; errors carry `llvm-as-22`'s message text.
    pub fn parse(s: &[u8]) -> Result<DataLayout, String> {
        let mut dl = DataLayout::default();
        if s.is_empty() {
            return Ok(dl);
        }
        let mut non_integral = Vec::new();
        let mut names = HashSet::new();
        for item in split(s, b'-') {
            if item.is_empty() {
                return Err("empty specification is not allowed".into());
            }
            dl.parse_spec(item, &mut non_integral, &mut names)?;
        }
        // `ni:` applies after all pointer specs, copying AS0's if none.
        for a in non_integral {
            let mut p = dl.pointer_spec(a).clone();
            if p.addrspace != a {
                // Inherits AS0's sizes only.
                p.addrspace = a;
                p.name = None;
                p.external_state = false;
            }
            p.non_integral = true;
            dl.set_pointer_spec(p);
        }
        Ok(dl)
    }

    fn parse_spec(
        &mut self,
        item: &[u8],
        non_integral: &mut Vec<u32>,
        names: &mut HashSet<Vec<u8>>,
    ) -> Result<(), String> {
        if let Some(rest) = item.strip_prefix(b"ni") {
            let Some(rest) = rest.strip_prefix(b":") else {
                return Err(format_err("ni:<address space>[:<address space>]..."));
            };
            for a in split(rest, b':') {
                let a = parse_addrspace(a)?;
                if a == 0 {
                    return Err("address space 0 cannot be non-integral".into());
                }
                non_integral.push(a);
            }
            return Ok(());
        }
        let kind = item[0];
        let rest = &item[1..];
        match kind {
            b'i' | b'f' | b'v' => self.parse_primitive(kind, rest),
            b'a' => self.parse_aggregate(rest),
            b'p' => self.parse_pointer(rest, names),
            // Deprecated and ignored whatever follows.
            b's' => Ok(()),
            b'e' | b'E' => {
                if !rest.is_empty() {
                    return Err("malformed specification, must be just 'e' or 'E'".into());
                }
                self.big_endian = kind == b'E';
                Ok(())
            }
            b'n' => {
                for w in split(rest, b':') {
                    self.legal_int_widths.push(parse_size(w, "size")?);
                }
                Ok(())
            }
            b'S' => {
                if rest.is_empty() {
                    return Err(format_err("S<size>"));
                }
                self.stack_natural_align = Some(parse_align(rest, "stack natural", false)?);
                Ok(())
            }
            b'F' => {
                let Some((&t, rest)) = rest.split_first() else {
                    return Err(format_err("F<type><abi>"));
                };
                self.function_ptr_align_type = match t {
                    b'i' => FunctionPtrAlignType::Independent,
                    b'n' => FunctionPtrAlignType::MultipleOfFunctionAlign,
                    _ => {
                        return Err(format!(
                            "unknown function pointer alignment type '{}'",
                            show_char(t)
                        ))
                    }
                };
                self.function_ptr_align = Some(parse_align(rest, "ABI", false)?);
                Ok(())
            }
            b'P' | b'A' | b'G' => {
                if rest.is_empty() {
                    return Err(format_err(&format!("{}<address space>", kind as char)));
                }
                let a = parse_addrspace(rest)?;
                match kind {
                    b'P' => self.program_addrspace = a,
                    b'A' => self.alloca_addrspace = a,
                    _ => self.globals_addrspace = a,
                }
                Ok(())
            }
            b'm' => {
                let Some(rest) = rest.strip_prefix(b":").filter(|r| !r.is_empty()) else {
                    return Err(format_err("m:<mangling>"));
                };
                self.mangling = match rest {
                    b"e" => Mangling::Elf,
                    b"l" => Mangling::Goff,
                    b"o" => Mangling::MachO,
                    b"m" => Mangling::Mips,
                    b"w" => Mangling::WinCoff,
                    b"x" => Mangling::WinCoffX86,
                    b"a" => Mangling::XCoff,
                    _ => return Err("unknown mangling mode".into()),
                };
                Ok(())
            }
            _ => Err(format!("unknown specifier '{}'", show_char(kind))),
        }
    }

    fn parse_primitive(&mut self, kind: u8, rest: &[u8]) -> Result<(), String> {
        let parts: Vec<&[u8]> = split(rest, b':').collect();
        if !(2..=3).contains(&parts.len()) {
            return Err(format_err(&format!(
                "{}<size>:<abi>[:<pref>]",
                kind as char
            )));
        }
        let bits = parse_size(parts[0], "size")?;
        let abi = parse_align(parts[1], "ABI", false)?;
        if kind == b'i' && bits == 8 && abi != 1 {
            return Err("i8 must be 8-bit aligned".into());
        }
        let pref = match parts.get(2) {
            Some(p) => parse_align(p, "preferred", false)?,
            None => abi,
        };
        if pref < abi {
            return Err("preferred alignment cannot be less than the ABI alignment".into());
        }
        let specs = match kind {
            b'i' => &mut self.int_specs,
            b'f' => &mut self.float_specs,
            _ => &mut self.vector_specs,
        };
        match specs.binary_search_by_key(&bits, |s| s.bits) {
            Ok(i) => specs[i] = spec(bits, abi, pref),
            Err(i) => specs.insert(i, spec(bits, abi, pref)),
        }
        Ok(())
    }

    fn parse_aggregate(&mut self, rest: &[u8]) -> Result<(), String> {
        let parts: Vec<&[u8]> = split(rest, b':').collect();
        if !(2..=3).contains(&parts.len()) {
            return Err(format_err("a:<abi>[:<pref>]"));
        }
        // The size is obsolete; tolerated only as zero.
        if !parts[0].is_empty() && parse_uint(parts[0]) != Some(0) {
            return Err("size must be zero".into());
        }
        let abi = parse_align(parts[1], "ABI", true)?;
        let pref = match parts.get(2) {
            Some(p) => parse_align(p, "preferred", false)?,
            None => abi,
        };
        if pref < abi {
            return Err("preferred alignment cannot be less than the ABI alignment".into());
        }
        self.struct_abi_align = abi;
        self.struct_pref_align = pref;
        Ok(())
    }

    fn parse_pointer(&mut self, rest: &[u8], names: &mut HashSet<Vec<u8>>) -> Result<(), String> {
        let parts: Vec<&[u8]> = split(rest, b':').collect();
        if !(3..=5).contains(&parts.len()) {
            return Err(format_err("p[<n>]:<size>:<abi>[:<pref>[:<idx>]]"));
        }
        let mut head = parts[0];
        let (mut external_state, mut unstable) = (false, false);
        while let Some((&c, tail)) = head.split_first() {
            match c {
                b'e' => external_state = true,
                b'u' => unstable = true,
                c if c.is_ascii_alphabetic() => {
                    return Err(format!(
                        "'{}' is not a valid pointer specification flag",
                        c as char
                    ))
                }
                _ => break,
            }
            head = tail;
        }
        let (addrspace, name) = if head.is_empty() {
            (0, None)
        } else {
            parse_addrspace_and_name(head)?
        };
        if addrspace == 0 && (external_state || unstable) {
            return Err("address space 0 cannot be unstable or have external state".into());
        }
        if let Some(n) = &name {
            if !names.insert(n.clone()) {
                return Err(format!(
                    "address space name `{}` already used",
                    String::from_utf8_lossy(n)
                ));
            }
        }
        let bits = parse_size(parts[1], "pointer size")?;
        let abi = parse_align(parts[2], "ABI", false)?;
        let pref = match parts.get(3) {
            Some(p) => parse_align(p, "preferred", false)?,
            None => abi,
        };
        if pref < abi {
            return Err("preferred alignment cannot be less than the ABI alignment".into());
        }
        let index_bits = match parts.get(4) {
            Some(p) => parse_size(p, "index size")?,
            None => bits,
        };
        if index_bits > bits {
            return Err("index size cannot be larger than the pointer size".into());
        }
        self.set_pointer_spec(PointerSpec {
            addrspace,
            bits,
            abi,
            pref,
            index_bits,
            non_integral: unstable,
            external_state,
            name,
        });
        Ok(())
    }

    fn set_pointer_spec(&mut self, p: PointerSpec) {
        match self
            .pointer_specs
            .binary_search_by_key(&p.addrspace, |s| s.addrspace)
        {
            Ok(i) => self.pointer_specs[i] = p,
            Err(i) => self.pointer_specs.insert(i, p),
        }
    }

    /// The spec for `addrspace`, or address space 0's when it has none.
    pub fn pointer_spec(&self, addrspace: u32) -> &PointerSpec {
        match self
            .pointer_specs
            .binary_search_by_key(&addrspace, |s| s.addrspace)
        {
            Ok(i) => &self.pointer_specs[i],
            Err(_) => &self.pointer_specs[0],
        }
    }

    /// Whether the layout is big-endian (`E`).
    pub fn is_big_endian(&self) -> bool {
        self.big_endian
    }
    /// The address space of functions (`P`).
    pub fn program_address_space(&self) -> u32 {
        self.program_addrspace
    }
    /// The address space of `alloca`s (`A`).
    pub fn alloca_address_space(&self) -> u32 {
        self.alloca_addrspace
    }
    /// The default address space of global variables (`G`).
    pub fn globals_address_space(&self) -> u32 {
        self.globals_addrspace
    }
    /// Pointer size in bytes, rounded up.
    pub fn pointer_size(&self, addrspace: u32) -> u64 {
        u64::from(self.pointer_spec(addrspace).bits).div_ceil(8)
    }
    /// Pointer size in bits in `addrspace` (address space 0's if it has no spec).
    pub fn pointer_size_in_bits(&self, addrspace: u32) -> u32 {
        self.pointer_spec(addrspace).bits
    }
    /// GEP index size in bits in `addrspace` (address space 0's if it has no spec).
    pub fn index_size_in_bits(&self, addrspace: u32) -> u32 {
        self.pointer_spec(addrspace).index_bits
    }
    /// `ni:`, or the `u` or `e` pointer flag.
    pub fn is_non_integral(&self, addrspace: u32) -> bool {
        let p = self.pointer_spec(addrspace);
        p.addrspace == addrspace && (p.non_integral || p.external_state)
    }
    /// Resolves `addrspace("name")` against `p<n>(name)` specs.
    pub fn addrspace_by_name(&self, name: &[u8]) -> Option<u32> {
        self.pointer_specs
            .iter()
            .find(|p| p.name.as_deref() == Some(name))
            .map(|p| p.addrspace)
    }

    /// Integer alignment: the spec of the smallest width not below `bits`,
    /// else the largest spec.
    fn int_align(&self, bits: u32, abi: bool) -> u64 {
        let i = self.int_specs.partition_point(|s| s.bits < bits);
        let s = self.int_specs.get(i).or(self.int_specs.last());
        s.map_or(1, |s| if abi { s.abi } else { s.pref })
    }

    /// Floats use an exact-width spec, else their size rounded up to a power of two.
    fn float_align(&self, bits: u32, abi: bool) -> u64 {
        match self.float_specs.iter().find(|s| s.bits == bits) {
            Some(s) => pick(s, abi),
            None => (u64::from(bits) / 8).next_power_of_two(),
        }
    }

    /// Vectors use an exact-width spec, else their store size rounded up to a
    /// power of two ("natural" alignment).
    fn vector_align(&self, bits: u64, abi: bool) -> u64 {
        match self.vector_specs.iter().find(|s| u64::from(s.bits) == bits) {
            Some(s) => pick(s, abi),
            None => bits.div_ceil(8).next_power_of_two(),
        }
    }

    fn ptr_align(&self, addrspace: u32, abi: bool) -> u64 {
        let p = self.pointer_spec(addrspace);
        if abi {
            p.abi
        } else {
            p.pref
        }
    }

    /// The layout type LLVM 22 gives each target extension type.
    fn ext_layout(types: &TypeTable, name: &[u8], tys: &[TypeId], ints: &[u32]) -> ExtLayout {
        match name {
            b"spirv.Image" | b"spirv.SignedImage" => ExtLayout::Ptr0,
            b"spirv.Type" => match ints {
                [_, size, align] if *size > 0 && *align > 0 => ExtLayout::IntArray {
                    bits: *align,
                    len: u64::from(*size) * 8 / u64::from(*align),
                },
                _ => ExtLayout::Int(32),
            },
            b"spirv.IntegralConstant" | b"spirv.Literal" => ExtLayout::Unsized,
            _ if name.starts_with(b"spirv.") || name.starts_with(b"dx.") => ExtLayout::Ptr0,
            b"aarch64.svcount" => ExtLayout::IntVector { bits: 1, len: 16 },
            b"riscv.vector.tuple" => {
                // RVVBytesPerBlock is 8.
                let min = match tys.first().map(|&t| types.get(t)) {
                    Some(Type::Vector { len, .. }) => u64::from(*len),
                    _ => 0,
                };
                let n = u64::from(ints.first().copied().unwrap_or(0));
                ExtLayout::IntVector {
                    bits: 8,
                    len: min.max(8) * n,
                }
            }
            b"amdgcn.named.barrier" => ExtLayout::IntVector { bits: 32, len: 4 },
            b"llvm.test.vectorelement" => ExtLayout::Int(32),
            _ => ExtLayout::Unsized,
        }
    }

    fn ext_size_bits(&self, l: ExtLayout) -> u64 {
        match l {
            ExtLayout::Unsized => 0,
            ExtLayout::Ptr0 => u64::from(self.pointer_spec(0).bits),
            ExtLayout::Int(b) => u64::from(b),
            ExtLayout::IntArray { bits, len } => {
                let e = Info {
                    bits: bits.into(),
                    abi: self.int_align(bits, true),
                };
                len.saturating_mul(e.alloc()).saturating_mul(8)
            }
            ExtLayout::IntVector { bits, len } => len.saturating_mul(u64::from(bits)),
        }
    }

    fn ext_align(&self, l: ExtLayout, abi: bool) -> u64 {
        match l {
            ExtLayout::Unsized => 1,
            ExtLayout::Ptr0 => self.ptr_align(0, abi),
            ExtLayout::Int(b) | ExtLayout::IntArray { bits: b, .. } => self.int_align(b, abi),
            ExtLayout::IntVector { .. } => self.vector_align(self.ext_size_bits(l), abi),
        }
    }

    /// Whether values of `ty` have a size (LLVM's `Type::isSized`):
    /// not void, label, function, metadata, token or opaque structs, nor
    /// aggregates containing them, nor structs containing themselves.
    pub fn is_sized(&self, types: &TypeTable, ty: TypeId) -> bool {
        self.is_sized_cached(types, ty, &mut LayoutCache::default())
    }

    /// [`Self::is_sized`], remembering answers in `cache`; each type is
    /// looked at once, however often shared and however deep.
    pub fn is_sized_cached(&self, types: &TypeTable, ty: TypeId, cache: &mut LayoutCache) -> bool {
        // Answered before: no walk (callers ask per instruction).
        if let Some(&known) = cache.sized.get(&ty) {
            return known;
        }
        // A struct's answer needs its elements' scalability: known first,
        // for everything below `ty`, so that each type is walked once.
        fill_scalable(types, ty, &mut cache.scalable);
        let scalable = &cache.scalable;
        all_of(
            ty,
            |t| self.sized_node(types, t, scalable),
            &mut cache.sized,
        )
    }

    /// A type's sizedness if it does not depend on other types, else the
    /// types it depends on.
    fn sized_node<'a>(
        &self,
        types: &'a TypeTable,
        ty: TypeId,
        scalable: &FastMap<TypeId, bool>,
    ) -> AllOf<'a> {
        match types.get(ty) {
            Type::Int(_) | Type::Ptr(_) | Type::X86Amx => AllOf::Leaf(true),
            _ if types.is_float(ty) => AllOf::Leaf(true),
            Type::TargetExt {
                name,
                types: tys,
                ints,
            } => {
                let l = Self::ext_layout(types, name, tys, ints);
                AllOf::Leaf(!matches!(l, ExtLayout::Unsized))
            }
            Type::Vector { elem, .. } | Type::Array { elem, .. } => {
                AllOf::Elems(std::slice::from_ref(elem))
            }
            Type::Struct { elems, .. } => struct_sized(types, elems, scalable),
            Type::Named(_) => match types.struct_elems(ty) {
                Some(e) => struct_sized(types, e, scalable),
                None => AllOf::Leaf(false),
            },
            _ => AllOf::Leaf(false),
        }
    }

    /// ABI alignment in bytes (what `load`/`store` default to). Unsized
    /// types give 1.
    pub fn abi_align(&self, types: &TypeTable, ty: TypeId) -> u64 {
        self.abi_align_cached(types, ty, &mut LayoutCache::default())
    }

    /// [`Self::abi_align`], remembering answers in `cache`.
    pub fn abi_align_cached(&self, types: &TypeTable, ty: TypeId, cache: &mut LayoutCache) -> u64 {
        self.info(types, ty, cache).abi
    }

    /// Preferred alignment in bytes (what `alloca` defaults to).
    pub fn pref_align(&self, types: &TypeTable, ty: TypeId) -> u64 {
        self.pref_align_cached(types, ty, &mut LayoutCache::default())
    }

    /// [`Self::pref_align`], remembering answers in `cache`.
    pub fn pref_align_cached(&self, types: &TypeTable, ty: TypeId, cx: &mut LayoutCache) -> u64 {
        let mut ty = ty;
        // Arrays take their element's preferred alignment.
        while let Type::Array { elem, .. } = types.get(ty) {
            ty = *elem;
        }
        match types.get(ty) {
            Type::Label => self.ptr_align(0, false),
            Type::Ptr(a) => self.ptr_align(*a, false),
            Type::Struct { .. } | Type::Named(_) => {
                // Packed structs lay out with one-byte fields, so this is
                // `a:`'s preferred alignment for them.
                let l = self.layout(types, ty, cx);
                self.struct_pref_align.max(l.align)
            }
            Type::Int(b) => self.int_align(*b, false),
            Type::Vector { .. } => self.vector_align(self.info(types, ty, cx).bits, false),
            Type::TargetExt {
                name,
                types: tys,
                ints,
            } => self.ext_align(Self::ext_layout(types, name, tys, ints), false),
            _ => match types.float_bits(ty) {
                Some(b) => self.float_align(b, false),
                None => self.info(types, ty, cx).abi,
            },
        }
    }

    /// Size in bits, without padding (`i24` is 24, `x86_fp80` is 80).
    pub fn type_size_in_bits(&self, types: &TypeTable, ty: TypeId) -> u64 {
        self.info(types, ty, &mut LayoutCache::default()).bits
    }

    /// Bytes a store writes: the bit size rounded up to whole bytes.
    pub fn type_store_size(&self, types: &TypeTable, ty: TypeId) -> u64 {
        self.type_size_in_bits(types, ty).div_ceil(8)
    }

    /// Distance between consecutive array elements: the store size rounded
    /// up to the ABI alignment.
    pub fn type_alloc_size(&self, types: &TypeTable, ty: TypeId) -> u64 {
        self.info(types, ty, &mut LayoutCache::default()).alloc()
    }

    /// Default alignment of `cmpxchg` and `atomicrmw`: LLVM makes an `Align`
    /// from the store size, which rounds *down* to a power of two (i24 gets
    /// 2, x86_fp80 8, a 160-bit pointer 16), ignoring the ABI alignment.
    pub fn atomic_default_align(&self, types: &TypeTable, ty: TypeId) -> u64 {
        match self.type_store_size(types, ty) {
            0 => 1,
            s => 1 << s.ilog2(),
        }
    }

    /// Field offsets, size and ABI alignment of a struct (literal or
    /// identified; opaque structs come out empty).
    pub fn struct_layout(&self, types: &TypeTable, ty: TypeId) -> StructLayout {
        self.layout(types, ty, &mut LayoutCache::default())
    }

    /// Size in bits and ABI alignment together. Aggregates are measured
    /// bottom-up with an explicit stack, each once (answers stay in
    /// `cache`), so shared and deeply nested element types cost linear
    /// time and no native stack.
    fn info(&self, types: &TypeTable, ty: TypeId, cache: &mut LayoutCache) -> Info {
        if !is_aggregate(types.get(ty)) {
            return self.scalar_info(types, ty);
        }
        let mut stack = vec![(ty, 0usize)];
        let mut on_stack = FastSet::default();
        on_stack.insert(ty);
        while let Some(&(t, next)) = stack.last() {
            if cache.info.contains_key(&t) {
                stack.pop();
                on_stack.remove(&t);
                continue;
            }
            if let Some(&e) = aggregate_elems(types, t).get(next) {
                stack.last_mut().expect("not empty").1 += 1;
                let pending = is_aggregate(types.get(e)) && !cache.info.contains_key(&e);
                if pending && on_stack.insert(e) {
                    stack.push((e, 0));
                }
                continue;
            }
            let i = self.aggregate_info(types, t, cache);
            cache.info.insert(t, i);
        }
        cache.info[&ty]
    }

    /// Size and alignment of scalars and other types without elements.
    fn scalar_info(&self, types: &TypeTable, ty: TypeId) -> Info {
        let bits_abi = |bits: u64, abi: u64| Info { bits, abi };
        match types.get(ty) {
            Type::Label => bits_abi(self.pointer_size_in_bits(0).into(), self.ptr_align(0, true)),
            Type::Ptr(a) => bits_abi(
                self.pointer_size_in_bits(*a).into(),
                self.ptr_align(*a, true),
            ),
            Type::Int(b) => bits_abi((*b).into(), self.int_align(*b, true)),
            Type::X86Amx => bits_abi(8192, 64),
            Type::TargetExt {
                name,
                types: tys,
                ints,
            } => {
                let l = Self::ext_layout(types, name, tys, ints);
                bits_abi(self.ext_size_bits(l), self.ext_align(l, true))
            }
            _ => match types.float_bits(ty) {
                Some(b) => bits_abi(b.into(), self.float_align(b, true)),
                None => bits_abi(0, 1),
            },
        }
    }

    /// An element's measure during a walk: scalars directly, aggregates
    /// from the cache. An aggregate not there yet is still being measured,
    /// so it contains itself: unsized, measured as nothing.
    fn elem_info(&self, types: &TypeTable, e: TypeId, cache: &LayoutCache) -> Info {
        if is_aggregate(types.get(e)) {
            cache
                .info
                .get(&e)
                .copied()
                .unwrap_or(Info { bits: 0, abi: 1 })
        } else {
            self.scalar_info(types, e)
        }
    }

    /// An aggregate's measure once its elements are measured.
    fn aggregate_info(&self, types: &TypeTable, ty: TypeId, cache: &LayoutCache) -> Info {
        match types.get(ty) {
            Type::Array { elem, len } => {
                let e = self.elem_info(types, *elem, cache);
                Info {
                    bits: len.saturating_mul(e.alloc()).saturating_mul(8),
                    abi: e.abi,
                }
            }
            Type::Vector { elem, len, .. } => {
                let e = self.elem_info(types, *elem, cache);
                let bits = u64::from(*len).saturating_mul(e.bits);
                Info {
                    bits,
                    abi: self.vector_align(bits, true),
                }
            }
            _ => {
                let l = self.measured_layout(types, ty, cache);
                let abi = if self.is_packed(types, ty) {
                    1
                } else {
                    self.struct_abi_align.max(l.align)
                };
                Info {
                    bits: l.size.saturating_mul(8),
                    abi,
                }
            }
        }
    }

    fn is_packed(&self, types: &TypeTable, ty: TypeId) -> bool {
        match types.get(ty) {
            Type::Struct { packed, .. } => *packed,
            _ => types
                .named_struct(ty)
                .and_then(|s| s.body.as_ref())
                .is_some_and(|b| b.packed),
        }
    }

    fn layout(&self, types: &TypeTable, ty: TypeId, cache: &mut LayoutCache) -> StructLayout {
        for &e in types.struct_elems(ty).unwrap_or(&[]) {
            self.info(types, e, cache);
        }
        self.measured_layout(types, ty, cache)
    }

    /// A struct's layout from its elements' measures, already in `cache`.
    fn measured_layout(&self, types: &TypeTable, ty: TypeId, cache: &LayoutCache) -> StructLayout {
        let elems = types.struct_elems(ty).unwrap_or(&[]);
        let packed = self.is_packed(types, ty);
        let mut size = 0u64;
        let mut align = 1u64;
        let mut offsets = Vec::with_capacity(elems.len());
        for &e in elems {
            let i = self.elem_info(types, e, cache);
            let a = if packed { 1 } else { i.abi };
            size = align_to(size, a);
            align = align.max(a);
            offsets.push(size);
            size = size.saturating_add(i.alloc());
        }
        StructLayout {
            size: align_to(size, align),
            align,
            offsets,
        }
    }
}

fn is_aggregate(t: &Type) -> bool {
    matches!(
        t,
        Type::Array { .. } | Type::Vector { .. } | Type::Struct { .. } | Type::Named(_)
    )
}

/// The element types an aggregate's measure depends on (none for opaque
/// structs).
fn aggregate_elems(types: &TypeTable, ty: TypeId) -> &[TypeId] {
    match types.get(ty) {
        Type::Array { elem, .. } | Type::Vector { elem, .. } => std::slice::from_ref(elem),
        _ => types.struct_elems(ty).unwrap_or(&[]),
    }
}

#[derive(Clone, Copy, Debug)]
struct Info {
    bits: u64,
    abi: u64,
}

impl Info {
    fn alloc(self) -> u64 {
        align_to(self.bits.div_ceil(8), self.abi)
    }
}

/// Answers of size, alignment and sizedness queries, kept between
/// queries so a module's types are each measured once. Valid while no
/// identified struct of the table gets a body (adding types is fine).
#[derive(Default)]
pub struct LayoutCache {
    info: FastMap<TypeId, Info>,
    sized: FastMap<TypeId, bool>,
    /// Whether a type holds a scalable vector at any depth.
    scalable: FastMap<TypeId, bool>,
}

fn pick(s: &PrimitiveSpec, abi: bool) -> u64 {
    if abi {
        s.abi
    } else {
        s.pref
    }
}

/// Rounds `v` up to a multiple of the power of two `a`, saturating.
fn align_to(v: u64, a: u64) -> u64 {
    let m = a.max(1) - 1;
    v.checked_add(m).map_or(!m, |x| x & !m)
}

#[cfg(test)]
mod tests {
    //! Expected values were captured from `llvm-as-22 | llvm-dis-22` (the
    //! `align` that `alloca` and `load` get without one) and from
    //! `opt-22 -passes=instsimplify` folding `ptrtoint (gep T, null, 1)`
    //! (the alloc size). Scalable allocs are the known minimum.
    use super::*;

    /// Parses the small subset of `.ll` type syntax the tables use.
    struct TyParser<'a> {
        s: &'a [u8],
        types: &'a mut TypeTable,
    }

    impl TyParser<'_> {
        fn ws(&mut self) {
            while self.s.first() == Some(&b' ') {
                self.s = &self.s[1..];
            }
        }
        fn eat(&mut self, t: &str) -> bool {
            self.ws();
            if self.s.starts_with(t.as_bytes()) {
                self.s = &self.s[t.len()..];
                true
            } else {
                false
            }
        }
        fn num(&mut self) -> u32 {
            self.ws();
            let n = self.s.iter().take_while(|c| c.is_ascii_digit()).count();
            let v = std::str::from_utf8(&self.s[..n]).unwrap().parse().unwrap();
            self.s = &self.s[n..];
            v
        }
        fn list(&mut self, close: &str) -> Vec<TypeId> {
            let mut v = Vec::new();
            while !self.eat(close) {
                v.push(self.ty());
                self.eat(",");
            }
            v
        }
        fn ty(&mut self) -> TypeId {
            let simple = [
                ("half", Type::Half),
                ("bfloat", Type::BFloat),
                ("float", Type::Float),
                ("double", Type::Double),
                ("x86_fp80", Type::X86Fp80),
                ("fp128", Type::Fp128),
                ("ppc_fp128", Type::PpcFp128),
            ];
            for (k, t) in simple {
                if self.eat(k) {
                    return self.types.intern(t);
                }
            }
            if self.eat("ptr") {
                let a = if self.eat("addrspace(") {
                    let a = self.num();
                    assert!(self.eat(")"));
                    a
                } else {
                    0
                };
                return self.types.ptr(a);
            }
            if self.eat("i") {
                let n = self.num();
                return self.types.int(n);
            }
            if self.eat("target(\"") {
                let n = self.s.iter().position(|&c| c == b'"').unwrap();
                let name = self.s[..n].into();
                self.s = &self.s[n + 1..];
                assert!(self.eat(")"));
                return self.types.intern(Type::TargetExt {
                    name,
                    types: vec![],
                    ints: vec![],
                });
            }
            if self.eat("<{") {
                let elems = self.list("}>");
                return self.types.intern(Type::Struct {
                    elems,
                    packed: true,
                });
            }
            if self.eat("{") {
                let elems = self.list("}");
                return self.types.intern(Type::Struct {
                    elems,
                    packed: false,
                });
            }
            let (vec, close) = if self.eat("<") {
                (true, ">")
            } else if self.eat("[") {
                (false, "]")
            } else {
                panic!("bad type {:?}", String::from_utf8_lossy(self.s))
            };
            let scalable = self.eat("vscale x");
            let len = self.num();
            assert!(self.eat("x"));
            let elem = self.ty();
            assert!(self.eat(close));
            self.types.intern(if vec {
                Type::Vector {
                    elem,
                    len,
                    scalable,
                }
            } else {
                Type::Array {
                    elem,
                    len: len.into(),
                }
            })
        }
    }

    fn ty(types: &mut TypeTable, s: &str) -> TypeId {
        let mut p = TyParser {
            s: s.as_bytes(),
            types,
        };
        let t = p.ty();
        assert!(p.s.is_empty(), "trailing {:?} in {s}", p.s);
        t
    }

    type Table = (&'static str, &'static [(&'static str, u64, u64, u64)]);

    fn check(table: Table) {
        let (layout, rows) = table;
        let dl = DataLayout::parse(layout.as_bytes()).unwrap();
        let mut types = TypeTable::new();
        for &(t, abi, pref, alloc) in rows {
            let id = ty(&mut types, t);
            let got = (
                dl.abi_align(&types, id),
                dl.pref_align(&types, id),
                dl.type_alloc_size(&types, id),
            );
            assert_eq!(got, (abi, pref, alloc), "{t} in {layout:?}");
        }
    }

    #[test]
    fn datalayout_empty() {
        check(EMPTY);
    }
    #[test]
    fn datalayout_x86_64() {
        check(X86_64);
    }
    #[test]
    fn datalayout_i686() {
        check(I686);
    }
    #[test]
    fn datalayout_s390x_big_endian() {
        check(S390X);
        assert!(DataLayout::parse(S390X.0.as_bytes())
            .unwrap()
            .is_big_endian());
    }
    #[test]
    fn datalayout_p1() {
        check(P1);
    }
    #[test]
    fn datalayout_amdgpu() {
        check(AMDGPU);
        let dl = DataLayout::parse(AMDGPU.0.as_bytes()).unwrap();
        assert_eq!(dl.alloca_address_space(), 5);
        assert_eq!(dl.globals_address_space(), 1);
        assert_eq!(dl.program_address_space(), 0);
        assert_eq!(dl.pointer_size(7), 20);
        assert_eq!(dl.index_size_in_bits(7), 32);
        assert_eq!(dl.pointer_size(5), 4);
        assert_eq!(dl.pointer_size(42), 8);
        assert!(dl.is_non_integral(7) && !dl.is_non_integral(1));
    }
    #[test]
    fn datalayout_odd_specs() {
        check(ODD);
    }

    /// No i1 default: i1 takes the next spec'd width's alignment.
    #[test]
    fn datalayout_i1_follows_next_width() {
        let mut types = TypeTable::new();
        let (i1, i4, i9) = (types.int(1), types.int(4), types.int(9));
        for (layout, prefs, abis) in [
            ("i8:8:32", [4, 4, 2], [1, 1, 2]),
            ("i1:8:64-i8:8:32", [8, 4, 2], [1, 1, 2]),
            ("i16:16:64", [1, 1, 8], [1, 1, 2]),
            ("i2:8:64", [8, 1, 2], [1, 1, 2]),
            ("i4:8:64-i16:32", [8, 8, 4], [1, 1, 4]),
        ] {
            let dl = DataLayout::parse(layout.as_bytes()).unwrap();
            let got = [i1, i4, i9].map(|t| dl.pref_align(&types, t));
            assert_eq!(got, prefs, "{layout}");
            let got = [i1, i4, i9].map(|t| dl.abi_align(&types, t));
            assert_eq!(got, abis, "{layout}");
        }
    }

    #[test]
    fn datalayout_sizes() {
        let dl = DataLayout::parse(X86_64.0.as_bytes()).unwrap();
        let mut types = TypeTable::new();
        for (t, bits, store) in [
            ("i1", 1, 1),
            ("i24", 24, 3),
            ("x86_fp80", 80, 10),
            ("<3 x i1>", 3, 1),
            ("<3 x i32>", 96, 12),
            ("{ i8, i32 }", 64, 8),
            ("<vscale x 4 x i32>", 128, 16),
        ] {
            let id = ty(&mut types, t);
            assert_eq!(dl.type_size_in_bits(&types, id), bits, "{t}");
            assert_eq!(dl.type_store_size(&types, id), store, "{t}");
        }
        let s = ty(&mut types, "{ i8, x86_fp80, i16 }");
        assert_eq!(dl.struct_layout(&types, s).offsets, [0, 16, 32]);
    }

    /// `cmpxchg`/`atomicrmw` without `align`, from llvm-as-22 (with
    /// -disable-verify for the types the verifier rejects).
    #[test]
    fn datalayout_atomic_default_align() {
        let dl = DataLayout::parse(b"e-p7:160:256:256:32-i64:32").unwrap();
        let mut types = TypeTable::new();
        for (t, a) in [
            ("i1", 1),
            ("i7", 1),
            ("i8", 1),
            ("i16", 2),
            ("i24", 2),
            ("i48", 4),
            ("i64", 8),
            ("i96", 8),
            ("i128", 16),
            ("i256", 32),
            ("half", 2),
            ("float", 4),
            ("x86_fp80", 8),
            ("ptr", 8),
            ("ptr addrspace(7)", 16),
            ("<2 x half>", 4),
            ("<3 x float>", 8),
        ] {
            let id = ty(&mut types, t);
            assert_eq!(dl.atomic_default_align(&types, id), a, "{t}");
        }
    }

    #[test]
    fn datalayout_target_ext() {
        let dl = DataLayout::default();
        let mut types = TypeTable::new();
        let v8 = ty(&mut types, "<vscale x 8 x i8>");
        let v1 = ty(&mut types, "<vscale x 1 x i8>");
        let mut ext = |name: &str, tys: Vec<TypeId>, ints: Vec<u32>| {
            types.intern(Type::TargetExt {
                name: name.as_bytes().into(),
                types: tys,
                ints,
            })
        };
        let cases = [
            (ext("riscv.vector.tuple", vec![v8], vec![2]), 16),
            (ext("riscv.vector.tuple", vec![v1], vec![3]), 32),
            (ext("spirv.Type", vec![], vec![1, 4, 32]), 4),
            (ext("spirv.Type", vec![], vec![1, 0, 0]), 4),
            (ext("dx.RawBuffer", vec![], vec![1, 0]), 8),
            (ext("llvm.test.vectorelement", vec![], vec![]), 4),
            (ext("spirv.Image", vec![], vec![]), 8),
        ];
        let unsized_ext = ext("foo.bar", vec![], vec![]);
        for (id, pref) in cases {
            assert_eq!(dl.pref_align(&types, id), pref, "{:?}", types.get(id));
            assert!(dl.is_sized(&types, id));
        }
        assert!(!dl.is_sized(&types, unsized_ext));
        let arr = ty(&mut types, "[2 x target(\"aarch64.svcount\")]");
        assert_eq!(dl.pref_align(&types, arr), 2);
    }

    #[test]
    fn datalayout_named_structs() {
        let dl = DataLayout::default();
        let mut types = TypeTable::new();
        let opaque = types.new_named_struct(Some(b"O".as_slice().into()));
        assert!(!dl.is_sized(&types, opaque));
        // %R = type { %R, %R } must not hang; LLVM calls it unsized.
        let r = types.new_named_struct(Some(b"R".as_slice().into()));
        types.set_struct_body(r, vec![r, r], false);
        assert!(!dl.is_sized(&types, r));
        let _ = dl.abi_align(&types, r);
        // Shared subtypes nested 64 deep are measured once each.
        let mut t = types.int(8);
        for _ in 0..40 {
            t = types.intern(Type::Struct {
                elems: vec![t, t],
                packed: false,
            });
        }
        assert_eq!(dl.type_alloc_size(&types, t), 1 << 40);
        let p = types.new_named_struct(None);
        let (i8t, i32t) = (types.int(8), types.int(32));
        types.set_struct_body(p, vec![i8t, i32t], true);
        assert_eq!((dl.abi_align(&types, p), dl.pref_align(&types, p)), (1, 8));
        assert_eq!(dl.type_alloc_size(&types, p), 5);
    }

    #[test]
    fn datalayout_named_address_spaces() {
        let dl = DataLayout::parse(b"p1(global):64:64-p2:32:32-pu3(a(b)):32:32").unwrap();
        assert_eq!(dl.addrspace_by_name(b"global"), Some(1));
        assert_eq!(dl.addrspace_by_name(b"a(b)"), Some(3));
        assert_eq!(dl.addrspace_by_name(b"x"), None);
        assert!(dl.is_non_integral(3));
    }

    #[test]
    fn datalayout_fields() {
        let dl = DataLayout::parse(
            b"E-m:o-Fn32-S128-P1-A5-G3-n8:16:32:64-ni:4-a:8:16-s:whatever-i128:128",
        )
        .unwrap();
        assert!(dl.big_endian);
        assert_eq!(dl.mangling, Mangling::MachO);
        assert_eq!(dl.function_ptr_align, Some(4));
        assert_eq!(
            dl.function_ptr_align_type,
            FunctionPtrAlignType::MultipleOfFunctionAlign
        );
        assert_eq!(dl.stack_natural_align, Some(16));
        assert_eq!(
            (
                dl.program_addrspace,
                dl.alloca_addrspace,
                dl.globals_addrspace
            ),
            (1, 5, 3)
        );
        assert_eq!(dl.legal_int_widths, [8, 16, 32, 64]);
        assert!(dl.is_non_integral(4));
        assert_eq!(dl.pointer_size(4), 8);
        assert_eq!((dl.struct_abi_align, dl.struct_pref_align), (1, 2));
        assert_eq!(DataLayout::parse(b"").unwrap(), DataLayout::default());
    }

    /// Messages from `llvm-as-22` on `target datalayout = "..."`.
    #[test]
    fn datalayout_errors() {
        let cases: &[(&str, &str)] = &[
            ("x", "unknown specifier 'x'"),
            ("e-", "empty specification is not allowed"),
            ("-e", "empty specification is not allowed"),
            ("ee", "malformed specification, must be just 'e' or 'E'"),
            ("m:q", "unknown mangling mode"),
            ("m:ee", "unknown mangling mode"),
            ("m:", "malformed specification, must be of the form \"m:<mangling>\""),
            ("m", "malformed specification, must be of the form \"m:<mangling>\""),
            ("p:64", "malformed specification, must be of the form \"p[<n>]:<size>:<abi>[:<pref>[:<idx>]]\""),
            ("p-1:64:64", "malformed specification, must be of the form \"p[<n>]:<size>:<abi>[:<pref>[:<idx>]]\""),
            ("p:0:64", "pointer size must be a non-zero 24-bit integer"),
            ("p1::64", "pointer size component cannot be empty"),
            ("p:64:65", "ABI alignment must be a power of two times the byte width"),
            ("p:64:64:32", "preferred alignment cannot be less than the ABI alignment"),
            ("p:64:64:64:128", "index size cannot be larger than the pointer size"),
            ("pz:64:64", "'z' is not a valid pointer specification flag"),
            ("pu:64:64", "address space 0 cannot be unstable or have external state"),
            ("pu(x):64:64", "address space 0 cannot be unstable or have external state"),
            ("p1(:64:64", "Expected `( address space name )`"),
            ("p1():64:64", "Expected `( address space name )`"),
            ("p(x)1:64:64", "Expected `( address space name )`"),
            ("p1x:64:64", "address space must be a 24-bit integer"),
            ("p+1:64:64", "address space must be a 24-bit integer"),
            ("p16777216:32:32", "address space must be a 24-bit integer"),
            ("p1(x):64:64-p2(x):0:64", "address space name `x` already used"),
            ("i8:16", "i8 must be 8-bit aligned"),
            ("i0:8", "size must be a non-zero 24-bit integer"),
            ("i16777216:8", "size must be a non-zero 24-bit integer"),
            ("i:64", "size component cannot be empty"),
            ("i32:24", "ABI alignment must be a power of two times the byte width"),
            ("i32:65536", "ABI alignment must be a 16-bit integer"),
            ("i32:+32", "ABI alignment must be a 16-bit integer"),
            ("i32:0", "ABI alignment must be non-zero"),
            ("i32:32:", "preferred alignment component cannot be empty"),
            ("i32:8:65536", "preferred alignment must be a 16-bit integer"),
            ("i64:64:64:64", "malformed specification, must be of the form \"i<size>:<abi>[:<pref>]\""),
            ("v128:32:16", "preferred alignment cannot be less than the ABI alignment"),
            ("f0:8", "size must be a non-zero 24-bit integer"),
            ("a8:64", "size must be zero"),
            ("a:8:0", "preferred alignment must be non-zero"),
            ("a", "malformed specification, must be of the form \"a:<abi>[:<pref>]\""),
            ("a:", "ABI alignment component cannot be empty"),
            ("S", "malformed specification, must be of the form \"S<size>\""),
            ("S0", "stack natural alignment must be non-zero"),
            ("S12", "stack natural alignment must be a power of two times the byte width"),
            ("Fx8", "unknown function pointer alignment type 'x'"),
            ("F", "malformed specification, must be of the form \"F<type><abi>\""),
            ("Fi", "ABI alignment component cannot be empty"),
            ("Fi0", "ABI alignment must be non-zero"),
            ("P", "malformed specification, must be of the form \"P<address space>\""),
            ("A", "malformed specification, must be of the form \"A<address space>\""),
            ("G", "malformed specification, must be of the form \"G<address space>\""),
            ("P16777216", "address space must be a 24-bit integer"),
            ("A(x)", "address space must be a 24-bit integer"),
            ("ni", "malformed specification, must be of the form \"ni:<address space>[:<address space>]...\""),
            ("ni:0", "address space 0 cannot be non-integral"),
            ("ni:", "address space component cannot be empty"),
            ("n", "size component cannot be empty"),
            ("n8::32", "size component cannot be empty"),
            ("n8:0", "size must be a non-zero 24-bit integer"),
        ];
        for &(s, msg) in cases {
            assert_eq!(
                DataLayout::parse(s.as_bytes()).err().as_deref(),
                Some(msg),
                "{s}"
            );
        }
        for ok in [
            "e-m:e",
            "p1:64:64:64:32",
            "pu1:64:64",
            "pe1:64:64",
            "pue1:64:64",
            "pee1:64:64",
            "p1(a b):64:64",
            "p1(a(b)):64:64",
            "p1(a)):64:64",
            "p0(x):64:64",
            "p01:64:64",
            "i16777215:8",
            "i32:032",
            "a:0:64",
            "a0:8",
            "a:16",
            "Fi8",
            "Fn16",
            "P1",
            "A5",
            "G1",
            "P01",
            "ni:1:2",
            "n8:16:32",
            "s",
            "s0:64",
            "sfoo",
            "f80:128",
            "m:l",
            "m:a",
            "i8:8:16",
            "i1:16",
            "e-i64:64-e",
            "p1:64:64-p1:32:32",
            "pu1:64:64-ni:1",
        ] {
            assert!(DataLayout::parse(ok.as_bytes()).is_ok(), "{ok}");
        }
    }

    const EMPTY: (&str, &[(&str, u64, u64, u64)]) = (
        "",
        &[
            ("i1", 1, 1, 1),
            ("i8", 1, 1, 1),
            ("i16", 2, 2, 2),
            ("i24", 4, 4, 4),
            ("i32", 4, 4, 4),
            ("i48", 4, 8, 8),
            ("i64", 4, 8, 8),
            ("i96", 4, 8, 12),
            ("i128", 4, 8, 16),
            ("i256", 4, 8, 32),
            ("i512", 4, 8, 64),
            ("half", 2, 2, 2),
            ("bfloat", 2, 2, 2),
            ("float", 4, 4, 4),
            ("double", 8, 8, 8),
            ("x86_fp80", 16, 16, 16),
            ("fp128", 16, 16, 16),
            ("ppc_fp128", 16, 16, 16),
            ("<3 x i32>", 16, 16, 16),
            ("<4 x float>", 16, 16, 16),
            ("<2 x i64>", 16, 16, 16),
            ("<8 x i64>", 64, 64, 64),
            ("<3 x i1>", 1, 1, 1),
            ("<5 x i8>", 8, 8, 8),
            ("<3 x i8>", 4, 4, 4),
            ("<6 x i64>", 64, 64, 64),
            ("<2 x ptr>", 16, 16, 16),
            ("<3 x half>", 8, 8, 8),
            ("[3 x i32]", 4, 4, 12),
            ("[0 x i64]", 4, 8, 0),
            ("[2 x x86_fp80]", 16, 16, 32),
            ("{ i8, i32 }", 4, 8, 8),
            ("<{ i8, i32 }>", 1, 8, 5),
            ("{}", 1, 8, 0),
            ("{ i8, x86_fp80 }", 16, 16, 32),
            ("{ i64, i8 }", 4, 8, 12),
            ("{ i8, { i16, i8 } }", 2, 8, 6),
            ("{ [0 x i32] }", 4, 8, 0),
            ("ptr", 8, 8, 8),
            ("ptr addrspace(1)", 8, 8, 8),
            ("ptr addrspace(7)", 8, 8, 8),
            ("ptr addrspace(5)", 8, 8, 8),
            ("<vscale x 4 x i32>", 16, 16, 16),
            ("<vscale x 1 x i1>", 1, 1, 1),
            ("target(\"aarch64.svcount\")", 2, 2, 2),
        ],
    );

    const X86_64: (&str, &[(&str, u64, u64, u64)]) = (
        "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
        &[
            ("i1", 1, 1, 1),
            ("i8", 1, 1, 1),
            ("i16", 2, 2, 2),
            ("i24", 4, 4, 4),
            ("i32", 4, 4, 4),
            ("i48", 8, 8, 8),
            ("i64", 8, 8, 8),
            ("i96", 16, 16, 16),
            ("i128", 16, 16, 16),
            ("i256", 16, 16, 32),
            ("i512", 16, 16, 64),
            ("half", 2, 2, 2),
            ("bfloat", 2, 2, 2),
            ("float", 4, 4, 4),
            ("double", 8, 8, 8),
            ("x86_fp80", 16, 16, 16),
            ("fp128", 16, 16, 16),
            ("ppc_fp128", 16, 16, 16),
            ("<3 x i32>", 16, 16, 16),
            ("<4 x float>", 16, 16, 16),
            ("<2 x i64>", 16, 16, 16),
            ("<8 x i64>", 64, 64, 64),
            ("<3 x i1>", 1, 1, 1),
            ("<5 x i8>", 8, 8, 8),
            ("<3 x i8>", 4, 4, 4),
            ("<6 x i64>", 64, 64, 64),
            ("<2 x ptr>", 16, 16, 16),
            ("<3 x half>", 8, 8, 8),
            ("[3 x i32]", 4, 4, 12),
            ("[0 x i64]", 8, 8, 0),
            ("[2 x x86_fp80]", 16, 16, 32),
            ("{ i8, i32 }", 4, 8, 8),
            ("<{ i8, i32 }>", 1, 8, 5),
            ("{}", 1, 8, 0),
            ("{ i8, x86_fp80 }", 16, 16, 32),
            ("{ i64, i8 }", 8, 8, 16),
            ("{ i8, { i16, i8 } }", 2, 8, 6),
            ("{ [0 x i32] }", 4, 8, 0),
            ("ptr", 8, 8, 8),
            ("ptr addrspace(1)", 8, 8, 8),
            ("ptr addrspace(7)", 8, 8, 8),
            ("ptr addrspace(5)", 8, 8, 8),
            ("<vscale x 4 x i32>", 16, 16, 16),
            ("<vscale x 1 x i1>", 1, 1, 1),
            ("target(\"aarch64.svcount\")", 2, 2, 2),
        ],
    );

    const I686: (&str, &[(&str, u64, u64, u64)]) = (
        "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128",
        &[
            ("i1", 1, 1, 1),
            ("i8", 1, 1, 1),
            ("i16", 2, 2, 2),
            ("i24", 4, 4, 4),
            ("i32", 4, 4, 4),
            ("i48", 4, 8, 8),
            ("i64", 4, 8, 8),
            ("i96", 16, 16, 16),
            ("i128", 16, 16, 16),
            ("i256", 16, 16, 32),
            ("i512", 16, 16, 64),
            ("half", 2, 2, 2),
            ("bfloat", 2, 2, 2),
            ("float", 4, 4, 4),
            ("double", 4, 8, 8),
            ("x86_fp80", 4, 4, 12),
            ("fp128", 16, 16, 16),
            ("ppc_fp128", 16, 16, 16),
            ("<3 x i32>", 16, 16, 16),
            ("<4 x float>", 16, 16, 16),
            ("<2 x i64>", 16, 16, 16),
            ("<8 x i64>", 64, 64, 64),
            ("<3 x i1>", 1, 1, 1),
            ("<5 x i8>", 8, 8, 8),
            ("<3 x i8>", 4, 4, 4),
            ("<6 x i64>", 64, 64, 64),
            ("<2 x ptr>", 8, 8, 8),
            ("<3 x half>", 8, 8, 8),
            ("[3 x i32]", 4, 4, 12),
            ("[0 x i64]", 4, 8, 0),
            ("[2 x x86_fp80]", 4, 4, 24),
            ("{ i8, i32 }", 4, 8, 8),
            ("<{ i8, i32 }>", 1, 8, 5),
            ("{}", 1, 8, 0),
            ("{ i8, x86_fp80 }", 4, 8, 16),
            ("{ i64, i8 }", 4, 8, 12),
            ("{ i8, { i16, i8 } }", 2, 8, 6),
            ("{ [0 x i32] }", 4, 8, 0),
            ("ptr", 4, 4, 4),
            ("ptr addrspace(1)", 4, 4, 4),
            ("ptr addrspace(7)", 4, 4, 4),
            ("ptr addrspace(5)", 4, 4, 4),
            ("<vscale x 4 x i32>", 16, 16, 16),
            ("<vscale x 1 x i1>", 1, 1, 1),
            ("target(\"aarch64.svcount\")", 2, 2, 2),
        ],
    );

    const S390X: (&str, &[(&str, u64, u64, u64)]) = (
        "E-m:e-i1:8:16-i8:8:16-i64:64-f128:64-v128:64-a:8:16-n32:64",
        &[
            ("i1", 1, 2, 1),
            ("i8", 1, 2, 1),
            ("i16", 2, 2, 2),
            ("i24", 4, 4, 4),
            ("i32", 4, 4, 4),
            ("i48", 8, 8, 8),
            ("i64", 8, 8, 8),
            ("i96", 8, 8, 16),
            ("i128", 8, 8, 16),
            ("i256", 8, 8, 32),
            ("i512", 8, 8, 64),
            ("half", 2, 2, 2),
            ("bfloat", 2, 2, 2),
            ("float", 4, 4, 4),
            ("double", 8, 8, 8),
            ("x86_fp80", 16, 16, 16),
            ("fp128", 8, 8, 16),
            ("ppc_fp128", 8, 8, 16),
            ("<3 x i32>", 16, 16, 16),
            ("<4 x float>", 8, 8, 16),
            ("<2 x i64>", 8, 8, 16),
            ("<8 x i64>", 64, 64, 64),
            ("<3 x i1>", 1, 1, 1),
            ("<5 x i8>", 8, 8, 8),
            ("<3 x i8>", 4, 4, 4),
            ("<6 x i64>", 64, 64, 64),
            ("<2 x ptr>", 8, 8, 16),
            ("<3 x half>", 8, 8, 8),
            ("[3 x i32]", 4, 4, 12),
            ("[0 x i64]", 8, 8, 0),
            ("[2 x x86_fp80]", 16, 16, 32),
            ("{ i8, i32 }", 4, 4, 8),
            ("<{ i8, i32 }>", 1, 2, 5),
            ("{}", 1, 2, 0),
            ("{ i8, x86_fp80 }", 16, 16, 32),
            ("{ i64, i8 }", 8, 8, 16),
            ("{ i8, { i16, i8 } }", 2, 2, 6),
            ("{ [0 x i32] }", 4, 4, 0),
            ("ptr", 8, 8, 8),
            ("ptr addrspace(1)", 8, 8, 8),
            ("ptr addrspace(7)", 8, 8, 8),
            ("ptr addrspace(5)", 8, 8, 8),
            ("<vscale x 4 x i32>", 8, 8, 16),
            ("<vscale x 1 x i1>", 1, 1, 1),
            ("target(\"aarch64.svcount\")", 2, 2, 2),
        ],
    );

    const P1: (&str, &[(&str, u64, u64, u64)]) = (
        "e-p:32:32-p1:64:64-i64:64",
        &[
            ("i1", 1, 1, 1),
            ("i8", 1, 1, 1),
            ("i16", 2, 2, 2),
            ("i24", 4, 4, 4),
            ("i32", 4, 4, 4),
            ("i48", 8, 8, 8),
            ("i64", 8, 8, 8),
            ("i96", 8, 8, 16),
            ("i128", 8, 8, 16),
            ("i256", 8, 8, 32),
            ("i512", 8, 8, 64),
            ("half", 2, 2, 2),
            ("bfloat", 2, 2, 2),
            ("float", 4, 4, 4),
            ("double", 8, 8, 8),
            ("x86_fp80", 16, 16, 16),
            ("fp128", 16, 16, 16),
            ("ppc_fp128", 16, 16, 16),
            ("<3 x i32>", 16, 16, 16),
            ("<4 x float>", 16, 16, 16),
            ("<2 x i64>", 16, 16, 16),
            ("<8 x i64>", 64, 64, 64),
            ("<3 x i1>", 1, 1, 1),
            ("<5 x i8>", 8, 8, 8),
            ("<3 x i8>", 4, 4, 4),
            ("<6 x i64>", 64, 64, 64),
            ("<2 x ptr>", 8, 8, 8),
            ("<3 x half>", 8, 8, 8),
            ("[3 x i32]", 4, 4, 12),
            ("[0 x i64]", 8, 8, 0),
            ("[2 x x86_fp80]", 16, 16, 32),
            ("{ i8, i32 }", 4, 8, 8),
            ("<{ i8, i32 }>", 1, 8, 5),
            ("{}", 1, 8, 0),
            ("{ i8, x86_fp80 }", 16, 16, 32),
            ("{ i64, i8 }", 8, 8, 16),
            ("{ i8, { i16, i8 } }", 2, 8, 6),
            ("{ [0 x i32] }", 4, 8, 0),
            ("ptr", 4, 4, 4),
            ("ptr addrspace(1)", 8, 8, 8),
            ("ptr addrspace(7)", 4, 4, 4),
            ("ptr addrspace(5)", 4, 4, 4),
            ("<vscale x 4 x i32>", 16, 16, 16),
            ("<vscale x 1 x i1>", 1, 1, 1),
            ("target(\"aarch64.svcount\")", 2, 2, 2),
        ],
    );

    const AMDGPU: (&str, &[(&str, u64, u64, u64)]) = (
        "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9",
        &[
            ("i1", 1, 1, 1),
            ("i8", 1, 1, 1),
            ("i16", 2, 2, 2),
            ("i24", 4, 4, 4),
            ("i32", 4, 4, 4),
            ("i48", 8, 8, 8),
            ("i64", 8, 8, 8),
            ("i96", 8, 8, 16),
            ("i128", 8, 8, 16),
            ("i256", 8, 8, 32),
            ("i512", 8, 8, 64),
            ("half", 2, 2, 2),
            ("bfloat", 2, 2, 2),
            ("float", 4, 4, 4),
            ("double", 8, 8, 8),
            ("x86_fp80", 16, 16, 16),
            ("fp128", 16, 16, 16),
            ("ppc_fp128", 16, 16, 16),
            ("<3 x i32>", 16, 16, 16),
            ("<4 x float>", 16, 16, 16),
            ("<2 x i64>", 16, 16, 16),
            ("<8 x i64>", 64, 64, 64),
            ("<3 x i1>", 1, 1, 1),
            ("<5 x i8>", 8, 8, 8),
            ("<3 x i8>", 4, 4, 4),
            ("<6 x i64>", 64, 64, 64),
            ("<2 x ptr>", 16, 16, 16),
            ("<3 x half>", 8, 8, 8),
            ("[3 x i32]", 4, 4, 12),
            ("[0 x i64]", 8, 8, 0),
            ("[2 x x86_fp80]", 16, 16, 32),
            ("{ i8, i32 }", 4, 8, 8),
            ("<{ i8, i32 }>", 1, 8, 5),
            ("{}", 1, 8, 0),
            ("{ i8, x86_fp80 }", 16, 16, 32),
            ("{ i64, i8 }", 8, 8, 16),
            ("{ i8, { i16, i8 } }", 2, 8, 6),
            ("{ [0 x i32] }", 4, 8, 0),
            ("ptr", 8, 8, 8),
            ("ptr addrspace(1)", 8, 8, 8),
            ("ptr addrspace(7)", 32, 32, 32),
            ("ptr addrspace(5)", 4, 4, 4),
            ("<vscale x 4 x i32>", 16, 16, 16),
            ("<vscale x 1 x i1>", 1, 1, 1),
            ("target(\"aarch64.svcount\")", 2, 2, 2),
        ],
    );

    const ODD: (&str, &[(&str, u64, u64, u64)]) = (
        "e-i32:64:128-i8:8:32-a:0:64-f32:16:64-v96:256:512",
        &[
            ("i1", 1, 4, 1),
            ("i8", 1, 4, 1),
            ("i16", 2, 2, 2),
            ("i24", 8, 16, 8),
            ("i32", 8, 16, 8),
            ("i48", 4, 8, 8),
            ("i64", 4, 8, 8),
            ("i96", 4, 8, 12),
            ("i128", 4, 8, 16),
            ("i256", 4, 8, 32),
            ("i512", 4, 8, 64),
            ("half", 2, 2, 2),
            ("bfloat", 2, 2, 2),
            ("float", 2, 8, 4),
            ("double", 8, 8, 8),
            ("x86_fp80", 16, 16, 16),
            ("fp128", 16, 16, 16),
            ("ppc_fp128", 16, 16, 16),
            ("<3 x i32>", 32, 64, 32),
            ("<4 x float>", 16, 16, 16),
            ("<2 x i64>", 16, 16, 16),
            ("<8 x i64>", 64, 64, 64),
            ("<3 x i1>", 1, 1, 1),
            ("<5 x i8>", 8, 8, 8),
            ("<3 x i8>", 4, 4, 4),
            ("<6 x i64>", 64, 64, 64),
            ("<2 x ptr>", 16, 16, 16),
            ("<3 x half>", 8, 8, 8),
            ("[3 x i32]", 8, 16, 24),
            ("[0 x i64]", 4, 8, 0),
            ("[2 x x86_fp80]", 16, 16, 32),
            ("{ i8, i32 }", 8, 8, 16),
            ("<{ i8, i32 }>", 1, 8, 9),
            ("{}", 1, 8, 0),
            ("{ i8, x86_fp80 }", 16, 16, 32),
            ("{ i64, i8 }", 4, 8, 12),
            ("{ i8, { i16, i8 } }", 2, 8, 6),
            ("{ [0 x i32] }", 8, 8, 0),
            ("ptr", 8, 8, 8),
            ("ptr addrspace(1)", 8, 8, 8),
            ("ptr addrspace(7)", 8, 8, 8),
            ("ptr addrspace(5)", 8, 8, 8),
            ("<vscale x 4 x i32>", 16, 16, 16),
            ("<vscale x 1 x i1>", 1, 1, 1),
            ("target(\"aarch64.svcount\")", 2, 2, 2),
        ],
    );
}

/// [`upgrade_data_layout`] of the layout's bytes as they are (a layout may
/// hold bytes that are not UTF-8, and LLVM keeps them): `Some` with the
/// new bytes when the upgrade changes anything. Each byte stands for one
/// character during the upgrade, whose patterns are all ASCII.
pub fn upgrade_data_layout_bytes(dl: &[u8], triple: &[u8]) -> Option<Vec<u8>> {
    let chars: String = dl.iter().map(|&b| char::from(b)).collect();
    let upgraded = upgrade_data_layout(&chars, &String::from_utf8_lossy(triple));
    // Every character is one of the layout's bytes or inserted ASCII.
    (upgraded != chars).then(|| upgraded.chars().map(|c| c as u8).collect())
}

/// What `llvm-as` and the bitcode reader do to an older data layout string
/// for its target triple (LLVM's `UpgradeDataLayoutString`), so that modules
/// written before a target's layout changed read with today's layout.
pub fn upgrade_data_layout(dl: &str, triple: &str) -> String {
    let t = TripleParts::new(triple);
    let has_globals_as = dl.contains("-G") || dl.starts_with('G');
    if t.is_r600() || t.arch == "amdgcn" {
        return upgrade_amdgpu_data_layout(dl, &t, has_globals_as);
    }
    if (t.is_spir() || (t.is_spirv() && !t.is_spirv_logical())) && !has_globals_as {
        return if dl.is_empty() {
            "G1".into()
        } else {
            format!("{dl}-G1")
        };
    }
    if t.arch == "loongarch64" || t.arch == "riscv64" {
        // i32 is native on 64-bit LoongArch and RISC-V.
        if let Some(i) = dl.find("-n64-") {
            return format!("{}-n32:64-{}", &dl[..i], &dl[i + 5..]);
        }
        return dl.into();
    }
    let mut res = dl.to_string();
    if t.is_aarch64() {
        if !dl.is_empty() && !dl.contains("-Fn32") {
            res.push_str("-Fn32");
        }
        // Pointer-size address spaces 270-272 right after `^[Ee]-m:[a-z]`
        // (and an optional `-p:32:32`), whatever follows.
        const ADDR_SPACES: &str = "-p270:32:32-p271:32:32-p272:64:64";
        let b = res.as_bytes();
        if !dl.contains(ADDR_SPACES)
            && b.len() > 5
            && matches!(b[0], b'e' | b'E')
            && &b[1..4] == b"-m:"
            && b[4].is_ascii_lowercase()
        {
            let mut at = 5;
            if res[5..].starts_with("-p:32:32-") {
                at = 13;
            }
            if res[at..].starts_with('-') {
                res.insert_str(at, ADDR_SPACES);
            }
        }
        return res;
    }
    // 64-bit PowerPC and MIPS, SPARC, WebAssembly: i128 is 16-byte
    // aligned, right after the first `i64:64`.
    let i128_after_i64 = matches!(
        t.arch,
        "mips64"
            | "mips64el"
            | "mipsisa64r6"
            | "mipsisa64r6el"
            | "sparc"
            | "sparcel"
            | "sparcv9"
            | "sparc64"
            | "wasm32"
            | "wasm64"
    );
    if i128_after_i64 {
        if !res.contains("i128:128") {
            if let Some(i) = res.find("i64:64") {
                res.insert_str(i + 6, "-i128:128");
            }
        }
        return res;
    }
    if t.is_ppc() {
        if t.is_ppc64() && !res.contains("i128:128") {
            if let Some(i) = res.find("i64:64") {
                res.insert_str(i + 6, "-i128:128");
            }
        }
        // AIX: f64 is 4-byte aligned (preferred 8), before any `-S128`.
        if t.is_aix() && !dl.is_empty() && !res.contains("f64:32:64") {
            let at = res.find("-S128").unwrap_or(res.len());
            res.insert_str(at, "-f64:32:64");
        }
        return res;
    }
    if !t.is_x86() {
        return res;
    }
    // Pointer-size address spaces 270-272 after the mangling (and an
    // optional 32-bit pointer) spec, before the first i64/f64 spec.
    const ADDR_SPACES: &str = "-p270:32:32-p271:32:32-p272:64:64";
    if !res.contains(ADDR_SPACES) {
        if let Some(upgraded) = insert_x86_addr_spaces(&res, ADDR_SPACES) {
            res = upgraded;
        }
    }
    // i128 is 16-byte aligned (except on Intel MCU): the spec goes after the
    // leading run of m/p/i specs when every later spec is of another kind.
    if t.os != "iamcu" && !res.contains("-i128:128") {
        let comps: Vec<&str> = res.split('-').collect();
        if comps.first() == Some(&"e") {
            let is_mpi = |c: &str| matches!(c.as_bytes().first(), Some(b'm' | b'p' | b'i'));
            let k = comps[1..]
                .iter()
                .position(|c| !is_mpi(c))
                .map_or(comps.len(), |p| p + 1);
            if comps[k..].iter().all(|c| !is_mpi(c)) {
                let mut parts: Vec<&str> = comps[..k].to_vec();
                parts.push("i128:128");
                parts.extend_from_slice(&comps[k..]);
                res = parts.join("-");
            }
        }
    }
    // 32-bit MSVC: f80 is 16-byte aligned.
    if t.is_windows_msvc() && !matches!(t.arch, "x86_64" | "amd64" | "x86_64h") {
        if let Some(i) = res.find("-f80:32-") {
            res = format!("{}-f80:128-{}", &res[..i], &res[i + 8..]);
        }
    }
    res
}

/// The AMDGPU part of [`upgrade_data_layout`] (r600 and amdgcn): globals
/// in address space 1; for amdgcn the non-integral buffer address spaces
/// and their sizes (address space 8's index width of 48 bits, new in LLVM
/// 22, replaces an older `-p8:128:128-` in the middle); and ELF mangling
/// (`m:e`, LLVM 22) in front when the layout does not name it.
fn upgrade_amdgpu_data_layout(dl: &str, t: &TripleParts, has_globals_as: bool) -> String {
    let mut res = dl.to_string();
    if !has_globals_as {
        res.push_str(if res.is_empty() { "G1" } else { "-G1" });
    }
    if t.arch == "amdgcn" {
        if !dl.contains("-ni") && !dl.starts_with("ni") {
            res.push_str("-ni:7:8:9");
        }
        if dl.ends_with("ni:7") {
            res.push_str(":8:9");
        }
        if dl.ends_with("ni:7:8") {
            res.push_str(":9");
        }
        for (p, spec) in [
            ("p7", "-p7:160:256:256:32"),
            ("p8", "-p8:128:128:128:48"),
            ("p9", "-p9:192:256:256:32"),
        ] {
            if !dl.contains(&format!("-{p}")) && !dl.starts_with(p) {
                res.push_str(spec);
            }
        }
        const OLD_P8: &str = "-p8:128:128-";
        if dl.contains(OLD_P8) {
            if let Some(i) = res.find(OLD_P8) {
                res.replace_range(i..i + OLD_P8.len(), "-p8:128:128:128:48-");
            }
        }
    }
    if !dl.contains("m:e") {
        res.insert_str(0, if res.is_empty() { "m:e" } else { "m:e-" });
    }
    res
}

/// `^([Ee]-m:[a-z](-p:32:32)?)(-.*)$` (LLVM 22's pattern: anchored, any
/// rest that starts with `-`), with the address spaces inserted between
/// the two groups.
fn insert_x86_addr_spaces(dl: &str, spaces: &str) -> Option<String> {
    let b = dl.as_bytes();
    if b.len() < 5
        || !matches!(b[0], b'e' | b'E')
        || &b[1..4] != b"-m:"
        || !b[4].is_ascii_lowercase()
    {
        return None;
    }
    // The optional group is taken when the rest still starts with `-`
    // after it (the regex backtracks otherwise). Every byte before the
    // cut is ASCII, so the cut is a character boundary.
    let end = if b[5..].starts_with(b"-p:32:32") && b.get(13) == Some(&b'-') {
        13
    } else {
        5
    };
    if b.get(end) != Some(&b'-') {
        return None;
    }
    Some(format!("{}{}{}", &dl[..end], spaces, &dl[end..]))
}

/// Just enough of a target triple for the data layout upgrade.
struct TripleParts<'a> {
    arch: &'a str,
    os: &'a str,
    env: &'a str,
}

impl<'a> TripleParts<'a> {
    fn new(triple: &'a str) -> Self {
        let mut it = triple.split('-');
        let arch = it.next().unwrap_or("");
        let _vendor = it.next().unwrap_or("");
        let os = it.next().unwrap_or("");
        let env = it.next().unwrap_or("");
        TripleParts { arch, os, env }
    }
    fn is_x86(&self) -> bool {
        matches!(
            self.arch,
            "i386"
                | "i486"
                | "i586"
                | "i686"
                | "i786"
                | "i886"
                | "i986"
                | "x86"
                | "x86_64"
                | "amd64"
                | "x86_64h"
        )
    }
    fn is_aarch64(&self) -> bool {
        matches!(
            self.arch,
            "aarch64" | "arm64" | "aarch64_be" | "arm64_32" | "aarch64_32"
        ) || self.arch.starts_with("arm64e")
    }
    fn is_ppc64(&self) -> bool {
        matches!(
            self.arch,
            "powerpc64" | "powerpc64le" | "ppu" | "ppc64" | "ppc64le"
        )
    }
    fn is_ppc(&self) -> bool {
        self.is_ppc64()
            || matches!(
                self.arch,
                "powerpc" | "powerpcspe" | "ppc" | "ppc32" | "powerpcle" | "ppcle" | "ppc32le"
            )
    }
    fn is_aix(&self) -> bool {
        self.os.starts_with("aix") || self.env.starts_with("aix")
    }
    fn is_r600(&self) -> bool {
        self.arch == "r600"
    }
    fn is_spir(&self) -> bool {
        matches!(self.arch, "spir" | "spir64")
    }
    fn is_spirv(&self) -> bool {
        self.arch.starts_with("spirv")
    }
    fn is_spirv_logical(&self) -> bool {
        self.arch.starts_with("spirv")
            && !self.arch.starts_with("spirv32")
            && !self.arch.starts_with("spirv64")
    }
    /// `Triple::isWindowsMSVCEnvironment`: Windows with the MSVC
    /// environment or one LLVM does not know (`i686-pc-windows-xyz` is
    /// MSVC, `i686-pc-windows-gnu` is not).
    fn is_windows_msvc(&self) -> bool {
        let windows = self.os.starts_with("win32") || self.os.starts_with("windows");
        windows && (self.env.starts_with("msvc") || !is_known_environment(self.env))
    }
}

/// Whether LLVM 22's `Triple::parseEnvironment` knows the environment
/// (it matches these by prefix; checked against `llvm-as-22`).
fn is_known_environment(env: &str) -> bool {
    const PREFIXES: [&str; 33] = [
        "eabi",
        "gnu",
        "code16",
        "android",
        "musl",
        "msvc",
        "itanium",
        "cygnus",
        "coreclr",
        "simulator",
        "macabi",
        "pixel",
        "vertex",
        "geometry",
        "hull",
        "domain",
        "compute",
        "library",
        "raygeneration",
        "intersection",
        "anyhit",
        "closesthit",
        "miss",
        "callable",
        "mesh",
        "amplification",
        "opencl",
        "ohos",
        "pauthtest",
        "rootsignature",
        "mlibc",
        "llvm",
        "eabihf",
    ];
    PREFIXES.iter().any(|p| env.starts_with(p))
}

#[cfg(test)]
mod upgrade_tests {
    use super::{upgrade_data_layout, upgrade_data_layout_bytes};

    /// The x86 address spaces go after a leading `[Ee]-m:X` (and
    /// `-p:32:32`), whatever follows, and nowhere else; bytes that are not
    /// UTF-8 stay as they are (each checked against `llvm-as-22`).
    /// 32-bit Windows raises `f80` to 16 bytes in the MSVC environment,
    /// which LLVM takes for any environment it does not know; 64-bit
    /// arches by every name keep it (a link-fuzz finding; each triple
    /// checked against `llvm-as-22`).
    #[test]
    fn f80_alignment_follows_llvm_22_msvc_environments() {
        let f80 = |triple: &str| {
            let dl = upgrade_data_layout("e-m:x-p:32:32-i64:64-f80:32-n8:16:32-S32", triple);
            dl.contains("-f80:128-")
        };
        for raised in [
            "i686-pc-windows-msvc",
            "i686-pc-windows",
            "i686-pc-windows-xyz",
            "i686-pc-windows-msv)c",
            "i686-pc-windows-elf",
            "i686-pc-windows-uefi",
            "i686-pc-windows-simx",
        ] {
            assert!(f80(raised), "{raised}");
        }
        for kept in [
            "i686-pc-windows-gnu",
            "i686-pc-windows-itanium",
            "i686-pc-windows-cygnus",
            "i686-pc-windows-mlibc",
            "i686-pc-windows-llvm",
            "i686-pc-windows-rootsignature",
            "i686-pc-windows-simulator",
            "i686-pc-linux-gnu",
            "x86_64-pc-windows-msvc",
            "amd64-pc-windows-msvc",
            "x86_64h-pc-windows-msvc",
        ] {
            assert!(!f80(kept), "{kept}");
        }
    }

    #[test]
    fn x86_address_spaces_follow_llvm_22() {
        let up = |dl: &str| upgrade_data_layout(dl, "x86_64-unknown-linux-gnu");
        assert_eq!(
            up("E-m:e-p:32:32-n8-i64:64"),
            "E-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-n8-i64:64"
        );
        assert_eq!(
            up("e-m:e-p:32:32"),
            "e-m:e-p270:32:32-p271:32:32-p272:64:64-p:32:32-i128:128"
        );
        assert_eq!(up("n8-e-m:e-i64:64"), "n8-e-m:e-i64:64");
        let raw = upgrade_data_layout_bytes(b"e-m:e-swift\xff-n8", b"x86_64-unknown-linux-gnu");
        assert_eq!(
            raw.as_deref(),
            Some(&b"e-m:e-p270:32:32-p271:32:32-p272:64:64-i128:128-swift\xff-n8"[..])
        );
    }

    #[test]
    fn x86_64_gets_address_spaces_and_i128() {
        assert_eq!(
            upgrade_data_layout(
                "e-m:e-i64:64-f80:128-n8:16:32:64-S128",
                "x86_64-unknown-linux-gnu"
            ),
            "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
        );
    }

    #[test]
    fn old_style_x86_gets_i128_only() {
        assert_eq!(
            upgrade_data_layout(
                "e-p:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:32:64-f32:32:32",
                "i386-apple-darwin"
            ),
            "e-p:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:32:64-i128:128-f32:32:32"
        );
    }

    #[test]
    fn other_targets_unchanged() {
        assert_eq!(
            upgrade_data_layout("e-m:e-i64:64-n32:64-S128-v64:64:64", "ve-unknown-linux"),
            "e-m:e-i64:64-n32:64-S128-v64:64:64"
        );
        assert_eq!(
            upgrade_data_layout("e-m:e-p:32:32-i64:64-n32-S128", "riscv32"),
            "e-m:e-p:32:32-i64:64-n32-S128"
        );
    }

    // As llvm-as-22 upgrades them.
    #[test]
    fn mips64_sparc_wasm_i128() {
        assert_eq!(
            upgrade_data_layout("E-m:e-i64:64-n32:64-S128", "mips64-unknown-linux"),
            "E-m:e-i64:64-i128:128-n32:64-S128"
        );
        assert_eq!(
            upgrade_data_layout(
                "E-m:e-p:32:32-i64:64-f128:64-n32-S64",
                "sparc-unknown-linux"
            ),
            "E-m:e-p:32:32-i64:64-i128:128-f128:64-n32-S64"
        );
        assert_eq!(
            upgrade_data_layout("e-m:e-p:32:32-i64:64-n32:64-S128", "wasm32-unknown-unknown"),
            "e-m:e-p:32:32-i64:64-i128:128-n32:64-S128"
        );
        assert_eq!(
            upgrade_data_layout(
                "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64",
                "mipsel-unknown-linux"
            ),
            "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
        );
    }

    // As llvm-as-22 upgrades them.
    #[test]
    fn powerpc_i128_and_aix_f64() {
        assert_eq!(
            upgrade_data_layout("E-m:e-i64:64", "powerpc64-unknown-linux"),
            "E-m:e-i64:64-i128:128"
        );
        assert_eq!(
            upgrade_data_layout("e-m:e-n32:64-i64:64", "powerpc64le-unknown-linux-gnu"),
            "e-m:e-n32:64-i64:64-i128:128"
        );
        assert_eq!(
            upgrade_data_layout("E-m:a-i64:64-n32:64-S64", "powerpc64-ibm-aix"),
            "E-m:a-i64:64-i128:128-n32:64-S64-f64:32:64"
        );
        assert_eq!(
            upgrade_data_layout("E-m:a-p:32:32-i64:64-n32-S128", "powerpc-ibm-aix"),
            "E-m:a-p:32:32-i64:64-n32-f64:32:64-S128"
        );
        assert_eq!(
            upgrade_data_layout("E-m:e-p:32:32-i64:64-n32", "powerpc-unknown-linux"),
            "E-m:e-p:32:32-i64:64-n32"
        );
    }
}

/// `StructType::isSized` on elements: a struct of one scalable vector type
/// repeated is sized; any other struct holding a scalable type is not;
/// else it is sized when its elements are.
fn struct_sized<'a>(
    types: &TypeTable,
    elems: &'a [TypeId],
    scalable: &FastMap<TypeId, bool>,
) -> AllOf<'a> {
    if let Some(&first) = elems.first() {
        if matches!(types.get(first), Type::Vector { scalable: true, .. })
            && elems.iter().all(|&e| e == first)
        {
            return AllOf::Leaf(true);
        }
    }
    if elems
        .iter()
        .any(|e| scalable.get(e).copied().unwrap_or(false))
    {
        return AllOf::Leaf(false);
    }
    AllOf::Elems(elems)
}

/// [`TypeTable::is_scalable`] remembered in `cache`: each type is walked
/// once however many queries reach it.
pub fn is_scalable_cached(types: &TypeTable, ty: TypeId, cache: &mut LayoutCache) -> bool {
    fill_scalable(types, ty, &mut cache.scalable);
    cache.scalable[&ty]
}

/// Records in `memo` whether each type reachable from `root` holds a
/// scalable vector, bottom-up (children before parents), skipping what is
/// already known.
fn fill_scalable(types: &TypeTable, root: TypeId, memo: &mut FastMap<TypeId, bool>) {
    fn children(types: &TypeTable, t: TypeId) -> &[TypeId] {
        match types.get(t) {
            Type::Array { elem, .. } => std::slice::from_ref(elem),
            _ => types.struct_elems(t).unwrap_or(&[]),
        }
    }
    if memo.contains_key(&root) {
        return;
    }
    let mut stack = vec![(root, 0usize)];
    let mut on_stack = crate::hash::FastSet::default();
    on_stack.insert(root);
    while let Some(&(t, next)) = stack.last() {
        let kids = children(types, t);
        if let Some(&k) = kids.get(next) {
            stack.last_mut().expect("not empty").1 += 1;
            // A struct cannot hold itself by value; a cycle is malformed
            // and answers no.
            if !memo.contains_key(&k) && on_stack.insert(k) {
                stack.push((k, 0));
            }
            continue;
        }
        let own = matches!(types.get(t), Type::Vector { scalable: true, .. });
        let v = own || kids.iter().any(|k| memo.get(k).copied().unwrap_or(false));
        memo.insert(t, v);
        on_stack.remove(&t);
        stack.pop();
    }
}

/// Whether the target extension type `name` with these parameters is
/// sized: LLVM 22 gives it a layout type other than `void` (unknown names
/// get `void`, so they cannot be loaded, stored or allocated).
pub fn target_ext_is_sized(types: &TypeTable, name: &[u8], tys: &[TypeId], ints: &[u32]) -> bool {
    !matches!(
        DataLayout::ext_layout(types, name, tys, ints),
        ExtLayout::Unsized
    )
}
