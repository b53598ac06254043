//! Attributes as LLVM 22 has them: kinds, values, sorted sets, interned sets
//! and per-function / per-call lists.
//!
//! # Model
//!
//! * [`AttrKind`] lists every built-in attribute kind of LLVM 22. Its
//!   declaration order is LLVM's kind-id order (TableGen groups kinds by
//!   category — flag, type, int, constant range, constant-range list — and
//!   sorts each group by the C++ record name, ASCII order, so `SExt` comes
//!   before `SafeStack`). LLVM prints the attributes of one set in that
//!   order, then string attributes by key; [`AttrSet::new`] reproduces it.
//! * [`Attribute`] is one attribute. `Int` payloads keep LLVM's raw encoding
//!   (documented on each `encode_*` helper below), so bitcode can carry them
//!   unchanged. `Range` bounds are [`ApInt`]s because `range(i256 ...)` is
//!   legal.
//! * [`AttrSetTable`] interns sets ([`AttrSetId`] 0 is the empty set) and
//!   [`AttrList`] is a function's or call's fn / ret / param sets.
//!   Attribute groups (`#0`) are a writer's business and are not stored.
//!
//! # What a `.ll` parser calls
//!
//! 1. A bare word: first, in function position only, [`legacy_memory_effects`]
//!    (`readnone`, `readonly`, `writeonly`, `argmemonly`,
//!    `inaccessiblememonly`, `inaccessiblemem_or_argmemonly`): fold it into a
//!    [`LegacyMemory`] and call [`LegacyMemory::finish`] once the list (one
//!    inline list or one group body) ends; the result overrides any explicit
//!    `memory(...)` of the same list, as llvm-as-22 does. In parameter
//!    position `nocapture` is [`upgrade_legacy_param`] (`captures(none)`),
//!    taking its place in the list. Otherwise [`AttrKind::from_name`]; check
//!    [`AttrKind::allowed_in`] (function `align` is the exception: see 4).
//! 2. By [`AttrKind::category`]: `Flag` takes no argument; `Type` takes
//!    `(type)`; `Range` takes `(iN lo, hi)` (see [`check_range`]);
//!    `RangeList` takes `((lo, hi), ...)` (see [`check_range_list`]); `Int`
//!    kinds have their own syntax:
//!    * `align N` or `align(N)`; in a group `align=N`. Power of two.
//!    * `alignstack(N)`; in a group `alignstack=N`. Power of two.
//!    * `dereferenceable(N)`, `dereferenceable_or_null(N)`: N != 0.
//!    * `allocsize(E)` / `allocsize(E, N)`: [`encode_allocsize`].
//!    * `vscale_range(Min)` means `(Min, Min)`; `vscale_range(Min, Max)`:
//!      [`encode_vscale_range`]; `(0, 0)` adds no attribute at all.
//!    * `uwtable` (async) / `uwtable(sync|async)`: [`uwtable_from_name`].
//!    * `allockind("alloc,zeroed")`: [`parse_allockind`].
//!    * `memory(...)`: an optional default access kind first, then
//!      `loc: kind` pairs; [`memory_location_from_name`],
//!      [`mod_ref_from_name`], [`memory_set_all`], [`memory_set`]. Start from
//!      [`MEMORY_NONE`].
//!    * `captures(...)`: components, optionally followed by `ret:` and more
//!      components; `none` cannot be mixed with others; without `ret:` the
//!      return components equal the others: [`capture_component_from_name`],
//!      [`encode_captures`].
//!    * `nofpclass(...)`: space-separated names ([`fpclass_from_name`]) or
//!      one integer in 1..=1023 ([`FPCLASS_ALL`]).
//! 3. String attributes: [`Attribute::string`] (an empty value is the same
//!    attribute as no value).
//! 4. Resolve a function's attributes as `inline ++ group #a ++ group #b`
//!    and build with [`AttrSet::new`]: the later attribute of a kind (or
//!    string key) wins, which is how llvm-as-22 merges groups over inline
//!    attributes. An `align` among a function's (or its group's) attributes
//!    becomes the function's alignment and leaves the set.
//!
//! # Printing
//!
//! [`write_attribute`] prints the form used in parameter / return position
//! and in the `; Function Attrs:` comment; [`write_attribute_in_group`] the
//! form of `attributes #N = { ... }` (only `align`, `alignstack`,
//! `dereferenceable` and `dereferenceable_or_null` differ: `name=N`).

use crate::constants::ApInt;
use crate::hash::FastMap as HashMap;
use crate::types::TypeId;
use std::cmp::Ordering;

/// What kind of value an attribute kind carries.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AttrCategory {
    /// No value (`nounwind`).
    Flag,
    /// A type (`byval(T)`).
    Type,
    /// A 64-bit integer in a kind-specific encoding (`align 8`, `memory(...)`).
    Int,
    /// A constant range (`range(i32 0, 10)`).
    Range,
    /// A list of 64-bit constant ranges (`initializes((0, 4))`).
    RangeList,
}

/// Where an attribute sits.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AttrPosition {
    /// Function attributes (`define ... #0`, after the `)`).
    Function,
    /// Return value attributes (before the function name).
    Return,
    /// Parameter attributes (after a parameter's type).
    Param,
}

const FN: u8 = 1;
const PARAM: u8 = 2;
const RET: u8 = 4;

macro_rules! attr_kinds {
    ($($variant:ident = $name:literal, $cat:ident, $pos:expr;)*) => {
        /// Every built-in attribute kind of LLVM 22, in LLVM's kind-id order
        /// (which is the order attributes print in within one set).
        // The variants are the `.ll` keywords of `name()` in CamelCase; a
        // doc comment each would mean changing the macro's variant line.
        #[allow(missing_docs)]
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        pub enum AttrKind {
            $($variant,)*
        }

        impl AttrKind {
            /// All kinds, in sort order.
            pub const ALL: &'static [AttrKind] = &[$(AttrKind::$variant,)*];

            /// The keyword in `.ll` text.
            pub fn name(self) -> &'static str {
                match self {
                    $(AttrKind::$variant => $name,)*
                }
            }

            /// How the attribute's argument is stored (flag, integer, type, range, ...).
            pub fn category(self) -> AttrCategory {
                match self {
                    $(AttrKind::$variant => AttrCategory::$cat,)*
                }
            }

            fn positions(self) -> u8 {
                match self {
                    $(AttrKind::$variant => $pos,)*
                }
            }
        }
    };
}

attr_kinds! {
    AllocAlign = "allocalign", Flag, PARAM;
    AllocatedPointer = "allocptr", Flag, PARAM;
    AlwaysInline = "alwaysinline", Flag, FN;
    Builtin = "builtin", Flag, FN;
    Cold = "cold", Flag, FN;
    Convergent = "convergent", Flag, FN;
    CoroDestroyOnlyWhenComplete = "coro_only_destroy_when_complete", Flag, FN;
    CoroElideSafe = "coro_elide_safe", Flag, FN;
    DeadOnReturn = "dead_on_return", Flag, PARAM;
    DeadOnUnwind = "dead_on_unwind", Flag, PARAM;
    DisableSanitizerInstrumentation = "disable_sanitizer_instrumentation", Flag, FN;
    FnRetThunkExtern = "fn_ret_thunk_extern", Flag, FN;
    Hot = "hot", Flag, FN;
    HybridPatchable = "hybrid_patchable", Flag, FN;
    ImmArg = "immarg", Flag, PARAM;
    InReg = "inreg", Flag, PARAM | RET;
    InlineHint = "inlinehint", Flag, FN;
    JumpTable = "jumptable", Flag, FN;
    MinSize = "minsize", Flag, FN;
    MustProgress = "mustprogress", Flag, FN;
    Naked = "naked", Flag, FN;
    Nest = "nest", Flag, PARAM;
    NoAlias = "noalias", Flag, PARAM | RET;
    NoBuiltin = "nobuiltin", Flag, FN;
    NoCallback = "nocallback", Flag, FN;
    NoCfCheck = "nocf_check", Flag, FN;
    NoCreateUndefOrPoison = "nocreateundeforpoison", Flag, FN;
    NoDivergenceSource = "nodivergencesource", Flag, FN;
    NoDuplicate = "noduplicate", Flag, FN;
    NoExt = "noext", Flag, PARAM | RET;
    NoFree = "nofree", Flag, FN | PARAM;
    NoImplicitFloat = "noimplicitfloat", Flag, FN;
    NoInline = "noinline", Flag, FN;
    NoMerge = "nomerge", Flag, FN;
    NoProfile = "noprofile", Flag, FN;
    NoRecurse = "norecurse", Flag, FN;
    NoRedZone = "noredzone", Flag, FN;
    NoReturn = "noreturn", Flag, FN;
    NoSanitizeBounds = "nosanitize_bounds", Flag, FN;
    NoSanitizeCoverage = "nosanitize_coverage", Flag, FN;
    NoSync = "nosync", Flag, FN;
    NoUndef = "noundef", Flag, PARAM | RET;
    NoUnwind = "nounwind", Flag, FN;
    NonLazyBind = "nonlazybind", Flag, FN;
    NonNull = "nonnull", Flag, PARAM | RET;
    NullPointerIsValid = "null_pointer_is_valid", Flag, FN;
    OptForFuzzing = "optforfuzzing", Flag, FN;
    OptimizeForDebugging = "optdebug", Flag, FN;
    OptimizeForSize = "optsize", Flag, FN;
    OptimizeNone = "optnone", Flag, FN;
    PresplitCoroutine = "presplitcoroutine", Flag, FN;
    ReadNone = "readnone", Flag, PARAM;
    ReadOnly = "readonly", Flag, PARAM;
    Returned = "returned", Flag, PARAM;
    ReturnsTwice = "returns_twice", Flag, FN;
    SExt = "signext", Flag, PARAM | RET;
    SafeStack = "safestack", Flag, FN;
    SanitizeAddress = "sanitize_address", Flag, FN;
    SanitizeAllocToken = "sanitize_alloc_token", Flag, FN;
    SanitizeHWAddress = "sanitize_hwaddress", Flag, FN;
    SanitizeMemTag = "sanitize_memtag", Flag, FN;
    SanitizeMemory = "sanitize_memory", Flag, FN;
    SanitizeNumericalStability = "sanitize_numerical_stability", Flag, FN;
    SanitizeRealtime = "sanitize_realtime", Flag, FN;
    SanitizeRealtimeBlocking = "sanitize_realtime_blocking", Flag, FN;
    SanitizeThread = "sanitize_thread", Flag, FN;
    SanitizeType = "sanitize_type", Flag, FN;
    ShadowCallStack = "shadowcallstack", Flag, FN;
    SkipProfile = "skipprofile", Flag, FN;
    Speculatable = "speculatable", Flag, FN;
    SpeculativeLoadHardening = "speculative_load_hardening", Flag, FN;
    StackProtect = "ssp", Flag, FN;
    StackProtectReq = "sspreq", Flag, FN;
    StackProtectStrong = "sspstrong", Flag, FN;
    StrictFP = "strictfp", Flag, FN;
    SwiftAsync = "swiftasync", Flag, PARAM;
    SwiftError = "swifterror", Flag, PARAM;
    SwiftSelf = "swiftself", Flag, PARAM;
    WillReturn = "willreturn", Flag, FN;
    Writable = "writable", Flag, PARAM;
    WriteOnly = "writeonly", Flag, PARAM;
    ZExt = "zeroext", Flag, PARAM | RET;
    ByRef = "byref", Type, PARAM;
    ByVal = "byval", Type, PARAM;
    ElementType = "elementtype", Type, PARAM;
    InAlloca = "inalloca", Type, PARAM;
    Preallocated = "preallocated", Type, FN | PARAM;
    StructRet = "sret", Type, PARAM;
    Alignment = "align", Int, PARAM | RET;
    AllocKind = "allockind", Int, FN;
    AllocSize = "allocsize", Int, FN;
    Captures = "captures", Int, PARAM;
    Dereferenceable = "dereferenceable", Int, PARAM | RET;
    DereferenceableOrNull = "dereferenceable_or_null", Int, PARAM | RET;
    Memory = "memory", Int, FN;
    NoFPClass = "nofpclass", Int, PARAM | RET;
    StackAlignment = "alignstack", Int, FN | PARAM | RET;
    UWTable = "uwtable", Int, FN;
    VScaleRange = "vscale_range", Int, FN;
    Range = "range", Range, PARAM | RET;
    Initializes = "initializes", RangeList, PARAM;
}

