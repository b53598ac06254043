//! Interned types: one `TypeId` per distinct type, so type equality is id equality.
//! Identified structs are nominal: each has its own id whatever its body.

use crate::hash::FastMap as HashMap;

crate::entity_id!(
    /// An interned type.
    TypeId
);

crate::entity_id!(
    /// An identified struct, in creation order ([`TypeTable::structs`]).
    StructId
);

/// An LLVM type. Element and member types are [`TypeId`]s into the same [`TypeTable`].
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Type {
    /// `void`
    Void,
    /// `half`: IEEE 16-bit float.
    Half,
    /// `bfloat`: brain float, 16 bits.
    BFloat,
    /// `float`: IEEE 32-bit float.
    Float,
    /// `double`: IEEE 64-bit float.
    Double,
    /// `x86_fp80`: x87 80-bit extended float.
    X86Fp80,
    /// `fp128`: IEEE 128-bit float.
    Fp128,
    /// `ppc_fp128`: PowerPC double-double.
    PpcFp128,
    /// `x86_amx`: an AMX tile.
    X86Amx,
    /// `label`
    Label,
    /// `metadata`
    Metadata,
    /// `token`
    Token,
    /// `iN`: an integer of this many bits.
    Int(u32),
    /// `ptr addrspace(N)`: an opaque pointer in this address space.
    Ptr(u32),
    /// `<N x T>` or `<vscale x N x T>`.
    Vector {
        /// The element type.
        elem: TypeId,
        /// The element count (the minimum count, times `vscale`, when scalable).
        len: u32,
        /// `vscale x`: the length is a multiple of the runtime `vscale`.
        scalable: bool,
    },
    /// `[N x T]`
    Array {
        /// The element type.
        elem: TypeId,
        /// The element count.
        len: u64,
    },
    /// A function type: `ret (params...)`.
    Function {
        /// The return type.
        ret: TypeId,
        /// The parameter types.
        params: Vec<TypeId>,
        /// `...`: variadic.
        vararg: bool,
    },
    /// A literal (structurally uniqued) struct.
    Struct {
        /// The member types.
        elems: Vec<TypeId>,
        /// `<{ ... }>`: no padding between members.
        packed: bool,
    },
    /// An identified struct: its entry in `TypeTable::structs`.
    Named(StructId),
    /// `target("name", types..., ints...)`.
    TargetExt {
        /// The target type's name.
        name: Box<[u8]>,
        /// The type parameters.
        types: Vec<TypeId>,
        /// The integer parameters.
        ints: Vec<u32>,
    },
}

/// An identified struct type: `%name = type { ... }` or `%name = type opaque`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NamedStruct {
    /// None for numbered (`%0`) structs.
    pub name: Option<Box<[u8]>>,
    /// None while opaque.
    pub body: Option<StructBody>,
    /// The struct's own id (a [`Type::Named`] in the table).
    pub id: TypeId,
}

/// An identified struct's members.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StructBody {
    /// The member types.
    pub elems: Vec<TypeId>,
    /// `<{ ... }>`: no padding between members.
    pub packed: bool,
}

/// The types of a module, interned: equal types have equal ids, except identified structs.
#[derive(Clone, Default, Debug)]
pub struct TypeTable {
    types: crate::entity::EntityVec<TypeId, Type>,
    /// Nesting depth of each type, as printed: 1 for scalars and
    /// identified structs (printed by name), one more than the deepest
    /// element type for vectors, arrays, functions, literal structs and
    /// target types. Readers bound it (`crate::MAX_NESTING_DEPTH`).
    depth: crate::entity::EntityVec<TypeId, u32>,
    map: HashMap<Type, TypeId>,
    /// `ptr` (address space 0) once interned: asked for by nearly every
    /// load, store, call and GEP a parser reads.
    ptr0: Option<TypeId>,
    /// Identified structs in creation order.
    pub structs: crate::entity::EntityVec<StructId, NamedStruct>,
}

impl TypeTable {
    /// An empty table.
    pub fn new() -> Self {
        Self::default()
    }

