//! ThinLTO module summaries (`^N = module: ...`, `gv:`, `typeid:`,
//! `typeidCompatibleVTable:`, `flags:`, `blockcount:`), after LLVM's
//! `ModuleSummaryIndex`.
//!
//! Values are keyed by GUID as in LLVM: every reference from one summary to
//! a value (`callee`, `refs`, `aliasee`, `virtFunc`, ...) or to a type id
//! (`typeTests`, `vFuncId`) holds a GUID. Slot numbers (`^N`) are a writer's
//! business and are never stored. Memprof stack ids are kept inline (LLVM
//! keeps them in a side table and stores indices).

use crate::module::{Linkage, Visibility};

/// A 64-bit global value or type id identifier: the low 8 bytes of the MD5
/// of the global identifier, little-endian.
pub type Guid = u64;

/// A module summary index: what the `^N = ...` entries of a `.ll` file, or a
/// bitcode summary block, hold.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SummaryIndex {
    /// Module paths with their hashes, in definition order. An empty path
    /// is the regular LTO module (printed `[Regular LTO]`).
    pub modules: Vec<ModulePath>,
    /// Value entries, unique by GUID, in definition order.
    pub values: Vec<ValueEntry>,
    /// `typeid:` entries, in definition order.
    pub type_ids: Vec<TypeIdEntry>,
    /// `typeidCompatibleVTable:` entries, unique by name.
    pub vtable_type_ids: Vec<VTableTypeIdEntry>,
    /// The index flags (`ModuleSummaryIndex::getFlags` encoding).
    pub flags: u64,
    /// `blockcount:`: the number of basic blocks in the summarized modules.
    pub block_count: u64,
}

/// A `module:` entry: a module path and its hash.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ModulePath {
    /// The module's path (empty for the regular LTO module).
    pub path: Box<[u8]>,
    /// The module hash (`hash: (a, b, c, d, e)`), five 32-bit words of a SHA-1.
    pub hash: [u32; 5],
}

/// A `gv:` entry: a value's GUID and its summaries (one per defining module).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValueEntry {
    /// The value's GUID.
    pub guid: Guid,
    /// The value's name where the index knows it (per-module summaries).
    pub name: Option<Box<[u8]>>,
    /// The summaries, one per module that defines the value.
    pub summaries: Vec<GlobalValueSummary>,
}

/// The flags of a global value summary (`flags: (linkage: ..., ...)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GvFlags {
    /// `linkage:`
    pub linkage: Linkage,
    /// `visibility:`
    pub visibility: Visibility,
    /// `notEligibleToImport:`
    pub not_eligible_to_import: bool,
    /// `live:`
    pub live: bool,
    /// `dsoLocal:`
    pub dso_local: bool,
    /// `canAutoHide:`
    pub can_auto_hide: bool,
    /// `importType: declaration` (else `definition`).
    pub import_declaration: bool,
}

impl Default for GvFlags {
    fn default() -> Self {
        GvFlags {
            linkage: Linkage::External,
            visibility: Visibility::Default,
            not_eligible_to_import: false,
            live: false,
            dso_local: false,
            can_auto_hide: false,
            import_declaration: false,
        }
    }
}

/// One summary of a value in one module: a function, variable or alias.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GlobalValueSummary {
    /// Index into [`SummaryIndex::modules`].
    pub module: u32,
    /// `flags:`
    pub flags: GvFlags,
    /// What kind of value this summarizes, with its kind-specific fields.
    pub kind: SummaryKind,
    /// `refs:`, ordered: plain, then readonly, then writeonly.
    pub refs: Vec<ValueRef>,
}

/// How a summary refers to a value (`refs:` entries, `^N`, `readonly ^N` or `writeonly ^N`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum RefAccess {
    /// A plain reference.
    #[default]
    Plain,
    /// `readonly`: the referenced variable is only read.
    ReadOnly,
    /// `writeonly`: the referenced variable is only written.
    WriteOnly,
}

/// One entry of `refs:`: a referenced value and how it is accessed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ValueRef {
    /// The referenced value's GUID.
    pub guid: Guid,
    /// How it is accessed.
    pub access: RefAccess,
}

/// The kind-specific part of a [`GlobalValueSummary`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SummaryKind {
    /// `function:` summary.
    Function(Box<FunctionSummary>),
    /// `variable:` summary.
    Variable(VarSummary),
    /// The aliasee's GUID; `None` prints `null`.
    Alias(Option<Guid>),
}

