//! Constants, uniqued per module as in LLVM. Construction canonicalizes the
//! way LLVM's constant factories do (all-zero aggregates become
//! `zeroinitializer`, i8 arrays become data strings, ...), so that every
//! reader builds the same module for the same meaning.

use crate::instructions::BlockId;
use crate::module::GlobalId;
use crate::types::{Type, TypeId, TypeTable};

crate::entity_id!(
    /// A uniqued constant.
    ConstId
);

/// Arbitrary-width integer value: little-endian 64-bit words, `bits` wide,
/// stored zero-extended (unused high bits are zero).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ApInt {
    /// The width in bits.
    pub bits: u32,
    /// The value's words, least significant first (at least one).
    pub words: Box<[u64]>,
}

/// The bits LLVM's APFloat gives back for x87 80-bit bits `bits` (low 64
/// the significand with its explicit integer bit, then sign and exponent):
/// an "unnormal" (exponent neither 0 nor all ones, integer bit clear) and
/// a pseudo-NaN or pseudo-infinity read as NaN, exponent all ones; a
/// pseudo-denormal (exponent 0, integer bit set) gets exponent 1.
pub fn canonical_x87(bits: u128) -> u128 {
    let lo = bits as u64;
    let hi = (bits >> 64) as u16;
    let (sign, exp) = (hi & 0x8000, hi & 0x7fff);
    let integer_bit = lo >> 63 == 1;
    let hi = if exp == 0 && lo == 0 || exp == 0x7fff && lo == 1 << 63 {
        hi
    } else if exp == 0x7fff || exp != 0 && !integer_bit {
        sign | 0x7fff
    } else if exp == 0 && integer_bit {
        sign | 1
    } else {
        hi
    };
    u128::from(lo) | u128::from(hi) << 64
}

impl ApInt {
    /// `v` truncated to `bits` bits.
    pub fn from_u64(bits: u32, v: u64) -> Self {
        let n = (bits as usize).div_ceil(64).max(1);
        let mut words = vec![0u64; n];
        words[0] = v;
        let mut a = ApInt {
            bits,
            words: words.into(),
        };
        a.truncate_to_width();
        a
    }
    /// `v` sign-extended or truncated to `bits` bits.
    pub fn from_i64(bits: u32, v: i64) -> Self {
        let n = (bits as usize).div_ceil(64).max(1);
        let fill = if v < 0 { u64::MAX } else { 0 };
        let mut words = vec![fill; n];
        words[0] = v as u64;
        let mut a = ApInt {
            bits,
            words: words.into(),
        };
        a.truncate_to_width();
        a
    }
    /// Clears the bits above `bits`.
    pub fn truncate_to_width(&mut self) {
        let rem = self.bits % 64;
        let full = (self.bits / 64) as usize;
        if rem != 0 {
            if let Some(w) = self.words.get_mut(full) {
                *w &= (1u64 << rem) - 1;
            }
        }
        let keep = (self.bits as usize).div_ceil(64);
        for w in self.words.iter_mut().skip(keep.max(1)) {
            *w = 0;
        }
        if self.bits == 0 {
            self.words[0] = 0;
        }
    }
    /// Whether the value is 0.
    pub fn is_zero(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }
    /// Bit `i` (false past the stored words).
    pub fn bit(&self, i: u32) -> bool {
        let w = self.words.get((i / 64) as usize).copied().unwrap_or(0);
        (w >> (i % 64)) & 1 == 1
    }
    /// Whether the sign bit (bit `bits - 1`) is set.
    pub fn is_negative(&self) -> bool {
        self.bits > 0 && self.bit(self.bits - 1)
    }
    /// Low 64 bits.
    pub fn low_u64(&self) -> u64 {
        self.words[0]
    }
    /// Whether the value fits in `i64` when read as signed.
    pub fn as_i64(&self) -> Option<i64> {
        if self.bits <= 64 {
            let v = self.words[0];
            if self.bits == 0 {
                return Some(0);
            }
            let shift = 64 - self.bits;
            return Some(((v << shift) as i64) >> shift);
        }
        let neg = self.is_negative();
        let fill = if neg { u64::MAX } else { 0 };
        let top_bits = self.bits % 64;
        for (i, &w) in self.words.iter().enumerate().skip(1) {
            let mut expect = fill;
            if i == self.words.len() - 1 && top_bits != 0 {
                expect &= (1u64 << top_bits) - 1;
            }
            if w != expect {
                return None;
            }
        }
        let lo = self.words[0] as i64;
        if (lo < 0) != neg {
            return None;
        }
        Some(lo)
    }
    /// Signed decimal text, as LLVM prints integer constants.
    pub fn to_signed_decimal(&self) -> String {
        if let Some(v) = self.as_i64() {
            return v.to_string();
        }
        let neg = self.is_negative();
        let mut mag: Vec<u64> = self.words.to_vec();
        if neg {
            // two's complement negate within `bits`
            for w in mag.iter_mut() {
                *w = !*w;
            }
            let mut carry = 1u64;
            for w in mag.iter_mut() {
                let (s, c) = w.overflowing_add(carry);
                *w = s;
                carry = c as u64;
            }
            let mut t = ApInt {
                bits: self.bits,
                words: mag.into(),
            };
            t.truncate_to_width();
            mag = t.words.to_vec();
        }
        let mut digits = Vec::new();
        while mag.iter().any(|&w| w != 0) {
            let mut rem: u128 = 0;
            for w in mag.iter_mut().rev() {
                let cur = (rem << 64) | (*w as u128);
                *w = (cur / 10) as u64;
                rem = cur % 10;
            }
            digits.push(b'0' + rem as u8);
        }
        if digits.is_empty() {
            digits.push(b'0');
        }
        if neg {
            digits.push(b'-');
        }
        digits.reverse();
        String::from_utf8(digits).unwrap()
    }
}