impl AttrKind {
    /// The kind named by a `.ll` keyword. Legacy words that llvm-as-22
    /// upgrades (`nocapture`, `argmemonly`, ...) are not kinds: see
    /// [`legacy_memory_effects`] and [`upgrade_legacy_param`].
    pub fn from_name(name: &[u8]) -> Option<AttrKind> {
        Self::ALL
            .iter()
            .copied()
            .find(|k| k.name().as_bytes() == name)
    }

    /// Position in LLVM's in-set order.
    pub fn sort_key(self) -> u32 {
        self as u32
    }

    /// Whether LLVM 22 accepts the kind in that position (`builtin` is a
    /// function attribute that only call sites may carry; `align` on a
    /// function definition is the function's alignment, not an attribute).
    pub fn allowed_in(self, pos: AttrPosition) -> bool {
        let bit = match pos {
            AttrPosition::Function => FN,
            AttrPosition::Return => RET,
            AttrPosition::Param => PARAM,
        };
        self.positions() & bit != 0
    }

    /// Whether this kind takes no argument (`nounwind`).
    pub fn is_flag(self) -> bool {
        self.category() == AttrCategory::Flag
    }
    /// Whether this kind takes an integer argument (`align 8`, `memory(...)`).
    pub fn is_int(self) -> bool {
        self.category() == AttrCategory::Int
    }
    /// Whether this kind takes a type argument (`byval(T)`).
    pub fn is_type(self) -> bool {
        self.category() == AttrCategory::Type
    }
    /// Whether this kind takes a constant range (`range(i32 0, 10)`).
    pub fn is_range(self) -> bool {
        self.category() == AttrCategory::Range
    }
    /// Whether this kind takes a list of ranges (`initializes((0, 4))`).
    pub fn is_range_list(self) -> bool {
        self.category() == AttrCategory::RangeList
    }
}

/// One attribute.
///
/// `Int` payload encodings, by kind (all as LLVM stores them):
/// * `align`, `alignstack`: the alignment in bytes (not its log2).
/// * `dereferenceable`, `dereferenceable_or_null`: bytes, nonzero.
/// * `allocsize`: [`encode_allocsize`]; `vscale_range`:
///   [`encode_vscale_range`]; `uwtable`: [`UWTABLE_SYNC`] / [`UWTABLE_ASYNC`];
///   `allockind`: `ALLOCKIND_*` bits; `memory`: 2 bits per
///   [`MemLocation`] ([`memory_get`]); `captures`: [`encode_captures`];
///   `nofpclass`: `FPCLASS_*` bits.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Attribute {
    /// An attribute without argument (`nounwind`).
    Flag(AttrKind),
    /// An attribute with an integer argument, in the kind's encoding (see above).
    Int(AttrKind, u64),
    /// An attribute with a type argument (`byval(T)`, `sret(T)`, `elementtype(T)`, ...).
    Type(AttrKind, TypeId),
    /// Half-open `[lower, upper)` of width `lower.bits` (== `upper.bits`).
    Range {
        /// The kind.
        kind: AttrKind,
        /// The lower bound (inclusive).
        lower: ApInt,
        /// The upper bound (exclusive).
        upper: ApInt,
    },
    /// Sorted, disjoint, non-adjacent half-open 64-bit ranges.
    RangeList {
        /// The kind.
        kind: AttrKind,
        /// The `(lower, upper)` ranges.
        ranges: Vec<(i64, i64)>,
    },
    /// `"key"` or `"key"="value"`; `value` is never `Some` of an empty string
    /// once built through [`Attribute::string`] or [`AttrSet::new`].
    String {
        /// The key.
        key: Box<[u8]>,
        /// The value, if any.
        value: Option<Box<[u8]>>,
    },
}

/// Identity of an attribute within a set: one attribute per kind or key.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Slot<'a> {
    Kind(AttrKind),
    Str(&'a [u8]),
}

impl Attribute {
    /// A string attribute; LLVM does not tell `"k"=""` from `"k"`.
    pub fn string(key: impl Into<Box<[u8]>>, value: Option<Box<[u8]>>) -> Self {
        Attribute::String {
            key: key.into(),
            value: value.filter(|v| !v.is_empty()),
        }
    }

    /// The kind, or `None` for string attributes.
    pub fn kind(&self) -> Option<AttrKind> {
        match self {
            Attribute::Flag(k) | Attribute::Int(k, _) | Attribute::Type(k, _) => Some(*k),
            Attribute::Range { kind, .. } | Attribute::RangeList { kind, .. } => Some(*kind),
            Attribute::String { .. } => None,
        }
    }

    /// Whether this is a string attribute.
    pub fn is_string(&self) -> bool {
        matches!(self, Attribute::String { .. })
    }

    /// The type argument of `byval(T)` and the other type attributes.
    pub fn type_arg(&self) -> Option<TypeId> {
        match self {
            Attribute::Type(_, t) => Some(*t),
            _ => None,
        }
    }

    /// The raw payload of an int attribute.
    pub fn int_value(&self) -> Option<u64> {
        match self {
            Attribute::Int(_, v) => Some(*v),
            _ => None,
        }
    }

    /// The key of a string attribute.
    pub fn string_key(&self) -> Option<&[u8]> {
        match self {
            Attribute::String { key, .. } => Some(key),
            _ => None,
        }
    }

    /// The value of a string attribute (empty when it has none).
    pub fn string_value(&self) -> Option<&[u8]> {
        match self {
            Attribute::String { value, .. } => Some(value.as_deref().unwrap_or(&[])),
            _ => None,
        }
    }

    fn slot(&self) -> Slot<'_> {
        match self {
            Attribute::String { key, .. } => Slot::Str(key),
            _ => Slot::Kind(self.kind().expect("non-string attribute has a kind")),
        }
    }

    fn normalize(self) -> Self {
        match self {
            Attribute::String { key, value } => Attribute::string(key, value),
            a => a,
        }
    }
}

/// LLVM's in-set order: kinds by kind id, then strings by key (bytewise),
/// then, for two attributes of one kind or key, by value.
pub fn attribute_sort_cmp(a: &Attribute, b: &Attribute) -> Ordering {
    a.slot().cmp(&b.slot()).then_with(|| payload_cmp(a, b))
}

fn payload_cmp(a: &Attribute, b: &Attribute) -> Ordering {
    use Attribute::*;
    match (a, b) {
        (Int(_, x), Int(_, y)) => x.cmp(y),
        (Type(_, x), Type(_, y)) => x.cmp(y),
        (
            Range {
                lower: l1,
                upper: u1,
                ..
            },
            Range {
                lower: l2,
                upper: u2,
                ..
            },
        ) => {
            let key = |l: &ApInt, u: &ApInt| (l.bits, l.words.clone(), u.words.clone());
            key(l1, u1).cmp(&key(l2, u2))
        }
        (RangeList { ranges: x, .. }, RangeList { ranges: y, .. }) => x.cmp(y),
        (String { value: x, .. }, String { value: y, .. }) => {
            x.as_deref().unwrap_or(&[]).cmp(y.as_deref().unwrap_or(&[]))
        }
        _ => Ordering::Equal,
    }
}

// ---------------------------------------------------------------------------
// Int payload encodings

