//! Constants and constant expressions, and values in general (locals,
//! constants, metadata arguments).

use super::floats;
use super::{GKey, Local, PResult, Parser};
use crate::lexer::Tok;
use crate::ParseErrorKind;
use llconv_ir::*;

impl<'a> Parser<'a> {
    /// `T C`: a type and a constant of it.
    pub(crate) fn parse_typed_const(&mut self) -> PResult<(TypeId, ConstId)> {
        let t = self.parse_type(false)?;
        let c = self.parse_const(t)?;
        Ok((t, c))
    }

    pub(crate) fn const_ty(&self, c: ConstId) -> TypeId {
        self.m.consts.get(c).ty
    }

    pub(super) fn intern(&mut self, ty: TypeId, mut kind: ConstKind) -> ConstId {
        if let ConstKind::Expr(e) = &mut kind {
            if let Some(c) = llconv_ir::fold::fold(&mut self.m.consts, &mut self.m.types, ty, e) {
                return c;
            }
            llconv_ir::fold::canonicalize_expr(&mut self.m.consts, &mut self.m.types, ty, e);
        }
        self.m.consts.intern(&self.m.types, Const { ty, kind })
    }

    fn mismatch(&self, loc: u32, got: TypeId, want: TypeId) -> crate::ParseError {
        self.err_at(
            loc,
            format!(
                "constant expression type mismatch: got type '{}' but expected '{}'",
                self.type_name(got),
                self.type_name(want)
            ),
        )
        .or_kind(ParseErrorKind::Type)
    }

    /// A constant of type `ty`.
    pub(crate) fn parse_const(&mut self, ty: TypeId) -> PResult<ConstId> {
        self.enter()?;
        let r = self.parse_const_inner(ty);
        self.leave();
        r
    }

    fn parse_const_inner(&mut self, ty: TypeId) -> PResult<ConstId> {
        let loc = self.loc();
        match self.tok.kind {
            Tok::Int(_) | Tok::HexInt => {
                let Some(bits) = self.m.types.int_width(ty) else {
                    return Err(self.err("integer constant must have integer type"));
                };
                let small = match self.tok.kind {
                    Tok::Int(v) if v != crate::lexer::INT_TEXT && bits <= 64 => {
                        let v = u64::from(v);
                        Some((ty, if bits == 64 { v } else { v & ((1 << bits) - 1) }))
                    }
                    Tok::Int(_) if bits <= 64 => small_dec(self.text(), bits).map(|v| (ty, v)),
                    _ => None,
                };
                if let Some(key) = small {
                    if let Some(&c) = self.small_ints.get(&key) {
                        self.bump();
                        return Ok(c);
                    }
                    let v = apint_from_dec(self.text(), bits);
                    self.bump();
                    let c = self.intern(ty, ConstKind::Int(v));
                    self.small_ints.insert(key, c);
                    return Ok(c);
                }
                let v = if matches!(self.tok.kind, Tok::Int(_)) {
                    apint_from_dec(self.text(), bits)
                } else {
                    apint_from_hex(self.text(), bits)
                };
                self.bump();
                Ok(self.intern(ty, ConstKind::Int(v)))
            }
            Tok::Float | Tok::HexFloat(_) => {
                let bits = self.parse_float_bits(ty)?;
                Ok(self.intern(ty, ConstKind::Float(bits)))
            }
            Tok::GlobalVar | Tok::GlobalId(_) => {
                let Type::Ptr(a) = *self.m.types.get(ty) else {
                    return Err(self.err("global variable reference must have pointer type"));
                };
                let g = self.parse_global_ref(a)?;
                if let Some(&(t, c)) = self.global_consts.get(&g) {
                    if t == ty {
                        return Ok(c);
                    }
                }
                let c = self.intern(ty, ConstKind::Global(GlobalId::from_u32(g)));
                self.global_consts.insert(g, (ty, c));
                Ok(c)
            }
            Tok::LocalVar | Tok::LocalId(_) => Err(self.err("invalid use of function-local name")),
            Tok::LBrace => {
                self.bump();
                let elems = self.parse_const_list(Tok::RBrace)?;
                self.expect(Tok::RBrace, "expected '}' at end of struct constant")?;
                self.build_struct(ty, elems, false, loc)
            }
            Tok::LSquare => {
                self.bump();
                let elems = self.parse_const_list(Tok::RSquare)?;
                self.expect(Tok::RSquare, "expected end of array constant")?;
                if !matches!(self.m.types.get(ty), Type::Array { .. }) && elems.is_empty() {
                    return Err(self.err_at(
                        loc,
                        format!(
                            "type of array constant is not an array: '{}'",
                            self.type_name(ty)
                        ),
                    ));
                }
                // As LLVM: the elements make the array's type (all of the
                // first's, which is reported at the first element), which
                // must then be the one wanted.
                if let Some(&(first, first_loc, _)) = elems.first() {
                    if !self.is_first_class(first) {
                        return Err(self.err_at(
                            first_loc,
                            format!("invalid array element type: {}", self.type_name(first)),
                        ));
                    }
                    if let Some(i) = elems.iter().position(|e| e.0 != first) {
                        // (LLVM's message has no closing quote.)
                        return Err(self.err_at(
                            first_loc,
                            format!(
                                "array element #{i} is not of type '{}",
                                self.type_name(first)
                            ),
                        ));
                    }
                    let got = self.m.types.intern(Type::Array {
                        elem: first,
                        len: elems.len() as u64,
                    });
                    if got != ty {
                        return Err(self.mismatch(loc, got, ty));
                    }
                }
                if elems.is_empty() {
                    // LLVM 22 reads `[]` as poison.
                    return Ok(self.intern(ty, ConstKind::Poison));
                }
                let ids = elems.into_iter().map(|e| e.2).collect();
                Ok(self.intern(ty, ConstKind::Array(ids)))
            }
            Tok::Less => {
                self.bump();
                if self.tok.kind == Tok::LBrace {
                    self.bump();
                    let elems = self.parse_const_list(Tok::RBrace)?;
                    self.expect(Tok::RBrace, "expected '}' at end of packed struct")?;
                    self.expect(Tok::Greater, "expected '>' at end of packed struct")?;
                    return self.build_struct(ty, elems, true, loc);
                }
                let elems = self.parse_const_list(Tok::Greater)?;
                self.expect(Tok::Greater, "expected end of constant")?;
                let Some(&(first, first_loc, _)) = elems.first() else {
                    return Err(self.err_at(loc, "constant vector must not be empty"));
                };
                // As for arrays: the elements make the vector's type.
                let t = &self.m.types;
                if !t.is_int(first) && !t.is_float(first) && !t.is_ptr(first) {
                    return Err(self.err_at(
                        first_loc,
                        "vector elements must have integer, pointer or floating point type",
                    ));
                }
                if let Some(i) = elems.iter().position(|e| e.0 != first) {
                    return Err(self.err_at(
                        first_loc,
                        format!(
                            "vector element #{i} is not of type '{}",
                            self.type_name(first)
                        ),
                    ));
                }
                let got = self.m.types.intern(Type::Vector {
                    elem: first,
                    len: elems.len() as u32,
                    scalable: false,
                });
                if got != ty {
                    return Err(self.mismatch(loc, got, ty));
                }
                let ids = elems.into_iter().map(|e| e.2).collect();
                Ok(self.intern(ty, ConstKind::Vector(ids)))
            }
            Tok::Kw => self.parse_const_keyword(ty),
            _ => Err(self
                .err("expected value token")
                .or_kind(ParseErrorKind::Syntax)),
        }
    }

