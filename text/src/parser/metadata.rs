//! Metadata in its general form: strings, tuples, values as metadata,
//! numbered and named nodes, attachments, and metadata call arguments.
//! Specialized nodes (`!DILocation(...)`) are read past for now and stand
//! as empty distinct tuples.

use super::{PResult, Parser};
use crate::lexer::Tok;
use crate::ParseErrorKind;
use llconv_ir::*;

impl<'a> Parser<'a> {
    /// `!N` (after `!`): the node numbered N, reserved if not yet defined.
    pub(crate) fn md_by_num(&mut self, n: u32, loc: u32) -> MdId {
        if let Some(&id) = self.md_nums.get(&n) {
            return id;
        }
        let id = self.m.metadata.reserve();
        self.md_nums.insert(n, id);
        self.md_fwd.insert(n, loc);
        id
    }

    /// `!N = [distinct] !{...}` or a specialized node (the current token
    /// is `!`, [`Tok::MdRef`], or for `!N =` as printed [`Tok::MdDef`]).
    pub(crate) fn parse_standalone_md(&mut self) -> PResult<()> {
        let n = if let Tok::MdDef(n) = self.tok.kind {
            self.bump();
            n
        } else if let Tok::MdRef(n) = self.tok.kind {
            self.bump();
            self.expect(Tok::Equal, "expected '=' here")?;
            n
        } else {
            self.bump();
            if !matches!(self.tok.kind, Tok::Int(_)) {
                return Err(self
                    .err("expected metadata number")
                    .or_kind(ParseErrorKind::Syntax));
            }
            let n = self.parse_u32()?;
            self.expect(Tok::Equal, "expected '=' here")?;
            n
        };
        if self.tok.kind == Tok::Kw && self.text() == b"type" {
            return Err(self.err("unexpected type in metadata definition"));
        }
        let distinct = self.eat_kw(b"distinct");
        let md = match self.tok.kind {
            Tok::Exclaim => {
                self.bump();
                if self.tok.kind != Tok::LBrace {
                    return Err(self
                        .err("expected '{' here")
                        .or_kind(ParseErrorKind::Syntax));
                }
                self.parse_md_tuple_body(distinct)?
            }
            Tok::MetadataVar => self.parse_specialized_md(distinct)?,
            _ => return Err(self.err("unexpected type in metadata definition")),
        };
        if self.md_fwd.remove(&n).is_some() {
            let id = self.md_nums.get(&n).copied().unwrap_or_default();
            self.m.metadata.set(id, md);
        } else if self.md_nums.contains_key(&n) {
            // At the token after the node, as LLVM.
            return Err(self.err("Metadata id is already used"));
        } else {
            let id = self.m.metadata.add(md);
            self.md_nums.insert(n, id);
        }
        Ok(())
    }