/// `allocsize(elem)` / `allocsize(elem, num)`: `elem << 32 | num`, with
/// `num == 0xFFFF_FFFF` meaning absent (so it cannot be given explicitly).
pub fn encode_allocsize(elem: u32, num: Option<u32>) -> u64 {
    (u64::from(elem) << 32) | u64::from(num.unwrap_or(u32::MAX))
}

/// The inverse of [`encode_allocsize`]: `(elem, num)`.
pub fn decode_allocsize(v: u64) -> (u32, Option<u32>) {
    let num = v as u32;
    ((v >> 32) as u32, (num != u32::MAX).then_some(num))
}

/// `vscale_range(min, max)`: `min << 32 | max`; `max == 0` means unbounded.
/// An encoding of 0 is no attribute (llvm-as-22 drops `vscale_range(0, 0)`).
pub fn encode_vscale_range(min: u32, max: u32) -> u64 {
    (u64::from(min) << 32) | u64::from(max)
}

/// The inverse of [`encode_vscale_range`]: `(min, max)`, `max == 0` meaning unbounded.
pub fn decode_vscale_range(v: u64) -> (u32, u32) {
    ((v >> 32) as u32, v as u32)
}

/// `uwtable(sync)`.
pub const UWTABLE_SYNC: u64 = 1;
/// `uwtable` / `uwtable(async)`, the default.
pub const UWTABLE_ASYNC: u64 = 2;

/// The argument of `uwtable(...)`.
pub fn uwtable_from_name(name: &[u8]) -> Option<u64> {
    match name {
        b"sync" => Some(UWTABLE_SYNC),
        b"async" => Some(UWTABLE_ASYNC),
        _ => None,
    }
}

/// `allockind("alloc")`: allocates memory.
pub const ALLOCKIND_ALLOC: u64 = 1;
/// `allockind("realloc")`: reallocates memory.
pub const ALLOCKIND_REALLOC: u64 = 2;
/// `allockind("free")`: frees memory.
pub const ALLOCKIND_FREE: u64 = 4;
/// `allockind("uninitialized")`: the new memory is uninitialized.
pub const ALLOCKIND_UNINITIALIZED: u64 = 8;
/// `allockind("zeroed")`: the new memory is zeroed.
pub const ALLOCKIND_ZEROED: u64 = 16;
/// `allockind("aligned")`: takes an alignment argument (`allocalign`).
pub const ALLOCKIND_ALIGNED: u64 = 32;

/// Print order of the `allockind` words.
const ALLOCKIND_NAMES: [(u64, &str); 6] = [
    (ALLOCKIND_ALLOC, "alloc"),
    (ALLOCKIND_REALLOC, "realloc"),
    (ALLOCKIND_FREE, "free"),
    (ALLOCKIND_UNINITIALIZED, "uninitialized"),
    (ALLOCKIND_ZEROED, "zeroed"),
    (ALLOCKIND_ALIGNED, "aligned"),
];

/// The string inside `allockind("...")`: comma-separated words, in any
/// order. The error is llvm-as-22's message.
pub fn parse_allockind(s: &[u8]) -> Result<u64, String> {
    let mut bits = 0;
    for part in s.split(|&c| c == b',') {
        match ALLOCKIND_NAMES.iter().find(|(_, n)| n.as_bytes() == part) {
            Some((b, _)) => bits |= b,
            None => {
                return Err(format!(
                    "unknown allockind {}",
                    String::from_utf8_lossy(part)
                ))
            }
        }
    }
    Ok(bits)
}

/// Where a function may access memory. The discriminant is the location's
/// 2-bit slot in a `memory` payload (bits `2*loc .. 2*loc+2`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MemLocation {
    /// `argmem`: memory pointer arguments point to.
    ArgMem = 0,
    /// `inaccessiblemem`: memory not accessible from the module.
    InaccessibleMem = 1,
    /// `errnomem`: `errno`.
    ErrnoMem = 2,
    /// Everything else; printed as the default access kind, never by name.
    Other = 3,
    /// `target_mem0`: target-specific memory 0.
    TargetMem0 = 4,
    /// `target_mem1`: target-specific memory 1.
    TargetMem1 = 5,
}

impl MemLocation {
    /// Every location, in slot order.
    pub const ALL: [MemLocation; 6] = [
        MemLocation::ArgMem,
        MemLocation::InaccessibleMem,
        MemLocation::ErrnoMem,
        MemLocation::Other,
        MemLocation::TargetMem0,
        MemLocation::TargetMem1,
    ];

    /// The `.ll` name (`Other` has none; "other" is printed as the default).
    pub fn name(self) -> &'static str {
        match self {
            MemLocation::ArgMem => "argmem",
            MemLocation::InaccessibleMem => "inaccessiblemem",
            MemLocation::ErrnoMem => "errnomem",
            MemLocation::Other => "other",
            MemLocation::TargetMem0 => "target_mem0",
            MemLocation::TargetMem1 => "target_mem1",
        }
    }
}

/// A location name allowed before `:` in `memory(...)`.
pub fn memory_location_from_name(name: &[u8]) -> Option<MemLocation> {
    match name {
        b"argmem" => Some(MemLocation::ArgMem),
        b"inaccessiblemem" => Some(MemLocation::InaccessibleMem),
        b"errnomem" => Some(MemLocation::ErrnoMem),
        b"target_mem0" => Some(MemLocation::TargetMem0),
        b"target_mem1" => Some(MemLocation::TargetMem1),
        _ => None,
    }
}

/// Access kind: bit 0 = reads (ref), bit 1 = writes (mod).
pub const MODREF_NONE: u8 = 0;
/// `read`: reads only.
pub const MODREF_READ: u8 = 1;
/// `write`: writes only.
pub const MODREF_WRITE: u8 = 2;
/// `readwrite`: reads and writes.
pub const MODREF_READWRITE: u8 = 3;

/// `none` / `read` / `write` / `readwrite`.
pub fn mod_ref_from_name(name: &[u8]) -> Option<u8> {
    match name {
        b"none" => Some(MODREF_NONE),
        b"read" => Some(MODREF_READ),
        b"write" => Some(MODREF_WRITE),
        b"readwrite" => Some(MODREF_READWRITE),
        _ => None,
    }
}

fn mod_ref_name(mr: u8) -> &'static str {
    match mr & 3 {
        MODREF_NONE => "none",
        MODREF_READ => "read",
        MODREF_WRITE => "write",
        _ => "readwrite",
    }
}

/// `memory(none)`.
pub const MEMORY_NONE: u64 = 0;
/// Every location `readwrite`: the same as no `memory` attribute.
pub const MEMORY_UNKNOWN: u64 = 0xFFF;

/// The access kind (`MODREF_*`) of `loc` in `memory` payload `v`.
pub fn memory_get(v: u64, loc: MemLocation) -> u8 {
    ((v >> (2 * loc as u32)) & 3) as u8
}

/// `v` with `loc`'s access kind set to `mr` (low 2 bits).
pub fn memory_set(v: u64, loc: MemLocation, mr: u8) -> u64 {
    let shift = 2 * loc as u32;
    (v & !(3 << shift)) | (u64::from(mr & 3) << shift)
}

/// Every location with access kind `mr`.
pub fn memory_set_all(mr: u8) -> u64 {
    MemLocation::ALL
        .iter()
        .fold(0, |v, &loc| memory_set(v, loc, mr))
}

/// `captures` component bits (a pointer's address, or only whether it is
/// null; its provenance, or only read provenance).
pub const CAPTURE_NONE: u8 = 0;
/// `address_is_null`: only whether the address is null is captured.
pub const CAPTURE_ADDRESS_IS_NULL: u8 = 1;
/// `address`: the address is captured.
pub const CAPTURE_ADDRESS: u8 = 3;
/// `read_provenance`: the provenance is captured, for reads only.
pub const CAPTURE_READ_PROVENANCE: u8 = 4;
/// `provenance`: the provenance is captured.
pub const CAPTURE_PROVENANCE: u8 = 12;
/// Every component: address and provenance, as with no `captures` restriction.
pub const CAPTURE_ALL: u8 = 15;

/// A component word inside `captures(...)` (`all` is not one).
pub fn capture_component_from_name(name: &[u8]) -> Option<u8> {
    match name {
        b"none" => Some(CAPTURE_NONE),
        b"address" => Some(CAPTURE_ADDRESS),
        b"address_is_null" => Some(CAPTURE_ADDRESS_IS_NULL),
        b"provenance" => Some(CAPTURE_PROVENANCE),
        b"read_provenance" => Some(CAPTURE_READ_PROVENANCE),
        _ => None,
    }
}

/// `captures(other, ret: ret)`: `other << 4 | ret`. `captures(none)` is 0.
pub fn encode_captures(other: u8, ret: u8) -> u64 {
    (u64::from(other & 15) << 4) | u64::from(ret & 15)
}

/// `(other, ret)` components.
pub fn decode_captures(v: u64) -> (u8, u8) {
    (((v >> 4) & 15) as u8, (v & 15) as u8)
}

/// `nofpclass` bits.
pub const FPCLASS_SNAN: u64 = 1 << 0;
/// `qnan`: quiet NaN.
pub const FPCLASS_QNAN: u64 = 1 << 1;
/// `ninf`: negative infinity.
pub const FPCLASS_NINF: u64 = 1 << 2;
/// `nnorm`: negative normal.
pub const FPCLASS_NNORM: u64 = 1 << 3;
/// `nsub`: negative subnormal.
pub const FPCLASS_NSUB: u64 = 1 << 4;
/// `nzero`: negative zero.
pub const FPCLASS_NZERO: u64 = 1 << 5;
/// `pzero`: positive zero.
pub const FPCLASS_PZERO: u64 = 1 << 6;
/// `psub`: positive subnormal.
pub const FPCLASS_PSUB: u64 = 1 << 7;
/// `pnorm`: positive normal.
pub const FPCLASS_PNORM: u64 = 1 << 8;
/// `pinf`: positive infinity.
pub const FPCLASS_PINF: u64 = 1 << 9;
/// Every class (`all`).
pub const FPCLASS_ALL: u64 = 0x3FF;