    /// `T C, T C, ...` up to (not eating) `close`; each with its location.
    fn parse_const_list(&mut self, close: Tok) -> PResult<Vec<(TypeId, u32, ConstId)>> {
        let mut v = Vec::new();
        if self.tok.kind == close {
            return Ok(v);
        }
        loop {
            let l = self.loc();
            let (t, c) = self.parse_typed_const()?;
            v.push((t, l, c));
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        Ok(v)
    }

    fn build_struct(
        &mut self,
        ty: TypeId,
        elems: Vec<(TypeId, u32, ConstId)>,
        packed: bool,
        loc: u32,
    ) -> PResult<ConstId> {
        let (fields, is_packed) = match self.m.types.get(ty) {
            Type::Struct { elems, packed } => (elems.clone(), *packed),
            Type::Named(i) => match self.m.types.structs.get(*i).and_then(|s| s.body.as_ref()) {
                Some(b) => (b.elems.clone(), b.packed),
                None => return Err(self.err_at(loc, "struct constant of opaque type")),
            },
            _ => {
                return Err(self
                    .err_at(
                        loc,
                        format!(
                            "constant expression type mismatch: struct constant for type '{}'",
                            self.type_name(ty)
                        ),
                    )
                    .or_kind(ParseErrorKind::Type));
            }
        };
        // LLVM checks the count before the packing, with these words.
        if fields.len() != elems.len() {
            return Err(self.err_at(loc, "initializer with struct type has wrong # elements"));
        }
        if is_packed != packed {
            return Err(self.err_at(loc, "packed'ness of initializer and type don't match"));
        }
        for (i, (&(t, _, _), &f)) in elems.iter().zip(fields.iter()).enumerate() {
            if t != f {
                return Err(self.err_at(
                    loc,
                    format!("element {i} of struct initializer doesn't match struct element type"),
                ));
            }
        }
        let ids = elems.into_iter().map(|e| e.2).collect();
        Ok(self.intern(ty, ConstKind::Struct(ids)))
    }

    /// A floating-point literal for `ty`, as raw bits.
    pub(crate) fn parse_float_bits(&mut self, ty: TypeId) -> PResult<u128> {
        let text = self.text();
        let t = self.m.types.get(ty).clone();
        let invalid = || "floating point constant invalid for type".to_string();
        if !self.m.types.is_float(ty) {
            return Err(self.err(invalid()));
        }
        let bits: u128 = match self.tok.kind {
            Tok::Float | Tok::HexFloat(0) => {
                let d = if self.tok.kind == Tok::Float {
                    floats::parse_decimal(text)
                        .ok_or_else(|| self.err("invalid floating point constant"))?
                } else {
                    floats::hex_int_to_val(text.get(2..).unwrap_or(&[]))
                };
                match t {
                    Type::Double => d as u128,
                    Type::Half | Type::BFloat | Type::Float => {
                        floats::narrow_double(d, &t).ok_or_else(|| self.err(invalid()))?
                    }
                    _ => {
                        return Err(self.err(format!(
                            "floating point constant does not have type '{}'",
                            self.type_name(ty)
                        )));
                    }
                }
            }
            Tok::HexFloat(k) => {
                let digits = text.get(3..).unwrap_or(&[]);
                // LLVM 22's lexer refuses a half or bfloat literal of more
                // than 16 bits.
                let significant = digits.iter().skip_while(|&&c| c == b'0').count();
                if matches!(k, b'H' | b'R') && significant > 4 {
                    let t = if k == b'H' { "half" } else { "bfloat" };
                    return Err(
                        self.err(format!("hexadecimal constant too large for {t} (16-bit)"))
                    );
                }
                let want = match k {
                    b'K' => Type::X86Fp80,
                    b'L' => Type::Fp128,
                    b'M' => Type::PpcFp128,
                    b'H' => Type::Half,
                    _ => Type::BFloat,
                };
                let bits = match k {
                    b'K' => floats::hex_fp80(digits).map(llconv_ir::constants::canonical_x87),
                    b'L' | b'M' => floats::hex_pair(digits),
                    _ => Some(floats::hex_int_to_val(digits) as u128),
                }
                .ok_or_else(|| self.err("constant bigger than 128 bits detected"))?;
                if want != t {
                    // A value of another format: refused as LLVM refuses
                    // it, for its value first.
                    let msg = if floats::hex_literal_valid_for(k, bits, &t) {
                        format!(
                            "floating point constant does not have type '{}'",
                            self.type_name(ty)
                        )
                    } else {
                        invalid()
                    };
                    return Err(self.err(msg));
                }
                bits
            }
            _ => {
                return Err(self
                    .err("expected floating point constant")
                    .or_kind(ParseErrorKind::Syntax))
            }
        };
        self.bump();
        Ok(bits)
    }

    /// `@name` / `@N` referenced as a pointer in `addrspace`.
    pub(crate) fn parse_global_ref(&mut self, addrspace: u32) -> PResult<u32> {
        let loc = self.loc();
        let key = match self.tok.kind {
            Tok::GlobalVar => GKey::Name(self.take_str()),
            Tok::GlobalId(n) => GKey::Num(n),
            _ => {
                return Err(self
                    .err("expected global value name")
                    .or_kind(ParseErrorKind::Syntax))
            }
        };
        self.bump();
        let g = self.global_ref(key, addrspace, loc);
        let actual = match self.global(g) {
            Some(gl) => gl.common.addrspace,
            None => self.gslots[g as usize].fwd_as,
        };
        if actual != addrspace {
            return Err(self
                .err_at(
                    loc,
                    format!(
                        "'{}' defined with type '{}' but expected '{}'",
                        self.gslots[g as usize].display,
                        super::ptr_name(actual),
                        super::ptr_name(addrspace)
                    ),
                )
                .or_kind(ParseErrorKind::Type));
        }
        Ok(g)
    }

    fn parse_const_keyword(&mut self, ty: TypeId) -> PResult<ConstId> {
        let loc = self.loc();
        let w = self.text();
        match w {
            b"true" | b"false" => {
                self.bump();
                if ty != self.t_i1 {
                    return Err(self.mismatch(loc, self.t_i1, ty));
                }
                Ok(self.intern(
                    ty,
                    ConstKind::Int(ApInt::from_u64(1, (w == b"true") as u64)),
                ))
            }
            b"null" => {
                self.bump();
                if !self.m.types.is_ptr(ty) {
                    return Err(self.err_at(loc, "null must be a pointer type"));
                }
                Ok(self.intern(ty, ConstKind::Null))
            }
            b"none" => {
                self.bump();
                if ty != self.t_token {
                    return Err(self.err_at(loc, "invalid type for none constant"));
                }
                Ok(self.intern(ty, ConstKind::None))
            }
            b"undef" | b"poison" => {
                self.bump();
                if matches!(
                    self.m.types.get(ty),
                    Type::Void | Type::Label | Type::Function { .. }
                ) || self.is_opaque_struct(ty)
                {
                    return Err(self.err_at(
                        loc,
                        format!("invalid type for {} constant", String::from_utf8_lossy(w)),
                    ));
                }
                let k = if w == b"undef" {
                    ConstKind::Undef
                } else {
                    ConstKind::Poison
                };
                Ok(self.intern(ty, k))
            }
            b"zeroinitializer" => {
                self.bump();
                // LLVM 22 reads a token's zero as `none`.
                if ty == self.t_token {
                    return Ok(self.intern(ty, ConstKind::None));
                }
                if matches!(
                    self.m.types.get(ty),
                    Type::Void | Type::Label | Type::Function { .. } | Type::Metadata
                ) || self.is_opaque_struct(ty)
                    || matches!(self.m.types.get(ty), Type::TargetExt { name, .. } if !target_has_zero_init(name))
                {
                    return Err(self.err_at(loc, "invalid type for null constant"));
                }
                let k = match self.m.types.get(ty) {
                    Type::Int(b) => ConstKind::Int(ApInt::from_u64(*b, 0)),
                    Type::Ptr(_) => ConstKind::Null,
                    t if self.m.types.float_bits(ty).is_some()
                        && !matches!(t, Type::Vector { .. }) =>
                    {
                        ConstKind::Float(0)
                    }
                    _ => ConstKind::Zero,
                };
                Ok(self.intern(ty, k))
            }
            b"c" => {
                self.bump();
                if self.tok.kind != Tok::Str {
                    return Err(self.err("expected string").or_kind(ParseErrorKind::Syntax));
                }
                let s = self.take_str();
                self.bump();
                // An `[N x i8]` of the string's length, which must be
                // the type wanted.
                let i8 = self.m.types.int(8);
                let got = self.m.types.intern(Type::Array {
                    elem: i8,
                    len: s.len() as u64,
                });
                if got != ty {
                    return Err(self.mismatch(loc, got, ty));
                }
                let data = DataElems::from_bytes(&s[..]);
                Ok(self.intern(ty, ConstKind::Data(data)))
            }
            b"splat" => {
                self.bump();
                self.expect(Tok::LParen, "expected '(' after vector splat")?;
                let (et, c) = self.parse_typed_const()?;
                self.expect(Tok::RParen, "expected ')' at end of splat")?;
                match *self.m.types.get(ty) {
                    Type::Vector {
                        elem,
                        scalable: true,
                        ..
                    } if elem == et => Ok(llconv_ir::fold::scalable_splat(
                        &mut self.m.consts,
                        &mut self.m.types,
                        ty,
                        c,
                    )),
                    Type::Vector { elem, .. } if elem == et => {
                        Ok(self.intern(ty, ConstKind::Splat(c)))
                    }
                    Type::Vector { elem, .. } => Err(self
                        .err_at(
                            loc,
                            format!(
                            "constant expression type mismatch: got type '{}' but expected '{}'",
                            self.type_name(et),
                            self.type_name(elem)
                        ),
                        )
                        .or_kind(ParseErrorKind::Type)),
                    _ => Err(self.err_at(loc, "vector constant must have vector type")),
                }
            }
            b"blockaddress" => {
                self.bump();
                self.expect(Tok::LParen, "expected '(' in block address expression")?;
                let floc = self.loc();
                if !matches!(self.tok.kind, Tok::GlobalVar | Tok::GlobalId(_)) {
                    return Err(self
                        .err("expected function name in blockaddress")
                        .or_kind(ParseErrorKind::Syntax));
                }
                let key = match self.tok.kind {
                    Tok::GlobalVar => GKey::Name(self.take_str()),
                    Tok::GlobalId(n) => GKey::Num(n),
                    _ => {
                        return Err(self
                            .err("expected function name in blockaddress")
                            .or_kind(ParseErrorKind::Syntax))
                    }
                };
                self.bump();
                let g = self.global_ref(key, super::ANY_AS, floc);
                self.expect(Tok::Comma, "expected comma in block address expression")?;
                let bloc = self.loc();
                let key = match self.tok.kind {
                    Tok::LocalVar => super::LocalKey::Name(self.take_str().to_vec().into()),
                    Tok::LocalId(n) => super::LocalKey::Num(n),
                    _ => {
                        return Err(self
                            .err("expected basic block name in blockaddress")
                            .or_kind(ParseErrorKind::Syntax))
                    }
                };
                self.bump();
                self.expect(Tok::RParen, "expected ')' in block address expression")?;
                if let Some(gl) = self.global(g) {
                    if !matches!(gl.kind, GlobalKind::Func(_)) {
                        return Err(self
                            .err_at(floc, "expected function name in blockaddress")
                            .or_kind(ParseErrorKind::Syntax));
                    }
                }
                // A known function gives the type, `ptr addrspace(its AS)`;
                // for one not yet seen LLVM takes the address space from
                // the first use, and checks it when the function comes.
                let want_as = match self.global(g) {
                    Some(gl) => {
                        let fty = self.m.types.ptr(gl.common.addrspace);
                        if ty != fty {
                            return Err(self.mismatch(loc, fty, ty));
                        }
                        None
                    }
                    None => {
                        let Type::Ptr(a) = *self.m.types.get(ty) else {
                            return Err(self.err_at(
                                loc,
                                format!(
                                    "type of blockaddress must be a pointer and not '{}'",
                                    self.type_name(ty)
                                ),
                            ));
                        };
                        let first = self
                            .blockaddr_map
                            .get(&(g, key.clone()))
                            .and_then(|&i| self.blockaddrs[i as usize].want_as);
                        if let Some(f) = first.filter(|&f| f != a) {
                            let fty = self.m.types.ptr(f);
                            return Err(self.mismatch(loc, fty, ty));
                        }
                        Some(a)
                    }
                };
                // Until the function's body is parsed, `block` is the
                // reference's index in `blockaddrs`; the module's end
                // resolves it to the block.
                let idx = self.block_address_ref(g, key, bloc, floc, want_as)?;
                Ok(self.intern(
                    ty,
                    ConstKind::BlockAddress {
                        func: GlobalId::from_u32(g),
                        block: BlockId::from_u32(idx),
                    },
                ))
            }
            b"dso_local_equivalent" | b"no_cfi" => {
                self.bump();
                let floc = self.loc();
                if !matches!(self.tok.kind, Tok::GlobalVar | Tok::GlobalId(_)) {
                    let what = String::from_utf8_lossy(w);
                    return Err(self
                        .err(format!("expected global value name in {what}"))
                        .or_kind(ParseErrorKind::Syntax));
                }
                let g = self.parse_global_ref_any(floc)?;
                // A global defined already must hold a function (a
                // function, an alias or ifunc of one), as LLVM's parser
                // requires of `dso_local_equivalent`.
                let defined = self
                    .gslots
                    .get(g as usize)
                    .and_then(|s| s.global.as_deref());
                if w == b"dso_local_equivalent" && defined.is_none() {
                    self.dso_equiv_fwd.push((g, floc));
                }
                if w == b"dso_local_equivalent"
                    && defined.is_some_and(|d| {
                        !matches!(self.m.types.get(d.common.value_ty), Type::Function { .. })
                    })
                {
                    return Err(self.err_at(
                        floc,
                        "expected a function, alias to function, or ifunc in dso_local_equivalent",
                    ));
                }
                if !self.m.types.is_ptr(ty) {
                    return Err(
                        self.err_at(loc, "global variable reference must have pointer type")
                    );
                }
                let k = if w == b"no_cfi" {
                    ConstKind::NoCfi(GlobalId::from_u32(g))
                } else {
                    ConstKind::DsoLocalEquivalent(GlobalId::from_u32(g))
                };
                Ok(self.intern(ty, k))
            }
            b"ptrauth" => {
                self.bump();
                // Every operand is read first; each rule is then LLVM's
                // error at the expression's start.
                self.expect(Tok::LParen, "expected '(' in constant ptrauth expression")?;
                let (pt, ptr) = self.parse_typed_const()?;
                self.expect(Tok::Comma, "expected comma in constant ptrauth expression")?;
                let (kt, key) = self.parse_typed_const()?;
                let mut rest = [None, None, None];
                for slot in &mut rest {
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                    *slot = Some(self.parse_typed_const()?);
                }
                self.expect(Tok::RParen, "expected ')' in constant ptrauth expression")?;
                let i64t = self.t_i64;
                let int_of = |p: &Self, t: TypeId, c: ConstId, want: TypeId| {
                    t == want && matches!(p.m.consts.get(c).kind, ConstKind::Int(_))
                };
                if !self.m.types.is_ptr(pt) {
                    return Err(self.err_at(loc, "constant ptrauth base pointer must be a pointer"));
                }
                if !int_of(self, kt, key, self.t_i32) {
                    return Err(self.err_at(loc, "constant ptrauth key must be i32 constant"));
                }
                let disc = match rest[0] {
                    Some((dt, d)) if int_of(self, dt, d, i64t) => d,
                    Some(_) => {
                        return Err(self.err_at(
                            loc,
                            "constant ptrauth integer discriminator must be i64 constant",
                        ))
                    }
                    None => self.intern(i64t, ConstKind::Int(ApInt::from_u64(64, 0))),
                };
                let addr = match rest[1] {
                    Some((at, a)) if self.m.types.is_ptr(at) => a,
                    Some(_) => {
                        return Err(self.err_at(
                            loc,
                            "constant ptrauth address discriminator must be a pointer",
                        ))
                    }
                    None => self.intern(self.t_ptr, ConstKind::Null),
                };
                let deact = match rest[2] {
                    Some((dt, d)) if self.m.types.is_ptr(dt) => Some(d),
                    Some(_) => {
                        return Err(self.err_at(
                            loc,
                            "constant ptrauth deactivation symbol must be a pointer",
                        ))
                    }
                    None => None,
                };
                if ty != pt {
                    return Err(self.mismatch(loc, pt, ty));
                }
                Ok(self.intern(
                    ty,
                    ConstKind::PtrAuth {
                        ptr,
                        key,
                        disc,
                        addr_disc: addr,
                        deactivation: deact,
                    },
                ))
            }
            b"getelementptr" => self.parse_gep_const(Some(ty)),
            b"extractelement" | b"insertelement" | b"shufflevector" => {
                self.parse_vector_const_expr(ty)
            }
            b"icmp" | b"fcmp" | b"select" | b"extractvalue" | b"insertvalue" | b"fneg" => Err(self
                .err(format!(
                    "{} constexprs are no longer supported",
                    String::from_utf8_lossy(w)
                ))),
            b"asm" => {
                // LLVM reads the whole expression, then finds no function
                // type to check the constraints against (only a callee has one).
                self.bump();
                for w in [
                    &b"sideeffect"[..],
                    b"alignstack",
                    b"inteldialect",
                    b"unwind",
                ] {
                    self.eat_kw(w);
                }
                self.parse_str("expected string constant")?;
                self.expect(Tok::Comma, "expected comma in inline asm expression")?;
                self.parse_str("expected constraint string")?;
                Err(self.err_at(loc, "invalid type for inline asm constraint string"))
            }
            _ => {
                if let Some(op) = CastOp::from_name(w) {
                    return self.parse_cast_const(op, Some(ty));
                }
                if let Some(op) = BinOp::from_name(w) {
                    return self.parse_bin_const(op, ty);
                }
                Err(self
                    .err("expected value token")
                    .or_kind(ParseErrorKind::Syntax))
            }
        }
    }

    /// A global reference whose pointer type comes from the global itself.
    fn parse_global_ref_any(&mut self, loc: u32) -> PResult<u32> {
        let key = match self.tok.kind {
            Tok::GlobalVar => GKey::Name(self.take_str()),
            Tok::GlobalId(n) => GKey::Num(n),
            _ => {
                return Err(self
                    .err("expected global value name")
                    .or_kind(ParseErrorKind::Syntax))
            }
        };
        self.bump();
        Ok(self.global_ref(key, 0, loc))
    }

    /// A cast or GEP expression whose type is its own (alias targets).
    pub(crate) fn parse_const_any(&mut self) -> PResult<ConstId> {
        self.enter()?;
        let r = match CastOp::from_name(self.kw()) {
            Some(op) => self.parse_cast_const(op, None),
            None => self.parse_gep_const(None),
        };
        self.leave();
        r
    }

    fn parse_cast_const(&mut self, op: CastOp, ty: Option<TypeId>) -> PResult<ConstId> {
        let loc = self.loc();
        if !op.is_constant_expression() {
            return Err(self.err(format!("{} constexprs are no longer supported", op.name())));
        }
        self.bump();
        self.expect(Tok::LParen, "expected '(' after constantexpr cast")?;
        let (st, v) = self.parse_typed_const()?;
        self.expect_kw(b"to", "expected 'to' in constantexpr cast")?;
        let dt = self.parse_type(false)?;
        self.expect(Tok::RParen, "expected ')' at end of constantexpr cast")?;
        if !self.cast_valid(op, st, dt) {
            return Err(self.err_at(
                loc,
                format!(
                    "invalid cast opcode for cast from '{}' to '{}'",
                    self.type_name(st),
                    self.type_name(dt)
                ),
            ));
        }
        if let Some(ty) = ty.filter(|&t| t != dt) {
            return Err(self.mismatch(loc, dt, ty));
        }
        let e = ConstExpr {
            op: ConstExprOp::Cast(op),
            flags: 0,
            operands: vec![v],
            source_ty: None,
            inrange: None,
            mask: vec![],
        };
        Ok(self.intern(dt, ConstKind::Expr(Box::new(e))))
    }

    fn parse_bin_const(&mut self, op: BinOp, ty: TypeId) -> PResult<ConstId> {
        let loc = self.loc();
        if !matches!(op, BinOp::Add | BinOp::Sub | BinOp::Xor) {
            return Err(self.err(format!("{} constexprs are no longer supported", op.name())));
        }
        self.bump();
        let mut flags = 0;
        if op != BinOp::Xor {
            flags = self.parse_wrap_flags();
        }
        self.expect(Tok::LParen, "expected '(' in binary constantexpr")?;
        let (t1, a) = self.parse_typed_const()?;
        self.expect(Tok::Comma, "expected comma in binary constantexpr")?;
        let (t2, b) = self.parse_typed_const()?;
        self.expect(Tok::RParen, "expected ')' in binary constantexpr")?;
        if t1 != t2 {
            return Err(self.err_at(loc, "operands of constexpr must have same type"));
        }
        if !self.is_int_or_int_vec(t1) {
            return Err(self.err_at(loc, "constexpr requires integer or integer vector operands"));
        }
        if t1 != ty {
            return Err(self.mismatch(loc, t1, ty));
        }
        let e = ConstExpr {
            op: ConstExprOp::Binary(op),
            flags,
            operands: vec![a, b],
            source_ty: None,
            inrange: None,
            mask: vec![],
        };
        Ok(self.intern(ty, ConstKind::Expr(Box::new(e))))
    }

    fn parse_gep_const(&mut self, ty: Option<TypeId>) -> PResult<ConstId> {
        let loc = self.loc();
        self.bump();
        let mut fl = 0;
        let mut inrange = None;
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
        // One `inrange`, after the flags.
        if self.is_kw(b"inrange") {
            self.bump();
            self.expect(Tok::LParen, "expected '('")?;
            let lo = self.parse_wide_int()?;
            self.expect(Tok::Comma, "expected ','")?;
            let hi = self.parse_wide_int()?;
            self.expect(Tok::RParen, "expected ')'")?;
            // An empty range is rejected too.
            if lo >= hi {
                return Err(self
                    .err_at(loc, "expected end to be larger than start")
                    .or_kind(ParseErrorKind::Syntax));
            }
            // Then cut to the 64-bit index width, as LLVM does.
            inrange = Some((lo as i64, hi as i64));
        }
        self.expect(Tok::LParen, "expected '(' in constantexpr")?;
        let src_ty = self.parse_type(false)?;
        self.expect(Tok::Comma, "expected comma after getelementptr's type")?;
        let mut ops = Vec::new();
        let mut tys = Vec::new();
        loop {
            // LLVM's operand list stops at an old-style `inrange` before
            // an index (`parseGlobalValueVector`): the `)` is then missing.
            if self.is_kw(b"inrange") {
                break;
            }
            let (t, c) = self.parse_typed_const()?;
            ops.push(c);
            tys.push(t);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RParen, "expected ')' in constantexpr")?;
        if !self.is_ptr_or_ptr_vec(tys[0]) {
            return Err(self.err_at(loc, "base of getelementptr must be a pointer"));
        }
        // At the expression's start, and only with indices, as LLVM's.
        if ops.len() > 1 && !self.is_sized(src_ty) {
            return Err(self.err_at(loc, "base element of getelementptr must be sized"));
        }
        // A scalable vector, or an aggregate holding one.
        if self.any_scalable_type() && self.contains_scalable_vector(src_ty) {
            return Err(self.err_at(loc, "invalid base element for constant getelementptr"));
        }
        let idx: Vec<(TypeId, Option<ConstId>)> = tys[1..]
            .iter()
            .zip(&ops[1..])
            .map(|(&t, &c)| (t, Some(c)))
            .collect();
        let rt = self
            .gep_result(src_ty, tys[0], &idx)
            .map_err(|m| self.err_at(loc, m))?;
        if let Some(ty) = ty.filter(|&t| t != rt) {
            return Err(self.mismatch(loc, rt, ty));
        }
        let e = ConstExpr {
            op: ConstExprOp::GetElementPtr,
            flags: fl,
            operands: ops,
            source_ty: Some(src_ty),
            inrange,
            mask: vec![],
        };
        Ok(self.intern(rt, ConstKind::Expr(Box::new(e))))
    }

    /// An integer of any size, as LLVM reads `inrange` bounds (an
    /// `APSInt`), kept to its low 128 bits.
    fn parse_wide_int(&mut self) -> PResult<i128> {
        if !matches!(self.tok.kind, Tok::Int(_)) {
            return Err(self.err("expected integer").or_kind(ParseErrorKind::Syntax));
        }
        let v = apint_from_dec(self.text(), 128);
        self.bump();
        Ok((u128::from(v.words[1]) << 64 | u128::from(v.words[0])) as i128)
    }

    pub(crate) fn parse_i64(&mut self) -> PResult<i64> {
        if !matches!(self.tok.kind, Tok::Int(_)) {
            return Err(self.err("expected integer").or_kind(ParseErrorKind::Syntax));
        }
        let t = self.text();
        let (neg, d) = match t.first() {
            Some(b'-') => (true, &t[1..]),
            _ => (false, t),
        };
        let v = crate::lexer::parse_u64(d).ok_or_else(|| self.err("integer too large"))?;
        let v = if neg {
            if v > 1u64 << 63 {
                return Err(self.err("integer too large"));
            }
            (v as i64).wrapping_neg()
        } else {
            i64::try_from(v).map_err(|_| self.err("integer too large"))?
        };
        self.bump();
        Ok(v)
    }

    /// The result type of a GEP, checking the indices as LLVM does.
    pub(crate) fn gep_result(
        &mut self,
        src_ty: TypeId,
        base_ty: TypeId,
        idx: &[(TypeId, Option<ConstId>)],
    ) -> Result<TypeId, &'static str> {
        let mut vlen = self.vec_info(base_ty);
        for &(t, _) in idx {
            if !self.is_int_or_int_vec(t) {
                return Err("getelementptr index must be an integer");
            }
            if let Some(v) = self.vec_info(t) {
                match vlen {
                    Some(b) if b != v => {
                        return Err("getelementptr vector index has a wrong number of elements")
                    }
                    _ => vlen = Some(v),
                }
            }
        }
        let mut cur = src_ty;
        for &(_, c) in idx.iter().skip(1) {
            match *self.m.types.get(cur) {
                Type::Array { elem, .. } | Type::Vector { elem, .. } => cur = elem,
                Type::Struct { .. } | Type::Named(_) => {
                    let Some(elems) = self.m.types.struct_elems(cur) else {
                        return Err("invalid getelementptr indices");
                    };
                    let Some(c) = c else {
                        return Err("invalid getelementptr indices");
                    };
                    let v = match &self.m.consts.get(c).kind {
                        ConstKind::Int(v) => v.as_i64(),
                        ConstKind::Splat(s) => match &self.m.consts.get(*s).kind {
                            ConstKind::Int(v) => v.as_i64(),
                            _ => None,
                        },
                        ConstKind::Zero => Some(0),
                        ConstKind::Data(d) if d.is_splat() => d.first().map(|x| x as i64),
                        _ => None,
                    };
                    let cty = self.const_ty(c);
                    let tyw = self.m.types.int_width(self.m.types.scalar(cty));
                    if matches!(self.m.types.get(cty), Type::Vector { scalable: true, .. }) {
                        return Err("invalid getelementptr indices");
                    }
                    match (v, tyw) {
                        (Some(v), Some(32)) if v >= 0 && (v as usize) < elems.len() => {
                            cur = elems[v as usize]
                        }
                        _ => return Err("invalid getelementptr indices"),
                    }
                }
                _ => return Err("invalid getelementptr indices"),
            }
        }
        let Type::Ptr(a) = *self.m.types.get(self.m.types.scalar(base_ty)) else {
            return Err("base of getelementptr must be a pointer");
        };
        let p = self.m.types.ptr(a);
        Ok(match vlen {
            Some((len, scalable)) => self.m.types.intern(Type::Vector {
                elem: p,
                len,
                scalable,
            }),
            None => p,
        })
    }

