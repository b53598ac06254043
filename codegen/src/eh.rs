//! C++ exceptions: the tables of the Itanium ABI's "zero-cost" scheme.
//!
//! An `invoke` becomes Cranelift's `try_call`, whose exception edge goes
//! to the landing pad's block (see `FnLower::invoke`); Cranelift reports
//! where each call returns to and where its handler begins. What the
//! unwinder and the personality routine (`__gxx_personality_v0`) read is
//! the front end's to write: for each function with landing pads an LSDA
//! in `.gcc_except_table` (call sites, the actions of each landing pad,
//! the type table and the exception specifications), found through the
//! function's FDE, whose CIE names the personality. `debug::eh_frame`
//! writes the CIE and FDE; this module decides the tables.
//!
//! A landing pad receives the exception object in `%rax` and the
//! selector in `%rdx` (the personality's `__builtin_eh_return_data_regno`
//! 0 and 1, Cranelift's exception payload registers on x86-64): the
//! selector is the matched action's filter, a type index for a `catch`,
//! which `llvm.eh.typeid.for` gives as a constant.

use crate::{CompileError, Result};
use llconv_ir::*;
use std::collections::HashMap;

/// The DWARF pointer encodings the tables use.
const DW_EH_PE_OMIT: u8 = 0xff;
const DW_EH_PE_ULEB128: u8 = 0x01;
/// `indirect | pcrel | sdata4`: a 32-bit offset to a word holding the
/// address, as LLVM writes type-table entries and the personality in
/// position-independent code.
pub const DW_EH_PE_INDIRECT_PCREL_SDATA4: u8 = 0x9b;

/// The exception tables of one function, as its landing pads ask.
#[derive(Debug)]
pub struct FnEh {
    /// The personality routine, by global.
    pub personality: GlobalId,
    /// The type table: type index `k` (from 1) is `types[k - 1]`, a
    /// typeinfo global or `None` for `catch ptr null` (any exception).
    types: Vec<Option<GlobalId>>,
    /// The exception specifications (`filter` clauses): lists of type
    /// indices, each ended by 0, as the LSDA holds them after the type
    /// table.
    specs: Vec<u8>,
    /// Each landing pad's actions in the order the personality tries
    /// them: a type index (catch), the negative offset of a specification
    /// (filter), 0 (cleanup: always last).
    pads: Vec<Vec<i64>>,
    /// The landing pad of each block that begins with a `landingpad`.
    pad_of: HashMap<BlockId, u32>,
}

/// A call of the function's code: where it returns to, and for one whose
/// exception edge goes to a landing pad (an `invoke`), where its handler
/// begins (both from the function's start) and which landing pad (the
/// tag given to Cranelift).
#[derive(Clone, Copy, Debug)]
pub struct Site {
    pub ret_addr: u32,
    pub landing: Option<(u32, u32)>,
}

/// A function's LSDA, and the type-table entries to relocate: each is
/// a 32-bit offset from itself to a word holding a typeinfo's address.
#[derive(Debug)]
pub struct Lsda {
    pub personality: GlobalId,
    pub bytes: Vec<u8>,
    pub type_refs: Vec<(u32, GlobalId)>,
}

/// The global a typeinfo operand names, or `None` for null (catch-all).
fn typeinfo(m: &Module, op: Operand) -> Result<Option<GlobalId>> {
    let Operand::Const(c) = op else {
        return Err(CompileError::new(
            "a landingpad clause whose type is not a constant",
        ));
    };
    match m.consts.get(c).kind {
        ConstKind::Global(g) => Ok(Some(g)),
        ConstKind::Null | ConstKind::Zero => Ok(None),
        _ => Err(CompileError::new(
            "a landingpad clause whose type is not a global or null is not supported",
        )),
    }
}

