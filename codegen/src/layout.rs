//! LLVM types as Cranelift values: every first-class value is a list of
//! scalar "leaves" (an aggregate's fields in order, a vector's elements),
//! each with its Cranelift type and its byte offset in memory.
//!
//! Legalization lives here, in one place:
//! - an integer of width N is held in the smallest of i8, i16, i32, i64,
//!   i128 that fits, always zero-extended above bit N (`i1` is 0 or 1 in
//!   an i8), so only the operations that read the high bits (signed ones,
//!   compares) or write them (add, mul, shl, trunc) adjust;
//! - a vector of 128 bits (or a multiple) of i8/i16/i32/i64/f32/f64 lanes
//!   is one native Cranelift vector leaf per 128 bits; other vectors
//!   (`<2 x float>`, `<4 x i1>`, `<3 x i32>`) are scalarized, one leaf per
//!   element (the ABI packs those where a signature needs one XMM
//!   register, see `abi`). Operations Cranelift has no vector form for
//!   work on the lanes: [`Layouts::scalar_leaves`] is every type's fully
//!   scalarized view;
//! - pointers are i64 (address space 0 only).

use crate::{CompileError, Result};
use cranelift_codegen::ir::types as cl;
use cranelift_codegen::ir::Type as ClType;
use llconv_ir::datalayout::DataLayout;
use llconv_ir::{Type, TypeId, TypeTable};
use std::collections::HashMap;
use std::sync::Arc;

/// More leaves than this in one value is refused (a 100 000-element array
/// as an SSA value would make code no one wants).
const MAX_LEAVES: usize = 4096;

/// One scalar of a lowered value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Leaf {
    /// The Cranelift type holding it.
    pub ty: ClType,
    /// The LLVM width: integer bits, 32/64 for floats, 64 for pointers.
    pub bits: u32,
    pub is_float: bool,
    /// Byte offset in the value's memory layout; None where the value has
    /// no byte layout of its own (elements of `<N x i1>`, whose bits pack).
    pub offset: Option<u64>,
    /// Lanes of a native vector leaf (`bits` is then the lane width); 1 for
    /// a scalar.
    pub lanes: u32,
    /// `bfloat`, held like `half` in an `f16` (same size, same registers),
    /// told apart here because its conversions differ (see `softfloat`).
    pub bfloat: bool,
}

impl Leaf {
    /// Bytes a load or store of this leaf touches (LLVM's store size).
    pub fn store_size(&self) -> u64 {
        u64::from((self.bits * self.lanes).div_ceil(8))
    }
    /// Whether the integer is narrower than its container.
    pub fn is_odd_int(&self) -> bool {
        !self.is_float && self.lanes == 1 && self.bits != self.ty.bits()
    }

    /// Whether this leaf is a native vector.
    pub fn is_vector(&self) -> bool {
        self.lanes > 1
    }
}

/// The container for an integer of `bits` bits.
pub fn int_container(bits: u32) -> Result<ClType> {
    Ok(match bits {
        0 => return Err(CompileError::new("integer type of width 0")),
        1..=8 => cl::I8,
        9..=16 => cl::I16,
        17..=32 => cl::I32,
        33..=64 => cl::I64,
        65..=128 => cl::I128,
        _ => {
            return Err(CompileError::new(format!(
                "integers wider than 128 bits (i{bits}) are not supported yet"
            )))
        }
    })
}

/// The leaves of each type, computed once per type.
pub struct Layouts<'a> {
    pub types: &'a TypeTable,
    pub dl: &'a DataLayout,
    cache: HashMap<TypeId, Arc<[Leaf]>>,
    scalar_cache: HashMap<TypeId, Arc<[Leaf]>>,
}

impl<'a> Layouts<'a> {
    pub fn new(types: &'a TypeTable, dl: &'a DataLayout) -> Self {
        Layouts {
            types,
            dl,
            cache: HashMap::new(),
            scalar_cache: HashMap::new(),
        }
    }