/// Constant expression opcodes that LLVM 22 still has.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ConstExprOp {
    /// A cast (`trunc`, `ptrtoint`, `bitcast`, ...).
    Cast(crate::instructions::CastOp),
    /// A binary operator (`add`, `sub`, `xor`, ...).
    Binary(crate::instructions::BinOp),
    /// `getelementptr`
    GetElementPtr,
    /// `extractelement`
    ExtractElement,
    /// `insertelement`
    InsertElement,
    /// `shufflevector`
    ShuffleVector,
    /// `icmp` with its predicate.
    ICmp(crate::instructions::IntPredicate),
    /// `fcmp` with its predicate.
    FCmp(crate::instructions::FloatPredicate),
}

/// A constant expression: an operation over constant operands.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ConstExpr {
    /// The operation.
    pub op: ConstExprOp,
    /// Wrap / exact / GEP flags, in the encoding of `crate::instructions::flags`.
    pub flags: u32,
    /// The operands, in LLVM's operand order (a GEP's base first).
    pub operands: Vec<ConstId>,
    /// Source element type of a GEP.
    pub source_ty: Option<TypeId>,
    /// `inrange(lo, hi)` of a GEP: signed offsets, with their bit width.
    pub inrange: Option<(i64, i64)>,
    /// Shuffle mask (-1 = poison element).
    pub mask: Vec<i32>,
}

/// The elements of a constant data array or vector ([`ConstKind::Data`]),
/// each as its raw bits, stored at its own width: a byte per element of an
/// `i8` array or vector (a module's strings are most of its data), a word
/// per wider element (`i16` to `i64`, `half` to `double`; data elements are
/// never wider). One element type, one representation: equal constants
/// compare and hash equal.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct DataElems(DataRepr);

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
enum DataRepr {
    Bytes(Box<[u8]>),
    Words(Box<[u64]>),
}

impl DataElems {
    /// Elements of `elem_bits` bits each (8 for `i8`, 16 for `half`, ...),
    /// from their raw bits.
    pub fn from_bits(elem_bits: u32, values: impl IntoIterator<Item = u64>) -> DataElems {
        if elem_bits == 8 {
            DataElems(DataRepr::Bytes(
                values.into_iter().map(|v| v as u8).collect(),
            ))
        } else {
            DataElems(DataRepr::Words(values.into_iter().collect()))
        }
    }

    /// The elements of an `i8` array or vector.
    pub fn from_bytes(bytes: impl Into<Box<[u8]>>) -> DataElems {
        DataElems(DataRepr::Bytes(bytes.into()))
    }

