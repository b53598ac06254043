//! Types: primitives, pointers (typed-pointer syntax read as `ptr`),
//! vectors, arrays, structs, function types, named and numbered types.

use super::{PResult, Parser};
use crate::lexer::Tok;
use crate::ParseErrorKind;
use llconv_ir::types::{all_of, AllOf};
use llconv_ir::{Type, TypeId};

impl<'a> Parser<'a> {
    /// Parses a type; `void` only if `allow_void`.
    pub(crate) fn parse_type_msg(&mut self, allow_void: bool, msg: &str) -> PResult<TypeId> {
        // Most types are `ptr` or an `iN` seen before, with no suffix
        // (`*`, `addrspace`, a parameter list) after them: those without
        // the general path's keyword matching.
        let common = match self.tok.kind {
            Tok::IntType(n) => self.int_cache.get(n as usize).copied().flatten(),
            Tok::Kw if self.text() == b"ptr" => Some(self.t_ptr),
            _ => None,
        };
        if let Some(t) = common {
            let suffix = self.lex.peek_kind();
            if suffix.is_some_and(|k| !matches!(k, Tok::Star | Tok::LParen | Tok::Kw)) {
                self.bump();
                return Ok(t);
            }
        }
        let loc = self.loc();
        self.enter()?;
        let r = self.parse_type_inner(msg);
        self.leave();
        let t = r?;
        if !allow_void && t == self.t_void {
            return Err(self.err_at(loc, "void type only allowed for function results"));
        }
        Ok(t)
    }

    pub(crate) fn parse_type(&mut self, allow_void: bool) -> PResult<TypeId> {
        self.parse_type_msg(allow_void, "expected type")
    }

    fn parse_type_inner(&mut self, msg: &str) -> PResult<TypeId> {
        let loc = self.loc();
        let mut t = match self.tok.kind {
            Tok::IntType(n) => {
                self.bump();
                match self.int_cache.get(n as usize).copied() {
                    Some(Some(t)) => t,
                    Some(None) => {
                        let t = self.m.types.int(n);
                        self.int_cache[n as usize] = Some(t);
                        t
                    }
                    None => self.m.types.int(n),
                }
            }
            Tok::Kw => {
                let w = self.text();
                let prim = match w {
                    b"void" => Some((0, Type::Void)),
                    b"half" => Some((1, Type::Half)),
                    b"bfloat" => Some((2, Type::BFloat)),
                    b"float" => Some((3, Type::Float)),
                    b"double" => Some((4, Type::Double)),
                    b"x86_fp80" => Some((5, Type::X86Fp80)),
                    b"fp128" => Some((6, Type::Fp128)),
                    b"ppc_fp128" => Some((7, Type::PpcFp128)),
                    b"label" => Some((8, Type::Label)),
                    b"metadata" => Some((9, Type::Metadata)),
                    b"x86_amx" => Some((10, Type::X86Amx)),
                    b"token" => Some((11, Type::Token)),
                    _ => None,
                };
                if let Some((i, p)) = prim {
                    self.bump();
                    match self.prim_cache[i] {
                        Some(t) => t,
                        None => {
                            let t = self.m.types.intern(p);
                            self.prim_cache[i] = Some(t);
                            t
                        }
                    }
                } else if w == b"ptr" {
                    self.bump();
                    let a = self.parse_opt_addrspace()?;
                    let t = match a {
                        None | Some(0) => self.t_ptr,
                        Some(a) => self.m.types.ptr(a),
                    };
                    if self.tok.kind == Tok::Star {
                        return Err(self.err("ptr* is invalid - use ptr instead"));
                    }
                    // Only a function type may follow `ptr` (LLVM leaves any
                    // other suffix, e.g. a second `addrspace`, to the caller).
                    if self.tok.kind != Tok::LParen {
                        return Ok(t);
                    }
                    t
                } else if w == b"target" {
                    self.bump();
                    self.parse_target_ext()?
                } else {
                    return Err(self.err_expected(msg));
                }
            }
            Tok::LBrace => self.parse_anon_struct(false)?,
            Tok::LSquare => {
                self.bump();
                self.parse_array_vector(false)?
            }
            Tok::Less => {
                self.bump();
                if self.tok.kind == Tok::LBrace {
                    let t = self.parse_anon_struct(true)?;
                    self.expect(Tok::Greater, "expected '>' at end of packed struct")?;
                    t
                } else {
                    self.parse_array_vector(true)?
                }
            }
            Tok::LocalVar => {
                let name = self.take_str();
                self.bump();
                match self.tnames.get(&name[..]) {
                    Some(&(t, _)) => t,
                    None => {
                        let t = self.m.types.new_named_struct(Some(name.to_vec().into()));
                        self.tnames.insert(name, (t, Some(loc)));
                        t
                    }
                }
            }
            Tok::LocalId(n) => {
                self.bump();
                match self.tnums.get(&n) {
                    Some(&(t, _)) => t,
                    None => {
                        let t = self.m.types.new_named_struct(None);
                        self.tnums.insert(n, (t, Some(loc)));
                        t
                    }
                }
            }
            _ => return Err(self.err_expected(msg)),
        };
        // Suffixes: typed-pointer stars, `addrspace(N)*`, function types.
        loop {
            match self.tok.kind {
                Tok::Star => {
                    if t == self.t_void {
                        return Err(self.err("pointers to void are invalid - use i8* instead"));
                    }
                    if t == self.t_label {
                        return Err(self.err("basic block pointers are invalid"));
                    }
                    self.bump();
                    t = self.t_ptr;
                }
                Tok::Kw if self.text() == b"addrspace" => {
                    if t == self.t_void {
                        return Err(self.err("pointers to void are invalid; use i8* instead"));
                    }
                    let a = self.parse_opt_addrspace()?.unwrap_or(0);
                    self.expect(Tok::Star, "expected '*' in address space")?;
                    t = self.m.types.ptr(a);
                }
                Tok::LParen => {
                    t = self.parse_function_type(t, loc)?;
                }
                _ => return Ok(t),
            }
        }
    }