/// Names in print order; printing takes them greedily, so `snan qnan`
/// prints as `nan`.
const FPCLASS_NAMES: [(u64, &str); 16] = [
    (FPCLASS_ALL, "all"),
    (FPCLASS_SNAN | FPCLASS_QNAN, "nan"),
    (FPCLASS_SNAN, "snan"),
    (FPCLASS_QNAN, "qnan"),
    (FPCLASS_NINF | FPCLASS_PINF, "inf"),
    (FPCLASS_NINF, "ninf"),
    (FPCLASS_PINF, "pinf"),
    (FPCLASS_NZERO | FPCLASS_PZERO, "zero"),
    (FPCLASS_NZERO, "nzero"),
    (FPCLASS_PZERO, "pzero"),
    (FPCLASS_NSUB | FPCLASS_PSUB, "sub"),
    (FPCLASS_NSUB, "nsub"),
    (FPCLASS_PSUB, "psub"),
    (FPCLASS_NNORM | FPCLASS_PNORM, "norm"),
    (FPCLASS_NNORM, "nnorm"),
    (FPCLASS_PNORM, "pnorm"),
];

/// A class word inside `nofpclass(...)` (`none` is not one).
pub fn fpclass_from_name(name: &[u8]) -> Option<u64> {
    FPCLASS_NAMES
        .iter()
        .find(|(_, n)| n.as_bytes() == name)
        .map(|&(b, _)| b)
}

/// The checks llvm-as-22 makes on `range(iN lower, upper)` once both bounds
/// are read at width `bits`: equal bounds must both be zero (the empty set;
/// `range(i32 0, 0)` is kept and printed).
pub fn check_range(lower: &ApInt, upper: &ApInt) -> Result<(), String> {
    if lower == upper && lower.words.iter().any(|&w| w != 0) {
        return Err("the range represent the empty set but limits aren't 0!".into());
    }
    Ok(())
}

/// The check llvm-as-22 makes on each range of `initializes(...)` as it
/// reads it: none may be empty or full.
pub fn check_range_list_entry(lo: i64, hi: i64) -> Result<(), String> {
    if lo == hi {
        return Err("the range should not represent the full or empty set!".into());
    }
    Ok(())
}

/// The check llvm-as-22 makes on `initializes(...)` once every range is
/// read (each by [`check_range_list_entry`]): ranges must be ascending,
/// disjoint and not adjacent.
pub fn check_range_list(ranges: &[(i64, i64)]) -> Result<(), String> {
    for (i, &(lo, hi)) in ranges.iter().enumerate() {
        let prev_ok = i == 0 || ranges[i - 1].1 < lo;
        if lo >= hi || !prev_ok {
            return Err("Invalid (unordered or overlapping) range list".into());
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------
// Legacy upgrades

/// The memory effects a legacy function attribute word stands for, to be
/// intersected (`&`) into a [`LegacyMemory`]: `readnone`, `readonly`,
/// `writeonly`, `argmemonly`, `inaccessiblememonly`,
/// `inaccessiblemem_or_argmemonly`.
pub fn legacy_memory_effects(name: &[u8]) -> Option<u64> {
    let rw = MODREF_READWRITE;
    Some(match name {
        b"readnone" => MEMORY_NONE,
        b"readonly" => memory_set_all(MODREF_READ),
        b"writeonly" => memory_set_all(MODREF_WRITE),
        b"argmemonly" => memory_set(0, MemLocation::ArgMem, rw),
        b"inaccessiblememonly" => memory_set(0, MemLocation::InaccessibleMem, rw),
        b"inaccessiblemem_or_argmemonly" => memory_set(
            memory_set(0, MemLocation::ArgMem, rw),
            MemLocation::InaccessibleMem,
            rw,
        ),
        _ => return None,
    })
}

/// Accumulates legacy memory words of one attribute list, as llvm-as-22 and
/// the bitcode reader do: `readonly argmemonly` is `memory(argmem: read)`.
#[derive(Clone, Copy, Default, Debug)]
pub struct LegacyMemory(Option<u64>);

impl LegacyMemory {
    /// Intersects the effects of one legacy word (from [`legacy_memory_effects`]).
    pub fn add(&mut self, effects: u64) {
        self.0 = Some(self.0.unwrap_or(MEMORY_UNKNOWN) & effects);
    }

    /// Appends the resulting `memory` attribute, if any word was seen; being
    /// last, it overrides an explicit `memory(...)` in [`AttrSet::new`].
    pub fn finish(self, attrs: &mut Vec<Attribute>) {
        if let Some(v) = self.0 {
            attrs.push(Attribute::Int(AttrKind::Memory, v));
        }
    }
}

/// Legacy parameter words: `nocapture` is `captures(none)`.
pub fn upgrade_legacy_param(name: &[u8]) -> Option<Attribute> {
    (name == b"nocapture").then_some(Attribute::Int(AttrKind::Captures, 0))
}

/// Upgrades a function-position list that holds the parameter kinds
/// `readnone` / `readonly` / `writeonly` (as old bitcode encodes function
/// memory behaviour) into one trailing `memory` attribute. Other positions
/// keep those kinds: they are real parameter attributes.
pub fn upgrade_legacy(attrs: &mut Vec<Attribute>, position: AttrPosition) {
    if position != AttrPosition::Function {
        return;
    }
    let mut mem = LegacyMemory::default();
    attrs.retain(|a| {
        let name = match a {
            Attribute::Flag(
                k @ (AttrKind::ReadNone | AttrKind::ReadOnly | AttrKind::WriteOnly),
            ) => k.name(),
            _ => return true,
        };
        if let Some(e) = legacy_memory_effects(name.as_bytes()) {
            mem.add(e);
        }
        false
    });
    mem.finish(attrs);
}

// ---------------------------------------------------------------------------
// Text

/// Writes `a` as llvm-dis-22 prints it in parameter / return position and in
/// the `; Function Attrs:` comment.
pub fn write_attribute(
    out: &mut String,
    a: &Attribute,
    type_printer: &dyn Fn(&mut String, TypeId),
) {
    write_attr(out, a, false, type_printer);
}

/// Writes `a` as llvm-dis-22 prints it inside `attributes #N = { ... }`.
pub fn write_attribute_in_group(
    out: &mut String,
    a: &Attribute,
    type_printer: &dyn Fn(&mut String, TypeId),
) {
    write_attr(out, a, true, type_printer);
}

fn write_attr(out: &mut String, a: &Attribute, in_group: bool, tp: &dyn Fn(&mut String, TypeId)) {
    use std::fmt::Write;
    match a {
        Attribute::Flag(k) => out.push_str(k.name()),
        Attribute::Type(k, t) => {
            out.push_str(k.name());
            out.push('(');
            tp(out, *t);
            out.push(')');
        }
        Attribute::Int(k, v) => write_int_attr(out, *k, *v, in_group),
        Attribute::Range { kind, lower, upper } => {
            let _ = write!(
                out,
                "{}(i{} {}, {})",
                kind.name(),
                lower.bits,
                lower.to_signed_decimal(),
                upper.to_signed_decimal()
            );
        }
        Attribute::RangeList { kind, ranges } => {
            out.push_str(kind.name());
            out.push('(');
            for (i, (lo, hi)) in ranges.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                let _ = write!(out, "({lo}, {hi})");
            }
            out.push(')');
        }
        Attribute::String { key, value } => {
            // LLVM prints the key raw and only escapes the value.
            out.push('"');
            crate::rawtext::push_raw(out, key);
            out.push('"');
            if let Some(v) = value.as_deref().filter(|v| !v.is_empty()) {
                out.push_str("=\"");
                write_escaped(out, v);
                out.push('"');
            }
        }
    }
}

fn write_int_attr(out: &mut String, k: AttrKind, v: u64, in_group: bool) {
    use std::fmt::Write;
    let name = k.name();
    match k {
        AttrKind::Alignment => {
            let sep = if in_group { '=' } else { ' ' };
            let _ = write!(out, "{name}{sep}{v}");
        }
        AttrKind::StackAlignment | AttrKind::Dereferenceable | AttrKind::DereferenceableOrNull
            if in_group =>
        {
            let _ = write!(out, "{name}={v}");
        }
        AttrKind::AllocSize => match decode_allocsize(v) {
            (e, Some(n)) => {
                let _ = write!(out, "allocsize({e},{n})");
            }
            (e, None) => {
                let _ = write!(out, "allocsize({e})");
            }
        },
        AttrKind::VScaleRange => {
            let (min, max) = decode_vscale_range(v);
            let _ = write!(out, "vscale_range({min},{max})");
        }
        AttrKind::UWTable => {
            out.push_str(if v == UWTABLE_ASYNC {
                "uwtable"
            } else {
                "uwtable(sync)"
            });
        }
        AttrKind::AllocKind => {
            out.push_str("allockind(\"");
            let mut first = true;
            for (bit, word) in ALLOCKIND_NAMES {
                if v & bit != 0 {
                    if !first {
                        out.push(',');
                    }
                    first = false;
                    out.push_str(word);
                }
            }
            out.push_str("\")");
        }
        AttrKind::Memory => write_memory(out, v),
        AttrKind::Captures => write_captures(out, v),
        AttrKind::NoFPClass => {
            out.push_str("nofpclass(");
            let mut rest = v & FPCLASS_ALL;
            if rest == 0 {
                out.push_str("none");
            }
            let mut first = true;
            for (bits, word) in FPCLASS_NAMES {
                if rest & bits == bits {
                    if !first {
                        out.push(' ');
                    }
                    first = false;
                    out.push_str(word);
                    rest &= !bits;
                }
            }
            out.push(')');
        }
        _ => {
            let _ = write!(out, "{name}({v})");
        }
    }
}

/// `memory(...)`: the access kind of "other" memory comes first as the
/// default (omitted when it is `none` and something else is accessed), then
/// every location that differs from it, in location order.
fn write_memory(out: &mut String, v: u64) {
    let other = memory_get(v, MemLocation::Other);
    let any = MemLocation::ALL
        .iter()
        .fold(0, |acc, &l| acc | memory_get(v, l));
    out.push_str("memory(");
    let mut first = true;
    if other != MODREF_NONE || any == other {
        out.push_str(mod_ref_name(other));
        first = false;
    }
    for loc in MemLocation::ALL {
        let mr = memory_get(v, loc);
        if mr == other {
            continue;
        }
        if !first {
            out.push_str(", ");
        }
        first = false;
        out.push_str(loc.name());
        out.push_str(": ");
        out.push_str(mod_ref_name(mr));
    }
    out.push(')');
}

fn write_capture_components(out: &mut String, cc: u8) {
    if cc == CAPTURE_NONE {
        out.push_str("none");
        return;
    }
    let mut parts = Vec::new();
    if cc & CAPTURE_ADDRESS == CAPTURE_ADDRESS {
        parts.push("address");
    } else if cc & CAPTURE_ADDRESS_IS_NULL != 0 {
        parts.push("address_is_null");
    }
    if cc & CAPTURE_PROVENANCE == CAPTURE_PROVENANCE {
        parts.push("provenance");
    } else if cc & CAPTURE_READ_PROVENANCE != 0 {
        parts.push("read_provenance");
    }
    out.push_str(&parts.join(", "));
}

/// `captures(...)`: one component list when "other" and "ret" agree, else
/// the other components (unless none) and then `ret: ...`.
fn write_captures(out: &mut String, v: u64) {
    let (other, ret) = decode_captures(v);
    out.push_str("captures(");
    if other == ret {
        write_capture_components(out, other);
    } else {
        if other != CAPTURE_NONE {
            write_capture_components(out, other);
            out.push_str(", ");
        }
        out.push_str("ret: ");
        write_capture_components(out, ret);
    }
    out.push(')');
}

/// LLVM's `printEscapedString`: printable ASCII other than `"` and `\` as
/// is, `\` as `\\`, everything else as `\XX` (uppercase hex).
fn write_escaped(out: &mut String, bytes: &[u8]) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    for &b in bytes {
        if b == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..0x7F).contains(&b) && b != b'"' {
            out.push(b as char);
        } else {
            out.push('\\');
            out.push(HEX[(b >> 4) as usize] as char);
            out.push(HEX[(b & 15) as usize] as char);
        }
    }
}