    /// How many elements.
    pub fn len(&self) -> usize {
        match &self.0 {
            DataRepr::Bytes(b) => b.len(),
            DataRepr::Words(w) => w.len(),
        }
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Element `i`'s bits.
    pub fn get(&self, i: usize) -> Option<u64> {
        match &self.0 {
            DataRepr::Bytes(b) => b.get(i).map(|&x| u64::from(x)),
            DataRepr::Words(w) => w.get(i).copied(),
        }
    }

    /// The first element's bits.
    pub fn first(&self) -> Option<u64> {
        self.get(0)
    }

    /// The last element's bits.
    pub fn last(&self) -> Option<u64> {
        self.len().checked_sub(1).and_then(|i| self.get(i))
    }

    /// The elements' bits, in order.
    pub fn iter(&self) -> DataIter<'_> {
        match &self.0 {
            DataRepr::Bytes(b) => DataIter::Bytes(b.iter()),
            DataRepr::Words(w) => DataIter::Words(w.iter()),
        }
    }

    /// The elements as bytes, when they are bytes (`i8`).
    pub fn as_bytes(&self) -> Option<&[u8]> {
        match &self.0 {
            DataRepr::Bytes(b) => Some(b),
            DataRepr::Words(_) => None,
        }
    }

    /// Whether there is at least one element and all are equal.
    pub fn is_splat(&self) -> bool {
        match &self.0 {
            DataRepr::Bytes(b) => b.first().is_some_and(|f| b.iter().all(|x| x == f)),
            DataRepr::Words(w) => w.first().is_some_and(|f| w.iter().all(|x| x == f)),
        }
    }
}

/// The bits of [`DataElems`]' elements, in order.
#[derive(Clone)]
pub enum DataIter<'a> {
    /// `i8` elements.
    Bytes(std::slice::Iter<'a, u8>),
    /// Wider elements.
    Words(std::slice::Iter<'a, u64>),
}

impl Iterator for DataIter<'_> {
    type Item = u64;
    fn next(&mut self) -> Option<u64> {
        match self {
            DataIter::Bytes(b) => b.next().map(|&x| u64::from(x)),
            DataIter::Words(w) => w.next().copied(),
        }
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        match self {
            DataIter::Bytes(b) => b.size_hint(),
            DataIter::Words(w) => w.size_hint(),
        }
    }
}

impl DoubleEndedIterator for DataIter<'_> {
    fn next_back(&mut self) -> Option<u64> {
        match self {
            DataIter::Bytes(b) => b.next_back().map(|&x| u64::from(x)),
            DataIter::Words(w) => w.next_back().copied(),
        }
    }
}

impl ExactSizeIterator for DataIter<'_> {}

/// The width in bits of a data element of type `ty` (`i8` to `i64`, `half`
/// to `double`), or `None` when `ty` cannot be one.
pub fn data_elem_bits(types: &TypeTable, ty: TypeId) -> Option<u32> {
    match types.get(ty) {
        Type::Int(w @ (8 | 16 | 32 | 64)) => Some(*w),
        Type::Half | Type::BFloat => Some(16),
        Type::Float => Some(32),
        Type::Double => Some(64),
        _ => None,
    }
}

/// What a constant is.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum ConstKind {
    /// An integer (of the constant's `iN` type).
    Int(ApInt),
    /// Raw IEEE (or x87/ppc) bits of the value.
    Float(u128),
    /// `null` pointer.
    Null,
    /// `none` token.
    None,
    /// `undef`
    Undef,
    /// `poison`
    Poison,
    /// `zeroinitializer` for an aggregate, vector or target type.
    Zero,
    /// An array of these elements.
    Array(Vec<ConstId>),
    /// A struct of these members.
    Struct(Vec<ConstId>),
    /// A vector of these elements.
    Vector(Vec<ConstId>),
    /// A constant data array or vector of integers or floats, each element
    /// stored as raw bits (i8 arrays print as `c"..."`).
    Data(DataElems),
    /// A scalable vector whose elements all equal one scalar: `splat (i32 1)`.
    /// Fixed-length splats are stored element by element.
    Splat(ConstId),
    /// The address of a global value (`@g`).
    Global(GlobalId),
    /// `blockaddress(@f, %bb)`
    BlockAddress {
        /// The function.
        func: GlobalId,
        /// The block in the function's body.
        block: BlockId,
    },
    /// `dso_local_equivalent @f`
    DsoLocalEquivalent(GlobalId),
    /// `no_cfi @f`
    NoCfi(GlobalId),
    /// `ptrauth (ptr @f, i32 key, i64 disc, ptr addr_disc, ...)`: a signed pointer.
    PtrAuth {
        /// The pointer signed.
        ptr: ConstId,
        /// The key (`i32`).
        key: ConstId,
        /// The discriminator (`i64`).
        disc: ConstId,
        /// The address discriminator (a pointer).
        addr_disc: ConstId,
        /// The deactivation symbol, if given.
        deactivation: Option<ConstId>,
    },
    /// A constant expression.
    Expr(Box<ConstExpr>),
}