    /// The id of `t`, added if the table has none equal.
    pub fn intern(&mut self, t: Type) -> TypeId {
        if let Some(&id) = self.map.get(&t) {
            return id;
        }
        let id = TypeId::from_index(self.types.len());
        let d = |e: &TypeId| self.depth[*e];
        let inner = match &t {
            Type::Vector { elem, .. } | Type::Array { elem, .. } => d(elem),
            Type::Function { ret, params, .. } => params.iter().map(d).fold(d(ret), u32::max),
            Type::Struct { elems, .. } => elems.iter().map(d).max().unwrap_or(0),
            Type::TargetExt { types, .. } => types.iter().map(d).max().unwrap_or(0),
            _ => 0,
        };
        self.depth.push(inner.saturating_add(1));
        self.types.push(t.clone());
        self.map.insert(t, id);
        id
    }

    /// The nesting depth of a type as printed (see the `depth` field).
    pub fn depth(&self, id: TypeId) -> u32 {
        self.depth[id]
    }

    /// The type `id`; panics when out of range.
    pub fn get(&self, id: TypeId) -> &Type {
        &self.types[id]
    }

    /// Number of types.
    pub fn len(&self) -> usize {
        self.types.len()
    }

    /// Whether the table has no type.
    pub fn is_empty(&self) -> bool {
        self.types.is_empty()
    }

    /// Creates a new identified struct, opaque until `set_struct_body`.
    pub fn new_named_struct(&mut self, name: Option<Box<[u8]>>) -> TypeId {
        let idx = self.structs.next_key();
        let id = TypeId::from_index(self.types.len());
        self.depth.push(1);
        self.types.push(Type::Named(idx));
        self.map.insert(Type::Named(idx), id);
        self.structs.push(NamedStruct {
            name,
            body: None,
            id,
        });
        id
    }

    /// Sets the body of identified struct `id`; does nothing when `id` is not one.
    pub fn set_struct_body(&mut self, id: TypeId, elems: Vec<TypeId>, packed: bool) {
        if let Type::Named(i) = self.types[id] {
            self.structs[i].body = Some(StructBody { elems, packed });
        }
    }

    /// The identified struct `id` is, if it is one.
    pub fn named_struct(&self, id: TypeId) -> Option<&NamedStruct> {
        match self.types[id] {
            Type::Named(i) => Some(&self.structs[i]),
            _ => None,
        }
    }

    // Common constructors.
    /// The id of `void`.
    pub fn void(&mut self) -> TypeId {
        self.intern(Type::Void)
    }
    /// The id of `iN` with `bits` bits.
    pub fn int(&mut self, bits: u32) -> TypeId {
        self.intern(Type::Int(bits))
    }
    /// The id of `ptr` in `addrspace`.
    pub fn ptr(&mut self, addrspace: u32) -> TypeId {
        if addrspace != 0 {
            return self.intern(Type::Ptr(addrspace));
        }
        if let Some(id) = self.ptr0 {
            return id;
        }
        let id = self.intern(Type::Ptr(0));
        self.ptr0 = Some(id);
        id
    }
    /// The id of `label`.
    pub fn label(&mut self) -> TypeId {
        self.intern(Type::Label)
    }
    /// The id of `metadata`.
    pub fn metadata(&mut self) -> TypeId {
        self.intern(Type::Metadata)
    }
    /// The id of `token`.
    pub fn token(&mut self) -> TypeId {
        self.intern(Type::Token)
    }

