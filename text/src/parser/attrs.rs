//! Attributes in parameter, return and function position, and groups.

use super::{PResult, Parser};
use crate::lexer::Tok;
use crate::ParseErrorKind;
use llconv_ir::attributes::{
    self as at, AttrCategory, AttrKind, AttrPosition, Attribute, LegacyMemory,
};
use llconv_ir::ApInt;

/// Inline function attributes and `#N` group references with locations.
type FnAttrs = (Vec<Attribute>, Vec<(u32, u32)>);

impl<'a> Parser<'a> {
    fn attr_kind(&self) -> Option<AttrKind> {
        if self.tok.kind != Tok::Kw {
            return None;
        }
        self.attr_names.get(self.text()).copied()
    }

    /// Parameter (`is_param`) or return attributes, up to the first token
    /// that is not one.
    pub(crate) fn parse_param_attrs(&mut self, is_param: bool) -> PResult<Vec<Attribute>> {
        let mut out = Vec::new();
        self.parse_param_attrs_into(is_param, &mut out)?;
        Ok(out)
    }

    /// [`Self::parse_param_attrs`], appending to `out`.
    pub(crate) fn parse_param_attrs_into(
        &mut self,
        is_param: bool,
        out: &mut Vec<Attribute>,
    ) -> PResult<()> {
        let pos = if is_param {
            AttrPosition::Param
        } else {
            AttrPosition::Return
        };
        loop {
            if self.tok.kind == Tok::Str {
                out.push(self.parse_string_attr()?);
                continue;
            }
            let loc = self.loc();
            if self.tok.kind == Tok::Kw && self.text() == b"nocapture" {
                self.bump();
                // Taken as `captures(none)` before LLVM's parser asks where
                // an attribute may go: on a return value the verifier
                // refuses it.
                if let Some(a) = at::upgrade_legacy_param(b"nocapture") {
                    out.push(a);
                }
                continue;
            }
            let Some(k) = self.attr_kind() else {
                return Ok(());
            };
            let a = self.parse_attr_value(k, false)?;
            if !k.allowed_in(pos) {
                return Err(self.err_at(
                    loc,
                    if is_param {
                        "this attribute does not apply to parameters"
                    } else {
                        "this attribute does not apply to return values"
                    },
                ));
            }
            out.extend(a);
        }
    }

    /// Function attributes (inline or inside a group body), and `#N`
    /// references with their locations. `var` is a global variable's list.
    pub(crate) fn parse_fn_attrs(
        &mut self,
        in_group: bool,
        _pos: AttrPosition,
        var: bool,
    ) -> PResult<FnAttrs> {
        let mut out = Vec::new();
        let mut groups = Vec::new();
        let mut legacy = LegacyMemory::default();
        loop {
            let loc = self.loc();
            match self.tok.kind {
                Tok::Str => {
                    out.push(self.parse_string_attr()?);
                    continue;
                }
                Tok::AttrGrpId(n) if !in_group => {
                    self.bump();
                    groups.push((n, loc));
                    continue;
                }
                Tok::AttrGrpId(_) => {
                    return Err(
                        self.err("cannot have an attribute group reference in an attribute group")
                    )
                }
                Tok::Kw => {}
                _ => break,
            }
            let w = self.text();
            if let Some(e) = at::legacy_memory_effects(w) {
                self.bump();
                legacy.add(e);
                continue;
            }
            if w == b"builtin" && !in_group && !var {
                // Only call sites carry `builtin`; the caller checks.
                self.builtin_loc = loc;
                self.bump();
                out.push(Attribute::Flag(AttrKind::Builtin));
                continue;
            }
            let Some(k) = self.attr_kind() else { break };
            if var && !in_group {
                break;
            }
            let a = self.parse_attr_value(k, in_group)?;
            if k != AttrKind::Alignment && !k.allowed_in(AttrPosition::Function) {
                return Err(self.err_at(loc, "this attribute does not apply to functions"));
            }
            out.extend(a);
        }
        legacy.finish(&mut out);
        Ok((out, groups))
    }

