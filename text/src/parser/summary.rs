//! ThinLTO summary entries: `^N = module: (...)`, `gv: (...)`,
//! `typeid: (...)`, `typeidCompatibleVTable: (...)`, `flags: N`,
//! `blockcount: N`, parsed into `llconv_ir::summary`.
//!
//! References between entries (`^N`) may point forward. While parsing, every
//! value or type-id reference field holds an index into `SummaryState::refs`;
//! [`Parser::resolve_summary`] replaces each with the GUID it names once the
//! whole module is read. [`emulate_bitcode`] then gives the index (and the
//! module) the shape `llvm-as-22` writes and `llvm-dis-22` reads back.

use super::{PResult, Parser};
use crate::lexer::Tok;
use crate::ParseErrorKind;
use llconv_ir::summary::*;
use llconv_ir::{GlobalKind, Linkage, Module, Visibility};
use std::collections::HashMap;

#[derive(Clone, Copy)]
enum RefKind {
    Gv,
    TypeId,
}

/// One reference as written: a slot (`^N`) or a literal GUID.
struct RefSrc {
    slot: Option<u32>,
    guid: Guid,
    kind: RefKind,
    loc: u32,
}

/// A `gv:` entry as written.
struct RawValue {
    slot: u32,
    name: Option<Box<[u8]>>,
    guid: Guid,
    summaries: Vec<GlobalValueSummary>,
    /// Where the entry was written.
    loc: u32,
}

#[derive(Default)]
pub(crate) struct SummaryState {
    /// Whether any summary entry was seen.
    seen: bool,
    index: SummaryIndex,
    module_slots: HashMap<u32, u32>,
    /// `typeid` and `typeidCompatibleVTable` slots: the type id's name.
    typeid_slots: HashMap<u32, Box<[u8]>>,
    values: Vec<RawValue>,
    refs: Vec<RefSrc>,
    /// Where each value's first `gv:` entry was written, for errors found
    /// once the index is whole.
    pub(crate) value_locs: HashMap<Guid, u32>,
}

/// Every value or type-id reference field of an index.
fn for_each_ref(ix: &mut SummaryIndex, f: &mut impl FnMut(&mut Guid)) {
    for v in &mut ix.values {
        for s in &mut v.summaries {
            visit_summary(s, f);
        }
    }
    for t in &mut ix.vtable_type_ids {
        for (_, g) in &mut t.vtables {
            f(g);
        }
    }
}

fn visit_summary(s: &mut GlobalValueSummary, f: &mut impl FnMut(&mut Guid)) {
    match &mut s.kind {
        SummaryKind::Function(fs) => {
            for c in &mut fs.calls {
                f(&mut c.callee);
            }
            let t = &mut fs.type_id_info;
            for g in &mut t.type_tests {
                f(g);
            }
            for v in t
                .type_test_assume_vcalls
                .iter_mut()
                .chain(t.type_checked_load_vcalls.iter_mut())
            {
                f(&mut v.guid);
            }
            for v in t
                .type_test_assume_const_vcalls
                .iter_mut()
                .chain(t.type_checked_load_const_vcalls.iter_mut())
            {
                f(&mut v.vfunc.guid);
            }
            for p in &mut fs.params {
                for c in &mut p.calls {
                    f(&mut c.callee);
                }
            }
            for c in &mut fs.callsites {
                if let Some(g) = &mut c.callee {
                    f(g);
                }
            }
        }
        SummaryKind::Variable(v) => {
            for vf in &mut v.vtable_funcs {
                f(&mut vf.func);
            }
        }
        SummaryKind::Alias(a) => {
            if let Some(g) = a {
                f(g);
            }
        }
    }
    for r in &mut s.refs {
        f(&mut r.guid);
    }
}

fn kw_index<T: Copy>(all: &[T], name: fn(T) -> &'static str, s: &[u8]) -> Option<T> {
    all.iter().copied().find(|&k| name(k).as_bytes() == s)
}

impl<'a> Parser<'a> {
    /// `^N = kind: ...`, the current token being `^N`.
    pub(super) fn parse_summary_entry(&mut self) -> PResult<()> {
        let Tok::SummaryId(slot) = self.tok.kind else {
            return Err(self
                .err("expected summary id")
                .or_kind(ParseErrorKind::Syntax));
        };
        self.bump();
        self.expect(Tok::Equal, "expected '=' here")?;
        self.sum.seen = true;
        let kind = self.summary_field_name();
        let Some(kind) = kind else {
            return Err(self.err("unexpected summary kind"));
        };
        match &kind[..] {
            b"module" => self.parse_module_entry(slot),
            b"gv" => self.parse_gv_entry(slot),
            b"typeid" => self.parse_typeid_entry(slot),
            b"typeidCompatibleVTable" => self.parse_vtable_typeid_entry(slot),
            b"flags" => {
                let loc = self.loc();
                let v = self.parse_u64()?;
                if v > 0x7ff {
                    return Err(self.err_at(loc, "unexpected summary flags"));
                }
                self.sum.index.flags = v;
                Ok(())
            }
            b"blockcount" => {
                self.sum.index.block_count = self.parse_u64()?;
                Ok(())
            }
            _ => Err(self.err("unexpected summary kind")),
        }
    }