    /// `target("name", types..., ints...)`.
    fn parse_target_ext(&mut self) -> PResult<TypeId> {
        self.expect(Tok::LParen, "expected '(' in target extension type")?;
        let name = self.parse_str("expected string constant")?;
        let mut types = Vec::new();
        let mut ints = Vec::new();
        while self.eat(Tok::Comma) {
            if matches!(self.tok.kind, Tok::Int(_)) {
                ints.push(self.parse_u32()?);
            } else {
                if !ints.is_empty() {
                    return Err(self
                        .err("expected uint32 param")
                        .or_kind(ParseErrorKind::Syntax));
                }
                types.push(self.parse_type(true)?);
            }
        }
        self.expect(Tok::RParen, "expected ')' in target extension type")?;
        // LLVM's `TargetExtType::checkParams`, reported after the type.
        let shape = match &name[..] {
            b"aarch64.svcount" => Some(((0, 0), "should have no parameters")),
            b"riscv.vector.tuple" => Some((
                (1, 1),
                "should have one type parameter and one integer parameter",
            )),
            b"amdgcn.named.barrier" => Some((
                (0, 1),
                "should have no type parameters and one integer parameter",
            )),
            _ => None,
        };
        if let Some((_, words)) = shape.filter(|(c, _)| *c != (types.len(), ints.len())) {
            return Err(self.err(format!(
                "target extension type {} {words}",
                String::from_utf8_lossy(&name)
            )));
        }
        Ok(self.m.types.intern(Type::TargetExt {
            name: name.to_vec().into(),
            types,
            ints,
        }))
    }