impl SummaryKind {
    /// The `.ll` keyword: `function`, `variable` or `alias`.
    pub fn name(&self) -> &'static str {
        match self {
            SummaryKind::Function(_) => "function",
            SummaryKind::Variable(_) => "variable",
            SummaryKind::Alias(_) => "alias",
        }
    }
}

/// A function summary's `funcFlags:`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FuncFlags {
    /// `readNone`
    pub read_none: bool,
    /// `readOnly`
    pub read_only: bool,
    /// `noRecurse`
    pub no_recurse: bool,
    /// `returnDoesNotAlias`
    pub return_does_not_alias: bool,
    /// `noInline`
    pub no_inline: bool,
    /// `alwaysInline`
    pub always_inline: bool,
    /// `noUnwind`
    pub no_unwind: bool,
    /// `mayThrow`
    pub may_throw: bool,
    /// `hasUnknownCall`
    pub has_unknown_call: bool,
    /// `mustBeUnreachable`
    pub must_be_unreachable: bool,
}

impl FuncFlags {
    /// Field names in print order.
    pub const NAMES: [&'static str; 10] = [
        "readNone",
        "readOnly",
        "noRecurse",
        "returnDoesNotAlias",
        "noInline",
        "alwaysInline",
        "noUnwind",
        "mayThrow",
        "hasUnknownCall",
        "mustBeUnreachable",
    ];
    /// The flag at index `i` of [`Self::NAMES`]; panics when `i` is 10 or more.
    pub fn get(&self, i: usize) -> bool {
        self.as_array()[i]
    }
    /// Sets the flag at index `i` of [`Self::NAMES`]; panics when `i` is 10 or more.
    pub fn set(&mut self, i: usize, v: bool) {
        let f = [
            &mut self.read_none,
            &mut self.read_only,
            &mut self.no_recurse,
            &mut self.return_does_not_alias,
            &mut self.no_inline,
            &mut self.always_inline,
            &mut self.no_unwind,
            &mut self.may_throw,
            &mut self.has_unknown_call,
            &mut self.must_be_unreachable,
        ];
        *f.into_iter().nth(i).expect("flag index") = v;
    }
    fn as_array(&self) -> [bool; 10] {
        [
            self.read_none,
            self.read_only,
            self.no_recurse,
            self.return_does_not_alias,
            self.no_inline,
            self.always_inline,
            self.no_unwind,
            self.may_throw,
            self.has_unknown_call,
            self.must_be_unreachable,
        ]
    }
    /// Whether any flag is set.
    pub fn any(&self) -> bool {
        self.as_array().iter().any(|&b| b)
    }
}

/// The profile hotness of a call edge (`hotness:`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum Hotness {
    /// `unknown`
    #[default]
    Unknown,
    /// `cold`
    Cold,
    /// `none`
    None,
    /// `hot`
    Hot,
    /// `critical`
    Critical,
}

impl Hotness {
    /// Every hotness, in declaration order.
    pub const ALL: [Hotness; 5] = [
        Hotness::Unknown,
        Hotness::Cold,
        Hotness::None,
        Hotness::Hot,
        Hotness::Critical,
    ];
    /// The `.ll` keyword (`unknown`, `cold`, ...).
    pub fn name(self) -> &'static str {
        match self {
            Hotness::Unknown => "unknown",
            Hotness::Cold => "cold",
            Hotness::None => "none",
            Hotness::Hot => "hot",
            Hotness::Critical => "critical",
        }
    }
}

/// One entry of a function summary's `calls:`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CallEdge {
    /// The callee's GUID.
    pub callee: Guid,
    /// `hotness:`
    pub hotness: Hotness,
    /// Relative block frequency (per-module summaries without profile).
    pub rel_bf: u64,
    /// `tail:`: the call is a tail call.
    pub tail: bool,
}

/// A virtual function id (`vFuncId: (guid: ..., offset: ...)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VFuncId {
    /// The type id's GUID.
    pub guid: Guid,
    /// The offset within the vtable.
    pub offset: u64,
}

/// A virtual call with constant arguments (`typeTestAssumeConstVCalls:` and
/// `typeCheckedLoadConstVCalls:` entries).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConstVCall {
    /// The virtual function called.
    pub vfunc: VFuncId,
    /// The constant integer arguments.
    pub args: Vec<u64>,
}

