//! Global initializers as bytes and relocations.
//!
//! A constant is written at its data-layout offsets; a pointer to a global
//! (with a constant offset: `getelementptr` on a global, `ptrtoint` plus a
//! constant) becomes an absolute relocation; the difference of two
//! addresses where the second is the global being written (relative
//! tables: `trunc (sub (ptrtoint @f, ptrtoint @table))`) becomes a
//! PC-relative one.

use crate::function::{gep_offset, ModuleContext};
use crate::layout::Layouts;
use crate::{CompileError, Result};
use llconv_ir::*;
use std::collections::HashMap;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DataRelocKind {
    Abs64,
    Abs32,
    /// `S + A - P`, 32 bits.
    Pc32,
    /// `S + A - P`, 64 bits.
    Pc64,
}

#[derive(Clone, Debug)]
pub struct DataReloc {
    pub offset: u64,
    pub target: GlobalId,
    pub addend: i64,
    pub kind: DataRelocKind,
}

/// What a constant evaluates to, symbolically.
#[derive(Clone, Copy, Debug)]
enum Sym {
    Int(i128),
    Addr(GlobalId, i64),
    /// `a + a_off - (b + b_off)`.
    Diff(GlobalId, i64, GlobalId, i64),
}

/// The bytes and relocations of global variable `g`'s initializer.
pub fn initializer(
    ctx: &ModuleContext,
    g: GlobalId,
    init: ConstId,
) -> Result<(Vec<u8>, Vec<DataReloc>)> {
    let m = ctx.m;
    let ty = m.consts.get(init).ty;
    let layouts = Layouts::new(&m.types, &ctx.dl);
    let size = layouts.alloc_size(ty);
    if size > 1 << 32 {
        return Err(CompileError::new("a global larger than 4 GiB"));
    }
    let mut w = Writer {
        m,
        layouts,
        me: g,
        bytes: vec![0; size as usize],
        relocs: Vec::new(),
        evaluated: HashMap::new(),
    };
    w.write(init, 0, 0)?;
    Ok((w.bytes, w.relocs))
}

struct Writer<'a> {
    m: &'a Module,
    layouts: Layouts<'a>,
    me: GlobalId,
    bytes: Vec<u8>,
    relocs: Vec<DataReloc>,
    /// What each constant expression evaluated to: an expression used
    /// twice at every level of a chain is evaluated once, not 2^N times.
    evaluated: HashMap<ConstId, Sym>,
}

const MAX_DEPTH: u32 = 512;

