//! Bitcode ids: types, global values, module-level constants, attribute
//! groups and lists, operand bundle tags.
//!
//! Types get ids in post order (an element before its aggregate; named
//! structs may be referenced before their body is written, which the
//! format allows), in the order LLVM's `ValueEnumerator` meets them.
//! Module values are the global values in record order, then the
//! constants the module level needs in the order they are met: llvm-as
//! preserves use-list order, which turns LLVM's constant sorting
//! (`OptimizeConstants`) off.

use llconv_ir::attributes::{AttrList, AttrSetId};
use llconv_ir::hash::FastMap;
use llconv_ir::*;

use super::{Writer, NO_ID};

#[derive(Clone, Default)]
pub(crate) struct Enumeration {
    /// Bitcode type id by `TypeId` index (`NO_ID` = unused).
    type_ids: EntityVec<TypeId, u32>,
    /// Types in bitcode id order.
    pub(crate) type_list: Vec<TypeId>,
    /// Value id by `GlobalId` index.
    global_ids: EntityVec<GlobalId, u32>,
    /// Module-level constants: value id, and how often they are used.
    const_ids: FastMap<ConstId, u32>,
    const_uses: FastMap<ConstId, u32>,
    /// Module-level constants in value id order (after the globals).
    pub(crate) module_consts: Vec<ConstId>,
    pub(crate) num_globals: u32,
    /// Attribute groups: (index, set) in group id order (ids from 1).
    pub(crate) attr_groups: Vec<(u64, AttrSetId)>,
    attr_group_ids: FastMap<(u64, AttrSetId), u64>,
    /// Attribute lists in id order (ids from 1; 0 = none).
    pub(crate) attr_lists: Vec<AttrList>,
    attr_list_ids: FastMap<AttrList, u64>,
    pub(crate) bundle_tags: Vec<Box<[u8]>>,
    bundle_tag_ids: FastMap<Box<[u8]>, u64>,
    /// The use-list records to write.
    pub(crate) use_lists: super::uselist::UseLists,
}

/// LLVM's fixed operand bundle tags, registered in every context in this
/// order; a module's own tags come after them.
const FIXED_BUNDLE_TAGS: &[&str] = &[
    "deopt",
    "funclet",
    "gc-transition",
    "cfguardtarget",
    "preallocated",
    "gc-live",
    "clang.arc.attachedcall",
    "ptrauth",
    "kcfi",
    "convergencectrl",
    "align",
    "deactivation-symbol",
];

impl Enumeration {
    /// Bits of a fixed-width type id field (abbreviations use it): enough
    /// for every type's id.
    pub(crate) fn type_id_width(&self) -> u32 {
        let n = self.type_list.len() as u64;
        (64 - n.leading_zeros()).max(1)
    }

    /// The bitcode id of an enumerated type.
    #[inline]
    pub(crate) fn type_id(&self, t: TypeId) -> u64 {
        let id = self.type_ids.get(t).copied().unwrap_or(NO_ID);
        debug_assert!(id != NO_ID, "type {t:?} not enumerated");
        u64::from(id)
    }

    /// The value id of a module-level constant (a global's id for `@g`).
    #[inline]
    pub(crate) fn const_id(&self, c: ConstId) -> u64 {
        match self.const_ids.get(&c) {
            Some(&v) => u64::from(v),
            None => {
                debug_assert!(false, "constant {c:?} not enumerated");
                0
            }
        }
    }

    /// The module-level value id of `c`, if it has one.
    #[inline]
    pub(crate) fn module_const_id(&self, c: ConstId) -> Option<u32> {
        self.const_ids.get(&c).copied()
    }

    /// Records that constant `c` (an `@g`) is global `g`'s value.
    pub(crate) fn name_global_const(&mut self, c: ConstId, g: GlobalId) {
        let id = self.global_ids[g];
        self.const_ids.insert(c, id);
    }

    pub(crate) fn global_id(&self, g: GlobalId) -> u64 {
        u64::from(self.global_ids[g])
    }

    pub(crate) fn num_module_values(&self) -> u32 {
        self.num_globals + self.module_consts.len() as u32
    }

    /// The id of an attribute list (0 for the empty list).
    pub(crate) fn attr_list_id(&self, l: &AttrList) -> u64 {
        if is_empty_list(l) {
            return 0;
        }
        self.attr_list_ids.get(l).copied().unwrap_or(0)
    }

