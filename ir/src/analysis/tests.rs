//! Tests of the analyses on bodies built by hand.

use super::*;
use crate::attributes::AttrList;
use crate::instructions::*;
use crate::module::{Block, Body};
use crate::types::TypeId;

fn b(i: u32) -> BlockId {
    BlockId::from_u32(i)
}
fn i(n: u32) -> InstId {
    InstId::from_u32(n)
}
fn v(n: u32) -> Operand {
    Operand::Inst(InstId::from_u32(n))
}
fn br(t: u32) -> InstKind {
    InstKind::Br(b(t))
}
fn condbr(t: u32, e: u32) -> InstKind {
    InstKind::CondBr {
        cond: Operand::Arg(ArgId::from_u32(0)),
        then_dest: b(t),
        else_dest: b(e),
    }
}
fn ret() -> InstKind {
    InstKind::Ret(None)
}
fn freeze(op: Operand) -> InstKind {
    InstKind::Freeze(op)
}
fn phi(incoming: &[(Operand, u32)]) -> InstKind {
    InstKind::Phi {
        fmf: 0,
        incoming: incoming.iter().map(|&(o, bb)| (o, b(bb))).collect(),
    }
}
fn invoke(normal: u32, unwind: u32) -> InstKind {
    InstKind::Invoke {
        call: Box::new(CallData {
            tail: TailKind::None,
            cc: 0,
            fmf: 0,
            attrs: AttrList::default(),
            fn_ty: TypeId::from_u32(0),
            callee: Operand::Arg(ArgId::from_u32(1)),
            args: vec![],
            bundles: vec![],
            addrspace: None,
        }),
        normal: b(normal),
        unwind: b(unwind),
    }
}
fn landingpad() -> InstKind {
    InstKind::LandingPad {
        cleanup: true,
        clauses: vec![],
    }
}

/// A body from its blocks' instructions; instruction ids count up from 0
/// through the blocks in order.
fn body(blocks: Vec<Vec<InstKind>>) -> Body {
    let mut body = Body::default();
    for insts in blocks {
        let mut block = Block::default();
        for kind in insts {
            block.insts.push(InstId::from_index(body.insts.len()));
            body.insts.push(Inst {
                ty: TypeId::from_u32(0),
                name: None,
                kind,
                md: Default::default(),
                dbg_records: Default::default(),
            });
        }
        body.blocks.push(block);
    }
    body
}

fn idoms(dt: &DominatorTree<'_>) -> Vec<Option<u32>> {
    (0..dt.cfg().num_blocks() as u32)
        .map(|x| dt.idom(b(x)).map(|d| d.as_u32()))
        .collect()
}

#[test]
fn diamond() {
    let body = body(vec![
        vec![condbr(1, 2)],
        vec![br(3)],
        vec![br(3)],
        vec![ret()],
    ]);
    let cfg = ControlFlowGraph::new(&body);
    assert_eq!(cfg.succs(b(0)), [b(1), b(2)]);
    assert_eq!(cfg.preds(b(3)), [b(2), b(1)], "newest use first");
    let dt = DominatorTree::new(&cfg);
    assert_eq!(idoms(&dt), [None, Some(0), Some(0), Some(0)]);
    assert!(dt.dominates(b(0), b(3)));
    assert!(!dt.dominates(b(1), b(3)));
    assert!(!dt.dominates(b(1), b(2)));
    assert!(dt.dominates(b(3), b(3)));
    assert!(!dt.properly_dominates(b(3), b(3)));
    assert_eq!(dt.order().post_order().last(), Some(&b(0)));
    assert_eq!(dt.order().reverse_post_order().next(), Some(b(0)));
    assert_eq!(dt.order().rpo_number(b(3)), Some(3));
}

#[test]
fn natural_loop() {
    // 0 -> 1; 1 -> 2, 3; 2 -> 1; 3 returns.
    let body = body(vec![
        vec![br(1)],
        vec![condbr(2, 3)],
        vec![br(1)],
        vec![ret()],
    ]);
    let cfg = ControlFlowGraph::new(&body);
    let dt = DominatorTree::new(&cfg);
    assert_eq!(idoms(&dt), [None, Some(0), Some(1), Some(1)]);
    assert!(dt.dominates(b(1), b(2)));
    assert!(!dt.dominates(b(2), b(1)));
    assert!(dt.properly_dominates(b(0), b(3)));
}