impl FnEh {
    /// The tables of a body, or `None` when it has no landing pad.
    pub fn collect(m: &Module, f: &Function, body: &Body) -> Result<Option<FnEh>> {
        let mut eh: Option<FnEh> = None;
        for (bid, block) in body.blocks.iter() {
            let Some(&first) = block
                .insts
                .iter()
                .find(|&&i| !matches!(body.inst(i).kind, InstKind::Phi { .. }))
            else {
                continue;
            };
            let InstKind::LandingPad { cleanup, clauses } = &body.inst(first).kind else {
                continue;
            };
            let eh = match &mut eh {
                Some(eh) => eh,
                None => eh.insert(FnEh::new(m, f)?),
            };
            let mut actions = Vec::with_capacity(clauses.len() + 1);
            for &(kind, op) in clauses {
                match kind {
                    ClauseKind::Catch => {
                        let k = eh.type_index(typeinfo(m, op)?);
                        actions.push(i64::from(k));
                    }
                    ClauseKind::Filter => {
                        let list = eh.filter_types(m, op)?;
                        let at = eh.specs.len();
                        for k in list {
                            uleb(&mut eh.specs, u64::from(k));
                        }
                        eh.specs.push(0);
                        actions.push(-(at as i64 + 1));
                    }
                }
            }
            if *cleanup || actions.is_empty() {
                actions.push(0);
            }
            eh.pad_of.insert(bid, eh.pads.len() as u32);
            eh.pads.push(actions);
        }
        Ok(eh)
    }

    fn new(m: &Module, f: &Function) -> Result<FnEh> {
        let personality = match f.personality.map(|c| &m.consts.get(c).kind) {
            Some(ConstKind::Global(g)) => *g,
            Some(_) => {
                return Err(CompileError::new(
                    "a personality that is not a function is not supported",
                ))
            }
            None => {
                return Err(CompileError::new(
                    "a function with landing pads but no personality",
                ))
            }
        };
        Ok(FnEh {
            personality,
            types: Vec::new(),
            specs: Vec::new(),
            pads: Vec::new(),
            pad_of: HashMap::new(),
        })
    }

    /// The type index of a typeinfo (from 1), added on first use: what a
    /// `catch` clause's action and `llvm.eh.typeid.for` give.
    pub fn type_index(&mut self, t: Option<GlobalId>) -> u32 {
        match self.types.iter().position(|&x| x == t) {
            Some(i) => i as u32 + 1,
            None => {
                self.types.push(t);
                self.types.len() as u32
            }
        }
    }

    /// [`Self::type_index`] of a typeinfo operand.
    pub fn typeid_for(&mut self, m: &Module, op: Operand) -> Result<u32> {
        Ok(self.type_index(typeinfo(m, op)?))
    }

    /// The type indices of a `filter` clause's array of typeinfos.
    fn filter_types(&mut self, m: &Module, op: Operand) -> Result<Vec<u32>> {
        let Operand::Const(c) = op else {
            return Err(CompileError::new("a filter clause that is not a constant"));
        };
        let elems = match &m.consts.get(c).kind {
            ConstKind::Array(v) => v.clone(),
            ConstKind::Zero => {
                let n = match m.types.get(m.consts.get(c).ty) {
                    Type::Array { len, .. } => *len,
                    _ => 0,
                };
                let null = vec![None; n as usize];
                return Ok(null.into_iter().map(|t| self.type_index(t)).collect());
            }
            _ => {
                return Err(CompileError::new(
                    "a filter clause that is not an array of typeinfos is not supported",
                ))
            }
        };
        elems
            .into_iter()
            .map(|e| Ok(self.type_index(typeinfo(m, Operand::Const(e))?)))
            .collect()
    }

    /// The landing pad (Cranelift's exception tag) of block `b`.
    pub fn pad_of(&self, b: BlockId) -> Result<u32> {
        self.pad_of.get(&b).copied().ok_or_else(|| {
            CompileError::new("an invoke whose unwind destination does not begin with a landingpad")
        })
    }

