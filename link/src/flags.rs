//! Module flags merged per behaviour (`IRLinker::linkModuleFlagsMetadata`).

use llconv_ir::hash::{FastMap, FastSet};
use llconv_ir::{ApInt, Const, ConstKind, MdId, Metadata, Module};

use crate::mover::Mover;
use crate::LinkError;

const ERROR: u64 = 1;
const WARNING: u64 = 2;
const REQUIRE: u64 = 3;
const OVERRIDE: u64 = 4;
const APPEND: u64 = 5;
const APPEND_UNIQUE: u64 = 6;
const MAX: u64 = 7;
const MIN: u64 = 8;

const FLAGS: &[u8] = b"llvm.module.flags";

/// A flag's three operands: behaviour (as metadata and as a number), id
/// string, value.
#[derive(Clone, Copy)]
struct Flag {
    behavior_md: Option<MdId>,
    behavior: u64,
    id: Option<MdId>,
    value: Option<MdId>,
}

fn int_of(m: &Module, md: Option<MdId>) -> Option<u64> {
    match m.metadata.get(md?) {
        Metadata::Value(c) => match &m.consts.get(*c).kind {
            ConstKind::Int(v) => Some(v.low_u64()),
            _ => None,
        },
        _ => None,
    }
}

fn flag(m: &Module, op: MdId) -> Flag {
    let ops = m.metadata.get(op).node_operands();
    let at = |i: usize| ops.get(i).copied().flatten();
    Flag {
        behavior_md: at(0),
        behavior: int_of(m, at(0)).unwrap_or(0),
        id: at(1),
        value: at(2),
    }
}

fn tuple(m: &mut Module, distinct: bool, ops: Vec<Option<MdId>>) -> MdId {
    m.metadata.add(Metadata::Tuple { distinct, ops })
}

/// A value as LLVM prints a metadata operand in a diagnostic.
fn show(m: &Module, md: Option<MdId>) -> String {
    use llconv_ir::diagnostic::ValueRef;
    let Some(md) = md else {
        return "<null>".into();
    };
    let mut p = llconv_text::EntityPrinter::new(m);
    match m.metadata.get(md) {
        Metadata::Value(c) => p.print(ValueRef::Const(*c)),
        Metadata::String(s) => format!("!\"{}\"", String::from_utf8_lossy(s)),
        _ => p.print(ValueRef::Metadata(md)),
    }
}

fn id_text(m: &Module, id: Option<MdId>) -> String {
    match id.map(|i| m.metadata.get(i)) {
        Some(Metadata::String(s)) => String::from_utf8_lossy(s).into_owned(),
        _ => String::new(),
    }
}