    // Queries.
    /// Whether `id` is an integer type (not a vector of them).
    pub fn is_int(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Int(_))
    }
    /// The bit width of an integer type; `None` for any other type.
    pub fn int_width(&self, id: TypeId) -> Option<u32> {
        match self.get(id) {
            Type::Int(w) => Some(*w),
            _ => None,
        }
    }
    /// Whether a call, phi or select of type `id` may carry fast-math
    /// flags (LLVM's `FPMathOperator::isSupportedFloatingPointType`): a
    /// floating-point scalar or vector, inside arrays and at most one
    /// literal struct whose members all have that one type.
    pub fn supports_fast_math(&self, mut id: TypeId) -> bool {
        while let Type::Array { elem, .. } = self.get(id) {
            id = *elem;
        }
        if let Type::Struct { elems, .. } = self.get(id) {
            match elems.split_first() {
                Some((&first, rest)) if rest.iter().all(|&e| e == first) => id = first,
                _ => return false,
            }
        }
        self.is_float(self.scalar(id))
    }

    /// Whether `id` is a floating-point type (not a vector of them).
    pub fn is_float(&self, id: TypeId) -> bool {
        matches!(
            self.get(id),
            Type::Half
                | Type::BFloat
                | Type::Float
                | Type::Double
                | Type::X86Fp80
                | Type::Fp128
                | Type::PpcFp128
        )
    }
    /// Whether `id` may be a vector's element (`VectorType::isValidElementType`):
    /// an integer, a floating-point type or a pointer.
    pub fn is_valid_vector_elem(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Int(_) | Type::Ptr(_)) || self.is_float(id)
    }
    /// Whether `id` is a pointer type (not a vector of them).
    pub fn is_ptr(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Ptr(_))
    }
    /// Whether `id` is `void`.
    pub fn is_void(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Void)
    }
    /// Element type of a vector, else the type itself.
    pub fn scalar(&self, id: TypeId) -> TypeId {
        match self.get(id) {
            Type::Vector { elem, .. } => *elem,
            _ => id,
        }
    }
    /// A vector type's element type, length and whether it is scalable.
    pub fn vector_parts(&self, id: TypeId) -> Option<(TypeId, u32, bool)> {
        match self.get(id) {
            Type::Vector {
                elem,
                len,
                scalable,
            } => Some((*elem, *len, *scalable)),
            _ => None,
        }
    }

    /// Whether `id` is a vector type.
    pub fn is_vector(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Vector { .. })
    }

    /// `Type::isScalableTy`: a scalable vector, or an array or struct
    /// holding one.
    pub fn is_scalable(&self, id: TypeId) -> bool {
        // Most types answer without a walk: scalars, vectors, and arrays
        // (of arrays) of them.
        let mut id = id;
        loop {
            match self.get(id) {
                Type::Vector { scalable, .. } => return *scalable,
                Type::Array { elem, .. } => id = *elem,
                Type::Struct { .. } | Type::Named(_) => break,
                Type::TargetExt { name, .. } => return scalable_target(name),
                _ => return false,
            }
        }
        self.any_part(id, |t| match t {
            Type::Vector { scalable, .. } => *scalable,
            Type::TargetExt { name, .. } => scalable_target(name),
            _ => false,
        })
    }

    /// Whether `id` is or holds (in arrays and structs) a target type
    /// for which `bad` says yes, by its name.
    pub fn holds_target_type(&self, id: TypeId, bad: impl Fn(&[u8]) -> bool) -> bool {
        self.any_part(
            id,
            |t| matches!(t, Type::TargetExt { name, .. } if bad(name)),
        )
    }

    /// Whether `id`, or a type inside it through arrays and structs, is
    /// one `wanted` says yes to; each type looked at once (nested
    /// aggregates may share element types), without recursion.
    fn any_part(&self, id: TypeId, wanted: impl Fn(&Type) -> bool) -> bool {
        let mut stack = vec![id];
        let mut seen = crate::hash::FastSet::default();
        while let Some(t) = stack.pop() {
            if !seen.insert(t) {
                continue;
            }
            let ty = self.get(t);
            if wanted(ty) {
                return true;
            }
            match ty {
                Type::Array { elem, .. } => stack.push(*elem),
                Type::Struct { elems, .. } => stack.extend(elems.iter().copied()),
                Type::Named(_) => stack.extend(self.struct_elems(t).unwrap_or(&[]).iter().copied()),
                _ => {}
            }
        }
        false
    }
    /// Element types of a struct (literal or identified with a body).
    pub fn struct_elems(&self, id: TypeId) -> Option<&[TypeId]> {
        match self.get(id) {
            Type::Struct { elems, .. } => Some(elems),
            Type::Named(i) => self.structs[*i].body.as_ref().map(|b| &b.elems[..]),
            _ => None,
        }
    }
    /// The type at `idx` inside an aggregate (struct field, array or vector element).
    pub fn aggregate_elem(&self, id: TypeId, idx: u64) -> Option<TypeId> {
        match self.get(id) {
            Type::Array { elem, .. } | Type::Vector { elem, .. } => Some(*elem),
            _ => self
                .struct_elems(id)
                .and_then(|e| e.get(idx as usize).copied()),
        }
    }
    /// Bits of a floating-point type.
    pub fn float_bits(&self, id: TypeId) -> Option<u32> {
        Some(match self.get(id) {
            Type::Half | Type::BFloat => 16,
            Type::Float => 32,
            Type::Double => 64,
            Type::X86Fp80 => 80,
            Type::Fp128 | Type::PpcFp128 => 128,
            _ => return None,
        })
    }
}