    /// The LSDA of the function, whose calls are `sites` (every call of
    /// its code: Cranelift reports each). The call-site table lists each
    /// call, consecutive calls of the same landing pad and action as one
    /// range; a call without a landing pad has an entry too, which tells
    /// the personality to unwind on (for an address it does not find, it
    /// calls `std::terminate`).
    pub fn lsda(&self, sites: &[Site]) -> Result<Lsda> {
        // Actions: each landing pad's chain of records, one after the
        // other ("next" 1 reaches the record that follows the field).
        let mut actions = Vec::new();
        let mut first_action = Vec::with_capacity(self.pads.len());
        for pad in &self.pads {
            if pad.as_slice() == [0] {
                first_action.push(0u64);
                continue;
            }
            first_action.push(actions.len() as u64 + 1);
            for (k, &filter) in pad.iter().enumerate() {
                sleb(&mut actions, filter);
                sleb(&mut actions, if k + 1 == pad.len() { 0 } else { 1 });
            }
        }
        let mut sites = sites.to_vec();
        sites.sort_by_key(|s| s.ret_addr);
        // (start, end, landing pad offset, action) ranges.
        let mut ranges: Vec<(u32, u32, u32, u64)> = Vec::new();
        for s in &sites {
            // The unwinder looks up the byte before the return address.
            let start = s.ret_addr.checked_sub(1).ok_or_else(|| {
                CompileError::new("internal compiler error: a call at the function's start")
            })?;
            let (pad, action) = match s.landing {
                Some((handler, pad)) => {
                    let action = *first_action.get(pad as usize).ok_or_else(|| {
                        CompileError::new("internal compiler error: a call site of no landing pad")
                    })?;
                    (handler, action)
                }
                None => (0, 0),
            };
            match ranges.last_mut() {
                Some(last) if last.1 > start => {
                    return Err(CompileError::new(
                        "internal compiler error: overlapping call sites",
                    ))
                }
                Some(last) if (last.2, last.3) == (pad, action) => last.1 = s.ret_addr,
                _ => ranges.push((start, s.ret_addr, pad, action)),
            }
        }
        let mut table = Vec::new();
        for (start, end, pad, action) in ranges {
            uleb(&mut table, u64::from(start));
            uleb(&mut table, u64::from(end - start));
            uleb(&mut table, u64::from(pad));
            uleb(&mut table, action);
        }

        let mut out = vec![DW_EH_PE_OMIT];
        let has_types = !self.types.is_empty() || !self.specs.is_empty();
        let mut after_base_field = Vec::new();
        after_base_field.push(DW_EH_PE_ULEB128);
        uleb(&mut after_base_field, table.len() as u64);
        after_base_field.extend_from_slice(&table);
        after_base_field.extend_from_slice(&actions);
        let mut type_refs = Vec::new();
        if has_types {
            out.push(DW_EH_PE_INDIRECT_PCREL_SDATA4);
            let type_table = 4 * self.types.len();
            uleb(&mut out, (after_base_field.len() + type_table) as u64);
            out.extend_from_slice(&after_base_field);
            // Entry k sits 4k bytes before the base: the last first.
            for t in self.types.iter().rev() {
                if let Some(g) = t {
                    type_refs.push((out.len() as u32, *g));
                }
                out.extend_from_slice(&[0; 4]);
            }
            out.extend_from_slice(&self.specs);
        } else {
            out.push(DW_EH_PE_OMIT);
            out.extend_from_slice(&after_base_field);
        }
        Ok(Lsda {
            personality: self.personality,
            bytes: out,
            type_refs,
        })
    }
}

fn uleb(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let byte = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

fn sleb(out: &mut Vec<u8>, mut v: i64) {
    loop {
        let byte = (v & 0x7f) as u8;
        v >>= 7;
        let done = (v == 0 && byte & 0x40 == 0) || (v == -1 && byte & 0x40 != 0);
        if done {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leb128_as_dwarf_writes_it() {
        let mut v = Vec::new();
        uleb(&mut v, 624485);
        assert_eq!(v, [0xe5, 0x8e, 0x26]);
        v.clear();
        sleb(&mut v, -123456);
        assert_eq!(v, [0xc0, 0xbb, 0x78]);
        v.clear();
        sleb(&mut v, -1);
        sleb(&mut v, 63);
        sleb(&mut v, 64);
        assert_eq!(v, [0x7f, 0x3f, 0xc0, 0x00]);
    }
}