#[test]
fn irreducible_loop_with_two_entries() {
    // 0 -> 1, 2; 1 <-> 2; 1 -> 3; 2 -> 4; 3, 4 -> 5.
    let body = body(vec![
        vec![condbr(1, 2)],
        vec![condbr(2, 3)],
        vec![condbr(1, 4)],
        vec![br(5)],
        vec![br(5)],
        vec![ret()],
    ]);
    let cfg = ControlFlowGraph::new(&body);
    let dt = DominatorTree::new(&cfg);
    assert_eq!(
        idoms(&dt),
        [None, Some(0), Some(0), Some(1), Some(2), Some(0)]
    );
    assert!(!dt.dominates(b(1), b(2)));
    assert!(!dt.dominates(b(2), b(1)));
    assert!(!dt.dominates(b(1), b(5)));
}

#[test]
fn unreachable_blocks() {
    // 0 -> 1; 1 returns; 2 <-> 3 is a cycle nothing reaches; 4 branches
    // into reachable 1.
    let body = body(vec![
        vec![br(1)],
        vec![ret()],
        vec![br(3)],
        vec![br(2)],
        vec![br(1)],
    ]);
    let cfg = ControlFlowGraph::new(&body);
    assert_eq!(cfg.preds(b(1)), [b(4), b(0)]);
    let dt = DominatorTree::new(&cfg);
    assert_eq!(idoms(&dt), [None, Some(0), None, None, None]);
    for x in [2, 3, 4] {
        assert!(!dt.is_reachable(b(x)));
        // Everything dominates an unreachable block; it dominates nothing
        // reachable; it is not properly dominated.
        assert!(dt.dominates(b(1), b(x)));
        assert!(dt.dominates(b(2), b(x)));
        assert!(!dt.dominates(b(x), b(1)));
        assert!(!dt.properly_dominates(b(0), b(x)));
    }
    // The edge from 4 does not stop 0 dominating 1.
    assert!(dt.dominates(b(0), b(1)));
    assert_eq!(dt.order().post_order(), [b(1), b(0)]);
    assert!(!dt.is_reachable(b(99)));
    assert!(dt.dominates(b(0), b(99)));
}

#[test]
fn instructions_in_one_block_and_across_blocks() {
    // 0: %0 = freeze, %1 = freeze %0, br 1;  1: %3 = freeze %0, ret
    let body = body(vec![
        vec![
            freeze(Operand::Arg(ArgId::from_u32(0))),
            freeze(v(0)),
            br(1),
        ],
        vec![freeze(v(0)), ret()],
    ]);
    let cfg = ControlFlowGraph::new(&body);
    assert_eq!(cfg.inst_block(i(3)), Some(b(1)));
    assert_eq!(cfg.inst_position(i(3)), Some(0));
    assert_eq!(cfg.inst_position(i(2)), Some(2));
    assert_eq!(cfg.terminator(b(0)), Some(i(2)));
    let dt = DominatorTree::new(&cfg);
    assert!(dt.inst_dominates(i(0), i(1)));
    assert!(!dt.inst_dominates(i(1), i(0)));
    assert!(!dt.inst_dominates(i(0), i(0)));
    assert!(dt.inst_dominates(i(0), i(3)));
    assert!(!dt.inst_dominates(i(3), i(0)));
}