impl ConstKind {
    /// Plain data (numbers, null, none, undef, poison, zeroinitializer,
    /// data arrays, splats): LLVM 22's `ConstantData`, which keeps no use
    /// list, so no use-list order is written or read for it.
    pub fn is_plain_data(&self) -> bool {
        matches!(
            self,
            ConstKind::Int(_)
                | ConstKind::Float(_)
                | ConstKind::Null
                | ConstKind::None
                | ConstKind::Undef
                | ConstKind::Poison
                | ConstKind::Zero
                | ConstKind::Data(_)
                | ConstKind::Splat(_)
        )
    }

    /// A constant made of nothing but its type: a number, `null`, `undef`,
    /// `poison`, `zeroinitializer`, or a global's address.
    pub fn is_scalar_or_global(&self) -> bool {
        matches!(
            self,
            ConstKind::Int(_)
                | ConstKind::Float(_)
                | ConstKind::Null
                | ConstKind::Undef
                | ConstKind::Poison
                | ConstKind::Zero
                | ConstKind::Global(_)
        )
    }

    /// Calls `f` on each constant operand, in record order: aggregate and
    /// vector elements, a splat's element, an expression's operands,
    /// `ptrauth`'s fields. Global references (`@g`, `blockaddress`, ...) are
    /// not constant operands.
    pub fn for_each_operand(&self, mut f: impl FnMut(ConstId)) {
        match self {
            ConstKind::Array(v) | ConstKind::Struct(v) | ConstKind::Vector(v) => {
                v.iter().copied().for_each(f)
            }
            ConstKind::Splat(o) => f(*o),
            ConstKind::Expr(e) => e.operands.iter().copied().for_each(f),
            ConstKind::PtrAuth {
                ptr,
                key,
                disc,
                addr_disc,
                deactivation,
            } => [*ptr, *key, *disc, *addr_disc]
                .into_iter()
                .chain(*deactivation)
                .for_each(f),
            _ => {}
        }
    }

    /// The global a reference names: `@g`, `blockaddress`'s function,
    /// `dso_local_equivalent @g`, `no_cfi @g`.
    pub fn global(&self) -> Option<GlobalId> {
        match self {
            ConstKind::Global(g)
            | ConstKind::DsoLocalEquivalent(g)
            | ConstKind::NoCfi(g)
            | ConstKind::BlockAddress { func: g, .. } => Some(*g),
            _ => None,
        }
    }

    /// [`ConstKind::global`], to rewrite in place.
    pub fn global_mut(&mut self) -> Option<&mut GlobalId> {
        match self {
            ConstKind::Global(g)
            | ConstKind::DsoLocalEquivalent(g)
            | ConstKind::NoCfi(g)
            | ConstKind::BlockAddress { func: g, .. } => Some(g),
            _ => None,
        }
    }
}