    fn parse_vector_const_expr(&mut self, ty: TypeId) -> PResult<ConstId> {
        let loc = self.loc();
        let w = self.text();
        self.bump();
        self.expect(Tok::LParen, "expected '(' in constantexpr")?;
        let ops = self.parse_const_list(Tok::RParen)?;
        self.expect(Tok::RParen, "expected ')' in constantexpr")?;
        let tys: Vec<TypeId> = ops.iter().map(|o| o.0).collect();
        let ids: Vec<ConstId> = ops.iter().map(|o| o.2).collect();
        let (op, rt, mask) = match w {
            b"extractelement" => {
                if ids.len() != 2 || !self.m.types.is_vector(tys[0]) || !self.m.types.is_int(tys[1])
                {
                    return Err(self.err_at(loc, "invalid extractelement operands"));
                }
                (
                    ConstExprOp::ExtractElement,
                    self.m.types.scalar(tys[0]),
                    vec![],
                )
            }
            b"insertelement" => {
                if ids.len() != 3
                    || !self.m.types.is_vector(tys[0])
                    || self.m.types.scalar(tys[0]) != tys[1]
                    || !self.m.types.is_int(tys[2])
                {
                    return Err(self.err_at(loc, "invalid insertelement operands"));
                }
                (ConstExprOp::InsertElement, tys[0], vec![])
            }
            _ => {
                let bad = || self.err_at(loc, "invalid operands to shufflevector");
                if ids.len() != 3 || tys[0] != tys[1] || !self.shuffle_valid(tys[0], tys[2], ids[2])
                {
                    return Err(bad());
                }
                let mask = self.shuffle_mask(ids[2]).ok_or_else(bad)?;
                let (ml, sc) = self.vec_info(tys[2]).unwrap_or((0, false));
                let elem = self.m.types.scalar(tys[0]);
                let rt = self.m.types.intern(Type::Vector {
                    elem,
                    len: ml,
                    scalable: sc,
                });
                (ConstExprOp::ShuffleVector, rt, mask)
            }
        };
        if rt != ty {
            return Err(self.mismatch(loc, rt, ty));
        }
        let operands = if op == ConstExprOp::ShuffleVector {
            ids[..2].to_vec()
        } else {
            ids
        };
        let e = ConstExpr {
            op,
            flags: 0,
            operands,
            source_ty: None,
            inrange: None,
            mask,
        };
        Ok(self.intern(ty, ConstKind::Expr(Box::new(e))))
    }