#[test]
fn invoke_result_only_on_the_normal_edge() {
    // 0: %0 = invoke to 1 unwind 2
    // 1: %1 = freeze %0; br 3
    // 2: %3 = landingpad; %4 = freeze %0; br 3
    // 3: %6 = phi [%0, 1], [%0, 2]; ret
    let body = body(vec![
        vec![invoke(1, 2)],
        vec![freeze(v(0)), br(3)],
        vec![landingpad(), freeze(v(0)), br(3)],
        vec![phi(&[(v(0), 1), (v(0), 2)]), ret()],
    ]);
    let cfg = ControlFlowGraph::new(&body);
    let dt = DominatorTree::new(&cfg);
    assert!(dt.inst_dominates(i(0), i(1)));
    assert!(!dt.inst_dominates(i(0), i(4)), "not in the unwind block");
    assert!(dt.dominates(b(0), b(2)), "though its block dominates it");
    let uses = Uses::new(&body);
    let of0 = uses.of_inst(i(0));
    assert_eq!(of0.len(), 4);
    let at = |user: u32, operand: u32| Use {
        user: i(user),
        operand,
    };
    assert_eq!(of0, [at(1, 0), at(4, 0), at(6, 0), at(6, 1)]);
    assert!(dt.dominates_use(i(0), at(1, 0)));
    assert!(!dt.dominates_use(i(0), at(4, 0)));
    assert!(dt.dominates_use(i(0), at(6, 0)), "through block 1");
    assert!(!dt.dominates_use(i(0), at(6, 1)), "through block 2");
    // The phi as a whole is not dominated (LLVM: a phi needs the whole
    // block dominated).
    assert!(!dt.inst_dominates(i(0), i(6)));
}

#[test]
fn invoke_normal_destination_with_other_predecessors() {
    // 0: %0 = invoke to 1 unwind 2
    // 1: %1 = phi [%0, 0], [undef-ish arg, 2]; %2 = freeze %0; ret
    // 2: %3 = landingpad; br 1
    let body = body(vec![
        vec![invoke(1, 2)],
        vec![
            phi(&[(v(0), 0), (Operand::Arg(ArgId::from_u32(0)), 2)]),
            freeze(v(0)),
            ret(),
        ],
        vec![landingpad(), br(1)],
    ]);
    let cfg = ControlFlowGraph::new(&body);
    let dt = DominatorTree::new(&cfg);
    // Block 0 dominates block 1, but the normal edge does not: block 2
    // reaches 1 without the result.
    assert!(dt.dominates(b(0), b(1)));
    assert!(!dt.edge_dominates(b(0), b(1), b(1)));
    assert!(!dt.inst_dominates(i(0), i(2)));
    assert!(!dt.dominates_use(
        i(0),
        Use {
            user: i(2),
            operand: 0
        }
    ));
    // A phi in the normal destination, on the edge from the invoke's
    // block, is dominated.
    assert!(dt.dominates_use(
        i(0),
        Use {
            user: i(1),
            operand: 0
        }
    ));
}

#[test]
fn invoke_normal_edge_into_a_loop_header() {
    // 0: %0 = invoke to 1 unwind 2;  1: %1 = freeze %0; br 1;  2: pad, ret
    let body = body(vec![
        vec![invoke(1, 2)],
        vec![freeze(v(0)), br(1)],
        vec![landingpad(), ret()],
    ]);
    let cfg = ControlFlowGraph::new(&body);
    let dt = DominatorTree::new(&cfg);
    // 1's other predecessor is itself, which 1 dominates.
    assert!(dt.inst_dominates(i(0), i(1)));
}

#[test]
fn invoke_with_both_edges_to_one_block() {
    let body = body(vec![vec![invoke(1, 1)], vec![freeze(v(0)), ret()]]);
    let cfg = ControlFlowGraph::new(&body);
    assert_eq!(cfg.preds(b(1)), [b(0), b(0)]);
    assert_eq!(cfg.single_pred(b(1)), None);
    let dt = DominatorTree::new(&cfg);
    assert!(!dt.inst_dominates(i(0), i(1)));
}

