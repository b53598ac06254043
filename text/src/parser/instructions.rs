//! Basic blocks and instructions.

use super::{AttrTarget, Local, LocalKeyRef, PResult, Parser};
use crate::lexer::Tok;
use crate::ParseErrorKind;
use llconv_ir::attributes::{AttrList, AttrPosition, Attribute};
use llconv_ir::datalayout::DataLayout;
use llconv_ir::*;

/// Function attributes of a call site, resolved once its instruction exists.
type CallAttrs = Option<(Vec<Attribute>, Vec<(u32, u32)>)>;

impl<'a> Parser<'a> {
    fn fs(&mut self) -> PResult<&mut super::FnState<'a>> {
        match self.f {
            Some(ref mut f) => Ok(f),
            None => Err(ParseErrorLike::no_fn(self)),
        }
    }

    pub(crate) fn parse_basic_block(&mut self) -> PResult<()> {
        let loc = self.loc();
        let key = match self.tok.kind {
            Tok::LabelStr => {
                let n = self.take_str();
                self.bump();
                LocalKeyRef::Name(n)
            }
            Tok::LabelId(n) => {
                let next = self.fs()?.next_num;
                if n < next {
                    return Err(
                        self.err(format!("label expected to be numbered '{next}' or greater"))
                    );
                }
                self.bump();
                self.fs()?.next_num = n + 1;
                LocalKeyRef::Num(n)
            }
            _ => {
                let f = self.fs()?;
                let n = f.next_num;
                f.next_num += 1;
                LocalKeyRef::Num(n)
            }
        };
        let b = self.define_block(key, loc)?;
        // The block's instructions gather in a reused buffer, then go to
        // the block in one allocation of the right size.
        let mut ids = std::mem::take(&mut self.scratch_ids);
        ids.clear();
        loop {
            let mut records = Vec::new();
            while self.tok.kind == Tok::DbgRecord {
                records.push(self.parse_debug_record()?);
            }
            let (id, term) = self.parse_instruction()?;
            if !records.is_empty() {
                self.fs()?.body.insts[id].dbg_records = records.into();
            }
            ids.push(id);
            if term {
                self.fs()?.body.blocks[b].insts = ids.to_vec();
                self.scratch_ids = ids;
                return Ok(());
            }
        }
    }

    fn define_block(&mut self, key: LocalKeyRef<'a>, loc: u32) -> PResult<BlockId> {
        let f = self.fs()?;
        let found = match &key {
            LocalKeyRef::Name(n) => f.names.get(&n[..]).copied(),
            LocalKeyRef::Num(n) => f.nums.get(n).copied(),
        };
        let b = match found {
            Some(Local::Block(b)) if f.block_fwd.remove(&b).is_some() => b,
            Some(_) => {
                let display = key.display();
                return Err(self
                    .err_at(
                        loc,
                        format!(
                            "multiple definition of local value named '{}'",
                            &display[1..]
                        ),
                    )
                    .or_kind(ParseErrorKind::Redefinition));
            }
            None => {
                let b = BlockId::from_index(f.body.blocks.len());
                f.body.blocks.push(Block::default());
                match &key {
                    LocalKeyRef::Name(n) => {
                        f.names.insert(n.clone(), Local::Block(b));
                    }
                    LocalKeyRef::Num(n) => {
                        f.nums.insert(*n, Local::Block(b));
                    }
                }
                b
            }
        };
        if let LocalKeyRef::Name(n) = key {
            f.body.blocks[b].name = Some(n.to_vec().into());
        }
        f.block_order.push(b);
        Ok(b)
    }

    /// A block operand written `%name` (the `label` keyword already eaten).
    fn parse_block_ref(&mut self) -> PResult<BlockId> {
        let loc = self.loc();
        if !matches!(self.tok.kind, Tok::LocalVar | Tok::LocalId(_)) {
            return Err(self
                .err("expected basic block name")
                .or_kind(ParseErrorKind::Syntax));
        }
        let key = self.local_key();
        self.bump();
        let f = self.fs()?;
        let found = match &key {
            LocalKeyRef::Name(n) => f.names.get(&n[..]).copied(),
            LocalKeyRef::Num(n) => f.nums.get(n).copied(),
        };
        match found {
            Some(Local::Block(b)) => Ok(b),
            Some(_) => Err(self.err_at(loc, format!("'{}' is not a basic block", key.display()))),
            None => {
                let b = BlockId::from_index(f.body.blocks.len());
                f.body.blocks.push(Block::default());
                f.block_fwd.insert(b, (loc, key.clone()));
                match key {
                    LocalKeyRef::Name(n) => {
                        f.names.insert(n, Local::Block(b));
                    }
                    LocalKeyRef::Num(n) => {
                        f.nums.insert(n, Local::Block(b));
                    }
                }
                Ok(b)
            }
        }
    }

    pub(crate) fn parse_block_ref_pub(&mut self) -> PResult<BlockId> {
        self.parse_block_ref()
    }

    /// Interns a list of attributes; the common empty list skips hashing.
    /// The set of attributes `a` (copied only when new).
    pub(crate) fn intern_attr_slice(
        &mut self,
        a: &[Attribute],
    ) -> llconv_ir::attributes::AttrSetId {
        if a.is_empty() {
            return llconv_ir::attributes::AttrSetId::EMPTY;
        }
        if let Some(&id) = self.attr_set_cache.get(a) {
            return id;
        }
        let id = self.m.attrs.intern_attrs(a.to_vec());
        self.attr_set_cache.insert(a.to_vec(), id);
        id
    }

    /// `label %name`. LLVM reads any typed value here and then wants a
    /// block, so that is where it reports a value of another type.
    fn parse_label(&mut self) -> PResult<BlockId> {
        if !self.eat_kw(b"label") {
            let loc = self.loc();
            self.parse_typed_value()?;
            return Err(self.err_at(loc, "expected a basic block"));
        }
        self.parse_block_ref()
    }

    fn parse_instruction(&mut self) -> PResult<(InstId, bool)> {
        let nloc = self.loc();
        let name = match self.tok.kind {
            Tok::LocalVar | Tok::LocalId(_) => {
                let k = self.local_key();
                self.bump();
                self.expect(Tok::Equal, "expected '=' after instruction id")?;
                Some(k)
            }
            _ => None,
        };
        if self.tok.kind != Tok::Kw {
            if self.tok.kind == Tok::Eof {
                return Err(self.err("found end of file when expecting more instructions"));
            }
            return Err(self
                .err("expected instruction opcode")
                .or_kind(ParseErrorKind::Syntax));
        }
        self.ate_comma = false;
        let (kind, ty, call_attrs) = self.parse_inst_body()?;
        let mut md = InstMd::new();
        if self.ate_comma || self.eat(Tok::Comma) {
            loop {
                md.push(self.parse_md_attachment()?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.finish_needs.alignments |= matches!(
            kind,
            InstKind::Alloca { align: None, .. }
                | InstKind::Load { align: None, .. }
                | InstKind::Store { align: None, .. }
                | InstKind::CmpXchg { align: None, .. }
                | InstKind::AtomicRmw { align: None, .. }
        );
        let term = kind.is_terminator();
        let is_void = ty == self.t_void;
        let tname = |p: &Parser| p.type_name(ty);
        let fwd_msg_ty;
        let f = self.fs()?;
        let key = match name {
            Some(_) if is_void => {
                return Err(self.err_at(nloc, "instructions returning void cannot have a name"));
            }
            Some(LocalKeyRef::Num(n)) => {
                if n < f.next_num {
                    let next = f.next_num;
                    return Err(self.err_at(
                        nloc,
                        format!("instruction expected to be numbered '%{next}' or greater"),
                    ));
                }
                f.next_num = n + 1;
                Some(LocalKeyRef::Num(n))
            }
            Some(k) => Some(k),
            None if is_void => None,
            None => {
                let n = f.next_num;
                f.next_num += 1;
                Some(LocalKeyRef::Num(n))
            }
        };
        let inst_name = match &key {
            Some(LocalKeyRef::Name(n)) => Some(n.to_vec().into_boxed_slice()),
            _ => None,
        };
        let inst = Inst {
            ty,
            name: inst_name,
            kind,
            md,
            dbg_records: Default::default(),
        };
        let id = match key {
            None => f.body.insts.push(inst),
            Some(k) => {
                let found = match &k {
                    LocalKeyRef::Name(n) => f.names.get(&n[..]).copied(),
                    LocalKeyRef::Num(n) => f.nums.get(n).copied(),
                };
                match found {
                    Some(Local::Inst(i)) if f.inst_fwd.contains_key(&i) => {
                        let placeholder_ty = f.body.insts[i].ty;
                        if placeholder_ty != ty {
                            fwd_msg_ty = placeholder_ty;
                            let _ = tname;
                            return Err(self.err_at(
                                nloc,
                                format!(
                                    "instruction forward referenced with type '{}'",
                                    self.type_name(fwd_msg_ty)
                                ),
                            ));
                        }
                        f.inst_fwd.remove(&i);
                        f.body.insts[i] = inst;
                        i
                    }
                    Some(_) => {
                        let d = k.display();
                        return Err(self
                            .err_at(
                                nloc,
                                format!("multiple definition of local value named '{}'", &d[1..]),
                            )
                            .or_kind(ParseErrorKind::Redefinition));
                    }
                    None => {
                        let i = f.body.insts.push(inst);
                        match k {
                            LocalKeyRef::Name(n) => f.names.insert(n, Local::Inst(i)),
                            LocalKeyRef::Num(n) => f.nums.insert(n, Local::Inst(i)),
                        };
                        i
                    }
                }
            }
        };
        if self.recorder.is_some() {
            let gid = self.fs()?.gid;
            if let Some(r) = self.recorder.as_mut() {
                r.insts.push((gid, id, nloc));
            }
        }
        if let Some((inline, groups)) = call_attrs {
            let gid = self.fs()?.gid;
            if groups.is_empty() {
                // Applied after the body is stored; record it now.
                self.pending_attrs.push(super::PendingAttrs {
                    target: AttrTarget::Call(gid, id),
                    inline,
                    groups,
                });
            } else {
                self.pending_attrs.push(super::PendingAttrs {
                    target: AttrTarget::Call(gid, id),
                    inline,
                    groups,
                });
            }
        }
        Ok((id, term))
    }

    fn parse_fmf(&mut self) -> u8 {
        let mut f = 0;
        loop {
            let b = match self.kw() {
                b"fast" => fmf::ALL,
                b"nnan" => fmf::NNAN,
                b"ninf" => fmf::NINF,
                b"nsz" => fmf::NSZ,
                b"arcp" => fmf::ARCP,
                b"contract" => fmf::CONTRACT,
                b"afn" => fmf::AFN,
                b"reassoc" => fmf::REASSOC,
                _ => return f,
            };
            f |= b;
            self.bump();
        }
    }

    fn expect_comma(&mut self, what: &str) -> PResult<()> {
        if self.eat(Tok::Comma) {
            return Ok(());
        }
        Err(self
            .err(format!("expected ',' {what}"))
            .or_kind(ParseErrorKind::Syntax))
    }

    fn type_err(&self, loc: u32, msg: &str) -> crate::ParseError {
        self.err_at(loc, msg).or_kind(ParseErrorKind::Type)
    }

    fn i1_like(&mut self, t: TypeId) -> TypeId {
        match self.vec_info(t) {
            Some((len, scalable)) => self.m.types.intern(Type::Vector {
                elem: self.t_i1,
                len,
                scalable,
            }),
            None => self.t_i1,
        }
    }

    fn parse_inst_body(&mut self) -> PResult<(InstKind, TypeId, CallAttrs)> {
        let loc = self.loc();
        let op = self.text();
        let void = self.t_void;
        self.bump();
        let r = match op {
            b"ret" => {
                let ret_ty = self.fs()?.ret_ty;
                let tl = self.loc();
                let t = self.parse_type(true)?;
                if t == void {
                    if ret_ty != void {
                        return Err(self.err_at(
                            tl,
                            format!(
                                "value doesn't match function result type '{}'",
                                self.type_name(ret_ty)
                            ),
                        ));
                    }
                    (InstKind::Ret(None), void)
                } else {
                    let v = self.parse_value(t)?;
                    if t != ret_ty {
                        return Err(self.err_at(
                            tl,
                            format!(
                                "value doesn't match function result type '{}'",
                                self.type_name(ret_ty)
                            ),
                        ));
                    }
                    (InstKind::Ret(Some(v)), void)
                }
            }
            b"br" => {
                if self.is_kw(b"label") {
                    (InstKind::Br(self.parse_label()?), void)
                } else {
                    let cl = self.loc();
                    let (t, c) = self.parse_typed_value()?;
                    if t != self.t_i1 {
                        return Err(self.err_at(cl, "branch condition must have 'i1' type"));
                    }
                    self.expect_comma("after branch condition")?;
                    let a = self.parse_label()?;
                    self.expect_comma("after true destination")?;
                    let b = self.parse_label()?;
                    (
                        InstKind::CondBr {
                            cond: c,
                            then_dest: a,
                            else_dest: b,
                        },
                        void,
                    )
                }
            }
            b"switch" => {
                let cl = self.loc();
                let (t, c) = self.parse_typed_value()?;
                if !self.m.types.is_int(t) {
                    return Err(self.err_at(cl, "switch condition must have integer type"));
                }
                self.expect_comma("after switch condition")?;
                let d = self.parse_label()?;
                self.expect(Tok::LSquare, "expected '[' with switch table")?;
                let mut cases: Vec<(ConstId, BlockId)> = Vec::new();
                let mut seen = std::collections::HashSet::new();
                while self.tok.kind != Tok::RSquare {
                    let vl = self.loc();
                    let (vt, v) = self.parse_typed_value()?;
                    let Operand::Const(cv) = v else {
                        return Err(self.err_at(vl, "case value is not a constant integer"));
                    };
                    // Its type is the verifier's to check, as in LLVM.
                    if !self.m.types.is_int(vt)
                        || !matches!(self.m.consts.get(cv).kind, ConstKind::Int(_))
                    {
                        return Err(self.err_at(vl, "case value is not a constant integer"));
                    }
                    if !seen.insert(cv) {
                        return Err(self.err_at(vl, "duplicate case value in switch"));
                    }
                    self.expect_comma("after case value")?;
                    let b = self.parse_label()?;
                    cases.push((cv, b));
                }
                self.bump();
                (
                    InstKind::Switch {
                        cond: c,
                        default: d,
                        cases,
                    },
                    void,
                )
            }
            b"indirectbr" => {
                let al = self.loc();
                let (t, a) = self.parse_typed_value()?;
                if !self.m.types.is_ptr(t) {
                    return Err(self.err_at(al, "indirectbr address must have pointer type"));
                }
                self.expect_comma("after indirectbr address")?;
                self.expect(Tok::LSquare, "expected '[' with indirectbr")?;
                let mut dests = Vec::new();
                if self.tok.kind != Tok::RSquare {
                    loop {
                        dests.push(self.parse_label()?);
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                }
                self.expect(Tok::RSquare, "expected ']' at end of block list")?;
                (InstKind::IndirectBr { addr: a, dests }, void)
            }
            b"resume" => {
                let (_, v) = self.parse_typed_value()?;
                (InstKind::Resume(v), void)
            }
            b"unreachable" => (InstKind::Unreachable, void),
            b"invoke" | b"callbr" => return self.parse_call_like(op, TailKind::None),
            b"call" => return self.parse_call_like(op, TailKind::None),
            b"tail" | b"musttail" | b"notail" => {
                let tk = match op {
                    b"tail" => TailKind::Tail,
                    b"musttail" => TailKind::MustTail,
                    _ => TailKind::NoTail,
                };
                if !self.eat_kw(b"call") {
                    return Err(self
                        .err("expected 'tail call', 'musttail call', or 'notail call'")
                        .or_kind(ParseErrorKind::Syntax));
                }
                return self.parse_call_like(b"call", tk);
            }
            b"cleanupret" => {
                self.expect_kw(b"from", "expected 'from' after cleanupret")?;
                let pad = self.parse_value(self.t_token)?;
                self.expect_kw(b"unwind", "expected 'unwind' in cleanupret")?;
                let unwind = if self.eat_kw(b"to") {
                    self.expect_kw(b"caller", "expected 'caller' in cleanupret")?;
                    None
                } else {
                    Some(self.parse_label()?)
                };
                (InstKind::CleanupRet { pad, unwind }, void)
            }
            b"catchret" => {
                self.expect_kw(b"from", "expected 'from' after catchret")?;
                let pad = self.parse_value(self.t_token)?;
                self.expect_kw(b"to", "expected 'to' in catchret")?;
                let dest = self.parse_label()?;
                (InstKind::CatchRet { pad, dest }, void)
            }
            b"catchswitch" => {
                self.expect_kw(b"within", "expected 'within' after catchswitch")?;
                let parent = self.parse_pad_parent()?;
                self.expect(Tok::LSquare, "expected '[' with catchswitch labels")?;
                let mut handlers = Vec::new();
                loop {
                    handlers.push(self.parse_label()?);
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
                self.expect(Tok::RSquare, "expected ']' after catchswitch labels")?;
                self.expect_kw(b"unwind", "expected 'unwind' after catchswitch scope")?;
                let unwind = if self.eat_kw(b"to") {
                    self.expect_kw(b"caller", "expected 'caller' in catchswitch")?;
                    None
                } else {
                    Some(self.parse_label()?)
                };
                (
                    InstKind::CatchSwitch {
                        parent,
                        handlers,
                        unwind,
                    },
                    self.t_token,
                )
            }
            b"catchpad" | b"cleanuppad" => {
                self.expect_kw(b"within", "expected 'within' after pad")?;
                let parent = if op == b"catchpad" {
                    self.parse_value(self.t_token)?
                } else {
                    self.parse_pad_parent()?
                };
                self.expect(Tok::LSquare, "expected '[' in pad argument list")?;
                let mut args = Vec::new();
                if self.tok.kind != Tok::RSquare {
                    loop {
                        let (_, v) = self.parse_typed_value()?;
                        args.push(v);
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                }
                self.expect(Tok::RSquare, "expected ']' in pad argument list")?;
                let k = if op == b"catchpad" {
                    InstKind::CatchPad { parent, args }
                } else {
                    InstKind::CleanupPad { parent, args }
                };
                (k, self.t_token)
            }
            b"fneg" => {
                let f = self.parse_fmf();
                let vl = self.loc();
                let (t, v) = self.parse_typed_value()?;
                if !self.is_fp_or_fp_vec(t) {
                    return Err(self.type_err(vl, "invalid operand type for instruction"));
                }
                (InstKind::FNeg { fmf: f, operand: v }, t)
            }
            b"icmp" | b"fcmp" => {
                let mut fl = 0;
                let mut fm = 0;
                if op == b"icmp" {
                    if self.eat_kw(b"samesign") {
                        fl = flags::SAMESIGN;
                    }
                } else {
                    fm = self.parse_fmf();
                }
                // The predicate is checked before the operands are read.
                let pw = self.kw();
                let pl = self.loc();
                let pred = if op == b"icmp" {
                    IntPredicate::from_name(pw)
                        .map(Ok)
                        .ok_or("expected icmp predicate (e.g. 'eq')")
                } else {
                    FloatPredicate::from_name(pw)
                        .map(Err)
                        .ok_or("expected fcmp predicate (e.g. 'oeq')")
                };
                let pred = pred.map_err(|m| self.err_at(pl, m).or_kind(ParseErrorKind::Syntax))?;
                self.bump();
                // Bad operand types are reported at the first operand.
                let vl = self.loc();
                let (t, a) = self.parse_typed_value()?;
                self.expect_comma("after compare value")?;
                let b = self.parse_value(t)?;
                let rt = self.i1_like(t);
                match pred {
                    Ok(p) => {
                        if !self.is_int_or_int_vec(t) && !self.is_ptr_or_ptr_vec(t) {
                            return Err(self.err_at(vl, "icmp requires integer operands"));
                        }
                        (
                            InstKind::ICmp {
                                pred: p,
                                flags: fl,
                                lhs: a,
                                rhs: b,
                            },
                            rt,
                        )
                    }
                    Err(p) => {
                        if !self.is_fp_or_fp_vec(t) {
                            return Err(self.err_at(vl, "fcmp requires floating point operands"));
                        }
                        (
                            InstKind::FCmp {
                                pred: p,
                                fmf: fm,
                                lhs: a,
                                rhs: b,
                            },
                            rt,
                        )
                    }
                }
            }
            b"phi" => {
                let fm = self.parse_fmf();
                let tl = self.loc();
                let t = self.parse_type(false)?;
                // Metadata is first class to LLVM: a phi of it fails at its
                // first value instead.
                if !(self.is_first_class(t) || t == self.t_md) || t == self.t_label {
                    return Err(self.err_at(tl, "phi node must have first class type"));
                }
                let mut incoming = Vec::new();
                // `phi i32` with no incoming values is accepted.
                while self.tok.kind == Tok::LSquare {
                    self.expect(Tok::LSquare, "expected '[' in phi value list")?;
                    let v = self.parse_value(t)?;
                    self.expect_comma("after insertelement value")?;
                    let b = self.parse_block_ref()?;
                    self.expect(Tok::RSquare, "expected ']' in phi value list")?;
                    incoming.push((v, b));
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                    if self.at_md_attachment() {
                        self.ate_comma = true;
                        break;
                    }
                }
                if fm != 0 && !self.m.types.supports_fast_math(t) {
                    return Err(self.err_at(
                        loc,
                        "fast-math-flags specified for phi without floating-point scalar or vector return type",
                    ));
                }
                (InstKind::Phi { fmf: fm, incoming }, t)
            }
            b"select" => {
                let fm = self.parse_fmf();
                let cl = self.loc();
                let (ct, c) = self.parse_typed_value()?;
                self.expect_comma("after select condition")?;
                let (t1, a) = self.parse_typed_value()?;
                self.expect_comma("after select value")?;
                let (t2, b) = self.parse_typed_value()?;
                // `SelectInst::areInvalidOperands`, in its order.
                let types = &self.m.types;
                let reason = if t1 != t2 {
                    Some("both values to select must have same type")
                } else if t1 == self.t_token {
                    Some("select values cannot have token type")
                } else if let Some((elem, len, scalable)) = types.vector_parts(ct) {
                    match types.vector_parts(t1) {
                        _ if elem != self.t_i1 => Some("vector select condition element type must be i1"),
                        None => Some("selected values for vector select must be vectors"),
                        Some((_, n, sc)) if (n, sc) != (len, scalable) => Some(
                            "vector select requires selected vectors to have the same vector length as select condition",
                        ),
                        Some(_) => None,
                    }
                } else if ct != self.t_i1 {
                    Some("select condition must be i1 or <n x i1>")
                } else {
                    None
                };
                if let Some(reason) = reason {
                    return Err(self.err_at(cl, reason));
                }
                if fm != 0 && !self.m.types.supports_fast_math(t1) {
                    return Err(self.err_at(
                        loc,
                        "fast-math-flags specified for select without floating-point scalar or vector return type",
                    ));
                }
                (
                    InstKind::Select {
                        fmf: fm,
                        cond: c,
                        then_value: a,
                        else_value: b,
                    },
                    t1,
                )
            }
            b"va_arg" => {
                let (_, l) = self.parse_typed_value()?;
                self.expect_comma("after vaarg operand")?;
                let tl = self.loc();
                let t = self.parse_type(false)?;
                // LLVM 22's first-class types leave out named structs
                // without a body too.
                let opaque_struct = self.is_opaque_struct(t);
                if !self.is_first_class(t) || opaque_struct {
                    return Err(self.err_at(tl, "va_arg requires operand with first class type"));
                }
                (InstKind::VaArg { list: l }, t)
            }
            b"freeze" => {
                let (t, v) = self.parse_typed_value()?;
                (InstKind::Freeze(v), t)
            }
            b"extractelement" => {
                let vl = self.loc();
                let (vt, v) = self.parse_typed_value()?;
                self.expect_comma("after extract value")?;
                let (it, i) = self.parse_typed_value()?;
                if !self.m.types.is_vector(vt) || !self.m.types.is_int(it) {
                    return Err(self.err_at(vl, "invalid extractelement operands"));
                }
                (
                    InstKind::ExtractElement {
                        vector: v,
                        index: i,
                    },
                    self.m.types.scalar(vt),
                )
            }
            b"insertelement" => {
                let vl = self.loc();
                let (vt, v) = self.parse_typed_value()?;
                self.expect_comma("after insertelement value")?;
                let (et, e) = self.parse_typed_value()?;
                self.expect_comma("after insertelement value")?;
                let (it, i) = self.parse_typed_value()?;
                if !self.m.types.is_vector(vt)
                    || self.m.types.scalar(vt) != et
                    || !self.m.types.is_int(it)
                {
                    return Err(self.err_at(vl, "invalid insertelement operands"));
                }
                (
                    InstKind::InsertElement {
                        vector: v,
                        value: e,
                        index: i,
                    },
                    vt,
                )
            }
            b"shufflevector" => {
                // LLVM reports bad operands at the first.
                let vl = self.loc();
                let (t1, a) = self.parse_typed_value()?;
                self.expect_comma("after shuffle mask")?;
                let (t2, b) = self.parse_typed_value()?;
                self.expect_comma("after shuffle value")?;
                let (mt, m) = self.parse_typed_value()?;
                let mask = match m {
                    Operand::Const(c) if t1 == t2 && self.shuffle_valid(t1, mt, c) => {
                        self.shuffle_mask(c)
                    }
                    _ => None,
                };
                let Some(mask) = mask else {
                    return Err(self.err_at(vl, "invalid shufflevector operands"));
                };
                let (len, sc) = self.vec_info(mt).unwrap_or((0, false));
                let elem = self.m.types.scalar(t1);
                let rt = self.m.types.intern(Type::Vector {
                    elem,
                    len,
                    scalable: sc,
                });
                (InstKind::ShuffleVector { a, b, mask }, rt)
            }
            b"extractvalue" | b"insertvalue" => {
                // Errors are reported at the operands, as LLVM does.
                let (at, agg, loc) = self.parse_typed_value_at()?;
                let mut val = None;
                if op == b"insertvalue" {
                    self.expect_comma("after insertvalue operand")?;
                    val = Some(self.parse_typed_value_at()?);
                }
                if self.tok.kind != Tok::Comma {
                    return Err(self
                        .err("expected ',' as start of index list")
                        .or_kind(ParseErrorKind::Syntax));
                }
                self.bump();
                let indices = self.parse_index_list()?;
                if !matches!(
                    self.m.types.get(at),
                    Type::Struct { .. } | Type::Named(_) | Type::Array { .. }
                ) {
                    return Err(self.err_at(
                        loc,
                        format!(
                            "{} operand must be aggregate type",
                            String::from_utf8_lossy(op)
                        ),
                    ));
                }
                let mut cur = at;
                for &i in &indices {
                    let next = match self.m.types.get(cur) {
                        Type::Array { elem, len } if (i as u64) < *len => Some(*elem),
                        Type::Struct { .. } | Type::Named(_) => self
                            .m
                            .types
                            .struct_elems(cur)
                            .and_then(|e| e.get(i as usize).copied()),
                        _ => None,
                    };
                    match next {
                        Some(n) => cur = n,
                        None => {
                            return Err(self.err_at(
                                loc,
                                format!("invalid indices for {}", String::from_utf8_lossy(op)),
                            ));
                        }
                    }
                }
                match val {
                    None => (InstKind::ExtractValue { agg, indices }, cur),
                    Some((vt, v, vloc)) => {
                        if vt != cur {
                            return Err(self.err_at(
                                vloc,
                                format!(
                                    "insertvalue operand and field disagree in type: '{}' instead of '{}'",
                                    self.type_name(vt),
                                    self.type_name(cur)
                                ),
                            ));
                        }
                        (
                            InstKind::InsertValue {
                                agg,
                                value: v,
                                indices,
                            },
                            at,
                        )
                    }
                }
            }
            b"landingpad" => {
                let t = self.parse_type(false)?;
                let cleanup = self.eat_kw(b"cleanup");
                let mut clauses = Vec::new();
                loop {
                    let k = if self.eat_kw(b"catch") {
                        ClauseKind::Catch
                    } else if self.eat_kw(b"filter") {
                        ClauseKind::Filter
                    } else {
                        break;
                    };
                    let vl = self.loc();
                    let (vt, v) = self.parse_typed_value()?;
                    let array = matches!(self.m.types.get(vt), Type::Array { .. });
                    if k == ClauseKind::Filter && !array {
                        return Err(self.err_at(vl, "'filter' clause has an invalid type"));
                    }
                    if k == ClauseKind::Catch && array {
                        return Err(self.err_at(vl, "'catch' clause has an invalid type"));
                    }
                    if !matches!(v, Operand::Const(_)) {
                        return Err(self.err_at(vl, "clause argument must be a constant"));
                    }
                    clauses.push((k, v));
                }
                (InstKind::LandingPad { cleanup, clauses }, t)
            }
            b"alloca" => self.parse_alloca()?,
            b"load" => self.parse_load()?,
            b"store" => self.parse_store()?,
            b"cmpxchg" => self.parse_cmpxchg()?,
            b"atomicrmw" => self.parse_atomicrmw()?,
            b"fence" => {
                let scope = self.parse_opt_scope()?;
                let ord = self.parse_ordering()?;
                if matches!(ord, Ordering::Unordered | Ordering::Monotonic) {
                    // At the token after the ordering, as LLVM's.
                    return Err(self.err(format!("fence cannot be {}", ord.name())));
                }
                (
                    InstKind::Fence(Atomic {
                        ordering: ord,
                        scope,
                    }),
                    void,
                )
            }
            b"getelementptr" => self.parse_gep()?,
            _ => {
                if let Some(bop) = BinOp::from_name(op) {
                    self.parse_binary(bop)?
                } else if let Some(cop) = CastOp::from_name(op) {
                    self.parse_cast(cop)?
                } else {
                    return Err(self
                        .err_at(loc, "expected instruction opcode")
                        .or_kind(ParseErrorKind::Syntax));
                }
            }
        };
        Ok((r.0, r.1, None))
    }

    fn parse_pad_parent(&mut self) -> PResult<Operand> {
        if self.is_kw(b"none") {
            let t = self.t_token;
            return Ok(Operand::Const(self.parse_const(t)?));
        }
        self.parse_value(self.t_token)
    }

    fn parse_index_list(&mut self) -> PResult<Vec<u32>> {
        let mut v = Vec::new();
        loop {
            if self.at_md_attachment() {
                if v.is_empty() {
                    return Err(self.err("expected index").or_kind(ParseErrorKind::Syntax));
                }
                self.ate_comma = true;
                break;
            }
            v.push(self.parse_u32()?);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        Ok(v)
    }

    fn parse_binary(&mut self, op: BinOp) -> PResult<(InstKind, TypeId)> {
        let mut fl = 0;
        let mut fm = 0;
        match op {
            BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl => fl = self.parse_wrap_flags(),
            BinOp::UDiv | BinOp::SDiv | BinOp::LShr | BinOp::AShr if self.eat_kw(b"exact") => {
                fl |= flags::EXACT
            }
            BinOp::Or if self.eat_kw(b"disjoint") => fl |= flags::DISJOINT,
            _ if op.is_float() => fm = self.parse_fmf(),
            _ => {}
        }
        // LLVM reports bad operand types at the first operand.
        let vl = self.loc();
        let (t, a) = self.parse_typed_value()?;
        self.expect_comma("in arithmetic operation")?;
        let b = self.parse_value(t)?;
        let ok = if op.is_float() {
            self.is_fp_or_fp_vec(t)
        } else {
            self.is_int_or_int_vec(t)
        };
        if !ok {
            let msg = if matches!(op, BinOp::And | BinOp::Or | BinOp::Xor) {
                "instruction requires integer or integer vector operands"
            } else {
                "invalid operand type for instruction"
            };
            return Err(self.err_at(vl, msg));
        }
        Ok((
            InstKind::Binary {
                op,
                flags: fl,
                fmf: fm,
                lhs: a,
                rhs: b,
            },
            t,
        ))
    }

    /// `nuw` and `nsw` as LLVM's parser takes them: `nuw`, then `nsw`
    /// and `nuw` again (so `nuw nsw`, `nsw nuw`, but not `nuw nuw`).
    pub(crate) fn parse_wrap_flags(&mut self) -> u32 {
        let mut fl = 0;
        if self.eat_kw(b"nuw") {
            fl |= flags::NUW;
        }
        if self.eat_kw(b"nsw") {
            fl |= flags::NSW;
            if self.eat_kw(b"nuw") {
                fl |= flags::NUW;
            }
        }
        fl
    }

    fn parse_cast(&mut self, op: CastOp) -> PResult<(InstKind, TypeId)> {
        let mut fl = 0;
        let mut fm = 0;
        match op {
            CastOp::Trunc => fl = self.parse_wrap_flags(),
            CastOp::ZExt | CastOp::UIToFP if self.eat_kw(b"nneg") => fl |= flags::NNEG,
            // Of the casts only these two are LLVM's `FPMathOperator`s.
            CastOp::FPTrunc | CastOp::FPExt => fm = self.parse_fmf(),
            _ => {}
        }
        // LLVM reports a bad cast at its operand.
        let vl = self.loc();
        let (st, v) = self.parse_typed_value()?;
        self.expect_kw(b"to", "expected 'to' after cast value")?;
        let dt = self.parse_type(false)?;
        if !self.cast_valid(op, st, dt) {
            return Err(self.err_at(
                vl,
                format!(
                    "invalid cast opcode for cast from '{}' to '{}'",
                    self.type_name(st),
                    self.type_name(dt)
                ),
            ));
        }
        Ok((
            InstKind::Cast {
                op,
                flags: fl,
                fmf: fm,
                value: v,
            },
            dt,
        ))
    }

    /// `, align N` / `, addrspace(N)` style trailing fields: returns false
    /// when a comma introduced metadata instead.
    fn eat_field_comma(&mut self) -> bool {
        if self.tok.kind != Tok::Comma {
            return false;
        }
        self.bump();
        if self.at_md_attachment() {
            self.ate_comma = true;
            return false;
        }
        true
    }

    /// `, align N` as often as written (the last one counts, as in LLVM).
    fn parse_opt_align_field(&mut self) -> PResult<Option<u64>> {
        let mut align = None;
        while self.eat_field_comma() {
            if !self.eat_kw(b"align") {
                return Err(self
                    .err("expected metadata or 'align'")
                    .or_kind(ParseErrorKind::Syntax));
            }
            align = Some(self.parse_align_value()?);
        }
        Ok(align)
    }

    fn parse_alloca(&mut self) -> PResult<(InstKind, TypeId)> {
        let inalloca = self.eat_kw(b"inalloca");
        let swifterror = self.eat_kw(b"swifterror");
        let tl = self.loc();
        let t = self.parse_type(false)?;
        if matches!(
            self.m.types.get(t),
            Type::Label
                | Type::Metadata
                | Type::Token
                | Type::Void
                | Type::X86Amx
                | Type::Function { .. }
        ) {
            return Err(self.err_at(tl, "invalid type for alloca"));
        }
        // LLVM's grammar: `, align A [, addrspace(N)]...`, `, addrspace(N)`,
        // or `, T count` followed by one of the first two.
        let mut count = None;
        let mut align = None;
        let mut addrspace = 0;
        if self.eat_field_comma() {
            let mut after_count = false;
            if !self.is_kw(b"align") && !self.is_kw(b"addrspace") {
                let cl = self.loc();
                let (ct, c) = self.parse_typed_value()?;
                if !self.m.types.is_int(ct) {
                    return Err(self.err_at(cl, "element count must have integer type"));
                }
                count = Some(c);
                after_count = self.eat_field_comma();
            }
            if count.is_none() || after_count {
                if self.eat_kw(b"align") {
                    align = Some(self.parse_align_value()?);
                    while self.eat_field_comma() {
                        if !self.is_kw(b"addrspace") {
                            return Err(self
                                .err("expected metadata or 'addrspace'")
                                .or_kind(ParseErrorKind::Syntax));
                        }
                        addrspace = self.parse_opt_addrspace()?.unwrap_or(0);
                    }
                } else if self.is_kw(b"addrspace") {
                    addrspace = self.parse_opt_addrspace()?.unwrap_or(0);
                }
                // Otherwise the comma after the count ends the alloca, and
                // what follows is the next instruction, as in LLVM.
            }
        }
        // Only without `align`: with one, a named struct may get its body
        // later in the file, and the verifier judges it (LLParser's rule).
        if align.is_none() && !self.is_sized(t) {
            return Err(self.err_at(tl, "Cannot allocate unsized type"));
        }
        let rt = self.m.types.ptr(addrspace);
        Ok((
            InstKind::Alloca {
                allocated: t,
                count,
                align,
                addrspace,
                inalloca,
                swifterror,
            },
            rt,
        ))
    }

    fn parse_opt_scope(&mut self) -> PResult<SyncScope> {
        if self.eat_kw(b"syncscope") {
            self.expect(Tok::LParen, "Expected '(' in syncscope")?;
            let s = self.parse_str("Expected synchronization scope name")?;
            self.expect(Tok::RParen, "Expected ')' in syncscope")?;
            return Ok(self.m.sync_scope(&s));
        }
        Ok(SyncScope::SYSTEM)
    }

    fn parse_ordering(&mut self) -> PResult<Ordering> {
        match Ordering::from_name(self.kw()) {
            Some(o) => {
                self.bump();
                Ok(o)
            }
            None => Err(self.err("Expected ordering on atomic instruction")),
        }
    }

    fn parse_load(&mut self) -> PResult<(InstKind, TypeId)> {
        let atomic = self.eat_kw(b"atomic");
        let volatile = self.eat_kw(b"volatile");
        let tl = self.loc();
        let t = self.parse_type(false)?;
        self.expect(Tok::Comma, "expected comma after load's type")?;
        let pl = self.loc();
        let (pt, p) = self.parse_typed_value()?;
        let mut at = None;
        if atomic {
            let scope = self.parse_opt_scope()?;
            let ord = self.parse_ordering()?;
            if matches!(ord, Ordering::Release | Ordering::AcqRel) {
                return Err(self.err_at(pl, "atomic load cannot use Release ordering"));
            }
            at = Some(Atomic {
                ordering: ord,
                scope,
            });
        }
        let align = self.parse_opt_align_field()?;
        // LLVM 22 also refuses here a named struct without a body (yet).
        let opaque_struct = self.is_opaque_struct(t);
        // Labels and metadata are first class to LLVM: unsized, below.
        if !self.m.types.is_ptr(pt) || !self.is_first_class(t) || opaque_struct {
            return Err(self.err_at(pl, "load operand must be a pointer to a first class type"));
        }
        if atomic && align.is_none() {
            return Err(self.err_at(pl, "atomic load must have explicit non-zero alignment"));
        }
        if align.is_none() && !self.is_sized(t) {
            return Err(self.err_at(tl, "loading unsized types is not allowed"));
        }
        Ok((
            InstKind::Load {
                ptr: p,
                volatile,
                atomic: at,
                align,
            },
            t,
        ))
    }

    fn parse_store(&mut self) -> PResult<(InstKind, TypeId)> {
        let atomic = self.eat_kw(b"atomic");
        let volatile = self.eat_kw(b"volatile");
        let vl = self.loc();
        let (vt, v) = self.parse_typed_value()?;
        self.expect(Tok::Comma, "expected ',' after store operand")?;
        let pl = self.loc();
        let (pt, p) = self.parse_typed_value()?;
        let mut at = None;
        if atomic {
            let scope = self.parse_opt_scope()?;
            let ord = self.parse_ordering()?;
            if matches!(ord, Ordering::Acquire | Ordering::AcqRel) {
                // At the stored value, as LLVM's.
                return Err(self.err_at(vl, "atomic store cannot use Acquire ordering"));
            }
            at = Some(Atomic {
                ordering: ord,
                scope,
            });
        }
        let align = self.parse_opt_align_field()?;
        if !self.m.types.is_ptr(pt) {
            return Err(self.err_at(pl, "store operand must be a pointer"));
        }
        if !self.is_first_class(vt) || vt == self.t_label || vt == self.t_md {
            return Err(self.err_at(vl, "store operand must be a first class value"));
        }
        if atomic && align.is_none() {
            return Err(self.err_at(vl, "atomic store must have explicit non-zero alignment"));
        }
        if align.is_none() && !self.is_sized(vt) {
            return Err(self.err_at(vl, "storing unsized types is not allowed"));
        }
        Ok((
            InstKind::Store {
                value: v,
                ptr: p,
                volatile,
                atomic: at,
                align,
            },
            self.t_void,
        ))
    }

    fn parse_cmpxchg(&mut self) -> PResult<(InstKind, TypeId)> {
        let weak = self.eat_kw(b"weak");
        let volatile = self.eat_kw(b"volatile");
        let pl = self.loc();
        let (pt, p) = self.parse_typed_value()?;
        self.expect(Tok::Comma, "expected ',' after cmpxchg address")?;
        let (ct, c) = self.parse_typed_value()?;
        self.expect(Tok::Comma, "expected ',' after cmpxchg cmp operand")?;
        let nl = self.loc();
        let (nt, n) = self.parse_typed_value()?;
        let scope = self.parse_opt_scope()?;
        let succ = self.parse_ordering()?;
        let fail = self.parse_ordering()?;
        let align = self.parse_opt_align_field()?;
        // LLVM checks the orderings once the instruction is read, and
        // reports them at the token after it.
        if succ == Ordering::Unordered {
            return Err(self.err("invalid cmpxchg success ordering"));
        }
        if matches!(
            fail,
            Ordering::Unordered | Ordering::Release | Ordering::AcqRel
        ) {
            return Err(self.err("invalid cmpxchg failure ordering"));
        }
        if !self.m.types.is_ptr(pt) {
            return Err(self.err_at(pl, "cmpxchg operand must be a pointer"));
        }
        if ct != nt {
            return Err(self.err_at(nl, "compare value and new value type do not match"));
        }
        let rt = self.m.types.intern(Type::Struct {
            elems: vec![ct, self.t_i1],
            packed: false,
        });
        Ok((
            InstKind::CmpXchg {
                ptr: p,
                cmp: c,
                new: n,
                weak,
                volatile,
                success: succ,
                failure: fail,
                scope,
                align,
            },
            rt,
        ))
    }

    fn parse_atomicrmw(&mut self) -> PResult<(InstKind, TypeId)> {
        let volatile = self.eat_kw(b"volatile");
        let op = RmwOp::from_name(self.kw()).ok_or_else(|| {
            self.err("expected binary operation in atomicrmw")
                .or_kind(ParseErrorKind::Syntax)
        })?;
        self.bump();
        let pl = self.loc();
        let (pt, p) = self.parse_typed_value()?;
        self.expect(Tok::Comma, "expected ',' after atomicrmw address")?;
        let vl = self.loc();
        let (vt, v) = self.parse_typed_value()?;
        let scope = self.parse_opt_scope()?;
        let ord = self.parse_ordering()?;
        let align = self.parse_opt_align_field()?;
        // At the token after the instruction, as LLVM.
        if ord == Ordering::Unordered {
            return Err(self.err("atomicrmw cannot be unordered"));
        }
        if !self.m.types.is_ptr(pt) {
            return Err(self.err_at(pl, "atomicrmw operand must be a pointer"));
        }
        if self.contains_scalable_vector(vt) {
            return Err(self.err_at(vl, "atomicrmw operand may not be scalable"));
        }
        let is_fp_op = matches!(
            op,
            RmwOp::FAdd
                | RmwOp::FSub
                | RmwOp::FMax
                | RmwOp::FMin
                | RmwOp::FMaximum
                | RmwOp::FMinimum
        );
        if op == RmwOp::Xchg {
            if !self.m.types.is_int(vt) && !self.m.types.is_float(vt) && !self.m.types.is_ptr(vt) {
                return Err(self.err_at(
                    vl,
                    "atomicrmw xchg operand must be an integer, floating point, or pointer type",
                ));
            }
        } else if is_fp_op {
            if !self.is_fp_or_fp_vec(vt) {
                return Err(self.err_at(
                    vl,
                    format!(
                        "atomicrmw {} operand must be a floating point type",
                        op.name()
                    ),
                ));
            }
        } else if !self.m.types.is_int(vt) {
            return Err(self.err_at(
                vl,
                format!("atomicrmw {} operand must be an integer", op.name()),
            ));
        }
        // LLVM's parser wants a store size of a power of two bytes.
        let layout =
            DataLayout::parse(self.m.data_layout.as_deref().unwrap_or(b"")).unwrap_or_default();
        let bits = layout.type_store_size(&self.m.types, vt) * 8;
        if bits < 8 || !bits.is_power_of_two() {
            return Err(self.err_at(
                vl,
                "atomicrmw operand must be power-of-two byte-sized integer",
            ));
        }
        Ok((
            InstKind::AtomicRmw {
                op,
                ptr: p,
                value: v,
                volatile,
                atomic: Atomic {
                    ordering: ord,
                    scope,
                },
                align,
            },
            vt,
        ))
    }

    fn parse_gep(&mut self) -> PResult<(InstKind, TypeId)> {
        let mut fl = 0;
        loop {
            if self.eat_kw(b"inbounds") {
                fl |= flags::INBOUNDS | flags::NUSW;
            } else if self.eat_kw(b"nusw") {
                fl |= flags::NUSW;
            } else if self.eat_kw(b"nuw") {
                fl |= flags::GEP_NUW;
            } else {
                break;
            }
        }

        let st = self.parse_type(false)?;
        self.expect(Tok::Comma, "expected comma after getelementptr's type")?;
        let bl = self.loc();
        let (bt, base) = self.parse_typed_value()?;
        if !self.is_ptr_or_ptr_vec(bt) {
            return Err(self.err_at(bl, "base of getelementptr must be a pointer"));
        }
        let mut idx = std::mem::take(&mut self.scratch_idx);
        idx.clear();
        let mut ops = Vec::new();
        // Each index is checked as it is read, at its place (LLVM's order).
        let mut width = self.vec_info(bt);
        while self.eat_field_comma() {
            let il = self.loc();
            let (t, v) = self.parse_typed_value()?;
            if !self.is_int_or_int_vec(t) {
                return Err(self.err_at(il, "getelementptr index must be an integer"));
            }
            if let Some(w) = self.vec_info(t) {
                if width.is_some_and(|b| b != w) {
                    return Err(self.err_at(
                        il,
                        "getelementptr vector index has a wrong number of elements",
                    ));
                }
                width = Some(w);
            }
            idx.push((
                t,
                if let Operand::Const(c) = v {
                    Some(c)
                } else {
                    None
                },
            ));
            ops.push(v);
        }
        // Both at the base pointer, and only with indices, as LLVM's (an
        // unsized type without indices is the verifier's "GEP into unsized
        // type!").
        if !idx.is_empty() && !self.is_sized(st) {
            return Err(self.err_at(bl, "base element of getelementptr must be sized"));
        }
        if self.m.types.struct_elems(st).is_some()
            && self.any_scalable_type()
            && self.contains_scalable_vector(st)
        {
            return Err(self.err_at(
                bl,
                "getelementptr cannot target structure that contains scalable vector type",
            ));
        }
        let rt = self
            .gep_result(st, bt, &idx)
            .map_err(|m| self.err_at(bl, m))?;
        self.scratch_idx = idx;
        Ok((
            InstKind::Gep {
                source_ty: st,
                flags: fl,
                base,
                indices: ops,
            },
            rt,
        ))
    }

    /// The calls LLVM's upgrade stops at with a fatal error: old masked
    /// load/store/gather/scatter calls whose alignment argument is not a
    /// constant power of two (zero allowed for gather and scatter), old
    /// `vector.splice` calls whose offset is no constant.
    fn check_upgrade_errors(&self, callee: Option<Operand>, args: &[Operand]) -> PResult<()> {
        let Some(Operand::Const(c)) = callee else {
            return Ok(());
        };
        let ConstKind::Global(g) = self.m.consts.get(c).kind else {
            return Ok(());
        };
        let Some(slot) = self.gslots.get(g.index()) else {
            return Ok(());
        };
        let name = slot.display.as_bytes();
        let name = name.strip_prefix(b"@").unwrap_or(name);
        if let Some(e) = llconv_ir::autoupgrade::masked_alignment_error(&self.m.consts, name, args)
            .or_else(|| llconv_ir::autoupgrade::splice_offset_error(&self.m.consts, name, args))
        {
            // LLVM stops with a fatal error, which names no place.
            return Err(crate::ParseError::unlocated(e));
        }
        Ok(())
    }

    /// Whether any type interned so far is a scalable vector (else no
    /// type can contain one); looks at each type once.
    pub(crate) fn any_scalable_type(&mut self) -> bool {
        let (mut seen, mut any) = self.scalable_scan;
        while !any && seen < self.m.types.len() {
            any = matches!(
                self.m.types.get(TypeId::from_index(seen)),
                Type::Vector { scalable: true, .. }
            );
            seen += 1;
        }
        self.scalable_scan = (seen, any);
        any
    }

    /// Whether a struct holds a scalable vector, directly or in a nested
    /// struct; each type is looked at once, without recursion.
    /// LLVM's `isScalableTy`: a scalable vector, or a struct or array
    /// holding one.
    pub(crate) fn contains_scalable_vector(&self, t: TypeId) -> bool {
        let types = &self.m.types;
        let mut seen = hash::FastSet::default();
        let mut stack = vec![t];
        while let Some(t) = stack.pop() {
            if !seen.insert(t) {
                continue;
            }
            match types.get(t) {
                Type::Vector { scalable, .. } if *scalable => return true,
                Type::Array { elem, .. } => stack.push(*elem),
                _ => stack.extend(types.struct_elems(t).unwrap_or(&[])),
            }
        }
        false
    }

    /// `call`, `invoke` and `callbr`.
    fn parse_call_like(
        &mut self,
        op: &[u8],
        tail: TailKind,
    ) -> PResult<(InstKind, TypeId, CallAttrs)> {
        let call_loc = self.loc();
        let fm = if op == b"call" { self.parse_fmf() } else { 0 };
        let cc = self.parse_opt_cc()?;
        // Attribute sets are interned as they are read: return, then each
        // argument's (from one reused buffer), then the function's.
        let mut attr_buf = std::mem::take(&mut self.scratch_attr_buf);
        attr_buf.clear();
        self.parse_param_attrs_into(false, &mut attr_buf)?;
        let ret_set = self.intern_attr_slice(&attr_buf);
        let explicit_as = self.parse_opt_addrspace()?;
        let as_ = explicit_as.unwrap_or(self.program_as);
        let rl = self.loc();
        let rt = self.parse_type(true)?;
        let cl = self.loc();
        // The callee: inline asm or a pointer value.
        let mut asm = None;
        if self.eat_kw(b"asm") {
            let side_effect = self.eat_kw(b"sideeffect");
            let align_stack = self.eat_kw(b"alignstack");
            let intel_dialect = self.eat_kw(b"inteldialect");
            let can_throw = self.eat_kw(b"unwind");
            let s = self.parse_str("expected string constant")?;
            self.expect(Tok::Comma, "expected comma in inline asm expression")?;
            let c = self.parse_str("expected constraint string")?;
            asm = Some((
                s.to_vec(),
                c.to_vec(),
                side_effect,
                align_stack,
                intel_dialect,
                can_throw,
            ));
        }
        let callee_ptr = self.m.types.ptr(as_);
        let callee = if asm.is_none() {
            Some(self.parse_value(callee_ptr)?)
        } else {
            None
        };
        // Arguments.
        self.expect(Tok::LParen, "expected '(' in call")?;
        let mut args = Vec::new();
        // Reused buffers (taken, so a nested use gets fresh ones).
        let mut arg_tys = std::mem::take(&mut self.scratch_tys);
        arg_tys.clear();
        let mut arg_sets = std::mem::take(&mut self.scratch_attr_sets);
        arg_sets.clear();
        let mut saw_ellipsis = false;
        // Where each argument starts: LLVM reports a wrong one there.
        let mut arg_locs = std::mem::take(&mut self.scratch_locs);
        arg_locs.clear();
        if self.tok.kind != Tok::RParen {
            loop {
                if self.tok.kind == Tok::DotDotDot {
                    let vararg = self.f.as_ref().is_some_and(|f| f.vararg);
                    if tail != TailKind::MustTail {
                        return Err(
                            self.err("unexpected ellipsis in argument list for non-musttail call")
                        );
                    }
                    if !vararg {
                        return Err(self.err("unexpected ellipsis in argument list for musttail call in non-varargs function"));
                    }
                    self.bump();
                    saw_ellipsis = true;
                    break;
                }
                let tl = self.loc();
                let t = self.parse_type(false)?;
                // Labels and named structs without a body are LLVM 22's
                // non-argument types (metadata and tokens are arguments).
                let opaque_struct = self.is_opaque_struct(t);
                if t == self.t_label || opaque_struct || !self.is_first_class(t) {
                    return Err(self.err_at(tl, "invalid type for function argument"));
                }
                attr_buf.clear();
                self.parse_param_attrs_into(true, &mut attr_buf)?;
                arg_sets.push(self.intern_attr_slice(&attr_buf));
                let v = if t == self.t_md {
                    let v = self.parse_metadata_operand()?;
                    self.md_call_args |= matches!(v, Operand::Metadata(_));
                    v
                } else {
                    self.parse_value(t)?
                };
                args.push(v);
                arg_tys.push(t);
                arg_locs.push(tl);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        if tail == TailKind::MustTail && self.f.as_ref().is_some_and(|f| f.vararg) && !saw_ellipsis
        {
            return Err(self
                .err("expected '...' at end of argument list for musttail call in varargs function")
                .or_kind(ParseErrorKind::Syntax));
        }
        self.expect(Tok::RParen, "expected ')' in call")?;
        let fal = self.loc();
        let (fn_attrs, groups) = self.parse_fn_attrs(false, AttrPosition::Function, false)?;
        let _ = fal;
        let bundles = self.parse_bundles()?;
        // The function type.
        let fn_ty = match self.m.types.get(rt) {
            &Type::Function {
                ref params, vararg, ..
            } => {
                // Argument by argument, then the missing ones, as LLVM.
                for (i, &a) in arg_tys.iter().enumerate() {
                    match params.get(i) {
                        None if !vararg => {
                            return Err(self.err_at(arg_locs[i], "too many arguments specified"))
                        }
                        Some(&p) if p != a => {
                            return Err(self.err_at(
                                arg_locs[i],
                                format!("argument is not of expected type '{}'", self.type_name(p)),
                            ))
                        }
                        _ => {}
                    }
                }
                if args.len() < params.len() {
                    return Err(self.err_at(call_loc, "not enough parameters specified for call"));
                }
                rt
            }
            _ => {
                if !self.is_valid_return_type(rt) {
                    return Err(self.err_at(rl, "Invalid result type for LLVM function"));
                }
                self.m.types.intern(Type::Function {
                    ret: rt,
                    params: arg_tys.clone(),
                    vararg: false,
                })
            }
        };
        self.scratch_tys = arg_tys;
        self.scratch_locs = arg_locs;
        let ret_ty = match self.m.types.get(fn_ty) {
            Type::Function { ret, .. } => *ret,
            _ => self.t_void,
        };
        if op == b"call" {
            self.check_dbg_intrinsic_call(callee, call_loc)?;
            self.check_upgrade_errors(callee, &args)?;
        }
        let callee = match (callee, asm) {
            (Some(c), _) => c,
            (None, Some((s, c, se, al, id, ct))) => {
                if let Some(e) = self.inline_asm_error(fn_ty, &c) {
                    return Err(self.err_at(cl, e));
                }
                Operand::InlineAsm(self.intern_asm(InlineAsm {
                    fn_ty,
                    asm: s.into(),
                    constraints: c.into(),
                    side_effect: se,
                    align_stack: al,
                    intel_dialect: id,
                    can_throw: ct,
                    as_written: None,
                }))
            }
            (None, None) => {
                return Err(self
                    .err_at(cl, "expected callee")
                    .or_kind(ParseErrorKind::Syntax))
            }
        };
        self.scratch_attr_buf = attr_buf;
        if fm != 0 && !self.m.types.supports_fast_math(ret_ty) {
            return Err(self.err_at(
                call_loc,
                "fast-math-flags specified for call without floating-point scalar or vector return type",
            ));
        }
        // Up to the last nonempty set (`AttrList::new` trims the rest).
        let used = arg_sets
            .iter()
            .rposition(|&s| s != llconv_ir::attributes::AttrSetId::EMPTY)
            .map_or(0, |i| i + 1);
        let psets = arg_sets[..used].to_vec();
        self.scratch_attr_sets = arg_sets;
        let fn_set = if groups.is_empty() {
            self.intern_attr_slice(&fn_attrs)
        } else {
            Default::default()
        };
        let call = Box::new(CallData {
            tail,
            cc,
            fmf: fm,
            attrs: AttrList::new(fn_set, ret_set, psets),
            fn_ty,
            callee,
            args,
            bundles,
            addrspace: explicit_as,
        });
        let pending = if groups.is_empty() {
            None
        } else {
            Some((fn_attrs, groups))
        };
        let kind = match op {
            b"invoke" => {
                self.expect_kw(b"to", "expected 'to' in invoke")?;
                let normal = self.parse_label()?;
                self.expect_kw(b"unwind", "expected 'unwind' in invoke")?;
                let unwind = self.parse_label()?;
                InstKind::Invoke {
                    call,
                    normal,
                    unwind,
                }
            }
            b"callbr" => {
                self.expect_kw(b"to", "expected 'to' in callbr")?;
                let default = self.parse_label()?;
                self.expect(Tok::LSquare, "expected '[' in callbr")?;
                let mut indirect = Vec::new();
                if self.tok.kind != Tok::RSquare {
                    loop {
                        indirect.push(self.parse_label()?);
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                }
                self.expect(Tok::RSquare, "expected ']' at end of block list")?;
                InstKind::CallBr {
                    call,
                    default,
                    indirect,
                }
            }
            _ => InstKind::Call(call),
        };
        Ok((kind, ret_ty, pending))
    }

    fn parse_bundles(&mut self) -> PResult<Vec<Bundle>> {
        let mut out = Vec::new();
        let loc = self.loc();
        if !self.eat(Tok::LSquare) {
            return Ok(out);
        }
        while self.tok.kind != Tok::RSquare {
            if !out.is_empty() {
                self.expect(Tok::Comma, "expected ',' in input list")?;
            }
            let tag = self.parse_str("expected string constant")?;
            self.expect(Tok::LParen, "expected '(' in operand bundle")?;
            let mut inputs = Vec::new();
            while self.tok.kind != Tok::RParen {
                if !inputs.is_empty() {
                    self.expect(Tok::Comma, "expected ',' in input list")?;
                }
                let (_, v) = self.parse_typed_value()?;
                inputs.push(v);
            }
            self.bump();
            out.push(Bundle {
                tag: tag.to_vec().into(),
                inputs,
            });
        }
        if out.is_empty() {
            return Err(self.err_at(loc, "operand bundle set must not be empty"));
        }
        self.bump();
        Ok(out)
    }
}

struct ParseErrorLike;

impl ParseErrorLike {
    fn no_fn(p: &Parser) -> crate::ParseError {
        p.err("instruction outside of a function")
    }
}