    /// A `name:` (one label token, or a word and a `:`): the name, the
    /// colon eaten. `None` (nothing eaten) otherwise.
    fn summary_field_name(&mut self) -> Option<Vec<u8>> {
        match self.tok.kind {
            Tok::LabelStr => {
                let s = self.take_str().into_owned();
                self.bump();
                Some(s)
            }
            Tok::Kw => {
                let s = self.text().to_vec();
                // A word followed by ':' (summary fields may be spaced).
                let save_tok = self.tok;
                let rest = &self.src[save_tok.end as usize..];
                let skip = rest
                    .iter()
                    .take_while(|c| matches!(c, b' ' | b'\t'))
                    .count();
                if rest.get(skip) == Some(&b':') {
                    self.bump();
                    self.bump();
                    Some(s)
                } else {
                    None
                }
            }
            _ => None,
        }
    }

    /// Expects the field `name:`.
    fn sfield(&mut self, name: &str) -> PResult<()> {
        let loc = self.loc();
        match self.summary_field_name() {
            Some(n) if n == name.as_bytes() => Ok(()),
            _ => Err(self
                .err_at(loc, format!("expected '{name}' here"))
                .or_kind(ParseErrorKind::Syntax)),
        }
    }

    fn lparen(&mut self) -> PResult<()> {
        self.expect(Tok::LParen, "expected '(' here")
    }

    fn rparen(&mut self) -> PResult<()> {
        self.expect(Tok::RParen, "expected ')' here")
    }