/// Copies constants from one module's table into another's, as the linker
/// and the split text parser do: the walk over every kind of constant is
/// here, once; what a type, a global and a reference to a global become in
/// the destination is the implementor's. Every method may refuse with
/// `None`, which refuses the whole constant.
///
/// ```
/// use llconv_ir::constants::ConstImporter;
/// use llconv_ir::{ApInt, Const, ConstId, ConstKind, GlobalId, Module, Type, TypeId};
///
/// /// Copies between two modules whose types and globals are the same.
/// struct Copy<'a> {
///     src: &'a Module,
///     dst: &'a mut Module,
/// }
/// impl ConstImporter for Copy<'_> {
///     fn source(&self, c: ConstId) -> &Const { self.src.consts.get(c) }
///     fn imported(&self, _: ConstId) -> Option<ConstId> { None }
///     fn remember(&mut self, _: ConstId, _: ConstId) {}
///     fn import_type(&mut self, t: TypeId) -> Option<TypeId> { Some(t) }
///     fn import_global(&mut self, g: GlobalId) -> Option<GlobalId> { Some(g) }
///     fn intern(&mut self, c: Const) -> ConstId { self.dst.consts.intern_raw(c) }
/// }
///
/// let mut src = Module::default();
/// let i32t = src.types.int(32);
/// let pair = src.types.intern(Type::Array { elem: i32t, len: 2 });
/// let one = src.consts.intern_raw(Const { ty: i32t, kind: ConstKind::Int(ApInt::from_u64(32, 1)) });
/// let both = src.consts.intern_raw(Const { ty: pair, kind: ConstKind::Array(vec![one, one]) });
///
/// let mut dst = Module::default();
/// dst.types = src.types.clone();
/// let copied = Copy { src: &src, dst: &mut dst }.import_const(both).unwrap();
/// assert_eq!(dst.consts.get(copied), src.consts.get(both));
/// ```
pub trait ConstImporter {
    /// The source constant `c`.
    fn source(&self, c: ConstId) -> &Const;
    /// What `c` became, if it was imported before.
    fn imported(&self, c: ConstId) -> Option<ConstId>;
    /// Records that `c` became `d`.
    fn remember(&mut self, c: ConstId, d: ConstId);
    /// A source type's destination type.
    fn import_type(&mut self, t: TypeId) -> Option<TypeId>;
    /// A source global's destination global.
    fn import_global(&mut self, g: GlobalId) -> Option<GlobalId>;
    /// Adds a destination constant.
    fn intern(&mut self, c: Const) -> ConstId;

    /// The constant for a reference to destination global `g` where a
    /// value of type `ty` is wanted; by default `@g` itself. (The linker
    /// casts a global another module put in another address space.)
    fn global_ref(&mut self, g: GlobalId, ty: TypeId) -> Option<ConstId> {
        Some(self.intern(Const {
            ty,
            kind: ConstKind::Global(g),
        }))
    }

    /// Whether constants of this kind are taken at all (by default all).
    fn admits(&self, _kind: &ConstKind) -> bool {
        true
    }

    /// Imports source constant `c` and what it is made of, each once.
    fn import_const(&mut self, c: ConstId) -> Option<ConstId> {
        if let Some(d) = self.imported(c) {
            return Some(d);
        }
        if !self.admits(&self.source(c).kind) {
            return None;
        }
        let Const { ty, kind } = self.source(c).clone();
        let ty = self.import_type(ty)?;
        let d = if let ConstKind::Global(g) = kind {
            let g = self.import_global(g)?;
            self.global_ref(g, ty)?
        } else {
            let kind = self.import_kind(kind)?;
            self.intern(Const { ty, kind })
        };
        self.remember(c, d);
        Some(d)
    }