#[test]
fn phi_uses_count_at_the_end_of_the_incoming_block() {
    // 0: br 1
    // 1: %1 = phi [arg, 0], [%3, 2], [%1, 1]; br 2   (self-use on a
    //    back edge 1 -> 1 is not an edge here, but the operand still
    //    names block 1)
    // 2: %3 = freeze %1; condbr 1, 3
    // 3: ret
    let body = body(vec![
        vec![br(1)],
        vec![
            phi(&[(Operand::Arg(ArgId::from_u32(0)), 0), (v(3), 2), (v(1), 1)]),
            br(2),
        ],
        vec![freeze(v(1)), condbr(1, 3)],
        vec![ret()],
    ]);
    let cfg = ControlFlowGraph::new(&body);
    let dt = DominatorTree::new(&cfg);
    // %3 is defined after the phi, but used at the end of block 2.
    assert!(dt.dominates_use(
        i(3),
        Use {
            user: i(1),
            operand: 1
        }
    ));
    assert!(!dt.inst_dominates(i(3), i(1)));
    // The phi's use of itself from its own block.
    assert!(dt.dominates_use(
        i(1),
        Use {
            user: i(1),
            operand: 2
        }
    ));
    assert!(dt.dominates_use(
        i(1),
        Use {
            user: i(3),
            operand: 0
        }
    ));
    // An incoming block the def does not dominate.
    let body2 = self::body(vec![
        vec![condbr(1, 2)],
        vec![freeze(Operand::Arg(ArgId::from_u32(0))), br(2)],
        vec![phi(&[(v(1), 0), (v(1), 1)]), ret()],
    ]);
    let cfg2 = ControlFlowGraph::new(&body2);
    let dt2 = DominatorTree::new(&cfg2);
    assert!(!dt2.dominates_use(
        i(1),
        Use {
            user: i(3),
            operand: 0
        }
    ));
    assert!(dt2.dominates_use(
        i(1),
        Use {
            user: i(3),
            operand: 1
        }
    ));
}

#[test]
fn uses_in_unreachable_code_are_dominated() {
    // 0: ret;  1: %1 = freeze %2; %2 = freeze %1; ret  (unreachable)
    let body = body(vec![vec![ret()], vec![freeze(v(2)), freeze(v(1)), ret()]]);
    let cfg = ControlFlowGraph::new(&body);
    let dt = DominatorTree::new(&cfg);
    assert!(dt.inst_dominates(i(2), i(1)));
    assert!(dt.inst_dominates(i(1), i(1)));
    assert!(dt.dominates_use(
        i(2),
        Use {
            user: i(1),
            operand: 0
        }
    ));
    // An unreachable definition dominates nothing reachable.
    let body = self::body(vec![
        vec![br(2)],
        vec![freeze(Operand::Arg(ArgId::from_u32(0))), br(2)],
        vec![freeze(v(1)), ret()],
    ]);
    let cfg = ControlFlowGraph::new(&body);
    let dt = DominatorTree::new(&cfg);
    assert!(!dt.inst_dominates(i(1), i(3)));
}

#[test]
fn predecessors_in_use_list_order() {
    // Block 3's predecessors by source order: 0 (twice, a switch), 1, 2.
    let sw = InstKind::Switch {
        cond: Operand::Arg(ArgId::from_u32(0)),
        default: b(3),
        cases: vec![
            (crate::constants::ConstId::from_u32(0), b(1)),
            (crate::constants::ConstId::from_u32(1), b(3)),
        ],
    };
    let mut body = body(vec![vec![sw], vec![br(3)], vec![br(3)], vec![ret()]]);
    let plain = ControlFlowGraph::new(&body).preds(b(3)).to_vec();
    assert_eq!(plain, [b(2), b(1), b(0), b(0)]);
    // uselistorder label %3, { 3, 0, 2, 1 }: use i moves to idx[i].
    body.block_use_order.push((b(3), vec![3, 0, 2, 1]));
    // A permutation of the wrong length is left alone.
    body.block_use_order.push((b(1), vec![1, 2, 0]));
    let cfg = ControlFlowGraph::new(&body);
    assert_eq!(cfg.preds(b(3)), [b(1), b(0), b(0), b(2)]);
    assert_eq!(cfg.preds(b(1)), [b(0)]);
}

#[test]
fn block_address_use_is_oldest() {
    // Block 2 has edges from 0 and 1 and its address taken: by default
    // [1, 0, address]. `{ 2, 0, 1 }` gives [0, address, 1].
    let mut body = body(vec![vec![condbr(1, 2)], vec![br(2)], vec![ret()]]);
    assert_eq!(ControlFlowGraph::new(&body).preds(b(2)), [b(1), b(0)]);
    body.block_use_order.push((b(2), vec![2, 0, 1]));
    assert_eq!(ControlFlowGraph::new(&body).preds(b(2)), [b(0), b(1)]);
    // The address use moved between the edges keeps their order.
    body.block_use_order[0].1 = vec![0, 2, 1];
    assert_eq!(ControlFlowGraph::new(&body).preds(b(2)), [b(1), b(0)]);
}