/// A function summary's `typeIdInfo:`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TypeIdInfo {
    /// `typeTests:`: GUIDs of type ids tested by `llvm.type.test` calls with
    /// uses other than `llvm.assume`.
    pub type_tests: Vec<Guid>,
    /// `typeTestAssumeVCalls:`: virtual calls guarded by `llvm.type.test` + `llvm.assume`.
    pub type_test_assume_vcalls: Vec<VFuncId>,
    /// `typeCheckedLoadVCalls:`: virtual calls through `llvm.type.checked.load`.
    pub type_checked_load_vcalls: Vec<VFuncId>,
    /// `typeTestAssumeConstVCalls:`: as `typeTestAssumeVCalls:`, with constant arguments.
    pub type_test_assume_const_vcalls: Vec<ConstVCall>,
    /// `typeCheckedLoadConstVCalls:`: as `typeCheckedLoadVCalls:`, with constant arguments.
    pub type_checked_load_const_vcalls: Vec<ConstVCall>,
}

impl TypeIdInfo {
    /// Whether every list is empty (nothing to print).
    pub fn is_empty(&self) -> bool {
        self.type_tests.is_empty()
            && self.type_test_assume_vcalls.is_empty()
            && self.type_checked_load_vcalls.is_empty()
            && self.type_test_assume_const_vcalls.is_empty()
            && self.type_checked_load_const_vcalls.is_empty()
    }
}

/// A signed offset range, printed `[min, max]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OffsetRange {
    /// The lowest offset.
    pub min: i64,
    /// The highest offset.
    pub max: i64,
}

/// A call that passes a parameter on (`calls:` of a `params:` entry).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParamAccessCall {
    /// The callee's GUID.
    pub callee: Guid,
    /// The callee's parameter number.
    pub param: u64,
    /// The offsets accessed through that parameter.
    pub offset: OffsetRange,
}

/// One entry of a function summary's `params:`: how a pointer parameter's memory is accessed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParamAccess {
    /// The parameter number.
    pub param: u64,
    /// The offsets accessed directly.
    pub offset: OffsetRange,
    /// The calls the parameter is passed to.
    pub calls: Vec<ParamAccessCall>,
}

/// A memprof allocation type (the `AllocationType` bits).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AllocType {
    /// `none`
    None = 0,
    /// `notcold`
    NotCold = 1,
    /// `cold`
    Cold = 2,
    /// `hot`
    Hot = 4,
}

impl AllocType {
    /// Every allocation type, in declaration order.
    pub const ALL: [AllocType; 4] = [
        AllocType::None,
        AllocType::NotCold,
        AllocType::Cold,
        AllocType::Hot,
    ];
    /// The `.ll` keyword (`none`, `notcold`, ...).
    pub fn name(self) -> &'static str {
        match self {
            AllocType::None => "none",
            AllocType::NotCold => "notcold",
            AllocType::Cold => "cold",
            AllocType::Hot => "hot",
        }
    }
}

/// A memprof MIB (`(type: ..., stackIds: (...))`): one allocation context.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mib {
    /// `type:`
    pub alloc_type: AllocType,
    /// `stackIds:`: the context's call stack ids.
    pub stack_ids: Vec<u64>,
}

/// One entry of `allocs:`: a memprof allocation site.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AllocInfo {
    /// `versions:`: the allocation type in each function clone.
    pub versions: Vec<AllocType>,
    /// `memProf:`: the allocation contexts.
    pub mibs: Vec<Mib>,
}

/// One entry of `callsites:`: a memprof call site.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallsiteInfo {
    /// `None` prints `null`.
    pub callee: Option<Guid>,
    /// `clones:`: the callee clone called from each function clone.
    pub clones: Vec<u64>,
    /// `stackIds:`: the call site's stack ids.
    pub stack_ids: Vec<u64>,
}

/// A `function:` summary.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FunctionSummary {
    /// `insts:`: the number of instructions.
    pub insts: u64,
    /// `funcFlags:`
    pub fflags: FuncFlags,
    /// `calls:`: the call graph edges.
    pub calls: Vec<CallEdge>,
    /// `typeIdInfo:`
    pub type_id_info: TypeIdInfo,
    /// `params:`: parameter access info.
    pub params: Vec<ParamAccess>,
    /// `allocs:`: memprof allocation sites.
    pub allocs: Vec<AllocInfo>,
    /// `callsites:`: memprof call sites.
    pub callsites: Vec<CallsiteInfo>,
}

/// A variable summary's `varFlags:`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VarFlags {
    /// `readonly:`
    pub read_only: bool,
    /// `writeonly:`
    pub write_only: bool,
    /// `constant:`
    pub constant: bool,
    /// `GlobalObject::VCallVisibility`: 0 public, 1 linkage unit, 2 TU.
    pub vcall_visibility: u32,
}

/// One entry of a variable summary's `vTableFuncs:`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VirtFunc {
    /// `virtFunc:`: the function's GUID.
    pub func: Guid,
    /// `offset:` within the vtable.
    pub offset: u64,
}

