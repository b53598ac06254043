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
    pub block_count: u64,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ModulePath {
    pub path: Box<[u8]>,
    pub hash: [u32; 5],
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValueEntry {
    pub guid: Guid,
    /// The value's name where the index knows it (per-module summaries).
    pub name: Option<Box<[u8]>>,
    pub summaries: Vec<GlobalValueSummary>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GvFlags {
    pub linkage: Linkage,
    pub visibility: Visibility,
    pub not_eligible_to_import: bool,
    pub live: bool,
    pub dso_local: bool,
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

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GlobalValueSummary {
    /// Index into [`SummaryIndex::modules`].
    pub module: u32,
    pub flags: GvFlags,
    pub kind: SummaryKind,
    /// `refs:`, ordered: plain, then readonly, then writeonly.
    pub refs: Vec<ValueRef>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum RefAccess {
    #[default]
    Plain,
    ReadOnly,
    WriteOnly,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ValueRef {
    pub guid: Guid,
    pub access: RefAccess,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SummaryKind {
    Function(Box<FunctionSummary>),
    Variable(VarSummary),
    /// The aliasee's GUID; `None` prints `null`.
    Alias(Option<Guid>),
}

impl SummaryKind {
    pub fn name(&self) -> &'static str {
        match self {
            SummaryKind::Function(_) => "function",
            SummaryKind::Variable(_) => "variable",
            SummaryKind::Alias(_) => "alias",
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FuncFlags {
    pub read_none: bool,
    pub read_only: bool,
    pub no_recurse: bool,
    pub return_does_not_alias: bool,
    pub no_inline: bool,
    pub always_inline: bool,
    pub no_unwind: bool,
    pub may_throw: bool,
    pub has_unknown_call: bool,
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
    pub fn get(&self, i: usize) -> bool {
        self.as_array()[i]
    }
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
    pub fn any(&self) -> bool {
        self.as_array().iter().any(|&b| b)
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum Hotness {
    #[default]
    Unknown,
    Cold,
    None,
    Hot,
    Critical,
}

impl Hotness {
    pub const ALL: [Hotness; 5] = [
        Hotness::Unknown,
        Hotness::Cold,
        Hotness::None,
        Hotness::Hot,
        Hotness::Critical,
    ];
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

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CallEdge {
    pub callee: Guid,
    pub hotness: Hotness,
    /// Relative block frequency (per-module summaries without profile).
    pub rel_bf: u64,
    pub tail: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VFuncId {
    /// The type id's GUID.
    pub guid: Guid,
    pub offset: u64,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConstVCall {
    pub vfunc: VFuncId,
    pub args: Vec<u64>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TypeIdInfo {
    pub type_tests: Vec<Guid>,
    pub type_test_assume_vcalls: Vec<VFuncId>,
    pub type_checked_load_vcalls: Vec<VFuncId>,
    pub type_test_assume_const_vcalls: Vec<ConstVCall>,
    pub type_checked_load_const_vcalls: Vec<ConstVCall>,
}

impl TypeIdInfo {
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
    pub min: i64,
    pub max: i64,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParamAccessCall {
    pub callee: Guid,
    pub param: u64,
    pub offset: OffsetRange,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParamAccess {
    pub param: u64,
    pub offset: OffsetRange,
    pub calls: Vec<ParamAccessCall>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AllocType {
    None = 0,
    NotCold = 1,
    Cold = 2,
    Hot = 4,
}

impl AllocType {
    pub const ALL: [AllocType; 4] = [
        AllocType::None,
        AllocType::NotCold,
        AllocType::Cold,
        AllocType::Hot,
    ];
    pub fn name(self) -> &'static str {
        match self {
            AllocType::None => "none",
            AllocType::NotCold => "notcold",
            AllocType::Cold => "cold",
            AllocType::Hot => "hot",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mib {
    pub alloc_type: AllocType,
    pub stack_ids: Vec<u64>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AllocInfo {
    pub versions: Vec<AllocType>,
    pub mibs: Vec<Mib>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallsiteInfo {
    /// `None` prints `null`.
    pub callee: Option<Guid>,
    pub clones: Vec<u64>,
    pub stack_ids: Vec<u64>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FunctionSummary {
    pub insts: u64,
    pub fflags: FuncFlags,
    pub calls: Vec<CallEdge>,
    pub type_id_info: TypeIdInfo,
    pub params: Vec<ParamAccess>,
    pub allocs: Vec<AllocInfo>,
    pub callsites: Vec<CallsiteInfo>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VarFlags {
    pub read_only: bool,
    pub write_only: bool,
    pub constant: bool,
    /// `GlobalObject::VCallVisibility`: 0 public, 1 linkage unit, 2 TU.
    pub vcall_visibility: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VirtFunc {
    pub func: Guid,
    pub offset: u64,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VarSummary {
    pub flags: VarFlags,
    pub vtable_funcs: Vec<VirtFunc>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TypeTestResKind {
    Unsat,
    ByteArray,
    Inline,
    Single,
    AllOnes,
    #[default]
    Unknown,
}

impl TypeTestResKind {
    pub const ALL: [TypeTestResKind; 6] = [
        TypeTestResKind::Unsat,
        TypeTestResKind::ByteArray,
        TypeTestResKind::Inline,
        TypeTestResKind::Single,
        TypeTestResKind::AllOnes,
        TypeTestResKind::Unknown,
    ];
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

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TypeTestResolution {
    pub kind: TypeTestResKind,
    pub size_m1_bit_width: u32,
    pub align_log2: u64,
    pub size_m1: u64,
    pub bit_mask: u8,
    pub inline_bits: u64,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum WpdResKind {
    #[default]
    Indir,
    SingleImpl,
    BranchFunnel,
}

impl WpdResKind {
    pub const ALL: [WpdResKind; 3] = [
        WpdResKind::Indir,
        WpdResKind::SingleImpl,
        WpdResKind::BranchFunnel,
    ];
    pub fn name(self) -> &'static str {
        match self {
            WpdResKind::Indir => "indir",
            WpdResKind::SingleImpl => "singleImpl",
            WpdResKind::BranchFunnel => "branchFunnel",
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ByArgKind {
    #[default]
    Indir,
    UniformRetVal,
    UniqueRetVal,
    VirtualConstProp,
}

impl ByArgKind {
    pub const ALL: [ByArgKind; 4] = [
        ByArgKind::Indir,
        ByArgKind::UniformRetVal,
        ByArgKind::UniqueRetVal,
        ByArgKind::VirtualConstProp,
    ];
    pub fn name(self) -> &'static str {
        match self {
            ByArgKind::Indir => "indir",
            ByArgKind::UniformRetVal => "uniformRetVal",
            ByArgKind::UniqueRetVal => "uniqueRetVal",
            ByArgKind::VirtualConstProp => "virtualConstProp",
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ByArg {
    pub kind: ByArgKind,
    pub info: u64,
    pub byte: u32,
    pub bit: u32,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WpdResolution {
    pub kind: WpdResKind,
    pub single_impl_name: Box<[u8]>,
    /// `(args, byArg)` pairs, sorted by args as LLVM's `std::map` keeps them.
    pub res_by_arg: Vec<(Vec<u64>, ByArg)>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TypeIdSummary {
    pub ttres: TypeTestResolution,
    /// `(offset, resolution)`, sorted by offset.
    pub wpd_resolutions: Vec<(u64, WpdResolution)>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypeIdEntry {
    pub name: Box<[u8]>,
    pub summary: TypeIdSummary,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VTableTypeIdEntry {
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
