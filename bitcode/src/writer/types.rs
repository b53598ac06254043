//! TYPE_BLOCK_ID_NEW: the type table in bitcode id order.

use llconv_ir::*;

use super::{char_ops, Writer};
use crate::bitstream::AbbrevOp;
use crate::reader::TYPE_BLOCK;

impl Writer<'_> {
    pub(crate) fn write_type_table(&mut self) {
        let n = self.e.type_list.len() as u64;
        // Type ids are fixed fields this wide (LLVM's `log2(n + 1)`).
        let w = (64 - n.leading_zeros()).max(1);
        self.w.enter_block(TYPE_BLOCK, 4);
        let ptr_abbrev = self
            .w
            .define_abbrev(vec![AbbrevOp::Literal(25), AbbrevOp::Literal(0)]);
        let fn_abbrev = self.w.define_abbrev(vec![
            AbbrevOp::Literal(21),
            AbbrevOp::Fixed(1),
            AbbrevOp::Array,
            AbbrevOp::Fixed(w),
        ]);
        let anon_abbrev = self.w.define_abbrev(vec![
            AbbrevOp::Literal(18),
            AbbrevOp::Fixed(1),
            AbbrevOp::Array,
            AbbrevOp::Fixed(w),
        ]);
        let name_abbrev = self.w.define_abbrev(vec![
            AbbrevOp::Literal(19),
            AbbrevOp::Array,
            AbbrevOp::Char6,
        ]);
        let named_abbrev = self.w.define_abbrev(vec![
            AbbrevOp::Literal(20),
            AbbrevOp::Fixed(1),
            AbbrevOp::Array,
            AbbrevOp::Fixed(w),
        ]);
        let array_abbrev = self.w.define_abbrev(vec![
            AbbrevOp::Literal(11),
            AbbrevOp::Vbr(8),
            AbbrevOp::Fixed(w),
        ]);
        self.w.record(1, &[n]); // NUMENTRY

        // A copy: taking it would change (so copy) the shared enumeration.
        let list = self.e.type_list.clone();
        let mut vals: Vec<u64> = Vec::new();
        for &t in &list {
            vals.clear();
            let (code, abbrev): (u64, Option<u32>) = match self.types.get(t).clone() {
                Type::Void => (2, None),
                Type::Float => (3, None),
                Type::Double => (4, None),
                Type::Label => (5, None),
                Type::Half => (10, None),
                Type::BFloat => (23, None),
                Type::X86Fp80 => (13, None),
                Type::Fp128 => (14, None),
                Type::PpcFp128 => (15, None),
                Type::Metadata => (16, None),
                Type::Token => (22, None),
                Type::X86Amx => (24, None),
                Type::Int(bits) => {
                    vals.push(u64::from(bits));
                    (7, None)
                }
                Type::Ptr(a) => {
                    vals.push(u64::from(a));
                    (25, (a == 0).then_some(ptr_abbrev))
                }
                Type::Array { elem, len } => {
                    vals.extend([len, self.e.type_id(elem)]);
                    (11, Some(array_abbrev))
                }
                Type::Vector {
                    elem,
                    len,
                    scalable,
                } => {
                    vals.extend([u64::from(len), self.e.type_id(elem)]);
                    if scalable {
                        vals.push(1);
                    }
                    (12, None)
                }
                Type::Function {
                    ret,
                    params,
                    vararg,
                } => {
                    vals.push(u64::from(vararg));
                    vals.push(self.e.type_id(ret));
                    vals.extend(params.iter().map(|&p| self.e.type_id(p)));
                    (21, Some(fn_abbrev))
                }
                Type::Struct { elems, packed } => {
                    vals.push(u64::from(packed));
                    vals.extend(elems.iter().map(|&p| self.e.type_id(p)));
                    (18, Some(anon_abbrev))
                }
                Type::Named(i) => {
                    let s = &self.m.types.structs[i];
                    if let Some(name) = &s.name {
                        self.string_record(19, name, name_abbrev);
                    }
                    match &s.body {
                        None => {
                            vals.push(0);
                            (6, None)
                        }
                        Some(b) => {
                            vals.push(u64::from(b.packed));
                            vals.extend(b.elems.iter().map(|&p| self.e.type_id(p)));
                            (20, Some(named_abbrev))
                        }
                    }
                }
                Type::TargetExt { name, types, ints } => {
                    self.string_record(19, &name, name_abbrev);
                    vals.push(types.len() as u64);
                    vals.extend(types.iter().map(|&p| self.e.type_id(p)));
                    vals.extend(ints.iter().map(|&i| u64::from(i)));
                    (26, None)
                }
            };
            match abbrev {
                Some(a) => {
                    let mut all = Vec::with_capacity(vals.len() + 1);
                    all.push(code);
                    all.extend_from_slice(&vals);
                    self.w.record_abbrev(a, &all, None);
                }
                None => self.w.record(code as u32, &vals),
            }
        }
        self.w.exit_block();
    }

    /// A string record: char6-abbreviated when it can be, else plain.
    fn string_record(&mut self, code: u32, s: &[u8], char6_abbrev: u32) {
        let mut vals = vec![u64::from(code)];
        vals.extend(char_ops(s));
        if self.w.fits(char6_abbrev, &vals) {
            self.w.record_abbrev(char6_abbrev, &vals, None);
        } else {
            self.w.record(code, &vals[1..]);
        }
    }
}
