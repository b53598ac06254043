//! Specialized debug-info nodes (`!DILocation(...)`, `distinct
//! !DISubprogram(...)`, `!DIExpression(...)`, ...) and debug records
//! (`#dbg_value(...)`, ...).
//!
//! Nodes are read by one loop over the kind's [`Schema`]: each `field:
//! value` is looked up by name and its value read by the field's [`Class`],
//! then stored by its [`Slot`]. The few rules a schema does not carry (which
//! operands may not be `null`, signed limits, legacy `DISubprogram` fields,
//! the checksum pair of `DIFile`, ...) are kind-specific code below. Error
//! messages and their positions are `llvm-as-22`'s.

use super::{PResult, Parser};
use crate::lexer::Tok;
use crate::ParseErrorKind;
use llconv_ir::debuginfo::{Class, DiKind, DiNode, Field, Schema, Slot};
use llconv_ir::dwarf;
use llconv_ir::*;

/// An integer token: its sign and magnitude (saturated).
#[derive(Clone, Copy)]
struct IntTok {
    neg: bool,
    mag: u128,
    /// Written as a signed literal (`-N` or `s0x..`).
    signed: bool,
}

/// Legacy `DISubprogram` fields folded into `spFlags`.
#[derive(Default)]
struct Legacy {
    is_local: u64,
    is_definition: u64,
    is_optimized: u64,
    virtuality: u64,
}

/// Operand fields that may not be `null` (`'x' cannot be null`).
fn not_null(kind: DiKind, field: &str) -> bool {
    matches!(
        (kind, field),
        (DiKind::Location, "scope")
            | (DiKind::CompileUnit, "file")
            | (DiKind::Subrange, "count")
            | (DiKind::LexicalBlock, "scope")
            | (DiKind::LexicalBlockFile, "scope")
            | (DiKind::LocalVariable, "scope")
            | (DiKind::Label, "scope")
    )
}

/// Limits of signed fields.
fn signed_limits(kind: DiKind, field: &str) -> (i64, i64) {
    match (kind, field) {
        (DiKind::Subrange, "count") => (-1, i64::MAX),
        (DiKind::Subprogram, "thisAdjustment") | (DiKind::FixedPointType, "factor") => {
            (i32::MIN as i64, i32::MAX as i64)
        }
        _ => (i64::MIN, i64::MAX),
    }
}

/// What an enumeration class is called in messages, the prefix of its
/// names (`None`: only the table's names), and its largest value.
fn enum_info(c: Class) -> (&'static str, Option<&'static str>, u64) {
    match c {
        Class::Tag => ("DWARF tag", Some("DW_TAG_"), 0xffff),
        Class::Macinfo => ("DWARF macinfo type", Some("DW_MACINFO_"), 0xff),
        Class::Virtuality => ("DWARF virtuality code", Some("DW_VIRTUALITY_"), 2),
        Class::Lang => ("DWARF language", Some("DW_LANG_"), 0xffff),
        Class::LName => ("DWARF source language name", Some("DW_LNAME_"), 0xffff),
        Class::CallingConv => ("DWARF calling convention", Some("DW_CC_"), 0xff),
        Class::Encoding => ("DWARF type attribute encoding", Some("DW_ATE_"), 0xff),
        Class::AppleEnumKind => (
            "DWARF enum kind code",
            Some("DW_APPLE_ENUM_KIND_"),
            u64::MAX,
        ),
        Class::EmissionKind => ("emission kind", None, 3),
        Class::NameTableKind => ("nameTable kind", None, 3),
        Class::FixedPointKind => ("fixed-point kind", None, 2),
        _ => ("value", None, u64::MAX),
    }
}

/// Number of bits up to and including the highest set bit.
fn active_bits(a: &ApInt) -> u32 {
    for (i, &w) in a.words.iter().enumerate().rev() {
        if w != 0 {
            return i as u32 * 64 + 64 - w.leading_zeros();
        }
    }
    0
}

/// `a` cut (or zero-extended) to `bits` bits.
fn resize(a: &ApInt, bits: u32) -> ApInt {
    let n = (bits as usize).div_ceil(64).max(1);
    let mut words = a.words.to_vec();
    words.resize(n, 0);
    let mut r = ApInt {
        bits,
        words: words.into(),
    };
    r.truncate_to_width();
    r
}