    /// `!name = !{!0, ...}`.
    pub(crate) fn parse_named_md(&mut self) -> PResult<()> {
        let name = self.take_str();
        self.bump();
        self.expect(Tok::Equal, "expected '=' here")?;
        self.expect(Tok::Exclaim, "expected '!' here")?;
        self.expect(Tok::LBrace, "expected '{' here")?;
        let mut ops = Vec::new();
        if self.tok.kind != Tok::RBrace {
            loop {
                if self.tok.kind == Tok::MetadataVar && &self.lex.str[..] == b"DIExpression" {
                    // `!DIExpression()` is allowed here.
                    let md = self.parse_specialized_md(false)?;
                    ops.push(self.m.metadata.add(md));
                } else if matches!(self.tok.kind, Tok::MdRef(_)) {
                    ops.push(self.parse_md_ref()?);
                } else {
                    self.expect(Tok::Exclaim, "Expected '!' here")?;
                    let loc = self.loc();
                    if !matches!(self.tok.kind, Tok::Int(_)) {
                        return Err(self.err("expected integer").or_kind(ParseErrorKind::Syntax));
                    }
                    let n = self.parse_u32()?;
                    ops.push(self.md_by_num(n, loc));
                }
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RBrace, "expected end of metadata node")?;
        self.m.append_named_metadata(&name, ops);
        Ok(())
    }

    /// After `!`, at `{`: the tuple's operands.
    fn parse_md_tuple_body(&mut self, distinct: bool) -> PResult<Metadata> {
        self.enter()?;
        self.bump();
        let mut ops = Vec::new();
        if self.tok.kind != Tok::RBrace {
            loop {
                ops.push(self.parse_md_operand()?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RBrace, "expected end of metadata node")?;
        self.leave();
        Ok(Metadata::Tuple { distinct, ops })
    }

    /// A tuple operand: `null`, a node, a string, or `T C`.
    fn parse_md_operand(&mut self) -> PResult<Option<MdId>> {
        if self.eat_kw(b"null") {
            return Ok(None);
        }
        if matches!(
            self.tok.kind,
            Tok::Exclaim | Tok::MetadataVar | Tok::MdRef(_)
        ) {
            return self.parse_md_ref().map(Some);
        }
        let loc = self.loc();
        let t = self.parse_type_msg(false, "expected metadata operand")?;
        if t == self.t_md {
            return Err(self.err_at(loc, "invalid metadata-value-metadata roundtrip"));
        }
        if matches!(self.tok.kind, Tok::LocalVar | Tok::LocalId(_)) {
            return Err(self.err("invalid use of function-local name"));
        }
        let c = self.parse_const(t)?;
        Ok(Some(self.m.metadata.add(Metadata::Value(c))))
    }

    /// `!N` (one [`Tok::MdRef`] token or two), `!"str"`, `!{...}`,
    /// `distinct !{...}` or a specialized node.
    pub(crate) fn parse_md_ref(&mut self) -> PResult<MdId> {
        if let Tok::MdRef(n) = self.tok.kind {
            // The number's digits follow `!`.
            let loc = self.tok.start + 1;
            self.bump();
            return Ok(self.md_by_num(n, loc));
        }
        if self.tok.kind == Tok::MetadataVar {
            let md = self.parse_specialized_md(false)?;
            return Ok(self.m.metadata.add(md));
        }
        let distinct = self.eat_kw(b"distinct");
        if distinct && matches!(self.tok.kind, Tok::MdRef(_)) {
            return Err(self
                .err_at(self.tok.start + 1, "expected metadata node")
                .or_kind(ParseErrorKind::Syntax));
        }
        self.expect(Tok::Exclaim, "expected '!' here")?;
        let loc = self.loc();
        match self.tok.kind {
            Tok::Int(_) if !distinct => {
                let n = self.parse_u32()?;
                Ok(self.md_by_num(n, loc))
            }
            Tok::Str if !distinct => {
                let s = self.take_str();
                self.bump();
                Ok(self.m.metadata.string(&s))
            }
            Tok::LBrace => {
                let md = self.parse_md_tuple_body(distinct)?;
                Ok(self.m.metadata.add(md))
            }
            _ => Err(self
                .err("expected metadata node")
                .or_kind(ParseErrorKind::Syntax)),
        }
    }

    /// `!kind !node` on an instruction, function or global.
    pub(crate) fn parse_md_attachment(&mut self) -> PResult<(MdKindId, MdId)> {
        if let Tok::DbgAttachment(n) = self.tok.kind {
            // The number's digits follow `!dbg !`.
            let md = self.md_by_num(n, self.tok.start + 6);
            let kind = self.m.metadata.dbg_kind();
            self.bump();
            return Ok((kind, md));
        }
        if self.tok.kind != Tok::MetadataVar {
            return Err(self
                .err("expected metadata after comma")
                .or_kind(ParseErrorKind::Syntax));
        }
        let name = self.take_str();
        self.bump();
        self.finish_needs.tbaa |= &name[..] == b"tbaa";
        let kind = self.m.metadata.kind_id(&name);
        if self.tok.kind == Tok::Exclaim {
            // A string is not a node: llvm-as-22 wanted a node number
            // where the string starts.
            let mut next = self.tok.end as usize;
            while self.src.get(next).is_some_and(u8::is_ascii_whitespace) {
                next += 1;
            }
            if self.src.get(next) == Some(&b'"') {
                return Err(self
                    .err_at(next as u32, "expected integer")
                    .or_kind(ParseErrorKind::Syntax));
            }
        }
        let md = self.parse_md_ref()?;
        Ok((kind, md))
    }

    /// The value of a `metadata` argument.
    pub(crate) fn parse_metadata_operand(&mut self) -> PResult<Operand> {
        if self.tok.kind == Tok::MetadataVar && &self.lex.str[..] == b"DIArgList" {
            self.bump();
            self.expect(Tok::LParen, "expected '(' here")?;
            let mut args = Vec::new();
            if self.tok.kind != Tok::RParen {
                loop {
                    let (t, v) = self.parse_typed_value()?;
                    args.push((t, v));
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
            }
            self.expect(Tok::RParen, "expected ')' here")?;
            return Ok(self.add_local_md(LocalMetadata::ArgList(args)));
        }
        // Not `distinct`: an operand names a node or writes a uniqued one
        // (LLVM's "expected metadata operand").
        if matches!(
            self.tok.kind,
            Tok::Exclaim | Tok::MetadataVar | Tok::MdRef(_)
        ) {
            return Ok(Operand::Metadata(self.parse_md_ref()?));
        }
        let loc = self.loc();
        let t = self.parse_type_msg(false, "expected metadata operand")?;
        if t == self.t_md {
            return Err(self.err_at(loc, "invalid metadata-value-metadata roundtrip"));
        }
        if matches!(self.tok.kind, Tok::LocalVar | Tok::LocalId(_)) {
            let v = self.parse_value(t)?;
            return Ok(self.add_local_md(LocalMetadata::Value { ty: t, value: v }));
        }
        let c = self.parse_const(t)?;
        Ok(Operand::Metadata(self.m.metadata.add(Metadata::Value(c))))
    }

    fn add_local_md(&mut self, md: LocalMetadata) -> Operand {
        match self.f.as_mut() {
            Some(f) => Operand::LocalMetadata(f.body.local_md.push(md)),
            None => Operand::LocalMetadata(LocalMdId::from_u32(u32::MAX)),
        }
    }
}