    /// After `(`: parameter types of a function type whose result is `ret`.
    fn parse_function_type(&mut self, ret: TypeId, ret_loc: u32) -> PResult<TypeId> {
        if !self.is_valid_return_type(ret) {
            return Err(self.err_at(ret_loc, "invalid function return type"));
        }
        self.expect(Tok::LParen, "expected '('")?;
        let mut params = Vec::new();
        let mut vararg = false;
        // As LLVM's `parseArgumentList`: each argument's type checked as
        // read, names and attributes refused once the list is read, each
        // at the argument's type.
        let mut named_or_attributed: Option<(u32, &'static str)> = None;
        let mut next_arg = 0u32;
        if self.tok.kind != Tok::RParen {
            loop {
                if self.eat(Tok::DotDotDot) {
                    vararg = true;
                    break;
                }
                let loc = self.loc();
                let t = self.parse_type(false)?;
                let has_attrs = !self.parse_param_attrs(true)?.is_empty();
                // A name is refused below; a number is allowed, in order.
                let has_name = self.tok.kind == Tok::LocalVar;
                match self.tok.kind {
                    Tok::LocalVar => self.bump(),
                    Tok::LocalId(n) => {
                        self.take_arg_number(loc, n, &mut next_arg)?;
                        self.bump();
                    }
                    _ => next_arg += 1,
                }
                // Labels and named structs without a body are LLVM 22's
                // non-argument types.
                if t == self.t_label || self.is_opaque_struct(t) || !self.is_first_class(t) {
                    return Err(self.err_at(loc, "invalid type for function argument"));
                }
                if named_or_attributed.is_none() && (has_name || has_attrs) {
                    let what = if has_name {
                        "argument name invalid in function type"
                    } else {
                        "argument attributes invalid in function type"
                    };
                    named_or_attributed = Some((loc, what));
                }
                params.push(t);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RParen, "expected ')' at end of argument list")?;
        if let Some((loc, what)) = named_or_attributed {
            return Err(self.err_at(loc, what));
        }
        Ok(self.m.types.intern(Type::Function {
            ret,
            params,
            vararg,
        }))
    }

    /// `{ T, ... }` (current token is `{`).
    fn parse_anon_struct(&mut self, packed: bool) -> PResult<TypeId> {
        let elems = self.parse_struct_body()?;
        Ok(self.m.types.intern(Type::Struct { elems, packed }))
    }

    pub(crate) fn parse_struct_body(&mut self) -> PResult<Vec<TypeId>> {
        self.expect(Tok::LBrace, "expected '{'")?;
        let mut elems = Vec::new();
        if self.eat(Tok::RBrace) {
            return Ok(elems);
        }
        loop {
            let loc = self.loc();
            let t = self.parse_type(false)?;
            if !self.is_valid_element(t) {
                return Err(self.err_at(loc, "invalid element type for struct"));
            }
            elems.push(t);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RBrace, "expected '}' at end of struct")?;
        Ok(elems)
    }

    /// After `[` or `<`: `N x T]`, `N x T>`, `vscale x N x T>`.
    fn parse_array_vector(&mut self, vector: bool) -> PResult<TypeId> {
        let mut scalable = false;
        if vector && self.is_kw(b"vscale") {
            self.bump();
            if !self.is_kw(b"x") {
                return Err(self
                    .err("expected 'x' after vscale")
                    .or_kind(ParseErrorKind::Syntax));
            }
            self.bump();
            scalable = true;
        }
        let size_loc = self.loc();
        // An unsigned hexadecimal integer (`u0x10`) of at most 64 bits (16
        // digits) counts too.
        let hex = (self.tok.kind == Tok::HexInt)
            .then(|| self.text())
            .and_then(|t| t.strip_prefix(b"u0x"))
            .filter(|d| d.len() <= 16)
            .and_then(|d| u64::from_str_radix(std::str::from_utf8(d).ok()?, 16).ok());
        if !matches!(self.tok.kind, Tok::Int(_)) && hex.is_none() {
            return Err(self
                .err("expected number in address space")
                .or_kind(ParseErrorKind::Syntax));
        }
        // A negative count or one past 64 bits gets the same word in LLVM
        // (its message says "address space" here too).
        let n = match hex.or_else(|| crate::lexer::parse_u64(self.text())) {
            Some(n) => {
                self.bump();
                n
            }
            None => {
                return Err(self
                    .err("expected number in address space")
                    .or_kind(ParseErrorKind::Syntax))
            }
        };
        if !self.eat_kw(b"x") {
            return Err(self
                .err("expected 'x' after element count")
                .or_kind(ParseErrorKind::Syntax));
        }
        let eloc = self.loc();
        let elem = self.parse_type(false)?;
        if vector {
            self.expect(Tok::Greater, "expected end of sequential type")?;
            if n == 0 {
                return Err(self.err_at(size_loc, "zero element vector is illegal"));
            }
            let n =
                u32::try_from(n).map_err(|_| self.err_at(size_loc, "size too large for vector"))?;
            if !self.m.types.is_valid_vector_elem(elem) {
                return Err(self.err_at(eloc, "invalid vector element type"));
            }
            Ok(self.m.types.intern(Type::Vector {
                elem,
                len: n,
                scalable,
            }))
        } else {
            self.expect(Tok::RSquare, "expected end of sequential type")?;
            if !self.is_valid_element(elem) {
                return Err(self.err_at(eloc, "invalid array element type"));
            }
            Ok(self.m.types.intern(Type::Array { elem, len: n }))
        }
    }

    pub(crate) fn is_valid_element(&self, t: TypeId) -> bool {
        !matches!(
            self.m.types.get(t),
            Type::Void
                | Type::Label
                | Type::Metadata
                | Type::Function { .. }
                | Type::Token
                | Type::X86Amx
        )
    }

    pub(crate) fn is_valid_return_type(&self, t: TypeId) -> bool {
        !matches!(
            self.m.types.get(t),
            Type::Label | Type::Metadata | Type::Function { .. }
        )
    }

    /// First-class: may be an SSA value.
    pub(crate) fn is_first_class(&self, t: TypeId) -> bool {
        !matches!(self.m.types.get(t), Type::Void | Type::Function { .. })
    }

    /// Sized (for alloca, load, store, globals). Each type is looked at
    /// once per query, without recursion; only "sized" is kept between
    /// queries, as an opaque struct may get its body later.
    pub(crate) fn is_sized(&mut self, t: TypeId) -> bool {
        if self.sized_cache.contains(&t) {
            return true;
        }
        let mut memo = llconv_ir::hash::FastMap::default();
        let r = all_of(t, |t| self.sized_node(t), &mut memo);
        self.sized_cache
            .extend(memo.into_iter().filter_map(|(k, v)| v.then_some(k)));
        r
    }

    /// Whether `t` is sized outright, or the types it depends on.
    fn sized_node(&self, t: TypeId) -> AllOf<'_> {
        if self.sized_cache.contains(&t) {
            return AllOf::Leaf(true);
        }
        match self.m.types.get(t) {
            Type::Void | Type::Label | Type::Metadata | Type::Token | Type::Function { .. } => {
                AllOf::Leaf(false)
            }
            Type::Array { elem, .. } | Type::Vector { elem, .. } => {
                AllOf::Elems(std::slice::from_ref(elem))
            }
            Type::Struct { elems, .. } if self.scalable_ok(elems) => AllOf::Elems(elems),
            Type::Named(i) => match self.m.types.structs.get(*i).and_then(|s| s.body.as_ref()) {
                Some(b) if self.scalable_ok(&b.elems) => AllOf::Elems(&b.elems),
                _ => AllOf::Leaf(false),
            },
            Type::Struct { .. } => AllOf::Leaf(false),
            Type::TargetExt { name, types, ints } => AllOf::Leaf(
                llconv_ir::datalayout::target_ext_is_sized(&self.m.types, name, types, ints),
            ),
            _ => AllOf::Leaf(true),
        }
    }

    /// A struct holding scalable vectors is sized only if all its fields
    /// are the same scalable vector type.
    fn scalable_ok(&self, elems: &[TypeId]) -> bool {
        let scalable =
            |t: TypeId| matches!(self.m.types.get(t), Type::Vector { scalable: true, .. });
        !elems.iter().any(|&e| scalable(e)) || elems.iter().all(|&e| e == elems[0])
    }

    /// An identified struct without a body (not a first-class type to
    /// LLVM 22's parser, which refuses loads, `va_arg` and arguments of it).
    pub(crate) fn is_opaque_struct(&self, t: TypeId) -> bool {
        matches!(self.m.types.get(t), Type::Named(i) if self.m.types.structs.get(*i).is_some_and(|s| s.body.is_none()))
    }

    pub(crate) fn is_int_or_int_vec(&self, t: TypeId) -> bool {
        self.m.types.is_int(self.m.types.scalar(t))
    }

    pub(crate) fn is_fp_or_fp_vec(&self, t: TypeId) -> bool {
        self.m.types.is_float(self.m.types.scalar(t))
    }

    pub(crate) fn is_ptr_or_ptr_vec(&self, t: TypeId) -> bool {
        self.m.types.is_ptr(self.m.types.scalar(t))
    }

    /// Vector length and scalability, if a vector.
    pub(crate) fn vec_info(&self, t: TypeId) -> Option<(u32, bool)> {
        match self.m.types.get(t) {
            Type::Vector { len, scalable, .. } => Some((*len, *scalable)),
            _ => None,
        }
    }

    /// The type's text, for messages.
    pub(crate) fn type_name(&self, t: TypeId) -> String {
        let mut s = String::new();
        self.write_type(&mut s, t, 0);
        s
    }

    fn write_type(&self, s: &mut String, t: TypeId, depth: u32) {
        use std::fmt::Write;
        if depth > 20 {
            s.push_str("...");
            return;
        }
        match self.m.types.get(t) {
            Type::Void => s.push_str("void"),
            Type::Half => s.push_str("half"),
            Type::BFloat => s.push_str("bfloat"),
            Type::Float => s.push_str("float"),
            Type::Double => s.push_str("double"),
            Type::X86Fp80 => s.push_str("x86_fp80"),
            Type::Fp128 => s.push_str("fp128"),
            Type::PpcFp128 => s.push_str("ppc_fp128"),
            Type::X86Amx => s.push_str("x86_amx"),
            Type::Label => s.push_str("label"),
            Type::Metadata => s.push_str("metadata"),
            Type::Token => s.push_str("token"),
            Type::Int(n) => {
                let _ = write!(s, "i{n}");
            }
            Type::Ptr(a) => s.push_str(&super::ptr_name(*a)),
            Type::Vector {
                elem,
                len,
                scalable,
            } => {
                s.push('<');
                if *scalable {
                    s.push_str("vscale x ");
                }
                let _ = write!(s, "{len} x ");
                self.write_type(s, *elem, depth + 1);
                s.push('>');
            }
            Type::Array { elem, len } => {
                let _ = write!(s, "[{len} x ");
                self.write_type(s, *elem, depth + 1);
                s.push(']');
            }
            Type::Function {
                ret,
                params,
                vararg,
            } => {
                self.write_type(s, *ret, depth + 1);
                s.push_str(" (");
                for (i, p) in params.iter().enumerate() {
                    if i > 0 {
                        s.push_str(", ");
                    }
                    self.write_type(s, *p, depth + 1);
                }
                if *vararg {
                    s.push_str(if params.is_empty() { "..." } else { ", ..." });
                }
                s.push(')');
            }
            Type::Struct { elems, packed } => {
                if *packed {
                    s.push('<');
                }
                s.push('{');
                for (i, p) in elems.iter().enumerate() {
                    s.push_str(if i > 0 { ", " } else { " " });
                    self.write_type(s, *p, depth + 1);
                }
                s.push_str(if elems.is_empty() { "}" } else { " }" });
                if *packed {
                    s.push('>');
                }
            }
            Type::Named(i) => match self.m.types.structs.get(*i).and_then(|n| n.name.as_ref()) {
                Some(n) => {
                    let _ = write!(s, "%{}", String::from_utf8_lossy(n));
                }
                None => {
                    let _ = write!(s, "%{}", i.as_u32());
                }
            },
            Type::TargetExt { name, .. } => {
                let _ = write!(s, "target(\"{}\")", String::from_utf8_lossy(name));
            }
        }
    }
}