/// An attribute as text (see [`write_attribute`] / [`write_attribute_in_group`]).
pub fn attribute_to_string(
    a: &Attribute,
    in_group: bool,
    type_printer: &dyn Fn(&mut String, TypeId),
) -> String {
    let mut s = String::new();
    write_attr(&mut s, a, in_group, type_printer);
    s
}

// ---------------------------------------------------------------------------
// Sets and lists

/// A set of attributes in LLVM's print order, at most one per kind or
/// string key.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct AttrSet {
    attrs: Vec<Attribute>,
    /// One bit per kind the set has (bit `kind as u32`), so that `has`,
    /// asked for every call's arguments, is a bit test; a function of
    /// `attrs`, so equality and hashing are unchanged by it.
    kinds: u128,
}

// Every kind has its bit in `AttrSet::kinds`.
const _: () = assert!(AttrKind::ALL.len() <= 128);

impl AttrSet {
    /// Sorts into LLVM order; of two attributes with one kind or key the
    /// later in `attrs` wins, as when llvm-as-22 reads `align 4 align 8` or
    /// merges a group over inline attributes.
    pub fn new(attrs: Vec<Attribute>) -> Self {
        let mut attrs: Vec<Attribute> = attrs.into_iter().map(Attribute::normalize).collect();
        // Stable sort by slot keeps input order within a slot; keep the last.
        attrs.sort_by(|a, b| a.slot().cmp(&b.slot()));
        let mut out: Vec<Attribute> = Vec::with_capacity(attrs.len());
        for a in attrs {
            match out.last_mut() {
                Some(last) if last.slot() == a.slot() => *last = a,
                _ => out.push(a),
            }
        }
        AttrSet::from_sorted(out)
    }

    /// A set of attributes already in order, one per slot.
    fn from_sorted(attrs: Vec<Attribute>) -> Self {
        let kinds = attrs
            .iter()
            .filter_map(Attribute::kind)
            .fold(0u128, |bits, k| bits | Self::bit(k));
        AttrSet { attrs, kinds }
    }

    fn bit(kind: AttrKind) -> u128 {
        1u128 << (kind as u32)
    }

    /// The empty set.
    pub fn empty() -> Self {
        AttrSet::default()
    }

    /// The attributes, in LLVM's order.
    pub fn as_slice(&self) -> &[Attribute] {
        &self.attrs
    }

    /// The attributes, in LLVM's order, as an owned vector.
    pub fn into_vec(self) -> Vec<Attribute> {
        self.attrs
    }

    /// The attribute of `kind`, if the set has one.
    pub fn get(&self, kind: AttrKind) -> Option<&Attribute> {
        if !self.has(kind) {
            return None;
        }
        self.attrs
            .binary_search_by(|a| a.slot().cmp(&Slot::Kind(kind)))
            .ok()
            .map(|i| &self.attrs[i])
    }

    /// Whether the set has an attribute of `kind`.
    pub fn has(&self, kind: AttrKind) -> bool {
        self.kinds & Self::bit(kind) != 0
    }

    /// The string attribute with this key, if any.
    pub fn get_string(&self, key: &[u8]) -> Option<&Attribute> {
        self.attrs
            .binary_search_by(|a| a.slot().cmp(&Slot::Str(key)))
            .ok()
            .map(|i| &self.attrs[i])
    }

    /// The raw payload of an int attribute of `kind`.
    pub fn int(&self, kind: AttrKind) -> Option<u64> {
        self.get(kind).and_then(Attribute::int_value)
    }

    /// The type of a type attribute of `kind`.
    pub fn type_of(&self, kind: AttrKind) -> Option<TypeId> {
        self.get(kind).and_then(Attribute::type_arg)
    }

    /// This set plus `a` (replacing one of the same kind or key).
    pub fn with(&self, a: Attribute) -> AttrSet {
        let mut v = self.attrs.clone();
        v.push(a);
        AttrSet::new(v)
    }

    /// This set without `kind`.
    pub fn without(&self, kind: AttrKind) -> AttrSet {
        AttrSet::from_sorted(
            self.attrs
                .iter()
                .filter(|a| a.kind() != Some(kind))
                .cloned()
                .collect(),
        )
    }
}

impl std::ops::Deref for AttrSet {
    type Target = [Attribute];
    fn deref(&self) -> &[Attribute] {
        &self.attrs
    }
}

impl<'a> IntoIterator for &'a AttrSet {
    type Item = &'a Attribute;
    type IntoIter = std::slice::Iter<'a, Attribute>;
    fn into_iter(self) -> Self::IntoIter {
        self.attrs.iter()
    }
}

crate::entity_id!(
    /// An interned attribute set; 0 is the empty set.
    AttrSetId
);

impl AttrSetId {
    /// The empty set.
    pub const EMPTY: AttrSetId = AttrSetId::from_u32(0);

    /// Whether this is the empty set.
    pub fn is_empty(self) -> bool {
        self == Self::EMPTY
    }
}

/// Interned attribute sets of a module.
#[derive(Clone, Debug)]
pub struct AttrSetTable {
    sets: crate::entity::EntityVec<AttrSetId, AttrSet>,
    map: HashMap<AttrSet, AttrSetId>,
}

impl Default for AttrSetTable {
    fn default() -> Self {
        Self::new()
    }
}

impl AttrSetTable {
    /// A table holding only the empty set, as id 0.
    pub fn new() -> Self {
        let mut map = HashMap::default();
        map.insert(AttrSet::empty(), AttrSetId::EMPTY);
        AttrSetTable {
            sets: vec![AttrSet::empty()].into(),
            map,
        }
    }

    /// The id of `set`, added if the table has none equal.
    pub fn intern(&mut self, set: AttrSet) -> AttrSetId {
        if let Some(&id) = self.map.get(&set) {
            return id;
        }
        let id = AttrSetId::from_index(self.sets.len());
        self.sets.push(set.clone());
        self.map.insert(set, id);
        id
    }

    /// Interns `AttrSet::new(attrs)`.
    pub fn intern_attrs(&mut self, attrs: Vec<Attribute>) -> AttrSetId {
        self.intern(AttrSet::new(attrs))
    }

    /// The set `id`; panics when out of range.
    pub fn get(&self, id: AttrSetId) -> &AttrSet {
        &self.sets[id]
    }

    /// The id of `set`, if the table has it.
    pub fn lookup(&self, set: &AttrSet) -> Option<AttrSetId> {
        self.map.get(set).copied()
    }

    /// Number of sets, the empty one included.
    pub fn len(&self) -> usize {
        self.sets.len()
    }

    /// Never true: the empty set is always present.
    pub fn is_empty(&self) -> bool {
        self.sets.is_empty()
    }

    /// Sets in id order.
    pub fn iter(&self) -> impl Iterator<Item = (AttrSetId, &AttrSet)> {
        self.sets
            .values()
            .enumerate()
            .map(|(i, s)| (AttrSetId::from_index(i), s))
    }
}

/// A function's or call's attributes: function, return and per-parameter
/// sets, as LLVM's `AttributeList`. Trailing empty parameter sets are not
/// stored, so equal lists compare equal.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct AttrList {
    /// The function attributes.
    pub func: AttrSetId,
    /// The return value attributes.
    pub ret: AttrSetId,
    /// The parameter attributes, by parameter index (trailing empty sets not stored).
    pub params: Vec<AttrSetId>,
}