#[test]
fn malformed_bodies_do_not_panic() {
    let mut body = body(vec![
        vec![condbr(7, 1)],
        vec![],
        vec![freeze(Operand::Arg(ArgId::from_u32(0)))],
        vec![br(2)],
    ]);
    // An instruction id no arena has, and one the blocks do not list.
    body.blocks[BlockId::from_index(2)]
        .insts
        .push(InstId::from_u32(1000));
    body.insts.push(Inst {
        ty: TypeId::from_u32(0),
        name: None,
        kind: freeze(v(2000)),
        md: Default::default(),
        dbg_records: Default::default(),
    });
    body.block_use_order.push((b(50), vec![0]));
    let cfg = ControlFlowGraph::new(&body);
    assert_eq!(cfg.succs(b(0)), [b(1)], "the edge to 7 is left out");
    assert_eq!(cfg.succs(b(1)), []);
    assert_eq!(cfg.succs(b(2)), [], "no terminator");
    assert_eq!(cfg.succs(b(9)), []);
    assert_eq!(cfg.preds(b(9)), []);
    assert_eq!(cfg.terminator(b(1)), None);
    assert_eq!(cfg.inst_block(i(4)), None);
    assert_eq!(cfg.inst_block(i(1000)), None);
    let dt = DominatorTree::new(&cfg);
    assert_eq!(idoms(&dt), [None, Some(0), None, None]);
    assert!(
        !dt.inst_dominates(i(4), i(0)),
        "a def nowhere dominates nothing"
    );
    assert!(dt.inst_dominates(i(1), i(4)), "a user nowhere is dominated");
    assert!(dt.dominates_use(
        i(1),
        Use {
            user: i(900),
            operand: 3
        }
    ));
    let uses = Uses::new(&body);
    assert_eq!(uses.of_inst(i(2000)), []);
    assert_eq!(
        uses.of_arg(ArgId::from_u32(0)),
        [
            Use {
                user: i(0),
                operand: 0
            },
            Use {
                user: i(1),
                operand: 0
            }
        ]
    );
    // No blocks at all.
    let empty = Body::default();
    let cfg = ControlFlowGraph::new(&empty);
    let dt = DominatorTree::new(&cfg);
    assert_eq!(cfg.entry(), None);
    assert!(dt.order().post_order().is_empty());
    assert!(dt.dominates(b(0), b(0)));
}

#[test]
fn deep_graphs_do_not_recurse() {
    // A chain of 200k blocks, each also branching back to the entry.
    let n = 200_000u32;
    let blocks = (0..n)
        .map(|x| vec![if x + 1 < n { condbr(x + 1, 0) } else { ret() }])
        .collect();
    let body = body(blocks);
    let cfg = ControlFlowGraph::new(&body);
    let dt = DominatorTree::new(&cfg);
    assert_eq!(dt.idom(b(n - 1)), Some(b(n - 2)));
    assert!(dt.dominates(b(1), b(n - 1)));
    assert!(!dt.dominates(b(n - 1), b(1)));
    assert_eq!(dt.order().post_order().len(), n as usize);
}

#[test]
fn uses_of_instructions_and_arguments() {
    // 0: %0 = freeze arg1; %1 = phi [%0, 0], [%1, 0]; store-like select
    let body = body(vec![vec![
        freeze(Operand::Arg(ArgId::from_u32(1))),
        phi(&[(v(0), 0), (v(1), 0)]),
        InstKind::Select {
            fmf: 0,
            cond: Operand::Arg(ArgId::from_u32(0)),
            then_value: v(0),
            else_value: v(0),
        },
        ret(),
    ]]);
    let uses = Uses::new(&body);
    let at = |user: u32, operand: u32| Use {
        user: i(user),
        operand,
    };
    assert_eq!(uses.of(v(0)), [at(1, 0), at(2, 1), at(2, 2)]);
    assert_eq!(uses.of(v(1)), [at(1, 1)]);
    assert_eq!(uses.of(v(2)), []);
    assert_eq!(uses.of_arg(ArgId::from_u32(0)), [at(2, 0)]);
    assert_eq!(uses.of_arg(ArgId::from_u32(1)), [at(0, 0)]);
    assert_eq!(uses.of_arg(ArgId::from_u32(5)), []);
    assert_eq!(
        uses.of(Operand::Const(crate::constants::ConstId::from_u32(0))),
        []
    );
}