impl Writer<'_> {
    fn put(&mut self, off: u64, v: u128, size: u64) -> Result<()> {
        let end = off + size;
        if end > self.bytes.len() as u64 {
            return Err(CompileError::new("an initializer larger than its type"));
        }
        for i in 0..size.min(16) {
            self.bytes[(off + i) as usize] = (v >> (8 * i)) as u8;
        }
        Ok(())
    }

    fn write(&mut self, c: ConstId, off: u64, depth: u32) -> Result<()> {
        if depth > MAX_DEPTH {
            return Err(CompileError::new("an initializer nested too deeply"));
        }
        let k = self.m.consts.get(c);
        let ty = k.ty;
        let types = &self.m.types;
        match &k.kind {
            ConstKind::Null | ConstKind::Zero | ConstKind::Undef | ConstKind::Poison => Ok(()),
            ConstKind::Int(a) => {
                let v = u128::from(a.words[0])
                    | (u128::from(a.words.get(1).copied().unwrap_or(0)) << 64);
                if a.bits > 128 {
                    return Err(CompileError::new(
                        "integers wider than 128 bits are not supported yet",
                    ));
                }
                self.put(off, v, u64::from(a.bits.div_ceil(8)))
            }
            ConstKind::Float(bits) => {
                let size = match types.get(ty) {
                    Type::Float => 4,
                    Type::Double => 8,
                    Type::X86Fp80 => 10,
                    Type::Half | Type::BFloat => 2,
                    Type::Fp128 => 16,
                    _ => {
                        return Err(CompileError::new(
                            "this floating-point type is not supported yet",
                        ))
                    }
                };
                self.put(off, *bits, size)
            }
            ConstKind::Array(elems) | ConstKind::Vector(elems) | ConstKind::Struct(elems) => {
                let offsets = self.elem_offsets(ty, elems.len())?;
                for (e, o) in elems.iter().zip(offsets) {
                    self.write(*e, off + o, depth + 1)?;
                }
                Ok(())
            }
            ConstKind::Data(items) => {
                let offsets = self.elem_offsets(ty, items.len())?;
                let elem = match types.get(ty) {
                    Type::Array { elem, .. } | Type::Vector { elem, .. } => *elem,
                    _ => return Err(CompileError::new("constant data of a non-sequential type")),
                };
                let size = self.layouts.dl.type_store_size(types, elem);
                for (v, o) in items.iter().zip(offsets) {
                    self.put(off + o, u128::from(v), size)?;
                }
                Ok(())
            }
            // The block's number, as the code's `blockaddress` gives it.
            ConstKind::BlockAddress { block, .. } => {
                let size = self.layouts.dl.type_store_size(types, ty);
                self.put(off, u128::from(block.as_u32()) + 1, size)
            }
            _ => {
                let size = self.layouts.dl.type_store_size(types, ty);
                let sym = self.eval(c, depth + 1)?;
                self.put_sym(off, sym, size)
            }
        }
    }

    /// Offsets of the elements of an array, vector or struct.
    fn elem_offsets(&mut self, ty: TypeId, n: usize) -> Result<Vec<u64>> {
        let types = &self.m.types;
        Ok(match types.get(ty) {
            Type::Array { elem, .. } => {
                let s = self.layouts.alloc_size(*elem);
                (0..n as u64).map(|i| i * s).collect()
            }
            Type::Vector { elem, .. } => {
                let bits = self.layouts.dl.type_size_in_bits(types, *elem);
                if !bits.is_multiple_of(8) {
                    return Err(CompileError::new(
                        "a vector of sub-byte elements in an initializer",
                    ));
                }
                (0..n as u64).map(|i| i * (bits / 8)).collect()
            }
            _ => self.layouts.dl.struct_layout(types, ty).offsets,
        })
    }

    fn put_sym(&mut self, off: u64, sym: Sym, size: u64) -> Result<()> {
        let kind = |abs, pc| match size {
            8 => Ok(if abs {
                DataRelocKind::Abs64
            } else {
                DataRelocKind::Pc64
            }),
            4 => Ok(if pc {
                DataRelocKind::Pc32
            } else {
                DataRelocKind::Abs32
            }),
            _ => Err(CompileError::new(format!(
                "a relocated value of {size} bytes in an initializer"
            ))),
        };
        match sym {
            Sym::Int(v) => self.put(off, v as u128, size),
            Sym::Addr(g, a) => {
                let kind = kind(true, false)?;
                self.relocs.push(DataReloc { offset: off, target: g, addend: a, kind });
                Ok(())
            }
            Sym::Diff(a, aoff, b, boff) if a == b => self.put(off, (aoff - boff) as i128 as u128, size),
            Sym::Diff(a, aoff, b, boff) if b == self.me => {
                let kind = kind(false, true)?;
                self.relocs.push(DataReloc {
                    offset: off,
                    target: a,
                    addend: aoff - boff + off as i64,
                    kind,
                });
                Ok(())
            }
            Sym::Diff(..) => Err(CompileError::new(
                "the difference of two addresses in an initializer is supported only relative to the global itself",
            )),
        }
    }

    fn eval(&mut self, c: ConstId, depth: u32) -> Result<Sym> {
        if depth > MAX_DEPTH {
            return Err(CompileError::new("an initializer nested too deeply"));
        }
        if let Some(s) = self.evaluated.get(&c) {
            return Ok(*s);
        }
        let k = self.m.consts.get(c);
        let sym = match &k.kind {
            ConstKind::Int(a) => {
                let v = u128::from(a.words[0])
                    | (u128::from(a.words.get(1).copied().unwrap_or(0)) << 64);
                Sym::Int(v as i128)
            }
            ConstKind::Null | ConstKind::Zero | ConstKind::Undef | ConstKind::Poison => Sym::Int(0),
            ConstKind::Global(g) | ConstKind::DsoLocalEquivalent(g) | ConstKind::NoCfi(g) => {
                if self.m.globals[*g].common.thread_local != ThreadLocal::NotThreadLocal {
                    return Err(CompileError::new(
                        "the address of a thread-local variable in an initializer",
                    ));
                }
                Sym::Addr(*g, 0)
            }
            ConstKind::Expr(e) => {
                let e = (**e).clone();
                self.eval_expr(k.ty, &e, depth)?
            }
            _ => {
                return Err(CompileError::new(
                    "this constant is not supported in an initializer",
                ))
            }
        };
        self.evaluated.insert(c, sym);
        Ok(sym)
    }

    fn eval_expr(&mut self, ty: TypeId, e: &ConstExpr, depth: u32) -> Result<Sym> {
        let unsupported =
            || CompileError::new("this constant expression is not supported in an initializer");
        let bits = self.m.types.int_width(ty).unwrap_or(64);
        let wrap = |v: i128| -> i128 {
            if bits >= 128 {
                v
            } else {
                let sh = 128 - bits;
                (v << sh) >> sh
            }
        };
        match e.op {
            ConstExprOp::Cast(op) => {
                let s = self.eval(e.operands[0], depth + 1)?;
                match (op, s) {
                    (
                        CastOp::BitCast
                        | CastOp::AddrSpaceCast
                        | CastOp::PtrToInt
                        | CastOp::PtrToAddr
                        | CastOp::IntToPtr,
                        s,
                    ) => Ok(s),
                    (CastOp::Trunc, Sym::Int(v)) => Ok(Sym::Int(wrap(v))),
                    // A difference truncated to 32 bits: the relocation's width.
                    (CastOp::Trunc, s @ Sym::Diff(..)) => Ok(s),
                    (CastOp::ZExt | CastOp::SExt, Sym::Int(v)) => Ok(Sym::Int(v)),
                    _ => Err(unsupported()),
                }
            }
            ConstExprOp::GetElementPtr => {
                let src = e.source_ty.ok_or_else(unsupported)?;
                let idx: Option<Vec<i64>> = e.operands[1..]
                    .iter()
                    .map(|c| match &self.m.consts.get(*c).kind {
                        ConstKind::Int(a) => a.as_i64(),
                        ConstKind::Zero | ConstKind::Null => Some(0),
                        _ => None,
                    })
                    .collect();
                let off = gep_offset(&self.layouts, src, &idx.ok_or_else(unsupported)?)
                    .ok_or_else(unsupported)?;
                match self.eval(e.operands[0], depth + 1)? {
                    Sym::Addr(g, a) => Ok(Sym::Addr(g, a.wrapping_add(off))),
                    Sym::Int(v) => Ok(Sym::Int(v.wrapping_add(i128::from(off)))),
                    Sym::Diff(..) => Err(unsupported()),
                }
            }
            ConstExprOp::Binary(op) => {
                let a = self.eval(e.operands[0], depth + 1)?;
                let b = self.eval(e.operands[1], depth + 1)?;
                match (op, a, b) {
                    (BinOp::Add, Sym::Int(x), Sym::Int(y)) => Ok(Sym::Int(wrap(x.wrapping_add(y)))),
                    (BinOp::Sub, Sym::Int(x), Sym::Int(y)) => Ok(Sym::Int(wrap(x.wrapping_sub(y)))),
                    (BinOp::Add, Sym::Addr(g, o), Sym::Int(y))
                    | (BinOp::Add, Sym::Int(y), Sym::Addr(g, o)) => {
                        Ok(Sym::Addr(g, o.wrapping_add(y as i64)))
                    }
                    (BinOp::Sub, Sym::Addr(g, o), Sym::Int(y)) => {
                        Ok(Sym::Addr(g, o.wrapping_sub(y as i64)))
                    }
                    (BinOp::Sub, Sym::Addr(g, o), Sym::Addr(h, p)) => Ok(Sym::Diff(g, o, h, p)),
                    (BinOp::Add, Sym::Diff(g, o, h, p), Sym::Int(y)) => {
                        Ok(Sym::Diff(g, o.wrapping_add(y as i64), h, p))
                    }
                    (BinOp::Sub, Sym::Diff(g, o, h, p), Sym::Int(y)) => {
                        Ok(Sym::Diff(g, o.wrapping_sub(y as i64), h, p))
                    }
                    _ => Err(unsupported()),
                }
            }
            _ => Err(unsupported()),
        }
    }
}

/// The global and offset an alias (or a constructor entry) points at.
pub fn alias_target(ctx: &ModuleContext, me: GlobalId, c: ConstId) -> Result<(GlobalId, i64)> {
    let mut w = Writer {
        m: ctx.m,
        layouts: Layouts::new(&ctx.m.types, &ctx.dl),
        me,
        bytes: Vec::new(),
        relocs: Vec::new(),
        evaluated: HashMap::new(),
    };
    match w.eval(c, 0)? {
        Sym::Addr(g, off) => Ok((g, off)),
        _ => Err(CompileError::new(
            "an alias whose target is not a global plus an offset",
        )),
    }
}
