//! Instruction syntax.

use super::num::push_int;
use super::numbering::is_intrinsic_callee;
use super::Printer;
use llconv_ir::attributes::AttrSetId;
use llconv_ir::*;
use std::fmt::Write;

impl<'a> Printer<'a> {
    /// The type of an operand in the function being printed
    /// ([`llconv_ir::operand_type`]); the first type for one a hand-built
    /// module never interned.
    pub(crate) fn operand_type(&self, body: &Body, op: Operand) -> TypeId {
        let m = self.m;
        let params = match self.func {
            Some((id, _)) => m.types.fn_params(m.global(id).common.value_ty),
            None => &[],
        };
        operand_type_in(&m.types, &m.consts, params, &body.insts, op).unwrap_or_default()
    }

    /// A value without its type.
    pub(crate) fn value(&mut self, body: &Body, op: Operand) {
        match op {
            Operand::Const(c) => self.const_value(c),
            Operand::Arg(i) => {
                let (_, f) = self.func.expect("in a function");
                match f.param_names.get(i.index()).and_then(|n| n.as_deref()) {
                    Some(n) => super::names::write_local_name(&mut self.out, n),
                    None => {
                        let s = self.local.args[i];
                        self.out.push('%');
                        push_int(&mut self.out, s);
                    }
                }
            }
            Operand::Inst(i) => match &body.inst(i).name {
                Some(n) => super::names::write_local_name(&mut self.out, n),
                None => {
                    let s = self.local.insts.get(i).copied().unwrap_or(u32::MAX);
                    if s == u32::MAX {
                        self.out.push_str("<badref>");
                    } else {
                        self.out.push('%');
                        push_int(&mut self.out, s);
                    }
                }
            },
            Operand::Metadata(id) => self.md_ref(id),
            Operand::LocalMetadata(i) => match body.local_md.get(i) {
                Some(LocalMetadata::Value { ty, value }) => {
                    let (ty, value) = (*ty, *value);
                    self.ty(ty);
                    self.out.push(' ');
                    self.value(body, value);
                }
                Some(LocalMetadata::ArgList(items)) => {
                    self.out.push_str("!DIArgList(");
                    for (i, (ty, v)) in items.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        self.ty(*ty);
                        self.out.push(' ');
                        self.value(body, *v);
                    }
                    self.out.push(')');
                }
                None => self.out.push_str("<badref>"),
            },
            Operand::InlineAsm(a) => {
                let asm = &self.m.inline_asms[a];
                self.out.push_str("asm ");
                if asm.side_effect {
                    self.out.push_str("sideeffect ");
                }
                if asm.align_stack {
                    self.out.push_str("alignstack ");
                }
                if asm.intel_dialect {
                    self.out.push_str("inteldialect ");
                }
                if asm.can_throw {
                    self.out.push_str("unwind ");
                }
                self.out.push('"');
                super::names::write_escaped(&mut self.out, &asm.asm);
                self.out.push_str("\", \"");
                super::names::write_escaped(&mut self.out, &asm.constraints);
                self.out.push('"');
            }
        }
    }

    /// `T v`. Metadata operands print as `metadata !0`.
    pub(crate) fn typed(&mut self, body: &Body, op: Operand) {
        let t = self.operand_type(body, op);
        self.ty(t);
        self.out.push(' ');
        self.value(body, op);
    }

    fn label(&mut self, body: &Body, b: BlockId) {
        self.out.push_str("label ");
        self.block_ref(body, b);
    }

    fn fmf(&mut self, f: u8) {
        use llconv_ir::fmf::*;
        if f == ALL {
            self.out.push_str(" fast");
            return;
        }
        for (bit, name) in [
            (REASSOC, " reassoc"),
            (NNAN, " nnan"),
            (NINF, " ninf"),
            (NSZ, " nsz"),
            (ARCP, " arcp"),
            (CONTRACT, " contract"),
            (AFN, " afn"),
        ] {
            if f & bit != 0 {
                self.out.push_str(name);
            }
        }
    }

    fn atomic(&mut self, a: Atomic) {
        self.sync_scope(a.scope);
        self.out.push(' ');
        self.out.push_str(a.ordering.name());
    }

    fn sync_scope(&mut self, s: SyncScope) {
        if s == SyncScope::SYSTEM {
            return;
        }
        if s == SyncScope::SINGLE_THREAD {
            self.out.push_str(" syncscope(\"singlethread\")");
            return;
        }
        let name = self
            .m
            .sync_scopes
            .get(s.name_index().unwrap_or(usize::MAX))
            .cloned()
            .unwrap_or_default();
        self.out.push_str(" syncscope(\"");
        super::names::write_escaped(&mut self.out, &name);
        self.out.push_str("\")");
    }

    fn align(&mut self, a: Option<u64>) {
        if let Some(a) = a {
            self.out.push_str(", align ");
            push_int(&mut self.out, a);
        }
    }

    pub(crate) fn instruction(&mut self, body: &'a Body, id: InstId) {
        let m = self.m;
        let inst = body.inst(id);
        if let Some(n) = &inst.name {
            super::names::write_local_name(&mut self.out, n);
            self.out.push_str(" = ");
        } else if !m.types.is_void(inst.ty) {
            let s = self.local.insts[id];
            self.out.push('%');
            push_int(&mut self.out, s);
            self.out.push_str(" = ");
        }
        use InstKind::*;
        match &inst.kind {
            Ret(None) => self.out.push_str("ret void"),
            Ret(Some(v)) => {
                self.out.push_str("ret ");
                self.typed(body, *v);
            }
            Br(d) => {
                self.out.push_str("br ");
                self.label(body, *d);
            }
            CondBr {
                cond,
                then_dest,
                else_dest,
            } => {
                self.out.push_str("br ");
                self.typed(body, *cond);
                self.out.push_str(", ");
                self.label(body, *then_dest);
                self.out.push_str(", ");
                self.label(body, *else_dest);
            }
            Switch {
                cond,
                default,
                cases,
            } => {
                self.out.push_str("switch ");
                self.typed(body, *cond);
                self.out.push_str(", ");
                self.label(body, *default);
                self.out.push_str(" [");
                for (v, d) in cases {
                    self.out.push_str("\n    ");
                    self.typed_const(*v);
                    self.out.push_str(", ");
                    self.label(body, *d);
                }
                self.out.push_str("\n  ]");
            }
            IndirectBr { addr, dests } => {
                self.out.push_str("indirectbr ");
                self.typed(body, *addr);
                self.out.push_str(", [");
                for (i, d) in dests.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.label(body, *d);
                }
                self.out.push(']');
            }
            Invoke {
                call,
                normal,
                unwind,
            } => {
                self.out.push_str("invoke");
                self.call_common(body, call, false);
                self.out.push_str("\n          to ");
                self.label(body, *normal);
                self.out.push_str(" unwind ");
                self.label(body, *unwind);
            }
            CallBr {
                call,
                default,
                indirect,
            } => {
                self.out.push_str("callbr");
                self.call_common(body, call, false);
                self.out.push_str("\n          to ");
                self.label(body, *default);
                self.out.push_str(" [");
                for (i, d) in indirect.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.label(body, *d);
                }
                self.out.push(']');
            }
            Resume(v) => {
                self.out.push_str("resume ");
                self.typed(body, *v);
            }
            Unreachable => self.out.push_str("unreachable"),
            CleanupRet { pad, unwind } => {
                self.out.push_str("cleanupret from ");
                self.value(body, *pad);
                self.out.push_str(" unwind ");
                match unwind {
                    Some(b) => self.label(body, *b),
                    None => self.out.push_str("to caller"),
                }
            }
            CatchRet { pad, dest } => {
                self.out.push_str("catchret from ");
                self.value(body, *pad);
                self.out.push_str(" to ");
                self.label(body, *dest);
            }
            CatchSwitch {
                parent,
                handlers,
                unwind,
            } => {
                self.out.push_str("catchswitch within ");
                self.value(body, *parent);
                self.out.push_str(" [");
                for (i, h) in handlers.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.label(body, *h);
                }
                self.out.push_str("] unwind ");
                match unwind {
                    Some(b) => self.label(body, *b),
                    None => self.out.push_str("to caller"),
                }
            }
            CatchPad { parent, args } | CleanupPad { parent, args } => {
                self.out.push_str(if matches!(inst.kind, CatchPad { .. }) {
                    "catchpad within "
                } else {
                    "cleanuppad within "
                });
                self.value(body, *parent);
                self.out.push_str(" [");
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.typed(body, *a);
                }
                self.out.push(']');
            }
            FNeg { fmf, operand } => {
                self.out.push_str("fneg");
                self.fmf(*fmf);
                self.out.push(' ');
                self.typed(body, *operand);
            }
            Binary {
                op,
                flags,
                fmf,
                lhs,
                rhs,
            } => {
                self.out.push_str(op.name());
                self.fmf(*fmf);
                self.wrap_flags(*flags);
                self.same_type_operands(body, *lhs, &[*rhs]);
            }
            Alloca {
                allocated,
                count,
                align,
                addrspace,
                inalloca,
                swifterror,
            } => {
                self.out.push_str("alloca ");
                if *inalloca {
                    self.out.push_str("inalloca ");
                }
                if *swifterror {
                    self.out.push_str("swifterror ");
                }
                self.ty(*allocated);
                if let Some(c) = count {
                    let is_one_i32 = match c {
                        Operand::Const(k) => {
                            let k = m.consts.get(*k);
                            m.types.int_width(k.ty) == Some(32)
                                && matches!(&k.kind, ConstKind::Int(v) if v.low_u64() == 1)
                        }
                        _ => false,
                    };
                    if !is_one_i32 {
                        self.out.push_str(", ");
                        self.typed(body, *c);
                    }
                }
                self.align(*align);
                if *addrspace != 0 {
                    self.out.push_str(", addrspace(");
                    push_int(&mut self.out, *addrspace);
                    self.out.push(')');
                }
            }
            Load {
                ptr,
                volatile,
                atomic,
                align,
            } => {
                self.out.push_str("load");
                if atomic.is_some() {
                    self.out.push_str(" atomic");
                }
                if *volatile {
                    self.out.push_str(" volatile");
                }
                self.out.push(' ');
                self.ty(inst.ty);
                self.out.push_str(", ");
                self.typed(body, *ptr);
                if let Some(a) = atomic {
                    self.atomic(*a);
                }
                self.align(*align);
            }
            Store {
                value,
                ptr,
                volatile,
                atomic,
                align,
            } => {
                self.out.push_str("store");
                if atomic.is_some() {
                    self.out.push_str(" atomic");
                }
                if *volatile {
                    self.out.push_str(" volatile");
                }
                self.out.push(' ');
                self.typed(body, *value);
                self.out.push_str(", ");
                self.typed(body, *ptr);
                if let Some(a) = atomic {
                    self.atomic(*a);
                }
                self.align(*align);
            }
            Fence(a) => {
                self.out.push_str("fence");
                self.atomic(*a);
            }
            CmpXchg {
                ptr,
                cmp,
                new,
                weak,
                volatile,
                success,
                failure,
                scope,
                align,
            } => {
                self.out.push_str("cmpxchg");
                if *weak {
                    self.out.push_str(" weak");
                }
                if *volatile {
                    self.out.push_str(" volatile");
                }
                self.out.push(' ');
                self.typed(body, *ptr);
                self.out.push_str(", ");
                self.typed(body, *cmp);
                self.out.push_str(", ");
                self.typed(body, *new);
                self.sync_scope(*scope);
                let _ = write!(self.out, " {} {}", success.name(), failure.name());
                self.align(*align);
            }
            AtomicRmw {
                op,
                ptr,
                value,
                volatile,
                atomic,
                align,
            } => {
                self.out.push_str("atomicrmw");
                if *volatile {
                    self.out.push_str(" volatile");
                }
                self.out.push(' ');
                self.out.push_str(op.name());
                self.out.push(' ');
                self.typed(body, *ptr);
                self.out.push_str(", ");
                self.typed(body, *value);
                self.atomic(*atomic);
                self.align(*align);
            }
            Gep {
                source_ty,
                flags,
                base,
                indices,
            } => {
                self.out.push_str("getelementptr");
                self.wrap_flags(*flags);
                self.out.push(' ');
                self.ty(*source_ty);
                self.out.push(',');
                self.same_type_operands(body, *base, indices);
            }
            Cast {
                op,
                flags,
                fmf,
                value,
            } => {
                self.out.push_str(op.name());
                self.fmf(*fmf);
                self.wrap_flags(*flags);
                self.out.push(' ');
                self.typed(body, *value);
                self.out.push_str(" to ");
                self.ty(inst.ty);
            }
            ICmp {
                pred,
                flags,
                lhs,
                rhs,
            } => {
                self.out.push_str("icmp");
                self.wrap_flags(*flags);
                self.out.push(' ');
                self.out.push_str(pred.name());
                self.same_type_operands(body, *lhs, &[*rhs]);
            }
            FCmp {
                pred,
                fmf,
                lhs,
                rhs,
            } => {
                self.out.push_str("fcmp");
                self.fmf(*fmf);
                self.out.push(' ');
                self.out.push_str(pred.name());
                self.same_type_operands(body, *lhs, &[*rhs]);
            }
            Phi { fmf, incoming } => {
                self.out.push_str("phi");
                self.fmf(*fmf);
                self.out.push(' ');
                self.ty(inst.ty);
                self.out.push(' ');
                for (i, (v, b)) in incoming.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.out.push_str("[ ");
                    self.value(body, *v);
                    self.out.push_str(", ");
                    self.block_ref(body, *b);
                    self.out.push_str(" ]");
                }
            }
            Select {
                fmf,
                cond,
                then_value,
                else_value,
            } => {
                self.out.push_str("select");
                self.fmf(*fmf);
                self.out.push(' ');
                self.typed(body, *cond);
                self.out.push_str(", ");
                self.typed(body, *then_value);
                self.out.push_str(", ");
                self.typed(body, *else_value);
            }
            Call(call) => {
                match call.tail {
                    TailKind::None => {}
                    TailKind::Tail => self.out.push_str("tail "),
                    TailKind::MustTail => self.out.push_str("musttail "),
                    TailKind::NoTail => self.out.push_str("notail "),
                }
                self.out.push_str("call");
                self.fmf(call.fmf);
                self.call_common(body, call, true);
            }
            VaArg { list } => {
                self.out.push_str("va_arg ");
                self.typed(body, *list);
                self.out.push_str(", ");
                self.ty(inst.ty);
            }
            ExtractElement { vector, index } => {
                self.out.push_str("extractelement");
                self.same_type_operands(body, *vector, &[*index]);
            }
            InsertElement {
                vector,
                value,
                index,
            } => {
                self.out.push_str("insertelement");
                self.same_type_operands(body, *vector, &[*value, *index]);
            }
            ShuffleVector { a, b, mask } => {
                self.out.push_str("shufflevector ");
                self.typed(body, *a);
                self.out.push_str(", ");
                self.typed(body, *b);
                self.shuffle_mask(inst.ty, mask);
            }
            ExtractValue { agg, indices } => {
                self.out.push_str("extractvalue ");
                self.typed(body, *agg);
                for i in indices {
                    self.out.push_str(", ");
                    push_int(&mut self.out, *i);
                }
            }
            InsertValue {
                agg,
                value,
                indices,
            } => {
                self.out.push_str("insertvalue ");
                self.typed(body, *agg);
                self.out.push_str(", ");
                self.typed(body, *value);
                for i in indices {
                    self.out.push_str(", ");
                    push_int(&mut self.out, *i);
                }
            }
            LandingPad { cleanup, clauses } => {
                self.out.push_str("landingpad ");
                self.ty(inst.ty);
                if *cleanup || !clauses.is_empty() {
                    self.out.push('\n');
                }
                if *cleanup {
                    self.out.push_str("          cleanup");
                }
                for (i, (k, v)) in clauses.iter().enumerate() {
                    if i > 0 || *cleanup {
                        self.out.push('\n');
                    }
                    self.out.push_str(match k {
                        ClauseKind::Catch => "          catch ",
                        ClauseKind::Filter => "          filter ",
                    });
                    self.typed(body, *v);
                }
            }
            Freeze(v) => {
                self.out.push_str("freeze ");
                self.typed(body, *v);
            }
        }
        self.attachments(&inst.md, ", ");
        if let Call(call) = &inst.kind {
            self.gc_relocate_comment(body, call);
        }
    }

    /// ` ; (%base, %derived)` after a `gc.relocate` call, as LLVM's info
    /// comment shows: the values its indices pick from the statepoint's
    /// `gc-live` bundle, or from its arguments when it has none.
    fn gc_relocate_comment(&mut self, body: &Body, call: &CallData) {
        let m = self.m;
        let Operand::Const(c) = call.callee else {
            return;
        };
        let ConstKind::Global(g) = m.consts.get(c).kind else {
            return;
        };
        let is_relocate = m
            .global(g)
            .common
            .name
            .as_deref()
            .is_some_and(|n| n.starts_with(b"llvm.experimental.gc.relocate"));
        let [token, Operand::Const(bi), Operand::Const(di)] = call.args[..] else {
            return;
        };
        if !is_relocate {
            return;
        }
        let tok = match token {
            Operand::Inst(tok) => tok,
            // `getStatepoint` is undef (a none token counts as undef), and
            // so are the base and the derived pointer.
            Operand::Const(k)
                if matches!(
                    m.consts.get(k).kind,
                    ConstKind::Undef | ConstKind::Poison | ConstKind::None
                ) =>
            {
                self.out.push_str(" ; (undef, undef)");
                return;
            }
            _ => return,
        };
        let sp: &CallData = match &body.inst(tok).kind {
            InstKind::Call(c) | InstKind::Invoke { call: c, .. } => c,
            InstKind::LandingPad { .. } => {
                // The statepoint is the invoke that unwinds to this pad's block.
                let Some(pad_block) = body.blocks.values().position(|b| b.insts.contains(&tok))
                else {
                    return;
                };
                let invoke = body.blocks.values().find_map(|b| {
                    match b.insts.last().map(|&i| &body.inst(i).kind) {
                        Some(InstKind::Invoke { call, unwind, .. })
                            if unwind.index() == pad_block =>
                        {
                            Some(call)
                        }
                        _ => None,
                    }
                });
                match invoke {
                    Some(c) => c,
                    None => return,
                }
            }
            _ => return,
        };
        // The `gc-live` bundle's values, else the statepoint's arguments.
        let live = sp
            .bundles
            .iter()
            .find(|b| &b.tag[..] == b"gc-live")
            .map_or(&sp.args[..], |b| &b.inputs[..]);
        let index = |k: ConstId| match &m.consts.get(k).kind {
            ConstKind::Int(v) => Some(v.low_u64() as usize),
            _ => None,
        };
        let (Some(b), Some(d)) = (index(bi), index(di)) else {
            return;
        };
        let (Some(&base), Some(&derived)) = (live.get(b), live.get(d)) else {
            return;
        };
        self.out.push_str(" ; (");
        self.value(body, base);
        self.out.push_str(", ");
        self.value(body, derived);
        self.out.push(')');
    }

    /// Operands printed with one leading type when all types agree, else
    /// each with its own type.
    /// `first` and `rest` after one shared type when all have it, each
    /// with its own type otherwise.
    fn same_type_operands(&mut self, body: &Body, first: Operand, rest: &[Operand]) {
        let t0 = self.operand_type(body, first);
        let all_same = rest.iter().all(|&o| self.operand_type(body, o) == t0);
        if all_same {
            self.out.push(' ');
            self.ty(t0);
        }
        self.out.push(' ');
        for (i, &o) in std::iter::once(&first).chain(rest).enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            if all_same {
                self.value(body, o);
            } else {
                self.typed(body, o);
            }
        }
    }

    fn call_common(&mut self, body: &Body, call: &CallData, is_call: bool) {
        let m = self.m;
        if call.cc != 0 {
            self.out.push(' ');
            self.calling_conv(call.cc);
        }
        if call.attrs.ret != AttrSetId::from_u32(0) {
            self.out.push(' ');
            self.attr_set(call.attrs.ret, false);
        }
        // addrspace of the callee, when not 0 or the program has another default.
        let callee_ty = self.operand_type(body, call.callee);
        if let Type::Ptr(a) = m.types.get(callee_ty) {
            if *a != 0 || self.n.program_addrspace != 0 {
                self.out.push_str(" addrspace(");
                push_int(&mut self.out, *a);
                self.out.push(')');
            }
        }
        self.out.push(' ');
        let (ret, vararg) = match m.types.get(call.fn_ty) {
            Type::Function { ret, vararg, .. } => (*ret, *vararg),
            _ => (call.fn_ty, false),
        };
        self.ty(if vararg { call.fn_ty } else { ret });
        self.out.push(' ');
        self.value(body, call.callee);
        self.out.push('(');
        for (i, &a) in call.args.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            let t = self.operand_type(body, a);
            self.ty(t);
            let pa = call.attrs.param(i);
            if pa != AttrSetId::EMPTY {
                self.out.push(' ');
                self.attr_set(pa, false);
            }
            self.out.push(' ');
            self.value(body, a);
        }
        if is_call && call.tail == TailKind::MustTail {
            let (fid, _) = self.func.expect("in a function");
            let caller_vararg = matches!(
                m.types.get(m.global(fid).common.value_ty),
                Type::Function { vararg: true, .. }
            );
            if caller_vararg {
                if !call.args.is_empty() {
                    self.out.push_str(", ");
                }
                self.out.push_str("...");
            }
        }
        self.out.push(')');
        if call.attrs.func != AttrSetId::from_u32(0) {
            let slot = self.n.group_slot(call.attrs.func);
            self.out.push_str(" #");
            push_int(&mut self.out, slot);
        }
        if !call.bundles.is_empty() {
            self.out.push_str(" [ ");
            for (i, b) in call.bundles.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.out.push('"');
                super::names::write_escaped(&mut self.out, &b.tag);
                self.out.push_str("\"(");
                for (j, &v) in b.inputs.iter().enumerate() {
                    if j > 0 {
                        self.out.push_str(", ");
                    }
                    self.typed(body, v);
                }
                self.out.push(')');
            }
            self.out.push_str(" ]");
        }
        let _ = is_intrinsic_callee;
    }
}