    /// The operands, globals and types of `kind` imported (a plain `@g` is
    /// left to [`ConstImporter::global_ref`] by [`ConstImporter::import_const`]).
    fn import_kind(&mut self, kind: ConstKind) -> Option<ConstKind> {
        let all = |v: Vec<ConstId>, me: &mut Self| -> Option<Vec<ConstId>> {
            v.into_iter().map(|c| me.import_const(c)).collect()
        };
        Some(match kind {
            ConstKind::Global(g) => ConstKind::Global(self.import_global(g)?),
            ConstKind::BlockAddress { func, block } => ConstKind::BlockAddress {
                func: self.import_global(func)?,
                block,
            },
            ConstKind::DsoLocalEquivalent(g) => {
                ConstKind::DsoLocalEquivalent(self.import_global(g)?)
            }
            ConstKind::NoCfi(g) => ConstKind::NoCfi(self.import_global(g)?),
            ConstKind::Array(v) => ConstKind::Array(all(v, self)?),
            ConstKind::Struct(v) => ConstKind::Struct(all(v, self)?),
            ConstKind::Vector(v) => ConstKind::Vector(all(v, self)?),
            ConstKind::Splat(e) => ConstKind::Splat(self.import_const(e)?),
            ConstKind::PtrAuth {
                ptr,
                key,
                disc,
                addr_disc,
                deactivation,
            } => ConstKind::PtrAuth {
                ptr: self.import_const(ptr)?,
                key: self.import_const(key)?,
                disc: self.import_const(disc)?,
                addr_disc: self.import_const(addr_disc)?,
                deactivation: match deactivation {
                    Some(x) => Some(self.import_const(x)?),
                    None => None,
                },
            },
            ConstKind::Expr(mut e) => {
                e.operands = all(std::mem::take(&mut e.operands), self)?;
                e.source_ty = match e.source_ty {
                    Some(t) => Some(self.import_type(t)?),
                    None => None,
                };
                ConstKind::Expr(e)
            }
            leaf @ (ConstKind::Int(_)
            | ConstKind::Float(_)
            | ConstKind::Null
            | ConstKind::None
            | ConstKind::Undef
            | ConstKind::Poison
            | ConstKind::Zero
            | ConstKind::Data(_)) => leaf,
        })
    }
}

/// A constant: its type and its value.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Const {
    /// The type.
    pub ty: TypeId,
    /// The value.
    pub kind: ConstKind,
}

/// The constants of a module, interned: equal constants have equal ids.
#[derive(Clone, Default, Debug)]
pub struct ConstTable {
    items: crate::entity::EntityVec<ConstId, Const>,
    /// Nesting depth of each constant, as printed: 1 for leaves, one more
    /// than the deepest operand for aggregates, splats, expressions and
    /// `ptrauth`. Readers bound it (`crate::MAX_NESTING_DEPTH`).
    depth: crate::entity::EntityVec<ConstId, u32>,
    /// Interning: each constant's hash (kept, so growing needs no
    /// rehashing) and id; equality compares the constants in `items`, so
    /// no constant is stored twice.
    map: hashbrown::HashTable<(u64, ConstId)>,
}

/// The hash under which the interning table files a constant.
fn const_hash(c: &Const) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = crate::hash::FxHasher::default();
    c.hash(&mut h);
    h.finish()
}