/// A `variable:` summary.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VarSummary {
    /// `varFlags:`
    pub flags: VarFlags,
    /// `vTableFuncs:`
    pub vtable_funcs: Vec<VirtFunc>,
}

/// The kind of a type test resolution (`summary: (typeTestRes: (kind: ...))`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TypeTestResKind {
    /// `unsat`: no type member can satisfy the test.
    Unsat,
    /// `byteArray`: test a bit in a byte array.
    ByteArray,
    /// `inline`: test a bit in an inline bit vector.
    Inline,
    /// `single`: one member; compare the address.
    Single,
    /// `allOnes`: every aligned address in range is a member.
    AllOnes,
    /// `unknown`: not resolved.
    #[default]
    Unknown,
}

impl TypeTestResKind {
    /// Every type test resolution kind, in declaration order.
    pub const ALL: [TypeTestResKind; 6] = [
        TypeTestResKind::Unsat,
        TypeTestResKind::ByteArray,
        TypeTestResKind::Inline,
        TypeTestResKind::Single,
        TypeTestResKind::AllOnes,
        TypeTestResKind::Unknown,
    ];
    /// The `.ll` keyword (`unsat`, `byteArray`, ...).
    pub fn name(self) -> &'static str {
        match self {
            TypeTestResKind::Unsat => "unsat",
            TypeTestResKind::ByteArray => "byteArray",
            TypeTestResKind::Inline => "inline",
            TypeTestResKind::Single => "single",
            TypeTestResKind::AllOnes => "allOnes",
            TypeTestResKind::Unknown => "unknown",
        }
    }
}

/// A type id's `typeTestRes:`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TypeTestResolution {
    /// `kind:`
    pub kind: TypeTestResKind,
    /// `sizeM1BitWidth:`
    pub size_m1_bit_width: u32,
    /// `alignLog2:`
    pub align_log2: u64,
    /// `sizeM1:`
    pub size_m1: u64,
    /// `bitMask:`
    pub bit_mask: u8,
    /// `inlineBits:`
    pub inline_bits: u64,
}

/// The kind of a whole-program devirtualization resolution (`wpdRes: (kind: ...)`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum WpdResKind {
    /// `indir`: leave the call indirect.
    #[default]
    Indir,
    /// `singleImpl`: call the single implementation directly.
    SingleImpl,
    /// `branchFunnel`: call through a branch funnel.
    BranchFunnel,
}

impl WpdResKind {
    /// Every devirtualization resolution kind, in declaration order.
    pub const ALL: [WpdResKind; 3] = [
        WpdResKind::Indir,
        WpdResKind::SingleImpl,
        WpdResKind::BranchFunnel,
    ];
    /// The `.ll` keyword (`indir`, `singleImpl`, `branchFunnel`).
    pub fn name(self) -> &'static str {
        match self {
            WpdResKind::Indir => "indir",
            WpdResKind::SingleImpl => "singleImpl",
            WpdResKind::BranchFunnel => "branchFunnel",
        }
    }
}

/// The kind of a per-argument devirtualization resolution (`resByArg:`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ByArgKind {
    /// `indir`: not resolved.
    #[default]
    Indir,
    /// `uniformRetVal`: every implementation returns the same value.
    UniformRetVal,
    /// `uniqueRetVal`: one implementation returns a distinct value.
    UniqueRetVal,
    /// `virtualConstProp`: return values stored beside the vtables.
    VirtualConstProp,
}

impl ByArgKind {
    /// Every per-argument resolution kind, in declaration order.
    pub const ALL: [ByArgKind; 4] = [
        ByArgKind::Indir,
        ByArgKind::UniformRetVal,
        ByArgKind::UniqueRetVal,
        ByArgKind::VirtualConstProp,
    ];
    /// The `.ll` keyword (`indir`, `uniformRetVal`, ...).
    pub fn name(self) -> &'static str {
        match self {
            ByArgKind::Indir => "indir",
            ByArgKind::UniformRetVal => "uniformRetVal",
            ByArgKind::UniqueRetVal => "uniqueRetVal",
            ByArgKind::VirtualConstProp => "virtualConstProp",
        }
    }
}

/// A per-argument devirtualization resolution (`byArg: (...)`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ByArg {
    /// `kind:`
    pub kind: ByArgKind,
    /// `info:`
    pub info: u64,
    /// `byte:`
    pub byte: u32,
    /// `bit:`
    pub bit: u32,
}