impl AttrList {
    /// A list from its parts, dropping trailing empty parameter sets.
    pub fn new(func: AttrSetId, ret: AttrSetId, mut params: Vec<AttrSetId>) -> Self {
        while params.last() == Some(&AttrSetId::EMPTY) {
            params.pop();
        }
        AttrList { func, ret, params }
    }

    /// The set of parameter `i` (empty past the stored ones).
    pub fn param(&self, i: usize) -> AttrSetId {
        self.params.get(i).copied().unwrap_or(AttrSetId::EMPTY)
    }

    /// Sets parameter `i`'s set, keeping trailing empties trimmed.
    pub fn set_param(&mut self, i: usize, set: AttrSetId) {
        if i >= self.params.len() {
            if set.is_empty() {
                return;
            }
            self.params.resize(i + 1, AttrSetId::EMPTY);
        }
        self.params[i] = set;
        while self.params.last() == Some(&AttrSetId::EMPTY) {
            self.params.pop();
        }
    }

    /// Whether every set is empty.
    pub fn is_empty(&self) -> bool {
        self.func.is_empty() && self.ret.is_empty() && self.params.is_empty()
    }
}

crate::entity_id!(
    /// An interned attribute list; 0 is the empty list.
    AttrListId
);

/// Interned attribute lists (bitcode's PARAMATTR table is one of these).
#[derive(Clone, Debug)]
pub struct AttrListTable {
    lists: crate::entity::EntityVec<AttrListId, AttrList>,
    map: HashMap<AttrList, AttrListId>,
}

impl Default for AttrListTable {
    fn default() -> Self {
        Self::new()
    }
}

impl AttrListTable {
    /// A table holding only the empty list, as id 0.
    pub fn new() -> Self {
        let mut map = HashMap::default();
        map.insert(AttrList::default(), AttrListId::from_u32(0));
        AttrListTable {
            lists: vec![AttrList::default()].into(),
            map,
        }
    }

    /// The id of `list`, added if the table has none equal.
    pub fn intern(&mut self, list: AttrList) -> AttrListId {
        if let Some(&id) = self.map.get(&list) {
            return id;
        }
        let id = AttrListId::from_index(self.lists.len());
        self.lists.push(list.clone());
        self.map.insert(list, id);
        id
    }

    /// The list `id`; panics when out of range.
    pub fn get(&self, id: AttrListId) -> &AttrList {
        &self.lists[id]
    }

    /// Number of lists, the empty one included.
    pub fn len(&self) -> usize {
        self.lists.len()
    }