    /// Whether `shufflevector` of two `t` vectors by mask `mask` (of type
    /// `mask_ty`) is valid, by LLVM's `ShuffleVectorInst::isValidOperands`:
    /// a mask of `i32`, scalable when the inputs are, whose defined
    /// elements are below twice the input length; a scalable mask only
    /// `zeroinitializer`, `undef` or `poison`.
    pub(crate) fn shuffle_valid(&self, t: TypeId, mask_ty: TypeId, mask: ConstId) -> bool {
        let (Some((len, scalable)), Some((_, mask_scalable))) =
            (self.vec_info(t), self.vec_info(mask_ty))
        else {
            return false;
        };
        if self.m.types.int_width(self.m.types.scalar(mask_ty)) != Some(32)
            || scalable != mask_scalable
        {
            return false;
        }
        let limit = 2 * u64::from(len);
        let in_range = |id: ConstId| match &self.m.consts.get(id).kind {
            ConstKind::Int(v) => v.low_u64() < limit,
            ConstKind::Undef | ConstKind::Poison => true,
            _ => false,
        };
        match &self.m.consts.get(mask).kind {
            ConstKind::Zero | ConstKind::Undef | ConstKind::Poison => true,
            _ if mask_scalable => false,
            ConstKind::Data(d) => d.iter().all(|x| x < limit),
            ConstKind::Vector(v) => v.iter().all(|&e| in_range(e)),
            ConstKind::Splat(e) => in_range(*e),
            _ => false,
        }
    }

