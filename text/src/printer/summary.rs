//! The ThinLTO summary index, printed after the module as `llvm-dis-22`
//! does (`AssemblyWriter::printModuleSummaryIndex`).
//!
//! Slots: module paths sorted by path first, then value GUIDs in GUID
//! order, then `typeidCompatibleVTable` names in name order, then type ids
//! in GUID order; `flags` (when non-zero) and `blockcount` follow.

use super::names::write_escaped;
use llconv_ir::summary::*;
use std::collections::HashMap;
use std::fmt::Write;

struct Slots<'a> {
    module: Vec<u32>,
    guid: HashMap<Guid, u32>,
    /// Type ids in print order (by GUID), with their slots.
    type_ids: Vec<(Guid, &'a TypeIdEntry, u32)>,
}

impl Slots<'_> {
    fn gv(&self, g: Guid) -> String {
        match self.guid.get(&g) {
            Some(s) => format!("^{s}"),
            None => "^-1".into(),
        }
    }
}

fn s(b: &[u8]) -> std::borrow::Cow<'_, str> {
    String::from_utf8_lossy(b)
}

fn list<T>(out: &mut String, items: &[T], mut f: impl FnMut(&mut String, &T)) {
    for (i, it) in items.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        f(out, it);
    }
}

pub(crate) fn write_summary(out: &mut String, ix: &SummaryIndex) {
    out.push('\n');
    let mut order: Vec<usize> = (0..ix.modules.len()).collect();
    order.sort_by(|&a, &b| ix.modules[a].path.cmp(&ix.modules[b].path));
    let mut module = vec![0u32; ix.modules.len()];
    for (slot, &i) in order.iter().enumerate() {
        module[i] = slot as u32;
    }
    let mut next = ix.modules.len() as u32;
    let mut values: Vec<&ValueEntry> = ix.values.iter().collect();
    values.sort_by_key(|v| v.guid);
    let mut guid_slots = HashMap::new();
    for v in &values {
        guid_slots.insert(v.guid, next);
        next += 1;
    }
    let mut vtables: Vec<&VTableTypeIdEntry> = ix.vtable_type_ids.iter().collect();
    vtables.sort_by(|a, b| a.name.cmp(&b.name));
    let vt_base = next;
    next += vtables.len() as u32;
    let mut tids: Vec<(Guid, &TypeIdEntry)> =
        ix.type_ids.iter().map(|t| (guid(&t.name), t)).collect();
    tids.sort_by_key(|t| t.0);
    let type_ids: Vec<(Guid, &TypeIdEntry, u32)> = tids
        .into_iter()
        .enumerate()
        .map(|(i, (g, t))| (g, t, next + i as u32))
        .collect();
    next += type_ids.len() as u32;
    let sl = Slots {
        module,
        guid: guid_slots,
        type_ids,
    };

    for (slot, &i) in order.iter().enumerate() {
        let m = &ix.modules[i];
        let _ = write!(out, "^{slot} = module: (path: \"");
        if m.path.is_empty() {
            out.push_str("[Regular LTO]");
        } else {
            write_escaped(out, &m.path);
        }
        out.push_str("\", hash: (");
        list(out, &m.hash, |o, h| {
            let _ = write!(o, "{h}");
        });
        out.push_str("))\n");
    }
    for v in &values {
        let _ = write!(out, "^{} = gv: (", sl.guid[&v.guid]);
        match &v.name {
            Some(n) if !n.is_empty() => {
                let _ = write!(out, "name: \"{}\"", s(n));
            }
            _ => {
                let _ = write!(out, "guid: {}", v.guid);
            }
        }
        if !v.summaries.is_empty() {
            out.push_str(", summaries: (");
            list(out, &v.summaries, |o, su| write_gv_summary(o, &sl, su));
            out.push(')');
        }
        out.push(')');
        if v.name.as_ref().is_some_and(|n| !n.is_empty()) {
            let _ = write!(out, " ; guid = {}", v.guid);
        }
        out.push('\n');
    }
    for (g, t, slot) in &sl.type_ids {
        let _ = write!(out, "^{slot} = typeid: (name: \"{}\"", s(&t.name));
        write_type_id_summary(out, &t.summary);
        let _ = writeln!(out, ") ; guid = {g}");
    }
    for (i, t) in vtables.iter().enumerate() {
        let _ = write!(
            out,
            "^{} = typeidCompatibleVTable: (name: \"{}\", summary: (",
            vt_base + i as u32,
            s(&t.name)
        );
        list(out, &t.vtables, |o, (off, g)| {
            let _ = write!(o, "(offset: {off}, {})", sl.gv(*g));
        });
        let _ = writeln!(out, ")) ; guid = {}", guid(&t.name));
    }
    if ix.flags != 0 {
        let _ = writeln!(out, "^{next} = flags: {}", ix.flags);
        next += 1;
    }
    let _ = writeln!(out, "^{next} = blockcount: {}", ix.block_count);
}