impl<'a> Parser<'a> {
    /// `!DIFoo(...)`, the current token being the `!DIFoo` name; `distinct`
    /// was already read.
    pub(crate) fn parse_specialized_md(&mut self, distinct: bool) -> PResult<Metadata> {
        self.enter()?;
        let r = self.parse_specialized_inner(distinct);
        self.leave();
        r
    }

    fn parse_specialized_inner(&mut self, distinct: bool) -> PResult<Metadata> {
        let start = self.loc();
        let Some(kind) = DiKind::from_name(&self.lex.str) else {
            return Err(self
                .err("expected metadata type")
                .or_kind(ParseErrorKind::Syntax));
        };
        match kind {
            DiKind::Expression => {
                self.bump();
                let mut n = self.parse_di_expression_body()?;
                n.distinct = distinct;
                return Ok(Metadata::Di(Box::new(n)));
            }
            DiKind::AssignId => {
                if !distinct {
                    return Err(self.err("missing 'distinct', required for !DIAssignID()"));
                }
                self.bump();
                self.expect(Tok::LParen, "expected '(' here")?;
                self.expect(Tok::RParen, "expected ')' here")?;
                return Ok(Metadata::Di(Box::new(DiNode::new(kind, true))));
            }
            DiKind::CompileUnit if !distinct => {
                return Err(self.err("missing 'distinct', required for !DICompileUnit"));
            }
            _ => {}
        }
        self.bump();
        if self.tok.kind == Tok::DiLocationBody {
            return self.parse_location_body(distinct);
        }
        self.expect(Tok::LParen, "expected '(' here")?;
        let schema: &'static Schema = kind.schema();
        let mut node = DiNode::new(kind, distinct);
        let mut seen = [false; llconv_ir::debuginfo::MAX_FIELDS];
        let mut legacy = Legacy {
            is_definition: 1,
            ..Default::default()
        };
        // Whether DIEnumerator / DIFixedPointType integers were unsigned literals.
        let mut ap_unsigned = [false; 2];
        if self.tok.kind != Tok::RParen {
            let mut hint = 0;
            loop {
                if self.tok.kind != Tok::LabelStr {
                    return Err(self
                        .err("expected field label here")
                        .or_kind(ParseErrorKind::Syntax));
                }
                let Some((i, f)) = schema.field_by_name_from(&self.lex.str, hint) else {
                    let name = String::from_utf8_lossy(&self.lex.str).into_owned();
                    return Err(self.err(format!("invalid field '{name}'")));
                };
                if seen[i] {
                    return Err(self.err(format!(
                        "field '{}' cannot be specified more than once",
                        f.name
                    )));
                }
                seen[i] = true;
                hint = i + 1;
                self.bump();
                self.parse_di_field(&mut node, f, &mut legacy, &mut ap_unsigned)?;
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        let close = self.loc();
        self.expect(Tok::RParen, "expected ')' here")?;
        let was_seen = |name: &str| {
            schema
                .field_by_name(name.as_bytes())
                .is_some_and(|(i, _)| seen[i])
        };
        for (i, f) in schema.fields.iter().enumerate() {
            if f.required && !seen[i] {
                return Err(self.err_at(close, format!("missing required field '{}'", f.name)));
            }
        }
        match kind {
            DiKind::CompileUnit => {
                if !was_seen("language") && !was_seen("sourceLanguageName") {
                    return Err(self.err_at(
                        start,
                        "missing one of 'language' or 'sourceLanguageName', required for !DICompileUnit",
                    ));
                }
                if was_seen("sourceLanguageVersion") && !was_seen("sourceLanguageName") {
                    return Err(self.err_at(
                        start,
                        "'sourceLanguageVersion' requires an associated 'sourceLanguageName' on !DICompileUnit",
                    ));
                }
            }
            DiKind::Subprogram => {
                if !was_seen("spFlags") {
                    let flags = legacy.virtuality
                        | (legacy.is_local << 2)
                        | (legacy.is_definition << 3)
                        | (legacy.is_optimized << 4);
                    node = node.with_int("spFlags", flags);
                }
                if node.int("spFlags").unwrap_or(0) & 8 != 0 && !distinct {
                    return Err(self.err_at(
                        start,
                        "missing 'distinct', required for !DISubprogram that is a Definition",
                    ));
                }
            }
            DiKind::File
                if was_seen("checksumkind") != was_seen("checksum") => {
                    return Err(self.err("'checksumkind' and 'checksum' must be provided together"));
                }
            DiKind::DerivedType
                // Without a key there is no pointer-authentication data.
                if node.int("ptrAuthKey") == Some(0) => {
                    for name in [
                        "ptrAuthIsAddressDiscriminated",
                        "ptrAuthExtraDiscriminator",
                        "ptrAuthIsaPointer",
                        "ptrAuthAuthenticatesNullValues",
                    ] {
                        node = node.with_int(name, 0);
                    }
                }
            DiKind::Enumerator => {
                let unsigned = node.int("isUnsigned") == Some(1);
                let v = &node.apints[0];
                if unsigned && !ap_unsigned[0] && v.is_negative() {
                    return Err(self.err("unsigned enumerator with negative value"));
                }
                // A leading zero keeps large unsigned literals non-negative.
                if !unsigned && ap_unsigned[0] && v.is_negative() {
                    node.apints[0] = resize(v, v.bits + 1);
                }
            }
            _ => {}
        }
        Ok(Metadata::specialized(node))
    }

    /// The fields of a `DILocation` the lexer found written as LLVM prints
    /// them: the node the general path makes of them, without the tokens.
    fn parse_location_body(&mut self, distinct: bool) -> PResult<Metadata> {
        let Some(text) = self.lex.location.take() else {
            // The token source hands the fields over with every such token.
            return Err(self.err("DILocation fields without their values"));
        };
        let scope = self.md_by_num(text.scope.0, text.scope.1);
        let inlined_at = text.inlined_at.map(|(n, at)| self.md_by_num(n, at));
        self.bump();
        Ok(Metadata::Location(llconv_ir::debuginfo::DiLocation {
            ops: [Some(scope), inlined_at],
            line: text.line,
            column: text.column,
            implicit_code: text.implicit,
            distinct,
        }))
    }

    /// One field's value, stored into `node`.
    fn parse_di_field(
        &mut self,
        node: &mut DiNode,
        f: &'static Field,
        legacy: &mut Legacy,
        ap_unsigned: &mut [bool; 2],
    ) -> PResult<()> {
        let kind = node.kind;
        let int_value = match f.class {
            Class::Md => {
                let v = self.parse_di_md(f.name, not_null(kind, f.name))?;
                node.set_op(f, v);
                return Ok(());
            }
            Class::MdString => {
                let loc = self.loc();
                let s = self.parse_str("expected string constant")?;
                let v = if !s.is_empty() || (kind == DiKind::File && f.name == "source") {
                    Some(self.m.metadata.string(&s))
                } else if kind == DiKind::GlobalVariable && f.name == "name" {
                    return Err(self.err_at(loc, "'name' cannot be empty"));
                } else {
                    None
                };
                node.set_op(f, v);
                return Ok(());
            }
            Class::MdOrUnsigned | Class::MdOrSigned | Class::ExprOrSigned => {
                let v = if self.int_tok().is_some() {
                    let n = if f.class == Class::MdOrUnsigned {
                        self.parse_di_unsigned(f.name, f.max)?
                    } else {
                        let (lo, hi) = signed_limits(kind, f.name);
                        self.parse_di_signed(f.name, lo, hi)? as u64
                    };
                    let md = if f.class == Class::ExprOrSigned {
                        Metadata::Di(Box::new(DiNode::expression(vec![dwarf::DW_OP_CONSTS, n])))
                    } else {
                        let t = self.t_i64;
                        let c = self.m.consts.intern(
                            &self.m.types,
                            Const {
                                ty: t,
                                kind: ConstKind::Int(ApInt::from_u64(64, n)),
                            },
                        );
                        Metadata::Value(c)
                    };
                    Some(self.m.metadata.add(md))
                } else {
                    self.parse_di_md(f.name, not_null(kind, f.name))?
                };
                node.set_op(f, v);
                return Ok(());
            }
            Class::MdList => {
                let ops = self.parse_di_md_list()?;
                node.ops.extend(ops);
                return Ok(());
            }
            Class::ApInt => {
                let (v, unsigned) = self.parse_di_apsint()?;
                if let Slot::ApInt(i) = f.slot {
                    ap_unsigned[i as usize & 1] = unsigned;
                }
                node.set_apint(f, v);
                return Ok(());
            }
            Class::Unsigned => self.parse_di_unsigned(f.name, f.max)?,
            Class::Signed => {
                let (lo, hi) = signed_limits(kind, f.name);
                self.parse_di_signed(f.name, lo, hi)? as u64
            }
            Class::Bool => {
                let v = if self.is_kw(b"true") {
                    1
                } else if self.is_kw(b"false") {
                    0
                } else {
                    return Err(self
                        .err("expected 'true' or 'false'")
                        .or_kind(ParseErrorKind::Syntax));
                };
                self.bump();
                v
            }
            Class::DIFlags | Class::SPFlags => self.parse_di_flags(f.class)?,
            Class::ChecksumKind => {
                let word = self.kw();
                match dwarf::value_of(dwarf::CHECKSUM_KINDS, word) {
                    Some(v) if word.starts_with(b"CSK_") => {
                        self.bump();
                        v as u64
                    }
                    _ => {
                        let shown = if self.tok.kind == Tok::Kw {
                            String::from_utf8_lossy(word).into_owned()
                        } else {
                            String::new()
                        };
                        return Err(self.err(format!("invalid checksum kind '{shown}'")));
                    }
                }
            }
            c => self.parse_di_enum(f, c)?,
        };
        match f.slot {
            Slot::ParseOnly => match f.name {
                "isLocal" => legacy.is_local = int_value,
                "isDefinition" => legacy.is_definition = int_value,
                "isOptimized" => legacy.is_optimized = int_value,
                "virtuality" => legacy.virtuality = int_value,
                _ => {}
            },
            _ => node.set_int(f, int_value),
        }
        Ok(())
    }

    /// The current token as an integer, if it is one.
    fn int_tok(&self) -> Option<IntTok> {
        let t = self.text();
        match self.tok.kind {
            Tok::Int(small) if small != crate::lexer::INT_TEXT => Some(IntTok {
                neg: false,
                mag: u128::from(small),
                signed: false,
            }),
            Tok::Int(_) => {
                let (neg, digits) = match t.first() {
                    Some(b'-') => (true, &t[1..]),
                    _ => (false, t),
                };
                let mut mag: u128 = 0;
                for &c in digits {
                    mag = mag
                        .checked_mul(10)
                        .and_then(|m| m.checked_add((c - b'0') as u128))
                        .unwrap_or(u128::MAX);
                }
                Some(IntTok {
                    neg,
                    mag,
                    signed: neg,
                })
            }
            Tok::HexInt => {
                let signed = t.first() == Some(&b's');
                let digits = t.get(3..).unwrap_or(&[]);
                let mut mag: u128 = 0;
                for &c in digits {
                    mag = mag
                        .checked_mul(16)
                        .map(|m| m | crate::lexer::hexval(c) as u128)
                        .unwrap_or(u128::MAX);
                }
                let width = digits.len() as u32 * 4;
                let mut neg = false;
                if signed && width > 0 && width < 128 && (mag >> (width - 1)) & 1 == 1 {
                    neg = true;
                    mag = (1u128 << width) - mag;
                }
                Some(IntTok { neg, mag, signed })
            }
            _ => None,
        }
    }

    fn parse_di_unsigned(&mut self, name: &str, max: u64) -> PResult<u64> {
        // Lines, columns and the like: a small decimal the lexer has read.
        if let Tok::Int(small) = self.tok.kind {
            if small != crate::lexer::INT_TEXT && u64::from(small) <= max {
                self.bump();
                return Ok(u64::from(small));
            }
        }
        let Some(t) = self.int_tok().filter(|t| !t.signed) else {
            return Err(self
                .err("expected unsigned integer")
                .or_kind(ParseErrorKind::Syntax));
        };
        if t.mag > max as u128 {
            return Err(self.err(format!("value for '{name}' too large, limit is {max}")));
        }
        self.bump();
        Ok(t.mag as u64)
    }

    fn parse_di_signed(&mut self, name: &str, min: i64, max: i64) -> PResult<i64> {
        let Some(t) = self.int_tok() else {
            return Err(self
                .err("expected signed integer")
                .or_kind(ParseErrorKind::Syntax));
        };
        let v = if t.neg {
            if t.mag > (min as i128).unsigned_abs() {
                return Err(self.err(format!("value for '{name}' too small, limit is {min}")));
            }
            -(t.mag as i128)
        } else {
            if t.mag > max as u128 {
                return Err(self.err(format!("value for '{name}' too large, limit is {max}")));
            }
            t.mag as i128
        };
        if v < min as i128 {
            return Err(self.err(format!("value for '{name}' too small, limit is {min}")));
        }
        self.bump();
        Ok(v as i64)
    }

    /// An integer literal of any size, as LLVM's lexer sizes it: unsigned
    /// literals take their active bits, negative ones their significant
    /// bits. Returns whether the literal was unsigned.
    fn parse_di_apsint(&mut self) -> PResult<(ApInt, bool)> {
        let text = self.text();
        let (a, unsigned) = match self.tok.kind {
            Tok::Int(_) => {
                let neg = text.first() == Some(&b'-');
                let bits = (text.len() * 64 / 19 + 2) as u32;
                let a = super::constants::apint_from_dec(text, bits);
                if neg {
                    // Significant bits: drop the leading ones but one.
                    let mut sig = a.bits;
                    while sig > 1 && a.bit(sig - 1) && a.bit(sig - 2) {
                        sig -= 1;
                    }
                    (resize(&a, sig), false)
                } else {
                    (resize(&a, active_bits(&a).max(1)), true)
                }
            }
            Tok::HexInt => {
                let digits = text.len().saturating_sub(3).max(1) as u32;
                let a = super::constants::apint_from_hex(text, digits * 4);
                if text.first() == Some(&b's') {
                    (a, false)
                } else {
                    (resize(&a, active_bits(&a).max(1)), true)
                }
            }
            _ => return Err(self.err("expected integer").or_kind(ParseErrorKind::Syntax)),
        };
        self.bump();
        Ok((a, unsigned))
    }

    /// `DIFlagA | DIFlagB | 4` or `DISPFlag...`.
    fn parse_di_flags(&mut self, class: Class) -> PResult<u64> {
        let (prefix, table, what) = if class == Class::DIFlags {
            (&b"DIFlag"[..], dwarf::DI_FLAGS, "debug info flag")
        } else {
            (
                &b"DISPFlag"[..],
                dwarf::SP_FLAGS,
                "subprogram debug info flag",
            )
        };
        let mut v = 0u64;
        loop {
            if matches!(self.tok.kind, Tok::Int(_)) && !self.text().starts_with(b"-") {
                let loc = self.loc();
                let n = crate::lexer::parse_u64(self.text()).unwrap_or(u64::MAX);
                if n > u32::MAX as u64 {
                    return Err(self
                        .err_at(loc, "expected 32-bit integer (too large)")
                        .or_kind(ParseErrorKind::Syntax));
                }
                self.bump();
                v |= n;
            } else if self.tok.kind == Tok::Kw && self.text().starts_with(prefix) {
                let word = self.text();
                let Some(x) = dwarf::value_of(table, word) else {
                    let w = String::from_utf8_lossy(word).into_owned();
                    return Err(self.err(format!("invalid {what} '{w}'")));
                };
                self.bump();
                v |= x as u64;
            } else {
                return Err(self
                    .err("expected debug info flag")
                    .or_kind(ParseErrorKind::Syntax));
            }
            if !self.eat(Tok::Bar) {
                return Ok(v);
            }
        }
    }

    /// A DWARF enumeration by name (`DW_TAG_member`) or number.
    fn parse_di_enum(&mut self, f: &Field, c: Class) -> PResult<u64> {
        let (what, prefix, class_max) = enum_info(c);
        if matches!(self.tok.kind, Tok::Int(_)) || self.tok.kind == Tok::HexInt {
            return self.parse_di_unsigned(f.name, f.max.min(class_max));
        }
        let word = self.kw();
        let table = c.names().unwrap_or(&[]);
        let known = match prefix {
            Some(p) => !word.is_empty() && word.starts_with(p.as_bytes()),
            None => dwarf::value_of(table, word).is_some(),
        };
        if !known {
            return Err(self
                .err(format!("expected {what}"))
                .or_kind(ParseErrorKind::Syntax));
        }
        let Some(v) = dwarf::value_of(table, word) else {
            let w = String::from_utf8_lossy(word).into_owned();
            return Err(self.err(format!("invalid {what} '{w}'")));
        };
        self.bump();
        Ok(v as u64)
    }

    /// An operand field: `null` or any metadata.
    fn parse_di_md(&mut self, name: &str, not_null: bool) -> PResult<Option<MdId>> {
        if self.is_kw(b"null") {
            if not_null {
                return Err(self.err(format!("'{name}' cannot be null")));
            }
            self.bump();
            return Ok(None);
        }
        self.parse_md_no_fn().map(Some)
    }

    /// Metadata outside a function: a node, a string, or `T C`.
    fn parse_md_no_fn(&mut self) -> PResult<MdId> {
        if matches!(
            self.tok.kind,
            Tok::Exclaim | Tok::MetadataVar | Tok::MdRef(_)
        ) {
            return self.parse_md_ref();
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
        Ok(self.m.metadata.add(Metadata::Value(c)))
    }

    /// `{op, null, ...}` (`GenericDINode` `operands:`).
    fn parse_di_md_list(&mut self) -> PResult<Vec<Option<MdId>>> {
        self.expect(Tok::LBrace, "expected '{' here")?;
        let mut ops = Vec::new();
        if self.eat(Tok::RBrace) {
            return Ok(ops);
        }
        loop {
            if self.eat_kw(b"null") {
                ops.push(None);
            } else {
                ops.push(Some(self.parse_md_no_fn()?));
            }
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RBrace, "expected end of metadata node")?;
        Ok(ops)
    }

    /// `(DW_OP_plus_uconst, 8, DW_OP_stack_value)` after `!DIExpression`.
    fn parse_di_expression_body(&mut self) -> PResult<DiNode> {
        self.expect(Tok::LParen, "expected '(' here")?;
        let mut e = Vec::new();
        if self.tok.kind != Tok::RParen {
            loop {
                let word = self.kw();
                if word.starts_with(b"DW_OP_") {
                    let Some(op) = dwarf::value_of(dwarf::OPS, word) else {
                        let w = String::from_utf8_lossy(word).into_owned();
                        return Err(self.err(format!("invalid DWARF op '{w}'")));
                    };
                    e.push(op as u64);
                    self.bump();
                } else if word.starts_with(b"DW_ATE_") {
                    let Some(v) = dwarf::value_of(dwarf::ATES, word) else {
                        let w = String::from_utf8_lossy(word).into_owned();
                        return Err(self.err(format!("invalid DWARF attribute encoding '{w}'")));
                    };
                    e.push(v as u64);
                    self.bump();
                } else {
                    let Some(t) = self.int_tok().filter(|t| !t.signed) else {
                        return Err(self
                            .err("expected unsigned integer")
                            .or_kind(ParseErrorKind::Syntax));
                    };
                    if t.mag > u64::MAX as u128 {
                        return Err(self.err("element too large, limit is 18446744073709551615"));
                    }
                    e.push(t.mag as u64);
                    self.bump();
                }
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RParen, "expected ')' here")?;
        Ok(DiNode::expression(e))
    }

    /// A metadata node operand of a debug record: `!N`, `!{...}` or a
    /// specialized node.
    fn parse_record_md_node(&mut self) -> PResult<MdId> {
        if self.tok.kind == Tok::MetadataVar {
            let md = self.parse_specialized_md(false)?;
            return Ok(self.m.metadata.add(md));
        }
        if !matches!(self.tok.kind, Tok::Exclaim | Tok::MdRef(_)) {
            return Err(self
                .err("expected '!' here")
                .or_kind(ParseErrorKind::Syntax));
        }
        self.parse_md_ref()
    }

    /// A module uses debug records or `llvm.dbg.*` calls, not both.
    pub(crate) fn check_dbg_intrinsic_call(
        &mut self,
        callee: Option<Operand>,
        loc: u32,
    ) -> PResult<()> {
        let Some(Operand::Const(c)) = callee else {
            return Ok(());
        };
        let ConstKind::Global(g) = self.m.consts.get(c).kind else {
            return Ok(());
        };
        let is_dbg = self.gslots.get(g.index()).is_some_and(|s| {
            matches!(
                s.display.as_bytes(),
                b"@llvm.dbg.value"
                    | b"@llvm.dbg.declare"
                    | b"@llvm.dbg.assign"
                    | b"@llvm.dbg.label"
            )
        });
        if is_dbg {
            if self.dbg_format == 1 {
                return Err(self.err_at(
                    loc,
                    "llvm.dbg intrinsic should not appear in a module using non-intrinsic debug info",
                ));
            }
            self.dbg_format = 2;
        }
        Ok(())
    }

    /// `#dbg_value(...)`, `#dbg_declare(...)`, `#dbg_assign(...)` or
    /// `#dbg_label(...)`; the current token is the `#dbg_...` word.
    pub(crate) fn parse_debug_record(&mut self) -> PResult<DbgRecord> {
        if self.dbg_format == 2 {
            return Err(self.err(
                "debug record should not appear in a module containing debug info intrinsics",
            ));
        }
        self.dbg_format = 1;
        let word = self.text().get(1..).unwrap_or(&[]);
        let kind = match word {
            b"dbg_value" => Some(DbgVariableKind::Value),
            b"dbg_declare" => Some(DbgVariableKind::Declare),
            b"dbg_assign" => Some(DbgVariableKind::Assign),
            b"dbg_label" => None,
            _ => {
                return Err(self
                    .err_at(self.loc() + 1, "expected debug record type here")
                    .or_kind(ParseErrorKind::Syntax))
            }
        };
        self.bump();
        self.expect(Tok::LParen, "Expected '(' here")?;
        let Some(kind) = kind else {
            let label = self.parse_record_md_node()?;
            self.expect(Tok::Comma, "Expected ',' here")?;
            let dilocation = self.parse_record_md_node()?;
            self.expect(Tok::RParen, "Expected ')' here")?;
            return Ok(DbgRecord::Label { label, dilocation });
        };
        let location = self.parse_metadata_operand()?;
        self.expect(Tok::Comma, "Expected ',' here")?;
        let variable = self.parse_record_md_node()?;
        self.expect(Tok::Comma, "Expected ',' here")?;
        let expression = self.parse_record_md_node()?;
        self.expect(Tok::Comma, "Expected ',' here")?;
        let assign = if kind == DbgVariableKind::Assign {
            let assign_id = self.parse_record_md_node()?;
            self.expect(Tok::Comma, "Expected ',' here")?;
            let address = self.parse_metadata_operand()?;
            self.expect(Tok::Comma, "Expected ',' here")?;
            let address_expr = self.parse_record_md_node()?;
            self.expect(Tok::Comma, "Expected ',' here")?;
            Some(Box::new(DbgAssign {
                assign_id,
                address,
                address_expr,
            }))
        } else {
            None
        };
        let dilocation = self.parse_record_md_node()?;
        self.expect(Tok::RParen, "Expected ')' here")?;
        Ok(DbgRecord::Variable {
            kind,
            location,
            variable,
            expression,
            assign,
            dilocation,
        })
    }
}

/// Removes the trailing `llvm.dbg.*` declarations that no call uses (put
/// there by the intrinsic upgrade). Constants naming them are left behind,
/// unreferenced.
pub(crate) fn drop_dbg_declarations(m: &mut Module) {
    let is_dbg_decl = |g: &Global| {
        matches!(&g.kind, GlobalKind::Func(f) if f.body.is_none())
            && g.common.name.as_deref().and_then(dbg_intrinsic).is_some()
    };
    if !m.globals.last().is_some_and(&is_dbg_decl) {
        return;
    }
    let mut used = vec![false; m.globals.len()];
    for g in m.globals.values() {
        let GlobalKind::Func(f) = &g.kind else {
            continue;
        };
        let Some(body) = &f.body else { continue };
        for b in body.blocks.values() {
            for &i in b.insts.iter() {
                if let InstKind::Call(c) = &body.inst(i).kind {
                    if let Operand::Const(k) = c.callee {
                        if let ConstKind::Global(g) = m.consts.get(k).kind {
                            if let Some(u) = used.get_mut(g.index()) {
                                *u = true;
                            }
                        }
                    }
                }
            }
        }
    }
    let mut len = m.globals.len();
    while len > 0 && is_dbg_decl(&m.globals[GlobalId::from_index(len - 1)]) && !used[len - 1] {
        len -= 1;
    }
    m.globals.truncate(len);
}

use llconv_ir::upgrade_debuginfo::{self as dbg_upgrade, dbg_intrinsic, DbgIntrinsic};

/// The intrinsic a slot's display name (`@llvm.dbg.value`) names.
fn dbg_intrinsic_named(display: &str) -> Option<DbgIntrinsic> {
    dbg_intrinsic(display.as_bytes().strip_prefix(b"@")?)
}

impl Parser<'_> {
    /// The upgrades `llvm-as-22` applies to debug info once the module is
    /// read ([`llconv_ir::upgrade_debuginfo`]), on the provisional globals.
    /// Runs before globals get their final ids: the declarations that go
    /// move to the end, where `drop_dbg_declarations` removes them.
    /// `UpgradeDebugInfo`; without `verify`, debug info with a valid
    /// version is kept unverified (see [`crate::parse_module_then`]).
    pub(crate) fn upgrade_debug_info(&mut self, verify: bool) {
        self.upgrade_dbg_intrinsics();
        if self.options.keep_debug_info_unchecked {
            return;
        }
        let strip = {
            let globals: Vec<Option<&Global>> =
                self.gslots.iter().map(|s| s.global.as_deref()).collect();
            dbg_upgrade::must_strip_debug_info(&self.m, &globals, verify)
        };
        if strip {
            self.strip_debug_info();
        }
    }

    /// The bodiless functions that are `llvm.dbg.*` intrinsics, by slot.
    fn dbg_intrinsic_slots(&self) -> Vec<Option<DbgIntrinsic>> {
        self.gslots
            .iter()
            .map(|s| match &s.global {
                Some(g) if matches!(&g.kind, GlobalKind::Func(f) if f.body.is_none()) => {
                    dbg_intrinsic_named(&s.display)
                }
                _ => None,
            })
            .collect()
    }

    fn upgrade_dbg_intrinsics(&mut self) {
        let kinds = self.dbg_intrinsic_slots();
        if kinds.iter().all(|k| k.is_none()) {
            return;
        }
        let mut kept = vec![false; kinds.len()];
        for slot in &mut self.gslots {
            if let Some(Global {
                kind:
                    GlobalKind::Func(Function {
                        body: Some(body), ..
                    }),
                ..
            }) = slot.global.as_deref_mut()
            {
                dbg_upgrade::convert_dbg_calls(&mut self.m, body, &kinds, &mut kept);
            }
        }
        let dropped: Vec<bool> = kinds
            .iter()
            .zip(&kept)
            .map(|(k, &kept)| k.is_some() && !kept)
            .collect();
        self.move_last(&dropped);
    }

    /// Moves the marked slots to the end of the module order (so constants
    /// naming them stay valid while globals get their final ids).
    fn move_last(&mut self, marked: &[bool]) {
        if !marked.iter().any(|&m| m) {
            return;
        }
        let (mut order, last): (Vec<u32>, Vec<u32>) =
            self.gorder.iter().partition(|&&g| !marked[g as usize]);
        order.extend(last);
        self.gorder = order;
    }

    /// `StripDebugInfo`; calls to `llvm.dbg.*` left by the intrinsic
    /// upgrade go, and so do their declarations (moved last).
    fn strip_debug_info(&mut self) {
        let dbg_fn: Vec<bool> = self
            .dbg_intrinsic_slots()
            .iter()
            .map(Option::is_some)
            .collect();
        let changed = dbg_upgrade::strip_debug_info(
            &mut self.m,
            self.gslots
                .iter_mut()
                .filter_map(|s| s.global.as_deref_mut()),
            &dbg_fn,
        );
        dbg_upgrade::note_invalid_version(&mut self.m, changed);
        self.move_last(&dbg_fn);
    }
}