    /// A shufflevector mask constant as indices (-1 for undef/poison).
    pub(crate) fn shuffle_mask(&self, c: ConstId) -> Option<Vec<i32>> {
        let k = &self.m.consts.get(c);
        let (len, _) = self.vec_info(k.ty)?;
        if !self.m.types.is_int(self.m.types.scalar(k.ty)) {
            return None;
        }
        let elem = |id: ConstId| -> Option<i32> {
            match &self.m.consts.get(id).kind {
                ConstKind::Int(v) => Some(v.low_u64() as i32),
                ConstKind::Undef | ConstKind::Poison => Some(-1),
                _ => None,
            }
        };
        match &k.kind {
            ConstKind::Zero => Some(vec![0; len as usize]),
            ConstKind::Undef | ConstKind::Poison => Some(vec![-1; len as usize]),
            ConstKind::Data(d) => Some(d.iter().map(|x| x as i32).collect()),
            ConstKind::Vector(v) => v.iter().map(|&e| elem(e)).collect(),
            ConstKind::Splat(s) => Some(vec![elem(*s)?; len as usize]),
            _ => None,
        }
    }

    /// Whether a cast is valid (LLVM's `CastInst::castIsValid`).
    pub(crate) fn cast_valid(&self, op: CastOp, src: TypeId, dst: TypeId) -> bool {
        let ts = &self.m.types;
        let sv = self.vec_info(src);
        let dv = self.vec_info(dst);
        if sv != dv && op != CastOp::BitCast {
            return false;
        }
        let se = ts.scalar(src);
        let de = ts.scalar(dst);
        let ibits = |t| ts.int_width(t);
        let fbits = |t: TypeId| match ts.get(t) {
            Type::Half | Type::BFloat => Some(16),
            Type::Float => Some(32),
            Type::Double => Some(64),
            Type::X86Fp80 => Some(80),
            Type::Fp128 | Type::PpcFp128 => Some(128),
            _ => None,
        };
        match op {
            CastOp::Trunc => matches!((ibits(se), ibits(de)), (Some(a), Some(b)) if a > b),
            CastOp::ZExt | CastOp::SExt => {
                matches!((ibits(se), ibits(de)), (Some(a), Some(b)) if a < b)
            }
            CastOp::FPTrunc => matches!((fbits(se), fbits(de)), (Some(a), Some(b)) if a > b),
            CastOp::FPExt => matches!((fbits(se), fbits(de)), (Some(a), Some(b)) if a < b),
            CastOp::UIToFP | CastOp::SIToFP => ibits(se).is_some() && fbits(de).is_some(),
            CastOp::FPToUI | CastOp::FPToSI => fbits(se).is_some() && ibits(de).is_some(),
            CastOp::PtrToInt | CastOp::PtrToAddr => ts.is_ptr(se) && ibits(de).is_some(),
            CastOp::IntToPtr => ibits(se).is_some() && ts.is_ptr(de),
            CastOp::AddrSpaceCast => match (ts.get(se), ts.get(de)) {
                (Type::Ptr(a), Type::Ptr(b)) => a != b,
                _ => false,
            },
            CastOp::BitCast => {
                if let (Type::Ptr(a), Type::Ptr(b)) = (ts.get(se), ts.get(de)) {
                    // A lone pointer and a one-element vector of pointers mix.
                    return a == b
                        && match (sv, dv) {
                            (Some(x), Some(y)) => x == y,
                            (Some(x), None) | (None, Some(x)) => x == (1, false),
                            (None, None) => true,
                        };
                }
                if ts.is_ptr(se) || ts.is_ptr(de) {
                    return false;
                }
                match (self.prim_bits(src), self.prim_bits(dst)) {
                    (Some(a), Some(b)) => {
                        a == b && self.is_first_class_nonagg(src) && self.is_first_class_nonagg(dst)
                    }
                    _ => false,
                }
            }
        }
    }

