//! TYPE_BLOCK_NEW: the type table.

use crate::BitcodeErrorKind;
use llconv_ir::*;

use super::{chars, Reader, Result};

/// LLVM's largest integer width.
const MAX_INT_BITS: u64 = 1 << 23;

impl Reader<'_> {
    pub(crate) fn parse_types(&mut self) -> Result<()> {
        if !self.types.is_empty() {
            return Err(self.err("invalid multiple type blocks"));
        }
        let mut n = 0usize;
        let mut pending_name: Option<Box<[u8]>> = None;
        // Identified structs created by forward references, by slot.
        let mut forward: Vec<bool> = Vec::new();
        while let Some(rec) = self.next_record(&mut |_, _| Ok(false))? {
            let ops = &rec.ops[..];
            // The bitcode type ids this type contains (typed pointers'
            // pointees among them): old records leave types to them.
            let children: Vec<u32> = match rec.code {
                8 => ops.first().map(|&p| vec![p as u32]).unwrap_or_default(),
                9 => ops.iter().skip(2).map(|&t| t as u32).collect(),
                21 | 18 | 20 => ops.iter().skip(1).map(|&t| t as u32).collect(),
                11 | 12 => ops.get(1).map(|&e| vec![e as u32]).unwrap_or_default(),
                _ => Vec::new(),
            };
            let t: TypeId = match rec.code {
                1 => {
                    // NUMENTRY
                    let Some(&count) = ops.first() else {
                        return Err(self.err("invalid numentry record"));
                    };
                    if count > self.c.remaining_in_block() / 4 + 1 {
                        return Err(self.err("invalid numentry record: too many types"));
                    }
                    self.types.resize(count as usize, None);
                    self.type_children.resize(count as usize, Vec::new());
                    forward.resize(count as usize, false);
                    self.recycle(rec);
                    continue;
                }
                2 => self.m.types.void(),
                3 => self.m.types.intern(Type::Float),
                4 => self.m.types.intern(Type::Double),
                5 => self.m.types.label(),
                10 => self.m.types.intern(Type::Half),
                23 => self.m.types.intern(Type::BFloat),
                13 => self.m.types.intern(Type::X86Fp80),
                14 => self.m.types.intern(Type::Fp128),
                15 => self.m.types.intern(Type::PpcFp128),
                16 => self.m.types.metadata(),
                17 => {
                    // x86_mmx reads as <1 x i64>.
                    let i64t = self.m.types.int(64);
                    self.m.types.intern(Type::Vector {
                        elem: i64t,
                        len: 1,
                        scalable: false,
                    })
                }
                24 => self.m.types.intern(Type::X86Amx),
                22 => self.m.types.token(),
                7 => {
                    let Some(&w) = ops.first() else {
                        return Err(self.err("invalid integer record"));
                    };
                    if w == 0 || w > MAX_INT_BITS {
                        return Err(self.err("bitwidth for integer type out of range"));
                    }
                    self.m.types.int(w as u32)
                }
                8 | 25 => {
                    // POINTER [pointee, addrspace] / OPAQUE_POINTER [addrspace]
                    let a = if rec.code == 8 {
                        if ops.is_empty() {
                            return Err(self.err("invalid pointer record"));
                        }
                        // A typed pointer's pointee must be a type a
                        // pointer can point to (`PointerType::
                        // isValidElementType`): `void*` is LLVM's "Invalid
                        // type" (a fuzz finding: it read as `elementtype(void)`).
                        let pointee = self.type_ref(ops[0], &mut forward)?;
                        if matches!(
                            self.m.types.get(pointee),
                            Type::Void | Type::Label | Type::Metadata | Type::Token | Type::X86Amx
                        ) {
                            return Err(self.err("invalid type"));
                        }
                        ops.get(1).copied().unwrap_or(0)
                    } else {
                        *ops.first()
                            .ok_or_else(|| self.err("invalid opaque pointer record"))?
                    };
                    let a = u32::try_from(a)
                        .ok()
                        .filter(|&a| a < (1 << 24))
                        .ok_or_else(|| self.err("invalid address space"))?;
                    self.m.types.ptr(a)
                }
                9 | 21 => {
                    // FUNCTION_OLD [vararg, attrid, retty, params...]
                    // FUNCTION [vararg, retty, params...]
                    let first = if rec.code == 9 { 2 } else { 1 };
                    if ops.len() < first + 1 {
                        return Err(self.err("invalid function record"));
                    }
                    let ret = self.type_ref(ops[first], &mut forward)?;
                    let mut params = Vec::with_capacity(ops.len() - first - 1);
                    for &p in &ops[first + 1..] {
                        let t = self.type_ref(p, &mut forward)?;
                        if matches!(
                            self.m.types.get(t),
                            Type::Void | Type::Label | Type::Function { .. }
                        ) {
                            return Err(self.err("invalid function argument type"));
                        }
                        params.push(t);
                    }
                    if matches!(
                        self.m.types.get(ret),
                        Type::Label | Type::Metadata | Type::Function { .. }
                    ) {
                        return Err(self.err("invalid function return type"));
                    }
                    self.m.types.intern(Type::Function {
                        ret,
                        params,
                        vararg: ops[0] != 0,
                    })
                }
                18 => {
                    // STRUCT_ANON [packed, elts...]
                    if ops.is_empty() {
                        return Err(self.err("invalid anon struct record"));
                    }
                    let elems = self.elem_types(&ops[1..], &mut forward)?;
                    self.m.types.intern(Type::Struct {
                        elems,
                        packed: ops[0] != 0,
                    })
                }
                19 => {
                    pending_name = Some(chars(ops));
                    self.recycle(rec);
                    continue;
                }
                20 | 6 => {
                    // STRUCT_NAMED [packed, elts...] / OPAQUE
                    if rec.code == 20 && ops.is_empty() {
                        return Err(self.err("invalid named struct record"));
                    }
                    if n >= self.types.len() {
                        return Err(self.err("invalid TYPE table"));
                    }
                    let name = pending_name.take().filter(|s| !s.is_empty());
                    let id = match self.types[n] {
                        Some(id) if forward[n] => {
                            forward[n] = false;
                            if let Type::Named(i) = self.m.types.get(id) {
                                let i = *i;
                                self.m.types.structs[i].name = name;
                            }
                            self.types[n] = None;
                            id
                        }
                        _ => self.m.types.new_named_struct(name),
                    };
                    if rec.code == 20 {
                        let elems = self.elem_types(&ops[1..], &mut forward)?;
                        self.m.types.set_struct_body(id, elems, ops[0] != 0);
                    }
                    id
                }
                26 => {
                    // TARGET_TYPE [numtys, tys..., ints...]
                    let Some(&nt) = ops.first() else {
                        return Err(self.err("invalid target extension type record"));
                    };
                    if nt >= ops.len() as u64 {
                        return Err(self
                            .err("too many type parameters")
                            .or_kind(BitcodeErrorKind::Limit));
                    }
                    let nt = nt as usize;
                    let mut tys = Vec::with_capacity(nt);
                    for &t in &ops[1..1 + nt] {
                        tys.push(self.ty(t)?);
                    }
                    let mut ints = Vec::new();
                    for &v in &ops[1 + nt..] {
                        ints.push(
                            u32::try_from(v)
                                .map_err(|_| self.err("integer parameter too large"))?,
                        );
                    }
                    let name = pending_name.take().unwrap_or_default();
                    self.m.types.intern(Type::TargetExt {
                        name,
                        types: tys,
                        ints,
                    })
                }
                11 | 12 => {
                    // ARRAY [n, elt] / VECTOR [n, elt, scalable]
                    if ops.len() < 2 {
                        return Err(self.err("invalid array or vector type record"));
                    }
                    let elem = self.type_ref(ops[1], &mut forward)?;
                    if rec.code == 11 {
                        if !self.valid_array_elem(elem) {
                            return Err(self.err("invalid array element type"));
                        }
                        self.m.types.intern(Type::Array { elem, len: ops[0] })
                    } else {
                        if ops[0] == 0 || ops[0] > u64::from(u32::MAX) {
                            return Err(self.err("invalid vector length"));
                        }
                        if !self.m.types.is_valid_vector_elem(elem) {
                            return Err(self.err("invalid vector element type"));
                        }
                        self.m.types.intern(Type::Vector {
                            elem,
                            len: ops[0] as u32,
                            scalable: ops.get(2).is_some_and(|&s| s != 0),
                        })
                    }
                }
                c => return Err(self.err(format!("invalid type record code {c}"))),
            };
            self.recycle(rec);
            if self.m.types.depth(t) > MAX_NESTING_DEPTH {
                return Err(self
                    .err("types nested too deep")
                    .or_kind(BitcodeErrorKind::Limit));
            }
            if n >= self.types.len() {
                return Err(self.err("invalid TYPE table"));
            }
            if self.types[n].is_some() {
                return Err(
                    self.err("invalid TYPE table: only named structs can be forward referenced")
                );
            }
            self.types[n] = Some(t);
            self.type_children[n] = children;
            n += 1;
        }
        if n != self.types.len() {
            return Err(self.err("malformed block: type table size mismatch"));
        }
        for (i, kids) in self.type_children.iter().enumerate() {
            if let (Some(t), [pointee]) = (self.types[i], &kids[..]) {
                if let Type::Ptr(a) = self.m.types.get(t) {
                    self.tids.pointers.entry((*pointee, *a)).or_insert(i as u32);
                }
            }
        }
        Ok(())
    }

    /// The `i`th type id contained in type id `tid` (a typed pointer's
    /// pointee is its 0th), as old records without explicit types need.
    pub(crate) fn contained_tid(&self, tid: u32, i: usize) -> Result<u32> {
        self.type_children
            .get(tid as usize)
            .and_then(|k| k.get(i))
            .copied()
            .filter(|&c| self.ty(u64::from(c)).is_ok())
            .ok_or_else(|| self.err("missing element type for old typed-pointer record"))
    }

    /// The type id of a typed pointer in `addrspace` to type id `pointee`:
    /// the type table's own, or a virtual one made for the reader.
    pub(crate) fn pointer_tid(&mut self, pointee: u32, addrspace: u32) -> u32 {
        if let Some(&t) = self.tids.pointers.get(&(pointee, addrspace)) {
            return t;
        }
        let ptr = self.m.types.ptr(addrspace);
        let t = self.virtual_tid(ptr, vec![pointee]);
        self.tids.pointers.insert((pointee, addrspace), t);
        t
    }

    /// A type id for `ty` with contained type ids `children`, shared by
    /// equal requests.
    pub(crate) fn virtual_tid(&mut self, ty: TypeId, children: Vec<u32>) -> u32 {
        let key = (ty, children);
        if let Some(&t) = self.tids.virtuals.get(&key) {
            return t;
        }
        let t = self.types.len() as u32;
        self.types.push(Some(ty));
        self.type_children.push(key.1.clone());
        self.tids.virtuals.insert(key, t);
        t
    }

    /// LLVM's `ArrayType::isValidElementType` (scalable vectors included,
    /// as the text parser takes them).
    fn valid_array_elem(&self, t: TypeId) -> bool {
        !matches!(
            self.m.types.get(t),
            Type::Void
                | Type::Label
                | Type::Metadata
                | Type::Function { .. }
                | Type::Token
                | Type::X86Amx
        )
    }

    fn elem_types(&mut self, ids: &[u64], forward: &mut [bool]) -> Result<Vec<TypeId>> {
        let mut v = Vec::with_capacity(ids.len());
        for &id in ids {
            let t = self.type_ref(id, forward)?;
            // Struct elements may be scalable vectors; arrays may not.
            if matches!(
                self.m.types.get(t),
                Type::Void | Type::Label | Type::Metadata | Type::Function { .. } | Type::Token
            ) {
                return Err(self.err("invalid element type"));
            }
            v.push(t);
        }
        Ok(v)
    }

    /// A type reference inside the type table: a slot not defined yet
    /// becomes an identified struct to be defined later.
    fn type_ref(&mut self, id: u64, forward: &mut [bool]) -> Result<TypeId> {
        let i = usize::try_from(id)
            .ok()
            .filter(|&i| i < self.types.len())
            .ok_or_else(|| self.err(format!("invalid type id {id}")))?;
        if let Some(t) = self.types[i] {
            return Ok(t);
        }
        let t = self.m.types.new_named_struct(None);
        self.types[i] = Some(t);
        forward[i] = true;
        Ok(t)
    }
}