    fn parse_string_attr(&mut self) -> PResult<Attribute> {
        let key_loc = self.loc();
        let key = self.take_str().to_vec();
        self.bump();
        // Bitcode ends keys and values with a NUL: one inside could not be
        // read back (llvm-as-22 writes such bitcode, llvm-dis-22 rejects it).
        if key.contains(&0) {
            return Err(self.err_at(
                key_loc,
                "string attribute key holds a NUL byte, which bitcode cannot carry",
            ));
        }
        let val = if self.eat(Tok::Equal) {
            let val_loc = self.loc();
            let v = self.parse_str("expected string value")?.to_vec();
            if v.contains(&0) {
                return Err(self.err_at(
                    val_loc,
                    "string attribute value holds a NUL byte, which bitcode cannot carry",
                ));
            }
            Some(v.into())
        } else {
            None
        };
        Ok(Attribute::string(key, val))
    }

    /// The attribute of kind `k` (current token is its keyword); `None`
    /// for forms that add nothing (`vscale_range(0, 0)`).
    fn parse_attr_value(&mut self, k: AttrKind, in_group: bool) -> PResult<Option<Attribute>> {
        let loc = self.loc();
        self.bump();
        Ok(Some(match k.category() {
            AttrCategory::Flag => Attribute::Flag(k),
            AttrCategory::Type => {
                if !self.eat(Tok::LParen) {
                    return Err(self.err("expected '('").or_kind(ParseErrorKind::Syntax));
                }
                let t = self.parse_type(false)?;
                self.expect(Tok::RParen, "expected ')'")?;
                Attribute::Type(k, t)
            }
            AttrCategory::Range => {
                self.expect(Tok::LParen, "expected '('")?;
                let tl = self.loc();
                let t = self.parse_type(false)?;
                let Some(bits) = self.m.types.int_width(t) else {
                    return Err(self.err_at(tl, "the range must have integer type!"));
                };
                let lo = self.parse_apint_lit(bits)?;
                self.expect(Tok::Comma, "expected ','")?;
                let hi = self.parse_apint_lit(bits)?;
                // llvm-as-22 reports a bad range at its `)`.
                at::check_range(&lo, &hi).map_err(|e| self.err(e))?;
                self.expect(Tok::RParen, "expected ')'")?;
                Attribute::Range {
                    kind: k,
                    lower: lo,
                    upper: hi,
                }
            }
            AttrCategory::RangeList => {
                self.expect(Tok::LParen, "expected '('")?;
                let mut ranges = Vec::new();
                loop {
                    self.expect(Tok::LParen, "expected '('")?;
                    let lo = self.parse_i64()?;
                    self.expect(Tok::Comma, "expected ','")?;
                    let hi = self.parse_i64()?;
                    // llvm-as-22 reports an empty range at its `)`, and
                    // a bad list at the token after the list.
                    at::check_range_list_entry(lo, hi).map_err(|e| self.err(e))?;
                    self.expect(Tok::RParen, "expected ')'")?;
                    ranges.push((lo, hi));
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
                self.expect(Tok::RParen, "expected ')'")?;
                at::check_range_list(&ranges).map_err(|e| self.err(e))?;
                Attribute::RangeList { kind: k, ranges }
            }
            AttrCategory::Int => return self.parse_int_attr(k, in_group, loc),
        }))
    }

    fn parse_apint_lit(&mut self, bits: u32) -> PResult<ApInt> {
        let v = match self.tok.kind {
            Tok::Int(_) => super::constants::apint_from_dec(self.text(), bits),
            Tok::HexInt => super::constants::apint_from_hex(self.text(), bits),
            _ => return Err(self.err("expected integer").or_kind(ParseErrorKind::Syntax)),
        };
        self.bump();
        Ok(v)
    }

    fn parse_int_attr(
        &mut self,
        k: AttrKind,
        in_group: bool,
        loc: u32,
    ) -> PResult<Option<Attribute>> {
        let v = match k {
            // In a group LLVM reads `align=N` and `alignstack=N` as plain
            // numbers: 0 adds nothing, others round down to a power of two.
            AttrKind::Alignment | AttrKind::StackAlignment if in_group => {
                self.expect(Tok::Equal, "expected '=' here")?;
                let v = u64::from(self.parse_u32()?);
                if v == 0 {
                    return Ok(None);
                }
                1 << v.ilog2()
            }
            AttrKind::Alignment => self.parse_align_value()?,
            AttrKind::StackAlignment => {
                self.expect(Tok::LParen, "expected '('")?;
                // Reported at the number, as LLVM.
                let nl = self.loc();
                let v = self.parse_u64()?;
                self.expect(Tok::RParen, "expected ')'")?;
                if !v.is_power_of_two() {
                    return Err(self.err_at(nl, "stack alignment is not a power of two"));
                }
                v
            }
            AttrKind::Dereferenceable | AttrKind::DereferenceableOrNull => {
                self.expect(Tok::LParen, "expected '('")?;
                let v = self.parse_u64()?;
                self.expect(Tok::RParen, "expected ')'")?;
                if v == 0 {
                    return Err(self.err_at(loc, "dereferenceable bytes must be non-zero"));
                }
                v
            }
            AttrKind::AllocSize => {
                self.expect(Tok::LParen, "expected '('")?;
                let e = self.parse_u32()?;
                let n = if self.eat(Tok::Comma) {
                    Some(self.parse_u32()?)
                } else {
                    None
                };
                self.expect(Tok::RParen, "expected ')'")?;
                if n == Some(e) {
                    return Err(
                        self.err_at(loc, "'allocsize' indices can't refer to the same parameter")
                    );
                }
                at::encode_allocsize(e, n)
            }
            AttrKind::VScaleRange => {
                self.expect(Tok::LParen, "expected '('")?;
                let lo = self.parse_u32()?;
                let hi = if self.eat(Tok::Comma) {
                    self.parse_u32()?
                } else {
                    lo
                };
                self.expect(Tok::RParen, "expected ')'")?;
                let v = at::encode_vscale_range(lo, hi);
                if v == 0 {
                    return Ok(None);
                }
                v
            }
            AttrKind::UWTable => {
                if self.eat(Tok::LParen) {
                    let v = at::uwtable_from_name(self.kw()).ok_or_else(|| {
                        self.err("expected unwind table kind")
                            .or_kind(ParseErrorKind::Syntax)
                    })?;
                    self.bump();
                    self.expect(Tok::RParen, "expected ')'")?;
                    v
                } else {
                    at::UWTABLE_ASYNC
                }
            }
            AttrKind::AllocKind => {
                self.expect(Tok::LParen, "expected '('")?;
                // A bad word is reported at the string, before the ')'.
                let sloc = self.loc();
                let s = self.parse_str("expected allockind value")?;
                let v = at::parse_allockind(&s).map_err(|e| self.err_at(sloc, e))?;
                self.expect(Tok::RParen, "expected ')'")?;
                v
            }
            AttrKind::Memory => self.parse_memory_attr()?,
            AttrKind::Captures => self.parse_captures_attr()?,
            AttrKind::NoFPClass => {
                // Class names, or one number alone; errors where LLVM puts them.
                self.expect(Tok::LParen, "expected '('")?;
                let mut v = 0;
                loop {
                    if let Some(b) = at::fpclass_from_name(self.kw()) {
                        v |= b;
                    } else if v == 0
                        && matches!(self.tok.kind, Tok::Int(_))
                        && !self.text().starts_with(b"-")
                    {
                        let n = self.parse_u64()?;
                        if n == 0 || n > at::FPCLASS_ALL {
                            return Err(self.err("invalid mask value for 'nofpclass'"));
                        }
                        self.expect(Tok::RParen, "expected ')'")?;
                        break n;
                    } else {
                        return Err(self
                            .err("expected nofpclass test mask")
                            .or_kind(ParseErrorKind::Syntax));
                    }
                    self.bump();
                    if self.eat(Tok::RParen) {
                        break v;
                    }
                }
            }
            _ => return Err(self.err_at(loc, "unsupported attribute")),
        };
        Ok(Some(Attribute::Int(k, v)))
    }

    fn parse_memory_attr(&mut self) -> PResult<u64> {
        self.expect(Tok::LParen, "expected '('")?;
        let mut v = at::MEMORY_NONE;
        let mut first = true;
        loop {
            if self.tok.kind == Tok::LabelStr {
                // `argmem: read` lexes as a label then a keyword.
                let name = self.take_str();
                let Some(loc) = at::memory_location_from_name(&name) else {
                    return Err(self
                        .err("expected memory location (argmem, inaccessiblemem, errnomem)")
                        .or_kind(ParseErrorKind::Syntax));
                };
                self.bump();
                let mr = at::mod_ref_from_name(self.kw()).ok_or_else(|| {
                    self.err("expected memory effects")
                        .or_kind(ParseErrorKind::Syntax)
                })?;
                self.bump();
                v = at::memory_set(v, loc, mr);
            } else if let Some(mr) = at::mod_ref_from_name(self.kw()) {
                if !first {
                    return Err(self.err("default access kind must be specified first"));
                }
                self.bump();
                v = at::memory_set_all(mr);
            } else {
                return Err(self
                    .err("expected memory location (argmem, inaccessiblemem, errnomem) or access kind (none, read, write, readwrite)")
                    .or_kind(ParseErrorKind::Syntax));
            }
            first = false;
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RParen, "expected ')'")?;
        Ok(v)
    }

    fn parse_captures_attr(&mut self) -> PResult<u64> {
        self.expect(Tok::LParen, "expected '('")?;
        let (other, at_ret) = self.parse_capture_components(true)?;
        let mut ret = None;
        if at_ret {
            self.bump();
            ret = Some(self.parse_capture_components(false)?.0);
        }
        self.expect(Tok::RParen, "expected ',' or ')'")?;
        Ok(at::encode_captures(other, ret.unwrap_or(other)))
    }

    /// `none` or components joined by commas; with `ret_may_follow`, up
    /// to a `ret:` (first or after a comma; true when it stopped there),
    /// without it a `ret:` is a second one.
    /// Where llvm-as-22 reports `none` among others: at the token after
    /// `none` when others came first, at the next component when `none`
    /// did.
    fn parse_capture_components(&mut self, ret_may_follow: bool) -> PResult<(u8, bool)> {
        const NONE_WITH_OTHERS: &str = "cannot use 'none' with other component";
        let (mut mask, mut count, mut saw_none) = (0u8, 0, false);
        loop {
            if self.tok.kind == Tok::LabelStr && &self.lex.str[..] == b"ret" {
                if ret_may_follow {
                    return Ok((mask, true));
                }
                self.bump();
                return Err(self.err("duplicate 'ret' location"));
            }
            let Some(c) = at::capture_component_from_name(self.kw()) else {
                return Err(self
                    .err("expected one of 'none', 'address', 'address_is_null', 'provenance' or 'read_provenance'")
                    .or_kind(ParseErrorKind::Syntax));
            };
            if c == 0 {
                self.bump();
                if count > 0 {
                    return Err(self.err(NONE_WITH_OTHERS));
                }
                saw_none = true;
            } else {
                if saw_none {
                    return Err(self.err(NONE_WITH_OTHERS));
                }
                self.bump();
                mask |= c;
            }
            count += 1;
            if !self.eat(Tok::Comma) {
                return Ok((mask, false));
            }
        }
    }
}