    fn is_first_class_nonagg(&self, t: TypeId) -> bool {
        matches!(
            self.m.types.get(t),
            Type::Int(_)
                | Type::Half
                | Type::BFloat
                | Type::Float
                | Type::Double
                | Type::X86Fp80
                | Type::Fp128
                | Type::PpcFp128
                | Type::Vector { .. }
                | Type::X86Amx
        )
    }

    /// Total bit size of a scalar or fixed vector type.
    fn prim_bits(&self, t: TypeId) -> Option<u64> {
        let ts = &self.m.types;
        match ts.get(t) {
            Type::Int(b) => Some(*b as u64),
            Type::Vector {
                elem,
                len,
                scalable,
            } => {
                let e = self.prim_bits(*elem)?;
                Some(e * *len as u64 + if *scalable { 1 << 62 } else { 0 })
            }
            Type::X86Amx => Some(8192),
            _ => ts.float_bits(t).map(u64::from),
        }
    }

    // ---- values in functions ----

    /// A value of type `ty`: a local, a constant, or metadata.
    pub(crate) fn parse_value(&mut self, ty: TypeId) -> PResult<Operand> {
        if ty == self.t_md {
            // Metadata is an operand of calls only (their arguments are
            // parsed with `parse_metadata_operand`); elsewhere LLVM's
            // parser finds no value token.
            return Err(self.err("expected value token"));
        }
        match self.tok.kind {
            Tok::LocalVar | Tok::LocalId(_) if self.f.is_some() => {
                let loc = self.loc();
                let key = self.local_key();
                self.bump();
                self.local_value(key, ty, loc)
            }
            _ => Ok(Operand::Const(self.parse_const(ty)?)),
        }
    }