    /// `(item, item, ...)`, possibly empty.
    fn paren_list(&mut self, mut item: impl FnMut(&mut Self) -> PResult<()>) -> PResult<()> {
        self.lparen()?;
        if self.eat(Tok::RParen) {
            return Ok(());
        }
        self.enter()?;
        loop {
            item(self)?;
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.leave();
        self.rparen()
    }

    fn flag_value(&mut self) -> PResult<bool> {
        Ok(self.parse_u32()? & 1 != 0)
    }

    fn summary_i64(&mut self) -> PResult<i64> {
        if !matches!(self.tok.kind, Tok::Int(_)) {
            return Err(self.err("expected integer").or_kind(ParseErrorKind::Syntax));
        }
        let t = self.text();
        let v = if let Some(d) = t.strip_prefix(b"-") {
            crate::lexer::parse_u64(d).and_then(|u| {
                if u <= 1 << 63 {
                    Some((u as i64).wrapping_neg())
                } else {
                    None
                }
            })
        } else {
            crate::lexer::parse_u64(t).and_then(|u| i64::try_from(u).ok())
        };
        let v = v.ok_or_else(|| self.err("expected integer").or_kind(ParseErrorKind::Syntax))?;
        self.bump();
        Ok(v)
    }

    fn summary_slot(&mut self) -> PResult<u32> {
        match self.tok.kind {
            Tok::SummaryId(n) => {
                self.bump();
                Ok(n)
            }
            _ => Err(self
                .err("expected summary id")
                .or_kind(ParseErrorKind::Syntax)),
        }
    }

    /// A reference `^N`, recorded for resolution.
    fn summary_ref(&mut self, kind: RefKind) -> PResult<Guid> {
        let loc = self.loc();
        let slot = self.summary_slot()?;
        Ok(self.push_ref(Some(slot), 0, kind, loc))
    }

    fn push_ref(&mut self, slot: Option<u32>, guid: Guid, kind: RefKind, loc: u32) -> Guid {
        self.sum.refs.push(RefSrc {
            slot,
            guid,
            kind,
            loc,
        });
        self.sum.refs.len() as u64 - 1
    }

    fn parse_module_entry(&mut self, slot: u32) -> PResult<()> {
        self.lparen()?;
        self.sfield("path")?;
        let path = self.parse_str("expected string")?.into_owned();
        self.expect(Tok::Comma, "expected ',' here")?;
        self.sfield("hash")?;
        self.lparen()?;
        let mut hash = [0u32; 5];
        for (i, h) in hash.iter_mut().enumerate() {
            if i > 0 {
                self.expect(Tok::Comma, "expected ',' here")?;
            }
            *h = self.parse_u32()?;
        }
        self.rparen()?;
        self.rparen()?;
        let ix = &mut self.sum.index;
        let i = match ix.modules.iter().position(|m| *m.path == *path) {
            Some(i) => {
                ix.modules[i].hash = hash;
                i
            }
            None => {
                ix.modules.push(ModulePath {
                    path: path.into(),
                    hash,
                });
                ix.modules.len() - 1
            }
        };
        self.sum.module_slots.insert(slot, i as u32);
        Ok(())
    }

    fn parse_gv_entry(&mut self, slot: u32) -> PResult<()> {
        self.lparen()?;
        let loc = self.loc();
        let (name, guid) = match self.summary_field_name().as_deref() {
            Some(b"name") => {
                let n = self.parse_str("expected string")?.into_owned();
                (Some(n.into_boxed_slice()), 0)
            }
            Some(b"guid") => (None, self.parse_u64()?),
            _ => {
                return Err(self
                    .err_at(loc, "expected name or guid tag")
                    .or_kind(ParseErrorKind::Syntax))
            }
        };
        let mut summaries = Vec::new();
        // LLVM names an undefined global where it adds the entry to the
        // index: at its first summary, or at the entry without one.
        let mut index_loc = loc;
        if self.eat(Tok::Comma) {
            self.sfield("summaries")?;
            self.paren_list(|p| {
                if summaries.is_empty() {
                    index_loc = p.loc();
                }
                let s = p.parse_gv_summary()?;
                summaries.push(s);
                Ok(())
            })?;
        }
        self.rparen()?;
        if let Some(n) = &name {
            self.summary_gv_refs.push((n.to_vec(), index_loc));
        }
        self.sum.values.push(RawValue {
            slot,
            name,
            guid,
            summaries,
            loc: index_loc,
        });
        Ok(())
    }

    fn parse_gv_summary(&mut self) -> PResult<GlobalValueSummary> {
        let loc = self.loc();
        let kind = self.summary_field_name();
        let which = match kind.as_deref() {
            Some(b"function") => 0,
            Some(b"variable") => 1,
            Some(b"alias") => 2,
            _ => {
                return Err(self
                    .err_at(loc, "expected summary type")
                    .or_kind(ParseErrorKind::Syntax))
            }
        };
        self.lparen()?;
        self.sfield("module")?;
        let mloc = self.loc();
        let mslot = self.summary_slot()?;
        let module = *self
            .sum
            .module_slots
            .get(&mslot)
            .ok_or_else(|| self.err_at(mloc, "invalid module id"))?;
        self.expect(Tok::Comma, "expected ',' here")?;
        let flags = self.parse_gv_flags()?;
        let mut s = GlobalValueSummary {
            module,
            flags,
            kind: SummaryKind::Alias(None),
            refs: Vec::new(),
        };
        match which {
            0 => {
                self.expect(Tok::Comma, "expected ',' here")?;
                self.sfield("insts")?;
                let mut fs = FunctionSummary {
                    insts: self.parse_u32()? as u64,
                    ..Default::default()
                };
                while self.eat(Tok::Comma) {
                    let floc = self.loc();
                    match self.summary_field_name().as_deref() {
                        Some(b"funcFlags") => fs.fflags = self.parse_func_flags()?,
                        Some(b"calls") => self.parse_calls(&mut fs.calls)?,
                        Some(b"typeIdInfo") => self.parse_type_id_info(&mut fs.type_id_info)?,
                        Some(b"refs") => self.parse_refs(&mut s.refs)?,
                        Some(b"params") => self.parse_params(&mut fs.params)?,
                        Some(b"allocs") => self.parse_allocs(&mut fs.allocs)?,
                        Some(b"callsites") => self.parse_callsites(&mut fs.callsites)?,
                        _ => {
                            return Err(self
                                .err_at(floc, "expected optional function summary field")
                                .or_kind(ParseErrorKind::Syntax))
                        }
                    }
                }
                s.kind = SummaryKind::Function(Box::new(fs));
            }
            1 => {
                self.expect(Tok::Comma, "expected ',' here")?;
                let mut vs = VarSummary::default();
                self.sfield("varFlags")?;
                vs.flags = self.parse_var_flags()?;
                while self.eat(Tok::Comma) {
                    let floc = self.loc();
                    match self.summary_field_name().as_deref() {
                        Some(b"vTableFuncs") => {
                            let mut list = Vec::new();
                            self.paren_list(|p| {
                                p.lparen()?;
                                p.sfield("virtFunc")?;
                                let func = p.summary_ref(RefKind::Gv)?;
                                p.expect(Tok::Comma, "expected ',' here")?;
                                p.sfield("offset")?;
                                let offset = p.parse_u64()?;
                                p.rparen()?;
                                list.push(VirtFunc { func, offset });
                                Ok(())
                            })?;
                            vs.vtable_funcs = list;
                        }
                        Some(b"refs") => self.parse_refs(&mut s.refs)?,
                        _ => {
                            return Err(self
                                .err_at(floc, "expected optional variable summary field")
                                .or_kind(ParseErrorKind::Syntax))
                        }
                    }
                }
                s.kind = SummaryKind::Variable(vs);
            }
            _ => {
                self.expect(Tok::Comma, "expected ',' here")?;
                self.sfield("aliasee")?;
                let aliasee = if self.eat_kw(b"null") {
                    None
                } else {
                    Some(self.summary_ref(RefKind::Gv)?)
                };
                s.kind = SummaryKind::Alias(aliasee);
            }
        }
        self.rparen()?;
        Ok(s)
    }

    fn parse_gv_flags(&mut self) -> PResult<GvFlags> {
        self.sfield("flags")?;
        self.lparen()?;
        let mut f = GvFlags::default();
        loop {
            let loc = self.loc();
            match self.summary_field_name().as_deref() {
                Some(b"linkage") => {
                    f.linkage = Linkage::from_keyword(self.kw()).ok_or_else(|| {
                        self.err("expected linkage type")
                            .or_kind(ParseErrorKind::Syntax)
                    })?;
                    self.bump();
                }
                Some(b"visibility") => {
                    f.visibility = match self.kw() {
                        b"default" => Visibility::Default,
                        b"hidden" => Visibility::Hidden,
                        b"protected" => Visibility::Protected,
                        _ => {
                            return Err(self
                                .err("expected visibility")
                                .or_kind(ParseErrorKind::Syntax))
                        }
                    };
                    self.bump();
                }
                Some(b"notEligibleToImport") => f.not_eligible_to_import = self.flag_value()?,
                Some(b"live") => f.live = self.flag_value()?,
                Some(b"dsoLocal") => f.dso_local = self.flag_value()?,
                Some(b"canAutoHide") => f.can_auto_hide = self.flag_value()?,
                Some(b"importType") => {
                    f.import_declaration = match self.kw() {
                        b"definition" => false,
                        b"declaration" => true,
                        _ => return Err(self.err("unexpected import kind")),
                    };
                    self.bump();
                }
                _ => {
                    return Err(self
                        .err_at(loc, "expected gv flag type")
                        .or_kind(ParseErrorKind::Syntax))
                }
            }
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.rparen()?;
        Ok(f)
    }

    fn parse_var_flags(&mut self) -> PResult<VarFlags> {
        self.lparen()?;
        let mut f = VarFlags::default();
        loop {
            let loc = self.loc();
            match self.summary_field_name().as_deref() {
                Some(b"readonly") => f.read_only = self.flag_value()?,
                Some(b"writeonly") => f.write_only = self.flag_value()?,
                Some(b"constant") => f.constant = self.flag_value()?,
                Some(b"vcall_visibility") => f.vcall_visibility = self.parse_u32()?,
                _ => {
                    return Err(self
                        .err_at(loc, "expected gvar flag type")
                        .or_kind(ParseErrorKind::Syntax))
                }
            }
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.rparen()?;
        Ok(f)
    }

    fn parse_func_flags(&mut self) -> PResult<FuncFlags> {
        self.lparen()?;
        let mut f = FuncFlags::default();
        loop {
            let loc = self.loc();
            let name = self.summary_field_name();
            let i = name
                .as_deref()
                .and_then(|n| FuncFlags::NAMES.iter().position(|x| x.as_bytes() == n))
                .ok_or_else(|| {
                    self.err_at(loc, "expected function flag type")
                        .or_kind(ParseErrorKind::Syntax)
                })?;
            let v = self.flag_value()?;
            f.set(i, v);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.rparen()?;
        Ok(f)
    }

    fn parse_calls(&mut self, calls: &mut Vec<CallEdge>) -> PResult<()> {
        self.paren_list(|p| {
            p.lparen()?;
            p.sfield("callee")?;
            let callee = p.summary_ref(RefKind::Gv)?;
            let mut c = CallEdge {
                callee,
                hotness: Hotness::Unknown,
                rel_bf: 0,
                tail: false,
            };
            while p.eat(Tok::Comma) {
                let loc = p.loc();
                match p.summary_field_name().as_deref() {
                    Some(b"hotness") => {
                        c.hotness = kw_index(&Hotness::ALL, Hotness::name, p.kw())
                            .ok_or_else(|| p.err("invalid call edge hotness"))?;
                        p.bump();
                    }
                    Some(b"relbf") => c.rel_bf = p.parse_u32()? as u64,
                    Some(b"tail") => c.tail = p.flag_value()?,
                    _ => {
                        return Err(p
                            .err_at(loc, "expected hotness, relbf, or tail")
                            .or_kind(ParseErrorKind::Syntax))
                    }
                }
            }
            p.rparen()?;
            calls.push(c);
            Ok(())
        })
    }

    fn parse_refs(&mut self, refs: &mut Vec<ValueRef>) -> PResult<()> {
        let mut list = Vec::new();
        self.paren_list(|p| {
            let access = if p.eat_kw(b"readonly") {
                RefAccess::ReadOnly
            } else if p.eat_kw(b"writeonly") {
                RefAccess::WriteOnly
            } else {
                RefAccess::Plain
            };
            let guid = p.summary_ref(RefKind::Gv)?;
            list.push(ValueRef { guid, access });
            Ok(())
        })?;
        // Plain, then readonly, then writeonly (`specialRefCounts`).
        list.sort_by_key(|r| r.access);
        *refs = list;
        Ok(())
    }

    fn parse_vfunc_id(&mut self) -> PResult<VFuncId> {
        self.sfield("vFuncId")?;
        self.lparen()?;
        let loc = self.loc();
        let guid = if matches!(self.tok.kind, Tok::SummaryId(_)) {
            self.summary_ref(RefKind::TypeId)?
        } else {
            self.sfield("guid")?;
            let g = self.parse_u64()?;
            self.push_ref(None, g, RefKind::TypeId, loc)
        };
        self.expect(Tok::Comma, "expected ',' here")?;
        self.sfield("offset")?;
        let offset = self.parse_u64()?;
        self.rparen()?;
        Ok(VFuncId { guid, offset })
    }

    fn parse_args(&mut self) -> PResult<Vec<u64>> {
        self.sfield("args")?;
        let mut args = Vec::new();
        self.paren_list(|p| {
            args.push(p.parse_u64()?);
            Ok(())
        })?;
        Ok(args)
    }

    fn parse_const_vcalls(&mut self, out: &mut Vec<ConstVCall>) -> PResult<()> {
        self.paren_list(|p| {
            p.lparen()?;
            let vfunc = p.parse_vfunc_id()?;
            let mut args = Vec::new();
            if p.eat(Tok::Comma) {
                args = p.parse_args()?;
            }
            p.rparen()?;
            out.push(ConstVCall { vfunc, args });
            Ok(())
        })
    }

    fn parse_type_id_info(&mut self, t: &mut TypeIdInfo) -> PResult<()> {
        self.lparen()?;
        loop {
            let loc = self.loc();
            match self.summary_field_name().as_deref() {
                Some(b"typeTests") => {
                    let mut list = Vec::new();
                    self.paren_list(|p| {
                        let loc = p.loc();
                        let g = if matches!(p.tok.kind, Tok::SummaryId(_)) {
                            p.summary_ref(RefKind::TypeId)?
                        } else {
                            let g = p.parse_u64()?;
                            p.push_ref(None, g, RefKind::TypeId, loc)
                        };
                        list.push(g);
                        Ok(())
                    })?;
                    t.type_tests = list;
                }
                Some(b"typeTestAssumeVCalls") => {
                    let mut list = Vec::new();
                    self.paren_list(|p| {
                        list.push(p.parse_vfunc_id()?);
                        Ok(())
                    })?;
                    t.type_test_assume_vcalls = list;
                }
                Some(b"typeCheckedLoadVCalls") => {
                    let mut list = Vec::new();
                    self.paren_list(|p| {
                        list.push(p.parse_vfunc_id()?);
                        Ok(())
                    })?;
                    t.type_checked_load_vcalls = list;
                }
                Some(b"typeTestAssumeConstVCalls") => {
                    let mut list = Vec::new();
                    self.parse_const_vcalls(&mut list)?;
                    t.type_test_assume_const_vcalls = list;
                }
                Some(b"typeCheckedLoadConstVCalls") => {
                    let mut list = Vec::new();
                    self.parse_const_vcalls(&mut list)?;
                    t.type_checked_load_const_vcalls = list;
                }
                _ => return Err(self.err_at(loc, "invalid typeIdInfo list type")),
            }
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.rparen()
    }

    fn parse_offset_range(&mut self) -> PResult<OffsetRange> {
        self.sfield("offset")?;
        self.expect(Tok::LSquare, "expected '[' here")?;
        let min = self.summary_i64()?;
        self.expect(Tok::Comma, "expected ',' here")?;
        let max = self.summary_i64()?;
        self.expect(Tok::RSquare, "expected ']' here")?;
        Ok(OffsetRange { min, max })
    }

    fn parse_params(&mut self, out: &mut Vec<ParamAccess>) -> PResult<()> {
        self.paren_list(|p| {
            p.lparen()?;
            p.sfield("param")?;
            let param = p.parse_u64()?;
            p.expect(Tok::Comma, "expected ',' here")?;
            let offset = p.parse_offset_range()?;
            let mut calls = Vec::new();
            if p.eat(Tok::Comma) {
                p.sfield("calls")?;
                p.paren_list(|p| {
                    p.lparen()?;
                    p.sfield("callee")?;
                    let callee = p.summary_ref(RefKind::Gv)?;
                    p.expect(Tok::Comma, "expected ',' here")?;
                    p.sfield("param")?;
                    let param = p.parse_u64()?;
                    p.expect(Tok::Comma, "expected ',' here")?;
                    let offset = p.parse_offset_range()?;
                    p.rparen()?;
                    calls.push(ParamAccessCall {
                        callee,
                        param,
                        offset,
                    });
                    Ok(())
                })?;
            }
            p.rparen()?;
            out.push(ParamAccess {
                param,
                offset,
                calls,
            });
            Ok(())
        })
    }

    fn alloc_type(&mut self) -> PResult<AllocType> {
        let t = kw_index(&AllocType::ALL, AllocType::name, self.kw())
            .ok_or_else(|| self.err("invalid alloc type"))?;
        self.bump();
        Ok(t)
    }

    fn u64_list(&mut self) -> PResult<Vec<u64>> {
        let mut v = Vec::new();
        self.paren_list(|p| {
            v.push(p.parse_u64()?);
            Ok(())
        })?;
        Ok(v)
    }

    fn parse_allocs(&mut self, out: &mut Vec<AllocInfo>) -> PResult<()> {
        self.paren_list(|p| {
            p.lparen()?;
            p.sfield("versions")?;
            let mut versions = Vec::new();
            p.paren_list(|p| {
                versions.push(p.alloc_type()?);
                Ok(())
            })?;
            p.expect(Tok::Comma, "expected ',' here")?;
            p.sfield("memProf")?;
            let mut mibs = Vec::new();
            p.paren_list(|p| {
                p.lparen()?;
                p.sfield("type")?;
                let alloc_type = p.alloc_type()?;
                p.expect(Tok::Comma, "expected ',' here")?;
                p.sfield("stackIds")?;
                let stack_ids = p.u64_list()?;
                p.rparen()?;
                mibs.push(Mib {
                    alloc_type,
                    stack_ids,
                });
                Ok(())
            })?;
            p.rparen()?;
            out.push(AllocInfo { versions, mibs });
            Ok(())
        })
    }

    fn parse_callsites(&mut self, out: &mut Vec<CallsiteInfo>) -> PResult<()> {
        self.paren_list(|p| {
            p.lparen()?;
            p.sfield("callee")?;
            let callee = if p.eat_kw(b"null") {
                None
            } else {
                Some(p.summary_ref(RefKind::Gv)?)
            };
            p.expect(Tok::Comma, "expected ',' here")?;
            p.sfield("clones")?;
            let clones = p.u64_list()?;
            p.expect(Tok::Comma, "expected ',' here")?;
            p.sfield("stackIds")?;
            let stack_ids = p.u64_list()?;
            p.rparen()?;
            out.push(CallsiteInfo {
                callee,
                clones,
                stack_ids,
            });
            Ok(())
        })
    }

    fn parse_typeid_entry(&mut self, slot: u32) -> PResult<()> {
        self.lparen()?;
        self.sfield("name")?;
        let name: Box<[u8]> = self.parse_str("expected string")?.into_owned().into();
        self.expect(Tok::Comma, "expected ',' here")?;
        self.sfield("summary")?;
        self.lparen()?;
        self.sfield("typeTestRes")?;
        self.lparen()?;
        self.sfield("kind")?;
        let mut sum = TypeIdSummary::default();
        sum.ttres.kind = kw_index(&TypeTestResKind::ALL, TypeTestResKind::name, self.kw())
            .ok_or_else(|| self.err("unexpected TypeTestResolution kind"))?;
        self.bump();
        self.expect(Tok::Comma, "expected ',' here")?;
        self.sfield("sizeM1BitWidth")?;
        sum.ttres.size_m1_bit_width = self.parse_u32()?;
        while self.eat(Tok::Comma) {
            let loc = self.loc();
            match self.summary_field_name().as_deref() {
                Some(b"alignLog2") => sum.ttres.align_log2 = self.parse_u64()?,
                Some(b"sizeM1") => sum.ttres.size_m1 = self.parse_u64()?,
                Some(b"bitMask") => {
                    let l = self.loc();
                    let v = self.parse_u32()?;
                    sum.ttres.bit_mask = u8::try_from(v).map_err(|_| {
                        self.err_at(l, "expected uint8")
                            .or_kind(ParseErrorKind::Syntax)
                    })?;
                }
                Some(b"inlineBits") => sum.ttres.inline_bits = self.parse_u64()?,
                _ => {
                    return Err(self
                        .err_at(loc, "expected optional TypeTestResolution field")
                        .or_kind(ParseErrorKind::Syntax))
                }
            }
        }
        self.rparen()?;
        if self.eat(Tok::Comma) {
            self.sfield("wpdResolutions")?;
            let mut list: Vec<(u64, WpdResolution)> = Vec::new();
            self.paren_list(|p| {
                p.lparen()?;
                p.sfield("offset")?;
                let off = p.parse_u64()?;
                p.expect(Tok::Comma, "expected ',' here")?;
                let r = p.parse_wpd_res()?;
                p.rparen()?;
                list.retain(|(o, _)| *o != off);
                list.push((off, r));
                Ok(())
            })?;
            list.sort_by_key(|(o, _)| *o);
            sum.wpd_resolutions = list;
        }
        self.rparen()?;
        self.rparen()?;
        let ix = &mut self.sum.index;
        match ix.type_ids.iter_mut().find(|t| t.name == name) {
            Some(t) => t.summary = sum,
            None => ix.type_ids.push(TypeIdEntry {
                name: name.clone(),
                summary: sum,
            }),
        }
        self.sum.typeid_slots.insert(slot, name);
        Ok(())
    }

    fn parse_wpd_res(&mut self) -> PResult<WpdResolution> {
        self.sfield("wpdRes")?;
        self.lparen()?;
        self.sfield("kind")?;
        let mut r = WpdResolution {
            kind: kw_index(&WpdResKind::ALL, WpdResKind::name, self.kw())
                .ok_or_else(|| self.err("unexpected WholeProgramDevirtResolution kind"))?,
            ..Default::default()
        };
        self.bump();
        while self.eat(Tok::Comma) {
            let loc = self.loc();
            match self.summary_field_name().as_deref() {
                Some(b"singleImplName") => {
                    r.single_impl_name = self.parse_str("expected string")?.into_owned().into()
                }
                Some(b"resByArg") => {
                    let mut list: Vec<(Vec<u64>, ByArg)> = Vec::new();
                    self.lparen()?;
                    loop {
                        let args = self.parse_args()?;
                        self.expect(Tok::Comma, "expected ',' here")?;
                        self.sfield("byArg")?;
                        self.lparen()?;
                        self.sfield("kind")?;
                        let mut b = ByArg {
                            kind: kw_index(&ByArgKind::ALL, ByArgKind::name, self.kw())
                                .ok_or_else(|| {
                                    self.err("unexpected WholeProgramDevirtResolution::ByArg kind")
                                })?,
                            ..Default::default()
                        };
                        self.bump();
                        while self.eat(Tok::Comma) {
                            let loc = self.loc();
                            match self.summary_field_name().as_deref() {
                                Some(b"info") => b.info = self.parse_u64()?,
                                Some(b"byte") => b.byte = self.parse_u32()?,
                                Some(b"bit") => b.bit = self.parse_u32()?,
                                _ => {
                                    return Err(self
                                        .err_at(loc, "expected optional whole program devirt field")
                                        .or_kind(ParseErrorKind::Syntax))
                                }
                            }
                        }
                        self.rparen()?;
                        list.retain(|(a, _)| *a != args);
                        list.push((args, b));
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                    self.rparen()?;
                    list.sort_by(|a, b| a.0.cmp(&b.0));
                    r.res_by_arg = list;
                }
                _ => {
                    return Err(self
                        .err_at(loc, "expected optional WholeProgramDevirtResolution field")
                        .or_kind(ParseErrorKind::Syntax))
                }
            }
        }
        self.rparen()?;
        Ok(r)
    }

    fn parse_vtable_typeid_entry(&mut self, slot: u32) -> PResult<()> {
        self.lparen()?;
        self.sfield("name")?;
        let name: Box<[u8]> = self.parse_str("expected string")?.into_owned().into();
        self.expect(Tok::Comma, "expected ',' here")?;
        self.sfield("summary")?;
        let mut vtables = Vec::new();
        self.paren_list(|p| {
            p.lparen()?;
            p.sfield("offset")?;
            let off = p.parse_u64()?;
            p.expect(Tok::Comma, "expected ',' here")?;
            let g = p.summary_ref(RefKind::Gv)?;
            p.rparen()?;
            vtables.push((off, g));
            Ok(())
        })?;
        self.rparen()?;
        let ix = &mut self.sum.index;
        match ix.vtable_type_ids.iter_mut().find(|t| t.name == name) {
            Some(t) => t.vtables.extend(vtables),
            None => ix.vtable_type_ids.push(VTableTypeIdEntry {
                name: name.clone(),
                vtables,
            }),
        }
        self.sum.typeid_slots.insert(slot, name);
        Ok(())
    }

    /// Resolves `^N` references to GUIDs and stores the index in the module.
    pub(super) fn resolve_summary(&mut self) -> PResult<()> {
        if !self.sum.seen {
            return Ok(());
        }
        let mut st = std::mem::take(&mut self.sum);
        let source = self.m.source_filename.clone();
        // GUIDs of `gv:` entries: named ones as the module's global of
        // that name (its linkage decides local identifiers).
        let mut gv_slots: HashMap<u32, Guid> = HashMap::new();
        let mut values: Vec<ValueEntry> = Vec::new();
        let mut value_locs = HashMap::new();
        for rv in std::mem::take(&mut st.values) {
            let guid = match &rv.name {
                Some(n) => {
                    let linkage = self
                        .gslots
                        .iter()
                        .filter_map(|s| s.global.as_deref())
                        .find(|g| g.common.name.as_deref() == Some(&n[..]))
                        .map_or(Linkage::External, |g| g.common.linkage);
                    guid(&global_identifier(n, linkage, &source))
                }
                None => rv.guid,
            };
            gv_slots.insert(rv.slot, guid);
            value_locs.entry(guid).or_insert(rv.loc);
            match values.iter_mut().find(|v| v.guid == guid) {
                Some(v) => {
                    v.summaries.extend(rv.summaries);
                    if v.name.is_none() {
                        v.name = rv.name;
                    }
                }
                None => values.push(ValueEntry {
                    guid,
                    name: rv.name,
                    summaries: rv.summaries,
                }),
            }
        }
        st.index.values = values;
        let mut resolved = Vec::with_capacity(st.refs.len());
        for r in &st.refs {
            let g = match (r.slot, r.kind) {
                (None, _) => r.guid,
                (Some(n), RefKind::Gv) => match gv_slots.get(&n) {
                    Some(&g) => g,
                    None => {
                        return Err(self
                            .err_at(r.loc, format!("use of undefined summary '^{n}'"))
                            .or_kind(ParseErrorKind::Undefined))
                    }
                },
                (Some(n), RefKind::TypeId) => match st.typeid_slots.get(&n) {
                    Some(name) => guid(name),
                    None => {
                        return Err(self
                            .err_at(r.loc, format!("use of undefined summary '^{n}'"))
                            .or_kind(ParseErrorKind::Undefined))
                    }
                },
            };
            resolved.push(g);
        }
        for_each_ref(&mut st.index, &mut |g| {
            *g = resolved.get(*g as usize).copied().unwrap_or(0)
        });
        self.m.summary = Some(st.index);
        self.sum.value_locs = value_locs;
        Ok(())
    }
}

/// Gives the module and its index the shape they have after `llvm-as-22`
/// writes them and `llvm-dis-22` reads them back:
/// - no value entries and no flags: no index is written;
/// - a module without functions or global variables: only a combined index
///   is written, the module itself is lost;
/// - otherwise the module with a per-module index, whose values are the
///   module's globals (GUIDs from their names, linkage and source file).
///
/// Refuses, naming the value, a per-module index that LLVM's writer cannot
/// write (a summary of another kind than its global: `llvm-as-22`
/// crashes) or writes unreadably (an alias whose aliasee object has no
/// summary: "Alias expects aliasee summary to be parsed" on reading).
pub(crate) fn emulate_bitcode(m: &mut Module) -> Result<(), (Guid, String)> {
    let Some(ix) = m.summary.take() else {
        return Ok(());
    };
    if !ix.is_worth_writing() {
        return Ok(());
    }
    let has_body = m
        .globals
        .values()
        .any(|g| matches!(g.kind, GlobalKind::Func(_) | GlobalKind::Var(_)));
    // A module read back from bitcode is named after the bitcode file, which
    // a text-to-text conversion does not have: the text's name stands in.
    let bc = m.id.to_vec();
    if !has_body {
        let mut out = Module::new(&bc);
        out.summary = Some(combined(ix));
        *m = out;
    } else {
        let pm = per_module(m, ix, &bc)?;
        m.summary = Some(pm);
    }
    Ok(())
}

/// What the combined-index writer keeps, as read back.
fn combined(mut ix: SummaryIndex) -> SummaryIndex {
    let has_summary: std::collections::HashSet<Guid> = ix
        .values
        .iter()
        .filter(|v| !v.summaries.is_empty())
        .map(|v| v.guid)
        .collect();
    ix.values.retain(|v| !v.summaries.is_empty());
    let mut referenced_typeids = std::collections::HashSet::new();
    for v in &mut ix.values {
        v.name = None;
        for s in &mut v.summaries {
            s.refs.retain(|r| has_summary.contains(&r.guid));
            match &mut s.kind {
                SummaryKind::Function(fs) => {
                    fs.calls.retain(|c| has_summary.contains(&c.callee));
                    for c in &mut fs.calls {
                        c.rel_bf = 0;
                    }
                    // The combined index carries no MIB stack contexts.
                    for a in &mut fs.allocs {
                        for mib in &mut a.mibs {
                            mib.stack_ids.clear();
                        }
                    }
                    let t = &fs.type_id_info;
                    referenced_typeids.extend(t.type_tests.iter().copied());
                    referenced_typeids.extend(
                        t.type_test_assume_vcalls
                            .iter()
                            .chain(&t.type_checked_load_vcalls)
                            .map(|v| v.guid),
                    );
                    referenced_typeids.extend(
                        t.type_test_assume_const_vcalls
                            .iter()
                            .chain(&t.type_checked_load_const_vcalls)
                            .map(|v| v.vfunc.guid),
                    );
                }
                SummaryKind::Variable(vs) => vs.vtable_funcs.clear(),
                SummaryKind::Alias(a) => {
                    if a.is_some_and(|g| !has_summary.contains(&g)) {
                        *a = None;
                    }
                }
            }
        }
    }
    ix.type_ids
        .retain(|t| referenced_typeids.contains(&guid(&t.name)));
    ix
}

/// The per-module index as read back from the module's bitcode: each
/// global's first summary, an alias's aliasee the object its IR names (as
/// LLVM's writer takes it).
fn per_module(m: &Module, ix: SummaryIndex, bc: &[u8]) -> Result<SummaryIndex, (Guid, String)> {
    let mut out = SummaryIndex {
        modules: vec![ModulePath {
            path: bc.into(),
            hash: [0; 5],
        }],
        flags: ix.flags,
        block_count: ix.block_count,
        ..Default::default()
    };
    let guid_of = |g: &llconv_ir::module::Global| {
        let name = g.common.name.as_deref()?;
        Some(guid(&global_identifier(
            name,
            g.common.linkage,
            &m.source_filename,
        )))
    };
    // LLVM's index has no entry for an ifunc.
    for g in m
        .globals
        .values()
        .filter(|g| !matches!(g.kind, GlobalKind::IFunc(_)))
    {
        let (Some(name), Some(id)) = (g.common.name.as_deref(), guid_of(g)) else {
            continue;
        };
        let mut entry = ValueEntry {
            guid: id,
            name: Some(name.into()),
            summaries: Vec::new(),
        };
        if let Some(v) = ix.value(id) {
            if let Some(s) = v.summaries.first() {
                let mut s = s.clone();
                s.module = 0;
                if let SummaryKind::Function(fs) = &mut s.kind {
                    for c in &mut fs.calls {
                        c.rel_bf = 0;
                        c.hotness = Hotness::Unknown;
                    }
                }
                let global_kind = match &g.kind {
                    GlobalKind::Func(_) => "a function",
                    GlobalKind::Var(_) => "a variable",
                    GlobalKind::Alias(_) => "an alias",
                    GlobalKind::IFunc(_) => "an ifunc",
                };
                let summary_kind = match &s.kind {
                    SummaryKind::Function(_) => "a function's",
                    SummaryKind::Variable(_) => "a variable's",
                    SummaryKind::Alias(_) => "an alias's",
                };
                let same_kind = matches!(
                    (&g.kind, &s.kind),
                    (GlobalKind::Func(_), SummaryKind::Function(_))
                        | (GlobalKind::Var(_), SummaryKind::Variable(_))
                        | (GlobalKind::Alias(_), SummaryKind::Alias(_))
                );
                if !same_kind {
                    return Err((
                        id,
                        format!(
                            "@{} has a summary of another kind: it is {global_kind}, its summary {summary_kind}",
                            String::from_utf8_lossy(name),
                        ),
                    ));
                }
                if let (SummaryKind::Alias(aliasee), GlobalKind::Alias(a)) = (&mut s.kind, &g.kind)
                {
                    // LLVM writes no summary for an alias of an ifunc or
                    // of a nameless object.
                    let object = m
                        .aliasee_object(a.aliasee)
                        .map(|o| &m.globals[o])
                        .filter(|o| !matches!(o.kind, GlobalKind::IFunc(_)));
                    *aliasee = object.and_then(guid_of);
                }
                if !matches!(s.kind, SummaryKind::Alias(None)) {
                    entry.summaries.push(s);
                }
            }
        }
        if out.values.iter().all(|v| v.guid != id) {
            out.values.push(entry);
        }
    }
    out.vtable_type_ids = ix.vtable_type_ids;
    // Aliases are written after the functions and variables they name, and
    // read only if the aliasee's summary was. (A set: one scan per alias
    // would be quadratic in the index.)
    let objects: std::collections::HashSet<Guid> = out
        .values
        .iter()
        .filter(|e| {
            e.summaries
                .iter()
                .any(|t| !matches!(t.kind, SummaryKind::Alias(_)))
        })
        .map(|e| e.guid)
        .collect();
    for v in &out.values {
        for s in &v.summaries {
            let SummaryKind::Alias(aliasee) = s.kind else {
                continue;
            };
            let summarised = aliasee.is_some_and(|a| objects.contains(&a));
            if !summarised {
                let name = v
                    .name
                    .as_deref()
                    .map(String::from_utf8_lossy)
                    .unwrap_or_default();
                return Err((
                    v.guid,
                    format!("the alias @{name} has a summary, but the object it aliases has none"),
                ));
            }
        }
    }
    Ok(out)
}
