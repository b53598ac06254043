//! Lower bounds of printed sizes, computed bottom-up with memory and
//! saturating. Constant expressions and literal types share operands (a
//! DAG), so a module of a few hundred bytes of bitcode can print to more
//! text than any disk holds; this sees it coming in time linear in the
//! module, before any of it is printed.

use llconv_ir::{ConstId, ConstKind, EntityVec, Module, Type, TypeId};

/// The largest lower bound over every type and constant of the module's
/// tables (a constant with its type, as operands print). Entities that
/// are not printed count too: only hostile input holds one this large.
pub(crate) fn largest_entity(m: &Module) -> u64 {
    let mut s = Sizes {
        m,
        types: vec![None; m.types.len()].into(),
        consts: vec![None; m.consts.len()].into(),
    };
    let types = (0..m.types.len()).map(|i| s.ty(TypeId::from_index(i)));
    let mut largest = types.max().unwrap_or(0);
    for i in 0..m.consts.len() {
        largest = largest.max(s.typed_const(ConstId::from_index(i)));
    }
    largest
}

/// Memoized sizes. The recursion follows nesting, which the readers bound
/// (`llconv_ir::MAX_NESTING_DEPTH`); sharing costs nothing thanks to the
/// memory.
struct Sizes<'a> {
    m: &'a Module,
    types: EntityVec<TypeId, Option<u64>>,
    consts: EntityVec<ConstId, Option<u64>>,
}

impl Sizes<'_> {
    fn ty(&mut self, t: TypeId) -> u64 {
        if let Some(Some(s)) = self.types.get(t) {
            return *s;
        }
        let m = self.m;
        let size = match m.types.get(t) {
            // `[N x T]`, `<N x T>`.
            Type::Array { elem, .. } | Type::Vector { elem, .. } => {
                6u64.saturating_add(self.ty(*elem))
            }
            // `{ A, B }`: the braces and spaces, then each element and
            // its separator but one.
            Type::Struct { elems, .. } => self.list(elems, 2),
            // `R (A, B)`.
            Type::Function { ret, params, .. } => {
                let r = self.ty(*ret);
                self.list(params, 1).saturating_add(r)
            }
            Type::TargetExt { types, .. } => self.list(types, 10),
            // `i1`, `%a`, `ptr`, `half`...
            _ => 2,
        };
        if let Some(slot) = self.types.get_mut(t) {
            *slot = Some(size);
        }
        size
    }

    /// `base` plus each type and a separator.
    fn list(&mut self, types: &[TypeId], base: u64) -> u64 {
        types.iter().fold(base, |acc, &t| {
            acc.saturating_add(self.ty(t)).saturating_add(2)
        })
    }

    /// `T v`.
    fn typed_const(&mut self, c: ConstId) -> u64 {
        let t = self.ty(self.m.consts.get(c).ty);
        t.saturating_add(1).saturating_add(self.value(c))
    }

    fn value(&mut self, c: ConstId) -> u64 {
        if let Some(Some(s)) = self.consts.get(c) {
            return *s;
        }
        let kind = &self.m.consts.get(c).kind;
        let mut size: u64 = match kind {
            // `[...]`, `splat (...)`, `op (...)`, `ptrauth (...)`, less
            // the one separator fewer than operands counted below.
            ConstKind::Array(_) | ConstKind::Struct(_) | ConstKind::Vector(_) => 0,
            ConstKind::Splat(_) | ConstKind::Expr(_) | ConstKind::PtrAuth { .. } => 3,
            ConstKind::Data(d) => 2u64.saturating_add(d.len() as u64),
            _ => 1,
        };
        let mut ops = Vec::new();
        kind.for_each_operand(|o| ops.push(o));
        for o in ops {
            // The operand and its `, `.
            size = size.saturating_add(self.typed_const(o)).saturating_add(2);
        }
        if let Some(slot) = self.consts.get_mut(c) {
            *slot = Some(size);
        }
        size
    }
}