fn write_type_id_summary(out: &mut String, t: &TypeIdSummary) {
    let r = &t.ttres;
    let _ = write!(
        out,
        ", summary: (typeTestRes: (kind: {}, sizeM1BitWidth: {}",
        r.kind.name(),
        r.size_m1_bit_width
    );
    if r.align_log2 != 0 {
        let _ = write!(out, ", alignLog2: {}", r.align_log2);
    }
    if r.size_m1 != 0 {
        let _ = write!(out, ", sizeM1: {}", r.size_m1);
    }
    if r.bit_mask != 0 {
        let _ = write!(out, ", bitMask: {}", r.bit_mask);
    }
    if r.inline_bits != 0 {
        let _ = write!(out, ", inlineBits: {}", r.inline_bits);
    }
    out.push(')');
    if !t.wpd_resolutions.is_empty() {
        out.push_str(", wpdResolutions: (");
        list(out, &t.wpd_resolutions, |o, (off, w)| {
            let _ = write!(o, "(offset: {off}, wpdRes: (kind: {}", w.kind.name());
            if w.kind == WpdResKind::SingleImpl {
                let _ = write!(o, ", singleImplName: \"{}\"", s(&w.single_impl_name));
            }
            if !w.res_by_arg.is_empty() {
                o.push_str(", resByArg: (");
                list(o, &w.res_by_arg, |o, (args, b)| {
                    write_args(o, args);
                    let _ = write!(o, ", byArg: (kind: {}", b.kind.name());
                    if matches!(b.kind, ByArgKind::UniformRetVal | ByArgKind::UniqueRetVal) {
                        let _ = write!(o, ", info: {}", b.info);
                    }
                    if b.byte != 0 || b.bit != 0 {
                        let _ = write!(o, ", byte: {}, bit: {}", b.byte, b.bit);
                    }
                    o.push(')');
                });
                o.push(')');
            }
            o.push_str("))");
        });
        out.push(')');
    }
    out.push(')');
}

fn write_args(out: &mut String, args: &[u64]) {
    out.push_str("args: (");
    list(out, args, |o, a| {
        let _ = write!(o, "{a}");
    });
    out.push(')');
}

fn write_gv_summary(out: &mut String, sl: &Slots, su: &GlobalValueSummary) {
    let f = &su.flags;
    let _ = write!(
        out,
        "{}: (module: ^{}, flags: (linkage: {}, visibility: {}, notEligibleToImport: {}, live: {}, dsoLocal: {}, canAutoHide: {}, importType: {})",
        su.kind.name(),
        sl.module.get(su.module as usize).copied().unwrap_or(0),
        f.linkage.keyword(),
        match f.visibility {
            llconv_ir::Visibility::Default => "default",
            llconv_ir::Visibility::Hidden => "hidden",
            llconv_ir::Visibility::Protected => "protected",
        },
        f.not_eligible_to_import as u8,
        f.live as u8,
        f.dso_local as u8,
        f.can_auto_hide as u8,
        if f.import_declaration { "declaration" } else { "definition" },
    );
    match &su.kind {
        SummaryKind::Alias(a) => match a {
            Some(g) => {
                let _ = write!(out, ", aliasee: {}", sl.gv(*g));
            }
            None => out.push_str(", aliasee: null"),
        },
        SummaryKind::Function(fs) => write_function(out, sl, fs),
        SummaryKind::Variable(vs) => {
            let vf = &vs.flags;
            let _ = write!(
                out,
                ", varFlags: (readonly: {}, writeonly: {}, constant: {}",
                vf.read_only as u8, vf.write_only as u8, vf.constant as u8
            );
            if !vs.vtable_funcs.is_empty() {
                let _ = write!(out, ", vcall_visibility: {}", vf.vcall_visibility);
            }
            out.push(')');
            if !vs.vtable_funcs.is_empty() {
                out.push_str(", vTableFuncs: (");
                list(out, &vs.vtable_funcs, |o, v| {
                    let _ = write!(o, "(virtFunc: {}, offset: {})", sl.gv(v.func), v.offset);
                });
                out.push(')');
            }
        }
    }
    if !su.refs.is_empty() {
        out.push_str(", refs: (");
        list(out, &su.refs, |o, r| {
            match r.access {
                RefAccess::ReadOnly => o.push_str("readonly "),
                RefAccess::WriteOnly => o.push_str("writeonly "),
                RefAccess::Plain => {}
            }
            o.push_str(&sl.gv(r.guid));
        });
        out.push(')');
    }
    out.push(')');
}