    /// Never true: the empty list is always present.
    pub fn is_empty(&self) -> bool {
        self.lists.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const I32: TypeId = TypeId::from_u32(0);
    const STRUCT_T: TypeId = TypeId::from_u32(1);

    fn tp(out: &mut String, t: TypeId) {
        out.push_str(if t == I32 { "i32" } else { "%struct.T" });
    }

    fn text(a: &Attribute) -> String {
        attribute_to_string(a, false, &tp)
    }

    fn group_text(a: &Attribute) -> String {
        attribute_to_string(a, true, &tp)
    }

    fn int(k: AttrKind, v: u64) -> Attribute {
        Attribute::Int(k, v)
    }

    fn range(bits: u32, lo: i64, hi: i64) -> Attribute {
        Attribute::Range {
            kind: AttrKind::Range,
            lower: ApInt::from_i64(bits, lo),
            upper: ApInt::from_i64(bits, hi),
        }
    }

    /// The attribute the ordering fixtures (generated .ll files) used for
    /// each keyword.
    fn sample(name: &str) -> Attribute {
        use AttrKind::*;
        let k = AttrKind::from_name(name.as_bytes()).expect(name);
        match k {
            Alignment => int(k, 8),
            StackAlignment => int(k, 4),
            AllocKind => int(k, ALLOCKIND_ALLOC),
            AllocSize => int(k, encode_allocsize(0, None)),
            Dereferenceable | DereferenceableOrNull => int(k, 4),
            Memory => int(k, memory_set_all(MODREF_READ)),
            NoFPClass => int(k, FPCLASS_SNAN | FPCLASS_QNAN),
            Captures => int(k, 0),
            UWTable => int(k, UWTABLE_ASYNC),
            VScaleRange => int(k, encode_vscale_range(1, 2)),
            Range => range(32, 0, 5),
            Initializes => Attribute::RangeList {
                kind: k,
                ranges: vec![(0, 4)],
            },
            _ if k.is_type() => Attribute::Type(k, I32),
            _ => Attribute::Flag(k),
        }
    }

    fn print_set(names: &str, in_group: bool) -> String {
        let set = AttrSet::new(names.split_whitespace().map(sample).collect());
        let parts: Vec<String> = set
            .iter()
            .map(|a| attribute_to_string(a, in_group, &tp))
            .collect();
        parts.join(" ")
    }

    // Inputs in the (random) order of the .ll fed to llvm-as-22; expected
    // strings are what LLVM 22 printed (`opt-22 -S`, same printer as
    // llvm-dis-22, which cannot read `hybrid_patchable` back from bitcode).
    #[test]
    fn param_order_matches_llvm22() {
        let input = "writable writeonly nofree preallocated noalias signext \
            dereferenceable_or_null readnone inreg byval noext alignstack dead_on_return \
            swiftself noundef inalloca returned initializes elementtype sret nonnull zeroext \
            allocptr nest immarg range nofpclass captures swiftasync swifterror \
            dereferenceable align allocalign byref readonly dead_on_unwind";
        let want = "allocalign allocptr dead_on_return dead_on_unwind immarg inreg nest \
            noalias noext nofree noundef nonnull readnone readonly returned signext swiftasync \
            swifterror swiftself writable writeonly zeroext byref(i32) byval(i32) \
            elementtype(i32) inalloca(i32) preallocated(i32) sret(i32) align 8 captures(none) \
            dereferenceable(4) dereferenceable_or_null(4) nofpclass(nan) alignstack(4) \
            range(i32 0, 5) initializes((0, 4))";
        assert_eq!(print_set(input, false), want);
    }

    #[test]
    fn ret_order_matches_llvm22() {
        let input = "range inreg zeroext noundef nofpclass signext align alignstack noalias \
            dereferenceable dereferenceable_or_null nonnull noext";
        let want = "inreg noalias noext noundef nonnull signext zeroext align 8 \
            dereferenceable(4) dereferenceable_or_null(4) nofpclass(nan) alignstack(4) \
            range(i32 0, 5)";
        assert_eq!(print_set(input, false), want);
    }

    #[test]
    fn fn_group_order_matches_llvm22() {
        let input = "noredzone nocreateundeforpoison optforfuzzing noimplicitfloat willreturn \
            speculatable sanitize_memory strictfp null_pointer_is_valid vscale_range optdebug \
            sanitize_numerical_stability skipprofile noinline speculative_load_hardening \
            minsize fn_ret_thunk_extern noreturn presplitcoroutine ssp uwtable sanitize_type \
            nofree disable_sanitizer_instrumentation nocallback sanitize_memtag \
            nodivergencesource nocf_check sspstrong naked mustprogress allocsize nobuiltin \
            memory sspreq builtin cold nosanitize_bounds allockind safestack inlinehint \
            shadowcallstack sanitize_realtime_blocking returns_twice sanitize_hwaddress \
            norecurse optsize alwaysinline coro_only_destroy_when_complete alignstack \
            nosanitize_coverage convergent hybrid_patchable noduplicate nosync hot jumptable \
            sanitize_address optnone preallocated noprofile nounwind sanitize_thread \
            nonlazybind nomerge coro_elide_safe sanitize_alloc_token sanitize_realtime";
        let want = "alwaysinline builtin cold convergent coro_only_destroy_when_complete \
            coro_elide_safe disable_sanitizer_instrumentation fn_ret_thunk_extern hot \
            hybrid_patchable inlinehint jumptable minsize mustprogress naked nobuiltin \
            nocallback nocf_check nocreateundeforpoison nodivergencesource noduplicate nofree \
            noimplicitfloat noinline nomerge noprofile norecurse noredzone noreturn \
            nosanitize_bounds nosanitize_coverage nosync nounwind nonlazybind \
            null_pointer_is_valid optforfuzzing optdebug optsize optnone presplitcoroutine \
            returns_twice safestack sanitize_address sanitize_alloc_token sanitize_hwaddress \
            sanitize_memtag sanitize_memory sanitize_numerical_stability sanitize_realtime \
            sanitize_realtime_blocking sanitize_thread sanitize_type shadowcallstack \
            skipprofile speculatable speculative_load_hardening ssp sspreq sspstrong strictfp \
            willreturn preallocated(i32) allockind(\"alloc\") allocsize(0) memory(read) \
            alignstack=4 uwtable vscale_range(1,2)";
        assert_eq!(print_set(input, true), want);
    }

    fn str_attr(k: &[u8], v: &[u8]) -> Attribute {
        Attribute::string(k, Some(v.into()))
    }

    #[test]
    fn strings_sort_after_kinds_and_later_wins() {
        // attributes #0 = { alignstack=16 nounwind "foo"="b\22a\\r\01" "k" "e"=""
        //                   uwtable(sync) alignstack=4 "k"="x" "k" }
        let set = AttrSet::new(vec![
            int(AttrKind::StackAlignment, 16),
            Attribute::Flag(AttrKind::NoUnwind),
            str_attr(b"foo", b"b\"a\\r\x01"),
            str_attr(b"k", b""),
            str_attr(b"e", b""),
            int(AttrKind::UWTable, UWTABLE_SYNC),
            int(AttrKind::StackAlignment, 8),
            str_attr(b"k", b"x"),
            Attribute::string(&b"k"[..], None),
        ]);
        let got: Vec<String> = set.iter().map(group_text).collect();
        assert_eq!(
            got.join(" "),
            r#"nounwind alignstack=8 uwtable(sync) "e" "foo"="b\22a\\r\01" "k""#
        );
        // `; Function Attrs:` form of the same set, string attributes left out.
        let comment: Vec<String> = set.iter().filter(|a| !a.is_string()).map(text).collect();
        assert_eq!(comment.join(" "), "nounwind alignstack(8) uwtable(sync)");
    }

    #[test]
    fn string_escapes_value_not_key() {
        // "\41b\7F\80\FF\0A\09 ~"="v\22\5C\00\7f\80\ff\20~" printed by LLVM 22
        // with the key raw (it is not valid UTF-8 here, so only the value
        // is compared byte for byte).
        let a = str_attr(b"key", b"v\"\\\x00\x7f\x80\xff ~");
        assert_eq!(text(&a), r#""key"="v\22\\\00\7F\80\FF ~""#);
        let a = str_attr(b"x\n\t ~", b"y");
        assert_eq!(text(&a), "\"x\n\t ~\"=\"y\"");
        let set = AttrSet::new(vec![
            Attribute::string(&b"z"[..], None),
            Attribute::string(&b"a b"[..], None),
            Attribute::string(&b"Ab"[..], None),
        ]);
        let got: Vec<String> = set.iter().map(text).collect();
        assert_eq!(got.join(" "), r#""Ab" "a b" "z""#);
    }

    #[test]
    fn duplicate_kinds_later_wins() {
        // declare void @f(ptr byval(%struct.T) align 4 align 8 dereferenceable(4)
        //   dereferenceable(16) sret({i32, i8}) %p, ptr byval(i32) byval(i64))
        let set = AttrSet::new(vec![
            Attribute::Type(AttrKind::ByVal, STRUCT_T),
            int(AttrKind::Alignment, 4),
            int(AttrKind::Alignment, 8),
            int(AttrKind::Dereferenceable, 4),
            int(AttrKind::Dereferenceable, 16),
        ]);
        let got: Vec<String> = set.iter().map(text).collect();
        assert_eq!(
            got.join(" "),
            "byval(%struct.T) align 8 dereferenceable(16)"
        );
        assert_eq!(set.int(AttrKind::Alignment), Some(8));
        assert_eq!(set.type_of(AttrKind::ByVal), Some(STRUCT_T));
        assert!(set.get_string(b"x").is_none());
    }

    #[test]
    fn sort_cmp_agrees_with_sets() {
        let a = Attribute::Flag(AttrKind::NoUnwind);
        let b = int(AttrKind::Alignment, 8);
        let c = Attribute::string(&b"a"[..], None);
        assert_eq!(attribute_sort_cmp(&a, &b), Ordering::Less);
        assert_eq!(attribute_sort_cmp(&b, &c), Ordering::Less);
        assert_eq!(attribute_sort_cmp(&c, &a), Ordering::Greater);
        assert_eq!(attribute_sort_cmp(&a, &a), Ordering::Equal);
        assert!(AttrKind::ZExt.sort_key() < AttrKind::ByRef.sort_key());
        assert!(AttrKind::SExt.sort_key() < AttrKind::SafeStack.sort_key());
        assert!(AttrKind::InReg.sort_key() < AttrKind::InlineHint.sort_key());
    }

    fn mem(default: u8, locs: &[(MemLocation, u8)]) -> String {
        let mut v = memory_set_all(default);
        for &(l, mr) in locs {
            v = memory_set(v, l, mr);
        }
        text(&int(AttrKind::Memory, v))
    }

    #[test]
    fn memory_text() {
        use MemLocation::*;
        assert_eq!(mem(MODREF_NONE, &[]), "memory(none)");
        assert_eq!(mem(MODREF_READWRITE, &[]), "memory(readwrite)");
        assert_eq!(
            mem(MODREF_NONE, &[(ArgMem, MODREF_READ)]),
            "memory(argmem: read)"
        );
        assert_eq!(
            mem(MODREF_READ, &[(ArgMem, MODREF_READWRITE)]),
            "memory(read, argmem: readwrite)"
        );
        assert_eq!(
            mem(MODREF_READWRITE, &[(InaccessibleMem, MODREF_NONE)]),
            "memory(readwrite, inaccessiblemem: none)"
        );
        assert_eq!(
            mem(
                MODREF_NONE,
                &[
                    (InaccessibleMem, MODREF_READWRITE),
                    (ArgMem, MODREF_READWRITE)
                ]
            ),
            "memory(argmem: readwrite, inaccessiblemem: readwrite)"
        );
        assert_eq!(
            mem(MODREF_NONE, &[(ErrnoMem, MODREF_READ)]),
            "memory(errnomem: read)"
        );
        assert_eq!(
            mem(MODREF_NONE, &[(TargetMem1, MODREF_WRITE)]),
            "memory(target_mem1: write)"
        );
        assert_eq!(
            mem(MODREF_READ, &[(TargetMem0, MODREF_NONE)]),
            "memory(read, target_mem0: none)"
        );
        assert_eq!(
            mem(
                MODREF_NONE,
                &[(TargetMem0, MODREF_READ), (TargetMem1, MODREF_READ)]
            ),
            "memory(target_mem0: read, target_mem1: read)"
        );
        assert_eq!(
            mem(
                MODREF_WRITE,
                &[
                    (ErrnoMem, MODREF_NONE),
                    (TargetMem0, MODREF_NONE),
                    (TargetMem1, MODREF_NONE)
                ]
            ),
            "memory(write, errnomem: none, target_mem0: none, target_mem1: none)"
        );
        assert_eq!(memory_set_all(MODREF_READWRITE), MEMORY_UNKNOWN);
    }

    #[test]
    fn legacy_memory_upgrades() {
        // What llvm-as-22 made of `declare void @f() <words>`.
        let cases = [
            ("readnone", "memory(none)"),
            ("readonly", "memory(read)"),
            ("writeonly", "memory(write)"),
            ("argmemonly", "memory(argmem: readwrite)"),
            ("inaccessiblememonly", "memory(inaccessiblemem: readwrite)"),
            (
                "inaccessiblemem_or_argmemonly",
                "memory(argmem: readwrite, inaccessiblemem: readwrite)",
            ),
            ("readonly argmemonly", "memory(argmem: read)"),
            (
                "writeonly inaccessiblememonly",
                "memory(inaccessiblemem: write)",
            ),
            ("argmemonly readnone", "memory(none)"),
            (
                "readonly inaccessiblemem_or_argmemonly",
                "memory(argmem: read, inaccessiblemem: read)",
            ),
            ("readonly writeonly", "memory(none)"),
            ("argmemonly inaccessiblememonly", "memory(none)"),
        ];
        for (words, want) in cases {
            let mut lm = LegacyMemory::default();
            for w in words.split(' ') {
                lm.add(legacy_memory_effects(w.as_bytes()).unwrap());
            }
            let mut attrs = Vec::new();
            lm.finish(&mut attrs);
            assert_eq!(text(&attrs[0]), want, "{words}");
        }
        // `memory(write) readonly` and `readonly memory(write)` both give memory(read).
        let mut attrs = vec![int(AttrKind::Memory, memory_set_all(MODREF_WRITE))];
        let mut lm = LegacyMemory::default();
        lm.add(legacy_memory_effects(b"readonly").unwrap());
        lm.finish(&mut attrs);
        let set = AttrSet::new(attrs);
        assert_eq!(text(&set[0]), "memory(read)");
        // Bitcode-style readonly flag on a function.
        let mut attrs = vec![
            Attribute::Flag(AttrKind::ReadOnly),
            Attribute::Flag(AttrKind::NoUnwind),
        ];
        upgrade_legacy(&mut attrs, AttrPosition::Function);
        let set = AttrSet::new(attrs);
        let got: Vec<String> = set.iter().map(text).collect();
        assert_eq!(got.join(" "), "nounwind memory(read)");
        let mut attrs = vec![Attribute::Flag(AttrKind::ReadOnly)];
        upgrade_legacy(&mut attrs, AttrPosition::Param);
        assert_eq!(attrs, vec![Attribute::Flag(AttrKind::ReadOnly)]);
        assert_eq!(
            text(&upgrade_legacy_param(b"nocapture").unwrap()),
            "captures(none)"
        );
        assert!(AttrKind::from_name(b"nocapture").is_none());
        assert!(AttrKind::from_name(b"argmemonly").is_none());
    }

    fn cap(other: &[&str], ret: Option<&[&str]>) -> String {
        let bits = |names: &[&str]| {
            names.iter().fold(0, |acc, n| {
                acc | capture_component_from_name(n.as_bytes()).unwrap()
            })
        };
        let o = bits(other);
        let r = ret.map_or(o, bits);
        text(&int(AttrKind::Captures, encode_captures(o, r)))
    }

    #[test]
    fn captures_text() {
        assert_eq!(cap(&["none"], None), "captures(none)");
        assert_eq!(cap(&["address"], None), "captures(address)");
        assert_eq!(
            cap(&["address", "read_provenance"], None),
            "captures(address, read_provenance)"
        );
        assert_eq!(
            cap(&[], Some(&["address", "provenance"])),
            "captures(ret: address, provenance)"
        );
        assert_eq!(cap(&["address_is_null"], None), "captures(address_is_null)");
        assert_eq!(
            cap(&["address"], Some(&["none"])),
            "captures(address, ret: none)"
        );
        assert_eq!(
            cap(&["provenance", "address"], None),
            "captures(address, provenance)"
        );
        assert_eq!(
            cap(&["none"], Some(&["address_is_null"])),
            "captures(ret: address_is_null)"
        );
        assert_eq!(cap(&[], Some(&["none"])), "captures(none)");
        assert_eq!(
            cap(&["address_is_null"], Some(&["address"])),
            "captures(address_is_null, ret: address)"
        );
        assert_eq!(cap(&["address"], Some(&["address"])), "captures(address)");
        assert_eq!(
            cap(&["read_provenance", "provenance"], None),
            "captures(provenance)"
        );
        assert_eq!(capture_component_from_name(b"all"), None);
    }

    fn fpc(names: &str) -> String {
        let bits = names
            .split(' ')
            .fold(0, |acc, n| acc | fpclass_from_name(n.as_bytes()).unwrap());
        text(&int(AttrKind::NoFPClass, bits))
    }

    #[test]
    fn nofpclass_text() {
        for single in [
            "nan", "snan", "qnan", "inf", "ninf", "pinf", "zero", "nzero", "pzero", "sub", "nsub",
            "psub", "norm", "nnorm", "pnorm", "all",
        ] {
            assert_eq!(fpc(single), format!("nofpclass({single})"));
        }
        assert_eq!(fpc("snan qnan"), "nofpclass(nan)");
        assert_eq!(fpc("ninf pinf snan"), "nofpclass(snan inf)");
        assert_eq!(fpc("nzero psub pnorm"), "nofpclass(nzero psub pnorm)");
        assert_eq!(fpc("qnan nzero"), "nofpclass(qnan nzero)");
        assert_eq!(fpc("all snan"), "nofpclass(all)");
        assert_eq!(fpc("nan inf zero sub norm"), "nofpclass(all)");
        assert_eq!(fpc("ninf nan"), "nofpclass(nan ninf)");
        assert_eq!(text(&int(AttrKind::NoFPClass, 3)), "nofpclass(nan)");
        assert_eq!(fpclass_from_name(b"none"), None);
    }

    #[test]
    fn int_attr_text() {
        use AttrKind::*;
        let k = |a: AttrKind, v: u64| text(&int(a, v));
        assert_eq!(k(Alignment, 8), "align 8");
        assert_eq!(group_text(&int(Alignment, 8)), "align=8");
        assert_eq!(k(StackAlignment, 16), "alignstack(16)");
        assert_eq!(group_text(&int(StackAlignment, 16)), "alignstack=16");
        assert_eq!(k(Dereferenceable, 8), "dereferenceable(8)");
        assert_eq!(k(DereferenceableOrNull, 8), "dereferenceable_or_null(8)");
        assert_eq!(group_text(&int(Dereferenceable, 8)), "dereferenceable=8");
        assert_eq!(k(AllocSize, encode_allocsize(0, None)), "allocsize(0)");
        assert_eq!(k(AllocSize, encode_allocsize(0, Some(1))), "allocsize(0,1)");
        assert_eq!(decode_allocsize(encode_allocsize(3, Some(7))), (3, Some(7)));
        assert_eq!(
            k(VScaleRange, encode_vscale_range(1, 16)),
            "vscale_range(1,16)"
        );
        assert_eq!(
            k(VScaleRange, encode_vscale_range(1, 0)),
            "vscale_range(1,0)"
        );
        // `vscale_range(4)` is (4, 4).
        assert_eq!(
            k(VScaleRange, encode_vscale_range(4, 4)),
            "vscale_range(4,4)"
        );
        assert_eq!(k(UWTable, UWTABLE_ASYNC), "uwtable");
        assert_eq!(
            k(UWTable, uwtable_from_name(b"sync").unwrap()),
            "uwtable(sync)"
        );
        assert_eq!(uwtable_from_name(b"async"), Some(UWTABLE_ASYNC));
        let ak = parse_allockind(b"zeroed,alloc").unwrap();
        assert_eq!(k(AllocKind, ak), r#"allockind("alloc,zeroed")"#);
        let all = parse_allockind(b"aligned,zeroed,uninitialized,free,realloc,alloc").unwrap();
        assert_eq!(
            k(AllocKind, all),
            r#"allockind("alloc,realloc,free,uninitialized,zeroed,aligned")"#
        );
        assert_eq!(parse_allockind(b"").unwrap_err(), "unknown allockind ");
        assert_eq!(
            parse_allockind(b"bogus").unwrap_err(),
            "unknown allockind bogus"
        );
    }

    #[test]
    fn type_range_and_flag_text() {
        use AttrKind::*;
        assert_eq!(text(&Attribute::Type(ByVal, STRUCT_T)), "byval(%struct.T)");
        assert_eq!(text(&Attribute::Type(ByVal, I32)), "byval(i32)");
        assert_eq!(
            text(&Attribute::Type(StructRet, STRUCT_T)),
            "sret(%struct.T)"
        );
        assert_eq!(text(&Attribute::Type(ByRef, I32)), "byref(i32)");
        assert_eq!(text(&Attribute::Type(InAlloca, I32)), "inalloca(i32)");
        assert_eq!(text(&Attribute::Type(ElementType, I32)), "elementtype(i32)");
        assert_eq!(
            text(&Attribute::Type(Preallocated, I32)),
            "preallocated(i32)"
        );
        assert_eq!(text(&Attribute::Flag(NoUnwind)), "nounwind");
        assert_eq!(text(&Attribute::Flag(AllocatedPointer)), "allocptr");
        assert_eq!(text(&range(32, 0, 10)), "range(i32 0, 10)");
        assert_eq!(text(&range(32, -1, 10)), "range(i32 -1, 10)");
        // `range(i32 4294967295, 5)` reads back as -1.
        assert_eq!(text(&range(32, 4294967295, 5)), "range(i32 -1, 5)");
        assert_eq!(text(&range(8, 128, 127)), "range(i8 -128, 127)");
        assert_eq!(text(&range(32, 0, 0)), "range(i32 0, 0)");
        let wide = Attribute::Range {
            kind: Range,
            lower: ApInt::from_u64(256, 0),
            upper: ApInt::from_i64(256, -1),
        };
        assert_eq!(text(&wide), "range(i256 0, -1)");
        assert!(check_range(&ApInt::from_i64(32, 5), &ApInt::from_i64(32, 5)).is_err());
        assert!(check_range(&ApInt::from_i64(32, 0), &ApInt::from_i64(32, 0)).is_ok());
        let init = Attribute::RangeList {
            kind: Initializes,
            ranges: vec![(0, 4), (8, 12)],
        };
        assert_eq!(text(&init), "initializes((0, 4), (8, 12))");
        let neg = Attribute::RangeList {
            kind: Initializes,
            ranges: vec![(-4, 0)],
        };
        assert_eq!(text(&neg), "initializes((-4, 0))");
        assert!(check_range_list(&[(0, 4), (8, 12)]).is_ok());
        assert!(check_range_list(&[(0, 4), (4, 8)]).is_err());
        assert!(check_range_list(&[(8, 12), (0, 4)]).is_err());
        assert!(check_range_list(&[(4, 0)]).is_err());
        assert!(check_range_list_entry(5, 5).is_err());
    }

    #[test]
    fn names_round_trip() {
        assert_eq!(AttrKind::ALL.len(), 101);
        for (i, &k) in AttrKind::ALL.iter().enumerate() {
            assert_eq!(AttrKind::from_name(k.name().as_bytes()), Some(k));
            assert_eq!(k.sort_key() as usize, i);
        }
        // Categories come in LLVM's order: flag, type, int, range, range list.
        let rank = |c: AttrCategory| match c {
            AttrCategory::Flag => 0,
            AttrCategory::Type => 1,
            AttrCategory::Int => 2,
            AttrCategory::Range => 3,
            AttrCategory::RangeList => 4,
        };
        assert!(AttrKind::ALL
            .windows(2)
            .all(|w| rank(w[0].category()) <= rank(w[1].category())));
        assert!(AttrKind::Range.is_range() && AttrKind::Initializes.is_range_list());
        assert!(AttrKind::ByVal.is_type() && AttrKind::Memory.is_int());
        assert!(AttrKind::NoUnwind.is_flag());
        assert!(AttrKind::NoUnwind.allowed_in(AttrPosition::Function));
        assert!(!AttrKind::NoUnwind.allowed_in(AttrPosition::Param));
        assert!(AttrKind::StackAlignment.allowed_in(AttrPosition::Return));
        assert!(!AttrKind::DeadOnReturn.allowed_in(AttrPosition::Function));
        assert!(AttrKind::from_name(b"flatten_depth").is_none());
    }

    #[test]
    fn tables_and_lists() {
        let mut t = AttrSetTable::default();
        assert_eq!(t.len(), 1);
        assert_eq!(t.intern(AttrSet::empty()), AttrSetId::EMPTY);
        let a = t.intern_attrs(vec![
            Attribute::Flag(AttrKind::NoUnwind),
            Attribute::Flag(AttrKind::Cold),
        ]);
        let b = t.intern_attrs(vec![
            Attribute::Flag(AttrKind::Cold),
            Attribute::Flag(AttrKind::NoUnwind),
        ]);
        assert_eq!(a, b);
        assert_eq!(a, AttrSetId::from_u32(1));
        assert_eq!(t.get(a).len(), 2);
        let e = Attribute::string(&b"e"[..], Some(Box::from(&b""[..])));
        assert_eq!(e, Attribute::string(&b"e"[..], None));
        let list = AttrList::new(
            a,
            AttrSetId::EMPTY,
            vec![a, AttrSetId::EMPTY, AttrSetId::EMPTY],
        );
        assert_eq!(list.params, vec![a]);
        assert_eq!(list.param(5), AttrSetId::EMPTY);
        let mut l2 = AttrList::default();
        assert!(l2.is_empty());
        l2.set_param(2, a);
        assert_eq!(l2.params.len(), 3);
        l2.set_param(2, AttrSetId::EMPTY);
        assert!(l2.params.is_empty());
        let mut lt = AttrListTable::default();
        assert_eq!(lt.intern(AttrList::default()), AttrListId::from_u32(0));
        assert_eq!(lt.intern(list.clone()), AttrListId::from_u32(1));
        assert_eq!(lt.intern(list), AttrListId::from_u32(1));
        assert_eq!(lt.len(), 2);
    }
}