pub(crate) fn link_module_flags(mv: &mut Mover) -> Result<(), LinkError> {
    let src_ops: Vec<MdId> = {
        let (_, src, _) = mv.parts();
        match src.named_metadata.iter().find(|n| &n.name[..] == FLAGS) {
            Some(n) => n.ops.clone(),
            None => return Ok(()),
        }
    };
    let src_ops: Vec<MdId> = src_ops.into_iter().filter_map(|o| mv.map_md(o)).collect();
    let (dst, src, diagnostics) = mv.parts();
    let src_name = String::from_utf8_lossy(&src.id).into_owned();
    let m = &mut dst.m;
    let dst_name = String::from_utf8_lossy(&m.id).into_owned();
    let idx = match m.named_metadata.iter().position(|n| &n.name[..] == FLAGS) {
        Some(i) => i,
        None => {
            m.append_named_metadata(FLAGS, []);
            m.named_metadata.len() - 1
        }
    };
    if m.named_metadata[idx].ops.is_empty() {
        m.named_metadata[idx].ops = src_ops;
        return Ok(());
    }

    let mut flags: FastMap<Option<MdId>, (MdId, usize)> = FastMap::default();
    let mut requirements: Vec<MdId> = Vec::new();
    let mut mins: Vec<usize> = Vec::new();
    let mut seen_min: FastSet<Option<MdId>> = FastSet::default();
    for (i, &op) in m.named_metadata[idx].ops.iter().enumerate() {
        let f = flag(m, op);
        if f.behavior == REQUIRE {
            if let Some(v) = f.value {
                if !requirements.contains(&v) {
                    requirements.push(v);
                }
            }
        } else {
            if f.behavior == MIN {
                mins.push(i);
            }
            flags.insert(f.id, (op, i));
        }
    }

    for src_op in src_ops {
        let sf = flag(m, src_op);
        let id = sf.id;
        seen_min.insert(id);
        if sf.behavior == REQUIRE {
            if let Some(v) = sf.value {
                if !requirements.contains(&v) {
                    requirements.push(v);
                    m.named_metadata[idx].ops.push(src_op);
                }
            }
            continue;
        }
        let Some(&(dst_op, dst_index)) = flags.get(&id) else {
            let n = m.named_metadata[idx].ops.len();
            if sf.behavior == MIN {
                mins.push(n);
                seen_min.remove(&id);
            }
            flags.insert(id, (src_op, n));
            m.named_metadata[idx].ops.push(src_op);
            continue;
        };
        let df = flag(m, dst_op);
        let name = id_text(m, id);
        let set = |m: &mut Module, flags: &mut FastMap<Option<MdId>, (MdId, usize)>, op: MdId| {
            m.named_metadata[idx].ops[dst_index] = op;
            flags.insert(id, (op, dst_index));
        };
        if df.behavior == OVERRIDE {
            if sf.behavior == OVERRIDE && sf.value != df.value {
                return Err(LinkError::new(format!(
                    "linking module flags '{name}': IDs have conflicting override values in '{src_name}' and '{dst_name}'"
                )));
            }
            continue;
        } else if sf.behavior == OVERRIDE {
            set(m, &mut flags, src_op);
            continue;
        }
        if sf.behavior != df.behavior {
            let pair = |a, b| {
                (sf.behavior == a && df.behavior == b) || (df.behavior == a && sf.behavior == b)
            };
            if !(pair(MIN, WARNING) || pair(MAX, WARNING)) {
                return Err(LinkError::new(format!(
                    "linking module flags '{name}': IDs have conflicting behaviors in '{src_name}' and '{dst_name}'"
                )));
            }
        }
        if (df.behavior == WARNING || sf.behavior == WARNING) && sf.value != df.value {
            diagnostics.push(crate::Diagnostic {
                severity: crate::Severity::Warning,
                message: format!(
                    "linking module flags '{name}': IDs have conflicting values ('{}' from {src_name} with '{}' from {dst_name})",
                    show(m, sf.value),
                    show(m, df.value)
                ),
            });
        }
        if df.behavior == MIN || sf.behavior == MIN || df.behavior == MAX || sf.behavior == MAX {
            let want = if df.behavior == MIN || sf.behavior == MIN {
                MIN
            } else {
                MAX
            };
            let (sv, dv) = (
                int_of(m, sf.value).unwrap_or(0),
                int_of(m, df.value).unwrap_or(0),
            );
            let behavior = if df.behavior != want {
                sf.behavior_md
            } else {
                df.behavior_md
            };
            let take_src = if want == MIN { sv < dv } else { sv > dv };
            let value = if take_src { sf.value } else { df.value };
            let op = tuple(m, false, vec![behavior, id, value]);
            set(m, &mut flags, op);
            continue;
        }
        match sf.behavior {
            ERROR if sf.value != df.value => {
                return Err(LinkError::new(format!(
                    "linking module flags '{name}': IDs have conflicting values in '{src_name}' and '{dst_name}'"
                )));
            }
            APPEND | APPEND_UNIQUE => {
                let (Some(dv), Some(sv)) = (df.value, sf.value) else {
                    continue;
                };
                let mut elems: Vec<Option<MdId>> = m.metadata.get(dv).node_operands().to_vec();
                let src_elems: Vec<Option<MdId>> = m.metadata.get(sv).node_operands().to_vec();
                if sf.behavior == APPEND {
                    elems.extend(src_elems);
                } else {
                    for e in src_elems {
                        if !elems.contains(&e) {
                            elems.push(e);
                        }
                    }
                }
                if m.metadata.get(dv).is_distinct() {
                    m.metadata.set(
                        dv,
                        Metadata::Tuple {
                            distinct: true,
                            ops: elems,
                        },
                    );
                } else {
                    let new = tuple(m, true, elems);
                    let op = tuple(m, true, vec![df.behavior_md, id, Some(new)]);
                    set(m, &mut flags, op);
                }
            }
            _ => {}
        }
    }

    for i in mins {
        let op = m.named_metadata[idx].ops[i];
        let f = flag(m, op);
        if !seen_min.contains(&f.id) {
            let zero = f.value.and_then(|v| match m.metadata.get(v) {
                Metadata::Value(c) => {
                    let c = m.consts.get(*c);
                    let bits = m.types.int_width(c.ty)?;
                    let ty = c.ty;
                    Some(m.consts.intern_raw(Const {
                        ty,
                        kind: ConstKind::Int(ApInt::from_u64(bits, 0)),
                    }))
                }
                _ => None,
            });
            if let Some(zero) = zero {
                let zero = m.metadata.add(Metadata::Value(zero));
                let new = tuple(m, false, vec![f.behavior_md, f.id, Some(zero)]);
                m.named_metadata[idx].ops[i] = new;
            }
        }
    }

    for req in requirements {
        let ops = m.metadata.get(req).node_operands().to_vec();
        let (want_id, want_value) = (
            ops.first().copied().flatten(),
            ops.get(1).copied().flatten(),
        );
        let ok = flags
            .get(&want_id)
            .is_some_and(|&(op, _)| flag(m, op).value == want_value);
        if !ok {
            return Err(LinkError::new(format!(
                "linking module flags '{}': does not have the required value",
                id_text(m, want_id)
            )));
        }
    }
    Ok(())
}