/// A whole-program devirtualization resolution at one vtable offset (`wpdRes:`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WpdResolution {
    /// `kind:`
    pub kind: WpdResKind,
    /// `singleImplName:`
    pub single_impl_name: Box<[u8]>,
    /// `(args, byArg)` pairs, sorted by args as LLVM's `std::map` keeps them.
    pub res_by_arg: Vec<(Vec<u64>, ByArg)>,
}

/// A type id's `summary:`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TypeIdSummary {
    /// `typeTestRes:`
    pub ttres: TypeTestResolution,
    /// `(offset, resolution)`, sorted by offset.
    pub wpd_resolutions: Vec<(u64, WpdResolution)>,
}

/// A `typeid:` entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypeIdEntry {
    /// `name:`: the type id's name.
    pub name: Box<[u8]>,
    /// `summary:`
    pub summary: TypeIdSummary,
}

/// A `typeidCompatibleVTable:` entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VTableTypeIdEntry {
    /// `name:`: the type id's name.
    pub name: Box<[u8]>,
    /// `(address point offset, vtable GUID)`.
    pub vtables: Vec<(u64, Guid)>,
}

impl SummaryIndex {
    /// Whether `llvm-as` would write this index at all: it has value
    /// entries or non-zero flags.
    pub fn is_worth_writing(&self) -> bool {
        !self.values.is_empty() || self.flags != 0
    }

    /// The value entry with this GUID, if any.
    pub fn value(&self, guid: Guid) -> Option<&ValueEntry> {
        self.values.iter().find(|v| v.guid == guid)
    }
}

/// LLVM's `GlobalValue::getGlobalIdentifier`: local symbols are prefixed
/// with their source file name and `;`; a leading `\1` is dropped.
pub fn global_identifier(name: &[u8], linkage: Linkage, source_file: &[u8]) -> Vec<u8> {
    let name = name.strip_prefix(b"\x01").unwrap_or(name);
    let mut id = Vec::new();
    if linkage.is_local() {
        if source_file.is_empty() {
            id.extend_from_slice(b"<unknown>");
        } else {
            id.extend_from_slice(source_file);
        }
        id.push(b';');
    }
    id.extend_from_slice(name);
    id
}

/// `GlobalValue::getGUID`: the low 64 bits of the MD5 of the identifier.
pub fn guid(identifier: &[u8]) -> Guid {
    let d = md5(identifier);
    u64::from_le_bytes([d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7]])
}

/// MD5 (RFC 1321).
pub fn md5(data: &[u8]) -> [u8; 16] {
    const S: [u32; 64] = [
        7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20, 5, 9, 14, 20, 5,
        9, 14, 20, 5, 9, 14, 20, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 6, 10,
        15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
    ];
    let k: Vec<u32> = (0..64)
        .map(|i| ((i as f64 + 1.0).sin().abs() * 4294967296.0) as u32)
        .collect();
    let mut h: [u32; 4] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
    let mut msg = data.to_vec();
    let bit_len = (data.len() as u64).wrapping_mul(8);
    msg.push(0x80);
    while msg.len() % 64 != 56 {
        msg.push(0);
    }
    msg.extend_from_slice(&bit_len.to_le_bytes());
    for chunk in msg.chunks_exact(64) {
        let m: Vec<u32> = chunk
            .chunks_exact(4)
            .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
            .collect();
        let (mut a, mut b, mut c, mut d) = (h[0], h[1], h[2], h[3]);
        for i in 0..64 {
            let (f, g) = match i / 16 {
                0 => ((b & c) | (!b & d), i),
                1 => ((d & b) | (!d & c), (5 * i + 1) % 16),
                2 => (b ^ c ^ d, (3 * i + 5) % 16),
                _ => (c ^ (b | !d), (7 * i) % 16),
            };
            let t = d;
            d = c;
            c = b;
            b = b.wrapping_add(
                a.wrapping_add(f)
                    .wrapping_add(k[i])
                    .wrapping_add(m[g])
                    .rotate_left(S[i]),
            );
            a = t;
        }
        h[0] = h[0].wrapping_add(a);
        h[1] = h[1].wrapping_add(b);
        h[2] = h[2].wrapping_add(c);
        h[3] = h[3].wrapping_add(d);
    }
    let mut out = [0u8; 16];
    for (i, v) in h.iter().enumerate() {
        out[i * 4..i * 4 + 4].copy_from_slice(&v.to_le_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn guids_match_llvm() {
        assert_eq!(guid(b"main"), 15822663052811949562);
        assert_eq!(guid(b"_ZTS1A"), 7004155349499253778);
        let id = global_identifier(b"_ZTVN3FooE", Linkage::Internal, b"index-value-order.ll");
        assert_eq!(guid(&id), 7850356174728043610);
    }
}