    pub(crate) fn parse_typed_value(&mut self) -> PResult<(TypeId, Operand)> {
        let t = self.parse_type(false)?;
        let v = self.parse_value(t)?;
        Ok((t, v))
    }

    /// [`Self::parse_typed_value`] with where it starts (LLVM reports
    /// some operand errors there).
    pub(crate) fn parse_typed_value_at(&mut self) -> PResult<(TypeId, Operand, u32)> {
        let loc = self.loc();
        let t = self.parse_type(false)?;
        let v = self.parse_value(t)?;
        Ok((t, v, loc))
    }

    pub(crate) fn local_key(&mut self) -> super::LocalKeyRef<'a> {
        match self.tok.kind {
            Tok::LocalId(n) => super::LocalKeyRef::Num(n),
            _ => super::LocalKeyRef::Name(self.take_str()),
        }
    }

    /// Resolves a local name used as a value of type `ty`.
    pub(crate) fn local_value(
        &mut self,
        key: super::LocalKeyRef<'a>,
        ty: TypeId,
        loc: u32,
    ) -> PResult<Operand> {
        let fwd_ok = self.is_first_class(ty) && ty != self.t_md;
        let Some(f) = self.f.as_mut() else {
            return Err(self.err_at(loc, "invalid use of function-local name"));
        };
        let found = match &key {
            super::LocalKeyRef::Name(n) => f.names.get(&n[..]).copied(),
            super::LocalKeyRef::Num(n) => f.nums.get(n).copied(),
        };
        let (op, actual) = match found {
            Some(Local::Arg(i)) => (
                Operand::Arg(ArgId::from_u32(i)),
                f.param_tys.get(i as usize).copied().unwrap_or(self.t_void),
            ),
            Some(Local::Inst(i)) => (
                Operand::Inst(i),
                f.body.insts.get(i).map_or(self.t_void, |x| x.ty),
            ),
            Some(Local::Block(_)) => {
                if ty == self.t_label {
                    return Err(self.err_at(loc, "basic block used as a value"));
                }
                return Err(self
                    .err_at(
                        loc,
                        format!(
                            "'{}' defined with type 'label' but expected '{}'",
                            key.display(),
                            self.type_name(ty)
                        ),
                    )
                    .or_kind(ParseErrorKind::Type));
            }
            None => {
                if ty == self.t_label {
                    return Err(self.err_at(loc, "basic block used as a value"));
                }
                if !fwd_ok {
                    return Err(self.err_at(loc, "invalid use of a non-first-class type"));
                }
                let id = InstId::from_index(f.body.insts.len());
                f.body.insts.push(Inst::new(ty, InstKind::Unreachable));
                f.inst_fwd.insert(id, (loc, key.clone()));
                match key {
                    super::LocalKeyRef::Name(n) => {
                        f.names.insert(n, Local::Inst(id));
                    }
                    super::LocalKeyRef::Num(n) => {
                        f.nums.insert(n, Local::Inst(id));
                    }
                }
                return Ok(Operand::Inst(id));
            }
        };
        if actual != ty {
            return Err(self
                .err_at(
                    loc,
                    format!(
                        "'{}' defined with type '{}' but expected '{}'",
                        key.display(),
                        self.type_name(actual),
                        self.type_name(ty)
                    ),
                )
                .or_kind(ParseErrorKind::Type));
        }
        Ok(op)
    }
}