impl TypeTable {
    /// The id of a type if it has been interned.
    pub fn lookup(&self, t: &Type) -> Option<TypeId> {
        self.map.get(t).copied()
    }

    /// The id of `ptr` (address space 0) if it has been interned, without
    /// hashing when [`Self::ptr`] interned it.
    pub fn lookup_ptr0(&self) -> Option<TypeId> {
        self.ptr0.or_else(|| self.lookup(&Type::Ptr(0)))
    }

    /// The parameter types of a function type; empty for any other type.
    pub fn fn_params(&self, fn_ty: TypeId) -> &[TypeId] {
        match self.types.get(fn_ty) {
            Some(Type::Function { params, .. }) => params,
            _ => &[],
        }
    }
}

/// What [`all_of`] learns of one node: its answer outright, or that it
/// holds exactly when all of these nodes do.
pub enum AllOf<'a> {
    /// The node's answer.
    Leaf(bool),
    /// The node's elements: the answer is whether the property holds for all of them.
    Elems(&'a [TypeId]),
}

/// A property that holds of a type when it holds of all its elements
/// (sizedness), answered by a post-order walk with an explicit stack, so
/// neither sharing nor depth costs more than one look at each type. A type
/// met again while its own answer is pending contains itself, which makes
/// the answer false. `memo` keeps every answer found (give it the
/// answers already known to skip them).
pub fn all_of<'a>(
    root: TypeId,
    node: impl Fn(TypeId) -> AllOf<'a>,
    memo: &mut crate::hash::FastMap<TypeId, bool>,
) -> bool {
    if let Some(&known) = memo.get(&root) {
        return known;
    }
    let mut stack = vec![(root, 0usize)];
    let mut on_stack = crate::hash::FastSet::default();
    on_stack.insert(root);
    while let Some(&(t, next)) = stack.last() {
        let answer = match memo.get(&t) {
            Some(&known) => Some(known),
            None => match node(t) {
                AllOf::Leaf(v) => Some(v),
                // The element looked at last, answered by now, says no.
                AllOf::Elems(elems) if next > 0 && memo.get(&elems[next - 1]) == Some(&false) => {
                    Some(false)
                }
                AllOf::Elems(elems) => match elems.get(next) {
                    None => Some(true),
                    Some(&e) => {
                        stack.last_mut().expect("not empty").1 += 1;
                        match memo.get(&e) {
                            Some(&v) => (!v).then_some(false),
                            None if !on_stack.insert(e) => Some(false),
                            None => {
                                stack.push((e, 0));
                                None
                            }
                        }
                    }
                },
            },
        };
        if let Some(v) = answer {
            stack.pop();
            on_stack.remove(&t);
            memo.insert(t, v);
        }
    }
    memo[&root]
}

/// LLVM 22's target types laid out as scalable vectors.
fn scalable_target(name: &[u8]) -> bool {
    matches!(name, b"aarch64.svcount" | b"riscv.vector.tuple")
}

/// LLVM 22's target types with the `CanBeGlobal` property.
pub fn target_type_can_be_global(name: &[u8]) -> bool {
    name.starts_with(b"spirv.") || name.starts_with(b"dx.") || name == b"amdgcn.named.barrier"
}

/// LLVM 22's target types with the `CanBeLocal` property.
pub fn target_type_can_be_local(name: &[u8]) -> bool {
    (name.starts_with(b"spirv.") && name != b"spirv.Padding")
        || name.starts_with(b"dx.")
        || matches!(name, b"aarch64.svcount" | b"riscv.vector.tuple")
}