    pub(crate) fn attr_group_id(&self, idx: u64, s: AttrSetId) -> u64 {
        self.attr_group_ids[&(idx, s)]
    }

    pub(crate) fn bundle_tag_id(&self, tag: &[u8]) -> u64 {
        self.bundle_tag_ids.get(tag).copied().unwrap_or(0)
    }
}

fn is_empty_list(l: &AttrList) -> bool {
    l.func.is_empty() && l.ret.is_empty() && l.params.iter().all(|p| p.is_empty())
}

/// The attribute index of LLVM's groups: function ~0U, return 0, params 1+.
pub(crate) const FUNCTION_INDEX: u64 = 0xFFFF_FFFF;

impl Writer<'_> {
    /// Enumerates a type and everything it contains (iteratively: nesting
    /// depth is not bounded by the model).
    #[inline]
    pub(crate) fn enum_type(&mut self, t: TypeId) {
        // Most calls find the type numbered already: a read, inline,
        // without the shared enumeration's copy-on-write check.
        if self.e.type_ids.get(t).is_some_and(|&id| id != NO_ID) {
            return;
        }
        self.enum_new_type(t);
    }

    /// [`Self::enum_type`] of a type not yet numbered.
    #[inline(never)]
    fn enum_new_type(&mut self, t: TypeId) {
        let e = &mut self.e;
        if e.type_ids.len() < self.types.len() {
            e.type_ids.resize(self.types.len(), NO_ID);
        }
        if e.type_ids[t] != NO_ID {
            return;
        }
        // (type, children pushed)
        let mut stack = vec![(t, false)];
        // Named structs already expanded, to stop at recursion (a set: a
        // chain of thousands of structs must not cost a scan per step).
        let mut visiting = llconv_ir::hash::FastSet::default();
        while let Some((t, expanded)) = stack.pop() {
            if e.type_ids[t] != NO_ID {
                continue;
            }
            if expanded {
                e.type_ids[t] = e.type_list.len() as u32;
                e.type_list.push(t);
                continue;
            }
            let ty = self.types.get(t);
            if let Type::Named(_) = ty {
                if !visiting.insert(t) {
                    continue;
                }
            }
            stack.push((t, true));
            let mut kids: Vec<TypeId> = match ty {
                Type::Vector { elem, .. } | Type::Array { elem, .. } => vec![*elem],
                Type::Function { ret, params, .. } => {
                    let mut v = vec![*ret];
                    v.extend(params.iter().copied());
                    v
                }
                Type::Struct { elems, .. } => elems.clone(),
                Type::Named(_) => self
                    .types
                    .struct_elems(t)
                    .map(|e| e.to_vec())
                    .unwrap_or_default(),
                Type::TargetExt { types, .. } => types.clone(),
                _ => Vec::new(),
            };
            // Push in reverse so the first child gets the lowest id.
            kids.reverse();
            for k in kids {
                if e.type_ids[k] == NO_ID {
                    stack.push((k, false));
                }
            }
        }
    }

    /// Enumerates a module-level constant and its operands.
    pub(crate) fn enum_const(&mut self, c: ConstId) {
        // Iterative post order, like `enum_type`.
        let mut stack = vec![(c, false)];
        while let Some((c, expanded)) = stack.pop() {
            if let Some(n) = self.e.const_uses.get_mut(&c) {
                if !expanded {
                    *n += 1;
                    continue;
                }
            }
            let (ty, global) = match self.consts.get(c) {
                Const {
                    ty,
                    kind: ConstKind::Global(g),
                } => (*ty, Some(*g)),
                k => (k.ty, None),
            };
            if expanded {
                // LLVM's EnumerateValue: a GEP expression's source type
                // after its operands, before the expression itself.
                if let ConstKind::Expr(e) = &self.consts.get(c).kind {
                    if let Some(t) = e.source_ty {
                        self.enum_type(t);
                    }
                }
                if let std::collections::hash_map::Entry::Vacant(v) = self.e.const_uses.entry(c) {
                    v.insert(1);
                    if let Some(g) = global {
                        let id = self.e.global_ids[g];
                        self.e.const_ids.insert(c, id);
                    } else {
                        self.e.module_consts.push(c);
                    }
                }
                continue;
            }
            self.enum_type(ty);
            stack.push((c, true));
            let mut ops = self.const_operands(c);
            ops.reverse();
            for o in ops {
                stack.push((o, false));
            }
        }
    }

    /// The constants a constant's record refers to by value id, creating
    /// those the model keeps implicit (shuffle masks, splat pieces).
    pub(crate) fn const_operands(&mut self, c: ConstId) -> Vec<ConstId> {
        if self.fixed_splat(c).is_some() {
            // Written as one scalar record: no element constants.
            return Vec::new();
        }
        // Read in place: only the few kinds that make constants copy
        // what they need out first.
        let k = self.consts.get(c);
        let ty = k.ty;
        match &k.kind {
            ConstKind::Array(v) | ConstKind::Struct(v) | ConstKind::Vector(v) => v.clone(),
            // llvm-as-22 writes a scalable splat expanded, whatever the
            // element.
            ConstKind::Splat(_) => {
                let (ins, _) = self.splat_parts(c);
                vec![ins, self.shuffle_mask_const(ty, &[])]
            }
            ConstKind::BlockAddress { func, .. }
            | ConstKind::DsoLocalEquivalent(func)
            | ConstKind::NoCfi(func) => {
                let func = *func;
                vec![self.global_const(func)]
            }
            ConstKind::PtrAuth { deactivation, .. } => {
                let mut v = Vec::with_capacity(5);
                k.kind.for_each_operand(|o| v.push(o));
                if deactivation.is_none() {
                    v.push(self.null_ptr0());
                }
                v
            }
            ConstKind::Expr(e) if e.op == ConstExprOp::ShuffleVector => {
                let (mut v, mask) = (e.operands.clone(), e.mask.clone());
                v.push(self.shuffle_mask_const(ty, &mask));
                v
            }
            ConstKind::Expr(e) => e.operands.clone(),
            _ => Vec::new(),
        }
    }

    /// `ptr null` (address space 0), interned if the module lacks it.
    pub(crate) fn null_ptr0(&mut self) -> ConstId {
        let ty = self.types.ptr(0);
        self.consts.intern_raw(Const {
            ty,
            kind: ConstKind::Null,
        })
    }

    /// The `@g` constant of a global (made and given the global's value
    /// id if the module has none: globals are enumerated by then).
    pub(crate) fn global_const(&mut self, g: GlobalId) -> ConstId {
        let c = self.global_const_key(g);
        if let Some(id) = self.consts.lookup_raw(&c) {
            return id;
        }
        let id = self.consts.intern_raw(c);
        self.e.name_global_const(id, g);
        id
    }

    /// What the `@g` constant of a global is.
    fn global_const_key(&mut self, g: GlobalId) -> Const {
        let ty = self
            .types
            .intern(Type::Ptr(self.m.globals[g].common.addrspace));
        Const {
            ty,
            kind: ConstKind::Global(g),
        }
    }

    /// The constant LLVM writes for the mask of a shuffle whose result has
    /// type `result_ty`: a `<N x i32>` (or scalable) vector with poison for
    /// -1 elements; for scalable results, zeroinitializer or undef.
    pub(crate) fn shuffle_mask_const(&mut self, result_ty: TypeId, mask: &[i32]) -> ConstId {
        let i32t = self.types.int(32);
        let (len, scalable) = match self.types.get(result_ty) {
            Type::Vector { len, scalable, .. } => (*len, *scalable),
            _ => (0, false),
        };
        let ty = self.types.intern(Type::Vector {
            elem: i32t,
            len,
            scalable,
        });
        if scalable {
            let kind = if mask.iter().all(|&m| m == 0) {
                ConstKind::Zero
            } else {
                ConstKind::Undef
            };
            return self.consts.intern_raw(Const { ty, kind });
        }
        let mut elems = Vec::with_capacity(mask.len());
        for &m in mask {
            let kind = if m < 0 {
                ConstKind::Poison
            } else {
                ConstKind::Int(ApInt::from_u64(32, m as u64))
            };
            elems.push(self.consts.intern_raw(Const { ty: i32t, kind }));
        }
        self.consts.intern(
            &self.types,
            Const {
                ty,
                kind: ConstKind::Vector(elems),
            },
        )
    }

    /// A scalable splat of a non-scalar-literal element is written as
    /// `shufflevector (insertelement (poison, x, 0), poison, zeroinitializer)`:
    /// returns (the insertelement, the poison vector).
    pub(crate) fn splat_parts(&mut self, c: ConstId) -> (ConstId, ConstId) {
        let k = self.consts.get(c).clone();
        let ConstKind::Splat(x) = k.kind else {
            unreachable!("splat_parts of a non-splat");
        };
        let poison = self.consts.intern_raw(Const {
            ty: k.ty,
            kind: ConstKind::Poison,
        });
        let i64t = self.types.int(64);
        let zero = self.consts.intern_raw(Const {
            ty: i64t,
            kind: ConstKind::Int(ApInt::from_u64(64, 0)),
        });
        let ins = self.consts.intern_raw(Const {
            ty: k.ty,
            kind: ConstKind::Expr(Box::new(ConstExpr {
                op: ConstExprOp::InsertElement,
                flags: 0,
                operands: vec![poison, x, zero],
                source_ty: None,
                inrange: None,
                mask: Vec::new(),
            })),
        });
        (ins, poison)
    }

    /// Orders the module-level constants as LLVM does and gives them ids.
    pub(crate) fn finish_module_consts(&mut self) {
        // llvm-as preserves use-list order, and so leaves constants in
        // enumeration order (its `OptimizeConstants` is off then).
        let list = std::mem::take(&mut self.e.module_consts);
        let base = self.e.num_globals;
        for (i, &c) in list.iter().enumerate() {
            self.e.const_ids.insert(c, base + i as u32);
        }
        self.e.module_consts = list;
    }

    /// Gives global values their ids (in record order) and registers
    /// their `@g` constants.
    pub(crate) fn enum_globals(&mut self) {
        let order = Writer::globals_in_record_order(self.m);
        self.e.global_ids = vec![NO_ID; self.m.globals.len()].into();
        for (i, g) in order.iter().enumerate() {
            self.e.global_ids[*g] = i as u32;
        }
        self.e.num_globals = order.len() as u32;
        for g in order {
            // Only the module's own `@g` constants: one that no constant
            // or instruction uses needs no entry (and adding it would
            // copy the module's constant table).
            let c = self.global_const_key(g);
            let pty = c.ty;
            if let Some(c) = self.consts.lookup_raw(&c) {
                let id = self.e.global_ids[g];
                self.e.const_ids.insert(c, id);
                self.e.const_uses.insert(c, 1);
            }
            // As LLVM: the global's own (pointer) type, then its value
            // type, then a function's attributes.
            self.enum_type(pty);
            self.enum_type(self.m.globals[g].common.value_ty);
            if let GlobalKind::Func(f) = &self.m.globals[g].kind {
                self.enum_attr_list(&f.attrs);
            }
        }
    }

    /// Registers an attribute list (and its groups).
    pub(crate) fn enum_attr_list(&mut self, l: &AttrList) {
        if is_empty_list(l) || self.e.attr_list_ids.contains_key(l) {
            return;
        }
        let add_group = |e: &mut Enumeration, idx: u64, s: AttrSetId| {
            if s.is_empty() || e.attr_group_ids.contains_key(&(idx, s)) {
                return;
            }
            e.attr_groups.push((idx, s));
            let id = e.attr_groups.len() as u64;
            e.attr_group_ids.insert((idx, s), id);
        };
        add_group(&mut self.e, FUNCTION_INDEX, l.func);
        add_group(&mut self.e, 0, l.ret);
        for (i, &p) in l.params.iter().enumerate() {
            add_group(&mut self.e, i as u64 + 1, p);
        }
        // Types inside type attributes (`byval(T)`, ...).
        for s in std::iter::once(l.func)
            .chain(std::iter::once(l.ret))
            .chain(l.params.iter().copied())
        {
            let tys: Vec<TypeId> = self
                .m
                .attrs
                .get(s)
                .as_slice()
                .iter()
                .filter_map(|a| a.type_arg())
                .collect();
            for t in tys {
                self.enum_type(t);
            }
        }
        self.e.attr_lists.push(l.clone());
        let id = self.e.attr_lists.len() as u64;
        self.e.attr_list_ids.insert(l.clone(), id);
    }

    pub(crate) fn enum_fixed_bundle_tags(&mut self) {
        for t in FIXED_BUNDLE_TAGS {
            self.enum_bundle_tag(t.as_bytes());
        }
    }

    pub(crate) fn enum_bundle_tag(&mut self, tag: &[u8]) {
        if !self.e.bundle_tag_ids.contains_key(tag) {
            let id = self.e.bundle_tags.len() as u64;
            self.e.bundle_tag_ids.insert(tag.into(), id);
            self.e.bundle_tags.push(tag.into());
        }
    }
}