/// A decimal literal (optionally negative) of at most 18 digits modulo
/// 2^bits, for `bits <= 64`: the value `apint_from_dec` gives.
fn small_dec(text: &[u8], bits: u32) -> Option<u64> {
    let (neg, digits) = match text.first() {
        Some(b'-') => (true, &text[1..]),
        _ => (false, text),
    };
    if digits.is_empty() || digits.len() > 18 || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let v = digits.iter().fold(0u64, |v, &c| v * 10 + (c - b'0') as u64);
    let v = if neg { v.wrapping_neg() } else { v };
    Some(if bits >= 64 {
        v
    } else {
        v & ((1u64 << bits) - 1)
    })
}

/// A decimal literal (optionally negative) modulo 2^bits.
pub(crate) fn apint_from_dec(text: &[u8], bits: u32) -> ApInt {
    let (neg, digits) = match text.first() {
        Some(b'-') => (true, &text[1..]),
        _ => (false, text),
    };
    let nwords = (bits as usize).div_ceil(64).max(1);
    // Only as many words as the digits can fill, to bound the work.
    let need = (digits.len() * 10 / 192 + 2).min(nwords);
    let mut w = vec![0u64; nwords];
    for &c in digits {
        let mut carry = (c.wrapping_sub(b'0') as u128).min(9);
        for x in w.iter_mut().take(need) {
            let v = (*x as u128) * 10 + carry;
            *x = v as u64;
            carry = v >> 64;
        }
    }
    if neg {
        let mut carry = 1u128;
        for x in w.iter_mut() {
            let v = (!*x) as u128 + carry;
            *x = v as u64;
            carry = v >> 64;
        }
    }
    let mut a = ApInt {
        bits,
        words: w.into(),
    };
    a.truncate_to_width();
    a
}

/// `u0x...` / `s0x...`: the `s` form is negative when nonzero (its top set
/// bit is its sign bit, as in LLVM).
pub(crate) fn apint_from_hex(text: &[u8], bits: u32) -> ApInt {
    let signed = text.first() == Some(&b's');
    let digits = text.get(3..).unwrap_or(&[]);
    let nwords = (bits as usize).div_ceil(64).max(1);
    let mut w = vec![0u64; nwords];
    let mut active = 0u64;
    for (i, &c) in digits.iter().rev().enumerate() {
        let v = crate::lexer::hexval(c) as u64;
        let bit = i as u64 * 4;
        if v != 0 {
            active = bit + 64 - v.leading_zeros() as u64;
        }
        if let Some(x) = w.get_mut((bit / 64) as usize) {
            *x |= v << (bit % 64);
        }
    }
    if signed && active > 0 {
        for b in active..(nwords as u64 * 64) {
            if let Some(x) = w.get_mut((b / 64) as usize) {
                *x |= 1 << (b % 64);
            }
        }
    }
    let mut a = ApInt {
        bits,
        words: w.into(),
    };
    a.truncate_to_width();
    a
}

/// Target extension types that have a zero value (LLVM's `HasZeroInit`).
fn target_has_zero_init(name: &[u8]) -> bool {
    (name.starts_with(b"spirv.")
        && !matches!(
            name,
            b"spirv.Image" | b"spirv.SignedImage" | b"spirv.Padding" | b"spirv.Type"
        ))
        || name == b"aarch64.svcount"
        || name == b"riscv.vector.tuple"
        || (name.starts_with(b"amdgcn.") && name != b"amdgcn.named.barrier")
}