    /// The leaves of a value of type `ty`.
    pub fn leaves(&mut self, ty: TypeId) -> Result<Arc<[Leaf]>> {
        if let Some(l) = self.cache.get(&ty) {
            return Ok(l.clone());
        }
        let mut out = Vec::new();
        self.push_leaves(ty, Some(0), true, &mut out)?;
        let arc: Arc<[Leaf]> = out.into();
        self.cache.insert(ty, arc.clone());
        Ok(arc)
    }

    /// The leaves of `ty` with every vector scalarized: one leaf per lane.
    pub fn scalar_leaves(&mut self, ty: TypeId) -> Result<Arc<[Leaf]>> {
        if let Some(l) = self.scalar_cache.get(&ty) {
            return Ok(l.clone());
        }
        let mut out = Vec::new();
        self.push_leaves(ty, Some(0), false, &mut out)?;
        let arc: Arc<[Leaf]> = out.into();
        self.scalar_cache.insert(ty, arc.clone());
        Ok(arc)
    }

    fn cached(&mut self, ty: TypeId, native: bool) -> Result<Arc<[Leaf]>> {
        if native {
            self.leaves(ty)
        } else {
            self.scalar_leaves(ty)
        }
    }

    /// The one leaf of a scalar type (integer, float, pointer).
    pub fn scalar(&mut self, ty: TypeId) -> Result<Leaf> {
        let l = self.leaves(ty)?;
        match &l[..] {
            [one] => Ok(*one),
            _ => Err(CompileError::new("expected a scalar type")),
        }
    }

    pub fn alloc_size(&self, ty: TypeId) -> u64 {
        self.dl.type_alloc_size(self.types, ty)
    }

    pub fn abi_align(&self, ty: TypeId) -> u64 {
        self.dl.abi_align(self.types, ty)
    }