fn write_function(out: &mut String, sl: &Slots, fs: &FunctionSummary) {
    let _ = write!(out, ", insts: {}", fs.insts);
    if fs.fflags.any() {
        out.push_str(", funcFlags: (");
        for (i, n) in FuncFlags::NAMES.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            let _ = write!(out, "{n}: {}", fs.fflags.get(i) as u8);
        }
        out.push(')');
    }
    if !fs.calls.is_empty() {
        out.push_str(", calls: (");
        list(out, &fs.calls, |o, c| {
            let _ = write!(o, "(callee: {}", sl.gv(c.callee));
            if c.hotness != Hotness::Unknown {
                let _ = write!(o, ", hotness: {}", c.hotness.name());
            } else if c.rel_bf != 0 {
                let _ = write!(o, ", relbf: {}", c.rel_bf);
            }
            if c.tail {
                o.push_str(", tail: 1");
            }
            o.push(')');
        });
        out.push(')');
    }
    if !fs.type_id_info.is_empty() {
        write_type_id_info(out, sl, &fs.type_id_info);
    }
    if !fs.allocs.is_empty() {
        out.push_str(", allocs: (");
        list(out, &fs.allocs, |o, a| {
            o.push_str("(versions: (");
            list(o, &a.versions, |o, v| o.push_str(v.name()));
            o.push_str("), memProf: (");
            list(o, &a.mibs, |o, m| {
                let _ = write!(o, "(type: {}, stackIds: (", m.alloc_type.name());
                list(o, &m.stack_ids, |o, id| {
                    let _ = write!(o, "{id}");
                });
                o.push_str("))");
            });
            o.push_str("))");
        });
        out.push(')');
    }
    if !fs.callsites.is_empty() {
        out.push_str(", callsites: (");
        list(out, &fs.callsites, |o, c| {
            match c.callee {
                Some(g) => {
                    let _ = write!(o, "(callee: {}", sl.gv(g));
                }
                None => o.push_str("(callee: null"),
            }
            o.push_str(", clones: (");
            list(o, &c.clones, |o, v| {
                let _ = write!(o, "{v}");
            });
            o.push_str("), stackIds: (");
            list(o, &c.stack_ids, |o, v| {
                let _ = write!(o, "{v}");
            });
            o.push_str("))");
        });
        out.push(')');
    }
    if !fs.params.is_empty() {
        out.push_str(", params: (");
        list(out, &fs.params, |o, p| {
            let _ = write!(
                o,
                "(param: {}, offset: [{}, {}]",
                p.param, p.offset.min, p.offset.max
            );
            if !p.calls.is_empty() {
                o.push_str(", calls: (");
                list(o, &p.calls, |o, c| {
                    let _ = write!(
                        o,
                        "(callee: {}, param: {}, offset: [{}, {}])",
                        sl.gv(c.callee),
                        c.param,
                        c.offset.min,
                        c.offset.max
                    );
                });
                o.push(')');
            }
            o.push(')');
        });
        out.push(')');
    }
}

fn write_vfunc_id(out: &mut String, sl: &Slots, v: &VFuncId) {
    let matches: Vec<u32> = sl
        .type_ids
        .iter()
        .filter(|t| t.0 == v.guid)
        .map(|t| t.2)
        .collect();
    if matches.is_empty() {
        let _ = write!(out, "vFuncId: (guid: {}, offset: {})", v.guid, v.offset);
        return;
    }
    list(out, &matches, |o, slot| {
        let _ = write!(o, "vFuncId: (^{slot}, offset: {})", v.offset);
    });
}

fn write_type_id_info(out: &mut String, sl: &Slots, t: &TypeIdInfo) {
    out.push_str(", typeIdInfo: (");
    let mut first = true;
    let mut sep = |o: &mut String| {
        if !first {
            o.push_str(", ");
        }
        first = false;
    };
    if !t.type_tests.is_empty() {
        sep(out);
        out.push_str("typeTests: (");
        let mut items = Vec::new();
        for g in &t.type_tests {
            let m: Vec<u32> = sl
                .type_ids
                .iter()
                .filter(|x| x.0 == *g)
                .map(|x| x.2)
                .collect();
            if m.is_empty() {
                items.push(g.to_string());
            } else {
                items.extend(m.iter().map(|s| format!("^{s}")));
            }
        }
        out.push_str(&items.join(", "));
        out.push(')');
    }
    for (name, l) in [
        ("typeTestAssumeVCalls", &t.type_test_assume_vcalls),
        ("typeCheckedLoadVCalls", &t.type_checked_load_vcalls),
    ] {
        if !l.is_empty() {
            sep(out);
            let _ = write!(out, "{name}: (");
            list(out, l, |o, v| write_vfunc_id(o, sl, v));
            out.push(')');
        }
    }
    for (name, l) in [
        (
            "typeTestAssumeConstVCalls",
            &t.type_test_assume_const_vcalls,
        ),
        (
            "typeCheckedLoadConstVCalls",
            &t.type_checked_load_const_vcalls,
        ),
    ] {
        if !l.is_empty() {
            sep(out);
            let _ = write!(out, "{name}: (");
            list(out, l, |o, c| {
                o.push('(');
                write_vfunc_id(o, sl, &c.vfunc);
                if !c.args.is_empty() {
                    o.push_str(", ");
                    write_args(o, &c.args);
                }
                o.push(')');
            });
            out.push(')');
        }
    }
    out.push(')');
}
