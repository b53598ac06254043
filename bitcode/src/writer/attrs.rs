//! PARAMATTR_GROUP and PARAMATTR blocks.

use std::sync::OnceLock;

use llconv_ir::attributes::{AttrKind, Attribute};
use llconv_ir::ApInt;

use super::{encode_signed, Writer};
use crate::reader::attrs::kind_from_code;
use crate::reader::{PARAMATTR_BLOCK, PARAMATTR_GROUP_BLOCK};

/// The bitcode code of every attribute kind (the reader's table, inverted).
fn kind_code(k: AttrKind) -> u64 {
    static CODES: OnceLock<Vec<u64>> = OnceLock::new();
    let codes = CODES.get_or_init(|| {
        let mut v = vec![0u64; AttrKind::ALL.len()];
        for code in 1..256 {
            if let Some(k) = kind_from_code(code) {
                v[k as usize] = code;
            }
        }
        v
    });
    codes[k as usize]
}

const MEMORY_ENCODING_MARK: u64 = 1 << 56;

/// A constant range's bounds: signed for widths up to 64, else the
/// active words of each, with their counts packed in one operand.
fn push_range(out: &mut Vec<u64>, lower: &ApInt, upper: &ApInt) {
    let bits = lower.bits;
    if bits <= 64 {
        out.push(encode_signed(
            lower.as_i64().unwrap_or(lower.low_u64() as i64),
        ));
        out.push(encode_signed(
            upper.as_i64().unwrap_or(upper.low_u64() as i64),
        ));
        return;
    }
    let active = |a: &ApInt| a.words.iter().rposition(|&w| w != 0).map_or(1, |i| i + 1);
    let (lw, uw) = (active(lower), active(upper));
    out.push(lw as u64 | (uw as u64) << 32);
    out.extend(lower.words[..lw].iter().map(|&w| encode_signed(w as i64)));
    out.extend(upper.words[..uw].iter().map(|&w| encode_signed(w as i64)));
}

impl Writer<'_> {
    pub(crate) fn write_attribute_groups(&mut self) {
        if self.e.attr_groups.is_empty() {
            return;
        }
        self.w.enter_block(PARAMATTR_GROUP_BLOCK, 3);
        let mut vals = Vec::new();
        for (gi, &(idx, set)) in self.e.attr_groups.iter().enumerate() {
            vals.clear();
            vals.extend([gi as u64 + 1, idx]);
            for a in self.m.attrs.get(set).as_slice() {
                match a {
                    Attribute::Flag(k) => vals.extend([0, kind_code(*k)]),
                    // LLVM 22 marks its memory encoding (with the target
                    // memory locations) by bit 56; without it, it upgrades.
                    Attribute::Int(AttrKind::Memory, v) => {
                        vals.extend([1, kind_code(AttrKind::Memory), *v | MEMORY_ENCODING_MARK])
                    }
                    Attribute::Int(k, v) => vals.extend([1, kind_code(*k), *v]),
                    Attribute::Type(k, t) => vals.extend([6, kind_code(*k), self.e.type_id(*t)]),
                    Attribute::Range { kind, lower, upper } => {
                        vals.extend([7, kind_code(*kind), u64::from(lower.bits)]);
                        push_range(&mut vals, lower, upper);
                    }
                    Attribute::RangeList { kind, ranges } => {
                        vals.extend([8, kind_code(*kind), ranges.len() as u64, 64]);
                        for &(lo, hi) in ranges {
                            vals.extend([encode_signed(lo), encode_signed(hi)]);
                        }
                    }
                    Attribute::String { key, value } => {
                        vals.push(if value.is_some() { 4 } else { 3 });
                        vals.extend(key.iter().map(|&c| u64::from(c)));
                        vals.push(0);
                        if let Some(v) = value {
                            vals.extend(v.iter().map(|&c| u64::from(c)));
                            vals.push(0);
                        }
                    }
                }
            }
            self.w.record(3, &vals);
        }
        self.w.exit_block();
    }

    pub(crate) fn write_attribute_lists(&mut self) {
        if self.e.attr_lists.is_empty() {
            return;
        }
        self.w.enter_block(PARAMATTR_BLOCK, 3);
        let mut vals = Vec::new();
        for l in &self.e.attr_lists {
            vals.clear();
            // LLVM lists the groups by index: function, return, params.
            if !l.func.is_empty() {
                vals.push(
                    self.e
                        .attr_group_id(super::enumerate::FUNCTION_INDEX, l.func),
                );
            }
            if !l.ret.is_empty() {
                vals.push(self.e.attr_group_id(0, l.ret));
            }
            for (i, &p) in l.params.iter().enumerate() {
                if !p.is_empty() {
                    vals.push(self.e.attr_group_id(i as u64 + 1, p));
                }
            }
            self.w.record(2, &vals);
        }
        self.w.exit_block();
    }
}