    fn push_leaves(
        &mut self,
        ty: TypeId,
        base: Option<u64>,
        native: bool,
        out: &mut Vec<Leaf>,
    ) -> Result<()> {
        if out.len() > MAX_LEAVES {
            return Err(too_many());
        }
        let types = self.types;
        match types.get(ty) {
            Type::Int(bits) => out.push(Leaf {
                ty: int_container(*bits)?,
                bits: *bits,
                is_float: false,
                offset: base,
                lanes: 1,
                bfloat: false,
            }),
            Type::Float => out.push(Leaf {
                ty: cl::F32,
                bits: 32,
                is_float: true,
                offset: base,
                lanes: 1,
                bfloat: false,
            }),
            Type::Double => out.push(Leaf {
                ty: cl::F64,
                bits: 64,
                is_float: true,
                offset: base,
                lanes: 1,
                bfloat: false,
            }),
            // `_Float16`, `__bf16` and `__float128` in XMM registers (see
            // `softfloat`).
            Type::Half => out.push(Leaf {
                ty: cl::F16,
                bits: 16,
                is_float: true,
                offset: base,
                lanes: 1,
                bfloat: false,
            }),
            Type::BFloat => out.push(Leaf {
                ty: cl::F16,
                bits: 16,
                is_float: true,
                offset: base,
                lanes: 1,
                bfloat: true,
            }),
            Type::Fp128 => out.push(Leaf {
                ty: cl::F128,
                bits: 128,
                is_float: true,
                offset: base,
                lanes: 1,
                bfloat: false,
            }),
            // C's long double: its 80 bits in an i128 (see `x87`).
            Type::X86Fp80 => out.push(Leaf {
                ty: cl::I128,
                bits: 80,
                is_float: true,
                offset: base,
                lanes: 1,
                bfloat: false,
            }),
            Type::Ptr(0) => out.push(Leaf {
                ty: cl::I64,
                bits: 64,
                is_float: false,
                offset: base,
                lanes: 1,
                bfloat: false,
            }),
            Type::Ptr(a) => {
                return Err(CompileError::new(format!(
                    "pointers in address space {a} are not supported"
                )))
            }
            Type::Vector {
                elem,
                len,
                scalable: false,
            } => {
                let elem_leaf = {
                    let mut v = Vec::new();
                    self.push_leaves(*elem, Some(0), false, &mut v)?;
                    v[0]
                };
                let total = u64::from(elem_leaf.bits) * u64::from(*len);
                if out.len() as u64 + u64::from(*len) > MAX_LEAVES as u64 {
                    return Err(too_many());
                }
                if native
                    && total % 128 == 0
                    && matches!(elem_leaf.bits, 8 | 16 | 32 | 64)
                    && elem_leaf.ty != cl::F16
                {
                    let lanes = 128 / elem_leaf.bits;
                    let ty = elem_leaf.ty.by(lanes).expect("a 128-bit vector type");
                    for k in 0..total / 128 {
                        out.push(Leaf {
                            ty,
                            lanes,
                            offset: base.map(|b| b + 16 * k),
                            ..elem_leaf
                        });
                    }
                    return Ok(());
                }
                let packed_bits = elem_leaf.bits % 8 != 0;
                for i in 0..u64::from(*len) {
                    let offset = match (base, packed_bits) {
                        (Some(b), false) => Some(b + i * u64::from(elem_leaf.bits / 8)),
                        _ => None,
                    };
                    out.push(Leaf {
                        offset,
                        ..elem_leaf
                    });
                }
            }
            // Elements through the per-type cache: a type met again (a
            // struct holding two copies of the next, forty deep) is laid
            // out once, not once per path to it.
            Type::Array { elem, len } => {
                let size = self.alloc_size(*elem);
                let each = self.cached(*elem, native)?;
                if each.is_empty() {
                    return Ok(());
                }
                if len
                    .saturating_mul(each.len() as u64)
                    .saturating_add(out.len() as u64)
                    > MAX_LEAVES as u64
                {
                    return Err(too_many());
                }
                for i in 0..*len {
                    append_shifted(&each, base.map(|b| b + i * size), out)?;
                }
            }
            Type::Struct { .. } | Type::Named(_) => {
                let elems = types
                    .struct_elems(ty)
                    .ok_or_else(|| CompileError::new("a value of opaque struct type"))?
                    .to_vec();
                let sl = self.dl.struct_layout(types, ty);
                for (i, e) in elems.iter().enumerate() {
                    let off = sl.offsets.get(i).copied().unwrap_or(0);
                    let each = self.cached(*e, native)?;
                    append_shifted(&each, base.map(|b| b + off), out)?;
                }
            }
            Type::Void => {}
            other => return Err(unsupported_type(other)),
        }
        Ok(())
    }
}

fn too_many() -> CompileError {
    CompileError::new(format!(
        "a value with more than {MAX_LEAVES} scalars is not supported"
    ))
}

/// Appends a type's leaves (offsets from 0) at byte offset `at`.
fn append_shifted(each: &[Leaf], at: Option<u64>, out: &mut Vec<Leaf>) -> Result<()> {
    if out.len() + each.len() > MAX_LEAVES {
        return Err(too_many());
    }
    out.extend(each.iter().map(|l| Leaf {
        offset: match (at, l.offset) {
            (Some(a), Some(o)) => Some(a + o),
            _ => None,
        },
        ..*l
    }));
    Ok(())
}

fn unsupported_type(t: &Type) -> CompileError {
    let what = match t {
        Type::X86Fp80 => "x86_fp80 (long double)",
        Type::Half => "half",
        Type::Fp128 => "fp128",
        Type::PpcFp128 => "ppc_fp128",
        Type::X86Amx => "x86_amx",
        Type::Vector { scalable: true, .. } => "scalable vectors",
        Type::TargetExt { .. } => "target extension types",
        Type::Label => "label values",
        Type::Metadata => "metadata values",
        Type::Token => "token values",
        _ => "this type",
    };
    CompileError::new(format!("{what} is not supported yet"))
}