impl ConstTable {
    /// The constant `id`; panics when out of range.
    pub fn get(&self, id: ConstId) -> &Const {
        &self.items[id]
    }
    /// Number of constants.
    pub fn len(&self) -> usize {
        self.items.len()
    }
    /// Whether the table has no constant.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
    /// Every constant, in id order.
    pub fn values(&self) -> std::slice::Iter<'_, Const> {
        self.items.values()
    }

    /// Makes room for `n` more constants.
    pub fn reserve(&mut self, n: usize) {
        self.items.reserve(n);
        self.map.reserve(n, |&(h, _)| h);
    }

    /// The interned id of `c` under hash `hash`.
    fn find(&self, hash: u64, c: &Const) -> Option<ConstId> {
        self.map
            .find(hash, |&(h, id)| h == hash && self.items[id] == *c)
            .map(|&(_, id)| id)
    }

    /// Interns a constant exactly as given (no canonicalization).
    pub fn intern_raw(&mut self, c: Const) -> ConstId {
        let hash = const_hash(&c);
        if let Some(id) = self.find(hash, &c) {
            return id;
        }
        let id = ConstId::from_index(self.items.len());
        let mut inner = 0;
        c.kind
            .for_each_operand(|o| inner = inner.max(self.depth[o]));
        self.depth.push(inner.saturating_add(1));
        self.items.push(c);
        self.map.insert_unique(hash, (hash, id), |&(h, _)| h);
        id
    }

    /// The nesting depth of a constant as printed (see the `depth` field).
    pub fn depth(&self, id: ConstId) -> u32 {
        self.depth[id]
    }

    /// Rewrites every global reference (`@g`, `blockaddress`,
    /// `dso_local_equivalent`, `no_cfi`) through `f`, keeping every
    /// `ConstId` valid (for when globals are reordered or removed).
    pub fn remap_globals(&mut self, f: impl Fn(GlobalId) -> GlobalId) {
        self.rewrite_in_place(|kind| {
            if let Some(g) = kind.global_mut() {
                *g = f(*g);
            }
        });
    }

    /// Rewrites every constant's kind through `f`, keeping every `ConstId`
    /// valid. Constants that become equal stay distinct entries; interning
    /// finds the first.
    pub fn rewrite_in_place(&mut self, mut f: impl FnMut(&mut ConstKind)) {
        self.rewrite_consts_in_place(|c| f(&mut c.kind));
    }

    /// [`Self::rewrite_in_place`] with the constants' types too.
    pub fn rewrite_consts_in_place(&mut self, mut f: impl FnMut(&mut Const)) {
        for c in self.items.values_mut() {
            f(c);
        }
        self.map.clear();
        for i in self.items.keys() {
            let hash = const_hash(&self.items[i]);
            if self.find(hash, &self.items[i]).is_none() {
                let id = i;
                self.map.insert_unique(hash, (hash, id), |&(h, _)| h);
            }
        }
    }

    /// Interns with LLVM's canonicalization of aggregates and vectors.
    pub fn intern(&mut self, types: &TypeTable, c: Const) -> ConstId {
        let c = self.canonicalize(types, c);
        self.intern_raw(c)
    }

    /// The id of a constant if it has been interned exactly as given.
    pub fn lookup_raw(&self, c: &Const) -> Option<ConstId> {
        self.find(const_hash(c), c)
    }

    /// What [`Self::intern`] would intern for `c`: its id if interned
    /// already, else the canonical constant to intern.
    pub fn lookup(&self, types: &TypeTable, c: Const) -> Result<ConstId, Const> {
        let c = self.canonicalize(types, c);
        self.lookup_raw(&c).ok_or(c)
    }

    fn canonicalize(&self, types: &TypeTable, c: Const) -> Const {
        let Const { ty, kind } = c;
        match kind {
            ConstKind::Array(elems) | ConstKind::Vector(elems) | ConstKind::Struct(elems)
                if !elems.is_empty() =>
            {
                let is_struct = matches!(types.get(ty), Type::Struct { .. } | Type::Named(_));
                let is_vector = types.is_vector(ty);
                let all =
                    |f: &dyn Fn(&ConstKind) -> bool| elems.iter().all(|&e| f(&self.get(e).kind));
                if all(&|k| self.is_null_value_kind(types, k)) {
                    return Const {
                        ty,
                        kind: ConstKind::Zero,
                    };
                }
                if all(&|k| matches!(k, ConstKind::Poison)) {
                    return Const {
                        ty,
                        kind: ConstKind::Poison,
                    };
                }
                // A mix of undef and poison stays an aggregate, as in LLVM.
                if all(&|k| matches!(k, ConstKind::Undef)) {
                    return Const {
                        ty,
                        kind: ConstKind::Undef,
                    };
                }
                if !is_struct {
                    let elem_ty = types.scalar(ty);
                    let elem_ty = if is_vector {
                        elem_ty
                    } else {
                        types.aggregate_elem(ty, 0).unwrap_or(elem_ty)
                    };
                    if let Some(bits) = data_elem_bits(types, elem_ty) {
                        let mut raw = Vec::with_capacity(elems.len());
                        for &e in &elems {
                            match &self.get(e).kind {
                                ConstKind::Int(v) => raw.push(v.low_u64()),
                                ConstKind::Float(b) => raw.push(*b as u64),
                                ConstKind::Zero | ConstKind::Null => raw.push(0),
                                _ => {
                                    raw.clear();
                                    break;
                                }
                            }
                        }
                        if raw.len() == elems.len() {
                            return Const {
                                ty,
                                kind: ConstKind::Data(DataElems::from_bits(bits, raw)),
                            };
                        }
                    }
                }
                let kind = if is_struct {
                    ConstKind::Struct(elems)
                } else if is_vector {
                    ConstKind::Vector(elems)
                } else {
                    ConstKind::Array(elems)
                };
                Const { ty, kind }
            }
            ConstKind::Array(e) | ConstKind::Vector(e) | ConstKind::Struct(e) if e.is_empty() => {
                Const {
                    ty,
                    kind: ConstKind::Zero,
                }
            }
            ConstKind::Splat(e) => {
                if self.is_null_value_kind(types, &self.get(e).kind) {
                    return Const {
                        ty,
                        kind: ConstKind::Zero,
                    };
                }
                match types.get(ty) {
                    Type::Vector {
                        len,
                        scalable: false,
                        ..
                    } => {
                        let elems = vec![e; *len as usize];
                        self.canonicalize(
                            types,
                            Const {
                                ty,
                                kind: ConstKind::Vector(elems),
                            },
                        )
                    }
                    _ => Const {
                        ty,
                        kind: ConstKind::Splat(e),
                    },
                }
            }
            ConstKind::Data(raw) if raw.iter().all(|r| r == 0) => Const {
                ty,
                kind: ConstKind::Zero,
            },
            ConstKind::Int(v) if types.is_vector(ty) && v.is_zero() => Const {
                ty,
                kind: ConstKind::Zero,
            },
            kind => Const { ty, kind },
        }
    }

    /// Whether a constant of this kind is LLVM's null value for its type.
    fn is_null_value_kind(&self, _types: &TypeTable, k: &ConstKind) -> bool {
        match k {
            ConstKind::Int(v) => v.is_zero(),
            // +0.0 only: -0.0 has the sign bit set.
            ConstKind::Float(b) => *b == 0,
            ConstKind::Null | ConstKind::Zero => true,
            _ => false,
        }
    }

    /// Whether a constant is the null value of its type.
    pub fn is_null_value(&self, types: &TypeTable, id: ConstId) -> bool {
        self.is_null_value_kind(types, &self.get(id).kind)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Interns `[elems]` of type `ty`, each element an integer of `elem`.
    fn data_of(
        types: &mut TypeTable,
        consts: &mut ConstTable,
        elem_bits: u32,
        ty: TypeId,
        elems: &[u64],
    ) -> ConstId {
        let elem = types.int(elem_bits);
        let ids: Vec<ConstId> = elems
            .iter()
            .map(|&v| {
                consts.intern(
                    types,
                    Const {
                        ty: elem,
                        kind: ConstKind::Int(ApInt::from_u64(elem_bits, v)),
                    },
                )
            })
            .collect();
        consts.intern(
            types,
            Const {
                ty,
                kind: ConstKind::Array(ids),
            },
        )
    }

    #[test]
    fn data_elements_keep_their_width() {
        let mut types = TypeTable::new();
        let mut consts = ConstTable::default();
        let i8_ty = types.int(8);
        let i16_ty = types.int(16);
        let bytes_ty = types.intern(Type::Array {
            elem: i8_ty,
            len: 3,
        });
        let words_ty = types.intern(Type::Array {
            elem: i16_ty,
            len: 3,
        });
        let s = data_of(&mut types, &mut consts, 8, bytes_ty, &[104, 105, 0]);
        let w = data_of(&mut types, &mut consts, 16, words_ty, &[1, 65535, 7]);
        let ConstKind::Data(sd) = &consts.get(s).kind else {
            panic!("an i8 array of numbers is data");
        };
        assert_eq!(sd.as_bytes(), Some(&b"hi\0"[..]));
        assert_eq!(sd.iter().collect::<Vec<_>>(), vec![104, 105, 0]);
        assert_eq!((sd.first(), sd.last(), sd.len()), (Some(104), Some(0), 3));
        // The same string made from its bytes is the same constant.
        let again = consts.intern(
            &types,
            Const {
                ty: bytes_ty,
                kind: ConstKind::Data(DataElems::from_bytes(&b"hi\0"[..])),
            },
        );
        assert_eq!(again, s);
        let ConstKind::Data(wd) = &consts.get(w).kind else {
            panic!("an i16 array of numbers is data");
        };
        assert_eq!(wd.as_bytes(), None);
        assert_eq!(wd.iter().rev().collect::<Vec<_>>(), vec![7, 65535, 1]);
        assert!(!wd.is_splat());
        assert!(DataElems::from_bits(32, [5, 5]).is_splat());
        assert!(!DataElems::from_bits(8, []).is_splat());
    }
}
