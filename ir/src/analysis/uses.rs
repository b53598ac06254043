//! Who uses each value of a function body.

use crate::instructions::{ArgId, InstId, Operand};
use crate::module::Body;

/// One use of a value: the instruction that uses it, and the operand's
/// position in [`InstKind::for_each_value_operand`] order (block operands
/// are not counted; for a phi it is the incoming index, for a call the
/// arguments come first, then bundle inputs, then the callee).
///
/// [`InstKind::for_each_value_operand`]: crate::instructions::InstKind::for_each_value_operand
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Use {
    /// The instruction that uses the value.
    pub user: InstId,
    /// The operand's position among the user's value operands.
    pub operand: u32,
}

/// The users of every instruction and argument of a body, built in two
/// passes over its instructions.
///
/// Only instructions the blocks list are users (an instruction left in
/// the arena by an upgrade uses nothing), and only value operands are
/// uses: as in LLVM, a value that debug records or function-local
/// metadata (`metadata i32 %x`) refer to is not used by them. Uses are in
/// program order (block order, then instruction order, then operand
/// order), not LLVM's use-list order. Operands naming an instruction
/// outside the arena are left out.
#[derive(Clone, Debug, Default)]
pub struct Uses {
    /// `inst_uses[inst_start[i]..inst_start[i + 1]]` are instruction i's.
    inst_start: Vec<u32>,
    inst_uses: Vec<Use>,
    arg_start: Vec<u32>,
    arg_uses: Vec<Use>,
}

impl Uses {
    /// Collects the uses in `body`.
    pub fn new(body: &Body) -> Uses {
        let n = body.insts.len();
        let mut inst_count = vec![0u32; n + 1];
        let mut arg_count: Vec<u32> = Vec::new();
        let live = || {
            body.blocks
                .values()
                .flat_map(|b| b.insts.iter())
                .filter_map(|&i| Some((i, body.insts.get(i)?)))
        };
        for (_, inst) in live() {
            inst.kind.for_each_value_operand(|op| match op {
                Operand::Inst(d) if d.index() < n => inst_count[d.index() + 1] += 1,
                Operand::Arg(a) => {
                    let a = a.index();
                    if arg_count.len() <= a + 1 {
                        arg_count.resize(a + 2, 0);
                    }
                    arg_count[a + 1] += 1;
                }
                _ => {}
            });
        }
        prefix_sum(&mut inst_count);
        prefix_sum(&mut arg_count);
        let mut inst_fill = inst_count.clone();
        let mut arg_fill = arg_count.clone();
        let none = Use {
            user: InstId::from_u32(0),
            operand: 0,
        };
        let mut inst_uses = vec![none; inst_count[n] as usize];
        let mut arg_uses = vec![none; arg_count.last().copied().unwrap_or(0) as usize];
        for (user, inst) in live() {
            let mut operand = 0u32;
            inst.kind.for_each_value_operand(|op| {
                let u = Use { user, operand };
                operand += 1;
                let (fill, uses, i) = match op {
                    Operand::Inst(d) if d.index() < n => {
                        (&mut inst_fill, &mut inst_uses, d.index())
                    }
                    Operand::Arg(a) => (&mut arg_fill, &mut arg_uses, a.index()),
                    _ => return,
                };
                uses[fill[i] as usize] = u;
                fill[i] += 1;
            });
        }
        Uses {
            inst_start: inst_count,
            inst_uses,
            arg_start: arg_count,
            arg_uses,
        }
    }

    /// The uses of instruction `i`'s result; empty if none or out of range.
    pub fn of_inst(&self, i: InstId) -> &[Use] {
        slice(&self.inst_start, &self.inst_uses, i.index())
    }

    /// The uses of argument `i`; empty if none.
    pub fn of_arg(&self, i: ArgId) -> &[Use] {
        slice(&self.arg_start, &self.arg_uses, i.index())
    }

    /// The uses of an instruction or argument; empty for other operands
    /// (constants, metadata and inline asm are not function-local).
    pub fn of(&self, v: Operand) -> &[Use] {
        match v {
            Operand::Inst(i) => self.of_inst(i),
            Operand::Arg(a) => self.of_arg(a),
            _ => &[],
        }
    }
}

fn prefix_sum(v: &mut [u32]) {
    for i in 1..v.len() {
        v[i] += v[i - 1];
    }
}

fn slice<'s>(start: &[u32], items: &'s [Use], i: usize) -> &'s [Use] {
    match (start.get(i), start.get(i + 1)) {
        (Some(&lo), Some(&hi)) => &items[lo as usize..hi as usize],
        _ => &[],
    }
}
